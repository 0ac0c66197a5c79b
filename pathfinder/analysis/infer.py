"""The offline analyser: samples -> glob + fields (SPEC §2).

Steps: normalise and de-duplicate the samples, cluster them by kind (file
extension) and keep the largest group, align segments from the END (so the
file name is always `segment(-1)`), describe every aligned position as a
template of literal parts and variables, and turn each variable into a field
the rule language can extract (`segment(-N)`/`filename`/`full_path` +
anchored pattern + type). Where depth varies, the tail that is consistent
is kept and `**` stands for the rest; key=value folders in the varying part
are still extracted by key from the full path.

All work is on *distinct* values per position, so cost grows linearly with the
number of samples.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Sequence
from urllib.parse import unquote

from pathfinder.analysis import tokens as T
from pathfinder.analysis.model import Analysis, Field
from pathfinder.analysis.naming import (
    folder_context_name,
    key_name,
    prefix_name,
    sanitize,
    unique_names,
)
from pathfinder.errors import UsageError
from pathfinder.engine.paths import normalize

MAX_ANALYSED = 200_000  # above this, a deterministic stride sample is analysed
ENUM_MAX = 6
MAX_EXT_ALTERNATIVES = 6
FEW_SAMPLES = 5
COMPRESSION = {"gz", "bz2", "xz", "zst", "zip", "lz4", "snappy", "z", "br"}


# --------------------------------------------------------------------- model parts


@dataclass
class Var:
    kind: str  # int, date, dmy, timestamp, date8, uuid, hash, year, word, alnum, string, key, entity, suffix
    regex: str
    type: str = "string"
    fmt: str | None = None
    name: str | None = None
    rank: int = 0
    url_decode: bool = False
    default_null: bool = False
    width: int | None = None


@dataclass
class Part:
    glob: str
    regex: str
    var: Var | None = None
    text: str = ""  # literal text (summary)
    strong: bool = False  # a multi-character delimiter (`__`, ` - `) between pieces of a name


def lit(text: str) -> Part:
    return Part(glob=T.glob_escape(text), regex=T.rx_escape(text), text=text)


def var_part(var: Var, glob: str) -> Part:
    return Part(glob=glob, regex=var.regex, var=var)


@dataclass
class Entity:
    key: str
    value_regex: str
    type: str
    optional: bool


@dataclass
class SegModel:
    parts: list[Part]
    heterogeneous: bool = False
    entities: list[Entity] = field(default_factory=list)  # entity (BIDS-like) mode
    entity_glob: str | None = None
    entity_suffix: Var | None = None

    @property
    def glob(self) -> str:
        text = (self.entity_glob or "") + "".join(p.glob for p in self.parts)
        while "**" in text:  # `*` next to `*` inside a segment; `**` alone would be a globstar
            text = text.replace("**", "*")
        return text


# --------------------------------------------------------------------- samples


def clean_samples(samples: Sequence[str]) -> list[str]:
    """Normalised, de-duplicated, non-blank sample paths in input order."""
    out: dict[str, None] = {}
    for raw in samples:
        if raw is None:
            continue
        text = str(raw).strip().strip("\r\n")
        if not text or text in (".", "/"):
            continue
        norm = normalize(text)
        while norm.startswith("./"):
            norm = norm[2:]
        if not norm or norm == ".":
            continue
        out.setdefault(norm, None)
    return list(out)


def cluster_key(filename: str) -> tuple[str, ...]:
    """Kind of a file: its extension, up to the first part that is not a compression
    (`.nii.gz`, `.tar.gz`, `.json.gz`; `.ome.tif` and `.tif` are both `tif`), parts holding digits
    (`c000`) ignored. A dot inside a name (`Pilot.mkv` beside `eps1.0_hellofriend.mov.mkv`)
    does not make another kind."""
    parts = [p.lower() for p in T.ext_parts(filename) if not any(c.isdigit() for c in p)]
    key: list[str] = []
    for p in reversed(parts):
        key.insert(0, p)
        if p not in COMPRESSION:
            break
    return tuple(key) or ("",)


def split_clusters(paths: list[str]) -> tuple[list[str], list[str]]:
    """(largest group, the others in input order)."""
    keys = [cluster_key(p.rsplit("/", 1)[-1]) for p in paths]
    counts = Counter(keys)
    if len(counts) == 1:
        return paths, []
    order = {k: i for i, k in reversed(list(enumerate(keys)))}
    best = min(counts, key=lambda k: (-counts[k], order[k]))
    # groups whose names look alike apart from the extension are one kind
    # (`sub-05_eeg.vhdr`, `sub-07_eeg.eeg`); `_events.tsv` beside `_bold.nii.gz` is not
    shapes = [_name_shape(p) for p in paths]
    main_shapes = {sh for sh, k in zip(shapes, keys) if k == best}
    joined = {k for sh, k in zip(shapes, keys) if sh in main_shapes}
    # pictures (or videos, or sounds) of one set saved in several formats (`<hash>.jpg` beside
    # `<hash>.jpeg` and `<hash>.png`): names of one coarse shape in one folder depth
    family = EXT_FAMILIES.get(best[0])
    if family is not None:
        coarse = {_coarse_shape(sh) for sh in main_shapes}
        joined |= {k for sh, k in zip(shapes, keys)
                   if len(k) == 1 and EXT_FAMILIES.get(k[0]) == family and _coarse_shape(sh) in coarse}
    if len(joined) > MAX_EXT_ALTERNATIVES:
        joined = {best}
    main = [p for p, k in zip(paths, keys) if k in joined]
    rest = [p for p, k in zip(paths, keys) if k not in joined]
    return main, rest


EXT_FAMILIES = {
    **dict.fromkeys("jpg jpeg png tif tiff bmp gif webp heic heif".split(), "image"),
    **dict.fromkeys("mp4 mov avi mkv webm m4v mpg mpeg".split(), "video"),
    **dict.fromkeys("wav flac mp3 ogg m4a aac opus".split(), "audio"),
}


def _coarse_shape(shape: tuple[int, str]) -> tuple[int, str]:
    """(depth, stem with every alphanumeric run as `x`): `0a1b…` and `f3c9…` are alike."""
    return shape[0], re.sub(r"[^\W_]+", "x", shape[1])


def _name_shape(path: str) -> tuple[int, str]:
    """Depth and digit-blind file-name stem: `a/sub-05_eeg.vhdr` -> (2, 'sub-0_eeg')."""
    name = path.rsplit("/", 1)[-1]
    parts = T.ext_parts(name)
    stem = name[: len(name) - sum(len(x) + 1 for x in parts)] if parts else name
    return path.count("/"), re.sub(r"\d+", "0", stem)


# --------------------------------------------------------------------- columns


def _fixed_width(values: list[str]) -> int | None:
    w = len(values[0])
    return w if all(len(v) == w for v in values) else None


def _int_var(values: list[str], n: int) -> Part:
    w = _fixed_width(values)
    padded = any(len(v) > 1 and v[0] == "0" for v in values)
    if w and padded:  # zero padding means a fixed width; `1240, 1500` may well have a `19` sibling
        return var_part(Var("int", rf"\d{{{w}}}" if w > 1 else r"\d", "integer", width=w), "?" * w)
    return var_part(Var("int", r"\d+", "integer"), "*")


def _calendar_digits(v: str) -> bool:
    """`202401` (YYYYMM), `2403` (YYMM), `240301` (YYMMDD) or `183012` (HHMMSS): one value, however
    many of its digits the samples share."""
    if len(v) == 4:
        return 1 <= int(v[2:]) <= 12
    if len(v) == 6:
        a, b, c = int(v[:2]), int(v[2:4]), int(v[4:])
        return (T.is_year(v[:4]) and 1 <= c <= 12) or (1 <= b <= 12 and 1 <= c <= 31) or (a < 24 and b < 60 and c < 60)
    return False


def _digit_split(values: list[str], n: int) -> list[Part] | None:
    """Fixed-width digit chunks whose varying digits sit in separate runs (`00{r}0{t}`)."""
    w = _fixed_width(values)
    # a year-month, a date or a clock time (`202401`, arXiv's `2403`, `240301`) is one number
    if not w or w < 3 or n < 3 or len(values) < 2 or all(_calendar_digits(v) for v in values):
        return None
    const = [len({v[i] for v in values}) == 1 for i in range(w)]
    # digits a few values share may be chance (ids 236889378 and 353289651 share `89`): below five
    # distinct values only zeros (padding) or a padded lead such as `00100100` count as structure
    if len(values) < 5 and not all(values[0][i] == "0" for i in range(w) if const[i]) \
            and not re.match(r"^0+[1-9]+0+[1-9]", values[0]):
        return None
    runs: list[tuple[int, int]] = []
    i = 0
    while i < w:
        if not const[i]:
            j = i
            while j < w and not const[j]:
                j += 1
            runs.append((i, j))
            i = j
        else:
            i += 1
    if not runs:
        return None
    if len(runs) == 1:
        a, b = runs[0]
        prefix = values[0][:a]
        # one varying run: a plain (zero-padded) number, unless the constant lead is itself
        # zero-padded sub-fields (`00100100` + z), as in microscopy plate names
        if b != w or not re.match(r"^0+[1-9]+0+[1-9]", prefix):
            return None
    parts: list[Part] = []
    pos = 0
    for a, b in runs:
        if a > pos:
            parts.append(lit(values[0][pos:a]))
        k = b - a
        parts.append(var_part(Var("int", rf"\d{{{k}}}" if k > 1 else r"\d", "integer", width=k), "?" * k))
        pos = b
    if pos < w:
        parts.append(lit(values[0][pos:]))
    return parts


def _trim_prefix(p: str, rests: list[str]) -> str:
    """Cut a common prefix back to a letter/digit boundary (`g0` of g01,g02 -> `g`)."""
    while p:
        cls = T.char_class(p[-1])
        if cls == "o":
            return p
        if any(r and T.char_class(r[0]) == cls and not (p[-1].islower() and r[0].isupper()) for r in rests):
            k = len(p)
            while k > 0 and T.char_class(p[k - 1]) == cls:
                k -= 1
            rests = [p[k:] + r for r in rests]
            p = p[:k]
            continue
        return p
    return p


def _keep_glued_ids(p: str, s: str, middles: list[str]) -> tuple[str, str]:
    """Split a glued constant prefix/suffix off only when what remains is a number (`g01`) or the
    affix is a word (`sensorA`); `T42JEM`, `S2A`, `amd64` are identifiers, kept whole."""
    if all(m.isdigit() for m in middles if m):
        return p, s
    if p and p[-1] not in T.SEPARATORS and not (p.isalpha() and len(p) >= 3):
        p = ""
    if s and s[0] not in T.SEPARATORS and not (s.isalpha() and len(s) >= 3):
        s = ""
    return p, s


def _trim_suffix(s: str, rests: list[str]) -> str:
    while s:
        cls = T.char_class(s[0])
        if cls == "o":
            return s
        if any(r and T.char_class(r[-1]) == cls for r in rests):
            k = 0
            while k < len(s) and T.char_class(s[k]) == cls:
                k += 1
            rests = [r + s[:k] for r in rests]
            s = s[k:]
            continue
        return s
    return s


def typed_constant(v: str, n: int, whole_folder: bool) -> Part | None:
    """A value constant across the samples that is still data (a date, an id...)."""
    if T.UUID_RX.match(v):
        return _uuid_part()
    if T.datetime_format(v):
        return _datetime_part(v)
    if T.is_ymd(v):
        return _ymd_part(v[4])
    if T.is_timestamp14(v):
        return var_part(Var("timestamp", r"\d{14}", "string", width=14), "?" * 14)
    if T.is_iso_basic(v):
        return _iso_basic_part([v])
    if T.is_date8(v):
        return var_part(Var("date8", r"\d{8}", "date", width=8), "?" * 8)
    if whole_folder and T.is_year(v):
        return var_part(Var("year", r"\d{4}", "integer", name="year", rank=3, width=4), "????")
    if T.is_hex_id(v) and any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and len(v) >= 8:
        return var_part(Var("hash", rf"[0-9a-fA-F]{{{len(v)}}}", "string", width=len(v)), "?" * len(v))
    m = T.DMY_RX.match(v)
    if m:
        parts = _dmy_part([v], m.group(2))
        if parts:
            return parts
    if v.isdigit() and n < FEW_SAMPLES:  # with few samples a shared number is still data
        return _int_var([v], n)
    return None


def _glued_constant(v: str, n: int) -> list[Part] | None:
    """`c03` shared by a few samples: a prefix and a number, not a literal."""
    m = re.match(r"^([A-Za-z]{1,2})(\d{2,})$", v)
    if not m or n >= FEW_SAMPLES:
        return None
    return [lit(m.group(1)), _int_var([m.group(2)], n)]


def _iso_basic_part(values: list[str]) -> Part:
    z = "Z" if values[0].endswith("Z") else ""
    return var_part(Var("timestamp", rf"\d{{8}}T\d{{6}}{z}", "string", fmt=f"%Y%m%dT%H%M%S{z}"),
                    "????????T??????" + z)


def _uuid_part() -> Part:
    h = "[0-9a-fA-F]"
    rx = f"{h}{{8}}-{h}{{4}}-{h}{{4}}-{h}{{4}}-{h}{{12}}"
    return var_part(Var("uuid", rx, "uuid", name="uuid", rank=3), "????????-????-????-????-????????????")


def _datetime_part(v: str) -> Part:
    """`2024-03-10T20-50-31Z`: a timestamp (text) and its date, like the 14-digit form."""
    fmt = T.datetime_format(v)
    assert fmt is not None
    rx = "".join(r"\d" if c.isdigit() else T.rx_escape(c) for c in v)
    rx = re.sub(r"(\\d)+", lambda m: rf"\d{{{len(m.group()) // 2}}}", rx)
    glob = "".join("?" if c.isdigit() else T.glob_escape(c) for c in v)
    return var_part(Var("timestamp", rx, "string", fmt=fmt), glob)


def _ymd_part(sep: str) -> Part:
    s = T.rx_escape(sep)
    return var_part(Var("date", rf"\d{{4}}{s}\d{{2}}{s}\d{{2}}", "date", name="date", rank=3), f"????{sep}??{sep}??")


def _dmy_part(values: list[str], sep: str) -> Part | None:
    firsts = [int(v[:2]) for v in values]
    seconds = [int(v[3:5]) for v in values]
    s = T.rx_escape(sep)
    rx = rf"\d{{2}}{s}\d{{2}}{s}\d{{4}}"
    glob = f"??{sep}??{sep}????"
    if max(firsts) > 12 and max(seconds) <= 12:
        fmt = f"%d{sep}%m{sep}%Y"
    elif max(seconds) > 12 and max(firsts) <= 12:
        fmt = f"%m{sep}%d{sep}%Y"
    else:
        return var_part(Var("string", rx, "string"), glob)  # ambiguous day/month order
    if any(T.to_iso(v, fmt) is None for v in values):
        return var_part(Var("string", rx, "string"), glob)
    return var_part(Var("dmy", rx, "date", fmt=fmt, name="date", rank=3), glob)


def column_parts(values: list[str], n: int, whole_folder: bool = False, depth: int = 0) -> list[Part]:
    """Parts describing one aligned chunk column (its distinct values)."""
    distinct = sorted(set(values))
    if len(distinct) == 1:
        v = distinct[0]
        typed = typed_constant(v, n, whole_folder)
        if typed:
            return [typed]
        return _glued_constant(v, n) or [lit(v)]
    return varying_parts(distinct, n, whole_folder, depth)


def _dotted_part(distinct: list[str]) -> Part:
    """Dot-separated numbers read whole (a DICOM UID, an IP address); the glob keeps the shared
    leading numbers (`1.3.6.1.4.1.14519.5.2.1.6279.6001.*`)."""
    counts = {v.count(".") for v in distinct}
    dots = counts.pop() if len(counts) == 1 else None
    rx = r"\d+(?:\.\d+)" + (f"{{{dots}}}" if dots else "+")
    kind = T.dotted_kind(distinct)
    if kind == "uid":  # an organisation's root stays (`1.2.840.113619.*`)
        prefix = T.common_prefix(distinct)
        glob = prefix[: prefix.rfind(".") + 1] + "*"
    else:  # an address or version: `10.0.*` in the samples says nothing of the next one
        glob = ".".join(["*"] * (dots + 1)) if dots else "*"
    return var_part(Var("dotted", rx, "string", name=kind, rank=3), glob)


def varying_parts(distinct: list[str], n: int, whole_folder: bool, depth: int = 0) -> list[Part]:
    if all(T.UUID_RX.match(v) for v in distinct):
        return [_uuid_part()]
    fmt0 = T.datetime_format(distinct[0])
    if fmt0 and all(T.datetime_format(v) == fmt0 for v in distinct):
        return [_datetime_part(distinct[0])]
    m0 = T.YMD_RX.match(distinct[0])
    if m0 and all(T.is_ymd(v) and v[4] == m0.group(2) for v in distinct):
        return [_ymd_part(m0.group(2))]
    m0 = T.DMY_RX.match(distinct[0])
    if m0 and all(T.DMY_RX.match(v) and v[2] == m0.group(2) for v in distinct):
        part = _dmy_part(distinct, m0.group(2))
        if part:
            return [part]
    if all(T.is_iso_basic(v) for v in distinct) and len({v.endswith("Z") for v in distinct}) == 1:
        return [_iso_basic_part(distinct)]
    if all(v.isdigit() and v.isascii() for v in distinct):
        if all(T.is_timestamp14(v) for v in distinct):
            return [var_part(Var("timestamp", r"\d{14}", "string", width=14), "?" * 14)]
        if all(T.is_date8(v) for v in distinct):
            return [var_part(Var("date8", r"\d{8}", "date", width=8), "?" * 8)]
        if all(T.is_year(v) for v in distinct):
            return [var_part(Var("year", r"\d{4}", "integer", name="year", rank=3, width=4), "????")]
        split = _digit_split(distinct, n)
        if split:
            return split
        return [_int_var(distinct, n)]
    if all(T.DOTTED_RX.match(v) for v in distinct):
        return [_dotted_part(distinct)]
    if all(_CLOCK_RX.match(v) for v in distinct):  # `12.34.56` in `Screenshot … at 12.34.56`
        return [var_part(Var("clock", r"\d{2}\.\d{2}\.\d{2}", "string", name="time", rank=3), "??.??.??")]
    semver = [T.SEMVER_RX.match(v) for v in distinct]
    if all(semver) and len({m.group(1) for m in semver}) == 1:  # type: ignore[union-attr]
        # `1.2.3`, `v0.6.5-rc2`: one version; its pre-release tag is allowed even where no sample has one
        lead = semver[0].group(1)  # type: ignore[union-attr]
        var = var_part(Var("version", r"\d+\.\d+\.\d+" + T.PRE_RELEASE, "string", name="version", rank=3), "*.*.*")
        return ([lit(lead)] if lead else []) + [var]
    mon = [_MONTH_YEAR_RX.match(v) for v in distinct]
    if all(mon):  # `Mar2024`: an English month name glued to a year, two values
        return [var_part(Var("monthname", _MONTH_NAMES_RX, "string", name="month", rank=3), "[A-Za-z]*"),
                var_part(Var("year", r"\d{4}", "integer", name="year", rank=3, width=4), "????")]
    ident = re.compile(r"^([A-Za-z]{1,3})(\d{6,})$")
    glued = [ident.match(v) for v in distinct]
    if all(glued) and len({m.group(1) for m in glued}) == 1:  # type: ignore[union-attr]
        # a letter glued to a long number is an identifier (`n01440764`, `A2024015`), kept whole
        w = _fixed_width(distinct)
        return [var_part(Var("ident", r"[A-Za-z]+\d+" if not w else rf"[A-Za-z]+\d{{{w - len(glued[0].group(1))}}}", "string"),  # type: ignore[union-attr]
                         T.glob_escape(glued[0].group(1)) + ("?" * (w - len(glued[0].group(1))) if w else "*"))]  # type: ignore[union-attr]
    if all(T.is_hex_id(v) for v in distinct) and any(any(c.isalpha() for c in v) for v in distinct):
        w = _fixed_width(distinct)
        if w:
            return [var_part(Var("hash", rf"[0-9a-fA-F]{{{w}}}", "string", width=w), "?" * w)]
        return [var_part(Var("hash", r"[0-9a-fA-F]+", "string"), "*")]
    skeleton = _skeleton_parts(distinct, n)
    if skeleton:
        return skeleton
    if depth == 0:
        p = T.common_prefix(distinct)
        s = T.common_suffix([v[len(p):] for v in distinct])
        p = _trim_prefix(p, [v[len(p):] for v in distinct])
        s = _trim_suffix(s, [v[len(p): len(v) - len(s)] for v in distinct])
        p, s = _keep_glued_ids(p, s, [v[len(p): len(v) - len(s)] for v in distinct])
        if p or s:
            middles = [v[len(p): len(v) - len(s)] for v in distinct]
            if all(middles):
                inner = varying_parts(sorted(set(middles)), n, False, depth + 1)
                return ([lit(p)] if p else []) + inner + ([lit(s)] if s else [])
    if all(v.isalpha() for v in distinct):
        kind = "enum" if len(distinct) <= ENUM_MAX and n >= 2 * len(distinct) else "word"
        return [var_part(Var(kind, r"[^\W\d_]+", "string"), "*")]
    if all(v.isalnum() for v in distinct):
        return [var_part(Var("alnum", r"[^\W_]+", "string"), _id_family_glob(distinct))]
    return [var_part(Var("string", r"[^/]+?", "string"), "*")]


def _id_family_glob(distinct: list[str]) -> str:
    """`B01`…`B12`, `B8A`: identifiers of one family share their leading letter; the glob keeps
    it (`B*`), so `TCI.jp2` beside the bands stays out. Only for codes that hold digits, seen
    in at least four values (a shared first letter of a few words is chance, not a family)."""
    if len(distinct) < 4 or not all(any(c.isdigit() for c in v) for v in distinct):
        return "*"
    p = T.common_prefix(distinct)
    # the first letter only: `PRJNA…` samples may have `PRJEB…` siblings
    return T.glob_escape(p[0]) + "*" if p[:1].isalpha() and p[:1].isascii() else "*"


_CLOCK_RX = re.compile(r"^(?:[01]\d|2[0-3])\.[0-5]\d\.[0-5]\d$")
_MONTH_NAMES_RX = r"(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_MONTH_YEAR_RX = re.compile(
    r"^(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?"
    r"|nov(?:ember)?|dec(?:ember)?)((?:19|20)\d\d)$")
_SKELETON_RX = re.compile(r"^(?:[A-Za-z]+\d+){2,}[A-Za-z]*$")
_RUNS_RX = re.compile(r"[A-Za-z]+|\d+")


def _skeleton_parts(distinct: list[str], n: int) -> list[Part] | None:
    """Letters glued to numbers in turn, the letters the same everywhere: `S01E05`, `h18v04`,
    `r1i1p1f1`, `p1p41242`. Each number is its own column (`S` + season, `E` + episode)."""
    if not all(_SKELETON_RX.match(v) for v in distinct):
        return None
    runs = [_RUNS_RX.findall(v) for v in distinct]
    if len({len(r) for r in runs}) != 1:
        return None
    parts: list[Part] = []
    for i in range(len(runs[0])):
        col = [r[i] for r in runs]
        if col[0].isdigit():
            parts.extend(column_parts(col, n))
        elif len(set(col)) == 1:
            parts.append(lit(col[0]))
        else:
            return None
    return _merge_literals(parts)


# --------------------------------------------------------------------- segments


def _entity_mode(values: list[str]) -> bool:
    counts = []
    for v in values:
        pieces = v.split("_")
        # `jw01378-o001` is no entity, nor are upper-case names such as CORDEX's `EUR-11`, `MPI-M`
        k = sum(1 for p in pieces if (m := T.KV_PIECE_RX.match(p)) and m.group(1).isalpha() and not m.group(1).isupper())
        if k == 0:
            return False
        counts.append(k)
    return sum(1 for k in counts if k >= 2) * 2 >= len(counts)


def ext_part(exts: list[str]) -> Part | None:
    """The shared extension as a part; letters whose case differs become `[gG]` classes."""
    first = exts[0] if exts else ""
    if not first:
        return None
    if any(c.isupper() for c in first) and not any(c.islower() for c in first):
        # cameras and Windows tools write `.JPG`, and the same folder often holds `.jpg` too:
        # an upper-case extension matches in any case (`.[Jj][Pp][Gg]`)
        exts = exts + [first.lower()]
    if all(e == first for e in exts):
        return lit(first)
    glob, rx = [], []
    for i, ch in enumerate(first):
        chars = {e[i] for e in exts}
        if len(chars) == 1:
            glob.append(T.glob_escape(ch))
            rx.append(T.rx_escape(ch))
        else:
            cls = "".join(sorted(chars))
            glob.append(f"[{cls}]")
            rx.append(f"[{cls}]")
    return Part(glob="".join(glob), regex="".join(rx), text=first)


_PSEUDO_RX = re.compile(r"([-_.])([A-Za-z]+\d+)$")


def _pseudo_extension(ext: Part | None, stems: list[str], ext_lists: list[list[str]]) -> tuple[Part | None, list[str]]:
    """`part-0-<uuid>.c000.snappy.parquet` and `...-c000.snappy.parquet` are one kind.

    A constant digit-bearing token right before the extension that some sample writes as an
    extension part (`.c000`) joins the extension, with any separator before it (`?c000`).
    """
    if ext is None:
        return ext, stems
    lead = ext.text[1:].split(".")[0]
    if ext.text.count(".") > 1 and any(c.isdigit() for c in lead) and ext.glob.startswith(".") \
            and ext.regex.startswith("\\."):
        return Part(glob="?" + ext.glob[1:], regex="[-_.]" + ext.regex[2:], text=ext.text), stems
    ms = [_PSEUDO_RX.search(s) for s in stems]
    if not all(ms) or len({m.group(2) for m in ms}) != 1:  # type: ignore[union-attr]
        return ext, stems
    token = ms[0].group(2)  # type: ignore[union-attr]
    if not any(token in e for e in ext_lists):
        return ext, stems
    cut = len(token) + 1
    if any(len(s) <= cut for s in stems):
        return ext, stems
    part = Part(glob="?" + T.glob_escape(token) + ext.glob, regex="[-_.]" + T.rx_escape(token) + ext.regex,
                text="." + token + ext.text)
    return part, [s[:-cut] for s in stems]


def entity_model(values: list[str], ext: Part | None) -> SegModel:
    """BIDS-like `key-value_key-value_suffix`: one field per key, optional entities allowed."""
    split = [v.split("_") for v in values]
    keys: dict[str, list[str]] = {}
    present: Counter[str] = Counter()
    for pieces in split:
        seen = set()
        for p in pieces:
            m = T.KV_PIECE_RX.match(p)
            if m and m.group(1) not in seen:
                seen.add(m.group(1))
                keys.setdefault(m.group(1), []).append(m.group(2))
                present[m.group(1)] += 1
    entities = []
    for key, vals in keys.items():
        typ = "integer" if all(v.isdigit() for v in vals) else "string"
        # a value runs to the next `_` or extension dot; integers stay digits
        entities.append(Entity(key, r"\d+" if typ == "integer" else "[^_./]+", typ, present[key] < len(values)))

    def token(pieces: list[str], i: int) -> str | None:
        p = pieces[i]
        m = T.KV_PIECE_RX.match(p)
        return (m.group(1) + "-*") if m else T.glob_escape(p)

    lead: list[str] = []
    min_len = min(len(s) for s in split)
    i = 0
    while i < min_len:
        toks = {token(s, i) for s in split}
        if len(toks) != 1:
            break
        lead.append(toks.pop())
        i += 1
    # entities are optional by nature: after the first key only the trailing suffix stays literal,
    # so `sub-01_task-rest_bold` and `sub-01_task-nback_run-2_bold` are one kind
    first_kv = next((i for i, t in enumerate(lead) if t.endswith("-*")), None)
    if first_kv is not None:
        lead = lead[: first_kv + 1]
    trail: list[str] = []
    j = 1
    while j <= min_len - len(lead):
        toks = {token(s, len(s) - j) for s in split}
        if len(toks) != 1:
            break
        trail.insert(0, toks.pop())
        j += 1
    while trail and trail[0].endswith("-*"):
        trail.pop(0)
    full = all(len(s) == len(lead) + len(trail) for s in split)
    if full:
        glob = "_".join(lead + trail)
    else:
        left = "_".join(lead)
        right = "_".join(trail)
        if left:
            glob = left + ("" if left.endswith("*") else "*") + ("_" + right if right else "")
        else:
            glob = "*" + (("_" if min_len > len(trail) else "") + right if right else "")
    # a trailing non-key suffix (bold, T1w, events): a field when it varies
    suffix_var = None
    last = [s[-1] for s in split]
    if all(not T.KV_PIECE_RX.match(p) for p in last) and len(set(last)) > 1:
        suffix_var = Var("suffix", "[^_/]+?", "string", name="suffix", rank=2)
    parts = [ext] if ext else []
    return SegModel(parts=parts, entities=entities, entity_glob=glob, entity_suffix=suffix_var)


def segment_model(values: list[str], n: int, is_folder: bool, ext: Part | None = None) -> SegModel:
    """Template of one aligned position from its distinct values (`ext` cut off file names)."""
    distinct = sorted(set(values))
    if is_folder:
        hive = [T.HIVE_RX.match(v) for v in distinct]
        if all(hive):
            keys = {m.group(1) for m in hive}  # type: ignore[union-attr]
            if len(keys) == 1:
                key = keys.pop()
                return SegModel(parts=[lit(key + "="), var_part(hive_var(key, [m.group(2) for m in hive]), "*")])  # type: ignore[union-attr]
            return SegModel(parts=[var_part(Var("string", r"[^/]+", "string"), "*=*")], heterogeneous=True)
        dash = [T.KV_PIECE_RX.match(v) for v in distinct]
        if all(dash) and len({m.group(1) for m in dash}) == 1 \
                and T.is_entity_slot(dash[0].group(1), [m.group(2) for m in dash]):  # type: ignore[union-attr]
            # `sub-01` folders: an entity, a variable even when the samples share one value;
            # a constant `crawl-data` is a name and falls through to stay literal
            key = dash[0].group(1)  # type: ignore[union-attr]
            vals = [m.group(2) for m in dash]  # type: ignore[union-attr]
            typ = "integer" if all(v.isdigit() for v in vals) else "string"
            var = Var("entity", r"\d+" if typ == "integer" else "[^/]+", typ, name=key_name(key), rank=4)
            return SegModel(parts=[lit(key + "-"), var_part(var, "*")])
        if all(dash) and len({m.group(1) for m in dash}) > 1:  # type: ignore[union-attr]
            # `sub-01` here, `ses-1` there: different keys at one depth, the depth varies
            return SegModel(parts=[var_part(Var("string", r"[^/]+", "string"), "*-*")], heterogeneous=True)
    if not is_folder and len(distinct) > 1 and _entity_mode(distinct):
        return entity_model(distinct, ext)
    tail = [ext] if ext else []
    strong = _strong_model(distinct, n, tail)
    if strong is not None:
        return strong
    shapes = {v: T.split_chunks(v) for v in distinct}
    shape_keys = {(len(c), s) for c, s in shapes.values()}
    padded = _padded_separators(shape_keys)
    if len(shape_keys) == 1 or padded:
        nchunks, seps = next(iter(shape_keys))
        parts: list[Part] = []
        whole = nchunks == 1 and not seps[0] and not seps[-1]
        for i in range(nchunks):
            if padded and padded[i] is not None:
                parts.append(padded[i])  # type: ignore[arg-type]
            elif seps[i]:
                parts.append(lit(seps[i]))
            col = [shapes[v][0][i] for v in distinct]
            parts.extend(column_parts(col, n, whole_folder=whole and is_folder))
        if padded and padded[-1] is not None:
            parts.append(padded[-1])  # type: ignore[arg-type]
        elif seps[-1]:
            parts.append(lit(seps[-1]))
        merged = _merge_version_runs(_merge_hash_runs(_merge_literals(parts)), distinct)
        return SegModel(parts=_loosen_free(_merge_word_runs(merged, distinct) + tail))
    split = _delimited_model(distinct, n, tail)
    if split is not None:
        return split
    return _ragged_model(distinct, shapes, n, tail)


def _padded_separators(shape_keys: set) -> list[Part | None] | None:
    """Same chunks, separators that differ only in length (`SLC__1SDV` beside `GRDH_1SDV`, a
    field padded with `_`): per separator position, a `_+` part where they differ, else None.
    None overall when the shapes differ otherwise (`wind-speed` beside `rel_humidity`)."""
    if len(shape_keys) < 2 or len({k for k, _ in shape_keys}) != 1:
        return None
    cols = list(zip(*(seps for _, seps in shape_keys)))
    out: list[Part | None] = []
    for col in cols:
        if len(set(col)) == 1:
            out.append(None)
            continue
        chars = set("".join(col))
        if len(chars) != 1 or any(not c for c in col):
            return None
        ch = chars.pop()
        out.append(Part(glob=T.glob_escape(ch) + "*", regex=T.rx_escape(ch) + "+", text=ch))
    return out


_STRONG_RX = re.compile(r"(?<=[^-_.= ])[-_.= ]{2,}(?=[^-_.= ])")


def _strong_model(distinct: list[str], n: int, tail: list[Part]) -> SegModel | None:
    """Names cut by the same multi-character delimiters everywhere (`{log}__{channel}__{time}`,
    `{show} - S01E05 - {title}`): each piece is modelled on its own, the delimiters stay literal
    (and mark the pieces, which are also offered whole: `CAM_FRONT`, `S01E05`)."""
    if not _STRONG_RX.search("\n".join(distinct)):
        return None
    found = [[m for m in _STRONG_RX.finditer(v)] for v in distinct]
    counts = [Counter(m.group() for m in ms) for ms in found]
    # a delimiter every value holds as often (` - ` twice; not the `. ` of one `Mr. Robot`)
    cands = {d for d in counts[0] if all(c.get(d) == counts[0][d] for c in counts)}
    kept = [[m for m in ms if m.group() in cands] for ms in found]
    seqs = {tuple(m.group() for m in ms) for ms in kept}
    if len(seqs) != 1:
        return None
    delims = seqs.pop()
    if not delims:
        return None
    pieces = []
    for v, ms in zip(distinct, kept):
        cut, pos = [], 0
        for m in ms:
            cut.append(v[pos: m.start()])
            pos = m.end()
        pieces.append(cut + [v[pos:]])
    parts: list[Part] = []
    for i in range(len(delims) + 1):
        col = sorted({p[i] for p in pieces})
        sub = segment_model(col, n, is_folder=False)
        if sub.entity_glob is not None:
            return None
        if i:
            d = delims[i - 1]
            parts.append(Part(glob=T.glob_escape(d), regex=T.rx_escape(d), text=d, strong=True))
        parts.extend(sub.parts)
    return SegModel(parts=_loosen_free(_merge_literals(parts) + tail))


DELIMITERS = "-_ .+"


def _delimited_model(distinct: list[str], n: int, tail: list[Part]) -> SegModel | None:
    """Ragged values that one delimiter cuts into the same fields everywhere.

    `scikit_learn-1.3.2-cp311-cp311-manylinux2014_x86_64` beside `numpy-1.26.4-cp312-cp312-any`:
    the chunk counts differ (values hold `_` and `.`), but `-` cuts every value into five
    pieces, so `-` is the delimiter of fields and each piece column is modelled on its own
    (words, versions, `cp` + number). When the count differs too, the first or the last piece
    may hold the delimiter itself (`scikit-learn-1.3.2-py311h1234567_0` beside
    `numpy-1.26.4-py312habcdef0_1`: the name takes what the fields after it leave). Used only
    when some piece column is typed or constant; otherwise the ragged model (typed chunks from
    both ends, free text between) reads better.
    """
    if len(distinct) < 2:
        return None
    if len(distinct) > 400:  # choose the cut on an even spread of the values, then build it on all
        probe = distinct[:: len(distinct) // 300]
        choice = _delimited_parts(probe, n)
        if choice is None:
            return None
        parts = _delimited_parts(distinct, n, only=choice[0])
        return None if parts is None else SegModel(parts=parts[1] + tail)
    best = _delimited_parts(distinct, n)
    return None if best is None else SegModel(parts=best[1] + tail)


def _delimited_parts(distinct: list[str], n: int, only: tuple[str, int] | None = None
                     ) -> tuple[tuple[str, int], list[Part]] | None:
    """The best delimiter cut of `distinct` as ((delimiter, absorbing piece), parts), or None."""
    best: tuple[tuple[int, int, bool, int], tuple[str, int], list[Part]] | None = None
    # dates, date-times and UUIDs are atoms: a delimiter inside one is no field delimiter
    atoms = "".join({c for v in distinct for ch in T.split_chunks(v)[0] for c in ch if c in DELIMITERS})
    for d in DELIMITERS:
        if d in atoms or (only is not None and d != only[0]):
            continue
        counts = [v.count(d) for v in distinct]
        k = min(counts) + 1
        if k < 2:
            continue
        if len(set(counts)) == 1:
            variants = [(-1, [v.split(d) for v in distinct])]
        else:  # the first (or last) piece absorbs the extra delimiters
            variants = [(0, [v.rsplit(d, k - 1) for v in distinct]), (k - 1, [v.split(d, k - 1) for v in distinct])]
        for absorb, pieces in variants:
            if only is not None and absorb != only[1]:
                continue
            if any(not x for p in pieces for x in p):
                continue
            parts: list[Part] = []
            anchored = composite = 0
            ok = True
            for i in range(k):
                sub = segment_model(sorted({p[i] for p in pieces}), n, is_folder=False)
                if sub.entity_glob is not None:
                    ok = False
                    break
                typed = not all(p.var is not None and p.var.kind in FREE_KINDS for p in sub.parts if p.var is not None) \
                    or any(p.var is None and p.glob != "*" for p in sub.parts)
                if i == absorb:  # it holds the delimiter in some value: only free text may
                    if typed:
                        ok = False
                        break
                    sub = SegModel(parts=[var_part(Var("string", r"[^/]+?", "string"), "*")])
                anchored += typed
                composite += sum(1 for q in sub.parts if q.var is not None) > 1
                if i:  # a field delimiter: marks the pieces (a piece is also offered whole)
                    parts.append(Part(glob=T.glob_escape(d), regex=T.rx_escape(d), text=d, strong=True))
                parts.extend(sub.parts)
            if not ok or not anchored:
                continue
            parts = _loosen_free(_merge_literals(parts))
            rx = re.compile("^" + "".join("(?:" + q.regex + ")" if q.var else q.regex for q in parts) + "$")
            if not all(rx.match(v) for v in distinct):
                continue
            # typed pieces count, pieces that are compounds again count against (a `.` that cuts
            # `numpy-1.26.4` into `numpy-1`, `26`, `4` is no field delimiter); then `-` before `_`,
            # ` ` and `.`, a delimiter that cuts every value alike, more pieces
            score = (anchored - composite, -DELIMITERS.index(d), absorb < 0, k)
            if best is None or score > best[0]:
                best = (score, (d, absorb), parts)
    return None if best is None else (best[1], best[2])


def _ragged_model(distinct: list[str], shapes: dict, n: int, tail: list[Part]) -> SegModel:
    """Values with different chunk counts: typed chunks aligned from the left and the right, and
    the free text between them as one field.

    A varying number of chunks means words with their own separators (`rel_humidity`,
    `north_ridge-2`, a YouTube id `7mzi_4KF3pg`): only typed columns (numbers, dates, constants)
    are aligned; the free text between them is one `[^/]+?` field, its constant leading and
    trailing separators kept literal.
    """
    min_k = min(len(c) for c, _ in shapes.values())
    free_stop = False

    def compatible(parts: list[Part]) -> bool:
        nonlocal free_stop
        if any(p.var and p.var.kind in FREE_KINDS for p in parts):
            # words: free text to read whole; anything else at both ends is no structure at all
            free_stop = free_stop or not any(p.var and p.var.kind == "string" for p in parts)
            return False
        return True

    left: list[Part] = []
    L = 0
    while L < min_k:
        seps = {s[L] for _, s in shapes.values()}
        if len(seps) != 1:
            break
        col = column_parts([c[L] for c, _ in shapes.values()], n)
        if not compatible(col):
            break
        sep = seps.pop()
        if sep:
            left.append(lit(sep))
        left.extend(col)
        L += 1
    right: list[Part] = []
    R = 0
    while R < min_k - L:
        seps = {s[len(s) - 1 - R] for _, s in shapes.values()}
        if len(seps) != 1:
            break
        col = column_parts([c[len(c) - 1 - R] for c, _ in shapes.values()], n)
        if not compatible(col):
            break
        sep = seps.pop()
        right = col + ([lit(sep)] if sep else []) + right
        R += 1
    if L == 0 and R == 0:
        anchored = _anchor_model(distinct, shapes, n, tail)
        if anchored is not None:
            return anchored
    if L == 0 and R == 0 and not free_stop:
        return SegModel(parts=[var_part(Var("string", r"[^/]+", "string"), "*")] + tail, heterogeneous=True)
    middles = []
    for v in distinct:
        c, sp = shapes[v]
        k = len(c)
        head = sum(len(sp[i]) + len(c[i]) for i in range(L))
        back = sum(len(c[i]) + len(sp[i + 1]) for i in range(k - R, k))
        middles.append(v[head: len(v) - back])
    lead = _shared_sep([m[:1] for m in middles], middles)
    trail = _shared_sep([m[-1:] for m in middles], [m[len(lead):] for m in middles])
    cores = [m[len(lead): len(m) - len(trail)] for m in middles]
    if all(cores):
        middle = [lit(lead)] if lead else []
        middle.append(var_part(Var("string", r"[^/]+?", "string"), "*"))
        middle += [lit(trail)] if trail else []
    else:
        middle = [Part(glob="*", regex=".*?", text="*")]
    return SegModel(parts=_loosen_free(_merge_literals(left + middle + right) + tail))


def _anchor_kind(chunk: str) -> str | None:
    """The kind of a typed atom that anchors a ragged name (a date, date-time, timestamp, UUID)."""
    if T.UUID_RX.match(chunk):
        return "uuid"
    fmt = T.datetime_format(chunk)
    if fmt:
        return "dt" + fmt
    if T.is_ymd(chunk):
        return "ymd" + chunk[4]
    if T.is_iso_basic(chunk):
        return "iso" + chunk[-1]
    if T.is_timestamp14(chunk):
        return "ts14"
    if T.is_date8(chunk):
        return "date8"
    m = T.DMY_RX.match(chunk)
    if m and T.to_iso(chunk, f"%d{m.group(2)}%m{m.group(2)}%Y"):
        return "dmy" + m.group(2)
    return None


def _anchor_model(distinct: list[str], shapes: dict, n: int, tail: list[Part]) -> SegModel | None:
    """Ragged names with free words at both ends but one date (or UUID, timestamp) in each:
    `sales_report_2024-01-15` beside `hr_report_2024-02-01_v2`. The date is the anchor; the text
    before and after it is modelled on its own, an optional part as `*`."""
    lefts, anchors, rights = [], [], []
    kinds = set()
    for v in distinct:
        chunks, seps = shapes[v]
        found = [(i, k) for i, c in enumerate(chunks) if (k := _anchor_kind(c))]
        if len(found) != 1:
            return None
        i, k = found[0]
        kinds.add(k)
        start = sum(len(seps[q]) + len(chunks[q]) for q in range(i)) + len(seps[i])
        lefts.append(v[:start])
        anchors.append(chunks[i])
        rights.append(v[start + len(chunks[i]):])
    if len(kinds) != 1:
        return None

    def side(texts: list[str]) -> list[Part]:
        if all(not t for t in texts):
            return []
        if all(texts):
            sub = segment_model(sorted(set(texts)), n, is_folder=False)
            if sub.entity_glob is None and not sub.heterogeneous:
                return sub.parts
        return [Part(glob="*", regex=".*?", text="*")]

    parts = side(lefts) + column_parts(anchors, n) + side(rights)
    return SegModel(parts=_loosen_free(_merge_literals(parts) + tail))


def _shared_sep(firsts: list[str], texts: list[str]) -> str:
    """The separator every text starts (or ends) with, when each text holds more than it."""
    if len(set(firsts)) == 1 and firsts[0] and firsts[0] in T.SEPARATORS and all(len(t) >= 2 for t in texts):
        return firsts[0]
    return ""


FREE_KINDS = ("word", "enum", "alnum", "string")  # untyped text: its class comes from its neighbours
_WORDY = FREE_KINDS


def _is_free(p: Part | None) -> bool:
    return p is not None and ((p.var is not None and p.var.kind in FREE_KINDS) or (p.var is None and p.glob == "*"))


def free_class(excluded: str) -> str:
    """A free token's regex: any text but `/` and the delimiters that part it from other free text."""
    if not excluded:
        return "[^/]+?"
    chars = "".join(sorted(set(excluded), key=lambda ch: (ch != "-", ch)))
    return f"[^{chars}/]+"


