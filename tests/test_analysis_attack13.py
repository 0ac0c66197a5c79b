"""Round 12's and round 13's rules attacked with look-alikes from real domains and hostile samples (attack13,
issue 15). Each fix's matrix fails with the fix switched off; the look-alikes keep the reading they had."""
from __future__ import annotations

import random

import pytest
from draft_helpers import assert_analyses_every_sample, record, rule_of


# --- a codec's name glued to its number is no grid axis (series.grid_coordinates) ---------------------------------

_CODEC_RUNS = [  # (one encoder setting's folder, another setting's folder that must stay out)
    ("x264_r3", "x265_r9"), ("x264-r3", "x265-r1"), ("X264_R3", "X265_R12"), ("x264r3", "x265r2"),
    ("x265_p7", "x264_p2"), ("x265-c2", "x264-c10"), ("x264_t2", "x265_t1"), ("X265-P1", "X264-P4"),
    ("i686_c4", "i386_c1"), ("i386_r2", "i686_r5"), ("x264_f3", "x265_f30"), ("x265r10", "x264r1"),
]


@pytest.mark.parametrize("tree", ["/enc/{f}/clip_{i:03d}.mkv", "/bench/results/{f}/frame{i}.png"])
@pytest.mark.parametrize("folder, other", _CODEC_RUNS)
def test_a_codec_and_its_setting_is_no_grid_cell(tree: str, folder: str, other: str) -> None:
    # `x264_r3/` read as a cell x=264, r=3 of a grid: `x*_r*` took every other encoder's folder (`x265_r9/`)
    samples = [tree.format(f=folder, i=i) for i in range(1, 11)]
    a, rule = rule_of(samples)
    assert folder in a.glob and record(rule, samples[0]) is not None, a.glob
    assert record(rule, tree.format(f=other, i=3)) is None, a.glob


_CELLS = [  # (one cell's folder, an unseen cell): a code beside its axis' partner is a coordinate
    ("x64_y32", "x65_y7"), ("x86_z4", "x2_z1"), ("i386_j2", "i12_j3"), ("x12_y04", "x3_y9"), ("r001c02", "r003c11"),
    ("X3Y5", "X10Y2"), ("t1_z3_c2", "t5_z1_c9"), ("r2_c64", "r9_c1"), ("x264_y128", "x3_y7"),
]


@pytest.mark.parametrize("folder, sibling", _CELLS)
def test_a_grid_cell_still_stands_for_every_cell(folder: str, sibling: str) -> None:
    samples = [f"/tiles/{folder}/img_{i:03d}.png" for i in range(1, 11)]
    a, rule = rule_of(samples)
    seen = record(rule, f"/tiles/{sibling}/img_001.png")
    assert seen is not None and seen[0] == "complete", (a.glob, seen)



# --- a snapshot's version opens with its word (package_names.name_and_version) -------------------------------------

_RELEASES = ["2.2.27", "1.0", "2.0.14", "1.8.0", "5.4.2", "7.79.1", "3.7", "1.5.0", "3.21.3", "0.40.0"]
_NAMES = ["gnupg", "libfoo", "sdl2", "tree", "lua", "curl", "grep", "zstd", "cmake", "pixman"]
_SNAPSHOTS = ["pre20220728", "git20210101", "svn1234", "cvs20050101", "git20200315", "pre2", "git1a2b3c",
              "svn20190101.2", "git9", "pre1", "cvs3", "svn7"]


@pytest.mark.parametrize("tree", ["/haikuports/{n}/{n}{s}{v}.recipe", "/pool/src/{n}{s}{v}.tar.gz",
                                  "/distfiles/{n}{s}{v}.tar.xz"])
