"""Stage 3b, one period of the calendar: a constant folder whose name is one month, quarter, week or time
of day, so its siblings are the other periods (asked by `series.one_of_a_series`; `month_before_day` by
`members` on every segment):

- `month_member`: an English month name (`Jul`, `March`);
- `month_before_day` (any segment): a month name in a name, right before a day (`mar-10.md`);
- `quarter_of_a_year`: a quarter and its year (`Q1-2024`, `2024_Q3`, `FY2023-Q2`): one quarter;
  `lone_quarter`: a quarter alone (`FY2023/Q1/`);
- `clock_member`: a time of day (`14-30-22`, Hydra's `outputs/<date>/<time>/`): one run of the day;
- `month_day_stamp`: a month, day and clock time, then a label (TensorBoard's `Jan15_14-30-22_host`);
- `calendar_after_year`: two digits after a year (`CC-MAIN-2024-10`): a week or month of it.

Each rewrites the folder's template in place and says whether it did.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, all_literal, lit, month_name_part, read_template, var_part, year_part

__all__ = ["calendar_after_year", "clock_member", "lone_quarter", "month_before_day", "month_day_stamp", "month_member",
           "quarter_of_a_year"]


_MONTHS = frozenset(m[:3] for m in T.MONTH_NAMES)


_MONTH_WORDS = _MONTHS | frozenset(T.MONTH_NAMES) | {"sept"}


def month_member(model: SegModel, folder: str) -> bool:
    """A folder that is an English month name (`Jul`, `March`, `SEP`): one month of the year.

    Why: a tree files by month only when other months sit beside it."""
    if not all_literal(model) or folder.lower() not in _MONTH_WORDS:
        return False
    model.parts = [month_name_part([folder])]
    return True


_MONTH_THEN_SEP_RX = re.compile(r"(?:^|(?<=[-_. ]))([A-Za-z]+)([-_. ]?)$")


def month_before_day(model: SegModel) -> bool:
    """A month name that every sample writes right before a day number (`mar-10.md`, `July_4`): the
    month of that day, as variable as the day (`{jan,…,december}` in its case, field `month`); a month word before any
    other number or none (`may-2.0`, `march.txt`) stays.

    Why: a day is written after its month, and the next file's day may fall in another month.
    """
    parts = model.parts
    if model.entity_glob is not None:
        return False
    for j, p in enumerate(parts[:-1]):
        nxt = parts[j + 1]
        if not p.plain or nxt.var is None or nxt.var.kind != VarKind.INT \
                or nxt.var.width not in (None, 1, 2) or (j + 2 < len(parts) and parts[j + 2].var is None
                                                           and parts[j + 2].text[:1].isdigit()):
            continue
        m = _MONTH_THEN_SEP_RX.search(p.text)
        if not m or m.group(1).lower() not in _MONTH_WORDS:
            continue
        month = month_name_part([m.group(1)])
        head = p.text[:m.start()]
        model.parts = parts[:j] + ([lit(head)] if head else []) + [month] + ([lit(m.group(2))] if m.group(2) else []) \
            + parts[j + 1:]
        return True
    return False


_YEAR_THEN_TWO_RX = re.compile(r"(?:19|20)[0-9]{2}[-_.][0-9]{2}")


_AFTER_YEAR_RX = re.compile(r"^([-_.])(0[1-9]|[1-4][0-9]|5[0-3])(?=$|[-_.])")


def calendar_after_year(model: SegModel, folder: str) -> bool:
    """Two digits right after a year in a constant folder (`CC-MAIN-2024-10`, `report_2023_07`): a
    week or a month of that year, as variable as the year.

    Why: a period written after its year is one of many; a literal `-10` ties the rule to one of them.
    """
    parts = model.parts
    if model.entity_glob is not None or not _YEAR_THEN_TWO_RX.search(folder):
        return False  # (the quick test first: the template's regex below runs only where it can hit)
    m = read_template(parts, folder)
    if not m:
        return False
    values = iter(m.groups())
    for j, p in enumerate(parts[:-1]):
        if p.var is None:
            continue
        value = next(values)
        nxt = parts[j + 1]
        after = _AFTER_YEAR_RX.match(nxt.text) if nxt.plain else None
        if not after or not T.is_year(value or ""):
            continue
        rest = nxt.text[after.end():]
        if p.var.name is None:
            p.var.name, p.var.rank = "year", 3
        var = Var(VarKind.INT, r"\d{2}", "integer", width=2)
        model.parts = parts[:j + 1] + [lit(after.group(1)), var_part(var, "??")] + ([lit(rest)] if rest else []) + parts[j + 2:]
        return True
    return False


def _quarter_part() -> Part:
    """A quarter's number, 1 to 4: one field named quarter, its glob `[1-4]` (`?` took `Q7-2023`, `Q9/`)."""
    return var_part(Var(VarKind.INT, r"[1-4]", "integer", name="quarter", rank=3, width=1), "[1-4]")


