"""Claude as a draft generator, through the official SDK (`AsyncAnthropic`) (docs/architecture.md).

Why it looks like this:
- The system prompt (rule language, schema, examples) is one text block marked
  `cache_control: ephemeral`, so retries and later runs read it from the prompt cache.
- The conversation is bounded: the first user turn (redacted, bounded samples +
  analysis + hint + draft), then only the NEWEST failed output (verbatim, passed
  through the same redactor) as the assistant turn and the feedback user turn from `pathfinder.generation.feedback`. Older failures
  appear as one line each inside that feedback.
- Transport errors (429, 5xx, timeouts, connection resets) are retried by the
  SDK's own backoff (`max_retries`); when those are spent the generation stops
  with `GenerationStopped` (no validation budget consumed). Statuses the SDK
  never retries (413 and other 4xx) stop after the one call, and say so. 401/403 are a
  configuration problem (`ConfigError`, exit 3). The key never appears in a message.
- No `temperature` (anthropic 2.x does not take it for current models).
"""
from __future__ import annotations

from typing import Any

from pathfinder.analysis.structure import AnalysisText
from pathfinder.errors import ConfigError
from pathfinder.generation.feedback import assistant_turn_text, build_retry_turn
from pathfinder.generation.providers.base import GenerationRequest, GenerationStopped, Reply, Usage
from pathfinder.generation.prompts import (
    build_first_turn,
    build_system_prompt,
    describe_samples,
    redact_analysis,
    without_fields,
)
from pathfinder.generation.redact import Redactor
from pathfinder.secrets import scrub_secrets
from pathfinder.fs.settings import DEFAULT_MAX_TOKENS, DEFAULT_MODEL

KNOWN_STOP_REASONS = ("end_turn", "max_tokens", "stop_sequence", "refusal", "tool_use", "pause_turn")
AUTH_HINT = "set ANTHROPIC_API_KEY to a valid key, or use --provider offline"


