"""A fake Anthropic Messages API on 127.0.0.1 for driving the REAL SDK over real HTTP.

Why: patching the SDK would test our assumptions about it, not the SDK. This
server speaks enough of `POST /v1/messages` for `anthropic.AsyncAnthropic`:
scripted replies (text, stop_reason, usage, raw content blocks) or error
statuses (401, 403, 429, 500, 529 with `retry-after` headers), and it records
every request (headers + parsed JSON body) so tests can assert the exact
conversation, `cache_control`, redaction and that no secret leaks.

Usage:
    with FakeAnthropic([reply("```yaml\\n...\\n```"), error(500), ...]) as fake:
        env = {"ANTHROPIC_API_KEY": "sk-ant-test-...", "ANTHROPIC_BASE_URL": fake.url}
        ...
        fake.requests[0].body["messages"]
A `responder(request) -> Scripted` callable may replace the script (benchmarks).
When the script runs out the server answers 400 with `x-should-retry: false`
and a message saying so, so a test that makes too many calls fails loudly.
"""
from __future__ import annotations

import itertools
import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterable

_ids = itertools.count(1)


@dataclass
class Scripted:
    """One scripted answer: a message (status 200) or an error status."""

    text: str | None = ""
    stop_reason: str | None = "end_turn"
    usage: dict[str, int] = field(default_factory=lambda: {"input_tokens": 100, "output_tokens": 50})
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    content: list[dict[str, Any]] | None = None  # raw content blocks (overrides text)
    error_type: str = "api_error"
    error_message: str = "scripted error"
    model: str | None = None

    def body(self, request_model: str | None) -> dict[str, Any]:
        if self.status != 200:
            return {"type": "error", "error": {"type": self.error_type, "message": self.error_message}}
        if self.content is not None:
            content = self.content
        elif self.text is None or self.text == "":
            content = []
        else:
            content = [{"type": "text", "text": self.text}]
        usage = {
            "input_tokens": 0,
            "output_tokens": 0,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
            **self.usage,
        }
        return {
            "id": f"msg_fake_{next(_ids):06d}",
            "type": "message",
            "role": "assistant",
            "model": self.model or request_model or "claude-fake",
            "content": content,
            "stop_reason": self.stop_reason,
            "stop_sequence": None,
            "usage": usage,
        }


def reply(text: str, stop_reason: str = "end_turn", **usage: int) -> Scripted:
    """A 200 answer with one text block (empty text -> no content blocks at all)."""
    u = {"input_tokens": 100, "output_tokens": 50}
    u.update(usage)
    return Scripted(text=text, stop_reason=stop_reason, usage=u)


def error(status: int, *, retry_after: str | None = "0", message: str | None = None,
          error_type: str | None = None, headers: dict[str, str] | None = None) -> Scripted:
    """An error status; 5xx/429 carry `retry-after` (seconds) so the SDK retries without long sleeps."""
    types = {400: "invalid_request_error", 401: "authentication_error", 403: "permission_error",
             404: "not_found_error", 429: "rate_limit_error", 529: "overloaded_error"}
    h = dict(headers or {})
    if retry_after is not None:
        h.setdefault("retry-after", retry_after)
        # the SDK treats retry-after: 0 as "no advice" and backs off ~0.5 s; keep tests quick
        h.setdefault("retry-after-ms", "1" if retry_after == "0" else str(int(float(retry_after) * 1000)))
    return Scripted(text=None, status=status, headers=h, error_type=error_type or types.get(status, "api_error"),
                    error_message=message or f"scripted HTTP {status}")


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    raw: bytes
    body: Any  # parsed JSON (None if not JSON)

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list((self.body or {}).get("messages", []))

    @property
    def system(self) -> Any:
        return (self.body or {}).get("system")

    def text(self) -> str:
        """Everything sent, as one string (headers + body), for leak checks."""
        heads = "\n".join(f"{k}: {v}" for k, v in self.headers.items())
        return heads + "\n" + self.raw.decode("utf-8", "replace")


def message_text(message: dict[str, Any]) -> str:
    """The text of one message whether its content is a string or a list of blocks."""
    content = message.get("content")
    if isinstance(content, str):
        return content
    return "".join(b.get("text", "") for b in content or [] if isinstance(b, dict))


class FakeAnthropic:
    """Threaded HTTP server on a random loopback port; use as a context manager."""

    def __init__(self, script: Iterable[Scripted] = (), responder: Callable[[Recorded], Scripted] | None = None) -> None:
        self.script: list[Scripted] = list(script)
        self.responder = responder
        self.requests: list[Recorded] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------ lifecycle

    def start(self) -> "FakeAnthropic":
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

            def do_POST(self) -> None:  # noqa: N802 (http.server API)
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw.decode("utf-8")) if raw else None
                except ValueError:
                    body = None
                rec = Recorded("POST", self.path, {k.lower(): v for k, v in self.headers.items()}, raw, body)
                scripted = fake._next(rec)
                model = body.get("model") if isinstance(body, dict) else None
                payload = json.dumps(scripted.body(model)).encode("utf-8")
                self.send_response(scripted.status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(payload)))
                self.send_header("request-id", f"req_fake_{len(fake.requests)}")
                for k, v in scripted.headers.items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="fake-anthropic", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> "FakeAnthropic":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def url(self) -> str:
        assert self._server is not None, "server not started"
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    # ------------------------------------------------------------ script

    def add(self, *items: Scripted) -> None:
        with self._lock:
            self.script.extend(items)

    def _next(self, rec: Recorded) -> Scripted:
        with self._lock:
            self.requests.append(rec)
            if self.responder is not None:
                return self.responder(rec)
            if self.script:
                return self.script.pop(0)
        return Scripted(status=400, text=None, error_type="invalid_request_error",
                        error_message="fake server: no scripted reply left for this request",
                        headers={"x-should-retry": "false"})

    @property
    def calls(self) -> int:
        return len(self.requests)

    def message_requests(self) -> list[Recorded]:
        return [r for r in self.requests if r.path.rstrip("/").endswith("/v1/messages")]


__all__ = ["FakeAnthropic", "Scripted", "Recorded", "reply", "error", "message_text"]
