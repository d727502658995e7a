"""The whole-pipeline commands.

    tracksrc stages STREAM [--pass ARG] [--regex RE] [--changed] [--failed] [--notes] [--json]
    tracksrc passes STREAM [--json]
    tracksrc index STREAM [--jobs N] [--no-cache]
    tracksrc lineage STREAM (--loc FILE:LINE:COL | --op ID [--stage S | --input FILE])
    tracksrc blame STREAM (--loc ... | --op ...) [--json]
    tracksrc audit STREAM [--all] [--json] [--fail-on-loss]
    tracksrc diff STREAM A B [--prints] [--json]
    tracksrc program STREAM [--stage S] [-o FILE] [--json]

STREAM is a print-ir stream (.xz/.gz read directly), a tree-dir folder or
several files in pipeline order. Stage summaries are built in parallel (a
progress bar on stderr when it is a terminal) and kept in the on-disk
cache. `audit --fail-on-loss` exits with 1 when a pass made op locations
unknown.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tracksrc.analysis.answers import filtered_stages, main_stage, named_query, program_record
from tracksrc.analysis.source_names import source_names
from tracksrc.cli.options import (
    add_cache_options,
    add_json,
    add_output,
    add_pipeline_source,
    add_stream_options,
    cache_from,
    paths_from,
    pipeline_from,
    print_mlir,
)
from tracksrc.json_text import json_text, write_json_items
from tracksrc.logs import status
from tracksrc.output_files import write_output
from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.composition.tracker import Query
from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.store.queries.blame import blame
from tracksrc.pipeline.store.queries.codegen import codegen_facts
from tracksrc.pipeline.store.queries.diff import diff
from tracksrc.pipeline.store.queries.failures import failures
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.store.queries.passes import passes
from tracksrc.pipeline.store.queries.stage_rows import each_stage_row
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stage_list import format_stages
from tracksrc.pipeline.streams.stage_notes import count_notes, format_stage_notes
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.pipeline.streams.summaries.indexing import started_workers
from tracksrc.tables import counted

EXIT_LOSS = 1


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `name` and what runs it."""
    {
        "stages": _stages,
        "passes": _passes,
        "index": _index,
        "lineage": _lineage,
        "blame": _blame,
        "audit": _audit,
        "diff": _diff,
        "program": _program,
    }[name](parser)


