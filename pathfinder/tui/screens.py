"""The wizard's screens: each renders the session's state and forwards keys to the app.

No business rule lives here: a key calls an `app.*` action, the app asks the
session/machine, and the resulting state picks the next screen.
"""
from __future__ import annotations

import re
import shlex
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.syntax import Syntax
from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import DataTable, Footer, Input, Label, Static, TextArea

from pathfinder.validation.result import TIER_NAMES, Failure, PreviewRow
from pathfinder.wizard.inputs import InputLine, describe_line, split_lines
from pathfinder.wizard.machine import HINT_MAX_CHARS, State
from pathfinder.wizard.session import Progress, rule_name_of

if TYPE_CHECKING:
    from pathfinder.tui.app import WizardApp

SPINNER_FRAMES = "◐◓◑◒"
TIER_MARKS = {"passed": "✓", "failed": "✗", "running": "…", "waiting": "·", "skipped": "-"}
PATH_WIDTH = 44  # path column before the table's width is known
MIN_PATH_WIDTH = 20
DESCRIBE_LINES = 200  # lines of the samples box looked up on disk (a pasted listing may be huge)


def short_path(path: str, width: int = PATH_WIDTH) -> str:
    """Keep the informative tail of a long path."""
    return path if len(path) <= width else "…" + path[-(width - 1):]


class DraftView:
    """A read-only, syntax-highlighted draft that soft-wraps to the width it is given.

    Why not `Syntax(word_wrap=True)`: that breaks at any space, so a flow mapping such as
    `{from: segment(-3), pattern: "...", type: integer}` ends up as `type:` / `integer}` on two
    lines. Here a long line breaks after a `, ` between items first (then at a space, then
    anywhere), and its continuation lines hang under the opening `{` (or the value), so every
    key stays next to its value and the whole draft is readable at 80 columns without a mouse.
    """

    def __init__(self, text: str, kind: str) -> None:
        self.text = text
        self.kind = kind

    def _lines(self) -> list[Text]:
        syntax = Syntax(self.text, "python" if self.kind == "python" else "yaml", theme="ansi_dark",
                        background_color="default")
        highlighted = syntax.highlight(self.text)
        if highlighted.plain.endswith("\n"):
            highlighted = highlighted[:-1]
        return highlighted.split("\n", allow_blank=True)

    def __rich_console__(self, console: Any, options: Any) -> Any:
        lines = self._lines()
        digits = len(str(len(lines)))
        gutter = digits + 3  # "  7 " like Rich's own line numbers
        width = max(8, options.max_width - gutter)
        for n, line in enumerate(lines, start=1):
            for i, (indent, piece) in enumerate(wrap_draft_line(line, width)):
                head = Text(f"{n:>{digits + 2}} " if i == 0 else " " * gutter, style="dim")
                row = Text.assemble(head, " " * indent, piece, no_wrap=True, overflow="crop")
                yield row

    def __rich_measure__(self, console: Any, options: Any) -> Any:
        from rich.measure import Measurement

        lines = self._lines()
        gutter = len(str(len(lines))) + 3
        longest = max((cell_len(line.plain) for line in lines), default=0)
        return Measurement(min(options.max_width, gutter + 8), min(options.max_width, gutter + longest))


_ITEM_BREAK = re.compile(r", ")


