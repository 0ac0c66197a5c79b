"""Format-vocabulary conditions loosened to what their class needs (endings16, issue 15).

- `endings.closed_endings` without the known-format gate: a set of endings the samples show closed (few endings,
  each seen again) is listed whether or not the analyser's table names the formats (`{.tres,.tscn}`,
  `{.storyboard,.xib}`), so the files sharing a stem in another ending (a scene's `.gd` script, a view's `.swift`
  controller, a model's `.qc` and `.smd` sources) stay out. The table only breaks one tie: where no ending is a
  known format and the names are no more than the endings (FreeSurfer's `lh.pial`, `rh.white`: endings15's test),
  the dotted piece names the thing and stays open.
- `endings.joined_endings`: a last dot-piece of words joined by `_` (`.kicad_pcb`, `.arrow_file`) is an ending
  where the kind's samples write it again; a dotted value holding `_` (`encoder.layer_norm`) varies and stays a name.
- `safety_net`'s `.json` sidecar guard keeps a `.json` apart only beside items of free names (where a
  `<name>.<word>.json` sidecar may sit beside each item); beside a folder's fixed files, names every member folder
  repeats (`README.md`, `package.json` in each extension folder), the `.json` is one more of the folder's files.

Found on review23's Arrow gold files (`.arrow_file` beside `.stream`) and Parquet variants (`.metadata` beside
`.value`) and review22's wandb run files; tested here on other families."""
from __future__ import annotations

import pytest

from draft_helpers import assert_reads_kind_and_leaves_neighbours, record, rule_of
from pathfinder.analysis import analyse
from pathfinder.analysis.endings import closed_endings, joined_endings
from pathfinder.analysis.tokens import ext_parts, joined_piece

# (samples; neighbours sharing the kind's stems that must stay out; files of the kind not drawn, to be taken)
UNKNOWN_FORMATS = {
    "godot scenes and resources": (
        [f"game/scenes/{n}.{e}" for n, e in (
            ("player", "tscn"), ("enemy", "tscn"), ("hud", "tscn"), ("main_menu", "tscn"), ("level_01", "tscn"),
            ("player_stats", "tres"), ("enemy_stats", "tres"), ("theme", "tres"), ("level_02", "tscn"),
            ("default_env", "tres"))],
        ["game/scenes/player.gd", "game/scenes/hud.gd", "game/scenes/level_01.tscn.orig"],
        ["game/scenes/boss.tscn", "game/scenes/boss_stats.tres"]),
    "ios interface files": (
        [f"App/Views/{n}.{e}" for n, e in (
            ("Main", "storyboard"), ("LaunchScreen", "storyboard"), ("LoginView", "xib"), ("ProfileCell", "xib"),
            ("SettingsView", "xib"), ("Onboarding", "storyboard"), ("FeedCell", "xib"), ("AlertView", "xib"),
            ("Checkout", "storyboard"), ("SearchBar", "xib"))],
        ["App/Views/LoginView.swift", "App/Views/FeedCell.swift", "App/Views/Main.storyboard.bak"],
        ["App/Views/Cart.storyboard", "App/Views/CartCell.xib"]),
    "source engine compiled models": (
        [f"models/props/{n}.{e}" for n in ("barrel", "crate", "lamp", "chair") for e in ("mdl", "vvd", "vtx")][:10],
        ["models/props/barrel.qc", "models/props/crate.smd", "models/props/lamp.phy.bak"],
        ["models/props/table.mdl", "models/props/table.vvd"]),
}

