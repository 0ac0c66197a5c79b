"""Typed results of the validation tiers (SPEC §3).

A tier either fails with a `Failure` (what the retry feedback, spinner and
error screen need) or the draft passes all three tiers with a `Success`
(the compiled rule and a preview of every sample).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

DraftKind = Literal["yaml", "python"]

TIER_NAMES = {1: "syntax", 2: "schema", 3: "semantic"}


@dataclass(frozen=True)
class Failure:
    tier: int  # 1 syntax, 2 schema, 3 semantic
    error_type: str  # e.g. YAML_SYNTAX_ERROR, SCHEMA_VIOLATION, GLOB_MISMATCH
    message: str
    short_message: str  # one line for the spinner: "syntax error (line 5)"
    line: int | None = None
    json_path: str | None = None  # "extract.mission_id.from"
    allowed: tuple[str, ...] | None = None  # allowed values at json_path, when known
    excerpt: str | None = None  # problem excerpt with a line pointer (tier 1/2)
    samples: tuple[str, ...] = ()  # offending sample paths (tier 3)
    preview: tuple["PreviewRow", ...] = ()  # tier 3: what each sample gave, for the result screen
    # tier 3: the rule that passed tiers 1-2 (its field order, name and file location stay known)
    rule: Any = field(default=None, compare=False, repr=False)

    ok = False


@dataclass(frozen=True)
class PreviewRow:
    path: str
    status: str  # complete | partial | unmatched
    fields: dict[str, Any] = field(default_factory=dict)
    problems: dict[str, str] = field(default_factory=dict)  # field -> why it is missing/wrong
    rule: str | None = None  # the rule that won this sample (set when a file holds several rules)


@dataclass(frozen=True)
class Success:
    kind: DraftKind
    text: str  # the draft with fences and prose stripped: what gets saved
    rule: Any  # pathfinder.engine.rule.Rule or pathfinder.engine.python.pyrule.PythonRule
    preview: tuple[PreviewRow, ...]
    matched: int
    total: int  # the samples it was validated on
    set_aside: int = 0  # samples given but left out as other kinds (the offline analyser's outliers)

    ok = True

    @property
    def coverage_line(self) -> str:
        """What the rule was checked on, and what it was not (docs/cli.md, `pathfinder generate`)."""
        if self.set_aside:
            return (f"matches {self.matched} of {self.total + self.set_aside} samples; "
                    f"{self.set_aside} set aside as other kinds")
        return f"matches {self.matched}/{self.total} samples"


Result = Failure | Success
