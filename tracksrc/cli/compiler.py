"""The mini-compiler's commands.

    tracksrc compile model.mlir [-o out.mlir] [--pipeline inline,to-linalg,...]
        [--print-ir-after-all] ... [--emit-lineage FILE.json] [--gen-model layers=N,matmul=M]
    tracksrc import-onnx MODEL.onnx -o model.mlir [--name NAME]

Both only read their options into the compiler's own entry points:
`tracksrc.compiler.driver.compile_file` and
`tracksrc.compiler.onnx_import.import_onnx`.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tracksrc.compiler.driver import CompileOptions, compile_file
from tracksrc.compiler.onnx_import import import_onnx
from tracksrc.compiler.pass_manager import PrintFlags
from tracksrc.compiler.passes import DEFAULT_PIPELINE, PASSES
from tracksrc.compiler.passes.lower_conv import STRATEGIES
from tracksrc.compiler.printer import PrintOptions
from tracksrc.output_files import note_input, write_output


def configure(name: str, parser: argparse.ArgumentParser) -> None:
    """Declare the options of `name` and what runs it."""
    {"compile": _compile, "import-onnx": _import_onnx}[name](parser)


def _compile(parser: argparse.ArgumentParser) -> None:
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
    parser.set_defaults(func=run_compile)


def _import_onnx(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("model", type=Path, metavar="MODEL.onnx")
    parser.add_argument("-o", dest="output", type=Path, required=True, metavar="model.mlir")
    parser.add_argument(
        "--name", help="the file name locations use (default: the model's file name)"
    )
    parser.set_defaults(func=run_import_onnx)


def run_compile(args: argparse.Namespace) -> int:
    """`tracksrc compile`."""
    flags = PrintFlags(
        after_all=args.print_ir_after_all,
        before_all=args.print_ir_before_all,
        after=set(args.print_ir_after),
        before=set(args.print_ir_before),
        after_change=args.print_ir_after_change,
        module_scope=args.print_ir_module_scope,
        tree_dir=args.print_ir_tree_dir,
        options=PrintOptions(args.print_debuginfo, args.print_local_scope, args.print_op_generic),
    )
    strategies = {
        strategy: getattr(args, f"conv_{strategy}")
        for strategy in STRATEGIES
        if getattr(args, f"conv_{strategy}") is not None
    }
    compile_file(
        CompileOptions(
            input=args.input,
            output=args.output,
            pipeline=[name.strip() for name in args.pipeline.split(",") if name.strip()],
            flags=flags,
            break_after=args.break_after,
            dump_to=args.dump_to,
            strategies=strategies,
            find_only=args.conv_find_only,
            emit_lineage=args.emit_lineage,
            gen_model=args.gen_model,
            lose_locations=args.lose_locations,
        )
    )
    return 0


def run_import_onnx(args: argparse.Namespace) -> int:
    """`tracksrc import-onnx`."""
    note_input(args.model)
    write_output(args.output, import_onnx(args.model, args.name))
    return 0
