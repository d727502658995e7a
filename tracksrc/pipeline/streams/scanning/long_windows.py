"""Windows too long to hold: a stage (or a header-less file) of gigabytes.

A few hundred KB of xz can expand to gigabytes of IR in one stage. The
scan holds a window (a stage and its notes) whole only up to `LONG_WINDOW`
bytes; past that, the rest of the window is read on without being kept
(`read_long_window`) and the window is handed on as a `LongWindow`, read
again by range a piece at a time: from the file itself when it is plain,
from a `Spill` when it is compressed (a temporary file of zlib blocks, so
that a bomb of repeated text takes little disk). `scan_long_stage` reads
such a stage in one pass (where its IR ends, its digest, its lines, how
deep its brackets are left open); what queries later read of it is kept
from `WindowSlice` pieces. Memory stays that of a window of `LONG_WINDOW`
bytes (and copies of it) whatever the stage's size. The notes after a long
stage are held (they are read as notes), and so is a long text before a
stream's first stage.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass

from tracksrc.pipeline.streams.scanning.cuts import Nesting
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.pipeline.streams.scanning.records import body_start
from tracksrc.reading.files import BOM
from tracksrc.reading.notes import find_openers
from tracksrc.reading.spill import Spill
from tracksrc.reading.stage_header import HEADER_MARKER_BYTES

# A window longer than this is read by range rather than held.
LONG_WINDOW = 32 << 20
# How much of a long window is read at a time, and kept of its start.
PIECE = 4 << 20
HEAD = 1 << 20
NEXT_HEADER = b"\n" + HEADER_MARKER_BYTES


class LongWindow:
    """A window of `size` bytes at file offset `offset` of `source` (after
    its first `HEAD` bytes, `head`), read by range: from the file, or from
    `spill` for a compressed one."""

    def __init__(
        self, source: DumpFile, offset: int, size: int, head: bytes, spill: Spill | None
    ) -> None:
        self.source = source
        self.offset = offset
        self.size = size
        self.head = head
        self.spill = spill

    def __repr__(self) -> str:
        return f"<LongWindow {self.source.name} {self.offset}+{self.size}>"

    def read(self, start: int, end: int) -> bytes:
        """Bytes `start:end` of the window."""
        end = min(end, self.size)
        if start >= end:
            return b""
        if self.spill is not None:
            return self.spill.read(start, end)
        return self.source.read(self.offset + start, self.offset + end)

    def pieces(self, start: int, end: int) -> Iterator[bytes]:
        """Bytes `start:end` of the window, a piece of about `PIECE` bytes at
        a time, each ending at a line end (but for a longer line)."""
        position = start
        carry = b""
        while position < end:
            data = carry + self.read(position, min(end, position + PIECE))
            position = min(end, position + PIECE)
            carry = b""
            if position < end:
                cut = data.rfind(b"\n") + 1
                if cut:
                    data, carry = data[:cut], data[cut:]
            yield data
        if carry:
            yield carry

    def close(self) -> None:
        """Remove the spill file, if any."""
        if self.spill is not None:
            self.spill.close()


@dataclass(frozen=True)
class WindowSlice:
    """The first `end` bytes of a long window: a long stage's bytes, read in
    pieces (a `records.StageSlice`)."""

    window: LongWindow
    end: int

    @property
    def head(self) -> bytes:
        """The stage's first bytes."""
        return self.window.head[: self.end]

    def pieces(self, start: int = 0) -> Iterator[bytes]:
        """The stage's bytes from `start`, in pieces."""
        return self.window.pieces(start, self.end)


def read_long_window(
    source: DumpFile, data: bytes, offset: int, chunks: Iterator[bytes], to_end: bool = False
) -> tuple[LongWindow, bytes]:
    """The window that starts with `data` (at file offset `offset`, no
    header after its first line so far), read on from `chunks` to the next
    header line (`to_end`: to the end of the file) without being held (kept
    in a spill file for a compressed file); the window, and what was read
    after it (a header line on, or nothing at the end)."""
    spill = Spill() if not source.by_range else None
    head = data[:HEAD]
    size = 0
    # The last bytes of what was searched: a header may straddle chunks.
    overlap = len(NEXT_HEADER) - 1
    while True:
        found = -1 if to_end else data.find(NEXT_HEADER)
        incoming = None if found != -1 else next(chunks, None)
        if found != -1:
            done = found + 1
        elif incoming is not None:
            done = max(0, len(data) - overlap)
        else:
            done = len(data)
        if spill is not None:
            # (A view: a window's first bytes are tens of MB.)
            spill.write(memoryview(data)[:done])
        size += done
        if incoming is None:
            rest = data[done:]
            break
        data = data[done:] + incoming
    if spill is not None:
        spill.finish()
    return LongWindow(source, offset, size, head, spill), rest


def file_window(source: DumpFile) -> tuple[int, bytes | LongWindow]:
    """A whole file as one window (a tree-dir file is one stage): where its
    text starts (after a byte-order mark) and its bytes, or a `LongWindow`
    when they are longer than `LONG_WINDOW`."""
    if not source.compressed:
        source.check()
        if source.size > LONG_WINDOW:
            # Nothing to read ahead: the file is read by range.
            head = source.read(0, min(source.size, HEAD + len(BOM)))
            start = len(BOM) if head.startswith(BOM) else 0
            source.text_start = start
            return start, LongWindow(source, start, source.size - start, head[start:][:HEAD], None)
    chunks = source.chunks()
    parts: list[bytes] = []
    held = 0
    for chunk in chunks:
        parts.append(chunk)
        held += len(chunk)
        if held > LONG_WINDOW:
            window, _ = read_long_window(
                source, b"".join(parts), source.text_start, chunks, to_end=True
            )
            return source.text_start, window
    return source.text_start, b"".join(parts)


@dataclass(frozen=True)
class LongStage:
    """What one pass over a long stage found: where its IR ends in its
    window (`end`: the first note after it, or the window's end), its lines
    (`newlines`), its digest, and how deep its brackets are left open."""

    end: int
    newlines: int
    digest: bytes
    nesting: Nesting


def scan_long_stage(window: LongWindow, notes: bool) -> LongStage:
    """Read the long stage that starts `window` (its header line, if any,
    then its IR) in one pass, a piece at a time. With `notes`, its IR ends
    at the first line that opens a note (`tracksrc.reading.notes`);
    otherwise it is the whole window (a file without a header)."""
    body = body_start(window.head)
    hasher = hashlib.sha256()
    nesting = Nesting()
    newlines = 0
    position = 0
    # The line before each piece, for the note openers that look back at it
    # (a mid-line piece's context is a byte that is no line end).
    context = b""
    for piece in window.pieces(0, window.size):
        stop = len(piece)
        if notes:
            for offset, _ in find_openers(context + piece):
                relative = offset - len(context)
                if relative >= 0 and position + relative >= body:
                    stop = relative
                    break
        part = piece[:stop]
        newlines += part.count(b"\n")
        low = max(0, body - position)
        if low < len(part):
            hasher.update(part[low:])
            nesting.feed(part[low:])
        position += stop
        if stop < len(piece):
            break
        last = piece.rfind(b"\n", 0, len(piece) - 1) + 1
        context = piece[last:] if piece.endswith(b"\n") else b"x"
    return LongStage(position, newlines, hasher.digest()[:16], nesting)
