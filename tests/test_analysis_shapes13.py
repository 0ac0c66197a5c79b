"""Fields whose siblings differ in shape (issue 15, round 13): a release written with and without its `v`, a
name that some siblings write with a format's extension, a BIDS label that holds `-`. Each rule is tested as a
matrix of neighbours from other domains than the one that prompted it (Lance's release folders and `.lance`
datasets, DANDI's `ses-YutaMouse20-140321`), plus look-alikes that keep their reading."""
from __future__ import annotations

import pytest
from draft_helpers import record, rule_of

from pathfinder.analysis.entities import entity_piece
from pathfinder.analysis.optional import counted_piece, optional_column, optional_format_suffix

# ---- a release with and without its `v` -------------------------------------------------------------------------
# (template with {v} the release folder or name, the release numbers seen, the unseen siblings' numbers)
_RELEASE_TREES = [
    "test_data/{v}/table/_versions/1.manifest",
    "sdk/{v}/bin/tool.exe",
    "charts/webapp/{v}/values.yaml",
    "docs/{v}/index.html",
    "firmware/board_a/{v}/image.bin",
    "releases/{v}/CHANGELOG.md",
    "models/{v}/weights/model.onnx",
    "site/archive/{v}/readme.txt",
    "pkg/{v}/linux/app.tar.gz",
    "schemas/{v}/event.json",
    "data/{v}/summary.csv",
    "api-docs/{v}/openapi.yaml",
]
_SEMVERS = ["0.8.14", "0.10.5", "1.2.0", "0.27.1", "2.0.3", "0.5.9"]
_COUNTS = ["1.10", "1.12.1", "2.4", "3.0.2", "1.9", "2.11.4"]  # two and three numbers: `variants`' reading


@pytest.mark.parametrize("tree", _RELEASE_TREES)
@pytest.mark.parametrize("numbers", [_SEMVERS, _COUNTS], ids=["three_numbers", "two_or_three"])
def test_a_release_written_with_and_without_its_v_is_one_field(tree, numbers):
    written = [("v" if i % 3 else "") + n for i, n in enumerate(numbers)]  # two shapes in the samples
    a, rule = rule_of([tree.format(v=w) for w in written])
    field = next(f.name for f in a.fields if f.name == "version")
    for unseen in ("v9.4.1", "9.4.1", "v0.31.0", "0.31.0"):
        got = record(rule, tree.format(v=unseen))
        assert got is not None and got[0] == "complete", (a.glob, unseen)
        assert got[1][field] == unseen.lstrip("v"), (a.glob, unseen)


@pytest.mark.parametrize("tree", _RELEASE_TREES[:6])
def test_releases_of_one_shape_keep_it(tree):
    # every sample writes the `v`: read by its class, the `v` kept as written (no second shape to cover)
    a, rule = rule_of([tree.format(v="v" + n) for n in _SEMVERS])
    assert record(rule, tree.format(v="v3.1.4"))[1]["version"] == "3.1.4"
    assert "{v,}" not in a.glob


@pytest.mark.parametrize("folder", ["v2", "v1.0", "v2.1.0", "python3.11", "x86_64"])
def test_a_constant_versioned_folder_keeps_its_v(folder):
    # one value, one shape: the `v` (or the word) is how the tree writes it, never optional
    a, rule = rule_of([f"api/{folder}/users/{n}.json" for n in (101, 2045, 33, 4871, 509, 61)])
    assert "{v,}" not in a.glob and "v?" not in str(a.fields)
    if folder.startswith("v"):
        assert record(rule, f"api/{folder[1:]}/users/7.json") is None, a.glob
    assert record(rule, f"api/{folder}/users/7.json") is not None


