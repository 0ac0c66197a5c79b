"""The sandbox parent/child pair with real child processes: values, errors, limits, chunks."""
from __future__ import annotations

import ast
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pathfinder.errors import RuleError
from pathfinder.engine.python.sandbox_client import (
    OUTPUT_TOO_LARGE,
    RUNNER,
    RUNTIME_ERROR,
    TIMEOUT,
    SandboxError,
    SandboxOptions,
    isolation_command,
    run_extractor,
    run_extractor_detailed,
)

MISSION = '''
import re
from datetime import date

RX = re.compile(r"mission_(\\d+)/(\\d{4})-(\\d{2})-(\\d{2})/([a-z]+)")

def extract(path: str) -> dict:
    m = RX.search(path)
    if not m:
        return {}
    y, mo, d = (int(g) for g in m.group(2, 3, 4))
    return {"mission_id": int(m.group(1)), "date": date(y, mo, d).isoformat(), "sensor": m.group(5)}
'''


def test_benign_values() -> None:
    res = run_extractor(MISSION, ["/data/mission_042/2024-01-15/readings.csv", "/elsewhere/x.csv"])
    assert res[0].ok and res[0].value == {"mission_id": 42, "date": "2024-01-15", "sensor": "readings"}
    assert res[1].ok and res[1].value == {}
    assert res[0].kind is None and res[0].time_ms >= 0


def test_rich_standard_library_use() -> None:
    src = '''
import json, uuid, decimal, enum, typing, pathlib, unicodedata, calendar, fnmatch, string, math
from datetime import datetime
from collections import namedtuple, Counter, OrderedDict
from dataclasses import dataclass, asdict
from functools import lru_cache
from itertools import chain
from urllib.parse import unquote
import os.path

Pair = namedtuple("Pair", "a b")

class Kind(enum.Enum):
    RAW = "raw"

class Row(typing.NamedTuple):
    n: int

@dataclass
class Info:
    name: str
    size: int = 0

@lru_cache(maxsize=None)
def weekday(d: str) -> str:
    return calendar.day_name[datetime.strptime(d, "%Y%m%d").weekday()]

def extract(path):
    name = os.path.basename(unquote(path))
    stem = pathlib.PurePosixPath(path).stem
    return {
        "weekday": weekday("20240115"),
        "info": asdict(Info(stem, 3)),
        "kind": Kind("raw").name,
        "row": Row(2).n,
        "top": Counter("abca").most_common(1)[0][0],
        "uuid": str(uuid.UUID("{12345678-1234-5678-1234-567812345678}")),
        "dec": str(decimal.Decimal("1.10") + decimal.Decimal("2.2")),
        "js": json.loads('{"a": [1]}'),
        "glob": fnmatch.fnmatch(name, "*.csv"),
        "nfc": unicodedata.normalize("NFC", "e\\u0301"),
        "chain": list(chain([1], [2])),
        "pair": Pair(1, 2)._asdict(),
        "upper": string.ascii_uppercase[:2],
        "sqrt": math.isqrt(17),
        "latin": "caf\\u00e9".encode("latin-1").decode("latin-1"),
    }
'''
    (res,) = run_extractor(src, ["/d/My%20File.csv"])
    assert res.error is None, res.error
    v = res.value
    assert v["weekday"] == "Monday" and v["info"] == {"name": "My%20File", "size": 3}
    assert v["kind"] == "RAW" and v["row"] == 2 and v["top"] == "a"
    assert v["uuid"] == "12345678-1234-5678-1234-567812345678" and v["dec"] == "3.30"
    assert v["glob"] is True and v["nfc"] == "\u00e9" and v["pair"] == {"a": 1, "b": 2}
    assert v["sqrt"] == 4 and v["latin"] == "caf\u00e9" and v["chain"] == [1, 2]


def test_dataclass_with_postponed_annotations() -> None:
    # string annotations make dataclasses look the module up in sys.modules
    src = """from __future__ import annotations
from dataclasses import dataclass
import typing

@dataclass
class Info:
    mission: int
    tags: typing.ClassVar[list] = []

def extract(path: str) -> dict[str, int]:
    return {"mission": Info(int(path.rsplit("_", 1)[1])).mission}
"""
    (res,) = run_extractor(src, ["/d/mission_42"])
    assert res.error is None, res.error
    assert res.value == {"mission": 42}


