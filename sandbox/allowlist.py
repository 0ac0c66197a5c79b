"""The modules a Python extractor may import: one list for the static policy and the child.

`pathfinder.engine.python.policy` imports it; `sandbox/runner.py`, which runs as
`python -I` and so cannot import its neighbours, reads this file by its path before
anything else runs. Plain literals only, no imports (docs/security.md).
"""

#: `os.path` is allowed, `os` is not.
ALLOWED_MODULES = frozenset(
    {
        "re", "datetime", "time", "calendar", "pathlib", "os.path", "posixpath", "ntpath",
        "string", "fnmatch", "uuid", "json", "math", "decimal", "typing", "collections",
        "collections.abc", "dataclasses", "enum", "functools", "itertools", "urllib.parse",
        "unicodedata",
    }
)
