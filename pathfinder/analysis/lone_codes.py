"""Stage 2d, a capital letter standing alone between numbers: one value of a code.

In `73891_B_1_7` (a tissue-microarray core: block, side, row, column) or `plate3_C_12` the letter is a
side, a row or a mode the samples happened to share; its siblings hold other letters (docs/analyser.md, step 4).
"""
from __future__ import annotations

from pathfinder.analysis.parts import Part, Var, VarKind, var_part

__all__ = ["lone_letter_code"]


def _numbers(column: list[str]) -> bool:
    return all(v.isdigit() and v.isascii() for v in column)


def lone_letter_code(columns: list[list[str]], i: int) -> list[Part] | None:
    """Chunk column `i` read as a letter code (`[A-Z]`, a field) when it is one capital letter shared by every
    sample, standing between two number columns of which at least one varies; else None.

    Why: a lone letter among an item's numbers is a row, side or mode letter of a set, not a word of the name.
    """
    if i == 0 or i + 1 >= len(columns) or len(set(columns[i])) != 1:
        return None
    letter = columns[i][0]
    if len(letter) != 1 or not ("A" <= letter <= "Z"):
        return None
    before, after = columns[i - 1], columns[i + 1]
    if not (_numbers(before) and _numbers(after)) or (len(set(before)) < 2 and len(set(after)) < 2):
        return None
    return [var_part(Var(VarKind.WORD, "[A-Z]", "string"), "[A-Z]")]
