"""A rule's glob as one portable regex over the normalised path, for SQL engines (docs/scale.md)."""
from __future__ import annotations

from typing import Any

from pathfinder.engine.globs import GLOBSTAR, class_end, class_ranges
from pathfinder.engine.sql.regex import _char, _complement, class_text

NOT_SLASH = "[^/]"


def _glob_class(body: str) -> str:
    negate, _, ranges = class_ranges(body)
    intervals = [(ord(lo), ord(lo if hi is None else hi)) for lo, hi in ranges]
    if negate:
        return class_text(intervals + [(0x2F, 0x2F)], negate=True)
    minus_slash = _complement(_complement(intervals) + [(0x2F, 0x2F)])
    return class_text(minus_slash)


def segment_regex(seg: str) -> str:
    """Portable regex of one non-globstar glob segment (never matching '' or '/')."""
    if set(seg) == {"*"}:
        return NOT_SLASH + "+"
    out = []
    i = 0
    while i < len(seg):
        c = seg[i]
        if c == "*":
            while i + 1 < len(seg) and seg[i + 1] == "*":
                i += 1
            out.append(NOT_SLASH + "*")
        elif c == "?":
            out.append(NOT_SLASH)
        elif c == "[":
            end = class_end(seg, i)
            out.append(_glob_class(seg[i + 1 : end]))
            i = end
        else:
            out.append(_char(ord(c)))
        i += 1
    return "".join(out)


def _alternative_body(anchored: bool, segments: tuple[str, ...]) -> str:
    """Mirrors `globs._body`: segments joined by '/', `**` as zero or more whole segments."""
    segs = segments or ((GLOBSTAR,) if not anchored else ())
    n = len(segs)
    parts = []
    for i, seg in enumerate(segs):
        last = i == n - 1
        if seg == GLOBSTAR:
            if last:
                parts.append(f"(?:{NOT_SLASH}+(?:/{NOT_SLASH}+)*)?" if i == 0 else f"(?:/{NOT_SLASH}+)*")
            else:
                parts.append(f"(?:{NOT_SLASH}+/)*")
            continue
        parts.append(segment_regex(seg))
        if not last and not (segs[i + 1] == GLOBSTAR and i + 1 == n - 1):
            parts.append("/")
    return "".join(parts)


def glob_regex(rule: Any) -> str:
    """The rule's glob as one portable regex over the normalised path (search semantics)."""
    anchored = [_alternative_body(True, a.segments) for a in rule.compiled.alternatives if a.anchored]
    floating = [_alternative_body(False, a.segments) for a in rule.compiled.alternatives if not a.anchored]
    parts = []
    if anchored:
        parts.append("\\A/?(?:" + "|".join(anchored) + ")\\z")
    if floating:
        parts.append("(?:\\A|/)(?:" + "|".join(floating) + ")\\z")
    return "|".join(parts)


def glob_suffix(rule: Any) -> str:
    """Text every path the glob matches ends with ('' when none is known): the literal tail of the
    last segment, common to every alternative. A suffix test rejects most other paths without a regex."""
    tails = []
    for alt in rule.compiled.alternatives:
        last = alt.segments[-1] if alt.segments else GLOBSTAR
        if last == GLOBSTAR:
            return ""
        cut = max(last.rfind(c) for c in "*?[]")
        tails.append(last[cut + 1:])
    common = tails[0] if tails else ""
    for tail in tails[1:]:
        while not tail.endswith(common):
            common = common[1:]
    return common


def _literal_runs(seg: str) -> list[str]:
    """The runs of literal characters of one glob segment (wildcards and classes cut them)."""
    runs, run, i = [], "", 0
    while i < len(seg):
        c = seg[i]
        if c in "*?[":
            runs.append(run)
            run = ""
            if c == "[":
                i = class_end(seg, i)
        else:
            run += c
        i += 1
    return [r for r in runs + [run] if r]


def glob_literal(rule: Any, min_length: int = 3) -> str:
    """Text every path the glob matches contains, other than its literal tail (`glob_suffix`): the
    longest literal run of a one-alternative glob ('' when none is `min_length` long). A `contains`
    test (memchr speed) spares a path the glob's regex when the text is missing."""
    alternatives = rule.compiled.alternatives
    if len(alternatives) != 1:
        return ""
    segments = [seg for seg in alternatives[0].segments if seg != GLOBSTAR]
    runs = [r for seg in segments[:-1] for r in _literal_runs(seg)]
    if segments:
        last = _literal_runs(segments[-1])
        tail = glob_suffix(rule)
        runs += last[:-1] if last and tail and last[-1].endswith(tail) else last
    best = max(runs, key=len, default="")
    return best if len(best) >= min_length else ""
