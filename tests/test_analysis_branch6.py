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


def test_a_code_every_name_of_one_member_starts_with_varies_with_the_member():
    # prompted by HPRC's HG01123/…/NWM186c-1_S12_L001_R1_001.fastq.gz and m54329U_201103_231616.ccs.bam;
    # here a proteomics study's runs of one patient, named by the instrument's sample code
    samples = [f"patients/P0042/runs/QEX123b-2_frac{i}.raw" for i in (10, 11, 12, 15, 18)]
    a, rule = rule_of(samples)
    assert "QEX123b" not in a.glob
    status, fields = record(rule, "patients/P0051/runs/QEX131a-2_frac7.raw")
    assert status == "complete" and "131a" in [str(v) for v in fields.values()]
    # a name with a number (a digest's size) stays, member folder or not
    _, digest = rule_of([f"patients/P0042/hashes/sha256-{i}.txt" for i in (10, 11, 12, 15)])
    assert record(digest, "patients/P0051/hashes/sha512-1.txt") is None
    # without a member folder above, the code may be the whole tree's: it stays
    _, flat = rule_of([f"exports/QEX123b-2_frac{i}.raw" for i in (10, 11, 12, 15, 18)])
    assert record(flat, "exports/QEX131a-2_frac7.raw") is None


def test_a_pacbio_movie_name_is_one_field():
    # prompted by HPRC's m64043_200710_174426.ccs.bam and GIAB's m140612_020550_42156.subreads.fasta.gz;
    # here a Revio run's cells (movie, then a sample-set suffix)
    movies = ["m84011_230914_004515_s1", "m84011_230914_024722_s2", "m84011_230915_171302_s3", "m84011_230916_095933_s4"]
    a, rule = rule_of([f"runs/r84011_20230914_000300/{i}_A01/hifi_reads/{m}.hifi_reads.bam"
                       for i, m in enumerate(movies, start=1)])
    assert "movie" in [f.name for f in a.fields]
    status, fields = record(rule, "runs/r84011_20230914_000300/2_A01/hifi_reads/m84011_230917_120000_s1.hifi_reads.bam")
    assert status == "complete" and fields["movie"] == "m84011_230917_120000"
    # a checkpoint's step counter after an m-number is no movie
    b, _ = rule_of([f"ckpt/m50000_step_{i:06d}.pt" for i in (100, 200, 300, 400)])
    assert "movie" not in [f.name for f in b.fields]
