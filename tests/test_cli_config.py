"""`pathfinder config`: effective settings, their sources, the key masked."""
from __future__ import annotations

import json

import pytest

from pathfinder.cli import main

KEY = "sk-ant-api03-config-cmd-KEY-0123456789"


@pytest.fixture()
def env(tmp_path, monkeypatch):
    for var in ("ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "PATHFINDER_PROVIDER", "PATHFINDER_MODEL",
                "PATHFINDER_RETRY_ATTEMPTS", "PATHFINDER_RULES_DIR", "PATHFINDER_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    return tmp_path


def rows(out: str) -> dict[str, str]:
    return {line.split()[0]: line for line in out.splitlines()[1:] if line.strip()}


def test_shows_values_and_sources(env, monkeypatch, capsys):
    conf = env / "xdg_config_home" / "pathfinder" / "config.yaml"
    conf.parent.mkdir(parents=True)
    conf.write_text("model: claude-haiku-5-5\nretry:\n  semantic: 0\n")
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    monkeypatch.setenv("PATHFINDER_RETRY_ATTEMPTS", "2")
    assert main(["config", "--rules-dir", str(env / "r")]) == 0
    out = capsys.readouterr().out
    assert KEY not in out
    r = rows(out)
    assert out.splitlines()[0] == f"config file: {conf}"
    assert "claude-haiku-5-5" in r["model"] and f"config {conf}:1" in r["model"]
    assert f"config {conf}:3" in r["retry_semantic"]
    assert r["retry_total"].split()[1] == "2" and "env PATHFINDER_RETRY_ATTEMPTS" in r["retry_total"]
    assert "cli --rules-dir" in r["rules_dir"]
    assert "env ANTHROPIC_API_KEY" in r["api_key"] and "…" in r["api_key"]
    assert "auto (→ anthropic)" in r["provider"]


def test_json_format(env, monkeypatch, capsys):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    assert main(["config", "--format", "json", "--provider", "offline"]) == 0
    out = capsys.readouterr().out
    data = json.loads(out)
    assert data["settings"]["provider"] == {"value": "offline", "source": "cli --provider"}
    assert KEY not in out
    assert data["config_file"] is None


def test_broken_config_exits_3_with_file_and_line(env, capsys):
    bad = env / "bad.yaml"
    bad.write_text("provider: offline\nretry: {total: 12}\n")
    assert main(["config", "--config", str(bad)]) == 3
    err = capsys.readouterr().err
    assert f"{bad}:2" in err and "retry.total" in err
    assert "Traceback" not in err


def test_config_errors_never_echo_a_secret(env, monkeypatch, capsys):
    """A key pasted under the wrong setting: the error names file, line and setting, never the value."""
    conf = env / "c.yaml"
    conf.write_text("max_tokens: sk-ant-config-KEYVALUE9876\n")
    assert main(["config", "--config", str(conf)]) == 3
    out, err = capsys.readouterr()
    assert "sk-ant-config-KEYVALUE9876" not in out + err and "KEYVALUE9876" not in out + err
    assert err == f"pathfinder: error: config file {conf}:1: 'max_tokens' must be a whole number, got '***'\n"
    # the configured key itself, whatever its shape, wherever it is quoted
    conf.write_text("api_key: hunter2-plain-secret\nretry:\n  syntax: hunter2-plain-secret\n")
    assert main(["config", "--config", str(conf)]) == 3
    out, err = capsys.readouterr()
    assert "hunter2" not in out + err and f"{conf}:3" in err
    monkeypatch.setenv("ANTHROPIC_API_KEY", "env-plain-secret-42")
    monkeypatch.setenv("PATHFINDER_RETRY_ATTEMPTS", "env-plain-secret-42")
    assert main(["config"]) == 3
    out, err = capsys.readouterr()
    assert "env-plain-secret-42" not in out + err and "PATHFINDER_RETRY_ATTEMPTS" in err


def test_usage_errors_never_echo_a_key_shaped_value(env, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["generate", "/a.csv", "--min-coverage", "sk-ant-cli-KEYVALUE98765"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "KEYVALUE98765" not in err and "--min-coverage" in err
