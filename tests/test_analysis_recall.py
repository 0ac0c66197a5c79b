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
