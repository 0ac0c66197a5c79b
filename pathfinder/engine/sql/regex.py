"""A rule's Python regex rewritten so RE2 (DuckDB, BigQuery) and Java (Spark) read it the same.

The pattern is parsed with Python's own regex parser and written back in the
syntax RE2 and Java share, with every construct spelled out so that it means
exactly what it means to Python's `re` (see "Patterns in SQL" in docs/scale.md):

* `\\d`, `\\w`, `\\s` (and their negations) become explicit character classes
  computed from Python itself (Unicode unless the pattern is ASCII-only);
* `.` becomes `[^\\n]` (Java's `.` would also refuse `\\r`, `\\u2028`, ...);
* every character outside `[A-Za-z0-9]` is written `\\x{HHHH}`;
* `$` becomes `\\z`; Python's `$` also matches before a final `\\n`, so the
  caller guards texts ending in a newline (`Portable.dollar`);
* `(?i)` (ASCII letters only, as Python reads it under `re.ASCII`) becomes classes holding
  both cases (`[Cc][Ss][Vv]`): RE2 would also fold `k` with the Kelvin sign;
* `\\b` / `\\B` (ASCII word characters, as Python reads them under `re.ASCII`) stay
  `\\b` / `\\B` in RE2, whose boundary is ASCII; Java (before 19) and Joni read word
  characters as Unicode letters, so for them the boundary is spelled out with look-arounds.

Anything whose meaning differs between the engines and cannot be spelled out
(lookaround, backreferences, conditionals, atomic groups, possessive repeats,
multi-line matching, case-insensitive matching of non-ASCII text, repeats over 1000)
is refused with a `NotPortable` that says what to write instead.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from pathfinder.engine.pattern_tree import C, P

MAX_UNICODE = 0x10FFFF
SURROGATES = (0xD800, 0xDFFF)  # never in SQL strings: left out of classes
MAX_REPEAT = 1000  # RE2's limit on {m,n}

Interval = tuple[int, int]


class NotPortable(ValueError):
    """A pattern construct RE2/Java would read differently; `hint` says what to write instead."""

    def __init__(self, what: str, hint: str) -> None:
        super().__init__(what)
        self.what = what
        self.hint = hint


@dataclass(frozen=True)
class Portable:
    """The rewritten pattern and what the caller must know to use it exactly."""

    text: str  # RE2/Java syntax with exactly one capturing group: the value
    groups: int  # capturing groups of the Python pattern
    dollar: bool  # uses `$`: texts ending in '\n' need Python
    empty_group_is_missing: bool  # group 1 may not take part but never matches '': '' means missing
    never_empty: bool = False  # the value is never '': an empty extract means "no match"


def _char(code: int) -> str:
    c = chr(code)
    if c.isascii() and c.isalnum():
        return c
    return "\\x{%x}" % code


def _merge(intervals: list[Interval]) -> list[Interval]:
    out: list[Interval] = []
    for lo, hi in sorted(intervals):
        if out and lo <= out[-1][1] + 1:
            if hi > out[-1][1]:
                out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return out


def _without_surrogates(intervals: list[Interval]) -> list[Interval]:
    lo_s, hi_s = SURROGATES
    out: list[Interval] = []
    for lo, hi in intervals:
        if hi < lo_s or lo > hi_s:
            out.append((lo, hi))
            continue
        if lo < lo_s:
            out.append((lo, lo_s - 1))
        if hi > hi_s:
            out.append((hi_s + 1, hi))
    return out


def _complement(intervals: list[Interval]) -> list[Interval]:
    out: list[Interval] = []
    start = 0
    for lo, hi in _merge(intervals):
        if lo > start:
            out.append((start, lo - 1))
        start = hi + 1
    if start <= MAX_UNICODE:
        out.append((start, MAX_UNICODE))
    return out


@functools.lru_cache(maxsize=None)
def category_intervals(escape: str, ascii_only: bool) -> tuple[Interval, ...]:
    """Code point intervals Python's `re` matches with `escape` (`\\d`, `\\W`, ...)."""
    rx = re.compile(escape, re.ASCII if ascii_only else 0)
    top = 0x7F if ascii_only and escape.islower() else MAX_UNICODE
    intervals: list[Interval] = []
    step = 1 << 14  # a slice of the code points at a time: building all 1.1M at once costs ~100 MB
    codes = (
        base + m.start()
        for base in range(0, top + 1, step)
        for m in rx.finditer("".join(map(chr, range(base, min(base + step, top + 1)))))
    )
    for code in codes:
        if intervals and intervals[-1][1] == code - 1:
            intervals[-1] = (intervals[-1][0], code)
        else:
            intervals.append((code, code))
    if ascii_only and not escape.islower():  # \D \W \S: everything above ASCII too
        intervals.append((0x80, MAX_UNICODE))
    return tuple(_merge(intervals))