def _loosen_free(parts: list[Part]) -> list[Part]:
    """Free-text tokens read any text their literal neighbours allow, not only the samples' letters.

    `v_{word}_g01` reads `v_Yo_Yo2_g01` (the `_g` literal and the typed number bound it); only a
    one-character delimiter between two free tokens (`{a}_{b}`) is excluded from both, so the
    split stays the samples' split. A token glued to another variable (no delimiter) keeps the
    sample class, which is what separates the two.
    """
    out = list(parts)
    for i, p in enumerate(parts):
        if p.var is None or p.var.kind not in FREE_KINDS:
            continue
        excluded = ""
        ok = True
        for nb, beyond, edge in ((i - 1, i - 2, -1), (i + 1, i + 2, 0)):
            if nb < 0 or nb >= len(parts):
                continue
            q = parts[nb]
            if q.var is not None or q.glob == "*" or not q.text:
                ok = False  # glued to another variable
                break
            ch = q.text[edge]
            if ch not in T.SEPARATORS:
                ok = False
                break
            if len(q.text) == 1 and 0 <= beyond < len(parts) and _is_free(parts[beyond]):
                excluded += ch
        if not ok:
            continue
        regex = free_class(excluded)
        out[i] = Part(glob=p.glob, regex=regex, var=replace(p.var, regex=regex), text=p.text)
    return out



