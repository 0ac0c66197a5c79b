"""Turning an `Analysis` into text: YAML rule, Python extractor, field table."""
from __future__ import annotations

import json
import re
from typing import Any

from pathfinder.analysis.model import Analysis, Field
from pathfinder.analysis.parts import VarKind
from pathfinder.analysis.structure import shared_structure


def _q(text: str) -> str:
    """A YAML double-quoted scalar (JSON string syntax is valid YAML)."""
    return json.dumps(text, ensure_ascii=False)


def _description(a: Analysis) -> str:
    """The saved rule's one line: how it was made and the shared structure (no local folders)."""
    n = len(a.samples)
    return f"Inferred offline from {n} sample path{'s' if n != 1 else ''}: {shared_structure(a.structure)}"


def render_draft(a: Analysis) -> str:
    """YAML, unless a field needs Python (then a readable extractor file)."""
    return render_python(a) if a.needs_python else render_yaml(a)


def render_yaml(a: Analysis) -> str:
    """The analysis as a YAML rule (fields that need Python left out)."""
    lines = [f"name: {a.name}", f"description: {_q(_description(a))}", f"glob: {_q(a.glob)}"]
    fields = [f for f in a.fields if not f.python]
    if not fields:
        lines.append("extract: null")
    else:
        lines.append("extract:")
        width = max(len(f.name) for f in fields) + 1
        for f in fields:
            lines.append(f"  {(f.name + ':').ljust(width)} {flow_mapping(f.spec())}")
    return "\n".join(lines) + "\n"


def flow_mapping(spec: dict[str, Any]) -> str:
    """A field spec as a one-line YAML flow mapping (`{from: filename, pattern: "..."}`): the
    drafts' style, shared by the renderer and the hints that edit a draft in place."""
    items = []
    for key, value in spec.items():
        if value is None:
            items.append(f"{key}: null")
        elif isinstance(value, bool):
            items.append(f"{key}: {'true' if value else 'false'}")
        elif isinstance(value, (int, float)):
            items.append(f"{key}: {value}")
        elif key in ("from", "type", "normalize") and re.fullmatch(r"[a-z_]+(\(-?\d+\))?", str(value)):
            items.append(f"{key}: {value}")
        else:
            items.append(f"{key}: {_q(str(value))}")
    return "{" + ", ".join(items) + "}"


_HEAD = '''"""{name}: extractor inferred offline by Pathfinder from {n} sample path{s}.

Structure: {structure}
Python because: {why}.
"""
'''


