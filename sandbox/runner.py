"""Sandbox child: runs one Python extractor over many paths (docs/security.md).

Started by `pathfinder.engine.python.sandbox_client` as `python -I -S runner.py` with an
empty environment, in a fresh empty working directory, in its own session.
Standard library only; never imports pathfinder (it must not depend on the
code it protects).

Protocol
    stdin   one JSON object {"source": str, "paths": [str, ...], "limits": {...}, "key": hex}
    stdout  blocks of JSON lines, each block followed by its seal line `#<hex>` (a keyed
            BLAKE2b of every byte sent so far, see `make_sealer`); the lines:
            {"ready": true, "startup_ms": f}                     extractor loaded
            [n, time_ns, {...}]                                  per path, in order
            [n, time_ns, null, "Type: msg", K]                   per path that failed
            (compact arrays: the parent parses millions of them)
            {"fatal": "msg", "kind": K}                          could not load the extractor
            {"done": true}
    `kind` is RUNTIME_ERROR or OUTPUT_TOO_LARGE.

Order of defences (each one assumes the others failed):
    1. resource limits (CPU seconds, address space, file size 0, open files,
       processes, no core dumps);
    2. pre-import the allowed modules the extractor names (no import happens
       after the hook, so `marshal.loads` and module `exec` can be refused);
    3. neuter process/file/signal functions in `os`, `posix` and `_signal`;
    4. `sys.addaudithook` with an allow-list of events: file writes, reads
       outside the Python installation, sockets, subprocesses, exec/spawn/fork,
       kill, ctypes, imports, compile/exec of anything but the extractor (and the
       stdlib's own dataclasses/namedtuple code), frame and code-object access
       while extractor code is anywhere on the stack are refused (stdlib helpers
       such as `functools.update_wrapper` look attributes up by a run-time name on
       the extractor's behalf); `functools.update_wrapper` only takes its default
       attribute lists;
    5. the extractor runs with restricted builtins (no open/eval/exec/compile/
       input/breakpoint/globals/vars/locals; `__import__` checks the allow-list).
The protocol channel is a private duplicate of fd 1; fd 1 and `sys.stdout`
point at a sink, so `print` in an extractor cannot corrupt the protocol.
"""
import builtins
import hashlib
import json
import os
import resource
import sys
import time

MARKER = "<extractor>"


