"""Pieces a name is known to hold, read beside the text the templates read whole: the side of the body it
starts with (FreeSurfer's `lh.BA1.label`, `Left-Amygdala.csv`), an id in square brackets after it (OMERO's
`ESP0025726[6275]`), a counting word and its number anywhere in it (`…_pos6_GL01`), an astronomical
designation (`PSRJ0007+7303`) and a GoPro clip's chapter and video (`GX010123.MP4`) (docs/analyser.md,
"Tuning group (tune6)").
"""
from __future__ import annotations

import re

import pathfinder.analysis.tokens as T
from pathfinder.analysis.parts import FREE_KINDS, SegModel, Var, VarKind, each_read, lit, var_part
from pathfinder.analysis.slots import Slot, group_reads
from pathfinder.analysis.written import free_piece_fields

__all__ = ["bracketed_id", "counted_piece", "gopro_chapter", "number_letter", "numbered_code", "prefixed_identifier", "side_prefix", "side_twin",
           "sky_designation"]

_TEXT = frozenset({VarKind.STRING})  # free text of several words

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
    found = each_read(_SIDE_RX.match, values)
    if found is None:
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
    found = each_read(_BRACKETED_ID_RX.match, stems)
    if found is None or len({m.group(2) for m in found}) < 2:
        return []
    tail = T.rx_escape(ext) + "$"
    out = []
    for pattern, name, g, kind, typ in ((r"^([^/\[\]]+)\[[0-9]+\]" + tail, "name", 1, VarKind.STRING, "string"),
                                        (r"^[^/\[\]]+\[([0-9]+)\]" + tail, "id", 2, VarKind.INT, "integer")):
        raw = [m.group(g) if m else None for m in found]
        out.append(Slot(Var(kind, "", typ), src, pattern, raw, (seg_order, len(ps) + 0.1 * g), kind, typ, name=name,
                        rank=2))
    return out


_DIGIT_RX = re.compile(r"[0-9]")
_CAPITAL_AFTER_DIGIT_RX = re.compile(r"[0-9][A-Z](?![A-Za-z])")  # in some value: else no part is such a number
_NUMBER_LETTER_READS = ((r"([0-9]{1,6})[A-Z]?", "number"), (r"[0-9]{1,6}([A-Z])", "letter"))


