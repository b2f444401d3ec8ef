"""Benchmark families: each supplies its cells, prompts, scoring, tables and sim answers."""
