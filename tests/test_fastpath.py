"""The generated per-rule record functions used by `apply`."""
from pathfinder.engine.fastpath import build_recorder
from pathfinder.engine.loader import load_rule

RULE = load_rule(
    "name: mission_readings\n"
    'glob: "mission_*/????-??-??/*.csv"\n'
    "extract:\n"
    '  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}\n'
    "  date:       {from: segment(-2), type: date}\n"
    '  sensor:     {from: filename, pattern: "^([a-z]+)"}\n'
    "tag: mission_data\n"
)
P = "/data/mission_042/2024-01-15/readings.csv"


def test_one_regex_match_with_fused_patterns_no_extra_searches():
    rec = build_recorder(RULE, None)
    source = rec.__globals__["__source__"]
    assert source.count("_match(") == 1
    assert "_rx" not in source  # both patterns were fused into the glob regex
    assert rec(P, P) == {"path": P, "rule": "mission_readings", "tag": "mission_data", "status": "complete",
                         "fields": {"mission_id": 42, "date": "2024-01-15", "sensor": "readings"}}


def test_partial_and_unmatched_records():
    rec = build_recorder(RULE, None)
    bad = "/data/mission_x/2024-02-30/Readings.csv"
    assert rec(bad, bad) == {"path": bad, "rule": "mission_readings", "tag": "mission_data",
                             "status": "partial", "fields": {}}
    assert rec("/x", "/x") is None


def test_date_memo_gives_same_answers_repeatedly():
    rec = build_recorder(RULE, None)
    for _ in range(3):
        assert rec(P, P)["fields"]["date"] == "2024-01-15"
        bad = "/d/mission_1/2024-13-01/a.csv"
        assert "date" not in rec(bad, bad)["fields"]


def test_unfused_variant_agrees():
    fused, plain = build_recorder(RULE, None), build_recorder(RULE, None, fuse=False)
    assert "_rx" in plain.__globals__["__source__"]
    for p in [P, "/a/mission_7x/2024.01.15/temp1.csv", "/mission_/2024-01-15/9.csv"]:
        assert fused(p, p) == plain(p, p)


def test_date_fields_agree_with_to_date_fused_or_not():
    rule = load_rule('name: d\nglob: "*/*"\nextract:\n  day: {from: segment(-2), type: date}\n')
    fused, plain = build_recorder(rule, None), build_recorder(rule, None, fuse=False)
    texts = ["2024-01-15", "20240115", "2024_01_15", "2024.01.15", "2024-01_15", "2024-02-30", "0000-01-01",
             "2024-1-15", "2024-01-155", "x2024-01-15", "2024-01-15\n", "٢٠٢٤-01-15", "2024--01-15", "2024..0115"]
    for text in texts:
        p = f"/data/{text}/f.csv"
        want = rule.evaluate(p)
        assert fused(p, p)["fields"] == plain(p, p)["fields"] == want.fields, text
