"""The one home of the rule language's normalisers and types (engine/coercions.py)."""
import pytest

from pathfinder.engine.coercions import (
    MISSING,
    NORMALIZE,
    NORMALIZERS,
    TYPE_SUFFIX,
    TYPES,
    check_date_format,
    date_parser,
    to_date,
    to_integer,
    to_uuid,
    type_converter,
)
from pathfinder.engine.schema import rule_schema


def _field_props() -> dict:
    schema = rule_schema()

    def find(node):
        if isinstance(node, dict):
            props = node.get("properties")
            if isinstance(props, dict) and "normalize" in props and "type" in props:
                return props
            for v in node.values():
                hit = find(v)
                if hit is not None:
                    return hit
        elif isinstance(node, list):
            for v in node:
                hit = find(v)
                if hit is not None:
                    return hit
        return None

    props = find(schema)
    assert props is not None, "the schema has no field definition with normalize and type"
    return props


def test_schema_enums_are_the_coercion_tables():
    props = _field_props()
    assert tuple(props["normalize"]["enum"]) == NORMALIZERS == tuple(NORMALIZE)
    assert tuple(props["type"]["enum"]) == TYPES


def test_type_suffix_covers_every_non_string_type():
    assert set(TYPE_SUFFIX) == set(TYPES) - {"string"}
    assert all(s.startswith(":") for s in TYPE_SUFFIX.values())


@pytest.mark.parametrize(
    "type_name,fmt,text,want",
    [
        ("integer", None, "042", 42),
        ("integer", None, "4x", MISSING),
        ("date", None, "2024_01_15", "2024-01-15"),
        ("date", None, "2024_01-15", MISSING),
        ("date", "%d%m%Y", "15012024", "2024-01-15"),
        ("uuid", None, "{0123456789ABCDEF0123456789ABCDEF}", "01234567-89ab-cdef-0123-456789abcdef"),
    ],
)
def test_type_converter_picks_the_coercion(type_name, fmt, text, want):
    conv = type_converter(type_name, fmt)
    assert conv is not None
    assert conv(text) == want if want is not MISSING else conv(text) is MISSING


def test_strings_have_no_converter():
    assert type_converter("string") is None


def test_plain_coercions_agree_with_type_converter():
    assert type_converter("integer") is to_integer
    assert type_converter("date") is to_date
    assert type_converter("uuid") is to_uuid
    assert date_parser("%Y-%m-%d")("2024-02-30") is MISSING


def test_check_date_format_explains_refusals():
    assert check_date_format("%Y%m%d") is None
    assert "no % directive" in check_date_format("YYYY")
    assert "lone" in check_date_format("%Y%")
    assert "%Q" in check_date_format("%Y%Q")
