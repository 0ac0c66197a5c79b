"""Tokenising path segments and recognising what a value is.

A segment is cut into *chunks* at the separators `_ - . = + space` (and, inside
a chunk, at digit/letter boundaries when a common prefix is split off).
Dates with separators and UUIDs are kept whole, so `2024-01-15` is one chunk
and not three numbers. Everything here is pure and allocation-light: it runs
once per *distinct* value, not per sample.
"""
from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from typing import Any, Callable

from pathfinder.analysis.number_names import PACKAGE_WORDS, PLATFORM_CODES
from pathfinder.engine.coercions import MISSING, date_parser, to_date, to_uuid

# a folder named like a BIDS file (`sub-01_ses-1_task-rest_meg.ds`: a CTF recording is a folder)
ENTITY_FOLDER_RX = re.compile(r"^[a-z]+-[^_/]+_[a-z]+-[^_/]+_")
SEPARATORS = "-_.= "


def rejoin(path: str, segs: list[str]) -> str:
    """`segs` joined as a path, absolute when `path` is (`/a/b/x.md`, `['a', 'x.md']` -> `/a/x.md`).

    Why: stages that analyse the samples with a level, shard or bundle taken out rewrite paths the same way."""
    return ("/" if path.startswith("/") else "") + "/".join(segs)


def any_case(word: str) -> str:
    """A word in any letter case, without a case-insensitive flag (which RE2 and Java read apart)."""
    return "".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() and c.isascii() else re.escape(c) for c in word)


# a pre-release tag after a version (`1.2.3-rc1`, `2.0.0-beta.2`, `3.1.0-SNAPSHOT`); only the
# usual words, so `1.26.4-cp311` stays a version and a tag
PRE_RELEASE_TAG = r"-(?:" + "|".join(
    any_case(w) for w in "alpha beta rc pre preview dev snapshot nightly m".split()) + r")(?:[.-]?\d+(?:[.-]\d+)*)?"
# one way to read the digits ((?:[.-]?\d+)* took 3.6 s on 'rc' + 24 digits): no backtracking blow-up
PRE_RELEASE = f"(?:{PRE_RELEASE_TAG})?"
# PEP 440 glues its tags to the numbers (`2.0.0rc1`, `3.13.0a2`, `1.4.dev0`, `1.2.post1`)
GLUED_RELEASE_TAG = r"(?:a|b|rc)\d+(?:\.(?:post|dev)\d+)?|\.(?:post|dev)\d+"
#: what a version field's pattern allows after its numbers, seen or not: a tag after `-`, or glued (PEP 440)
VERSION_TAG = f"(?:{PRE_RELEASE_TAG}|{GLUED_RELEASE_TAG})?"

#: The English month names, in order.
MONTH_NAMES = "january february march april may june july august september october november december".split()
#: An English month name, short or full, in any case (`Jul`, `July`, `SEPT`) and nothing longer:
#: `[a-z]*` after the three letters read `Maybe`, `Marketing` and `Decoys` as months.
MONTH_NAME_RX = "(?:" + "|".join(
    any_case(m[:3]) + ("(?:" + "|".join(any_case(s) for s in ([m[3:], "t"] if m == "september" else [m[3:]]))
                       + ")?" if len(m) > 3 else "")
    for m in MONTH_NAMES) + ")"
#: time units by size, larger first, as people write them (`durations` reads values written in them)
TIME_UNIT_WORDS = ("y yr yrs year years", "w wk wks week weeks", "d day days", "h hr hrs hour hours",
                   "m min mins minute minutes", "s sec secs second seconds", "ms msec")
