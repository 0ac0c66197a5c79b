"""Samples from one branch (issue 15, round 14's branch13): what else changes with the branch. Ten samples of one
pointing, one night, one sample or one run show that branch's folder as one value, and beside it pieces that are
constant only because they belong to that branch: the filter one pointing was taken through (`01291/HSC-R/`), the
flowcell and lane a sample's reports write after its name (`Sample-1/Sample-1.A012.C8DRAANXX.s_2.…`), the flowcell
that closes a run folder's name (`110405_HS17_06067_A_B035CABXX/`). Each rule is tested over its class, from other
domains than the ones that prompted it (review18's astronomy frames, review19's sequencing outputs), beside
look-alikes a person keeps literal."""
from __future__ import annotations

import pytest

from draft_helpers import record, rule_of

NUMBERS = ("0034690", "0034714", "0034648", "0034670", "0034674", "0034702")

# (template: {M} the branch's member, {B} its band code, {N} what varies; the branch's (M, B); an unseen sibling's)
BAND_CODES = [
    ("hsc/repo/{M}/HSC-{B}/corr/CORR-{N}-048.fits", ("01291", "R"), ("01297", "I")),  # a pointing's filter
    ("survey/{M}/CAM_{B}/frame_{N}.fits", ("2019-05-02", "B"), ("2019-06-11", "R")),  # a night's camera
    ("plates/{M}/Channel-{B}/img_{N}.tif", ("10023", "A"), ("10500", "C")),  # a plate's channel letter
    ("radar/{M}/SCAN_{B}/sweep_{N}.h5", ("20200101", "S"), ("20200315", "X")),  # a day's radar band
    ("dashcam/{M}/CAM-{B}/clip_{N}.mp4", ("2024-03-01", "F"), ("2024-04-17", "RR")),  # front / rear camera, two letters
    ("hst/visit_{M}/WFC-{B}/exp_{N}.fits", ("017", "I"), ("103", "I2")),  # a visit's detector, a letter and a digit
    ("lidar/{M}/Scanner-{B}/pts_{N}.laz", ("2021-08-30", "L"), ("2021-09-02", "H")),  # Title-case word
    ("ms/{M}/ION_{B}/scan_{N}.mzML", ("20230412", "P"), ("20230501", "N")),  # a day's ion mode, positive / negative
    ("idr/DS{M}/(B1)-ZStacks-{B}/z_{N}.tif", ("0001", "ZM"), ("0003", "ZS")),  # a bracketed block tag, then the mode
    ("jwst/obs_{M}/nircam_long-{B}/cal_{N}.fits", ("0042", "A"), ("0107", "B")),  # a module of a camera, two words
]


@pytest.mark.parametrize("template, branch, sibling", BAND_CODES)
def test_a_band_code_below_a_member_varies_with_it(template, branch, sibling):
    samples = [template.format(M=branch[0], B=branch[1], N=n) for n in NUMBERS]
    a, rule = rule_of(samples)
    path = template.format(M=sibling[0], B=sibling[1], N="0099999")
    got = record(rule, path)
    assert got is not None and got[0] == "complete", (a.glob, path, got)
    assert sibling[1] in got[1].values(), (a.glob, got)
    assert record(rule, template.format(M=branch[0], B=branch[1], N="0099999")) is not None


# (template, the branch's code, a sibling code that must stay out): a code a person keeps literal
BAND_LOOK_ALIKES = [
    ("hsc/repo/HSC-{B}/frame_{N}.fits", "R", "I"),  # under a fixed folder: the one filter a tree holds
    ("shots/{M}/set-{B}/img_{N}.png", "a", "b"),  # a lower-case letter: a set's name
    ("scope/(B1)-ZStacks-{B}/z_{N}.tif", "ZM", "ZS"),  # several pieces, under a fixed folder
]


@pytest.mark.parametrize("template, code, other", BAND_LOOK_ALIKES)
def test_band_look_alikes_stay_literal(template, code, other):
    samples = [template.format(M="2019-05-02", B=code, N=n) for n in NUMBERS]
    a, rule = rule_of(samples)
    assert record(rule, template.format(M="2019-05-02", B=other, N="0099999")) is None, a.glob
    assert record(rule, template.format(M="2019-05-02", B=code, N="0099999")) is not None


LIBRARIES = ("A012", "A002", "A005", "A007", "A011", "A003")

