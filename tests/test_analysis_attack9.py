"""Round 9's last rules attacked with look-alikes (attack9, issue 15): names that start with an accession
(clusters._accession_family), a free middle piece (ragged_middle.middle_absorbs) and a numbered band
(bands.numbered_band) beside realistic names that must keep their reading. The first test fails with its fix
switched off; the others pin the readings these rules must leave alone."""
from __future__ import annotations

from draft_helpers import record, rule_of


def test_ids_whose_letters_run_longer_than_the_familys_are_another_kind():
    # an order system's `orders/<year>/ORD0012345.pdf` beside its line exports `exports/ORDL012345.json`: both start
    # with `ORD` and are ten characters long, so the accession reading joined them and the draft became
    # `**/*{.json,.pdf}`-like, matching any file of either format under the tree; `ORDL` is another family
    orders = [f"shop/orders/{y}/ORD{n:07d}.pdf" for y, n in ((2022, 12345), (2022, 12400), (2023, 13001),
                                                            (2023, 14022), (2024, 15555), (2024, 16001), (2024, 17010))]
    lines = [f"shop/exports/ORDL{n:06d}.json" for n in (12345, 13001, 16001)]
    a, rule = rule_of(orders + lines)
    got = record(rule, "shop/orders/2025/ORD0099999.pdf")
    assert got is not None and got[0] == "complete" and 2025 in got[1].values(), (rule.glob, got)
    assert record(rule, "shop/exports/ORDL099999.json") is None, rule.glob
    assert record(rule, "shop/exports/summary.json") is None, rule.glob
    # the pipeline's own files of one accession family still join across its stage folders
    runs = [f"results/{s}/ENCFF{n}.{c}" for s, n, c in (
        ("align", "341MYG", "bam"), ("align", "463QCX", "bam"), ("align", "193RRC", "bam"), ("align", "820KLA", "bam"),
        ("trim", "341MYG", "fastq.gz"), ("trim", "463QCX", "fastq.gz"), ("peaks", "341MYG", "bed.gz"),
        ("align", "551TRE", "bam"), ("peaks", "463QCX", "bed.gz"), ("align", "902PLM", "bam"))]
    _, rule = rule_of(runs)
    assert all(record(rule, p) is not None for p in runs), rule.glob


def test_a_free_title_between_a_date_and_a_version_stays_one_title():
    notes = ["docs/2024-01-02_meeting notes_v2.docx", "docs/2024-01-05_budget_v1.docx",
             "docs/2024-02-11_team offsite plan_v3.docx", "docs/2024-03-01_q1 review_v1.docx",
             "docs/2024-03-09_hiring_v2.docx", "docs/2024-04-22_roadmap draft_v1.docx", "docs/2024-05-30_retro_v4.docx",
             "docs/2024-06-02_kick off_v1.docx"]
    _, rule = rule_of(notes)
    got = record(rule, "docs/2024-07-01_all hands_v12.docx")
    assert got is not None and got[0] == "complete", (rule.glob, got)
    assert got[1]["date"] == "2024-07-01" and "all hands" in got[1].values() and 12 in got[1].values(), got


def test_fixed_codes_around_a_ragged_list_keep_their_own_fields():
    # a plate's well and site around a list of one to three stains: the well stays one value, the site a number
    plates = ["plates/P01_A01_GFP_s1.tif", "plates/P01_A02_GFP_DAPI_s2.tif", "plates/P02_B03_RFP_s1.tif",
              "plates/P02_B04_GFP_RFP_DAPI_s3.tif", "plates/P03_C01_DAPI_s2.tif", "plates/P03_C02_GFP_s4.tif",
              "plates/P04_D11_RFP_DAPI_s1.tif", "plates/P04_D12_GFP_s2.tif"]
    _, rule = rule_of(plates)
    got = record(rule, "plates/P10_H12_CY5_s9.tif")
    assert got is not None and got[0] == "complete", (rule.glob, got)
    assert 10 in got[1].values() and "H12" in got[1].values() and got[1]["s"] == 9, got


def test_a_camera_or_version_code_in_a_time_stamped_name_is_no_band():
    cams = [f"cctv/2024/CAM_C01_2024{m:02d}{d:02d}_{h:02d}0000.mp4" for m, d, h in (
        (1, 1, 10), (1, 2, 11), (2, 3, 12), (3, 4, 13), (4, 5, 14), (5, 6, 15))]
    a, rule = rule_of(cams)
    assert "band" not in [f.name for f in a.fields], a.glob
    got = record(rule, "cctv/2024/CAM_C02_20240707_160000.mp4")
    assert got is not None and "C02" in got[1].values() and got[1]["date"] == "2024-07-07", (rule.glob, got)
    vers = [f"reports/report_V02_2024{m:02d}{d:02d}T101500.pdf" for m, d in ((1, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6))]
    a, rule = rule_of(vers)
    assert "band" not in [f.name for f in a.fields], a.glob
    got = record(rule, "reports/report_V03_20240707T101500.pdf")
    assert got is not None and "V03" in got[1].values() and got[1]["timestamp"] == "20240707T101500", (rule.glob, got)
