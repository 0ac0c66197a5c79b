"""Values that hold a separator, aligned across the samples (round 16, values16; issue 15).

Two rules of `segments._delimited_parts`, each checked here on families other than the rows that prompted them
(review22's osu! strings, OpenRCT2 object folders and timm benchmark names):
- `dotted_tags`: a dot every name writes the same number of times cuts it into fields even when no piece is typed,
  and a piece may hold the weaker separators (`Accounts.pt-BR.resx`, `<author>.<mod_name>/`). The neutral file
  without a tag (`Strings.resx`) is no sibling of the tagged ones.
- `optional_words`: names whose piece counts differ by one, where every longer name writes the same word at one
  end (`…-rtx4090-dynamo`, `edited-IMG0042-…`), three or more of them, independent of the piece beside it (a value
  there seen without it, or three or more values there, mostly distinct), read that word as an optional field and align the rest, even when the settings' values hold other separators
  (`amp_bf16`, `x86_64`); the cut still needs a typed piece, as every delimiter cut does.
Look-alikes keep their reading: titles with spaces, dot counts that vary, an inner format (`.jpg.json`), an extra
piece that floats (other words on other names), a word the shorter names also write, a word whose neighbour never
stands alone (`upper-air`), compounds (`full-description`), one or two names alone with the extra piece.
"""
from __future__ import annotations

import pytest

from draft_helpers import rule_of, record
from pathfinder.analysis.dotted_tags import dotted_tag_cut
from pathfinder.analysis.optional_words import END, START, fixed_end_word

# (samples, an unseen path of the kind, the values a person reads in it, a neighbour the rule leaves out or None)
DOTTED = {
    "dotnet_resx": ([f"src/App/Resources/{s}.{c}.resx" for s, c in
                     (("Strings", "pt-BR"), ("Strings", "de"), ("Errors", "fr"), ("Labels", "zh-Hans"), ("Errors", "es-419"),
                      ("Menu", "ja"), ("Labels", "sr-Latn-RS"), ("Menu", "it"), ("Strings", "nb-NO"))],
                    "src/App/Resources/Dialogs.zh-Hant.resx", ("Dialogs", "zh-Hant"), "src/App/Resources/Strings.resx"),
    "docs_by_language": ([f"content/docs/{s}.{c}.md" for s, c in
                          (("install", "zh-cn"), ("getting-started", "en"), ("faq", "pt-br"), ("install", "de"),
                           ("configuration", "zh-tw"), ("faq", "fr"), ("getting-started", "es"), ("upgrade", "en"))],
                         "content/docs/troubleshooting.pt-br.md", ("troubleshooting", "pt-br"), "content/docs/_index.md"),
    "web_i18n": ([f"web/i18n/{s}.{c}.json" for s, c in
                  (("messages", "de-CH"), ("messages", "fr"), ("errors", "en-US"), ("forms", "it"), ("errors", "de-CH"),
                   ("forms", "pt-PT"), ("messages", "en-GB"), ("nav", "nl"))],
                 "web/i18n/nav.fr-CA.json", ("nav", "fr-CA"), "web/i18n/messages.json"),
    "precision_weights": ([f"ckpt/sdxl/{m}.{p}.safetensors" for m, p in
                           (("unet", "fp16"), ("text_encoder", "int8_awq"), ("vae", "bf16"), ("unet", "q4_k_m"),
                            ("text_encoder_2", "fp16"), ("vae", "int4_gptq"), ("text_encoder", "bf16"), ("unet", "fp32"))],
                          "ckpt/sdxl/text_encoder_2.q8_0.safetensors", ("text_encoder_2", "q8_0"),
                          "ckpt/sdxl/unet.safetensors"),
    "subtitles": ([f"media/show/{e}.{c}.srt" for e, c in
                   (("pilot", "pt-BR"), ("homecoming", "en"), ("pilot", "es-419"), ("the_return", "en"),
                    ("homecoming", "zh-Hant"), ("finale", "fr"), ("the_return", "de"), ("finale", "pt-BR"))],
                  "media/show/reunion.en-GB.srt", ("reunion", "en-GB"), "media/show/reunion.srt"),
    "mod_folders": ([f"Mods/{a}.{m}/manifest.json" for a, m in
                     (("Pathoschild", "Content_Patcher"), ("spacechase0", "json-assets"), ("Cherry", "ShopTileFramework"),
                      ("Digus", "mail-framework"), ("Pathoschild", "Lookup_Anything"), ("aedenthorn", "custom-chests"),
                      ("spacechase0", "SpaceCore"), ("Digus", "Producer_Framework"))],
                    "Mods/Platonymous.toolkit-core/manifest.json", ("Platonymous", "toolkit-core"), None),
}

