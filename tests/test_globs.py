import pytest

from pathfinder.errors import RuleError
from pathfinder.engine.globs import compile_glob, expand_braces
from pathfinder.engine.paths import normalize


def m(glob: str, path: str) -> bool:
    return compile_glob(glob).match(normalize(path))


SPEC_PATH = "/data/mission_042/2024-01-15/readings.csv"


def test_spec_example_floats_to_any_segment_boundary():
    assert m("mission_*/????-??-??/*.csv", SPEC_PATH)
    assert m("mission_*/????-??-??/*.csv", "mission_1/2024-01-15/a.csv")
    assert not m("mission_*/????-??-??/*.csv", "/data/xmission_042/2024-01-15/readings.csv")


def test_anchored_glob_starts_at_first_segment():
    assert m("/data/*/*/*.csv", SPEC_PATH)
    assert m("/data/*/*/*.csv", "data/a/b/c.csv")  # leading '/' of the path is optional
    assert not m("/mission_*/*/*.csv", SPEC_PATH)
    assert m("mission_*/*/*.csv", SPEC_PATH)


def test_star_stays_within_a_segment():
    assert m("*.csv", "/a/b/x.csv")
    assert not m("/*.csv", "/a/x.csv")
    assert not m("/a*c", "/ab/c")
    assert m("/a*c", "/abbbc")
    assert m("/a*", "/a")


def test_question_mark_never_crosses_slash():
    assert m("/a?c", "/abc")
    assert not m("/a?c", "/a/c")
    assert not m("a?b", "a//b")  # repeated slashes collapse first
    assert not m("/a?", "/a")


def test_globstar_start_middle_end():
    assert m("**/x.csv", "/x.csv")
    assert m("**/x.csv", "/a/b/x.csv")
    assert m("/a/**/x.csv", "/a/x.csv")
    assert m("/a/**/x.csv", "/a/b/c/x.csv")
    assert not m("/a/**/x.csv", "/b/a2/x.csv")
    assert m("/a/**", "/a")
    assert m("/a/**", "/a/b/c")
    assert not m("/a/**", "/ab")
    assert m("**", "/anything/at/all")
    assert m("a/**/**/b", "a/b")


def test_globstar_inside_a_segment_is_a_plain_star():
    assert m("/a**b", "/axxb")
    assert not m("/a**b", "/ax/xb")


def test_classes():
    assert m("/file[0-9].txt", "/file7.txt")
    assert not m("/file[0-9].txt", "/filex.txt")
    assert m("/file[!0-9].txt", "/filex.txt")
    assert not m("/file[!0-9].txt", "/file7.txt")
    assert m("/x[^a]", "/xb")
    assert m("/[]a]", "/]")
    assert not m("/a[!b]c", "/a/c")  # a negated class never matches '/'


def test_braces_including_nesting_stars_and_slashes():
    assert m("*.{csv,tsv}", "/a.tsv")
    assert not m("*.{csv,tsv}", "/a.json")
    assert m("/{a,b{c,d}}/x", "/bd/x")
    assert m("/data/{raw/*,clean}/x", "/data/raw/1/x")
    assert m("/data/{raw/*,clean}/x", "/data/clean/x")
    assert not m("/data/{raw/*,clean}/x", "/data/raw/x")
    assert expand_braces("a{b,c}d{e,f}") == ["abde", "abdf", "acde", "acdf"]


def test_unicode_spaces_and_backslashes():
    assert m("données/*.csv", "/home/é/données/été 2024.csv")
    assert m("/My Documents/*.txt", r"\My Documents\a b.txt")
    assert m(r"data\*.csv", "/x/data/a.csv")  # a backslash in a glob is a separator
    assert m("/a/b", "//a///b/")


def test_case_sensitive():
    assert not m("*.CSV", "/a.csv")


def test_literal_count_and_suffix():
    cg = compile_glob("mission_*/????-??-??/*.csv")
    assert cg.literal_count == len("mission_/--/.csv")  # separators count, wildcards do not
    assert compile_glob("/data/*.csv").literal_count > compile_glob("data/*.csv").literal_count
    assert compile_glob("a/[xyz]?").literal_count == 2
    assert compile_glob("{abc,x}.txt").literal_count == len("x.txt")  # the least specific alternative
    assert cg.suffixes == (".csv",)
    assert compile_glob("*.{nii,nii.gz}").suffixes == (".nii", ".nii.gz")
    assert compile_glob("a/**").suffixes is None
    assert compile_glob("{*.csv,x*}").suffixes is None


def test_fixed_segment_positions():
    cg = compile_glob("a/*/b.csv")
    assert cg.fixed_segment(-1) == 2 and cg.fixed_segment(-3) == 0
    assert cg.fixed_segment(-4) is None  # before a floating start: unknown
    assert cg.fixed_segment(0) is None  # floating: positions from the start unknown
    assert compile_glob("/a/*/b").fixed_segment(1) == 1
    assert compile_glob("/a/**/b").fixed_segment(2) is None
    assert compile_glob("x/**/b").fixed_segment(-1) == 2


@pytest.mark.parametrize("bad", ["", "   ", "a[bc", "{a,b", "/", "{,}", "a/[x/y]/b", "[z-a]"])
def test_malformed_globs_raise_rule_errors(bad):
    with pytest.raises(RuleError) as exc:
        compile_glob(bad)
    assert exc.value.error_type == "SCHEMA_VIOLATION"
    assert exc.value.json_path == "glob"
    assert "glob" in exc.value.one_line()


@pytest.mark.timeout(30)
def test_several_stars_in_a_segment_stay_linear():
    """`*_*_*_*_*.csv` against a long name full of `_` used to backtrack O(n^4) (0.6 s at 80 repeats,
    so about two minutes at 300): the timeout is a hang guard, not a speed measure (bench/bench_engine.py)."""
    from pathfinder.engine.globs import compile_glob

    cg = compile_glob("*_*_*_*_*.csv")
    assert not cg.match("/x/" + "ab_" * 300 + ".txt")
    assert cg.match("/x/" + "ab_" * 300 + ".csv")
    assert not compile_glob("*a*a*a*a*b").match("/x/" + "a" * 3000)
