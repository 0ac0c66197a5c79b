"""A field pattern as the static checks read it: Python's own parse tree, and the verdict they give.

The portable-dialect check (`patterns`), the backtracking check (`backtracking`), pattern fusion
(`regexfuse`) and the SQL rewrite (`sql/regex`) all read a pattern through `re`'s parser, whose
module moved in Python 3.11: this is the one place that knows where it is.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

try:  # Python 3.11+
    from re import _constants as C  # type: ignore[attr-defined]
    from re import _parser as P  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as C  # type: ignore[no-redef]
    import sre_parse as P  # type: ignore[no-redef]

# `\d`, `\w`, `\b` mean ASCII, as in RE2 and Java: Python compiles every field pattern this way.
PATTERN_FLAGS = re.ASCII
MAX_NESTING = 50  # groups inside groups

POSSESSIVE = getattr(C, "POSSESSIVE_REPEAT", None)  # `a*+`: Python 3.11+ only
ATOMIC = getattr(C, "ATOMIC_GROUP", None)  # `(?>a)`: Python 3.11+ only
REPEATS = (C.MAX_REPEAT, C.MIN_REPEAT)
UNBOUNDED = C.MAXREPEAT


@dataclass(frozen=True)
class PatternProblem:
    """Why a pattern is refused (`message`) and what to write instead (`hint`)."""

    message: str
    hint: str


TOO_DEEP = PatternProblem("nests groups too deeply", f"use at most {MAX_NESTING} nested groups")


def parse(pattern: str) -> Any:
    """The parse tree of `pattern` under PATTERN_FLAGS, or None when Python cannot parse it."""
    try:
        return P.parse(pattern, PATTERN_FLAGS)
    except (re.error, RecursionError, OverflowError, ValueError, TypeError):
        return None


__all__ = ["C", "P", "PATTERN_FLAGS", "MAX_NESTING", "POSSESSIVE", "ATOMIC", "REPEATS", "UNBOUNDED",
           "PatternProblem", "TOO_DEEP", "parse"]