def _read_allowlist():
    """ALLOWED_MODULES from allowlist.py beside this file (run with -I, the child cannot import it)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "allowlist.py")
    with open(path, encoding="utf-8") as fh:
        namespace = {"__builtins__": {"frozenset": frozenset}}
        exec(compile(fh.read(), path, "exec"), namespace)
    return frozenset(namespace["ALLOWED_MODULES"])


ALLOWED_MODULES = _read_allowlist()
# modules the allowed ones import lazily at call time (pre-imported with them: after the hook
# is installed nothing is loaded any more, and such an import would fail inside the stdlib)
SUPPORT_MODULES = {
    "collections": ("heapq", "copy"),  # Counter.most_common, UserDict.copy
    "dataclasses": ("copy",),
    "uuid": ("hashlib",),  # uuid3/uuid5 import hashlib when called
    "enum": ("warnings",),  # deprecation warnings (`1 in MyEnum`, odd `auto()` values)
    "re": ("warnings",),  # FutureWarning/DeprecationWarning on odd patterns
    "urllib.parse": ("unicodedata",),  # urlsplit checks non-ASCII network locations with NFKC
}
# words in the source -> modules a feature imports lazily the first time it is used
FEATURE_MODULES = {
    "strptime": ("_strptime",),  # datetime/time.strptime
    "singledispatch": ("types", "weakref", "typing"),  # functools.singledispatch and register()
    "expandvars": ("re", "string"),  # posixpath / ntpath.expandvars
    "\\N{": ("unicodedata",),  # re: named Unicode escapes in a pattern
    "__future__": ("__future__",),
}
ENCODINGS = (
    "encodings.ascii", "encodings.latin_1", "encodings.utf_8_sig", "encodings.utf_16",
    "encodings.utf_32", "encodings.cp1252", "encodings.unicode_escape", "encodings.raw_unicode_escape",
    "encodings.idna", "encodings.punycode",
)
REFUSED_BUILTINS = (
    "open", "eval", "exec", "compile", "input", "breakpoint", "globals", "vars", "locals", "help",
)
NEUTERED_OS = (
    "system", "popen", "fork", "forkpty", "vfork", "execl", "execle", "execlp", "execlpe", "execv",
    "execve", "execvp", "execvpe", "_execvpe", "spawnl", "spawnle", "spawnlp", "spawnlpe", "spawnv",
    "spawnve", "spawnvp", "spawnvpe", "_spawnvef", "posix_spawn", "posix_spawnp", "kill", "killpg",
    "remove", "unlink", "rmdir", "removedirs", "rename", "renames", "replace", "mkdir", "makedirs",
    "mkfifo", "mknod", "chmod", "fchmod", "lchmod", "chown", "fchown", "lchown", "chroot", "link",
    "symlink", "truncate", "ftruncate", "write", "pwrite", "writev", "pwritev", "sendfile", "open",
    "openpty", "fdopen", "dup", "dup2", "pipe", "pipe2", "putenv", "unsetenv", "setsid", "setpgid",
    "setpgrp", "setuid", "setgid", "seteuid", "setegid", "setreuid", "setregid", "setresuid",
    "setresgid", "setgroups", "initgroups", "plock", "nice", "setpriority", "sched_setaffinity",
    "listdir", "scandir", "walk", "fwalk", "chdir", "fchdir", "utime", "register_at_fork",
    "memfd_create", "eventfd", "splice", "copy_file_range", "posix_fallocate", "lockf", "login_tty",
    "wait", "waitpid", "wait3", "wait4", "waitid", "pidfd_open", "set_inheritable", "set_blocking",
    # write to (or close) a descriptor by number, the result channel's included, with no audit event
    "eventfd_write", "eventfd_read", "close", "closerange",
    # no audit event of their own: another process's scheduling, the terminal, extended attributes
    "sched_setparam", "sched_setscheduler", "tcsetpgrp", "setxattr", "removexattr", "posix_openpt",
    "grantpt", "unlockpt", "unshare", "setns", "timerfd_create", "timerfd_settime", "timerfd_settime_ns",
)
NEUTERED_SIGNAL = (
    "signal", "alarm", "setitimer", "pthread_kill", "raise_signal", "set_wakeup_fd", "siginterrupt",
    "pthread_sigmask", "sigwait", "sigwaitinfo", "sigtimedwait", "pidfd_send_signal",
)
NEUTERED_THREAD = ("start_new_thread", "start_new", "_start_new_thread", "start_joinable_thread")
# `uuid` is an allowed module, and uuid1/getnode read the network interfaces through native calls
# that raise no audit event (`_uuid.generate_time_safe`, ioctl on sockets, /sys files)
NEUTERED_UUID = ("uuid1", "getnode", "_generate_time_safe", "_unix_getnode", "_ip_getnode", "_ifconfig_getnode",
                 "_arp_getnode", "_lanscan_getnode", "_netstat_getnode", "_netbios_getnode", "_windll_getnode")
NEUTERED_UUID_NATIVE = ("generate_time_safe",)
# `time` is an allowed module, and setting the system clock (root, CAP_SYS_TIME) raises no audit event
NEUTERED_TIME = ("clock_settime", "clock_settime_ns")
# `_imp.create_builtin(spec)` builds a FRESH `posix`/`_signal` module (un-neutered functions, and
# no audit event: `mkfifo`/`mknod` then create files anywhere, `pidfd_send_signal` kills the
# parent). Nothing legitimate loads a module after the hook, so every loader entry point goes.
NEUTERED_IMP = (
    "create_builtin", "exec_builtin", "create_dynamic", "exec_dynamic", "init_frozen", "get_frozen_object",
    "_override_frozen_modules_for_tests", "_override_multi_interp_extensions_check",
)
# audit events that are harmless whoever raises them (`sys._getframemodulename`, 3.12+, gives
# only a module name: namedtuple, enum and typing ask it for their caller's)
HARMLESS_EVENTS = frozenset({"time.sleep", "builtins.id", "sys.excepthook", "sys.unraisablehook",
                             "sys._getframemodulename"})
# audited function attributes `inspect.signature` reads (see `make_hook`'s `signature_ok`)
INTROSPECTION_ATTRIBUTES = frozenset({"__code__", "__defaults__", "__kwdefaults__"})
REFUSED_SETATTR = frozenset(
    {"__code__", "__defaults__", "__kwdefaults__", "__globals__", "__closure__", "__dict__",
     "__class__", "__bases__", "__builtins__", "__mro__"}
)
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND | getattr(os, "O_EXCL", 0)

DEFAULT_LIMITS = {
    "cpu_s": 10,
    "memory_mb": 512,
    "nofile": 32,
    "max_value_bytes": 65536,
    "max_message_chars": 500,
    "flush_every_s": 0.05,
}


class _Sink:
    """Where `print` and stray writes go: nowhere (and without growing memory)."""

    encoding = "utf-8"

    def write(self, text):
        return len(text)

    def flush(self):
        return None

    def isatty(self):
        return False


def _refused(*args, **kwargs):
    raise PermissionError("sandbox: this function is not allowed in an extractor")


def _set_limit(which, soft, hard=None):
    """Lower a limit (never raises: a platform without a limit keeps the others)."""
    try:
        cur_soft, cur_hard = resource.getrlimit(which)
        hard = soft if hard is None else hard
        if cur_hard != resource.RLIM_INFINITY:
            hard = min(hard, cur_hard)
            soft = min(soft, hard)
        resource.setrlimit(which, (soft, hard))
    except (ValueError, OSError):
        pass


def apply_limits(limits):
    cpu = max(1, int(limits["cpu_s"]))
    _set_limit(resource.RLIMIT_CPU, cpu, cpu + 1)
    mem = int(limits["memory_mb"]) * 1024 * 1024
    if mem > 0:
        _set_limit(resource.RLIMIT_AS, mem)
    _set_limit(resource.RLIMIT_FSIZE, 0)
    _set_limit(resource.RLIMIT_CORE, 0)
    if hasattr(resource, "RLIMIT_NPROC"):
        _set_limit(resource.RLIMIT_NPROC, 0)  # not enforced for root: the audit hook refuses fork too


def preload(source):
    """Import the allowed modules the source names, plus what they import lazily."""
    for name in sorted(ALLOWED_MODULES):
        top = name.split(".")[-1]
        if top in source or name in source:
            try:
                __import__(name)
            except ImportError:
                continue
            for extra in SUPPORT_MODULES.get(name, ()):
                __import__(extra)
    for word, names in FEATURE_MODULES.items():
        if word in source:
            for name in names:
                __import__(name)
    if not source.isascii():
        __import__("unicodedata")  # the compiler NFKC-normalises non-ASCII identifiers with it
    if "encode" in source or "decode" in source or "codecs" in source:
        for name in ENCODINGS:
            try:
                __import__(name)
            except (ImportError, LookupError):
                pass
    preload_codecs(source)


def preload_codecs(source):
    """Load every text codec the source names in a string literal (`p.encode("cp437")`,
    `unquote(s, encoding="cp1252")`, `bytes(s, "shift_jis")`): codecs are modules under
    `encodings.`, imported on first use, and nothing can be imported once the hook is in.
    Every quoted piece of the source is a candidate; only names that resolve to a module of
    the stdlib's `encodings` package are looked up (a few microseconds per string)."""
    if "'" not in source and '"' not in source:
        return
    import codecs
    import encodings
    from encodings.aliases import aliases

    modules = None
    seen = set()
    for piece in source.replace('"', "'").split("'"):
        if not 1 < len(piece) <= 40 or piece in seen:
            continue
        seen.add(piece)
        norm = encodings.normalize_encoding(piece.lower())
        if not norm.replace("_", "").isalnum():  # (also skips dotted names)
            continue
        module = aliases.get(norm) or norm
        if modules is None:
            folder = os.path.dirname(encodings.__file__)
            modules = {n[:-3] for n in os.listdir(folder) if n.endswith(".py")}
        if module in modules:
            try:
                codecs.lookup(piece)
            except Exception:  # not a text codec after all, or one this platform lacks (mbcs)
                pass