_CATEGORIES = {
    C.CATEGORY_DIGIT: "\\d",
    C.CATEGORY_NOT_DIGIT: "\\D",
    C.CATEGORY_WORD: "\\w",
    C.CATEGORY_NOT_WORD: "\\W",
    C.CATEGORY_SPACE: "\\s",
    C.CATEGORY_NOT_SPACE: "\\S",
}


def class_text(intervals: list[Interval], negate: bool = False) -> str:
    """`[...]` (or `[^...]`) for a set of code point intervals (surrogates dropped).

    Negated classes stay negated: `[^/]` means the same to RE2, Java and Python
    and keeps RE2's automaton small (an explicit complement makes extraction slow).
    """
    parts = []
    for lo, hi in _without_surrogates(_merge(intervals)):
        if lo == hi:
            parts.append(_char(lo))
        elif hi == lo + 1:
            parts.append(_char(lo) + _char(hi))
        else:
            parts.append(_char(lo) + "-" + _char(hi))
    if not parts:
        raise NotPortable("an empty character class", "remove the class")
    return ("[^" if negate else "[") + "".join(parts) + "]"


ANY_CHAR = "(?s:.)"

_WORD = "[0-9A-Z_a-z]"  # Python's \\w under re.ASCII
# \\b and \\B for engines whose own boundary is not ASCII (Java before 19, Joni)
_LOOKAROUND_BOUNDARY = {
    C.AT_BOUNDARY: f"(?:(?<={_WORD})(?!{_WORD})|(?<!{_WORD})(?={_WORD}))",
    C.AT_NON_BOUNDARY: f"(?:(?<={_WORD})(?={_WORD})|(?<!{_WORD})(?!{_WORD}))",
}
RE2_DIALECTS = frozenset({"duckdb", "bigquery"})  # dialects whose regex engine is RE2


def _ascii_case_closed(intervals: list[Interval]) -> list[Interval]:
    """`intervals` with the other case of every ASCII letter in them (Python's re.I under re.ASCII)."""
    out = list(intervals)
    for lo, hi in intervals:
        for first, last, shift in ((0x61, 0x7A, -32), (0x41, 0x5A, 32)):
            a, b = max(lo, first), min(hi, last)
            if a <= b:
                out.append((a + shift, b + shift))
    return _merge(out)


