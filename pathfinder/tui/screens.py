"""The wizard's screens: each is built from the data it shows and forwards keys.

No business rule lives here: a key is an `app.*` action or a typed message the screen posts
(`SamplesScreen.Submitted`, `HintScreen.Submitted`, `ResultScreen.Accepted`, ...); the app asks
the session/machine, and the resulting state picks the next screen. What a screen needs from its
app is `tui/host.ScreenHost` (docs/architecture.md).
"""
from __future__ import annotations

import shlex
from typing import cast

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widgets import Input, Label, Static, TextArea

from pathfinder.generation.hints import OFFLINE_DIRECTIVES
from pathfinder.tui.host import ScreenHost
from pathfinder.tui.preview import PreviewTable
from pathfinder.tui.widgets import (
    DESCRIBE_LINES,
    SPINNER_FRAMES,
    TIER_MARKS,
    Header,
    WizardFooter,
    draft_view,
    failure_text,
)
from pathfinder.validation.result import TIER_NAMES, PreviewRow
from pathfinder.wizard.inputs import InputLine, describe_line, split_lines
from pathfinder.wizard.machine import HINT_MAX_CHARS, Context
from pathfinder.wizard.session import PreviewView, Progress


class WizardScreen(Screen[None]):
    """Shared chrome: header with provider/model/budget, a message line, the footer."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__()
        self.message = message  # the one-line notice the machine left for this screen

    @property
    def host(self) -> ScreenHost:
        return cast(ScreenHost, self.app)

    def message_line(self) -> Static:
        msg = self.message
        return Static(Text(msg or "", style="italic yellow"), id="message", classes="" if msg else "hidden")


# ---- samples -------------------------------------------------------------------------------------

class SamplesScreen(WizardScreen):
    """Started without paths: type or paste paths/folders, see what each contributes."""

    BINDINGS = [
        Binding("ctrl+s", "submit", "Analyze", priority=True),
        Binding("escape", "app.quit_wizard", "Quit"),
    ]

    class Submitted(Message):
        """ctrl+s: analyse these lines (paths or folders, as typed)."""

        def __init__(self, lines: list[str]) -> None:
            super().__init__()
            self.lines = lines

    def __init__(self, initial: str = "", *, replace: bool = False) -> None:
        super().__init__()
        self.initial = initial
        self.replace = replace  # start over: the last list is selected, so typing replaces it

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="samples-body"):
            help_text = ("Sample paths: type or paste file paths or folders, one per line. "
                         "A folder contributes the files below it. Press ctrl+s to analyze.")
            if self.replace and self.initial:
                help_text += " The last samples are selected: typing replaces them, ctrl+s reuses them."
            yield Static(help_text, id="samples-help")
            area = TextArea(self.initial, id="samples-input", soft_wrap=False, show_line_numbers=False)
            yield area
            yield Static("", id="samples-preview")
        yield WizardFooter()

    def on_mount(self) -> None:
        area = self.query_one("#samples-input", TextArea)
        if self.host.calm:
            area.cursor_blink = False
        self.set_focus(area)  # now: text typed or pasted right away lands in the box
        if self.replace:
            area.select_all()
        self.refresh_preview()

    def action_submit(self) -> None:
        self.post_message(self.Submitted(self.lines()))

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

    def __init__(self, progress: Progress | None = None) -> None:
        super().__init__()
        self.frame = 0
        self.progress = progress or Progress()

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
        self.show(self.progress)
        if not self.host.calm:
            self.set_interval(0.12, self._tick)

    def _tick(self) -> None:
        self.frame = (self.frame + 1) % len(SPINNER_FRAMES)
        self.show(self.progress)

    def show(self, progress: Progress) -> None:
        self.progress = progress
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

class NameInput(Input):
    """The rule-name box: Enter accepts, Esc leaves the box (and the footer says so)."""

    BINDINGS = [
        Binding("enter", "screen.accept", "Accept", key_display="enter"),
        Binding("escape", "screen.leave_name", "Leave name box"),
    ]


ROW_HINT_MIN_WIDTH = 60


class ResultScreen(WizardScreen):
    """YAML_RESULT / PYTHON_RESULT: draft, preview table, coverage, summary, rule name."""

    AUTO_FOCUS = "#preview"  # single-letter keys work while the table has focus; n moves to the name box

    BINDINGS = [
        Binding("a", "accept", "Accept", key_display="a/enter"),
        Binding("enter", "accept", "Accept", show=False),
        Binding("h", "app.hint", "Hint"),
        Binding("e", "app.edit", "Edit"),
        Binding("r", "app.regenerate", "Regenerate"),
        Binding("escape", "escape", "Back"),  # before `n`: on a narrow footer Esc is what must stay
        # priority: handled as the key arrives, so a name typed right after `n` (a burst from a busy
        # terminal) already lands in the box; inside the box `n` is just a letter (Input consumes it)
        Binding("n", "focus_name", "Name", priority=True),
        Binding("d", "row_details", "Row", show=False),  # the coverage line names it (the footer is full)
    ]

    class Accepted(Message):
        """a / Enter: save the draft under this name."""

        def __init__(self, name: str) -> None:
            super().__init__()
            self.name = name

    class NameChanged(Message):
        """The rule-name box changed (the app remembers a name the user chose)."""

        def __init__(self, name: str) -> None:
            super().__init__()
            self.name = name

    def __init__(self, ctx: Context, *, view: PreviewView | None = None, summary: str | None = None,
                 name: str = "") -> None:
        super().__init__(ctx.message)
        self.ctx = ctx
        self.view = view  # every sample's row, set-aside ones included (None: the validation's own)
        self.summary = summary  # the draft's structure line
        self.initial_name = name

    def compose(self) -> ComposeResult:
        ctx = self.ctx
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
                yield PreviewTable(self._rows(), id="preview")
        with Horizontal(id="name-row"):
            yield Label("Rule name ", id="name-label")
            yield NameInput(self.initial_name, id="rule-name", placeholder="lowercase_name",
                            compact=True)  # one line: the draft and the table get the room
            if self._rows():  # the footer is full: the key that reads a whole row is named here
                yield Label(Text("d: a row in full", style="dim"), id="row-hint")
        yield WizardFooter()

    def _rows(self) -> tuple[PreviewRow, ...]:
        ctx = self.ctx
        if ctx.valid and ctx.success is not None:
            view = self.view
            return view.rows if view is not None else ctx.success.preview
        if ctx.failure is not None:
            return ctx.failure.preview
        return ()

    def _coverage(self) -> Text:
        ctx = self.ctx
        text = Text(overflow="fold")  # a long structure line folds onto the next lines, never cut
        rows = self._rows()
        if ctx.valid and ctx.success is not None:
            view = self.view
            line = view.coverage_line if view is not None else ctx.success.coverage_line
            ok = view.matched == view.total if view is not None else ctx.success.matched == ctx.success.total
            text.append(("✓ " if ok else "! ") + line, style="bold green" if ok else "bold yellow")
        elif rows:
            matched = sum(1 for r in rows if r.status != "unmatched")
            complete = sum(1 for r in rows if r.status == "complete")
            text.append(f"✗ matches {matched}/{len(rows)} samples, {complete} complete", style="bold red")
        else:
            text.append("✗ no preview: the draft does not pass validation", style="bold red")
        summary = self.summary.splitlines()[0] if self.summary else None  # the structure, not the notes
        if summary:
            text.append("   Structure: ", style="dim")
            text.append(summary)
        return text

    def on_mount(self) -> None:
        self.call_after_refresh(self._scroll_note)
        name_input = self.query_one("#rule-name", Input)
        if self.host.calm:
            name_input.cursor_blink = False
        # the table got the focus at compose time (AUTO_FOCUS): focusing it again here, later, could
        # steal the focus from the name box when `n` and a name were typed while the screen mounted

    def on_resize(self) -> None:
        self.call_after_refresh(self._scroll_note)
        for hint in self.query("#row-hint"):  # narrow: the name box needs the room
            hint.display = self.size.width >= ROW_HINT_MIN_WIDTH

    def _scroll_note(self) -> None:
        """A draft taller than its panel says how to read the rest with the keyboard."""
        box = self.query_one("#draft-box", VerticalScroll)
        box.border_subtitle = "shift+tab here, then ↑↓ / pgup pgdn" if box.max_scroll_y > 0 else ""

    @on(Input.Changed, "#rule-name")
    def _name_changed(self, event: Input.Changed) -> None:
        event.stop()
        self.post_message(self.NameChanged(event.value.strip()))

    def rule_name(self) -> str:
        return self.query_one("#rule-name", Input).value.strip()

    def action_accept(self) -> None:
        self.post_message(self.Accepted(self.rule_name()))

    def propose_name(self, name: str) -> None:
        """The name was taken: offer `name` in the box, ready to edit or accept."""
        box = self.query_one("#rule-name", Input)
        box.value = name
        box.focus()

    def action_row_details(self) -> None:
        self.query_one("#preview", PreviewTable).action_details()

    def action_focus_name(self) -> None:
        self.set_focus(self.query_one("#rule-name", Input))  # now, so the next keys already type into it

    def action_leave_name(self) -> None:
        self.set_focus(self.query_one("#preview", PreviewTable))

    def action_escape(self) -> None:
        # Esc inside the name box only leaves the box (NameInput's binding); elsewhere it cancels
        if isinstance(self.focused, Input):
            self.action_leave_name()
        else:
            self.call_later(self.run_action, "app.cancel")


# ---- hint ----------------------------------------------------------------------------------------

def _offline_help() -> str:
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

    class Submitted(Message):
        """Enter in the hint box: regenerate with this hint."""

        def __init__(self, hint: str) -> None:
            super().__init__()
            self.hint = hint

    def __init__(self, ctx: Context, *, from_error: bool = False, offline: bool = False) -> None:
        super().__init__(ctx.message)
        self.ctx = ctx
        self.from_error = from_error  # opened from the error screen: one attempt + 1 retry
        self.offline = offline  # the offline analyser reads hints as directives

    def compose(self) -> ComposeResult:
        ctx = self.ctx
        yield Header()
        yield self.message_line()
        with Vertical(id="hint-body"):
            budget = "One new attempt plus one retry." if self.from_error else "Full retry budget."
            if self.offline:
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
        if self.host.calm:
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
        event.stop()
        self.post_message(self.Submitted(event.value))


# ---- error ---------------------------------------------------------------------------------------

class ErrorScreen(WizardScreen):
    """ANALYSIS_ERROR: what failed, one line per attempt, and the ways out."""

    BINDINGS = [
        Binding("h", "app.hint", "Hint"),
        Binding("e", "app.edit", "Edit"),
        Binding("r", "app.regenerate", "Retry fresh"),
        Binding("escape", "app.cancel", "Back"),
    ]

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx.message)
        self.ctx = ctx

    def compose(self) -> ComposeResult:
        ctx = self.ctx
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
            options.append(" back to the samples")
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

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx.message)
        self.ctx = ctx

    def compose(self) -> ComposeResult:
        ctx = self.ctx
        yield Header()
        yield self.message_line()  # e.g. the description was rewritten before saving
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


__all__ = ["WizardScreen", "SamplesScreen", "SpinnerScreen", "ResultScreen", "NameInput", "PreviewTable",
           "HintScreen", "ErrorScreen", "SavedScreen", "CollisionScreen", "ResumeScreen"]
