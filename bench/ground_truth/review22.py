"""A held-out review group (review22): real layouts from sources no one here had used, written down before scoring.

Like review20.py, each generator returns (kind, other) for one kind of one real, public file tree: kind a list of
(path, {field: true value}), other the paths of the same source that a rule learnt from the kind must leave alone.
Every path is a path of the source itself, read with `git ls-tree -r --name-only` at the commit cited in the
generator's docstring and kept in review22_names.py (a seeded subset where the source is large: 300 files of the
kind, and up to 200 neighbours drawn first from the kind's own folders, then from their parent and sibling folders,
then from its top folders, then from the rest; files of the same kind in another spelling or at another depth, which
a fair rule might also match, are left out of both, and no neighbour has a kind file's shape once digit runs are
masked); nothing is rebuilt from a pattern.
Truth values are what the source means by its names (its README, the tool's or the standard's naming convention:
XYZ map tiles, the Zarr v2 and v3 and N5 chunk keys, Exif orientation, FLORES-200 language codes, Detectron2's model
zoo names, OpenRCT2's object identifiers, osu!'s hit-sound sample names, Weights & Biases run folders, PyTorch
Lightning's logger versions and checkpoint names, TensorBoard event files, MTEB's result tree), never what the
analyser reads.
Families (issue 15's hidden listings): imaging (camera Exif samples by make and model, Exif orientation and
regression images; Zarr v2, Zarr v3 and N5 chunk stores of one test image by codec and chunk index; a sign-language
digit dataset by class), geospatial (OpenLayers' XYZ raster and vector tile fixtures by tileset, zoom, column and row;
its example pages), games and media (BrowserQuest's sprites by scale and its sounds by format; Godot's demo projects
and their screenshots; OpenRCT2's objects, object folders and object images; osu!'s hit sounds, font atlas pages and
translated strings), machine-learning artefacts (MTEB benchmark results by model, revision and task; lm-evaluation-
harness task configs and test data; Detectron2 model-zoo configs and DensePose configs; timm's benchmark CSVs;
Weights & Biases run files and tables, some below Hydra's output folders; PyTorch Lightning checkpoints and
TensorBoard event files). No analyser change was made for this group before its first score.
"""
from __future__ import annotations

import random

from ground_truth import review22_names as N
from ground_truth.review3 import Kind, _layout  # the same reader as review3 ... review21


# --- Map tiles and map examples (geospatial) -------------------------------------------------------------------

def ol_satellite(r: random.Random) -> tuple[Kind, list[str]]:
    """openlayers/openlayers @58a284c3469e: the satellite raster tile pyramid of OpenLayers' rendering tests
    test/rendering/data/tiles/satellite/<z>/<x>/<y>.jpg, by the XYZ (slippy map) tile scheme the zoom level (0 ... 3),
    the tile column and the tile row (85, complete levels 0 to 3); neighbours: the other tilesets (osm, stamen-labels,
    vector tiles), the rendering cases' expected images and scripts, the library's sources."""
    return _layout(N.OL_SATELLITE_KIND, N.OL_SATELLITE_OTHER,
                   r"^test/rendering/data/tiles/satellite/(\d+)/(\d+)/(\d+)\.jpg$",
                   ('z', 'x', 'y'))


def ol_osm(r: random.Random) -> tuple[Kind, list[str]]:
    """openlayers/openlayers @58a284c3469e: OpenStreetMap raster tiles test/rendering/data/tiles/osm/<z>/<x>/<y>.png,
    zoom, column and row as ol_satellite (levels 0, 1 and part of 5; 10); neighbours: the satellite pyramid beside
    it (the same depth, .jpg), the other tilesets and test data."""
    return _layout(N.OL_OSM_KIND, N.OL_OSM_OTHER,
                   r"^test/rendering/data/tiles/osm/(\d+)/(\d+)/(\d+)\.png$",
                   ('z', 'x', 'y'))