def _merge_word_runs(parts: list[Part], values: Sequence[str] = ()) -> list[Part]:
    """`2m_temperature` / `total_precipitation`: adjacent varying words are one name.

    Unless the words vary independently in the samples (`linux-amd64`, `linux-arm64`,
    `darwin-arm64`: more combinations than values of either word): then they are two fields.
    """
    out: list[Part] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        j = i
        while (p.var and p.var.kind in _WORDY and j + 2 < len(parts) and parts[j + 1].var is None
               and parts[j + 1].glob != "*" and len(parts[j + 1].text) == 1
               and parts[j + 2].var and parts[j + 2].var.kind in _WORDY):
            j += 2
        run = parts[i: j + 1: 2]
        if j > i and 2 * sum(1 for q in run if q.var and q.var.kind in ("word", "enum")) >= len(run):
            rows = _run_columns(parts, i, j, values) if values else None
            if not rows or not (_independent(rows) or _words_and_codes(rows)):
                out.append(var_part(Var("string", r"[^/]+?", "string"), "*"))
                i = j + 1
                continue
        out.append(p)
        i += 1
    return out


def _run_columns(parts: list[Part], i: int, j: int, values: Sequence[str]) -> list[tuple[str, ...]] | None:
    """The values of the variables of parts[i..j], one tuple per sample value (None: no match)."""
    rx = re.compile("^" + "".join(("(" + p.regex + ")") if i <= k <= j and p.var else
                                  ("(?:" + p.regex + ")" if p.var else p.regex) for k, p in enumerate(parts)) + "$")
    rows = []
    for v in values:
        m = rx.match(v)
        if not m:
            return None
        rows.append(m.groups())
    return rows


