"""Effective settings: CLI flags > environment > config.yaml > defaults (docs/configuration.md).

Why one frozen object: every adapter (generate, wizard, apply, rules) receives
the same resolved values instead of reading the environment itself, so tests
can pass any mapping and nothing depends on global state. `Settings.sources`
records where each value came from, for `pathfinder config`.

The API key is never shown: `repr()` masks it and `masked_key()` is what the
CLI prints.
"""
from __future__ import annotations

import difflib
import os
import re
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Callable, Mapping

import platformdirs
import yaml

from pathfinder.errors import ConfigError
from pathfinder.secrets import scrub_secrets

APP_NAME = "pathfinder"
PROVIDERS = ("auto", "offline", "anthropic")
ISOLATIONS = ("auto", "bwrap", "unshare", "none")  # as pathfinder.engine.python.sandbox_client
# A current Claude model id from the installed SDK's `ModelParam` list that is not
# in its DEPRECATED_MODELS table (checked against anthropic 2.12).
DEFAULT_MODEL = "claude-sonnet-5-5"
DEFAULT_MAX_TOKENS = 2048
DEFAULT_MAX_TOKENS_HEADROOM = 8192  # largest max_tokens a truncation retry may ask for
MAX_RETRY_LIMIT = 5
TRAIL_FILE_NAME = "trail.jsonl"
CONFIG_FILE_NAME = "config.yaml"

# environment variable -> setting name
ENV_VARS: Mapping[str, str] = {
    "PATHFINDER_PROVIDER": "provider",
    "PATHFINDER_MODEL": "model",
    "PATHFINDER_RETRY_ATTEMPTS": "retry_total",
    "PATHFINDER_RULES_DIR": "rules_dir",
    "PATHFINDER_DRAFTS_DIR": "drafts_dir",
    "PATHFINDER_LOG_DIR": "log_dir",
    "PATHFINDER_MAX_TOKENS": "max_tokens",
    "PATHFINDER_SANDBOX_TIMEOUT": "sandbox_timeout",
    "PATHFINDER_SANDBOX_ISOLATION": "sandbox_isolation",
    "ANTHROPIC_API_KEY": "api_key",
    "ANTHROPIC_BASE_URL": "base_url",
}
CONFIG_ENV_VAR = "PATHFINDER_CONFIG"

# CLI (argparse dest) -> setting name, and the flag shown in `pathfinder config`
CLI_KEYS: Mapping[str, tuple[str, str]] = {
    "provider": ("provider", "--provider"),
    "model": ("model", "--model"),
    "retry_attempts": ("retry_total", "--retry-attempts"),
    "rules_dir": ("rules_dir", "--rules-dir"),
    "trail": ("trail_path", "--trail"),
    "max_tokens": ("max_tokens", "--max-tokens"),
    "min_coverage": ("min_coverage", "--min-coverage"),
}

# config.yaml key -> setting name (nested `retry:` mapping handled separately)
CONFIG_KEYS: Mapping[str, str] = {
    "provider": "provider",
    "model": "model",
    "max_tokens": "max_tokens",
    "max_tokens_headroom": "max_tokens_headroom",
    "retry_attempts": "retry_total",
    "min_coverage": "min_coverage",
    "rules_dir": "rules_dir",
    "drafts_dir": "drafts_dir",
    "log_dir": "log_dir",
    "trail": "trail_path",
    "sandbox_timeout": "sandbox_timeout",
    "sandbox_isolation": "sandbox_isolation",
    "max_retries": "max_retries",
    "request_timeout": "request_timeout",
    "api_key": "api_key",
    "base_url": "base_url",
}
RETRY_CONFIG_KEYS: Mapping[str, str] = {
    "total": "retry_total",
    "syntax": "retry_syntax",
    "schema": "retry_schema",
    "semantic": "retry_semantic",
}


