"""Options shared by several commands, each declared once, and what the
commands build from them (a remap, a pipeline)."""

from __future__ import annotations

import argparse
import sys
import time
from contextlib import nullcontext
from pathlib import Path

from tracksrc.logs import status
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.opening import open_pipeline, will_scan
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.pipeline.streams.summaries.indexing import started_workers
from tracksrc.reading.loading import FORMATS
from tracksrc.reading.locations import SourceReMap
from tracksrc.safe_text import visible, visible_line
from tracksrc.tables import counted
from tracksrc.tracking.provenance import Mode
from tracksrc.tracking.snapshots import follow_snapshots


def add_remap(parser: argparse.ArgumentParser, placeholders: bool = False) -> None:
    """`--src-remap-list ORIG=MAPPED ...`; with `placeholders`, `%i` and
    `%t` stand for the input and track files."""
    names = "%%i: the input file, %%t: the track file; " if placeholders else ""
    parser.add_argument(
        "--src-remap-list",
        nargs="+",
        action="extend",
        default=[],
        metavar="ORIG=MAPPED",
        help=f"rename source files in locations ({names}'FILE=' ignores FILE's locations)",
    )
    parser.add_argument(
        "--executable-dumps",
        action="append",
        default=[],
        type=Path,
        metavar="DIR",
        help="a folder of IREE's --iree-hal-dump-executable-*-to (or any location snapshot): "
        "locations pointing into its MLIR files are followed to the ops printed there, "
        "and its code (LLVM IR, assembly) read below MLIR; a Triton cache folder too "
        "(repeatable)",
    )


def add_stream_options(parser: argparse.ArgumentParser) -> None:
    """`--allow-partial`: index what is complete of a dump cut short;
    `--program N|NAME`: which program of a stream of several to read."""
    add_program(parser)
    parser.add_argument(
        "--allow-partial",
        action="store_true",
        help="index a dump cut short (a crashed compiler) as far as it is complete instead "
        "of failing",
    )


def add_program(parser: argparse.ArgumentParser) -> None:
    """`--program N|NAME`: which program of a stream of several to read."""
    parser.add_argument(
        "--program",
        default=None,
        metavar="N|NAME",
        help="of a stream holding several programs compiled one after another (Triton's "
        "kernels), the one to read: its number from 1 or a kernel's name (default: the first; "
        "`stages` then lists its stages alone)",
    )


def tracking_mode(word: str) -> Mode:
    """A `--mode` word as a `Mode` (argparse reports a bad one)."""
    try:
        return Mode.parse(word)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_mode(parser: argparse.ArgumentParser) -> None:
    """`--mode precise|compat`, read into a `Mode`."""
    parser.add_argument(
        "--mode",
        type=tracking_mode,
        default=Mode.PRECISE,
        metavar="{precise,compat}",
        help="how locations are compared: precise (default) or compat (mlir-track-src's)",
    )


def add_format(parser: argparse.ArgumentParser) -> None:
    """`--format auto|mlir|migraphx`."""
    parser.add_argument(
        "--format",
        choices=["auto", *FORMATS],
        default="auto",
        help="what the files hold: textual MLIR or a MIGraphX program listing "
        "(default: guessed from the first line)",
    )


def add_json(parser: argparse.ArgumentParser, what: str = "print JSON") -> None:
    """`--json`."""
    parser.add_argument("--json", action="store_true", help=what)


def add_output(parser: argparse.ArgumentParser, what: str) -> None:
    """`-o/--output FILE`."""
    parser.add_argument("-o", "--output", type=Path, metavar="FILE", help=what)


def print_mlir(text: str) -> None:
    """MLIR text on stdout: exact into a file or a pipe, made safe on a
    terminal (MLIR escapes control characters in strings anyway)."""
    sys.stdout.write(text if not sys.stdout.isatty() else visible(text))


