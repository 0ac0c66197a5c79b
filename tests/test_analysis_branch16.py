"""Samples from one branch (issue 15, round 16's branch16): a constant folder that is one member of a family.

Ten samples of one model, one repository, one census release or one patient show that member's folder as one
value. Five signs say it is one of many and not a category a person keeps (`images/`, `raw_data/`):
- a qualified name, a namespace and a name joined by a doubled separator (`BAAI__bge-m3`, `django__django-11099`,
  `uciml--iris`), right above the level where the samples vary or a folder the glob generalises, is read whole (`*`);
- a year glued to the letters of a folder the member rules already read as one of a numbered family
  (`acs2010_*yr`) is that member's year (`acs????_*yr`);
- a catalogue id of one lower-case letter and five digits or more (`p000878` beside `s00001`) keeps no letter;
- a member folder's number written again after its key word below it (`netex_part_2/part2_fares/`) is a copy;
- a run id of lower-case letters and digits after a run's date-time stamp (`run-20220424_223240-2titymxl`) varies.
Each family is other than the one that prompted the rule (review22's MTEB results and W&B runs, review23's census
metadata and NeTEx schemas, review21's WFDB records), beside look-alikes a person keeps."""
from __future__ import annotations

import pytest

from draft_helpers import assert_analyses_every_sample, record, rule_of

HASH = "1ca467cc576bd76666a4d21b24ee43afa914dd10"
VARYING = ("0012", "0013", "0047", "0051", "0102", "0110")

# (template: {M} the member folder, {N} what varies in the samples; the member; an unseen sibling member)
QUALIFIED_OWNERS = [
    ("results/{M}/" + HASH + "/task_{N}.json", "BAAI__bge-m3", "intfloat__e5-large-v2"),  # one model's revision
    ("dumps/{M}/snapshot-{N}/issues.jsonl", "pallets__flask", "psf__requests"),  # one repository's daily dumps
    ("kaggle/{M}/v{N}/train.csv", "zillow--home-values", "uciml--iris"),  # one data set's versions
    ("logs/{M}/run_{N}/test_output.txt", "django__django-11099", "sympy__sympy-20590"),  # one task's runs
    ("refs/{M}/chr{N}/seq.fa", "Homo_sapiens__GRCh38", "Mus_musculus__GRCm39"),  # one assembly's chromosomes
    ("exports/{M}/report_{N}.csv", "acme-corp__billing", "globex__payroll"),  # one tenant's reports
]


@pytest.mark.parametrize("template, member, sibling", QUALIFIED_OWNERS)
def test_a_qualified_name_above_the_varying_level_is_one_member(template, member, sibling):
    samples = [template.format(M=member, N=n) for n in VARYING]
    a, rule = rule_of(samples)
    got = record(rule, template.format(M=sibling, N="0099"))
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert sibling in got[1].values(), (a.glob, got)  # the folder's whole name is its field
    assert record(rule, template.format(M=member, N="0099")) is not None


# (template, the folder, a sibling that must stay out)
QUALIFIED_LOOK_ALIKES = [
    ("build/{M}/v{N}/mod.pyc", "__pycache__", "__other__"),  # separators at the ends: no two names joined
    ("work/{M}/v{N}/out.dat", "raw_data", "cooked_data"),  # one separator: words, a category
    ("exports/{M}/summary/report_{N}.csv", "team__alpha", "team__beta"),  # a fixed folder between it and the values
    ("tbl/{M}/part_{N}.parquet", "event__date=2024-01-01", "other__key=2024-01-01"),  # a Hive key
]


@pytest.mark.parametrize("template, folder, other", QUALIFIED_LOOK_ALIKES)
def test_a_plain_or_distant_folder_stays_literal(template, folder, other):
    samples = [template.format(M=folder, N=n) for n in VARYING]
    a, rule = rule_of(samples)
    assert record(rule, template.format(M=other, N="0099")) is None, a.glob
    assert record(rule, template.format(M=folder, N="0099")) is not None


def test_a_qualified_name_in_spread_samples_keeps_its_varying_reading():
    """Spread over three models the folder varies and is read as it was; the rule is for a constant one."""
    samples = [f"results/{m}/{HASH}/task_{n}.json" for m in ("BAAI__bge-m3", "intfloat__e5-large", "thenlper__gte-base")
               for n in VARYING[:3]]
    a, rule = rule_of(samples)
    assert record(rule, f"results/Qwen__Qwen3-Embedding-4B/{HASH}/task_0099.json") is not None, a.glob


# (template, the member folder, an unseen sibling member whose year differs)
MEMBER_YEARS = [
    ("census/{M}/table_{N}.csv", "acs2010_5yr", "acs2014_1yr"),  # one release of a survey
    ("reanalysis/{M}/field_{N}.nc", "era2019_3h", "era2021_6h"),  # one year's fields at one step
    ("grids/{M}/tile_{N}.tif", "pop2000_5km", "pop2020_1km"),  # one year's grid at one resolution
    ("wrf/{M}/out_{N}.nc", "wrf2020_d02", "wrf2022_d01"),  # one year's run of one domain
    ("sales/{M}/report_{N}.csv", "sales2019_Q3", "sales2021_Q1"),  # one quarter of one year
]


@pytest.mark.parametrize("template, member, sibling", MEMBER_YEARS)
def test_a_year_glued_in_a_member_folder_varies(template, member, sibling):
    samples = [template.format(M=member, N=n) for n in VARYING]
    a, rule = rule_of(samples)
    got = record(rule, template.format(M=sibling, N="0099"))
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert record(rule, template.format(M=member, N="0099")) is not None


