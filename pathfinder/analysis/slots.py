"""Stage 5, slots and fields: every variable of the segment templates becomes a `Slot` (where
it is read, its anchored pattern, its raw text per sample, its name); key folders in the varying
middle, year/month/day folders and timestamps add slots of their own.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

import pathfinder.analysis.tokens as T
from pathfinder.analysis.model import Field
from pathfinder.analysis.naming import folder_context_name, key_name, prefix_name, sanitize
from pathfinder.analysis.parts import FREE_KINDS, Part, SegModel, Var, VarKind, lit, var_part, year_part
from pathfinder.analysis.columns import hive_var
from pathfinder.analysis.entities import number_after_entity
from pathfinder.analysis.numbered_words import indexed_suffix
from pathfinder.analysis.padded import unpadded
from pathfinder.analysis.written_numbers import coordinates

@dataclass
class Slot:
    """One field in the making: where it comes from and how it reads."""

    var: Var
    source: str
    pattern: str | None
    raw: list[str | None]
    order: tuple[int, int]  # path order (segment from the start, part index)
    kind: VarKind
    type: str
    fmt: str | None = None
    default_null: bool = False
    name: str = ""
    rank: int = 0
    combine: tuple[str, ...] = ()


def group_reads(pattern: str, values: list[str]) -> list[str | None]:
    """What group 1 of the pattern reads in each value (None where it does not match): a slot's raw values."""
    rx = re.compile(pattern)
    return [m.group(1) if (m := rx.match(v)) else None for v in values]


def span_pattern(parts: list[Part], a: int, b: int) -> str:
    """An anchored pattern whose group 1 holds parts a..b (literals between them included)."""
    out = []
    for i, p in enumerate(parts):
        if i == a == b:  # the group is the part's own regex: no wrapping needed
            out.append("(" + p.regex + ")")
            continue
        rx = ("(?:" + p.regex + ")" if "|" in p.regex else p.regex) if p.var is not None or p.regex == ".*?" else p.regex
        if p.var is None and p.text and rx == T.rx_escape(p.text) + "+" and i and parts[i - 1].var is not None \
                and parts[i - 1].var.kind in FREE_KINDS and re.fullmatch(parts[i - 1].regex, p.text + p.text):
            rx = T.rx_escape(p.text)  # a padded `_+` after free text: the text takes the padding (no backtracking)
        out.append(("(" if i == a else "") + rx + (")" if i == b else ""))
    return "^" + "".join(out) + "$"


def pattern_for(parts: list[Part], j: int) -> str:
    """The anchored pattern reading part j (a Hive value never reads the null partition)."""
    p = parts[j]
    if p.var is not None and p.var.kind == VarKind.KEY:
        return span_pattern([*parts[:j], replace(p, regex=T.HIVE_VALUE), *parts[j + 1:]], j, j)
    if p.var is not None and p.var.kind == VarKind.CODE and p.var.width:
        return span_pattern([*parts[:j], *unpadded(p.var.width), *parts[j + 1:]], j, j)
    return span_pattern(parts, j, j)


def name_for(parts: list[Part], j: int, is_folder: bool, parent_literal: str | None) -> tuple[str, int]:
    """(name, rank) for part j: its own name, then a prefix word, context, kind, else a generic name."""
    var = parts[j].var
    assert var is not None
    if var.name:
        return var.name, var.rank
    if var.kind == VarKind.TIMESTAMP:
        return "timestamp", 3
    if var.kind == VarKind.DATE8:
        return "date", 3
    if var.kind == VarKind.HASH:
        return "hash", 3
    text = ""  # the literal text right before the value (`generated` + `_`: one prefix)
    k = j - 1
    while k >= 0 and parts[k].var is None and parts[k].glob != "*":
        text = parts[k].text + text
        k -= 1
    if text:
        sep = text[-1] if text[-1] in T.SEPARATORS else ""
        word = text[:-1] if sep else text
        if word and (word[-1].isalpha()):
            name = prefix_name(word, sep, var.type == "integer")
            if name and not (len(name) == 1 and sep):
                return name, 2
    if parent_literal and _sole_variable(parts, j, is_folder):
        ctx = folder_context_name(parent_literal)
        if ctx:
            return ctx, 1
    unit = _unit_after(parts, j) if var.type == "integer" else None
    if unit:
        return unit, 1
    if var.kind == VarKind.IDENT:  # `n01440764`, `PA000001`: named after its letters
        letters = re.match(r"[A-Za-z]+", parts[j].glob)
        if letters:
            return sanitize(letters.group().lower()) + "_id", 1
    if var.type == "integer":
        return "number", 0
    return ("folder" if is_folder else "name"), 0


