"""SQL dialects rules can compile to, and the few ways they differ (docs/scale.md).

Only engines whose regexes are RE2 (DuckDB, BigQuery), Java (Spark, Databricks)
or Joni (Trino, Presto, Athena) are offered: the portable pattern syntax
written by `pathfinder.engine.sql.regex` means the same in all three.
"""
from __future__ import annotations

from dataclasses import dataclass

from pathfinder.errors import UsageError


@dataclass(frozen=True)
class Dialect:
    """What the compiler needs to know about one sqlglot dialect."""

    name: str  # sqlglot's name
    fail_function: str | None  # a function that stops the query with a message
    executed_in_ci: bool  # the test suite runs the generated SQL (else: generated and parsed back)


DIALECTS: dict[str, Dialect] = {
    d.name: d
    for d in (
        Dialect("duckdb", "error", True),
        Dialect("spark", "raise_error", True),
        Dialect("databricks", "raise_error", False),
        Dialect("trino", "fail", False),
        Dialect("presto", "fail", False),
        Dialect("athena", "fail", False),
        Dialect("bigquery", "error", False),
    )
}


def get_dialect(name: str) -> Dialect:
    """The dialect called `name`, or a usage error listing those known."""
    found = DIALECTS.get(name.lower())
    if found is None:
        raise UsageError(
            f"unknown SQL dialect {name!r}",
            hint="choose one of " + ", ".join(DIALECTS),
        )
    return found
