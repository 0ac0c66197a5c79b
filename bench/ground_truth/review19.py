"""A held-out review group (review19): real layouts from sources no one here had used, written down before scoring.

Like review17.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a list of
(path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave alone.
Every path is a path of the source itself, read with `git ls-tree -r --name-only` at the commit cited in the
generator's docstring, and kept in review19_names.py (a seeded subset where the source is large: 300 files of the
kind, and up to 200 neighbours drawn first from the kind's own folders, then from its top folders, then from the rest;
neighbours never fit the kind's own pattern); nothing is rebuilt from a pattern. Truth values are what the source means
by its names (its README, the tool's or the game's naming convention), never what the analyser reads.
Families (issue 15's hidden listings, the third half): Illumina sequencing run folders (bambi's HiSeq, MiSeq,
NextSeq and NovaSeq test runs and illumina2bam's run folders: lane, cycle and tile), genomics QC and pipeline outputs (MultiQC's test data: RNA-SeQC
per-sample expression folders, BISCUIT tables by version, HiC-Pro logs and HiCUP reports per sample with Illumina
flowcell and lane glued in, QUAST per-reference runs, BCL Convert reports per run, Picard GC-bias metrics, Bismark
reports), proteomics SDRF annotations per PRIDE accession, court and legislative records (juriscraper's GPO FDsys
district and appellate case files by year, opinion examples per court, Supreme Court docket pages), sports data per
season (nflscrapR's season files and WAR tables, Grand Slam point-by-point files), and games and creative assets
(Freedoom's Doom sprites with glued frame/rotation pairs, levels and instrument lumps, Minetest mod sounds and
translations, minecraft-data's per-version data files, a Minecraft server's region files and rotated logs). No
analyser change was made for this group before its first score.
"""
from __future__ import annotations

import random

from ground_truth import review19_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review17


# --- genomics QC outputs: ewels/MultiQC_TestData ------------------------------------------------------------

def mqc_rnaseqc_expr(r: random.Random) -> tuple[Kind, list[str]]:
    """ewels/MultiQC_TestData @2b05aa820a9a: RNA-SeQC v1 output data/modules/rna-seqc/v1/rnaseqc_output_temp/
    WTCHG_<YYMMDD>_<N>/<level>expr/<file>, the sample (Wellcome Trust Centre sample id: the run date and the sample
    number), the expression bin (high, med, low) and the depth-of-coverage output (84); neighbours: each sample's own
    metrics and rRNA counts beside the bins, the run's summary files, other modules' test files."""
    return _layout(N.MQC_RNASEQC_KIND, N.MQC_RNASEQC_OTHER,
                   r"/rnaseqc_output_temp/WTCHG_(\d{6})_(\d+)/(high|med|low)expr/([^/]+)$",
                   ("date", "sample", "expression", "file"))


def mqc_biscuit_tables(r: random.Random) -> tuple[Kind, list[str]]:
    """ewels/MultiQC_TestData @2b05aa820a9a: BISCUIT QC tables data/modules/biscuit/v<version>/<sample>_<table>.txt,
    the BISCUIT version (0.3.4.20180215, 0.3.16.20200420), the sample (mouse_ESCs_E14_GSM<N>,
    tcga_lusc_normal_subsampled) and the QC table (covdist_q40_cpg_table, mapq_table, CpGRetentionDist, ...; 84);
    neighbours: other modules' test files (bismark, bbmap, ...)."""
    return _layout(N.MQC_BISCUIT_KIND, N.MQC_BISCUIT_OTHER,
                   r"/biscuit/v([\d.]+)/(mouse_ESCs_E14_GSM\d+|tcga_lusc_normal_subsampled)_(\w+)\.txt$",
                   ("version", "sample", "table"))


