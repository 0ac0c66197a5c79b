"""Validation tiers 1–3 (docs/architecture.md): every error type, short messages, excerpts, previews."""
from __future__ import annotations

import importlib.util
from typing import Any

import pytest

from pathfinder.engine.python.sandbox_client import SandboxResult
from pathfinder.validation import result as tiers
from pathfinder.validation import semantic
from pathfinder.validation.locate import excerpt
from pathfinder.validation.pipeline import validate_draft
from pathfinder.validation.result import Failure, Parsed, Success
from pathfinder.validation.schema import tier2_schema
from pathfinder.validation.semantic import tier3_semantic
from pathfinder.validation.syntax import tier1_syntax

GOOD = """name: mission_readings
glob: "mission_*/????-??-??/*.csv"
extract:
  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}
  date:       {from: segment(-2), type: date}
  sensor:     {from: filename, pattern: "^([a-z]+)"}
tag: mission_data
"""
SAMPLES = [
    "/data/mission_042/2024-01-15/readings.csv",
    "/data/mission_042/2024-01-16/pressure.csv",
    "/data/mission_043/2024-02-01/wind.csv",
]

HAVE_PY_TIERS = all(
    importlib.util.find_spec(m) is not None
    for m in ("pathfinder.engine.python.policy", "pathfinder.engine.python.pyrule", "pathfinder.engine.python.sandbox_client")
)
needs_sandbox = pytest.mark.skipif(not HAVE_PY_TIERS, reason="sandbox modules not built yet")
needs_policy = pytest.mark.skipif(
    importlib.util.find_spec("pathfinder.engine.python.policy") is None, reason="policy module not built yet"
)


def fail(result: object) -> Failure:
    assert isinstance(result, Failure), result
    return result


# ---------------------------------------------------------------- tier 1


def test_good_yaml_passes_all_tiers_with_preview() -> None:
    raw = f"Here is the rule:\n\n```yaml\n{GOOD}```\nIt extracts three fields."
    res = validate_draft(raw, SAMPLES)
    assert isinstance(res, Success), res
    assert res.kind == "yaml" and res.text == GOOD
    assert res.matched == res.total == 3 and res.coverage_line == "matches 3/3 samples"
    assert [r.status for r in res.preview] == ["complete"] * 3
    assert res.preview[0].fields == {"mission_id": 42, "date": "2024-01-15", "sensor": "readings"}
    assert res.rule.name == "mission_readings"


def test_yaml_syntax_error_has_line_excerpt_and_pointer() -> None:
    raw = "name: m\nglob: '*.csv'\nextract:\n  mission_id\n    from: segment(-3)\n"
    f = fail(tier1_syntax(raw))
    assert (f.tier, f.error_type, f.line) == (1, "YAML_SYNTAX_ERROR", 5)
    assert f.short_message == "syntax error (line 5)"
    assert "mapping values are not allowed" in f.message
    assert f.excerpt is not None
    lines = f.excerpt.splitlines()
    assert "   5 |     from: segment(-3)" in lines
    pointer = lines[lines.index("   5 |     from: segment(-3)") + 1]
    assert pointer.strip().endswith("^") and pointer.startswith("     | ")
    # the caret sits under the column PyYAML reported (the ':' after 'from')
    assert pointer.index("^") == lines[lines.index("   5 |     from: segment(-3)")].index(":", 6)


def test_yaml_duplicate_key_is_a_syntax_error() -> None:
    f = fail(tier1_syntax("name: a\nglob: '*'\nname: b\n"))
    assert f.error_type == "YAML_SYNTAX_ERROR" and f.line == 3 and "duplicate key" in f.message


def test_yaml_that_is_not_a_mapping() -> None:
    f = fail(tier1_syntax("I'm sorry, I can only describe the paths."))
    assert f.error_type == "YAML_SYNTAX_ERROR" and "mapping" in f.message
    assert "plain text" in f.message
    f = fail(tier1_syntax("- name: a\n- name: b\n"))
    assert "a list" in f.message


