"""Run a Python extractor in the sandbox child (`sandbox/runner.py`, docs/security.md).

Why a separate process: extractor code is unreviewed (often LLM-written). It
runs in `python -I -S -B runner.py` with an empty environment, a fresh empty
working directory and its own session/process group; the runner applies
resource limits and an audit hook before the extractor is compiled. This
module is the parent side and must never hang or crash whatever the child
does: it reads with byte limits, checks every result it is sent
(`result_channel`: sealed blocks, one result per path in order, strict JSON
within per-value limits), enforces a wall-clock timeout (no progress for
`timeout_s`, and an overall deadline) by killing the whole process group, and
turns every outcome into one `SandboxResult` per path.

    run_extractor(source, paths, options=None) -> list[SandboxResult]
    run_extractor_detailed(...) -> SandboxRun   (results + start-up/wall times)

Per-path `kind`: None (ok), RUNTIME_ERROR, TIMEOUT, OUTPUT_TOO_LARGE.
Raises `RuleError(FORBIDDEN_CODE)` when `check_policy` is on and the static
policy refuses the code (nothing runs), `SandboxError` when no child can be
started at all.
"""
from __future__ import annotations

import functools
import json
import math
import os
import secrets
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from pathfinder.engine.python.policy import check_source
from pathfinder.engine.python.result_channel import (
    KEY_BYTES,
    MAX_PARSED_BYTES,
    MAX_VALUE_DEPTH,
    MAX_VALUE_ITEMS,
    OUTPUT_TOO_LARGE,
    RUNTIME_ERROR,
    Collector,
    SandboxResult,
    clip,
)
from pathfinder.errors import PathfinderError, RuleError

TIMEOUT = "TIMEOUT"
_Collector = Collector  # (tests and older callers)
PROTOCOL = "PROTOCOL"  # SandboxRun.stopped only: the child sent a line outside the protocol

RUNNER = Path(__file__).resolve().parents[3] / "sandbox" / "runner.py"
ISOLATIONS = ("none", "auto", "bwrap", "unshare")
_STDERR_KEEP = 4096


