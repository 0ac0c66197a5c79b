"""Errors the user sees, each with the exit code the CLI documents.

Every error renders as one line: what went wrong, where, and what to do.
Tracebacks never reach the user; the CLI catches `PathfinderError`.
"""
from __future__ import annotations

EXIT_OK = 0
EXIT_FAILED = 1  # invalid rule, failed check, no valid rule generated
EXIT_USAGE = 2  # bad command line, missing input
EXIT_CONFIG = 3  # configuration or authentication problem


class PathfinderError(Exception):
    """Base class: a message fit for one line, plus an exit code."""

    exit_code: int = EXIT_FAILED

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def one_line(self) -> str:
        text = self.message if not self.hint else f"{self.message} ({self.hint})"
        return " ".join(text.split("\n"))

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.one_line()


class UsageError(PathfinderError):
    """The command line or its input is wrong (exit 2)."""

    exit_code = EXIT_USAGE


class ConfigError(PathfinderError):
    """Settings, config file or credentials are wrong (exit 3)."""

    exit_code = EXIT_CONFIG


class RuleError(PathfinderError):
    """A rule failed to load: names the file, YAML line, JSON path and key where known.

    `error_type` uses the tier vocabulary of docs/architecture.md (YAML_SYNTAX_ERROR,
    SCHEMA_VIOLATION, INVALID_REGEX, FORBIDDEN_CODE, MISSING_EXTRACT, ...).
    """

    exit_code = EXIT_FAILED

    def __init__(
        self,
        message: str,
        *,
        error_type: str = "SCHEMA_VIOLATION",
        source: str | None = None,
        line: int | None = None,
        json_path: str | None = None,
        key: str | None = None,
        allowed: list[str] | None = None,
        hint: str | None = None,
    ) -> None:
        super().__init__(message, hint=hint)
        self.allowed = allowed  # allowed values at json_path (enum, from: forms), for retry feedback
        self.error_type = error_type
        self.source = source
        self.line = line
        self.json_path = json_path
        self.key = key

    def one_line(self) -> str:
        where = []
        if self.source:
            where.append(self.source if self.line is None else f"{self.source}:{self.line}")
        elif self.line is not None:
            where.append(f"line {self.line}")
        if self.json_path:
            where.append(f"at {self.json_path}")
        prefix = (" ".join(where) + ": ") if where else ""
        return prefix + super().one_line()
