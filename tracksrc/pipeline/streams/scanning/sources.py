"""The files a pipeline is read from, and where their stages are, found in
one pass over each file, a stage at a time: never holding a file whole.

* A print-ir stream (stderr of a compiler, `.xz`/`.gz` read directly): a
  stage starts at each `// -----//` header line; its IR ends where a note
  begins (diagnostics, reports, debug logs, ...: `tracksrc.reading.notes`).
  Compiler diagnostics printed after a stage's IR are also the next
  stage's (its pass emitted them); the notes before the first header are
  the preamble. Headers are found with `bytes.find` on chunks of the file;
  each stage is then read from its own bytes (offsets are byte offsets of
  the file, lines exact). A stage too long to hold is read a piece at a
  time (`long_windows`).
* A `--mlir-print-ir-tree-dir` folder: one file per stage, ordered by the
  numeric counters of the file names (`170_1_2_21_canonicalize.mlir`).
* Several files given in pipeline order: each a stream.

What the pass finds of each stage is a `StageRecord` (`records`): where it
is, its header, a digest of its IR, its scope, its notes. Whoever scans is
handed each stage's bytes once (`StageSink`): a compressed file cannot be
read by range later, so what queries will read of it is kept then.
"""

from __future__ import annotations

import bisect
import dataclasses
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.logs import TRACE
from tracksrc.pipeline.streams.scanning import cuts
from tracksrc.pipeline.streams.scanning.cuts import Nesting, find_cut, find_long_cut
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.pipeline.streams.scanning.long_windows import (
    LongStage,
    LongWindow,
    WindowSlice,
    file_window,
    scan_long_stage,
)
from tracksrc.pipeline.streams.scanning.records import (
    StageNote,
    StageRecord,
    StageSink,
    body_digest,
    body_start,
    header_of,
    scope_of,
    stage_label,
)
from tracksrc.pipeline.streams.scanning.tree_dirs import tree_files
from tracksrc.pipeline.streams.scanning.windows import windows
from tracksrc.pipeline.streams.stage_scope import first_op_scope
from tracksrc.reading.loading import detect_format
from tracksrc.reading.notes import Note, cut_in_last_note, find_openers, split_notes
from tracksrc.reading.stage_header import NO_HEADER, StageHeader

logger = logging.getLogger("tracksrc.pipeline.streams.scanning.sources")

# Named here for the modules that read what a scan found.
__all__ = [
    "Located",
    "PipelineFiles",
    "StageNote",
    "StageRecord",
    "StageSink",
    "body_digest",
    "body_start",
    "locate_stages",
    "pipeline_files",
    "scan_files",
    "scan_stream",
    "warn_cut",
]

