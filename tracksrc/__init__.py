"""tracksrc: follow MLIR operations through compiler pipeline dumps by their
source locations.

Parse textual MLIR as compilers print it (any dialect, stage fragments,
location aliases) into an `OperationIndex`, then `track` ops into a later
stage or `track_back` from a later one. The names `SourceLocation`,
`SourceRange`, `SourceReMap`, `OperationInfo`, `OperationIndex`, `track`,
`unique_ops`, `shrink_to_parents` and `shrink_to_children` keep
mlir-track-src's API.
"""

from __future__ import annotations

from pathlib import Path

from tracksrc.analysis.classify import classify, count_by_type, fanout, lost, reaches, shared
from tracksrc.analysis.lineage_graph import graph
from tracksrc.analysis.lowering import lowering_paths
from tracksrc.errors import ParseError, TracksrcError
from tracksrc.pipeline.queries import audit, blame, diff, lineage
from tracksrc.pipeline.stream import Pipeline, Stage, open_pipeline
from tracksrc.reading.loading import read_dump, read_dump_text
from tracksrc.reading.locations import SourceLocation, SourceRange, SourceReMap
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.provenance import Mode
from tracksrc.tracking.symbols import fused, inputs_of
from tracksrc.tracking.track import (
    related,
    shrink_to_children,
    shrink_to_parents,
    track,
    track_back,
    unique_ops,
)

__version__ = "0.1.0"


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
    return OperationIndex(mlir_file, remap, mode)


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
    return OperationIndex(mlir_file, remap, mode)


__all__ = [
    "Mode",
    "OperationIndex",
    "OperationInfo",
    "ParseError",
    "Pipeline",
    "SourceLocation",
    "SourceRange",
    "SourceReMap",
    "Stage",
    "TracksrcError",
    "__version__",
    "audit",
    "blame",
    "classify",
    "count_by_type",
    "diff",
    "fanout",
    "fused",
    "graph",
    "inputs_of",
    "lineage",
    "lost",
    "lowering_paths",
    "open_pipeline",
    "parse_file",
    "parse_text",
    "reaches",
    "related",
    "shared",
    "shrink_to_children",
    "shrink_to_parents",
    "track",
    "track_back",
    "unique_ops",
]