def ol_tiles(r: random.Random) -> tuple[Kind, list[str]]:
    """openlayers/openlayers @58a284c3469e: every XYZ tile fixture test/rendering/data/tiles/<tileset>/<z>/<x>/<y>
    [@<scale>x].<format>, the tileset (satellite, osm, stamen-labels, mapbox-streets-v6, 4326, 512x256, nyc,
    openfreemap, retina), zoom, column, row, the pixel ratio of a retina tile (@2x, one file) and the format (png,
    jpg, pbf, vector.pbf: Mapbox vector tiles; 116); neighbours: the zoomify and WMS tiles beside them (other
    grids), a vector tile kept below a style at another depth, the other test data. The south-carolina tiles
    (<y> written as <n>-<y>) are left out of both."""
    return _layout(N.OL_TILES_KIND, N.OL_TILES_OTHER,
                   r"^test/rendering/data/tiles/([a-z0-9-]+)/(\d+)/(\d+)/(\d+)(?:@(\d)x)?\.(png|jpg|pbf|vector\.pbf)$",
                   ('tileset', 'z', 'x', 'y', 'scale', 'format'))


def ol_examples(r: random.Random) -> tuple[Kind, list[str]]:
    """openlayers/openlayers @58a284c3469e: the example gallery examples/<example>.<format>, the example's name
    (words joined by hyphens: cog-math-multisource, mapbox-vector-tiles-advanced) and the part (html: the page and
    its front matter, js: the script, css: an optional style sheet; 638, 300 kept); neighbours: examples/data/,
    resources/ and templates/, the build's vite.config.mjs, the readme. Worker scripts <example>.worker.js are left
    out of both."""
    return _layout(N.OL_EXAMPLES_KIND, N.OL_EXAMPLES_OTHER,
                   r"^examples/([a-z0-9-]+)\.(html|js|css)$",
                   ('example', 'format'))


# --- Camera and Exif samples (imaging) -------------------------------------------------------------------------

def exif_cameras(r: random.Random) -> tuple[Kind, list[str]]:
    """ianare/exif-samples @5332a9cf0220: camera samples jpg/<Make>_<Model>[_photoshop_import].jpg, by jpg/README
    ("Camera Makes and Models") the camera's make (Canon, Nikon, Konica_Minolta, WWL_(Polaroid): written with its
    own underscores) and model (40D, DIGITAL_IXUS_400, FinePix6900ZOOM, DMC-FZ30), and on one file a note that it
    went through Photoshop (18); neighbours: PaintTool_sample.jpg (a contribution, no camera), long_description.jpg,
    corrupted.jpg, the README, the folders of other tests."""
    return _layout(N.EXIF_CAMERAS_KIND, N.EXIF_CAMERAS_OTHER,
                   r"^jpg/(Canon|Fujifilm|Kodak|Konica_Minolta|Nikon|Olympus|Panasonic|Pentax|Reconyx|Ricoh|Samsung|Sony|WWL_\(Polaroid\))_(.+?)(?:_(photoshop_import))?\.jpg$",
                   ('make', 'model', 'note'))


def exif_orientation(r: random.Random) -> tuple[Kind, list[str]]:
    """ianare/exif-samples @5332a9cf0220: orientation tests jpg/orientation/<shape>_<N>.jpg, the picture's shape
    (landscape, portrait) and the Exif Orientation tag's value it carries (1 ... 8; 16); neighbours: the folder's
    README, the other test folders."""
    return _layout(N.EXIF_ORIENTATION_KIND, N.EXIF_ORIENTATION_OTHER,
                   r"^jpg/orientation/(landscape|portrait)_(\d)\.jpg$",
                   ('shape', 'orientation'))


def exif_tests(r: random.Random) -> tuple[Kind, list[str]]:
    """ianare/exif-samples @5332a9cf0220: regression images jpg/tests/<issue>[-_]<case>.<format>, the exif-py issue
    number, the case (lens_data, gps_ifd, UnicodeEncodeError, 0_length_string; after a hyphen on most, an underscore
    on three) and the format (jpg, jpeg on one; 13); neighbours: the other test folders and camera samples."""
    return _layout(N.EXIF_TESTS_KIND, N.EXIF_TESTS_OTHER,
                   r"^jpg/tests/(\d+)[-_]([A-Za-z0-9_]+)\.(jpg|jpeg)$",
                   ('issue', 'case', 'format'))


# --- Chunked image stores (imaging) ----------------------------------------------------------------------------

def zarr_v2(r: random.Random) -> tuple[Kind, list[str]]:
    """zarr-developers/zarr_implementations @185c4f93e114: the test image written by zarr-python as a Zarr v2 group
    examples/zarr.zr/<codec>/<i>.<j>.<k>, one array per compressor (blosc, gzip, raw, zlib) and, by the Zarr v2
    spec, the chunk's index along each of the three dimensions joined by dots (432, 300 kept); neighbours: .zgroup
    and the arrays' .zarray, the Zarr v3 and N5 stores of the same image, the generators."""
    return _layout(N.ZARR_V2_KIND, N.ZARR_V2_OTHER,
                   r"^examples/zarr\.zr/(blosc|gzip|raw|zlib)/(\d+)\.(\d+)\.(\d+)$",
                   ('codec', 'i', 'j', 'k'))


