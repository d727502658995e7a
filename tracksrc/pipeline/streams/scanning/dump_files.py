"""The files a pipeline is read from: read in order or by range, never
held whole.

A plain file is read by range (`read`: `os.pread`, nothing kept); any file
is read in order, a chunk at a time, decompressing `.xz` and `.gz` on the
way (`chunks`). A compressed file cannot be read by range: what queries read
of it later (stage texts, notes) is kept by whoever scanned it (the stream's
store). A compressed file that ends before its end-of-stream marker is not
rejected: what decompresses is read and the file is marked `cut`, so that
the stream reports where its text stops.
"""

from __future__ import annotations

import hashlib
import lzma
import os
import zlib
from collections.abc import Iterator
from functools import cached_property
from pathlib import Path
from typing import BinaryIO

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import check_regular_file

# How much is read at a time: large enough that Python's per-call costs
# vanish, small enough to stay far below the stream's size.
CHUNK_BYTES = 8 << 20
_COMPRESSED = {".xz", ".gz"}
# The bytes of a file's start and end hashed into its identity, with its
# size and times: a file changed in place at the same size and time
# (rewritten within the clock's resolution) still differs there.
_SAMPLE_BYTES = 1 << 16


class DumpFile:
    """One dump file (see the module docstring)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.name = str(path)
        self.compressed = path.suffix in _COMPRESSED
        # Set once the file has been read to its end: a compressed file that
        # ended before its end-of-stream marker.
        self.cut = False

    def __repr__(self) -> str:
        return f"<DumpFile {self.name}>"

    @cached_property
    def size(self) -> int:
        """The file's size on disk (compressed, for a compressed file)."""
        return os.stat(self.path).st_size

    def check(self) -> None:
        """A clear error for what is not a regular file (see
        `check_regular_file`)."""
        check_regular_file(self.path)

    def identity(self) -> dict[str, object]:
        """What tells this file's content from another's without reading it
        all: its size, modification time, inode, and a hash of its first and
        last 64 KB. A store built from a file is used again only for a file
        of the same identity."""
        info = os.stat(self.path)
        hasher = hashlib.blake2b(digest_size=16)
        with self.path.open("rb") as handle:
            hasher.update(handle.read(_SAMPLE_BYTES))
            if info.st_size > _SAMPLE_BYTES:
                handle.seek(max(info.st_size - _SAMPLE_BYTES, _SAMPLE_BYTES))
                hasher.update(handle.read(_SAMPLE_BYTES))
        return {
            "path": str(self.path.resolve()),
            "size": info.st_size,
            "mtime_ns": info.st_mtime_ns,
            "inode": info.st_ino,
            "sample": hasher.hexdigest(),
        }

    def read(self, start: int, end: int) -> bytes:
        """Bytes `start:end` of a plain file."""
        if self.compressed:
            raise TracksrcError(f"{self.name}: a compressed file is read in order, not by range")
        try:
            descriptor = os.open(self.path, os.O_RDONLY)
        except OSError as exc:
            raise TracksrcError(f"{self.path}: cannot read: {exc.strerror or exc}") from None
        try:
            parts = []
            position = start
            while position < end:
                part = os.pread(descriptor, min(end - position, 1 << 30), position)
                if not part:
                    raise TracksrcError(
                        f"{self.path}: the file changed while it was read (it ends at byte "
                        f"{position}, before {end}); open it again"
                    )
                parts.append(part)
                position += len(part)
            return b"".join(parts)
        finally:
            os.close(descriptor)

    def chunks(self) -> Iterator[bytes]:
        """The file's bytes in order, decompressed, a chunk at a time; at the
        end `cut` says whether a compressed file stopped early."""
        self.check()
        try:
            with self.path.open("rb") as handle:
                if not self.compressed:
                    while chunk := handle.read(CHUNK_BYTES):
                        yield chunk
                    return
                yield from self._decompressed(handle)
        except OSError as exc:
            raise TracksrcError(f"{self.path}: cannot read: {exc.strerror or exc}") from None

    def _decompressed(self, handle: BinaryIO) -> Iterator[bytes]:
        # Decompressed a bounded amount at a time: a few KB of xz can hold
        # gigabytes of zeros.
        try:
            if self.path.suffix == ".xz":
                xz = lzma.LZMADecompressor()
                while not xz.eof:
                    data = b""
                    if xz.needs_input:
                        data = handle.read(CHUNK_BYTES // 8)
                        if not data:
                            break
                    if out := xz.decompress(data, max_length=CHUNK_BYTES):
                        yield out
                self.cut = not xz.eof
                return
            # 16 + MAX_WBITS: a gzip header and trailer around the deflate data.
            gzip = zlib.decompressobj(16 + zlib.MAX_WBITS)
            while not gzip.eof:
                data = gzip.unconsumed_tail or handle.read(CHUNK_BYTES // 8)
                if not data:
                    break
                if out := gzip.decompress(data, CHUNK_BYTES):
                    yield out
            self.cut = not gzip.eof
        except (lzma.LZMAError, zlib.error) as exc:
            raise TracksrcError(
                f"{self.path}: cannot read: not {self.path.suffix[1:]} data ({exc})"
            ) from None
