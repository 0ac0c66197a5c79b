"""Names whose parts are joined by a doubled separator (`__`), a part holding the single one inside
(`20201103__ga__primary_runoff__jeff_davis__precinct`, dbt's `stg_stripe__payments`, BEM's
`card__title`): a person reads the strongest separator first, so the name is cut at `__` before
anything else, and each part is one value or its own small template.

Parts are aligned from the start and from the end on the parts every name shares (typed or constant
ones), so a name that adds parts in its middle (`primary__runoff`) keeps its last parts in place.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Callable

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import FEW_SAMPLES, FREE_KINDS, Part, SegModel, Var, VarKind, merge_literals, pattern_with, var_part
from pathfinder.analysis.rewrites import loosen_free
from pathfinder.analysis.slots import Slot

#: segments.segment_model, passed in (it calls this module): (distinct values, samples, is_folder) -> SegModel
Modeller = Callable[..., SegModel]

__all__ = ["JOINERS", "category_in_value", "category_part", "joined_model", "own_slots", "words_as_data",
           "words_of_the_value"]

JOINERS = ("__", "--")  # doubled separators that join the parts of a name
CATEGORY_MAX = 2  # a part with at most this many words is a closed category when each is seen this often:
CATEGORY_WORDS = 64  # words a category pair is looked for among
CATEGORY_SEEN = 2  # (twice: a third word of the family, never seen, is then unlikely over 4+ names)


def _joiner(distinct: list[str]) -> str | None:
    """The doubled separator every name holds between non-empty parts (None when there is none)."""
    for joiner in JOINERS:
        single = joiner[0]
        if not all(joiner in v for v in distinct):
            continue
        ok = True
        for v in distinct:
            for piece in v.split(joiner):
                if not piece or piece[0] == single or piece[-1] == single:
                    ok = False  # `__init__`, `a___b`: no parts joined by the pair
                    break
            if not ok:
                break
        if ok:
            return joiner
    return None


def piece_regex(joiner: str) -> str:
    """One part: text without `/`, the joiner's character only alone between other characters."""
    c = re.escape(joiner[0])
    return f"[^{c}/]+(?:{c}[^{c}/]+)*"


def _words(v: str, single: str) -> bool:
    """Letters, joined by the single separator (`state_house`)."""
    return all(w.isalpha() and w.isascii() for w in v.split(single))


def category_part(col: list[str], n: int, joiner: str) -> Part | None:
    """A joined part whose values are a few words, each name choosing one (`general`/`primary`, `state_house`/
    `state_senate`): one value, written as the alternatives in the glob.

    Why: a `*` there also stands for several parts (`general__glascock__precinct`); a person lists a closed category."""
    seen = Counter(col)
    distinct = sorted(seen)
    if not 2 <= len(distinct) <= CATEGORY_MAX or min(seen.values()) < CATEGORY_SEEN \
            or not all(_words(v, joiner[0]) for v in distinct):
        return None
    var = Var(VarKind.ENUM, "(?:" + "|".join(T.rx_escape(v) for v in distinct) + ")", "string")
    return var_part(var, "{" + ",".join(T.glob_escape(v) for v in distinct) + "}")


def _free_piece(joiner: str, kind: VarKind = VarKind.STRING) -> Part:
    """A part read whole as free text that cannot cross the joiner."""
    return var_part(Var(kind, piece_regex(joiner), "string"), "*")


def _is_anchor(parts: list[Part]) -> bool:
    """A column that fixes where parts are: constant, or only typed values (a date, a number)."""
    return all(p.var is None or p.var.kind not in FREE_KINDS for p in parts)


def _column(col: list[str], n: int, joiner: str, segment_model: Modeller, categories: bool = True
            ) -> list[Part] | None:
    """One aligned part's template (None when a part is no plain template, e.g. BIDS-like keys); a closed
    category listed only where the glob gains by it (`categories`)."""
    distinct = sorted(set(col))
    category = category_part(col, n, joiner) if categories else None
    if category is not None:
        return [category]
    sub = segment_model(distinct, n, is_folder=False)
    if sub.entity_glob is not None:
        return None
    single = joiner[0]
    words_only = all(p.var is None and set(p.text) <= set(single) or p.var is not None and p.var.kind in FREE_KINDS
                     for p in sub.parts)
    if words_only and any(p.var is not None for p in sub.parts):
        return [_free_piece(joiner, VarKind.WORD if all(v.isalpha() for v in distinct) else VarKind.STRING)]
    return loosen_free(sub.parts)


def _columns(rows: list[list[str]], n: int, joiner: str, segment_model: Modeller, categories: bool
             ) -> list[list[Part]] | None:
    """One template per aligned part of `rows` (each row as many parts), None when one is no plain template."""
    out = []
    for i in range(len(rows[0]) if rows else 0):
        col = _column([r[i] for r in rows], n, joiner, segment_model, categories)
        if col is None:
            return None
        out.append(col)
    return out


