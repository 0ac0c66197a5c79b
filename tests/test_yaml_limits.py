"""Rule files (and model answers) that cannot explode: aliases, nesting, size (docs/rule-language.md#limits)."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from pathfinder.cli import main
from pathfinder.engine.loader import load_rules, rules_from_text
from pathfinder.engine.yaml_io import MAX_RULE_BYTES, MAX_YAML_DEPTH, MAX_YAML_NODES
from pathfinder.errors import RuleError
from pathfinder.validation.syntax import tier1_syntax

BOMB = """\
name: bomb
glob: "*.csv"
a: &a ["x","x","x","x","x","x","x","x","x"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: [*f,*f,*f,*f,*f,*f,*f,*f,*f]
"""

HOSTILE = {
    "alias bomb": (BOMB, "anchors and aliases"),
    "merge key": ("base: &b {from: filename}\nname: r\nglob: '*'\nextract:\n  f: {<<: *b}\n", "anchors and aliases"),
    "100,000 nested [": ("[" * 100_000, f"nested more than {MAX_YAML_DEPTH}"),
    "100,000 nested {": ("{a: " * 100_000, f"nested more than {MAX_YAML_DEPTH}"),
    "nested block sequences": ("- " * 300_000 + "1", f"nested more than {MAX_YAML_DEPTH}"),
    "deep indentation": ("".join(" " * i + f"k{i}:\n" for i in range(200)), f"nested more than {MAX_YAML_DEPTH}"),
    "too many values": ("x: [" + ",".join(["1"] * (MAX_YAML_NODES + 5)) + "]\n", f"more than {MAX_YAML_NODES}"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_yaml_is_refused_quickly_with_one_line(name):
    text, words = HOSTILE[name]
    start = time.process_time()
    with pytest.raises(RuleError) as info:
        rules_from_text(text, source="hostile.yaml")
    assert time.process_time() - start < 5
    err = info.value
    assert words in err.message and err.error_type == "YAML_SYNTAX_ERROR" and err.source == "hostile.yaml"
    assert "\n" not in str(err)


def test_brackets_inside_quotes_do_not_count_as_nesting():
    text = 'name: r\nglob: "' + "[[]" * 40 + '*.csv"\n'
    rule = rules_from_text(text)[0]
    assert rule.glob.startswith("[[][[]")


def test_a_60_mb_rule_file_is_refused_without_reading_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as fh:
        fh.write(b"name: big\nglob: '*'\ndescription: '")
        fh.truncate(60 * 1024 * 1024)  # sparse: the size is real, the bytes cost nothing
    start = time.monotonic()
    with pytest.raises(RuleError) as info:
        load_rules(big)
    assert f"{MAX_RULE_BYTES:,}" in info.value.message and "62,914,560" in info.value.message
    code = main(["validate", str(big), "--samples", "/x/a.csv"])
    assert code != 0 and "limit" in capsys.readouterr().err
    code = main(["apply", str(big), "/x/a.csv"])
    assert code == 1 and "limit" in capsys.readouterr().err
    assert time.monotonic() - start < 10


def test_a_model_answer_with_a_yaml_bomb_is_a_tier_1_failure():
    failure = tier1_syntax("```yaml\n" + BOMB + "```\n")
    assert failure.tier == 1 and failure.error_type == "YAML_SYNTAX_ERROR"
    assert "aliases" in failure.message
    deep = tier1_syntax("[" * 100_000)
    assert deep.tier == 1 and "nested" in deep.message


@pytest.mark.parametrize("number", ["9" * 100_000, "0x" + "f" * 100_000, "1" * 5_000])
def test_a_huge_integer_is_refused_in_one_line_by_every_command(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                 number: str):
    # `9` x 100,000 is past Python's 4,300-digit limit for int(); `0x` + `f` x 100,000 reads, but
    # printing it (jsonschema's "is greater than the maximum" message) raised a traceback
    rule = tmp_path / "r.yaml"
    rule.write_text(f"name: r\nglob: '**'\npriority: {number}\n")
    with pytest.raises(RuleError) as info:
        load_rules(rule)
    assert "digits" in info.value.message and info.value.line == 3
    for argv in (["validate", str(rule), "--samples", "/x/a.csv"], ["apply", str(rule), "/x/a.csv"],
                 ["rules", str(tmp_path)], ["sql", str(rule)]):
        code = main(argv)
        err = capsys.readouterr().err
        assert code == 1 and "digits" in err and "Traceback" not in err, argv
    failure = tier1_syntax(f"```yaml\nname: r\nglob: '**'\npriority: {number}\n```")
    assert failure.tier == 1 and "digits" in failure.message


def test_a_limit_error_is_located_without_parsing_the_text_again(monkeypatch: pytest.MonkeyPatch):
    # the locator parsed a refused answer again: a 10 MB model answer took 1.2 GB and seconds twice over
    import pathfinder.validation.locate as locate

    def no_second_parse(*args, **kwargs):
        raise AssertionError("parsed again")

    monkeypatch.setattr(locate.yaml, "load", no_second_parse)
    monkeypatch.setattr(locate, "check_flow_depth", no_second_parse)
    for text, words in (("```yaml\nname: r\ndescription: '" + "x" * (2 * MAX_RULE_BYTES) + "'\n```", "limit is"),
                        (BOMB, "aliases"), ("x: [" + ",".join(["1"] * (MAX_YAML_NODES + 5)) + "]\n", "values")):
        failure = tier1_syntax(text)
        assert failure.tier == 1 and failure.error_type == "YAML_SYNTAX_ERROR" and words in failure.message


def test_too_many_fields_or_rules_are_a_schema_violation_naming_the_limit():
    fields = "".join(f"  f{i}: {{from: filename}}\n" for i in range(101))
    with pytest.raises(RuleError) as info:
        rules_from_text("name: r\nglob: '**'\nextract:\n" + fields)
    assert "101 fields; the limit is 100" in info.value.message and info.value.json_path == "extract"
    rules = "".join(f"  - {{name: r{i}, glob: '*.x'}}\n" for i in range(1001))
    with pytest.raises(RuleError) as info:
        rules_from_text("version: 1\nrules:\n" + rules)
    assert "1,001 rules; the limit is 1,000" in info.value.message
    assert len(rules_from_text("version: 1\nrules:\n" + rules.split("\n", 1)[1])) == 1000
