"""Report files and the terminal summary, built from records by the families' tables."""
