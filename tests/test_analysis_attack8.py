"""Round 9's rules attacked with look-alikes (attack8, issue 15): path families that the new rules (padded product
records, a four-digit folder heading a chain of ids) must leave with their old reading. Each test fails with its
fix switched off."""
from __future__ import annotations

from draft_helpers import record, rule_of


def test_a_frame_counter_after_a_double_underscore_join_keeps_any_width():
    # a trail camera's `TRAIL_07__<time>_0042.JPG` has one length, capitals, a `__` and a date-time, so it was read
    # as a padded product record and its counter as a code of four columns: frame 10042 read no field at all
    cams = [f"trail/TRAIL_{c:02d}__2023{m:02d}{d:02d}T0{h}1500_{k:04d}.JPG" for c, m, d, h, k in (
        (7, 5, 1, 1, 42), (7, 5, 2, 3, 311), (3, 6, 11, 4, 1200), (12, 6, 12, 5, 9), (3, 7, 1, 6, 8765),
        (12, 7, 3, 7, 77), (7, 8, 9, 8, 5000), (3, 8, 10, 9, 2))]
    _, rule = rule_of(cams)
    got = record(rule, "trail/TRAIL_07__20230911T091500_10042.JPG")
    assert got is not None and got[0] == "complete", (rule.glob, got)
    assert 10042 in got[1].values() and got[1]["timestamp"] == "20230911T091500", got
