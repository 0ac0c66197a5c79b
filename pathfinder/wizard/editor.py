"""Which editor to open a draft in, and how (docs/architecture.md EDITING).

Why a separate module: choosing the command is pure logic (environment in,
argv out) and testable; running it needs the terminal, which the TUI lends by
suspending itself. GUI editors return immediately unless asked to wait, so the
wait flag is added for the ones we know.
"""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Callable, Mapping, Sequence

# editor program name -> flag that makes it block until the file is closed
WAIT_FLAGS: dict[str, str] = {
    "code": "--wait",
    "code-insiders": "--wait",
    "codium": "--wait",
    "cursor": "--wait",
    "subl": "-w",
    "sublime_text": "-w",
    "mate": "-w",
    "atom": "--wait",
    "zed": "--wait",
    "gedit": "-s",
    "gnome-text-editor": "--standalone",
    "kate": "--block",
    "gvim": "-f",
    "mvim": "-f",
    "xed": "--wait",
    "pluma": "-s",
    "bbedit": "--wait",
}
FALLBACKS = ("nano", "vi")

EditorRunner = Callable[[Path], int]
"""Opens the file, blocks until the user is done, returns the exit status.
Raises `EditorNotFound` when there is no editor to run."""


class EditorNotFound(Exception):
    """No usable editor: the message says what to set."""


def editor_command(env: Mapping[str, str] | None = None,
                   which: Callable[[str], str | None] = shutil.which) -> list[str]:
    """argv prefix for the user's editor: $VISUAL, then $EDITOR, then nano, then vi."""
    env = os.environ if env is None else env
    for var in ("VISUAL", "EDITOR"):
        value = (env.get(var) or "").strip()
        if value:
            try:
                argv = shlex.split(value)
            except ValueError:
                raise EditorNotFound(f"${var} ({value!r}) cannot be parsed: fix its quoting") from None
            if not argv:
                continue
            if which(argv[0]) is None:
                raise EditorNotFound(f"${var} is {argv[0]!r}, which is not installed or not on PATH; "
                                     "set $VISUAL or $EDITOR to an editor you have")
            return with_wait_flag(argv)
    for name in FALLBACKS:
        found = which(name)
        if found:
            return [found]
    raise EditorNotFound("no editor found: set $VISUAL or $EDITOR (nano and vi are not installed either)")


def with_wait_flag(argv: Sequence[str]) -> list[str]:
    """Add the blocking flag a known GUI editor needs, unless already given."""
    argv = list(argv)
    program = Path(argv[0]).name.lower()
    for suffix in (".exe", ".cmd", ".app"):
        program = program.removesuffix(suffix)
    flag = WAIT_FLAGS.get(program)
    if flag and flag not in argv[1:]:
        argv.insert(1, flag)
    return argv


def run_editor(path: Path, env: Mapping[str, str] | None = None, argv: Sequence[str] | None = None) -> int:
    """The default runner: resolve the editor (unless `argv` is given), run it on `path` in this terminal."""
    argv = list(argv) if argv is not None else editor_command(env)
    try:
        return subprocess.call([*argv, str(path)])
    except FileNotFoundError:
        raise EditorNotFound(f"editor {argv[0]!r} could not be started; set $VISUAL or $EDITOR") from None


__all__ = ["EditorNotFound", "EditorRunner", "editor_command", "with_wait_flag", "run_editor", "WAIT_FLAGS"]
