"""Stage 2, column typing: the distinct values of one aligned chunk column become template
parts (a date, a zero-padded number, a UUID, a version, letters glued to numbers, free words); a date or
a time in a standard form is `date_parts`' part.
"""
from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import unquote

import pathfinder.analysis.tokens as T
from pathfinder.analysis.chains import index_chain_parts
from pathfinder.analysis.codes import (barcode_and_code, id_family_glob, keyed_value, letter_code_and_number,
                                       lettered_items, number_then_code, number_with_part_letter, optional_letters,
                                       word_and_number)
from pathfinder.analysis.digit_runs import padded_runs
from pathfinder.analysis.date_parts import (
    CLOCK_RX, MONTH_YEAR_RX, cjk_date_parts, clock_part, datetime_part, dmy_part, iso_basic_part, month_year_parts, ymd_part,
)
from pathfinder.analysis.date_forms import other_date_form
from pathfinder.analysis.number_names import named_code
from pathfinder.analysis.durations import elapsed_parts
from pathfinder.analysis.stamps import book_number, calendar_stamp, compact_instant, epoch_stamp, instant_after_letters
from pathfinder.analysis.naming import key_name
from pathfinder.analysis.written_numbers import number_as_written
from pathfinder.analysis.keyed_runs import keyed_runs
from pathfinder.analysis.tiles import tile_address
from pathfinder.analysis.parts import (
    ENUM_MAX, FEW_SAMPLES, Part, Var, VarKind, lit, merge_literals, var_part, year_part,
)

def _fixed_width(values: list[str]) -> int | None:
    """The values' common length, or None."""
    w = len(values[0])
    return w if all(len(v) == w for v in values) else None


def _int_var(values: list[str], n: int) -> Part:
    """A number; its width is kept only when it is a format, not an accident of the samples."""
    w = _fixed_width(values)
    padded = any(len(v) > 1 and v[0] == "0" for v in values)
    if w and padded and _width_is_format(values, w):
        return var_part(Var(VarKind.INT, rf"\d{{{w}}}" if w > 1 else r"\d", "integer", width=w), "?" * w)
    if w and padded:  # ids that will grow (`mission_042` has a `mission_1000` sibling): any width
        return var_part(Var(VarKind.INT, r"\d+", "integer", width=w), "*")
    return var_part(Var(VarKind.INT, r"\d+", "integer"), "*")


def _width_is_format(values: list[str], w: int) -> bool:
    """Two padded digits (a month, an hour, a lane) or calendar digits keep their width; longer
    padded numbers, and two digits past 59, are counters and ids, which outgrow their padding: four
    digits from `0` are a counter or a version written without dots (`0101`, `0110`), not a YYMM of 2000-09."""
    if w <= 2:  # past 59 no clock or calendar part: a counter (`_00` … `_99` has a `_100` sibling)
        return w == 1 or max(int(v) for v in values) <= 59
    return all(_calendar_digits(v) and not (w == 4 and v.startswith("0")) for v in values)


