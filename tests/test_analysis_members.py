"""Samples from one branch still give a rule for the whole kind (issue 15): a folder every sample
shares is generalised when its shape or its neighbours say it is one member of a family
(analysis/members.py, analysis/series.py, columns._glued_member, columns._year_with_unit). Each heuristic is tested
on a layout other than the one that prompted it, with the real engine applied to unseen
siblings, and with a look-alike that must stay literal."""
from __future__ import annotations

from draft_helpers import record, rule_of


def test_a_word_glued_to_a_padded_number_is_one_member():
    # every take from one microphone (prompted by DICOM/sub05, PAT30730)
    samples = [f"studio/mic02/take_{i:03d}.wav" for i in range(1, 11)]
    a, rule = rule_of(samples)
    assert "mic02" not in a.glob
    status, fields = record(rule, "studio/mic11/take_007.wav")
    assert status == "complete" and 11 in fields.values()


def test_a_word_glued_to_a_short_plain_number_is_a_name():
    samples = [f"oci/blobs/sha256/layer_{i:03d}.tar" for i in range(1, 11)]
    a, rule = rule_of(samples)
    assert "sha256/" in a.glob
    assert record(rule, "oci/blobs/sha512/layer_001.tar") is None


def test_a_folder_the_file_name_starts_with_is_the_files_key():
    # one gate's pictures (prompted by NVR/back-yard/…/back-yard_…)
    samples = [f"traffic/north-gate/2024-05-{d:02d}/north-gate_{i:04d}.jpg" for d, i in
               [(1, 1), (1, 2), (2, 17), (3, 40), (5, 41), (6, 77), (8, 90), (9, 91)]]
    a, rule = rule_of(samples)
    assert "north-gate" not in a.glob
    status, fields = record(rule, "traffic/south_gate/2024-06-11/south_gate_0005.jpg")
    assert status == "complete" and "south_gate" in fields.values()
    # the repeated text is no wildcard for hidden or trashed files
    assert record(rule, "traffic/north-gate/2024-05-01/.trashed-north-gate_0001.jpg") is None


def test_an_acronym_or_the_tree_itself_repeated_in_file_names_stays_literal():
    samples = [f"archive/GHCN-D/{y}/GHCN-D_{y}_{i:03d}.csv" for y, i in [(2020, 1), (2021, 5), (2022, 9), (2023, 12)]]
    a, _ = rule_of(samples)
    assert "GHCN-D/" in a.glob
    samples = [f"gfs/{y}/gfs_{y}_{i:03d}.grib2" for y, i in [(2020, 1), (2021, 5), (2022, 9), (2023, 12)]]
    a, _ = rule_of(samples)
    assert a.glob.startswith("gfs/")


def test_a_code_with_digits_repeated_inside_the_file_name_is_an_id():
    # one storage bin's photos (prompted by CORDEX AFR-44/…/tas_AFR-44_…)
    samples = [f"warehouse/BIN-A17/{k}/photo_BIN-A17_{i:04d}.jpg" for k, i in
               [("front", 1), ("back", 2), ("front", 3), ("top", 4), ("back", 5), ("front", 6)]]
    a, rule = rule_of(samples)
    assert "BIN-A17" not in a.glob
    status, fields = record(rule, "warehouse/BIN-C03/top/photo_BIN-C03_0009.jpg")
    assert status == "complete" and "BIN-C03" in fields.values()


def test_a_word_repeated_inside_the_file_name_stays_literal():
    samples = [f"logs/{y}/{m:02d}/Audit/host_Audit_{y}{m:02d}.log" for y, m in [(2023, 1), (2023, 2), (2024, 3), (2024, 7)]]
    a, _ = rule_of(samples)
    assert "/Audit/" in a.glob


def test_words_after_a_generalised_id_label_that_member():
    # one lecture's slides, one day's event (prompted by 003.backpack, 2023-02-13 Product shots)
    samples = [f"course/07 Linear Maps/slide_{i:02d}.png" for i in range(1, 11)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "course/12 Eigenvalues and Vectors/slide_03.png")
    assert status == "complete" and "Eigenvalues and Vectors" in fields.values()
    samples = [f"events/2024-06-01 Team offsite/DSC{i:05d}.jpg" for i in range(1, 11)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "events/2024-07-15 Summer party/DSC00042.jpg")
    assert status == "complete" and "Summer party" in fields.values()


