"""Values glued to other text, prefixed ids, case variants and one branch's folder copies (issue 15, the glued
round of round 10). Each rule is tested on a layout other than the one that prompted it (bench/ground_truth/
review11.py), with a look-alike that keeps its reading."""
from __future__ import annotations

from draft_helpers import record, rule_of


def test_a_folder_value_re_spelt_inside_the_names_below_varies_with_the_folder():
    # prompted by NIS-Elements' `Plate 1.3/plate_1-3_40501…`; here a seed bank's trays, samples from one tray
    samples = [f"/seedbank/germination/Tray 2.4/tray_2-4_A{n:02d}.tif" for n in (1, 4, 7, 11, 15, 22, 31, 38, 40, 45)]
    _, rule = rule_of(samples)
    status, fields = record(rule, "/seedbank/germination/Tray 3.1/tray_3-1_A09.tif")
    assert status == "complete" and "3.1" in fields.values()
    # the copy keeps its shape (two numbers and a dash), and an unrelated name stays out
    assert record(rule, "/seedbank/germination/Tray 3.1/tray_31_A09.tif") is None
    assert record(rule, "/seedbank/germination/Tray 3.1/label_3-1_A09.tif") is None


def test_a_copy_of_a_folder_that_stays_literal_stays_literal():
    # a folder no rule generalises (a plain word with a version) keeps its copy in the names: one release's files
    samples = [f"/docs/manual/release/manual_v2-4_ch{n:02d}.pdf" for n in (1, 2, 3, 5, 8, 9, 11, 12)]
    _, rule = rule_of(samples)
    assert record(rule, "/docs/manual/release/manual_v2-4_ch04.pdf") is not None
    assert record(rule, "/docs/manual/release/manual_v3-1_ch04.pdf") is None


def _embryos(folder: str, code: str) -> list[str]:
    return [f"imaging/{folder}/{code}_{i + 3}.12.19_embryo{i}_slide{i % 2 + 1}_image{i * 2}/Stack{i * 3}.tif"
            for i in range(1, 11)]


def test_a_folder_whose_name_starts_the_varying_value_below_is_one_group_of_many():
    # prompted by idr0107's `HEI10 OX/HEI10OXC2_25.2.20_plant1…`; here a mouse line's embryos, one genotype folder
    _, rule = rule_of(_embryos("Fgf8 KO", "FGF8KOM3"))
    status, fields = record(rule, "imaging/WT/WT_5.12.19_embryo2_slide1_image4/Stack5.tif")
    assert status == "complete" and "WT" in fields.values()
    # the folder's name must start the value in every name below: an unrelated code keeps the folder literal
    _, other = rule_of(_embryos("Fgf8 KO", "EMB3"))
    assert record(other, "imaging/WT/WT_5.12.19_embryo2_slide1_image4/Stack5.tif") is None
    # and a leading piece the names keep literal (a report's quarter) keeps its folder literal
    _, reports = rule_of([f"finance/Q1/Q1_summary_{n}.pdf" for n in (1, 2, 3, 4, 5, 6)])
    assert record(reports, "finance/Q2/Q2_summary_1.pdf") is None


def test_a_constant_some_names_set_apart_splits_the_digits_the_others_glue_to_it():
    # prompted by NIS-Elements' `plate_3-3_405_36` beside `plate_1-2_40546`; here a camera rig's frames, where one
    # rig's export wrote the camera and the frame apart and the other glued them
    samples = [f"/rigs/capture/rig_{r}-1_cam04{sep}{f:02d}.jpg" for r, sep, f in
               ((1, "_", 3), (1, "_", 17), (1, "_", 42), (1, "_", 8), (2, "", 5), (2, "", 11), (2, "", 29), (2, "", 30))]
    _, rule = rule_of(samples)
    for name, frame in (("rig_3-1_cam0407.jpg", 7), ("rig_3-1_cam04_12.jpg", 12)):
        status, fields = record(rule, "/rigs/capture/" + name)
        assert status == "complete" and frame in fields.values()
    # an optional version whose constant the other names do not start the next piece with stays an optional piece
    _, reports = rule_of([f"/finance/report_{y}_v2.pdf" for y in (2019, 2020)] +
                         [f"/finance/report_{y}.pdf" for y in (2021, 2022, 2023)])
    assert record(reports, "/finance/report_2024.pdf") is not None
    assert record(reports, "/finance/report_2024_v2.pdf") is not None


