"""Code-fence stripping: every shape a model reply takes (docs/architecture.md tier 1)."""
from __future__ import annotations

import pytest

from pathfinder.validation.fences import detect_kind, find_blocks, strip_fences

RULE = 'name: mission_readings\nglob: "mission_*/*/*.csv"\nextract:\n  id: {from: segment(-3)}\n'
PY = 'NAME = "x"\nGLOB = "*.csv"\n\ndef extract(path: str) -> dict:\n    return {"a": 1}\n'


def test_plain_rule_comes_back_unchanged() -> None:
    s = strip_fences(RULE)
    assert s.text == RULE and s.kind == "yaml" and not s.fenced and s.line_offset == 0


@pytest.mark.parametrize("tag", ["yaml", "yml", "YAML", "", "yaml title=rule.yaml"])
def test_tagged_and_untagged_fences(tag: str) -> None:
    s = strip_fences(f"```{tag}\n{RULE}```\n")
    assert s.text == RULE and s.kind == "yaml" and s.fenced and not s.unterminated


@pytest.mark.parametrize("tag", ["python", "py", ""])
def test_python_fences(tag: str) -> None:
    s = strip_fences(f"Here you go:\n```{tag}\n{PY}```")
    assert s.text == PY and s.kind == "python"


def test_prose_before_and_after_a_fence() -> None:
    raw = f"Sure! Here is the rule for your paths:\n\n```yaml\n{RULE}```\n\nIt extracts the mission id.\n"
    s = strip_fences(raw)
    assert s.text == RULE
    # line 1 of the rule is line 4 of the raw reply
    assert raw.splitlines()[s.line_offset] == RULE.splitlines()[0]


def test_tilde_fences_and_longer_fences() -> None:
    assert strip_fences(f"~~~yaml\n{RULE}~~~").text == RULE
    inner = "````yaml\n" + RULE + "```\nnot a close\n````\n"
    assert strip_fences(inner).text == RULE + "```\nnot a close\n"


def test_indented_fence_in_a_list_item_is_dedented() -> None:
    body = "".join("   " + line + "\n" for line in RULE.splitlines())
    s = strip_fences(f"1. The rule:\n   ```yaml\n{body}   ```\n")
    assert s.text == RULE


def test_several_blocks_first_of_expected_kind_wins() -> None:
    raw = f"Paths:\n```\n/data/a.csv\n```\nPython:\n```python\n{PY}```\nYAML:\n```yaml\n{RULE}```\n"
    assert strip_fences(raw, expected="yaml").text == RULE
    assert strip_fences(raw, expected="python").text == PY
    # kind unknown: first block that looks like a rule (the path listing does not)
    s = strip_fences(raw)
    assert s.text == PY and s.kind == "python" and s.blocks == 3


def test_several_yaml_blocks_first_wins() -> None:
    other = RULE.replace("mission_readings", "second")
    s = strip_fences(f"```yaml\n{RULE}```\nor\n```yaml\n{other}```")
    assert s.text == RULE


def test_no_rule_like_block_falls_back_to_first_block() -> None:
    s = strip_fences("```\nhello\n```\n```\nworld\n```")
    assert s.text == "hello\n" and s.kind is None


def test_expected_kind_missing_falls_back_to_first_rule_block() -> None:
    s = strip_fences(f"```yaml\n{RULE}```", expected="python")
    assert s.text == RULE and s.kind == "yaml"


def test_unterminated_fence_keeps_everything_after_it() -> None:
    s = strip_fences("Here:\n```yaml\nname: x\nglob: '*.csv'\nextract:\n  a: {from: file")
    assert s.unterminated and s.fenced
    assert s.text == "name: x\nglob: '*.csv'\nextract:\n  a: {from: file\n"


def test_empty_fence() -> None:
    s = strip_fences("```yaml\n```")
    assert s.text == "" and s.fenced


def test_unfenced_prose_lines_are_dropped_only_when_safe() -> None:
    raw = f"Here is the rule:\n\n{RULE}\nThis matches all readings.\n\nNote: dates are ISO.\n"
    s = strip_fences(raw)
    assert s.text == RULE and not s.fenced and s.line_offset == 2


def test_unfenced_trailing_line_without_blank_is_kept() -> None:
    # not separated by a blank line: could be part of the document, leave it for the parser
    raw = RULE + "Trailing words"
    assert strip_fences(raw).text == raw + "\n"


def test_unfenced_yaml_comments_and_document_markers_are_kept() -> None:
    raw = "# mission rule\n---\n" + RULE
    assert strip_fences(raw).text == raw


def test_unfenced_python_with_prose() -> None:
    raw = f"Here's the extractor:\n\n{PY}\nIt returns a dict.\n"
    s = strip_fences(raw)
    assert s.text == PY and s.kind == "python"


def test_unfenced_python_closing_bracket_is_not_prose() -> None:
    code = 'import re\nNAME = "x"\nGLOB = "*"\nPAT = re.compile(\n    r"(\\d+)"\n)\n\ndef extract(path):\n    return {}\n'
    assert strip_fences(code).text == code


def test_all_prose_is_returned_as_is() -> None:
    raw = "I can't help with that."
    assert strip_fences(raw).text == raw + "\n"


def test_find_blocks_reports_closed_state_and_lines() -> None:
    blocks = find_blocks("a\n```yaml\nx: 1\n```\n```py\nopen")
    assert [(b.tag, b.text, b.closed, b.start_line) for b in blocks] == [
        ("yaml", "x: 1", True, 3),
        ("py", "open", False, 6),
    ]


@pytest.mark.parametrize(
    "text,tag,kind",
    [
        (RULE, "", "yaml"),
        (PY, "", "python"),
        ("import re\n", "", "python"),
        ("x", "yml", "yaml"),
        ("name: x", "python", "python"),
        ("hello", "", None),
        ("rules:\n  - name: a\n", "", "yaml"),
    ],
)
def test_detect_kind(text: str, tag: str, kind: str | None) -> None:
    assert detect_kind(text, tag) == kind


def test_dangling_document_marker_is_dropped_for_yaml_only() -> None:
    assert strip_fences(f"---\n{RULE}---\n").text == "---\n" + RULE
    assert strip_fences(f"```yaml\n{RULE}---\n```").text == RULE
    assert strip_fences("```\n---\n```").text == ""


def test_fence_closed_at_the_end_of_the_last_line() -> None:
    s = strip_fences(f"```yaml\n{RULE.rstrip()}```\nDone.")
    assert s.text == RULE and not s.unterminated
