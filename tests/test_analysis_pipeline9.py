"""General rules learnt from review9's pipeline families (issue 15: several extensions of one name, optional
pipeline folders and suffix chains, four-digit ids read as years). Each is tested on a layout other than the one
that prompted it, beside a look-alike that must keep its reading."""
from __future__ import annotations

from test_analysis_tune6 import reading

from pathfinder.analysis import analyse
from pathfinder.analysis.render import render_draft
from pathfinder.engine.globs import compile_glob
from pathfinder.validation.pipeline import validate_draft


def _passes_on_its_samples(samples: list[str]) -> None:
    """The draft covers every sample and passes the three tiers on all of them (never a rule that fails its own)."""
    a = analyse(samples)
    assert not a.outliers, a.outliers
    result = validate_draft(render_draft(a), samples)
    assert type(result).__name__ == "Success", getattr(result, "message", result)


def test_a_product_saved_in_two_formats_is_one_kind_with_the_extension_a_field():
    # prompted by Sentinel-5P test products (.nc beside .json); here a weather radar's volume scans, each written
    # as HDF5 and as a JSON summary, the formats falling to different scan types in the samples
    scans = [f"radar/out/RAD_{kind}_{d}_{d + 1500}_{n:06d}.{ext}" for kind, d, n, ext in (
        ("PPI", 20240315103000, 871, "h5"), ("PPI", 20240315110000, 872, "h5"), ("CAPPI", 20240316080000, 901, "h5"),
        ("PPI", 20240316090000, 902, "h5"), ("VOL", 20240317120000, 950, "h5"), ("CAPPI", 20240318140000, 961, "h5"),
        ("RHI", 20240320100000, 990, "json"), ("RHI", 20240321100000, 995, "json"),
        ("RHI", 20240322100000, 999, "json"), ("RHI", 20240323100000, 1002, "json"))]
    _passes_on_its_samples(scans)
    got = reading(scans, "radar/out/RAD_PPI_20240401100000_20240401101500_001100.json")
    assert got["extension"] == "json"
    # a picture and a clip under different first words stay apart: the word up front says what the file is
    media = [f"cam/IMG_{d}_{t}.jpg" for d, t in ((20240101, 120000), (20240102, 130101), (20240103, 90000),
                                                   (20240104, 101010), (20240105, 111111))]
    assert analyse(media + ["cam/VID_20240101_120500.mp4", "cam/VID_20240103_093000.mp4"]).outliers


def test_reads_and_their_checksums_or_indexes_of_other_names_are_one_kind():
    # prompted by .fastq.gz beside .fastq.gz.md5; here alignments and their indexes of a sequencing run, sampled
    # so that no alignment's own index is among the samples
    # (library ids of letters and digits: no two names alike but for their digits)
    bams = [f"runs/lane{l}/LIB{n}.bam" for l, n in ((1, "7F3KQ2"), (1, "2HX9PA"), (2, "Q81ZTC"), (2, "M4V7RD"),
                                                      (3, "C9JW2E"), (3, "T5LNB8"))]
    bais = [f"runs/lane{l}/LIB{n}.bam.bai" for l, n in ((1, "8QWE3R"), (2, "ZP2K7M"), (3, "H6YD1U"), (3, "XK04BF"))]
    _passes_on_its_samples(bams + bais)
    assert compile_glob(analyse(bams + bais).glob).match("runs/lane4/LIB9AA2QX.bam.bai")
    # scans and their sidecars in a plain (non-BIDS) folder: the fixed words of the name are the same
    mri = [f"mri/scans/{p}_T1_MPRAGE.nii.gz" for p in ("HX4QT", "BK7ZL", "RW2MC", "DN9FE", "QA3VJ")]
    _passes_on_its_samples(mri + ["mri/scans/TY8LS_T1_MPRAGE.json", "mri/scans/GU5PW_T1_MPRAGE.json"])
    # look-alike: another word where the main names hold a fixed one is another kind (a memo beside scans)
    notes = [f"visits/notes/{v}_memo.txt" for v in ("HX4QT", "BK7ZL", "RW2MC", "DN9FE", "QA3VJ")]
    assert analyse(notes + ["visits/notes/TY8LS_scan.pdf", "visits/notes/GU5PW_scan.pdf"]).outliers


