"""Round 11's and round 12's rules attacked with look-alikes from real domains and hostile samples (attack12,
issue 15). Each fix's matrix fails with the fix switched off; the look-alikes keep the reading they had."""
from __future__ import annotations

import random
import time

import pytest
from draft_helpers import record, rule_of

from pathfinder.analysis import analyse

# --- a `key-value` folder whose key holds digits is no entity of one value (tokens.is_entity_slot) ---------------

_MEMBERS = [  # (one branch's folder, an unseen sibling, fields the folder must give)
    ("fly2-session4", "fly13-session1", {"fly": 2, "session": 4}),
    ("mouse2-day5", "mouse11-day20", {"mouse": 2, "day": 5}),
    ("rat3-trial2", "rat1-trial10", {"rat": 3, "trial": 2}),
    ("exp3-rep2", "exp12-rep1", {"exp": 3, "rep": 2}),
    ("cage4-run2", "cage9-run11", {"run": 2}),
    ("animal7-session3", "animal2-session1", {"animal": 7, "session": 3}),
    ("worm12-trial1", "worm3-trial4", {"trial": 1}),
    ("fish3-day14", "fish1-day2", {"day": 14}),
    ("plant5-week3", "plant1-week12", {"week": 3}),
    ("hive2-visit4", "hive1-visit2", {"visit": 4}),
    ("batch2-plate7", "batch1-plate3", {"batch": 2, "plate": 7}),
    ("patient4-scan2", "patient10-scan1", {"patient": 4, "scan": 2}),
    ("tank3-sample12", "tank1-sample2", {"sample": 12}),
]


@pytest.mark.parametrize("tree", ["/lab/{f}/trace_{i}.csv", "/imaging/raw/{f}/frame{i:04d}.tif"])
@pytest.mark.parametrize("folder, sibling, fields", _MEMBERS)
def test_a_numbered_key_and_its_numbered_value_are_two_members(tree: str, folder: str, sibling: str,
                                                                 fields: dict[str, int]) -> None:
    # `fly2-session4/` from one branch read as the entity `fly2` whose value is `session4`: `fly2-*` left fly 13
    samples = [tree.format(f=folder, i=i) for i in range(1, 11)]
    a, rule = rule_of(samples)
    got = record(rule, samples[0])
    assert got is not None and all(got[1].get(k) == v for k, v in fields.items()), (a.glob, got)
    seen = record(rule, tree.format(f=sibling, i=3))
    assert seen is not None and seen[0] == "complete", (a.glob, seen)


_PACKAGES = [  # (one package's folder, another package of the same family that must stay out)
    ("python3-h5py", "python3-numpy"), ("lib32-gcc1", "lib32-zlib1g"), ("py3-h5py", "py3-lxml2"),
    ("es6-shim2", "es6-promise4"), ("arm64-v8a", "arm64-v9a"), ("lib64-ncurses6", "lib64-readline8"),
    ("gtk3-engines2", "gtk3-themes4"), ("x11-apps7", "x11-utils2"), ("qt5-base5", "qt5-svg5"),
    ("ruby3-gems2", "ruby3-rake13"), ("php8-ext3", "php8-zip1"), ("perl5-lib2", "perl5-dbi1"),
]
_DOCS = ["copyright", "changelog.Debian.gz", "README.md", "NEWS.gz", "examples.txt", "TODO", "AUTHORS", "THANKS",
         "BUGS", "INSTALL"]


@pytest.mark.parametrize("tree", ["/usr/share/doc/{f}/{m}", "/srv/mirror/pool/main/{f}/{m}"])
@pytest.mark.parametrize("folder, other", _PACKAGES)
def test_a_package_named_with_a_number_stays_one_package(tree: str, folder: str, other: str) -> None:
    # a package's folder is one name: `python3-h5py/` gave `python3-*`, every python3 package's files
    samples = [tree.format(f=folder, m=m) for m in _DOCS]
    a, rule = rule_of(samples)
    assert folder in a.glob and record(rule, samples[0]) is not None, a.glob
    assert record(rule, tree.format(f=other, m="copyright")) is None, a.glob


