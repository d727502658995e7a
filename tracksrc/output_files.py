"""Writing what a command produces: only where the user asked, never over
a file tracksrc read, never half-written.

Readers note each file they open (`note_input`); `write_output` refuses a
target that is one of them (`program S -o S`, `export-model-explorer A B
-o B`, a symlink to an input), or a folder, and writes through a temporary
file in the target's folder renamed over the target: an interrupted write
leaves the old file or none, and a symlink at the target is replaced, not
followed (a dangling link's target is never created).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from tracksrc.errors import TracksrcError
from tracksrc.safe_text import visible_line

# (device, inode) of every file read in this process.
_inputs: set[tuple[int, int]] = set()


def note_input(path: str | Path, found: os.stat_result | None = None) -> None:
    """Remember that `path` (whose `os.stat` is `found`, when the caller
    has it) was read: no output may be written onto it."""
    if found is None:
        try:
            found = os.stat(path)
        except OSError:
            return
    _inputs.add((found.st_dev, found.st_ino))


def check_output_path(path: str | Path) -> Path:
    """`path` as a place to write to, or a clear error: a folder, a
    missing folder, or a file this process read (through any link)."""
    target = Path(path)
    shown = visible_line(str(target))
    if target.is_dir():
        raise TracksrcError(f"tracksrc: error: {shown}: is a folder; name a file to write")
    folder = target.parent
    if not folder.is_dir():
        raise TracksrcError(f"tracksrc: error: {shown}: no such folder {visible_line(str(folder))}")
    try:
        found = os.stat(target)
    except OSError:
        return target  # nothing there yet (or a dangling link, replaced)
    if (found.st_dev, found.st_ino) in _inputs:
        raise TracksrcError(
            f"tracksrc: error: {shown} is an input of this command: writing there would "
            "destroy it; name another file"
        )
    return target


def write_output(path: str | Path, data: str | bytes, errors: str = "strict") -> Path:
    """Write `data` (text as UTF-8, `errors` as `str.encode` takes it) to
    `path` as the module docstring says; returns the path."""
    payload = data.encode("utf-8", errors) if isinstance(data, str) else data
    with output_stream(path) as stream:
        stream.write(payload)
    return Path(path)


@contextlib.contextmanager
def output_stream(path: str | Path) -> Iterator[BinaryIO]:
    """A binary stream writing to `path` as the module docstring says, for
    output written a piece at a time (an array of gigabytes): the file
    appears when the block ends without an error, else nothing does."""
    target = check_output_path(path)
    handle, temporary = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".part", dir=target.parent
    )
    try:
        with os.fdopen(handle, "wb") as stream:
            yield stream
        # mkstemp makes the file private; an output gets the usual mode.
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(temporary, 0o666 & ~mask)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
