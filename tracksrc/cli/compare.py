"""`tracksrc compare`: two compilations of one program, op by op; or many
pairs at once (`--pairs MANIFEST`), locally or on a Dask cluster."""

from __future__ import annotations

import argparse
import sys
from functools import partial
from pathlib import Path

from tracksrc.analysis.compare import compare
from tracksrc.analysis.compare_pairs import compare_pairs, read_manifest
from tracksrc.analysis.compare_report import compare_html
from tracksrc.analysis.scheduler import SchedulerTrust
from tracksrc.cli.options import (
    add_cache_options,
    add_json,
    add_program,
    add_remap,
    cache_from,
    positive_int,
    remap_from,
)
from tracksrc.errors import TracksrcError
from tracksrc.logs import status
from tracksrc.output_files import check_output_path, note_inputs, write_output
from tracksrc.pipeline.streams.opening import open_pipeline


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `compare` and what runs it."""
    parser.add_argument("a", nargs="?", type=Path, metavar="A", help="the first run's stream")
    parser.add_argument("b", nargs="?", type=Path, metavar="B", help="the second run's stream")
    parser.add_argument("--type", dest="op_type", metavar="T", help="only the source ops of T")
    parser.add_argument("--loc", metavar="FILE:L:C", help="only the source op(s) there")
    parser.add_argument("--to", metavar="PASS", help="compare up to stage PASS (N, PASS, PASS:N)")
    parser.add_argument(
        "--attributes",
        metavar="PASS",
        help="also list attribute-level changes (not counted as differences) after PASS: "
        "each scope as its last run of PASS left it, or the stage PASS:N names",
    )
    parser.add_argument("--csv", action="store_true", help="one CSV row per differing op")
    parser.add_argument("--html", type=Path, metavar="OUT", help="write the comparison as HTML")
    parser.add_argument(
        "--pairs",
        type=Path,
        metavar="MANIFEST",
        help="compare every `A B` line of MANIFEST (paths relative to it): one table",
    )
    parser.add_argument(
        "--jobs", type=positive_int, metavar="N", help="with --pairs: local processes"
    )
    parser.add_argument(
        "--scheduler",
        metavar="tls://HOST:PORT",
        help="with --pairs: run on this Dask cluster (pip install '.[dask]'); connecting trusts "
        "it to run code here, so it takes --tls-ca-file or --trust-scheduler",
    )
    parser.add_argument(
        "--tls-ca-file",
        type=Path,
        metavar="PEM",
        help="with a tls:// --scheduler: the CA that signs its certificate",
    )
    parser.add_argument(
        "--tls-cert", type=Path, metavar="PEM", help="with --tls-ca-file: this client's certificate"
    )
    parser.add_argument(
        "--tls-key", type=Path, metavar="PEM", help="with --tls-cert: its private key"
    )
    parser.add_argument(
        "--trust-scheduler",
        action="store_true",
        help="connect to --scheduler unauthenticated: it and its network are yours",
    )
    add_remap(parser)
    add_program(parser)
    add_cache_options(parser)
    add_json(
        parser,
        "print JSON: ops (source, op_type, same, diverges_at {pass, a_stage, b_stage}, a, b, "
        "only_a, only_b, a_dispatches, b_dispatches, a_functions, b_functions, "
        "attribute_changes), passes (only_in_a, only_in_b, aligned), totals, pass_deltas, "
        "attributes_at; with --pairs, each pair's under pairs",
    )
    parser.set_defaults(func=run_compare)


def run_compare(args: argparse.Namespace) -> int:
    """`tracksrc compare`."""
    options = {
        "op_type": args.op_type,
        "loc": args.loc,
        "to": args.to,
        "attributes": args.attributes,
    }
    if args.pairs is not None:
        if args.a is not None or args.b is not None or args.html is not None:
            raise TracksrcError("tracksrc: error: --pairs takes no A B (nor --html)")
        if args.executable_dumps:
            # (Each run's own folders are found from its headers.)
            raise TracksrcError("tracksrc: error: --executable-dumps goes with A B, not --pairs")
        if args.no_cache or args.cache_dir is not None:
            # (Each task uses its worker's cache.)
            raise TracksrcError("tracksrc: error: --no-cache and --cache-dir go with A B")
        remap_from(args)  # a bad ORIG=MAPPED word: the error now, not from every task
        pairs = read_manifest(args.pairs)
        status(f"tracksrc: comparing {len(pairs)} pairs ...")
        trust = SchedulerTrust(args.tls_ca_file, args.tls_cert, args.tls_key, args.trust_scheduler)
        if args.scheduler is None and trust != SchedulerTrust():
            raise TracksrcError(
                "tracksrc: error: --tls-ca-file, --tls-cert, --tls-key and --trust-scheduler "
                "go with --scheduler"
            )
        table = compare_pairs(
            pairs,
            jobs=args.jobs,
            scheduler=args.scheduler,
            trust=trust,
            src_remap_list=args.src_remap_list,
            **options,
        )
        _print(table, args)
        return 0
    if args.a is None or args.b is None:
        raise TracksrcError("tracksrc: error: compare takes two streams A B (or --pairs)")
    trusting = (args.tls_ca_file, args.tls_cert, args.tls_key) != (None, None, None)
    if args.scheduler is not None or args.jobs is not None or args.trust_scheduler or trusting:
        raise TracksrcError(
            "tracksrc: error: --jobs, --scheduler and its TLS and trust options go with --pairs"
        )
    # Each run gets its own remap: following one run's dump folders must
    # not follow the other's. Each is opened by the process that follows it.
    first = partial(
        open_pipeline, args.a, remap_from(args), cache=cache_from(args), program=args.program
    )
    second = partial(
        open_pipeline, args.b, remap_from(args), cache=cache_from(args), program=args.program
    )
    if args.html is not None:
        # (A and B are read in worker processes: noted here, so that the
        # report is never written over either, and refused before the work.)
        note_inputs(args.a)
        note_inputs(args.b)
        check_output_path(args.html)
    result = compare(first, second, **options)
    if args.html is not None:
        write_output(args.html, compare_html(result, str(args.a), str(args.b)))
        status(f"tracksrc: comparison written to {args.html}")
    _print(result, args)
    return 0


def _print(result: object, args: argparse.Namespace) -> None:
    if args.json:
        print(result.to_json())  # type: ignore[attr-defined]
    elif args.csv:
        sys.stdout.write(result.to_csv())  # type: ignore[attr-defined]
    else:
        print(result)