def test_a_key_before_an_id_is_no_label():
    samples = [f"runs/run_0007/step_{i}.ckpt" for i in range(1, 11)]
    a, rule = rule_of(samples)
    assert "run_*" in a.glob
    assert record(rule, "runs/walk_0007/step_1.ckpt") is None


def test_a_short_folder_that_begins_the_names_below_is_a_fanout_bucket():
    # prompted by MIMIC's p12/p12345678 and git's objects/ff/<38 hex>
    samples = [f"store/k12/k12{n:06d}.bin" for n in (1, 7, 33, 120, 4711, 99999, 123456, 500000)]
    a, rule = rule_of(samples)
    status, _ = record(rule, "store/k47/k47000123.bin")
    assert status == "complete"
    hexes = ["3fa1" + h for h in ("0" * 36, "1" * 36, "2" * 34 + "ab", "9" * 30 + "cdef01")]
    samples = [f"_cacache/content-v2/sha512/3f/a1/{h[4:]}" for h in hexes]
    a, rule = rule_of(samples)
    status, _ = record(rule, "_cacache/content-v2/sha512/07/e2/" + "4" * 36)
    assert status == "complete"


def test_an_archive_accession_bucket_of_three_letters_is_one_bucket():
    # prompted by ENA's run folders (fastq/ERR188/ERR188435/): a bucket of three letters and three digits
    samples = [f"store/kvx481/kvx481{n:03d}.bin" for n in (12, 33, 57, 101, 250, 411, 599, 870)]
    a, rule = rule_of(samples)
    assert a.glob == "store/kvx???/kvx??????.bin"
    assert record(rule, "store/kvx112/kvx112007.bin")[0] == "complete"
    # four letters are a word with a number (`data2024`, `kvxq481`), not a bucket: the folder stays literal
    samples = [f"store/kvxq481/kvxq481{n:03d}.bin" for n in (12, 33, 57, 101, 250, 411, 599, 870)]
    a, rule = rule_of(samples)
    assert "/kvxq481/" in a.glob and record(rule, "store/kvxq112/kvxq112007.bin") is None


def test_a_title_under_a_plural_folder_is_one_item_of_it():
    # prompted by Instrument Exports/NanoDrop One and Stems/<song>
    samples = [f"Clients/Projects/Acme Redesign 2024/invoice_{i:03d}.pdf" for i in range(1, 11)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "Clients/Projects/Globex Launch/invoice_007.pdf")
    assert status == "complete" and "Globex Launch" in fields.values()


def test_a_plain_word_under_a_plural_folder_stays_literal():
    samples = [f"datasets/cities/paris/img_{i:05d}.jpg" for i in range(1, 11)]
    a, rule = rule_of(samples)
    assert "/paris/" in a.glob
    assert record(rule, "datasets/cities/london/img_00001.jpg") is None
    samples = [f"lake/partitions/dt=2024-01-01/part-{i:05d}.parquet" for i in range(1, 11)]
    a, _ = rule_of(samples)
    assert "/dt=" in a.glob


def test_a_year_glued_to_a_unit_word_is_one_year():
    # prompted by 2022年度 (a fiscal year); here in Hangul
    samples = [f"회의록/2023년/meeting_{i:02d}.docx" for i in range(1, 11)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "회의록/2024년/meeting_03.docx")
    assert status == "complete" and fields["year"] == 2024


def test_a_title_under_a_home_folder_is_an_applications_folder():
    samples = [f"C:/Users/Kim/Documents/Paradox Interactive/saves/save_{i:03d}.sav" for i in range(1, 11)]
    a, _ = rule_of(samples)
    assert "Documents/Paradox Interactive/" in a.glob