def joined_model(values: list[str], n: int, tail: list[Part], segment_model: Modeller) -> SegModel | None:
    """Names cut at a doubled separator first: one template per part, the parts some names add in
    their middle one optional value (`primary__runoff` beside `general`), null where absent.

    Why: `_` inside a part (`jeff_davis`, `state_house`) is no field delimiter when `__` joins the parts."""
    joiner = _joiner(sorted(set(values)))
    if joiner is None:
        return None
    splits = [v.split(joiner) for v in values]
    counts = {len(s) for s in splits}
    k = min(counts)
    sep = Part(glob=T.glob_escape(joiner), regex=T.rx_escape(joiner), text=joiner, strong=True)
    columns: list[list[Part]] = []
    if len(counts) == 1:
        loose = words_as_data(splits, n, joiner)
        for i in range(k):
            col = [_free_piece(joiner, VarKind.WORD)] if i in loose else \
                _column([s[i] for s in splits], n, joiner, segment_model)
            if col is None:
                return None
            columns.append(col)
        parts = _join(columns, sep)
        return SegModel(parts=merge_literals(parts) + tail) if parts is not None else None
    left: list[list[Part]] = []
    while len(left) < k:
        col = _column([s[len(left)] for s in splits], n, joiner, segment_model, False)
        if col is None or not _is_anchor(col):
            break
        left.append(col)
    right: list[list[Part]] = []
    while len(left) + len(right) < k:
        col = _column([s[len(s) - 1 - len(right)] for s in splits], n, joiner, segment_model, False)
        if col is None or not _is_anchor(col):
            break
        right.insert(0, col)
    if not left and not right:
        return None
    L, R = len(left), len(right)
    take_left, take_right = own_slots(splits, L, R, k - L - R)
    inner = [joiner.join(s[L + take_left: len(s) - R - take_right]) for s in splits]
    if not take_left and (kept := words_of_the_value(splits, L, inner, joiner)) < L:
        L, left = kept, left[:kept]
        inner = [joiner.join(s[L: len(s) - R - take_right]) for s in splits]
    optional = _optional_inner(inner, n, joiner, bool(L + take_left), bool(R + take_right))
    listed = not optional or optional[0].glob.startswith("{") or optional[-1].glob.startswith("{")
    heads = _columns([s[L: L + take_left] for s in splits], n, joiner, segment_model, listed)
    backs = _columns([s[len(s) - R - take_right: len(s) - R] for s in splits], n, joiner, segment_model, listed)
    if heads is None or backs is None:
        return None
    before = left + heads
    after = backs + right
    body = _join(before, sep) or []
    rest = _join(after, sep) or []
    if before and after:
        parts = body + optional + [sep] + rest
    elif before:
        parts = body + optional
    else:
        parts = optional + rest
    return SegModel(parts=merge_literals(parts) + tail)


def words_of_the_value(splits: list[list[str]], L: int, inner: list[str], joiner: str) -> int:
    """How many of the `L` parts anchored at the start stay apart when the parts after them are only in some
    names: the constant words right before those (`special__general` before `[__runoff]`) join them as one
    value; the first constant word (what the names belong to: `ga`) and all before it stay.

    Why: a value some names write with more parts (`special__general__runoff`) is one value, its constant words too."""
    if all(inner) or not any(inner):
        return L
    words = [i for i in range(L) if len({s[i] for s in splits}) == 1 and _words(splits[0][i], joiner[0])]
    keep = L
    while words and keep - 1 > words[0] and keep - 1 in words:
        keep -= 1
    return keep


def words_as_data(splits: list[list[str]], n: int, joiner: str) -> set[int]:
    """The parts of names of one shape whose constant words are data, not literals: with fewer than
    FEW_SAMPLES names, or when every name holds the same date (one event: `20181106__pa__general__…`), the
    constant words after the first (what the names belong to: `pa`) and before the last (what the file holds:
    `precinct`) are read as values.

    Why: samples of one event or a handful of files share its words (`general`, `state_house`) by chance of the pick."""
    k = len(splits[0])
    cols = [{s[i] for s in splits} for i in range(k)]
    one_event = any(len(c) == 1 and (T.is_date8(next(iter(c))) or T.is_ymd(next(iter(c)))) for c in cols)
    if n >= FEW_SAMPLES and not one_event:
        return set()
    words = [i for i, c in enumerate(cols) if len(c) == 1 and _words(next(iter(c)), joiner[0])]
    return {i for i in words[1:] if i != k - 1}


def own_slots(splits: list[list[str]], L: int, R: int, m: int) -> tuple[int, int]:
    """How many of the `m` parts every name holds between the anchored ones are read as their own value,
    counted beside the anchors (from the end first, then from the start): a part whose words never
    stand elsewhere in the middle (`jeff_davis` before `__precinct`, after `primary__runoff`).

    Why: a word that also stands at another position (`general` in `general` and `special__general`) fills no slot."""
    lo, hi = L, R
    takes = [0, 0]
    for side in (1, 0):
        while takes[0] + takes[1] < m and (lo if side == 0 else hi):
            at = (lambda s: lo + takes[0]) if side == 0 else (lambda s: len(s) - 1 - hi - takes[1])
            col = {s[at(s)] for s in splits}
            rest = {p for s in splits for i, p in enumerate(s[lo + takes[0]: len(s) - hi - takes[1]], lo + takes[0])
                    if i != at(s)}
            if col & rest:
                break
            takes[side] += 1
    return takes[0], takes[1]