def _hang(plain: str, width: int) -> int:
    """Indent of a wrapped line's continuations: under the first item of a flow mapping/list
    (`  date: {from: ...`), else under the value of `key: value`, else the line's indent + 2."""
    lead = len(plain) - len(plain.lstrip(" "))
    m = re.match(r"\s*(?:-\s+)?[^\s:#][^:#]*:\s+([{\[])", plain)
    if m and m.end() <= width // 2:
        return m.end()
    m = re.match(r"\s*(?:-\s+)?[^\s:#][^:#]*:\s+", plain)
    if m and m.end() <= width // 2:
        return m.end()
    return min(lead + 2, width // 2)


def _break_at(plain: str, start: int, room: int) -> int:
    """Where the piece starting at `start` ends (exclusive), at most `room` cells long."""
    end = start + room
    if end >= len(plain):
        return len(plain)
    window = plain[start:end + 1]  # a break right after the last fitting character is fine too
    floor = room // 3
    items = [m.end() for m in _ITEM_BREAK.finditer(window) if m.end() - 1 <= room]
    items = [i - 1 for i in items if i - 1 > floor]  # keep the comma, drop the space
    if items:
        return start + items[-1]
    spaces = [i for i, ch in enumerate(window) if ch == " " and floor < i <= room]
    if spaces:
        return start + spaces[-1]
    slashes = [i + 1 for i, ch in enumerate(window) if ch == "/" and floor < i + 1 <= room]
    if slashes:  # a long path: after a /
        return start + slashes[-1]
    return end


def wrap_draft_line(line: Text, width: int) -> list[tuple[int, Text]]:
    """Split one highlighted draft line into (indent, piece) rows no wider than `width` cells."""
    plain = line.plain
    if cell_len(plain) <= width:
        return [(0, line)]
    if cell_len(plain) != len(plain):  # wide characters: Rich measures them (no hanging indent)
        from rich.console import Console

        return [(0, row) for row in line.wrap(Console(width=width), width)]
    hang = _hang(plain, width)
    offsets: list[int] = []
    pos, room = 0, width
    while True:
        end = _break_at(plain, pos, room)
        if end >= len(plain):
            break
        offsets.append(end)
        pos = end
        while pos < len(plain) and plain[pos] == " ":
            pos += 1
        if pos >= len(plain):
            break
        if pos != end:
            offsets.append(pos)
        room = width - hang
    parts = line.divide(offsets)
    rows: list[tuple[int, Text]] = []
    for part in parts:
        if not part.plain.strip() and rows:
            continue  # the spaces a break swallowed
        if part.plain.strip() or not rows:
            part.rstrip()
            rows.append((0 if not rows else hang, part))
    return rows


def draft_view(text: str | None, kind: str) -> DraftView | Text:
    if not text:
        return Text("(no output)", style="dim")
    return DraftView(text, kind)


def failure_text(failure: Failure, mark: bool = True) -> Text:
    where = f" (line {failure.line})" if failure.line else (f" at {failure.json_path}" if failure.json_path else "")
    text = Text()
    if mark:
        text.append("✗ ", style="bold red")
    text.append(f"{TIER_NAMES.get(failure.tier, failure.tier)} · {failure.error_type}{where}: ", style="bold")
    text.append(failure.message.splitlines()[0] if failure.message else failure.short_message)
    if failure.allowed and "allowed" not in (failure.message or ""):
        text.append(f"\n  allowed: {', '.join(failure.allowed)}", style="dim")
    return text


def header_text(sub_title: str, width: int) -> Text:
    """The header line for `width` cells: the longest form that fits.

    `sub_title` is "provider · model · budget N retries (caps)". Narrower terminals drop the
    product name first, then the word "budget", then the per-tier caps, then the model:
    provider and budget stay readable down to ~25 columns; below that the line is cut with "…".
    """
    parts = [p for p in sub_title.split(" · ")] if sub_title else []
    forms: list[list[str]] = []
    if len(parts) == 3:
        provider, model, budget = parts
        short = budget.removeprefix("budget ")
        tiny = re.sub(r"\s*\(.*\)$", "", short)
        forms = [["Pathfinder", provider, model, budget], [provider, model, budget], [provider, model, short],
                 [provider, model, tiny], [provider, tiny]]
    else:
        forms = [["Pathfinder", *parts], parts or ["Pathfinder"]]
    for form in forms:
        line = " · ".join(form)
        if cell_len(line) <= width:
            break
    text = Text(line, no_wrap=True, overflow="ellipsis")
    if cell_len(line) > width > 0:
        text.truncate(width, overflow="ellipsis")
    if line.startswith("Pathfinder"):
        text.stylize("bold", 0, len("Pathfinder"))
    return text


class Header(Widget):
    """One line: product, provider, model and budget, shortened to fit narrow terminals."""

    DEFAULT_CSS = "Header { dock: top; height: 1; background: $panel; color: $text; padding: 0 1; }"

    def render(self) -> Text:
        return header_text(str(getattr(self.app, "sub_title", "") or ""), self.content_size.width or 80)

    def refresh_header(self) -> None:
        self.refresh()

    def on_resize(self) -> None:
        self.refresh()


class WizardFooter(Footer):
    """The key footer; under 80 columns it packs the keys (compact, no palette hint; ctrl+p still
    works) so the essentials, Esc included, stay on screen."""

    NARROW = 80

    def on_resize(self, event: events.Resize) -> None:
        narrow = event.size.width < self.NARROW
        if narrow != self.compact:
            self.compact = narrow
            self.show_command_palette = not narrow
            self.call_after_refresh(self.recompose)


class WizardScreen(Screen[None]):
    """Shared chrome: header with provider/model/budget, a message line, the footer."""

    @property
    def wizard(self) -> "WizardApp":
        return self.app  # type: ignore[return-value]

    def message_line(self) -> Static:
        session = self.wizard.session
        msg = session.machine.ctx.message if session else None
        return Static(Text(msg or "", style="italic yellow"), id="message", classes="" if msg else "hidden")


# ---- samples -------------------------------------------------------------------------------------

class SamplesScreen(WizardScreen):
    """Started without paths: type or paste paths/folders, see what each contributes."""

    BINDINGS = [
        Binding("ctrl+s", "app.start_samples", "Analyze", priority=True),
        Binding("escape", "app.quit_wizard", "Quit"),
    ]

    def __init__(self, initial: str = "") -> None:
        super().__init__()
        self.initial = initial

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="samples-body"):
            yield Static("Sample paths: type or paste file paths or folders, one per line. "
                         "A folder contributes the files below it. Press ctrl+s to analyze.", id="samples-help")
            area = TextArea(self.initial, id="samples-input", soft_wrap=False, show_line_numbers=False)
            yield area
            yield Static("", id="samples-preview")
        yield WizardFooter()

    def on_mount(self) -> None:
        area = self.query_one("#samples-input", TextArea)
        if self.wizard.calm:
            area.cursor_blink = False
        self.set_focus(area)  # now: text typed or pasted right away lands in the box
        self.refresh_preview()

    @on(TextArea.Changed, "#samples-input")
    def _changed(self) -> None:
        self.refresh_preview()

    def lines(self) -> list[str]:
        return split_lines(self.query_one("#samples-input", TextArea).text)

    def refresh_preview(self) -> None:
        self._describe(self.lines())  # read the box here, look at the disk in a thread

    @work(exclusive=True, thread=True, group="samples-preview")
    def _describe(self, lines: list[str]) -> None:
        described = [describe_line(line) for line in lines[:DESCRIBE_LINES]]
        self.app.call_from_thread(self._show_preview, described, len(lines) - len(described))

    def _show_preview(self, described: list[InputLine], more: int = 0) -> None:
        text = Text()
        if not described:
            text.append("No samples yet.", style="dim")
        for item in described[:8]:
            text.append(("▸ " + item.describe())[:200] + "\n")
        if len(described) + more > 8:
            text.append(f"… and {len(described) + more - 8:,} more lines\n", style="dim")
        total = sum(item.count for item in described) + more  # lines past the first ones: one path each
        capped = any(item.capped for item in described)
        if described:
            text.append(f"Total: {total:,}{'+' if capped else ''} sample path{'s' if total != 1 else ''}",
                        style="bold")
        self.query_one("#samples-preview", Static).update(text)