def test_codes_between_the_ids_of_a_composite_folder_are_values_too():
    # one case folder, its file names repeat it (prompted by TCGA_CS_7888_20020904, Landsat scenes)
    samples = [f"plates/EXP_CH_0042_20240301/EXP_CH_0042_20240301_well{w:02d}.csv" for w in range(1, 11)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "plates/EXP_DE_0101_20240415/EXP_DE_0101_20240415_well07.csv")
    assert status == "complete" and 101 in fields.values()
    assert a.glob.startswith("plates/EXP_")  # the leading label stays


def test_a_folder_with_one_id_keeps_its_codes():
    samples = [f"plates/EXP_CH_0042/well{w:02d}.csv" for w in range(1, 11)]
    a, rule = rule_of(samples)
    assert "EXP_CH_" in a.glob
    assert record(rule, "plates/EXP_DE_0042/well01.csv") is None


def test_a_folder_named_like_a_bids_file_reads_its_entities():
    # a recording that is a folder (CTF `.ds`), all samples from one subject (prompted by ds000247)
    samples = [f"study/sub-phantom/ses-{s}/meg/sub-phantom_ses-{s}_task-noise_run-01_meg.ds/sub-phantom_ses-{s}_meg.res4"
               for s in ("19000101", "19000102", "19000105", "19000111")]
    a, rule = rule_of(samples)
    status, fields = record(rule, "study/sub-04/ses-01/meg/sub-04_ses-01_task-rest_run-02_meg.ds/sub-04_ses-01_meg.res4")
    assert status == "complete" and "rest" in fields.values()


def test_a_folder_led_by_a_plural_word_and_a_doubled_delimiter_is_one_item():
    # prompted by a model cache (models--01-ai--Yi-1.5-34B); here a dataset cache
    samples = [f"/home/bo/.cache/hub/datasets--allenai--c4/snapshots/{h}/en/c4-train.{i:05d}-of-01024.json.gz"
               for h, i in [("a" * 40, 1), ("b" * 40, 7), ("a" * 40, 99), ("c" * 40, 512)]]
    a, rule = rule_of(samples)
    status, fields = record(rule, "/home/bo/.cache/hub/datasets--huggingface--fineweb/snapshots/" + "d" * 40
                            + "/en/c4-train.00003-of-01024.json.gz")
    assert status == "complete" and "fineweb" in fields.values() and "huggingface" in fields.values()


def test_a_folder_right_inside_an_array_store_is_one_array():
    # prompted by era5.zarr/<variable>/t.y.x; here an N5 store
    samples = [f"lab/brain.n5/membrane/{t}.{y}.{x}" for t, y, x in [(0, 1, 2), (3, 0, 7), (12, 4, 4), (7, 7, 1), (2, 9, 0)]]
    a, rule = rule_of(samples)
    status, fields = record(rule, "lab/brain.n5/nuclei/5.5.5")
    assert status == "complete" and "nuclei" in fields.values()
    samples = [f"lab/brain/membrane/{t}.{y}.{x}" for t, y, x in [(0, 1, 2), (3, 0, 7), (12, 4, 4), (7, 7, 1), (2, 9, 0)]]
    a, _ = rule_of(samples)
    assert "/membrane/" in a.glob


def test_a_folders_number_repeated_after_its_initial_in_the_file_name_varies_with_it():
    # prompted by noaa-goes16/…/OR_…_G16_s….nc; here weather stations
    samples = [f"weather/station-kx12/{y}/obs_K12_{y}{m:02d}01.csv" for y, m in
               [(2023, 1), (2023, 5), (2024, 2), (2024, 9), (2022, 3), (2022, 11)]]
    a, rule = rule_of(samples)
    status, fields = record(rule, "weather/station-kx31/2024/obs_K31_20240301.csv")
    assert status == "complete" and 31 in fields.values()
    # another letter before the same digits is no copy of the folder's number
    samples = [f"weather/station-kx12/{y}/obs_X12_{y}{m:02d}01.csv" for y, m in
               [(2023, 1), (2023, 5), (2024, 2), (2024, 9), (2022, 3), (2022, 11)]]
    a, _ = rule_of(samples)
    assert "_X12_" in a.glob