@pytest.mark.parametrize("snapshot", _SNAPSHOTS)
@pytest.mark.parametrize("sep", ["-", "_"])
def test_a_snapshots_version_is_a_version(tree: str, snapshot: str, sep: str) -> None:
    # HaikuPorts' `serenity-pre20220728`: a version that opens with a snapshot's word fell outside
    # `*-{[0-9],[vVrR][0-9]}*`, and a sample of it made every name be read by another rule
    samples = [tree.format(n=n, s=sep, v=v) for n, v in zip(_NAMES, _RELEASES)]
    a, rule = rule_of(samples)
    seen = record(rule, tree.format(n="serenity", s=sep, v=snapshot))
    assert seen is not None and seen[0] == "complete" and seen[1].get("version") == snapshot, (a.glob, seen)
    a, rule = rule_of(samples[:9] + [tree.format(n="serenity", s=sep, v=snapshot)])
    seen = record(rule, samples[9])
    assert seen is not None and seen[0] == "complete" and seen[1].get("version") == _RELEASES[9], (a.glob, seen)


@pytest.mark.parametrize("other", ["{n}{s}pressure.recipe", "{n}{s}pretty1.recipe", "{n}{s}github.recipe",
                                   "{n}{s}hgfs.recipe", "{n}{s}latest.recipe", "{n}{s}svnsync.recipe"])
@pytest.mark.parametrize("sep", ["-", "_"])
def test_a_word_that_opens_like_a_snapshot_stays_out(other: str, sep: str) -> None:
    # the class kept: a word after the name is no version, even when it opens with `pre`, `git`, `cvs` or `svn`
    samples = [f"/haikuports/{n}/{n}{sep}{v}.recipe" for n, v in zip(_NAMES, _RELEASES)]
    a, rule = rule_of(samples)
    assert record(rule, "/haikuports/gnupg/" + other.format(n="gnupg", s=sep)) is None, a.glob


# --- a rotated copy of a file named with digits is a copy too (rotations._each_rotated) ----------------------------

_DIGIT_FILES = ["746003", "20240101", "1699999999", "007", "12345", "4711", "2", "31337", "0", "65535", "100", "8080"]


@pytest.mark.parametrize("zipped", ["gz", "bz2", "xz", "zst"])
@pytest.mark.parametrize("stem", _DIGIT_FILES)
def test_a_rotated_copy_of_a_digit_named_file_joins_its_neighbours(stem: str, zipped: str) -> None:
    # `746003.12.bz2` beside `syslog.10.xz`: the digits-only name was no file's copy, so the rule refused every
    # sample, the compressions split the samples into groups and the draft left its own samples out (invalid)
    samples = [f"/var/log/syslog.10.{zipped}", f"/var/log/{stem}.12.bz2", "/var/log/dpkg.log.3.bz2",
               "/var/log/auth.log.1", f"/var/log/kern.log.4.{zipped}"]
    a, rule = rule_of(samples)
    for p in samples:
        got = record(rule, p)
        assert got is not None and got[0] == "complete" and got[1].get("rotation") is not None, (a.glob, p, got)
    assert record(rule, f"/var/log/{stem}.7") is not None and record(rule, "/var/log/mail.warn.2.bz2") is not None


@pytest.mark.parametrize("names", [["1.2.3", "1.2.4.gz", "1.3.0", "2.0.1.gz"], ["10.0.1.gz", "10.0.2", "10.1.0.gz"],
                                   ["2019.03.gz", "2019.04", "2020.01.gz"]])
def test_names_of_digits_and_dots_alone_are_no_rotated_copies(names: list[str]) -> None:
    # the class kept: versions, addresses and dotted dates with a compression on some are no log's copies
    a, rule = rule_of([f"/srv/dist/{n}" for n in names])
    assert all("rotation" not in (record(rule, f"/srv/dist/{n}") or (None, {}))[1] for n in names), a.glob


# --- hostile samples over round 12's and round 13's families: every draft valid on its own samples, no hang ------

