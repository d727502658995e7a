"""What queries read of a compressed file, kept when it is scanned.

A plain file is read by range whenever a stage's text is wanted; a
compressed one cannot be, and decompressing a 700 MB stream again for each
stage asked for would take seconds. So the scan hands each stage's bytes
to `KeptTexts`, which keeps those of compressed files: each distinct stage
text once (by digest) and each note's text, compressed with zlib at its
fastest level (a print-ir stream compresses about tenfold). A long stage
(read a piece at a time by the scan) is kept in parts of `PART` bytes,
so that keeping it holds one part at a time. Where they are kept is a
`TextShelf`: a dict in memory, or the stream's store on disk (a temporary
database without a cache: `tracksrc.pipeline.streams.storage.database`).
"""

from __future__ import annotations

import hashlib
import zlib
from collections.abc import Iterator
from typing import Protocol

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.pipeline.streams.scanning.records import (
    StageBytes,
    StageRecord,
    body_start,
    stage_head,
    stage_pieces,
)
from tracksrc.pipeline.streams.storage.database import StoreError, StreamStore, damaged_midway
from tracksrc.reading.notes import Note

# A long stage's IR is kept in parts of this many bytes (before
# compression), and its entry says how many: `_PARTS` and the count.
PART = 16 << 20
_PARTS = b"TSP1"  # (zlib's output starts with 0x78: never this)


class TextShelf(Protocol):
    """Where kept texts go: compressed bytes by key."""

    def put_text(self, key: bytes, data: bytes) -> None:
        """Keep `data` under `key` (once: a key is never rewritten)."""

    def get_text(self, key: bytes) -> bytes | None:
        """What `put_text` kept under `key`, or None."""

    def has_text(self, key: bytes) -> bool:
        """True if `key` is kept."""


class MemoryShelf:
    """A `TextShelf` in memory."""

    def __init__(self) -> None:
        self._texts: dict[bytes, bytes] = {}

    def put_text(self, key: bytes, data: bytes) -> None:
        """Keep `data` under `key`."""
        self._texts.setdefault(key, data)

    def get_text(self, key: bytes) -> bytes | None:
        """The data kept under `key`."""
        return self._texts.get(key)

    def has_text(self, key: bytes) -> bool:
        """True if `key` is kept."""
        return key in self._texts


def _header_key(record: StageRecord) -> bytes:
    # Stages sharing their IR differ in headers: each kept by its place.
    return b"head:" + record.file.to_bytes(4, "little") + record.start.to_bytes(8, "little")


def _part_key(digest: bytes, number: int) -> bytes:
    return b"part:" + digest + number.to_bytes(4, "little")


def _note_key(digest: bytes, start: int) -> bytes:
    # A note is kept under its stage's place in the file, not its content:
    # two equal notes in one file cost twice, which is rare.
    return b"note:" + digest + start.to_bytes(8, "little")


