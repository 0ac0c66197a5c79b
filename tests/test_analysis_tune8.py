"""General rules learnt from the tune8 group's misses (issue 15, bench/ground_truth/tune8.py: CMIP6 stores, Argo
profiles, tissue microarrays, Opera plates, Objectron ids, NOAA/VIIRS/Met Office products). Each is tested on a
layout other than the one that prompted it, beside a look-alike that must keep its reading."""
from __future__ import annotations

from test_analysis_tune6 import reading

from pathfinder.analysis import analyse
from pathfinder.analysis.chains import index_chain_parts
from pathfinder.engine.globs import compile_glob


def test_a_fixed_width_number_cut_into_fields_lets_each_field_take_its_high_digits():
    # prompted by Opera's `001011000.flex` (row, column, field); here a book scanner's quire, leaf and shot numbers,
    # the samples from quires 3 and 4 and leaves 5 ... 9: quire 12 and leaf 10 are siblings
    scans = [f"scans/vol_07/{q:03d}{leaf:03d}{shot:03d}.tif" for q, leaf, shot in (
        (3, 5, 1), (3, 5, 2), (4, 6, 1), (3, 6, 3), (4, 7, 2), (3, 8, 1), (4, 8, 2), (3, 9, 4), (4, 9, 1), (3, 7, 3))]
    got = reading(scans, "scans/vol_07/012010001.tif")
    assert 12 in got.values() and 10 in got.values()
    # a single varying run stays one number, and a date stays a date
    assert reading([f"frames/000{k:03d}.png" for k in (101, 204, 333, 412, 578)], "frames/000999.png")
    logs = [f"logs/202403{d:02d}.log" for d in (1, 4, 9, 15, 22)]
    assert reading(logs, "logs/20240501.log")["date"] == "2024-05-01"


def test_a_capital_letter_alone_between_numbers_is_a_code_that_varies():
    # prompted by tissue-microarray cores `73891_B_1_7.tif` (block, side, row, column); here a plate reader's
    # wells from one row: plate, row letter, column
    wells = [f"reads/plate_{p:03d}/{p:03d}_C_{c:02d}.csv" for p, c in (
        (41, 1), (41, 5), (42, 2), (42, 12), (43, 7), (44, 3), (44, 9), (45, 11))]
    a = analyse(wells)
    assert compile_glob(a.glob).match("reads/plate_046/046_H_04.csv"), a.glob
    assert "H" in reading(wells, "reads/plate_046/046_H_04.csv").values()
    # after a word the letter is part of the name (`scan_B_…`), and a lowercase `x` between sizes stays
    takes = [f"takes/scan_B_{k:03d}.png" for k in (3, 17, 42, 56, 78, 91)]
    assert not compile_glob(analyse(takes).glob).match("takes/scan_C_004.png")
    sizes = [f"thumbs/{w}_x_{h}.jpg" for w, h in ((1024, 768), (800, 600), (640, 480), (320, 240), (1280, 720))]
    assert not compile_glob(analyse(sizes).glob).match("thumbs/1024_y_768.jpg")


def test_a_letter_before_a_run_of_digits_is_a_code_and_a_number_not_a_hash():
    # prompted by Argo's `D1900857` (data mode and float); here a survey's station code `E2020123`
    samples = [f"survey/E2020123/day_{d:02d}.csv" for d in (1, 2, 5, 9, 12, 17)]
    assert not any(f.name == "hash" for f in analyse(samples).fields)
    # a letter before a date is a date of many (WHOI's `…_D20210831_C20211223-0/`)
    grids = [f"grids/SST_C20211223_t{k:02d}.nc" for k in (1, 2, 4, 7, 9, 11)]
    assert reading(grids, "grids/SST_C20220105_t03.nc")["date"] == "2022-01-05"
    # hex with letters among its digits is still a hash
    blobs = [f"cache/a1b2c3d4/part_{k}.bin" for k in (1, 2, 3, 4, 5, 6)]
    assert any(f.name == "hash" for f in analyse(blobs).fields)


