"""A separator every name writes at most once cuts a free value in two; separators whose count varies are the
values' own (round 15, align15).

Aligning names on their separators: free-programming-books' `CODE_OF_CONDUCT-no`, `HOWTO-fa_IR`,
`CONTRIBUTING-pt_BR`, `CODE_OF_CONDUCT` write `_` zero, one or two times, at no shared place, so `_` is inside
the values; `-` they write once or not at all, always between the document and the language: that is the skeleton.
The chunker cut at every separator, and the pieces it could not align stayed one free value (or were cut at their
first separator, `CODE` / `OF_CONDUCT-no`).

- `single_cut`: a free field whose values write one separator at most once each (half of its distinct values at
  least), while another separator comes a varying number of times, also reads as two fields beside the value
  read whole: the text before it (`base`) and the text after it (`variant`, holding a letter; null where a name
  lacks it); the glob is unchanged.
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.glued_literals import free_part
from pathfinder.analysis.parts import SegModel, Var, VarKind, pattern_with, template_reader
from pathfinder.analysis.slots import Slot, group_reads

__all__ = ["single_cut"]

#: the separators a value's pieces are joined by (a `.` opens extensions and decimals, a space joins free text)
_CUTS = "-_"
MIN_DISTINCT = 4  # fewer distinct values show no count that varies
PROBE = 256  # distinct values looked at first: most fields hold no such separator, and then all need not be read


def _field_values(reader: re.Pattern[str], at: int, distinct: list[str]) -> list[str] | None:
    """The text the template's variable number `at` reads in each value (None where one does not read)."""
    out = []
    for v in distinct:
        m = reader.match(v)
        if m is None or m.group(at + 1) is None:
            return None
        out.append(m.group(at + 1))
    return out


def _cut_of(values: list[str], share: float = 0.5) -> str | None:
    """The separator each value writes at most once and a `share` of them once, beside another separator
    whose count varies; None when there is none or more than one."""
    found = []
    for c in _CUTS:
        counts = [v.count(c) for v in values]
        if not counts or max(counts) != 1 or sum(counts) < share * len(values):  # written once by half at least
            continue
        if not share:
            return c  # a probe: a separator written at most once is there
        if any(v.startswith(c) or v.endswith(c) for v in values):
            return None
        others = [d for d in T.SEPARATORS if d != c and d != "." and len({v.count(d) for v in values}) > 1]
        if " " in others and min(counts) == 0:
            continue  # free text of words: a `-` some names write is a word's own (`Sony DSC-G1` beside `Nikon D810`)
        if not all(any(ch.isalpha() for ch in v.partition(c)[2]) for v in values if c in v):
            continue  # a number after it (`ST-014`, `north_ridge-2`): the number rules read it
        if others:
            found.append(c)
    return found[0] if len(found) == 1 else None


def lone_free_part(model: SegModel) -> tuple[int, re.Pattern[str], int] | None:
    """The one free part of a segment's template, the template's reader and that part's variable number (0-based),
    or None when the segment is an entity, holds no free part or several, or its template reads no groups cleanly.

    Why: the stages that read one free value anew (a cut, a version) all start from it."""
    if model.entity_glob is not None:
        return None
    free = [i for i, p in enumerate(model.parts) if free_part(p)]
    if len(free) != 1:
        return None
    reader = template_reader(model.parts)
    if reader is None or reader.groups != sum(1 for p in model.parts if p.var is not None):
        return None
    return free[0], reader, sum(1 for p in model.parts[:free[0]] if p.var is not None)


def single_cut(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """The text before and after a separator each value of a free field writes at most once, two fields beside
    the value read whole (the second null where a name lacks it).

    Why: the separator every name writes once is where two values meet; the others are the values' own."""
    lone = lone_free_part(model)
    if lone is None:
        return []
    j, reader, at = lone
    distinct = list(dict.fromkeys(values))
    if len(distinct) > PROBE and _cut_of(_field_values(reader, at, distinct[:PROBE]) or [], 0) is None:
        return []  # no separator a few hundred values write at most once: all of them write none
    seen = _field_values(reader, at, distinct)
    if seen is None or len(set(seen)) < MIN_DISTINCT:
        return []
    cut = _cut_of(sorted(set(seen)))
    if cut is None:
        return []
    c = T.rx_escape(cut)
    out: list[Slot] = []
    reads = ((f"([^/{c}]+?)(?:{c}[^/]+?)?", "base"), (f"[^/{c}]+?(?:{c}([^/]+?))?", "variant"))
    for g, (inner, name) in enumerate(reads):
        pattern = pattern_with(model.parts, j, inner)
        raw = group_reads(pattern, values)
        if g == 0 and any(r is None for r in raw):
            return []  # (the second read matches where the first does: its None is a name without the cut)
        # rank 0: where another rule reads the same values (`category`, `title`), its reading keeps its name
        out.append(Slot(Var(VarKind.STRING, "", "string", default_null=bool(g)), src, pattern, raw,
                        (seg_order, j + 0.1 * (g + 1)), VarKind.STRING, "string", default_null=bool(g), name=name))
    return out