def mqc_hicpro_logs(r: random.Random) -> tuple[Kind, list[str]]:
    """ewels/MultiQC_TestData @2b05aa820a9a: HiC-Pro's logs data/modules/hicpro/hicpro-hic/logs/<sample>/<log>, the
    sample (dixon_2M, dixon_2M_2) and the pipeline step's log (mapping_step1.log, SRR400264_00_R1_bowtie2.log,
    plot_mapping_portion.Rout, ...; 42); neighbours: the same run's bowtie_results/ and hic_results/ stats per
    sample, the config, the other HiC-Pro runs and modules."""
    return _layout(N.MQC_HICPRO_LOGS_KIND, N.MQC_HICPRO_LOGS_OTHER,
                   r"/hicpro/hicpro-hic/logs/(dixon_2M(?:_2)?)/([^/]+)$", ("sample", "log"))


def mqc_hicup_reports(r: random.Random) -> tuple[Kind, list[str]]:
    """ewels/MultiQC_TestData @2b05aa820a9a: HiCUP per-library reports data/modules/hicup/Sample-<N>/Sample-<N>.<library>
    .<flowcell>.s_<lane>.r_1_2.HiCUP_summary_report.html, the sample, the library barcode (A002 ...), the Illumina
    flowcell (C8DRAANXX ...) and the lane (13); neighbours: each sample folder's hicup_<step>_summary_<time>_<date>.txt
    and HiCUP_summary_report_<time>_<date>.txt, other modules' files."""
    return _layout(N.MQC_HICUP_KIND, N.MQC_HICUP_OTHER,
                   r"/hicup/Sample-\d+/(Sample-\d+)\.(A\d+)\.(\w+)\.s_(\d)\.r_1_2\.HiCUP_summary_report\.html$",
                   ("sample", "library", "flowcell", "lane"))


def mqc_quast_refs(r: random.Random) -> tuple[Kind, list[str]]:
    """ewels/MultiQC_TestData @2b05aa820a9a: a MetaQUAST run's per-reference reports data/modules/quast/
    full_metaquast_run/runs_per_reference/meta_ref_<N>/<report>, the reference (1, 2, 3) and the report file
    (report.tsv, transposed_report.tex, icarus.html, quast.log, ...; 30); neighbours: each reference's basic_stats/,
    contigs_reports/ and icarus_viewers/ files, the combined_reference and not_aligned reports, other modules."""
    return _layout(N.MQC_QUAST_REFS_KIND, N.MQC_QUAST_REFS_OTHER,
                   r"/runs_per_reference/meta_ref_(\d+)/([^/]+)$", ("reference", "report"))


def mqc_bclconvert_runs(r: random.Random) -> tuple[Kind, list[str]]:
    """ewels/MultiQC_TestData @2b05aa820a9a: BCL Convert 3.6.3 reports data/modules/bclconvert/3.6.3/
    multiple_bclconvert_runs/<run>/Reports/<report>, the run (named by its OverrideCycles read structure, e.g.
    Y151_I8N2_I8N2_Y151) and the report (Demultiplex_Stats.csv, RunInfo.xml, fastq_list.csv, ...; 14); neighbours: the
    single-run folder's reports, bcl2fastq's Stats.json files, other modules."""
    return _layout(N.MQC_BCLCONVERT_KIND, N.MQC_BCLCONVERT_OTHER,
                   r"/multiple_bclconvert_runs/([^/]+)/Reports/([^/]+)$", ("run", "report"))


def mqc_gcbias(r: random.Random) -> tuple[Kind, list[str]]:
    """ewels/MultiQC_TestData @2b05aa820a9a: Picard CollectGcBiasMetrics output data/modules/picard/GcBiasMetrics/
    SRR<N>_subsamp/SRR<N>_subsamp.sorted.<metrics>.<format>, the SRA run, the metrics (gc_bias_metrics,
    summary_metrics) and the format (txt, pdf; 12); neighbours: the TST33 output beside them, Picard's other tools'
    test files (MarkDuplicates, HsMetrics, ...)."""
    return _layout(N.MQC_GCBIAS_KIND, N.MQC_GCBIAS_OTHER,
                   r"/GcBiasMetrics/(SRR\d+)_subsamp/SRR\d+_subsamp\.sorted\.(gc_bias_metrics|summary_metrics)\.(txt|pdf)$",
                   ("run", "metrics", "format"))


