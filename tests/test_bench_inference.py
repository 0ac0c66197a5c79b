"""The analyser's accuracy bench stays runnable: its real review group, its one-branch sampling, a small run."""
from __future__ import annotations

import importlib
import random
import re
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"


@pytest.fixture(scope="module")
def bench():
    sys.path.insert(0, str(BENCH))
    try:
        import bench_inference
        from ground_truth.review2 import REVIEW2
    finally:
        sys.path.remove(str(BENCH))
    return bench_inference, REVIEW2


def test_real_review_layouts_are_deterministic_and_consistent(bench):
    _, review2 = bench
    assert len(review2) >= 15
    for name, generate in review2.items():
        kind, other = generate(random.Random(42))
        again = generate(random.Random(42))
        assert (kind, other) == again, name
        paths = [p for p, _ in kind]
        assert len(paths) >= 10 and len(set(paths)) == len(paths), name
        assert not set(paths) & set(other), name
        assert all(truth for _, truth in kind), name
        # every layout holds a field that varies, so recall has something to measure
        assert any(len({t.get(k) for _, t in kind}) >= 2 for k in kind[0][1]), name


def test_branches_are_the_first_varying_level_when_it_holds_digits(bench):
    b, _ = bench
    bids = [f"ds/sub-{s:02d}/ses-{n}/func/sub-{s:02d}_ses-{n}_bold.nii" for s in (1, 2, 3) for n in (1, 2)]
    assert sorted(b.branches(bids)) == ["ds/sub-01", "ds/sub-02", "ds/sub-03"]
    assert b.branches(bids)["ds/sub-02"] == [p for p in bids if "/sub-02/" in p]
    # a first varying level of plain words (a class, a split) is no branch, even with numbered folders below
    assert b.branches([f"data/{c}/{i}/img.jpg" for c in ("cat", "dog") for i in range(3)]) == {}
    assert b.branches([f"flat/{i}.csv" for i in range(5)]) == {}
    assert sorted(b.branches(["a\\run-1\\x.txt", "a\\run-2\\x.txt"])) == ["a/run-1", "a/run-2"]


def test_one_branch_samples_come_from_one_folder_and_spread_samples_do_not(bench):
    b, _ = bench
    kind = [f"logs/2024/{m:02d}/{d:02d}/app.log" for m in range(1, 13) for d in range(1, 29)]
    for seed in (1, 2, 3):
        one = b.pick_samples(kind, seed, 10, one_branch=True)
        assert len(one) == 10 and len({p.split("/")[2] for p in one}) == 1
        spread = b.pick_samples(kind, seed, 10, one_branch=False)
        assert len({p.split("/")[2] for p in spread}) > 1
    assert b.pick_samples([f"flat/{i}.csv" for i in range(20)], 1, 10, one_branch=True) is None


def test_a_small_run_scores_and_prints_every_column(bench, capsys):
    b, _ = bench
    rows = b.accuracy(1, 10, "rishikesh", False, "real", branch_seeds=1, jobs=1)
    out = capsys.readouterr().out
    assert [r["layout"] for r in rows] == ["real_bids_eeg_rishikesh"]
    row = rows[0]
    for key in ("recall", "coverage", "false", "branch_coverage", "branch_recall"):
        assert 0.0 <= row[key] <= 1.0, key
    assert row["valid"] == 1.0 and row["coverage"] == 1.0
    assert "br.cov" in out and "one branch (1 of 1 layouts have one)" in out


def test_recall_counts_only_fields_the_rule_reproduces(bench, tmp_path):
    """The measure itself: a rule that reads no field scores recall 0, full coverage, no false matches."""
    b, _ = bench
    layout = b.Layout("plain", (), "", lambda p: {}, generate=lambda: (
        [(f"d/run_{i}/out.csv", {"run": str(i)}) for i in range(12)], ["d/readme.txt"]))
    result = b.evaluate(layout, 1, 10)
    assert result["coverage"] == 1.0 and result["false"] == 0.0 and result["recall"] == 1.0
    layout_words = b.Layout("words", (), "", lambda p: {}, generate=lambda: (
        [(f"d/{w}/out.csv", {"run": w.upper() + "X"}) for w in ("ab", "cd", "ef", "gh")], []))
    assert b.evaluate(layout_words, 1, 4)["recall"] == 0.0


