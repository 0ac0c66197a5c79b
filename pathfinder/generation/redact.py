"""Redaction of paths and text before they leave the machine (docs/architecture.md).

Why: sample paths sent to a model provider routinely carry the user's name
(`/home/alice/...`), e-mail addresses (client drop folders) and sometimes
tokens pasted into file names. What leaves the machine is rewritten here;
the preview and the saved rule keep using the real paths.

Rules (applied in this order):
- exact secrets the caller knows (the API key) → `***`;
- well-known key shapes (`sk-ant-...`, `sk-...`, `ghp_...`, `AKIA...`, JWTs, `Bearer x`)
  and `key=value` pairs whose key says secret (`token=`, `api_key=`, `password=`) → `<secret>`;
- e-mail addresses → `<email>`;
- the user segment of a home directory (`/home/alice`, `/Users/alice`, `C:\\Users\\alice`,
  `/root`, and the current home folder wherever it lives) → `~`, in the SAME segment
  position, so `segment(N)` and anchored globs mean the same on the redacted path;
- the current user's name anywhere else (as a whole token) → `<user>`;
- long random-looking tokens (mixed case + digits, high entropy) → `<token>`.
UUIDs, hex ids, dates and ordinary words are kept: they are what rules extract.

A `Redactor` compiles its patterns once; redacting a path is a few regex passes.
"""
from __future__ import annotations

import getpass
import math
import os
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable, Mapping

from pathfinder.secrets import BEARER_RE as _BEARER_RE
from pathfinder.secrets import KNOWN_KEYS as _KNOWN_KEYS
from pathfinder.secrets import SCRUBBED, scrub_secrets
from pathfinder.secrets import SECRET_KV_RE as _SECRET_KV_RE

HOME_MARK = "~"
USER_MARK = "<user>"
EMAIL_MARK = "<email>"
SECRET_MARK = "<secret>"
TOKEN_MARK = "<token>"

# user names too generic to replace wherever they appear as words
GENERIC_NAMES = frozenset(
    {"root", "user", "users", "admin", "data", "test", "home", "guest", "ubuntu", "runner", "nobody", "default"}
)
MIN_NAME_LEN = 3

# where a path may start inside free text: start of line, after space, quote, '=', '(' or ','
_START = r"(?:^|(?<=[\s\"'`=(,\[:>|;]))"
_HOME_RE = re.compile(
    _START + r"(?P<pre>(?:/(?:home|Users)|/(?:var|usr|export|mnt)/home|[A-Za-z]:[\\/](?i:users))[\\/])"
    r"(?P<name>[^\\/\s\"'`<>]+)",
    re.M,
)
_ROOT_HOME_RE = re.compile(_START + r"/root(?=[\\/]|$|[\s\"'`),])", re.M)
_TILDE_USER_RE = re.compile(_START + r"~[A-Za-z][A-Za-z0-9._-]*(?=[\\/])", re.M)
_EMAIL_RE = re.compile(r"(?<![\w.+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])")
_TOKEN_CANDIDATE = re.compile(r"(?<![A-Za-z0-9+_\-])[A-Za-z0-9+_\-]{24,}={0,2}(?![A-Za-z0-9+_\-])")
_UUID_RE = re.compile(r"^\{?[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}\}?$")
_HEX_RE = re.compile(r"^[0-9a-fA-F_\-]+$")


def _entropy(text: str) -> float:
    counts = Counter(text)
    n = len(text)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def looks_like_token(word: str) -> bool:
    """A long random-looking string: mixed case and digits, high entropy, not a uuid/hex id/name."""
    core = word.rstrip("=")
    if len(core) < 24 or _UUID_RE.match(core) or _HEX_RE.match(core):
        return False
    upper = sum(c.isupper() for c in core)
    lower = sum(c.islower() for c in core)
    digits = sum(c.isdigit() for c in core)
    if upper < 2 or lower < 2 or digits < 2:
        return False
    # words separated by - or _ (file names) are not tokens: require long unbroken runs
    longest = max(len(p) for p in re.split(r"[_\-]", core))
    if longest < 12:
        return False
    # random strings switch between upper, lower and digit often; CamelCase words rarely do
    kinds = ["u" if c.isupper() else "l" if c.islower() else "d" if c.isdigit() else "o" for c in core]
    switches = sum(a != b for a, b in zip(kinds, kinds[1:]))
    return switches / len(core) >= 0.45 and _entropy(core) >= 3.8


