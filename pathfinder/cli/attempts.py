"""How `generate` (one rule, or one per kind) prints a generation attempt on stderr (docs/cli.md)."""
from __future__ import annotations

from typing import Any

from pathfinder.validation.result import TIER_NAMES, Failure


def attempt_line(attempt: Any, max_calls: int) -> str:
    """'attempt 2/4: tier 1 syntax YAML_SYNTAX_ERROR: syntax error (line 5) (retrying)'.

    `attempt` is a loop `Attempt` or an `AttemptLine` built from a progress event.
    """
    head = f"attempt {attempt.number}/{max_calls}: "
    f = attempt.failure
    if attempt.outcome == "success":
        return head + "passed syntax, schema and semantic checks"
    if f is not None:
        tier = TIER_NAMES.get(f.tier, str(f.tier))
        verdict = "retrying" if attempt.outcome == "retry" else "no retry left"
        return head + f"tier {f.tier} {tier} {f.error_type}: {f.short_message} ({verdict})"
    return head + f"stopped: {attempt.message or attempt.stop_reason or 'no reply'}"


class AttemptLine:
    """The parts of a loop `Attempt` that `attempt_line` needs, built from a progress event."""

    def __init__(self, number: int, outcome: str, failure: Failure | None) -> None:
        self.number, self.outcome, self.failure = number, outcome, failure
        self.message: str | None = None
        self.stop_reason: str | None = None