def _sole_variable(parts: list[Part], j: int, is_folder: bool) -> bool:
    """Whether part j is the whole segment (a file name's extension aside)."""
    rest = parts[:j] + parts[j + 1:]
    if is_folder:
        return not rest
    return len(rest) <= 1 and all(q.var is None and q.text.startswith(".") for q in rest)


def _unit_after(parts: list[Part], j: int) -> str | None:
    """A number followed by a word is named by it: `120 BPM` -> bpm, `5min` -> min."""
    text = ""
    for q in parts[j + 1:]:
        if q.var is not None or q.glob == "*":
            break
        text += q.text
    m = re.match(r"^ ?([A-Za-z]{2,})(?![A-Za-z])", text)
    return sanitize(m.group(1).lower()) if m else None


def is_hhmmss(text: str) -> bool:
    """Six digits that are a clock time."""
    return len(text) == 6 and text.isdigit() and int(text[:2]) < 24 and int(text[2:4]) < 60 and int(text[4:]) < 62


def entity_slots(model: SegModel, values: list[str], src: str, ext: Part | None, seg_order: int) -> list[Slot]:
    """One slot per BIDS-like entity key, plus the varying suffix."""
    out = []
    for idx, ent in enumerate(model.entities):
        pattern = f"(?:^|_){T.rx_escape(ent.key)}-({ent.value_regex})(?:[_.]|$)"
        rx = re.compile(pattern)
        raw: list[str | None] = []
        for v in values:
            mm = rx.search(v)
            raw.append(mm.group(1) if mm else None)
        var = Var(VarKind.ENTITY, ent.value_regex, ent.type, name=key_name(ent.key), rank=4)
        out.append(Slot(var, src, pattern, raw, (seg_order, idx), VarKind.ENTITY, ent.type,
                         default_null=ent.optional, name=key_name(ent.key), rank=4))
    if (key := number_after_entity(values)) is not None:
        out.append(_number_after(src, values, key, seg_order))
    if model.entity_suffix is not None:
        sv = model.entity_suffix
        pattern = f"_({sv.regex}){ext.regex if ext else ''}$"
        rx = re.compile(pattern)
        raw = []
        for v in values:
            mm = rx.search(v)
            raw.append(mm.group(1) if mm else None)
        if all(r is not None for r in raw):
            out.append(Slot(sv, src, pattern, raw, (seg_order, 999), VarKind.SUFFIX, "string", name="suffix", rank=2))
            if indexed_suffix(raw):  # type: ignore[arg-type]
                out.extend(_word_and_index(sv, src, ext, raw, seg_order))
            elif (coords := coordinates(raw)) is not None:  # type: ignore[arg-type]
                out.extend(_coordinate_slots(src, ext, raw, seg_order, *coords))
    return out


def _number_after(src: str, values: list[str], key: str, seg_order: int) -> Slot:
    """The bare number piece after entity `key` (`chunk-001_0195_frame` -> 195), an integer named `number`."""
    pattern = f"(?:^|_){T.rx_escape(key)}-[^_/]+_([0-9]+)(?:[_.]|$)"
    rx = re.compile(pattern)
    raw = [mm.group(1) if (mm := rx.search(v)) else None for v in values]
    var = Var(VarKind.INT, "[0-9]+", "integer", name="number", rank=1)
    return Slot(var, src, pattern, raw, (seg_order, 998), VarKind.INT, "integer", name="number", rank=1)


def _coordinate_slots(src: str, ext: Part | None, raw: list[str | None], seg_order: int, key: str,
                      count: int) -> list[Slot]:
    """A suffix that is a key and numbers joined by `-` (`pos-12-3-40`): beside the whole suffix, one integer per
    number, named by the key and its place (`pos_1`, `pos_2`, `pos_3`)."""
    tail = ext.regex if ext else ""
    out = []
    for k in range(count):
        before, after = "[0-9]+-" * k, "-[0-9]+" * (count - 1 - k)
        name = sanitize(key.lower()) + f"_{k + 1}"
        var = Var(VarKind.INT, "[0-9]+", "integer", name=name, rank=3)
        out.append(Slot(var, src, f"_{T.rx_escape(key)}-{before}([0-9]+){after}{tail}$",
                        [(r or "").split("-")[1 + k] for r in raw], (seg_order, 1002 + k), VarKind.INT, "integer",
                        name=name, rank=3))
    return out


