"""A slow, obviously-correct glob matcher: the specification of docs/rule-language.md as plain recursion.

It shares no code with `pathfinder.engine.globs`: braces are expanded textually, each
alternative is split into segments, and segments are matched one by one
(`**` consumes any number of whole segments, `*` any run of characters within
one segment). The property tests check the compiled engine agrees with it.
"""
from __future__ import annotations


def class_end(text: str, i: int) -> int:
    """Index of the `]` closing the class that opens at `i`."""
    j = i + 1
    if j < len(text) and text[j] in "!^":
        j += 1
    if j < len(text) and text[j] == "]":
        j += 1
    return text.index("]", j)


def expand(glob: str) -> list[str]:
    """Expand the first top-level brace group, then recurse on each result."""
    depth = 0
    start = 0
    i = 0
    while i < len(glob):
        c = glob[i]
        if c == "[":
            i = class_end(glob, i) + 1
            continue
        if c == "{":
            if depth == 0:
                start = i
            depth += 1
        elif c == "}" and depth > 0:
            depth -= 1
            if depth == 0:
                out: list[str] = []
                for opt in split_top(glob[start + 1 : i]):
                    out.extend(expand(glob[:start] + opt + glob[i + 1 :]))
                return out
        i += 1
    return [glob]


def split_top(text: str) -> list[str]:
    """Split brace contents at commas outside nested braces and classes."""
    parts: list[str] = []
    depth = 0
    cur = ""
    i = 0
    while i < len(text):
        c = text[i]
        if c == "[":
            end = class_end(text, i)
            cur += text[i : end + 1]
            i = end + 1
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        if c == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += c
        i += 1
    parts.append(cur)
    return parts


def path_segments(path: str) -> list[str]:
    return [s for s in path.replace("\\", "/").split("/") if s]


def char_class_match(body: str, ch: str) -> bool:
    negate = body[:1] in ("!", "^")
    if negate:
        body = body[1:]
    hit = False
    i = 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "-":
            if body[i] <= ch <= body[i + 2]:
                hit = True
            i += 3
        else:
            if body[i] == ch:
                hit = True
            i += 1
    return hit != negate


def segment_match(pat: str, s: str) -> bool:
    if not pat:
        return not s
    c = pat[0]
    if c == "*":
        return any(segment_match(pat[1:], s[k:]) for k in range(len(s) + 1))
    if not s:
        return False
    if c == "?":
        return segment_match(pat[1:], s[1:])
    if c == "[":
        end = class_end(pat, 0)
        return char_class_match(pat[1:end], s[0]) and segment_match(pat[end + 1 :], s[1:])
    return c == s[0] and segment_match(pat[1:], s[1:])


def segments_match(globs: list[str], segs: list[str]) -> bool:
    if not globs:
        return not segs
    if globs[0] == "**":
        return any(segments_match(globs[1:], segs[k:]) for k in range(len(segs) + 1))
    return bool(segs) and segment_match(globs[0], segs[0]) and segments_match(globs[1:], segs[1:])


def reference_match(glob: str, path: str) -> bool:
    segs = path_segments(path)
    for alt in expand(glob):
        alt = alt.replace("\\", "/")
        gsegs = [s for s in alt.split("/") if s]
        if alt.startswith("/"):
            if segments_match(gsegs, segs):
                return True
        elif any(segments_match(gsegs, segs[k:]) for k in range(len(segs) + 1)):
            return True
    return False
