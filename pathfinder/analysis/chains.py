"""Stage 2e, a label of letter and number pairs: a tuple of indices.

CMIP's ensemble member `r1i1p1f1` (realisation, initialisation, physics, forcing) or a sweep's `a2b1c4` name each
number by the letter before it; samples from one member share most of them (docs/analyser.md, step 4).
"""
from __future__ import annotations

import re

from pathfinder.analysis.parts import Part, Var, VarKind, lit, var_part

__all__ = ["index_chain_parts"]

_PAIR_RX = re.compile(r"([a-z])([0-9]{1,3})")
_CHAIN_RX = re.compile(r"^(?:[a-z][0-9]{1,3}){3,8}$")


def index_chain_parts(distinct: list[str]) -> list[Part] | None:
    """Values that are each three or more lowercase letters with a number after each, the letters the same in
    every value, one of them past `f` (`r1i1p1f1`, `r10i1p2f1`; not hex): each letter literal, each number a field
    that varies; else None.

    Why: each letter names an index of the same tuple, and a sibling member differs in any of them, not only in the ones the samples vary.
    """
    if not all(_CHAIN_RX.match(v) for v in distinct):
        return None
    letters = {"".join(_PAIR_RX.findall(v)[i][0] for i in range(len(_PAIR_RX.findall(v)))) for v in distinct}
    if len(letters) != 1:
        return None
    word = letters.pop()
    if len(set(word)) != len(word) or set(word) <= set("abcdef"):  # `a1a2a3` repeats a key; `a1b2c3d4` may be hex
        return None
    parts: list[Part] = []
    for c in word:
        parts += [lit(c), var_part(Var(VarKind.INT, r"\d+", "integer"), "*")]
    return parts
