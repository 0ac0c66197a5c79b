"""The parent's side of the sandbox's result channel: it trusts nothing the child sends.

Why a module of its own: extractor code runs in the child and may reach the channel (by
descriptor number, say), so everything that arrives is checked before a value is kept
(docs/security.md, "Hostile extractors"):

- **Sealed blocks.** The runner ends every block of lines with `#<mac>`, a keyed BLAKE2b of
  every byte it has sent so far; the key is fresh per call and only the parent and the runner
  hold it. A block whose seal does not verify means foreign bytes were written to the channel:
  no result of the call is kept. Bytes after the last seal are never used.
- **One result per path, in order.** Result `i` is accepted only when results 0..i-1 came
  before it, after the `ready` line and before `done`.
- **Strict JSON values within limits.** Finite numbers only (no NaN/Infinity, no 1e400);
  per value at most `max_value_items` JSON items (containers plus commas, counted on the raw
  line before it is parsed) and `max_value_depth` levels; per call at most `max_parsed_bytes`
  of estimated parsed memory. A value over a per-value limit is an OUTPUT_TOO_LARGE error for
  that path; a call over its budget is stopped. The parent never builds a large object.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import math
from typing import Any, NamedTuple

import orjson

RUNTIME_ERROR = "RUNTIME_ERROR"
OUTPUT_TOO_LARGE = "OUTPUT_TOO_LARGE"

#: Largest per-path time the child may report (ns): about 11.5 days, far beyond any deadline.
MAX_TIME_NS = 10**15
MAX_STARTUP_MS = 1e9
MAX_ERROR_CHARS = 1000
#: Per-value limits (defaults of `SandboxOptions`): JSON items (containers plus commas) and depth.
MAX_VALUE_ITEMS = 4096
MAX_VALUE_DEPTH = 16
#: Estimated memory of the parsed values of one call (bytes).
MAX_PARSED_BYTES = 128 * 1024 * 1024
KEY_BYTES = 32

# A run of 19+ digits may be an integer beyond 64 bits, which orjson reads as a float: such
# blocks go through the standard library's parser so the value is the exact integer. Found by
# mapping digits to "0" and the rest to " " (one C pass; a regex search cost 5 us per result).
_DIGITS_ONLY = bytes(48 if 48 <= b <= 57 else 32 for b in range(256))
_LONG_RUN = b"0" * 19


class SandboxResult(NamedTuple):
    """What one path gave: `value` (a dict) or `error` (one line), and how long it took.

    A NamedTuple rather than a dataclass: `apply` creates one per path.
    """

    value: dict[str, Any] | None
    error: str | None = None
    time_ms: float = 0.0
    kind: str | None = None  # None when ok, else RUNTIME_ERROR / TIMEOUT / OUTPUT_TOO_LARGE

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def timed_out(self) -> bool:
        return self.kind == "TIMEOUT"


def _finite_float(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"number out of range: {text[:20]}")
    return number


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


_STRICT_JSON = json.JSONDecoder(parse_float=_finite_float, parse_constant=_no_constant)


def loads_strict(data: bytes) -> Any:
    """Strict JSON (finite numbers only): orjson, or the standard library for what orjson
    reads differently or refuses although the runner may send it (integers beyond 64 bits,
    lone surrogates written with `surrogatepass`, nesting deeper than 1024)."""
    if _LONG_RUN not in data.translate(_DIGITS_ONLY):
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            pass
    return _STRICT_JSON.decode(data.decode("utf-8", "surrogatepass"))


def parsed_weight(raw: bytes) -> int:
    """An upper estimate of the memory the values in `raw` take once parsed (bytes), from
    byte counts alone: containers, items and strings cost far more than their JSON text."""
    opens = raw.count(b"[") + raw.count(b"{")
    return len(raw) + 56 * opens + 8 * raw.count(b",") + 28 * raw.count(b'"')


def _depth(value: Any, limit: int) -> int:
    """Nesting depth of a parsed value (a dict is 1), counting no further than `limit + 1`."""
    deepest = 0
    todo = [(value, 1)]
    while todo:
        item, level = todo.pop()
        if level > deepest:
            deepest = level
            if deepest > limit:
                break
        if type(item) is dict:
            todo.extend((v, level + 1) for v in item.values() if type(v) in (dict, list))
        elif type(item) is list:
            todo.extend((v, level + 1) for v in item if type(v) in (dict, list))
    return deepest


def _head(line: bytes) -> tuple[int, int] | None:
    """(index, time) of a result line read from its first bytes, without parsing the rest."""
    head = line[:48].split(b",", 2)
    if (len(head) == 3 and head[0][:1] == b"[" and head[0][1:].isdigit() and head[1].isdigit()
            and len(head[0]) < 20 and len(head[1]) < 20):
        return int(head[0][1:]), int(head[1])
    return None


def _time_ms(t: Any) -> float | None:
    """Milliseconds from the child's nanoseconds, or None when `t` is not a plausible time."""
    if type(t) is int:
        return t / 1e6 if 0 <= t <= MAX_TIME_NS else None
    if type(t) is float and 0.0 <= t <= MAX_TIME_NS:  # (NaN fails both comparisons)
        return t / 1e6
    return None


