"""Every row of the docs/rule-language.md tables, through `load_rule` / `Rule.evaluate` / `Rule.extract`."""
import pytest

from pathfinder.errors import RuleError
from pathfinder.engine.loader import load_rule
from pathfinder.engine.coercions import MISSING, strip_leading_zeros, to_date, to_uuid
from pathfinder.engine.rule import Rule
from pathfinder.engine.ruleset import RuleSet

P = "/data/mission_042/2024-01-15/readings.csv"


def rule(extract: str = "", **extra: str) -> Rule:
    text = 'name: r\nglob: "mission_*/*/*.csv"\n'
    for k, v in extra.items():
        text += f"{k}: {v}\n"
    if extract:
        text += "extract:\n" + extract
    return load_rule(text)


def field(spec: str, path: str = P, rel: str | None = None):
    ev = rule(f"  x: {spec}\n").evaluate(path, rel)
    return ev.fields.get("x", MISSING), ev.status, ev


# --- rule keys ---

def test_version_1_accepted_other_refused():
    assert rule(version="1").name == "r"
    with pytest.raises(RuleError) as exc:
        rule(version="2")
    assert exc.value.json_path == "version"


def test_name_and_tag_must_be_identifiers():
    with pytest.raises(RuleError) as exc:
        load_rule('name: Mission\nglob: "*"\n')
    assert exc.value.json_path == "name"
    with pytest.raises(RuleError) as exc:
        rule(tag="Bad-Tag")
    assert exc.value.json_path == "tag"
    assert rule(tag="mission_data").tag == "mission_data"


def test_glob_required_and_applied():
    with pytest.raises(RuleError) as exc:
        load_rule("name: r\n")
    assert "glob" in exc.value.one_line()
    r = rule()
    assert r.match(P) and not r.match("/data/x.csv")


def test_extract_null_is_a_tag_only_rule():
    r = rule(tag="t", extract_null="") if False else load_rule('name: r\nglob: "*.csv"\nextract: null\ntag: t\n')
    ev = r.evaluate(P)
    assert ev.fields == {} and ev.status == "complete"
    assert r.extract(P) == {}


def test_priority_default_range_and_effect():
    assert rule().priority == 100
    assert rule(priority="0").priority == 0
    for bad in ("-1", "1001", "high", "1.5"):
        with pytest.raises(RuleError):
            rule(priority=bad)
    lo = load_rule('name: lo\nglob: "*.csv"\npriority: 10\n')
    hi = load_rule('name: hi\nglob: "*.csv"\npriority: 900\n')
    assert RuleSet([lo, hi]).winner(P) is hi


def test_description_is_free_text():
    assert rule(description='"shown in listings: 100% free"').description == "shown in listings: 100% free"


def test_unknown_keys_refused():
    for key in ("capture: x", "transform: y"):
        with pytest.raises(RuleError) as exc:
            load_rule(f'name: r\nglob: "*"\n{key}\n')
        assert exc.value.key == key.split(":")[0]


def test_field_names_must_be_identifiers():
    with pytest.raises(RuleError) as exc:
        rule("  MissionId: {from: filename}\n")
    assert "MissionId" in exc.value.one_line()


# --- field spec keys ---

def test_from_segment_indexes_like_a_python_list():
    assert field("{from: segment(0)}")[0] == "data"
    assert field("{from: segment(1)}")[0] == "mission_042"
    assert field("{from: segment(-1)}")[0] == "readings.csv"
    assert field("{from: segment(-2)}")[0] == "2024-01-15"
    value, status, ev = field("{from: segment(9)}")
    assert value is MISSING and status == "partial" and "out of range" in ev.problems["x"]
    assert field("{from: segment(-9)}")[1] == "partial"


def test_from_filename_full_path_rel_path():
    assert field("{from: filename}")[0] == "readings.csv"
    assert field("{from: full_path}", r"\data\\mission_042\2024-01-15\readings.csv")[0] == P
    assert field("{from: rel_path}")[0] == P  # no root known: the full path
    assert field("{from: rel_path}", P, "mission_042/2024-01-15/readings.csv")[0] == (
        "mission_042/2024-01-15/readings.csv")


def test_rel_path_through_apply_root():
    r = rule("  x: {from: rel_path}\n")
    (rec,) = RuleSet([r]).apply([P], root="/data")
    assert rec["fields"]["x"] == "mission_042/2024-01-15/readings.csv"