def neuter_modules():
    """Replace process, file and signal functions with a refusal (defence in depth)."""
    for module_name, names in (("os", NEUTERED_OS), ("posix", NEUTERED_OS), ("_signal", NEUTERED_SIGNAL),
                               ("signal", NEUTERED_SIGNAL), ("_thread", NEUTERED_THREAD),
                               ("threading", NEUTERED_THREAD), ("_imp", NEUTERED_IMP),
                               ("time", NEUTERED_TIME), ("uuid", NEUTERED_UUID), ("_uuid", NEUTERED_UUID_NATIVE)):
        module = sys.modules.get(module_name)
        if module is None:
            continue
        for name in names:
            if hasattr(module, name):
                setattr(module, name, _refused)


def guard_code_generation(namespace):
    """Make the code `dataclasses` generates run as extractor code.

    `@dataclass` compiles source text built from the field names and execs it with the
    globals of `sys.modules[cls.__module__]`. Field names come from `__annotations__`, which an
    extractor can fill with any text (`type("C", (), {"__annotations__": {"a or (...)": int},
    "__module__": "dataclasses"})`): code injected that way would run with a stdlib module's
    globals, i.e. the real builtins and none of the hook's checks on extractor frames. The
    generated functions only need builtins, so they always get the extractor's own globals.
    """
    dc = sys.modules.get("dataclasses")
    if dc is None:
        return
    create_fn = getattr(dc, "_create_fn", None)
    if create_fn is not None:  # Python 3.10 - 3.12

        def _create_fn(name, args, body, *, globals=None, _real=create_fn, _ns=namespace, **kwargs):
            return _real(name, args, body, globals=_ns, **kwargs)

        dc._create_fn = _create_fn
    builder = getattr(dc, "_FuncBuilder", None)
    if builder is not None:  # Python 3.13+
        real_init = builder.__init__

        def __init__(self, globals, _real=real_init, _ns=namespace):
            _real(self, _ns)

        builder.__init__ = __init__


