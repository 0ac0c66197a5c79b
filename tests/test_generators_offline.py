"""The offline generator: deterministic drafts that pass tiers 1-3 and extract the right values."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from pathfinder.api import apply
from pathfinder.generation.providers.base import GenerationRequest, Generator, Reply
from pathfinder.generation.providers.offline import OfflineGenerator
from pathfinder.generation.hints import HintError
from pathfinder.engine.loader import rules_from_text
from pathfinder.validation.pipeline import validate_draft

CORPUS = next((p for p in (Path(__file__).resolve().parents[2] / "shared" / "corpus", Path("/work/shared/corpus")) if p.is_dir()), Path("/work/shared/corpus"))


def listing(name: str) -> list[str]:
    if not (CORPUS / name).is_file():
        pytest.skip(f"corpus listing {name} not available")
    return [l for l in (CORPUS / name).read_text(encoding="utf-8").splitlines() if l.strip()]


async def draft(samples, hint=None) -> str:
    reply = await OfflineGenerator().generate(GenerationRequest(samples=tuple(samples), hint=hint))
    assert isinstance(reply, Reply) and reply.model is None and reply.stop_reason == "end_turn"
    assert reply.usage.input_tokens == 0
    return reply.text


def test_implements_the_generator_interface():
    gen: Generator = OfflineGenerator()
    assert gen.name == "offline" and gen.model is None


async def test_deterministic():
    samples = listing("ccnews_warc_paths.txt")[:10]
    first = await draft(samples)
    assert all([await draft(samples) == first for _ in range(3)])
    assert first == await draft(samples + samples[:3])  # duplicates change nothing


async def test_ccnews_values_from_the_listing():
    lines = listing("ccnews_warc_paths.txt")
    samples = random.Random(1).sample(lines, 10)
    text = await draft(samples)
    assert type(validate_draft(text, samples)).__name__ == "Success"
    rule = rules_from_text(text)[0]
    path = "crawl-data/CC-NEWS/2025/01/CC-NEWS-20250109101749-00254.warc.gz"
    fields = rule.extract(path)
    assert fields["year"] == 2025 and fields["month"] == 1
    assert fields["timestamp"] == "20250109101749" and fields["date"] == "2025-01-09"
    assert 254 in fields.values()
    assert all(r["status"] == "complete" for r in apply(rule, lines))


async def test_bids_bold_values_and_neighbours():
    lines = listing("bids_ds001.txt")
    bold = [l for l in lines if l.endswith("_bold.nii.gz")]
    samples = random.Random(2).sample(bold, 10)
    text = await draft(samples)
    assert type(validate_draft(text, samples)).__name__ == "Success"
    records = {r["path"]: r for r in apply(rules_from_text(text)[0], lines)}
    for path in bold:
        rec = records[path]
        assert rec["status"] == "complete"
        sub = path.split("sub-")[1][:2]  # a BIDS label: text, as pybids reads it
        run = int(path.split("run-")[1][:2])
        assert rec["fields"]["subject"] == sub and rec["fields"]["run"] == run
        assert rec["fields"]["task"] == "balloonanalogrisktask"
    assert all(records[p]["status"] == "unmatched" for p in lines if p not in bold)


async def test_camera_timestamps_match_the_exif_ground_truth():
    lines = listing("camera_dji_agung2.txt")
    truth = dict(l.split("\t") for l in listing("camera_dji_agung2.groundtruth.tsv")[1:])
    samples = random.Random(3).sample(lines, 10)
    text = await draft(samples)
    rule = rules_from_text(text)[0]
    for rec in apply(rule, lines[::37]):
        exif = truth[rec["path"]].replace(":", "").replace(" ", "")
        assert rec["fields"]["timestamp"] == exif
        assert rec["fields"]["task"] == rec["path"].split("/")[1][len("task-"):]


async def test_hive_with_differing_keys_is_a_python_draft_that_passes_in_the_sandbox():
    lines = listing("hive_deltars_partitioned.txt")
    samples = [l for l in lines if "special-partition" in l or "null-partition" in l] + lines[:4]
    text = await draft(samples)
    assert text.startswith('"""') and "NAME = " in text and "GLOB = " in text
    result = validate_draft(text, samples)
    assert type(result).__name__ == "Success", getattr(result, "message", "")
    rows = {r.path: r.fields for r in result.preview}
    special = next(p for p in samples if "x=A%2FA" in p)
    null = next(p for p in samples if "__HIVE_DEFAULT_PARTITION__" in p)
    assert rows[special]["x"] == "A/A"
    assert rows[null]["k"] is None


