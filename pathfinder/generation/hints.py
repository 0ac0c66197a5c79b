"""Offline hints: simple directives applied without an LLM.

    rename mission_id mission        drop name        date is date       run is integer

Several directives are separated by `;` or new lines. Anything else is free
text, which only an LLM provider can follow: `parse_hint` raises `HintError`
saying so, and the wizard / `generate` show that one line.

Two ways to apply them:
- `apply_hint(analysis, hint)`: to a fresh analysis of the samples (`generate --hint`,
  and the wizard's `r`, which regenerates from the samples with the hints followed so far);
- `apply_hint_to_draft(draft, hint, samples)`: to the wizard's *current* draft (docs/architecture.md:
  a hint regenerates "with the hint and the current draft as context"). A YAML draft is
  changed in place, field by field: everything else, earlier hints and manual edits
  included, stays as it was. So hints accumulate and edits survive. A Python draft can
  only be changed when it is still the analyser's own (the hints it already follows are
  recorded in a comment); an edited one gets a clear message.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from typing import Any, Sequence

import yaml

from pathfinder.analysis import analyse
from pathfinder.analysis.model import Analysis
from pathfinder.analysis.placement import place_fields, python_field_specs, render_structure
from pathfinder.analysis.render import render_draft as analysis_draft
from pathfinder.analysis.render import flow_mapping, render_field_table
from pathfinder.analysis.structure import AnalysisText, relabel_structure
from pathfinder.analysis.tokens import UUID_RX, to_iso
from pathfinder.engine.rule import FieldSpec, Rule
from pathfinder.engine.schema import IDENTIFIER_RE
from pathfinder.engine.yaml_io import RuleLoader, parse_yaml
from pathfinder.errors import PathfinderError, RuleError, UsageError
from pathfinder.validation.fences import defines_extract, strip_fences

OFFLINE_DIRECTIVES = "rename A B; drop A; A is integer|date|string|uuid"
OFFLINE_HELP = f"offline hints are: {OFFLINE_DIRECTIVES}"

_TYPES = {
    "integer": "integer", "int": "integer", "number": "integer", "numeric": "integer",
    "date": "date",
    "string": "string", "str": "string", "text": "string",
    "uuid": "uuid",
}
_RENAME = re.compile(r"^rename\s+(\S+)\s+(?:to\s+|->\s*|as\s+)?(\S+)$", re.I)
_DROP = re.compile(r"^(?:drop|remove|ignore|delete)\s+(\S+)$", re.I)
_IS = re.compile(r"^(\S+)\s+(?:is|as|:)\s+(?:an?\s+)?(\S+)$", re.I)


class HintError(UsageError):
    """A hint the offline generator cannot follow (free text, unknown field, bad type)."""


@dataclass(frozen=True)
class Directive:
    op: str  # rename | drop | type
    field: str
    value: str | None = None  # new name, or the type


def parse_hint(hint: str) -> list[Directive]:
    """Directives of an offline hint; HintError for free text."""
    out: list[Directive] = []
    for piece in re.split(r"[;\n]+", hint or ""):
        text = piece.strip().strip(".").strip()
        if not text:
            continue
        m = _RENAME.match(text)
        if m:
            out.append(Directive("rename", m.group(1), m.group(2)))
            continue
        m = _DROP.match(text)
        if m:
            out.append(Directive("drop", m.group(1)))
            continue
        m = _IS.match(text)
        if m and m.group(2).lower() in _TYPES:
            out.append(Directive("type", m.group(1), _TYPES[m.group(2).lower()]))
            continue
        raise HintError(
            f"the offline generator cannot follow the hint {text[:60]!r}: free-text hints need an LLM provider",
            hint=f"set ANTHROPIC_API_KEY and use --provider anthropic; {OFFLINE_HELP}",
        )
    if not out:
        raise HintError("the hint is empty", hint=OFFLINE_HELP)
    return out


def apply_hint(analysis: Analysis, hint: str | None) -> Analysis:
    """The analysis with the hint's directives applied, in order (structure line relabelled too)."""
    if not hint or not hint.strip():
        return analysis
    return apply_directives(analysis, parse_hint(hint))


