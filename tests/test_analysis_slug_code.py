"""A short code leading free-text slugs (issue 15; prompted by MobilityData's GTFS catalogue of review5,
`us-new-york-birnie-bus-gtfs-233`, tested here on OpenStreetMap's community index and on a look-alike)."""
from __future__ import annotations

from pathfinder.analysis import analyse, render_draft
from pathfinder.engine.loader import rules_from_text


def rule_for(samples: list[str]):
    """The offline draft for `samples`, loaded as a rule."""
    return rules_from_text(render_draft(analyse(samples)))[0]


# OpenStreetMap's community index, `resources/<continent>/<country>/<cc>-<channel>[-<more>].json`
# (osmlab/osm-community-index at b621713): the slug starts with the country's code
COMMUNITIES = ["resources/africa/libya/ly-facebook.json", "resources/africa/south_sudan/ss-twitter.json",
               "resources/africa/south_africa/za-twitter.json", "resources/africa/senegal/sn-twitter.json",
               "resources/africa/reunion/re-facebook.json", "resources/africa/djibouti/dj-twitter-osm.json",
               "resources/africa/congo/cd-facebook-osm.json", "resources/africa/egypt/eg-facebook-osm.json",
               "resources/africa/rwanda/rw-facebook.json", "resources/europe/belgium/be-matrix.json"]


def test_a_two_letter_code_leading_every_slug_is_a_field():
    rule = rule_for(COMMUNITIES)
    got = rule.evaluate("resources/europe/germany/de-aschaffenburg-signal.json")
    assert got is not None and got.fields["code"] == "de"


def test_slugs_whose_first_words_are_not_all_two_letters_get_no_code():
    # look-alike: blog slugs whose first word is sometimes short (`my-`, `an-`) are free text
    posts = ["blog/my-first-year-at-the-lab.md", "blog/an-ode-to-make.md", "blog/why-we-moved-to-rust.md",
             "blog/on-call-without-tears.md", "blog/to-err-is-human.md", "blog/hello-world.md",
             "blog/we-are-hiring.md", "blog/in-praise-of-boring-tech.md"]
    assert "code" not in {f.name for f in analyse(posts).fields}
