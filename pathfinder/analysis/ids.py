"""Stage 5c, ids that hold another field: an item's id that starts with its owner's id.

`P01/videos/P01_101.MP4`: the video's number (101) is unique only within its participant, so the id a listing's
owner uses is `P01_101`, the participant's id and the number together; the rule reads it whole beside its
pieces (docs/analyser.md, step 6). An id's own prefix is part of it too: METABRIC's patient `MB-0002`, and so are
letters some names write before their number and others not (CamVid's frame `f01980` beside `006690`).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import SegModel, Var, VarKind, template_regex
from pathfinder.analysis.slots import Slot, group_reads, span_pattern

__all__ = ["dashed_prefix_id", "optional_code_id", "owner_item_id"]

_RUNS_RX = re.compile(r"[A-Za-z]+|[0-9]+|[^A-Za-z0-9]")
_ITEM_SEPARATORS = "_-."


def _shape(value: str) -> str:
    """A value's shape as a portable regex: letter runs, digit runs, other characters as written."""
    return "".join("[A-Za-z]+" if r[0].isalpha() else "[0-9]+" if r[0].isdigit() else T.rx_escape(r)
                   for r in _RUNS_RX.findall(value))


def owner_item_id(model: SegModel, src: str, names: list[str], owners: list[list[str]], seg_order: int) -> list[Slot]:
    """A file name that starts with a folder's id (letters and digits), one separator and a number
    (`P01/…/P01_101.MP4`, `P01_101-accl.csv`): that start is the item's id (`item_id`), read whole.
    `owners[k]` holds each sample's folder k levels above the file (k = 0: its own folder).

    Why: a number counted within its owner (video 101 of participant P01) names the item only with the owner's id.
    """
    if model.entity_glob is not None or len(names) < 2:
        return []
    for folders in owners:
        if len(folders) != len(names) or not all(any(c.isalpha() for c in f) and any(c.isdigit() for c in f)
                                                 and f.isascii() for f in folders):
            continue
        shapes = {_shape(f) for f in folders}
        seps = {n[len(f): len(f) + 1] for n, f in zip(names, folders)}
        if len(shapes) != 1 or len(seps) != 1 or not seps <= set(_ITEM_SEPARATORS) \
                or not all(n.startswith(f) for n, f in zip(names, folders)):
            continue
        pattern = "^(" + shapes.pop() + T.rx_escape(seps.pop()) + "[0-9]+)(?:[^0-9/][^/]*)?$"
        rx = re.compile(pattern)
        raw: list[str | None] = []
        for n, f in zip(names, folders):
            m = rx.match(n)
            if not m or not m.group(1).startswith(f):
                return []
            raw.append(m.group(1))
        if len(set(raw)) < 2:
            return []
        return [Slot(Var(VarKind.IDENT, "", "string"), src, pattern, raw, (seg_order, -1), VarKind.IDENT, "string",
                     name="item_id", rank=2)]
    return []


_DASHED_RX = re.compile(r"(?:^|(?<=[" + re.escape(T.SEPARATORS) + r"]))([A-Z]{1,4})-$")


def dashed_prefix_id(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Capitals and a dash before a number, starting the name or after a delimiter, the number ending it or
    followed by one (`MB-0002.roi.csv`, `PT-017_visit3.csv`): the id as written, beside the number.

    Why: an accession or a cohort's patient id is written and looked up with its prefix (`MB-0002`, not 2).
    """
    ps = model.parts
    if model.entity_glob is not None or len(ps) < 2:
        return []
    text = ""  # the plain text right before part j
    for j, p in enumerate(ps):
        if p.var is None:
            text = text + p.text if p.plain else ""
            continue
        nxt = ps[j + 1] if j + 1 < len(ps) else None
        m = _DASHED_RX.search(text)
        text = ""
        if p.var.kind != VarKind.INT or m is None or (nxt is not None and not (nxt.var is None and nxt.text[:1] in T.SEPARATORS)):
            continue
        head = template_regex(ps[:j])[1:-1]
        lead = m.group(1) + "-"
        if not head.endswith(T.rx_escape(lead)):
            continue
        pattern = "^" + head[: len(head) - len(T.rx_escape(lead))] + "(" + T.rx_escape(lead) + p.regex + ")" + \
            template_regex(ps[j + 1:])[1:-1] + "$"
        rx = re.compile(pattern)
        raw: list[str | None] = []
        for v in values:
            mm = rx.match(v)
            if mm is None:
                return []
            raw.append(mm.group(1))
        return [Slot(Var(VarKind.IDENT, "", "string"), src, pattern, raw, (seg_order, j + 0.5), VarKind.IDENT, "string",
                     name=m.group(1).lower() + "_id", rank=1)]
    return []


_OPTIONAL_LETTERS_RX = re.compile(r"^\(\?:([A-Za-z]{1,2})\)\?$")  # `codes.optional_letters`' `(?:f)?`


def optional_code_id(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """A number some names write after one or two letters and others bare (CamVid's `f01980` beside `006690`, a
    camera's `A0012` beside `0013`): the code as written (`f01980`, `006690`), letters and padding kept, beside the
    number, which alone is not the id the source prints.

    Why: a listing's owner names such a frame or item by its code as written."""
    ps = model.parts
    out: list[Slot] = []
    if model.entity_glob is not None:
        return out
    for j in range(len(ps) - 1):
        m = _OPTIONAL_LETTERS_RX.match(ps[j].regex) if ps[j].var is None and not ps[j].text else None
        nxt = ps[j + 1].var
        if m is None or nxt is None or nxt.kind != VarKind.INT:
            continue
        pattern = span_pattern(ps, j, j + 1)
        raw = group_reads(pattern, values)
        if any(r is None for r in raw) or len(set(raw)) < 2:
            continue
        out.append(Slot(Var(VarKind.IDENT, "", "string"), src, pattern, raw, (seg_order, j + 0.5), VarKind.IDENT,
                        "string", name=m.group(1).lower() + "_id", rank=1))
    return out