def apply_directives(analysis: Analysis, directives: Sequence[Directive]) -> Analysis:
    fields = list(analysis.fields)
    structure = analysis.structure
    for d in directives:
        names = [f.name for f in fields]
        if d.field not in names:
            raise _no_field(d, names)
        i = names.index(d.field)
        f = fields[i]
        if d.op == "drop":
            dependents = [g.name for g in fields if d.field in g.combine]
            del fields[i]
            fields = [g for g in fields if g.name not in dependents]
            for name in (d.field, *dependents):
                structure = relabel_structure(structure, {name: None})
        elif d.op == "rename":
            new = _check_new_name(d, names)
            fields[i] = replace(f, name=new)
            fields = [
                replace(g, combine=tuple(new if c == d.field else c for c in g.combine)) if g.combine else g
                for g in fields
            ]
            structure = relabel_structure(structure, {d.field: (new, f.type)})
        else:
            fields[i] = _retype(f, d.value or "string")
            structure = relabel_structure(structure, {d.field: (d.field, fields[i].type)})
    return replace(analysis.with_fields(fields), structure=structure)


def _no_field(d: Directive, names: Sequence[str]) -> HintError:
    return HintError(
        f"no field named {d.field!r} to {d.op if d.op != 'type' else 'retype'}",
        hint="fields: " + (", ".join(names) or "none"),
    )


def _check_new_name(d: Directive, names: Sequence[str]) -> str:
    new = d.value or ""
    if not IDENTIFIER_RE.match(new):
        raise HintError(f"{new!r} is not a valid field name",
                        hint="use lowercase letters, digits and _, starting with a letter")
    if new in names and new != d.field:
        raise HintError(f"a field named {new!r} already exists", hint="drop or rename it first")
    return new


def _retype(f, typ: str):
    if f.combine:
        raise HintError(f"field {f.name!r} is built from other fields; its type cannot change")
    new_type, fmt = type_for(f.name, [r for r in f.raw if r is not None], typ)
    return replace(f, type=new_type, format=fmt)


def type_for(name: str, raw: Sequence[str], typ: str) -> tuple[str, str | None]:
    """(type, date format) for a field whose texts on the samples are `raw`; HintError when they do not fit."""
    if typ == "integer":
        bad = [r for r in raw if not r.strip().lstrip("+-").isdigit()]
        if bad:
            raise HintError(f"field {name!r} cannot be an integer: {bad[0]!r} is not a number")
        return "integer", None
    if typ == "date":
        if all(to_iso(r) for r in raw):
            return "date", None
        for fmt in ("%Y%m%d%H%M%S", "%d-%m-%Y", "%d.%m.%Y", "%d_%m_%Y", "%Y-%m", "%Y%m"):
            if raw and all(to_iso(r, fmt) for r in raw):
                return "date", fmt
        example = raw[0] if raw else ""
        raise HintError(f"field {name!r} cannot be a date: {example!r} is not a date form the analyser knows",
                        hint="edit the rule and give a strptime `format`")
    if typ == "uuid":
        bad = [r for r in raw if not UUID_RX.match(r) and not re.fullmatch(r"[0-9a-fA-F]{32}", r)]
        if bad:
            raise HintError(f"field {name!r} cannot be a uuid: {bad[0]!r}")
        return "uuid", None
    return "string", None


def describe(directives: Sequence[Directive]) -> str:
    """One line naming what was applied (for notes and trails)."""
    bits = []
    for d in directives:
        bits.append(f"rename {d.field} {d.value}" if d.op == "rename" else
                    f"drop {d.field}" if d.op == "drop" else f"{d.field} is {d.value}")
    return "; ".join(bits)


# ---- hints applied to the current draft (the wizard) --------------------------------------------------

PYTHON_MARK = "# offline hints applied: "
_FIX = "edit it with e, or press r to regenerate from the samples"


def render_draft(analysis: Analysis, directives: Sequence[Directive] = ()) -> str:
    """The analysis as draft text; a Python draft records the hints it follows (so later hints can build on it)."""
    text = analysis_draft(analysis)
    if directives and analysis.needs_python:
        text = _mark_python(text, directives)
    return text


def _mark_python(text: str, directives: Sequence[Directive]) -> str:
    line = PYTHON_MARK + describe(directives) + "\n"
    if text.startswith('"""'):
        end = text.find('"""\n', 3)
        if end >= 0:
            return text[:end + 4] + line + text[end + 4:]
    return line + text


def marked_hints(text: str) -> list[Directive]:
    """The hints a Python draft says it follows (its `# offline hints applied:` line)."""
    for line in text.splitlines():
        if line.startswith(PYTHON_MARK):
            return parse_hint(line[len(PYTHON_MARK):])
    return []


def apply_hint_to_draft(draft: str, hint: str, samples: Sequence[str], analysis: Analysis | None = None) -> str:
    """The current draft with the hint's directives applied (HintError says why one cannot be).

    YAML: the named fields are renamed, dropped or retyped in the text itself; every other
    line (other fields, glob, name, tag, comments, earlier edits) is kept. Python: only the
    analyser's own draft (unchanged apart from earlier offline hints) can be changed.
    """
    directives = parse_hint(hint)
    found = strip_fences(draft)
    text = found.text
    if found.kind == "python" or defines_extract(text):
        return _apply_to_python(text, directives, samples, analysis)
    for d in directives:
        text = _apply_to_yaml(text, d, samples)
    return text