def _words_and_codes(rows: list[tuple[str, ...]]) -> bool:
    """`linux_amd64`, `freebsd_386`: a column of plain words beside a column of codes that all hold
    digits are two things (an OS and an architecture), not one name like `2m_temperature`."""
    cols = list(zip(*rows))
    coded = any(all(any(c.isdigit() for c in x) for x in col) for col in cols)
    worded = any(all(x.isalpha() for x in col) for col in cols)
    return coded and worded


def _independent(rows: list[tuple[str, ...]]) -> bool:
    """Whether a run's variables take more combinations than values of any one of them."""
    combos = set(rows)
    width = len(next(iter(combos)))
    return len(combos) > max(len({c[k] for c in combos}) for k in range(width))


def _merge_version_runs(parts: list[Part], values: Sequence[str] = ()) -> list[Part]:
    """`1.12.3` is one version, not three numbers (three or more dot-separated integers of at
    most five digits: `v04.061.2024017034512` is no version)."""
    out: list[Part] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        j = i
        while (p.var and p.var.kind == "int" and j + 2 < len(parts) and parts[j + 1].var is None
               and parts[j + 1].text == "." and parts[j + 2].var and parts[j + 2].var.kind == "int"):
            j += 2
        if j >= i + 4 and values:
            short = [q.var.width is None or q.var.width <= 5 for q in parts[i: j + 1: 2] if q.var]
            rx = re.compile("^" + "".join(
                ("(?:" + q.regex + ")" if q.var else q.regex) if not (i <= x <= j and q.var) else r"\d{1,5}"
                for x, q in enumerate(parts)) + "$")
            if not all(short) or not all(rx.match(v) for v in values):
                j = i
        if j >= i + 4:
            k = (j - i) // 2 + 1
            out.append(var_part(Var("version", r"\d+" + r"\.\d+" * (k - 1), "string", name="version", rank=3),
                                ".".join(["*"] * k)))
            i = j + 1
            continue
        out.append(p)
        i += 1
    return out


