"""RuleSet: priority resolution, index, ordering, streaming, and batch (Python) rules."""
import itertools
from typing import Any

from pathfinder.engine import ruleset as ruleset_mod
from pathfinder.engine.loader import load_rule
from pathfinder.engine.rule import Evaluation
from pathfinder.engine.ruleset import RuleGroup, RuleSet


def mk(name: str, glob: str, priority: int = 100, extract: str = "") -> Any:
    text = f'name: {name}\nglob: "{glob}"\npriority: {priority}\ntag: {name}_tag\n'
    if extract:
        text += "extract:\n" + extract
    return load_rule(text)


def test_higher_priority_wins():
    a, b = mk("a", "*.csv", 100), mk("b", "*.csv", 101)
    assert RuleSet([a, b]).winner("/x/y.csv") is b


def test_tie_goes_to_more_literal_characters():
    general = mk("general", "*/*.csv")
    specific = mk("specific", "data/*.csv")
    assert RuleSet([general, specific]).winner("/data/y.csv") is specific
    assert RuleSet([specific, general]).winner("/other/y.csv") is general


def test_anchored_glob_beats_the_same_floating_glob_on_literal_count():
    floating, anchored = mk("a_floating", "data/*.csv"), mk("b_anchored", "/data/*.csv")
    assert RuleSet([floating, anchored]).winner("/data/y.csv") is anchored


def test_full_tie_goes_to_name_alphabetical():
    z, a = mk("zeta", "*.csv"), mk("alpha", "*.csv")
    assert RuleSet([z, a]).winner("/y.csv") is a


def test_priority_beats_literal_count():
    junk = mk("junk", "._*", 500)
    data = mk("data", "mission_*/*/*.csv")
    assert RuleSet([data, junk]).winner("/mission_1/d/._x.csv") is junk


def test_index_skips_rules_that_cannot_match_the_ending():
    csv, nii, anything = mk("csv", "*.csv"), mk("nii", "*.{nii,nii.gz}"), mk("any", "a*/**")
    rs = RuleSet([csv, nii, anything])
    assert rs.candidates("/x/y.csv") == (csv, anything)  # resolution order (4 vs 1 literal), .nii skipped
    assert set(rs.candidates("/x/y.nii.gz")) == {anything, nii}
    assert rs.candidates("/x/y.txt") == (anything,)
    assert rs.winner("/x/y.txt") is None
    assert rs.winner("/a1/q.txt") is anything


def test_short_suffixes_and_short_paths():
    tilde = mk("tilde", "*~")
    rs = RuleSet([tilde, mk("long", "*.parquet")])
    assert rs.winner("/a/b~") is tilde and rs.winner("~") is tilde
    assert rs.winner("/a/x.parquet").name == "long"


def test_apply_records_in_input_order_with_spec_shape():
    r = mk("m", "mission_*/*.csv", extract='  id: {from: segment(-2), pattern: "(\\\\d+)", type: integer}\n')
    paths = ["/mission_1/a.csv", "/nope.txt", r"C:\mission_007\b.csv", "/mission_x/c.csv"]
    out = list(RuleSet([r, mk("other", "*.txt")]).apply(paths))
    assert [o["path"] for o in out] == paths  # as given, not normalised
    assert out[0] == {"path": paths[0], "rule": "m", "tag": "m_tag", "status": "complete", "fields": {"id": 1}}
    assert out[1]["rule"] == "other" and out[1]["fields"] == {}
    assert out[2]["fields"] == {"id": 7}
    assert out[3]["status"] == "partial" and out[3]["fields"] == {}
    assert list(out[0]) == ["path", "rule", "tag", "status", "fields"]


def test_apply_is_lazy_and_streams():
    consumed = []

    def gen():
        for i in itertools.count():
            consumed.append(i)
            yield f"/d/{i}.csv"

    it = RuleSet([mk("c", "*.csv")]).apply(gen())
    first = [next(it) for _ in range(3)]
    assert [f["path"] for f in first] == ["/d/0.csv", "/d/1.csv", "/d/2.csv"]
    assert len(consumed) <= 4