def mqc_bismark_reports(r: random.Random) -> tuple[Kind, list[str]]:
    """ewels/MultiQC_TestData @2b05aa820a9a: Bismark and Trim Galore reports data/modules/bismark/run_2/MethylC-Seq_mm_fc
    _<age>_SRR<N>_1[_trimmed.fq|.fastq].gz_<report>.txt, the mouse frontal cortex age (1wk, 2wk), the SRA run and the
    report (trimming_report, bismark_bt2_SE_report, bismark_bt2.deduplication_report, ...M-bias, ...; 40);
    neighbours: the run's sra_bismark summary, the test_data reports, other modules."""
    return _layout(N.MQC_BISMARK_KIND, N.MQC_BISMARK_OTHER,
                   r"/bismark/run_2/MethylC-Seq_mm_fc_(\dwk)_SRR(\d+)_1(?:_trimmed\.fq|\.fastq)\.gz_(\w[\w.-]*)\.txt$",
                   ("age", "run", "report"))


def sdrf_examples(r: random.Random) -> tuple[Kind, list[str]]:
    """bigbio/proteomics-sample-metadata @b83f689e4aee: SDRF-Proteomics example annotations examples/<accession>/
    <accession>[<label>].sdrf.tsv, the ProteomeXchange/PDC repository prefix (PXD, PAD, PDC) and the accession number
    (19); neighbours: the MetaboLights annotations annotated-projects/MTBLS<N>/..., the specification, templates,
    scripts and site files."""
    return _layout(N.SDRF_EXAMPLES_KIND, N.SDRF_EXAMPLES_OTHER,
                   r"^examples/(PXD|PAD|PDC)(\d+)/(?:PXD|PAD|PDC)\d+\w*\.sdrf\.tsv$", ("repository", "accession"))


# --- sequencing run folders: wtsi-npg/bambi, wtsi-npg/illumina2bam ---------------------------------------------

def bambi_bcl(r: random.Random) -> tuple[Kind, list[str]]:
    """wtsi-npg/bambi @91cf021f7e66: Illumina run folders test/data/<YYMMDD>_<instrument>_<run>_FC[_missing]/Data/
    Intensities/BaseCalls/L00<lane>/C<cycle>.1/s_<lane>_<tile>.bcl.gz, by Illumina's RTA layout the run date, the
    instrument (hiseq2500, hiseq4000, hiseqx, miseq), the run number, the lane, the cycle and the tile (1,406, 300
    kept); neighbours: each lane's s_<lane>_<tile>.filter, the .locs/.clocs position files, RunInfo.xml,
    runParameters.xml, the NovaSeq runs' .cbcl files, the test outputs."""
    return _layout(N.BAMBI_BCL_KIND, N.BAMBI_BCL_OTHER,
                   r"^test/data/(\d{6})_(\w+?)_(\d+)_FC(?:_missing)?/Data/Intensities/BaseCalls/L00(\d)/C(\d+)\.1/s_\d_(\d+)\.bcl\.gz$",
                   ("date", "instrument", "run", "lane", "cycle", "tile"))


def bambi_cbcl(r: random.Random) -> tuple[Kind, list[str]]:
    """wtsi-npg/bambi @91cf021f7e66: NovaSeq run folders test/data/<run>/Data/Intensities/BaseCalls/L00<lane>/C<cycle>.1/
    L00<lane>_<surface>.cbcl, the test run (novaseq, novaseqX, novaseq_corrupt, novaseq_missing), the lane, the cycle
    and the flowcell surface (1, 2; 2,543, 300 kept); neighbours: the runs' filter, barcode and s.locs files, the
    older instruments' .bcl.gz run folders."""
    return _layout(N.BAMBI_CBCL_KIND, N.BAMBI_CBCL_OTHER,
                   r"^test/data/(novaseq\w*)/Data/Intensities/BaseCalls/L00(\d)/C(\d+)\.1/L00\d_(\d)\.cbcl$",
                   ("run", "lane", "cycle", "surface"))


