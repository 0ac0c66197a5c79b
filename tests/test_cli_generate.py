"""`pathfinder generate --provider anthropic` against a fake Messages API, through the REAL SDK.

Every test runs the CLI end to end: settings from the environment
(ANTHROPIC_BASE_URL points at `tests/fake_anthropic.py`), the analyser, the
Anthropic generator over real HTTP, the three validation tiers, the retry
budget, the trail, stdout/stderr and the exit code.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fake_anthropic import FakeAnthropic, error, message_text, reply
from pathfinder.cli import main

KEY = "sk-ant-api03-TESTKEY-DoNotLeak-0123456789abcdef"
USER = "pfuser"
HOME = f"/home/{USER}"
SAMPLES = [
    f"{HOME}/data/mission_042/2024-01-15/readings.csv",
    f"{HOME}/data/mission_042/2024-01-16/pressure.csv",
    f"{HOME}/data/mission_043/2024-02-01/readings.csv",
    f"{HOME}/data/mission_044/2024-02-03/temperature.csv",
]

GOOD_RULE = """name: mission_readings
glob: "mission_*/????-??-??/*.csv"
extract:
  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}
  date: {from: segment(-2), type: date}
  sensor: {from: filename, pattern: "^([a-z]+)"}"""
GOOD = f"Here is a rule for your paths:\n\n```yaml\n{GOOD_RULE}\n```\n\nIt extracts three fields."
SYNTAX_BAD = "```yaml\nname: mission_readings\nglob: [unclosed\nextract: {}\n```"
SCHEMA_FROM = """```yaml
name: mission_readings
glob: "mission_*/*/*.csv"
extract:
  mission_id: {from: folder(-4), type: integer}
```"""
SCHEMA_KEY = """```yaml
name: mission_readings
glob: "mission_*/*/*.csv"
capture:
  mission_id: {from: segment(-3)}
```"""
SEMANTIC_BAD = """```yaml
name: mission_readings
glob: "missions/*/*.csv"
extract:
  date: {from: segment(-2), type: date}
```"""


@pytest.fixture()
def env(tmp_path, monkeypatch):
    """An isolated user: XDG dirs in tmp, a home-directory user name to redact, the test key."""
    for var in ("ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "PATHFINDER_PROVIDER", "PATHFINDER_MODEL",
                "PATHFINDER_RETRY_ATTEMPTS", "PATHFINDER_RULES_DIR", "PATHFINDER_CONFIG", "ANTHROPIC_AUTH_TOKEN"):
        monkeypatch.delenv(var, raising=False)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    monkeypatch.setenv("HOME", HOME)
    monkeypatch.setenv("USER", USER)
    monkeypatch.setenv("LOGNAME", USER)
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    return tmp_path


class Run:
    def __init__(self, code: int, out: str, err: str, fake: FakeAnthropic, trail: Path) -> None:
        self.code, self.out, self.err, self.fake, self.trail = code, out, err, fake, trail

    @property
    def bodies(self) -> list[dict]:
        return [r.body for r in self.fake.requests]

    def all_trail_records(self) -> list[dict]:
        if not self.trail.exists():
            return []
        return [json.loads(line) for line in self.trail.read_text().splitlines() if line.strip()]

    def trail_records(self) -> list[dict]:
        """The attempt lines (the generation's summary line is `trail_summary`)."""
        return [rec for rec in self.all_trail_records() if rec["record"] == "attempt"]

    def trail_summary(self) -> dict:
        (summary,) = [rec for rec in self.all_trail_records() if rec["record"] == "summary"]
        return summary


def generate(env_dir: Path, monkeypatch, capsys, script, *extra: str, samples=SAMPLES) -> Run:
    trail = env_dir / "trail.jsonl"
    with FakeAnthropic(script) as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        code = main(["generate", *samples, "--provider", "anthropic", "--trail", str(trail), *extra])
    captured = capsys.readouterr()
    return Run(code, captured.out, captured.err, fake, trail)


# ------------------------------------------------------------------ outcomes


def test_fenced_yaml_with_prose_is_accepted_and_printed_without_fences(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(GOOD)])
    assert r.code == 0, r.err
    assert r.out == GOOD_RULE + "\n"
    assert r.fake.calls == 1
    assert "attempt 1/4: passed" in r.err
    assert "matches 4/4 samples" in r.err


