"""What the static policy refuses in Python extractors, name by name, each with its reason.

The tables the checker in `policy.py` consults (docs/security.md, "Layer 1"): builtins,
attributes that hide modules or look names up by string, frame internals, escape strings.
"""
from __future__ import annotations

#: Builtins that read files, run code or reach outside the extractor's values.
REFUSED_BUILTINS: frozenset[str] = frozenset(
    {"open", "eval", "exec", "compile", "__import__", "input", "breakpoint", "globals", "vars", "locals"}
)

#: Attribute names under which allowed modules expose modules that are NOT allowed
#: (`os.path.os`, `posixpath.os`, `typing.sys`, `json.codecs`, `uuid.platform`, ...). Refused
#: where the object is statically a module: an imported module name, a name assigned from one,
#: or an attribute chain rooted at one. On other objects they are ordinary names
#: (`class Build(NamedTuple): os: str` then `b.os`); a module reached some other way
#: (`(posixpath,)[0].os`) only gets neutered functions and the run-time import hook.
HIDDEN_MODULE_ATTRIBUTES: frozenset[str] = frozenset(
    {
        "os", "sys", "builtins", "bltns", "io", "inspect", "codecs", "platform", "types", "warnings",
        "genericpath", "copyreg", "importlib", "subprocess", "socket", "ctypes", "shutil", "gc",
        "marshal", "pickle", "posix", "nt", "linecache", "tokenize", "dis", "zipimport",
        "operator", "contextlib", "keyword", "ipaddress", "weakref", "reprlib", "ast", "token", "machinery",
        "util",
    }
)  # (underscore names such as `_sys`, `_thread` are refused as private attributes anyway)
# Harmless modules that allowed ones also expose under names too common to refuse
# (`d.copy()`, `p.stat()`, `collections.abc`): copy, stat, abc, json's decoder/encoder/scanner.

#: Attributes of allowed modules that read any attribute by name, so `"__class__"` as a string
#: would get past the dunder check (`pathlib.attrgetter`, `typing.operator.methodcaller`,
#: `string.Formatter().get_field("0.__class__", ...)`, `functools.update_wrapper(box, obj,
#: assigned=(name,))`), or that build functions from code objects.
NAME_LOOKUP_ATTRIBUTES: frozenset[str] = frozenset(
    {"attrgetter", "methodcaller", "get_field", "Formatter", "FunctionType", "LambdaType", "CodeType",
     "MethodType", "update_wrapper"}
)  # (`string.Formatter` subclasses receive the object that a computed "{0.__class__}" field names)

#: `functools.wraps(f)` is everyday decorator code, but `wraps(obj, assigned=(name,), updated=())`
#: is `update_wrapper` by another name: it may only be called directly with the one function.
WRAPS = "wraps"
WRAPS_MESSAGE = ("functools.wraps may only be called directly with the wrapped function, "
                 "as in @functools.wraps(func) (assigned=/updated= copy attributes by name)")

#: Functions that evaluate annotation text as code (`typing.get_type_hints` evals the strings of
#: `from __future__ import annotations` or quoted forward references with the function's
#: globals). Refused here; the sandbox refuses the evaluation too.
EVALUATING_ATTRIBUTES: frozenset[str] = frozenset({"get_type_hints"})

#: Every public name under which the allowed modules (and the modules they hold) hold a module
#: (`typing.sys`, `json.decoder`, `dataclasses.copy`, `typing.stdlib_re`): an expression ending
#: in one of them on a module is a module itself. tests/test_policy.py checks it against the
#: modules of the running Python.
MODULE_ATTRIBUTES: frozenset[str] = HIDDEN_MODULE_ATTRIBUTES | {
    "abc", "collections", "copy", "datetime", "decoder", "encoder", "enum", "fnmatch", "functools",
    "itertools", "ntpath", "parse", "path", "posixpath", "re", "scanner", "st", "stat", "stdlib_re",
}

#: Names that `from <allowed module> import <name>` binds to a module (`from os import path`,
#: `from json import decoder`); attributes of such a name are checked like a module's.
SUBMODULE_NAMES: frozenset[str] = frozenset({"path", "parse", "abc", "decoder", "encoder", "scanner"})

