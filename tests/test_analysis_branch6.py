"""Samples from one branch of a data tree (issue 15, the branch6 round): a constant folder or name piece whose
shape says it is one member of a family generalises, and the rule covers its siblings; plain words stay.
Each rule is tested on a layout other than the one that prompted it (bench/ground_truth/branch6.py), with a
look-alike that must stay literal."""
from __future__ import annotations

from draft_helpers import record, rule_of


def test_a_word_after_two_keyed_ids_labels_that_member():
    # prompted by GIAB's HG002_NA24385_son/ (father, mother beside it); here a tumour study's sample folders
    samples = [f"study/P017_S0042_tumor/reads/lane{i}.fastq.gz" for i in (1, 2, 3, 4, 5)]
    _, rule = rule_of(samples)
    status, _ = record(rule, "study/P018_S0051_normal/reads/lane2.fastq.gz")
    assert status == "complete"
    # two numbers of one key (a pair of chromosomes) and a platform tag are names: their last word stays
    _, pair = rule_of([f"panel/chr01_chr02_merged/x{i}.vcf" for i in (1, 2, 3, 4)])
    assert record(pair, "panel/chr01_chr02_split/x1.vcf") is None
    _, tag = rule_of([f"builds/py311_x86_64_linux/w{i}.whl" for i in (1, 2, 3, 4)])
    assert record(tag, "builds/py311_x86_64_macos/w1.whl") is None


def test_an_id_cut_into_folders_is_read_from_the_name_at_any_depth():
    # prompted by Who's On First's data/101/751/765/101751765.geojson; here a document store of two-digit shards
    samples = [f"store/objects/{i // 10000:02d}/{i // 100 % 100:02d}/{i % 100:02d}/{i}.json"
               for i in (123456, 123457, 123501, 124410, 129987)]
    a, rule = rule_of(samples)
    assert "**" in a.glob
    status, fields = record(rule, "store/objects/98/76/54/32/98765432.json")  # another bucket, one shard deeper
    assert status == "complete" and list(fields.values()) == [98765432]
    # numbered folders whose digits are not the name's number (a plate, a well) keep their depth
    _, plate = rule_of([f"scans/12/{w}/00{f}.tif" for w, f in ((34, 1), (35, 2), (36, 3), (37, 4))])
    assert record(plate, "scans/12/34/56/0001.tif") is None
    # one folder that repeats the name's year is an echo of it, not a shard
    one, _ = rule_of([f"reports/2024/2024{m:02d}_summary.csv" for m in (1, 2, 3, 4)])
    assert "**" not in one.glob
