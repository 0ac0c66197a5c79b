"""The bundled example rules, and docs/rule-language.md, stay true.

- every `rules/examples/<name>.yaml` loads, has a description, and applied to
  `<name>.paths` gives exactly `<name>.expected.jsonl` (through the real CLI);
- `make demo` (the whole folder on demo.paths) gives demo.expected.jsonl;
- the doc embeds each example rule verbatim and only quotes real output lines;
- every row of the doc's glob table and field table is what the engine does.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "rules" / "examples"
DOC = ROOT / "docs" / "rule-language.md"
NAMES = sorted(p.stem for p in EXAMPLES.glob("*.yaml"))
REQUIRED = {"mission_readings", "hive_sales", "bids_bold", "junk_files"}


def run_apply(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "pathfinder", "apply", *args],
        capture_output=True,
        cwd=ROOT,
        timeout=60,
    )


def test_required_examples_exist() -> None:
    assert REQUIRED <= set(NAMES)
    for name in NAMES:
        paths = (EXAMPLES / f"{name}.paths").read_text().splitlines()
        assert 10 <= len(paths) <= 30, name
        assert (EXAMPLES / f"{name}.expected.jsonl").exists(), name


@pytest.mark.parametrize("name", NAMES)
def test_example_loads_with_description(name: str) -> None:
    from pathfinder import load_rule

    rule = load_rule(str(EXAMPLES / f"{name}.yaml"))
    assert rule.name == name
    assert rule.description and len(rule.description) > 40


def test_tag_only_example_has_no_fields() -> None:
    from pathfinder import load_rule

    rule = load_rule(str(EXAMPLES / "junk_files.yaml"))
    assert not rule.fields
    assert rule.tag == "junk"


@pytest.mark.parametrize("name", NAMES)
def test_example_extracts_exactly_expected(name: str) -> None:
    proc = run_apply(f"rules/examples/{name}.yaml", "--paths-from", f"rules/examples/{name}.paths")
    assert proc.returncode == 0, proc.stderr.decode()
    expected = (EXAMPLES / f"{name}.expected.jsonl").read_bytes()
    assert proc.stdout == expected
    # every status occurs, so the example documents all three outcomes where it can
    statuses = {json.loads(line)["status"] for line in expected.splitlines()}
    assert "complete" in statuses and "unmatched" in statuses


@pytest.mark.parametrize("name", NAMES)
def test_example_validates(name: str) -> None:
    """`pathfinder validate` accepts each example on its complete samples."""
    matched = [
        json.loads(line)["path"]
        for line in (EXAMPLES / f"{name}.expected.jsonl").read_text().splitlines()
        if json.loads(line)["status"] == "complete"
    ]
    try:
        from pathfinder.cli import validate_cmd  # noqa: F401
    except ImportError:
        pytest.skip("validate command not built yet")
    proc = subprocess.run(
        [sys.executable, "-m", "pathfinder", "validate", f"rules/examples/{name}.yaml", "--samples", *matched],
        capture_output=True,
        cwd=ROOT,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stdout.decode() + proc.stderr.decode()


def test_demo_folder_gives_expected() -> None:
    proc = run_apply("rules/examples", "--paths-from", "rules/examples/demo.paths")
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout == (EXAMPLES / "demo.expected.jsonl").read_bytes()
    rules = {json.loads(line)["rule"] for line in proc.stdout.splitlines()}
    assert REQUIRED <= rules  # the demo shows every kind of example


def test_apply_on_the_rules_folder_reads_its_subfolders() -> None:
    """README's `pathfinder apply rules/`: the example rules live in rules/examples/ and still apply."""
    proc = run_apply("rules/", "--paths-from", "rules/examples/demo.paths")
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout == (EXAMPLES / "demo.expected.jsonl").read_bytes()


# ---------------------------------------------------------------- the doc


DOC_TEXT = DOC.read_text(encoding="utf-8")


def test_doc_embeds_every_example_verbatim() -> None:
    blocks = re.findall(r"<!-- example: (\S+) -->\n```(?:yaml|python)\n(.*?)```", DOC_TEXT, re.S)
    embedded = {Path(p).name for p, _ in blocks}
    assert embedded == {p.name for p in EXAMPLES.glob("*.yaml")} | {p.name for p in EXAMPLES.glob("*.py")}
    for rel, text in blocks:
        assert (ROOT / rel).read_text(encoding="utf-8") == text, rel


def test_doc_output_lines_are_real() -> None:
    quoted = re.findall(r"<!-- output: (\S+) -->\n```json\n(.*?)\n```", DOC_TEXT, re.S)
    assert len(quoted) >= 8
    for rel, line in quoted:
        assert line in (ROOT / rel).read_text(encoding="utf-8").splitlines(), line


