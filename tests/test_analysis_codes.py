"""Codes glued to numbers and ids that hold other fields (issue 15, the codes round of review6/review7): a
letter that comes back with several numbers is a field, a tile code's letters are not a version's `v`, a split
word the file name repeats varies with the split folder. Each rule is tested on a layout other than the one that
prompted it (bench/ground_truth/review6.py, review7.py), with a look-alike that must keep its reading."""
from __future__ import annotations

from draft_helpers import record, rule_of


def test_a_letter_that_comes_back_with_several_numbers_is_a_category():
    # prompted by ds002718's stimuli f069.bmp / s012.bmp / u100.bmp; here a lexical-decision task's audio items:
    # words, nonwords and pseudowords, numbered within each
    items = ["w012", "w045", "w101", "n003", "n045", "n077", "p020", "p063", "w007", "n120"]
    a, rule = rule_of([f"lexdec/audio/{i}.wav" for i in items])
    status, fields = record(rule, "lexdec/audio/p144.wav")
    assert status == "complete"
    assert "p" in fields.values() and 144 in fields.values() and "p144" in fields.values()
    # codes seen once each are names (codecs), not a category and a number
    _, codecs = rule_of([f"media/{c}/clip.mkv" for c in ("h264", "h265", "vp9", "av1")])
    assert all(f not in ("h", "v", "a") for f in record(codecs, "media/h264/clip.mkv")[1].values())


def test_a_code_letter_after_a_shared_letter_is_read_apart():
    # prompted by Landsat's MTL files (LC08, LT05); here a bulk download of Collection 1 scene archives
    scenes = ["LC08_L1TP_044034_20200101_20200113_01_T1", "LE07_L1TP_044034_20190802_20190828_01_T1",
              "LT05_L1TP_043033_20110714_20160806_01_T1", "LC09_L1TP_043034_20220325_20220409_02_T1",
              "LE07_L1TP_045033_20190716_20190811_01_T1", "LT04_L1TP_044033_19900619_20161016_01_T1"]
    a, rule = rule_of([f"archive/landsat/{s}.tar.gz" for s in scenes])
    status, fields = record(rule, "archive/landsat/LM05_L1TP_044034_19850524_20180403_01_T1.tar.gz")
    assert status == "complete"
    assert "M" in fields.values() and 5 in fields.values() and "LM05" in fields.values()
    # each code seen once with one number (LC08, LE07, LT05) shows no category apart from the number: one code
    b, once = rule_of([f"archive/landsat/{s}.tar.gz" for s in scenes if s[:4] in ("LC08", "LE07", "LT05")])
    assert "L[A-Z]" not in b.glob


def test_letters_glued_in_turn_to_numbers_are_no_version():
    # prompted by MODIS' h10v05.006 (tile, collection); here STAC items of VIIRS granules on the same grid
    names = ["VNP09GA.A2020123.h18v04.001", "VNP13A1.A2019001.h08v05.001", "VNP09GA.A2021200.h31v12.002",
             "VNP13A1.A2020049.h12v09.001", "VNP46A1.A2022001.h25v06.002"]
    a, rule = rule_of([f"stac/items/{n}.json" for n in names])
    status, fields = record(rule, "stac/items/VNP46A2.A2022002.h26v07.001.json")
    assert status == "complete" and 26 in fields.values() and 7 in fields.values()
    assert not any(str(v).startswith("07.") for v in fields.values())
    # a version after a name keeps its reading (`v2.1` is one release)
    _, release = rule_of([f"dist/tool-v{v}.zip" for v in ("2.1", "2.3", "3.0", "3.12")])
    assert "4.10" in record(release, "dist/tool-v4.10.zip")[1].values()


def test_a_pacbio_rs_movie_is_read_with_its_cell():
    # prompted by 1000 Genomes' SMRT index (…/<movie>.1.bax.h5); here an RS II run folder's analysis results
    movies = ["m130608_033634_42207_c100515142550000001823076608221372_s1_p0",
              "m130611_211040_42207_c100516962550000001823076608221302_s1_p0",
              "m140102_101512_42156_c100588282550000001823104705121421_s1_p0",
              "m140105_004411_42156_c100591232550000001823104705121455_s2_p0"]
    _, rule = rule_of([f"smrt/{m[1:7]}/{m}/Analysis_Results/{m}.subreads.fastq" for m in movies])
    new = "m150101_182244_42248_c100735112550000001823155307271540_s1_p0"
    status, fields = record(rule, f"smrt/150101/{new}/Analysis_Results/{new}.subreads.fastq")
    assert status == "complete" and fields["movie"] == new
    # a Sequel movie keeps its three parts
    _, sequel = rule_of([f"hifi/{m}.ccs.bam" for m in ("m64043_200710_174426", "m64011_190830_220126",
                                                          "m54329U_201103_231616")])
    assert record(sequel, "hifi/m64012_210101_010101.ccs.bam")[1]["movie"] == "m64012_210101_010101"