def zarr_v3(r: random.Random) -> tuple[Kind, list[str]]:
    """zarr-developers/zarr_implementations @185c4f93e114: the same image written by zarrita as a Zarr v3 store
    examples/zarrita.zr3/data/root/<codec>/c<i>/<j>/<k>, the compressor (gzip, raw, zlib) and the chunk's three
    indices, the first behind the key prefix c (324, 300 kept); neighbours: zarr.json and meta/root/*.array.json, the
    v2 and N5 stores. The blosc array, a folder deeper (blosc/lz4/c0/...), is left out of both."""
    return _layout(N.ZARR_V3_KIND, N.ZARR_V3_OTHER,
                   r"^examples/zarrita\.zr3/data/root/(gzip|raw|zlib)/c(\d+)/(\d+)/(\d+)$",
                   ('codec', 'i', 'j', 'k'))


def n5_chunks(r: random.Random) -> tuple[Kind, list[str]]:
    """zarr-developers/zarr_implementations @185c4f93e114: the same image written by z5py as an N5 container
    examples/z5py.n5/<codec>/<p0>/<p1>/<p2>, the compression (gzip, raw) and the chunk's grid position, one folder
    per dimension in N5's order (216); neighbours: the attributes.json files, the Zarr stores, the generators."""
    return _layout(N.N5_CHUNKS_KIND, N.N5_CHUNKS_OTHER,
                   r"^examples/z5py\.n5/(gzip|raw)/(\d+)/(\d+)/(\d+)$",
                   ('codec', 'p0', 'p1', 'p2'))


def sld_images(r: random.Random) -> tuple[Kind, list[str]]:
    """ardamavi/Sign-Language-Digits-Dataset @4b09433ef9d5: an image-classification dataset Dataset/<digit>/IMG_<N>.JPG,
    by the README one folder per class, the digit shown (0 ... 9), and the camera's image number (2,062, 300 kept);
    neighbours: the README, the licence and Examples/."""
    return _layout(N.SLD_IMAGES_KIND, N.SLD_IMAGES_OTHER,
                   r"^Dataset/(\d)/IMG_(\d+)\.JPG$",
                   ('digit', 'image'))


def sld_examples(r: random.Random) -> tuple[Kind, list[str]]:
    """ardamavi/Sign-Language-Digits-Dataset @4b09433ef9d5: one example per class Examples/example_<digit>.JPG, the
    digit (10); neighbours: the dataset's class folders, the README."""
    return _layout(N.SLD_EXAMPLES_KIND, N.SLD_EXAMPLES_OTHER,
                   r"^Examples/example_(\d)\.JPG$",
                   ('digit',))


# --- Game assets (games and media) -----------------------------------------------------------------------------

def bq_sprites(r: random.Random) -> tuple[Kind, list[str]]:
    """mozilla/BrowserQuest @af32d247cac3: sprite sheets client/img/<scale>/<sprite>.png, the scale the client loads
    (1, 2, 3: by the client's renderer, the pixel multiple) and the sprite (clotharmor, deathknight, item-axe,
    shadow16, wood2; 231); neighbours: the sprites' JSON descriptions client/sprites/<sprite>.json, img/common, the
    sounds, scripts and fonts."""
    return _layout(N.BQ_SPRITES_KIND, N.BQ_SPRITES_OTHER,
                   r"^client/img/([123])/([a-z0-9-]+)\.png$",
                   ('scale', 'sprite'))


def bq_items(r: random.Random) -> tuple[Kind, list[str]]:
    """mozilla/BrowserQuest @af32d247cac3: the loot icons client/img/<scale>/item-<item>.png, the scale and the item
    (axe, firepotion, sword1; 51); neighbours: the other sprites in the same folders (axe.png: the weapon as worn),
    the sprites' JSON descriptions, the client's other files."""
    return _layout(N.BQ_ITEMS_KIND, N.BQ_ITEMS_OTHER,
                   r"^client/img/([123])/item-([a-z0-9]+)\.png$",
                   ('scale', 'item'))


