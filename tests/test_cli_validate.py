"""`pathfinder validate`: preview table, coverage, one-line errors, exit codes 0/1/2."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pathfinder.cli import main
from stderr_lines import problem_lines

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "rules" / "examples" / "mission_readings.yaml"
SAMPLES = [
    "/data/mission_042/2024-01-15/readings.csv",
    "/data/mission_043/2024-02-01/wind.csv",
]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["validate", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_pass_prints_preview_and_coverage(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, str(EXAMPLE), "--samples", *SAMPLES)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split() == ["PATH", "mission_id", "date", "sensor", "STATUS", "PROBLEMS"]
    assert lines[1].split() == [SAMPLES[0], "42", "2024-01-15", "readings", "complete"]
    assert "matches 2/2 samples: 2 complete, 0 partial, 0 unmatched" in out
    assert "passes tiers 1-3" in out


def test_glob_mismatch_exit_1_with_table_and_one_line_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, str(EXAMPLE), "--samples", *SAMPLES, "/data/notes.txt")
    assert code == 1
    assert "/data/notes.txt" in out and "unmatched" in out
    assert "matches 2/3 samples" in out
    err_lines = err.strip().splitlines()
    assert len(err_lines) == 1
    # the glob is on line 7 of the example file
    assert err_lines[0].startswith(f"pathfinder: error: {EXAMPLE}:7 at glob: tier 3 (semantic) GLOB_MISMATCH:")


def test_glob_mismatch_names_the_glob_line_and_json_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "x.yaml"
    rule.write_text('name: t\nglob: "*.csv"\n')
    code, out, err = run(capsys, str(rule), "--samples", "/a.txt", "/b.csv", "--format", "json")
    assert code == 1
    error = json.loads(out)["error"]
    assert (error["error_type"], error["json_path"], error["line"]) == ("GLOB_MISMATCH", "glob", 2)
    code, _, err = run(capsys, str(rule), "--samples", "/a.txt", "/b.csv")
    warning, error_line = err.splitlines()  # x.yaml holds rule t: the file name is pointed out too
    assert "does not match the rule name 't'" in warning
    assert error_line.startswith(f"pathfinder: error: {rule}:2 at glob: tier 3 (semantic) GLOB_MISMATCH:")


def test_tier3_field_errors_name_the_field_key_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "f.yaml"
    rule.write_text(
        "name: f\nglob: '*.csv'\nextract:\n  day:\n    from: filename\n    pattern: '^(\\d+)'\n"
        "    type: integer\n  kind:\n    from: filename\n    pattern: '^x(\\w+)'\n"
    )
    code, out, _ = run(capsys, str(rule), "--samples", "/d/12.csv", "--format", "json")
    error = json.loads(out)["error"]
    assert (error["error_type"], error["json_path"], error["line"]) == ("EMPTY_EXTRACTION", "extract.kind", 8)
    code, out, _ = run(capsys, str(rule), "--samples", "/d/x12.csv", "--format", "json")
    error = json.loads(out)["error"]
    assert (error["error_type"], error["json_path"], error["line"]) == ("EMPTY_EXTRACTION", "extract.day", 4)
    rule.write_text("name: f\nglob: '*.csv'\nextract:\n  day:\n    from: filename\n    type: date\n")
    code, out, _ = run(capsys, str(rule), "--samples", "/d/nodate.csv", "--format", "json")
    error = json.loads(out)["error"]
    assert (error["error_type"], error["json_path"], error["line"]) == ("TYPE_COERCION_FAILED", "extract.day.type", 6)


def test_tier3_errors_in_a_rules_list_point_into_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "l.yaml"
    rule.write_text("version: 1\nrules:\n  - name: one\n    glob: '*.csv'\n"
                    "    extract:\n      n: {from: filename, pattern: '^(\\d+)'}\n")
    code, out, err = run(capsys, str(rule), "--samples", "/a.txt", "/b.csv", "--format", "json")
    error = json.loads(out)["error"]
    assert (error["json_path"], error["line"]) == ("rules[0].glob", 4)
    code, out, err = run(capsys, str(rule), "--samples", "/b.csv", "--format", "json")
    error = json.loads(out)["error"]
    assert (error["error_type"], error["json_path"], error["line"]) == ("EMPTY_EXTRACTION", "rules[0].extract.n", 6)


def test_python_glob_mismatch_points_at_the_glob_assignment(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "p.py"
    rule.write_text("NAME = 'p'\n\nGLOB = '*.csv'\n\ndef extract(path: str) -> dict:\n    return {'x': 1}\n")
    code, out, err = run(capsys, str(rule), "--samples", "/a.txt", "/b.csv")
    assert code == 1
    assert problem_lines(err)[0].startswith(f"pathfinder: error: {rule}:3 at glob: tier 3 (semantic) GLOB_MISMATCH:")


def test_failed_tier3_table_keeps_the_rule_field_order(capsys: pytest.CaptureFixture[str]) -> None:
    """A partial first sample must not reorder the columns (mission_id date sensor, as in the rule)."""
    code, out, _ = run(capsys, str(EXAMPLE), "--samples", "/data/mission_x/2024-01-15/readings.csv", *SAMPLES)
    assert code == 1
    assert out.splitlines()[0].split() == ["PATH", "mission_id", "date", "sensor", "STATUS", "PROBLEMS"]
    code, out, _ = run(capsys, str(EXAMPLE), "--samples", "/data/mission_x/2024-01-15/readings.csv", *SAMPLES,
                       "--format", "json")
    assert json.loads(out)["rule"] == "mission_readings"


def test_min_coverage(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, _ = run(capsys, str(EXAMPLE), "--samples", *SAMPLES, "/x.txt", "--min-coverage", "60%")
    assert code == 0
    code, _, _ = run(capsys, str(EXAMPLE), "--samples", *SAMPLES, "/x.txt", "--min-coverage", "0.7")
    assert code == 1


def test_partial_rows_show_problems(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, str(EXAMPLE), "--samples", SAMPLES[0], "/data/mission_046/2024-03-02/Readings.csv")
    assert code == 1
    assert "partial" in out and "sensor: pattern '^([a-z]+)' does not match 'Readings.csv'" in out
    assert "EMPTY_EXTRACTION" in err


def test_syntax_error_names_file_line_in_fenced_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "r.yaml"
    rule.write_text("Here:\n```yaml\nname: m\nglob: '*.csv'\nextract:\n  a\n    from: filename\n```\n")
    code, out, err = run(capsys, str(rule), "--samples", "/a/b.csv")
    assert code == 1
    assert f"pathfinder: error: {rule}:7: tier 1 (syntax) YAML_SYNTAX_ERROR: mapping values are not allowed here" in err
    assert "   7 |     from: filename" in out  # excerpt renumbered to file lines
    assert "code fences or prose" in err


def test_schema_error_names_json_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "r.yaml"
    rule.write_text("name: m\nglob: '*.csv'\nextract:\n  a: {from: folder(-1)}\n")
    code, _, err = run(capsys, str(rule), "--samples", "/a/b.csv")
    assert code == 1
    assert f"{rule}:4 at extract.a.from: tier 2 (schema) SCHEMA_VIOLATION" in err
    assert err.count("\n") == 1


def test_json_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, str(EXAMPLE), "--samples", *SAMPLES, "--format", "json")
    doc = json.loads(out)
    assert code == 0 and doc["ok"] and doc["rule"] == "mission_readings" and doc["kind"] == "yaml"
    assert doc["matched"] == doc["total"] == 2 and doc["error"] is None
    assert doc["preview"][1] == {
        "path": SAMPLES[1], "status": "complete",
        "fields": {"mission_id": 43, "date": "2024-02-01", "sensor": "wind"}, "problems": {},
    }
    rule = tmp_path / "r.yaml"
    rule.write_text("name: m\nglob: '*.csv'\nbogus: 1\n")
    code, out, _ = run(capsys, str(rule), "--samples", "/a.csv", "--format", "json")
    doc = json.loads(out)
    assert code == 1 and not doc["ok"]
    assert doc["error"]["error_type"] == "SCHEMA_VIOLATION" and doc["error"]["json_path"] == "bogus"
    assert doc["error"]["line"] == 3


def test_paths_from_file_and_stdin(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    lst = tmp_path / "s.txt"
    lst.write_text("\n".join(SAMPLES) + "\n")
    code, out, _ = run(capsys, str(EXAMPLE), "--paths-from", str(lst))
    assert code == 0 and "matches 2/2" in out
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(SAMPLES[0].encode() + b"\n")))
    code, out, _ = run(capsys, str(EXAMPLE), "--paths-from", "-")
    assert code == 0 and "matches 1/1" in out


@pytest.mark.parametrize(
    "argv,needle",
    [
        (["/nonexistent/rule.yaml", "--samples", "/a"], "rule file /nonexistent/rule.yaml not found"),
        ([str(EXAMPLE)], "no sample paths given"),
        ([str(EXAMPLE), "--paths-from", "/nonexistent/list.txt"], "not found"),
        ([str(ROOT / "rules"), "--samples", "/a"], "is a folder"),
    ],
)
def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str], needle: str) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2 and needle in err and err.count("\n") == 1


def test_bad_min_coverage_is_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["validate", str(EXAMPLE), "--samples", "/a", "--min-coverage", "1.5"])
    assert exc.value.code == 2
    assert "must be above 0 and at most 1" in capsys.readouterr().err


def test_encoding_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "r.yaml"
    rule.write_bytes(b"name: m\nglob: '\xff.csv'\n")
    code, _, err = run(capsys, str(rule), "--samples", "/a.csv")
    assert code == 1 and f"{rule}:2: tier 1 (syntax) ENCODING_ERROR" in err


def test_subprocess_no_traceback(tmp_path: Path) -> None:
    rule = tmp_path / "r.yaml"
    rule.write_text("name: [unclosed\n")
    proc = subprocess.run(
        [sys.executable, "-m", "pathfinder", "validate", str(rule), "--samples", "/a.csv"],
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr and "YAML_SYNTAX_ERROR" in proc.stderr


def test_help_mentions_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["validate", "--help"])
    out = capsys.readouterr().out
    assert "--samples" in out and "--paths-from" in out and "Exit codes" in out


PY_RULE = '''import re

NAME = "mission_py"
GLOB = "mission_*/*/*.csv"


def extract(path: str) -> dict:
    m = re.search(r"mission_(\\d+)/([0-9-]+)/", path)
    return {"mission": int(m.group(1)), "date": m.group(2)} if m else {}
'''


def test_python_rule_runs_in_the_sandbox(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "mission_py.py"
    rule.write_text(PY_RULE)
    code, out, err = run(capsys, str(rule), "--samples", *SAMPLES)
    assert code == 0, err
    assert out.splitlines()[1].split() == [SAMPLES[0], "42", "2024-01-15", "complete"]
    assert "rule mission_py (python) passes tiers 1-3" in out


def test_python_rule_forbidden_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "bad.py"
    rule.write_text(PY_RULE.replace("import re", "import re\nimport subprocess"))
    code, _, err = run(capsys, str(rule), "--samples", *SAMPLES)
    assert code == 1 and f"{rule}:2: tier 2 (schema) FORBIDDEN_CODE" in err


def test_python_rule_runtime_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "boom.py"
    rule.write_text(PY_RULE.replace('return {"mission"', 'return {"x": 1 // 0, "mission"'))
    code, out, err = run(capsys, str(rule), "--samples", *SAMPLES)
    assert code == 1 and "tier 3 (semantic) RUNTIME_ERROR" in err and "ZeroDivisionError" in out


def test_sample_folder_contributes_its_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    day = tmp_path / "mission_007" / "2023-06-30"
    day.mkdir(parents=True)
    (day / "radiation.csv").write_text("")
    (day / "wind.csv").write_text("")
    code, out, err = run(capsys, str(EXAMPLE), "--samples", str(tmp_path))
    assert code == 0, err
    assert "matches 2/2 samples" in out and "radiation" in out and "wind" in out


def test_unclosed_quote_points_at_where_it_starts_in_file_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "r.yaml"
    rule.write_text("Here:\n```yaml\nname: m\nglob: \"*.csv\nextract: {}\n```\n")
    code, out, err = run(capsys, str(rule), "--samples", "/a/b.csv")
    assert code == 1
    assert "while scanning a quoted scalar that starts at line 4, column 7" in err  # file line, not rule line
    assert "   4 | glob: \"*.csv" in out
    assert "   6 |" in out.splitlines()  # the end-of-text line is renumbered as well


def test_unclosed_quote_line_agrees_with_apply(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """validate and apply name the same line: where the quote opens, not the end of the file."""
    rule = tmp_path / "q.yaml"
    rule.write_text('name: t\nglob: "*\nextract:\n')
    code, out, err = run(capsys, str(rule), "--samples", "/a.csv")
    assert code == 1 and err.startswith(f"pathfinder: error: {rule}:2: tier 1 (syntax) YAML_SYNTAX_ERROR:")
    assert out.splitlines()[:3] == ["problem in " + str(rule) + " (line 2):", "   1 | name: t", '   2 | glob: "*']
    assert out.splitlines()[-2:] == ["   4 |", "     | ^"]  # the end of the text is pointed at too
    code, out, _ = run(capsys, str(rule), "--samples", "/a.csv", "--format", "json")
    assert json.loads(out)["error"]["line"] == 2
    assert main(["apply", str(rule), "/a.csv"]) == 1
    _, apply_err = capsys.readouterr()
    assert apply_err.startswith(f"pathfinder: error: {rule}:2: YAML syntax error:")


MULTI = """\
version: 1
rules:
  - name: tables
    glob: "*.csv"
    extract:
      n: {from: filename, pattern: "(\\\\d+)", type: integer}
  - name: logs
    glob: "logs/**"
    priority: 200
