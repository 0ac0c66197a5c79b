"""Stage 5f, a name made of codes at fixed places joined by dots, some places empty (`CI.MIKB..HNE`).

Standards name a record by a fixed tuple of codes joined by dots: a SEED id `NET.STA.LOC.CHA` (`UW.ALCT.00.HNE`,
and `CI.CLC..HNN` where the location is blank), an aviation product `KJFK.TAF.0600`, a market tick file
`XNAS.AAPL.L1`. An empty place makes the names' chunk counts differ, so the template reads the whole name as one
free value and every code is lost. When every sample's name (before a doubled separator) holds the same number
of dot-joined places, each a short code of capitals and digits, each place is a field (null where empty), and the
pieces a doubled separator adds after them (a requested window `__<start>__<end>`, on some names only) are fields
too.
"""
from __future__ import annotations

import re

from pathfinder.analysis.model import Field
from pathfinder.analysis.naming import unique_names
from pathfinder.analysis.suffix_chains import free_stem_field

__all__ = ["dotted_code_places"]

_FREE_NAME = "([^/]+?)"
_CODE_RX = re.compile(r"[A-Z0-9]{0,8}")
_PIECE_RX = re.compile(r"[A-Za-z0-9]{1,40}")
_INSTANT_RX = re.compile(r"[0-9]{8}T[0-9]{4,6}Z?")
MIN_PLACES, MAX_PLACES = 3, 8


def _places(values: tuple[str | None, ...]) -> tuple[int, int] | None:
    """(the number of dot-joined places, the number of pieces after `__`) every value holds, or None."""
    places, pieces = None, None
    for value in values:
        if value is None or len(value) > 300:
            return None
        head, _, tail = value.partition("__")
        codes = head.split(".")
        if places is None:
            places = len(codes)
        if len(codes) != places or not all(_CODE_RX.fullmatch(c) for c in codes):
            return None
        if tail:
            count = len(tail.split("__"))
            if pieces not in (None, count) or not all(_PIECE_RX.fullmatch(p) for p in tail.split("__")):
                return None
            pieces = count
    if places is None or not MIN_PLACES <= places <= MAX_PLACES:
        return None
    return places, pieces or 0


def dotted_code_places(fields: list[Field]) -> list[Field]:
    """Beside a free name (`^([^/]+?)<ext>$`) that is codes at fixed dotted places in every sample, some place
    empty or varying: a field per place (`code`, `code_2`, ...; null where empty) and per piece after `__`
    (`start` and `end` for two compact instants, else `window`, `window_2`)."""
    at = free_stem_field(fields)
    if at is None:
        return fields
    field = fields[at]
    shape = _places(field.raw)
    if shape is None:
        return fields
    places, pieces = shape
    heads = [v.partition("__")[0].split(".") for v in field.raw]  # type: ignore[union-attr]
    tails = [v.partition("__")[2] for v in field.raw]  # type: ignore[union-attr]
    columns = [[h[i] for h in heads] for i in range(places)]
    if not any(len(set(c)) > 1 for c in columns) or not any(ch.isalpha() for c in columns for v in c for ch in v):
        return fields
    place_rx = ["([A-Z0-9]+)?" if any(not v for v in col) else "([A-Z0-9]+)" for col in columns]
    piece_rx = ["([A-Za-z0-9]+)"] * pieces
    tail_opt = pieces and any(not t for t in tails)
    end = field.pattern[1 + len(_FREE_NAME):]  # type: ignore[index]
    cols = [c for c in range(places)] + [places + k for k in range(pieces)]
    stamps = pieces == 2 and all(not t or all(_INSTANT_RX.fullmatch(p) for p in t.split("__")) for t in tails)
    wanted = ["code"] * places + (["start", "end"] if stamps else ["window"] * pieces)
    taken = {f.name for f in fields}
    names = unique_names(list(taken) + wanted)[len(taken):]
    out = []
    for col, name in zip(cols, names):
        def rx(k: int, group: str) -> str:
            return group if k == col else group.replace("(", "(?:", 1)
        head = "\\.".join(rx(k, place_rx[k]) for k in range(places))
        tail = "".join("__" + rx(places + k, piece_rx[k]) for k in range(pieces))
        if tail_opt:
            tail = "(?:" + tail + ")?"
        if col < places:
            raw = tuple(h[col] or None for h in heads)
        else:
            raw = tuple(t.split("__")[col - places] if t else None for t in tails)
        optional = any(r is None for r in raw)
        out.append(Field(name=name, type="string", source=field.source, pattern="^" + head + tail + end,
                         default_null=optional, raw=raw, rank=1))
    return fields[:at + 1] + out + fields[at + 1:]
