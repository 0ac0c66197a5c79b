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