# The last stage of a file as the cut check reads it: its bytes held (and
# its IR's end in them), or its long window and what its pass found.
_Last = tuple[bytes, int] | tuple[LongWindow, LongStage]


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
        # The last stage read, for the cut check (a long window stays open
        # until the next stage is read).
        self.last: _Last | None = None

    def preamble(
        self, window: bytes | LongWindow, openers: list[tuple[int, str]]
    ) -> list[tuple[int, Note, str]]:
        if isinstance(window, LongWindow):
            # Read as notes, so held: a long text before the first stage.
            data = window.read(0, window.size)
            openers = find_openers(data)
        else:
            data = window
        notes = split_notes(
            data, 0, len(data), 1, self.source.name, openers, True, self.allow_partial
        )
        self.line += data.count(b"\n")
        return [(self.number, note, note.text(data)) for note in notes]

    def stage(
        self, offset: int, window: bytes | LongWindow, openers: list[tuple[int, str]], number: int
    ) -> StageRecord:
        self.forget()
        if isinstance(window, LongWindow):
            return self._long_stage(offset, window, number)
        header_end = window.find(b"\n")
        starts = [start for start, _ in openers]
        first = bisect.bisect_left(starts, header_end + 1 if header_end != -1 else len(window))
        stage_end = starts[first] if first < len(openers) else len(window)
        stage_bytes = window[:stage_end]
        header = header_of(stage_bytes)
        if first < len(openers):
            kind = openers[first][1]
            where = (self.source.name, self.line, stage_label(number, header))
            problem = cuts.note_interrupts(window, body_start(stage_bytes), stage_end, kind, *where)
            if problem is not None:
                raise problem
        self.last = (window, stage_end)
        return self._record(
            offset,
            stage_bytes,
            window,
            stage_end,
            openers,
            header,
            body_digest(stage_bytes),
            window.count(b"\n", 0, stage_end),
        )

    def _long_stage(self, offset: int, window: LongWindow, number: int) -> StageRecord:
        found = scan_long_stage(window, notes=True)
        notes = window.read(found.end, window.size)
        if notes and found.nesting.open:
            window.close()
            openers = find_openers(notes)
            raise cuts.interrupted_by_note(
                None,
                notes.split(b"\n", 1)[0].decode("utf-8", errors="replace"),
                self.source.name,
                self.line + found.newlines,
                self.line,
                stage_label(number, header_of(window.head)),
                openers[0][1] if openers else "note",
            )
        self.last = (window, found)
        return self._record(
            offset,
            WindowSlice(window, found.end),
            notes,
            0,
            find_openers(notes),
            header_of(window.head),
            found.digest,
            found.newlines,
        )

    def _record(
        self,
        offset: int,
        stage: bytes | WindowSlice,
        notes_data: bytes,
        notes_start: int,
        openers: list[tuple[int, str]],
        header: StageHeader,
        digest: bytes,
        newlines: int,
    ) -> StageRecord:
        """The record of a stage at `offset` (its IR `stage`, held or not;
        its notes at `notes_start:` of `notes_data`), the lines counted on."""
        notes: list[Note] = []
        if notes_start < len(notes_data):
            notes = split_notes(
                notes_data,
                notes_start,
                len(notes_data),
                self.line + newlines,
                self.source.name,
                openers,
                False,
                self.allow_partial,
            )
        # Offsets in `notes_data` become offsets in the file.
        base = offset + (len(stage) if isinstance(stage, bytes) else stage.end) - notes_start
        head = stage if isinstance(stage, bytes) else stage.head
        record = StageRecord(
            self.number,
            offset,
            base + notes_start,
            self.line,
            header,
            digest,
            *scope_of(header, head),
            self.pending_diagnostics,
            tuple(Note(note.kind, base + note.start, base + note.end, note.line) for note in notes),
            in_stream=True,
        )
        self.pending_diagnostics = "".join(
            note.text(notes_data) for note in notes if note.kind == "diagnostic"
        )
        self.line += newlines + notes_data.count(b"\n", notes_start)
        if self.sink is not None:
            self.sink(self.source, record, stage, notes_data[notes_start:])
        return record

    def forget(self) -> None:
        """Let go of the last stage read (its spill file, if any)."""
        if self.last is not None and isinstance(self.last[0], LongWindow):
            self.last[0].close()
        self.last = None


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
    head = window.head if isinstance(window, LongWindow) else window
    if detect_format(head[:4096].decode("utf-8", errors="replace")) != "mlir":
        # A listing read as MLIR would parse into nothing useful: say so.
        raise TracksrcError(
            f"{source.path}: this is a MIGraphX program listing, not an MLIR dump; pipelines "
            "are MLIR streams. Compare two listings with `tracksrc track A B` or "
            "`tracksrc track-src --input-mlir A --track-mlir B`"
        )
    following = next(cut, None)
    try:
        if is_stage:
            records.append(scanner.stage(offset, window, openers, first_stage))
        elif following is None:
            records.append(_whole_file(scanner, offset, window))
        else:
            preamble = scanner.preamble(window, openers)
        while following is not None:
            offset, window, _, openers = following
            records.append(scanner.stage(offset, window, openers, first_stage + len(records)))
            following = next(cut, None)
        assert scanner.last is not None
        records[-1] = _checked_end(
            source,
            records[-1],
            scanner.last,
            allow_partial,
            first_stage + len(records) - 1,
            problems,
        )
    finally:
        scanner.forget()
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


def _whole_file(
    scanner: _Scanner,
    offset: int,
    window: bytes | LongWindow,
    tree: tuple[tuple[int, ...], str] | None = None,
) -> StageRecord:
    """A file without a stage header, or a tree-dir file (`tree`: the
    counters and pass of its name): one stage, all of it."""
    stage: bytes | WindowSlice
    if isinstance(window, LongWindow):
        found = scan_long_stage(window, notes=False)
        scanner.last = (window, found)
        stage, digest, end = WindowSlice(window, found.end), found.digest, found.end
    else:
        scanner.last = (window, len(window))
        stage, digest, end = window, body_digest(window), len(window)
    head = stage if isinstance(stage, bytes) else stage.head
    header = NO_HEADER if tree is None else header_of(head)
    scope_op, scope_symbol = (
        first_op_scope(head, 0, len(head)) if tree is None else scope_of(header, head)
    )
    record = StageRecord(
        scanner.number,
        offset,
        offset + end,
        1,
        header,
        digest,
        scope_op,
        scope_symbol,
        tree_counters=None if tree is None else tree[0],
        tree_argument=None if tree is None else tree[1],
    )
    if scanner.sink is not None:
        scanner.sink(scanner.source, record, stage, b"")
    return record


