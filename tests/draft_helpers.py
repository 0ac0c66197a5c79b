"""Shared by the analyser's generalisation tests: the offline draft of some samples, loaded as a
real rule, and what that rule records for an unseen path."""
from __future__ import annotations

from typing import Any, Sequence

from pathfinder.analysis import analyse, render_draft
from pathfinder.engine.loader import rules_from_text
from pathfinder.engine.python.pyrule import load_python_rule


def rule_of(samples: Sequence[str]) -> tuple[Any, Any]:
    """(the analysis, the rule its draft loads as; a Python draft runs in the sandbox)."""
    a = analyse(samples)
    text = render_draft(a)
    return a, (load_python_rule(text) if a.needs_python else rules_from_text(text)[0])


def record(rule: Any, path: str) -> tuple[str, dict[str, Any]] | None:
    """(status, fields) of `path` under `rule`, None when its glob does not match."""
    ev = rule.evaluate(path)
    return None if ev is None else (ev.status, dict(ev.fields))
