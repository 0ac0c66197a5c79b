"""Stage 5c, ids that hold another field: an item's id that starts with its owner's id.

`P01/videos/P01_101.MP4`: the video's number (101) is unique only within its participant, so the id a listing's
owner uses is `P01_101`, the participant's id and the number together; the rule reads it whole beside its
pieces (docs/analyser.md, step 6).
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import SegModel, Var, VarKind
from pathfinder.analysis.slots import Slot

__all__ = ["owner_item_id"]

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
