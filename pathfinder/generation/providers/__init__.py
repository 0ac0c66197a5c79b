"""Generators turn samples (+ hint, + failed attempts) into draft text (SPEC §2)."""
