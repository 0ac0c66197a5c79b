"""The folder tree is the architecture (docs/architecture.md), and stays so.

- the package graph (imports between stage packages, from the source) is the diagram in
  docs/architecture.md, arrow for arrow;
- no package imports one that (transitively) imports it back;
- every module stays readable: at most ~600 lines;
- the pure core imports neither Textual nor an HTTP client.
"""
from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pathfinder"
DOC = ROOT / "docs" / "architecture.md"
LEAVES = {"errors", "secrets"}  # any package may use these; they import nothing of ours
MAX_LINES = 600
#: Modules allowed past MAX_LINES, each with the reason (the sandbox child is standard-library only
#: and lives outside the package, so it is not counted here).
LONGER: dict[str, int] = {}
CORE = ("engine", "analysis", "validation", "generation", "wizard")
CORE_EXCEPT = {"generation/providers/anthropic.py"}  # the one adapter that lives beside its interface


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    return ".".join(rel.parts).removesuffix(".__init__")


def _stage(module: str) -> str | None:
    """`pathfinder.engine.python.policy` -> `engine`; top-level modules stand for themselves."""
    parts = module.split(".")
    if len(parts) < 2 or parts[1] in ("__main__", "__init__"):
        return None
    if not ((PACKAGE / parts[1]).is_dir() or (PACKAGE / f"{parts[1]}.py").is_file()):
        return None  # a name such as `pathfinder.__version__`, not a module
    return parts[1]


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "pathfinder":
                found.update(f"pathfinder.{a.name}" for a in node.names)
            elif node.module.startswith("pathfinder."):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("pathfinder."))
    return found


MODULES = {p: _module_name(p) for p in PACKAGE.rglob("*.py")}


def package_graph() -> dict[str, set[str]]:
    edges: dict[str, set[str]] = defaultdict(set)
    for path, name in MODULES.items():
        src = _stage(name)
        if src is None:
            continue
        for target in _imports(path):
            dst = _stage(target)
            if dst and dst != src and dst not in LEAVES:
                edges[src].add(dst)
    return edges


def doc_graph() -> dict[str, set[str]]:
    text = DOC.read_text(encoding="utf-8")
    block = text.split("<!-- package-graph -->", 1)[1].split("<!-- /package-graph -->", 1)[0]
    edges: dict[str, set[str]] = defaultdict(set)
    for src, dst in re.findall(r"^\s*(\w+)\s*-->\s*(\w+)\s*$", block, re.M):
        edges[src].add(dst)
    return edges


def test_package_graph_is_the_documented_one():
    actual, shown = package_graph(), doc_graph()
    missing = sorted(f"{a} --> {b}" for a in actual for b in actual[a] - shown.get(a, set()))
    extra = sorted(f"{a} --> {b}" for a in shown for b in shown[a] - actual.get(a, set()))
    assert not missing, f"imports the diagram in docs/architecture.md does not show: {missing}"
    assert not extra, f"arrows in docs/architecture.md no import makes: {extra}"


def test_packages_form_no_cycle():
    graph = package_graph()
    done: set[str] = set()

    def visit(node: str, stack: tuple[str, ...]) -> None:
        if node in stack:
            pytest.fail("package cycle: " + " -> ".join(stack[stack.index(node):] + (node,)))
        if node in done:
            return
        for nxt in sorted(graph.get(node, ())):
            visit(nxt, stack + (node,))
        done.add(node)

    for node in sorted(graph):
        visit(node, ())


def test_leaves_import_nothing_of_ours():
    for leaf in LEAVES:
        assert not _imports(PACKAGE / f"{leaf}.py"), leaf


@pytest.mark.parametrize("path", sorted(MODULES, key=str), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_module_stays_readable(path: Path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    limit = LONGER.get(path.relative_to(PACKAGE).as_posix(), MAX_LINES)
    assert lines <= limit, f"{path.relative_to(ROOT)} has {lines} lines: split it by concept"


def test_core_imports_no_textual_or_http():
    offenders = []
    for path in MODULES:
        rel = path.relative_to(PACKAGE).as_posix()
        if rel.split("/")[0] not in CORE or rel in CORE_EXCEPT:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else (
                [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            offenders += [f"{rel}: {n}" for n in names if n.split(".")[0] in ("textual", "anthropic", "httpx", "rich")]
    assert not offenders, offenders


def _module_map() -> list[tuple[str, str]]:
    """(first cell, whole row) of each row of docs/architecture.md's module map."""
    text = DOC.read_text(encoding="utf-8")
    table = text.split("## Module map and contracts", 1)[1].split("\n## ", 1)[0]
    return [(row.split("|")[1], row) for row in table.splitlines() if row.startswith("| `")]


def _in_module_map(module: str, rows: list[tuple[str, str]]) -> bool:
    """`engine/sql/compiler` is in the map under its own path, or named (`compiler`) in the row of its folder."""
    folder, _, name = module.rpartition("/")
    return any(f"`{module}`" in row or f"`{module}.py`" in row or
               (folder and f"`{folder}/`" in cell and f"`{name}`" in row) for cell, row in rows)


@pytest.mark.parametrize("path", sorted(MODULES, key=str), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_module_is_in_the_module_map(path: Path):
    module = path.relative_to(PACKAGE).with_suffix("").as_posix()
    if path.name in ("__init__.py", "__main__.py"):
        return  # a package's own row stands for its __init__
    assert _in_module_map(module, _module_map()), f"docs/architecture.md's module map does not name {module}"


def test_module_map_reading_finds_a_missing_module():
    rows = [(" `engine/sql/` ", "| `engine/sql/` | `compiler` (the query), `regex` |"),
            (" `fs/tree` ", "| `fs/tree` | folder walks |")]
    assert _in_module_map("engine/sql/compiler", rows) and _in_module_map("fs/tree", rows)
    assert not _in_module_map("engine/sql/spark", rows) and not _in_module_map("fs/drafts", rows)


def _long_reasons(source: str) -> list[str]:
    """Functions whose docstring gives its reason (`Why: ...`) in more than one line."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            doc = ast.get_docstring(node) or ""
            for paragraph in re.split(r"\n\s*\n", doc):
                if paragraph.lstrip().startswith("Why") and "\n" in paragraph.strip():
                    found.append(node.name)
    return found


@pytest.mark.parametrize("path", sorted((PACKAGE / "analysis").glob("*.py")), ids=lambda p: p.name)
def test_each_analyser_heuristic_gives_a_one_line_reason(path: Path):
    """docs/analyser.md: each heuristic is a named function with a one-line reason, not a paragraph."""
    assert _long_reasons(path.read_text(encoding="utf-8")) == []


def test_a_reason_in_two_lines_is_found():
    two = 'def f():\n    """What.\n\n    Why: one\n    and two.\n    """\n'
    one = 'def g():\n    """What, over\n    two lines.\n\n    Why: one line.\n    """\n'
    assert _long_reasons(two) == ["f"] and _long_reasons(one) == []
