"""What must never be printed or written: API keys, tokens, passwords (docs/privacy.md).

Why its own module: settings, the CLI, the trail and the redactor all mask secrets, and the
settings layer must not depend on prompt redaction to do it. Pure: standard library only.
"""
from __future__ import annotations

import re
from typing import Iterable

SCRUBBED = "***"

KNOWN_KEYS = re.compile(
    r"(?:sk-ant-[A-Za-z0-9_\-]{8,}"
    r"|\bsk-[A-Za-z0-9_\-]{20,}"
    r"|\bgh[pousr]_[A-Za-z0-9]{20,}"
    r"|\bgithub_pat_[A-Za-z0-9_]{20,}"
    r"|\bxox[abpors]-[A-Za-z0-9-]{10,}"
    r"|\bAKIA[0-9A-Z]{16}\b"
    r"|\bAIza[0-9A-Za-z_\-]{30,}"
    r"|\beyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})"
)
BEARER_RE = re.compile(r"(?i)(\bbearer\s+)[A-Za-z0-9._~+/\-]{8,}=*")
SECRET_KV_RE = re.compile(
    r"(?i)(\b(?:x-api-key|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|token|secret|"
    r"client[_-]?secret|password|passwd|pwd|sig|signature|authorization)\s*[:=]\s*[\"']?)"
    r"(?!(?:bearer|basic)\s)([^\s\"'&;,}/\\]{6,})"
)


def scrub_secrets(text: str, secrets: Iterable[str | None] = ()) -> str:
    """Remove known secret values (exactly) and anything shaped like a key or bearer token.

    Used for trails, logs, saved attempts and error messages: unlike `Redactor`,
    it leaves paths and user names alone.
    """
    if not text:
        return text
    for secret in sorted({s for s in secrets if s and len(s) >= 4}, key=len, reverse=True):
        text = text.replace(secret, SCRUBBED)
    text = KNOWN_KEYS.sub(SCRUBBED, text)
    text = BEARER_RE.sub(lambda m: m.group(1) + SCRUBBED, text)
    return SECRET_KV_RE.sub(lambda m: m.group(1) + SCRUBBED, text)


__all__ = ["BEARER_RE", "KNOWN_KEYS", "SCRUBBED", "SECRET_KV_RE", "scrub_secrets"]
