"""The built-in offline generator: the deterministic analyser behind the Generator interface.

No network, no model: the same samples and hint always give the same draft.
Offline hints (`rename a b`, `drop a`, `a is integer`) are applied to the
analysis; free-text hints raise `HintError` (a PathfinderError the loop shows).
"""
from __future__ import annotations

import asyncio

from pathfinder.analysis import Analysis, analyse
from pathfinder.generators.base import GenerationRequest, Reply, Usage
from pathfinder.hints import apply_hint

# above this many samples the analysis runs in a worker thread (keeps the TUI responsive)
THREAD_THRESHOLD = 2000


class OfflineGenerator:
    """`Generator` for `--provider offline`: analyse, apply the hint, render the draft."""

    name = "offline"
    model: str | None = None

    def draft_for(self, request: GenerationRequest) -> tuple[str, Analysis]:
        """The draft text and the analysis it came from (synchronous core)."""
        analysis = apply_hint(analyse(list(request.samples)), request.hint)
        return analysis.to_draft(), analysis

    async def generate(self, request: GenerationRequest) -> Reply:
        if len(request.samples) > THREAD_THRESHOLD:
            text, _ = await asyncio.to_thread(self.draft_for, request)
        else:
            text, _ = self.draft_for(request)
        return Reply(text=text, stop_reason="end_turn", usage=Usage(), model=None)
