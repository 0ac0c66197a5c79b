"""Stage 2d, letters and small numbers that are codes of their own: a capital or a one- or two-digit number standing
alone between numbers, two letters each a code.

In `73891_B_1_7` (a tissue-microarray core: block, side, row, column) or `plate3_C_12` the letter is a
side, a row or a mode the samples happened to share; its siblings hold other letters. In UrbanSound8K's
`101415-3-0-2.wav` (clip, class, occurrence, slice) the `0` is an index the samples happened to share
(docs/analyser.md, step 4).
"""
from __future__ import annotations

import re

from pathfinder.analysis.codes import glued_key, key_value_parts
from pathfinder.analysis.number_names import named_code
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


_SLOT_RX = re.compile(r"^[A-Za-z]{0,5}\d")  # a numbered slot: a number, or a short key glued before one
_SLOT_CONSTANT_RX = re.compile(r"^([A-Za-z]{0,5}?)(\d{1,2}|\d{1,3}(?:[,-]\d{1,3})+|[A-Za-z]{3,})$")


def _numbered_slot(column: list[str]) -> bool:
    """Whether a chunk column is a numbered slot: numbers, a key glued before numbers (`MB0002`, `Ang0,1,2`), or
    one short key before values that vary (`Ch0` beside `Chgreen`)."""
    distinct = sorted(set(column))
    return all(_SLOT_RX.match(v) and v.isascii() for v in distinct) or glued_key(distinct) is not None


def _keyed_slots(columns: list[list[str]]) -> bool:
    """Whether a name is a tuple of three or more keyed slots, one of which varies (`TP12_Chgreen_Ill0_Ang0,1,2`)."""
    keyed = [c for c in columns if c and c[0][:1].isalpha() and _numbered_slot(c)]
    return len(keyed) >= 3 and any(len(set(c)) > 1 for c in keyed)


def lone_number_in_tuple(columns: list[list[str]], i: int) -> list[Part] | None:
    """Chunk column `i` read as a field when one value shared by every sample is one place of a tuple of numbered
    slots: a number of one or two digits between two slots that both vary (`1` in METABRIC's `MB0002_1_345`), or a
    short key glued to its value (`Ill0`, `Ang0,1,2`, `Chgreen` in `TP12_Chgreen_Ill0_Ang0,1,2`) beside a slot that
    varies or in a name of three keyed slots one of which varies; else None.

    Why: in a tuple of numbered slots each place is an index, and one the samples share is one value of it.
    """
    if len(set(columns[i])) != 1 or not columns[i][0].isascii():
        return None
    v = columns[i][0]
    m = _SLOT_CONSTANT_RX.match(v)
    if not m or named_code(v):
        return None
    key, value = m.groups()
    if value.isalpha():  # a word after a known key (`Chgreen`: `Ch` + `green`)
        key = glued_key([v]) or ""
        value = v[len(key):]
        if not key or len(value) < 3:
            return None
    inner = 0 < i < len(columns) - 1 and _numbered_slot(columns[i - 1]) and _numbered_slot(columns[i + 1])
    varying = inner and (len(set(columns[i - 1])) > 1) + (len(set(columns[i + 1])) > 1)
    if not key:
        return [var_part(Var(VarKind.INT, r"\d+", "integer"), "[0-9]*")] if varying == 2 else None
    if not (varying or _keyed_slots(columns)):
        return None
    return key_value_parts(key, numeric=value.isdigit())
