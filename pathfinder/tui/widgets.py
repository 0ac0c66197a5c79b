"""The wizard's building blocks shared by its screens: the draft view, the header, the footer.

Why apart from the screens: these render data they are given (a draft's text, the header line,
a failure) and know nothing of the wizard's states; docs/user-guide.md shows them.
"""
from __future__ import annotations

import re
from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.measure import Measurement
from rich.syntax import Syntax
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Footer, Static

from pathfinder.validation.result import TIER_NAMES, Failure

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
        return header_text(str(self.app.sub_title or ""), self.content_size.width or 80)

    def refresh_header(self) -> None:
        self.refresh()

    def on_resize(self) -> None:
        self.refresh()


class WizardFooter(Footer):
    """The key footer; under 80 columns it packs the keys (compact, no palette hint; ctrl+p still
    works) so the essentials, Esc included, stay on screen. Under 52 columns even packed keys do
    not fit one line: they wrap onto up to three lines, `^p` palette included."""

    NARROW = 80
    TINY = 52

    DEFAULT_CSS = """
    WizardFooter.-tiny { height: auto; max-height: 3; }
    WizardFooter.-tiny .footer-keys { width: 1fr; height: auto; padding: 0 1; }
    """

    def on_resize(self, event: events.Resize) -> None:
        narrow = event.size.width < self.NARROW
        tiny = event.size.width < self.TINY
        if narrow != self.compact or tiny != self.has_class("-tiny"):
            self.compact = narrow
            self.show_command_palette = not narrow
            self.set_class(tiny, "-tiny")
            self.call_after_refresh(self.recompose)

    def compose(self) -> ComposeResult:
        if not self.has_class("-tiny"):
            yield from super().compose()
            return
        if not self._bindings_ready:
            return
        items: list[tuple[str, str]] = []
        seen: set[str] = set()
        for (_, binding, _enabled, _tip) in self.screen.active_bindings.values():
            if binding.show and binding.action not in seen:
                seen.add(binding.action)
                items.append((self.app.get_key_display(binding), binding.description))
        palette = self.app.ENABLE_COMMAND_PALETTE and self.app.COMMAND_PALETTE_BINDING
        if palette:
            items.append((self.app.get_key_display(Binding(palette, "command_palette")), "palette"))
        yield Static(pack_keys(items, max(self.size.width - 2, 10)), classes="footer-keys")


def pack_keys(items: list[tuple[str, str]], width: int) -> Text:
    """Footer keys as lines no wider than `width`; a key and its word are never split."""
    text = Text(no_wrap=True, overflow="ellipsis")
    used = 0
    for key, description in items:
        size = cell_len(key) + (1 + cell_len(description) if description else 0)
        if used and used + 2 + size > width:
            text.append("\n")
            used = 0
        elif used:
            text.append("  ")
            used += 2
        text.append(key, style="bold")
        if description:
            text.append(" " + description)
        used += size
    return text


__all__ = ["DraftView", "draft_view", "wrap_draft_line", "failure_text", "header_text", "Header", "WizardFooter", "pack_keys",
           "short_path", "PATH_WIDTH", "MIN_PATH_WIDTH", "SPINNER_FRAMES", "TIER_MARKS", "DESCRIBE_LINES"]