def test_unterminated_fence_is_mentioned_when_it_breaks_parsing() -> None:
    f = fail(tier1_syntax("```yaml\nname: m\nglob: '*.csv'\nextract:\n  a: {from: file"))
    assert f.error_type == "YAML_SYNTAX_ERROR" and "cut off" in f.message


def test_python_syntax_error() -> None:
    raw = "```python\nNAME = 'x'\nGLOB = '*'\ndef extract(path):\n    return {'a': 1\n```"
    f = fail(tier1_syntax(raw))
    assert (f.tier, f.error_type) == (1, "PYTHON_SYNTAX_ERROR")
    assert f.line is not None and f.short_message == f"syntax error (line {f.line})"
    assert f.excerpt and "^" in f.excerpt


def test_python_parses_to_parsed() -> None:
    p = tier1_syntax("```py\nNAME = 'x'\nGLOB = '*'\ndef extract(path):\n    return {}\n```")
    assert isinstance(p, Parsed) and p.kind == "python" and p.tree is not None


@pytest.mark.parametrize("raw", ["", "   \n\t\n", "```yaml\n```", "Sure!\n```\n\n```\n"])
def test_empty_response(raw: str) -> None:
    f = fail(tier1_syntax(raw))
    assert (f.tier, f.error_type, f.short_message) == (1, "EMPTY_RESPONSE", "empty response")


def test_encoding_error_bytes_and_surrogates() -> None:
    f = fail(tier1_syntax(b"name: m\nglob: '\xff.csv'\n"))
    assert (f.tier, f.error_type, f.line) == (1, "ENCODING_ERROR", 2)
    assert "byte 15" in f.message
    f = fail(tier1_syntax("name: m\nglob: '\udcff.csv'\n"))
    assert f.error_type == "ENCODING_ERROR" and f.line == 2


def test_utf8_bytes_and_bom_are_fine() -> None:
    p = tier1_syntax(("\ufeff" + GOOD).encode("utf-8"))
    assert isinstance(p, Parsed) and p.data["name"] == "mission_readings"


def test_expected_kind_chooses_the_block() -> None:
    raw = f"```python\nNAME='x'\nGLOB='*'\ndef extract(p):\n    return {{}}\n```\n```yaml\n{GOOD}```"
    p = tier1_syntax(raw, kind="yaml")
    assert isinstance(p, Parsed) and p.kind == "yaml"


# ---------------------------------------------------------------- tier 2


def _schema(raw: str) -> Any:
    p = tier1_syntax(raw)
    assert isinstance(p, Parsed), p
    return tier2_schema(p)


def test_schema_violation_from_folder_has_path_and_allowed_values() -> None:
    f = fail(_schema("name: c\nglob: '*.csv'\nextract:\n  client:\n    from: folder(-4)\n"))
    assert (f.tier, f.error_type) == (2, "SCHEMA_VIOLATION")
    assert f.json_path == "extract.client.from"
    assert f.short_message == "schema error (extract.client.from)"
    assert f.allowed and "filename" in f.allowed and "segment(N)" in f.allowed
    assert f.line == 5 and f.excerpt and "   5 |     from: folder(-4)" in f.excerpt


def test_schema_violation_unknown_key() -> None:
    f = fail(_schema("name: c\nglob: '*.csv'\ncapture: x\n"))
    assert f.error_type == "SCHEMA_VIOLATION" and f.json_path == "capture"
    assert "unknown key 'capture'" in f.message and f.allowed and "extract" in f.allowed
    assert f.line == 3


def test_schema_violation_missing_glob() -> None:
    f = fail(_schema("name: c\n"))
    assert f.error_type == "SCHEMA_VIOLATION" and "glob" in f.message


def test_invalid_regex_has_path_and_line() -> None:
    f = fail(_schema("name: c\nglob: '*.csv'\nextract:\n  a: {from: filename, pattern: '(unclosed'}\n"))
    assert (f.tier, f.error_type) == (2, "INVALID_REGEX")
    assert f.json_path == "extract.a.pattern" and f.line == 4
    assert f.short_message == "invalid regex (extract.a.pattern)"


