"""Command palette (ctrl+p): switch provider, list saved rules."""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Iterator, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

from pathfinder.tui.host import CommandHost

PROVIDERS = ("offline", "anthropic")


def saved_rules(folder: Path | None) -> list[Path]:
    if folder is None or not Path(folder).is_dir():
        return []
    return sorted(p for p in Path(folder).iterdir() if p.suffix in (".yaml", ".yml", ".py") and p.is_file())


class WizardCommands(Provider):
    """Provider switch and the saved rules, searchable by name."""

    @property
    def wizard(self) -> CommandHost:
        return cast(CommandHost, self.app)

    def _commands(self) -> Iterator[tuple[str, object, str]]:
        for name in PROVIDERS:
            yield (f"Switch provider: {name}", partial(self.wizard.switch_provider_to, name),
                   "use this generator for the next generation")
        for path in saved_rules(self.wizard.rules_dir):
            yield (f"Saved rule: {path.stem}", partial(self.wizard.show_saved_rule, path), str(path))

    async def discover(self) -> Hits:
        for text, command, help_text in self._commands():
            yield DiscoveryHit(text, command, help=help_text)  # type: ignore[arg-type]

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for text, command, help_text in self._commands():
            score = matcher.match(text)
            if score > 0:
                yield Hit(score, matcher.highlight(text), command, text=text, help=help_text)  # type: ignore[arg-type]


__all__ = ["WizardCommands", "saved_rules"]
