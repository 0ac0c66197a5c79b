"""Pick the generator the settings ask for (docs/architecture.md).

`auto` means anthropic when an API key is configured, else the offline analyser,
so Pathfinder works out of the box without network or account.
"""
from __future__ import annotations

from typing import Any

from pathfinder.errors import ConfigError
from pathfinder.fs.settings import Settings
from pathfinder.generation.providers.anthropic import AnthropicGenerator
from pathfinder.generation.providers.offline import OfflineGenerator


def make_generator(settings: Settings, *, redactor: Any = None, one_kind: bool = False) -> Any:
    """A `Generator` for `settings.effective_provider`; ConfigError (exit 3) when it cannot be built.
    `one_kind`: each request's samples are one kind of a tree (the offline analyser sets none aside)."""
    provider = settings.effective_provider
    if provider == "offline":
        return OfflineGenerator(one_kind=one_kind)
    if provider == "anthropic":
        if not settings.api_key:
            raise ConfigError(
                "--provider anthropic needs an API key, and ANTHROPIC_API_KEY is not set",
                hint="set ANTHROPIC_API_KEY, or use --provider offline",
            )
        return AnthropicGenerator.from_settings(settings, redactor=redactor)
    raise ConfigError(f"unknown provider {settings.provider!r}", hint="use auto, offline or anthropic")


__all__ = ["make_generator"]