def test_a_folder_named_after_a_file_type_matches_in_any_case():
    # prompted by shoots with RAW/ beside Raw/; here JPG/ beside jpg/
    samples = [f"Pictures/2024-05-01 Hike/JPG/DSC{i:05d}.jpg" for i in (1, 2, 40, 77, 90, 91, 120)]
    a, rule = rule_of(samples)
    status, _ = record(rule, "Pictures/2024-06-12 Beach/jpg/DSC00007.jpg")
    assert status == "complete"
    assert record(rule, "Pictures/2024-06-12 Beach/xmp/DSC00007.jpg") is None


def test_a_counter_glued_before_a_capital_label_is_one_member():
    # a camera card's DCF folders (100CANON, 101CANON): one folder of many
    samples = [f"card/DCIM/100CANON/IMG_{i:04d}.JPG" for i in (1, 5, 17, 120, 333, 400, 512, 777)]
    a, rule = rule_of(samples)
    status, _ = record(rule, "card/DCIM/101CANON/IMG_0001.JPG")
    assert status == "complete"
    assert record(rule, "card/DCIM/101MSDCF/IMG_0001.JPG") is None  # another camera's label


def test_a_lone_digit_ending_every_name_is_a_counter():
    # prompted by TensorBoard event files all ending `.1` in one run; here core dumps
    samples = [f"dumps/core.node-{h}.{pid}_1" for h, pid in
               [("a1", 3301), ("b7", 4412), ("c3", 5523), ("a1", 6634), ("d9", 7745), ("b7", 8856)]]
    a, rule = rule_of(samples)
    status, _ = record(rule, "dumps/core.node-e2.9967_3")
    assert status == "complete"


def test_a_lone_digit_in_a_name_without_variables_stays():
    samples = [f"levels/world_{w}/level_2.map" for w in ("forest", "desert", "ice", "cave", "sky", "sea")]
    a, _ = rule_of(samples)
    assert a.glob.endswith("level_2.map")


def test_a_release_folder_with_a_variant_label_is_one_release():
    # one build's files (prompted by Arrow's integration/1.0.0-bigendian beside 0.14.1, cpp-21.0.0)
    samples = [f"builds/2.4.1-linux-amd64/{d}/tool_{i}.bin" for d, i in
               [("bin", 1), ("bin", 2), ("lib", 3), ("lib", 4), ("bin", 5), ("share", 6)]]
    a, rule = rule_of(samples)
    assert "linux-amd64" not in a.glob
    for sibling, value in [("builds/2.5.0/bin/tool_1.bin", "2.5.0"),
                           ("builds/2.5.0-darwin-arm64/lib/tool_3.bin", "2.5.0-darwin-arm64"),
                           ("builds/rel-3.0.0/bin/tool_9.bin", "rel-3.0.0")]:
        status, fields = record(rule, sibling)
        assert status == "complete" and value in fields.values()
    assert record(rule, "builds/nightly/bin/tool_1.bin") is None  # no version, no release


def test_a_version_with_a_dotted_format_suffix_keeps_it():
    samples = [f"site-packages/numpy-1.26.0.dist-info/{n}" for n in ("METADATA", "RECORD", "WHEEL", "LICENSE.txt")]
    a, _ = rule_of(samples)
    assert ".dist-info/" in a.glob


def test_a_width_by_height_folder_is_one_size():
    # one size of an icon theme (prompted by flag-icons' flags/1x1 beside flags/4x3)
    samples = [f"icons/hicolor/48x48/{d}/{n}.png" for d, n in
               [("apps", "firefox"), ("apps", "gimp"), ("mimetypes", "text-plain"), ("apps", "vlc"),
                ("status", "battery-low"), ("apps", "inkscape")]]
    a, rule = rule_of(samples)
    assert "48x48" not in a.glob
    status, fields = record(rule, "icons/hicolor/256x256/apps/firefox.png")
    assert status == "complete" and "256x256" in fields.values()
    assert record(rule, "icons/hicolor/scalable/apps/firefox.png") is None  # no size, not a size folder


