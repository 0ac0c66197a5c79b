"""Names built from words beside free text: a category word before or after a title (`lower-Rules-…`),
a variant after the folder's own name (`dot-net-plain-wordmark.svg`), the format a sidecar's name keeps
of the file it describes (`survey.csv.dvc`), the number words end with (`structs2.rs`), and the side of
the body a name starts with (FreeSurfer's `lh.BA1.label`). Each gives fields beside the text the
templates read whole (docs/analyser.md, step 5).
"""
from __future__ import annotations

import re
from collections import Counter

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import ENUM_MAX, FREE_KINDS, SegModel, Var, VarKind, lit, var_part
from pathfinder.analysis.slots import Slot
from pathfinder.analysis.written import _reads, free_piece_fields


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
        raw = _reads(pattern, values)
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
    if _reads(pattern, values) != rests:
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
    if _reads(pattern, values) != raw:
        return []
    return [Slot(Var(VarKind.INT, "", "integer", default_null=True), src, pattern, raw, (seg_order, 0.5), VarKind.INT,
                 "integer", default_null=True, name="number", rank=1)]


_SIDE_TWINS = {"lh": "rh", "rh": "lh", "left": "right", "right": "left"}
_SIDE_RX = re.compile(r"^(lh|rh|left|right)[._-]", re.IGNORECASE)
_SIDE_ANYWHERE_RX = re.compile(r"(?i)(?:lh|rh|left|right)[._-]")


def _twin(word: str) -> str:
    """The other side, written in the same case (`lh` -> `rh`, `Left` -> `Right`, `RH` -> `LH`)."""
    other = _SIDE_TWINS[word.lower()]
    return other.upper() if word.isupper() else other.title() if word.istitle() else other


