"""The bulk-analysis commands.

    tracksrc analyze STREAM --type T [--to S] [--reaches T2] [--from INPUT]
                     [--lowering-paths] [--json]
    tracksrc report STREAM -o report.html [--type T ...] [--reaches T2] [--op ID ...]
                    [--profile P... [--profile-format F]]
    tracksrc export-model-explorer A B -o sync.json [--stream STREAM] [--function F]
    tracksrc score STREAM LINEAGE.json [--mode precise|compat|both]

`analyze` classifies every op of a type by what it became at stage S
(default: the last), or with `--reaches T2` by whether it became a T2 at
any stage of the main compile (where: stage, pass, dispatch), and, with
`--lowering-paths`, prints the lowering paths over the whole pipeline.
`report` writes the self-contained HTML page (`tracksrc.analysis.report`;
with `--profile`, where the time goes: `tracksrc.analysis.report_time`).
`export-model-explorer` writes Model Explorer's navigation-sync mapping
between two files, or two stages of STREAM. `score` measures tracking
against the mini-compiler's ground truth.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tracksrc.analysis.classify import Classification, classify, op_types, reaches
from tracksrc.analysis.lowering import first_ops_of_type, lowering_paths
from tracksrc.analysis.model_explorer import choose_function, sync_mapping
from tracksrc.analysis.profiles.profile import profile, read_profiles
from tracksrc.analysis.reach import reach
from tracksrc.analysis.report import build_report, write_report
from tracksrc.analysis.report_time import time_section
from tracksrc.analysis.scoring import load_lineage, score
from tracksrc.cli.options import (
    add_json,
    add_pipeline_source,
    add_profiles,
    paths_from,
    pipeline_from,
    remap_from,
)
from tracksrc.json_text import json_text
from tracksrc.logs import status
from tracksrc.output_files import write_output
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.reading.loading import read_dump
from tracksrc.reading.locations import aligned_name
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.provenance import Mode


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `name` and what runs it."""
    {
        "analyze": _analyze,
        "report": _report,
        "export-model-explorer": _export,
        "score": _score,
    }[name](parser)


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