def is_family_member(v: str) -> bool:
    """A constant digit run that names one member of a numbered family (`run_0007`, `speaker 103`),
    so siblings differ there; one or two plain digits (`ESC-50`, `x86_64`) are part of a name."""
    return v.isdigit() and v.isascii() and ((len(v) >= 2 and v[0] == "0") or len(v) >= 3)


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
    # a year-month, a date or a clock time (`202401`, `2403`, `240301`) is one number
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
    runs = padded_runs(runs)
    if len(runs) == 1:
        a, b = runs[0]
        prefix = values[0][:a]
        # one varying run: a plain (zero-padded) number, unless the constant lead is itself
        # zero-padded sub-fields (`00100100` + z)
        if b != w or not re.match(r"^0+[1-9]+0+[1-9]", prefix):
            return None
    parts: list[Part] = []
    pos = 0
    for a, b in runs:
        if a > pos:
            parts.append(lit(values[0][pos:a]))
        k = b - a
        parts.append(var_part(Var(VarKind.INT, rf"\d{{{k}}}" if k > 1 else r"\d", "integer", width=k), "?" * k))
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
    """Cut a common suffix back to a letter/digit boundary (the mirror of `_trim_prefix`) or a `T.case_variant_hump`."""
    while s:
        cls = T.char_class(s[0])
        if cls == "o":
            return s
        if any(r and T.char_class(r[-1]) == cls for r in rests) and not T.case_variant_hump(s, rests):
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
        return datetime_part(v)
    if T.is_ymd(v):
        return ymd_part(v[4])
    if T.is_timestamp14(v):
        return var_part(Var(VarKind.TIMESTAMP, r"\d{14}", "string", width=14), "?" * 14)
    if T.is_iso_basic(v):
        return iso_basic_part([v])
    if T.is_date8(v):
        return var_part(Var(VarKind.DATE8, r"\d{8}", "date", width=8), "?" * 8)
    if whole_folder and T.is_year(v):
        return year_part()
    if T.DOTTED_RX.match(v) and T.dotted_kind([v]) == "uid":  # a DICOM UID names one study of many
        return _dotted_part([v])
    if T.is_hex_id(v) and any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and len(v) >= 8 \
            and not T.letter_then_digits(v):
        return var_part(Var(VarKind.HASH, rf"[0-9a-fA-F]{{{len(v)}}}", "string", width=len(v)), "?" * len(v))
    m = T.DMY_RX.match(v)
    if m:
        parts = dmy_part([v], m.group(2))
        if parts:
            return parts
    # with few samples a shared number is still data; so is an id, or a folder that is one number
    if v.isdigit() and (n < FEW_SAMPLES or is_family_member(v) or whole_folder):
        return _int_var([v], n)
    return None


_NUMBER_LABEL_RX = re.compile(r"^(\d{3,})([A-Z]{2,8})$")


def _glued_constant(v: str, n: int) -> list[Part] | None:
    """`c03` shared by a few samples, or `L001`, `p244`, `sub05`, `PAT30730` by any: a prefix and a
    number, not a literal; so is a counter glued before a capital label (a camera's `100CANON`)."""
    m = _NUMBER_LABEL_RX.match(v)
    if m:
        return [_int_var([m.group(1)], n), lit(m.group(2))]
    m = re.match(r"^([A-Za-z]{1,5})(\d{2,})$", v)
    if not m or not _glued_member(m.group(1), m.group(2), n):
        return None
    if T.is_date8(m.group(2)):  # a letter before a date (`D20210831`, `C20211223`): the date is one of many
        return [lit(m.group(1)), typed_constant(m.group(2), n, False)]  # type: ignore[list-item]
    return [lit(m.group(1)), _int_var([m.group(2)], n)]


_YEAR_UNIT_RX = re.compile(r"^((?:19|20)\d\d)([^\W\d_]{1,4})$")


def _year_with_unit(v: str) -> list[Part] | None:
    """A year glued to a unit word (`2022年度`, a fiscal year): one year of many."""
    m = _YEAR_UNIT_RX.match(v)
    if not m:
        return None
    return [year_part(), lit(m.group(2))]


def _glued_member(letters: str, digits: str, n: int) -> bool:
    """Whether a word glued to a number names one member of a numbered family: a short key with
    any number of a few samples, or with a padded or 3+ digit one (`c03`, `L001`, `p244`); a longer
    word with a zero-padded or 5+ digit number (`sub05`, `run0007`, `PAT30730`).
    Why: `sha256`, `GTX1080`, `Win10` are names, their digits part of the word."""
    if named_code(letters + digits):
        return False
    if len(letters) <= 2:
        return n < FEW_SAMPLES or is_family_member(digits)
    return (len(digits) >= 2 and digits[0] == "0") or len(digits) >= 5


_INTERLEAVED_CODE_RX = re.compile(r"^(?=.*\d[A-Z]+\d)[0-9A-Z]{6,}$")