# endings of words joined by `_`: (samples; neighbours; unseen files of the kind)
JOINED = {
    "kicad boards": (
        [f"hardware/{b}/{b}.{e}" for b, es in (
            ("mainboard", ("kicad_pcb", "kicad_sch", "kicad_pro")), ("psu", ("kicad_pcb", "kicad_sch")),
            ("sensor_hat", ("kicad_pcb", "kicad_sch", "kicad_pro")), ("usb_bridge", ("kicad_sch", "kicad_pro")))
         for e in es],
        ["hardware/mainboard/mainboard.kicad_prl", "hardware/psu/fp-info-cache", "hardware/psu/psu-cache.lib"],
        ["hardware/motor_driver/motor_driver.kicad_pcb", "hardware/psu/psu.kicad_pro"]),
    "crypto test vectors": (
        [f"tests/vectors/{n}.{e}" for n in ("aes_cbc_128", "aes_gcm_256", "chacha20", "sha3_512", "ed25519")
         for e in ("input_data", "expected_out")],
        ["tests/vectors/README", "tests/vectors/aes_cbc_128.expected_out.orig", "tests/vectors/gen_vectors.py"],
        ["tests/vectors/x25519.input_data", "tests/vectors/x25519.expected_out"]),
    "ipc gold files": (
        [f"gold/{v}/generated_{c}.{e}" for v, c, e in (
            ("1.0.0", "union", "arrow_file"), ("1.0.0", "union", "stream"), ("2.0.0", "map", "arrow_file"),
            ("2.0.0", "decimal", "stream"), ("3.0.0", "nested", "arrow_file"), ("3.0.0", "nested", "stream"),
            ("4.0.0", "dictionary", "arrow_file"), ("4.0.0", "null", "stream"), ("5.0.0", "primitive", "stream"),
            ("5.0.0", "interval", "arrow_file"))],
        ["gold/1.0.0/generated_union.json.gz", "gold/3.0.0/generated_nested.json.gz", "gold/1.0.0/README.md"],
        ["gold/6.0.0/generated_binary_view.arrow_file", "gold/6.0.0/generated_list.stream"]),
}


@pytest.mark.parametrize("family", sorted(UNKNOWN_FORMATS))
def test_a_closed_set_of_formats_the_table_does_not_name_is_listed(family):
    assert_reads_kind_and_leaves_neighbours(*UNKNOWN_FORMATS[family])


@pytest.mark.parametrize("family", sorted(JOINED))
def test_an_ending_of_joined_words_is_read_as_an_ending(family):
    assert_reads_kind_and_leaves_neighbours(*JOINED[family])


def test_closed_endings_without_a_known_format():
    stems = [f"case_{i}" for i in range(10)]
    assert closed_endings([["tscn"]] * 6 + [["tres"]] * 4, stems)  # no table word, closed by the draw
    assert closed_endings([["arrow_file"]] * 5 + [["stream"]] * 5, stems)
    assert closed_endings([["tscn"]] * 6 + [["tres"]] * 3 + [["gd"]], stems)  # one seen once in ten: closed
    assert not closed_endings([["tscn"]] * 5 + [["tres"]] * 3 + [["gd"]] + [["import"]], stems)  # two: open
    assert not closed_endings([["wl1"]] * 3 + [["hdr"]] * 2 + [["evt"]] + [["inf"]] + [["set"]] * 3, stems)
    sides = ["lh", "rh"] * 5
    assert not closed_endings([["pial"]] * 6 + [["white"]] * 4, sides)  # as many names as endings: open
    assert closed_endings([["pial"]] * 6 + [["white"]] * 4, stems)  # a name each: formats


def test_a_dotted_value_with_an_underscore_is_no_ending():
    """`_` is read in an ending only as the kind's evidence allows: words joined by `_` after a stem, written by
    two samples or more, every other name of the kind ending in one."""
    assert ext_parts("generated_union.arrow_file") == []  # the token reading is unchanged
    assert joined_piece("generated_union.arrow_file") == "arrow_file"
    assert joined_piece("board.kicad_pcb") == "kicad_pcb"
    for name in ("x_10.5_abc", ".bash_profile", "a..b", "run.lr_0", "notes.txt", "plain", "x.", "x." + "a_b" * 20,
                 "model.v2_final.txt", "run._private"):
        assert joined_piece(name) == "", name
    names = ["encoder.layer_norm", "decoder.self_attn", "encoder.self_attn", "decoder.layer_norm", "head.out_proj"]
    lists = [ext_parts(n) for n in names]
    assert joined_endings(names, lists) == lists  # `out_proj` seen once: values of a name, not endings
    names = ["report.v2_final", "summary.pdf", "notes.pdf"]
    lists = [ext_parts(n) for n in names]
    assert joined_endings(names, lists) == lists  # seen once
    names = ["a.arrow_file", "b.arrow_file", "c.stream", "README"]
    lists = [ext_parts(n) for n in names]
    assert joined_endings(names, lists) == lists  # a name without any ending: no reading for the kind
    names = ["a.arrow_file", "b.arrow_file", "c.stream"]
    assert joined_endings(names, [ext_parts(n) for n in names]) == [["arrow_file"], ["arrow_file"], ["stream"]]


