"""Fuzzing hostile input (issue 14 item 7): rule files, patterns, globs, path lists and model
answers go through load, validate, apply and the fence stripper; every outcome is a result or
a clear error (PathfinderError), never another exception or a hang. Each example is held to a
CPU-time limit. tests/hostile_corpus/ keeps the worst cases as regression tests."""
from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pathfinder.cli import main
from pathfinder.engine.globs import compile_glob
from pathfinder.engine.loader import load_rules, rules_from_text
from pathfinder.engine.ruleset import RuleSet
from pathfinder.errors import PathfinderError
from pathfinder.validation.fences import strip_fences
from pathfinder.validation.result import Failure, Success
from pathfinder.validation.pipeline import validate_draft

CORPUS = Path(__file__).with_name("hostile_corpus")
CPU_LIMIT_S = 10  # per example: generous for a loaded 2-core machine, far below a hang
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

VALID = """name: fuzz
glob: "mission_*/????-??-??/*.csv"
extract:
  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}
  date: {from: segment(-2), type: date}
  sensor: {from: filename, pattern: "^([a-z]+)"}
tag: t
"""
SAMPLES = ["/d/mission_042/2024-01-15/readings.csv", "/d/mission_043/2024-02-01/pressure.csv"]

ANY_TEXT = st.text(st.characters(blacklist_categories=()), max_size=300)  # includes NUL and lone surrogates
YAMLISH = st.text(alphabet=list("&*[]{}:-,!|>'\"#\n ab01?%@`\\\t") + ["\x00", "\ud800", "\u2028"], max_size=300)
GLOBISH = st.lists(st.sampled_from(list("*?[]{},!^/\\ab.-") + ["**/", "{a,b}", "\x00", "\ud800"]),
                   max_size=60).map("".join)
REGEXISH = st.lists(st.sampled_from(list("()[]{}*+?|^$\\.a-_,0123456789dwsbZ=!<>:P") + ["(?", "\\d", "\\w"]),
                    max_size=40).map("".join)
PATH = st.text(st.characters(blacklist_categories=()), max_size=200) | st.builds(
    lambda seg, n: "/".join([seg] * n), st.sampled_from(["a", "_", "aa!", "mission_1", ""]), st.integers(0, 300))


class Timer:
    def __enter__(self) -> "Timer":
        self.start = time.process_time()
        return self

    def __exit__(self, *exc: object) -> None:
        assert time.process_time() - self.start < CPU_LIMIT_S, "example took too long"


def mutate(text: str, data: st.DataObject) -> str:
    """A valid rule with a few characters replaced, inserted or deleted."""
    chars = list(text)
    for _ in range(data.draw(st.integers(1, 6))):
        i = data.draw(st.integers(0, len(chars)))
        what = data.draw(st.sampled_from(["insert", "delete", "replace"]))
        c = data.draw(st.sampled_from(list("&*[]{}:-,'\"\n \\()+?|^$0") + ["\x00", "\ud800", "(a+)+", "**/"]))
        if what == "insert" or i >= len(chars):
            chars.insert(i, c)
        elif what == "delete":
            del chars[i]
        else:
            chars[i] = c
    return "".join(chars)


def load_or_clear_error(text: str) -> list:
    try:
        return rules_from_text(text, source="fuzz.yaml")
    except PathfinderError as err:
        assert str(err) and "\n" not in err.message
        return []


@FUZZ
@given(st.one_of(ANY_TEXT, YAMLISH))
def test_random_rule_text_loads_or_fails_clearly(text):
    with Timer():
        load_or_clear_error(text)


@FUZZ
@given(st.data())
def test_mutated_rules_load_or_fail_clearly_and_apply_gives_one_record_per_path(data):
    text = mutate(VALID, data)
    paths = data.draw(st.lists(PATH, max_size=20))
    with Timer():
        rules = load_or_clear_error(text)
        if rules:
            records = list(RuleSet(rules).apply(paths))
            assert [r["path"] for r in records] == paths


@FUZZ
@given(GLOBISH, st.lists(PATH, max_size=10))
def test_random_globs_compile_or_fail_clearly_and_match_in_bounded_time(glob, paths):
    with Timer():
        try:
            compiled = compile_glob(glob)
        except PathfinderError:
            return
        for p in paths:
            compiled.match(p)


@FUZZ
@given(REGEXISH, st.lists(PATH, max_size=10))
def test_random_patterns_are_refused_or_run_in_bounded_time(pattern, paths):
    text = f"name: r\nglob: '*'\nextract:\n  v: {{from: full_path, pattern: {json.dumps(pattern)}}}\n"
    with Timer():
        rules = load_or_clear_error(text)
        if rules:
            records = list(RuleSet(rules).apply(paths))
            assert len(records) == len(paths)


@FUZZ
@given(st.data())
def test_model_answers_validate_to_a_result_never_an_exception(data):
    kind = data.draw(st.sampled_from(["text", "yamlish", "mutated"]))
    if kind == "mutated":
        answer = "```yaml\n" + mutate(VALID, data) + "\n```"
    else:
        answer = data.draw(ANY_TEXT if kind == "text" else YAMLISH)
    with Timer():
        result = validate_draft(answer, SAMPLES)
        assert isinstance(result, (Success, Failure))
        stripped = strip_fences(answer)
        assert isinstance(stripped.text, str)


@pytest.mark.parametrize("name", sorted(p.name for p in CORPUS.glob("*.yaml")))
def test_corpus_rule_files_load_or_fail_with_one_line(name):
    with Timer():
        try:
            rules = load_rules(CORPUS / name)
        except PathfinderError as err:
            assert "\n" not in str(err) and name in str(err)
            return
    assert rules  # what loads is one of the cases that must compile in bounded time


@pytest.mark.parametrize("name", sorted(p.name for p in CORPUS.glob("*.yaml")))
def test_corpus_apply_writes_one_record_per_path_or_refuses(name, capsysbinary):
    paths = CORPUS / "paths.bin"
    expected = sum(1 for line in paths.read_bytes().split(b"\n") if line.strip())
    with Timer():
        code = main(["apply", str(CORPUS / name), "--paths-from", str(paths)])
    out, err = capsysbinary.readouterr()
    assert b"Traceback" not in err
    if code == 0:
        assert len(out.splitlines()) == expected
        assert all(json.loads(line)["status"] in ("complete", "partial", "unmatched") for line in out.splitlines())
    else:
        assert code == 1 and len(err.strip().splitlines()) == 1 and name.encode() in err


def test_corpus_model_answers_fail_their_tier_quickly():
    for name in ("alias_bomb.yaml", "deep_brackets.yaml", "catastrophic_pattern.yaml", "too_many_values.yaml"):
        answer = "```yaml\n" + (CORPUS / name).read_text() + "\n```"
        with Timer():
            result = validate_draft(answer, SAMPLES)
        assert isinstance(result, Failure) and result.tier in (1, 2), (name, result)
