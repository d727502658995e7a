"""What the commands answer, built once for every face that answers it.

The command line (`tracksrc lineage --json`, `track --json`, ...) and the
MCP server (`tracksrc.mcp`) give the same answers: the op or location a
query's `--loc`/`--op`/`--stage` name (`named_query`), the stages
`stages` lists (`filtered_stages`), the unit `extract` cuts out
(`unit_name`), the dispatches computing an op
(`computing_dispatches`), the ops `track`
selects and what they became (`selected_ops`, `tracked_ops`), and the
JSON records of `track`, `program` and `extract` (`op_record`,
`track_record`, `program_record`, `extract_record`). A face maps its
arguments onto these and prints or returns what they give; none builds an
answer of its own.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.logs import status
from tracksrc.pipeline.composition.program import Program, program_at, symbol_stages
from tracksrc.pipeline.composition.tracker import Query, tracker_of
from tracksrc.pipeline.dispatches.dispatch import Dispatch
from tracksrc.pipeline.dispatches.extract import Reproducer
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.streams.stage_list import StageList
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.reading.loading import read_dump
from tracksrc.reading.locations import SourceRange
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.track import track, track_back


def named_query(
    pipeline: Pipeline,
    loc: str | None = None,
    op: str | None = None,
    stage: int | str | None = None,
    input_path: Path | None = None,
) -> Query:
    """What a query's `--loc` or `--op` (of `--stage`, or of the input
    file `--input`) names: the location as given, or the op found (said
    on stderr). `--op @symbol` names an op of the whole program (at the
    first stage that defines it unless `stage` says), since a dispatch is
    in no stage's print of one function."""
    if loc is not None:
        return str(loc)
    if op is None:
        raise TracksrcError("tracksrc: error: name a source location (--loc) or an op (--op)")
    index: OperationIndex | Program
    if input_path is not None:
        index = OperationIndex(read_dump(input_path), pipeline.remap)
    elif op.startswith("@"):
        if stage is None:
            index = program_at(symbol_stages(pipeline, op)[0])
        else:
            index = program_at(pipeline.find_spec(stage))
    else:
        index = pipeline.find_spec(stage if stage is not None else "0").op_index()
    found = index.find(op)
    status(f"tracksrc: following {found.op_name} {found.unique_id} ({found.dump_position})")
    return found


def filtered_stages(
    pipeline: Pipeline,
    pass_argument: str | None = None,
    regex: str | None = None,
    changed: bool = False,
    failed: bool = False,
    program_only: bool = False,
) -> StageList[Stage]:
    """The stages `stages --pass/--regex/--changed/--failed` lists (with
    `program_only`, those of the program read alone: `--program` given):
    a pass no stage is of, or a bad regex, is a clear error."""
    if pass_argument is not None:
        pipeline.stages.check_pass(pass_argument)
    try:
        found = pipeline.stages.filter(
            pass_argument=pass_argument,
            regex=regex,
            changed=changed,
            failed=True if failed else None,
        )
    except re.error as exc:
        raise TracksrcError(f"tracksrc: error: bad --regex: {exc}") from None
    if program_only:
        return StageList(stage for stage in found if stage.program == pipeline.program)
    return found


def unit_name(
    pipeline: Pipeline, dispatch: str | None = None, op: str | None = None, loc: str | None = None
) -> str:
    """What `extract --dispatch/--op/--loc` cuts out, as `extract` takes
    it: a dispatch by its name (an export or executable name), else the
    op or location as given."""
    if dispatch is not None:
        return dispatches(pipeline, files=False).find(dispatch).name
    name = op if op is not None else loc
    if name is None:
        raise TracksrcError("tracksrc: error: name what to extract (--dispatch, --op or --loc)")
    return name


def computing_dispatches(pipeline: Pipeline, query: Query) -> list[Dispatch]:
    """The dispatches that compute an op or a source location: those of
    `tracksrc dispatches` (the main compile's) whose input ops (`computes
    FILE:L:C`) overlap the innermost frame of one of the query's stacks
    (file names aligned as every query aligns them)."""
    stacks = tracker_of(pipeline).query_stacks(query)
    frames: dict[str, list[tuple[int, int]]] = {}
    for stack in stacks:
        file, start, end = stack[0]
        frames.setdefault(file, []).append((start, end))
    found = []
    for item in dispatches(pipeline, files=False):
        for source in item.computed:
            try:
                where = SourceRange.from_str(source.where)
            except ValueError:
                continue  # (a debug symbol, not a place)
            file, start, end = str(where.file_path), where.start.key, where.end.key
            if any(start <= last and first <= end for first, last in frames.get(file, [])):
                found.append(item)
                break
    return found


