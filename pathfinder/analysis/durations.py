"""Values written with their units: an elapsed time (`01d18h30m`, `2h15m`, `90min`, `24h`) or a measure
(`25.5h`, `0.5mm`, `12.5x`), read as its numbers beside the literal units, never cut into numbers that
mean nothing (`01d18h30m` is days, hours and minutes, not `01`, `d18`, `h30m`).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, Var, VarKind, lit, var_part

# time units by size (larger first), as people write them; a compound value writes them largest first
_TIME_UNITS: dict[str, int] = {w: 6 - rank for rank, words in enumerate(T.TIME_UNIT_WORDS) for w in words.split()}
#: the field name of each time unit's number (a compound's `m` is minutes; a lone `m` may be metres)
_TIME_NAMES = {6: "years", 5.5: "months", 5: "weeks", 4: "days", 3: "hours", 2: "minutes", 1: "seconds",
               0: "milliseconds"}
#: units whose number alone names one time point of a series even when the samples share it (`24h`):
#: `d`, `m` and `s` alone are also a dimension (`3d`), metres (`5m`) and a decade (`90s`)
_SURE_TIME_UNITS = frozenset("h hr hrs hour hours min mins minute minutes sec secs ms msec day days".split())
_PAIR_RX = re.compile(r"(\d+(?:\.\d+)?)([A-Za-z]+)")
_VALUE_RX = re.compile(r"^(?:\d+(?:\.\d+)?[A-Za-z]+){1,6}$")
_FRACTION = r"\d+(?:\.\d+)?"


def _unit_ranks(units: list[str]) -> list[float | None]:
    """Each unit's size; an `m` right after a year is a month (`1y2m`, `2y6m3d`: an age), not a minute.

    Why: a compound writes its units largest first, so after years the next unit down is months."""
    ranks: list[float | None] = [_TIME_UNITS.get(u.lower()) for u in units]
    for i in range(1, len(units)):
        if units[i].lower() == "m" and ranks[i - 1] == 6:
            ranks[i] = 5.5
    return ranks


def _pairs(value: str) -> list[tuple[str, str]] | None:
    """The (number, unit) pairs of a value written as numbers with units, or None."""
    if not value.isascii() or not _VALUE_RX.match(value):
        return None
    pairs = _PAIR_RX.findall(value)
    if len(pairs) == 1:
        return pairs if pairs[0][1].lower() in _TIME_UNITS or pairs[0][1].lower() in T.MEASURE_UNITS else None
    ranks = _unit_ranks([u for _, u in pairs])
    if None in ranks or any(a <= b for a, b in zip(ranks, ranks[1:])) or any("." in d for d, _ in pairs[:-1]):  # type: ignore[operator]
        return None
    return pairs


def _part_number(digits: list[str], first: bool) -> Part:
    """One unit's number: a later part padded to two digits (a `0` shows it) that stays below 60 keeps that
    width (`08h`, `30m`: a clock's places); the first part can grow (`120d`), and a later part never seen
    padded (`15m`, `30m`) may be written `5m`, so any width."""
    w = len(digits[0])
    if not first and w == 2 and all(len(d) == 2 for d in digits) and max(int(d) for d in digits) <= 59 \
            and any(d.startswith("0") for d in digits):
        return var_part(Var(VarKind.INT, r"\d{2}", "integer", width=2), "??")
    return var_part(Var(VarKind.INT, r"\d+", "integer"), "*")


def elapsed_parts(distinct: list[str], constant: bool = False) -> list[Part] | None:
    """Numbers written with one unit sequence in every value (`01d18h30m`, `2h15m`, `24h`, `0.5mm`): each
    number a field named by its time unit, the units literal; a lone unit's number allows a fraction
    (`25.5h` beside `24h`), so it reads as text. `constant`: the samples share the value; it is one time
    point of a series only when written in time units that cannot be read otherwise (a compound, or `h`,
    `min`, `sec`, `ms`, `day`), never `3d` (a dimension) or `5m` (metres).

    Why: cut at its letters a time in units gave numbers that mean nothing, and a measure takes fractions.
    """
    read = [_pairs(v) for v in distinct]
    if not distinct or not all(read) or len({tuple(u for _, u in r) for r in read}) != 1:  # type: ignore[union-attr]
        return None
    units = [u for _, u in read[0]]  # type: ignore[index]
    if constant and len(units) == 1 and units[0].lower() not in _SURE_TIME_UNITS:
        return None
    parts: list[Part] = []
    ranks = _unit_ranks(units)
    for i, unit in enumerate(units):
        digits = [r[i][0] for r in read]  # type: ignore[index]
        rank = ranks[i]
        name = _TIME_NAMES[rank] if rank is not None and (len(units) > 1 or unit.lower() in _SURE_TIME_UNITS) else None
        if len(units) == 1:
            part = var_part(Var(VarKind.INT, _FRACTION, "string", name=name, rank=3 if name else 0), "*[0-9]")
        else:
            part = _part_number(digits, i == 0)
            part.var.name, part.var.rank = name, 3  # type: ignore[union-attr]
        parts += [part, lit(unit)]
    return parts
