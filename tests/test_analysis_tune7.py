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


def test_short_codes_after_free_text_are_fields_and_a_counted_one_generalises():
    # prompted by HMDB51's rawframe folders `…_Two_Dribble_Basketball_Drill_dribble_u_cm_np1_ri_med_2`
    clips = [f"footage/{t}_{io}_{dn}_c1_{q}_{k:02d}.mov" for t, io, dn, q, k in (
        ("Old_harbour_at_dawn", "ext", "day", "hd", 7), ("Kitchen_B_roll", "int", "day", "uhd", 2),
        ("Rooftop_party", "ext", "ngt", "hd", 11), ("Train_window_rain_close_up", "int", "ngt", "hd", 3),
        ("Market_street", "ext", "day", "uhd", 1), ("Candle_on_a_table", "int", "ngt", "uhd", 5),
        ("Harbour_cranes_timelapse", "ext", "ngt", "hd", 14), ("Office_corridor", "int", "day", "hd", 9),
        ("Bridge_traffic", "ext", "day", "uhd", 4), ("Library_stacks_dolly", "int", "day", "hd", 6))]
    got = reading(clips, "footage/Night_bus_a_b_stop_int_ngt_c2_uhd_12.mov")  # camera 2: no sample has it
    values = list(got.values())
    assert "Night_bus_a_b_stop" in values and 2 in values and 12 in values
    assert values.index("int") + 1 == values.index("ngt") and "uhd" in values  # each code read on its own
    # free text that ends in short words of its own stays one free name
    notes = [f"notes/{t}_{n}.txt" for t, n in (
        ("Thinking_about_it_now", 2), ("Where_we_go", 1), ("All_in_on_it", 3), ("What_to_do_next", 4),
        ("Why_it_is_so", 5), ("How_we_got_here", 6), ("Not_as_it_was", 7), ("Up_to_me", 8))]
    assert reading(notes, "notes/Back_to_it_9.txt")["name"] == "Back_to_it"
    # one word every name holds before the codes is the names' own text, not a code (`…-gtfs-rt-vp-…`): a feed
    # named otherwise still reads
    feeds = [f"feeds/{a}-gtfs-rt-{t}-{n}.json" for a, t, n in (
        ("us-ny-mta", "vp", 1), ("us-ca-bart", "tu", 2), ("ca-on-ttc-subway", "sa", 3), ("us-ny-mta", "tu", 4),
        ("de-be-vbb", "vp", 5), ("fr-idf-ratp", "sa", 6), ("us-ca-bart", "vp", 7), ("de-be-vbb", "tu", 8))]
    assert reading(feeds, "feeds/nl-gvb-realtime-vp-9.json")["number"] == 9


def test_a_code_read_inside_a_free_part_stays_inside_that_part():
    # prompted by HMDB51's body and camera codes (`…_Free_Solo_Speed_Climb_-_Dan_Osman_climb_f_cm_np1_fr_med_5`),
    # which a leading-code reading took over on the samples and misread where a title holds one-letter words
    clips = [f"footage/{t}_{fr}_{io}_{dn}_c1_{k:02d}.mov" for t, fr, io, dn, k in (
        ("Old_harbour_at_dawn", "w", "ext", "day", 7), ("Kitchen_B_roll", "m", "int", "day", 2),
        ("Rooftop_party", "w", "ext", "ngt", 11), ("Train_window_rain_close_up", "c", "int", "ngt", 3),
        ("Market_street", "w", "ext", "day", 1), ("Candle_on_a_table", "c", "int", "ngt", 5),
        ("Harbour_cranes_timelapse", "w", "ext", "ngt", 14), ("Office_corridor", "m", "int", "day", 9),
        ("Bridge_traffic", "m", "ext", "day", 4), ("Library_stacks_dolly", "c", "int", "day", 6))]
    got = reading(clips, "footage/Night_bus_a_b_stop_m_int_ngt_c1_12.mov")
    assert set(got.values()) == {"Night_bus_a_b_stop", "m", "int", "ngt", 12}