#: other units a measure is written in (lengths, magnifications, masses, volumes, sizes, frequencies)
MEASURE_UNITS = frozenset("mm cm um nm km x mg ug ng kg ml ul nl kb mb gb hz khz mhz ghz kv mv deg".split())
_UNIT_WORDS = sorted({w for ws in TIME_UNIT_WORDS for w in ws.split()} | MEASURE_UNITS, key=lambda u: (-len(u), u))
# A decimal glued to its unit (`25.5h`, `0.5mm`, `12.5x`) is one chunk, not a number, a dot and `5h`.
# Why: beside `24h` its name has one more chunk, and the times no longer aligned (a measure takes fractions).
DECIMAL_WITH_UNIT = r"(?<![0-9A-Za-z.])\d+\.\d+(?i:" + "|".join(_UNIT_WORDS) + r")(?![0-9A-Za-z.])"
# A number in scientific notation (`1e-3`, `2.5e-4`, `1E+06`) is one chunk, not a number, `e` and an exponent.
# Why: a learning rate or a concentration `1e-3` beside `5e-4` is one value, its sign no field separator.
SCIENTIFIC = r"(?<![0-9A-Za-z.])\d+(?:\.\d+)?[eE][-+]\d{1,3}(?![0-9A-Za-z.])"
SCIENTIFIC_RX = re.compile("^" + SCIENTIFIC + "$")
# A number with its sign (`TS_01_007_-12.0`, `tilt_+3.5`, `offset -40`, `dx=-2`): a `-` or `+` that follows a
# separator (`_`, ` `, `=`), right before a digit, is the number's sign, not a separator; it stays with the
# number (the chunk after it runs to the next separator: `-12`, then `.`, `0`; `-5mm`; `-0.5mm`; `-1e-3`).
# Why: cut at the sign, `-12.0` beside `12.0` had one more chunk than its siblings and the angle was read as
# free text and two numbers; a range (`0001-0010`), a date (`2019-03-02`) or `utf-8` puts `-` after a digit
# or a letter, never after a separator, and keeps its reading; so does a text that starts with `-` (the rest
# of a name cut after its word, `-1.2.3` of `foo-1.2.3`). A `.` after a word or number sets off a signed number too
# (Minecraft's region files `r.-1.0.mca`, `chunk.-4.7.dat`: signed coordinates), never a `..` run.
SIGNED = r"(?:(?<=[_ =])|(?<=[^\W_]\.))[-+](?:" + DECIMAL_WITH_UNIT + "|" + SCIENTIFIC + r"|[0-9][^-_.=+ ]*)"
SEMVER_RX = re.compile(r"^(v?)(\d{1,5}\.\d{1,5}\.\d{1,5}" + PRE_RELEASE + ")$")

