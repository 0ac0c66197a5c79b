"""One list of modules an extractor may import, read by the static policy and the sandbox child."""
from __future__ import annotations

import ast
import runpy
from pathlib import Path

from pathfinder.engine.python import policy
from pathfinder.engine.python.sandbox_client import RUNNER, SandboxOptions, run_extractor
from sandbox import allowlist

ROOT = Path(__file__).resolve().parents[1]


def test_policy_and_child_read_the_same_list() -> None:
    child = runpy.run_path(str(RUNNER), run_name="not_main")["ALLOWED_MODULES"]
    assert policy.ALLOWED_MODULES is allowlist.ALLOWED_MODULES
    assert child == allowlist.ALLOWED_MODULES


def test_no_second_copy_of_the_list_is_written_anywhere() -> None:
    """A module name set spelled out again (e.g. in the child) would drift from the shared one."""
    wanted = set(allowlist.ALLOWED_MODULES)
    copies = []
    for path in [*ROOT.joinpath("pathfinder").rglob("*.py"), *ROOT.joinpath("sandbox").glob("*.py")]:
        if path.name == "allowlist.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Set, ast.List, ast.Tuple)):
                names = {e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
                if len(names & wanted) >= len(wanted) // 2:
                    copies.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert copies == []


def test_the_child_reads_the_list_under_isolated_mode() -> None:
    """Started with -I -S, the child still finds the list: an allowed module imports, `os` does not."""
    ok = "import unicodedata\ndef extract(path):\n    return {'n': unicodedata.name('a')}\n"
    assert run_extractor(ok, ["/a"])[0].value == {"n": "LATIN SMALL LETTER A"}
    refused = "def extract(path):\n    return {'cwd': __import__('os').getcwd()}\n"
    res = run_extractor(refused, ["/a"], SandboxOptions(check_policy=False))[0]
    assert res.value is None and "os" in (res.error or "")