def test_decimal_values_become_json_numbers() -> None:
    src = "from decimal import Decimal\ndef extract(path):\n    return {'v': Decimal('1.50'), 'n': Decimal('42'), 'bad': Decimal('NaN')}\n"
    (res,) = run_extractor(src, ["/x"])
    assert res.error is not None and "Decimal" in res.error  # NaN stays refused (strict JSON)
    src = "from decimal import Decimal\ndef extract(path):\n    return {'v': Decimal('1.50'), 'n': Decimal('42')}\n"
    (res,) = run_extractor(src, ["/x"])
    assert res.error is None, res.error
    assert res.value == {"v": 1.5, "n": 42} and isinstance(res.value["n"], int)


def test_per_path_errors_do_not_stop_the_others() -> None:
    src = "def extract(p):\n    if p == 'bad':\n        raise ValueError('no digits in ' + p)\n    return {'p': p}\n"
    res = run_extractor(src, ["a", "bad", "c"])
    assert [r.ok for r in res] == [True, False, True]
    assert res[1].kind == RUNTIME_ERROR and res[1].error.startswith("ValueError: no digits in bad")
    assert "(line 3)" in res[1].error


def test_non_dict_and_non_json_values() -> None:
    src = ("def extract(p):\n    if p == 'list':\n        return [1]\n    if p == 'set':\n        return {'s': {1}}\n"
           "    if p == 'nan':\n        return {'x': float('nan')}\n    return {'ok': True}\n")
    res = run_extractor(src, ["list", "set", "nan", "fine"])
    assert "must return a dict, not list" in res[0].error
    assert "not JSON-serialisable" in res[1].error
    assert "not JSON-serialisable" in res[2].error
    assert res[3].value == {"ok": True}


def test_a_value_that_contains_itself_is_an_error_for_that_path() -> None:
    src = ("def extract(p):\n    if p == 'loop':\n        d = {'a': []}\n        d['a'].append(d)\n        return d\n"
           "    return {'ok': p}\n")
    res = run_extractor(src, ["loop", "fine", "loop"])
    assert res[0].error == "the value is not JSON-serialisable: it contains itself or is nested too deeply"
    assert res[1].value == {"ok": "fine"} and res[2].error == res[0].error


def test_load_errors_reach_every_path() -> None:
    res = run_extractor("x = 1 / 0\ndef extract(p):\n    return {}\n", ["a", "b"])
    assert all("failed while loading" in r.error and "ZeroDivisionError" in r.error for r in res)
    res = run_extractor("def other(p):\n    return {}\n", ["a"], SandboxOptions(check_policy=False))
    assert "no extract(path)" in res[0].error


