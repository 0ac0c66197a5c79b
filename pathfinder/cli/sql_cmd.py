"""`pathfinder sql RULES`: print one SELECT that applies the rules inside a SQL engine (docs/scale.md).

A thin adapter over `pathfinder.engine.sql.compiler.to_sql`; Python extractors
cannot run in SQL, so they are refused by name unless `--skip-python` leaves
them out (said on stderr).
"""
from __future__ import annotations

import argparse
import sys
from typing import Any

from pathfinder.cli.apply_cmd import load_rule_set, warn
from pathfinder.engine.paths import normalize
from pathfinder.engine.sql.dialects import DIALECTS
from pathfinder.errors import UsageError

DESCRIPTION = """\
Print one SQL SELECT that reads table --table (column --column) and returns,
for every row, the columns of 'apply --format csv': path, rule, tag, status,
then each rule's fields in load order, with the same values as 'apply'."""

EPILOG = f"""\
Dialects: {', '.join(DIALECTS)}. Exit codes: 0 ok, 1 a rule cannot be expressed
exactly in the dialect, a rule file failed to load, or the rules hold Python
extractors (without --skip-python), 2 usage (unknown dialect, RULES missing).
Example: pathfinder sql rules/ --dialect spark --table inventory --column key"""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "sql",
        help="print the rules as one SQL SELECT (DuckDB, Spark, Trino, ...)",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("rules", metavar="RULES", help="rule file or folder of rule files")
    parser.add_argument("--dialect", default="duckdb", help="SQL dialect (default: duckdb)")
    parser.add_argument("--table", default="paths", help="table holding the paths (default: paths)")
    parser.add_argument("--column", default="path", help="column holding the paths (default: path)")
    parser.add_argument("--root", metavar="DIR", help="absolute root the paths were listed under (rel_path)")
    parser.add_argument("--skip-python", action="store_true",
                        help="leave Python extractor rules out (named on stderr) instead of exiting 1")
    parser.add_argument("--keep-going", action="store_true", help="skip rule files that fail to load")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.root and not normalize(args.root).startswith("/"):
        raise UsageError(f"--root {args.root} is relative", hint="give the absolute folder the paths were listed under")
    rules = load_rule_set(args.rules, args.keep_going)
    from pathfinder.engine.sql.compiler import to_sql, yaml_rules_only  # sqlglot loads when a query is built

    kept = yaml_rules_only(rules, skip_python=args.skip_python, warn=warn)
    text = to_sql(kept, args.dialect, root=args.root, table=args.table, column=args.column)
    sys.stdout.write(text + ";\n")
    return 0
