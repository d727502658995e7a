"""The files a pipeline is read from: read in order or by range, never
held whole.

A plain file is read by range (`read`: `os.pread`, nothing kept), and so
is a `.zst` file in zstd's seekable format (a capture bundle's stream:
`tracksrc.reading.zstd_seekable`); any file is read in order, a chunk at
a time, decompressing `.xz`, `.gz` and `.zst` on the way (`chunks`: every
stream of the file, as `xz -dc` and `gzip -dc` read it, junk after the
data an error; see `tracksrc.reading.files`). Another compressed file
cannot be read by range: what queries read of it later (stage texts,
notes) is kept by whoever scanned it (the stream's store: `kept_by_scan`). A
compressed file that ends before its end-of-stream marker is not rejected:
what decompresses is read and the file is marked `cut`, so that the stream
reports where its text stops. A byte-order mark at the start of a file is
left out of its chunks (`text_start`: offsets stay those of the file).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from functools import cached_property
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import Decompressed, check_regular_file, is_compressed, without_bom
from tracksrc.reading.zstd_seekable import SeekableReader, seek_table
from tracksrc.safe_text import visible

# How much is read at a time: large enough that Python's per-call costs
# vanish, small enough to stay far below the stream's size.
CHUNK_BYTES = 8 << 20
# The bytes of a file's start and end hashed into its identity, with its
# size and times: a file changed in place at the same size and time
# (rewritten within the clock's resolution) still differs there.
_SAMPLE_BYTES = 1 << 16


class DumpFile:
    """One dump file (see the module docstring)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # As messages, locations and the store name it: a name whose bytes
        # are not UTF-8 has them as `\XX`.
        self.name = visible(str(path))
        self.compressed = is_compressed(path)
        # Set once the file has been read to its end: a compressed file that
        # ended before its end-of-stream marker.
        self.cut = False
        # Set when the first chunk is read: where the text starts (3 after
        # a byte-order mark, which the chunks leave out).
        self.text_start = 0
        # A file whose identity leaves out where it lies (a capture bundle's
        # stream: its store answers for it moved or copied).
        self.portable = False

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
        last 64 KB (a `portable` file: its name, size and hash). A store
        built from a file is used again only for a file of the same
        identity."""
        info = os.stat(self.path)
        hasher = hashlib.blake2b(digest_size=16)
        with self.path.open("rb") as handle:
            hasher.update(handle.read(_SAMPLE_BYTES))
            if info.st_size > _SAMPLE_BYTES:
                handle.seek(max(info.st_size - _SAMPLE_BYTES, _SAMPLE_BYTES))
                hasher.update(handle.read(_SAMPLE_BYTES))
        if self.portable:
            # (Written once by a capture and never again: its size and
            # samples are its identity wherever it is.)
            return {"name": self.name, "size": info.st_size, "sample": hasher.hexdigest()}
        return {
            "path": str(self.path.resolve()),
            "size": info.st_size,
            "mtime_ns": info.st_mtime_ns,
            "inode": info.st_ino,
            "sample": hasher.hexdigest(),
        }

    @cached_property
    def _seekable(self) -> SeekableReader | None:
        if self.path.suffix != ".zst":
            return None
        table = seek_table(self.path)
        return None if table is None else SeekableReader(self.path, table)

    @property
    def by_range(self) -> bool:
        """True if the file is read by range: a plain file, or a `.zst` in
        zstd's seekable format."""
        return not self.compressed or self._seekable is not None

    @property
    def kept_by_scan(self) -> bool:
        """True if what queries read of the file (stage texts, notes) is
        kept by whoever scans it: it cannot be read by range."""
        return not self.by_range

    def read(self, start: int, end: int) -> bytes:
        """Bytes `start:end` of the text of a file read by range."""
        if self.compressed:
            seekable = self._seekable
            if seekable is None:
                raise TracksrcError(
                    f"{self.name}: a compressed file is read in order, not by range"
                )
            return seekable.read(start, end)
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
        """The file's bytes in order, decompressed, a chunk at a time, a
        byte-order mark at its start left out (`text_start` says so before
        the first chunk comes); at the end `cut` says whether a compressed
        file stopped early."""
        self.check()
        try:
            with self.path.open("rb") as handle:
                decompressed = None
                if self.compressed:
                    decompressed = Decompressed(self.path, handle, CHUNK_BYTES)
                    pieces = iter(decompressed)
                else:
                    pieces = iter(lambda: handle.read(CHUNK_BYTES), b"")
                self.text_start, text = without_bom(pieces)
                yield from text
                self.cut = decompressed is not None and decompressed.cut
        except OSError as exc:
            raise TracksrcError(f"{self.path}: cannot read: {exc.strerror or exc}") from None
