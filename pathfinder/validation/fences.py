"""Code-fence stripping for model output (tier 1 of docs/architecture.md).

Models wrap rules in Markdown fences, add prose before and after, sometimes
give several blocks (an example path listing, then the rule) and sometimes
get cut off before the closing fence. This module finds the rule text in all
of those shapes without guessing wildly: when there is no fence at all, it
only drops leading/trailing lines that cannot be part of a rule (prose), so a
plain rule always comes back unchanged.

Pure functions; no YAML or Python parsing happens here (tiers do that).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from pathfinder.validation.result import DraftKind

_FENCE_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^`\n]*?)[ \t]*$")
_TAG_KIND: dict[str, DraftKind] = {
    "yaml": "yaml",
    "yml": "yaml",
    "python": "python",
    "py": "python",
    "python3": "python",
    "py3": "python",
}

# a line that starts a top-level YAML key of a rule (keys are lowercase identifiers)
_YAML_KEY = re.compile(r"^[a-z_][a-z0-9_]*[ \t]*:(?:[ \t]|$)")
_YAML_RULE_KEY = re.compile(r"^(?:version|name|glob|extract|rules|tag|priority|description)[ \t]*:", re.M)
_PY_MARKERS = re.compile(
    r"^(?:def[ \t]+extract[ \t]*\(|import[ \t]+\w|from[ \t]+[\w.]+[ \t]+import\b|(?:NAME|GLOB)[ \t]*(?::[^=\n]*)?=)",
    re.M,
)
_DEF_EXTRACT = re.compile(r"^\s*def\s+extract\s*\(", re.M)


def defines_extract(text: str | None) -> bool:
    """Whether a draft's text defines `extract(...)`: a Python extractor rather than a YAML rule."""
    return bool(text) and _DEF_EXTRACT.search(text) is not None  # type: ignore[arg-type]


# a line that can start (or continue) Python code at column 0
_PY_CODE = re.compile(
    r"""^(?:import\s|from\s|def\s|async\s|class\s|@|\#|"|'|if\s|for\s|while\s|try:|with\s|return\b|"""
    r"""else\b|elif\s|except\b|finally\b|raise\b|pass\b|assert\s|global\s|del\s|yield\b|"""
    r"""[A-Za-z_][A-Za-z0-9_]*\s*(?::[^=]*)?=[^=]|[A-Za-z_][A-Za-z0-9_.]*\()"""
)


@dataclass(frozen=True)
class CodeBlock:
    """One fenced block: its language tag (lowercased, may be ''), text, and whether it was closed."""

    tag: str
    text: str
    closed: bool
    start_line: int  # 1-based line of the first content line in the raw output


@dataclass(frozen=True)
class Stripped:
    """The rule text found in a model reply.

    `kind` is the detected kind (tag first, then content), None when unclear.
    `unterminated` is True when the chosen fence never closed: the answer was
    probably cut off, which the syntax feedback mentions.
    `line_offset` maps a line of `text` back to the raw reply (raw = text + offset).
    """

    text: str
    kind: DraftKind | None
    fenced: bool
    unterminated: bool = False
    line_offset: int = 0
    blocks: int = 0  # number of fenced blocks seen


