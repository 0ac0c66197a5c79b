"""Matching is as given (no NFC/NFD conversion); `validate` warns when only the form differs (issue 16 item 15)."""
from __future__ import annotations

import unicodedata

from pathfinder.cli import main
from pathfinder.engine.loader import load_rule, rules_from_text
from pathfinder.engine.python.pyrule import load_python_rule
from pathfinder.engine.ruleset import RuleGroup
from pathfinder.validation.unicode_forms import describe, form_mismatches

NFC = unicodedata.normalize("NFC", "données")
NFD = unicodedata.normalize("NFD", "données")
YAML = f'name: u\nglob: "{NFC}/*.csv"\nextract:\n  n: {{from: filename, pattern: "^(\\\\w+)\\\\.csv$"}}\n'


def test_matching_is_as_given_in_both_directions():
    nfc_rule = load_rule(YAML)
    nfd_rule = load_rule(YAML.replace(NFC, NFD))
    assert nfc_rule.match(f"/x/{NFC}/a.csv") and not nfc_rule.match(f"/x/{NFD}/a.csv")
    assert nfd_rule.match(f"/x/{NFD}/a.csv") and not nfd_rule.match(f"/x/{NFC}/a.csv")


def test_mismatch_found_for_either_form_and_not_for_plain_misses():
    rule = load_rule(YAML)
    found = form_mismatches(rule, [f"/x/{NFD}/a.csv", f"/x/{NFC}/b.csv", "/x/other/c.csv", f"/x/{NFD}/c.txt"])
    assert [(m.sample, m.form) for m in found] == [(f"/x/{NFD}/a.csv", "NFC")]
    reverse = form_mismatches(load_rule(YAML.replace(NFC, NFD)), [f"/x/{NFC}/a.csv"])
    assert [m.form for m in reverse] == ["NFD"]
    assert describe([]) is None
    line = describe(found)
    assert "1 sample differs" in line and "NFD" in line and "\\u0301" in line  # the invisible mark is shown


def test_field_pattern_literal_counts_too():
    """The glob matches either way; the pattern's literal text decides complete vs partial."""
    rule = load_rule(f'name: u\nglob: "*/*.csv"\nextract:\n  d: {{from: segment(-2), pattern: "^({NFC})$"}}\n')
    assert [m.form for m in form_mismatches(rule, [f"/x/{NFD}/a.csv"])] == ["NFC"]


def test_python_rule_glob_and_rule_groups():
    py = load_python_rule(f'NAME = "p"\nGLOB = "{NFC}/*.csv"\n\ndef extract(path):\n    return {{}}\n')
    assert [m.form for m in form_mismatches(py, [f"/x/{NFD}/a.csv"])] == ["NFC"]
    group = RuleGroup(rules_from_text(
        f'version: 1\nrules:\n  - {{name: a, glob: "{NFC}/*.csv"}}\n  - {{name: b, glob: "*.txt"}}\n'))
    assert [m.form for m in form_mismatches(group, [f"/x/{NFD}/a.csv"])] == ["NFC"]


def test_validate_warns_once_and_keeps_its_verdict(tmp_path, capsys):
    rule = tmp_path / "u.yaml"
    rule.write_text(YAML, encoding="utf-8")
    code = main(["validate", str(rule), "--samples", f"/x/{NFD}/a.csv", f"/x/{NFD}/b.csv", f"/x/{NFC}/c.csv",
                 "--min-coverage", "0.3"])
    err = capsys.readouterr().err
    assert code == 0
    warnings = [line for line in err.splitlines() if "Unicode normalisation" in line]
    assert len(warnings) == 1 and "2 samples differ" in warnings[0] and "docs/rule-language.md" in warnings[0]


def test_validate_says_nothing_when_forms_agree(tmp_path, capsys):
    rule = tmp_path / "u.yaml"
    rule.write_text(YAML, encoding="utf-8")
    assert main(["validate", str(rule), "--samples", f"/x/{NFC}/a.csv"]) == 0
    assert "normalisation" not in capsys.readouterr().err