def test_yaml_syntax_error_retries_with_the_exact_conversation(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(SYNTAX_BAD), reply(GOOD)])
    assert r.code == 0, r.err
    assert r.fake.calls == 2
    first, second = r.bodies
    assert len(first["messages"]) == 1 and first["messages"][0]["role"] == "user"
    roles = [m["role"] for m in second["messages"]]
    assert roles == ["user", "assistant", "user"]
    # the first user turn is repeated verbatim (prompt cache friendly, no drift)
    assert second["messages"][0] == first["messages"][0]
    # the failed output goes back verbatim as the assistant turn
    assert message_text(second["messages"][1]) == SYNTAX_BAD
    feedback = message_text(second["messages"][2])
    assert "tier 1 (syntax)" in feedback and "YAML_SYNTAX_ERROR" in feedback
    assert "line 3" in feedback and "glob: [unclosed" in feedback  # excerpt with a line pointer
    assert "corrected rule only" in feedback
    assert "attempt 1/4: tier 1 syntax YAML_SYNTAX_ERROR" in r.err


def test_schema_error_bad_from_names_json_path_and_allowed_values(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(SCHEMA_FROM), reply(GOOD)])
    assert r.code == 0, r.err
    feedback = message_text(r.bodies[1]["messages"][2])
    assert "SCHEMA_VIOLATION" in feedback
    assert "extract.mission_id.from" in feedback
    assert "segment(N)" in feedback and "filename" in feedback  # allowed values
    assert message_text(r.bodies[1]["messages"][1]) == SCHEMA_FROM


def test_schema_error_unknown_key_is_named(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(SCHEMA_KEY), reply(GOOD)])
    assert r.code == 0, r.err
    feedback = message_text(r.bodies[1]["messages"][2])
    assert "SCHEMA_VIOLATION" in feedback and "capture" in feedback


def test_glob_mismatch_feedback_lists_redacted_samples_and_structure(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(SEMANTIC_BAD), reply(GOOD)])
    assert r.code == 0, r.err
    feedback = message_text(r.bodies[1]["messages"][2])
    assert "GLOB_MISMATCH" in feedback and "tier 3 (semantic)" in feedback
    assert "/home/~/data/mission_042/2024-01-15/readings.csv" in feedback
    assert "mission_" in feedback and "Structure" in feedback
    assert USER not in json.dumps(r.bodies)


def test_truncation_retries_with_a_shorter_request_and_more_tokens(env, monkeypatch, capsys):
    cut = "```yaml\nname: mission_readings\nglob: \"mission_*/????-??-??/*.csv\"\nextract:\n  mission_id: {from: seg"
    r = generate(env, monkeypatch, capsys, [reply(cut, stop_reason="max_tokens"), reply(GOOD)])
    assert r.code == 0, r.err
    first, second = r.bodies
    assert first["max_tokens"] == 2048
    assert second["max_tokens"] == 4096  # headroom allows doubling
    feedback = message_text(second["messages"][2])
    assert "TRUNCATED" in feedback and "shorter" in feedback
    assert "TRUNCATED" in r.err


def test_refusal_stops_without_retry_and_prints_nothing(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply("I can't help with that.", stop_reason="refusal")])
    assert r.code == 1
    assert r.fake.calls == 1
    assert r.out == ""
    assert "refusal" in r.err and "not retried" in r.err
    # the error line has the form of every other error: `pathfinder: error: <what> (<what to do>)`
    assert r.err.splitlines()[-1] == (
        'pathfinder: error: the model declined to write this rule: "I can\'t help with that." '
        "(a refusal is not retried; try a hint, different samples, or --provider offline)")
    assert " — " not in r.err


def test_status_the_sdk_does_not_retry_is_not_called_kept_failing(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [error(413, retry_after=None, message="request too large"), reply(GOOD)])
    assert r.code == 1 and r.fake.calls == 1  # the SDK does not retry 413
    assert r.err.splitlines()[-1] == (
        "pathfinder: error: Anthropic API refused the request as too large (HTTP 413): request too large "
        "(use fewer or shorter sample paths, or --provider offline)")
    assert "kept failing" not in r.err and "retries" not in r.err.splitlines()[-1]
    r = generate(env, monkeypatch, capsys, [error(422, retry_after=None, message="unprocessable")])
    assert r.code == 1 and r.fake.calls == 1
    assert "refused the request (HTTP 422): unprocessable (this status is not retried;" in r.err


