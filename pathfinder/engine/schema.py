"""The JSON Schema of a rule (docs/rule-language.md), and its errors as `RuleError`s (tier 2).

The schema lives in `engine/rule.schema.json` so the same file feeds LLM
prompts and docs. Validation goes through `jsonschema`; its errors are turned
into one-line messages naming the key or field, the JSON path
(`extract.mission_id.from`), the YAML line and, where there is a fixed set,
the allowed values, because that is what a person (or the retry prompt) needs
to fix the rule.
"""
from __future__ import annotations

import difflib
import functools
import json
import re
from pathlib import Path
from typing import Any, Iterable

from pathfinder.errors import RuleError
from pathfinder.engine.yaml_io import LineMap, format_json_path

SCHEMA_FILE = Path(__file__).with_name("rule.schema.json")
FROM_FORMS = ["segment(N)", "filename", "full_path", "rel_path"]
IDENTIFIER_HINT = "use lowercase letters, digits and '_', starting with a letter"


@functools.lru_cache(maxsize=1)
def schema_text() -> str:
    """The schema file's text (for prompts and docs)."""
    return SCHEMA_FILE.read_text(encoding="utf-8")


def rule_schema() -> dict[str, Any]:
    """A fresh copy of the parsed schema."""
    return json.loads(schema_text())


#: A rule, field or tag name (`^[a-z][a-z0-9_]*$`): the schema's `identifier`, the one pattern
#: every check of a name uses (the wizard's accept, saving, Python rules, the analyser's names).
IDENTIFIER_RE = re.compile(rule_schema()["$defs"]["identifier"]["pattern"])


@functools.lru_cache(maxsize=1)
def _validator() -> Any:
    import jsonschema  # ~60 ms: loaded by the first rule checked, never by `--help` or `config`

    schema = rule_schema()
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def _defs() -> dict[str, Any]:
    return _validator().schema["$defs"]


def _allowed_keys(where: str) -> list[str]:
    return list(_defs()[where]["properties"])


def _type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "list"
    if isinstance(value, dict):
        return "mapping"
    return type(value).__name__


def _describe(path: tuple[Any, ...]) -> str:
    """Human name of the thing at `path`: "key 'glob'", "field 'mission_id'"..."""
    if not path:
        return "the rule"
    last = path[-1]
    if isinstance(last, int):
        return f"rule #{last + 1}" if len(path) >= 1 and path[-2:-1] == ("rules",) else f"item #{last + 1}"
    if len(path) >= 2 and path[-2] == "extract":
        return f"field '{last}'"
    if len(path) >= 3 and path[-3] == "extract":
        return f"'{last}' of field '{path[-2]}'"
    return f"key '{last}'"


def schema_errors(data: Any, lines: LineMap | None = None, source: str | None = None) -> list[RuleError]:
    """All schema violations of `data` as RuleErrors, most useful first (empty when valid)."""
    lines = lines or LineMap()
    errors = sorted(_validator().iter_errors(data), key=_error_order)
    out: list[RuleError] = []
    seen: set[str] = set()
    for err in errors:
        for rerr in _translate(err, data, lines, source):
            sig = f"{rerr.json_path}|{rerr.message}"
            if sig not in seen:
                seen.add(sig)
                out.append(rerr)
    return out


def check_rule_mapping(data: Any, lines: LineMap | None = None, source: str | None = None) -> None:
    """Raise the first schema violation of `data` as a RuleError (SCHEMA_VIOLATION)."""
    errs = schema_errors(data, lines, source)
    if errs:
        raise errs[0]


def _error_order(err: Any) -> tuple[Any, ...]:
    # unknown keys and missing keys first (they explain the rest), then by position
    rank = {"additionalProperties": 0, "required": 1, "type": 2}.get(err.validator, 3)
    return (rank, [str(p) for p in err.absolute_path])


