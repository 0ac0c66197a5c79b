"""General rules learnt from the tune6 group's misses (issue 15, bench/ground_truth/tune6.py: BIDS, astronomy
archives, a driving split list, microscopy screens). Each is tested on a layout other than the one that
prompted it, beside a look-alike that must keep its reading."""
from __future__ import annotations

from pathfinder.analysis import analyse, render_draft
from pathfinder.engine.globs import compile_glob
from pathfinder.engine.loader import rules_from_text
from pathfinder.engine.python.policy import check_source


def reading(samples: list[str], path: str) -> dict:
    """The fields the offline draft for `samples` reads in `path` (which must come out complete); a Python
    draft's glob must match `path` and its extract() runs here (our own generated code, policy-checked first)."""
    a = analyse(samples)
    draft = render_draft(a)
    if a.needs_python:
        check_source(draft)
        assert compile_glob(a.glob).match(path), (a.glob, path)
        ns: dict = {}
        exec(compile(draft, "<draft>", "exec"), ns)
        return ns["extract"](path)
    rule = rules_from_text(draft)[0]
    ev = rule.evaluate(path)
    assert ev is not None and ev.status == "complete", (path, ev)
    return dict(ev.fields)


def test_a_date_time_with_underscores_in_its_clock_is_one_timestamp():
    # prompted by IDR's Cell Painting plates `SQ00014812__2016-05-23T20_44_31-Measurement1.ome.zarr`
    logs = [f"exports/sensor_{d}_{h:02d}_{m:02d}_{s:02d}.csv" for d, h, m, s in (
        ("2023-04-11", 8, 15, 30), ("2023-04-11", 13, 2, 9), ("2023-04-12", 0, 59, 1), ("2023-05-02", 23, 10, 44),
        ("2023-05-03", 7, 7, 7), ("2023-06-30", 18, 45, 0), ("2023-07-01", 11, 11, 58), ("2023-07-02", 9, 30, 15))]
    got = reading(logs, "exports/sensor_2024-01-15_21_03_07.csv")
    assert got["timestamp"] == "2024-01-15_21_03_07" and got["date"] == "2024-01-15"
    # three numbers after a date that are no clock time (a minute of 75) stay numbers of their own
    runs = [f"runs/trial_2023-04-{d:02d}_{a}_{b}_{c}.csv" for d, a, b, c in (
        (11, 12, 75, 3), (12, 40, 80, 14), (13, 22, 99, 5), (14, 31, 61, 26), (15, 18, 77, 8), (16, 25, 90, 9))]
    assert "timestamp" not in {f.name for f in analyse(runs).fields}


def test_a_side_of_the_body_that_starts_every_name_is_a_field_and_its_twin_is_allowed():
    # prompted by FreeSurfer's `label/lh.BA1_exvivo.label` (OpenNeuro ds000248's derivatives)
    volumes = ["stats/sub-04/Left-Amygdala.csv", "stats/sub-04/Left-Hippocampus.csv", "stats/sub-07/Left-Putamen.csv",
               "stats/sub-07/Left-Caudate.csv", "stats/sub-09/Left-Thalamus.csv", "stats/sub-11/Left-Pallidum.csv",
               "stats/sub-12/Left-Accumbens-area.csv", "stats/sub-15/Left-Amygdala.csv"]
    got = reading(volumes, "stats/sub-21/Right-Hippocampus.csv")  # samples of one side: the other one reads too
    assert got["side"] == "Right" and got["region"] == "Hippocampus"
    # a side in some names only is a word of those names, no field
    limbs = ["scans/left_arm.csv", "scans/right_arm.csv", "scans/torso.csv", "scans/left_leg.csv",
             "scans/head_front.csv", "scans/right_leg.csv", "scans/neck_side.csv", "scans/pelvis.csv"]
    assert not {"side", "hemi"} & {f.name for f in analyse(limbs).fields}


