"""A compiled YAML rule: glob + field pipeline (docs/rule-language.md), compiled once, applied many times.

Two ways to run a rule share one definition:

* `Rule.evaluate` interprets the pipeline step by step and says *why* a field is
  missing (the wizard preview and validation tier 3 need the reason);
* `Rule.recorder(root)` returns a specialised function generated for this rule
  (one regex match that also captures the segments the fields read, then the
  per-field steps inline) which builds the `apply` record directly. It is
  what makes millions of paths cheap; tests check both agree.
"""
from __future__ import annotations

import datetime as _dt
import math
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence

from pathfinder.engine.coercions import MISSING, NORMALIZE, check_date_format, type_converter
from pathfinder.engine.fastpath import build_recorder
from pathfinder.engine.globs import CompiledGlob, compile_glob
from pathfinder.engine.paths import make_relativizer, normalize, split_segments
from pathfinder.engine.patterns import compile_pattern, pattern_problem
from pathfinder.errors import RuleError

SOURCES = ("segment", "filename", "full_path", "rel_path")
DEFAULT_PRIORITY = 100

_FROM_RX = re.compile(r"segment\((-?[0-9]+)\)\Z")


def _json_default_value(value: Any, where: str) -> Any:
    if isinstance(value, _dt.datetime):
        return value.isoformat()
    if isinstance(value, _dt.date):
        return value.isoformat()
    if isinstance(value, float) and not math.isfinite(value):
        raise RuleError(  # JSON has no Infinity or NaN: the record would not be JSON
            f"default {value!r} is not a finite number",
            error_type="SCHEMA_VIOLATION",
            json_path=where,
            key="default",
            hint="use a finite number, a string (quote it: '.inf') or null",
        )
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, list):
        return [_json_default_value(v, where) for v in value]
    if isinstance(value, dict):
        return {str(k): _json_default_value(v, where) for k, v in value.items()}
    raise RuleError(
        f"default of type {type(value).__name__} cannot be written as JSON",
        error_type="SCHEMA_VIOLATION",
        json_path=where,
        key="default",
        hint="use a string, number, boolean or null",
    )


def _compile_field_pattern(name: str, pattern: str) -> re.Pattern[str]:
    """A field's pattern compiled, or INVALID_REGEX when it does not compile, is outside the
    portable dialect or can backtrack catastrophically (docs/rule-language.md#patterns)."""
    where = f"extract.{name}.pattern"
    problem = pattern_problem(pattern)
    if problem is None:
        try:
            return compile_pattern(pattern)
        except (re.error, RecursionError, OverflowError) as exc:
            msg = getattr(exc, "msg", None) or "too complex"
            pos = getattr(exc, "pos", None)
            raise RuleError(
                f"invalid regular expression in field '{name}': {msg}"
                + (f" at position {pos}" if pos is not None else ""),
                error_type="INVALID_REGEX",
                json_path=where,
                key="pattern",
                hint="patterns are regular expressions (docs/rule-language.md); in YAML double quotes write \\\\d for \\d",
            ) from None
    shown = pattern if len(pattern) <= 60 else pattern[:57] + "..."
    raise RuleError(
        f"pattern {shown!r} of field '{name}' {problem.message}",
        error_type="INVALID_REGEX",
        json_path=where,
        key="pattern",
        hint=problem.hint,
    )