def _analyze(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    parser.add_argument(
        "--type",
        required=True,
        dest="op_type",
        metavar="TYPE",
        help="the op type to classify: its ops where it first appears (or in --from)",
    )
    parser.add_argument(
        "--to",
        default=None,
        metavar="S",
        help="classify into stage S: N, PASS or PASS:N (default: for --reaches T any stage "
        "of the main compile, else its last stage)",
    )
    _add_source_options(parser)
    parser.add_argument(
        "--lowering-paths",
        action="store_true",
        help="also the lowering paths over the whole pipeline",
    )
    add_json(parser)
    parser.set_defaults(func=run_analyze)


def _report(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="FILE.html")
    parser.add_argument(
        "--type",
        dest="op_types",
        action="append",
        default=[],
        metavar="TYPE",
        help="an op type to classify (repeatable)",
    )
    parser.add_argument(
        "--op",
        dest="ops",
        action="append",
        default=[],
        metavar="ID",
        help="an op (unique id or SSA name, of stage 0 or of --from) to draw the lineage of",
    )
    parser.add_argument("--to", default=None, metavar="S", help="classify into stage S")
    add_profiles(parser, "a section on where the time goes, by source op and dispatch")
    _add_source_options(parser)
    parser.set_defaults(func=run_report)


def _export(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("first", metavar="A", help="a file, or with --stream a stage")
    parser.add_argument("second", metavar="B", help="a file, or with --stream a stage")
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="sync.json")
    parser.add_argument("--stream", type=Path, metavar="STREAM", help="A and B are its stages")
    parser.add_argument(
        "--function",
        metavar="NAME",
        help="the function (default: the largest of A); its namesake in B, else the function "
        "its ops went to (IREE renames @f to @f$async); LEFT=RIGHT names both",
    )
    parser.set_defaults(func=run_export)


def _score(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    parser.add_argument("lineage", type=Path, metavar="LINEAGE.json")
    parser.add_argument(
        "--mode", choices=["precise", "compat", "both"], default="both", help="tracking mode(s)"
    )
    parser.add_argument("--input", type=Path, help="the input file (default: as recorded)")
    parser.set_defaults(func=run_score)


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
        return source.required_ops_of_type(args.op_type), 0
    stage, found = first_ops_of_type(args.op_type, pipeline)
    status(f"tracksrc: {counted(len(found), args.op_type + ' op')} at stage {stage.number}")
    return found, stage.number


def run_analyze(args: argparse.Namespace) -> int:
    """`tracksrc analyze`."""
    pipeline = pipeline_from(args)
    source = _source_index(args, pipeline)
    ops, start = _ops_of_type(args, pipeline, source)
    result: Classification
    if args.reaches and args.to is None:
        # Whether each op reaches the type at any stage of the main compile.
        result = reach(ops, args.reaches, pipeline, start=start)
    else:
        target = _analysis_target(pipeline, args.to)
        result = classify(ops, target, reaches(args.reaches) if args.reaches else op_types)
    paths = lowering_paths(ops, pipeline, start=start) if args.lowering_paths else None
    if args.json:
        data = {"classification": result.json_data()}
        if paths is not None:
            data["paths"] = paths.json_data()
        print(json_text(data))
        return 0
    print(result)
    if paths is not None:
        print()
        print(paths)
    return 0


def _analysis_target(pipeline: Pipeline, to: str | None) -> Stage:
    """`--to`, else the last stage of the main compile (said on stderr)."""
    if to is not None:
        return pipeline.find_spec(to)
    last = pipeline.main_stages()[-1]
    status(
        f"tracksrc: classifying into stage {last.number} ({last.label}), the last one "
        "(--to S chooses another)"
    )
    return last


def run_report(args: argparse.Namespace) -> int:
    """`tracksrc report`."""
    # (Read before the stream is opened: a file that is no profile is said at once.)
    profiles = None if args.profile is None else read_profiles(args.profile, args.profile_format)
    pipeline = pipeline_from(args)
    name = " ".join(str(path) for path in args.paths)
    time = None
    if profiles is not None:
        joined = profile(profiles, pipeline)
        joined.side_a.stream = name
        time = time_section(joined)
    source = _source_index(args, pipeline)
    where = source if source is not None else pipeline.stages[0].op_index()
    ops = [where.find(name) for name in args.ops]
    text = build_report(
        pipeline, name, args.op_types, args.reaches, ops, source, args.to, time=time
    )
    path = write_report(args.output, text)
    status(f"tracksrc: report written to {path} ({len(text) / 1e3:.0f} kB)")
    return 0


def run_export(args: argparse.Namespace) -> int:
    """`tracksrc export-model-explorer`."""
    first: OperationIndex
    second: OperationIndex
    if args.stream is not None:
        pipeline = open_pipeline(args.stream, cache=False)
        first = pipeline.find_spec(args.first).op_index()
        second = pipeline.find_spec(args.second).op_index()
    else:
        second = OperationIndex(read_dump(Path(args.second)))
        first = OperationIndex(
            read_dump(Path(args.first), filename=aligned_name(args.first, _files_of(second)))
        )
    left_symbol, right_symbol = choose_function(first, second, args.function)
    mapping = sync_mapping(first, second, f"{left_symbol}={right_symbol}")
    function = left_symbol if left_symbol == right_symbol else f"{left_symbol} to {right_symbol}"
    write_output(args.output, json_text(mapping) + "\n")
    status(
        f"tracksrc: {len(mapping['mappingEntries'])} entries mapping {function} written to "
        f"{args.output}"
    )
    return 0


def run_score(args: argparse.Namespace) -> int:
    """`tracksrc score`."""
    data = load_lineage(args.lineage)
    pipeline = open_pipeline(paths_from(args), remap_from(args), cache=False)
    modes = list(Mode) if args.mode == "both" else [Mode.parse(args.mode)]
    for mode in modes:
        print(score(pipeline, data, mode, args.input))
    return 0
