"""Names whose parts a doubled separator joins (`__`), a part holding the single one (issue 15; prompted by
OpenElections' Georgia and Pennsylvania files of review5, tested here on Texas' files of the same convention,
openelections/openelections-data-tx at da92ca3, and on look-alikes that must keep their reading)."""
from __future__ import annotations

from pathfinder.analysis import analyse, render_draft
from pathfinder.analysis.joined import own_slots
from pathfinder.engine.globs import compile_glob
from pathfinder.engine.loader import rules_from_text


def rule_for(samples: list[str]):
    """The offline draft for `samples`, loaded as a rule."""
    return rules_from_text(render_draft(analyse(samples)))[0]


def values(rule, path: str) -> set:
    """The values the rule reads in `path` (which must come out complete)."""
    ev = rule.evaluate(path)
    assert ev is not None and ev.status == "complete", (path, ev)
    return {str(v) for v in ev.fields.values()}


# Texas' county precinct files: `<year>/counties/<date>__tx__<election>__<county>__precinct.csv`, a county
# holding `_` (`el_paso`), some elections written in two parts (`republican__primary`, `special__general`)
TX_COUNTIES = [
    "2016/counties/20160301__tx__primary__el_paso__precinct.csv",
    "2016/counties/20160301__tx__republican__primary__blanco__precinct.csv",
    "2016/counties/20161108__tx__general__fort_bend__precinct.csv",
    "2018/counties/20180306__tx__primary__san_patricio__precinct.csv",
    "2012/counties/20121106__tx__general__anderson__precinct.csv",
    "2012/counties/20121106__tx__general__atascosa__precinct.csv",
    "2014/counties/20140304__tx__primary__democratic__shelby__precinct.csv",
    "2018/counties/20180630__tx__special__general__aransas__precinct.csv",
    "2020/counties/20201103__tx__general__travis__precinct.csv",
    "2022/counties/20221108__tx__general__harris__precinct.csv",
]


def test_a_part_holding_the_single_separator_is_one_value():
    # before: cut at every `_` (`????????__tx_*_precinct.csv`), the county was never read
    rule = rule_for(TX_COUNTIES)
    assert "jim_wells" in values(rule, "2020/counties/20201103__tx__general__jim_wells__precinct.csv")
    assert "van_zandt" in values(rule, "2018/counties/20180630__tx__special__general__van_zandt__precinct.csv")
    assert "kleberg" in values(rule, "2014/counties/20140304__tx__primary__republican__kleberg__precinct.csv")


# Texas' statewide results by county: `<year>/<date>__tx__<election>[__runoff]__county.csv`
TX_BY_COUNTY = [
    "2014/20141104__tx__special__general__county.csv", "2002/20021105__tx__general__county.csv",
    "2011/20111108__tx__special__general__county.csv", "2004/20040217__tx__special__general__runoff__county.csv",
    "2010/20100622__tx__special__general__runoff__county.csv", "2006/20061107__tx__general__county.csv",
    "2020/20200303__tx__primary__county.csv", "2003/20030603__tx__special__general__runoff__county.csv",
    "2006/20060307__tx__primary__county.csv", "2006/20060411__tx__primary__runoff__county.csv",
]


def test_words_that_move_between_positions_are_one_value_between_the_anchored_parts():
    # `general` stands first (`general`) and second (`special__general`): no part of the middle is a slot
    rule = rule_for(TX_BY_COUNTY)
    assert "primary__runoff" in values(rule, "2012/20120731__tx__primary__runoff__county.csv")
    assert "special__general__runoff" in values(rule, "2007/20071218__tx__special__general__runoff__county.csv")
    # the statewide totals beside them (no `__county`) and the county files are other kinds
    assert not rule.match("2012/20120731__tx__primary__runoff.csv")
    assert not rule.match("2016/counties/20160301__tx__primary__el_paso__precinct.csv")


def test_a_closed_category_is_listed_so_the_glob_takes_no_extra_parts():
    # statewide totals `<date>__tx__<primary|general>[__runoff].csv`, each word seen three times or more: a `*`
    # would also take `20121106__tx__general__county.csv` and every special election
    totals = ["2004/20040309__tx__primary.csv", "2004/20041102__tx__general.csv", "2006/20060307__tx__primary.csv",
              "2006/20061107__tx__general.csv", "2008/20080304__tx__primary.csv", "2008/20081104__tx__general.csv",
              "2004/20040413__tx__primary__runoff.csv", "2006/20060411__tx__primary__runoff.csv",
              "2008/20080408__tx__primary__runoff.csv", "2010/20101102__tx__general.csv"]
    draft = analyse(totals)
    glob = compile_glob(draft.glob)
    assert glob.match("2012/20120529__tx__primary.csv") and glob.match("2012/20120731__tx__primary__runoff.csv")
    assert not glob.match("2012/20121106__tx__general__county.csv")
    assert not glob.match("2006/20061107__tx__special__general.csv")
    assert "runoff" in values(rules_from_text(render_draft(draft))[0], "2012/20120731__tx__primary__runoff.csv")


