"""From a file or a text to an `OperationIndex` in one call: the entry
points `tracksrc.parse_file` and `tracksrc.parse_text`."""

from __future__ import annotations

from pathlib import Path

from tracksrc.reading.loading import read_dump, read_dump_text
from tracksrc.reading.locations import SourceReMap
from tracksrc.tracking.index import OperationIndex
from tracksrc.tracking.provenance import Mode


def parse_file(
    path: str | Path,
    remap: SourceReMap | None = None,
    *,
    mode: Mode | str = Mode.PRECISE,
    filename: str | None = None,
    allow_partial: bool = False,
    format: str | None = None,
) -> OperationIndex:
    """Parse a textual MLIR file (or a MIGraphX listing) into an
    `OperationIndex`; `format` ("mlir", "migraphx") overrides the guess.

    Ops printed without `loc(...)` are located at their name in this file,
    named `filename` (default: `path` as given, as MLIR names its input).
    `remap` renames or disables source files in every location. With
    `allow_partial`, a dump cut off in the middle is indexed as far as it is
    complete (with a warning) instead of rejected.
    """
    mlir_file = read_dump(path, filename=filename, format=format, allow_partial=allow_partial)
    return OperationIndex(mlir_file, remap, Mode.parse(mode))


def parse_text(
    text: str,
    filename: str = "<string>",
    remap: SourceReMap | None = None,
    *,
    mode: Mode | str = Mode.PRECISE,
    allow_partial: bool = False,
    format: str | None = None,
) -> OperationIndex:
    """Parse MLIR text (or a MIGraphX listing) into an `OperationIndex`
    (see `parse_file`)."""
    mlir_file = read_dump_text(text, filename, format, allow_partial)
    return OperationIndex(mlir_file, remap, Mode.parse(mode))
