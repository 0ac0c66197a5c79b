"""`pathfinder coverage` and the folder walk behind it (issue 13, items 2 and bad input)."""
from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest

from pathfinder.cli import main
from pathfinder.fs.tree import WalkReport, walk_files

CORPUS = Path("/work/shared/corpus")

MISSION = """\
name: mission_readings
glob: "mission_*/????-??-??/*.csv"
extract:
  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}
  date:       {from: segment(-2), type: date}
"""

PATHS = [
    "/data/mission_042/2024-01-15/readings.csv",
    "/data/mission_043/2024-02-30/wind.csv",  # matched, partial (no such date)
    "/data/logs/app-001.log",
    "/data/logs/app-002.log",
    "/data/logs/app-003.log",
    "/data/README.md",
]


@pytest.fixture
def rules(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    folder.mkdir()
    (folder / "mission_readings.yaml").write_text(MISSION)
    return folder


def _listing(tmp_path: Path, paths: list[str]) -> Path:
    f = tmp_path / "listing.txt"
    f.write_text("\n".join(paths) + "\n")
    return f


def run_json(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, dict, str]:
    code = main(["coverage", *argv, "--format", "json"])
    out, err = capsys.readouterr()
    return code, json.loads(out), err


def test_json_shape_counts_add_up(tmp_path: Path, rules: Path, capsys: pytest.CaptureFixture) -> None:
    code, doc, _ = run_json(capsys, str(rules), "--paths-from", str(_listing(tmp_path, PATHS)))
    assert code == 0
    assert set(doc) == {"total", "matched", "rules", "unmatched"}
    assert doc["total"] == 6 and doc["matched"] == 2
    assert doc["rules"] == [{"name": "mission_readings", "count": 2}]
    assert doc["matched"] + sum(k["count"] for k in doc["unmatched"]) == doc["total"]
    first = doc["unmatched"][0]
    assert set(first) == {"structure", "count", "extensions", "examples"}
    assert first["count"] == 3 and first["extensions"] == [".log"]
    assert first["examples"] == sorted(first["examples"]) and len(first["examples"]) == 3
    counts = [k["count"] for k in doc["unmatched"]]
    assert counts == sorted(counts, reverse=True)


def test_missing_or_empty_rules_folder_means_no_rules(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    listing = str(_listing(tmp_path, PATHS))
    for target in (tmp_path / "nowhere", tmp_path / "empty"):
        if target.name == "empty":
            target.mkdir()
        code, doc, err = run_json(capsys, str(target), "--paths-from", listing)
        assert code == 0
        assert doc["matched"] == 0 and doc["rules"] == []
        assert sum(k["count"] for k in doc["unmatched"]) == 6
        assert "no rules" in err


def test_a_broken_rule_is_named_and_the_others_still_count(tmp_path: Path, rules: Path,
                                                           capsys: pytest.CaptureFixture) -> None:
    (rules / "broken.yaml").write_text("name: broken\nglob: [unclosed\n")
    code, doc, err = run_json(capsys, str(rules), *PATHS)
    assert code == 0
    assert "broken.yaml" in err and "skipping" in err
    assert doc["matched"] == 2


def test_a_broken_rule_file_named_on_its_own_is_an_error_not_no_rules(
        tmp_path: Path, rules: Path, capsys: pytest.CaptureFixture) -> None:
    broken = rules / "broken.yaml"
    broken.write_text("name: broken\nglob: [unclosed\n")
    code = main(["coverage", str(broken), *PATHS])
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith("pathfinder: error: ") and "broken.yaml" in err
    assert "no rules" not in err
    # the good file named on its own still measures
    code, doc, _ = run_json(capsys, str(rules / "mission_readings.yaml"), *PATHS)
    assert code == 0 and doc["matched"] == 2


def test_text_report_is_a_table(tmp_path: Path, rules: Path, capsys: pytest.CaptureFixture) -> None:
    code = main(["coverage", str(rules), *PATHS])
    out = capsys.readouterr().out
    assert code == 0
    assert out.splitlines()[0] == "6 paths, 2 matched (33.3%) by 1 of 1 rule, 1 complete"
    assert "" not in out.splitlines()  # one block: pastes into docs whole
    assert "mission_readings" in out
    assert "uncovered: 4 paths in" in out
    assert "app-{app:int}.log" in out or "app-" in out


def test_one_path_listing(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    code, doc, _ = run_json(capsys, str(tmp_path / "none"), "/only/one.txt")
    assert code == 0
    assert doc["total"] == 1 and len(doc["unmatched"]) == 1
    assert doc["unmatched"][0]["examples"] == ["/only/one.txt"]


@pytest.mark.parametrize("name", ["bids_ds001.txt", "hive_deltars_partitioned.txt", "ucf101_testlist01.txt"])
def test_real_listings_every_path_accounted_for(name: str, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    listing = CORPUS / name
    if not listing.exists():
        pytest.skip("corpus not available")
    total = sum(1 for line in listing.read_text().splitlines() if line.strip())
    code, doc, _ = run_json(capsys, str(tmp_path / "none"), "--paths-from", str(listing))
    assert code == 0 and doc["total"] == total
    assert sum(k["count"] for k in doc["unmatched"]) == total
    assert 1 <= len(doc["unmatched"]) <= max(3, total // 5)


def test_folder_walk_skips_and_counts_special_files(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    tree = tmp_path / "tree"
    (tree / "a" / "b").mkdir(parents=True)
    for i in range(3):
        (tree / "a" / "b" / f"f{i}.dat").write_text("x")
    (tree / "a" / "top.txt").write_text("x")
    os.symlink(tree / "a", tree / "a" / "b" / "loop")  # a link back up: a loop
    os.symlink(tree / "missing", tree / "dangling")
    os.mkfifo(tree / "fifo")
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(tree / "sock"))
    try:
        report = WalkReport()
        files = list(walk_files(str(tree), report))
    finally:
        sock.close()
    assert sorted(os.path.relpath(f, tree) for f in files) == ["a/b/f0.dat", "a/b/f1.dat", "a/b/f2.dat", "a/top.txt"]
    assert (report.files, report.loops, report.broken_links, report.special) == (4, 1, 1, 2)
    note = report.note(str(tree))
    assert "1 symlink loop" in note and "2 socket(s)/FIFO(s)" in note and "1 broken link" in note

    code = main(["coverage", str(tmp_path / "none"), str(tree), "--format", "json"])
    out, err = capsys.readouterr()
    assert code == 0 and json.loads(out)["total"] == 4
    assert "skipped" in err


def test_unreadable_folder_is_counted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tree = tmp_path / "tree"
    (tree / "locked").mkdir(parents=True)
    (tree / "ok.txt").write_text("x")
    real_scandir = os.scandir

    def scandir(path):  # root ignores permissions: refuse the folder the way a locked one is refused
        if str(path).endswith("locked"):
            raise PermissionError(13, "Permission denied")
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    report = WalkReport()
    assert [os.path.basename(p) for p in walk_files(str(tree), report)] == ["ok.txt"]
    assert report.unreadable == 1


def test_walk_limit_stops_and_says_how_many(tmp_path: Path) -> None:
    tree = tmp_path / "big"
    tree.mkdir()
    for i in range(50):
        (tree / f"f{i:03d}.txt").write_text("")
    report = WalkReport()
    assert len(list(walk_files(str(tree), report, limit=20))) == 20
    assert report.stopped and "stopped after 20 files" in report.note(str(tree))


def test_one_uncovered_kind_is_said_in_the_singular(tmp_path, capsys):
    """`in 1 kind`, not `in 1 kinds`."""
    from pathfinder.cli import main

    listing = tmp_path / "l.txt"
    listing.write_text("".join(f"/d/clip_{i:03d}.avi\n" for i in range(30)))
    assert main(["coverage", str(tmp_path / "none"), "--paths-from", str(listing)]) == 0
    out = capsys.readouterr().out
    assert "uncovered: 30 paths in 1 kind\n" in out


def test_a_listing_of_one_huge_path_is_counted_in_the_singular_and_not_analysed(tmp_path, capsys):
    """One path of 2 MB (a list whose newlines were lost): `1 path`, its kind's structure from its
    shape (the analyser sets aside what no file system names), never the 2 MB text as a structure."""
    from pathfinder.cli import main

    listing = tmp_path / "l.txt"
    listing.write_text("/d/" + "a" * 2_000_000 + ".txt\n")
    assert main(["coverage", str(tmp_path / "none"), "--paths-from", str(listing)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 path, 0 matched (0.0%) by 0 of 0 rules\n")
    assert "uncovered: 1 path in 1 kind\n" in out
    structure = out.splitlines()[3]
    assert structure.rstrip().endswith("/d/*.txt") and len(structure) < 200