def test_an_id_written_with_capitals_and_a_dash_is_read_with_its_prefix():
    # prompted by METABRIC's `MB-0002.roi.csv`; here a clinical trial's visit sheets
    samples = [f"/trial/visits/PT-{p:03d}_visit{v}.csv" for p, v in ((17, 1), (17, 2), (23, 1), (104, 3), (5, 2), (88, 1))]
    _, rule = rule_of(samples)
    status, fields = record(rule, "/trial/visits/PT-201_visit4.csv")
    assert status == "complete" and "PT-201" in fields.values() and 4 in fields.values()
    # and one starting a name with a title after it: a biobank's sample slides
    _, bank = rule_of([f"/biobank/slides/BB-{n}_{s}.svs" for n, s in ((12, "he"), (7, "ki67"), (130, "he"), (41, "cd3"))])
    assert "BB-77" in record(bank, "/biobank/slides/BB-77_he.svs")[1].values()
    # a lowercase key before its value is a key-value pair, not an id with its prefix
    a, _ = rule_of([f"/eeg/sub-{n:02d}/eeg/sub-{n:02d}_task-rest_eeg.edf" for n in (1, 2, 3, 5, 8)])
    assert not any(f.name.endswith("_id") and f.raw and str(f.raw[0]).startswith("sub-") for f in a.fields)


def test_an_optional_word_with_a_number_is_that_number_counted_by_the_word():
    # prompted by METABRIC's `MB-0002_core2` beside `MB-0007`; here MRI echoes some series split
    samples = [f"/mri/series/scan_{n:04d}.dcm" for n in (42, 43, 57, 61, 90)] + \
              [f"/mri/series/scan_{n:04d}_echo{e}.dcm" for n, e in ((44, 2), (58, 1))]
    _, rule = rule_of(samples)
    status, fields = record(rule, "/mri/series/scan_0100_echo3.dcm")
    assert status == "complete" and fields.get("echo") == 3
    assert record(rule, "/mri/series/scan_0101.dcm")[0] == "complete"
    # an optional piece of words (a language) stays text
    _, pages = rule_of([f"/man/{p}" for p in ("pages", "pages.ko", "pages.pt_BR", "pages", "pages.de")])
    assert "pt_BR" in record(pages, "/man/pages.pt_BR")[1].values()


def test_a_number_grouped_by_threes_with_an_underscore_is_one_value():
    # prompted by Waymo's `segment-<run>_6380_000_6400_000_with_camera_labels`; here a seismic archive's windows
    samples = [f"/seismic/windows/window-{st}_{a}_{b}.sac" for st, a, b in
               (("ANMO", "3600_000", "3660_000"), ("COLA", "120_250", "180_250"), ("ANMO", "7200_000", "7260_000"),
                ("HRV", "60_500", "120_500"), ("KONO", "900_000", "960_000"), ("HRV", "30_125", "90_125"))]
    _, rule = rule_of(samples)
    status, fields = record(rule, "/seismic/windows/window-PFO_4800_000_4860_000.sac")
    assert status == "complete" and {"4800_000", "4860_000"} <= set(fields.values())
    # a year and a padded day of the year stay two values, and numbers no sample pads stay two numbers
    _, days = rule_of([f"/obs/night_{y}_{d}.fits" for y, d in ((2019, "045"), (2020, "001"), (2021, "233"), (2019, "300"))])
    assert 2022 in record(days, "/obs/night_2022_017.fits")[1].values()
    _, frames = rule_of([f"/video/frame_{a}_{b}.png" for a, b in ((12, 345), (13, 346), (7, 512), (9, 128), (40, 777))])
    assert 12 in record(frames, "/video/frame_12_999.png")[1].values()
    # a padded counter after an id (a recorder's takes, never `000`) stays the id and the take
    _, takes = rule_of([f"/birds/calls/rec{r}_{t:03d}.wav" for r, t in ((1204, 1), (1204, 7), (881, 12), (930, 3), (57, 40))])
    assert 3 in record(takes, "/birds/calls/rec1204_003.wav")[1].values()


