"""Fields among free text and labels: the words of a label that sits beside a typed value in one name
(`Reaching-Mackenzie-2018-08-30`: a task, an experimenter, a date) and the word a constant keyword of a free name
qualifies (`wt_g2_one_sister`, `ctrl_two_sister_stain`: one or two sisters). Each gives fields beside the text the
templates read whole (docs/analyser.md, step 5); the glob is left as it is.
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import ENUM_MAX, FREE_KINDS, Part, SegModel, Var, VarKind
from pathfinder.analysis.slots import Slot, group_reads, span_pattern

__all__ = ["keyword_value", "label_words", "trailing_number"]

_WORD_SEPARATORS = "-_ ."
MAX_LABEL_WORDS = 4  # a label of more words is a title, whose word count varies beyond the samples


def _free_texts(parts: list[Part], values: list[str]) -> Iterator[tuple[int, list[str]]]:
    """(j, what part j reads in each value) for each free-text part that reads every value."""
    for j, p in enumerate(parts):
        if p.var is None or p.var.kind != VarKind.STRING:
            continue
        own = group_reads(span_pattern(parts, j, j), values)
        if all(t is not None for t in own):
            yield j, own  # type: ignore[misc]


def _with_inner(parts: list[Part], j: int, inner: str) -> str:
    """The anchored pattern of the parts with part j read by `inner` (which holds group 1)."""
    return "^" + "".join(inner if i == j else (f"(?:{q.regex})" if "|" in q.regex and q.var is not None else q.regex)
                         for i, q in enumerate(parts)) + "$"


def _word_cut(texts: list[str]) -> tuple[str, int] | None:
    """(separator, count) when one separator cuts every text into the same number (2 to MAX_LABEL_WORDS) of
    words that hold a letter and no other separator, each word position taking two values or more."""
    for sep in _WORD_SEPARATORS:
        counts = {t.count(sep) for t in texts}
        if len(counts) != 1 or not 1 <= (c := counts.pop()) < MAX_LABEL_WORDS:
            continue
        rows = [t.split(sep) for t in texts]
        others = _WORD_SEPARATORS.replace(sep, "")
        if all(w and any(ch.isalpha() for ch in w) and not any(o in w for o in others) for r in rows for w in r) \
                and all(len({r[k] for r in rows}) >= 2 for k in range(c + 1)):
            return sep, c
    return None


def label_words(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Free text beside a typed value in one name or folder (a date, a number, an id), which one separator cuts
    into the same few words in every sample (`Reaching-Mackenzie-2018-08-30`, `openfield-Pranav-2018-10-30`;
    `paris_france_0042`): each word is a field too, null where a name has another count of words; the text is kept
    whole beside them, since more words may come.

    Why: words that vary together in ten samples are still a label of several values (a task and its experimenter)."""
    ps = model.parts
    out: list[Slot] = []
    if model.entity_glob is not None or not any(p.var is not None and p.var.kind not in FREE_KINDS for p in ps):
        return out
    for j, own in _free_texts(ps, values):
        cut = _word_cut(own)
        if cut is None:
            continue
        sep, c = cut
        word = f"[^{T.rx_escape(sep) if sep != '-' else '-'}/]+"
        for k in range(c + 1):
            inner = T.rx_escape(sep).join([word] * k + [f"({word})"] + [word] * (c - k))
            pattern = _with_inner(ps, j, inner)
            raw = group_reads(pattern, values)
            if any(r is None for r in raw):
                break
            out.append(Slot(Var(VarKind.STRING, "", "string", default_null=True), src, pattern, raw,
                            (seg_order, j + 0.1 * (k + 1)), VarKind.STRING, "string", default_null=True,
                            name="label", rank=0))
    return out


_WORD_RX = re.compile(r"[A-Za-z][A-Za-z0-9]*")


