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


def assert_stays_literal(folder: str, sibling: str) -> None:
    """Samples from one `folder` give a glob that leaves its `sibling` out and still takes the folder."""
    samples = [f"work/{folder}/{cond}/out_{n:03d}.dat" for cond, n in
               (("a", 1), ("a", 2), ("b", 3), ("b", 17), ("a", 25), ("b", 40))]
    a, rule = rule_of(samples)
    assert record(rule, f"work/{sibling}/a/out_001.dat") is None, a.glob
    assert record(rule, f"work/{folder}/a/out_001.dat") is not None


def assert_reads_kind_and_leaves_neighbours(samples: Sequence[str], neighbours: Sequence[str],
                                            unseen: Sequence[str]) -> None:
    """The draft from `samples` reads them and the kind's `unseen` files completely, and takes no neighbour."""
    a, rule = rule_of(samples)
    for path in [*samples, *unseen]:
        got = record(rule, path)
        assert got is not None and got[0] == "complete", (a.glob, path, got)
    for path in neighbours:
        assert record(rule, path) is None, (a.glob, path)


def assert_analyses_every_sample(samples: Sequence[str]) -> None:
    """A hang guard, not a stopwatch (bench/ measures speed): `samples` analysed, every distinct one counted."""
    a = analyse(samples)
    assert a.glob and a.sample_count == len(set(samples)), (a.glob, a.sample_count)