# ---- spinner -------------------------------------------------------------------------------------

class SpinnerScreen(WizardScreen):
    """ANALYZING / REGENERATING: progress of the generation loop; Esc cancels the call."""

    BINDINGS = [Binding("escape", "app.cancel", "Cancel")]

    def __init__(self) -> None:
        super().__init__()
        self.frame = 0

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="spinner-body"):
            yield Static("", id="spinner-title")
            yield Static("", id="spinner-status")
            yield Static("", id="spinner-previous")
            yield Static("", id="spinner-tiers")
            yield Static("", id="spinner-history")
            yield Static(Text("Esc cancels: nothing is saved.", style="dim"), id="spinner-hint")
        yield WizardFooter()

    def on_mount(self) -> None:
        session = self.wizard.session
        self.show(session.progress if session else Progress())
        if not self.wizard.calm:
            self.set_interval(0.12, self._tick)

    def _tick(self) -> None:
        self.frame = (self.frame + 1) % len(SPINNER_FRAMES)
        session = self.wizard.session
        if session:
            self.show(session.progress)

    def show(self, progress: Progress) -> None:
        if not self.query("#spinner-title"):
            return  # not composed yet: on_mount shows the latest progress
        spin = SPINNER_FRAMES[self.frame]
        self.query_one("#spinner-title", Static).update(Text(f"{spin} {progress.title}", style="bold"))
        self.query_one("#spinner-status", Static).update(progress.status if progress.attempt else "")
        prev = f"Previous: {progress.previous}" if progress.previous else ""
        self.query_one("#spinner-previous", Static).update(Text(prev, style="yellow"))
        tiers = Text()
        for name, status in progress.checklist():
            style = {"passed": "green", "failed": "red", "running": "cyan"}.get(status, "dim")
            tiers.append(f"  {TIER_MARKS[status]} {name:<9} {status}\n", style=style)
        self.query_one("#spinner-tiers", Static).update(tiers)
        self.query_one("#spinner-history", Static).update(
            Text("\n".join(progress.history), style="dim", no_wrap=True, overflow="ellipsis"))


