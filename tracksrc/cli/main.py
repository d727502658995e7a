"""The `tracksrc` command line: the one place that runs the commands of the
registry (`tracksrc.cli.commands`).

Only the chosen command's module is imported, so `tracksrc --help` and
every command start without loading the rest. A command's `func` gets
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

from tracksrc import logs
from tracksrc.cli.commands import COMMANDS
from tracksrc.collector import collecting_less
from tracksrc.errors import (
    EXIT_BAD_INPUT,
    EXIT_INTERNAL_ERROR,
    failure_message,
    is_input_error,
)
from tracksrc.output_files import forget_inputs, protect_folder
from tracksrc.version import __version__

logger = logging.getLogger("tracksrc.cli.main")


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
    forget_inputs()
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser(_command_word(arguments))
        args = parser.parse_args(arguments)
        if args.command is None:
            parser.print_help()
            return EXIT_BAD_INPUT
        # (Every command, not only those that open the cache: `compile -o`
        # into the cache folder would write among its databases. Imported
        # here: the pipeline layer is not loaded for `--help`.)
        from tracksrc.pipeline.streams.summaries.summary_cache import default_cache_dir

        protect_folder(default_cache_dir())
        if getattr(args, "cache_dir", None):
            protect_folder(args.cache_dir)
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
