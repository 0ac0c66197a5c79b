"""Stage 2c, a fixed-width number cut into fields: where each field starts.

`columns` finds the digits in which a fixed-width number's samples vary (Opera's `001011000` ... `009020000`:
a well's row, column and field, three digits each, or a robot's `00<r>0<tt>`); the constant digits left between
two varying runs are not all fixed (docs/analyser.md, step 4).
"""
from __future__ import annotations

__all__ = ["padded_runs"]


def padded_runs(runs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Runs of varying digits, each widened back to the end of the run before it (the first to the number's
    start), when the number holds two fields or more; the digits after the last run stay fixed.

    Why: samples from one row or one plate share a field's padding and high digits; its siblings differ there.
    """
    if len(runs) < 2:
        return runs
    out: list[tuple[int, int]] = []
    start = 0
    for _, end in runs:
        out.append((start, end))
        start = end
    return out
