"""A literal every sample writes glued to a varying run is skeleton, not value (glued_literals; round 15, align15).

The chunker anchors a name's skeleton on separators, so a marker or word written without one stayed inside the
field (Noto's `emoji_u1f979`, Android's `phoneScreenshots/`, JMA's `PRkdp` in review20/21). Aligning one free
field's values shows the letters every value writes at its start or end, cut where every value changes class:
those are literal, what varies is the value. Tested here on other families: test classes, controllers,
components and view models named `<Name><Role>`, class prefixes, glyph names with a marker before joined code
points, products after a capital prefix. Look-alikes keep their reading: codes that open with capitals and a digit
(`S2A`), a glued piece some names add before a separator every name writes (`MonoNL-Thin` beside `Mono-Light`),
digits every sample shares, letters shared inside a word.
"""
from __future__ import annotations

import pytest

from draft_helpers import rule_of, record
from pathfinder.analysis.glued_literals import glued_literals, shared_head, shared_tail
from pathfinder.analysis.parts import SegModel, Var, VarKind, lit, var_part

# (samples, the literal the glob keeps, an unseen path of the kind, the value a person reads in it)
FAMILIES = [
    ([f"src/test/java/com/acme/shop/{c}Test.java" for c in
      ("UserService", "OrderRepository", "Cart", "PaymentGateway", "InvoicePdf", "Price", "StockLevel", "Coupon")],
     "Test.java", "src/test/java/com/acme/shop/ShippingRateTest.java", "ShippingRate"),
    ([f"app/Http/Controllers/{c}Controller.php" for c in ("User", "Order", "Admin", "Auth", "Billing", "Report")],
     "Controller.php", "app/Http/Controllers/WebhookController.php", "Webhook"),
    ([f"src/components/buttons/{c}Button.tsx" for c in ("Primary", "Icon", "Toggle", "Link", "Split", "Floating")],
     "Button.tsx", "src/components/buttons/GhostButton.tsx", "Ghost"),
    ([f"app/src/main/java/org/demo/ui/{c}ViewModel.kt" for c in
      ("Login", "Main", "Settings", "ProfileEdit", "Search", "Onboarding", "Cart")],
     "ViewModel.kt", "app/src/main/java/org/demo/ui/CheckoutViewModel.kt", "Checkout"),
    ([f"dist/icons/{c}Icon.svg" for c in ("Arrow", "ChevronDown", "Home", "UserCircle", "Bell", "Trash")],
     "Icon.svg", "dist/icons/CalendarPlusIcon.svg", "CalendarPlus"),
    ([f"platform/darwin/src/MGL{c}.m" for c in
      ("MapView", "Style", "UserLocation", "Annotation", "OfflinePack", "Light", "TilePyramid")],
     "MGL", "platform/darwin/src/MGLShapeSource.m", "ShapeSource"),
    ([f"sources/glyphs/ligatures/u{c}.glif" for c in
      ("1F468_200D_1F469", "0066_0069", "1F3F3_FE0F_200D_1F308", "0041_030A", "1F9D1_1F3FD", "0066_0066_006C")],
     "/u", "sources/glyphs/ligatures/u1F441_FE0F_200D_1F5E8.glif", "1F441_FE0F_200D_1F5E8"),
    ([f"model/output/surface_{p}_2024.nc" for p in ("PRtemp", "PRrhum", "PRwspd", "PRmslp", "PRprecip", "PRcloud")],
     "_PR", "model/output/surface_PRsnow_2024.nc", "snow"),
]


@pytest.mark.parametrize("samples, literal, unseen, value", FAMILIES,
                         ids=["tests", "controllers", "buttons", "viewmodels", "icons", "class_prefix", "glyphs",
                              "product_prefix"])
def test_glued_literal_is_skeleton(samples, literal, unseen, value):
    a, rule = rule_of(samples)
    assert literal in a.glob, a.glob
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert value in got[1].values(), (a.glob, got)


def test_capitals_glued_to_a_digit_stay_the_codes_own():
    """`S2A`, `S2B`: a platform code, not a marker `S` and a value `2A`."""
    samples = [f"scenes/{sat}_MSIL2A_2023{m:02d}{d:02d}.zip" for sat, m, d in
               (("S2A", 1, 3), ("S2B", 2, 4), ("S2A", 3, 9), ("S2B", 4, 1), ("S2A", 5, 17), ("S2B", 6, 21))]
    a, rule = rule_of(samples)
    got = record(rule, "scenes/S2C_MSIL2A_20240101.zip")
    assert got is not None and "S2C" in got[1].values(), (a.glob, got)


def test_a_glued_piece_before_a_shared_separator_stays_in_the_value():
    """`MonoNL-Thin` beside `Mono-Light`: the `-` every name writes is the cut; `NL` belongs to the family."""
    names = ["Mono-Light", "MonoNL-Thin", "Mono-Bold", "MonoNL-Medium", "Mono-Regular", "MonoNL-ExtraBold",
             "Mono-Italic"]
    model = SegModel(parts=[var_part(Var(VarKind.STRING, r"[^/]+?"), "*"), lit(".ttf")])
    glued_literals(model, [n + ".ttf" for n in names])
    assert [p.text for p in model.parts if p.var is None] == [".ttf"]


