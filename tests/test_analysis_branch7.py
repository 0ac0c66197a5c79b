"""Samples from one branch of a data tree (issue 15, the branch7 round): the branch's own name, constant in
every sample, is read as one member of a family when its neighbours say so, and the rule covers the
siblings; plain words and codes under fixed folders stay. Each rule is tested on a layout other than the one
that prompted it (bench/ground_truth/review7.py, review6.py), with a look-alike that must keep its reading."""
from __future__ import annotations

from draft_helpers import record, rule_of


def test_a_code_between_two_levels_of_members_is_a_member_of_its_level():
    # prompted by TIMIT's train/dr3/<speaker>/; here essays of one school grade, by student
    samples = [f"/srv/essays/train/gr5/{s}/essay_{n}.txt"
               for s, n in (("st0412", 1), ("st0419", 2), ("st0533", 1), ("st0601", 3), ("st0777", 2))]
    a, rule = rule_of(samples)
    status, fields = record(rule, "/srv/essays/train/gr7/st1203/essay_4.txt")
    assert status == "complete" and 7 in fields.values()
    # under a fixed folder the same shape is a name (`lib64`), and so is a code above a fixed folder (`py3/static`)
    _, libs = rule_of([f"opt/lib64/{p}/lib{p}.so" for p in ("ssl", "crypto", "zstd", "lzma", "ffi")])
    assert record(libs, "opt/lib32/ssl/libssl.so") is None
    _, site = rule_of([f"site/{d}/py3/static/app{u}.css" for d, u in (("2024", 1), ("2023", 7), ("2022", 9), ("2021", 4))])
    assert record(site, "site/2024/py2/static/app1.css") is None


def test_a_first_folder_named_like_a_member_and_repeated_by_its_names_is_one_member():
    # prompted by EPIC-KITCHENS' P11/videos/P11_109.MP4 listed from the tree's root; here a sleep study's patients
    samples = [f"PT17/nights/PT17_night{n}.edf" for n in (1, 2, 3, 4, 5, 6)]
    _, rule = rule_of(samples)
    status, fields = record(rule, "PT23/nights/PT23_night2.edf")
    assert status == "complete" and "PT23" in fields.values()
    # a first folder named in words with a digit names the tree, repeated or not
    _, tree = rule_of([f"ERA5/{v}/ERA5_{v}_{y}.nc" for v, y in (("t2m", 2001), ("tp", 2002), ("sp", 2003),
                                                               ("t2m", 2004), ("tp", 2005), ("sp", 2006))])
    assert record(tree, "MERRA2/t2m/MERRA2_t2m_2001.nc") is None


def test_a_catalogue_number_and_the_codes_of_its_record_vary_with_the_member():
    # prompted by 1000 Genomes' data/HG01775/alignment/HG01775.chrom11.ILLUMINA.bwa.IBS.low_coverage.<date>.bam;
    # here ENCODE-style signal tracks of one Coriell cell line, by mark, lab and replicate
    samples = [f"encode/GM12878/bigwig/GM12878.{m}.UW.rep{r}.bigWig"
               for m, r in (("H3K4me3", 1), ("H3K27ac", 2), ("CTCF", 1), ("H3K36me3", 2), ("H3K4me1", 1))]
    _, rule = rule_of(samples)
    status, fields = record(rule, "encode/AG04450/bigwig/AG04450.CTCF.UTA.rep1.bigWig")  # another collection, lab
    assert status == "complete" and {"AG04450", "UTA"} <= set(fields.values())
    # a longer word of the record (a platform, a consortium) stays, and so do codes in names without a member
    assert record(rule, "encode/AG04450/bigwig/AG04450.CTCF.BROAD.rep1.bigWig") is None
    _, flat = rule_of([f"tracks/signal.{m}.UW.rep{r}.bigWig" for m, r in (("H3K4me3", 1), ("CTCF", 2), ("H3K27ac", 1),
                                                                          ("H3K36me3", 2), ("H3K4me1", 1))])
    assert record(flat, "tracks/signal.CTCF.UTA.rep1.bigWig") is None


def test_a_folder_the_names_spell_with_a_separator_is_a_key_and_its_number():
    # prompted by CBERS4/<sensor>/…/CBERS_4_MUX_<date>_…_BAND5.tif beside CBERS4A/; here VIIRS granules by satellite
    samples = [f"archive/NOAA20/{b}/NOAA-20_VIIRS_{b}_202301{d:02d}.nc"
               for b, d in (("I01", 5), ("I02", 5), ("M03", 6), ("I01", 7), ("M05", 9), ("I03", 11))]
    _, rule = rule_of(samples)
    status, fields = record(rule, "archive/NOAA21/I01/NOAA-21_VIIRS_I01_20230105.nc")
    assert status == "complete" and "21" in [str(v) for v in fields.values()]
    # a name with a number that the names do not spell apart (`python3`) stays
    _, env = rule_of([f"envs/python3/lib/python_utils_{n}.py" for n in (1, 2, 3, 5, 8, 13)])
    assert record(env, "envs/python2/lib/python_utils_1.py") is None


