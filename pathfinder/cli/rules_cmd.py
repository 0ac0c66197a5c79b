"""`pathfinder rules [FOLDER]`: list saved rules (name, glob, fields, tag, priority, file, description).

Default folder is the configured rules folder (settings: `--rules-dir` >
`PATHFINDER_RULES_DIR` > config `rules_dir` > user data dir). Broken rule files
are reported on stderr and make the exit code 1, but never hide the good ones.
A one-rule file not named `<name>.yaml` is listed with a warning and marked
`(!= name)` (JSON: `file_matches_name: false`); it still loads.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Sequence

from pathfinder.cli.common import add_settings_options, settings_from_args, terminal_json, terminal_text
from pathfinder.engine.loader import file_name_mismatch, load_rules
from pathfinder.engine.writers import rule_field_names
from pathfinder.errors import EXIT_FAILED, EXIT_OK, PathfinderError, UsageError

COLUMNS = ("NAME", "GLOB", "FIELDS", "TAG", "PRIORITY", "FILE", "DESCRIPTION")
MAX_DESCRIPTION = 60  # characters of a description shown in the table (JSON has it whole)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "rules",
        help="list saved rules",
        description="List the rules in FOLDER (default: the configured rules folder): "
        "name, glob, fields, tag, priority, file and description.",
        epilog="Exit codes: 0 ok (also for an empty folder), 1 some rule file failed to load, "
        "2 folder missing.",
    )
    parser.add_argument(
        "folder", metavar="FOLDER", nargs="?", help="rules folder or rule file to list"
    )
    parser.add_argument(
        "--format", choices=("table", "json"), default="table", help="output format (default: table)"
    )
    _add_settings(parser)
    parser.set_defaults(func=run)


def _add_settings(parser: argparse.ArgumentParser) -> None:
    add_settings_options(parser)


def default_rules_dir(args: argparse.Namespace) -> tuple[str, str]:
    """The configured rules folder and where it came from ("default" = nobody chose it)."""
    settings = settings_from_args(args)
    return str(settings.rules_dir), settings.source_of("rules_dir")


def rule_row(rule: Any, folder: str) -> dict[str, Any]:
    """A listing entry for one rule; `file` is relative to the listed folder."""
    source = getattr(rule, "source", None)
    file = ""
    if source:
        source = str(source)
        try:
            file = os.path.relpath(source, folder) if os.path.isdir(folder) else os.path.basename(source)
        except ValueError:
            file = source
    kind = getattr(rule, "kind", None) or ("python" if file.lower().endswith(".py") else "yaml")
    return {
        "name": rule.name,
        "glob": rule.glob,
        "fields": rule_field_names(rule),
        "tag": getattr(rule, "tag", None),
        "priority": getattr(rule, "priority", 100),
        "description": getattr(rule, "description", None),
        "kind": kind,
        "file": file,
        # docs/rule-language.md: a rule is saved as <name>.yaml; a renamed file still loads, but is pointed out
        "file_matches_name": not (source and file_name_mismatch(source, rule)),
    }


def format_table(rows: Sequence[dict[str, Any]]) -> str:
    """Aligned plain-text table; empty cells shown as '-'."""
    cells = [list(COLUMNS)]
    for row in rows:
        cells.append(
            [
                row["name"],
                row["glob"],
                ", ".join(row["fields"]) or ("(python extract)" if row["kind"] == "python" else "-"),
                row["tag"] or "-",
                str(row["priority"]),
                (row["file"] or "-") + ("" if row.get("file_matches_name", True) else " (!= name)"),
                _short(row.get("description")) or "-",
            ]
        )
    cells = [[terminal_text(c) for c in r] for r in cells]  # a rule file's text is untrusted
    widths = [max(len(r[i]) for r in cells) for i in range(len(COLUMNS))]
    lines = []
    for r in cells:
        lines.append("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    return "\n".join(lines)


def _short(text: Any) -> str:
    """A description on one line, cut to MAX_DESCRIPTION characters."""
    if not text:
        return ""
    one = " ".join(str(text).split())
    return one if len(one) <= MAX_DESCRIPTION else one[: MAX_DESCRIPTION - 1] + "…"


def _empty_message(folder: str, fmt: str) -> str:
    if fmt == "json":
        return "[]"
    return f"No rules in {folder} yet; create one with 'pathfinder <sample paths>'."


def run(args: argparse.Namespace) -> int:
    source = "argument"
    folder = args.folder
    if not folder:
        folder, source = default_rules_dir(args)
    if not os.path.exists(folder):
        if source == "default":  # fresh install: nothing saved yet is not an error
            print(_empty_message(folder, args.format))
            return EXIT_OK
        how = "" if source == "argument" else f" (the configured rules folder, from {source})"
        raise UsageError(
            f"rules folder {folder}{how} not found",
            hint="give an existing folder, or save a rule first with 'pathfinder <sample paths>'",
        )
    if os.path.isdir(folder) and not os.access(folder, os.R_OK | os.X_OK):
        raise UsageError(f"rules folder {folder} is not readable")
    errors: list[Any] = []
    rules = list(load_rules(folder, keep_going=True, errors=errors))
    for err in errors:
        text = err.one_line() if isinstance(err, PathfinderError) else str(err)
        print(f"pathfinder: warning: {text}", file=sys.stderr)
    for rule in rules:
        source = getattr(rule, "source", None)
        mismatch = file_name_mismatch(source, rule) if source else None
        if mismatch:
            print(f"pathfinder: warning: {mismatch}", file=sys.stderr)
    rows = sorted((rule_row(r, folder) for r in rules), key=lambda r: (r["name"], r["file"]))
    if args.format == "json":
        print(terminal_json(json.dumps(rows, ensure_ascii=False, indent=2)))
    elif rows:
        print(format_table(rows))
    elif not errors:
        print(_empty_message(folder, "table"))
    return EXIT_FAILED if errors else EXIT_OK