def _merge_hash_runs(parts: list[Part]) -> list[Part]:
    """`02aa804e-bde0afdd-112c0b34` is one identifier, not three hashes."""
    out: list[Part] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        j = i
        while (p.var and p.var.kind == "hash" and j + 2 < len(parts) and parts[j + 1].var is None
               and len(parts[j + 1].text) == 1 and parts[j + 2].var and parts[j + 2].var.kind == "hash"):
            j += 2
        if j > i:
            run = parts[i: j + 1]
            out.append(var_part(Var("hash", "".join(q.regex for q in run), "string"), "".join(q.glob for q in run)))
            i = j + 1
            continue
        out.append(p)
        i += 1
    return out


def _merge_literals(parts: list[Part]) -> list[Part]:
    out: list[Part] = []
    for p in parts:
        if p.var is None and p.glob != "*" and out and out[-1].var is None and out[-1].glob != "*" \
                and not p.strong and not out[-1].strong and p.regex == T.rx_escape(p.text) \
                and out[-1].regex == T.rx_escape(out[-1].text):
            prev = out[-1]
            out[-1] = lit(prev.text + p.text)
        else:
            out.append(p)
    return out


def hive_var(key: str, raw_values: list[str]) -> Var:
    decoded = [unquote(v) for v in raw_values if v != T.HIVE_NULL]
    url = any(T.URL_ESCAPE_RX.search(v) for v in raw_values)
    typ = "string"
    if decoded and all(d.isdigit() and d.isascii() for d in decoded) and not url:
        typ = "integer"
    elif decoded and all(T.is_ymd(d) and d[4] == "-" for d in decoded) and not url:
        typ = "date"
    return Var("key", "[^/]*", typ, name=key_name(key), rank=4, url_decode=url, default_null=True)


# --------------------------------------------------------------------- the analysis


@dataclass
class _Slot:
    """One field in the making: where it comes from and how it reads."""

    var: Var
    source: str
    pattern: str | None
    raw: list[str | None]
    order: tuple[int, int]  # path order (segment from the start, part index)
    kind: str
    type: str
    fmt: str | None = None
    default_null: bool = False
    name: str = ""
    rank: int = 0
    combine: tuple[str, ...] = ()


def _span_pattern(parts: list[Part], a: int, b: int, lead: str = "") -> str:
    """An anchored pattern whose group 1 holds parts a..b (literals between them included);
    `lead` opens the group (a look-ahead)."""
    out = []
    for i, p in enumerate(parts):
        if i == a == b:  # the group is the part's own regex: no wrapping needed
            out.append("(" + lead + p.regex + ")")
            continue
        rx = ("(?:" + p.regex + ")" if "|" in p.regex else p.regex) if p.var is not None or p.regex == ".*?" else p.regex
        out.append(("(" + lead if i == a else "") + rx + (")" if i == b else ""))
    return "^" + "".join(out) + "$"


def _pattern_for(parts: list[Part], j: int) -> str:
    p = parts[j]
    null = f"(?!{T.HIVE_NULL}$)" if p.var and p.var.kind == "key" else ""
    return _span_pattern(parts, j, j, null)


def _name_for(parts: list[Part], j: int, is_folder: bool, parent_literal: str | None) -> tuple[str, int]:
    var = parts[j].var
    assert var is not None
    if var.name:
        return var.name, var.rank
    if var.kind == "timestamp":
        return "timestamp", 3
    if var.kind in ("date8",):
        return "date", 3
    if var.kind == "hash":
        return "hash", 3
    prev = parts[j - 1] if j > 0 else None
    if prev is not None and prev.var is None and prev.glob != "*":
        text = prev.text
        sep = text[-1] if text and text[-1] in T.SEPARATORS else ""
        word = text[:-1] if sep else text
        if word and (word[-1].isalpha()):
            name = prefix_name(word, sep, var.type == "integer")
            if name and not (len(name) == 1 and sep):
                return name, 2
    if is_folder and len(parts) == 1 and parent_literal:
        ctx = folder_context_name(parent_literal)
        if ctx:
            return ctx, 1
    if var.kind == "ident":  # `n01440764`, `PA000001`: named after its letters
        letters = re.match(r"[A-Za-z]+", parts[j].glob)
        if letters:
            return sanitize(letters.group().lower()) + "_id", 1
    if var.type == "integer":
        return "number", 0
    return ("folder" if is_folder else "name"), 0


def analyse(samples: Sequence[str]) -> Analysis:
    """Infer a rule from sample paths. Raises UsageError when there are none."""
    paths = clean_samples(samples)
    if not paths:
        raise UsageError(
            "no sample paths to analyse",
            hint="give sample files or folders, or --paths-from FILE with one path per line",
        )
    total = len(paths)
    if total > MAX_ANALYSED:
        step = total / MAX_ANALYSED
        paths = [paths[int(i * step)] for i in range(MAX_ANALYSED)]
    main, outliers = split_clusters(paths)
    notes: list[str] = []
    if total > MAX_ANALYSED:
        notes.append(f"analysed {MAX_ANALYSED} of {total} samples (every {total / MAX_ANALYSED:.1f}th)")
    return _analyse_group(main, outliers, total, notes)