def test_speaker_initials_let_the_first_letter_vary():
    # prompted by TIMIT's speaker folders when every sample is a male speaker (mabc0); here a read-speech corpus
    speakers = ["mjr01", "mkd02", "mtw01", "mab03", "mpl02"]
    _, rule = rule_of([f"corpus/wav/{s}/utt_{i:03d}.wav" for i, s in enumerate(speakers, start=1)])
    assert record(rule, "corpus/wav/fcs01/utt_007.wav") is not None
    # codes of one family keep their shared letter: band files B01 … B12 leave TCI.jp2 out
    _, bands = rule_of([f"granule/IMG_DATA/T32TQM_B{b}.jp2" for b in ("01", "02", "04", "8A", "11", "12")])
    assert record(bands, "granule/IMG_DATA/T32TQM_TCI.jp2") is None


def test_a_split_word_the_name_repeats_varies_with_the_split_folder():
    # prompted by ADE20K's train/image/ADE_train_<n>.jpg; here satellite chips named after their split
    samples = [f"chips/train/images/sat_train_{i:06d}.png" for i in (12, 345, 6789, 10001, 23456)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "chips/val/images/sat_val_000017.png")
    assert status == "complete" and "val" in fields.values()
    # a word that repeats no folder stays literal
    _, tiles = rule_of([f"chips/train/images/sat_tile_{i:06d}.png" for i in (12, 345, 6789, 10001)])
    assert record(tiles, "chips/train/images/sat_mask_000017.png") is None


def test_a_name_that_starts_with_its_owners_id_is_read_whole():
    # prompted by EPIC-KITCHENS' P01/videos/P01_101.MP4 (video 101 of participant P01); here a mouse study's trials
    samples = [f"mice/M{m:02d}/trials/M{m:02d}_{t:03d}.h5" for m, t in ((7, 12), (7, 40), (12, 3), (12, 77), (31, 5), (40, 8))]
    a, rule = rule_of(samples)
    status, fields = record(rule, "mice/M52/trials/M52_120.h5")
    assert status == "complete" and fields.get("item_id") == "M52_120" and 120 in fields.values()
    # a folder of digits alone (a year) and a name going on with letters (a well) hold no owner's item number
    year, _ = rule_of([f"reports/2024/2024_{m:02d}.csv" for m in (1, 2, 5, 9)])
    assert "item_id" not in [f.name for f in year.fields]
    plate, _ = rule_of([f"plates/Plate_{p:03d}/Plate_{p:03d}_{w}.tif" for p, w in ((1, "A01"), (2, "B03"), (3, "C12"))])
    assert "item_id" not in [f.name for f in plate.fields]


def test_a_number_some_items_write_with_a_part_letter_is_one_id():
    # prompted by NYU Depth's scene folders living_room_0069b beside bedroom_0047; here a library's scanned leaves,
    # a title (words joined by `_`) and a page, inserted leaves written 0012a, 0012b after page 0012
    leaves = ["dune_0012", "dune_0012a", "the_hobbit_0013", "the_hobbit_0040b", "emma_0041", "war_and_peace_0041a",
              "emma_0102", "war_and_peace_0007"]
    a, rule = rule_of([f"library/leaves/{v}.tif" for v in leaves])
    status, fields = record(rule, "library/leaves/little_women_0150c.tif")
    assert status == "complete" and "little_women" in fields.values() and "0150c" in fields.values()
    assert "0150" in record(rule, "library/leaves/dune_0150.tif")[1].values()
    # numbers alone stay numbers
    _, plain = rule_of([f"library/leaves/{v}.tif" for v in ("dune_0012", "emma_0013", "dune_0040", "emma_0102")])
    assert 150 in record(plain, "library/leaves/emma_0150.tif")[1].values()


S1_PRODUCTS = ["S1A_IW_GRDH_1SDV_20230101T054416_20230101T054441_046582_059530_1B6A",
               "S1A_IW_GRDH_1SDV_20230113T054415_20230113T054440_046757_05A1F2_7C3D_COG",
               "S1B_EW_GRDM_1SDH_20211022T101212_20211022T101312_029233_037D1C_A0F1",
               "S1A_IW_GRDH_1SDV_20230206T174512_20230206T174537_047111_05A6B0_4E22_COG",
               "S1B_IW_GRDH_1SDV_20210911T054335_20210911T054400_028633_036AA2_9F0B",
               "S1A_EW_GRDM_1SDH_20230305T101302_20230305T101402_047514_05B4C2_D1E0_COG"]


