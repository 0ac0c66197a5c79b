"""Which `--paths-from` files are inventories (Parquet, CSV) rather than path lists, by extension.

Its own light module: `apply` asks on every run, and must not import DuckDB to find out.
"""
from __future__ import annotations


def inventory_kind(name: str) -> str | None:
    """`parquet` or `csv` when a --paths-from file is an inventory (by its extension), else None."""
    lower = name.lower()
    if lower.endswith((".parquet", ".parq")):
        return "parquet"
    if lower.endswith((".csv", ".csv.gz")):
        return "csv"
    return None


__all__ = ["inventory_kind"]
