"""Where a draft's fields read in the samples, and the structure line labelled by that.

Why: the structure line (`/data/mission_{mission_id:int}/{date:date}/{name}.csv`) is the
analyser's, but the wizard shows it beside the *current* draft, which the user may have edited
(fields renamed, retyped, re-sourced, swapped). Matching draft fields to the analyser's by name
or by pattern text breaks as soon as both change; matching by *what they read* does not: the
structure's holes (placeholders and `*`) are located in each sample, each draft field's value is
located there too (its `from` + `pattern`, as the engine reads it), and a hole takes the name and
type of the field reading the same characters (docs/analyser.md, "How it works": `placement`).
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from pathfinder.analysis.structure import PLACEHOLDER, type_suffix
from pathfinder.engine.patterns import compile_pattern, pattern_problem

MAX_SAMPLES = 64  # enough to tell fields apart; bounds the work done for one line
MAX_OPTIONAL = 4  # optional groups per segment tried both ways (2**4 layouts at most)
MAX_PAIRS = 2500  # draft fields x structure holes compared; past it (a hostile draft) names decide

_ALTERNATIVES = re.compile(r"\{[^{}/,]*(?:,[^{}/,]*)+\}")
_SEGMENT_SOURCE = re.compile(r"segment\((-?\d{1,4})\)")

Span = tuple[int, int]


@dataclass(frozen=True)
class Hole:
    """A varying part of the structure: a placeholder `{name:type}` (name set) or `*`/`{a,b}` (not)."""

    key: tuple[int, int]  # (segment position in the structure, piece position in it)
    name: str | None
    labelable: bool = True  # `{a,b}` alternatives stay as written


Piece = Any  # str (literal) | Hole | tuple[Piece, ...] (an optional group `[...]`)


def _pieces(text: str, seg: int, counter: list[int]) -> list[Piece]:
    out: list[Piece] = []
    i = 0
    while i < len(text):
        ch = text[i]
        m = PLACEHOLDER.match(text, i) if ch == "{" else None
        alt = _ALTERNATIVES.match(text, i) if ch == "{" and m is None else None
        if m or alt or ch == "*":
            counter[0] += 1
            end = (m or alt).end() if (m or alt) else i + 1
            while ch == "*" and end < len(text) and text[end] == "*":
                end += 1
            out.append((Hole((seg, counter[0]), m.group(1) if m else None, labelable=alt is None), text[i:end]))
            i = end
            continue
        close = text.find("]", i) if ch == "[" else -1
        if close > i and ("{" in text[i:close] or "*" in text[i:close]):
            out.append(tuple(_pieces(text[i + 1:close], seg, counter)))
            i = close + 1
            continue
        out.append(ch)
        i += 1
    return out


def parse_structure(structure: str) -> list[list[Piece]]:
    """The structure's segments as pieces: literal characters, `(Hole, text)` and optional groups."""
    counter = [0]
    return [_pieces(seg, n, counter) for n, seg in enumerate(structure.split("/")) if seg]


def _layouts(pieces: list[Piece]) -> list[list[Any]]:
    """Flat piece lists: every optional group taken or left out (taken first)."""
    groups = [i for i, p in enumerate(pieces) if isinstance(p, tuple) and p and not isinstance(p[0], Hole)]
    if len(groups) > MAX_OPTIONAL:
        return []
    out = []
    for mask in range(2 ** len(groups)):
        flat: list[Any] = []
        for i, p in enumerate(pieces):
            if i in groups:
                if not mask & (1 << groups.index(i)):
                    flat.extend(p)
            else:
                flat.append(p)
        out.append(_merge_literals(flat))
    return out


def _merge_literals(flat: list[Any]) -> list[Any]:
    out: list[Any] = []
    for p in flat:
        if isinstance(p, str) and out and isinstance(out[-1], str):
            out[-1] += p
        else:
            out.append(p)
    return out


def _match(flat: list[Any], text: str, known: Mapping[str, Span]) -> dict[tuple[int, int], Span] | None:
    """Hole spans of `text` under one layout (linear, no backtracking): a placeholder ends where the
    analyser's own field for it ends (`known`, local offsets), any other hole at the leftmost place
    the text after it fits; None when the layout does not fit or two holes touch unknown."""
    pos = 0
    spans: dict[tuple[int, int], Span] = {}
    for i, p in enumerate(flat):
        if isinstance(p, str):
            if not text.startswith(p, pos):
                return None
            pos += len(p)
            continue
        hole = p[0]
        rest = flat[i + 1:]
        if hole.name in known and known[hole.name][0] == pos and known[hole.name][1] > pos:
            end = known[hole.name][1]
        elif not rest:
            end = len(text)
        elif not isinstance(rest[0], str):
            return None
        elif all(isinstance(r, str) for r in rest):
            end = len(text) - len("".join(rest))
        elif len(rest) > 1 and not isinstance(rest[1], str) and rest[1][0].name in known:
            end = known[rest[1][0].name][0] - len(rest[0])  # up to the literal before a known placeholder
        else:
            end = text.find(rest[0], pos + (1 if hole.name else 0))
        if end < pos or (hole.name and end == pos):
            return None
        spans[hole.key] = (pos, end)
        pos = end
    return spans if pos == len(text) else None


