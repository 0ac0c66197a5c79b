"""Kinds of a whole listing (issue 13, item 1): pure, deterministic, every path accounted for."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from pathfinder.analysis import kinds as K
from pathfinder.analysis.kinds import KindSplitter, segment_shape, split_extension, split_kinds

CORPUS = Path("/work/shared/corpus")
HERE = Path(__file__).parent


def _corpus(name: str) -> list[str]:
    path = CORPUS / name
    if not path.exists():
        pytest.skip(f"{path} not available")
    return [line.strip() for line in path.read_text().splitlines() if line.strip()]


def test_segment_shape_masks_ids_and_values() -> None:
    assert segment_shape("sub-01_task-rest_run-02_bold") == "sub-#_task-*_run-#_bold"
    assert segment_shape("year=__HIVE_DEFAULT_PARTITION__") == "year=*"
    assert segment_shape("part-00000-3abf7009-9786-4927-a502-256082acae29.c000") == "part-#-#.#"
    assert segment_shape("T1w") == "#"


def test_split_extension() -> None:
    assert split_extension("sub-01_bold.nii.gz") == ("sub-01_bold", ".nii.gz")
    assert split_extension("x_10.5") == ("x_10.5", "")
    assert split_extension(".bashrc") == (".bashrc", "")
    assert split_extension("README") == ("README", "")
    assert split_extension("a.JPG") == ("a", ".jpg")


def test_bids_listing_splits_by_datatype_and_suffix() -> None:
    paths = _corpus("bids_ds001.txt")
    kinds = split_kinds(paths)
    assert sum(k.count for k in kinds) == len(paths)
    top = kinds[:3]
    assert [k.count for k in top] == [48, 48, 32]
    assert any("_bold.nii.gz" in k.structure for k in top)
    assert any("_events.tsv" in k.structure for k in top)
    assert any("/anat/" in k.structure for k in top)
    assert len(kinds) <= 10
    for k in kinds:
        assert 1 <= len(k.examples) <= 3
        assert set(k.examples) <= set(paths)


def test_one_kind_when_a_folder_level_is_a_class_name() -> None:
    paths = _corpus("ucf101_testlist01.txt")  # 101 class folders, one layout
    kinds = split_kinds(paths)
    assert len(kinds) == 1
    assert kinds[0].count == len(paths)
    assert kinds[0].extensions == (".avi",)


def test_a_kind_may_span_several_extensions() -> None:
    paths = _corpus("bids_eeg_matchingpennies.txt")
    kinds = split_kinds(paths)
    eeg = kinds[0]
    assert eeg.count == 21
    assert set(eeg.extensions) == {".eeg", ".vhdr", ".vmrk"}


def test_stable_when_listed_again_in_another_order() -> None:
    paths = _corpus("hive_deltars_partitioned.txt") + _corpus("bids_synthetic.txt")
    first = split_kinds(paths)
    shuffled = list(paths)
    random.Random(7).shuffle(shuffled)
    again = split_kinds(shuffled)
    assert [(k.structure, k.count, k.examples, k.extensions) for k in first] == \
           [(k.structure, k.count, k.examples, k.extensions) for k in again]


def test_one_path_listing() -> None:
    kinds = split_kinds(["/data/only/file.csv"])
    assert len(kinds) == 1
    assert kinds[0].count == 1
    assert kinds[0].examples == ("/data/only/file.csv",)


def test_covered_by_counts_the_matching_rule() -> None:
    paths = [f"logs/app-{i:03d}.log" for i in range(10)] + [f"img/p{i}.png" for i in range(5)]
    kinds = split_kinds(paths, rule_of=lambda p: "logs" if p.endswith(".log") and p < "logs/app-008" else None)
    logs = next(k for k in kinds if ".log" in k.extensions)
    assert logs.covered_by == (("logs", 8),)
    assert logs.coverage_label == "logs (80%)"
    assert not logs.fully_covered
    png = next(k for k in kinds if ".png" in k.extensions)
    assert png.coverage_label == "-"


def test_small_kinds_are_pooled_by_folder_whatever_their_extension() -> None:
    """A folder's odd files (a BIDS dataset's README, dataset_description.json, participants.tsv)
    are one kind with the extension as a field, not a kind per extension (was: pooled by folder
    and extension, so 54 paths of eeg_matchingpennies made 10 kinds, now 6)."""
    paths = [f"d/sub-{i:02d}/x_{i}.dat" for i in range(50)] + ["d/README", "d/dataset.json", "d/participants.tsv"]
    kinds = split_kinds(paths)
    assert [k.count for k in kinds] == [50, 3]
    assert set(kinds[1].extensions) == {"", ".json", ".tsv"}


def test_samples_are_bounded_and_examples_deterministic() -> None:
    paths = [f"/a/b/file_{i}.txt" for i in range(5000)]
    kinds = split_kinds(paths)
    assert len(kinds) == 1
    assert len(kinds[0].samples) == K.SAMPLE_CAP
    assert kinds[0].examples == split_kinds(reversed(paths))[0].examples


def test_hostile_names_stay_linear_and_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    long_word = "a" * 300_000  # a quadratic regex would not finish
    paths = [f"x/{long_word}{i}.txt" for i in range(3)] + ["/".join(["deep"] * 5000) + "/f.txt"]
    kinds = split_kinds(paths)
    assert sum(k.count for k in kinds) == len(paths)
    # many different names: the table of fine kinds is coarsened before it grows past MAX_KEYS
    monkeypatch.setattr(K, "MAX_KEYS", 200)
    rnd = random.Random(1)
    splitter = KindSplitter()
    words = ["".join(rnd.choice("qwertyuiopasdfghjklzxcvbnm") for _ in range(8)) for _ in range(3000)]
    for w in words:
        splitter.add(f"top/{w}_{w[:3]}/{w[::-1]}.dat")
    assert len(splitter._fine) <= 200
    got = splitter.kinds()
    assert sum(k.count for k in got) == len(words)
    assert len(got) <= 5


def test_progress_is_reported_on_long_listings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(K, "PROGRESS_EVERY", 100)
    seen: list[int] = []
    split_kinds((f"a/{i}.txt" for i in range(350)), progress=seen.append)
    assert seen == [100, 200, 300]


def _unrouted(paths: list[str]) -> KindSplitter:
    """A splitter fed without the routes and caches of `add` (each path shaped from scratch)."""
    splitter = KindSplitter()
    for p in paths:
        splitter.seen += 1
        splitter._add_odd(p, None)
    return splitter


def _fingerprint(splitter: KindSplitter) -> list:
    return [(k.key, k.count, k.extensions, k.samples) for k in splitter.kinds(describe=False)]


TRICKY = ["", "/", "//", "a/b/", "/x", "x", ".bashrc", "a/.gz", "a/..x", "a/b.5", "a/#1.txt", "a/1#.txt",
          "a/11.txt", "a/٣٤.txt", "a/x\x00y.txt", "a/x\x001.txt", "a/x1.txt", "a//b//c.csv", "run-1_x.c000.snappy.parquet",
          "part-00000-3abf7009-9786-4927-a502-256082acae29-c000.snappy.parquet",
          "part-00001-3ABF7009-9786-4927-A502-256082ACAE29-c000.snappy.parquet",
          "-#part-00000-3abf7009-9786-4927-a502-256082acae29", "#part-#", "k=v/year=2024/f.parquet",
          "d/part-3fa9c0d1e2b3a4f5.parquet", "d/part-99aa.parquet", "d/lh.smoothwm.K1.crv", "d/A.B.C.D.E.tar.gz",
          "\udcff/\udcfe1.txt", "e/a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p-q-r-s-1.txt"]


def test_routed_adding_equals_shaping_each_path() -> None:
    """`add` routes paths by folder and digit-blind stem; the kinds are those of shaping every path."""
    paths = TRICKY * 3 + [f"d/part-{random.Random(i).getrandbits(64):016x}.parquet" for i in range(50)]
    routed = KindSplitter()
    for p in paths:
        routed.add(p)
    assert _fingerprint(routed) == _fingerprint(_unrouted(paths))


def test_routed_adding_equals_shaping_each_path_on_random_names() -> None:
    from hypothesis import given, settings, strategies as st

    alphabet = st.sampled_from(list("ab1290-_.=/#\x00٣Zx") + ["sub-", "run-", ".nii.gz", "3abf7009-9786-4927-a502-256082acae29"])

    @settings(max_examples=150, deadline=None)
    @given(st.lists(st.lists(alphabet, max_size=12).map("".join), min_size=1, max_size=30))
    def check(paths: list[str]) -> None:
        routed = KindSplitter()
        for p in paths:
            routed.add(p)
        assert _fingerprint(routed) == _fingerprint(_unrouted(paths))

    check()


def _many_small_kinds() -> list[str]:
    """A FreeSurfer-like tree: two large kinds and thirty small ones in a dozen folders."""
    paths = [f"/lab/ds1/sub-{s:02d}/mri/T1/COR-{i:03d}" for s in (1, 2) for i in range(1, 101)]
    paths += [f"/lab/ds1/sub-{s:02d}/surf/{h}.white" for s in range(1, 41) for h in ("lh", "rh")]
    for f in range(12):
        for w in range(3):
            paths += [f"/lab/ds1/sub-01/folder{chr(97 + f)}/{word}{w}x.dat{f}" for word in ("alpha", "beta")]
    return paths


def test_a_budget_pools_the_small_kinds_beyond_it() -> None:
    paths = _many_small_kinds()
    fine = split_kinds(paths, describe=False)
    fitted = split_kinds(paths, describe=False, budget=5)
    assert len(fine) > 10 and len(fitted) <= 5
    assert sum(k.count for k in fitted) == len(paths)  # every path is still in one kind
    assert [k.key for k in fitted[:2]] == [k.key for k in fine[:2]]  # the large kinds stay as they were
    assert split_kinds(paths, describe=False, budget=len(fine)) == fine  # within the budget: unchanged


def test_a_repeated_path_is_one_example_and_one_sample() -> None:
    """A listing that repeats paths (two listings concatenated) shows each once and spends one
    sample slot on it; the count still counts every line."""
    from pathfinder.analysis.kinds import split_kinds

    paths = ["/logs/host12/app.3.log"] * 3 + [f"/logs/host{i}/app.{i}.log" for i in range(1, 6)] * 2
    (kind,) = split_kinds(paths, describe=False)
    assert kind.count == 13
    assert len(kind.examples) == len(set(kind.examples)) and len(kind.samples) == len(set(kind.samples)) == 6


def test_repeats_spend_no_sample_slots_in_a_kind_of_one_shape() -> None:
    """Every path listed twice, all of one shape (never merged from finer kinds): the kept samples
    are distinct and fill every slot."""
    from pathfinder.analysis.kinds import SAMPLE_CAP, split_kinds

    paths = [f"/logs/app.{i}.log" for i in range(SAMPLE_CAP + 50)] * 2
    (kind,) = split_kinds(paths, describe=False)
    assert kind.count == 2 * (SAMPLE_CAP + 50)
    assert len(set(kind.samples)) == len(kind.samples) == SAMPLE_CAP