class AnthropicGenerator:
    """`Generator` backed by the Messages API. One instance may serve many generations."""

    name = "anthropic"

    def __init__(
        self,
        *,
        api_key: str | None,
        model: str = DEFAULT_MODEL,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        base_url: str | None = None,
        max_retries: int = 2,
        timeout: float = 120.0,
        redactor: Redactor | None = None,
        client: Any = None,
    ) -> None:
        if not api_key and client is None:
            raise ConfigError("no Anthropic API key is configured", hint=AUTH_HINT)
        self.model = model
        self.max_tokens = max_tokens
        self.max_retries = max_retries
        self._secrets = tuple(s for s in (api_key,) if s)
        self.redactor = redactor or Redactor.for_environment(secrets=self._secrets)
        if client is None:
            from anthropic import AsyncAnthropic  # the SDK takes ~1 s to import: only when a model is called

            client = AsyncAnthropic(
                api_key=api_key, base_url=base_url or None, max_retries=max_retries, timeout=timeout
            )
        self._client = client
        self._system = build_system_prompt()
        self._first_turn_key: tuple[Any, ...] | None = None
        self._first_turn: str | None = None
        self._analysis: tuple[tuple[str, ...], AnalysisText] | None = None
        self._sample_redactor: tuple[tuple[str, ...], Redactor] | None = None

    @classmethod
    def from_settings(cls, settings: Any, *, redactor: Redactor | None = None) -> "AnthropicGenerator":
        return cls(
            api_key=settings.api_key,
            model=settings.model,
            max_tokens=settings.max_tokens,
            base_url=settings.base_url,
            max_retries=getattr(settings, "max_retries", 2),
            timeout=getattr(settings, "request_timeout", 120.0),
            redactor=redactor or Redactor.for_environment(secrets=settings.secrets()),
        )

    # ------------------------------------------------------------ request building

    def system_blocks(self) -> list[dict[str, Any]]:
        return [{"type": "text", "text": self._system, "cache_control": {"type": "ephemeral"}}]

    def prime_analysis(self, samples: tuple[str, ...], analysis: AnalysisText) -> None:
        """Reuse an analysis the caller already computed for these samples (saves a pass over them)."""
        self._analysis = (tuple(samples), analysis)

    def _analysis_for(self, samples: tuple[str, ...]) -> AnalysisText:
        if self._analysis is None or self._analysis[0] != samples:
            self._analysis = (samples, describe_samples(samples))
        return self._analysis[1]

    def redactor_for(self, samples: tuple[str, ...]) -> Redactor:
        """The redactor plus the names of the home folders these samples live in (cached per sample set)."""
        samples = tuple(samples)
        if self._sample_redactor is None or self._sample_redactor[0] != samples:
            self._sample_redactor = (samples, self.redactor.for_samples(samples))
        return self._sample_redactor[1]

    def first_turn(self, request: GenerationRequest) -> str:
        """The first user turn; computed once per (samples, hint, draft) so every retry repeats it exactly."""
        key = (request.samples, request.hint, request.draft)
        if self._first_turn is None or key != self._first_turn_key:
            analysis = self._analysis_for(tuple(request.samples))
            if request.summary and not analysis.summary:
                analysis = AnalysisText(request.summary, analysis.field_table)
            self._first_turn = build_first_turn(
                request.samples, redactor=self.redactor_for(request.samples), hint=request.hint, draft=request.draft, analysis=analysis
            )
            self._first_turn_key = key
        return self._first_turn

    def messages(self, request: GenerationRequest) -> list[dict[str, Any]]:
        """docs/architecture.md: first turn; then, after failures, the newest failed output + the feedback turn."""
        out: list[dict[str, Any]] = [{"role": "user", "content": self.first_turn(request)}]
        if request.history:
            redactor = self.redactor_for(request.samples)
            latest = request.history[-1]
            # verbatim, except what must never leave the machine: the redactor maps the user's
            # home/name, e-mails and secrets exactly as in the first turn (a no-op for a normal rule)
            out.append({"role": "assistant", "content": self._scrub(redactor.text(assistant_turn_text(latest)))})
            summary = request.summary
            if summary:  # the fields the first turn left out (all values redacted) stay out here too
                _, dropped = redact_analysis(self._analysis_for(tuple(request.samples)), redactor)
                summary = without_fields(summary, dropped)
            feedback = build_retry_turn(
                request.history,
                summary=summary,
                shorter=request.shorter,
                redact_path=redactor.path,
            )
            out.append({"role": "user", "content": redactor.text(feedback)})
        return out

    # ------------------------------------------------------------ the call

    async def generate(self, request: GenerationRequest) -> Reply:
        import anthropic  # its error classes; already loaded by the client (a test may inject another)

        max_tokens = request.max_tokens or self.max_tokens
        try:
            message = await self._client.messages.create(
                model=self.model,
                max_tokens=max_tokens,
                system=self.system_blocks(),
                messages=self.messages(request),
            )
        except (anthropic.AuthenticationError, anthropic.PermissionDeniedError) as exc:
            what = "rejected the API key" if exc.status_code == 401 else "refused access with this API key"
            raise ConfigError(f"Anthropic API {what} (HTTP {exc.status_code})", hint=AUTH_HINT) from None
        except anthropic.NotFoundError:
            raise ConfigError(
                f"Anthropic API does not know the model {self.model!r} (HTTP 404)",
                hint="set a current model id with --model or PATHFINDER_MODEL",
            ) from None
        except anthropic.BadRequestError as exc:
            raise GenerationStopped(
                f"Anthropic API rejected the request (HTTP 400): {self._api_message(exc)}",
                hint="check --model and max_tokens in your settings",
            ) from None
        except anthropic.APIStatusError as exc:
            raise self._status_error(exc) from None
        except anthropic.APITimeoutError:
            raise GenerationStopped(
                "Anthropic API timed out after the SDK's retries",
                hint="try again later, or use --provider offline",
            ) from None
        except anthropic.APIConnectionError as exc:
            raise GenerationStopped(
                f"cannot reach the Anthropic API after the SDK's retries: {self._scrub(str(exc.__cause__ or exc))}",
                hint="check your network or ANTHROPIC_BASE_URL, or use --provider offline",
            ) from None
        return self._reply(message)

    async def aclose(self) -> None:
        """Close the HTTP connections inside the event loop that used them (call before the loop ends)."""
        close = getattr(self._client, "close", None)
        if close is not None:
            result = close()
            if hasattr(result, "__await__"):
                await result

    def _reply(self, message: Any) -> Reply:
        texts = [getattr(b, "text", "") for b in (message.content or []) if getattr(b, "type", None) == "text"]
        u = message.usage
        usage = Usage(
            input_tokens=int(getattr(u, "input_tokens", 0) or 0),
            output_tokens=int(getattr(u, "output_tokens", 0) or 0),
            cache_read_tokens=int(getattr(u, "cache_read_input_tokens", 0) or 0),
            cache_write_tokens=int(getattr(u, "cache_creation_input_tokens", 0) or 0),
        )
        return Reply(
            text="".join(t or "" for t in texts),
            stop_reason=message.stop_reason,
            usage=usage,
            model=getattr(message, "model", None) or self.model,
        )

    def _status_error(self, exc: Any) -> GenerationStopped:
        """An HTTP error the SDK gave up on, worded for what really happened: retried or not."""
        status = exc.status_code
        said = self._api_message(exc)
        if not _sdk_retries(exc):  # 413 and other statuses the SDK never retries: one call was made
            if status == 413:
                return GenerationStopped(
                    f"Anthropic API refused the request as too large (HTTP 413): {said}",
                    hint="use fewer or shorter sample paths, or --provider offline",
                )
            return GenerationStopped(
                f"Anthropic API refused the request (HTTP {status}): {said}",
                hint="this status is not retried; check the message, or use --provider offline",
            )
        if self.max_retries <= 0:
            return GenerationStopped(
                f"Anthropic API failed (HTTP {status}; SDK retries are off): {said}",
                hint="try again later, raise max_retries, or use --provider offline",
            )
        return GenerationStopped(
            f"Anthropic API kept failing (HTTP {status}) after the SDK's retries: {said}",
            hint="try again later, or use --provider offline",
        )

    def _api_message(self, exc: Any) -> str:
        body = getattr(exc, "body", None)
        text = None
        if isinstance(body, dict):
            err = body.get("error")
            if isinstance(err, dict):
                text = err.get("message")
        said = " ".join(str(text or getattr(exc, "message", "") or exc).split())
        said = "".join(ch for ch in said if ch.isprintable())  # printed on a terminal: no escape sequences
        return self._scrub(said[:300])

    def _scrub(self, text: str) -> str:
        return scrub_secrets(text, self._secrets)


def _sdk_retries(exc: Any) -> bool:
    """Does the SDK retry this response? (anthropic's rule: `x-should-retry` when the server
    sets it, else 408, 409, 429 and 5xx.)"""
    response = getattr(exc, "response", None)
    header = response.headers.get("x-should-retry") if response is not None else None
    if header in ("true", "false"):
        return header == "true"
    status = getattr(exc, "status_code", 0) or 0
    return status in (408, 409, 429) or status >= 500


__all__ = ["AnthropicGenerator", "AUTH_HINT"]
