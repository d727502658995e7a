"""The bulk-analysis commands of the `tracksrc` command line.

    tracksrc analyze STREAM --type T [--to S] [--reaches T2] [--from INPUT]
                     [--lowering-paths] [--json]
    tracksrc report STREAM -o report.html [--type T ...] [--reaches T2] [--op ID ...]
    tracksrc export-model-explorer A B -o sync.json [--stream STREAM] [--function F]

`analyze` classifies every op of a type by what it became at stage S
(default: the last) and, with `--lowering-paths`, prints the lowering paths over
the whole pipeline. `report` writes the self-contained HTML page
(`tracksrc.analysis.report`). `export-model-explorer` writes Model Explorer's
navigation-sync mapping between two files, or two stages of STREAM.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tracksrc.analysis.classify import classify, op_types, reaches
from tracksrc.analysis.lowering import first_ops_of_type, lowering_paths
from tracksrc.analysis.model_explorer import choose_function, sync_mapping
from tracksrc.analysis.report import build_report, write_report
from tracksrc.cli.pipeline import add_pipeline_options, open_from_args
from tracksrc.errors import TracksrcError
from tracksrc.logs import status
from tracksrc.pipeline.queries import aligned_name, tracker_of
from tracksrc.pipeline.stream import Pipeline
from tracksrc.reading.loading import read_dump
from tracksrc.tracking.index import OperationIndex, OperationInfo

COMMANDS = ("analyze", "report", "export-model-explorer")


def _add_source_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--from",
        dest="source",
        type=Path,
        metavar="INPUT",
        help="take the ops from INPUT (the pipeline's input file) instead of the first stage "
        "that has them",
    )
    parser.add_argument(
        "--reaches",
        metavar="TYPE",
        help="group by whether each op reaches TYPE (default: by the set of types reached)",
    )


def add_commands(commands: Any) -> None:
    """Register the bulk-analysis subcommands on `commands`."""
    analyze = commands.add_parser(
        "analyze",
        help="classify every op of a type by what it became",
        description="Track every op of TYPE (where the type first appears, or in --from INPUT) "
        "into stage --to (default: the last; the whole program as it stood) and group the ops "
        "by the op types they became, or by whether they reach --reaches TYPE.",
    )
    add_pipeline_options(analyze)
    analyze.add_argument("--type", required=True, dest="op_type", metavar="TYPE")
    analyze.add_argument("--to", default=None, metavar="S", help="N, PASS or PASS:N")
    _add_source_options(analyze)
    analyze.add_argument(
        "--lowering-paths",
        action="store_true",
        help="also the lowering paths over the whole pipeline",
    )
    analyze.add_argument("--json", action="store_true", help="print JSON")

    report = commands.add_parser(
        "report",
        help="write a self-contained HTML report of a pipeline",
        description="One HTML file with no external assets: passes with op counts (a chart), "
        "the location-loss audit, classification tables and lowering paths for each --type, "
        "lineage graphs; every op links to its text.",
    )
    add_pipeline_options(report)
    report.add_argument("-o", "--output", type=Path, required=True, metavar="FILE.html")
    report.add_argument(
        "--type",
        dest="op_types",
        action="append",
        default=[],
        metavar="TYPE",
        help="an op type to classify (repeatable)",
    )
    report.add_argument(
        "--op",
        dest="ops",
        action="append",
        default=[],
        metavar="ID",
        help="an op (unique id or SSA name, of stage 0 or of --from) to draw the lineage of",
    )
    report.add_argument("--to", default=None, metavar="S", help="classify into stage S")
    _add_source_options(report)

    export = commands.add_parser(
        "export-model-explorer",
        help="Model Explorer's navigation-sync mapping between two stages",
        description="Write the JSON that Google Model Explorer's 'Sync navigation > Upload "
        "mapping from computer' reads, mapping the node ids of one function in A to those in B "
        "by source location.",
    )
    export.add_argument("first", metavar="A", help="a file, or with --stream a stage")
    export.add_argument("second", metavar="B", help="a file, or with --stream a stage")
    export.add_argument("-o", "--output", type=Path, required=True, metavar="sync.json")
    export.add_argument("--stream", type=Path, metavar="STREAM", help="A and B are its stages")
    export.add_argument("--function", metavar="NAME", help="the function (default: the largest)")


def _files_of(index: OperationIndex) -> set[str]:
    return {frame[0] for info in index.infos for stack in info.stacks for frame in stack}


def _source_index(args: argparse.Namespace, pipeline: Pipeline) -> OperationIndex | None:
    """The input file as the compiler named it in the pipeline's locations."""
    if args.source is None:
        return None
    name = aligned_name(str(args.source), tracker_of(pipeline).location_files())
    return OperationIndex(read_dump(args.source, filename=name), pipeline.remap)


