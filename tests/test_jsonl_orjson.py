"""`apply`'s JSONL through orjson writes the very bytes the standard library's encoder wrote
(issue 16, item 17): escapes of control, bidi and line-separator characters included."""
from __future__ import annotations

import io
import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from pathfinder.engine.writers import RECORD_KEYS, JsonlWriter, _fast_line, _json_default

# the encoder `apply` used before orjson, restated from the standard library
_UNSAFE = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


def reference(record: dict) -> bytes:
    line = json.dumps({k: record.get(k) for k in RECORD_KEYS}, ensure_ascii=False, default=_json_default)
    line = _UNSAFE.sub(lambda m: "\\u%04x" % ord(m.group()), line)
    return (line + "\n").encode("utf-8", "backslashreplace")


def written(records: list[dict]) -> bytes:
    out = io.BytesIO()
    JsonlWriter(out).write_all(records)
    return out.getvalue()


HOSTILE = [
    "", "plain", "quote\"back\\slash", "\x00\x01\x07\x08\t\n\x0b\x0c\r\x1b[2J\x1f", "\x7f", "\x80\x85\x9b\x9f",
    "\u061c", "\u200e\u200f", "\u2028\u2029", "\u202a\u202b\u202c\u202d\u202e", "\u2066\u2067\u2068\u2069",
    "gnp.\u202eexe", "\ud800", "\udcff\udc80", "a\udfffb", "\U0001f600 émoji", "日本語/データ", "\ufeff\ufffe\uffff",
    "</script>", "/", "\u00a0\u00ad", "x" * 10_000,
]


def _record(value: object, key: str = "v", path: str = "/d/a.csv") -> dict:
    return {"path": path, "rule": "r", "tag": None, "status": "complete", "fields": {key: value, "n": 7}}


def test_hostile_strings_in_paths_keys_and_values_match_the_old_encoder() -> None:
    records = []
    for text in HOSTILE:
        records += [_record(text), _record(1, key=text or "k"), _record(None, path="/d/" + text),
                    {"path": text, "rule": None, "tag": None, "status": "unmatched", "fields": {}}]
    assert written(records) == b"".join(reference(r) for r in records)


def test_other_values_match_the_old_encoder() -> None:
    import datetime
    import decimal
    import uuid

    values = [0, -1, 2**63 - 1, 2**63, -(2**64) - 5, 10**40, True, False, None, 1.5, 1e16, -0.0, float("nan"),
              float("inf"), [1, "a", None], {"k": [1, {"x": "\u202e"}]}, (1, 2), datetime.date(2020, 1, 2),
              datetime.datetime(2020, 1, 2, 3, 4, 5, 6), uuid.UUID(int=5), decimal.Decimal("2.50"), b"\xff"]
    records = [_record(v) for v in values]
    assert written(records) == b"".join(reference(r) for r in records)


def test_the_fast_path_takes_the_common_record() -> None:
    assert _fast_line(_record("temp")) == reference(_record("temp"))
    assert _fast_line(_record("\u202e")) is None and _fast_line(_record(1.5)) is None
    assert _fast_line(_record("\ud800")) is None and _fast_line(_record(2**70)) is None


scalars = st.one_of(st.text(), st.integers(), st.booleans(), st.none(),
                    st.floats(allow_nan=True, allow_infinity=True))


@settings(max_examples=300, deadline=None)
@given(path=st.text(min_size=1), key=st.text(), value=scalars, tag=st.one_of(st.none(), st.text()))
def test_any_record_matches_the_old_encoder(path: str, key: str, value: object, tag: str | None) -> None:
    record = {"path": path, "rule": "rule", "tag": tag, "status": "partial", "fields": {key: value}}
    assert written([record]) == reference(record)
