"""The mini-compiler's IREE- and codegen-like passes: form-dispatches,
bufferize and lower-to-loops. Every stage is run by the NumPy interpreter
against the input program (buffers written in place, loops executed), on
the sample model with each convolution strategy and on small imported
ONNX graphs (pooling, depthwise and grouped convolutions, concat, pads);
locations are checked by scoring tracking against the compiler's ground
truth."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import pytest
from conftest import SAMPLES
from test_onnx_import import CASES

import tracksrc
from tracksrc.analysis.scoring import load_lineage, score
from tracksrc.cli.main import main
from tracksrc.compiler.interpreter import Interpreter, affine_apply, random_arguments
from tracksrc.compiler.onnx_import import import_onnx
from tracksrc.compiler.pass_manager import PassManager
from tracksrc.compiler.passes import DEFAULT_PIPELINE, build_pipeline
from tracksrc.compiler.passes.form_dispatches import is_root
from tracksrc.compiler.passes.lower_conv import allowed_strategies
from tracksrc.compiler.reader import read_program, read_program_text
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.tracking.provenance import Mode

MODEL = SAMPLES / "model.mlir"
LOOPS = (*DEFAULT_PIPELINE, "bufferize", "canonicalize", "lower-to-loops")
DISPATCH = (*DEFAULT_PIPELINE, "form-dispatches")


def _run_stages(module: object, passes: tuple[str, ...], environment: dict[str, str]) -> list[str]:
    """Run `passes` one at a time; the names of the ops after the last."""
    arguments = random_arguments(module, seed=5)  # type: ignore[arg-type]
    expected = Interpreter(module).run(arguments)  # type: ignore[arg-type]
    for pass_ in build_pipeline(passes):
        if pass_.argument == "lower-conv":
            pass_.allowed = allowed_strategies(environment)  # type: ignore[attr-defined]
        PassManager([pass_]).run(module)  # type: ignore[arg-type]
        got = Interpreter(module).run(arguments)  # type: ignore[arg-type]
        for first, second in zip(got, expected, strict=True):
            np.testing.assert_allclose(first, second, rtol=1e-4, atol=1e-5, err_msg=pass_.argument)
    return sorted({op.name for op in module.walk()})  # type: ignore[attr-defined]


@pytest.mark.parametrize("strategy", ["direct", "im2col", "1x1"])
def test_loops_compute_what_the_input_computes(strategy: str) -> None:
    environment = {"TRACKSRC_CONV_FIND_ONLY": strategy} if strategy != "1x1" else {}
    # CSE after bufferization and after the loops must merge neither two
    # allocations nor a load with one after a store.
    passes = (*LOOPS, "cse") if strategy == "1x1" else LOOPS
    names = _run_stages(read_program(MODEL, "model.mlir"), passes, environment)
    # Nothing of linalg is left: loops, loads, stores and scalar arithmetic.
    assert not [name for name in names if name.startswith(("linalg", "tensor."))]
    assert {"scf.for", "memref.load", "memref.store", "arith.mulf"} <= set(names)
    if strategy == "im2col":
        assert "affine.apply" in names


@pytest.mark.parametrize("case", ["pools", "grouped_and_depthwise", "batch_norm_concat"])
def test_loops_of_imported_graphs(case: str, tmp_path: Path) -> None:
    path = tmp_path / f"{case}.onnx"
    onnx.save(CASES[case](), str(path))
    module = read_program_text(import_onnx(path), path.name)
    names = _run_stages(module, LOOPS, {})
    assert "scf.for" in names and not [n for n in names if n.startswith("linalg")]


def test_dispatches_group_compute_ops_at_their_root() -> None:
    module = read_program(MODEL, "model.mlir")
    names = _run_stages(module, DISPATCH, {})
    assert "flow.dispatch.region" in names
    body = module.function("main").body.ops
    dispatches = [op for op in body if op.name == "flow.dispatch.region"]
    for dispatch in dispatches:
        inner = dispatch.body.ops
        assert inner[-1].name == "flow.return"
        roots = [op for op in inner if is_root(op)]
        # Located at its root (the first compute op), deriving from all inside.
        assert dispatch.location == roots[0].location
        assert dispatch.origins == frozenset().union(*(op.origins for op in inner[:-1]))
    # No compute op is left outside a dispatch.
    assert not [op for op in body if is_root(op)]
    with pytest.raises(ValueError, match="run it without form-dispatches"):
        PassManager(build_pipeline(["bufferize"])).run(module)


def test_codegen_stages_track_with_full_precision(tmp_path: Path) -> None:
    stream, lineage = tmp_path / "stream.mlir", tmp_path / "lineage.json"
    passes = "inline,to-linalg,canonicalize,lower-conv,fuse-elementwise,canonicalize,"
    for tail in ("bufferize,canonicalize,lower-to-loops", "form-dispatches"):
        assert (
            main(
                [
                    "compile",
                    str(MODEL),
                    "--pipeline",
                    passes + tail,
                    "--print-ir-after-all",
                    "--print-debuginfo",
                    "--dump-to",
                    str(stream),
                    "--emit-lineage",
                    str(lineage),
                ]
            )
            == 0
        )
        pipeline = open_pipeline(stream, cache=False)
        result = score(pipeline, load_lineage(lineage), Mode.PRECISE)
        # Every op the new passes make carries its source op's location.
        assert result.precision == 1.0 and result.recall == 1.0, tail
    # The loops of the 1x1 convolution of the first call track back to it.
    last = pipeline.stage(len(pipeline) - 1)
    # The compiler read the input by the path given.
    source = tracksrc.parse_file(MODEL)
    conv = source.get_ops_by_type("tosa.conv2d")[0]
    reached = {op.op_name for op in tracksrc.track(conv, last)}
    assert {"flow.dispatch.region", "linalg.matmul"} <= reached


def test_affine_expressions() -> None:
    text = "affine_map<(d0, d1) -> (((d0 floordiv 8) mod 8) * 2 + (d1 floordiv 12) * 1 - 3)>"
    assert affine_apply(text, [17, 30]) == ((17 // 8) % 8) * 2 + (30 // 12) - 3
    assert affine_apply("affine_map<(d0) -> (d0 ceildiv 4)>", [9]) == 3


def test_cse_keeps_the_first_location_unless_it_is_unknown() -> None:
    from tracksrc.compiler.ir import Block, Module, Op
    from tracksrc.reading.location_attributes import UNKNOWN, FileLoc

    body = Block([("tensor<4xf32>", "%x", UNKNOWN)])
    known = FileLoc.point("m.mlir", 3, 5)
    first = body.append(Op("tosa.exp", [body.arguments[0]], ["tensor<4xf32>"], location=UNKNOWN))
    second = body.append(Op("tosa.exp", [body.arguments[0]], ["tensor<4xf32>"], location=known))
    third = body.append(
        Op(
            "tosa.exp",
            [body.arguments[0]],
            ["tensor<4xf32>"],
            location=FileLoc.point("m.mlir", 4, 5),
        )
    )
    body.append(Op("func.return", [first.result, second.result, third.result], []))
    function = Op("func.func", [], [], {"sym_name": '"main"'}, [[body]])
    PassManager(build_pipeline(["cse"])).run(Module([function]))
    (kept,) = [op for op in function.body.ops if op.name == "tosa.exp"]
    # As MLIR's CSE: the survivor takes the first known location it meets.
    assert kept is first and kept.location == known


def test_attribute_texts_read_one_way() -> None:
    from tracksrc.compiler.attributes import (
        integers,
        is_identity,
        map_results,
        pair,
        projected_dims,
        split_maps,
    )

    assert integers("array<i64: 1, -2>") == [1, -2]
    assert integers("dense<[2, 3]> : tensor<2xi64>") == [2, 3]
    assert integers("[0, 1, 1, 0]") == [0, 1, 1, 0]
    assert pair("dense<2> : vector<2xi64>") == [2, 2]
    maps = split_maps(
        "[affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1 floordiv 4, (d0 mod 3))>]"
    )
    assert maps == [
        "affine_map<(d0, d1) -> (d0, d1)>",
        "affine_map<(d0, d1) -> (d1 floordiv 4, (d0 mod 3))>",
    ]
    assert map_results(maps[1]) == ["d1 floordiv 4", "(d0 mod 3)"]
    assert is_identity(maps[0]) and not is_identity(maps[1])
    assert projected_dims("affine_map<(d0, d1, d2) -> (d2, d0)>") == [2, 0]
