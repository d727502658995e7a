"""tracksrc: follow MLIR operations through compiler pipeline dumps by their
source locations.

Parse textual MLIR as compilers print it (any dialect, stage fragments,
location aliases) into an `OperationIndex`, then `track` ops into a later
stage or `track_back` from a later one; open a whole print-ir stream with
`open_pipeline` and follow ops through every stage (`lineage`, `blame`,
`audit`, `diff`) or classify them in bulk (`classify`, `lowering_paths`).
The names `SourceLocation`, `SourceRange`, `SourceReMap`, `OperationInfo`,
`OperationIndex`, `track`, `unique_ops`, `shrink_to_parents` and
`shrink_to_children` keep mlir-track-src's API.

This module is the public face only: each name is imported from its layer
(see docs/ARCHITECTURE.md) when first used, so `import tracksrc` is cheap.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tracksrc.version import __version__

# The package data lives at the top of the repository (`grammars/`,
# `sample_dumps/`); a wheel and an editable install map those folders to
# `tracksrc.grammars` and `tracksrc.sample_dumps`. Python run inside a
# checkout imports this folder instead of the installed package, so the
# checkout maps them the same way: its root joins the package's path,
# for those two subpackages (nothing else here is imported from it).
_CHECKOUT = Path(__file__).resolve().parent.parent
if (_CHECKOUT / "pyproject.toml").is_file() and (_CHECKOUT / "grammars" / "__init__.py").is_file():
    __path__.append(str(_CHECKOUT))

# Each public name and the module that defines it.
_EXPORTS = {
    "ParseError": "tracksrc.errors",
    "TracksrcError": "tracksrc.errors",
    "SourceLocation": "tracksrc.reading.locations",
    "SourceRange": "tracksrc.reading.locations",
    "SourceReMap": "tracksrc.reading.locations",
    "read_dump": "tracksrc.reading.loading",
    "read_dump_text": "tracksrc.reading.loading",
    "Mode": "tracksrc.tracking.provenance",
    "OperationIndex": "tracksrc.tracking.index",
    "OperationInfo": "tracksrc.tracking.index",
    "parse_file": "tracksrc.tracking.parse",
    "parse_text": "tracksrc.tracking.parse",
    "related": "tracksrc.tracking.track",
    "shrink_to_children": "tracksrc.tracking.track",
    "shrink_to_parents": "tracksrc.tracking.track",
    "track": "tracksrc.tracking.track",
    "track_back": "tracksrc.tracking.track",
    "unique_ops": "tracksrc.tracking.track",
    "fused": "tracksrc.tracking.symbols",
    "inputs_of": "tracksrc.tracking.def_use",
    "outputs_of": "tracksrc.tracking.def_use",
    "operands": "tracksrc.tracking.def_use",
    "users": "tracksrc.tracking.def_use",
    "Pipeline": "tracksrc.pipeline.streams.stream",
    "Stage": "tracksrc.pipeline.streams.stream",
    "open_pipeline": "tracksrc.pipeline.streams.opening",
    "Program": "tracksrc.pipeline.composition.program",
    "program_at": "tracksrc.pipeline.composition.program",
    "stage_rows": "tracksrc.pipeline.store.queries.stage_rows",
    "program_text": "tracksrc.pipeline.composition.program_text",
    "dispatches": "tracksrc.pipeline.store.queries.dispatch_list",
    "dispatch_regions": "tracksrc.pipeline.dispatches.regions",
    "read_executable_dumps": "tracksrc.pipeline.dispatches.executable_dumps",
    "follow_snapshots": "tracksrc.tracking.snapshots",
    "extract": "tracksrc.pipeline.dispatches.extract",
    "first_stage": "tracksrc.pipeline.composition.stage_search",
    "lineage": "tracksrc.pipeline.store.queries.lineage",
    "blame": "tracksrc.pipeline.store.queries.blame",
    "audit": "tracksrc.pipeline.store.queries.audit_report",
    "diff": "tracksrc.pipeline.store.queries.diff",
    "passes": "tracksrc.pipeline.store.queries.passes",
    "classify": "tracksrc.analysis.classify",
    "compare": "tracksrc.analysis.compare",
    "count_by_type": "tracksrc.analysis.classify",
    "fanout": "tracksrc.analysis.classify",
    "failures": "tracksrc.pipeline.store.queries.failures",
    "reach": "tracksrc.analysis.reach",
    "lost": "tracksrc.analysis.classify",
    "reaches": "tracksrc.analysis.classify",
    "shared": "tracksrc.analysis.classify",
    "lowering_paths": "tracksrc.analysis.lowering",
    "graph": "tracksrc.analysis.lineage_graph",
    "numerics": "tracksrc.analysis.numerics.numerics",
    "run_traced": "tracksrc.analysis.numerics.run_traced",
    "profile": "tracksrc.analysis.profiles.profile",
    "profile_run": "tracksrc.analysis.profiles.running",
    "read_profile": "tracksrc.reading.profiles.formats",
    "scan_trace": "tracksrc.reading.traces.scan",
    "view": "tracksrc.view.launch",
    "instructions": "tracksrc.analysis.instructions",
    "capture": "tracksrc.analysis.capture.capture",
}

__all__ = [
    "Mode",
    "OperationIndex",
    "OperationInfo",
    "ParseError",
    "Pipeline",
    "Program",
    "SourceLocation",
    "SourceRange",
    "SourceReMap",
    "Stage",
    "TracksrcError",
    "__version__",
    "audit",
    "blame",
    "capture",
    "classify",
    "compare",
    "count_by_type",
    "diff",
    "dispatch_regions",
    "dispatches",
    "extract",
    "failures",
    "fanout",
    "first_stage",
    "follow_snapshots",
    "fused",
    "graph",
    "inputs_of",
    "instructions",
    "lineage",
    "lost",
    "lowering_paths",
    "numerics",
    "open_pipeline",
    "operands",
    "outputs_of",
    "parse_file",
    "parse_text",
    "passes",
    "profile",
    "profile_run",
    "program_at",
    "program_text",
    "reach",
    "reaches",
    "read_dump",
    "read_dump_text",
    "read_executable_dumps",
    "read_profile",
    "related",
    "run_traced",
    "scan_trace",
    "shared",
    "shrink_to_children",
    "shrink_to_parents",
    "stage_rows",
    "track",
    "track_back",
    "unique_ops",
    "users",
    "view",
]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'tracksrc' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # the next lookup finds it directly
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})


if TYPE_CHECKING:  # what type checkers and editors see
    from tracksrc.analysis.capture.capture import capture
    from tracksrc.analysis.classify import classify, count_by_type, fanout, lost, reaches, shared
    from tracksrc.analysis.compare import compare
    from tracksrc.analysis.lineage_graph import graph
    from tracksrc.analysis.lowering import lowering_paths
    from tracksrc.analysis.numerics.numerics import numerics
    from tracksrc.analysis.numerics.run_traced import run_traced
    from tracksrc.analysis.reach import reach
    from tracksrc.errors import ParseError, TracksrcError
    from tracksrc.pipeline.composition.program import Program, program_at
    from tracksrc.pipeline.composition.program_text import program_text
    from tracksrc.pipeline.composition.stage_search import first_stage
    from tracksrc.pipeline.dispatches.executable_dumps import read_executable_dumps
    from tracksrc.pipeline.dispatches.extract import extract
    from tracksrc.pipeline.dispatches.regions import dispatch_regions
    from tracksrc.pipeline.store.queries.audit_report import audit
    from tracksrc.pipeline.store.queries.blame import blame
    from tracksrc.pipeline.store.queries.diff import diff
    from tracksrc.pipeline.store.queries.dispatch_list import dispatches
    from tracksrc.pipeline.store.queries.failures import failures
    from tracksrc.pipeline.store.queries.lineage import lineage
    from tracksrc.pipeline.store.queries.passes import passes
    from tracksrc.pipeline.store.queries.stage_rows import stage_rows
    from tracksrc.pipeline.streams.opening import open_pipeline
    from tracksrc.pipeline.streams.stream import Pipeline, Stage
    from tracksrc.reading.loading import read_dump, read_dump_text
    from tracksrc.reading.locations import SourceLocation, SourceRange, SourceReMap
    from tracksrc.reading.traces.scan import scan_trace
    from tracksrc.tracking.def_use import inputs_of, operands, outputs_of, users
    from tracksrc.tracking.index import OperationIndex, OperationInfo
    from tracksrc.tracking.parse import parse_file, parse_text
    from tracksrc.tracking.provenance import Mode
    from tracksrc.tracking.snapshots import follow_snapshots
    from tracksrc.tracking.symbols import fused
    from tracksrc.tracking.track import (
        related,
        shrink_to_children,
        shrink_to_parents,
        track,
        track_back,
        unique_ops,
    )
    from tracksrc.view.launch import view
