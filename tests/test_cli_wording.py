"""Usage wording every command shares (issue 16 item 14): unknown options and keys name the close
match and the command's own --help; --min-coverage is checked the same way (exit 2) everywhere;
a folder note names its folder once."""
from __future__ import annotations

import pytest

from pathfinder.cli import main
from pathfinder.errors import EXIT_CONFIG, EXIT_USAGE


def run(capsys, *argv: str) -> tuple[int, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code
    return int(code or 0), capsys.readouterr().err


@pytest.mark.parametrize("argv, command, meant", [
    (["generate", "--provder", "offline", "/a.csv"], "pathfinder generate", "--provider"),
    (["config", "--fromat", "json"], "pathfinder config", "--format"),
    (["rules", "--fromat=json"], "pathfinder rules", "--format"),
    (["apply", "r.yaml", "--keep-gonig"], "pathfinder apply", "--keep-going"),
    (["validate", "r.yaml", "--sampels", "/a"], "pathfinder validate", "--samples"),
    (["--provder", "offline", "/a.csv"], "pathfinder", "--provider"),
])
def test_unknown_option_names_the_close_match_and_the_commands_help(capsys, argv, command, meant):
    code, err = run(capsys, *argv)
    assert code == EXIT_USAGE
    assert err.count("\n") == 1 and "Traceback" not in err
    typo = next(a for a in argv if a.startswith("--")).split("=")[0]
    assert f"{command}: error: unknown option {typo}" in err
    assert f"did you mean {meant}?" in err
    assert f"(see '{command} --help')" in err


def test_unknown_option_with_nothing_close_says_so_plainly(capsys):
    code, err = run(capsys, "apply", "r.yaml", "--zzzzzz")
    assert code == EXIT_USAGE and "unknown option --zzzzzz (see 'pathfinder apply --help')" in err
    assert "did you mean" not in err


@pytest.mark.parametrize("command", [["generate", "/a.csv"], ["validate", "r.yaml", "--samples", "/a"]])
@pytest.mark.parametrize("value", ["0", "1.5", "-1", "150%", "abc"])
def test_min_coverage_out_of_range_is_a_usage_error_for_every_command(capsys, command, value):
    code, err = run(capsys, *command, "--min-coverage", value)
    assert code == EXIT_USAGE, err
    assert "--min-coverage" in err and f"'{value}'" in err and "Traceback" not in err


@pytest.mark.parametrize("value, accepted", [("0.5", 0.5), ("60%", 0.6), ("1", 1.0)])
def test_min_coverage_forms(value, accepted):
    from pathfinder.cli.common import coverage_fraction

    assert coverage_fraction(value) == pytest.approx(accepted)


@pytest.mark.parametrize("text, typo, meant", [
    ("retry_attemps: 2\n", "retry_attemps", "retry_attempts"),
    ("min_coverag: 0.5\n", "min_coverag", "min_coverage"),
    ("retry:\n  totl: 2\n", "retry.totl", "total"),
])
def test_unknown_config_key_suggests_the_close_match(tmp_path, capsys, text, typo, meant):
    conf = tmp_path / "config.yaml"
    conf.write_text(text)
    code, err = run(capsys, "config", "--config", str(conf))
    assert code == EXIT_CONFIG
    assert f"unknown key '{typo}' (did you mean '{meant}'?)" in err


def test_folder_note_names_the_folder_once(tmp_path, capsys):
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(600):
        (folder / f"readings_{i}.csv").write_text("")
    rule = tmp_path / "r.yaml"
    rule.write_text('name: r\nglob: "*.csv"\n')
    code, err = run(capsys, "validate", str(rule), "--samples", str(folder))
    notes = [line for line in err.splitlines() if "note:" in line and "files seen" in line]
    assert notes, err
    assert notes[0].count(str(folder)) == 1


def test_a_misspelt_environment_variable_is_a_warning_naming_the_one_meant(tmp_path, capsys, monkeypatch):
    """`PATHFINDER_RETRY_ATTEMPS=3` was silently ignored; the same typo in config.yaml is an error."""
    monkeypatch.setenv("PATHFINDER_RETRY_ATTEMPS", "3")
    monkeypatch.setenv("PATHFINDER_NOTHING_LIKE_IT", "1")
    monkeypatch.delenv("PATHFINDER_RETRY_ATTEMPTS", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    code, err = run(capsys, "config")
    assert code == 0
    warnings = [line for line in err.splitlines() if line.startswith("pathfinder: warning: environment variable")]
    assert len(warnings) == 2, err  # once each
    typo = next(w for w in warnings if "PATHFINDER_RETRY_ATTEMPS " in w)
    assert "did you mean PATHFINDER_RETRY_ATTEMPTS?" in typo and "ignored" in typo
    other = next(w for w in warnings if "PATHFINDER_NOTHING_LIKE_IT" in w)
    assert "known: " in other and "PATHFINDER_RULES_DIR" in other
    monkeypatch.delenv("PATHFINDER_RETRY_ATTEMPS")
    monkeypatch.delenv("PATHFINDER_NOTHING_LIKE_IT")
    assert "environment variable" not in run(capsys, "config")[1]
