"""The files a pipeline is read from, and where their stages are, found in
one pass over each file, a stage at a time: never holding a file whole.

* A print-ir stream (stderr of a compiler, `.xz`/`.gz` read directly): a
  stage starts at each `// -----//` header line; its IR ends where a note
  begins (diagnostics, reports, debug logs, ...: `tracksrc.reading.notes`).
  Compiler diagnostics printed after a stage's IR are also the next
  stage's (its pass emitted them); the notes before the first header are
  the preamble. Headers are found with `bytes.find` on chunks of the file;
  each stage is then read from its own bytes (offsets are byte offsets of
  the file, lines exact).
* A `--mlir-print-ir-tree-dir` folder: one file per stage, ordered by the
  numeric counters of the file names (`170_1_2_21_canonicalize.mlir`).
* Several files given in pipeline order: each a stream.

What the pass finds of each stage is a `StageRecord`: where it is, its
header, a digest of its IR, its scope, its notes. Whoever scans is handed
each stage's bytes once (`StageSink`): a compressed file cannot be read by
range later, so what queries will read of it is kept then.
"""

from __future__ import annotations

import bisect
import dataclasses
import hashlib
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.logs import TRACE
from tracksrc.pipeline.streams.scanning.cuts import find_cut
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.pipeline.streams.scanning.tree_dirs import tree_files
from tracksrc.pipeline.streams.scanning.windows import windows
from tracksrc.pipeline.streams.stage_scope import first_op_scope
from tracksrc.reading.loading import detect_format
from tracksrc.reading.notes import Note, cut_in_last_note, split_notes
from tracksrc.reading.stage_header import (
    HEADER_MARKER_BYTES,
    NO_HEADER,
    StageHeader,
    parse_header,
)

logger = logging.getLogger("tracksrc.pipeline.streams.scanning.sources")


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


@dataclass(frozen=True)
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


# Called once per stage with its file, its record, its bytes (header
# included) and the bytes of its notes (after its IR): what must be kept of
# a compressed file is kept then.
StageSink = Callable[[DumpFile, StageRecord, bytes, bytes], None]


def body_start(stage_bytes: bytes) -> int:
    """Where a stage's IR starts: after its header line (0 without one)."""
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


def _header_of(stage_bytes: bytes) -> StageHeader:
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


def _scope_of(header: StageHeader, stage_bytes: bytes) -> tuple[str | None, str | None]:
    if header.scope_op is not None:
        return header.scope_op, header.scope_symbol
    # No scope in the header: the first op of the stage says it.
    return first_op_scope(stage_bytes, 0, len(stage_bytes))


@dataclass
class Located:
    """The files of a pipeline, its stages in order (each naming its file
    by index), the notes the streams hold before their first stage (with
    the index of their file and their text), and whether it is a tree-dir
    folder (one file per stage, written in order: only the last can be
    cut)."""

    files: list[DumpFile]
    stages: list[StageRecord] = field(default_factory=list)
    preamble: list[tuple[int, Note, str]] = field(default_factory=list)
    tree: bool = False
    # The cuts inside notes reported as warnings (with `allow_partial`).
    problems: list[ParseError] = field(default_factory=list)


class _Scanner:
    """One stream's pass (see `scan_stream`)."""

    def __init__(
        self, source: DumpFile, number: int, allow_partial: bool, sink: StageSink | None
    ) -> None:
        self.source = source
        self.number = number  # the file's, in its pipeline
        self.allow_partial = allow_partial
        self.sink = sink
        self.line = 1
        self.pending_diagnostics = ""

    def preamble(
        self, window: bytes, openers: list[tuple[int, str]]
    ) -> list[tuple[int, Note, str]]:
        notes = split_notes(
            window, 0, len(window), 1, self.source.name, openers, True, self.allow_partial
        )
        self.line += window.count(b"\n")
        return [(self.number, note, note.text(window)) for note in notes]

    def stage(self, offset: int, window: bytes, openers: list[tuple[int, str]]) -> StageRecord:
        header_end = window.find(b"\n")
        starts = [start for start, _ in openers]
        first = bisect.bisect_left(starts, header_end + 1 if header_end != -1 else len(window))
        stage_end = starts[first] if first < len(openers) else len(window)
        notes: list[Note] = []
        if stage_end < len(window):
            notes = split_notes(
                window,
                stage_end,
                len(window),
                self.line + window.count(b"\n", 0, stage_end),
                self.source.name,
                openers,
                False,
                self.allow_partial,
            )
        stage_bytes = window[:stage_end]
        header = _header_of(stage_bytes)
        scope_op, scope_symbol = _scope_of(header, stage_bytes)
        record = StageRecord(
            self.number,
            offset,
            offset + stage_end,
            self.line,
            header,
            body_digest(stage_bytes),
            scope_op,
            scope_symbol,
            self.pending_diagnostics,
            tuple(
                Note(note.kind, offset + note.start, offset + note.end, note.line) for note in notes
            ),
            in_stream=True,
        )
        self.pending_diagnostics = "".join(
            note.text(window) for note in notes if note.kind == "diagnostic"
        )
        self.line += window.count(b"\n")
        if self.sink is not None:
            self.sink(self.source, record, stage_bytes, window[stage_end:])
        return record


