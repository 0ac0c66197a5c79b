"""General rules of round 10 (units) learnt from review11's misses (issue 15: Incucyte's elapsed times, decimal
hours among whole ones, d.m.yy dates, long stamps, one-letter codes between fixed parts). Each is tested on a
layout other than the one that prompted it, beside a look-alike that must keep its reading."""
from __future__ import annotations

from test_analysis_tune6 import reading

from pathfinder.analysis import analyse
from pathfinder.analysis.tokens import split_chunks
from pathfinder.engine.globs import compile_glob


def test_an_elapsed_time_written_in_units_is_read_by_unit():
    # prompted by Incucyte's `<plate>_P_<well>_<field>_01d18h30m.tif`; here a battery rig's cycling exports, the
    # time since the test began in days, hours and minutes
    logs = [f"rig2/cell{c:02d}/cell{c:02d}_cycle{k:03d}_{d:02d}d{h:02d}h{m:02d}m.csv" for c, k, d, h, m in (
        (1, 12, 0, 4, 30), (1, 40, 1, 17, 0), (3, 7, 0, 1, 15), (3, 99, 4, 23, 45), (5, 60, 2, 8, 0),
        (7, 31, 1, 2, 30))]
    got = reading(logs, "rig2/cell09/cell09_cycle100_12d23h05m.csv")
    assert got["days"] == 12 and got["hours"] == 23 and got["minutes"] == 5, got
    # hours and minutes without days, in a sensor soak test's names
    soak = [f"soak/unit{u}_{h}h{m:02d}m.log" for u, h, m in ((1, 2, 15), (2, 10, 0), (3, 5, 45), (4, 1, 30), (5, 7, 5))]
    got = reading(soak, "soak/unit8_12h40m.log")
    assert got["hours"] == 12 and got["minutes"] == 40, got
    # look-alike: a 3D model collection's `_3d` is a dimension, kept literal when every sample has it
    models = [f"assets/{n}_3d.obj" for n in ("chair", "table", "lamp", "sofa", "desk", "shelf")]
    assert not compile_glob(analyse(models).glob).match("assets/chair_2d.obj")


def test_a_time_point_the_samples_share_is_one_of_a_series_and_may_be_fractional():
    # prompted by idr0127's `CI<N>_patient_EP_24h_Image01.ome.tiff` (24h on most files, 25.5h on a few); here a
    # cytokine assay whose samples were all read out at 48 hours: 72 h and 36.5 h are siblings
    wells = [f"assay/plate4/plate4_{w}_48h_rep{r}.csv" for w, r in (("A1", 1), ("B3", 2), ("C5", 1), ("D2", 3),
                                                                      ("E7", 2), ("F4", 1))]
    assert reading(wells, "assay/plate4/plate4_G2_72h_rep2.csv")["hours"] == "72"
    assert reading(wells, "assay/plate4/plate4_G2_36.5h_rep2.csv")["hours"] == "36.5"
    # look-alike: a buoy's depth `5m` shared by every sample is a name (metres, not minutes): kept literal
    buoys = [f"buoys/{b}/{b}_temp_5m.csv" for b in ("b101", "b102", "b205", "b311", "b412")]
    assert not compile_glob(analyse(buoys).glob).match("buoys/b101/b101_temp_10m.csv")
    # look-alike: a speech corpus's `10h/` subset folder, shared by every sample, names its subset (`1h/` is another)
    clips = [f"subsets/10h/{r}/{c}/{r}-{c}-{u:04d}.flac" for r, c, u in ((19, 198, 1), (26, 495, 7), (103, 1240, 12),
                                                                       (250, 142, 3), (311, 124, 20))]
    assert not compile_glob(analyse(clips).glob).match("subsets/1h/19/198/19-198-0001.flac")


def test_a_decimal_glued_to_its_unit_is_one_value():
    # prompted by `25.5h` beside `24h`; here a CT archive's slice thickness, `0.5mm` beside `1mm` and `2mm`
    scans = [f"ct/{p}/{p}_axial_{t}.dcm" for p, t in (("p01", "1mm"), ("p02", "0.5mm"), ("p03", "2mm"),
                                                      ("p04", "1mm"), ("p05", "5mm"), ("p06", "0.5mm"))]
    got = reading(scans, "ct/p09/p09_axial_1.25mm.dcm")
    assert "1.25" in got.values(), got
    assert split_chunks("slide_12.5x_3")[0] == ("slide", "12.5x", "3")
    # look-alikes keep their chunks: a version, a dotted date, a decimal glued to a word that is no unit
    assert split_chunks("release_1.5.2")[0] == ("release", "1.5.2")
    assert split_chunks("v1.5_build")[0] == ("v1", "5", "build")
    assert split_chunks("x_3.5beta")[0] == ("x", "3", "5beta")


