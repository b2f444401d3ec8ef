"""Endpoint-facing helpers: what vendors and inference servers actually send, as data."""
