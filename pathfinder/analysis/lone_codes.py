"""Stage 2d, letters and small numbers that are codes of their own: a capital or a one- or two-digit number standing
alone between numbers, two letters each a code.

In `73891_B_1_7` (a tissue-microarray core: block, side, row, column) or `plate3_C_12` the letter is a
side, a row or a mode the samples happened to share; its siblings hold other letters. In UrbanSound8K's
`101415-3-0-2.wav` (clip, class, occurrence, slice) the `0` is an index the samples happened to share
(docs/analyser.md, step 4).
"""
from __future__ import annotations

from pathfinder.analysis.parts import Part, Var, VarKind, var_part

__all__ = ["letter_pair", "listed_letter_code", "lone_letter_code", "lone_number_in_tuple"]


def _numbers(column: list[str]) -> bool:
    return all(v.isdigit() and v.isascii() for v in column)


def _shared_between_numbers(columns: list[list[str]], i: int) -> tuple[str, int] | None:
    """(the one value chunk column `i` holds in every sample, how many of its two neighbours vary) when it stands
    between two number columns; else None."""
    if i == 0 or i + 1 >= len(columns) or len(set(columns[i])) != 1:
        return None
    before, after = columns[i - 1], columns[i + 1]
    if not (_numbers(before) and _numbers(after)):
        return None
    return columns[i][0], (len(set(before)) > 1) + (len(set(after)) > 1)


def lone_letter_code(columns: list[list[str]], i: int) -> list[Part] | None:
    """Chunk column `i` read as a letter code (`[A-Z]`, a field) when it is one capital letter shared by every
    sample, standing between two number columns of which at least one varies; else None.

    Why: a lone letter among an item's numbers is a row, side or mode letter of a set, not a word of the name.
    """
    shared = _shared_between_numbers(columns, i)
    if shared is None or shared[1] < 1 or len(shared[0]) != 1 or not ("A" <= shared[0] <= "Z"):
        return None
    return [var_part(Var(VarKind.WORD, "[A-Z]", "string"), "[A-Z]")]


#: the largest chance, under a set one letter larger drawn evenly, that the samples still showed no name of that letter
MAX_UNSEEN_CHANCE = 0.1


def _unseen_letter_chance(k: int, n: int) -> float:
    """The chance that `n` names drawn evenly from k + 1 letters leave one of them unseen (about (k+1)(k/(k+1))^n).

    Why: ten names show every letter of two (`G`, `R`) but often not all of four (views `F`, `B`, `L`, `R`, `T`)."""
    return (k + 1) * (k / (k + 1)) ** n


def listed_letter_code(columns: list[list[str]], i: int) -> list[Part] | None:
    """Chunk column `i` read as a one-letter code whose glob lists the letters seen (`[GR]`, a field) when every
    value is one capital letter standing alone between separators, two to six letters, at most one of them seen
    once, none `A` and no three in a row, and names enough that a set one letter larger would have shown it
    (`_unseen_letter_chance`); letters seen once each, or in order from `A` (rows, takes drawn at random), or
    few names for many letters, are a series larger than the samples show, and are left as they were.

    Why: a code of a few letters, each recurring, is a closed set (channels, strands, sides); `*` took the siblings.
    """
    if i >= len(columns) or len(columns[i]) < 4:
        return None
    counts: dict[str, int] = {}
    for v in columns[i]:
        if len(v) != 1 or not ("A" <= v <= "Z"):
            return None
        counts[v] = counts.get(v, 0) + 1
    once = sum(1 for c in counts.values() if c == 1)
    if not 2 <= len(counts) <= 6 or len(columns[i]) < 2 * len(counts) or once > 1:
        return None  # (the share of letters seen once estimates how often the next name holds an unseen one)
    if _unseen_letter_chance(len(counts), len(columns[i])) > MAX_UNSEEN_CHANCE:
        return None  # too few names for the letters seen (`N`, `E`, `S` in ten names: a fourth, `W`, is likely)
    if "A" in counts or any(chr(ord(c) + 1) in counts and chr(ord(c) + 2) in counts for c in counts):
        return None  # letters in order from `A` (`A`, `B`, `D`: takes, rows, replicates) are a series that goes on
    return [var_part(Var(VarKind.CODE, "[A-Z]", "string"), "[" + "".join(sorted(counts)) + "]")]


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
    shared = _shared_between_numbers(columns, i)
    if shared is None or shared[1] < 2 or not (1 <= len(shared[0]) <= 2 and _numbers([shared[0]])):
        return None
    return [var_part(Var(VarKind.INT, r"\d+", "integer"), "[0-9]*")]