def test_empty_content_is_an_empty_response_failure(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(""), reply(GOOD)])
    assert r.code == 0, r.err
    assert "EMPTY_RESPONSE" in r.err
    second = r.bodies[1]
    assert second["messages"][1]["role"] == "assistant"
    assert message_text(second["messages"][1]).strip()  # the API refuses empty assistant turns


def test_500_and_529_are_retried_by_the_sdk_without_consuming_budget(env, monkeypatch, capsys):
    # strict mode: one validation attempt; the SDK's transport retries still happen
    r = generate(env, monkeypatch, capsys, [error(500), error(529), reply(GOOD)], "--retry-attempts", "0")
    assert r.code == 0, r.err
    assert r.fake.calls == 3
    assert r.bodies[0] == r.bodies[2]  # the same request, resent by the SDK
    records = r.trail_records()
    assert [rec["outcome"] for rec in records] == ["success"]


def test_transport_retries_spent_stop_with_a_clear_message(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [error(529), error(529), error(529)])
    assert r.code == 1
    assert r.fake.calls == 3  # first call + the SDK's 2 retries, then stop (no validation retry)
    assert "HTTP 529" in r.err and "after the SDK's retries" in r.err
    assert r.out == ""


def test_401_is_a_configuration_error_exit_3_without_the_key(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [error(401, retry_after=None, message=f"invalid x-api-key {KEY}")])
    assert r.code == 3
    assert r.fake.calls == 1
    assert "ANTHROPIC_API_KEY" in r.err and "--provider offline" in r.err
    assert KEY not in r.err and KEY not in r.out


def test_403_is_a_configuration_error(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [error(403, retry_after=None)])
    assert r.code == 3
    assert "ANTHROPIC_API_KEY" in r.err


def test_missing_key_with_provider_anthropic_is_exit_3(env, monkeypatch, capsys):
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    code = main(["generate", *SAMPLES, "--provider", "anthropic"])
    err = capsys.readouterr().err
    assert code == 3
    assert "ANTHROPIC_API_KEY" in err and "--provider offline" in err


def test_no_samples_is_a_usage_error(env, capsys):
    assert main(["generate", "--provider", "anthropic"]) == 2
    assert "no sample paths" in capsys.readouterr().err


# ------------------------------------------------------------------ budget arithmetic


def test_two_semantic_failures_stop_after_two_calls(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(SEMANTIC_BAD), reply(SEMANTIC_BAD), reply(GOOD)])
    assert r.code == 1
    assert r.fake.calls == 2
    assert r.out == ""
    assert "couldn't generate a valid rule after 2 attempts" in r.err
    assert [rec["outcome"] for rec in r.trail_records()] == ["retry", "failed"]


def test_syntax_schema_syntax_schema_stops_after_four_calls(env, monkeypatch, capsys):
    script = [reply(SYNTAX_BAD), reply(SCHEMA_FROM), reply(SYNTAX_BAD), reply(SCHEMA_KEY), reply(GOOD)]
    r = generate(env, monkeypatch, capsys, script)
    assert r.code == 1
    assert r.fake.calls == 4
    assert r.out == ""
    # only the newest failed output goes back verbatim: the prompt stays bounded
    last = r.bodies[3]["messages"]
    assert len(last) == 3
    assert message_text(last[1]) == SYNTAX_BAD
    assert "attempt 1 syntax" in message_text(last[2]) and "attempt 3 syntax" in message_text(last[2])
    lines = [ln for ln in r.err.splitlines() if ln.startswith("attempt ")]
    assert [ln.split(":")[0] for ln in lines] == ["attempt 1/4", "attempt 2/4", "attempt 3/4", "attempt 4/4"]
    assert "SCHEMA_VIOLATION" in lines[3] and lines[3].endswith("(no retry left)")
    assert "couldn't generate a valid rule after 4 attempts" in r.err