def _word_and_index(sv: Var, src: str, ext: Part | None, raw: list[str | None], seg_order: int) -> list[Slot]:
    """A suffix that is a word and its index (`real1`), read whole as BIDS names it and also as its word
    (`suffix_word`) and its index, an integer (null where a name's suffix has none, `phasediff` beside `phase1`)."""
    tail = ext.regex if ext else ""
    words = [re.sub("[0-9]+$", "", r or "") for r in raw]
    index = Var(VarKind.INT, "[0-9]+", "integer", name="index", rank=2, default_null=True)
    return [Slot(sv, src, f"_([^_/]+?)(?:[0-9]+)?{tail}$", list(words), (seg_order, 1000), VarKind.SUFFIX,
                 "string", name="suffix_word", rank=2),
            Slot(index, src, f"_[^_/]+?(?:([0-9]+))?{tail}$", [(r or "")[len(w):] for r, w in zip(raw, words)],
                 (seg_order, 1001), VarKind.INT, "integer", default_null=True, name="index", rank=2)]


def middle_key_slots(segs: list[list[str]], c: int, tail: int) -> list[Slot]:
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
            pattern = f"(?:^|/){T.rx_escape(key)}=({T.HIVE_VALUE})/"
        else:
            typ = T.entity_type(key, vals)
            var = Var(VarKind.ENTITY, r"\d+" if typ == "integer" else "[^/]+", typ, name=key_name(key), rank=4,
                      default_null=len(vals) < n)
            pattern = f"(?:^|/){T.rx_escape(key)}-({var.regex})/"
        rx = re.compile(pattern)
        raw: list[str | None] = []
        for s in segs:
            mm = rx.search("/".join(s) + "/")
            raw.append(mm.group(1) if mm else None)
        out.append(Slot(var, "full_path", pattern, raw, (order[(key, sep)], 0), VarKind.KEY if sep == "=" else VarKind.ENTITY,
                         var.type, default_null=True if sep == "=" else var.default_null, name=var.name or key,
                         rank=4))
    return out


def date_folders(models: list[SegModel], segs: list[list[str]]) -> None:
    """Name year / month / day folders (a year folder followed by 1-12 and 1-31 folders)."""
    def single_int(model: SegModel) -> Var | None:
        if len(model.parts) == 1 and model.parts[0].var and model.parts[0].var.type == "integer":
            return model.parts[0].var
        return None

    for t in range(len(models) - 1, 0, -1):  # t = index into models; folder at -(t+1)
        yv = single_int(models[t])
        if not yv or yv.kind != VarKind.YEAR:
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


_YEAR_MONTH_RX = re.compile(r"^((?:19|20)\d\d)([-_.])(0[1-9]|1[0-2])$")


def month_folder_day(models: list[SegModel], segs: list[list[str]]) -> None:
    """A year-month folder over a day folder (`2022-12/14/`, `2024_01/05/`) is one date, like year / month /
    day folders: the folder reads as a year and a month (even where every sample shows one month), the
    folder below as the day.

    Why: a log or an import tree files a month at a time, then a folder per day of it."""
    for t in range(len(models) - 1, 1, -1):  # models[t] is the folder at -(t+1); the day folder is models[t-1]
        if not all(_YEAR_MONTH_RX.match(s[-(t + 1)]) for s in segs):  # most folders: one look, then on
            continue
        days = [s[-t] for s in segs]
        seps = {s[-(t + 1)][4] for s in segs}  # the year-month separator, one for all
        if len(seps) != 1 or not all(d.isdigit() and len(d) <= 2 and 1 <= int(d) <= 31 for d in days):
            continue
        sep = seps.pop()
        month = Var(VarKind.INT, r"\d{2}", "integer", name="month", rank=3, width=2)
        models[t].parts = [year_part(), lit(sep), var_part(month, "??")]
        day = Var(VarKind.INT, r"\d{1,2}", "integer", name="day", rank=3)
        models[t - 1].parts = [var_part(day, "??" if any(d.startswith("0") for d in days) else "*")]  # padded: a format
        return


def _as_int_folder(model: SegModel, segs: list[list[str]], t: int) -> Var | None:
    """A constant numeric folder under a year folder is still a month/day variable."""
    if len(model.parts) == 1 and model.parts[0].var is None and model.parts[0].text.isdigit():
        w = len(model.parts[0].text)
        return Var(VarKind.INT, rf"\d{{{w}}}" if w == 2 else r"\d+", "integer", width=w)
    return None


