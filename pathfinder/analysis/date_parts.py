"""Stage 2, a date or a time as one typed part: the standard forms a column's values are read in (ISO basic
`20230115T102321Z`, `2024-03-10T20-50-31Z`, `2024-03-10`, `10-03-2024` when a day above 12 shows the order,
CJK `2024年3月1日`, `Mar2024`, a clock `12.34.56` or `T+00:05:30`). Asked by `columns` for constant and
varying columns alike; other orders and separators are `date_forms`.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, Var, VarKind, lit, month_name_part, var_part, year_part

__all__ = ["CLOCK_RX", "MONTH_YEAR_RX", "cjk_date_parts", "clock_part", "datetime_part", "dmy_part", "iso_basic_part",
           "month_year_parts", "ymd_part"]


def iso_basic_part(values: list[str]) -> Part:
    """ISO 8601 basic date-times (`20230115T102321Z`): one timestamp."""
    z = "Z" if values[0].endswith("Z") else ""
    return var_part(Var(VarKind.TIMESTAMP, rf"\d{{8}}T\d{{6}}{z}", "string", fmt=f"%Y%m%dT%H%M%S{z}"),
                    "????????T??????" + z)


def datetime_part(v: str) -> Part:
    """`2024-03-10T20-50-31Z`: a timestamp (text) and its date, like the 14-digit form."""
    fmt = T.datetime_format(v)
    assert fmt is not None
    rx = "".join(r"\d" if c.isdigit() else T.rx_escape(c) for c in v)
    rx = re.sub(r"(\\d)+", lambda m: rf"\d{{{len(m.group()) // 2}}}", rx)
    glob = "".join("?" if c.isdigit() else T.glob_escape(c) for c in v)
    return var_part(Var(VarKind.TIMESTAMP, rx, "string", fmt=fmt), glob)


def ymd_part(sep: str) -> Part:
    """YYYY-MM-DD with one separator: a date."""
    s = T.rx_escape(sep)
    return var_part(Var(VarKind.DATE, rf"\d{{4}}{s}\d{{2}}{s}\d{{2}}", "date", name="date", rank=3), f"????{sep}??{sep}??")


def dmy_part(values: list[str], sep: str) -> Part | None:
    """DD-MM-YYYY: a date when one sample shows the day/month order, else text."""
    firsts = [int(v[:2]) for v in values]
    seconds = [int(v[3:5]) for v in values]
    s = T.rx_escape(sep)
    rx = rf"\d{{2}}{s}\d{{2}}{s}\d{{4}}"
    glob = f"??{sep}??{sep}????"
    if max(firsts) > 12 and max(seconds) <= 12:
        fmt = f"%d{sep}%m{sep}%Y"
    elif max(seconds) > 12 and max(firsts) <= 12:
        fmt = f"%m{sep}%d{sep}%Y"
    else:
        return var_part(Var(VarKind.STRING, rx, "string"), glob)  # ambiguous day/month order
    if any(T.to_iso(v, fmt) is None for v in values):
        return var_part(Var(VarKind.STRING, rx, "string"), glob)
    return var_part(Var(VarKind.DMY, rx, "date", fmt=fmt, name="date", rank=3), glob)


_CJK_DATE_RX = re.compile(r"^((?:19|20)\d\d)年(\d{1,2})月(?:(\d{1,2})日)?$")


def cjk_date_parts(distinct: list[str]) -> list[Part] | None:
    """`2024年3月1日`, `2024年03月`: a date written with CJK units, read as year, month and day."""
    found = [_CJK_DATE_RX.match(v) for v in distinct]
    if not all(found) or len({m.group(3) is None for m in found}) != 1:  # type: ignore[union-attr]
        return None
    parts = [year_part(), lit("年"),
             var_part(Var(VarKind.INT, r"\d{1,2}", "integer", name="month", rank=3), "*"), lit("月")]
    if found[0].group(3) is not None:  # type: ignore[union-attr]
        parts += [var_part(Var(VarKind.INT, r"\d{1,2}", "integer", name="day", rank=3), "*"), lit("日")]
    return parts


def month_year_parts(distinct: list[str]) -> list[Part] | None:
    """`Mar2024`: an English month name glued to a year, read as two values.
    Why: the month and the year vary on their own."""
    if not all(MONTH_YEAR_RX.match(v) for v in distinct):
        return None
    return [month_name_part([v[:-4] for v in distinct]), year_part()]


CLOCK_RX = re.compile(r"^(?:(?:[01]\d|2[0-3])\.[0-5]\d\.[0-5]\d|\d{1,3}:[0-5]\d:[0-5]\d)$")


def clock_part(colon: bool) -> Part:
    """A clock time as written: `12.34.56`, or hours, minutes and seconds joined by `:`, which may run past a day
    when they count the time since a start (`T+00:05:30`, `36:00:00`).

    Why: `:` joins a clock's numbers and nothing else in a name; an elapsed clock's hours grow past 23."""
    if colon:
        return var_part(Var(VarKind.CLOCK, r"\d{1,3}:\d{2}:\d{2}", "string", name="time", rank=3), "*:??:??")
    return var_part(Var(VarKind.CLOCK, r"\d{2}\.\d{2}\.\d{2}", "string", name="time", rank=3), "??.??.??")


MONTH_YEAR_RX = re.compile(
    r"^(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?"
    r"|nov(?:ember)?|dec(?:ember)?)((?:19|20)\d\d)$")
