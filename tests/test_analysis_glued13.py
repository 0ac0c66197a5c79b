"""Numbers with a sign or a decimal, and values glued inside codes (issue 15, round 13, glued13): each rule stated for
the whole class of shapes a person reads as the same thing and tested on a matrix of neighbours from other domains,
with look-alikes that keep their reading. Prompted by review16's tilt movies (`TS_01_007_-12.0.mrc`); no case below
is one of them.
"""
from __future__ import annotations

import pytest

from draft_helpers import record, rule_of
from pathfinder.analysis.written_numbers import coordinates

# --- a number with its sign, after a separator: one value ---------------------------------------------------------

_AMOUNTS = (-12, 3, 0, -45, 27, -6, 60, -3, 9, -60)


def _written(v: float, decimal: bool, plus: bool) -> str:
    text = f"{v:.1f}" if decimal else str(int(v))  # whole amounts written `.0`, others `.5`
    return "+" + text if plus and v > 0 else text


def _signed(lead: str, sep: str, where: str, decimal: bool, plus: bool) -> tuple[list[str], str, str]:
    """Ten samples whose names hold a signed amount after `sep` at `where` (middle or last piece: a sign that starts
    a name is not read, the tokeniser cannot tell it from the rest of a name cut after its word); an unseen sibling
    with an amount no sample holds, and that amount as the rule should read it."""
    def name(i: int, value: str) -> str:
        pieces = {"first": [value, f"{lead}{i:03d}"], "middle": [f"{lead}{i:03d}", value, "raw"],
                  "last": [f"{lead}{i:03d}", value]}[where]
        return sep.join(pieces)
    halves = where != "last"  # a fraction that varies; at the end of the name every sample's may be `.0`
    samples = [f"data/run{1 + i % 2}/{name(i + 1, _written(v + (0.5 if halves and i % 2 else 0), decimal, plus))}.dat"
               for i, v in enumerate(_AMOUNTS)]
    unseen = "-33.5" if decimal else "-33"
    return samples, f"data/run2/{name(42, unseen)}.dat", unseen


@pytest.mark.parametrize("lead,sep,where,decimal,plus", [
    ("TS_01_", "_", "last", True, False),  # a tilt series' movie
    ("tilt", "_", "last", True, True), ("angle", "_", "middle", True, False), ("dz", "=", "last", False, False),
    ("offset", " ", "last", False, True), ("defocus", "_", "middle", False, False), ("Shift", "_", "last", True, False),
    ("temp", " ", "middle", True, False), ("z", "_", "middle", False, True), ("lat", "_", "middle", True, True),
    ("dose", "_", "last", False, False), ("x", "=", "middle", True, False), ("ROT", "_", "last", True, False),
    ("pitch", " ", "middle", False, False),
])
def test_a_signed_number_after_a_separator_is_read_whole(lead: str, sep: str, where: str, decimal: bool, plus: bool):
    samples, unseen, want = _signed(lead, sep, where, decimal, plus)
    a, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", a.glob
    assert want in [str(v) for v in got[1].values()], got
    for s in samples:  # every sample's amount, with its sign
        fields = record(rule, s)
        assert fields is not None and any(str(v).lstrip("+") == s.rsplit("/", 1)[1].split(sep)[
            {"first": 0, "middle": 1, "last": -1}[where]].removesuffix(".dat").lstrip("+")
            for v in fields[1].values()), fields


# --- look-alikes: a dash after a digit or a letter is still a separator -------------------------------------------

def test_a_range_of_frames_stays_two_numbers():
    samples = [f"shots/IMG_{a:04d}-{a + 99:04d} lab.tif" for a in (1, 120, 300, 455, 610, 800, 930, 1200, 1500, 2100)]
    _, rule = rule_of(samples)
    got = record(rule, "shots/IMG_3001-3100 lab.tif")
    assert got is not None and {3001, 3100} <= {v for v in got[1].values() if isinstance(v, int)}


@pytest.mark.parametrize("name,value", [("2019-03-02", "2019-03-02"), ("2020-11-30", "2020-11-30")])
def test_an_iso_date_keeps_its_reading(name: str, value: str):
    days = ["2019-01-05", "2019-02-11", "2019-03-17", "2019-05-23", "2019-07-29", "2019-08-02", "2019-10-08",
            "2019-12-14", "2020-01-20", "2020-02-26"]
    _, rule = rule_of([f"logs/app_{d}.log" for d in days])
    got = record(rule, f"logs/app_{name}.log")
    assert got is not None and value in [str(v) for v in got[1].values()]


