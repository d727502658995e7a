"""`tracksrc compile`: run the mini-compiler on an input file with MLIR's
printing flags, and write the ground truth of lineage.

    tracksrc compile model.mlir [-o out.mlir] [--pipeline inline,to-linalg,...]
        [--print-ir-after-all] [--print-ir-before-all] [--print-ir-after=PASS]
        [--print-ir-before=PASS] [--print-ir-after-change] [--print-ir-module-scope]
        [--print-ir-tree-dir=DIR] [--print-debuginfo] [--print-local-scope]
        [--print-op-generic] [--break-after=PASS] [--dump-to FILE]
        [--conv-direct=on|off] [--conv-im2col=...] [--conv-1x1=...] [--conv-find-only=S]
        [--emit-lineage FILE.json] [--gen-model layers=N,matmul=M] [--lose-locations=PASS]

`compile_file(CompileOptions(...))` does it; `tracksrc.cli.compiler` is the
command line. Stages go to stderr as MLIR prints them, or to `--dump-to
FILE`. The lineage file lists, for every op of every printed stage (by the
unique id tracksrc gives it), the input ops it derives from as the compiler
knows it.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from tracksrc.compiler.models import ModelSpec, generate_model
from tracksrc.compiler.pass_manager import PassManager, PrintFlags, StageRecord
from tracksrc.compiler.passes import DEFAULT_PIPELINE, PASSES, build_pipeline
from tracksrc.compiler.passes.lower_conv import LowerConvolutions, allowed_strategies
from tracksrc.compiler.printer import print_module
from tracksrc.compiler.reader import read_program
from tracksrc.errors import TracksrcError
from tracksrc.json_text import json_text
from tracksrc.logs import parse_switch
from tracksrc.output_files import check_output_path, note_input, output_stream, write_output
from tracksrc.reading.loading import read_dump
from tracksrc.reading.parser import read_mlir_text
from tracksrc.tracking.index import OperationIndex

LINEAGE_VERSION = 1


@dataclass
class CompileOptions:
    """What `tracksrc compile` is asked to do (see the module docstring)."""

    input: Path
    output: Path | None = None
    pipeline: Sequence[str] = DEFAULT_PIPELINE
    flags: PrintFlags = field(default_factory=PrintFlags)
    break_after: str | None = None
    dump_to: Path | None = None
    # Convolution strategies switched on or off (`TRACKSRC_CONV_<S>` words)
    # and the one strategy to find only, over the environment's.
    strategies: dict[str, str] = field(default_factory=dict)
    find_only: str | None = None
    emit_lineage: Path | None = None
    gen_model: str | None = None
    lose_locations: str | None = None


def _conv_environment(options: CompileOptions) -> dict[str, str]:
    environment = dict(os.environ)
    for strategy, value in options.strategies.items():
        parse_switch(f"--conv-{strategy}", value)
        environment[f"TRACKSRC_CONV_{strategy.upper()}"] = value
    if options.find_only:
        environment["TRACKSRC_CONV_FIND_ONLY"] = options.find_only
    return environment


class _LineageRecorder:
    """Keeps, per printed stage, each op's unique id and origins."""

    def __init__(self) -> None:
        self.stages: list[dict[str, Any]] = []

    def __call__(self, record: StageRecord) -> None:
        index = OperationIndex(read_mlir_text(record.header + "\n" + record.text, "<stage>"))
        # The ops the text prints (MLIR's parser adds implicit terminators,
        # which the compiler leaves out as MLIR's printer does).
        printed = [info for info in index.infos[1:] if not info.op.materialized]
        if len(printed) != len(record.ops):
            raise TracksrcError(
                f"internal error: stage {len(self.stages)} printed {len(printed)} ops "
                f"for {len(record.ops)}"
            )
        self.stages.append(
            {
                "stage": len(self.stages),
                "header": record.header,
                "ops": {
                    info.unique_id: sorted(op.origins)
                    for info, op in zip(printed, record.ops, strict=True)
                },
            }
        )


def compile_file(options: CompileOptions) -> None:
    """Run the mini-compiler as `options` say: read (or first generate) the
    input, run the passes printing stages as the flags ask, write the final
    program and the lineage file."""
    unknown = [name for name in options.pipeline if name not in PASSES]
    flags = options.flags
    for name in [*flags.after, *flags.before, options.break_after, options.lose_locations]:
        if name is not None and name not in PASSES:
            unknown.append(name)
    if unknown:
        raise TracksrcError(
            f"tracksrc: error: unknown pass {', '.join(unknown)} (known: {', '.join(PASSES)})"
        )
    if options.gen_model:
        # (The input the user asked for, written as every output is.)
        write_output(options.input, generate_model(ModelSpec.parse(options.gen_model)))
    module = read_program(options.input)
    note_input(options.input)
    outputs = [options.output, options.dump_to, options.emit_lineage]
    for path in outputs:
        if path is not None:
            check_output_path(path)
    named = [path for path in outputs if path is not None]
    if len({_identity(path) for path in named}) < len(named):
        raise TracksrcError(
            "tracksrc: error: -o, --dump-to and --emit-lineage name the same file: "
            "each would overwrite the other"
        )
    passes = build_pipeline(list(options.pipeline))
    allowed = allowed_strategies(_conv_environment(options))
    for pass_ in passes:
        if isinstance(pass_, LowerConvolutions):
            pass_.allowed = allowed
    recorder = _LineageRecorder() if options.emit_lineage else None
    with contextlib.ExitStack() as opened:
        stream: TextIO = sys.stderr
        if options.dump_to:
            raw = opened.enter_context(output_stream(options.dump_to))
            stream = opened.enter_context(io.TextIOWrapper(raw, encoding="utf-8"))
        manager = PassManager(
            passes, flags, stream, options.break_after, recorder, options.lose_locations
        )
        manager.run(module)
    if options.output:
        write_output(options.output, print_module(module, flags.options))
    if recorder is not None and options.emit_lineage is not None:
        _write_lineage(options.emit_lineage, options.input, recorder)


def _identity(path: Path) -> tuple[int, int] | str:
    """What tells two output paths apart: the file's (device, inode) where
    it exists (through links), else the path made absolute."""
    try:
        found = os.stat(path)
    except OSError:
        return os.path.abspath(path)
    return (found.st_dev, found.st_ino)


def _write_lineage(path: Path, input_path: Path, recorder: _LineageRecorder) -> None:
    index = OperationIndex(read_dump(input_path))
    inputs = [
        {
            "origin": number,
            "unique_id": info.unique_id,
            "op": info.op_name,
            "position": f"{info.op.name_position[0]}:{info.op.name_position[1]}",
        }
        for number, info in enumerate(index.infos[1:])
    ]
    data = {
        "version": LINEAGE_VERSION,
        "input": str(input_path),
        "input_ops": inputs,
        "stages": recorder.stages,
    }
    write_output(path, json_text(data) + "\n")
