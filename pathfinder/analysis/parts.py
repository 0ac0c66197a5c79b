"""The analyser's template vocabulary: a variable (`Var`), a template piece (`Part`), a segment's
template (`SegModel`), and the kinds of value a variable can hold (`VarKind`); and the two moves many stages
make on them: a literal's span turned into a part of its own (`splice`), a reading of every value or none
(`each_read`).

Every stage after clustering speaks in these terms (docs/analyser.md).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TypeVar

import pathfinder.analysis.tokens as T

ENUM_MAX = 6  # a word column with at most this many values (each seen twice) is an enumeration
FEW_SAMPLES = 5  # below this many samples a shared value is still data, not a literal


class VarKind(StrEnum):
    """What a variable's text looks like; decides its regex, type, name and how it merges."""

    INT = "int"  # digits, an integer
    YEAR = "year"  # four digits 1900-2099
    DATE = "date"  # YYYY-MM-DD with one separator
    DMY = "dmy"  # DD-MM-YYYY or MM-DD-YYYY
    DATE8 = "date8"  # YYYYMMDD
    TIMESTAMP = "timestamp"  # a date and a clock time in one token
    TIME = "time"  # the clock time read out of a timestamp
    CLOCK = "clock"  # HH.MM.SS on its own
    MONTHNAME = "monthname"  # an English month name
    UUID = "uuid"
    HASH = "hash"  # hex digits with letters
    DOTTED = "dotted"  # dot-separated numbers (a DICOM UID, an address)
    VERSION = "version"  # 1.2.3, a release
    IDENT = "ident"  # letters glued to a long number, an identifier as written
    WORD = "word"  # letters only
    ENUM = "enum"  # a few words, each seen more than once
    ALNUM = "alnum"  # letters and digits
    STRING = "string"  # any other text
    CODE = "code"  # a fixed-width code padded with `_` (a product name's field, `EFR___`), read without its padding
    KEY = "key"  # the value of a Hive `key=value` folder
    KEY_ANY = "key_any"  # every `key=value` folder, keys differing between paths (Python)
    ENTITY = "entity"  # the value of a BIDS-like `key-value` piece
    SUFFIX = "suffix"  # the trailing non-key piece of a BIDS-like name


# untyped text: its class comes from its neighbours
FREE_KINDS = frozenset({VarKind.WORD, VarKind.ENUM, VarKind.ALNUM, VarKind.STRING})


@dataclass
class Var:
    """A variable piece of a template: how it reads (regex), its type and proposed name."""

    kind: VarKind
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
    """One piece of a segment template: a literal (`var` None) or a variable."""

    glob: str
    regex: str
    var: Var | None = None
    text: str = ""  # literal text (summary)
    strong: bool = False  # a multi-character delimiter (`__`, ` - `) between pieces of a name

    @property
    def plain(self) -> bool:
        """A literal that reads exactly its own text (not a variable, and not an optional piece or a class kept
        as a literal): the parts the rules may cut, copy or rewrite as text."""
        return self.var is None and self.regex == T.rx_escape(self.text)


T_co = TypeVar("T_co")


def each_read(read: Callable[[str], T_co | None], values: list[str]) -> list[T_co] | None:
    """`read` of every value, or None at the first value it does not read.

    Why: most segments hold no such piece, so one look per segment usually settles it (bench_inference speed)."""
    out: list[T_co] = []
    for v in values:
        got = read(v)
        if got is None:
            return None
        out.append(got)
    return out


def lit(text: str) -> Part:
    """A literal part."""
    return Part(glob=T.glob_escape(text), regex=T.rx_escape(text), text=text)


def var_part(var: Var, glob: str) -> Part:
    """A variable part with its glob."""
    return Part(glob=glob, regex=var.regex, var=var)


def whole_segment() -> Part:
    """The whole segment, whatever it holds: one free field (`*`) where a segment's value varies as a whole."""
    return var_part(Var(VarKind.STRING, r"[^/]+", "string"), "*")


def splice(text: str, start: int, end: int, middle: Part) -> list[Part]:
    """The literal `text` with its span [start, end) read by `middle`: the literal before, `middle`, the literal after
    (a part with neither a field nor text left out).

    Why: many rules turn one span of a template's literal into a part of its own (a copy of a folder's value, a count)."""
    return [q for q in (lit(text[:start]), middle, lit(text[end:])) if q.var is not None or q.text]


#: where in a literal's text a rule reads a part of its own: (start, end, the part), or None where it reads nothing
SpanReader = Callable[[str], "tuple[int, int, Part] | None"]


def splice_each(parts: list[Part], read: SpanReader) -> list[Part] | None:
    """`parts` with the span `read` finds in each plain literal spliced in (`splice`), or None when it finds none.

    Why: copies of a folder's value, log generations and counts are read the same way in every literal of a template."""
    out: list[Part] = []
    found = False
    for p in parts:
        hit = read(p.text) if p.plain else None
        if hit is None:
            out.append(p)
            continue
        out += splice(p.text, *hit)
        found = True
    return out if found else None


def year_part() -> Part:
    """A four-digit year: one field named year (a fresh part each call: callers may edit theirs)."""
    return var_part(Var(VarKind.YEAR, r"\d{4}", "integer", name="year", rank=3, width=4), "????")


