"""The offline analyser (docs/analyser.md): sample paths -> glob, fields, structure summary, draft.

    from pathfinder.analysis import analyse, render_draft, render_field_table
    a = analyse(["/data/mission_042/2024-01-15/readings.csv", ...])
    a.summary        # /data/mission_{mission_id:int}/{date:date}/readings.csv
    a.fields         # Field(name, type, source, pattern, ...) with example values
    render_draft(a)  # YAML rule text (Python extractor when YAML cannot express a field)

Pure: no I/O, no network.
"""
from __future__ import annotations

from pathfinder.analysis.infer import analyse, clean_samples
from pathfinder.analysis.model import Analysis, Field
from pathfinder.analysis.render import render_draft, render_field_table, render_python, render_yaml

__all__ = ["Analysis", "Field", "analyse", "clean_samples", "render_draft", "render_field_table", "render_python",
           "render_yaml"]
