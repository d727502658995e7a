"""`tracksrc instructions`: below MLIR, what machine code and LLVM IR a
source op became, and where an instruction comes from.

    tracksrc instructions CODE... --loc FILE:L:C [--json]
    tracksrc instructions CODE... --at CODE_FILE:LINE [--json]
    tracksrc instructions --stream S --loc FILE:L:C   (the code S's dump folders hold)
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tracksrc.cli.options import add_cache_options, add_json, add_remap, cache_from, remap_from
from tracksrc.reading.machine.formats import KINDS


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `instructions` and what runs it."""
    parser.add_argument(
        "code",
        nargs="*",
        type=Path,
        metavar="CODE",
        help="assembly (.s, .ptx, .amdgcn, .rocmasm) or LLVM IR (.ll, .llir), or a folder "
        "holding them and the MLIR files their locations point into (IREE's executable dump "
        "folder, a Triton cache); default: the dump folders of --stream",
    )
    parser.add_argument(
        "--stream",
        type=Path,
        metavar="S",
        help="the compile stream: its executable dump folders (named in its headers, found "
        "beside it) are the code, and the MLIR files its locations point into",
    )
    add_cache_options(parser)
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument(
        "--loc",
        metavar="FILE:L:C",
        help="a source op (FILE:LINE:COL, a range, or FILE:LINE): the instructions it became",
    )
    what.add_argument(
        "--at",
        metavar="CODE_FILE:LINE",
        help="an instruction: the source ops it comes from, and the MLIR ops on the way",
    )
    parser.add_argument(
        "--kind",
        choices=sorted(KINDS),
        help="what the files named hold, when their names and first lines do not say",
    )
    add_remap(parser)
    add_json(
        parser,
        "print JSON: query, functions (file, function, count, first_line, last_line), "
        "instructions (file, line, line_is_address, function, text, location, sources, stacks, "
        "through_op), "
        "hops, notes",
    )
    parser.set_defaults(func=run_instructions)


def run_instructions(args: argparse.Namespace) -> int:
    """`tracksrc instructions`."""
    from tracksrc.analysis.instructions import instructions
    from tracksrc.pipeline.streams.opening import open_pipeline

    remap = remap_from(args)
    stream = open_pipeline(args.stream, remap, cache=cache_from(args)) if args.stream else None
    found = instructions(
        args.code or None, loc=args.loc, at=args.at, stream=stream, remap=remap, kind=args.kind
    )
    print(found.to_json() if args.json else found)
    return 0