def test_a_dotted_name_whose_last_piece_counts_is_one_member():
    # prompted by OMERO's import folders `Blitz-0-Ice.ThreadPool.Server-71/2022-12/...` (IDR idr0125)
    one_worker = [f"logs/com.acme.ingest.worker-3/2024-01-{d:02d}.log" for d in (2, 3, 5, 8, 9, 11, 15, 20)]
    got = reading(one_worker, "logs/com.acme.ingest.worker-12/2024-02-01.log")
    assert got["worker"] == 12
    # a last piece that counts nothing stays literal
    hashes = [f"sums/com.acme.sha256/2024-01-{d:02d}.txt" for d in (2, 3, 5, 8, 9, 11, 15, 20)]
    assert analyse(hashes).glob.startswith("sums/com.acme.sha256/")


def test_a_number_glued_before_a_unit_in_a_folder_is_one_quantity_of_a_set():
    # prompted by CULane's `driver_100_30frame/` beside `driver_193_90frame/`
    one_rate = [f"clips/cam_07_25fps/clip_{i:04d}.mp4" for i in (1, 4, 9, 12, 30, 31, 57, 80)]
    got = reading(one_rate, "clips/cam_02_60fps/clip_0003.mp4")
    assert got["fps"] == 60
    # a span in years is named `years`, never `year` (a year is what dates are made of)
    one_span = [f"catalogs/survey_10years/src_{i:03d}.xml" for i in (1, 4, 9, 12, 30, 31, 57, 80)]
    assert reading(one_span, "catalogs/survey_14years/src_002.xml")["years"] == 14
    # a number glued before a letter that is no unit (a model size `7b`) stays part of the name
    sizes = [f"weights/llama_7b/shard_{i:03d}.bin" for i in (1, 4, 9, 12, 30, 31, 57, 80)]
    assert "llama_7b" in analyse(sizes).glob


def test_a_counting_word_and_number_that_ends_every_name_is_a_counter():
    # prompted by IDR's `SQ00014812__2016-05-23T20_44_31-Measurement1.ome.zarr`, all Measurement1 in one thread
    takes = [f"studio/song_{i:02d}_take2.wav" for i in (1, 3, 4, 8, 9, 12, 15, 21)]
    assert reading(takes, "studio/song_30_take5.wav")["take"] == 5
    # a word that counts nothing keeps its number
    finals = [f"studio/song_{i:02d}_final2.wav" for i in (1, 3, 4, 8, 9, 12, 15, 21)]
    assert analyse(finals).glob.endswith("_final2.wav")


def test_a_number_glued_before_a_recurring_capital_code_is_two_fields():
    # prompted by HAWC's `EventList_Crab_fHitbin5GP.fits.gz` beside `…fHitbin9NN.fits.gz` (gammapy-data)
    gains = [f"calib/run_{r}/adc_{ch}{g}.root" for r, ch, g in (
        (101, 4, "HG"), (101, 4, "LG"), (102, 7, "HG"), (102, 7, "LG"), (103, 2, "HG"), (104, 9, "LG"),
        (105, 11, "HG"), (106, 3, "LG"))]
    got = reading(gains, "calib/run_120/adc_15HG.root")
    assert got["adc_id"] == 15 and got["code"] == "HG"
    # codes that never come back with another number are one id each: no code field
    ids = [f"parts/item_{c}.json" for c in ("12AB", "57XZ", "3QR", "88MN", "41KP", "9TT", "70GH", "25WD")]
    assert "code" not in {f.name for f in analyse(ids).fields}


def test_a_year_month_folder_over_a_day_folder_is_one_date_even_from_one_month():
    # prompted by OMERO's import folders `.../2022-12/14/10-51-00.924/...` (IDR idr0125)
    one_month = [f"logs/2024-01/{d:02d}/app-{h}.log" for d, h in ((5, 1), (5, 2), (9, 1), (11, 3), (14, 1),
                                                                   (20, 2), (28, 1), (31, 4))]
    assert reading(one_month, "logs/2024-03/17/app-2.log")["date"] == "2024-03-17"
    # a number under a year-month folder that is no day of it (42, 57) is no date
    issues = [f"notes/2024-01/{n}/summary.md" for n in (42, 57, 63, 88, 91, 104, 120, 133)]
    assert "date" not in {f.name for f in analyse(issues).fields}