def _analyse_group(paths: list[str], outliers: list[str], total: int, notes: list[str]) -> Analysis:
    n = len(paths)
    absolute = all(p.startswith("/") for p in paths)
    segs = [[s for s in p.split("/") if s] for p in paths]
    depths = [len(s) for s in segs]
    m, M = min(depths), max(depths)

    # ---- extension shared by all file names
    names = [s[-1] for s in segs]
    ext_lists = [T.ext_parts(x) for x in names]
    common: list[str] = []
    k = 1
    while all(len(e) >= k for e in ext_lists) and len({e[-k].lower() for e in ext_lists}) == 1:
        common.insert(0, ext_lists[0][-k])
        k += 1
    ext = ("." + ".".join(common)) if common else ""
    stems = [x[: len(x) - len(ext)] if ext else x for x in names]
    if any(not s for s in stems):  # e.g. '.gitignore'-like names: keep whole names
        ext, stems = "", names
    ext_p = ext_part([x[len(x) - len(ext):] for x in names]) if ext else None
    ext_p, stems = _pseudo_extension(ext_p, stems, ext_lists)
    kinds = {tuple(e) for e in ext_lists}
    if not common and len(kinds) > 1 and all(ext_lists):
        # one kind written with several extensions: `{eeg,vhdr,vmrk}`
        exts = sorted({"." + ".".join(e) for e in ext_lists})
        ext = exts[0]
        ext_p = Part(glob="{" + ",".join(T.glob_escape(e) for e in exts) + "}",
                     regex="(?:" + "|".join(T.rx_escape(e) for e in exts) + ")", text=".{" + ",".join(e[1:] for e in exts) + "}")
        stems = [x[: len(x) - len("." + ".".join(e))] for x, e in zip(names, ext_lists)]
        if any(not st for st in stems):
            ext, stems, ext_p = "", names, None

    # ---- common leading literal segments (never the file name)
    c = 0
    while c < m - 1 and len({s[c] for s in segs}) == 1:
        c += 1
    fixed = m == M

    # ---- tail models, from the end
    models: list[SegModel] = []  # models[0] = filename
    tmax = m if fixed else m - c
    for t in range(1, tmax + 1):
        if t == 1:
            model = segment_model(stems, n, is_folder=False, ext=ext_p)
        else:
            model = segment_model([s[-t] for s in segs], n, is_folder=True)
        if not fixed and t > 1 and model.heterogeneous:
            break
        models.append(model)
    tail = len(models)

    # ---- year/month/day folders
    _date_folders(models, segs)

    # ---- fields from the tail
    slots: list[_Slot] = []
    for t, model in enumerate(models, start=1):
        is_folder = t > 1
        src = "filename" if t == 1 else f"segment({-t})"
        values = stems if t == 1 else [s[-t] for s in segs]
        full_values = names if t == 1 else values
        parent = None
        if is_folder and t < len(models):
            pp = models[t].parts
            if len(pp) == 1 and pp[0].var is None:
                parent = pp[0].text
        seg_order = M - t
        if model.entity_glob is not None:
            slots.extend(_entity_slots(model, full_values, src, ext_p, seg_order))
            continue
        rx_all = "^" + "".join(("(" + p.regex + ")") if p.var else p.regex for p in model.parts) + "$"
        compiled = re.compile(rx_all)
        cache: dict[str, tuple[str, ...] | None] = {}
        var_idx = [j for j, p in enumerate(model.parts) if p.var]
        per_var: list[list[str | None]] = [[] for _ in var_idx]
        ok = True
        for v in full_values:
            g = cache.get(v, ())
            if g == ():
                mm = compiled.match(v)
                g = mm.groups() if mm else None
                cache[v] = g
            if g is None:
                ok = False
                break
            for q in range(len(var_idx)):
                per_var[q].append(g[q])
        if not ok:  # template does not read back its own values: keep the position, no fields
            model.parts = [var_part(Var("string", r"[^/]+", "string"), "*")]
            continue
        prev_name = None
        for q, j in enumerate(var_idx):
            var = model.parts[j].var
            assert var is not None
            name, rank = _name_for(model.parts, j, is_folder, parent)
            pattern = _pattern_for(model.parts, j)
            if len(model.parts) == 1 and var.kind in FREE_KINDS:
                pattern = None  # the whole segment, whatever it holds
            raw = per_var[q]
            if var.type == "integer" and rank < 3 and prev_name in ("year", "month") and q > 0 \
                    and var_idx[q - 1] == j - 2 and len(model.parts[j - 1].text) == 1:
                top = 12 if prev_name == "year" else 31
                if all(r is not None and 1 <= int(r) <= top for r in raw):  # `2024-03`: year, then month
                    name, rank = ("month" if prev_name == "year" else "day"), 3
            if var.type == "integer" and var.width == 6 and rank < 3 and prev_name == "date" and q > 0 \
                    and var_idx[q - 1] == j - 2 and len(model.parts[j - 1].text) == 1 \
                    and all(r is not None and _is_hhmmss(r) for r in raw):
                # `IMG_20230704_183012`: a clock time after a date, kept as its text (`000105`), and
                # the two as written, one timestamp (`2024-03-01-123456`, a Time Machine snapshot)
                slots.append(_Slot(var, src, pattern, raw, (seg_order, j), "time", "string", name="time", rank=3))
                span = _span_pattern(model.parts, j - 2, j)
                rx_span = re.compile(span)
                stamps = [mm.group(1) if (mm := rx_span.match(v)) else None for v in full_values]
                if all(x is not None for x in stamps):
                    slots.append(_Slot(var, src, span, stamps, (seg_order, j - 2.5), "timestamp", "string",
                                       name="timestamp", rank=3))
                prev_name = "time"
                continue
            prev_name = name
            if var.kind == "timestamp":
                slots.append(_Slot(var, src, pattern, raw, (seg_order, j), "timestamp", "string", name="timestamp", rank=3))
                slots.append(_Slot(var, src, pattern, raw, (seg_order, j), "date", "date", fmt=var.fmt or "%Y%m%d%H%M%S",
                                   name="date", rank=3))
                clock = _clock_slot(var, src, pattern, raw, (seg_order, j))
                if clock is not None:
                    slots.append(clock)
                continue
            slots.append(
                _Slot(var, src, pattern, raw, (seg_order, j), var.kind, var.type, fmt=var.fmt,
                      default_null=var.default_null, name=name, rank=rank)
            )
        slots.extend(_id_and_number(model, src, full_values, seg_order, is_folder))
        slots.extend(_as_written_slots(model, src, full_values, seg_order, is_folder, parent))

    # ---- key=value folders in the varying middle
    if not fixed:
        middle = _middle_key_slots(segs, c, tail)
        slots.extend(middle)
        hive = [s for s in middle if s.kind == "key"]
        if len(hive) >= 2 and any(r is None for s in hive for r in s.raw):
            # partition keys differ between samples: only Python can read keys never seen
            var = Var("key_any", "", "string", name="key_value_folders", rank=4)
            raw = ["/".join(x for x in sg[:-1] if "=" in x) or None for sg in segs]
            slots.append(_Slot(var, "full_path", "", raw, (-1, 0), "key_any", "string",
                               name="key_value_folders", rank=4))

    # ---- combined year/month/day date
    slots.extend(_combined_date(slots))

    # ---- drop duplicates, name uniquely, verify
    slots = _dedupe(slots)
    slots.sort(key=lambda s: s.order)
    names_u = unique_names([sanitize(s.name) for s in slots])
    fields = [
        Field(
            name=nm, type=s.type, source=s.source, pattern=s.pattern, format=s.fmt,
            default_null=s.default_null, kind=s.kind, url_decode=s.var.url_decode, combine=s.combine,
            raw=tuple(s.raw), rank=s.rank,
        )
        for nm, s in zip(names_u, slots)
    ]
    fields = [_fix_combine(f, names_u, slots) for f in fields]

    # ---- glob and structure
    _tighten_name_glob(models[0], stems)
    tail_globs = [mdl.glob for mdl in reversed(models)]
    tail_struct = [_structure(mdl, slots, names_u, t) for t, mdl in reversed(list(enumerate(models, start=1)))]
    if fixed:
        glob_segs = tail_globs
        struct_segs = tail_struct
    else:
        lead = [T.glob_escape(x) for x in segs[0][:c]]
        glob_segs = lead + ["**"] + tail_globs
        struct_segs = segs[0][:c] + ["**"] + tail_struct
        if not lead:
            glob_segs = glob_segs[1:]
    glob = "/".join(glob_segs)
    structure = ("/" if absolute else "") + "/".join(struct_segs)
    glob, fields = _verify(glob, fields, paths, ext_p.glob if ext_p else "", notes)
    rule_name = _rule_name(models, ext, [] if fixed else segs[0][:c])
    return Analysis(
        name=rule_name,
        glob=glob,
        fields=tuple(fields),
        structure=structure,
        samples=tuple(paths),
        outliers=tuple(outliers),
        sample_count=total,
        notes=tuple(notes),
    )


def _id_and_number(model: SegModel, src: str, values: list[str], seg_order: int, is_folder: bool) -> list[_Slot]:
    """A whole segment `p225`, `PA000001`, `n01440764` (letters glued to a number) is an identifier
    as written *and* a number; whichever of the two the path's owner means, the rule has it."""
    ps = model.parts
    ext = ""
    if not is_folder and ps and ps[-1].var is None and ps[-1].text.startswith("."):
        ext, ps = ps[-1].regex, ps[:-1]
    if len(ps) == 2 and ps[0].var is None and re.fullmatch(r"[A-Za-z]{1,3}", ps[0].text) \
            and ps[1].var is not None and ps[1].var.kind == "int":
        pattern = "^(" + ps[0].regex + ps[1].regex + ")" + ext + "$"
        name, kind, typ = sanitize(ps[0].text.lower()) + "_id", "ident", "string"
    elif len(ps) == 1 and ps[0].var is not None and ps[0].var.kind == "ident":
        m = re.match(r"^\[A-Za-z\]\+(.+)$", ps[0].regex)
        letters = re.match(r"[A-Za-z]+", values[0])
        if not m or not letters:
            return []
        pattern = "^[A-Za-z]+(" + m.group(1) + ")" + ext + "$"
        name, kind, typ = (prefix_name(letters.group(), "", True) or "number"), "int", "integer"
    else:
        return []
    rx = re.compile(pattern)
    raw: list[str | None] = []
    for v in values:
        mm = rx.match(v)
        if not mm:
            return []
        raw.append(mm.group(1))
    return [_Slot(Var(kind, "", typ), src, pattern, raw, (seg_order, 900), kind, typ, name=name, rank=2)]


# values read whole on their own: a run holding one is no compound name (`numpy-1.26.4-py39h…`)
_WHOLE_KINDS = ("version", "clock", "dotted", "date", "date8", "dmy", "timestamp", "uuid", "hash", "year")


