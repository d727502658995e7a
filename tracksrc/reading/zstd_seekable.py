"""`.zst` files read by range: zstd's seekable format.

A zstd stream is read from its start; a file of many independent frames
with a table of them at its end (zstd's seekable format, `contrib/
seekable_format` of the zstd sources, also made by `t2sz` and read by
`zstd`'s own tools) can be read anywhere by decompressing only the
frames that hold the bytes asked for. `tracksrc capture` writes its
stream so (`SeekableWriter`), so that a bundle's stages are read by range
like a plain file's instead of being kept a second time in its store.

The table is a skippable frame: magic 0x184D2A5E, its length, one entry
per frame (compressed size, decompressed size, each 4 bytes, then a 4-byte
checksum when the descriptor's top bit is set), and a footer: the number
of frames (4 bytes), the descriptor (1 byte) and 0x8F92EAB1. Every reader
of plain zstd passes over it as over any skippable frame.

`seek_table` reads the table of a file and checks it against the file's
size and each frame's header (its content size, which the table's must
be: a frame without one is not read by range, since a wrong size would
shift every later frame's text unseen); a table that does not add up is
no table (the file is read in order, as any `.zst`). Each frame read is
checked by its own checksum and its size against the table's.
"""

from __future__ import annotations

import bisect
import os
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import zstandard

from tracksrc.errors import TracksrcError

_SKIPPABLE_MAGIC = 0x184D2A5E
_SEEKABLE_MAGIC = 0x8F92EAB1
_FOOTER = struct.Struct("<IBI")  # frames, descriptor, magic
_HEADER = struct.Struct("<II")  # skippable magic, length
_CHECKSUM_FLAG = 0x80
_RESERVED_BITS = 0x7C  # (must be 0; bits 0-1 are unused)
# A frame header is at most 18 bytes (magic, descriptor, window, dictionary
# id, content size).
_LONGEST_FRAME_HEADER = 18
# A frame larger than this (decompressed) is not read by range: a table
# naming one is taken as none (whoever made the file chose huge frames).
MAX_FRAME_BYTES = 256 << 20


@dataclass(frozen=True)
class SeekTable:
    """Where each frame is: its offset in the file and in the text, both
    ascending, with a last entry for the ends."""

    compressed: tuple[int, ...]
    decompressed: tuple[int, ...]

    @property
    def text_size(self) -> int:
        """The size of the decompressed text."""
        return self.decompressed[-1]

    def frames_of(self, start: int, end: int) -> range:
        """The numbers of the frames that hold text bytes `start:end`."""
        first = bisect.bisect_right(self.decompressed, start) - 1
        last = bisect.bisect_left(self.decompressed, end)
        return range(max(first, 0), min(last, len(self.decompressed) - 1))


