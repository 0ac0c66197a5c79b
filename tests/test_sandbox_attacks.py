"""Hostile extractors against the real sandbox child (issue 5, point 5).

Every attack runs twice:
- through the static policy: it must be refused before anything runs, and
- straight into the runner with `check_policy=False`, so the audit hook, the
  neutered modules, the restricted builtins and the resource limits are what
  is tested. It must be contained with a clear error, the parent (this pytest
  process) stays alive, no file outside the sandbox's temporary directory
  changes (a canary folder and a fake HOME secret are snapshotted), no process
  survives, and the call returns within the timeout plus one second.
"""
from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path

import pytest

from pathfinder.errors import RuleError
from pathfinder.engine.python.policy import check_source
from pathfinder.engine.python.sandbox_client import SandboxOptions, run_extractor, run_extractor_detailed

OPTS = SandboxOptions(timeout_s=2.0, check_policy=False, memory_mb=256)
SECRET = "TOPSECRET-pathfinder-canary-7f3a"

# every class reachable from object, the usual first step of a Python escape
SUBCLASSES = '''
def subs():
    out, todo = [], [().__class__.__base__]
    while todo:
        c = todo.pop()
        try:
            k = c.__subclasses__()
        except TypeError:
            k = type.__subclasses__(c)
        out += k
        todo += k
    return out

def real_builtins():
    for c in subs():
        init = c.__dict__.get("__init__")
        g = getattr(init, "__globals__", None)
        if isinstance(g, dict) and isinstance(g.get("__builtins__"), dict) and "open" in g["__builtins__"]:
            return g["__builtins__"]
        if g is not None and hasattr(g.get("__builtins__"), "open"):
            return vars(g["__builtins__"])
'''