def test_a_product_name_some_names_add_a_code_to_is_read_piece_by_piece():
    # prompted by Sentinel-2 SAFE folders (a baseline N0212 only newer products carry, an esa_ label); here
    # Sentinel-1 GRD products, some of them cloud-optimised (_COG before .SAFE)
    _, rule = rule_of([f"s1/grd/{p}.SAFE/manifest.safe" for p in S1_PRODUCTS])
    new = "S1A_IW_GRDH_1SDV_20240101T054411_20240101T054436_051832_0642A1_9C1E_COG"
    status, fields = record(rule, f"s1/grd/{new}.SAFE/manifest.safe")
    values = [str(v) for v in fields.values()]
    assert status == "complete"
    assert {"S1A", "IW", "GRDH", "20240101T054411", "20240101T054436", "51832", "0642A1"} <= set(values)
    # keyed codes are read by their key wherever they stand: an orbit R070 and a tile T11SLT after an optional piece
    _, keyed = rule_of([f"l2a/{p}.SAFE/MTD.xml" for p in (
        "S2B_MSIL2A_20220413T150759_N0400_R025_T33XWJ_20220414T082126", "S2A_MSIL1C_20200717T221941_R029_T01LAC_20200717T234135",
        "S2A_MSIL2A_20230821T221941_N0509_R029_T01KAB_20230822T021825", "S2A_MSIL2A_20190212T192651_N0212_R013_T07HFE_20201007T160857")])
    fields = record(keyed, "l2a/S2B_MSIL2A_20240102T101009_N0510_R022_T32TQM_20240102T120011.SAFE/MTD.xml")[1]
    assert fields.get("r") == 22 and fields.get("t") == "32TQM"
    # lowercase words joined by `_` (a photo's title) are no product codes
    words, _ = rule_of([f"albums/{t}.jpg" for t in ("summer_trip_beach_day_01", "summer_trip_old_town_02_edit",
                                                      "winter_hike_ridge_view_03", "winter_hike_04")])
    assert not any(f.name.startswith(("code", "timestamp")) for f in words.fields)


def test_seven_digits_of_a_year_and_its_day_give_both():
    # prompted by VIIRS STAC items (VNP09A1.A2022029.h10v05…); here a LAADS download tree of MODIS swath granules
    granules = ["MOD021KM.A2022029.1050.061.2022029192530", "MOD021KM.A2021152.0320.061.2021153011212",
                "MOD021KM.A2020366.2355.061.2021001080901", "MOD021KM.A2022030.1135.061.2022030201344"]
    _, rule = rule_of([f"laads/MOD021KM/{g[10:14]}/{g[14:17]}/{g}.hdf" for g in granules])
    status, fields = record(rule, "laads/MOD021KM/2023/045/MOD021KM.A2023045.0910.061.2023045172203.hdf")
    assert status == "complete" and fields.get("year") == 2023 and fields.get("day_of_year") == 45
    # with its clock time (HLS granules): the same year and day
    hls = ["HLS.S30.T10SEG.2020001T183731.v2.0", "HLS.L30.T11SLT.2021152T180911.v2.0", "HLS.S30.T33XWJ.2022104T101559.v2.0",
           "HLS.L30.T01KAB.2019200T220405.v2.0", "HLS.S30.T07HFE.2023011T193741.v2.0"]
    _, granules = rule_of([f"hls/{h}.B04.tif" for h in hls])
    fields = record(granules, "hls/HLS.L30.T32TQM.2024366T101010.v2.0.B04.tif")[1]
    assert fields.get("year") == 2024 and fields.get("day_of_year") == 366
    # ids of seven digits that are no year and day stay ids
    ids, _ = rule_of([f"billing/INV{n}.pdf" for n in (1234567, 1987001, 2001567, 3004005)])
    assert not {"year", "day_of_year"} & {f.name for f in ids.fields}


def test_coded_names_whose_template_reads_a_piece_get_no_second_reading_of_it():
    # an app's logs, some with a region code (APP_PROD_EU_…): `_`-joined capital codes of varying count and a
    # date, as a product's; the segment's template reads the date and the number, and the product reader added
    # a second copy of the date as text (`timestamp`) and of the number (`code`)
    logs, rule = rule_of([f"logs/APP_PROD{'_EU' if i % 2 else ''}_2024010{i % 9 + 1}_{i:02d}.log" for i in range(10)])
    assert not any(f.name.startswith(("code", "timestamp")) for f in logs.fields), [f.name for f in logs.fields]
    fields = record(rule, "logs/APP_PROD_US_20240105_17.log")[1]
    assert "2024-01-05" in fields.values() and 17 in fields.values()
