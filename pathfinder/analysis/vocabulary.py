"""Names built from words beside free text: a category word before or after a title (`lower-Rules-…`),
a variant after the folder's own name (`dot-net-plain-wordmark.svg`), the format a sidecar's name keeps
of the file it describes (`survey.csv.dvc`), and the number words end with (`structs2.rs`). Each gives
fields beside the text the templates read whole (docs/analyser.md, step 5).
"""
from __future__ import annotations

import re
from collections import Counter

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import ENUM_MAX, FREE_KINDS, SegModel, Var, VarKind
from pathfinder.analysis.slots import Slot, group_reads
from pathfinder.analysis.written import free_piece_fields


def _categories(raw: list[str | None]) -> bool:
    """A few words that come back over the names (each but one seen again, or one of them in half the
    names): a category, not a name."""
    seen = Counter(raw)
    return 2 <= len(seen) <= ENUM_MAX and 2 * len(seen) <= len(raw) and (
        sum(c == 1 for c in seen.values()) <= 1 or 2 * max(seen.values()) >= len(raw))


_TEXT = frozenset({VarKind.STRING})  # free text of several words (a lone word is a value already)
_WORD_THEN_DELIMITER_RX = re.compile(r"(?:^|[-_ /.])[A-Za-z]{2,}[-_ ]")  # in every name `category_word` reads
_DELIMITER_THEN_WORD_RX = re.compile(r"[-_ ][A-Za-z]{2,}(?:$|[-_ /.])")