def bambi_nextseq(r: random.Random) -> tuple[Kind, list[str]]:
    """wtsi-npg/bambi @91cf021f7e66: a NextSeq run's per-cycle base calls test/data/160919_nextseq_6230_FC/Data/
    Intensities/BaseCalls/L00<lane>/<cycle>.bcl.bgzf, the lane (1 in this test run) and the cycle (0001 ... 0032;
    32); neighbours: the lane's s_1.bci and s_1.filter, s_1.locs, RunInfo.xml, runParameters.xml, the other runs."""
    return _layout(N.BAMBI_NEXTSEQ_KIND, N.BAMBI_NEXTSEQ_OTHER,
                   r"^test/data/160919_nextseq_6230_FC/Data/Intensities/BaseCalls/L00(\d)/(\d+)\.bcl\.bgzf$",
                   ("lane", "cycle"))


def i2b_bcl(r: random.Random) -> tuple[Kind, list[str]]:
    """wtsi-npg/illumina2bam @6638a24b1800: Illumina run folders testdata/<YYMMDD>_<instrument>_<run>[_<side>_<flowcell>
    [-<kit>]]/Data/Intensities/BaseCalls/L00<lane>/C<cycle>.1/s_<lane>_<tile>[_uncompressed].<bcl|scl>[.gz], the run
    date, the instrument (HS13, HS17, IL33, MS6), the run number, the flowcell side (A, B) and flowcell id where the
    run name has them, the lane, the cycle, the tile and the file type (bcl base calls, scl quality; 191);
    neighbours: the runs' config.xml, RunInfo.xml, filter, control, locs/clocs files, Recipe, test BAMs and Java code."""
    return _layout(N.I2B_BCL_KIND, N.I2B_BCL_OTHER,
                   r"^testdata/(\d{6})_([A-Z]+\d+)_(\d+)(?:_([AB])_([A-Z0-9]+)(?:-\w+)?)?/Data/Intensities/BaseCalls/L00(\d)/C(\d+)\.1/s_\d_(\d+)(?:_uncompressed)?\.(bcl|scl)(?:\.gz)?$",
                   ("date", "instrument", "run", "side", "flowcell", "lane", "cycle", "tile", "format"))


# --- court records: freelawproject/juriscraper ------------------------------------------------------------------

def jur_fdsys_district(r: random.Random) -> tuple[Kind, list[str]]:
    """freelawproject/juriscraper @8446197f3885: GPO FDsys (USCOURTS) case files juriscraper/fdsys/examples/<year>/
    <court>-<office>_<yy>-<type>-<number>.xml, the publication year, the court (alnd, caed, mdb, ...), and the PACER
    case number: divisional office, filing year, case type (cv, cr, bk, ap, mj, ...) and sequence (4,398, 300 kept);
    neighbours: the appellate files ca<N>-<yy>-<number>.xml of the same years, the fdsys code and test files."""
    return _layout(N.JUR_FDSYS_DISTRICT_KIND, N.JUR_FDSYS_DISTRICT_OTHER,
                   r"^juriscraper/fdsys/examples/(\d{4})/([a-z]+)-([0-9A-Za-z])_(\d\d)-([a-z]+)-(\d+)\.xml$",
                   ("year", "court", "office", "case_year", "case_type", "number"))


def jur_fdsys_appeals(r: random.Random) -> tuple[Kind, list[str]]:
    """freelawproject/juriscraper @8446197f3885: FDsys appellate case files juriscraper/fdsys/examples/<year>/ca<circuit>
    -<yy>-<number>.xml, the publication year, the circuit (1 ... 11, DC, FC), the docket year and number (618, 300
    kept); neighbours: the district files of the same years, the fdsys code."""
    return _layout(N.JUR_FDSYS_APPEALS_KIND, N.JUR_FDSYS_APPEALS_OTHER,
                   r"^juriscraper/fdsys/examples/(\d{4})/ca(\d+|DC|FC)-(\d\d)-(\d+)\.xml$",
                   ("year", "circuit", "case_year", "number"))


