"""Atomic, collision-safe rule saves; only validated drafts can be saved."""
from __future__ import annotations


import threading
from pathlib import Path

import pytest

from pathfinder.fs import storage
from pathfinder.errors import PathfinderError, UsageError
from pathfinder.fs.storage import (
    RuleExistsError,
    atomic_write_text,
    rename_rule_text,
    save_rule,
    suggest_free_name,
)
from pathfinder.validation.result import Failure
from pathfinder.validation.pipeline import validate_draft

RULE = 'name: mission_readings\nglob: "mission_*/*/*.csv"\nextract:\n  date: {from: segment(-2), type: date}\n'
SAMPLES = ["/data/mission_042/2024-01-15/readings.csv"]


def success(text: str = RULE):
    result = validate_draft(text, SAMPLES)
    assert result.ok, result
    return result


def test_save_creates_folder_and_writes_name_yaml(tmp_path):
    target = save_rule(success(), tmp_path / "a" / "rules")
    assert target == tmp_path / "a" / "rules" / "mission_readings.yaml"
    assert target.read_text() == RULE
    assert [p.name for p in target.parent.iterdir()] == ["mission_readings.yaml"]  # no temp files left


def test_never_overwrites_silently_and_suggests_a_free_name(tmp_path):
    (tmp_path / "mission_readings.yaml").write_text("mine\n")
    (tmp_path / "mission_readings_2.yaml").write_text("mine too\n")
    with pytest.raises(RuleExistsError) as info:
        save_rule(success(), tmp_path)
    assert info.value.suggestion == "mission_readings_3"
    assert "--name mission_readings_3" in info.value.one_line()
    assert (tmp_path / "mission_readings.yaml").read_text() == "mine\n"
    assert save_rule(success(), tmp_path, overwrite=True).read_text() == RULE


def test_python_rule_of_the_same_name_is_a_collision(tmp_path):
    (tmp_path / "mission_readings.py").write_text("NAME = 'mission_readings'\n")
    with pytest.raises(RuleExistsError):
        save_rule(success(), tmp_path)
    save_rule(success(), tmp_path, overwrite=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mission_readings.yaml"]


def test_a_rule_file_of_the_same_name_in_a_subfolder_is_a_collision(tmp_path):
    """The loader reads subfolders (issue 16 item 12), so a save must not shadow a rule kept deeper."""
    (tmp_path / "team").mkdir()
    (tmp_path / "team" / "mission_readings.yaml").write_text("theirs\n")
    with pytest.raises(RuleExistsError) as info:
        save_rule(success(), tmp_path)
    assert info.value.suggestion == "mission_readings_2"
    assert (tmp_path / "team" / "mission_readings.yaml").read_text() == "theirs\n"


def test_rename_changes_text_and_file(tmp_path):
    target = save_rule(success(), tmp_path, name="missions")
    assert target.name == "missions.yaml"
    assert target.read_text().startswith("name: missions\n")
    assert rename_rule_text('NAME = "a"\nGLOB = "*"\n', "python", "b").startswith('NAME = "b"\n')
    with pytest.raises(UsageError):
        save_rule(success(), tmp_path, name="Bad-Name")


def test_a_failed_draft_is_never_saved(tmp_path):
    failure = validate_draft("name: x\nglob: [\n", SAMPLES)
    assert isinstance(failure, Failure)
    with pytest.raises(PathfinderError, match="did not pass validation"):
        save_rule(failure, tmp_path)
    with pytest.raises(PathfinderError):
        save_rule(RULE, tmp_path)  # plain text is not a Success either
    assert list(tmp_path.iterdir()) == []


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    target = tmp_path / "r.yaml"
    target.write_text("old\n")

    def boom(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", boom)
    with pytest.raises(PathfinderError, match="No space left"):
        atomic_write_text(target, "new", overwrite=True)
    assert target.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["r.yaml"]


def test_concurrent_savers_exactly_one_wins(tmp_path):
    results: list[object] = []

    def save(i: int) -> None:
        try:
            results.append(atomic_write_text(tmp_path / "same.yaml", f"writer {i}\n"))
        except RuleExistsError as exc:
            results.append(exc)

    threads = [threading.Thread(target=save, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wins = [r for r in results if isinstance(r, Path)]
    assert len(wins) == 1
    assert (tmp_path / "same.yaml").read_text().startswith("writer ")
    assert [p.name for p in tmp_path.iterdir()] == ["same.yaml"]


def test_unwritable_folder_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(PathfinderError, match="cannot create folder"):
        atomic_write_text(blocker / "sub" / "r.yaml", "x")


def test_suggest_free_name(tmp_path):
    assert suggest_free_name(tmp_path, "a") == "a"
    (tmp_path / "a.yaml").write_text("")
    assert suggest_free_name(tmp_path, "a") == "a_2"

