"""Values a name writes in one piece that the template cuts (issue 15, review misses): an
identifier's number, a clock time of three numbers, a date with CJK units. Each tested on a
layout other than the one that prompted it (GOES `s2024…`, DJI `[10-20-30]`, `2022年4月12日`)."""
from __future__ import annotations

import re

from pathfinder.analysis import analyse, render_draft
from pathfinder.engine.globs import compile_glob
from pathfinder.engine.loader import rules_from_text


def fields_of(samples, path):
    rule = rules_from_text(render_draft(analyse(samples)))[0]
    ev = rule.evaluate(path)
    assert ev is not None and ev.status == "complete"
    return dict(ev.fields)


def test_an_identifier_inside_a_name_is_also_its_number():
    samples = [f"trace/node_t{t}_p{p}.bin" for t, p in
               [(1718893819, 4711), (1709994697, 12), (1696674349, 993), (1693570554, 7)]]
    got = fields_of(samples, "trace/node_t1700000001_p55.bin")
    assert "1700000001" in got.values() or 1700000001 in got.values()


def test_three_two_digit_numbers_in_clock_ranges_are_a_time():
    samples = [f"sessions/log_{h:02d}-{m:02d}-{s:02d}_run{r}.txt" for h, m, s, r in
               [(12, 5, 33, 1), (0, 59, 1, 2), (23, 10, 45, 3), (7, 7, 7, 4)]]
    got = fields_of(samples, "sessions/log_18-30-00_run9.txt")
    assert got["time"] == "18-30-00"


def test_numbers_out_of_clock_ranges_are_no_time():
    samples = [f"grid/tile_{a:02d}-{b:02d}-{c:02d}.png" for a, b, c in [(31, 75, 80), (12, 99, 3), (40, 2, 70), (5, 61, 61)]]
    assert "time" not in {f.name for f in analyse(samples).fields}


def test_a_date_written_with_cjk_units_gives_year_month_and_day():
    samples = [f"照片/{y}年{m}月{d}日 北京/IMG_{i:04d}.jpg" for y, m, d, i in
               [(2021, 7, 4, 1), (2022, 12, 25, 2), (2023, 1, 9, 3), (2021, 10, 31, 4)]]
    a = analyse(samples)
    assert compile_glob(a.glob).match("照片/2024年3月15日 北京/IMG_0009.jpg")
    folder = "2024年3月15日 北京"
    got = {f.name: re.search(f.pattern, folder).group(1) for f in a.fields if f.source == "segment(-2)" and f.pattern}
    assert got["year"] == "2024" and got["month"] == "3" and got["day"] == "15"


def test_a_padded_separator_after_free_text_gives_a_pattern_that_loads():
    # ids that end in `_` pad the separator (`…q_` + `_000021`): the draft must pass tier 2 (no
    # backtracking-prone `[^/]+?_+[0-9]+`), and still read the numbers
    names = ["f2zFwoyEN56_000021_000031", "w3bW8RYxu1T_000147_000157", "v5mbmWOvEZL_000227_000237",
             "qTUSWG1nn5k_000092_000102", "mpAOqryDWYq_000173_000183", "HNL9k2ohtQ__000266_000276",
             "SHsESEmqLGN_000213_000223", "XDidddDtK9R_000257_000267", "bRAST5lx5Za_000162_000172"]
    samples = [f"clips/talks/{v}.mp4" for v in names]
    got = fields_of(samples, "clips/talks/Q1w2E3r4T5_000300_001310.mp4")
    assert 300 in got.values() and 1310 in got.values()


def test_two_hex_groups_of_different_widths_are_two_values():
    # prompted by pgBackRest WAL names <24 hex>-<40 hex>; here a chunk store key and digest
    heads = ["a1b2c3d4e5f6", "0f0e0d0c0b0a", "deadbeef0001", "cafebabe1234"]
    samples = [f"store/chunks/{h}_{(h * 3)[:32]}.part" for h in heads]
    got = fields_of(samples, "store/chunks/00ff00ff00ff_" + "9" * 32 + ".part")
    assert "00ff00ff00ff" in got.values() and "9" * 32 in got.values()


def test_hex_groups_of_one_width_stay_one_identifier():
    ids = ["8eb03323-f70f835c-fd943a25-c0cf2363-550ea314", "c6acb43a-d340cf19-54e22764-5ae4a9bd-1c7624f3",
           "04d42f8a-c2acaf12-7972d33e-5901a19b-bd47d555"]
    names = {f.name for f in analyse([f"img/{i}.jpg" for i in ids]).fields}
    assert not {"hash_head", "hash_tail"} & names


def test_free_text_led_by_a_short_capital_code_gives_the_code_apart():
    # prompted by lab exports `TR_BCA assay (Plate 7).csv`; here meeting notes by initials
    titles = ["RB_board meeting", "KM_budget_review", "RB_all hands call", "TS_offsite", "KM_hiring sync v2"]
    samples = [f"minutes/2024/{t} (draft {i}).docx" for i, t in enumerate(titles, start=1)]
    got = fields_of(samples, "minutes/2024/JW_sales kickoff (draft 9).docx")
    assert "JW" in got.values() and "sales kickoff" in got.values()


def test_one_code_in_every_name_is_part_of_the_text():
    samples = [f"minutes/2024/RB_{t} (draft {i}).docx" for i, t in enumerate(["board", "budget", "hands", "plan"], 1)]
    assert "code" not in {f.name for f in analyse(samples).fields}



def test_names_without_a_code_or_a_label_cost_no_pattern_per_piece(monkeypatch):
    # a hostile name of 200 free pieces: leading_letters and trailing_label compiled a pattern of the
    # whole name for every piece (quadratic: 150 pieces took twice the old analysis time); names
    # holding no `AB1` and no ` (…)` cannot give either field, so they cost no pattern at all
    import pathfinder.analysis.written as W
    from pathfinder.analysis.parts import SegModel, Var, VarKind, lit, var_part

    parts = []
    for j in range(200):
        parts += [lit("-")] if j else []
        parts.append(var_part(Var(VarKind.WORD, r"[^/]+?", "string"), "*"))
    names = ["-".join(f"w{'xyz'[(i + j) % 3]}{j % 7}q" for j in range(200)) for i in range(6)]
    calls: list[str] = []
    reads = W.group_reads
    monkeypatch.setattr(W, "group_reads", lambda pattern, values: calls.append(pattern) or reads(pattern, values))
    assert W.leading_letters(SegModel(parts=parts), "filename", names, 0) == []
    assert W.trailing_label(SegModel(parts=parts), "filename", names, 0) == []
    assert calls == []
    # names that hold a label are still read
    labelled = [n + " (Bass)" if i % 2 else n + " (Lead)" for i, n in enumerate(names)]
    W.trailing_label(SegModel(parts=parts[:1]), "filename", labelled, 0)
    assert calls