@pytest.mark.parametrize("folder, key", [("sub-01", "subject"), ("ses-2", "session"), ("grp-3", "grp"),
                                         ("acq-2", "acquisition"), ("cond-4", "cond")])
def test_a_word_key_of_one_value_stays_an_entity(folder: str, key: str) -> None:
    # the class kept: a key of letters (BIDS `sub`, `ses`; a lab's `grp`) names a slot even with one value
    samples = [f"/ds/{folder}/x_{i}.csv" for i in range(1, 11)]
    a, rule = rule_of(samples)
    other = folder.split("-")[0] + "-17"
    assert folder.split("-")[0] + "-*" in a.glob, a.glob
    assert record(rule, f"/ds/{other}/x_3.csv") is not None, a.glob


# --- a well's row widened from one row takes a row and two digits only (wells.well_rows) ------------------------

_BAND_TREES = [  # (a granule's band files, `{b}` the band; three-letter products that sit beside the bands)
    ("/S2A_MSIL2A/GRANULE/L2A_T33UUP/IMG_DATA/R20m/T33UUP_20200101T101431_{b}_20m.jp2", ["SCL", "TCI", "AOT", "WVP"]),
    ("/S2B_MSIL2A/GRANULE/L2A_T11SLT/IMG_DATA/R60m/T11SLT_20210704T183919_{b}_60m.jp2", ["SCL", "TCI", "AOT", "WVP"]),
    ("/S2A_MSIL1C/GRANULE/L1C_T31TCJ/IMG_DATA/T31TCJ_20190312T104021_{b}.jp2", ["TCI", "PVI"]),
    ("/s2/tiles/33/U/UP/2020/1/1/0/{b}_20m.tif", ["SCL", "AOT", "WVP"]),
    ("/hcs/plate1/img_{b}_s1_w1.tif", ["ROI", "BKG"]),  # a screen's plate-level images beside one row's wells
]


@pytest.mark.parametrize("tree, others", _BAND_TREES)
def test_a_row_letter_widened_takes_no_three_letter_product(tree: str, others: list[str]) -> None:
    # `_B01_` ... `_B12_` (Sentinel-2 bands) read as wells of row B: `[A-Z]??` took `_SCL_`, `_TCI_`, `_AOT_`
    samples = [tree.format(b=f"B{n:02d}") for n in (1, 2, 3, 4, 5, 6, 7, 8, 11, 12)]
    a, rule = rule_of(samples)
    seen = record(rule, tree.format(b="B09"))
    assert seen is not None and seen[0] == "complete", (a.glob, seen)
    for other in others:
        assert record(rule, tree.format(b=other)) is None, (a.glob, other)


@pytest.mark.parametrize("template, row, unseen", [
    ("/hcs/plate1/{w}-{k}/Cells.csv", "B", "G07"), ("/screen/p{k}/img_{w}_s1_w2.tif", "E", "A12"),
    ("/hcs/p1/Projection-Mix_{w}_s{k}_thumb.tif", "C", "H03"), ("/hcs/plate1/9987_{w}_s{k}_w2.TIF", "P", "A24"),
    ("/hcs/plate1/Well_{w}_field{k}.tif", "K", "L06")])
def test_a_wells_row_still_stands_for_every_row(template: str, row: str, unseen: str) -> None:
    # the class kept: a plate's wells from one row generalise to every row, now as `[A-Z][0-9][0-9]`
    samples = [template.format(w=f"{row}{c:02d}", k=k) for k, c in zip(range(1, 11), (1, 2, 3, 5, 8, 9, 10, 11, 12, 4))]
    a, rule = rule_of(samples)
    seen = record(rule, template.format(w=unseen, k=3))
    assert "[A-Z][0-9][0-9]" in a.glob and seen is not None and seen[0] == "complete", (a.glob, seen)


# --- a book's ISBN-10 is one id whose check digit may be X (stamps.book_number) -----------------------------------