# an astronomical source named by its position (IAU style `J2032+4127`, `PSRJ1823-3021A`, `FGESJ1652.2-4633`)
DESIGNATION = r"[JB][0-2]\d[0-5]\d(?:\.\d{1,2})?[+-][0-8]\d(?:[0-5]\d)?(?:\.\d{1,2})?[A-Za-z]?"
# A UUID glued to a short code before it (MetaXpress' `…_w1BEDC2073-A983-…`: wavelength 1, then the image's GUID)
# is the code, then the UUID: the 8-4-4-4-12 run has a fixed width, so where it starts is known.
# Why: the hex digit glued before it (`1`) hid the UUID, and the code and the GUID were read as four names.
UUID_TEXT = r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"
# a date glued after a word (`Migration2019-12-10`, `PostTiling2019-08-07`): the word stops where the date starts
_GLUED_DATE = r"(?<=[A-Za-z])(?:1[89]|2\d)\d\d(?P<s4>[-_.])(?:0[1-9]|1[0-2])(?P=s4)(?:0[1-9]|[12]\d|3[01])(?!\d)"
_ATOM = re.compile(
    r"(?P<uuid>(?:(?<![0-9A-Fa-f])|(?<=[G-Zg-z][0-9])|(?<=[G-Zg-z][0-9][0-9]))"
    + UUID_TEXT + r"(?![0-9A-Fa-f]))"
    r"|(?P<glued>(?<![0-9A-Za-z])[A-Za-z]{0,2}[G-Zg-z][0-9]{1,2}(?=" + UUID_TEXT + r"(?![0-9A-Fa-f])))"
    r"|(?P<dt>(?<!\d)(?:1[89]|2\d)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[T_ -]"
    r"(?:[01]\d|2[0-3])(?P<s3>[-:._])[0-5]\d(?P=s3)[0-5]\dZ?(?![\dA-Za-z]))"
    r"|(?P<ymd>(?<!\d)(?:1[89]|2\d)\d\d(?P<s1>[-_.])(?:0[1-9]|1[0-2])(?P=s1)(?:0[1-9]|[12]\d|3[01])(?!\d))"
    r"|(?P<dmy>(?<!\d)\d\d(?P<s2>[-_.])\d\d(?P=s2)(?:1[89]|2\d)\d\d(?!\d))"
    r"|(?P<dotted>(?<![\d.])\d+(?:\.\d+){3,}(?!\d))"
    r"|(?P<desig>(?<![0-9A-Za-z])[A-Z]{0,6}" + DESIGNATION + r"(?![0-9A-Za-z]))"
    r"|(?P<measure>" + DECIMAL_WITH_UNIT + ")"
    r"|(?P<sci>" + SCIENTIFIC + ")"
    r"|(?P<signed>" + SIGNED + ")"
    r"|(?P<semver>(?<![0-9A-Za-z.])v?\d{1,5}\.\d{1,5}\.\d{1,5}" + PRE_RELEASE + r"(?![0-9A-Za-z]|\.\d))"
    r"|[^-_.=+ ]+"
)
# the same atoms, where a word may run into a date: the word stops where the date starts (slower: only
# names that hold a letter right before a date's digits use it)
_ATOM_GLUED = re.compile(_ATOM.pattern[: -len(r"|[^-_.=+ ]+")] + r"|(?:(?!" + _GLUED_DATE + r")[^-_.=+ ])+")
_MAY_GLUE_DATE = re.compile(r"[A-Za-z](?:1[89]|2\d)\d\d[-_.]\d")

DOTTED_RX = re.compile(r"^\d+(?:\.\d+){3,}$")  # a DICOM UID, an IPv4 address, a 4-part version
DESIGNATION_RX = re.compile(DESIGNATION)
UUID_RX = re.compile("^" + UUID_TEXT + "$")
YMD_RX = re.compile(r"^(\d{4})([-_.])(\d{2})\2(\d{2})$")
DMY_RX = re.compile(r"^(\d{2})([-_.])(\d{2})\2(\d{4})$")
HEX_RX = re.compile(r"^[0-9a-fA-F]+$")
KV_PIECE_RX = re.compile(r"^([A-Za-z][A-Za-z0-9]{0,15})-([A-Za-z0-9+]+)$")
HIVE_RX = re.compile(r"^([^=/]+)=(.*)$")
URL_ESCAPE_RX = re.compile(r"%[0-9A-Fa-f]{2}")
HIVE_NULL = "__HIVE_DEFAULT_PARTITION__"
# a Hive value that is not the null partition: none starts with `__` (portable: no look-ahead)
HIVE_VALUE = r"(?:[^_/]|_[^_/])[^/]*|_?"

# BIDS entity keys (and a few common slot keys): a `key-value` folder with one of these keys is a
# variable slot even when every sample shows the same value (`task-rest`). Other constant
# `word-word` folders (`crawl-data`, `CC-NEWS`) are names and stay literal.
ENTITY_KEYS = frozenset(
    "sub ses task acq ce rec dir run mod echo flip inv mt part proc hemi space res den label desc "
    "trc sample stain chunk recording split tracksys nuc voi cohort atlas seg from to".split()
)


# BIDS index entities: their values are numbers (`run-1` is run 1); every other BIDS entity is a
# label, text even when it is digits (`sub-01` is subject '01', beside `sub-emptyroom`)
INDEX_ENTITY_KEYS = frozenset("run echo flip inv chunk split".split())


