"""General rules learnt from the tune7 group's misses (issue 15, bench/ground_truth/tune7.py: drone and stereo frames,
a CRISPR screen's cycle/well/tile images, HMDB51 split lists, BIDS iEEG/EEG/fMRI, 3D Tiles pyramids). Each is tested
on a layout other than the one that prompted it, beside a look-alike that must keep its reading."""
from __future__ import annotations

from test_analysis_tune6 import reading

from pathfinder.analysis import analyse


def test_a_code_folder_copied_into_the_name_ends_where_the_code_ends():
    # prompted by IDR idr0071's `10X_c0-DAPI-p65mNeon/10X_c0-DAPI-p65mNeon_A2_Tile-231.phenotype.tif`
    ckpts = [f"ckpt/8xA100_r3-bf16-lr3e4/8xA100_r3-bf16-lr3e4_{p}_step-{n}.pt" for p, n in (
        ("ema", 1200), ("raw", 1200), ("ema", 2400), ("raw", 3600), ("ema", 4800), ("raw", 6000), ("ema", 7200),
        ("raw", 9600))]
    got = reading(ckpts, "ckpt/4xH100_r1-fp8-lr1e3/4xH100_r1-fp8-lr1e3_ema_step-800.pt")
    assert got["step"] == 800 and "ema" in got.values() and got["folder"] == "4xH100_r1-fp8-lr1e3"
    # a plain folder copied into its names keeps reading its siblings (no separator count is imposed)
    cams = [f"NVR/front_door/front_door_2024{d}_{t}_{k}.mp4" for d, t, k in (
        ("0418", "1200", "motion"), ("0418", "1315", "person"), ("0419", "0805", "motion"), ("0420", "2230", "car"),
        ("0421", "0610", "person"), ("0422", "1745", "motion"), ("0423", "0020", "car"), ("0425", "1130", "motion"))]
    got = reading(cams, "NVR/garage/garage_20240501_0930_car.mp4")
    assert got["date"] == "2024-05-01" and "car" in got.values()
    got = reading(cams, "NVR/back_yard_east/back_yard_east_20240501_0930_car.mp4")
    assert got["date"] == "2024-05-01" and "car" in got.values()
