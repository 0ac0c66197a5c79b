"""The rule engine: what a rule is and how it runs over paths (docs/rule-language.md).

Paths and globs, fused regexes, the rule model and its coercions, record writers, the rule
set that picks a winner per path, and rule I/O (YAML, schema, loader). `engine.python` holds
Python-extractor rules, their static policy and the sandbox client. Pure of Textual and HTTP.
"""