def test_words_seen_once_each_are_no_closed_category():
    # dbt's staging models `stg_<source>__<entity>.sql`: entities are open, a listed glob would miss the next one
    models = ["models/staging/stg_stripe__payments.sql", "models/staging/stg_stripe__customers.sql",
              "models/staging/stg_shopify__orders.sql", "models/staging/stg_shopify__order_items.sql",
              "models/staging/stg_jaffle__stores.sql", "models/staging/stg_jaffle__supplies.sql"]
    rule = rule_for(models)
    assert "{" not in rule.glob
    got = values(rule, "models/staging/stg_hubspot__deal_stages.sql")
    assert "deal_stages" in got and "hubspot" in got


def test_own_slots_stop_at_a_word_seen_elsewhere_in_the_middle():
    split = [n.split("__") for n in ("D__ga__primary__president__floyd__precinct", "D__ga__general__putnam__precinct",
                                     "D__ga__special__general__runoff__lee__precinct")]
    assert own_slots(split, 2, 1, 2) == (0, 1)  # the county beside `precinct`; `general` moves, so no election slot
    split = [n.split("__") for n in ("D__ga__primary", "D__ga__general__runoff", "D__ga__general")]
    assert own_slots(split, 2, 0, 1) == (1, 0)


def test_dunder_names_are_no_joined_parts():
    # look-alike: Python's `__init__.py` / `__main__.py` hold `__` at their edges, not between parts
    pkgs = [f"src/{p}/{m}.py" for p in ("core", "cli", "io", "web") for m in ("__init__", "__main__")]
    rule = rule_for(pkgs)
    assert rule.glob == "src/*/__*__.py"
    assert values(rule, "src/db/__init__.py") == {"db", "init"}



def test_constant_words_before_a_part_only_some_names_add_are_one_value_with_it():
    # samples that are all special elections, some a runoff: `special__general[__runoff]` is the election,
    # written with more parts by some; its constant words do not make the rule take specials only
    specials = ["2000/20000115__tx__special__general__county.csv",
                "2000/20000212__tx__special__general__runoff__county.csv",
                "2001/20010120__tx__special__general__county.csv", "2001/20011106__tx__special__general__county.csv",
                "2001/20011204__tx__special__general__runoff__county.csv",
                "2002/20021214__tx__special__general__county.csv",
                "2003/20030107__tx__special__general__runoff__county.csv",
                "2003/20030415__tx__special__general__county.csv"]
    rule = rule_for(specials)
    assert "primary" in values(rule, "2006/20060307__tx__primary__county.csv")
    assert "special__general__runoff" in values(rule, "2003/20030506__tx__special__general__runoff__county.csv")
    assert not rule.match("2016/counties/20160301__tx__primary__el_paso__precinct.csv")


def test_constant_words_stay_literal_when_every_name_has_the_same_parts():
    # look-alike: no name adds a part, so nothing says the constant words vary
    specials = ["2000/20000115__tx__special__general__county.csv", "2001/20010120__tx__special__general__county.csv",
                "2001/20011106__tx__special__general__county.csv", "2002/20021214__tx__special__general__county.csv",
                "2003/20030415__tx__special__general__county.csv", "2004/20040120__tx__special__general__county.csv"]
    rule = rule_for(specials)
    assert "special__general" in rule.glob
    assert not rule.match("2006/20060307__tx__primary__county.csv")


ONE_ELECTION = [f"2016/counties/20161108__tx__general__{c}__precinct.csv" for c in
                ("kimble", "briscoe", "baylor", "coke", "clay", "cooke", "cameron", "austin", "collingsworth",
                 "comanche")]


def test_words_shared_by_names_of_one_date_are_data():
    # every sample is one election (one date): its type is the event's, the primary files of that year are siblings
    rule = rule_for(ONE_ELECTION)
    assert "primary" in values(rule, "2016/counties/20160301__tx__primary__el_paso__precinct.csv")
    assert "__tx__" in rule.glob and rule.glob.endswith("__precinct.csv")


def test_words_shared_over_several_dates_stay_literal():
    # look-alike: general elections of two years: `general` is what the samples have in common
    generals = [p.replace("2016/counties/20161108", d) for p, d in
                zip(ONE_ELECTION, ["2012/counties/20121106", "2016/counties/20161108"] * 5)]
    rule = rule_for(generals)
    assert "__general__" in rule.glob
    assert not rule.match("2016/counties/20160301__tx__primary__el_paso__precinct.csv")


