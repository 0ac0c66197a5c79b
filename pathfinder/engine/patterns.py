"""Which field patterns a rule may hold: the portable dialect and the backtracking check.

A `pattern` must mean the same in Python `re`, RE2 (DuckDB, BigQuery) and Java
(Spark), and must not backtrack catastrophically on a hostile path, so both
are checked statically when a rule is compiled (tier 2), before any path is
seen. Every check returns a `PatternProblem` (what is wrong, what to write
instead) rather than raising, so the rule compiler, the SQL compiler and the
prompts share one verdict. The dialect and its reasons are in
docs/rule-language.md ("Patterns"); the limits in docs/security.md.

The backtracking check itself is `backtracking`; the parse tree both read is `pattern_tree`.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Iterable

from pathfinder.engine.backtracking import backtracking_in
from pathfinder.engine.pattern_tree import ATOMIC as _ATOMIC
from pathfinder.engine.pattern_tree import MAX_NESTING, PATTERN_FLAGS, PatternProblem
from pathfinder.engine.pattern_tree import C as _c
from pathfinder.engine.pattern_tree import POSSESSIVE as _POSSESSIVE
from pathfinder.engine.pattern_tree import REPEATS as _REPEATS
from pathfinder.engine.pattern_tree import TOO_DEEP as _TOO_DEEP
from pathfinder.engine.pattern_tree import UNBOUNDED as _UNBOUNDED
from pathfinder.engine.pattern_tree import parse as _parse

MAX_PATTERN_CHARS = 1000  # a field pattern longer than this is refused
MAX_REPEAT_COUNT = 1000  # RE2's limit for {n,m}
MAX_EXPANDED = 2000  # items once counts are written out: RE2's program (`\w{1000}` x 100 took DuckDB 23 s on 42 paths)


def compile_pattern(pattern: str) -> re.Pattern[str]:
    """A field pattern compiled as every rule engine compiles it (ASCII classes)."""
    return re.compile(pattern, PATTERN_FLAGS)


def pattern_problem(pattern: str) -> PatternProblem | None:
    """The first reason `pattern` is refused (not portable, or can hang), or None when it is fine.

    A pattern Python cannot compile at all gets None here: compiling it reports
    the syntax error with its position.
    """
    problem = _length_problem(pattern) or _source_problem(pattern)
    if problem is not None:
        return problem
    # both checks on one parse tree (as portability_problem then backtracking_problem would, parsing twice)
    return _on_tree(pattern, lambda tree: _portable_tree_problem(tree) or backtracking_in(tree, pattern))


def portability_problem(pattern: str) -> PatternProblem | None:
    """Why `pattern` may mean something else in RE2 or Java, or None (docs/rule-language.md#patterns)."""
    problem = _length_problem(pattern) or _source_problem(pattern)
    if problem is not None:
        return problem
    return _on_tree(pattern, _portable_tree_problem)


def backtracking_problem(pattern: str) -> PatternProblem | None:
    """Why `pattern` can backtrack catastrophically on some text, or None (see the module doc)."""
    problem = _length_problem(pattern)
    if problem is not None:
        return problem
    return _on_tree(pattern, lambda tree: backtracking_in(tree, pattern))


def _portable_tree_problem(tree: Any) -> PatternProblem | None:
    return _tree_problem(tree, 0, 1) or _size_problem(tree)


def _on_tree(pattern: str, check: Callable[[Any], PatternProblem | None]) -> PatternProblem | None:
    """`check` on the parse tree of `pattern`: None when it does not parse, too deep on RecursionError."""
    tree = _parse(pattern)
    if tree is None:
        return None
    try:
        return check(tree)
    except RecursionError:
        return _TOO_DEEP


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

def _tree_problem(items: Iterable[Any], depth: int, repeats: int) -> PatternProblem | None:
    """`repeats`: the product of the counts of the `{n,m}` repeats around `items`, which RE2 caps at
    MAX_REPEAT_COUNT (`(?:a{1000}){1000}` compiles in Python and is an error in DuckDB)."""
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
            found = _tree_problem(sub, depth + 1, repeats)
        elif op in _REPEATS:
            count = av[0] if av[1] == _UNBOUNDED else av[1]  # RE2 counts `{n,}` as n; `*`, `+`, `?` not
            inner = repeats * count if count >= 2 else repeats
            if inner > MAX_REPEAT_COUNT:
                return PatternProblem(f"nests counted repeats that multiply to more than {MAX_REPEAT_COUNT} "
                                      "(RE2's limit)", "use smaller counts, or '+' / '*' for the outer repeat")
            found = _tree_problem(av[2], depth + 1, inner)
        elif op is _c.BRANCH:
            found = None
            for alt in av[1]:
                found = found or _tree_problem(alt, depth + 1, repeats)
        else:
            found = None
        if found is not None:
            return found
    return None


def _size_problem(tree: Any) -> PatternProblem | None:
    if _expanded(tree) > MAX_EXPANDED:
        return PatternProblem(f"is more than {MAX_EXPANDED} items long once its counts are written out "
                              "(RE2 runs such a pattern slowly)", "use smaller counts, or '+' / '*'")
    return None


def _expanded(items: Iterable[Any]) -> int:
    """Size of the pattern with `{n,m}` written out as m copies (`{n,}` as n + 1), as RE2 compiles it."""
    size = 0
    for op, av in items:
        if op is _c.SUBPATTERN:
            size += _expanded(av[3])
        elif op in _REPEATS:
            size += _expanded(av[2]) * (av[0] + 1 if av[1] == _UNBOUNDED else max(av[1], 1))
        elif op is _c.BRANCH:
            size += sum(_expanded(alt) for alt in av[1])
        else:
            size += 1
    return size


__all__ = [
    "PatternProblem", "PATTERN_FLAGS", "MAX_PATTERN_CHARS", "MAX_REPEAT_COUNT", "MAX_EXPANDED", "MAX_NESTING",
    "compile_pattern", "pattern_problem", "portability_problem", "backtracking_problem",
]
