"""The shared vocabulary: dimensions, errors, the record core, tokenizers, JSON lines.

Imports nothing else from the package; every other layer may import it."""
