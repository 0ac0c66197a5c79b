"""The three validation tiers of SPEC §3, as separate pure functions.

    tier1_syntax(raw)            -> Parsed | Failure   fences, UTF-8, YAML mapping / Python parses
    tier2_schema(parsed)         -> rule   | Failure   JSON Schema, regexes, Python policy, extract()
    tier3_semantic(rule, samples)-> Success| Failure   glob coverage, fields extract, types coerce
    validate_draft(raw, samples) -> Success| Failure   all three in order

Every `Failure` carries what the retry feedback (`pathfinder.generation.feedback`), the
spinner (`short_message`) and the error screen need. Tier 3 always returns a
preview row for every sample, on failure too, so the user sees what the draft
did. Python extractors only ever run in the sandbox, all samples in one child.
"""
from __future__ import annotations

import ast
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Sequence

from pathfinder.errors import PathfinderError, RuleError
from pathfinder.validation.fences import strip_fences
from pathfinder.validation.result import DraftKind, Failure, PreviewRow, Success

DRAFT_SOURCE = "draft"

# error type -> tier (SPEC §3); used when an engine error is turned into a Failure
ERROR_TIERS: dict[str, int] = {
    "YAML_SYNTAX_ERROR": 1,
    "PYTHON_SYNTAX_ERROR": 1,
    "ENCODING_ERROR": 1,
    "TRUNCATED": 1,
    "EMPTY_RESPONSE": 1,
    "SCHEMA_VIOLATION": 2,
    "INVALID_REGEX": 2,
    "FORBIDDEN_CODE": 2,
    "MISSING_EXTRACT": 2,
    "GLOB_MISMATCH": 3,
    "EMPTY_EXTRACTION": 3,
    "TYPE_COERCION_FAILED": 3,
    "RUNTIME_ERROR": 3,
    "TIMEOUT": 3,
}

EMPTY_RESULT = "extract() returned no fields"  # preview problem of a Python rule that gave {}
MAX_LISTED = 5  # offending samples named inside a message (all are kept in Failure.samples)


@dataclass(frozen=True)
class Parsed:
    """A draft that passed tier 1: its kind, the stripped text and the parse result."""

    kind: DraftKind
    text: str  # fences and prose removed: what gets saved
    data: Any = None  # YAML: the mapping
    lines: Any = None  # YAML: the engine's line map (json path -> line)
    tree: ast.Module | None = None  # Python: the module AST
    unterminated: bool = False  # the fence never closed
    ok = True


# ---------------------------------------------------------------- helpers


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


def _fail(
    tier: int,
    error_type: str,
    message: str,
    short: str,
    **extra: Any,
) -> Failure:
    return Failure(tier=tier, error_type=error_type, message=_one_line(message), short_message=short, **extra)


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _listing(paths: Sequence[str]) -> str:
    shown = ", ".join(paths[:MAX_LISTED])
    more = len(paths) - MAX_LISTED
    return shown + (f" (+{more} more)" if more > 0 else "")


# ---------------------------------------------------------------- tier 1


