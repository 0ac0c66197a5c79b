"""A held-out review group (review15): real layouts from sources no one here had used, written down before scoring.

Like review13.py, each generator returns (kind, other) for one kind of one real, public file tree or file list: kind a
list of (path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave
alone. Every path is a path of the source itself, read with `git ls-tree -r --name-only` at the commit cited in the
generator's docstring, from a list file inside the repository (Common Crawl's warc.paths), or from the member lists
of zip archives inside the repository (apache/hudi-rs's test tables: each member path prefixed with the folder that
holds its zip, directory entries and macOS resource forks `__MACOSX/` left out), and kept in review15_names.py (a
seeded subset where the source is large: 300 files of the kind, and neighbours drawn first from the kind's own
folders, then from its top folders, then from the rest); nothing is rebuilt from a pattern. Truth values are what
the source means by its names (the BIDS specification, the tool's naming convention, the README), never what the
analyser reads.
Families (issue 15's hidden-listing half): BIDS datasets and derivatives (AOMIC-PIOP2 fMRIPrep and FreeSurfer
statistics, VEPCON Connectome Mapper and FreeSurfer 7 labels, Narratives, the Stockholm Sleepy Brain study with its
sourcedata, an MEG replay study's runs and non-BIDS derivatives, THINGS-MEG's CTF datasets), hive key=value partitions
(Apache Hudi test tables: base files, MOR log files, the v8/v9 timeline), crawl/log/dump lists (a Common Crawl
warc.paths, two crawlers' daily dumps in YYYY/MM/DD trees, a server's rotated logs and dpkg backups) and a package
tree (HaikuPorts recipes and patchsets). No analyser change was made for this group before its first score.
"""
from __future__ import annotations

import random

from ground_truth import review15_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review13


# --- BIDS: AOMIC-PIOP2 (OpenNeuroDatasets/ds002790) ---------------------------------------------------------------

