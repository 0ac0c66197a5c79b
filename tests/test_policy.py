"""The static policy for Python extractors (tier 2): what is refused, where, and why."""
from __future__ import annotations

import ast

import pytest

from pathfinder.engine.python.policy import (
    ALLOWED_MODULES,
    FORBIDDEN_CODE,
    MISSING_EXTRACT,
    PYTHON_SYNTAX_ERROR,
    check_extract,
    check_source,
    find_extract,
    imported_modules,
)

BENIGN = '''
import re
import os.path
import urllib.parse
from os import path
from os.path import join, basename
from datetime import date, datetime
from collections import namedtuple, Counter
from dataclasses import dataclass
import typing, enum, json, uuid, decimal, pathlib, math, string, fnmatch, calendar, time
import functools, itertools, unicodedata, posixpath, ntpath
from urllib import parse

P = namedtuple("P", "a b")

@dataclass
class Box:
    value: int

    def bump(self):
        self._seen = True
        return self.value + 1

def extract(path: str) -> dict:
    m = re.search(r"(\\d+)", os.path.basename(path))
    p = P(1, 2)._asdict()
    getattr(p, "get")
    if hasattr(path, "upper"):
        pass
    return {"n": int(m.group(1))} if m else {}

if __name__ == "__main__":
    print(extract("/a/1"))
'''


def _constructs(src: str) -> list[tuple[int, str]]:
    return [(v.line, v.construct) for v in check_source(src)]


def test_benign_extractor_passes() -> None:
    assert check_source(BENIGN) == []


@pytest.mark.parametrize("module", sorted(ALLOWED_MODULES))
def test_every_allowed_module_imports(module: str) -> None:
    assert check_source(f"import {module}\n") == []


@pytest.mark.parametrize(
    "line,construct",
    [
        ("import os", "import os"),
        ("import subprocess", "import subprocess"),
        ("import sys", "import sys"),
        ("import socket", "import socket"),
        ("import ctypes", "import ctypes"),
        ("import importlib", "import importlib"),
        ("import builtins", "import builtins"),
        ("import urllib.request", "import urllib.request"),
        ("from os import system", "from os import system"),
        ("from posixpath import os", "from posixpath import os"),
        ("from json import *", "from json import *"),
        ("from . import x", "from . import ..."),
        ("from re import _compile", "from re import _compile"),
    ],
)
def test_refused_imports(line: str, construct: str) -> None:
    (violation,) = check_source(line + "\n")
    assert violation.construct == construct
    assert violation.line == 1 and violation.kind == FORBIDDEN_CODE


@pytest.mark.parametrize("name", ["open", "eval", "exec", "compile", "__import__", "input", "breakpoint",
                                  "globals", "vars", "locals"])
def test_refused_builtins_by_name_and_as_value(name: str) -> None:
    assert _constructs(f"x = 1\ny = {name}('a')\n") == [(2, name)]
    assert _constructs(f"f = {name}\n") == [(1, name)]


def test_builtins_attribute_is_refused() -> None:
    found = _constructs("import json\nbuiltins.open('x')\n")
    assert (2, "builtins.open") in found
    assert any(c.startswith("__builtins__") for _, c in _constructs("__builtins__['open']\n"))


@pytest.mark.parametrize("expr", ["x.__class__", "().__class__.__base__.__subclasses__()", "f.__globals__",
                                  "f.__code__", "o.__dict__"])
def test_dunder_attributes_are_refused(expr: str) -> None:
    found = check_source(f"x = f = o = 1\ny = {expr}\n")
    assert found and all(v.line == 2 and v.construct.startswith(".__") for v in found)


@pytest.mark.parametrize("expr", ["os.path.os.system('x')", "posixpath.os", "typing.sys", "json.codecs",
                                  "uuid.platform", "pathlib.os"])
def test_hidden_modules_behind_allowed_ones(expr: str) -> None:
    src = "import os.path, posixpath, typing, json, uuid, pathlib\n" + expr + "\n"
    assert check_source(src) and all(v.line == 2 for v in check_source(src))


