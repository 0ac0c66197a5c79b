"""analysis.parts: joining a template's literal pieces stays linear in the name's length."""
from __future__ import annotations

import pytest

from pathfinder.analysis import analyse, tokens
from pathfinder.analysis.parts import Var, VarKind, lit, merge_literals, var_part


def test_a_long_name_of_many_pieces_is_escaped_a_bounded_number_of_times(monkeypatch: pytest.MonkeyPatch) -> None:
    """A name of 1,000 `ab1-` pieces (4,004 characters, under the analyser's 4,096-character path
    limit): joining one piece at a time re-escaped the text so far at every step (about 8 million
    characters escaped here, 200 million for 5,000 pieces; a 1 MB name ran for minutes in
    `coverage`); each run of literals is joined once now."""
    escaped = [0]
    real = tokens.rx_escape

    def counting(text: str) -> str:
        escaped[0] += len(text)
        return real(text)

    monkeypatch.setattr(tokens, "rx_escape", counting)
    name = "ab1-" * 1_000 + ".txt"
    analyse([f"/x/{name}"])
    assert escaped[0] < 50 * len(name), escaped[0]


def test_runs_of_plain_literals_join_and_other_parts_keep_their_place() -> None:
    var = var_part(Var(name="n", kind=VarKind.INT, regex="([0-9]+)", type="integer"), "*")
    strong = lit("__")
    strong.strong = True
    parts = [lit("a."), lit("b"), var, lit("c"), strong, lit("d"), lit("[e]")]
    merged = merge_literals(parts)
    assert [p.text for p in merged] == ["a.b", "", "c", "__", "d[e]"]
    assert merged[0].regex == "a\\.b" and merged[1] is var and merged[3] is strong
    assert merged[4].regex == tokens.rx_escape("d[e]") and merged[4].glob == tokens.glob_escape("d[e]")
