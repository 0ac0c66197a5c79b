"""Round 11 (forms): values written in another form than the one a rule already reads, tested as CLASSES.

Each rule is stated for every shape a person would see as the same thing (any separator, order, case, width and
place in a name), so each test is a matrix of generated near neighbours from other domains than the layout that
prompted it (idr0099's `d-m-yy` embryo folders), each read on an unseen sibling, beside look-alikes that must keep
their reading."""
from __future__ import annotations

import datetime

import pytest
from test_analysis_tune6 import reading

import pathfinder.analysis.segments as segments
import pathfinder.analysis.variants as variants
from pathfinder.analysis import analyse

# dates of one study (a few years apart), one with a day above 12 to prove the order, and an unseen sibling
_DATES = [datetime.date(2015, 3, 4), datetime.date(2015, 3, 9), datetime.date(2016, 6, 22), datetime.date(2015, 11, 13),
          datetime.date(2016, 1, 30)]
_SIBLING = datetime.date(2017, 8, 25)
_MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split()


def _form(order: str, sep: str, case: str = "lower") -> "callable":
    """A writer of dates in one form: `order` in d m y Y (four-digit year) M (month's short name), unpadded."""
    def write(d: datetime.date) -> str:
        month = _MONTHS[d.month - 1]
        month = month.upper() if case == "upper" else month.title() if case == "title" else month
        piece = {"d": str(d.day), "m": str(d.month), "y": f"{d.year % 100:02d}", "Y": str(d.year), "M": month}
        return sep.join(piece[c] for c in order)
    return write


# (form, where the date sits): separators `-`, `_`, `.`, ` ` and none beside a name; day-first, month-first and
# year-first orders; month names in three cases; whole folders, folders and files glued to words on either side
_MATRIX = [
    ("dmy", "-", "lower", "embryos/Jain_{}_nGFP/TP{}.tif"),          # the prompting shape, in an upload folder
    ("dmy", "_", "lower", "field/plot7_{}/img{}.jpg"),               # a plot's survey day, `_` joined
    ("dmy", " ", "lower", "scans/scan {}/page{}.pdf"),               # a scanner's spaced folder names
    ("dmy", ".", "lower", "notes/{}_minutes/item{}.md"),             # dots: the round-10 form, same class
    ("dmY", "-", "lower", "audit/{}/entry{}.csv"),                   # a four-digit year, whole folder
    ("mdY", "_", "lower", "runs/run_{}/log{}.txt"),                  # US order proven by a day above 12
    ("mdY", " ", "lower", "receipts/receipt {}/item{}.png"),
    ("mdy", "-", "lower", "cam/clip{}/frame{}.jpg"),                 # glued after a word, two-digit year
    ("Ymd", "-", "lower", "logs/{}/x{}.log"),                        # year first, unpadded month and day
    ("Ymd", "_", "lower", "backups/db_{}_full/part{}.sql"),
    ("Ymd", ".", "lower", "exports/export.{}.batch/f{}.csv"),
    ("dMY", "-", "title", "lab/{}/plate{}.csv"),                     # `12-Jan-2019`
    ("dMY", "", "upper", "notebook/scan_{}_p{}.pdf"),                 # `12JAN2019`, glued
    ("YMd", "-", "lower", "ops/{}/report{}.txt"),                    # `2019-jan-12`
    ("YMd", "", "lower", "ops/rep{}_v/r{}.txt"),                     # `2019jan12` glued after a word
    ("MdY", "_", "title", "minutes/{}_board/item{}.docx"),           # `Mar_3_2019`
    ("MdY", " ", "upper", "press/MAR {}/clip{}.mp3"),                # `MAR 3 2019` beside a word (month named twice)
    ("dMy", "-", "upper", "orders/{}/o{}.json"),                     # `04-MAR-15`, Oracle's DD-MON-YY
]


@pytest.mark.parametrize("order, sep, case, template", _MATRIX)
def test_a_date_in_any_order_and_separator_is_one_date(order, sep, case, template):
    write = _form(order.replace("Y", "Y"), sep, case)
    samples = [template.format(write(d), k + 1) for k, d in enumerate(_DATES)]
    sibling = template.format(write(_SIBLING), 77)
    got = reading(samples, sibling)
    assert _SIBLING.isoformat() in got.values(), (samples[0], analyse(samples).glob, got)


