"""The Python API of docs/cli.md."""
import pathfinder

RULES = "rules/examples"
P = "/data/mission_042/2024-01-15/readings.csv"


def test_load_rule_and_extract(tmp_path):
    rule = pathfinder.load_rule(f"{RULES}/mission_readings.yaml")
    assert isinstance(rule, pathfinder.Rule)
    assert rule.match(P)
    assert rule.extract(P) == {"mission_id": 42, "date": "2024-01-15", "sensor": "readings"}
    assert rule.extract("/data/elsewhere.txt") is None


def test_load_rules_returns_a_list():
    rules = pathfinder.load_rules(RULES)
    assert isinstance(rules, list) and {r.name for r in rules} >= {"mission_readings", "junk_files"}


def test_apply_with_folder_list_and_rule():
    paths = [P, "/data/mission_042/.DS_Store", "/nothing"]
    by_folder = list(pathfinder.apply(RULES, paths))
    by_list = list(pathfinder.apply(pathfinder.load_rules(RULES), paths))
    assert by_folder == by_list
    assert [r["rule"] for r in by_folder] == ["mission_readings", "junk_files", None]
    assert by_folder[0]["fields"]["date"] == "2024-01-15"
    single = list(pathfinder.apply(pathfinder.load_rule(f"{RULES}/mission_readings.yaml"), P))
    assert len(single) == 1 and single[0]["status"] == "complete"


def test_apply_root_for_rel_path():
    rule = pathfinder.load_rule('name: r\nglob: "*.csv"\nextract:\n  rel: {from: rel_path}\n')
    (rec,) = pathfinder.apply([rule], [P], root="/data/mission_042")
    assert rec["fields"]["rel"] == "2024-01-15/readings.csv"
    (rec,) = pathfinder.apply([rule], [P])
    assert rec["fields"]["rel"] == P


def test_apply_accepts_pathlib_paths_and_root():
    from pathlib import PurePosixPath

    rule = pathfinder.load_rule('name: r\nglob: "*.csv"\nextract:\n  rel: {from: rel_path}\n')
    (rec,) = pathfinder.apply([rule], [PurePosixPath(P)], root=PurePosixPath("/data"))
    assert rec["path"] == P and rec["fields"]["rel"] == "mission_042/2024-01-15/readings.csv"
    assert list(pathfinder.apply([rule], [])) == []


def test_load_rule_accepts_python_rule_text():
    """docs/cli.md `load_rule(path_or_text)`: the text of a `.py` rule loads like the file does."""
    import pathfinder

    text = 'NAME = "py_text"\nGLOB = "*.dat"\n\ndef extract(path: str) -> dict:\n    return {"n": len(path)}\n'
    rule = pathfinder.load_rule(text)
    assert rule.name == "py_text" and rule.match("/q/a.dat") and not rule.match("/q/a.txt")


def test_every_public_name_is_importable_from_the_package() -> None:
    """`pathfinder.__all__` and `pathfinder.api.__all__` name only what `import pathfinder` gives."""
    import pathfinder
    import pathfinder.api

    for name in {*pathfinder.__all__, *pathfinder.api.__all__}:
        assert getattr(pathfinder, name) is not None, name
    assert pathfinder.RuleSet is pathfinder.api.RuleSet
