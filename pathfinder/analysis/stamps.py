"""Long stamps: a Unix time written as one digit run in milliseconds (13 digits), microseconds (16) or
nanoseconds (19), read as one value of its fixed width, never cut into the digit runs the samples happen to share
(`1233961285198272466` beside `1241468916398562586` share `12` and a last `6`). Ten digits in seconds are as often
an id (Who's On First's `1159321233`), and keep the reading of a number, but for a book's ISBN-10: nine digits and a
check digit that is `X` for ten (one book in eleven), one id read whole (`book_number`).

`calendar_stamp` (round 12): a date and clock written as one digit run, `YYYYMMDDhhmm` (12 digits) or with its
seconds and their fraction (15 to 17 digits: Apache Hudi's `yyyyMMddHHmmssSSS` commit instants, `20260403183918929`),
read whole the same way (14 digits, `YYYYMMDDhhmmss`, are read as a date and time by `columns`).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, Var, VarKind, var_part

__all__ = ["book_number", "calendar_stamp", "compact_instant", "epoch_stamp", "instant_after_letters"]

#: the widths of a Unix time in milliseconds, microseconds and nanoseconds (seconds, 10, are as often ids)
EPOCH_WIDTHS = frozenset({13, 16, 19})
_FIRST, _LAST = 1_000_000_000, 2_000_000_000  # seconds since 1970 of 2001-09-09 and 2033-05-18


def _is_epoch(v: str) -> bool:
    """Whether a digit run is a Unix time of this century in ms, us or ns."""
    return len(v) in EPOCH_WIDTHS and v.isdigit() and v.isascii() and _FIRST <= int(v[:10]) < _LAST


def epoch_stamp(distinct: list[str]) -> list[Part] | None:
    """Digit runs of one width that are Unix times (13, 16 or 19 digits, seconds between 2001 and 2033):
    one integer field named `timestamp`, glob `?` of its width, none of its digits literal.

    Why: a stamp is one value; the digits samples share (its decade, a clock's last digit) change in the next one.
    """
    if len(distinct) < 2 or len({len(v) for v in distinct}) != 1 or not all(_is_epoch(v) for v in distinct):
        return None
    return _timestamp_run(len(distinct[0]))


#: distinct ten-digit values whose ISBN-10 check digit must all hold: a random number passes one time in eleven
BOOK_NUMBERS_MIN = 4


def _isbn10_holds(v: str) -> bool:
    """Whether ten digits are an ISBN-10: the digits weighted 10 down to 1 sum to a multiple of 11."""
    return len(v) == 10 and v.isdigit() and v.isascii() and sum((10 - i) * int(c) for i, c in enumerate(v)) % 11 == 0


def book_number(distinct: list[str]) -> list[Part] | None:
    """Ten-digit values that are all ISBN-10s (four distinct at least, padded or not): one id named `isbn`, its last
    character a digit or `X` (`?????????[0-9Xx]`), read as text; else None.

    Why: an ISBN-10's check digit is `X` for one book in eleven; read as a number, those books fell outside the glob.
    """
    if len(distinct) < BOOK_NUMBERS_MIN or not all(_isbn10_holds(v) for v in distinct):
        return None
    return [var_part(Var(VarKind.IDENT, r"[0-9]{9}[0-9Xx]", "string", name="isbn", rank=3, width=10), "?" * 9 + "[0-9Xx]")]


#: the widths of a calendar instant written as one run besides YYYYMMDDhhmmss: to the minute, or to the second
#: and a fraction of it (tenths to milliseconds)
CALENDAR_WIDTHS = frozenset({12, 15, 16, 17})


def _is_calendar(v: str) -> bool:
    """`202604031839` or `20260403183918929`: a real date and clock time, then at most three digits of fraction."""
    if len(v) not in CALENDAR_WIDTHS or not v.isdigit() or not v.isascii():
        return False
    clock = v[8:14] if len(v) > 12 else v[8:12] + "00"
    return T.is_timestamp14(v[:8] + clock)


def calendar_stamp(distinct: list[str]) -> list[Part] | None:
    """Digit runs of one width that are each a date and clock time (`YYYYMMDDhhmm`, or to the second with 1 to 3
    digits of fraction, Hudi's instants): one integer field `timestamp` of that width, glob `?` of its width.

    Why: an instant is one value; cut at the digits the samples share, the next day's or year's instant falls out."""
    if len(distinct) < 2 or len({len(v) for v in distinct}) != 1 or not all(_is_calendar(v) for v in distinct):
        return None
    return _timestamp_run(len(distinct[0]))


def _timestamp_run(w: int) -> list[Part]:
    """One integer field `timestamp` of `w` digits, glob `?` of its width (an epoch or a calendar instant)."""
    return [var_part(Var(VarKind.INT, rf"\d{{{w}}}", "integer", name="timestamp", rank=3, width=w), "?" * w)]


def _yymmdd_clock(v: str) -> bool:
    """`2210180700` or `221018070015`: a two-digit year, month, day and a clock to the minute or the second."""
    if len(v) not in (10, 12):
        return False
    seconds = "00" if len(v) == 10 else ""
    return T.is_timestamp14("20" + v + seconds) or T.is_timestamp14("19" + v + seconds)


def _day_of_year(v: str) -> tuple[int, bool] | None:
    """(width of its year, whether a clock follows) of `YYDDDhhmm` (9), `YYYYDDD` (7), `YYYYDDDhhmm` (11); else None."""
    year = {9: 2, 7: 4, 11: 4}.get(len(v))
    if year is None or (year == 4 and not T.is_year(v[:4])):
        return None
    clock = v[year + 3:]
    if not 1 <= int(v[year: year + 3]) <= 366 or (clock and not (int(clock[:2]) < 24 and int(clock[2:]) < 60)):
        return None
    return year, bool(clock)


#: distinct runs that must each read as a day of the year before a run is cut into year, day and clock
DAY_OF_YEAR_MIN = 3


def compact_instant(distinct: list[str], constant: bool = False) -> list[Part] | None:
    """Digit runs of one width that are compact instants people write without separators, else None:
    `YYMMDDhhmm[ss]` (10 or 12 digits, a radar's or a log's time): one `timestamp` field of its width; `YYDDDhhmm`,
    `YYYYDDD`, `YYYYDDDhhmm` (a day of the year, GNSS and radar files): the year, the day of the year and the
    clock, each a field. One value (`constant`) is read the same way only as a `YYMMDDhhmm[ss]` run glued to letters.

    Why: an instant is one value (or the three its layout names), not digits the samples share or one long number."""
    if not distinct or len({len(v) for v in distinct}) != 1 or not all(v.isdigit() and v.isascii() for v in distinct):
        return None
    if all(_yymmdd_clock(v) for v in distinct) and (constant or len(distinct) >= 2):
        return _timestamp_run(len(distinct[0]))
    found = [_day_of_year(v) for v in distinct]
    if constant or len(distinct) < DAY_OF_YEAR_MIN or not all(found) or len(set(found)) != 1:
        return None
    year, clock = found[0]  # type: ignore[misc]
    parts = [var_part(Var(VarKind.INT, rf"\d{{{year}}}", "integer", name="year", rank=3, width=year), "?" * year),
             var_part(Var(VarKind.INT, r"\d{3}", "integer", name="day_of_year", rank=3, width=3), "???")]
    if clock:
        parts.append(var_part(Var(VarKind.INT, r"\d{4}", "integer", name="time", rank=3, width=4), "????"))
    return parts


_LETTERS_THEN_DIGITS_RX = re.compile(r"^([A-Z]{1,5}|[a-z]{1,5})([0-9]{10}|[0-9]{12})$")


def instant_after_letters(values: list[str]) -> list[Part] | None:
    """Product codes of letters glued to compact instants (`RE2210180700` beside `RQ2210180700`: one to five letters
    of one case, then `YYMMDDhhmm[ss]`), one value or several: the code a field whose glob is any letters of its
    case, the instant its timestamp; else None.

    Why: letters before a time name one product of several (`RE` beside `RQ`); kept literal they left the others out."""
    found = [_LETTERS_THEN_DIGITS_RX.match(v) for v in values]
    if not all(found):
        return station_then_instant(values)
    if len({m.group(1).isupper() for m in found}) != 1:  # type: ignore[union-attr]
        return None
    stamp = compact_instant(sorted({m.group(2) for m in found}), constant=True)  # type: ignore[union-attr]
    if not stamp:
        return None
    upper = found[0].group(1).isupper()  # type: ignore[union-attr]
    code = Var(VarKind.ALNUM, "[A-Z]+" if upper else "[a-z]+", "string", name="code", rank=2)
    return [var_part(code, ("[A-Z]" if upper else "[a-z]") + "*")] + stamp


_STATION_RX = re.compile(r"[A-Z]{2,5}[0-9]{1,4}")
STATION_WIDTHS = range(4, 9)  # a station's code: two to five capitals and a number, four to eight characters


def station_then_instant(values: list[str]) -> list[Part] | None:
    """A station's code of one width, capitals then digits (`AOM001`, `NGNH31`: K-NET's and KiK-net's stations,
    `KJFK01`), glued to a compact instant `YYMMDDhhmm[ss]` (`AOM0011801241951`): the station a field of its width,
    the instant its timestamp; else None. Where the code ends is read from the samples' agreement: the width that
    leaves every value a code of one width and an instant.

    Why: a recorder glues its station's fixed-width code to the record's time; a person asks for each apart."""
    if not values or not values[0][-10:].isdigit():  # one look settles most columns
        return None
    width = len(values[0])
    for stamp_width in (10, 12):
        code_width = width - stamp_width
        if code_width not in STATION_WIDTHS:
            continue
        if not all(len(v) == width and _STATION_RX.fullmatch(v[:code_width]) for v in values):
            continue
        stamp = compact_instant(sorted({v[code_width:] for v in values}), constant=True)  # one timestamp part
        if not stamp:
            continue
        code = Var(VarKind.ALNUM, rf"[A-Z][A-Z0-9]{{{code_width - 1}}}", "string", name="station", rank=2)
        return [var_part(code, "[A-Z]" + "?" * (code_width - 1))] + stamp
    return None