# ---- result --------------------------------------------------------------------------------------

class PreviewTable(DataTable):
    """The preview: Enter accepts the rule (instead of selecting a row)."""

    BINDINGS = [Binding("enter", "app.accept", "Accept", show=False)]


class NameInput(Input):
    """The rule-name box: Enter accepts, Esc leaves the box (and the footer says so)."""

    BINDINGS = [
        Binding("enter", "app.accept", "Accept", key_display="enter"),
        Binding("escape", "screen.leave_name", "Leave name box"),
    ]


class ResultScreen(WizardScreen):
    """YAML_RESULT / PYTHON_RESULT: draft, preview table, coverage, summary, rule name."""

    AUTO_FOCUS = "#preview"  # single-letter keys work while the table has focus; n moves to the name box

    BINDINGS = [
        Binding("a", "app.accept", "Accept", key_display="a/enter"),
        Binding("enter", "app.accept", "Accept", show=False),
        Binding("h", "app.hint", "Hint"),
        Binding("e", "app.edit", "Edit"),
        Binding("r", "app.regenerate", "Regenerate"),
        Binding("escape", "escape", "Cancel"),  # before `n`: on a narrow footer Esc is what must stay
        # priority: handled as the key arrives, so a name typed right after `n` (a burst from a busy
        # terminal) already lands in the box; inside the box `n` is just a letter (Input consumes it)
        Binding("n", "focus_name", "Name", priority=True),
    ]

    def compose(self) -> ComposeResult:
        session = self.wizard.session
        ctx = session.machine.ctx
        label = "Python extractor" if ctx.kind == "python" else "YAML rule"
        yield Header()
        yield self.message_line()
        with Container(id="result-main"):  # stacked; side by side on wide terminals (CSS breakpoint)
            with VerticalScroll(id="draft-box") as box:
                box.border_title = f"Draft · {label}" + ("" if ctx.valid else " · NOT VALID (edit kept)")
                yield Static(draft_view(ctx.draft, ctx.kind), id="draft")
            with Vertical(id="result-side"):
                if not ctx.valid and ctx.failure is not None:
                    yield Static(failure_text(ctx.failure), id="errors")
                yield Static(self._coverage(), id="coverage")
                yield PreviewTable(id="preview", zebra_stripes=True, cursor_type="row")
        with Horizontal(id="name-row"):
            yield Label("Rule name ", id="name-label")
            yield NameInput(session.suggested_name(), id="rule-name", placeholder="lowercase_name",
                            compact=True)  # one line: the draft and the table get the room
        yield WizardFooter()

    def _rows(self) -> tuple[PreviewRow, ...]:
        session = self.wizard.session
        ctx = session.machine.ctx
        if ctx.valid and ctx.success is not None:
            view = session.view
            return view.rows if view is not None else ctx.success.preview
        if ctx.failure is not None:
            return ctx.failure.preview
        return ()

    def _coverage(self) -> Text:
        session = self.wizard.session
        ctx = session.machine.ctx
        text = Text()
        rows = self._rows()
        if ctx.valid and ctx.success is not None:
            view = session.view
            line = view.coverage_line if view is not None else ctx.success.coverage_line
            ok = view.matched == view.total if view is not None else ctx.success.matched == ctx.success.total
            text.append(("✓ " if ok else "! ") + line, style="bold green" if ok else "bold yellow")
        elif rows:
            matched = sum(1 for r in rows if r.status != "unmatched")
            complete = sum(1 for r in rows if r.status == "complete")
            text.append(f"✗ matches {matched}/{len(rows)} samples, {complete} complete", style="bold red")
        else:
            text.append("✗ no preview: the draft does not pass validation", style="bold red")
        summary = self.wizard.summary()
        if summary:
            text.append("   Structure: ", style="dim")
            text.append(summary)
        return text

    def on_mount(self) -> None:
        rows = self._rows()
        fields: list[str] = []
        for row in rows:
            for name in list(row.fields) + list(row.problems):
                if name not in fields:
                    fields.append(name)
        self._columns = ["", "path", *fields, "status"]
        self._cells: list[tuple[Text, str, list[Any]]] = []  # (mark, full path, the other cells)
        for row in rows:
            bad = row.status != "complete"
            cells: list[Any] = []
            for name in fields:
                if name in row.fields:
                    cells.append(str(row.fields[name]))
                elif name in row.problems:
                    cells.append(Text("✗ " + row.problems[name][:30], style="red"))
                else:
                    cells.append(Text("—", style="dim"))
            cells.append(Text(row.status, style="red" if bad else "green"))
            self._cells.append((Text("✗" if bad else "✓", style="red" if bad else "green"), row.path, cells))
        self._path_width = -1
        self._fill_table()
        self.call_after_refresh(self._fill_table)  # again once the table's width is known
        self.call_after_refresh(self._scroll_note)
        name_input = self.query_one("#rule-name", Input)
        if self.wizard.calm:
            name_input.cursor_blink = False
        # the table got the focus at compose time (AUTO_FOCUS): focusing it again here, later, could
        # steal the focus from the name box when `n` and a name were typed while the screen mounted

    def _path_width_for(self, width: int, height: int) -> int:
        """The path column gets what the other columns leave, so every column fits (80 columns too)."""
        longest = max((len(path) for _, path, _ in self._cells), default=4)
        if width <= 0:  # not laid out yet
            return min(longest, PATH_WIDTH)
        others = sum(
            max([cell_len(str(self._columns[i + 2]))] + [cell_len(str(c[i])) for _, _, c in self._cells]) + 2
            for i in range(len(self._columns) - 2)
        )
        scrollbar = 2 if len(self._cells) + 1 > height else 0  # rows + header taller than the table
        room = width - others - 3 - 2 - scrollbar  # mark column, path padding
        return max(MIN_PATH_WIDTH, min(longest, room))

    def _fill_table(self) -> None:
        table = self.query_one("#preview", DataTable)
        width = self._path_width_for(table.size.width, table.size.height)
        if width == self._path_width:
            return
        self._path_width = width
        cursor = table.cursor_row
        table.clear(columns=True)
        table.add_columns(*self._columns)
        for mark, path, cells in self._cells:
            table.add_row(mark, short_path(path, width), *cells)
        if self._cells:
            table.move_cursor(row=min(max(cursor, 0), len(self._cells) - 1), animate=False)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fill_table)
        self.call_after_refresh(self._scroll_note)

    def _scroll_note(self) -> None:
        """A draft taller than its panel says how to read the rest with the keyboard."""
        box = self.query_one("#draft-box", VerticalScroll)
        box.border_subtitle = "shift+tab here, then ↑↓ / pgup pgdn" if box.max_scroll_y > 0 else ""

    @on(Input.Changed, "#rule-name")
    def _name_changed(self, event: Input.Changed) -> None:
        # remember only a name the user chose; otherwise follow the draft's own name
        session = self.wizard.session
        ctx = session.machine.ctx
        value = event.value.strip()
        session.rule_name = value if value and value != rule_name_of(ctx.draft, ctx.kind) else None

    def rule_name(self) -> str:
        return self.query_one("#rule-name", Input).value.strip()

    def action_focus_name(self) -> None:
        self.set_focus(self.query_one("#rule-name", Input))  # now, so the next keys already type into it

    def action_leave_name(self) -> None:
        self.set_focus(self.query_one("#preview", DataTable))

    def action_escape(self) -> None:
        # Esc inside the name box only leaves the box (NameInput's binding); elsewhere it cancels
        if isinstance(self.focused, Input):
            self.action_leave_name()
        else:
            self.wizard.action_cancel()


