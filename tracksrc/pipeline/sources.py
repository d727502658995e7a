"""The files a pipeline is read from, and where their stages are.

* A print-ir stream (stderr of a compiler, `.xz`/`.gz` read directly): a
  stage starts at each `// -----//` header line. Compiler diagnostics
  printed after a stage's IR belong to the next stage (its pass emitted
  them); text before the first header is the preamble. The scan works on
  bytes with `bytes.find` (offsets are byte offsets, lines exact): far
  faster than a multi-line regex on hundreds of MB.
* A `--mlir-print-ir-tree-dir` folder: one file per stage, ordered by the
  numeric counters of the file names (`170_1_2_21_canonicalize.mlir`).
* Several files given in pipeline order: each a stream.
"""

from __future__ import annotations

import bisect
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import FileBytes, read_file
from tracksrc.reading.loading import detect_format
from tracksrc.reading.scanner import DIAGNOSTIC_PATTERN
from tracksrc.reading.stage_header import HEADER_MARKER_BYTES

logger = logging.getLogger("tracksrc.pipeline.sources")

# A diagnostic, matched at the start of a line: `file:line:col: error: ...`.
_DIAGNOSTIC_AT = re.compile(DIAGNOSTIC_PATTERN.encode())
# What every diagnostic line holds: one regex pass finds them all (it looks
# for ": " first, far faster than a multi-line pattern).
_DIAGNOSTIC_MARKER = re.compile(rb": (?:error|warning|note|remark): ")
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


def _diagnostic_lines(data: bytes) -> list[int]:
    """Sorted offsets of the lines that are compiler diagnostics, found from
    the few places their markers occur."""
    found: set[int] = set()
    for marker in _DIAGNOSTIC_MARKER.finditer(data):
        line_start = data.rfind(b"\n", 0, marker.start()) + 1
        if _DIAGNOSTIC_AT.match(data, line_start):
            found.add(line_start)
    return sorted(found)


def stream_spans(data: bytes) -> tuple[str, list[StageSpan]]:
    """The stages of one stream: (preamble before the first header, spans)."""
    headers = _header_starts(data)
    if not headers:
        return "", [StageSpan(0, len(data), 1)]
    spans: list[StageSpan] = []
    line = data.count(b"\n", 0, headers[0]) + 1
    preamble = data[: headers[0]].decode("utf-8", errors="replace")
    pending_diagnostics = b""
    diagnostics = _diagnostic_lines(data)
    for number, start in enumerate(headers):
        end = headers[number + 1] if number + 1 < len(headers) else len(data)
        # Diagnostics printed after this stage's IR belong to the next one.
        stage_end = end
        following_diagnostics = b""
        first = bisect.bisect_left(diagnostics, start)
        if number + 1 < len(headers) and first < len(diagnostics) and diagnostics[first] < end:
            stage_end = diagnostics[first]
            following_diagnostics = data[stage_end:end]
        spans.append(StageSpan(start, stage_end, line, pending_diagnostics, in_stream=True))
        pending_diagnostics = following_diagnostics
        line += data.count(b"\n", start, end)
    return preamble, spans


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
    """The files of a pipeline with their stages, in order; the text the
    streams hold before their first stage; whether it is a tree-dir folder
    (one file per stage, written in order: only the last can be cut)."""

    files: list[tuple[DumpFile, list[StageSpan]]]
    preamble: str = ""
    tree: bool = False


def locate_stages(paths: str | Path | Sequence[str | Path]) -> Located:
    """The files of a stream, a tree-dir folder or a list of files in
    pipeline order, with their stages."""
    if isinstance(paths, (str, Path)):
        path = Path(paths)
        if path.is_dir():
            files = tree_files(path)
            if not files:
                raise TracksrcError(f"{path}: no <counters>_<pass>.mlir files (not a tree-dir?)")
            return Located(files, tree=True)
        paths = [path]
    preamble_parts = []
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
        preamble, spans = stream_spans(source.data)
        if preamble.strip():
            preamble_parts.append(preamble)
        sources.append((source, spans))
    return Located(sources, "".join(preamble_parts))