def _default_dirs() -> dict[str, Path]:
    data = Path(platformdirs.user_data_dir(APP_NAME))
    return {
        "rules_dir": data / "rules",
        "drafts_dir": data / "drafts",
        "log_dir": Path(platformdirs.user_log_dir(APP_NAME)),
    }


def default_config_path() -> Path:
    """`config.yaml` in the platformdirs user config dir."""
    return Path(platformdirs.user_config_dir(APP_NAME)) / CONFIG_FILE_NAME


def mask_key(key: str | None) -> str:
    """'sk-ant-…wxyz' style: enough to tell keys apart, never enough to use one."""
    if not key:
        return "(not set)"
    if len(key) <= 12:
        return "****"
    return f"{key[:6]}…{key[-4:]}"


@dataclass(frozen=True)
class Settings:
    """Resolved settings. Build with `load_settings`; `sources[name]` says where a value came from."""

    provider: str = "auto"
    model: str = DEFAULT_MODEL
    max_tokens: int = DEFAULT_MAX_TOKENS
    max_tokens_headroom: int = DEFAULT_MAX_TOKENS_HEADROOM
    retry_total: int = 3
    retry_syntax: int = 2
    retry_schema: int = 2
    retry_semantic: int = 1
    min_coverage: float = 1.0
    rules_dir: Path = field(default_factory=lambda: _default_dirs()["rules_dir"])
    drafts_dir: Path = field(default_factory=lambda: _default_dirs()["drafts_dir"])
    log_dir: Path = field(default_factory=lambda: _default_dirs()["log_dir"])
    trail_path: Path | None = None  # None: <log_dir>/trail.jsonl
    sandbox_timeout: float = 5.0  # wall clock per extractor path and for start-up (docs/security.md: 5 s)
    sandbox_isolation: str = "auto"  # OS isolation of Python extractors (docs/security.md)
    max_retries: int = 2  # the SDK's own transport retries (429, 5xx, timeouts)
    request_timeout: float = 120.0  # seconds per HTTP request
    api_key: str | None = field(default=None, repr=False)
    base_url: str | None = None
    config_path: Path | None = None  # the config file that was read, if any
    sources: Mapping[str, str] = field(default_factory=dict, compare=False)

    def __repr__(self) -> str:
        shown = ", ".join(
            f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if f.name not in ("api_key", "sources")
        )
        return f"Settings({shown}, api_key={mask_key(self.api_key)!r})"

    # ---------------------------------------------------------------- derived

    @property
    def effective_provider(self) -> str:
        """`auto` resolved: anthropic when a key is configured, else offline."""
        if self.provider == "auto":
            return "anthropic" if self.api_key else "offline"
        return self.provider

    @property
    def trail_file(self) -> Path:
        return self.trail_path if self.trail_path is not None else self.log_dir / TRAIL_FILE_NAME

    @property
    def retry_caps(self) -> dict[int, int]:
        return {1: self.retry_syntax, 2: self.retry_schema, 3: self.retry_semantic}

    def masked_key(self) -> str:
        return mask_key(self.api_key)

    def secrets(self) -> tuple[str, ...]:
        """Values that must never be printed or written (for `redact.scrub_secrets`)."""
        return tuple(s for s in (self.api_key,) if s)

    def source_of(self, name: str) -> str:
        return self.sources.get(name, "default")

    def display_items(self) -> list[tuple[str, str, str]]:
        """(name, shown value, source) for `pathfinder config`; the key masked."""
        rows: list[tuple[str, str, str]] = []
        for f in fields(self):
            if f.name in ("sources",):
                continue
            value = getattr(self, f.name)
            if f.name == "api_key":
                shown = self.masked_key()
            elif f.name == "trail_path":
                shown = str(self.trail_file)
            elif f.name == "provider" and value == "auto":
                shown = f"auto (→ {self.effective_provider})"
            elif value is None:
                shown = "(not set)"
            else:
                shown = str(value)
            rows.append((f.name, shown, self.source_of(f.name)))
        return rows


# ------------------------------------------------------------------ validation


