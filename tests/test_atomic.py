"""The one atomic-write helper (fs/atomic.py) and the guarantee each caller asks of it."""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from pathfinder.fs import atomic
from pathfinder.fs.atomic import FROM_UMASK, PRIVATE, READABLE, AtomicFile, write_atomic
from pathfinder.fs.drafts import DraftRecord, DraftStore
from pathfinder.fs.storage import atomic_write_text
from pathfinder.generation.loop import AttemptSaver


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def fsyncs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every os.fsync call: the file descriptor (a folder's too)."""
    calls: list[int] = []
    real = os.fsync

    def record(fd: int) -> None:
        calls.append(fd)
        real(fd)

    monkeypatch.setattr(atomic.os, "fsync", record)
    return calls


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_replaces_the_whole_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_bytes(b"old content that is longer")
    assert write_atomic(target, b"new") == target
    assert target.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]


@pytest.mark.parametrize("mode,want", [(PRIVATE, 0o600), (READABLE, 0o644), (FROM_UMASK, 0o644)])
def test_mode_is_the_callers_choice(tmp_path: Path, umask_022: None, mode: int | None, want: int) -> None:
    target = tmp_path / "f"
    write_atomic(target, b"x", mode=mode)
    assert _mode(target) == want


def test_from_umask_follows_the_process_umask(tmp_path: Path) -> None:
    old = os.umask(0o077)
    try:
        write_atomic(tmp_path / "f", b"x", mode=FROM_UMASK)
    finally:
        os.umask(old)
    assert _mode(tmp_path / "f") == 0o600


def test_fsync_forces_the_file_and_its_folder(tmp_path: Path, fsyncs: list[int]) -> None:
    write_atomic(tmp_path / "f", b"x", fsync=True)
    assert len(fsyncs) == 2  # the data, then the folder entry of the rename


def test_without_fsync_nothing_is_forced(tmp_path: Path, fsyncs: list[int]) -> None:
    write_atomic(tmp_path / "f", b"x")
    assert fsyncs == []


def test_exclusive_never_replaces_an_existing_file(tmp_path: Path) -> None:
    target = tmp_path / "rule.yaml"
    target.write_text("mine\n")
    with pytest.raises(FileExistsError):
        write_atomic(target, b"theirs\n", exclusive=True)
    assert target.read_text() == "mine\n"
    assert [p.name for p in tmp_path.iterdir()] == ["rule.yaml"]
    write_atomic(tmp_path / "free.yaml", b"ok\n", exclusive=True)
    assert (tmp_path / "free.yaml").read_text() == "ok\n"


def test_a_failure_while_writing_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "out.jsonl"
    target.write_text("complete old output\n")
    with pytest.raises(RuntimeError):
        with AtomicFile(target) as out:
            out.write(b"half of the new")
            raise RuntimeError("the writer crashed")
    assert target.read_text() == "complete old output\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.jsonl"]


def test_a_failing_move_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f"
    target.write_text("old")

    def refuse(src: object, dst: object) -> None:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    with pytest.raises(OSError, match="Permission denied"):
        write_atomic(target, b"new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f"]


def test_a_missing_folder_is_an_oserror_before_anything_is_written(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        AtomicFile(tmp_path / "no" / "such" / "f")


# ---------------------------------------------------------------- each caller's guarantee


def test_saved_rules_are_readable_durable_and_never_clobbered(tmp_path: Path, umask_022: None,
                                                              fsyncs: list[int]) -> None:
    target = atomic_write_text(tmp_path / "r.yaml", "name: r")
    assert target.read_text() == "name: r\n" and _mode(target) == 0o644 and len(fsyncs) == 2


def test_drafts_are_private_and_durable(tmp_path: Path, fsyncs: list[int]) -> None:
    store = DraftStore(tmp_path)
    path = store.save(DraftRecord(session="s1", samples=("/a/b.csv",), text="name: x\n"))
    assert _mode(path) == 0o600 and len(fsyncs) == 2
    assert json.loads(path.read_text(encoding="utf-8"))["text"] == "name: x\n"


def test_saved_attempts_are_private_and_keep_undecodable_bytes(tmp_path: Path, fsyncs: list[int]) -> None:
    saver = AttemptSaver(tmp_path, scrub=lambda t: t)
    path = saver._write("attempt-1.txt", "caf\udce9")  # a reply holding a non-UTF-8 byte
    assert path.read_bytes() == b"caf\xe9" and _mode(path) == 0o600 and fsyncs == []
