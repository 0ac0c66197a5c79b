"""Fusing a field's pattern into the glob regex (placeholder: no fusion yet)."""
from __future__ import annotations

import re


def fuse_pattern(regex: re.Pattern[str], group: str) -> str | None:
    return None
