"""One owner per question the analyser asks of a name (tidy13, issue 15's house standard: one list per question).

- Is this dot-part a compression? `tokens.COMPRESSION` through `tokens.is_compression`, asked by `clusters`
  (a kind read under it), `compressed` (an ending some names add) and `naming` (a rule's name leaves it out).
- Does a log rotator write it after a copy's generation? `tokens.ROTATION_COMPRESSIONS` (stream compressors as
  their tools spell them, each one of COMPRESSION), asked by `rotations`. No stage keeps a list of its own.
- Is this template's ending the rotation's optional compression? `rotated_name` asks for the part
  `rotated_extension` made, not for a glob that reads like one.
"""
from __future__ import annotations

import pytest

import pathfinder.analysis.clusters as clusters
import pathfinder.analysis.compressed as compressed
import pathfinder.analysis.naming as naming
import pathfinder.analysis.rotations as rotations
import pathfinder.analysis.tokens as T
from pathfinder.analysis.compressed import optional_compression
from pathfinder.analysis.parts import Part, SegModel, lit
from pathfinder.analysis.rotations import rotated_copies, rotated_extension, rotated_name

_CASES = [c for z in sorted(T.COMPRESSION) for c in sorted({z, z.upper()})]


@pytest.mark.parametrize("zipped", _CASES)
def test_every_stage_reads_one_compression_list_in_any_case(zipped):
    assert T.is_compression(zipped)
    # clusters: a compressed copy is its file's kind
    assert clusters.kind_form(f"app.log.3.{zipped}")[0] == clusters.kind_form("app.log")[0] == ("log",)
    # rotations: a generation compressed as a log rotator writes it is a rotated copy; an archive (`.zip`) is none
    rotated = rotated_copies(["var/log/syslog.1", f"var/log/syslog.2.{zipped}"])
    assert (rotated is not None) == (zipped in T.ROTATION_COMPRESSIONS)
    # compressed: an ending some names add and others lack
    found = optional_compression(["2024-01-01", f"2024-01-02.{zipped}"])
    assert found is not None and found[1] == ["2024-01-01", "2024-01-02"]
    # naming: the rule is named after the format under the compression
    name = [SegModel(parts=[lit("orders")])]
    assert naming.rule_name(name, f".csv.{zipped}", []) == naming.rule_name(name, ".csv", []) == "orders_csv"


@pytest.mark.parametrize("word", ["gzip", "tar", "csv", "log", "zipx", "7", "md5", "bak"])
def test_words_that_are_no_compression_stay_apart(word):
    assert not T.is_compression(word)
    assert rotated_copies(["var/log/syslog.1", f"var/log/syslog.2.{word}"]) is None


def test_a_rotation_compression_is_a_compression():
    assert T.ROTATION_COMPRESSIONS and all(T.is_compression(z) for z in T.ROTATION_COMPRESSIONS)


def test_no_stage_keeps_a_compression_list_of_its_own():
    for module in (clusters, compressed, naming, rotations):
        lists = [name for name, value in vars(module).items()
                 if isinstance(value, (set, frozenset)) and value & {"gz", "bz2", "xz", "zst"}]
        assert lists == [], f"{module.__name__} keeps {lists}"


def _rotation_model(names: list[str]) -> tuple[SegModel, Part]:
    found = rotated_extension(names)
    assert found is not None
    ending = found[1]
    return SegModel(parts=[lit("x"), ending]), ending


def test_rotated_name_reads_the_ending_rotated_extension_made():
    names = ["syslog.1", "syslog.2.gz", "kern.log.3.gz"]
    model, ending = _rotation_model(names)
    rotated_name(model, names, ending)
    assert [p.var.name for p in model.parts if p.var is not None] == ["name", "rotation"]
    assert model.parts[-1] == ending


def test_rotated_name_leaves_an_ending_that_only_reads_like_the_rotations():
    # the same glob text (`{,.gz}`) made by another rule, or no rotation found: the template stays
    names = ["syslog.1", "syslog.2.gz", "kern.log.3.gz"]
    model, ending = _rotation_model(names)
    look_alike = Part(glob=ending.glob, regex=ending.regex + "", text="[.gz]")
    other = SegModel(parts=[lit("x"), look_alike])
    rotated_name(other, names, ending)
    assert other.parts == [lit("x"), look_alike]
    untouched = SegModel(parts=[lit("x"), ending])
    rotated_name(untouched, names, None)
    assert untouched.parts == [lit("x"), ending]
