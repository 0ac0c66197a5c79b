"""`pathfinder generate PATH ... --all-kinds --save`: one validated rule per uncovered kind.

The adapter around `generation.all_kinds.cover_kinds`: reads the whole
listing, skips what the rules folder already covers, drafts each kind with the
configured generator (the same loop and budget as `generate`), saves what
passed validation under a free name, and ends with the coverage summary on
stdout (docs/cli.md, "generate --all-kinds"). Exit 0 when every kind tried got
a rule (or nothing was left to cover), 1 when no kind did.
"""
from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

from pathfinder.analysis.coverage import measure_coverage
from pathfinder.analysis.kinds import Kind, split_kinds
from pathfinder.cli.attempts import AttemptLine, attempt_line
from pathfinder.cli.common import ReaderSafe, counted, sandbox_options
from pathfinder.cli.progress import is_terminal, progress_printer, stage
from pathfinder.cli.coverage_cmd import load_saved_rules, render_text
from pathfinder.engine.ruleset import RuleSet
from pathfinder.errors import EXIT_CONFIG, EXIT_FAILED, EXIT_OK, PathfinderError, UsageError
from pathfinder.fs.storage import save_rule, suggest_free_name
from pathfinder.fs.tree import WalkReport, list_paths
from pathfinder.generation.all_kinds import KindResult, cover_kinds
from pathfinder.generation.description import share_description
from pathfinder.generation.redact import Redactor, scrub_secrets
from pathfinder.generation.budget import budget_for

MAX_LISTING = 2_000_000  # files read from folders before the walk stops (and says so)


def check_options(args: argparse.Namespace) -> None:
    if not args.save:
        raise UsageError("--all-kinds saves one rule per kind: add --save",
                         hint="pathfinder generate PATH ... --all-kinds --save")
    for flag, value in (("--output", args.output), ("--name", args.name), ("--hint", args.hint)):
        if value is not None:
            raise UsageError(f"{flag} does not go with --all-kinds (it names or steers one rule)")
    if args.max_rules < 1:
        raise UsageError(f"--max-rules must be at least 1, got {args.max_rules}")