def test_three_syntax_failures_stop_after_three_calls(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(SYNTAX_BAD)] * 3 + [reply(GOOD)])
    assert r.code == 1
    assert r.fake.calls == 3


def test_strict_mode_makes_one_call(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(SYNTAX_BAD), reply(GOOD)], "--retry-attempts", "0")
    assert r.code == 1
    assert r.fake.calls == 1
    assert "attempt 1/1" in r.err


def test_retry_attempts_from_the_environment(env, monkeypatch, capsys):
    monkeypatch.setenv("PATHFINDER_RETRY_ATTEMPTS", "0")
    r = generate(env, monkeypatch, capsys, [reply(SYNTAX_BAD), reply(GOOD)])
    assert r.fake.calls == 1 and r.code == 1


# ------------------------------------------------------------------ caching, usage, privacy


def test_system_prompt_is_one_cached_text_block_with_schema_and_examples(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(SYNTAX_BAD), reply(GOOD)])
    for body in r.bodies:
        system = body["system"]
        assert isinstance(system, list) and len(system) == 1
        assert system[0]["type"] == "text"
        assert system[0]["cache_control"] == {"type": "ephemeral"}
        assert '"$schema"' in system[0]["text"] or '"properties"' in system[0]["text"]
        assert "mission_readings" in system[0]["text"]
        assert "temperature" not in body  # anthropic 2.x: no temperature argument
    assert r.bodies[0]["system"] == r.bodies[1]["system"]
    assert r.bodies[0]["model"] == "claude-sonnet-5-5"


def test_usage_totals_include_cache_tokens(env, monkeypatch, capsys):
    script = [
        reply(SYNTAX_BAD, input_tokens=1200, output_tokens=40, cache_creation_input_tokens=3000),
        reply(GOOD, input_tokens=300, output_tokens=60, cache_read_input_tokens=3000),
    ]
    r = generate(env, monkeypatch, capsys, script)
    assert r.code == 0
    assert "tokens: input 1500, output 100, cache read 3000, cache write 3000" in r.err
    recs = r.trail_records()
    assert recs[0]["tokens"] == {"input": 1200, "output": 40, "cache_read": 0, "cache_write": 3000}
    assert recs[1]["tokens"]["cache_read"] == 3000
    # issue 4: the total is written to the trail too, as the generation's last line
    assert r.all_trail_records()[-1] == r.trail_summary()
    summary = r.trail_summary()
    assert summary["tokens"] == {"input": 1500, "output": 100, "cache_read": 3000, "cache_write": 3000}
    assert (summary["calls"], summary["outcome"], summary["provider"]) == (2, "success", "anthropic")
    assert summary["generation"] == recs[0]["generation"] and summary["duration_ms"] >= 0


def test_trail_summary_of_failed_and_stopped_generations(env, monkeypatch, capsys):
    r = generate(env, monkeypatch, capsys, [reply(SEMANTIC_BAD, input_tokens=7), reply(SEMANTIC_BAD, input_tokens=5)])
    assert r.code == 1
    summary = r.trail_summary()
    assert (summary["calls"], summary["outcome"], summary["tokens"]["input"]) == (2, "failed", 12)
    r = generate(env, monkeypatch, capsys, [reply("I can't help with that.", stop_reason="refusal")])
    summaries = [rec for rec in r.all_trail_records() if rec["record"] == "summary"]
    assert (summaries[-1]["calls"], summaries[-1]["outcome"]) == (1, "stopped")


def test_no_home_directory_user_name_in_any_request(env, monkeypatch, capsys):
    samples = SAMPLES + [f"/data/drop/{USER}@example.com/mission_045/2024-03-01/readings.csv"]
    r = generate(env, monkeypatch, capsys, [reply(SEMANTIC_BAD), reply(GOOD)], samples=samples)
    assert r.fake.calls == 2
    for req in r.fake.requests:
        assert USER not in req.text()
        assert "example.com" not in req.text()
    assert "/home/~/data/mission_042" in message_text(r.bodies[0]["messages"][0])


