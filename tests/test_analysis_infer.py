"""The offline analyser end to end: inferred rules are applied with the real engine
and the extracted values compared with what the paths hold."""
from __future__ import annotations

from pathlib import Path

import pytest

from pathfinder.analysis import analyse, render_draft, render_field_table, render_yaml
from pathfinder.errors import UsageError
from pathfinder.engine.loader import rules_from_text

CORPUS = next((p for p in (Path(__file__).resolve().parents[2] / "shared" / "corpus", Path("/work/shared/corpus")) if p.is_dir()), Path("/work/shared/corpus"))
FIELD_NAME = r"^[a-z][a-z0-9_]*$"


def infer(samples):
    a = analyse(samples)
    assert not a.needs_python, render_draft(a)
    rule = rules_from_text(render_draft(a))[0]
    return a, rule


def values(rule, path):
    ev = rule.evaluate(path)
    return None if ev is None else dict(ev.fields)


# ----------------------------------------------------------------- basics / types


def test_mission_example_from_the_spec():
    samples = [
        "/data/mission_042/2024-01-15/readings.csv",
        "/data/mission_043/2024-01-16/readings.csv",
        "/data/mission_107/2024-02-01/summary.csv",
    ]
    a, rule = infer(samples)
    assert a.structure == "/data/mission_{mission_id:int}/{date:date}/{name}.csv"
    assert "????-??-??" in a.glob and a.glob.endswith(".csv") and "**" not in a.glob
    assert values(rule, samples[0]) == {"mission_id": 42, "date": "2024-01-15", "name": "readings"}
    # an unseen path of the same layout
    assert values(rule, "/data/mission_311/2025-12-31/readings.csv")["mission_id"] == 311
    assert values(rule, "/data/mission_042/notes/readings.csv") is None