def _join(columns: list[list[Part]], sep: Part) -> list[Part] | None:
    """The columns' parts with the joiner between them."""
    if not columns:
        return None
    out: list[Part] = []
    for i, col in enumerate(columns):
        if i:
            out.append(sep)
        out.extend(col)
    return out


def _optional_inner(inner: list[str], n: int, joiner: str, before: bool, after: bool) -> list[Part]:
    """The parts only some names hold, as one optional value joined on the side of the anchored parts.
    At the end (or start) of the name its alternatives are listed in the glob when they are a closed
    category of single parts some names lack (`{,__runoff}`): there a `*` would let the glob take names with any
    further parts. A value every name holds (constant words joined to it) or of several parts stays `*`."""
    seen = Counter(v for v in inner if v)
    given = sorted(seen)
    if not given:
        return []
    esc = T.rx_escape(joiner)
    var = Var(VarKind.STRING, r"[^/]+?", "string", default_null="" in inner)
    closed = not (before and after) and "" in inner and len(given) <= CATEGORY_MAX \
        and min(seen.values()) >= CATEGORY_SEEN and all(joiner not in v and _words(v, joiner[0]) for v in given)
    close = ")?" if "" in inner else ")"
    if closed:
        alts = ",".join(T.glob_escape(v + joiner) if not before else T.glob_escape(joiner + v) for v in given)
        glob = "{" + ("," if "" in inner else "") + alts + "}"
    elif "" in inner:
        glob = "*"
    else:
        glob = T.glob_escape(joiner) + "*" if before else "*" + T.glob_escape(joiner)
    if not before:
        return [Part(glob="", regex="(?:", text=""), var_part(var, ""),
                Part(glob=glob, regex=esc + close, text=joiner, strong=True)]
    return [Part(glob=glob, regex="(?:" + esc, text=joiner, strong=True), var_part(var, ""),
            Part(glob="", regex=close, text="")]


def category_in_value(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """A free value of a `__`-joined name whose words always hold exactly one of two words, each seen twice or
    more, beside other words (`primary_runoff`, `special__general`, `primary__president`): that word is a field
    (`category`), null where a value holds neither.

    Why: the owner's category (an election's type) is written with modifiers around it (`runoff`, `special`)."""
    ps = model.parts
    if model.entity_glob is not None or not any(p.strong and p.text in JOINERS for p in ps):
        return []
    out: list[Slot] = []
    groups = [j for j, p in enumerate(ps) if p.var is not None]
    try:  # one pattern reads every part (a pattern per part cost a name of 400 parts seconds)
        whole = re.compile("^" + "".join(f"({q.regex})" if q.var is not None else
                                         (f"(?:{q.regex})" if "|" in q.regex else q.regex) for q in ps) + "$")
    except re.error:
        return out
    found = [whole.match(v) for v in values]
    if not all(found):
        return out
    for g, j in enumerate(groups, start=1):
        if ps[j].var.kind not in FREE_KINDS:  # type: ignore[union-attr]
            continue
        raw = [m.group(g) for m in found if m and m.group(g)]
        if len(raw) < len(values) or len(set(raw)) < 3:
            continue
        words = [re.split(r"[-_]+", v) for v in raw]
        seen = Counter(w for ws in words for w in set(ws))
        pair = _cover(words, seen)
        if pair is None:
            continue
        alts = "|".join(T.rx_escape(w) for w in pair)
        pattern = pattern_with(ps, j, f"(?:[^/]*?[-_])?({alts})(?:[-_][^/]*?)?")
        got = [m.group(1) if (m := re.match(pattern, v)) else None for v in values]
        if any(g is None for g in got):
            continue
        out.append(Slot(Var(VarKind.ENUM, "", "string", default_null=True), src, pattern, got, (seg_order, j + 0.05),
                        VarKind.ENUM, "string", default_null=True, name="category", rank=1))
    return out


def _cover(words: list[list[str]], seen: Counter) -> tuple[str, str] | None:
    """Two words, each seen twice or more, exactly one of which every value holds (once); values with a single
    word only do not do (the pair is then the whole value). Each word's values are a bit mask, so a pair costs
    one `&` and `|`; at most CATEGORY_WORDS candidates are tried (a name of hundreds of words has no category)."""
    if not any(len(ws) > 1 for ws in words):
        return None
    cands = sorted(w for w, c in seen.items() if c >= CATEGORY_SEEN and w.isalpha())
    if len(cands) > CATEGORY_WORDS:
        return None
    masks: dict[str, int] = {}
    for w in cands:
        mask = 0
        for i, ws in enumerate(words):
            c = ws.count(w)
            if c > 1:
                break
            mask |= c << i
        else:
            masks[w] = mask
    full = (1 << len(words)) - 1
    ok = sorted(masks)
    for x, a in enumerate(ok):
        for b in ok[x + 1:]:
            if not masks[a] & masks[b] and masks[a] | masks[b] == full:
                return a, b
    return None
