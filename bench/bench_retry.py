"""Benchmark: the retry loop against a deterministic flaky model (issue 4, item 9).

A fake Messages API (tests/fake_anthropic.py) plays a model that knows the right
rule for each data set but breaks it at a set rate, the way real models slip:
YAML syntax slips (unclosed flow mapping, tab indentation), hallucinated keys
(`capture:`, `regex:` in a field spec), an invalid source (`from: folder(-3)`),
a wrong glob (wrong extension, a segment too few), and truncated answers
(`stop_reason: max_tokens`). Every answer comes wrapped in prose and a code
fence. The real `AnthropicGenerator` (real SDK, real HTTP on 127.0.0.1) and the
real `run_generation` loop with the default budget (3 retries, caps 2/2/1) do
the rest.

Measured:
- recovery rate: generations whose first answer failed but that still ended
  with a valid rule, over all generations whose first answer failed;
- success rate and model calls per accepted rule;
- prompt tokens per call (request body characters / 4, split into the cached
  system prompt and the rest) for 10 / 100 / 10,000 samples: must stay flat.

    python bench/bench_retry.py [--rate 0.4] [--generations 40] [--seed 7] [--json]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from fake_anthropic import FakeAnthropic, Recorded, Scripted, reply  # noqa: E402

from pathfinder.generation.budget import RetryBudget  # noqa: E402
from pathfinder.generation.providers.anthropic import AnthropicGenerator  # noqa: E402
from pathfinder.generation.loop import run_generation  # noqa: E402
from pathfinder.generation.redact import Redactor  # noqa: E402

KEY = "sk-ant-bench-not-a-real-key-0000000000"

GOOD_RULE = """name: mission_readings
glob: "mission_*/????-??-??/*.csv"
extract:
  mission_id: {from: segment(-3), pattern: "mission_(\\\\d+)", type: integer}
  date: {from: segment(-2), type: date}
  sensor: {from: filename, pattern: "^([a-z]+)"}
