"""Progress of long scans (issue 13): on a terminal one line rewritten in place, elsewhere at most
a few lines, never on stdout; the wizard's tree from `--paths-from -` counts the whole listing."""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from pathfinder.analysis import coverage as coverage_mod
from pathfinder.analysis import kinds as kinds_mod
from pathfinder.cli import main
from pathfinder.cli import progress as progress_mod
from pathfinder.cli.progress import ScanProgress
from pathfinder.cli.wizard_cmd import tree_of
from pathfinder.fs import tree as tree_mod
from pathfinder.fs.tree import WalkReport, list_paths


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_gets_one_line_rewritten_and_cleared() -> None:
    out = Terminal()
    progress = ScanProgress(out, tty=True)
    progress("listed", 10_000)
    progress("listed", 20_000)
    progress("", -1)
    text = out.getvalue()
    assert "\n" not in text
    assert text.count("\r") == 4 and "listed: 20,000 paths..." in text
    assert text.endswith("\r") and text.rsplit("\r", 2)[-2].strip() == ""  # the line is blanked


def test_elsewhere_at_most_a_few_lines() -> None:
    out = io.StringIO()
    progress = ScanProgress(out, tty=False, line_every=100, max_lines=3)
    for n in range(50, 2000, 50):
        progress("split into kinds", n)
    progress("", -1)
    lines = out.getvalue().splitlines()
    assert lines == ["split into kinds: 100 paths...", "split into kinds: 200 paths...",
                     "split into kinds: 300 paths..."]


def test_a_walk_reports_files_listed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tree_mod, "PROGRESS_EVERY", 5)
    for i in range(12):
        (tmp_path / f"f{i:02d}.txt").write_text("x")
    seen: list[int] = []
    listed = list(list_paths([str(tmp_path), "extra/file.csv"], None, WalkReport(), progress=seen.append))
    assert len(listed) == 13 and seen == [5, 10]


@pytest.fixture()
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for var in ("ANTHROPIC_API_KEY", "PATHFINDER_PROVIDER", "PATHFINDER_RULES_DIR", "PATHFINDER_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    return tmp_path


LISTING = [f"/mnt/lab/study/sub-{s:02d}/func/sub-{s:02d}_task-rest_run-{r}_bold.nii.gz" for s in range(1, 41)
           for r in (1, 2)] + [f"/mnt/lab/study/sub-{s:02d}/anat/sub-{s:02d}_T1w.nii.gz" for s in range(1, 41)]


def test_long_scans_of_all_kinds_and_coverage_say_so_on_stderr_only(
        env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    monkeypatch.setattr(kinds_mod, "PROGRESS_EVERY", 20)
    monkeypatch.setattr(coverage_mod.kinds_mod, "PROGRESS_EVERY", 20)
    monkeypatch.setattr(progress_mod, "LINE_EVERY", 50)
    listing = env / "listing.txt"
    listing.write_text("\n".join(LISTING) + "\n")
    assert main(["coverage", str(env / "no-rules"), "--paths-from", str(listing), "--format", "json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["total"] == len(LISTING)  # stdout is the report alone
    assert "scanned: 100 paths..." in err and len([ln for ln in err.splitlines() if "paths..." in ln]) <= 3

    assert main(["generate", "--paths-from", str(listing), "--all-kinds", "--save", "--provider", "offline",
                 "--rules-dir", str(env / "rules")]) == 0
    out, err = capsys.readouterr()
    assert "paths..." not in out
    shown = [ln for ln in err.splitlines() if "paths..." in ln]
    assert shown and all(ln.split(":")[0] in ("listed", "split into kinds", "measured") for ln in shown)


def test_the_wizards_tree_from_stdin_is_the_whole_listing(env: Path) -> None:
    tree = tree_of([], "-", LISTING, env / "rules")
    assert tree is not None
    assert sum(k.count for k in tree.kinds) == len(LISTING)  # not the down-sampled samples
    assert tree_of([], "-", LISTING[:80], env / "rules") is None  # one kind: no kinds screen