def test_bad_date_format_is_schema_error() -> None:
    f = fail(_schema("name: c\nglob: '*'\nextract:\n  d: {from: filename, type: date, format: 'nope'}\n"))
    assert f.error_type == "SCHEMA_VIOLATION" and f.json_path == "extract.d.format"


def test_schema_ok_returns_rule() -> None:
    rule = _schema(GOOD)
    assert not isinstance(rule, Failure) and rule.glob == "mission_*/????-??-??/*.csv"


def test_several_rules_in_a_draft_is_a_schema_error() -> None:
    raw = "version: 1\nrules:\n  - {name: a, glob: '*.a'}\n  - {name: b, glob: '*.b'}\n"
    f = fail(_schema(raw))
    assert f.error_type == "SCHEMA_VIOLATION" and "exactly one rule" in f.message


@needs_policy
def test_forbidden_code() -> None:
    raw = "```python\nimport os\nNAME = 'x'\nGLOB = '*'\ndef extract(path):\n    return {'a': os.getcwd()}\n```"
    f = fail(_schema(raw))
    assert (f.tier, f.error_type) == (2, "FORBIDDEN_CODE")
    assert f.line == 1 and f.short_message == "forbidden code (line 1)"


@needs_policy
def test_forbidden_builtin() -> None:
    raw = "NAME = 'x'\nGLOB = '*'\ndef extract(path):\n    return {'a': eval('1')}\n"
    f = fail(_schema(raw))
    assert f.error_type == "FORBIDDEN_CODE" and f.line == 4


@needs_policy
def test_missing_extract() -> None:
    raw = "```python\nimport re\nNAME = 'x'\nGLOB = '*'\ndef extrct(path):\n    return {}\n```"
    f = fail(_schema(raw))
    assert (f.tier, f.error_type, f.short_message) == (2, "MISSING_EXTRACT", "no extract() function")


@needs_policy
def test_extract_with_wrong_signature() -> None:
    raw = "NAME = 'x'\nGLOB = '*'\ndef extract(path, other):\n    return {}\n"
    f = fail(_schema(raw))
    assert f.error_type == "MISSING_EXTRACT" and f.line == 3
    assert f.short_message == "bad extract() signature (line 3)"


# ---------------------------------------------------------------- tier 3 (YAML)


def test_glob_mismatch_lists_every_unmatched_sample_and_previews_all() -> None:
    samples = SAMPLES + ["/data/mission_044/notes.txt", "/data/x/2024-01-01/a.json", "/elsewhere/b.txt"]
    f = fail(validate_draft(GOOD, samples))
    assert (f.tier, f.error_type) == (3, "GLOB_MISMATCH")
    assert f.samples == tuple(samples[3:])
    assert f.short_message == "glob didn't match 3 of 6 samples"
    assert len(f.preview) == 6
    assert [r.status for r in f.preview] == ["complete"] * 3 + ["unmatched"] * 3


def test_min_coverage_allows_some_unmatched() -> None:
    samples = SAMPLES + ["/data/other.txt"]
    res = validate_draft(GOOD, samples, min_coverage=0.75)
    assert isinstance(res, Success) and res.matched == 3 and res.total == 4
    assert fail(validate_draft(GOOD, samples, min_coverage=0.8)).error_type == "GLOB_MISMATCH"


def test_empty_extraction_names_field_and_samples() -> None:
    raw = GOOD.replace('pattern: "^([a-z]+)"', 'pattern: "^r([a-z]+)"')
    f = fail(validate_draft(raw, SAMPLES))
    assert (f.tier, f.error_type) == (3, "EMPTY_EXTRACTION")
    assert f.json_path == "extract.sensor"
    assert f.samples == (SAMPLES[1], SAMPLES[2])
    assert f.short_message == "field 'sensor' extracted nothing from 2 of 3 samples"
    assert f.preview[0].status == "complete" and f.preview[1].status == "partial"
    assert "does not match" in f.preview[1].problems["sensor"]


