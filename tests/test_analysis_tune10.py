"""General rules learnt from the tune10 group's misses (issue 15, bench/ground_truth/tune10.py: BIDS derivatives,
BBBC021 and IDR microscopy, drone cameras, dump and crawl lists, Delta partitions, ML split lists). Each is tested
on a layout other than the one that prompted it, beside a look-alike that must keep its reading."""
from __future__ import annotations

import uuid

from test_analysis_tune6 import reading

from pathfinder.analysis import analyse
from pathfinder.analysis.tokens import split_chunks
from pathfinder.engine.globs import compile_glob


def test_the_copy_of_a_generalised_folder_below_it_varies_with_it():
    # prompted by BBBC021's `Week2/Week2_24141/Week2_180607_…` and a BIDS derivative's `sub-BO196/sub-BO196_t1_…`
    # drawn from one branch; here a motor lab's trials, all samples from session 3: session 4 is a sibling
    trials = [f"lab/session3/session3_trial{t:02d}/session3_trial{t:02d}_{k}.csv" for t in (1, 4, 7, 9)
              for k in ("eeg", "emg")]
    a = analyse(trials)
    assert compile_glob(a.glob).match("lab/session4/session4_trial02/session4_trial02_emg.csv"), a.glob
    assert reading(trials, "lab/session4/session4_trial02/session4_trial02_emg.csv")["trial"] == 2
    # a plate reader's images from one plate: plate 7's wells and channels are read the same way
    wells = [f"screen/Plate12/Plate12_{w}_ch{c}.tif" for w in ("A01", "B07", "H12") for c in (1, 2)]
    got = reading(wells, "screen/Plate7/Plate7_C03_ch2.tif")
    assert got["plate"] == 7 and 2 in got.values()
    # a folder kept literal keeps its copy literal (a format's name), and a label the name only starts
    # with (`cam2` before `cam20240312_…`) is no copy
    tags = [f"data/mp3/mp3_{n}.txt" for n in ("index", "tags", "list")]
    assert not compile_glob(analyse(tags).glob).match("data/mp4/mp4_index.txt")
    shots = [f"dcim/cam2/cam2{d}_{t}.jpg" for d, t in (("0312", "0915"), ("0312", "1130"), ("0401", "0800"),
                                                        ("0402", "1745"), ("0415", "1210"))]
    assert compile_glob(analyse(shots).glob).match("dcim/cam2/cam20501_0600.jpg")


def test_a_uuid_glued_to_a_short_code_is_the_code_then_the_uuid():
    # prompted by MetaXpress exports (`G10_s1_w1BEDC2073-A983-4B98-95E9-84466707A25D.tif`, wavelength 1 and the
    # image's GUID); here a time-lapse export whose channel code `ch3` is glued to a lowercase GUID
    ids = [uuid.UUID(int=k * 7919 + (k << 90)) for k in range(1, 9)]
    frames = [f"timelapse/TimePoint_{k}/ch{c}{u}.tif" for k, (c, u) in enumerate(zip((1, 2, 3, 1, 2, 3, 1, 2), ids), 1)]
    other = uuid.UUID(int=123456789 << 40)
    got = reading(frames, f"timelapse/TimePoint_12/ch4{other}.tif")
    assert 4 in got.values() and str(other) in got.values(), got
    assert split_chunks("w1BEDC2073-A983-4B98-95E9-84466707A25D") == (
        ("w1", "BEDC2073-A983-4B98-95E9-84466707A25D"), ("", "", ""))
    # a longer hex run before the dashes is no UUID with a code before it, and a UUID after a separator is read
    # as before
    assert split_chunks("abcd1BEDC2073-A983-4B98-95E9-84466707A25D")[0][0] == "abcd1BEDC2073"
    assert split_chunks("w1_BEDC2073-A983-4B98-95E9-84466707A25D")[0] == ("w1", "BEDC2073-A983-4B98-95E9-84466707A25D")


def test_a_small_number_the_samples_share_inside_a_tuple_of_numbers_varies():
    # prompted by UrbanSound8K's `<clip>-<class>-<occurrence>-<slice>.wav` sampled with occurrence 0 only; here a
    # bird-song survey's `<clip>-<microphone>-<take>-<segment>.flac`, all samples from take 0: take 1 is a sibling
    songs = [f"recordings/site{t}/{c}-{m}-0-{g}.flac" for t, c, m, g in (
        (2, 10452, 1, 3), (2, 20931, 3, 12), (5, 33310, 2, 1), (7, 4512, 1, 8), (7, 88120, 4, 5), (9, 12004, 2, 14))]
    got = reading(songs, "recordings/site3/55555-2-1-6.flac")
    assert sorted(v for v in got.values() if isinstance(v, int)) == [1, 2, 3, 6, 55555], got
    # beside a number the samples share too (a model's `7-0` version) the pieces stay literal
    exports = [f"exports/{k}-7-0-{j}.onnx" for k, j in ((3, 1), (12, 4), (41, 2), (57, 9), (66, 3))]
    assert not compile_glob(analyse(exports).glob).match("exports/5-7-1-2.onnx")


def test_free_text_between_a_leading_id_and_trailing_counters_keeps_both_ends_read():
    # prompted by IDR's DeltaVision stacks `AC16_T18d24h_Rep2_<one or two probes>_DAPIChan2_5.dv`; here another
    # lab's nuclear-envelope stacks: cell line, temperature, replicate, a list of one or two stains, DAPI channel, image
    stacks = [f"stacks/{c}_T{t}_Rep{r}_{p}_DAPICh{ch}_{n}.dv" for c, t, r, p, ch, n in (
        ("HeLa", "37d", 1, "Nup98Ch1", 2, 4), ("HeLa", "32d", 2, "Lmnb1Ch1_Emd488Ch2", 3, 11),
        ("MCF7", "37d", 1, "Nup98Ch1", 2, 7), ("MCF7", "25d", 3, "Lmnb1Ch1_Emd488Ch2", 3, 2),
        ("A549", "37d", 2, "Sun2Ch1", 2, 15), ("A549", "32d", 1, "Sun2Ch1_Lap2Ch2", 3, 9))]
    got = reading(stacks, "stacks/U2OS_T30d_Rep4_Tpr1Ch1_Nup153Ch2_DAPICh3_21.dv")
    assert "U2OS" in got.values() and 30 in got.values() and 4 in got.values() and 21 in got.values(), got
    # the stains stay one free piece, and a name without the replicate piece is another kind
    assert "Tpr1Ch1_Nup153Ch2" in got.values()
    assert not compile_glob(analyse(stacks).glob).match("stacks/U2OS_T30d_Tpr1Ch1_DAPICh3_21.dv")
