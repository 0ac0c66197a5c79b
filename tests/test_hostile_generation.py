"""A hostile model answer fails its tier in bounded time and the retry proceeds (issue 14 item 3).

Driven through `pathfinder generate` against the fake Messages API (tests/fake_anthropic.py).
"""
from __future__ import annotations

import time

from fake_anthropic import message_text, reply
from test_cli_generate import GOOD, GOOD_RULE, SAMPLES, env, generate  # noqa: F401 - env is a fixture

BOMB = """```yaml
name: mission_readings
glob: "mission_*/????-??-??/*.csv"
a: &a ["x","x","x","x","x","x","x","x","x"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: [*f,*f,*f,*f,*f,*f,*f,*f,*f]
```"""

CATASTROPHIC = GOOD.replace('"^([a-z]+)"', '"^([a-z]+)+$"')

# passes the static check (separators between the repeats) but is O(n^5) on a name of underscores
POLYNOMIAL_RULE = """name: mission_readings
glob: "mission_*/????-??-??/*.csv"
extract:
  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}
  parts: {from: filename, pattern: "(.*)_(.*)_(.*)_(.*)X"}"""
TAMED_RULE = """name: mission_readings
glob: "mission_*/????-??-??/*.csv"
extract:
  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}"""
LONG_SAMPLE = "/home/pfuser/data/mission_045/2024-02-04/" + "_" * 400 + ".csv"


def test_a_catastrophic_pattern_is_refused_at_tier_2_and_the_retry_passes(env, monkeypatch, capsys):
    start = time.process_time()
    r = generate(env, monkeypatch, capsys, [reply(CATASTROPHIC), reply(GOOD)])
    assert r.code == 0, r.err
    assert r.out == GOOD_RULE + "\n" and r.fake.calls == 2
    feedback = message_text(r.bodies[1]["messages"][2])
    assert "INVALID_REGEX" in feedback and "field 'sensor'" in feedback and "backtracks" in feedback
    assert time.process_time() - start < 30


def test_a_yaml_bomb_is_a_tier_1_failure_and_the_retry_passes(env, monkeypatch, capsys):
    start = time.process_time()
    r = generate(env, monkeypatch, capsys, [reply(BOMB), reply(GOOD)])
    assert r.code == 0, r.err
    assert r.fake.calls == 2
    feedback = message_text(r.bodies[1]["messages"][2])
    assert "tier 1" in feedback and "aliases" in feedback
    assert time.process_time() - start < 30


def test_deep_brackets_are_a_tier_1_failure_and_the_retry_passes(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply("```yaml\n" + "[" * 100_000 + "\n```"), reply(GOOD)])
    assert r.code == 0, r.err
    assert "nested more than" in message_text(r.bodies[1]["messages"][2])


def test_a_pattern_too_slow_on_a_sample_times_out_at_tier_3_and_the_retry_passes(env, monkeypatch, capsys):
    start = time.process_time()
    r = generate(env, monkeypatch, capsys, [reply(f"```yaml\n{POLYNOMIAL_RULE}\n```"), reply(f"```yaml\n{TAMED_RULE}\n```")],
                 samples=SAMPLES + [LONG_SAMPLE])
    assert r.code == 0, r.err
    assert r.out == TAMED_RULE + "\n" and r.fake.calls == 2
    feedback = message_text(r.bodies[1]["messages"][2])
    assert "TIMEOUT" in feedback and "backtracks" in feedback
    assert time.process_time() - start < 60
