"""`tracksrc compile`: run the mini-compiler on an input file with MLIR's
printing flags, and write the ground truth of lineage.

    tracksrc compile model.mlir [-o out.mlir] [--pipeline inline,to-linalg,...]
        [--print-ir-after-all] [--print-ir-before-all] [--print-ir-after=PASS]
        [--print-ir-before=PASS] [--print-ir-after-change] [--print-ir-module-scope]
        [--print-ir-tree-dir=DIR] [--print-debuginfo] [--print-local-scope]
        [--print-op-generic] [--break-after=PASS] [--dump-to FILE]
        [--conv-direct=on|off] [--conv-im2col=...] [--conv-1x1=...] [--conv-find-only=S]
        [--emit-lineage FILE.json] [--gen-model layers=N,matmul=M] [--lose-locations=PASS]

Stages go to stderr as MLIR prints them, or to `--dump-to FILE`. The
lineage file lists, for every op of every printed stage (by the unique id
tracksrc gives it), the input ops it derives from as the compiler knows it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, TextIO

from tracksrc.compiler.models import ModelSpec, generate_model
from tracksrc.compiler.pass_manager import PassManager, PrintFlags, StageRecord
from tracksrc.compiler.passes import DEFAULT_PIPELINE, PASSES, build_pipeline
from tracksrc.compiler.passes.lower_conv import STRATEGIES, LowerConvolutions, allowed_strategies
from tracksrc.compiler.printer import PrintOptions, print_module
from tracksrc.compiler.reader import read_program
from tracksrc.errors import EXIT_BAD_INPUT, TracksrcError
from tracksrc.logs import parse_switch
from tracksrc.reading.loading import read_dump
from tracksrc.reading.parser import read_mlir_text
from tracksrc.tracking.index import OperationIndex

LINEAGE_VERSION = 1


def add_command(commands: Any) -> None:
    """Register `compile` on the `tracksrc` subcommands."""
    parser = commands.add_parser(
        "compile",
        help="compile a model with the bundled mini-compiler, printing stages like MLIR",
        description="Lower a TOSA-like model through the mini-compiler's passes; print stages "
        "with MLIR's --mlir-print-ir-* flags (without the mlir- prefix).",
    )
    parser.add_argument("input", type=Path, metavar="INPUT")
    parser.add_argument("-o", dest="output", type=Path, help="write the final program here")
    parser.add_argument(
        "--pipeline",
        default=",".join(DEFAULT_PIPELINE),
        help=f"pass arguments, comma-separated (known: {', '.join(PASSES)})",
    )
    parser.add_argument("--print-ir-after-all", action="store_true")
    parser.add_argument("--print-ir-before-all", action="store_true")
    parser.add_argument("--print-ir-after", action="append", default=[], metavar="PASS")
    parser.add_argument("--print-ir-before", action="append", default=[], metavar="PASS")
    parser.add_argument("--print-ir-after-change", action="store_true")
    parser.add_argument("--print-ir-module-scope", action="store_true")
    parser.add_argument("--print-ir-tree-dir", type=Path, metavar="DIR")
    parser.add_argument("--print-debuginfo", action="store_true", help="print locations")
    parser.add_argument("--print-local-scope", action="store_true", help="locations inline")
    parser.add_argument("--print-op-generic", action="store_true")
    parser.add_argument("--break-after", metavar="PASS", help="stop after this pass")
    parser.add_argument("--dump-to", type=Path, metavar="FILE", help="stages here, not stderr")
    for strategy in STRATEGIES:
        parser.add_argument(
            f"--conv-{strategy}",
            metavar="on|off",
            help=f"allow the {strategy} convolution strategy (TRACKSRC_CONV_{strategy.upper()})",
        )
    parser.add_argument(
        "--conv-find-only", choices=STRATEGIES, help="allow only this convolution strategy"
    )
    parser.add_argument("--emit-lineage", type=Path, metavar="FILE", help="ground truth JSON")
    parser.add_argument(
        "--lose-locations",
        metavar="PASS",
        help="after PASS, make every third op's location unknown (a lossy pass to find)",
    )
    parser.add_argument(
        "--gen-model",
        metavar="layers=N,matmul=M",
        help="first write a generated model of N convolutions (M on the matmul path) to INPUT",
    )


def _conv_environment(args: argparse.Namespace) -> dict[str, str]:
    environment = dict(os.environ)
    for strategy in STRATEGIES:
        value = getattr(args, f"conv_{strategy}")
        if value is not None:
            parse_switch(f"--conv-{strategy}", value)
            environment[f"TRACKSRC_CONV_{strategy.upper()}"] = value
    if args.conv_find_only:
        environment["TRACKSRC_CONV_FIND_ONLY"] = args.conv_find_only
    return environment


class _LineageRecorder:
    """Keeps, per printed stage, each op's unique id and origins."""

    def __init__(self) -> None:
        self.stages: list[dict[str, Any]] = []

    def __call__(self, record: StageRecord) -> None:
        index = OperationIndex(read_mlir_text(record.header + "\n" + record.text, "<stage>"))
        printed = index.infos[1:]
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


def run(args: argparse.Namespace) -> int:
    """Run `tracksrc compile`; returns the exit status (errors are reported
    by the caller, `tracksrc.cli.main`)."""
    names = [name.strip() for name in args.pipeline.split(",") if name.strip()]
    unknown = [name for name in names if name not in PASSES]
    for name in [
        *args.print_ir_after,
        *args.print_ir_before,
        args.break_after,
        args.lose_locations,
    ]:
        if name is not None and name not in PASSES:
            unknown.append(name)
    if unknown:
        print(
            f"tracksrc: error: unknown pass {', '.join(unknown)} (known: {', '.join(PASSES)})",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    if args.gen_model:
        args.input.write_text(generate_model(ModelSpec.parse(args.gen_model)), encoding="utf-8")
    module = read_program(args.input)
    passes = build_pipeline(names)
    allowed = allowed_strategies(_conv_environment(args))
    for pass_ in passes:
        if isinstance(pass_, LowerConvolutions):
            pass_.allowed = allowed
    options = PrintOptions(args.print_debuginfo, args.print_local_scope, args.print_op_generic)
    flags = PrintFlags(
        after_all=args.print_ir_after_all,
        before_all=args.print_ir_before_all,
        after=set(args.print_ir_after),
        before=set(args.print_ir_before),
        after_change=args.print_ir_after_change,
        module_scope=args.print_ir_module_scope,
        tree_dir=args.print_ir_tree_dir,
        options=options,
    )
    recorder = _LineageRecorder() if args.emit_lineage else None
    stream: TextIO = (
        open(args.dump_to, "w", encoding="utf-8") if args.dump_to else sys.stderr  # noqa: SIM115
    )
    try:
        manager = PassManager(
            passes, flags, stream, args.break_after, recorder, args.lose_locations
        )
        manager.run(module)
    finally:
        if args.dump_to:
            stream.close()
    if args.output:
        args.output.write_text(print_module(module, options), encoding="utf-8")
    if recorder is not None:
        _write_lineage(args.emit_lineage, args.input, recorder)
    return 0


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
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
