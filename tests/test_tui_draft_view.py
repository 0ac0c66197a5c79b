"""The draft panel's soft wrap: long YAML lines break between flow-mapping items, never inside
`key: value`, and no text is lost (the result screen is read-only: wrapping beats clipping)."""
from __future__ import annotations

import pytest
from rich.console import Console
from rich.text import Text

from pathfinder.tui.widgets import DraftView, wrap_draft_line

LONG = '  mission_id: {from: segment(-3), pattern: "^mission_(\\\\d{3})$", type: integer}'
DRAFT = (
    "name: data_csv\n"
    'description: "Inferred offline from 10 sample paths: /data/mission_{mission_id:int}/{date:date}/{name}.csv"\n'
    'glob: "data/mission_???/????-??-??/[!.~]*.csv"\n'
    "extract:\n" + LONG + "\n"
    '  date:       {from: segment(-2), pattern: "^(\\\\d{4}-\\\\d{2}-\\\\d{2})$", type: date}\n'
)


def render(text: str, width: int, kind: str = "yaml") -> list[str]:
    console = Console(width=width, record=True, color_system=None)
    console.print(DraftView(text, kind))
    return console.export_text().rstrip("\n").split("\n")


@pytest.mark.parametrize("width", [30, 44, 60, 76, 80, 120])
def test_rows_fit_and_no_text_is_lost(width: int) -> None:
    rows = render(DRAFT, width)
    assert all(len(r) <= width for r in rows)
    # every source line is there, in order, once the gutter and the wrap indents are taken away
    joined = "".join(r[4:].strip() for r in rows)
    assert joined.replace(" ", "") == DRAFT.replace("\n", "").replace(" ", "")


@pytest.mark.parametrize("width", [60, 76, 80])
def test_items_stay_whole(width: int) -> None:
    rows = render(DRAFT, width)
    assert any("type: integer}" in r for r in rows) and any("type: date}" in r for r in rows)
    assert not any(r.rstrip().endswith("type:") for r in rows)


def test_continuations_hang_under_the_flow_mapping_and_keep_line_numbers_clean() -> None:
    rows = render(DRAFT, 80)
    i = next(n for n, r in enumerate(rows) if "mission_id: {" in r)
    assert rows[i].startswith("  5 ")
    assert rows[i + 1].strip() == "type: integer}"
    assert rows[i + 1].index("type") == rows[i].index("{from") + 1
    assert rows[i + 1][:4].strip() == ""  # no line number on a continuation


def test_short_lines_are_untouched_and_styles_survive() -> None:
    line = Text("abc: def", style="bold")
    assert wrap_draft_line(line, 40) == [(0, line)]
    pieces = wrap_draft_line(Text(LONG, style="red"), 50)
    assert len(pieces) > 1 and all(p.style == "red" for _, p in pieces)
    assert "".join(p.plain for _, p in pieces).replace(" ", "") == LONG.replace(" ", "")


def test_python_and_wide_characters() -> None:
    code = "def extract(path: str) -> dict:\n    return {'mission': int(path.split('/')[-3].split('_')[1]), 'x': 1}\n"
    rows = render(code, 50, "python")
    assert all(len(r) <= 50 for r in rows) and len(rows) > 2
    wide = 'name: r\nglob: "データ/観測_*/ファイル_*.csv"\ndescription: "' + "日本語" * 20 + '"\n'
    from rich.cells import cell_len

    assert all(cell_len(r) <= 40 for r in render(wide, 40))


# ---- the header line at any width -----------------------------------------------------------------

from pathfinder.tui.widgets import header_text  # noqa: E402

SUB = "anthropic · claude-sonnet-4-5 · budget 3 retries (2/2/1)"


@pytest.mark.parametrize("width, expected", [
    (120, "Pathfinder · anthropic · claude-sonnet-4-5 · budget 3 retries (2/2/1)"),
    (60, "anthropic · claude-sonnet-4-5 · budget 3 retries (2/2/1)"),
    (50, "anthropic · claude-sonnet-4-5 · 3 retries (2/2/1)"),
    (44, "anthropic · claude-sonnet-4-5 · 3 retries"),
    (30, "anthropic · 3 retries"),
])
def test_header_keeps_provider_and_budget_as_long_as_it_can(width: int, expected: str) -> None:
    assert header_text(SUB, width).plain == expected


def test_header_is_cut_with_an_ellipsis_only_at_the_end_and_works_without_a_session() -> None:
    console = Console(width=12, record=True, color_system=None)
    console.print(header_text(SUB, 12))
    assert console.export_text().strip().endswith("…")
    assert header_text("", 80).plain == "Pathfinder"
