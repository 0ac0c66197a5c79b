"""`pathfinder generate PATH ...`: the generation loop without a screen (docs/cli.md).

stdout carries only the accepted rule (so `pathfinder generate ... > rule.yaml`
works); everything for the person goes to stderr: the structure summary and
field table, one line per attempt, and the token totals. A draft that failed
validation is never printed or saved as if accepted: exit 1, and
`--save-attempts DIR` keeps the raw outputs for debugging.

Exit codes: 0 a valid rule, 1 no valid rule (or the model refused / the API
kept failing), 2 usage (also: a rule with no fields drafted from one PATH that
does not exist), 3 configuration or authentication.
"""
from __future__ import annotations

import argparse
import asyncio
import dataclasses
import sys
from pathlib import Path
from typing import Any, Sequence, TextIO

from pathfinder.cli.attempts import AttemptLine, attempt_line
from pathfinder.cli.generate_all import run_all_kinds
from pathfinder.cli.common import (
    ReaderSafe,
    add_settings_options,
    coverage_fraction,
    sandbox_options,
    settings_from_args,
)
from pathfinder.errors import EXIT_OK, ConfigError, PathfinderError, UsageError
from pathfinder.fs.samples import collect_samples, missing_note, typo_rule_error
from pathfinder.fs.storage import atomic_write_text, check_rule_name, rename_rule_text, save_rule
from pathfinder.generation.description import share_description
from pathfinder.generation.redact import Redactor, scrub_secrets
from pathfinder.generation.budget import budget_for
from pathfinder.generation.providers.base import MAX_HINT_CHARS


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "generate",
        help="generate a validated rule from sample paths (no screen)",
        description=(
            "Analyse sample paths, ask the configured generator for a rule, validate it (syntax, "
            "schema, samples) and retry with feedback within the retry budget. Prints the accepted "
            "rule on stdout; the analysis, one line per attempt and the token usage on stderr."
        ),
        epilog=(
            "Exit codes: 0 a valid rule was generated, 1 no valid rule (nothing printed or saved), "
            "2 usage (also a rule with no fields drafted from one PATH that does not exist), "
            "3 configuration or authentication (e.g. a rejected ANTHROPIC_API_KEY)."
        ),
    )
    parser.add_argument(
        "paths", nargs="*", metavar="PATH",
        help="sample file paths or folders (a folder contributes the files below it)",
    )
    parser.add_argument("--paths-from", metavar="FILE", help="read sample paths from FILE, one per line ('-' for stdin)")
    parser.add_argument("--save", action="store_true", help="also save the rule to the rules folder (never overwrites)")
    parser.add_argument("--output", "-o", metavar="FILE", help="write the rule to FILE instead of stdout")
    parser.add_argument("--name", metavar="NAME", help="name of the rule (and of the saved file <NAME>.yaml)")
    parser.add_argument("--hint", metavar="TEXT", help=f"a hint for the generator (at most {MAX_HINT_CHARS} characters)")
    parser.add_argument(
        "--min-coverage", metavar="X", type=coverage_fraction, default=None,
        help="share of samples the glob must match, above 0 up to 1, or a percentage (default 1.0: all)",
    )
    parser.add_argument("--trail", metavar="FILE", help="append the attempt trail (JSON lines) to FILE")
    parser.add_argument("--save-attempts", metavar="DIR", help="keep each attempt's raw output and errors in DIR")
    parser.add_argument(
        "--all-kinds", action="store_true",
        help="with --save: one rule per kind of file the paths hold that no saved rule covers, largest first",
    )
    parser.add_argument("--max-rules", metavar="N", type=int, default=20,
                        help="with --all-kinds: draft at most N kinds (default 20)")
    add_settings_options(parser)
    parser.set_defaults(func=run)


# ------------------------------------------------------------------ samples


def _read_samples(args: argparse.Namespace) -> Any:
    """Samples from PATHs and --paths-from (folders walked, long lists down-sampled): a `SampleSet`."""
    if not args.paths and args.paths_from is None:
        raise UsageError("no sample paths given", hint="pass PATH ... or --paths-from FILE ('-' for stdin)")
    return collect_samples(list(args.paths), args.paths_from)


def missing_warning(missing: Sequence[str]) -> str:
    """One warning line for PATH arguments that are not on this machine (a typo, or paths from elsewhere)."""
    return f"pathfinder: warning: {missing_note(missing)}"


def refuse_typo_rule(samples: Sequence[str], missing: Sequence[str], success: Any) -> None:
    """A rule with no fields drafted from one path that does not exist is a typo's rule: refuse it (exit 2)."""
    error = typo_rule_error(samples, missing, success.kind, len(success.rule.fields))
    if error is not None:
        raise error


# ------------------------------------------------------------------ reporting


def usage_line(usage: Any) -> str:
    return (
        f"tokens: input {usage.input_tokens}, output {usage.output_tokens}, "
        f"cache read {usage.cache_read_tokens}, cache write {usage.cache_write_tokens}"
    )


def _print_analysis(err: TextIO, samples: Sequence[str], analysis: Any) -> None:
    print(f"samples: {len(samples)}", file=err)
    if analysis.summary:
        print("structure: " + analysis.summary.replace("\n", "\n  "), file=err)
    if analysis.field_table:
        print(analysis.field_table.rstrip("\n"), file=err)


# ------------------------------------------------------------------ run