# ---- hint ----------------------------------------------------------------------------------------

def _offline_help() -> str:
    from pathfinder.generation.hints import OFFLINE_DIRECTIVES

    return f"Offline hints change the current draft: {OFFLINE_DIRECTIVES}"


class HintInput(Input):
    """An Input whose paste is cut to the room left (Textual drops an over-long paste entirely).

    Enter submits (shown in the footer; Input's own Enter binding is hidden)."""

    BINDINGS = [Binding("enter", "submit", "Send hint", key_display="enter")]

    def _on_paste(self, event: events.Paste) -> None:
        event.stop()
        if not event.text:
            return
        line = event.text.splitlines()[0]
        limit = self.max_length or 0
        if limit:
            start, end = sorted(self.selection)
            room = limit - (len(self.value) - (end - start))
            if len(line) > room:
                line = line[:max(0, room)]
                self.app.notify(f"the hint was cut to {limit} characters", severity="warning")
        if self.selection.is_empty:
            self.insert_text_at_cursor(line)
        else:
            self.replace(line, *self.selection)


class HintScreen(WizardScreen):
    """HINT_INPUT: up to 500 characters; Enter submits, Esc goes back."""

    BINDINGS = [Binding("escape", "app.cancel", "Back")]

    def compose(self) -> ComposeResult:
        ctx = self.wizard.session.machine.ctx
        from_error = ctx.back == State.ANALYSIS_ERROR
        yield Header()
        yield self.message_line()
        with Vertical(id="hint-body"):
            budget = "One new attempt plus one retry." if from_error else "Full retry budget."
            if getattr(self.wizard.session.generator, "name", "") == "offline":
                help_text = f"{_offline_help()}. {budget}"
            else:
                help_text = f"Add a hint for the model, e.g. \"the number after mission_ is the mission id\". {budget}"
            yield Static(help_text, id="hint-help")
            yield HintInput(ctx.hint or "", id="hint-input", max_length=HINT_MAX_CHARS,
                        placeholder="your hint (Enter submits, Esc goes back)")
            yield Static("", id="hint-counter")
            with VerticalScroll(id="hint-draft") as box:
                box.border_title = "Current draft (sent along as context)"
                yield Static(draft_view(ctx.draft, ctx.kind))
        yield WizardFooter()

    def on_mount(self) -> None:
        box = self.query_one("#hint-input", Input)
        if self.wizard.calm:
            box.cursor_blink = False
        self.set_focus(box)  # now: a hint typed right after `h` lands in the box
        self._count(box.value)

    @on(Input.Changed, "#hint-input")
    def _changed(self, event: Input.Changed) -> None:
        self._count(event.value)

    def _count(self, value: str) -> None:
        n = len(value)
        style = "red" if n >= HINT_MAX_CHARS else "dim"
        self.query_one("#hint-counter", Static).update(Text(f"{n}/{HINT_MAX_CHARS} characters", style=style))

    @on(Input.Submitted, "#hint-input")
    def _submitted(self, event: Input.Submitted) -> None:
        self.wizard.submit_hint(event.value)


