"""Positional recall family: reproduce the first lines of a named function from a long corpus."""
