"""Loading rules: one test per kind of bad rule, each error naming file, key/field and JSON path."""
from pathlib import Path

import pytest

from pathfinder.errors import RuleError, UsageError
from pathfinder.engine.loader import load_rule, load_rules, rules_from_mapping, rules_from_text
from pathfinder.engine.yaml_io import parse_yaml

GOOD = 'name: {name}\nglob: "*.csv"\nextract:\n  a: {{from: filename}}\n'


def bad(tmp_path: Path, text: str | bytes, name: str = "bad.yaml") -> RuleError:
    f = tmp_path / name
    f.write_bytes(text if isinstance(text, bytes) else text.encode())
    with pytest.raises(RuleError) as exc:
        load_rules(f)
    err = exc.value
    line = err.one_line()
    assert str(f) in line, line  # names the file
    assert "Traceback" not in line and "\n" not in line
    return err


def assert_names(err: RuleError, *words: str) -> None:
    line = err.one_line()
    for w in words:
        assert w in line, (w, line)


def test_yaml_syntax_error(tmp_path):
    err = bad(tmp_path, 'name: r\nglob: "*.csv\n')
    assert err.error_type == "YAML_SYNTAX_ERROR" and err.line is not None


def test_encoding_error(tmp_path):
    err = bad(tmp_path, b"name: r\xe9\nglob: x\n")
    assert err.error_type == "ENCODING_ERROR"
    assert_names(err, ":1")


def test_not_a_mapping(tmp_path):
    assert_names(bad(tmp_path, "- name: r\n"), "mapping")


def test_empty_file(tmp_path):
    assert_names(bad(tmp_path, "# nothing\n"), "empty")


def test_unknown_rule_key(tmp_path):
    err = bad(tmp_path, 'name: r\nglob: "*"\ncapture: "(\\\\d+)"\n')
    assert_names(err, "capture", "bad.yaml:3")
    assert err.json_path == "capture" and "glob" in err.allowed


def test_unknown_field_key(tmp_path):
    err = bad(tmp_path, 'name: r\nglob: "*"\nextract:\n  id: {from: filename, transform: upper}\n')
    assert_names(err, "transform", "field 'id'", "extract.id.transform")


def test_missing_name(tmp_path):
    assert_names(bad(tmp_path, 'glob: "*"\n'), "'name'")


def test_missing_glob(tmp_path):
    assert_names(bad(tmp_path, "name: r\n"), "'glob'")


def test_missing_from(tmp_path):
    err = bad(tmp_path, 'name: r\nglob: "*"\nextract:\n  id: {pattern: x}\n')
    assert_names(err, "'from'", "extract.id.from", "bad.yaml:4")


def test_bad_name(tmp_path):
    assert_names(bad(tmp_path, 'name: My-Rule\nglob: "*"\n'), "name", "My-Rule")


def test_bad_tag(tmp_path):
    assert_names(bad(tmp_path, 'name: r\nglob: "*"\ntag: 5\n'), "tag", "string")


def test_bad_field_name(tmp_path):
    assert_names(bad(tmp_path, 'name: r\nglob: "*"\nextract:\n  Mission: {from: filename}\n'), "Mission")


def test_priority_not_an_integer(tmp_path):
    assert_names(bad(tmp_path, 'name: r\nglob: "*"\npriority: high\n'), "priority", "integer")


def test_priority_out_of_range(tmp_path):
    assert_names(bad(tmp_path, 'name: r\nglob: "*"\npriority: 5000\n'), "priority", "0-1000")


def test_bad_from(tmp_path):
    err = bad(tmp_path, 'name: r\nglob: "*"\nextract:\n  id: {from: folder(-4)}\n')
    assert_names(err, "folder(-4)", "extract.id.from", "segment(N)", "rel_path")
    assert err.allowed == ["segment(N)", "filename", "full_path", "rel_path"]


def test_bad_type(tmp_path):
    err = bad(tmp_path, 'name: r\nglob: "*"\nextract:\n  id: {from: filename, type: int}\n')
    assert_names(err, "extract.id.type", "integer")


def test_bad_normalize(tmp_path):
    err = bad(tmp_path, 'name: r\nglob: "*"\nextract:\n  id: {from: filename, normalize: lower}\n')
    assert_names(err, "extract.id.normalize", "lowercase")