def test_segment_out_of_range_is_empty_extraction() -> None:
    raw = "name: m\nglob: '*.csv'\nextract:\n  deep: {from: segment(-9)}\n"
    f = fail(validate_draft(raw, SAMPLES))
    assert f.error_type == "EMPTY_EXTRACTION" and len(f.samples) == 3


def test_type_coercion_failed() -> None:
    raw = "name: m\nglob: '*.csv'\nextract:\n  when: {from: filename, pattern: '^([a-z]+)', type: date}\n"
    f = fail(validate_draft(raw, SAMPLES))
    assert (f.tier, f.error_type) == (3, "TYPE_COERCION_FAILED")
    assert f.json_path == "extract.when.type"
    assert f.short_message == "field 'when' isn't a date in 3 samples"
    assert "'readings' is not a date" in f.message
    assert len(f.preview) == 3


def test_default_covers_failures() -> None:
    raw = "name: m\nglob: '*.csv'\nextract:\n  n: {from: filename, type: integer, default: 0}\n"
    res = validate_draft(raw, SAMPLES)
    assert isinstance(res, Success) and res.preview[0].fields == {"n": 0}


def test_tag_only_rule_passes() -> None:
    res = validate_draft("name: m\nglob: '*.csv'\nextract: null\ntag: csv\n", SAMPLES)
    assert isinstance(res, Success)


def test_no_samples_passes_tier3_trivially() -> None:
    res = validate_draft(GOOD, [])
    assert isinstance(res, Success) and res.total == 0 and res.preview == ()


def test_tier3_directly_on_a_rule() -> None:
    rule = _schema(GOOD)
    res = tier3_semantic(rule, SAMPLES[:1])
    assert isinstance(res, Success) and res.matched == 1


# ---------------------------------------------------------------- tier 3 (Python, fake sandbox results)


def FakeResult(value: Any = None, error: str | None = None) -> SandboxResult:
    """What the sandbox gives for one path (the real result type, made by hand)."""
    return SandboxResult(value, error)


class FakePyRule:
    kind = "python"
    batch = True
    name = "fake"
    glob = "*.csv"
    text = "def extract(path): ..."
    fields: dict = {}
    name_json_path = None

    def __init__(self, source_text: str = "def extract(path): ...") -> None:
        self.source_text = source_text

    def match(self, path: str) -> bool:
        return path.endswith(".csv")


def _with_sandbox(monkeypatch: pytest.MonkeyPatch, results: Any) -> list[Any]:
    calls: list[Any] = []

    def run_extractor(source: str, paths: list[str], options: Any) -> Any:
        calls.append((source, list(paths), options))
        if isinstance(results, Exception):
            raise results
        return [results(p) for p in paths]

    monkeypatch.setattr(semantic, "run_extractor", run_extractor)
    return calls