def _code_constant(v: str) -> Part | None:
    """Capitals and digits interleaved (`F2G00TC7H`, a flowcell or a tile): one code of many."""
    if not v.isascii() or not _INTERLEAVED_CODE_RX.match(v):
        return None
    return var_part(Var(VarKind.ALNUM, r"[0-9A-Z]+", "string"), "*")


def _uuid_part() -> Part:
    """A UUID in any case: one field of type uuid."""
    h = "[0-9a-fA-F]"
    rx = f"{h}{{8}}-{h}{{4}}-{h}{{4}}-{h}{{4}}-{h}{{12}}"
    return var_part(Var(VarKind.UUID, rx, "uuid", name="uuid", rank=3), "????????-????-????-????-????????????")


def column_parts(values: list[str], n: int, whole_folder: bool = False, depth: int = 0,
                 whole_name: bool = False) -> list[Part]:
    """Parts describing one aligned chunk column (its distinct values); `whole_name`: the column is the
    whole name (folder, or file name without its extension), nothing glued before or after it."""
    distinct = sorted(set(values))
    chain = index_chain_parts(distinct)
    if chain:
        return chain
    if (glued := instant_after_letters(distinct)) is not None:
        return glued
    if len(distinct) == 1:
        v = distinct[0]
        if T.SEMVER_RX.match(v) or MONTH_YEAR_RX.match(v):  # a release or a month (`Jul2020`) names one of many
            return varying_parts(distinct, n, whole_folder, depth, whole_name)
        typed = typed_constant(v, n, whole_folder) or _code_constant(v)
        if typed:
            return [typed]
        cjk = cjk_date_parts(distinct)
        if cjk:
            return cjk
        # a shared time in units is one time point of a series inside a longer name; a whole folder or name
        # (`10h/` of a corpus's subsets) names its subset
        timed = not (whole_folder or whole_name) and elapsed_parts(distinct, constant=True)
        return _glued_constant(v, n) or _year_with_unit(v) or timed or [lit(v)]
    return varying_parts(distinct, n, whole_folder, depth, whole_name)


_VERSION_SUFFIX_RX = re.compile(r"^(\d+)(?:v(\d+))?$")


def _version_suffix(distinct: list[str], n: int) -> list[Part] | None:
    """A `v<N>` glued after a number is that item's version (arXiv `2403.01234v2`, `report_17v3`);
    a name without one is the same item unversioned, so the version is optional (null) even when
    every sample has one."""
    found = [_VERSION_SUFFIX_RX.match(v) for v in distinct]
    if not all(found) or all(m.group(2) is None for m in found):  # type: ignore[union-attr]
        return None
    num = _int_var([m.group(1) for m in found], n)  # type: ignore[union-attr]
    version = Var(VarKind.INT, r"\d+", "integer", name="version", rank=3, default_null=True)
    return [replace(num, glob="*"), Part(glob="", regex="(?:v", text="v"), var_part(version, ""),
            Part(glob="", regex=")?", text="")]


def _dotted_part(distinct: list[str]) -> Part:
    """Dot-separated numbers read whole (a DICOM UID, an IP address); the glob keeps the shared
    leading numbers (`1.3.6.1.4.1.14519.5.2.1.6279.6001.*`)."""
    counts = {v.count(".") for v in distinct}
    dots = counts.pop() if len(counts) == 1 else None
    kind = T.dotted_kind(distinct)
    one_uid = kind == "uid" and len(distinct) == 1
    if one_uid:  # one UID shows its arc, not its organisation's root, nor how many numbers its siblings have
        dots = None
    rx = r"\d+(?:\.\d+)" + (f"{{{dots}}}" if dots else "+")
    if one_uid:
        glob = ".".join(distinct[0].split(".")[:3]) + ".*"
    elif kind == "uid":  # an organisation's root stays (`1.2.840.113619.*`)
        prefix = T.common_prefix(distinct)
        glob = prefix[: prefix.rfind(".") + 1] + "*"
    else:  # an address or version: `10.0.*` in the samples says nothing of the next one
        glob = ".".join(["*"] * (dots + 1)) if dots else "*"
    return var_part(Var(VarKind.DOTTED, rx, "string", name=kind, rank=3), glob)


