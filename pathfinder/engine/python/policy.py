"""Static policy for Python extractors (docs/rule-language.md "Python extractors", tier 2).

Why static checks when the sandbox contains everything at run time anyway:
they refuse hostile or sloppy code *before anything runs*, with a message an
LLM (or a person) can act on ("line 4: import of 'subprocess' is not
allowed"). The sandbox's audit hook (`sandbox/runner.py`) is the second,
independent line; neither trusts the other.

    check_source(text) -> list[Violation]     every refusal, in source order
    check_tree(tree)   -> list[Violation]     same, for an already parsed module
    find_extract(tree) -> ast.FunctionDef | None
    check_extract(tree) -> Violation | None   kind MISSING_EXTRACT
    imported_modules(tree) -> list[str]       allowed modules the code imports

Identifiers are checked after the parser's NFKC normalisation, so names
spelled with fullwidth or other compatibility characters are caught too.
"""
from __future__ import annotations

import ast
import importlib
import string
import types
from dataclasses import dataclass

from pathfinder.engine.python.refusals import (
    ALLOWED_DUNDER_NAMES,
    ATTRIBUTE_BUILTINS,
    ESCAPE_STRINGS,
    EVALUATING_ATTRIBUTES,
    FRAME_ATTRIBUTES,
    HIDDEN_MODULE_ATTRIBUTES,
    MACHINE_ATTRIBUTES,
    MODULE_ATTRIBUTES,
    NAME_LOOKUP_ATTRIBUTES,
    PUBLIC_UNDERSCORE,
    REFUSED_BUILTINS,
    REFUSED_DUNDER_STORES,
    SELF_NAMES,
    SUBMODULE_NAMES,
    SUPER_DUNDERS,
    UNAUDITED_ATTRIBUTES,
    WRAPS,
    WRAPS_MESSAGE,
)
from sandbox.allowlist import ALLOWED_MODULES  # the child's list too: one list (docs/security.md)

FORBIDDEN_CODE = "FORBIDDEN_CODE"
#: Longest extractor source accepted (characters): parsing megabytes of Python takes the
#: parent seconds to minutes, and no real extractor comes near this.
MAX_SOURCE_CHARS = 256_000
MISSING_EXTRACT = "MISSING_EXTRACT"
PYTHON_SYNTAX_ERROR = "PYTHON_SYNTAX_ERROR"


@dataclass(frozen=True)
class Violation:
    """One refusal: where (1-based line), which construct, and why (one line)."""

    line: int
    construct: str  # e.g. "import subprocess", "open()", ".__class__"
    message: str
    kind: str = FORBIDDEN_CODE

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


def _is_dunder(name: str) -> bool:
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def module_allowed(name: str) -> bool:
    """True when `import name` is allowed (exactly a listed module)."""
    return name in ALLOWED_MODULES


