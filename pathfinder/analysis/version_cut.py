"""A version written inside free text cuts it in three: what is released, the version, and what of it (round 16,
shapes16).

Event generators' test files `pylhe-testfile-madgraph-2.2.1-Z-fxfx`, `powheg-box-v2-hvq`, `pythia-6.413-ttbar`
join a product whose name holds the separator, its version and a process, with one separator throughout; the
chunker, aligning on separators, finds no place the names share and keeps the whole value free. A version piece
(dotted numbers, or `v` and a number) is the anchor a person reads by: the text before it names the product, the
text after it the variant. `coded_anchors` anchors on letters-and-digits codes two or more of which every name
shares; one version, its shape its own, is anchor enough.

- `version_cut`: a free field (one `*`) whose every value holds exactly one version piece between separators, with
  text holding a letter on both sides, also reads as three fields beside the value read whole: `product`,
  `version`, `variant` (the glob unchanged). The versions or the products differ over the names (one version in
  every name is part of the text).
"""
from __future__ import annotations

import re

from pathfinder.analysis.parts import SegModel, Var, VarKind, pattern_with
from pathfinder.analysis.single_cut import lone_free_part
from pathfinder.analysis.slots import Slot, group_reads

__all__ = ["version_cut"]

_VERSION = r"v?[0-9]{1,4}(?:\.[0-9]{1,8}){1,3}|v[0-9]{1,4}"  # `2.2.1`, `6.413`, `v2.1`, `v2`: a version piece
#: a version piece standing between separators (its own piece, not the digits of a word: `madgraph5`, `R_101`)
_PIECE_RX = re.compile(rf"(?:(?<=[-_])|^)(?:{_VERSION})(?=[-_]|$)")
_LETTER_RX = re.compile(r"[A-Za-z]")
MIN_DISTINCT = 4  # fewer distinct values are too few to tell a product from a variant
PROBE = 256  # distinct values looked at first (most free fields hold no version: all need not be read)


def _anchored(values: list[str]) -> bool:
    """Every value holds one version piece, with text holding a letter before and after it."""
    for v in values:
        found = list(_PIECE_RX.finditer(v))
        if len(found) != 1:
            return False
        m = found[0]
        if not _LETTER_RX.search(v, 0, m.start()) or not _LETTER_RX.search(v, m.end()):
            return False
    return True


def version_cut(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """The product, version and variant of a free field whose every value writes one version between separators,
    three fields beside the value read whole.

    The version's shape says where the product ends, whatever separators the product's own name holds.

    Why: a release is named by what is released, its version and what of it."""
    if model.entity_glob is not None:
        return []
    if not all(_PIECE_RX.search(v) for v in values[:PROBE]):
        return []  # a name without a version piece anywhere: no template need be read
    lone = lone_free_part(model)
    if lone is None:
        return []
    j, reader, at = lone[0], lone[1], lone[2] + 1
    distinct = list(dict.fromkeys(values))
    own: list[str] = []
    for k, v in enumerate(distinct):
        if k == PROBE and not _anchored(own):
            return []  # the first few hundred do not all hold one version: no need to read the rest
        m = reader.match(v)
        if m is None or m.group(at) is None:
            return []
        own.append(m.group(at))
    if len(set(own)) < MIN_DISTINCT or not _anchored(own):
        return []
    reads = ((rf"([^/]+?)[-_](?:{_VERSION})[-_][^/]+?", "product", VarKind.STRING),
             (rf"[^/]+?[-_]({_VERSION})[-_][^/]+?", "version", VarKind.VERSION),
             (rf"[^/]+?[-_](?:{_VERSION})[-_]([^/]+?)", "variant", VarKind.STRING))
    out: list[Slot] = []
    for g, (inner, name, kind) in enumerate(reads):
        pattern = pattern_with(model.parts, j, inner)
        raw = group_reads(pattern, values)
        if any(r is None for r in raw):
            return []
        # rank 0: where another rule reads the same values, its reading keeps its name
        out.append(Slot(Var(kind, "", "string"), src, pattern, raw, (seg_order, j + 0.1 * (g + 1)), kind, "string",
                        name=name))
    if len(set(out[0].raw)) < 2 and len(set(out[1].raw)) < 2:
        return []  # one product and one version in every name: part of the text
    return out
