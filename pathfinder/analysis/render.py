"""Turning an `Analysis` into text: YAML rule, Python extractor, field table."""
from __future__ import annotations

import json
from typing import Any

from pathfinder.analysis.model import Analysis, Field


def _q(text: str) -> str:
    """A YAML double-quoted scalar (JSON string syntax is valid YAML)."""
    return json.dumps(text, ensure_ascii=False)


def _description(a: Analysis) -> str:
    n = len(a.samples)
    return f"Inferred offline from {n} sample path{'s' if n != 1 else ''}: {a.structure}"


def render_yaml(a: Analysis) -> str:
    lines = [f"name: {a.name}", f"description: {_q(_description(a))}", f"glob: {_q(a.glob)}"]
    fields = [f for f in a.fields if not f.python]
    if not fields:
        lines.append("extract: null")
    else:
        lines.append("extract:")
        width = max(len(f.name) for f in fields) + 1
        for f in fields:
            lines.append(f"  {(f.name + ':').ljust(width)} {{{_flow(f.spec())}}}")
    return "\n".join(lines) + "\n"


def _flow(spec: dict[str, Any]) -> str:
    items = []
    for key, value in spec.items():
        if value is None:
            items.append(f"{key}: null")
        elif key == "from":
            items.append(f"from: {value}")
        elif key == "type":
            items.append(f"type: {value}")
        else:
            items.append(f"{key}: {_q(str(value))}")
    return ", ".join(items)


_HEAD = '''"""{name}: extractor inferred offline by Pathfinder from {n} sample path{s}.

Structure: {structure}
Python because: {why}.
"""
'''


def render_python(a: Analysis) -> str:
    """A readable extractor file: NAME/GLOB header, one compiled pattern per field."""
    why = "; ".join(sorted({f"{f.name} is a {f.python}" for f in a.fields if f.python})) or "requested"
    n = len(a.samples)
    out = [_HEAD.format(name=a.name, n=n, s="s" if n != 1 else "", structure=a.structure, why=why)]
    needs_unquote = any(f.url_decode for f in a.fields) or any(f.kind == "key_any" for f in a.fields)
    needs_date = any(f.type == "date" for f in a.fields)
    needs_uuid = any(f.type == "uuid" for f in a.fields)
    out.append("import re")
    if needs_date:
        out.append("from datetime import date, datetime")
    if needs_unquote:
        out.append("from urllib.parse import unquote")
    if needs_uuid:
        out.append("import uuid")
    out.append("")
    out.append(f"NAME = {a.name!r}")
    out.append(f"GLOB = {a.glob!r}")
    out.append(f"DESCRIPTION = {_description(a)!r}")
    out.append("")
    if any(f.kind == "key_any" for f in a.fields):
        out.append("HIVE_NULL = '__HIVE_DEFAULT_PARTITION__'")
    plain = [f for f in a.fields if not f.combine and f.kind != "key_any"]
    any_keys = any(f.kind == "key_any" for f in a.fields)
    if any_keys:
        needs_unquote = True
    for f in plain:
        out.append(f"{_const(f)} = re.compile({(f.pattern or '')!r})")
    out.append("")
    out.append("")
    out.append("def _segment(parts: list, index: int):")
    out.append("    try:")
    out.append("        return parts[index]")
    out.append("    except IndexError:")
    out.append("        return None")
    out.append("")
    if any_keys:
        out.append("")
        out.append("def _field_name(key: str) -> str:")
        out.append("    name = re.sub(r'(?<=[a-z0-9])(?=[A-Z])', '_', key)")
        out.append("    name = re.sub(r'[^A-Za-z0-9]+', '_', name).strip('_').lower()")
        out.append("    return name if name[:1].isalpha() else 'f_' + name")
        out.append("")
    if needs_date:
        out.append("")
        out.append("def _date(text: str, fmt: str = None):")
        out.append("    if fmt:")
        out.append("        return datetime.strptime(text, fmt).date().isoformat()")
        out.append("    digits = re.sub(r'[-_.]', '', text)")
        out.append("    return date(int(digits[:4]), int(digits[4:6]), int(digits[6:8])).isoformat()")
        out.append("")
    out.append("")
    out.append("def extract(path: str) -> dict:")
    out.append("    path = re.sub(r'/+', '/', path.replace('\\\\', '/'))")
    out.append("    parts = [p for p in path.split('/') if p]")
    out.append("    out = {}")
    if any_keys:
        out.append("    # every key=value folder (keys differ between tables); typed fields below refine known keys")
        out.append("    for seg in parts[:-1]:")
        out.append("        key, sep, value = seg.partition('=')")
        out.append("        if sep and key:")
        out.append("            out[_field_name(key)] = None if value == HIVE_NULL else unquote(value)")
    for f in plain:
        out.extend(_field_code(f))
    for f in a.fields:
        if f.combine:
            y, m, d = f.combine
            out.append(f"    # {f.name}: {f.python}")
            out.append(f"    if all(isinstance(out.get(k), int) for k in ({y!r}, {m!r}, {d!r})):")
            out.append("        try:")
            out.append(f"            out[{f.name!r}] = date(out[{y!r}], out[{m!r}], out[{d!r}]).isoformat()")
            out.append("        except ValueError:")
            out.append("            pass")
    out.append("    return out")
    return "\n".join(out) + "\n"


