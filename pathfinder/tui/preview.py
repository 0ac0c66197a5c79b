"""The result screen's preview: one row per sample, failing rows first, readable by keys alone.

Why a widget of its own: at 80x24 only a few rows and a few columns fit, so the table puts the
rows that need attention on top, fits every column to the width it is given (long values are
shortened with "…"), and `d` opens one row in full (docs/user-guide.md, "The result").
"""
from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static

from pathfinder.tui.widgets import MIN_PATH_WIDTH, PATH_WIDTH, WizardFooter, short_path
from pathfinder.validation.result import PreviewRow

STATUS_SHORT = {"complete": "ok", "partial": "part", "unmatched": "none"}  # when the full word does not fit
MIN_FIELD_WIDTH = 6
PROBLEM_WIDTH = 30  # a problem's text in a cell (the detail view shows all of it)


def failing_first(rows: tuple[PreviewRow, ...]) -> tuple[PreviewRow, ...]:
    """Rows that are not complete come first (in their own order): they are what needs a look."""
    return tuple(sorted(rows, key=lambda r: r.status == "complete"))


def field_names(rows: tuple[PreviewRow, ...]) -> list[str]:
    names: list[str] = []
    for row in rows:
        for name in [*row.fields, *row.problems]:
            if name not in names:
                names.append(name)
    return names


def fit(text: str, width: int) -> str:
    """`text` cut to `width` cells, with "…" where it was cut."""
    if cell_len(text) <= width:
        return text
    out = ""
    for ch in text:
        if cell_len(out + ch) > width - 1:
            break
        out += ch
    return out + "…"


def column_widths(naturals: list[int], room: int, floors: list[int]) -> list[int]:
    """Shrink the widest columns first until they fit `room` (none below its floor)."""
    widths = list(naturals)
    while sum(widths) > room:
        i = max(range(len(widths)), key=lambda k: widths[k] - floors[k])
        if widths[i] <= floors[i]:
            break
        widths[i] -= 1
    return widths


class RowDetailScreen(ModalScreen[None]):
    """One preview row in full: the whole path, every field's value or why it is missing."""

    BINDINGS = [
        Binding("escape", "close", "Back"),
        Binding("d", "close", "Back", show=False),
        Binding("enter", "close", "Back", show=False),
    ]

    def __init__(self, row: PreviewRow, fields: list[str] | None = None) -> None:
        super().__init__()
        self.row = row
        self.fields = fields or field_names((row,))  # the table's columns: a row without one shows "—"

    def compose(self) -> ComposeResult:
        row = self.row
        with Vertical(id="dialog") as box:
            box.border_title = "Sample"
            with VerticalScroll(id="row-detail"):
                yield Static(Text(row.path, overflow="fold"), id="row-path")
                text = Text()
                ok = row.status == "complete"
                text.append(f"{'✓' if ok else '✗'} {row.status}", style="green" if ok else "red")
                if row.rule:
                    text.append(f"  (rule {row.rule})", style="dim")
                for name in self.fields:
                    text.append(f"\n{name}: ", style="bold")
                    if name in row.fields:
                        text.append(str(row.fields[name]))
                    elif name in row.problems:
                        text.append("✗ " + row.problems[name], style="red")
                    else:
                        text.append("— (not extracted)", style="dim")
                yield Static(text, id="row-fields")
        yield WizardFooter()

    def action_close(self) -> None:
        self.dismiss(None)


