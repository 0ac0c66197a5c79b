"""`pathfinder apply RULES [PATH ...]`: stream one record per input path (docs/cli.md).

A thin adapter: rules come from `loader.load_rules`, matching from
`ruleset.RuleSet.apply`, input from `pathlists.PathSource`, output from
`output.make_writer`. Everything streams, so memory stays constant for any
number of input paths.
"""
from __future__ import annotations

import argparse
import io
import itertools
import os
import stat
import sys
import tempfile
from typing import TYPE_CHECKING, Any, BinaryIO, Sequence

from pathfinder.engine.loader import load_rules
from pathfinder.engine.ruleset import RuleSet
from pathfinder.engine.sql.inventory import inventory_kind
from pathfinder.engine.timebox import PATH_LIMIT_TEXT
from pathfinder.engine.writers import make_writer
from pathfinder.errors import PathfinderError, RuleError, UsageError
from pathfinder.fs.atomic import FROM_UMASK, AtomicFile
from pathfinder.fs.pathlists import PathSource, iter_lines
from pathfinder.fs.settings import load_settings

if TYPE_CHECKING:  # DuckDB and sqlglot load only when the DuckDB engine runs (start-up)
    from pathfinder.engine.sql.duckdb_engine import DuckdbEngine

DESCRIPTION = """\
Apply the rules in RULES (a rule file or a folder of rule files) to paths and
write one record per input path, in input order. Paths come from PATH
arguments, from --paths-from FILE ('-' for stdin), or from stdin when no PATH
is given and stdin is piped; one path per line, blank lines skipped."""

EPILOG = """\
JSONL record: {"path": ..., "rule": name|null, "tag": tag|null,
"status": "complete"|"partial"|"unmatched", "fields": {...}}.
CSV columns: path, rule, tag, status, then each rule's fields (rules in load
order); Parquet holds the same columns. --paths-from also reads Parquet and CSV
inventories (*.parquet, *.csv; --column names the path column). Exit codes:
0 ok (also for empty input), 1 a rule file failed to load (without
--keep-going) or none loaded, or --engine duckdb with rules SQL cannot run,
2 usage (missing RULES, a folder without rule files, a missing paths list or
inventory column, a file that is not Parquet, no paths on a terminal).
Example: find /data -type f | pathfinder apply rules/ --format csv > meta.csv"""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "apply",
        help="apply rules to paths, one JSONL/CSV record per path",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("rules", metavar="RULES", help="rule file (.yaml/.yml/.py) or folder of rule files")
    # default=[]: argparse lists a `*` positional without a default as required ("required: RULES, PATH")
    parser.add_argument("paths", metavar="PATH", nargs="*", default=[], help="paths to apply the rules to")
    parser.add_argument(
        "--paths-from", metavar="FILE", help="read paths from FILE, one per line ('-' = stdin)"
    )
    parser.add_argument(
        "--root", metavar="DIR", help="root the paths were listed under (for rel_path fields)"
    )
    parser.add_argument(
        "--format", choices=("jsonl", "csv", "parquet"), default="jsonl",
        help="output format (default: jsonl; parquet needs --output)",
    )
    parser.add_argument(
        "--engine", choices=("auto", "python", "duckdb"), default="auto",
        help="auto (default): DuckDB when every rule compiles to SQL, except a list file too short to win back "
             "its start (under 6 MiB + 640 KiB per rule) or a pipe with over 100 rules, else Python; "
             "same output either way",
    )
    parser.add_argument(
        "--column", metavar="NAME",
        help="path column of a Parquet/CSV inventory given to --paths-from (default: key)",
    )
    parser.add_argument(
        "--keep-going",
        action="store_true",
        help="skip rule files that fail to load (with a warning) instead of exiting 1",
    )
    parser.add_argument(
        "--output", "-o", metavar="FILE", help="write records to FILE instead of stdout"
    )
    parser.set_defaults(func=run)
    _collect_interleaved_paths(parser)


def _collect_interleaved_paths(parser: argparse.ArgumentParser) -> None:
    """Let PATHs follow options (`apply RULES --keep-going p1 p2`).

    argparse fills `PATH ...` once, at its first chance, so paths after an option
    come back as "unrecognized". This wraps this parser's `parse_known_args`
    (which the subcommand dispatcher calls) to append such leftovers to `paths`,
    in order; leftovers that look like options stay errors.
    """
    plain = argparse.ArgumentParser.parse_known_args

    def parse_known_args(args: Any = None, namespace: Any = None) -> Any:
        ns, extras = plain(parser, args, namespace)
        keep = [e for e in extras if e.startswith("-") and e != "-"]
        more = [e for e in extras if not (e.startswith("-") and e != "-")]
        if more:
            ns.paths = [*(getattr(ns, "paths", None) or []), *more]
        return ns, keep

    parser.parse_known_args = parse_known_args  # type: ignore[method-assign]


