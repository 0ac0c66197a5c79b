"""Rules applied to a Spark DataFrame column: the compiled Spark SQL over a temporary view (docs/scale.md).

pyspark is the optional extra `pathfinder[spark]`; without it the helpers say
so in one line instead of failing on an import.
"""
from __future__ import annotations

import importlib.util
import uuid
from typing import Any, Sequence

from pathfinder.engine.sql.compiler import to_sql, yaml_rules_only
from pathfinder.errors import UsageError

SPARK_EXTRA = "pip install 'pathfinder[spark]'"


def require_pyspark() -> None:
    """Raise a one-line `UsageError` naming the extra when pyspark is not installed."""
    if importlib.util.find_spec("pyspark") is None:
        raise UsageError("pyspark is not installed", hint=f"install the Spark extra: {SPARK_EXTRA}")


def apply_to_dataframe(df: Any, rules: Sequence[Any], column: str = "path", *, root: str | None = None,
                       skip_python: bool = False) -> Any:
    """A DataFrame with `apply --format csv`'s columns for every row of `df[column]`, in Spark."""
    require_pyspark()
    if column not in df.columns:  # else Spark logs its whole query plan before raising
        raise UsageError(f"the DataFrame has no column {column!r} (columns: {', '.join(df.columns)})",
                         hint="name the path column with column=...")
    kept = yaml_rules_only(rules, skip_python=skip_python)
    view = f"pathfinder_paths_{uuid.uuid4().hex}"
    df.createOrReplaceTempView(view)
    return df.sparkSession.sql(to_sql(kept, "spark", root=root, table=view, column=column, pretty=False))
