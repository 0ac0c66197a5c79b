"""`pathfinder validate RULE_FILE --samples PATH ...|--paths-from FILE`: tiers 1–3 + preview.

The same three tiers the generation loop uses (`validation.pipeline.validate_draft`),
run on a rule file (YAML, or a `.py` extractor run in the sandbox) against
sample paths. Prints a preview table (one row per sample: path, each field,
status, problems) and the coverage line. Exit 0 when the rule passes, 1 with
one error line (tier, type, message, file:line) when it does not, 2 for usage
errors (missing rule file, no samples, bad option).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
from typing import Any, TextIO

from pathfinder.cli.common import (SETTINGS_DESTS, add_settings_options, coverage_fraction, sandbox_options,
                                   terminal_text)
from pathfinder.engine.loader import file_name_mismatch, read_rule_bytes
from pathfinder.engine.paths import make_relativizer, normalize
from pathfinder.engine.ruleset import RuleGroup
from pathfinder.errors import EXIT_FAILED, EXIT_OK, RuleError, UsageError
from pathfinder.fs.pathlists import read_paths
from pathfinder.fs.samples import collect_samples
from pathfinder.fs.settings import load_settings
from pathfinder.validation.fences import strip_fences
from pathfinder.validation.unicode_forms import describe, form_mismatches
from pathfinder.validation.result import TIER_NAMES, DraftKind, Failure, PreviewRow, Success

DESCRIPTION = """\
Check a rule file the way generated drafts are checked: tier 1 syntax (YAML or
Python parses; code fences are stripped), tier 2 schema (rule language, regexes,
Python policy), tier 3 semantic (the glob matches the samples, every field
extracts a value, types convert; Python extractors run in the sandbox).
Prints one row per sample with its fields and status, then the coverage.
"""
EPILOG = "Exit codes: 0 the rule passes, 1 it fails a tier, 2 usage (missing file, no samples), 3 configuration."

MAX_CELL = 40  # characters of a field value shown in the table


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "validate",
        help="check a rule file against sample paths (tiers 1-3) and preview what it extracts",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("rule_file", metavar="RULE_FILE", help="rule file: .yaml/.yml, or .py extractor")
    parser.add_argument(
        "--samples",
        metavar="PATH",
        nargs="+",
        default=[],
        help="sample paths (need not exist on this machine); a folder contributes the files below it",
    )
    parser.add_argument(
        "--paths-from", metavar="FILE", help="read sample paths from FILE, one per line ('-' for stdin)"
    )
    parser.add_argument(
        "--root",
        metavar="DIR",
        help="root the other sample paths were listed under, for rel_path fields (as in apply; "
        "the files of a folder given to --samples are relative to that folder)",
    )
    parser.add_argument(
        "--min-coverage",
        metavar="X",
        type=coverage_fraction,
        default=None,
        help="share of samples the glob must match, above 0 up to 1, or a percentage "
        "(default: config min_coverage, else 1.0: all)",
    )
    parser.add_argument("--format", choices=("text", "json"), default="text", help="output format (default text)")
    add_settings_options(parser)
    parser.set_defaults(func=run)


def _settings(args: argparse.Namespace) -> Any:
    """Settings as the wizard and `generate` see them (config min_coverage, sandbox_timeout)."""
    cli = {k: getattr(args, k, None) for k in SETTINGS_DESTS if getattr(args, k, None) is not None}
    return load_settings(cli, os.environ)


def _kind_for(path: str) -> DraftKind | None:
    ext = os.path.splitext(path)[1].lower()
    if ext == ".py":
        return "python"
    if ext in (".yaml", ".yml"):
        return "yaml"
    return None


def _read_rule(path: str) -> bytes:
    if path == "-":
        raise UsageError("RULE_FILE must be a file", hint="give the path of a .yaml or .py rule file")
    if os.path.isdir(path):
        raise UsageError(f"{path} is a folder, not a rule file", hint="give one .yaml or .py rule file")
    try:
        return read_rule_bytes(path)
    except FileNotFoundError:
        raise UsageError(f"rule file {path} not found", hint="check the path") from None
    except OSError as exc:
        raise UsageError(f"cannot read rule file {path}: {exc.strerror or exc}") from None


def _read_samples(args: argparse.Namespace) -> tuple[list[str], list[str | None]]:
    """The sample paths, and what `from: rel_path` reads for each (docs/rule-language.md: relative to the
    root it was listed under): a folder given to --samples is the root of the files below
    it; the other samples use --root (as `apply --root` does), else their full path."""
    if not args.samples and args.paths_from is None:
        raise UsageError(
            "no sample paths given", hint="pass --samples PATH ... or --paths-from FILE ('-' for stdin)"
        )
    root = getattr(args, "root", None)
    outside = make_relativizer(root) if root else None
    samples: list[str] = []
    rels: list[str | None] = []

    def add(path: str, relativize: Any) -> None:
        samples.append(path)
        rels.append(relativize(normalize(path)) if relativize is not None else None)

    for path in args.samples:  # a folder on the command line contributes the files below it
        if os.path.isdir(path):
            found = collect_samples([path])
            if found.note:
                print(f"pathfinder: note: {found.note}", file=sys.stderr)  # the note names the folder
            under = make_relativizer(path)
            for file in found.paths:
                add(file, under)
        else:
            add(path, outside)
    if args.paths_from is not None:
        for path in read_paths((), args.paths_from):
            add(path, outside)
    if not samples:
        raise UsageError(
            "the sample list is empty", hint="give at least one path with --samples or --paths-from"
        )
    return samples, rels


def run(args: argparse.Namespace) -> int:
    from pathfinder.validation.pipeline import validate_draft  # tiers 2-3 and the sandbox: when a rule is validated

    data = _read_rule(args.rule_file)
    samples, rel_paths = _read_samples(args)
    kind = _kind_for(args.rule_file)
    settings = _settings(args)  # the same tiers as the wizard: config min_coverage and sandbox time limit
    min_coverage = args.min_coverage if args.min_coverage is not None else float(settings.min_coverage)
    # locate: a tier-3 failure carries the line of `glob:` / the field's key, for file:line
    result = validate_draft(data, samples, kind=kind, min_coverage=min_coverage, allow_many=True,
                            sandbox_options=sandbox_options(settings), rel_paths=rel_paths, locate=True)
    offset, stripped, detected = _line_offset(data, kind)
    out = sys.stdout
    if args.format == "json":
        doc = _as_json(args.rule_file, result, offset, kind or detected)
        text = json.dumps(doc, ensure_ascii=False, indent=2)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:  # undecodable bytes from a paths list: keep the JSON valid UTF-8
            text = json.dumps(doc, ensure_ascii=True, indent=2)
        out.write(text + "\n")
    else:
        _print_text(_Printable(out), args.rule_file, result, offset)
    out.flush()
    if stripped and args.format == "text":
        print(
            f"pathfinder: warning: {args.rule_file}: code fences or prose around the rule were ignored; "
            "remove them before using the file with 'apply'",
            file=sys.stderr,
        )
    if args.format == "text" and isinstance(result, Success) and _is_group(result):
        won = {r.rule for r in result.preview}
        idle = [r.name for r in result.rule.rules if r.name not in won] if isinstance(result.rule, RuleGroup) else []
        if idle and any(r.status != "unmatched" for r in result.preview):
            print(
                f"pathfinder: note: {args.rule_file}: rule{'s' if len(idle) > 1 else ''} {', '.join(idle)} "
                "won none of the samples, so tier 3 did not check "
                + ("them" if len(idle) > 1 else "it") + "; add samples they should match",
                file=sys.stderr,
            )
    _warn_file_name(args.rule_file, result.rule)
    _warn_unicode_forms(result.rule, samples)
    if isinstance(result, Failure):
        raise _as_error(args.rule_file, result, offset)
    return EXIT_OK


def _warn_unicode_forms(rule: Any, samples: list[str]) -> None:
    """Samples the rule would read in another normalisation form: matching is as given, so say so."""
    message = describe(form_mismatches(rule, samples)) if rule is not None else None
    if message:
        print(f"pathfinder: warning: {message}", file=sys.stderr)


def _warn_file_name(path: str, rule: Any) -> None:
    """docs/rule-language.md: a rule is also the file `<name>.yaml`; a renamed file still works, so only warn."""
    mismatch = file_name_mismatch(path, rule) if rule is not None else None
    if mismatch:
        print(f"pathfinder: warning: {mismatch}", file=sys.stderr)


def _line_offset(data: bytes, kind: DraftKind | None) -> tuple[int, bool, DraftKind | None]:
    """Lines before the rule text in the file (fences/prose), whether any were dropped, the kind."""
    try:
        text = data.decode("utf-8").lstrip("\ufeff")
    except UnicodeDecodeError:
        return 0, False, kind
    s = strip_fences(text, expected=kind)
    changed = s.fenced or s.text.strip() != text.strip()
    return s.line_offset, changed, s.kind


def _file_line(failure: Failure, offset: int) -> int | None:
    if failure.line is None:
        return None
    if failure.error_type == "ENCODING_ERROR":
        return failure.line  # counted in the raw file already
    return failure.line + offset


def _as_error(path: str, f: Failure, offset: int) -> RuleError:
    message = f.message
    if f.error_type == "EMPTY_RESPONSE":  # worded for a model's reply; this is the user's file
        message = "the rule file is empty (a rule needs at least 'name:' and 'glob:')"
    if f.line is not None and message.startswith(f"line {f.line}: "):
        message = message[len(f"line {f.line}: "):]
    if offset and f.error_type != "ENCODING_ERROR":  # "(... that starts at line 2, ...)": file lines too
        message = re.sub(r"(starts at line )(\d+)", lambda m: f"{m.group(1)}{int(m.group(2)) + offset}", message)
    hint = None
    if f.allowed and "allowed" not in message:
        hint = "allowed: " + ", ".join(f.allowed)
    if f.tier == 3:
        hint = "see the preview for every sample"
    return _ValidationError(
        f"tier {f.tier} ({TIER_NAMES.get(f.tier, f.tier)}) {f.error_type}: {message}",
        error_type=f.error_type,
        source=path,
        line=_file_line(f, offset),
        json_path=f.json_path,
        hint=hint,
    )


class _ValidationError(RuleError):
    """A failed tier: exit 1, printed by the dispatcher as one line."""

    exit_code = EXIT_FAILED


# ---------------------------------------------------------------- output


def _field_names(result: Success | Failure) -> list[str]:
    """Table columns: the rule's own field order (also when tier 3 failed: `Failure.rule`).

    A Python extractor declares no fields: its columns follow the rows that gave the
    most fields first, so one partial first sample does not reorder them.
    """
    names: list[str] = []
    if result.rule is not None:
        names.extend(str(n) for n in result.rule.fields)
    rows = sorted(result.preview, key=lambda r: len(r.fields), reverse=True)  # stable: ties keep sample order
    for row in rows:
        for n in list(row.fields) + list(row.problems):
            if n not in names and n != "extract":
                names.append(n)
    return names


def _cell(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = " ".join(text.split())
    return text if len(text) <= MAX_CELL else text[: MAX_CELL - 1] + "…"


def _problems(row: PreviewRow) -> str:
    return "; ".join(f"{k}: {v}" for k, v in row.problems.items())


class _Printable:
    """A text stream wrapper that escapes what must not reach a terminal raw (`terminal_text`)."""

    def __init__(self, out: TextIO) -> None:
        self._out = out

    def write(self, text: str) -> int:
        return self._out.write(terminal_text(text))

    def flush(self) -> None:
        self._out.flush()


def _print_text(out: Any, path: str, result: Success | Failure, offset: int) -> None:
    rows = result.preview
    group = _is_group(result)
    if rows:
        names = _field_names(result)
        header = ["PATH", *(["RULE"] if group else []), *names, "STATUS", "PROBLEMS"]
        table = [header]
        for row in rows:
            table.append(
                [row.path, *([row.rule or "-"] if group else []),
                 *(_cell(row.fields[n]) if n in row.fields else "-" for n in names), row.status,
                 _problems(row)]
            )
        widths = [max(len(r[i]) for r in table) for i in range(len(header) - 1)]
        for r in table:
            line = "  ".join(c.ljust(w) for c, w in zip(r[:-1], widths)) + ("  " + r[-1] if r[-1] else "")
            out.write(line.rstrip() + "\n")
        counts = {s: sum(1 for r in rows if r.status == s) for s in ("complete", "partial", "unmatched")}
        matched = len(rows) - counts["unmatched"]
        out.write(
            f"\nmatches {matched}/{len(rows)} samples: {counts['complete']} complete, "
            f"{counts['partial']} partial, {counts['unmatched']} unmatched\n"
        )
    if isinstance(result, Success):
        name = result.rule.name
        what = "rules" if group else "rule"
        out.write(f"ok: {path}: {what} {name} ({result.kind}) passes tiers 1-3\n")
    elif result.excerpt:
        line = _file_line(result, offset)
        out.write(f"problem in {path}" + (f" (line {line})" if line else "") + ":\n")
        shift = offset if result.error_type != "ENCODING_ERROR" else 0
        out.write(_shift_excerpt(result.excerpt, shift) + "\n")


def _shift_excerpt(excerpt: str, shift: int) -> str:
    """Renumber excerpt lines from rule-text lines to file lines."""
    if not shift:
        return excerpt
    lines = []
    for line in excerpt.splitlines():
        num, sep, rest = line.partition(" |")  # blank rule lines end right after the bar
        if sep and num.strip().isdigit():
            lines.append(f"{int(num) + shift:>{len(num)}} |{rest}")
        else:
            lines.append(line)
    return "\n".join(lines)


def _is_group(result: Success | Failure) -> bool:
    """Does the result come from a `rules:` file with several rules (rows name their rule)?"""
    return isinstance(result.rule, RuleGroup) or any(r.rule for r in result.preview)


def _as_json(path: str, result: Success | Failure, offset: int, kind: DraftKind | None) -> dict[str, Any]:
    group = _is_group(result)
    rows = [
        {"path": r.path, **({"rule": r.rule} if group else {}), "status": r.status, "fields": r.fields,
         "problems": r.problems}
        for r in result.preview
    ]
    matched = sum(1 for r in result.preview if r.status != "unmatched")
    doc: dict[str, Any] = {
        "file": path,
        "ok": isinstance(result, Success),
        "kind": (result.kind if isinstance(result, Success) else None) or kind,
        "rule": result.rule.name if result.rule is not None else None,
        "matched": matched,
        "total": len(result.preview),
        "preview": rows,
        "error": None,
    }
    if isinstance(result, Failure):
        doc["error"] = {
            "tier": result.tier,
            "error_type": result.error_type,
            "message": result.message,
            "short_message": result.short_message,
            "line": _file_line(result, offset),
            "json_path": result.json_path,
            "allowed": list(result.allowed) if result.allowed else None,
            "samples": list(result.samples),
        }
    return doc


__all__ = ["register", "run"]