def jur_opinions(r: random.Random) -> tuple[Kind, list[str]]:
    """freelawproject/juriscraper @8446197f3885: scraper test pages tests/examples/opinions/united_states/<court>_
    [sub]example[_<N>].<format>, the court scraper's id (ca2_p, calctapp_app_div, nyappdiv_3rd, txctapp6, ...), the
    example's number (absent on the first) and the page format (html, json, xml, ...; 320, 300 kept); neighbours: each
    example's <name>.compare.json beside it, the other countries' and PACER examples."""
    return _layout(N.JUR_OPINIONS_KIND, N.JUR_OPINIONS_OTHER,
                   r"^tests/examples/opinions/united_states/([a-z0-9_]+?)_(?:sub)?example(?:_(\d+))?\.(html?|json|xml|txt|pdf)$",
                   ("court", "example", "format"))


def jur_scotus(r: random.Random) -> tuple[Kind, list[str]]:
    """freelawproject/juriscraper @8446197f3885: Supreme Court docket pages tests/examples/scotus/dockets/htm/<docket>.htm,
    docket <term yy><kind><number> (01-10063 a paid/in-forma-pauperis case, 02A1002 an application) read as the term
    year, the docket kind (-, A) and the number (17); neighbours: each page's <docket>.json beside it, the html/ and
    json/ examples."""
    return _layout(N.JUR_SCOTUS_KIND, N.JUR_SCOTUS_OTHER,
                   r"^tests/examples/scotus/dockets/htm/(\d\d)([A-]|M)(\d+)\.htm$", ("term", "kind", "number"))


# --- sports per season: ryurko/nflscrapR-data, JeffSackmann/tennis_slam_pointbypoint -------------------------

def nfl_seasons(r: random.Random) -> tuple[Kind, list[str]]:
    """ryurko/nflscrapR-data @c9274b9f2baf: season files <dataset>_data/<season type>_season/<pre|reg|post>_<games|pbp|
    roster>_<year>.csv, the dataset (games, play_by_play, roster), the season type (pre, regular, post) and the year
    (98); neighbours: legacy_data/'s season and playoff tables, the R code, figures and workshop."""
    return _layout(N.NFL_SEASONS_KIND, N.NFL_SEASONS_OTHER,
                   r"^(games|play_by_play|roster)_data/(post|pre|regular)_season/(?:post|pre|reg)_(?:games|pbp|roster)_(\d{4})\.csv$",
                   ("dataset", "season_type", "year"))


def nfl_war(r: random.Random) -> tuple[Kind, list[str]]:
    """ryurko/nflscrapR-data @c9274b9f2baf: WAR estimates legacy_data/war_stats/season_estimates/<basis>_based/<position>
    _tables/<position>_war_<yy>.csv, the basis (epa, wpa), the position (qb, rb, te, wr) and the season (09 ... 17;
    72); neighbours: the other legacy tables and R code."""
    return _layout(N.NFL_WAR_KIND, N.NFL_WAR_OTHER,
                   r"^legacy_data/war_stats/season_estimates/(epa|wpa)_based/(qb|rb|te|wr)_tables/\w+?_war_(\d\d)\.csv$",
                   ("basis", "position", "season"))


def tennis_slams(r: random.Random) -> tuple[Kind, list[str]]:
    """JeffSackmann/tennis_slam_pointbypoint @6febb77dade9: <year>-<slam>-<table>[-<event>].csv, the year, the Grand
    Slam (ausopen, frenchopen, usopen, wimbledon), the table (matches, points) and the event (doubles, mixed; absent
    for singles; 166); neighbours: README.md, data_dictionary.txt, .gitattributes, .gitignore."""
    return _layout(N.TENNIS_SLAMS_KIND, N.TENNIS_SLAMS_OTHER,
                   r"^(\d{4})-(ausopen|frenchopen|usopen|wimbledon)-(matches|points)(?:-(doubles|mixed))?\.csv$",
                   ("year", "slam", "table", "event"))


