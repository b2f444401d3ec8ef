"""``sim``: a simulated model behind a real OpenAI-compatible HTTP server on loopback."""
