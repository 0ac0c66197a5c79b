"""A second group of branching layouts: real DATA trees whose files sit in one folder per sample, speaker or bucket.

Like branch5.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a list of
(path, {field: true value}), other the paths of the same tree that a rule learnt from the kind must leave alone.
Every path is a path of the source itself, read with `git ls-tree -r --name-only HEAD` or from a list file the
repository holds, at the commit cited in the generator's docstring, and kept in branch6_names.py (a seeded subset
where the tree is large; URL scheme and host cut off); nothing is rebuilt from a pattern. Truth values are what
the source means by its names (its README, its index files' columns), never what the analyser reads. Every layout
branches: its first varying folder holds a sample id (HG00438), a speaker id (id10270), an id bucket (101/751) or a
year, so bench_inference.py's one-branch score draws its samples from one such folder and measures the rule on the
whole kind (issue 15's hidden check). It is the tuning group of the branch6 round (`--group branch6`), committed
before any analyser change for it; docs/analyser.md keeps its first score apart.
"""
from __future__ import annotations

import random

from ground_truth import branch6_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 and review4

_HPP = r"^human-pangenomics/working/HPRC/([^/]+)/raw_data/"


def hpp_nanopore_reads(r: random.Random) -> tuple[Kind, list[str]]:
    """human-pangenomics/HPP_Year1_Data_Freeze_v1.0 @d047f2b56b70, read_indexes/hprc_year1_level1_aws_locs.csv: the
    HPRC year-1 nanopore reads s3://human-pangenomics/working/HPRC/<sample>/raw_data/nanopore/<sample>_<n>_Guppy_
    <version>_prom.fastq.gz (91 of the HPRC cohort; HPRC_PLUS left
    out of the listing; a few HG3492_1.fastq.gz); the 1000 Genomes sample the folder holds; neighbours:
    the same samples' HiFi, Hi-C and Bionano files."""
    return _layout(N.HPP_NANOPORE_KIND, N.HPP_NANOPORE_OTHER, _HPP + r"nanopore/[^/]+\.fastq\.gz$", ("sample",))


def hpp_hifi_movies(r: random.Random) -> tuple[Kind, list[str]]:
    """human-pangenomics/HPP_Year1_Data_Freeze_v1.0 @d047f2b56b70 (as above): PacBio HiFi reads <sample>/raw_data/PacBio_HiFi/
    <movie>.ccs.bam, the movie name m<instrument>_<yymmdd>_<hhmmss> (a few prefixed by sample, date and lab:
    HG00733_20190925_EEE_m54329U_190619_052546.ccs.bam; 115); neighbours: nanopore, Hi-C and Bionano files."""
    return _layout(N.HPP_HIFI_KIND, N.HPP_HIFI_OTHER,
                   _HPP + r"PacBio_HiFi/(?:[^/]+/)?(?:[^/]*_)?(m\d+[A-Za-z]?_\d{6}_\d{6})\.ccs\.bam$", ("sample", "movie"))


def hpp_hic_reads(r: random.Random) -> tuple[Kind, list[str]]:
    """human-pangenomics/HPP_Year1_Data_Freeze_v1.0 @d047f2b56b70 (as above): Hi-C reads <sample>/raw_data/hic/<library>_S<n>_L<lane>_
    R<read>_001[.trimmed].fastq.gz, Illumina bcl2fastq names (NWM236b-1_S16_L001_R1_001, SE5138_NWM047-3_S1_L006_
    R2_001.trimmed); the sample, lane and read; neighbours: nanopore, HiFi and Bionano files."""
    return _layout(N.HPP_HIC_KIND, N.HPP_HIC_OTHER, _HPP + r"hic/[^/]+_L(\d{3})_R([12])_001(?:\.trimmed)?\.fastq\.gz$",
                   ("sample", "lane", "read"))


def hpp_bionano_molecules(r: random.Random) -> tuple[Kind, list[str]]:
    """human-pangenomics/HPP_Year1_Data_Freeze_v1.0 @d047f2b56b70 (as above): Bionano molecule files <sample>/raw_data/bionano/
    <sample>_Saphyr_DLE1_<n>.bnx.gz (some <sample>_all.bnx.gz, <sample>_merged_all.bnx.gz; 31); neighbours: the
    Bionano maps (.cmap) beside them, nanopore, HiFi and Hi-C files."""
    return _layout(N.HPP_BNX_KIND, N.HPP_BNX_OTHER, _HPP + r"bionano/[^/]+\.bnx\.gz$", ("sample",))


def giab_pacbio_subreads(r: random.Random) -> tuple[Kind, list[str]]:
    """genome-in-a-bottle/giab_data_indexes @fe5327b1deff, AshkenazimTrio/sequence.index.AJtrio_PacBio_MtSinai_NIST_
    subreads_fasta_10082018: ftp-trace.ncbi.nlm.nih.gov/ReferenceSamples/giab/data/AshkenazimTrio/<HG00N>_<NA id>_
    <role>/PacBio_MtSinai_NIST/PacBio_fasta/<movie>.subreads.fasta.gz (563, 300 kept); the GIAB sample and the movie
    m<yymmdd>_<hhmmss>_<instrument>; neighbours: the hdf5 archives of the hdf5 index (srapub_files/SRR..._hdf5.tgz)."""
    return _layout(N.GIAB_SUBREADS_KIND, N.GIAB_SUBREADS_OTHER,
                   r"/(HG\d{3})_[^/]+/PacBio_MtSinai_NIST/PacBio_fasta/(m\d{6}_\d{6}_\d+)\.subreads\.fasta\.gz$",
                   ("sample", "movie"))