def combined_date(slots: list[Slot]) -> list[Slot]:
    """Year, month and day folders make one date (Python)."""
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
    var = Var(VarKind.DATE, "", "date", name="date", rank=3)
    return [Slot(var, "full_path", "", raw, (d.order[0], d.order[1] + 1), VarKind.DATE, "date", name="date",
                  rank=3, combine=("year", "month", "day"))]


_HEX_RX = re.compile(r"[0-9a-fA-F]+")


def split_id(slots: list[Slot], segs: list[list[str]]) -> list[Slot]:
    """Short hex folders right above a hex file name are one id split in pieces (git's
    `objects/ab/cdef…`, npm's `content-v2/sha512/ab/cd/ef…`: stores fanned out by an id's first
    digits): joined, they are the object's id, the value the owner looks up (Python). Every
    fan-out folder must be a field, or the joined text would lack its digits."""
    plain = [s for s in slots if not s.combine]

    def one(source: str) -> Slot | None:
        found = [s for s in plain if s.source == source]
        return found[0] if len(found) == 1 else None

    def hex_run(sl: Slot | None, short: bool) -> bool:
        if sl is None or any(r is None or not _HEX_RX.fullmatch(r) for r in sl.raw):
            return False
        widths = {len(r or "") for r in sl.raw}
        return len(widths) == 1 and (widths.pop() <= 4 if short else min(len(r or "") for r in sl.raw) >= 16)

    name = one("filename")
    if not hex_run(name, short=False):
        return []
    pieces: list[Slot] = []
    depth = min(len(x) for x in segs)
    k = 2
    while k <= depth and hex_run(piece := one(f"segment({-k})"), short=True):
        pieces.insert(0, piece)  # type: ignore[arg-type]
        k += 1
    if not pieces or (k <= depth and all(_HEX_RX.fullmatch(x[-k]) and len(x[-k]) <= 4 for x in segs)):
        return []  # no fan-out folder, or one above that is no field (its digits would be missing)
    if not all(any(c in "abcdefABCDEF" for r in sl.raw for c in r or "") for sl in (pieces[-1], name)):  # type: ignore[union-attr]
        return []  # digits only: a month folder above a timestamp, not the pieces of one hash
    pieces.append(name)  # type: ignore[arg-type]
    raw: list[str | None] = ["".join(t) for t in zip(*(p.raw for p in pieces))]  # type: ignore[arg-type]
    var = Var(VarKind.HASH, "", "string", name="object_id", rank=3)
    return [Slot(var, "full_path", "", raw, (name.order[0], name.order[1] + 1), VarKind.HASH, "string",  # type: ignore[union-attr]
                 name="object_id", rank=3, combine=tuple("@" + p.source for p in pieces))]


def fix_combine(f: Field, names: list[str], slots: list[Slot]) -> Field:
    """A combined field names the fields it is built from by their final names (`@<source>`: the
    one plain field read from that source)."""
    if not f.combine:
        return f
    real = []
    for want in f.combine:
        for nm, s in zip(names, slots):
            if (s.var.name == want or "@" + s.source == want) and not s.combine:
                real.append(nm)
                break
    return replace(f, combine=tuple(real), pattern=None)


def dedupe(slots: list[Slot]) -> list[Slot]:
    """Drop a field that repeats another's text on every sample (`Class/v_Class_g01.avi`); two numbers of one
    segment that merely share one value in every sample (one branch's `gallery_light1_loop1`) are two fields.

    Why: a value repeated elsewhere in the path is an echo; two counters of one name are two, however alike."""
    kept: list[Slot] = []
    sigs: dict[tuple, Slot] = {}
    # a field every sample writes goes first, whatever its default (a BIDS `run-` every sample writes is optional)
    for s in sorted(slots, key=lambda s: (-s.rank, s.default_null and (s.kind != VarKind.ENTITY or None in s.raw),
                                          s.source == "full_path", s.order)):
        if s.combine or s.kind == VarKind.KEY_ANY or s.kind in (VarKind.TIMESTAMP, VarKind.DATE) and s.fmt:
            kept.append(s)
            continue
        sig = (s.type, tuple(None if r is None else r.lower() for r in s.raw))
        if sig in sigs and any(r is not None for r in s.raw) \
                and not (s.type == "integer" and sigs[sig].source == s.source and sigs[sig].order != s.order
                         and len(set(s.raw)) == 1):
            continue
        sigs[sig] = s
        kept.append(s)
    return kept


