"""The files a pipeline is read from, and where their stages are.

* A print-ir stream (stderr of a compiler, `.xz`/`.gz` read directly): a
  stage starts at each `// -----//` header line; its IR ends where a note
  begins (diagnostics, reports, debug logs, ...: `tracksrc.reading.notes`).
  Compiler diagnostics printed after a stage's IR are also the next
  stage's (its pass emitted them); the notes before the first header are
  the preamble. The scan works on bytes with `bytes.find` (offsets are
  byte offsets, lines exact): far faster than a multi-line regex on
  hundreds of MB.
* A `--mlir-print-ir-tree-dir` folder: one file per stage, ordered by the
  numeric counters of the file names (`170_1_2_21_canonicalize.mlir`).
* Several files given in pipeline order: each a stream.
"""

from __future__ import annotations

import bisect
import logging
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import NamedTuple

from tracksrc.errors import TracksrcError
from tracksrc.logs import TRACE
from tracksrc.reading.files import FileBytes, read_file
from tracksrc.reading.loading import detect_format
from tracksrc.reading.notes import Note, cut_in_last_note, find_openers, split_notes
from tracksrc.reading.stage_header import HEADER_MARKER_BYTES

logger = logging.getLogger("tracksrc.pipeline.sources")

_TREE_FILE = re.compile(r"^(?P<counters>\d+(?:_\d+)*)_(?P<argument>.+)\.mlir$")


class DumpFile:
    """The bytes of one dump file (decompressed if .xz / .gz), read on
    first use."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.name = str(path)

    @cached_property
    def _content(self) -> FileBytes:
        return read_file(self.path)

    @property
    def data(self) -> bytes:
        """The file's bytes."""
        return self._content.data

    @property
    def cut(self) -> bool:
        """True if the file is compressed and ends before its end marker."""
        return self._content.cut


class StageNote(NamedTuple):
    """A note of a capture: its kind (`tracksrc.reading.notes.NOTE_KINDS`),
    file, first line and text."""

    kind: str
    file: str
    line: int
    text: str

    @classmethod
    def of(cls, source: DumpFile, note: Note) -> StageNote:
        """The note `note` of the file `source`, its text decoded."""
        return cls(note.kind, source.name, note.line, note.text(source.data))

    def __str__(self) -> str:
        lines = self.text.rstrip("\n").count("\n") + 1
        return f"{self.file}:{self.line}: {self.kind} ({lines} line{'s' if lines > 1 else ''})"


@dataclass(frozen=True)
class StageSpan:
    """Where one stage is in its file: bytes `start:end`, starting at
    `line`; the diagnostics printed just before its header; for a tree-dir
    file, the counters and pass argument of its name; whether it is a stage
    of a stream (`in_stream`)."""

    start: int
    end: int
    line: int
    diagnostics: bytes = b""
    tree_counters: tuple[int, ...] | None = None
    tree_argument: str | None = None
    # A stage of a print-ir stream (it starts at a header line).
    in_stream: bool = False
    # What the capture holds after the stage's IR, before the next stage.
    notes: tuple[Note, ...] = ()


def _header_starts(data: bytes) -> list[int]:
    """Offsets of the header lines (a stream cut inside the marker of its
    last header starts a stage there too: a cut one)."""
    starts = [0] if data.startswith(HEADER_MARKER_BYTES) else []
    position = data.find(b"\n" + HEADER_MARKER_BYTES)
    while position != -1:
        starts.append(position + 1)
        position = data.find(b"\n" + HEADER_MARKER_BYTES, position + 1)
    last_line = data.rfind(b"\n") + 1
    tail = data[last_line:]
    # (`// -` at least, unless other stages say it is a stream: `//` alone
    # is a comment.)
    recognisable = bool(starts) or len(tail) >= 4
    if tail and recognisable and HEADER_MARKER_BYTES.startswith(tail) and last_line not in starts:
        starts.append(last_line)
    return starts


