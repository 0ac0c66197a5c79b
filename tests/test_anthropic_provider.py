"""AnthropicGenerator against the fake Messages API, through the real SDK (no patching)."""
from __future__ import annotations

import socket

import pytest

from fake_anthropic import FakeAnthropic, Scripted, error, message_text, reply
from pathfinder.errors import ConfigError
from pathfinder.generation.providers.anthropic import AnthropicGenerator
from pathfinder.generation.providers.base import FailedAttempt, GenerationRequest, GenerationStopped
from pathfinder.generation.providers.factory import make_generator
from pathfinder.generation.redact import Redactor
from pathfinder.fs.settings import DEFAULT_MODEL, load_settings
from pathfinder.validation.result import Failure

KEY = "sk-ant-api03-unit-KEY-0123456789abcdefXYZ"
SAMPLES = (
    "/home/carol/lake/sales/year=2024/month=01/part-0001.parquet",
    "/home/carol/lake/sales/year=2024/month=02/part-0002.parquet",
)
REDACTOR = Redactor(user_names=("carol",), home="/home/carol", secrets=(KEY,))


def gen(fake: FakeAnthropic, **kw) -> AnthropicGenerator:
    return AnthropicGenerator(api_key=KEY, base_url=fake.url, max_retries=kw.pop("max_retries", 2),
                              redactor=REDACTOR, **kw)


async def test_reply_maps_text_stop_reason_usage_and_model():
    with FakeAnthropic([reply("```yaml\nname: a\n```", stop_reason="max_tokens", input_tokens=11,
                              output_tokens=22, cache_read_input_tokens=33,
                              cache_creation_input_tokens=44)]) as fake:
        r = await gen(fake).generate(GenerationRequest(samples=SAMPLES))
    assert r.text == "```yaml\nname: a\n```"
    assert r.stop_reason == "max_tokens"
    assert (r.usage.input_tokens, r.usage.output_tokens, r.usage.cache_read_tokens, r.usage.cache_write_tokens) == (
        11, 22, 33, 44)
    assert r.model == DEFAULT_MODEL


async def test_empty_content_gives_empty_text_and_several_text_blocks_are_joined():
    blocks = [{"type": "text", "text": "```yaml\nname: a\n"}, {"type": "text", "text": "glob: '*'\n```"}]
    with FakeAnthropic([reply(""), Scripted(content=blocks)]) as fake:
        g = gen(fake)
        empty = await g.generate(GenerationRequest(samples=SAMPLES))
        joined = await g.generate(GenerationRequest(samples=SAMPLES))
    assert empty.text == ""
    assert joined.text == "```yaml\nname: a\nglob: '*'\n```"


async def test_request_shape_system_cache_model_max_tokens_no_temperature():
    with FakeAnthropic([reply("x")]) as fake:
        await gen(fake, model="claude-haiku-5-5", max_tokens=1234).generate(
            GenerationRequest(samples=SAMPLES, max_tokens=5000))
    body = fake.requests[0].body
    assert fake.requests[0].path == "/v1/messages"
    assert body["model"] == "claude-haiku-5-5"
    assert body["max_tokens"] == 5000  # the per-call override (truncation headroom) wins
    assert "temperature" not in body
    assert body["system"][0]["cache_control"] == {"type": "ephemeral"}
    assert [m["role"] for m in body["messages"]] == ["user"]


async def test_first_turn_is_redacted_and_holds_hint_and_draft():
    req = GenerationRequest(samples=SAMPLES, hint="carol says month is the partition",
                            draft="name: sales\nglob: '/home/carol/lake/**'\n")
    with FakeAnthropic([reply("x")]) as fake:
        await gen(fake).generate(req)
    text = message_text(fake.requests[0].body["messages"][0])
    assert "carol" not in fake.requests[0].text()
    assert "/home/~/lake/sales/year=2024/month=01/part-0001.parquet" in text
    assert "<user> says month is the partition" in text
    assert "/home/~/lake/**" in text