@dataclass(frozen=True)
class FieldSpec:
    """One field: source → pattern → normalize → type, with an optional default."""

    name: str
    source: str  # segment | filename | full_path | rel_path
    index: int | None = None  # for segment(N)
    pattern: str | None = None
    normalize: str | None = None
    type: str = "string"
    format: str | None = None
    default: Any = None
    has_default: bool = False
    regex: re.Pattern[str] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def from_mapping(cls, name: str, spec: Mapping[str, Any]) -> "FieldSpec":
        """Build and compile a field from a schema-valid mapping (INVALID_REGEX / format errors)."""
        base = f"extract.{name}"
        raw_from = str(spec["from"])
        m = _FROM_RX.match(raw_from)
        source, index = ("segment", int(m[1])) if m else (raw_from, None)
        if source == "filename":
            index = -1
        ftype = spec.get("type") or "string"
        pattern = spec.get("pattern")
        regex = None
        if pattern is not None:
            regex = _compile_field_pattern(name, pattern)
        fmt = spec.get("format")
        if fmt is not None:
            if ftype != "date":
                raise RuleError(
                    f"'format' of field '{name}' needs type: date (type is {ftype})",
                    error_type="SCHEMA_VIOLATION",
                    json_path=f"{base}.format",
                    key="format",
                    hint="add 'type: date' or remove 'format'",
                )
            why = check_date_format(fmt)
            if why:
                raise RuleError(
                    f"invalid date format {fmt!r} in field '{name}': {why}",
                    error_type="SCHEMA_VIOLATION",
                    json_path=f"{base}.format",
                    key="format",
                    hint="use strptime directives such as %Y %m %d %H %M %S",
                )
        has_default = "default" in spec
        default = _json_default_value(spec.get("default"), f"{base}.default") if has_default else None
        return cls(
            name=name,
            source=source,
            index=index,
            pattern=pattern,
            normalize=spec.get("normalize"),
            type=ftype,
            format=fmt,
            default=default,
            has_default=has_default,
            regex=regex,
        )

    @property
    def from_text(self) -> str:
        """The `from:` value as written in a rule."""
        if self.source == "segment":
            return f"segment({self.index})"
        return self.source

    def to_mapping(self) -> dict[str, Any]:
        out: dict[str, Any] = {"from": self.from_text}
        if self.pattern is not None:
            out["pattern"] = self.pattern
        if self.normalize:
            out["normalize"] = self.normalize
        if self.type != "string":
            out["type"] = self.type
        if self.format:
            out["format"] = self.format
        if self.has_default:
            out["default"] = self.default
        return out

    # -- the two halves of the pipeline, shared by the interpreter and the generated code --

    def __post_init__(self) -> None:
        conv = type_converter(self.type, self.format)
        object.__setattr__(self, "_type_conv", conv)  # frozen dataclass: built once here

    def type_converter(self) -> Callable[[str], Any] | None:
        """The `type` step alone (returns MISSING on failure); None for strings."""
        return self._type_conv  # type: ignore[attr-defined,no-any-return]

    def converter(self) -> Callable[[str], Any] | None:
        """normalize + type as one function (None when both are identity)."""
        norm = NORMALIZE.get(self.normalize or "")
        conv = self.type_converter()
        if norm is None:
            return conv
        if conv is None:
            return norm
        return lambda text: conv(norm(text))  # type: ignore[misc]

    def run(self, text: str) -> tuple[Any, str | None]:
        """Pipeline from source text: (value, None) or (MISSING, reason)."""
        if self.regex is not None:
            m = self.regex.search(text)
            if m is None:
                return MISSING, f"pattern {self.pattern!r} does not match {text!r}"
            text = m.group(1 if self.regex.groups else 0)
            if text is None:
                return MISSING, f"group 1 of pattern {self.pattern!r} did not take part in the match"
        if self.normalize:
            text = NORMALIZE[self.normalize](text)
        conv = self.type_converter()
        if conv is None:
            return text, None
        value = conv(text)
        if value is MISSING:
            how = f" with format {self.format!r}" if self.format else ""
            return MISSING, f"{text!r} is not {'an' if self.type == 'integer' else 'a'} {self.type}{how}"
        return value, None


@dataclass
class Evaluation:
    """Fields of one matched path, its status, and why fields are missing or defaulted."""

    fields: dict[str, Any]
    status: str  # complete | partial
    problems: dict[str, str] = field(default_factory=dict)  # missing field -> reason
    defaulted: dict[str, str] = field(default_factory=dict)  # field that took its default -> reason


def extract_fields(rule: Any, path: str, rel_path: str | None = None) -> dict[str, Any] | None:
    """`rule.evaluate(path, rel_path).fields`, or None when it does not match (shared `extract`)."""
    ev = rule.evaluate(path, rel_path)
    return None if ev is None else ev.fields


def evaluate_each(
    evaluate: Callable[[str, str | None], Evaluation | None],
    paths: Iterable[str],
    rel_paths: Iterable[str | None] | None = None,
) -> list[Evaluation | None]:
    """`evaluate` applied path by path (shared `evaluate_many` of non-batch rules)."""
    paths = list(paths)
    rels = list(rel_paths) if rel_paths is not None else [None] * len(paths)
    return [evaluate(p, r) for p, r in zip(paths, rels)]


