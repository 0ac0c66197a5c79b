"""Round 9 (esa): product names written as fixed-width codes padded with `_` (issue 15; prompted by review9's
Sentinel-3 SEN3 folders and Sentinel-5P names). Each rule is tested on another family (CryoSat-2, Sentinel-6,
MERIS-like look-alikes) beside names that must keep their reading."""
from __future__ import annotations

from test_analysis_tune6 import reading

from pathfinder.analysis import analyse
from pathfinder.analysis.render import render_draft
from pathfinder.engine.loader import rules_from_text
from pathfinder.analysis.padded import collapse_cells, padded_record
from pathfinder.engine.globs import compile_glob

# CryoSat-2 SIRAL products: CS_<class 4>_<type 10>_<start>_<stop>_<baseline>; `LTA_` and `2__` are padded
CRYOSAT = [f"cryosat/CS_{c}_SIR_{p}_{lv}_{a}_{b}_{bl}.nc" for c, p, lv, a, b, bl in (
    ("OFFL", "LRM", "2_", "20200101T000235", "20200101T001129", "D001"),
    ("LTA_", "SIN", "2_", "20190301T000451", "20190301T000830", "D001"),
    ("OFFL", "SAR", "1B", "20200105T101010", "20200105T101911", "D001"),
    ("LTA_", "SAR", "2_", "20180612T231507", "20180612T232001", "C001"),
    ("OFFL", "SIN", "1B", "20210315T120000", "20210315T120512", "E001"),
    ("LTA_", "LRM", "1B", "20170101T050505", "20170101T051212", "C001"))]


def test_a_padded_product_name_is_read_by_its_columns():
    # prompted by Sentinel-5P's `S5P_OFFL_L2__CO_____<start>_…` beside `…_L2__AER_AI_…`; cut at `_`, `LTA__SIR_SIN_2__`
    # has more pieces than `OFFL_SIR_LRM_1B`, so each piece's reading shifted on half the names
    got = reading(CRYOSAT, "cryosat/CS_NRT__SIR_GDR_2__20220101T000000_20220101T003000_E001.nc")
    values = list(got.values())
    assert "NRT" in values and "GDR" in values and "E001" in values  # padding stripped, an unseen class and product
    assert got["timestamp"] == "20220101T000000" and got["timestamp_2"] == "20220101T003000"
    assert "2" in values or 2 in values
    got = reading(CRYOSAT, "cryosat/CS_OFFL_SIR_LRM_1B_20230707T070707_20230707T071717_E001.nc")
    assert "OFFL" in got.values() and "1B" in got.values() and "LRM" in got.values()


def test_a_wider_code_of_a_sibling_keeps_the_fields_after_it():
    # Sentinel-6 altimetry folders: a cycle and pass number, or (regional products) a padded area name in their place
    s6 = [f"s6/S6A_P4_2__LR_STD__{t}_{cyc}_{a}_{b}_F0{bl}.SEN6/measurement.nc" for t, cyc, a, b, bl in (
        ("NR", "012_161", "20210222T174435", "20210222T184048", 1), ("NT", "031_217", "20210826T211108", "20210826T220721", 3),
        ("ST", "020_045", "20210512T030101", "20210512T035714", 2), ("NT", "033_018", "20210915T072937", "20210915T082550", 3),
        ("NR", "041_100", "20211203T101010", "20211203T110623", 4), ("ST", "050_002", "20220210T195052", "20220210T204705", 6))]
    rule = rules_from_text(render_draft(analyse(s6)))[0]
    ev = rule.evaluate("s6/S6A_P4_2__LR_STD__NT_EUROPE__20230101T000000_20230101T100000_F07.SEN6/measurement.nc")
    assert ev is not None, rule.glob
    got = ev.fields
    assert "NT" in got.values() and "F07" in got.values() and got["timestamp"] == "20230101T000000"
    assert set(ev.problems) <= {"code_2", "code_3"}  # only the cycle and pass numbers, which the area replaces


def test_a_product_folder_seen_once_is_one_granule_of_many():
    # prompted by samples from one Sentinel-3 product folder (`S3A_OL_2_WFR____….SEN3/Oa<NN>_reflectance.nc`), whose
    # mission, level and data type stayed literal: from one Sentinel-6 product the glob takes every product's files
    one = [f"s6/S6A_P4_2__LR_STD__NT_031_217_20210826T211108_20210826T220721_F03.SEN6/{f}.nc"
           for f in ("measurement", "quality", "geolocation", "orbit", "waveform", "ancillary")]
    a = analyse(one)
    assert a.glob.endswith(".SEN6/[!_.~]*.nc") and "S6A" not in a.glob and "NT" not in a.glob, a.glob
    got = reading(one, "s6/S6B_P4_2__HR_STD__ST_050_002_20220210T195052_20220210T204705_F06.SEN6/quality.nc")
    assert {"S6B", "HR", "ST", "F06"} <= set(got.values()) and got["timestamp"] == "20220210T195052"