def _int_in(lo: int, hi: int | None) -> Callable[[Any, str], int]:
    def check(value: Any, what: str) -> int:
        if isinstance(value, bool):
            raise ValueError(f"{what} must be a whole number, got {value!r}")
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if not isinstance(value, int):
            try:
                value = int(str(value).strip())
            except ValueError:
                raise ValueError(f"{what} must be a whole number, got {value!r}") from None
        if value < lo or (hi is not None and value > hi):
            bound = f"from {lo} to {hi}" if hi is not None else f"at least {lo}"
            raise ValueError(f"{what} must be {bound}, got {value}")
        return value

    return check


def _float_in(lo: float, hi: float, *, lo_open: bool = False) -> Callable[[Any, str], float]:
    def check(value: Any, what: str) -> float:
        if isinstance(value, bool):
            raise ValueError(f"{what} must be a number, got {value!r}")
        try:
            number = float(str(value).strip()) if not isinstance(value, (int, float)) else float(value)
        except ValueError:
            raise ValueError(f"{what} must be a number, got {value!r}") from None
        if number > hi or number < lo or (lo_open and number == lo):
            low = f"above {lo}" if lo_open else f"from {lo}"
            raise ValueError(f"{what} must be {low} to {hi}, got {value}")
        return number

    return check


def _choice(value: Any, what: str) -> str:
    text = str(value).strip().lower()
    if text not in PROVIDERS:
        raise ValueError(f"{what} must be one of {', '.join(PROVIDERS)}, got {value!r}")
    return text


def _isolation(value: Any, what: str) -> str:
    text = str(value).strip().lower()
    if text not in ISOLATIONS:
        raise ValueError(f"{what} must be one of {', '.join(ISOLATIONS)}, got {value!r}")
    return text


def _text(value: Any, what: str) -> str:
    if not isinstance(value, (str, int, float)) or isinstance(value, bool) or not str(value).strip():
        raise ValueError(f"{what} must be a non-empty string")
    return str(value).strip()


def _opt_text(value: Any, what: str) -> str | None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return _text(value, what)


def _url(value: Any, what: str) -> str | None:
    text = _opt_text(value, what)
    if text is not None and not re.match(r"^https?://[^\s/]+", text):
        raise ValueError(f"{what} must be an http:// or https:// URL, got {text!r}")
    return text


def _path(value: Any, what: str) -> Path:
    return Path(os.path.expanduser(_text(value, what)))


def _opt_path(value: Any, what: str) -> Path | None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return _path(value, what)


_retry = _int_in(0, MAX_RETRY_LIMIT)
CHECKS: Mapping[str, Callable[[Any, str], Any]] = {
    "provider": _choice,
    "model": _text,
    "max_tokens": _int_in(1, 200_000),
    "max_tokens_headroom": _int_in(1, 200_000),
    "retry_total": _retry,
    "retry_syntax": _retry,
    "retry_schema": _retry,
    "retry_semantic": _retry,
    "min_coverage": _float_in(0.0, 1.0, lo_open=True),
    "rules_dir": _path,
    "drafts_dir": _path,
    "log_dir": _path,
    "trail_path": _opt_path,
    "sandbox_timeout": _float_in(0.0, 3600.0, lo_open=True),
    "sandbox_isolation": _isolation,
    "max_retries": _int_in(0, 10),
    "request_timeout": _float_in(0.0, 3600.0, lo_open=True),
    "api_key": _opt_text,
    "base_url": _url,
}

_WHAT = {
    "retry_total": "retry attempts",
    "retry_syntax": "syntax retry cap",
    "retry_schema": "schema retry cap",
    "retry_semantic": "semantic retry cap",
    "api_key": "the API key",
    "base_url": "the API base URL",
}


def _check(name: str, value: Any, where: str, what: str | None = None) -> Any:
    try:
        return CHECKS[name](value, what or _WHAT.get(name, name))
    except ValueError as exc:
        raise ConfigError(f"{where}: {exc}", hint=_hint(name)) from None


