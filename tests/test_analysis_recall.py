"""Recall on layouts no one tuned against (issue 15, review and review3 misses): each heuristic is
tested here on a layout other than the one that prompted it, with the real engine applied to
unseen siblings and neighbours."""
from __future__ import annotations

from draft_helpers import record, rule_of

from pathfinder.analysis import analyse


def test_a_few_words_glued_to_numbers_are_a_label_and_a_number():
    # prompted by pdf.js `issue1234.pdf` / `bug1001080.pdf`; here a tracker export of stories and tasks
    names = ["story812", "task77", "story1203", "bug4410", "task9", "story15", "task3021", "story640",
             "task118", "bug97"]
    a, rule = rule_of([f"tickets/{n}.md" for n in names])
    status, fields = record(rule, "tickets/epic5120.md")  # a label no sample shows, a wider number
    assert status == "complete" and "epic" in fields.values() and 5120 in fields.values()
    # the neighbours: a capitalised page and notes that end in a word stay out
    assert record(rule, "tickets/Roadmap2024.md") is None
    assert record(rule, "tickets/story812-notes.md") is None
    assert record(rule, "tickets/README.md") is None


def test_words_seen_once_each_glued_to_digits_stay_one_name():
    # Caltech-like class names and codecs: each word once, so the word is no label of a number
    a = analyse([f"media/{n}.bin" for n in ("ak47", "mp3", "x264", "hevc10", "vp9", "av1")])
    assert len(a.fields) == 1


def test_a_one_letter_code_before_the_name_is_a_field_of_its_own():
    # prompted by JSONTestSuite `y_…`/`n_…`/`i_…`; here sprites of the left and right side
    names = ["l_arm_upper", "r_arm_upper", "l_leg", "r_foot_2", "l_hand_open", "r_leg", "l_foot_2", "r_hand_fist"]
    a, rule = rule_of([f"sprites/{n}.png" for n in names])
    status, fields = record(rule, "sprites/r_shoulder_pad.png")
    assert status == "complete" and "r" in fields.values() and "shoulder_pad" in fields.values()


def test_one_letter_shared_by_every_name_is_part_of_the_text():
    a = analyse([f"sprites/l_{n}.png" for n in ("arm", "leg_2", "foot", "hand_open")])
    assert "code" not in {f.name for f in a.fields}


def test_a_v_number_after_a_number_is_an_optional_version():
    # prompted by arXiv `2403.01234v2.pdf` beside `0805.1234.pdf`; here a drawing register
    names = ["A-101v2", "A-102", "S-201v1", "E-115v3", "S-202v1", "A-130"]
    a, rule = rule_of([f"drawings/{n}.pdf" for n in names])
    status, fields = record(rule, "drawings/M-310v12.pdf")
    assert status == "complete" and fields["version"] == 12 and 310 in fields.values()
    status, fields = record(rule, "drawings/M-311.pdf")  # unversioned: the same kind, no version
    assert status == "complete" and fields["version"] is None and 311 in fields.values()


def test_every_sample_versioned_still_admits_an_unversioned_sibling():
    a, rule = rule_of([f"papers/{i}v{v}.pdf" for i, v in ((1203, 1), (1187, 2), (1290, 1), (1301, 4))])
    status, fields = record(rule, "papers/1322.pdf")
    assert status == "complete" and fields["version"] is None


def test_two_numbers_that_make_a_whole_folder_or_name_are_also_one_value():
    # prompted by LeetCode's `0800-0899` folders and arXiv ids; here page ranges and section numbers
    samples = ["scans/box_3/101-200/page_150.tif", "scans/box_3/1-100/page_7.tif",
               "scans/box_4/201-300/page_299.tif", "scans/box_4/1-100/page_42.tif"]
    a, rule = rule_of(samples)
    status, fields = record(rule, "scans/box_9/901-1000/page_950.tif")
    assert status == "complete" and fields["range"] == "901-1000"
    a, rule = rule_of([f"spec/sections/{s}.md" for s in ("3.14", "1.2", "12.7", "4.10")])
    status, fields = record(rule, "spec/sections/7.21.md")
    assert status == "complete" and "7.21" in fields.values()


def test_a_run_of_two_numbers_inside_a_longer_name_is_not_offered_whole():
    # ESC-50's `1-100032-A-0`: a whole stem of dash-separated values is pieces, not one value
    a = analyse([f"audio/{f}-{c}-A-{t}.wav" for f, c, t in ((1, 100032, 0), (2, 11812, 3), (4, 205, 12), (5, 9031, 7))])
    assert "range" not in {f.name for f in a.fields} and "id" not in {f.name for f in a.fields}