def category_word(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Free text whose first or last word comes back over the names, a few words in all
    (`lower-Rules-…`/`upper-…`, `win_…`/`lnx_…`, `…_config`/`…_values`): that word and the rest
    are fields beside the text (null in a name without such a word).

    Why: a name made of a free title and one of a few recurring words is a category and a title."""
    lead = free_piece_fields(model, src, values, seg_order,
                             ((r"([A-Za-z]{2,})[-_ ][^/]+?", "category"), (r"(?:[A-Za-z]{2,})[-_ ]([^/]+?)", "title")),
                             _categories, _WORD_THEN_DELIMITER_RX, default_null=True, kinds=_TEXT)
    if _titled(lead):
        return lead
    trail = free_piece_fields(model, src, values, seg_order,
                              ((r"[^/]+?[-_ ]([A-Za-z]{2,})", "category"), (r"([^/]+?)[-_ ][A-Za-z]{2,}", "title")),
                              _categories, _DELIMITER_THEN_WORD_RX, default_null=True, kinds=_TEXT)
    return trail if _titled(trail) else []


def _titled(slots: list[Slot]) -> bool:
    """A category holds several titles: some word of it comes with two different texts (a word that
    always comes with the same text is one name with it: `payments-api`, `payments-db`)."""
    if len(slots) != 2:
        return False
    titles: dict[str | None, set[str | None]] = {}
    for word, title in zip(slots[0].raw, slots[1].raw):
        titles.setdefault(word, set()).add(title)
    return any(len(t) >= 2 for t in titles.values())


_INNER_EXTENSION_RX = re.compile(r"^([^/]+)\.([A-Za-z0-9]{1,8})$")


def sidecar_format(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """A file named after another file, its extension and all (`survey.csv.dvc`, `photo.jpg.json`,
    `Player.cs.meta`, `disk.iso.sha256`), the inner extensions differing: that extension is the
    described file's `format`, and the name before it (`stem`) a field too.

    Why: a sidecar describes the file its name repeats; which format that file has is part of what it says."""
    ps = model.parts
    if model.entity_glob is not None or len(ps) < 2 or ps[-1].var is not None or not ps[-1].text.startswith(".") \
            or ps[-2].var is None or ps[-2].var.kind not in FREE_KINDS:
        return []
    ext = ps[-1].regex
    inner = [_INNER_EXTENSION_RX.match(v[: len(v) - len(ps[-1].text)]) if v.endswith(ps[-1].text) else None
             for v in values]
    if not all(m is not None and T.known_extension(m.group(2)) for m in inner) \
            or len({m.group(2).lower() for m in inner if m is not None}) < 2:
        return []
    head = "^" + "".join(q.regex if q.var is None else f"(?:{q.regex})" for q in ps[:-2])
    out = []
    for pattern, name, g in ((head + r"([^/]+)\.[A-Za-z0-9]{1,8}" + ext + "$", "stem", 1),
                             (head + r"[^/]+\.([A-Za-z0-9]{1,8})" + ext + "$", "format", 2)):
        raw = group_reads(pattern, values)
        if any(r is None for r in raw):
            return []
        out.append(Slot(Var(VarKind.STRING, "", "string"), src, pattern, raw, (seg_order, len(ps) - 2 + 0.1 * g),
                        VarKind.STRING, "string", name=name, rank=2))
    return out


def _word_choice(words: list[str]) -> str:
    """A regex for any of `words` whose branches start with different letters (`s(?:mall|quare)`), so
    repeating it cannot backtrack exponentially (the pattern check refuses `(?:small|square)+`)."""
    heads: dict[str, list[str]] = {}
    for w in words:
        heads.setdefault(w[:1], []).append(w)
    branches = []
    for group in heads.values():
        if len(group) == 1:
            branches.append(T.rx_escape(group[0]))
            continue
        shared = T.common_prefix(group)
        tails = [w[len(shared):] for w in group]
        inner = _word_choice(sorted(t for t in tails if t))
        if not inner.startswith("(?:"):
            inner = f"(?:{inner})" if "" in tails else inner
        branches.append(T.rx_escape(shared) + inner + ("?" if "" in tails else ""))
    return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"


def echoed_variant(model: SegModel, src: str, values: list[str], folders: list[str], seg_order: int) -> list[Slot]:
    """A file name that repeats its own (varying) folder's name, then one or more of a few words
    (`icons/dot-net/dot-net-plain-wordmark.svg`, `photos/IMG_0042/IMG_0042_thumb.jpg`): those words
    are a `variant` field, read as the run of them that ends the name (null for a word no sample has).

    Why: the folder names the item; the few words after its echo say which rendition of it the file is."""
    ps = model.parts
    if model.entity_glob is not None or not ps or ps[-1].var is not None or not ps[-1].text.startswith(".") \
            or len(set(folders)) < 2:
        return []
    ext = ps[-1].text
    seps, rests = set(), []
    for name, folder in zip(values, folders):
        stem = name[: len(name) - len(ext)] if name.endswith(ext) else ""
        if not stem.startswith(folder) or len(stem) < len(folder) + 2 or stem[len(folder)] not in "-_.":
            return []
        seps.add(stem[len(folder)])
        rests.append(stem[len(folder) + 1:])
    if len(seps) != 1:
        return []
    sep = T.rx_escape(seps.pop())
    said = [w for r in rests for w in re.split(sep, r)]
    words = sorted(set(said))
    if not all(w.isalpha() for w in words) or len(words) > ENUM_MAX or 2 * len(words) > len(said) \
            or len(set(rests)) < 2:  # one rest everywhere (`…_genomic`) is part of the name, no variant
        return []
    word = _word_choice(words)
    pattern = "^[^/]+?" + sep + "(" + word + "(?:" + sep + word + ")*)" + T.rx_escape(ext) + "$"
    if group_reads(pattern, values) != rests:
        return []
    return [Slot(Var(VarKind.ENUM, "", "string", default_null=True), src, pattern, list(rests), (seg_order, len(ps) - 1.5),
                 VarKind.ENUM, "string", default_null=True, name="variant", rank=2)]


_WORD_NUMBER_RX = re.compile(r"[A-Za-z]([0-9]{1,4})$")


def word_number(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Free names that each end with a number glued to their word, the words differing and some word
    seen with two numbers (rustlings' `if1.rs`, `if2.rs`, `structs2.rs`; `lesson3.md`, `intro10.md`): that
    number is a field (null in a name without one).

    Why: the word names the topic and the number counts its exercises, parts or lessons."""
    ps = model.parts
    if model.entity_glob is not None or len(ps) != 2 or ps[0].var is None or ps[0].var.kind not in FREE_KINDS \
            or ps[1].var is not None or not ps[1].text.startswith("."):
        return []
    ext = ps[1].text
    found = [_WORD_NUMBER_RX.search(v[: len(v) - len(ext)]) if v.endswith(ext) else None for v in values]
    if not all(found):
        return []
    counted: dict[str, set[str]] = {}
    for v, m in zip(values, found):
        counted.setdefault(v[: m.start(1)], set()).add(m.group(1))  # type: ignore[union-attr]
    if len(counted) < 2 or not any(len(numbers) >= 2 for numbers in counted.values()):
        return []  # each word once (`ak47`, `mp3`, `x264`): names, not counted words
    pattern = r"^[^/]*?[A-Za-z]([0-9]+)" + ps[1].regex + "$"
    raw = [m.group(1) if m else None for m in found]
    if group_reads(pattern, values) != raw:
        return []
    return [Slot(Var(VarKind.INT, "", "integer", default_null=True), src, pattern, raw, (seg_order, 0.5), VarKind.INT,
                 "integer", default_null=True, name="number", rank=1)]
