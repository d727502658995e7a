"""The tools of `tracksrc mcp`: one method per tool.

Each tool takes what its command takes (`--loc`, `--op`, `--stage`, ...,
by the same names where Python allows), calls the function the command
calls (`tracksrc.pipeline.store.queries`, `tracksrc.analysis.answers`,
`extract`, `compare`) and returns the command's JSON (`tracksrc X --json`)
in the paged envelope of `tracksrc.mcp.paging`. No tool opens a path it is
given: the streams are the ones named at start, and `extract` writes only
a plain file name inside the `--out` folder named at start.

These are plain methods over the loaded pipelines (`tracksrc.mcp.served`),
run on the main thread (`tracksrc.mcp.worker`); `tracksrc.mcp.server`
makes them MCP tools, their docstrings the descriptions an agent reads. A
new tool is a method here or in `tracksrc.mcp.run_tools` (its arguments
annotated with descriptions, `tracksrc.mcp.arguments`) and its name in
`TOOL_NAMES`.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import Field

from tracksrc.analysis.answers import (
    extract_record,
    filtered_stages,
    main_stage,
    named_query,
    op_record,
    program_record,
    selected_ops,
    track_record,
    tracked_ops,
    unit_name,
)
from tracksrc.analysis.compare import compare as compare_runs
from tracksrc.errors import TracksrcError
from tracksrc.logs import status
from tracksrc.mcp.arguments import Cursor, Limit, Loc, Op, StageSpec, one_of
from tracksrc.mcp.paging import page, text_page
from tracksrc.mcp.run_tools import RunTools
from tracksrc.mcp.served import Served
from tracksrc.output_files import write_output
from tracksrc.pipeline.composition.program import Program, program_at
from tracksrc.pipeline.dispatches.extract import extract as extract_unit
from tracksrc.pipeline.dispatches.extract import verify as verify_file
from tracksrc.pipeline.store.queries.blame import blame as blame_query
from tracksrc.pipeline.store.queries.dispatch_list import dispatches_or_regions
from tracksrc.pipeline.store.queries.lineage import lineage as lineage_query
from tracksrc.pipeline.store.queries.stage_rows import stage_rows
from tracksrc.tracking.index import OperationInfo

TOOL_NAMES = (
    "stages",
    "lineage",
    "blame",
    "track",
    "compare",
    "dispatches",
    "extract",
    "program",
    "show_op",
    "profile",
    "instructions",
)
# Tools that write (`extract`, into --out DIR only); the others only read.
WRITING_TOOLS = {"extract"}

# What a file `extract` writes may be called: one plain name, no folder.
_FILE_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+-]{0,200}")


class Tools(RunTools):
    """The tools over one served pipeline; each method is one MCP tool
    (those about runs and code in `RunTools`)."""

    def __init__(self, served: Served) -> None:
        self.served = served

    def stages(
        self,
        pass_argument: Annotated[
            str | None, Field(description="only the stages of this pass (--pass)")
        ] = None,
        regex: Annotated[
            str | None, Field(description="only the passes whose name matches this regex")
        ] = None,
        changed: Annotated[
            bool,
            Field(
                description="only stages whose IR differs from the previous print of the same op"
            ),
        ] = False,
        failed: Annotated[bool, Field(description="only failed passes")] = False,
        cursor: Cursor = 0,
        limit: Limit = 50,
    ) -> dict[str, Any]:
        """The stages of the stream, in order, as `tracksrc stages --json` gives
        them: number, pass, name, kind (before/after), scope, failed, bytes,
        file, line, notes, compile (0: the main one) and program_ops (the op
        count of the whole program after the stage). Paged: a summary, then
        `limit` stages from `cursor`; ask again with next_cursor for more."""
        key = ("stages", pass_argument, regex, changed, failed)
        rows = self.served.kept(
            key,
            lambda: stage_rows(
                self._pipeline,
                list(filtered_stages(self._pipeline, pass_argument, regex, changed, failed)),
            ),
        )
        return page(rows, None, cursor, limit, "stages", "stage")

    def lineage(
        self,
        loc: Loc = None,
        op: Op = None,
        stage: StageSpec = None,
        start: Annotated[
            int | str, Field(description="the first stage to show (--from): N, PASS or PASS:N")
        ] = 0,
        cursor: Cursor = 0,
        limit: Limit = 20,
    ) -> dict[str, Any]:
        """What an op or source location became at every stage where that
        changed (`tracksrc lineage --json`): `query` (its provenance),
        `failures` (a failed compile's, first), and `rows`: per stage where the
        number or types of the ops carrying its provenance change, the pass,
        `pass_stage` (where that pass ran), `since`, `count`, `types` and `ops`
        (each op with stage, unique_id, op_type, line, within). Paged by rows
        (rows with many ops make short pages); ask again with next_cursor."""
        one_of(loc=loc, op=op)
        pipeline = self._pipeline

        def answer() -> Any:
            query = named_query(pipeline, loc, op, stage)
            return lineage_query(pipeline, query, pipeline.find_spec(start, "start").number)

        data = self.served.kept(("lineage", loc, op, stage, start), lambda: answer().json_data())
        return page(data, "rows", cursor, limit, f"lineage of {loc or op}", "row")

    def blame(
        self,
        loc: Loc = None,
        op: Op = None,
        stage: StageSpec = None,
        cursor: Cursor = 0,
        limit: Limit = 50,
    ) -> dict[str, Any]:
        """Which passes changed, fused, removed an op or source location or
        lost its descendants' locations (`tracksrc blame --json`): `failures`,
        `first_changed` and `gone` (an event or null), `fused` and
        `locations_lost` (lists of events: pass, stage where it ran, seen_at,
        since, ...). Paged by `locations_lost`; ask again with next_cursor."""
        one_of(loc=loc, op=op)
        pipeline = self._pipeline
        data = self.served.kept(
            ("blame", loc, op, stage),
            lambda: blame_query(pipeline, named_query(pipeline, loc, op, stage)).json_data(),
        )
        return page(
            data,
            "locations_lost",
            cursor,
            limit,
            f"blame of {loc or op}",
            "location loss",
            "location losses",
        )

    def track(
        self,
        op: Annotated[
            list[str] | None, Field(description="SSA names of ops of from_stage (--op)")
        ] = None,
        op_type: Annotated[
            str | None, Field(description="every op of this type in from_stage (--type)")
        ] = None,
        from_stage: Annotated[
            int | str, Field(description="the stage the ops are in: N, PASS or PASS:N")
        ] = 0,
        to_stage: Annotated[
            int | str, Field(description="the stage to track into: N, PASS or PASS:N (-1: last)")
        ] = -1,
        back: Annotated[
            bool,
            Field(description="select the ops in to_stage and find where they came from"),
        ] = False,
        cursor: Cursor = 0,
        limit: Limit = 20,
    ) -> dict[str, Any]:
        """What ops of one stage became in another (`tracksrc track --json`, on two
        stages of the stream as `track-src --pipeline --from --to` loads them):
        per selected op, `op` and `tracked`, each op with id, name, type,
        location, sources (file:line:col), dump_file, dump_line, dump_column.
        Paged by selected op; ask again with next_cursor."""
        pipeline = self._pipeline

        def answer() -> list[dict[str, object]]:
            source = pipeline.find_spec(from_stage, "from_stage").op_index()
            target = pipeline.find_spec(to_stage, "to_stage").op_index()
            if back:
                source, target = target, source
            chosen = selected_ops(source, op, op_type)
            return [track_record(info, found) for info, found in tracked_ops(chosen, target, back)]

        key = ("track", tuple(op or ()), op_type, from_stage, to_stage, back)
        records = self.served.kept(key, answer)
        what = f"ops {'tracked back' if back else 'tracked'} from stage {from_stage} to {to_stage}"
        return page(records, None, cursor, limit, what, "op")

    def compare(
        self,
        op_type: Annotated[
            str | None, Field(description="only the source ops of this type")
        ] = None,
        loc: Annotated[str | None, Field(description="only the source op(s) there")] = None,
        to: Annotated[
            int | str | None, Field(description="compare up to this stage: N, PASS or PASS:N")
        ] = None,
        attributes: Annotated[
            str | None,
            Field(description="also list attribute-level changes after this pass (PASS or PASS:N)"),
        ] = None,
        cursor: Cursor = 0,
        limit: Limit = 20,
    ) -> dict[str, Any]:
        """The stream against the second run the server was started with
        (`--compare`), op by op (`tracksrc compare A B --json`): `ops` (per source
        op: source, op_type, same, diverges_at {pass, a_stage, b_stage}, a, b,
        only_a, only_b, dispatches, functions, attribute_changes), `passes`
        (aligned, only_in_a, only_in_b), `totals`, `pass_deltas`. Paged by
        `ops`; ask again with next_cursor."""
        other = self.served.other
        if other is None:
            raise TracksrcError(
                "tracksrc: error: compare needs a second run of the same program: start the "
                "server with --compare STREAM_B"
            )
        pipeline = self._pipeline

        def answer() -> Any:
            # One process: forking the server's process, which runs the
            # protocol on a thread of its own, is not safe.
            found = compare_runs(
                pipeline, other, op_type=op_type, loc=loc, to=to, attributes=attributes, jobs=1
            )
            return found.json_data()

        data = self.served.kept(("compare", op_type, loc, to, attributes), answer)
        return page(data, "ops", cursor, limit, "comparison", "source op")

    def dispatches(
        self,
        stage: Annotated[
            int | str | None,
            Field(
                description="only the dispatches that exist after this stage, with their "
                "sources there; before outlining, the dispatch regions there"
            ),
        ] = None,
        cursor: Cursor = 0,
        limit: Limit = 10,
    ) -> dict[str, Any]:
        """Every dispatch the compile forms (`tracksrc dispatches --json`): name,
        executable, names, executables, kinds, first_stage, last_stage, size,
        sources (file:line:col), source_types, hosts, merged_into, failure,
        files. Paged; ask again with next_cursor."""
        pipeline = self._pipeline
        found = self.served.kept(
            ("dispatches", stage), lambda: dispatches_or_regions(pipeline, stage).json_data()
        )
        where = "" if stage is None else f" at stage {stage}"
        return page(found, None, cursor, limit, f"dispatches{where}", "dispatch", "dispatches")

    def extract(
        self,
        dispatch: Annotated[
            str | None, Field(description="a dispatch (export or executable name)")
        ] = None,
        op: Annotated[
            str | None, Field(description="an op's unique id, SSA name or @symbol")
        ] = None,
        loc: Annotated[
            str | None, Field(description="FILE:L:C: the unit holding the ops from there")
        ] = None,
        stage: Annotated[
            int | str | None,
            Field(
                description="N, PASS or PASS:N (default: for a dispatch or @name, the last stage "
                "whose program defines it; else the last stage of the main compile; PASS alone, "
                "for a dispatch or @name, is the first stage of PASS whose print defines it)"
            ),
        ] = None,
        until: Annotated[
            int | str | None, Field(description="replay the passes up to this stage only")
        ] = None,
        file: Annotated[
            str | None,
            Field(
                description="the file to write in the server's --out folder: a plain name "
                "(default: the unit's name and stage, e.g. convs_dispatch_1.stage373.mlir)"
            ),
        ] = None,
        verify: Annotated[
            bool, Field(description="check the file with iree-opt (or mlir-opt)")
        ] = False,
    ) -> dict[str, Any]:
        """Cut the function or executable holding a dispatch, op or location
        out of the program at a stage into a standalone module `iree-opt`
        reads, written into the server's --out folder (`tracksrc extract -o
        FILE --json`): unit, stage, pass, symbols, left_out, pass_pipeline (the
        --pass-pipeline replaying what followed), unknown_passes, no_replay
        (why there is no pipeline), file, verified. Give one of dispatch, op,
        loc."""
        out = self.served.out
        if out is None:
            raise TracksrcError(
                "tracksrc: error: extract writes a file, and this server may write none: "
                "start it with --out DIR (the folder extract writes into)"
            )
        one_of(dispatch=dispatch, op=op, loc=loc)
        pipeline = self._pipeline
        reproducer = extract_unit(pipeline, unit_name(pipeline, dispatch, op, loc), stage, until)
        path = out / _file_name(file, reproducer.unit, reproducer.stage.number)
        write_output(path, reproducer.text, errors="surrogateescape")
        status(f"tracksrc: wrote {reproducer.unit} at stage {reproducer.stage.number} to {path}")
        verified: bool | None = None
        said = ""
        if verify:
            verified, said = verify_file(path)
        summary = (
            f"wrote {reproducer.unit} at stage {reproducer.stage.number} "
            f"({reproducer.stage.label}) to {path}" + (f"; {said}" if said else "")
        )
        return {"summary": summary, "result": extract_record(reproducer, path, verified)}

    def program(
        self,
        stage: StageSpec = None,
        cursor: Annotated[
            int, Field(ge=0, description="the first line of the page (from 0), or next_cursor")
        ] = 0,
        limit: Annotated[int, Field(ge=1, le=5000, description="at most this many lines")] = 200,
    ) -> dict[str, Any]:
        """The whole program as it stood after a stage (default: the last of the
        main compile) as MLIR text, composed from the prints (`tracksrc program
        --json`): stage, pass, kind, compile, ops, prints (the stages whose
        prints make it up), and `text`, here a window of `limit` lines from
        line `cursor`. Ask again with next_cursor for the next lines."""
        chosen = main_stage(self._pipeline, stage)

        def answer() -> tuple[Program, str]:
            program = program_at(chosen)
            return program, program.text()

        program, text = self.served.kept(("program", chosen.number), answer)
        data = program_record(chosen, program, None, None)
        return text_page(data, text, cursor, limit, f"the program after stage {chosen.number}")

    def show_op(
        self,
        op: Annotated[
            str,
            Field(
                description="an op: its unique id or SSA name at `stage` (default stage 0), or a "
                "symbol, @name (of the whole program)"
            ),
        ],
        stage: StageSpec = None,
        cursor: Annotated[
            int, Field(ge=0, description="the first line of the page (from 0), or next_cursor")
        ] = 0,
        limit: Annotated[int, Field(ge=1, le=5000, description="at most this many lines")] = 200,
    ) -> dict[str, Any]:
        """An op as the dump printed it, regions included, with its record as
        `tracksrc track --json` gives ops: id, name, type, location, sources,
        dump_file, dump_line, dump_column; `text` is a window of `limit` lines
        from line `cursor` (ask again with next_cursor for more)."""
        found = named_query(self._pipeline, None, op, stage)
        assert isinstance(found, OperationInfo)
        # An op MLIR's parser adds (an implicit terminator) has no text.
        text = "" if found.op.materialized else found.text
        return text_page(op_record(found), text, cursor, limit, f"{found.op_name} {op}")


def _file_name(given: str | None, unit: str, stage: int) -> str:
    """The name of the file extract writes into --out: the one given, a
    plain name (no folder, nothing hidden), else the unit's and stage's."""
    if given is None:
        plain = re.sub(r"[^A-Za-z0-9_.+-]", "_", unit.lstrip("@")).lstrip(".") or "unit"
        return f"{plain}.stage{stage}.mlir"
    if _FILE_NAME.fullmatch(given) is None:
        raise TracksrcError(
            f"tracksrc: error: file {given!r}: name a plain file in the --out folder "
            "(letters, digits, _ . + -; no folder)"
        )
    return given