async def test_retry_conversation_has_only_the_newest_failure_verbatim():
    f1 = Failure(tier=1, error_type="YAML_SYNTAX_ERROR", message="bad yaml", short_message="syntax error (line 2)",
                 line=2)
    f2 = Failure(tier=3, error_type="GLOB_MISMATCH", message="glob matched 0 of 2 samples",
                 short_message="glob matched 0/2", samples=SAMPLES)
    history = (FailedAttempt(1, "first output", f1), FailedAttempt(2, "second output", f2))
    with FakeAnthropic([reply("x"), reply("y")]) as fake:
        g = gen(fake)
        await g.generate(GenerationRequest(samples=SAMPLES))
        await g.generate(GenerationRequest(samples=SAMPLES, history=history, summary="/home/carol/lake/{table}"))
    first, retry = (r.body["messages"] for r in fake.requests)
    assert retry[0] == first[0]
    assert retry[1] == {"role": "assistant", "content": "second output"}
    feedback = message_text(retry[2])
    assert "first output" not in feedback  # older outputs only as a one-line history
    assert "attempt 1 syntax YAML_SYNTAX_ERROR" in feedback and "attempt 2 semantic GLOB_MISMATCH" in feedback
    assert "/home/~/lake/sales/year=2024/month=01/part-0001.parquet" in feedback
    assert "carol" not in fake.requests[1].text()


@pytest.mark.parametrize("status", [401, 403])
async def test_auth_errors_are_config_errors_without_the_key(status):
    with FakeAnthropic([error(status, retry_after=None, message=f"bad key {KEY}")]) as fake:
        with pytest.raises(ConfigError) as info:
            await gen(fake).generate(GenerationRequest(samples=SAMPLES))
    assert info.value.exit_code == 3
    line = info.value.one_line()
    assert "ANTHROPIC_API_KEY" in line and "--provider offline" in line and KEY not in line
    assert fake.calls == 1


async def test_unknown_model_is_a_config_error():
    with FakeAnthropic([error(404, retry_after=None, message="model: nope")]) as fake:
        with pytest.raises(ConfigError, match="model"):
            await gen(fake, model="nope").generate(GenerationRequest(samples=SAMPLES))


async def test_overload_is_retried_by_the_sdk_then_stops_cleanly():
    with FakeAnthropic([error(529), error(500), reply("ok")]) as fake:
        r = await gen(fake).generate(GenerationRequest(samples=SAMPLES))
    assert r.text == "ok" and fake.calls == 3
    with FakeAnthropic([error(529)] * 2) as fake:
        with pytest.raises(GenerationStopped, match="529"):
            await gen(fake, max_retries=1).generate(GenerationRequest(samples=SAMPLES))
    assert fake.calls == 2


async def test_api_error_text_is_printable_and_scrubbed():
    message = f"overloaded \x1b[2J\x07 for key {KEY}"
    with FakeAnthropic([error(500, message=message)]) as fake:
        with pytest.raises(GenerationStopped) as info:
            await gen(fake, max_retries=0).generate(GenerationRequest(samples=SAMPLES))
    line = info.value.one_line()
    assert "overloaded [2J for key ***" in line
    assert KEY not in line and not any(ord(ch) < 32 for ch in line)


async def test_rate_limit_honours_retry_after():
    with FakeAnthropic([error(429, retry_after="0"), reply("ok")]) as fake:
        r = await gen(fake).generate(GenerationRequest(samples=SAMPLES))
    assert r.text == "ok"
    assert fake.requests[1].headers.get("x-stainless-retry-count") == "1"


async def test_connection_refused_stops_with_a_clear_message():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nothing listens here once closed
    g = AnthropicGenerator(api_key=KEY, base_url=f"http://127.0.0.1:{port}", max_retries=0, redactor=REDACTOR)
    with pytest.raises(GenerationStopped, match="cannot reach") as info:
        await g.generate(GenerationRequest(samples=SAMPLES))
    assert KEY not in info.value.one_line()


def test_factory_auto_offline_and_anthropic():
    assert make_generator(load_settings({}, {})).name == "offline"
    auto = make_generator(load_settings({}, {"ANTHROPIC_API_KEY": KEY}))
    assert isinstance(auto, AnthropicGenerator) and auto.model == DEFAULT_MODEL
    assert make_generator(load_settings({"provider": "offline"}, {"ANTHROPIC_API_KEY": KEY})).name == "offline"
    with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
        make_generator(load_settings({"provider": "anthropic"}, {}))


def test_default_model_is_listed_and_not_deprecated():
    import typing

    from anthropic.resources.messages.messages import DEPRECATED_MODELS
    from anthropic.types.model_param import ModelParam

    listed = typing.get_args(typing.get_args(ModelParam)[0])
    assert DEFAULT_MODEL in listed
    assert DEFAULT_MODEL not in DEPRECATED_MODELS


async def test_prompt_size_does_not_grow_with_samples():
    def samples(n: int) -> tuple[str, ...]:
        return tuple(f"/data/site_{i % 7}/run_{i:05d}/2024-01-{i % 28 + 1:02d}/scan_{i}.nii.gz" for i in range(n))

    sizes = {}
    with FakeAnthropic([reply("x")] * 3) as fake:
        g = gen(fake)
        for n in (10, 100, 5000):
            await g.generate(GenerationRequest(samples=samples(n)))
            sizes[n] = len(fake.requests[-1].raw)
    assert sizes[5000] < sizes[10] * 2.0
    assert sizes[5000] <= sizes[100] * 1.2


