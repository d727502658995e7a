"""`tracksrc import-onnx`: small ONNX graphs with random weights, one per
family of ops, checked against ONNX's own reference evaluator; the real
models shipped with the onnx package and the mnist_like model imported,
compiled through the default pipeline and checked stage against input
with the NumPy interpreter; locations; errors."""

from __future__ import annotations

import glob
from collections.abc import Callable
from pathlib import Path

import numpy as np
import onnx
import pytest
from conftest import MNIST
from onnx import TensorProto, helper, numpy_helper
from onnx.reference import ReferenceEvaluator

import tracksrc
from tracksrc.cli.main import main
from tracksrc.compiler.interpreter import Interpreter, random_arguments
from tracksrc.compiler.onnx_import import import_onnx
from tracksrc.compiler.pass_manager import PassManager
from tracksrc.compiler.passes import build_pipeline
from tracksrc.compiler.reader import read_program_text

LIGHT = sorted(glob.glob(str(Path(onnx.__file__).parent / "backend/test/data/light/light_*.onnx")))
MNIST_ONNX = MNIST / "mnist_like.onnx"
RNG = np.random.default_rng(7)


def _weights(name: str, *shape: int) -> onnx.TensorProto:
    return numpy_helper.from_array(RNG.standard_normal(shape).astype(np.float32), name)


def _model(
    nodes: list[onnx.NodeProto],
    inputs: dict[str, list[int]],
    output: str,
    initializers: list[onnx.TensorProto],
    opset: int = 13,
) -> onnx.ModelProto:
    graph = helper.make_graph(
        nodes,
        "g",
        [helper.make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in inputs.items()],
        [helper.make_tensor_value_info(output, TensorProto.FLOAT, None)],
        initializers,
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])


def _conv_relu() -> onnx.ModelProto:
    nodes = [
        helper.make_node(
            "Conv", ["x", "w", "b"], ["c"], pads=[1, 0, 2, 1], strides=[2, 1], dilations=[1, 2]
        ),
        helper.make_node("Relu", ["c"], ["y"]),
    ]
    return _model(nodes, {"x": [1, 3, 9, 9]}, "y", [_weights("w", 4, 3, 3, 3), _weights("b", 4)])


def _grouped() -> onnx.ModelProto:
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["g"], group=2, pads=[1, 1, 1, 1]),
        helper.make_node("Conv", ["g", "d", "db"], ["y"], group=6, kernel_shape=[3, 3]),
    ]
    weights = [_weights("w", 6, 2, 3, 3), _weights("d", 12, 1, 3, 3), _weights("db", 12)]
    return _model(nodes, {"x": [1, 4, 8, 8]}, "y", weights)


def _pools() -> onnx.ModelProto:
    nodes = [
        helper.make_node(
            "MaxPool",
            ["x"],
            ["m"],
            kernel_shape=[3, 3],
            strides=[2, 2],
            pads=[1, 1, 1, 1],
            ceil_mode=1,
        ),
        helper.make_node(
            "AveragePool", ["m"], ["a"], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1]
        ),
        helper.make_node("AveragePool", ["a"], ["p"], kernel_shape=[2, 2]),
        helper.make_node("GlobalAveragePool", ["p"], ["y"]),
    ]
    return _model(nodes, {"x": [1, 2, 13, 13]}, "y", [])


def _batch_norm_concat() -> onnx.ModelProto:
    scale, bias, mean = _weights("s", 3), _weights("o", 3), _weights("m", 3)
    variance = numpy_helper.from_array(RNG.uniform(0.5, 2, 3).astype(np.float32), "v")
    nodes = [
        helper.make_node("BatchNormalization", ["x", "s", "o", "m", "v"], ["n"], epsilon=1e-3),
        helper.make_node("Concat", ["n", "x"], ["c"], axis=1),
        helper.make_node("Relu", ["c"], ["y"]),
    ]
    # Opset 15: the reference evaluator reads BatchNormalization 9-14 as
    # training (it sees the default momentum); 15 says training_mode=0.
    return _model(nodes, {"x": [1, 3, 5, 5]}, "y", [scale, bias, mean, variance], opset=15)


def _classifier() -> onnx.ModelProto:
    nodes = [
        helper.make_node("Flatten", ["x"], ["f"]),
        helper.make_node("Gemm", ["f", "w", "c"], ["g"], transB=1, alpha=0.5, beta=2.0),
        helper.make_node("Dropout", ["g"], ["d"]),
        helper.make_node("Softmax", ["d"], ["y"], axis=1),
    ]
    return _model(nodes, {"x": [1, 2, 3, 3]}, "y", [_weights("w", 5, 18), _weights("c", 5)])