def tier1_syntax(raw: str | bytes, *, kind: DraftKind | None = None) -> Parsed | Failure:
    """Is the reply a parseable rule? Strips fences/prose, checks UTF-8, parses.

    `kind` is the expected draft kind when the caller knows it (the first block
    of that kind wins); otherwise it is detected from the fence tag or content.
    """
    if isinstance(raw, (bytes, bytearray)):
        try:
            raw = bytes(raw).decode("utf-8")
        except UnicodeDecodeError as exc:
            line = bytes(raw)[: exc.start].count(b"\n") + 1
            return _fail(
                1,
                "ENCODING_ERROR",
                f"invalid UTF-8 sequence at byte {exc.start} (line {line}); write the rule as UTF-8 text",
                f"encoding error (line {line})",
                line=line,
            )
    try:
        raw.encode("utf-8")
    except UnicodeEncodeError as exc:  # lone surrogates (surrogateescape-decoded bytes)
        line = raw[: exc.start].count("\n") + 1
        return _fail(
            1,
            "ENCODING_ERROR",
            f"invalid UTF-8 sequence at character {exc.start} (line {line}); write the rule as UTF-8 text",
            f"encoding error (line {line})",
            line=line,
        )
    raw = raw.lstrip("\ufeff")
    if not raw.strip():
        return _fail(1, "EMPTY_RESPONSE", "the reply was empty; answer with the rule", "empty response")

    stripped = strip_fences(raw, expected=kind)
    if not stripped.text.strip():
        return _fail(
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
    from pathfinder.engine.python.policy import MAX_SOURCE_CHARS

    if len(text) > MAX_SOURCE_CHARS:  # parsing megabytes of Python takes minutes
        return _fail(1, "PYTHON_SYNTAX_ERROR", f"the extractor is too large ({len(text)} characters, limit "
                     f"{MAX_SOURCE_CHARS}){cut_note}", "extractor too large")
    try:
        tree = ast.parse(text, filename="<draft>")
    except SyntaxError as exc:
        line = exc.lineno or 1
        col = exc.offset
        return _fail(
            1,
            "PYTHON_SYNTAX_ERROR",
            f"line {line}: {exc.msg}{cut_note}",
            f"syntax error (line {line})",
            line=line,
            excerpt=excerpt(text, line, col),
        )
    except ValueError as exc:  # null bytes
        return _fail(1, "PYTHON_SYNTAX_ERROR", f"{exc}{cut_note}", "syntax error")
    except (RecursionError, MemoryError):  # the parser's nesting limits ("-" * 100000 + "1")
        return _fail(1, "PYTHON_SYNTAX_ERROR", f"the code is nested too deeply to parse{cut_note}", "syntax error")
    return Parsed(kind="python", text=text, tree=tree, unterminated=unterminated)


def _parse_yaml(text: str, unterminated: bool, cut_note: str) -> Parsed | Failure:
    import yaml

    from pathfinder.engine.yaml_io import parse_yaml

    try:
        data, lines = parse_yaml(text)
    except yaml.YAMLError as exc:  # e.g. ReaderError for control characters, raised before parsing
        position = getattr(exc, "position", None)
        line = text[:position].count("\n") + 1 if isinstance(position, int) else None
        reason = getattr(exc, "reason", None) or "invalid character"
        char = getattr(exc, "character", None)
        what = f"{reason} ({char!r})" if char is not None else str(reason)
        return _fail(
            1,
            "YAML_SYNTAX_ERROR",
            (f"line {line}: " if line else "") + f"{what}; remove control characters{cut_note}",
            f"syntax error (line {line})" if line else "syntax error",
            line=line,
            excerpt=excerpt(text, line),
        )
    except RuleError as exc:
        line, column, problem, start = _yaml_error_position(text, exc)
        tier = ERROR_TIERS.get(exc.error_type, 1)
        if exc.error_type == "ENCODING_ERROR":
            return _fail(1, "ENCODING_ERROR", exc.message, f"encoding error (line {line})", line=line)
        return _fail(
            tier,
            "YAML_SYNTAX_ERROR" if tier == 1 else exc.error_type,
            f"line {line}: {problem}{cut_note}" if line else f"{problem}{cut_note}",
            f"syntax error (line {line})" if line else "syntax error",
            line=line,
            excerpt=excerpt(text, line, column, also=start),
        )
    if not isinstance(data, dict):
        got = _yaml_type_name(data)
        return _fail(
            1,
            "YAML_SYNTAX_ERROR",
            f"expected a YAML mapping with name, glob and extract, got {got}{cut_note}",
            "syntax error (not a mapping)",
            line=1,
            excerpt=excerpt(text, 1),
        )
    return Parsed(kind="yaml", text=text, data=data, lines=lines, unterminated=unterminated)


def _yaml_error_position(
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
    import yaml

    try:
        yaml.safe_load(text)
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
        if runaway is not None:  # the quote that was never closed is the mistake, not where it ends
            opened, _ = runaway
            problem = (f"{problem}: the quoted value that opens at line {opened[0]}, column {opened[1]} runs on to "
                       f"line {mark.line + 1}; is its closing quote missing?")
            return opened[0], opened[1], problem, (mark.line + 1, mark.column + 1)
        if mark is not None:
            return mark.line + 1, mark.column + 1, problem, start
        return exc.line, None, problem, None
    except yaml.YAMLError:
        pass
    return exc.line, None, exc.message, None


def _runaway_quote(text: str, mark: Any) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(opening, closing) line/column of a quoted value that spans lines and ends on the error's
    line just before the problem: an unclosed quote that swallowed the lines up to the next quote."""
    import yaml

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


def _yaml_type_name(data: Any) -> str:
    if data is None:
        return "nothing"
    if isinstance(data, str):
        return "plain text"
    if isinstance(data, list):
        return "a list"
    return f"a {type(data).__name__}"


# ---------------------------------------------------------------- tier 2


def tier2_schema(parsed: Parsed, *, allow_many: bool = False) -> Any:
    """Does the parsed draft obey the rule language? Returns the compiled rule or a Failure.

    A `version: 1` + `rules:` file with several rules is a Failure for drafts (the
    model must answer with one rule); with `allow_many` (a user's rule file under
    `pathfinder validate`) it gives a `RuleGroup` checked as a whole in tier 3.
    """
    if parsed.kind == "python":
        return _schema_python(parsed)
    return _schema_yaml(parsed, allow_many=allow_many)


class RuleGroup:
    """The rules of one `rules:` file, evaluated together as `apply` would (priority resolution).

    Tier 3 sees it as one YAML rule: a sample is matched when any rule matches it,
    and its fields are those of the rule that wins it (`PreviewRow.rule` names it).
    """

    kind = "yaml"

    def __init__(self, rules: Sequence[Any], text: str = "") -> None:
        from pathfinder.engine.ruleset import RuleSet

        self.rules = list(rules)
        self.name = ", ".join(r.name for r in self.rules)
        self.glob = " | ".join(r.glob for r in self.rules)
        self.text = text
        self._set = RuleSet(self.rules)
        self._index = {r.name: i for i, r in enumerate(self.rules)}
        fields: dict[str, Any] = {}
        for r in self.rules:
            for n, spec in r.fields.items():
                fields.setdefault(n, spec)
        self.fields = fields

    def winner(self, path: str) -> Any | None:
        from pathfinder.engine.paths import normalize

        return self._set.winner(normalize(path))

    def json_prefix(self, rule_name: str | None) -> str:
        """`rules[i].` for the named rule (JSON paths of tier-3 failures point into the list)."""
        i = self._index.get(rule_name or "")
        return "" if i is None else f"rules[{i}]."

    def __repr__(self) -> str:
        return f"RuleGroup({self.name})"


def _rule_error_failure(exc: RuleError, text: str) -> Failure:
    tier = ERROR_TIERS.get(exc.error_type, 2)
    error_type = exc.error_type if exc.error_type in ERROR_TIERS else "SCHEMA_VIOLATION"
    path = exc.json_path or None
    if error_type == "INVALID_REGEX":
        short = f"invalid regex ({path})" if path else "invalid regex"
    elif error_type == "FORBIDDEN_CODE":
        short = f"forbidden code (line {exc.line})" if exc.line else "forbidden code"
    elif error_type == "MISSING_EXTRACT":
        short = "no extract() function"
    elif tier == 1:
        short = f"syntax error (line {exc.line})" if exc.line else "syntax error"
    else:
        short = f"schema error ({path or 'top level'})"
    message = exc.message
    if exc.hint:
        message = f"{message} ({exc.hint})"
    return _fail(
        tier,
        error_type,
        message,
        short,
        line=exc.line,
        json_path=path,
        allowed=tuple(str(a) for a in exc.allowed) if exc.allowed else None,
        excerpt=excerpt(text, exc.line, _key_column(text, exc.line, exc.key, at_key=_about_key(exc))),
    )


def _about_key(exc: RuleError) -> bool:
    """Is the error about the key itself (unknown key, bad field name) rather than its value?"""
    return exc.message.startswith(("unknown key", "invalid field name", "duplicate"))


def _key_column(text: str, line: int | None, key: str | None, *, at_key: bool = False) -> int | None:
    """1-based column of `key`'s value (or of the key itself) on `line`, if it is there."""
    if line is None or not key:
        return None
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return None
    body = lines[line - 1].expandtabs(4)
    m = re.search(r"(?:^|[\s{,])" + re.escape(key) + r"\s*:\s*", body)
    if m is None:
        return None
    if at_key:
        return m.start() + (1 if body[m.start()] in " \t{," else 0) + 1
    return m.end() + 1


def _schema_yaml(parsed: Parsed, *, allow_many: bool = False) -> Any:
    from pathfinder.engine.loader import rules_from_mapping

    try:
        rules = rules_from_mapping(parsed.data, parsed.lines, DRAFT_SOURCE, text=parsed.text)
    except RuleError as exc:
        if exc.line is None and exc.json_path and parsed.lines is not None:
            exc.line = _line_of_json_path(parsed.lines, exc.json_path)
        failure = _rule_error_failure(exc, parsed.text)
        others = _other_schema_problems(parsed, exc) if failure.error_type == "SCHEMA_VIOLATION" else ""
        return replace(failure, message=f"{failure.message}; also: {others}") if others else failure
    if not isinstance(rules, (list, tuple)):
        return rules
    if len(rules) > 1 and allow_many:
        return RuleGroup(rules, parsed.text)
    if len(rules) != 1:
        return _fail(
            2,
            "SCHEMA_VIOLATION",
            f"the draft holds {len(rules)} rules; answer with exactly one rule mapping (name, glob, extract)",
            "schema error (rules)",
            json_path="rules",
            line=1,
        )
    return rules[0]


MAX_OTHER_PROBLEMS = 3


def _other_schema_problems(parsed: Parsed, first: RuleError) -> str:
    """The draft's other schema violations, one short clause each (at most 3).

    Why: the model can fix every violation in one retry instead of spending a
    retry per violation; the first one stays the failure's main subject.
    """
    from pathfinder.engine.schema import schema_errors

    if not isinstance(parsed.data, dict) or "rules" in parsed.data:
        return ""
    try:
        errors = schema_errors(parsed.data, parsed.lines)
    except Exception:  # a courtesy to the model: never let it break validation
        return ""
    clauses = []
    for err in errors:
        if err.json_path == first.json_path:
            continue
        where = f"line {err.line} " if err.line else ""
        clauses.append(f"{where}{err.json_path or 'top level'}: {err.message}")
        if len(clauses) == MAX_OTHER_PROBLEMS:
            break
    return "; ".join(clauses)


def _line_of_json_path(lines: Any, json_path: str, *, key: bool = False) -> int | None:
    """'rules[0].extract.id.pattern' -> the line of that value (or of its key) in the draft."""
    parts: list[Any] = []
    for token in re.findall(r"[^.\[\]]+|\[\d+\]", json_path):
        parts.append(int(token[1:-1]) if token.startswith("[") else token)
    try:
        return lines.line_of(tuple(parts), key=key)
    except Exception:  # a line map without line_of: no line, not a crash
        return None


def _construct_column(text: str, line: int | None, construct: str) -> int | None:
    """1-based column of a forbidden construct ('open()', 'import os', '.__class__') on `line`."""
    if line is None or not construct:
        return None
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return None
    body = lines[line - 1].expandtabs(4)
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


def _schema_python(parsed: Parsed) -> Any:
    from pathfinder.engine.python.policy import check_extract, check_tree, find_extract

    tree = parsed.tree if parsed.tree is not None else ast.parse(parsed.text)
    violations = list(check_tree(tree))
    if violations:
        first = violations[0]
        line = getattr(first, "line", None) or None
        details = "; ".join(_violation_text(v) for v in violations[:MAX_LISTED])
        more = len(violations) - MAX_LISTED
        if more > 0:
            details += f"; (+{more} more)"
        return _fail(
            2,
            "FORBIDDEN_CODE",
            f"the extractor uses code that is not allowed: {details}. Use only the allowed "
            "standard-library modules and no file, network or process access",
            f"forbidden code (line {line})" if line else "forbidden code",
            line=line,
            excerpt=excerpt(parsed.text, line, _construct_column(parsed.text, line, getattr(first, "construct", ""))),
        )
    missing = check_extract(tree)
    if missing is not None:
        line = missing.line if find_extract(tree) is not None else None  # None: no extract at all
        return _fail(
            2,
            "MISSING_EXTRACT",
            missing.message if line is None else f"{missing.message}; write 'def extract(path: str) -> dict'",
            "no extract() function" if line is None else f"bad extract() signature (line {line})",
            line=line,
            excerpt=excerpt(parsed.text, line),
        )
    from pathfinder.engine.python.pyrule import load_python_rule

    try:
        return load_python_rule(parsed.text)
    except RuleError as exc:
        return _rule_error_failure(exc, parsed.text)


def _violation_text(v: Any) -> str:
    line = getattr(v, "line", None)
    msg = getattr(v, "message", None) or str(v)
    return f"line {line}: {msg}" if line else str(msg)


# ---------------------------------------------------------------- tier 3


@dataclass
class _FieldTrouble:
    """Per-field failures across samples, grouped by kind."""

    coercion: dict[str, list[str]] = field(default_factory=dict)  # field -> sample paths
    empty: dict[str, list[str]] = field(default_factory=dict)
    coercion_example: dict[str, str] = field(default_factory=dict)  # field -> first problem text


_COERCION_RX = re.compile(r"is not an? (?:integer|date|uuid)\b|does not match format|cannot be coerced", re.I)


def _is_coercion(problem: Any) -> bool:
    """Did a field fail at the type step (rather than source/pattern)? Engine reasons say
    "'x' is not an integer" / "is not a date with format ..." / "is not a uuid"."""
    kind = getattr(problem, "kind", None) or getattr(problem, "code", None)
    if isinstance(kind, str):
        return "coerc" in kind.lower() or kind.lower() in ("type", "type_coercion_failed")
    return bool(_COERCION_RX.search(str(problem)))


def tier3_semantic(
    rule: Any,
    samples: Sequence[str],
    *,
    min_coverage: float = 1.0,
    sandbox_options: Any = None,
    rel_paths: Sequence[str | None] | None = None,
) -> Success | Failure:
    """Run the rule on the samples: glob coverage, fields extract, types coerce.

    `rel_paths` (aligned with `samples`) are what `from: rel_path` reads: each
    sample relative to the root it was listed under (None: no root, the full path).

    Returns a Success with a preview row per sample, or the first failing check
    (glob, runtime/timeout, coercion, empty extraction) with the preview too and
    the rule itself (`Failure.rule`: its name and field order for the preview).
    """
    result = _tier3(rule, samples, min_coverage=min_coverage, sandbox_options=sandbox_options, rel_paths=rel_paths)
    return replace(result, rule=rule) if isinstance(result, Failure) else result


def _tier3(rule: Any, samples: Sequence[str], *, min_coverage: float, sandbox_options: Any,
           rel_paths: Sequence[str | None] | None = None) -> Success | Failure:
    kind: DraftKind = "python" if _is_python_rule(rule) else "yaml"
    text = getattr(rule, "text", None) or getattr(rule, "source_text", None) or ""
    if kind == "python":
        rows, runtime = _evaluate_python(rule, samples, sandbox_options)
    else:
        rows, runtime = _evaluate_yaml(rule, samples, rel_paths), None
    preview = tuple(rows)
    total = len(samples)
    unmatched = [r.path for r in rows if r.status == "unmatched"]
    matched = total - len(unmatched)
    result_text = text if isinstance(text, str) else ""

    if total and (matched == 0 or matched / total < min_coverage):  # matching nothing never passes
        glob = getattr(rule, "glob", "?")
        what = f"the globs of rules {rule.name}" if isinstance(rule, RuleGroup) else f"glob {glob!r}"
        need = "every sample" if min_coverage >= 1.0 else f"at least {min_coverage:.0%} of the samples"
        return _fail(
            3,
            "GLOB_MISMATCH",
            f"{what} matched {matched} of {total} samples but must match {need}; "
            f"unmatched: {_listing(unmatched)}",
            f"glob didn't match {len(unmatched)} of {total} samples",
            json_path=_glob_json_path(rule),
            samples=tuple(unmatched),
            preview=preview,
        )
    if runtime is not None:
        return runtime.with_preview(preview)

    # matched samples may fail extraction only as far as min_coverage allows (default: none)
    allowed_bad = int(matched * (1.0 - min_coverage) + 1e-9)
    trouble = _field_trouble(rows, allowed_bad)
    if trouble.coercion:
        name, paths = next(iter(trouble.coercion.items()))
        ftype = _field_type(rule, name)
        example = trouble.coercion_example.get(name, "")
        return _fail(
            3,
            "TYPE_COERCION_FAILED",
            f"field '{name}'" + (f" (type {ftype})" if ftype else "")
            + f" could not be converted for {len(paths)} of {matched} matched samples"
            + (f": {example}" if example else "")
            + f"; samples: {_listing(paths)}",
            f"field '{name}' isn't {_article(ftype)} in {len(paths)} sample{'s' if len(paths) != 1 else ''}",
            json_path=f"{_prefix(rule, rows, paths)}extract.{name}.type",
            samples=tuple(paths),
            preview=preview,
        )
    if trouble.empty or (matched and _extracts_nothing(rows, allowed_bad)):
        if trouble.empty:
            name, paths = max(trouble.empty.items(), key=lambda kv: len(kv[1]))
            names = ", ".join(f"'{n}'" for n in trouble.empty)
            all_paths = sorted({p for ps in trouble.empty.values() for p in ps}, key=_order(samples))
            return _fail(
                3,
                "EMPTY_EXTRACTION",
                f"field{'s' if len(trouble.empty) > 1 else ''} {names} extracted nothing from "
                f"{len(all_paths)} of {matched} matched samples (source, pattern or segment index "
                f"is wrong, or add a default); samples: {_listing(all_paths)}",
                f"field '{name}' extracted nothing from {len(paths)} of {matched} samples",
                json_path=f"{_prefix(rule, rows, paths)}extract.{name}",
                samples=tuple(all_paths),
                preview=preview,
            )
        empty = [r.path for r in rows if r.problems.get("extract") == EMPTY_RESULT]
        return _fail(
            3,
            "EMPTY_EXTRACTION",
            f"extract() returned no fields for {len(empty)} of {matched} matched samples; "
            f"samples: {_listing(empty)}",
            f"extracted no fields from {len(empty)} of {matched} samples",
            samples=tuple(empty),
            preview=preview,
        )
    return Success(kind=kind, text=result_text, rule=rule, preview=preview, matched=matched, total=total)


def _prefix(rule: Any, rows: Sequence[PreviewRow], paths: Sequence[str]) -> str:
    """`rules[i].` when `rule` is a RuleGroup (the rule that won the first offending sample)
    or the only rule of a `rules:` list; '' for a plain rule mapping."""
    if not isinstance(rule, RuleGroup):
        return _rule_prefix(rule)
    if not paths:
        return ""
    first = next((r.rule for r in rows if r.path == paths[0]), None)
    return rule.json_prefix(first)


def _rule_prefix(rule: Any) -> str:
    """'rules[0].' for a rule written inside a `rules:` list (the loader records where its name is)."""
    where = getattr(rule, "name_json_path", None)
    if isinstance(where, str) and where.endswith(".name"):
        return where[: -len("name")]
    return ""


def _glob_json_path(rule: Any) -> str:
    """Where the glob of a GLOB_MISMATCH is written: `glob`, `rules[i].glob`, or `rules` for a group."""
    if isinstance(rule, RuleGroup):
        return "rules"  # several globs share the blame; the message names the rules
    return f"{_rule_prefix(rule)}glob"


def locate_failure(failure: Failure, raw: str | bytes | Parsed, *, kind: DraftKind | None = None) -> Failure:
    """A tier-3 failure of the rule text `raw`, with the line its JSON path points at.

    The line of the key (`glob:`, the field's `date:`, its `type:`; `GLOB =` in a
    Python extractor), counted from the rule's first line like tier 1-2 lines.
    `pathfinder validate` uses it for `file:line` (`validate_draft(locate=True)`, which
    passes the tier-1 parse it already has); the wizard shows the JSON path.
    """
    if failure.tier != 3 or failure.line is not None or not failure.json_path:
        return failure
    parsed = raw if isinstance(raw, Parsed) else tier1_syntax(raw, kind=kind)
    if not isinstance(parsed, Parsed):
        return failure
    line = None
    if parsed.kind == "python":
        if failure.json_path == "glob" and parsed.tree is not None:
            line = _assignment_line(parsed.tree, "GLOB")
    elif parsed.lines is not None:
        line = _line_of_json_path(parsed.lines, failure.json_path, key=True)
    return failure if line is None else replace(failure, line=line)


def _assignment_line(tree: ast.Module, name: str) -> int | None:
    """Line of the module-level `NAME = ...` assignment in a Python extractor."""
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        if any(isinstance(t, ast.Name) and t.id == name for t in targets):
            return node.lineno
    return None


def _order(samples: Sequence[str]):
    index = {p: i for i, p in enumerate(samples)}
    return lambda p: index.get(p, 0)


def _article(ftype: str | None) -> str:
    if not ftype:
        return "the declared type"
    return ("an " if ftype[0] in "aeiou" else "a ") + ftype


def _extracts_nothing(rows: Iterable[PreviewRow], allowed_bad: int) -> bool:
    """Python rule: matched samples whose extract() gave {} (YAML tag-only rules are fine)."""
    return sum(1 for r in rows if r.problems.get("extract") == EMPTY_RESULT) > allowed_bad


def _field_type(rule: Any, name: str) -> str | None:
    fields = getattr(rule, "fields", None)
    spec = None
    if isinstance(fields, dict):
        spec = fields.get(name)
    elif isinstance(fields, (list, tuple)):
        spec = next((f for f in fields if getattr(f, "name", None) == name), None)
    ftype = getattr(spec, "type", None) if spec is not None else None
    if ftype is None and isinstance(spec, dict):
        ftype = spec.get("type")
    return str(ftype) if ftype else None


def _field_trouble(rows: Iterable[PreviewRow], allowed_bad: int) -> _FieldTrouble:
    """Fields that failed on more matched samples than `allowed_bad`, by failure kind."""
    trouble = _FieldTrouble()
    for row in rows:
        if row.status == "unmatched":
            continue
        for name, problem in row.problems.items():
            if problem == EMPTY_RESULT:
                continue
            if _is_coercion(problem):
                trouble.coercion.setdefault(name, []).append(row.path)
                trouble.coercion_example.setdefault(name, f"{row.path}: {problem}")
            else:
                trouble.empty.setdefault(name, []).append(row.path)
    trouble.coercion = {k: v for k, v in trouble.coercion.items() if len(v) > allowed_bad}
    trouble.empty = {k: v for k, v in trouble.empty.items() if len(v) > allowed_bad}
    return trouble


def _is_python_rule(rule: Any) -> bool:
    return bool(getattr(rule, "batch", False)) or getattr(rule, "kind", None) == "python"


def _evaluate_yaml(rule: Any, samples: Sequence[str], rel_paths: Sequence[str | None] | None = None) -> list[PreviewRow]:
    rows = []
    group = isinstance(rule, RuleGroup)
    rels = list(rel_paths) if rel_paths is not None else [None] * len(samples)
    for path, rel in zip(samples, rels):
        winner = rule.winner(path) if group else rule
        ev = winner.evaluate(path, rel) if winner is not None else None
        if ev is None or getattr(ev, "status", "unmatched") == "unmatched":
            rows.append(PreviewRow(path=path, status="unmatched"))
            continue
        problems = {k: str(v) for k, v in (getattr(ev, "problems", None) or {}).items()}
        rows.append(PreviewRow(path=path, status=ev.status, fields=dict(ev.fields), problems=problems,
                               rule=winner.name if group else None))
    return rows


@dataclass(frozen=True)
class _RuntimeTrouble:
    error_type: str
    message: str
    short: str
    samples: tuple[str, ...]

    def with_preview(self, preview: tuple[PreviewRow, ...]) -> Failure:
        return _fail(3, self.error_type, self.message, self.short, samples=self.samples, preview=preview)


def _timeout_s(options: Any) -> float | None:
    """The sandbox's per-path time limit in force (for messages), None when unknown."""
    limit = getattr(options, "timeout_s", None)
    if options is None:
        try:
            from pathfinder.engine.python.sandbox_client import SandboxOptions

            limit = SandboxOptions().timeout_s
        except ImportError:  # a stand-in sandbox module (tests)
            return None
    return float(limit) if isinstance(limit, (int, float)) else None


def _evaluate_python(
    rule: Any, samples: Sequence[str], sandbox_options: Any
) -> tuple[list[PreviewRow], _RuntimeTrouble | None]:
    """Glob-match in-process, then run extract() for all matched samples in ONE sandbox child."""
    from pathfinder.engine.paths import normalize
    from pathfinder.engine.python.sandbox_client import run_extractor

    matched = [p for p in samples if rule.match(p)]
    results: list[Any] = []
    whole_run_error: PathfinderError | None = None
    options = sandbox_options if sandbox_options is not None else getattr(rule, "options", None)
    if matched:
        try:
            # extract() sees the normalised path, exactly as under `apply`
            results = list(run_extractor(rule.source_text, [normalize(p) for p in matched], options))
        except PathfinderError as exc:  # the child could not run at all
            whole_run_error = exc
    by_path: dict[str, Any] = dict(zip(matched, results))

    rows: list[PreviewRow] = []
    errors: list[tuple[str, str]] = []
    timeouts: list[str] = []
    for path in samples:
        if path not in by_path and path not in matched:
            rows.append(PreviewRow(path=path, status="unmatched"))
            continue
        res = by_path.get(path)
        if res is None:
            reason = whole_run_error.one_line() if whole_run_error else "no result from the sandbox"
            rows.append(PreviewRow(path=path, status="partial", problems={"extract": reason}))
            continue
        err = getattr(res, "error", None)
        if err:
            rows.append(PreviewRow(path=path, status="partial", problems={"extract": str(err)}))
            if _is_timeout(res, err):
                timeouts.append(path)
            else:
                errors.append((path, str(err)))
            continue
        value = getattr(res, "value", None)
        if not isinstance(value, dict):
            msg = f"extract() returned {type(value).__name__}, not a dict"
            rows.append(PreviewRow(path=path, status="partial", problems={"extract": msg}))
            errors.append((path, msg))
            continue
        if value:
            rows.append(PreviewRow(path=path, status="complete", fields=dict(value)))
        else:
            rows.append(PreviewRow(path=path, status="partial", problems={"extract": EMPTY_RESULT}))

    trouble: _RuntimeTrouble | None = None
    if whole_run_error is not None:
        is_timeout = getattr(whole_run_error, "error_type", None) == "TIMEOUT" or (
            "timed out" in whole_run_error.one_line().lower()
        )
        trouble = _RuntimeTrouble(
            "TIMEOUT" if is_timeout else "RUNTIME_ERROR",
            f"the extractor failed in the sandbox: {whole_run_error.one_line()}",
            "extractor timed out" if is_timeout else "extractor crashed",
            tuple(matched),
        )
    elif timeouts:
        limit = _timeout_s(options)
        trouble = _RuntimeTrouble(
            "TIMEOUT",
            f"extract() took too long{f' (limit {limit:g} s)' if limit else ''} on {len(timeouts)} of {len(matched)} samples "
            f"(keep it simple: no loops over large ranges); samples: {_listing(timeouts)}",
            f"extractor timed out on {len(timeouts)} sample{'s' if len(timeouts) != 1 else ''}",
            tuple(timeouts),
        )
    elif errors:
        first_path, first_err = errors[0]
        kinds = Counter(e.split(":", 1)[0].strip() for _, e in errors)
        top = kinds.most_common(1)[0][0]
        plural = "s" if len(errors) != 1 else ""
        if re.fullmatch(r"[A-Z][A-Za-z0-9_.]{0,40}", top):  # an exception class name
            short = f"extract() raised {top} on {len(errors)} sample{plural}"
        else:
            short = f"extract() failed on {len(errors)} sample{plural}"
        trouble = _RuntimeTrouble(
            "RUNTIME_ERROR",
            f"extract() failed on {len(errors)} of {len(matched)} samples; first: {first_path}: "
            f"{first_err}; samples: {_listing([p for p, _ in errors])}",
            short,
            tuple(p for p, _ in errors),
        )
    return rows, trouble


def _is_timeout(res: Any, err: Any) -> bool:
    if getattr(res, "timed_out", False) or getattr(res, "timeout", False) is True:
        return True
    return "timeout" in str(err).lower() or "timed out" in str(err).lower()


# ---------------------------------------------------------------- all tiers


def validate_draft(
    raw: str | bytes,
    samples: Sequence[str],
    *,
    kind: DraftKind | None = None,
    min_coverage: float = 1.0,
    sandbox_options: Any = None,
    allow_many: bool = False,
    rel_paths: Sequence[str | None] | None = None,
    locate: bool = False,
) -> Success | Failure:
    """Tiers 1–3 in order; the first failure wins. Used by the loop, the editor flow and `validate`.

    `allow_many`: a `rules:` file with several rules passes as a `RuleGroup` (see there).
    `rel_paths`: the samples relative to the root each was listed under (see `tier3_semantic`).
    `locate`: a tier-3 failure gets the line of its key (`locate_failure`, from this parse).
    """
    parsed = tier1_syntax(raw, kind=kind)
    if isinstance(parsed, Failure):
        return parsed
    rule = tier2_schema(parsed, allow_many=allow_many)
    if isinstance(rule, Failure):
        return rule
    result = tier3_semantic(rule, samples, min_coverage=min_coverage, sandbox_options=sandbox_options,
                            rel_paths=rel_paths)
    if locate and isinstance(result, Failure):
        return locate_failure(result, parsed)
    if isinstance(result, Success) and result.text != parsed.text:
        result = Success(
            kind=result.kind,
            text=parsed.text,
            rule=result.rule,
            preview=result.preview,
            matched=result.matched,
            total=result.total,
        )
    return result


__all__ = [
    "ERROR_TIERS",
    "Parsed",
    "RuleGroup",
    "excerpt",
    "locate_failure",
    "tier1_syntax",
    "tier2_schema",
    "tier3_semantic",
    "validate_draft",
]
