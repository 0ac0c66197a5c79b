"""A literal every sample writes glued to a varying run is skeleton, not value (round 15, align15).

A name is a skeleton of characters every sample writes in the same order, and fields between them. The chunker
anchors the skeleton on separators, so a literal written without one stays inside the field: Noto's
`emoji_u1f979` reads the code point as `u1f979`, Android's `phoneScreenshots/` the device as `phoneScreenshots`,
JMA's `PRkdp` the variable as `PRkdp`. Aligning the values of one free field shows it: the characters every
value shares at its start (or end), up to a place where every value changes character class, are written by every
sample and so belong to the skeleton; what varies after them is the value.

- `glued_literals`: a free field (free text, one `*`) whose values, three or more distinct, all start (or end) with
  the same letters that stop where each value changes class (letters to digits or to a separator, lower to upper
  case, `PR|ref` after two capitals, `HTML|Parser`) keeps those letters as a literal (`emoji_u*`, `*Screenshots`,
  `PR*`) when some value writes them glued (no separator between). Only letters: digits shared by every sample
  (`u1f…`) are still the values' own, and capitals glued to a digit open a code (`S2A`, `B8A`).
"""
from __future__ import annotations

from collections.abc import Callable

from pathfinder.analysis.parts import FREE_KINDS, Part, SegModel, lit, template_reader

__all__ = ["free_part", "glued_literals", "shared_head", "shared_tail"]

#: the free field's regexes: a run of any text the chunker left whole
_FREE_REGEXES = frozenset({r"[^/]+?", r"[^/]+"})
_ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
PROBE = 256  # distinct values looked at first: most fields share nothing, and then all values need not be read
MIN_DISTINCT = 3  # two values may share a word by chance (`AspNetCore`, `NETCore`)


def _cut_after(v: str, i: int) -> bool:
    """Whether a reader changes class between `v[i-1]` and `v[i]` (0 < i < len(v)): letters, digits and other
    characters differ; lower to upper case (`phone|Screenshots`); two capitals to lower case (`PR|ref`); a capital
    that opens a word after capitals (`HTML|Parser`)."""
    a, b = v[i - 1], v[i]
    if a.isalpha() != b.isalpha() or a.isdigit() != b.isdigit():
        return True
    if not (a.isalpha() and b.isalpha()):
        return False
    if a.islower() and b.isupper():
        return True
    if a.isupper() and b.islower():
        return i >= 2 and v[i - 2].isupper()
    if a.isupper() and b.isupper():
        return i + 1 < len(v) and v[i + 1].islower()
    return False


def shared_head(values: list[str]) -> str:
    """The letters every value starts with, up to a place where every value changes class ('' when none).

    Why: a marker glued before a value (`u1f979`, `PRkdp`, `issue49`) is written by every sample."""
    first, shortest = values[0], min(len(v) for v in values)
    n = 0
    while n < shortest and first[n].isalpha() and all(v[n] == first[n] for v in values):
        n += 1
    n = min(n, shortest - 1)
    while n > 0 and not all(_cut_after(v, n) for v in values):
        n -= 1
    return first[:n]


def shared_tail(values: list[str]) -> str:
    """The letters every value ends with, from a place where every value changes class ('' when none).

    Why: a word glued after a value (`phoneScreenshots`, `tenInchScreenshots`) is written by every sample."""
    first, shortest = values[0], min(len(v) for v in values)
    n = 0
    while n < shortest and first[-1 - n].isalpha() and all(v[-1 - n] == first[-1 - n] for v in values):
        n += 1
    n = min(n, shortest - 1)
    while n > 0 and not all(_cut_after(v, len(v) - n) for v in values):
        n -= 1
    return first[len(first) - n:] if n else ""


def free_part(p: Part) -> bool:
    """A field that reads any text and globs as `*` (no letters of its own in the glob, not optional).

    Why: the stages that recut a value (glued literals, single cuts) take only a value nothing else has read."""
    return p.var is not None and p.var.kind in FREE_KINDS and p.regex in _FREE_REGEXES and p.glob == "*" \
        and not p.var.default_null


