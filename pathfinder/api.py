"""The public Python API of SPEC §8: `load_rule`, `load_rules`, `apply`.

    import pathfinder
    rule = pathfinder.load_rule("rules/mission_readings.yaml")
    rule.extract("/data/mission_042/2024-01-15/readings.csv")
    for record in pathfinder.apply("rules/", open("paths.txt").read().split("\\n")):
        ...
"""
from __future__ import annotations

import itertools
import os
from typing import Any, Iterable, Iterator

from pathfinder.engine.loader import load_rule, load_rules
from pathfinder.engine.ruleset import RuleSet

__all__ = ["apply", "load_rule", "load_rules", "RuleSet"]


def apply(rules: Any, paths: Iterable[str] | str, root: str | None = None) -> Iterator[dict[str, Any]]:
    """Records (dicts) for `paths`, in order: `rules` is a list, a RuleSet, a Rule or a file/folder.

    A single string for `paths` is one path, not an iterable of characters.
    """
    if isinstance(rules, RuleSet):
        ruleset = rules
    elif isinstance(rules, (str, os.PathLike)):
        ruleset = RuleSet(load_rules(rules))
    elif hasattr(rules, "glob") and hasattr(rules, "name"):
        ruleset = RuleSet([rules])
    else:
        ruleset = RuleSet(rules)
    if isinstance(paths, (str, os.PathLike)):
        paths = [os.fspath(paths)]
    return ruleset.apply(_as_strings(paths), root=None if root is None else os.fspath(root))


def _as_strings(paths: Iterable[Any]) -> Iterable[str]:
    """Accept `pathlib` paths too; a list of plain strings passes through untouched (no per-path cost)."""
    it = iter(paths)
    for first in it:
        if isinstance(first, str):
            return itertools.chain((first,), it)
        return (os.fspath(p) for p in itertools.chain((first,), it))
    return ()
