"""Which field patterns a rule may hold: the portable dialect and the backtracking check.

A `pattern` must mean the same in Python `re`, RE2 (DuckDB, BigQuery) and Java
(Spark), and must not backtrack catastrophically on a hostile path, so both
are checked statically when a rule is compiled (tier 2), before any path is
seen. Every check returns a `PatternProblem` (what is wrong, what to write
instead) rather than raising, so the rule compiler, the SQL compiler and the
prompts share one verdict. The dialect and its reasons are in
docs/rule-language.md ("Patterns"); the limits in docs/security.md.

The backtracking check works on Python's own parse tree (`re._parser`). It
refuses, conservatively:

* a repeated group whose body can match the empty text (`(a*)*`);
* a repeat nested in another repeat, unless each pass of the outer one must
  cross a delimiter the inner repeat cannot swallow (`(?:[a-z]+_)*` is fine,
  `(a+)+` and `(\\w+\\s?)*` are not);
* an alternation under a repeat whose branches can start with the same
  character (`(a|aa)+`, `(\\w|\\d)+`);
* three or more variable repeats in a row over overlapping characters with
  nothing between them that only one could match (`\\w+\\w+\\w+`).

Polynomial cases the check lets through are bounded at run time by the
per-path pattern time limit (`pathfinder.engine.timebox`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Iterable

try:  # Python 3.11+
    from re import _constants as _c  # type: ignore[attr-defined]
    from re import _parser as _p  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _p  # type: ignore[no-redef]

MAX_PATTERN_CHARS = 1000  # a field pattern longer than this is refused
MAX_REPEAT_COUNT = 1000  # RE2's limit for {n,m}
MAX_NESTING = 50  # groups inside groups
# `\d`, `\w`, `\b` mean ASCII, as in RE2 and Java: Python compiles every field pattern this way.
PATTERN_FLAGS = re.ASCII

_POSSESSIVE = getattr(_c, "POSSESSIVE_REPEAT", None)
_ATOMIC = getattr(_c, "ATOMIC_GROUP", None)
_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT)
_UNBOUNDED = _c.MAXREPEAT
_WIDE = 16  # a repeat allowing this many more passes than its minimum counts as unbounded


@dataclass(frozen=True)
class PatternProblem:
    """Why a pattern is refused (`message`) and what to write instead (`hint`)."""

    message: str
    hint: str


def compile_pattern(pattern: str) -> re.Pattern[str]:
    """A field pattern compiled as every rule engine compiles it (ASCII classes)."""
    return re.compile(pattern, PATTERN_FLAGS)


def pattern_problem(pattern: str) -> PatternProblem | None:
    """The first reason `pattern` is refused (not portable, or can hang), or None when it is fine.

    A pattern Python cannot compile at all gets None here: compiling it reports
    the syntax error with its position.
    """
    return _length_problem(pattern) or portability_problem(pattern) or backtracking_problem(pattern)


def portability_problem(pattern: str) -> PatternProblem | None:
    """Why `pattern` may mean something else in RE2 or Java, or None (docs/rule-language.md#patterns)."""
    problem = _length_problem(pattern) or _source_problem(pattern)
    if problem is not None:
        return problem
    return _on_tree(pattern, lambda tree: _tree_problem(tree, 0))


def backtracking_problem(pattern: str) -> PatternProblem | None:
    """Why `pattern` can backtrack catastrophically on some text, or None (see the module doc)."""
    problem = _length_problem(pattern)
    if problem is not None:
        return problem
    return _on_tree(pattern, lambda tree: _walk(_Analysis(tree, pattern), list(tree)))


def _on_tree(pattern: str, check: Callable[[Any], PatternProblem | None]) -> PatternProblem | None:
    """`check` on the parse tree of `pattern`: None when it does not parse, too deep on RecursionError."""
    tree = _parse(pattern)
    if tree is None:
        return None
    try:
        return check(tree)
    except RecursionError:
        return _TOO_DEEP


_TOO_DEEP = PatternProblem("nests groups too deeply", f"use at most {MAX_NESTING} nested groups")
_POSSESSIVE_PROBLEM = PatternProblem("uses a possessive quantifier (*+, ++, ?+), which is not portable",
                                     "write a plain quantifier with a narrower class")


def _length_problem(pattern: str) -> PatternProblem | None:
    if len(pattern) > MAX_PATTERN_CHARS:
        return PatternProblem(
            f"is {len(pattern)} characters long (the limit is {MAX_PATTERN_CHARS})",
            "a field pattern only needs the text around the value: shorten it",
        )
    if _group_depth(pattern) > MAX_NESTING:
        return _TOO_DEEP
    return None


def _group_depth(pattern: str) -> int:
    """Deepest nesting of parentheses (escapes and classes skipped)."""
    depth = deepest = 0
    i, n = 0, len(pattern)
    in_class = False
    while i < n:
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            i += 1 + (pattern[i + 1 : i + 2] == "^")  # a ']' right after '[' or '[^' is a member
        elif c == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif c == ")":
            depth -= 1
        i += 1
    return deepest


def _parse(pattern: str) -> Any:
    try:
        return _p.parse(pattern, PATTERN_FLAGS)
    except (re.error, RecursionError, OverflowError, ValueError, TypeError):
        return None


# --- the portable dialect, on the source text (what the parse tree no longer shows) ---

_ESCAPES_OK = set("dDwWbBAtnrfx")
_ESCAPE_HINTS = {
    "s": ("\\s is not portable (RE2 leaves out the vertical tab)", "write [ \\t] for spaces and tabs"),
    "S": ("\\S is not portable (RE2 leaves out the vertical tab)", "write [^ \\t] instead"),
    "Z": ("\\Z is not portable (RE2 has no \\Z)", "write $ for the end of the text"),
    "z": ("\\z is not Python syntax", "write $ for the end of the text"),
    "v": ("\\v is not portable (Java reads it as any vertical space)", "write \\x0b for a vertical tab"),
    "u": ("\\u escapes are not portable (RE2 has none)", "write the character itself"),
    "U": ("\\U escapes are not portable (RE2 has none)", "write the character itself"),
    "N": ("\\N{...} escapes are not portable", "write the character itself"),
    "a": ("\\a is not portable", "write \\x07"),
    "G": ("\\G is not portable", "anchor with ^ instead"),
}


def _source_problem(pattern: str) -> PatternProblem | None:
    """Escapes, class syntax and `{` counts that the engines read differently."""
    i = 0
    n = len(pattern)
    in_class = False
    while i < n:
        c = pattern[i]
        if c == "\\":
            if i + 1 >= n:
                return None  # a trailing backslash: compiling reports it
            e = pattern[i + 1]
            if e.isdigit():
                return PatternProblem(
                    f"uses \\{e}, a back-reference or octal escape (not portable: RE2 has no back-references)",
                    "match the repeated text again explicitly, or write \\x.. for a character",
                )
            if e.isalpha() and e not in _ESCAPES_OK:
                msg, hint = _ESCAPE_HINTS.get(e, (f"uses \\{e}, which is not portable", "escape only punctuation"))
                return PatternProblem(msg, hint)
            if in_class and e in "bAB":
                return PatternProblem(f"uses \\{e} inside [...] (its meaning differs between engines)",
                                      "write the characters themselves")
            i += 2
            continue
        if in_class:
            if c == "[" and i + 1 < n and pattern[i + 1] in ":=.":
                return PatternProblem("uses a POSIX class like [[:alpha:]] (Python reads it differently)",
                                      "write the range itself, e.g. [A-Za-z]")
            if c == "[":
                return PatternProblem("has an unescaped '[' inside a character class (Java reads it as a nested class)",
                                      "write \\[ inside the class")
            if c == "&" and pattern[i + 1 : i + 2] == "&":
                return PatternProblem("has '&&' inside a character class (Java reads it as an intersection)",
                                      "write \\&\\& or list the characters you mean")
            if c == "]":
                in_class = False
            i += 1
            continue
        if c == "[":
            j = i + 1 + (pattern[i + 1 : i + 2] == "^")
            if pattern[j : j + 1] == "]":
                return PatternProblem("starts a class with ']' (engines disagree on '[]' and '[^]')",
                                      "write \\] inside the class")
            in_class = True
            i = j
            continue
        if c == "{":
            m = _COUNT.match(pattern, i)
            if m is None:
                return PatternProblem(
                    f"has a '{{' at position {i} that is not a repeat count (engines disagree on a literal '{{')",
                    "write \\{ for a literal brace, or {n}, {n,} or {n,m} for a count",
                )
            counts = [int(x) for x in m.groups() if x]
            if any(x > MAX_REPEAT_COUNT for x in counts):
                return PatternProblem(f"repeats more than {MAX_REPEAT_COUNT} times (RE2's limit)",
                                      f"use counts up to {MAX_REPEAT_COUNT}")
            i = m.end()
            continue
        if c == "}":
            return PatternProblem(f"has an unescaped '}}' at position {i}", "write \\} for a literal brace")
        if c == "(" and pattern[i + 1 : i + 2] == "?":
            problem = _group_problem(pattern[i + 2 : i + 4])
            if problem is not None:
                return problem
        if c in "*+?}" and pattern[i + 1 : i + 2] == "+" and i > 0:
            return _POSSESSIVE_PROBLEM
        i += 1
    return None


_COUNT = re.compile(r"\{([0-9]+)(?:,([0-9]*))?\}")


def _group_problem(head: str) -> PatternProblem | None:
    """`(?` followed by `head`: only `(?:` is portable."""
    if head.startswith((":", "i:", "i)")):
        return None  # (?i) and (?i:...) are portable (ASCII letters; see docs/rule-language.md)
    if head.startswith(("=", "!", "<=", "<!")):
        return PatternProblem(
            "uses a lookaround (?=, ?!, ?<=, ?<!), which RE2 does not support",
            "match the surrounding text and capture the value with a group: 'run_(\\d+)' instead of '(?<=run_)\\d+'",
        )
    if head.startswith(("P<", "<")):
        return PatternProblem("uses a named group (Java and RE2 spell names differently)",
                              "use a plain group (...): the value is group 1")
    if head.startswith("P="):
        return PatternProblem("uses a back-reference, which RE2 does not support",
                              "match the repeated text again explicitly")
    if head.startswith(">"):
        return PatternProblem("uses an atomic group (?>...), which RE2 does not support",
                              "use a plain group (?:...) with a narrower class")
    if head.startswith("("):
        return PatternProblem("uses a conditional (?(...)), which RE2 does not support",
                              "write two fields, or one alternation (a|b)")
    if head.startswith("#"):
        return PatternProblem("has a (?#...) comment, which is not portable", "remove the comment")
    return PatternProblem(
        "uses an inline flag other than (?i) (engines disagree on (?s), (?m), (?x), (?a), (?u))",
        "write the characters you mean instead, e.g. [^/] rather than (?s).",
    )


# --- the portable dialect, on the parse tree ---

def _tree_problem(items: Iterable[Any], depth: int) -> PatternProblem | None:
    if depth > MAX_NESTING:
        return _TOO_DEEP
    for op, av in items:
        if op is _c.AT and av is _c.AT_END_STRING:
            return PatternProblem("\\Z is not portable (RE2 has no \\Z)", "write $ for the end of the text")
        if op in (_c.GROUPREF, _c.GROUPREF_EXISTS):
            return PatternProblem("uses a back-reference or conditional, which RE2 does not support",
                                  "match the repeated text again explicitly")
        if op in (_c.ASSERT, _c.ASSERT_NOT):
            return _group_problem("=")
        if op is _ATOMIC:
            return _group_problem(">")
        if op is _POSSESSIVE:
            return _POSSESSIVE_PROBLEM
        if op is _c.SUBPATTERN:
            _group, add, delete, sub = av
            if add & ~(PATTERN_FLAGS | re.IGNORECASE) or delete:
                return _group_problem("i")
            found = _tree_problem(sub, depth + 1)
        elif op in _REPEATS:
            found = _tree_problem(av[2], depth + 1)
        elif op is _c.BRANCH:
            found = None
            for alt in av[1]:
                found = found or _tree_problem(alt, depth + 1)
        else:
            found = None
        if found is not None:
            return found
    return None


# --- character sets, approximated by representative characters ---

_EXTRA = " \t\n\r\x0b\x0c\x00/._-aAzZ09\u00e9\u0661\u00a0\x7f~"  # one of each kind besides the pattern's own


class _Chars:
    """A set of characters, tested on representatives (every literal, range end and category sample)."""

    __slots__ = ("members",)

    def __init__(self, members: frozenset[str]) -> None:
        self.members = members

    def overlaps(self, other: "_Chars") -> bool:
        return not self.members.isdisjoint(other.members)

    def __or__(self, other: "_Chars") -> "_Chars":
        return _Chars(self.members | other.members)


_NONE = _Chars(frozenset())


class _Analysis:
    """Backtracking facts about one parsed pattern: characters, emptiness, nested repeats."""

    def __init__(self, tree: Any, pattern: str) -> None:
        reps = set(_EXTRA)
        self._collect(tree, reps)
        self.fold = "(?i" in pattern  # case-insensitive somewhere: compare characters folded
        if self.fold:
            reps |= {c.swapcase() for c in reps if len(c.swapcase()) == 1}
        self.universe = tuple(sorted(reps))
        self._cache: dict[str, re.Pattern[str]] = {}

    def _collect(self, items: Iterable[Any], reps: set[str]) -> None:
        for op, av in items:
            if op in (_c.LITERAL, _c.NOT_LITERAL):
                reps.add(chr(av))
            elif op is _c.IN:
                for iop, iav in av:
                    if iop in (_c.LITERAL, _c.NOT_LITERAL):
                        reps.add(chr(iav))
                    elif iop is _c.RANGE:
                        reps.update((chr(iav[0]), chr(iav[1])))
                        if iav[0] > 0:
                            reps.add(chr(iav[0] - 1))
                        if iav[1] < 0x10FFFF:
                            reps.add(chr(iav[1] + 1))
            elif op is _c.SUBPATTERN:
                self._collect(av[3], reps)
            elif op in _REPEATS or op is _POSSESSIVE:
                self._collect(av[2], reps)
            elif op is _c.BRANCH:
                for alt in av[1]:
                    self._collect(alt, reps)
            elif op in (_c.ASSERT, _c.ASSERT_NOT):
                self._collect(av[1], reps)
            elif op is _ATOMIC:
                self._collect(av, reps)

    def atom(self, op: Any, av: Any) -> _Chars:
        """Characters one single-character item can match."""
        if op is _c.LITERAL:
            c = chr(av)
            return _Chars(frozenset({c, c.swapcase()} if self.fold and len(c.swapcase()) == 1 else {c}))
        if op is _c.ANY:
            return _Chars(frozenset(c for c in self.universe if c != "\n"))
        if op is _c.NOT_LITERAL:
            return _Chars(frozenset(c for c in self.universe if c != chr(av)))
        if op is _c.IN:
            source = "[" + "".join(_class_item(iop, iav) for iop, iav in av) + "]"
            rx = self._cache.get(source)
            if rx is None:
                try:
                    flags = PATTERN_FLAGS | (re.IGNORECASE if self.fold else 0)
                    rx = self._cache[source] = re.compile(source, flags)
                except re.error:  # pragma: no cover - rebuilt from a class Python parsed
                    return _Chars(frozenset(self.universe))
            return _Chars(frozenset(c for c in self.universe if rx.fullmatch(c)))
        return _NONE

    def chars(self, items: Iterable[Any]) -> _Chars:
        """Every character a match of `items` can contain."""
        out = _NONE
        for op, av in items:
            out = out | self.item_chars(op, av)
        return out

    def item_chars(self, op: Any, av: Any) -> _Chars:
        if op is _c.SUBPATTERN:
            return self.chars(av[3])
        if op in _REPEATS or op is _POSSESSIVE:
            return self.chars(av[2])
        if op is _c.BRANCH:
            out = _NONE
            for alt in av[1]:
                out = out | self.chars(alt)
            return out
        if op is _ATOMIC:
            return self.chars(av)
        return self.atom(op, av)

    def first(self, items: list[Any]) -> _Chars:
        """Characters a non-empty match of `items` can start with."""
        out = _NONE
        for op, av in items:
            if op is _c.SUBPATTERN:
                out = out | self.first(av[3])
            elif op in _REPEATS or op is _POSSESSIVE:
                if av[1] > 0:
                    out = out | self.first(av[2])
            elif op is _c.BRANCH:
                for alt in av[1]:
                    out = out | self.first(alt)
            elif op is _ATOMIC:
                out = out | self.first(av)
            else:
                out = out | self.atom(op, av)
            if not _nullable_item(op, av):
                break
        return out


def _class_item(op: Any, av: Any) -> str:
    if op is _c.NEGATE:
        return "^"
    if op is _c.LITERAL:
        return "\\x%02x" % av if av < 256 else "\\u%04x" % av if av < 0x10000 else "\\U%08x" % av
    if op is _c.RANGE:
        return _class_item(_c.LITERAL, av[0]) + "-" + _class_item(_c.LITERAL, av[1])
    if op is _c.CATEGORY:
        return {
            _c.CATEGORY_DIGIT: "\\d", _c.CATEGORY_NOT_DIGIT: "\\D", _c.CATEGORY_SPACE: "\\s",
            _c.CATEGORY_NOT_SPACE: "\\S", _c.CATEGORY_WORD: "\\w", _c.CATEGORY_NOT_WORD: "\\W",
        }.get(av, "")
    return ""


def _nullable(items: Iterable[Any]) -> bool:
    return all(_nullable_item(op, av) for op, av in items)


def _nullable_item(op: Any, av: Any) -> bool:
    if op is _c.SUBPATTERN:
        return _nullable(av[3])
    if op in _REPEATS or op is _POSSESSIVE:
        return av[0] == 0 or _nullable(av[2])
    if op is _c.BRANCH:
        return any(_nullable(alt) for alt in av[1])
    if op is _ATOMIC:
        return _nullable(av)
    return op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT)