def run(args: argparse.Namespace) -> int:
    settings = settings_from_args(args)  # ConfigError (3) before anything else happens
    if args.hint is not None and (not args.hint.strip() or len(args.hint) > MAX_HINT_CHARS):
        raise UsageError(f"--hint must be 1 to {MAX_HINT_CHARS} characters", hint="shorten the hint")
    if args.name is not None:
        check_rule_name(args.name)
    min_coverage = args.min_coverage if args.min_coverage is not None else settings.min_coverage
    if args.all_kinds:
        if not args.paths and args.paths_from is None:
            raise UsageError("no paths given", hint="pass PATH ... or --paths-from FILE ('-' for stdin)")
        return run_all_kinds(args, settings, min_coverage)
    found = _read_samples(args)
    samples, note = list(found.paths), found.note

    # the providers, the loop and the trail load when a rule is generated, not with every command's parser
    from pathfinder.generation.hints import hinted_description
    from pathfinder.generation.loop import AttemptFailed, AttemptSucceeded, run_generation
    from pathfinder.generation.prompts import describe_samples
    from pathfinder.generation.providers.factory import make_generator
    from pathfinder.generation.trail import Trail

    secrets = settings.secrets()

    def scrub(text: str) -> str:
        return scrub_secrets(text, secrets)

    generator = make_generator(settings)
    err = ReaderSafe(sys.stderr)  # a reader gone (`2>&1 | head`) must not stop the saving
    print(f"provider: {settings.effective_provider}"
          + (f" ({settings.model})" if settings.effective_provider == "anthropic" else ""), file=err)
    analysis = None
    if args.hint and getattr(generator, "name", None) == "offline":  # the fields as the hint leaves them
        analysis = hinted_description(samples, args.hint)
    if analysis is None:  # the offline generator drafts from this same analysis (no second analysis)
        analysis = describe_samples(samples, analysis_of=getattr(generator, "analysis_of", None))
    if note:
        print(f"note: {note}", file=err)
    if found.missing:
        print(missing_warning(found.missing), file=err)
    _print_analysis(err, samples, analysis)
    prime = getattr(generator, "prime_analysis", None)
    if prime is not None:
        prime(tuple(samples), analysis)

    trail_path = Path(args.trail) if args.trail else settings.trail_file
    trail = Trail(trail_path, scrub=scrub)
    budget = budget_for(settings)
    max_calls = budget.max_calls
    sandbox_opts = sandbox_options(settings)

    printed: set[int] = set()

    def on_event(event: Any) -> None:
        """Attempt lines as they happen (a model call can take a while)."""
        if isinstance(event, (AttemptFailed, AttemptSucceeded)):
            failure = getattr(event, "failure", None)
            outcome = "success" if failure is None else ("retry" if event.will_retry else "failed")
            line = attempt_line(AttemptLine(event.n, outcome, failure), max_calls)
            print(scrub(line), file=err, flush=True)
            printed.add(event.n)

    async def generate() -> Any:
        try:
            return await run_generation(
                generator,
                samples,
                budget=budget,
                hint=args.hint,
                min_coverage=min_coverage,
                sandbox_options=sandbox_opts,
                trail=trail,
                save_attempts_dir=args.save_attempts,
                summary=analysis.summary,
                max_tokens=settings.max_tokens if settings.effective_provider == "anthropic" else None,
                max_tokens_limit=settings.max_tokens_headroom,
                scrub=scrub,
                on_event=on_event,
            )
        finally:
            aclose = getattr(generator, "aclose", None)
            if aclose is not None:  # close HTTP connections inside this event loop
                await aclose()

    outcome = asyncio.run(generate())
    for attempt in outcome.attempts:  # attempts that ended without an event (stopped)
        if attempt.number not in printed:
            print(scrub(attempt_line(attempt, max_calls)), file=err)
    print(usage_line(outcome.usage), file=err)
    if trail.error:
        print(f"pathfinder: warning: {scrub(trail.error)}", file=err)

    if outcome.success is None:
        error = outcome.error
        if isinstance(error, ConfigError):
            raise error
        if error is not None:  # refusal, transport retries spent: the provider's own message
            raise PathfinderError(scrub(error.message), hint=error.hint)
        raise PathfinderError(
            scrub(outcome.stop_message or "no valid rule was generated"),
            hint="try --hint TEXT, more varied samples, or --save-attempts DIR to inspect the drafts",
        )

    success = outcome.success
    refuse_typo_rule(samples, found.missing, success)
    if any(secret in success.text for secret in secrets):
        # the exact key only (shape-based scrubbing could rewrite a legitimate pattern such as token=(...))
        clean = success.text
        for secret in secrets:
            clean = clean.replace(secret, "***")
        success = dataclasses.replace(success, text=clean)
        print("pathfinder: warning: the generated rule contained your API key; it was replaced by ***", file=err)
    if args.save:  # rules are shared: no local folders or what redaction removes in the saved description
        success, shared_note = share_description(success, samples, Redactor.for_environment(secrets=secrets))
        if shared_note:
            print(f"pathfinder: note: {scrub(shared_note)}", file=err)
    text = success.text
    if args.name and args.name != success.rule.name:
        text = rename_rule_text(text, success.kind, args.name)
    if not text.endswith("\n"):
        text += "\n"
    print(success.coverage_line, file=err)
    if success.set_aside:
        print("note: the rule is for one kind of file; `pathfinder generate --all-kinds --save PATH ...` "
              "drafts one rule per kind", file=err)

    if args.output:
        atomic_write_text(args.output, text, overwrite=True)
        print(f"wrote {args.output}", file=err)
    else:
        out = ReaderSafe(sys.stdout)
        out.write(text)
        out.flush()
        if out.gone and args.save:  # `| head -1`: the printed rule was cut, the saving goes on
            print("pathfinder: note: stdout was closed before the whole rule was printed; saving it anyway",
                  file=err)

    if args.save:
        saved = save_rule(success, settings.rules_dir, name=args.name)
        print(f"saved {saved}", file=err)
    return EXIT_OK


__all__ = ["register", "run", "attempt_line", "usage_line", "missing_warning", "refuse_typo_rule"]