def test_a_one_letter_code_of_a_few_recurring_letters_lists_them_in_the_glob():
    # prompted by Incucyte's fluorescence `_G_`/`_R_` beside the phase images `_P_` in the same folders; here a
    # stereo rig's left and right frames `_L_`/`_R_`, beside its depth maps `_D_` in the same folders
    frames = [f"rig/seq{s:02d}/frame_{c}_{k:06d}.png" for s, c, k in (
        (1, "L", 10), (1, "R", 10), (2, "L", 377), (3, "R", 52), (3, "L", 901), (4, "R", 12), (4, "L", 88),
        (5, "R", 4410), (6, "L", 301), (7, "R", 1200))]
    glob = compile_glob(analyse(frames).glob)
    assert glob.match("rig/seq09/frame_R_000777.png") and glob.match("rig/seq09/frame_L_000777.png")
    assert not glob.match("rig/seq09/frame_D_000777.png"), analyse(frames).glob
    assert "R" in reading(frames, "rig/seq09/frame_R_000777.png").values()
    # look-alike: plate rows drawn at random (`A`, `B`, `D`, each once or twice) are a series that goes on: row `E`
    # is a sibling, not another kind
    wells = [f"plate/img_{r}_{c:02d}.tif" for r, c in (("A", 1), ("B", 3), ("D", 2), ("A", 7), ("B", 9), ("D", 4),
                                                       ("A", 11), ("B", 5), ("D", 8), ("A", 6))]
    assert compile_glob(analyse(wells).glob).match("plate/img_E_12.tif"), analyse(wells).glob


def test_a_unix_time_in_digits_is_one_stamp_of_its_width():
    # prompted by Lyft's `host-a004-lidar0-<19-digit ns>-<19-digit ns>`; here a crawler's screenshots stamped in
    # milliseconds within one afternoon (their first seven digits shared): next month's stamp is a sibling
    shots = [f"shots/site{s}/capture_{t}.png" for s, t in (
        (1, 1699887766123), (1, 1699887912004), (2, 1699888123950), (3, 1699889001277), (3, 1699889456012),
        (4, 1699890002339), (5, 1699891234781))]
    got = reading(shots, "shots/site9/capture_1702468800000.png")
    assert 1702468800000 in got.values(), got
    # look-alike: ISBN-13s are no Unix time (9780…): a 13-digit run outside 2001-2033 keeps its reading
    from pathfinder.analysis.stamps import epoch_stamp
    assert epoch_stamp(["9780306406157", "9781861972712"]) is None
    # look-alike: ten digits from 1 are as often an id as seconds (Who's On First's records): no stamp
    assert epoch_stamp(["1159321233", "1125798001"]) is None
    assert epoch_stamp(["1699887766123", "1699887912004"]) is not None


def test_one_lowercase_letter_before_a_padded_number_is_an_id_as_written():
    # prompted by Lyft's `host-a004`; here a drone fleet's logs `drone-d004-flight12.log`
    logs = [f"fleet/drone-d{d:03d}-flight{f}.log" for d, f in ((4, 12), (17, 3), (102, 7), (9, 40), (55, 1))]
    assert "d250" in reading(logs, "fleet/drone-d250-flight3.log").values()
    # look-alike: a version `v2` is not padded: no id field reads `v2`
    reports = [f"reports/report_v{k}_{n}.pdf" for k, n in ((2, 14), (3, 7), (5, 21), (7, 9), (8, 30))]
    assert "v4" not in reading(reports, "reports/report_v4_11.pdf").values()


def test_a_date_written_day_first_without_padding_or_with_a_month_name_is_a_date():
    # prompted by idr0107's `<genotype>_2.12.19_plant<N>_…` image folders; here a vegetation survey's quadrat
    # photos dated `14.6.21` (14 June 2021), and a lab notebook's scans dated `12Jan2019`
    photos = [f"survey/site{s}/site{s}_{d}_quadrat{q}.jpg" for s, d, q in (
        (1, "3.6.21", 2), (1, "14.6.21", 5), (2, "28.7.21", 1), (3, "2.8.21", 4), (3, "19.8.21", 3), (4, "9.9.21", 6))]
    assert "2021-10-30" in reading(photos, "survey/site7/site7_30.10.21_quadrat1.jpg").values()
    scans = [f"notebook/scan_{d}_p{p}.pdf" for d, p in (("12Jan2019", 1), ("3Feb2019", 4), ("28Mar2019", 2),
                                                        ("15Oct2019", 7), ("9Nov2019", 3))]
    assert "2020-04-05" in reading(scans, "notebook/scan_5Apr2020_p2.pdf").values()
    # look-alike: releases whose last numbers spread (`1.9.31`, `2.0.11`, `1.10.2`) stay versions
    releases = [f"dist/tool-{v}.tar.gz" for v in ("1.8.19", "1.9.31", "2.0.11", "1.10.22", "2.1.3")]
    assert "1.11.40" in reading(releases, "dist/tool-1.11.40.tar.gz").values()
