"""The sandbox child for Python extractors (standard library only, never imports pathfinder).

`sandbox/runner.py` is started by `pathfinder.engine.python.sandbox_client` as
`python -I -S runner.py` in an empty environment; see docs/security.md.
"""
