"""Retry budget arithmetic (docs/architecture.md): total + per-tier caps, strict mode, limits."""
from __future__ import annotations

import pytest

from pathfinder.generation.budget import RetryBudget
from pathfinder.errors import ConfigError


def calls_for(failing_tiers: list[int], budget: RetryBudget) -> int:
    """Simulate the loop: each call fails at the next tier; retry while the budget allows."""
    calls = 0
    for tier in failing_tiers:
        calls += 1
        if not budget.can_retry(tier):
            return calls
        budget.consume(tier)
    return calls


def test_defaults() -> None:
    b = RetryBudget()
    assert b.total == 3 and dict(b.caps) == {1: 2, 2: 2, 3: 1}
    assert b.max_calls == 4
    assert b.describe() == "3 retries left (syntax 2, schema 2, semantic 1)"


def test_two_semantic_failures_stop_after_two_calls() -> None:
    assert calls_for([3, 3, 3, 3], RetryBudget()) == 2


def test_syntax_schema_syntax_schema_stops_after_four() -> None:
    b = RetryBudget()
    assert calls_for([1, 2, 1, 2, 1], b) == 4
    assert b.remaining == 0


def test_three_syntax_failures_stop_after_three() -> None:
    assert calls_for([1, 1, 1, 1], RetryBudget()) == 3


def test_strict_zero_makes_one_call() -> None:
    b = RetryBudget(total=0)
    assert b.strict and b.max_calls == 1
    assert calls_for([1, 1], b) == 1
    assert not any(b.can_retry(t) for t in (1, 2, 3))


def test_total_limits_before_caps() -> None:
    b = RetryBudget(total=1)
    assert b.max_calls == 2
    assert calls_for([2, 1, 1], b) == 2


def test_caps_limit_max_calls() -> None:
    b = RetryBudget(total=5, caps={1: 0, 2: 1, 3: 0})
    assert b.max_calls == 2
    assert not b.can_retry(1)
    assert b.can_retry(2)


def test_consume_without_room_raises() -> None:
    b = RetryBudget(total=1)
    b.consume(3)
    with pytest.raises(ValueError):
        b.consume(1)


def test_fresh_restores_full_budget_and_keeps_limits() -> None:
    b = RetryBudget(total=4, caps={1: 3})
    b.consume(1)
    b.consume(1)
    f = b.fresh()
    assert f.remaining == 4 and f.remaining_for(1) == 3
    assert b.remaining == 2  # the old one is untouched


def test_for_hint_is_one_attempt_plus_one_retry() -> None:
    b = RetryBudget()
    for t in (1, 2, 3):
        b.consume(t)
    h = b.for_hint()
    assert h.max_calls == 2
    assert all(h.can_retry(t) for t in (1, 2, 3))
    h.consume(3)
    assert not h.can_retry(1)
    assert RetryBudget(total=0).for_hint().max_calls == 1


@pytest.mark.parametrize("total", [-1, 6, "x", 2.5])
def test_total_out_of_range_is_config_error(total: object) -> None:
    with pytest.raises(ConfigError) as exc:
        RetryBudget(total=total)  # type: ignore[arg-type]
    assert "0 to 5" in exc.value.one_line()


def test_cap_out_of_range_and_unknown_tier() -> None:
    with pytest.raises(ConfigError, match="semantic"):
        RetryBudget(caps={3: 9})
    with pytest.raises(ConfigError, match="unknown validation tier"):
        RetryBudget(caps={7: 1})


def test_caps_by_name_and_string_numbers() -> None:
    b = RetryBudget(total="2", caps={"syntax": "1", "semantic": 0})  # type: ignore[arg-type]
    assert b.total == 2 and b.caps == {1: 1, 2: 2, 3: 0}