@pytest.mark.parametrize("group, module, table, prefix", [
    ("review3", "review3", "REVIEW3", "r3_"), ("review4", "review4", "REVIEW4", "r4_"),
    ("tune5", "tune5", "TUNE5", "t5_"), ("branch5", "branch5", "BRANCH5", "b5_"),
    ("review5", "review5", "REVIEW5", "r5_"), ("tune6", "tune6", "TUNE6", "t6_"),
    ("review6", "review6", "REVIEW6", "r6_"), ("review7", "review7", "REVIEW7", "r7_"),
    ("tune7", "tune7", "TUNE7", "t7_"), ("review8", "review8", "REVIEW8", "r8_"),
    ("review9", "review9", "REVIEW9", "r9_"), ("tune8", "tune8", "TUNE8", "t8_"),
    ("review10", "review10", "REVIEW10", "r10_"), ("tune9", "tune9", "TUNE9", "t9_"),
    ("tune10", "tune10", "TUNE10", "t10_"), ("tune11", "tune11", "TUNE11", "t11_"),
    ("tune12", "tune12", "TUNE12", "t12_"), ("review11", "review11", "REVIEW11", "r11_"),
    ("review12", "review12", "REVIEW12", "r12_"), ("review13", "review13", "REVIEW13", "r13_"),
    ("review15", "review15", "REVIEW15", "r15_"), ("review14", "review14", "REVIEW14", "r14_"),
    ("review17", "review17", "REVIEW17", "r17_"), ("review16", "review16", "REVIEW16", "r16_"),
    ("review19", "review19", "REVIEW19", "r19_"), ("review18", "review18", "REVIEW18", "r18_"),
    ("review21", "review21", "REVIEW21", "r21_"), ("review20", "review20", "REVIEW20", "r20_"),
    ("review23", "review23", "REVIEW23", "r23_"), ("review22", "review22", "REVIEW22", "r22_"),
    ("review24", "review24", "REVIEW24", "r24_"), ("review25", "review25", "REVIEW25", "r25_")])
def test_fresh_review_group_loads_with_truth_for_every_file(bench, group, module, table, prefix):
    """review3, review4, tune5, branch5, review5, tune6, review6, review7, tune7, review8, review9, review10,
    review11, review12, review13, review14, review15, review16, review17, review18, review19, review20, review21, review22, review23, review24 and review25 (real trees, written down before a fix for them): 15+ layouts, each with >= 10 files of its kind, every file with a value for
    every field its regex names, kind and neighbours disjoint, all reachable as --group."""
    b, _ = bench
    sys.path.insert(0, str(BENCH))
    try:
        fresh = getattr(importlib.import_module(f"ground_truth.{module}"), table)
    finally:
        sys.path.remove(str(BENCH))
    assert len(fresh) >= 15
    assert [layout.name for layout in b.GROUPS[group]] == [prefix + n for n in fresh]
    for name, generate in fresh.items():
        kind, other = generate(random.Random(42))
        paths = [p for p, _ in kind]
        assert len(paths) >= 10 and len(set(paths)) == len(paths), name
        assert not set(paths) & set(other), name
        assert all(truth and all(v for v in truth.values()) for _, truth in kind), name
        assert any(len({t.get(k) for _, t in kind}) >= 2 for _, t0 in kind[:1] for k in t0), name


def test_branch5_layouts_all_branch(bench):
    """branch5 exists for the one-branch score: every layout has two or more folders to draw one branch's samples from."""
    b, _ = bench
    for layout in b.GROUPS["branch5"]:
        kind = [p for p in layout.lines() if layout.is_kind(p)]
        usable = [k for k, files in b.branches(kind).items() if len(files) >= 2]
        assert len(usable) >= 2, layout.name