def _arithmetic() -> onnx.ModelProto:
    low = numpy_helper.from_array(np.array(-0.5, dtype=np.float32), "low")
    high = numpy_helper.from_array(np.array(1.5, dtype=np.float32), "high")
    nodes = [
        helper.make_node("MatMul", ["x", "w"], ["m"]),
        helper.make_node("Div", ["m", "k"], ["d"]),
        helper.make_node("Div", ["d", "m"], ["r"]),
        helper.make_node("Sum", ["m", "d", "r"], ["s"]),
        helper.make_node("Clip", ["s", "low", "high"], ["y"]),
    ]
    weights = [_weights("w", 6, 4), _weights("k", 4), low, high]
    return _model(nodes, {"x": [2, 6]}, "y", weights)


def _lrn_transpose() -> onnx.ModelProto:
    nodes = [
        helper.make_node("LRN", ["x"], ["l"], size=3, alpha=0.2, beta=0.75, bias=2.0),
        helper.make_node("Add", ["l", "k"], ["a"]),
        helper.make_node("Mul", ["a", "two"], ["t"]),
        helper.make_node("Reshape", ["t", "shape"], ["r"]),
        helper.make_node("Transpose", ["r"], ["y"], perm=[0, 2, 1]),
    ]
    shape = numpy_helper.from_array(np.array([1, 5, -1], dtype=np.int64), "shape")
    two = numpy_helper.from_array(np.array(2.0, dtype=np.float32), "two")
    return _model(nodes, {"x": [1, 5, 4, 4]}, "y", [_weights("k", 5, 1, 1), two, shape])


def _lrn_transpose_by_spec(model: onnx.ModelProto, x: np.ndarray) -> np.ndarray:
    """`_lrn_transpose` computed from the ONNX spec's formulas (onnx's
    reference evaluator sums squares for channel 0 only: it loops over the
    batch dimension)."""
    weights = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
    squares = x.astype(np.float64) ** 2
    window = np.zeros_like(squares)
    for c in range(x.shape[1]):
        window[:, c] = squares[:, max(0, c - 1) : c + 2].sum(axis=1)
    lrn = x / (2.0 + 0.2 / 3 * window) ** 0.75
    scaled = (lrn + weights["k"]) * 2.0
    return scaled.reshape(1, 5, -1).transpose(0, 2, 1).astype(np.float32)