def stream_spans(
    data: bytes, name: str = "<stream>", allow_partial: bool = False, compressed_cut: bool = False
) -> tuple[list[Note], list[StageSpan]]:
    """The stages of one stream: (the notes before the first header, spans).

    A stage's IR ends where the first note after its header begins (see
    `tracksrc.reading.notes`): what follows, up to the next header, is
    the stage's notes, every line of it recognised. Diagnostics among them
    are also the next stage's `diagnostics` (its pass emitted them). A
    capture that ends inside a note (a cut report, a line cut short, a
    compressed file ending early) is an error naming the place, unless
    `allow_partial`."""
    headers = _header_starts(data)
    if not headers:
        return [], [StageSpan(0, len(data), 1)]
    openers = find_openers(data)
    opener_offsets = [offset for offset, _ in openers]
    spans: list[StageSpan] = []
    preamble = split_notes(data, 0, headers[0], 1, name, openers, True, allow_partial)
    line = data.count(b"\n", 0, headers[0]) + 1
    pending_diagnostics = b""
    for number, start in enumerate(headers):
        end = headers[number + 1] if number + 1 < len(headers) else len(data)
        header_end = data.find(b"\n", start, end)
        first = bisect.bisect_left(opener_offsets, header_end + 1 if header_end != -1 else end)
        stage_end = opener_offsets[first] if first < len(openers) else end
        stage_end = min(stage_end, end)
        ir_lines = data.count(b"\n", start, stage_end)
        notes: list[Note] = []
        if stage_end < end:
            notes = split_notes(
                data, stage_end, end, line + ir_lines, name, openers, False, allow_partial
            )
        spans.append(
            StageSpan(
                start, stage_end, line, pending_diagnostics, in_stream=True, notes=tuple(notes)
            )
        )
        pending_diagnostics = b"".join(
            data[note.start : note.end] for note in notes if note.kind == "diagnostic"
        )
        line += ir_lines + data.count(b"\n", stage_end, end)
    last = spans[-1]
    if last.notes and (compressed_cut or not data.endswith(b"\n")):
        _cut_in_notes(data, last.notes[-1], name, compressed_cut, allow_partial)
    return preamble, spans


def _cut_in_notes(
    data: bytes, note: Note, name: str, compressed_cut: bool, allow_partial: bool
) -> None:
    """A capture ending inside the notes after its last stage: an error at
    the cut, or a warning with `allow_partial`."""
    problem = cut_in_last_note(data, note, name, compressed_cut)
    if not allow_partial:
        raise problem
    logger.warning("%s:%d:%d: %s", name, problem.line, problem.column, problem.message)


def tree_files(folder: Path) -> list[tuple[DumpFile, list[StageSpan]]]:
    """The stage files of a tree-dir folder, in the order their counters
    give (compared as numbers), each one stage. Links that lead out of the
    folder are not followed (a folder from elsewhere could name any file of
    this machine): they are left out with a warning."""
    found = []
    root = folder.resolve()
    outside: list[Path] = []
    for path in folder.rglob("*.mlir"):
        match = _TREE_FILE.match(path.name)
        if match is None:
            continue
        if path.is_symlink() and not path.resolve().is_relative_to(root):
            outside.append(path)
            continue
        counters = tuple(int(part) for part in match.group("counters").split("_"))
        found.append((counters, match.group("argument"), path))
    if outside:
        names = ", ".join(str(path.relative_to(folder)) for path in sorted(outside)[:5])
        more = f" and {len(outside) - 5} more" if len(outside) > 5 else ""
        logger.warning(
            "%s: left out %d stage file(s) linking outside the folder: %s%s",
            folder,
            len(outside),
            names,
            more,
        )
    found.sort(key=lambda item: (item[0], str(item[2])))
    return [
        (DumpFile(path), [StageSpan(0, path.stat().st_size, 1, b"", counters, argument)])
        for counters, argument, path in found
    ]


@dataclass
class Located:
    """The files of a pipeline with their stages, in order; the notes the
    streams hold before their first stage, with their files; whether it is
    a tree-dir folder (one file per stage, written in order: only the last
    can be cut)."""

    files: list[tuple[DumpFile, list[StageSpan]]]
    preamble: list[tuple[DumpFile, Note]] = field(default_factory=list)
    tree: bool = False


def locate_stages(paths: str | Path | Sequence[str | Path], allow_partial: bool = False) -> Located:
    """The files of a stream, a tree-dir folder or a list of files in
    pipeline order, with their stages (and notes: `allow_partial` keeps a
    cut one)."""
    if isinstance(paths, (str, Path)):
        path = Path(paths)
        if path.is_dir():
            files = tree_files(path)
            if not files:
                raise TracksrcError(f"{path}: no <counters>_<pass>.mlir files (not a tree-dir?)")
            return Located(files, tree=True)
        paths = [path]
    preamble: list[tuple[DumpFile, Note]] = []
    sources = []
    for item in paths:
        path = Path(item)
        source = DumpFile(path)
        head = source.data[:4096].decode("utf-8", errors="replace")
        if detect_format(head) != "mlir":
            # A listing read as MLIR would parse into nothing useful: say so.
            raise TracksrcError(
                f"{path}: this is a MIGraphX program listing, not an MLIR dump; pipelines are "
                "MLIR streams. Compare two listings with `tracksrc track A B` or "
                "`tracksrc track-src --input-mlir A --track-mlir B`"
            )
        started = time.perf_counter()
        notes, spans = stream_spans(source.data, source.name, allow_partial, source.cut)
        logger.debug(
            "scanned %s (%.1f MB): %d stages, %d notes before the first, in %.3f s",
            source.name,
            len(source.data) / 1e6,
            len(spans),
            len(notes),
            time.perf_counter() - started,
        )
        for span in spans:
            logger.log(
                TRACE, "stage at %s:%d (bytes %d-%d)", source.name, span.line, span.start, span.end
            )
        preamble.extend((source, note) for note in notes)
        sources.append((source, spans))
    return Located(sources, preamble)