def test_a_clock_time_with_a_fraction_of_a_second_is_one_time():
    # prompted by OMERO's `10-51-00.924` import folders (IDR idr0125)
    shots = [f"captures/{t}/frame.png" for t in ("08-15-30.250", "08-16-02.911", "09-00-00.004", "11-42-17.500",
                                                  "13-05-59.120", "17-30-45.333", "22-01-09.870", "23-59-58.001")]
    assert reading(shots, "captures/06-07-08.009/frame.png")["time"] == "06-07-08.009"
    # three numbers whose middle one is no minute (75) are no clock time
    builds = [f"builds/{t}/out.bin" for t in ("10-75-30.1", "12-80-02.2", "14-99-00.3", "15-61-17.4",
                                               "16-77-59.5", "18-90-45.6", "19-70-09.7", "20-88-58.8")]
    assert "time" not in {f.name for f in analyse(builds).fields}


def test_a_subject_and_a_suffix_are_a_bids_name_and_optional_entities_read_by_key():
    # prompted by anatomical images `sub-01_T1w` beside `sub-04_rec-norm_T1w` (issue 15's BIDS kinds)
    pets = ["sub-01/pet/sub-01_pet.nii.gz", "sub-02/pet/sub-02_trc-FDG_pet.nii.gz", "sub-03/pet/sub-03_mask.nii.gz",
            "sub-05/pet/sub-05_trc-PIB_pet.nii.gz", "sub-06/pet/sub-06_mask.nii.gz", "sub-07/pet/sub-07_pet.nii.gz",
            "sub-09/pet/sub-09_trc-FDG_mask.nii.gz", "sub-12/pet/sub-12_pet.nii.gz"]
    got = reading(pets, "sub-20/pet/sub-20_trc-AV45_mask.nii.gz")
    assert got["suffix"] == "mask" and got["subject"] == "20" and got["tracer"] == "AV45"
    assert reading(pets, "sub-21/pet/sub-21_pet.nii.gz")["suffix"] == "pet"
    # a first piece whose key is no BIDS entity (`page-12`) keeps the plain reading: no entity fields
    drafts = ["book/page-12_draft.md", "book/page-3_final.md", "book/page-40_draft.md", "book/page-7_notes.md",
              "book/page-18_final.md", "book/page-21_draft.md", "book/page-9_notes.md", "book/page-33_final.md"]
    assert "suffix" not in {f.name for f in analyse(drafts).fields}
    # a plain word between the subject and the last piece (a stats export `sub-01_lh_aparc`) is no entity:
    # the name keeps its plain reading: the rest of the name whole, not a BIDS suffix that drops the `lh`
    stats = ["stats/sub-P001_aseg.csv", "stats/sub-P002_lh_aparc.csv", "stats/sub-P003_rh_aparc.csv",
             "stats/sub-P004_wmparc.csv", "stats/sub-P005_aseg.csv", "stats/sub-P006_rh_aparc.csv",
             "stats/sub-P007_lh_aparc.csv", "stats/sub-P008_wmparc.csv"]
    got = reading(stats, "stats/sub-P020_lh_aparc.csv")
    assert "lh_aparc" in got.values() and "P020" in got.values(), got


