"""Writing what a command produces: only where the user asked, never over
a file tracksrc read, never half-written.

Readers note each file they open (`note_input`); `write_output` refuses a
target that is one of them (`program S -o S`, `export-model-explorer A B
-o B`, a symlink to an input), or a folder, and writes through a temporary
file in the target's folder renamed over the target: an interrupted write
leaves the old file or none, and a symlink at the target is replaced, not
followed (a dangling link's target is never created). Only a regular
file is replaced so: a character device, a FIFO or standard output
(`-o /dev/null`, `-o /dev/stdout`, a named pipe) is written into, as
`cat > PATH` would, and a block device is refused.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from tracksrc.errors import TracksrcError
from tracksrc.safe_text import visible_line

# (device, inode) of every file read in this process.
_inputs: set[tuple[int, int]] = set()
# Folders only tracksrc's own code writes into (its cache), resolved.
_protected: set[Path] = set()


def protect_folder(path: str | Path) -> None:
    """No output may be written inside `path` (tracksrc's cache folder:
    its databases and secret key are not a user's outputs)."""
    _protected.add(Path(path).resolve())


def protected_folder(path: str | Path) -> Path | None:
    """The protected folder `path` is in (or is), if any."""
    resolved = Path(path).resolve()
    for folder in _protected:
        if resolved == folder or folder in resolved.parents:
            return folder
    return None


def note_input(path: str | Path, found: os.stat_result | None = None) -> None:
    """Remember that `path` (whose `os.stat` is `found`, when the caller
    has it) was read: no output may be written onto it."""
    if found is None:
        try:
            found = os.stat(path)
        except OSError:
            return
    _inputs.add((found.st_dev, found.st_ino))


def forget_inputs() -> None:
    """A new command starts (in a process that ran others: the shell, a
    test): the files earlier commands read are not its inputs."""
    _inputs.clear()


def note_inputs(path: str | Path) -> None:
    """Note a file, or every file of a folder (a tree-dir capture), as read
    by this command: for a command whose inputs are read elsewhere (in
    worker processes), before it writes."""
    given = Path(path)
    if given.is_dir():
        for item in given.rglob("*"):
            if item.is_file():
                note_input(item)
    else:
        note_input(given)


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
    inside = protected_folder(folder)
    if inside is not None:
        raise TracksrcError(
            f"tracksrc: error: {shown} is inside tracksrc's cache folder "
            f"{visible_line(str(inside))}: name a file elsewhere"
        )
    try:
        found = os.stat(target)
    except OSError:
        return target  # nothing there yet (or a dangling link, replaced)
    if stat.S_ISBLK(found.st_mode):
        raise TracksrcError(f"tracksrc: error: {shown} is a block device: name a file to write")
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
    if writes_into(target):
        try:
            with open(target, "wb") as stream:
                yield stream
        except OSError as exc:
            shown = visible_line(str(target))
            raise TracksrcError(
                f"tracksrc: error: {shown}: cannot write: {exc.strerror or exc}"
            ) from None
        return
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


def writes_into(target: Path) -> bool:
    """True where an output is written into what is at `target` rather than
    renamed over it: a character device, a FIFO or a socket (through any
    link), or a path of `/dev` or `/proc` (`/dev/stdout`, `/dev/fd/1`,
    `/proc/self/fd/1`: standard output, even redirected to a file; nothing
    is ever renamed there)."""
    if str(target).startswith(("/dev/", "/proc/")):
        return True
    try:
        mode = os.stat(target).st_mode
    except OSError:
        return False
    return stat.S_ISCHR(mode) or stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)