def test_import_os_path_allows_only_os_path() -> None:
    assert check_source("import os.path\nos.path.join('a')\n") == []
    assert _constructs("import os.path\nos.listdir('.')\n") == [(2, "os.listdir")]
    assert _constructs("import os.path\nx = os\n") == [(2, "os")]


def test_private_attributes() -> None:
    assert _constructs("import re\nre._compile('x', 0)\n") == [(2, "._compile")]
    assert check_source("class A:\n    def f(self):\n        return self._x\n") == []
    assert check_source("import collections\nP = collections.namedtuple('P', 'a')\nP(1)._replace(a=2)\n") == []


@pytest.mark.parametrize(
    "call,ok",
    [
        ("getattr(x, 'upper')", True),
        ("hasattr(x, 'upper')", True),
        ("getattr(x, name)", False),
        ("getattr(x, 'up' + 'per')", False),
        ("getattr(x, chr(95) * 2 + 'class__')", False),
        ("getattr(x, '__class__')", False),
        ("setattr(x, '__code__', y)", False),
        ("delattr(x, n)", False),
        ("getattr(x, '_private')", False),
        ("getattr(x, 'os')", True),  # x is not a module: a field named like one is fine
        ("getattr(x, 'tb_frame')", False),
    ],
)
def test_attribute_builtins(call: str, ok: bool) -> None:
    found = check_source(f"x = y = n = name = 1\n{call}\n")
    assert (found == []) is ok
    if not ok:
        assert found[0].line == 2


def test_unicode_lookalike_names_are_normalised() -> None:
    # fullwidth letters are NFKC-normalised by the parser to `open` / `__class__`
    assert _constructs("\uff4f\uff50\uff45\uff4e('x')\n") == [(1, "open")]
    assert any(c == ".__class__" for _, c in _constructs("x = 1\nx.__\uff43lass__\n"))


def test_violations_sorted_with_lines_and_messages() -> None:
    found = check_source("import re\n\nimport sys\ndef extract(p):\n    return eval(p)\n")
    assert [(v.line, v.construct) for v in found] == [(3, "import sys"), (5, "eval")]
    assert "sys" in found[0].message and str(found[0]).startswith("line 3:")


def test_syntax_error_is_reported_not_raised() -> None:
    (v,) = check_source("def extract(p:\n")
    assert v.kind == PYTHON_SYNTAX_ERROR and v.line >= 1


@pytest.mark.parametrize(
    "src,ok",
    [
        ("def extract(path):\n    return {}\n", True),
        ("def extract(path: str) -> dict:\n    return {}\n", True),
        ("def extract(path, root=None, *rest, **kw):\n    return {}\n", True),
        ("def extract():\n    return {}\n", False),
        ("def extract(a, b):\n    return {}\n", False),
        ("def extract(a, *, b):\n    return {}\n", False),
        ("async def extract(path):\n    return {}\n", False),
        ("def other(path):\n    return {}\n", False),
        ("class X:\n    def extract(self, path):\n        return {}\n", False),
    ],
)
def test_extract_signature(src: str, ok: bool) -> None:
    tree = ast.parse(src)
    v = check_extract(tree)
    assert (v is None) is ok
    if not ok:
        assert v.kind == MISSING_EXTRACT
    assert (find_extract(tree) is not None) == ("def extract(" in src and "class" not in src and "async" not in src)


def test_imported_modules() -> None:
    tree = ast.parse("import re, os.path\nfrom datetime import date\nfrom os import path\n")
    assert imported_modules(tree) == ["datetime", "os.path", "re"]


def test_own_attributes_named_like_modules_are_fine() -> None:
    src = "class Device:\n    def __init__(self, platform):\n        self.platform = platform\n    def kind(self):\n        return self.platform\n"
    assert check_source(src) == []
    assert _constructs("import uuid\nx = uuid.platform\n") == [(2, ".platform")]