def test_names_of_one_word_in_one_member_folder_are_its_topic():
    # one ticket's screenshots (prompted by EIP assets: eip-107/authorization.png, authorization-locked.png)
    samples = ["tickets/issue-42/screenshot.png", "tickets/issue-42/screenshot-before.png",
               "tickets/issue-42/screenshot-after-fix.png", "tickets/issue-42/screenshot-mobile.png"]
    a, rule = rule_of(samples)
    assert "screenshot" not in a.glob
    status, fields = record(rule, "tickets/issue-7/diagram.png")
    assert status == "complete" and 7 in fields.values() and "diagram" in fields.values()
    # under a fixed folder the word is the kind's own name (`report.md`, `report-v2.md`)
    a, _ = rule_of(["docs/report.md", "docs/report-v2.md", "docs/report-final.md"])
    assert "report" in a.glob


def test_a_word_that_counts_then_a_short_number_is_one_of_a_series():
    # one fold's predictions (prompted by ESC-50-like literals staying literal: `epoch_12`, `Season 2` are not names)
    for samples, sibling, value in [
        ([f"cv/fold3/pred_{i}.npy" for i in range(1, 9)], "cv/fold10/pred_2.npy", 10),
        ([f"ckpt/epoch_12/shard_{i}.pt" for i in range(1, 9)], "ckpt/epoch_3/shard_1.pt", 3),
        ([f"tv/Show/Season 2/episode_{i:02d}.mkv" for i in range(1, 9)], "tv/Show/Season 10/episode_01.mkv", 10),
        ([f"people/users/user_42/upload_{i}.jpg" for i in range(1, 9)], "people/users/user_7/upload_1.jpg", 7),
    ]:
        a, rule = rule_of(samples)
        status, fields = record(rule, sibling)
        assert status == "complete" and value in fields.values(), a.glob
    # a number glued to a word that counts nothing, or a tree's own name, stays literal
    a, _ = rule_of([f"bench/cifar_10/img_{i}.png" for i in range(1, 9)])
    assert "cifar_10/" in a.glob
    a, _ = rule_of([f"/mnt/lab/study42/sub-0{i}/anat/sub-0{i}_T1w.nii.gz" for i in range(1, 6)])
    assert "study42/" in a.glob


def test_a_month_name_folder_is_one_month():
    # one month's statements (prompted by finance/<year>/<Mon>/…_<Mon><year>.xlsx)
    samples = [f"bank/2023/March/statement_{i}.pdf" for i in range(1, 9)]
    a, rule = rule_of(samples)
    assert "/March/" not in a.glob  # the month is no literal (the glob lists the months)
    status, fields = record(rule, "bank/2024/Oct/statement_1.pdf")
    assert status == "complete" and "Oct" in fields.values()
    for word in ("Maybe", "Marketing", "Decoys"):  # a word that starts like a month is no month
        found = record(rule, f"bank/2024/{word}/statement_1.pdf")
        assert found is None or (found[0] == "partial" and word not in found[1].values()), (word, found)
    a, rule = rule_of([f"ledger/2020/books_Jul2020_{i}.xlsx" for i in range(1, 9)])
    assert record(rule, "ledger/2021/books_Mar2021_1.xlsx") is not None  # a month and a year in a name: a date
    assert record(rule, "ledger/2021/books_September2021_1.xlsx")[0] == "complete"
    found = record(rule, "ledger/2021/books_Maybe2021_1.xlsx")
    assert found is None or "Maybe" not in found[1].values(), found


def test_two_digits_after_a_year_are_part_of_the_date():
    # one month's exports (prompted by Common Crawl's CC-MAIN-2024-10 crawl folders)
    samples = [f"exports/sales_2023_10/store_{i:03d}.csv" for i in range(1, 9)]
    a, rule = rule_of(samples)
    assert "_10" not in a.glob
    status, fields = record(rule, "exports/sales_2024_11/store_001.csv")
    assert status == "complete" and 2024 in fields.values() and 11 in fields.values()
    a, _ = rule_of([f"runs/model_v2_10/ckpt_{i}.pt" for i in range(1, 9)])  # no year before it: a name
    assert "_10/" in a.glob


def test_a_split_glued_to_its_year_is_one_split_of_one_release():
    # one split of a challenge (prompted by COCO's train2017)
    samples = [f"challenge/test2015/{i:012d}.png" for i in range(1, 40, 4)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "challenge/train2014/000000000009.png")
    assert status == "complete" and "train" in fields.values() and 2014 in fields.values()
    assert record(rule, "challenge/annotations2014/000000000009.png") is None