def test_format_without_date_type(tmp_path):
    err = bad(tmp_path, 'name: r\nglob: "*"\nextract:\n  id: {from: filename, format: "%Y"}\n')
    assert_names(err, "extract.id.format", "type: date")


def test_bad_format_directive(tmp_path):
    err = bad(tmp_path, 'name: r\nglob: "*"\nextract:\n  d:\n    from: filename\n    type: date\n    format: "%Y%Q"\n')
    assert_names(err, "extract.d.format", "%Q", "bad.yaml:7")


def test_invalid_regex(tmp_path):
    err = bad(tmp_path, 'name: r\nglob: "*"\nextract:\n  id:\n    from: filename\n    pattern: "(\\\\d+"\n')
    assert err.error_type == "INVALID_REGEX"
    assert_names(err, "extract.id.pattern", "field 'id'", "bad.yaml:6")


@pytest.mark.parametrize("glob", ["data/[ab", "data/{a,b", ""])
def test_malformed_glob(tmp_path, glob):
    err = bad(tmp_path, f'name: r\nglob: "{glob}"\n')
    assert_names(err, "glob", "bad.yaml:2")


def test_unsupported_version(tmp_path):
    assert_names(bad(tmp_path, 'version: 2\nname: r\nglob: "*"\n'), "version")


def test_extract_not_a_mapping(tmp_path):
    assert_names(bad(tmp_path, 'name: r\nglob: "*"\nextract: [a, b]\n'), "extract", "mapping")


def test_duplicate_names_in_one_file(tmp_path):
    err = bad(tmp_path, 'version: 1\nrules:\n  - {name: a, glob: "*"}\n  - {name: a, glob: "*"}\n')
    assert_names(err, "duplicate rule name 'a'", "rules[1].name")


def test_duplicate_names_across_a_folder_name_both_files(tmp_path):
    (tmp_path / "a.yaml").write_text(GOOD.format(name="same"))
    (tmp_path / "b.yaml").write_text(GOOD.format(name="same"))
    with pytest.raises(RuleError) as exc:
        load_rules(tmp_path)
    line = exc.value.one_line()
    assert "a.yaml" in line and "b.yaml" in line and "same" in line


def test_folder_loads_sorted_rule_files_and_rules_lists(tmp_path):
    (tmp_path / "b.yml").write_text(GOOD.format(name="b"))
    (tmp_path / "a.yaml").write_text('version: 1\nrules:\n  - {name: a1, glob: "*"}\n  - {name: a2, glob: "x"}\n')
    (tmp_path / "notes.txt").write_text("not a rule")
    (tmp_path / ".hidden.yaml").write_text("broken: [")
    rules = load_rules(tmp_path)
    assert [r.name for r in rules] == ["a1", "a2", "b"]
    assert rules[2].source == str(tmp_path / "b.yml")


def test_folder_is_read_recursively_sorted_skipping_hidden_and_pycache(tmp_path):
    """Issue 16 item 12: rules in subfolders load (sorted by path); hidden folders, __pycache__ skipped."""
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "z.yaml").write_text(GOOD.format(name="bz"))
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "deep").mkdir()
    (tmp_path / "a" / "deep" / "r.yaml").write_text(GOOD.format(name="adeep"))
    (tmp_path / "a" / "q.yml").write_text(GOOD.format(name="aq"))
    (tmp_path / "top.yaml").write_text(GOOD.format(name="top"))
    for skipped in (".git", "__pycache__", ".hidden"):
        (tmp_path / skipped).mkdir()
        (tmp_path / skipped / "broken.yaml").write_text("broken: [")
    rules = load_rules(tmp_path)
    assert [r.name for r in rules] == ["adeep", "aq", "bz", "top"]


def test_duplicate_names_across_subfolders_name_both_files(tmp_path):
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    (tmp_path / "one" / "same.yaml").write_text(GOOD.format(name="same"))
    (tmp_path / "two" / "same.yaml").write_text(GOOD.format(name="same"))
    with pytest.raises(RuleError) as exc:
        load_rules(tmp_path)
    line = exc.value.one_line()
    assert str(tmp_path / "one" / "same.yaml") in line and str(tmp_path / "two" / "same.yaml") in line


def test_symlink_loop_in_rules_folder_does_not_hang(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "r.yaml").write_text(GOOD.format(name="r"))
    (tmp_path / "sub" / "loop").symlink_to(tmp_path, target_is_directory=True)
    assert [r.name for r in load_rules(tmp_path)] == ["r"]


