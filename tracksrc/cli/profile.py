"""`tracksrc profile`: where the time goes, by source op.

    tracksrc profile PROFILE... [--stream S] [--compare PROFILE_B... --stream-b S_B]
    tracksrc profile --run MODEL --config A="FLAGS" [--config B="FLAGS"] --input ...

Profiles are read as their tools write them (`--format` forces one); with
the compile's stream their kernels are joined to dispatches and source
ops. `--run` profiles a run here with IREE's runtime (the `profile`
extra).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from tracksrc.cli.options import (
    add_cache_options,
    add_json,
    add_remap,
    add_stream_options,
    cache_from,
    positive_int,
    stream_from,
)
from tracksrc.errors import TracksrcError
from tracksrc.extras import installed

if TYPE_CHECKING:
    from tracksrc.analysis.profiles.report import Profile

_TABLES = ("source", "type", "dispatch", "kernel", "change")


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `profile` and what runs it."""
    from tracksrc.reading.profiles.formats import FORMATS

    parser.add_argument(
        "profiles",
        nargs="*",
        type=Path,
        metavar="PROFILE",
        help="profiler output, one file per run: .ireeprof or iree-profile JSONL, "
        "iree-benchmark-module JSON, rocprofv3 CSV/JSON/rocpd database, rocprof results.csv, "
        "Nsight Systems SQLite, Chrome trace JSON, Proton .hatchet (.gz/.xz read directly)",
    )
    parser.add_argument(
        "--stream", type=Path, metavar="S", help="the compile stream of the profiled program"
    )
    parser.add_argument(
        "--compare",
        nargs="+",
        type=Path,
        default=None,
        metavar="PROFILE_B",
        help="a second configuration's profiles: source ops ranked by the time it adds",
    )
    parser.add_argument(
        "--stream-b", type=Path, metavar="S_B", help="the second configuration's stream"
    )
    parser.add_argument(
        "--format",
        choices=sorted(FORMATS),
        default=None,
        dest="kind",
        help="the profiles' format (default: told from their content)",
    )
    running = parser.add_argument_group("profiling a run here (needs the profile extra)")
    running.add_argument(
        "--run",
        nargs="+",
        type=Path,
        default=None,
        metavar="MODEL",
        help="compile MODEL (.mlir, .onnx) with each --config and run it with profiling, or "
        "run compiled modules (.vmfb, their streams given with --stream, --stream-b)",
    )
    running.add_argument(
        "--config",
        action="append",
        default=[],
        metavar='NAME="FLAGS"',
        help="a configuration: its name and iree-compile flags (one, or two to compare)",
    )
    running.add_argument(
        "--input",
        action="append",
        default=[],
        metavar="VALUE",
        help="an input as iree-run-module's --input takes it (@file.npy, 2x2xf32=1 2 3 4)",
    )
    running.add_argument("--function", metavar="F", help="the function to run (default: the one)")
    running.add_argument(
        "--repeat", type=positive_int, default=3, metavar="N", help="runs of each (default 3)"
    )
    running.add_argument(
        "--device", default="local-sync", metavar="D", help="iree-run-module's device"
    )
    running.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="DIR",
        help="keep the modules, streams and profiles in DIR (default: a temporary folder)",
    )
    parser.add_argument(
        "--by",
        choices=_TABLES,
        default=None,
        help="the table --csv prints (default: source, or change with --compare)",
    )
    parser.add_argument("--csv", action="store_true", help="print one table as CSV (see --by)")
    parser.add_argument(
        "--jobs", type=positive_int, default=None, metavar="N", help="processes (default: cores)"
    )
    add_cache_options(parser)
    add_remap(parser)
    add_stream_options(parser)
    add_json(
        parser,
        "print JSON: a (and b): profiles, stream, runs, unit, total, sources, op_types, "
        "op_type_combinations, dispatches (with codegen), not_dispatches, ambiguous; changes; "
        "notes",
    )
    parser.set_defaults(func=run_profile)


def run_profile(args: argparse.Namespace) -> int:
    """`tracksrc profile`."""
    from tracksrc.analysis.profiles.profile import profile

    if args.run is not None:
        report = _profile_run(args)
    else:
        if not args.profiles:
            raise TracksrcError("tracksrc: error: give a profile (PROFILE...) or --run MODEL")
        if args.stream_b is not None and args.compare is None:
            raise TracksrcError("tracksrc: error: --stream-b goes with --compare PROFILE_B...")
        streams = [
            None if path is None else stream_from(args, path)
            for path in (args.stream, args.stream_b)
        ]
        report = profile(
            args.profiles,
            streams[0],
            compare=args.compare,
            stream_b=streams[1],
            kind=args.kind,
            cache=cache_from(args),
            jobs=args.jobs,
        )
        # (Named as given, not as the store's first file spells it.)
        report.side_a.stream = None if args.stream is None else str(args.stream)
        if report.side_b is not None:
            report.side_b.stream = None if args.stream_b is None else str(args.stream_b)
    if args.json:
        print(report.to_json())
    elif args.csv:
        by = args.by or ("change" if report.side_b is not None else "source")
        if by == "change" and report.side_b is None:
            raise TracksrcError("tracksrc: error: --by change needs --compare")
        sys.stdout.write(report.table(by).to_csv())
    else:
        print(report)
    return 0


def _profile_run(args: argparse.Namespace) -> Profile:
    if args.profiles or args.compare:
        raise TracksrcError(
            "tracksrc: error: --run profiles a run here: give no PROFILE or --compare with it"
        )
    if not installed("numpy", "iree.runtime"):
        raise TracksrcError(
            "tracksrc: error: tracksrc profile --run needs IREE's compiler and runtime and numpy, "
            "an optional extra: pip install 'tracksrc[profile]' (in a checkout: pip install "
            "'.[profile]')"
        )
    from tracksrc.analysis.profiles.running import profile_run

    return profile_run(
        args.run,
        args.config,
        args.input,
        args.out,
        function=args.function,
        repeat=args.repeat,
        device=args.device,
        streams=[args.stream, args.stream_b],
        cache=cache_from(args),
        jobs=args.jobs,
    )
