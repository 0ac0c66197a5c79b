"""Every `console` example in the docs is run, in order, and prints exactly what the doc shows.

A block is a list of `$ command` lines, each followed by its stdout. Commands run
in a scratch folder holding a copy of docs/examples/ (so `tree-rules` starts
empty); `pathfinder` and `python3` are this interpreter, so the check needs no
installed script. State carries from block to block within one page, as a
reader following the page would see it.
"""
from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "docs" / "cli.md", ROOT / "docs" / "user-guide.md", ROOT / "README.md"]
BLOCK = re.compile(r"^```console\n(.*?)^```", re.S | re.M)


def examples(page: Path) -> list[tuple[str, str]]:
    """(command, expected stdout) pairs in page order."""
    out: list[tuple[str, str]] = []
    for block in BLOCK.findall(page.read_text()):
        command, lines = None, []
        for line in block.splitlines():
            if line.startswith("$ "):
                if command is not None:
                    out.append((command, "\n".join(lines)))
                command, lines = line[2:], []
            else:
                lines.append(line)
        if command is not None:
            out.append((command, "\n".join(lines)))
    return out


def shell_line(command: str) -> str:
    py = shlex.quote(sys.executable)
    command = re.sub(r"(^|\| )pathfinder ", rf"\1{py} -m pathfinder ", command)
    return re.sub(r"(^|\| )python3 ", rf"\1{py} ", command)


@pytest.mark.parametrize("page", [p for p in PAGES if p.exists() and examples(p)], ids=lambda p: p.name)
def test_console_examples_print_what_the_doc_shows(page: Path, tmp_path: Path) -> None:
    shutil.copytree(ROOT / "docs" / "examples", tmp_path / "docs" / "examples")
    for command, expected in examples(page):
        proc = subprocess.run(shell_line(command), shell=True, cwd=tmp_path, capture_output=True, text=True,
                              timeout=300, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
                                                "XDG_CONFIG_HOME": str(tmp_path / "config"),
                                                "XDG_DATA_HOME": str(tmp_path / "data"),
                                                "XDG_STATE_HOME": str(tmp_path / "state")})
        assert proc.returncode == 0, (command, proc.stderr)
        assert proc.stdout.rstrip("\n") == expected.rstrip("\n"), command