def keyword_value(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """A free name that holds one constant word in every sample, the word right before it one of a few that come
    back over the names (`wt_g2_one_sister`, `ctrl_60min_two_sister_stain`; `left_eye_scan`, `night_shift`): that
    word is a field named after the keyword, null where a name has none. An upper-case keyword is a code
    (`tas_AFR-44_…`: a domain), not a word qualified; another field reading the same text is kept first.

    Why: the word a keyword qualifies is a value of its own (one or two sisters), whatever the words around it."""
    out: list[Slot] = []
    free = any(p.var is not None and p.var.kind == VarKind.STRING for p in model.parts)
    if model.entity_glob is not None or not free:
        return out
    rows = [re.split(r"[-_ .]", v) for v in values]
    shared = set.intersection(*({w for w in r if _WORD_RX.fullmatch(w) and len(w) >= 3} for r in rows))
    for key in sorted(shared):
        if not key.isalpha() or key.isupper() or any(r.count(key) != 1 or r.index(key) == 0 for r in rows):
            continue
        before = [r[r.index(key) - 1] for r in rows]
        seen = Counter(before)
        few = 2 <= len(seen) <= ENUM_MAX and 2 * len(seen) <= len(before)
        if not few or not all(_WORD_RX.fullmatch(w) for w in seen):
            continue
        pattern = rf"^(?:[^/]*?[-_ .])?([A-Za-z][A-Za-z0-9]*)[-_ .]{T.rx_escape(key)}(?:[-_ .][^/]*)?$"
        raw = group_reads(pattern, values)
        if raw != before:
            continue
        out.append(Slot(Var(VarKind.ENUM, "", "string", default_null=True), src, pattern, raw, (seg_order, 0.05),
                        VarKind.ENUM, "string", default_null=True, name=key.lower(), rank=0))
        break
    return out


_TRAILING_NUMBER_RX = re.compile(r"^(.+?)[-_ .]([0-9]{1,6})([A-Za-z]{1,3})?$")


def trailing_number(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Free text that ends, after a separator, with a number (its unit glued to it in some names, none in others:
    `…_JF585_100` beside `…_NPC_40min`; `Beach trip 2`, `interview-12`) in half the samples or more: the number
    and the text before it are fields beside the text, the number null and the text whole where a name has none.
    The text is words, several in most names: a code and its number (`ST-014`), a season (`2015-16`) are values.

    Why: a value written at the end of free text is a value of its own, whatever words come before it."""
    ps = model.parts
    out: list[Slot] = []
    if model.entity_glob is not None:
        return out
    for j, own in _free_texts(ps, values):
        found = [_TRAILING_NUMBER_RX.match(t) for t in own]
        numbers = [m.group(2) for m in found if m]
        texts = [m.group(1) for m in found if m]
        worded = sum(1 for t in texts if re.search(r"[-_ .]", t))  # several words before the number: free text
        if 2 * len(numbers) < len(own) or len(set(numbers)) < 2 or 2 * worded < len(texts) \
                or not all(any(c.isalpha() for c in t) for t in texts):
            continue
        reads = ((r"([^/]+?)(?:[-_ .][0-9]{1,6}(?:[A-Za-z]{1,3})?)?", "title", VarKind.STRING, "string"),
                 (r"[^/]+?(?:[-_ .]([0-9]{1,6})(?:[A-Za-z]{1,3})?)?", "number", VarKind.INT, "integer"))
        expected = ([m.group(1) if m else t for m, t in zip(found, own)], [m.group(2) if m else None for m in found])
        for g, (inner, name, kind, typ) in enumerate(reads):
            pattern = _with_inner(ps, j, inner)
            raw = group_reads(pattern, values)
            if raw != expected[g]:  # the text and its number as the part itself reads them, nothing of a neighbour
                break
            out.append(Slot(Var(kind, "", typ, default_null=g == 1), src, pattern, raw, (seg_order, j + 0.1 * (g + 1)),
                            kind, typ, default_null=g == 1, name=name, rank=0))
    return out
