"""Python-extractor rules: the rule object, its static policy, and the client of the sandbox child."""