def _isbns(seed: int, count: int = 10) -> list[str]:
    """ISBN-10s of digits only (a check digit of 10 is written X: none of these)."""
    rnd, out = random.Random(seed), []
    while len(out) < count:
        body = [rnd.randint(0, 9) for _ in range(9)]
        check = (11 - sum((10 - i) * d for i, d in enumerate(body)) % 11) % 11
        if check < 10:
            out.append("".join(map(str, body)) + str(check))
    return out


_BOOK_TREES = ["/library/covers/{i}.jpg", "/library/books/{i}/cover.jpg", "/amazon/images/P/{i}.01.L.jpg",
               "/openlibrary/covers/isbn_{i}-M.jpg", "/bookcrossing/{i}_large.png", "/catalog/{i}/marc.xml",
               "/scans/{i}/page_001.tif", "/goodreads/books/{i}.json", "/data/isbn/{i}.txt",
               "/shop/img/{i}-front.webp", "/ebooks/{i}.epub", "/covers/by-isbn/{i}/small.jpg"]


@pytest.mark.parametrize("tree", _BOOK_TREES)
def test_an_isbn_10_takes_its_books_whose_check_digit_is_x(tree: str) -> None:
    # ten covers named by ISBN-10s of digits read a number, `*[0-9]`: one book in eleven ends in `X` and fell out
    samples = [tree.format(i=i) for i in _isbns(3)]
    a, rule = rule_of(samples)
    for unseen in ("080442957X", "0306406152", "000000000x"):
        got = record(rule, tree.format(i=unseen))
        assert got is not None and got[0] == "complete" and unseen in got[1].values(), (a.glob, unseen, got)


@pytest.mark.parametrize("values", [
    [str(1_600_000_000 + 7_654_321 * k) for k in range(10)],  # ten-digit epoch seconds of a crawl
    [f"{4_155_550_100 + 37 * k}" for k in range(10)],  # phone numbers
    ["9780306406157", "9780262033848", "9780131103627", "9781491950357", "9780596007126"],  # ISBN-13: digits only
    _isbns(5, 3) + ["1234567890"],  # one value that is no ISBN among three that are
])
def test_ten_digit_numbers_that_are_no_isbns_keep_their_reading(values: list[str]) -> None:
    # the look-alikes: a check digit that fails once, or too few values to prove it, and the glob stays a number's
    samples = [f"/logs/run_{v}.log" for v in values]
    a = analyse(samples)
    assert "[0-9Xx]" not in a.glob and "isbn" not in {f.name for f in a.fields}, a.glob


# --- three-number releases say nothing of their siblings' count (columns._semver_parts) ---------------------------

_RELEASES = ["1.2.3", "1.2.4", "1.3.0", "2.0.1", "2.1.0", "2.1.5", "3.0.0", "3.0.2", "3.1.1", "3.2.0"]
_RELEASE_TREES = ["/pkgs/foo/foo-{v}.tar.gz", "/pkgs/foo/foo_{v}.zip", "/maven/org/foo/{v}/foo-{v}.jar",
                  "/releases/v{v}/notes.md", "/docs/{v}/index.html", "/dl/Foo {v}.dmg", "/gems/foo-{v}.gem",
                  "/crates/serde-{v}.crate", "/npm/lodash/-/lodash-{v}.tgz", "/charts/nginx-{v}.tgz",
                  "/go/mod/@v/v{v}.zip", "/spec/section-{v}.html", "/apt/pool/foo_{v}-1_amd64.deb"]


@pytest.mark.parametrize("tree", _RELEASE_TREES)
def test_three_number_releases_take_two_and_four_number_siblings(tree: str) -> None:
    # ten releases of three numbers gave `*.*.*`: `Django-1.10.tar.gz`, `foo-1.2.3.4` fell outside the glob
    a, rule = rule_of([tree.format(v=v) for v in _RELEASES])
    for unseen in ("1.10", "1.10.0", "10.0.0", "1.2.3.4"):
        got = record(rule, tree.format(v=unseen))
        assert got is not None and got[0] == "complete" and got[1].get("version") == unseen, (a.glob, unseen, got)