def giab_moleculo_fastqs(r: random.Random) -> tuple[Kind, list[str]]:
    """genome-in-a-bottle/giab_data_indexes @fe5327b1deff, ChineseTrio/sequence.index.ChineseTrio_NIST_Stanford_Moleculo_125bps_09232015.
    HG00{5,6,7}: .../ChineseTrio/<HG00N>_<NA id>_<role>/NIST_Stanford_Moleculo/basespace_125bps_fastqs/<library>-
    <BaseSpace id>/<library>_S<n>_L<lane>_R1_001.fastq.gz (9,216, 300 kept): the sample, the library
    (LTB-A-BC001, echoed in the file name), the lane; neighbours: the Ashkenazim PacBio subreads."""
    return _layout(N.GIAB_MOLECULO_KIND, N.GIAB_MOLECULO_OTHER,
                   r"/(HG\d{3})_[^/]+/NIST_Stanford_Moleculo/basespace_125bps_fastqs/([^/]+)-\d+/[^/]+_L(\d{3})_R1_001"
                   r"\.fastq\.gz$", ("sample", "library", "lane"))


def voxceleb1_test(r: random.Random) -> tuple[Kind, list[str]]:
    """s3prl/s3prl @ec8064b5889f, s3prl/downstream/sv_voxceleb1/voxceleb1_test_v2.txt: the VoxCeleb1 test
    utterances its trials name, <speaker>/<YouTube video>/<utterance>.wav (id10270/x6uYqmx31kE/00001.wav; 4,874,
    300 kept); the speaker id, the video and the utterance number; the list holds no other files."""
    return _layout(N.VOX1_KIND, N.VOX1_OTHER, r"^(id\d+)/([^/]+)/(\d+)\.wav$", ("speaker", "video", "utterance"))


def voxceleb2_dev(r: random.Random) -> tuple[Kind, list[str]]:
    """s3prl/s3prl @ec8064b5889f, s3prl/downstream/sv_voxceleb1/dev_meta_data/dev_meta_data_voxceleb2.txt: VoxCeleb2
    dev utterances of s3prl's dev trials (id08282/vBuXVGh5Q6M/00304.wav; 300 kept); speaker, video, utterance."""
    return _layout(N.VOX2_KIND, N.VOX2_OTHER, r"^(id\d+)/([^/]+)/(\d+)\.wav$", ("speaker", "video", "utterance"))


def wof_records(r: random.Random) -> tuple[Kind, list[str]]:
    """whosonfirst-data/whosonfirst-data-admin-lu @35cd839f584609: Who's On First records data/<id in groups of
    three digits>/<id>.geojson (data/101/751/765/101751765.geojson, data/858/021/13/85802113.geojson; 1,357, 300
    kept); the record id; neighbours: the alternate geometries <id>-alt-<source>.geojson in the same folders, root
    files."""
    return _layout(N.WOF_KIND, N.WOF_OTHER, r"^data/(?:\d{3}/)+\d+/(\d+)\.geojson$", ("id",))


def wof_alt_geometries(r: random.Random) -> tuple[Kind, list[str]]:
    """whosonfirst-data/whosonfirst-data-admin-lu @35cd839f584609: alternate geometries data/<id groups>/<id>-alt-<source>.geojson
    (quattroshapes, quattroshapes_pg, naturalearth ...; 291); the record id and the geometry's source; neighbours:
    the records beside them, root files."""
    return _layout(N.WOF_ALT_KIND, N.WOF_ALT_OTHER, r"^data/(?:\d{3}/)+\d+/(\d+)-alt-([^/]+)\.geojson$",
                   ("id", "source"))


def openjs_cpc_meetings(r: random.Random) -> tuple[Kind, list[str]]:
    """openjs-foundation/cross-project-council @f7426cbe71a9: the council's meeting notes meetings/<YYYY>/<YYYY-MM-DD>.md
    (211, 2018 ... 2025); the meeting date; neighbours: breakout meetings (meetings/breakout_meetings/<date>-<topic>.md),
    mentorship proposals, governance and project documents."""
    return _layout(N.CPC_KIND, N.CPC_OTHER, r"^meetings/\d{4}/(\d{4}-\d{2}-\d{2})\.md$", ("date",))


def rstudio_conf_slides(r: random.Random) -> tuple[Kind, list[str]]:
    """rstudio/rstudio-conf @8ae56d8f3e19: slides shown at rstudio::conf, <year>/<talk folder>/<name>.pdf (67, 2017 ...
    2023; names with spaces and capitals); the conference year and the talk's folder; neighbours: the talks'
    HTML decks, R Markdown sources, images and site files."""
    return _layout(N.RSCONF_KIND, N.RSCONF_OTHER, r"^(\d{4})/([^/]+)/[^/]+\.pdf$", ("year", "talk"))


BRANCH6 = {
    "hpp_nanopore_reads": hpp_nanopore_reads,
    "hpp_hifi_movies": hpp_hifi_movies,
    "hpp_hic_reads": hpp_hic_reads,
    "hpp_bionano_molecules": hpp_bionano_molecules,
    "giab_pacbio_subreads": giab_pacbio_subreads,
    "giab_moleculo_fastqs": giab_moleculo_fastqs,
    "voxceleb1_test": voxceleb1_test,
    "voxceleb2_dev": voxceleb2_dev,
    "wof_records": wof_records,
    "wof_alt_geometries": wof_alt_geometries,
    "openjs_cpc_meetings": openjs_cpc_meetings,
    "rstudio_conf_slides": rstudio_conf_slides,
}