def op_record(info: OperationInfo) -> dict[str, object]:
    """An op as a JSON-ready record: its id, SSA name and type; where it
    comes from (`location` as MLIR writes it, `sources` its source ranges
    as `file:line:col`); where it is printed (`dump_file`, `dump_line`,
    `dump_column`: the position of its name, as MLIR gives it)."""
    line, column = info.op.name_position
    return {
        "id": info.unique_id,
        "name": info.ssa_name,
        "type": info.op_name,
        "location": str(info.location),
        "sources": [str(source) for source in info.source_ranges],
        "dump_file": info.op.source.filename,
        "dump_line": line,
        "dump_column": column,
    }


def selected_ops(
    source: OperationIndex, names: list[str] | None = None, op_type: str | None = None
) -> list[OperationInfo]:
    """The ops of `source` that `track` follows: every op of `op_type`, or
    the ops defining each SSA name of `names` (a clear error names those
    it does not define)."""
    if op_type is not None:
        return source.required_ops_of_type(op_type)
    if not names:
        raise TracksrcError("tracksrc: error: name the ops to track (--op NAME or --type TYPE)")
    missing = [name for name in names if not source.get_ops_by_name(name)]
    if missing:
        raise TracksrcError(f"tracksrc: error: {source.filename} defines no {', '.join(missing)}")
    return [info for name in names for info in source.get_ops_by_name(name)]


def tracked_ops(
    selected: list[OperationInfo], target: OperationIndex, back: bool = False
) -> Iterator[tuple[OperationInfo, list[OperationInfo]]]:
    """Each selected op with what it became in `target` (`track`), or,
    with `back`, the ops of `target` it came from (`track_back`)."""
    for info in selected:
        yield info, track_back(info, target) if back else track(info, target)


def track_record(info: OperationInfo, found: list[OperationInfo]) -> dict[str, object]:
    """One line of `track --json`: the op followed and the ops it became
    (or, tracking back, came from)."""
    return {"op": op_record(info), "tracked": [op_record(other) for other in found]}


def program_record(
    stage: Stage, program: Program, text: str | None, output: Path | None
) -> dict[str, Any]:
    """`program --json`: the stage, its pass and kind, the compile, the op
    count, the stages whose prints make the program up, the file it was
    written to (or None), and its `text` when given (no file)."""
    data: dict[str, Any] = {
        "stage": stage.number,
        "pass": stage.label,
        "kind": stage.header.kind,
        "compile": stage.compile,
        "ops": len(program),
        "prints": program.prints(),
        "file": None if output is None else str(output),
    }
    if text is not None:
        data["text"] = text
    return data


def extract_record(
    reproducer: Reproducer, output: Path | None, verified: bool | None
) -> dict[str, Any]:
    """`extract --json`: the unit, its stage and pass, the symbols it
    takes along, the entry points left out, the pass pipeline that
    replays the run (and the passes left out of it; why there is none,
    `no_replay`), the file written
    (with the module `text` when there is none) and whether `iree-opt`
    accepted it (None: not asked)."""
    data: dict[str, Any] = {
        "unit": reproducer.unit,
        "stage": reproducer.stage.number,
        "pass": reproducer.stage.label,
        "symbols": reproducer.symbols,
        "left_out": reproducer.left_out,
        "pass_pipeline": reproducer.pass_pipeline,
        "unknown_passes": reproducer.unknown_passes,
        "no_replay": reproducer.no_replay or None,
        "file": None if output is None else str(output),
        "verified": verified,
    }
    if output is None:
        data["text"] = reproducer.text
    return data


def main_stage(pipeline: Pipeline, stage: int | str | None) -> Stage:
    """The stage a command's `--stage` names; by default the last stage of
    the main compile (where `program` and `extract` look)."""
    return pipeline.main_stages()[-1] if stage is None else pipeline.find_spec(stage)


__all__ = [
    "computing_dispatches",
    "extract_record",
    "filtered_stages",
    "main_stage",
    "named_query",
    "op_record",
    "program_record",
    "selected_ops",
    "track_record",
    "tracked_ops",
    "unit_name",
]