def _as_written_slots(model: SegModel, src: str, values: list[str], seg_order: int, is_folder: bool,
                      parent: str | None) -> list[_Slot]:
    """Values the template cuts into pieces that a listing's owner may mean whole, as written,
    each offered as one more field beside its pieces:

    - a run of variables joined by one-character separators (`us-east-1`, `ABC-12`,
      `01 Januar`, a run folder `200425_NB501234_0105_F2G00TC7H`) with a word among them. In a
      file name only `-` joins (an `_` separates fields there), and only a run bounded by other
      delimiters (`ABC-12_S3_…`; not the whole stem `1-100032-A-0`, not `web-03` in `app-web-03`);
    - numbers glued to letters in turn (`S01E05`, `h18v04`, `r1i1p1f1`): the code;
    - a number glued to constant letters, two or more or capitals (`LC08`, `T1`, `cp311`,
      `L001`), between delimiters (`g01`, `c1`, `z005` stay numbers);
    - a piece between multi-character delimiters (`CAM_FRONT` in `…__CAM_FRONT__…`) or between
      the field delimiters of a ragged name (`py39he310275_3` in `numpy-1.26.4-py39he310275_3`);
    - a folder that is a constant label and one word (`site_A`, `CAM_FRONT`, `TCGA-BRCA`).
    """
    ps = model.parts
    if model.entity_glob is not None or len(ps) < 2:
        return []
    body = len(ps)
    if not is_folder and ps[-1].var is None and ps[-1].text.startswith("."):
        body -= 1  # the extension
    spans: list[tuple[int, int, str, float, str]] = []  # (first part, last part, name, order, lead letters)

    def is_lit(q: Part) -> bool:
        return q.var is None and q.glob != "*" and bool(q.text)

    def joins(q: Part) -> str | None:
        """'sep' for a one-character separator join, 'glue' for letters glued between numbers."""
        if not is_lit(q) or q.strong:
            return None
        if len(q.text) == 1 and q.text in (T.SEPARATORS if is_folder else "-"):
            return "sep"
        if q.text.isalnum() and q.text.isascii() and not q.text.isdigit():  # `E` in S01E05, `i1p1f`
            return "glue"
        return None

    stops = T.SEPARATORS if is_folder else T.SEPARATORS.replace("-", "")

    def starts_clean(i: int, lead: str, at: str = stops) -> bool:
        """Whether `lead` at the end of literal part i begins at a delimiter (or the name's start)."""
        before = ps[i].text[: len(ps[i].text) - len(lead)]
        return before[-1] in at if before else (i == 0 or ps[i - 1].strong)

    j = 0
    while j < body:
        if ps[j].var is None:
            j += 1
            continue
        k = j
        kinds: set[str] = set()
        while k + 2 < body and ps[k + 2].var is not None:
            how = joins(ps[k + 1])
            if how is None or (how == "glue" and not (ps[k].var.type == "integer" and ps[k + 2].var.type == "integer")):
                break
            kinds.add(how)
            k += 2
        if k > j:
            lead = ""
            left = ps[j - 1] if j > 0 else None
            if "glue" in kinds and left is not None and is_lit(left):
                ml = re.search(r"[A-Za-z]+$", left.text)
                if ml and ml.group().isascii() and starts_clean(j - 1, ml.group()):
                    lead = ml.group()
            right = ps[k + 1] if k + 1 < body else None
            left_ok = left is None or left.strong or (is_lit(left) and (
                starts_clean(j - 1, lead) if lead else left.text[-1] in stops))
            right_ok = right is None or right.strong or (is_lit(right) and right.text[0] in stops)
            run = [ps[q].var for q in range(j, k + 1, 2)]
            if "glue" in kinds:
                if lead and left_ok and right_ok and kinds == {"glue"}:
                    spans.append((j, k, "code", j - 0.5, lead))
            elif left_ok and right_ok and (is_folder or left is not None or right is not None) \
                    and any(v is not None and v.kind in FREE_KINDS for v in run) \
                    and not any(v is not None and v.kind in _WHOLE_KINDS for v in run):
                name, rank = _name_for(ps, j, is_folder, parent)
                if rank not in (1, 2):  # a prefix or a plural parent names the run, not its first value's type
                    name = "folder" if is_folder else "name"
                spans.append((j, k, name, j - 0.5, ""))
        j = k + 1
    for j in range(1, body):
        p, prev = ps[j], ps[j - 1]
        if p.var is None or p.var.kind != "int" or not is_lit(prev):
            continue
        m = re.search(r"[A-Za-z]{1,3}$", prev.text)
        if not m or not m.group().isascii() or not starts_clean(j - 1, m.group(), T.SEPARATORS):
            continue
        letters = m.group()
        if len(letters) < 2 and not letters.isupper():
            continue
        nxt = ps[j + 1] if j + 1 < len(ps) else None
        if nxt is not None and (not is_lit(nxt) or nxt.text[0] not in T.SEPARATORS):
            continue
        spans.append((j, j, letters.lower() + "_id", j + 0.5, letters))
    # pieces between strong delimiters
    cuts = [-1] + [i for i in range(body) if ps[i].strong] + [body]
    if len(cuts) > 2:
        for lo, hi in zip(cuts, cuts[1:]):
            lo, hi = lo + 1, hi - 1
            if hi > lo and any(q.var is not None for q in ps[lo: hi + 1]):
                spans.append((lo, hi, "folder" if is_folder else "name", lo - 0.5, ""))
    # a folder: a constant label and one free word
    if is_folder and body == len(ps):
        vs = [i for i, q in enumerate(ps) if q.var is not None]
        v0 = ps[vs[0]].var if len(vs) == 1 else None
        label = v0 is not None and (v0.kind in FREE_KINDS or (v0.kind == "entity" and v0.type == "string"
                                                                and not ps[0].text.islower()))
        if label and all(is_lit(q) for i, q in enumerate(ps) if i != vs[0]):
            name, _ = _name_for(ps, vs[0], is_folder, parent)
            spans.append((0, len(ps) - 1, (name if name not in ("folder", "name") else "label") + "_folder",
                          vs[0] + 0.5, ""))
        # an identifier folder: an upper-case label and a zero-padded number (`LIDC-IDRI-0001`,
        # `CASE_007`), or a name built of several values (`TCGA_CS_4941_19960909`, `2024-03-01
        # 12.00.00 Team meeting`): the folder as written, beside its pieces
        lits = "".join(q.text for q in ps if q.var is None)
        padded_id = len(vs) == 1 and ps[vs[0]].var.kind == "int" and ps[vs[0]].var.width is not None \
            and vs[0] == len(ps) - 1 and re.fullmatch(r"[A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)*[-_]?", lits) is not None
        several = len(vs) >= 2 and (any(c.isalpha() for c in lits) or any(ps[i].var.kind in FREE_KINDS for i in vs))
        if padded_id or several:
            first_lit = re.match(r"[A-Za-z]+", lits) if ps[0].var is None else None
            name = sanitize(first_lit.group().lower(), fallback="") + ("_id" if padded_id else "_folder") \
                if first_lit else "folder_name"
            spans.append((0, len(ps) - 1, name, vs[0] + 0.5, ""))
    out = []
    seen: set[tuple[int, int, str]] = set()
    for a, b, name, order, lead in spans:
        if (a, b, lead) in seen:
            continue
        seen.add((a, b, lead))
        pat = [q.regex if q.var is None and q.regex != ".*?" else ("(?:" + q.regex + ")" if "|" in q.regex else q.regex)
               for q in ps]
        if lead:  # letters at the end of the literal before the span join the group
            pat[a - 1] = T.rx_escape(ps[a - 1].text[: len(ps[a - 1].text) - len(lead)])
            pat[a] = "(" + T.rx_escape(lead) + pat[a]
        else:
            pat[a] = "(" + pat[a]
        pat[b] = pat[b] + ")"
        pattern = "^" + "".join(pat) + "$"
        cre = re.compile(pattern)
        raw: list[str | None] = []
        for v in values:
            mm = cre.match(v)
            if not mm:
                raw = []
                break
            raw.append(mm.group(1))
        if raw and raw not in [o.raw for o in out]:
            out.append(_Slot(Var("ident", "", "string"), src, pattern, raw, (seg_order, order), "ident", "string",
                             name=name, rank=1))
    return out


def _is_hhmmss(text: str) -> bool:
    return len(text) == 6 and text.isdigit() and int(text[:2]) < 24 and int(text[2:4]) < 60 and int(text[4:]) < 62


def _entity_slots(model: SegModel, values: list[str], src: str, ext: Part | None, seg_order: int) -> list[_Slot]:
    out = []
    for idx, ent in enumerate(model.entities):
        pattern = f"(?:^|_){T.rx_escape(ent.key)}-({ent.value_regex})(?=[_.]|$)"
        rx = re.compile(pattern)
        raw: list[str | None] = []
        for v in values:
            mm = rx.search(v)
            raw.append(mm.group(1) if mm else None)
        var = Var("entity", ent.value_regex, ent.type, name=key_name(ent.key), rank=4)
        out.append(_Slot(var, src, pattern, raw, (seg_order, idx), "entity", ent.type,
                         default_null=ent.optional, name=key_name(ent.key), rank=4))
    if model.entity_suffix is not None:
        sv = model.entity_suffix
        pattern = f"_({sv.regex}){ext.regex if ext else ''}$"
        rx = re.compile(pattern)
        raw = []
        for v in values:
            mm = rx.search(v)
            raw.append(mm.group(1) if mm else None)
        if all(r is not None for r in raw):
            out.append(_Slot(sv, src, pattern, raw, (seg_order, 999), "suffix", "string", name="suffix", rank=2))
    return out


def _middle_key_slots(segs: list[list[str]], c: int, tail: int) -> list[_Slot]:
    """key=value (and BIDS key-value) folders anywhere in the varying middle, by key."""
    found: dict[tuple[str, str], list[str]] = {}
    order: dict[tuple[str, str], int] = {}
    for s in segs:
        for i, seg in enumerate(s[c: len(s) - tail]):
            mh = T.HIVE_RX.match(seg)
            if mh:
                key = (mh.group(1), "=")
                found.setdefault(key, []).append(mh.group(2))
                order.setdefault(key, c + i)
                continue
            mk = T.KV_PIECE_RX.match(seg)
            if mk:
                key = (mk.group(1), "-")
                found.setdefault(key, []).append(mk.group(2))
                order.setdefault(key, c + i)
    out = []
    n = len(segs)
    for (key, sep), vals in found.items():
        if sep == "-" and (len(vals) < 2 or not T.is_entity_slot(key, vals)):
            continue  # `cdf-table` is a name, `sub-01`/`sub-02` are entities
        if sep == "=":
            var = hive_var(key, vals)
            pattern = f"(?:^|/){T.rx_escape(key)}=((?!{T.HIVE_NULL}/){var.regex})/"
        else:
            typ = "integer" if all(v.isdigit() for v in vals) else "string"
            var = Var("entity", r"\d+" if typ == "integer" else "[^/]+", typ, name=key_name(key), rank=4,
                      default_null=len(vals) < n)
            pattern = f"(?:^|/){T.rx_escape(key)}-({var.regex})/"
        rx = re.compile(pattern)
        raw: list[str | None] = []
        for s in segs:
            mm = rx.search("/".join(s) + "/")
            raw.append(mm.group(1) if mm else None)
        out.append(_Slot(var, "full_path", pattern, raw, (order[(key, sep)], 0), "key" if sep == "=" else "entity",
                         var.type, default_null=True if sep == "=" else var.default_null, name=var.name or key,
                         rank=4))
    return out


def _date_folders(models: list[SegModel], segs: list[list[str]]) -> None:
    """Name year / month / day folders (a year folder followed by 1-12 and 1-31 folders)."""
    def single_int(model: SegModel) -> Var | None:
        if len(model.parts) == 1 and model.parts[0].var and model.parts[0].var.type == "integer":
            return model.parts[0].var
        return None

    for t in range(len(models) - 1, 0, -1):  # t = index into models; folder at -(t+1)
        yv = single_int(models[t])
        if not yv or yv.kind != "year":
            continue
        if t - 1 >= 1:
            mv = single_int(models[t - 1]) or _as_int_folder(models[t - 1], segs, t)
            vals = [s[-t] for s in segs]
            if mv and all(v.isdigit() and 1 <= int(v) <= 12 for v in vals):
                mv.name, mv.rank = "month", 3
                models[t - 1].parts = [var_part(mv, models[t - 1].parts[0].glob if models[t - 1].parts[0].var else "??")]
                if t - 2 >= 1:
                    dv = single_int(models[t - 2]) or _as_int_folder(models[t - 2], segs, t - 1)
                    dvals = [s[-(t - 1)] for s in segs]
                    if dv and all(v.isdigit() and 1 <= int(v) <= 31 for v in dvals):
                        dv.name, dv.rank = "day", 3
                        models[t - 2].parts = [var_part(dv, models[t - 2].parts[0].glob if models[t - 2].parts[0].var else "??")]


def _as_int_folder(model: SegModel, segs: list[list[str]], t: int) -> Var | None:
    """A constant numeric folder under a year folder is still a month/day variable."""
    if len(model.parts) == 1 and model.parts[0].var is None and model.parts[0].text.isdigit():
        w = len(model.parts[0].text)
        return Var("int", rf"\d{{{w}}}" if w == 2 else r"\d+", "integer", width=w)
    return None