def test_letters_glued_to_the_copy_of_a_numbered_folder_are_a_code():
    # prompted by Argo's `coriolis/1900857/profiles/D1900857_151.nc`; here a bat detector's recordings per site,
    # all samples from site 4711 and channel A: channel B and other sites are siblings
    calls = [f"detectors/4711/A4711_{k:04d}.wav" for k in (3, 17, 52, 108, 230, 301, 415, 508)]
    got = reading(calls, "detectors/5020/B5020_0077.wav")
    assert "B" in got.values() and 5020 in got.values() and 77 in got.values()
    # a copy of a folder that is a code itself (`HG00096/HG00096.bam`) keeps reading whole
    reads = [f"data/{s}/alignment/{s}.mapped.ILLUMINA.bwa.{p}.low_coverage.20120522.bam" for s, p in (
        ("HG00096", "GBR"), ("HG00097", "GBR"), ("NA12878", "CEU"), ("NA18525", "CHB"), ("HG01112", "CLM"))]
    assert "NA19238" in reading(reads, "data/NA19238/alignment/NA19238.mapped.ILLUMINA.bwa.YRI.low_coverage."
                                       "20120522.bam").values()


def test_a_label_of_letter_and_number_pairs_varies_in_each_number():
    # prompted by CMIP6 members `r1i1p1f1`; here a hyper-parameter sweep's runs, all samples from one member's
    # seeds (s varies): a sibling of other depth, width and lr index still reads
    runs = [f"sweep/d4w2l3s{s}/metrics_{e:03d}.json" for s, e in ((1, 10), (2, 20), (3, 10), (4, 30), (5, 40),
                                                                  (6, 10), (7, 50), (8, 20))]
    got = reading(runs, "sweep/d8w1l2s3/metrics_010.json")
    assert {8, 1, 2, 3}.issubset(got.values()) and "d8w1l2s3" in got.values()
    # two pairs (an episode `s01e02`) are no tuple of indices, and hex that alternates (`a1b2c3d4`) is no label
    assert index_chain_parts(["s01e02", "s01e05", "s01e11"]) is None
    assert index_chain_parts(["a1b2c3d4"]) is None and index_chain_parts(["r1i1p1f1"]) is not None


def test_dash_joined_pieces_that_all_vary_are_one_name_of_any_count():
    # prompted by CMIP6 source ids (`CNRM-ESM2-1` beside `MIROC6`); here a lens-test bench's camera folders, every
    # sample of three pieces: a camera of two pieces and one of one still read
    shots = [f"lens-tests/{c}/iso{i}/frame_{k:03d}.raw" for c, i, k in (
        ("Sony-A7R4-Body", 100, 1), ("Nikon-Z6II-Kit", 200, 2), ("Canon-R5-Body", 400, 3), ("Fuji-XT4-Kit", 100, 4),
        ("Sony-A1-Body", 800, 5), ("Nikon-Z9-Body", 100, 6), ("Canon-R6II-Kit", 200, 7), ("Pana-S5II-Body", 400, 8))]
    assert "Leica-Q3" in reading(shots, "lens-tests/Leica-Q3/iso100/frame_009.raw").values()
    assert "GFX100S" in reading(shots, "lens-tests/GFX100S/iso100/frame_009.raw").values()
    # pieces with a fixed word between them keep it (`met-office-<area>-deterministic-<levels>`), and a pair of
    # timestamps stays two timestamps
    runs = [f"fc/{a}-deterministic-{lv}/2025061{d}T0000Z-2025061{d}T0{h}00Z/x.json" for a, lv, d, h in (
        ("global", "height", 4, 1), ("uk", "pressure", 4, 2), ("global", "pressure", 5, 3), ("uk", "height", 5, 4),
        ("global", "height", 6, 5), ("uk", "pressure", 6, 6))]
    got = reading(runs, "fc/uk-deterministic-height/20250617T0000Z-20250617T0700Z/x.json")
    assert "20250617T0700Z" in got.values()
    assert not compile_glob(analyse(runs).glob).match("fc/uk-ensemble-height/20250617T0000Z-20250617T0700Z/x.json")


def test_a_station_code_under_date_folders_that_names_start_with_varies():
    # prompted by NEXRAD's `2013/05/20/KTLX/KTLX20130520_201643_V06.gz` (probing the one-branch family of radar
    # archives by station and date); here an air-quality network's hourly files, all samples from one monitor and day
    aq = [f"aq/2024/03/15/BLR/BLR20240315_{h:02d}00.csv" for h in (0, 1, 3, 5, 8, 11, 14, 17, 20, 23)]
    got = reading(aq, "aq/2024/04/02/DEL/DEL20240402_0600.csv")
    assert "DEL" in got.values() and got.get("date") == "2024-04-02"
    # a dataset's own name above the date folders stays literal
    era = [f"archive/ERA/2024/{m:02d}/ERA2024{m:02d}01_t.nc" for m in (1, 2, 3, 4, 5, 6, 7, 8)]
    assert not compile_glob(analyse(era).glob).match("archive/MERRA/2024/01/MERRA20240101_t.nc")