@pytest.fixture
def world(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A canary folder and a fake HOME with a secret; snapshot before, compare after."""
    canary = tmp_path / "canary"
    canary.mkdir()
    (canary / "keep.txt").write_text("do not touch\n")
    home = tmp_path / "home"
    home.mkdir()
    secret = home / ".secret_token"
    secret.write_text(SECRET)
    monkeypatch.setenv("HOME", str(home))
    before = _snapshot(tmp_path)
    children_before = _children()
    yield {"canary": canary, "home": home, "secret": secret, "root": tmp_path}
    assert _snapshot(tmp_path) == before, "a file outside the sandbox changed"
    assert _children() <= children_before, "a process outlived the sandbox call"


def _snapshot(root: Path) -> dict[str, tuple[int, str]]:
    out = {}
    for p in sorted(root.rglob("*")):
        if p.is_file():
            out[str(p.relative_to(root))] = (p.stat().st_mode, hashlib.sha256(p.read_bytes()).hexdigest())
        else:
            out[str(p.relative_to(root))] = (p.stat().st_mode, "dir")
    return out


def _children() -> set[int]:
    """Live (non-zombie) processes whose parent is this process."""
    me = os.getpid()
    kids = set()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == me and fields[0] != "Z":
            kids.add(int(entry))
    return kids


def contained(source: str, paths: list[str], *, opts: SandboxOptions = OPTS, expect: str | None = None):
    """Run at run time (policy off); assert containment; return the per-path results."""
    assert check_source(source), "the static policy should refuse this code before it runs"
    with pytest.raises(RuleError) as refused:
        run_extractor(source, paths, SandboxOptions(check_policy=True))
    assert refused.value.error_type in ("FORBIDDEN_CODE", "PYTHON_SYNTAX_ERROR")
    started = time.monotonic()
    run = run_extractor_detailed(source, paths, opts)
    elapsed = time.monotonic() - started
    assert elapsed < opts.deadline_s(len(paths)) + 1.0, f"took {elapsed:.1f}s"
    assert len(run.results) == len(paths)
    for res in run.results:
        assert res.error, f"the attack was not stopped: {res.value!r}"
        assert res.value is None
        assert SECRET not in res.error
        if expect:
            assert expect in res.error, res.error
    assert os.getppid() > 0 and Path("/proc/self").exists()  # we are alive
    return run.results


# ---------------------------------------------------------------- files


def test_write_with_open(world) -> None:
    target = world["canary"] / "pwned.txt"
    contained("def extract(p):\n    open(p, 'w').write('x')\n    return {}\n", [str(target)], expect="NameError")


def test_write_with_real_open_from_builtins(world) -> None:
    target = world["canary"] / "keep.txt"
    src = SUBCLASSES + "def extract(p):\n    real_builtins()['open'](p, 'w').write('pwned')\n    return {}\n"
    contained(src, [str(target)], expect="writing files is not allowed")


def test_write_with_pathlib(world) -> None:
    """pathlib itself is allowed, so this one passes the policy and is stopped at run time."""
    target = world["canary"] / "pwned.txt"
    src = "import pathlib\ndef extract(p):\n    pathlib.Path(p).write_text('x')\n    return {'ok': 1}\n"
    assert check_source(src) == []
    res = run_extractor(src, [str(target), str(world["canary"] / "keep.txt")], OPTS)
    assert all(r.error and "writing files is not allowed" in r.error for r in res)


def test_delete_and_rename_with_pathlib(world) -> None:
    keep = world["canary"] / "keep.txt"
    src = "import pathlib\ndef extract(p):\n    pathlib.Path(p).unlink()\n    return {'ok': 1}\n"
    res = run_extractor(src, [str(keep)], OPTS)[0]
    assert res.error and "not allowed" in res.error
    src = "import pathlib\ndef extract(p):\n    pathlib.Path(p).rename(p + '.moved')\n    return {'ok': 1}\n"
    res = run_extractor(src, [str(keep)], OPTS)[0]
    assert res.error and "not allowed" in res.error


def test_read_home_secret_with_pathlib(world) -> None:
    src = "import pathlib\ndef extract(p):\n    return {'s': pathlib.Path(p).read_text()}\n"
    res = run_extractor(src, [str(world["secret"])], OPTS)[0]
    assert res.value is None and "is not allowed" in res.error and SECRET not in res.error


def test_read_home_secret_with_real_open(world) -> None:
    src = SUBCLASSES + "def extract(p):\n    return {'s': real_builtins()['open'](p).read()}\n"
    results = contained(src, [str(world["secret"])], expect="is not allowed")
    assert SECRET not in results[0].error


def test_list_home_directory(world) -> None:
    src = "import pathlib\ndef extract(p):\n    return {'s': [str(x) for x in pathlib.Path(p).iterdir()]}\n"
    res = run_extractor(src, [str(world["home"])], OPTS)[0]
    assert res.value is None and "not allowed" in res.error


# ---------------------------------------------------------------- network and processes


def test_socket(world) -> None:
    src = "import socket\ndef extract(p):\n    s = socket.socket()\n    s.connect(('127.0.0.1', 9))\n    return {}\n"
    contained(src, ["x"], expect="not allowed")


def test_socket_via_real_import(world) -> None:
    src = SUBCLASSES + "def extract(p):\n    s = real_builtins()['__import__']('socket')\n    return {'s': str(s)}\n"
    contained(src, ["x"], expect="not allowed")


def test_subprocess(world) -> None:
    target = world["canary"] / "pwned.txt"
    src = ("import subprocess\ndef extract(p):\n    subprocess.run(['touch', p])\n    return {}\n")
    contained(src, [str(target)], expect="not allowed")


def test_subprocess_via_real_import(world) -> None:
    target = world["canary"] / "pwned.txt"
    src = SUBCLASSES + ("def extract(p):\n    sp = real_builtins()['__import__']('subprocess')\n"
                        "    sp.run(['touch', p])\n    return {}\n")
    contained(src, [str(target)], expect="not allowed")


def test_os_system_via_os_path_os(world) -> None:
    target = world["canary"] / "pwned.txt"
    src = "import os.path\ndef extract(p):\n    os.path.os.system('touch ' + p)\n    return {}\n"
    contained(src, [str(target)], expect="not allowed")


def test_os_system_via_posixpath_os(world) -> None:
    target = world["canary"] / "pwned.txt"
    src = "import posixpath\ndef extract(p):\n    posixpath.os.system('touch ' + p)\n    return {}\n"
    contained(src, [str(target)], expect="not allowed")


def test_os_system_via_a_module_fetched_out_of_a_tuple(world) -> None:
    """`.os` is refused only on what is statically a module (fields named `os` are fine), so a
    module fetched out of a tuple passed the policy; a module as a value is refused now, and
    `os.system` is neutered at run time."""
    target = world["canary"] / "pwned.txt"
    src = ("import posixpath\ndef extract(p):\n    m = (posixpath,)[0]\n    m.os.system('touch ' + p)\n"
           "    return {}\n")
    assert any("not as a value" in v.message for v in check_source(src))
    contained(src, [str(target)], expect="not allowed")
    assert not target.exists()


def test_exec_family_via_posix_module(world) -> None:
    target = world["canary"] / "pwned.txt"
    src = SUBCLASSES + ("def extract(p):\n    px = real_builtins()['__import__']('posix')\n"
                        "    px.execv('/usr/bin/touch', ['touch', p])\n    return {}\n")
    contained(src, [str(target)], expect="not allowed")


def test_fork_bomb(world) -> None:
    src = ("import os.path\ndef extract(p):\n    while True:\n        os.path.os.fork()\n")
    contained(src, ["x", "y"], expect="not allowed")


def test_signal_to_parent(world) -> None:
    src = "import os.path\ndef extract(p):\n    os.path.os.kill(os.path.os.getppid(), 9)\n    return {}\n"
    contained(src, ["x"], expect="not allowed")
    # and the killpg / signal-module routes
    src = SUBCLASSES + ("def extract(p):\n    s = real_builtins()['__import__']('_signal')\n"
                        "    s.pthread_kill(1, 9)\n    return {}\n")
    contained(src, ["x"], expect="not allowed")


# ---------------------------------------------------------------- resources


def test_infinite_loop(world) -> None:
    src = "import math\ndef extract(p):\n    while True:\n        math.sqrt(2)\n"
    res = run_extractor_detailed(src, ["a", "b"], SandboxOptions(timeout_s=1.0, check_policy=False))
    assert res.wall_ms < 2000
    assert res.results[0].timed_out and "TIMEOUT" in res.results[0].error
    assert res.results[1].timed_out


def test_sleep_1000(world) -> None:
    src = "import time\ndef extract(p):\n    time.sleep(1000)\n    return {}\n"
    started = time.monotonic()
    res = run_extractor(src, ["a"], SandboxOptions(timeout_s=1.0))
    assert time.monotonic() - started < 2.0
    assert res[0].timed_out and "1 s" in res[0].error


def test_slow_paths_hit_the_overall_deadline(world) -> None:
    src = "import time\ndef extract(p):\n    time.sleep(0.6)\n    return {'p': p}\n"
    opts = SandboxOptions(timeout_s=1.0, per_path_s=0.0)
    started = time.monotonic()
    res = run_extractor(src, ["a", "b", "c", "d"], opts)
    assert time.monotonic() - started < 2.0
    assert res[0].ok and any(r.timed_out for r in res)


def test_memory_bomb(world) -> None:
    src = "def extract(p):\n    x = ['a' * 1024 * 1024 for _ in range(10_000)]\n    return {'n': len(x)}\n"
    res = run_extractor(src, ["a", "b"], SandboxOptions(memory_mb=256, timeout_s=5.0))
    assert res[0].error and "MemoryError" in res[0].error
    assert res[1].error  # the next path runs in a healthy child again (or is reported)


def test_deep_recursion(world) -> None:
    src = "def f(n):\n    return f(n + 1) + 1\ndef extract(p):\n    return {'n': f(0)}\n"
    res = run_extractor(src, ["a", "b"])
    assert all("RecursionError" in r.error for r in res)


def test_gigantic_value(world) -> None:
    src = "def extract(p):\n    return {'x': 'y' * 50_000_000}\n"
    res = run_extractor(src, ["a"], SandboxOptions(max_value_bytes=65536))
    assert res[0].kind == "OUTPUT_TOO_LARGE" and "too large" in res[0].error


def test_gigantic_total_output(world) -> None:
    src = "def extract(p):\n    return {'x': 'y' * 60_000}\n"
    res = run_extractor(src, [str(i) for i in range(200)], SandboxOptions(max_output_bytes=1_000_000))
    assert res[0].ok
    assert res[-1].kind == "OUTPUT_TOO_LARGE"


def test_print_flood_cannot_corrupt_the_protocol(world) -> None:
    src = ("def extract(p):\n    for _ in range(1000):\n        print('{\"i\": 0, \"value\": {\"forged\": 1}}')\n"
           "    return {'real': p}\n")
    assert run_extractor(src, ["a"])[0].value == {"real": "a"}


def test_system_exit(world) -> None:
    res = run_extractor("def extract(p):\n    raise SystemExit(0)\n", ["a", "b"])
    assert [r.error.split(":")[0] for r in res] == ["SystemExit", "SystemExit"]
    res = run_extractor("def extract(p):\n    exit(3)\n    return {}\n", ["a"])
    assert res[0].error and "exit" in res[0].error  # no site module: exit() is not even defined
    contained("import sys\ndef extract(p):\n    sys.exit(0)\n", ["a"], expect="not allowed")


def test_keyboard_interrupt(world) -> None:
    src = ("def extract(p):\n    if p == 'a':\n        raise KeyboardInterrupt\n    return {'p': p}\n")
    res = run_extractor(src, ["a", "b"])
    assert res[0].error.startswith("KeyboardInterrupt") and res[1].value == {"p": "b"}


# ---------------------------------------------------------------- interpreter escapes


def test_subclasses_escape_to_os_system(world) -> None:
    target = world["canary"] / "pwned.txt"
    src = SUBCLASSES + ("def extract(p):\n    for c in subs():\n        if c.__name__ == '_wrap_close':\n"
                        "            c.__init__.__globals__['system']('touch ' + p)\n    return {}\n")
    contained(src, [str(target)], expect="not allowed")


def test_builtins_tampering(world) -> None:
    target = world["canary"] / "pwned.txt"
    src = SUBCLASSES + ("def extract(p):\n    b = real_builtins()\n    b['isinstance'] = lambda *a: True\n"
                        "    b['len'] = lambda *a: 0\n    b['type'] = lambda *a: str\n"
                        "    b['open'](p, 'w').write('x')\n    return {}\n")
    contained(src, [str(target)])


def test_restricted_builtins_tampering(world) -> None:
    src = ("def extract(p):\n    __builtins__['open'] = __builtins__['__import__']('os.path').path.os.open\n"
           "    return {'fd': open(p, 577)}\n")
    contained(src, [str(world["canary"] / "pwned.txt")], expect="not allowed")


def test_compile_exec_tricks(world) -> None:
    target = world["canary"] / "pwned.txt"
    src = SUBCLASSES + ("def extract(p):\n    real_builtins()['exec']('import os; os.system(\"touch ' + p + '\")')\n"
                        "    return {}\n")
    contained(src, [str(target)], expect="compile is not allowed")


def test_typing_forward_ref_eval(world) -> None:
    src = ("import typing\ndef f(x: \"().__class__.__base__.__subclasses__()\"): pass\n"
           "def extract(p):\n    return {'h': str(typing.get_type_hints(f))}\n")
    assert any("get_type_hints" in v.construct for v in check_source(src))  # refused before running
    res = run_extractor(src, ["a"], OPTS)  # and, with the policy off, stopped at run time
    assert res[0].error and "exec is not allowed" in res[0].error


def test_code_object_replacement(world) -> None:
    src = ("def g(p):\n    return {}\ndef extract(p):\n    g.__code__ = (lambda p: {'pwned': 1}).__code__\n"
           "    return g(p)\n")
    contained(src, ["a"], expect="not allowed")


def test_unicode_escape_and_chr_names(world) -> None:
    target = world["canary"] / "pwned.txt"
    fullwidth = "def extract(p):\n    \uff4f\uff50\uff45\uff4e(p, 'w')\n    return {}\n"  # NFKC: open
    assert any(v.construct == "open" for v in check_source(fullwidth))
    contained(fullwidth, [str(target)], expect="NameError")
    src = ("def extract(p):\n    f = getattr(__builtins__, chr(111) + 'pen', None) or "
           "__builtins__.get('\\x6fpen')\n    f(p, 'w')\n    return {}\n")
    contained(src, [str(target)])
    src = ("def extract(p):\n    imp = __builtins__['__imp' + 'ort__']\n"
           "    imp(''.join(map(chr, [111, 115]))).system('touch ' + p)\n    return {}\n")
    contained(src, [str(target)], expect="not allowed")


def test_ctypes(world) -> None:
    src = "import ctypes\ndef extract(p):\n    ctypes.string_at(0)\n    return {}\n"
    contained(src, ["a"], expect="not allowed")
    src = SUBCLASSES + "def extract(p):\n    c = real_builtins()['__import__']('ctypes')\n    return {'c': str(c)}\n"
    contained(src, ["a"], expect="not allowed")


def test_importlib(world) -> None:
    target = world["canary"] / "pwned.txt"
    src = ("import importlib\ndef extract(p):\n    importlib.import_module('subprocess').run(['touch', p])\n"
           "    return {}\n")
    contained(src, [str(target)], expect="not allowed")
    src = SUBCLASSES + ("def extract(p):\n    il = real_builtins()['__import__']('importlib')\n"
                        "    il.import_module('subprocess').run(['touch', p])\n    return {}\n")
    contained(src, [str(target)], expect="not allowed")


def test_raise_resource_limits(world) -> None:
    src = SUBCLASSES + ("def extract(p):\n    r = real_builtins()['__import__']('resource')\n"
                        "    r.setrlimit(r.RLIMIT_AS, (-1, -1))\n    return {}\n")
    contained(src, ["a"], expect="not allowed")


def test_frame_walk_to_the_runner(world) -> None:
    src = SUBCLASSES + ("def extract(p):\n    s = real_builtins()['__import__']('sys')\n"
                        "    return {'l': list(s._getframe(1).f_locals)}\n")
    contained(src, ["a"], expect="frame access is not allowed")
    src = "def extract(p):\n    try:\n        1/0\n    except Exception as e:\n        return {'f': str(e.__traceback__.tb_frame.f_back)}\n"
    contained(src, ["a"], expect="not allowed")


def test_gc_and_marshal(world) -> None:
    src = SUBCLASSES + ("def extract(p):\n    g = real_builtins()['__import__']('gc')\n"
                        "    return {'n': len(g.get_objects())}\n")
    contained(src, ["a"], expect="not allowed")
    src = SUBCLASSES + ("def extract(p):\n    m = real_builtins()['__import__']('marshal')\n"
                        "    return {'c': str(m.loads(b'c'))}\n")
    contained(src, ["a"], expect="not allowed")


def test_threads(world) -> None:
    src = SUBCLASSES + ("def extract(p):\n    t = real_builtins()['__import__']('_thread')\n"
                        "    t.start_new_thread(print, ())\n    return {}\n")
    contained(src, ["a"], expect="not allowed")


def test_parent_survives_all_of_it(world) -> None:
    """After a hostile run, the same parent still evaluates a benign extractor normally."""
    contained("import os\ndef extract(p):\n    os.kill(os.getppid(), 9)\n    return {}\n", ["a"])
    assert run_extractor("def extract(p):\n    return {'len': len(p)}\n", ["abc"])[0].value == {"len": 3}


def test_loading_ctypes_extension_by_hand(world) -> None:
    """Skip the import system: ask the low-level loader for the _ctypes shared object directly."""
    import glob

    found = glob.glob(str(Path(os.__file__).resolve().parent / "lib-dynload" / "_ctypes*.so"))
    if not found:
        pytest.skip("no _ctypes extension module on this Python")
    src = SUBCLASSES + (
        "def extract(p):\n"
        "    b = [c for c in subs() if c.__name__ == '_wrap_close'][0].__init__.__globals__['__builtins__']\n"
        "    ext = b['__import__']('_frozen_importlib_external')\n"
        "    boot = b['__import__']('_frozen_importlib')\n"
        f"    loader = ext.ExtensionFileLoader('_ctypes', {found[0]!r})\n"
        f"    mod = loader.create_module(boot.ModuleSpec('_ctypes', loader, origin={found[0]!r}))\n"
        "    return {'m': str(mod)}\n"
    )
    contained(src, ["a"], expect="not allowed")


def test_reading_through_the_import_machinery(world) -> None:
    src = SUBCLASSES + (
        "def extract(p):\n"
        "    b = [c for c in subs() if c.__name__ == '_wrap_close'][0].__init__.__globals__['__builtins__']\n"
        "    ext = b['__import__']('_frozen_importlib_external')\n"
        "    return {'s': str(ext.SourceFileLoader('x', p).get_data(p))}\n"
    )
    results = contained(src, [str(world["secret"])], expect="is not allowed")
    assert SECRET not in results[0].error


# ---------------------------------------------------------------- name-based attribute access (static bypasses)

# Given any `ga(obj, name)` that reads an attribute by name, reach a FRESH `posix` module
# (`_imp.create_builtin`: un-neutered functions, some without audit events) and create a FIFO.
ESCAPE = '''
def escape(ga, p):
    obj = ga(ga((), "__class__"), "__base__")
    for c in ga(obj, "__subclasses__")():
        if ga(c, "__name__") == "_wrap_close":
            b = ga(ga(c, "__init__"), "__globals__")["__builtins__"]
            spec = b["__import__"]("_frozen_importlib").ModuleSpec("posix", None)
            px = b["__import__"]("_imp").create_builtin(spec)
            px.mkfifo(p)
            return {"pwned": 1}
    return {}
'''


def _fifo_attack(world, body: str, imports: str = "") -> None:
    target = world["canary"] / "fifo"
    src = imports + ESCAPE + "def extract(p):\n" + body
    contained(src, [str(target)], expect="not allowed")
    assert not os.path.lexists(target)


def test_getattr_as_a_value(world) -> None:
    _fifo_attack(world, "    g = getattr\n    return escape(g, p)\n")
    assert "may only be called directly" in str(check_source("g = getattr\n")[0])


def test_getattr_through_functools_reduce(world) -> None:
    _fifo_attack(world, "    return escape(lambda o, n: functools.reduce(getattr, [n], o), p)\n", "import functools\n")


def test_getattr_with_fullwidth_name(world) -> None:
    _fifo_attack(world, "    \uff47 = \uff47\uff45\uff54\uff41\uff54\uff54\uff52\n    return escape(\uff47, p)\n")


def test_pathlib_attrgetter(world) -> None:
    """pathlib re-exports operator.attrgetter: attribute access by a string name."""
    _fifo_attack(world, "    return escape(lambda o, n: pathlib.attrgetter(n)(o), p)\n", "import pathlib\n")
    assert check_source("from pathlib import attrgetter\n")


def test_typing_operator_methodcaller(world) -> None:
    _fifo_attack(world, "    return escape(lambda o, n: typing.operator.attrgetter(n)(o), p)\n", "import typing\n")
    assert check_source("import typing\nm = typing.operator.methodcaller('x')\n")


def test_string_formatter_get_field(world) -> None:
    _fifo_attack(world, "    return escape(lambda o, n: string.Formatter().get_field('0.' + n, [o], {})[0], p)\n",
                 "import string\n")


def test_format_string_reads_dunder_attributes(world) -> None:
    src = "def extract(p):\n    return {'g': '{0.__globals__}'.format(extract)[:50]}\n"
    assert "format field" in str(check_source(src)[0])
    assert check_source("def extract(p):\n    return {'x': '{0:{1._x}}'.format(1, p)}\n")
    assert check_source("def extract(p):\n    return {'x': '{0.name}-{1}'.format(p, 2)}\n") == []


# ---------------------------------------------------------------- fresh modules and syscalls without audit events


def test_fresh_posix_module_mkfifo(world) -> None:
    _fifo_attack(world, "    return escape(getattr, p)\n".replace("getattr", "lambda o, n: getattr(o, n)"))


def test_fresh_posix_module_mknod(world) -> None:
    target = world["canary"] / "node"
    src = SUBCLASSES + ("def extract(p):\n    b = real_builtins()\n"
                        "    spec = b['__import__']('_frozen_importlib').ModuleSpec('posix', None)\n"
                        "    b['__import__']('_imp').create_builtin(spec).mknod(p)\n    return {}\n")
    contained(src, [str(target)], expect="not allowed")
    assert not os.path.lexists(target)


def test_fresh_signal_module_pidfd_to_parent(world) -> None:
    """pidfd_open + pidfd_send_signal raise no audit event (signal 0 here: the probe is harmless)."""
    src = SUBCLASSES + ("def extract(p):\n    b = real_builtins()\n    imp = b['__import__']\n"
                        "    boot = imp('_frozen_importlib')\n"
                        "    px = imp('_imp').create_builtin(boot.ModuleSpec('posix', None))\n"
                        "    sg = imp('_imp').create_builtin(boot.ModuleSpec('_signal', None))\n"
                        "    sg.pidfd_send_signal(px.pidfd_open(px.getppid()), 0)\n    return {}\n")
    contained(src, ["a"], expect="not allowed")


def test_scheduling_of_the_parent(world) -> None:
    src = SUBCLASSES + ("def extract(p):\n    os = real_builtins()['__import__']('os')\n"
                        "    os.sched_setaffinity(os.getppid(), {0})\n    return {}\n")
    contained(src, ["a"], expect="not allowed")


# ---------------------------------------------------------------- stdlib code generation


INJECTED = "a or (__import__('os').getcwd())"


def test_dataclass_field_name_injection(world) -> None:
    """`@dataclass` turns field names into source code; `__module__` picks the globals it runs with."""
    src = ("from dataclasses import dataclass\n"
           "def extract(p):\n"
           "    @dataclass(init=False, eq=False)\n    class C:\n        'doc'\n"
           "        __module__ = 'dataclasses'\n"
           f"        __annotations__ = {{{INJECTED!r}: int}}\n        a = 0\n"
           "    return {'r': repr(C())}\n")
    violations = check_source(src)
    assert any("__annotations__" in v.message for v in violations) and any("__module__" in v.message for v in violations)
    contained(src, ["a"], expect="not allowed")


def test_type_built_dataclass_injection(world) -> None:
    """The same through `type()` and a dict: the static policy only sees strings (it refuses these
    names as strings; a computed name would pass), so the runner makes dataclasses' generated code
    run with the extractor's own globals."""
    src = ("import dataclasses\n"
           "def extract(p):\n"
           "    C = dataclasses.dataclass(type('C', (), {'__doc__': 'd', '__module__': 'dataclasses', "
           f"'__annotations__': {{{INJECTED!r}: int}}, 'a': 0}}), init=False, eq=False)\n"
           "    return {'r': repr(C())}\n")
    assert {"'__module__'", "'__annotations__'"} <= {v.construct for v in check_source(src)}
    res = run_extractor(src, ["a"], OPTS)[0]
    assert res.error and "not allowed" in res.error and "getcwd" not in str(res.value)


def test_dunder_module_name_stores_refused(world) -> None:
    for src in ("__name__ = 'dataclasses'\ndef extract(p):\n    return {}\n",
                "class C:\n    __module__ = 'typing'\ndef extract(p):\n    return {}\n"):
        assert any("assigning" in v.message for v in check_source(src))
    assert check_source("__all__ = ['extract']\nclass C:\n    __slots__ = ('a',)\ndef extract(p):\n    return {}\n") == []


# ---------------------------------------------------------------- what comes back to the terminal


def test_terminal_escapes_in_error_are_shown_escaped(world) -> None:
    src = "def extract(p):\n    raise ValueError('\\x1b[2J\\x1b]0;pwned\\x07 \\u202egnp.exe')\n"
    res = run_extractor(src, ["a"])[0]
    assert "\x1b" not in res.error and "\u202e" not in res.error and "\\x1b[2J" in res.error


def test_gigantic_exception_message(world) -> None:
    src = "def extract(p):\n    raise ValueError('A' * 50_000_000)\n"
    started = time.monotonic()
    res = run_extractor(src, ["a", "b"], SandboxOptions(timeout_s=5.0))
    assert time.monotonic() - started < 3.0
    assert all(r.error.startswith("ValueError: AAA") and len(r.error) < 600 for r in res)


def test_value_nested_deeper_than_the_parent_can_read(world) -> None:
    src = "import functools\ndef extract(p):\n    return {'v': functools.reduce(lambda a, _: [a], range(990), [])}\n"
    res = run_extractor(src, ["a", "b"])
    assert all(r.kind == "OUTPUT_TOO_LARGE" and "nested more than 16 levels deep" in r.error for r in res)


# ---------------------------------------------------------------- the parent: hostile rule files through the CLI


def _cli(*args: str) -> tuple[int, str, str]:
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-m", "pathfinder", *args], capture_output=True, text=True,
                          errors="replace", timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def test_cli_deeply_nested_extractor_is_a_syntax_error(tmp_path: Path) -> None:
    """`-` * 200000 and `1+` * 100000 make the parser itself run out of stack (MemoryError,
    RecursionError): one line, exit 1, for both commands."""
    for body in ("-" * 200_000 + "1", "1+" * 100_000 + "1"):
        rule = tmp_path / "deep.py"
        rule.write_text(f"NAME = 'deep'\nGLOB = '*'\ndef extract(p):\n    return {{'x': {body}}}\n")
        for args in (("validate", str(rule), "--samples", "/a/b"), ("apply", str(rule), "/a/b")):
            code, out, err = _cli(*args)
            assert code == 1 and "Traceback" not in out + err and len(err.splitlines()) == 1, err[-500:]
            assert "nested too deeply" in err


def test_cli_huge_extractor_is_refused_quickly(tmp_path: Path) -> None:
    rule = tmp_path / "huge.py"
    # 360,000 characters: over the Python rule cap (policy.MAX_SOURCE_CHARS); 1.2 MB: over every
    # rule file's size limit, refused before it is read in full (docs/security.md)
    for lines, says in ((60_000, ("too large",)), (200_000, ("too large", "the limit is 1,048,576 bytes"))):
        rule.write_text("NAME = 'huge'\nGLOB = '*'\n" + "A = 1\n" * lines + "def extract(p):\n    return {}\n")
        for args in (("validate", str(rule), "--samples", "/a/b"), ("apply", str(rule), "/a/b")):
            started = time.monotonic()
            code, out, err = _cli(*args)
            assert code == 1 and any(s in err for s in says) and len(err.splitlines()) == 1, err[-500:]
            assert time.monotonic() - started < 5.0


def test_cli_validate_preview_escapes_terminal_controls_and_surrogates(tmp_path: Path) -> None:
    rule = tmp_path / "esc.py"
    rule.write_text("NAME = 'esc'\nGLOB = '*'\ndef extract(p):\n"
                    "    return {'v': '\\x1b[2J\\u202e', '\\x1b[31mk': 1, 's': '\\ud800'}\n")
    code, out, err = _cli("validate", str(rule), "--samples", "/a/b")
    assert code == 0 and "Traceback" not in out + err, err
    assert "\x1b" not in out and "\u202e" not in out and "\\x1b[2J" in out and "\\ud800" in out


# ---------------------------------------------------------------- more lookups by name


def test_match_class_keyword_pattern_reads_dunders(world) -> None:
    src = ("def extract(p):\n    match ():\n        case object(__class__=c):\n            return {'c': str(c)}\n"
           "    return {}\n")
    assert any("class pattern" in v.message for v in check_source(src))


def test_match_args_and_abc_register_read_any_attribute(world) -> None:
    """`case C(v):` reads `getattr(subject, C.__match_args__[0])`; `C.register(type(o))` makes any
    object match. A getattr by a string the static policy never sees as an attribute."""
    ga = ("import collections.abc\n"
          "class K(collections.abc.Hashable):\n    def __hash__(self):\n        return 0\n"
          "def ga(o, n):\n    C = type(K)('C', (K,), {'__match_args__': (n,)})\n    C.register(type(o))\n"
          "    match o:\n        case C(v):\n            return v\n")
    assert any("__match_args__" in v.message for v in check_source(ga))
    _fifo_attack(world, "    return escape(ga, p)\n", ga)


def test_formatter_subclass_receives_looked_up_objects(world) -> None:
    ga = ("import string\nclass F(string.Formatter):\n    def format_field(self, value, spec):\n"
          "        self.got = value\n        return ''\n"
          "def ga(o, n):\n    f = F()\n    f.format('{0.' + n + '}', o)\n    return f.got\n")
    _fifo_attack(world, "    return escape(ga, p)\n", ga)


def test_generator_frame_walk_refused_statically(world) -> None:
    src = ("def extract(p):\n    def gen():\n        yield 1\n    g = gen()\n"
           "    return {'g': str(g.gi_frame.f_back.f_globals)[:50]}\n")
    contained(src, ["a"], expect="not allowed")


def test_set_the_system_clock(world) -> None:
    """`time` is allowed and `time.clock_settime` raises no audit event (as root it sets the clock).
    An invalid clock id here: the call must be refused before it reaches the kernel."""
    src = "import time\ndef extract(p):\n    time.clock_settime(987654, 0.0)\n    return {'ok': 1}\n"
    contained(src, ["a"], expect="not allowed")
    assert check_source("from time import clock_settime_ns\n")


def test_site_packages_under_the_stdlib_folder_is_not_readable(world) -> None:
    """Reading the standard library is allowed; the packages installed beside it are not."""
    purelib = Path(os.__file__).resolve().parent / "site-packages"  # the base interpreter's
    src = "import pathlib\ndef extract(p):\n    return {'n': len(pathlib.Path(p).read_bytes())}\n"
    stdlib_file = Path(os.__file__).resolve()
    res = run_extractor(src, [str(stdlib_file), str(purelib / "x.txt")], OPTS)
    assert res[0].ok and res[0].value["n"] > 0
    assert res[1].error and "is not allowed" in res[1].error


# ---------------------------------------------------------------- stdlib helpers that look attributes up by a
# run-time name: functools.update_wrapper / wraps, string.Formatter.get_field, copy's __reduce_ex__ state.
# The static policy refuses them; at run time the hook treats an audited access as the extractor's
# whenever extractor code is anywhere on the stack (not only the immediate caller), and
# functools.update_wrapper accepts only its default attribute lists.

BOX = '''
import functools, json
U = "_" * 2
class Box:
    got = {}
    def __setattr__(self, k, v):
        self.got[k] = v
def read(obj, name):
    b = Box(); functools.update_wrapper(b, obj, assigned=(name,), updated=()); return b.got[name]
'''


def test_update_wrapper_reads_the_real_builtins(world) -> None:
    """The audit's example: `json.dumps.__globals__['__builtins__']` through update_wrapper."""
    src = ('import functools, json\nNAME = "h_wraps"; GLOB = "**/*.csv"\n' + BOX +
           "def extract(path):\n    real = read(json.dumps, U + 'globals' + U)[U + 'builtins' + U]\n"
           "    return {'has_open': 'open' in real}\n")
    assert any("update_wrapper" in v.construct for v in check_source(src))
    contained(src, ["/a/b.csv"], expect="update_wrapper")


def test_wraps_with_assigned_reads_any_attribute(world) -> None:
    src = BOX.replace("functools.update_wrapper(b, obj, assigned=(name,), updated=())",
                      "functools.wraps(obj, assigned=(name,), updated=())(b)")
    src += "def extract(path):\n    return {'n': len(read(json.dumps, U + 'globals' + U))}\n"
    contained(src, ["a"], expect="update_wrapper/wraps with assigned=")


def test_update_wrapper_reaches_the_protocol_writer_through_frames(world) -> None:
    """`e.__traceback__.tb_frame.f_back...` to the runner's main frame and its `proto` writer."""
    src = BOX + ('def extract(path):\n    try:\n        1 / 0\n    except ZeroDivisionError as e:\n'
                 '        tb = read(e, U + "traceback" + U)\n    f = read(tb, "tb_frame")\n'
                 '    while "proto" not in read(f, "f_locals"):\n        f = read(f, "f_back")\n'
                 '    w = read(f, "f_locals")["proto"]\n'
                 '    w.write(b"[0, " + b"9" * 400 + b", {}]\\n"); w.flush()\n    return {}\n')
    contained(src, ["a", "b"], expect="not allowed")


def test_update_wrapper_replaces_code(world) -> None:
    src = BOX.replace("class Box", "def target(p):\n    return {'honest': 1}\ndef evil(p):\n    return {'pwned': 1}\nclass Box")
    src += ("def extract(path):\n"
            "    functools.update_wrapper(target, evil, assigned=(U + 'code' + U,), updated=())\n"
            "    return target(path)\n")
    contained(src, ["a"], expect="not allowed")


def test_wraps_of_a_module_hands_over_its_globals(world) -> None:
    """Even with the default attribute lists, `wraps(module)(box)` gives `module.__dict__`
    (the module's globals, `__builtins__` included) to the box's `__dict__.update`."""
    src = ("import functools, json\nU = '_' * 2\n"
           "class Catch:\n    got = []\n    def update(self, d):\n        self.got.append(d)\n"
           "class Box:\n    def __getattribute__(self, name):\n        return Catch()\n"
           "    def __setattr__(self, k, v):\n        pass\n"
           "def extract(path):\n    functools.wraps(json)(Box())\n"
           "    return {'open': 'open' in Catch.got[0][U + 'builtins' + U]}\n")
    contained(src, ["a"], expect="of a module is not allowed")


FORMATTER_GA = '''
import string
def ga(o, n):
    return string.Formatter().get_field("0." + n, [o], {})[0]
'''


def test_frame_through_a_stdlib_helper_is_refused_at_run_time(world) -> None:
    """The audited `tb_frame` read happens inside string.py, not in extractor code: before, only
    the immediate caller counted, and the frame chain led to the runner's `proto`."""
    src = FORMATTER_GA + ('def extract(p):\n    try:\n        1 / 0\n    except ZeroDivisionError as e:\n'
                          '        tb = e.__traceback__\n    f = ga(tb, "tb_frame")\n'
                          '    while "proto" not in f.f_locals:\n        f = f.f_back\n'
                          '    w = f.f_locals["proto"]\n    w.write(b\'[0, 5, {"forged": 1}]\\n\'); w.flush()\n'
                          '    return {"forged": 2}\n')
    contained(src, ["a"], expect="access to .tb_frame is not allowed")


def test_code_replacement_through_stdlib_helpers_is_refused_at_run_time(world) -> None:
    """Read `__code__` inside string.py, set it inside copy.py (a `__reduce_ex__` slot state)."""
    src = FORMATTER_GA + ("import dataclasses\n"
                          "def target(p):\n    return {'honest': 1}\ndef evil(p):\n    return {'pwned': 1}\n"
                          "class R:\n    def __reduce_ex__(self, proto):\n"
                          "        return (lambda: target, (), (None, {'__code__': ga(evil, '__code__')}))\n"
                          "def extract(p):\n    dataclasses.copy.copy(R())\n    return target(p)\n")
    contained(src, ["a"], expect="access to .__code__ is not allowed")


def test_getframe_called_from_a_stdlib_frame_is_refused(world) -> None:
    """`defaultdict(sys._getframe)` looked up inside string.Template returns string.py's frame,
    whose f_back chain leads to the extractor and the runner."""
    src = SUBCLASSES + ("import string, collections\n"
                        "def extract(p):\n    sys = real_builtins()['__import__']('sys')\n"
                        "    dd = collections.defaultdict(sys._getframe)\n"
                        "    string.Template('$x').substitute(dd)\n    f = dd['x']\n"
                        "    while 'proto' not in f.f_locals:\n        f = f.f_back\n"
                        "    return {'l': str(f.f_locals['proto'])}\n")
    contained(src, ["a"], expect="frame access is not allowed")


# ---------------------------------------------------------------- the parent trusts nothing from the child (issue 14)
# The red-team pass found the boundary held but the parent and the output did not: forged records
# through the result descriptor or the runner's own `proto` object, NaN in JSONL, a bare \r
# injecting CSV rows, 2.8 GB of parent memory from nested lists, static-check bypasses through
# module attributes, un-audited native calls in `uuid`.

FORGE_REST = ('    for i in range(1, 4):\n'
              '        w.write(b"[%d,5,{\\"forged\\":NaN}]\\n" % i)\n'
              '    w.write(b\'{"done":true}\\n\'); w.flush()\n'
              '    sys.modules["os"]._exit(0)\n')


def test_forged_records_through_eventfd_write_on_the_result_descriptor(world) -> None:
    """`os.eventfd_write(3, n)` writes 8 chosen bytes to the inherited result descriptor and raises
    no audit event: neutered in the child (and any byte that got through would break the seal)."""
    src = ("import typing\nsys = [typing][0].sys\nos = sys.modules['os']\n"
           "def extract(p):\n    for chunk in (b'[1,5,{\"f', b'orged\":N', b'aN}]\\n   '):\n"
           "        os.eventfd_write(3, int.from_bytes(chunk, 'little'))\n    return {'honest': 1}\n")
    contained(src, ["a", "b", "c", "d"], expect="not allowed")


def test_frame_from_a_call_the_runner_makes_after_extract_returns(world) -> None:
    """A dict subclass with its own `__iter__` makes the runner call its `keys()` while it copies the
    value: `keys` is a partial over stdlib code (string.Template) that looks up a defaultdict whose
    factory is `sys._getframe`, so the frame was asked for with no extractor code on the stack and
    led to the runner's `proto` writer (forged results for the other paths, NaN, then `_exit(0)`)."""
    src = ("import typing, collections, functools, string\nsys = [typing][0].sys\n"
           "store = collections.defaultdict(sys._getframe)\n"
           "fire = collections.defaultdict(functools.partial(string.Template('$f').substitute, store))\n"
           "class Trap(dict):\n    def __iter__(self):\n        return iter(list(dict.keys(self)))\n"
           "    keys = functools.partial(fire.__missing__, 'k')\n"
           "def extract(p):\n    f = store.get('f')\n    if f is None:\n        return Trap(a=1)\n"
           "    while 'proto' not in f.f_locals:\n        f = f.f_back\n    w = f.f_locals['proto']\n"
           + FORGE_REST + "    return {}\n")
    results = contained(src, ["a", "b", "c", "d"], expect="frame access is not allowed")
    assert not any("forged" in (r.error or "") for r in results)


def test_exec_through_builtins_reached_as_a_module_attribute(world) -> None:
    """`[typing][0].sys.modules["builtins"]` passed the static check (only names bound to modules
    were followed); `exec` then ran through `collections.Counter().update(map(bi.exec, ...))`."""
    src = ("import typing, collections\nbi = [typing][0].sys.modules['builtins']\n"
           "def extract(p):\n    collections.Counter().update(map(bi.exec, ['import os; os.system(\"true\")']))\n"
           "    return {'ran': 1}\n")
    assert any("as a value" in v.message for v in check_source(src))
    contained(src, ["a"], expect="not allowed")


@pytest.mark.parametrize("call", ["uuid.uuid1()", "uuid.getnode()"])
def test_uuid_native_calls_skip_audit_events(world, call: str) -> None:
    """uuid1/getnode read the network interfaces through native calls no audit event sees."""
    contained(f"import uuid\ndef extract(p):\n    return {{'u': str({call})}}\n", ["a"], expect="not allowed")


def test_value_over_the_item_limit_is_an_error_for_that_path_only(world) -> None:
    src = ("def extract(p):\n    if p == 'big':\n        return {'a': [[[[[[[[[[]]]]]]]]]] * 3090}\n"
           "    return {'p': p}\n")
    res = run_extractor(src, ["ok1", "big", "ok2"])
    assert res[0].value == {"p": "ok1"} and res[2].value == {"p": "ok2"}
    assert res[1].kind == "OUTPUT_TOO_LARGE" and "more than 4096 JSON items" in res[1].error


def test_calls_over_the_parsed_memory_budget_are_stopped(world) -> None:
    src = "def extract(p):\n    return {'a': [[] for _ in range(1000)]}\n"
    res = run_extractor(src, [str(i) for i in range(400)], SandboxOptions(max_parsed_bytes=4_000_000))
    assert res[0].ok and res[-1].kind == "OUTPUT_TOO_LARGE"
    assert any("MB once read" in (r.error or "") for r in res)


def _apply_peak(tmp_path: Path, rule_text: str, paths: list[str], *extra: str) -> tuple[int, str, str, int]:
    """Run `pathfinder apply` and report (exit code, stdout, stderr, peak RSS in MB of it and its
    sandbox children), measured by a fresh interpreter that has no other children."""
    import json as _json
    import subprocess
    import sys

    rule = tmp_path / "hostile.py"
    rule.write_text(rule_text)
    listing = tmp_path / "paths.txt"
    listing.write_text("".join(p + "\n" for p in paths))
    probe = ("import json, resource, subprocess, sys\n"
             "p = subprocess.run(sys.argv[1:], capture_output=True, timeout=120)\n"
             "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024\n"
             "text = [p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')]\n"
             "print(json.dumps([p.returncode, *text, peak]))\n")
    out = subprocess.run([sys.executable, "-c", probe, sys.executable, "-m", "pathfinder", "apply", str(rule),
                          "--paths-from", str(listing), *extra], capture_output=True, text=True, timeout=180)
    code, stdout, stderr, peak = _json.loads(out.stdout)
    return code, stdout, stderr, peak


def test_cli_apply_parent_memory_stays_bounded_on_nested_values(tmp_path: Path) -> None:
    """960 paths each returning `{"a": [[[[[[[[[[]]]]]]]]]] * 3090}` (64 KB of JSON, 30,900 lists)
    made the parent peak at 2.8 GB; now each record is an error for its path, read from byte counts
    before anything is parsed."""
    src = "NAME = 'nested'\nGLOB = '**'\ndef extract(p):\n    return {'a': [[[[[[[[[[]]]]]]]]]] * 3090}\n"
    code, out, err, peak = _apply_peak(tmp_path, src, [f"/d/f{i}.csv" for i in range(960)])
    records = [json.loads(line) for line in out.splitlines()]
    assert len(records) == 960 and all(r["status"] == "partial" for r in records)
    assert code == 1 and "Traceback" not in err and "more than 4096 JSON items" in err
    assert peak < 400, f"peak {peak} MB"


def test_cli_csv_quotes_a_bare_carriage_return(tmp_path: Path) -> None:
    """A value holding a bare \\r was written unquoted, and CSV readers saw an extra row."""
    import csv
    import io

    src = ("NAME = 'inject'\nGLOB = '**'\ndef extract(p):\n"
           "    return {'note': 'ok\\r/data/secret/forged.csv', 'n': 'a\\nb', 'q': 'x\"y,z', 'r': 'a\\r\\nb'}\n")
    code, out, err, _ = _apply_peak(tmp_path, src, ["/d/a.csv", "/d/b.csv"], "--format", "csv")
    assert code == 0, err
    rows = list(csv.reader(io.StringIO(out, newline="")))
    assert [r[0] for r in rows] == ["path", "/d/a.csv", "/d/b.csv"]
    assert rows[1][rows[0].index("note")] == "ok\r/data/secret/forged.csv"
    assert [rows[2][rows[0].index(k)] for k in ("n", "q", "r")] == ["a\nb", 'x"y,z', "a\r\nb"]


def test_cli_validate_of_a_long_assignment_chain_ends(tmp_path: Path) -> None:
    """16,000 lines of `v0 = v1` took the static policy 91 s before any sandbox started."""
    rule = tmp_path / "chain.py"
    rule.write_text("NAME = 'chain'\nGLOB = '*'\nimport posixpath\n"
                    + "".join(f"v{i} = v{i + 1}\n" for i in range(16_000))
                    + "v16000 = posixpath\ndef extract(p):\n    return {'b': v0.basename(p)}\n")
    code, out, err = _cli("validate", str(rule), "--samples", "/a/b")
    assert "Traceback" not in out + err and code in (0, 1), err[-500:]


def test_cli_csv_bare_carriage_return_in_a_path_is_quoted_by_both_engines(tmp_path: Path) -> None:
    """The DuckDB engine writes CSV lines itself: a path holding a bare \\r is quoted there too,
    byte for byte as the Python writer does."""
    import subprocess
    import sys

    rule = tmp_path / "r.yaml"
    rule.write_text('name: r\nglob: "**/*.csv"\nextract:\n  sensor: {from: filename, pattern: "^([a-z]+)"}\n')
    listing = tmp_path / "p.txt"
    listing.write_bytes(b"/d/ab\rforged.csv,r,,complete\n/d/ok.csv\n")
    outputs = []
    for engine in ("python", "duckdb"):
        proc = subprocess.run([sys.executable, "-m", "pathfinder", "apply", str(rule), "--paths-from", str(listing),
                               "--format", "csv", "--engine", engine], capture_output=True, timeout=120)
        assert proc.returncode == 0, proc.stderr
        outputs.append(proc.stdout)
    assert outputs[0] == outputs[1]
    assert b'"/d/ab\rforged.csv,r,,complete"' in outputs[0]