def _apply_to_python(text: str, directives: Sequence[Directive], samples: Sequence[str],
                     analysis: Analysis | None) -> str:
    base = analysis if analysis is not None else analyse(list(samples))
    edited = HintError("offline hints cannot change this Python draft: it is not the analyser's own any more "
                       "(edited, or from another provider)", hint=_FIX)
    try:
        previous = marked_hints(text)
        followed = apply_directives(base, previous)
    except HintError:
        raise edited from None
    if _norm_code(render_draft(followed, previous)) != _norm_code(text):
        raise edited
    return render_draft(apply_directives(followed, directives), [*previous, *directives])


def _norm_code(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.strip().splitlines())


class _Doc:
    """A YAML rule draft with the positions of its parts (PyYAML nodes carry line/column marks)."""

    def __init__(self, text: str) -> None:
        self.text = text
        try:
            # the validator's own reading (the same line and wording as its errors), then the nodes
            loaded, _ = parse_yaml(text)
            root = yaml.compose(text, Loader=RuleLoader)
        except (RuleError, yaml.YAMLError) as exc:
            line = getattr(exc, "line", None)
            where = f" (line {line})" if line else ""
            raise HintError(f"the current draft is not valid YAML{where}, so the hint cannot be applied to it",
                            hint=_FIX) from None
        if not isinstance(root, yaml.MappingNode):
            raise HintError("the current draft is not a YAML rule (a mapping), so the hint cannot be applied to it",
                            hint=_FIX)
        self.root = root
        self._data: dict[str, Any] = loaded if isinstance(loaded, dict) else {}
        top = {str(k.value): (k, v) for k, v in root.value if isinstance(k, yaml.ScalarNode)}
        if "rules" in top:
            raise HintError("offline hints change a draft holding one rule; this one holds several", hint=_FIX)
        self.top = top
        self.extract = top.get("extract")
        value = self.extract[1] if self.extract else None
        self.entries: list[tuple[Any, Any]] = []
        if isinstance(value, yaml.MappingNode):
            self.entries = [(k, v) for k, v in value.value if isinstance(k, yaml.ScalarNode)]
            self.flow = bool(value.flow_style) or len({k.start_mark.line for k, _ in self.entries}) < len(self.entries)
        elif value is not None and not (isinstance(value, yaml.ScalarNode) and value.tag.endswith(":null")):
            raise HintError("the draft's `extract:` is not a mapping of fields, so the hint cannot be applied",
                            hint=_FIX)
        else:
            self.flow = False
        self.lines = text.splitlines(keepends=True)

    def names(self) -> list[str]:
        return [str(k.value) for k, _ in self.entries]

    def data(self) -> dict[str, Any]:
        return self._data

    def span(self, i: int) -> tuple[int, int]:
        """Lines [start, end) of extract entry i (its key line up to the next entry or the block's end)."""
        key, value = self.entries[i]
        start = key.start_mark.line
        if i + 1 < len(self.entries):
            end = self.entries[i + 1][0].start_mark.line
        else:
            mark = value.end_mark
            end = mark.line + (1 if mark.column > 0 else 0)
            end = max(end, start + 1)
            # blank lines and comments of the outer level that follow belong to what comes next
            col = key.start_mark.column
            while end - 1 > start and _outer_or_blank(self.lines[end - 1], col):
                end -= 1
        return start, min(end, len(self.lines))


def _outer_or_blank(line: str, col: int) -> bool:
    stripped = line.strip()
    if not stripped:
        return True
    return stripped.startswith("#") and len(line) - len(line.lstrip()) < col