def _hint(name: str) -> str | None:
    if name.startswith("retry_"):
        return f"use 0 (strict: one call) to {MAX_RETRY_LIMIT}"
    if name == "provider":
        return "auto picks anthropic when ANTHROPIC_API_KEY is set, else offline"
    if name == "min_coverage":
        return "1.0 means every sample must match the glob"
    if name == "sandbox_isolation":
        return "auto uses bubblewrap where it can run; see docs/security.md"
    return None


# ------------------------------------------------------------------ config file


def _read_config(path: Path, *, required: bool) -> tuple[dict[str, tuple[Any, int, str]], bool]:
    """{setting name: (value, line, key as written)} from a config file; ({}, False) when absent and optional."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        if required:
            raise ConfigError(
                f"config file {path} does not exist", hint="check --config / PATHFINDER_CONFIG"
            ) from None
        return {}, False
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise ConfigError(f"cannot read config file {path}: {reason}") from None
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "not valid YAML"
        raise ConfigError(
            f"config file {path}{line}: {problem}", hint="fix the YAML or pass another file with --config"
        ) from None
    if data is None:
        return {}, True
    if not isinstance(data, dict) or not isinstance(node, yaml.MappingNode):
        raise ConfigError(
            f"config file {path}:1: expected a mapping of settings (key: value), got {type(data).__name__}"
        )
    lines = {str(k.value): (k.start_mark.line + 1, v) for k, v in node.value}
    out: dict[str, tuple[Any, int, str]] = {}
    for key, value in data.items():
        line, value_node = lines.get(str(key), (1, None))
        if key == "retry":
            if isinstance(value, int) and not isinstance(value, bool):
                out["retry_total"] = (value, line, "retry")
                continue
            if not isinstance(value, dict) or not isinstance(value_node, yaml.MappingNode):
                raise ConfigError(
                    f"config file {path}:{line}: 'retry' must be a number or a mapping "
                    f"with {', '.join(RETRY_CONFIG_KEYS)}"
                )
            sub_lines = {str(k.value): k.start_mark.line + 1 for k, _ in value_node.value}
            for sub, sub_value in value.items():
                sub_line = sub_lines.get(str(sub), line)
                if sub not in RETRY_CONFIG_KEYS:
                    raise ConfigError(
                        f"config file {path}:{sub_line}: unknown key 'retry.{sub}'{_did_you_mean(sub, RETRY_CONFIG_KEYS)}",
                        hint=f"allowed: {', '.join(RETRY_CONFIG_KEYS)}",
                    )
                out[RETRY_CONFIG_KEYS[sub]] = (sub_value, sub_line, f"retry.{sub}")
            continue
        if key not in CONFIG_KEYS:
            raise ConfigError(
                f"config file {path}:{line}: unknown key '{key}'{_did_you_mean(key, [*CONFIG_KEYS, 'retry'])}",
                hint=f"allowed: {', '.join([*CONFIG_KEYS, 'retry'])}",
            )
        out[CONFIG_KEYS[key]] = (value, line, str(key))
    return out, True


def _did_you_mean(word: Any, known: Any) -> str:
    """` (did you mean 'retry_attempts'?)` for a close misspelling of a known key, else ``."""
    close = difflib.get_close_matches(str(word), [str(k) for k in known], n=1, cutoff=0.75)
    return f" (did you mean '{close[0]}'?)" if close else ""


def unknown_env_vars(env: Mapping[str, str]) -> list[str]:
    """One warning per `PATHFINDER_*` variable that is no setting, naming the close match.

    Why: a misspelt variable (`PATHFINDER_RETRY_ATTEMPS=3`) is otherwise silently ignored,
    while the same typo in config.yaml is an error naming the key meant (docs/configuration.md).
    A warning, not an error: the environment is shared with other tools and shells.
    """
    known = sorted({*ENV_VARS, CONFIG_ENV_VAR})
    out = []
    for var in sorted(env):
        if var.startswith("PATHFINDER_") and var not in known:
            close = difflib.get_close_matches(var, known, n=1, cutoff=0.75)
            meant = f"did you mean {close[0]}?" if close else \
                "known: " + ", ".join(v for v in known if v.startswith("PATHFINDER_"))
            out.append(f"environment variable {var} is not a Pathfinder setting and is ignored ({meant})")
    return out


# ------------------------------------------------------------------ loading


def load_settings(
    cli: Mapping[str, Any] | None = None,
    env: Mapping[str, str] | None = None,
    config_path: str | os.PathLike[str] | None = None,
) -> Settings:
    """Resolve settings: CLI (argparse dests, None = not given) > env > config file > defaults.

    `config_path` (or `cli['config']`, or `PATHFINDER_CONFIG`) names the config file; when
    none is given the platformdirs user config dir's `config.yaml` is read if it exists.
    Raises ConfigError (exit 3) naming the file and line, or the variable/flag, of a bad value.
    A value quoted in the error goes through the secret masking of `pathfinder.generation.redact`
    (a key pasted under the wrong setting must not be echoed to the terminal or a log).
    """
    cli = dict(cli or {})
    env = os.environ if env is None else env
    known: list[str] = [v for v in (env.get("ANTHROPIC_API_KEY"), cli.get("api_key")) if isinstance(v, str)]
    try:
        return _load_settings(cli, env, config_path, known)
    except ConfigError as exc:
        raise _masked(exc, known) from None


def _masked(exc: ConfigError, secrets: list[str]) -> ConfigError:
    message = scrub_secrets(exc.message, secrets)
    hint = scrub_secrets(exc.hint, secrets) if exc.hint else exc.hint
    if message == exc.message and hint == exc.hint:
        return exc
    return ConfigError(message, hint=hint)


def _load_settings(
    cli: dict[str, Any], env: Mapping[str, str], config_path: str | os.PathLike[str] | None, known: list[str]
) -> Settings:
    values: dict[str, Any] = {}
    sources: dict[str, str] = {}

    # config file
    explicit = cli.get("config") or config_path or env.get(CONFIG_ENV_VAR) or None
    path = Path(os.path.expanduser(str(explicit))) if explicit else default_config_path()
    conf, found = _read_config(path, required=bool(explicit))
    if isinstance(conf.get("api_key", (None,))[0], str):
        known.append(conf["api_key"][0])  # masked in any error below, wherever it shows up
    for name, (value, line, key) in conf.items():  # errors name the key the user wrote
        values[name] = _check(name, value, f"config file {path}:{line}", f"'{key}'")
        sources[name] = f"config {path}:{line}"

    # environment
    for var, name in ENV_VARS.items():
        raw = env.get(var)
        if raw is None or (raw.strip() == "" and name not in ("api_key", "base_url")):
            continue
        checked = _check(name, raw, var)
        if checked is None:  # empty ANTHROPIC_API_KEY / BASE_URL: treat as unset
            continue
        values[name] = checked
        sources[name] = f"env {var}"

    # command line
    for dest, (name, flag) in CLI_KEYS.items():
        raw = cli.get(dest)
        if raw is None:
            continue
        values[name] = _check(name, raw, flag)
        sources[name] = f"cli {flag}"

    if "max_tokens" in values and "max_tokens_headroom" not in values:
        values["max_tokens_headroom"] = max(DEFAULT_MAX_TOKENS_HEADROOM, values["max_tokens"])
    settings = Settings(**values, config_path=path if found else None, sources=sources)
    if settings.max_tokens_headroom < settings.max_tokens:
        raise ConfigError(
            f"max_tokens_headroom ({settings.max_tokens_headroom}) is below max_tokens ({settings.max_tokens})",
            hint="headroom is the largest max_tokens a truncation retry may use",
        )
    return settings


__all__ = [
    "Settings",
    "load_settings",
    "default_config_path",
    "mask_key",
    "DEFAULT_MODEL",
    "PROVIDERS",
    "ENV_VARS",
    "unknown_env_vars",
]