_DT_RX_SPLIT = re.compile(r"^(\\d\{4\}(\\?[-_.])\\d\{2\}\2\\d\{2\})(\\?[T_ -])(\\d\{2\}.*?)(Z?)$")


def clock_slot(var: Var, src: str, pattern: str | None, raw: list[str | None], order: tuple) -> "Slot | None":
    """A date-time written with separators also gives its clock time as written."""
    if not pattern or not var.fmt or "%H" not in var.fmt:
        return None
    m = _DT_RX_SPLIT.match(var.regex)
    if m is None or f"({var.regex})" not in pattern:
        return None
    time_pattern = pattern.replace(f"({var.regex})", f"{m.group(1)}{m.group(3)}({m.group(4)}){m.group(5)}", 1)
    rx = re.compile(time_pattern)
    times = [None if r is None else (mm.group(1) if (mm := rx.search(r)) else None) for r in raw]
    return Slot(var, src, time_pattern, times, (order[0], order[1] + 0.25), VarKind.TIME, "string", name="time", rank=3)



def read_template(model: SegModel, values: list[str]) -> list[list[str | None]] | None:
    """Each variable's text per value; None when the template does not read back its own values."""
    compiled = re.compile("^" + "".join(("(" + p.regex + ")") if p.var else p.regex for p in model.parts) + "$")
    cache: dict[str, tuple[str, ...] | None] = {}
    width = sum(1 for p in model.parts if p.var)
    per_var: list[list[str | None]] = [[] for _ in range(width)]
    for v in values:
        g = cache.get(v, ())
        if g == ():
            mm = compiled.match(v)
            g = mm.groups() if mm else None
            cache[v] = g
        if g is None:
            return None
        for q in range(width):
            per_var[q].append(g[q])
    return per_var


def _month_or_day(prev_name: str | None, raw: list[str | None]) -> str | None:
    """`2024-03`: a number of 1-12 right after a year is its month, 1-31 after a month its day."""
    if prev_name not in ("year", "month"):
        return None
    top = 12 if prev_name == "year" else 31
    if all(r is not None and 1 <= int(r) <= top for r in raw):
        return "month" if prev_name == "year" else "day"
    return None


def _season_end(years: list[str | None], raw: list[str | None]) -> bool:
    """`2019-20`, `2009_10`, `2019-2020`: the number after a year is the next year, in every sample (two seasons or
    more, or one whose end is no month: `2011-12` alone may be December)."""
    if not all(y is not None and y.isdigit() and r is not None and r.isdigit() for y, r in zip(years, raw)):
        return False
    if not all(r in (str(int(y) + 1), f"{(int(y) + 1) % 100:02d}") for y, r in zip(years, raw)):  # type: ignore[arg-type]
        return False
    return len(set(years)) >= 2 or int(raw[0]) > 12  # type: ignore[arg-type]


def _season(model: SegModel, var: Var, j: int, src: str, pattern: str | None, raw: list[str | None],
            values: list[str], seg_order: int) -> list[Slot]:
    """A season or fiscal year written as a year and the next (`nba_2019-20`, `FY2009-10`, `2019-2020`): the end
    year as written, and the two as written are one `season`.

    Why: a year and the next one name a span; read as a year and its month, `2019-20` gave month 20."""
    out = [Slot(var, src, pattern, raw, (seg_order, j), VarKind.INT, "string", name="end_year", rank=3)]
    return out + _pair_as_written(model, var, j, src, values, seg_order, VarKind.STRING, "season")


def _pair_as_written(model: SegModel, var: Var, j: int, src: str, values: list[str], seg_order: int, kind: VarKind,
                     name: str) -> list[Slot]:
    """The value before part j's separator and part j, as written, one slot (a date and its clock, a season)."""
    span = span_pattern(model.parts, j - 2, j)
    rx_span = re.compile(span)
    whole = [mm.group(1) if (mm := rx_span.match(v)) else None for v in values]
    if not all(x is not None for x in whole):
        return []
    return [Slot(var, src, span, whole, (seg_order, j - 2.5), kind, "string", name=name, rank=3)]


