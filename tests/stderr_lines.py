"""What a command said on stderr, the sandbox's isolation note set aside.

On a machine without bubblewrap (or where it cannot create namespaces) every command that runs a Python extractor
first says so in one `pathfinder: note:` line; tests that count the lines of an error must not count that note,
or they fail on such a machine while the command behaves as documented.
"""
from __future__ import annotations

ISOLATION_NOTE = "pathfinder: note: Python extractors run without OS isolation"


def problem_lines(stderr: str) -> list[str]:
    """The lines of `stderr` but the isolation note."""
    return [line for line in stderr.splitlines() if not line.startswith(ISOLATION_NOTE)]