def test_pattern_group_one_or_whole_match():
    assert field('{from: segment(-3), pattern: "_(\\\\d+)"}')[0] == "042"
    assert field('{from: segment(-3), pattern: "\\\\d+"}')[0] == "042"
    assert field('{from: segment(-3), pattern: "(m)(i)"}')[0] == "m"
    value, status, ev = field('{from: segment(-3), pattern: "zzz(\\\\d)"}')
    assert value is MISSING and status == "partial" and "does not match" in ev.problems["x"]


def test_pattern_is_search_not_match():
    assert field('{from: filename, pattern: "ings"}')[0] == "ings"


def test_normalize():
    assert field("{from: filename, normalize: uppercase}")[0] == "READINGS.CSV"
    assert field("{from: filename, normalize: lowercase}", "/d/mission_1/x/ReAd.csv")[0] == "read.csv"
    assert field('{from: segment(-3), pattern: "_(\\\\d+)", normalize: strip_leading_zeros}')[0] == "42"
    assert strip_leading_zeros("000") == "0"
    assert strip_leading_zeros("007") == "7"
    assert strip_leading_zeros("-07") == "-07"
    assert strip_leading_zeros("") == ""


def test_type_string_is_the_default():
    assert field('{from: segment(-3), pattern: "_(\\\\d+)"}')[0] == "042"


def test_type_integer():
    assert field('{from: segment(-3), pattern: "_(\\\\d+)", type: integer}')[0] == 42
    value, status, ev = field("{from: filename, type: integer}")
    assert value is MISSING and status == "partial" and "integer" in ev.problems["x"]


@pytest.mark.parametrize("text", ["2024-01-15", "20240115", "2024_01_15", "2024.01.15"])
def test_type_date_layouts(text):
    assert field("{from: segment(-2), type: date}", f"/d/mission_1/{text}/a.csv")[0] == "2024-01-15"


@pytest.mark.parametrize("text", ["2024-13-01", "2024-02-30", "2024-01_15", "24-01-15", "2024-1-15", "x"])
def test_type_date_rejects_bad_dates(text):
    value, status, _ = field("{from: segment(-2), type: date}", f"/d/mission_1/{text}/a.csv")
    assert value is MISSING and status == "partial"
    assert to_date(text) is MISSING


def test_type_date_with_format():
    spec = '{from: segment(-2), type: date, format: "%d%m%Y"}'
    assert field(spec, "/d/mission_1/15012024/a.csv")[0] == "2024-01-15"
    assert field(spec, "/d/mission_1/2024-01-15/a.csv")[1] == "partial"
    ts = '{from: filename, pattern: "^(\\\\d{14})", type: date, format: "%Y%m%d%H%M%S"}'
    assert field(ts, "/d/mission_1/x/20250109101749.csv")[0] == "2025-01-09"


@pytest.mark.parametrize("text", [
    "3abf7009-9786-4927-a502-256082acae29", "3ABF7009-9786-4927-A502-256082ACAE29",
    "3abf700997864927a502256082acae29", "{3abf7009-9786-4927-a502-256082acae29}",
    "{3ABF700997864927A502256082ACAE29}",
])
def test_type_uuid(text):
    assert field("{from: segment(-2), type: uuid}", f"/d/mission_1/{text}/a.csv")[0] == (
        "3abf7009-9786-4927-a502-256082acae29")


@pytest.mark.parametrize("text", ["3abf7009-9786-4927-a502-256082acae2", "{3abf700997864927a502256082acae29",
                                  "3abf7009-97864927-a502-256082acae29", "g" * 32])
def test_type_uuid_rejects(text):
    assert to_uuid(text) is MISSING


def test_format_only_with_type_date():
    with pytest.raises(RuleError) as exc:
        rule('  x: {from: filename, format: "%Y"}\n')
    assert exc.value.json_path == "extract.x.format"


def test_default_used_when_any_step_fails():
    assert field('{from: segment(9), default: "none"}')[0:2] == ("none", "complete")
    assert field('{from: filename, pattern: "zz(\\\\d)", default: 0}')[0:2] == (0, "complete")
    value, status, ev = field("{from: filename, type: integer, default: -1}")
    assert (value, status) == (-1, "complete") and "x" in ev.defaulted
    assert field("{from: segment(-2), type: date, default: 2000-01-01}", "/d/mission_1/x/a.csv")[0] == "2000-01-01"
    assert field("{from: segment(9), default: null}")[0:2] == (None, "complete")