def _checked_end(
    source: DumpFile,
    record: StageRecord,
    last: _Last,
    allow_partial: bool,
    number: int,
    problems: list[ParseError] | None = None,
) -> StageRecord:
    """The last stage of a file (`last`: its bytes and its notes', or its
    long window), checked for a cut: in its notes (the capture ends inside
    one), then in the stage itself (see `cuts`). An error, or with
    `allow_partial` a warning and, for a cut stage, the stage marked."""
    window, found = last
    end = found if isinstance(found, int) else found.end
    if record.notes:
        notes = window[end:] if isinstance(window, bytes) else window.read(end, window.size)
        if source.cut or not notes.endswith(b"\n"):
            last_note = record.notes[-1]
            relative = Note(
                last_note.kind, last_note.start - record.end, last_note.end - record.end,
                last_note.line,
            )  # fmt: skip
            problem = cut_in_last_note(notes, relative, source.name, source.cut)
            if not allow_partial:
                raise problem
            logger.warning(
                "%s:%d:%d: %s", source.name, problem.line, problem.column, problem.message
            )
            if problems is not None:
                problems.append(problem)
    label = record.header.pass_argument or record.header.label or source.path.name
    where = (source.name, record.line, f"stage {number} ({label})")
    compressed_cut = source.cut and not record.notes
    in_stream = record.in_stream or record.header.kind != "file"
    if isinstance(window, bytes) and end <= cuts.PARSE_LIMIT:
        text = window[:end].decode("utf-8", errors="surrogateescape")
        cut = find_cut(text, *where, compressed_cut=compressed_cut, in_stream=in_stream)
    elif isinstance(window, bytes):
        nesting = Nesting()
        nesting.feed(window[body_start(window) : end])
        cut = find_long_cut(
            lambda start, stop: window[start : min(stop, end)],
            end,
            window.count(b"\n", 0, end),
            nesting,
            *where,
            compressed_cut,
            in_stream,
        )
    else:
        assert isinstance(found, LongStage)
        cut = find_long_cut(
            window.read, end, found.newlines, found.nesting, *where, compressed_cut, in_stream
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


@dataclass
class PipelineFiles:
    """The files of a pipeline, in order, before they are read: whether they
    are a tree-dir folder's, and for each of those the counters and pass
    argument of its name."""

    files: list[DumpFile]
    tree: list[tuple[tuple[int, ...], str]] | None = None


def pipeline_files(
    paths: str | Path | Sequence[str | Path], allow_partial: bool = False
) -> PipelineFiles:
    """The files of a stream, a tree-dir folder or a list of files in
    pipeline order. Parts of a tree-dir that cannot be read (or lead out
    of it) are an error, or with `allow_partial` a warning (`tree_files`)."""
    if isinstance(paths, (str, Path)):
        path = Path(paths)
        if path.is_dir():
            files = tree_files(path, allow_partial)
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
    located = Located(found.files, tree=found.tree is not None)
    if found.tree is None:
        for number, source in enumerate(found.files):
            preamble, records = scan_stream(
                source, number, allow_partial, sink, len(located.stages), located.problems
            )
            located.preamble.extend(preamble)
            located.stages.extend(records)
        return located
    for number, (source, name) in enumerate(zip(found.files, found.tree, strict=True)):
        scanner = _Scanner(source, number, allow_partial, sink)
        try:
            offset, window = file_window(source)
            located.stages.append(_whole_file(scanner, offset, window, name))
            # Written file by file: only the last can be cut.
            if number == len(found.files) - 1:
                assert scanner.last is not None
                located.stages[-1] = _checked_end(
                    source, located.stages[-1], scanner.last, allow_partial, number,
                    located.problems,
                )  # fmt: skip
        finally:
            scanner.forget()
    return located


def locate_stages(
    paths: str | Path | Sequence[str | Path],
    allow_partial: bool = False,
    sink: StageSink | None = None,
) -> Located:
    """The files of a stream, a tree-dir folder or a list of files in
    pipeline order, with their stages (see `scan_files`)."""
    return scan_files(pipeline_files(paths, allow_partial), allow_partial, sink)