def _translate(err: Any, data: Any, lines: LineMap, source: str | None) -> Iterable[RuleError]:
    path = tuple(err.absolute_path)
    v = err.validator
    inst = err.instance

    def make(message: str, at: tuple[Any, ...], *, key: str | None = None, allowed: list[str] | None = None,
             hint: str | None = None, key_line: bool = False) -> RuleError:
        line = lines.key_line(at) if key_line else lines.line_of(at)
        return RuleError(
            message,
            error_type="SCHEMA_VIOLATION",
            source=source,
            line=line,
            json_path=format_json_path(at) or None,
            key=key,
            allowed=allowed,
            hint=hint,
        )

    if v == "additionalProperties" and isinstance(inst, dict):
        kind = "field" if (len(path) >= 2 and path[-2] == "extract") else (
            "rule_file" if "rules" in inst and not path else "rule")
        allowed = _allowed_keys(kind)
        where = f"field '{path[-1]}'" if kind == "field" else (
            ("a file with 'rules:'" if kind == "rule_file" else "the rule") if not path else _describe(path))
        for key in inst:
            if key in allowed:
                continue
            close = difflib.get_close_matches(str(key), allowed, n=1)
            hint = f"did you mean '{close[0]}'? " if close else ""
            hint += "allowed keys: " + ", ".join(allowed)
            yield make(f"unknown key '{key}' in {where}", path + (key,), key=str(key), allowed=allowed,
                       hint=hint, key_line=True)
        return
    if v == "required":
        missing = [k for k in err.validator_value if isinstance(inst, dict) and k not in inst]
        for key in missing:
            what = "field spec" if len(path) >= 2 and path[-2] == "extract" else "rule"
            yield make(f"missing required key '{key}' in {_describe(path) if path else 'the ' + what}",
                       path + (key,), key=key, hint=f"add '{key}:'")
        return
    key = str(path[-1]) if path and not isinstance(path[-1], int) else None
    name = _describe(path)
    if v == "propertyNames" or "propertyNames" in err.schema_path:
        bad = inst if not isinstance(inst, dict) else next(iter(inst), "")
        yield make(f"invalid field name '{bad}'", path + (str(bad),), key=str(bad), hint=IDENTIFIER_HINT, key_line=True)
        return
    if v == "pattern" and key == "from":
        yield make(f"invalid source from: {inst!r} in field '{path[-2]}'", path, key="from",
                   allowed=list(FROM_FORMS),
                   hint="allowed: segment(N) (N an integer, e.g. segment(-2)), filename, full_path, rel_path")
        return
    if v == "pattern":
        yield make(f"invalid {key} {inst!r}", path, key=key, hint=IDENTIFIER_HINT)
        return
    if v == "enum":
        allowed = [str(x) for x in err.validator_value]
        yield make(f"invalid {name}: {inst!r}", path, key=key, allowed=allowed,
                   hint="allowed: " + ", ".join(allowed))
        return
    if v == "const":
        yield make(f"unsupported {name}: {inst!r}", path, key=key, allowed=[str(err.validator_value)],
                   hint=f"use {key}: {err.validator_value}")
        return
    if v == "type":
        names = {"object": "a mapping", "array": "a list", "integer": "an integer", "string": "a string",
                 "null": "null"}
        expected = err.validator_value
        if isinstance(expected, list):
            expected = " or ".join(names.get(e, e) for e in expected)
        else:
            expected = names.get(expected, expected)
        if not path:
            yield make(f"a rule must be a YAML mapping, got {_type_name(inst)}", path,
                       hint="start with 'name:' and 'glob:' keys")
            return
        hint = None
        if len(path) == 2 and path[0] == "extract":
            hint = f"write {path[1]}: {{from: filename}} (a mapping with at least 'from')"
        shown = _type_name(inst) if inst is None else f"{_type_name(inst)} {inst!r}"
        yield make(f"{name} must be {expected}, got {shown}", path, key=key, hint=hint)
        return
    if v in ("minimum", "maximum"):
        yield make(f"{name} is {inst}, outside 0-1000", path, key=key, hint="use an integer from 0 to 1000")
        return
    if v == "minLength":
        yield make(f"{name} is empty", path, key=key)
        return
    if v in ("maxProperties", "maxItems"):  # a hostile file: 15,000 fields took validate minutes
        what = "fields" if v == "maxProperties" else "rules"
        yield make(f"{name} has {len(inst):,} {what}; the limit is {err.validator_value:,}", path, key=key,
                   hint="split them over several rules" if what == "fields" else "split them over several files")
        return
    if v == "minItems":
        yield make(f"{name} is empty", path, key=key, hint="list at least one rule")
        return
    yield make(f"{name}: {err.message}", path, key=key)
