"""Stage 5d, product names: `_`-separated codes of a granule or product, read piece by piece.

Earth-science products (Sentinel-1/2/3, Landsat, MODIS, VIIRS, HLS) name each product by codes joined with `_`:
`S2A_MSIL2A_20150826T185436_N0212_R070_T11SLT_20210412T023147.SAFE`, GEDI's `GEDI02_A_2019108080338_O01964_…`.
When every name has the same pieces, the
segment template reads them; when some names add or lack a piece (a baseline `N0212` only newer products
carry, a `.SAFE` suffix, a lowercase label in front), the template reads the name whole. Then the pieces are
read by what they are (docs/analyser.md, step 6): the codes before the first and after the last date-time by
position, the date-times by order, a capital key letter glued to its value (`R070`, `T11SLT`) by its key.
"""
from __future__ import annotations

import re

from pathfinder.analysis.parts import SegModel, Var, VarKind
from pathfinder.analysis.slots import Slot

__all__ = ["coded_pieces", "year_day"]

MIN_PIECES = 4  # fewer `_`-separated codes are a name and a number, not a product
_MAX_LEN = 200  # a product name is short; longer text is no such name (and bounds the work)
_SUFFIX_RX = re.compile(r"\.[A-Za-z][A-Za-z0-9]{1,4}$")  # a product folder's format suffix (`.SAFE`, `.SEN3`)
_LABEL_RX = re.compile(r"^[a-z]+$")  # a lowercase label some names carry in front (`esa_`)
_CODE_RX = re.compile(r"^[A-Z0-9]+$")
_STAMP = r"[0-9]{8}(?:T[0-9]{6}|[0-9]{4,6})?"  # a date, an ISO basic date-time, YYYYDDDHHMMSS, …
_STAMP_RX = re.compile(rf"^{_STAMP}$")
_KEYED_RX = re.compile(r"^([A-Z])([0-9][0-9A-Z]*)$")
_LEAD = r"^(?:[a-z]+_)?"


def _pieces(value: str) -> list[str] | None:
    """The codes of a product name (suffix and lowercase label set aside), or None when it is no such name."""
    if len(value) > _MAX_LEN:
        return None
    pieces = _SUFFIX_RX.sub("", value).split("_")
    if pieces and _LABEL_RX.match(pieces[0]):
        pieces = pieces[1:]
    if len(pieces) < MIN_PIECES or not all(_CODE_RX.match(p) for p in pieces):
        return None
    return pieces


def coded_pieces(src: str, values: list[str], seg_order: int, read: list[list[str | None]] | None = None) -> list[Slot]:
    """Product names whose `_`-separated codes differ in number between names: the leading codes (before the
    first date-time) by position, each date-time by order, and each capital key letter glued to its value
    (`R070` → `r` 070, `T11SLT` → `t` 11SLT) by its key, null where a name lacks it. A piece the segment's
    template reads already (`read`: each variable's text per value) is not read twice (`APP_PROD[_EU]_<date>_01.log`).

    Why: a product's codes keep their meaning when a newer convention adds a piece; position alone then misleads.
    """
    if len(values) < 2:
        return []
    pieces: list[list[str]] = []
    for v in values:  # most segments are no product names: stop at the first value that is none
        c = _pieces(v)
        if c is None:
            return []
        pieces.append(c)
    if len({len(c) for c in pieces}) < 2:
        return []
    known = {tuple(r) for r in read or []}
    stamps = [[i for i, p in enumerate(c) if _STAMP_RX.match(p)] for c in pieces]
    if not all(stamps):
        return []
    lead = {s[0] for s in stamps}
    slots: list[Slot] = []
    if len(lead) == 1:  # the codes before the first date-time, by position
        for k in range(lead.pop()):
            pattern = _LEAD + "[A-Z0-9]+_" * k + "([A-Z0-9]+)_"
            slots += _slot(known, src, pattern, values, seg_order, k, VarKind.IDENT, "code")
    counts = {len(s) for s in stamps}
    for k in range(min(min(counts), 2)):  # the first and second date-times (start and stop, or sensing and processing)
        pattern = r"(?:^|_)" + (_STAMP + r"_(?:[^/]*?_)?") * k + f"({_STAMP})(?:[_.]|$)"
        slots += _slot(known, src, pattern, values, seg_order, 20 + k, VarKind.TIMESTAMP, "timestamp")
    if len(counts) == 1 and counts.pop() <= 2:  # the codes right after the last date-time, by position
        after = r"(?:^|_)" + (_STAMP + r"_(?:[^/]*?_)?") * (len(stamps[0]) - 1) + _STAMP + "_"
        for k in range(min(len(c) - s[-1] - 1 for c, s in zip(pieces, stamps))):
            pattern = after + "[A-Z0-9]+_" * k + "([A-Z0-9]+)(?:[_.]|$)"
            slots += _slot(known, src, pattern, values, seg_order, 30 + k, VarKind.IDENT, "code")
    keys: set[str] = set()
    twice: set[str] = set()  # a key written twice in one name is no key
    for c, s in zip(pieces, stamps):  # one pass over the names, whatever the number of keys
        here: set[str] = set()
        for p in c[s[0] + 1:]:
            m = _KEYED_RX.match(p)
            if m:
                (twice if m.group(1) in here else here).add(m.group(1))
        keys |= here
    for key in sorted(keys - twice):
        pattern = rf"_{key}([0-9][0-9A-Z]*)(?:[_.]|$)"
        slots += _slot(known, src, pattern, values, seg_order, 40 + ord(key), VarKind.IDENT, key.lower())
    return slots