@pytest.mark.parametrize("code", ["x264", "mp4v2", "h265", "md5"])
def test_a_named_code_with_a_dash_or_digits_stays_literal(code: str):
    samples = [f"media/clip{n:03d}_{code}.bin" for n in (1, 4, 7, 12, 20, 33, 41, 58, 60, 72)]
    a, _ = rule_of(samples)
    assert code in a.glob


def test_a_negative_number_written_without_a_separator_before_its_dash_is_a_range_not_a_sign():
    # `0001-0010`: the dash follows a digit; `pos-12`: it follows a letter (a key and its value)
    samples = [f"blocks/pos-{a}-{b}.tif" for a, b in ((12, 3), (40, 7), (5, 11), (33, 2), (18, 9), (27, 14), (9, 21),
                                                      (51, 6), (2, 30), (44, 1))]
    _, rule = rule_of(samples)
    got = record(rule, "blocks/pos-70-80.tif")
    assert got is not None and {70, 80} <= {v for v in got[1].values() if isinstance(v, int)}


# --- a key and numbers joined by `-` ending a BIDS-like name: a position's coordinates, each read ---------------

def _positions(key: str, count: int, bids: bool) -> tuple[list[str], str, list[int]]:
    """Ten names ending in `<key>-<n>-<n>[...]` (BIDS-like or plain), an unseen sibling, and its numbers."""
    def name(i: int, nums: list[int]) -> str:
        coords = key + "-" + "-".join(str(x) for x in nums)
        return (f"sub-{i % 3 + 1:02d}_sample-S{i % 4}_stain-{('NeuN', 'GFAP')[i % 2]}_{coords}" if bids
                else f"scan{i:03d}_{coords}")
    samples = [f"blocks/{name(i, [(i * 37 + 7 * k) % 900 + k for k in range(count)])}.tif" for i in range(1, 11)]
    unseen = [4321 + k for k in range(count)]
    return samples, f"blocks/{name(12, unseen)}.tif", unseen


@pytest.mark.parametrize("key,count,bids", [
    ("pos", 3, True), ("pos", 2, True), ("xyz", 3, True), ("tile", 2, True), ("block", 4, True), ("Pos", 3, True),
    ("loc", 2, True), ("grid", 3, True), ("coord", 3, True), ("XY", 2, True), ("roi", 4, True), ("cell", 2, True),
    ("pos", 3, False), ("tile", 2, False), ("xyz", 3, False),
])
def test_numbers_joined_after_a_key_are_each_read(key: str, count: int, bids: bool):
    samples, unseen, want = _positions(key, count, bids)
    a, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", a.glob
    ints = [v for v in got[1].values() if isinstance(v, int)]
    assert all(w in ints for w in want), got


@pytest.mark.parametrize("values", [
    ["pos-12", "pos-40"],  # one number: a key and its value
    ["acq-Before-1", "acq-After-2"],  # a label with letters after its dash
    ["2019-03-02", "2019-04-05"],  # a date, no key
    ["pos-1-2-3", "pos-1-2-3"],  # one position in every sample: nothing varies
    ["pos-1-2", "pos-1-2-3"],  # counts differ
    ["pos-1-2", "loc-3-4"],  # keys differ
    ["img_0001-0010", "img_0011-0020"],  # a range after `_`
])
def test_what_is_not_a_key_and_its_coordinates(values: list[str]):
    assert coordinates(values) is None


# --- a date and time written as one digit run in a compact layout -------------------------------------------------

_DAYS = ((15, 135, 1710), (16, 193, 2325), (17, 31, 1205), (17, 31, 1135), (15, 135, 1625), (16, 200, 5),
         (15, 136, 40), (17, 32, 2355), (16, 194, 1300), (15, 135, 1830))


def _day_of_year_names(layout: str, lead: str, sep: str, trail: str) -> tuple[list[str], str, dict[str, int]]:
    """Ten names holding `lead` then a day-of-year run (`YYDDDhhmm`, `YYYYDDD`, `YYYYDDDhhmm`) then `trail`."""
    def run(yy: int, doy: int, hhmm: int) -> str:
        return {"YYDDDhhmm": f"{yy:02d}{doy:03d}{hhmm:04d}", "YYYYDDD": f"20{yy:02d}{doy:03d}",
                "YYYYDDDhhmm": f"20{yy:02d}{doy:03d}{hhmm:04d}"}[layout]
    samples = [f"radar/{lead}{sep}{run(*d)}{trail}_{i % 3}.dat" for i, d in enumerate(_DAYS)]
    unseen = (19, 301, 945)
    want = {"year": 19 if layout.startswith("YYD") else 2019, "day_of_year": 301}
    if layout.endswith("hhmm"):
        want["time"] = 945
    return samples, f"radar/{lead}{sep}{run(*unseen)}{trail}_1.dat", want


