"""Round 14's rules (safety_net, digit_globs, dotted_codes, note_names, optional_pieces, member_records,
extensions.format_folder) and round 15's attacked with look-alikes and hostile samples (attack15, issue 15). Each
fix's matrix fails with the fix switched off; the hostile tests are hang guards and validity checks."""
from __future__ import annotations

import pytest
from draft_helpers import record, rule_of

# --- a folder of format words is a format folder only when its files are in that format (extensions.format_folder) -

_FORMAT_WORDS = [  # (the kind's paths, {F} a folder whose every value is a format word; the values the samples show;
    #                  the file names; a sibling the same kind that the samples did not show)
    ("/app/locale/{F}/LC_MESSAGES/{N}.po", ("pt", "pl"), ("django", "djangojs", "admin", "auth", "forms"), "de"),
    ("/app/locale/{F}/LC_MESSAGES/{N}.po", ("cs", "fa", "ml", "ps", "ts"), ("django", "admin"), "fr"),
    ("/stats/{F}/gdp_{N}.csv", ("md", "pt", "pl", "so"), ("2020", "2021", "2022"), "de"),
    ("/opt/tool/{F}/{N}", ("bin", "lib"), ("tool", "helper", "libx.so", "libx.a"), "libexec"),
    ("/proj/run_07/{F}/frame_{N}.dat", ("raw", "out"), ("001", "002", "003", "004"), "processed"),
    ("/srv/app/{F}/app-{N}.txt", ("log", "tmp"), ("1", "2", "3", "4", "5"), "cache"),
    ("/models/{F}/resnet{N}.bin", ("onnx", "pt"), ("18", "34", "50", "101"), "tflite"),
]


@pytest.mark.parametrize("tree, words, names, sibling", _FORMAT_WORDS)
def test_format_words_over_files_of_another_format_are_no_format_folder(tree, words, names, sibling) -> None:
    # locales `pt/`, `pl/` over `.po` files were read as formats and listed (`{pl,pt}`): the locale `de/` was lost
    samples = [tree.format(F=w, N=n) for n in names for w in words][:10]
    a, rule = rule_of(samples)
    seen = record(rule, tree.format(F=sibling, N=names[0]))
    assert seen is not None and seen[0] == "complete", (a.glob, seen)


_FORMAT_FOLDERS = [  # the class kept: each folder is the format its files are written in
    ("/models/{F}/resnet{N}.{F}", ("onnx", "tflite"), ("18", "34", "50"), "/models/drafts/resnet18.onnx"),
    ("/etc/ssl/{F}/host{N}.{F}", ("crt", "key"), ("1", "2", "3", "4"), "/etc/ssl/old/host1.crt"),
    ("/exports/{F}/sales_{N}.{F}.gz", ("csv", "json"), ("1", "2", "3", "4"), "/exports/schemas/sales_1.json.gz"),
]


@pytest.mark.parametrize("tree, formats, names, other_kind", _FORMAT_FOLDERS)
def test_a_folder_of_its_files_formats_still_lists_them(tree, formats, names, other_kind) -> None:
    samples = [tree.format(F=f, N=n) for n in names for f in formats][:10]
    a, rule = rule_of(samples)
    assert "{" + ",".join(sorted(formats)) + "}/" in a.glob, a.glob
    assert record(rule, other_kind) is None, a.glob