def piop2_fmriprep(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds002790 @81c3294a906d (AOMIC-PIOP2, 226 subjects, four tasks): fMRIPrep's volumes
    derivatives/fmriprep/sub-<NNNN>/func/sub-<NNNN>_task-<task>_acq-seq_space-<space>[_desc-<desc>]_<suffix>.nii.gz,
    by the BIDS derivatives specification the subject label, the task (stopsignal, workingmemory, restingstate,
    emomatching), the template space (T1w, MNI152NLin2009cAsym), the description (preproc, brain, aseg, aparcaseg;
    none for the boldref) and the suffix (bold, mask, dseg, boldref; 8,960, 300 kept); neighbours: the same names'
    .json sidecars, the confounds .tsv, the fsaverage5 .func.gii surfaces, the anat/ and figures/ outputs, the raw
    sub-*/ files, MRIQC, FreeSurfer. (Corrected after the first score: the first version took the stop-signal task
    only and left the other three tasks' volumes among the neighbours.)"""
    return _layout(N.PIOP2_FMRIPREP_KIND, N.PIOP2_FMRIPREP_OTHER,
                   r"^derivatives/fmriprep/sub-(\d+)/func/sub-\d+_task-([a-z]+)_acq-seq_space-(\w+?)(?:_desc-(\w+?))?_"
                   r"(bold|mask|dseg|boldref)\.nii\.gz$", ("subject", "task", "space", "desc", "suffix"))


def piop2_fs_stats(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds002790 @81c3294a906d: FreeSurfer statistics as BIDS tables derivatives/fs_stats/sub-<NNNN>/
    sub-<NNNN>_desc-<atlas>_stats.tsv, the subject label and the parcellation (DesikanKilliany, Destrieux2009,
    FreesurferSubcortSeg, FreesurferWmParc; 904, 300 kept); neighbours: each table's .json sidecar (same folder, same
    stem), the FreeSurfer subject folders (stats/, surf/, touch/), the VBM and fMRIPrep derivatives."""
    return _layout(N.PIOP2_FS_STATS_KIND, N.PIOP2_FS_STATS_OTHER,
                   r"^derivatives/fs_stats/sub-(\d+)/sub-\d+_desc-(\w+?)_stats\.tsv$", ("subject", "atlas"))


# --- BIDS: VEPCON (OpenNeuroDatasets/ds003505) ----------------------------------------------------------------------

def cmp_connectivity(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003505 @49ead7a1ed78 (VEPCON, 20 subjects): Connectome Mapper 3's structural connectomes
    derivatives/cmp-v3.0.3/sub-<NN>/dwi/sub-<NN>_atlas-L2018_res-scale<N>_conndata-network_connectivity.<format>, the
    subject label, the Lausanne 2018 parcellation scale (1 ... 5) and the file format (tsv, mat, graphml, gpickle;
    400, 300 kept); neighbours: the other dwi outputs (model-DTI_FA, desc-preproc_dwi, the tractogram), the anat/
    parcellations sub-<NN>_space-DWI_atlas-L2018_res-scale<N>_dseg.nii.gz, xfm/, each subject's configs and log."""
    return _layout(N.CMP_CONNECTIVITY_KIND, N.CMP_CONNECTIVITY_OTHER,
                   r"^derivatives/cmp-v3\.0\.3/sub-(\w+)/dwi/sub-\w+_atlas-L2018_res-scale(\d)_conndata-network_"
                   r"connectivity\.(tsv|mat|graphml|gpickle)$", ("subject", "scale", "format"))


def fs_lausanne_annot(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003505 @49ead7a1ed78: FreeSurfer 7.1.1 annotations of the Lausanne 2018 atlas
    derivatives/freesurfer-7.1.1/sub-<NN>/label/<hemi>.lausanne2018.scale<N>.annot, the subject, the hemisphere (lh,
    rh) and the scale (1 ... 5; 200); neighbours: the same label/ folders' other annotations (lh.aparc.annot,
    lh.aparc.a2009s.annot, lh.BA_exvivo.annot ...), .label and .ctab files, the subjects' surf/, mri/, stats/."""
    return _layout(N.FS_LAUSANNE_ANNOT_KIND, N.FS_LAUSANNE_ANNOT_OTHER,
                   r"^derivatives/freesurfer-7\.1\.1/sub-(\w+)/label/([lr]h)\.lausanne2018\.scale(\d)\.annot$",
                   ("subject", "hemi", "scale"))


# --- BIDS: Narratives (ds002345), Stockholm Sleepy Brain (ds000201) -------------------------------------------------

def narratives_bold(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds002345 @8a5af4022cdd (Narratives, 345 subjects listening to spoken stories): BOLD series
    sub-<NNN>/func/sub-<NNN>_task-<story>[_run-<N>]_bold.nii.gz, the subject label, the story (pieman, milkyway,
    21styear, ...) and the run for the stories heard twice (873, 300 kept); neighbours: each series' _bold.json and
    _events.tsv, the anat/ T1w/T2w images, the per-subject scans tables, the stimuli/ audio, README, CHANGES, participants.tsv."""
    return _layout(N.NARRATIVES_BOLD_KIND, N.NARRATIVES_BOLD_OTHER,
                   r"^sub-(\d+)/func/sub-\d+_task-([a-z0-9]+)(?:_run-(\d+))?_bold\.nii\.gz$", ("subject", "task", "run"))


def sleepy_bold(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000201 @815f8df6deee (Stockholm Sleepy Brain, 86 subjects, two sessions: rested and sleep
    deprived): BOLD series sub-<NNNN>/ses-<N>/func/sub-<NNNN>_ses-<N>_task-<task>[_run-<N>]_bold.nii.gz, the subject,
    the session, the task (faces, hands, arrows, rest, sleepiness) and the run where one was repeated (820, 300 kept);
    neighbours: the _bold.json sidecars, the _events.tsv and _physio.tsv.gz files, beh/, anat/, fmap/, dwi/, sessions
    and scans tables, MRIQC reports, EMG and event-plot derivatives. (Corrected after the first score: the first
    version left the two runs with a run entity among the neighbours.)"""
    return _layout(N.SLEEPY_BOLD_KIND, N.SLEEPY_BOLD_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/func/sub-\d+_ses-\d+_task-([A-Za-z]+)(?:_run-(\d+))?_bold\.nii\.gz$",
                   ("subject", "session", "task", "run"))


def sleepy_fmap_source(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds000201 @815f8df6deee: the field maps' source images sourcedata/Fieldmap_RealImaginary/
    sub-<NNNN>/ses-<N>/fmap/sub-<NNNN>_ses-<N>[_run-<N>]_<part><echo>.nii.gz, the subject, the session, the run where
    one session has two, the complex part (real, imaginary) and the echo (1, 2; 634, 300 kept); neighbours: their
    .json sidecars, the raw fmap/ phase and magnitude images (same depth under sub-*/), the voxel displacement maps
    derived from them, the rest of the dataset. (Corrected after the first score: the first version left one
    session's eight run-numbered images among the neighbours.)"""
    return _layout(N.SLEEPY_FMAP_SOURCE_KIND, N.SLEEPY_FMAP_SOURCE_OTHER,
                   r"^sourcedata/Fieldmap_RealImaginary/sub-(\d+)/ses-(\d+)/fmap/sub-\d+_ses-\d+(?:_run-(\d+))?_"
                   r"(real|imaginary)(\d)\.nii\.gz$", ("subject", "session", "run", "part", "echo"))


# --- BIDS MEG: aversive-learning replay (ds003682), THINGS-MEG (ds004212) -------------------------------------------

def replay_meg(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003682 @f9cb61d2a000 (MEG during model-based aversive learning, 28 subjects): raw FIF runs
    sub-<NNN>/ses-<NN>/meg/sub-<NNN>_ses-<NN>_task-AversiveLearningReplay_run-<NN>_meg.fif, the subject, the session
    and the run (336, 300 kept); neighbours: each run's _meg.json, _events.tsv and _channels.tsv, the coordsystem,
    stim/ and beh/ files, the derivatives (trans .fif files, preprocessed -epo.fif.gz, classifiers)."""
    return _layout(N.REPLAY_MEG_KIND, N.REPLAY_MEG_OTHER,
                   r"^sub-(\d+)/ses-(\d+)/meg/sub-\d+_ses-\d+_task-AversiveLearningReplay_run-(\d+)_meg\.fif$",
                   ("subject", "session", "run"))


def replay_sequenceness(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003682 @f9cb61d2a000: a non-BIDS derivative derivatives/sw_sequenceness/<phase>/
    classifier_idx_<N>/sub-<NNN>_<phase>_sequenceness_idx_<N>.pkl, the task phase (planning, outcome), the classifier
    index (15, 37, 52) and the subject (170); neighbours: the state-reactivation arrays derivatives/
    state_reactivation_arrays/<phase>/classifier_idx_<N>/sub-<NNN>_<phase>_state_reactivation_idx_<N>.pkl.npy, the
    temporal-generalisation and preprocessing derivatives."""
    return _layout(N.REPLAY_SEQUENCENESS_KIND, N.REPLAY_SEQUENCENESS_OTHER,
                   r"^derivatives/sw_sequenceness/(planning|outcome)/classifier_idx_(\d+)/sub-(\d+)_\w+?_sequenceness_"
                   r"idx_\d+\.pkl$", ("phase", "classifier", "subject"))


def replay_tgm(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds003682 @f9cb61d2a000: temporal-generalisation matrices derivatives/temporal_generalisation/
    sub-<NNN>/<analysis>/<phase>/<trials>_trials/sub-<NNN>_<stimulus>_stimulus_<phase>.npy, the subject, the analysis
    (temporal_generalisation, temporal_generalisation_predicted), the phase (planning, outcome), the trial set (all,
    learning, generalisation) and the stimulus (learning, generalisation, end; 672, 300 kept); neighbours: the other
    derivatives (sequenceness .pkl, state-reactivation .pkl.npy, preprocessing, trans)."""
    return _layout(N.REPLAY_TGM_KIND, N.REPLAY_TGM_OTHER,
                   r"^derivatives/temporal_generalisation/sub-(\d+)/(temporal_generalisation(?:_predicted)?)/"
                   r"(planning|outcome)/(\w+?)_trials/sub-\d+_(\w+?)_stimulus_\w+\.npy$",
                   ("subject", "analysis", "phase", "trials", "stimulus"))


def things_meg4(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenNeuroDatasets/ds004212 @136f5297b07d (THINGS-MEG, 4 subjects x 12 sessions x 10 runs): the CTF data files
    inside each run's .ds folder sub-BIGMEG<N>/ses-<NN>/meg/sub-BIGMEG<N>_ses-<NN>_task-main_run-<NN>_meg.ds/
    <same stem>_meg.meg4, the subject label (BIGMEG1 ... BIGMEG4), the session and the run (480, 300 kept);
    neighbours: the other files of each .ds folder (.res4, .hc, .infods, .acq, .hist, MarkerFile.mrk, BadChannels),
    the head-localisation sub-datasets <stem>_hz.ds/<stem>_hz.meg4 inside them, the empty-room recordings
    sub-emptyroom/ses-<YYYYMMDD>/meg/sub-emptyroom_ses-<date>_run-<NN>.ds/... (no task), the runs' events, channels and
    eye-tracking files."""
    return _layout(N.THINGS_MEG4_KIND, N.THINGS_MEG4_OTHER,
                   r"^sub-([A-Z]+\d*)/ses-(\d+)/meg/sub-\w+_ses-\d+_task-main_run-(\d+)_meg\.ds/sub-\w+_ses-\d+_task-main_"
                   r"run-\d+_meg\.meg4$", ("subject", "session", "run"))


# --- Hive partitions and table files: Apache Hudi test tables (apache/hudi-rs) --------------------------------------

def hudi_region_base(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/hudi-rs @0910ca7dbadd, the zips crates/test/data/sample_table/{cow,mor/avro}/v9_txns_*.zip: base files
    of Hive-style partitioned tables .../sample_table/<type>/[avro/]<table>/region=<region>/<file id>-0_<write token>_
    <instant>.parquet, by Hudi's naming the table type (cow, mor), the table (v9_txns_simple_meta, ..._complex_nometa),
    the partition value (us, eu, apac), the file group id (a UUID) and the commit instant (yyyyMMddHHmmssSSS; 124);
    neighbours: each partition's .hoodie_partition_metadata and MOR log files, the tables' .hoodie/ timelines and
    metadata tables, the non-Hive-style tables' <region>/ and <date>/ base files, the other tables' files."""
    return _layout(N.HUDI_REGION_BASE_KIND, N.HUDI_REGION_BASE_OTHER,
                   r"^crates/test/data/sample_table/(cow|mor)/(?:avro/)?(v9_txns_\w+?)/region=(\w+)/([0-9a-f-]{36})-0_"
                   r"\d+-\d+-\d+_(\d{17})\.parquet$", ("type", "table", "region", "file_id", "instant"))


def hudi_city_trips(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/hudi-rs @0910ca7dbadd, the zips crates/test/data/quickstart_trips_table/{cow,mor/avro}/*.zip: base files
    of the quickstart trips tables .../<type>/[avro/]<table>/city=<city>/<file id>-0_<write token>_<instant>.<format>,
    the table type, the table (v6_trips_8i1u, v8_trips_8i3u1d, v9_trips_lance, ...), the partition value (chennai,
    san_francisco, sao_paulo), the file group id, the commit instant and the base-file format (parquet, lance; 26);
    neighbours: the partitions' log files and .hoodie_partition_metadata, the .hoodie/ timelines, properties and
    metadata tables."""
    return _layout(N.HUDI_CITY_TRIPS_KIND, N.HUDI_CITY_TRIPS_OTHER,
                   r"^crates/test/data/quickstart_trips_table/(cow|mor)/(?:avro/)?(v\d_trips_\w+?)/city=(\w+)/"
                   r"([0-9a-f-]{36})-0_\d+-\d+-\d+_(\d{17})\.(parquet|lance)$",
                   ("type", "table", "city", "file_id", "instant", "format"))


def hudi_timeline(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/hudi-rs @0910ca7dbadd, all test-table zips: the completed instants of the table-format-8/9 timeline
    <table>/.hoodie/timeline/<requested>_<completed>.<action>, the table, the instant's requested and completion times
    (yyyyMMddHHmmssSSS) and the action (commit, deltacommit, replacecommit, indexing, rollback; 242); neighbours: the
    pending instants <requested>.<action>.requested/.inflight beside them, hoodie.properties, .index_defs, the
    metadata tables' own timelines .hoodie/metadata/.hoodie/timeline/..., the version-6 tables' .hoodie/<instant>.
    <action> files."""
    return _layout(N.HUDI_TIMELINE_KIND, N.HUDI_TIMELINE_OTHER,
                   r"^crates/test/data/[\w/]+?/(v\d\w*?)/\.hoodie/timeline/(\d{17})_(\d{17})\.(\w+)$",
                   ("table", "requested", "completed", "action"))


def hudi_log_files(r: random.Random) -> tuple[Kind, list[str]]:
    """apache/hudi-rs @0910ca7dbadd, all test-table zips: merge-on-read log files <table>/[<partition>/...]/.<file id>-0_
    <base instant>.log.<version>_<write token>, the table, the file group id, the base instant and the log version (48;
    partitions region=..., city=..., byteField=.../shortField=..., dates, none); neighbours: the base .parquet files
    and .hoodie_partition_metadata beside them, the metadata tables' log files .hoodie/metadata/files/.files-0000-0_...,
    the timelines."""
    return _layout(N.HUDI_LOG_FILES_KIND, N.HUDI_LOG_FILES_OTHER,
                   r"^crates/test/data/[\w/]+?/(v\d\w*?)/(?:[\w=-]+/)*\.([0-9a-f-]{36})-0_(\d{17})\.log\.(\d+)_\d+-\d+-\d+$",
                   ("table", "file_id", "instant", "version"))


# --- a package tree: HaikuPorts --------------------------------------------------------------------------------

def haiku_recipes(r: random.Random) -> tuple[Kind, list[str]]:
    """haikuports/haikuports @785d8af80e26: build recipes <category>/<port>/<name>-<version>.recipe, by HaikuPorts'
    conventions the category (app-text, dev-libs, haiku-apps, ...), the port folder, the package name (underscores,
    never hyphens: qt6_multimedia, json_c4) and the version (3,936, 300 kept); neighbours: the ports' patches/
    (.patchset, .patch), licenses/ and additional-files/, the repository's tooling and docs."""
    return _layout(N.HAIKU_RECIPES_KIND, N.HAIKU_RECIPES_OTHER,
                   r"^([a-z0-9]+-[a-z0-9-]+)/([^/]+)/([^/-]+)-([^/-]+)\.recipe$", ("category", "port", "name", "version"))


def haiku_patchsets(r: random.Random) -> tuple[Kind, list[str]]:
    """haikuports/haikuports @785d8af80e26: patch sets <category>/<port>/patches/<name>-<version>[-<part>].patchset,
    the category, the port, the package name, the version and the source part or variant (source2, gcc2, build; 1,580,
    300 kept; three odd names such as jssc_2.8.0.patchset and osdialog.patchset give their whole stem as the name);
    neighbours: the recipes beside patches/, plain .patch files, licenses/ and additional-files/."""
    return _layout(N.HAIKU_PATCHSETS_KIND, N.HAIKU_PATCHSETS_OTHER,
                   r"^([a-z0-9]+-[a-z0-9-]+)/([^/]+)/patches/(?:([^/-]+)-([^/-]+)(?:-([^/-]+))?|([^/]+))\.patchset$",
                   ("category", "port", "name", "version", "part", "name"))


# --- crawl and dump lists: daily dumps in dated trees, a Common Crawl list, a server's rotated logs ---------------------

def hn_daily(r: random.Random) -> tuple[Kind, list[str]]:
    """tamnd/hn-daily-index @7666b7943c10 (a crawler's daily index of Hacker News front pages): data/<YYYY>/<MM>/
    <DD>.json, the year, month and day of the dump (5,772 days from 2010 on, 300 kept); neighbours: the README.md
    summaries of each month data/<YYYY>/<MM>/README.md and of each year, the crawler's source and workflow."""
    return _layout(N.HN_DAILY_KIND, N.HN_DAILY_OTHER, r"^data/(\d{4})/(\d{2})/(\d{2})\.json$", ("year", "month", "day"))


def hatebu_daily(r: random.Random) -> tuple[Kind, list[str]]:
    """yuiseki/hatebu-ai @4f6343992060 (a user's Hatena Bookmark history dumped per day): public/data/<YYYY>/<MM>/
    <DD>.json, the year, month and day (10,413, 300 kept); neighbours: the same days' derived dumps <DD>.ai.json and
    <DD>.amazon.json in the same folders, the web app's sources."""
    return _layout(N.HATEBU_DAILY_KIND, N.HATEBU_DAILY_OTHER, r"^public/data/(\d{4})/(\d{2})/(\d{2})\.json$",
                   ("year", "month", "day"))


def hatebu_ai(r: random.Random) -> tuple[Kind, list[str]]:
    """yuiseki/hatebu-ai @4f6343992060: the AI-filtered dumps public/data/<YYYY>/<MM>/<DD>.ai.json, the year, month and
    day (385, 300 kept); neighbours: the plain daily dumps <DD>.json and <DD>.amazon.json in the same folders."""
    return _layout(N.HATEBU_AI_KIND, N.HATEBU_AI_OTHER, r"^public/data/(\d{4})/(\d{2})/(\d{2})\.ai\.json$",
                   ("year", "month", "day"))


def cc_warc_2016_40(r: random.Random) -> tuple[Kind, list[str]]:
    """orichalque/malma_pig_spark @fed7a329373f, data/warc.paths (Common Crawl's list of the September 2016 crawl's
    WARC files; 30,374 lines, 300 kept): crawl-data/CC-MAIN-2016-40/segments/<segment>/warc/CC-MAIN-<14-digit start
    time>-<serial>-<crawler host>.ec2.internal.warc.gz, by Common Crawl's naming the segment (1474738659496.36, 100
    segments), the crawl job's start time, the file's serial and the crawler host (ip-10-143-35-109); neighbours: the
    repository's files (the gzipped list, a sample WARC's ETL output, the Pig and Spark scripts)."""
    return _layout(N.CC_WARC_2016_40_KIND, N.CC_WARC_2016_40_OTHER,
                   r"^crawl-data/CC-MAIN-2016-40/segments/(\d{13}\.\d+)/warc/CC-MAIN-(\d{14})-(\d{5})-(ip-[\d-]+)\.ec2\."
                   r"internal\.warc\.gz$", ("segment", "timestamp", "serial", "host"))


def link_log_rotations(r: random.Random) -> tuple[Kind, list[str]]:
    """JuliePradelli/LINK @de07e8b05f3e (a Debian web server's file system committed whole): logrotate's rotated logs
    var/log/[<service>/]<log>.<N>[.gz], the log (syslog, auth.log, access.log, mainlog, error.log, ...) and the
    rotation number (1 ... 10, gzipped from 2 on and for a few from 1; 85); neighbours: the live logs (var/log/syslog,
    var/log/nginx/access.log, ...), var/log/installer/, fsck/, the dpkg backups var/backups/*.<N>.gz, the rest of
    /etc and /var."""
    return _layout(N.LINK_LOG_ROTATIONS_KIND, N.LINK_LOG_ROTATIONS_OTHER,
                   r"^var/log/(?:[\w-]+/)?([\w.-]+?)\.(\d+)(?:\.gz)?$", ("log", "rotation"))


def link_backups(r: random.Random) -> tuple[Kind, list[str]]:
    """JuliePradelli/LINK @de07e8b05f3e: Debian's daily backups of package state var/backups/<file>.<N>[.gz], the
    backed-up file (dpkg.status, dpkg.diversions, apt.extended_states, alternatives.tar, ...) and the generation (0
    newest, 1 ... 6 gzipped; 30); neighbours: the password-file copies var/backups/*.bak, the rotated logs
    var/log/*.<N>.gz, the rest of /var and /etc."""
    return _layout(N.LINK_BACKUPS_KIND, N.LINK_BACKUPS_OTHER, r"^var/backups/([\w.-]+?)\.(\d+)(?:\.gz)?$",
                   ("file", "generation"))


REVIEW15 = {
    "piop2_fmriprep": piop2_fmriprep, "piop2_fs_stats": piop2_fs_stats,
    "cmp_connectivity": cmp_connectivity, "fs_lausanne_annot": fs_lausanne_annot,
    "narratives_bold": narratives_bold, "sleepy_bold": sleepy_bold, "sleepy_fmap_source": sleepy_fmap_source,
    "replay_meg": replay_meg, "replay_sequenceness": replay_sequenceness, "replay_tgm": replay_tgm,
    "things_meg4": things_meg4,
    "hudi_region_base": hudi_region_base, "hudi_city_trips": hudi_city_trips, "hudi_timeline": hudi_timeline,
    "hudi_log_files": hudi_log_files,
    "haiku_recipes": haiku_recipes, "haiku_patchsets": haiku_patchsets,
    "hn_daily": hn_daily, "hatebu_daily": hatebu_daily, "hatebu_ai": hatebu_ai,
    "cc_warc_2016_40": cc_warc_2016_40, "link_log_rotations": link_log_rotations, "link_backups": link_backups,
}