# --- games and creative assets ------------------------------------------------------------------------------

def fd_sprites(r: random.Random) -> tuple[Kind, list[str]]:
    """freedoom/freedoom @d14dbbee3b6f: Doom sprite lumps sprites/<name><frame><rotation>[<frame><rotation>].png, by the
    Doom engine's naming the four-character sprite name (poss, sarg, bal1, ...), the frame letter (a ... z, [ ] ^),
    the rotation (0 for all angles, 1 ... 8) and, for mirrored lumps, the second frame and rotation (1,325, 300 kept);
    neighbours: sprites/README, blank/dummy/nomonst.png, flats, patches, graphics, sounds, musics, levels."""
    return _layout(N.FD_SPRITES_KIND, N.FD_SPRITES_OTHER,
                   r"^sprites/([a-z0-9]{4})([a-z\[\]\\^])(\d)(?:([a-z\[\]\\^])(\d))?\.png$",
                   ("sprite", "frame", "rotation", "mirror_frame", "mirror_rotation"))


def fd_levels(r: random.Random) -> tuple[Kind, list[str]]:
    """freedoom/freedoom @d14dbbee3b6f: Phase 1 levels levels/e<episode>m<map>.wad, the episode (1 ... 4) and the map
    (1 ... 9; 36); neighbours: Phase 2's map<NN>.wad, FreeDM's dm<NN>.wad, test_levels.wad, README, the musics
    d_e<E>m<M>.mid."""
    return _layout(N.FD_LEVELS_KIND, N.FD_LEVELS_OTHER, r"^levels/e(\d)m(\d)\.wad$", ("episode", "map"))


def fd_genmidi(r: random.Random) -> tuple[Kind, list[str]]:
    """freedoom/freedoom @d14dbbee3b6f: GENMIDI OPL instruments lumps/genmidi/instruments/instr<NNN>[-2].sbi, the General
    MIDI program number (001 ... 128) and the second voice of double-voice instruments (225); neighbours: the
    percussion instruments perc<NN>.sbi, the lump's build files, other lumps."""
    return _layout(N.FD_GENMIDI_KIND, N.FD_GENMIDI_OTHER,
                   r"^lumps/genmidi/instruments/instr(\d{3})(?:-(\d))?\.sbi$", ("program", "voice"))


def mt_sounds(r: random.Random) -> tuple[Kind, list[str]]:
    """minetest/minetest_game @d38b8e665723: mod sounds mods/<mod>/sounds/<mod>_<sound>[.<N>].ogg, the mod, the sound
    (dig_cracky, wood_footstep, door_open, ...) and the variant number Minetest picks at random among (absent on
    single sounds; 107); neighbours: player_damage.ogg, the mods' textures, models, locale and Lua files."""
    return _layout(N.MT_SOUNDS_KIND, N.MT_SOUNDS_OTHER, r"^mods/([a-z_]+)/sounds/\1_([a-z_]+?)(?:\.(\d+))?\.ogg$",
                   ("mod", "sound", "variant"))


def mt_locale(r: random.Random) -> tuple[Kind, list[str]]:
    """minetest/minetest_game @d38b8e665723: mod translations mods/<mod>/locale/<mod>.<language>.tr, the mod and the
    language (de, pt_BR, zh_TW, jbo, ...; 533, 300 kept); neighbours: each locale folder's template.txt, the mods'
    sounds, textures and Lua files."""
    return _layout(N.MT_LOCALE_KIND, N.MT_LOCALE_OTHER, r"^mods/([a-z_]+)/locale/\1\.([a-zA-Z_]+)\.tr$",
                   ("mod", "language"))