def _const(f: Field) -> str:
    return f.name.upper() + "_RX"


def _source_expr(f: Field) -> str:
    if f.source == "filename":
        return "_segment(parts, -1)"
    if f.source in ("full_path", "rel_path"):
        return "path + '/'" if f.pattern and f.pattern.endswith("/") else "path"
    k = int(f.source[len("segment("):-1])
    return f"_segment(parts, {k})"


def _field_code(f: Field) -> list[str]:
    lines = [f"    # {f.name}: {f.type} from {f.source}" + (f" ({f.python})" if f.python else "")]
    lines.append(f"    text = {_source_expr(f)}")
    lines.append(f"    m = {_const(f)}.search(text) if text is not None else None")
    value = "m.group(1)"
    if f.url_decode:
        value = f"unquote({value})"
    if f.type == "integer":
        value = f"int({value})"
    elif f.type == "date":
        value = f"_date({value}, {f.format!r})" if f.format else f"_date({value})"
    elif f.type == "uuid":
        value = f"str(uuid.UUID({value}))"
    if f.type == "string":
        lines.append("    if m:")
        lines.append(f"        out[{f.name!r}] = {value}")
    else:
        lines.append("    if m:")
        lines.append("        try:")
        lines.append(f"            out[{f.name!r}] = {value}")
        lines.append("        except ValueError:")
        lines.append("            pass" if not f.default_null else f"            out.setdefault({f.name!r}, None)")
    if f.default_null:
        lines.append("    else:")
        lines.append(f"        out.setdefault({f.name!r}, None)")
    return lines


def render_field_table(a: Analysis, max_examples: int = 3, width: int = 40) -> str:
    """Plain-text table: name, type, source, example values, distinct count."""
    header = ("field", "type", "source", "examples", "distinct")
    rows = []
    for f in a.fields:
        ex = ", ".join("null" if v is None else str(v) for v in f.examples(max_examples))
        if len(ex) > width:
            ex = ex[: width - 1] + "…"
        src = f.source if not f.python else f"{f.source} (python)"
        if f.combine:
            src = "+".join(f.combine) + " (python)"
        if f.kind == "key_any":
            src, ex = "full_path (python)", "one field per key=value folder"
        typ = f.type + (" (optional)" if f.default_null else "")
        rows.append((f.name, typ, src, ex, str(f.distinct)))
    if not rows:
        return "(no fields: the rule only selects paths)\n"
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(5)]
    out = ["  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip()]
    out.append("  ".join("-" * w for w in widths))
    for r in rows:
        out.append("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    return "\n".join(out) + "\n"
