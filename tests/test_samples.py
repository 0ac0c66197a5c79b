"""Sample collection: lists, folders (lazy, stratified), down-sampling, no samples."""
from __future__ import annotations

import io
import sys

import pytest

from pathfinder.fs import samples as S
from pathfinder.errors import UsageError


def test_plain_paths_dedupe_and_blanks():
    got = S.collect_samples(["a/x.csv", "", "a/x.csv", "  ", "b/y.csv"])
    assert list(got) == ["a/x.csv", "b/y.csv"] and got.note is None and len(got) == 2


def test_paths_from_file_and_stdin(tmp_path, monkeypatch):
    listing = tmp_path / "list.txt"
    listing.write_text("p/1.csv\n\np/2.csv\r\np/1.csv\n", encoding="utf-8")
    assert list(S.collect_samples([], str(listing))) == ["p/1.csv", "p/2.csv"]
    fake = io.TextIOWrapper(io.BytesIO(b"s/1.txt\ns/2.txt\n"), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", fake)
    assert list(S.collect_samples([], "-")) == ["s/1.txt", "s/2.txt"]


def test_million_paths_down_sampled_deterministically():
    paths = [f"d/{i // 1000}/f_{i}.csv" for i in range(1_000_000)]
    a = S.collect_samples(paths, limit=500)
    b = S.collect_samples(list(paths), limit=500)
    assert list(a) == list(b) and len(a) == 500 and a.seen == 1_000_000
    assert a.paths[0] == paths[0] and len({p.split("/")[1] for p in a}) == 500  # spread over all folders
    assert "down-sampled 1000000 paths to 500" in a.note


def test_folder_is_walked_and_stratified(tmp_path):
    big = tmp_path / "big"
    big.mkdir()
    for i in range(100):
        (big / f"frame_{i:04d}.tif").write_text("")
    for sub in ("a", "b"):
        d = tmp_path / "small" / sub
        d.mkdir(parents=True)
        (d / "meta.json").write_text("")
        (d / "data.csv").write_text("")
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "x.csv").write_text("")
    got = S.collect_samples([str(tmp_path)], limit=12)
    names = [p.rsplit("/", 1)[-1] for p in got]
    assert len(got) == 12
    assert names.count("meta.json") == 2 and names.count("data.csv") == 2  # small groups not crowded out
    assert not any(".hidden" in p for p in got)
    assert got.seen == 104 and "104 files seen" in got.note
    assert list(S.collect_samples([str(tmp_path)], limit=12)) == list(got)  # deterministic


def test_walk_stops_early_on_huge_trees(tmp_path, monkeypatch):
    monkeypatch.setattr(S, "SEEN_FACTOR", 2)
    for d in range(20):
        sub = tmp_path / "top" / f"d{d:02d}"
        sub.mkdir(parents=True)
        for i in range(50):
            (sub / f"f{i}.bin").write_text("")
    got = S.collect_samples([str(tmp_path)], limit=10)
    assert got.seen == 50 and len(got) == 10
    assert "stopped early" in got.note


def test_no_samples_is_usage_error(tmp_path):
    with pytest.raises(UsageError) as exc:
        S.collect_samples([str(tmp_path)])
    assert exc.value.exit_code == 2 and "folders hold no files" in exc.value.one_line()
    with pytest.raises(UsageError):
        S.collect_samples(["", "  "])


def test_folder_lines_of_a_list_are_skipped_not_walked(tmp_path, monkeypatch):
    """`find . > list` starts with `.`: that line names the current folder, not a sample."""
    (tmp_path / "sub-01").mkdir()
    (tmp_path / "sub-01" / "local.py").write_text("")
    monkeypatch.chdir(tmp_path)
    listing = tmp_path / "list.txt"
    listing.write_text(".\n./sub-01\n./sub-01/a_bold.nii.gz\n./sub-02/b_bold.nii.gz\n", encoding="utf-8")
    got = S.collect_samples([], str(listing))
    assert list(got) == ["./sub-01/a_bold.nii.gz", "./sub-02/b_bold.nii.gz"]
    assert "skipped 2 folder lines" in got.note


def test_walk_spreads_samples_over_sibling_folders(tmp_path):
    """40 subjects x 2 sessions: the samples come from both sessions, not the first one seen."""
    for s in range(1, 41):
        for ses in (1, 2):
            d = tmp_path / f"sub-{s:02d}" / f"ses-{ses}" / "func"
            d.mkdir(parents=True)
            for r in range(1, 31):
                (d / f"sub-{s:02d}_ses-{ses}_run-{r}_bold.nii.gz").write_text("")
    got = S.collect_samples([str(tmp_path)], limit=200)
    sessions = [p.split("/")[-3] for p in got]
    assert len(got) == 200
    assert 0.35 <= sessions.count("ses-2") / len(sessions) <= 0.65, sessions.count("ses-2")
    assert len({p.split("/")[-4] for p in got}) == 40
