"""The analyser never returns a draft that fails the user's own samples (issue 15, round 14, strays14).

A minority extension among the samples was set aside as another kind (`proto.yml` beside `<version>/effects.json`,
`RunInfo.xml` among a run's `Reports/*.csv`, `_example.json` among `_example.html`), and the draft then failed
tier 3 on the very samples the user gave. Now a set-aside sample that the draft reads once written in the kind's
format (safety_net.another_format) is the kind in another format: the kind is analysed again as one kind, its
extensions a set (any extension only where one is no known format), fields kept where they read every sample; a
folder the draft already reads as varying widens for a sample whose folder has another shape. A sample the draft
cannot read even so (another name, another depth, a literal folder every sample shares) stays set aside, as the
wizard shows and validates the rest. Each matrix row comes from another domain; look-alikes keep their reading.
The property test draws samples from every tunable group's layouts and checks the draft passes tiers 1-3."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pathfinder.analysis import analyse
from pathfinder.analysis.render import render_draft
from pathfinder.engine.globs import compile_glob
from pathfinder.validation.pipeline import validate_draft

ROOT = Path(__file__).resolve().parents[1]


def _valid(samples: list[str]) -> bool:
    return type(validate_draft(render_draft(analyse(samples)), samples)).__name__ == "Success"


# (domain, the kind's folder for item i, its names, the majority format, the minority format, a neighbour's format)
_FORMATS = {
    "game_data_per_version": (lambda i: f"data/pc/1.{12 + i}.{i % 3}", ["blocks", "items", "recipes", "biomes",
                              "entities", "sounds", "foods", "effects", "tags", "loot"], "json", "yml", "lock"),
    "scraper_fixtures_per_court": (lambda i: "tests/fixtures/courts", [f"{c}_example" for c in (
        "ca1", "ca2", "nyappdiv", "texapp", "mich", "ohioctapp", "ariz", "delch", "vtsuper", "calag")],
        "html", "json", "orig"),
    "ci_reports_per_run": (lambda i: f"ci/runs/run_{4100 + 7 * i}/reports", ["junit", "coverage", "lint", "timing",
                           "deps", "audit", "flaky", "summary", "perf", "size"], "xml", "html", "tmp"),
    "deploy_manifests_per_env": (lambda i: f"deploy/{('dev', 'stage', 'prod')[i % 3]}/services", ["api", "web",
                                 "worker", "cron", "gateway", "auth", "search", "billing", "mailer", "cache"],
                                 "yaml", "toml", "bak"),
    "plate_exports_per_plate": (lambda i: f"lab/plates/P{300 + i:04d}", ["absorbance", "fluorescence", "layout",
                                "kinetics", "endpoint", "blanks", "controls", "standards", "wells", "meta"],
                                "csv", "xml", "lck"),
    "notebook_docs_per_chapter": (lambda i: f"book/ch{i + 1:02d}", ["intro", "setup", "basics", "models", "fitting",
                                  "plots", "tests", "deploy", "faq", "outro"], "md", "ipynb", "swp"),
}


def _format_mix(domain: str) -> tuple[list[str], list[str], list[str]]:
    """(8 samples in the majority format, 2 in the minority, neighbours in a third format)."""
    folder, names, major, minor, other = _FORMATS[domain]
    kind = [f"{folder(i)}/{names[i]}.{major}" for i in range(8)]
    strays = [f"{folder(i)}/{names[i]}.{minor}" for i in (8, 9)]
    neighbours = [f"{folder(i)}/{names[i]}.{other}" for i in (1, 4)]
    return kind, strays, neighbours


@pytest.mark.parametrize("domain", sorted(_FORMATS))
def test_a_minority_format_among_the_samples_widens_the_extension_set(domain: str) -> None:
    kind, strays, neighbours = _format_mix(domain)
    samples = kind[:4] + strays[:1] + kind[4:] + strays[1:]
    a = analyse(samples)
    assert a.outliers == (), (a.outliers, a.glob)
    assert _valid(samples), a.glob
    glob = compile_glob(a.glob)
    # a brace set, not any extension: a neighbour of a third format stays out
    assert not any(glob.match(p) for p in neighbours), a.glob
    assert _FORMATS[domain][3] in a.glob and _FORMATS[domain][2] in a.glob, a.glob


def test_a_json_sample_joins_a_name_with_a_literal_ending_and_its_dotted_sidecars_stay_out() -> None:
    """A `.json` among another format joins when the draft's name ends in a literal piece (`*_example`); a
    metadata file named after the kind's with a word more (`ca1_example.compare.json`) stays out. Beside a name that
    ends in a free run (`[!.~]*.xml`) the `.json` sample stays set aside: any `<name>.<word>.json` would fit."""
    kind, strays, _ = _format_mix("scraper_fixtures_per_court")
    a = analyse(kind + strays)
    assert a.outliers == () and _valid(kind + strays), (a.outliers, a.glob)
    assert not compile_glob(a.glob).match("tests/fixtures/courts/ca1_example.compare.json"), a.glob
    reports = [f"ci/runs/run_{4100 + 7 * i}/reports/{n}.xml" for i, n in enumerate(
        ["junit", "coverage", "lint", "timing", "deps", "audit", "flaky", "summary"])]
    stray = ["ci/runs/run_4163/reports/perf.json"]
    a = analyse(reports + stray)
    assert a.outliers == tuple(stray), (a.outliers, a.glob)
    assert not compile_glob(a.glob).match("ci/runs/run_4100/reports/junit.compare.json"), a.glob


# (domain, folders of the kind's shape, a folder of another shape, the names, the majority and minority formats)
_FOLDERS = {
    "versions_and_a_snapshot": ("data/pc", [f"1.{v}.{p}" for v, p in ((12, 2), (13, 1), (16, 5), (17, 0), (19, 3),
                                (20, 4), (21, 1), (18, 2))], "21w07a", "json", "yml"),
    "dates_and_a_week": ("exports/orders", [f"2024-0{m}-1{d}" for m, d in ((1, 5), (2, 3), (3, 1), (4, 7), (5, 2),
                         (6, 9), (7, 4), (8, 8))], "2024-W37", "csv", "xml"),
    "numbered_runs_and_a_named_one": ("results/runs", [f"run_{n:04d}" for n in (12, 77, 103, 240, 381, 512, 640,
                                      901)], "run_final", "tsv", "txt"),
}


@pytest.mark.parametrize("domain", sorted(_FOLDERS))
def test_a_sample_in_a_folder_of_another_shape_widens_that_folder(domain: str) -> None:
    root, folders, odd, major, minor = _FOLDERS[domain]
    names = ["summary", "metrics", "config", "events", "errors", "timing", "inputs", "outputs", "notes"]
    samples = [f"{root}/{f}/{n}.{major}" for f, n in zip(folders, names)] + [f"{root}/{odd}/{names[8]}.{minor}",
                                                                             f"{root}/{folders[2]}/extra.{minor}"]
    a = analyse(samples)
    assert a.outliers == (), (a.outliers, a.glob)
    assert _valid(samples), a.glob


# --- look-alikes: the draft cannot read them even in the kind's format, so they stay set aside ---

_APART = {
    # a literal folder every sample of the kind shares (`img/`): pictures and a clip of a site's assets
    "literal_folder": ([f"site/img/{n}.png" for n in ("logo_dark", "logo_light", "banner_home", "banner_team",
                       "icon_mail", "icon_phone")], ["site/video/intro-2024.mp4"]),
    # a name the draft's name pattern does not read (`day_NN`), in another format
    "another_name": ([f"exports/day_{d:02d}.csv" for d in range(1, 9)], ["exports/summary.json"]),
    # one folder up: another depth
    "another_depth": ([f"zoo/{c}/{c}_{i:03d}.png" for c, i in (("cat", 1), ("dog", 2), ("owl", 3), ("cat", 4),
                       ("dog", 5), ("owl", 6))], ["zoo/manifest.json"]),
    # a hidden file written beside the kind (a checksum, a lock)
    "hidden_file": ([f"out/part-{i:05d}.parquet" for i in range(8)], [".part-00003.parquet.crc"]),
    # keys the draft's fields read, missing from the name (a table of other keys beside keyed reports)
    "other_keys": ([f"ci/{j}/job-{j}_arch-{a}_os-{o}_report.html" for j, a, o in (
        ("build", "arm64", "linux"), ("test", "x86", "macos"), ("lint", "arm64", "windows"), ("build", "x86", "linux"),
        ("test", "riscv", "linux"), ("docs", "x86", "macos"))], ["ci/test/job-test_os-linux_report.tsv"]),
}


@pytest.mark.parametrize("case", sorted(_APART))
def test_a_sample_the_draft_cannot_read_in_the_kinds_format_stays_apart(case: str) -> None:
    kind, strays = _APART[case]
    a = analyse(kind + strays)
    assert set(a.outliers) == set(strays), (a.outliers, a.glob)
    assert type(validate_draft(render_draft(a), kind)).__name__ == "Success"


# --- the property: every draft passes tiers 1-3 on its own samples ---

def _tunable_layouts() -> list:
    """Every layout of every group a plain bench run scores (the held-out groups never)."""
    sys.path.insert(0, str(ROOT / "bench"))
    import bench_inference as bench  # noqa: PLC0415 - the bench's groups, loaded only for this test

    out = []
    for group in bench.default_groups(False):
        out.extend((bench, layout) for layout in bench.GROUPS[group])
    return out


_LAYOUTS = _tunable_layouts()
_KINDS: dict[str, list[str]] = {}


def _kind_of(layout) -> list[str]:
    if layout.name not in _KINDS:
        _KINDS[layout.name] = [p for p in layout.lines() if layout.is_kind(p)]
    return _KINDS[layout.name]


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(index=st.integers(0, len(_LAYOUTS) - 1), seed=st.integers(1, 10_000), one_branch=st.booleans())
def test_every_draft_passes_the_tiers_on_its_own_samples(index: int, seed: int, one_branch: bool) -> None:
    bench, layout = _LAYOUTS[index]
    try:
        kind = _kind_of(layout)
    except FileNotFoundError:  # a corpus listing not checked out here
        return
    samples = bench.pick_samples(kind, seed, 10, one_branch)
    if samples is None:  # no branch of two files: a spread draw instead
        samples = random.Random(seed).sample(kind, min(10, len(kind)))
    a = analyse(samples)
    result = validate_draft(render_draft(a), samples)
    assert type(result).__name__ == "Success", (layout.name, seed, one_branch, a.glob, a.outliers,
                                                getattr(result, "message", ""))


# (domain, the folder of item i, the largest group's names (no format of their own, one shared head), the others)
_NO_MAJORITY = {
    "coverage_outputs_per_sample": (lambda i: f"qc/run7/S{11 + i % 3}/depth", [
        "coverage.sample_summary", "coverage.sample_statistics", "coverage.sample_interval_summary",
        "coverage.sample_cumulative_counts"], ["metrics.txt", "insert_sizes.txt", "index.html", "report.html",
                                              "align.log", "dedup.log"]),
    "model_checkpoints_per_trial": (lambda i: f"sweeps/lr_sweep/trial_{i % 3 + 1:02d}", [
        "events.out.tfevents_host1", "events.out.tfevents_host2", "events.out.tfevents_host3",
        "events.out.tfevents_host4"], ["config.yaml", "params.yaml", "model.pt", "optimizer.pt", "train.log",
                                       "eval.log"]),
    "survey_deliveries_per_wave": (lambda i: f"survey/wave{i % 3 + 1}/delivery", [
        "responses.part_a", "responses.part_b", "responses.part_c", "responses.part_d"],
        ["codebook.pdf", "questionnaire.pdf", "weights.csv", "frame.csv", "readme.txt", "changes.txt"]),
}


@pytest.mark.parametrize("domain", sorted(_NO_MAJORITY))
def test_when_no_group_holds_most_samples_a_varying_name_widens(domain: str) -> None:
    folder, largest, others = _NO_MAJORITY[domain]
    names = largest + others
    samples = [f"{folder(i)}/{n}" for i, n in enumerate(names)]
    a = analyse(samples)
    assert a.outliers == (), (a.outliers, a.glob)
    assert _valid(samples), a.glob
    # a minority stays a minority: one stray among a majority of one format is set aside
    stray = [f"{folder(0)}/{others[0]}"]
    a = analyse([f"{folder(i)}/{largest[i % 4]}{'_' * (i // 4)}" for i in range(9)] + stray)
    assert set(a.outliers) == set(stray), (a.outliers, a.glob)


def test_hostile_samples_of_two_formats_stay_bounded() -> None:
    """Many samples, long and odd names, empty pieces: the net reads each set-aside sample a bounded number of
    times and the draft still covers every sample."""
    import time

    many = [f"data/v{i % 97}.{i % 13}/item_{i:06d}.{'json' if i % 3 else 'yml'}" for i in range(6000)]
    start = time.process_time()
    a = analyse(many)
    assert time.process_time() - start < 60
    glob = compile_glob(a.glob)
    assert a.outliers == () and all(glob.match(p) for p in many[:500]), a.glob
    odd = [f"d//é{'x' * 300}_{i}..{'csv' if i < 7 else 'tsv.gz'}" for i in range(10)] + ["d/ü/名前_1.json"]
    a = analyse(odd)
    glob = compile_glob(a.glob)
    from pathfinder.analysis import clean_samples

    assert all(glob.match(p) for p in clean_samples(odd) if p not in a.outliers), (a.glob, a.outliers)