WORDS = {
    "benchmark_flag": ([f"results/bench-{m}-{p}-{d}{x}.csv" for m, p, d, x in
                        (("infer", "amp", "rtx4090", ""), ("infer", "amp_bf16", "a100_80g", "-compiled"),
                         ("train", "fp32", "rtx4090", "-compiled"), ("infer", "fp32", "i9_10940x", ""),
                         ("train", "amp", "h100_sxm", ""), ("infer", "bf16", "a100_80g", "-compiled"),
                         ("train", "amp_bf16", "rtx3090", ""), ("infer", "amp", "h100_sxm", "-compiled"))],
                       "results/bench-train-fp32-l40s_48g-compiled.csv", ("train", "fp32", "l40s_48g", "compiled")),
    "benchmark_without_flag": ([f"results/bench-{m}-{p}-{d}{x}.csv" for m, p, d, x in
                                (("infer", "amp", "rtx4090", ""), ("infer", "amp_bf16", "a100_80g", "-compiled"),
                                 ("train", "fp32", "rtx4090", "-compiled"), ("infer", "fp32", "i9_10940x", ""),
                                 ("train", "amp", "h100_sxm", ""), ("infer", "bf16", "a100_80g", "-compiled"),
                                 ("train", "amp_bf16", "rtx3090", ""), ("infer", "amp", "h100_sxm", "-compiled"))],
                               "results/bench-train-fp32-l40s_48g.csv", ("train", "fp32", "l40s_48g")),
    "edited_copies": ([f"camera/export/{x}IMG{n:04d}-{c}.jpg" for x, n, c in
                       (("", 42, "pixel_7"), ("edited-", 42, "pixel_7"), ("", 43, "iphone_14"), ("", 51, "pixel_7"),
                        ("edited-", 51, "pixel_7"), ("", 60, "galaxy_s23"), ("edited-", 77, "iphone_14"),
                        ("", 77, "iphone_14"))],
                      "camera/export/edited-IMG0102-galaxy_s23.jpg", ("edited", "galaxy_s23")),
    "build_flavour": ([f"dist/v2/myapp-{o}-{a}{x}.zip" for o, a, x in
                       (("linux", "x86_64", ""), ("windows", "x86_64", "-debug"), ("macos", "arm64", ""),
                        ("linux", "aarch64", "-debug"), ("windows", "i686", ""), ("macos", "x86_64", "-debug"),
                        ("linux", "armv7_hf", ""), ("freebsd", "x86_64", "-debug"))],
                      "dist/v2/myapp-netbsd-x86_64-debug.zip", ("netbsd", "x86_64", "debug")),
}


def _reads(samples: list[str], unseen: str, values: tuple[str, ...]) -> tuple[str, object]:
    a, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", (a.glob, got)
    read = set(got[1].values())
    assert all(v in read for v in values), (a.glob, got)
    return a.glob, rule


@pytest.mark.parametrize("family", sorted(DOTTED))
def test_dotted_pieces_are_fields_whatever_separators_they_hold(family):
    samples, unseen, values, neutral = DOTTED[family]
    glob, rule = _reads(samples, unseen, values)
    if neutral is not None:  # the untagged file (the neutral culture, the default language) is no sibling
        assert record(rule, neutral) is None, glob


@pytest.mark.parametrize("family", sorted(WORDS))
def test_fixed_word_at_an_end_is_an_optional_field(family):
    samples, unseen, values = WORDS[family]
    _reads(samples, unseen, values)