"""


def test_rules_file_with_several_rules_is_validated_as_a_set(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A `version: 1` + `rules:` file is a valid rule file (docs/rule-language.md): validate checks it as `apply` uses it."""
    rule = tmp_path / "set.yaml"
    rule.write_text(MULTI)
    code, out, err = run(capsys, str(rule), "--samples", "/d/1.csv", "/logs/a/2.csv")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].split() == ["PATH", "RULE", "n", "STATUS", "PROBLEMS"]
    assert lines[1].split() == ["/d/1.csv", "tables", "1", "complete"]
    assert lines[2].split() == ["/logs/a/2.csv", "logs", "-", "complete"]
    assert "rules tables, logs (yaml) passes tiers 1-3" in out

    code, out, err = run(capsys, str(rule), "--samples", "/d/1.csv")
    assert code == 0 and "note:" in err and "rule logs won none of the samples" in err

    code, out, err = run(capsys, str(rule), "--samples", "/d/1.csv", "/d/x.csv")
    assert code == 1
    assert err.startswith(f"pathfinder: error: {rule}:6 at rules[0].extract.n: tier 3 (semantic) EMPTY_EXTRACTION")

    code, out, err = run(capsys, str(rule), "--samples", "/d/1.csv", "/d/x.txt")
    assert code == 1 and "GLOB_MISMATCH" in err and "/d/x.txt" in err

    code, out, err = run(capsys, str(rule), "--samples", "/d/1.csv", "--format", "json")
    doc = json.loads(out)
    assert code == 0 and doc["ok"] and doc["preview"][0]["rule"] == "tables"