# (template: {M} the member, {F} a flowcell or plate code, {L} a lane or chunk number, {N} what varies;
#  the branch's (M, F, L); an unseen sibling's)
RECORD_IDS = [
    ("hicup/Sample-{M}/Sample-{M}.{N}.{F}.s_{L}.r_1_2.HiCUP_summary_report.html",
     ("1", "C8DRAANXX", "2"), ("3", "C8H0KANXX", "3")),  # HiCUP's reports: flowcell and lane after the library
    ("fastq/donor-{M}/donor-{M}_{N}_{F}_L_{L}_R1.fastq.gz",
     ("17", "HFG7VDSXY", "3"), ("204", "H2KLMBBXX", "1")),  # a donor's reads: a NovaSeq flowcell and its lane
    ("assays/plate-{M}/plate-{M}-{N}-{F}-{L}-counts.csv",
     ("0042", "LOT7X2KQ9", "1"), ("0051", "LOT2B8ZZ4", "4")),  # a plate's reagent lot and replicate
    ("seq/run-{M}/run-{M}.{N}.{F}.chunk.{L}.bam",
     ("12", "FC0X55AB7", "001"), ("9", "FC1Y22CD8", "014")),  # a run's flowcell and chunk
    ("cells/cell-{M}/cell-{M}_{N}_{F}_{L}_trace.npy",
     ("ab12", "RIG4A7C2Q", "2"), ("cd345", "RIG9B1D4Z", "7")),  # a neuron's rig serial and take
]


@pytest.mark.parametrize("template, branch, sibling", RECORD_IDS)
def test_a_members_record_ids_in_its_names_vary(template, branch, sibling):
    samples = [template.format(M=branch[0], F=branch[1], L=branch[2], N=n) for n in LIBRARIES]
    a, rule = rule_of(samples)
    assert branch[1] not in a.glob, a.glob
    path = template.format(M=sibling[0], F=sibling[1], L=sibling[2], N="A009")
    got = record(rule, path)
    assert got is not None and got[0] == "complete", (a.glob, path, got)
    assert sibling[1] in got[1].values(), (a.glob, got)
    assert record(rule, template.format(M=branch[0], F=branch[1], L=branch[2], N="A009")) is not None


# (template, the samples' code, another code that must stay out): pieces a person keeps literal
RECORD_LOOK_ALIKES = [
    ("bams/Sample-{M}/Sample-{M}.{N}.GRCh38.bam", "GRCh38", "GRCh37"),  # a reference build, mixed case
    ("s2/Tile-{M}/Tile-{M}_{N}_MSIL2A_B02.jp2", "MSIL2A", "MSIL1C"),  # a product level, six long
    ("reads/sample-{M}/{N}.C8DRAANXX.s_2.txt", "C8DRAANXX", "C8H0KANXX"),  # a name that does not copy its folder
    ("logs/Sample-{M}/Sample-{M}.{N}.ILLUMINA.log", "ILLUMINA", "PACBIOXX"),  # a word of capitals, no digit
]


@pytest.mark.parametrize("template, code, other", RECORD_LOOK_ALIKES)
def test_record_look_alikes_stay_literal(template, code, other):
    samples = [template.format(M="1", N=n) for n in LIBRARIES]
    a, rule = rule_of(samples)
    assert code in a.glob, a.glob
    assert record(rule, template.format(M="1", N="A009").replace(code, other)) is None, a.glob


DAYS = ("110405", "110406", "110407", "110408")
RUNS = ("06067", "06068")

# (template: {D} the run's date, {R} its number, {N} what varies; the run folder's other pieces; a sibling's)
RUN_FOLDERS = [
    ("testdata/{D}_HS17_{R}_A_{C}/Data/Intensities/BaseCalls/L001/s_1_{N}.bcl", "B035CABXX", "B039WABXX"),
    ("runs/{D}_M00123_{R}_{C}/Unaligned/s_{N}.fastq.gz", "000H2KLMB", "000H7ZZQA"),  # a MiSeq flowcell
    ("imaging/{D}_{R}_{C}/Images/r01c01f{N}.tiff", "BR0011699A", "BR0012007B"),  # a plate barcode with its letter
    ("cryo/{D}_{R}_KRIOS3_{C}/Movies/mov_{N}.tif", "GRID4X7Q2", "GRID9Z1B5"),  # a microscope session's grid box
]


@pytest.mark.parametrize("template, code, sibling_code", RUN_FOLDERS)
def test_a_run_folders_long_code_varies_with_its_ids(template, code, sibling_code):
    samples = [template.format(D=DAYS[0], R=RUNS[0], C=code, N=f"{1100 + i}") for i in range(6)]
    a, rule = rule_of(samples)
    assert code not in a.glob, a.glob
    path = template.format(D="120101", R="07001", C=sibling_code, N="1105")
    got = record(rule, path)
    assert got is not None and got[0] == "complete", (a.glob, path, got)
    assert sibling_code in got[1].values(), (a.glob, got)


def test_a_product_level_in_a_scene_folder_stays_literal():
    """Sentinel-2's `MSIL2A` (six long) is the product's level, a kind of its own, not the scene's id."""
    samples = [f"s2/S2A_MSIL2A_20220101T103421_N0301_R108_T32TNS_20220101T124256.SAFE/IMG/band_{b}.jp2"
               for b in ("B02", "B03", "B04", "B08", "B11", "B12")]
    a, _ = rule_of(samples)
    assert "MSIL2A" in a.glob, a.glob