def test_apply_matches_winner_and_evaluate_on_many_paths():
    rules = [mk("a", "*.csv", extract="  f: {from: segment(0)}\n"), mk("b", "/x/**", 200),
             mk("c", "{y,z}/*.csv", extract="  g: {from: segment(-2)}\n")]
    rs = RuleSet(rules)
    paths = [f"/{a}/{b}.{e}" for a in ("x", "y", "z", "w") for b in ("p", "q") for e in ("csv", "txt")]
    for p, rec in zip(paths, rs.apply(paths)):
        w = rs.winner(p)
        assert rec["rule"] == (w.name if w else None)
        if w:
            assert rec["fields"] == w.extract(p)


class FakeBatchRule:
    """A stand-in for a sandboxed Python rule: only `evaluate_many` extracts, and calls are counted."""

    batch = True
    kind = "python"

    def __init__(self, name: str, glob: str, priority: int = 100) -> None:
        from pathfinder.engine.globs import compile_glob

        self.name, self.glob, self.priority, self.tag = name, glob, priority, "py"
        self.compiled = compile_glob(glob)
        self.literal_count = self.compiled.literal_count
        self.fields: dict = {}
        self.calls: list[int] = []

    def match(self, path: str) -> bool:
        return self.compiled.match(path)

    def evaluate_many(self, paths, rel_paths=None):
        self.calls.append(len(paths))
        return [None if p.endswith("0.py.csv") else Evaluation({"n": len(p)}, "complete") for p in paths]


def test_batch_rules_are_evaluated_per_chunk(monkeypatch):
    monkeypatch.setattr(ruleset_mod, "CHUNK", 10)
    py = FakeBatchRule("py", "*.py.csv", priority=300)
    yaml_rule = mk("y", "*.csv", extract="  s: {from: segment(0)}\n")
    paths = [f"/d{i}/{i}.py.csv" if i % 2 else f"/d{i}/{i}.csv" for i in range(25)]
    out = list(RuleSet([yaml_rule, py]).apply(paths))
    assert [o["path"] for o in out] == paths
    assert py.calls == [5, 5, 2]  # one call per chunk of 10 paths, only for its own paths
    assert out[1] == {"path": paths[1], "rule": "py", "tag": "py", "status": "complete",
                      "fields": {"n": len(paths[1])}}
    assert out[0]["rule"] == "y" and out[0]["fields"] == {"s": "d0"}
    assert out[11]["status"] == "complete"


def test_batch_rule_loses_to_higher_priority_yaml_rule():
    py = FakeBatchRule("py", "*.csv", priority=50)
    yaml_rule = mk("y", "*.csv", priority=60)
    out = list(RuleSet([py, yaml_rule]).apply(["/a.csv"]))
    assert out[0]["rule"] == "y" and py.calls == []


class DuckRule:
    """Any object with the rule interface (no generated recorder) still works in a RuleSet."""

    batch = False

    def __init__(self) -> None:
        self.name, self.glob, self.tag, self.priority, self.literal_count, self.fields = "duck", "*.q", None, 100, 2, {}

    def match(self, path: str) -> bool:
        return path.endswith(".q")

    def evaluate(self, path: str, rel_path=None):
        return Evaluation({"len": len(path)}, "complete") if self.match(path) else None


def test_rule_like_objects_without_recorder():
    out = list(RuleSet([DuckRule()]).apply(["/a.q", "/b.r"]))
    assert out[0]["fields"] == {"len": 4} and out[1]["status"] == "unmatched"


def test_rule_group_is_one_rule_evaluated_by_its_winner():
    low = mk("low", "*.csv", priority=10, extract="  a: {from: filename}\n")
    high = mk("high", "/x/*.csv", priority=200, extract="  b: {from: segment(0)}\n")
    group = RuleGroup([low, high], "text")
    assert group.kind == "yaml" and not group.batch and group.text == "text"
    assert list(group.fields) == ["a", "b"]
    assert group.winner("/x/f.csv") is high and group.winner("/y/f.csv") is low
    assert group.evaluate("/x/f.csv").fields == {"b": "x"}
    assert group.evaluate("/y/f.csv").fields == {"a": "f.csv"}
    assert group.evaluate("/y/f.txt") is None and not group.match("/y/f.txt") and group.match("//x//f.csv")
    assert [e and e.fields for e in group.evaluate_many(["/x/f.csv", "/q"])] == [{"b": "x"}, None]
    assert group.json_prefix("high") == "rules[1]." and group.json_prefix("nope") == ""
