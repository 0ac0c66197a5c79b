"""`pathfinder [PATH ...]`: the wizard (docs/architecture.md, docs/cli.md).

Builds settings, the generator and the session factory, then runs the Textual
app. Everything that can fail before the screen opens (bad options, missing
--paths-from file, config errors) fails here with a one-line error.
"""
from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any, Callable, Sequence

from pathfinder.analysis.coverage import measure_coverage
from pathfinder.cli.common import add_settings_options, sandbox_options, settings_from_args
from pathfinder.cli.coverage_cmd import load_saved_rules
from pathfinder.cli.progress import progress_printer, stage
from pathfinder.errors import UsageError
from pathfinder.fs.drafts import DraftStore
from pathfinder.fs.pathlists import read_paths
from pathfinder.fs.samples import collect_samples, missing_note
from pathfinder.fs.tree import WalkReport, list_paths
from pathfinder.generation.budget import budget_for
from pathfinder.generation.redact import scrub_secrets

DEMO_NOTE = "Keys: a/Enter accept, h hint, e edit, r regenerate, Esc cancel, ctrl+p commands."
TREE_LIMIT = 200_000  # files a folder walk lists for the kinds screen before it stops (and says so)


def register_options(parser: argparse.ArgumentParser) -> None:
    """Wizard options on the top-level parser (no subcommand)."""
    parser.description = ("Start the wizard on sample paths: analyse them, generate and validate a rule, "
                          "preview it, then accept, hint, edit or regenerate. " + DEMO_NOTE)
    parser.epilog = ("Without PATH the wizard asks for samples. Exit codes: 0 a rule was saved, "
                     "1 closed without saving, 2 usage (or no terminal: use pathfinder generate), "
                     "3 configuration.")
    parser.add_argument("paths", nargs="*", metavar="PATH",
                        help="sample file paths or folders (a folder contributes the files below it)")
    parser.add_argument("--paths-from", metavar="FILE",
                        help="read sample paths from FILE, one per line ('-' for stdin)")
    add_settings_options(parser)
    parser.set_defaults(func=run)


def has_terminal() -> bool:
    """The screen reads keys from stdin and draws on stderr: both must be a terminal."""
    try:
        return os.isatty(0) and sys.__stderr__ is not None and os.isatty(sys.__stderr__.fileno())
    except (OSError, ValueError):
        return False


def _reattach_terminal() -> None:
    """After reading paths from a pipe, the TUI needs the terminal on stdin."""
    try:
        fd = os.open("/dev/tty", os.O_RDONLY)
    except OSError:
        return
    os.dup2(fd, 0)
    os.close(fd)


def make_generator_for(settings: Any, provider: str | None = None) -> Any:
    """The generator the settings ask for (the provider factory), optionally with another provider."""
    if provider is not None:
        settings = replace(settings, provider=provider)
    from pathfinder.generation.providers.factory import make_generator  # the providers and the loop: when one runs

    return make_generator(settings)


def wizard_config(settings: Any) -> Any:
    # the wizard's session and the trail load when the wizard starts, not with every command's parser
    from pathfinder.generation.trail import Trail
    from pathfinder.wizard.session import WizardConfig

    try:
        trail = Trail(settings.trail_file, scrub=partial(scrub_secrets, secrets=settings.secrets()))
    except Exception:  # the trail is a record, not a reason to refuse to start
        trail = None
    scrub = partial(scrub_secrets, secrets=settings.secrets())
    loop_options = {
        "max_tokens": settings.max_tokens if settings.effective_provider == "anthropic" else None,
        "max_tokens_limit": settings.max_tokens_headroom,
        "scrub": scrub,
    }
    return WizardConfig(rules_dir=Path(settings.rules_dir), drafts_dir=Path(settings.drafts_dir),
                        budget=budget_for(settings), min_coverage=float(settings.min_coverage),
                        provider=settings.effective_provider, model=settings.model, trail=trail,
                        sandbox_options=sandbox_options(settings), loop_options=loop_options)


