"""`pathfinder config`: the effective settings and where each came from (docs/configuration.md).

Why: with four layers (flags, environment, config.yaml, defaults) people need
to see which one won. The API key is shown masked, never in full.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from pathfinder.cli.common import add_settings_options, settings_from_args
from pathfinder.errors import EXIT_OK
from pathfinder.fs.settings import default_config_path


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "config",
        help="show the effective settings and where each came from",
        description=(
            "Print every setting, its effective value and its source (cli flag, env variable, "
            "config file and line, or default). Precedence: flags > environment > config.yaml > defaults. "
            "The API key is masked."
        ),
        epilog="Exit codes: 0 ok, 2 usage, 3 a broken config file or an out-of-range value.",
    )
    parser.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    add_settings_options(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    settings = settings_from_args(args)
    rows = settings.display_items()
    config_file = str(settings.config_path) if settings.config_path else None
    if args.format == "json":
        data = {
            "config_file": config_file,
            "default_config_file": str(default_config_path()),
            "settings": {name: {"value": value, "source": source} for name, value, source in rows},
        }
        json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return EXIT_OK
    out = sys.stdout
    print(f"config file: {config_file or f'(none; would read {default_config_path()})'}", file=out)
    width = max(len(name) for name, _, _ in rows)
    vwidth = min(60, max(len(value) for _, value, _ in rows))
    for name, value, source in rows:
        if name == "config_path":
            continue
        print(f"{name:<{width}}  {value:<{vwidth}}  {source}", file=out)
    return EXIT_OK


__all__ = ["register", "run"]