# a folder's fixed files, names every member folder repeats, one of them `.json`: (samples; unseen files to take)
FIXED_FILES = {
    "editor extension folders": (
        [f"extensions/{x}/{f}" for x, f in (
            ("ms-python.python-2024.2.1", "README.md"), ("ms-python.python-2024.2.1", "CHANGELOG.md"),
            ("esbenp.prettier-vscode-10.1.0", "package.json"), ("esbenp.prettier-vscode-10.1.0", "README.md"),
            ("dbaeumer.vscode-eslint-2.4.4", "CHANGELOG.md"), ("dbaeumer.vscode-eslint-2.4.4", "README.md"),
            ("golang.go-0.41.0", "package.json"), ("golang.go-0.41.0", "CHANGELOG.md"),
            ("rust-lang.rust-analyzer-0.3.1850", "README.md"), ("redhat.vscode-yaml-1.14.0", "CHANGELOG.md"))],
        ["extensions/redhat.vscode-yaml-1.14.0/package.json"]),
    "home assistant integrations": (
        [f"custom_components/{c}/{f}" for c, f in (
            ("hacs", "__init__.py"), ("hacs", "manifest.json"), ("hacs", "config_flow.py"), ("alexa_media", "const.py"),
            ("alexa_media", "__init__.py"), ("localtuya", "config_flow.py"), ("localtuya", "manifest.json"),
            ("frigate", "__init__.py"), ("frigate", "const.py"), ("frigate", "config_flow.py"))],
        ["custom_components/localtuya/const.py", "custom_components/alexa_media/manifest.json"]),
    "model folders of runs": (
        [f"mlruns/1/{r}/artifacts/model/{f}" for r, f in (
            ("a1b2c3d4e5f60718293a4b5c6d7e8f90", "MLmodel"), ("0f1e2d3c4b5a69788796a5b4c3d2e1f0", "conda.yaml"),
            ("a1b2c3d4e5f60718293a4b5c6d7e8f90", "python_env.yaml"), ("5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b", "conda.yaml"),
            ("5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b", "input_example.json"),
            ("0f1e2d3c4b5a69788796a5b4c3d2e1f0", "python_env.yaml"), ("9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d", "conda.yaml"),
            ("9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d", "input_example.json"),
            ("a1b2c3d4e5f60718293a4b5c6d7e8f90", "conda.yaml"), ("0f1e2d3c4b5a69788796a5b4c3d2e1f0", "requirements.txt"))],
        ["mlruns/1/a1b2c3d4e5f60718293a4b5c6d7e8f90/artifacts/model/input_example.json"]),
}


@pytest.mark.parametrize("family", sorted(FIXED_FILES))
def test_a_json_among_a_folders_fixed_files_is_the_kind(family):
    samples, unseen = FIXED_FILES[family]
    a, rule = rule_of(samples)
    assert a.outliers == (), (a.glob, a.outliers)
    for path in samples + unseen:
        assert record(rule, path) is not None, (a.glob, path)


def test_a_json_beside_items_of_free_names_stays_apart():
    """The class the sidecar guard protects: items of their own names (`<photo>.jpg`, each a frame), beside which a
    tool writes `<item>.json` or `<item>.<word>.json` metadata; the `.json` sample stays set aside and no sidecar
    is taken."""
    samples = [f"exports/photos/{n}.jpg" for n in ("sunset over the bay", "grandma_birthday", "first snow",
                                                    "harbour-lights", "kitchen remodel", "dog at the beach",
                                                    "concert", "market_day")]
    stray = ["exports/photos/lake trip.json"]
    a, rule = rule_of(samples + stray)
    assert a.outliers == tuple(stray), (a.glob, a.outliers)
    assert record(rule, "exports/photos/concert.jpg") is not None, a.glob
    assert record(rule, "exports/photos/concert.supplemental-metadata.json") is None, a.glob


def test_hostile_endings_finish():
    """Long runs of joined words, empty pieces, unicode and many samples: read or refused, no hang."""
    read = {"x." + "a_b" * 300: "", "a..b_c": "b_c", "._": "", "_._": "", "x.a_": "", "x._a": "", "ü.ö_ä": "",
            "x.A_B": "A_B", "." * 50 + "a_b": "", "x.a__b": ""}
    for name, piece in read.items():
        assert joined_piece(name) == piece, name
    samples = [f"data/{i:05d}/case_{i}.{'input_data' if i % 2 else 'expected_out'}" for i in range(3000)]
    a = analyse(samples)
    assert a.glob.endswith("{.expected_out,.input_data}"), a.glob
    a = analyse([f"data/run_{i}.{'a_b' * (i % 40)}" for i in range(1, 400)])
    assert a.glob and a.sample_count == 399