def template_slots(model: SegModel, per_var: list[list[str | None]], src: str, values: list[str],
                   seg_order: int, is_folder: bool, parent: str | None) -> list[Slot]:
    """One slot per variable of a segment template (two or three for a timestamp)."""
    slots: list[Slot] = []
    var_idx = [j for j, p in enumerate(model.parts) if p.var]
    prev_name = None
    for q, j in enumerate(var_idx):
        var = model.parts[j].var
        assert var is not None
        name, rank = name_for(model.parts, j, is_folder, parent)
        pattern = pattern_for(model.parts, j)
        if len(model.parts) == 1 and var.kind in FREE_KINDS:
            pattern = None  # the whole segment, whatever it holds
        raw = per_var[q]
        after_one_sep = q > 0 and var_idx[q - 1] == j - 2 and len(model.parts[j - 1].text) == 1
        if var.type == "integer" and after_one_sep and prev_name == "year" and _season_end(per_var[q - 1], raw):
            slots.extend(_season(model, var, j, src, pattern, raw, values, seg_order))
            prev_name = "end_year"
            continue
        if var.type == "integer" and rank < 3 and after_one_sep:
            better = _month_or_day(prev_name, raw)
            if better:
                name, rank = better, 3
        if var.type == "integer" and var.width == 6 and rank < 3 and prev_name == "date" and after_one_sep \
                and all(r is not None and is_hhmmss(r) for r in raw):
            slots.extend(_clock_after_date(model, var, j, src, pattern, raw, values, seg_order))
            prev_name = "time"
            continue
        prev_name = name
        if var.kind == VarKind.TIMESTAMP:
            slots.append(Slot(var, src, pattern, raw, (seg_order, j), VarKind.TIMESTAMP, "string",
                              name="timestamp", rank=3))
            slots.append(Slot(var, src, pattern, raw, (seg_order, j), VarKind.DATE, "date",
                              fmt=var.fmt or "%Y%m%d%H%M%S", name="date", rank=3))
            clock = clock_slot(var, src, pattern, raw, (seg_order, j))
            if clock is not None:
                slots.append(clock)
            continue
        if var.type == "integer" and _label_key(model.parts, j):  # a label's value is any alphanumeric text
            var = replace(var, kind=VarKind.ALNUM, regex="[A-Za-z0-9]+", type="string", width=None)
            model.parts[j] = replace(model.parts[j], glob="*", regex=var.regex, var=var)
            pattern = pattern_for(model.parts, j) if pattern is not None else None
        slots.append(Slot(var, src, pattern, raw, (seg_order, j), var.kind, var.type, fmt=var.fmt,
                          default_null=var.default_null, name=name, rank=rank))
    return slots


def _label_key(parts: list[Part], j: int) -> bool:
    """Whether part j is the value of a BIDS label key written alone (`sub-01_T1w`: subject '01',
    as in a `sub-01` folder and beside `sub-emptyroom`); index keys (`run-1`) stay numbers."""
    if j == 0 or parts[j - 1].var is not None:
        return False
    m = re.search(r"(?:^|[_/])([A-Za-z]+)-$", parts[j - 1].text)
    if m is None and j >= 2 and parts[j - 1].text == "-" and parts[j - 2].var is None:
        m = re.search(r"(?:^|[_/])([A-Za-z]+)$", parts[j - 2].text)
    key = m.group(1).lower() if m else ""
    return key in T.ENTITY_KEYS and key not in T.INDEX_ENTITY_KEYS


def _clock_after_date(model: SegModel, var: Var, j: int, src: str, pattern: str | None, raw: list[str | None],
                      values: list[str], seg_order: int) -> list[Slot]:
    """`IMG_20230704_183012`: a clock time after a date is kept as its text (`000105`), and the two
    as written are one timestamp (`2024-03-01-123456`)."""
    out = [Slot(var, src, pattern, raw, (seg_order, j), VarKind.TIME, "string", name="time", rank=3)]
    return out + _pair_as_written(model, var, j, src, values, seg_order, VarKind.TIMESTAMP, "timestamp")


def key_any_slot(middle: list[Slot], segs: list[list[str]]) -> list[Slot]:
    """Partition keys that differ between samples: only Python can read the keys never seen."""
    hive = [s for s in middle if s.kind == VarKind.KEY]
    if len(hive) < 2 or not any(r is None for s in hive for r in s.raw):
        return []
    var = Var(VarKind.KEY_ANY, "", "string", name="key_value_folders", rank=4)
    raw: list[str | None] = ["/".join(x for x in sg[:-1] if "=" in x) or None for sg in segs]
    return [Slot(var, "full_path", "", raw, (-1, 0), VarKind.KEY_ANY, "string", name="key_value_folders", rank=4)]