def test_dotted_numbers_bounded_by_their_first_are_a_tile_level_and_coordinates():
    # prompted by 3D Tiles' implicit subtrees `subtrees/3.1.5.1.subtree` (CesiumGS/3d-tiles-samples)
    voxels = [f"cache/lod/{v}.vox" for v in (
        "0.0.0.0", "2.1.3.0", "2.3.3.3", "4.9.2.15", "4.12.12.4", "4.3.0.7", "2.0.1.2", "4.15.8.8")]
    got = reading(voxels, "cache/lod/6.40.17.63.vox")  # a deeper level than any sample
    assert (got["level"], got["x"], got["y"], got["z"]) == (6, 40, 17, 63)
    # addresses and versions keep their one reading
    hosts = [f"logs/hosts/10.0.{a}.{b}.log" for a, b in ((0, 12), (0, 13), (1, 4), (1, 200), (2, 7), (3, 99))]
    assert [f.name for f in analyse(hosts).fields] == ["ip"]
    builds = [f"dist/{v}.zip" for v in ("2.3.1.4", "2.3.1.5", "2.4.0.1", "3.0.0.12", "3.1.2.7", "3.1.2.8")]
    assert "level" not in {f.name for f in analyse(builds).fields}


def test_a_folder_of_numbers_only_varies_in_every_number():
    # prompted by Common Crawl's segments `crawl-data/CC-MAIN-2019-30/segments/1563195523840.34/warc/…`
    # (samples of one segment kept `*.34`, a hundredth of the crawl)
    tasks = [f"slurm/4521337_12/step_{s}.{e}" for s, e in ((0, "out"), (1, "out"), (2, "out"), (3, "out"),
                                                            (4, "out"), (5, "out"), (6, "out"), (7, "out"))]
    got = reading(tasks, "slurm/4521338_3/step_2.out")  # another job's third task
    assert list(got.values()) == [4521338, 3, 2]
    # a file name's fixed number stays (KITTI's annotated frame `_10` beside the `_11` it must leave alone)
    scenes = [f"training/image_2/{i:06d}_10.png" for i in (3, 17, 42, 88, 101, 150, 177, 199)]
    assert analyse(scenes).glob.endswith("_10.png")


def test_a_counting_word_written_in_camel_case_numbers_a_series():
    # prompted by MetaXpress plate exports `PLATE_1234/TimePoint_1/PLATE_1234_B02_s1_w1.TIF` (the time-lapse's
    # other points are TimePoint_2, ...), samples from one time point
    steps = [f"sim/cavity/TimeStep_3/field_{q}_{b}.vtk" for q, b in (
        ("u", 0), ("v", 0), ("p", 0), ("u", 1), ("v", 1), ("p", 1), ("u", 2), ("p", 2))]
    got = reading(steps, "sim/cavity/TimeStep_12/field_v_2.vtk")
    assert 12 in got.values()
    # a camel-case word that counts nothing stays part of the name
    nets = [f"models/ResNet50/fold_{k}/weights_{e}.pt" for k, e in ((1, 10), (1, 20), (2, 10), (2, 30), (3, 10),
                                                                    (3, 40), (4, 50), (5, 60))]
    assert "/ResNet50/" in analyse(nets).glob


def test_dotted_numbers_glued_to_a_name_stay_a_version_not_a_tile():
    # a package's four-part version holds small numbers below 2**major, as a tile address would; but an address
    # names the whole file (`3.1.5.1.subtree`), a version follows the package's name
    wheels = [f"dist/mylib-{v}.tar.gz" for v in (
        "2.0.1.0", "2.1.0.0", "2.1.1.0", "2.2.0.1", "2.1.0.3", "2.3.0.0", "2.0.0.2", "2.2.1.1")]
    names = {f.name for f in analyse(wheels).fields}
    assert not names & {"level", "x", "y", "z"}, names
    # the same numbers as the whole name keep the tile reading
    tiles = [w.replace("mylib-", "").replace(".tar.gz", ".subtree") for w in wheels]
    assert {"level", "x", "y", "z"} <= {f.name for f in analyse(tiles).fields}


def test_a_session_name_after_its_stamp_and_number_varies_with_them():
    # prompted by drone mission folders `DCIM/DJI_202307121030_001_Mission1/DJI_…_0001_V.JPG` (samples of one flight)
    clips = [f"recorder/REC_20240312_0915_{n:03d}_HarbourWalk/clip_{k:04d}.wav" for n, k in (
        (3, 1), (3, 2), (3, 3), (3, 7), (3, 8), (3, 12), (3, 15), (3, 21))]
    got = reading(clips, "recorder/REC_20240402_1740_004_Market-Square/clip_0009.wav")
    assert "Market-Square" in got.values()
    # numbers that hold no date keep the word after them (`run_0042_007_raw` beside `…_processed`)
    runs = [f"lab/run_0042_007_raw/frame_{k:04d}.tif" for k in (1, 2, 3, 5, 8, 13, 21, 34)]
    assert "_raw/" in analyse(runs).glob
