"""The portable pattern dialect and the static backtracking check (pathfinder.engine.patterns)."""
import re
import time

import pytest

from pathfinder.engine.loader import rules_from_text
from pathfinder.engine.patterns import (
    MAX_PATTERN_CHARS, backtracking_problem, compile_pattern, pattern_problem, portability_problem,
)
from pathfinder.errors import RuleError

CATASTROPHIC = [
    r"^(a+)+$", r"^(\w+\s?)*$", r"^(a|aa)+$", r"(a*)*$", r"(x+x+)+y", r"(?:a+b?)+c", r"(\d+)*$",
    r"^(([a-z])+.)+[A-Z]([a-z])+$", r"(.*?,){11}P", r"\w+\w+\w+x", r"(?:[a-z]+_?)+!",
    # found by the issue-14 audit: identical branches (Python parses `a|a` as `a(?:|)`), and a fixed
    # but large count of an optional part (2^30 ways to place the `a`s), also through nested counts
    r"(a|a)*b", r"(ab|ab)+c", r"(a?){30}a{30}$", r"(?:a?){25}a{25}", r"((a?){10}){10}b",
]
SAFE = [
    r"mission_(\d+)", r"^([a-z]+)", r"^year=(\d{4})$", r"^part-\d+-([0-9A-Fa-f-]{36})", r"_run-(\d+)_",
    r"-(\d+)\.warc\.gz$", r"(?:[a-z]+_)*([0-9]+)", r"^(\w+)\.", r"(.*)_(.*)_(.*)", r"^(\d{2}){3}$",
    r"(?:\.[a-z]{2,4})+", r"[^/]+", r"([A-Za-z0-9]+)", r"^(.+?)_v(\d+)", r"(?:ab|cd)+", r"(?i:jan|feb)[a-z]*",
    r"(?:\d{1,3}\.){3}\d{1,3}", r"(a{1,30}b){1,30}", r"(?:[0-9a-f]{2}){16}",
]
NOT_PORTABLE = {
    r"(?=x)a": "lookaround", r"(?<=run_)\d+": "lookaround", r"a(?!b)": "lookaround", r"(a)\1": "back-reference",
    r"(?P<n>a)(?P=n)": "named group", r"(?s).": "inline flag", r"a\Z": "\\Z", r"\s+": "\\s", r"a{,3}": "'{'",
    r"a{2000}": "1000", r"[[:alpha:]]": "POSIX", r"a++": "possessive", r"(?>a)": "atomic",
    r"(x)?(?(1)a|b)": "conditional", r"[a[b]": "'['", r"[a&&b]": "&&", r"\u00e9": "\\u", r"[]a]": "']'",
    r"a}": "'}'", r"(?#c)a": "comment",
    r"(?:a{1000}){1000}": "multiply", r"(a{0,40}){0,30}": "multiply",  # RE2 (DuckDB) refuses both
    r"(\w{1000})\w{1000}\w{1000}": "written out",  # RE2 runs it, but slowly (DuckDB: 23 s on 42 paths)
}


@pytest.mark.parametrize("pattern", CATASTROPHIC)
def test_catastrophic_patterns_are_refused_with_a_rewrite_hint(pattern):
    problem = backtracking_problem(pattern)
    assert problem is not None, pattern
    assert "backtrack" in problem.message and problem.hint


@pytest.mark.parametrize("pattern", SAFE)
def test_ordinary_patterns_pass(pattern):
    assert pattern_problem(pattern) is None, pattern_problem(pattern)


@pytest.mark.parametrize("pattern,word", sorted(NOT_PORTABLE.items()))
def test_non_portable_patterns_say_what_to_write(pattern, word):
    problem = portability_problem(pattern)
    assert problem is not None, pattern
    assert word in problem.message and problem.hint


def test_classes_are_ascii_like_re2_and_java():
    assert compile_pattern(r"\d+").fullmatch("\u0661\u0662") is None
    assert compile_pattern(r"\w+").fullmatch("\u00e9t\u00e9") is None
    assert compile_pattern(r"\d+").fullmatch("42")


def test_overlong_and_deeply_nested_patterns_are_refused_quickly():
    start = time.monotonic()
    assert pattern_problem("a" * (MAX_PATTERN_CHARS + 1)) is not None
    assert pattern_problem("(" * 120 + "a" + ")" * 120) is not None
    assert pattern_problem("(?:" * 40 + "a" + ")" * 40) is None  # deep but under the nesting limit
    assert pattern_problem("(?:" * 60 + "a" + ")" * 60) is not None
    assert time.monotonic() - start < 2


@pytest.mark.parametrize("pattern", [r"^(a+)+$", r"^(\w+\s?)*$", r"^(a|aa)+$"])
def test_a_rule_with_a_catastrophic_pattern_fails_to_load_naming_the_field(pattern):
    text = "name: r\nglob: '*.csv'\nextract:\n  sensor: {from: filename, pattern: '" + pattern + "'}\n"
    with pytest.raises(RuleError) as info:
        rules_from_text(text)
    err = info.value
    assert err.error_type == "INVALID_REGEX"
    assert "field 'sensor'" in err.message and err.json_path == "extract.sensor.pattern" and err.line == 4
    assert err.hint


@pytest.mark.parametrize("pattern,word", [("(?<=run-)[0-9]+", "lookaround"), ("(a)-\\1", "back-reference"),
                                          ("[ \\t]+|\\s", "\\s")])
def test_a_rule_with_a_non_portable_pattern_fails_to_load_saying_what_to_write(pattern, word):
    text = "name: r\nglob: '*.csv'\nextract:\n  run: {from: filename, pattern: '" + pattern + "'}\n"
    with pytest.raises(RuleError) as info:
        rules_from_text(text)
    err = info.value
    assert err.error_type == "INVALID_REGEX" and word in err.message and "field 'run'" in err.message
    assert err.hint and err.json_path == "extract.run.pattern"