def _table(marker: str) -> list[list[str]]:
    body = DOC_TEXT.split(f"<!-- {marker} -->\n", 1)[1].split(f"<!-- /{marker} -->", 1)[0]
    rows = []
    for line in body.strip().splitlines()[2:]:  # skip header and separator
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        rows.append([c[1:-1] if c.startswith("`") and c.endswith("`") else c for c in cells])
    return rows


GLOB_ROWS = _table("glob-table")
FIELD_ROWS = _table("field-table")


def _yaml_quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


@pytest.mark.parametrize("glob,path,verdict", GLOB_ROWS, ids=[f"{g} {p}" for g, p, _ in GLOB_ROWS])
def test_doc_glob_table(glob: str, path: str, verdict: str) -> None:
    from pathfinder import load_rule

    rule = load_rule(f"name: doc_glob\nglob: {_yaml_quote(glob)}\n")
    assert verdict in ("yes", "no")
    assert rule.match(path) is (verdict == "yes")


@pytest.mark.parametrize("path,spec,value", FIELD_ROWS, ids=[f"{p} {s}" for p, s, _ in FIELD_ROWS])
def test_doc_field_table(path: str, spec: str, value: str) -> None:
    from pathfinder import apply, load_rule

    rule = load_rule(f'name: doc_field\nglob: "*"\nextract:\n  f: {spec}\n')
    (record,) = list(apply([rule], [path]))
    if value.startswith("missing"):
        assert record["status"] == "partial"
        assert "f" not in record["fields"]
    else:
        assert record["status"] == "complete"
        got = json.loads(json.dumps(record["fields"]["f"], default=str))
        assert got == json.loads(value)


def test_doc_rel_path_example() -> None:
    from pathfinder import apply, load_rule

    rule = load_rule('name: rel\nglob: "*"\nextract:\n  r: {from: rel_path}\n')
    path = "/data/mission_042/2024-01-15/readings.csv"
    (with_root,) = list(apply([rule], [path], root="/data"))
    (without,) = list(apply([rule], [path]))
    assert with_root["fields"]["r"] == "mission_042/2024-01-15/readings.csv"
    assert without["fields"]["r"] == path
    assert "with `--root /data`: `mission_042/2024-01-15/readings.csv`" in DOC_TEXT


def test_doc_multi_rule_file_example_loads(tmp_path) -> None:
    from pathfinder import load_rules

    block = DOC_TEXT.split("A file may also hold a list of rules:\n\n```yaml\n", 1)[1].split("```", 1)[0]
    f = tmp_path / "raw.yaml"
    f.write_text(block)
    rules = load_rules(str(f))
    assert [r.name for r in rules] == ["raw_frames", "raw_index"]


def test_readme_keeps_quick_start_and_real_output() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme.index("## Quick start") < readme.index("make demo") < readme.index("make test")
    assert readme.index("make test") < readme.index("## What it does")
    record = next(l for l in readme.splitlines() if l.startswith('{"path": '))
    assert record in (EXAMPLES / "mission_readings.expected.jsonl").read_text().splitlines()
    rule_block = readme.split("```yaml\n", 1)[1].split("```", 1)[0]
    import yaml

    shown = yaml.safe_load(rule_block)
    real = yaml.safe_load((EXAMPLES / "mission_readings.yaml").read_text())
    assert shown == {k: real[k] for k in shown}


def test_doc_error_example_is_real(tmp_path: Path) -> None:
    rule = DOC_TEXT.split("<!-- bad-rule -->\n```yaml\n", 1)[1].split("```", 1)[0]
    message = DOC_TEXT.split("<!-- bad-rule-error -->\n```\n", 1)[1].split("\n```", 1)[0]
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "bad.yaml").write_text(rule)
    proc = subprocess.run(
        [sys.executable, "-m", "pathfinder", "apply", "rules", "/data/x.csv"],
        capture_output=True, cwd=tmp_path, timeout=60,
    )
    assert proc.returncode == 1
    assert proc.stdout == b""
    assert proc.stderr.decode().strip() == message


def test_python_example_through_apply() -> None:
    """The Python example runs in the sandbox through `apply`, same records as documented."""
    name = "python_combined_date"
    proc = run_apply(f"rules/examples/{name}.py", "--paths-from", f"rules/examples/{name}.paths")
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout == (EXAMPLES / f"{name}.expected.jsonl").read_bytes()


def test_demo_csv_has_python_rule_columns() -> None:
    proc = run_apply("rules/examples", "--format", "csv", "--paths-from", "rules/examples/demo.paths")
    assert proc.returncode == 0, proc.stderr.decode()
    header, *rows = proc.stdout.decode().splitlines()
    columns = header.split(",")
    assert columns[:4] == ["path", "rule", "tag", "status"]
    assert columns[-2:] == ["station", "time"]  # discovered from the Python rule's records
    assert len(rows) == len((EXAMPLES / "demo.paths").read_text().splitlines())
