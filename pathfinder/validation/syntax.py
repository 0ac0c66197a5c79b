"""Validation tier 1, syntax: is the reply a parseable rule? (docs/rule-language.md)

    tier1_syntax(raw, kind=None) -> Parsed | Failure

Strips code fences and prose, checks UTF-8, then parses the YAML mapping or the
Python module; the `Parsed` result is what tier 2 checks.
"""
from __future__ import annotations

import ast

import yaml

from pathfinder.engine.python.policy import MAX_SOURCE_CHARS
from pathfinder.engine.yaml_io import parse_yaml
from pathfinder.errors import RuleError
from pathfinder.validation.fences import strip_fences
from pathfinder.validation.locate import excerpt, line_at, reader_error_position, yaml_error_position
from pathfinder.validation.result import ERROR_TIERS, DraftKind, Failure, Parsed, fail


def tier1_syntax(raw: str | bytes, *, kind: DraftKind | None = None) -> Parsed | Failure:
    """Is the reply a parseable rule? Strips fences/prose, checks UTF-8, parses.

    `kind` is the expected draft kind when the caller knows it (the first block
    of that kind wins); otherwise it is detected from the fence tag or content.
    """
    if isinstance(raw, (bytes, bytearray)):
        try:
            raw = bytes(raw).decode("utf-8")
        except UnicodeDecodeError as exc:
            line = line_at(bytes(raw), exc.start)
            return fail(
                1,
                "ENCODING_ERROR",
                f"invalid UTF-8 sequence at byte {exc.start} (line {line}); write the rule as UTF-8 text",
                f"encoding error (line {line})",
                line=line,
            )
    try:
        raw.encode("utf-8")
    except UnicodeEncodeError as exc:  # lone surrogates (surrogateescape-decoded bytes)
        line = line_at(raw, exc.start)
        return fail(
            1,
            "ENCODING_ERROR",
            f"invalid UTF-8 sequence at character {exc.start} (line {line}); write the rule as UTF-8 text",
            f"encoding error (line {line})",
            line=line,
        )
    raw = raw.lstrip("\ufeff")
    if not raw.strip():
        return fail(1, "EMPTY_RESPONSE", "the reply was empty; answer with the rule", "empty response")

    stripped = strip_fences(raw, expected=kind)
    if not stripped.text.strip():
        return fail(
            1, "EMPTY_RESPONSE", "the code block in the reply was empty; put the rule inside it", "empty response"
        )
    draft_kind: DraftKind = stripped.kind or kind or "yaml"
    cut_note = (
        " (the code fence was never closed: the answer looks cut off)" if stripped.unterminated else ""
    )
    if draft_kind == "python":
        return _parse_python(stripped.text, stripped.unterminated, cut_note)
    return _parse_yaml(stripped.text, stripped.unterminated, cut_note)


def _parse_python(text: str, unterminated: bool, cut_note: str) -> Parsed | Failure:
    if len(text) > MAX_SOURCE_CHARS:  # parsing megabytes of Python takes minutes
        return fail(1, "PYTHON_SYNTAX_ERROR", f"the extractor is too large ({len(text)} characters, limit "
                    f"{MAX_SOURCE_CHARS}){cut_note}", "extractor too large")
    try:
        tree = ast.parse(text, filename="<draft>")
    except SyntaxError as exc:
        line = exc.lineno or 1
        col = exc.offset
        return fail(
            1,
            "PYTHON_SYNTAX_ERROR",
            f"line {line}: {exc.msg}{cut_note}",
            f"syntax error (line {line})",
            line=line,
            excerpt=excerpt(text, line, col),
        )
    except ValueError as exc:  # null bytes
        return fail(1, "PYTHON_SYNTAX_ERROR", f"{exc}{cut_note}", "syntax error")
    except (RecursionError, MemoryError):  # the parser's nesting limits ("-" * 100000 + "1")
        return fail(1, "PYTHON_SYNTAX_ERROR", f"the code is nested too deeply to parse{cut_note}", "syntax error")
    return Parsed(kind="python", text=text, tree=tree, unterminated=unterminated)


def _parse_yaml(text: str, unterminated: bool, cut_note: str) -> Parsed | Failure:
    try:
        data, lines = parse_yaml(text)
    except yaml.YAMLError as exc:  # e.g. ReaderError for control characters, raised before parsing
        line, what = reader_error_position(text, exc)
        return fail(
            1,
            "YAML_SYNTAX_ERROR",
            (f"line {line}: " if line else "") + f"{what}; remove control characters{cut_note}",
            f"syntax error (line {line})" if line else "syntax error",
            line=line,
            excerpt=excerpt(text, line),
        )
    except RuleError as exc:
        line, column, problem, start = yaml_error_position(text, exc)
        tier = ERROR_TIERS.get(exc.error_type, 1)
        if exc.error_type == "ENCODING_ERROR":
            return fail(1, "ENCODING_ERROR", exc.message, f"encoding error (line {line})", line=line)
        return fail(
            tier,
            "YAML_SYNTAX_ERROR" if tier == 1 else exc.error_type,
            f"line {line}: {problem}{cut_note}" if line else f"{problem}{cut_note}",
            f"syntax error (line {line})" if line else "syntax error",
            line=line,
            excerpt=excerpt(text, line, column, also=start),
        )
    if not isinstance(data, dict):
        got = _yaml_type_name(data)
        return fail(
            1,
            "YAML_SYNTAX_ERROR",
            f"expected a YAML mapping with name, glob and extract, got {got}{cut_note}",
            "syntax error (not a mapping)",
            line=1,
            excerpt=excerpt(text, 1),
        )
    return Parsed(kind="yaml", text=text, data=data, lines=lines, unterminated=unterminated)


def _yaml_type_name(data: object) -> str:
    if data is None:
        return "nothing"
    if isinstance(data, str):
        return "plain text"
    if isinstance(data, list):
        return "a list"
    return f"a {type(data).__name__}"