def _apply_to_yaml(text: str, d: Directive, samples: Sequence[str]) -> str:
    doc = _Doc(text)
    names = doc.names()
    if d.field not in names:
        raise _no_field(d, names)
    i = names.index(d.field)
    if doc.flow:  # all fields on one line: rewrite the extract block in block style
        return _rewrite_extract(doc, d, samples)
    key, value = doc.entries[i]
    lines = list(doc.lines)
    start, end = doc.span(i)
    if d.op == "drop":
        del lines[start:end]
        if len(names) == 1:  # no field left: a tag-only rule
            k, v = doc.extract
            first, last = k.start_mark.line, start
            lines[first:last] = [" " * k.start_mark.column + "extract: null\n"]
        new_text = "".join(lines)
        change: "tuple[str, str | None] | None" = None
    elif d.op == "rename":
        new = _check_new_name(d, names)
        line = lines[start]
        a, b = key.start_mark.column, key.end_mark.column
        rest = line[b:]
        m = re.match(r"(\s*):( +)(?=\S)", rest)
        if m and len(m.group(2)) > 1:  # keep the values aligned where there is room
            pad = max(1, len(m.group(2)) - (len(new) - (b - a)))
            rest = m.group(1) + ":" + " " * pad + rest[m.end():]
        lines[start] = line[:a] + new + rest
        new_text = "".join(lines)
        spec = doc.data().get("extract", {}).get(d.field) or {}
        change = (new, spec.get("type") if isinstance(spec, dict) else None)
    else:
        spec = dict(doc.data()["extract"][d.field] or {})
        typ, fmt = type_for(d.field, _raw_values(doc, d.field, spec, samples), d.value or "string")
        spec = _with_type(spec, typ, fmt)
        head = lines[start][:key.end_mark.column]  # indentation and the key as written
        m = re.match(r"\s*:( *)", lines[start][key.end_mark.column:])
        gap = m.group(1) if m and m.group(1) else " "
        lines[start:end] = [f"{head}:{gap}{flow_mapping(spec)}\n"]
        new_text = "".join(lines)
        change = (d.field, typ)
    new_text = _relabel_description(new_text, {d.field: change})
    _check_result(new_text, d, names)
    return new_text


def _rewrite_extract(doc: _Doc, d: Directive, samples: Sequence[str]) -> str:
    """Flow-style `extract: {...}`: apply the directive to the data and write the block anew."""
    data = doc.data()
    fields: dict[str, Any] = dict(data.get("extract") or {})
    names = list(fields)
    change: "tuple[str, str | None] | None"
    if d.op == "drop":
        fields.pop(d.field)
        change = None
    elif d.op == "rename":
        new = _check_new_name(d, names)
        fields = {new if k == d.field else k: v for k, v in fields.items()}
        spec = fields[new]
        change = (new, spec.get("type") if isinstance(spec, dict) else None)
    else:
        spec = dict(fields[d.field] or {})
        typ, fmt = type_for(d.field, _raw_values(doc, d.field, spec, samples), d.value or "string")
        fields[d.field] = _with_type(spec, typ, fmt)
        change = (d.field, typ)
    k, v = doc.extract
    indent = " " * k.start_mark.column
    block = [f"{indent}extract: null\n"] if not fields else [f"{indent}extract:\n"] + [
        f"{indent}  {name}: {flow_mapping(spec if isinstance(spec, dict) else {})}\n" for name, spec in fields.items()]
    lines = list(doc.lines)
    end = v.end_mark.line + (1 if v.end_mark.column > 0 else 0)
    lines[k.start_mark.line:max(end, k.start_mark.line + 1)] = block
    text = _relabel_description("".join(lines), {d.field: change})
    _check_result(text, d, names)
    return text