def test_a_number_in_square_brackets_after_a_name_is_an_id_beside_the_name():
    # prompted by IDR's plate folders `SARS-CoV2_DRC[2503]/ESP0025726[6275]` (idr0094)
    exports = [f"export/{name}[{i}]/image.ome.tiff" for name, i in (
        ("Liver slice A", 1207), ("Liver slice B", 1208), ("Kidney", 1311), ("Heart-2", 1402), ("Lung_left", 1517),
        ("Brain stem", 1650), ("Spleen", 1788), ("Colon 3", 1901))]
    got = reading(exports, "export/Pancreas[2044]/image.ome.tiff")
    assert got["id"] == 2044 and got["name"] == "Pancreas"
    # words in brackets are a tag, no id
    tagged = [f"photos/{n}[{t}].jpg" for n, t in (("beach", "final"), ("dunes", "draft"), ("harbour", "final"),
                                                  ("pier", "edit"), ("cliffs", "draft"), ("lighthouse", "final"),
                                                  ("boats", "edit"), ("sunset", "final"))]
    assert "id" not in {f.name for f in analyse(tagged).fields}


def test_a_counted_piece_inside_free_names_is_a_field():
    # prompted by the mother machine's `20151218_switch8h_pos6_GL01.pattern` beside `20161014_Pos0_GL01.pattern`
    scans = ["survey/liver_control_site3_final.png", "survey/kidney_site12_draft.png",
             "survey/heart_left_ventricle_Site4_v2.png", "survey/lung_site7.png", "survey/spleen_treated_site1_qc.png",
             "survey/colon_site22_rescan_final.png", "survey/brain_stem_Site9.png", "survey/skin_site15_b.png"]
    assert reading(scans, "survey/pancreas_late_site31_final.png")["site"] == 31
    # a counted piece in some names only is part of their text
    notes = ["survey/liver_control_site3_final.png", "survey/kidney_overview.png", "survey/heart_left_v2.png",
             "survey/lung_site7.png", "survey/spleen_treated_qc.png", "survey/colon_rescan_final.png",
             "survey/brain_stem.png", "survey/skin_b.png"]
    assert "site" not in {f.name for f in analyse(notes).fields}


def test_bids_data_type_folders_seen_in_the_samples_are_listed_in_the_glob():
    # prompted by ds000114's T1w and DWI images (`anat/`, `dwi/`), whose rule also took every fMRI run (`func/`)
    sidecars = [f"sub-{s:02d}/{dt}/sub-{s:02d}_task-oddball_{dt}.json" for s in (1, 2, 3, 5, 8) for dt in ("eeg", "beh")]
    glob = compile_glob(analyse(sidecars).glob)
    assert glob.match("sub-11/beh/sub-11_task-oddball_beh.json")
    assert not glob.match("sub-11/func/sub-11_task-oddball_bold.json")
    assert reading(sidecars, "sub-11/eeg/sub-11_task-oddball_eeg.json")["suffix"] == "eeg"
    # one suffix in every data type (events beside eeg and beh recordings): chosen by suffix, the folder stays `*`
    events = [f"sub-{s:02d}/{dt}/sub-{s:02d}_task-oddball_events.tsv" for s in (1, 2, 3, 5, 8) for dt in ("eeg", "beh")]
    assert compile_glob(analyse(events).glob).match("sub-11/func/sub-11_task-oddball_events.tsv")
    # folders of other words under a subject keep `*`
    results = [f"sub-{s:02d}/{w}/sub-{s:02d}_{w}.tsv" for s in (1, 2, 3, 5, 8) for w in ("stats", "qc")]
    assert compile_glob(analyse(results).glob).match("sub-11/plots/sub-11_plots.tsv")


def test_an_astronomical_designation_is_one_source_whatever_catalogue_letters_precede_it():
    # prompted by Fermi-LAT's pulsar files `PSRJ0007+7303_2PC_data.fits.gz` beside `J0307+7443_3PC_data.fits.gz`
    spectra = ["spectra/SDSSJ0912+4012_spec.fits", "spectra/J1044-0125_spec.fits", "spectra/SDSSJ1330+2813_spec.fits",
               "spectra/J0001-0003A_spec.fits", "spectra/2MASSJ0415-0935_spec.fits", "spectra/J2151+1407_spec.fits",
               "spectra/SDSSJ0005-0002_spec.fits", "spectra/J1731-1622_spec.fits"]
    assert reading(spectra, "spectra/SDSSJ2310+1855_spec.fits")["source"] == "J2310+1855"
    # a hyphenated part number is no sky position (no J or B before four digits, sign, two or four digits)
    parts = [f"bom/{p}_spec.fits" for p in ("K1044-0125", "K0912-4012", "M1330-2813", "K0005-0002", "M2151-1407",
                                           "K1731-1622", "M0415-0935", "K2310-1855")]
    assert "source" not in {f.name for f in analyse(parts).fields}


