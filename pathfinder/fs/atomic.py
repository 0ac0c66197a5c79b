"""One way to replace a file without ever leaving half of it (docs/architecture.md, "Module map and contracts": `fs/atomic`).

The bytes go to a temporary file in the target's folder, which becomes the
target in one step (`os.replace`, or a hard link when the name must stay free),
so a crash leaves either the old file or the new one. What differs between
callers is an option: the new file's permissions, whether the data and the
rename are forced to disk (`fsync`), and whether an existing target is kept.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

PRIVATE = 0o600  # drafts and saved attempts: samples and model replies stay the user's
READABLE = 0o644  # saved rules: meant to be shared and read by other tools
FROM_UMASK = None  # like open(): 0o666 less the process umask (`apply --output`)


class AtomicFile:
    """A temporary file beside `target` that becomes `target` when the `with` block ends cleanly.

    Creating it raises OSError when the folder cannot be written. On a clean exit the
    data is flushed (and fsynced with `fsync`), the mode set, and the file moved into
    place; `exclusive` refuses to replace an existing target (FileExistsError). On an
    exception the temporary file is removed and the target left as it was.
    """

    def __init__(
        self,
        target: str | os.PathLike[str],
        *,
        mode: int | None = PRIVATE,
        fsync: bool = False,
        exclusive: bool = False,
        buffering: int = -1,
        prefix: str = ".tmp-",
    ) -> None:
        self.target = Path(target)
        self.mode = mode
        self.fsync = fsync
        self.exclusive = exclusive
        fd, name = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=self.target.parent)
        self.tmp = Path(name)
        try:
            self.stream: BinaryIO = os.fdopen(fd, "wb", buffering=buffering)
        except BaseException:
            os.close(fd)
            self.tmp.unlink()
            raise

    def __enter__(self) -> BinaryIO:
        return self.stream

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if exc_type is not None:
            self.discard()
            return
        try:
            self.commit()
        except BaseException:
            self.discard()
            raise

    def commit(self) -> None:
        """Close the temporary file and move it into place (see the class doc)."""
        if not self.stream.closed:  # closed: the caller had the file written by name
            self.stream.flush()
            if self.fsync:
                os.fsync(self.stream.fileno())
            self.stream.close()
        os.chmod(self.tmp, self.mode if self.mode is not None else _mode_from_umask())
        if self.exclusive:
            _place_exclusive(self.tmp, self.target)
        else:
            os.replace(self.tmp, self.target)
        if self.fsync:
            _fsync_dir(self.target.parent)

    def discard(self) -> None:
        """Drop the temporary file; the target is untouched."""
        try:
            self.stream.close()
        except OSError:
            pass
        try:
            self.tmp.unlink()
        except OSError:
            pass


def write_atomic(
    target: str | os.PathLike[str],
    data: bytes,
    *,
    mode: int | None = PRIVATE,
    fsync: bool = False,
    exclusive: bool = False,
    prefix: str = ".tmp-",
) -> Path:
    """`data` as the whole content of `target`, replaced in one step (options: see AtomicFile)."""
    with AtomicFile(target, mode=mode, fsync=fsync, exclusive=exclusive, prefix=prefix) as out:
        out.write(data)
    return Path(target)


def _mode_from_umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def _place_exclusive(tmp: Path, target: Path) -> None:
    """Move `tmp` to `target` only if `target` does not exist (no race with another writer)."""
    try:
        os.link(tmp, target)
    except FileExistsError:
        raise
    except OSError:
        # file systems without hard links: best effort check-then-replace
        if target.exists():
            raise FileExistsError(target) from None
        os.replace(tmp, target)
        return
    tmp.unlink()


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable (POSIX); silently skipped where directories cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
