"""Offline hints: simple directives applied to an analysis without an LLM.

    rename mission_id mission        drop name        date is date       run is integer

Several directives are separated by `;` or new lines. Anything else is free
text, which only an LLM provider can follow: `parse_hint` raises `HintError`
saying so, and the wizard / `generate` show that one line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Sequence

from pathfinder.analysis.model import Analysis
from pathfinder.analysis.naming import NAME_RX
from pathfinder.analysis.tokens import to_iso
from pathfinder.errors import UsageError

OFFLINE_HELP = "offline hints are: rename A B; drop A; A is integer|date|string"

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
    """The analysis with the hint's directives applied, in order."""
    if not hint or not hint.strip():
        return analysis
    fields = list(analysis.fields)
    for d in parse_hint(hint):
        names = [f.name for f in fields]
        if d.field not in names:
            raise HintError(
                f"no field named {d.field!r} to {d.op if d.op != 'type' else 'retype'}",
                hint="fields: " + (", ".join(names) or "none"),
            )
        i = names.index(d.field)
        f = fields[i]
        if d.op == "drop":
            dependents = [g.name for g in fields if d.field in g.combine]
            del fields[i]
            fields = [g for g in fields if g.name not in dependents]
        elif d.op == "rename":
            new = d.value or ""
            if not NAME_RX.match(new):
                raise HintError(f"{new!r} is not a valid field name", hint="use lowercase letters, digits and _, starting with a letter")
            if new in names and new != d.field:
                raise HintError(f"a field named {new!r} already exists", hint="drop or rename it first")
            fields[i] = replace(f, name=new)
            fields = [
                replace(g, combine=tuple(new if c == d.field else c for c in g.combine)) if g.combine else g
                for g in fields
            ]
        else:
            fields[i] = _retype(f, d.value or "string")
    return analysis.with_fields(fields)


def _retype(f, typ: str):
    raw = [r for r in f.raw if r is not None]
    if f.combine:
        raise HintError(f"field {f.name!r} is built from other fields; its type cannot change")
    if typ == "integer":
        bad = [r for r in raw if not r.strip().lstrip("+-").isdigit()]
        if bad:
            raise HintError(f"field {f.name!r} cannot be an integer: {bad[0]!r} is not a number")
        return replace(f, type="integer", format=None)
    if typ == "date":
        if all(to_iso(r) for r in raw):
            return replace(f, type="date", format=None)
        for fmt in ("%Y%m%d%H%M%S", "%d-%m-%Y", "%d.%m.%Y", "%d_%m_%Y", "%Y-%m", "%Y%m"):
            if raw and all(to_iso(r, fmt) for r in raw):
                return replace(f, type="date", format=fmt)
        example = raw[0] if raw else ""
        raise HintError(f"field {f.name!r} cannot be a date: {example!r} is not a date form the analyser knows",
                        hint="edit the rule and give a strptime `format`")
    if typ == "uuid":
        from pathfinder.analysis.tokens import UUID_RX

        bad = [r for r in raw if not UUID_RX.match(r) and not re.fullmatch(r"[0-9a-fA-F]{32}", r)]
        if bad:
            raise HintError(f"field {f.name!r} cannot be a uuid: {bad[0]!r}")
        return replace(f, type="uuid", format=None)
    return replace(f, type="string", format=None)


def describe(directives: Sequence[Directive]) -> str:
    """One line naming what was applied (for notes and trails)."""
    bits = []
    for d in directives:
        bits.append(f"rename {d.field} {d.value}" if d.op == "rename" else
                    f"drop {d.field}" if d.op == "drop" else f"{d.field} is {d.value}")
    return "; ".join(bits)