class _Checker(ast.NodeVisitor):
    def __init__(self) -> None:
        self.violations: list[Violation] = []
        self.called: set[int] = set()  # ids of Name nodes in call position (`getattr(...)`)
        # `import os.path` binds `os`: only `os.path` may be used through that name.
        # Filled with `module_names` and `wraps_names` by `_bind_modules` before the walk.
        self.package_prefixes: dict[str, set[str]] = {}
        self.imported: list[str] = []
        # names statically bound to a module (imports, and names assigned from those)
        self.module_names: set[str] = set()
        # the modules each such name may stand for (None: not known here), so that `x.attr` is
        # a module exactly when the real attribute is one (`calendar.datetime` is, `datetime.datetime`
        # is not)
        self.modules_of: dict[str, list[types.ModuleType | None]] = {}
        self.wraps_names: set[str] = set()  # `from functools import wraps [as w]`
        self.direct_wraps: set[int] = set()  # ids of `wraps` nodes called as `wraps(f)`
        # ids of module expressions in the two places a module may stand: before `.attr`, and
        # alone on the right of `name = module` (the name is then a module name too)
        self.module_uses: set[int] = set()
        self.scopes: list[frozenset[str]] = []  # parameters of the enclosing functions

    def refuse(self, node: ast.AST, construct: str, message: str) -> None:
        self.violations.append(Violation(getattr(node, "lineno", 0) or 0, construct, message))

    # ---------------------------------------------------------------- imports

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            name = alias.name
            if not module_allowed(name):
                self.refuse(node, f"import {name}", f"import of '{name}' is not allowed (allowed: {_allowed_text()})")
                continue
            self.imported.append(name)
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        if module == "__future__" and not node.level:
            return  # compiler directives (`from __future__ import annotations`)
        if node.level:
            self.refuse(node, f"from {'.' * node.level}{module} import ...", "relative imports are not allowed")
            return
        for alias in node.names:
            if alias.name == "*":
                self.refuse(node, f"from {module} import *", "star imports are not allowed; import names explicitly")
                continue
            full = f"{module}.{alias.name}"
            if module_allowed(module):
                if (alias.name.startswith("_") or alias.name in HIDDEN_MODULE_ATTRIBUTES
                        or alias.name in NAME_LOOKUP_ATTRIBUTES or alias.name in MACHINE_ATTRIBUTES
                        or alias.name in UNAUDITED_ATTRIBUTES
                        or alias.name in EVALUATING_ATTRIBUTES):
                    self.refuse(node, f"from {module} import {alias.name}",
                                f"importing '{alias.name}' from '{module}' is not allowed")
                    continue
                self.imported.append(module)
            elif module_allowed(full):  # from os import path, from urllib import parse
                self.imported.append(full)
            else:
                self.refuse(node, f"from {module} import {alias.name}",
                            f"import of '{module}' is not allowed (allowed: {_allowed_text()})")
        self.generic_visit(node)

    # ---------------------------------------------------------------- names and attributes

    def module_valued(self, node: ast.expr) -> bool:
        """True when `node` statically evaluates to a module: a module name (not a parameter
        of an enclosing function) or a module's attribute that holds a module (`json.decoder`)."""
        if isinstance(node, ast.Name):
            return node.id in self.module_names and not any(node.id in scope for scope in self.scopes)
        return bool(self.modules(node))

    def modules(self, node: ast.expr) -> list[types.ModuleType | None]:
        """The modules an expression may evaluate to (empty: not a module)."""
        if isinstance(node, ast.Name):
            if node.id in self.package_prefixes:
                return [_import(node.id)]
            return self.modules_of.get(node.id, [])
        if not isinstance(node, ast.Attribute):
            return []
        found: list[types.ModuleType | None] = []
        for module in self.modules(node.value):
            if module is None:  # not known here: any name under which modules hold modules
                if node.attr in MODULE_ATTRIBUTES:
                    found.append(None)
            elif isinstance(getattr(module, node.attr, None), types.ModuleType):
                found.append(getattr(module, node.attr))
        return found

    def refuse_module_value(self, node: ast.expr, shown: str) -> None:
        """A module anywhere but before `.attr` or alone on the right of `name =` is refused:
        in a list, a call, a return value or a walrus it could be reached as `[typing][0].sys`,
        which no static check can follow."""
        if id(node) not in self.module_uses and self.module_valued(node):
            self.refuse(node, shown, f"the module '{shown}' may only be used as {shown}.<name>, not as a value "
                        "(modules it holds would be reachable)")

    def module_ish(self, node: ast.expr) -> bool:
        """True when `node` is statically a module: a module name or an attribute chain rooted at one."""
        while isinstance(node, ast.Attribute):
            node = node.value
        return isinstance(node, ast.Name) and (node.id in self.module_names or node.id in self.package_prefixes)

    def visit_Name(self, node: ast.Name) -> None:
        name = node.id
        if isinstance(node.ctx, ast.Load):
            self.refuse_module_value(node, name)
        if name in self.wraps_names and id(node) not in self.direct_wraps:
            self.refuse(node, name, WRAPS_MESSAGE)
        if name in REFUSED_BUILTINS:
            self.refuse(node, f"{name}", f"the builtin '{name}' is not allowed")
        elif name in ATTRIBUTE_BUILTINS and id(node) not in self.called:
            # `g = getattr; g(x, "__class__")`, `functools.reduce(getattr, ...)`, `map(getattr, ...)`
            self.refuse(node, name, f"'{name}' may only be called directly, with a literal attribute name")
        elif isinstance(node.ctx, ast.Store) and name in REFUSED_DUNDER_STORES:
            self.refuse(node, name, f"assigning '{name}' is not allowed")
        elif _is_dunder(name) and name not in ALLOWED_DUNDER_NAMES and not (
            isinstance(node.ctx, ast.Store) and name != "__builtins__"
        ):
            self.refuse(node, name, f"the name '{name}' is not allowed (no dunder names)")
        elif name in ("builtins",):
            self.refuse(node, name, "access to the builtins module is not allowed")
        elif name in self.package_prefixes:
            # only reachable as the `.value` of an allowed attribute (handled in visit_Attribute)
            self.refuse(node, name, f"'{name}' itself is not allowed; use only "
                        + ", ".join(f"{name}.{c}" for c in sorted(self.package_prefixes[name])))

    def visit_Attribute(self, node: ast.Attribute) -> None:
        attr = node.attr
        base = node.value
        self.module_uses.add(id(base))
        if isinstance(node.ctx, ast.Load):
            self.refuse_module_value(node, f"{_dotted(base)}.{attr}")
        if isinstance(base, ast.Name) and base.id in self.package_prefixes:
            if attr not in self.package_prefixes[base.id]:
                self.refuse(node, f"{base.id}.{attr}", f"'{base.id}.{attr}' is not allowed; only "
                            + ", ".join(f"{base.id}.{c}" for c in sorted(self.package_prefixes[base.id]))
                            + " was imported")
            return  # the base name is fine in this position
        if _is_dunder(attr):
            if not (attr in SUPER_DUNDERS and isinstance(base, ast.Call) and isinstance(base.func, ast.Name)
                    and base.func.id == "super" and not base.args):
                self.refuse(node, f".{attr}", f"dunder attribute access '.{attr}' is not allowed")
        elif attr in HIDDEN_MODULE_ATTRIBUTES and self.module_ish(base):
            self.refuse(node, f".{attr}", f"attribute '.{attr}' reaches a module that is not allowed")
        elif attr in NAME_LOOKUP_ATTRIBUTES:
            self.refuse(node, f".{attr}", f"'.{attr}' looks attributes up by name (or builds functions); "
                        "it is not allowed")
        elif attr == WRAPS and id(node) not in self.direct_wraps:
            self.refuse(node, f".{attr}", WRAPS_MESSAGE)
        elif attr in EVALUATING_ATTRIBUTES:
            self.refuse(node, f".{attr}", f"'.{attr}' evaluates annotation text as code; it is not allowed")
        elif attr in FRAME_ATTRIBUTES:
            self.refuse(node, f".{attr}", f"'.{attr}' reaches frames or code objects; that is not allowed")
        elif attr in MACHINE_ATTRIBUTES:
            self.refuse(node, f".{attr}", f"'.{attr}' changes the machine (the system clock); that is not allowed")
        elif attr in UNAUDITED_ATTRIBUTES:
            self.refuse(node, f".{attr}", f"'.{attr}' makes native calls the sandbox cannot see (it reads the "
                        "network interfaces); use uuid.uuid4() or uuid.uuid5()")
        elif attr.startswith("_") and attr not in PUBLIC_UNDERSCORE and not (
            isinstance(base, ast.Name) and base.id in SELF_NAMES
        ):
            self.refuse(node, f".{attr}", f"private attribute access '.{attr}' is not allowed (only on self/cls)")
        elif isinstance(base, ast.Name) and base.id in ("builtins", "__builtins__"):
            self.refuse(node, f"{base.id}.{attr}", f"'{base.id}.{attr}' is not allowed")
            return
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        # `"{0.__class__}".format(x)` reads attributes named in the string
        value = node.value
        if isinstance(value, str) and value in ESCAPE_STRINGS:
            self.refuse(node, repr(value), f"the string {value!r} names interpreter internals; that is not allowed")
            return
        if isinstance(value, str) and "{" in value and "." in value:
            field = _private_format_field(value)
            if field is not None:
                shown = field if field.startswith("{") else "{" + field + "}"
                self.refuse(node, "format string", f"the format field '{shown}' reads a private or dunder "
                            "attribute; that is not allowed")

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        if node.name in REFUSED_DUNDER_STORES:
            self.refuse(node, node.name, f"defining '{node.name}' is not allowed")
        self.generic_visit(node)

    def _check_function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        """Decorators, defaults and annotations belong to the enclosing scope; inside the body
        the parameters shadow module names (`from os import path` and `def extract(path)`)."""
        if node.name in REFUSED_DUNDER_STORES:
            self.refuse(node, node.name, f"defining '{node.name}' is not allowed")
        for decorator in node.decorator_list:
            self.visit(decorator)
        self.visit(node.args)
        if node.returns is not None:
            self.visit(node.returns)
        self.scopes.append(_parameters(node.args))
        for statement in node.body:
            self.visit(statement)
        self.scopes.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = _check_function

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self.visit(node.args)
        self.scopes.append(_parameters(node.args))
        self.visit(node.body)
        self.scopes.pop()

    def visit_Assign(self, node: ast.Assign) -> None:
        if all(isinstance(t, ast.Name) for t in node.targets):
            self.module_uses.add(id(node.value))  # `p = posixpath`: p is checked as a module
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        # `__subclasses__: int` in a dataclass makes a field (and a `__match_args__` entry) of that name
        if isinstance(node.target, ast.Name) and _is_dunder(node.target.id):
            self.refuse(node, node.target.id, f"annotating the dunder name '{node.target.id}' is not allowed")
        if isinstance(node.target, ast.Name) and node.value is not None:
            self.module_uses.add(id(node.value))
        self.generic_visit(node)

    def visit_MatchClass(self, node: ast.MatchClass) -> None:
        # `case object(__class__=c):` reads the attribute the keyword names
        for attr in node.kwd_attrs:
            if attr.startswith("_") or attr in FRAME_ATTRIBUTES:
                self.refuse(node, f"{attr}=", f"a class pattern reading '.{attr}' is not allowed")
        self.generic_visit(node)

    def visit_Match(self, node: ast.Match) -> None:
        # `match posixpath: case object(os=o):` reads a hidden module off a module
        if self.module_ish(node.subject):
            for case in node.cases:
                for sub in ast.walk(case.pattern):
                    if isinstance(sub, ast.MatchClass):
                        for attr in sub.kwd_attrs:
                            if attr in HIDDEN_MODULE_ATTRIBUTES:
                                self.refuse(sub, f"{attr}=", f"a class pattern reading '.{attr}' of a module "
                                            "is not allowed")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if ((isinstance(func, ast.Attribute) and func.attr == WRAPS)
                or (isinstance(func, ast.Name) and func.id in self.wraps_names)):
            if len(node.args) == 1 and not isinstance(node.args[0], ast.Starred) and not node.keywords:
                self.direct_wraps.add(id(func))
                if self.module_ish(node.args[0]):  # copies the module's __dict__: its globals
                    self.refuse(node, "wraps(module)", "functools.wraps of a module is not allowed")
        if isinstance(func, ast.Name) and func.id in ATTRIBUTE_BUILTINS:
            self.called.add(id(func))
            name_arg = node.args[1] if len(node.args) > 1 else None
            if name_arg is None:
                name_arg = next((k.value for k in node.keywords if k.arg == "name"), None)
            if not (isinstance(name_arg, ast.Constant) and isinstance(name_arg.value, str)):
                self.refuse(node, f"{func.id}()", f"{func.id}() with a computed attribute name is not allowed; "
                            "use a literal name")
            else:
                literal = name_arg.value
                if _is_dunder(literal) or (literal.startswith("_") and literal not in PUBLIC_UNDERSCORE):
                    self.refuse(node, f"{func.id}(..., {literal!r})",
                                f"{func.id}() of the private/dunder attribute {literal!r} is not allowed")
                elif (literal in HIDDEN_MODULE_ATTRIBUTES and node.args and self.module_ish(node.args[0])) or (
                        literal in NAME_LOOKUP_ATTRIBUTES or literal in EVALUATING_ATTRIBUTES or literal == WRAPS
                        or literal in FRAME_ATTRIBUTES or literal in MACHINE_ATTRIBUTES
                        or literal in UNAUDITED_ATTRIBUTES
                        or (literal in MODULE_ATTRIBUTES and node.args and self.module_ish(node.args[0]))):
                    self.refuse(node, f"{func.id}(..., {literal!r})",
                                f"{func.id}() of {literal!r} reaches a module that is not allowed")
        self.generic_visit(node)