MEMBER_YEAR_LOOK_ALIKES = [
    ("builds/{M}/log_{N}.txt", "win2000_sp3", "win2003_sp3"),  # no value of the folder generalised: a product
    ("papers/{M}/page_{N}.pdf", "cvpr2019_papers", "iccv2019_papers"),  # a word after the year: a kind
    ("grids/{M}/tile_{N}.tif", "pop1850_5km", "pop1870_5km"),  # a number out of the years a release is named by
]


@pytest.mark.parametrize("template, folder, other", MEMBER_YEAR_LOOK_ALIKES)
def test_a_year_outside_a_member_folder_stays(template, folder, other):
    samples = [template.format(M=folder, N=n) for n in VARYING]
    a, rule = rule_of(samples)
    assert record(rule, template.format(M=other, N="0099")) is None, a.glob
    assert record(rule, template.format(M=folder, N="0099")) is not None


# (template, one member's catalogue id, an unseen member's id of another letter)
LOWER_CATALOGUES = [
    ("waveforms/multi/{M}/3234460_{N}.hea", "p000878", "s00001"),  # PhysioNet-like patient and subject records
    ("colony/{M}/weight_{N}.csv", "m00123", "f00456"),  # male and female animals
    ("survey/{M}/answers_{N}.json", "r000123", "h000456"),  # respondents and households
]


@pytest.mark.parametrize("template, member, sibling", LOWER_CATALOGUES)
def test_a_lower_case_catalogue_letter_varies(template, member, sibling):
    samples = [template.format(M=member, N=n) for n in VARYING]
    a, rule = rule_of(samples)
    got = record(rule, template.format(M=sibling, N="0099"))
    assert got is not None and got[0] == "complete", (a.glob, got)


CATALOGUE_LOOK_ALIKES = [
    ("work/{M}/out_{N}.dat", "run00012", "cal00012"),  # a word and its number: the word names the family
    ("work/{M}/out_{N}.dat", "p0012", "s0012"),  # four digits: a short number, no catalogue
]


@pytest.mark.parametrize("template, folder, other", CATALOGUE_LOOK_ALIKES)
def test_a_word_or_short_number_keeps_its_letters(template, folder, other):
    samples = [template.format(M=folder, N=n) for n in VARYING]
    a, rule = rule_of(samples)
    assert record(rule, template.format(M=other, N="0099")) is None, a.glob


def test_long_qualified_names_analyse():
    """A hang guard: a qualified name of hundreds of characters, odd characters, and many samples."""
    folder = "__".join(["wörd-x"] * 80)
    assert_analyses_every_sample([f"r/{folder}/v{n}/f_{n:05d}.json" for n in range(5000)])


# (template: {K} the member's number, {N} what varies in the samples; the member's number; a sibling's)
KEYED_COPIES = [
    ("spec/netex_part_{K}/part{K}_{N}/schema.xsd", "2", "5"),  # a part's packages name the part again
    ("course/ml_week-{K}/week{K}-notes/page_{N}.md", "3", "11"),  # one course week's notes folder
    ("study/trial_site_{K}/SITE{K}-visit_{N}.csv", "4", "12"),  # one trial site's visits, its key in capitals
    ("render/film_shot_{K}/shot{K}.frame_{N}.exr", "7", "23"),  # one film shot's frames
    ("music/vinyl_disc_{K}/disc{K}_track{N}.flac", "1", "3"),  # one disc's tracks
]


@pytest.mark.parametrize("template, member, sibling", KEYED_COPIES)
def test_a_member_number_written_again_after_its_key_word_varies(template, member, sibling):
    samples = [template.format(K=member, N=n) for n in VARYING]
    a, rule = rule_of(samples)
    got = record(rule, template.format(K=sibling, N="0099"))
    assert got is not None and got[0] == "complete", (a.glob, got)
    assert record(rule, template.format(K=member, N="0099")) is not None


KEYED_LOOK_ALIKES = [
    ("spec/part_{K}/chapter{K}_{N}/x.md", "2", "spec/part_5/chapter5_0099/x.md"),  # another word: its own number
    ("spec/part_{K}/part{K}1_{N}/x.md", "2", "spec/part_5/part51_0099/x.md"),  # a longer number: no copy
]


@pytest.mark.parametrize("template, member, other", KEYED_LOOK_ALIKES)
def test_a_number_after_another_word_stays(template, member, other):
    samples = [template.format(K=member, N=n) for n in VARYING]
    a, rule = rule_of(samples)
    assert record(rule, other) is None, a.glob
    assert record(rule, template.format(K=member, N="0099")) is not None


# (template: {M} one run's folder, {N} what varies; the run, its id led by a digit as `3dmodels` is; a sibling run)
RUN_ID_TAGS = [
    ("jobs/{M}/log_{N}.txt", "20240301-101500-5kqbzrtw", "20240302-091000-zz81kq0p"),  # a batch job's id
    ("outputs/{M}/metrics/step_{N}.json", "2024-03-01_10-15-00_8mxvplqa", "2024-03-05_08-00-00_p0q9w8e7"),  # a sweep
    ("pods/{M}/step_{N}.log", "train-20240301-101500-1zzkwtpe", "train-20240307-230000-m2n3b4hh"),  # a pipeline pod
]


@pytest.mark.parametrize("template, member, sibling", RUN_ID_TAGS)
def test_a_run_id_after_a_stamp_varies_with_it(template, member, sibling):
    samples = [template.format(M=member, N=n) for n in VARYING]
    a, rule = rule_of(samples)
    got = record(rule, template.format(M=sibling, N="0099"))
    assert got is not None and got[0] == "complete", (a.glob, got)