CASES: dict[str, Callable[[], onnx.ModelProto]] = {
    "conv_relu": _conv_relu,
    "grouped_and_depthwise": _grouped,
    "pools": _pools,
    "batch_norm_concat": _batch_norm_concat,
    "classifier": _classifier,
    "arithmetic": _arithmetic,
    "lrn_transpose": _lrn_transpose,
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_import_computes_what_onnx_computes(case: str, tmp_path: Path) -> None:
    model = CASES[case]()
    path = tmp_path / f"{case}.onnx"
    onnx.save(model, str(path))
    module = read_program_text(import_onnx(path), path.name)
    inputs = {i.name: i for i in model.graph.input}
    feeds = {
        name: RNG.standard_normal([d.dim_value for d in info.type.tensor_type.shape.dim]).astype(
            np.float32
        )
        for name, info in inputs.items()
    }
    if case == "lrn_transpose":
        expected = _lrn_transpose_by_spec(model, feeds["x"])
    else:
        expected = ReferenceEvaluator(model).run(None, feeds)[0]
    arguments = list(feeds.values())
    ours = Interpreter(module).run(arguments)[0]
    assert ours.shape == expected.shape
    np.testing.assert_allclose(ours, expected, rtol=1e-4, atol=1e-5)
    # The compiled program computes the same.
    PassManager(build_pipeline()).run(module)
    np.testing.assert_allclose(
        Interpreter(module).run(arguments)[0], expected, rtol=1e-4, atol=1e-5
    )


def _logits(model: onnx.ModelProto, folder: Path) -> Path:
    """The model without a Softmax that ends it, saved in `folder`: the light
    models' constant weights make their logits tie but for rounding, and a
    softmax of near-tied logits in the thousands turns the last bit of any
    summation order into a different set of winners."""
    output = model.graph.output[0].name
    last = next((node for node in model.graph.node if output in node.output), None)
    if last is not None and last.op_type == "Softmax":
        model.graph.node.remove(last)
        model.graph.output[0].name = last.input[0]
    path = folder / "model.onnx"
    onnx.save(model, path)
    return path


@pytest.mark.corpus
@pytest.mark.parametrize("path", [str(MNIST_ONNX), *LIGHT], ids=lambda p: Path(p).stem)
def test_real_models_import_and_compile(path: str, tmp_path: Path) -> None:
    model = onnx.load(path)
    text = import_onnx(_logits(model, tmp_path))
    module = read_program_text(text, Path(path).name)
    counts: dict[str, int] = {}
    for op in module.walk():
        counts[op.name] = counts.get(op.name, 0) + 1
    convs = [node for node in model.graph.node if node.op_type == "Conv"]
    groups = [next((a.i for a in n.attribute if a.name == "group"), 1) for n in convs]
    plain = sum(1 for g in groups if g == 1)
    assert (
        counts.get("tosa.conv2d", 0) - sum(1 for n in model.graph.node if n.op_type == "LRN")
        >= plain
    )
    arguments = random_arguments(module)
    before = Interpreter(module).run(arguments)
    PassManager(build_pipeline()).run(module)
    names = {op.name for op in module.walk()}
    assert not any(name.startswith("tosa.") for name in names)
    after = Interpreter(module).run(arguments)
    for first, second in zip(before, after, strict=True):
        np.testing.assert_allclose(second, first, rtol=1e-4, atol=1e-5)


def test_mnist_import_matches_onnx_and_locates_each_node(tmp_path: Path) -> None:
    model = onnx.load(str(MNIST_ONNX))
    text = import_onnx(MNIST_ONNX)
    module = read_program_text(text, "mnist_like.onnx")
    x = RNG.standard_normal((1, 1, 28, 28)).astype(np.float32)
    expected = ReferenceEvaluator(model).run(None, {"Input3": x})[0]
    np.testing.assert_allclose(Interpreter(module).run([x])[0], expected, rtol=1e-4, atol=1e-5)
    index = tracksrc.parse_text(text, "mnist_like.mlir")
    node_line = {node.name: number for number, node in enumerate(model.graph.node, 1)}
    seen: dict[int, list[int]] = {}
    for _, info in index:
        if info.op_name in ("builtin.module", "func.func", "func.return"):
            continue
        (name,) = info.names
        ((frame,),) = info.stacks
        assert frame[0] == "mnist_like.onnx"
        line, column = divmod(frame[1], 1 << 32)
        assert line == node_line[name]
        seen.setdefault(line, []).append(column)
    # Column 1 is the op computing the node's output; helpers follow, each
    # at a column of its own.
    for columns in seen.values():
        assert sorted(columns) == list(range(1, len(columns) + 1))
    convs = index.get_ops_by_type("tosa.conv2d")
    assert [c.names for c in convs] == [("Convolution28",), ("Convolution110",)]
    assert [[str(r) for r in c.source_ranges] for c in convs] == [
        ["mnist_like.onnx:1:1"],
        ["mnist_like.onnx:5:1"],
    ]


def test_import_onnx_command_and_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "mnist.mlir"
    assert main(["import-onnx", str(MNIST_ONNX), "-o", str(out)]) == 0
    stream = tmp_path / "stream.mlir"
    assert (
        main(
            [
                "compile",
                str(out),
                "--print-ir-after-all",
                "--print-debuginfo",
                "--dump-to",
                str(stream),
                "-o",
                str(tmp_path / "final.mlir"),
            ]
        )
        == 0
    )
    # Tracking by the ONNX node: Convolution28 is node 1.
    pipeline = tracksrc.open_pipeline(stream)
    rows = tracksrc.lineage(pipeline, "mnist_like.onnx:1:1").rows
    assert rows[0].types["tosa.conv2d"] == 1
    assert "tosa.conv2d" not in rows[-1].types
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(b"\x00not a model")
    assert main(["import-onnx", str(bad), "-o", str(tmp_path / "x.mlir")]) == 2
    assert "not an ONNX model" in capsys.readouterr().err
    unsupported = _model([helper.make_node("Tanh", ["x"], ["y"])], {"x": [1, 4]}, "y", [])
    path = tmp_path / "tanh.onnx"
    onnx.save(unsupported, str(path))
    assert main(["import-onnx", str(path), "-o", str(tmp_path / "t.mlir")]) == 2
    assert "(node Tanh_0): the ONNX op Tanh is not supported" in capsys.readouterr().err


@pytest.mark.corpus
@pytest.mark.parametrize("path", [str(MNIST_ONNX), *LIGHT], ids=lambda p: Path(p).stem)
def test_real_models_reach_loops_and_dispatches(path: str) -> None:
    from tracksrc.compiler.passes import DEFAULT_PIPELINE
    from tracksrc.compiler.passes.form_dispatches import is_root

    text = import_onnx(path)
    loops = read_program_text(text, Path(path).name)
    PassManager(build_pipeline([*DEFAULT_PIPELINE, "bufferize", "lower-to-loops"])).run(loops)
    names = {op.name for op in loops.walk()}
    assert "scf.for" in names
    assert not [name for name in names if name.startswith(("linalg", "tensor.", "tosa."))]
    dispatched = read_program_text(text, Path(path).name)
    PassManager(build_pipeline([*DEFAULT_PIPELINE, "form-dispatches"])).run(dispatched)
    body = dispatched.function("main").body.ops
    assert any(op.name == "flow.dispatch.region" for op in body)
    assert not [op for op in body if is_root(op)]