# ---- a format's extension on some siblings ----------------------------------------------------------------------
_SUFFIX_TREES = [
    ("test_data/0.27.0/{n}/_versions/1.manifest", ".lance"),
    ("store/{n}/zarr.json", ".zarr"),
    ("S2/{n}/MTD.xml", ".SAFE"),
    ("etc/{n}/rules.conf", ".d"),
    ("repos/{n}/HEAD", ".git"),
    ("Apps/{n}/Contents/Info.plist", ".app"),
    ("datasets/{n}/meta.json", ".h5"),
    ("bundles/{n}/manifest.yml", ".bundle"),
    ("plugins/{n}/plugin.xml", ".jar"),
    ("exports/{n}/index.html", ".web"),
    ("volumes/{n}/attrs.json", ".n5"),
    ("projects/{n}/project.pbxproj", ".xcodeproj"[:8]),
]
_NAMES = ["corrupt_schema", "pq_in_schema", "legacy-index", "scan01", "Plate_A", "run_with_deletions"]


@pytest.mark.parametrize("tree,suffix", _SUFFIX_TREES)
def test_a_name_some_siblings_write_with_an_extension_is_one_field(tree, suffix):
    named = [n + (suffix if i % 2 else "") for i, n in enumerate(_NAMES)]
    a, rule = rule_of([tree.format(n=n) for n in named])
    for unseen, name in ((f"fresh_table{suffix}", "fresh_table"), ("other-set", "other-set"),
                         (f"v2_no_files{suffix}", "v2_no_files")):
        got = record(rule, tree.format(n=unseen))
        assert got is not None and got[0] == "complete", (a.glob, unseen)
        assert name in got[1].values(), (a.glob, unseen, got)
        assert unseen not in got[1].values() or unseen == name, (a.glob, got)


@pytest.mark.parametrize("distinct", [
    ["pages", "pages.ko", "pages.pt"],  # one name with and without: the piece is the value (optional_piece)
    ["python3", "python3.11", "python3.12"],  # digits after the dot: a version
    ["a.lance", "b.zarr", "c"],  # two extensions: no one format
    ["alpha.lance", "beta.lance"],  # one shape: the extension is read as before
    ["pages", "pages.lance"],  # too few names to say
])
def test_look_alikes_of_an_optional_extension(distinct):
    assert optional_format_suffix(sorted(distinct), []) is None


# ---- a label that holds `-` -----------------------------------------------------------------------------------
_LABELS = [
    ("ses", ["YutaMouse20-140321", "YutaMouse33-150226", "YutaMouse51b160514", "Mouse7-2020", "YutaMouse41-150908"]),
    ("sub", ["A-01", "A-02", "B-11", "C-3", "B-14"]),
    ("sub", ["MSC-01", "MSC-02", "MSC-10", "HC-3", "HC-12"]),
    ("ses", ["pre-op", "post-op", "baseline", "post-6mo", "pre-op2"]),
    ("acq", ["fast-2d", "slow-3d", "fast-3d", "mprage", "slow-2d"]),
    ("sample", ["BA44-45", "BA44-46", "V1-01", "V1-02", "Hippo-7"]),
    ("ses", ["2019-03-02", "2019-04-11", "2020-01-30", "2021-12-01", "2019-07-07"]),
    ("sub", ["P1-L", "P2-R", "P10-L", "P3-R", "P7-L"]),
    ("ses", ["Day1-AM", "Day1-PM", "Day2-AM", "Day3-PM", "Day10-AM"]),
    ("stain", ["YO-PRO-1", "DAPI", "NeuN-Cy3", "GFAP-A488", "YO-PRO-3"]),
    ("sub", ["site2-001", "site2-002", "site4-010", "site1-100", "site3-07"]),
    ("acq", ["Before-Clearing", "After-Clearing", "Before", "After-2", "Mid"]),
]


def _label_tree(key: str, label: str, n: int) -> str:
    other = {"ses": "sub-01", "sub": "ses-1", "acq": "sub-01", "sample": "sub-01", "stain": "sub-01"}[key]
    first, second = (f"sub-{label}", other.replace("sub-", "ses-")) if key == "sub" else (other, f"{key}-{label}")
    return f"{first}/{first}_{second}_run-{n}_ecephys.nwb"


