"""The `tracksrc` command line.

    tracksrc track-src --input-mlir A.mlir [--track-mlir B.mlir] [...]
    tracksrc demo
    tracksrc run SCRIPT.py --input-mlir A.mlir [--track-mlir B.mlir] [--json]
    tracksrc track A.mlir B.mlir (--op NAME | --type TYPE) [--back] [--json]
    tracksrc stages STREAM [--pass ARG] [--regex RE] [--changed] [--failed]

`track-src` and `demo` load their files (progress and counts on stderr) and
open the shell (`tracksrc.shell.repl` on a terminal); `-c CODE` or `--script FILE`
run code in the shell's namespace instead, as `run` does, and exit with its
status. `track` prints tracked ops without a shell. `stages` lists the
stages of a pipeline. Malformed input prints
one error (file:line:col, the line, a caret, what was expected) and exits
with status 2.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path

import tracksrc
from tracksrc import logs
from tracksrc.cli.analysis import COMMANDS as ANALYSIS_COMMANDS
from tracksrc.cli.analysis import add_commands as add_analysis_commands
from tracksrc.cli.analysis import run_command as run_analysis_command
from tracksrc.cli.pipeline import COMMANDS as PIPELINE_COMMANDS
from tracksrc.cli.pipeline import add_commands as add_pipeline_commands
from tracksrc.cli.pipeline import run_command as run_pipeline_command
from tracksrc.compiler import driver as compile_driver
from tracksrc.compiler import onnx_import
from tracksrc.errors import EXIT_BAD_INPUT, TracksrcError
from tracksrc.pipeline.stream import format_stages, open_pipeline, parse_stage_spec
from tracksrc.reading.loading import FORMATS, read_dump
from tracksrc.reading.locations import SourceReMap
from tracksrc.shell.display import op_record, settings, show
from tracksrc.shell.session import Session, interact, run_code
from tracksrc.tracking.index import OperationIndex
from tracksrc.tracking.provenance import Mode

EXAMPLES = """\
examples:
  tracksrc demo
      open the shell on the bundled example (sample_dumps/)
  tracksrc track-src --input-mlir stage_a.mlir --track-mlir stage_b.mlir
      open a shell with op_index (stage_a) and track_op_index (stage_b)
  tracksrc track-src --input-mlir conv_input.mlir --track-mlir conv_lowered.mlir \\
          --src-remap-list %i=examples/conv_input.mlir
      locations in conv_lowered.mlir name the input as examples/conv_input.mlir
  tracksrc track-src --input-mlir a.mlir --track-mlir b.mlir \\
          -c 'print(len(track(op_index.get_ops_by_type("linalg.matmul"))))'
      run code without a prompt (also --script FILE); exit status 1 on an error
  tracksrc track conv_input.mlir conv_lowered.mlir --type linalg.conv_2d_nhwc_hwcf \\
          --src-remap-list %i=examples/conv_input.mlir [--json]
      print what each convolution became, without a shell
  tracksrc run analysis.py --input-mlir a.mlir --track-mlir b.mlir [--json]
      run a script in the shell's namespace (show() prints JSON lines with --json)
  tracksrc stages compile.after_all.mlir.xz --pass canonicalize
      list the stages of a print-ir stream
  tracksrc lineage compile.after_all.mlir.xz --loc model.mlir:11:10
      what the op at that location became at every stage where it changed
  tracksrc audit compile.after_all.mlir.xz --fail-on-loss
      per pass: ops, locations made unknown, source ranges lost
  tracksrc compile model.mlir --print-ir-after-all --print-debuginfo --dump-to stream.mlir
      run the bundled mini-compiler, printing every stage as MLIR does

environment:
  TRACKSRC_LOG_LEVEL=0..7  TRACKSRC_ENABLE_LOGGING_ELAPSED_TIME  TRACKSRC_ENABLE_LOGGING_MPMT