def test_a_typed_piece_some_names_add_in_the_middle_is_optional_and_the_rest_aligns():
    # prompted by PlanetScope `<date>_<time>[_<nn>]_<sat>_3B_…`; here seismic waveform segments
    names = ["20240301_101500_KX12_BHZ", "20240301_101500_2_KX12_BHZ", "20240302_000000_AB07_BHZ",
             "20240305_231210_3_QQ41_BHZ", "20240306_120000_KX12_BHZ", "20240307_081122_2_AB07_BHZ"]
    a, rule = rule_of([f"wave/{n}.mseed" for n in names])
    for path, seg in (("wave/20240401_010203_ZZ99_BHZ.mseed", None), ("wave/20240401_010203_4_ZZ99_BHZ.mseed", 4)):
        status, fields = record(rule, path)
        assert status == "complete" and "ZZ99" in fields.values() and seg in fields.values(), path
    assert record(rule, "wave/20240401_010203_ZZ99_BHZ_gaps.mseed") is None


def test_free_words_of_two_lengths_stay_one_name():
    a = analyse([f"sensors/2023-02-{d:02d}_{w}.csv" for d, w in ((12, "rel_humidity"), (13, "temp"),
                                                                 (14, "wind_speed"), (15, "pressure"))])
    assert [f.type for f in a.fields].count("string") == 1 and not any(f.default_null for f in a.fields)


def test_a_conflicted_copy_says_whose_and_when_even_when_no_sample_is_one():
    # prompted by a Dropbox team folder of .docx; here a personal Dropbox of spreadsheets
    samples = [f"/Users/ana/Dropbox/Finance/{n}.xlsx" for n in ("budget_2024", "rent_2023", "taxes_2022", "budget_2023")]
    a, rule = rule_of(samples)
    status, fields = record(rule, "/Users/ana/Dropbox/Finance/rent_2024 (MacBook-Pro's conflicted copy 2024-05-02).xlsx")
    assert status == "complete" and fields["copy_owner"] == "MacBook-Pro" and fields["copy_date"] == "2024-05-02"
    status, fields = record(rule, "/Users/ana/Dropbox/Finance/rent_2025.xlsx")
    assert status == "complete" and fields["copy_owner"] is None and fields["copy_date"] is None


def test_a_downloads_folder_without_a_conflicted_copy_has_no_conflict_fields():
    a = analyse([f"/Users/ana/Downloads/{n}.pdf" for n in ("invoice_8842", "invoice_9001", "invoice_77")])
    assert not {"copy_owner", "copy_date"} & {f.name for f in a.fields}


def test_repeated_capital_letters_leading_a_code_are_a_field():
    # prompted by Sleep-EDF `SC4001E0` beside `ST7022J0`; here scans named by modality and accession
    names = ["MR1042A", "CT2231B", "MR1107A", "CT2290C", "PT3301A", "MR1200B", "CT2302A", "PT3320B"]
    a, rule = rule_of([f"imaging/{n}.dcm" for n in names])
    status, fields = record(rule, "imaging/US4410C.dcm")
    assert status == "complete" and fields["code"] == "US"


def test_capital_codes_each_seen_once_give_no_letters_field():
    a = analyse([f"imaging/{n}.dcm" for n in ("AB1042", "CD2231", "EF1107", "GH2290", "JK3301")])
    assert "code" not in {f.name for f in a.fields}


def test_a_bracketed_label_that_ends_every_name_is_a_field():
    # prompted by producer stems `Gölge (Bass).wav`; here contract documents by status
    names = ["Lease Agreement (signed)", "NDA Acme (draft)", "Lease Agreement (draft)", "Supply Deal (Rev 2) (signed)"]
    a, rule = rule_of([f"legal/contracts/{n}.pdf" for n in names])
    status, fields = record(rule, "legal/contracts/Service Terms (final).pdf")
    assert status == "complete" and fields["label"] == "final" and "Service Terms" in fields.values()


def test_an_id_split_over_a_fanout_folder_and_the_name_is_joined():
    # prompted by git's objects/ab/<38 hex>; here DVC's cache files/md5/ab/<30 hex>
    md5s = ["3f2a9c0d1e4b5a6978877665544332211", "a01b2c3d4e5f60718293a4b5c6d7e8f90", "ffe0d1c2b3a4958677685a4b3c2d1e0f1",
            "0123456789abcdef0123456789abcdef0", "9d8c7b6a5f4e3d2c1b0a99887766554433"]
    md5s = [m[:32] for m in md5s]
    a, rule = rule_of([f"proj/.dvc/cache/files/md5/{m[:2]}/{m[2:]}" for m in md5s])
    assert a.needs_python and a.field_named("object_id") is not None
    status, fields = record(rule, "proj/.dvc/cache/files/md5/c4/" + "5" * 30)
    assert status == "complete" and fields["object_id"] == "c4" + "5" * 30


