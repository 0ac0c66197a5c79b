"""Command-line entry point: dispatches to one module per subcommand.

Each command module exposes `register(subparsers)` (adds its parser and sets
`func` to a callable taking the parsed args and returning an exit code).
`pathfinder [PATH ...]` with no known subcommand starts the wizard.
"""
from __future__ import annotations

import argparse
import difflib
import importlib
import os
import signal
import sys
import warnings
from typing import Any, Sequence

from pathfinder import __version__
from pathfinder.errors import EXIT_FAILED, EXIT_USAGE, PathfinderError, UsageError
from pathfinder.fs.settings import unknown_env_vars
from pathfinder.secrets import scrub_secrets

# subcommand name -> module under pathfinder.cli (imported lazily so start-up stays quick)
COMMANDS: dict[str, str] = {
    "apply": "apply_cmd",
    "validate": "validate_cmd",
    "rules": "rules_cmd",
    "generate": "generate_cmd",
    "config": "config_cmd",
    "coverage": "coverage_cmd",
    "sql": "sql_cmd",
}
WIZARD_MODULE = "wizard_cmd"


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors in one line with exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        # argparse quotes the bad value ("invalid float value: '...'"): never echo a pasted key
        message = scrub_secrets(message, [os.environ.get("ANTHROPIC_API_KEY")])
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole CLI, or with `only` that one command: `pathfinder apply ...` need not import the
    other commands' modules (generation, analysis: ~0.2 s of every run's start-up)."""
    parser = _Parser(
        prog="pathfinder",
        description="Turn sample file paths into tested extraction rules.",
        epilog="Run 'pathfinder COMMAND --help' for a command's options; "
        "'pathfinder [PATH ...]' starts the wizard. "
        "Exit codes: 0 ok, 1 invalid rule or failed check, 2 usage, 3 configuration.",
    )
    parser.add_argument("--version", action="version", version=f"pathfinder {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, module in COMMANDS.items():
        if only is not None and name != only:
            continue
        try:
            mod = importlib.import_module(f"pathfinder.cli.{module}")
        except ModuleNotFoundError as exc:  # command not built yet
            if exc.name != f"pathfinder.cli.{module}":
                raise
            continue
        mod.register(sub)
    return parser


def _wizard_parser() -> argparse.ArgumentParser:
    mod = importlib.import_module(f"pathfinder.cli.{WIZARD_MODULE}")
    parser = _Parser(prog="pathfinder", description="Start the wizard on sample paths.")
    parser.add_argument("--version", action="version", version=f"pathfinder {__version__}")
    mod.register_options(parser)
    return parser


def _show_warning(message: Any, category: type[Warning], filename: str, lineno: int, file: Any = None,
                  line: str | None = None, *, _plain: Any = warnings.showwarning) -> None:
    """The sandbox's isolation notice as one `pathfinder: note:` line; other warnings as usual."""
    if category.__name__ == "SandboxIsolationWarning":
        print(f"pathfinder: note: {message}", file=sys.stderr)
    else:
        _plain(message, category, filename, lineno, file, line)


def main(argv: Sequence[str] | None = None) -> int:
    closed = sys.stdout is None  # started with descriptor 1 closed (`>&-`): Python leaves sys.stdout None
    if closed:
        sys.stdout = _ClosedStdout()  # type: ignore[assignment]
    try:
        with warnings.catch_warnings():  # (restores the warnings machinery when main returns)
            warnings.showwarning = _show_warning
            return _main(argv)
    finally:
        if closed:
            sys.stdout = None  # type: ignore[assignment]


class _ClosedStdout:
    """sys.stdout when the run started with stdout closed: any use is the one-line usage error.

    Why: `coverage`, `sql`, `validate`, `generate` printed through a None sys.stdout and died
    with an AttributeError traceback; `apply` already refused this way.
    """

    def _refuse(self, *args: object) -> Any:
        raise UsageError("standard output is closed",
                         hint="redirect it to a file (> FILE), or use --output FILE where the command has it")

    write = flush = fileno = _refuse
    buffer = property(_refuse)

    def isatty(self) -> bool:
        return False


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    first = next((a for a in argv if not a.startswith("-")), None)
    wants_help = argv in (["-h"], ["--help"], ["help"])
    wants_top_help = wants_help or argv == ["--version"]
    try:
        if wants_help and _wizard_available():
            print(_top_help())
            return 0
        if argv and argv[0] == first:
            _refuse_mistyped_command(first)
        if first in COMMANDS or wants_top_help or not _wizard_available():
            known = argv[0] if argv and argv[0] == first and first in COMMANDS else None
            parser = build_parser(only=known)
            args, extras = parser.parse_known_args(argv)
            if not getattr(args, "func", None):
                build_parser().print_help()
                return EXIT_USAGE
            command = _subparsers(parser).get(args.command, parser)
        else:
            command = _wizard_parser()
            args, extras = command.parse_known_args(argv)
        if extras:
            _refuse_extras(command, extras)
        for warning in unknown_env_vars(os.environ):  # once per run, whichever command runs
            print(f"pathfinder: warning: {warning}", file=sys.stderr)
        return int(args.func(args) or 0)
    except PathfinderError as exc:
        print(f"pathfinder: error: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    except BrokenPipeError:
        _silence_broken_pipe()
        return 0
    except KeyboardInterrupt:
        print("pathfinder: interrupted", file=sys.stderr)
        return 130


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _refuse_extras(parser: argparse.ArgumentParser, extras: list[str]) -> None:
    """Words no option of this command takes: name the command's own --help, and the option meant."""
    options = sorted({o for a in parser._actions for o in a.option_strings if o.startswith("--")})
    unknown = [e for e in extras if e.startswith("-")]
    if unknown:
        word = unknown[0].split("=", 1)[0]
        close = difflib.get_close_matches(word, options, n=1, cutoff=0.6)
        message = f"unknown option {word}" + (f" (did you mean {close[0]}?)" if close else "")
    else:
        message = "unrecognized arguments: " + " ".join(extras)
    parser.error(message)


def _top_help() -> str:
    """The commands, then the wizard's own usage and options (it has no subcommand of its own)."""
    wizard = _wizard_parser().format_help().replace("usage: ", "", 1)
    return f"{build_parser().format_help()}\nwizard: {wizard}"


def _refuse_mistyped_command(word: str) -> None:
    """`pathfinder aply` is a typo, not a sample path: say so rather than start the wizard on it.

    Only a bare word that is no existing file and sits close to a command name is refused;
    `./aply` or any path with a separator or dot still reaches the wizard.
    """
    if word in COMMANDS or any(ch in word for ch in "/\\.") or os.path.lexists(word):
        return
    close = difflib.get_close_matches(word, list(COMMANDS), n=1, cutoff=0.75)
    if close:
        raise UsageError(f"unknown command '{word}' (did you mean '{close[0]}'?); "
                         f"to use it as a sample path, write ./{word}")


def _wizard_available() -> bool:
    try:
        importlib.import_module(f"pathfinder.cli.{WIZARD_MODULE}")
    except ModuleNotFoundError:
        return False
    return True


def _silence_broken_pipe() -> None:
    """After `| head` closed stdout: point stdout at devnull so interpreter exit stays quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except OSError:
        pass


__all__ = ["main", "build_parser", "EXIT_FAILED"]
_ = signal  # SIGPIPE stays ignored (Python default); BrokenPipeError is handled above