def test_pipeline_order_pattern_then_normalize_then_type():
    # normalize runs on the pattern's group, then the type coerces the normalised text
    assert field('{from: filename, pattern: "^([a-z]+)", normalize: uppercase}')[0] == "READINGS"
    spec = '{from: segment(-2), pattern: "^(\\\\w+)", normalize: lowercase, type: uuid}'
    assert field(spec, "/d/mission_1/3ABF700997864927A502256082ACAE29/a.csv")[0] == (
        "3abf7009-9786-4927-a502-256082acae29")


# --- statuses and the API of docs/cli.md ---

def test_statuses_complete_partial_unmatched():
    r = load_rule(
        "name: mission_readings\n"
        'glob: "mission_*/????-??-??/*.csv"\n'
        "extract:\n"
        '  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}\n'
        "  date:       {from: segment(-2), type: date}\n"
        '  sensor:     {from: filename, pattern: "^([a-z]+)"}\n'
        "tag: mission_data\n"
    )
    assert r.extract(P) == {"mission_id": 42, "date": "2024-01-15", "sensor": "readings"}
    assert r.evaluate(P).status == "complete"
    ev = r.evaluate("/data/mission_042/2024-02-30/readings.csv")
    assert ev.status == "partial" and set(ev.problems) == {"date"}
    assert r.evaluate("/data/other/x.csv") is None
    assert r.extract("/data/other/x.csv") is None
    assert r.match(P) and not r.match("/data/other/x.csv")
    records = list(RuleSet([r]).apply([P, "/data/mission_042/2024-02-30/readings.csv", "/x"]))
    assert [x["status"] for x in records] == ["complete", "partial", "unmatched"]
    assert records[2] == {"path": "/x", "rule": None, "tag": None, "status": "unmatched", "fields": {}}


def test_evaluate_many_matches_evaluate():
    r = rule("  x: {from: segment(-3)}\n")
    paths = [P, "/nope", "/d/mission_1/a/b.csv"]
    assert r.evaluate_many(paths) == [r.evaluate(p) for p in paths]


def test_to_mapping_round_trips():
    r = rule('  x: {from: segment(-3), pattern: "_(\\\\d+)", type: integer, default: 0}\n', tag="t", priority="7")
    again = Rule.from_mapping(r.to_mapping())
    assert again.to_mapping() == r.to_mapping()
    assert again.extract(P) == r.extract(P)


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from pathfinder.engine.coercions import date_parser  # noqa: E402


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(["%Y%m%d%H%M%S", "%d%m%Y", "%Y-%m-%d", "%d.%m.%Y %H:%M", "%Y%m", "%m/%d/%Y", "%Y_%m_%d_%H"]),
    st.text(alphabet="0123456789-_.:/ 9", min_size=0, max_size=16),
)
def test_fast_date_formats_agree_with_strptime(fmt, text):
    import datetime as dt

    try:
        want = dt.datetime.strptime(text, fmt).date().isoformat()
    except ValueError:
        want = MISSING
    assert date_parser(fmt)(text) == want, (fmt, text)


def test_fast_date_formats_agree_on_real_timestamps():
    import datetime as dt

    parse = date_parser("%Y%m%d%H%M%S")
    for text in ["20250109101749", "20250229101749", "20250109246000", "2025010910174", "20250109101760",
                 "2025 1 9101749", "00000109101749"]:
        try:
            want = dt.datetime.strptime(text, "%Y%m%d%H%M%S").date().isoformat()
        except ValueError:
            want = MISSING
        assert parse(text) == want, text


@pytest.mark.parametrize("value", [".inf", "-.inf", ".nan", "[1, .nan]", "{k: .inf}"])
def test_a_non_finite_default_is_refused(value: str) -> None:
    """JSON has no Infinity or NaN: such a default made `apply` write records that are not JSON."""
    with pytest.raises(RuleError) as exc:
        rule(f"  x: {{from: segment(9), default: {value}}}\n")
    assert exc.value.error_type == "SCHEMA_VIOLATION" and exc.value.json_path == "extract.x.default"
    assert "finite" in exc.value.one_line()
