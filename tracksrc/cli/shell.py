"""The commands that load two indexes and open (or script) the shell.

    tracksrc track-src --input-mlir A.mlir [--track-mlir B.mlir] [-c CODE | --script FILE]
    tracksrc track-src --pipeline STREAM [--from S] [--to S]
    tracksrc run SCRIPT.py --input-mlir A.mlir [--track-mlir B.mlir] [--json]
    tracksrc track A.mlir B.mlir (--op NAME | --type TYPE) [--back] [--json]
    tracksrc demo

`track-src` and `demo` load their files (progress and counts on stderr)
and open the shell (`tracksrc.shell.repl` on a terminal, Python's console
on a pipe); `-c CODE` or `--script FILE` run code in the shell's namespace
instead, as `run` does, and exit with its status. `track` prints tracked
ops without a shell.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from importlib import resources
from pathlib import Path

from tracksrc.analysis.answers import selected_ops, track_record, tracked_ops
from tracksrc.cli.options import (
    add_format,
    add_json,
    add_mode,
    add_remap,
    add_stream_options,
    remap_from,
)
from tracksrc.errors import TracksrcError
from tracksrc.logs import status
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.reading.loading import read_dump
from tracksrc.reading.locations import SourceReMap, aligned_name
from tracksrc.safe_text import visible_line
from tracksrc.shell.display import show
from tracksrc.shell.session import Session, interact, run_code
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationIndex
from tracksrc.tracking.provenance import Mode

# What `tracksrc demo` shows before its prompt opens.
DEMO_INTRO = [
    'convs = op_index.get_ops_by_type("tosa.conv2d")',
    "[(c.ssa_name, str(c.src_rng)) for c in convs]",
    'paths = {c.unique_id: sorted({o.op_name for o in track(c)} & {"linalg.matmul", '
    '"linalg.conv_2d_nhwc_hwcf"}) for c in convs}',
    "paths",
    'calls = op_index.get_ops_by_type("func.call")',
    '[[o.ssa_name for o in track(call) if o.op_name == "linalg.matmul"] for call in calls]',
    'show(track_back(track_op_index.get_ops_by_name("%9")))',
]

logger = logging.getLogger("tracksrc.cli.shell")

SAMPLE_INPUT = "model.mlir"
SAMPLE_LOWERED = "model.lowered.mlir"


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `name` and what runs it."""
    {"track-src": _track_src, "run": _run, "track": _track, "demo": _demo}[name](parser)


def _add_loading_options(parser: argparse.ArgumentParser) -> None:
    add_remap(parser, placeholders=True)
    parser.add_argument(
        "--exact-file-names",
        action="store_true",
        help="read file names in locations exactly as written, as mlir-track-src does "
        "(default: when the later file names the input under another path of the same "
        "base name, read that as the input)",
    )
    add_format(parser)
    add_stream_options(parser)
    add_mode(parser)


def _add_code_options(parser: argparse.ArgumentParser) -> None:
    code = parser.add_mutually_exclusive_group()
    code.add_argument("-c", dest="code", metavar="CODE", help="run CODE in the shell namespace")
    code.add_argument("--script", type=Path, metavar="FILE", help="run FILE in the shell namespace")


_JSON_OPS = (
    "print ops as JSON lines instead of text: id, name, type, location (as MLIR writes it), "
    "sources (file:line:col), dump_file, dump_line, dump_column (where the op is printed)"
)


def _track_src(parser: argparse.ArgumentParser) -> None:
    sources = parser.add_mutually_exclusive_group(required=True)
    sources.add_argument("--input-mlir", type=Path, help="the earlier stage")
    sources.add_argument(
        "--pipeline",
        type=Path,
        nargs="+",
        metavar="STREAM",
        help="a print-ir stream (or tree-dir folder, or files in order): track between two "
        "of its stages, chosen with --from and --to",
    )
    parser.add_argument("--track-mlir", type=Path, help="the later stage to track into")
    parser.add_argument(
        "--compare-with",
        type=Path,
        metavar="STREAM",
        help="with --pipeline: another run of the same program, as pipe_b (compare(pipe, pipe_b))",
    )
    parser.add_argument(
        "--from",
        dest="from_stage",
        default="0",
        metavar="STAGE",
        help="with --pipeline: stage number, or PASS or PASS:N (N-th stage of that pass, "
        "from 0; negative counts from the end); default 0",
    )
    parser.add_argument(
        "--to",
        dest="to_stage",
        default="-1",
        metavar="STAGE",
        help="like --from; default: the last",
    )
    _add_loading_options(parser)
    _add_code_options(parser)
    add_json(parser, _JSON_OPS)
    parser.set_defaults(func=run_shell)