def _offsets(path: str) -> list[tuple[int, str]]:
    out, pos = [], 0
    for part in path.split("/"):
        if part:
            out.append((pos, part))
        pos += len(part) + 1
    return out


def hole_spans(structure: list[list[Piece]], path: str,
               known: Mapping[str, Span | None] | None = None) -> dict[tuple[int, int], Span]:
    """Where each hole of the structure lies in one (normalised) sample path, as offsets in it;
    `known`: where the analyser's fields (named as its placeholders) read in this path.

    Segments align from the end; a `**` segment ends the alignment (holes above it get no span).
    """
    tail = structure
    for n, seg in enumerate(structure):
        if any(isinstance(p, tuple) and isinstance(p[0], Hole) and "**" in p[1] for p in seg):
            tail = structure[n + 1:]
    segs = _offsets(path)
    if len(tail) > len(segs):
        return {}
    out: dict[tuple[int, int], Span] = {}
    for pieces, (offset, text) in zip(tail, segs[len(segs) - len(tail):]):
        here = {name: (a - offset, b - offset) for name, span in (known or {}).items()
                if span is not None and offset <= span[0] and span[1] <= offset + len(text)
                for a, b in [span]}
        for flat in _layouts(pieces):
            local = _match(flat, text, here)
            if local is not None:
                out.update({k: (a + offset, b + offset) for k, (a, b) in local.items()})
                break
    return out


def field_span(spec: Mapping[str, Any], path: str) -> Span | None:
    """Where a draft field's value lies in one normalised sample path (None when it reads nothing
    there, or its `from`/`pattern` is not one the engine would run)."""
    source = spec.get("from")
    segs = _offsets(path)
    if source in ("full_path", "rel_path"):
        offset, text = 0, path
    elif source == "filename" and segs:
        offset, text = segs[-1]
    else:
        m = _SEGMENT_SOURCE.fullmatch(str(source))
        if not m or not segs or not -len(segs) <= int(m.group(1)) < len(segs):
            return None
        offset, text = segs[int(m.group(1))]
    pattern = spec.get("pattern")
    if pattern is None:
        return (offset, offset + len(text))
    regex = _compiled(pattern)
    found = regex.search(text) if regex is not None else None
    if found is None:
        return None
    group = 1 if regex.groups and found.group(1) is not None else 0  # type: ignore[union-attr]
    a, b = found.span(group)
    return (offset + a, offset + b)


_CACHE: dict[str, Any] = {}


def _compiled(pattern: Any) -> re.Pattern[str] | None:
    """The field pattern compiled, or None when the engine would refuse it (a pattern that could
    hang is never run here: this runs on the wizard's screen thread)."""
    if not isinstance(pattern, str):
        return None
    if pattern not in _CACHE:
        if len(_CACHE) > 256:
            _CACHE.clear()
        try:
            _CACHE[pattern] = None if pattern_problem(pattern) else compile_pattern(pattern)
        except re.error:
            _CACHE[pattern] = None
    return _CACHE[pattern]


def _score(hole: list[Span | None], field: list[Span | None], others: list[list[Span | None]]) -> float:
    """How surely the field reads this hole: 1.0 the same characters everywhere; the share of
    characters in common when each holds the other or they mostly overlap; 0 otherwise. A field
    that also covers another hole (a whole file name) belongs to neither."""
    total, seen = 0.0, 0
    for n, (h, f) in enumerate(zip(hole, field)):
        if h is None or f is None:
            continue
        seen += 1
        common = min(h[1], f[1]) - max(h[0], f[0])
        union = max(h[1], f[1]) - min(h[0], f[0])
        if h == f:
            total += 1.0
            continue
        if common <= 0:
            return 0.0
        jaccard = common / union
        inside = f[0] <= h[0] and h[1] <= f[1]
        if inside and any(o[n] is not None and o[n][0] < f[1] and f[0] < o[n][1] and o[n][1] > o[n][0]
                          for o in others):
            return 0.0
        if not inside and jaccard < 0.5:
            return 0.0
        total += jaccard
    return total / seen if seen else 0.0