def test_policy_refuses_before_running(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    src = f"import os\nos.system('touch {marker}')\ndef extract(p):\n    return {{}}\n"
    with pytest.raises(RuleError) as err:
        run_extractor(src, ["a"])
    assert err.value.error_type == "FORBIDDEN_CODE" and err.value.line == 1
    assert "'os'" in err.value.one_line()
    assert not marker.exists()


def test_timeout_names_the_slow_path_and_keeps_earlier_results() -> None:
    src = "import time\ndef extract(p):\n    if p == 'slow':\n        time.sleep(60)\n    return {'p': p}\n"
    started = time.monotonic()
    run = run_extractor_detailed(src, ["a", "b", "slow", "d"], SandboxOptions(timeout_s=1.0))
    assert time.monotonic() - started < 2.0
    res = run.results
    assert res[0].value == {"p": "a"} and res[1].value == {"p": "b"}
    assert res[2].kind == TIMEOUT and "did not finish" in res[2].error
    assert res[3].kind == TIMEOUT and "not run" in res[3].error
    assert run.stopped == TIMEOUT and run.returncode is not None


def test_cpu_limit_kills_a_busy_child() -> None:
    src = "def extract(p):\n    while True:\n        pass\n"
    started = time.monotonic()
    res = run_extractor(src, ["a"], SandboxOptions(timeout_s=30.0, cpu_s=1))
    assert time.monotonic() - started < 10.0  # 1 s of CPU; wall time depends on the machine's load
    assert res[0].kind == TIMEOUT and "CPU time limit" in res[0].error


def test_output_caps() -> None:
    big = "def extract(p):\n    return {'x': 'y' * 100_000}\n"
    (res,) = run_extractor(big, ["a"], SandboxOptions(max_value_bytes=50_000))
    assert res.kind == OUTPUT_TOO_LARGE and "limit 50000" in res.error
    medium = "def extract(p):\n    return {'x': 'y' * 40_000}\n"
    res = run_extractor(medium, [str(i) for i in range(30)], SandboxOptions(max_output_bytes=500_000))
    assert res[0].ok and res[-1].kind == OUTPUT_TOO_LARGE


def test_many_paths_in_one_child_in_order() -> None:
    paths = [f"/d/f{i}.csv" for i in range(20_000)]
    src = "def extract(p):\n    return {'n': int(p[4:-4])}\n"
    run = run_extractor_detailed(src, paths)
    assert [r.value["n"] for r in run.results] == list(range(20_000))
    assert run.startup_ms is not None and run.wall_ms < 10_000


def test_odd_paths_round_trip() -> None:
    paths = ["/d/caf\u00e9/\u65e5\u672c.csv", "/d/surrogate-\udcff.bin", "C:\\Users\\x", "", "/d/quote\"s/\n"]
    res = run_extractor("def extract(p):\n    return {'p': p}\n", paths)
    assert [r.value["p"] for r in res] == paths


def test_empty_environment_and_fresh_directory() -> None:
    src = "import os.path\ndef extract(p):\n    return {'cwd': os.path.abspath('.'), 'env': dict(os.path.os.environ)}\n"
    (res,) = run_extractor(src, ["a"], SandboxOptions(check_policy=False))
    assert set(res.value["env"]) <= {"LC_CTYPE", "PWD"}  # (bwrap sets PWD, the empty working folder)
    assert "pathfinder-sandbox-" in res.value["cwd"]
    assert not os.path.exists(res.value["cwd"])  # removed after the call


def test_no_paths_no_child() -> None:
    run = run_extractor_detailed("def extract(p):\n    return {}\n", [])
    assert run.results == [] and run.command == []


def test_missing_interpreter_is_a_clear_error() -> None:
    with pytest.raises(SandboxError) as err:
        run_extractor("def extract(p):\n    return {}\n", ["a"], SandboxOptions(python="/nonexistent/python"))
    assert "could not start the sandbox" in err.value.one_line()


def test_crash_is_reported_not_raised() -> None:
    # an interpreter that dies at once stands in for a segfaulting child
    (res,) = run_extractor("def extract(p):\n    return {}\n", ["a"], SandboxOptions(python="/bin/false"))
    assert res.kind == RUNTIME_ERROR and "exited with code 1" in res.error


def test_runner_is_standard_library_only() -> None:
    tree = ast.parse(RUNNER.read_text())
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert imported and imported <= set(sys.stdlib_module_names), imported
    proc = subprocess.run(
        [sys.executable, "-I", "-S", "-B", str(RUNNER)],
        input=json.dumps({"source": "def extract(p):\n    return {'ok': 1}\n", "paths": ["x"],
                          "key": "ab" * 32}).encode(),
        capture_output=True, env={}, timeout=30,
    )
    raw = proc.stdout.splitlines(keepends=True)
    lines = [json.loads(line) for line in raw if not line.startswith(b"#")]
    # every block ends with its seal: a keyed BLAKE2b of all bytes sent before it
    mac = hashlib.blake2b(key=bytes.fromhex("ab" * 32), digest_size=16)
    for line in raw:
        if line.startswith(b"#"):
            assert line == b"#" + mac.hexdigest().encode() + b"\n"
        else:
            mac.update(line)
    assert raw[-1].startswith(b"#")
    assert lines[0]["ready"] is True and lines[1] == [0, lines[1][1], {"ok": 1}] and isinstance(lines[1][1], int)
    assert lines[-1] == {"done": True}


def test_bad_request_is_fatal_not_a_traceback() -> None:
    proc = subprocess.run([sys.executable, "-I", "-S", "-B", str(RUNNER)], input=b"not json",
                          capture_output=True, env={}, timeout=30)
    assert b"bad request" in proc.stdout and b"Traceback" not in proc.stderr


def test_isolation_choices() -> None:
    assert isolation_command("none", "/tmp", sys.executable) == []
    with pytest.raises(SandboxError):
        isolation_command("docker", "/tmp", sys.executable)
    if shutil.which("bwrap") is None:
        assert isolation_command("auto", "/tmp", sys.executable) == []
        with pytest.raises(SandboxError, match="bwrap is not installed"):
            isolation_command("bwrap", "/tmp", sys.executable)


@pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed")
def test_bwrap_isolation_runs_benign_extractors() -> None:
    res = run_extractor(MISSION, ["/data/mission_042/2024-01-15/readings.csv"], SandboxOptions(isolation="bwrap"))
    assert res[0].value["mission_id"] == 42


def _unshare_works() -> bool:
    if shutil.which("unshare") is None:
        return False
    try:
        return subprocess.run(["unshare", "--net", "--ipc", "--uts", "--", "true"], timeout=10).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


@pytest.mark.skipif(not _unshare_works(), reason="unshare namespaces are not available here")
def test_unshare_isolation_runs_benign_extractors() -> None:
    res = run_extractor(MISSION, ["/data/mission_042/2024-01-15/readings.csv"], SandboxOptions(isolation="unshare"))
    assert res[0].value["mission_id"] == 42


def test_natural_values_become_json() -> None:
    src = '''
from __future__ import annotations
import uuid
from datetime import date, datetime
from pathlib import PurePosixPath
from typing import List, Optional

CACHE: List["int"] = []  # a ForwardRef: typing compiles it (allowed), nothing evaluates it

def extract(path: str) -> dict:
    return {"d": date(2024, 1, 2), "dt": datetime(2024, 1, 2, 3, 4),
            "u": uuid.uuid5(uuid.NAMESPACE_URL, "x"), "parent": PurePosixPath(path).parent}
'''
    (res,) = run_extractor(src, ["/a/b.csv"])
    assert res.value == {"d": "2024-01-02", "dt": "2024-01-02T03:04:00",
                         "u": str(__import__("uuid").uuid5(__import__("uuid").NAMESPACE_URL, "x")), "parent": "/a"}
    (res,) = run_extractor("def extract(p):\n    return {'x': {1, 2}}\n", ["a"])
    assert "not JSON-serialisable" in res.error and "set" in res.error and "(line" not in res.error


def test_isolation_opt_in_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATHFINDER_SANDBOX_ISOLATION", "Docker")
    assert SandboxOptions().isolation == "docker"
    with pytest.raises(SandboxError, match="unknown sandbox isolation 'docker'"):
        run_extractor("def extract(p):\n    return {}\n", ["a"])
    monkeypatch.delenv("PATHFINDER_SANDBOX_ISOLATION")
    assert SandboxOptions().isolation == "auto"


def test_none_and_dict_subclasses_are_accepted() -> None:
    src = ("from collections import OrderedDict, defaultdict\n"
           "def extract(p):\n    if p == 'none':\n        return None\n"
           "    if p == 'ordered':\n        return OrderedDict(a=1)\n    d = defaultdict(int)\n    d['n'] += 2\n    return d\n")
    res = run_extractor(src, ["none", "ordered", "default"])
    assert [r.value for r in res] == [{}, {"a": 1}, {"n": 2}]


def test_module_level_infinite_loop_times_out_while_loading() -> None:
    started = time.monotonic()
    (res,) = run_extractor("while True:\n    pass\ndef extract(p):\n    return {}\n", ["a"], SandboxOptions(timeout_s=1.0))
    assert time.monotonic() - started < 2.0
    assert res.timed_out and "did not load" in res.error


# ---------------------------------------------------------------- forged protocol lines

FORGED_LINES = [
    b"[0, " + b"9" * 400 + b", {}]",  # a time no float can hold (was OverflowError in the parent)
    b"[0, " + b"9" * 400 + b", null, \"x\", \"RUNTIME_ERROR\"]",
    b"[0, -5, {}]",
    b"[0, NaN, {}]",
    b"[0, Infinity, {}]",
    b"[0, 1e308, {}]",
    b"[" + b"9" * 400 + b", 1, {}]",
    b"[-1, 1, {}]",
    b"[0, 1, [1, 2]]",
    b"[0, 1, null, {\"a\": 1}, \"RUNTIME_ERROR\"]",
    b"[0, 1, null, \"x\", [\"RUNTIME_ERROR\"]]",
    b"[0, 1]",
    b"{\"ready\": true, \"startup_ms\": " + b"9" * 400 + b"}",
    b"{\"ready\": true, \"startup_ms\": -1}",
    b"{\"fatal\": [1, 2]}",
    b"{\"surprise\": 1}",
    b"\"just a string\"",
    b"not json at all",
    b"\xff\xfe",
    b"[" * 5000 + b"]" * 5000,
]


@pytest.mark.parametrize("forged", FORGED_LINES, ids=range(len(FORGED_LINES)))
def test_collector_turns_forged_lines_into_a_whole_run_error(forged: bytes) -> None:
    from pathfinder.engine.python.sandbox_client import _Collector, _finish

    collector = _Collector(2)
    collector.block(b'{"ready":true,"startup_ms":1.5}\n' + forged + b'\n[1,1000,{"ok":1}]')
    collector.block(forged)  # alone in a block too (the line-by-line path)
    assert collector.bad_line is not None
    results = _finish(collector, 2, SandboxOptions(), "PROTOCOL", -9, b"")
    assert len(results) == 2
    for res in results:
        assert res.value is None and res.kind == RUNTIME_ERROR
        assert res.error.startswith("RUNTIME_ERROR: the sandbox's result channel was tampered with")
        assert "\n" not in res.error and len(res.error) < 300


def test_collector_accepts_the_real_protocol() -> None:
    from pathfinder.engine.python.sandbox_client import _Collector

    collector = _Collector(3)
    collector.block(b'{"ready":true,"startup_ms":12.5}\n[0,1500000,{"a":1}]\n'
                    b'[1,2000000,null,"ValueError: x (line 3)","RUNTIME_ERROR"]')
    collector.block(b'[2,0,{}]\n{"done":true}')
    assert collector.bad_line is None and collector.done and collector.startup_ms == 12.5
    assert [r.value for r in collector.results] == [{"a": 1}, None, {}]
    assert collector.results[0].time_ms == 1.5 and collector.results[1].error == "ValueError: x (line 3)"


def _fake_child(tmp_path: Path, body: str) -> str:
    """An executable that stands in for `python runner.py` and prints `body` (no extractor at all)."""
    (tmp_path / "out.txt").write_text(body)
    script = tmp_path / "fake-python"
    script.write_text(f"#!/bin/sh\ncat > /dev/null\ncat '{tmp_path / 'out.txt'}'\n")
    script.chmod(0o755)
    return str(script)


@pytest.mark.parametrize("forged", [
    "[0, " + "9" * 400 + ", {}]",
    "[0, 1, {}]\n[0, 1, {\"again\": 1}]",
    "[7, 1, {}]",
], ids=["huge-time", "repeated-index", "index-out-of-range"])
def test_forged_protocol_from_a_fake_child_is_a_clean_error(tmp_path: Path, forged: str) -> None:
    python = _fake_child(tmp_path, '{"ready": true, "startup_ms": 1}\n' + forged + '\n{"done": true}\n')
    started = time.monotonic()
    run = run_extractor_detailed("def extract(p):\n    return {}\n", ["a", "b"],
                                 SandboxOptions(python=python, timeout_s=2.0))
    assert time.monotonic() - started < 3.0
    assert run.stopped == "PROTOCOL"
    assert all(r.value is None and "result channel was tampered with" in r.error for r in run.results)


# ---------------------------------------------------------------- benign code the sandbox used to refuse


def test_singledispatch_works() -> None:
    """functools imports weakref, types and typing lazily inside singledispatch/register."""
    src = '''import functools
@functools.singledispatch
def fmt(x):
    return "other:" + str(x)
@fmt.register(int)
def _(x):
    return f"int:{x}"
@fmt.register
def _(x: float):
    return f"float:{x}"
@fmt.register(list)
def _(x):
    return [fmt(v) for v in x]
class Box:
    @functools.singledispatchmethod
    def show(self, x):
        return "box:" + str(x)
    @show.register(int)
    def _(self, x):
        return "box-int"
def extract(path):
    return {"a": fmt(3), "b": fmt(1.5), "c": fmt(path), "d": fmt([1, "x"]), "e": Box().show(2)}
'''
    (res,) = run_extractor(src, ["p"])
    assert res.error is None, res.error
    assert res.value == {"a": "int:3", "b": "float:1.5", "c": "other:p", "d": ["int:1", "other:x"], "e": "box-int"}


def test_codecs_named_in_the_source_work() -> None:
    """Codecs are modules under `encodings.`, imported on first use: the runner loads those the
    source names before the hook (they used to fail with "import of encodings.X is not allowed")."""
    from urllib.parse import unquote

    src = '''import urllib.parse
def extract(path):
    return {
        "u16": path.encode("utf-16-le").hex(),
        "l9": path.encode("iso-8859-15").hex(),
        "dos": path.encode("cp437").hex(),
        "mac": path.encode('mac-roman').hex(),
        "sjis": "\\u3042".encode("shift_jis").hex(),
        "uq": urllib.parse.unquote("caf%E9", encoding="cp1252"),
        "b": str(bytes(path, "latin-1"), "cp850"),
    }
'''
    path = "/d/caf\u00e9.csv"
    (res,) = run_extractor(src, [path])
    assert res.error is None, res.error
    assert res.value == {
        "u16": path.encode("utf-16-le").hex(), "l9": path.encode("iso-8859-15").hex(),
        "dos": path.encode("cp437").hex(), "mac": path.encode("mac-roman").hex(),
        "sjis": "\u3042".encode("shift_jis").hex(), "uq": unquote("caf%E9", encoding="cp1252"),
        "b": bytes(path, "latin-1").decode("cp850"),
    }


def test_an_encoding_named_at_run_time_is_a_clear_error() -> None:
    src = 'def extract(path):\n    return {"x": path.encode("mac_gr" + "eek").hex()}\n'
    (res,) = run_extractor(src, ["p"])
    assert res.value is None and "\n" not in res.error
    assert "text encoding mac_greek was not loaded" in res.error and "string literal" in res.error


@pytest.mark.parametrize("field", ["os", "platform", "types", "io", "sys", "keyword", "gc"])
def test_named_tuple_fields_named_like_modules(field: str) -> None:
    src = (f"from typing import NamedTuple\nclass Build(NamedTuple):\n    {field}: str\n    n: int = 0\n"
           f"def extract(path):\n    b = Build(path.rsplit('/', 1)[-1])\n    return {{'{field}': b.{field}, 'n': b.n}}\n")
    (res,) = run_extractor(src, ["/builds/linux"])
    assert res.error is None, res.error
    assert res.value == {field: "linux", "n": 0}


def test_lazy_stdlib_imports_of_enum_and_re_work() -> None:
    """enum warns (and imports warnings) on `1 in MyEnum`; re warns on a possible nested set."""
    src = '''import enum, re
class Kind(enum.Enum):
    RAW = "raw"
RX = re.compile("[[a]")
def extract(path):
    try:
        found = "raw" in Kind
    except TypeError:
        found = None
    return {"in": found, "m": bool(RX.match("[")), "n": Kind("raw").name}
'''
    (res,) = run_extractor(src, ["p"])
    assert res.error is None, res.error
    assert res.value["m"] is True and res.value["n"] == "RAW"


def test_dataclass_docstring_and_namedtuple_defaults() -> None:
    """@dataclass builds its docstring with inspect.signature (reads __code__/__defaults__ inside
    inspect); namedtuple(defaults=...) sets __new__.__defaults__; both on the extractor's behalf."""
    src = '''import collections, dataclasses
@dataclasses.dataclass
class Info:
    name: str
    size: int = 0
P = collections.namedtuple("P", "a b", defaults=(2,))
def extract(path):
    return {"doc": Info.__doc__, "p": P(1)._asdict(), "r": repr(Info("x"))}
'''
    (res,) = run_extractor(src, ["p"], SandboxOptions(check_policy=False))  # (it reads __doc__)
    assert res.error is None, res.error
    assert res.value == {"doc": "Info(name: str, size: int = 0)", "p": {"a": 1, "b": 2}, "r": "Info(name='x', size=0)"}


RICH_CLASSES = """import enum, typing, dataclasses, functools, collections, decimal, datetime, uuid, re, json, string, itertools
class Color(enum.Flag):
    R = enum.auto()
    G = enum.auto()
class N(enum.IntEnum):
    A = 1
    B = 2
Shape = enum.Enum("Shape", "SQ CIRC")
class St(str, enum.Enum):
    X = "x"
T = typing.TypeVar("T")
class Box(typing.Generic[T]):
    def __init__(self, v: T):
        self.v = v
@typing.runtime_checkable
class HasV(typing.Protocol):
    v: int
@dataclasses.dataclass(frozen=True, slots=True, order=True)
class P:
    a: int
    b: str = "z"
@dataclasses.dataclass(frozen=True)
class Q(P):
    c: tuple = ()
TD = typing.TypedDict("TD", {"a": int})
NT = collections.namedtuple("NT", "a b", defaults=[1], rename=True)
@functools.lru_cache(maxsize=8)
def sq(x):
    return x * x
@functools.total_ordering
class V:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return self.x == o.x
    def __lt__(self, o):
        return self.x < o.x
class CP:
    @functools.cached_property
    def val(self):
        return 5
def extract(path):
    p = P(1)
    return {"c": str(Color.R | Color.G), "n": int(N.B), "s": Shape.SQ.name, "st": St("x").value,
            "box": Box(3).v, "proto": isinstance(Box(3), HasV), "p": dataclasses.asdict(p),
            "rp": dataclasses.replace(p, a=2).a, "q": dataclasses.astuple(Q(1, "y", (2,))),
            "td": TD(a=1), "nt": NT(5)._asdict(), "sq": sq(4), "v": V(1) < V(2), "cp": CP().val,
            "dec": str(decimal.Decimal("1.5").quantize(decimal.Decimal("1"))), "dt": datetime.datetime(2024,1,2).strftime("%A"),
            "u5": str(uuid.uuid5(uuid.NAMESPACE_DNS, "x")), "tpl": string.Template("$a").substitute(a=1),
            "cnt": collections.Counter("aab").most_common(1), "flag": Color(3).name,
            "pm": functools.partial(int, base=2)("101"), "red": functools.reduce(lambda a, b: a + b, [1, 2])}
"""


def test_stdlib_class_machinery_works_under_the_stack_wide_hook() -> None:
    """enum (Flag, functional API), typing (Generic, runtime Protocol, TypedDict, NamedTuple),
    dataclasses (frozen, slots, order, inheritance, replace/astuple), namedtuple defaults,
    lru_cache, total_ordering, cached_property: stdlib code that sets or reads special attributes
    while extractor code is on the stack, and must keep working."""
    (res,) = run_extractor(RICH_CLASSES, ["/a"])
    assert res.error is None, res.error
    assert res.value == {
        "c": "Color.R|G", "n": 2, "s": "SQ", "st": "x", "box": 3, "proto": True, "p": {"a": 1, "b": "z"},
        "rp": 2, "q": [1, "y", [2]], "td": {"a": 1}, "nt": {"a": 5, "b": 1}, "sq": 16, "v": True, "cp": 5,
        "dec": "2", "dt": "Tuesday", "u5": "05b16a01-46c6-56dd-bd6e-c6dfb4a1427a", "tpl": "1",
        "cnt": [["a", 2]], "flag": "R|G", "pm": 5, "red": 3,
    }


def test_typing_overload_works() -> None:
    """`@typing.overload` reads `f.__code__` inside typing (it files overloads by line number)."""
    src = '''import typing
@typing.overload
def half(x: int) -> int: ...
@typing.overload
def half(x: str) -> str: ...
def half(x):
    return x // 2 if isinstance(x, int) else x[: len(x) // 2]
def extract(path):
    return {"n": half(10), "s": half(path), "k": len(typing.get_overloads(half))}
'''
    (res,) = run_extractor(src, ["abcd"])
    assert res.error is None, res.error
    assert res.value == {"n": 5, "s": "ab", "k": 2}


def test_auto_isolation_falls_back_when_bwrap_cannot_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bwrap that cannot make namespaces (a container) must not break every extractor."""
    from pathfinder.engine.python import sandbox_client as sc
    fake = tmp_path / "bwrap"
    fake.write_text("#!/bin/sh\necho 'bwrap: No permissions to creating new namespace' >&2\nexit 1\n")
    fake.chmod(0o755)
    assert sc.bwrap_works(str(fake)) is False
    ok = tmp_path / "ok" / "bwrap"
    ok.parent.mkdir()
    ok.write_text("#!/bin/sh\nexit 0\n")
    ok.chmod(0o755)
    assert sc.bwrap_works(str(ok)) is True
    monkeypatch.setenv("PATH", f"{fake.parent}{os.pathsep}{os.environ.get('PATH', '')}")
    assert sc.isolation_command("auto", str(tmp_path), sys.executable) == []
    res = run_extractor(MISSION, ["/data/mission_042/2024-01-15/readings.csv"], SandboxOptions(isolation="auto"))
    assert res[0].value["mission_id"] == 42


# ---------------------------------------------------------------- sealed blocks, order, strict values (issue 14)


def _runner_module():
    import importlib.util

    spec = importlib.util.spec_from_file_location("pathfinder_test_runner", RUNNER)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


KEY = bytes(range(32))
HONEST_BLOCKS = [b'{"ready":true,"startup_ms":1.5}\n', b'[0,1000,{"a":1}]\n[1,2000,{"b":[1,2]}]\n',
                 b'[2,3000,null,"ValueError: x (line 2)","RUNTIME_ERROR"]\n{"done":true}\n']


def _sealed(blocks: list[bytes]) -> list[bytes]:
    seal = _runner_module().make_sealer(KEY)
    return [seal(b) for b in blocks]


def _feed(stream: bytes, n: int = 3, step: int = 7):
    from pathfinder.engine.python.result_channel import Collector

    collector = Collector(n, KEY)
    for start in range(0, len(stream), step):
        collector.feed(stream[start : start + step])
    return collector


def test_sealed_blocks_from_the_runner_are_accepted_in_any_chunking() -> None:
    stream = b"".join(_sealed(HONEST_BLOCKS))
    for step in (1, 5, 64, len(stream)):
        collector = _feed(stream, step=step)
        assert collector.bad_line is None and collector.done and collector.unsealed == 0
        assert [r.value for r in collector.results] == [{"a": 1}, {"b": [1, 2]}, None]


@pytest.mark.parametrize("where", range(4))
def test_foreign_bytes_anywhere_on_the_channel_break_the_seal(where: int) -> None:
    """Bytes the extractor writes to the result descriptor (a forged record for a path that is
    still to come) land somewhere between the runner's writes: every seal after them fails."""
    forged = b'[1,5,{"forged":1}]\n'
    sealed = _sealed(HONEST_BLOCKS)
    pieces = [sealed[0], sealed[1][:10], sealed[1][10:], sealed[2]]
    pieces.insert(where, forged)
    collector = _feed(b"".join(pieces))
    assert collector.bad_line is not None and "did not seal" in collector.bad_line
    assert not any(r is not None and r.value == {"forged": 1} for r in collector.results)


@pytest.mark.parametrize("lines", [
    b'[1,5,{"a":1}]\n[0,5,{"a":1}]\n',  # out of order
    b'[0,5,{"a":1}]\n[0,5,{"a":2}]\n',  # twice
    b'[0,5,{"a":1}]\n[1,5,{}]\n[2,5,{}]\n{"done":true}\n[3,5,{}]\n',  # after done
])
def test_results_come_one_per_path_in_order(lines: bytes) -> None:
    collector = _feed(b"".join(_sealed([HONEST_BLOCKS[0], lines])), n=4)
    assert collector.bad_line is not None


def test_results_before_ready_are_refused() -> None:
    collector = _feed(b"".join(_sealed([b'[0,5,{"a":1}]\n'])), n=1)
    assert collector.bad_line is not None and "before ready" in collector.bad_line


@pytest.mark.parametrize("number", [b"NaN", b"Infinity", b"-Infinity", b"1e400", b"-1e400"])
def test_non_finite_numbers_are_not_json(number: bytes) -> None:
    collector = _feed(b"".join(_sealed([HONEST_BLOCKS[0], b'[0,5,{"x":' + number + b'}]\n'])), n=1)
    assert collector.bad_line is not None and collector.results == [None]


def test_values_read_exactly_as_the_standard_library_reads_them() -> None:
    """orjson reads integers beyond 64 bits as floats and refuses lone surrogates: those values
    go through the standard library's parser, so nothing changes."""
    big = b"18446744073709551616123"
    line = b'[0,5,{"n":' + big + b',"s":"' + "\ud800x".encode("utf-8", "surrogatepass") + b'","f":0.1}]\n'
    collector = _feed(b"".join(_sealed([HONEST_BLOCKS[0], line])), n=1)
    assert collector.bad_line is None
    assert collector.results[0].value == {"n": int(big), "s": "\ud800x", "f": 0.1}


def test_value_limits_are_counted_before_parsing() -> None:
    from pathfinder.engine.python.result_channel import Collector

    collector = Collector(3, max_items=100, max_depth=4)
    collector.block(b'{"ready":true,"startup_ms":1}\n[0,5,{"a":' + b"[" * 5 + b"]" * 5 + b'}]\n'
                    b'[1,5,{"a":[' + b",".join([b"0"] * 200) + b']}]\n[2,5,{"a":[[[1]]]}]')
    assert collector.bad_line is None
    assert [r.kind for r in collector.results] == ["OUTPUT_TOO_LARGE", "OUTPUT_TOO_LARGE", None]
    assert "nested more than 4 levels" in collector.results[0].error
    assert "more than 100 JSON items" in collector.results[1].error


def test_default_isolation_is_auto() -> None:
    from pathfinder.engine.python.sandbox_client import default_isolation

    assert default_isolation({}) == "auto"
    assert default_isolation({"PATHFINDER_SANDBOX_ISOLATION": "None"}) == "none"


def test_auto_isolation_without_bwrap_says_so_once(tmp_path: Path) -> None:
    """`auto` falls back to the child's own limits where bubblewrap is missing, and `pathfinder`
    says so in one line, once per run, however many sandbox calls it makes."""
    rule = tmp_path / "echo.py"
    rule.write_text("NAME = 'echo'\nGLOB = '**'\ndef extract(p):\n    return {'p': p}\n")
    rule2 = tmp_path / "echo2.py"
    rule2.write_text("NAME = 'echo_two'\nGLOB = '**/*.txt'\nPRIORITY = 60\ndef extract(p):\n    return {'q': p}\n")
    env = {"PATH": str(tmp_path), "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)}
    proc = subprocess.run([sys.executable, "-m", "pathfinder", "apply", str(tmp_path), "/a/b.csv", "/a/c.txt"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    notes = [line for line in proc.stderr.splitlines() if line.startswith("pathfinder: note:")]
    assert len(notes) == 1 and "without OS isolation (bwrap is not installed)" in notes[0]
    assert "Traceback" not in proc.stderr and len(proc.stdout.splitlines()) == 2
    quiet = subprocess.run([sys.executable, "-m", "pathfinder", "apply", str(rule), "/a/b.csv"], capture_output=True,
                           text=True, env={**env, "PATHFINDER_SANDBOX_ISOLATION": "none"}, timeout=120)
    assert quiet.returncode == 0 and "note" not in quiet.stderr
