"""`pathfinder [PATH ...]`: what fails before the screen opens, and what the app is given."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pathfinder.cli import main


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for var in ("ANTHROPIC_API_KEY", "PATHFINDER_PROVIDER", "PATHFINDER_RULES_DIR", "VISUAL", "EDITOR"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("PATHFINDER_DRAFTS_DIR", str(tmp_path / "drafts"))
    monkeypatch.setenv("PATHFINDER_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setattr("pathfinder.cli.wizard_cmd.has_terminal", lambda: True)  # pytest has no TTY
    return tmp_path


def test_without_a_terminal_it_says_so_and_points_to_generate(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr("pathfinder.cli.wizard_cmd.has_terminal", lambda: False)
    monkeypatch.setattr("pathfinder.tui.app.WizardApp.run", lambda self: pytest.fail("the screen opened"))
    assert main(["--provider", "offline", "/data/a/b.csv"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1  # one line, no escape codes
    assert "terminal" in err and "pathfinder generate" in err and "\x1b" not in err


def test_without_a_terminal_for_real(tmp_path: Path) -> None:
    """A real child with stdin and stderr on pipes (no TTY): exit 2 at once, no escape codes."""
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "cfg"), "PATHFINDER_DRAFTS_DIR": str(tmp_path / "d")}
    proc = subprocess.run([sys.executable, "-m", "pathfinder", "--provider", "offline", "--paths-from", "-"],
                          input="/a/b.csv\n", capture_output=True, text=True, timeout=60, env=env,
                          start_new_session=True)  # no controlling terminal: /dev/tty cannot be reattached
    assert proc.returncode == 2, proc.stderr
    assert "pathfinder generate" in proc.stderr and "\x1b" not in proc.stderr + proc.stdout


def test_anthropic_without_key_is_a_config_error(capsys) -> None:
    assert main(["--provider", "anthropic", "/data/a.csv"]) == 3
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "ANTHROPIC_API_KEY" in err and "Traceback" not in err


def test_missing_paths_from_is_a_usage_error(capsys, tmp_path: Path) -> None:
    assert main(["--paths-from", str(tmp_path / "nope.txt")]) == 2
    assert "nope.txt" in capsys.readouterr().err


def test_empty_folder_is_a_usage_error(capsys, tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    assert main([str(tmp_path / "empty")]) == 2
    assert "no sample paths" in capsys.readouterr().err


def test_bad_retry_attempts_is_a_usage_error(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--retry-attempts", "9", "/a.csv"])
    assert exc.value.code == 2


def test_app_gets_samples_settings_and_budget(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys) -> None:
    """The wiring: samples from args + file, offline generator, rules dir and budget from settings."""
    seen = {}

    def fake_run(self):
        seen["app"] = self
        return 1

    monkeypatch.setattr("pathfinder.tui.app.WizardApp.run", fake_run)
    listing = tmp_path / "list.txt"
    listing.write_text("/data/m_2/b.csv\n\n/data/m_3/c.csv\n")
    code = main(["/data/m_1/a.csv", "--paths-from", str(listing), "--provider", "offline",
                 "--rules-dir", str(tmp_path / "r"), "--retry-attempts", "1"])
    assert code == 1
    app = seen["app"]
    assert app.initial_samples == ["/data/m_1/a.csv", "/data/m_2/b.csv", "/data/m_3/c.csv"]
    session = app.make_session(app.initial_samples)
    assert session.config.rules_dir == tmp_path / "r"
    assert session.config.drafts_dir == tmp_path / "drafts"
    assert session.config.budget.total == 1
    assert session.header() == "offline · built-in analyser · budget 1 retry (2/2/1)"
    assert app.sub_title == session.header()
    assert session.config.sandbox_options is not None and session.config.trail is not None
    assert session.config.loop_options["max_tokens"] is None  # offline: no token allowance
    assert app._switch_provider("offline").name == "offline"  # the palette's provider switch
    from pathfinder.errors import ConfigError

    with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
        app._switch_provider("anthropic")
    assert session.config.loop_options["scrub"]("key sk-ant-abcdefghijklmnopqrstuvwxyz") != \
        "key sk-ant-abcdefghijklmnopqrstuvwxyz"


def test_down_sampling_note_reaches_the_app(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen = {}
    monkeypatch.setattr("pathfinder.tui.app.WizardApp.run", lambda self: seen.setdefault("app", self) and 1)
    listing = tmp_path / "many.txt"
    listing.write_text("\n".join(f"/d/m_{i}/x.csv" for i in range(3000)) + "\n")
    main(["--provider", "offline", "--paths-from", str(listing)])
    app = seen["app"]
    assert len(app.initial_samples) < 3000 and "down-sampled" in app._notice


def test_exit_reports_every_rule_saved_in_the_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys) -> None:
    """Saved, started over, then closed with a new unfinished draft: exit 0, both facts said."""

    def fake_run(self):
        self.saved_rules = [("first", str(tmp_path / "r" / "first.yaml"))]
        self.session = self.make_session(["/data/m_1/a.csv"])
        from dataclasses import replace

        m = self.session.machine
        m.ctx = replace(m.ctx, draft="name: second\n")
        return 1

    monkeypatch.setattr("pathfinder.tui.app.WizardApp.run", fake_run)
    code = main(["/data/m_1/a.csv", "--provider", "offline", "--rules-dir", str(tmp_path / "r")])
    out, err = capsys.readouterr()
    assert code == 0
    assert f"pathfinder: saved rule first to {tmp_path / 'r' / 'first.yaml'}" in out
    assert "nothing saved" not in err and "the unfinished draft is kept in" in err


def test_mistyped_command_is_a_usage_error_not_a_sample(capsys, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["aply", "rules/", "/data/a.csv"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown command 'aply'" in err and "did you mean 'apply'" in err
    assert "./aply" in err


def test_a_word_that_exists_as_a_file_is_a_sample(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "aply").write_text("")
    seen = {}

    def fake_run(self):
        seen["samples"] = self.initial_samples
        return 1

    monkeypatch.setattr("pathfinder.tui.app.WizardApp.run", fake_run)
    main(["aply", "--provider", "offline", "--rules-dir", str(tmp_path / "r")])
    assert seen["samples"] and seen["samples"][0].endswith("aply")


def test_real_command_names_are_never_taken_for_typos(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["rules", "--help"])
    assert exc.value.code == 0
    assert "unknown command" not in capsys.readouterr().err


@pytest.mark.parametrize("word", ["help", "--help", "-h"])
def test_top_help_lists_commands_and_wizard_options(capsys, word: str) -> None:
    assert main([word]) == 0
    out = capsys.readouterr().out
    for command in ("apply", "validate", "generate", "rules", "config"):
        assert command in out
    assert "wizard:" in out and "--paths-from" in out


@pytest.mark.parametrize("how", ["no draft yet", "samples screen", "draft kept"])
def test_every_way_out_says_what_happened(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys, how) -> None:
    def fake_run(self):
        if how != "samples screen":
            self.session = self.make_session(["/data/m_1/a.csv"])
        if how == "draft kept":
            from dataclasses import replace

            m = self.session.machine
            m.ctx = replace(m.ctx, draft="name: x\n")
        return 1

    monkeypatch.setattr("pathfinder.tui.app.WizardApp.run", fake_run)
    args = ["--provider", "offline"] + ([] if how == "samples screen" else ["/data/m_1/a.csv"])
    assert main(args) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("pathfinder: nothing saved")
    if how == "draft kept":
        assert "the draft is kept in" in err


def test_a_positional_path_not_on_disk_is_a_warning_in_the_wizard(monkeypatch: pytest.MonkeyPatch,
                                                                   tmp_path: Path) -> None:
    """As `generate` warns (issue 16 item 10): the wizard's first screen says which PATH is not here."""
    seen = {}
    monkeypatch.setattr("pathfinder.tui.app.WizardApp.run", lambda self: seen.setdefault("app", self) and 1)
    (tmp_path / "photos").mkdir()
    (tmp_path / "photos" / "a.jpg").write_text("")
    typo = str(tmp_path / "photo")
    main(["--provider", "offline", typo])
    assert "not found on this machine" in seen["app"]._warning and typo in seen["app"]._warning
    seen.clear()
    main(["--provider", "offline", str(tmp_path / "photos")])
    assert seen["app"]._warning is None  # a folder that exists: no warning
