"""The import graph of `pathfinder` has no cycles (docs/architecture.md: arrows point one way).

Read statically with `ast`: every `import` in a module counts, at module level or
inside a function (a function-local import does not remove a dependency, it hides
it); only imports under `if TYPE_CHECKING:` are left out, since they never run.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "pathfinder"

# Known edges of cycles still being broken in another engineer's area, "a -> b" each.
# Empty now; an entry must name the module pair and be removed once its cycle is gone.
ALLOWED_CYCLE_EDGES: frozenset[str] = frozenset()


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _is_type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package modules `name` imports (a `from pkg import sub` of a submodule counts as `pkg.sub`)."""
    found: set[str] = set()
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]

    def visit(node: ast.AST) -> None:
        if _is_type_checking(node):
            for child in getattr(node, "orelse", []):
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in modules)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                if sub in modules:
                    found.add(sub)
                elif source in modules:
                    found.add(source)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    found.discard(name)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph.get(nxt, ())))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_the_package_has_no_import_cycles() -> None:
    graph = import_graph()
    for edge in ALLOWED_CYCLE_EDGES:
        a, b = (part.strip() for part in edge.split("->"))
        graph[a].discard(b)
    described = [
        " <-> ".join(c) + ": " + ", ".join(f"{a} -> {b}" for a in c for b in sorted(graph[a]) if b in c)
        for c in cycles(graph)
    ]
    assert described == []


def test_the_cycle_finder_finds_cycles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"f"}, "f": {"e"}, "g": set()}
    assert sorted(cycles(graph)) == [["a", "b", "c"], ["e", "f"]]


def test_the_graph_sees_imports_inside_functions_but_not_type_checking(tmp_path: Path) -> None:
    code = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from pathfinder.errors import RuleError\n"
        "def f():\n    from pathfinder.engine import rule\n"
    )
    modules = {"pathfinder.x": tmp_path / "x.py", "pathfinder.errors": tmp_path / "e.py",
               "pathfinder.engine": tmp_path / "engine" / "__init__.py",
               "pathfinder.engine.rule": tmp_path / "engine" / "rule.py"}
    modules["pathfinder.x"].write_text(code, encoding="utf-8")
    assert _imports("pathfinder.x", modules["pathfinder.x"], modules) == {"pathfinder.engine.rule"}


def test_allowed_edges_are_real_edges() -> None:
    """An allow-list entry for an edge that no longer exists must be removed."""
    graph = import_graph()
    pairs = [tuple(part.strip() for part in edge.split("->")) for edge in ALLOWED_CYCLE_EDGES]
    assert [f"{a} -> {b}" for a, b in pairs if b not in graph.get(a, set())] == []


def test_the_sandbox_child_never_imports_pathfinder() -> None:
    tree = ast.parse((ROOT / "sandbox" / "runner.py").read_text(encoding="utf-8"))
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not any(n == "pathfinder" or n.startswith("pathfinder.") for n in names)
