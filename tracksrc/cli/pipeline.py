"""The whole-pipeline commands of the `tracksrc` command line.

    tracksrc index STREAM [--jobs N] [--no-cache]
    tracksrc lineage STREAM (--loc FILE:LINE:COL | --op ID [--stage S | --input FILE])
    tracksrc blame STREAM (--loc ... | --op ...)
    tracksrc audit STREAM [--all] [--json] [--fail-on-loss]
    tracksrc diff STREAM A B [--json]

STREAM is a print-ir stream (.xz/.gz read directly), a tree-dir folder or
several files in pipeline order. Stage summaries are built in parallel (a
progress bar on stderr when it is a terminal) and kept in the on-disk cache
(`tracksrc.pipeline.cache`). Errors print one message and exit with status 2;
`audit --fail-on-loss` exits with 1 when a pass made op locations unknown.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from tracksrc.analysis.scoring import load_lineage, score
from tracksrc.errors import TracksrcError
from tracksrc.logs import status
from tracksrc.pipeline.queries import Query, audit, blame, diff, lineage, tracker_of
from tracksrc.pipeline.stream import Pipeline, open_pipeline
from tracksrc.reading.loading import read_dump
from tracksrc.reading.locations import SourceReMap
from tracksrc.tracking.index import OperationIndex, OperationInfo

EXIT_LOSS = 1
COMMANDS = ("index", "lineage", "blame", "audit", "diff", "score")


def add_pipeline_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", type=Path, metavar="STREAM")
    parser.add_argument(
        "--jobs",
        type=int,
        default=None,
        metavar="N",
        help="processes to parse with (default: one per core)",
    )
    parser.add_argument(
        "--no-cache", action="store_true", help="neither read nor write the on-disk summary cache"
    )
    parser.add_argument(
        "--cache-dir",
        type=Path,
        default=None,
        metavar="DIR",
        help="where the cache lives (default: $TRACKSRC_CACHE_DIR or ~/.cache/tracksrc)",
    )
    parser.add_argument(
        "--src-remap-list",
        nargs="+",
        action="extend",
        default=[],
        metavar="ORIG=MAPPED",
        help="rename source files in locations ('FILE=' ignores FILE's locations)",
    )
    parser.add_argument(
        "--allow-partial", action="store_true", help="index a stage cut short as far as it goes"
    )


def _add_query_options(parser: argparse.ArgumentParser) -> None:
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument(
        "--loc", metavar="FILE:LINE:COL", help="a source location or range (FILE:L:C-L:C)"
    )
    what.add_argument("--op", metavar="ID", help="an op's unique id or SSA name")
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--stage",
        default="0",
        metavar="S",
        help="the stage --op is in: N, PASS or PASS:N (default 0)",
    )
    where.add_argument(
        "--input", type=Path, metavar="FILE", help="--op is in FILE (the pipeline's input)"
    )


def add_commands(commands: Any) -> None:
    """Register the whole-pipeline subcommands on `commands`."""
    index = commands.add_parser(
        "index",
        help="summarise every stage of a pipeline now (parallel, cached)",
        description="Parse every stage of a pipeline in parallel and store the summaries in the "
        "on-disk cache, so that later lineage/blame/audit/diff runs start at once.",
    )
    add_pipeline_options(index)

    lineage_parser = commands.add_parser(
        "lineage",
        help="what an op became at every stage where that changed",
        description="Follow an op (or a source location) through every stage of a pipeline: "
        "the ops carrying its provenance, compressed to the stages where their count or types "
        "change. Each stage is seen as the whole program as it stood then.",
    )
    add_pipeline_options(lineage_parser)
    _add_query_options(lineage_parser)
    lineage_parser.add_argument(
        "--from", dest="start", default="0", metavar="S", help="first stage to show"
    )
    lineage_parser.add_argument("--ops", action="store_true", help="list the ops of each row")
    lineage_parser.add_argument("--json", action="store_true", help="print JSON")

    blame_parser = commands.add_parser(
        "blame",
        help="which passes changed, fused, removed an op or lost its location",
        description="The first pass that changed what an op had become, the passes that fused it "
        "with other sources, the pass after which nothing of it remains, and the passes where "
        "its descendants' locations became unknown.",
    )
    add_pipeline_options(blame_parser)
    _add_query_options(blame_parser)

    audit_parser = commands.add_parser(
        "audit",
        help="per pass: ops, locations made unknown, source ranges lost, fusion",
        description="A location-loss audit in the manner of LLVM's debugify: for each stage, the "
        "part of the program the pass printed, before and after: op counts, ops whose location "
        "became unknown, source ranges no op carries any more, growth of fused locations.",
    )
    add_pipeline_options(audit_parser)
    audit_parser.add_argument("--all", action="store_true", help="every stage, not only changes")
    audit_parser.add_argument("--json", action="store_true", help="print JSON (every stage)")
    audit_parser.add_argument(
        "--fail-on-loss",
        action="store_true",
        help="exit with status 1 if any pass made op locations unknown",
    )

    diff_parser = commands.add_parser(
        "diff",
        help="a semantic diff of two stages by source location",
        description="Per source location (precise provenance), the op types of the whole "
        "program at stage A and at stage B where they differ; SSA names play no part.",
    )
    add_pipeline_options(diff_parser)
    diff_parser.add_argument("first", metavar="A", help="N, PASS or PASS:N")
    diff_parser.add_argument("second", metavar="B", help="N, PASS or PASS:N")
    diff_parser.add_argument("--json", action="store_true", help="print JSON")

    score_parser = commands.add_parser(
        "score",
        help="precision and recall of tracking against a compiler's ground truth",
        description="Score tracksrc's tracking of every op of every stage back to the input "
        "file against the lineage file of `tracksrc compile --emit-lineage`.",
    )
    add_pipeline_options(score_parser)
    score_parser.add_argument("lineage", type=Path, metavar="LINEAGE.json")
    score_parser.add_argument(
        "--mode", choices=["precise", "compat", "both"], default="both", help="tracking mode(s)"
    )
    score_parser.add_argument("--input", type=Path, help="the input file (default: as recorded)")


def open_from_args(args: argparse.Namespace) -> Pipeline:
    paths = args.paths[0] if len(args.paths) == 1 else args.paths
    remap = SourceReMap.create(args.src_remap_list)
    cache: bool | Path = False if args.no_cache else (args.cache_dir or True)
    started = time.perf_counter()
    pipeline = open_pipeline(paths, remap, allow_partial=args.allow_partial, cache=cache)
    status(f"tracksrc: {len(pipeline):,} stages found in {time.perf_counter() - started:.2f} s")
    started = time.perf_counter()
    pipeline.index_all(jobs=args.jobs)
    distinct = len({stage.digest for stage in pipeline.stages})
    size = sum(stage.size for stage in pipeline.stages)
    elapsed = time.perf_counter() - started
    status(
        f"tracksrc: {distinct:,} distinct stages, {size / 1e6:.1f} MB, summarised in "
        f"{elapsed:.2f} s"
    )
    return pipeline


def _query(pipeline: Pipeline, args: argparse.Namespace) -> Query:
    if args.loc is not None:
        return str(args.loc)
    index: OperationIndex
    if args.input is not None:
        index = OperationIndex(read_dump(args.input), pipeline.remap)
    else:
        index = pipeline.find_spec(args.stage).op_index()
    found: OperationInfo | None = index.get_op(args.op)
    if found is None:
        named = index.get_ops_by_name(args.op)
        if len(named) > 1:
            ids = ", ".join(info.unique_id for info in named[:5])
            raise TracksrcError(
                f"tracksrc: error: {args.op} names {len(named)} ops ({ids}); give a unique id"
            )
        found = named[0] if named else None
    if found is None:
        raise TracksrcError(f"tracksrc: error: {index.filename} has no op {args.op!r}")
    status(f"tracksrc: following {found.op_name} {found.unique_id} ({found.dump_position})")
    return found


def _score(args: argparse.Namespace) -> int:
    data = load_lineage(args.lineage)
    paths = args.paths[0] if len(args.paths) == 1 else args.paths
    pipeline = open_pipeline(paths, SourceReMap.create(args.src_remap_list), cache=False)
    modes = ["precise", "compat"] if args.mode == "both" else [args.mode]
    for mode in modes:
        print(score(pipeline, data, mode, args.input))
    return 0


def run_command(args: argparse.Namespace) -> int:
    """Run one whole-pipeline command; returns the exit status (errors are
    reported by the caller, `tracksrc.cli.main`)."""
    if args.command == "score":
        return _score(args)
    pipeline = open_from_args(args)
    if args.command == "index":
        return 0
    tracker_of(pipeline)
    if args.command == "lineage":
        result = lineage(pipeline, _query(pipeline, args), pipeline.find_spec(args.start).number)
        if args.json:
            print(json.dumps(result.to_json(), indent=1))
        else:
            print(result)
            if args.ops:
                for row in result.rows:
                    print(f"\nstage {row.stage} ({row.pass_argument}):")
                    for ref in row.ops:
                        print(f"  {ref}")
        return 0
    if args.command == "blame":
        print(blame(pipeline, _query(pipeline, args)))
        return 0
    if args.command == "audit":
        report = audit(pipeline)
        if args.json:
            print(json.dumps(report.to_json(), indent=1))
        else:
            print(report.format(all_stages=args.all))
        return EXIT_LOSS if args.fail_on_loss and report.losses else 0
    stage_diff = diff(pipeline, args.first, args.second)
    print(json.dumps(stage_diff.to_json(), indent=1) if args.json else stage_diff)
    return 0