async def test_a_retry_on_the_same_samples_reuses_the_analysis(monkeypatch):
    # a failed draft is retried on the same samples: the deterministic analysis ran once per attempt
    import pathfinder.generation.providers.offline as offline

    calls = []
    real = offline.analyse
    monkeypatch.setattr(offline, "analyse", lambda samples, **kw: calls.append(1) or real(samples, **kw))
    gen = OfflineGenerator()
    samples = ["/data/mission_042/2024-01-15/a.csv", "/data/mission_043/2024-01-16/b.csv"]
    first = await gen.generate(GenerationRequest(samples=samples))
    again = await gen.generate(GenerationRequest(samples=samples, hint="rename mission_id mission"))
    assert len(calls) == 1 and "mission:" in again.text and "mission:" not in first.text
    assert (await gen.generate(GenerationRequest(samples=samples))).text == first.text  # the hint left no trace
    await gen.generate(GenerationRequest(samples=samples[:1]))  # other samples: analysed afresh
    assert len(calls) == 2


async def test_offline_hint_is_applied():
    samples = ["/data/mission_042/2024-01-15/a.csv", "/data/mission_043/2024-01-16/b.csv"]
    text = await draft(samples, hint="rename mission_id mission; drop name")
    rule = rules_from_text(text)[0]
    assert rule.extract(samples[0]) == {"mission": 42, "date": "2024-01-15"}


async def test_free_text_hint_raises_a_clear_error():
    with pytest.raises(HintError) as exc:
        await draft(["/a/b_1.csv", "/a/b_2.csv"], hint="make it better")
    assert "LLM provider" in exc.value.one_line()


@pytest.mark.parametrize(
    "name, kind",
    [
        ("ucf101_testlist01.txt", r".avi"),
        ("filepattern_infer_robot.txt", r".tif"),
        ("filepattern_infer_channel.txt", r".tif"),
        ("bids_synthetic.txt", r"_bold.nii"),
        ("bids_eeg_matchingpennies.txt", r"_eeg.vhdr"),
    ],
)
async def test_drafts_pass_tiers_on_their_own_samples(name, kind):
    lines = [l for l in listing(name) if l.endswith(kind)]
    samples = random.Random(4).sample(lines, min(10, len(lines)))
    text = await draft(samples)
    result = validate_draft(text, samples)
    assert type(result).__name__ == "Success", getattr(result, "message", "")
    assert all(row.status == "complete" for row in result.preview)


def test_python_draft_saved_with_a_yaml_name_still_applies(tmp_path):
    # `pathfinder generate > rule.yaml` with a Python draft: the loader recognises the content
    from pathfinder.analysis import analyse, render_draft

    samples = ["t/x=A%2FA/part-1.parquet", "t/x=B%20B/part-2.parquet"]
    path = tmp_path / "rule.yaml"
    path.write_text(render_draft(analyse(samples)), encoding="utf-8")
    records = list(apply(str(path), samples))
    assert [r["fields"]["x"] for r in records] == ["A/A", "B B"]


async def test_samples_of_several_kinds_name_what_the_draft_covers():
    samples = [f"d/run_{i}/out.csv" for i in range(4)] + ["d/run_1/meta.json", ".\\d\\README"]
    reply = await OfflineGenerator().generate(GenerationRequest(samples=tuple(samples)))
    assert reply.covers == tuple(samples[:4])
    result = validate_draft(reply.text, reply.covers)
    assert type(result).__name__ == "Success"
    single = await OfflineGenerator().generate(GenerationRequest(samples=tuple(samples[:4])))
    assert single.covers is None


def _norm(value):
    """Numbers without padding, dates as their digits, text case-folded (as the bench compares)."""
    import re

    if value is None:
        return None
    s = str(value)
    if re.fullmatch(r"\d+", s) or re.fullmatch(r"\d{4}[-_.]?\d{2}[-_.]?\d{2}", s):
        return re.sub(r"\D", "", s).lstrip("0") or "0"
    return s.lower()


@pytest.mark.parametrize("layout", ["syn_wheels_delimiter", "syn_fastq_illumina", "syn_landsat_codes",
                                    "syn_nuscenes_double_us", "syn_tv_episodes",
                                    "syn_sentinel1_padded", "syn_client_unicode"])
async def test_invented_layouts_every_true_field_is_read_on_the_whole_listing(layout):
    import sys

    bench = Path(__file__).resolve().parents[1] / "bench"
    sys.path.insert(0, str(bench))
    try:
        from ground_truth.synthetic import SYNTHETIC
    finally:
        sys.path.remove(str(bench))
    kind, other = SYNTHETIC[layout](random.Random(42))
    truth = dict(kind)
    files = list(truth)
    for seed in (1, 2):
        samples = random.Random(seed).sample(files, 10)
        text = await draft(samples)
        assert type(validate_draft(text, samples)).__name__ == "Success"
        rule = rules_from_text(text)[0]
        records = {r["path"]: r for r in apply(rule, files + other)}
        assert sum(records[p]["status"] == "complete" for p in files) >= 0.98 * len(files)
        assert sum(records[p]["status"] != "unmatched" for p in other) <= 0.02 * len(other)
        keys = {k for t in truth.values() for k in t if len({_norm(u[k]) for u in truth.values()}) >= 2}
        names = {n for p in files for n in records[p]["fields"]}
        for k in keys:
            best = max(sum(_norm(records[p]["fields"].get(n)) == _norm(truth[p][k]) for p in files) for n in names)
            assert best >= 0.95 * len(files), (layout, seed, k)