class Rule:
    """A compiled YAML rule (docs/rule-language.md, docs/cli.md): `match`, `extract`, `evaluate`, `recorder`."""

    kind = "yaml"
    batch = False
    # where the loader found the name (`rules[i].name` inside a `rules:` list), for later errors
    name_line: int | None = None
    name_json_path: str | None = None

    def __init__(
        self,
        name: str,
        glob: str,
        fields: Mapping[str, FieldSpec] | Sequence[FieldSpec] | None = None,
        *,
        tag: str | None = None,
        priority: int = DEFAULT_PRIORITY,
        description: str | None = None,
        source: str | None = None,
        text: str | None = None,
    ) -> None:
        self.name = name
        self.glob = glob
        if fields is None:
            fields = {}
        if not isinstance(fields, Mapping):
            fields = {f.name: f for f in fields}
        self.fields: dict[str, FieldSpec] = dict(fields)
        self.tag = tag
        self.priority = int(priority)
        self.description = description
        self.source = source
        self.text = text
        self.compiled: CompiledGlob = compile_glob(glob)
        self.literal_count = self.compiled.literal_count
        self._match = self.compiled.regex.match
        self._needs_rel = any(f.source == "rel_path" for f in self.fields.values())

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any], *, source: str | None = None, text: str | None = None) -> "Rule":
        """Build from a schema-valid mapping; compile errors carry a rule-relative JSON path."""
        extract = data.get("extract") or {}
        fields = {str(k): FieldSpec.from_mapping(str(k), v) for k, v in extract.items()}
        return cls(
            name=data["name"],
            glob=data["glob"],
            fields=fields,
            tag=data.get("tag"),
            priority=DEFAULT_PRIORITY if data.get("priority") is None else data["priority"],
            description=data.get("description"),
            source=source,
            text=text,
        )

    def to_mapping(self) -> dict[str, Any]:
        """The rule as a plain mapping (what a YAML rule file holds)."""
        out: dict[str, Any] = {"version": 1, "name": self.name}
        if self.description:
            out["description"] = self.description
        out["glob"] = self.glob
        out["extract"] = {n: f.to_mapping() for n, f in self.fields.items()} or None
        if self.tag:
            out["tag"] = self.tag
        if self.priority != DEFAULT_PRIORITY:
            out["priority"] = self.priority
        return out

    def __repr__(self) -> str:
        return f"Rule(name={self.name!r}, glob={self.glob!r}, fields={list(self.fields)!r})"

    # --- public API ---

    def match(self, path: str) -> bool:
        """Does the glob match `path` (normalised first)?"""
        return self._match(normalize(path)) is not None

    def match_normalized(self, norm: str) -> bool:
        return self._match(norm) is not None

    def extract(self, path: str, rel_path: str | None = None) -> dict[str, Any] | None:
        """Fields of `path`, or None when the glob does not match (missing fields left out)."""
        return extract_fields(self, path, rel_path)

    def evaluate(self, path: str, rel_path: str | None = None) -> Evaluation | None:
        """Step-by-step evaluation with reasons; None when the glob does not match."""
        norm = normalize(path)
        if self._match(norm) is None:
            return None
        return self._evaluate_matched(norm, rel_path)

    def evaluate_many(
        self, paths: Iterable[str], rel_paths: Iterable[str | None] | None = None
    ) -> list[Evaluation | None]:
        """`evaluate` for many paths (the batch interface Python rules implement too)."""
        return evaluate_each(self.evaluate, paths, rel_paths)

    def _evaluate_matched(self, norm: str, rel_path: str | None) -> Evaluation:
        fields: dict[str, Any] = {}
        problems: dict[str, str] = {}
        defaulted: dict[str, str] = {}
        segs: list[str] | None = None
        for name, spec in self.fields.items():
            if spec.source == "segment":
                if segs is None:
                    segs = split_segments(norm)
                idx = spec.index if spec.index is not None else -1
                if -len(segs) <= idx < len(segs):
                    value, why = spec.run(segs[idx])
                else:
                    value, why = MISSING, f"{spec.from_text} is out of range (the path has {len(segs)} segments)"
            elif spec.source == "filename":
                if segs is None:
                    segs = split_segments(norm)
                value, why = spec.run(segs[-1]) if segs else (MISSING, "the path has no file name")
            elif spec.source == "full_path":
                value, why = spec.run(norm)
            else:
                value, why = spec.run(normalize(rel_path) if rel_path is not None else norm)
            if value is MISSING:
                if spec.has_default:
                    fields[name] = spec.default
                    defaulted[name] = why or "failed"
                else:
                    problems[name] = why or "failed"
            else:
                fields[name] = value
        return Evaluation(fields, "partial" if problems else "complete", problems, defaulted)

    # --- the fast path ---

    def recorder(self, root: str | None = None) -> Callable[[str, str], dict[str, Any] | None]:
        """`rec(path_as_given, norm) -> record | None` specialised for this rule and root."""
        return build_recorder(self, make_relativizer(root) if self._needs_rel else None)
