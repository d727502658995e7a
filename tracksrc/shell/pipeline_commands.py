"""The shell's commands on a whole pipeline (`pipe`): lineage, dispatches,
extract, stage search, blame, passes, notes, audit, stages, program, diff,
the pipeline analyses (lowering paths, lineage graphs) and the view in
the browser (`tracksrc.view`). Each takes
the arguments docs/ shows; a helper's `pipe` defaults to the session's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tracksrc.analysis import classify as bulk
from tracksrc.analysis import lineage_graph, lowering
from tracksrc.analysis import reach as reach_module
from tracksrc.analysis.answers import main_stage
from tracksrc.pipeline.composition import stage_search
from tracksrc.pipeline.composition.program import Program, program_at
from tracksrc.pipeline.composition.tracker import Query
from tracksrc.pipeline.dispatches import extract as extract_module
from tracksrc.pipeline.dispatches.dispatch import Dispatch
from tracksrc.pipeline.store.queries import audit_report as audit_module
from tracksrc.pipeline.store.queries import blame as blame_module
from tracksrc.pipeline.store.queries import diff as diff_module
from tracksrc.pipeline.store.queries import dispatch_list as dispatches_module
from tracksrc.pipeline.store.queries import failures as failures_module
from tracksrc.pipeline.store.queries import lineage as lineage_module
from tracksrc.pipeline.store.queries import passes as passes_module
from tracksrc.pipeline.streams.stage_list import StageList
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.safe_text import visible
from tracksrc.view import launch

Register = Callable[[str], Callable[[Callable[..., Any]], Callable[..., Any]]]


def register_pipeline_analysis(command: Register, pipeline: Pipeline) -> None:
    """`lowering_paths`, `reach` and `graph` (listed with the analyses)."""

    @command("how every op of a type went down pipe, and where paths part")
    def lowering_paths(
        op_type: str | bulk.Ops,
        pipe: Pipeline | None = None,
        end: int | str | None = None,
        types: list[str] | None = None,
    ) -> lowering.LoweringPaths:
        """Group the ops of op_type (or the ops given) by the path
        they took through pipe (default: the session's; to stage
        end), counting only `types` if given, and name the pass
        where each group parted from the others."""
        return lowering.lowering_paths(op_type, _pipeline(pipe, pipeline), end=end, types=types)

    @command("which ops reach a type at any stage of pipe, and where (stage, dispatch)")
    def reach(ops: bulk.Ops, op_type: str, pipe: Pipeline | None = None) -> reach_module.Reach:
        """Group ops by whether some op each became, at any stage of the
        main compile of pipe (default: the session's), is an op_type; per
        op the first stage, pass and dispatch where it was (.per_op())."""
        return reach_module.reach(ops, op_type, _pipeline(pipe, pipeline))

    @command("the lineage of an op (or ops) as a graph: print, .save('g.svg')")
    def graph(
        x: Any, pipe: Pipeline | None = None, start: int | str = 0
    ) -> lineage_graph.LineageGraph:
        """The lineage of an op, a list of ops or "file:line:col"
        through pipe (default: the session's): printed as a tree;
        .to_dot(), .to_svg(), .save("lineage.svg" | ".png" | ".dot")."""
        chosen = _pipeline(pipe, pipeline)
        return lineage_graph.graph(x, chosen, chosen.find_spec(start).number)


def register_view(command: Register, pipeline: Pipeline, other: Pipeline | None) -> None:
    """`view`, the pipeline(s) in the browser (listed with the analyses)."""

    @command("see pipe in the browser: a pass timeline, panes synced by location (Ctrl-C stops)")
    def view(
        pipe: Pipeline | None = None,
        pipe_b: Pipeline | None = None,
        *,
        port: int | None = None,
        host: str = "127.0.0.1",
        browser: bool = True,
        traces: tuple[str, str] | None = None,
        profiles: list[str] | None = None,
        profiles_b: list[str] | None = None,
    ) -> None:
        """Serve pipe (default: the session's) and pipe_b (a second run
        of the same program, default: the session's, for the compare
        view) on a local port, as `tracksrc view` does, and open the URL
        in a browser (browser=False prints it only); traces=(a, b), two
        runs' dispatch tensor traces, colours the dispatches by how they
        compare (`tracksrc view --traces`); profiles (and profiles_b,
        pipe_b's), runtime profiles, one file per run, colour them by
        their share of the time (`tracksrc view --profile`); Ctrl-C stops
        the server and gives the prompt back."""
        second = pipe_b if pipe_b is not None else (other if pipe is None else None)
        launch.view(
            _pipeline(pipe, pipeline),
            None if second is None else _pipeline(second, pipeline),
            port=port,
            host=host,
            browser=browser,
            traces=traces,
            profiles=profiles,
            profiles_b=profiles_b,
        )


def register_pipeline_commands(command: Register, pipeline: Pipeline) -> None:
    """The commands on `pipe`, as `command` registers them."""

    @command("what x became at every stage of pipe where that changed")
    def lineage(x: Query, start: int | str = 0) -> lineage_module.Lineage:
        """Follow an op (of any stage, or of the input file) or a
        "file:line:col" through every stage of pipe from `start`."""
        return lineage_module.lineage(pipeline, x, pipeline.find_spec(start).number)

    @command("every dispatch pipe forms, with the input ops each computes")
    def dispatches(stage: int | str | None = None) -> Any:
        """The dispatches of pipe (those after `stage` only, if given):
        sources, stages, size, host ops and files in executable dump
        folders; before outlining, the dispatch regions at `stage`;
        .table() for CSV/pandas."""
        return dispatches_module.dispatches_or_regions(pipeline, stage)

    @command("one dispatch of pipe by name (export or executable)")
    def dispatch(name: str) -> Dispatch:
        """The dispatch named `name`, e.g. dispatch("@m$async_dispatch_1")."""
        return dispatches_module.dispatches(pipeline).find(name)

    @command("a standalone module holding x at a stage, and the passes after it")
    def extract(
        x: str, stage: int | str | None = None, until: int | str | None = None
    ) -> extract_module.Reproducer:
        """The function or executable holding x (an id, SSA name, @symbol
        or "file:line:col") at `stage` (default: for a symbol, the last
        stage where it is defined; otherwise the last stage) as MLIR text (.text,
        .write(path)) with .pass_pipeline (up to stage `until`, if given)."""
        return extract_module.extract(pipeline, x, stage, until)

    @command("the first stage after which predicate(program) holds")
    def first_stage(predicate: Any, pipe: Pipeline | None = None, monotone: bool = True) -> Any:
        """Bisection over the stages of pipe (default: the session's) for
        a monotone predicate of the whole program, e.g. lambda prog:
        prog.get_ops_by_type("linalg.mmt4d"); monotone=False scans."""
        return stage_search.first_stage(predicate, _pipeline(pipe, pipeline), monotone)

    @command("passes that changed, fused, removed x or lost its location")
    def blame(x: Query) -> blame_module.Blame:
        """The first pass that changed what x had become, the passes that
        fused it, the pass after which nothing remains, location losses."""
        return blame_module.blame(pipeline, x)

    @command("which pass failed on which dispatch, its errors, the sources it computes")
    def failures() -> failures_module.Failures:
        """The failures of pipe's compile, in stage order (empty when no
        pass failed); .to_json()."""
        return failures_module.failures(pipeline)

    @command("per pass of pipe: runs, changes, ops, locations lost, time, statistics")
    def passes() -> passes_module.Passes:
        """One row per pass of pipe; slowest first when the capture has
        a --mlir-timing report."""
        return passes_module.passes(pipeline)

    @command("the notes of pipe's capture (reports, diagnostics, logs), or of one kind")
    def notes(kind: str | None = None) -> None:
        """Print every note of the capture (of `kind` only: "timing",
        "statistics", "diagnostic", "debug", ...), with the stage each
        follows."""
        for stage, note in pipeline.notes(kind):
            where = "before the first stage" if stage is None else f"after stage {stage.number}"
            print(f"{note} ({where})")
            print(visible(note.text.rstrip("\n")))

    @command("per stage of pipe: ops, locations made unknown, ranges lost")
    def audit() -> audit_module.Audit:
        """The location-loss audit of pipe (print(audit().format(True))
        for every stage)."""
        return audit_module.audit_of(pipeline)

    @command("the stages of pipe (a numbered table), filtered")
    def stages(
        pass_argument: str | None = None,
        regex: str | None = None,
        changed: bool = False,
        failed: bool | None = None,
    ) -> StageList:
        """The stages of pipe: of one pass, of passes matching a regex,
        those that changed what they print, those that failed. A
        stage of a compile nested in the main one says so."""
        if pass_argument is not None:
            pipeline.stages.check_pass(pass_argument)
        return pipeline.stages.filter(pass_argument, regex, changed, failed)

    @command("the whole program at a stage: .text() is MLIR, .write('p.mlir')")
    def program(stage: int | str | None = None) -> Program:
        """The whole program after stage (a number, "pass" or "pass:N";
        default: the last stage of the main compile), composed from the
        prints: .text() gives it as MLIR text, .write(path) a file."""
        return program_at(main_stage(pipeline, stage))

    @command("ops per source location in two stages of pipe, where they differ")
    def diff(a: int | str, b: int | str, prints: bool = False) -> diff_module.StageDiff:
        """A semantic diff of stages a and b (numbers, "pass" or "pass:N"):
        of the whole programs, or with prints=True of what the two stages
        printed."""
        return diff_module.diff(pipeline, a, b, prints)


def _pipeline(given: Any, default: Pipeline) -> Pipeline:
    """The pipeline a helper was given, else the session's; a clear error
    for anything else (a stage number passed where the pipeline goes)."""
    if given is None:
        return default
    if not isinstance(given, Pipeline):
        raise TypeError(
            f"expected a pipeline (pipe) here, not {type(given).__name__} {given!r}: "
            "pass the stage by name, e.g. end=..., start=..."
        )
    return given
