"""`tracksrc mcp`: the pipeline queries as a Model Context Protocol server
on stdio, for coding agents.

    tracksrc mcp STREAM... [--compare STREAM_B] [--out DIR] [--cache-dir DIR] ...

The stream (and the second run) are opened and their query stores built
before the server answers, as every pipeline command opens them; then it
serves until the client closes stdin. The `mcp` SDK is an optional extra:
without it the command says how to install it.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tracksrc.cli.options import add_pipeline_source, cache_from, pipeline_from
from tracksrc.errors import TracksrcError
from tracksrc.extras import installed
from tracksrc.output_files import protect_folder, protected_folder
from tracksrc.pipeline.streams.summaries.summary_cache import default_cache_dir
from tracksrc.safe_text import visible_line

INSTALL = (
    "tracksrc: error: tracksrc mcp needs the MCP SDK (the `mcp` package, 2.3 or newer), an "
    "optional extra: pip install 'tracksrc[mcp]' (in a checkout: pip install '.[mcp]')"
)


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `mcp` and what runs it."""
    add_pipeline_source(parser)
    parser.add_argument(
        "--compare",
        type=Path,
        metavar="STREAM_B",
        help="a second run of the same program (stream or tree-dir folder), for the compare tool",
    )
    parser.add_argument(
        "--out",
        type=Path,
        metavar="DIR",
        help="the folder the extract tool writes into (made if missing); without it no tool "
        "writes anything",
    )
    parser.add_argument(
        "--profile",
        nargs="+",
        type=Path,
        default=[],
        metavar="PROFILE",
        help="the stream's runtime profiles (one file per run), for the profile tool",
    )
    parser.add_argument(
        "--profile-b",
        nargs="+",
        type=Path,
        default=[],
        metavar="PROFILE",
        help="the second run's profiles (with --compare), for profile by=change",
    )
    parser.set_defaults(func=run_mcp)


def run_mcp(args: argparse.Namespace) -> int:
    """`tracksrc mcp`: open the stream(s), then serve until the client leaves."""
    if not installed("mcp.server.mcpserver"):
        raise TracksrcError(INSTALL)
    # Imported only now: it imports the SDK.
    from tracksrc.analysis.profiles.profile import read_profiles
    from tracksrc.mcp.served import Served
    from tracksrc.mcp.server import serve
    from tracksrc.mcp.tools import Tools

    out = _out_folder(args.out, cache_from(args))
    if args.profile_b and args.compare is None:
        raise TracksrcError("tracksrc: error: --profile-b goes with --compare STREAM_B")
    # Read now: the tools open no path they are given.
    profiles = read_profiles(args.profile) if args.profile else []
    profiles_b = read_profiles(args.profile_b) if args.profile_b else []
    pipeline = pipeline_from(args)
    # The second run is opened as the first (its own remap, as `compare`
    # gives each run its own).
    other = None if args.compare is None else pipeline_from(_with_paths(args, [args.compare]))
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    served = Served(
        pipeline,
        [str(path) for path in args.paths],
        other,
        None if args.compare is None else str(args.compare),
        out,
        profiles,
        profiles_b,
    )
    return serve(Tools(served))


def _with_paths(args: argparse.Namespace, paths: list[Path]) -> argparse.Namespace:
    return argparse.Namespace(**{**vars(args), "paths": paths})


def _out_folder(given: Path | None, cache: bool | Path) -> Path | None:
    """The folder extract may write into (made once the streams are open,
    if missing); an error if it is something else, or in tracksrc's cache
    folder (`cache`, as `cache_from` gives it)."""
    if given is None:
        return None
    shown = visible_line(str(given))
    if given.exists() and not given.is_dir():
        raise TracksrcError(f"tracksrc: error: --out {shown}: not a folder")
    if cache is not False:
        protect_folder(default_cache_dir() if cache is True else cache)
    inside = protected_folder(given)
    if inside is not None:
        raise TracksrcError(
            f"tracksrc: error: --out {shown} is inside tracksrc's cache folder "
            f"{visible_line(str(inside))}: name a folder elsewhere"
        )
    return given.resolve()
