"""Line-aware YAML parsing (validation tier 1).

Rule errors must point at a line (docs/architecture.md: "line/JSON path where known"), so
the document is composed into nodes first (they carry marks) and constructed
with the safe constructor from those same nodes. `LineMap` maps a JSON path
(tuple of keys and list indices) to the line of its key and of its value.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from pathfinder.errors import RuleError

PathKey = tuple[Any, ...]

# Limits on a rule file (and on the YAML of a model's answer): docs/rule-language.md#limits.
MAX_RULE_BYTES = 1 << 20  # 1 MiB: a thousand rules fit; a 60 MB file is refused unread
MAX_YAML_DEPTH = 32  # collections inside collections (a rule file needs about 8)
MAX_YAML_NODES = 50_000  # scalars and collections in one document (1,000 rules of 3 fields hold ~35,000)
MAX_INT_DIGITS = 1000  # an integer literal (Python refuses to print ints of over 4,300 digits)


class RuleLoader(yaml.SafeLoader):
    """Safe YAML without implicit timestamps: `2024-01-15` stays the text a rule author wrote
    (a `default:` date would otherwise become a date object, and `2024-13-45` a crash).

    Booleans and integers follow YAML 1.2: only `true`/`false` are booleans (YAML 1.1
    also reads `on`, `off`, `yes`, `no`, which would turn a field named `on:` or `no:`,
    valid names, or `tag: off` into `True`/`False` and a baffling error), and `010` is
    ten (YAML 1.1: octal eight, while `08` would be text)."""


    def __init__(self, stream: Any) -> None:
        super().__init__(stream)
        self._depth = 0
        self._nodes = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        """Compose one node, refusing aliases, anchors, deep nesting and huge documents.

        Rule files need none of these, and an alias "bomb" (nested anchors, a few
        hundred bytes) expands to gigabytes; 100,000 nested `[` would overflow the
        recursive composer.
        """
        event = self.peek_event()
        mark = event.start_mark
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
            raise _limit_error(
                f"YAML anchors and aliases (&{event.anchor} / *{event.anchor}) are not allowed in rules",
                mark, "write the value out where it is used",
            )
        self._nodes += 1
        if self._nodes > MAX_YAML_NODES:
            raise _limit_error(f"more than {MAX_YAML_NODES} YAML values in one document", mark,
                               "split the rules into several files")
        self._depth += 1
        try:
            if self._depth > MAX_YAML_DEPTH:
                raise _limit_error(f"YAML nested more than {MAX_YAML_DEPTH} levels deep", mark,
                                   "a rule needs only a few levels: check the brackets and indentation")
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


class YamlLimitError(RuleError):
    """A limit of docs/rule-language.md#limits (size, nesting, values, aliases): the line is known and
    nothing more is to be learnt by parsing the text again."""


def _limit_error(message: str, mark: Any, hint: str) -> RuleError:
    return YamlLimitError(message, error_type="YAML_SYNTAX_ERROR", line=mark.line + 1 if mark else None, hint=hint)


_FLOW_TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\n]|\'\')*\'|[\[\]{}]')


def check_flow_depth(text: str, source: str | None = None) -> None:
    """Refuse `[`/`{` nested deeper than MAX_YAML_DEPTH, in one linear scan before parsing.

    PyYAML's scanner looks ahead over every open bracket for each token, so
    100,000 nested `[` cost seconds before the composer's own depth limit is reached.
    Quoted strings are skipped; brackets in plain text are counted, which can only
    refuse sooner for a file that was unreadable anyway.
    """
    depth = 0
    for m in _FLOW_TOKENS.finditer(text):
        c = m.group()
        if c in "[{":
            depth += 1
            if depth > MAX_YAML_DEPTH:
                raise YamlLimitError(
                    f"YAML nested more than {MAX_YAML_DEPTH} levels deep", error_type="YAML_SYNTAX_ERROR",
                    source=source, line=text.count("\n", 0, m.start()) + 1,
                    hint="a rule needs only a few levels: check the brackets",
                )
        elif c in "]}":
            depth = max(depth - 1, 0)


def check_rule_size(size: int, source: str | None = None) -> None:
    """Refuse rule text (a file, or the YAML of a model answer) over MAX_RULE_BYTES."""
    if size > MAX_RULE_BYTES:
        raise YamlLimitError(
            f"the rule file is {size:,} bytes; the limit is {MAX_RULE_BYTES:,} bytes",
            error_type="YAML_SYNTAX_ERROR", source=source,
            hint="a rule file holds rules, not data: split it or remove what is not a rule",
        )


_DROPPED = ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:int")
RuleLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag not in _DROPPED]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
RuleLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool",
    re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"),
)
# YAML 1.2 integers: decimal (`010` is ten, not octal eight), `0x..` hex, `0o..` octal;
# no YAML 1.1 sexagesimal (`1:30` stays text) and no `_` separators.
RuleLoader.add_implicit_resolver(
    "tag:yaml.org,2002:int",
    re.compile(r"^(?:[-+]?[0-9]+|0x[0-9a-fA-F]+|0o[0-7]+)$"),
    list("-+0123456789"),
)


def _construct_int(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> int:
    text = str(loader.construct_scalar(node))
    if len(text) > MAX_INT_DIGITS:  # `9` x 100,000 cannot be read, `0x` + `f` x 100,000 not printed
        raise _limit_error(f"an integer of {len(text):,} digits (the limit is {MAX_INT_DIGITS:,})",
                           node.start_mark, "a rule needs small numbers: quote the value to keep it as text")
    if text.startswith(("0x", "0o")):
        return int(text[2:], 16 if text[1] == "x" else 8)
    return int(text, 10)


RuleLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)


@dataclass
class LineMap:
    """Where each key and value of a parsed YAML document sits (1-based lines)."""

    values: dict[PathKey, int] = field(default_factory=dict)
    keys: dict[PathKey, int] = field(default_factory=dict)

    def line_of(self, path: PathKey, *, key: bool = False) -> int | None:
        """Line of the value at `path` (or of its key); else where the nearest ancestor's key is."""
        path = tuple(path)
        table = self.keys if key else self.values
        if path in table:
            return table[path]
        while path:
            if path in self.keys:
                return self.keys[path]
            if path in self.values:
                return self.values[path]
            path = path[:-1]
        return self.values.get(())

    def key_line(self, path: PathKey) -> int | None:
        return self.line_of(path, key=True)