def _ops_of_type(
    args: argparse.Namespace, pipeline: Pipeline, source: OperationIndex | None
) -> tuple[list[OperationInfo], int]:
    """The ops of --type (from --from, or where the type first appears)
    and the stage they are followed from."""
    if source is not None:
        found = source.get_ops_by_type(args.op_type)
        if not found:
            raise TracksrcError(f"tracksrc: error: {source.filename} has no op {args.op_type!r}")
        return found, 0
    stage, found = first_ops_of_type(args.op_type, pipeline)
    status(f"tracksrc: {len(found)} {args.op_type} ops at stage {stage.number}")
    return found, stage.number


def _analyze(args: argparse.Namespace, pipeline: Pipeline) -> int:
    source = _source_index(args, pipeline)
    ops, start = _ops_of_type(args, pipeline, source)
    target = pipeline if args.to is None else pipeline.find_spec(args.to)
    key = reaches(args.reaches) if args.reaches else op_types
    result = classify(ops, target, key)
    paths = lowering_paths(ops, pipeline, start=start) if args.lowering_paths else None
    if args.json:
        data = {"classification": json.loads(result.to_json())}
        if paths is not None:
            data["paths"] = json.loads(paths.to_json())
        print(json.dumps(data, indent=1))
        return 0
    print(result)
    if paths is not None:
        print()
        print(paths)
    return 0


def _find_op(index: OperationIndex, name: str) -> OperationInfo:
    found = index.get_op(name)
    if found is not None:
        return found
    named = index.get_ops_by_name(name)
    if len(named) != 1:
        what = f"names {len(named)} ops" if named else "is no op"
        raise TracksrcError(f"tracksrc: error: {name} {what} of {index.filename}")
    return named[0]


def _report(args: argparse.Namespace, pipeline: Pipeline) -> int:
    source = _source_index(args, pipeline)
    where = source if source is not None else pipeline.stages[0].op_index()
    ops = [_find_op(where, name) for name in args.ops]
    name = " ".join(str(path) for path in args.paths)
    text = build_report(pipeline, name, args.op_types, args.reaches, ops, source, args.to)
    path = write_report(args.output, text)
    status(f"tracksrc: report written to {path} ({len(text) / 1e3:.0f} kB)")
    return 0


def _export(args: argparse.Namespace) -> int:
    first: OperationIndex
    second: OperationIndex
    if args.stream is not None:
        from tracksrc.pipeline.stream import open_pipeline

        pipeline = open_pipeline(args.stream, cache=False)
        first = pipeline.find_spec(args.first).op_index()
        second = pipeline.find_spec(args.second).op_index()
    else:
        second = OperationIndex(read_dump(Path(args.second)))
        first = OperationIndex(
            read_dump(Path(args.first), filename=aligned_name(args.first, _files_of(second)))
        )
    function = choose_function(first, second, args.function)
    mapping = sync_mapping(first, second, function)
    args.output.write_text(json.dumps(mapping, indent=1) + "\n", encoding="utf-8")
    status(
        f"tracksrc: {len(mapping['mappingEntries'])} entries mapping {function} written to "
        f"{args.output}"
    )
    return 0


def run_command(args: argparse.Namespace) -> int:
    """Run one bulk-analysis command; returns the exit status."""
    if args.command == "export-model-explorer":
        return _export(args)
    pipeline = open_from_args(args)
    if args.command == "analyze":
        return _analyze(args, pipeline)
    return _report(args, pipeline)
