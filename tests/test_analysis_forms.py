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
