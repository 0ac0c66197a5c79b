"""What the screens and the command palette need from the app that hosts them.

Why a Protocol: screens and commands are built from data and post messages; the little they
still ask of the app (calm rendering, the rules folder, two palette commands) is named here, so
`tui/screens.py` and `tui/commands.py` never import `tui/app.py` (docs/architecture.md).
"""
from __future__ import annotations

from pathlib import Path
from typing import Protocol


class ScreenHost(Protocol):
    """The app as a screen sees it."""

    @property
    def calm(self) -> bool:
        """No animation and no cursor blink (tests, snapshots)."""
        ...


class CommandHost(Protocol):
    """The app as the command palette sees it."""

    rules_dir: Path | None

    def switch_provider_to(self, name: str) -> None:
        """Use provider `name` from the next generation on."""
        ...

    def show_saved_rule(self, path: Path) -> None:
        """Show a saved rule's path and first line."""
        ...


__all__ = ["ScreenHost", "CommandHost"]
