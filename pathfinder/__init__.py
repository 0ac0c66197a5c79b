"""Pathfinder: sample file paths in, tested extraction rules out.

Public Python API (docs/cli.md, "Python API"): `load_rule`, `load_rules`, `Rule.match`,
`Rule.extract`, `apply`, `RuleSet`; `sql` and `apply_to_spark` (docs/scale.md). Imported lazily so `pathfinder --help` starts fast.
"""
from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_API = {
    "apply": "pathfinder.api",
    "load_rule": "pathfinder.api",
    "load_rules": "pathfinder.api",
    "sql": "pathfinder.api",
    "apply_to_spark": "pathfinder.api",
    "Rule": "pathfinder.engine.rule",
    "RuleSet": "pathfinder.engine.ruleset",
}

__all__ = ["__version__", *_API]


def __getattr__(name: str) -> Any:
    if name in _API:
        return getattr(importlib.import_module(_API[name]), name)
    raise AttributeError(f"module 'pathfinder' has no attribute {name!r}")