def run_all_kinds(args: argparse.Namespace, settings: Any, min_coverage: float) -> int:
    check_options(args)
    err = ReaderSafe(sys.stderr)  # a reader gone (`2>&1 | head -1`) must not stop the saving of the other kinds
    progress = progress_printer(err, tty=is_terminal(sys.stderr))
    report = WalkReport()
    listing = list(dict.fromkeys(list_paths(args.paths, args.paths_from, report, limit=MAX_LISTING,
                                            progress=stage(progress, "listed"))))
    progress("", -1)
    for folder in args.paths:
        note = report.note(folder) if len(args.paths) == 1 else report.note("folders")
        if note:
            print(f"note: {note}", file=err)
        break
    if not listing:
        raise UsageError("no paths to cover", hint="give folders, files, or --paths-from FILE")
    rules_dir = Path(settings.rules_dir)
    rules = load_saved_rules(str(rules_dir))
    ruleset = RuleSet(rules)
    uncovered = [p for p in listing if ruleset.winner(p) is None] if rules else listing
    kinds = split_kinds(uncovered, progress=stage(progress, "split into kinds"), describe=False)  # counted only
    progress("", -1)
    print(f"listing: {counted(len(listing), 'path')}; {len(listing) - len(uncovered)} covered by "
          f"{counted(len(rules), 'saved rule')}; "
          f"{len(uncovered)} uncovered in {counted(len(kinds), 'kind')}", file=err)

    # the providers, the loop and the trail load when rules are generated, not with every command's parser
    from pathfinder.generation.loop import AttemptFailed, AttemptSucceeded, run_generation
    from pathfinder.generation.providers.factory import make_generator
    from pathfinder.generation.prompts import describe_samples
    from pathfinder.generation.trail import Trail

    secrets = settings.secrets()
    provider = settings.effective_provider
    max_calls = budget_for(settings).max_calls
    planned = min(args.max_rules, len(kinds))
    if provider == "anthropic":
        print(f"provider: anthropic ({settings.model}): at most {planned * max_calls} calls "
              f"({counted(planned, 'kind')}, up to {max_calls} calls each)", file=err)
    else:
        print(f"provider: {provider}: drafting up to {counted(planned, 'kind')}", file=err)

    generator = make_generator(settings, one_kind=True)  # a kind's samples are one kind: none set aside
    trail = Trail(Path(args.trail) if args.trail else settings.trail_file,
                  scrub=lambda t: scrub_secrets(t, secrets))
    sandbox_opts = sandbox_options(settings)
    position = {"n": 0}

    async def draft(kind: Kind, widened: int) -> tuple[Any | None, str]:
        progress("", -1)  # a split of a long listing may have shown progress
        if widened:
            print(f"  its glob also matches {widened}+ paths it cannot extract fully: drafting again with them",
                  file=err, flush=True)
        else:
            position["n"] += 1
            print(f"kind {position['n']}: {counted(kind.count, 'path')}: {kind.structure}", file=err, flush=True)
        analysis = describe_samples(list(kind.samples), one_kind=True)
        prime = getattr(generator, "prime_analysis", None)
        if prime is not None:
            prime(tuple(kind.samples), analysis)

        def on_event(event: Any) -> None:
            if isinstance(event, (AttemptFailed, AttemptSucceeded)):
                failure = getattr(event, "failure", None)
                outcome = "success" if failure is None else ("retry" if event.will_retry else "failed")
                line = attempt_line(AttemptLine(event.n, outcome, failure), max_calls)
                print("  " + scrub_secrets(line, secrets), file=err, flush=True)

        outcome = await run_generation(
            generator, list(kind.samples), budget=budget_for(settings), min_coverage=min_coverage,
            sandbox_options=sandbox_opts, trail=trail, summary=analysis.summary,
            max_tokens=settings.max_tokens if provider == "anthropic" else None,
            max_tokens_limit=settings.max_tokens_headroom, on_event=on_event,
        )
        if outcome.success is None:
            error = outcome.error
            if error is not None and error.exit_code == EXIT_CONFIG:
                raise error  # a bad key or configuration stops the whole run
            # anything else is this kind's alone (`find .` lists '.', which names no file): skip it
            why = error.message if error is not None else (outcome.stop_message or "no valid rule")
            return None, scrub_secrets(why, secrets)
        if any(s in outcome.success.text for s in secrets):
            return None, "the draft contained your API key; not saved"
        try:  # rules are shared: no local folders or what redaction removes in the saved description
            success, note = share_description(outcome.success, redactor=Redactor.for_environment(secrets=secrets))
        except UsageError as exc:
            return None, scrub_secrets(exc.message, secrets)
        if note:
            print("  note: " + scrub_secrets(note, secrets), file=err, flush=True)
        return success, success.coverage_line

    def save(success: Any) -> tuple[str, Any]:
        name = suggest_free_name(rules_dir, success.rule.name)
        saved = save_rule(success, rules_dir, name=name)
        print(f"  saved {saved}", file=err, flush=True)
        return name, success.rule

    def on_result(result: KindResult) -> None:
        if result.saved is None:
            print(f"  skipped: no valid rule for this kind ({result.message}); nothing saved", file=err)
        else:
            print(f"  rule {result.saved} covers {counted(result.covered, 'more path')}", file=err)

    async def run() -> list[KindResult]:
        try:
            results, _ = await cover_kinds(uncovered, draft, save, max_rules=args.max_rules, on_result=on_result,
                                           progress=stage(progress, "split into kinds"))
            return results
        finally:
            aclose = getattr(generator, "aclose", None)
            if aclose is not None:
                await aclose()

    try:
        results = asyncio.run(run())
    except PathfinderError:
        raise
    saved = [r for r in results if r.saved]
    failed = [r for r in results if not r.saved]
    print(f"saved {counted(len(saved), 'rule')}, {counted(len(failed), 'kind')} without a valid rule", file=err)
    final = measure_coverage(load_saved_rules(str(rules_dir), warn=lambda m: None), listing,
                             progress=stage(progress, "measured"))
    progress("", -1)
    out = ReaderSafe(sys.stdout)
    out.write(render_text(final))
    out.flush()
    if out.gone:
        print(f"pathfinder: note: stdout was closed before the coverage report was printed; the {len(saved)} "
              f"rules are saved in {rules_dir}", file=err)
    return EXIT_FAILED if failed and not saved else EXIT_OK


__all__ = ["run_all_kinds", "check_options"]