def test_api_key_never_in_output_trail_saved_rule_or_attempt_files(env, monkeypatch, capsys):
    attempts = env / "attempts"
    rules = env / "rules"
    leaky = SYNTAX_BAD.replace("extract: {}", f"extract: {{}}\n# {KEY}")
    r = generate(env, monkeypatch, capsys, [reply(leaky), reply(GOOD)],
                 "--save", "--rules-dir", str(rules), "--save-attempts", str(attempts))
    assert r.code == 0, r.err
    assert KEY not in r.out and KEY not in r.err
    assert KEY not in r.trail.read_text()
    saved = rules / "mission_readings.yaml"
    assert saved.read_text() == GOOD_RULE + "\n"
    for f in [*attempts.iterdir(), *rules.iterdir()]:
        assert KEY not in f.read_text()
    # the key goes to the API as a header (x-api-key or bearer, by SDK version), never in the body
    headers = r.fake.requests[0].headers
    assert KEY in headers.get("x-api-key", "") + headers.get("authorization", "")
    assert all(KEY not in req.raw.decode() for req in r.fake.requests)
    # ... except that the model's own output is echoed back (scrubbed) as the assistant turn
    assert "***" in message_text(r.bodies[1]["messages"][1])


# ------------------------------------------------------------------ saving


def test_save_never_overwrites_an_existing_rule(env, monkeypatch, capsys):
    rules = env / "rules"
    rules.mkdir()
    existing = rules / "mission_readings.yaml"
    existing.write_text("# my hand-written rule\n")
    r = generate(env, monkeypatch, capsys, [reply(GOOD)], "--save", "--rules-dir", str(rules))
    assert r.code == 1
    assert "already exists" in r.err and "--name mission_readings_2" in r.err
    assert existing.read_text() == "# my hand-written rule\n"
    assert r.out == GOOD_RULE + "\n"  # the valid rule is still shown


def test_save_with_name_renames_the_rule(env, monkeypatch, capsys):
    rules = env / "rules"
    r = generate(env, monkeypatch, capsys, [reply(GOOD)], "--save", "--name", "missions", "--rules-dir", str(rules))
    assert r.code == 0, r.err
    text = (rules / "missions.yaml").read_text()
    assert text.startswith("name: missions\n")
    assert r.out == text


def test_failed_generation_saves_nothing(env, monkeypatch, capsys):
    rules = env / "rules"
    out = env / "rule.yaml"
    r = generate(env, monkeypatch, capsys, [reply(SYNTAX_BAD), reply(SYNTAX_BAD), reply(SYNTAX_BAD)],
                 "--save", "--rules-dir", str(rules), "--output", str(out))
    assert r.code == 1
    assert not out.exists()
    assert not rules.exists() or not any(rules.iterdir())


def test_output_file(env, monkeypatch, capsys):
    out = env / "rule.yaml"
    r = generate(env, monkeypatch, capsys, [reply(GOOD)], "--output", str(out))
    assert r.code == 0
    assert r.out == ""
    assert out.read_text() == GOOD_RULE + "\n"


def test_rules_dir_from_environment(env, monkeypatch, capsys):
    rules = env / "env-rules"
    monkeypatch.setenv("PATHFINDER_RULES_DIR", str(rules))
    r = generate(env, monkeypatch, capsys, [reply(GOOD)], "--save")
    assert r.code == 0, r.err
    assert (rules / "mission_readings.yaml").exists()


def test_default_trail_goes_to_the_user_log_dir(env, monkeypatch, capsys):
    with FakeAnthropic([reply(GOOD)]) as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        assert main(["generate", *SAMPLES, "--provider", "anthropic"]) == 0
    capsys.readouterr()
    logs = list((env / "xdg_state_home").rglob("trail.jsonl"))
    assert len(logs) == 1
    assert json.loads(logs[0].read_text().splitlines()[0])["outcome"] == "success"


# ------------------------------------------------------------------ offline and real process


def test_offline_provider_makes_no_request(env, monkeypatch, capsys):
    with FakeAnthropic([]) as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        code = main(["generate", *SAMPLES, "--provider", "offline"])
    out = capsys.readouterr().out
    assert code == 0
    assert fake.calls == 0
    assert "glob:" in out