def side_prefix(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Free names that each start with a side of the body, then a separator (FreeSurfer's `lh.BA1.label`,
    `rh.V1_exvivo.label`; `left_hippocampus.nii`, `Right-Amygdala.csv`): the side is a field (`hemi` for
    lh/rh, `side` for left/right), its twin allowed even where every sample shows one side, and the rest
    of the name (`region`) a field beside it.

    Why: a brain or body has two sides, so a file named for one stands beside its twin for the other."""
    found = [_SIDE_RX.match(v) for v in values]
    if not all(found):
        return []
    seen = {m.group(1) for m in found if m}
    lows = {w.lower() for w in seen}
    if not (lows <= {"lh", "rh"} or lows <= {"left", "right"}):
        return []
    side = "(?:" + "|".join(sorted(seen | {_twin(w) for w in seen})) + ")"
    name = "hemi" if lows <= {"lh", "rh"} else "side"
    return free_piece_fields(model, src, values, seg_order,
                             ((f"({side})[._-][^/]+?", name), (f"{side}[._-]([^/]+?)", "region")),
                             lambda raw: True, _SIDE_ANYWHERE_RX, kinds=_TEXT)


def side_twin(name: SegModel) -> bool:
    """A file name whose constant lead is a side of the body and a separator (`Left-` of `Left-Amygdala.csv`,
    `lh.` of `lh.white.label` when every sample is of one side): that side is a field and its twin is allowed
    in the glob (`{Left,Right}-*.csv`).

    Why: a brain or body has two sides, so samples of one side stand beside the other side's files."""
    ps = name.parts
    k = next((i for i, p in enumerate(ps) if p.var is not None), len(ps))  # the constant lead: parts[:k]
    if name.entity_glob is not None or k == 0 or k == len(ps) \
            or any(p.regex != T.rx_escape(p.text) for p in ps[:k]):
        return False
    lead = "".join(p.text for p in ps[:k])
    m = _SIDE_RX.match(lead)
    if not m:
        return False
    word = m.group(1)
    pair = sorted((word, _twin(word)))
    var = Var(VarKind.ENUM, "(?:" + "|".join(pair) + ")", "string",
              name="hemi" if word.lower() in ("lh", "rh") else "side", rank=3)
    if ps[k].var.kind in FREE_KINDS and ps[k].var.name is None:  # type: ignore[union-attr]
        ps[k].var.name = "region"  # type: ignore[union-attr]  # what the side's file is of, as side_prefix names it
    name.parts = [var_part(var, "{" + ",".join(pair) + "}"), lit(lead[len(word):])] + ps[k:]
    return True


_BRACKETED_ID_RX = re.compile(r"^([^/\[\]]*[^/\[\] ])\[([0-9]+)\]$")


def bracketed_id(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Names that each end with a number in square brackets after their text (OMERO/IDR's plate folders
    `ESP0025846[6401]`, `SARS-CoV2_DRC[2503]`, a catalogue's `Widget[1042]`): the text (`name`) and the
    bracketed number (`id`) are fields beside the name read whole.

    Why: a tool that writes an id in brackets after a name keeps both: the name for people, the id for lookups."""
    ps = model.parts
    if model.entity_glob is not None or not any(p.var is not None for p in ps):
        return []
    ext = ps[-1].text if ps[-1].var is None and ps[-1].text.startswith(".") else ""
    stems = [v[: len(v) - len(ext)] if ext and v.endswith(ext) else v for v in values]
    found = [_BRACKETED_ID_RX.match(v) for v in stems]
    if not all(found) or len({m.group(2) for m in found if m}) < 2:
        return []
    tail = T.rx_escape(ext) + "$"
    out = []
    for pattern, name, g, kind, typ in ((r"^([^/\[\]]+)\[[0-9]+\]" + tail, "name", 1, VarKind.STRING, "string"),
                                        (r"^[^/\[\]]+\[([0-9]+)\]" + tail, "id", 2, VarKind.INT, "integer")):
        raw = [m.group(g) if m else None for m in found]
        out.append(Slot(Var(kind, "", typ), src, pattern, raw, (seg_order, len(ps) + 0.1 * g), kind, typ, name=name,
                        rank=2))
    return out


_COUNTED_PIECE_RX = re.compile(r"(?:^|(?<=[-_ .]))([A-Za-z]+)([0-9]{1,4})(?=$|[-_ .])")


def counted_piece(model: SegModel, src: str, values: list[str], seg_order: int, counting: frozenset[str]) -> list[Slot]:
    """Free text in which every name holds one counting word glued to its number, the word's case aside
    (a mother machine's `20151218_switch8h_pos6_GL01`, `20161014_Pos0_GL01`; `scan_site3_final`): that number
    is a field named by the word, wherever the piece sits in the text.

    Why: a counted piece says which position, site or run the file is of, however much free text is around it."""
    ps = model.parts
    if model.entity_glob is not None or not any(p.var is not None and p.var.kind in FREE_KINDS for p in ps):
        return []
    common: set[str] | None = None  # the counting words every name holds exactly once
    for v in values:
        seen = [m.group(1).lower() for m in _COUNTED_PIECE_RX.finditer(v) if m.group(1).lower() in counting]
        once = {w for w in seen if seen.count(w) == 1}
        common = once if common is None else common & once
        if not common:
            return []
    if common is None or len(common) != 1:
        return []
    word = common.pop()
    spellings = {m.group(1) for v in values for m in _COUNTED_PIECE_RX.finditer(v) if m.group(1).lower() == word}
    if any(p.var is None and p.text.lower().rstrip("-_ ").endswith(word) for p in ps):
        return []  # the template reads that number already (`…_Pos*_…`)
    alternatives = "|".join(sorted(spellings))
    pattern = r"(?:^|[-_ .])(?:" + alternatives + r")([0-9]+)(?:[-_ .]|$)"
    raw = [m.group(2) for v in values for m in _COUNTED_PIECE_RX.finditer(v) if m.group(1).lower() == word]
    if len(raw) != len(values):
        return []
    return [Slot(Var(VarKind.INT, "", "integer"), src, pattern, list(raw), (seg_order, len(ps) + 0.5), VarKind.INT,
                 "integer", name=word, rank=2)]


_DESIGNATION_PATTERN = r"([JB][0-2][0-9][0-5][0-9](?:\.[0-9]{1,2})?[+-][0-8][0-9](?:[0-5][0-9])?(?:\.[0-9]{1,2})?[A-Za-z]?)"


def sky_designation(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Names that each hold one astronomical designation, a source named by its sky position (IAU style
    `J2032+4127`, after a catalogue's letters or not: `PSRJ0007+7303` beside `J0307+7443`, `FGESJ1652.2-4633`):
    that designation is a field (`source`), whatever letters come before it.

    Why: the position names the source in every catalogue; the letters before it say only which catalogue."""
    if model.entity_glob is not None or not any(p.var is not None for p in model.parts):
        return []
    found = [T.DESIGNATION_RX.findall(v) for v in values]
    if not all(len(f) == 1 for f in found) or len({f[0] for f in found}) < 2:
        return []
    raw: list[str | None] = [f[0] for f in found]
    rx = re.compile(_DESIGNATION_PATTERN)
    if [m.group(1) if (m := rx.search(v)) else None for v in values] != raw:
        return []
    return [Slot(Var(VarKind.STRING, "", "string"), src, _DESIGNATION_PATTERN, raw, (seg_order, -0.5), VarKind.STRING,
                 "string", name="source", rank=2)]