class _Writer:
    """Walks Python's parse tree and writes RE2/Java text."""

    def __init__(self, flags: int, keep: int | None, ascii_text: bool = False, dialect: str = "duckdb") -> None:
        self.keep = keep
        self.ascii_text = ascii_text
        self.re2 = dialect in RE2_DIALECTS
        self.ascii = bool(flags & re.ASCII)
        self.icase = bool(flags & re.IGNORECASE)
        self.dotall = bool(flags & re.DOTALL)
        self.dollar = False
        self.group1_optional = False
        self.group1_can_be_empty = False

    def check_flags(self, flags: int) -> None:
        if flags & re.IGNORECASE and not (self.ascii or self.ascii_text):
            raise NotPortable(  # Unicode case folding (Python's without re.ASCII) is not spelled out
                "case-insensitive matching ((?i) or re.I) of non-ASCII text",
                "spell both cases out with classes, e.g. [Cc][Ss][Vv]",
            )
        if flags & re.MULTILINE:
            raise NotPortable("multi-line mode ((?m))", "drop (?m): paths hold one line")
        if flags & re.VERBOSE:
            return

    def seq(self, sub: Any, optional: bool) -> str:
        return "".join(self.item(op, av, optional) for op, av in sub)

    def item(self, op: Any, av: Any, optional: bool) -> str:
        if op is C.LITERAL:
            if self.icase and chr(av).isascii() and chr(av).isalpha():
                return class_text(_ascii_case_closed([(av, av)]))
            return _char(av)
        if op is C.NOT_LITERAL:
            return class_text(_ascii_case_closed([(av, av)]) if self.icase else [(av, av)], negate=True)
        if op is C.ANY:
            return ANY_CHAR if self.dotall else class_text([(10, 10)], negate=True)
        if op is C.IN:
            negate = any(o is C.NEGATE for o, _ in av)
            members = self.members([(o, a) for o, a in av if o is not C.NEGATE])
            if self.icase:  # Python: the character or its other case is in the class
                members = _ascii_case_closed(members)
            if self.ascii_text:  # only ASCII reaches the pattern: the rest of a class cannot match
                members = [(lo, min(hi, 0x7F)) for lo, hi in members if lo <= 0x7F] or members
            if negate and not members:
                return ANY_CHAR
            return class_text(members, negate=negate)
        if op is C.BRANCH:
            _, alternatives = av
            inner = optional or len(alternatives) > 1
            return "(?:" + "|".join(self.seq(a, inner) for a in alternatives) + ")"
        if op is C.SUBPATTERN:
            group, add_flags, del_flags, sub = av
            self.check_flags(add_flags)
            if add_flags & re.DOTALL or del_flags & re.DOTALL:
                raise NotPortable("a scoped (?s) flag", "write [\\s\\S] for any character")
            icase = self.icase
            self.icase = bool((icase or add_flags & re.IGNORECASE) and not del_flags & re.IGNORECASE)
            body = self.seq(sub, optional)
            self.icase = icase
            if group is None or group != self.keep:
                return "(?:" + body + ")"
            if group == self.keep:
                self.group1_optional = optional
                self.group1_can_be_empty = sub.getwidth()[0] == 0
            return "(" + body + ")"
        if op in (C.MAX_REPEAT, C.MIN_REPEAT):
            lo, hi, sub = av
            if lo > MAX_REPEAT or (hi != C.MAXREPEAT and hi > MAX_REPEAT):
                raise NotPortable(f"a repeat count over {MAX_REPEAT}", f"use counts up to {MAX_REPEAT} or +/*")
            body = self.seq(sub, optional or lo == 0)
            quant = self.quantifier(lo, hi)
            if len(sub) == 1 and sub[0][0] in (C.LITERAL, C.IN, C.ANY, C.NOT_LITERAL):
                return body + quant + ("?" if op is C.MIN_REPEAT else "")
            return "(?:" + body + ")" + quant + ("?" if op is C.MIN_REPEAT else "")
        if op is C.AT:
            return self.anchor(av)
        if op is C.GROUPREF or op is C.GROUPREF_EXISTS:
            raise NotPortable("a backreference or conditional group", "repeat the sub-pattern instead")
        if op is C.ASSERT or op is C.ASSERT_NOT:
            raise NotPortable("a lookahead or lookbehind", "match the text and capture the part you want with a group")
        if op is C.ATOMIC_GROUP or op is getattr(C, "POSSESSIVE_REPEAT", None):
            raise NotPortable("an atomic group or possessive repeat", "use a plain group or repeat")
        raise NotPortable(f"the regex construct {op}", "use the portable subset in docs/rule-language.md")

    @staticmethod
    def quantifier(lo: int, hi: int) -> str:
        if hi == C.MAXREPEAT:
            return {0: "*", 1: "+"}.get(lo, "{%d,}" % lo)
        if (lo, hi) == (0, 1):
            return "?"
        return "{%d}" % lo if lo == hi else "{%d,%d}" % (lo, hi)

    def anchor(self, at: Any) -> str:
        if at in (C.AT_BEGINNING, C.AT_BEGINNING_STRING):
            return "\\A"
        if at is C.AT_END_STRING:
            return "\\z"
        if at is C.AT_END:
            self.dollar = True
            return "\\z"
        if at in _LOOKAROUND_BOUNDARY and (self.ascii or self.ascii_text):
            if self.re2:  # RE2's \b is ASCII, as Python's under re.ASCII
                return "\\b" if at is C.AT_BOUNDARY else "\\B"
            return _LOOKAROUND_BOUNDARY[at]
        raise NotPortable(
            "a word boundary (\\b or \\B) over Unicode word characters", "match the separator itself, e.g. (?:^|_)run-(\\d+)"
        )

    def members(self, items: Any) -> list[Interval]:
        intervals: list[Interval] = []
        for op, av in items:
            if op is C.LITERAL:
                intervals.append((av, av))
            elif op is C.RANGE:
                intervals.append((av[0], av[1]))
            elif op is C.CATEGORY:
                intervals.extend(category_intervals(_CATEGORIES[av], self.ascii))
            else:
                raise NotPortable(f"the class member {op}", "list the characters in the class")
        return intervals