def test_a_word_that_counts_then_a_letter_is_one_of_a_lettered_series():
    samples = [f"trial/group_B/visit_{i:02d}.json" for i in range(1, 9)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "trial/group_D/visit_03.json")
    assert status == "complete" and "D" in fields.values()
    a, _ = rule_of([f"zoo/Lake_B/pic_{i}.jpg" for i in range(1, 9)])  # a place's letter: a name
    assert "Lake_B/" in a.glob


def test_an_archive_accession_keeps_its_record_type_not_its_archive():
    # one ENA study's experiments (prompted by SRA downloads: PRJEB…/ERR… beside PRJNA…/SRR…, DRR…)
    samples = [f"ena/ERP0{n}/ERX{n}{i:03d}/reads_{r}.fq.gz" for n, i, r in
               [(12345, 1, 1), (12345, 2, 2), (12345, 7, 1), (12345, 9, 2), (12345, 11, 1), (12345, 40, 2)]]
    a, rule = rule_of(samples)
    status, fields = record(rule, "ena/SRP0777/SRX7770001/reads_1.fq.gz")
    assert status == "complete" and "SRX7770001" in fields.values()
    assert record(rule, "ena/ERP012345/ERZ1234567/reads_1.fq.gz") is None  # an analysis, another record type
    a, rule = rule_of([f"raw/PRJEB58265/ERR{n}_{r}.fastq.gz" for n, r in [(1269321, 1), (1184272, 2), (4335273, 1), (2402450, 2)]])
    status, fields = record(rule, "raw/PRJNA770487/SRR24952685_1.fastq.gz")
    assert status == "complete" and "PRJNA770487" in fields.values() and "SRR24952685" in fields.values()


def test_capital_codes_below_a_generalised_folder_are_cells_of_a_grid():
    # one region's stations (prompted by Sentinel-2 tiles/<zone>/<band>/<square>/…)
    samples = [f"recordings/2023/EU/DE/station_{i}/data_{i}.csv" for i in range(1, 9)]
    a, rule = rule_of(samples)
    status, fields = record(rule, "recordings/2021/NA/US/station_2/data_2.csv")
    assert status == "complete" and "NA" in fields.values() and "US" in fields.values()
    # the glob holds codes only: the words beside a code are other kinds of folder
    a, rule = rule_of([f"scans/sub-0{i}/CT/img00{i}.dcm" for i in range(1, 9)])
    assert record(rule, "scans/sub-12/MR/img001.dcm")[0] == "complete"
    for neighbour in ("scans/sub-12/notes/img001.dcm", "scans/sub-12/backup/img001.dcm", "scans/sub-12/ABC/img001.dcm"):
        assert record(rule, neighbour) is None, (a.glob, neighbour)
    # a code under a fixed folder, and a word below a generalised one, stay literal
    a, _ = rule_of([f"data/raw/EU/scan_{i}.csv" for i in range(1, 9)])
    assert "/EU/" in a.glob
    a, _ = rule_of([f"study/sub-0{i}/MEG/run_{i}.fif" for i in range(1, 9)])
    assert "/MEG/" in a.glob


def test_one_subjects_one_session_covers_the_other_subjects_and_sessions():
    # a BIDS tree drafted from one subject's one session (the brief's check for issue 15)
    samples = [f"ds004/sub-07/ses-2/func/sub-07_ses-2_task-{t}_run-{r}_bold.nii.gz"
               for t in ("rest", "nback") for r in (1, 2, 3)]
    a, rule = rule_of(samples)
    for path, subject, session in [("ds004/sub-12/ses-1/func/sub-12_ses-1_task-rest_run-1_bold.nii.gz", "12", "1"),
                                   ("ds004/sub-emptyroom/ses-20190302/func/sub-emptyroom_ses-20190302_task-noise_run-1_bold.nii.gz",
                                    "emptyroom", "20190302")]:
        status, fields = record(rule, path)
        assert status == "complete" and subject in fields.values() and session in fields.values(), (a.glob, fields)
    assert record(rule, "ds004/sub-12/ses-1/func/sub-12_ses-1_task-rest_run-1_events.tsv") is None