@pytest.mark.parametrize("layout,lead,sep,trail", [
    ("YYDDDhhmm", "AQC", "", "F"),  # a radar composite's code, its time, a letter
    ("YYDDDhhmm", "scan", "_", ""), ("YYDDDhhmm", "KXYZ", "-", ""), ("YYDDDhhmm", "obs", ".", ""),
    ("YYYYDDD", "mod", "_", ""), ("YYYYDDD", "site", "-", ""), ("YYYYDDD", "GNSS", "_", ""),
    ("YYYYDDDhhmm", "pass", "_", ""), ("YYYYDDDhhmm", "L2", "-", ""), ("YYYYDDDhhmm", "img", " ", ""),
    ("YYDDDhhmm", "rad", "_", ""), ("YYYYDDD", "day", ".", ""),
])
def test_a_day_of_the_year_run_is_read_as_year_day_and_clock(layout: str, lead: str, sep: str, trail: str):
    samples, unseen, want = _day_of_year_names(layout, lead, sep, trail)
    a, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", a.glob
    for name, value in want.items():
        assert got[1].get(name) == value, got


_STAMPS = ("2210180700", "2210180705", "2210181200", "2211010000", "2301152355", "2210180710", "2210190700",
           "2302280830", "2210180715", "2212311800")


@pytest.mark.parametrize("codes,width,sep", [
    (("RE", "RQ"), 10, "_"),  # a nowcast product and its time, then a lead
    (("RE",), 10, "_"), (("rw", "sf"), 10, "-"), (("RX", "DX", "PG"), 12, "_"), (("W",), 12, "-"),
    (("ab", "cd"), 12, "_"), (("Z", "Y"), 10, "-"), (("PROD",), 10, "_"), (("raa", "rab"), 10, "_"),
    (("RADAR", "SAT"), 12, "-"), (("T",), 10, "_"), (("hx", "hy"), 10, "_"),
])
def test_letters_glued_to_a_compact_time_are_a_code_and_a_time(codes: tuple[str, ...], width: int, sep: str):
    stamp = (lambda s: s + "15") if width == 12 else (lambda s: s)
    samples = [f"nowcast/{codes[i % len(codes)]}{stamp(s)}{sep}{i * 5:03d}.gz" for i, s in enumerate(_STAMPS)]
    a, rule = rule_of(samples)
    other = "Q" * len(codes[0]) if codes[0].isupper() else "q" * len(codes[0])  # an unseen product of the same case
    got = record(rule, f"nowcast/{other}{stamp('2403011230')}{sep}045.gz")
    assert got is not None and got[0] == "complete", a.glob
    assert other in got[1].values() and int(stamp("2403011230")) in got[1].values(), got


def test_a_code_and_time_before_a_rotation_number_degrades_to_one_field():
    # `<code><time>.<NNN>.gz` reads like a rotated log: the code and its time stay one field that still matches
    samples = [f"nowcast/RE{s}.{i * 5:03d}.gz" for i, s in enumerate(_STAMPS)]
    _, rule = rule_of(samples)
    got = record(rule, "nowcast/RQ2403011230.045.gz")
    assert got is not None and got[0] == "complete" and "RQ2403011230" in got[1].values(), got


@pytest.mark.parametrize("values", [
    ["1234567890", "2345678901"],  # ten digits that are no date
    ["0000123456", "0000123457"],  # a padded counter
    ["123456789", "223456789", "323456789"],  # nine digits with no day of the year
    ["2019400", "2019401", "2019402"],  # a day past 366
])
def test_digit_runs_that_are_no_compact_instant(values: list[str]):
    from pathfinder.analysis.stamps import compact_instant
    assert compact_instant(values) is None


@pytest.mark.parametrize("name", ["GTX1080", "Win10", "sha256", "x264"])
def test_letters_glued_to_short_numbers_stay_as_they_were(name: str):
    from pathfinder.analysis.stamps import instant_after_letters
    assert instant_after_letters([name]) is None


