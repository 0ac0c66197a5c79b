"""`pathfinder rules`: listing table and JSON, default folder, empty/missing/broken."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pathfinder.cli import main

ROOT = Path(__file__).resolve().parents[1]

ALPHA = """\
name: alpha
description: Alpha readings.
glob: "alpha/*.csv"
extract:
  day: {from: segment(-2), type: date}
  n:   {from: filename, pattern: "(\\\\d+)", type: integer}
tag: alpha_data
priority: 200
"""
BETA = 'name: beta\nglob: "*.log"\nextract: null\n'
BROKEN = "name: Bad Name\nglob: '*'\n"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    d = tmp_path / "rules"
    d.mkdir()
    (d / "beta.yaml").write_text(BETA)
    (d / "alpha.yaml").write_text(ALPHA)
    return d


def test_table_lists_all_columns_sorted_by_name(folder: Path, capsys) -> None:
    assert main(["rules", str(folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["NAME", "GLOB", "FIELDS", "TAG", "PRIORITY", "FILE", "DESCRIPTION"]
    assert lines[1].split() == ["alpha", "alpha/*.csv", "day,", "n", "alpha_data", "200", "alpha.yaml",
                                "Alpha", "readings."]
    assert lines[2].split() == ["beta", "*.log", "-", "-", "100", "beta.yaml", "-"]
    assert len(lines) == 3
    # columns line up
    assert lines[1].index("alpha/*.csv") == lines[0].index("GLOB")
    assert lines[2].index("100") == lines[0].index("PRIORITY")


def test_json_format(folder: Path, capsys) -> None:
    assert main(["rules", str(folder), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == [
        {"name": "alpha", "glob": "alpha/*.csv", "fields": ["day", "n"], "tag": "alpha_data",
         "priority": 200, "description": "Alpha readings.", "kind": "yaml", "file": "alpha.yaml",
         "file_matches_name": True},
        {"name": "beta", "glob": "*.log", "fields": [], "tag": None,
         "priority": 100, "description": None, "kind": "yaml", "file": "beta.yaml",
         "file_matches_name": True},
    ]


def test_single_file(folder: Path, capsys) -> None:
    assert main(["rules", str(folder / "alpha.yaml"), "--format", "json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["name"] == "alpha" and row["file"] == "alpha.yaml"


def test_rules_dir_option_is_the_default_folder(folder: Path, capsys) -> None:
    assert main(["rules", "--rules-dir", str(folder), "--format", "json"]) == 0
    assert [r["name"] for r in json.loads(capsys.readouterr().out)] == ["alpha", "beta"]


def test_env_rules_dir(folder: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("PATHFINDER_RULES_DIR", str(folder))
    assert main(["rules", "--format", "json"]) == 0
    assert [r["name"] for r in json.loads(capsys.readouterr().out)] == ["alpha", "beta"]


def test_empty_folder_friendly_line(tmp_path: Path, capsys) -> None:
    assert main(["rules", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"No rules in {tmp_path} yet")
    assert len(out.splitlines()) == 1


def test_empty_folder_json_is_empty_list(tmp_path: Path, capsys) -> None:
    assert main(["rules", str(tmp_path), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_missing_folder_exit_2_naming_it(tmp_path: Path, capsys) -> None:
    missing = tmp_path / "gone"
    assert main(["rules", str(missing)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert len(err.splitlines()) == 1 and str(missing) in err


def test_broken_rule_listed_as_warning_others_shown_exit_1(folder: Path, capsys) -> None:
    (folder / "bad.yaml").write_text(BROKEN)
    assert main(["rules", str(folder)]) == 1
    captured = capsys.readouterr()
    assert "bad.yaml" in captured.err and "Traceback" not in captured.err
    names = [line.split()[0] for line in captured.out.splitlines()[1:]]
    assert names == ["alpha", "beta"]


def test_example_folder_via_real_cli() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "pathfinder", "rules", "rules/examples"],
        capture_output=True, cwd=ROOT, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr.decode()
    out = proc.stdout.decode()
    for name in ("mission_readings", "hive_sales", "bids_bold", "junk_files"):
        assert name in out
    assert "mission_*/????-??-??/*.csv" in out and "mission_readings.yaml" in out
    assert proc.stderr == b""


def test_help(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["rules", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert "FOLDER" in out and "--rules-dir" in out and "--format" in out


def test_config_file_rules_dir_is_used(folder: Path, tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.delenv("PATHFINDER_RULES_DIR", raising=False)
    config = tmp_path / "config.yaml"
    config.write_text(f"rules_dir: {folder}\n")
    assert main(["rules", "--config", str(config), "--format", "json"]) == 0
    assert [r["name"] for r in json.loads(capsys.readouterr().out)] == ["alpha", "beta"]


def test_flag_beats_env(folder: Path, tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("PATHFINDER_RULES_DIR", str(tmp_path / "elsewhere"))
    assert main(["rules", "--rules-dir", str(folder), "--format", "json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 2


def test_missing_configured_folder_says_it_is_the_configured_one(tmp_path: Path, capsys) -> None:
    assert main(["rules", "--rules-dir", str(tmp_path / "none")]) == 2
    err = capsys.readouterr().err
    assert "configured rules folder" in err and str(tmp_path / "none") in err


def test_default_folder_not_created_yet_is_friendly(tmp_path: Path, monkeypatch, capsys) -> None:
    """Fresh install: the platform data dir has no rules/ yet -> friendly line, exit 0."""
    monkeypatch.delenv("PATHFINDER_RULES_DIR", raising=False)
    monkeypatch.delenv("PATHFINDER_CONFIG", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path))
    code = main(["rules"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert captured.out.startswith("No rules in ") and str(tmp_path) in captured.out


def test_env_folder_missing_is_error_naming_source(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("PATHFINDER_RULES_DIR", str(tmp_path / "typo"))
    assert main(["rules"]) == 2
    err = capsys.readouterr().err
    assert "PATHFINDER_RULES_DIR" in err and "typo" in err


def test_python_rule_listed_with_kind(capsys) -> None:
    assert main(["rules", str(ROOT / "rules" / "examples" / "python_combined_date.py"), "--format", "json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["kind"] == "python" and row["name"] == "python_combined_date"
    assert row["tag"] == "weather" and row["priority"] == 120
    assert main(["rules", str(ROOT / "rules" / "examples" / "python_combined_date.py")]) == 0
    assert "(python extract)" in capsys.readouterr().out


def test_table_shows_description_on_one_line(folder: Path, capsys) -> None:
    """docs/rule-language.md: `description` is free text shown in listings (long and folded ones cut to one line)."""
    long = "word " * 40
    (folder / "gamma.yaml").write_text(f'name: gamma\ndescription: |\n  first line\n  {long}\nglob: "*.txt"\n')
    assert main(["rules", str(folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    gamma = next(line for line in lines if line.startswith("gamma"))
    assert gamma.index("first line word word") == lines[0].index("DESCRIPTION")
    assert gamma.endswith("…") and len(gamma) - lines[0].index("DESCRIPTION") == 60


def test_file_name_that_differs_from_the_rule_name_is_warned_and_marked(tmp_path: Path, capsys) -> None:
    """docs/rule-language.md: a rule is also the file <name>.yaml. A renamed file still loads (apply), but is pointed out."""
    (tmp_path / "mism.yaml").write_text('name: other\nglob: "*.csv"\n')
    (tmp_path / "good.yaml").write_text('name: good\nglob: "*.log"\n')
    (tmp_path / "set.yaml").write_text('version: 1\nrules:\n  - {name: a, glob: "*.a"}\n')  # a list: not checked
    assert main(["rules", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert err.splitlines() == [
        f"pathfinder: warning: {tmp_path / 'mism.yaml'}: the file name does not match the rule name 'other' "
        "(a rule lives in <name>.yaml: rename the file to other.yaml)"]
    row = next(line for line in out.splitlines() if line.startswith("other"))
    assert "mism.yaml (!= name)" in row
    assert "(!= name)" not in next(line for line in out.splitlines() if line.startswith("good"))
    assert main(["rules", str(tmp_path), "--format", "json"]) == 0
    rows = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert [rows[n]["file_matches_name"] for n in ("a", "good", "other")] == [True, True, False]
    # not an error for apply, and apply says nothing about it
    assert main(["apply", str(tmp_path), "/x.csv"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["rule"] == "other" and err == ""


def test_upper_case_extensions_are_rule_files(tmp_path: Path, capsys) -> None:
    """`Upper.YAML`, `b.Yml` and `c.PY` in a rules folder are loaded, not silently skipped."""
    (tmp_path / "upper.YAML").write_text('name: upper\nglob: "*.txt"\n')
    (tmp_path / "b.Yml").write_text('name: b\nglob: "*.b"\n')
    (tmp_path / "c.PY").write_text("NAME = 'c'\nGLOB = '*.c'\n\ndef extract(path: str) -> dict:\n    return {}\n")
    (tmp_path / "notes.txt").write_text("not a rule")
    assert main(["rules", str(tmp_path), "--format", "json"]) == 0
    out, err = capsys.readouterr()
    rows = {r["name"]: r for r in json.loads(out)}
    assert sorted(rows) == ["b", "c", "upper"] and err == ""
    assert rows["c"]["kind"] == "python" and all(r["file_matches_name"] for r in rows.values())
    assert main(["apply", str(tmp_path), "/x/y.txt"]) == 0
    assert json.loads(capsys.readouterr().out)["rule"] == "upper"


def test_hostile_description_is_printed_escaped_never_raw_or_as_a_traceback(tmp_path: Path) -> None:
    # a lone surrogate made the table crash (UnicodeEncodeError), and ANSI/bidi reached the terminal raw
    (tmp_path / "r.yaml").write_text('name: r\nglob: "**"\ndescription: "\\ud800 \\e[2J\\e]0;pwn\\a \\u202e"\n')
    for fmt in ("table", "json"):
        done = subprocess.run([sys.executable, "-m", "pathfinder", "rules", str(tmp_path), "--format", fmt],
                              capture_output=True, cwd=ROOT, timeout=60)
        assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
        assert b"\x1b" not in done.stdout and b"\xe2\x80\xae" not in done.stdout and b"\x07" not in done.stdout
        out = done.stdout.decode("utf-8")
        if fmt == "json":  # the same text, written with JSON escapes
            assert json.loads(out)[0]["description"] == "\ud800 \x1b[2J\x1b]0;pwn\x07 \u202e"
        else:
            assert "\\ud800 \\x1b[2J\\x1b]0;pwn\\x07 \\u202e" in out