def _variable(op: Any, av: Any) -> bool:
    """A repeat whose number of passes can vary widely (`+`, `*`, `{1,20}`)."""
    return (op in _REPEATS or op is _POSSESSIVE) and (av[1] == _UNBOUNDED or av[1] - av[0] >= _WIDE)


def _inner_repeats(items: Iterable[Any]) -> list[tuple[Any, Any]]:
    """Parts of varying length inside `items` (at any depth): repeats with a varying count, and
    alternations with an empty branch (Python factors `a|aa` into `a(?:|a)`)."""
    found: list[tuple[Any, Any]] = []
    for op, av in items:
        if op in _REPEATS or op is _POSSESSIVE:
            if av[1] != av[0]:
                found.append((op, av))
            found.extend(_inner_repeats(av[2]))
        elif op is _c.SUBPATTERN:
            found.extend(_inner_repeats(av[3]))
        elif op is _c.BRANCH:
            if any(_nullable(alt) for alt in av[1]):
                found.append((_c.MAX_REPEAT, (0, 1, [(op, av)])))
            for alt in av[1]:
                found.extend(_inner_repeats(alt))
        elif op is _ATOMIC:
            found.extend(_inner_repeats(av))
    return found


def _mandatory_atoms(items: Iterable[Any]) -> list[tuple[Any, Any]]:
    """Single-character items every match of `items` passes through (at the top of the sequence)."""
    out: list[tuple[Any, Any]] = []
    for op, av in items:
        if op in (_c.LITERAL, _c.NOT_LITERAL, _c.ANY, _c.IN):
            out.append((op, av))
        elif op is _c.SUBPATTERN:
            out.extend(_mandatory_atoms(av[3]))
        elif (op in _REPEATS or op is _POSSESSIVE) and av[0] >= 1:
            out.extend(_mandatory_atoms(av[2]))
    return out