# --- a bare number piece after a BIDS-like entity: a value of its own ----------------------------------------------

@pytest.mark.parametrize("key,value,width,where", [
    ("chunk", "001", 4, "suffix"),  # a ground-truth frame of a light-sheet chunk
    ("run", "2", 3, "suffix"), ("echo", "1", 2, "suffix"), ("sample", "A", 4, "middle"), ("acq", "fast", 5, "suffix"),
    ("chunk", "12", 6, "middle"), ("ses", "pre", 3, "middle"), ("task", "rest", 4, "suffix"),
    ("rec", "norm", 1, "suffix"), ("stain", "NeuN", 4, "middle"), ("part", "mag", 3, "suffix"),
    ("tile", "7", 4, "suffix"),
])
def test_a_bare_number_after_an_entity_is_read(key: str, value: str, width: int, where: str):
    def name(i: int, n: int) -> str:
        number = f"{n:0{width}d}"
        rest = ([f"{key}-{value}", number, "desc-x"] if where == "middle" else [f"{key}-{value}", number])
        return "_".join([f"sub-{i % 3 + 1:02d}", *rest, ("frame", "annotation")[i % 2]])
    samples = [f"derivatives/sub-0{i % 3 + 1}/{name(i, 3 + 7 * i)}.tif" for i in range(10)]
    a, rule = rule_of(samples)
    got = record(rule, f"derivatives/sub-02/{name(4, 95)}.tif")
    assert got is not None and got[0] == "complete", a.glob
    assert 95 in got[1].values(), got


def test_a_bids_name_without_a_bare_piece_gets_no_number():
    samples = [f"sub-{i:02d}/sub-{i:02d}_task-rest_run-{i % 3 + 1}_bold.nii.gz" for i in range(1, 11)]
    a, _ = rule_of(samples)
    assert "number" not in [f.name for f in a.fields]


# --- several values glued behind letter keys, brackets among them ----------------------------------------------

@pytest.mark.parametrize("template,widths,tail", [
    ("DS{}TP{}DR{}CH{}", (4, 4, 4, 4), "PL(ZS)"),  # a light-sheet recording's data set, time, direction, channel
    ("S{}T{}C{}Z{}", (2, 2, 1, 3), "[raw]"), ("P{}W{}F{}", (3, 2, 2), "(DAPI)"), ("X{}Y{}", (2, 3), "{a}"),
    ("r{}c{}f{}p{}", (2, 2, 2, 2), "(ch1)"), ("Row{}Col{}", (2, 2), "(1)"), ("tile{}z{}", (3, 2), "[x]"),
    ("E{}S{}", (2, 2), "(HD)"), ("L{}T{}", (1, 4), "(b)"), ("run{}frame{}", (2, 5), "(left)"),
    ("A{}B{}C{}", (1, 1, 1), "(v)"), ("SEQ{}IMG{}", (3, 4), "[cam]"),
])
def test_values_glued_behind_keys_with_brackets_are_each_read(template: str, widths: tuple[int, ...], tail: str):
    def code(i: int, values: list[int]) -> str:
        return template.format(*(f"{v:0{w}d}" for v, w in zip(values, widths))) + tail
    rows = [[(i * (3 + 4 * k) + k) % (10 ** w) for k, w in enumerate(widths)] for i in range(1, 11)]
    samples = [f"scope/exp{i % 2}/stack-{code(i, vals)}.tif" for i, vals in enumerate(rows)]
    a, rule = rule_of(samples)
    unseen = [(7 + k) % (10 ** w) for k, w in enumerate(widths)]
    got = record(rule, f"scope/exp1/stack-{code(99, unseen)}.tif")
    assert got is not None and got[0] == "complete", a.glob
    read = [v for v in got[1].values() if isinstance(v, int)]
    assert all(u in read for u in unseen), got


@pytest.mark.parametrize("values", [
    ["IMG0001(2)", "IMG0002(3)"],  # one key: a name and a copy number
    ["DS01TP02(a)", "XX01TP02(a)"],  # keys differ
    ["S01E02", "S03E04"],  # no marks: the skeleton reading's
    ["DS01TP02(a)", "DS01TP02!a"],  # marks differ
])
def test_what_is_not_keys_with_brackets(values: list[str]):
    from pathfinder.analysis.columns import column_parts
    from pathfinder.analysis.keyed_runs import keyed_runs
    assert keyed_runs(values, 10, column_parts) is None