def guard_update_wrapper():
    """`functools.update_wrapper` (and `wraps`, which calls it) copies attributes named by its
    `assigned`/`updated` arguments with getattr/setattr inside functools: given a run-time name
    it reads any attribute of any object (`json.dumps.__globals__` -> the real builtins), and
    with the defaults it hands `wrapped.__dict__` (a module's globals) to the wrapper. The static
    policy refuses both uses; this is the run-time line: only the default attribute lists, and
    never a module as `wrapped`."""
    ft = sys.modules.get("functools")
    if ft is None:
        return
    real = ft.update_wrapper

    def update_wrapper(wrapper, wrapped, assigned=ft.WRAPPER_ASSIGNMENTS, updated=ft.WRAPPER_UPDATES, *,
                       _real=real, _assigned=ft.WRAPPER_ASSIGNMENTS, _updated=ft.WRAPPER_UPDATES,
                       _module=type(sys), _type=type, _Perm=PermissionError):
        if assigned is not _assigned or updated is not _updated:
            raise _Perm("sandbox: functools.update_wrapper/wraps with assigned= or updated= is not allowed "
                        "in an extractor")
        if _type(wrapped) is _module:
            raise _Perm("sandbox: functools.update_wrapper/wraps of a module is not allowed in an extractor")
        return _real(wrapper, wrapped, _assigned, _updated)

    update_wrapper.__doc__ = real.__doc__
    ft.update_wrapper = update_wrapper


def _stdlib_root():
    root = os.path.realpath(os.path.dirname(os.__file__))
    return root.rstrip("/") + "/"


# imported from C on behalf of extractor code (`datetime.strptime` imports `_strptime`
# through the calling frame's `__import__`); only ever served from `sys.modules`
INTERNAL_MODULES = frozenset({"_strptime", "heapq", "copy", "hashlib", "encodings", "__future__"} | set(ENCODINGS))


def _guarded_import(name, globals=None, locals=None, fromlist=(), level=0, *,
                    _allowed=ALLOWED_MODULES, _internal=INTERNAL_MODULES, _real=builtins.__import__,
                    _type=type, _str=str):
    """`__import__` for extractors: only the allow-list, never relative."""
    if _type(name) is not _str or level != 0:
        raise ImportError("only absolute imports of allowed modules work in an extractor")
    if name in _internal:
        return _real(name, globals, locals, fromlist, 0)
    if name not in _allowed:
        ok = bool(fromlist) and all(_type(f) is _str and (name + "." + f) in _allowed for f in fromlist)
        if not ok:
            raise ImportError(f"import of {name!r} is not allowed in the sandbox")
    return _real(name, globals, locals, fromlist, 0)


def restricted_builtins():
    table = dict(builtins.__dict__)
    for name in REFUSED_BUILTINS:
        table.pop(name, None)
    table["__import__"] = _guarded_import
    return table


