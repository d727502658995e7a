"""`tracksrc numerics` and `tracksrc run-traced`: which dispatch computes
wrong, from two runs' dispatch tensor traces.

    tracksrc numerics TRACE_A TRACE_B [--stream-a S_A --stream-b S_B] [--json]
    tracksrc run-traced MODEL --config A="FLAGS" --config B="FLAGS" --input ... --out DIR

Both need numpy (and `run-traced` IREE's compiler and runtime): the
`numerics` extra; without it they say how to install it.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path
from typing import Any

from tracksrc.cli.options import (
    add_cache_options,
    add_json,
    cache_from,
    positive_int,
)
from tracksrc.errors import TracksrcError
from tracksrc.extras import installed
from tracksrc.json_text import json_text
from tracksrc.logs import status

INSTALL = (
    "tracksrc: error: tracksrc {command} needs numpy{what}, an optional extra: pip install "
    "'tracksrc[numerics]' (in a checkout: pip install '.[numerics]')"
)


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `numerics` or `run-traced` and what runs it."""
    {"numerics": _numerics, "run-traced": _run_traced}[name](parser)


def _add_comparison(parser: argparse.ArgumentParser) -> None:
    """Tolerances, workers, cache, JSON: what both commands take."""
    parser.add_argument(
        "--rtol",
        type=float,
        default=None,
        metavar="R",
        help="relative tolerance: |b - a| <= atol + rtol*|a| (default 1e-5, iree-run-module's)",
    )
    parser.add_argument(
        "--atol",
        type=float,
        default=None,
        metavar="A",
        help="absolute tolerance (default per element type, iree-run-module's: f32 1e-4, "
        "f16 1e-3, bf16 1e-2)",
    )
    parser.add_argument(
        "--ulps", type=int, default=None, metavar="N", help="elements within N ulps agree too"
    )
    parser.add_argument(
        "--fail-on-divergence",
        action="store_true",
        help="exit with status 1 when a dispatch (or a result) diverges (for CI)",
    )
    parser.add_argument(
        "--jobs", type=positive_int, default=None, metavar="N", help="processes (default: cores)"
    )
    add_cache_options(parser)


def _add_streams(parser: argparse.ArgumentParser, when: str) -> None:
    """`--stream-a`, `--stream-b`: the compile streams of the two runs."""
    for side in "ab":
        parser.add_argument(
            f"--stream-{side}",
            type=Path,
            metavar=f"S_{side.upper()}",
            help=f"{when}{side.upper()}'s compile stream (--mlir-print-ir-after-all "
            "--mlir-print-debuginfo)",
        )


def _numerics(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "traces",
        nargs=2,
        type=Path,
        metavar="TRACE",
        help="iree-run-module's output (stderr) for a module compiled with "
        "--iree-flow-trace-dispatch-tensors (.xz/.gz read directly), or .npy results; "
        "A, the first, is the reference",
    )
    _add_streams(parser, "")
    parser.add_argument(
        "--allow-partial",
        action="store_true",
        help="read a trace cut short as far as its invocations are whole",
    )
    parser.add_argument(
        "--reproducer",
        type=Path,
        metavar="DIR",
        help="write the culprit alone into DIR (its dispatch from each stream, its captured "
        "inputs, run.sh running it on both configurations); needs both streams and --flags-a, "
        "--flags-b",
    )
    parser.add_argument("--flags-a", default="", metavar="FLAGS", help="A's iree-compile flags")
    parser.add_argument("--flags-b", default="", metavar="FLAGS", help="B's iree-compile flags")
    parser.add_argument("--device-a", default="local-sync", metavar="D", help="A's device")
    parser.add_argument("--device-b", default="local-sync", metavar="D", help="B's device")
    _add_comparison(parser)
    parser.add_argument("--csv", action="store_true", help="one CSV row per aligned dispatch")
    add_json(
        parser,
        "print JSON: a, b, tolerance, culprit (its order), inheriting, verdicts, dispatches "
        "(order, a, b, aligned_by, verdict, rank, error_in, error_out, added, inputs, outputs, "
        "sources_a, sources_b, parting), results",
    )
    parser.set_defaults(func=run_numerics)


def _run_traced(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "models",
        nargs="+",
        type=Path,
        metavar="MODEL",
        help="the model to compile (.mlir, .mlirbc, or .onnx, imported with IREE's importer), "
        "or two compiled modules (.vmfb) to run as they are",
    )
    parser.add_argument(
        "--config",
        action="append",
        default=[],
        metavar='NAME="FLAGS"',
        help="a configuration: its name and iree-compile flags (twice; for two .vmfb, their names)",
    )
    parser.add_argument(
        "--device",
        action="append",
        default=[],
        metavar="[NAME=]DEVICE",
        help="the iree-run-module device of a configuration, or of both (default local-sync)",
    )
    parser.add_argument(
        "--input",
        action="append",
        default=[],
        metavar="VALUE",
        help="an input as iree-run-module's --input takes it (@file.npy, 2x2xf32=1 2 3 4); "
        "repeat for each",
    )
    parser.add_argument("--function", metavar="F", help="the function to run (default: the one)")
    parser.add_argument(
        "--out", type=Path, required=True, metavar="DIR", help="where to write (made if missing)"
    )
    parser.add_argument(
        "--stream",
        choices=("all", "flow", "none"),
        default="all",
        help="what of each compile to print: every pass (all, the default), the flow-level "
        "program only (flow: the inputs' types, source ops and the reproducer, not where the "
        "compiles part; quicker), or nothing (none)",
    )
    parser.add_argument(
        "--no-reproducer", action="store_true", help="do not write the culprit alone"
    )
    _add_streams(parser, "for two .vmfb: ")
    _add_comparison(parser)
    add_json(parser, "print JSON: runs, function, numerics (numerics --json), culprit_alone")
    parser.set_defaults(func=run_run_traced)