def mcd_pc(r: random.Random) -> tuple[Kind, list[str]]:
    """PrismarineJS/minecraft-data @eea5ff34cffe: Java Edition data data/pc/<version>/<data>.<format>, the game version
    (1.7 ... 1.21.11, 26.1, 15w40b, ...), the data set (blocks, items, protocol, proto, ...) and the format (json, yml;
    701, 300 kept); neighbours: data/pc/common/, data/pc/latest/, protocol.pds files, the Bedrock data, schemas, docs."""
    return _layout(N.MCD_PC_KIND, N.MCD_PC_OTHER, r"^data/pc/([^/]*\d[^/]*)/(\w+)\.(json|yml)$",
                   ("version", "data", "format"))


def mcd_bedrock(r: random.Random) -> tuple[Kind, list[str]]:
    """PrismarineJS/minecraft-data @eea5ff34cffe: Bedrock Edition data data/bedrock/<version>/<data>.<format>, the game
    version (0.14 ... 1.26.40), the data set and the format (402, 300 kept); neighbours: data/bedrock/common/ and
    latest/, the Java Edition data, schemas, docs."""
    return _layout(N.MCD_BEDROCK_KIND, N.MCD_BEDROCK_OTHER, r"^data/bedrock/([^/]*\d[^/]*)/(\w+)\.(json|yml)$",
                   ("version", "data", "format"))


def mcw_regions(r: random.Random) -> tuple[Kind, list[str]]:
    """1484-minecraft/1.15.2 @1b149320f066: a Minecraft 1.15.2 server's Anvil files <world>/<store>/r.<x>.<z>.mca, the
    dimension's folder (world, world_nether/DIM-1, world_the_end/DIM1), the store (region: chunks, poi: points of
    interest) and the region's x and z coordinates (246); neighbours: the worlds' data/, playerdata/, stats/ and
    level.dat files, logs, plugins and server configuration."""
    return _layout(N.MCW_REGIONS_KIND, N.MCW_REGIONS_OTHER,
                   r"^(world|world_nether/DIM-1|world_the_end/DIM1)/(region|poi)/r\.(-?\d+)\.(-?\d+)\.mca$",
                   ("dimension", "store", "x", "z"))


def mcw_logs(r: random.Random) -> tuple[Kind, list[str]]:
    """1484-minecraft/1.15.2 @1b149320f066: the server's rotated logs logs/<YYYY-MM-DD>-<N>.log.gz, the day and the
    log's number within it (23); neighbours: logs/latest.log, the worlds' files and server configuration."""
    return _layout(N.MCW_LOGS_KIND, N.MCW_LOGS_OTHER, r"^logs/(\d{4}-\d\d-\d\d)-(\d+)\.log\.gz$", ("date", "number"))


REVIEW19 = {
    "mqc_rnaseqc_expr": mqc_rnaseqc_expr, "mqc_biscuit_tables": mqc_biscuit_tables,
    "mqc_hicpro_logs": mqc_hicpro_logs, "mqc_hicup_reports": mqc_hicup_reports, "mqc_quast_refs": mqc_quast_refs,
    "mqc_bclconvert_runs": mqc_bclconvert_runs, "mqc_gcbias": mqc_gcbias, "mqc_bismark_reports": mqc_bismark_reports,
    "sdrf_examples": sdrf_examples, "bambi_bcl": bambi_bcl, "bambi_cbcl": bambi_cbcl, "bambi_nextseq": bambi_nextseq,
    "i2b_bcl": i2b_bcl,
    "jur_fdsys_district": jur_fdsys_district, "jur_fdsys_appeals": jur_fdsys_appeals, "jur_opinions": jur_opinions,
    "jur_scotus": jur_scotus,
    "nfl_seasons": nfl_seasons, "nfl_war": nfl_war, "tennis_slams": tennis_slams,
    "fd_sprites": fd_sprites, "fd_levels": fd_levels, "fd_genmidi": fd_genmidi,
    "mt_sounds": mt_sounds, "mt_locale": mt_locale, "mcd_pc": mcd_pc, "mcd_bedrock": mcd_bedrock,
    "mcw_regions": mcw_regions, "mcw_logs": mcw_logs,
}