async def test_stopped_messages_say_whether_the_sdk_retried():
    with FakeAnthropic([error(529)]) as fake:
        with pytest.raises(GenerationStopped) as exc:
            await gen(fake, max_retries=0).generate(GenerationRequest(samples=SAMPLES))
    assert fake.calls == 1 and "SDK retries are off" in exc.value.message and "kept failing" not in exc.value.message
    with FakeAnthropic([error(413, retry_after=None)]) as fake:
        with pytest.raises(GenerationStopped) as exc:
            await gen(fake).generate(GenerationRequest(samples=SAMPLES))
    assert fake.calls == 1 and "HTTP 413" in exc.value.message and "retries" not in exc.value.one_line()
    # a server that says x-should-retry: true is retried by the SDK, and the message says so
    with FakeAnthropic([error(418, headers={"x-should-retry": "true"})] * 2) as fake:
        with pytest.raises(GenerationStopped) as exc:
            await gen(fake, max_retries=1).generate(GenerationRequest(samples=SAMPLES))
    assert fake.calls == 2 and "kept failing (HTTP 418) after the SDK's retries" in exc.value.message


async def test_user_name_column_left_out_of_table_summary_and_feedback():
    """/srv/<user>/...: a field of user names is neither listed nor kept as {user} in the structure."""
    samples = tuple(f"/srv/{u}/proj/m_00{i}/2024-01-0{d}/{u[0]}.csv"
                    for i, u in enumerate(("alice", "bob", "carol"), 1) for d in (1, 2))
    redactor = Redactor(user_names=("alice", "bob", "carol"), secrets=(KEY,))
    f = Failure(tier=3, error_type="GLOB_MISMATCH", message="glob matched 0 of 6 samples",
                short_message="glob matched 0/6", samples=samples[:1])
    with FakeAnthropic([reply("x"), reply("y")]) as fake:
        g = AnthropicGenerator(api_key=KEY, base_url=fake.url, redactor=redactor)
        summary = g._analysis_for(samples).summary
        assert summary and summary.startswith("/srv/{")  # the analyser makes the user folder a field
        await g.generate(GenerationRequest(samples=samples, summary=summary))
        await g.generate(GenerationRequest(samples=samples, summary=summary,
                                           history=(FailedAttempt(1, "name: m\nglob: x\n", f),)))
    first = message_text(fake.requests[0].body["messages"][0])
    assert "/srv/*/proj/m_{" in first and "<user>," not in first
    feedback = message_text(fake.requests[1].body["messages"][2])
    assert "Structure of the sample paths: /srv/*/proj/m_{" in feedback
    for request in fake.requests:
        assert not any(name in request.text() for name in ("alice", "bob", "carol"))


async def test_hint_from_the_error_screen_sends_the_draft_fence_stripped():
    """The loop's hint path passes the previous RAW output (prose + fences) as the draft; the model
    gets the rule text alone in one fence, not prose and a fence nested inside another fence."""
    from pathfinder.generation.budget import RetryBudget
    from pathfinder.generation.loop import run_generation

    raw = ("Here is the rule you asked for:\n\n```yaml\nname: sales\nglob: \"year=*/month=*/*.parquet\"\n"
           "extract:\n  year: {from: segment(-3), pattern: \"year=(\\\\d+)\", type: integer}\n```\n\n"
           "It extracts the year.")
    good = "```yaml\nname: sales\nglob: \"year=*/month=*/*.parquet\"\n```"
    with FakeAnthropic([reply(good)]) as fake:
        outcome = await run_generation(gen(fake), SAMPLES, budget=RetryBudget(total=1), hint="add the month",
                                       draft=raw)
    assert outcome.ok and fake.calls == 1
    first = message_text(fake.requests[0].body["messages"][0])
    section = first.split("Current draft (the user's hint refers to it):\n", 1)[1].split("\n\n", 1)[0]
    assert section == (
        "```yaml\nname: sales\nglob: \"year=*/month=*/*.parquet\"\n"
        "extract:\n  year: {from: segment(-3), pattern: \"year=(\\\\d+)\", type: integer}\n```"
    )
    assert "Here is the rule" not in first and "It extracts the year." not in first
    fences = [line for line in first.splitlines() if line.startswith("```")]
    assert fences == ["```", "```", "```yaml", "```"]  # the samples block and the draft block, nothing nested
    assert "Hint from the user: add the month" in first
