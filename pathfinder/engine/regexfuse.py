"""Fusing a field's pattern into the glob regex, only when provably equivalent.

A field `{from: segment(-3), pattern: "mission_(\\d+)"}` runs `search` on one
segment. Inside the glob regex the same segment starts at a known place, so
the pattern can run there as a lookahead, `(?=[^/]*?P')`, which tries start
positions left to right exactly like `search` does and, being a lookahead,
keeps the first match it finds. `P'` is `P` rewritten from its parse tree so
that it can never see past the segment:

* every atom that could match `/` is narrowed to exclude it (`.` → `[^/\\n]`,
  `[^x]` → `[^x/]`, `\\W` → `[^\\w/]`, a class spanning `/` gets `(?!/)`),
  which changes nothing inside a segment since segments hold no `/`;
* `^`/`\\A` become "at the segment start" `(?<![^/])`, `$` becomes
  "at the segment end, or before a final newline", `\\Z` "at the segment end";
  `\\b`/`\\B` are unchanged (`/` and the string edge are both non-word);
* look-behinds can only see the `/` before the segment, which no rewritten
  atom matches, just as nothing precedes the segment when it stands alone.

The value group becomes a named group; other groups become non-capturing.
Anything this module cannot prove equivalent (back-references, conditionals,
flags, unknown opcodes) is declined (returns None) and the field keeps its
separate `search`. A failing lookahead must not fail the glob (the field is
then missing, the path still matched), hence the empty alternative.
"""
from __future__ import annotations

import re
from typing import Any

from pathfinder.engine.pattern_tree import C as _c
from pathfinder.engine.pattern_tree import P as _p

_SLASH = ord("/")


class _Decline(Exception):
    pass


_CATEGORIES = {
    _c.CATEGORY_DIGIT: (r"\d", False),
    _c.CATEGORY_NOT_DIGIT: (r"\D", True),
    _c.CATEGORY_SPACE: (r"\s", False),
    _c.CATEGORY_NOT_SPACE: (r"\S", True),
    _c.CATEGORY_WORD: (r"\w", False),
    _c.CATEGORY_NOT_WORD: (r"\W", True),
}


def _cls_char(code: int) -> str:
    ch = chr(code)
    if ch in "\\]^-[":
        return "\\" + ch
    if ch == "\n":
        return "\\n"
    return re.escape(ch) if not ch.isalnum() else ch


def _quant(lo: int, hi: int) -> str:
    if hi == _c.MAXREPEAT:
        return "*" if lo == 0 else ("+" if lo == 1 else f"{{{lo},}}")
    if lo == 0 and hi == 1:
        return "?"
    return f"{{{lo}}}" if lo == hi else f"{{{lo},{hi}}}"


