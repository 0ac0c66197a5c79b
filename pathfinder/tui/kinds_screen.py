"""The kinds screen: the kinds of file a tree holds, how many, and which saved rule covers each.

Why its own module: it is the one screen of the wizard over a whole tree (docs/user-guide.md,
"A whole tree"); arrows move, Enter posts `KindsScreen.Picked` and the app asks the session.
"""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import DataTable, Static

from pathfinder.tui.screens import WizardScreen
from pathfinder.tui.widgets import Header, WizardFooter, short_path
from pathfinder.wizard.machine import Context


class KindsTable(DataTable):
    """Enter picks the kind under the cursor (instead of selecting a cell)."""

    BINDINGS = [Binding("enter", "screen.pick", "Pick kind", key_display="enter")]


class KindsScreen(WizardScreen):
    """KINDS: one row per kind (structure, count, covered by); the cursor starts on the first uncovered one."""

    AUTO_FOCUS = "#kinds"
    DEFAULT_CSS = """
    KindsScreen #kinds-body { height: 1fr; padding: 0 1; }
    KindsScreen #kinds { height: 1fr; }
    """
    BINDINGS = [
        Binding("enter", "pick", "Pick kind", show=False),
        Binding("escape", "app.cancel", "Quit"),
        Binding("q", "app.cancel", "Quit", show=False),
    ]

    class Picked(Message):
        """Enter on a row: draft a rule for that kind."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx.message)
        self.ctx = ctx

    def compose(self) -> ComposeResult:
        kinds = self.ctx.kinds
        total = sum(k.count for k in kinds)
        covered = sum(min(k.covered, k.count) for k in kinds)
        yield Header()
        with Vertical(id="kinds-body"):
            yield Static(Text.assemble((f"{len(kinds)} kinds of file", "bold"), f" in {total} paths; ",
                                       (f"{covered}", "bold"), f" covered by saved rules "
                                       f"({100 * covered // total if total else 0}%)"), id="kinds-title")
            yield self.message_line()
            table = KindsTable(id="kinds", cursor_type="row", zebra_stripes=True)
            yield table
            yield Static(Text.assemble(("[↑↓]", "bold"), " choose a kind   ", ("[Enter]", "bold"),
                                       " draft a rule for it   ", ("[Esc]", "bold"), " quit"), id="kinds-options")
        yield WizardFooter()

    def on_mount(self) -> None:
        table = self.query_one(KindsTable)
        table.add_columns("count", "covered by", "ext", "structure")  # the long structure last
        cells = [(str(kind.count), kind.coverage_label,
                  ",".join(e or "(none)" for e in kind.extensions[:3]) + (",…" if len(kind.extensions) > 3 else ""))
                 for kind in self.ctx.kinds]
        # the structure keeps its informative end (file name, fields): what does not fit is cut on the left
        used = sum(max([len(head), *(len(row[n]) for row in cells)]) + 2 for n, head in
                   enumerate(("count", "covered by", "ext")))
        room = max(self.app.size.width - 2 - used - 2 - 2, 16)  # body padding, the structure's cell, scrollbar
        for kind, (count, label, exts) in zip(self.ctx.kinds, cells):
            table.add_row(Text(count, justify="right"),
                          Text(label, style="green" if kind.fully_covered else
                               ("yellow" if kind.covered_by else "dim")),
                          Text(exts), Text(short_path(kind.structure, room)))
        first_open = next((i for i, k in enumerate(self.ctx.kinds) if not k.fully_covered), 0)
        table.move_cursor(row=first_open)

    def action_pick(self) -> None:
        table = self.query_one(KindsTable)
        self.post_message(self.Picked(table.cursor_row))


__all__ = ["KindsScreen", "KindsTable"]