def _tolerances(args: argparse.Namespace) -> dict[str, Any]:
    found: dict[str, Any] = {"atol": args.atol, "ulps": args.ulps, "jobs": args.jobs}
    if args.rtol is not None:
        found["rtol"] = args.rtol
    return found


def run_numerics(args: argparse.Namespace) -> int:
    """`tracksrc numerics`."""
    if not installed("numpy"):
        raise TracksrcError(INSTALL.format(command="numerics", what=""))
    # Imported only now: they import numpy.
    from tracksrc.analysis.numerics.numerics import numerics, stream_facts
    from tracksrc.analysis.numerics.reproducer import Side, write_culprit
    from tracksrc.analysis.numerics.running import absolute_flags
    from tracksrc.iree_tools import find_tool
    from tracksrc.reading.traces.scan import scan_trace

    cache = cache_from(args)
    facts = [stream_facts(path, cache) for path in (args.stream_a, args.stream_b)]
    if args.reproducer is not None and None in facts:
        raise TracksrcError("tracksrc: error: --reproducer needs both --stream-a and --stream-b")
    with (
        scan_trace(args.traces[0], allow_partial=args.allow_partial) as a,
        scan_trace(args.traces[1], allow_partial=args.allow_partial) as b,
    ):
        report = numerics(
            a, b, stream_a=facts[0], stream_b=facts[1], cache=cache, **_tolerances(args)
        )
        culprit = report.culprit
        written = None
        if args.reproducer is not None and culprit is not None:
            if len(culprit.aligned.a) != 1 or len(culprit.aligned.b) != 1:
                raise TracksrcError(
                    "tracksrc: error: the culprit is a group of dispatches fused differently by "
                    "the two compiles: the reproducer runs one dispatch"
                )
            sides = (
                Side("A", absolute_flags(shlex.split(args.flags_a)), args.device_a),
                Side("B", absolute_flags(shlex.split(args.flags_b)), args.device_b),
            )
            assert facts[0] is not None and facts[1] is not None
            written = write_culprit(
                (culprit.aligned.a[0], culprit.aligned.b[0]),
                (a, b),
                (facts[0], facts[1]),
                sides,
                args.reproducer,
                (find_tool("iree-compile"), find_tool("iree-run-module")),
            )
            status(f"tracksrc: wrote the culprit alone into {args.reproducer}")
    if args.json:
        data = report.json_data()
        data["culprit_alone"] = None if written is None else written.json_data()
        print(json_text(data))
    elif args.csv:
        sys.stdout.write(report.table().to_csv())
    else:
        print(report)
        if written is not None:
            print(f"\n{written}")
    return _status(args, report)


def _status(args: argparse.Namespace, report: object) -> int:
    """0, or with --fail-on-divergence 1 when a dispatch or a result
    diverges, said on stderr (a CI log shows why it failed)."""
    from tracksrc.analysis.numerics.verdicts import DIVERGENT, label

    if not args.fail_on_divergence:
        return 0
    entries = getattr(report, "entries", [])
    results = getattr(report, "results", None)
    divergent = [entry for entry in entries if entry.verdict in DIVERGENT]
    wrong_results = [
        number
        for number, comparison in enumerate(results.outputs if results is not None else [])
        if not comparison.agrees
    ]
    if not divergent and not wrong_results:
        return 0
    culprit = getattr(report, "culprit", None)
    why = (
        f"{label(culprit)} diverges while its inputs agree"
        if culprit is not None
        else f"{len(divergent)} dispatches diverge"
        if divergent
        else "no traced dispatch diverges"
    )
    results_said = (
        f"; result {', '.join(str(n) for n in wrong_results)} differ"
        if wrong_results
        else "; the results agree (absorbed)"
        if results is not None and results.outputs
        else ""
    )
    print(
        f"tracksrc: numerics: {why}{results_said}: exit status 1 (--fail-on-divergence)",
        file=sys.stderr,
    )
    return 1


def run_run_traced(args: argparse.Namespace) -> int:
    """`tracksrc run-traced`."""
    if not installed("numpy"):
        raise TracksrcError(INSTALL.format(command="run-traced", what=" and IREE's tools"))
    from tracksrc.analysis.numerics.run_traced import run_traced
    from tracksrc.analysis.numerics.running import Config, parse_config

    configs = [parse_config(word) for word in args.config]
    if not configs and len(args.models) == 2:
        stems = [model.stem for model in args.models]
        names = stems if stems[0] != stems[1] else ["a", "b"]
        configs = [Config(name) for name in names]
    if len(configs) != 2:
        raise TracksrcError(
            f'tracksrc: error: give two configurations (--config NAME="FLAGS"), not {len(configs)}'
        )
    for word in args.device:
        name, equals, device = word.rpartition("=")
        chosen = [c for c in configs if c.name == name] if equals else configs
        if equals and not chosen:
            raise TracksrcError(f"tracksrc: error: --device {word}: no configuration {name!r}")
        for config in chosen:
            config.device = device
    result = run_traced(
        args.models,
        configs,
        args.input,
        args.out,
        function=args.function,
        stream=args.stream,
        reproducer=not args.no_reproducer,
        stream_paths=(args.stream_a, args.stream_b),
        cache=cache_from(args),
        **_tolerances(args),
    )
    print(result.to_json() if args.json else result)
    return _status(args, result.report)