@pytest.mark.parametrize("values, other", [
    (["10.0.0.1", "10.0.0.7", "10.0.1.4", "10.0.2.9", "10.0.3.12", "10.0.4.2"], "10.0.5"),  # addresses keep four
    (["3.1.5.1", "3.2.5.1", "4.1.6.2", "4.3.6.3", "5.2.7.1", "5.4.1.3"], "3.1.5"),  # a tile's level and x, y, z
])
def test_dotted_numbers_of_four_keep_their_count(values: list[str], other: str) -> None:
    a, rule = rule_of([f"/net/hosts/{v}.subtree" for v in values])
    assert record(rule, f"/net/hosts/{other}.subtree") is None, a.glob


@pytest.mark.parametrize("values", [["13.03.19", "21.04.19", "02.05.19", "30.06.19", "17.07.19", "25.08.19"],
                                    ["2019.03.12", "2019.04.21", "2019.05.02", "2019.06.30", "2019.07.17"]])
def test_dotted_dates_stay_dates(values: list[str]) -> None:
    # the look-alike: a date written with dots is no release of three numbers
    a = analyse([f"/minutes/meeting_{v}.pdf" for v in values])
    assert "date" in {f.name for f in a.fields} and "version" not in {f.name for f in a.fields}, a.fields


# --- hostile samples ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("junk", ["//", "///", "\\\\", "//\\"])
def test_a_path_that_names_only_the_root_is_blank(junk: str) -> None:
    # clusters.clean_samples: `//` normalised to `/` and reached the stages with no segment (an IndexError)
    from pathfinder.errors import UsageError
    with pytest.raises(UsageError):
        analyse([junk])
    a = analyse([junk, "/data/a1.csv", "/data/a2.csv", "/data/a3.csv"])
    assert a.glob == "data/a*.csv" and a.sample_count == 3, (a.glob, a.sample_count)


def test_random_junk_samples_never_raise_past_a_usage_error() -> None:
    # 1,500 sets of 1-4 samples made of separators, dots, wildcards, brackets, tabs and non-ASCII letters
    from pathfinder.analysis import render_draft
    from pathfinder.errors import UsageError
    atoms = ["/", "//", ".", "..", "a", "1", "-", "_", " ", "\\", "~", "*", "?", "[", "]", "{", "}", "é", "\t", ":",
             "=", "%", "#"]
    rnd = random.Random(5)
    for _ in range(1500):
        samples = ["".join(rnd.choice(atoms) for _ in range(rnd.randint(1, 8))) for _ in range(rnd.randint(1, 4))]
        try:
            render_draft(analyse(samples))
        except UsageError:
            pass


_HOSTILE = {  # one family of shapes the round-11 and round-12 rules read, 4,000 samples each
    "numbered keys": lambda i, r: f"/lab/fly{i % 50}-session{i % 7}/trace_{i}.csv",
    "isbn-shaped": lambda i, r: f"/covers/{r.randint(10 ** 9, 10 ** 10 - 1)}.jpg",
    "releases": lambda i, r: f"/pkgs/foo-{r.randint(0, 99)}.{r.randint(0, 99)}.{r.randint(0, 99)}.tar.gz",
    "wells": lambda i, r: f"/hcs/plate{i % 7}/img_E{i % 24 + 1:02d}_s{i % 9}_w{i % 4}.tif",
    "members": lambda i, r: f"/x/mouse{i % 40}_day{i % 30}_run{i % 5}/f{i}.tif",
}


@pytest.mark.timeout(120)
@pytest.mark.parametrize("family", sorted(_HOSTILE))
def test_many_samples_of_one_family_stay_linear(family: str) -> None:
    # a hang guard, not a stopwatch: 4,000 samples analysed and their draft valid (bench/ measures speed)
    rnd = random.Random(1)
    samples = [_HOSTILE[family](i, rnd) for i in range(4000)]
    a = analyse(samples)
    assert a.glob and a.sample_count == len(set(samples)), (a.glob, a.sample_count)