_NESTED_HINT = ("make each pass of the outer repeat end with a character the inner one cannot match, "
                "e.g. '(?:[a-z]+_)*' rather than '(?:\\w+_?)*', or drop the outer repeat: '\\w+' instead of '(\\w+)+'")


def _walk(an: _Analysis, items: list[Any]) -> PatternProblem | None:
    problem = _chain_problem(an, items)
    if problem is not None:
        return problem
    for op, av in items:
        if op in _REPEATS or op is _POSSESSIVE:
            lo, hi, body = av
            found = _repeat_problem(an, lo, hi, list(body))
            if found is not None:
                return found
            found = _walk(an, list(body))
        elif op is _c.SUBPATTERN:
            found = _walk(an, list(av[3]))
        elif op is _c.BRANCH:
            found = None
            for alt in av[1]:
                found = found or _walk(an, list(alt))
        else:
            found = None
        if found is not None:
            return found
    return None


def _repeat_problem(an: _Analysis, lo: int, hi: int, body: list[Any]) -> PatternProblem | None:
    """A repeat over `body` that can split one text into passes in many ways."""
    variable = hi == _UNBOUNDED or hi - lo >= _WIDE
    if variable and _nullable(body):
        return PatternProblem(
            "repeats a group that can match empty text, which can backtrack without end",
            "make the repeated part match at least one character ('(a+)*' → 'a*')",
        )
    inner = _inner_repeats(body)
    if inner and (variable or hi > 1 and any(_variable(*r) for r in inner)):
        delimiters = [an.atom(op, av) for op, av in _mandatory_atoms(body)]
        inner_chars = [an.chars(rav[2]) for _rop, rav in inner]
        if not any(all(not d.overlaps(ic) for ic in inner_chars) for d in delimiters):
            return PatternProblem(
                "nests a repeat inside a repeat (like '(a+)+'), which backtracks exponentially on a near miss",
                _NESTED_HINT,
            )
    branch = _branch_overlap(an, body) if variable else None
    if branch is not None:
        return PatternProblem(
            f"repeats an alternation whose branches can start alike ({branch}), which backtracks exponentially",
            "make the branches start with different characters, e.g. '(a|aa)+' → 'a+', '(ab|ac)+' → '(a[bc])+'",
        )
    return None


