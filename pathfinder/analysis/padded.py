"""Stage 3c, fixed-width records: product names whose codes are padded with `_` to a fixed width.

Earth-observation archives (ESA's Sentinel-1/3/5P, Envisat, SMOS, CryoSat, Swarm naming) write a product's
name as fields of fixed widths, each padded with `_`: `S3A_OL_1_EFR____<start>_<stop>_<created>_<instance>_LN1_O_NR_002`,
`S5P_OFFL_L2__CO_____<start>_…`, `S1A_IW_SL1__1_SH_…`. Cut at `_` such a name has as many pieces as its codes
are short (`CO____` is one piece, `AER_AI` two), so names of one product line align only by character column:
a column that is `_` in every name parts two fields, a run of such columns is the field's padding and then its
separator. Each field is read by its columns, its value without the padding (docs/analyser.md, step 4).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.columns import column_parts
from pathfinder.analysis.parts import Part, SegModel, Var, VarKind, lit, merge_literals, var_part

__all__ = ["collapse_cells", "padded_record", "padded_separators", "unpadded"]

_MAX_LEN = 200  # a product name is short; longer text is no such record (and bounds the work)
MIN_FIELDS = 4  # fewer fields are a name and a code, not a record
_RECORD_RX = re.compile(r"^[A-Z0-9_]+$")
_SUFFIX_RX = re.compile(r"\.[A-Za-z][A-Za-z0-9]{1,4}$")  # a product folder's format suffix (`.SEN3`, `.SAFE`)
_PADDING_RX = re.compile(r"[A-Z0-9]__+[A-Z0-9]")  # a code, its padding and the next code
_STAMP_RX = re.compile(r"^[0-9]{8}(?:T[0-9]{6}|[0-9]{6})$")  # a date-time: ISO basic or 14 digits
_CELL = "[A-Z0-9_]"  # one column of a code: a character of it or its padding


def padded_record(distinct: list[str], n: int, tail: list[Part]) -> SegModel | None:
    """Names of one length made of capital codes, digits and `_`, one of them padded (`EFR____`, a `__` between
    codes) and holding a date-time: each field read by its character columns, its value without the padding;
    date-times keep their typed reading, a field every name shares stays literal. A name seen once (samples from
    one product) is one granule of many: every code field varies, `*` in the glob. None for other names.

    A padded code makes the names' `_`-pieces differ in number (`CO____` beside `AER_AI`); columns do not.

    Why: the naming convention fixes every field's width, so a character column is one field in every name.
    """
    if not any("__" in v for v in distinct) or any(len(v) > _MAX_LEN for v in distinct):
        return None  # no padding anywhere (most names: a substring test, no regex)
    suffixes = {m.group() if (m := _SUFFIX_RX.search(v)) else "" for v in distinct}
    if len(suffixes) != 1:
        return None
    suffix = suffixes.pop()
    names = [v[: len(v) - len(suffix)] for v in distinct]
    if len({len(v) for v in names}) != 1 or not all(_RECORD_RX.match(v) for v in names):
        return None
    if not any(_PADDING_RX.search(v) for v in names):
        return None
    spans = _field_spans(names)
    if len(spans) < MIN_FIELDS:
        return None
    columns = [[v[a:b] for v in names] for a, b in spans]
    stamps = [all(_STAMP_RX.match(x) for x in col) for col in columns]
    if not any(stamps):
        return None
    one = len(names) == 1
    codes = [not s and (one or len(set(col)) > 1) for s, col in zip(stamps, columns)]
    counters = [] if one else _counters(columns, codes)
    for k in counters:
        codes[k] = False
    parts: list[Part] = []
    last = 0
    for k, ((a, b), col) in enumerate(zip(spans, columns)):
        if a > last:
            between = names[0][last:a]
            # between two codes a sibling's wider code may fill the samples' separator (`0164_077_…` beside
            # `EUROPE____…`): any code character there
            loose = between == "_" and k > 0 and codes[k - 1] and codes[k]
            parts.append(Part(glob="_", regex=_CELL, text="_") if loose else lit(between))
        if stamps[k]:
            parts.extend(column_parts(col, n))
        elif k in counters:
            digits = [x.rstrip("_") for x in col]
            parts.extend(column_parts(digits, n) + [lit(col[0][len(digits[0]):])])
        elif codes[k]:
            parts.append(_code_part(col, b - a))
        else:
            parts.append(lit(col[0]))
        last = b
    if last < len(names[0]):
        parts.append(lit(names[0][last:]))
    if suffix:
        parts.append(lit(suffix))
    return SegModel(parts=merge_literals(parts) + tail)


def _counters(columns: list[list[str]], codes: list[bool]) -> list[int]:
    """The code fields that are plain numbers: digits in every name, of one width where a `_` follows them (the
    same `_` in every name: a join, no padding seen), and no code on either side (a literal, a date-time or the
    name's end there), so no sibling's wider code can shift them; read as numbers of any width (`[0-9]+`).

    A `__` join around a camera's number and a frame counter (`CAM_01__<time>_0012`) pads neither, and the counter
    grows past the samples' width (`_12345`); fixed-width product codes sit beside other codes.

    Why: a number with no code beside it shares no columns with a sibling's code, so its width is no format."""
    last = len(columns) - 1
    return [k for k, col in enumerate(columns)
            if codes[k] and all(x.isascii() and x.rstrip("_").isdigit() for x in col)
            and len({len(x.rstrip("_")) for x in col}) == 1
            and not (k > 0 and codes[k - 1]) and not (k < last and codes[k + 1])]


def _field_spans(names: list[str]) -> list[tuple[int, int]]:
    """(start, end) of each field: runs of columns not `_` in every name; a run of two or more `_` columns after a
    field is its padding (all but the last, the separator), so the field ends there."""
    width = len(names[0])
    sep = [all(v[c] == "_" for v in names) for c in range(width)]
    spans: list[tuple[int, int]] = []
    c = 0
    while c < width:
        if sep[c]:
            c += 1
            continue
        start = c
        while c < width and not sep[c]:
            c += 1
        end = c
        while c < width and sep[c]:
            c += 1
        if c - end >= 2 or (c == width and c > end):
            end = c - 1 if c < width else c  # the padding is the field's; its last `_` parts it from the next
        spans.append((start, end))
    return spans


def _code_part(col: list[str], width: int) -> Part:
    """A code field of `width` columns: the template reads the columns (`[A-Z0-9_]{w}`), the field its value
    without the padding (`unpadded`); an integer where every value is digits."""
    digits = all(x.rstrip("_").isdigit() for x in col)
    var = Var(VarKind.CODE, f"{_CELL}{{{width}}}", "integer" if digits else "string", name="code", rank=1,
              width=width)
    return var_part(var, "*")


def unpadded(width: int) -> list[Part]:
    """How a field reads a code of `width` columns: the code (a character, then up to width-1 more ending in one
    that is no padding), then its padding; in a pattern whose other parts are fixed widths the two take exactly
    `width` columns, so the value is the code without its trailing `_`."""
    body = (f"[A-Z0-9]{{0,{width}}}" if width <= 2
            else rf"(?:[A-Z0-9](?:{_CELL}{{0,{width - 2}}}[A-Z0-9])?)?")  # may be all padding: empty
    code = Part(glob="*", regex=body, var=Var(VarKind.CODE, body, width=width))
    return [code, Part(glob="", regex=f"_{{0,{width}}}", text="")]


_CELLS_RX = re.compile(r"(?:\[A-Z0-9_\](?:\{[0-9]+\})?){2,}(?![*+?{])")


def collapse_cells(pattern: str) -> str:
    """A pattern's runs of code columns as one (`[A-Z0-9_]{3}[A-Z0-9_][A-Z0-9_]{2}` → `[A-Z0-9_]{6}`): the same
    reading, a shorter draft."""
    if _CELL not in pattern:
        return pattern

    def one(m: re.Match[str]) -> str:
        count = sum(int(k or 1) for k in re.findall(r"\[A-Z0-9_\](?:\{([0-9]+)\})?", m.group()))
        return f"{_CELL}{{{count}}}"

    return _CELLS_RX.sub(one, pattern)


def padded_separators(shape_keys: set) -> list[Part | None] | None:
    """Separators that differ only in length (`__` beside `_`): a `_+` part each; or, between two labels of one
    name, a `-` in some names where others write `_` (`Fig5A_O1` beside `Fig5C-Oid`, `A01-2` beside `B03_1`): a
    `[-_]` part, each label read on its own; else None.

    Why: a person who names folders by hand joins the same labels with either separator; both are one place.
    """
    if len(shape_keys) < 2 or len({k for k, _ in shape_keys}) != 1:
        return None
    cols = list(zip(*(seps for _, seps in shape_keys)))
    out: list[Part | None] = []
    for at, col in enumerate(cols):
        if len(set(col)) == 1:
            out.append(None)
            continue
        chars = set("".join(col))
        if set(col) == {"-", "_"} and 0 < at < len(cols) - 1:  # between labels, never at an edge
            out.append(Part(glob="[-_]", regex="[-_]", text="_"))
            continue
        if len(chars) != 1 or any(not c for c in col):
            return None
        ch = chars.pop()
        out.append(Part(glob=T.glob_escape(ch) + "*", regex=T.rx_escape(ch) + "+", text=ch))
    return out
