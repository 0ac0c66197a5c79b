"""Where a validation failure is: its line, column, JSON path and excerpt, found in one place.

Tier 1 and 2 know the line from the parser or the engine's line map; tier 3 knows
only a JSON path (`extract.date.type`, `rules[1].glob`), and `locate_failure`
turns it into the line of that key from the tier-1 parse. See docs/cli.md
(`pathfinder validate`, `file:line`) for how the lines are shown.
"""
from __future__ import annotations

import ast
import re
from dataclasses import replace
from typing import Sequence

import yaml

from pathfinder.engine.rulelike import RuleLike
from pathfinder.engine.ruleset import RuleGroup
from pathfinder.engine.yaml_io import LineMap, RuleLoader, YamlLimitError, check_flow_depth
from pathfinder.errors import RuleError
from pathfinder.validation.result import Failure, Parsed, PreviewRow


def excerpt(
    text: str,
    line: int | None,
    column: int | None = None,
    context: int = 2,
    also: tuple[int, int | None] | None = None,
) -> str | None:
    """Lines around `line` (1-based) numbered like `   5 | ...`, with a `^` under the problem.

    The pointer goes under `column` (1-based) when known, else under the line's
    first non-blank character. `also` is a second (line, column) to point at,
    e.g. where an unclosed quote or bracket started; far-apart windows are
    separated by `...`. A line just past the end (PyYAML's "end of stream") is
    shown as an empty numbered line, so the pointer never sits under the wrong line.
    """
    if line is None:
        return None
    lines = text.splitlines() or [""]
    if line == len(lines) + 1 or (also is not None and also[0] == len(lines) + 1):
        lines.append("")
    marks: dict[int, int | None] = {max(1, min(line, len(lines))): column}
    if also is not None and also[0] is not None:
        marks.setdefault(max(1, min(also[0], len(lines))), also[1])
    shown: set[int] = set()
    for mark in marks:
        shown.update(range(max(1, mark - context), min(len(lines), mark + context) + 1))
    width = max(4, len(str(max(shown))))
    out = []
    previous = None
    for n in sorted(shown):
        if previous is not None and n != previous + 1:
            out.append(f"{'':>{width}} | ...")
        previous = n
        body = lines[n - 1].expandtabs(4)
        out.append(f"{n:>{width}} | {body}".rstrip())
        if n in marks:
            col_at = marks[n]
            if col_at is None or col_at < 1:
                col = len(body) - len(body.lstrip()) + 1
            else:
                col = min(col_at, len(body) + 1)
            out.append(f"{'':>{width}} | {' ' * (col - 1)}^")
    return "\n".join(out)


# ---------------------------------------------------------------- columns on a line


def _line_body(text: str, line: int) -> str | None:
    """Line `line` (1-based) of `text` with tabs expanded to 4, or None when there is no such line."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return None
    return lines[line - 1].expandtabs(4)


def key_column(text: str, line: int | None, key: str | None, *, at_key: bool = False) -> int | None:
    """1-based column of `key`'s value (or of the key itself) on `line`, if it is there."""
    if line is None or not key:
        return None
    body = _line_body(text, line)
    if body is None:
        return None
    m = re.search(r"(?:^|[\s{,])" + re.escape(key) + r"\s*:\s*", body)
    if m is None:
        return None
    if at_key:
        return m.start() + (1 if body[m.start()] in " \t{," else 0) + 1
    return m.end() + 1


def about_key(exc: RuleError) -> bool:
    """Is the error about the key itself (unknown key, bad field name) rather than its value?"""
    return exc.message.startswith(("unknown key", "invalid field name", "duplicate"))


