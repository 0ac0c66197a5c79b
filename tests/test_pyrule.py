"""Python rule files: metadata via ast (never imported), errors with lines, sandboxed evaluation."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pathfinder.errors import RuleError
from pathfinder.engine.python.pyrule import PythonRule, load_python_rule
from pathfinder.engine.rule import Evaluation
from stderr_lines import problem_lines

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "rules" / "examples" / "python_combined_date.py"

GOOD = '''"""A rule."""
import re

NAME = "plates"
GLOB = "plate_*/*.tif"
TAG = "microscopy"
PRIORITY = 300
DESCRIPTION = "Plate and well."

WELL = re.compile(r"^([A-H])(\\d{2})_")


def extract(path: str) -> dict:
    plate = path.split("/")[-2].removeprefix("plate_")
    m = WELL.match(path.split("/")[-1])
    if not m:
        return {}
    if plate == "boom":
        raise ValueError("exploding plate")
    return {"plate": int(plate), "row": m.group(1), "column": int(m.group(2))}
'''


def test_metadata_is_read_without_importing(tmp_path: Path) -> None:
    marker = tmp_path / "imported"
    # module-level code that would leave a trace if the file were ever executed here
    src = GOOD + f"\nimport pathlib\npathlib.Path({str(marker)!r}).write_text('x')\n"
    rule = load_python_rule(src)
    assert not marker.exists()
    assert (rule.name, rule.glob, rule.tag, rule.priority, rule.description) == (
        "plates", "plate_*/*.tif", "microscopy", 300, "Plate and well.")
    assert rule.kind == "python" and rule.batch is True and rule.source is None
    assert rule.text == src and rule.source_text == src
    assert rule.literal_count > 0


def test_load_from_file_and_pathlike(tmp_path: Path) -> None:
    f = tmp_path / "plates.py"
    f.write_text(GOOD)
    for arg in (f, str(f)):
        rule = load_python_rule(arg)
        assert isinstance(rule, PythonRule) and rule.source == str(f) and rule.name == "plates"


def test_defaults() -> None:
    rule = load_python_rule('NAME = "x"\nGLOB = "*.csv"\ndef extract(p):\n    return {}\n')
    assert rule.priority == 100 and rule.tag is None and rule.description is None


def test_match_and_evaluate_in_the_sandbox() -> None:
    rule = load_python_rule(GOOD)
    assert rule.match("/scope/plate_12/B07_x.tif") and not rule.match("/scope/plate_12/B07_x.png")
    assert rule.extract("/scope/plate_12/B07_x.tif") == {"plate": 12, "row": "B", "column": 7}
    assert rule.extract("/scope/x.png") is None
    paths = ["/s/plate_1/A01_a.tif", "/s/other.png", "/s/plate_2/zz.tif", "/s/plate_boom/C03_c.tif",
             "\\\\s\\plate_3\\H12_h.tif"]
    evs = rule.evaluate_many(paths)
    assert evs[0] == Evaluation({"plate": 1, "row": "A", "column": 1}, "complete", {})
    assert evs[1] is None
    assert evs[2] == Evaluation({}, "partial", {})  # {} from extract: nothing applies
    assert evs[3].status == "partial" and "exploding plate" in evs[3].problems["extract"]
    assert evs[4].fields == {"plate": 3, "row": "H", "column": 12}  # normalised before extract()


def test_evaluate_many_uses_one_child_per_call(monkeypatch: pytest.MonkeyPatch) -> None:
    import pathfinder.engine.python.pyrule as pyrule

    calls = []
    real = pyrule.run_extractor

    def counting(source, paths, options=None):
        calls.append(len(paths))
        return real(source, paths, options)

    monkeypatch.setattr(pyrule, "run_extractor", counting)
    monkeypatch.setattr(pyrule, "MAX_CHUNK", 2_000)
    rule = load_python_rule(GOOD)
    evs = rule.evaluate_many([f"/s/plate_{i}/A01_x.tif" for i in range(5_000)] + ["/s/none.png"])
    assert calls == [2_000, 2_000, 1_000]
    assert evs[4_321].fields["plate"] == 4_321 and evs[-1] is None


@pytest.mark.parametrize(
    "src,error_type,line",
    [
        ("NAME = 'x'\nGLOB = '*'\ndef extract(p:\n", "PYTHON_SYNTAX_ERROR", 3),
        ("NAME = 'x'\nGLOB = '*'\nimport subprocess\ndef extract(p):\n    return {}\n", "FORBIDDEN_CODE", 3),
        ("NAME = 'x'\nGLOB = '*'\ndef extract(p):\n    return eval(p)\n", "FORBIDDEN_CODE", 4),
        ("NAME = 'x'\nGLOB = '*'\ndef extract(p):\n    return p.__class__\n", "FORBIDDEN_CODE", 4),
        ("NAME = 'x'\nGLOB = '*'\ndef other(p):\n    return {}\n", "MISSING_EXTRACT", 1),
        ("NAME = 'x'\nGLOB = '*'\ndef extract(a, b):\n    return {}\n", "MISSING_EXTRACT", 3),
        ("GLOB = '*'\ndef extract(p):\n    return {}\n", "SCHEMA_VIOLATION", None),
        ("NAME = 'x'\ndef extract(p):\n    return {}\n", "SCHEMA_VIOLATION", None),
        ("NAME = 'Bad-Name'\nGLOB = '*'\ndef extract(p):\n    return {}\n", "SCHEMA_VIOLATION", 1),
        ("NAME = 'x'\nGLOB = '*'\nTAG = 'Not OK'\ndef extract(p):\n    return {}\n", "SCHEMA_VIOLATION", 3),
        ("NAME = 'x'\nGLOB = '*'\nPRIORITY = 5000\ndef extract(p):\n    return {}\n", "SCHEMA_VIOLATION", 3),
        ("NAME = 'x'\nGLOB = '*'\nPRIORITY = True\ndef extract(p):\n    return {}\n", "SCHEMA_VIOLATION", 3),
        ("NAME = 'x'\nGLOB = '*'\nDESCRIPTION = 5\ndef extract(p):\n    return {}\n", "SCHEMA_VIOLATION", 3),
        ("NAME = 'x' + 'y'\nGLOB = '*'\ndef extract(p):\n    return {}\n", "SCHEMA_VIOLATION", 1),
        ("NAME = 'x'\nGLOB = ''\ndef extract(p):\n    return {}\n", "SCHEMA_VIOLATION", 2),
        ("NAME = 'x'\nGLOB = 'a/[bc'\ndef extract(p):\n    return {}\n", "SCHEMA_VIOLATION", 2),
    ],
)
def test_errors_have_type_and_line(src: str, error_type: str, line: int | None) -> None:
    with pytest.raises(RuleError) as err:
        load_python_rule(src, source="rule.py")
    assert err.value.error_type == error_type
    assert err.value.line == line
    text = err.value.one_line()
    assert "\n" not in text and text.startswith("rule.py")


def test_bad_encoding_and_missing_file(tmp_path: Path) -> None:
    f = tmp_path / "latin.py"
    f.write_bytes(b"NAME = 'x'\nGLOB = '*'\n# caf\xe9\ndef extract(p):\n    return {}\n")
    with pytest.raises(RuleError) as err:
        load_python_rule(f)
    assert err.value.error_type == "ENCODING_ERROR" and err.value.line == 3
    with pytest.raises(RuleError) as err:
        load_python_rule(tmp_path / "missing.py")
    assert err.value.error_type == "READ_ERROR"


def test_loader_and_ruleset_apply_python_rules() -> None:
    from pathfinder import api

    rules = api.load_rules(str(EXAMPLE))
    assert [r.name for r in rules] == ["python_combined_date"]
    paths = (EXAMPLE.with_suffix(".paths")).read_text().split()
    expected = [json.loads(line) for line in EXAMPLE.with_suffix(".expected.jsonl").read_text().splitlines()]
    assert list(api.apply(rules, paths)) == expected


def test_cli_apply_and_validate_python_rule() -> None:
    paths = str(EXAMPLE.with_suffix(".paths"))
    proc = subprocess.run([sys.executable, "-m", "pathfinder", "apply", str(EXAMPLE), "--paths-from", paths],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    got = [json.loads(line) for line in proc.stdout.splitlines()]
    assert got == [json.loads(line) for line in EXAMPLE.with_suffix(".expected.jsonl").read_text().splitlines()]


def test_cli_rejects_hostile_rule_cleanly(tmp_path: Path) -> None:
    bad = tmp_path / "evil.py"
    bad.write_text("import os.path\nNAME = 'evil'\nGLOB = '*'\ndef extract(p):\n    os.path.os.system('id')\n"
                   "    return {}\n")
    proc = subprocess.run([sys.executable, "-m", "pathfinder", "apply", str(bad), "/a/b.csv"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr and "FORBIDDEN" not in proc.stdout
    assert "line 5" in proc.stderr or "evil.py:5" in proc.stderr


def test_containment_separates_broken_extractors_from_odd_paths() -> None:
    from types import SimpleNamespace as R

    from pathfinder.engine.python.pyrule import is_containment

    broken = [
        "RecursionError: maximum recursion depth exceeded (line 3)",
        "the extractor failed while loading: ZeroDivisionError: division by zero (line 1)",
        "TypeError: extract() must return a dict, not list",
        "the value is not JSON-serialisable: TypeError: Object of type set is not JSON serializable",
        "the sandbox process was killed (memory limit or external kill)",
        # what the client really reports when the child dies (os._exit, a crash, a kill)
        "RUNTIME_ERROR: the sandbox process ended without reporting every path",
        "not run: the sandbox process crashed (segmentation fault; runaway recursion?)",
    ]
    for error in broken:
        assert is_containment(R(error=error, kind="RUNTIME_ERROR")), error
    assert not is_containment(R(error="ValueError: invalid literal for int() (line 4)", kind="RUNTIME_ERROR"))
    assert not is_containment(R(error=None, kind=None))


def test_cli_apply_exits_1_when_extract_fails_on_every_path(tmp_path: Path) -> None:
    """An extractor that raises on every path it matched is broken as a whole (records still written);
    its message reaches the terminal with control characters escaped."""
    bad = tmp_path / "fails.py"
    bad.write_text("NAME = 'fails'\nGLOB = '*.csv'\ndef extract(p):\n"
                   "    raise ValueError('\\x1b[2J' + 'A' * 10_000_000)\n")
    proc = subprocess.run([sys.executable, "-m", "pathfinder", "apply", str(bad), "/a/b.csv", "/a/c.csv", "/a/d.txt"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 1, proc.stderr
    assert len(proc.stdout.splitlines()) == 3
    assert len(problem_lines(proc.stderr)) == 1 and "failed on every path it matched (2)" in proc.stderr
    assert "\x1b" not in proc.stderr and "Traceback" not in proc.stderr and len(proc.stderr) < 2000
    ok = tmp_path / "odd.py"
    ok.write_text("NAME = 'odd'\nGLOB = '*.csv'\ndef extract(p):\n    return {'n': int(p[3])}\n")
    proc = subprocess.run([sys.executable, "-m", "pathfinder", "apply", str(ok), "/a/1.csv", "/a/x.csv"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr  # one odd path only makes its record partial


def test_python_rule_priority_none_means_the_default():
    """`PRIORITY = None` is the default priority, like `priority: null` in YAML (issue 16 item 16)."""
    from pathfinder.engine.python.pyrule import load_python_rule

    text = 'NAME = "p"\nGLOB = "*.csv"\nPRIORITY = None\n\ndef extract(path):\n    return {}\n'
    assert load_python_rule(text).priority == 100
