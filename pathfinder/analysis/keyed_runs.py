"""Several values glued behind letter keys in one token, with brackets among them: `DS0001TP0003DR0003CH0001PL(ZS)`,
`DS0001TP(TS)DR0003CH0001PL(ZM)`, `S01T02C3Z004[raw]`. Each number after a key is its own value, each key literal.
"""
from __future__ import annotations

import re
from typing import Callable

from pathfinder.analysis.parts import Part, Var, VarKind, lit, merge_literals, var_part

_RUNS_RX = re.compile(r"[A-Za-z]+|[0-9]+|[^A-Za-z0-9]+")
_MARKS = frozenset("()[]{},+#@~")  # what may sit between keyed values in one token (separators cut tokens before)
MAX_RUNS = 32  # runs of one token read at most (a hostile name may hold thousands)


def keyed_runs(distinct: list[str], n: int, column: Callable[[list[str], int], list[Part]]) -> list[Part] | None:
    """Values glued behind letter keys with brackets or marks among them, the same keys and marks in every value and
    two keys at least each followed by digits: each digit run its own column (`column`), the keys and marks literal,
    other letters that differ (`ZS`, `ZM` inside `PL(…)`) a word; else None.

    Why: brackets kept the glued keys from the skeleton reading, so the whole code was one field and the time unread."""
    runs = [_RUNS_RX.findall(v) for v in distinct]
    if len({len(r) for r in runs}) != 1 or len(runs[0]) > MAX_RUNS:
        return None
    first = runs[0]
    marks = [i for i, r in enumerate(first) if not r[0].isalnum()]
    keys = [i for i in range(len(first) - 1) if first[i].isalpha() and first[i + 1].isdigit()]
    if not marks or len(keys) < 2:
        return None
    parts: list[Part] = []
    for i in range(len(first)):
        col = [r[i] for r in runs]
        kinds = {c.isdigit() if c.isalnum() and (c.isdigit() or c.isalpha()) else None for c in col}
        if i in marks:
            if len(set(col)) != 1 or not set(col[0]) <= _MARKS:
                return None
            parts.append(lit(col[0]))
        elif kinds == {True}:
            parts.extend(column(col, n))
        elif kinds != {False}:
            return None
        elif len(set(col)) == 1:
            parts.append(lit(col[0]))
        elif i in keys:
            return None  # a key that differs: other codes, not one layout
        else:
            parts.append(var_part(Var(VarKind.WORD, r"[A-Za-z]+", "string"), "*"))
    return merge_literals(parts)


__all__ = ["keyed_runs"]
