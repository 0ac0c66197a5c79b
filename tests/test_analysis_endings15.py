"""Open endings and wide globs (endings15, issue 15): when a kind's set of endings is closed, by the samples'
evidence, and the classes of glob that took the files beside a kind.

- `endings.closed_endings`: endings not all known formats are listed (`{.module,.pom}`) when the draw has seen
  them all (few endings, each seen again: at most one in ten samples an ending seen once), so the checksums,
  signatures and companions sharing the kind's stem (`x.pom.sha1`, `x.prefab.meta`, `x.jar`) stay out; a draw
  with endings seen once (a recording of many formats) stays open.
- `endings.free_places`: chained endings whose places combine freely (`{.jar,.pom}{.md5,.sha1}`) list each place,
  so the pairs the draw did not show are taken and the artefacts themselves stay out.
- `digit_globs.numbered_ending_glob`: a numbered dotted ending (`.d0`, `.z01`, `.r00`) reads a number there, so the
  formats starting with the same letter (`.dat`, `.zip`, `.rar`) stay out.

Found on review20's Maven repository and review21's WFDB and Les Houches files; tested here on other families."""
from __future__ import annotations

import pytest

from draft_helpers import assert_reads_kind_and_leaves_neighbours, record, rule_of
from pathfinder.analysis.endings import closed_endings, format_of_the_name, free_places

# (samples; neighbours that must stay out; files of the kind the samples did not show, that must be taken)
CLOSED = {
    "maven snapshot descriptors": (
        [f"repo/com/acme/lib/1.{v}-SNAPSHOT/lib-1.{v}-2024010{b}.101500-{b}.{e}"
         for v in (2, 3, 4) for b, e in ((1, "pom"), (1, "module"), (2, "pom"), (2, "module"))][:10],
        ["repo/com/acme/lib/1.2-SNAPSHOT/lib-1.2-20240101.101500-1.pom.sha1",
         "repo/com/acme/lib/1.2-SNAPSHOT/lib-1.2-20240101.101500-1.jar"],
        ["repo/com/acme/lib/1.9-SNAPSHOT/lib-1.9-20240105.101500-5.pom"]),
    "quarto chapters and notebooks": (
        [f"book/chapters/ch{n:02d}.{e}" for n in range(1, 6) for e in ("qmd", "ipynb")],
        ["book/chapters/ch01.html", "book/chapters/ch01.qmd.bak"],
        ["book/chapters/ch17.qmd"]),
    "unity prefabs and materials": (
        [f"Assets/Props/{n}.{e}" for n in ("Barrel", "Crate", "Lamp", "Table", "Chair") for e in ("prefab", "mat")],
        ["Assets/Props/Barrel.prefab.meta", "Assets/Props/Crate.fbx"],
        ["Assets/Props/Sofa.prefab"]),
    "debian source packages": (
        [f"pool/main/h/hello/hello_2.{v}-{r}.{e}" for v, r in ((8, 1), (9, 2), (10, 3), (10, 4), (11, 1))
         for e in ("dsc", "debian.tar.xz")],
        ["pool/main/h/hello/hello_2.10-3.dsc.asc", "pool/main/h/hello/hello_2.10-3_amd64.buildinfo"],
        ["pool/main/h/hello/hello_2.12-1.dsc"]),
    "ruby gems and specs": (
        [f"cache/{g}-{v}.{e}" for g, v in (("rake", "13.0.6"), ("rack", "3.0.8"), ("json", "2.7.1"),
                                            ("thor", "1.3.0"), ("puma", "6.4.2")) for e in ("gem", "gemspec")],
        ["cache/rake-13.0.6.gem.sig", "cache/rake-13.0.6.gemspec.bak"],
        ["cache/rails-7.1.2.gemspec"]),
}


@pytest.mark.parametrize("family", sorted(CLOSED))
def test_a_closed_set_of_endings_is_listed(family):
    assert_reads_kind_and_leaves_neighbours(*CLOSED[family])


def test_a_draw_with_endings_seen_once_stays_open():
    """A recording of many formats (NIRx-like): ten samples show seven, four of them once; the format not
    drawn (`.dat`) is the kind."""
    samples = [f"nirx/rec_{n:03d}/NIRS-2021-03-04_{n:03d}.{e}" for n, e in (
        (1, "wl1"), (1, "wl2"), (2, "hdr"), (2, "evt"), (3, "inf"), (3, "wl1"), (4, "set"), (4, "tpl"),
        (5, "wl2"), (5, "hdr"))]
    a, rule = rule_of(samples)
    assert record(rule, "nirx/rec_007/NIRS-2021-03-04_007.dat") is not None, a.glob