# look-alikes that no sample proves a date: they keep their reading as numbers (no date field, siblings matched)
_LOOK_ALIKES = [
    ["ranges/r_{}/f.csv".format(v) for v in ("1-2-3", "2-3-4", "4-5-6", "3-4-5", "5-6-7")],       # small triplets
    ["emb/{}_x/f.tif".format(v) for v in ("4-3-15", "9-3-15", "4-3-15", "9-3-15", "5-3-15")],     # order unproven
    ["doc/pages {}/f.txt".format(v) for v in ("3-15", "16-30", "31-47", "48-60", "61-72")],        # page ranges
    ["tel/{}/f.txt".format(v) for v in ("555-12-34", "555-98-11", "555-47-20", "555-31-66")],     # phone-like
    ["rel/pkg_{}/f.txt".format(v) for v in ("1-10-2", "1-11-0", "2-0-1", "2-1-12", "1-9-7")],      # dashed versions
    ["grid/{}/f.txt".format(v) for v in ("10-20-30", "20-40-60", "30-45-90", "15-30-45")],        # steps, no year
    ["news/{}/f.txt".format(v) for v in ("JAN2019", "MAR2019", "DEC2020", "Jun2021", "sep2018")],   # month, year
]


def _without_dated_model(monkeypatch: pytest.MonkeyPatch, samples: list[str]) -> tuple:
    """The draft's glob and fields with the date cut switched off (the reading before round 11)."""
    with monkeypatch.context() as m:
        m.setattr(segments, "dated_model", lambda *args: None)
        a = analyse(samples)
    return a.glob, [(f.name, f.type, f.pattern) for f in a.fields]


_PLAIN_WORDS = [[f"proj/{w}/{name}_{k}.txt" for k, name in enumerate(("alpha", "beta", "gamma", "delta", "eps"))]
                for w in ("python3", "utf8", "x264", "md5", "mp3", "h5", "2d", "3x3")]


@pytest.mark.parametrize("samples", _LOOK_ALIKES + _PLAIN_WORDS)
def test_numbers_no_sample_proves_a_date_keep_their_reading(samples, monkeypatch):
    a = analyse(samples)
    assert not any(f.type == "date" for f in a.fields), (samples[0], [(f.name, f.type) for f in a.fields])
    assert (a.glob, [(f.name, f.type, f.pattern) for f in a.fields]) == _without_dated_model(monkeypatch, samples)


# versions of varying shape in one slot: a release drops or adds a patch number, or carries a tag (semver `-rc.1`,
# Debian/opam `~beta`, PEP 440 `rc1`, a build `+b2`); the version field and the glob take the siblings' shapes
_VERSION_MATRIX = [
    ("content/Rust-{}.md", ["1.1", "1.10", "1.12.1", "1.14", "1.15"], "1.16.2"),             # blog posts per release
    ("rel/v{}/notes.md", ["1.2.3", "2.0.0-rc.1", "1.10", "0.4.1", "2024.1"], "2.1"),         # `v` tags, calver too
    ("dist/pkg-{}.tar.gz", ["1.2.3", "1.10", "1.2.3~beta", "0.9", "2.0.0"], "2.1.0~rc1"),   # sdists, Debian's `~`
    ("packages/lwt/lwt.{}/opam", ["5.6.1", "5.7.0", "4.0.0~beta", "5.10", "3.2"], "5.8.1"),  # opam's name.version
    ("img/{}/slim/Dockerfile", ["3.10", "3.11", "3.15-rc", "3.12.1", "3.9"], "3.16"),         # image tags
    ("wheels/numpy_{}/wheel.whl", ["1.26.4", "2.0", "2.1.0rc1", "1.25", "2.2.1"], "2.3.0"),  # PEP 440 glued tag
    ("builds/app-{}/log.txt", ["1.0+b2", "1.0.1", "1.1", "2.0.0+20130313", "1.2.3"], "2.1"),  # a build after `+`
    ("charts/chart_{}/values.yaml", ["0.1", "0.1.1", "0.2", "1.0.0", "1.0.1"], "1.10.2"),    # a chart's releases
]


@pytest.mark.parametrize("template, versions, sibling", _VERSION_MATRIX)
def test_a_version_of_varying_shape_is_one_version_field(template, versions, sibling):
    samples = [template.format(v) for v in versions]
    got = reading(samples, template.format(sibling))
    assert got.get("version") == sibling, (analyse(samples).glob, got)