def varying_parts(distinct: list[str], n: int, whole_folder: bool, depth: int = 0, whole_name: bool = False) -> list[Part]:
    """Parts for a column whose values differ: the first typed reading that fits every value."""
    cjk = cjk_date_parts(distinct)
    if cjk:
        return cjk
    if all(T.UUID_RX.match(v) for v in distinct):
        return [_uuid_part()]
    fmt0 = T.datetime_format(distinct[0])
    if fmt0 and all(T.datetime_format(v) == fmt0 for v in distinct):
        return [datetime_part(distinct[0])]
    m0 = T.YMD_RX.match(distinct[0])
    if m0 and all(T.is_ymd(v) and v[4] == m0.group(2) for v in distinct):
        return [ymd_part(m0.group(2))]
    m0 = T.DMY_RX.match(distinct[0])
    if m0 and all(T.DMY_RX.match(v) and v[2] == m0.group(2) for v in distinct):
        part = dmy_part(distinct, m0.group(2))
        if part:
            return [part]
    if all(T.is_iso_basic(v) for v in distinct) and len({v.endswith("Z") for v in distinct}) == 1:
        return [iso_basic_part(distinct)]
    if all(v.isdigit() and v.isascii() for v in distinct):
        if all(T.is_timestamp14(v) for v in distinct):
            return [var_part(Var(VarKind.TIMESTAMP, r"\d{14}", "string", width=14), "?" * 14)]
        if all(T.is_date8(v) for v in distinct):
            return [var_part(Var(VarKind.DATE8, r"\d{8}", "date", width=8), "?" * 8)]
        if all(T.is_year(v) for v in distinct):
            return [year_part()]
        split = (epoch_stamp(distinct) or book_number(distinct) or calendar_stamp(distinct) or compact_instant(distinct)
                 or _digit_split(distinct, n))
        if split:
            return split
        return [_int_var(distinct, n)]
    num = lambda d: _int_var(d, n)  # noqa: E731
    optional = (elapsed_parts(distinct) or other_date_form(distinct) or optional_letters(distinct, num)
                or _version_suffix(distinct, n) or lettered_items(distinct, num) or number_then_code(distinct, num)
                or number_with_part_letter(distinct) or barcode_and_code(distinct))
    if optional:
        return optional
    if all(T.DOTTED_RX.match(v) for v in distinct):
        return (whole_name and tile_address(distinct)) or [_dotted_part(distinct)]  # `mylib-3.2.1.0`: a version
    if (written := number_as_written(distinct)) is not None:
        return written
    if all(CLOCK_RX.match(v) for v in distinct) and len({":" in v for v in distinct}) == 1:
        return [clock_part(":" in distinct[0])]  # `12.34.56` in `Screenshot … at 12.34.56`, `T+00:05:30`
    typed = (_semver_parts(distinct) or month_year_parts(distinct) or word_and_number(distinct, num)
             or letter_code_and_number(distinct, num) or _glued_ident_part(distinct)
             or _hash_part(distinct) or _skeleton_parts(distinct, n) or keyed_runs(distinct, n, column_parts)
             or keyed_value(distinct, n))
    if typed:
        return typed
    if depth == 0:
        affixed = _affixed_parts(distinct, n)
        if affixed:
            return affixed
    if all(v.isalpha() for v in distinct):
        kind = VarKind.ENUM if len(distinct) <= ENUM_MAX and n >= 2 * len(distinct) else VarKind.WORD
        return [var_part(Var(kind, r"[^\W\d_]+", "string"), "*")]
    if all(v.isalnum() for v in distinct):
        return [var_part(Var(VarKind.ALNUM, r"[^\W_]+", "string"), id_family_glob(distinct))]
    return [var_part(Var(VarKind.STRING, r"[^/]+?", "string"), "*")]