def _make_caller(inside):
    """`caller(depth)` -> the frame that raised the event (`depth` 1 from the hook itself)."""

    def caller(depth, *, _inside=inside, _getframe=sys._getframe):
        _inside[0] = True  # the hook's own `sys._getframe` is not checked (see the hook)
        try:
            return _getframe(depth + 1)
        finally:
            _inside[0] = False

    return caller


def make_hook(namespace, source, stdlib_root, exec_ok, compile_ok, setattr_ok, signature_ok=(None, None),
              code_read_ok=()):
    """The audit hook. Everything it uses is bound as a keyword default (changing those
    raises an audited `object.__setattr__`), and it never calls into objects the
    extractor controls (exact type checks only).

    `exec_ok`/`compile_ok`/`setattr_ok`: module globals whose own code may exec, compile or
    set refused special attributes (`__defaults__`) even while extractor code is on the stack
    (dataclasses, namedtuple, typing.NamedTuple, typing.ForwardRef). Reads of frames and code
    objects have two exceptions: `code_read_ok` (typing's globals: `@typing.overload` files a
    function under `f.__code__.co_firstlineno`), and `signature_ok` = (inspect's globals,
    dataclasses' globals):
    `@dataclass` writes a class docstring from `inspect.signature(cls)`, which reads
    `__code__`/`__defaults__`/`__kwdefaults__`; allowed only when inspect frames called straight
    from dataclasses make the read (the docstring text is all that comes back)."""
    inside = [False]  # True while the hook itself looks at the stack
    caller_of = _make_caller(inside)

    def _sandbox_audit_hook(
        event, args, *, _ns=namespace, _src=source, _src_bytes=source.encode("utf-8", "surrogatepass"), _root=stdlib_root, _exec_ok=tuple(exec_ok),
        _compile_ok=tuple(compile_ok), _setattr_ok=tuple(setattr_ok), _ok=HARMLESS_EVENTS,
        _setattr=REFUSED_SETATTR, _caller=caller_of, _inside=inside, _inspect_ns=signature_ok[0],
        _dc_ns=signature_ok[1], _introspect=INTROSPECTION_ATTRIBUTES, _code_read_ok=tuple(code_read_ok),
        _type=type, _str=str, _bytes=bytes, _int=int, _Perm=PermissionError, _Val=ValueError,
        _write_flags=WRITE_FLAGS, _len=len, _CodeType=type(make_hook.__code__), _marker=MARKER,
    ):
        if _type(event) is not _str:
            raise _Perm("sandbox: refused")
        if event in _ok:
            return
        if event == "sys._getframe":
            if _inside[0]:
                return  # the hook's own look at the stack
            # Every frame's f_back chain ends in the runner's frames (and its result writer), so
            # no frame is handed out, whoever asks: extractor code, the stdlib on its behalf, or a
            # callable the runner ends up calling after extract() returned (a finalizer, a dict
            # subclass's items()). namedtuple, enum and typing fall back when refused.
            raise _Val("sandbox: frame access is not allowed in an extractor")
        if event == "object.__getattr__":  # __code__, __defaults__, tb_frame, gi_frame, f_code, ...
            # refused whoever reads (see sys._getframe above), but for the stdlib's own two needs
            caller = _caller(1)
            name = args[1] if _len(args) > 1 and _type(args[1]) is _str else "?"
            if name == "__code__" and any(caller.f_globals is g for g in _code_read_ok):
                return  # typing.overload: the code object stays inside typing
            if name in _introspect and _inspect_ns is not None:
                frame = caller
                while frame is not None and frame.f_globals is _inspect_ns:
                    frame = frame.f_back
                if frame is not caller and frame is not None and frame.f_globals is _dc_ns:
                    return  # @dataclass -> inspect.signature(cls), for the class docstring
            raise _Perm("sandbox: access to ." + name + " is not allowed in an extractor")
        if event == "object.__setattr__" or event == "object.__delattr__":
            name = args[1] if _len(args) > 1 else None
            if _type(name) is _str and name not in _setattr:
                return
            caller_globals = _caller(1).f_globals
            if caller_globals is _ns or not any(caller_globals is g for g in _setattr_ok):
                shown = name if _type(name) is _str else "?"
                raise _Perm("sandbox: changing ." + shown + " is not allowed in an extractor")
            return  # the stdlib on its own behalf (namedtuple sets __new__.__defaults__)
        if event == "compile" or event == "exec":
            target = args[0]
            if event == "compile" and (target is _src or target == _src_bytes):
                return  # the extractor itself (compiling it twice is harmless)
            if event == "exec" and _type(target) is _CodeType and target.co_filename == _marker:
                return  # code compiled from the extractor's own source
            caller_globals = _caller(1).f_globals
            # the stdlib's own code generation: dataclasses and namedtuple (compile + exec),
            # typing.ForwardRef (compile only: evaluating annotations stays refused)
            for allowed in (_exec_ok if event == "exec" else _compile_ok):
                if caller_globals is allowed:
                    return
            raise _Perm("sandbox: " + event + " is not allowed in an extractor")
        if event == "open":
            path = args[0]
            mode = args[1] if _len(args) > 1 else None
            flags = args[2] if _len(args) > 2 else 0
            if _type(path) is _bytes:
                try:
                    path = path.decode("utf-8")
                except Exception:
                    path = None
            writing = False
            if mode is not None:
                if _type(mode) is not _str:
                    writing = True
                else:
                    for c in "wax+":
                        if c in mode:
                            writing = True
            if _type(flags) is _int and flags & _write_flags:
                writing = True
            if writing:
                raise _Perm("sandbox: writing files is not allowed")
            if (
                _type(path) is not _str
                or not path.startswith(_root)
                or "/../" in path
                or path.endswith("/..")
                or "/site-packages/" in path  # under the stdlib folder, but not the standard library
                or "/dist-packages/" in path
                or "\x00" in path
            ):
                shown = path if _type(path) is _str else "?"
                raise _Perm("sandbox: reading " + shown[:200] + " is not allowed")
            return
        if event == "import":
            name = args[0] if _type(args[0]) is _str else "?"
            if name.startswith("encodings."):
                raise _Perm("sandbox: the text encoding " + name[10:] + " was not loaded before the extractor "
                            "started; write its name as a string literal (p.encode(\"cp437\"))")
            raise _Perm("sandbox: import of " + name + " is not allowed at run time")
        raise _Perm("sandbox: '" + event + "' is not allowed in an extractor")

    return _sandbox_audit_hook