# ---- error ---------------------------------------------------------------------------------------

class ErrorScreen(WizardScreen):
    """ANALYSIS_ERROR: what failed, one line per attempt, and the ways out."""

    BINDINGS = [
        Binding("h", "app.hint", "Hint"),
        Binding("e", "app.edit", "Edit"),
        Binding("r", "app.regenerate", "Retry fresh"),
        Binding("escape", "app.cancel", "Cancel"),
    ]

    def compose(self) -> ComposeResult:
        ctx = self.wizard.session.machine.ctx
        n = len(ctx.attempts)
        yield Header()
        yield self.message_line()
        with Vertical(id="error-body"):
            title = Text("✗ ", style="bold red")
            if ctx.stop_message:
                title.append(ctx.stop_message, style="bold")
            else:
                title.append(f"couldn't generate a valid rule after {n} attempt{'s' if n != 1 else ''}",
                             style="bold")
            yield Static(title, id="error-title")
            if ctx.failure is not None:
                yield Static(Text.assemble(("Last error: ", "bold red"), failure_text(ctx.failure, mark=False)), id="error-last")
            # one screen line per attempt (cut with …, never wrapped): all of them stay visible at 80x24
            lines = Text(no_wrap=True, overflow="ellipsis")
            tiers = [str(TIER_NAMES.get(a.failure.tier, a.failure.tier)) for a in ctx.attempts]
            tier_w = max(map(len, tiers), default=0)
            type_w = max((len(a.failure.error_type) for a in ctx.attempts), default=0)
            for i, (attempt, tier) in enumerate(zip(ctx.attempts, tiers)):
                f = attempt.failure
                lines.append(("\n" if i else "") + f"Attempt {attempt.number}: {tier:<{tier_w}}  "
                             f"{f.error_type:<{type_w}}  {f.short_message}")
            if ctx.attempts:
                yield Static(lines, id="error-attempts")
            with VerticalScroll(id="error-output") as box:
                box.border_title = "Last output (e edits it)"
                yield Static(draft_view(ctx.draft, ctx.kind))
            options = Text()
            options.append("[h]", style="bold")
            options.append(" add a hint and retry (one attempt + 1 retry)   ")
            options.append("[e]", style="bold")
            options.append(" edit manually\n")
            options.append("[r]", style="bold")
            options.append(" retry fresh (full budget)   ")
            options.append("[Esc]", style="bold")
            options.append(" cancel")
            yield Static(options, id="error-options")
        yield WizardFooter()