def construct_column(text: str, line: int | None, construct: str) -> int | None:
    """1-based column of a forbidden construct ('open()', 'import os', '.__class__') on `line`."""
    if line is None or not construct:
        return None
    body = _line_body(text, line)
    if body is None:
        return None
    name = construct.strip()
    if name.endswith("()"):
        name = name[:-2]
    for prefix in ("import ", "from "):
        if name.startswith(prefix):
            name = name[len(prefix):].strip()
    name = name.split()[0] if name.split() else ""
    if not name:
        return None
    m = re.search(r"(?<![A-Za-z0-9_])" + re.escape(name.lstrip(".")) + r"(?![A-Za-z0-9_])", body)
    if m is None:
        return None
    start = m.start() - (1 if name.startswith(".") and m.start() > 0 and body[m.start() - 1] == "." else 0)
    return start + 1


def line_at(text: str | bytes, offset: int) -> int:
    """The line (from 1) that holds character or byte `offset` of `text`."""
    return text[:offset].count("\n" if isinstance(text, str) else b"\n") + 1


def reader_error_position(text: str, exc: yaml.YAMLError) -> tuple[int | None, str]:
    """Line and problem of a YAML error raised before parsing (PyYAML's ReaderError: a control
    character); other kinds carry neither, so they read as an invalid character on no line."""
    if not isinstance(exc, yaml.reader.ReaderError):
        return None, "invalid character"
    reason = exc.reason or "invalid character"
    what = f"{reason} ({exc.character!r})" if exc.character is not None else str(reason)
    return line_at(text, exc.position), what


def yaml_error_position(
    text: str, exc: RuleError
) -> tuple[int | None, int | None, str, tuple[int, int] | None]:
    """Line, column and problem of a YAML error, plus where the unclosed construct started.

    PyYAML's problem mark gives the column; its context mark says where the
    quote, bracket or mapping that the problem belongs to began. When that is on
    another line the excerpt points at both. When the problem is the end of the
    text ("found unexpected end of stream while scanning a quoted scalar"), the
    end says nothing: the error's line is where the unclosed construct starts
    (as `apply` and the loader report it), and the end is the second pointer.
    """
    if isinstance(exc, YamlLimitError):  # parsing again would cost as much again (a 10 MB answer: 1.2 GB)
        return exc.line, None, f"{exc.message} ({exc.hint})" if exc.hint else exc.message, None
    try:
        check_flow_depth(text)  # the same limits as the first parse: a bomb is never expanded here
        yaml.load(text, Loader=RuleLoader)  # noqa: S506 - RuleLoader is a SafeLoader
    except RuleError as limit:
        return limit.line, None, f"{limit.message} ({limit.hint})" if limit.hint else limit.message, None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        problem = err.problem or err.context or exc.message
        start = None
        if err.context and err.problem:
            ctx = err.context_mark
            if ctx is not None and mark is not None and ctx.line != mark.line:
                start = (ctx.line + 1, ctx.column + 1)
                problem = f"{err.problem} ({err.context} that starts at line {ctx.line + 1}, column {ctx.column + 1})"
                if "end of stream" in err.problem:
                    return ctx.line + 1, ctx.column + 1, problem, (mark.line + 1, mark.column + 1)
            else:
                problem = f"{err.problem} ({err.context})"
        runaway = _runaway_quote(text, mark) if mark is not None else None
        if mark is not None and runaway is not None:  # the quote never closed is the mistake, not where it ends
            opened, _ = runaway
            # the diagnosis first, PyYAML's words after it: the wizard's error box shows three lines
            problem = (f"the quoted value that opens at line {opened[0]}, column {opened[1]} runs on to "
                       f"line {mark.line + 1}; is its closing quote missing? (YAML: {problem})")
            return opened[0], opened[1], problem, (mark.line + 1, mark.column + 1)
        if mark is not None:
            return mark.line + 1, mark.column + 1, problem, start
        return exc.line, None, problem, None
    except (yaml.YAMLError, ValueError, TypeError, OverflowError, RecursionError):
        pass  # the first parse's message stands (a value that cannot be read, a nesting limit)
    return exc.line, None, exc.message, None