def _chunk_encoder():
    """One C JSON encoder reused for every value: `chunks(value, 0)` -> list of str pieces
    (JSONEncoder.encode builds an encoder per call). No circular-reference markers: they cost a
    dict operation per container, and a value that contains itself ends in RecursionError
    anyway (the C encoder guards its recursion), reported as not JSON-serialisable."""
    from json.encoder import c_make_encoder, encode_basestring

    if c_make_encoder is None:  # pragma: no cover - CPython always has the C accelerator
        encoder = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(",", ":"),
                                   check_circular=False, default=_plain_value)
        return lambda value, _level: [encoder.encode(value)]
    return c_make_encoder(None, _plain_value, encode_basestring, None, ":", ",", False, False, False)


def _fast_encoder(chunks):
    """`encode(value) -> str` (strict JSON, no NaN, dates/UUIDs/paths/Decimals as `_plain_value`)."""
    join = "".join
    return lambda value: join(chunks(value, 0))


def _encoding_error(exc, max_chars):
    if type(exc) is RecursionError:
        return "the value is not JSON-serialisable: it contains itself or is nested too deeply"
    return "the value is not JSON-serialisable: " + _error_text(exc, max_chars, False)


def _plain_value(value):
    """JSON for the values an extractor naturally returns: dates as ISO text, UUIDs canonical."""
    kind = type(value)
    modules = sys.modules
    dt, uu, pl = modules.get("datetime"), modules.get("uuid"), modules.get("pathlib")
    if dt is not None and kind in (dt.date, dt.datetime, dt.time):
        return value.isoformat()
    if uu is not None and kind is uu.UUID:
        return str(value)
    if pl is not None and kind in (pl.PurePosixPath, pl.PureWindowsPath, pl.PosixPath, pl.WindowsPath):
        return str(value)
    dec = modules.get("decimal")
    if dec is not None and kind is dec.Decimal and value.is_finite():  # exact type: no user code runs
        return int(value) if value == value.to_integral_value() else float(value)
    raise TypeError(f"Object of type {kind.__name__} is not JSON serializable")


# terminal control characters in an extractor's message (ANSI escapes, bidi overrides) are
# shown escaped: the message ends up on the user's terminal
_CONTROL_CHARS = {c: "\\x%02x" % c for c in (*range(0x20), *range(0x7F, 0xA0))}
_CONTROL_CHARS.update({c: "\\u%04x" % c for c in (0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))})