def test_harmless_dunders() -> None:
    src = ('__all__ = ["extract"]\n__version__ = "1"\n'
           "class Base:\n    def __init__(self, x):\n        self.x = x\n"
           "class Child(Base):\n    def __init__(self, x):\n        super().__init__(x)\n"
           "def extract(path):\n    return {'v': __version__}\n")
    assert check_source(src) == []
    assert _constructs("__builtins__ = {}\n") == [(1, "__builtins__")]
    assert _constructs("x = __loader__\n") == [(1, "__loader__")]
    assert _constructs("class A:\n    def f(self):\n        return super(A, self).__getattribute__('x')\n") \
        == [(3, ".__getattribute__")]


def test_lookups_by_name_are_refused_but_ordinary_code_is_not() -> None:
    """The new refusals (getattr as a value, attrgetter, Formatter, format fields, match patterns,
    escape-step strings, dangerous dunder stores) leave everyday extractor code alone."""
    fine = ("import string, pathlib, functools\n"
            "__all__ = ['extract']\n"
            "class C:\n    __slots__ = ('a',)\n    __hash__ = None\n"
            "def extract(path):\n"
            "    d = {'a': 1}.copy()\n"
            "    name = getattr(pathlib.PurePath(path), 'name')\n"
            "    label = '{0.name}-{1}'.format(pathlib.PurePath(path), 2)\n"
            "    skip = path.endswith('__pycache__') or '__init__.py' in path\n"
            "    match path.split('/'):\n        case [*_, last] if last:\n            pass\n"
            "    return {'n': name, 'l': label, 's': skip, 'd': d, 'x': string.ascii_lowercase[:1]}\n")
    assert check_source(fine) == []
    refused = [
        ("g = getattr\n", "getattr"),
        ("import functools\nx = functools.reduce(getattr, ['a'], 1)\n", "getattr"),
        ("import pathlib\nf = pathlib.attrgetter('a')\n", ".attrgetter"),
        ("from pathlib import attrgetter\n", "from pathlib import attrgetter"),
        ("import typing\no = typing.operator\n", ".operator"),
        ("import string\nF = string.Formatter\n", ".Formatter"),
        ("x = '{0.__class__}'.format(1)\n", "format string"),
        ("match 1:\n    case object(__class__=c):\n        pass\n", "__class__="),
        ("class C:\n    __match_args__ = ('a',)\n", "__match_args__"),
        ("class M(type):\n    def __instancecheck__(cls, o):\n        return True\n", "__instancecheck__"),
        ("class C:\n    __module__ = 'dataclasses'\n", "__module__"),
        ("class C:\n    __base__: int\n", "__base__"),
        ("x = {'__annotations__': {}}\n", "'__annotations__'"),
        ("def g():\n    yield\nf = g().gi_frame\n", ".gi_frame"),
        ("import time\ntime.clock_settime(0, 0)\n", ".clock_settime"),
    ]
    for src, construct in refused:
        assert construct in [c for _, c in _constructs(src)], (src, _constructs(src))


# ---------------------------------------------------------------- functools.update_wrapper / wraps


@pytest.mark.parametrize("src", [
    "import functools\nfunctools.update_wrapper(b, o, assigned=('x',), updated=())\n",
    "import functools\nu = functools.update_wrapper\n",
    "from functools import update_wrapper\n",
    "import functools\ngetattr(functools, 'update_wrapper')\n",
    "import functools\nfunctools.wraps(o, assigned=('x',))(b)\n",
    "import functools\nfunctools.wraps(o, updated=())(b)\n",
    "import functools\nfunctools.wraps(o, ('x',), ())(b)\n",
    "import functools\nfunctools.wraps(*args)(b)\n",
    "import functools\nw = functools.wraps\n",
    "import functools\nf = functools.partial(functools.wraps, assigned=('x',))\n",
    "from functools import wraps\nwraps(o, assigned=('x',))(b)\n",
    "from functools import wraps as w\nw(o, updated=())(b)\n",
    "from functools import wraps\nx = [wraps]\n",
])
def test_update_wrapper_and_wraps_with_names_are_refused(src: str) -> None:
    found = check_source(src)
    assert found, src
    assert all(v.kind == FORBIDDEN_CODE for v in found)
    assert any("update_wrapper" in v.construct + v.message or "wraps" in v.construct + v.message for v in found), found


