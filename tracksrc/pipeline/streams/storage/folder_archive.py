"""A capture bundle's dump folder packed into one file, and unpacked into
tracksrc's cache where the bundle is opened.

IREE writes an executable's sources, configurations, benchmarks, LLVM IR
and assembly as one small file each: 400 files, 8.9 MB, for densenet on
gfx942, as much as the compressed stream of the whole compile. Packed
they are 0.3 MB: a tar archive (Python's `tarfile`) of the folder's plain
files in one zstd frame with a checksum.

Unpacking trusts nothing in the archive: only regular files directly in
the folder are taken (a name with a folder in it, a link, a device or
`..` is refused), each written by tracksrc under its own name, up to
`_MOST_EXPANSION` times the archive's size; the folder is made whole or
not at all (a `.part` folder renamed at the end), named by the archive's
digest, so a changed archive is unpacked anew.
"""

from __future__ import annotations

import logging
import re
import shutil
import tarfile
from pathlib import Path

import zstandard

from tracksrc.output_files import output_stream
from tracksrc.pipeline.streams.storage.database import made_whole, unpacked_path

logger = logging.getLogger("tracksrc.pipeline.streams.storage.folder_archive")

_PARAMETERS = zstandard.ZstdCompressionParameters.from_level(
    9, window_log=23, write_checksum=True, write_content_size=True
)
_MOST_EXPANSION = 200
_READ = 1 << 20
# A file's name as the archive may give it: one component, no control.
_PLAIN_NAME = re.compile(r"[^/\\\x00-\x1f]+")


class ArchiveError(ValueError):
    """An archive that cannot be unpacked as a dump folder."""


def pack_folder(folder: Path, archive: Path) -> int:
    """Pack the plain files of `folder` into `archive` (whole or not at
    all), then remove the folder; the archive's size. A folder holding
    anything else (a folder, a link) is left as it is: 0."""
    entries = sorted(folder.iterdir())
    if any(entry.is_symlink() or not entry.is_file() for entry in entries):
        return 0
    with output_stream(archive) as raw:
        writer = zstandard.ZstdCompressor(compression_params=_PARAMETERS).stream_writer(
            raw, closefd=False
        )
        with writer, tarfile.open(fileobj=writer, mode="w|", format=tarfile.PAX_FORMAT) as tar:
            for entry in entries:
                tar.add(entry, arcname=entry.name, recursive=False)
    shutil.rmtree(folder)
    return archive.stat().st_size


def unpacked_folder(archive: Path, cache_dir: Path, name: str) -> Path | None:
    """The folder `archive` holds, unpacked in `cache_dir` (now, if it is
    not there yet); `name` (the bundle's) begins its name. None, with a
    warning, for an archive that cannot be unpacked."""
    target = unpacked_path(archive, cache_dir, name, "." + archive.name.split(".")[0])
    if target.is_dir():
        return target
    try:
        with made_whole(target) as part:
            part.mkdir()
            _unpack(archive, part)
    except (ArchiveError, tarfile.TarError, zstandard.ZstdError, OSError) as exc:
        logger.warning("%s could not be unpacked (%s); its files are not read", archive, exc)
        return None
    return target


def _unpack(archive: Path, folder: Path) -> None:
    left = archive.stat().st_size * _MOST_EXPANSION
    with (
        archive.open("rb") as raw,
        zstandard.ZstdDecompressor().stream_reader(raw) as reader,
        tarfile.open(fileobj=reader, mode="r|") as tar,
    ):
        for member in tar:
            if not member.isfile() or not _PLAIN_NAME.fullmatch(member.name):
                raise ArchiveError(f"it holds {member.name!r:.100}, not a plain file")
            if member.name in (".", ".."):
                raise ArchiveError(f"it holds {member.name!r}")
            left -= member.size
            if left < 0:
                raise ArchiveError("its files are larger than any dump folder packed so")
            source = tar.extractfile(member)
            if source is None:
                raise ArchiveError(f"{member.name!r} cannot be read")
            destination = folder / member.name
            if destination.exists():
                raise ArchiveError(f"it holds {member.name!r} twice")
            with destination.open("wb") as writing:
                shutil.copyfileobj(source, writing, _READ)