class PreviewTable(DataTable):
    """The preview: Enter accepts the rule (instead of selecting a row); `d` shows a row in full."""

    BINDINGS = [
        Binding("enter", "screen.accept", "Accept", show=False),
        Binding("home", "first_row", "First row", show=False),
        Binding("end", "last_row", "Last row", show=False),
    ]

    def __init__(self, rows: tuple[PreviewRow, ...], **kwargs: Any) -> None:
        super().__init__(zebra_stripes=True, cursor_type="row", **kwargs)
        self.preview_rows = failing_first(rows)
        self.field_order = field_names(self.preview_rows)
        self._layout: tuple[int, ...] = ()

    def on_mount(self) -> None:
        self.refill()
        self.call_after_refresh(self.refill)  # again once the table's width is known

    def on_resize(self) -> None:
        self.call_after_refresh(self.refill)

    # ---- cells ------------------------------------------------------------------------------------
    def _field_cell(self, row: PreviewRow, name: str) -> tuple[str, str]:
        if name in row.fields:
            return str(row.fields[name]), ""
        if name in row.problems:
            return "✗ " + row.problems[name][:PROBLEM_WIDTH], "red"
        return "—", "dim"

    def _widths(self, width: int, height: int) -> tuple[int, ...]:
        """(path, each field, status mode) widths so every column fits `width` cells.

        Status mode 0: the full word; 1: short (`ok`, `part`, `none`); 2: no status column (the
        ✓/✗ mark stays, `d` tells partial from unmatched) when even short words leave no room."""
        longest = max((len(r.path) for r in self.preview_rows), default=4)
        values = [max([1] + [cell_len(self._field_cell(r, n)[0]) for r in self.preview_rows]) for n in self.field_order]
        fields = [max(v, cell_len(n)) for v, n in zip(values, self.field_order)]
        status = max([6] + [len(r.status) for r in self.preview_rows])
        if width <= 0:  # not laid out yet
            return (min(longest, PATH_WIDTH), *fields, 0)
        scrollbar = 2 if len(self.preview_rows) + 1 > height else 0  # rows + header taller than the table
        room = width - scrollbar - 2 * (len(self.field_order) + 3) - 1  # cell padding, the mark column
        floors = [min(longest, MIN_PATH_WIDTH // 2)] + [min(w, MIN_FIELD_WIDTH) for w in fields]
        mode = 0
        if min(longest, MIN_PATH_WIDTH) + sum(fields) + status > room:
            mode, status = 1, cell_len("status")
            if sum(floors) + status > room:
                mode, status, room = 2, 0, room + 2  # the status column and its padding go
        widths = [min(longest, max(MIN_PATH_WIDTH, room - sum(fields) - status))] + fields
        # the path gives way first (its tail stays, `d` shows it whole), then long headings, then values
        for stage in ([floors[0], *fields], [floors[0], *(max(f, min(v, w)) for f, v, w in
                                                        zip(floors[1:], values, fields))], floors):
            widths = column_widths(widths, max(room - status, 0), stage)
        return (*widths, mode)

    def refill(self) -> None:
        layout = self._widths(self.size.width, self.size.height)
        if layout == self._layout:
            return
        self._layout = layout
        path_w, *field_w, mode = layout
        cursor = self.cursor_row
        self.clear(columns=True)
        status_column = ["status"] if mode < 2 else []
        self.add_columns("", "path", *(fit(n, w) for n, w in zip(self.field_order, field_w)), *status_column)
        for row in self.preview_rows:
            bad = row.status != "complete"
            cells = []
            for name, w in zip(self.field_order, field_w):
                value, style = self._field_cell(row, name)
                cells.append(Text(fit(value, w), style=style))
            if status_column:
                status = STATUS_SHORT.get(row.status, row.status) if mode == 1 else row.status
                cells.append(Text(status, style="red" if bad else "green"))
            self.add_row(Text("✗" if bad else "✓", style="red" if bad else "green"),
                         short_path(row.path, path_w), *cells)
        if self.preview_rows:
            self.move_cursor(row=min(max(cursor, 0), len(self.preview_rows) - 1), animate=False)

    # ---- keys -------------------------------------------------------------------------------------
    def action_details(self) -> None:
        if self.preview_rows:
            self.app.push_screen(RowDetailScreen(self.preview_rows[self.cursor_row], self.field_order))

    def action_first_row(self) -> None:
        self.move_cursor(row=0)

    def action_last_row(self) -> None:
        self.move_cursor(row=max(len(self.preview_rows) - 1, 0))


__all__ = ["PreviewTable", "RowDetailScreen", "failing_first", "field_names", "fit", "column_widths"]