def _branch_overlap(an: _Analysis, body: list[Any]) -> str | None:
    """The first alternation in `body` (top of the sequence) with two branches sharing a first character."""
    for op, av in body:
        if op is _c.SUBPATTERN:
            found = _branch_overlap(an, list(av[3]))
            if found:
                return found
        elif op is _c.BRANCH:
            firsts = [an.first(list(alt)) for alt in av[1]]
            for i, a in enumerate(firsts):
                for j in range(i + 1, len(firsts)):
                    if a.overlaps(firsts[j]):
                        return f"branches {i + 1} and {j + 1}"
        elif op is _c.IN:
            continue  # a class is one character: its members never split a text two ways
    return None


MAX_CHAIN = 2  # variable repeats in a row over overlapping characters


def _chain_problem(an: _Analysis, items: list[Any]) -> PatternProblem | None:
    """Three or more variable repeats in a row that can trade characters (`\\w+\\w+\\w+`): O(n^3)."""
    flat = _flatten(items)
    chain = 0
    last: _Chars | None = None
    for op, av in flat:
        if _variable(op, av):
            chars = an.chars(av[2])
            if last is not None and last.overlaps(chars):
                chain += 1
            else:
                chain = 1
            last = chars if last is None or chain == 1 else last | chars
            if chain > MAX_CHAIN:
                return PatternProblem(
                    f"has {chain} repeats in a row that can match the same characters, which backtracks "
                    "polynomially on a near miss",
                    "merge them into one ('\\w+\\w+' → '\\w{2,}') or put a character only one of them "
                    "matches between them",
                )
        elif op in (_c.AT,) or _nullable_item(op, av):
            continue
        else:
            chain, last = 0, None
    return None


def _flatten(items: Iterable[Any]) -> list[tuple[Any, Any]]:
    """`items` with plain (unrepeated) groups opened up."""
    out: list[tuple[Any, Any]] = []
    for op, av in items:
        if op is _c.SUBPATTERN:
            out.extend(_flatten(av[3]))
        else:
            out.append((op, av))
    return out