def format_json_path(path: PathKey) -> str:
    """`("rules", 0, "extract", "id", "from")` → `rules[0].extract.id.from`."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def decode_text(data: bytes | str, source: str | None = None) -> str:
    """UTF-8 text of a rule (BOM dropped); ENCODING_ERROR naming the byte offset otherwise."""
    if isinstance(data, str):
        return data[1:] if data.startswith("\ufeff") else data
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise RuleError(
            f"not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})",
            error_type="ENCODING_ERROR",
            source=source,
            line=line,
            hint="save the rule file as UTF-8",
        ) from None
    return text[1:] if text.startswith("\ufeff") else text


def parse_yaml(text: str | bytes, source: str | None = None) -> tuple[Any, LineMap]:
    """Parse one YAML document into plain data plus its `LineMap`.

    Raises `RuleError(error_type="YAML_SYNTAX_ERROR", line=...)` on syntax
    errors, several documents, or a key repeated in one mapping (PyYAML would
    silently keep the last one, hiding a mistake).
    """
    check_rule_size(len(text), source)  # characters (or bytes) before any decoding or parsing
    text = decode_text(text, source)
    check_flow_depth(text, source)
    try:
        loader = RuleLoader(text)
    except yaml.reader.ReaderError as exc:  # control characters the YAML reader refuses
        raise RuleError(
            f"YAML syntax error: control character #x{_code(exc.character):04x} is not allowed",
            error_type="YAML_SYNTAX_ERROR", source=source, line=text[: exc.position].count("\n") + 1,
            hint="remove control characters from the rule",
        ) from None
    try:
        node = loader.get_single_node()
        lines = LineMap()
        if node is not None:
            _walk(node, (), lines, source, set())
            data = loader.construct_document(node)
        else:
            data = None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        what = exc.problem or "invalid YAML"
        if exc.context:
            what = f"{what} {exc.context}"
            if exc.context_mark is not None and exc.context_mark.line + 1 != line:
                what += f" started at line {exc.context_mark.line + 1}"
                if "end of stream" in what:  # the end of the file is not where the mistake is
                    line = exc.context_mark.line + 1
        raise RuleError(
            f"YAML syntax error: {what}",
            error_type="YAML_SYNTAX_ERROR",
            source=source,
            line=line,
            hint="check indentation, quoting and ':' after keys",
        ) from None
    except yaml.YAMLError as exc:  # unmarked errors
        raise RuleError(
            f"YAML syntax error: {exc}", error_type="YAML_SYNTAX_ERROR", source=source
        ) from None
    except (ValueError, TypeError, OverflowError) as exc:  # e.g. an explicit `!!timestamp` that is no date
        raise RuleError(
            f"YAML value cannot be read: {exc}", error_type="YAML_SYNTAX_ERROR", source=source,
            hint="quote the value to keep it as text",
        ) from None
    except RecursionError:
        raise RuleError(
            "YAML nested too deeply", error_type="YAML_SYNTAX_ERROR", source=source
        ) from None
    except RuleError as exc:  # a limit: name the file
        exc.source = exc.source or source
        raise
    finally:
        loader.dispose()
    return data, lines


def _code(character: Any) -> int:
    return character if isinstance(character, int) else ord(character)


def _walk(node: yaml.Node, path: PathKey, lines: LineMap, source: str | None, seen_nodes: set[int]) -> None:
    lines.values.setdefault(path, node.start_mark.line + 1)
    if id(node) in seen_nodes:  # an alias (refused by RuleLoader; kept as a second guard)
        return
    seen_nodes.add(id(node))
    if isinstance(node, yaml.MappingNode):
        seen: dict[Any, int] = {}
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
            if key is None:
                continue
            line = key_node.start_mark.line + 1
            if key in seen and key != "<<":
                raise RuleError(
                    f"duplicate key {key!r} (first at line {seen[key]})",
                    error_type="YAML_SYNTAX_ERROR",
                    source=source,
                    line=line,
                    json_path=format_json_path(path + (key,)) or None,
                    key=str(key),
                    hint="keep one of them",
                )
            seen[key] = line
            lines.keys[path + (key,)] = line
            _walk(value_node, path + (key,), lines, source, seen_nodes)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            lines.keys[path + (i,)] = item.start_mark.line + 1
            _walk(item, path + (i,), lines, source, seen_nodes)