def month_name_part(seen: Sequence[str] = ()) -> Part:
    """An English month name in any case (`Mar`, `march`): one field named month; its glob is `month_glob(seen)`."""
    return var_part(Var(VarKind.MONTHNAME, T.MONTH_NAME_RX, "string", name="month", rank=3), month_glob(seen))


#: an English month's names, short and full (AP's `Sept` too), as `tokens.MONTH_NAME_RX` reads them
_MONTH_WORDS = [w for m in T.MONTH_NAMES for w in dict.fromkeys((m[:3], *(["sept"] if m == "september" else []), m))]
_CASE_STYLES = {"lower": str.lower, "upper": str.upper, "title": str.title}


def _case_style(word: str) -> str | None:
    """How a word is cased: `lower`, `upper`, `title` (`Mar`), else None."""
    return next((k for k, f in _CASE_STYLES.items() if f(word) == word), None)


def month_glob(seen: Sequence[str]) -> str:
    """The months' names listed in the case the samples write theirs (`Oct` -> `{Jan,January,Feb,…,Dec,December}`,
    `march` -> the same in lower case), or `[A-Za-z]*` when the samples mix cases or show none.

    Short and full names both, as trees write `Sept` beside `Oct`, `March` beside `Aug`; `[A-Za-z]*` took `Bob/`
    beside `May/` and `ven-10.md` beside `mar-10.md`.

    Why: a month folder's siblings are the other months, not any word."""
    styles = {_case_style(w) for w in seen}
    if len(styles) != 1 or None in styles:
        return "[A-Za-z]*"
    style = _CASE_STYLES[styles.pop()]  # type: ignore[index]
    return "{" + ",".join(style(w) for w in _MONTH_WORDS) + "}"


@dataclass
class Entity:
    """One key of a BIDS-like `key-value_key-value_suffix` name."""

    key: str
    value_regex: str
    type: str
    optional: bool


@dataclass
class SegModel:
    """The template of one aligned path segment (parts, or BIDS-like entities)."""

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


def all_literal(model: SegModel) -> bool:
    """A template of plain literals only (a constant name)."""
    return model.entity_glob is None and bool(model.parts) and all(p.plain for p in model.parts)


def template_regex(parts: list[Part]) -> str:
    """The anchored regex a template's parts make, each variable's regex grouped (its alternation kept inside)."""
    return "^" + "".join("(?:" + q.regex + ")" if q.var else q.regex for q in parts) + "$"


def read_template(parts: list[Part], text: str) -> re.Match[str] | None:
    """`text` read by the template, each variable a capturing group (its value), literals grouped
    alone; None where it does not match or an optional group's opening part makes no regex alone."""
    rx = template_reader(parts)
    return None if rx is None else rx.match(text)


def pattern_with(parts: list[Part], j: int, inner: str) -> str:
    """The anchored pattern of a template with part j written as `inner` (which holds group 1): how every stage
    that reads one free part a new way (a cut, a version, a code) writes the whole name's pattern."""
    return "^" + "".join(inner if i == j else (f"(?:{q.regex})" if "|" in q.regex else q.regex)
                         for i, q in enumerate(parts)) + "$"


def template_reader(parts: list[Part]) -> re.Pattern[str] | None:
    """`read_template`'s pattern, compiled once to read many values (None where it makes no regex)."""
    try:
        return re.compile("^" + "".join(f"({p.regex})" if p.var is not None else f"(?:{p.regex})" for p in parts) + "$")
    except re.error:
        return None


def merge_literals(parts: list[Part]) -> list[Part]:
    """Adjacent plain literals become one (a template reads as its text), each run joined once.

    Why once: joining piece by piece re-escapes the text so far at every piece (quadratic in a name's length)."""
    out: list[Part] = []
    run: list[Part] = []

    def close() -> None:
        out.append(run[0] if len(run) == 1 else lit("".join(p.text for p in run)))
        run.clear()

    for p in parts:
        if p.var is None and p.glob != "*" and not p.strong and p.regex == T.rx_escape(p.text):
            run.append(p)
            continue
        if run:
            close()
        out.append(p)
    if run:
        close()
    return out


def codes_as_values(parts: list[Part], eligible: Callable[[int], bool], separators: re.Pattern[str],
                    is_code: Callable[[int, int, list[str]], bool]) -> list[Part] | None:
    """`parts` with each plain literal that `eligible(j)` admits cut by `separators` (a pattern with one group,
    so the separators stay), its pieces that `is_code(j, k, pieces)` admits read as values (`*`, `[A-Z0-9]+`);
    None when no piece was. The shared step of `members.composite_id` and `branch_codes.record_codes`.

    Why: both read a record's short codes inside its literal text, and differ only in which parts and pieces."""
    out: list[Part] = []
    changed = False
    for j, p in enumerate(parts):
        if not p.plain or not eligible(j):
            out.append(p)
            continue
        pieces = separators.split(p.text)
        for k, piece in enumerate(pieces):
            if piece and is_code(j, k, pieces):
                out.append(var_part(Var(VarKind.ALNUM, r"[A-Z0-9]+", "string"), "*"))
                changed = True
            elif piece:
                out.append(lit(piece))
    return merge_literals(out) if changed else None
