"""Dates in the other forms people write: day and month without padding and a two- or four-digit year
(`2.12.19`, `23.10.2019`, `3/4/21`), and a day glued to a month's short name and a year (`12Jan2019`), read as one
date with its format, not as a version (`2.12.19`) or a free code (`12Jan2019`).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, Var, VarKind, var_part

__all__ = ["other_date_form"]

_UNPADDED_RX = re.compile(r"^(\d{1,2})([./-])(\d{1,2})\2(\d{2}|\d{4})$")
_MONTH_ABBR = "|".join(T.any_case(m[:3]) for m in T.MONTH_NAMES)  # `Jan`, `jan`, `JAN`, ...
_DAY_MONTH_NAME_RX = re.compile(r"^(\d{1,2})(" + _MONTH_ABBR + r")(\d{4}|\d{2})$")


def _unpadded(distinct: list[str]) -> Part | None:
    """`d.m.yy` (or `m/d/yyyy`): the order proven by a part above 12, the years of one width within five years."""
    found = [_UNPADDED_RX.match(v) for v in distinct]
    if not all(found) or len({(m.group(2), len(m.group(4))) for m in found}) != 1:  # type: ignore[union-attr]
        return None
    firsts, seconds = [int(m.group(1)) for m in found], [int(m.group(3)) for m in found]  # type: ignore[union-attr]
    years = [int(m.group(4)) for m in found]  # type: ignore[union-attr]
    if max(years) - min(years) > 5 or len(set(firsts) | set(seconds)) < 3:
        return None  # versions (`1.8.19`, `1.9.31`, `2.0.11`) spread their last numbers; dates keep to a few years
    sep, wide = found[0].group(2), len(found[0].group(4)) == 4  # type: ignore[union-attr]
    if max(firsts) > 12 and max(seconds) <= 12:
        fmt = f"%d{sep}%m{sep}" + ("%Y" if wide else "%y")
    elif max(seconds) > 12 and max(firsts) <= 12:
        fmt = f"%m{sep}%d{sep}" + ("%Y" if wide else "%y")
    else:
        return None  # the order is not proven: the reading the value had before
    if any(T.to_iso(v, fmt) is None for v in distinct):
        return None
    s = T.rx_escape(sep)
    rx = rf"\d{{1,2}}{s}\d{{1,2}}{s}\d{{{4 if wide else 2}}}"
    return var_part(Var(VarKind.DMY, rx, "date", fmt=fmt, name="date", rank=3), f"*{sep}*{sep}" + "?" * (4 if wide else 2))


def _day_month_name(distinct: list[str]) -> Part | None:
    """`12Jan2019`, `3mar21`: a day, a month's short name and a year glued, one date."""
    found = [_DAY_MONTH_NAME_RX.match(v) for v in distinct]
    if not all(found) or len({len(m.group(3)) for m in found}) != 1:  # type: ignore[union-attr]
        return None
    wide = len(found[0].group(3)) == 4  # type: ignore[union-attr]
    fmt = "%d%b" + ("%Y" if wide else "%y")
    if any(T.to_iso(v, fmt) is None for v in distinct):
        return None
    rx = r"\d{1,2}(?:" + _MONTH_ABBR + rf")\d{{{4 if wide else 2}}}"
    return var_part(Var(VarKind.DMY, rx, "date", fmt=fmt, name="date", rank=3), "*[A-Za-z]" + "?" * (4 if wide else 2))


def other_date_form(distinct: list[str]) -> list[Part] | None:
    """A column of dates written `d.m.yy` (the day or month above 12 in some value) or `12Jan2019`: one date field.

    Why: `2.12.19` is 2 December 2019 to the people who named it, not release 2.12.19 nor free text.
    """
    part = _unpadded(distinct) or _day_month_name(distinct)
    return [part] if part else None