_FAMILIES = {  # one family of shapes each rule reads; `r` a seeded Random, `i` the sample's index
    "packages": lambda r, i: f"/pool/{r.choice(['gnupg', 'python-dateutil', 'openssl@3', '7kaa_music'])}-"
                             f"{r.randint(0, 30)}.{r.randint(0, 20)}{r.choice(['', '-r1', '-rc1', 'b', '~git'])}.tar.gz",
    "snapshots": lambda r, i: f"/haikuports/{r.choice(['serenity', 'gnupg', 'sdl2'])}-"
                              f"{r.choice(['pre2022', 'git2021', 'svn12', '1.2', '2.0.1'])}{r.randint(0, 99)}.recipe",
    "rotated": lambda r, i: f"/var/log/{r.choice(['syslog', 'auth.log', 'apt/history.log', '746003'])}."
                            f"{r.randint(1, 12)}{r.choice(['', '.gz', '.bz2', '.xz'])}",
    "labels": lambda r, i: f"/vid/{r.choice(['Reaching', 'Grasping'])}-{r.choice(['Mackenzie', 'Lee'])}-"
                           f"20{r.randint(10, 24)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}/img{r.randint(0, 999):04d}.png",
    "trailing": lambda r, i: f"/exp/{r.choice(['wt_JF585', 'ko_NPC'])}_{r.randint(1, 300)}{r.choice(['', 'min'])}/c_{i}.tif",
    "suffixes": lambda r, i: f"/bids/sub-{r.randint(1, 20):02d}/fmap/sub-{r.randint(1, 20):02d}_"
                             f"{r.choice(['magnitude1', 'phase2', 'phasediff'])}.nii.gz",
    "instants": lambda r, i: f"/t/.hoodie/{r.randint(10 ** 16, 10 ** 17 - 1)}.commit",
    "copies": lambda r, i: f"/dandi/sub-Mouse33/sub-Mouse33_ses-Mouse33-{r.randint(100000, 199999)}_ecephys.nwb",
    "codecs": lambda r, i: f"/enc/{r.choice(['x264_r3', 'x265-p7'])}/clip_{i:03d}.mkv",
}


def _hostile(r: random.Random, path: str, mode: str) -> str:
    """`path` with its file name made hostile in one way."""
    folder, _, name = path.rpartition("/")
    stem, dot, ext = name.partition(".")
    if mode == "long":
        stem += ("_" + stem) * r.randint(5, 40)
    elif mode == "unicode":
        stem = stem.replace("a", "ä").replace("o", "ø") + r.choice(["é", "日本", "\u202e", "\u0301"])
    elif mode == "glob":
        stem = r.choice(["{", "}", "[", "]", "*", "?", "!", "{a,b}", "[0-9]", "**"]).join([stem[:3], stem[3:]])
    elif mode == "digits":
        stem = "".join(c if c.isdigit() or c in "-_." else r.choice("0123456789-_.") for c in stem)
    elif mode == "repeat":
        stem = stem[:2] * r.randint(20, 150)
    elif mode == "deep":
        folder += "/a" * r.randint(50, 200)
    return f"{folder}/{stem}{dot}{ext}"


@pytest.mark.timeout(120)
@pytest.mark.parametrize("mode", ["long", "unicode", "glob", "digits", "repeat", "deep"])
@pytest.mark.parametrize("family", sorted(_FAMILIES))
def test_hostile_samples_give_a_valid_draft(family: str, mode: str) -> None:
    # names of digits and separators among rotated logs gave drafts that left their own samples out
    from pathfinder.errors import UsageError
    from pathfinder.generation.providers.base import GenerationRequest
    from pathfinder.generation.providers.offline import OfflineGenerator
    from pathfinder.validation.pipeline import validate_draft
    for seed in range(6):
        r = random.Random(f"{family}{mode}{seed}")
        samples = [_FAMILIES[family](r, i) for i in range(10)]
        samples = [_hostile(r, p, mode) if mode in ("long", "deep", "repeat") or r.random() < 0.5 else p
                   for p in samples]
        try:
            text, _ = OfflineGenerator().draft_for(GenerationRequest(samples=tuple(samples)))
        except UsageError:
            continue
        result = validate_draft(text, samples)
        assert type(result).__name__ == "Success", (samples, getattr(result, "message", result))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("family", sorted(_FAMILIES))