def scan_stream(
    source: DumpFile,
    number: int,
    allow_partial: bool = False,
    sink: StageSink | None = None,
    first_stage: int = 0,
    problems: list[ParseError] | None = None,
) -> tuple[list[tuple[int, Note, str]], list[StageRecord]]:
    """The notes before the first stage of the stream `source` (file
    `number` of its pipeline, its first stage the pipeline's `first_stage`)
    and its stages, in one pass. A capture that
    ends inside a note (a cut report, a line cut short, a compressed file
    ending early) or inside its last stage is an error naming the place,
    unless `allow_partial`, which keeps what is whole and marks the last
    stage `cut`. A file without a header is one stage."""
    started = time.perf_counter()
    scanner = _Scanner(source, number, allow_partial, sink)
    preamble: list[tuple[int, Note, str]] = []
    records: list[StageRecord] = []
    cut = windows(source)
    offset, window, is_stage, openers = next(cut)
    if detect_format(window[:4096].decode("utf-8", errors="replace")) != "mlir":
        # A listing read as MLIR would parse into nothing useful: say so.
        raise TracksrcError(
            f"{source.path}: this is a MIGraphX program listing, not an MLIR dump; pipelines "
            "are MLIR streams. Compare two listings with `tracksrc track A B` or "
            "`tracksrc track-src --input-mlir A --track-mlir B`"
        )
    following = next(cut, None)
    last_window = window
    if is_stage:
        records.append(scanner.stage(offset, window, openers))
    elif following is None:
        records.append(_whole_file(source, number, window, sink))
    else:
        preamble = scanner.preamble(window, openers)
    while following is not None:
        offset, window, _, openers = following
        records.append(scanner.stage(offset, window, openers))
        last_window = window
        following = next(cut, None)
    records[-1] = _checked_end(
        source, records[-1], last_window, allow_partial, first_stage + len(records) - 1, problems
    )
    logger.debug(
        "scanned %s: %d stages, %d notes before the first, in %.3f s",
        source.name,
        len(records),
        len(preamble),
        time.perf_counter() - started,
    )
    if logger.isEnabledFor(TRACE):
        for record in records:
            logger.log(
                TRACE,
                "stage at %s:%d (bytes %d-%d)",
                source.name,
                record.line,
                record.start,
                record.end,
            )
    return preamble, records


def _whole_file(source: DumpFile, number: int, data: bytes, sink: StageSink | None) -> StageRecord:
    """A file without a stage header: one stage, all of it."""
    scope_op, scope_symbol = first_op_scope(data, 0, len(data))
    record = StageRecord(
        number, 0, len(data), 1, NO_HEADER, body_digest(data), scope_op, scope_symbol
    )
    if sink is not None:
        sink(source, record, data, b"")
    return record