def find_blocks(raw: str) -> list[CodeBlock]:
    """All fenced blocks of `raw`, in order; an unclosed last fence runs to the end."""
    lines = raw.splitlines()
    blocks: list[CodeBlock] = []
    i = 0
    while i < len(lines):
        m = _FENCE_OPEN.match(lines[i])
        if not m:
            i += 1
            continue
        fence = m.group("fence")
        indent = len(m.group("indent").expandtabs(4))
        info = m.group("info").strip()
        tag = info.split()[0].lower().lstrip("{.").rstrip("}") if info else ""
        close = re.compile(r"^[ \t]*" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$")
        body: list[str] = []
        j = i + 1
        closed = False
        while j < len(lines):
            if close.match(lines[j]):
                closed = True
                break
            glued = lines[j].rstrip()
            if glued.endswith(fence) and glued.strip(fence[0]).strip():
                body.append(glued[: -len(fence)].rstrip())  # "tag: x```": closed on the last line
                closed = True
                break
            body.append(lines[j])
            j += 1
        blocks.append(
            CodeBlock(tag=tag, text=_dedent(body, indent), closed=closed, start_line=i + 2)
        )
        i = j + 1
    return blocks


def _dedent(body: list[str], indent: int) -> str:
    """Remove the fence's own indentation (fences inside Markdown list items)."""
    if indent == 0:
        return "\n".join(body)
    out = []
    for line in body:
        expanded = line.expandtabs(4)
        lead = len(expanded) - len(expanded.lstrip(" "))
        out.append(expanded[min(lead, indent):])
    return "\n".join(out)


def detect_kind(text: str, tag: str = "") -> DraftKind | None:
    """yaml or python, from the fence tag when it names one, else from the content."""
    if tag in _TAG_KIND:
        return _TAG_KIND[tag]
    if _PY_MARKERS.search(text):
        return "python"
    if _YAML_RULE_KEY.search(text):
        return "yaml"
    return None


def strip_fences(raw: str, expected: DraftKind | None = None) -> Stripped:
    """Return the rule text inside `raw`.

    With fences: the first block of the `expected` kind wins; without an
    expected kind, the first block that looks like a rule (yaml or python),
    else the first block. Without fences: the whole text, minus leading and
    trailing prose lines that cannot belong to a rule.
    """
    blocks = find_blocks(raw)
    if blocks:
        kinds = [detect_kind(b.text, b.tag) for b in blocks]
        chosen = None
        if expected is not None:
            chosen = next((i for i, k in enumerate(kinds) if k == expected), None)
        if chosen is None:
            chosen = next((i for i, k in enumerate(kinds) if k is not None), 0)
        block = blocks[chosen]
        text = block.text.strip("\n")
        lead_blank = len(block.text) - len(block.text.lstrip("\n"))
        return Stripped(
            text=_finish(text, kinds[chosen]),
            kind=kinds[chosen],
            fenced=True,
            unterminated=not block.closed,
            line_offset=block.start_line - 1 + lead_blank,
            blocks=len(blocks),
        )
    kind = detect_kind(raw) or expected
    text, offset = _strip_prose(raw, kind)
    return Stripped(text=_finish(text, kind), kind=detect_kind(text) or kind, fenced=False, line_offset=offset)


def _finish(text: str, kind: DraftKind | None = None) -> str:
    """Drop trailing blank lines (and a dangling YAML `---` that would open an empty
    second document); end with one newline (what gets saved)."""
    text = text.rstrip()
    if kind != "python":
        while text.endswith("\n---") or text == "---":
            text = text[: -3].rstrip()
    return text + "\n" if text else ""


def _is_prose(line: str, kind: DraftKind | None) -> bool:
    """A column-0 line that cannot be part of a rule of this kind."""
    if not line.strip():
        return False
    if line[0] in " \t":
        return False
    stripped = line.strip()
    if kind == "python":
        # closing brackets, decorators, strings...: code; words or Markdown bullets: prose
        starts_like_prose = stripped[0].isalpha() or stripped.startswith(("- ", "* ", "**"))
        return starts_like_prose and not _PY_CODE.match(stripped)
    # yaml (or unknown): keys, comments, document markers and list items belong to YAML
    if stripped.startswith(("#", "---", "...", "- ", "{", "[")) or stripped == "-":
        return False
    return not _YAML_KEY.match(stripped)


def _strip_prose(raw: str, kind: DraftKind | None) -> tuple[str, int]:
    """Drop a prose preamble/epilogue from unfenced output, only when clearly safe.

    Leading lines go only if every non-blank line before the first rule line is
    prose; trailing lines go only when separated from the rule by a blank line
    and every one of them is prose.
    """
    lines = raw.splitlines()
    start = 0
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        if _is_prose(line, kind):
            continue
        start = i
        break
    else:
        return raw, 0  # nothing but prose: leave it to the parser to complain
    j = len(lines) - 1
    while True:
        while j > start and not lines[j].strip():
            j -= 1
        # walk back over a trailing prose paragraph; drop it only if a blank line precedes it
        k = j
        while k > start and _is_prose(lines[k], kind):
            k -= 1
        if k < j and not lines[k].strip():
            j = k
            continue
        break
    return "\n".join(lines[start : j + 1]), start
