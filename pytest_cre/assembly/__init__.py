"""Placing a target inside filler at a depth, within an exact token budget (family-neutral)."""
