"""Drafting a rule: prompts, hints, redaction, the retry budget and loop, the trail of attempts.

`generation.providers` turns samples (and feedback) into draft text: the offline analyser's
provider, the Anthropic provider, and the factory that picks one from settings.
"""
