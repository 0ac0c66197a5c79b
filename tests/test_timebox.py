"""The per-path CPU bound (engine/timebox.py): a slow pattern that got past the static check is
reported per path by apply and tier 3, not hung on."""
from __future__ import annotations

import re
import time

import pytest

from pathfinder.engine.rule import FieldSpec, Rule
from pathfinder.engine.ruleset import MAX_TIMEOUTS_PER_RULE, RuleSet
from pathfinder.engine.timebox import PatternClock, PatternTimeout
from pathfinder.validation.semantic import tier3_semantic

SLOW = r"^(a+)+$"  # refused by engine/patterns.py; built here through the API, which skips the check


def slow_rule(name: str = "slow", glob: str = "*.txt") -> Rule:
    spec = FieldSpec(name="v", source="filename", index=-1, pattern=SLOW, regex=re.compile(SLOW))
    return Rule(name, glob, [spec], tag="t")


HOSTILE = "a" * 40 + "!.txt"  # 2^40 ways to fail


def test_apply_writes_one_record_per_path_and_counts_the_slow_ones():
    rules = RuleSet([slow_rule(), Rule("other", "*.csv")])
    paths = [f"/d/{i}/{HOSTILE}" for i in range(MAX_TIMEOUTS_PER_RULE + 2)] + ["/d/x.csv", "/d/aaa.txt"]
    start = time.process_time()
    records = list(rules.apply(paths))
    assert time.process_time() - start < 15  # CPU: about one second per slow path, three of them
    assert [r["path"] for r in records] == paths
    assert [r["status"] for r in records[:-2]] == ["partial"] * (MAX_TIMEOUTS_PER_RULE + 2)
    assert records[-2]["rule"] == "other" and records[-1]["rule"] == "slow"
    # after MAX_TIMEOUTS_PER_RULE the rule's patterns stop running: later paths cost nothing
    assert rules.timeouts == MAX_TIMEOUTS_PER_RULE
    assert rules.first_timeout == (paths[0], "slow")


def test_the_single_rule_fast_loop_is_bounded_too():
    rules = RuleSet([slow_rule()])
    records = list(rules.apply([HOSTILE, "x.csv"]))
    assert [r["status"] for r in records] == ["partial", "unmatched"] and rules.timeouts == 1


def test_fast_rules_never_time_out():
    rules = RuleSet([Rule("ok", "*.txt", [FieldSpec(name="v", source="filename", index=-1, pattern="^(a+)!",
                                                    regex=re.compile("^(a+)!"))])])
    records = list(rules.apply([HOSTILE] * 2000))
    assert rules.timeouts == 0 and records[0]["fields"] == {"v": "a" * 40}


def test_tier3_fails_with_timeout_and_names_the_samples():
    result = tier3_semantic(slow_rule(), [HOSTILE, "aaa.txt"])
    assert result.tier == 3 and result.error_type == "TIMEOUT"
    assert HOSTILE in result.message and "Patterns" in result.message


def test_the_clock_only_interrupts_rule_code():
    def busy() -> int:  # not rule code: left alone however long it runs
        total = 0
        end = time.process_time() + 1.5
        while time.process_time() < end:
            total += 1
        return total

    with PatternClock():
        assert busy() > 0
        with PatternClock():  # re-entrant: the inner one does nothing
            pass
    with pytest.raises(PatternTimeout), PatternClock():
        slow_rule().evaluate(HOSTILE)