tag: mission_data"""


def samples(n: int, seed: int = 1) -> list[str]:
    rnd = random.Random(seed)
    sensors = ["readings", "pressure", "temperature", "humidity", "wind"]
    return [
        f"/home/benchuser/data/mission_{rnd.randrange(1, 999):03d}/2024-{rnd.randrange(1, 13):02d}-"
        f"{rnd.randrange(1, 29):02d}/{rnd.choice(sensors)}.csv"
        for _ in range(n)
    ]


# ------------------------------------------------------------------ the flaky model


def _syntax_slip(rule: str, rnd: random.Random) -> str:
    if rnd.random() < 0.5:
        return rule.replace("type: date}", "type: date", 1)  # unclosed flow mapping
    return rule.replace("\n  date:", "\n\tdate:", 1)  # a tab in the indentation


def _hallucinated_key(rule: str, rnd: random.Random) -> str:
    if rnd.random() < 0.5:
        return rule.replace("extract:", "capture:", 1)
    return rule.replace('pattern: "^([a-z]+)"', 'regex: "^([a-z]+)"', 1)


def _bad_source(rule: str, rnd: random.Random) -> str:
    return rule.replace("from: segment(-3)", "from: folder(-3)", 1)


def _wrong_glob(rule: str, rnd: random.Random) -> str:
    if rnd.random() < 0.5:
        return rule.replace("*.csv", "*.txt", 1)
    return rule.replace('"mission_*/????-??-??/*.csv"', '"/mission_*/*.csv"', 1)


BREAKS = {
    "syntax": _syntax_slip,
    "hallucinated_key": _hallucinated_key,
    "bad_source": _bad_source,
    "wrong_glob": _wrong_glob,
    "truncated": None,  # handled in the responder
}


class FlakyModel:
    """Deterministic: the answer depends only on (seed, generation, attempt)."""

    def __init__(self, rate: float, seed: int) -> None:
        self.rate = rate
        self.seed = seed
        self._generation = 0
        self._calls = 0  # calls within the current generation
        self.breaks: dict[str, int] = {k: 0 for k in BREAKS}

    @property
    def generation(self) -> int:
        return self._generation

    @generation.setter
    def generation(self, value: int) -> None:
        self._generation, self._calls = value, 0

    def __call__(self, req: Recorded) -> Scripted:
        self._calls += 1
        attempt = self._calls
        rnd = random.Random(f"{self.seed}:{self.generation}:{attempt}")
        rule = GOOD_RULE
        prompt_chars = len(req.raw)
        usage = {"input_tokens": prompt_chars // 4, "output_tokens": len(rule) // 4}
        if rnd.random() < self.rate:
            kind = rnd.choice(list(BREAKS))
            self.breaks[kind] += 1
            if kind == "truncated":
                cut = rule[: len(rule) // 2]
                return reply(f"Here is the rule:\n\n```yaml\n{cut}", stop_reason="max_tokens", **usage)
            rule = BREAKS[kind](rule, rnd)  # type: ignore[misc]
        return reply(f"Here is a rule for these paths:\n\n```yaml\n{rule}\n```\n\nIt extracts three fields.", **usage)


# ------------------------------------------------------------------ runs


async def run_many(fake: FakeAnthropic, model: FlakyModel, paths: list[str], generations: int) -> dict:
    redactor = Redactor(user_names=("benchuser",), home="/home/benchuser", secrets=(KEY,))
    gen = AnthropicGenerator(api_key=KEY, base_url=fake.url, max_retries=0, redactor=redactor)
    first_failed = recovered = succeeded = calls = 0
    start_requests = len(fake.requests)
    started = time.perf_counter()
    for g in range(generations):
        model.generation = g
        outcome = await run_generation(gen, paths, budget=RetryBudget(), max_tokens=2048, max_tokens_limit=8192)
        calls += len(outcome.attempts)
        ok = outcome.success is not None
        succeeded += ok
        if outcome.attempts and outcome.attempts[0].outcome != "success":
            first_failed += 1
            recovered += ok
    elapsed = time.perf_counter() - started
    await gen.aclose()
    reqs = fake.requests[start_requests:]
    assert all("benchuser" not in r.raw.decode() for r in reqs), "user name leaked into a request"
    system_chars = [len(json.dumps(r.body["system"])) for r in reqs]
    rest_chars = [len(r.raw) - s for r, s in zip(reqs, system_chars)]
    first_calls = [len(r.raw) for r in reqs if len(r.messages) == 1]
    retry_calls = [len(r.raw) for r in reqs if len(r.messages) > 1]
    return {
        "samples": len(paths),
        "generations": generations,
        "success_rate": succeeded / generations,
        "first_answer_failed": first_failed,
        "recovered": recovered,
        "recovery_rate": (recovered / first_failed) if first_failed else 1.0,
        "calls_per_accepted_rule": calls / succeeded if succeeded else float("inf"),
        "tokens_per_call": statistics.mean(len(r.raw) for r in reqs) / 4,
        "system_tokens": statistics.mean(system_chars) / 4,
        "non_system_tokens_mean": statistics.mean(rest_chars) / 4,
        "non_system_tokens_max": max(rest_chars) / 4,
        "first_call_tokens": statistics.mean(first_calls) / 4 if first_calls else 0,
        "retry_call_tokens": statistics.mean(retry_calls) / 4 if retry_calls else 0,
        "seconds_per_generation": elapsed / generations,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rate", type=float, default=0.4, help="probability that one answer is broken (default 0.4)")
    ap.add_argument("--generations", type=int, default=40, help="generations per sample size (default 40)")
    ap.add_argument("--big-generations", type=int, default=40, help="generations for 10,000 samples (default 40)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args(argv)

    model = FlakyModel(args.rate, args.seed)
    rows = []
    with FakeAnthropic(responder=model) as fake:
        for n, gens in ((10, args.generations), (100, args.generations), (10_000, args.big_generations)):
            rows.append(asyncio.run(run_many(fake, model, samples(n), gens)))
    if args.json:
        print(json.dumps({"rate": args.rate, "breaks": model.breaks, "runs": rows}, indent=2))
        return 0
    print(f"flaky model: break rate {args.rate:.0%} per answer; breaks injected: "
          + ", ".join(f"{k} {v}" for k, v in model.breaks.items()))
    head = (f"{'samples':>8} {'gens':>5} {'success':>8} {'recovery':>9} {'calls/rule':>10} "
            f"{'tok/call':>9} {'system':>7} {'first':>7} {'retry':>7} {'max non-sys':>11} {'s/gen':>6}")
    print(head)
    for r in rows:
        print(f"{r['samples']:>8} {r['generations']:>5} {r['success_rate']:>8.0%} "
              f"{r['recovered']:>3}/{r['first_answer_failed']:<3} {r['recovery_rate']:>4.0%}"
              f" {r['calls_per_accepted_rule']:>9.2f} {r['tokens_per_call']:>9.0f} {r['system_tokens']:>7.0f}"
              f" {r['first_call_tokens']:>7.0f} {r['retry_call_tokens']:>7.0f} {r['non_system_tokens_max']:>11.0f}"
              f" {r['seconds_per_generation']:>6.2f}")
    small, big = rows[0]["tokens_per_call"], rows[-1]["tokens_per_call"]
    print(f"prompt tokens per call, 10,000 vs 10 samples: x{big / small:.2f} (flat means ~1)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