def test_types_uuid_hash_timestamp_and_padded_integers():
    samples = [
        f"runs/{u}/cam_{ts}_{seq:04d}_{h}.jpg"
        for u, ts, seq, h in [
            ("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "20251002115719", 1, "3abf7009e1"),
            ("6BA7B811-9DAD-11D1-80B4-00C04FD430C8", "20251002115721", 2, "519aea05ff"),
            ("6ba7b812-9dad-11d1-80b4-00c04fd430c8", "20251003120001", 310, "c263fb0e00"),
        ]
    ]
    a, rule = infer(samples)
    types = {f.name: f.type for f in a.fields}
    assert types["uuid"] == "uuid" and types["timestamp"] == "string" and types["date"] == "date"
    assert types["hash"] == "string" and types["number"] == "integer"
    got = values(rule, samples[1])
    assert got["uuid"] == "6ba7b811-9dad-11d1-80b4-00c04fd430c8"
    assert got["timestamp"] == "20251002115721" and got["date"] == "2025-10-02"
    assert got["number"] == 2 and got["hash"] == "519aea05ff"
    assert "????????-????-????-????-????????????" in a.glob and "_*_" in a.glob


@pytest.mark.parametrize(
    "names, fmt, expect",
    [
        (["15.01.2024", "03.02.2024", "28.12.2023"], "%d.%m.%Y", "2024-01-15"),
        (["01-15-2024", "02-03-2024", "12-28-2023"], "%m-%d-%Y", "2024-01-15"),
        (["20240115", "20240203", "20231228"], None, "2024-01-15"),
        (["2024_01_15", "2024_02_03", "2023_12_28"], None, "2024-01-15"),
    ],
)
def test_date_forms(names, fmt, expect):
    samples = [f"logs/{n}/app.log" for n in names]
    a, rule = infer(samples)
    (date,) = [f for f in a.fields if f.type == "date"]
    assert date.name == "date" and date.format == fmt
    assert values(rule, samples[0])["date"] == expect


def test_ambiguous_day_month_stays_a_string():
    samples = [f"logs/{n}/app.log" for n in ["01.02.2024", "03.04.2024", "05.06.2024"]]
    a, _ = infer(samples)
    assert [f.type for f in a.fields] == ["string"]


def test_year_month_day_folders_combine_into_a_python_date():
    samples = ["logs/2024/01/15/app.log", "logs/2024/02/03/app.log", "logs/2023/12/31/app.log"]
    a = analyse(samples)
    names = [f.name for f in a.fields]
    assert names == ["year", "month", "day", "date"]
    assert a.needs_python and a.field_named("date").combine == ("year", "month", "day")
    assert a.field_named("date").values() == ["2024-01-15", "2024-02-03", "2023-12-31"]
    draft = render_draft(a)
    assert draft.startswith('"""') and "NAME = 'logs_app'" in draft and "GLOB = 'logs/????/??/??/app.log'" in draft
    assert "def extract(path: str) -> dict:" in draft


def test_small_enumeration_and_shared_prefix_suffix():
    samples = [f"ucf/{c}/v_{c}_g{g:02d}_c{k:02d}.avi" for c, g, k in
               [("ApplyEyeMakeup", 1, 1), ("Archery", 2, 3), ("Basketball", 12, 4), ("Archery", 7, 5)]]
    a, rule = infer(samples)
    assert a.glob == "ucf/*/v_*_g??_c??.avi"
    got = values(rule, "ucf/YoYo/v_YoYo_g25_c07.avi")
    assert got == {"folder": "YoYo", "g": 25, "c": 7}  # the class in the name repeats the folder: dropped


def test_enumeration_left_right():
    samples = [f"scans/{s}/hand_{i}.png" for s in ("left", "right") for i in range(1, 5)]
    a, rule = infer(samples)
    side = a.fields[0]
    assert side.distinct == 2 and side.kind == "enum"
    assert values(rule, "scans/right/hand_9.png")[side.name] == "right"


def test_digit_runs_split_like_filepattern():
    lines = _listing("filepattern_infer_robot.txt")
    a, rule = infer(lines[:10])
    # PolusAI/filepattern reads 00{r:d}0{t:dd} from the whole listing; from ten samples the zeros before a field are
    # its padding, which a row past 9 or a column past 99 fills (digit_runs.padded_runs): same values
    assert a.glob == "??????-*-00100100?.tif"
    got = values(rule, "003011-3-001001002.tif")
    assert list(got.values()) == [3, 11, 3, 2]


# ----------------------------------------------------------------- alignment and depth


def test_alignment_from_the_end_with_varying_depth():
    samples = [
        "archive/a/2024-01-01/sensor_1.csv",
        "archive/a/b/2024-01-02/sensor_2.csv",
        "archive/x/y/z/2024-01-03/sensor_3.csv",
    ]
    a, rule = infer(samples)
    assert a.glob.startswith("archive/**/") and a.glob.endswith("/????-??-??/sensor_*[0-9].csv")
    date = a.field_named("date")
    assert date.source == "segment(-2)"
    got = values(rule, "archive/q/r/s/t/2030-05-06/sensor_44.csv")
    assert got["date"] == "2030-05-06" and got["sensor_id"] == 44


def test_fixed_depth_has_no_globstar():
    a, _ = infer(["d/a1/x.txt", "d/b2/x.txt", "d/c3/x.txt"])
    assert "**" not in a.glob


# ----------------------------------------------------------------- naming


def test_names_come_from_keys_prefixes_and_types():
    samples = [
        "study/sub-01/ses-02/func/sub-01_ses-02_task-rest_run-1_bold.nii.gz",
        "study/sub-02/ses-01/func/sub-02_ses-01_task-nback_run-2_bold.nii.gz",
        "study/sub-03/ses-01/func/sub-03_ses-01_task-rest_run-1_bold.nii.gz",
    ]
    a, rule = infer(samples)
    names = [f.name for f in a.fields]
    assert {"subject", "session", "task", "run"} <= set(names)
    assert all(__import__("re").match(FIELD_NAME, n) for n in names)
    assert not any(n.startswith("field") for n in names)
    assert values(rule, samples[1]) == {"subject": "02", "session": "01", "task": "nback", "run": 2}


def test_names_are_unique_and_valid():
    samples = [f"in/{d1}/out/{d2}/x_{n}.csv" for d1, d2, n in
               [("2024-01-01", "2024-02-01", 1), ("2024-01-02", "2024-02-05", 2), ("2024-01-03", "2024-03-01", 3)]]
    a, _ = infer(samples)
    names = [f.name for f in a.fields]
    assert names[:2] == ["date", "date_2"] and len(set(names)) == len(names)


def test_hive_keys_named_in_snake_case():
    samples = [f"lake/eventDate={d}/Region Code={r}/part-{i}.parquet"
               for d, r, i in [("2024-01-01", "EU", 1), ("2024-01-02", "US", 2), ("2024-01-03", "EU", 3)]]
    a, rule = infer(samples)
    assert [f.name for f in a.fields][:2] == ["event_date", "region_code"]
    got = values(rule, samples[1])
    assert got["event_date"] == "2024-01-02" and got["region_code"] == "US"


# ----------------------------------------------------------------- glob tightness


def _listing(name):
    if not (CORPUS / name).is_file():
        pytest.skip(f"corpus listing {name} not available")
    return [l for l in (CORPUS / name).read_text().splitlines() if l.strip()]


def test_bids_glob_does_not_sweep_up_neighbours():
    lines = _listing("bids_ds001.txt")
    bold = [l for l in lines if l.endswith("_bold.nii.gz")]
    a, rule = infer(bold[::5])
    matched = [l for l in lines if rule.match(l)]
    assert sorted(matched) == sorted(bold)  # no events.tsv, sidecar .json, README, anat
    assert a.glob.endswith("_bold.nii.gz")


def test_bids_optional_entities_are_extracted_with_default_null():
    lines = _listing("bids_synthetic.txt")
    bold = [l for l in lines if l.startswith("synthetic/sub-") and l.endswith("_bold.nii")]
    a, rule = infer(bold[:3] + bold[-3:])
    run = a.field_named("run")
    assert run is not None and run.default_null
    rest = next(l for l in bold if "task-rest" in l)
    assert values(rule, rest)["run"] is None
    assert all(rule.match(l) for l in bold)
    assert not any(rule.match(l) for l in lines if "derivatives" in l or not l.endswith("_bold.nii"))


def test_camera_near_miss_names_are_not_matched():
    lines = _listing("camera_dji_agung2.txt")
    a, rule = infer(lines[::200])
    assert all(rule.match(l) for l in lines)
    assert not any(rule.match(l) for l in _listing("camera_dji_agung2_issues.txt"))


@pytest.mark.parametrize("ext", [".nii.gz", ".ome.tif", ".tar.gz", ".c000.snappy.parquet"])
def test_multi_part_extensions_are_literal(ext):
    samples = [f"data/item_{i}{ext}" for i in (1, 2, 3)]
    a, rule = infer(samples)
    literal = ext if "c000" not in ext else "?" + ext[1:]  # Spark writes `.c000` and `-c000`
    assert a.glob.endswith("_*[0-9]" + literal)
    assert rule.match(f"data/item_4{ext}")
    assert not rule.match("data/item_4.json") and not rule.match(f"data/item_4{ext}.bak")


def test_spark_part_files_with_either_c000_separator_are_one_kind():
    u = "3abf7009-9786-4927-a502-256082acae29"
    samples = [f"t/part-0000{i}-{u}.c000.snappy.parquet" for i in range(3)]
    a, rule = infer(samples)
    other = f"t/part-00007-{u}-c000.snappy.parquet"
    assert rule.match(other) and values(rule, other)["uuid"] == u
    mixed, rule2 = infer(samples + [other])
    assert not mixed.outliers and all(rule2.match(p) for p in samples + [other])


# ----------------------------------------------------------------- Hive


def test_hive_null_sentinel_is_null():
    samples = ["t/k=A/part-1.parquet", "t/k=B/part-2.parquet", "t/k=__HIVE_DEFAULT_PARTITION__/part-3.parquet"]
    a, rule = infer(samples)
    assert a.field_named("k").values() == ["A", "B", None]
    assert values(rule, samples[2])["k"] is None
    assert values(rule, samples[0])["k"] == "A"


def test_hive_url_escapes_need_python_and_are_decoded():
    samples = ["t/x=A%2FA/part-1.parquet", "t/x=B%20B/part-2.parquet", "t/x=C/part-3.parquet"]
    a = analyse(samples)
    assert a.needs_python and a.field_named("x").url_decode
    assert a.field_named("x").values() == ["A/A", "B B", "C"]
    assert "unquote(" in render_draft(a) and render_yaml(a).count("x:") == 0


def test_hive_tables_with_different_keys_read_every_key():
    lines = _listing("hive_deltars_partitioned.txt")
    a = analyse(lines[::12])
    assert a.field_named("key_value_folders") is not None and a.needs_python
    assert a.glob.startswith("crates/test/tests/data/**/")


# ----------------------------------------------------------------- clustering, one sample, messy input


def test_samples_of_several_kinds_keep_the_largest_group():
    samples = [f"d/run_{i}/out.csv" for i in range(5)] + ["d/run_1/meta.json", "d/README"]
    a, rule = infer(samples)
    assert a.glob.endswith(".csv")
    assert set(a.outliers) == {"d/run_1/meta.json", "d/README"}
    assert "outliers (2 of 7 samples" in a.summary and "meta.json" in a.summary


def test_one_sample_keeps_literal_segments_literal():
    a, rule = infer(["/srv/data/mission_042/2024-01-15/readings.csv"])
    assert a.glob == "srv/data/mission_*/????-??-??/readings.csv"  # ids outgrow their padding
    assert values(rule, "/srv/data/mission_042/2024-01-15/readings.csv") == {"mission_id": 42, "date": "2024-01-15"}


def test_windows_relative_duplicates_blanks_and_unicode():
    samples = [
        "C:\\Données\\été\\mission_01\\relevé 1.csv",
        "C:\\Données\\été\\mission_02\\relevé 2.csv",
        "C:\\Données\\été\\mission_02\\relevé 2.csv",
        "",
        "   ",
        "C:/Données/été/mission_13/relevé 3.csv",
    ]
    a, rule = infer(samples)
    assert len(a.samples) == 3
    assert all(rule.match(s) for s in samples if s.strip())
    assert values(rule, samples[0])["mission_id"] == 1
    b, rule2 = infer(["./out/a_1.txt", "out/a_2.txt", "./out/a_3.txt"])
    assert b.glob == "out/a_*[0-9].txt" and values(rule2, "out/a_7.txt") == {"number": 7}


def test_no_samples_is_a_usage_error():
    with pytest.raises(UsageError) as exc:
        analyse(["", "  ", "\n"])
    assert exc.value.exit_code == 2


def test_field_table_lists_name_type_source_examples_distinct():
    a, _ = infer(["/data/mission_042/2024-01-15/r.csv", "/data/mission_043/2024-01-16/r.csv"])
    table = render_field_table(a)
    header = table.splitlines()[0].split()
    assert header == ["field", "type", "source", "examples", "distinct"]
    assert "mission_id" in table and "segment(-3)" in table and "42, 43" in table


def test_extension_case_differences_stay_one_kind():
    samples = ["cam/IMG_0001.JPG", "cam/IMG_0002.jpg", "cam/IMG_0003.JPG", "cam/IMG_0004.Jpg"]
    a, rule = infer(samples)
    assert not a.outliers and a.glob == "cam/IMG_*[0-9].[Jj][Pp][Gg]"
    assert all(values(rule, s)["image_id"] == i for i, s in enumerate(samples, start=1))
    assert not rule.match("cam/IMG_0005.png")


def test_free_text_after_a_date_is_one_field_and_plural_parents_name_children():
    samples = [f"clients/{c}/{y}-Q{q}/{d} {title}/scan.pdf" for c, y, q, d, title in [
        ("ACME Corp", 2024, 1, "2024-03-31", "Beach trip"),
        ("Globex", 2024, 2, "2024-06-30", "Hike"),
        ("Initech", 2023, 4, "2023-12-31", "New Year party"),
    ]]
    a, rule = infer(samples)
    got = values(rule, samples[2])
    assert got["client"] == "Initech" and got["year"] == 2023 and got["q"] == 4
    assert got["date"] == "2023-12-31" and "New Year party" in got.values()
    assert "????-Q*" in a.glob


def test_plain_numbers_are_not_split_into_digit_runs():
    samples = [f"steps/step_{n}.ckpt" for n in (1500, 1501, 1507, 1522)]
    a, rule = infer(samples)
    assert [f.name for f in a.fields] == ["step_id"]
    assert values(rule, "steps/step_1599.ckpt") == {"step_id": 1599}


def test_bids_with_and_without_session_folders():
    samples = ["ds/sub-01/anat/sub-01_T1w.nii.gz", "ds/sub-02/ses-1/anat/sub-02_ses-1_T1w.nii.gz",
               "ds/sub-03/anat/sub-03_T1w.nii.gz", "ds/sub-04/ses-2/anat/sub-04_ses-2_T1w.nii.gz"]
    a, rule = infer(samples)
    assert a.glob == "ds/**/anat/sub-*_T1w.nii.gz"
    assert [(f.name, f.default_null) for f in a.fields] == [("subject", False), ("session", True)]
    assert values(rule, "ds/sub-09/ses-3/anat/sub-09_ses-3_T1w.nii.gz") == {"subject": "09", "session": "3"}
    assert values(rule, "ds/sub-10/anat/sub-10_T1w.nii.gz") == {"subject": "10", "session": None}


def test_letter_glued_to_a_long_number_is_one_identifier():
    syn = ["n01440764", "n01443537", "n01484850"]
    samples = [f"train/{s}/{s}_{i}.JPEG" for s in syn for i in (10026, 7)]
    a, rule = infer(samples)
    # `train` is one split of the data set (issue 15): its siblings `val/`, `test/` are the same kind
    assert a.glob.endswith("/n????????/n????????_*[0-9].[Jj][Pp][Ee][Gg]") and "train," in a.glob
    got = values(rule, "train/n02085620/n02085620_1234.JPEG")
    assert "n02085620" in got.values() and 1234 in got.values()
    assert values(rule, "val/n02085620/n02085620_1234.JPEG")["split"] == "val"


def test_unpadded_numbers_get_star_and_key_folders_stay_variable():
    samples = [f"LibriSpeech/{sp}/{ch}/{sp}-{ch}-{u:04d}.flac" for sp, ch, u in [(1034, 1240, 0), (1089, 1241, 12), (2843, 1522, 3)]]
    a, rule = infer(samples)
    # no width kept; a folder that is a decimal number in every sample opens with a digit (wide14), not `*`
    assert a.glob == "LibriSpeech/[0-9]*/[0-9]*/[0-9]*-*-*[0-9].flac"
    assert rule.match("LibriSpeech/19/198/19-198-0001.flac")
    b, rule2 = infer([f"ds/sub-01/func/run_{i}.nii" for i in (1, 2, 3)])  # one subject in every sample
    assert b.glob.startswith("ds/sub-*/") and values(rule2, "ds/sub-07/func/run_4.nii")["subject"] == "07"


def test_huge_sample_lists_are_down_sampled_deterministically(monkeypatch):
    from pathfinder.analysis import infer as infer_mod

    monkeypatch.setattr(infer_mod, "MAX_ANALYSED", 100)
    samples = [f"d/mission_{i:05d}/x.csv" for i in range(1000)]
    a = analyse(samples)
    assert len(a.samples) == 100 and a.sample_count == 1000
    assert a.samples == analyse(samples).samples and "analysed 100 of 1000" in a.notes[0]
    assert a.glob == "d/mission_*/x.csv"


def test_one_kind_with_several_extensions_but_not_its_neighbours():
    lines = _listing("bids_eeg_matchingpennies.txt")
    eeg = [l for l in lines if "/eeg/" in l and "sourcedata" not in l and "_eeg." in l]
    a, rule = infer(eeg[::2])
    assert a.glob.endswith("_eeg{.eeg,.vhdr,.vmrk}") and not a.outliers
    assert sorted(l for l in lines if rule.match(l)) == sorted(eeg)  # no channels/events .tsv
    assert a.structure.endswith("_eeg.{eeg,vhdr,vmrk}")


def test_few_samples_sharing_a_counter_still_make_it_a_field():
    samples = [f"ucf/{c}/v_{c}_g{g:02d}_c03.avi" for c, g in [("Archery", 1), ("Basketball", 12), ("YoYo", 7)]]
    a, rule = infer(samples)
    assert a.glob == "ucf/*/v_*_g??_c??.avi"
    assert values(rule, "ucf/Archery/v_Archery_g02_c05.avi")["c"] == 5


def test_dash_separated_hex_groups_are_one_identifier():
    samples = ["files/p10/s50414267/02aa804e-bde0afdd-112c0b34-7bc16630-4e384014.jpg",
               "files/p11/s51234567/174413ec-4ec4c1f7-34ea26b7-c5f994f8-79ef1962.jpg",
               "files/p19/s58971208/ea030e7a-2e3b1346-bc518786-7a8fd698-f673b44c.jpg"]
    a, rule = infer(samples)
    (h,) = [f for f in a.fields if f.kind == "hash"]
    assert values(rule, samples[1])[h.name] == "174413ec-4ec4c1f7-34ea26b7-c5f994f8-79ef1962"


def test_year_month_chunks_and_multi_word_names():
    samples = [f"era5/{v}/{y}-{m:02d}/era5_{v}.nc" for v, y, m in
               [("2m_temperature", 2020, 1), ("total_precipitation", 2021, 7), ("2m_temperature", 2019, 12)]]
    a, rule = infer(samples)
    got = values(rule, "era5/surface_pressure/2022-03/era5_surface_pressure.nc")
    assert got["year"] == 2022 and got["month"] == 3
    assert "surface_pressure" in got.values()  # one field for the multi-word variable name
    assert a.glob.startswith("era5/")  # `era5` stays literal


# ----------------------------------------------------------------- literal folders, loose free text, names


def test_constant_word_folders_stay_literal_but_entity_slots_stay_variable():
    samples = [f"crawl-data/CC-NEWS/2019/{m:02d}/CC-NEWS-2019{m:02d}{d:02d}101010-{k:05d}.warc.gz"
               for m, d, k in [(1, 1, 1), (1, 2, 7), (2, 3, 12), (3, 9, 3)]]
    a, rule = infer(samples)
    assert a.glob.startswith("crawl-data/CC-NEWS/????/??/CC-NEWS-")
    assert all(not {"data", "NEWS"} & {str(v) for v in f.values()} for f in a.fields)
    assert a.structure.startswith("crawl-data/CC-NEWS/{year:int}/{month:int}/")
    # a digit value (`sub-01`) or a known entity key (`task-rest`) is a slot though constant
    b, rule2 = infer([f"ds/sub-01/task-rest/run_{i}.nii" for i in (1, 2, 3, 4, 5, 6)])
    assert b.glob.startswith("ds/sub-*/task-*/")
    assert values(rule2, "ds/sub-07/task-nback/run_9.nii") == {"subject": "07", "task": "nback", "run_id": 9}
    c, _ = infer([f"ESC-50/audio/{f}-1000{i}-A-{i}.wav" for f, i in [(1, 1), (2, 5), (3, 9), (4, 2), (5, 3), (1, 4)]])
    assert c.glob.startswith("ESC-50/audio/")  # an acronym name with a number is still a name


def test_free_text_fields_read_unseen_characters_and_typed_ones_stay_tight():
    classes = ["ApplyEyeMakeup", "Basketball", "YoYo", "Drumming"]
    samples = [f"ucf/{c}/v_{c}_g{g:02d}_c{k:02d}.avi" for c in classes for g, k in [(1, 1), (8, 3)]]
    a, rule = infer(samples)
    folder = next(f for f in a.fields if f.source == "segment(-2)")
    assert folder.pattern is None  # the whole segment, whatever it holds
    got = values(rule, "ucf/Jump_Rope2/v_Jump_Rope2_g03_c04.avi")
    assert got == {folder.name: "Jump_Rope2", "g": 3, "c": 4}
    assert "[0-9]{2}" in a.field_named("g").pattern  # numbers stay digits
    # key-value values run to the next delimiter, not only over the samples' characters
    dji = [f"images/task-{t}/DJI_2024010{d}12000{d}_000{d}_D.JPG" for t, d in [("ne", 1), ("sw", 2), ("se", 3)]]
    b, rule2 = infer(dji)
    assert values(rule2, "images/task-n_e.2/DJI_20240104120004_0004_D.JPG")["task"] == "n_e.2"
    bids = [f"ds/sub-0{i}/func/sub-0{i}_task-{t}_bold.nii.gz" for i, t in [(1, "rest"), (2, "nback"), (3, "rest")]]
    c, rule3 = infer(bids)
    assert values(rule3, "ds/sub-04/func/sub-04_task-n-back_bold.nii.gz")["task"] == "n-back"


def test_free_tokens_parted_by_one_delimiter_keep_the_samples_split():
    from pathfinder.analysis.parts import Var, lit, var_part
    from pathfinder.analysis.rewrites import loosen_free as _loosen_free

    def word():
        return var_part(Var("word", r"[^\W\d_]+"), "*")

    parts = _loosen_free([lit("v_"), word(), lit("_"), word(), lit("_g"), var_part(Var("int", r"\d+", "integer"), "*")])
    assert [p.regex for p in parts] == ["v_", "[^_/]+", "_", "[^_/]+", "_g", r"\d+"]
    glued = _loosen_free([word(), var_part(Var("int", r"\d+", "integer"), "*")])
    assert glued[0].regex == r"[^\W\d_]+"  # glued to a number: the letters are what part them


@pytest.mark.parametrize("samples, name", [
    ([f"ucf/{c}/v_{c}_g0{g}_c01.avi" for c in ("Archery", "YoYo") for g in (1, 2)], "ucf_v_avi"),
    ([f"{c}/v_{c}_g0{g}_c01.avi" for c in ("Archery", "YoYo") for g in (1, 2)], "v_avi"),
    ([f"images/task-{t}/DJI_2024010{d}120000_000{d}_D.JPG" for t, d in [("ne", 1), ("sw", 2)]], "images_dji_jpg"),
    ([f"photos/{y}/IMG_{y}0{m}01_1200{m}0.jpg" for y, m in [(2022, 1), (2023, 7), (2024, 3)]], "photos_img_jpg"),
    (["ds/sub-01/func/sub-01_task-a_bold.nii.gz", "ds/sub-02/func/sub-02_task-b_bold.nii.gz"], "func_bold_nii"),
    (["/data/mission_042/2024-01-15/readings.csv", "/data/mission_043/2024-02-01/readings.csv"], "readings_csv"),
    (["/data/mission_042/2024-01-15/a.csv", "/data/mission_043/2024-02-01/b.csv"], "data_csv"),
])
def test_rule_names_come_from_constant_folder_and_file_words(samples, name):
    assert analyse(samples).name == name


def test_words_with_their_own_separators_are_one_free_field_between_typed_parts():
    samples = ["export/ST-014/2023-12-18_temp.csv", "export/Lake_B/2023-02-13_pressure.csv",
               "export/KX-7/2023-04-01_wind-speed.csv", "export/north_ridge-2/2023-05-17_rel_humidity.csv",
               "export/ST-001/2023-01-08_pm2.5.csv"]
    a, rule = infer(samples)
    assert a.glob == "export/*/????-??-??_*.csv"
    got = values(rule, "export/south_gate-12/2024-02-29_soil_moisture-10cm.csv")
    assert got == {"folder": "south_gate-12", "date": "2024-02-29", "name": "soil_moisture-10cm"}
    # YouTube ids hold `-` and `_`: the id is one field before the typed start/end times
    clips = ["k/yoga/DQ9-O04FIho_000006_000016.mp4", "k/tai chi/JLr9D3V3UGM_000169_000179.mp4",
             "k/yoga/lmUWucPZRe__000013_000023.mp4", "k/air drumming/7mzi_4KF3pg_000013_000023.mp4"]
    b, rule2 = infer(clips)
    got = values(rule2, "k/zumba/a_b-c_d-e_f_000101_000111.mp4")
    assert set(got.values()) == {"zumba", "a_b-c_d-e_f", 101, 111}


def test_clock_time_after_a_date_is_a_time_text_and_both_one_timestamp():
    samples = [f"photos/{y}/IMG_{y}{md}_{hms}.jpg" for y, md, hms in
               [(2023, "0704", "183012"), (2023, "0812", "091500"), (2022, "1225", "235959"), (2024, "0101", "000105")]]
    a, rule = infer(samples)
    assert a.structure == "photos/{year:int}/IMG_{date:date}_{time}.jpg"
    assert values(rule, "photos/2021/IMG_20210309_070809.jpg") == {
        "year": 2021, "date": "2021-03-09", "time": "070809", "timestamp": "20210309_070809"}
    snaps = [f"Backups.backupdb/Mac/{d}-{t}/Users/a/Documents/x.pdf" for d, t in
             [("2024-03-01", "123456"), ("2023-12-24", "000102"), ("2024-07-09", "235959")]]
    b, rule2 = infer(snaps)
    got = values(rule2, "Backups.backupdb/Mac/2025-01-02-030405/Users/a/Documents/x.pdf")
    assert got["timestamp"] == "2025-01-02-030405" and got["date"] == "2025-01-02" and got["time"] == "030405"


def test_a_day_first_date_anchors_a_name_with_free_words():
    samples = [f"Field Data/{s}/2024/{s} {d}{c}.xlsx" for s, d, c in [
        ("North Ridge", "15-03-2024", ""), ("Plot A", "01-02-2024", " - Copy"), ("Kiel-Süd", "28-11-2024", ""),
        ("Lake Site 2", "09-06-2024", "")]]
    a, rule = infer(samples)
    got = values(rule, "Field Data/Plot A/2024/Plot A 30-12-2024.xlsx")
    assert got["date"] == "2024-12-30", got
    assert not rule.match("Field Data/Plot A/2024/Plot A Summary 2024.xlsx")


def test_versions_iso_basic_times_glued_ids_and_independent_words():
    rel = [f"releases/v{v}/app-{v}-{o}-{a}.tar.gz" for v, o, a in
           [("1.2.3", "linux", "amd64"), ("1.10.0", "linux", "arm64"), ("2.0.14", "darwin", "arm64"),
            ("0.9.1", "windows", "amd64")]]
    a, rule = infer(rel)
    got = values(rule, "releases/v3.11.2/app-3.11.2-freebsd-riscv64.tar.gz")
    assert got["version"] == "3.11.2"  # one version, not three numbers
    assert {"freebsd", "riscv64"} <= set(got.values())  # os and arch vary independently: two fields
    s2 = [f"S2{p}_MSIL2A_{d}_N0509_R{r}_{t}_{d}.zip" for p, d, r, t in
          [("A", "20230115T102321", "065", "T32TQM"), ("B", "20230716T093049", "136", "T42JEM"),
           ("A", "20231102T101211", "022", "T10SEG")]]
    b, rule2 = infer(s2)
    got = values(rule2, "S2B_MSIL2A_20240229T235959_N0509_R001_T01ABC_20240229T235959.zip")
    assert got["timestamp"] == "20240229T235959" and got["date"] == "2024-02-29"
    assert {"S2B", "T01ABC", 1} <= set(got.values())  # `T32TQM`, `S2A` are identifiers, kept whole


def test_a_glued_identifier_segment_gives_the_id_and_its_number():
    samples = [f"VCTK/wav/p{s}/p{s}_{u:03d}_mic{m}.flac" for s, u, m in [(225, 1, 1), (226, 14, 2), (301, 7, 1)]]
    a, rule = infer(samples)
    got = values(rule, "VCTK/wav/p376/p376_295_mic2.flac")
    assert got["p_id"] == "p376" and got["p"] == 376 and got["mic"] == 2
    dicom = [f"DICOM/PA{p:06d}/IM{i:06d}" for p, i in [(1, 4), (2, 17), (3, 1)]]
    b, rule2 = infer(dicom)
    assert values(rule2, "DICOM/PA000009/IM000123") == {"pa_id": "PA000009", "pa": 9, "im_id": "IM000123", "im": 123}


@pytest.mark.parametrize("stamp, fmt", [("2024-03-{d}T{h}:50:31Z", "%Y-%m-%dT%H:%M:%SZ"),
                                        ("2024-03-{d}T{h}-50-31Z", "%Y-%m-%dT%H-%M-%SZ"),
                                        ("2024-03-{d} {h}-50-31", "%Y-%m-%d %H-%M-%S"),
                                        ("2024-03-{d}_{h}.50.31", "%Y-%m-%d_%H.%M.%S")])
def test_date_times_with_separators_are_one_timestamp_a_date_and_a_time(stamp, fmt):
    samples = [f"rec/{stamp.format(d=d, h=h)}.mkv" for d, h in [("10", "20"), ("11", "07"), ("28", "23")]]
    a, rule = infer(samples)
    assert a.structure == "rec/{timestamp}.mkv" and a.field_named("date").format == fmt
    got = values(rule, f"rec/{stamp.format(d='05', h='01')}.mkv")
    text = stamp.format(d="05", h="01")
    assert got == {"timestamp": text, "date": "2024-03-05", "time": text[11:].rstrip("Z")}


# ----------------------------------------------------------------- values meant whole, as written


def test_one_delimiter_cutting_every_ragged_name_into_the_same_pieces_is_the_field_delimiter():
    wheels = [f"simple/{p}/{p}-{v}-{py}-{py}-{plat}.whl" for p, v, py, plat in [
        ("numpy", "1.26.4", "cp312", "manylinux2014_x86_64"), ("scikit_learn", "1.3.2", "cp311", "win_amd64"),
        ("typing_extensions", "4.9.0", "cp310", "any"), ("pyyaml", "6.0.1", "cp311", "macosx_11_0_arm64")]]
    a, rule = infer(wheels)
    got = values(rule, "simple/torch_geo/torch_geo-2.10.0-cp313-cp313-musllinux_1_1_aarch64.whl")
    assert got["version"] == "2.10.0"
    assert {"torch_geo", "cp313", 313, "musllinux_1_1_aarch64"} <= set(got.values())
    # dates are atoms: `-` inside `2023-12-31` is no field delimiter (see the free-text test above)


def test_compound_values_are_also_read_whole():
    trail = [f"AWSLogs/{a}/CloudTrail/{r}/{a}_CloudTrail_{r}_2024{m}{d}T{t}Z_{i}.json.gz"
             for a, r, m, d, t, i in [("123456789012", "us-east-1", "01", "15", "0005", "AbCdEf1234567890"),
                                      ("123456789012", "eu-west-2", "02", "03", "1230", "ZYXw9876543210ab"),
                                      ("210987654321", "ap-southeast-1", "11", "28", "2355", "qwertyUIOP123456")]]
    a, rule = infer(trail)
    got = values(rule, "AWSLogs/123456789012/CloudTrail/sa-east-1/123456789012_CloudTrail_sa-east-1_20240509T0100Z_x1.json.gz")
    assert "sa-east-1" in got.values()  # the region as written, beside its pieces
    fastq = [f"run7/Sample_{s}/{s}_S{n}_L00{l}_R{r}_001.fastq.gz" for s, n, l, r in
             [("ABC-12", 3, 1, 1), ("CTRL-4", 1, 2, 2), ("KO-33", 7, 1, 2)]]
    b, rule2 = infer(fastq)
    got = values(rule2, "run7/Sample_PT-9/PT-9_S12_L004_R1_001.fastq.gz")
    assert {"PT-9", "S12", 12, "L004", 4, "R1", 1} <= set(got.values())
    # a whole stem of dash-joined values is the fields, not one more name
    esc = [f"audio/{f}-{c}-{t}-{g}.wav" for f, c, t, g in [(1, 100032, "A", 0), (2, 5432, "B", 41), (5, 98765, "A", 7)]]
    c, rule3 = infer(esc)
    assert values(rule3, "audio/3-4444-C-12.wav") == {"number": 3, "number_2": 4444, "name": "C", "number_3": 12}


def test_codes_of_capitals_or_several_letters_glued_to_a_number_are_also_read_as_written():
    scenes = [f"LC0{s}_L2SP_{pr}_{d}_02_T{t}_SR_B{b}.TIF" for s, pr, d, t, b in
              [(8, "042034", "20210825", 1, 4), (9, "130234", "20210228", 2, 6), (8, "221085", "20210217", 1, 3)]]
    a, rule = infer(scenes)
    got = values(rule, "LC09_L2SP_001002_20220101_02_T2_SR_B7.TIF")
    assert {"LC09", "T2", "B7"} <= set(got.values()) and {9, 2, 7} <= set(got.values())
    # one lowercase letter glued to a number is a key and its value: the number only
    ucf = [f"{c}/v_{c}_g{g:02d}_c{k:02d}.avi" for c, g, k in [("Jump", 1, 2), ("Swing", 8, 1), ("Row", 25, 7)]]
    b, rule2 = infer(ucf)
    assert values(rule2, "Run/v_Run_g11_c03.avi") == {"folder": "Run", "g": 11, "c": 3}


def test_numbers_glued_to_letters_in_turn_are_each_a_field_and_the_code_whole():
    tv = [f"TV/{s}/Season {se:02d}/{s} - S{se:02d}E{ep:02d} - {t}.mkv" for s, se, ep, t in [
        ("Breaking Bad", 1, 3, "Cat's in the Bag..."), ("Mr. Robot", 1, 1, "eps1.0_hellofriend.mov"),
        ("Dark", 2, 8, "Pilot"), ("The Office (US)", 3, 12, "Diversity Day")]]
    a, rule = infer(tv)
    assert not a.outliers  # a dot inside a title (`.mov.mkv`, `....mkv`) makes no other kind
    got = values(rule, "TV/Halt and Catch Fire/Season 04/Halt and Catch Fire - S04E10 - Ten of Swords.mkv")
    assert {"Halt and Catch Fire", 4, 10, "S04E10", "Ten of Swords"} <= set(got.values())
    modis = [f"MOD09GA.A2024{d:03d}.h{h:02d}v{v:02d}.061.2024{d + 2:03d}034512.hdf" for d, h, v in [(15, 18, 4), (200, 9, 12), (33, 31, 0)]]
    b, rule2 = infer(modis)
    got = values(rule2, "MOD09GA.A2024100.h35v17.061.2024102034512.hdf")
    assert {"h35v17", 35, 17, "A2024100"} <= set(got.values())
    assert not any(f.name == "hash" for f in b.fields)  # `A2024015` is a letter and a number, not a hash


def test_multi_character_delimiters_cut_names_into_pieces_also_read_whole():
    logs = ["n015-2018-07-24-11-22-45+0800", "n008-2018-08-01-15-16-36-0400", "n015-2018-11-21-19-38-26+0800"]
    samples = [f"samples/{c}/{lg.replace('-0400', '+0800')}__{c}__{ts}.jpg" for c, lg, ts in
               [("CAM_FRONT", logs[0], 1532402927612460), ("CAM_BACK_LEFT", logs[1], 1533151603547405),
                ("CAM_FRONT", logs[2], 1542801007912460), ("CAM_BACK", logs[1], 1533151620000000)]]
    a, rule = infer(samples)
    got = values(rule, "samples/CAM_FRONT_RIGHT/n003-2018-09-18-12-53-43+0800__CAM_FRONT_RIGHT__1537246450162460.jpg")
    assert {"CAM_FRONT_RIGHT", "FRONT_RIGHT", "n003-2018-09-18-12-53-43+0800", 1537246450162460} <= set(got.values())
    assert got["date"] == "2018-09-18"  # `2018-09-18-12-53-43` is a date-time
    sites = [f"traps/site_{s}/cam{c:02d}/IMG_{i:04d}.JPG" for s, c, i in [("A", 3, 12), ("C12", 7, 999), ("B", 3, 40)]]
    b, rule2 = infer(sites)
    got = values(rule2, "traps/site_North/cam11/IMG_0001.JPG")
    assert {"site_North", "North", 11} <= set(got.values())


def test_a_date_anchors_ragged_names_with_words_at_both_ends():
    samples = [f"reports/2024/{k}_report_{d}{v}.pdf" for k, d, v in [
        ("sales", "2024-01-15", ""), ("hr", "2024-02-01", "_v2"), ("inventory", "2024-03-09", ""),
        ("sales", "2024-07-30", "_v3")]]
    a, rule = infer(samples)
    got = values(rule, "reports/2024/hr_report_2024-12-24_v4.pdf")
    assert got["date"] == "2024-12-24" and "hr" in got.values()
    assert values(rule, "reports/2024/sales_report_2024-05-05.pdf")["date"] == "2024-05-05"


def test_separators_padded_to_a_width_and_dash_keys_with_digits():
    s1 = [f"S1{s}_{m}_{p}_1SDV_{d}T052311_{d}T052336_0{o}_{t}.zip" for s, m, p, d, o, t in [
        ("A", "IW", "GRDH", "20240115", 52108, "064C1D_8E2F"), ("B", "EW", "SLC_", "20240301", 41007, "04A9F0_11AB"),
        ("A", "IW", "SLC_", "20240522", 53990, "0812EE_C0DE")]]
    a, rule = infer(s1)
    got = values(rule, "S1B_EW_GRDM_1SDV_20241001T000000_20241001T000030_012345_0ABCDE_1F2E.zip")
    assert {"S1B", "EW", "GRDM"} <= set(got.values()) and got["date"] == "2024-10-01"
    # `jw01378-o001` is a program and an observation, not a BIDS entity keyed `jw01378`
    jw = [f"jw0{p}-o0{o}_t001_{i}_{f}_i2d.fits" for p, o, i, f in [
        (1378, 12, "nircam", "clear-f090w"), (2736, 1, "miri", "f770w"), (4458, 33, "niriss", "f444w-f470n"),
        (1913, 7, "nircam", "clear-f200w")]]
    b, rule2 = infer(jw)
    assert not any(f.kind == "entity" for f in b.fields)
    got = values(rule2, "jw05021-o044_t001_miri_f1500w_i2d.fits")
    assert {5021, 44, "miri", "f1500w"} <= set(got.values())


def test_the_first_piece_takes_extra_delimiters_and_pieces_are_also_read_whole():
    conda = [f"conda/{sub}/{p}-{v}-{b}.conda" for sub, p, v, b in [
        ("linux-64", "numpy", "1.26.4", "py311h64a7726_0"), ("noarch", "python-dateutil", "2.8.2", "py39he310275_3"),
        ("osx-arm64", "scikit-learn", "1.3.2", "py310h25feeaa_1"), ("win-64", "libgcc-ng", "13.2.0", "py312h0123abc_2")]]
    a, rule = infer(conda)
    got = values(rule, "conda/linux-64/ca-certificates-and-more-2024.2.2-py312hdeadbee_5.conda")
    assert got["version"] == "2024.2.2"
    assert {"ca-certificates-and-more", "py312hdeadbee_5", 5} <= set(got.values())
    # no run of name, version and build as one more name
    assert "ca-certificates-and-more-2024.2.2-py312hdeadbee" not in got.values()


# ----------------------------------------------------------------- neighbours kept out of the glob


def test_a_number_ending_the_name_leaves_suffixed_siblings_out():
    samples = [f"capture/seq_{s}/frames/frame_{n}.png" for s, n in [("a", 3), ("a", 17), ("b", 250), ("c", 9)]]
    a, rule = infer(samples)
    assert a.glob.endswith("frame_*[0-9].png")
    got = values(rule, "capture/seq_a/frames/frame_1234.png")
    assert got["frame_id"] == 1234 and got["sequence"] == "a"
    for sibling in ("frame_3_depth.png", "frame_17_mask.png"):
        assert not rule.match(f"capture/seq_a/frames/{sibling}")


def test_lock_files_and_appledouble_files_stay_out():
    months = ["Jan", "Feb", "Mar", "Apr", "May"]
    samples = [f"finance/2024/{m}/{d}_{m}2024.xlsx" for m, d in zip(months, ["sales", "costs", "hr", "sales", "costs"])]
    a, rule = infer(samples)
    assert rule.match("finance/2024/Jun/sales_Jun2024.xlsx")
    assert not rule.match("finance/2024/Jan/~$sales_Jan2024.xlsx")
    photos = [f"flower_photos/{c}/{i}_{h}.jpg" for c, i, h in [
        ("daisy", 5547758, "eea9edfd54"), ("roses", 102501987, "3cf8df8b2c"), ("tulips", 9976, "ab12cd34ef")]]
    b, rule2 = infer(photos)
    assert rule2.match("flower_photos/daisy/77777_0123456789.jpg")
    assert not rule2.match("flower_photos/daisy/._5547758_eea9edfd54.jpg")


def test_a_family_of_codes_keeps_its_leading_letters():
    bands = ["B01", "B03", "B8A", "B11", "B12", "B05"]
    samples = [f"tiles/31/U/DQ/2023/{i + 1}/0/{b}.jp2" for i, b in enumerate(bands)]
    a = analyse(samples)
    assert a.glob.endswith("/B*.jp2"), a.glob
    rule = rules_from_text(render_draft(a))[0]
    assert rule.match("tiles/31/U/DQ/2023/1/0/B09.jp2") and not rule.match("tiles/31/U/DQ/2023/1/0/TCI.jp2")


def test_an_upper_case_extension_matches_in_any_case():
    samples = [f"shoot/canon/DSC_{n:04d}.JPG" for n in (12, 345, 6789)]
    a, rule = infer(samples)
    assert a.glob.endswith(".[Jj][Pp][Gg]")
    assert values(rule, "shoot/canon/DSC_0001.jpg")["dsc_id"] == 1
    assert not rule.match("shoot/canon/DSC_0001.NEF")


def test_pictures_saved_in_several_formats_are_one_kind():
    hashes = ["0877432d1026706d7e805da846a32c3b", "81e3c29b62179273c8eb5bb682575ec8",
              "7a171ac826a6fce48478dcb74f21345d", "ea36b20a2cf3a8f1cd5b7c1d9e0f1a2b", "1234567890abcdef1234567890abcdef"]
    samples = [f"animals/raw-img/{c}/{h}.{e}" for c, h, e in
               zip(["cat", "dog", "cat", "horse", "dog"], hashes, ["jpg", "jpeg", "jpg", "png", "jpg"])]
    a, rule = infer(samples + ["animals/labels.csv"])
    assert a.outliers == ("animals/labels.csv",)
    assert all(rule.match(s) for s in samples)
    assert not rule.match("animals/raw-img/cat/0877432d1026706d7e805da846a32c3b.json")


def test_a_lowercase_word_then_a_capital_is_a_word_boundary():
    samples = [f"vcf/ALL.chr{c}.phase3.vcf.gz" for c in ("1", "7", "X", "22", "Y")]
    a, rule = infer(samples)
    got = values(rule, "vcf/ALL.chrMT.phase3.vcf.gz")
    assert "MT" in got.values(), got
    assert values(rule, "vcf/ALL.chr5.phase3.vcf.gz") == {k: ("5" if v == "MT" else v) for k, v in got.items()}


def test_dotted_numbers_are_read_whole():
    root = "1.3.6.1.4.1.14519.5.2.1.6279.6001."
    studies = [root + s for s in ("298806137288633453246975630178", "179049373636438705059720603192",
                                  "105756658031515062000744821260")]
    samples = [f"LIDC-IDRI/LIDC-IDRI-{p:04d}/{st}/1-{i:03d}.dcm" for p, st, i in zip((1, 2, 7), studies, (1, 12, 30))]
    a, rule = infer(samples)
    assert f"/{root}*/" in a.glob
    new = root + "111111111111111111111111111111"
    got = values(rule, f"LIDC-IDRI/LIDC-IDRI-0042/{new}/1-005.dcm")
    assert new in got.values() and "LIDC-IDRI-0042" in got.values() and got["uid"] == new
    logs = [f"elb/123_app_{ip}_{r}.log.gz" for ip, r in (("10.0.12.34", "ab12"), ("10.0.7.255", "cd34"), ("10.1.0.9", "ef56"))]
    b, rule2 = infer(logs)
    assert values(rule2, "elb/123_app_192.168.1.1_zz99.log.gz")["ip"] == "192.168.1.1"


def test_a_folder_of_several_values_is_also_read_as_written():
    samples = [f"kaggle_3m/{c}/{c}_{n}.tif" for c, n in (("TCGA_CS_4941_19960909", 1), ("TCGA_DU_5849_19950405", 14),
                                                         ("TCGA_HT_7879_19981009", 33))]
    a, rule = infer(samples)
    got = values(rule, "kaggle_3m/TCGA_EZ_7264_20010401/TCGA_EZ_7264_20010401_7.tif")
    assert "TCGA_EZ_7264_20010401" in got.values() and "EZ" in got.values() and got["date"] == "2001-04-01"
    assert not rule.match("kaggle_3m/TCGA_EZ_7264_20010401/TCGA_EZ_7264_20010401_7_mask.tif")


def test_a_version_with_a_pre_release_tag_is_one_value():
    vs = ["0.6.5-rc2", "2.29.1", "2.0.8-rc3", "1.5.5", "0.22.6"]
    samples = [f"tool/releases/download/v{v}/tool_{v}_{o}_{a}.tar.gz"
               for v, (o, a) in zip(vs, [("darwin", "arm64"), ("linux", "arm64"), ("linux", "amd64"), ("freebsd", "386"),
                                          ("linux", "amd64")])]
    a, rule = infer(samples)
    got = values(rule, "tool/releases/download/v3.0.0-beta.1/tool_3.0.0-beta.1_linux_arm64.tar.gz")
    assert got["version"] == "3.0.0-beta.1" and "linux" in got.values() and "arm64" in got.values()
    assert values(rule, "tool/releases/download/v3.1.0/tool_3.1.0_linux_arm64.tar.gz")["version"] == "3.1.0"
    wheels = [f"dist/numpy-{v}-cp311-cp311-manylinux_x86_64.whl" for v in ("1.26.4", "1.25.0", "2.0.1")]
    b, rule2 = infer(wheels)
    assert values(rule2, "dist/numpy-2.1.3-cp311-cp311-manylinux_x86_64.whl")["version"] == "2.1.3"


def test_a_month_name_glued_to_a_year_is_two_values():
    samples = [f"finance/{y}/{m}/{d}_{m}{y}.xlsx" for y, m, d in
               [(2019, "Jan", "costs"), (2020, "Dec", "hr"), (2021, "Mar", "sales"), (2019, "Sep", "costs")]]
    a, rule = infer(samples)
    got = values(rule, "finance/2024/May/sales_May2024.xlsx")
    assert got["name"] == "sales" and got["month"] == "May" and 2024 in got.values()
    assert not rule.match("finance/2024/May/~$sales_May2024.xlsx")


def test_calendar_digits_and_clock_times_stay_whole():
    shots = [f"Desktop/Screenshot 2024-03-{d:02d} at {h:02d}.{m:02d}.{s:02d}.png"
             for d, h, m, s in [(1, 12, 34, 56), (2, 9, 5, 1), (3, 23, 59, 0), (4, 0, 0, 7)]]
    a, rule = infer(shots)
    assert values(rule, "Desktop/Screenshot 2024-04-09 at 07.08.09.png") == {"date": "2024-04-09", "time": "07.08.09"}
    calls = [f"Call/Call recording {c}_{d}_{t}.m4a" for c, d, t in [
        ("Mom", "240301", "101112"), ("John Smith", "240302", "090000"), ("Büro", "230415", "235959"),
        ("Anna", "240107", "120001"), ("Dr. Weber", "231120", "080808"), ("Kita", "240303", "111111")]]
    b, rule2 = infer(calls)
    assert rule2.match("Call/Call recording Mom_251231_000001.m4a"), b.glob
    ids = [f"data/u/{u}/a.csv" for u in ("123456", "923451", "553457")]
    c, rule3 = infer(ids)
    assert rule3.match("data/u/777777/a.csv"), c.glob


def test_plus_delimits_kafka_connect_names():
    samples = [f"topics/{t}/hour={h:02d}/{t}+{p}+{o:010d}.json.gz" for t, h, p, o in [
        ("orders.v1", 3, 0, 12345), ("user-events", 7, 11, 900), ("payments_dlq", 23, 4, 77777777),
        ("cdc.public.customers", 0, 2, 5)]]
    a, rule = infer(samples)
    assert a.glob.endswith("+*+*.json.gz"), a.glob
    got = values(rule, "topics/orders.v1/hour=05/orders.v1+9+0000000042.json.gz")
    assert got["topic"] == "orders.v1" and 9 in got.values() and 42 in got.values()


def test_sample_paths_longer_than_any_file_system_allows_are_set_aside() -> None:
    """A 'path' of megabytes (a list with its newlines lost, a hostile listing) is set aside with a
    note, not analysed: the analyser's regexes hold a sample's text (a 2 MB name took 7 s, 20 MB 68 s
    and 2.5 GB in `coverage`)."""
    from pathfinder.analysis import analyse
    from pathfinder.analysis.infer import MAX_PATH_CHARS
    from pathfinder.errors import UsageError

    normal = [f"/data/run_{i:03d}/scan.csv" for i in range(5)]
    huge = "/data/" + "a" * (MAX_PATH_CHARS + 1) + ".csv"
    a = analyse(normal + [huge])
    assert "aaaa" not in a.glob and "aaaa" not in a.summary and a.fields
    assert any("longer than 4,096 characters set aside" in n for n in a.notes)
    with pytest.raises(UsageError, match="longer than 4,096"):
        analyse([huge, huge + "x"])
    edge = "/d/" + "b" * (MAX_PATH_CHARS - 7) + ".csv"  # exactly the limit: still analysed
    assert len(edge) == MAX_PATH_CHARS and analyse([edge]).notes == ()
