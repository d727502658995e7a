"""`tracksrc dispatches` and `tracksrc extract`: find the culprit dispatch,
then cut it out of the program into a file `iree-opt` reads."""

from __future__ import annotations

import argparse
import sys

from tracksrc.analysis.answers import extract_record, unit_name
from tracksrc.cli.options import (
    add_json,
    add_output,
    add_pipeline_source,
    pipeline_from,
    print_mlir,
)
from tracksrc.errors import TracksrcError
from tracksrc.json_text import json_text
from tracksrc.logs import status
from tracksrc.pipeline.dispatches.extract import extract, verify
from tracksrc.pipeline.store.queries.dispatch_list import dispatches_or_regions
from tracksrc.safe_text import visible


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `name` and what runs it."""
    {"dispatches": _dispatches, "extract": _extract}[name](parser)


def _dispatches(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    parser.add_argument(
        "--stage",
        metavar="S",
        help="only the dispatches that exist after stage S (N, PASS or PASS:N), "
        "with their sources there; before outlining, the dispatch regions there",
    )
    parser.add_argument("--csv", action="store_true", help="print one CSV row per dispatch")
    add_json(
        parser,
        "print JSON: a list of dispatches with name, executable, names, executables, "
        "kinds, first_stage, last_stage, size, sources (file:line:col), source_types, hosts",
    )
    parser.set_defaults(func=run_dispatches)


def run_dispatches(args: argparse.Namespace) -> int:
    """`tracksrc dispatches`."""
    found = dispatches_or_regions(pipeline_from(args), args.stage)
    if args.json:
        print(found.to_json())
    elif args.csv:
        sys.stdout.write(found.table().to_csv())
    else:
        print(found)
    return 0


def _extract(parser: argparse.ArgumentParser) -> None:
    add_pipeline_source(parser)
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--op", metavar="ID", help="an op's unique id or SSA name, or @symbol")
    what.add_argument("--dispatch", metavar="NAME", help="a dispatch (export or executable name)")
    what.add_argument("--loc", metavar="FILE:L:C", help="the unit holding the ops from there")
    parser.add_argument(
        "--stage",
        metavar="S",
        help="N, PASS or PASS:N (default: for a dispatch or @name, the last stage whose "
        "program defines it; else the last stage of the main compile; PASS alone, for a "
        "dispatch or @name, is the first stage of PASS whose print defines it)",
    )
    parser.add_argument(
        "--until",
        metavar="S",
        help="replay the passes up to stage S only (N, PASS or PASS:N; a pass that runs a "
        "pipeline of its own runs whole)",
    )
    add_output(parser, "write the module to FILE (else stdout)")
    parser.add_argument(
        "--verify",
        action="store_true",
        help="check the file with iree-opt (or mlir-opt) from PATH; exit 1 if it is rejected",
    )
    add_json(
        parser,
        "print JSON: unit, stage, pass, symbols, left_out, pass_pipeline, unknown_passes, "
        "no_replay, file, verified",
    )
    parser.set_defaults(func=run_extract)


def run_extract(args: argparse.Namespace) -> int:
    """`tracksrc extract`."""
    pipeline = pipeline_from(args)
    name = unit_name(pipeline, args.dispatch, args.op, args.loc)
    reproducer = extract(pipeline, name, args.stage, args.until)
    verified: bool | None = None
    if args.verify and args.output is None:
        raise TracksrcError("tracksrc: error: --verify needs -o FILE")
    if args.output is not None:
        reproducer.write(args.output)
        status(f"tracksrc: wrote {visible(str(reproducer).splitlines()[0])} to {args.output}")
        if args.verify:
            verified, said = verify(args.output)
            print(visible(said), file=sys.stderr)
    if args.json:
        print(json_text(extract_record(reproducer, args.output, verified)))
    else:
        if args.output is None:
            print_mlir(reproducer.text)
        if reproducer.no_replay:
            status(f"tracksrc: no --pass-pipeline: {reproducer.no_replay}")
        else:
            print(f"--pass-pipeline='{visible(reproducer.pass_pipeline)}'", file=sys.stderr)
        if reproducer.unknown_passes:
            status(
                "tracksrc: left out of the pipeline, unknown to the installed iree-opt: "
                + visible(", ".join(reproducer.unknown_passes))
            )
    return 1 if verified is False else 0