def _run(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("script", type=Path, metavar="SCRIPT")
    parser.add_argument("--input-mlir", type=Path, required=True, help="the earlier stage")
    parser.add_argument("--track-mlir", type=Path, help="the later stage to track into")
    _add_loading_options(parser)
    add_json(parser, _JSON_OPS)
    parser.set_defaults(func=run_script)


def _track(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("input", type=Path, metavar="INPUT")
    parser.add_argument("target", type=Path, metavar="TARGET")
    selection = parser.add_mutually_exclusive_group(required=True)
    selection.add_argument("--op", action="append", metavar="NAME", help="an SSA name (repeatable)")
    selection.add_argument("--type", metavar="TYPE", help="every op of this type")
    parser.add_argument(
        "--back", action="store_true", help="select in TARGET and track back into INPUT"
    )
    _add_loading_options(parser)
    add_json(parser, _JSON_OPS)
    parser.set_defaults(func=run_track)


def _demo(parser: argparse.ArgumentParser) -> None:
    add_mode(parser)
    _add_code_options(parser)
    parser.set_defaults(func=run_demo)


def _size(path: Path) -> str:
    size = float(path.stat().st_size)
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{size} B"


def load_index(
    label: str,
    path: Path,
    remap: SourceReMap,
    mode: Mode,
    allow_partial: bool,
    format: str | None = None,
) -> OperationIndex:
    """Parse and index one file, reporting progress on stderr."""
    if not path.is_file():
        raise TracksrcError(f"{path}: no such file")
    status(f"tracksrc: loading {label} {path} ({_size(path)}) ...")
    started = time.perf_counter()
    mlir_file = read_dump(path, format=format, allow_partial=allow_partial)
    index = OperationIndex(mlir_file, remap, mode)
    elapsed = time.perf_counter() - started
    types = len(index.types())
    kind = "" if mlir_file.format == "mlir" else f" ({mlir_file.format} listing)"
    status(
        f"tracksrc: {label}{kind}: {counted(len(index), 'op')} of {counted(types, 'type')} in "
        f"{elapsed:.2f} s" + (" (truncated: partial index)" if mlir_file.truncated else "")
    )
    return index


def _files_session(args: argparse.Namespace, input_path: Path, track_path: Path | None) -> Session:
    remap = remap_from(args, {"%i": str(input_path), "%t": str(track_path) if track_path else ""})
    fmt = None if args.format == "auto" else args.format
    op_index = load_index("input", input_path, remap, args.mode, args.allow_partial, fmt)
    track_index = None
    if track_path is not None:
        track_index = load_index("track", track_path, remap, args.mode, args.allow_partial, fmt)
        if _align_input(op_index, track_index, remap, not args.exact_file_names):
            op_index = OperationIndex(op_index.file, remap, args.mode)
    return Session(op_index, track_index, args.mode)


def _align_input(
    op_index: OperationIndex, track_index: OperationIndex, remap: SourceReMap, align: bool
) -> bool:
    """When the later file's locations name the input under another path
    (`examples/conv_input.mlir` for `conv_input.mlir`), read them as the
    input (with `align`): one file of its base name, or the longest common
    path tail, as pipeline commands do. True if a mapping was added; a
    warning when the two files' locations share no file (every answer
    would be empty)."""
    own = op_index.filename
    # Ops printed without a location are located in their own file.
    named = track_index.location_files() - {track_index.filename}
    if own in remap.mapped_files() or not named:
        return False  # the user said how to read it, or nothing to align with
    input_files = op_index.location_files()
    if align and own in input_files and own not in named:
        aligned = aligned_name(own, named)
        if aligned != own:
            remap.add_file_mapping(own, aligned)
            status(
                f"tracksrc: {visible_line(aligned)}, named by the locations of "
                f"{visible_line(track_index.filename)}, taken to be {visible_line(own)} "
                "(--exact-file-names reads names as written)"
            )
            return True
    if input_files & named:
        return False  # the two files share sources: answers can be found
    logger.warning(
        "no location of %s names %s or a file its ops are located in; they name %s: "
        "nothing of it can be tracked "
        "(--src-remap-list %s=NAME reads one of them as it)",
        visible_line(track_index.filename),
        visible_line(own),
        ", ".join(visible_line(name) for name in sorted(named)[:8])
        + (f" and {len(named) - 8} more" if len(named) > 8 else ""),
        visible_line(own),
    )
    return False


def _pipeline_session(args: argparse.Namespace) -> Session:
    paths = args.pipeline[0] if len(args.pipeline) == 1 else args.pipeline
    status(f"tracksrc: opening pipeline {' '.join(str(p) for p in args.pipeline)} ...")
    pipeline = open_pipeline(
        paths,
        remap_from(args),
        mode=args.mode,
        allow_partial=args.allow_partial,
        program=args.program,
    )
    stages = []
    names = []
    for label, spec in (("from", args.from_stage), ("to", args.to_stage)):
        stage = pipeline.find_spec(spec, what=f"--{label}")
        started = time.perf_counter()
        index = stage.op_index()
        elapsed = time.perf_counter() - started
        count = f"{counted(len(index), 'op')} in {elapsed:.2f} s"
        status(f"tracksrc: {label} stage {stage.number} ({stage.label}): {count}")
        stages.append(index)
        names.append(f"stage {stage.number} ({stage.label})")
    status(f"tracksrc: the pipeline has {len(pipeline):,} stages (pipe in the shell)")
    other = None
    if args.compare_with is not None:
        other = open_pipeline(args.compare_with, remap_from(args), mode=args.mode)
        status(f"tracksrc: {len(other):,} stages to compare with (pipe_b in the shell)")
    return Session(
        stages[0],
        stages[1],
        args.mode,
        pipeline=pipeline,
        stages=(names[0], names[1]),
        compare_with=other,
    )


def sample_path(name: str) -> Path:
    """The path of a bundled sample dump."""
    return Path(str(resources.files("tracksrc.sample_dumps").joinpath(name)))


def _demo_session(mode: Mode) -> Session:
    input_path = sample_path(SAMPLE_INPUT)
    lowered_path = sample_path(SAMPLE_LOWERED)
    # The lowered stage names its input "model.mlir", as the compiler saw it.
    remap = SourceReMap.create([f"{input_path}={SAMPLE_INPUT}"])
    op_index = load_index("input", input_path, remap, mode, False)
    track_index = load_index("track", lowered_path, remap, mode, False)
    return Session(op_index, track_index, mode)


def _read_script(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise TracksrcError(f"tracksrc: error: cannot read {path}: {exc.strerror}") from None


def _open(session: Session, args: argparse.Namespace, intro: list[str] | None) -> int:
    """Run -c CODE or --script FILE, else open the shell."""
    if args.code is not None:
        return run_code(session.namespace(), args.code)
    if args.script is not None:
        return run_code(session.namespace(), _read_script(args.script), str(args.script))
    if sys.stdin.isatty() and sys.stdout.isatty():
        from tracksrc.shell import repl  # prompt_toolkit: only for the terminal shell

        repl.interact(session, intro=intro)
    else:
        # Input from a pipe: Python's console reads it line by line.
        interact(session, intro=intro)
    return 0


def run_shell(args: argparse.Namespace) -> int:
    """`tracksrc track-src`."""
    if args.compare_with is not None and not args.pipeline:
        raise TracksrcError("tracksrc: error: --compare-with goes with --pipeline")
    if args.pipeline:
        session = _pipeline_session(args)
    else:
        session = _files_session(args, args.input_mlir, args.track_mlir)
    session.settings.json = args.json
    return _open(session, args, None)


def run_demo(args: argparse.Namespace) -> int:
    """`tracksrc demo`: the shell on the bundled sample, after a short session."""
    return _open(_demo_session(args.mode), args, DEMO_INTRO)


def run_script(args: argparse.Namespace) -> int:
    """`tracksrc run SCRIPT`."""
    session = _files_session(args, args.input_mlir, args.track_mlir)
    session.settings.json = args.json
    script = _read_script(args.script)
    return run_code(session.namespace(), script, str(args.script))


def run_track(args: argparse.Namespace) -> int:
    """`tracksrc track`: the selected ops and what they became."""
    session = _files_session(args, args.input, args.target)
    session.settings.json = args.json
    assert session.track_op_index is not None
    source, target = session.op_index, session.track_op_index
    if args.back:
        source, target = target, source
    selected = selected_ops(source, args.op, args.type)
    for info, found in tracked_ops(selected, target, args.back):
        if args.json:
            print(json.dumps(track_record(info, found)))
            continue
        verb = "came from" if args.back else "became"
        print(f"== {info.ssa_name or info.unique_id} {info.op_name} ({info.dump_position}) {verb}:")
        show(found)
    return 0