def _checked_end(
    source: DumpFile,
    record: StageRecord,
    window: bytes,
    allow_partial: bool,
    number: int,
    problems: list[ParseError] | None = None,
) -> StageRecord:
    """The last stage of a file (`window`: its bytes and its notes'),
    checked for a cut: in its notes (the capture ends inside one), then in
    the stage itself (see `cuts`). An error, or with `allow_partial` a
    warning and, for a cut stage, the stage marked."""
    if record.notes and (source.cut or not window.endswith(b"\n")):
        last = record.notes[-1]
        relative = Note(last.kind, last.start - record.start, last.end - record.start, last.line)
        problem = cut_in_last_note(window, relative, source.name, source.cut)
        if not allow_partial:
            raise problem
        logger.warning("%s:%d:%d: %s", source.name, problem.line, problem.column, problem.message)
        if problems is not None:
            problems.append(problem)
    text = window[: record.size].decode("utf-8", errors="surrogateescape")
    label = record.header.pass_argument or record.header.label or source.path.name
    cut = find_cut(
        text,
        source.name,
        record.line,
        f"stage {number} ({label})",
        compressed_cut=source.cut and not record.notes,
        in_stream=record.in_stream or record.header.kind != "file",
    )
    if cut is None:
        return record
    if not allow_partial:
        raise cut
    warn_cut(cut)
    return dataclasses.replace(record, cut=cut)


def warn_cut(cut: ParseError) -> None:
    """Say, as a warning, where a stream kept with `allow_partial` is cut."""
    logger.warning(
        "%s:%d:%d: %s; the whole stages before it are kept",
        cut.filename,
        cut.line,
        cut.column,
        cut.message,
    )


def _tree_stage(
    source: DumpFile,
    number: int,
    counters: tuple[int, ...],
    argument: str,
    sink: StageSink | None,
) -> StageRecord:
    """The one stage of a tree-dir file."""
    data = b"".join(source.chunks())
    header = _header_of(data)
    scope_op, scope_symbol = _scope_of(header, data)
    record = StageRecord(
        number,
        0,
        len(data),
        1,
        header,
        body_digest(data),
        scope_op,
        scope_symbol,
        tree_counters=counters,
        tree_argument=argument,
    )
    if sink is not None:
        sink(source, record, data, b"")
    return record


@dataclass
class PipelineFiles:
    """The files of a pipeline, in order, before they are read: whether they
    are a tree-dir folder's, and for each of those the counters and pass
    argument of its name."""

    files: list[DumpFile]
    tree: list[tuple[tuple[int, ...], str]] | None = None


def pipeline_files(paths: str | Path | Sequence[str | Path]) -> PipelineFiles:
    """The files of a stream, a tree-dir folder or a list of files in
    pipeline order."""
    if isinstance(paths, (str, Path)):
        path = Path(paths)
        if path.is_dir():
            files = tree_files(path)
            if not files:
                raise TracksrcError(f"{path}: no <counters>_<pass>.mlir files (not a tree-dir?)")
            return PipelineFiles(
                [source for source, _, _ in files],
                [(counters, argument) for _, counters, argument in files],
            )
        paths = [path]
    streams = [DumpFile(Path(item)) for item in paths]
    for source in streams:
        source.check()
    return PipelineFiles(streams)


def scan_files(
    found: PipelineFiles, allow_partial: bool = False, sink: StageSink | None = None
) -> Located:
    """The stages of a pipeline's files (and notes: `allow_partial` keeps a
    cut one), each file read once (`sink` is handed every stage's bytes)."""
    if found.tree is not None:
        located = Located(found.files, tree=True)
        for number, (source, (counters, argument)) in enumerate(
            zip(found.files, found.tree, strict=True)
        ):
            located.stages.append(_tree_stage(source, number, counters, argument, sink))
        # Written file by file: only the last can be cut.
        last = found.files[-1]
        located.stages[-1] = _checked_end(
            last,
            located.stages[-1],
            b"".join(last.chunks()),
            allow_partial,
            len(located.stages) - 1,
            located.problems,
        )
        return located
    located = Located(found.files)
    for number, source in enumerate(found.files):
        preamble, records = scan_stream(
            source, number, allow_partial, sink, len(located.stages), located.problems
        )
        located.preamble.extend(preamble)
        located.stages.extend(records)
    return located


def locate_stages(
    paths: str | Path | Sequence[str | Path],
    allow_partial: bool = False,
    sink: StageSink | None = None,
) -> Located:
    """The files of a stream, a tree-dir folder or a list of files in
    pipeline order, with their stages (see `scan_files`)."""
    return scan_files(pipeline_files(paths), allow_partial, sink)
