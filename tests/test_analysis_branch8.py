"""Samples from one branch of a data tree (issue 15, the branch8 round of round 9): the branch's own name,
constant in every sample, is read as one member of a family when the names below say so, and the rule covers
the siblings; plain words and names that do not abbreviate the folder stay. Each rule is tested on a layout
other than the one that prompted it (bench/ground_truth/review9.py), with a look-alike that keeps its reading."""
from __future__ import annotations

from draft_helpers import record, rule_of


def test_a_bucket_named_by_a_satellite_that_the_names_abbreviate_covers_the_other_satellites():
    # prompted by GOES' noaa-goes16.s3.amazonaws.com/…/OR_ABI-…_G16_….nc; here Himawari's bucket, its names `H09`
    samples = [f"noaa-himawari9.s3.amazonaws.com/AHI-L1b-FLDK/2023/06/{d:02d}/{t}/HS_H09_202306{d:02d}_{t}_B{b:02d}"
               f"_FLDK_R{r:02d}_S{b:02d}10.DAT.bz2"
               for d, t, b, r in ((1, "0000", 1, 10), (1, "0000", 2, 10), (1, "0010", 1, 10), (1, "0010", 3, 5),
                                  (2, "0010", 3, 5), (3, "0020", 4, 5), (3, "0020", 7, 20), (4, "0100", 13, 20))]
    _, rule = rule_of(samples)
    other = "noaa-himawari8.s3.amazonaws.com/AHI-L1b-FLDK/2021/01/05/0000/HS_H08_20210105_0000_B01_FLDK_R10_S0110.DAT.bz2"
    status, fields = record(rule, other)
    assert status == "complete" and 8 in fields.values()
    # the satellite goes with its copy in the names: GOES-16's folder does not take GOES-17's files
    samples = [f"noaa-goes16.s3.amazonaws.com/ABI-L2-{p}/2021/145/18/OR_ABI-L2-{p}-M6_G16_s2021145180{s}191_"
               f"e2021145180{s}511_c2021145181{s}002.nc" for p, s in (("MCMIPF", 0), ("FDCF", 1), ("LSTF", 2),
                                                                       ("SSTF", 3), ("RRQPEF", 4), ("ACHAF", 5))]
    _, goes = rule_of(samples)
    sibling = "noaa-goes17.s3.amazonaws.com/ABI-L2-FDCF/2021/145/18/OR_ABI-L2-FDCF-M6_G17_s20211451800321_e20211451809388_c20211451810357.nc"
    status, fields = record(goes, sibling)
    assert status == "complete" and 17 in fields.values()
    # a bucket that writes the number after a dash (Google's public copy of GOES-17's data, `…_G17_…`)
    _, gcp = rule_of([f"gcp-public-data-goes-17/{p.replace('noaa-goes16.s3.amazonaws.com/', '').replace('_G16_', '_G17_')}"
                      for p in samples])
    status, fields = record(gcp, "gcp-public-data-goes-16/" + samples[0].split("/", 1)[1])
    assert status == "complete" and 16 in fields.values()


def test_a_folder_whose_number_the_names_write_after_another_code_stays():
    # a Python version's wheels write `cp39` (CPython), not the folder word's initial: the folder is one build target
    _, wheels = rule_of([f"wheels/python39/{p}_{v}_cp39_linux.whl"
                         for p, v in (("numpy", "1.26"), ("scipy", "1.11"), ("pandas", "2.1"), ("pyarrow", "14.0"))])
    assert record(wheels, "wheels/python310/numpy_1.26_cp310_linux.whl") is None
    # and a word glued to one digit (`era5`) is a product's name, even when the names write `e5`
    _, era = rule_of([f"reanalysis/era5/{v}/e5_{v}_{y}.nc" for v, y in (("t2m", 2001), ("tp", 2002), ("sp", 2003),
                                                                       ("t2m", 2004), ("tp", 2005), ("sp", 2006))])
    assert record(era, "reanalysis/era6/t2m/e6_t2m_2001.nc") is None


