"""Numbers as people write them inside names: with their sign or in scientific notation (one value as written, never
cut at `-`, `+` or `e`), or several joined by `-` after one key (a position's coordinates, each a value).

The tokeniser keeps a sign that follows a separator with its number (`TS_01_007_-12.0`, `tilt_+3.5`, `dx=-2`)
and a number in scientific notation whole (`1e-3`); here a column of such values becomes one field.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, Var, VarKind, var_part

_NUMBER_RX = re.compile(r"^\d+(?:\.\d+)?(?:[eE][-+]?\d{1,3})?$")
_SIGNED_INT_RX = re.compile(r"^[-+]?[0-9]+$")
_SIGNED_NUMBER_RX = re.compile(r"^[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d{1,3})?$")
#: the regex of a number that may carry a sign
SIGNED_INT = r"[-+]?\d+"


def number_as_written(distinct: list[str]) -> list[Part] | None:
    """A column of numbers some samples write with a sign or in scientific notation, or None.

    Why: a tilt angle `-12` beside `12`, or a rate `1e-3` beside `5`, is one amount; its sign and `e` cut nothing."""
    if any(T.SCIENTIFIC_RX.match(v) or v[:1] in ("-", "+") for v in distinct) and all(
            _SIGNED_NUMBER_RX.match(v) for v in distinct):
        if all(_SIGNED_INT_RX.match(v) for v in distinct):
            return [signed_int_part()]
        return [_scientific_part(any(v[:1] in ("-", "+") for v in distinct))]
    return None


def signed_int_part() -> Part:
    """A whole number with an optional sign: an integer field (`-12` is -12), its glob any text ending in a digit.

    Why: `*[0-9]` matches the unseen siblings of either sign; `[0-9]*` would drop the negative ones."""
    return var_part(Var(VarKind.INT, SIGNED_INT, "integer"), "*[0-9]")


def is_signed(part: Part) -> bool:
    """Whether a number part may carry a sign (its regex is `signed_int_part`'s)."""
    return part.var is not None and part.var.kind == VarKind.INT and part.var.regex == SIGNED_INT


def _scientific_part(signed: bool = False) -> Part:
    """A number some samples write in scientific notation (`1e-3`, `2.5e-4` beside `5`): one value as written.

    Why: a learning rate or a dilution `1e-3` is one amount; its `e` and sign are no field and no separator."""
    sign = "[-+]?" if signed else ""
    return var_part(Var(VarKind.STRING, sign + r"\d+(?:\.\d+)?(?:[eE][-+]?\d+)?", "string"), "*[0-9]")


_COORDINATES_RX = re.compile(r"^([A-Za-z]{1,12})-([0-9]{1,9}(?:-[0-9]{1,9}){1,3})$")


def coordinates(values: list[str]) -> tuple[str, int] | None:
    """The key and the count of the numbers that every value joins with `-` after one word key (`pos-12-3-40`,
    `xy-105-33`, `tile-3-7`): two to four numbers, the same count in every value, some place varying; else None.

    Why: `pos-83-5667-2327` was one label, yet its numbers are a block's coordinates, each a value of its own."""
    found = [_COORDINATES_RX.match(v) for v in values]
    if not all(found) or len({m.group(1) for m in found}) != 1:  # type: ignore[union-attr]
        return None
    numbers = [m.group(2).split("-") for m in found]  # type: ignore[union-attr]
    count = len(numbers[0])
    if any(len(n) != count for n in numbers) or len({tuple(n) for n in numbers}) < 2:
        return None
    return found[0].group(1), count  # type: ignore[union-attr]


__all__ = ["SIGNED_INT", "coordinates", "is_signed", "number_as_written", "signed_int_part"]
