"""Which word written with a number names a thing, not one member of a numbered family: the analyser's one
vocabulary of them (`python3`, `x264`, `md5`, `utf8`, `html5lib`, `cifar10`), one list per question.

The boundary (docs/analyser.md, "Rules of round 12 (words)"): this module owns "a word that carries a number
but names a thing"; the rules ask it and keep no list of their own. It imports nothing of the analyser, so
`tokens` may use it as well as `codes`, `columns` and `numbered_words`.

- `named_code` (`NAMED_CODES`): is this whole token, letters glued to a number, one name (`x264`, `md5`,
  `uint16`)? Asked by `codes` (no key before such values), `columns._glued_member` (a shared `x264` stays
  literal) and `lone_codes` (no keyed slot).
- `NAMED_NUMBER_WORDS`: does this word, a number written after it, name a thing rather than count one
  (`python`+`3`, `cifar`+`10`, `final`+`2`)? Asked by `numbered_words.numbered_word`.
- `PACKAGE_WORDS`, `PLATFORM_CODES`: does a run of lowercase letters and digits start with a word, or a
  code, that takes a number inside a package's name (`html5lib`, `win32com`, `libx264dev`)? Asked by
  `tokens.software_name`, so such a name is no random id.

The lists overlap and differ on purpose: `v8`, `k8`, `l10` start package names (`v8dev`) but a lane `L10` is
one of many; `s3`, `h5` are names alone but no package's first letters. A change to one list changes what
its question answers, so tests/test_number_names.py pins every answer over the lists and a matrix of names.
"""
from __future__ import annotations

__all__ = ["NAMED_CODES", "NAMED_NUMBER_WORDS", "PACKAGE_WORDS", "PLATFORM_CODES", "named_code"]

# letters glued to a number that name one thing, a codec, a hash, an encoding, a format or an architecture
NAMED_CODES = frozenset(
    "x264 x265 h261 h263 h264 h265 h266 vp8 vp9 av1 mp2 mp3 mp4 m4a m4v mpeg1 mpeg2 mpeg4 md4 md5 sha1 sha224 sha256 "
    "sha384 sha512 crc32 adler32 utf8 utf16 utf32 ucs2 latin1 ascii7 base32 base64 python2 python3 py2 py3 win32 "
    "win64 x86 x64 i386 i686 amd64 arm64 aarch64 h5 hdf4 hdf5 nc3 nc4 netcdf3 netcdf4 jp2 j2k ipv4 ipv6 s3 gs2 "
    "bz2 lz4 zstd7 pcm16 pcm24 int8 int16 int32 int64 uint8 uint16 uint32 uint64 float16 float32 float64 fp16 fp32 "
    "fp64 bf16 rgb8 rgb16 mono8 mono16 bgr8 bayer8 yuv420 yuv422 yuv444 nv12 nv21".split())


def named_code(text: str) -> bool:
    """Whether letters glued to a number are a name of its own (`x264`, `md5`, `utf8`, `python3`, `uint16`).

    Why: a codec, a hash or an encoding is written the same on every file; its digits count nothing.
    """
    return text.lower() in NAMED_CODES


# words whose number is part of a name: software and runtimes, platforms and machines, encodings and hashes,
# codecs and formats, protocols and buses, numeric types, units, models, data sets, edit states, and the
# words that name a whole tree (`study42`, `project7`: a tree is listed on its own)
NAMED_NUMBER_WORDS = frozenset("""
python py pypy cpython jython cp php perl ruby lua node nodejs java jdk jre openjdk jvm scala kotlin dotnet net
netcoreapp netstandard netcore golang rust swift dart julia gcc clang llvm msvc vc vs cuda cudnn rocm sm opencl
opengl gl gles vulkan directx dx metal qt gtk wx tk tcl vue react angular django rails flask spring webpack es ecma
html css sql sqlite postgres postgresql pg mysql oracle mongo mongodb redis hadoop spark hive kafka scipy numpy
win windows wow syswow system lib libx amd arm aarch ppc mips riscv sparc ubuntu debian centos rhel el fc fedora
alpine macos osx ios android linux kernel api
utf ucs latin iso ascii ansi koi gb big euc sha md crc adler blake base rot
mp mpeg mpg avc hevc vp av aac ac dts pcm flac ogg opus wav wma jpeg jpg png gif tif tiff hdf nc netcdf grib zarr
webm mkv ogv heic dvd bluray
ipv ip http https tls ssl tcp udp oauth smb nfs ftp sftp ssh wifi bt usb pcie ddr sata nvme raid ext fat ntfs
int uint float double fp bf bfloat half complex bit bits byte bytes char
kb mb gb tb hz khz mhz ghz px dpi fps
resnet resnext vgg bert roberta gpt llama mistral yolo yolov efficientnet densenet mobilenet mobilenetv inception
vit deit swin unet clip alexnet lenet wrn
cifar coco voc imagenet kitti celeba lfw ucf hmdb kinetics esc svhn stl emnist places caltech flowers food
voxceleb librispeech timit cub shapenet modelnet scannet nuscenes argoverse covid
era merra cmip landsat sentinel goes noaa himawari modis viirs gpm metop aqua terra jpss
final copy backup bak old new tmp temp orig draft fixed clean
study project proj dataset data db repo repository account org team workspace corpus archive mirror
""".split())

# words that take a format, platform or version number at the start of a package's name (`html5lib`, `utf8proc`,
# `win32com`, `base64`, `python3`), and the codes that do (`x86`, `libx264dev`, `i386`)
PACKAGE_WORDS = frozenset("html utf ucs win md sha arm amd aarch base py python qt gtk gles go ffmpeg "
                          "ipv cuda jdk node php perl lua es ecma ext el fc ubuntu debian opengl vulkan webgl dx "
                          "ie net sm cp".split())
PLATFORM_CODES = frozenset("x86 x64 x32 x264 x265 h263 h264 h265 i386 i486 i586 i686 i18 l10 v8 k8".split())
