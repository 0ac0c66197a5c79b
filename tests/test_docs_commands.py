"""Every command shown in README.md and docs/*.md runs, as written, in a test (issue 16 item 13).

Shell blocks (```sh / ```bash / ```console) are read line by line. A line is a command; a
`$ command` line may be followed by the output it prints, which must be what it prints. Commands
run with `bash -o pipefail` in a workspace that holds what the docs assume: a copy of `rules/`, a
`listing.txt`, a `my_rule.py`, the `demo-rules/data_csv.yaml` that `make demo` saves, and a small
`/data` tree (a command that reads `/data` from disk reads the workspace's `data/` instead). The
wizard's commands run in a real terminal (tmux) until the wizard's first screen shows. The few
lines that are not run here say why in `NOT_RUN_HERE`.
"""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BIN = Path(sys.executable).parent

#: Lines shown in the docs that this test does not run, and where they are run instead.
NOT_RUN_HERE = {
    "git clone <this repository> pathfinder && cd pathfinder": "a placeholder for where the reader got the repository",
    "make test": "it is this suite (CI runs it)",
    "make demo": "its command line is the one docs/cli.md shows, run below; the Makefile is checked in test_make_demo_runs_that_command",
    "python3 -m venv .venv && .venv/bin/pip install -e .": "installing: what `make venv` does on every fresh CI clone",
}

#: Subcommands that print and exit; anything else after `pathfinder` starts the wizard.
SUBCOMMANDS = {"apply", "validate", "rules", "config", "generate", "sql", "coverage"}

DATA_FILES = [
    "mission_042/2024-01-15/readings.csv",
    "mission_042/2024-01-15/wind.csv",
    "mission_043/2024-02-01/readings.csv",
    "mission_043/2024-02-01/wind.csv",
    "mission_100/2024-03-10/readings.csv",
    "instruments/cam_01/frame_0001.png",
    "instruments/cam_01/frame_0002.png",
    "instruments/cam_02/frame_0001.png",
]

MY_RULE = '''"""A Python rule: the mission number of a readings file."""
import re

NAME = "my_rule"
GLOB = "mission_*/*/*.csv"


def extract(path: str) -> dict:
    m = re.search(r"mission_(\\d+)/", path)
    return {"mission": int(m.group(1))} if m else {}
'''


@dataclass
class Shown:
    """One command line of a doc, with the output the doc shows for it (if any)."""

    doc: str
    line: int
    command: str
    output: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return f"{self.doc}:{self.line}"


def _strip_comment(line: str) -> str:
    """`cmd   # note` -> `cmd` (a `#` inside quotes, or glued to a word, stays)."""
    m = re.search(r"\s+#[^'\"]*$", line)
    return line[: m.start()].strip() if m else line.strip()


def shown_commands() -> list[Shown]:
    """A block with `$ ` lines is a transcript (every other line is output); else each line is a command."""
    found: list[Shown] = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        rel = doc.relative_to(ROOT).as_posix()
        for block in re.finditer(r"^```(sh|bash|console|shell)\n(.*?)^```", text, re.S | re.M):
            first = text[: block.start(2)].count("\n") + 1
            lines = block.group(2).splitlines()
            transcript = any(line.startswith("$ ") for line in lines)
            current: Shown | None = None
            for i, raw in enumerate(lines):
                if transcript:
                    if raw.startswith("$ "):
                        current = Shown(rel, first + i, _strip_comment(raw[2:]))
                        found.append(current)
                    elif current is not None:
                        current.output.append(raw)
                elif raw.strip() and not raw.lstrip().startswith("#"):
                    found.append(Shown(rel, first + i, _strip_comment(raw)))
            for shown in found:
                while shown.output and not shown.output[-1].strip():
                    shown.output.pop()
    return found


SHOWN = shown_commands()
RUN = [s for s in SHOWN if s.command not in NOT_RUN_HERE]


def _is_wizard(command: str) -> bool:
    last = command.split("|")[-1].split()
    words = [w for w in last if not w.startswith("-")]
    return bool(last) and last[0] in ("pathfinder", ".venv/bin/pathfinder") and (
        len(words) < 2 or words[1] not in SUBCOMMANDS
    ) and "--help" not in last and "--version" not in last


