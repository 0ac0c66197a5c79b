"""Options every command shares (docs/cli.md) and the bridge from argparse to `Settings`.

Why here: each command adds the same five flags and resolves them the same way
(CLI > env > config.yaml > defaults), so `pathfinder config` shows exactly what
`generate`, `rules` and the wizard use.
"""
from __future__ import annotations

import argparse
import os
from typing import Any, Mapping, TextIO

from pathfinder.engine.python.sandbox_client import SandboxOptions
from pathfinder.fs.settings import PROVIDERS, Settings, load_settings

SETTINGS_DESTS = ("provider", "model", "retry_attempts", "rules_dir", "config")


def _retry_count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number from 0 to 5, got {text!r}") from None
    if not 0 <= value <= 5:
        raise argparse.ArgumentTypeError(f"must be from 0 (strict: one call) to 5, got {value}")
    return value


def coverage_fraction(text: str) -> float:
    """`--min-coverage`: above 0 up to 1, or a percentage; every command checks it the same way (exit 2)."""
    raw = text.strip()
    try:
        value = float(raw[:-1]) / 100 if raw.endswith("%") else float(raw)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid coverage {text!r}: use a number above 0 up to 1, or a percentage") from None
    if not 0.0 < value <= 1.0:
        raise argparse.ArgumentTypeError(f"coverage {text!r} must be above 0 and at most 1 (or a percentage up to 100%)")
    return value


def add_settings_options(parser: argparse.ArgumentParser) -> None:
    """Add --provider, --model, --retry-attempts, --rules-dir, --config (defaults None = not given)."""
    group = parser.add_argument_group("settings (override env and config.yaml)")
    group.add_argument(
        "--provider",
        choices=PROVIDERS,
        default=None,
        help="draft generator: auto (anthropic when ANTHROPIC_API_KEY is set, else offline), offline, anthropic",
    )
    group.add_argument("--model", metavar="MODEL", default=None, help="Claude model id for --provider anthropic")
    group.add_argument(
        "--retry-attempts",
        metavar="N",
        type=_retry_count,
        default=None,
        help="retries in total after a failed validation, 0-5 (0 = strict: one call; default 3)",
    )
    group.add_argument("--rules-dir", metavar="DIR", default=None, help="folder where rules are saved")
    group.add_argument(
        "--config", metavar="FILE", default=None, help="config file (default: config.yaml in the user config dir)"
    )


def settings_from_args(args: argparse.Namespace, env: Mapping[str, str] | None = None) -> Settings:
    """Resolve settings from parsed args (any dest of `settings.CLI_KEYS` that is set) + env + config."""
    cli: dict[str, Any] = {k: v for k, v in vars(args).items() if v is not None}
    return load_settings(cli, os.environ if env is None else env)


def sandbox_options(settings: Settings) -> SandboxOptions | None:
    """The sandbox limits the settings ask for (`sandbox_timeout`, `sandbox_isolation`), for every command."""
    try:
        return SandboxOptions(timeout_s=float(settings.sandbox_timeout), isolation=settings.sandbox_isolation)
    except TypeError:
        return None


class ReaderSafe:
    """A text stream whose reader may leave early (`| head -1`): writes after that are dropped
    (the descriptor then points at /dev/null, so nothing later fails on it) and `gone` says so.

    Why: `generate --save` and `--all-kinds --save` print progress and results while they work;
    a closed pipe raised BrokenPipeError at the next print and the run stopped before saving
    the rest, with exit 0. What is printed is a report; the saving must go on.
    """

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.gone = False

    def write(self, text: str) -> int:
        if not self.gone:
            try:
                self.stream.write(text)
            except (BrokenPipeError, ConnectionResetError):
                self._leave()
        return len(text)

    def flush(self) -> None:
        if not self.gone:
            try:
                self.stream.flush()
            except (BrokenPipeError, ConnectionResetError):
                self._leave()

    def _leave(self) -> None:
        self.gone = True
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, self.stream.fileno())
            os.close(devnull)
        except (OSError, ValueError, AttributeError):  # no descriptor (a test's StringIO): nothing to point
            pass


# Rule texts, extractor values and field names are untrusted text bound for a terminal: control
# characters (ANSI escapes, bidi overrides) are shown escaped, lone surrogates too (they cannot be
# printed at all: a description holding one made `pathfinder rules` crash).
_CONTROL_CHARS = {c: f"\\x{c:02x}" for c in (*range(0x20), *range(0x7F, 0xA0)) if c not in (0x09, 0x0A)}
_CONTROL_CHARS.update({c: f"\\u{c:04x}" for c in (0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))})
_JSON_ESCAPES = {c: f"\\u{c:04x}" for c in (*range(0x7F, 0xA0), 0x200E, 0x200F, *range(0x202A, 0x202F),
                                            *range(0x2066, 0x206A), 0x2028, 0x2029)}


def terminal_text(text: str) -> str:
    """`text` safe to print: control and bidi characters as `\\x1b`/`\\u202e`, lone surrogates as `\\ud800`."""
    return _surrogates_escaped(text.translate(_CONTROL_CHARS))


def terminal_json(text: str) -> str:
    """JSON text (C0 controls already escaped) safe to print, meaning the same: the C1 controls, bidi
    marks and lone surrogates written as JSON `\\uXXXX` escapes."""
    return _surrogates_escaped(text.translate(_JSON_ESCAPES))


def _surrogates_escaped(text: str) -> str:
    """Lone surrogates as `\\udXXX` (they cannot be encoded, so not printed); the rest unchanged."""
    return text if text.isascii() else text.encode("utf-8", "backslashreplace").decode("utf-8")


def counted(n: int, noun: str) -> str:
    """`1 path`, `2 paths`: a count with its noun in the right number (English plural by `s`)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


__all__ = ["add_settings_options", "terminal_json", "terminal_text", "coverage_fraction", "sandbox_options", "settings_from_args", "SETTINGS_DESTS",
           "ReaderSafe", "counted"]