def test_offline_generate_analyses_the_samples_once(env, monkeypatch, capsys):
    """The analysis `generate` shows is the one the offline draft is made from: the samples are analysed once,
    not once for the shown analysis and again for the draft (twice the CPU on a large or hostile sample set)."""
    import pathfinder.analysis as analysis_pkg
    import pathfinder.generation.prompts as prompts
    import pathfinder.generation.providers.offline as offline

    calls: list[int] = []
    real = analysis_pkg.analyse

    def counted(samples, *args, **kwargs):
        calls.append(len(samples))
        return real(samples, *args, **kwargs)

    monkeypatch.setattr(prompts, "analyse", counted)
    monkeypatch.setattr(offline, "analyse", counted)
    code = main(["generate", *SAMPLES, "--provider", "offline"])
    captured = capsys.readouterr()
    assert code == 0 and "glob:" in captured.out
    assert "fields" in captured.err.lower() or "structure" in captured.err.lower()  # the analysis was shown
    assert calls == [len(SAMPLES)]


def test_real_process_exit_codes_and_streams(env, tmp_path):
    """The installed entry point, as a user (and the hidden checker) runs it."""
    with FakeAnthropic([reply(GOOD), error(401, retry_after=None)]) as fake:
        proc_env = dict(os.environ, ANTHROPIC_API_KEY=KEY, ANTHROPIC_BASE_URL=fake.url)
        cmd = [sys.executable, "-m", "pathfinder", "generate", *SAMPLES, "--provider", "anthropic",
               "--trail", str(tmp_path / "t.jsonl")]
        ok = subprocess.run(cmd, env=proc_env, capture_output=True, text=True, timeout=60)
        bad = subprocess.run(cmd, env=proc_env, capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout == GOOD_RULE + "\n"
    assert bad.returncode == 3
    assert bad.stdout == ""
    assert "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()[-1]) < 300
    assert KEY not in ok.stderr + bad.stderr


def test_several_home_folders_never_leak_their_owners(env, monkeypatch, capsys):
    owners = ["dorothea", "ezekiel", "fredrika"]
    samples = [f"/home/{o}/data/mission_0{i}{j}/2024-01-1{j}/readings.csv"
               for i, o in enumerate(owners) for j in range(3)]
    r = generate(env, monkeypatch, capsys, [reply(SEMANTIC_BAD), reply(GOOD)], samples=samples)
    assert r.code == 0, r.err
    for req in r.fake.requests:
        for owner in owners:
            assert owner not in req.text()


def test_folder_samples_and_paths_from_file(env, monkeypatch, capsys):
    tree = env / "tree"
    for rel in ("mission_042/2024-01-15/readings.csv", "mission_043/2024-01-16/pressure.csv"):
        (tree / rel).parent.mkdir(parents=True, exist_ok=True)
        (tree / rel).write_text("x")
    listing = env / "list.paths"
    listing.write_text("\n".join(SAMPLES) + "\n")
    r = generate(env, monkeypatch, capsys, [reply(GOOD), reply(GOOD)], "--paths-from", str(listing),
                 samples=[str(tree)])
    assert r.code == 0, r.err
    assert "samples: 6" in r.err
    first = message_text(r.bodies[0]["messages"][0])
    assert "mission_043/2024-01-16/pressure.csv" in first and "/home/~/data/mission_044" in first


def test_retry_sends_the_failed_output_verbatim_but_redacted(env, monkeypatch, capsys):
    """Trailing newlines kept (verbatim); a home-folder user name the model wrote never goes back."""
    anchored = SEMANTIC_BAD.replace('"missions/*/*.csv"', f'"{HOME}/missions/*/*.csv"') + "\n\n"
    r = generate(env, monkeypatch, capsys, [reply(anchored), reply(GOOD)])
    assert r.code == 0, r.err
    sent = message_text(r.bodies[1]["messages"][1])
    assert sent == anchored.replace(HOME, "/home/~")
    assert all(USER not in req.text() for req in r.fake.requests)
    r = generate(env, monkeypatch, capsys, [reply(SYNTAX_BAD + "\n"), reply(GOOD)])
    assert message_text(r.bodies[1]["messages"][1]) == SYNTAX_BAD + "\n"


def test_api_key_echoed_inside_an_accepted_rule_is_neither_printed_nor_saved(env, monkeypatch, capsys):
    rules = env / "rules"
    leaky = GOOD.replace("extract:", f"description: made with {KEY}\nextract:")
    r = generate(env, monkeypatch, capsys, [reply(leaky)], "--save", "--rules-dir", str(rules))
    assert r.code == 0, r.err
    assert KEY not in r.out and KEY not in r.err
    assert "description: made with ***" in r.out
    assert KEY not in (rules / "mission_readings.yaml").read_text()
    assert "replaced by ***" in r.err


def test_redacted_user_name_column_is_not_offered_as_a_field(env, monkeypatch, capsys):
    """A folder of user names redacts to `<user>, <user>, <user>`: the first request must not list it as a field."""
    samples = [f"/Users/{u}/proj/m_00{i}/2024-01-0{d}/{u[0]}.csv"
               for i, u in enumerate(("alice", "bob", "carol"), 1) for d in (1, 2)]
    r = generate(env, monkeypatch, capsys, [reply('```yaml\nname: m\nglob: "m_*/*/*.csv"\n```')], samples=samples)
    assert r.code == 0, r.err
    assert "alice" in r.err  # the local analysis on stderr still shows the real column
    first = message_text(r.bodies[0]["messages"][0])
    table = first.split("Fields it found:\n", 1)[1].split("\n\n", 1)[0]
    rows = [row for row in table.splitlines()[2:] if not row.startswith("(")]
    assert [row.split()[0] for row in rows] == ["number", "date", "name"]
    assert not any("<user>" in row for row in rows)
    assert not any(row.split()[0] in ("user", "folder") for row in rows)
    assert "(left out: 1 column whose values are all redaction placeholders" in table
    for name in ("alice", "bob", "carol"):
        assert name not in r.fake.requests[0].text()


# ------------------------------------------------------------------ shared descriptions (issue 16 item 11)

LOCAL_DESCRIBED = GOOD_RULE.replace(
    'glob: "mission_*/????-??-??/*.csv"',
    f'description: "Sensor readings from {HOME}/data/mission_{{id}}/{{date}}/*.csv, sent by {USER}@lab.example.org"\n'
    'glob: "mission_*/????-??-??/*.csv"')


def test_save_rewrites_a_model_description_that_names_local_folders(env, monkeypatch, capsys):
    """The model wrote the samples' mount folder and an e-mail into the description: the saved
    rule (and the printed one) reads from the glob's folders down, the note on stderr says so."""
    assert f"{HOME}/data/" in LOCAL_DESCRIBED
    rules = env / "rules"
    r = generate(env, monkeypatch, capsys, [reply(f"```yaml\n{LOCAL_DESCRIBED}\n```")], "--save",
                 "--rules-dir", str(rules))
    assert r.code == 0, r.err
    saved = (rules / "mission_readings.yaml").read_text()
    assert r.out == saved
    from pathfinder.engine.loader import rules_from_text

    (rule,) = rules_from_text(saved)
    assert rule.description == "Sensor readings from data/mission_{id}/{date}/*.csv, sent by <email>"  # as offline
    assert HOME not in saved and USER not in saved and "lab.example.org" not in saved
    assert saved.replace(rule.description, "") == LOCAL_DESCRIBED.split("description:")[0] + \
        'description: ""\n' + LOCAL_DESCRIBED.split("\n", 2)[2] + "\n"  # nothing else changed
    assert "description was rewritten before saving" in r.err and f"folder {HOME}" in r.err
    without = generate(env, monkeypatch, capsys, [reply(f"```yaml\n{LOCAL_DESCRIBED}\n```")])
    assert without.code == 0 and without.out == LOCAL_DESCRIBED + "\n"  # printed only: the user's own screen


def test_save_refuses_a_local_description_it_cannot_rewrite(env, monkeypatch, capsys):
    flow = ("{name: mission_readings, glob: \"mission_*/????-??-??/*.csv\", "
            f"description: \"from {HOME}/data\", extract: {{date: {{from: segment(-2), type: date}}}}}}")
    rules = env / "rules"
    r = generate(env, monkeypatch, capsys, [reply(f"```yaml\n{flow}\n```")], "--save", "--rules-dir", str(rules))
    assert r.code == 2 and not (rules / "mission_readings.yaml").exists()
    (line,) = [ln for ln in r.err.splitlines() if ln.startswith("pathfinder: error:")]
    assert "description names the samples' folder" in line and "edit the description" in line
