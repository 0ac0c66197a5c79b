"""Validation tier 2, schema: does the parsed draft obey the rule language? (docs/rule-language.md)

    tier2_schema(parsed, allow_many=False) -> RuleLike | Failure

A YAML draft is checked against the JSON Schema and compiled (globs, regexes,
date formats); a Python draft passes the static policy and must define
`extract(path)`. The compiled rule is what tier 3 runs on the samples.
"""
from __future__ import annotations

import ast
from dataclasses import replace

from pathfinder.engine.loader import rules_from_mapping
from pathfinder.engine.python.policy import Violation, check_extract, check_tree, find_extract
from pathfinder.engine.python.pyrule import python_rule_from_tree
from pathfinder.engine.rulelike import RuleLike
from pathfinder.engine.ruleset import RuleGroup
from pathfinder.engine.schema import schema_errors
from pathfinder.errors import RuleError
from pathfinder.validation.locate import about_key, construct_column, excerpt, key_column, line_of_json_path
from pathfinder.validation.result import ERROR_TIERS, MAX_LISTED, Failure, Parsed, fail

DRAFT_SOURCE = "draft"
MAX_OTHER_PROBLEMS = 3  # further schema violations named after the first one


def tier2_schema(parsed: Parsed, *, allow_many: bool = False) -> RuleLike | Failure:
    """Does the parsed draft obey the rule language? Returns the compiled rule or a Failure.

    A `version: 1` + `rules:` file with several rules is a Failure for drafts (the
    model must answer with one rule); with `allow_many` (a user's rule file under
    `pathfinder validate`) it gives a `RuleGroup` checked as a whole in tier 3.
    """
    if parsed.kind == "python":
        return _schema_python(parsed)
    return _schema_yaml(parsed, allow_many=allow_many)


def rule_error_failure(exc: RuleError, text: str) -> Failure:
    """The Failure of an engine RuleError raised while compiling the draft `text`."""
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
    return fail(
        tier,
        error_type,
        message,
        short,
        line=exc.line,
        json_path=path,
        allowed=tuple(str(a) for a in exc.allowed) if exc.allowed else None,
        excerpt=excerpt(text, exc.line, key_column(text, exc.line, exc.key, at_key=about_key(exc))),
    )


def _schema_yaml(parsed: Parsed, *, allow_many: bool = False) -> RuleLike | Failure:
    try:
        rules = rules_from_mapping(parsed.data, parsed.lines, DRAFT_SOURCE, text=parsed.text)
    except RuleError as exc:
        if exc.line is None and exc.json_path and parsed.lines is not None:
            exc.line = line_of_json_path(parsed.lines, exc.json_path)
        failure = rule_error_failure(exc, parsed.text)
        others = _other_schema_problems(parsed, exc) if failure.error_type == "SCHEMA_VIOLATION" else ""
        return replace(failure, message=f"{failure.message}; also: {others}") if others else failure
    if len(rules) > 1 and allow_many:
        return RuleGroup(rules, parsed.text)
    if len(rules) != 1:
        return fail(
            2,
            "SCHEMA_VIOLATION",
            f"the draft holds {len(rules)} rules; answer with exactly one rule mapping (name, glob, extract)",
            "schema error (rules)",
            json_path="rules",
            line=1,
        )
    return rules[0]


def _other_schema_problems(parsed: Parsed, first: RuleError) -> str:
    """The draft's other schema violations, one short clause each (at most 3).

    Why: the model can fix every violation in one retry instead of spending a
    retry per violation; the first one stays the failure's main subject.
    """
    if not isinstance(parsed.data, dict) or "rules" in parsed.data:
        return ""
    try:
        errors = schema_errors(parsed.data, parsed.lines)
    except Exception:  # noqa: BLE001 - a courtesy to the model: never let it break validation
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


def _schema_python(parsed: Parsed) -> RuleLike | Failure:
    tree = parsed.tree if parsed.tree is not None else ast.parse(parsed.text)
    violations = check_tree(tree)
    if violations:
        first = violations[0]
        line = first.line or None
        details = "; ".join(_violation_text(v) for v in violations[:MAX_LISTED])
        more = len(violations) - MAX_LISTED
        if more > 0:
            details += f"; (+{more} more)"
        return fail(
            2,
            "FORBIDDEN_CODE",
            f"the extractor uses code that is not allowed: {details}. Use only the allowed "
            "standard-library modules and no file, network or process access",
            f"forbidden code (line {line})" if line else "forbidden code",
            line=line,
            excerpt=excerpt(parsed.text, line, construct_column(parsed.text, line, first.construct)),
        )
    missing = check_extract(tree)
    if missing is not None:
        line = missing.line if find_extract(tree) is not None else None  # None: no extract at all
        return fail(
            2,
            "MISSING_EXTRACT",
            missing.message if line is None else f"{missing.message}; write 'def extract(path: str) -> dict'",
            "no extract() function" if line is None else f"bad extract() signature (line {line})",
            line=line,
            excerpt=excerpt(parsed.text, line),
        )
    try:
        return python_rule_from_tree(tree, parsed.text)
    except RuleError as exc:
        return rule_error_failure(exc, parsed.text)


def _violation_text(v: Violation) -> str:
    return f"line {v.line}: {v.message}" if v.line else v.message
