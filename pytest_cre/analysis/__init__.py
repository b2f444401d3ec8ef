"""Analysis: numbers in, results out (pytest-free)."""
