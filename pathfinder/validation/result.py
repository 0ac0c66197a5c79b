"""Typed results of the validation tiers (docs/architecture.md, "Validation, retries and the trail").

Tier 1 turns a reply into a `Parsed` draft, tier 2 turns that into a rule
(`RuleLike`), tier 3 turns the rule and the samples into a `Success`. Any tier
may instead stop with a `Failure`: what the retry feedback, spinner and error
screen need.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Sequence

if TYPE_CHECKING:  # annotations only: results travel to the TUI and prompts, which never load rules
    from pathfinder.engine.rulelike import RuleLike
    from pathfinder.engine.yaml_io import LineMap

DraftKind = Literal["yaml", "python"]

TIER_NAMES = {1: "syntax", 2: "schema", 3: "semantic"}

# error type -> tier; used when an engine error is turned into a Failure
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

MAX_LISTED = 5  # offending samples named inside a message (all are kept in Failure.samples)


@dataclass(frozen=True)
class Parsed:
    """A draft that passed tier 1: its kind, the stripped text and the parse result."""

    kind: DraftKind
    text: str  # fences and prose removed: what gets saved
    data: Any = None  # YAML: the parsed document (a mapping)
    lines: LineMap | None = None  # YAML: json path -> line
    tree: ast.Module | None = None  # Python: the module AST
    unterminated: bool = False  # the fence never closed
    ok = True


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
    rule: RuleLike | None = field(default=None, compare=False, repr=False)

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
    rule: RuleLike  # a Rule, a PythonRule or a RuleGroup
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


def fail(tier: int, error_type: str, message: str, short: str, **extra: Any) -> Failure:
    """A Failure whose message is one line (messages travel to spinners and prompts)."""
    return Failure(tier=tier, error_type=error_type, message=one_line(message), short_message=short, **extra)


def one_line(text: str) -> str:
    """`text` with every run of whitespace (newlines too) made one space."""
    return " ".join(str(text).split())


def listing(paths: Sequence[str]) -> str:
    """The first MAX_LISTED paths, comma-separated, and how many more there are."""
    shown = ", ".join(paths[:MAX_LISTED])
    more = len(paths) - MAX_LISTED
    return shown + (f" (+{more} more)" if more > 0 else "")