def test_names_with_double_underscores_that_are_no_padded_record_keep_their_reading():
    # a Python package's dunder files, a lowercase `__` join and capitals without a date-time are no such record
    assert padded_record(["__init__", "__main__"], 2, []) is None
    assert padded_record(["2024-01-01__ga__primary_runoff", "2024-01-02__tx__general_runoff"], 2, []) is None
    assert padded_record(["MER_RR__1P_A", "MER_FR__2P_B"], 2, []) is None  # no date-time: a name, not a product
    assert padded_record(["S2A_MSIL1C_20200101T101031_N0208_R022_T32TQM_20200101T121212"], 1, []) is None  # no padding
    pkgs = [f"src/pkg{k}/__init__.py" for k in range(6)]
    assert analyse(pkgs).glob == "src/pkg*/__init__.py"
    # Sentinel-2 names (no padding) keep the product reader's fields
    s2 = [f"S2{m}_MSIL2A_2020{d}T101031_N0214_R{r}_T32TQM_2020{d}T121212.SAFE/manifest.safe"
          for m, d, r in (("A", "0101", "022"), ("B", "0204", "065"), ("A", "0310", "108"), ("B", "0415", "022"),
                          ("A", "0520", "065"), ("B", "0625", "108"))]
    assert "code" not in {f.name for f in analyse(s2).fields} or "r" in {f.name for f in analyse(s2).fields}


def test_code_columns_collapse_in_a_pattern():
    assert collapse_cells("^[A-Z0-9_]{3}[A-Z0-9_][A-Z0-9_]{2}_([0-9]{8})$") == "^[A-Z0-9_]{6}_([0-9]{8})$"
    assert collapse_cells("^[A-Z0-9_]{2}[A-Z0-9_]*x$") == "^[A-Z0-9_]{2}[A-Z0-9_]*x$"  # a repeat is no column
    assert compile_glob("s6/*_*.SEN6/*.nc").match("s6/S6A_P4.SEN6/a.nc")


def test_two_letters_that_combine_freely_are_two_codes():
    # prompted by Sentinel-3 SLSTR's `S5_radiance_an.nc`, `S8_BT_io.nc` (a grid letter and a view letter): a car rig's
    # cameras named by side and end (`lf` left-front … `rb` right-back) give two fields, and other names stay out
    frames = [f"rig/frame_{k:06d}_{c}.png" for k, c in (
        (120, "lf"), (120, "rf"), (121, "lb"), (122, "rb"), (123, "lf"), (125, "rb"), (126, "rf"), (130, "lb"))]
    a = analyse(frames)
    assert a.glob.endswith("_[a-z][a-z].png"), a.glob
    got = reading(frames, "rig/frame_000200_rf.png")
    assert "r" in got.values() and "f" in got.values()  # two fields (the pair as written beside them, attack8)
    assert not compile_glob(a.glob).match("rig/frame_000200_depth.png")
    # language codes are spellings of one code: each first letter comes with few second letters
    manuals = [f"docs/manual_{lang}.pdf" for lang in ("en", "de", "fr", "es", "it", "nl", "pt", "ja")]
    got = reading(manuals, "docs/manual_ko.pdf")
    assert "ko" in got.values()
    disjoint = [f"docs/guide_{lang}.pdf" for lang in ("de", "fr", "ja", "it", "ko", "de", "fr")]  # no letter crosses
    assert "ko" in reading(disjoint, "docs/guide_ko.pdf").values()
    # a radar's polarisations (transmit and receive letters of one alphabet) are one code
    bands = [f"s1/{p}/measurement-{p}-{k:03d}.tiff" for p, k in (
        ("hh", 1), ("hv", 2), ("vh", 1), ("vv", 2), ("hh", 3), ("vv", 1), ("hv", 1), ("vh", 3))]
    assert "vh" in reading(bands, "s1/vh/measurement-vh-004.tiff").values()


def test_a_granules_band_seen_once_is_one_band_of_many():
    # prompted by GOES ABI cloud-moisture COGs from one scene folder (`…/OR_ABI-L2-CMIPM1-M6C05_G16_s<time>_…_CMI.tif`),
    # whose band C05 stayed literal: the same instrument's level-1b radiances in another tree (an hourly folder of
    # one band's CONUS scans) read band 13's scans too; the mode digit glued before it (M6) stays
    rad = [f"abi/2023/001/{h:02d}/OR_ABI-L1b-RadC-M6C02_G18_s2023001{h:02d}{m:02d}117_e2023001{h:02d}{m + 2:02d}490"
           f"_c2023001{h:02d}{m + 3:02d}012.nc" for h, m in ((0, 1), (0, 6), (0, 11), (0, 16), (0, 21), (0, 26), (0, 31))]
    got = reading(rad, "abi/2023/001/00/OR_ABI-L1b-RadC-M6C13_G18_s20230010001117_e20230010003490_c20230010004012.nc")
    assert got["band"] == 13
    assert "-M6C??_" in analyse(rad).glob
    # a band code standing alone (`_B03_`) keeps the reading it had (its letters and number, `b`); under year, month,
    # day and time folders these samples made the Python draft's renderer fail (a date combined from two pieces)
    seg = [f"himawari/0000/HS_H08_20150707_0000_B03_FLDK_R05_S{k:02d}10.DAT" for k in range(1, 9)]
    assert reading(seg, "himawari/0000/HS_H08_20150707_0000_B13_FLDK_R05_S0410.DAT")["b"] == 13
    # glued codes in a name without a sensing time stay as written (a sensor's mode and channel, numbered readouts)
    reads = [f"bench/scan_M2C01_{k:04d}.csv" for k in (1, 2, 3, 5, 8, 13, 21)]
    assert "_M2C01_" in analyse(reads).glob
