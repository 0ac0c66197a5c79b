"""`pathfinder [PATH ...]`: the wizard (SPEC §5, §8).

Builds settings, the generator and the session factory, then runs the Textual
app. Everything that can fail before the screen opens (bad options, missing
--paths-from file, config errors) fails here with a one-line error.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, Sequence

from pathfinder.errors import UsageError

DEMO_NOTE = "Keys: a/Enter accept, h hint, e edit, r regenerate, Esc cancel, ctrl+p commands."


def register_options(parser: argparse.ArgumentParser) -> None:
    """Wizard options on the top-level parser (no subcommand)."""
    parser.description = ("Start the wizard on sample paths: analyse them, generate and validate a rule, "
                          "preview it, then accept, hint, edit or regenerate. " + DEMO_NOTE)
    parser.epilog = ("Without PATH the wizard asks for samples. Exit codes: 0 a rule was saved, "
                     "1 closed without saving, 2 usage, 3 configuration.")
    parser.add_argument("paths", nargs="*", metavar="PATH",
                        help="sample file paths or folders (a folder contributes the files below it)")
    parser.add_argument("--paths-from", metavar="FILE",
                        help="read sample paths from FILE, one per line ('-' for stdin)")
    _add_common(parser)
    parser.set_defaults(func=run)


def _add_common(parser: argparse.ArgumentParser) -> None:
    try:
        from pathfinder.cli.common import add_settings_options
    except ImportError:  # temporary: PROVIDER's shared options not landed yet
        parser.add_argument("--provider", choices=("auto", "offline", "anthropic"))
        parser.add_argument("--model")
        parser.add_argument("--retry-attempts", type=int)
        parser.add_argument("--rules-dir")
        parser.add_argument("--config")
        return
    add_settings_options(parser)


def _settings(args: argparse.Namespace) -> Any:
    try:
        from pathfinder.cli.common import settings_from_args
    except ImportError:
        return None
    return settings_from_args(args)


def _read_paths_from(spec: str) -> list[str]:
    if spec == "-":
        if sys.stdin is None or sys.stdin.isatty():
            raise UsageError("--paths-from - reads stdin, but stdin is a terminal",
                             hint="pipe the paths in, or give a file")
        text = sys.stdin.read()
        _reattach_terminal()
    else:
        try:
            text = Path(spec).read_text(encoding="utf-8", errors="surrogateescape")
        except FileNotFoundError:
            raise UsageError(f"--paths-from {spec}: no such file", hint="give a file with one path per line") from None
        except OSError as exc:
            raise UsageError(f"--paths-from {spec}: cannot read it ({exc.strerror})") from None
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def _reattach_terminal() -> None:
    """After reading paths from a pipe, the TUI needs the terminal on stdin."""
    try:
        fd = os.open("/dev/tty", os.O_RDONLY)
    except OSError:
        return
    os.dup2(fd, 0)
    os.close(fd)


def _collect(lines: Sequence[str]) -> list[str]:
    from pathfinder.wizard.inputs import collect

    return collect(list(lines))


class _Wiring:
    """Settings -> generator, config and drafts; also the provider switch of the command palette."""

    def __init__(self, settings: Any, args: argparse.Namespace) -> None:
        self.settings = settings
        self.args = args

    def generator(self, provider: str | None = None) -> Any:
        settings = self.settings
        if settings is not None and provider is not None:
            from dataclasses import replace

            settings = replace(settings, provider=provider)
        try:
            from pathfinder.generators.factory import make_generator
        except ImportError:
            make_generator = None  # type: ignore[assignment]
        if make_generator is not None and settings is not None:
            return make_generator(settings)
        from pathfinder.generators.offline import OfflineGenerator

        return OfflineGenerator()

    def config(self) -> Any:
        from pathfinder.budget import RetryBudget
        from pathfinder.wizard.session import WizardConfig

        s = self.settings
        rules_dir = _first(s, "rules_dir") or self.args.__dict__.get("rules_dir") or _default_dir("rules")
        drafts_dir = _first(s, "drafts_dir") or _default_dir("drafts")
        budget = _first(s, "budget")
        if budget is None:
            total = _first(s, "retry_attempts")
            if total is None:
                total = self.args.__dict__.get("retry_attempts")
            caps = _first(s, "retry_caps") or None
            budget = RetryBudget(total=3 if total is None else total, **({"caps": caps} if caps else {}))
        trail = None
        try:
            trail_path = _first(s, "trail_path", "trail")
            if trail_path:
                from pathfinder.trail import Trail

                trail = Trail(trail_path)
        except Exception:
            trail = None
        return WizardConfig(rules_dir=Path(rules_dir), drafts_dir=Path(drafts_dir), budget=budget,
                            min_coverage=float(_first(s, "min_coverage") or 1.0),
                            provider=str(_first(s, "provider") or "offline"), model=_first(s, "model"),
                            trail=trail)


def _first(obj: Any, *names: str) -> Any:
    for name in names:
        value = getattr(obj, name, None) if obj is not None else None
        if value is not None:
            return value
    return None


def _default_dir(kind: str) -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("pathfinder")) / kind


def run(args: argparse.Namespace) -> int:
    lines = list(args.paths or [])
    if args.paths_from:
        lines.extend(_read_paths_from(args.paths_from))
    samples = _collect(lines) if lines else []
    if lines and not samples:
        raise UsageError("the given folders contain no files", hint="give file paths or another folder")
    settings = _settings(args)
    wiring = _Wiring(settings, args)
    config = wiring.config()
    generator = wiring.generator()  # config/auth errors surface here, before the screen opens

    from pathfinder.drafts import DraftStore
    from pathfinder.tui.app import WizardApp
    from pathfinder.wizard.session import Session

    current = {"generator": generator}

    def make_session(paths: Sequence[str]) -> Session:
        return Session(paths, current["generator"], config)

    def switch(provider: str) -> Any:
        current["generator"] = wiring.generator(provider)
        return current["generator"]

    drafts = DraftStore(config.drafts_dir) if config.drafts_dir else None
    app = WizardApp(make_session, samples or None, drafts=drafts, rules_dir=config.rules_dir,
                    switch_provider=switch, sample_lines=lines)
    code = app.run()
    session = app.session
    if session is not None and session.machine.ctx.saved_path:
        print(f"pathfinder: saved rule {session.machine.ctx.name} to {session.machine.ctx.saved_path}")
        return 0
    if session is not None and session.drafts is not None and session.machine.ctx.draft:
        print(f"pathfinder: nothing saved; the draft is kept in {session.drafts.folder} "
              "and offered next time", file=sys.stderr)
    return 1 if code is None else int(code)


__all__ = ["register_options", "run"]
