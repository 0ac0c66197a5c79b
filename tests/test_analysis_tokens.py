"""Tokeniser and value recognisers of the offline analyser."""
from __future__ import annotations

import re

import pytest

from pathfinder.analysis import analyse
from pathfinder.analysis import tokens as T
from pathfinder.engine.coercions import MISSING, type_converter
from pathfinder.engine.globs import compile_glob


@pytest.mark.parametrize(
    "text, chunks, seps",
    [
        ("mission_042", ("mission", "042"), ("", "_", "")),
        ("sub-01_ses-02_bold", ("sub", "01", "ses", "02", "bold"), ("", "-", "_", "-", "_", "")),
        ("2024-01-15", ("2024-01-15",), ("", "")),  # a date stays one chunk
        ("log_2024_01_15_x", ("log", "2024_01_15", "x"), ("", "_", "_", "")),
        ("15.01.2024", ("15.01.2024",), ("", "")),
        ("part-00000-3abf7009-9786-4927-a502-256082acae29", ("part", "00000", "3abf7009-9786-4927-a502-256082acae29"),
         ("", "-", "-", "")),
        ("_change_data", ("change", "data"), ("_", "_", "")),
        ("a  b", ("a", "b"), ("", "  ", "")),
        ("x=1", ("x", "1"), ("", "=", "")),
        ("ev_2024-03-10T20-50-31Z", ("ev", "2024-03-10T20-50-31Z"), ("", "_", "")),  # a date-time too
        ("2024-03-10 20:50:31.log", ("2024-03-10 20:50:31", "log"), ("", ".", "")),
        ("2024-03-10_20-50-31x", ("2024-03-10", "20", "50", "31x"), ("", "_", "-", "-", "")),
    ],
)
def test_split_chunks(text, chunks, seps):
    got = T.split_chunks(text)
    assert got == (chunks, seps)
    # chunks and separators always rebuild the text
    rebuilt = "".join(s + c for s, c in zip(got[1], got[0])) + got[1][-1]
    assert rebuilt == text


def test_invalid_date_is_not_one_chunk():
    assert T.split_chunks("2024-13-45")[0] == ("2024", "13", "45")


@pytest.mark.parametrize(
    "name, parts",
    [
        ("brain.nii.gz", ["nii", "gz"]),
        ("cells.ome.tif", ["ome", "tif"]),
        ("backup.tar.gz", ["tar", "gz"]),
        ("part-0001-abc.c000.snappy.parquet", ["c000", "snappy", "parquet"]),
        ("x_10.5.csv", ["csv"]),  # a number is not an extension
        (".bidsignore", []),  # hidden file, no extension
        ("README", []),
        ("DJI_0001_D.JPG", ["JPG"]),
    ],
)
def test_ext_parts(name, parts):
    assert T.ext_parts(name) == parts


def test_date_recognisers():
    assert T.is_ymd("2024-01-15") and T.is_ymd("2024.01.15") and T.is_ymd("2024_01_15")
    assert not T.is_ymd("2024-02-30")
    assert T.is_date8("20240229") and not T.is_date8("20230229") and not T.is_date8("12345678")
    assert T.is_timestamp14("20251002115719") and not T.is_timestamp14("20251002256719")
    assert T.is_year("1999") and not T.is_year("3000") and not T.is_year("199")
    assert T.to_iso("15.01.2024", "%d.%m.%Y") == "2024-01-15"
    assert T.to_iso("20240115") == "2024-01-15"
    assert T.to_iso("2024-02-30") is None


def test_hex_and_uuid():
    assert T.is_hex_id("3abf7009") and not T.is_hex_id("3abf") and not T.is_hex_id("xyz12345")
    assert T.UUID_RX.match("6BA7B810-9DAD-11D1-80B4-00C04FD430C8")
    assert T.canonical_uuid("{6BA7B8109DAD11D180B400C04FD430C8}") == "6ba7b810-9dad-11d1-80b4-00c04fd430c8"


def test_glob_escape_is_literal_for_the_engine():
    name = "x(1-10)_y[1-10]_z*{a,b}?.tif"
    glob = T.glob_escape(name)
    assert compile_glob(glob).match(name)
    assert not compile_glob(glob).match("x(1-10)_y1_zQ{a,b}?.tif")


def test_rx_escape_is_literal_and_readable():
    text = "CC-NEWS_a=b.(c)[d]+e"
    assert re.fullmatch(T.rx_escape(text), text)
    assert "-" in T.rx_escape("CC-NEWS") and "\\-" not in T.rx_escape("CC-NEWS")


def test_common_prefix_suffix_and_snake():
    assert T.common_prefix(["mission_042", "mission_7"]) == "mission_"
    assert T.common_suffix(["a_bold", "bb_bold"]) == "_bold"
    assert T.snake("eventDate") == "event_date" and T.snake("Birth Year") == "birth_year"


def test_date_time_formats():
    assert T.datetime_format("2024-03-10T20:50:31Z") == "%Y-%m-%dT%H:%M:%SZ"
    assert T.datetime_format("2024-03-10 20-50-31") == "%Y-%m-%d %H-%M-%S"
    assert T.datetime_format("2024-02-30T20:50:31") is None  # no such day
    assert T.datetime_format("2024-03-10T25:50:31") is None
    assert T.is_iso_basic("20230115T102321") and T.is_iso_basic("20230115T102321Z")
    assert not T.is_iso_basic("20231315T102321")


@pytest.mark.parametrize("key, values, slot", [
    ("sub", ["01"], True), ("task", ["rest"], True), ("fold", ["1"], True), ("lang", ["en", "fr"], True),
    ("crawl", ["data"], False), ("CC", ["NEWS"], False), ("ESC", ["50"], False),
])
def test_constant_key_value_folders_are_slots_only_on_evidence(key, values, slot):
    assert T.is_entity_slot(key, values) is slot


@pytest.mark.parametrize("text, fmt", [
    ("2024_01-15", None), ("2024-01-15", None), ("2024.01.15", None), ("20240115", None), ("2024-1-15", None),
    ("2024-02-30", None), ("15-01-2024", "%d-%m-%Y"), ("2024-01-15T10:20:30", "%Y-%m-%dT%H:%M:%S"), ("x", None),
])
def test_to_iso_is_the_engines_date_coercion(text, fmt):
    value = type_converter("date", fmt)(text)
    assert T.to_iso(text, fmt) == (None if value is MISSING else value)


def test_mixed_separators_are_no_date_for_the_analyser():
    assert T.to_iso("2024_01-15") is None  # the engine refuses it, so the analyser must too
    a = analyse([f"logs/2024_0{m}-1{d}/x.csv" for m, d in ((1, 5), (2, 6), (3, 7))])
    assert not [f for f in a.fields if f.type == "date"], [(f.name, f.type) for f in a.fields]


def test_known_extensions_are_formats_not_dotted_words():
    from pathfinder.analysis.tokens import known_extension
    assert all(known_extension(e) for e in ("csv", "NII", "gz", "fits", "mgz", "czi", "tfstate", "c", "R"))
    # FreeSurfer's surface names, a zone's top-level domain, a one-letter capital are no formats
    assert not any(known_extension(w) for w in ("pial", "white", "inflated", "smoothwm", "com", "H", "K", "C"))