# ---- saved ---------------------------------------------------------------------------------------

class SavedScreen(WizardScreen):
    """SAVED: where the rule went; start over or quit."""

    BINDINGS = [
        Binding("n", "app.start_over", "New rule"),
        Binding("q", "app.cancel", "Quit"),
        Binding("escape", "app.cancel", "Quit", show=False),
    ]

    def compose(self) -> ComposeResult:
        ctx = self.wizard.session.machine.ctx
        yield Header()
        with Vertical(id="saved-body"):
            yield Static(Text.assemble(("✓ Saved rule ", "bold green"), (ctx.name or "", "bold"),
                                       (" to ", "bold green"), (ctx.saved_path or "", "bold")), id="saved-title")
            where = shlex.quote(ctx.saved_path or "")
            yield Static(Text(f"Apply it:  pathfinder apply {where} --paths-from FILE", style="dim"),
                         id="saved-apply")
            with VerticalScroll(id="saved-draft"):
                yield Static(draft_view(ctx.draft, ctx.kind))
            yield Static(Text.assemble(("[n]", "bold"), " start over with new samples   ",
                                       ("[q]", "bold"), " quit"), id="saved-options")
        yield WizardFooter()


# ---- modals --------------------------------------------------------------------------------------

class CollisionScreen(ModalScreen[str]):
    """A rule of that name exists: overwrite, or choose another name."""

    BINDINGS = [
        Binding("o", "choose('overwrite')", "Overwrite"),
        Binding("n", "choose('rename')", "Other name"),
        Binding("escape", "choose('back')", "Back"),
    ]

    def __init__(self, name: str, path: str) -> None:
        super().__init__()
        self.rule_name, self.path = name, path

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog") as box:
            box.border_title = "Name taken"
            yield Static(Text.assemble(("A rule named ", "bold"), (self.rule_name, "bold yellow"),
                                       (" already exists:\n", "bold"), self.path), id="dialog-title")
            yield Static(Text.assemble(("[o]", "bold"), " overwrite it   ", ("[n]", "bold"),
                                       " choose another name   ", ("[Esc]", "bold"), " back"))
        yield WizardFooter()

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)


class ResumeScreen(ModalScreen[str]):
    """An unfinished draft from an earlier run: resume it, discard it, or start new and keep it."""

    BINDINGS = [
        Binding("r", "choose('resume')", "Resume"),
        Binding("d", "choose('discard')", "Discard"),
        Binding("n", "choose('new')", "New (keep it)"),
        Binding("escape", "choose('new')", "New", show=False),
    ]

    def __init__(self, description: str) -> None:
        super().__init__()
        self.description = description

    def compose(self) -> ComposeResult:
        yield Header()  # shown before any other screen: the header says what this is and with what
        with Vertical(id="dialog") as box:
            box.border_title = "Pathfinder · resume?"
            yield Static(Text("An unfinished draft was found:", style="bold"), id="dialog-title")
            yield Static(self.description)
            yield Static(Text.assemble(("[r]", "bold"), " resume it   ", ("[d]", "bold"), " discard it   ",
                                       ("[n]", "bold"), " start new (keep it for later)"))
        yield WizardFooter()

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)


__all__ = ["SamplesScreen", "SpinnerScreen", "ResultScreen", "NameInput", "PreviewTable", "HintScreen",
           "ErrorScreen", "SavedScreen", "CollisionScreen", "ResumeScreen", "short_path"]