def test_wraps_as_a_plain_decorator_is_fine() -> None:
    src = ("import functools\nfrom functools import wraps\n"
           "def deco(f):\n    @functools.wraps(f)\n    def inner(p):\n        return f(p)\n    return inner\n"
           "def deco2(f):\n    @wraps(f)\n    def inner(p):\n        return f(p)\n    return inner\n"
           "@deco\n@deco2\ndef extract(path):\n    return {}\n")
    assert check_source(src) == []


def test_get_type_hints_is_refused() -> None:
    """It evaluates annotation text as code (with the function's globals); the docs say refused."""
    for src in ("import typing\ntyping.get_type_hints(f)\n", "from typing import get_type_hints\n",
                "import typing\ng = getattr(typing, 'get_type_hints')\n"):
        found = check_source(src)
        assert found and "get_type_hints" in found[0].construct, src


# ---------------------------------------------------------------- module names vs. fields named like modules


@pytest.mark.parametrize("field", ["os", "platform", "types", "io", "sys", "keyword", "gc", "codecs", "inspect"])
def test_fields_named_like_hidden_modules_are_fine(field: str) -> None:
    src = ("from typing import NamedTuple\nimport collections\n"
           f"class Build(NamedTuple):\n    {field}: str\n"
           f"Row = collections.namedtuple('Row', ['{field}'])\n"
           "def extract(path):\n"
           f"    b = Build(path)\n    r = Row(path)\n"
           f"    match b:\n        case Build({field}=v):\n            pass\n"
           f"    return {{'a': b.{field}, 'b': r.{field}, 'c': getattr(b, '{field}')}}\n")
    assert check_source(src) == []


@pytest.mark.parametrize("src", [
    "import posixpath\nposixpath.os\n",
    "import posixpath as pp\npp.os.system('x')\n",
    "import posixpath\np = posixpath\nq = p\nq.os\n",
    "import os.path\np = os.path\np.os\n",
    "from os import path\npath.os\n",
    "import os.path as osp\nosp.sys\n",
    "import typing\ntyping.sys\n",
    "import json\njson.decoder.re\njson.codecs\n",
    "from collections import abc\nabc.sys\n",
    "import posixpath\ngetattr(posixpath, 'os')\n",
    "import posixpath\nmatch posixpath:\n    case object(os=o):\n        pass\n",
    "import posixpath\nif (p := posixpath):\n    p.os\n",
])
def test_hidden_modules_of_module_names_are_refused(src: str) -> None:
    found = check_source(src)
    assert found and all(v.kind == FORBIDDEN_CODE for v in found), src


# ---------------------------------------------------------------- modules as values, native calls, linear time (issue 14)


@pytest.mark.parametrize("src", [
    "import typing\nbi = [typing][0].sys.modules['builtins']\n",
    "import posixpath\n(posixpath,)[0].os.system('x')\n",
    "import typing\ndef f(m):\n    return m\nf(typing).sys\n",
    "import typing\ndef g():\n    return typing\ng().sys\n",
    "import json\nx = [json.decoder][0]\n",
    "import dataclasses\nbox = {'m': dataclasses.copy}\nbox['m'].copyreg\n",
    "import typing\nh = lambda: typing\nh().sys\n",
    "import typing, json\nc = 1\n(typing if c else json).sys\n",
    "import typing\nfor m in (typing,):\n    m.sys\n",
    "import typing\ndef f(t=typing):\n    return t.sys\n",
    "import json\ngetattr(json, 'decoder').sys\n",
    "import posixpath\nif (p := posixpath):\n    pass\n",
    "import typing\nimport collections\ncollections.Counter().update(map(print, [typing]))\n",
    "import os.path\nq = [os.path][0].os\n",
])
def test_modules_used_as_values_are_refused(src: str) -> None:
    """A module in a list, a call, a return value, a default or a walrus can be reached as
    `[typing][0].sys`, which no static check can follow: modules may only stand before `.name`
    or alone on the right of `name =`."""
    found = check_source(src)
    assert found and all(v.kind == FORBIDDEN_CODE for v in found), src