def test_a_long_number_glued_to_a_capital_code_is_the_number_and_the_code():
    # prompted by an Opera Phenix screen's `1093670842KD2_K22_F01_…`; here a biobank's tube racks, barcode and donor group
    samples = [f"/biobank/racks/{b}{g}_pos{p:02d}.csv" for b, g, p in
               (("4401823377", "HC1", 3), ("4401823391", "PD2", 7), ("4401823377", "HC1", 12), ("4401823405", "PD1", 1),
                ("4401823412", "HC2", 30), ("4401823391", "PD2", 18))]
    _, rule = rule_of(samples)
    status, fields = record(rule, "/biobank/racks/4401823500MS1_pos05.csv")
    assert status == "complete" and 4401823500 in fields.values() and "MS1" in fields.values()
    # a stamp that always ends in the same letter (`Z`, UTC) is one value, its letter no code
    stamps, _ = rule_of([f"/logs/run_{t}Z.log" for t in ("20240517123000", "20240518013000", "20240519220000")])
    assert not any(f.name.startswith("code") for f in stamps.fields)


def test_a_date_glued_after_a_word_is_a_date():
    # prompted by idr0111's `…_Migration2019-12-10_10A_231_…`; here a database's nightly dumps
    samples = [f"/backups/db/Backup{d}.sql.gz" for d in ("2023-01-15", "2023-01-16", "2023-02-03", "2023-03-28", "2024-11-30")]
    _, rule = rule_of(samples)
    status, fields = record(rule, "/backups/db/Backup2025-06-01.sql.gz")
    assert status == "complete" and "2025-06-01" in {str(v) for v in fields.values()}
    # from one date folder, the copy glued to a word follows the folder: the rule covers the other days
    _, scans = rule_of([f"/radar/2021-06-14/Scan2021-06-14_{t}.h5" for t in ("0800", "0810", "0820", "0830", "0840")])
    assert record(scans, "/radar/2021-06-15/Scan2021-06-15_0800.h5") is not None
    # a year and a month glued to a word are no date: the name keeps its reading
    _, models = rule_of([f"/models/Model{v}.bin" for v in ("2019-12", "2020-01", "2020-07", "2021-03")])
    assert record(models, "/models/Model2022-05.bin") is not None


def test_one_word_typed_in_either_case_before_a_shared_word_is_the_value():
    # prompted by idr0111's `PreTiling`/`preTiling`/`PostTiling`; here a lab's scans before and after a treatment
    samples = [f"/lab/scans/mouse{m}_{h}Treatment.nii" for m, h in
               ((1, "pre"), (1, "Post"), (2, "Pre"), (2, "post"), (3, "pre"), (3, "Post"), (4, "Pre"), (4, "post"))]
    _, rule = rule_of(samples)
    status, fields = record(rule, "/lab/scans/mouse5_PreTreatment.nii")
    assert status == "complete" and "Pre" in fields.values()
    # different words before a shared capitalised word (no case variants): the word every name glues after them is
    # skeleton (round 15, glued_literals), the words the value
    a, _ = rule_of([f"/src/{w}Handler.py" for w in ("login", "logout", "signup", "reset", "verify", "export")])
    assert [f.raw[0] for f in a.fields] == ["login"] and a.glob.endswith("*Handler.py"), a.glob