def warn(message: str) -> None:
    print(f"pathfinder: warning: {message}", file=sys.stderr, flush=True)


def load_rule_set(rules_arg: str, keep_going: bool) -> list[Any]:
    """Load RULES; broken files raise (exit 1) or, with keep_going, are skipped with a warning."""
    if not os.path.exists(rules_arg):
        raise UsageError(
            f"rules {rules_arg} not found", hint="give a rule file or a folder of rule files"
        )
    errors: list[PathfinderError] = []
    rules = list(load_rules(rules_arg, keep_going=keep_going, errors=errors))
    for err in errors:
        warn(f"skipping {err.one_line() if isinstance(err, PathfinderError) else err}")
    if not rules:
        if errors:
            raise RuleError(
                f"no rule in {rules_arg} could be loaded ({len(errors)} failed)",
                source=None,
                hint="fix the rule files named above",
            )
        raise UsageError(
            f"no rule files in {rules_arg}", hint="expected <name>.yaml, <name>.yml or <name>.py files"
        )
    return rules


def _binary_stdout() -> BinaryIO:
    stdout = sys.stdout
    if stdout is None:  # started with stdout closed (`>&-`)
        raise UsageError("standard output is closed", hint="use --output FILE")
    stdout.flush()
    buffer = getattr(stdout, "buffer", None)
    if buffer is not None:
        return buffer
    return _TextAsBinary(stdout)


class _TextAsBinary:
    """Binary facade over a text stream without `.buffer` (e.g. an io.StringIO)."""

    def __init__(self, text: Any) -> None:
        self._text = text

    def write(self, data: bytes) -> int:
        self._text.write(data.decode("utf-8", "surrogateescape"))
        return len(data)

    def flush(self) -> None:
        self._text.flush()


def run(args: argparse.Namespace) -> int:
    if args.format == "parquet" and not args.output:
        raise UsageError("--format parquet needs --output FILE", hint="Parquet is not written to a terminal or pipe")
    inventory = inventory_kind(args.paths_from) if args.paths_from not in (None, "-") else None
    if args.column and not inventory:
        raise UsageError("--column is for Parquet or CSV inventories",
                         hint="give --paths-from FILE.parquet or FILE.csv")
    rules = load_rule_set(args.rules, args.keep_going)
    set_sandbox_timeout(rules)
    ruleset = RuleSet(rules)
    if inventory:
        from pathfinder.engine.sql.duckdb_engine import inventory_source  # DuckDB reads inventories
    paths_from = None if inventory else args.paths_from
    with PathSource(args.paths, paths_from, warn=warn, use_stdin_if_empty=not inventory) as source:
        target = args.output or "standard output"
        plan = Plan(rules, ruleset, source, args.root, args.engine,
                    inventory_source(args.paths_from, args.column) if inventory else None)
        try:
            if args.output:
                _write_file(args.output, args.format, plan)
            else:
                _write(_binary_stdout(), args.format, plan)
        except BrokenPipeError:
            raise  # `| head`: the dispatcher ends quietly
        except OSError as exc:  # disk full, I/O error: one line, not a traceback
            raise UsageError(
                f"cannot write {target}: {exc.strerror or exc}", hint="check free space and permissions"
            ) from None
    _report_contained(rules)
    _report_timeouts(ruleset)
    return 0


def _report_timeouts(ruleset: Any) -> None:
    """Exit 1 when matching hit the per-path CPU limit (engine/timebox.py) on some paths: their
    records are written (partial for the rule whose glob matched) and named here."""
    if not ruleset.timeouts:
        return
    path, rule = ruleset.first_timeout
    raise RuleError(
        f"matching took over {PATH_LIMIT_TEXT} of CPU on {ruleset.timeouts} path(s); their records are "
        f"partial; first: {path[:200]!r} (rule {rule})",
        error_type="TIMEOUT",
        hint="a pattern of that rule backtracks too much: simplify it (see 'Patterns' in docs/rule-language.md)",
    )


