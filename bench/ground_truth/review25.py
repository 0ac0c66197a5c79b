"""A held-out review group (review25): real layouts from sources no one here had used, written down before scoring.

Like review20.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a list of
(path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave alone.
Every path is a path of the source itself, read with `git ls-tree -r --name-only` at the commit cited in the
generator's docstring and kept in review25_names.py (a seeded subset where the source is large: 300 files of the
kind, and up to 200 neighbours drawn first from the kind's own folders, then from their parent and sibling folders,
then from its top folders, then from the rest; files of the same kind in another spelling or at another depth, which
a fair rule might also match, are left out of both, and no neighbour has a kind file's shape once digit runs are
masked); nothing is rebuilt from a pattern.
Truth values are what the source means by its names (its README, the record or file-naming standard, the tool's
convention: MassBank's accessions, DSSAT's file names, ARM's data-file names, CMIP's data reference syntax, the
Quantum ESPRESSO and Psi4 test suites, Nextclade's dataset releases, Open Force Field's releases), never what the
analyser reads.
Families: natural and earth sciences other than neuroscience (mass-spectral records, phylogenetic studies, reservoir
geology test data, crop-model parameter files, catchment hydrology forcings, ocean and sea-ice model configurations
and radiation tables, virus reference datasets, quantum-chemistry and electronic-structure regression outputs,
atmospheric measurement files, climate-model outputs, molecular force fields). No analyser change was made for this
group before its first score.
"""
from __future__ import annotations

import random

from ground_truth import review25_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review23

TAG = r"(\d{4}-\d{2}-\d{2}--\d{2}-\d{2}-\d{2}Z)"


# --- Mass spectrometry (metabolomics) ---------------------------------------------------------------------------

def mb_records(r: random.Random) -> tuple[Kind, list[str]]:
    """MassBank/MassBank-data @13484d415d98: mass-spectral records <contributor>/MSBNK-<contributor>-<prefix><number>
    .txt, by MassBank's record format (ACCESSION: MSBNK-<database>-<id>) and List_of_Contributors_Prefixes_and_
    Projects.md the contributor's database (the folder, repeated in the accession: Athens_Univ, RIKEN_ReSpect, BAFG),
    its ID prefix (two or three capitals, one or two per contributor: AU, PS, CSL) and the record number (4 to 11
    digits; 118,495 records, 300 kept); records in another spelling (Agilent's MSBNK-AGILENT-AG..., Antwerp's
    METOX_..., UFZ's WANA...PH hashes) are left out of both; neighbours: the validation scripts, README, VERSION."""
    return _layout(N.MB_RECORDS_KIND, N.MB_RECORDS_OTHER,
                   r"^([A-Za-z0-9_]+)/MSBNK-\1-([A-Z]+)(\d+)\.txt$",
                   ('contributor', 'prefix', 'number'))


def mb_eawag(r: random.Random) -> tuple[Kind, list[str]]:
    """MassBank/MassBank-data @13484d415d98: one contributor's records Eawag/MSBNK-Eawag-<prefix><number>.txt, the
    prefix (EA, EQ: two series of Eawag's records) and the number (6 or 8 digits; 16,424, 300 kept); neighbours: other
    contributors' records (Eawag_Additional_Specs' ET..., LCSB, RIKEN, ...) and the repository's scripts."""
    return _layout(N.MB_EAWAG_KIND, N.MB_EAWAG_OTHER,
                   r"^Eawag/MSBNK-Eawag-(EA|EQ)(\d+)\.txt$",
                   ('prefix', 'number'))


# --- Phylogenetics -----------------------------------------------------------------------------------------------