def _slot(known: set[tuple[str | None, ...]], src: str, pattern: str, values: list[str], seg_order: int, order: int,
          kind: VarKind, name: str) -> list[Slot]:
    """One slot when the pattern reads values that differ (null where a name lacks the piece) and that no
    variable of the template reads already (`known`)."""
    rx = re.compile(pattern)
    raw: list[str | None] = [m.group(1) if (m := rx.search(v)) else None for v in values]
    if len({r for r in raw if r is not None}) < 2 or tuple(raw) in known:
        return []
    optional = None in raw
    typ = "integer" if kind == VarKind.IDENT and all(r is None or r.isdigit() for r in raw) else "string"
    return [Slot(Var(kind, "", typ), src, pattern, raw, (seg_order, 700 + order), kind, typ,
                 default_null=optional, name=name, rank=2)]


_YEAR_DAY_RX = re.compile(r"^[A-Za-z]*((?:19|20)[0-9]{2})([0-9]{3})(?:T[0-9]{6})?$")
_ORDINAL_TIME_RX = re.compile(r"^(?:19|20)[0-9]{2}[0-9]{3}T[0-9]{6}$")  # HLS' `2020001T183731`
_ORDINAL_TIME_IN_RX = re.compile(r"(?:19|20)[0-9]{5}T[0-9]{6}")
_SEVEN_RX = re.compile(r"^((?:\[A-Za-z\]\+)?)(?:\\d|\[0-9\])\{7\}$")


def year_day(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Seven digits that are a year and a day of that year (NASA's acquisition date `A2022029` in MODIS and VIIRS
    names, a bare `2021152`, HLS' `2020001T183731` with its time): `year` and `day_of_year` beside the value.

    Why: a listing is filtered by year and by season; YYYYDDD is how those products write the date.
    """
    out: list[Slot] = []
    parts = model.parts
    rest = ["(?:" + q.regex + ")" if q.var is not None and "|" in q.regex else q.regex for q in parts]
    timed = any(_ORDINAL_TIME_IN_RX.search(v) for v in values)  # else only seven-digit parts: no regex per part
    for j, p in enumerate(parts):
        if p.var is None:
            continue
        m = _SEVEN_RX.match(p.regex) if p.var.kind in (VarKind.IDENT, VarKind.INT) else None
        if m is None and not timed:
            continue
        before, after = "".join(rest[:j]), "".join(rest[j + 1:])
        whole = re.compile("^" + before + "(" + p.regex + ")" + after + "$")
        found = [f.group(1) if (f := whole.match(v)) else None for v in values]
        if m is None and not all(f and _ORDINAL_TIME_RX.match(f) for f in found):
            continue  # neither seven digits nor a year, a day and a clock time in every value
        if not all(found) or len(set(found)) < 2:
            continue
        dates = [_YEAR_DAY_RX.match(f) for f in found if f]
        if not all(d and 1 <= int(d.group(2)) <= 366 for d in dates):
            continue
        lead, clock = (m.group(1), "") if m else ("", "T[0-9]{6}")
        for k, name in ((1, "year"), (2, "day_of_year")):
            inner = lead + ("([0-9]{4})[0-9]{3}" if k == 1 else "[0-9]{4}([0-9]{3})") + clock
            pattern = "^" + before + inner + after + "$"
            rx = re.compile(pattern)
            raw: list[str | None] = [mm.group(1) if (mm := rx.match(v)) else None for v in values]
            if None in raw:
                break
            out.append(Slot(Var(VarKind.INT, "", "integer"), src, pattern, raw, (seg_order, j + 0.1 * k), VarKind.INT,
                            "integer", name=name, rank=3))
    return out