"""

_status = logs.status


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
    _status(f"tracksrc: loading {label} {path} ({_size(path)}) ...")
    started = time.perf_counter()
    mlir_file = read_dump(path, format=format, allow_partial=allow_partial)
    index = OperationIndex(mlir_file, remap, mode)
    elapsed = time.perf_counter() - started
    types = len(index.types())
    kind = "" if mlir_file.format == "mlir" else f" ({mlir_file.format} listing)"
    _status(
        f"tracksrc: {label}{kind}: {len(index):,} ops of {types:,} types in {elapsed:.2f} s"
        + (" (truncated: partial index)" if mlir_file.truncated else "")
    )
    return index


def _add_mode(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--mode",
        choices=[mode.value for mode in Mode],
        default=Mode.PRECISE.value,
        help="how locations are compared: precise (default) or compat (mlir-track-src's)",
    )


def _add_loading_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--src-remap-list",
        nargs="+",
        action="extend",
        default=[],
        metavar="ORIG=MAPPED",
        help="rename source files in locations (%%i: the input file, %%t: the track file; "
        "'FILE=' ignores FILE's locations)",
    )
    parser.add_argument(
        "--format",
        choices=["auto", *FORMATS],
        default="auto",
        help="what the files hold: textual MLIR or a MIGraphX program listing "
        "(default: guessed from the first line)",
    )
    parser.add_argument(
        "--allow-partial",
        action="store_true",
        help="index a truncated dump as far as it is complete instead of failing",
    )
    _add_mode(parser)


def _add_code_options(parser: argparse.ArgumentParser) -> None:
    code = parser.add_mutually_exclusive_group()
    code.add_argument("-c", dest="code", metavar="CODE", help="run CODE in the shell namespace")
    code.add_argument("--script", type=Path, metavar="FILE", help="run FILE in the shell namespace")


def _add_json(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--json",
        action="store_true",
        help="print ops as JSON lines (id, name, type, location, file, line) instead of text",
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the `tracksrc` command."""
    parser = argparse.ArgumentParser(
        prog="tracksrc",
        description="Track MLIR operations through compiler pipeline dumps by source locations.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"tracksrc {tracksrc.__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    track_src = commands.add_parser(
        "track-src",
        help="open a tracking shell on two stages of a pipeline",
        description="Load an input MLIR file and, optionally, a later stage, index both and "
        "open a Python shell with op_index, track_op_index, track, track_back, related, show, "
        "src, shrink_to_parents, shrink_to_children, dump_infos and info.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sources = track_src.add_mutually_exclusive_group(required=True)
    sources.add_argument("--input-mlir", type=Path, help="the earlier stage")
    sources.add_argument(
        "--pipeline",
        type=Path,
        nargs="+",
        metavar="STREAM",
        help="a print-ir stream (or tree-dir folder, or files in order): track between two "
        "of its stages, chosen with --from and --to",
    )
    track_src.add_argument("--track-mlir", type=Path, help="the later stage to track into")
    track_src.add_argument(
        "--from",
        dest="from_stage",
        default="0",
        metavar="STAGE",
        help="with --pipeline: stage number, or PASS or PASS:N (N-th stage of that pass, "
        "from 0; negative counts from the end); default 0",
    )
    track_src.add_argument(
        "--to",
        dest="to_stage",
        default="-1",
        metavar="STAGE",
        help="like --from; default: the last",
    )
    _add_loading_options(track_src)
    _add_code_options(track_src)

    run = commands.add_parser(
        "run",
        help="run a script in the shell's namespace (batch, CI)",
        description="Load the files as track-src does and run SCRIPT in the shell's namespace; "
        "the exit status is 1 if it raised.",
    )
    run.add_argument("script", type=Path, metavar="SCRIPT")
    run.add_argument("--input-mlir", type=Path, required=True, help="the earlier stage")
    run.add_argument("--track-mlir", type=Path, help="the later stage to track into")
    _add_loading_options(run)
    _add_json(run)

    track = commands.add_parser(
        "track",
        help="print what ops of one stage became in another, without a shell",
        description="Select ops of INPUT by SSA name (--op) or type (--type) and print the ops "
        "of TARGET they became (with --back: the ops of INPUT that ops of TARGET came from).",
    )
    track.add_argument("input", type=Path, metavar="INPUT")
    track.add_argument("target", type=Path, metavar="TARGET")
    selection = track.add_mutually_exclusive_group(required=True)
    selection.add_argument("--op", action="append", metavar="NAME", help="an SSA name (repeatable)")
    selection.add_argument("--type", metavar="TYPE", help="every op of this type")
    track.add_argument(
        "--back", action="store_true", help="select in TARGET and track back into INPUT"
    )
    _add_loading_options(track)
    _add_json(track)

    stages = commands.add_parser(
        "stages",
        help="list the stages of a print-ir stream, tree-dir folder or files",
        description="List the stages of one --mlir-print-ir-* stream (.xz/.gz read directly), "
        "a --mlir-print-ir-tree-dir folder or several files in pipeline order: number, pass "
        "argument, before/after, the op the pass ran on, size and line.",
    )
    stages.add_argument("paths", nargs="+", type=Path, metavar="STREAM")
    stages.add_argument("--pass", dest="pass_argument", metavar="ARG", help="only this pass")
    stages.add_argument("--regex", metavar="RE", help="only passes whose name matches RE")
    stages.add_argument(
        "--changed",
        action="store_true",
        help="only stages whose IR differs from the previous print of the same op",
    )
    stages.add_argument("--failed", action="store_true", help="only failed passes")

    add_pipeline_commands(commands)
    add_analysis_commands(commands)
    compile_driver.add_command(commands)
    onnx_import.add_command(commands)

    demo = commands.add_parser(
        "demo",
        help="open the tracking shell on the bundled example",
        description="Open the tracking shell on the bundled example pair of stages.",
    )
    _add_mode(demo)
    _add_code_options(demo)
    return parser


def _session_from_args(args: argparse.Namespace) -> Session:
    mode = Mode.parse(args.mode)
    if args.command == "demo":
        return _demo_session(mode)
    if getattr(args, "pipeline", None):
        return _pipeline_session(args, mode)
    if args.command == "track":
        input_path, track_path = args.input, args.target
    else:
        input_path, track_path = args.input_mlir, args.track_mlir
    remap = SourceReMap.create(
        args.src_remap_list,
        place_holders={"%i": str(input_path), "%t": str(track_path) if track_path else ""},
    )
    fmt = None if args.format == "auto" else args.format
    op_index = load_index("input", input_path, remap, mode, args.allow_partial, format=fmt)
    track_index = None
    if track_path is not None:
        track_index = load_index("track", track_path, remap, mode, args.allow_partial, format=fmt)
    return Session(op_index, track_index, mode)


def _pipeline_session(args: argparse.Namespace, mode: Mode) -> Session:
    paths = args.pipeline[0] if len(args.pipeline) == 1 else args.pipeline
    remap = SourceReMap.create(args.src_remap_list)
    _status(f"tracksrc: opening pipeline {' '.join(str(p) for p in args.pipeline)} ...")
    pipeline = open_pipeline(paths, remap, mode=mode, allow_partial=args.allow_partial)
    stages = []
    for label, spec in (("from", args.from_stage), ("to", args.to_stage)):
        key, occurrence = parse_stage_spec(spec)
        try:
            stage = pipeline.find(key, occurrence)
        except (KeyError, IndexError) as exc:
            raise TracksrcError(f"tracksrc: error: --{label} {spec}: {exc.args[0]}") from None
        started = time.perf_counter()
        index = stage.op_index()
        name = stage.pass_argument or stage.header.label
        elapsed = time.perf_counter() - started
        count = f"{len(index):,} ops in {elapsed:.2f} s"
        _status(f"tracksrc: {label} stage {stage.number} ({name}): {count}")
        stages.append(index)
    _status(f"tracksrc: the pipeline has {len(pipeline):,} stages (pipe in the shell)")
    return Session(stages[0], stages[1], mode, pipeline=pipeline)


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

SAMPLE_INPUT = "model.mlir"
SAMPLE_LOWERED = "model.lowered.mlir"


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


def _list_stages(args: argparse.Namespace) -> int:
    paths = args.paths[0] if len(args.paths) == 1 else args.paths
    try:
        pipeline = open_pipeline(paths)
        stages = pipeline.stages.filter(
            pass_argument=args.pass_argument,
            regex=args.regex,
            changed=args.changed,
            failed=True if args.failed else None,
        )
    except re.error as exc:
        print(f"tracksrc: error: bad --regex: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(format_stages(stages))
    _status(f"tracksrc: {len(stages):,} of {len(pipeline):,} stages")
    return 0


def _read_script(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        print(f"tracksrc: error: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return None


def _track_command(session: Session, args: argparse.Namespace) -> int:
    """`tracksrc track`: the selected ops and what they became."""
    assert session.track_op_index is not None
    source, target = session.op_index, session.track_op_index
    if args.back:
        source, target = target, source
    if args.type is not None:
        selected = source.get_ops_by_type(args.type)
    else:
        selected = [info for name in args.op for info in source.get_ops_by_name(name)]
        missing = [name for name in args.op if not source.get_ops_by_name(name)]
        if missing:
            print(
                f"tracksrc: error: {source.filename} defines no {', '.join(missing)}",
                file=sys.stderr,
            )
            return EXIT_BAD_INPUT
    if not selected:
        print(f"tracksrc: error: {source.filename} has no {args.type} op", file=sys.stderr)
        return EXIT_BAD_INPUT
    for info in selected:
        found = tracksrc.track_back(info, target) if args.back else tracksrc.track(info, target)
        if args.json:
            record = {"op": op_record(info), "tracked": [op_record(other) for other in found]}
            print(json.dumps(record))
            continue
        verb = "came from" if args.back else "became"
        print(f"== {info.ssa_name or info.unique_id} {info.op_name} ({info.dump_position}) {verb}:")
        show(found)
    return 0


def _guarded(command: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """Run a command; input it cannot use (a `TracksrcError`, or a bad value
    such as a --src-remap-list or an environment word: `ValueError`; a file
    that cannot be read or written: `OSError`) is one message and status 2."""
    try:
        return command(args)
    except TracksrcError as exc:
        print(str(exc), file=sys.stderr)
    except (ValueError, OSError) as exc:
        print(f"tracksrc: error: {exc}", file=sys.stderr)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    return EXIT_BAD_INPUT


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `tracksrc` command; returns the exit status."""
    logs.configure()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return EXIT_BAD_INPUT
    if args.command == "stages":
        return _guarded(_list_stages, args)
    if args.command in PIPELINE_COMMANDS:
        return _guarded(run_pipeline_command, args)
    if args.command in ANALYSIS_COMMANDS:
        return _guarded(run_analysis_command, args)
    if args.command == "compile":
        return _guarded(compile_driver.run, args)
    if args.command == "import-onnx":
        return _guarded(onnx_import.run, args)
    return _guarded(_session_command, args)


def _session_command(args: argparse.Namespace) -> int:
    """track-src, demo, track and run: load the indexes, then the shell,
    the code given, the script or the tracked ops."""
    session = _session_from_args(args)
    settings.json = bool(getattr(args, "json", False))
    if args.command == "track":
        return _track_command(session, args)
    if args.command == "run":
        script = _read_script(args.script)
        if script is None:
            return EXIT_BAD_INPUT
        return run_code(session.namespace(), script, str(args.script))
    if args.code is not None:
        return run_code(session.namespace(), args.code)
    if args.script is not None:
        script = _read_script(args.script)
        if script is None:
            return EXIT_BAD_INPUT
        return run_code(session.namespace(), script, str(args.script))
    intro = DEMO_INTRO if args.command == "demo" else None
    if sys.stdin.isatty() and sys.stdout.isatty():
        from tracksrc.shell import repl  # prompt_toolkit: only for the terminal shell

        repl.interact(session, intro=intro)
    else:
        # Input from a pipe: Python's console reads it line by line.
        interact(session, intro=intro)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