def number_letter(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """A free part that is a number with one capital glued after it, in every name or in some (`2A`, `4D`; a
    profile's cycle `358D` beside `067`): the number is a field of its own, and the letter too where every name
    has one (a part of digits alone would be a number already, so some name holds a letter).

    Why: a capital glued after a count names a subset or a pass of that count (replicate 2, plate A), read apart."""
    if model.entity_glob is not None or not any(p.var is not None and p.var.kind in FREE_KINDS for p in model.parts) \
            or not _CAPITAL_AFTER_DIGIT_RX.search("\n".join(values)):
        return []
    return free_piece_fields(model, src, values, seg_order, _NUMBER_LETTER_READS, lambda raw: len(set(raw)) >= 2,
                             _DIGIT_RX)


_LEAD_WORD_RX = re.compile(r"[A-Za-z][A-Za-z0-9]*([_-])")


def prefixed_identifier(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """A file name of one constant word and a separator, then free text that goes on joining words with that
    separator in most names (`win_system_susp_dhcp_config.yml`, `test_parse_args.py`): the stem as written is a
    field too (`name`), beside the text after the word.

    Why: a snake- or kebab-case name whose first word every sample shares is still one identifier."""
    ps = model.parts
    if model.entity_glob is not None or len(ps) < 3 or ps[-1].var is not None or not ps[-1].text.startswith(".") \
            or ps[-2].var is None or ps[-2].var.kind not in FREE_KINDS or any(p.var is not None for p in ps[:-2]):
        return []
    lead, ext = "".join(p.text for p in ps[:-2]), ps[-1].text
    m = _LEAD_WORD_RX.fullmatch(lead)
    if not m or not all(v.startswith(lead) and v.endswith(ext) and len(v) > len(lead) + len(ext) for v in values):
        return []
    stems = [v[: len(v) - len(ext)] for v in values]
    if 2 * sum(m.group(1) in x[len(lead):] for x in stems) < len(stems) or len(set(stems)) < 2:
        return []
    pattern = "^(" + T.rx_escape(lead) + "[^/]+?)" + T.rx_escape(ext) + "$"
    return [Slot(Var(VarKind.STRING, "", "string"), src, pattern, stems, (seg_order, len(ps) - 2.5), VarKind.STRING,
                 "string", name="name", rank=2)]


_CAPITALS_LEAD_RX = re.compile(r"([A-Z]{1,4})[-_. ]")


def numbered_code(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """A number of one to three digits glued before one to four capitals that end at a separator, at a name's start
    or after a separator (`2PC_auxiliary`, `J0955-6150_3PC_data`, `4FGL_DR3`): the number and its capitals are read
    whole too (`2PC`), beside the number.

    Why: capitals glued after a small number name what it counts (a catalogue's edition, a dimension): one code."""
    ps, out = model.parts, []
    if model.entity_glob is not None:
        return out
    for j in range(len(ps) - 1):
        p, nxt = ps[j], ps[j + 1]
        if p.var is None or p.var.kind != VarKind.INT or not nxt.plain or (j and not (
                ps[j - 1].plain and ps[j - 1].text and ps[j - 1].text[-1] in T.SEPARATORS)):
            continue
        m = _CAPITALS_LEAD_RX.match(nxt.text)
        if not m:
            continue
        caps = m.group(1)
        pattern = "^" + "".join("(" + q.regex + caps + ")" if i == j else T.rx_escape(q.text[len(caps):]) if i == j + 1
                                else f"(?:{q.regex})" if "|" in q.regex else q.regex for i, q in enumerate(ps)) + "$"
        raw = group_reads(pattern, values)
        if any(r is None or len(r) - len(caps) > 3 for r in raw) or len(set(raw)) < 2:
            continue
        out.append(Slot(Var(VarKind.STRING, "", "string"), src, pattern, list(raw), (seg_order, j + 0.6), VarKind.STRING,
                        "string", name="code", rank=2))
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


_DESIGNATION_PATTERN = "(" + T.portable_pattern(T.DESIGNATION) + ")"


def _one_designation(value: str) -> list[str] | None:
    """The designations in `value` when it holds exactly one (None otherwise)."""
    found = T.DESIGNATION_RX.findall(value)
    return found if len(found) == 1 else None


def sky_designation(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Names that each hold one astronomical designation, a source named by its sky position (IAU style
    `J2032+4127`, after a catalogue's letters or not: `PSRJ0007+7303` beside `J0307+7443`, `FGESJ1652.2-4633`):
    that designation is a field (`source`), whatever letters come before it.

    Why: the position names the source in every catalogue; the letters before it say only which catalogue."""
    if model.entity_glob is not None or not any(p.var is not None for p in model.parts):
        return []
    found = each_read(_one_designation, values)
    if found is None or len({f[0] for f in found}) < 2:
        return []
    raw: list[str | None] = [f[0] for f in found]
    rx = re.compile(_DESIGNATION_PATTERN)
    if [m.group(1) if (m := rx.search(v)) else None for v in values] != raw:
        return []
    return [Slot(Var(VarKind.STRING, "", "string"), src, _DESIGNATION_PATTERN, raw, (seg_order, -0.5), VarKind.STRING,
                 "string", name="source", rank=2)]


_GOPRO_CLIP_RX = re.compile(r"^(G[HXPL])([0-9]{2})([0-9]{4})\.[A-Za-z0-9]+$")


def gopro_chapter(model: SegModel, src: str, values: list[str], folders: list[str], seg_order: int) -> list[Slot]:
    """Clips in a GoPro's camera folders (`100GOPRO/GX010123.MP4`, `GH020045.MP4`): the two digits after the
    letters are the chapter, the four after them the video's number, two fields.

    Why: a GoPro splits a long video into chapters, each file named by the chapter and the one video's number."""
    if model.entity_glob is not None or not folders or not all(re.fullmatch(r"[1-9][0-9]{2}GOPRO", f) for f in folders):
        return []
    found = [_GOPRO_CLIP_RX.match(v) for v in values]
    if not all(found) or len({m.group(3) for m in found if m}) < 2:
        return []
    out = []
    for pattern, name, g in ((r"^G[HXPL]([0-9]{2})[0-9]{4}\.", "chapter", 2), (r"^G[HXPL][0-9]{2}([0-9]{4})\.", "video", 3)):
        raw: list[str | None] = [m.group(g) if m else None for m in found]
        out.append(Slot(Var(VarKind.INT, "", "integer"), src, pattern, raw, (seg_order, 0.1 * g), VarKind.INT,
                        "integer", name=name, rank=3))
    return out


# a PacBio movie: Sequel/Revio `m<instrument>[letter]_<yymmdd>_<hhmmss>`, RS II `m<yymmdd>_<hhmmss>_<instrument>`
# and, when written, its SMRT cell, set and part (`_c100…_s1_p0`, `_X0`): the RS II movie's full name
_MOVIE = r"m[0-9]{5}[A-Za-z]?_[0-9]{6}_[0-9]{6}|m[0-9]{6}_[0-9]{6}_[0-9]{5}(?:_c[0-9]{6,}_s[0-9]+_[pX][0-9]+)?"
_MOVIE_PATTERN = rf"(?:^|[^A-Za-z0-9])({_MOVIE})(?:[^A-Za-z0-9]|$)"
_MOVIE_RX = re.compile(_MOVIE_PATTERN)


def pacbio_movie(model: SegModel, src: str, values: list[str], seg_order: int) -> list[Slot]:
    """Names that each hold one PacBio movie name (`m64043_200710_174426.ccs.bam`,
    `HG00733_…_m54329U_190619_052546.ccs.bam`, `m140612_020550_42156.subreads.fasta.gz`,
    `m150101_182244_42248_c100…_s1_p0.1.bax.h5` with its cell, set and part): the movie is one field (`movie`)
    beside the pieces it is made of.

    Why: the instrument and the start time together name one run of the sequencer; each file of a run carries it."""
    if model.entity_glob is not None or not any(p.var is not None for p in model.parts):
        return []
    found = each_read(_MOVIE_RX.search, values)  # stops at the first name without one
    if found is None or len({m.group(1) for m in found}) < 2:
        return []
    raw: list[str | None] = [m.group(1) for m in found]
    return [Slot(Var(VarKind.STRING, "", "string"), src, _MOVIE_PATTERN, raw, (seg_order, -0.6), VarKind.STRING,
                 "string", name="movie", rank=3)]