def set_sandbox_timeout(rules: list[Any]) -> None:
    """Python rules get the `sandbox_timeout` and `sandbox_isolation` settings (environment or the
    config file; 5 s and `auto` by default), like `validate`, `generate` and the wizard. Settings are read only when
    a Python rule is loaded: YAML-only runs never touch the config file."""
    python_rules = [r for r in rules if r.kind == "python" and r.options is None]
    if not python_rules:
        return
    # with the Python rule itself, as engine/loader.py loads it: YAML-only runs (apply, coverage)
    # skip the policy and the sandbox client (~15 ms of start-up)
    from pathfinder.engine.python.pyrule import APPLY_PER_PATH_S
    from pathfinder.engine.python.sandbox_client import SandboxOptions

    settings = load_settings({}, os.environ)
    for rule in python_rules:
        rule.options = SandboxOptions(timeout_s=float(settings.sandbox_timeout), per_path_s=APPLY_PER_PATH_S,
                                      isolation=settings.sandbox_isolation)


def _report_contained(rules: list[Any]) -> None:
    """Exit 1 when the sandbox had to stop a Python extractor, or its extract() failed on every path
    it matched (the records are written as partial either way)."""
    for rule in rules:
        count = getattr(rule, "stopped_count", 0)
        if count:
            raise RuleError(
                f"the sandbox stopped the extractor of rule {rule.name} on {count} path(s); "
                f"their records are partial; first: {rule.first_stop}",
                error_type="RUNTIME_ERROR",
                source=rule.source,
                hint="fix or remove the extractor; check it with 'pathfinder validate'",
            )
        run, failed = getattr(rule, "run_count", 0), getattr(rule, "failed_count", 0)
        if run and failed == run:
            raise RuleError(
                f"extract() of rule {rule.name} failed on every path it matched ({run}); "
                f"their records are partial; first: {rule.first_failure}",
                error_type="RUNTIME_ERROR",
                source=rule.source,
                hint="fix the extractor; check it with 'pathfinder validate'",
            )


class Plan:
    """What `apply` runs: rules, where the paths come from, and the engine chosen for them."""

    def __init__(self, rules: list[Any], ruleset: Any, source: PathSource, root: str | None,
                 engine: str, inventory: tuple[Any, str] | None) -> None:
        self.rules = rules
        self.ruleset = ruleset
        self.source = source
        self.root = root
        self.engine = engine
        self.inventory = inventory

    def duckdb(self, fmt: str, interactive: bool) -> DuckdbEngine | None:
        """The DuckDB engine for `fmt`, or None for the Python engine (auto says why once on stderr)."""
        if self.engine == "python" or (self.engine == "auto" and interactive):
            return None  # a terminal watching: Python writes each record as its path arrives
        python = [r.name for r in self.rules if r.kind != "yaml"]
        if python:  # extractors run in the sandbox, which the Python engine drives (docs/scale.md)
            if self.engine == "duckdb":
                raise RuleError(f"--engine duckdb cannot run Python extractors: {', '.join(python)}",
                                hint="use --engine python, or auto, which runs them with the Python engine")
            return None
        from pathfinder.engine.sql.compiler import NotExpressible, compile_rules  # sqlglot loads only here

        try:
            if self.engine == "auto" and self.inventory is None and not duckdb_pays(self.rules, list_bytes(self.source)):
                # same bytes either way; the Python engine is the faster one for so short a list
                # (docs/scale.md); compiled all the same, to say so when a rule cannot run in SQL
                compile_rules(self.rules, "duckdb", guards="flag")
                return None
            from pathfinder.engine.sql import duckdb_engine  # DuckDB loads only when it runs

            return duckdb_engine.DuckdbEngine(self.rules, fmt, self.root)
        except NotExpressible as exc:
            if self.engine == "duckdb":
                raise
            note(f"using the Python engine: {exc.one_line()}")
        return None

    def write(self, writer: Any, engine: DuckdbEngine | None) -> int:
        source = self.source
        if engine is not None and self.inventory is None:
            engine.run_text(writer, source.arguments, source.stream, source.source, warn, iter_lines)
        elif engine is not None:
            if source.arguments:
                writer.write_all(self.ruleset.apply(source.arguments, root=self.root))
            engine.run_inventory(writer, *self.inventory)  # type: ignore[misc]
        else:
            paths: Any = source
            if self.inventory is not None:
                from pathfinder.engine.sql.duckdb_engine import inventory_paths  # an inventory is read by DuckDB

                paths = itertools.chain(source, inventory_paths(*self.inventory))
            records = self.ruleset.apply(paths, root=self.root)
            try:
                return writer.write_all(records)
            finally:
                records.close()
        writer.flush()
        return writer.count


