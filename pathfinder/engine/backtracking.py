"""The catastrophic-backtracking check: a field pattern refused before any path is seen.

It works on Python's own parse tree (`pattern_tree`) and refuses, conservatively:

* a repeated group whose body can match the empty text (`(a*)*`);
* a repeat nested in another repeat, unless each pass of the outer one must
  cross a delimiter the inner repeat cannot swallow (`(?:[a-z]+_)*` is fine,
  `(a+)+` and `(\\w+\\s?)*` are not);
* an alternation under a repeat whose branches can start with the same
  character (`(a|aa)+`, `(\\w|\\d)+`);
* three or more variable repeats in a row over overlapping characters with
  nothing between them that only one could match (`\\w+\\w+\\w+`).

Polynomial cases the check lets through are bounded at run time by the
per-path pattern time limit (`pathfinder.engine.timebox`); the limits are in docs/security.md.
"""
from __future__ import annotations

import re
from typing import Any, Iterable

from pathfinder.engine.pattern_tree import ATOMIC as _ATOMIC
from pathfinder.engine.pattern_tree import PATTERN_FLAGS, PatternProblem
from pathfinder.engine.pattern_tree import C as _c
from pathfinder.engine.pattern_tree import POSSESSIVE as _POSSESSIVE
from pathfinder.engine.pattern_tree import REPEATS as _REPEATS
from pathfinder.engine.pattern_tree import UNBOUNDED as _UNBOUNDED

_WIDE = 16  # a repeat allowing this many more passes than its minimum counts as unbounded


def backtracking_in(tree: Any, pattern: str) -> PatternProblem | None:
    """Why the parsed `pattern` (`tree`) can backtrack catastrophically on some text, or None."""
    return _walk(_Analysis(tree, pattern), list(tree), 1)


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


def _walk(an: _Analysis, items: list[Any], passes: int) -> PatternProblem | None:
    """`passes`: how many times the enclosing repeats can run `items` (`((a?){10}){10}`: 100 `a?`)."""
    problem = _chain_problem(an, items)
    if problem is not None:
        return problem
    for op, av in items:
        if op in _REPEATS or op is _POSSESSIVE:
            lo, hi, body = av
            inner = min(hi * passes, _UNBOUNDED)  # the body's passes in all
            found = _repeat_problem(an, lo, inner, list(body))
            if found is not None:
                return found
            found = _walk(an, list(body), inner)
        elif op is _c.SUBPATTERN:
            found = _walk(an, list(av[3]), passes)
        elif op is _c.BRANCH:
            found = None
            for alt in av[1]:
                found = found or _walk(an, list(alt), passes)
        else:
            found = None
        if found is not None:
            return found
    return None


def _repeat_problem(an: _Analysis, lo: int, hi: int, body: list[Any]) -> PatternProblem | None:
    """A repeat over `body` that can split one text into passes in many ways (`hi`: its passes in
    all, counting the repeats around it). Many passes, even a fixed number, count as unbounded:
    `(a?){30}` can place 29 `a`s in 30 ways, 28 in 435, ... (2^30 tries on a near miss)."""
    variable = hi >= _WIDE
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
            if sum(_nullable(alt) for alt in av[1]) > 1:  # `(a|a)`, parsed as `a(?:|)`: two ways to match ''
                return "two branches can match the same text"
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


__all__ = ["backtracking_in", "MAX_CHAIN"]