def render_python(a: Analysis) -> str:
    """A readable Python extractor: NAME/GLOB header, a table of fields and one loop over it."""
    why = "; ".join(sorted({f"{f.name}: {f.python}" for f in a.fields if f.python})) or "requested"
    n = len(a.samples)
    any_keys = any(f.kind == VarKind.KEY_ANY for f in a.fields)
    keys = [f for f in a.fields if any_keys and f.kind == VarKind.KEY and _hive_key(f) is not None]
    plain = [f for f in a.fields if not f.combine and f.kind != VarKind.KEY_ANY and f not in keys]
    combined = [f for f in a.fields if f.combine]
    typed = [f.type for f in keys + plain + combined]
    needs_unquote = any_keys or any(f.url_decode for f in plain)
    needs_date = "date" in typed
    needs_uuid = "uuid" in typed

    out = [_HEAD.format(name=a.name, n=n, s="s" if n != 1 else "", structure=shared_structure(a.structure), why=why)]
    out.append("import re")
    if needs_date:
        out.append("from datetime import date, datetime")
    if needs_unquote:
        out.append("from urllib.parse import unquote")
    if needs_uuid:
        out.append("import uuid")
    out += ["", f"NAME = {a.name!r}", f"GLOB = {a.glob!r}", f"DESCRIPTION = {_description(a)!r}", ""]
    if needs_date:
        out += ["DATE_RX = re.compile(r'([0-9]{4})([-_.]?)([0-9]{2})\\2([0-9]{2})')", ""]
    if plain:
        out.append("# field, where it is read (segment index; None: the whole path), pattern (group 1 is")
        out.append("# the value), type, date format, null when absent, URL-decoded")
        out.append("FIELDS = [")
        for f in plain:
            where = _where(f)
            rx = f.pattern or "^(.+)$"
            out.append(f"    ({f.name!r}, {where}, re.compile({rx!r}), {f.type!r}, {f.format!r}, "
                       f"{f.default_null!r}, {f.url_decode!r}),")
        out.append("]")
        out.append("")
    if any_keys:
        out.append("# Hive partition folders `key=value`: the keys the samples showed, with field name and type;")
        out.append("# any other key is read as text under its snake_case name")
        out.append("HIVE_NULL = '__HIVE_DEFAULT_PARTITION__'")
        out.append("PARTITION_KEYS = {")
        for f in keys:
            out.append(f"    {_hive_key(f)!r}: ({f.name!r}, {f.type!r}),")
        out.append("}")
        out.append("")
    out += ["", "def _segment(parts: list, index: int):", "    try:", "        return parts[index]",
            "    except IndexError:", "        return None", ""]
    if any_keys:
        out += ["", "def _field_name(key: str) -> str:",
                "    name = re.sub(r'(?<=[a-z0-9])(?=[A-Z])', '_', key)",
                "    name = re.sub(r'[^A-Za-z0-9]+', '_', name).strip('_').lower()",
                "    return name if name[:1].isalpha() else 'f_' + name", ""]
    out += ["", "def _convert(text: str, type_: str, fmt: str = None):",
            "    \"\"\"The typed value; raises ValueError when the text is not of the type.\"\"\""]
    out += ["    if type_ == 'integer':", "        return int(text)"]
    if needs_date:
        out += ["    if type_ == 'date':", "        if fmt:",
                "            return datetime.strptime(text, fmt).date().isoformat()",
                "        m = DATE_RX.fullmatch(text)  # the rule language's date forms (docs/rule-language.md)",
                "        if not m:",
                "            raise ValueError(text)",
                "        return date(int(m.group(1)), int(m.group(3)), int(m.group(4))).isoformat()"]
    if needs_uuid:
        out += ["    if type_ == 'uuid':", "        return str(uuid.UUID(text))"]
    out += ["    return text", ""]
    out += ["", "def extract(path: str) -> dict:",
            "    path = re.sub(r'/+', '/', path.replace('\\\\', '/'))",
            "    parts = [p for p in path.split('/') if p]",
            "    out = {}"]
    if any_keys:
        out += ["    for seg in parts[:-1]:  # every key=value folder; keys a path lacks stay absent",
                "        key, sep, value = seg.partition('=')",
                "        if not sep or not key:",
                "            continue",
                "        name, type_ = PARTITION_KEYS.get(key, (_field_name(key), 'string'))",
                "        if value == HIVE_NULL:",
                "            out[name] = None",
                "            continue",
                "        value = unquote(value)",
                "        try:",
                "            out[name] = _convert(value, type_)",
                "        except ValueError:",
                "            out[name] = value  # not of the type the samples showed: kept as text"]
    if plain:
        out += ["    for name, where, rx, type_, fmt, optional, decode in FIELDS:",
                "        text = path if where is None else _segment(parts, where)",
                "        m = rx.search(text) if text is not None else None",
                "        value = None",
                "        if m and m.group(1) is not None:  # an optional group that read nothing: no value",
                "            try:",
                ("                value = _convert(unquote(m.group(1)) if decode else m.group(1), type_, fmt)"
                 if needs_unquote else "                value = _convert(m.group(1), type_, fmt)"),
                "            except ValueError:",
                "                pass",
                "        if value is not None or optional:",
                "            out[name] = value"]
    for f in combined:
        out.append(f"    # {f.name}: {f.python}")
        if f.type != "date":  # pieces of one id split over folder and name
            out.append(f"    if all(isinstance(out.get(k), str) for k in {f.combine!r}):")
            out.append(f"        out[{f.name!r}] = ''.join(out[k] for k in {f.combine!r})")
            continue
        y, m, d = f.combine
        out.append(f"    if all(isinstance(out.get(k), int) for k in ({y!r}, {m!r}, {d!r})):")
        out.append("        try:")
        out.append(f"            out[{f.name!r}] = date(out[{y!r}], out[{m!r}], out[{d!r}]).isoformat()")
        out.append("        except ValueError:")
        out.append("            pass")
    out.append("    return out")
    return "\n".join(out) + "\n"


def _where(f: Field) -> str:
    """The segment index a field reads (None: the whole path), as Python source."""
    return str(f.segment_index)


_KEY_RX = re.compile(r"^\(\?:\^\|/\)(.+?)=\(")


def _hive_key(f: Field) -> str | None:
    """The raw `key` of a full-path `key=value` field (from its pattern)."""
    m = _KEY_RX.match(f.pattern or "")
    if not m:
        m = re.match(r"^\^(.+?)=\(", f.pattern or "")
    return re.sub(r"\\(.)", r"\1", m.group(1)) if m else None


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
        if f.kind == VarKind.KEY_ANY:
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