def test_two_dotted_numbers_are_one_release():
    # one SDK release's headers (prompted by versioned docs trees: docs/3.12/library/…)
    samples = [f"sdk/v2.1/include/header_{i}.h" for i in range(1, 9)]
    a, rule = rule_of(samples)
    for sibling, value in [("sdk/v3.0/include/header_1.h", "v3.0"), ("sdk/v2.1-rc1/include/header_2.h", "v2.1-rc1")]:
        status, fields = record(rule, sibling)
        assert status == "complete" and value in fields.values()
    a, _ = rule_of([f"sdk/v2/include/header_{i}.h" for i in range(1, 9)])  # `v2` alone: a counted version
    assert "v*/" in a.glob


def test_runs_and_camera_images_are_counted_series():
    # YOLO's runs/train/exp3 beside exp, exp12; KITTI's image_2 beside image_3 (prompted by fold3, epoch_12)
    a, rule = rule_of([f"runs/detect/exp3/weights/w{i}.pt" for i in range(1, 9)])
    assert record(rule, "runs/detect/exp12/weights/w1.pt") is not None
    a, rule = rule_of([f"kitti/object/image_2/{i:06d}.png" for i in range(1, 9)])
    assert record(rule, "kitti/object/image_3/000001.png") is not None


def test_a_counted_word_then_a_letter_and_number_is_one_cell():
    # one well of a screening plate (prompted by Plate_001/Well_F09)
    a, rule = rule_of([f"screen/plate_3/well_C07/field_{i}.tif" for i in range(1, 9)])
    status, fields = record(rule, "screen/plate_12/well_H11/field_2.tif")
    assert status == "complete" and "H11" in fields.values()


def test_one_uid_keeps_its_arc_not_its_root_nor_its_length():
    # one CT series (prompted by DICOM study/series UID folders seen once)
    a, rule = rule_of([f"ct/1.2.840.113619.2.55.3.4454610.43765.35/IM_{i:04d}.dcm" for i in range(1, 9)])
    status, fields = record(rule, "ct/1.2.840.10008.5.1.4.1.1.2.99/IM_0001.dcm")
    assert status == "complete" and "1.2.840.10008.5.1.4.1.1.2.99" in fields.values()
    assert record(rule, "ct/2024.01.02/IM_0001.dcm") is None  # a dotted date is no UID of that arc


def test_a_name_and_two_dotted_numbers_are_one_release():
    # one toolchain's files (prompted by lib/python3.11/site-packages beside python3.12)
    a, rule = rule_of([f"toolchains/gcc-12.2/bin/tool{i}" for i in range(1, 9)])
    status, fields = record(rule, "toolchains/gcc-13.1/bin/tool1")
    assert status == "complete" and "13.1" in fields.values()  # the release, its tool name kept in the glob
    assert record(rule, "toolchains/clang-17.0/bin/tool1") is None  # another tool, another kind
    a, _ = rule_of([f"sweep/dropout_0.3/run{i}.json" for i in range(1, 9)])  # a setting's value, not a release
    assert a.glob.startswith("sweep/dropout_0.")


def test_a_quarter_and_its_year_are_one_quarter():
    # one quarter's filings (prompted by reports/Q1-2024/…)
    for samples, sibling, values in [
        ([f"finance/2024_Q3/invoice_{i}.pdf" for i in range(1, 9)], "finance/2021_Q1/invoice_2.pdf", (2021, 1)),
        ([f"finance/FY2023-Q2/invoice_{i}.pdf" for i in range(1, 9)], "finance/FY2024-Q4/invoice_2.pdf", (2024, 4)),
    ]:
        a, rule = rule_of(samples)
        status, fields = record(rule, sibling)
        assert status == "complete" and all(v in fields.values() for v in values), a.glob


