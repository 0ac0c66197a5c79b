import pytest

from pathfinder.errors import RuleError
from pathfinder.engine.yaml_io import format_json_path, parse_yaml

TEXT = """\
name: r
glob: "*.csv"
extract:
  mission_id:
    from: segment(-3)
    pattern: "x"
  date: {from: segment(-2)}
rules_list:
  - a
  - b
"""


def test_parse_gives_data_and_line_map():
    data, lines = parse_yaml(TEXT)
    assert data["extract"]["mission_id"]["pattern"] == "x"
    assert lines.line_of(("glob",)) == 2
    assert lines.key_line(("extract", "mission_id")) == 4
    assert lines.line_of(("extract", "mission_id", "pattern")) == 6
    assert lines.line_of(("extract", "date", "from")) == 7
    assert lines.line_of(("rules_list", 1)) == 10
    # unknown paths fall back to the nearest ancestor
    assert lines.line_of(("extract", "mission_id", "nope")) == 4


def test_syntax_error_has_type_and_line():
    with pytest.raises(RuleError) as exc:
        parse_yaml("name: r\nglob: [unclosed\nextract: x\n", source="bad.yaml")
    err = exc.value
    assert err.error_type == "YAML_SYNTAX_ERROR"
    assert err.line is not None and err.line >= 2
    assert err.one_line().startswith("bad.yaml:")
    assert "Traceback" not in err.one_line()


def test_tab_indentation_error_line():
    with pytest.raises(RuleError) as exc:
        parse_yaml("name: r\nextract:\n\tx: 1\n")
    assert exc.value.error_type == "YAML_SYNTAX_ERROR" and exc.value.line == 3


def test_duplicate_keys_refused():
    with pytest.raises(RuleError) as exc:
        parse_yaml("name: a\nglob: x\nname: b\n")
    assert exc.value.line == 3 and "duplicate key 'name'" in exc.value.message


def test_encoding_error_for_bad_bytes():
    with pytest.raises(RuleError) as exc:
        parse_yaml(b"name: r\nglob: \xff\xfe\n", source="x.yaml")
    assert exc.value.error_type == "ENCODING_ERROR" and exc.value.line == 2


def test_bom_and_bytes_accepted():
    data, _ = parse_yaml("\ufeffname: r\n".encode())
    assert data == {"name": "r"}


def test_empty_document_is_none():
    assert parse_yaml("")[0] is None
    assert parse_yaml("# only a comment\n")[0] is None


def test_several_documents_refused():
    with pytest.raises(RuleError) as exc:
        parse_yaml("a: 1\n---\nb: 2\n")
    assert exc.value.error_type == "YAML_SYNTAX_ERROR"


def test_alias_bomb_stays_cheap():
    text = "a: &a [x, x, x, x, x, x, x, x, x]\n"
    for i in range(1, 12):
        text += f"{chr(97 + i)}: &{chr(97 + i)} [*{chr(96 + i)}, *{chr(96 + i)}, *{chr(96 + i)}]\n"
    with pytest.raises(RuleError) as exc:  # refused at the first anchor, before anything expands
        parse_yaml(text)
    assert "anchors and aliases" in exc.value.message and exc.value.line == 1


def test_format_json_path():
    assert format_json_path(("rules", 0, "extract", "id", "from")) == "rules[0].extract.id.from"
    assert format_json_path(()) == ""


def test_dates_stay_text_and_bad_explicit_values_are_errors():
    data, _ = parse_yaml("default: 2024-13-45\nok: 2024-01-15\n")
    assert data == {"default": "2024-13-45", "ok": "2024-01-15"}
    with pytest.raises(RuleError) as exc:
        parse_yaml("default: !!timestamp 2024-13-45\n")
    assert exc.value.error_type == "YAML_SYNTAX_ERROR"


def test_yaml_1_1_booleans_stay_text():
    """Field names `on`/`no`/`yes`/`off` are valid (docs/rule-language.md pattern); only true/false are booleans."""
    data, _ = parse_yaml("extract:\n  on: {from: filename}\n  no: 1\ntag: off\na: yes\nb: true\nc: False\n")
    assert data == {"extract": {"on": {"from": "filename"}, "no": 1}, "tag": "off", "a": "yes", "b": True, "c": False}


def test_yaml_1_2_integers():
    """`default: 010` is ten (YAML 1.1 would read octal 8, and `08` as text); `1:30` stays text."""
    data, _ = parse_yaml("a: 010\nb: 08\nc: -7\nd: 1:30\ne: 0x1F\nf: 0o17\ng: 1_000\nh: 1.5\ni: +3\nj: !!int '12'\n")
    assert data == {"a": 10, "b": 8, "c": -7, "d": "1:30", "e": 31, "f": 15, "g": "1_000", "h": 1.5, "i": 3, "j": 12}
