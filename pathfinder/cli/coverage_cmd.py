"""`pathfinder coverage RULES [PATH ...]`: what the saved rules cover, and the rest grouped into kinds.

A thin adapter over `analysis.coverage.measure_coverage` (docs/cli.md,
"coverage"). Exit 0 once the listing was read: an empty or missing rules
folder means no rules, and a rule file of a folder that fails to load is named
on stderr (as `apply --keep-going` does) and left out. A rule file named on its
own must load: measuring "no rules" instead would report a broken rule as
covering nothing.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Callable, Sequence

from pathfinder.analysis.coverage import Coverage, measure_coverage
from pathfinder.cli.apply_cmd import load_rule_set, set_sandbox_timeout, warn
from pathfinder.cli.common import counted
from pathfinder.cli.progress import progress_printer, stage
from pathfinder.engine.loader import load_rules
from pathfinder.errors import PathfinderError
from pathfinder.fs.tree import WalkReport, list_paths

DESCRIPTION = """\
Apply the rules in RULES (a rule file or a folder of rule files; an empty or
missing folder means no rules) to a listing and report what they cover: how
many paths each rule matched, and the paths no rule matched grouped into kinds,
largest first. Paths come from PATH arguments (a folder contributes every file
below it), from --paths-from FILE ('-' for stdin), or from piped stdin."""

EPILOG = """\
JSON: {"total": N, "matched": M, "rules": [{"name": ..., "count": ...}],
"unmatched": [{"structure": ..., "count": ..., "extensions": [...], "examples": [...]}]};
the unmatched counts add up with "matched" to "total". Exit codes: 0 the
report was written (also with no rules), 1 RULES is a rule file that does not
load, 2 usage (no paths, a missing list).
Example: pathfinder coverage rules/ --paths-from listing.txt --format json"""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "coverage",
        help="what the rules cover in a listing, and the uncovered kinds",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("rules", metavar="RULES", help="rule file or folder of rule files (missing: no rules)")
    parser.add_argument("paths", metavar="PATH", nargs="*", default=[], help="paths or folders to measure")
    parser.add_argument("--paths-from", metavar="FILE", help="read paths from FILE, one per line ('-' = stdin)")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="report format (default: text)")
    parser.set_defaults(func=run)


def load_saved_rules(target: str, warn: Callable[[str], None] = warn) -> list[Any]:
    """Rules of a file or folder; missing or empty means none; broken files are named and skipped."""
    if not os.path.exists(target):
        return []
    errors: list[PathfinderError] = []
    rules = list(load_rules(target, keep_going=True, errors=errors))
    for err in errors:
        warn(f"skipping {err.one_line() if isinstance(err, PathfinderError) else err}")
    set_sandbox_timeout(rules)
    return rules


def run(args: argparse.Namespace) -> int:
    if os.path.isfile(args.rules):
        rules = load_rule_set(args.rules, keep_going=False)
        set_sandbox_timeout(rules)
    else:
        rules = load_saved_rules(args.rules)
    report = WalkReport()
    progress = progress_printer(sys.stderr)
    paths = list_paths(args.paths, args.paths_from, report)
    result = measure_coverage(rules, paths, progress=stage(progress, "scanned"))
    progress("", -1)
    for folder in [p for p in args.paths if os.path.isdir(p)][:1]:
        note = report.note(folder if len(args.paths) == 1 else "folders")
        if note:
            print(f"note: {note}", file=sys.stderr)
    if not rules:
        print(f"note: no rules in {args.rules}: every path counts as uncovered", file=sys.stderr)
    if args.format == "json":
        sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render_text(result))
    return 0


def render_text(result: Coverage, examples: int = 1) -> str:
    """The coverage report as readable tables (no blank lines: it pastes as one block)."""
    lines = [f"{counted(result.total, 'path')}, {result.matched} matched ({_pct(result.matched, result.total)})"
             f" by {sum(1 for _, n in result.rules if n)} of {counted(len(result.rules), 'rule')}"
             + (f", {result.complete} complete" if result.matched else "")]
    if result.rules:
        width = max(len(n) for n, _ in result.rules)
        lines.append(f"  {'rule':<{width}}  {'paths':>8}")
        lines.extend(f"  {n:<{width}}  {c:>8}" for n, c in result.rules)
    unmatched = result.total - result.matched
    if result.unmatched:
        lines.append(f"uncovered: {counted(unmatched, 'path')} in {counted(len(result.unmatched), 'kind')}")
        lines.append(f"  {'paths':>8}  {'extensions':<16}  structure")
        for kind in result.unmatched:
            exts = _extensions(kind.extensions)
            lines.append(f"  {kind.count:>8}  {exts:<16}  {_printable(kind.structure)}")
            for ex in kind.examples[:examples]:
                lines.append(f"  {'':>8}  {'':<16}  e.g. {_printable(ex)}")
    elif result.total:
        lines.append("uncovered: none")
    return "\n".join(lines) + "\n"


def _extensions(extensions: Sequence[str], width: int = 16) -> str:
    """As many extensions as fit the column (at least one), `,...` when some are left out."""
    names = [e or "(none)" for e in extensions]
    shown: list[str] = []
    for i, name in enumerate(names):
        more = ",..." if i + 1 < len(names) else ""
        if shown and len(",".join([*shown, name]) + more) > width:
            return ",".join(shown) + ",..."
        shown.append(name)
    return ",".join(shown)


def _pct(n: int, total: int) -> str:
    return f"{100 * n / total:.1f}%" if total else "0%"


def _printable(text: str) -> str:
    """Control characters in file names must not drive the terminal."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


__all__ = ["register", "run", "render_text", "load_saved_rules"]