def _error_text(exc, max_chars, with_line=True):
    try:
        name = type(exc).__name__
        if type(name) is not str:
            name = "Exception"
    except BaseException:
        name = "Exception"
    try:
        msg = str(exc)
    except BaseException:
        msg = "<unprintable error>"
    if type(msg) is not str:
        msg = "<unprintable error>"
    line = None
    try:
        tb = exc.__traceback__
        # entry 0 is the runner's call; entry 1 is the extractor's extract() frame
        if with_line and tb is not None and tb.tb_next is not None:
            line = tb.tb_next.tb_lineno
    except BaseException:
        line = None
    if len(msg) > 4 * max_chars:  # a gigantic message is cut before any work on it
        msg = msg[: 4 * max_chars]
    text = f"{name}: {msg}" if msg else name
    text = " ".join(text.split()).translate(_CONTROL_CHARS)
    if len(text) > max_chars:
        text = text[: max_chars - 1] + "…"
    if line:
        text += f" (line {line})"
    return text


def make_sealer(key):
    """`seal(block) -> block + b"#<mac>\\n"`: a keyed BLAKE2b over every byte sent so far.

    The parent sends a fresh random key with each request and checks each seal: bytes that
    extractor code manages to write to the result channel (by descriptor number, say) break
    every seal after them, so a forged line is detected wherever it lands. The key lives only
    in this closure, which no extractor code can reach (no frames, no gc)."""
    mac = hashlib.blake2b(key=key, digest_size=16)

    def seal(block, _update=mac.update, _hex=mac.hexdigest):
        _update(block)
        return block + b"#" + _hex().encode("ascii") + b"\n"

    return seal


def _no_seal(block):
    return block  # only for a request without a key (never sent by the parent)


def main():
    started = time.perf_counter()
    proto = os.fdopen(os.dup(1), "wb", buffering=1 << 16)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.close(devnull)
    sys.stdout = _Sink()
    sys.__stdout__ = sys.stdout
    exit_now = os._exit
    perf = time.perf_counter

    seal = _no_seal

    def emit(line):
        proto.write(seal(line.encode("utf-8", "surrogatepass") + b"\n"))

    try:
        request = json.loads(sys.stdin.buffer.read())
        source = request["source"]
        paths = request["paths"]
        seal = make_sealer(bytes.fromhex(request.pop("key")))
        limits = dict(DEFAULT_LIMITS)
        limits.update(request.get("limits") or {})
        if type(source) is not str or type(paths) is not list:
            raise ValueError("source must be a string and paths a list")
    except Exception as exc:
        emit(json.dumps({"fatal": f"bad request: {exc}", "kind": "RUNTIME_ERROR"}))
        proto.flush()
        exit_now(2)
    sys.stdin.close()

    apply_limits(limits)
    preload(source)
    import collections

    chunks = _chunk_encoder()
    encode = _fast_encoder(chunks)
    max_value = int(limits["max_value_bytes"])
    max_chars = int(limits["max_message_chars"])
    flush_every = float(limits["flush_every_s"])
    # A real module registered in sys.modules: `@dataclass`, `typing.get_type_hints`
    # and enum pickling look the defining module up there by `cls.__module__`.
    module = type(sys)("extractor")
    sys.modules["extractor"] = module
    namespace = module.__dict__
    namespace["__builtins__"] = restricted_builtins()
    exec_ok = [vars(m) for m in (collections, sys.modules.get("dataclasses")) if m is not None]
    compile_ok = exec_ok + [vars(m) for m in (sys.modules.get("typing"),) if m is not None]
    # namedtuple(..., defaults=...) sets __new__.__defaults__; typing.NamedTuple sets __bases__
    setattr_ok = [vars(m) for m in (collections, sys.modules.get("typing")) if m is not None]
    inspect_mod, dc_mod = sys.modules.get("inspect"), sys.modules.get("dataclasses")
    signature_ok = (vars(inspect_mod), vars(dc_mod)) if inspect_mod and dc_mod else (None, None)
    code_read_ok = [vars(m) for m in (sys.modules.get("typing"),) if m is not None]
    hook = make_hook(namespace, source, _stdlib_root(), exec_ok, compile_ok, setattr_ok, signature_ok, code_read_ok)
    _set_limit(resource.RLIMIT_NOFILE, int(limits["nofile"]))
    guard_code_generation(namespace)
    guard_update_wrapper()
    neuter_modules()
    sys.addaudithook(hook)
    del hook

    def fatal(message):
        emit(encode({"fatal": message, "kind": "RUNTIME_ERROR"}))
        emit('{"done":true}')
        proto.flush()
        exit_now(0)

    try:
        code = compile(source, MARKER, "exec")
    except SyntaxError as exc:
        fatal(f"SyntaxError: {exc.msg} (line {exc.lineno})")
    except BaseException as exc:
        fatal(_error_text(exc, max_chars, False))
    try:
        exec(code, namespace)
    except BaseException as exc:
        fatal("the extractor failed while loading: " + _error_text(exc, max_chars))
    extract = namespace.get("extract")
    if not callable(extract):
        fatal("the extractor defines no extract(path) function")

    emit(encode({"ready": True, "startup_ms": round((perf() - started) * 1000, 3)}))
    proto.flush()
    run_paths(paths, extract, proto, seal, chunks, encode, max_value, max_chars, flush_every)
    exit_now(0)


