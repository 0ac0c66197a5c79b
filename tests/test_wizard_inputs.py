"""Samples screen logic: what a typed line contributes."""
from __future__ import annotations

from pathlib import Path

from pathfinder.wizard.inputs import collect, describe_line, split_lines, walk_files


def make_tree(root: Path, n: int) -> None:
    for i in range(n):
        d = root / f"m_{i:02d}"
        d.mkdir(parents=True, exist_ok=True)
        (d / "a.csv").write_text("x")
    (root / ".hidden").mkdir()
    (root / ".hidden" / "secret.csv").write_text("x")


def test_folder_counts_files_and_names_a_few(tmp_path: Path) -> None:
    make_tree(tmp_path / "data", 5)
    line = describe_line(str(tmp_path / "data"))
    assert line.kind == "folder" and line.count == 5 and not line.capped
    assert line.examples == ("m_00/a.csv", "m_01/a.csv", "m_02/a.csv")
    assert "folder: 5 files, e.g. m_00/a.csv" in line.describe()


def test_count_is_capped_for_huge_folders(tmp_path: Path) -> None:
    make_tree(tmp_path / "data", 12)
    line = describe_line(str(tmp_path / "data"), limit=10)
    assert line.count == 10 and line.capped and "10+ files" in line.describe()


def test_file_and_foreign_path(tmp_path: Path) -> None:
    f = tmp_path / "x.csv"
    f.write_text("x")
    assert describe_line(str(f)).kind == "file"
    foreign = describe_line("/nonexistent/mission_1/a.csv")
    assert foreign.kind == "path" and "(path as typed)" in foreign.describe()


def test_empty_folder(tmp_path: Path) -> None:
    (tmp_path / "e").mkdir()
    assert "no files" in describe_line(str(tmp_path / "e")).describe()


def test_split_lines_skips_blanks_and_comments() -> None:
    assert split_lines("  a \n\n# note\nb\n") == ["a", "b"]


def test_walk_skips_hidden_and_is_sorted(tmp_path: Path) -> None:
    make_tree(tmp_path, 3)
    assert [Path(p).relative_to(tmp_path).as_posix() for p in walk_files(str(tmp_path))] == [
        "m_00/a.csv", "m_01/a.csv", "m_02/a.csv"]


def test_collect_expands_folders_and_keeps_paths(tmp_path: Path) -> None:
    make_tree(tmp_path / "d", 2)
    got = list(collect([str(tmp_path / "d"), "/remote/x.csv"]).paths)
    assert "/remote/x.csv" in got and sum(1 for g in got if g.endswith("a.csv")) == 2


def test_tilde_folder_is_expanded(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    make_tree(tmp_path / "data", 2)
    assert describe_line("~/data").count == 2
    got = list(collect(["~/data"]).paths)
    assert len(got) == 2 and all(p.startswith(str(tmp_path)) for p in got)


def test_collect_empty_folder_is_a_one_line_usage_error(tmp_path: Path) -> None:
    import pytest

    from pathfinder.errors import UsageError

    (tmp_path / "e").mkdir()
    with pytest.raises(UsageError, match="no sample paths"):
        collect([str(tmp_path / "e")])
