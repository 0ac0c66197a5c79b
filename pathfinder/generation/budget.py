"""The retry budget of one generation (docs/architecture.md).

A generation may retry at most `total` times (default 3, so at most 4 model
calls), and each validation tier has its own cap (syntax 2, schema 2,
semantic 1) so a model that keeps failing the same way cannot burn the whole
budget on one kind of mistake. A failure at tier T is retried only when both
the total and T's cap have room. All limits are configurable 0–5; a total of
0 is strict mode: one call, no retry.

One `RetryBudget` object belongs to one generation (it is mutable: `consume`
counts down). `fresh()` gives the full budget again (`r` in the wizard);
`for_hint()` gives the hint-after-error budget: one new attempt plus one retry.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from pathfinder.errors import ConfigError
from pathfinder.validation.result import TIER_NAMES

DEFAULT_TOTAL = 3
DEFAULT_CAPS: Mapping[int, int] = {1: 2, 2: 2, 3: 1}
MAX_LIMIT = 5
TIERS = (1, 2, 3)


def _check_limit(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            value = int(str(value).strip())
        except ValueError:
            raise ConfigError(
                f"{what} must be a whole number from 0 to {MAX_LIMIT}, got {value!r}",
                hint="0 means strict: one call, no retry",
            ) from None
    if not 0 <= value <= MAX_LIMIT:
        raise ConfigError(
            f"{what} must be from 0 to {MAX_LIMIT}, got {value}",
            hint="0 means strict: one call, no retry",
        )
    return value


@dataclass
class RetryBudget:
    """Remaining retries: a total plus a cap per tier (1 syntax, 2 schema, 3 semantic)."""

    total: int = DEFAULT_TOTAL
    caps: Mapping[int, int] = field(default_factory=lambda: dict(DEFAULT_CAPS))
    used_total: int = 0
    used: dict[int, int] = field(default_factory=lambda: {t: 0 for t in TIERS})

    def __post_init__(self) -> None:
        self.total = _check_limit(self.total, "retry attempts (total)")
        caps = dict(DEFAULT_CAPS)
        for tier, cap in dict(self.caps).items():
            tier_no = _tier_number(tier)
            caps[tier_no] = _check_limit(cap, f"retry cap for the {TIER_NAMES[tier_no]} tier")
        self.caps = caps
        self.used = {t: int(self.used.get(t, 0)) for t in TIERS}

    # ------------------------------------------------------------- queries

    @property
    def max_calls(self) -> int:
        """The most model calls this budget allows (first call + possible retries)."""
        return 1 + min(self.total, sum(self.caps.values()))

    @property
    def remaining(self) -> int:
        return max(0, self.total - self.used_total)

    def remaining_for(self, tier: int) -> int:
        tier = _tier_number(tier)
        return max(0, min(self.caps[tier] - self.used[tier], self.remaining))

    def can_retry(self, tier: int) -> bool:
        """Is there room for one more retry after a failure at `tier`?"""
        return self.remaining_for(tier) > 0

    @property
    def strict(self) -> bool:
        return self.total == 0

    # ------------------------------------------------------------- changes

    def consume(self, tier: int) -> None:
        """Spend one retry on a failure at `tier`; raises ValueError when there is no room."""
        tier = _tier_number(tier)
        if not self.can_retry(tier):
            raise ValueError(f"no retry left for tier {tier}")
        self.used_total += 1
        self.used[tier] += 1

    def fresh(self) -> "RetryBudget":
        """The full budget again, same limits ('retry fresh' in the wizard)."""
        return RetryBudget(total=self.total, caps=dict(self.caps))

    def for_hint(self) -> "RetryBudget":
        """Hint after an exhausted generation: one new attempt plus one retry (any tier).

        Strict mode stays strict (one call, no retry).
        """
        allowed = min(1, self.total)
        return RetryBudget(total=allowed, caps={t: allowed for t in TIERS})

    def describe(self) -> str:
        """'3 retries left (syntax 2, schema 2, semantic 1)' for logs and the CLI."""
        parts = ", ".join(f"{TIER_NAMES[t]} {self.remaining_for(t)}" for t in TIERS)
        left = self.remaining
        return f"{left} retr{'y' if left == 1 else 'ies'} left ({parts})"


def _tier_number(tier: object) -> int:
    """Tiers may be given as 1/2/3 or 'syntax'/'schema'/'semantic' (config files)."""
    if isinstance(tier, str):
        word = tier.strip().lower()
        for number, name in TIER_NAMES.items():
            if word in (name, str(number)):
                return number
    elif isinstance(tier, int) and not isinstance(tier, bool) and tier in TIERS:
        return tier
    raise ConfigError(f"unknown validation tier {tier!r}", hint="use syntax, schema or semantic (1, 2, 3)")


__all__ = ["RetryBudget", "budget_for", "DEFAULT_TOTAL", "DEFAULT_CAPS", "MAX_LIMIT"]


def budget_for(settings: Any) -> RetryBudget:
    """A fresh budget with the configured limits (`Settings.retry_total`, `.retry_caps`)."""
    return RetryBudget(total=settings.retry_total, caps=settings.retry_caps)
