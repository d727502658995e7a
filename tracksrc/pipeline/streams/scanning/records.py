"""What the scan finds of one stage (`StageRecord`), and the small readings
of a stage's bytes every path of the scan shares: where its IR starts, its
digest, its header, its scope.

A stage's bytes come as `bytes`, or for a stage too long to hold as a
`StageSlice` read a piece at a time (`tracksrc.pipeline.streams.scanning.
long_windows`); `stage_pieces` gives either in pieces.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from sys import intern
from typing import TYPE_CHECKING, NamedTuple, Protocol

from tracksrc.errors import ParseError
from tracksrc.pipeline.streams.rules_version import READING, versioned
from tracksrc.pipeline.streams.stage_scope import first_op_scope
from tracksrc.reading.notes import Note
from tracksrc.reading.stage_header import (
    HEADER_MARKER_BYTES,
    NO_HEADER,
    StageHeader,
    parse_header,
)

if TYPE_CHECKING:
    from tracksrc.pipeline.streams.scanning.dump_files import DumpFile

# What a scan finds of a file (and the compiles found from it) changes with
# this number (bumped when the layout of what is kept changes) and with the
# reading rules (`rules_version`): stages kept by another version
# (`stage_table`) are found again, and every table worked out from them.
SCAN_VERSION = versioned(5, READING)


class StageNote(NamedTuple):
    """A note of a capture: its kind (`tracksrc.reading.notes.NOTE_KINDS`),
    file, first line and text."""

    kind: str
    file: str
    line: int
    text: str

    def __str__(self) -> str:
        lines = self.text.rstrip("\n").count("\n") + 1
        return f"{self.file}:{self.line}: {self.kind} ({lines} line{'s' if lines > 1 else ''})"


@dataclass(frozen=True, slots=True)
class StageRecord:
    """What the scan found of one stage: where it is (file `file` of the
    pipeline, bytes `start:end`, from `line`), its header, a digest of its
    IR (the header left out: identical prints share it), the op its pass
    ran on, the diagnostics printed just before its header (its pass
    emitted them), what the capture holds after its IR (`notes`), for a
    tree-dir file the counters and pass of its name, whether it is a stage
    of a stream (`in_stream`), and why it is cut short when the stream ends
    inside it and the pipeline keeps what is whole (`cut`)."""

    file: int
    start: int
    end: int
    line: int
    header: StageHeader
    digest: bytes
    scope_op: str | None
    scope_symbol: str | None
    diagnostics: str = ""
    notes: tuple[Note, ...] = ()
    tree_counters: tuple[int, ...] | None = None
    tree_argument: str | None = None
    in_stream: bool = False
    cut: ParseError | None = None

    @property
    def size(self) -> int:
        """The stage's size in bytes, header included."""
        return self.end - self.start


class StageSlice(Protocol):
    """A stage too long to hold: its first bytes (`head`, a megabyte or so:
    its header line and first op are there) and all of it in pieces."""

    @property
    def head(self) -> bytes:
        """The stage's first bytes."""

    def pieces(self, start: int = 0) -> Iterator[bytes]:
        """The stage's bytes from `start`, in pieces that end at line ends
        (but for a line longer than a piece)."""


# A stage's bytes, header included: held, or read a piece at a time.
StageBytes = bytes | StageSlice

# Called once per stage with its file, its record, its bytes (header
# included) and the bytes of its notes (after its IR): what must be kept of
# a compressed file is kept then.
StageSink = Callable[["DumpFile", StageRecord, StageBytes, bytes], None]


def stage_pieces(stage: StageBytes, start: int = 0) -> Iterator[bytes]:
    """The bytes of a stage from `start`, in pieces that end at line ends
    (but for a line longer than a piece)."""
    if isinstance(stage, bytes):
        yield stage[start:] if start else stage
    else:
        yield from stage.pieces(start)


def stage_head(stage: StageBytes) -> bytes:
    """The start of a stage's bytes: all of them, or the first megabyte or
    so of a long one (its header line and first op are there)."""
    return stage if isinstance(stage, bytes) else stage.head


def body_start(stage_bytes: bytes) -> int:
    """Where a stage's IR starts: after its header line (0 without one).
    `stage_bytes` may be the stage's head only."""
    if not stage_bytes.startswith(HEADER_MARKER_BYTES):
        return 0
    newline = stage_bytes.find(b"\n")
    return len(stage_bytes) if newline == -1 else newline + 1


def body_digest(stage_bytes: bytes) -> bytes:
    """The digest of a stage's IR: its bytes after the header line (a file
    without a header: all of them)."""
    # SHA-256 runs on the CPU's hash instructions: the fastest here.
    return hashlib.sha256(memoryview(stage_bytes)[body_start(stage_bytes) :]).digest()[:16]


# Header lines read, by their bytes: a stream of 40,000 stages prints a
# few hundred distinct headers.
_HEADERS: dict[bytes, StageHeader] = {}


def header_of(stage_bytes: bytes) -> StageHeader:
    """The header of a stage (NO_HEADER without one), from its bytes or its
    head."""
    if not stage_bytes.startswith(HEADER_MARKER_BYTES):
        return NO_HEADER
    end = stage_bytes.find(b"\n")
    line = stage_bytes[: end if end != -1 else len(stage_bytes)]
    header = _HEADERS.get(line)
    if header is None:
        if len(_HEADERS) > 65536:
            _HEADERS.clear()
        header = _HEADERS[line] = parse_header(line.decode("utf-8", errors="replace"))
    return header


def scope_of(header: StageHeader, stage_bytes: bytes) -> tuple[str | None, str | None]:
    """The op a stage's pass ran on and its symbol: from the header, else
    from the first op printed (within the stage's first 64 KB: its head
    will do)."""
    if header.scope_op is not None:
        return header.scope_op, header.scope_symbol
    op, symbol = first_op_scope(stage_bytes, 0, len(stage_bytes))
    # One string per name: a stream of 100,000 stages names a few ops.
    return (None if op is None else intern(op)), (None if symbol is None else intern(symbol))


def stage_label(number: int, header: StageHeader) -> str:
    """A stage named in an error: its number and pass."""
    label = header.pass_argument or header.label
    return f"stage {number}" + (f" ({label})" if label else "")
