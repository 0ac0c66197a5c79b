"""Field names from the values themselves (analysis/naming.py `value_name`): a closed vocabulary
names a field that would otherwise be `folder`, `name` or `number`."""
from __future__ import annotations

import pytest

from pathfinder.analysis import analyse
from pathfinder.analysis.naming import value_name


def _names(samples: list[str]) -> list[str]:
    return [f.name for f in analyse(samples).fields]


def test_architecture_folders_are_named_arch():
    samples = [f"images/ubuntu-{v}/{a}/disk.img" for v, a in
               (("22.04", "amd64"), ("20.04", "arm64"), ("24.04", "amd64"), ("18.04", "arm64"), ("22.10", "amd64"))]
    assert _names(samples) == ["version", "arch"]


def test_platform_and_arch_side_by_side():
    samples = [f"dist/{os}/{arch}/tool" for os, arch in
               (("linux", "amd64"), ("darwin", "arm64"), ("windows", "amd64"), ("linux", "arm64"), ("darwin", "amd64"))]
    assert _names(samples) == ["platform", "arch"]


def test_format_folders_are_named_format():
    samples = [f"export/{fmt}/report_{i}.dat" for i, fmt in enumerate(("csv", "json", "parquet", "csv", "json"))]
    assert "format" in _names(samples)


def test_left_and_right_in_a_name():
    samples = [f"scans/s{i:02d}_{side}.png" for i, side in enumerate(("left", "right", "left", "right", "left"))]
    assert "side" in _names(samples)


@pytest.mark.parametrize("raw, name", [
    (["amd64", "ARM64"], "arch"), (["L", "R"], "side"), (["lh", "rh", None], "hemisphere"), (["Q1", "q4"], "quarter"),
    (["720p", "1080p"], "resolution"), (["tif", "png"], "format"),
])
def test_value_name_reads_closed_sets_in_any_case(raw, name):
    assert value_name(raw) == name


@pytest.mark.parametrize("raw", [
    ["amd64", "amd64"],  # one value says nothing of the set
    ["left", "archive"],  # one value outside the set: an ordinary folder
    ["1", "2"],  # numbers are no extension
    ["a", "b"],
])
def test_look_alikes_keep_their_generic_name(raw):
    assert value_name(raw) is None


def test_a_folder_of_other_words_keeps_folder():
    samples = [f"photos/{w}/img_{i}.jpg" for i, w in enumerate(("left", "archive", "right", "misc", "left"))]
    assert "side" not in _names(samples)


def test_a_better_name_is_not_replaced():
    samples = [f"bench/tier-{e}/run_{i}.log" for i, e in enumerate(("dev", "prod", "staging", "dev", "prod"))]
    assert _names(samples)[0] == "tier"  # the key's own name (rank 4), not `env` from the values
