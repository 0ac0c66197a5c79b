"""Settings precedence (CLI > env > config.yaml > defaults), sources, errors, masking."""
from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from pathfinder.cli.common import add_settings_options, settings_from_args
from pathfinder.errors import ConfigError
from pathfinder.fs.settings import DEFAULT_MODEL, Settings, load_settings, mask_key
from pathfinder.generation.budget import budget_for

KEY = "sk-ant-api03-settings-KEY-abcdefghijklmnop"


@pytest.fixture()
def xdg(tmp_path, monkeypatch):
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    return tmp_path


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_defaults_come_from_platformdirs(xdg):
    s = load_settings({}, {})
    assert s.provider == "auto" and s.effective_provider == "offline"
    assert s.model == DEFAULT_MODEL
    assert (s.retry_total, s.retry_caps) == (3, {1: 2, 2: 2, 3: 1})
    assert s.rules_dir == xdg / "xdg_data_home" / "pathfinder" / "rules"
    assert s.drafts_dir == xdg / "xdg_data_home" / "pathfinder" / "drafts"
    assert str(s.trail_file).startswith(str(xdg / "xdg_state_home" / "pathfinder"))
    assert s.trail_file.name == "trail.jsonl"
    assert s.config_path is None
    assert s.sandbox_timeout == 5.0  # docs/security.md / issue 5: the sandbox's wall clock defaults to 5 s
    assert all(src == "default" for _, _, src in s.display_items())


def test_sandbox_timeout_from_the_environment(xdg):
    s = load_settings({}, {"PATHFINDER_SANDBOX_TIMEOUT": "1.5"})
    assert s.sandbox_timeout == 1.5 and s.source_of("sandbox_timeout") == "env PATHFINDER_SANDBOX_TIMEOUT"
    with pytest.raises(ConfigError):
        load_settings({}, {"PATHFINDER_SANDBOX_TIMEOUT": "0"})


def test_precedence_cli_over_env_over_config_over_default(xdg):
    conf = write(xdg / "xdg_config_home" / "pathfinder" / "config.yaml",
                 "provider: offline\nmodel: from-config\nretry:\n  total: 1\n  syntax: 1\nrules_dir: /conf/rules\n")
    s = load_settings({}, {})
    assert (s.provider, s.model, s.retry_total, s.retry_syntax) == ("offline", "from-config", 1, 1)
    assert s.config_path == conf
    assert s.source_of("model") == f"config {conf}:2"
    assert s.source_of("retry_syntax") == f"config {conf}:5"

    env = {"PATHFINDER_MODEL": "from-env", "PATHFINDER_RETRY_ATTEMPTS": "2", "PATHFINDER_RULES_DIR": "/env/rules"}
    s = load_settings({}, env)
    assert (s.model, s.retry_total, s.rules_dir) == ("from-env", 2, Path("/env/rules"))
    assert s.source_of("model") == "env PATHFINDER_MODEL"
    assert s.retry_syntax == 1  # untouched layers still apply

    s = load_settings({"model": "from-cli", "retry_attempts": 0, "rules_dir": "/cli/rules"}, env)
    assert (s.model, s.retry_total, s.rules_dir) == ("from-cli", 0, Path("/cli/rules"))
    assert s.source_of("model") == "cli --model"
    assert budget_for(s).strict and budget_for(s).max_calls == 1


def test_auto_provider_follows_the_key(xdg):
    s = load_settings({}, {"ANTHROPIC_API_KEY": KEY, "ANTHROPIC_BASE_URL": "http://127.0.0.1:9"})
    assert s.effective_provider == "anthropic"
    assert s.base_url == "http://127.0.0.1:9"
    assert load_settings({}, {"ANTHROPIC_API_KEY": ""}).effective_provider == "offline"


def test_key_is_masked_in_repr_and_display(xdg):
    s = load_settings({}, {"ANTHROPIC_API_KEY": KEY})
    assert KEY not in repr(s) and KEY not in str(s)
    shown = dict((n, v) for n, v, _ in s.display_items())
    assert KEY not in shown["api_key"] and shown["api_key"] == mask_key(KEY)
    assert mask_key(None) == "(not set)" and mask_key("short") == "****"
    assert s.secrets() == (KEY,)