def test_a_missing_flag_reads_as_no_value():
    """A name without the flag reads null there, and its last setting is the whole piece (not `rtx4090-`)."""
    samples, _, _ = WORDS["benchmark_flag"]
    a, rule = rule_of(samples)
    got = record(rule, "results/bench-infer-amp-rtx4090.csv")
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert "rtx4090" in got[1].values() and "compiled" not in got[1].values(), got


# --- look-alikes: the readings the rules leave alone ---------------------------------------------------------

def test_dotted_cut_needs_one_dot_count_and_no_spaces():
    assert dotted_tag_cut(["Strings.pt-BR", "Menu.de"], ".", [1, 1])
    assert not dotted_tag_cut(["Strings.pt-BR", "Menu.de"], "-", [1, 0])  # another delimiter
    assert not dotted_tag_cut(["lh.smoothwm.K1", "rh.pial"], ".", [2, 1])  # dot counts vary
    assert not dotted_tag_cut(["Mr. Robot.s01", "Dr. No.s02"], ".", [2, 2])  # a title's words
    assert not dotted_tag_cut(["org.example.tools.core.api", "org.example.tools.web.ui"], ".", [4, 4])  # package
    assert not dotted_tag_cut(["IMG_0001.jpg", "clip_02.mov"], ".", [1, 1])  # an inner format (a sidecar's)


def test_floating_extra_piece_stays_in_its_value():
    """Different words at the end of the longer names (`-eager`, `-dynamo`) are no fixed flag."""
    names = ["bench-amp-rtx4090", "bench-fp32-a100-dynamo", "bench-amp-h100-eager", "bench-bf16-l4"]
    assert fixed_end_word(names, "-", [n.count("-") for n in names]) == []


def test_word_the_shorter_names_also_end_with_is_a_value():
    names = ["run-a-debug", "run-b-debug", "run-c-x-debug", "run-d-y-debug"]
    assert [w for _, w, _ in fixed_end_word(names, "-", [n.count("-") for n in names])] == []


def test_a_word_whose_neighbour_never_stands_alone_is_one_value_with_it():
    """`upper-air` beside `ground`: `upper` never comes without `air`, so `air` is no optional flag."""
    names = ["run-400-upper-air", "run-407-ground", "run-414-upper-air", "run-421-ocean"]
    assert fixed_end_word(names, "-", [n.count("-") for n in names]) == []


def test_compound_values_sharing_a_last_word_stay_whole():
    """`full-description` and `short-description` beside `title`: the words before repeat and never stand alone."""
    names = ["listing-en-us-full-description", "listing-pt-br-short-description", "listing-de-de-title",
             "listing-en-gb-full-description", "listing-fr-fr-short-description", "listing-es-mx-title"]
    assert fixed_end_word(names, "-", [n.count("-") for n in names]) == []


def test_two_flagged_names_are_no_evidence():
    names = ["bench-amp-rtx4090", "bench-fp32-a100-dynamo", "bench-amp-h100-dynamo", "bench-bf16-l4"]
    assert fixed_end_word(names, "-", [n.count("-") for n in names]) == []


def test_fixed_word_found_at_either_end():
    names = ["taiko-drum-hitclap", "normal-hitclap", "taiko-strong-hitfinish", "drum-slidertick", "taiko-soft-hitclap"]
    found = fixed_end_word(names, "-", [n.count("-") for n in names])
    assert [(where, word) for where, word, _ in found] == [(START, "taiko")]
    names = ["app-linux-x86_64", "app-linux-arm64-debug", "app-macos-arm64-debug", "app-macos-arm64",
             "app-windows-i686-debug"]
    found = fixed_end_word(names, "-", [n.count("-") for n in names])
    assert [(where, word) for where, word, _ in found] == [(END, "debug")]


def test_long_names_and_many_samples_do_not_hang():
    long = ["x" * 300 + f".{c}" for c in ("pt-BR", "de", "zh-Hant")]
    a, _ = rule_of([f"res/{n}.resx" for n in long])
    assert a.glob
    many = [f"r/bench-{i % 7}x-{'amp_bf16' if i % 3 else 'fp32'}-dev{i}{'-flag' if i % 2 else ''}.csv"
            for i in range(3000)]
    a, _ = rule_of(many)
    assert a.glob