def bq_sounds(r: random.Random) -> tuple[Kind, list[str]]:
    """mozilla/BrowserQuest @af32d247cac3: sound effects client/audio/sounds/<sound>.<format>, the sound (hit1,
    npc-end, noloot) in two formats (mp3, ogg; 36); neighbours: the client's sprites, scripts and fonts."""
    return _layout(N.BQ_SOUNDS_KIND, N.BQ_SOUNDS_OTHER,
                   r"^client/audio/sounds/([a-z0-9-]+)\.(mp3|ogg)$",
                   ('sound', 'format'))


def godot_screenshots(r: random.Random) -> tuple[Kind, list[str]]:
    """godotengine/godot-demo-projects @cae8dc567a56: the demos' screenshots <category>/<demo>/screenshots/<name>.<format>,
    the category (2d, 3d, gui, audio, xr, mono, misc, ...), the demo (dodge_the_creeps, 2.5d), the screenshot's name
    and its format (png, webp, jpg; 163); neighbours: the .gdignore and <name>.png.import sidecars beside them, the
    demos' scenes, scripts and assets. plugins/screenshots/ (one folder higher) is left out of both."""
    return _layout(N.GODOT_SCREENSHOTS_KIND, N.GODOT_SCREENSHOTS_OTHER,
                   r"^([a-z0-9_]+)/([a-z0-9_.]+)/screenshots/([A-Za-z0-9_-]+)\.(png|webp|jpg)$",
                   ('category', 'demo', 'screenshot', 'format'))


def godot_projects(r: random.Random) -> tuple[Kind, list[str]]:
    """godotengine/godot-demo-projects @cae8dc567a56: the demos' project files <category>/<demo>/project.godot, the
    category and the demo (138); neighbours: the demos' icons, READMEs, scenes and screenshots. plugins/project.godot
    (one folder higher) is left out of both."""
    return _layout(N.GODOT_PROJECTS_KIND, N.GODOT_PROJECTS_OTHER,
                   r"^([a-z0-9_]+)/([a-z0-9_.]+)/project\.godot$",
                   ('category', 'demo'))