def run(args: argparse.Namespace) -> int:
    lines = list(args.paths or [])
    samples: list[str] = []
    note: str | None = None
    warning: str | None = None
    piped: list[str] | None = None  # the lines of `--paths-from -`: stdin is read once, for samples and kinds
    if lines or args.paths_from:
        if args.paths_from == "-" and (sys.stdin is None or sys.stdin.isatty()):
            raise UsageError("--paths-from - reads stdin, but stdin is a terminal",
                             hint="pipe the paths in, or give a file")
        if args.paths_from == "-":
            piped = list(read_paths((), "-"))
        sample_set = collect_samples(lines, args.paths_from, listing=piped)
        samples, note = list(sample_set.paths), sample_set.note
        if sample_set.missing:  # as `generate` warns: a typo, or paths from another machine's listing
            warning = missing_note(sample_set.missing)
        if args.paths_from == "-":
            _reattach_terminal()  # the paths came through a pipe; the screen needs the terminal
    settings = settings_from_args(args)
    config = wizard_config(settings)
    generator = make_generator_for(settings)  # config/auth errors surface here, before the screen opens
    if not has_terminal():  # a screen without a terminal would only write escape codes
        raise UsageError("the wizard needs a terminal, and stdin or stderr is not one",
                         hint="run it in a terminal, or draft a rule without the wizard: "
                              "pathfinder generate PATH ... (see pathfinder generate --help)")
    tree = tree_of(lines, args.paths_from, piped, config.rules_dir, progress_printer(sys.stderr)) \
        if samples else None

    from pathfinder.tui.app import WizardApp  # Textual (~0.5 s): only when the screen opens
    from pathfinder.wizard.session import Session

    current = {"generator": generator}

    def make_session(paths: Sequence[str]) -> Session:
        return Session(paths, current["generator"], config)

    def tree_for(typed: Sequence[str]) -> Any:
        return tree_of(typed, None, None, config.rules_dir)

    def switch(provider: str) -> Any:
        current["generator"] = make_generator_for(settings, provider)
        return current["generator"]

    drafts = DraftStore(config.drafts_dir) if config.drafts_dir else None
    app = WizardApp(make_session, samples or None, drafts=drafts, rules_dir=config.rules_dir,
                    switch_provider=switch, sample_lines=lines or samples,
                    sub_title=Session([], generator, config).header(), notice=note, warning=warning,
                    tree=tree, tree_for=tree_for)
    code = app.run()
    out, err = exit_messages(app)
    for line in out:
        print(line)
    for line in err:
        print(line, file=sys.stderr)
    if app.saved_rules:
        return 0
    return 1 if code is None else int(code)


def tree_of(lines: Sequence[str], paths_from: str | None, piped: Sequence[str] | None, rules_dir: Path,
            progress: Callable[[str, int], None] | None = None) -> Any:
    """The kinds of the whole listing, with coverage: a `Tree` when there are several, else None.

    Folders are listed whole (up to TREE_LIMIT files, then the note says how many were seen),
    a `--paths-from` file is read again whole, stdin by the lines already read (`piped`).
    `progress(what, n)` hears of long walks and splits (the screen is not open yet).
    """
    from pathfinder.wizard.session import Tree  # the wizard's session loads when the wizard starts

    report = WalkReport()
    if piped is not None:
        listing = list(dict.fromkeys([*list_paths(lines, None, report, limit=TREE_LIMIT, progress=stage(progress, "listed")),
                                      *piped])) if lines else list(dict.fromkeys(piped))
    else:
        listing = list(dict.fromkeys(list_paths(lines, paths_from, report, limit=TREE_LIMIT,
                                                progress=stage(progress, "listed"))))
    folders = [line for line in lines if os.path.isdir(line)]
    note = report.note(folders[0] if len(folders) == 1 else "folders") if folders else None

    def measure(scan: Callable[[int], None] | None = None) -> tuple[Any, ...]:
        """The kinds with coverage by the rules folder as it is now (again after each save)."""
        rules = load_saved_rules(str(rules_dir), warn=lambda message: None)
        return measure_coverage(rules, listing, whole=True, progress=scan).kinds

    kinds = measure(stage(progress, "split into kinds"))
    if progress is not None:
        progress("", -1)  # done: the progress line is cleared
    if len(kinds) < 2:  # one kind: straight to the draft, as without a tree
        return None
    return Tree(tuple(kinds), measure, note)


def exit_messages(app: Any) -> tuple[list[str], list[str]]:
    """What the terminal says once the wizard has closed: (stdout lines, stderr lines).

    Every way out says something: the rules saved in this run (one line per file, however
    often it was overwritten), and whether an unfinished draft is kept for next time; closed
    before any draft (Esc on the first analysis, quit on the samples screen): "nothing saved".
    """
    saved = list(getattr(app, "saved_rules", []))  # every rule saved in this run (start over makes more)
    out = [f"pathfinder: saved rule {name} to {path}" for name, path in saved]
    session = app.session
    ctx = session.machine.ctx if session is not None else None
    unfinished = ctx is not None and not ctx.saved_path and bool(ctx.draft and ctx.draft.strip())
    err: list[str] = []
    if unfinished and session.drafts is not None:
        what = "the unfinished draft" if saved else "nothing saved; the draft"
        err.append(f"pathfinder: {what} is kept in {session.drafts.folder} and offered next time")
    elif unfinished:
        err.append("pathfinder: " + ("the unfinished draft was not kept" if saved else
                                     "nothing saved; the draft was not kept (no drafts folder)"))
    elif not saved:
        when = "before a draft was made" if session is not None else "before the analysis"
        err.append(f"pathfinder: nothing saved (closed {when})")
    return out, err


__all__ = ["register_options", "run", "exit_messages", "tree_of"]