def _stages(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", type=Path, metavar="STREAM")
    parser.add_argument("--pass", dest="pass_argument", metavar="ARG", help="only this pass")
    parser.add_argument("--regex", metavar="RE", help="only passes whose name matches RE")
    parser.add_argument(
        "--changed",
        action="store_true",
        help="only stages whose IR differs from the previous print of the same op",
    )
    parser.add_argument("--failed", action="store_true", help="only failed passes")
    parser.add_argument(
        "--notes",
        action="store_true",
        help="under each stage, what the capture holds after its IR (diagnostics, "
        "reports, debug logs, ...)",
    )
    add_json(
        parser,
        "print JSON: a list of stages with number, pass, name, kind, scope and "
        "program_ops (the whole program's op count after the stage: indexes every stage)",
    )
    add_stream_options(parser)
    add_cache_options(parser)
    parser.set_defaults(func=run_stages)


def _passes(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    add_json(parser)
    parser.set_defaults(func=run_passes)


def _index(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    parser.set_defaults(func=run_index)


def _add_query_options(parser: argparse.ArgumentParser) -> None:
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument(
        "--loc", metavar="FILE:LINE:COL", help="a source location or range (FILE:L:C-L:C)"
    )
    what.add_argument(
        "--op",
        metavar="ID",
        help="an op's unique id or SSA name, or a symbol: a function or dispatch (@name)",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--stage",
        metavar="S",
        help="the stage --op is in: N, PASS or PASS:N (default 0; for @name, the first "
        "stage that defines it)",
    )
    where.add_argument(
        "--input", type=Path, metavar="FILE", help="--op is in FILE (the pipeline's input)"
    )


def _lineage(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    _add_query_options(parser)
    parser.add_argument(
        "--from", dest="start", default="0", metavar="S", help="first stage to show"
    )
    parser.add_argument("--ops", action="store_true", help="list the ops of each row")
    add_json(parser)
    parser.set_defaults(func=run_lineage)


def _blame(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    _add_query_options(parser)
    add_json(parser)
    parser.set_defaults(func=run_blame)


def _audit(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    parser.add_argument("--all", action="store_true", help="every stage, not only changes")
    add_json(parser, "print JSON (every stage)")
    parser.add_argument(
        "--fail-on-loss",
        action="store_true",
        help="exit with status 1 if any pass made op locations unknown",
    )
    parser.set_defaults(func=run_audit)


def _diff(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    parser.add_argument("first", metavar="A", help="N, PASS or PASS:N")
    parser.add_argument("second", metavar="B", help="N, PASS or PASS:N")
    parser.add_argument(
        "--prints",
        action="store_true",
        help="compare what the two stages printed (two prints of one function, say), not "
        "the whole programs",
    )
    add_json(parser)
    parser.set_defaults(func=run_diff)


def _program(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    parser.add_argument(
        "--stage",
        metavar="S",
        help="N, PASS or PASS:N (default: the last stage of the main compile)",
    )
    add_output(parser, "write the MLIR text to FILE")
    add_json(
        parser,
        "print JSON: stage, pass, kind, compile, ops, prints (the stages whose prints "
        "make it up), file, and text when there is no -o",
    )
    parser.set_defaults(func=run_program)


def run_program(args: argparse.Namespace) -> int:
    """`tracksrc program`: the whole program at a stage as MLIR text."""
    pipeline = pipeline_from(args)
    stage = main_stage(pipeline, args.stage)
    program = program_at(stage)
    text = program.text()
    if args.output is not None:
        write_output(args.output, text, errors="surrogateescape")
        status(f"tracksrc: wrote {counted(len(program), 'op')} of {program.label} to {args.output}")
    if args.json:
        record = program_record(stage, program, text if args.output is None else None, args.output)
        print(json_text(record))
    elif args.output is None:
        print_mlir(text)
    return 0


def run_stages(args: argparse.Namespace) -> int:
    """`tracksrc stages`: the stages, filtered."""
    pipeline = open_pipeline(
        paths_from(args),
        allow_partial=args.allow_partial,
        cache=cache_from(args),
        program=args.program,
    )
    if len(pipeline) == 1 and pipeline.stages[0].header.kind == "file":
        # No stage header: one file, which must be IR (read it, or say
        # where it is not).
        pipeline.stages[0].parse()
    stages = filtered_stages(
        pipeline,
        args.pass_argument,
        args.regex,
        args.changed,
        args.failed,
        program_only=args.program is not None,
    )
    notes = count_notes(pipeline, stages)
    if args.json:
        write_json_items(each_stage_row(pipeline, list(stages)), sys.stdout)
        status(f"tracksrc: {len(stages):,} of {len(pipeline):,} stages")
        if notes is not None:
            status(f"tracksrc: {notes}")
        return 0
    # What failed, first.
    for failure in failures(pipeline):
        print(failure)
        print()
    if args.notes:
        print(format_stage_notes(pipeline, stages))
    else:
        print(format_stages(stages))
    status(f"tracksrc: {len(stages):,} of {len(pipeline):,} stages")
    if notes is not None:
        status(f"tracksrc: {notes}" + ("" if args.notes else " (--notes shows them)"))
    return 0


def run_passes(args: argparse.Namespace) -> int:
    """`tracksrc passes`."""
    table = passes(pipeline_from(args))
    print(table.to_json() if args.json else table.format())
    return 0


def run_index(args: argparse.Namespace) -> int:
    """`tracksrc index`: summarise every stage into the cache, build the
    query store, the dispatches' codegen facts and the source ops' names
    (what `profile` reads)."""
    with started_workers(args.jobs):
        pipeline = pipeline_from(args)
    codegen_facts(pipeline)
    source_names(pipeline)
    return 0


def _query(pipeline: Pipeline, args: argparse.Namespace) -> Query:
    """What --loc or --op (of --stage, or of --input) names."""
    return named_query(pipeline, args.loc, args.op, args.stage, args.input)


def run_lineage(args: argparse.Namespace) -> int:
    """`tracksrc lineage`."""
    pipeline = pipeline_from(args)
    result = lineage(pipeline, _query(pipeline, args), pipeline.find_spec(args.start).number)
    if args.json:
        print(result.to_json())
        return 0
    print(result)
    if args.ops:
        for row in result.rows:
            print(f"\nstage {row.stage} ({row.pass_named}):")
            for ref in row.ops:
                print(f"  {ref}")
    return 0


def run_blame(args: argparse.Namespace) -> int:
    """`tracksrc blame`."""
    pipeline = pipeline_from(args)
    result = blame(pipeline, _query(pipeline, args))
    print(result.to_json() if args.json else result)
    return 0


def run_audit(args: argparse.Namespace) -> int:
    """`tracksrc audit`."""
    report = audit(pipeline_from(args))
    print(report.to_json() if args.json else report.format(all_stages=args.all))
    return EXIT_LOSS if args.fail_on_loss and report.losses else 0


def run_diff(args: argparse.Namespace) -> int:
    """`tracksrc diff`."""
    stage_diff = diff(pipeline_from(args), args.first, args.second, prints=args.prints)
    print(stage_diff.to_json() if args.json else stage_diff)
    return 0