def test_a_short_hex_folder_above_a_hex_name_that_is_no_field_is_not_joined():
    # every sample in one bucket whose folder above is also short hex and constant: a joined id would lack digits
    a = analyse([f"store/ab/cd/{h}" for h in ("0" * 36, "1" * 36, "2" * 36)])
    assert a.field_named("object_id") is None or len(a.field_named("object_id").combine) == 3


def test_an_upper_case_code_and_its_numbers_before_a_free_name_are_one_accession():
    # prompted by NCBI assemblies `GCF_000001405.40_GRCh38.p14`; here RefSeq transcripts by gene
    names = ["NM_000546.6_TP53", "NR_024540.1_WASH7P", "XM_011541469.2_BRCA1", "NM_007294.4_BRCA1"]
    a, rule = rule_of([f"refseq/{n}.fasta" for n in names])
    status, fields = record(rule, "refseq/NM_001126112.3_TP53-AS1.fasta")
    assert status == "complete" and fields["accession"] == "NM_001126112.3"


def test_words_and_numbers_before_a_name_are_no_accession_unless_the_code_is_upper_case():
    a = analyse([f"runs/{n}.log" for n in ("exp_12.3_warmup", "abl_7.1_long run", "exp_3.2_final", "abl_9.9_short")])
    assert a.field_named("accession") is None


def test_files_at_several_depths_under_no_shared_folder_read_their_top_and_parent_folders():
    # prompted by github/gitignore (X.gitignore, Global/X.gitignore, community/<group>/X.gitignore); here a docs tree
    samples = ["README.md", "guide/intro.md", "guide/advanced/plugins.md", "api/client.md", "api/reference/server.md",
               "FAQ.md", "guide/install.md"]
    a, rule = rule_of(samples)
    status, fields = record(rule, "tutorials/basics/first-steps.md")
    assert status == "complete" and fields["folder"] == "tutorials" and "basics" in fields.values()
    status, fields = record(rule, "CHANGELOG.md")
    assert status == "complete" and fields["folder"] is None


def test_absolute_samples_at_several_depths_do_not_read_the_mount_as_a_folder():
    a = analyse(["/README.md", "/guide/intro.md", "/guide/advanced/plugins.md"])
    assert all(f.source != "rel_path" for f in a.fields)


def test_a_word_every_name_ends_with_after_a_space_is_part_of_the_title():
    # prompted by StarCraft II replays `Alcyone LE.SC2Replay`; here monthly reports by department
    names = ["Budget Report", "Sales Report", "Head Count Report", "Travel Expenses Report"]
    a, rule = rule_of([f"finance/2024/{n}.xlsx" for n in names])
    status, fields = record(rule, "finance/2024/Cash Flow Report.xlsx")
    assert status == "complete" and fields["title"] == "Cash Flow Report" and "Cash Flow" in fields.values()


def test_two_padded_digits_past_59_are_a_counter_that_outgrows_its_width():
    # prompted by vim's screen dumps `<input>_00.dump` … `_99` then `_100`; here a slide deck's exported pages
    a, rule = rule_of([f"deck/export/slide_{i:02d}.png" for i in (3, 17, 42, 66, 81, 95)])
    status, fields = record(rule, "deck/export/slide_104.png")
    assert status == "complete" and 104 in fields.values()
    # clock and calendar parts keep their width: a minute folder never holds 104
    a = analyse([f"cam/2024/03/01/{m:02d}/clip.mp4" for m in (3, 17, 42, 59, 8)])
    assert "/??/clip.mp4" in a.glob


def test_a_month_folder_above_a_numeric_name_is_no_split_id():
    a = analyse([f"logs/{m:02d}/2024{m:02d}0{d}123456789.txt" for m, d in ((3, 1), (4, 2), (11, 5), (12, 7))])
    assert a.field_named("object_id") is None and not a.needs_python


def test_an_optional_piece_is_not_sought_in_names_of_hundreds_of_pieces(monkeypatch):
    # each candidate position re-reads every column: a hostile name of hundreds of pieces is left to the ragged reading
    import pathfinder.analysis.optional as O
    calls = []
    real = O.column_parts
    monkeypatch.setattr(O, "column_parts", lambda *a, **k: calls.append(1) or real(*a, **k))
    a = "_".join(str(i) for i in range(100))
    analyse([f"x/{a}.csv", f"x/{a}_100.csv", "x/" + a.replace("5", "6") + ".csv"])
    assert not calls
    # a real name of a few pieces is still read (the PlanetScope shape)
    analyse(["p/20210304_101010_2461_3B.tif", "p/20210305_101011_57_241d_3B.tif", "p/20220304_111010_12_1035_3B.tif"])
    assert calls