def test_broken_rule_in_folder_stops_unless_keep_going(tmp_path):
    (tmp_path / "a.yaml").write_text(GOOD.format(name="a"))
    (tmp_path / "b.yaml").write_text("name: b\n")
    (tmp_path / "c.yaml").write_text(GOOD.format(name="c"))
    with pytest.raises(RuleError) as exc:
        load_rules(tmp_path)
    assert "b.yaml" in exc.value.one_line()
    errors: list = []
    rules = load_rules(tmp_path, keep_going=True, errors=errors)
    assert [r.name for r in rules] == ["a", "c"]
    assert len(errors) == 1 and "b.yaml" in errors[0].one_line()


def test_missing_rules_path_is_a_usage_error(tmp_path):
    with pytest.raises(UsageError):
        load_rules(tmp_path / "nope")
    with pytest.raises(UsageError):
        load_rule(str(tmp_path / "nope.yaml"))


def test_unreadable_file(tmp_path):
    f = tmp_path / "r.yaml"
    f.write_text(GOOD.format(name="r"))
    f.chmod(0)
    try:
        if f.read_bytes():  # running as root: permissions do not apply
            pytest.skip("root can read anything")
    except PermissionError:
        pass
    with pytest.raises(RuleError) as exc:
        load_rules(f)
    assert "cannot read" in exc.value.one_line()


def test_load_rule_from_path_text_and_pathlike(tmp_path):
    f = tmp_path / "r.yaml"
    f.write_text(GOOD.format(name="r"))
    assert load_rule(f).name == "r"
    assert load_rule(str(f)).source == str(f)
    assert load_rule(GOOD.format(name="t")).name == "t"
    assert load_rule(f).text == GOOD.format(name="r")


def test_load_rule_refuses_several_rules():
    with pytest.raises(RuleError) as exc:
        load_rule('version: 1\nrules:\n  - {name: a, glob: "*"}\n  - {name: b, glob: "*"}\n')
    assert "load_rules" in exc.value.one_line()


def test_tiers_separately_callable():
    data, lines = parse_yaml(GOOD.format(name="r"), "x.yaml")
    (rule,) = rules_from_mapping(data, lines, "x.yaml")
    assert rule.name == "r" and rule.source == "x.yaml"
    assert [r.name for r in rules_from_text(GOOD.format(name="q"))] == ["q"]


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from pathfinder.errors import PathfinderError  # noqa: E402

_PIECES = ["name: r\n", "glob: ", '"*.csv"\n', "extract:\n", "  a: {from: filename", ", type: date", ", format: '%",
           ", pattern: '(", "}\n", "priority: ", "1e3", "-5", "[", "]", "{", "}", "&a ", "*a", "!!", "null", "\t",
           ": ", "- ", "rules:\n", "version: 1\n", "segment(-1)", "'", '"', "\\", "é", "\x00", "2024-13-45", "\n"]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_PIECES), max_size=25))
def test_arbitrary_text_never_crashes_the_loader(pieces):
    try:
        rules = rules_from_text("".join(pieces))
    except PathfinderError as err:
        assert "\n" not in err.one_line()
    else:
        assert all(r.name for r in rules)


def test_duplicate_name_across_files_names_the_line_and_json_path(tmp_path):
    (tmp_path / "a.yaml").write_text(GOOD.format(name="same"))
    (tmp_path / "b.yaml").write_text('version: 1\nrules:\n  - name: other\n    glob: "*"\n  - name: same\n    glob: "*"\n')
    with pytest.raises(RuleError) as exc:
        load_rules(tmp_path)
    assert exc.value.one_line().startswith(f"{tmp_path / 'b.yaml'}:5 at rules[1].name: duplicate rule name 'same'")


def test_field_without_spec_says_null_once(tmp_path):
    err = bad(tmp_path, 'name: a\nglob: "*"\nextract:\n  x:\n')
    assert "field 'x' must be a mapping, got null (" in err.one_line() and "None" not in err.one_line()


def test_rule_keys_beside_rules_list_are_named_as_such(tmp_path):
    err = bad(tmp_path, 'version: 1\nname: a\nrules:\n  - {name: b, glob: "*"}\n')
    assert "unknown key 'name' in a file with 'rules:'" in err.one_line() and "allowed keys: version, rules" in err.one_line()