def test_photos_raws_and_clips_of_a_camera_card_are_one_kind():
    # prompted by a Sony card: DCIM/100MSDCF/DSC01234.JPG beside .ARW raws and C0001.MP4 clips
    card = ["DCIM/100CANON/IMG_0412.JPG", "DCIM/100CANON/IMG_0412.CR2", "DCIM/100CANON/MVI_0413.MOV",
            "DCIM/101CANON/IMG_0520.JPG", "DCIM/101CANON/IMG_0521.JPG", "DCIM/101CANON/IMG_0521.CR2",
            "DCIM/101CANON/MVI_0530.MOV", "DCIM/102CANON/IMG_0601.JPG", "DCIM/102CANON/IMG_0602.CR2",
            "DCIM/102CANON/IMG_0603.JPG"]
    a = analyse(card)
    assert not a.outliers
    glob = compile_glob(a.glob)
    assert all(glob.match(p) for p in card + ["DCIM/103CANON/MVI_0700.MOV", "DCIM/103CANON/IMG_0701.CR2"])
    # outside a camera card, pictures and a video of other names stay apart
    site = ["site/img/logo_dark.png", "site/img/logo_light.png", "site/img/banner_home.png", "site/img/banner_team.png",
            "site/img/icon_mail.png", "site/img/icon_phone.png", "site/video/intro-2024.mp4"]
    assert analyse(site).outliers


def test_videos_whose_extension_holds_a_digit_join_the_other_videos():
    # `.MP4`'s digit kept it out of the extension key, so clips beside `.mov` ones were set aside as outliers
    clips = ["clips/beach_01.mov", "clips/dunes_02.mp4", "clips/harbour_03.mov", "clips/pier_04.mp4",
             "clips/cliffs_05.mov", "clips/boats_06.mov", "clips/sunset_07.mp4", "clips/rocks_08.mov"]
    a = analyse(clips)
    assert not a.outliers and compile_glob(a.glob).match("clips/bay_09.mp4")
    # a numbered part that is no extension (`.part1`) still makes no kind of its own
    from pathfinder.analysis.clusters import cluster_key
    assert cluster_key("backup.part1.rar") == ("rar",) and cluster_key("dunes.MP4") == ("mp4",)


def test_gopro_clips_name_their_chapter_and_video():
    # prompted by HERO9 clips `DCIM/100GOPRO/GX010123.MP4`; tested on a HERO7's HEVC clips `GH<chapter><video>`
    clips = [f"card/DCIM/{folder}/GH{ch:02d}{vid:04d}.MP4" for folder, ch, vid in (
        ("100GOPRO", 1, 45), ("100GOPRO", 2, 45), ("100GOPRO", 1, 46), ("100GOPRO", 1, 52), ("101GOPRO", 1, 130),
        ("101GOPRO", 2, 130), ("101GOPRO", 3, 130), ("101GOPRO", 1, 131))]
    got = reading(clips, "card/DCIM/102GOPRO/GH040777.MP4")
    assert got["chapter"] == 4 and got["video"] == 777
    # the same letters and six digits outside a GoPro folder are one number (a part list): no chapter
    parts = [f"catalogue/GH{n:06d}.MP4" for n in (10045, 20045, 10046, 10052, 10130, 20130, 30130, 10131)]
    assert "chapter" not in {f.name for f in analyse(parts).fields}