def place_fields(structure: str, samples: Sequence[str], specs: Mapping[str, Mapping[str, Any]],
                 analysed: Mapping[str, Mapping[str, Any]] | None = None,
                 ) -> dict[tuple[int, int], "tuple[str, str | None] | None"] | None:
    """For each hole located in the samples: the draft field reading it (`(name, type)`), or None.

    `specs` are the draft's fields, `analysed` the analyser's (those its placeholders are named
    after): they locate the placeholders exactly, and a draft field reading just what one of them
    reads goes where the analyser put it (nowhere, for those it left out of the line).
    Holes never located (above a `**`, or a structure that fits no sample) are left out, so the
    caller can fall back on names; None when no hole could be located at all.
    """
    parsed = parse_structure(structure)
    paths = list(samples)[:MAX_SAMPLES]
    mine = {name: [field_span(spec, p) for p in paths] for name, spec in (analysed or {}).items()}
    located = [hole_spans(parsed, p, {name: spans[n] for name, spans in mine.items()}) for n, p in enumerate(paths)]
    keys = sorted({k for spans in located for k in spans})
    if not keys:
        return None
    holes = {k: [spans.get(k) for spans in located] for k in keys}
    every = [h for seg in parsed for h in _holes(seg)]
    labelable = {h.key for h in every if h.labelable}
    home = {h.name: h.key for h in every if h.name}  # the analyser's field -> its placeholder
    if len(specs) * len(keys) > MAX_PAIRS:  # bounded work on the screen's thread
        return None
    fields = {name: [field_span(spec, p) for p in paths] for name, spec in specs.items() if isinstance(spec, Mapping)}
    named = {h.key: h.name for h in every}
    pairs = []
    for order, (name, spans) in enumerate(fields.items()):
        same = {home.get(a) for a, theirs in mine.items() if theirs == spans and any(theirs)}
        for k in keys:
            if k not in labelable or (same and k not in same):
                continue
            score = _score(holes[k], spans, [v for o, v in holes.items() if o != k])
            if score > 0:  # best first; on a tie the field named as the placeholder, then draft order
                pairs.append((-score, name != named.get(k), order, k, name))
    out: dict[tuple[int, int], "tuple[str, str | None] | None"] = {k: None for k in keys}
    taken: set[str] = set()
    for *_, k, name in sorted(pairs):
        if out[k] is None and name not in taken:
            taken.add(name)
            typ = specs[name].get("type")
            out[k] = (name, typ if isinstance(typ, str) else None)
    return out


def python_field_specs(text: str) -> dict[str, dict[str, Any]] | None:
    """The fields of an extractor written as the analyser writes them (a module-level `FIELDS`
    table of `(name, segment index or None, re.compile(pattern), type, ...)`), as rule-language
    specs; None when the text holds no such table (a hand-written extractor).

    Why: an edited extractor then gets the structure line a YAML draft would, without running it.
    """
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    table = next((node.value for node in tree.body if isinstance(node, ast.Assign)
                  and any(isinstance(t, ast.Name) and t.id == "FIELDS" for t in node.targets)), None)
    if not isinstance(table, (ast.List, ast.Tuple)):
        return None
    out: dict[str, dict[str, Any]] = {}
    for row in table.elts:
        if not isinstance(row, ast.Tuple) or len(row.elts) < 4:
            return None
        name, where, compiled, typ = row.elts[:4]
        pattern = compiled.args[0] if isinstance(compiled, ast.Call) and len(compiled.args) == 1 else None
        try:
            name_v, where_v, typ_v = ast.literal_eval(name), ast.literal_eval(where), ast.literal_eval(typ)
            pattern_v = ast.literal_eval(pattern) if pattern is not None else None
        except ValueError:
            return None
        if not isinstance(name_v, str) or not isinstance(pattern_v, str) or not (
                where_v is None or isinstance(where_v, int) and not isinstance(where_v, bool)):
            return None
        source = "full_path" if where_v is None else f"segment({where_v})"
        out[name_v] = {"from": source, "pattern": pattern_v, "type": typ_v if isinstance(typ_v, str) else None}
    return out or None


def _holes(pieces: Sequence[Piece]) -> list[Hole]:
    out: list[Hole] = []
    for p in pieces:
        if isinstance(p, tuple) and p and isinstance(p[0], Hole):
            out.append(p[0])
        elif isinstance(p, tuple):
            out.extend(_holes(p))
    return out


def render_structure(structure: str, placed: Mapping[tuple[int, int], "tuple[str, str | None] | None"],
                     by_name: Mapping[str, "tuple[str, str | None] | None"]) -> str:
    """The structure with each located hole labelled by `placed` (None: `*`), other placeholders
    by `by_name` (old name -> new name and type, None: `*`), the rest as written."""
    def text(pieces: Sequence[Piece]) -> str:
        out = []
        for p in pieces:
            if isinstance(p, str):
                out.append(p)
            elif isinstance(p[0], Hole):
                hole, written = p
                change: Any = placed[hole.key] if hole.key in placed else (
                    by_name.get(hole.name, (hole.name, None)) if hole.name else False)
                if not hole.labelable or change is False or (hole.name and hole.key not in placed
                                                             and hole.name not in by_name):
                    out.append(written)
                elif change is None:
                    out.append("*")
                else:
                    out.append("{" + change[0] + type_suffix(change[1]) + "}")
            else:
                out.append("[" + text(p) + "]")
        return "".join(out)

    lead = "/" if structure.startswith("/") else ""
    return lead + "/".join(text(seg) for seg in parse_structure(structure))