def _runaway_quote(text: str, mark: yaml.Mark) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(opening, closing) line/column of a quoted value that spans lines and ends on the error's
    line just before the problem: an unclosed quote that swallowed the lines up to the next quote."""
    found = None
    try:
        for token in yaml.scan(text):
            if token.start_mark.index > mark.index:
                break
            if isinstance(token, yaml.ScalarToken) and token.style in ('"', "'"):
                found = token
    except yaml.YAMLError:
        pass
    if found is None:
        return None
    start, end = found.start_mark, found.end_mark
    if start.line < end.line == mark.line and end.index <= mark.index:
        return (start.line + 1, start.column + 1), (end.line + 1, end.column + 1)
    return None


# ---------------------------------------------------------------- JSON paths and their lines


def line_of_json_path(lines: LineMap, json_path: str, *, key: bool = False) -> int | None:
    """'rules[0].extract.id.pattern' -> the line of that value (or of its key) in the draft."""
    parts: list[str | int] = []
    for token in re.findall(r"[^.\[\]]+|\[\d+\]", json_path):
        parts.append(int(token[1:-1]) if token.startswith("[") else token)
    return lines.line_of(tuple(parts), key=key)


def rule_prefix(rule: RuleLike) -> str:
    """'rules[0].' for a rule written inside a `rules:` list (the loader records where its name is)."""
    where = rule.name_json_path
    if isinstance(where, str) and where.endswith(".name"):
        return where[: -len("name")]
    return ""


def field_prefix(rule: RuleLike, rows: Sequence[PreviewRow], paths: Sequence[str]) -> str:
    """The JSON path prefix of a field that failed on `paths`.

    `rules[i].` when `rule` is a RuleGroup (the rule that won the first offending
    sample) or the only rule of a `rules:` list; '' for a plain rule mapping.
    """
    if not isinstance(rule, RuleGroup):
        return rule_prefix(rule)
    if not paths:
        return ""
    first = next((r.rule for r in rows if r.path == paths[0]), None)
    return rule.json_prefix(first)


def field_json_path(rule: RuleLike, rows: Sequence[PreviewRow], paths: Sequence[str], name: str,
                    key: str | None = None) -> str:
    """Where field `name` (its `key`, e.g. `type`) that failed on `paths` is written: `extract.<name>[.key]`
    under the prefix of the rule that won the first of them."""
    return f"{field_prefix(rule, rows, paths)}extract.{name}" + (f".{key}" if key else "")


def glob_json_path(rule: RuleLike) -> str:
    """Where the glob of a GLOB_MISMATCH is written: `glob`, `rules[i].glob`, or `rules` for a group."""
    if isinstance(rule, RuleGroup):
        return "rules"  # several globs share the blame; the message names the rules
    return f"{rule_prefix(rule)}glob"


def locate_failure(failure: Failure, parsed: Parsed) -> Failure:
    """A tier-3 failure of the draft `parsed`, with the line its JSON path points at.

    The line of the key (`glob:`, the field's `date:`, its `type:`; `GLOB =` in a
    Python extractor), counted from the rule's first line like tier 1-2 lines.
    `pathfinder validate` uses it for `file:line`; the wizard shows the JSON path.
    """
    if failure.tier != 3 or failure.line is not None or not failure.json_path:
        return failure
    line = None
    if parsed.kind == "python":
        if failure.json_path == "glob" and parsed.tree is not None:
            line = _assignment_line(parsed.tree, "GLOB")
    elif parsed.lines is not None:
        line = line_of_json_path(parsed.lines, failure.json_path, key=True)
    return failure if line is None else replace(failure, line=line)


def _assignment_line(tree: ast.Module, name: str) -> int | None:
    """Line of the module-level `NAME = ...` assignment in a Python extractor."""
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        if any(isinstance(t, ast.Name) and t.id == name for t in targets):
            return node.lineno
    return None
