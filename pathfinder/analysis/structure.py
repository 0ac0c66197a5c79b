"""The structure line (`/data/mission_{mission_id:int}/{date:date}/{sensor}.csv`): built from the
segment templates and the named slots, relabelled when fields are renamed, retyped or dropped,
and carried with the field table as the analyser's text (`AnalysisText`) for hints and prompts.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from pathfinder.analysis.parts import SegModel, VarKind
from pathfinder.analysis.slots import Slot
from pathfinder.engine.coercions import TYPE_SUFFIX


@dataclass(frozen=True)
class AnalysisText:
    """The analyser's structure summary and field table as text (None where it cannot say)."""

    summary: str | None
    field_table: str | None


def type_suffix(typ: str | None) -> str:
    """The placeholder suffix of a type: `:int`, `:date`, `:uuid`; nothing for text."""
    return TYPE_SUFFIX.get(typ or "string", "")


#: A placeholder of the structure line (`{date:date}`): group 1 is the field's name.
PLACEHOLDER = re.compile(
    r"\{([a-z][a-z0-9_]*)(?:" + "|".join(re.escape(suffix) for suffix in TYPE_SUFFIX.values()) + r")?\}")


def relabel_structure(structure: str, changes: dict[str, "tuple[str, str | None] | None"]) -> str:
    """Placeholders renamed/retyped (`old -> (new, type)`) or dropped (`old -> None`: shown as `*`)."""
    if not changes:
        return structure

    def sub(m: re.Match[str]) -> str:
        if m.group(1) not in changes:
            return m.group(0)
        change = changes[m.group(1)]
        if change is None:
            return "*"
        new, typ = change
        return "{" + new + type_suffix(typ) + "}"

    return PLACEHOLDER.sub(sub, structure)


def shared_structure(structure: str) -> str:
    """The structure as a rule shared with others shows it: from the folder just above its first
    varying part, relative (`/home/me/data/ds001/sub-{subject}/...` -> `ds001/sub-{subject}/...`).
    A structure with no varying part keeps its last segment (the file name).

    Why: the folders above say where the files sit on one machine (docs/analyser.md, "Descriptions").
    """
    segments = [s for s in structure.replace("\\", "/").split("/") if s]
    first = next((i for i, seg in enumerate(segments) if "{" in seg or "*" in seg), None)
    if first is None:
        return segments[-1] if segments else structure
    return "/".join(segments[max(first - 1, 0):])


def segment_structure(model: SegModel, slots: list[Slot], names: list[str], t: int) -> str:
    """One segment of the structure line: literals as written, variables as `{name:type}`."""
    src = "filename" if t == 1 else f"segment({-t})"
    mine = [(s, nm) for s, nm in zip(slots, names) if s.source == src]
    if model.entity_glob is not None:
        bits = []
        by_key = {}
        for s, nm in mine:
            if s.kind == VarKind.ENTITY:
                key = re.match(r"\(\?:\^\|_\)(.+?)-\(", s.pattern)
                by_key[key.group(1).replace("\\", "") if key else nm] = (s, nm)
        for ent in model.entities:
            if ent.key in by_key:
                s, nm = by_key[ent.key]
                text = f"{ent.key}-{{{nm}{type_suffix(s.type)}}}"
            else:  # read elsewhere (its folder): shown, not repeated as a field
                text = f"{ent.key}-*"
            bits.append(f"[_{text}]" if ent.optional else f"_{text}")
        sfx = next((nm for s, nm in mine if s.kind == VarKind.SUFFIX), None)
        body = "".join(bits).lstrip("_")
        if body.startswith("[_"):
            body = "[" + body[2:]
        tailtxt = f"_{{{sfx}}}" if sfx else ""
        if not sfx:
            m = re.search(r"_([^_*]+)$", model.entity_glob)
            tailtxt = f"_{m.group(1)}" if m and "-" not in m.group(1) else ""
        return body + tailtxt + "".join(p.text for p in model.parts)
    out = []
    for j, p in enumerate(model.parts):
        if p.var is None:
            out.append(p.text if p.glob != "*" else "*")
            continue
        found = [(s, nm) for s, nm in mine if s.order[1] == j]
        match = [nm for _, nm in found]
        label = match[0] if match else "*"
        typ = found[0][0].type if found and p.var.kind != VarKind.TIMESTAMP else "string"
        out.append(f"{{{label}{type_suffix(typ)}}}" if match else "*")
    return "".join(out)