def _workspace(work: Path) -> tuple[Path, dict[str, str]]:
    shutil.copytree(ROOT / "rules", work / "rules")
    if (ROOT / "docs" / "examples").is_dir():
        shutil.copytree(ROOT / "docs" / "examples", work / "docs" / "examples")
    for rel in DATA_FILES:
        f = work / "data" / rel
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text("x\n")
    (work / "listing.txt").write_text("".join(f"/data/{rel}\n" for rel in DATA_FILES))
    (work / "my_rule.py").write_text(MY_RULE)
    env = {
        "HOME": str(work / "home"),
        "XDG_DATA_HOME": str(work / "xdg-data"),
        "XDG_CONFIG_HOME": str(work / "xdg-config"),
        "XDG_STATE_HOME": str(work / "xdg-state"),
        "XDG_CACHE_HOME": str(work / "xdg-cache"),
        "PATHFINDER_DRAFTS_DIR": str(work / "drafts"),
        "PATHFINDER_LOG_DIR": str(work / "logs"),
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
    }
    # what `make demo` leaves behind when the user accepts the draft: the offline draft, saved
    saved = subprocess.run(
        [str(BIN / "pathfinder"), "generate", "--provider", "offline", "--paths-from", "rules/demo/samples.paths",
         "--save", "--rules-dir", "demo-rules"],
        cwd=work, env=env, capture_output=True, text=True, timeout=120,
    )
    assert saved.returncode == 0, saved.stderr
    return work, env


def _localise(command: str, work: Path) -> str:
    """Commands that read `/data` from disk read the workspace's copy; `.venv/bin/` is this install."""
    command = command.replace(".venv/bin/pathfinder", "pathfinder")
    if command.startswith("find /data") or _is_wizard(command):
        command = re.sub(r"(?<![\w/])/data(?=/|\s|$)", str(work / "data"), command)
    return command


def test_docs_show_commands() -> None:
    assert len(RUN) >= 15, [s.id for s in SHOWN]
    assert any(s.output for s in RUN), "at least one command shows its output"


def test_make_demo_runs_that_command() -> None:
    """`make demo` is the wizard command docs/cli.md shows (which is run below)."""
    makefile = (ROOT / "Makefile").read_text()
    demo = re.search(r"^demo:.*\n\t(.*)$", makefile, re.M)
    assert demo is not None
    shown = demo.group(1).replace("$(VENV)/bin/pathfinder", "pathfinder")
    assert shown in [s.command for s in SHOWN], shown


DOC_NAMES = sorted({s.doc for s in RUN if not _is_wizard(s.command)})


@pytest.mark.parametrize("doc", DOC_NAMES)
def test_shown_commands_run_in_order(doc: str, tmp_path: Path) -> None:
    """A doc's commands run one after another in one workspace: a later one may use what an earlier saved."""
    work, env = _workspace(tmp_path)
    failures = []
    for shown in (s for s in RUN if s.doc == doc and not _is_wizard(s.command)):
        proc = subprocess.run(
            ["bash", "-o", "pipefail", "-c", _localise(shown.command, work)],
            cwd=work, env=env, capture_output=True, text=True, timeout=300,
        )
        if "Traceback" in proc.stderr or proc.returncode != 0:
            failures.append(f"{shown.id}: `{shown.command}` exited {proc.returncode}: {proc.stderr.strip()[-600:]}")
        elif shown.output and proc.stdout.rstrip("\n").splitlines() != shown.output:
            failures.append(f"{shown.id}: `{shown.command}` printed\n{proc.stdout}\ninstead of\n"
                            + "\n".join(shown.output))
    assert not failures, "\n\n".join(failures)


@pytest.mark.tmux
@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux not installed: the wizard needs a terminal")
@pytest.mark.parametrize("shown", [s for s in RUN if _is_wizard(s.command)], ids=lambda s: s.id)
def test_shown_wizard_command_opens_the_wizard(shown: Shown, tmp_path: Path) -> None:
    from test_e2e_tmux import Tmux

    work, env = _workspace(tmp_path)
    run_dir = work / "wizard-runs" / re.sub(r"\W", "_", shown.id)
    run_dir.mkdir(parents=True)
    # a fresh drafts folder each: a draft left by another run must not turn this start into a resume offer
    env = {**env, "PATHFINDER_PROVIDER": "offline", "PATHFINDER_DRAFTS_DIR": str(run_dir / "drafts")}
    command = f"cd {shlex.quote(str(work))} && " + _localise(shown.command, work)
    t = Tmux(run_dir, "bash -o pipefail -c " + shlex.quote(command), env)
    try:
        # the first screen: a draft, or the kinds screen when the paths hold several kinds
        screen = t.wait_for(("Accept", "Pick kind"), timeout=40.0)
        assert "Traceback" not in screen
    finally:
        t.close()


def test_python_api_block_runs_and_prints_what_the_doc_says(tmp_path: Path) -> None:
    """docs/cli.md's Python API block runs as written; its `# ...` lines are what it prints."""
    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    code = text.split("<!-- python-api -->\n```python\n", 1)[1].split("```", 1)[0]
    shown = [line[2:] for line in code.splitlines() if line.startswith("# ")]
    work, env = _workspace(tmp_path)
    proc = subprocess.run([sys.executable, "-c", code], cwd=work, env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == shown