@pytest.mark.parametrize("key,labels", _LABELS, ids=[f"{k}-{v[0]}" for k, v in _LABELS])
def test_a_label_holding_a_dash_is_one_field(key, labels):
    a, rule = rule_of([_label_tree(key, lab, n) for n, lab in enumerate(labels * 2, 1)])
    field = {"sub": "subject", "ses": "session", "acq": "acquisition"}.get(key, key)
    for unseen in ("Q-77", "Zz9-20240101", "plain"):
        got = record(rule, _label_tree(key, unseen, 4))
        assert got is not None and got[0] == "complete", (a.glob, unseen)
        assert got[1][field] == unseen, (a.glob, got)


def test_a_bids_subject_named_by_a_word_is_a_variable_with_its_dashed_session():
    # one subject's folder (`sub-control`), its sessions `control-<time>`: BIDS labels, so another subject's
    # `sub-drug/sub-drug_ses-drug-101010_eeg.edf` is the same kind, read whole (before: `sub-control_ses-control-??????`)
    a, rule = rule_of([f"sub-control/sub-control_ses-control-{t}_eeg.edf" for t in ("024000", "105000", "050000",
                                                                                    "210000", "231000", "071000")])
    assert record(rule, "sub-drug/sub-drug_ses-drug-101010_eeg.edf") == (
        "complete", {"subject": "drug", "session": "drug-101010"}), a.glob


@pytest.mark.parametrize("piece,reading", [
    ("ses-YutaMouse20-140321", ("ses", "YutaMouse20-140321")),
    ("sub-A-01", ("sub", "A-01")),
    ("ses-MRI-echo-4", None),  # a session and an echo written with `-`: not one label
    ("run-1-2", None),  # an index is a number, never a label with a dash
    ("crawl-data-2024", None),  # no entity key
    ("CC-NEWS-2016", None),
    ("task-rest", ("task", "rest")),  # a plain piece reads as before
])
def test_which_pieces_are_one_label(piece, reading):
    m = entity_piece(piece)
    assert (m.groups() if m else None) == reading


# ---- a code's optional dotted sub-number ------------------------------------------------------------------------
# (prefix, width of the code's number, the sub-numbers' width): ATT&CK techniques, Ensembl genes and transcripts,
# GenBank accessions, UniProt-like ids, CWE-like and lab codes
_SUB_CODES = [("T", 4, 3), ("ENSG", 11, 2), ("ENST", 11, 1), ("AB", 6, 1), ("MN", 6, 1), ("CP", 6, 1),
              ("P", 5, 1), ("CWE", 4, 1), ("HG", 5, 2), ("SRR", 7, 1), ("DS", 4, 3), ("TC", 5, 2)]


def _sub_code(prefix: str, width: int, sub: int, n: int, k: int | None) -> str:
    code = f"{prefix}{(1000 + 37 * n) % 10 ** width:0{width}d}"
    return code if k is None else f"{code}.{k:0{sub}d}"


@pytest.mark.parametrize("prefix,width,sub", _SUB_CODES)
@pytest.mark.parametrize("spread", [True, False], ids=["many_codes", "one_code"])
def test_a_code_with_a_dotted_sub_number_takes_its_parent(prefix, width, sub, spread):
    codes = [_sub_code(prefix, width, sub, n if spread else 1, 1 + n % 3) for n in range(8)]
    a, rule = rule_of([f"datasets/items/{c}/run_{i}/events.log" for i, c in enumerate(codes)])
    # an unseen code's parent and child; from one code's folders, that code's parent and another child
    parent = _sub_code(prefix, width, sub, 5 if spread else 1, None)
    child = _sub_code(prefix, width, sub, 5 if spread else 1, 7)
    for path in (f"datasets/items/{parent}/run_2/events.log", f"datasets/items/{child}/run_9/events.log"):
        got = record(rule, path)
        assert got is not None and got[0] == "complete", (a.glob, path)
    fields = record(rule, f"datasets/items/{child}/run_9/events.log")[1]
    assert 7 in fields.values(), fields
    assert None in record(rule, f"datasets/items/{parent}/run_2/events.log")[1].values()


