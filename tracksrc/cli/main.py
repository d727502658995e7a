"""The `tracksrc` command line: the registry of commands and the one place
that runs them.

Each command is a name, the module of `tracksrc.cli` that declares its
options (`configure(name, parser)`, which sets `func`), a one-line summary
and a description. Only the chosen command's module is imported, so `tracksrc --help`
and every command start without loading the rest. A command's `func` gets
the parsed arguments and returns the exit status; input it cannot use is one
message on stderr (file:line:col, the line, a caret, what was expected) and
status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib
import io
import logging
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tracksrc import logs
from tracksrc.collector import collecting_less
from tracksrc.errors import (
    EXIT_BAD_INPUT,
    EXIT_INTERNAL_ERROR,
    failure_message,
    is_input_error,
)
from tracksrc.version import __version__

logger = logging.getLogger("tracksrc.cli.main")


@dataclass(frozen=True)
class Command:
    """A command of the registry: its name, the module of `tracksrc.cli`
    that declares its options and runs it, a one-line summary (the list of
    `tracksrc --help`) and its description (`tracksrc NAME --help`)."""

    name: str
    module: str
    summary: str
    description: str


COMMANDS = (
    Command(
        "track-src",
        "shell",
        "open a tracking shell on two stages of a pipeline",
        (
            "Load an input MLIR file and, optionally, a later stage, index both and "
            "open a Python shell with op_index, track_op_index, track, track_back, "
            "related, show, src, shrink_to_parents, shrink_to_children, dump_infos and "
            "info."
        ),
    ),
    Command(
        "run",
        "shell",
        "run a script in the shell's namespace (batch, CI)",
        (
            "Load the files as track-src does and run SCRIPT in the shell's namespace; "
            "the exit status is 1 if it raised."
        ),
    ),
    Command(
        "track",
        "shell",
        "print what ops of one stage became in another, without a shell",
        (
            "Select ops of INPUT by SSA name (--op) or type (--type) and print the ops "
            "of TARGET they became (with --back: the ops of INPUT that ops of TARGET "
            "came from)."
        ),
    ),
    Command(
        "stages",
        "pipeline",
        "list the stages of a print-ir stream, tree-dir folder or files",
        (
            "List the stages of one --mlir-print-ir-* stream (.xz/.gz read directly), a"
            " --mlir-print-ir-tree-dir folder or several files in pipeline order: "
            "number, pass argument, before/after, the op the pass ran on, size and "
            "line."
        ),
    ),
    Command(
        "passes",
        "pipeline",
        "per pass: runs, changes, ops added/removed, locations lost, time, statistics",
        (
            "One row per pass of a compile: how many stages it printed, how many of its"
            " runs changed the IR, ops added and removed, ops whose location it made "
            "unknown, and, when the capture carries --mlir-timing and "
            "--mlir-pass-statistics reports, its wall time (summed over every line "
            "naming it) and its statistics. Slowest first when timed."
        ),
    ),
    Command(
        "index",
        "pipeline",
        "summarise every stage of a pipeline now (parallel, cached)",
        (
            "Parse every stage of a pipeline in parallel and store the summaries in the"
            " on-disk cache, so that later lineage/blame/audit/diff runs start at once."
        ),
    ),
    Command(
        "lineage",
        "pipeline",
        "what an op became at every stage where that changed",
        (
            "Follow an op (or a source location) through every stage of a pipeline: the"
            " ops carrying its provenance, compressed to the stages where their count "
            "or types change. Each stage is seen as the whole program as it stood then."
        ),
    ),
    Command(
        "blame",
        "pipeline",
        "which passes changed, fused, removed an op or lost its location",
        (
            "The first pass that changed what an op had become, the passes that fused "
            "it with other sources, the pass after which nothing of it remains, and the"
            " passes where its descendants' locations became unknown."
        ),
    ),
    Command(
        "audit",
        "pipeline",
        "per pass: ops, locations made unknown, source ranges lost, fusion",
        (
            "A location-loss audit in the manner of LLVM's debugify: for each stage, "
            "the part of the program the pass printed, before and after: op counts, ops"
            " whose location became unknown, source ranges no op carries any more, "
            "growth of fused locations."
        ),
    ),
    Command(
        "diff",
        "pipeline",
        "a semantic diff of two stages by source location",
        (
            "Per source location (precise provenance), the op types of the whole "
            "program at stage A and at stage B where they differ; SSA names play no "
            "part."
        ),
    ),
    Command(
        "program",
        "pipeline",
        "the whole program at a stage as MLIR text, composed from the prints",
        (
            "Write the whole program as it stood after stage S (default: the last of "
            "the main compile) as one MLIR file: the latest print of every part "
            "(function, executable, module) spliced where it sits, aliases renamed "
            "where two prints disagree, so that iree-opt or mlir-opt reads it. A "
            "stage of a nested compile (IREE's constant evaluation) gives that "
            "compile's program."
        ),
    ),
    Command(
        "dispatches",
        "isolate",
        "every dispatch the pipeline forms, with the source ops it computes",
        (
            "List the dispatches (entry points of flow/stream/hal executables) of the "
            "main compile, followed through renaming from flow to stream to HAL and "
            "linking: the input ops each computes (file:line:col and op types), the "
            "stages where it exists, its size at the last, and the host ops that "
            "dispatch it. With --stage, those that exist after that stage."
        ),
    ),
    Command(
        "extract",
        "isolate",
        "a standalone module holding one dispatch or function at a stage",
        (
            "Write the function or executable that holds an op, dispatch or source "
            "location at stage S (default: the last stage where a symbol exists, else "
            "the last stage) as a module iree-opt parses: with the globals and "
            "executables it uses, other functions as declarations, and the aliases "
            "it needs; locations kept. Prints the passes that followed S in the run "
            "as --pass-pipeline='...' on stderr."
        ),
    ),
    Command(
        "numerics",
        "numerics",
        "which dispatch computes wrong: two runs' dispatch tensor traces compared",
        (
            "Compare two runs' dispatch tensor traces (iree-run-module's output for modules "
            "compiled with --iree-flow-trace-dispatch-tensors): dispatches aligned by name, or "
            "with the compile streams (--stream-a, --stream-b) by the source ops each computes; "
            "outputs compared with tolerances; in execution order the first dispatch whose "
            "outputs diverge while its inputs agree (the culprit), its error statistics, source "
            "ops and where the two compiles part, then the dispatches that only inherit the "
            "divergence. --reproducer DIR writes the culprit alone. Needs numpy: pip install "
            "'tracksrc[numerics]'."
        ),
    ),
    Command(
        "run-traced",
        "numerics",
        "compile and run a model in two configurations with tracing, then compare (numerics)",
        (
            'Compile MODEL (.mlir, .onnx) with each --config NAME="FLAGS" and dispatch tracing, '
            "printing the compile streams; run both on --input with iree-run-module (IREE's "
            "Python packages when installed), capturing the traces; compare them as numerics "
            "does and write the culprit alone into --out DIR. Two .vmfb run as they are. Needs "
            "pip install 'tracksrc[numerics]'."
        ),
    ),
    Command(
        "profile",
        "profile",
        "where the time goes: runtime profiles joined to dispatches and source ops",
        (
            "Read profiler output as its tool writes it (iree-profile, iree-benchmark-module, "
            "rocprofv3, rocprof, Nsight Systems, Chrome traces, Proton), one file per run; with "
            "the compile stream (--stream), time per dispatch with its codegen decisions, per "
            "source op and per op type, kernels of no dispatch apart. --compare ranks source ops "
            "by the time a second configuration adds, with where the compiles part; --run "
            "profiles a model here with IREE's runtime (pip install 'tracksrc[profile]')."
        ),
    ),
    Command(
        "compare",
        "compare",
        "two compilations of one program, op by op: which source ops lowered differently",
        (
            "Compare two pipelines (streams, tree-dir folders) of the same input compiled "
            "differently: passes aligned by name and run (not stage numbers), and for each "
            "source op of the input (file:line:col) its lowering path in each run, whether "
            "they differ and at which pass they part. SSA names, stage order, renumbering "
            "and attribute values are no differences (--attributes PASS lists attribute "
            "changes apart). --pairs MANIFEST compares many pairs in one table, on local "
            "processes or a Dask cluster (--scheduler)."
        ),
    ),
    Command(
        "mcp",
        "mcp",
        "serve the pipeline queries to coding agents (Model Context Protocol, stdio)",
        (
            "Open a pipeline (and, with --compare, a second run of the same program) and "
            "serve lineage, blame, stages, track, compare, dispatches, extract, program, show_op "
            "and profile as tools of a Model Context Protocol server on stdio, each answering "
            "the JSON of its command, paged for an agent's context. Nothing is written but "
            "what extract writes into --out DIR. Needs the optional extra: pip install "
            "'tracksrc[mcp]'."
        ),
    ),
    Command(
        "view",
        "view",
        "see a pipeline in the browser: a pass timeline and IR panes synced by location",
        (
            "Open a pipeline (and, given two streams, a second run of the same program) and "
            "serve it on a local port (127.0.0.1, a token in the URL): a timeline of every "
            "stage, panes of stages or whole programs synchronised by source location, the "
            "selected op's lineage, blame and dispatches, semantic diffs, and the two runs "
            "compared. Runs until Ctrl-C. Needs the optional extra: pip install "
            "'tracksrc[view]'."
        ),
    ),
    Command(
        "score",
        "analysis",
        "precision and recall of tracking against a compiler's ground truth",
        (
            "Score tracksrc's tracking of every op of every stage back to the input "
            "file against the lineage file of `tracksrc compile --emit-lineage`."
        ),
    ),
    Command(
        "analyze",
        "analysis",
        "classify every op of a type by what it became",
        (
            "Track every op of TYPE (where the type first appears, or in --from INPUT) "
            "into stage --to (default: the last; the whole program as it stood) and "
            "group the ops by the op types they became, or by whether they reach "
            "--reaches TYPE."
        ),
    ),
    Command(
        "report",
        "analysis",
        "write a self-contained HTML report of a pipeline",
        (
            "One HTML file with no external assets: passes with op counts (a chart), "
            "the location-loss audit, classification tables and lowering paths for each"
            " --type, lineage graphs; every op links to its text."
        ),
    ),
    Command(
        "export-model-explorer",
        "analysis",
        "Model Explorer's navigation-sync mapping between two stages",
        (
            "Write the JSON that Google Model Explorer's 'Sync navigation > Upload "
            "mapping from computer' reads, mapping the node ids of one function in A to"
            " those in B by source location."
        ),
    ),
    Command(
        "compile",
        "compiler",
        "compile a model with the bundled mini-compiler, printing stages like MLIR",
        (
            "Lower a TOSA-like model through the mini-compiler's passes; print stages "
            "with MLIR's --mlir-print-ir-* flags (without the mlir- prefix)."
        ),
    ),
    Command(
        "import-onnx",
        "compiler",
        "convert an ONNX model to the mini-compiler's input dialect",
        (
            "Write an ONNX graph as TOSA-like MLIR, each op located by "
            'loc("NODE"("MODEL.onnx":N:1)) where N is the node\'s number in the graph.'
        ),
    ),
    Command(
        "demo",
        "shell",
        "open the tracking shell on the bundled example",
        ("Open the tracking shell on the bundled example pair of stages."),
    ),
)

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

# Commands whose help shows the examples too.
_WITH_EXAMPLES = {"track-src"}


def _command_word(argv: Sequence[str]) -> str | None:
    """The command named on the line: the first word that is no option (the
    top level has no option that takes a value)."""
    return next((word for word in argv if not word.startswith("-")), None)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser, with the options of `command` declared (every
    command's, when `command` is "*"; the others are listed by name)."""
    parser = argparse.ArgumentParser(
        prog="tracksrc",
        description="Track MLIR operations through compiler pipeline dumps by source locations.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"tracksrc {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for entry in COMMANDS:
        command_parser = subparsers.add_parser(
            entry.name,
            help=entry.summary,
            description=entry.description,
            epilog=EXAMPLES if entry.name in _WITH_EXAMPLES else None,
            formatter_class=argparse.RawDescriptionHelpFormatter
            if entry.name in _WITH_EXAMPLES
            else argparse.HelpFormatter,
        )
        if command in (entry.name, "*"):
            module = importlib.import_module(f"tracksrc.cli.{entry.module}")
            module.configure(entry.name, command_parser)
    return parser


# Set by `run`: the process ends as soon as `main` returns.
_ends_with_main = False


@collecting_less()
def guarded(command: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """Run a command; input it cannot use (a `TracksrcError`, or a bad value
    such as a --src-remap-list or an environment word: `ValueError`; a file
    that cannot be read or written: `OSError`) is one message and status 2."""
    try:
        return command(args)
    except BrokenPipeError:
        raise  # the reader of our output left: `main` ends quietly
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except (Exception, RecursionError, MemoryError) as exc:
        if is_input_error(exc):
            print(failure_message(exc), file=sys.stderr)
            return EXIT_BAD_INPUT
        # A bug of tracksrc, not of the input: said in one line, with
        # where to find the traceback, not a page of it.
        logger.debug("the traceback of this internal error:", exc_info=True)
        print(failure_message(exc), file=sys.stderr)
        return EXIT_INTERNAL_ERROR
    finally:
        if _ends_with_main:
            # The collector's thresholds, restored as the command ends, set
            # off a walk over everything it built, freed a moment later by
            # the process's end (0.75 s after indexing a 265 MB stream):
            # moved out of the collector's sight.
            gc.freeze()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `tracksrc` command; returns the exit status."""
    _tolerant_output()
    logs.configure()
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser(_command_word(arguments))
        args = parser.parse_args(arguments)
        if args.command is None:
            parser.print_help()
            return EXIT_BAD_INPUT
        return guarded(args.func, args)
    except BrokenPipeError:
        # The reader left (`tracksrc stages X | head -1`): what it wanted
        # was written; end quietly, as `head` expects.
        _discard_output()
        return 0


def _tolerant_output() -> None:
    # A terminal that cannot show a character (PYTHONIOENCODING=ascii, a
    # Latin-1 locale) gets it as an escape, not an error.
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def run() -> None:
    """The `tracksrc` command (console script, `python -m tracksrc`):
    `main`, then the process ends at once with its status.

    A command that read a large stream holds hundreds of MB of objects
    until the end, and freeing them one by one as the interpreter shuts
    down took 2.3 s after indexing a 265 MB stream. By the time `main`
    returns, what the command wrote is committed (stores) or is flushed
    here (output, logs), and its worker processes have ended, so the
    process exits without that teardown."""
    global _ends_with_main
    _ends_with_main = True
    status = main()
    # (A reader that left, or a closed stream, leaves nothing to flush to.)
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    logging.shutdown()
    os._exit(status)


def _discard_output() -> None:
    # Python flushes stdout once more at exit: point it at nothing, so that
    # the closed pipe raises no second error.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":  # pragma: no cover
    run()