def entity_type(key: str, values: list[str]) -> str:
    """The type of a `key-value` entity: labels of known keys are strings, indexes and other keys'
    digit values integers."""
    low = key.lower()
    if low in ENTITY_KEYS and low not in INDEX_ENTITY_KEYS:
        return "string"
    return "integer" if all(v.isdigit() and v.isascii() for v in values) else "string"


def is_entity_slot(key: str, values: list[str]) -> bool:
    """Whether `key-value` folders are a slot: varying values, a known key, or a lowercase key of letters whose value
    holds digits (`grp-3`). A key holding digits is a name (`python3-h5py`, `lib32-gcc1`) or a numbered member
    (`fly2-session4`, read by branch_codes), never the key of one value.

    Why: one package's `python3-h5py/` gave `python3-*`, every python3 package; `fly2-session4/` gave `fly2-*`."""
    if len(set(values)) > 1 or key.lower() in ENTITY_KEYS:
        return True
    return key.islower() and key.isalpha() and any(c.isdigit() for v in values for c in v)

_EXT_PART = re.compile(r"^[A-Za-z0-9]{1,10}$")
MAX_EXT_PARTS = 4


@lru_cache(maxsize=1 << 17)  # the same values are cut again by nested templates (pieces, anchors)
def split_chunks(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Chunks and the separators around them (len(seps) == len(chunks) + 1)."""
    chunks: list[str] = []
    seps: list[str] = []
    pos = 0
    for m in (_ATOM_GLUED if _MAY_GLUE_DATE.search(text) else _ATOM).finditer(text):
        seps.append(text[pos : m.start()])
        chunks.append(m.group())
        pos = m.end()
    seps.append(text[pos:])
    return tuple(chunks), tuple(seps)


def ext_parts(filename: str) -> list[str]:
    """Extension parts of a file name, outermost last: `a.nii.gz` -> ['nii', 'gz'].

    A part is short, alphanumeric and holds a letter (so `x_10.5.csv` has only
    `csv`, and hidden files like `.bidsignore` have none; `In the Bag....mkv` has `mkv`).
    """
    parts = filename.split(".")
    if len(parts) < 2:
        return []
    out: list[str] = []
    i = len(parts) - 1
    while i >= 1 and len(out) < MAX_EXT_PARTS:
        p = parts[i]
        if not _EXT_PART.match(p) or p.isdigit() or (not parts[i - 1] and not filename[: len(filename) - len(p)].strip(".")):
            break  # `.bashrc` has none; `Bag....mkv` has `mkv`
        out.append(p)
        i -= 1
    out.reverse()
    return out


#: a dotted piece of words joined by `_`, each starting with a letter (Arrow's `arrow_file`): `ext_parts` refuses it,
#: as a dotted value may hold `_` (`lh.white_matter`); `endings.joined_endings` reads it as an ending only where the
#: kind's samples write it again (an ending recurs, a value varies). Bounded: no run is tried past its length cap.
_JOINED_PIECE = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z][A-Za-z0-9]*)+")
MAX_JOINED_PIECE = 16


def joined_piece(filename: str) -> str:
    """The last dot-piece of `filename` when it is words joined by `_` after a stem (`generated_union.arrow_file` ->
    `arrow_file`), else `` (`x_10.5_abc`, `report.v2_final.txt`: the last piece is `txt`, `.bash_profile`: no stem).

    Why: some tools write their format as joined words (`kicad_pcb`), which the extension reader refuses alone."""
    head, dot, last = filename.rpartition(".")
    if not dot or not head.strip(".") or len(last) > MAX_JOINED_PIECE or "_" not in last:
        return ""
    return last if _JOINED_PIECE.fullmatch(last) else ""


def name_stem(filename: str) -> str:
    """A file name without its extension parts (`x.fastq.gz.md5` -> `x`, `homework.md` -> `homework`).

    Why one helper: the stages that compare names across extensions must cut them the same way."""
    return stem_before(filename, ext_parts(filename))


def stem_before(filename: str, parts: list[str]) -> str:
    """`filename` without the extension `parts` it ends in (`ext_parts`, or an ending read as `joined_piece`)."""
    return filename[: len(filename) - sum(len(x) + 1 for x in parts)] if parts else filename


# File extensions people and tools write, lower case: a last dot-part is read as an extension (for a
# file's kind, or when it varies) only when it is one of these; an unknown one is kept literal.
# Why: a dot does not make an extension (`lh.pial`, `rh.sphere.reg` are names).
KNOWN_EXTENSIONS = frozenset("""
csv tsv txt text json jsonl ndjson geojson topojson xml yaml yml toml ini cfg conf config env properties md markdown mdx rst
tex bib log out err html htm xhtml css js mjs cjs ts tsx jsx map svg pdf ps eps djvu epub mobi doc docx dot odt rtf
xls xlsx xlsm xlsb ods ppt pptx odp key pages numbers msg eml mbox ics vcf
parquet parq orc avro arrow feather ipc pq db sqlite sqlite3 duckdb mdb accdb dbf sql dump bak h5 hdf hdf5 he5 h4 nc nc4
cdf zarr grib grib2 grb grb2 mat npy npz pkl pickle joblib pt pth ckpt safetensors onnx pb tflite h5ad loom rds rdata
rda sav dta sas7bdat xpt tfrecord tfrecords record lmdb msgpack cbor bson proto protobuf
jpg jpeg jpe jfif png gif bmp tif tiff webp heic heif avif ico icns psd xcf raw dng cr2 cr3 nef arw orf rw2 raf srw
pef exr hdr dds tga pgm ppm pbm pnm jp2 j2k jpx ai indd svgz
mp4 mov avi mkv webm m4v mpg mpeg wmv flv 3gp ts mts m2ts vob ogv mxf rmvb
wav flac mp3 ogg oga m4a aac opus wma aif aiff au mid midi amr
zip tar gz tgz bz2 tbz tbz2 xz txz zst zstd lz4 lz lzma 7z rar z br snappy cab iso img dmg jar war ear whl egg
deb rpm apk msi exe dll so dylib a lib o obj bin dat raw pak crx vsix nupkg gem
py pyc pyi ipynb r rmd jl c h cc cpp cxx hpp hh cs java kt kts scala go rs rb php pl pm lua swift m mm sh bash zsh fish
ps1 bat cmd vbs sql awk sed f f90 f95 for hs ml ex exs erl clj dart groovy gradle
nii hdr img mgz mgh gii annot label dcm dicom ima nrrd nhdr mnc mha mhd vtk vtp stl ply obj off fbx gltf glb dae 3ds
edf bdf gdf vhdr vmrk eeg set fdt fif cnt mef snirf nwb con sqd ds meg4 res4 acq mefd trk tck bval bvec
fa fasta fna faa ffn frn fastq fq sam bam bai cram crai vcf bcf tbi csi bed bedgraph bigwig bw bb gff gff3 gtf gb
gbk embl sra sff pdb cif mmcif mol mol2 sdf xyz gro xtc dcd trr psf
shp shx dbf prj cpg qpj kml kmz gpx gpkg mbtiles pbf osm las laz e57 pcd tfw wld aux ovr vrt jgw
warc arc wat wet crc md5 sha1 sha256 sha512 sig asc gpg pem crt cer key pub p12 pfx csr der
ttf otf woff woff2 eot fnt
lock pid sock tmp temp swp part partial crdownload torrent lnk url desktop plist reg
yuv rgb rgba srt vtt ass ssa sub idx sbv lrc cue m3u m3u8 pls
stats touch stamp
fits fit fz root czi lif lsm ims oib oir vsi svs ndpi scn mrxs fcs mzml mzxml mgf wiff mrc mrcs star hic cool mcool
bigbed jsonld rdf ttl nt nq owl pcap pcapng cap vmdk vdi ova ovf pkg ipa appimage snap flatpak aab blend usd usda usdz
meta index cbz cbr mka mks wal journal service timer socket rules tf tfvars tfstate hcl j2 jinja tmpl tpl sum mod pom
nuspec csproj sln vcxproj po pot mo resx strings xliff xlf dxf dwg step stp iges igs tcx bag mcap ulg tlog lance wasm
""".split()) - frozenset("acfhmorz")  # one letter: only as written below (`lh.inflated.H` is no C header)
_ONE_LETTER_EXTENSIONS = frozenset("a c f h m o r z R Z".split())


# the analyser's one list of compression extensions, asked in any case through `is_compression`
COMPRESSION = frozenset({"gz", "bz2", "xz", "zst", "zip", "lz4", "snappy", "z", "br"})
# the narrower question `rotations` asks, what a log rotator writes after a copy's generation (logrotate's
# `compresscmd`s, savelog): a stream compressor as its tool spells it (`.Z` is compress's), never an archive
# (`foo_1.2.10.zip` is a release, not generation 10 of `foo_1.2`); each is one of COMPRESSION
ROTATION_COMPRESSIONS = frozenset({"gz", "bz2", "xz", "zst", "lz4", "Z"})


def is_compression(part: str) -> bool:
    """Whether a dot-part is a compression (`gz`, `GZ`, `Z`, `zst`), the one answer every stage asks: a kind is read
    under it (`clusters`), an ending some names add is optional (`compressed`), a rule's name leaves it out
    (`naming`); a rotated copy's is `ROTATION_COMPRESSIONS`, as written."""
    return part.lower() in COMPRESSION


def known_extension(part: str) -> bool:
    """Whether a dot-part is a known file extension or compression (`json`, `GZ`; not `pial`)."""
    if len(part) == 1:
        return part in _ONE_LETTER_EXTENSIONS
    return part.lower() in KNOWN_EXTENSIONS


_LEAD_NUMBER_RX = re.compile(r"^(?:lib)?([a-z]+?)([0-9]+)(?=[a-z])")
_VERSION_LAST_RX = re.compile(r"^([a-z]+)[0-9]+$")
_CONNECTOR_RX = re.compile(r"^[a-z]{3,}[24][a-z]{3,}$")  # `2`/`4` for to/for between words (`word2vec`, `pdf2image`)


def software_name(text: str) -> bool:
    """Whether lowercase letters and digits spell a software or package name: a word that takes a format or
    platform number (`html5lib`, `utf8proc`, `win32com`, `libx264dev`, `mp3lame`, `sha256sum`), `2`/`4` between
    words (`word2vec`, `pdf2image`), or a version after letters that hold a format's name (`xmlhttp2`, `gtkhtml3`).

    Why: such names mix letters and digits like a random id, but their pieces are words people type."""
    if _CONNECTOR_RX.match(text):
        return True
    last = _VERSION_LAST_RX.match(text)
    if last and any(known_extension(w) for k in (3, 4) for w in (last.group(1)[:k], last.group(1)[-k:])):
        return True
    m = _LEAD_NUMBER_RX.match(text)
    return m is not None and (m.group(1) in PACKAGE_WORDS or m.group(1) + m.group(2) in PLATFORM_CODES
                              or known_extension(m.group(1) + m.group(2)))


_RANDOM_ID_RX = re.compile(r"^(?=[a-z0-9]{8,}$)(?:[a-z]+[0-9]+[a-z]+|[0-9]+[a-z]+[0-9]+)[a-z0-9]*$")
_LOWER_ALNUM_RX = re.compile(r"^(?=[a-z]*[0-9])[a-z0-9]{8,16}$")  # a digit among them: all letters may be a word
_CONSONANT_RUN_RX = re.compile(r"[b-df-hj-np-tv-xz]{6}")  # six letters, none a vowel (nor `y`): no word's letters


def random_id(text: str, unspeakable: bool = False) -> bool:
    """Whether eight or more lowercase letters and digits look drawn at random: they switch between letters and
    digits twice (`abc123xy`, W&B's `wvc30anm`), or (`unspeakable`) hold a digit and six letters in a row without a
    vowel (`5wkmhkqh`, no word of a Latin-script language spells so: `strengths` has five); never a software
    name (`html5lib`, `word2vec`, `xmlhttp2`)."""
    shaped = _RANDOM_ID_RX.match(text) is not None \
        or (unspeakable and _LOWER_ALNUM_RX.match(text) is not None and _CONSONANT_RUN_RX.search(text) is not None)
    return shaped and not software_name(text)


def valid_ymd(y: int, m: int, d: int) -> bool:
    """Whether year, month, day make a calendar date."""
    if not (1800 <= y <= 2200 and 1 <= m <= 12 and 1 <= d <= 31):
        return False
    try:
        date(y, m, d)
    except ValueError:
        return False
    return True


def is_date8(text: str) -> bool:
    """YYYYMMDD with a real calendar date."""
    return len(text) == 8 and text.isdigit() and valid_ymd(int(text[:4]), int(text[4:6]), int(text[6:]))


def is_timestamp14(text: str) -> bool:
    """YYYYMMDDhhmmss with a real date and time."""
    if len(text) != 14 or not text.isdigit() or not is_date8(text[:8]):
        return False
    return int(text[8:10]) < 24 and int(text[10:12]) < 60 and int(text[12:]) < 62


ISO_BASIC_RX = re.compile(r"^(\d{8})T(\d{6})(Z?)$")


def is_iso_basic(text: str) -> bool:
    """`20230115T102321` / `...Z`: ISO 8601 basic date-time (Sentinel products, log names)."""
    m = ISO_BASIC_RX.match(text)
    return bool(m) and is_timestamp14(m.group(1) + m.group(2))


DATETIME_RX = re.compile(r"^(\d{4}-\d{2}-\d{2})([T_ -])(\d{2})([-:._])(\d{2})\4(\d{2})(Z?)$")


def datetime_format(text: str) -> str | None:
    """The strptime format of an ISO-like date-time with separators (`2024-03-10T20-50-31Z`,
    `2024-03-10 20:50:31`, `2018-07-24-11-22-45`, `2016-05-23T20_44_31`), or None when `text` is not one
    (or not a real date and time).

    Why: a file name cannot hold `:`, so tools write the clock with `-`, `.` or `_`; it is still one moment."""
    m = DATETIME_RX.match(text)
    if not m or not is_ymd(m.group(1)):
        return None
    if int(m.group(3)) > 23 or int(m.group(5)) > 59 or int(m.group(6)) > 61:
        return None
    t = m.group(4).replace("%", "%%")
    return f"%Y-%m-%d{m.group(2)}%H{t}%M{t}%S{m.group(7)}"


def is_ymd(text: str) -> bool:
    """YYYY-MM-DD (one separator) with a real date."""
    m = YMD_RX.match(text)
    return bool(m) and valid_ymd(int(m.group(1)), int(m.group(3)), int(m.group(4)))


def is_hex_id(text: str) -> bool:
    """A hash-like hex run: long enough, and not a plain number or word."""
    return len(text) >= 7 and bool(HEX_RX.match(text))


_LETTER_THEN_DIGITS_RX = re.compile(r"^[A-Fa-f][0-9]+$")


def letter_then_digits(text: str) -> bool:
    """One hex letter heading a run of digits only (`D1900857`, `E2020123`): a code and a number, when it is the
    one value a column holds.

    Why: a hash mixes letters among its digits; a single letter before digits is a prefix (a mode, a type).
    """
    return bool(_LETTER_THEN_DIGITS_RX.match(text))


def dotted_kind(values: list[str]) -> str:
    """What dot-separated numbers (4 or more) are: `ip` (four numbers up to 255), `version`
    (numbers of at most five digits) or `uid` (DICOM `1.2.840.113619.2.55.3.604688119`)."""
    groups = [v.split(".") for v in values]
    if all(len(g) == 4 and all(len(x) <= 3 and int(x) <= 255 for x in g) for g in groups):
        return "ip"
    if all(len(x) <= 5 for g in groups for x in g):
        return "version"
    return "uid"


def is_year(text: str) -> bool:
    """Four digits 1900-2100."""
    return len(text) == 4 and text.isdigit() and 1900 <= int(text) <= 2100


def to_iso(text: str, fmt: str | None = None) -> str | None:
    """The ISO date the engine gives `text` as a `date` field (with format `fmt`), else None.

    The engine's own coercion, so a field the analyser types as a date is one the rule accepts.
    """
    value = _date_coercion(fmt)(text)
    return None if value is MISSING else value


@lru_cache(maxsize=64)
def _date_coercion(fmt: str | None) -> Callable[[str], Any]:
    """The engine's date coercion for a format (cached)."""
    return date_parser(fmt) if fmt else to_date


def canonical_uuid(text: str) -> str:
    """The engine's lowercase 8-4-4-4-12 form of a UUID (the text itself when it is none)."""
    value = to_uuid(text)
    return text if value is MISSING else value


def common_prefix(values: list[str]) -> str:
    """The longest prefix shared by all values."""
    if not values:
        return ""
    lo, hi = min(values), max(values)
    i = 0
    n = min(len(lo), len(hi))
    while i < n and lo[i] == hi[i]:
        i += 1
    return lo[:i]


def common_suffix(values: list[str]) -> str:
    """The longest suffix shared by all values."""
    rev = common_prefix([v[::-1] for v in values])
    return rev[::-1]


def char_class(c: str) -> str:
    """`d` digit, `a` letter, `o` other."""
    if c.isdigit():
        return "d"
    if c.isalpha():
        return "a"
    return "o"


_RX_SPECIAL = set(".^$*+?{}[]\\|()")
_RX_SPECIAL_RX = re.compile(r"[.^$*+?{}\[\]\\|()]")
_GLOB_SPECIAL = re.compile(r"[*?\[\]{}]")


def rx_escape(text: str) -> str:
    """Regex-escape only what is special outside classes (keeps `-`, `_`, `=` readable)."""
    if not _RX_SPECIAL_RX.search(text):
        return text
    return "".join("\\" + c if c in _RX_SPECIAL else c for c in text)


# Python's `\d` and `\w` take any Unicode digit or letter, RE2's and Java's only ASCII ones:
# drafts spell digits `[0-9]`, and letters as "no ASCII digit, punctuation, space or control", which
# means the same in all three (docs/rule-language.md, portable patterns)
_PORTABLE_CLASSES = (
    ("[^\\W\\d_]", "[^\\x00-@\\[-`{-\\x7f]"),  # letters
    ("[^\\W_]", "[^\\x00-/:-@\\[-`{-\\x7f]"),  # letters and digits
    ("\\d", "[0-9]"),
)


def portable_pattern(pattern: str) -> str:
    """The analyser's pattern in the portable dialect: explicit ASCII classes, no look-around."""
    for python, portable in _PORTABLE_CLASSES:
        pattern = pattern.replace(python, portable)
    return pattern


def glob_escape(text: str) -> str:
    """Literal text as glob text: wildcard characters become one-character classes."""
    if not _GLOB_SPECIAL.search(text):
        return text
    out = []
    for c in text:
        if c in "*?[]{}":
            out.append("[" + c + "]" if c != "]" else "[]]")
        else:
            out.append(c)
    return "".join(out)


def snake(text: str) -> str:
    """`eventDate`/`Event Date`/`event-date` -> `event_date`."""
    text = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", text)
    text = re.sub(r"[^A-Za-z0-9]+", "_", text).strip("_").lower()
    return text


def case_variant_hump(suffix: str, heads: list[str]) -> bool:
    """A capitalised word every value ends with, after lowercase heads of which some are one word written in two
    cases (`preTiling`, `PreTiling`, `postTiling`): the camelCase hump is where the value ends.

    Why: people type a word's first letter in either case, so `pre`/`Pre` are one value before a shared word.
    """
    return suffix[:1].isupper() and all(h[-1:].islower() for h in heads) and len({h.casefold() for h in heads}) < len(set(heads))
