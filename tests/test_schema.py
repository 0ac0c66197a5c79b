import json

import jsonschema
import pytest

from pathfinder.engine.schema import SCHEMA_FILE, rule_schema, schema_errors, schema_text
from pathfinder.engine.yaml_io import parse_yaml


def test_schema_file_is_a_valid_json_schema_shipped_in_the_package():
    schema = json.loads(SCHEMA_FILE.read_text())
    jsonschema.validators.validator_for(schema).check_schema(schema)
    assert schema_text().strip().startswith("{")
    assert rule_schema() == schema


def _all_properties(node, out):
    if isinstance(node, dict):
        for name, sub in node.get("properties", {}).items():
            out.append((name, sub))
        for v in node.values():
            _all_properties(v, out)
    elif isinstance(node, list):
        for v in node:
            _all_properties(v, out)
    return out


def test_every_property_has_a_description():
    props = _all_properties(rule_schema(), [])
    assert len(props) >= 15
    for name, sub in props:
        assert sub.get("description"), name


def test_unknown_keys_refused_at_rule_and_field_level():
    defs = rule_schema()["$defs"]
    assert defs["rule"]["additionalProperties"] is False
    assert defs["field"]["additionalProperties"] is False
    assert defs["rule_file"]["additionalProperties"] is False


def errors(text):
    data, lines = parse_yaml(text)
    return schema_errors(data, lines, "r.yaml")


def test_valid_rules_have_no_errors():
    assert errors('name: r\nglob: "*.csv"\nextract:\n  a: {from: filename}\n') == []
    assert errors('version: 1\nrules:\n  - {name: a, glob: "*"}\n  - {name: b, glob: "*"}\n') == []


def test_unknown_key_error_names_key_path_line_allowed_and_suggestion():
    (err,) = errors('name: r\nglob: "*"\nextract:\n  a:\n    from: filename\n    patern: x\n')
    assert err.key == "patern"
    assert err.json_path == "extract.a.patern"
    assert err.line == 6
    assert "pattern" in err.allowed
    assert "did you mean 'pattern'" in err.one_line()


def test_bad_from_lists_allowed_forms():
    (err,) = errors('name: r\nglob: "*"\nextract:\n  mission_id: {from: folder(-4)}\n')
    assert err.json_path == "extract.mission_id.from"
    assert err.allowed == ["segment(N)", "filename", "full_path", "rel_path"]
    assert err.line == 4
    assert "folder(-4)" in err.one_line()


@pytest.mark.parametrize("text, path, allowed", [
    ('name: r\nglob: "*"\nextract:\n  a: {from: filename, type: int}\n', "extract.a.type",
     ["string", "integer", "date", "uuid"]),
    ('name: r\nglob: "*"\nextract:\n  a: {from: filename, normalize: lower}\n', "extract.a.normalize",
     ["lowercase", "uppercase", "strip_leading_zeros"]),
])
def test_enum_errors_carry_allowed_values(text, path, allowed):
    (err,) = errors(text)
    assert err.json_path == path and err.allowed == allowed


def test_missing_required_keys():
    errs = errors("name: r\n")
    assert errs[0].key == "glob" and "missing required key 'glob'" in errs[0].message
    errs = errors('name: r\nglob: "*"\nextract:\n  a: {pattern: x}\n')
    assert errs[0].json_path == "extract.a.from"


def test_errors_inside_rules_lists_have_indexed_paths():
    (err,) = errors('version: 1\nrules:\n  - name: a\n    glob: "*"\n  - name: b\n    glob: "*"\n    tags: x\n')
    assert err.json_path == "rules[1].tags" and err.line == 7


def test_not_a_mapping():
    (err,) = errors("- a\n- b\n")
    assert "must be a YAML mapping" in err.message


def test_null_tag_and_description_mean_absent():
    """LLM drafts often write `tag: null` / `description: null`: both keys are optional."""
    from pathfinder.engine.loader import rules_from_text

    text = "name: t\nglob: '*.csv'\ntag: null\ndescription: null\nextract: null\n"
    data, lines = parse_yaml(text)
    assert schema_errors(data, lines) == []
    rule = rules_from_text(text)[0]
    assert rule.tag is None and rule.description is None
    assert rule.to_mapping() == rules_from_text("name: t\nglob: '*.csv'\n")[0].to_mapping()
    schema = rule_schema()["$defs"]["rule"]["properties"]
    assert "null" in schema["tag"]["type"] and "null" in schema["description"]["type"]


@pytest.mark.parametrize("text, message", [
    ("tag: 5", "key 'tag' must be a string or null, got integer 5"),
    ("tag: Bad", "invalid tag 'Bad'"),
    ("description: [1]", "key 'description' must be a string or null, got list [1]"),
])
def test_tag_and_description_still_checked_when_not_null(text, message):
    data, lines = parse_yaml(f"name: t\nglob: '*.csv'\n{text}\n")
    errs = schema_errors(data, lines)
    assert errs and errs[0].message == message and errs[0].line == 3


def test_null_priority_means_the_default():
    """`priority: null` is the default priority, as `tag: null` is no tag (issue 16 item 16)."""
    from pathfinder.engine.loader import rules_from_text

    text = "name: t\nglob: '*.csv'\npriority: null\n"
    data, lines = parse_yaml(text)
    assert schema_errors(data, lines) == []
    rule = rules_from_text(text)[0]
    assert rule.priority == 100
    assert rule.to_mapping() == rules_from_text("name: t\nglob: '*.csv'\n")[0].to_mapping()


@pytest.mark.parametrize("text", ["priority: '5'", "priority: 1001", "priority: true", "priority: 1.5"])
def test_priority_still_checked_when_not_null(text):
    data, lines = parse_yaml(f"name: t\nglob: '*.csv'\n{text}\n")
    errs = schema_errors(data, lines)
    assert errs and errs[0].line == 3 and "priority" in errs[0].message


def test_one_name_pattern_for_every_name_check() -> None:
    """Rule, field and tag names are checked by the schema's `identifier` pattern, compiled once
    (engine.schema.IDENTIFIER_RE): the schema spells no other, and no module compiles its own copy."""
    import ast
    from pathlib import Path

    from pathfinder.engine.schema import IDENTIFIER_RE

    def patterns(node: object) -> list[str]:
        if isinstance(node, dict):
            return [v for k, v in node.items() if k == "pattern" and isinstance(v, str)] + \
                [p for v in node.values() for p in patterns(v)]
        return [p for v in node for p in patterns(v)] if isinstance(node, list) else []

    assert {p for p in patterns(json.loads(schema_text())) if "[a-z]" in p} == {IDENTIFIER_RE.pattern}
    root = Path(__file__).resolve().parents[1] / "pathfinder"
    copies = [f"{path.relative_to(root)}:{node.lineno}" for path in root.rglob("*.py")
              for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
              if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "compile"
              and any(isinstance(a, ast.Constant) and a.value == IDENTIFIER_RE.pattern for a in node.args)]
    assert copies == []