class SandboxError(PathfinderError):
    """The sandbox could not run at all (no Python, no runner, isolation tool missing)."""

    def __init__(self, message: str, *, error_type: str = RUNTIME_ERROR, hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.error_type = error_type


ISOLATION_ENV = "PATHFINDER_SANDBOX_ISOLATION"


def default_isolation(environ: Any) -> str:
    """The OS isolation named by PATHFINDER_SANDBOX_ISOLATION (default `auto`: bwrap where it can
    run; drafts come from a model)."""
    return (environ.get(ISOLATION_ENV) or "auto").strip().lower()


class SandboxIsolationWarning(UserWarning):
    """`auto` isolation could not use bubblewrap here; said once per process (the default
    warnings filter shows a warning once per place), the CLI prints it as one line."""


@dataclass(frozen=True)
class SandboxOptions:
    """Limits for one sandbox call. Defaults suit validation and `apply` chunks.

    timeout_s: wall clock allowed for start-up and for any single path (no
    progress for this long kills the child); the whole call may take at most
    `timeout_s + per_path_s * len(paths)`.
    """

    timeout_s: float = 5.0
    per_path_s: float = 0.002
    cpu_s: int | None = None  # default: the overall deadline rounded up, + 1
    memory_mb: int = 512
    max_output_bytes: int = 64 * 1024 * 1024  # all result lines of one call
    max_value_bytes: int = 64 * 1024  # one path's JSON value
    max_value_items: int = MAX_VALUE_ITEMS  # JSON items (containers plus commas) in one value
    max_value_depth: int = MAX_VALUE_DEPTH  # nesting levels of one value
    max_parsed_bytes: int = MAX_PARSED_BYTES  # estimated memory of one call's parsed values
    check_policy: bool = True  # run the static policy first (tests of run-time containment turn it off)
    # auto (bwrap where it can run) | bwrap | unshare | none; default from PATHFINDER_SANDBOX_ISOLATION
    isolation: str = field(default_factory=lambda: default_isolation(os.environ))
    python: str | None = None  # interpreter for the child (default: this one)

    def deadline_s(self, n_paths: int) -> float:
        return self.timeout_s + self.per_path_s * n_paths


@dataclass
class SandboxRun:
    results: list[SandboxResult]
    startup_ms: float | None = None  # child-reported: interpreter start to extractor loaded
    wall_ms: float = 0.0
    returncode: int | None = None
    stopped: str | None = None  # why the parent killed the child: TIMEOUT / OUTPUT_TOO_LARGE / PROTOCOL
    stderr: str = ""
    command: list[str] = field(default_factory=list)


def run_extractor(
    source: str, paths: Sequence[str], options: SandboxOptions | None = None
) -> list[SandboxResult]:
    """Evaluate `extract(path)` for every path in ONE sandbox child; one result per path, in order."""
    return run_extractor_detailed(source, paths, options).results


def _policy_check(source: str) -> None:
    violations = check_source(source)
    if violations:
        first = violations[0]
        error_type = "PYTHON_SYNTAX_ERROR" if first.kind == "PYTHON_SYNTAX_ERROR" else "FORBIDDEN_CODE"
        more = f" (+{len(violations) - 1} more)" if len(violations) > 1 else ""
        raise RuleError(
            f"{first.message}{more}",
            error_type=error_type,
            line=first.line or None,
            hint="extractors may only use the allowed standard-library modules",
        )


@functools.lru_cache(maxsize=4)
def bwrap_works(bwrap: str) -> bool:
    """Whether bubblewrap can make its namespaces here (it cannot in many containers): `auto`
    isolation falls back to the child's own limits instead of failing every extractor."""
    try:
        probe = subprocess.run([bwrap, "--unshare-all", "--die-with-parent", "--ro-bind", "/", "/", "--", "true"],
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               timeout=10)
    except (OSError, subprocess.SubprocessError):
        return False
    return probe.returncode == 0


def isolation_command(isolation: str, workdir: str, python: str) -> list[str]:
    """The prefix that wraps the child in OS-level isolation (empty for `none`)."""
    if isolation not in ISOLATIONS:
        raise SandboxError(f"unknown sandbox isolation {isolation!r}", hint=f"use one of {', '.join(ISOLATIONS)}")
    if isolation == "none":
        return []
    bwrap = shutil.which("bwrap")
    if isolation == "auto":
        if not bwrap or not bwrap_works(bwrap):
            why = "bwrap is not installed" if not bwrap else "bwrap cannot create namespaces here"
            warnings.warn(SandboxIsolationWarning(
                f"Python extractors run without OS isolation ({why}); the sandbox's own limits still apply "
                "(install bubblewrap, or set PATHFINDER_SANDBOX_ISOLATION=none to silence this)"), stacklevel=2)
            return []
        isolation = "bwrap"
    if isolation == "bwrap":
        if not bwrap:
            raise SandboxError("sandbox isolation 'bwrap' was requested but bwrap is not installed",
                               hint="install bubblewrap or set the isolation to none")
        prefix = [bwrap, "--unshare-all", "--die-with-parent", "--new-session", "--clearenv",
                  "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
        ro = {"/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin", "/etc/ld.so.cache",
              sys.base_prefix, sys.prefix, str(Path(python).resolve().parent), str(RUNNER.parent)}
        for path in sorted(p for p in ro if p and os.path.exists(p)):
            prefix += ["--ro-bind", path, path]
        prefix += ["--ro-bind", workdir, workdir, "--chdir", workdir, "--"]
        return prefix
    unshare = shutil.which("unshare")
    if not unshare:
        raise SandboxError("sandbox isolation 'unshare' was requested but unshare is not installed")
    flags = ["--net", "--ipc", "--uts"]
    if os.geteuid() != 0:
        flags = ["--map-root-user"] + flags
    return [unshare, *flags, "--"]


def run_extractor_detailed(
    source: str, paths: Sequence[str], options: SandboxOptions | None = None
) -> SandboxRun:
    """`run_extractor` plus timings and the child's exit status (for benchmarks and diagnostics)."""
    opts = options or SandboxOptions()
    if not isinstance(opts, SandboxOptions):  # tolerate callers passing a plain mapping
        opts = SandboxOptions(**dict(opts))
    paths = [p if isinstance(p, str) else os.fsdecode(p) for p in paths]
    n = len(paths)
    if opts.check_policy:
        _policy_check(source)
    if n == 0:
        return SandboxRun(results=[])
    deadline = opts.deadline_s(n)
    key = secrets.token_bytes(KEY_BYTES)  # seals the child's result blocks (result_channel)
    cpu = opts.cpu_s if opts.cpu_s is not None else int(math.ceil(deadline)) + 1
    request = {
        "source": source,
        "paths": paths,
        "limits": {
            "cpu_s": cpu,
            "memory_mb": opts.memory_mb,
            "max_value_bytes": opts.max_value_bytes,
            # few paths: flush after each, so a hanging path is named exactly
            "flush_every_s": 0.0 if n <= 256 else 0.005,
        },
        "key": key.hex(),
    }
    payload = json.dumps(request, ensure_ascii=True).encode("ascii")
    python = opts.python or sys.executable
    if not (os.path.isfile(python) and os.access(python, os.X_OK)):  # (bwrap would only exit 1)
        raise SandboxError(f"could not start the sandbox ({python}): no such interpreter",
                           hint="check the Python the sandbox is given")
    if not RUNNER.is_file():
        raise SandboxError(f"sandbox runner not found at {RUNNER}", hint="reinstall pathfinder")
    workdir = tempfile.mkdtemp(prefix="pathfinder-sandbox-")
    command = isolation_command(opts.isolation, workdir, python) + [python, "-I", "-S", "-B", str(RUNNER)]
    try:
        return _run(command, payload, key, n, opts, deadline, workdir)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _kill_group_only(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        pass


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        pass
    try:
        proc.kill()
    except OSError:
        pass


def _wait_unreaped(proc: subprocess.Popen, timeout: float) -> None:
    """Wait until the child has exited without reaping it (its pid stays reserved)."""
    if not hasattr(os, "waitid"):  # macOS: reap normally (the group is killed first below anyway)
        _kill_group_only(proc)
        proc.wait(timeout=timeout)
        return
    end = time.monotonic() + timeout
    while True:
        try:
            info = os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
        except ChildProcessError:
            return
        if info is not None:
            return
        if time.monotonic() >= end:
            raise subprocess.TimeoutExpired(proc.args, timeout)
        time.sleep(0.0005)


def _feed(stream: Any, payload: bytes) -> None:
    try:
        stream.write(payload)
    except (BrokenPipeError, OSError, ValueError):
        pass
    finally:
        try:
            stream.close()
        except (BrokenPipeError, OSError, ValueError):
            pass


def _run(command: list[str], payload: bytes, key: bytes, n: int, opts: SandboxOptions, deadline: float,
         workdir: str) -> SandboxRun:
    started = time.monotonic()
    try:
        proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=workdir,
            env={},
            close_fds=True,
            start_new_session=True,
        )
    except OSError as exc:
        raise SandboxError(f"could not start the sandbox ({command[0]}): {exc.strerror or exc}") from None
    collector = Collector(n, key, max_items=opts.max_value_items, max_depth=opts.max_value_depth,
                          max_parsed_bytes=opts.max_parsed_bytes)
    stopped: str | None = None
    stderr_buf = bytearray()
    writer = threading.Thread(target=_feed, args=(proc.stdin, payload), daemon=True)
    writer.start()
    max_line = opts.max_value_bytes + 4096
    out_total = 0
    selector = selectors.DefaultSelector()
    clean_exit = False
    try:
        assert proc.stdout is not None and proc.stderr is not None
        for stream in (proc.stdout, proc.stderr):
            os.set_blocking(stream.fileno(), False)
            selector.register(stream, selectors.EVENT_READ)
        open_streams = 2
        last_progress = started
        seen = (False, 0)
        while open_streams:
            events = selector.select(timeout=0.05)
            for key, _ in events:
                try:
                    chunk = os.read(key.fd, 65536)
                except BlockingIOError:
                    continue
                except OSError:
                    chunk = b""
                if not chunk:
                    selector.unregister(key.fileobj)
                    open_streams -= 1
                    continue
                if key.fileobj is proc.stderr:
                    if len(stderr_buf) < _STDERR_KEEP:
                        stderr_buf += chunk[: _STDERR_KEEP - len(stderr_buf)]
                    continue
                out_total += len(chunk)
                if out_total > opts.max_output_bytes:
                    stopped = OUTPUT_TOO_LARGE
                    break
                collector.feed(chunk)
                if collector.bad_line is not None:
                    stopped = PROTOCOL
                    break
                if collector.over_budget or collector.partial_line() > max_line:
                    stopped = OUTPUT_TOO_LARGE
                    break
            if stopped:
                break
            now = time.monotonic()
            state = (collector.ready, collector.completed)
            if state != seen:  # loaded, or another path finished: the per-path clock restarts
                seen = state
                last_progress = now
            if now - last_progress >= opts.timeout_s or now - started >= deadline:
                stopped = TIMEOUT
                break
        clean_exit = not stopped
    finally:
        selector.close()
        if clean_exit:  # the child closed its output: it is exiting; give it a moment
            try:
                _wait_unreaped(proc, 0.5)
            except subprocess.TimeoutExpired:
                pass
        # Kill the whole group while the child is not yet reaped, so its pid (= the group id)
        # cannot have been reused: timeout, output cap, an interrupted parent, or leftovers.
        _kill_group(proc)
        proc.wait()
        for stream in (proc.stdout, proc.stderr):
            try:
                stream.close()  # type: ignore[union-attr]
            except OSError:
                pass
        writer.join(timeout=1.0)
    if not stopped and proc.returncode == 0 and collector.unsealed:
        # the runner seals everything it sends before it exits: these bytes came from elsewhere
        collector.bad_line = f"{collector.unsealed} bytes after the last seal"
        stopped = PROTOCOL
    returncode = proc.returncode
    if command[0].endswith("bwrap") and returncode is not None and 128 < returncode < 160:
        returncode = 128 - returncode  # bwrap reports a child killed by signal N as 128 + N
    results = _finish(collector, n, opts, stopped, returncode, bytes(stderr_buf))
    return SandboxRun(
        results=results,
        startup_ms=collector.startup_ms,
        wall_ms=(time.monotonic() - started) * 1000,
        returncode=returncode,
        stopped=stopped,
        stderr=bytes(stderr_buf).decode("utf-8", "replace"),
        command=command,
    )


_SIGNAL_REASONS = {
    getattr(signal, "SIGXCPU", -1): ("the CPU time limit was exceeded", TIMEOUT),
    signal.SIGKILL: ("the sandbox process was killed (memory limit or external kill)", RUNTIME_ERROR),
    signal.SIGSEGV: ("the sandbox process crashed (segmentation fault; runaway recursion?)", RUNTIME_ERROR),
    signal.SIGABRT: ("the sandbox process aborted", RUNTIME_ERROR),
    getattr(signal, "SIGXFSZ", -2): ("the extractor tried to write a file", RUNTIME_ERROR),
}


def _finish(collector: Collector, n: int, opts: SandboxOptions, stopped: str | None,
            returncode: int | None, stderr: bytes) -> list[SandboxResult]:
    if collector.bad_line is not None:  # results may be forged: none is kept
        message = (f"RUNTIME_ERROR: the sandbox's result channel was tampered with ({collector.bad_line}); "
                   "no result of this call is used")
        return [SandboxResult(None, message, 0.0, RUNTIME_ERROR)] * n
    if all(r is not None for r in collector.results):
        return list(collector.results)  # type: ignore[arg-type]
    if collector.fatal is not None:
        first = rest = collector.fatal
        kind = RUNTIME_ERROR
    elif stopped == TIMEOUT:
        kind = TIMEOUT
        if not collector.ready:
            first = f"TIMEOUT: the extractor did not load within {opts.timeout_s:g} s"
        else:
            first = f"TIMEOUT: extract() did not finish within the {opts.timeout_s:g} s time limit"
        rest = "TIMEOUT: not run, the sandbox was stopped after a timeout"
    elif stopped == OUTPUT_TOO_LARGE:
        kind = OUTPUT_TOO_LARGE
        first = (f"OUTPUT_TOO_LARGE: the extractor's output exceeded the limit ({opts.max_output_bytes} bytes "
                 f"in all, {opts.max_parsed_bytes // 2**20} MB once read, {opts.max_value_bytes} per path)")
        rest = "OUTPUT_TOO_LARGE: not run, the sandbox was stopped after its output grew too large"
    else:
        kind = RUNTIME_ERROR
        reason = None
        if returncode is not None and returncode < 0:
            reason, kind = _SIGNAL_REASONS.get(-returncode, (f"the sandbox process died (signal {-returncode})",
                                                             RUNTIME_ERROR))
        elif returncode:
            tail = stderr.decode("utf-8", "replace").strip().splitlines()
            detail = f": {clip(tail[-1])[:200]}" if tail else ""
            reason = f"the sandbox process exited with code {returncode}{detail}"
        else:
            reason = "the sandbox process ended without reporting every path"
        first = f"{'TIMEOUT' if kind == TIMEOUT else 'RUNTIME_ERROR'}: {reason}"
        rest = f"not run: {reason}"
    out: list[SandboxResult] = []
    seen_first = False
    for r in collector.results:
        if r is not None:
            out.append(r)
        elif not seen_first:
            out.append(SandboxResult(None, first, 0.0, kind))
            seen_first = True
        else:
            out.append(SandboxResult(None, rest, 0.0, kind))
    return out