def positive_int(word: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(word)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {word!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, not {value}")
    return value


def add_profiles(parser: argparse.ArgumentParser, what: str, second: str | None = None) -> None:
    """`--profile P...` (runtime profiles of STREAM's program, one file per
    run: `what` says what they add), `--profile-b` when the command takes a
    second run (`second` says what it adds), and `--profile-format`."""
    from tracksrc.reading.profiles.formats import FORMATS

    parser.add_argument(
        "--profile",
        nargs="+",
        type=Path,
        default=None,
        metavar="P",
        help="runtime profiles of STREAM's program, one file per run (as `tracksrc profile` "
        f"reads them): {what}",
    )
    if second is not None:
        parser.add_argument(
            "--profile-b",
            nargs="+",
            type=Path,
            default=None,
            metavar="P_B",
            help=f"the second run's profiles (STREAM_B's program): {second}",
        )
    parser.add_argument(
        "--profile-format",
        choices=sorted(FORMATS),
        default=None,
        help="the profiles' format (default: told from their content)",
    )


def add_pipeline_source(parser: argparse.ArgumentParser) -> None:
    """A pipeline to open (STREAM...) and how: jobs, cache, remap, partial."""
    parser.add_argument("paths", nargs="+", type=Path, metavar="STREAM")
    parser.add_argument(
        "--jobs",
        type=positive_int,
        default=None,
        metavar="N",
        help="processes to parse with (default: one per core)",
    )
    add_cache_options(parser)
    add_remap(parser)
    add_stream_options(parser)


def add_cache_options(parser: argparse.ArgumentParser) -> None:
    """--no-cache and --cache-dir (read by `cache_from`)."""
    parser.add_argument(
        "--no-cache",
        action="store_true",
        help="neither read nor write the on-disk cache (summaries and query store)",
    )
    parser.add_argument(
        "--cache-dir",
        type=Path,
        default=None,
        metavar="DIR",
        help="where the cache lives (default: $TRACKSRC_CACHE_DIR or ~/.cache/tracksrc)",
    )


def cache_from(args: argparse.Namespace) -> bool | Path:
    """The `cache` argument of `open_pipeline` for `add_cache_options`'
    options: False, a folder, or True (the default folder)."""
    return False if args.no_cache else (args.cache_dir or True)


def remap_from(args: argparse.Namespace, placeholders: dict[str, str] | None = None) -> SourceReMap:
    """The `SourceReMap` of `--src-remap-list` and `--executable-dumps`."""
    remap = SourceReMap.create(args.src_remap_list, place_holders=placeholders)
    if args.executable_dumps:
        follow_snapshots(remap, args.executable_dumps)
    return remap


def paths_from(args: argparse.Namespace) -> Path | list[Path]:
    """STREAM as `open_pipeline` takes it: one path, or files in order."""
    return args.paths[0] if len(args.paths) == 1 else args.paths


def pipeline_from(args: argparse.Namespace) -> Pipeline:
    """Open the pipeline of `add_pipeline_source`'s options with its query
    store (read back, or built: every stage summarised in parallel, cached),
    reporting on stderr what took time."""
    return stream_from(args, paths_from(args))


def stream_from(args: argparse.Namespace, paths: Path | list[Path]) -> Pipeline:
    """Open the stream (or files) at `paths` as `pipeline_from` does, with
    the jobs, cache, remap and partial options of `args`."""
    cache = cache_from(args)
    # A stream seen for the first time: workers started now parse its
    # stages while the scan reads them (what `index` does).
    with started_workers(args.jobs) if will_scan(paths, cache) else nullcontext():
        return _opened(args, paths, cache)


def _opened(args: argparse.Namespace, paths: Path | list[Path], cache: bool | Path) -> Pipeline:
    started = time.perf_counter()
    pipeline = open_pipeline(
        paths,
        remap_from(args),
        allow_partial=args.allow_partial,
        cache=cache,
        program=getattr(args, "program", None),
    )
    pipeline.jobs = args.jobs
    elapsed = time.perf_counter() - started
    status(f"tracksrc: {counted(len(pipeline), 'stage')} found in {elapsed:.2f} s")
    started = time.perf_counter()
    store = query_store_of(pipeline)
    if store.built:
        distinct = len({stage.digest for stage in pipeline.stages})
        size = sum(stage.size for stage in pipeline.stages)
        elapsed = time.perf_counter() - started
        status(
            f"tracksrc: {distinct:,} distinct stages, {size / 1e6:.1f} MB, summarised and "
            f"the query store built in {elapsed:.2f} s"
        )
    for line in pipeline.nested_compiles():
        status(f"tracksrc: kept apart from the main program: {visible_line(line)}")
    programs = pipeline.programs_line()
    if programs is not None:
        status(f"tracksrc: {visible_line(programs)}")
    return pipeline