def test_a_numbered_folder_only_some_files_have_is_an_optional_level_with_its_number_a_field():
    # prompted by ENCODE's <experiment>/fastq/rep<N>/[pair<N>/]<accession>.fastq.gz; here a nanopore run's reads,
    # split into chunk folders for some barcodes only
    reads = [f"nanopore/RUN{r:03d}/barcode{b:02d}/{'chunk%d/' % c if c else ''}{x}.fastq.gz" for r, b, c, x in (
        (41, 3, 1, "FAT12345_pass_0"), (41, 3, 2, "FAT12345_pass_1"), (41, 7, 0, "FAT12345_pass_2"),
        (42, 1, 0, "FAU99881_pass_0"), (42, 5, 3, "FAU99881_pass_4"), (43, 2, 0, "FAV10001_pass_7"),
        (43, 9, 1, "FAV10001_pass_3"), (44, 4, 0, "FAW20002_pass_1"))]
    _passes_on_its_samples(reads)
    deep = reading(reads, "nanopore/RUN045/barcode11/chunk4/FAX30003_pass_2.fastq.gz")
    flat = reading(reads, "nanopore/RUN045/barcode12/FAX30003_pass_5.fastq.gz")
    assert deep["chunk"] == 4 and flat["chunk"] is None
    assert 45 in deep.values() and 11 in deep.values() and 12 in flat.values()  # the folders above read in both
    # look-alike: a numbered word that the others hold elsewhere is no optional level (depth varies there)
    mixed = ["logs/run1/a_1.txt", "logs/run2/a_2.txt", "logs/x/run3/a_3.txt", "logs/y/run4/a_4.txt"]
    from pathfinder.analysis.levels import optional_level
    assert optional_level([p.split("/") for p in mixed]) is None


def test_an_id_with_a_chain_of_step_words_in_some_names_reads_the_id_and_the_chain():
    # prompted by ENCODE's ENCFF193RRC.subsampled.400.fastq.gz beside ENCFF463QCX.fastq.gz; here a variant-calling
    # pipeline's alignments, raw, sorted, or sorted and deduplicated
    # (library ids of letters and digits, no accession prefix to read them by)
    bams = [f"align/batch{b}/{x}.bam" for b, x in (
        (1, "LB7F3KQ2"), (1, "LB2HX9PA.sorted"), (2, "LBQ81ZTC.sorted.dedup"), (2, "LBM4V7RD"),
        (3, "LBC9JW2E.sorted.dedup"), (3, "LBT5LNB8"), (4, "LB8QWE3R.sorted"), (4, "LBZP2K7M.sorted.dedup"))]
    _passes_on_its_samples(bams)
    chained = reading(bams, "align/batch5/LBH6YD1U.sorted.dedup.bqsr.bam")
    plain = reading(bams, "align/batch5/LBXK04BF.bam")
    assert "LBH6YD1U" in chained.values() and chained["suffixes"] == "sorted.dedup.bqsr"
    assert "LBXK04BF" in plain.values() and plain["suffixes"] is None
    # look-alikes: dotted versions and names of words keep their whole reading
    notes = [f"docs/notes/{v}.md" for v in ("1.7.11.2", "2.7.5", "1.6.0.3", "2.41.1", "2.28.0", "1.8.1.6")]
    assert "1.7.11.2" in reading(notes, "docs/notes/1.7.11.2.md").values()
    papers = [f"papers/{t}.pdf" for t in ("smith.final", "jones", "lee.draft.v2", "kim", "garcia.review")]
    assert "suffixes" not in reading(papers, "papers/park.pdf")  # a word is no id: the name stays whole


def test_a_pipelines_files_named_by_one_accession_family_are_one_kind_across_its_stage_folders():
    # prompted by ENCODE's task inputs (input/<pe|se>/<stage>/…/ENCFF…​.subsampled.400.<chain>); here a sequencing
    # core's per-library outputs (ids of letters and digits), each stage folder writing its own format, some by lane
    files = ["results/trimmed/LIB7F3KQ2.trim.fastq.gz", "results/trimmed/lane2/LIB2HX9PA.trim.fastq.gz",
             "results/aligned/LIBQ81ZTC.sorted.bam", "results/aligned/LIBM4V7RD.sorted.bam",
             "results/aligned/LIBC9JW2E.sorted.bam", "results/calls/LIBT5LNB8.vcf.gz", "results/calls/LIB8QWE3R.vcf.gz",
             "results/qc/LIBZP2K7M.flagstat.txt", "results/qc/LIBH6YD1U.flagstat.txt", "results/aligned/LIBXK04BF.sorted.bam"]
    _passes_on_its_samples(files)
    glob = compile_glob(analyse(files).glob)
    assert glob.match("results/calls/LIB9AA2QX.vcf.gz") and glob.match("results/trimmed/LIB9AA2QX.trim.fastq.gz")
    # look-alike: a summary and a config beside the accessions are other kinds
    a = analyse(files[2:5] + ["results/aligned/LIBN3R8WT.sorted.bam", "results/summary2024.txt", "results/config.yaml"])
    assert set(a.outliers) == {"results/summary2024.txt", "results/config.yaml"}
