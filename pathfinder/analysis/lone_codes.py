"""Stage 2d, letters and small numbers that are codes of their own: a capital or a one- or two-digit number standing
alone between numbers, two letters each a code.

In `73891_B_1_7` (a tissue-microarray core: block, side, row, column) or `plate3_C_12` the letter is a
side, a row or a mode the samples happened to share; its siblings hold other letters. In UrbanSound8K's
`101415-3-0-2.wav` (clip, class, occurrence, slice) the `0` is an index the samples happened to share
(docs/analyser.md, step 4).
"""
from __future__ import annotations

from pathfinder.analysis.parts import Part, Var, VarKind, var_part

__all__ = ["letter_pair", "lone_letter_code", "lone_number_in_tuple"]


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


def letter_pair(columns: list[list[str]], i: int) -> list[Part] | None:
    """Chunk column `i` read as two one-letter codes (`[a-z][a-z]`, two fields) when every value is two letters of
    one case, the two positions draw on letters of their own, and they cross: some first letter is seen with two
    second letters and some second letter with two first ones. Language codes (`en`, `de`, `fr`: each letter with
    one other) and a pair from one alphabet (a polarisation `hh`, `hv`, `vh`) stay one code.

    Why: a suffix such as SLSTR's `_an`, `_bo`, `_tx` is a grid letter and a view letter, two dimensions.
    """
    values = set(columns[i])
    if len(values) < 4 or not all(len(v) == 2 and v.isascii() and v.isalpha() for v in values):
        return None
    if not (all(v.islower() for v in values) or all(v.isupper() for v in values)):
        return None
    firsts, seconds = {v[0] for v in values}, {v[1] for v in values}
    if len(firsts) < 2 or len(seconds) < 2 or firsts & seconds:
        return None
    crossed = (any(len({v[1] for v in values if v[0] == f}) >= 2 for f in firsts)
               and any(len({v[0] for v in values if v[1] == c}) >= 2 for c in seconds))
    if not crossed:
        return None
    cls = "[a-z]" if next(iter(values)).islower() else "[A-Z]"
    return [var_part(Var(VarKind.CODE, cls, "string"), cls) for _ in range(2)]


def lone_number_in_tuple(columns: list[list[str]], i: int) -> list[Part] | None:
    """Chunk column `i` read as a number (a field) when it is one number of one or two digits shared by every
    sample, standing between two number columns that both vary; else None.

    Why: in a tuple of numbers each place is an index, and one the samples share is one value of it (`-0-`, `-1-`).
    """
    if i == 0 or i + 1 >= len(columns) or len(set(columns[i])) != 1:
        return None
    value = columns[i][0]
    if not (1 <= len(value) <= 2 and _numbers([value])):
        return None
    before, after = columns[i - 1], columns[i + 1]
    if not (_numbers(before) and _numbers(after)) or len(set(before)) < 2 or len(set(after)) < 2:
        return None
    return [var_part(Var(VarKind.INT, r"\d+", "integer"), "[0-9]*")]
