"""What the analyser found: fields with their rule-language recipe, and the analysis.

A `Field` always says how the rule language extracts it (source, pattern,
type, format, default). A few fields need Python (URL-decoded Hive values,
a date combined from year/month/day folders); `Field.python` says why, and
`render.render_draft(analysis)` then writes a Python extractor instead of YAML. Plain data:
the renderer sits beside it (docs/architecture.md).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Sequence
from urllib.parse import unquote

from pathfinder.analysis.parts import VarKind
from pathfinder.analysis.tokens import HIVE_NULL
from pathfinder.engine.coercions import MISSING, type_converter



@dataclass(frozen=True)
class Field:
    """One extracted field: its name, rule recipe and the raw text it took from each sample."""

    name: str
    type: str  # string | integer | date | uuid
    source: str  # segment(-N) | filename | full_path
    pattern: str | None
    format: str | None = None
    default_null: bool = False  # optional field (absent in some paths): default null
    kind: VarKind = VarKind.STRING  # what it looks like (docs/analyser.md)
    url_decode: bool = False  # Hive values with %XX escapes (needs Python)
    combine: tuple[str, ...] = ()  # field names this is built from (Python): year, month, day of a date, or
    # the pieces of an id split over folder and name, joined
    raw: tuple[str | None, ...] = ()  # per analysed sample: matched text, None when absent
    rank: int = 0  # naming confidence: 4 key, 3 type, 2 prefix, 1 context, 0 generic

    @property
    def segment_index(self) -> int | None:
        """The path segment the field reads, as an index (`filename` is -1); None for the whole path."""
        if self.source in ("full_path", "rel_path"):
            return None
        return -1 if self.source == "filename" else int(self.source[len("segment("):-1])

    @property
    def python(self) -> str | None:
        """Why YAML cannot express this field (None when it can)."""
        if self.kind == VarKind.KEY_ANY:
            return "every key=value folder, by key (the samples' partition keys differ)"
        if self.combine:
            return ("date combined from " if self.type == "date" else "joined from ") + ", ".join(self.combine)
        if self.url_decode:
            return "URL-decoded value"
        return None

    def convert(self, text: str | None) -> Any:
        """The output value for one raw text (what `pathfinder apply` yields)."""
        if text is None:
            return None
        if self.kind == VarKind.KEY_ANY:
            return text
        if self.kind == VarKind.KEY and text == HIVE_NULL:
            return None
        if self.url_decode:
            text = unquote(text)
        convert = type_converter(self.type, self.format)
        if convert is None:
            return text
        value = convert(text)
        return None if value is MISSING else value

    def values(self) -> list[Any]:
        return [self.convert(r) for r in self.raw]

    def examples(self, limit: int = 3) -> list[Any]:
        out: list[Any] = []
        seen = set()
        for v in self.values():
            key = repr(v)
            if key in seen:
                continue
            seen.add(key)
            out.append(v)
            if len(out) >= limit:
                break
        return out

    @property
    def distinct(self) -> int:
        return len({repr(v) for v in self.values()})

    def spec(self) -> dict[str, Any]:
        """The field as a rule-language mapping (YAML `extract:` entry)."""
        out: dict[str, Any] = {"from": self.source}
        if self.pattern:
            out["pattern"] = self.pattern
        if self.type != "string":
            out["type"] = self.type
        if self.format:
            out["format"] = self.format
        if self.default_null:
            out["default"] = None
        return out


@dataclass(frozen=True)
class Analysis:
    """The result of `analyse(samples)`: glob, fields, structure summary, outliers."""

    name: str  # suggested rule name
    glob: str
    fields: tuple[Field, ...]
    structure: str  # e.g. /data/mission_{mission_id:int}/{date:date}/{sensor}.csv
    samples: tuple[str, ...]  # the analysed (largest-cluster) samples, normalised
    outliers: tuple[str, ...] = ()  # samples not in the largest cluster
    sample_count: int = 0  # distinct usable samples given
    notes: tuple[str, ...] = field(default_factory=tuple)
    left_out: str | None = None  # leading folders kept out of the glob (where the tree is mounted)

    @property
    def summary(self) -> str:
        """Structure line, what the glob leaves out, the outliers when the samples were of several kinds, and the
        analyser's notes (samples or fields it set aside)."""
        lines = [self.structure]
        if self.left_out:
            lines.append(f"the glob leaves out {self.left_out}/ (where the tree sits): "
                         "the rule also matches the tree listed elsewhere")
        if self.outliers:
            shown = ", ".join(self.outliers[:5]) + (", ..." if len(self.outliers) > 5 else "")
            lines.append(f"outliers ({len(self.outliers)} of {self.sample_count} samples, another kind, "
                         f"not covered): {shown}")
        lines.extend(f"note: {n}" for n in self.notes)  # what the analyser set aside or left out, and why
        return "\n".join(lines)

    @property
    def needs_python(self) -> bool:
        return any(f.python for f in self.fields)

    def field_named(self, name: str) -> Field | None:
        return next((f for f in self.fields if f.name == name), None)

    def with_fields(self, fields: Sequence[Field]) -> "Analysis":
        return replace(self, fields=tuple(fields))
