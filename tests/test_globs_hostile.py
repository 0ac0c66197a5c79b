"""Globs that used to take seconds or gigabytes: bounded compile, linear match, clear refusals."""
import resource
import time

import pytest

from pathfinder.engine.globs import (
    MAX_ALTERNATIVES, MAX_BRACE_DEPTH, MAX_EXPANDED_CHARS, MAX_GLOB_CHARS, compile_glob, expand_braces,
)
from pathfinder.errors import RuleError
from tests.reference_glob import reference_match

QS = "{" + ",".join(f"q{i}" for i in range(1000)) + "}"


def cpu_seconds(fn):
    start = time.process_time()
    result = fn()
    return result, time.process_time() - start


def test_a_chain_of_globstars_and_stars_is_one_repeat_and_matches_fast():
    glob = "**/*/" * 10 + "**/" + QS + "/*"
    compiled, spent = cpu_seconds(lambda: compile_glob(glob))
    paths = ["/".join(["a"] * 300) + "/c", "/".join(["x"] * 40) + "/q5/z", "a/" * 2000 + "q1/x",
             "/".join(f"q{i}" for i in range(900))]
    answers, spent_matching = cpu_seconds(lambda: [compiled.match(p) for p in paths])
    assert answers == [False, True, True, True]
    assert spent + spent_matching < 2  # was 4.7 s of CPU per path


def test_repeated_braces_then_a_long_tail_is_refused_at_once():
    glob = "{a,b}" * 10 + "x" * 20000  # was 39 s and 2 GB in validate
    with pytest.raises(RuleError) as info:
        cpu_seconds(lambda: compile_glob(glob))
    assert "characters long" in info.value.message and str(MAX_GLOB_CHARS) in info.value.message


def test_expansion_size_is_capped_before_memory_is_spent():
    glob = "{a,b}" * 10 + "x" * 3000  # under the length cap: 1024 alternatives of 3000 characters
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(RuleError) as info:
        compile_glob(glob)
    assert str(MAX_EXPANDED_CHARS) in info.value.message
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 200_000  # KiB


@pytest.mark.parametrize("glob,word", [
    ("{a,b}" * 11, str(MAX_ALTERNATIVES)),
    ("{" + ",".join(str(i) for i in range(MAX_ALTERNATIVES + 1)) + "}", str(MAX_ALTERNATIVES)),
    ("{" * 2000 + "a" + "}" * 2000, f"nested more than {MAX_BRACE_DEPTH}"),
    ("[" * 3000, "unclosed '['"),
])
def test_hostile_braces_get_a_one_line_error(glob, word):
    with pytest.raises(RuleError) as info:
        compile_glob(glob)
    assert word in info.value.message and "\n" not in info.value.message


def test_many_globstars_between_literal_segments_do_not_backtrack_polynomially():
    compiled = compile_glob("**/a/**/a/**/a/**/a/**/b")
    near_miss = "/".join(["a"] * 3000) + "/c"
    answer, spent = cpu_seconds(lambda: compiled.match(near_miss))
    assert answer is False and spent < 2
    assert compiled.match("x/a/y/a/a/z/a/b")
    assert not compiled.match("a/a/a/b")


@pytest.mark.parametrize("glob", [
    "**/*/**/*", "*/**/*", "a/**/*/**/b", "**/a/**/b/**", "/x/**/*/*/y.csv", "**/a/*/**/b/*.c",
    "a/**/b/**/c", "{a,b}/**/c/**/d", "**/{x,y}/**/*.z", "?/**", "**/a/**/b/**", "*/**/b/**",
])
@pytest.mark.parametrize("path", [
    "a/b", "a/x/b", "x/a/q/b/r", "/x/y/z/y.csv", "/x/q/r/y.csv", "a/b/c", "a/q/b/r/c", "b/q/c/d",
    "a/c/d", "p/x/q/w.z", "y/w.z", "a/a/b/b", "x/a/k/z/b/q.c", "a/k/b/c/c", "[[/[", "x/a/bb/c", "ab/b",
])
def test_canonical_globstar_runs_and_committed_pieces_keep_the_meaning(glob, path):
    assert compile_glob(glob).match(path) == reference_match(glob, path), (glob, path)


def test_expansion_is_linear_in_the_text_not_per_character():
    glob = "{a,b}" * 5 + "x" * 1500  # 32 alternatives of 1505 characters
    alts, spent = cpu_seconds(lambda: expand_braces(glob))
    assert len(alts) == 32 and all(len(a) == 1505 for a in alts)
    assert spent < 1