def current_user_names(env: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """The current user's login names from the environment and the OS (deduplicated)."""
    env = os.environ if env is None else env
    names: list[str] = []
    for var in ("USER", "USERNAME", "LOGNAME"):
        if env.get(var):
            names.append(env[var])
    try:
        names.append(getpass.getuser())
    except Exception:  # no passwd entry (containers): the environment is enough
        pass
    home = env.get("HOME") or os.path.expanduser("~")
    if home and home not in ("/", "~"):
        names.append(os.path.basename(home.rstrip("/\\")))
    seen: list[str] = []
    for name in names:
        if name and name not in seen:
            seen.append(name)
    return tuple(seen)


@dataclass(frozen=True)
class Redactor:
    """Redacts paths and free text; build once (`Redactor.for_environment()`), reuse for every path."""

    user_names: tuple[str, ...] = ()
    home: str | None = None  # the current home folder, e.g. /srv/people/alice
    secrets: tuple[str, ...] = field(default=(), repr=False)
    _user_re: re.Pattern[str] | None = field(default=None, init=False, repr=False, compare=False)
    _home_re: re.Pattern[str] | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        names = sorted(
            {n for n in self.user_names if len(n) >= MIN_NAME_LEN and n.lower() not in GENERIC_NAMES},
            key=len,
            reverse=True,
        )
        if names:
            alt = "|".join(re.escape(n) for n in names)
            object.__setattr__(self, "_user_re", re.compile(rf"(?i)(?<![A-Za-z0-9])(?:{alt})(?![A-Za-z0-9])"))
        home = (self.home or "").rstrip("/\\")
        if home and home.count("/") + home.count("\\") >= 1 and os.path.basename(home):
            parent = os.path.dirname(home).rstrip("/\\")
            base = os.path.basename(home)
            object.__setattr__(
                self,
                "_home_re",
                re.compile(
                    _START + rf"(?P<parent>{re.escape(parent)}[\\/]){re.escape(base)}(?=[\\/]|$|[\s\"'`),])", re.M
                ),
            )

    @classmethod
    def for_environment(
        cls, env: Mapping[str, str] | None = None, secrets: Iterable[str | None] = ()
    ) -> "Redactor":
        """The redactor for the user running Pathfinder (names and home from `env`/the OS)."""
        env = os.environ if env is None else env
        home = env.get("HOME") or os.path.expanduser("~")
        return cls(
            user_names=current_user_names(env),
            home=home if home not in ("/", "~") else None,
            secrets=tuple(s for s in secrets if s),
        )

    def with_names(self, names: Iterable[str]) -> "Redactor":
        """This redactor plus more user names (e.g. the owners of home folders in the samples)."""
        extra = tuple(n for n in names if n not in self.user_names)
        if not extra:
            return self
        return Redactor(user_names=self.user_names + extra, home=self.home, secrets=self.secrets)

    def for_samples(self, paths: Iterable[str]) -> "Redactor":
        """Also hide the names of every home folder the samples live in, wherever else they show up.

        Why: the analyser may list `alice, bob` as values of a field taken from `/home/<name>`.
        """
        return self.with_names(home_user_names(paths))

    def path(self, path: str) -> str:
        """One path as it may leave the machine (same number of segments as the input)."""
        return self.text(path)

    def paths(self, paths: Iterable[str]) -> list[str]:
        return [self.text(p) for p in paths]

    def text(self, text: str) -> str:
        """Free text (prompts, summaries, hints, feedback) with every rule of the module docstring applied."""
        if not text:
            return text
        text = scrub_secrets(text, self.secrets)
        text = _EMAIL_RE.sub(EMAIL_MARK, text)
        if self._home_re is not None:
            text = self._home_re.sub(lambda m: m.group("parent") + HOME_MARK, text)
        text = _HOME_RE.sub(lambda m: m.group("pre") + HOME_MARK, text)
        text = _ROOT_HOME_RE.sub("/" + HOME_MARK, text)
        text = _TILDE_USER_RE.sub(HOME_MARK, text)
        if self._user_re is not None:
            text = self._user_re.sub(USER_MARK, text)
        return _TOKEN_CANDIDATE.sub(lambda m: TOKEN_MARK if looks_like_token(m.group(0)) else m.group(0), text)

    def scrub(self, text: str) -> str:
        """Secrets only (for trails and logs, where real paths may stay)."""
        return scrub_secrets(text, self.secrets)


def home_user_names(paths: Iterable[str], limit: int = 1000) -> list[str]:
    """User names of the home folders the paths live in (`/home/alice/...` -> alice), deduplicated."""
    found: dict[str, None] = {}
    for path in paths:
        m = _HOME_RE.match(path)
        if m is not None:
            found.setdefault(m.group("name"), None)
            if len(found) >= limit:
                break
    return list(found)


def redact_path(path: str, redactor: Redactor | None = None) -> str:
    """Convenience: redact one path with `redactor` (default: for the current environment)."""
    return (redactor or Redactor.for_environment()).path(path)


__all__ = [
    "Redactor",
    "redact_path",
    "scrub_secrets",
    "looks_like_token",
    "current_user_names",
    "home_user_names",
    "HOME_MARK",
    "USER_MARK",
    "EMAIL_MARK",
    "TOKEN_MARK",
    "SECRET_MARK",
]
