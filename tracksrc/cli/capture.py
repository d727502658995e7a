"""`tracksrc capture`: run a compiler so that its run answers at once.

    tracksrc capture [-o BUNDLE] [--no-flags] [--no-index] [--no-pack] [--jobs N]
                     [--cache-dir DIR] [--json] -- COMMAND ARGS...

COMMAND runs as given (an argument vector), with what its tool needs added
(IREE's, MLIR opt tools', Triton's, iree-run-module's: printed on stderr);
its stderr goes into the bundle's stream as it comes, its diagnostics to
the terminal. The exit status is the compiler's (130 after Ctrl-C).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tracksrc.cli.options import add_json, positive_int


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `capture` and what runs it."""
    parser.add_argument(
        "-o",
        dest="bundle",
        type=Path,
        default=None,
        metavar="BUNDLE",
        help="the bundle folder to make (default: MODEL.tracksrc here; it must not exist)",
    )
    parser.add_argument(
        "--no-flags",
        action="store_true",
        help="add nothing to the command (it prints what tracksrc reads itself)",
    )
    parser.add_argument(
        "--no-index",
        action="store_true",
        help="do not build the bundle's store when the compiler exits (the first command does)",
    )
    parser.add_argument(
        "--no-pack",
        action="store_true",
        help="keep the bundle's store and IREE's executable files as files (a bundle 2 to 5 "
        "times larger; packed, they are unpacked into the cache where the bundle is opened)",
    )
    parser.add_argument(
        "--jobs",
        type=positive_int,
        default=None,
        metavar="N",
        help="worker processes summarising the stages as they are printed "
        "(default: half the cores, 2 to 4)",
    )
    parser.add_argument(
        "--cache-dir",
        type=Path,
        default=None,
        metavar="DIR",
        help="where the summaries are cached (default: $TRACKSRC_CACHE_DIR or ~/.cache/tracksrc)",
    )
    add_json(
        parser,
        "print JSON: bundle, argv, cwd, added, versions, started, ended, exit_status, partial, "
        "stages, stream_bytes, compressed_bytes, wall_seconds, first_error, failed_header, "
        "summary, indexed_seconds, bundle_bytes, failed",
    )
    parser.add_argument(
        "command",
        nargs=argparse.REMAINDER,
        metavar="-- COMMAND ARGS",
        help="the compiler's command line: iree-compile, iree-opt, mlir-opt, another *-opt, "
        "python (a Triton script), iree-run-module",
    )
    parser.set_defaults(func=run_capture)


def run_capture(args: argparse.Namespace) -> int:
    """`tracksrc capture`."""
    from tracksrc.analysis.capture.capture import capture

    command = list(args.command)
    if command[:1] == ["--"]:
        command = command[1:]
    try:
        result = capture(
            command,
            args.bundle,
            add_flags=not args.no_flags,
            index=not args.no_index,
            pack=not args.no_pack,
            jobs=args.jobs,
            cache_dir=args.cache_dir,
        )
    except KeyboardInterrupt:
        print(
            "tracksrc capture: interrupted: the compiler's processes were ended; what it "
            "printed is kept in the bundle, marked partial",
            file=sys.stderr,
        )
        return 130
    print(result.to_json() if args.json else str(result))
    return result.run.exit_status or 0