def test_branch6_data_layouts_branch(bench):
    """branch6 (real data trees: sample, speaker, id-bucket and year folders) exists for the one-branch score: 10 or
    more layouts, from 6 or more sources, each with a value for every field, and at least 10 with two or more
    branches to draw one branch's samples from."""
    b, _ = bench
    layouts = b.GROUPS["branch6"]
    assert len(layouts) >= 10
    sources = {layout.notes.split()[0] for layout in layouts}
    assert len(sources) >= 6 and all("/" in s for s in sources), sources
    branching = 0
    for layout in layouts:
        kind, other = layout.generate()
        paths = [p for p, _ in kind]
        assert len(paths) >= 10 and not set(paths) & set(other), layout.name
        assert all(truth and all(truth.values()) for _, truth in kind), layout.name
        branching += len([k for k, files in b.branches(paths).items() if len(files) >= 2]) >= 2
    assert branching >= 10


@pytest.mark.parametrize("group, min_branching", [("tune7", 10), ("tune8", 14), ("tune9", 10), ("tune10", 10),
                                                          ("tune11", 10), ("tune12", 12)])
def test_tuning_data_layouts_come_from_many_sources_and_branch(bench, group, min_branching):
    """The tuning groups of real DATA layouts tune the analyser on many sources, not one: 18 or more layouts from 9
    or more sources, enough of them (tune8, gathered for the one-branch score: 14) with two or more branches to draw
    one branch's samples from. tune7 came with round 8; tune9 (deep, dated, sharded and side-by-side shapes) and
    tune10 (the hidden listings' families from new sources) with round 9; tune11 (partitioned tables and
    crawl/dump/log lists) with round 10; tune12 (microscopy exports and partitioned tables, new sources) with round 11."""
    b, _ = bench
    layouts = b.GROUPS[group]
    sources = {layout.notes.split()[0] for layout in layouts}
    assert len(layouts) >= 18 and len(sources) >= 9 and all("/" in s for s in sources), sources
    branching = [layout.name for layout in layouts
                 if len([k for k, files in b.branches([p for p, _ in layout.generate()[0]]).items()
                         if len(files) >= 2]) >= 2]
    assert len(branching) >= min_branching, branching


@pytest.mark.parametrize("group", ["review6", "review7", "review8", "review9", "review10", "review11", "review12",
                                   "review13", "review14", "review15", "review16", "review17",
                                   "review18", "review19", "review20", "review21", "review22", "review23",
                                   "review24", "review25"])
def test_held_out_data_groups_rest_their_one_branch_score_on_many_layouts(bench, group):
    """review6, review7, review8, review9, review10, review11, review12, review13, review14 and review15 (real DATA layouts, written down before any fix) exist to
    estimate the hidden listings, one-branch samples included: at least 10 of each group's layouts have two or more
    branches to draw one branch's samples from. review8, review10, review13, review24 and review25 are held out; review7 left HELD_OUT when 8f63bc1 was made from its misses,
    review6 when the round after a45c169 tuned on it, review9 when the round after ae0fb50 did, review11 when the round after 695ff55 did,
    review12 when the round after 27fc9bd did, review14 and review15 when the round after be0917b did, review16 and review17 when the round after e09be19 did, review18 and review19 when the round after 55e42b2 did, review20 and review21 when the round after be77852 did, review22 and review23 when the round after 8accfcd did."""
    b, _ = bench
    branching = []
    for layout in b.GROUPS[group]:
        kind = [p for p in layout.lines() if layout.is_kind(p)]
        if len([k for k, files in b.branches(kind).items() if len(files) >= 2]) >= 2:
            branching.append(layout.name)
    assert len(branching) >= 10, branching
    assert (group in b.HELD_OUT) == (group in ("review8", "review10", "review13", "review24", "review25"))


def test_held_out_groups_run_only_when_named(bench):
    b, _ = bench
    assert b.HELD_OUT and set(b.HELD_OUT) <= set(b.GROUPS)
    plain = b.default_groups(False)
    assert not set(plain) & set(b.HELD_OUT)
    assert set(plain) | set(b.HELD_OUT) == set(b.GROUPS)
    assert b.default_groups(True) == ["corpus"]