def test_a_folder_named_by_a_code_that_carries_its_day_is_one_run_of_many():
    # prompted by ApolloScape's Road01/pose/BJ20170901A/Record014/; here a drone survey's flights
    samples = [f"survey/UAV20240517B/images/IMG_{n:04d}.JPG" for n in (1, 2, 107, 213, 300, 412)]
    _, rule = rule_of(samples)
    status, fields = record(rule, "survey/UAV20240602A/images/IMG_0007.JPG")
    assert status == "complete" and fields.get("run") == "UAV20240602A"
    # after a lowercase word the word stays (`run_` is the key, the code its value)
    _, runs = rule_of([f"drive/run_BJ20170901A/cam{c}/{n:04d}.png" for c, n in ((1, 1), (1, 2), (2, 3), (2, 1), (1, 9))])
    assert record(runs, "drive/run_SH20180312C/cam1/0004.png") is not None
    assert record(runs, "drive/calib_SH20180312C/cam1/0004.png") is None
    # eight digits that are no date (a build number) keep the folder literal
    _, builds = rule_of([f"firmware/FW13579246B/images/boot_{n}.bin" for n in (1, 2, 3, 4, 5)])
    assert record(builds, "firmware/FW24681357C/images/boot_1.bin") is None


def test_a_four_digit_folder_that_heads_a_chain_of_ids_in_its_names_is_an_id_not_a_year():
    # prompted by LibriSpeech's <reader>/<chapter>/<reader>-<chapter>-<utt>.flac; here a client's invoices by account
    samples = [f"billing/invoices/2017/{a}/2017-{a}-{n:03d}.pdf"
               for a, n in ((883104, 1), (883104, 2), (883104, 7), (90211, 1), (90211, 3), (883104, 12))]
    _, rule = rule_of(samples)
    status, fields = record(rule, "billing/invoices/731/88310/731-88310-001.pdf")
    assert status == "complete" and 731 in fields.values()
    # a year folder above a month, or above names numbered within the year, keeps its year
    a, logs = rule_of([f"archive/2019/03/2019_03_{n:06d}.log" for n in (123, 124, 300, 301, 777)])
    assert "year" in [f.name for f in a.fields] and record(logs, "archive/731/03/731_03_000001.log") is None
    a, logs = rule_of([f"archive/2019/2019_{n:06d}.log" for n in (123, 124, 300, 301, 777)])
    assert "year" in [f.name for f in a.fields] and record(logs, "archive/731/731_000001.log") is None


def test_a_day_folder_named_by_its_target_code_varies_with_the_day():
    # probed beside ApolloScape's dated runs: an observing night's 2023-11-04_NGC1300/; here a lab day's cell line
    samples = [f"microscopy/2024-03-15_HEK293/img_{n:03d}.tif" for n in (1, 2, 5, 9, 12, 40)]
    _, rule = rule_of(samples)
    status, fields = record(rule, "microscopy/2024-04-02_MCF7/img_004.tif")
    assert status == "complete" and fields.get("label") == "MCF7"
    # a word after the day (a processing stage) stays: the raw day's rule does not take the processed copies
    _, raw = rule_of([f"microscopy/2024-03-15_raw/img_{n:03d}.tif" for n in (1, 2, 5, 9, 12, 40)])
    assert record(raw, "microscopy/2024-04-02_proc/img_004.tif") is None


def test_a_generated_token_below_a_member_folder_is_one_item_of_that_member():
    # probed on VoxCeleb's id10270/Mdk1SXywHck/00001.wav drawn from one video; here a lecture archive's video ids
    samples = [f"lectures/2021/dQw4w9WgXcQ/clip_{n:03d}.mp4" for n in (1, 2, 3, 7, 9, 12)]
    _, rule = rule_of(samples)
    assert record(rule, "lectures/2023/J2Gw94jMm2A/clip_004.mp4") is not None
    # a product's name in mixed case (`iPhone12Pro`) is a word, not a token
    _, shop = rule_of([f"shop/products/1042/iPhone12Pro/photo_{n}.jpg" for n in (1, 2, 3, 4, 5)])
    assert record(shop, "shop/products/2077/GalaxyS21/photo_1.jpg") is None


def test_a_record_folder_is_one_of_a_numbered_series():
    # probed on ApolloScape's Record033/ drawn from one record; here a vehicle logger's records
    _, rule = rule_of([f"logger/Record007/can_{n:04d}.csv" for n in (1, 2, 3, 5, 8)])
    assert record(rule, "logger/Record012/can_0004.csv") is not None
