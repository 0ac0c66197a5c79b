"""Autosaved drafts: atomic writes, newest first, damaged files skipped, discard."""
from __future__ import annotations

from pathlib import Path

import pytest

from pathfinder.fs.drafts import DraftRecord, DraftStore


def test_save_load_roundtrip_and_latest(tmp_path: Path) -> None:
    store = DraftStore(tmp_path / "d")
    store.save(DraftRecord(session="a", samples=("/x/1.csv",), text="old: 1\n", saved_at=10))
    store.save(DraftRecord(session="b", samples=("/x/2.csv", "/x/3.csv"), text="new: 1\n", kind="yaml",
                           hint="h", valid=True, name="n", saved_at=20))
    latest = store.latest()
    assert latest.session == "b" and latest.samples == ("/x/2.csv", "/x/3.csv") and latest.hint == "h"
    assert latest.valid and latest.name == "n"
    assert store.latest(exclude="b").session == "a"
    assert [r.session for r in store.records()] == ["b", "a"]


def test_hints_round_trip_and_latest_for_the_same_samples(tmp_path: Path) -> None:
    store = DraftStore(tmp_path / "d")
    store.save(DraftRecord(session="mine", samples=("/x/1.csv", "/x/2.csv"), text="a: 1\n", saved_at=10,
                           hints=("rename id mission", "drop date")))
    store.save(DraftRecord(session="other", samples=("/y/1.csv",), text="b: 1\n", saved_at=20))
    assert store.latest().session == "other"  # no samples asked for: the newest
    mine = store.latest(samples=["/x/2.csv", "/x/1.csv"])  # the same samples, in any order
    assert mine.session == "mine" and mine.hints == ("rename id mission", "drop date")
    assert "Hints in effect: rename id mission; drop date" in mine.describe()
    assert store.latest(samples=["/z/1.csv"]) is None  # nothing made from these samples


def test_overwrite_same_session_and_no_temp_files_left(tmp_path: Path) -> None:
    store = DraftStore(tmp_path)
    store.save(DraftRecord(session="a", samples=(), text="v1"))
    store.save(DraftRecord(session="a", samples=(), text="v2"))
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]
    assert store.latest().text == "v2"


def test_damaged_and_empty_drafts_are_skipped(tmp_path: Path) -> None:
    store = DraftStore(tmp_path)
    (tmp_path / "broken.json").write_text("{not json")
    store.save(DraftRecord(session="blank", samples=(), text="   "))
    assert store.latest() is None
    store.save(DraftRecord(session="ok", samples=(), text="x: 1"))
    assert store.latest().session == "ok"


def test_discard_and_missing_folder(tmp_path: Path) -> None:
    store = DraftStore(tmp_path / "none")
    assert store.latest() is None
    store.discard("nothing")  # no error
    store.save(DraftRecord(session="a", samples=(), text="x"))
    store.discard("a")
    assert store.latest() is None


def test_failed_write_keeps_previous_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = DraftStore(tmp_path)
    store.save(DraftRecord(session="a", samples=(), text="good"))

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr("pathfinder.fs.drafts.os.replace", boom)
    with pytest.raises(OSError):
        store.save(DraftRecord(session="a", samples=(), text="half"))
    assert store.latest().text == "good"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_describe_is_one_line_in_utc() -> None:
    rec = DraftRecord(session="a", samples=("/a", "/b"), text="name: x\nglob: y\n", saved_at=0)
    assert rec.describe() == "1970-01-01 00:00 UTC · 2 samples · yaml · name: x"


# ---- an edit left open in the editor when the wizard was killed ------------------------------------

def test_an_orphaned_edit_is_offered_instead_of_the_saved_draft(tmp_path: Path) -> None:
    store = DraftStore(tmp_path)
    store.save(DraftRecord(session="s1", samples=("/a/b.csv",), text="name: old\n", saved_at=10.0))
    (tmp_path / "s1-edit.yaml").write_text("name: edited\n")
    offer = store.latest()
    assert offer.text == "name: edited\n" and offer.from_edit and "still open in the editor" in offer.describe()
    assert store.load(tmp_path / "s1.json").text == "name: old\n"  # the stored draft is untouched until resumed
    store.discard("s1")
    assert not (tmp_path / "s1-edit.yaml").exists() and not (tmp_path / "s1.json").exists()


def test_a_scratch_copy_equal_to_the_draft_changes_nothing_and_python_edits_count_too(tmp_path: Path) -> None:
    store = DraftStore(tmp_path)
    store.save(DraftRecord(session="s1", samples=("/a/b.csv",), text="name: same\n", saved_at=10.0))
    (tmp_path / "s1-edit.yaml").write_text("name: same\n")
    offer = store.latest()
    assert offer.text == "name: same\n" and not offer.from_edit
    store.discard_scratch("s1")
    assert not (tmp_path / "s1-edit.yaml").exists() and (tmp_path / "s1.json").exists()
    store.save(DraftRecord(session="s2", samples=("/a/b.csv",), text="NAME = 'x'\n", kind="python", saved_at=20.0))
    (tmp_path / "s2-edit.py").write_text("NAME = 'x'\nGLOB = '*'\n\ndef extract(path):\n    return {}\n")
    offer = store.latest()
    assert offer.session == "s2" and offer.from_edit and offer.kind == "python"
    store.save(offer)  # `from_edit` describes the offer; it is never written
    assert "from_edit" not in (tmp_path / "s2.json").read_text()