def _semver_parts(distinct: list[str]) -> list[Part] | None:
    """`1.2.3`, `v0.6.5-rc2`: one version behind one shared lead, `*.*`: a release's count of numbers is no format.
    Why: a pre-release tag or another count (`1.10` beside `1.2.3`) is allowed even where no sample has one."""
    semver = [T.SEMVER_RX.match(v) for v in distinct]
    leads = {m.group(1) for m in semver if m}  # `v0.8.14` beside `0.27.0`: one release, its `v` optional (`{v,}`)
    if not all(semver) or len(leads) != 1 and leads != {"v", ""}:
        return None
    var = var_part(Var(VarKind.VERSION, r"\d+(?:\.\d+)+" + T.VERSION_TAG, "string", name="version", rank=3), "*.*")
    return ([Part(glob="{v,}", regex="v?", text="")] if len(leads) > 1 else [lit("v")] if "v" in leads else []) + [var]


_GLUED_IDENT_RX = re.compile(r"^([A-Za-z]{1,3})(\d{6,})$")


def _glued_ident_part(distinct: list[str]) -> list[Part] | None:
    """One to three shared letters glued to a long number (`n01440764`, `A2024015`): an identifier, kept whole.
    Why: such a name is looked up as written, letters and all."""
    glued = [_GLUED_IDENT_RX.match(v) for v in distinct]
    if not all(glued) or len({m.group(1) for m in glued}) != 1:  # type: ignore[union-attr]
        return None
    letters = glued[0].group(1)  # type: ignore[union-attr]
    w = _fixed_width(distinct)
    return [var_part(Var(VarKind.IDENT, r"[A-Za-z]+\d+" if not w else rf"[A-Za-z]+\d{{{w - len(letters)}}}", "string"),
                     T.glob_escape(letters) + ("?" * (w - len(letters)) if w else "*"))]


def _hash_part(distinct: list[str]) -> list[Part] | None:
    """Hex digits with letters among them: a hash, of a fixed width when every value has one.
    Why: digits alone are a number; a letter among hex digits makes it a hash."""
    if not all(T.is_hex_id(v) for v in distinct) or not any(any(c.isalpha() for c in v) for v in distinct):
        return None
    w = _fixed_width(distinct)
    if w:
        return [var_part(Var(VarKind.HASH, rf"[0-9a-fA-F]{{{w}}}", "string", width=w), "?" * w)]
    return [var_part(Var(VarKind.HASH, r"[0-9a-fA-F]+", "string"), "*")]


def _affixed_parts(distinct: list[str], n: int) -> list[Part] | None:
    """A prefix and suffix every value shares, kept literal around the varying middle (read once more).
    Why: the shared text is the name's fixed frame, the middle its value."""
    p = T.common_prefix(distinct)
    s = T.common_suffix([v[len(p):] for v in distinct])
    p = _trim_prefix(p, [v[len(p):] for v in distinct])
    s = _trim_suffix(s, [v[len(p): len(v) - len(s)] for v in distinct])
    p, s = _keep_glued_ids(p, s, [v[len(p): len(v) - len(s)] for v in distinct])
    if not (p or s):
        return None
    middles = [v[len(p): len(v) - len(s)] for v in distinct]
    if not all(middles):
        return None
    inner = varying_parts(sorted(set(middles)), n, False, 1)
    return ([lit(p)] if p else []) + inner + ([lit(s)] if s else [])




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
    return merge_literals(parts)


def hive_var(key: str, raw_values: list[str]) -> Var:
    """The value of a Hive `key=value` folder, typed when every decoded value allows it."""
    decoded = [unquote(v) for v in raw_values if v != T.HIVE_NULL]
    url = any(T.URL_ESCAPE_RX.search(v) for v in raw_values)
    typ = "string"
    if decoded and all(d.isdigit() and d.isascii() for d in decoded) and not url:
        typ = "integer"
    elif decoded and all(T.is_ymd(d) and d[4] == "-" for d in decoded) and not url:
        typ = "date"
    return Var(VarKind.KEY, "[^/]*", typ, name=key_name(key), rank=4, url_decode=url, default_null=True)