def test_python_rule_runs_all_matched_samples_in_one_call(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _with_sandbox(monkeypatch, lambda p: FakeResult(value={"name": p.rsplit("/", 1)[-1]}))
    samples = SAMPLES + ["/x/readme.txt"]
    res = tier3_semantic(FakePyRule(), samples, min_coverage=0.5, sandbox_options="opts")
    assert isinstance(res, Success) and res.kind == "python"
    assert len(calls) == 1 and calls[0][1] == SAMPLES and calls[0][2] == "opts"
    assert [r.status for r in res.preview] == ["complete"] * 3 + ["unmatched"]


def test_python_runtime_error(monkeypatch: pytest.MonkeyPatch) -> None:
    _with_sandbox(
        monkeypatch,
        lambda p: FakeResult(error="KeyError: 'x'") if "wind" in p else FakeResult(value={"a": 1}),
    )
    f = fail(tier3_semantic(FakePyRule(), SAMPLES))
    assert (f.tier, f.error_type) == (3, "RUNTIME_ERROR")
    assert f.samples == (SAMPLES[2],) and "KeyError" in f.message
    assert f.short_message == "extract() raised KeyError on 1 sample"
    assert f.preview[2].problems == {"extract": "KeyError: 'x'"} and f.preview[0].status == "complete"


def test_python_non_dict_is_runtime_error(monkeypatch: pytest.MonkeyPatch) -> None:
    _with_sandbox(monkeypatch, lambda p: FakeResult(value=["a"]))
    f = fail(tier3_semantic(FakePyRule(), SAMPLES))
    assert f.error_type == "RUNTIME_ERROR" and "not a dict" in f.message


def test_python_timeout_per_path(monkeypatch: pytest.MonkeyPatch) -> None:
    _with_sandbox(monkeypatch, lambda p: FakeResult(error="timeout: took longer than 2s"))
    f = fail(tier3_semantic(FakePyRule(), SAMPLES))
    assert (f.tier, f.error_type) == (3, "TIMEOUT") and len(f.samples) == 3
    assert f.short_message == "extractor timed out on 3 samples"


def test_python_whole_run_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    from pathfinder.errors import PathfinderError

    _with_sandbox(monkeypatch, PathfinderError("the extractor timed out after 5 s and was killed"))
    f = fail(tier3_semantic(FakePyRule(), SAMPLES))
    assert f.error_type == "TIMEOUT" and len(f.preview) == 3
    assert all("timed out" in r.problems["extract"] for r in f.preview)


def test_python_empty_dicts_are_empty_extraction(monkeypatch: pytest.MonkeyPatch) -> None:
    _with_sandbox(monkeypatch, lambda p: FakeResult(value={} if "wind" in p else {"a": 1}))
    f = fail(tier3_semantic(FakePyRule(), SAMPLES))
    assert f.error_type == "EMPTY_EXTRACTION" and f.samples == (SAMPLES[2],)


def test_python_glob_mismatch_does_not_call_the_sandbox_for_unmatched(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _with_sandbox(monkeypatch, lambda p: FakeResult(value={"a": 1}))
    f = fail(tier3_semantic(FakePyRule(), SAMPLES + ["/a/b.txt"]))
    assert f.error_type == "GLOB_MISMATCH" and calls[0][1] == SAMPLES


# ---------------------------------------------------------------- Python end to end (real sandbox)

PY_GOOD = '''```python
import re

NAME = "mission_py"
GLOB = "mission_*/*/*.csv"

def extract(path: str) -> dict:
    m = re.search(r"mission_(\\d+)/([0-9-]+)/", path)
    return {"mission": int(m.group(1)), "date": m.group(2)} if m else {}
```'''


@needs_sandbox
def test_python_rule_end_to_end_in_the_sandbox() -> None:
    res = validate_draft(PY_GOOD, SAMPLES)
    assert isinstance(res, Success), res
    assert res.kind == "python" and res.preview[0].fields == {"mission": 42, "date": "2024-01-15"}


@needs_sandbox
def test_python_runtime_error_end_to_end() -> None:
    raw = "NAME = 'x'\nGLOB = '*.csv'\ndef extract(path):\n    return {'a': 1 // 0}\n"
    f = fail(validate_draft(raw, SAMPLES))
    assert f.error_type == "RUNTIME_ERROR" and "ZeroDivisionError" in f.message


# ---------------------------------------------------------------- helpers


def test_excerpt_format() -> None:
    text = "a\nbb\n  ccc\ndd\ne\nf\n"
    assert excerpt(text, 3, 4) == "   1 | a\n   2 | bb\n   3 |   ccc\n     |    ^\n   4 | dd\n   5 | e"
    assert excerpt(text, 3) .splitlines()[3] == "     |   ^"
    assert excerpt(text, None) is None
    assert excerpt("x", 99).startswith("   1 | x")


def test_every_failure_type_is_mapped_to_its_tier() -> None:
    assert tiers.ERROR_TIERS["TRUNCATED"] == 1 and tiers.ERROR_TIERS["MISSING_EXTRACT"] == 2
    assert {t for t in tiers.ERROR_TIERS.values()} == {1, 2, 3}


def test_control_characters_are_a_syntax_error_not_a_crash() -> None:
    f = fail(tier1_syntax("name: m\nglob: '\x1b*.csv'\n"))
    assert (f.tier, f.error_type, f.line) == (1, "YAML_SYNTAX_ERROR", 2)


def test_a_yaml_reader_error_is_located_by_its_position() -> None:
    """A ReaderError (refused before parsing) gives its line from its position; other YAML errors, none."""
    import yaml

    from pathfinder.validation.locate import reader_error_position

    text = "name: m\nglob: x\x07\n"
    err = yaml.reader.ReaderError("<rule>", text.index("\x07"), 7, "utf-8", "special characters are not allowed")
    assert reader_error_position(text, err) == (2, "special characters are not allowed (7)")
    assert reader_error_position(text, yaml.YAMLError("x")) == (None, "invalid character")


@needs_sandbox
def test_python_timeout_end_to_end() -> None:
    from pathfinder.engine.python.sandbox_client import SandboxOptions

    raw = "NAME = 'x'\nGLOB = '*.csv'\ndef extract(path):\n    while True:\n        pass\n"
    f = fail(validate_draft(raw, SAMPLES, sandbox_options=SandboxOptions(timeout_s=0.5)))
    assert (f.tier, f.error_type) == (3, "TIMEOUT")
    assert len(f.preview) == 3


@needs_sandbox
def test_python_extractor_sees_normalised_paths() -> None:
    raw = "NAME = 'x'\nGLOB = '*.csv'\ndef extract(path):\n    return {'p': path}\n"
    res = validate_draft(raw, ["D:\\\\data\\\\a.csv"])
    assert isinstance(res, Success) and res.preview[0].fields == {"p": "D:/data/a.csv"}
    assert res.preview[0].path == "D:\\\\data\\\\a.csv"


@pytest.mark.parametrize(
    "raw,pointer_under",
    [
        ("name: c\nglob: '*.csv'\nextract:\n  client:\n    from: folder(-4)\n", "folder(-4)"),
        ("name: c\nglob: '*.csv'\nextract:\n  a: {from: folder(-2)}\n", "folder(-2)}"),
        ("name: c\nglob: '*.csv'\ncapture: x\n", "capture: x"),
        ("name: c\nglob: '*.csv'\nextract:\n  a: {from: filename, typ: int}\n", "typ: int}"),
    ],
)
def test_schema_excerpt_points_at_the_value_or_unknown_key(raw: str, pointer_under: str) -> None:
    f = fail(_schema(raw))
    lines = f.excerpt.splitlines()
    caret = next(i for i, l in enumerate(lines) if l.strip().endswith("^") and "|" in l and l.split("|", 1)[1].strip() == "^")
    above = lines[caret - 1]
    assert above[lines[caret].index("^"):].startswith(pointer_under)


def test_zero_coverage_still_needs_one_match() -> None:
    f = fail(validate_draft("name: m\nglob: '*.json'\n", SAMPLES, min_coverage=0.0))
    assert f.error_type == "GLOB_MISMATCH" and len(f.samples) == 3


def test_json_answer_is_accepted_as_yaml() -> None:
    raw = '```json\n{"name": "m", "glob": "*.csv", "extract": {"f": {"from": "filename"}}}\n```'
    res = validate_draft(raw, SAMPLES)
    assert isinstance(res, Success) and res.preview[0].fields == {"f": "readings.csv"}


def test_unclosed_quote_points_at_its_start_and_the_end_of_text() -> None:
    """PyYAML reports the end of the text; the fix belongs where the quote was opened."""
    raw = 'name: m\nglob: "site_*/*.txt\nextract:\n  site: {from: segment(-2)}\n'
    f = fail(tier1_syntax(raw))
    assert (f.error_type, f.line, f.short_message) == ("YAML_SYNTAX_ERROR", 2, "syntax error (line 2)")
    assert "quoted scalar that starts at line 2, column 7" in f.message
    lines = f.excerpt.splitlines()
    assert lines[lines.index('   2 | glob: "site_*/*.txt') + 1] == "     |       ^"
    assert lines[-2:] == ["   5 |", "     | ^"]  # the end of the text gets its own numbered line


def test_unclosed_quote_that_runs_into_a_later_quote_is_reported_where_it_opens() -> None:
    """The quote swallows the lines up to the next `"`; PyYAML then trips over what follows it (line 5)."""
    raw = ('name: m\ndescription: "d"\nglob: "site_*/*.txt\nextract:\n'
           '  site: {from: segment(-2), pattern: "^s_(\\\\d+)$", type: integer}\n'
           '  day: {from: filename, pattern: "(\\\\d+)"}\n')
    f = fail(tier1_syntax(raw))
    assert (f.error_type, f.line, f.short_message) == ("YAML_SYNTAX_ERROR", 3, "syntax error (line 3)")
    assert "opens at line 3, column 7 runs on to line 5; is its closing quote missing?" in f.message
    assert f.message.index("closing quote missing") < f.message.index("expected <block end>")  # first: 3 lines show
    lines = f.excerpt.splitlines()
    assert lines[lines.index('   3 | glob: "site_*/*.txt') + 1] == "     |       ^"
    closed = raw.replace('"site_*/*.txt', '"site_*/*.txt"')
    assert not isinstance(tier1_syntax(closed), Failure)  # the same text with the quote closed parses
    other = fail(tier1_syntax('name: m\nglob: "*.txt"\nextract: x: y\n'))  # quotes closed: the error's own line
    assert other.line == 3 and "closing quote" not in other.message


def test_excerpt_with_two_far_apart_marks_elides_the_middle() -> None:
    text = "\n".join(f"l{i}" for i in range(1, 13))
    out = excerpt(text, 12, 1, context=1, also=(2, 2))
    assert out.splitlines() == [
        "   1 | l1", "   2 | l2", "     |  ^", "   3 | l3", "     | ...", "  11 | l11", "  12 | l12", "     | ^",
    ]


def test_schema_failure_also_lists_the_other_violations() -> None:
    """One retry can fix every schema problem: the first is the subject, the rest follow in one line."""
    raw = (
        "name: s\nglob: 'mission_*/*/*.csv'\ncapture:\n  x: 1\n"
        "extract:\n  a: {from: folder(-4)}\n  b: {from: filename, type: float}\n"
    )
    f = fail(validate_draft(raw, SAMPLES))
    assert (f.tier, f.error_type, f.json_path, f.line) == (2, "SCHEMA_VIOLATION", "capture", 3)
    assert "; also: line 6 extract.a.from: " in f.message and "folder(-4)" in f.message
    assert "line 7 extract.b.type: " in f.message and "'float'" in f.message
    assert "\n" not in f.message
    single = fail(validate_draft("name: s\nglob: '*.csv'\nextract:\n  a: {from: folder(-4)}\n", SAMPLES))
    assert "also:" not in single.message


def test_forbidden_code_pointer_sits_under_the_construct() -> None:
    raw = "NAME = 'x'\nGLOB = '*.csv'\ndef extract(path):\n    return {'a': open(path).read()}\n"
    f = fail(validate_draft(raw, SAMPLES))
    assert f.error_type == "FORBIDDEN_CODE" and f.line == 4
    lines = f.excerpt.splitlines()
    code = lines.index("   4 |     return {'a': open(path).read()}")
    assert lines[code + 1].index("^") == lines[code].index("open(")


@needs_policy
def test_python_draft_passes_the_policy_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tier 2 checks the module it was given; building the rule does not parse and check it again."""
    from pathfinder.engine.python import pyrule, policy
    from pathfinder.validation import schema

    calls: list[int] = []
    real = policy.check_tree

    def counting(tree: Any) -> Any:
        calls.append(1)
        return real(tree)

    monkeypatch.setattr(schema, "check_tree", counting)
    monkeypatch.setattr(pyrule, "check_tree", counting)
    parsed = tier1_syntax("NAME = 'x'\nGLOB = '*.csv'\ndef extract(path):\n    return {'a': 1}\n", kind="python")
    rule = tier2_schema(parsed)
    assert rule.kind == "python" and rule.name == "x" and calls == [1]