class KeptTexts:
    """The texts of a pipeline's stages and notes: read by range from plain
    files, kept (and read back) for compressed ones."""

    def __init__(self, shelf: TextShelf) -> None:
        self.shelf = shelf
        # The stage texts kept in this process (asking the shelf for each
        # stage of a stream would cost a query per stage).
        self._kept: set[bytes] = set()

    def keep(
        self, source: DumpFile, record: StageRecord, stage_bytes: StageBytes, notes_bytes: bytes
    ) -> None:
        """The scan's `StageSink`: keep what a compressed file cannot give
        again."""
        if not source.kept_by_scan:
            return
        head = stage_head(stage_bytes)
        body = body_start(head)
        if record.digest not in self._kept:
            self._kept.add(record.digest)
            if not self.shelf.has_text(record.digest):
                if isinstance(stage_bytes, bytes):
                    self.shelf.put_text(record.digest, zlib.compress(stage_bytes[body:], 1))
                else:
                    self._keep_parts(record.digest, stage_pieces(stage_bytes, body))
        if body:
            self.shelf.put_text(_header_key(record), zlib.compress(head[:body], 1))
        base = record.end
        for note in record.notes:
            text = notes_bytes[note.start - base : note.end - base]
            self.shelf.put_text(_note_key(record.digest, note.start), zlib.compress(text, 1))

    def _keep_parts(self, digest: bytes, pieces: Iterator[bytes]) -> None:
        """Keep a long stage's IR in parts, then the entry that lists them
        (so that a kept entry means all its parts are)."""
        count = 0
        pending = b""
        for piece in pieces:
            pending += piece
            if len(pending) >= PART:
                self.shelf.put_text(_part_key(digest, count), zlib.compress(pending, 1))
                count += 1
                pending = b""
        if pending or not count:
            self.shelf.put_text(_part_key(digest, count), zlib.compress(pending, 1))
            count += 1
        self.shelf.put_text(digest, _PARTS + count.to_bytes(4, "little"))

    def stage_bytes(self, source: DumpFile, record: StageRecord, size: int | None = None) -> bytes:
        """The bytes of a stage of `source`, header included (the first
        `size` of them, if given: `stage_head`)."""
        if size is not None:
            return self.stage_head(source, record, size)
        if source.by_range:
            return source.read(record.start, record.end)
        try:
            parts = self._body_parts(record.digest)
            if parts is None:
                # (Kept by the scan that found the stage: missing, it was lost.)
                raise self._damaged(source, record, "it is not there")
            header = self.shelf.get_text(_header_key(record))
            # (zlib's checksum finds a damaged part or header; the digest
            # the scan took finds parts put together wrong.)
            body = b"".join(zlib.decompress(part) for part in parts)
            head = b"" if header is None else zlib.decompress(header)
        except (zlib.error, StoreError) as exc:
            raise self._damaged(source, record, f"it does not read back ({exc})") from None
        if hashlib.sha256(body).digest()[:16] != record.digest:
            raise self._damaged(source, record, "its digest does not match")
        return head + body

    def stage_head(self, source: DumpFile, record: StageRecord, size: int) -> bytes:
        """The first `size` bytes of a stage of `source`, header included
        (a long stage is not read whole for them)."""
        if source.by_range:
            return source.read(record.start, min(record.end, record.start + size))
        parts = self._body_parts(record.digest)
        if parts is None:
            raise self._damaged(source, record, "it is not there")
        try:
            header = self.shelf.get_text(_header_key(record))
            head = b"" if header is None else zlib.decompress(header)
            return (head + zlib.decompress(parts[0]))[:size]
        except (zlib.error, StoreError) as exc:
            raise self._damaged(source, record, f"it does not read back ({exc})") from None

    def _damaged(self, source: DumpFile, record: StageRecord, problem: str) -> Exception:
        message = (
            f"{source.name}: the text kept of the stage at line {record.line} is damaged: {problem}"
        )
        if isinstance(self.shelf, StreamStore):
            return damaged_midway(self.shelf, StoreError(message))
        return TracksrcError(f"tracksrc: error: {message}")

    def _body_parts(self, digest: bytes) -> list[bytes] | None:
        """The compressed parts of the IR kept under `digest` (one, but for
        a long stage), or None if any is missing."""
        kept = self.shelf.get_text(digest)
        if kept is None or not kept.startswith(_PARTS):
            return None if kept is None else [kept]
        parts = []
        for number in range(int.from_bytes(kept[len(_PARTS) :], "little")):
            part = self.shelf.get_text(_part_key(digest, number))
            if part is None:
                return None
            parts.append(part)
        return parts

    def note_text(self, source: DumpFile, record: StageRecord, note: Note) -> str:
        """The text of one of the notes of a stage of `source`."""
        if source.by_range:
            data = source.read(note.start, note.end)
        else:
            try:
                kept = self.shelf.get_text(_note_key(record.digest, note.start))
                data = b"" if kept is None else zlib.decompress(kept)
            except (zlib.error, StoreError) as exc:
                raise self._damaged(source, record, f"a note does not decompress ({exc})") from None
        return data.decode("utf-8", errors="replace")
