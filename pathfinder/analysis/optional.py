"""Optional pieces of a name: a value some names add and others lack is one field, null where
absent (`pages` beside `pages.ko`; PlanetScope's `<time>_<sat>` beside `<time>_<nn>_<sat>`), so the
names without it are the same kind and the pieces around it still align.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

import pathfinder.analysis.tokens as T
from pathfinder.analysis.columns import column_parts
from pathfinder.analysis.number_names import named_code
from pathfinder.analysis.parts import FREE_KINDS, Part, SegModel, Var, VarKind, lit, merge_literals, template_regex, var_part


_COUNTED_RX = re.compile(r"([A-Za-z]+)(\d+)")


def optional_piece(middles: list[str]) -> list[Part] | None:
    """A value some names add after one separator and others lack (`pages` beside `pages.ko` and
    `pages.pt_BR`, `report` beside `report_v2`): an optional field, null where absent.

    The separator and the value are one optional group of the pattern (`^pages(?:\\.([^/]+?))?$`),
    written as an opening literal, the variable and a closing literal. A word glued to a number in
    every name that has the piece (`MB-0002_core2` beside `MB-0007`) counts that number: the word is
    literal, the number the field.
    """
    given = [m for m in middles if m]
    if len(given) == len(middles) or len({m[0] for m in given}) != 1 or given[0][0] not in T.SEPARATORS \
            or any(len(m) < 2 for m in given):
        return None
    sep = given[0][0]
    counted = {mm.group(1) if (mm := _COUNTED_RX.fullmatch(m[1:])) else None for m in given}
    if len(counted) == 1 and None not in counted:  # a word counting a number (`_core2`): the word is its key
        word = str(counted.pop())
        return [Part(glob="", regex="(?:" + T.rx_escape(sep + word), text=sep + word),
                var_part(Var(VarKind.INT, r"\d+", "integer", default_null=True), "*"), Part(glob="", regex=")?", text="")]
    var = Var(VarKind.STRING, r"[^/]+?", "string", default_null=True)
    return [Part(glob="", regex="(?:" + T.rx_escape(sep), text=sep), var_part(var, "*"),
            Part(glob="", regex=")?", text="")]


def sub_number(left: list[Part], middles: list[str], heads: list[str]) -> list[Part] | None:
    """A number of one width some names continue with `.` and a zero-padded number of one width
    (ATT&CK's `T1055` beside `T1055.011`, a clause `0420.003`): the number, then an optional
    sub-number (null where absent), two integer fields.

    Why: a fraction is not padded to a width; a padded number after a fixed-width code numbers its children."""
    num = _number_some_end_with(left, middles)
    given = [m[1:] for m in middles if m]
    if num is None or not all(m[:1] == "." for m in middles if m) \
            or not all(g.isdigit() and g.isascii() for g in given) or len({len(g) for g in given}) != 1 or len(given[0]) < 2 or not any(g[0] == "0" for g in given) \
            or len({len(h) - len(h.rstrip("0123456789")) for h in heads}) != 1 or not heads[0][-2:].isdigit():
        return None  # (the number is the digits that end the chunk before the dot: `1055` of `T1055`)
    whole = replace(num.var, regex=r"\d+", type="integer", width=None)  # type: ignore[arg-type]
    sub = Var(VarKind.INT, r"\d+", "integer", default_null=True)
    return left[:-1] + [var_part(whole, _number_glob(num)),
                        Part(glob="", regex="(?:\\.", text="."), var_part(sub, ""), Part(glob="", regex=")?", text="")]


def decimal_fraction(left: list[Part], middles: list[str]) -> list[Part] | None:
    """A number some names continue with `.` and digits (`sf0.01`, `sf0.1` beside `sf1`, `sf100`):
    the number with its optional fraction, one text field (`0.01`), in place of the number.

    Why: digits after a number's dot are its fraction, not a second value beside it.
    """
    num = _number_some_end_with(left, middles)
    if num is None or not all(m[:1] == "." and m[1:].isdigit() and m[1:].isascii() for m in middles if m):
        return None
    var = replace(num.var, regex=r"\d+(?:\.\d+)?", type="string", width=None)  # type: ignore[arg-type]
    return left[:-1] + [var_part(var, _number_glob(num))]


def _number_some_end_with(left: list[Part], middles: list[str]) -> Part | None:
    """The integer the parts before the optional piece end with, when some names stop right after it."""
    if not left or left[-1].var is None or left[-1].var.kind != VarKind.INT or all(middles):
        return None
    return left[-1]


def _number_glob(num: Part) -> str:
    """The glob of that number once it may go on: any text, still ending in a digit where it did."""
    return "*[0-9]" if num.glob.endswith("[0-9]") else "*"


# each candidate position re-reads every column (quadratic in pieces): names of real files hold a
# few dozen pieces at most, a hostile one thousands
MAX_PIECES = 24


def aligned_column(col: list[Part], texts: list[str]) -> bool:
    """Whether a column aligned past an optional piece reads as one thing: typed values, a few
    words, or codes of one width (a satellite id `2461`, `241d`); free words are a ragged name."""
    for q in col:
        if q.var is None or q.var.kind not in FREE_KINDS or q.var.kind == VarKind.ENUM:
            continue
        if q.var.kind != VarKind.ALNUM or len({len(t) for t in texts}) != 1:
            return False
    return True


_WORD_RX = re.compile(r"[A-Za-z]+")


def optional_column(texts: list[str], n: int, attached: bool, after_constant: bool = False) -> list[Part] | None:
    """The piece some names add, read as one typed value, or None when it is free text: a typed column (a
    date, a code of one width), digits even when the samples show one value (`.2` of pytest's
    `10745.improvement.2` beside `11418.improvement`), or words of a vocabulary, one of them seen twice
    (Hudi's `<instant>.clean.inflight` and `.commit.requested` beside `<instant>.commit`), these two only
    when `attached`: the piece ends the name, after the separator that sets off the piece before it, and
    that piece is also seen without it (`improvement`, `clean`). Words that never repeat (`George_HW_Bush`
    beside `Al_Sharpton`) stay free text, and so do words that only come with the piece before them
    (FreeSurfer's `lh_aparc` beside `aseg`) or after a lesser separator (`<id>-alt-quattroshapes_pg`).

    A word added after a piece every name writes the same (a run folder's `…_FC_missing` beside `…_FC`) is a flag
    of the name even when seen once (`after_constant`): the constant ends the name's own pieces.

    Why: a lone number or a repeated word added to a name seen without it is a member of a closed family.
    """
    counted = counted_piece(texts)
    if counted is not None:
        return counted
    opt = column_parts(texts, n)
    if len(opt) == 1 and opt[0].var is not None and opt[0].var.kind not in FREE_KINDS:
        return opt
    if not attached:
        return None
    if all(t.isdigit() and t.isascii() for t in texts):
        return [var_part(Var(VarKind.INT, r"\d+", "integer"), "*")]
    if all(_WORD_RX.fullmatch(t) for t in texts) and (len(set(texts)) < len(texts) or after_constant):
        return [var_part(Var(VarKind.ENUM, r"[A-Za-z]+", "string"), "*")]
    return None


def counted_piece(texts: list[str]) -> list[Part] | None:
    """A piece some names add that is one word counting a number (`half1`, `half2` of RELION's
    `run_it025_half1_model` beside `run_it025_data`; `part2`, `rep3`, `side1`, `Take02`): the word literal, the
    number a field, even when the samples show one count (`half1` asks for `half2`). A named code (`x264`, `md5`,
    `mp3`, `utf8`) is no count.

    Why: a word written with a number is one member of a numbered family, and the piece's siblings carry the others."""
    found = [_COUNTED_RX.fullmatch(t) for t in texts]
    words = {m.group(1) for m in found if m}
    if not all(found) or len(words) != 1 or any(named_code(t) for t in texts):
        return None
    word = words.pop()
    if len(word) < 2:
        return None
    return [lit(word), var_part(Var(VarKind.INT, r"\d+", "integer", name=word.lower(), rank=2), "*")]


def _counts(word: str, chunk: str) -> bool:
    """Whether `chunk` is `word` counting a number (`half2` of `half`)."""
    m = _COUNTED_RX.fullmatch(chunk)
    return m is not None and m.group(1) == word


def one_more_piece(distinct: list[str], shapes: dict, n: int, tail: list[Part]) -> SegModel | None:
    """Names of two shapes, one with a typed piece more than the other (PlanetScope's
    `<date>_<time>_<sat>_3B…` beside `<date>_<time>_<nn>_<sat>_3B…`, `IMG_0001_2.jpg` beside
    `IMG_0001.jpg` inside a longer name): the piece is optional (null where absent) and the
    others align, rather than the pieces after it read as one free name.

    The piece is where the aligned columns read most fixed-width values, all of them typed or from a
    vocabulary; between places that tie, where they hold fewest distinct texts (`<instant>.clean.inflight`
    beside `<instant>.commit`: the added piece is the state, so actions align with actions)."""
    keys = {(len(c), sp) for c, sp in shapes.values()}
    if len(keys) != 2:
        return None
    (k, short_seps), (k1, long_seps) = sorted(keys)
    if k1 != k + 1 or k < 2 or k1 > MAX_PIECES:
        return None
    shorts = [v for v in distinct if len(shapes[v][0]) == k]
    longs = [v for v in distinct if len(shapes[v][0]) == k1]
    best: tuple[tuple[int, int], list[Part]] | None = None
    for i in range(1, k1):
        if long_seps[:i] + long_seps[i + 1:] != short_seps or not long_seps[i]:
            continue
        before = {shapes[v][0][i - 1] for v in longs}
        attached = i == k1 - 1 and long_seps[i] == long_seps[i - 1] and any(shapes[v][0][i - 1] in before for v in shorts)
        after_constant = attached and len(before | {shapes[v][0][i - 1] for v in shorts}) == 1 and i >= 2 and any(
            len({shapes[v][0][j] for v in distinct}) > 1 for j in range(i - 1))  # pieces that vary: not one name
        opt = optional_column([shapes[v][0][i] for v in longs], n, attached, after_constant)
        if opt is None or len(opt) == 2 and any(_counts(opt[0].text, c) for v in shorts for c in shapes[v][0]):
            continue  # a counting word the shorter names hold too (`it025`) is no piece they lack
        parts: list[Part] = [lit(short_seps[0])] if short_seps[0] else []
        fixed = spread = 0
        ok = True
        columns = {j: column_parts([shapes[v][0][j] for v in longs] + [shapes[v][0][j - (j > i)] for v in shorts], n)
                   for j in range(k1) if j != i}
        for j in range(k1):
            if j == i:  # the piece, or a counting word and its number (`_half1`)
                var = replace(opt[-1].var, default_null=True, width=None)
                word = opt[0].text if len(opt) == 2 else ""
                parts += [Part(glob="*", regex="(?:" + T.rx_escape(long_seps[i] + word), text=long_seps[i] + word),
                          var_part(var, ""), Part(glob="", regex=")?", text="")]
                parts += [lit(long_seps[i + 1])] if long_seps[i + 1] else []
                continue
            texts = [shapes[v][0][j] for v in longs] + [shapes[v][0][j - (j > i)] for v in shorts]
            col = columns[j]
            if not aligned_column(col, texts) and not flanked_code(columns, j):
                ok = False
                break
            fixed += all("*" not in q.glob for q in col)
            spread += len(set(texts))
            sep = long_seps[j + 1] if j + 1 != i else ""
            parts += col + ([lit(sep)] if sep else [])
        if not ok:
            continue
        rx = re.compile(template_regex(parts))
        if all(rx.match(v) for v in distinct) and (best is None or (fixed, -spread) > best[0]):
            best = ((fixed, -spread), parts)
    return None if best is None else SegModel(parts=merge_literals(best[1]) + tail)


def flanked_code(columns: dict[int, list[Part]], j: int) -> bool:
    """Whether column `j` is one code of letters and digits (`hiseq2500`, `miseq`, `HS13`) between two columns of
    typed values in every name (a run folder's `<date>_<instrument>_<run>_FC`): one value, whatever its width.

    Why: free words spread over several pieces; a single piece between a date and a number is that name's code."""
    col = columns[j]
    if len(col) != 1 or col[0].var is None or col[0].var.kind != VarKind.ALNUM:
        return False
    return all(len(columns.get(x, ())) == 1 and columns[x][0].var is not None and columns[x][0].var.kind not in FREE_KINDS
               for x in (j - 1, j + 1))


def glued_constant(distinct: list[str], shapes: dict, n: int, tail: list[Part]) -> SegModel | None:
    """Names of two shapes where the longer's extra piece is one constant set off by a separator before a
    number of one width (`plate_3-3_405_36`) and the shorter writes the constant glued to that number
    (`plate_1-2_40546`): the constant, an optional separator, then the number, read in both. A constant of
    digits is a number of its width (`_constant_part`).

    Why: a constant that some names set apart shows where the glued digits of the others split.
    """
    keys = {(len(c), sp) for c, sp in shapes.values()}
    if len(keys) != 2:
        return None
    (k, short_seps), (k1, long_seps) = sorted(keys)
    if k1 != k + 1 or k1 > MAX_PIECES:
        return None
    shorts = [v for v in distinct if len(shapes[v][0]) == k]
    longs = [v for v in distinct if len(shapes[v][0]) == k1]
    for i in range(k):
        sep = long_seps[i + 1]
        if not sep or long_seps[:i + 1] + long_seps[i + 2:] != short_seps:
            continue
        consts = {shapes[v][0][i] for v in longs}
        numbers = [shapes[v][0][i + 1] for v in longs]
        if len(consts) != 1 or not all(x.isdigit() and x.isascii() for x in numbers) or len({len(x) for x in numbers}) != 1:
            continue
        const, width = consts.pop(), len(numbers[0])
        glued = [shapes[v][0][i] for v in shorts]
        if not all(g.startswith(const) and len(g) == len(const) + width and g[len(const):].isdigit() for g in glued):
            continue
        rows = [list(shapes[v][0]) for v in longs] + \
               [list(shapes[v][0][:i]) + [const, shapes[v][0][i][len(const):]] + list(shapes[v][0][i + 1:]) for v in shorts]
        parts: list[Part] = [lit(long_seps[0])] if long_seps[0] else []
        for j in range(k1):
            parts += [_constant_part(const)] if j == i else column_parts([r[j] for r in rows], n)
            if j == i:
                parts.append(Part(glob="*", regex="(?:" + T.rx_escape(sep) + ")?", text=sep))
            elif long_seps[j + 1]:
                parts.append(lit(long_seps[j + 1]))
        parts = merge_literals(parts)
        rx = re.compile(template_regex(parts))
        if all(rx.match(v) for v in distinct):
            return SegModel(parts=parts + tail)
    return None


def _constant_part(const: str) -> Part:
    """The constant set apart in some names: a number of its own width when it is digits (`405`, `2024`), else
    literal; its width still splits the glued digits (`sales_202402` beside `sales_2024_01`).

    Why: a shared number is one value of a family (a channel 405 beside 488, a year 2024 beside 2025)."""
    if const.isdigit() and const.isascii():
        w = len(const)
        return var_part(Var(VarKind.INT, rf"\d{{{w}}}", "integer", width=w), "?" * w)
    return lit(const)


_FORMAT_SUFFIX_RX = re.compile(r"(.+?)(\.[A-Za-z][A-Za-z0-9]{0,7})")


def optional_format_suffix(distinct: list[str], tail: list[Part], n: int = 0, model_of: Callable[..., SegModel] | None = None
                           ) -> SegModel | None:
    """Folder names where some add one format's extension and others lack it (`corrupt_schema` beside
    `pq_in_schema.lance`, `scan_01.zarr` beside `scan_02`, `Plate-A.SAFE` beside `Plate-B`): the name one field
    read without the extension, which is optional (`*`, `^([^/]+?)(?:\\.lance)?$`).

    Only where the names without it are free text: names of a shape of their own are read by it. A stem seen both
    with and without the piece (`pages` beside `pages.ko`) is no such name: there the piece is
    the value that differs (`optional_piece`), and so is a piece of digits (`python3.11`).

    Why: a tree written over years gains a format's extension on its newer members, and both spellings name one."""
    if tail:
        return None  # a file name's dotted pieces before its extension are read by the name's own rules
    found = [_FORMAT_SUFFIX_RX.fullmatch(v) for v in distinct]
    suffixes = {m.group(2) for m in found if m}
    bare = {v for v, m in zip(distinct, found) if not m}
    stems = {m.group(1) for m in found if m}
    if any("." in stem for stem in stems):
        return None  # `a.b.lance`: dotted names, whose last piece is one of many
    if len(suffixes) != 1 or not bare or len(stems) < 2 or len(stems) + len(bare) < 3 or stems & bare:
        return None  # one name's dot (`release.v2` among jobs) is part of that name: a format recurs
    suffix = suffixes.pop()
    if re.fullmatch(r"\.[vVrR]\d+", suffix):
        return None  # `.v2`, `.r3`: a version of the name, not a format
    if model_of is not None:  # names of a shape of their own (Sentinel's `S1A_IW_…_6FF8.SAFE`) keep their reading
        inner = model_of(sorted(stems | bare), n, True).parts
        if len(inner) != 1 or inner[0].var is None or inner[0].var.kind not in FREE_KINDS:
            return None
    var = Var(VarKind.STRING, r"[^/]+?", "string")
    return SegModel(parts=[var_part(var, "*"), Part(glob="", regex="(?:" + T.rx_escape(suffix) + ")?", text="")] + tail)