def test_shared_letters_stop_where_every_value_changes_class():
    assert shared_head(["u1f979", "u26aa", "u1f3c4_1f3ff"]) == "u"
    assert shared_head(["u1f979", "u1f3c4", "u1f9dd_1f3fe"]) == "u"  # digits every sample shares stay values
    assert shared_head(["PRref", "PRrhv", "PRkdp"]) == "PR"
    assert shared_head(["HTMLParser", "HTMLWriter"]) == "HTML"
    assert shared_head(["Screens", "Scrolls"]) == ""  # letters shared inside one word
    assert shared_head(["apple", "avocado"]) == ""
    assert shared_tail(["phoneScreenshots", "tenInchScreenshots"]) == "Screenshots"
    assert shared_tail(["LoginViewModel", "MainViewModel"]) == "ViewModel"
    assert shared_tail(["running", "walking"]) == ""
    assert shared_tail(["Screenshots", "Screenshots"]) == ""  # nothing left of the value


def test_long_and_odd_values_cost_little():
    long = ["u" + "1f" * 1000 + str(i) for i in range(50)]
    assert shared_head(long) == "u"
    assert shared_tail(["x" * 2000 + "Zy", "q" * 2000 + "Zy"]) == "Zy"
    a, _ = rule_of([f"d/é{i}Ünïcode{i}Teßt.txt" for i in range(12)])
    assert a.glob


# single_cut: a separator each name writes at most once cuts a free value whose other separators vary in count
# (two fields beside the value read whole).
# (names, the value a person reads before the cut, the value after it or None where a name lacks it)
CUT_FAMILIES = [
    ([f"docs/{c}.md" for c in ("README-pt_BR", "CONTRIBUTING-zh_CN", "CODE_OF_CONDUCT-es", "SECURITY", "README-ja",
                               "CODE_OF_CONDUCT-fr", "CONTRIBUTING", "SECURITY-zh_TW")],
     "docs/CODE_OF_CONDUCT-zh_CN.md", "CODE_OF_CONDUCT", "zh_CN"),
    ([f"handbook/{c}.md" for c in ("GETTING_STARTED-de", "SECURITY_POLICY-fr", "ONBOARDING-ja", "GETTING_STARTED",
                                   "RELEASE_PROCESS-pt_BR", "ONBOARDING-zh_CN", "SECURITY_POLICY")],
     "handbook/RELEASE_PROCESS.md", "RELEASE_PROCESS", None),
    ([f"media/subtitles/{c}.srt" for c in ("The_Big_Lebowski-en", "Heat-fr", "Blade_Runner-pt_BR", "Paris_Texas-de",
                                           "Alien-es", "In_the_Mood_for_Love-zh_TW", "Heat-en")],
     "media/subtitles/Paths_of_Glory-it.srt", "Paths_of_Glory", "it"),
    ([f"Music/{c}.flac" for c in ("Miles Davis_So What", "Nina Simone_Feeling Good", "Bjork_Hyperballad",
                                  "Massive Attack_Teardrop", "Portishead_Roads", "Air_La Femme d'Argent")],
     "Music/Talk Talk_Life's What You Make It.flac", "Talk Talk", "Life's What You Make It"),
]


@pytest.mark.parametrize("samples, unseen, before, after", CUT_FAMILIES,
                         ids=["repo_docs", "handbook", "subtitles", "artist_title"])
def test_a_separator_written_once_cuts_the_value(samples, unseen, before, after):
    a, rule = rule_of(samples)
    got = record(rule, unseen)
    assert got is not None and got[0] == "complete", (a.glob, got)
    fields = got[1]
    assert before in fields.values(), (a.glob, fields)
    if after is None:
        assert any(v is None for v in fields.values()) and not any(
            isinstance(v, str) and v != before and before in v for v in fields.values()), (a.glob, fields)
    else:
        assert after in fields.values(), (a.glob, fields)


def test_a_cut_most_names_lack_or_repeat_stays_in_the_value():
    """`-` in two names of six (`air-temp_max`) is no skeleton; nor `-` written two or three times (slugs), nor `-`
    among words (camera models), nor a space, nor `-` before a number."""
    from pathfinder.analysis.single_cut import single_cut
    for names in (["rel_humidity", "air-temp_max", "wind_speed", "air-temp_min", "rain", "soil_moisture_10cm"],
                  ["my-first-post", "hello-world", "on_writing-well", "why-rust", "a-b-c-d", "notes"],
                  ["alpha-one", "beta-two", "gamma-three", "delta-four"],  # one separator alone: the chunker's
                  # free text of words: a `-` half the names write is a model code's own
                  ["Sony DSC-G1", "Nikon D810", "Casio QV-7000SX", "Pentax K-1 Mark II", "beach", "Canon IXUS 750"],
                  # a space is no cut: it joins a contact's words
                  ["Kita Sonnenschein", "John Smith", "Mom", "Büro", "Anna-Lena Weber", "Dr Who"],
                  # a number after it is the number rules' (`ST-014` beside `north_ridge-2`)
                  ["ST-014", "Lake_B", "KX-7", "north_ridge-2", "ST-001"]):
        model = SegModel(parts=[var_part(Var(VarKind.STRING, r"[^/]+?"), "*"), lit(".csv")])
        assert single_cut(model, "filename", [n + ".csv" for n in names], 1) == [], names
