"""The public Python API (docs/cli.md, "Python API"): `load_rule`, `load_rules`, `apply`, `sql`, `apply_to_spark`.

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

__all__ = ["apply", "apply_to_spark", "load_rule", "load_rules", "sql", "RuleSet"]


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


def _rule_list(rules: Any) -> list[Any]:
    if isinstance(rules, RuleSet):
        return list(rules.rules)
    if isinstance(rules, (str, os.PathLike)):
        return list(load_rules(rules))
    if hasattr(rules, "glob") and hasattr(rules, "name"):
        return [rules]
    return list(rules)


def sql(rules: Any, dialect: str = "duckdb", *, root: str | None = None, table: str = "paths",
        column: str = "path", skip_python: bool = False) -> str:
    """One SELECT over `table`.`column` giving `apply --format csv`'s columns (docs/scale.md).

    `rules` is a file/folder, a Rule, a list or a RuleSet; Python extractors are
    refused by name unless `skip_python` leaves them out.
    """
    from pathfinder.engine.sql.compiler import to_sql, yaml_rules_only  # sqlglot only for SQL users

    kept = yaml_rules_only(_rule_list(rules), skip_python=skip_python)
    return to_sql(kept, dialect, root=root, table=table, column=column)


def apply_to_spark(df: Any, rules: Any, column: str = "path", *, root: str | None = None,
                   skip_python: bool = False) -> Any:
    """The rules applied to a Spark DataFrame column: a DataFrame with `sql`'s columns (needs `pathfinder[spark]`)."""
    from pathfinder.engine.sql.spark import apply_to_dataframe  # sqlglot, and pyspark (an extra), only for Spark users

    return apply_to_dataframe(df, _rule_list(rules), column, root=root, skip_python=skip_python)


def _as_strings(paths: Iterable[Any]) -> Iterable[str]:
    """Accept `pathlib` paths too; a list of plain strings passes through untouched (no per-path cost)."""
    it = iter(paths)
    for first in it:
        if isinstance(first, str):
            return itertools.chain((first,), it)
        return (os.fspath(p) for p in itertools.chain((first,), it))
    return ()
