"""The real `pathfinder` wizard in a real terminal (tmux): keys in, screen text and files out."""
from __future__ import annotations

import json

import os
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

pytestmark = [pytest.mark.tmux, pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux not installed")]

SAMPLES = [f"/data/mission_{m:03d}/2024-0{d}-1{d}/{name}.csv"
           for m in (42, 43, 100) for d in (1, 2) for name in ("readings", "wind")]


class Tmux:
    def __init__(self, tmp: Path, command: str, env: dict[str, str], size: tuple[int, int] = (80, 24)) -> None:
        self.name = f"pf-{uuid.uuid4().hex[:8]}"
        # a server of its own (-L): parallel workers sharing the default server raced on its
        # start and exit ('tmux new-session' failing while another test's last session closed)
        self.tmux = ["tmux", "-L", self.name]
        self.done = tmp / f"exit_code.{self.name}"
        exports = " ".join(f"{k}={_quote(v)}" for k, v in env.items())
        # COLUMNS/LINES (tmux's global environment may carry 80x24) would override the pane's real size
        script = (f"cd {_quote(str(tmp))} && env -u COLUMNS -u LINES {exports} {command}; "
                  f"echo $? > {_quote(str(self.done))}; sleep 60")
        subprocess.run([*self.tmux, "new-session", "-d", "-s", self.name, "-x", str(size[0]), "-y", str(size[1]), script],
                       check=True)

    def screen(self) -> str:
        return subprocess.run([*self.tmux, "capture-pane", "-p", "-t", self.name], capture_output=True, text=True).stdout

    def wait_for(self, text: str | tuple[str, ...], timeout: float = 40.0) -> str:
        """The screen once `text` (or any of several) shows on it."""
        wanted = (text,) if isinstance(text, str) else text
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            if any(w in screen for w in wanted):
                return screen
            time.sleep(0.2)
        raise AssertionError(f"{text!r} never appeared; screen:\n{self.screen()}")

    def keys(self, *keys: str) -> None:
        for key in keys:  # one at a time, as a person types: each key is handled before the next
            subprocess.run([*self.tmux, "send-keys", "-t", self.name, key], check=True)
            time.sleep(0.3)

    def exit_code(self, timeout: float = 15.0) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.done.exists() and self.done.read_text().strip():
                return int(self.done.read_text())
            time.sleep(0.2)
        raise AssertionError(f"the wizard did not exit; screen:\n{self.screen()}")

    def close(self) -> None:
        subprocess.run([*self.tmux, "kill-server"], capture_output=True)


def _quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


@pytest.fixture
def term(tmp_path: Path):
    (tmp_path / "samples.paths").write_text("\n".join(SAMPLES) + "\n")
    env = {
        "HOME": str(tmp_path / "home"),
        "XDG_DATA_HOME": str(tmp_path / "xdg-data"),
        "XDG_CONFIG_HOME": str(tmp_path / "xdg-config"),
        "XDG_STATE_HOME": str(tmp_path / "xdg-state"),
        "PATHFINDER_DRAFTS_DIR": str(tmp_path / "drafts"),
        "PATHFINDER_LOG_DIR": str(tmp_path / "logs"),
        "TERM": "xterm-256color",
        "PATH": os.environ.get("PATH", ""),
    }
    sessions: list[Tmux] = []

    def start(extra_env: dict[str, str] | None = None, args: str = "", paths_from: str = "samples.paths",
              size: tuple[int, int] = (80, 24)) -> Tmux:
        cmd = (f"{_quote(sys.executable)} -m pathfinder --provider offline --rules-dir rules "
               f"--paths-from {_quote(paths_from)} {args}")
        t = Tmux(tmp_path, cmd, {**env, **(extra_env or {})}, size)
        sessions.append(t)
        return t

    yield start
    for t in sessions:
        t.close()


def test_offline_samples_result_accept_writes_rule(term, tmp_path: Path) -> None:
    t = term()
    t.wait_for("matches 12/12 samples")
    screen = t.wait_for("a/enter Accept")  # the footer shows the keys
    assert "offline · built-in analyser" in screen
    t.keys("a")
    t.wait_for("Saved rule")
    t.keys("q")
    assert t.exit_code() == 0
    saved = list((tmp_path / "rules").iterdir())
    assert len(saved) == 1 and saved[0].suffix == ".yaml"
    from pathfinder.api import load_rule

    rule = load_rule(str(saved[0]))
    assert rule.name == saved[0].stem
    for path in SAMPLES:
        fields = rule.extract(path)
        assert fields is not None
        assert int(path.split("mission_")[1][:3]) in fields.values()
    assert not list((tmp_path / "drafts").glob("*.json"))  # the accepted draft is not left behind


def test_edit_in_real_editor_then_accept(term, tmp_path: Path) -> None:
    editor = tmp_path / "editor.py"
    editor.write_text(
        "import re, sys\n"
        "p = sys.argv[1]\n"
        "text = open(p).read()\n"
        "open(p, 'w').write(re.sub(r'(?m)^name:.*$', 'name: edited_rule', text, count=1))\n"
    )
    t = term({"EDITOR": f"{sys.executable} {editor}", "VISUAL": ""})
    t.wait_for("matches 12/12 samples")
    t.keys("e")
    t.wait_for("edit passed")
    t.keys("n")  # the name box selects its text on focus: what is typed replaces it
    t.keys("edited_rule", "Enter")
    t.wait_for("Saved rule edited_rule")
    t.keys("q")
    assert t.exit_code() == 0
    text = (tmp_path / "rules" / "edited_rule.yaml").read_text()
    assert text.startswith("name: edited_rule\n")


def test_escape_cancels_and_keeps_draft_for_next_start(term, tmp_path: Path) -> None:
    t = term()
    t.wait_for("matches 12/12 samples")
    t.keys("Escape")
    t.wait_for("ctrl+s analyses the samples again")  # Esc means back: to the samples
    t.keys("Escape")
    assert t.exit_code() == 1
    assert not (tmp_path / "rules").exists() or not list((tmp_path / "rules").iterdir())
    assert list((tmp_path / "drafts").glob("*.json"))
    t2 = term()
    t2.wait_for("An unfinished draft was found")
    t2.keys("r")
    t2.wait_for("matches 12/12 samples")
    t2.keys("Escape")
    t2.wait_for("Sample paths")
    t2.keys("Escape")
    assert t2.exit_code() == 1


def test_anthropic_through_fake_messages_api(term, tmp_path: Path) -> None:
    """The real app, the real SDK, a scripted Messages API: a syntax error is retried, then accepted."""
    sys.path.insert(0, str(Path(__file__).parent))
    from fake_anthropic import FakeAnthropic, reply

    good = ("```yaml\nname: missions\nglob: \"mission_*/*/*.csv\"\nextract:\n"
            "  mission_id: {from: segment(-3), pattern: \"mission_(\\\\d+)\", type: integer}\n```\n")
    key = "sk-ant-test-" + "e2e" * 10
    with FakeAnthropic([reply("name: missions\nglob: [oops\n"), reply(good)]) as fake:
        t = term({"ANTHROPIC_API_KEY": key, "ANTHROPIC_BASE_URL": fake.url}, args="--provider anthropic")
        t.wait_for("matches 12/12 samples")
        screen = t.wait_for("a/enter Accept")
        assert "anthropic ·" in screen
        t.keys("a")
        t.wait_for("Saved rule missions")
        t.keys("q")
        assert t.exit_code() == 0
        assert fake.calls == 2
    trail = [line for line in (tmp_path / "logs" / "trail.jsonl").read_text().splitlines() if line.strip()]
    records = [json.loads(line) for line in trail]
    assert [r["record"] for r in records] == ["attempt", "attempt", "summary"]  # every attempt (docs/architecture.md), then the totals
    assert records[-1]["calls"] == 2 and records[-1]["outcome"] == "success"
    saved = (tmp_path / "rules" / "missions.yaml").read_text()
    assert saved.startswith("name: missions\n") and "```" not in saved
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert key not in path.read_text(errors="replace"), path


def test_editor_failing_or_missing_keeps_the_draft(term, tmp_path: Path) -> None:
    t = term({"EDITOR": shutil.which("false") or "false", "VISUAL": ""})
    t.wait_for("matches 12/12 samples")
    t.keys("e")
    t.wait_for("exited with status 1")
    t.keys("Escape")
    t.wait_for("Sample paths")
    t.keys("Escape")
    assert t.exit_code() == 1
    t2 = term({"EDITOR": "no-such-editor-here", "VISUAL": ""})
    t2.wait_for("An unfinished draft was found")
    t2.keys("r")
    t2.wait_for("matches 12/12 samples")
    t2.keys("e")
    t2.wait_for("not installed")
    assert "Draft · YAML rule" in t2.screen()
    t2.keys("Escape")
    t2.wait_for("Sample paths")
    t2.keys("Escape")
    assert t2.exit_code() == 1


def test_ctrl_c_quits_cleanly_from_the_name_box(term, tmp_path: Path) -> None:
    """ctrl+c in a real terminal quits even with the focus in a text box (Textual would copy there)."""
    t = term()
    t.wait_for("matches 12/12 samples")
    t.keys("n")
    t.wait_for("esc Leave name box")  # the footer tells what Esc does in the box
    t.keys("C-c")
    assert t.exit_code() == 1
    screen = t.screen()
    assert "Traceback" not in screen and "Rule name" not in screen  # the terminal is given back clean
    assert "the draft is kept" in screen
    assert not (tmp_path / "rules").exists() or not list((tmp_path / "rules").iterdir())
    assert list((tmp_path / "drafts").glob("*.json"))


def test_demo_draft_is_readable_at_80x24(term, tmp_path: Path) -> None:
    """The demo's long YAML lines wrap in the draft panel: each field's type is on screen, no mouse needed."""
    demo = Path(__file__).resolve().parents[1] / "rules" / "demo" / "samples.paths"
    t = term(paths_from=str(demo))
    screen = t.wait_for("matches 10/10 samples")
    assert "type: integer}" in screen and "type: date}" in screen, screen
    assert '"^([^/]+?)\\\\.csv$"}' in screen, screen  # the last field, closing brace included
    t.keys("Escape")
    t.wait_for("Sample paths")
    t.keys("Escape")
    assert t.exit_code() == 1


def test_an_edit_open_when_the_wizard_is_killed_is_offered_next_time(term, tmp_path: Path) -> None:
    """The terminal closes while $EDITOR is open: the edit is not lost, the next start offers it."""
    editor = tmp_path / "slow_editor.py"
    editor.write_text(
        "import re, sys, time\n"
        "p = sys.argv[1]\n"
        "text = open(p).read()\n"
        "open(p, 'w').write(re.sub(r'(?m)^name:.*$', 'name: kept_edit', text, count=1))\n"
        "time.sleep(600)\n"  # still 'open' when the terminal goes away
    )
    t = term({"EDITOR": f"{sys.executable} {editor}", "VISUAL": ""})
    t.wait_for("matches 12/12 samples")
    t.keys("e")
    drafts = tmp_path / "drafts"
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        scratch = list(drafts.glob("*-edit.yaml"))
        if scratch and "kept_edit" in scratch[0].read_text():
            break
        time.sleep(0.2)
    else:
        raise AssertionError("the editor never wrote its edit")
    t.close()  # the terminal is gone: wizard and editor are killed
    time.sleep(0.5)
    t2 = term()
    screen = t2.wait_for("An unfinished draft was found")
    assert "still open in the editor" in screen
    t2.keys("r")
    t2.wait_for("resumed the edit left open in the editor")
    assert "kept_edit" in t2.screen()
    assert not list(drafts.glob("*-edit.*"))
    t2.keys("a")
    t2.wait_for("Saved rule kept_edit")
    t2.keys("q")
    assert t2.exit_code() == 0
    assert (tmp_path / "rules" / "kept_edit.yaml").read_text().startswith("name: kept_edit\n")


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
def test_preview_is_readable_by_keys_at_60x20_and_80x24(term, tmp_path: Path, size) -> None:
    """Every column heading, the whole structure line, the last row (End) and one row in full (d)."""
    t = term(size=size)
    t.wait_for("esc Back")  # laid out (the table fits its columns once it knows its width)
    time.sleep(1.0)
    screen = t.screen()
    for heading in ("path", "mission", "date", "status"):
        assert heading in screen, screen
    flat = "".join(screen.split())
    assert "{date:date}/{name}.csv" in flat or "{date:date}/{" in flat, screen  # folded, not cut
    assert "esc Back" in screen
    t.keys("End")
    last = SAMPLES[-1].rsplit("/", 1)[-1]
    t.keys("d")
    detail = t.wait_for("Sample")
    assert "".join(SAMPLES[-1].split()) in "".join(detail.split()) or last in detail, detail
    t.keys("Escape")
    t.wait_for("matches 12/12 samples")
    t.keys("Escape")
    t.wait_for("Sample paths")
    t.keys("Escape")
    assert t.exit_code() == 1


def test_a_tree_of_two_kinds_pick_save_come_back_pick_the_second(term, tmp_path: Path) -> None:
    """The kinds screen in a real terminal: a kind, saved, back with coverage, the second kind."""
    logs = [f"/data/logs/app-{i:03d}.log" for i in range(1, 9)]
    (tmp_path / "tree.paths").write_text("\n".join(SAMPLES + logs) + "\n")
    t = term(paths_from="tree.paths")
    screen = t.wait_for("Pick kind")
    assert "2 kinds of file in 20 paths" in screen and "0 covered" in screen
    t.keys("Enter")  # the cursor starts on the largest uncovered kind: the 12 mission files
    t.wait_for("matches 12/12 samples")
    t.keys("Escape")  # over a tree, Esc on the draft goes back to the kinds (nothing saved)
    t.wait_for("pick a kind")
    screen = t.wait_for("Pick kind")
    assert "draft is kept" in screen and "0 covered" in screen
    t.keys("Enter")
    t.wait_for("matches 12/12 samples")
    t.keys("a")
    screen = t.wait_for("coverage updated")
    assert "12 covered by saved rules (60%)" in screen
    t.keys("Enter")  # the cursor waits on the kind still uncovered: the logs
    t.wait_for("matches 8/8 samples")
    t.keys("a")
    screen = t.wait_for("20 covered by saved rules (100%)")
    t.keys("Escape")
    assert t.exit_code() == 0
    from pathfinder.api import load_rules

    rules = load_rules(str(tmp_path / "rules"))
    assert len(rules) == 2
    assert {r.name for r in rules if any(r.match(p) for p in logs)} and all(
        any(r.match(p) for r in rules) for p in SAMPLES + logs)


@pytest.mark.parametrize("size", [(80, 24), (60, 20)], ids=["80x24", "60x20"])
def test_structure_line_follows_an_edit_that_renames_and_resources(term, tmp_path: Path, size) -> None:
    """Issue 16 item 5 in a real terminal: `mission_id` becomes a string `task_name`, `name` is read
    from the full path as `sensor`; the Structure line names them where they read."""
    editor = tmp_path / "editor.py"
    editor.write_text(
        "import re, sys\n"
        "p = sys.argv[1]\n"
        "text = open(p).read()\n"
        "text = re.sub(r'(?m)^  mission_id:.*$', '  task_name: {from: segment(-3), pattern: \"mission_([0-9]+)\"}', text)\n"
        "text = re.sub(r'(?m)^  name:.*$', '  sensor: {from: full_path, pattern: \"/([a-z]+)[.]csv$\"}', text)\n"
        "open(p, 'w').write(text)\n"
    )
    t = term({"EDITOR": f"{sys.executable} {editor}", "VISUAL": ""}, size=size)
    t.wait_for("matches 12/12 samples")
    t.keys("e")
    t.wait_for("edit passed")
    screen = " ".join(line.strip() for line in t.wait_for("Structure:").splitlines())
    assert "mission_{task_name}/{date:date}/{sensor}.csv" in screen.replace(" ", ""), t.screen()
    t.keys("C-c")
    assert t.exit_code() == 1
