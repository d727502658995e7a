"""`tracksrc view`: a pipeline in the browser (see `tracksrc.view`).

    tracksrc view STREAM [STREAM_B] [--traces TRACE_A TRACE_B]
        [--profile P... [--profile-b P_B...] [--profile-format F]] [--port N] [--host H]
        [--no-browser] [--cache-dir DIR] ...

STREAM is what every pipeline command takes: a print-ir stream (`.xz`,
`.gz` read directly), a tree-dir folder, or several files in pipeline
order (two stage files, as `track-src --input-mlir A --track-mlir B`
names them). Two paths that are each a pipeline of several stages are two
runs of one program: the second is STREAM_B, the compare view's. The
streams are opened and their query stores built before the server starts,
as every pipeline command opens them; the server runs until Ctrl-C (exit
status 130). With `--traces`, the two runs' dispatch traces are compared
first, as `tracksrc numerics` compares them (a bad trace is its error),
and the timeline colours the dispatches by verdict. With `--profile`, the
runtime profiles are joined to the stream(s) first, as `tracksrc profile`
joins them (a profile of another program is its error): the timeline, the
source pane and the story tell where the kernel time goes, and with
`--profile-b` (the second run's) which source ops B makes slower. starlette and uvicorn
are an optional extra (and numpy for `--traces`): without them the command
says how to install them.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tracksrc.analysis.profiles.profile import read_profiles
from tracksrc.cli.options import (
    add_pipeline_source,
    add_profiles,
    cache_from,
    pipeline_from,
    remap_from,
)
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.view.launch import INSTALL, extra_present, view
from tracksrc.view.numerics import INSTALL as NUMPY_INSTALL
from tracksrc.view.numerics import numpy_present

_PROFILE_B = (
    "tracksrc: error: --profile-b is the second run's profiles: give its stream too "
    "(tracksrc view STREAM STREAM_B --profile P... --profile-b P_B...)"
)


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `view` and what runs it."""
    add_pipeline_source(parser)
    parser.add_argument(
        "--port",
        type=int,
        default=None,
        metavar="N",
        help="the port to serve on (default: 8742, or the next free one; 0: any free one)",
    )
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        metavar="HOST",
        help="the address to serve on (default 127.0.0.1, this machine only; another is said "
        "as a warning: whoever reaches it with the URL's token reads the streams)",
    )
    parser.add_argument(
        "--no-browser",
        action="store_true",
        help="print the URL only, open no browser",
    )
    parser.add_argument(
        "--traces",
        nargs=2,
        type=Path,
        metavar=("TRACE_A", "TRACE_B"),
        help="two runs' dispatch tensor traces (as `tracksrc numerics` takes them; A the "
        "reference), STREAM (and STREAM_B) their compile streams: the timeline colours each "
        "dispatch by its verdict (needs numpy: the numerics extra)",
    )
    add_profiles(
        parser,
        "the timeline colours each dispatch by its share of the kernel time, the source pane "
        "each source op's line, the story tells the selected op's time",
        "each run's time, and the source ops ranked by the time B adds",
    )
    parser.set_defaults(func=run_view)


def _with_paths(args: argparse.Namespace, paths: list[Path]) -> argparse.Namespace:
    return argparse.Namespace(**{**vars(args), "paths": paths})


def _two_runs(args: argparse.Namespace) -> bool:
    """Whether the two paths given are two runs (each a pipeline of several
    stages), not two stage files of one pipeline."""
    if len(args.paths) != 2:
        return False
    # (Found by a scan each, kept in the stream's store: opening it again
    # below reads the stages back.)
    remap, cache = remap_from(args), cache_from(args)
    counts = [
        len(open_pipeline(path, remap, allow_partial=args.allow_partial, cache=cache))
        for path in args.paths
    ]
    return all(count > 1 for count in counts)


def run_view(args: argparse.Namespace) -> int:
    """`tracksrc view`: open the stream(s), then serve until Ctrl-C."""
    if not extra_present():
        raise TracksrcError(INSTALL)
    if args.traces is not None and not numpy_present():
        raise TracksrcError(NUMPY_INSTALL)  # (before the streams are opened)
    if args.profile_b is not None and args.profile is None:
        raise TracksrcError("tracksrc: error: --profile-b goes with --profile P...")
    if args.profile_b is not None and len(args.paths) != 2:
        raise TracksrcError(_PROFILE_B)
    # (Read before the streams are opened: a file that is no profile is
    # said at once.)
    profiles = None if args.profile is None else read_profiles(args.profile, args.profile_format)
    profiles_b = (
        None if args.profile_b is None else read_profiles(args.profile_b, args.profile_format)
    )
    if args.port is not None and not 0 <= args.port <= 65535:
        raise TracksrcError(f"tracksrc: error: --port {args.port}: expected 0 to 65535")
    other: Pipeline | None = None
    if _two_runs(args):
        pipeline = pipeline_from(_with_paths(args, args.paths[:1]))
        other = pipeline_from(_with_paths(args, args.paths[1:]))
        names = tuple(str(path) for path in args.paths)
    else:
        if args.profile_b is not None:
            raise TracksrcError(_PROFILE_B)
        pipeline = pipeline_from(args)
        names = (", ".join(str(path) for path in args.paths),)
    view(
        pipeline,
        other,
        port=args.port,
        host=args.host,
        browser=not args.no_browser,
        names=names,
        traces=None if args.traces is None else (args.traces[0], args.traces[1]),
        profiles=profiles,
        profiles_b=profiles_b,
    )
    return 0