def test_the_short_codes_of_one_records_names_vary_with_the_record():
    # prompted by one Landsat scene's bands LC08_L2SR_099120_<date>_<date>_02_T2_SR_B<n>.TIF; here one drone
    # survey's orthophoto tiles (two capture dates and times, a flight code, the band set)
    samples = [f"survey/ortho/KX_20230705_1200_20230706_0900_F12_RGB_tile{n}.tif" for n in (1, 2, 3, 4, 5, 6)]
    _, rule = rule_of(samples)
    status, fields = record(rule, "survey/ortho/KX_20230801_0800_20230802_1100_F07_RGB_tile3.tif")
    assert status == "complete" and "F07" in fields.values()
    # a code of letters only is what the file holds (another band set is another kind), and the leading code stays
    assert record(rule, "survey/ortho/KX_20230705_1200_20230706_0900_F12_NIR_tile1.tif") is None
    assert record(rule, "survey/ortho/QZ_20230705_1200_20230706_0900_F12_RGB_tile1.tif") is None


def test_a_plural_folder_with_a_number_is_one_numbered_copy_of_a_collection():
    # prompted by stactools' tests/data-files/assets2/ beside assets/, assets3/; here exported image batches
    samples = [f"export/images2/IMG_{n:04d}.jpg" for n in (12, 13, 20, 31, 47)]
    _, rule = rule_of(samples)
    assert record(rule, "export/images/IMG_0001.jpg") is not None
    assert record(rule, "export/images7/IMG_0099.jpg") is not None
    # a word ending in -ss with a number is no plural (`glass2`), and neither is a name with a number
    _, glass = rule_of([f"export/glass2/IMG_{n:04d}.jpg" for n in (12, 13, 20, 31, 47)])
    assert record(glass, "export/glass/IMG_0001.jpg") is None


def test_a_folder_under_a_plural_of_individuals_is_one_of_them():
    # prompted by FreeSurfer's subjects/fsaverage/label/ beside subjects/sub-01/; here a voice corpus by speaker name
    samples = [f"corpus/speakers/alice/utt_{n:04d}.wav" for n in (1, 4, 9, 16, 25, 36)]
    _, rule = rule_of(samples)
    status, fields = record(rule, "corpus/speakers/bob/utt_0004.wav")
    assert status == "complete" and "bob" in fields.values()
    # a weather station's code that its names repeat, under stations/
    _, station = rule_of([f"data/stations/KSEA/2023/KSEA_2023{m:02d}{d:02d}.csv" for m, d in ((1, 5), (2, 7), (3, 9), (4, 1), (6, 3))])
    status, fields = record(station, "data/stations/KBFI/2024/KBFI_20240105.csv")
    assert status == "complete" and "KBFI" in fields.values()
    # a plural of other things holds categories, which stay (`exercises/practice` beside `exercises/concept`)
    _, tests = rule_of([f"exercises/practice/{e}/{e}_test.py" for e in ("bob", "leap", "anagram", "clock", "yacht")])
    assert record(tests, "exercises/concept/lists/lists_test.py") is None


def test_a_plural_under_a_plural_of_individuals_is_a_collection_not_one_of_them():
    # `users/avatars/`, `subjects/group_stats/`: folders named by a plural hold things kept beside the individuals;
    # read as one user (`user: avatars`) the glob took every user's own folder
    avatars, rule = rule_of([f"app/static/users/avatars/u{i}.png" for i in (12, 55, 103, 7, 998, 41, 76, 230)])
    assert "user" not in {f.name for f in avatars.fields}
    assert record(rule, "app/static/users/alice/u12.png") is None
    stats, rule = rule_of([f"study/subjects/group_stats/roi_{i}.csv" for i in range(1, 9)])
    assert record(rule, "study/subjects/sub-01/roi_3.csv") is None


def test_a_word_for_what_is_kept_about_all_individuals_is_not_one_of_them():
    # `stations/metadata/`, `cameras/calibration/`: files about every station or camera, not one station's folder;
    # read as one (`station: metadata`) the glob took every station's own files
    meta, rule = rule_of([f"network/stations/metadata/site_{i:03d}.json" for i in (1, 4, 9, 16, 25, 36, 49)])
    assert "station" not in {f.name for f in meta.fields}
    assert record(rule, "network/stations/KSEA/site_004.json") is None
    _, rule = rule_of([f"rig/cameras/calibration/intrinsics_{i:02d}.yaml" for i in (1, 2, 3, 5, 8, 13)])
    assert record(rule, "rig/cameras/cam_front/intrinsics_02.yaml") is None
    # beside them a station's own code still varies
    _, rule = rule_of([f"network/stations/KSEA/site_{i:03d}.json" for i in (1, 4, 9, 16, 25, 36, 49)])
    assert record(rule, "network/stations/KBFI/site_004.json") is not None