def _combined_date(slots: list[_Slot]) -> list[_Slot]:
    by = {s.var.name: s for s in slots if s.var.name in ("year", "month", "day") and s.source.startswith("segment")}
    if len(by) != 3:
        return []
    y, mo, d = by["year"], by["month"], by["day"]
    raw: list[str | None] = []
    for a, b, cc in zip(y.raw, mo.raw, d.raw):
        try:
            raw.append(f"{int(a):04d}-{int(b):02d}-{int(cc):02d}" if a and b and cc else None)  # type: ignore[arg-type]
        except ValueError:
            raw.append(None)
    var = Var("date", "", "date", name="date", rank=3)
    return [_Slot(var, "full_path", "", raw, (d.order[0], d.order[1] + 1), "date", "date", name="date",
                  rank=3, combine=("year", "month", "day"))]


def _fix_combine(f: Field, names: list[str], slots: list[_Slot]) -> Field:
    if not f.combine:
        return f
    real = []
    for want in f.combine:
        for nm, s in zip(names, slots):
            if s.var.name == want and not s.combine:
                real.append(nm)
                break
    return replace(f, combine=tuple(real), pattern=None)


def _dedupe(slots: list[_Slot]) -> list[_Slot]:
    """Drop a field that repeats another's text on every sample (`Class/v_Class_g01.avi`)."""
    kept: list[_Slot] = []
    sigs: dict[tuple, _Slot] = {}
    for s in sorted(slots, key=lambda s: (-s.rank, s.default_null, s.source == "full_path", s.order)):
        if s.combine or s.kind == "key_any" or s.kind in ("timestamp", "date") and s.fmt:
            kept.append(s)
            continue
        sig = (s.type, tuple(None if r is None else r.lower() for r in s.raw))
        if sig in sigs and any(r is not None for r in s.raw):
            continue
        sigs[sig] = s
        kept.append(s)
    return kept


_PRE_RELEASE_RX = re.compile(r"\d" + T.PRE_RELEASE_TAG)  # a pre-release tag right after a number
JUNK_LEADS = ".~"  # `._x.jpg` (macOS AppleDouble), `.~lock`, `~$x.xlsx` (Office lock files)


_DT_RX_SPLIT = re.compile(r"^(\\d\{4\}(\\?[-_.])\\d\{2\}\2\\d\{2\})(\\?[T_ -])(\\d\{2\}.*?)(Z?)$")


def _clock_slot(var: Var, src: str, pattern: str | None, raw: list[str | None], order: tuple) -> "_Slot | None":
    """A date-time written with separators (`2024-03-01 12.00.00 Team meeting`) also gives its
    clock time as written (`12.00.00`), the way a 14-digit timestamp does not: there the time is
    no part a reader sees on its own."""
    if not pattern or not var.fmt or "%H" not in var.fmt:
        return None
    m = _DT_RX_SPLIT.match(var.regex)
    if m is None or f"({var.regex})" not in pattern:
        return None
    time_pattern = pattern.replace(f"({var.regex})", f"{m.group(1)}{m.group(3)}({m.group(4)}){m.group(5)}", 1)
    rx = re.compile(time_pattern)
    times = [None if r is None else (mm.group(1) if (mm := rx.search(r)) else None) for r in raw]
    return _Slot(var, src, time_pattern, times, (order[0], order[1] + 0.25), "time", "string", name="time", rank=3)


def _tighten_name_glob(model: SegModel, stems: list[str]) -> None:
    """Say at the edges of the file name's free `*`s what every sample shows there, so the files
    that sit beside the samples stay out: a number ending the name ends in a digit
    (`frame_*[0-9].png` leaves `frame_1_depth.png` out), and a name that no sample starts with `.`
    or `~` does not start with one (`[!.~]*_*.xlsx` leaves the lock file `~$sales_Jan.xlsx` and
    the AppleDouble `._x.jpg` out; a leading number starts with a digit). Only the glob changes;
    the fields' patterns already say as much."""
    if model.entity_glob is not None or not model.parts:
        return
    parts = model.parts
    vars_ = [j for j, p in enumerate(parts) if p.var is not None]
    if not vars_:
        return
    last = vars_[-1]
    # the number nearest the extension (where `_mask`, `_depth`, `-sources` get added), when it is
    # set off by a separator: glued to letters (`chr1`) it may be a code (`chrX`)
    tail_int = parts[last].var.kind == "int" and parts[last].glob == "*" and \
        (last == 0 or (parts[last - 1].var is None and parts[last - 1].text[-1:] in T.SEPARATORS))
    if tail_int:
        parts[last].glob = "*[0-9]"
    elif parts[last].var.kind == "version" and parts[last].glob.endswith(".*") \
            and not any(_PRE_RELEASE_RX.search(s) for s in stems):
        parts[last].glob += "[0-9]"  # `*-*.*.*[0-9].jar` leaves `…-1.0.4-sources.jar` out
    first = parts[0]
    if first.var is None or not first.glob.startswith("*") or any(s[:1] in JUNK_LEADS for s in stems if s):
        return
    if first.var.kind != "int":
        first.glob = f"[!{JUNK_LEADS}]" + first.glob
    elif not tail_int or last != 0:
        first.glob = "[0-9]*"
    # a name that is one number keeps `*[0-9]`: `[0-9]*[0-9]` would refuse the `7.png` of a tile
    # set whose samples happen to hold two digits or more


def _structure(model: SegModel, slots: list[_Slot], names: list[str], t: int) -> str:
    src = "filename" if t == 1 else f"segment({-t})"
    mine = [(s, nm) for s, nm in zip(slots, names) if s.source == src]
    if model.entity_glob is not None:
        bits = []
        by_key = {}
        for s, nm in mine:
            if s.kind == "entity":
                key = re.match(r"\(\?:\^\|_\)(.+?)-\(", s.pattern)
                by_key[key.group(1).replace("\\", "") if key else nm] = (s, nm)
        for ent in model.entities:
            if ent.key in by_key:
                s, nm = by_key[ent.key]
                text = f"{ent.key}-{{{nm}{_tsuffix(s.type)}}}"
            else:  # read elsewhere (its folder): shown, not repeated as a field
                text = f"{ent.key}-*"
            bits.append(f"[_{text}]" if ent.optional else f"_{text}")
        sfx = next((nm for s, nm in mine if s.kind == "suffix"), None)
        body = "".join(bits).lstrip("_")
        if body.startswith("[_"):
            body = "[" + body[2:]
        tailtxt = f"_{{{sfx}}}" if sfx else ""
        if not sfx:
            m = re.search(r"_([^_*]+)$", model.entity_glob)
            tailtxt = f"_{m.group(1)}" if m and "-" not in m.group(1) else ""
        return body + tailtxt + "".join(p.text for p in model.parts)
    out = []
    for j, p in enumerate(model.parts):
        if p.var is None:
            out.append(p.text if p.glob != "*" else "*")
            continue
        found = [(s, nm) for s, nm in mine if s.order[1] == j]
        match = [nm for _, nm in found]
        label = match[0] if match else "*"
        typ = found[0][0].type if found and p.var.kind != "timestamp" else "string"
        out.append(f"{{{label}{_tsuffix(typ)}}}" if match else "*")
    return "".join(out)


def _tsuffix(typ: str) -> str:
    return {"integer": ":int", "date": ":date", "uuid": ":uuid"}.get(typ, "")


def _verify(glob: str, fields: list[Field], paths: list[str], ext: str, notes: list[str]) -> tuple[str, list[Field]]:
    """Make sure the glob matches every analysed sample and each field reads every sample."""
    from pathfinder.engine.globs import compile_glob

    try:
        cg = compile_glob(glob)
        bad = [p for p in paths if not cg.match(p)]
    except Exception:  # pragma: no cover - a generated glob the engine refuses
        bad = paths
    if bad:
        fallback = "**/*" + ext if ext else "**/*"
        notes.append(f"glob {glob!r} did not match {len(bad)} samples; using {fallback!r}")
        glob = fallback
    kept = []
    probe = paths if len(paths) <= 2000 else paths[:: max(1, len(paths) // 2000)]
    for f in fields:
        if f.combine or f.kind == "key_any":
            kept.append(f)
            continue
        rx = re.compile(f.pattern or "")
        good = True
        for p in probe:
            segs = [s for s in p.split("/") if s]
            src = p if f.source == "full_path" else (segs[-1] if f.source == "filename" else _seg(segs, f.source))
            if src is None or (not rx.search(src) and not f.default_null):
                good = False
                break
        if good:
            kept.append(f)
        else:
            notes.append(f"field {f.name!r} dropped: its pattern does not read every sample")
    return glob, kept


def _seg(segs: list[str], source: str) -> str | None:
    k = int(source[len("segment("):-1])
    try:
        return segs[k]
    except IndexError:
        return None


# folder names that say nothing about the files in them (skipped in rule names when the file
# name has words of its own)
GENERIC_FOLDERS = frozenset(
    "data dataset datasets files file raw_data input inputs output outputs out in tmp temp home mnt srv "
    "var opt users share shared storage export exports downloads test tests src".split()
)


def _rule_name(models: list[SegModel], ext: str, lead: list[str]) -> str:
    """A rule name from the most specific constant words: the nearest constant folder, the file
    name's constant words (`CC-NEWS-`, `v_`, the BIDS suffix `bold`), then the extension.

    `ApplyEyeMakeup/v_ApplyEyeMakeup_g01_c01.avi` -> `v_avi`, `images/task-ne/DJI_..._D.JPG` ->
    `images_dji_jpg`, `ds001/sub-01/func/sub-01_task-x_bold.nii.gz` -> `func_bold_nii`.
    """
    fn = models[0]
    file_words: list[str] = []
    if fn.entity_glob is not None:
        m = re.search(r"_([A-Za-z][A-Za-z0-9]*)$", fn.entity_glob)
        if m:
            file_words.append(m.group(1))
    else:
        parts = fn.parts[:-1] if ext and fn.parts and fn.parts[-1].var is None and fn.parts[-1].text.startswith(".") \
            else fn.parts
        found: list[tuple[int, str]] = []  # (position, word)
        for i, p in enumerate(parts):
            if p.var is None and p.glob != "*":
                found.extend((i, w) for w in re.findall(r"[A-Za-z]+", p.text))
        long = [w for _, w in found if len(w) >= 2]
        if long:
            file_words = long[:2]
        elif found and found[0][0] == 0:  # only a one-letter prefix (`v_`): still the file's own mark
            file_words = [found[0][1]]
    folder = None
    for mdl in models[1:]:  # nearest constant folder first
        if len(mdl.parts) == 1 and mdl.parts[0].var is None and mdl.parts[0].glob != "*":
            folder = mdl.parts[0].text
            break
    if folder is None and lead:  # depth varies: the last shared leading folder
        folder = lead[-1]
    words: list[str] = []
    low = {w.lower() for w in file_words}
    if folder and file_words and folder.lower() in GENERIC_FOLDERS:
        folder = None  # `data/…/readings.csv` -> `readings_csv`: the file's own word says more
    if folder and re.search(r"[A-Za-z]", folder):
        fw = sanitize(folder, fallback="")
        if fw and not set(fw.split("_")) <= low:
            words.append(fw)
    words.extend(file_words)
    ext_bits = [e for e in ext.strip(".").split(".") if e and not any(ch.isdigit() for ch in e)]
    while len(ext_bits) > 1 and ext_bits[-1].lower() in COMPRESSION:
        ext_bits.pop()
    ext_word = ext_bits[-1].strip("{}").split(",")[0] if ext_bits else ""
    have = {x for w in words for x in sanitize(w, fallback="").split("_")}
    if ext_word and ext_word.lower() not in have and ext_word.lower() + "s" not in have:
        words.append(ext_word)
    name = sanitize("_".join(words), fallback="paths")
    return name[:48].rstrip("_") or "paths"