@pytest.mark.parametrize("folder", ["R2.1", "v1.10", "python3.11", "GRCh38.p14", "S1.2", "T1.5", "CWE037.2", "TS12.3"])
def test_look_alikes_of_a_sub_numbered_code_keep_their_dot(folder):
    a, rule = rule_of([f"datasets/items/{folder}/run_{i}/events.log" for i in range(8)])
    assert record(rule, f"datasets/items/{folder.split('.')[0]}/run_2/events.log") is None, a.glob


# ---- a counting word and its number that some names add --------------------------------------------------------
# (names without the piece, names with it: `{k}` the count), from cryo-EM iterations, camera takes, sequencing
# replicates, scanner sides, audio parts, microscope views
_COUNTED = [
    ("run_it{i:03d}_{p}", "run_it{i:03d}_half{k}_{p}", "half"),
    ("IMG_{i:04d}_{p}", "IMG_{i:04d}_part{k}_{p}", "part"),
    ("sample_{i:02d}_{p}", "sample_{i:02d}_rep{k}_{p}", "rep"),
    ("scan-{i}-{p}", "scan-{i}-side{k}-{p}", "side"),
    ("clip_{i:03d}_{p}", "clip_{i:03d}_Take{k:02d}_{p}", "Take"),
    ("cell_{i}_{p}", "cell_{i}_view{k}_{p}", "view"),
    ("trial_{i:02d}_{p}", "trial_{i:02d}_block{k}_{p}", "block"),
    ("track_{i:02d}_{p}", "track_{i:02d}_Disc{k}_{p}", "Disc"),
    ("frame_{i:05d}_{p}", "frame_{i:05d}_cam{k}_{p}", "cam"),
    ("obs_{i:03d}_{p}", "obs_{i:03d}_Chunk{k}_{p}", "Chunk"),
    ("vol_{i:03d}_{p}", "vol_{i:03d}_class{k:03d}_{p}", "class"),
    ("seg_{i:02d}_{p}", "seg_{i:02d}_lane{k}_{p}", "lane"),
]
_PRODUCTS = ["data", "model", "sampling", "optimiser"]


@pytest.mark.parametrize("short,long,word", _COUNTED, ids=[w for _, _, w in _COUNTED])
@pytest.mark.parametrize("counts", [(1, 2), (1,)], ids=["two_counts", "one_count"])
def test_a_counted_piece_some_names_add_is_an_optional_field(short, long, word, counts):
    names = [short.format(i=10 + n, p=_PRODUCTS[n % 4]) for n in range(5)]
    names += [long.format(i=20 + n, k=counts[n % len(counts)], p=_PRODUCTS[n % 4]) for n in range(5)]
    a, rule = rule_of([f"project/job{n % 3:03d}/{name}.star" for n, name in enumerate(names)])
    field = word.lower()
    for unseen, count in ((long.format(i=77, k=3, p="data"), 3), (short.format(i=78, p="model"), None)):
        got = record(rule, f"project/job001/{unseen}.star")
        assert got is not None and got[0] == "complete", (a.glob, unseen)
        assert got[1][field] == count, (a.glob, got)
        assert got[1][next(f.name for f in a.fields if f.name not in (field, "job", "job_id") and f.type == "string"
                           and f.source == "filename")] == ("data" if count else "model"), got


@pytest.mark.parametrize("code", ["mp3", "x264", "md5", "utf8", "h5", "2d", "3x3", "python3"])
def test_a_named_code_some_names_add_is_no_count(code):
    # `song_01_mp3_hq` beside `song_02_hq`: a format is written whole, never a counting word and its number
    assert optional_column([code, code], 10, attached=False) in (None,) or \
        optional_column([code, code], 10, attached=False)[-1].var.name != code.rstrip("0123456789")
    assert counted_piece([code]) is None


