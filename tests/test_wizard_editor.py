"""Editor choice: $VISUAL > $EDITOR > nano > vi, GUI wait flags, clear errors."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pathfinder.wizard.editor import EditorNotFound, editor_command, run_editor, with_wait_flag


def which_all(name: str) -> str:
    return f"/usr/bin/{name}"


def which_none(name: str) -> None:
    return None


def test_visual_wins_over_editor() -> None:
    assert editor_command({"VISUAL": "vim", "EDITOR": "nano"}, which_all) == ["vim"]
    assert editor_command({"EDITOR": "emacs -nw"}, which_all) == ["emacs", "-nw"]


@pytest.mark.parametrize("value,expected", [
    ("code", ["code", "--wait"]),
    ("code --wait", ["code", "--wait"]),
    ("subl", ["subl", "-w"]),
    ("gedit", ["gedit", "-s"]),
    ("/Applications/bin/mate", ["/Applications/bin/mate", "-w"]),
    ("kate", ["kate", "--block"]),
    ("vim", ["vim"]),
])
def test_gui_editors_get_their_wait_flag(value: str, expected: list[str]) -> None:
    assert editor_command({"EDITOR": value}, which_all) == expected


def test_fallback_nano_then_vi() -> None:
    assert editor_command({}, which_all) == ["/usr/bin/nano"]
    assert editor_command({}, lambda n: "/bin/vi" if n == "vi" else None) == ["/bin/vi"]


def test_no_editor_at_all_is_a_clear_message() -> None:
    with pytest.raises(EditorNotFound, match=r"set \$VISUAL or \$EDITOR"):
        editor_command({}, which_none)


def test_editor_set_but_missing_names_it() -> None:
    with pytest.raises(EditorNotFound, match="'nosuchedit'"):
        editor_command({"EDITOR": "nosuchedit"}, which_none)


def test_unparseable_editor_variable() -> None:
    with pytest.raises(EditorNotFound, match="quoting"):
        editor_command({"VISUAL": "'unterminated"}, which_all)


def test_with_wait_flag_keeps_other_args() -> None:
    assert with_wait_flag(["code", "-n"]) == ["code", "--wait", "-n"]


def test_run_editor_runs_the_command_and_returns_status(tmp_path: Path) -> None:
    script = tmp_path / "ed.py"
    script.write_text("import sys; open(sys.argv[1], 'a').write('edited\\n'); sys.exit(0)\n")
    target = tmp_path / "draft.yaml"
    target.write_text("x: 1\n")
    assert run_editor(target, {"EDITOR": f"{sys.executable} {script}"}) == 0
    assert target.read_text() == "x: 1\nedited\n"
    failing = tmp_path / "fail.py"
    failing.write_text("import sys; sys.exit(4)\n")
    assert run_editor(target, {"EDITOR": f"{sys.executable} {failing}"}) == 4