#: Functions of allowed modules that change the machine: `time.clock_settime` sets the system
#: clock when run as root (and raises no audit event).
MACHINE_ATTRIBUTES: frozenset[str] = frozenset({"clock_settime", "clock_settime_ns"})

#: Functions of allowed modules that make native calls no audit event sees: `uuid.uuid1` and
#: `uuid.getnode` read the network interfaces (sockets, files, `_uuid`); the runner neuters them.
UNAUDITED_ATTRIBUTES: frozenset[str] = frozenset({"uuid1", "getnode"})

#: Frame, code and traceback internals (generator frames lead to the caller's globals).
FRAME_ATTRIBUTES: frozenset[str] = frozenset(
    {"gi_frame", "gi_code", "gi_yieldfrom", "cr_frame", "cr_code", "cr_await", "ag_frame", "ag_code",
     "tb_frame", "tb_next", "f_back", "f_globals", "f_locals", "f_builtins", "f_code", "f_trace",
     "co_code", "co_consts", "co_names"}
)

#: Dunder names whose text alone is a step of an escape; no extractor needs them as strings
#: (lookups by name: `__match_args__` entries, dict keys given to `type()`).
ESCAPE_STRINGS: frozenset[str] = frozenset(
    {"__class__", "__base__", "__bases__", "__mro__", "__subclasses__", "__globals__", "__builtins__",
     "__code__", "__closure__", "__dict__", "__import__", "__getattribute__", "__match_args__",
     "__annotations__", "__module__", "__func__", "__self__", "__loader__", "__spec__", "__reduce_ex__",
     "__reduce__", "__defaults__", "__kwdefaults__", "__traceback__", "__instancecheck__",
     "__subclasscheck__", "__subclasshook__"}
)

#: Dunder names a module or class body may NOT assign: `__module__`/`__name__` decide whose globals
#: `@dataclass` gives the methods it generates, `__annotations__` is where it reads field names
#: (which become source code), the rest are the interpreter's own.
REFUSED_DUNDER_STORES: frozenset[str] = frozenset(
    {"__builtins__", "__annotations__", "__module__", "__name__", "__qualname__", "__dict__", "__class__",
     "__spec__", "__loader__", "__path__", "__package__", "__file__", "__globals__", "__code__", "__bases__",
     "__mro__", "__cached__",
     # `__match_args__` makes `case C(x):` read the attribute a string names; with an isinstance
     # hook any object matches C
     "__match_args__", "__instancecheck__", "__subclasscheck__", "__subclasshook__"}
)

#: Underscore attributes that are public API (namedtuple helpers).
PUBLIC_UNDERSCORE = frozenset({"_asdict", "_replace", "_fields", "_make", "_field_defaults"})

ATTRIBUTE_BUILTINS = frozenset({"getattr", "setattr", "delattr", "hasattr"})
SELF_NAMES = frozenset({"self", "cls"})
# read: `if __name__ == "__main__":` and module metadata; assigned: any dunder but __builtins__
ALLOWED_DUNDER_NAMES = frozenset({"__name__", "__doc__", "__all__", "__version__", "__author__"})
# `super().__init__(...)` and friends in small helper classes
SUPER_DUNDERS = frozenset({"__init__", "__post_init__", "__repr__", "__str__", "__eq__", "__hash__", "__lt__"})


__all__ = [
    "REFUSED_BUILTINS",
    "HIDDEN_MODULE_ATTRIBUTES",
    "NAME_LOOKUP_ATTRIBUTES",
    "WRAPS",
    "WRAPS_MESSAGE",
    "EVALUATING_ATTRIBUTES",
    "MODULE_ATTRIBUTES",
    "SUBMODULE_NAMES",
    "MACHINE_ATTRIBUTES",
    "UNAUDITED_ATTRIBUTES",
    "FRAME_ATTRIBUTES",
    "ESCAPE_STRINGS",
    "REFUSED_DUNDER_STORES",
    "PUBLIC_UNDERSCORE",
    "ATTRIBUTE_BUILTINS",
    "SELF_NAMES",
    "ALLOWED_DUNDER_NAMES",
    "SUPER_DUNDERS",
]