def _slow_result(i, elapsed, value, error, encode, max_value, max_chars):
    """The protocol line of a path off the fast path: an exception, `None` (= `{}`), a dict
    subclass, a non-dict, or a value that does not encode or is too large."""
    if error is None and type(value) is not dict:
        if value is None:
            value = {}  # "nothing applies", written the natural way
        elif isinstance(value, dict):  # OrderedDict, defaultdict, ...
            try:
                value = dict(value)
            except BaseException as exc:
                error = exc
    if error is not None:
        return encode([i, elapsed, None, _error_text(error, max_chars), "RUNTIME_ERROR"])
    if type(value) is not dict:
        return encode([i, elapsed, None, "TypeError: extract() must return a dict, not " + type(value).__name__,
                       "RUNTIME_ERROR"])
    try:
        text = encode(value)
    except BaseException as exc:
        return encode([i, elapsed, None, _encoding_error(exc, max_chars), "RUNTIME_ERROR"])
    if len(text) > max_value:
        return encode([i, elapsed, None, f"the value is too large ({len(text)} bytes JSON, limit {max_value})",
                       "OUTPUT_TOO_LARGE"])
    return f"[{i},{elapsed},{text}]"


def run_paths(paths, extract, proto, seal, chunks, encode, max_value, max_chars, flush_every, *,
              _slow=_slow_result):
    """The per-path loop, the hot path of `apply`: one line per path, `[i, ns, {value}]` or
    `[i, ns, null, "error", KIND]`, written in blocks (the parent parses while we run), then
    `{"done":true}`. Everything not a plain dict that encodes within the cap goes through
    `_slow_result`; the common case costs one C encoder call, two clock reads and an f-string."""
    write = proto.write
    flush = proto.flush
    pending = []
    add = pending.append
    _type, _dict, _len, join = type, dict, len, "".join
    ns = time.perf_counter_ns
    flush_ns = int(flush_every * 1e9)
    last_flush = ns()
    i = -1
    for path in paths:
        i += 1
        t0 = ns()
        try:
            value = extract(path)
        except BaseException as exc:  # SystemExit, KeyboardInterrupt, RecursionError, MemoryError...
            t1 = ns()  # integer nanoseconds on the wire (cheaper than formatting floats)
            add(_slow(i, t1 - t0, None, exc, encode, max_value, max_chars))
        else:
            t1 = ns()
            text = None
            if _type(value) is _dict:
                try:
                    text = join(chunks(value, 0))
                except BaseException:
                    text = None  # _slow_result encodes it again and reports why it fails
                else:
                    if _len(text) > max_value:
                        text = None
            if text is None:
                add(_slow(i, t1 - t0, value, None, encode, max_value, max_chars))
            else:
                add(f"[{i},{t1 - t0},{text}]")
        if _len(pending) >= 256 or t1 - last_flush >= flush_ns:
            write(seal("\n".join(pending).encode("utf-8", "surrogatepass") + b"\n"))
            flush()
            pending.clear()
            last_flush = t1
    pending.append('{"done":true}')
    write(seal("\n".join(pending).encode("utf-8", "surrogatepass") + b"\n"))
    flush()


if __name__ == "__main__":
    main()