def test_a_draft_the_loader_refuses_scores_as_matching_nothing(bench, monkeypatch):
    """A draft that fails tier 2 (here a pattern refused for backtracking) is one bad row, not a crashed run."""
    b, _ = bench
    bad = 'name: bad\nglob: "d/*/out.csv"\nextract:\n  run: {from: segment(-2), pattern: "^(a[a-z]+[^/]+?[a-z]+)$"}\n'
    monkeypatch.setattr(b.OfflineGenerator, "draft_for", lambda self, request: (bad, b.analyse(request.samples)))
    layout = b.Layout("plain", (), "", lambda p: {}, generate=lambda: (
        [(f"d/run_{i}/out.csv", {"run": str(i)}) for i in range(12)], ["d/readme.txt"]))
    result = b.evaluate(layout, 1, 10)
    assert result["valid"] is False
    assert result["coverage"] == 0.0 and result["recall"] == 0.0 and result["false"] == 0.0


@pytest.mark.parametrize("module, table", [("review6", "REVIEW6"), ("review7", "REVIEW7"), ("review8", "REVIEW8"),
                                           ("review10", "REVIEW10"), ("review11", "REVIEW11"),
                                           ("review12", "REVIEW12"), ("review13", "REVIEW13"),
                                           ("review14", "REVIEW14"), ("review15", "REVIEW15"),
                                           ("review16", "REVIEW16"), ("review17", "REVIEW17"),
                                           ("review18", "REVIEW18"), ("review19", "REVIEW19"),
                                           ("review20", "REVIEW20"), ("review21", "REVIEW21"),
                                           ("review23", "REVIEW23"), ("review22", "REVIEW22"),
                                           ("review24", "REVIEW24"), ("review25", "REVIEW25")])
def test_held_out_neighbours_never_fit_their_kinds_own_pattern(bench, monkeypatch, module, table):
    """A neighbour that fits the kind's own pattern is a file of the kind that a seeded subset left out, and a rule
    that covers the kind would score it as a false match (review8's vm_tsnr_surfaces had 12, false 0.123)."""
    sys.path.insert(0, str(BENCH))
    try:
        mod = importlib.import_module(f"ground_truth.{module}")
    finally:
        sys.path.remove(str(BENCH))
    read, seen = mod._layout, []

    def spy(kind, other, rx, fields, fix=None):
        out = read(kind, other, rx, fields, fix)
        seen.extend(p for p in out[1] if re.search(rx, p))
        return out

    monkeypatch.setattr(mod, "_layout", spy)
    for name, generate in getattr(mod, table).items():
        seen.clear()
        generate(random.Random(42))
        assert not seen, (name, seen[:3])


@pytest.mark.parametrize("group", ["review11", "review12", "review13", "review14", "review15", "review16", "review17",
                                   "review18", "review19", "review20", "review21", "review22", "review23",
                                   "review24", "review25"])
def test_review11_comes_from_many_sources(bench, group):
    """review11 and review12 (gathered for issue 15 from microscopy screens, camera folders and ML or driving split
    lists), review13 (from BIDS datasets and derivatives, Iceberg partitions, crawl/log/dump lists and package
    indexes), review14 (IDR studies, localisation and phone-camera folders, DeepLabCut frames, ML split lists) and
    review15 (BIDS trees and derivatives, Hudi tables, crawl dumps, rotated logs, a package tree), review18 (benchmark
    results, icons, migrations, docs, music samples, astronomy frames, seismic and GNSS files) review19 (genomics QC
    outputs, court records, season files, game assets) and review21 (science and public data: physiology, climate,
    particle physics, spectra, neuroscience, radar, gliders), review20 (a Maven repository, migrations, API specs and
    protos, icons, fonts, blogs, versioned docs, store metadata) and review23 (market data, districts, census metadata,
    legislation, transport exchange examples, motor-sport seasons, data-tool fixtures) and review22 (map tiles, camera
    samples, chunk stores, game assets, benchmark results, experiment outputs) and review25 (natural and earth sciences:
    mass spectra, phylogenies, reservoir geology, crop models, hydrology, ocean models, virus datasets, quantum
    chemistry, atmospheric measurements, climate models, force fields) must estimate layouts no one here has seen, not one source: 18 or more layouts from 9 or more sources."""
    b, _ = bench
    layouts = b.GROUPS[group]
    sources = {layout.notes.split()[0] for layout in layouts}
    assert len(layouts) >= 18 and len(sources) >= 9 and all("/" in s for s in sources), sources
