"""Dates in the other forms people write: day and month without padding and a two- or four-digit year
(`2.12.19`, `23.10.2019`, `3/4/21`, `9-3-15`, `run_3_14_2019`), a year first (`2019-3-9`), a month's name in any
case and place (`12Jan2019`, `2019-jan-12`, `Mar_3_2019`), read as one date with its format, not as a version
(`2.12.19`), three numbers (`9-3-15`) or a free code (`12Jan2019`).

A date is read only where the samples prove it: a day above 12 fixes the day/month order, a four-digit year or
a month's name shows a date; `1-2-3` and `4-3-15` alone prove nothing and keep their reading as numbers.
"""
from __future__ import annotations

import re
from collections.abc import Callable

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, merge_literals, var_part

__all__ = ["dated_model", "other_date_form"]

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


# --- a date inside a longer name, in any order, with any one separator -----------------------------------------

_SEP = r"(?P<s>[-_. ])"  # one separator between the date's parts, the same twice
_OPT_SEP = r"(?P<s>[-_. ]?)"  # beside a month's name the letters delimit, so no separator is needed
_YEAR4 = r"(?P<y>(?:19|20)\d\d)"
_YEAR = r"(?P<y>(?:19|20)\d\d|\d\d)"
_MONTH = "(?P<m>" + T.MONTH_NAME_RX + ")"
#: (form, pattern): `y` year, `d`/`m` day and month numbers, `M` a month's name, `x` a day or month (order to prove)
_FORMS = tuple((form, re.compile(f"(?=(?P<all>{rx}))")) for form, rx in (  # every start: spans may overlap
    ("ymd", rf"(?<!\d){_YEAR4}{_SEP}(?P<a>\d{{1,2}})(?P=s)(?P<b>\d{{1,2}})(?!\d)"),
    ("xxy", rf"(?<!\d)(?P<a>\d{{1,2}}){_SEP}(?P<b>\d{{1,2}})(?P=s){_YEAR}(?!\d)"),
    ("yMd", rf"(?<!\d){_YEAR4}{_OPT_SEP}{_MONTH}(?P=s)(?P<b>\d{{1,2}})(?!\d)"),
    ("dMy", rf"(?<!\d)(?P<a>\d{{1,2}}){_OPT_SEP}{_MONTH}(?P=s){_YEAR}(?!\d)"),
    ("Mdy", rf"(?<![A-Za-z]){_MONTH}{_OPT_SEP}(?P<b>\d{{1,2}})(?P=s){_YEAR}(?!\d)"),
))
_MAX_YEARS_APART = 10  # two-digit years of one listing keep to a decade (a version's last number spreads)
Modeller = Callable[..., SegModel]


class _Span:
    """One date span found in a name: where it is and its parts (`a`, `b`, `m`, `y`, `s`)."""

    __slots__ = ("_m",)

    def __init__(self, m: re.Match[str]) -> None:
        self._m = m

    def start(self) -> int:
        return self._m.start("all")

    def end(self) -> int:
        return self._m.end("all")

    def group(self, name: str = "all") -> str:
        return self._m.group(name)

    def has(self, name: str) -> bool:
        return name in self._m.re.groupindex


def _spans(rx: re.Pattern[str], value: str) -> list[_Span]:
    """The date spans of one form in a name, left to right without overlap; where two overlap, a number glued to a
    word before it (`plot7_13_11_15`) belongs to the word, so the span that starts there gives way."""
    # a month's name before digits glued to it (`JAN2019`, `Mar1219`) is a month and a year unless the year has four
    found = [f for f in map(_Span, rx.finditer(value)) if f.group("s") or len(f.group("y")) == 4
             or not (f.has("m") and f.has("b") and f.group().startswith(f.group("m")))]
    if len(found) > 1:
        glued = {i for i, f in enumerate(found) if f.start() and value[f.start() - 1].isalpha()
                 and any(g.start() < f.end() and f.start() < g.end() for g in found if g is not f)}
        found = [f for i, f in enumerate(found) if i not in glued]
    out: list[_Span] = []
    for f in found:
        if not out or f.start() >= out[-1].end():
            out.append(f)
    return out


def _two_digit_year(y: str) -> bool:
    """A two-digit year people write for a recent date (1970-2029), not a count (`30`, `45`)."""
    return len(y) == 4 or int(y) <= 29 or int(y) >= 70


def _date_format(form: str, found: list[_Span]) -> tuple[str | None, bool] | None:
    """The strptime format of a column of date spans of one form (None: a date of unproven day/month order,
    read as text), and whether it is proven at all (None when it is no date)."""
    sep = found[0].group("s").replace("%", "%%")
    wide = len(found[0].group("y")) == 4
    year = "%Y" if wide else "%y"
    years = [int(m.group("y")) for m in found]
    if not all(_two_digit_year(m.group("y")) for m in found) or (not wide and max(years) - min(years) > _MAX_YEARS_APART):
        return None
    if form == "ymd":
        return f"%Y{sep}%m{sep}%d", True
    if form == "xxy":
        firsts, seconds = [int(m.group("a")) for m in found], [int(m.group("b")) for m in found]
        if max(firsts) > 12 and max(seconds) <= 12:
            return f"%d{sep}%m{sep}{year}", True
        if max(seconds) > 12 and max(firsts) <= 12:
            return f"%m{sep}%d{sep}{year}", True
        return (None, True) if wide else None  # a four-digit year shows a date; `4-3-15` alone proves nothing
    names = {len(m.group("m")) for m in found}
    month = "%b" if names == {3} else "%B" if all(len(m.group("m")) > 3 for m in found) else None
    if month is None:
        return None, True
    return {"yMd": f"%Y{sep}{month}{sep}%d", "dMy": f"%d{sep}{month}{sep}{year}",
            "Mdy": f"{month}{sep}%d{sep}{year}"}[form], True