def _with_type(spec: dict[str, Any], typ: str, fmt: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    placed = False
    for key, value in spec.items():
        if key in ("type", "format"):
            if not placed:
                out.update(_type_items(typ, fmt))
                placed = True
            continue
        if key == "default" and not placed:
            out.update(_type_items(typ, fmt))
            placed = True
        out[key] = value
    if not placed:
        out.update(_type_items(typ, fmt))
    return out


def _type_items(typ: str, fmt: str | None) -> dict[str, Any]:
    if typ == "string":
        return {}
    return {"type": typ, **({"format": fmt} if fmt else {})}


def _raw_values(doc: _Doc, name: str, spec: dict[str, Any], samples: Sequence[str]) -> list[str]:
    """What the field reads from each sample the glob matches, before any type (to check a retype)."""
    data = doc.data()
    plain = {k: v for k, v in spec.items() if k in ("from", "pattern", "normalize")}
    try:
        rule = Rule(str(data.get("name") or "draft"), str(data.get("glob") or "**"),
                    [FieldSpec.from_mapping(name, plain)])
    except (PathfinderError, KeyError, TypeError, ValueError) as exc:
        msg = exc.one_line() if isinstance(exc, PathfinderError) else str(exc)
        raise HintError(f"field {name!r} cannot be checked on the samples: {msg}", hint=_FIX) from None
    out = []
    for path in samples:
        ev = rule.evaluate(path)
        if ev is not None and name in ev.fields and ev.fields[name] is not None:
            out.append(str(ev.fields[name]))
    return out


def _relabel_description(text: str, changes: dict[str, "tuple[str, str | None] | None"]) -> str:
    """The draft's one-line description keeps naming the fields it shows (`{mission_id:int}`)."""
    try:
        doc = _Doc(text)
    except HintError:
        return text
    found = doc.top.get("description")
    if not found or not isinstance(found[1], yaml.ScalarNode):
        return text
    node = found[1]
    if node.start_mark.line != node.end_mark.line:
        return text
    new = relabel_structure(str(node.value), changes)
    if new == node.value:
        return text
    lines = doc.lines
    n = node.start_mark.line
    line = lines[n]
    lines[n] = line[:node.start_mark.column] + json.dumps(new, ensure_ascii=False) + line[node.end_mark.column:]
    return "".join(lines)


def _check_result(text: str, d: Directive, names: Sequence[str]) -> None:
    """The edited text still parses and holds exactly the fields expected (else say so, change nothing)."""
    expected = list(names)
    if d.op == "drop":
        expected.remove(d.field)
    elif d.op == "rename":
        expected[expected.index(d.field)] = d.value or ""
    try:
        got = _Doc(text).names()
    except HintError:
        got = None
    if got != expected:
        raise HintError(f"could not apply {describe([d])!r} to this draft's text", hint=_FIX)


def structure_for_draft(analysis: Analysis, draft: str | None) -> Analysis:
    """The analysis with its structure line relabelled to match the draft's fields.

    Each varying part of the structure located in the samples takes the name and type of the
    draft field reading the same characters there (`analysis.placement`), whatever it is called
    or however its pattern is written; a part no field reads shows as `*`. Parts that cannot be
    located (above a `**`) follow the draft by field: same `from` and `pattern`, else the same
    name, else the only field from that source.
    """
    if not draft or not draft.strip():
        return analysis
    if defines_extract(draft):
        table = python_field_specs(strip_fences(draft, "python").text)  # the analyser's extractor, maybe edited
        if table is not None:
            return _placed(analysis, table)
        try:
            return apply_directives(analysis, marked_hints(draft))
        except HintError:
            return analysis
    try:
        data = _Doc(draft).data()
    except HintError:
        return analysis
    extract = data.get("extract")
    if not isinstance(extract, dict):
        return analysis if extract is not None else replace(
            analysis, structure=relabel_structure(analysis.structure, {f.name: None for f in analysis.fields}))
    return _placed(analysis, {str(k): v for k, v in extract.items() if isinstance(v, dict)})


def _placed(analysis: Analysis, specs: dict[str, Any]) -> Analysis:
    """The structure line named after the draft's fields (`specs`: name -> rule-language spec)."""
    free = dict(specs)
    changes: dict[str, "tuple[str, str | None] | None"] = {}
    pending = list(analysis.fields)
    for f in list(pending):  # 1. read exactly the same way
        hit = next((n for n, s in free.items() if s.get("from") == f.source and s.get("pattern") == f.pattern), None)
        if hit is not None:
            changes[f.name] = (hit, free.pop(hit).get("type"))
            pending.remove(f)
    for f in list(pending):  # 2. the same name
        if f.name in free:
            changes[f.name] = (f.name, free.pop(f.name).get("type"))
            pending.remove(f)
    for f in list(pending):  # 3. the only one left from that source on both sides
        mine = [g for g in pending if g.source == f.source]
        theirs = [n for n, s in free.items() if s.get("from") == f.source]
        if len(mine) == 1 and len(theirs) == 1:
            changes[f.name] = (theirs[0], free.pop(theirs[0]).get("type"))
            pending.remove(f)
    for f in pending:
        changes[f.name] = None
    placed = place_fields(analysis.structure, analysis.samples, specs, {f.name: f.spec() for f in analysis.fields})  # by what each field reads
    if placed is None:
        return replace(analysis, structure=relabel_structure(analysis.structure, changes))
    return replace(analysis, structure=render_structure(analysis.structure, placed, changes))


def hinted_description(samples: Sequence[str], hint: str) -> AnalysisText | None:
    """Structure summary and field table of the samples with an offline hint applied (what
    `generate --hint` prints); None when the hint cannot be applied (the generation says why)."""
    try:
        analysis = apply_hint(analyse(list(samples)), hint)
    except HintError:
        return None
    return AnalysisText(analysis.summary or None, render_field_table(analysis) or None)


__all__ = ["HintError", "hinted_description", "Directive", "OFFLINE_HELP", "OFFLINE_DIRECTIVES", "parse_hint", "apply_hint", "apply_directives",
           "apply_hint_to_draft", "render_draft", "marked_hints", "relabel_structure", "structure_for_draft",
           "type_for", "describe"]