def test_endings_of_no_known_format_are_names():
    """FreeSurfer's surfaces `lh.pial`, `rh.white`: no ending is a known format, so the dotted piece may be a
    name (the surface), not a format; a surface the draw did not show (`lh.sphere.reg`) is the kind."""
    samples = [f"fs/sub-{s:02d}/surf/{h}.{e}" for s in (1, 2) for h, e in (
        ("lh", "pial"), ("rh", "pial"), ("lh", "white"), ("rh", "white"), ("rh", "pial"))]
    a, rule = rule_of(samples)
    assert record(rule, "fs/sub-03/surf/lh.sphere.reg") is not None, a.glob


def test_bids_formats_stay_open():
    """BIDS names: the format after the suffix is open (`entities`), a closed draw or not."""
    samples = [f"derivatives/sub-{s:02d}/dwi/sub-{s:02d}_atlas-L2018_conndata-network_connectivity.{e}"
               for s in range(1, 6) for e in ("tsv", "gpickle")]
    a, rule = rule_of(samples)
    got = record(rule, "derivatives/sub-07/dwi/sub-07_atlas-L2018_conndata-network_connectivity.graphml")
    assert got is not None, a.glob


def test_closed_endings_by_counts():
    pom, module, jar = ["pom"], ["module"], ["jar"]
    ids = [f"x-{i}" for i in range(10)]  # every name another: the format is no name's own
    assert closed_endings([pom] * 5 + [module] * 5, ids)
    assert closed_endings([jar] * 7 + [pom] * 2 + [module], ids)  # one ending seen once in ten: closed
    assert not closed_endings([jar] * 6 + [pom] * 2 + [module] + [["tscn"]], ids)  # two seen once: open
    assert not closed_endings([["hc"]] * 2 + [["res4"]] * 3 + [["infods"]] * 3 + [["hist"]] * 2, ids)  # 4 in 10
    assert not closed_endings([pom] * 9, ids[:9])  # one ending: nothing to list
    assert not closed_endings([pom] * 5 + [[]] * 5, ids)  # names without an ending
    assert not closed_endings([], [])


def test_a_format_that_goes_with_the_name_stays_open():
    """Annotations by song (`0003/full.lab`, `0003/tuning.csv`, `0035/full.lab`): each name keeps its one format
    in every folder, so a name not drawn (`salami_chords.txt`) may bring another; a name in two formats
    (`x.pom`, `x.module`) is one item in several files."""
    lab, csv = ["lab"], ["csv"]
    names = ["full", "majmin", "full", "majmin7", "majmin", "tuning", "tuning", "bothchroma", "majmin7", "full"]
    assert not closed_endings([lab] * 5 + [csv] * 3 + [lab] * 2, names)
    assert format_of_the_name([lab, lab, csv], ["full", "full", "tuning"])
    assert not format_of_the_name([["pom"], ["module"], ["pom"]], ["x-1", "x-1", "x-2"])
    assert not format_of_the_name([["pom"], ["module"]], ["x-1", "x-2"])  # no name seen twice: no evidence
    samples = [f"ann/{song}/{n}.{e}" for song in ("0003", "0035") for n, e in (
        ("full", "lab"), ("majmin", "lab"), ("majmin7", "lab"), ("tuning", "csv"), ("bothchroma", "csv"))]
    a, rule = rule_of(samples)
    assert record(rule, "ann/0003/salami_chords.txt") is not None, a.glob


CHAINED = {
    "release downloads and their checks": (
        [f"dist/app-1.{v}.{e}.{h}" for v, e, h in (
            (1, "zip", "sha256"), (1, "whl", "asc"), (2, "zip", "asc"), (2, "tar", "sha256"), (3, "whl", "sha256"),
            (3, "zip", "md5"), (4, "zip", "sha256"), (4, "whl", "asc"), (5, "zip", "asc"), (5, "tar", "sha256"))],
        ["dist/app-1.2.zip", "dist/app-1.2.whl"],
        ["dist/app-1.6.tar.asc", "dist/app-1.7.whl.md5", "dist/app-1.8.tar.md5"]),
    "maven checksums": (
        [f"m2/org/x/core/2.{v}/core-2.{v}.{e}.{h}" for v, e, h in (
            (0, "jar", "sha1"), (0, "pom", "md5"), (1, "jar", "md5"), (1, "module", "sha1"), (2, "pom", "sha1"),
            (2, "jar", "sha512"), (3, "module", "md5"), (3, "pom", "sha512"), (4, "jar", "sha1"), (4, "pom", "md5"))],
        ["m2/org/x/core/2.1/core-2.1.jar", "m2/org/x/core/2.1/core-2.1.pom"],
        ["m2/org/x/core/2.5/core-2.5.module.sha512", "m2/org/x/core/2.6/core-2.6.jar.sha1"]),
    "signed packages": (
        [f"pkgs/tool-3.{v}.{e}.{h}" for v, e, h in (
            (0, "deb", "asc"), (0, "rpm", "asc"), (1, "apk", "asc"), (1, "deb", "sig"), (2, "rpm", "asc"),
            (2, "deb", "asc"), (3, "deb", "sig"), (3, "rpm", "asc"), (4, "apk", "asc"), (4, "deb", "sig"))],
        ["pkgs/tool-3.1.deb", "pkgs/tool-3.2.rpm"],
        ["pkgs/tool-3.6.rpm.sig", "pkgs/tool-3.7.apk.sig"]),
}