def test_words_shared_by_a_handful_of_names_are_data():
    few = ["2002/20021105__tx__general__county.csv", "2006/20061107__tx__general__county.csv",
           "2010/20101102__tx__general__county.csv"]
    rule = rule_for(few)
    assert "primary" in values(rule, "2008/20080304__tx__primary__county.csv")
    assert not rule.match("2008/20080304__tx__primary.csv")


def test_a_category_seen_twice_each_in_a_handful_of_names_is_listed():
    # five statewide totals of two years (a pick from one branch is this small): primary and general twice or
    # more, runoff twice: the glob lists them and leaves the county-level files and the specials out
    totals = ["2004/20040309__tx__primary.csv", "2004/20040413__tx__primary__runoff.csv",
              "2006/20060411__tx__primary__runoff.csv", "2004/20041102__tx__general.csv",
              "2006/20061107__tx__general.csv"]
    glob = compile_glob(analyse(totals).glob)
    assert glob.match("2008/20080408__tx__primary__runoff.csv") and glob.match("2008/20081104__tx__general.csv")
    assert not glob.match("2006/20061107__tx__general__county.csv")
    assert not glob.match("2006/20061107__tx__special__general.csv")


def test_the_one_word_of_a_pair_every_value_holds_is_its_category():
    # Texas' elections are `primary`, `general`, `republican__primary`, `primary__democratic`, `special__general`:
    # each holds exactly one of `general`/`primary`, the type of the election
    rule = rule_for(TX_COUNTIES)
    ev = rule.evaluate("2014/counties/20140304__tx__primary__republican__kleberg__precinct.csv")
    assert ev is not None and ev.fields["category"] == "primary"
    ev = rule.evaluate("2018/counties/20180630__tx__special__general__van_zandt__precinct.csv")
    assert ev is not None and ev.fields["category"] == "general"
    ev = rule.evaluate("2018/counties/20181106__tx__special__bexar__precinct.csv")  # neither word: null, complete
    assert ev is not None and ev.status == "complete" and ev.fields["category"] is None


def test_values_without_such_a_pair_get_no_category():
    # look-alike: dbt entities share no pair of words one of which each holds
    models = ["models/staging/stg_stripe__payments.sql", "models/staging/stg_stripe__customers.sql",
              "models/staging/stg_shopify__orders.sql", "models/staging/stg_shopify__order_items.sql",
              "models/staging/stg_jaffle__stores.sql", "models/staging/stg_jaffle__supplies.sql"]
    assert "category" not in {f.name for f in analyse(models).fields}


def test_parts_added_by_some_names_are_listed_only_when_they_are_single_words():
    # statewide totals, most of them specials: `__general` and `__general__runoff` after `special` are no closed
    # category of one part (the election is `general`, `primary__runoff`, ... in the other names)
    totals = ["2006/20060307__tx__primary.csv", "2015/20150113__tx__special__general.csv",
              "2003/20030503__tx__special__general.csv", "2010/20100622__tx__special__general__runoff.csv",
              "2014/20140304__tx__primary.csv", "2001/20011214__tx__special__general__runoff.csv",
              "2000/20000212__tx__special__general__runoff.csv", "2015/20150217__tx__special__general__runoff.csv",
              "2006/20061107__tx__special__general.csv", "2006/20060228__tx__special__general.csv"]
    glob = compile_glob(analyse(totals).glob)
    assert glob.match("2006/20061107__tx__general.csv") and glob.match("2004/20040413__tx__primary__runoff.csv")


def test_constant_words_joined_to_a_value_are_not_listed_back():
    # one year's specials (`special__general[__runoff]`): the value is generalised, not listed as the two seen
    specials = ["2003/20030603__tx__special__general__runoff.csv", "2003/20030415__tx__special__general.csv",
                "2003/20030506__tx__special__general__runoff.csv", "2003/20030503__tx__special__general.csv",
                "2003/20030107__tx__special__general__runoff.csv"]
    rule = rule_for(specials)
    assert "primary__runoff" in values(rule, "2004/20040413__tx__primary__runoff.csv")


def test_a_part_only_some_names_start_with_gives_a_draft_that_reads_every_sample():
    # some names add a `__` part in front (`west__east_lower__10`): the optional part's brackets were cut by
    # the piece read as written before the first `__`, whose pattern `^((?:[^/]+?)__)?…` read the part with
    # its joiner and nothing in the other names, so the draft failed tier 3 (EMPTY_EXTRACTION) on its samples
    from pathfinder.validation.pipeline import validate_draft
    from pathfinder.validation.result import Success
    words = ["north", "south", "east", "west", "upper", "lower", "inner", "outer"]
    samples = [f"/srv/reports/{words[i % 5] + '__' if i % 3 == 0 else ''}{words[i % 8]}_{words[(3 * i) % 7]}__{i + 10}.csv"
               for i in range(12)]
    a = analyse(samples)
    assert isinstance(validate_draft(render_draft(a), samples), Success)
    assert not any(r is not None and "__" in r for f in a.fields for r in f.raw)