def test_tier3_error_names_the_yaml_line_of_the_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, str(EXAMPLE), "--samples", "/data/mission_042/2024-13-15/readings.csv")
    assert code == 1
    line = next(i for i, t in enumerate(EXAMPLE.read_text().splitlines(), 1) if t.strip().startswith("date:"))
    assert err.startswith(f"pathfinder: error: {EXAMPLE}:{line} at extract.date.type: tier 3 (semantic) TYPE_COERCION_FAILED")


def test_config_min_coverage_applies_like_in_the_wizard(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """validate runs the wizard's tiers: config `min_coverage` counts unless --min-coverage is given."""
    config = tmp_path / "config.yaml"
    config.write_text("min_coverage: 0.5\n")
    code, _, _ = run(capsys, str(EXAMPLE), "--config", str(config), "--samples", SAMPLES[0], "/x.txt")
    assert code == 0
    code, _, err = run(capsys, str(EXAMPLE), "--config", str(config), "--min-coverage", "1", "--samples", SAMPLES[0], "/x.txt")
    assert code == 1 and "GLOB_MISMATCH" in err
    code, _, err = run(capsys, str(EXAMPLE), "--config", str(tmp_path / "none.yaml"), "--samples", SAMPLES[0])
    assert code == 3 and "none.yaml" in err


def test_empty_rule_file_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "empty.yaml"
    rule.write_text("\n  \n")
    code, _, err = run(capsys, str(rule), "--samples", "/a")
    assert code == 1
    assert err.strip() == (f"pathfinder: error: {rule}: tier 1 (syntax) EMPTY_RESPONSE: "
                           "the rule file is empty (a rule needs at least 'name:' and 'glob:')")


SLEEPER = "NAME = 'sleeper'\nGLOB = '**/*'\nimport time\ndef extract(path):\n    time.sleep(1000)\n    return {}\n"


def test_sandbox_timeout_defaults_to_5_s(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`time.sleep(1000)` is stopped after the 5 s default (it was 10 s), with one clear line."""
    import time

    for var in ("XDG_CONFIG_HOME", "PATHFINDER_CONFIG", "PATHFINDER_SANDBOX_TIMEOUT"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    rule = tmp_path / "sleeper.py"
    rule.write_text(SLEEPER)
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "pathfinder", "validate", str(rule), "--samples", "/a/b"],
                          capture_output=True, text=True, timeout=60)
    elapsed = time.monotonic() - started
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "TIMEOUT" in proc.stderr and "5 s" in proc.stderr and len(problem_lines(proc.stderr)) == 1
    assert 4.5 < elapsed < 6.0 + 2.0  # the timeout, plus interpreter and bwrap (auto isolation) start-up on a loaded machine


def test_sandbox_timeout_is_configurable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    import time

    monkeypatch.setenv("PATHFINDER_SANDBOX_TIMEOUT", "1")
    rule = tmp_path / "sleeper.py"
    rule.write_text(SLEEPER)
    started = time.monotonic()
    code, _, err = run(capsys, str(rule), "--samples", "/a/b")
    assert code == 1 and "1 s" in err and time.monotonic() - started < 2.5
    started = time.monotonic()
    code = main(["apply", str(rule), "/a/b"])
    out, err = capsys.readouterr()
    assert code == 1 and "TIMEOUT" in err and "1 s" in err and time.monotonic() - started < 2.5
    assert json.loads(out)["status"] == "partial"


REL_RULE = "name: rel\nglob: '*.csv'\nextract:\n  rel: {from: rel_path}\n  top: {from: rel_path, pattern: '^([^/]+)/'}\n"


def test_rel_path_of_folder_samples_is_relative_to_that_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/rule-language.md: rel_path is relative to the root a path was listed under; a --samples folder is that root."""
    (tmp_path / "lake" / "site_a").mkdir(parents=True)
    (tmp_path / "lake" / "site_a" / "x.csv").write_text("")
    rule = tmp_path / "rel.yaml"
    rule.write_text(REL_RULE)
    for folder in (str(tmp_path / "lake"), str(tmp_path / "lake") + "/"):
        code, out, err = run(capsys, str(rule), "--samples", folder, "--format", "json")
        assert code == 0, err
        assert json.loads(out)["preview"][0]["fields"] == {"rel": "site_a/x.csv", "top": "site_a"}
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, str(rule), "--samples", "lake", "--format", "json")
    assert code == 0, err
    row = json.loads(out)["preview"][0]
    assert row["path"] == "lake/site_a/x.csv" and row["fields"]["rel"] == "site_a/x.csv"


def test_rel_path_of_listed_samples_follows_root_like_apply(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rule = tmp_path / "rel.yaml"
    rule.write_text(REL_RULE)
    paths = ["/data/site_a/x.csv", "/elsewhere/site_b/y.csv"]
    code, out, err = run(capsys, str(rule), "--samples", *paths, "--root", "/data", "--min-coverage", "0.5",
                         "--format", "json")
    fields = [r["fields"] for r in json.loads(out)["preview"]]
    assert fields[0] == {"rel": "site_a/x.csv", "top": "site_a"}
    assert fields[1]["rel"] == paths[1]  # not under the root: its full path, as under apply
    # the same records as `apply --root`
    assert main(["apply", str(rule), paths[0], "--root", "/data"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["fields"] == fields[0]
    # no root: the full path
    code, out, err = run(capsys, str(rule), "--samples", paths[0], "--format", "json")
    assert json.loads(out)["preview"][0]["fields"]["rel"] == paths[0]


def test_null_tag_and_description_pass_validate_and_apply(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rule = tmp_path / "t.yaml"
    rule.write_text("name: t\nglob: '*.csv'\ntag: null\ndescription: null\nextract:\n  f: {from: filename}\n")
    code, out, err = run(capsys, str(rule), "--samples", "/a.csv")
    assert code == 0, err
    assert main(["apply", str(rule), "/a.csv"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "path": "/a.csv", "rule": "t", "tag": None, "status": "complete", "fields": {"f": "a.csv"}}


def test_validate_warns_when_the_file_name_differs_from_the_rule_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rule = tmp_path / "mism.yaml"
    rule.write_text('name: other\nglob: "*.csv"\n')
    code, out, err = run(capsys, str(rule), "--samples", "/a.csv")
    assert code == 0 and "passes tiers 1-3" in out
    assert err == (f"pathfinder: warning: {rule}: the file name does not match the rule name 'other' "
                   "(a rule lives in <name>.yaml: rename the file to other.yaml)\n")
    good = tmp_path / "other.yaml"
    good.write_text('name: other\nglob: "*.csv"\n')
    code, out, err = run(capsys, str(good), "--samples", "/a.csv")
    assert code == 0 and err == ""