@pytest.mark.parametrize("family", sorted(CHAINED))
def test_chained_endings_combine_freely(family):
    assert_reads_kind_and_leaves_neighbours(*CHAINED[family])


def test_compressed_formats_are_read_so_either_way():
    """A compression after any format (`day_01.csv.gz`, `.json.zst`) is the compression stage's (optional, any of
    the seen ones): the same reading with or without `free_places`."""
    samples = [f"exports/day_{d:02d}.{e}.{c}" for d, e, c in (
        (1, "csv", "gz"), (2, "json", "gz"), (3, "csv", "bz2"), (4, "xml", "gz"), (5, "json", "zst"),
        (6, "csv", "zst"), (7, "xml", "bz2"), (8, "csv", "gz"), (9, "json", "gz"), (10, "xml", "zst"))]
    a, rule = rule_of(samples)
    assert record(rule, "exports/day_12.json.bz2") is not None, a.glob


def test_pairs_that_do_not_combine_stay_listed():
    assert free_places([("fastq", "gz"), ("bam", "bai"), ("vcf", "tbi")]) is None  # one pair each
    assert free_places([("tar", "gz"), ("zip",), ("tar", "bz2")]) is None  # chains of different lengths
    assert free_places([("jar", "md5"), ("jar", "sha1"), ("pom", "md5")]) == [["jar", "pom"], ["md5", "sha1"]]
    many = [(f"e{i}", f"h{j}") for i in range(10) for j in range(10)]
    assert free_places(many) is None  # a product beyond MAX_PRODUCT is no closed set


NUMBERED = {
    "wfdb signal files": ([f"data/{r}.d{n}" for r in ("bin", "flac") for n in (0, 1, 2, 3, 11)],
                          ["data/100.dat", "data/bin.dat", "data/bin.hea"], ["data/bin.d7"]),
    "split zip volumes": ([f"backup/photos_{y}.z{n:02d}" for y in (2021, 2022) for n in (1, 2, 3, 4, 5)],
                          ["backup/photos_2021.zip", "backup/photos_2021.zipx"], ["backup/photos_2023.z17"]),
    "rar volumes": ([f"dl/movie_{y}.r{n:02d}" for y in (1, 2) for n in (0, 1, 2, 3, 4)],
                    ["dl/movie_1.rar", "dl/movie_1.rev"], ["dl/movie_3.r19"]),
    "numbered parts": ([f"dumps/enwiki_{d}.part{n}" for d in ("0101", "0201") for n in (1, 2, 3, 10, 12)],
                       ["dumps/enwiki_0101.partial", "dumps/enwiki_0101.parts.txt"], ["dumps/enwiki_0301.part7"]),
}


@pytest.mark.parametrize("family", sorted(NUMBERED))
def test_a_numbered_ending_reads_a_number(family):
    assert_reads_kind_and_leaves_neighbours(*NUMBERED[family])


def test_a_numbered_name_without_a_dotted_ending_is_left_as_read():
    """A number that ends a name after `_` (`scan_12`), no dotted ending: not this rule's (stays as read)."""
    a, rule = rule_of([f"scans/scan_{n}" for n in (1, 2, 5, 12, 40, 41, 77, 100)])
    assert record(rule, "scans/scan_9") is not None, a.glob


def test_hostile_endings_finish():
    """Long, many and odd endings: no hang, a draft that takes its samples."""
    samples = [f"x/{'a' * 300}_{i}.{'b' * 40}{i % 3}.{'c' * 30}" for i in range(60)]
    samples += [f"x/n_{i}.p\u00e9.{'z' * (i % 5 + 1)}" for i in range(60)]
    samples += [f"x/..{i}..d{i}" for i in range(5)] + ["x/.d1", "x/a.d", "x/a..d2", "x//b.d3"]
    a, rule = rule_of(samples)
    assert a.glob
    endings = [tuple(f"e{i}" for i in range(8)) for _ in range(5000)] + [("a",) * 8] * 5000
    assert free_places(endings) is None  # two chains: no free combination to read
    assert closed_endings([list(e) for e in endings], [f"n{i}" for i in range(len(endings))])  # 5,000 each