# Terminal control characters (ANSI escapes, bidi overrides) in anything the child says are
# shown escaped: error texts end up on the user's terminal. The runner escapes them too.
_CONTROL_CHARS = {c: f"\\x{c:02x}" for c in (*range(0x20), *range(0x7F, 0xA0))}
_CONTROL_CHARS.update({c: f"\\u{c:04x}" for c in (0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))})


def clip(text: str) -> str:
    """One line of at most MAX_ERROR_CHARS, terminal controls escaped."""
    if len(text) > 4 * MAX_ERROR_CHARS:
        text = text[: 4 * MAX_ERROR_CHARS]
    text = " ".join(text.split()).translate(_CONTROL_CHARS)
    return text if len(text) <= MAX_ERROR_CHARS else text[: MAX_ERROR_CHARS - 1] + "…"


class Collector:
    """Turns the child's sealed blocks into per-path results (see the module docstring).

    `feed(chunk)` takes bytes as they arrive; `block(raw)` parses one verified block. The first
    line outside the protocol sets `bad_line` (the caller stops the child and keeps no result);
    a call over its memory budget sets `over_budget`.
    """

    def __init__(self, n: int, key: bytes | None = None, *, max_items: int = MAX_VALUE_ITEMS,
                 max_depth: int = MAX_VALUE_DEPTH, max_parsed_bytes: int = MAX_PARSED_BYTES) -> None:
        self.results: list[SandboxResult | None] = [None] * n
        self.ready = False
        self.done = False
        self.fatal: str | None = None
        self.startup_ms: float | None = None
        self.completed = 0  # results accepted, = the index of the next one
        self.bad_line: str | None = None
        self.over_budget = False
        self.parsed_bytes = 0
        self.max_items = max_items
        self.max_depth = max_depth
        self.max_parsed_bytes = max_parsed_bytes
        self._mac = hashlib.blake2b(key=key or b"", digest_size=16)
        self._buf = bytearray()
        self._scanned = 0  # bytes of _buf already searched for a seal

    # ------------------------------------------------------------ framing

    def feed(self, chunk: bytes) -> None:
        """Add bytes from the channel; parse every block whose seal verifies."""
        buf = self._buf
        buf += chunk
        while self.bad_line is None and not self.over_budget:
            if buf[:1] == b"#":
                start = 0
            else:
                nl = buf.find(b"\n#", max(self._scanned - 1, 0))
                if nl < 0:
                    self._scanned = len(buf)
                    return
                start = nl + 1
            end = buf.find(b"\n", start)
            if end < 0:
                self._scanned = start
                return
            block = bytes(buf[:start])
            seal = bytes(buf[start + 1 : end])
            del buf[: end + 1]
            self._scanned = 0
            self._mac.update(block)
            if not hmac.compare_digest(self._mac.hexdigest().encode("ascii"), seal):
                self._bad("a block the runner did not seal (foreign bytes on the result channel)", block[:60])
                return
            if block:
                self.block(block[:-1])

    @property
    def unsealed(self) -> int:
        """Bytes received after the last verified seal (never used)."""
        return len(self._buf)

    def partial_line(self) -> int:
        """Length of the unfinished line at the end of what was received."""
        return len(self._buf) - (self._buf.rfind(b"\n") + 1)

    # ------------------------------------------------------------ parsing

    def _bad(self, why: str, raw: Any) -> None:
        if self.bad_line is None:
            shown = raw if isinstance(raw, (bytes, bytearray)) else repr(raw).encode("utf-8", "replace")
            self.bad_line = f"{why}: {clip(bytes(shown[:60]).decode('utf-8', 'replace'))}"

    def block(self, raw: bytes) -> None:
        """Complete lines (newline-separated, no trailing newline) of one verified block."""
        try:
            self._block(raw)
        except Exception as exc:  # last resort: nothing the child sends may crash the parent
            self._bad(f"unreadable line ({type(exc).__name__})", raw)

    def _block(self, raw: bytes) -> None:
        if self._some_line_over_limits(raw):
            for line in raw.split(b"\n"):  # look at each line on its own
                if self.bad_line is not None or self.over_budget:
                    return
                self.line(line)
            return
        if not self._charge(raw):
            return
        try:
            messages = loads_strict(b"[" + raw.replace(b"\n", b",") + b"]")
        except (ValueError, UnicodeDecodeError, RecursionError):
            for line in raw.split(b"\n"):
                self.line(line)
            return
        self._accept(messages)

    def _some_line_over_limits(self, raw: bytes) -> bool:
        """Whether a line may hold a value over the item or depth limit (byte counts only;
        the per-line counts are taken only when the whole block is over a limit)."""
        deep = self.max_depth + 2  # a value's depth plus the line's own array
        most = self.max_items + 4  # plus the line's own array and its fields
        opens = raw.count(b"[") + raw.count(b"{")
        if opens < deep and opens + raw.count(b",") <= most:
            return False
        for line in raw.split(b"\n"):
            line_opens = line.count(b"[") + line.count(b"{")
            if line_opens >= deep or line_opens + line.count(b",") > most:
                return True
        return False

    def _accept(self, messages: list[Any]) -> None:
        results = self.results
        n = len(results)
        new, result_type, max_ns, _list, _int, _dict = tuple.__new__, SandboxResult, MAX_TIME_NS, list, int, dict
        nxt = self.completed
        running = self.ready and not self.done
        for msg in messages:
            # fast path: [i, time_ns, {value}] for the next path
            if running and type(msg) is _list and len(msg) == 3:
                i, t, value = msg
                if (type(value) is _dict and type(i) is _int and i == nxt and i < n and type(t) is _int
                        and 0 <= t <= max_ns):
                    results[i] = new(result_type, (value, None, t / 1e6, None))
                    nxt += 1
                    continue
            self.completed = nxt
            self.message(msg)
            nxt = self.completed
            running = self.ready and not self.done
        self.completed = nxt

    def line(self, raw: bytes) -> None:
        """One line, with the per-value limits checked on its bytes before it is parsed."""
        opens = raw.count(b"[") + raw.count(b"{")
        if opens + raw.count(b",") > self.max_items + 4:  # + the line's own array and fields
            self._too_large(raw, f"the value has more than {self.max_items} JSON items")
            return
        if not self._charge(raw):
            return
        try:
            msg = loads_strict(raw)
        except RecursionError:
            self._too_large(raw, f"the value is nested more than {self.max_depth} levels deep")
            return
        except (ValueError, UnicodeDecodeError):
            self._bad("a line that is not strict JSON", raw)
            return
        if (opens > self.max_depth + 1 and type(msg) is list and len(msg) == 3 and type(msg[2]) is dict
                and _depth(msg[2], self.max_depth) > self.max_depth):
            self._too_large(raw, f"the value is nested more than {self.max_depth} levels deep")
            return
        self.message(msg)

    def _charge(self, raw: bytes) -> bool:
        """Count what `raw` will take once parsed against the call's budget (values over the
        per-value limits are never parsed, so they are not charged)."""
        self.parsed_bytes += parsed_weight(raw)
        if self.parsed_bytes > self.max_parsed_bytes:
            self.over_budget = True
            return False
        return True

    def _too_large(self, raw: bytes, why: str) -> None:
        head = _head(raw)
        if head is None:
            self._bad("a line over the value limits", raw)
            return
        self.message([head[0], head[1], None, f"{why} (limit of the parent)", OUTPUT_TOO_LARGE])

    def message(self, msg: Any) -> None:
        kind_of = type(msg)
        if kind_of is list:  # [i, time_ns, value] or [i, time_ns, null, error, kind]
            n = len(msg)
            if n != 3 and n != 5:
                self._bad("a result line of the wrong length", msg)
                return
            i, t = msg[0], msg[1]  # index, nanoseconds
            results = self.results
            if not self.ready or self.done:
                self._bad("a result outside the run (before ready or after done)", msg)
                return
            if type(i) is not int or i != self.completed or i >= len(results):
                self._bad("a result out of order or for no path", msg)
                return
            time_ms = _time_ms(t)
            if time_ms is None:
                self._bad("a result with an impossible time", msg)
                return
            if n == 3:
                value = msg[2]
                if type(value) is not dict:
                    self._bad("a result that is not a dict", msg)
                    return
                results[i] = SandboxResult(value, None, time_ms, None)
            else:
                if msg[2] is not None or type(msg[3]) is not str or msg[4] not in (RUNTIME_ERROR, OUTPUT_TOO_LARGE):
                    self._bad("a malformed error line", msg)
                    return
                results[i] = SandboxResult(None, clip(msg[3]), time_ms, msg[4])
            self.completed += 1
            return
        if kind_of is not dict:
            self._bad("a line that is neither a result nor a message", msg)
            return
        if msg.get("ready") is True and not self.ready:
            s = msg.get("startup_ms")
            if type(s) not in (int, float) or not 0 <= s <= MAX_STARTUP_MS:
                self._bad("a start-up time out of range", msg)
                return
            self.ready = True
            self.startup_ms = float(s)
        elif "fatal" in msg and type(msg.get("fatal")) is str and self.fatal is None:
            self.fatal = clip(msg["fatal"])
        elif msg.get("done") is True and not self.done:
            self.done = True
        else:
            self._bad("an unknown message", msg)