def rct_objects(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenRCT2/objects @e06036587584: object definitions objects/<set>/<type>/<source>.<type>.<identifier>.json, the
    set the object ships with (rct1, rct2, rct2tt: Time Twister, rct2ww: Wacky Worlds, official), and by OpenRCT2's
    object identifiers the object's type (ride, scenery_small, footpath_item, ...; repeated in the folder), its
    author or source (rct2, rct2tt, rct1ll, openrct2, rct2dlc) and its name (2,086, 300 kept); neighbours: the
    object folders (object.json, images/, preview.png), the scripts."""
    return _layout(N.RCT_OBJECTS_KIND, N.RCT_OBJECTS_OTHER,
                   r"^objects/(official|rct1|rct2|rct2tt|rct2ww)/([a-z_]+)/([a-z0-9]+)\.\2\.([^/]+)\.json$",
                   ('set', 'type', 'source', 'identifier'))


def rct_folder_objects(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenRCT2/objects @e06036587584: objects kept as folders objects/<set>/<type>/<source>.<type>.<identifier>/
    object.json, set, type, source and name as rct_objects (419, 300 kept); neighbours: the folders' images and
    previews, the single-file objects."""
    return _layout(N.RCT_FOLDER_OBJECTS_KIND, N.RCT_FOLDER_OBJECTS_OTHER,
                   r"^objects/(official|rct1|rct2|rct2tt|rct2ww)/([a-z_]+)/([a-z0-9]+)\.\2\.([^/]+)/object\.json$",
                   ('set', 'type', 'source', 'identifier'))


def rct_images(r: random.Random) -> tuple[Kind, list[str]]:
    """OpenRCT2/objects @e06036587584: the folder objects' images
    objects/<set>/<type>/<source>.<type>.<identifier>/images/<image>.png, the object as rct_folder_objects and the
    image: mostly its index in the object's image table, unpadded (0, 21) or padded (000286), on some a role
    (preview, minimap, screenshot, car_0; 1,871, 300 kept); neighbours: object.json and preview.png beside the
    images folders, the single-file objects."""
    return _layout(N.RCT_IMAGES_KIND, N.RCT_IMAGES_OTHER,
                   r"^objects/(official|rct1|rct2|rct2tt|rct2ww)/([a-z_]+)/([a-z0-9]+)\.\2\.([^/]+)/images/([a-z0-9_]+)\.png$",
                   ('set', 'type', 'source', 'identifier', 'image'))


def osu_hitsounds(r: random.Random) -> tuple[Kind, list[str]]:
    """ppy/osu-resources @9c760df5ea3c: hit sounds osu.Game.Resources/Samples/Gameplay/[<skin>/][taiko-]<bank>-<sound>.wav,
    the skin (Argon, ArgonPro; absent for the default set), the ruleset prefix (taiko) on a few, and by osu!'s
    sample naming the sample bank (normal, soft, drum; strong for taiko) and the sound (hitnormal, hitclap,
    hitwhistle, hitfinish, sliderslide, slidertick, sliderwhistle, hitflourish; 71); neighbours: the other gameplay
    samples (failsound, nightcore-kick, spinnerspin), the other sample folders; the legacy skin's copies
    (Skins/Legacy/, another tree) are in neither."""
    return _layout(N.OSU_HITSOUNDS_KIND, N.OSU_HITSOUNDS_OTHER,
                   r"^osu\.Game\.Resources/Samples/Gameplay/(?:(Argon|ArgonPro)/)?(?:(taiko)-)?(normal|soft|drum|strong)-(hit[a-z]+|slider[a-z]+)\.wav$",
                   ('skin', 'ruleset', 'bank', 'sound'))


def osu_fonts(r: random.Random) -> tuple[Kind, list[str]]:
    """ppy/osu-resources @9c760df5ea3c: bitmap font atlas pages osu.Game.Resources/Fonts/<family>/<family>-<style>_<page>.png,
    the family (Inter, Noto, Torus, Torus-Alternate, Venera; repeated in the name), the style or glyph subset
    (BoldItalic, Light, CJK-Basic, Hangul) and the page (0 ... 3 on most; two digits, 00 ... 93, on the CJK sets;
    217); neighbours: each
    font's .bin glyph table beside its pages, the licences."""
    return _layout(N.OSU_FONTS_KIND, N.OSU_FONTS_OTHER,
                   r"^osu\.Game\.Resources/Fonts/([A-Za-z-]+)/\1-([A-Za-z-]+?)_(\d+)\.png$",
                   ('family', 'style', 'page'))


def osu_strings(r: random.Random) -> tuple[Kind, list[str]]:
    """ppy/osu-resources @9c760df5ea3c: translated web strings osu.Game.Resources/Localisation/Web/<name>.<locale>.resx,
    the string table (Accounts, BeatmapDiscussions, UserTotp) and the .NET culture (ar, pt-BR, es-419, zh-Hant;
    2,639, 300 kept); neighbours: each table's neutral <name>.resx and generated <name>Strings.cs, the ModelValidation
    tables below, the other localisation folders."""
    return _layout(N.OSU_STRINGS_KIND, N.OSU_STRINGS_OTHER,
                   r"^osu\.Game\.Resources/Localisation/Web/([A-Za-z]+)\.([a-z]{2,3}(?:-(?:[A-Z]{2}|\d{3}|[A-Z][a-z]{3}))?)\.resx$",
                   ('name', 'locale'))


# --- Benchmark results and task configs (machine-learning artefacts) -------------------------------------------

def mteb_results(r: random.Random) -> tuple[Kind, list[str]]:
    """embeddings-benchmark/results @f4cc6c8b365a: MTEB leaderboard results results/<org>__<model>/<revision>/<task>.json,
    by the repository's layout the model's Hugging Face organisation and name joined by a double underscore, the
    model revision (a 40-hex commit, or external, no_revision_available, 1, 0_1_10, ...) and the task (SICK-R,
    STS22.v2, MassiveIntentClassification; 103,911, 300 kept); neighbours: model_meta.json and run_settings.jsonl
    beside them, the repository's scripts and tests."""
    return _layout(N.MTEB_RESULTS_KIND, N.MTEB_RESULTS_OTHER,
                   r"^results/([^/]+?)__([^/]+)/([^/]+)/(?!model_meta\.json$)([^/]+)\.json$",
                   ('organisation', 'model', 'revision', 'task'))


def mteb_meta(r: random.Random) -> tuple[Kind, list[str]]:
    """embeddings-benchmark/results @f4cc6c8b365a: the model descriptions results/<org>__<model>/<revision>/model_meta.json,
    organisation, model and revision as mteb_results (849, 300 kept); neighbours: the task results beside them."""
    return _layout(N.MTEB_META_KIND, N.MTEB_META_OTHER,
                   r"^results/([^/]+?)__([^/]+)/([^/]+)/model_meta\.json$",
                   ('organisation', 'model', 'revision'))


def lmeval_belebele(r: random.Random) -> tuple[Kind, list[str]]:
    """EleutherAI/lm-evaluation-harness @4e7e0d47f33b: Belebele task configs lm_eval/tasks/belebele/belebele_<lang>_<Script>.yaml,
    by the FLORES-200 codes the task uses the language (ISO 639-3: acm, afr, zho) and the script (ISO 15924: Arab,
    Latn, Hans; 122); neighbours: _belebele.yaml (the group), _default_template_yaml, the generator and README, the
    other tasks."""
    return _layout(N.LMEVAL_BELEBELE_KIND, N.LMEVAL_BELEBELE_OTHER,
                   r"^lm_eval/tasks/belebele/belebele_([a-z]{3})_([A-Z][a-z]{3})\.yaml$",
                   ('language', 'script'))


def lmeval_mmmlu(r: random.Random) -> tuple[Kind, list[str]]:
    """EleutherAI/lm-evaluation-harness @4e7e0d47f33b: OpenAI's multilingual MMLU configs
    lm_eval/tasks/openai-mmmlu/default/mmmlu_<lang>_<region>_<subject>.yaml, the locale's language and region in lower
    case (ar_xy, pt_br, zh_cn) and the MMLU subject (abstract_algebra, high_school_us_history; 798, 300 kept);
    neighbours: the group files _mmmlu_<lang>_<region>[_<category>].yaml and the template beside them."""
    return _layout(N.LMEVAL_MMMLU_KIND, N.LMEVAL_MMMLU_OTHER,
                   r"^lm_eval/tasks/openai-mmmlu/default/mmmlu_([a-z]{2})_([a-z]{2})_([a-z_]+)\.yaml$",
                   ('language', 'region', 'subject'))


def lmeval_testdata(r: random.Random) -> tuple[Kind, list[str]]:
    """EleutherAI/lm-evaluation-harness @4e7e0d47f33b: the regression test data tests/testdata/<task>-v<version>-<output>[.json],
    the task (arc_challenge, wmt20-en-ja, blimp_principle_A_domain_3), the task's version (0, 1, 2.0) and what was
    recorded: the hash of the requests of one type (loglikelihood, loglikelihood_rolling, greedy_until; no
    extension) or the results (res.json; 682, 300 kept); neighbours: the API tests' cached .pkl responses and the
    pretrained models' .txt outputs beside them, the other tests."""
    return _layout(N.LMEVAL_TESTDATA_KIND, N.LMEVAL_TESTDATA_OTHER,
                   r"^tests/testdata/(.+?)-v(\d+(?:\.\d+)?)-(loglikelihood_rolling|loglikelihood|greedy_until|generate_until|res)(?:\.json)?$",
                   ('task', 'version', 'output'))


def d2_configs(r: random.Random) -> tuple[Kind, list[str]]:
    """facebookresearch/detectron2 @02b5c4e295e9: model-zoo configs configs/<dataset>-<task>/<model>_<backbone>[_<neck>][_<schedule>].<format>,
    by MODEL_ZOO.md's names the dataset (COCO, LVISv0.5, LVISv1, PascalVOC), the task (Detection,
    InstanceSegmentation, Keypoints, PanopticSegmentation), the meta-architecture (faster_rcnn, mask_rcnn, retinanet,
    rpn, panoptic_fpn, fcos), the backbone (R_50, R_101, X_101_32x8d), the neck (FPN, C4, DC5; absent on panoptic
    FPN), the training schedule (1x, 3x; absent on PascalVOC) and the format (yaml; py: the LazyConfig files; 47);
    neighbours: the Base-*.yaml files, Detectron1-Comparisons/, Misc/, Cityscapes/, the projects' configs. The giou
    and RegNet variants are left out of both."""
    return _layout(N.D2_CONFIGS_KIND, N.D2_CONFIGS_OTHER,
                   r"^configs/(COCO|LVISv0\.5|LVISv1|PascalVOC)-(Detection|InstanceSegmentation|Keypoints|PanopticSegmentation)/([a-z_]+?)_([RX]_\d+(?:_32x8d)?)(?:_(FPN|C4|DC5))?(?:_(\d+x))?\.(yaml|py)$",
                   ('dataset', 'task', 'model', 'backbone', 'neck', 'schedule', 'format'))


def d2_densepose(r: random.Random) -> tuple[Kind, list[str]]:
    """facebookresearch/detectron2 @02b5c4e295e9: DensePose configs projects/DensePose/configs/densepose_rcnn_<backbone>_FPN[_DL][_<confidence>]_s1x[_legacy].yaml,
    by DensePose's model zoo the backbone (R_50, R_101), the DeepLab head (DL, optional), the confidence estimation
    (WC1, WC2, WC1M, WC2M, optional) and the legacy flag on two (22); neighbours: Base-DensePose-RCNN-FPN.yaml, the
    cse/, HRNet/, evolution/ and quick_schedules/ configs, the project's sources."""
    return _layout(N.D2_DENSEPOSE_KIND, N.D2_DENSEPOSE_OTHER,
                   r"^projects/DensePose/configs/densepose_rcnn_(R_50|R_101)_FPN(?:_(DL))?(?:_(WC[12]M?))?_s1x(?:_(legacy))?\.yaml$",
                   ('backbone', 'head', 'confidence', 'legacy'))


def timm_bench(r: random.Random) -> tuple[Kind, list[str]]:
    """huggingface/pytorch-image-models @aa4b5850c154: benchmark CSVs
    results/benchmark-<mode>-<precision>-<layout>-pt<torch>-<backend>-<device>[-dynamo].csv, the mode (infer, train),
    the precision (amp, amp_bf16, bf16, fp32), the memory format (nchw, nhwc), the PyTorch version without dots
    (113, 240, 291), the CUDA version or cpu (cu117, cu130, cpu), the device (rtx3090, 4090, pro6000maxq,
    i9_10940x) and torch.compile's dynamo backend when used (22); neighbours: the ImageNet results-*.csv and
    model_metadata-in1k.csv beside them, the README and generator, the library's sources."""
    return _layout(N.TIMM_BENCH_KIND, N.TIMM_BENCH_OTHER,
                   r"^results/benchmark-(infer|train)-(amp|amp_bf16|bf16|fp32)-(nchw|nhwc)-pt(\d+)-(cu\d+|cpu)-([a-z0-9_]+?)(?:-(dynamo))?\.csv$",
                   ('mode', 'precision', 'memory_format', 'torch', 'backend', 'device', 'compile'))


# --- Experiment outputs (machine-learning artefacts) -----------------------------------------------------------

def wandb_files(r: random.Random) -> tuple[Kind, list[str]]:
    """Elluito/spase-resnet-50-experiments @71b2fb1527a1: Weights & Biases run files
    wandb/run-<date>_<time>-<run>/files/<file>, by wandb's run folders the run's start date (YYYYMMDD) and time
    (HHMMSS), its 8-character run id and the file (config.yaml, output.log, requirements.txt, wandb-summary.json,
    conda-environment.yaml, wandb-metadata.json; 192); neighbours: the runs' logs/ and run-<id>.wandb, wandb/'s debug
    logs, the tables below files/media/, the project's sources and the Hydra outputs' logs and tables. The Hydra
    sweeps' own run files outputs/.../wandb/run-<date>_<time>-<run>/files/<file> (the same kind, deeper) are left out
    of both (two were neighbours until corrected after the first run)."""
    return _layout(N.WANDB_FILES_KIND, N.WANDB_FILES_OTHER,
                   r"^wandb/run-(\d{8})_(\d{6})-([a-z0-9]{8})/files/([a-z-]+\.(?:yaml|log|txt|json))$",
                   ('date', 'time', 'run', 'file'))


def wandb_tables(r: random.Random) -> tuple[Kind, list[str]]:
    """Elluito/spase-resnet-50-experiments @71b2fb1527a1: logged tables
    wandb/run-<date>_<time>-<run>/files/media/table/<table>_<step>_<digest>.table.json, the run as wandb_files, by
    wandb's media naming the table's key (layer_wise_density_table), the step it was logged at and the content's
    20-hex digest (59); neighbours: the runs' other files and logs, the Hydra outputs."""
    return _layout(N.WANDB_TABLES_KIND, N.WANDB_TABLES_OTHER,
                   r"^wandb/run-(\d{8})_(\d{6})-([a-z0-9]{8})/files/media/table/([a-z_-]+)_(\d+)_([0-9a-f]{20})\.table\.json$",
                   ('date', 'time', 'run', 'table', 'step', 'digest'))


def hydra_tables(r: random.Random) -> tuple[Kind, list[str]]:
    """Elluito/spase-resnet-50-experiments @71b2fb1527a1: the same tables logged from Hydra sweeps
    outputs/<dataset>/<method>/<density>/<overrides>/wandb/run-<date>_<time>-<run>/files/media/table/<table>_<step>_<digest>.table.json,
    the dataset (CIFAR10), the sparse-training method (RigL, Static), the target density (0.05, 0.1), Hydra's
    override folder (free text with commas, = and +, one per method), the run, the table key (layer-wise-density_table
    here) and the step (65); neighbours: .hydra/*.yaml and main.log, the runs' other files, the top wandb/ folder."""
    return _layout(N.HYDRA_TABLES_KIND, N.HYDRA_TABLES_OTHER,
                   r"^outputs/([A-Z0-9]+)/([A-Za-z]+)/(\d+\.\d+)/[^/]+/wandb/run-(\d{8})_(\d{6})-([a-z0-9]{8})/files/media/table/([a-z_-]+)_(\d+)_[0-9a-f]{20}\.table\.json$",
                   ('dataset', 'method', 'density', 'date', 'time', 'run', 'table', 'step'))


def pl_checkpoints(r: random.Random) -> tuple[Kind, list[str]]:
    """jithsg/pytorch-lightning-examples @fe40f1d3f8e2: Lightning checkpoints
    lightning_logs/version_<N>/checkpoints/epoch=<E>-step=<S>.ckpt, by Lightning's default logger and
    ModelCheckpoint names the logger version, the epoch and the global step (19); neighbours: each version's
    hparams.yaml, metrics.csv and TensorBoard events, the notebooks and the MNIST download. The checkpoints of
    logs/my-model/ (a named logger, one folder deeper) are left out of both."""
    return _layout(N.PL_CHECKPOINTS_KIND, N.PL_CHECKPOINTS_OTHER,
                   r"^lightning_logs/version_(\d+)/checkpoints/epoch=(\d+)-step=(\d+)\.ckpt$",
                   ('version', 'epoch', 'step'))


def pl_events(r: random.Random) -> tuple[Kind, list[str]]:
    """jithsg/pytorch-lightning-examples @fe40f1d3f8e2: TensorBoard event files
    lightning_logs/version_<N>/events.out.tfevents.<time>.<host>.<pid>.<n>, the logger version and, by TensorBoard's
    naming, the writer's start time (Unix seconds), the host name (jithish-ThinkPad-P53), the process id and the
    writer's counter (16); neighbours: the versions' hparams.yaml, metrics.csv and checkpoints, the notebooks."""
    return _layout(N.PL_EVENTS_KIND, N.PL_EVENTS_OTHER,
                   r"^lightning_logs/version_(\d+)/events\.out\.tfevents\.(\d+)\.([A-Za-z0-9-]+)\.(\d+)\.(\d+)$",
                   ('version', 'time', 'host', 'pid', 'count'))


REVIEW22 = {
    "ol_satellite": ol_satellite, "ol_osm": ol_osm, "ol_tiles": ol_tiles, "ol_examples": ol_examples,
    "exif_cameras": exif_cameras, "exif_orientation": exif_orientation, "exif_tests": exif_tests,
    "zarr_v2": zarr_v2, "zarr_v3": zarr_v3, "n5_chunks": n5_chunks, "sld_images": sld_images,
    "sld_examples": sld_examples, "bq_sprites": bq_sprites, "bq_items": bq_items, "bq_sounds": bq_sounds,
    "godot_screenshots": godot_screenshots, "godot_projects": godot_projects, "rct_objects": rct_objects,
    "rct_folder_objects": rct_folder_objects, "rct_images": rct_images, "osu_hitsounds": osu_hitsounds,
    "osu_fonts": osu_fonts, "osu_strings": osu_strings, "mteb_results": mteb_results, "mteb_meta": mteb_meta,
    "lmeval_belebele": lmeval_belebele, "lmeval_mmmlu": lmeval_mmmlu, "lmeval_testdata": lmeval_testdata,
    "d2_configs": d2_configs, "d2_densepose": d2_densepose, "timm_bench": timm_bench, "wandb_files": wandb_files,
    "wandb_tables": wandb_tables, "hydra_tables": hydra_tables, "pl_checkpoints": pl_checkpoints,
    "pl_events": pl_events,
}