def test_many_samples_of_a_family_finish(family: str) -> None:
    r = random.Random(family)  # 10,000 samples of one family
    assert_analyses_every_sample([_FAMILIES[family](r, i) for i in range(10_000)])


# --- a date then a title written as a slug: the title varies with the date (members.labelled_member) --------------

_SLUGGED = [  # (one dated entry's folder, another entry's folder, the date the first gives)
    ("2019-03-12-my-first-post", "2020-01-01-hello-again", "2019-03-12"),
    ("2019-03-12_my_first_post", "2021-07-04_fireworks", "2019-03-12"),
    ("20190312_our_wedding_day", "20200101_new_year", "2019-03-12"),
    ("20190312-our-wedding-day", "20200101-party", "2019-03-12"),
    ("2019_03_12_our_big_day", "2020_01_01_new_year_eve", "2019-03-12"),
    ("2021-11-30-Why-Rust-Wins", "2022-02-02-Groundhog-Day", "2021-11-30"),
    ("2018-05-05_TRIP_TO_ROME", "2018-06-01_TRIP_TO_PARIS", "2018-05-05"),
    ("2016-06-06-d-day-memorial-visit", "2016-07-01-canada", "2016-06-06"),
    ("20230415_lab_retreat_photos", "20230501_poster_session", "2023-04-15"),
    ("2020-04-01_april_fools_prank", "2020-05-01_may_day", "2020-04-01"),
    ("2017-08-21-total-solar-eclipse", "2024-04-08-eclipse-again", "2017-08-21"),
    ("2022-07-14_Bastille_Day_Parade", "2022-08-15_Assumption", "2022-07-14"),
]


@pytest.mark.parametrize("tree", ["/photos/{f}/IMG_{i:04d}.JPG", "/blog/content/posts/{f}/fig{i}.png",
                                  "/talks/{f}/slide_{i:02d}.pdf"])
@pytest.mark.parametrize("folder, other, day", _SLUGGED)
def test_a_dated_title_slug_varies_with_its_date(tree: str, folder: str, other: str, day: str) -> None:
    # `20190312_our_wedding_day/` from one branch kept its slug literal: `????????_our_wedding_day`, no other event
    samples = [tree.format(f=folder, i=i) for i in range(1, 11)]
    a, rule = rule_of(samples)
    got = record(rule, samples[0])
    assert got is not None and day in {str(v) for v in got[1].values()}, (a.glob, got)
    seen = record(rule, tree.format(f=other, i=3))
    assert seen is not None and seen[0] == "complete", (a.glob, seen)


@pytest.mark.parametrize("folder, other", [
    ("2019-03-12_raw", "2019-03-13_proc"), ("2019-03-12_raw_data", "2019-03-13_processed_data"),
    ("20190312_logs", "20190313_plots"), ("2019-03-12-wedding", "2020-01-01-party"), ("20240101_run1", "20240102_qc"),
])
def test_one_or_two_words_after_a_date_stay_a_kind(folder: str, other: str) -> None:
    # the class kept: `_raw`, `_raw_data` after a date may name a kind of data, a sibling kind stays out
    samples = [f"/photos/{folder}/IMG_{i:04d}.JPG" for i in range(1, 11)]
    a, rule = rule_of(samples)
    assert record(rule, f"/photos/{other}/IMG_0003.JPG") is None, a.glob


def test_an_id_then_a_slug_keeps_its_reading() -> None:
    samples = [f"/catalog/0042-red-leather-backpack/IMG_{i:04d}.JPG" for i in range(1, 11)]
    a, _ = rule_of(samples)
    assert a.glob.startswith("[0-9]*-*/"), a.glob
