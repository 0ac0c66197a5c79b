"""The glob dialect of docs/rule-language.md, compiled to one regular expression per glob.

Dialect: `*` any run within one segment, `?` one character other than `/`,
`[abc]` / `[!abc]` (also `[^abc]`) a class with ranges, `{a,b}` alternatives
(nestable, may hold `*` and `/`), `**` as a whole segment: zero or more whole
segments. A glob starting with `/` is anchored at the path's first segment;
any other glob may start at any segment boundary (as if prefixed with `**/`).
`\\` in a glob is a separator like `/` (there is no escape character: use
`[*]` for a literal star).

Semantics are defined textually, which keeps them obvious: braces expand into
alternative globs, each alternative is normalised like a path (repeated `/`
collapse, trailing `/` dropped) and split into segments. Matching is against a
*normalised* path (see `pathfinder.engine.paths`); a leading `/` on the path is
optional, so `/data/*.csv` matches both `/data/x.csv` and `data/x.csv`.

Compilation happens once, at rule load time; `CompiledGlob.match` is one
`re.match` call.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from typing import Mapping

from pathfinder.errors import RuleError

MAX_ALTERNATIVES = 1024  # brace alternatives of one glob
MAX_GLOB_CHARS = 8192  # twice the longest path (PATH_MAX): room for long brace lists
MAX_EXPANDED_CHARS = 65_536  # all alternatives together, once braces are expanded
MAX_BRACE_DEPTH = 32  # braces inside braces
GLOBSTAR = "**"
_SEG = "[^/]"


def _error(message: str, glob: str) -> RuleError:
    shown = glob if len(glob) <= 80 else glob[:77] + "..."
    return RuleError(
        f"invalid glob {shown!r}: {message}",
        error_type="SCHEMA_VIOLATION",
        json_path="glob",
        key="glob",
        hint="see the glob dialect in docs/rule-language.md",
    )


def class_end(glob: str, start: int) -> int:
    """Index of the `]` closing the class opened at `start`; raises when unclosed."""
    i = start + 1
    if i < len(glob) and glob[i] in "!^":
        i += 1
    if i < len(glob) and glob[i] == "]":
        i += 1  # a leading `]` is a literal member
    end = glob.find("]", i)
    if end < 0:
        raise _error(f"unclosed '[' at position {start + 1}", glob)
    body = glob[start + 1 : end]
    if "/" in body or "\\" in body:
        raise _error("a character class cannot contain '/' or '\\'", glob)
    return end


def expand_braces(glob: str) -> list[str]:
    """All alternatives of a glob with `{a,b}` expanded (classes kept verbatim).

    Runs of plain text are appended whole, and the number and total size of the
    alternatives are checked as they grow, so the work is bounded by
    MAX_EXPANDED_CHARS whatever the glob (one character at a time, `{a,b}` x 10
    followed by 20,000 characters took 39 s and 2 GB).
    """
    n = len(glob)
    pos = 0

    def grow(results: list[str], tails: list[str]) -> list[str]:
        if len(results) * len(tails) > MAX_ALTERNATIVES:
            raise _error(f"braces expand to more than {MAX_ALTERNATIVES} alternatives", glob)
        out = [r + t for r in results for t in tails]
        if sum(map(len, out)) > MAX_EXPANDED_CHARS:
            raise _error(f"braces expand to more than {MAX_EXPANDED_CHARS} characters in all", glob)
        return out

    def seq(depth: int) -> list[str]:
        nonlocal pos
        if depth > MAX_BRACE_DEPTH:
            raise _error(f"braces nested more than {MAX_BRACE_DEPTH} deep", glob)
        results = [""]
        while pos < n:
            c = glob[pos]
            if c == "[":
                end = class_end(glob, pos)
                results = grow(results, [glob[pos : end + 1]])
                pos = end + 1
            elif c == "{":
                start = pos
                pos += 1
                alts: list[str] = []
                while True:
                    alts.extend(seq(depth + 1))
                    if len(alts) > MAX_ALTERNATIVES:
                        raise _error(f"braces expand to more than {MAX_ALTERNATIVES} alternatives", glob)
                    if pos >= n:
                        raise _error(f"unclosed '{{' at position {start + 1}", glob)
                    if glob[pos] == ",":
                        pos += 1
                        continue
                    pos += 1  # the closing '}'
                    break
                results = grow(results, alts)
            elif depth > 0 and c in ",}":
                return results
            else:
                end = pos + 1
                while end < n and glob[end] not in "[{,}":
                    end += 1
                results = grow(results, [glob[pos:end]])
                pos = end
        return results

    out = seq(0)
    # de-duplicate, keeping order
    return list(dict.fromkeys(out))


@dataclass(frozen=True)
class Alternative:
    """One brace-free alternative: anchored or floating, and its segment globs."""

    anchored: bool
    segments: tuple[str, ...]

    @property
    def suffix(self) -> str | None:
        """Literal text every matching path ends with ('' / None when it may end in a wildcard)."""
        if not self.segments or self.segments[-1] == GLOBSTAR:
            return None
        seg = self.segments[-1]
        i = len(seg)
        while i > 0 and seg[i - 1] not in "*?]":
            i -= 1
        return seg[i:] or None


def _split_alternative(text: str) -> Alternative:
    text = text.replace("\\", "/")
    anchored = text.startswith("/")
    segs = tuple(s for s in text.split("/") if s)
    dedup = _canonical_runs(segs)
    if len(dedup) > 1 and dedup[0] == GLOBSTAR:
        # `**/x` and `/**/x` both mean "x at any segment boundary": a floating `x`
        return Alternative(False, tuple(dedup[1:]))
    return Alternative(anchored, tuple(dedup))


def _canonical_runs(segs: tuple[str, ...]) -> list[str]:
    """Each run of `*` and `**` segments holding a `**` becomes `**` then its `*`s.

    `**/*/**/*` and `*/*/**` both mean "two or more segments": one form keeps the
    regex to one unbounded repeat per run (a chain of ten `**/*/` cost 4.7 s per
    path) and keeps the `*`s next to the fixed segments after them.
    """
    out: list[str] = []
    i = 0
    while i < len(segs):
        if segs[i] not in ("*", GLOBSTAR):
            out.append(segs[i])
            i += 1
            continue
        j = i
        while j < len(segs) and segs[j] in ("*", GLOBSTAR):
            j += 1
        run = segs[i:j]
        if GLOBSTAR in run:
            out.append(GLOBSTAR)
            out.extend("*" for s in run if s == "*")
        else:
            out.extend(run)
        i = j
    return out


def _segment_literals(seg: str) -> int:
    """Characters of a brace-free glob text that match only themselves."""
    if seg == GLOBSTAR:
        return 0
    count = 0
    i = 0
    while i < len(seg):
        c = seg[i]
        if c == "[":
            i = class_end(seg, i) + 1
            continue
        if c not in "*?":
            count += 1
        i += 1
    return count


def class_ranges(body: str) -> tuple[bool, str, list[tuple[str, str | None]]]:
    """A class body between `[` and `]` parsed: (negated, body without `!`/`^`, members),
    each member `(lo, hi)` for a range `lo-hi` or `(c, None)` for a single character."""
    negate = body[:1] in ("!", "^")
    if negate:
        body = body[1:]
    ranges: list[tuple[str, str | None]] = []
    i = 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "-":
            ranges.append((body[i], body[i + 2]))
            i += 3
        else:
            ranges.append((body[i], None))
            i += 1
    return negate, body, ranges


def _class_regex(body: str, glob: str) -> str:
    """Regex for the class body between `[` and `]` (never matching `/`)."""
    negate, body, ranges = class_ranges(body)
    items: list[str] = []
    for lo, hi in ranges:
        if hi is None:
            items.append(_class_char(lo))
            continue
        if ord(hi) < ord(lo):
            raise _error(f"bad range {lo}-{hi} in class [{body}]", glob)
        items.append(_class_char(lo) + "-" + _class_char(hi))
    inner = "".join(items)
    if negate:
        return "[^" + inner + "/]"
    # a positive range may span '/', which never occurs inside a segment
    return "(?!/)[" + inner + "]" if _range_has_slash(body) else "[" + inner + "]"


def _range_has_slash(body: str) -> bool:
    i = 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "-":
            if ord(body[i]) <= 0x2F <= ord(body[i + 2]):
                return True
            i += 3
        else:
            i += 1
    return False


def _class_char(c: str) -> str:
    # escape every non-alphanumeric member: also avoids Python's "set operation" warnings (&&, ~~, ||)
    return c if c.isalnum() else re.escape(c) if c not in "&~|" else "\\" + c


# Atomic groups (Python 3.11+) keep several `*` in one segment linear instead of O(n^k).
_ATOMIC = sys.version_info >= (3, 11)


def segment_regex(seg: str, glob: str = "") -> str:
    """Regex for one non-globstar segment glob; it never matches '' or '/'.

    With two or more `*`, each part between two stars is matched at its leftmost
    place, atomically: `*a*b` is `[^/]*?a` committed, then `[^/]*b`. For wildcard
    patterns whose parts have fixed widths (literals, `?`, classes) the leftmost
    place is always a right choice, so the language is unchanged, but a
    non-matching name no longer costs O(length^stars) (`*_*_*_*.csv` against a
    name with 80 underscores took 0.6 s per path).
    """
    if seg and set(seg) == {"*"}:
        return _SEG + "+"  # a segment is never empty
    parts: list[list[str]] = [[]]  # regex pieces of the fixed-width parts between stars
    i = 0
    while i < len(seg):
        c = seg[i]
        if c == "*":
            while i + 1 < len(seg) and seg[i + 1] == "*":
                i += 1
            parts.append([])
        elif c == "?":
            parts[-1].append(_SEG)
        elif c == "[":
            end = class_end(seg, i)
            parts[-1].append(_class_regex(seg[i + 1 : end], glob or seg))
            i = end
        else:
            parts[-1].append(re.escape(c))
        i += 1
    texts = ["".join(p) for p in parts]
    if len(texts) <= 2 or not _ATOMIC:  # at most one star: plain backtracking is linear
        return (_SEG + "*").join(texts)
    middle = "".join(f"(?>{_SEG}*?{t})" for t in texts[1:-1] if t)
    return texts[0] + middle + _SEG + "*" + texts[-1]


SegmentOptions = tuple[str, ...]  # one segment glob, or several alternatives for one segment


@dataclass(frozen=True)
class Shape:
    """The segment structure shared by all alternatives, when braces vary only one segment.

    `*.{nii,nii.gz}` has one shape `(("*.nii", "*.nii.gz"),)`: segment positions are
    then as fixed as without braces, so fields can be captured by the glob regex.
    """

    anchored: bool
    segments: tuple[SegmentOptions, ...]


def _shape(alts: list[Alternative]) -> Shape | None:
    first = alts[0]
    if len(alts) == 1:
        return Shape(first.anchored, tuple((s,) for s in first.segments))
    if any(a.anchored != first.anchored or len(a.segments) != len(first.segments) for a in alts):
        return None
    differ = [i for i in range(len(first.segments)) if len({a.segments[i] for a in alts}) > 1]
    if len(differ) != 1:  # options in two places would combine into alternatives never written
        return None
    pos = differ[0]
    options = tuple(dict.fromkeys(a.segments[pos] for a in alts))
    if GLOBSTAR in options:
        return None
    segs = [(s,) for s in first.segments]
    segs[pos] = options
    return Shape(first.anchored, tuple(segs))


def _body(
    alt: Alternative | Shape,
    glob: str,
    captures: Mapping[int, str] | None = None,
    extra: Mapping[int, str] | None = None,
    lead: bool = False,
) -> str:
    """Regex of the segments, without `\\Z` (and without the start prefix unless `lead`).

    `lead`: the alternative floats and the body brings its own start (the floating
    prefix folded into the first piece when a `**` follows it); see `_start`.
    """
    if isinstance(alt, Alternative):
        segs: tuple[SegmentOptions, ...] = tuple((s,) for s in alt.segments)
    else:
        segs = alt.segments
    if not segs and not alt.anchored:
        segs = ((GLOBSTAR,),)  # an empty floating alternative, like `**/`, matches any path
        lead = False
    n = len(segs)
    star = (GLOBSTAR,)
    stars = [i for i, options in enumerate(segs) if options == star]
    parts: list[str] = []
    close_at = -1  # index of the `**` that ends an open atomic piece
    if lead and stars:
        # floating start and a later `**`: the first piece at its leftmost place (see below)
        parts.append("(?>(?:[^/]*/)*?")
        close_at = stars[0]
    for i, options in enumerate(segs):
        last = i == n - 1
        if options == star:
            if i == close_at:  # before a final `**` the piece has no '/' after it: end it at a boundary
                parts.append("(?![^/]))" if last else ")")
            later = [k for k in stars if k > i]
            if last:
                parts.append("(?:[^/]+(?:/[^/]+)*)?" if i == 0 else "(?:/[^/]+)*")
            elif later:
                # `**/P/**`: P (fixed segments) matched at its leftmost place and committed.
                # Any later place would leave a tail the next `**` also absorbs from the
                # leftmost one, so the answer is the same, but a near miss no longer costs
                # O(segments^stars) (`**/a/**/a/**/a/**/b` on a path of many `a/`).
                parts.append("(?>(?:[^/]+/)*?")
                close_at = later[0]
            else:
                parts.append("(?:[^/]+/)*")
            continue
        rx = _group([segment_regex(o, glob) for o in options])
        if captures and i in captures:
            rx = f"(?P<{captures[i]}>{rx})"
        if extra and i in extra:
            rx = extra[i] + rx
        parts.append(rx)
        if not last and not (segs[i + 1] == star and i + 1 == n - 1):
            parts.append("/")
    return "".join(parts)


# Anchored: the path's start, its leading '/' optional. Floating: the start or
# just after any '/'; `(?s:.*/)?` finds those boundaries by backtracking from the
# end, which CPython does far faster than `search` with `(?:^|/)` would.
ANCHORED_PREFIX = "/?"
FLOATING_PREFIX = "(?s:.*/)?"


def alternative_regex(
    alt: Alternative | Shape,
    glob: str = "",
    captures: Mapping[int, str] | None = None,
    extra: Mapping[int, str] | None = None,
    guard: bool = False,
) -> str:
    """Regex of one alternative, from `\\A` (without `\\Z`); works with `match` and `search`.

    `captures` maps a segment index to a group name capturing that segment;
    `extra` maps a segment index to text inserted at the segment's start;
    `guard` first checks the plain glob in a lookahead, so the (costlier) `extra`
    texts only run once the alignment of segments is known to match.
    """
    prefix, lead = _start(alt)
    text = "\\A" + prefix
    if guard:
        text += "(?=" + _body(alt, glob, lead=lead) + "\\Z)"
    return text + _body(alt, glob, captures, extra, lead=lead)


def _start(alt: Alternative | Shape) -> tuple[str, bool]:
    """The start prefix of an alternative, and whether its body folds the floating start in."""
    if alt.anchored:
        return ANCHORED_PREFIX, False
    segs = alt.segments
    first = next((i for i, s in enumerate(segs) if s == GLOBSTAR or s == (GLOBSTAR,)), None)
    if first:  # a fixed first piece, then a `**`
        return "", True
    return FLOATING_PREFIX, False


def _group(bodies: list[str]) -> str:
    return bodies[0] if len(bodies) == 1 else "(?:" + "|".join(bodies) + ")"


@dataclass(frozen=True)
class CompiledGlob:
    """A glob compiled once: `.match(norm_path)`, priority and indexing facts.

    `regex` is anchored with `\\A`...`\\Z`: `match` and `search` give the same answer.
    """

    glob: str
    alternatives: tuple[Alternative, ...]
    regex: re.Pattern[str]
    literal_count: int
    suffixes: tuple[str, ...] | None  # literal endings of every alternative (None: unknown)
    shape: Shape | None = None  # common segment structure (None: braces vary several segments)

    def match(self, norm_path: str) -> bool:
        return self.regex.match(norm_path) is not None

    def fixed_segment(self, index: int) -> int | None:
        """Glob segment that path segment `index` (list-style) always falls on, if fixed.

        With `segment(-2)` and glob `a/*/b.csv` the answer is 1; behind a `**` (or
        before a floating start) it is None, as for braces varying several segments.
        """
        shape = self.shape
        if shape is None:
            return None
        segs = shape.segments
        n = len(segs)
        star = (GLOBSTAR,)
        if index < 0:
            pos = n + index
            if pos < 0 or star in segs[pos:]:
                return None
            return pos
        if not shape.anchored or index >= n or star in segs[: index + 1]:
            return None
        return index

    def capture_regex(self, captures: Mapping[int, str], extra: Mapping[int, str] | None = None) -> str:
        """Source of the glob's regex with named groups on chosen (fixed) segments.

        `extra` maps a segment index to regex text inserted right at that segment's
        start (zero-width lookaheads fusing field patterns). Needs `shape`.
        """
        assert self.shape is not None
        return alternative_regex(self.shape, self.glob, captures, extra, guard=bool(extra)) + "\\Z"


def compile_glob(glob: str) -> CompiledGlob:
    """Compile a glob into one regex; malformed globs raise `RuleError` (SCHEMA_VIOLATION)."""
    if not isinstance(glob, str) or not glob.strip():
        raise _error("the glob is empty", str(glob))
    if len(glob) > MAX_GLOB_CHARS:
        raise _error(f"the glob is {len(glob)} characters long (the limit is {MAX_GLOB_CHARS})", glob)
    try:
        expanded = expand_braces(glob)
    except RecursionError:
        raise _error("braces nested too deeply", glob) from None
    alts = [_split_alternative(a) for a in expanded]
    # literal characters as written (separators included, wildcards and classes not),
    # of the least specific alternative: the priority tie-break of docs/rule-language.md
    literal_count = min(_segment_literals(a.replace("\\", "/")) for a in expanded)
    alts = list(dict.fromkeys(alts))
    if not any(a.segments for a in alts):
        raise _error("the glob has no path components", glob)
    shape = _shape(alts)
    units: list[Alternative | Shape] = [shape] if shape is not None and len(alts) > 1 else list(alts)
    by_prefix: dict[str, list[str]] = {}
    for unit in units:  # one scan of the shared segments when braces vary only one of them
        prefix, lead = _start(unit)
        by_prefix.setdefault(prefix, []).append(_body(unit, glob, lead=lead))
    parts = [prefix + _group(bodies) for prefix, bodies in by_prefix.items()]
    source = "\\A" + _group(parts) + "\\Z"
    try:
        regex = re.compile(source)
    except re.error as exc:  # pragma: no cover - translation bug guard
        raise _error(f"cannot compile ({exc})", glob) from None
    suffixes: tuple[str, ...] | None = tuple(a.suffix for a in alts)  # type: ignore[misc]
    if suffixes is not None and any(s is None for s in suffixes):
        suffixes = None
    return CompiledGlob(
        glob=glob,
        alternatives=tuple(alts),
        regex=regex,
        literal_count=literal_count,
        suffixes=suffixes,
        shape=shape,
    )