# look-alikes: numbers of one shape keep their reading (a decimal setting, an address, a dotted date)
_VERSION_LOOK_ALIKES = [
    [f"runs/lr_{v}/model.pt" for v in ("0.5", "0.01", "0.25", "0.1", "0.05")],
    [f"hosts/{v}/up.log" for v in ("10.0.0.1", "10.0.0.12", "192.168.1.20", "10.0.3.4")],
    [f"cons/{v}/x.txt" for v in ("3.14", "2.718", "1.414", "1.732", "0.577")],
]


@pytest.mark.parametrize("samples", _VERSION_LOOK_ALIKES)
def test_numbers_of_one_shape_keep_their_reading(samples, monkeypatch):
    a = analyse(samples)
    with monkeypatch.context() as m:
        m.setattr(variants, "_numbers_differ", lambda found: False)
        b = analyse(samples)
    assert (a.glob, [(f.name, f.pattern) for f in a.fields]) == (b.glob, [(f.name, f.pattern) for f in b.fields])


# clock times and elapsed clocks written with `:` (or round 10's dots): one `time` field as written, whose hours
# may run past a day when they count from a start
_CLOCK_MATRIX = [
    ("run/T+{}.csv", ["00:05:30", "01:15:00", "00:45:10", "02:00:05"], "36:00:00"),          # a flight's elapsed time
    ("launch/T-{}/telemetry.bin", ["00:10:00", "00:09:30", "01:00:00", "00:00:10"], "00:00:05"),  # a countdown
    ("cam/{}/frame.jpg", ["14:05:33", "09:15:03", "23:59:10", "00:00:01"], "12:34:56"),      # a clock folder
    ("rec/take_{}_mic.wav", ["0:05:30", "1:15:00", "0:45:10", "2:00:05"], "10:00:00"),       # unpadded hours
    ("vod/ep3 {} cut.mp4", ["100:05:30", "101:15:00", "99:45:10"], "102:00:00"),            # hours past 99
    ("shots/Screenshot at {}.png", ["12.34.56", "09.15.03", "23.59.10", "00.00.01"], "18.05.07"),  # round 10's dots
]


@pytest.mark.parametrize("template, clocks, sibling", _CLOCK_MATRIX)
def test_a_clock_written_with_colons_is_one_time(template, clocks, sibling):
    samples = [template.format(c) for c in clocks]
    assert reading(samples, template.format(sibling)).get("time") == sibling, analyse(samples).glob


@pytest.mark.parametrize("samples", [
    [f"video/{r}/clip.mp4" for r in ("16:9", "4:3", "21:9", "1:1")],                          # aspect ratios
    [f"alarms/{t}/a.txt" for t in ("12:30", "09:15", "23:59", "07:00")],                     # hours and minutes only
    [f"bible/john {v}/a.txt" for v in ("3:16:1", "1:1:2", "2:4:9")],                          # one-digit minutes
])
def test_colon_joined_numbers_that_are_no_clock_are_no_time(samples):
    assert not any(f.name == "time" for f in analyse(samples).fields)


# a number in scientific notation (a learning rate, a dilution, a tolerance): one value, not `1e`, `-` and `3`
_SCIENTIFIC_MATRIX = [
    ("lr/lr_{}/model.pt", ["1e-3", "5e-4", "2e-5", "1e-2"], "3e-4"),
    ("runs/model_lr-{}_bs-32/ckpt.pt", ["1e-3", "5e-4", "2.5e-4", "1e-5"], "7.5e-5"),
    ("assay/dil={}/plate.csv", ["1E-06", "1E-05", "5E-07", "2E-06"], "1E-08"),
    ("solver/tol {}/out.txt", ["1e+03", "5e+02", "2e+04", "1e+05"], "3e+03"),
    ("sweep/wd_{}_seed1.json", ["1e-4", "5e-5", "1e-3", "0.5"], "2e-6"),       # beside a plain decimal
]


@pytest.mark.parametrize("template, numbers, sibling", _SCIENTIFIC_MATRIX)
def test_a_number_in_scientific_notation_is_one_value(template, numbers, sibling):
    samples = [template.format(v) for v in numbers]
    assert sibling in reading(samples, template.format(sibling)).values(), analyse(samples).glob


@pytest.mark.parametrize("name", ["abc1e-3", "v2e-5", "2e-5x", "1.2.3e-4", "9e-fa", "part-1e-x", "1e-1234"])
def test_an_e_glued_to_letters_or_a_version_is_no_scientific_number(name):
    from pathfinder.analysis.tokens import SCIENTIFIC_RX, split_chunks
    assert not any(SCIENTIFIC_RX.match(c) for c in split_chunks(name)[0]), split_chunks(name)