def portable(pattern: str, flags: int = 0, keep: int | None = None, ascii_text: bool = False,
             dialect: str = "duckdb") -> Portable:
    """Rewrite a Python pattern for RE2/Java, or raise `NotPortable`.

    `ascii_text`: the caller applies the pattern to ASCII text only (other rows are guarded), so
    classes keep their ASCII part: the same matches, and RE2 compiles `[0-9]` where Python's
    Unicode `\\d` would be ~60 ranges (compiled again for every query of the DuckDB engine).

    `dialect` picks the spelling of `\\b` (RE2's own, or look-arounds for Java and Joni).

    Only group `keep` stays capturing, as group 1 (some engines refuse several
    groups); by default the value group of docs/rule-language.md: group 1, or the whole match
    (wrapped in a group) when the pattern has none.
    """
    try:
        parsed = P.parse(pattern, flags)
    except re.error as exc:
        raise NotPortable(f"an invalid pattern ({exc})", "fix the pattern") from None
    state = parsed.state
    groups = state.groups - 1
    if keep is None:
        keep = 1 if groups else 0
    writer = _Writer(state.flags, keep, ascii_text, dialect)
    writer.check_flags(state.flags)
    text = writer.seq(parsed, False)
    if keep == 0:
        text = "(" + text + ")"
        writer.group1_can_be_empty = parsed.getwidth()[0] == 0
    optional = writer.group1_optional and keep >= 1
    if optional and writer.group1_can_be_empty:
        raise NotPortable(
            "group 1 may not take part in a match yet can match ''",
            "make group 1 match at least one character, or move it out of the optional part",
        )
    return Portable(text, groups, writer.dollar, optional, not writer.group1_can_be_empty)


def value_is_digits(pattern: str, flags: int = 0) -> bool:
    """Whether a pattern's value (group 1, or the whole match without groups) is always ASCII
    digits, at least one (`mission_(\\d+)` under re.ASCII): `int()` of it is then a plain cast."""
    try:
        parsed = P.parse(pattern, flags)
    except re.error:
        return False
    ascii_digits = bool(parsed.state.flags & re.ASCII)
    body = _group_body(parsed, 1) if parsed.state.groups > 1 else parsed
    return body is not None and body.getwidth()[0] >= 1 and _only_digits(body, ascii_digits)


def _group_body(seq: Any, group: int) -> Any:
    for op, av in seq:
        if op is C.SUBPATTERN and av[0] == group:
            return av[3]
        subs = [av[3]] if op is C.SUBPATTERN else [av[2]] if op in (C.MAX_REPEAT, C.MIN_REPEAT) \
            else av[1] if op is C.BRANCH else []
        for sub in subs:
            found = _group_body(sub, group)
            if found is not None:
                return found
    return None


def _only_digits(seq: Any, ascii_digits: bool) -> bool:
    def digit_member(op: Any, av: Any) -> bool:
        if op is C.LITERAL:
            return 0x30 <= av <= 0x39
        if op is C.RANGE:
            return 0x30 <= av[0] <= av[1] <= 0x39
        return op is C.CATEGORY and av is C.CATEGORY_DIGIT and ascii_digits

    for op, av in seq:
        if op is C.IN:
            if not av or not all(digit_member(o, a) for o, a in av):
                return False
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT):
            if not _only_digits(av[2], ascii_digits):
                return False
        elif op is C.SUBPATTERN:
            if not _only_digits(av[3], ascii_digits):
                return False
        elif op is C.BRANCH:
            if not all(_only_digits(alt, ascii_digits) for alt in av[1]):
                return False
        elif not digit_member(op, av):
            return False
    return True