def test_a_counting_word_and_two_numbers_are_one_cell():
    # one block of a field trial (prompted by tile_5_7 grid cells)
    a, rule = rule_of([f"trial/block-3-12/plot_{i}.csv" for i in range(1, 9)])
    status, fields = record(rule, "trial/block-10-2/plot_1.csv")
    assert status == "complete" and 10 in fields.values() and 2 in fields.values()
    a, _ = rule_of([f"data/mnist_28_28/img_{i}.png" for i in range(1, 9)])  # no counting word: a name
    assert "mnist_28_28/" in a.glob


def test_a_time_of_day_folder_is_one_run_of_the_day():
    # one clip of a dashcam day (prompted by Hydra's outputs/<date>/<HH-MM-SS>/)
    a, rule = rule_of([f"dashcam/2024-03-01/08-15-00/clip_{i}.mp4" for i in range(1, 9)])
    status, fields = record(rule, "dashcam/2024-05-17/23-59-59/clip_1.mp4")
    assert status == "complete" and "23-59-59" in fields.values()
    a, _ = rule_of([f"pages/14-30-99/p_{i}.txt" for i in range(1, 9)])  # no clock: 99 seconds
    assert "14-30-99" in a.glob


def test_a_month_day_time_stamp_and_its_label_are_one_run():
    # prompted by TensorBoard's runs/Jan15_14-30-22_<host>
    a, rule = rule_of([f"logs/Mar03_08-00-00_worker-2/scalars_{i}.csv" for i in range(1, 9)])
    status, fields = record(rule, "logs/Dec31_23-10-05_node7/scalars_1.csv")
    assert status == "complete" and "node7" in fields.values() and "Dec" in fields.values()


def test_a_random_id_after_a_generalised_value_is_one_runs_id():
    # one pod's logs (prompted by W&B's run-<date>_<time>-<id>)
    a, rule = rule_of([f"jobs/batch-2024-03-01-k3x9p2qz/out_{i}.log" for i in range(1, 9)])
    status, fields = record(rule, "jobs/batch-2024-04-02-m7c2v8wq/out_1.log")
    assert status == "complete" and "m7c2v8wq" in fields.values()
    a, _ = rule_of([f"ref/2024-03-01-grch38/chunk_{i}.fa" for i in range(1, 9)])  # a code that switches once
    assert "grch38" in a.glob


def test_a_label_the_file_name_repeats_varies_with_its_folder():
    # one session's notes (prompted by TensorBoard's <stamp>_<host>/events.out.tfevents.<t>.<host>.<pid>.0)
    a, rule = rule_of([f"sessions/2024-03-01 Alice Smith/notes_Alice Smith_{i}.txt" for i in range(1, 9)])
    status, fields = record(rule, "sessions/2024-04-02 Bob Jones/notes_Bob Jones_1.txt")
    assert status == "complete" and "Bob Jones" in fields.values()
    assert "Alice" not in a.glob


def test_a_word_and_its_numbered_copies_in_one_member_folder_stay_a_name():
    # the look-alike of topic names: `scan.tif` beside `scan-2.tif` is one name and its versions
    a, rule = rule_of(["scans/2024-01-01/scan.tif"] +
                      [f"scans/2024-01-01/scan-{i}.tif" for i in range(2, 6)])
    assert "scan" in a.glob.split("/")[-1]
    assert record(rule, "scans/2024-02-03/thumbnail.tif") is None


def test_a_release_folder_must_start_with_a_number():
    # dotted words beside a versioned folder are no release (prompted by docs/3.12/library/…; checked on an sdk tree)
    a, rule = rule_of([f"/sdk/4.7/include/header_{i}.h" for i in range(1, 9)])
    status, fields = record(rule, "/sdk/4.10.2/include/header_1.h")
    assert status == "complete" and "4.10.2" in fields.values(), (a.glob, fields)
    for neighbour in ["/sdk/www.example.com/include/header_1.h", "/sdk/old.backup/include/header_1.h"]:
        assert record(rule, neighbour) is None, (a.glob, neighbour)
    a, rule = rule_of([f"/manual/2.4/guide/page_{i}.html" for i in range(1, 4)])  # three samples: a release folder
    assert record(rule, "/manual/2.6.1/guide/page_1.html")[0] == "complete", a.glob
    assert record(rule, "/manual/www.example.com/guide/page_1.html") is None, a.glob