class _Gen:
    def __init__(self, target_group: int, name: str) -> None:
        self.target = target_group
        self.name = name

    def seq(self, items: Any) -> str:
        return "".join(self.item(op, av) for op, av in items)

    def item(self, op: Any, av: Any) -> str:
        if op is _c.LITERAL:
            return "(?!)" if av == _SLASH else re.escape(chr(av))
        if op is _c.NOT_LITERAL:
            return "[^" + _cls_char(av) + "/]"
        if op is _c.ANY:
            return "[^/\\n]"
        if op is _c.IN:
            return self.klass(av)
        if op is _c.BRANCH:
            return "(?:" + "|".join(self.seq(alt) for alt in av[1]) + ")"
        if op is _c.SUBPATTERN:
            group, add_flags, del_flags, sub = av
            if add_flags or del_flags:
                raise _Decline
            inner = self.seq(sub)
            if group is not None and group == self.target:
                return f"(?P<{self.name}>{inner})"
            return "(?:" + inner + ")"
        if op in (_c.MAX_REPEAT, _c.MIN_REPEAT) or op is getattr(_c, "POSSESSIVE_REPEAT", None):
            lo, hi, sub = av
            text = "(?:" + self.seq(sub) + ")" + _quant(lo, hi)
            if op is _c.MIN_REPEAT:
                text += "?"
            elif op is not _c.MAX_REPEAT:
                text += "+"
            return text
        if op is _c.AT:
            if av in (_c.AT_BEGINNING, _c.AT_BEGINNING_STRING):
                return "(?<![^/])"
            if av is _c.AT_END:
                return "(?=\\n?(?![^/]))"
            if av is _c.AT_END_STRING:
                return "(?![^/])"
            if av is _c.AT_BOUNDARY:
                return "\\b"
            if av is _c.AT_NON_BOUNDARY:
                return "\\B"
            raise _Decline
        if op in (_c.ASSERT, _c.ASSERT_NOT):
            direction, sub = av
            head = {(_c.ASSERT, 1): "(?=", (_c.ASSERT, -1): "(?<=", (_c.ASSERT_NOT, 1): "(?!",
                    (_c.ASSERT_NOT, -1): "(?<!"}[(op, direction)]
            return head + self.seq(sub) + ")"
        if op is getattr(_c, "ATOMIC_GROUP", None):
            return "(?>" + self.seq(av) + ")"
        raise _Decline  # GROUPREF, GROUPREF_EXISTS, anything unknown

    def klass(self, items: Any) -> str:
        negate = False
        parts: list[str] = []
        slashy = False
        for op, av in items:
            if op is _c.NEGATE:
                negate = True
            elif op is _c.LITERAL:
                parts.append(_cls_char(av))
                slashy = slashy or av == _SLASH
            elif op is _c.RANGE:
                lo, hi = av
                parts.append(_cls_char(lo) + "-" + _cls_char(hi))
                slashy = slashy or lo <= _SLASH <= hi
            elif op is _c.CATEGORY:
                if av not in _CATEGORIES:
                    raise _Decline
                text, has_slash = _CATEGORIES[av]
                parts.append(text)
                slashy = slashy or has_slash
            else:
                raise _Decline
        body = "".join(parts)
        if negate:
            return "[^" + body + "/]"
        if not parts:
            return "(?!)"
        return ("(?!/)[" + body + "]") if slashy else ("[" + body + "]")


def segment_pattern(regex: re.Pattern[str], group_name: str) -> str | None:
    """`regex` rewritten to run inside a path at a segment start (see module doc), or None."""
    if not isinstance(regex.pattern, str) or regex.flags & ~(re.UNICODE | re.ASCII):
        return None
    ascii_only = bool(regex.flags & re.ASCII)
    try:
        parsed = _p.parse(regex.pattern, regex.flags & re.ASCII)
    except Exception:  # noqa: BLE001 - cannot analyse: keep the plain search
        return None
    target = 1 if regex.groups else 0
    gen = _Gen(target, group_name)
    try:
        text = gen.seq(parsed)
    except (_Decline, KeyError, TypeError, ValueError):
        return None
    if target == 0:
        text = f"(?P<{group_name}>{text})"
    if ascii_only:  # \d, \w, \b keep the ASCII meaning the field's own regex gives them
        text = f"(?a:{text})"
    try:
        re.compile(text)
    except re.error:
        return None
    return text


def _starts_at_start(regex: re.Pattern[str]) -> bool:
    """Does the pattern begin with `^`/`\\A` (so `search` only ever tries position 0)?"""
    try:
        parsed = _p.parse(regex.pattern)
    except Exception:  # noqa: BLE001
        return False
    return bool(len(parsed)) and parsed[0][0] is _c.AT and parsed[0][1] in (_c.AT_BEGINNING, _c.AT_BEGINNING_STRING)


def fuse_pattern(regex: re.Pattern[str], group_name: str) -> str | None:
    """The zero-width text to put at a segment start: captures the field value or nothing."""
    inner = segment_pattern(regex, group_name)
    if inner is None:
        return None
    scan = "" if _starts_at_start(regex) else "[^/]*?"
    return f"(?:(?={scan}{inner})|)"
