"""The built-in offline generator: the deterministic analyser behind the Generator interface.

No network, no model: the same samples, hint and draft always give the same draft.
Offline hints (`rename a b`, `drop a`, `a is integer`) are applied to the current
draft when the request carries one (the wizard's hint box: earlier hints and manual
edits are kept), else to a fresh analysis (`generate --hint`, the wizard's `r`);
free-text hints raise `HintError` (a PathfinderError the loop shows).
The draft's description carries the structure as redaction leaves it (no home folder,
user name, e-mail or token): rules are shared, the samples' folders are this machine's.
"""
from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Sequence

from pathfinder.analysis import Analysis, analyse, clean_samples
from pathfinder.generation.redact import Redactor
from pathfinder.generation.providers.base import GenerationRequest, Reply, Usage
from pathfinder.generation.hints import apply_directives, apply_hint_to_draft, parse_hint, render_draft

# above this many samples the analysis runs in a worker thread (keeps the TUI responsive)
THREAD_THRESHOLD = 2000


class OfflineGenerator:
    """`Generator` for `--provider offline`: analyse, apply the hint, render the draft."""

    name = "offline"
    model: str | None = None

    def __init__(self, redactor: Redactor | None = None, *, one_kind: bool = False) -> None:
        """`one_kind`: every request's samples are one kind of a tree (`generate --all-kinds`, the
        wizard's kinds screen): the draft covers all of them, extensions as a field."""
        self.redactor = redactor if redactor is not None else Redactor.for_environment()
        self.one_kind = one_kind
        self._last: tuple[tuple[tuple[str, ...], bool], Analysis] | None = None

    def _analyse(self, samples: tuple[str, ...], one_kind: bool) -> Analysis:
        """The analysis of these samples, reused while they stay the same: a retry after a failed
        draft (same samples, deterministic analyser) analysed them again, 4 times per failing
        `generate` (a name of 500 pieces: ~12 s of CPU each). Analysis and its fields are frozen."""
        key = (samples, one_kind)
        if self._last is None or self._last[0] != key:
            self._last = (key, analyse(list(samples), one_kind=one_kind))
        return self._last[1]

    def analysis_of(self, samples: Sequence[str]) -> Analysis:
        """The analysis a request for these samples drafts from (kept for it): `generate` shows it before
        drafting, and the draft then reuses it instead of analysing the samples twice (half the CPU)."""
        return self._analyse(tuple(samples), self.one_kind)

    def draft_for(self, request: GenerationRequest) -> tuple[str, Analysis]:
        """The draft text and the analysis it came from (synchronous core)."""
        hint = request.hint if request.hint and request.hint.strip() else None
        directives = parse_hint(hint) if hint is not None else []  # free text fails before any analysis
        analysis = self._analyse(tuple(request.samples), self.one_kind or request.one_kind)
        if hint is not None and request.draft is not None and request.draft.strip():
            return apply_hint_to_draft(request.draft, hint, request.samples, self._shared(analysis)), analysis
        analysis = apply_directives(analysis, directives)
        return render_draft(self._shared(analysis), directives), analysis

    def _shared(self, analysis: Analysis) -> Analysis:
        """The analysis whose structure (the draft's description) is redacted as for a model."""
        redactor = self.redactor.for_samples(analysis.samples)
        return replace(analysis, structure=redactor.text(analysis.structure))

    async def generate(self, request: GenerationRequest) -> Reply:
        if len(request.samples) > THREAD_THRESHOLD:
            text, analysis = await asyncio.to_thread(self.draft_for, request)
        else:
            text, analysis = self.draft_for(request)
        covers = None
        if analysis.outliers:  # the draft is for the largest group; the rest are another kind
            outliers = set(analysis.outliers)
            covers = tuple(s for s in request.samples if _norm(s) not in outliers)
        return Reply(text=text, stop_reason="end_turn", usage=Usage(), model=None, covers=covers)


def _norm(sample: str) -> str:
    cleaned = clean_samples([sample])
    return cleaned[0] if cleaned else ""