def _opens_code(head: str, values: list[str]) -> bool:
    """Letters glued to a digit that open a code whose letters are its own: capitals (`S2A`, `T42JEM`, `B8A`,
    `ERR1234`), or any letters in a short token (`c6a.metal`, `m5.large`: four characters at most before the next
    separator in some value). A marker opens a long run (`u1f979`, `u26aa`, `issue367`)."""
    if not all(v[len(head)].isdigit() for v in values):
        return False
    return head.isupper() or any(len(v) - len(v.lstrip(_ALNUM)) <= 4 for v in values)


def _word_tail(tail: str) -> bool:
    """A glued tail is a word: one capital then lower case (`Screenshots`, `ViewModel`); never capitals alone
    (`nGFP` beside `eGFP`, `Class2D` beside `Refine3D`) nor letters after a number (`J5x`): a name's own letters."""
    return len(tail) > 1 and tail[0].isupper() and tail[1].islower()


def _glued(values: list[str], n: int, rest: Callable[[str, int], str]) -> bool:
    """Whether the letters cut at `n` are glued: some value goes on with a letter or digit after them, and no
    separator some value writes right after them is one every value writes further on (`JetBrainsMono` before
    `-Light` and `NL-Thin`: `NL` is an optional piece of the word before the `-` every name writes).

    `rest(value, n)` is the value's text on the field's side of the cut, read away from the cut."""
    rests = [rest(v, n) for v in values]
    if all(not r[0].isalnum() for r in rests):
        return False  # a separator after them in every value: a chunk of its own, no glued marker
    opening = {r[0] for r in rests if not r[0].isalnum()}
    return not any(all(c in r for r in rests) for c in opening)


def glued_literals(model: SegModel, values: list[str]) -> None:
    """Each free field of `model` whose values share glued letters at an end keeps them as literals (in place).

    Why: the chunker cuts at separators only; a marker or word every sample glues to the value is skeleton."""
    if model.entity_glob is not None or not any(free_part(p) for p in model.parts):
        return
    distinct = list(dict.fromkeys(values))
    if len(distinct) > PROBE and _glued_parts(model, distinct[:PROBE]) is None:
        return  # letters a few hundred values do not share, all of them do not share either
    parts = _glued_parts(model, distinct)
    if parts is not None:
        model.parts = parts


def _glued_parts(model: SegModel, distinct: list[str]) -> list[Part] | None:
    """`model`'s parts with the glued letters its free fields' `distinct` values share as literals (None: none)."""
    reader = template_reader(model.parts)
    if reader is None or reader.groups != sum(1 for p in model.parts if p.var is not None):
        return None
    groups: list[tuple[str, ...]] = []
    for v in distinct:
        m = reader.match(v)
        if m is None:
            return None
        groups.append(m.groups())
    out: list[Part] = []
    changed = False
    g = 0
    for p in model.parts:
        if p.var is None:
            out.append(p)
            continue
        seen = [row[g] for row in groups]
        g += 1
        if not free_part(p) or any(s is None for s in seen) or len(set(seen)) < MIN_DISTINCT:
            out.append(p)
            continue
        found: list[str] = seen  # type: ignore[assignment]
        head = shared_head(found)
        if head and _opens_code(head, found):
            head = ""
        tail = shared_tail([s[len(head):] for s in found])
        if tail and not _word_tail(tail):
            tail = ""
        if not head and not tail:
            out.append(p)
            continue
        if head and not _glued(found, len(head), lambda s, i: s[i:]):
            head = ""
        if tail and not _glued(found, len(tail), lambda s, i: s[:len(s) - i][::-1]):
            tail = ""
        if not head and not tail:
            out.append(p)
            continue
        if len({s[len(head):len(s) - len(tail)] for s in found}) < 2:
            out.append(p)
            continue
        out += [q for q in (lit(head) if head else None, p, lit(tail) if tail else None) if q is not None]
        changed = True
    return out if changed else None