def test_modules_as_attribute_bases_and_aliases_are_fine() -> None:
    src = ("import posixpath, json, typing\nimport os.path\nfrom os import path\n"
           "P = posixpath\npjoin = os.path.join\nD = json.decoder\n"
           "def extract(path: str) -> dict:\n"  # the parameter shadows `from os import path`
           "    parts = [path, P.basename(path), pjoin('a', path)]\n"
           "    f = lambda path: path.upper()\n"
           "    return {'p': parts, 'u': f(path), 'e': D.JSONDecodeError.__name__ if False else 1,\n"
           "            't': typing.cast(str, path)}\n")
    assert [v for v in check_source(src) if "as a value" in v.message] == []


def test_parameters_shadow_module_names_only_inside_their_function() -> None:
    src = "from os import path\ndef extract(path):\n    return {'p': [path]}\nx = [path]\n"
    assert _constructs(src) == [(4, "path")]


@pytest.mark.parametrize("src", [
    "import uuid\nuuid.uuid1()\n",
    "import uuid\nuuid.getnode()\n",
    "from uuid import uuid1\n",
    "from uuid import getnode as g\n",
    "import uuid\ngetattr(uuid, 'uuid1')()\n",
])
def test_native_calls_that_skip_audit_events_are_refused(src: str) -> None:
    found = check_source(src)
    assert found and any("uuid" in v.message or "not allowed" in v.message for v in found), src


def test_module_attributes_cover_this_python() -> None:
    """Every public name under which an allowed module (or a harmless module it holds) holds a
    module is in MODULE_ATTRIBUTES, and those of modules that are not allowed are refused."""
    import importlib
    import types

    from pathfinder.engine.python.policy import HIDDEN_MODULE_ATTRIBUTES, MODULE_ATTRIBUTES

    seen: set[str] = set()
    todo = [importlib.import_module(m) for m in sorted(ALLOWED_MODULES)]
    while todo:
        module = todo.pop()
        if module.__name__ in seen:
            continue
        seen.add(module.__name__)
        for attr, value in vars(module).items():
            if isinstance(value, types.ModuleType) and not attr.startswith("_"):
                assert attr in MODULE_ATTRIBUTES, f"{module.__name__}.{attr}"
                harmless = value.__name__ in ALLOWED_MODULES or value.__name__ in (
                    "copy", "stat", "abc", "json.decoder", "json.encoder", "json.scanner")
                assert harmless or attr in HIDDEN_MODULE_ATTRIBUTES, f"{module.__name__}.{attr}"
                if harmless:  # (a module that is not allowed is refused, whatever it holds)
                    todo.append(value)


@pytest.mark.timeout(60)
def test_policy_is_linear_in_the_file() -> None:
    """16,000 lines of `v0 = v1` ending in a module took 91 s (a fixed-point loop over every
    assignment); a hang guard only, the cost is measured in bench/."""
    import time

    body = "".join(f"v{i} = v{i + 1}\n" for i in range(16_000))
    src = "import posixpath\n" + body + "v16000 = posixpath\nv0.os\ndef extract(p):\n    return {}\n"
    started = time.monotonic()
    found = check_source(src)
    assert time.monotonic() - started < 30
    assert ".os" in [v.construct for v in found]


def test_python_rules_have_a_size_cap() -> None:
    from pathfinder.engine.python.policy import MAX_SOURCE_CHARS

    (found,) = check_source("x = 1\n" * (MAX_SOURCE_CHARS // 6 + 1))
    assert found.construct == "size" and "too large" in found.message