def seek_table(path: Path) -> SeekTable | None:
    """The seek table at the end of `path`, or None when it has none or
    one that does not describe the file (frames that do not add up to
    its size, a frame larger than `MAX_FRAME_BYTES`)."""
    try:
        with path.open("rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            return _read_table(handle, size)
    except OSError:
        return None


def _read_table(handle: BinaryIO, size: int) -> SeekTable | None:
    if size < _HEADER.size + _FOOTER.size:
        return None
    handle.seek(size - _FOOTER.size)
    count, descriptor, magic = _FOOTER.unpack(handle.read(_FOOTER.size))
    if magic != _SEEKABLE_MAGIC or descriptor & _RESERVED_BITS:
        return None
    entry = 12 if descriptor & _CHECKSUM_FLAG else 8
    length = count * entry + _FOOTER.size
    table_start = size - length - _HEADER.size
    if table_start < 0:
        return None
    handle.seek(table_start)
    raw = handle.read(length + _HEADER.size)
    skippable, declared = _HEADER.unpack_from(raw)
    if skippable != _SKIPPABLE_MAGIC or declared != length:
        return None
    compressed, decompressed = [0], [0]
    for number in range(count):
        packed, text = struct.unpack_from("<II", raw, _HEADER.size + number * entry)
        if packed == 0 or text == 0 or text > MAX_FRAME_BYTES:
            return None
        compressed.append(compressed[-1] + packed)
        decompressed.append(decompressed[-1] + text)
    if compressed[-1] != table_start:
        return None
    for number in range(count):
        handle.seek(compressed[number])
        try:
            content = zstandard.frame_content_size(handle.read(_LONGEST_FRAME_HEADER))
        except zstandard.ZstdError:
            return None  # (no frame starts there)
        if content != decompressed[number + 1] - decompressed[number]:
            return None
    return SeekTable(tuple(compressed), tuple(decompressed))


class SeekableReader:
    """Text bytes of a seekable `.zst` file by range, the frame read last
    held for the next read (stages read in order share frames)."""

    def __init__(self, path: Path, table: SeekTable) -> None:
        self.path = path
        self.table = table
        self._held: tuple[int, bytes] | None = None

    def read(self, start: int, end: int) -> bytes:
        """Text bytes `start:end` (an error past the text's end)."""
        table = self.table
        if start < 0 or end > table.text_size or start > end:
            raise TracksrcError(
                f"{self.path}: bytes {start}-{end} asked for, the text has {table.text_size}: "
                "the file changed since it was read; open it again"
            )
        parts = []
        for number in table.frames_of(start, end):
            text = self._frame(number)
            base = table.decompressed[number]
            parts.append(text[max(start - base, 0) : end - base])
        return b"".join(parts)

    def _frame(self, number: int) -> bytes:
        if self._held is not None and self._held[0] == number:
            return self._held[1]
        table = self.table
        begin, finish = table.compressed[number], table.compressed[number + 1]
        expected = table.decompressed[number + 1] - table.decompressed[number]
        try:
            with self.path.open("rb") as handle:
                handle.seek(begin)
                packed = handle.read(finish - begin)
            text = zstandard.ZstdDecompressor().decompress(packed, max_output_size=expected)
        except OSError as exc:
            raise TracksrcError(f"{self.path}: cannot read: {exc.strerror or exc}") from None
        except zstandard.ZstdError as exc:
            raise self._damaged(number, str(exc)) from None
        if len(text) != expected:
            raise self._damaged(number, f"{len(text)} bytes where its table says {expected}")
        self._held = (number, text)
        return text

    def _damaged(self, number: int, why: str) -> TracksrcError:
        return TracksrcError(
            f"{self.path}: frame {number} (at byte {self.table.compressed[number]}) is "
            f"damaged: {why}"
        )


class SeekableWriter:
    """Writes text into `raw` as zstd's seekable format: a frame every
    `frame_bytes` of text (each compressed alone, its size in its header,
    with its checksum), the table after the last when `close`d. Memory:
    one frame's text and its compression."""

    def __init__(
        self,
        raw: BinaryIO,
        parameters: zstandard.ZstdCompressionParameters,
        frame_bytes: int = 8 << 20,
    ) -> None:
        self._raw = raw
        self._compressor = zstandard.ZstdCompressor(compression_params=parameters)
        self._frame_bytes = frame_bytes
        self._pending: list[bytes] = []
        self._pending_size = 0
        self._entries: list[tuple[int, int]] = []
        self.closed = False

    def write(self, data: bytes) -> None:
        """The text's next bytes."""
        self._pending.append(data)
        self._pending_size += len(data)
        if self._pending_size >= self._frame_bytes:
            text = b"".join(self._pending)
            cut = self._frame_bytes
            for begin in range(0, len(text) - cut + 1, cut):
                self._write_frame(text[begin : begin + cut])
            rest = text[len(text) - len(text) % cut :]
            self._pending = [rest] if rest else []
            self._pending_size = len(rest)

    def _write_frame(self, text: bytes) -> None:
        packed = self._compressor.compress(text)
        self._raw.write(packed)
        self._entries.append((len(packed), len(text)))

    def close(self) -> None:
        """The last frame and the table (once)."""
        if self.closed:
            return
        self.closed = True
        if self._pending_size:
            self._write_frame(b"".join(self._pending))
            self._pending = []
        body = b"".join(struct.pack("<II", *entry) for entry in self._entries)
        footer = _FOOTER.pack(len(self._entries), 0, _SEEKABLE_MAGIC)
        self._raw.write(_HEADER.pack(_SKIPPABLE_MAGIC, len(body) + len(footer)) + body + footer)

    def __enter__(self) -> SeekableWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