def _parameters(args: ast.arguments) -> frozenset[str]:
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
    return frozenset(a.arg for a in every if a is not None)


def _dotted(node: ast.expr) -> str:
    """`a.b.c` for an attribute chain (`…` where it is not one), for messages."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    parts.append(node.id if isinstance(node, ast.Name) else "…")
    return ".".join(reversed(parts))


_FORMATTER = string.Formatter()


def _private_format_field(text: str) -> str | None:
    """The first replacement field of a format string that reads a `_`-attribute, else None."""
    try:
        parsed = list(_FORMATTER.parse(text))
    except ValueError:  # not a valid format string: `.format()` would refuse it too
        return None
    for _literal, field, spec, _conv in parsed:
        for part in (field, spec):  # nested fields live in the spec: "{0:{1._x}}"
            if part and "." in part:
                for segment in part.split(".")[1:]:
                    if segment.lstrip().startswith("_"):
                        return part
                if "{" in part:
                    inner = _private_format_field(part)
                    if inner is not None:
                        return inner
    return None


def _allowed_text() -> str:
    return ", ".join(sorted(ALLOWED_MODULES))


def check_tree(tree: ast.AST) -> list[Violation]:
    """All policy violations of a parsed module, sorted by line."""
    try:
        return _check_tree(tree)
    except RecursionError:  # a tree the parser built but a recursive walk cannot visit
        return [Violation(1, "nesting", "the code is nested too deeply to be checked")]


def _import(name: str) -> types.ModuleType | None:
    """The standard-library module `name` in this process (None when it cannot be had)."""
    try:
        return importlib.import_module(name)
    except Exception:  # pragma: no cover - allowed modules are standard library
        return None


def _bind_modules(checker: _Checker, tree: ast.AST) -> None:
    """Before the walk: which names are modules (imports, then names assigned from those) and
    which names are `functools.wraps`. Flow-insensitive: a name that is a module anywhere
    counts as one everywhere."""
    assignments: list[tuple[list[ast.expr], ast.expr]] = []

    def bind(name: str, module: str) -> None:
        checker.module_names.add(name)
        checker.modules_of.setdefault(name, []).append(_import(module))

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if not module_allowed(alias.name):
                    continue
                if alias.asname is not None:
                    bind(alias.asname, alias.name)
                elif "." in alias.name:
                    top, _, rest = alias.name.partition(".")
                    if module_allowed(top):
                        bind(top, top)
                    else:
                        checker.package_prefixes.setdefault(top, set()).add(rest.split(".")[0])
                else:
                    bind(alias.name, alias.name)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            for alias in node.names:
                bound = alias.asname or alias.name
                if module_allowed(f"{node.module}.{alias.name}") or (
                        module_allowed(node.module) and alias.name in SUBMODULE_NAMES):
                    bind(bound, f"{node.module}.{alias.name}")
                elif node.module == "functools" and alias.name == WRAPS:
                    checker.wraps_names.add(bound)
        elif isinstance(node, ast.Assign):
            assignments.append((node.targets, node.value))
        elif isinstance(node, (ast.AnnAssign, ast.NamedExpr)) and node.value is not None:
            assignments.append(([node.target], node.value))
    # names assigned from a module (`p = posixpath`, `q = p`, `d = json.decoder`) become module
    # names too: a breadth-first walk over "root name -> assigned names", linear in the file
    # (a fixed-point loop over all assignments took 91 s on 16,000 reversed `v0 = v1` lines)
    assigned_from: dict[str, list[tuple[list[ast.expr], ast.expr]]] = {}
    for targets, value in assignments:
        root = value
        while isinstance(root, ast.Attribute):
            root = root.value
        if isinstance(root, ast.Name) and any(isinstance(t, ast.Name) for t in targets):
            assigned_from.setdefault(root.id, []).append((targets, value))
    todo = [*checker.module_names, *checker.package_prefixes]
    while todo:
        for targets, value in assigned_from.pop(todo.pop(), ()):
            found = checker.modules(value)
            if not found:
                continue  # `join = os.path.join`: not a module
            for target in targets:
                if isinstance(target, ast.Name) and target.id not in checker.module_names:
                    checker.module_names.add(target.id)
                    checker.modules_of[target.id] = found
                    todo.append(target.id)


def _check_tree(tree: ast.AST) -> list[Violation]:
    checker = _Checker()
    # imports first so `import os.path` is known before uses that appear earlier in the walk
    _bind_modules(checker, tree)
    checker.visit(tree)
    return sorted(checker.violations, key=lambda v: v.line)


def check_source(text: str) -> list[Violation]:
    """Parse and check an extractor. A syntax error comes back as one violation of kind
    PYTHON_SYNTAX_ERROR (callers normally run tier 1 first and never see it)."""
    if len(text) > MAX_SOURCE_CHARS:
        return [Violation(0, "size", f"the extractor is too large ({len(text)} characters, "
                          f"limit {MAX_SOURCE_CHARS})")]
    try:
        tree = ast.parse(text)
    except SyntaxError as exc:
        return [Violation(exc.lineno or 0, "syntax", f"syntax error: {exc.msg}", PYTHON_SYNTAX_ERROR)]
    except ValueError as exc:  # null bytes
        return [Violation(0, "syntax", f"cannot parse: {exc}", PYTHON_SYNTAX_ERROR)]
    except (RecursionError, MemoryError):  # "too many nested parentheses" and deeper
        return [Violation(0, "syntax", "cannot parse: the code is nested too deeply", PYTHON_SYNTAX_ERROR)]
    return check_tree(tree)


def find_extract(tree: ast.Module) -> ast.FunctionDef | None:
    """The module-level `def extract(...)` (the last one wins, as at run time)."""
    found = None
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "extract":
            found = node
    return found


def check_extract(tree: ast.Module) -> Violation | None:
    """MISSING_EXTRACT unless `def extract(path)` takes exactly one required parameter."""
    func = find_extract(tree)
    if func is None:
        async_def = any(isinstance(n, ast.AsyncFunctionDef) and n.name == "extract" for n in tree.body)
        message = (
            "extract must be a plain 'def', not 'async def'"
            if async_def
            else "no module-level 'def extract(path: str) -> dict' function"
        )
        return Violation(1, "def extract", message, MISSING_EXTRACT)
    args = func.args
    positional = list(args.posonlyargs) + list(args.args)
    required = len(positional) - len(args.defaults)
    required_kw = sum(1 for d in args.kw_defaults if d is None)
    if required != 1 or required_kw:
        return Violation(
            func.lineno,
            "def extract",
            f"extract() must take exactly one required parameter (the path), it takes {required + required_kw}",
            MISSING_EXTRACT,
        )
    return None


def imported_modules(tree: ast.AST) -> list[str]:
    """Allowed modules imported anywhere in the code (the sandbox pre-imports them)."""
    checker = _Checker()
    checker.visit(tree)
    return sorted(set(checker.imported))