_LONE_QUARTER_RX = re.compile(r"^[Qq][1-4]$")


def lone_quarter(model: SegModel, folder: str) -> bool:
    """A folder that is a quarter alone (`Q1` ... `Q4`, below a year or fiscal-year folder): one quarter of
    four (`Q[1-4]`, field `quarter`); `Q5` or `Q10` is no quarter and stays.

    Why: a tree files by quarter only to keep the other three beside it.
    """
    if not all_literal(model) or not _LONE_QUARTER_RX.match(folder):
        return False
    model.parts = [lit(folder[0]), _quarter_part()]
    return True


_QUARTER_RX = re.compile(r"^(.*?)(?:Q([1-4])([-_ ]?)((?:19|20)[0-9]{2})|((?:19|20)[0-9]{2})([-_ ]?)Q([1-4]))$")


def quarter_of_a_year(model: SegModel, folder: str) -> bool:
    """A quarter beside its year (`Q1-2024`, `2024_Q3`, `FY2023-Q2`): one quarter of many, as
    variable as a month.

    Why: a tree files by quarter only to keep the other quarters and years beside it.
    """
    m = _QUARTER_RX.match(folder)
    if not m or model.entity_glob is not None or any(c.isdigit() for c in m.group(1)[-1:]):
        return False
    lead, q1, sep1, year1, year2, sep2, q2 = m.groups()
    quarter = _quarter_part()
    year = year_part()
    body = [lit("Q"), quarter, lit(sep1), year] if q1 else [year, lit(sep2 + "Q"), quarter]
    model.parts = [p for p in [lit(lead)] + body if p.var is not None or p.text]
    return True


_CLOCK3_RX = re.compile(r"^([01][0-9]|2[0-3])([-:._])([0-5][0-9])\2([0-5][0-9])$")


def clock_member(model: SegModel, folder: str) -> bool:
    """A folder that is a time of day (`14-30-22`, `09.15.00`; Hydra's `outputs/<date>/<HH-MM-SS>/`):
    one run of the day, as variable as the date above it (`??-??-??`, field `time`).

    Why: a tree files by the second a job started only because other jobs started at other times.
    """
    m = _CLOCK3_RX.match(folder)
    if not m or model.entity_glob is not None:  # (its padded pieces may be variables already)
        return False
    sep = T.rx_escape(m.group(2))
    var = Var(VarKind.TIME, rf"\d{{2}}{sep}\d{{2}}{sep}\d{{2}}", "string", name="time", rank=3)
    model.parts = [var_part(var, f"??{T.glob_escape(m.group(2))}??{T.glob_escape(m.group(2))}??")]
    return True


_MONTH_DAY_STAMP_RX = re.compile(r"^([A-Z][a-z]{2})([0-9]{2})_([0-9]{2}-[0-9]{2}-[0-9]{2})(_.+)?$")


def month_day_stamp(model: SegModel, folder: str) -> bool:
    """A month, day and time, then a label (`Jan15_14-30-22_gpu-box`, TensorBoard's default run
    folder): one run of many, the label naming where or what ran (`{Jan,…,December}??_??-??-??_*`).

    Why: a stamp to the second names one run; the label after it is that run's, not the tree's.
    """
    m = _MONTH_DAY_STAMP_RX.match(folder)
    if not m or m.group(1).lower() not in _MONTHS or model.entity_glob is not None:
        return False
    parts = [month_name_part([m.group(1)]),
             var_part(Var(VarKind.INT, r"\d{2}", "integer", name="day", rank=3, width=2), "??"), lit("_"),
             var_part(Var(VarKind.TIME, r"\d{2}-\d{2}-\d{2}", "string", name="time", rank=3), "??-??-??")]
    if m.group(4):
        parts += [lit("_"), var_part(Var(VarKind.STRING, r"[^/]+", "string", name="label", rank=2), "*")]
    model.parts = parts
    return True