# ---- an optional level named by a system's or site's code -------------------------------------------------------
# (the tree: {lvl} the optional level with its `/`, {d} a day, {n} a number; the code seen, an unseen sibling's)
_CODED_LEVELS = [
    ("radar/OPERA/{d}/{lvl}T_PAAH21_C_EUOC_{d}{n:04d}00.hdf", "CIRRUS", "NIMBUS"),
    ("nexrad/{d}/{lvl}scan_{d}_{n:04d}.ar2v", "KTLX", "KFWS"),
    ("obs/{d}/{lvl}frame_{n:05d}.fits", "HST", "JWST"),
    ("wx/{d}/{lvl}metar_{n:03d}.txt", "EGLL", "LFPG"),
    ("runs/{d}/{lvl}reads_{n:03d}.fastq", "NOVASEQ", "MISEQ"),
    ("sat/{d}/{lvl}granule_{n:04d}.nc", "NOAA20", "SNPP"),
    ("logs/{d}/{lvl}events_{n:04d}.json", "EU1", "US2"),
    ("buoys/{d}/{lvl}wave_{n:03d}.csv", "NDBC", "CDIP"),
    ("cams/{d}/{lvl}img_{n:05d}.jpg", "GATE", "DOCK"),
    ("seis/{d}/{lvl}trace_{n:04d}.mseed", "IRIS", "GEOFON"),
    ("tiles/{d}/{lvl}tile_{n:04d}.tif", "UTM33", "UTM34"),
    ("lidar/{d}/{lvl}sweep_{n:04d}.las", "VLP16", "HDL64"),
]


@pytest.mark.parametrize("tree,code,sibling", _CODED_LEVELS, ids=[c for _, c, _ in _CODED_LEVELS])
def test_an_optional_level_named_by_a_code_stands_for_its_siblings(tree, code, sibling):
    days = ["20180824", "20190102", "20241126", "20250317"]
    samples = [tree.format(d=days[k % 2], lvl="", n=k) for k in range(5)]
    samples += [tree.format(d=days[2 + k % 2], lvl=code + "/", n=k) for k in range(5)]
    a, rule = rule_of(samples)
    for lvl, want in ((sibling + "/", sibling), (code + "/", code), ("", None)):
        got = record(rule, tree.format(d="20231010", lvl=lvl, n=7))
        assert got is not None and got[0] == "complete", (a.glob, lvl)
        assert got[1]["group"] == want, (a.glob, got)
        assert "20231010" in {str(v).replace("-", "")[:8] for v in got[1].values()}, got


@pytest.mark.parametrize("word", ["windows", "extras", "old-releases"])
def test_an_optional_level_named_in_words_stays_that_word(word):
    # docker-library's `3.14/windows/<variant>/` beside `3.14/<variant>/`: a category of builds, not a code
    samples = [f"{v}/{var}/Dockerfile" for v in ("3.12", "3.13") for var in ("slim", "alpine", "bookworm")]
    samples += [f"{v}/{word}/{var}/Dockerfile" for v in ("3.12", "3.13") for var in ("servercore", "nanoserver")]
    a, rule = rule_of(samples)
    assert "{" + word + "/,}" in a.glob and "[A-Z]*" not in a.glob
    assert record(rule, "3.14/OTHER/slim/Dockerfile") is None


def test_an_optional_code_level_needs_no_code_where_it_would_sit():
    # the shallower paths hold a folder of capitals there (`…/<day>/ALL/…`): the level is no site's, it stays literal
    samples = [f"radar/{d}/ALL/scan_{n:03d}.h5" for d, n in (("20200101", 1), ("20200102", 2), ("20200103", 3))]
    samples += [f"radar/{d}/KTLX/ALL/scan_{n:03d}.h5" for d, n in (("20200104", 4), ("20200105", 5))]
    a, _ = rule_of(samples)
    assert "{[A-Z]*/,}" not in a.glob, a.glob
