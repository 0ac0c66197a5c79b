"""Generators turn samples (+ hint, + failed attempts) into draft text (docs/architecture.md)."""