def _date_part(form: str, found: list[_Span]) -> Part | None:
    """One date field for the spans of a column, or None when they prove no date."""
    read = _date_format(form, found)
    if read is None:
        return None
    fmt, _ = read
    texts = [m.group() for m in found]
    if fmt is not None and any(T.to_iso(t, fmt) is None for t in texts):
        if form in ("ymd", "xxy"):
            return None  # numbers that make no calendar date in the proven order: no date
        fmt = None
    sep = found[0].group("s")
    s, wide = T.rx_escape(sep), len(found[0].group("y")) == 4
    y_rx, y_glob = (r"\d{4}", "????") if wide else (r"\d{2}", "??")
    # a day or month of one or two digits: `22-06-16` beside `4-3-15` in one listing, so never a fixed width
    n_rx, n_glob = r"\d{1,2}", "*"
    m_rx = "(?:" + T.MONTH_NAME_RX + ")"
    pieces = {"y": (y_rx, y_glob), "x": (n_rx, n_glob), "M": (m_rx, "[A-Za-z]*")}
    order = {"ymd": "yxx", "xxy": "xxy", "yMd": "yMx", "dMy": "xMy", "Mdy": "Mxy"}[form]
    rx = s.join(pieces[c][0] for c in order)
    glob = T.glob_escape(sep).join(pieces[c][1] for c in order)
    if fmt is None:
        return var_part(Var(VarKind.STRING, rx, "string", name="date", rank=3), glob)
    return var_part(Var(VarKind.DMY, rx, "date", fmt=fmt, name="date", rank=3), glob)


def _read_whole(value: str, m: _Span, form: str) -> bool:
    """Whether the columns read a date span already: it lies inside one chunk the tokens kept whole around a
    separator (a date-time `2014-04-03T00:00:00`, `2019-03-12`, `23.10.2019`, or `2.12.19`, which
    `other_date_form` reads), not cut into numbers (`9-3-15`) nor glued into a word (`rep2019jan12`)."""
    chunks, seps = T.split_chunks(value)
    pos = 0
    for chunk, sep in zip(chunks, seps):
        pos += len(sep)
        if pos <= m.start() and m.end() <= pos + len(chunk):
            whole = len(chunk) == m.end() - m.start()
            return any(c in chunk for c in "-_. ") and (not whole or form == "xxy" or T.is_ymd(chunk)
                                                        or bool(T.DMY_RX.match(chunk)))
        pos += len(chunk)
    return False


def dated_model(distinct: list[str], n: int, tail: list[Part], segment_model: Modeller) -> SegModel | None:
    """Names holding a date the tokens cut apart (`Akanksha_Jain_9-3-15_line`, `run_3_14_2019`, `12-Jan-2019`,
    `2019-3-9`, `scan 22 6 2015`), in the same form in every name and proven a date by the column: the date one
    field, the text before and after it modelled apart. None when no such date is in every name.

    Cut into three numbers, a date gave no date field, and one embryo's samples kept its month and year literal
    (`*-3-15_*`) where the next embryo was imaged on another day.

    Why: a date is one value however its day, month and year are joined, and siblings differ in all three.
    """
    if not all(any(c.isdigit() for c in v) for v in distinct):
        return None
    for form, rx in _FORMS:
        if not rx.search(distinct[0]):
            continue
        spans = [_spans(rx, v) for v in distinct]
        counts = {len(ms) for ms in spans}
        if len(counts) != 1 or not 1 <= next(iter(counts)) <= 2:
            continue
        if all(_read_whole(v, m, form) for v, ms in zip(distinct, spans) for m in ms):
            return None  # inside one chunk (`2019-03-12`, `2.12.19`, `2014-04-03T00:00:00`): the columns read it
        model = _cut_at_dates(distinct, spans, form, n, tail, segment_model)
        if model is not None:
            return model
    return None


def _cut_at_dates(distinct: list[str], spans: list[list[_Span]], form: str, n: int, tail: list[Part],
                  segment_model: Modeller) -> SegModel | None:
    """The names cut at their dates: each text column modelled apart, each date column one field (or None)."""
    k = len(spans[0])
    dates = []
    for i in range(k):
        col = [ms[i] for ms in spans]
        if len({(m.group("s"), len(m.group("y"))) for m in col}) != 1:
            return None
        date = _date_part(form, col)
        if date is None:
            return None
        dates.append(date)
    parts: list[Part] = []
    for i in range(k + 1):
        texts = sorted({v[(ms[i - 1].end() if i else 0): (ms[i].start() if i < k else len(v))]
                        for v, ms in zip(distinct, spans)})
        if texts != [""]:
            if "" in texts:
                return None  # a name without the text around its date: another shape
            sub = segment_model(texts, n, is_folder=False)
            if sub.entity_glob is not None:
                return None
            parts.extend(sub.parts)
        if i < k:
            parts.append(dates[i])
    return SegModel(parts=merge_literals(parts) + tail)
