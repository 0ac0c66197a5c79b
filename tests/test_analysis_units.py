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