def test_explicit_config_path_and_env_config(xdg, tmp_path):
    conf = write(tmp_path / "other.yaml", "min_coverage: 0.5\nsandbox_timeout: 3\n")
    s = load_settings({"config": str(conf)}, {})
    assert s.min_coverage == 0.5 and s.sandbox_timeout == 3.0
    assert load_settings({}, {"PATHFINDER_CONFIG": str(conf)}).min_coverage == 0.5
    with pytest.raises(ConfigError, match="does not exist"):
        load_settings({"config": str(tmp_path / "missing.yaml")}, {})


def test_broken_config_names_file_and_line(xdg, tmp_path):
    conf = write(tmp_path / "c.yaml", "provider: offline\nmodel: [unclosed\nretry: 2\n")
    with pytest.raises(ConfigError) as info:
        load_settings({"config": str(conf)}, {})
    assert info.value.exit_code == 3
    assert f"{conf}:3" in info.value.one_line() or f"{conf}:2" in info.value.one_line()


@pytest.mark.parametrize(
    "text, line, words",
    [
        ("model: a\nretry:\n  total: 9\n", 3, "retry.total"),
        ("model: a\nretry_attempts: 9\n", 2, "'retry_attempts' must be from 0 to 5"),  # the key as written
        ("retry: 8\n", 1, "'retry' must be from 0 to 5"),
        ("provider: gpt\n", 1, "provider"),
        ("capture: 1\n", 1, "unknown key 'capture'"),
        ("retry:\n  tier9: 1\n", 2, "unknown key 'retry.tier9'"),
        ("min_coverage: 0\n", 1, "min_coverage"),
        ("max_tokens: -5\n", 1, "max_tokens"),
        ("- a\n- b\n", 1, "mapping"),
    ],
)
def test_out_of_range_config_values_are_clear_errors(xdg, tmp_path, text, line, words):
    conf = write(tmp_path / "c.yaml", text)
    with pytest.raises(ConfigError) as info:
        load_settings({"config": str(conf)}, {})
    msg = info.value.one_line()
    assert f"{conf}:{line}" in msg and words in msg
    assert "\n" not in msg


@pytest.mark.parametrize("var, value", [("PATHFINDER_RETRY_ATTEMPTS", "7"), ("PATHFINDER_RETRY_ATTEMPTS", "x"),
                                        ("PATHFINDER_PROVIDER", "openai"), ("PATHFINDER_MAX_TOKENS", "0")])
def test_bad_environment_values_name_the_variable(xdg, var, value):
    with pytest.raises(ConfigError, match=var):
        load_settings({}, {var: value})


def test_headroom_must_cover_max_tokens(xdg, tmp_path):
    conf = write(tmp_path / "c.yaml", "max_tokens: 4000\nmax_tokens_headroom: 1000\n")
    with pytest.raises(ConfigError, match="headroom"):
        load_settings({"config": str(conf)}, {})
    # raising max_tokens alone lifts the default headroom with it
    assert load_settings({"max_tokens": 20000}, {}).max_tokens_headroom == 20000


def test_empty_config_file_is_fine(xdg, tmp_path):
    conf = write(tmp_path / "c.yaml", "# nothing yet\n")
    assert load_settings({"config": str(conf)}, {}).config_path == conf


def test_settings_is_frozen():
    s = Settings()
    with pytest.raises(Exception):
        s.model = "x"  # type: ignore[misc]


def test_cli_common_options_round_trip(xdg):
    parser = argparse.ArgumentParser()
    add_settings_options(parser)
    args = parser.parse_args(["--provider", "offline", "--model", "m", "--retry-attempts", "2", "--rules-dir", "/r"])
    s = settings_from_args(args, env={"PATHFINDER_MODEL": "env-model"})
    assert (s.provider, s.model, s.retry_total, s.rules_dir) == ("offline", "m", 2, Path("/r"))
    with pytest.raises(SystemExit):
        parser.parse_args(["--retry-attempts", "6"])
    defaults = settings_from_args(parser.parse_args([]), env={})
    assert defaults.source_of("provider") == "default"


def test_base_url_must_be_http(xdg):
    with pytest.raises(ConfigError, match="ANTHROPIC_BASE_URL.*http"):
        load_settings({}, {"ANTHROPIC_BASE_URL": "localhost:8080"})
    assert load_settings({}, {"ANTHROPIC_BASE_URL": "https://proxy.example/v1"}).base_url == "https://proxy.example/v1"