#: Under `auto`, DuckDB runs every rule set that compiles (docs/scale.md): per path it costs less than the
#: Python engine for 1 to 100 rules and up to 30 fields (docs/scale.md). What it costs more is its start
#: (DuckDB and sqlglot imported, the query compiled and prepared on each worker: ~0.5 s, plus ~35 ms
#: per rule), so a list file too short to win that back runs in Python. Break-even measured on the
#: shared 2-core machine: 1 rule ~100k paths (5 MB), 40 rules ~500k (27 MB).
AUTO_MIN_LIST_BYTES = 6 << 20
AUTO_LIST_BYTES_PER_RULE = 640 << 10
#: A pipe's length is unknown: DuckDB for up to this many rules, whose start (~2.6 s at 100 rules on the
#: shared machine; 1,000 rules took 34 s for one path) a long list wins back; more rules run in Python.
AUTO_PIPE_MAX_RULES = 100


def list_bytes(source: Any) -> int | None:
    """Bytes of paths to read when known: a list that is a regular file (also stdin redirected from
    one), or the PATH arguments alone; None for a pipe (its length is unknown)."""
    stream = source.stream
    if stream is None:
        return sum(len(a) + 1 for a in source.arguments)
    try:
        info = os.fstat(stream.fileno())
    except (OSError, AttributeError, ValueError, io.UnsupportedOperation):
        return None
    return info.st_size if stat.S_ISREG(info.st_mode) else None


def duckdb_pays(rules: Sequence[Any], size: int | None) -> bool:
    """Whether `auto` should run these (compilable) rules in DuckDB: unless the list is known to be
    too short to win back DuckDB's start for this many rules, or is a pipe and the rules too many."""
    if size is None:
        return len(rules) <= AUTO_PIPE_MAX_RULES
    return size >= AUTO_MIN_LIST_BYTES + AUTO_LIST_BYTES_PER_RULE * len(rules)


def note(message: str) -> None:
    print(f"pathfinder: note: {message}", file=sys.stderr, flush=True)


def _interactive(out: Any) -> bool:
    try:
        return bool(out.isatty())
    except (AttributeError, ValueError, OSError):
        return False


def _write(out: BinaryIO, fmt: str, plan: Plan) -> int:
    interactive = _interactive(out)
    writer = make_writer(fmt, out, plan.rules, interactive=interactive)
    return plan.write(writer, plan.duckdb(fmt, interactive))


def _write_parquet(out_path: str, plan: Plan) -> None:
    """Parquet: the CSV the engine writes, typed and converted by DuckDB (same columns and values)."""
    folder = os.path.dirname(out_path)
    fd, tmp_csv = tempfile.mkstemp(prefix=".pathfinder-", suffix=".csv", dir=folder)
    try:
        with os.fdopen(fd, "wb", buffering=1 << 16) as out:
            writer = make_writer("csv", out, plan.rules)
            plan.write(writer, plan.duckdb("csv", False))
            columns = list(getattr(writer, "columns", []))
        from pathfinder.engine.sql.duckdb_engine import csv_to_parquet  # DuckDB writes Parquet

        for name in csv_to_parquet(tmp_csv, out_path, plan.rules, columns):
            warn(f"field {name}: an integer does not fit in 64 bits, so the Parquet column is text")
    finally:
        try:
            os.unlink(tmp_csv)
        except OSError:
            pass


def _write_file(target: str, fmt: str, plan: Plan) -> None:
    """Write to a temporary file beside `target`, renamed only when complete.

    Targets that exist but are not regular files (`/dev/stdout`, a FIFO, a
    device) are written directly: renaming over them would replace them.
    """
    if os.path.exists(target) and not os.path.isfile(target):
        if os.path.isdir(target):
            raise UsageError(f"cannot write {target}: it is a folder", hint="give a file name")
        if fmt == "parquet":
            raise UsageError(f"cannot write Parquet to {target}: it is not a regular file", hint="give a file name")
        with open(target, "wb", buffering=1 << 16) as out:
            _write(out, fmt, plan)
        return
    target = os.path.realpath(target)  # through symlinks: replace the file, keep the link
    folder = os.path.dirname(target)
    if not os.path.isdir(folder):
        raise UsageError(f"cannot write {target}: folder {folder} does not exist")
    try:
        # the usual mode of a new file (umask), not fsynced: the output can be made again
        writer = AtomicFile(target, mode=FROM_UMASK, buffering=1 << 16, prefix=".pathfinder-")
    except OSError as exc:
        raise UsageError(f"cannot write {target}: {exc.strerror or exc}") from None
    try:
        if fmt == "parquet":
            writer.stream.close()  # DuckDB writes the file itself, by its name
            _write_parquet(str(writer.tmp), plan)
        else:
            _write(writer.stream, fmt, plan)
            writer.stream.flush()
    except BaseException:
        writer.discard()
        raise
    try:
        writer.commit()
    except OSError as exc:
        writer.discard()
        raise UsageError(f"cannot write {target}: {exc.strerror or exc}") from None