def ph_studies(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenTreeOfLife/phylesystem-1 @d59faffb5a2d: Open Tree of Life's NexSON studies
    study/<namespace>_<shard>/<namespace>_<number>/<namespace>_<number>.json, the namespace (ot: curated in Open
    Tree, pg: imported from phylografter), the shard (the study number's last two digits) and the study number
    (5,625, 300 kept); the eight one-digit studies, sharded as ot__<digit>, are left out of both; neighbours: the
    README and next_study_id.json."""
    return _layout(N.PH_STUDIES_KIND, N.PH_STUDIES_OTHER,
                   r"^study/(ot|pg)_(\d\d)/\1_(\d*\2)/\1_\3\.json$",
                   ('namespace', 'shard', 'number'))


# --- Reservoir geology -------------------------------------------------------------------------------------------

def xt_wells(r: random.Random) -> tuple[Kind, list[str]]:
    """equinor/xtgeo-testdata @c96e6f7d87a1: well data wells/<field>/<set>/<well>.<format>, the field model
    (battle, drogon, reek), the numbered set, the well's name (WELL08, 55_33-A-1, OP_1_RKB, valysar_a5_edited) and
    the format (rmswell: RMS well, w: RMS ascii well, bw: blocked well; 72); the stacked wells in wells/etc/ are left
    out of both; neighbours: the README beside the blocked wells, the surfaces, grids, points and polygons."""
    return _layout(N.XT_WELLS_KIND, N.XT_WELLS_OTHER,
                   r"^wells/([a-z]+)/(\d)/([^/]+)\.(rmswell|w|bw)$",
                   ('field', 'set', 'well', 'format'))


def xt_surfaces(r: random.Random) -> tuple[Kind, list[str]]:
    """equinor/xtgeo-testdata @c96e6f7d87a1: Irap binary surfaces surfaces/<field>/<set>/[<NN>_]<surface>.gri, the
    field model (drogon, reek), the numbered set, the stratigraphic order on the ordered sets only (01_topvolantis ...
    04_basevolantis) and the surface's name (topreek_rota, reek_stooip_map; 18); neighbours: the same surfaces in
    other formats (.fgr, .zmap), READMEs, the wells, polygons and grids; the loose test surfaces in surfaces/etc/
    (some_top.gri, zmap_example2.gri) are left out of both."""
    return _layout(N.XT_SURFACES_KIND, N.XT_SURFACES_OTHER,
                   r"^surfaces/([a-z]+)/(\d)/(?:(\d\d)_)?([a-z0-9_]+)\.gri$",
                   ('field', 'set', 'order', 'surface'))


# --- Crop models (agriculture) ------------------------------------------------------------------------------------

def ds_genotype(r: random.Random) -> tuple[Kind, list[str]]:
    """DSSAT/dssat-csm-os @09b9d2e632a1: genotype files Data/Genotype/<crop><model><version>.<type>, by DSSAT's file
    names the two-character crop code (MZ maize, WH wheat, G0 generic, ...), the three-letter crop model (CER, GRO,
    FRM, APS, ...), the model version (048) and the file type (CUL cultivar, ECO ecotype, SPE species; 163);
    neighbours: the pest files, batch files, code tables, standard data and the model's sources."""
    return _layout(N.DS_GENOTYPE_KIND, N.DS_GENOTYPE_OTHER,
                   r"^Data/Genotype/([A-Z][A-Z0-9])([A-Z]{3})(\d{3})\.(CUL|ECO|SPE)$",
                   ('crop', 'model', 'version', 'type'))


def ds_pest(r: random.Random) -> tuple[Kind, list[str]]:
    """DSSAT/dssat-csm-os @09b9d2e632a1: pest coefficient files Data/Pest/<crop><model><version>.PST, crop code,
    crop model and version as ds_genotype (27); neighbours: the genotype and batch files, code tables, sources."""
    return _layout(N.DS_PEST_KIND, N.DS_PEST_OTHER,
                   r"^Data/Pest/([A-Z][A-Z0-9])([A-Z]{3})(\d{3})\.PST$",
                   ('crop', 'model', 'version'))


def ds_batch(r: random.Random) -> tuple[Kind, list[str]]:
    """DSSAT/dssat-csm-os @09b9d2e632a1: batch files Data/BatchFiles/<crop>.v<version>, the crop (Maize, BellPepper,
    PearlMillet; or a model family: CROPGRO, All) and the DSSAT version (48; 45); neighbours: All.L48, the profile and
    control files, the genotype and pest files."""
    return _layout(N.DS_BATCH_KIND, N.DS_BATCH_OTHER,
                   r"^Data/BatchFiles/([A-Za-z]+)\.v(\d\d)$",
                   ('crop', 'version'))


# --- Hydrology -----------------------------------------------------------------------------------------------------

def nh_forcing(r: random.Random) -> tuple[Kind, list[str]]:
    """neuralhydrology/neuralhydrology @76d08502a8bb: CAMELS-US basin-mean forcings
    test/test_data/camels_us/basin_mean_forcing/<product>/<gauge>_lump_<source>_forcing_leap.txt, by the CAMELS
    release the forcing product (daymet, maurer, maurer_extended, nldas), the USGS gauge (8 digits) and the product's
    name inside the file (cida for Daymet, maurer, nldas; 16); neighbours: the streamflow files, catchment
    attributes, the hourly NetCDF, test configs and the library's sources."""
    return _layout(N.NH_FORCING_KIND, N.NH_FORCING_OTHER,
                   r"^test/test_data/camels_us/basin_mean_forcing/([a-z_]+)/(\d{8})_lump_([a-z]+)_forcing_leap\.txt$",
                   ('product', 'gauge', 'source'))


# --- Ocean and sea-ice models ----------------------------------------------------------------------------------------

def mom_param_docs(r: random.Random) -> tuple[Kind, list[str]]:
    """NOAA-GFDL/MOM6-examples @642364e56d66: parameter documentation <configuration>/<experiment>/<model>_parameter_
    doc.<level>, the configuration (ocean_only, ice_ocean_SIS2, coupled_AM2_LM3_SIS, ...), the experiment
    (double_gyre, Baltic_OM4_025, ...), the model documented (MOM: ocean, SIS: sea ice, SIS_fast: SIS2's fast-ice
    step, CIOD: the ice-ocean driver; each file opens "This file was written by the model") and the level (all,
    short, layout, debugging; 225: the 12 SIS_fast and CIOD docs, first left out, were added after the first run);
    documents a folder deeper (ocean_only/global_ALE/layer/...) are left out of both;
    neighbours: MOM_input, MOM_override, input.nml, diag_table, the INPUT files."""
    return _layout(N.MOM_PARAM_DOCS_KIND, N.MOM_PARAM_DOCS_OTHER,
                   r"^([^/]+)/([^/]+)/(MOM|SIS|SIS_fast|CIOD)_parameter_doc\.(all|short|layout|debugging)$",
                   ('configuration', 'experiment', 'model', 'level'))


def mom_inputs(r: random.Random) -> tuple[Kind, list[str]]:
    """NOAA-GFDL/MOM6-examples @642364e56d66: run-time parameters <configuration>/<experiment>/MOM_input, the
    configuration and the experiment (41); MOM_input files a folder deeper are left out of both; neighbours: each
    experiment's MOM_override, parameter docs, input.nml, diag_table, INPUT files."""
    return _layout(N.MOM_INPUTS_KIND, N.MOM_INPUTS_OTHER,
                   r"^([^/]+)/([^/]+)/MOM_input$",
                   ('configuration', 'experiment'))


def mom_radiation(r: random.Random) -> tuple[Kind, list[str]]:
    """NOAA-GFDL/MOM6-examples @642364e56d66: the AM2 atmosphere's gas transmission tables
    <configuration>/<experiment>/INPUT/cns<gas>_<concentration>_<band>.nc, the coupled configuration
    (coupled_AM2_LM3_SIS, coupled_AM2_LM3_SIS2), the experiment (AM2_MOM6i_1deg, CM2G63L, Concurrent_ice_1deg, ...),
    the gas (co2, ch4, n2o), its concentration (165, 1320, 0, ...) and the spectral band (490850: 490-850 cm-1,
    10701200, 43um: the 4.3 micron band; 522, 300 kept); neighbours: the other INPUT files (grids, aerosol and ozone
    climatologies, restart files) and the experiments' parameter files."""
    return _layout(N.MOM_RADIATION_KIND, N.MOM_RADIATION_OTHER,
                   r"^(coupled_AM2_LM3_SIS2?)/([^/]+)/INPUT/cns(co2|ch4|n2o)_(\d+)_(\d+|\d+um)\.nc$",
                   ('configuration', 'experiment', 'gas', 'concentration', 'band'))


# --- Virus reference datasets ----------------------------------------------------------------------------------------

def nc_flu_trees(r: random.Random) -> tuple[Kind, list[str]]:
    """nextstrain/nextclade_data @6d13d58336ec: released influenza dataset trees
    data_output/nextstrain/flu/<lineage>/<segment>/[<reference>/]<tag>/tree.json, the lineage or subtype (b, h1n1pdm,
    h3n2, vic, yam, ...), the genome segment (ha, na, mp, pb1, ...), the reference accession where a segment has more
    than one (GenBank's CY121680, MW626062; GISAID's EPI1857216) and the release tag (2024-01-16--20-31-02Z; 149: the
    25 under h3n2's EPI references, first left out, were added after the first run); unreleased trees are left out of
    both; neighbours: each release's pathogen.json, README, CHANGELOG, sequences, annotation and dataset.zip."""
    return _layout(N.NC_FLU_TREES_KIND, N.NC_FLU_TREES_OTHER,
                   r"^data_output/nextstrain/flu/([a-z0-9]+)/([a-z0-9]+)/(?:([A-Z]{1,3}\d+)/)?" + TAG + r"/tree\.json$",
                   ('lineage', 'segment', 'reference', 'tag'))


def nc_sc2_datasets(r: random.Random) -> tuple[Kind, list[str]]:
    """nextstrain/nextclade_data @6d13d58336ec: released SARS-CoV-2 dataset archives
    data_output/nextstrain/sars-cov-2/<reference>/[<annotation>/]<tag>/dataset.zip, the reference (wuhan-hu-1, BA.2,
    BA.2.86, XBB), the annotation (orfs, proteins; under wuhan-hu-1 only) and the release tag (101); unreleased
    archives are left out of both; neighbours: each release's tree, sequences, pathogen.json and docs."""
    return _layout(N.NC_SC2_DATASETS_KIND, N.NC_SC2_DATASETS_OTHER,
                   r"^data_output/nextstrain/sars-cov-2/([^/]+)/(?:(orfs|proteins)/)?" + TAG + r"/dataset\.zip$",
                   ('reference', 'annotation', 'tag'))


def nc_flu_refs(r: random.Random) -> tuple[Kind, list[str]]:
    """nextstrain/nextclade_data @6d13d58336ec: influenza dataset sources
    data/nextstrain/flu/<lineage>/<segment>/[<reference>/]reference.fasta, lineage, segment and the reference
    accession where a segment has several (KX058884, CY073894, EPI1857215; 51: the two under EPI references, first
    left out, were added after the first run); neighbours: each dataset's tree, sequences,
    annotation, pathogen.json, README and CHANGELOG."""
    return _layout(N.NC_FLU_REFS_KIND, N.NC_FLU_REFS_OTHER,
                   r"^data/nextstrain/flu/([a-z0-9]+)/([a-z0-9]+)/(?:([A-Z]{1,3}\d+)/)?reference\.fasta$",
                   ('lineage', 'segment', 'reference'))


# --- Quantum chemistry regression files ------------------------------------------------------------------------------

def cc_gaussian(r: random.Random) -> tuple[Kind, list[str]]:
    """cclib/cclib @21daa960123d: Gaussian outputs data/Gaussian/basicGaussian<version>/<job>.<log|out>, the
    Gaussian release (09, 16), the job (molecule and calculation: dvb_gopt, water_mp2, Trp_polar_G16C01) and the
    output's extension (log or out, both outputs; 60); neighbours: the inputs (.com, .gjf, .in), the CDA logs, the
    other programs' files."""
    return _layout(N.CC_GAUSSIAN_KIND, N.CC_GAUSSIAN_OTHER,
                   r"^data/Gaussian/basicGaussian(\d\d)/([^/]+)\.(log|out)$",
                   ('version', 'job', 'extension'))


def cc_orca(r: random.Random) -> tuple[Kind, list[str]]:
    """cclib/cclib @21daa960123d: ORCA outputs data/ORCA/basicORCA<version>/<job>.<out|log>, the ORCA release (5.0,
    6.0, 6.1), the job and the output's extension (54); neighbours: the .inp inputs and the other programs' files."""
    return _layout(N.CC_ORCA_KIND, N.CC_ORCA_OTHER,
                   r"^data/ORCA/basicORCA(\d\.\d)/([^/]+)\.(out|log)$",
                   ('version', 'job', 'extension'))


def cc_qchem(r: random.Random) -> tuple[Kind, list[str]]:
    """cclib/cclib @21daa960123d: Q-Chem outputs data/QChem/basicQChem<version>/<job>.out, the release (5.1, 5.4,
    6.0) and the job (water_ccsd(t), water_hf_solvent_sm12_cm5; 55); neighbours: the .in inputs, .fchk checkpoints,
    the other programs' files."""
    return _layout(N.CC_QCHEM_KIND, N.CC_QCHEM_OTHER,
                   r"^data/QChem/basicQChem(\d\.\d)/([^/]+)\.out$",
                   ('version', 'job'))


def cc_molpro(r: random.Random) -> tuple[Kind, list[str]]:
    """cclib/cclib @21daa960123d: Molpro outputs data/Molpro/basicMolpro<version>/<job>.out, the release (2006,
    2012, 2018) and the job (39); neighbours: the .com and .in inputs, .log and .xml files, other programs'."""
    return _layout(N.CC_MOLPRO_KIND, N.CC_MOLPRO_OTHER,
                   r"^data/Molpro/basicMolpro(\d{4})/([^/]+)\.out$",
                   ('version', 'job'))


# --- Atmospheric measurements ----------------------------------------------------------------------------------------

def arm_files(r: random.Random) -> tuple[Kind, list[str]]:
    """ARM-DOE/arm-test-data @579835e49b1f: ARM data files data/<site><instrument><facility>.<level>.<date>.<time>
    [.custom].<format>, by ARM's file-naming convention the site (sgp: Southern Great Plains, nsa: North Slope of
    Alaska, ena: Eastern North Atlantic, twp, bnf, guc, hou, mar), the instrument class (met, 30ebbr, mfrsr7nch,
    sondewnpn, visstgridm11minnis, ...), the facility (C1, E13, M1, S3, X1), the data level (a1, b1, c1), the start
    date and time, a custom-product marker on some, and the format (cdf, nc, csv, mpg; 98); names without a facility
    (twpvisstgridirtemp.c1..., bnfcsapr2radclss.c2...) and raw level-00 files are left out of both; neighbours: the
    yaml metadata, files outside the convention (NEON, AmeriFlux, NOAA GML, sodar), the package's scripts."""
    return _layout(N.ARM_FILES_KIND, N.ARM_FILES_OTHER,
                   r"^data/([a-z]{3})([a-z0-9]+?)([A-Z]\d+)\.([a-z0-9]\d)\.(\d{8})\.(\d{6})(?:\.(custom))?"
                   r"\.(cdf|nc|csv|mpg)$",
                   ('site', 'instrument', 'facility', 'level', 'date', 'time', 'qualifier', 'format'))


def arm_met(r: random.Random) -> tuple[Kind, list[str]]:
    """ARM-DOE/arm-test-data @579835e49b1f: surface meteorology files data/sgpmet<facility>.b1.<date>.<time>.cdf
    of the Southern Great Plains stations, the extended facility (E13, E9, ...), the date and the start time (20);
    neighbours: the site's other instruments, the met csv and yaml files, other sites' met files."""
    return _layout(N.ARM_MET_KIND, N.ARM_MET_OTHER,
                   r"^data/sgpmet(E\d+)\.b1\.(\d{8})\.(\d{6})\.cdf$",
                   ('facility', 'date', 'time'))


# --- Climate-model outputs -------------------------------------------------------------------------------------------

def xc_cmip(r: random.Random) -> tuple[Kind, list[str]]:
    """Ouranosinc/xclim-testdata @e9097a8d5167: CMIP files data/<project>/<variable>_<table>_<model>_<experiment>_
    <member>[_<grid>]_<period>.nc, by CMIP's data reference syntax the project (cmip5, cmip6), variable (tas, o3,
    prsn, snw, sic), table (Amon, day, SImon), model (HadGEM2-ES, CanESM5, CCCma-CanESM5, GFDL-ESM4), experiment
    (rcp85, historical, ssp245), ensemble member (r1i1p1, r13i1p2f1), grid label (gn, gr1; CMIP6, absent on one) and
    period (YYYYMM-YYYYMM, YYYYMMDD-YYYYMMDD, YYYY; 18); neighbours: the other test data (ERA5, NRCan, ensembles,
    bias-adjustment inputs), the registry and scripts."""
    return _layout(N.XC_CMIP_KIND, N.XC_CMIP_OTHER,
                   r"^data/(cmip5|cmip6)/([a-z0-9]+)_([A-Za-z]+)_([A-Za-z0-9-]+)_([a-z0-9]+)_(r\d+i\d+p\d+(?:f\d+)?)"
                   r"(?:_(g[a-z0-9]+))?_(\d+(?:-\d+)?)\.nc$",
                   ('project', 'variable', 'table', 'model', 'experiment', 'member', 'grid', 'period'))


# --- Electronic-structure test suites --------------------------------------------------------------------------------

def qe_benchmarks(r: random.Random) -> tuple[Kind, list[str]]:
    """QEF/q-e @ddbec46536cc: Quantum ESPRESSO's reference outputs test-suite/<program>_<test>/benchmark.out.git.inp=
    <input>[.args=<n>], by the test-suite's README and jobconfig the program (pw, ph, cp, epw, hp, kcw, tddfpt, ...),
    the test family (scf, lda+U, mob_ibte, ...), the input file run (scf-1.in, epw1.in, ph.in.1) and the args index
    naming which executable of the family ran it (absent on plain pw runs; 631, 300 kept); the seven oscdft benchmarks
    naming a second input, pw_pawatom's paw-atom_l=2.in and noexe's three are left out of both; neighbours: the
    inputs and the other files of the test folders."""
    return _layout(N.QE_BENCHMARKS_KIND, N.QE_BENCHMARKS_OTHER,
                   r"^test-suite/([A-Za-z]+)_([^/]+)/benchmark\.out\.git\.inp=([^/=]+?)(?:\.args=(\d+))?$",
                   ('program', 'test', 'input', 'args'))


def qe_inputs(r: random.Random) -> tuple[Kind, list[str]]:
    """QEF/q-e @ddbec46536cc: the test-suite's inputs test-suite/<program>_<test>/<input>.in, program, test family
    and input name (scf-1, epw1, lattice-ibrav5-kauto, lda+U_force, QEHeat's all_currents; 647, 315 kept: a seeded
    300 and a seeded 15 of the 31 named with '+' or in QEHeat_ folders, first left out, added after the first run);
    inputs a folder deeper or outside a <program>_<test> folder (noexe/) are left out of both; neighbours: the benchmarks, .win and .xml files beside them."""
    return _layout(N.QE_INPUTS_KIND, N.QE_INPUTS_OTHER,
                   r"^test-suite/([A-Za-z]+)_([^/]+)/([A-Za-z0-9_.+-]+)\.in$",
                   ('program', 'test', 'input'))


def psi_refs(r: random.Random) -> tuple[Kind, list[str]]:
    """psi4/psi4 @886caaabe23d: Psi4's reference outputs tests/<test>/output.ref, the test's name (scf1, cc13a,
    dfmp2-freq1, casscf-sp, linK-1, ...; 495, 303 kept: a seeded 300 and the three linK tests, named with a capital,
    first left out, added after the first run); reference outputs of the add-on tests a folder deeper are left out
    of both; neighbours: each test's input.dat, CMakeLists.txt and test_input.py."""
    return _layout(N.PSI_REFS_KIND, N.PSI_REFS_OTHER,
                   r"^tests/([A-Za-z0-9][A-Za-z0-9_+-]*)/output\.ref$",
                   ('test',))


def psi_addon_inputs(r: random.Random) -> tuple[Kind, list[str]]:
    """psi4/psi4 @886caaabe23d: inputs of the add-on tests tests/<addon>/<test>/input.dat, the add-on program
    (cfour, brianqc, mrcc, pcmsolver, dftd3, ...) and the test's name (138); the core tests' inputs a folder
    shallower are left out of both; neighbours: the add-on tests' output.ref, CMakeLists.txt, test_input.py."""
    return _layout(N.PSI_ADDON_INPUTS_KIND, N.PSI_ADDON_INPUTS_OTHER,
                   r"^tests/([a-z0-9_-]+)/([a-z0-9][a-z0-9_+-]*)/input\.dat$",
                   ('addon', 'test'))


# --- Molecular force fields ----------------------------------------------------------------------------------------

def of_forcefields(r: random.Random) -> tuple[Kind, list[str]]:
    """openforcefield/openff-forcefields @46c1741fee95: released force fields openforcefields/offxml/<force field>-
    <version>.offxml, the force field (openff, openff_unconstrained, openff_no_water, tip3p_fb, opc3, spce, ...) and
    its semantic version with the pre-release tag where there is one (1.0.0-RC1, 2.0.0-rc.1, 1.3.1-alpha.1,
    3.0.0-alpha0; 65); neighbours: the unversioned water-model aliases (tip3p.offxml, opc.offxml), the README, the
    ion parameter tables, the scripts that write the water models, tests."""
    return _layout(N.OF_FORCEFIELDS_KIND, N.OF_FORCEFIELDS_OTHER,
                   r"^openforcefields/offxml/([a-z0-9_]+)-(\d+\.\d+\.\d+(?:-[A-Za-z]+\.?\d+)?)\.offxml$",
                   ('forcefield', 'version'))


def of_openff(r: random.Random) -> tuple[Kind, list[str]]:
    """openforcefield/openff-forcefields @46c1741fee95: the small-molecule force fields (Parsley, Sage)
    openforcefields/offxml/openff[_<variant>]-<major.minor.patch>[-<pre-release>].offxml, by the README the variant
    (unconstrained: no bond constraints to hydrogen, for geometry optimisation; no_water; no_water_unconstrained;
    absent on the constrained release), the version and the pre-release tag (RC1, rc.1, rc1, alpha.1, alpha0; 50);
    neighbours: the water and ion models beside them, the README, scripts and tests."""
    return _layout(N.OF_OPENFF_KIND, N.OF_OPENFF_OTHER,
                   r"^openforcefields/offxml/openff(?:_([a-z_]+))?-(\d+\.\d+\.\d+)(?:-([A-Za-z]+\.?\d+))?\.offxml$",
                   ('variant', 'version', 'prerelease'))


REVIEW25 = {
    "mb_records": mb_records, "mb_eawag": mb_eawag, "ph_studies": ph_studies, "xt_wells": xt_wells,
    "xt_surfaces": xt_surfaces, "ds_genotype": ds_genotype, "ds_pest": ds_pest, "ds_batch": ds_batch,
    "nh_forcing": nh_forcing, "mom_param_docs": mom_param_docs, "mom_inputs": mom_inputs,
    "mom_radiation": mom_radiation, "nc_flu_trees": nc_flu_trees, "nc_sc2_datasets": nc_sc2_datasets,
    "nc_flu_refs": nc_flu_refs, "cc_gaussian": cc_gaussian, "cc_orca": cc_orca, "cc_qchem": cc_qchem,
    "cc_molpro": cc_molpro, "arm_files": arm_files, "arm_met": arm_met, "xc_cmip": xc_cmip,
    "qe_benchmarks": qe_benchmarks, "qe_inputs": qe_inputs, "psi_refs": psi_refs,
    "psi_addon_inputs": psi_addon_inputs, "of_forcefields": of_forcefields, "of_openff": of_openff,
}
