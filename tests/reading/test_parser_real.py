"""The parser on real dumps: every file and every stage of the streams in
tests/data/real parses completely, with op counts equal to an independent
count and spot checks written from reading the files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import ANCHOR, DATA, JAX, MNIST, RESNET, split_stages, stream_text

import tracksrc
from tracksrc.reading.ir import Operation
from tracksrc.reading.loading import read_dump
from tracksrc.reading.location_attributes import CallSiteLoc, FileLoc, FusedLoc, Location, NameLoc
from tracksrc.reading.location_parser import has_alias
from tracksrc.reading.parser import read_mlir_text

_OP_LINE_END = re.compile(r"loc\([^\n]*\)[ \t]*$")


def independent_op_count(text: str) -> int:
    """Ops in a dump printed with debuginfo: every op's text ends with its
    `loc(...)` on a line of its own end; block labels and `#loc` alias lines
    also end with a loc and are left out."""
    count = 0
    for line in text.splitlines():
        stripped = line.lstrip()
        if stripped.startswith(("^", "#", "//")):
            continue
        if _OP_LINE_END.search(line):
            count += 1
    return count


def _locations(location: Location) -> list[Location]:
    out: list[Location] = [location]
    if isinstance(location, NameLoc) and location.child is not None:
        out += _locations(location.child)
    elif isinstance(location, CallSiteLoc):
        out += _locations(location.callee) + _locations(location.caller)
    elif isinstance(location, FusedLoc):
        for child in location.locations:
            out += _locations(child)
    return out


def assert_fully_resolved(op: Operation) -> None:
    assert not has_alias(op.location), op  # type: ignore[arg-type]


def parsed_op_count(mlir_file: tracksrc.reading.parser.MlirFile) -> int:  # type: ignore[name-defined]
    """The ops the text prints: not the module MLIR wraps a fragment in,
    nor the ops its parser builds (implicit terminators, short-form bodies)."""
    ops = [op for op in mlir_file.walk() if not op.materialized]
    return len(ops) - (1 if mlir_file.module.implicit else 0)


@pytest.mark.parametrize("path", sorted(RESNET.glob("*.mlir")), ids=lambda p: p.name)
def test_resnet_stages_parse_completely(path: object) -> None:
    mlir_file = read_dump(path)  # type: ignore[arg-type]
    text = mlir_file.source.text
    assert parsed_op_count(mlir_file) == independent_op_count(text)
    assert mlir_file.header is not None and mlir_file.header.startswith("// -----// IR Dump After")
    for op in mlir_file.walk():
        assert_fully_resolved(op)
        if not (op.implicit or op.materialized):
            # The span is exact: it starts with the results (or, without
            # results, with the name) and ends with the trailing location.
            if op.result_text:
                assert op.text.startswith(op.result_text)
                assert op.name_offset > op.start
            else:
                assert op.name_offset == op.start
            assert op.text.rstrip().endswith(")")


def test_resnet_00000_spot_checks() -> None:
    index = tracksrc.parse_file(RESNET / "00000_convert-torch-onnx-to-torch.mlir")
    assert len(index) == 4131  # implicit module + func.func + 4,129 ops
    module = index.get_op("builtin.module[0]")
    assert module is not None and module.op.implicit
    assert module.op.location == FileLoc.point(
        str(RESNET / "00000_convert-torch-onnx-to-torch.mlir"), 0, 0
    )
    func = index.get_op("builtin.module[0]/func.func[1]")
    assert func is not None and func.op.location == FileLoc.point("resnet50.mlir", 2, 3)
    first = index.get_op("builtin.module[0]/func.func[1]/%0")
    assert first is not None
    assert first.op_name == "torch.vtensor.literal"
    assert first.op.location == FileLoc.point("resnet50.mlir", 3, 10)
    assert first.op.start_position == (3, 3)
    returns = index.get_ops_by_type("func.return")
    assert len(returns) == 1
    assert returns[0].op.location == FileLoc.point("resnet50.mlir", 688, 5)
    assert (
        returns[0].op.text
        == 'return %1942 : !torch.vtensor<[1,1000],f32> loc("resnet50.mlir":688:5)'
    )
    assert len(index.get_ops_by_type("torch.operator")) == 0
    assert index.get_ops_by_name("%1941")[0].op_name == "torch.aten.add.Tensor"


def test_resnet_00137_multiple_results() -> None:
    index = tracksrc.parse_file(RESNET / "00137_torch-decompose-complex-ops.mlir")
    (op,) = index.get_ops_by_name("%indices")
    assert index.get_ops_by_name("%values") == [op]
    assert op.ssa_name == "%values"
    assert op.result_names == ["%values", "%indices"]
    assert op.op_name == "torch.aten.max.dim"
    assert op.op.start_position == (678, 3)
    assert op.unique_id == "builtin.module[0]/func.func[1]/%values"


def test_resnet_00154_regions_and_block_arguments() -> None:
    index = tracksrc.parse_file(RESNET / "00154_canonicalize.mlir")
    (generic,) = index.get_ops_by_name("%5")
    assert generic.op_name == "linalg.generic"
    assert generic.op.start_position == (77, 3)
    assert generic.op.end_position[0] == 81
    assert [child.op_name for child in generic.children] == ["arith.addf", "linalg.yield"]
    assert generic.children[0].unique_id == "builtin.module[0]/func.func[1]/%5/%403"
    block = generic.op.regions[0].blocks[0]
    assert block.label == "^bb0"
    assert [(arg.name, arg.type) for arg in block.arguments] == [("%in", "f32"), ("%out", "f32")]
    assert block.arguments[0].location == FileLoc.point("resnet50.mlir", 513, 12)


def test_resnet_03261_module_with_multiline_ops_and_fused_debug_locations() -> None:
    index = tracksrc.parse_file(RESNET / "03261_iree-hal-conversion.mlir")
    module = index.get_op("builtin.module[0]")
    assert module is not None and not module.op.implicit
    assert module.op.location == FileLoc.point("resnet50.mlir", 1, 1)
    assert len(index.get_ops_by_type("hal.executable")) == 6
    assert len(index.get_ops_by_type("hal.executable.variant")) == 6
    executes = index.get_ops_by_type("hal.device.queue.execute.indirect")
    first = executes[0].op
    assert first.start_position == (83, 5)
    assert first.end_position[0] == 86
    assert first.text.endswith(
        'flags("None") loc(callsite("resnet50.mlir":513:12 at "resnet50.mlir":513:12))'
    )
    assert first.location == CallSiteLoc(
        FileLoc.point("resnet50.mlir", 513, 12), FileLoc.point("resnet50.mlir", 513, 12)
    )
    fused = [info for _, info in index if isinstance(info.op.location, FusedLoc)]
    assert len(fused) == 6
    assert all(info.op_name == "llvm.func" for info in fused)
    assert fused[0].op.location.metadata.startswith("#llvm.di_subprogram<id = distinct[0]<>")


def test_anchor_examples_parse() -> None:
    index = tracksrc.parse_file(ANCHOR / "conv_lowered.mlir")
    convs = index.get_ops_by_type("linalg.conv_2d_nhwc_hwcf")
    assert [c.ssa_name for c in convs] == ["%conv1", "%conv3"]
    # A hand-written op over four lines keeps its whole text.
    assert convs[0].op.text.count("\n") == 3
    pads = index.get_ops_by_type("tensor.pad")
    assert [p.children[0].op_name for p in pads] == ["tensor.yield", "tensor.yield"]
    (ret,) = index.get_ops_by_type("func.return")
    assert ret.op.text.startswith("return %conv0, %conv1, %conv2, %conv3\n")


def test_input_file_without_locations_gets_positions_of_op_names() -> None:
    index = tracksrc.parse_file(MNIST / "mnist_like.mlir", filename="mnist_like.mlir")
    (conv,) = [
        info
        for info in index.get_ops_by_type("torch.operator")
        if '"onnx.Conv"' in info.text and "%arg0" in info.text
    ]
    line, column = conv.op.name_position
    assert conv.op.location == FileLoc.point("mnist_like.mlir", line, column)
    assert index.file.source.line_text(line)[column - 1 :].startswith('torch.operator "onnx.Conv"')


def test_jax_input_with_aliases_before_the_module() -> None:
    index = tracksrc.parse_file(JAX / "mlp.stablehlo.mlir")
    dots = index.get_ops_by_type("stablehlo.dot_general")
    assert len(dots) == 3
    location = dots[0].op.location
    assert isinstance(location, NameLoc) and location.name == "jit(mlp)/dot_general"
    assert dots[0].names == ("jit(mlp)/dot_general", "dense", "mlp", "<module>")
    assert dots[0].stacks == (
        (
            ("mlp.py", *_keys(4, 20, 4, 25)),
            ("mlp.py", *_keys(7, 8, 7, 34)),
            ("mlp.py", *_keys(13, 38, 13, 78)),
        ),
    )
    args = dots[0].parent.op.regions[0].blocks[0]  # type: ignore[union-attr]
    assert args.label is None


def _keys(line: int, column: int, end_line: int, end_column: int) -> tuple[int, int]:
    from tracksrc.reading.locations import position_key

    return position_key(line, column), position_key(end_line, end_column)


@pytest.mark.corpus
@pytest.mark.parametrize(
    ("fixture", "stage_count"),
    [("mnist_after_all", 1783), ("mnist_after_change", 584), ("jax_after_all", 1031)],
)
def test_every_stage_of_the_streams_parses(
    fixture: str, stage_count: int, request: pytest.FixtureRequest
) -> None:
    text: str = request.getfixturevalue(fixture)
    stages = split_stages(text)
    assert len(stages) == stage_count
    for number, (start, end) in enumerate(stages):
        mlir_file = read_mlir_text(text, "stream.mlir", start=start, end=end)
        assert mlir_file.header is not None
        assert parsed_op_count(mlir_file) == independent_op_count(text[start:end]), number
        for op in mlir_file.walk():
            assert_fully_resolved(op)


@pytest.mark.corpus
def test_every_file_of_the_tree_dir_parses() -> None:
    import tarfile

    count = 0
    with tarfile.open(MNIST / "mnist_like.tree.tar.xz") as tar:
        for member in tar:
            if not member.isfile() or not member.name.endswith(".mlir"):
                continue
            handle = tar.extractfile(member)
            assert handle is not None
            text = handle.read().decode("utf-8")
            mlir_file = read_mlir_text(text, member.name)
            assert parsed_op_count(mlir_file) == independent_op_count(text), member.name
            count += 1
    assert count == 1748


GENERATED = DATA / "iree"


def _stage_ops(path: Path) -> list[tuple[str, list[tuple[str, str]]]]:
    text = stream_text(path)
    stages = []
    # Passes that change nothing print the same text again: parse each
    # distinct stage body once (what is compared depends on the text only).
    parsed: dict[str, list[tuple[str, str]]] = {}
    for start, end in split_stages(text):
        body_start = text.index("\n", start)
        header, body = text[start:body_start], text[body_start:end]
        if body not in parsed:
            mlir_file = read_mlir_text(text, path.name, start=start, end=end)
            parsed[body] = [
                (op.op_name, op.result_text) for op in mlir_file.walk() if not op.materialized
            ]
        stages.append((header, parsed[body]))
    return stages


@pytest.mark.corpus
def test_a_dump_without_locations_splits_into_the_same_ops_as_with_them() -> None:
    plain = _stage_ops(GENERATED / "mnist_like.after_all.nodebug.mlir.xz")
    located = _stage_ops(GENERATED / "mnist_like.after_all.debug.mlir.xz")
    assert len(plain) == len(located) == 1787
    for (plain_header, plain_ops), (header, ops) in zip(plain, located, strict=True):
        assert plain_header == header
        assert plain_ops == ops, header
    assert sum(len(ops) for _, ops in plain) == 136_532


@pytest.mark.corpus
def test_generic_op_form_stream_with_diagnostics_between_stages() -> None:
    text = stream_text(GENERATED / "mnist_like.after_all.generic.mlir.xz")
    stages = split_stages(text)
    assert len(stages) == 1787
    diagnostics = 0
    for start, end in stages:
        mlir_file = read_mlir_text(text, "generic.mlir", start=start, end=end)
        assert parsed_op_count(mlir_file) == independent_op_count(text[start:end])
        assert all(op.generic or op.implicit for op in mlir_file.walk())
        diagnostics += len(mlir_file.diagnostics)
    assert diagnostics == 1


@pytest.mark.corpus
def test_every_stage_of_a_torch_fx_stream_parses() -> None:
    text = stream_text(DATA / "torch" / "net.after_all.mlir.xz")
    stages = split_stages(text)
    assert len(stages) == 3507
    for start, end in stages:
        mlir_file = read_mlir_text(text, "net.after_all.mlir", start=start, end=end)
        assert parsed_op_count(mlir_file) == independent_op_count(text[start:end])
        for op in mlir_file.walk():
            assert_fully_resolved(op)


def test_triton_before_dumps_and_internal_dumps() -> None:
    text = stream_text(DATA / "triton" / "dump.mlir.xz")
    # Any `// -----//` line starts a stage, Triton's internal dumps too.
    starts = [match.start() for match in re.finditer(r"^// -----//", text, re.MULTILINE)]
    starts.append(len(text))
    assert len(starts) - 1 == 86
    stages = [
        read_mlir_text(text, "dump.mlir", start=starts[index], end=starts[index + 1])
        for index in range(86)
    ]
    for number, mlir_file in enumerate(stages):
        assert mlir_file.header is not None
        if "internal IR Dump" not in mlir_file.header:
            assert mlir_file.header.startswith("// -----// IR Dump Before ")
            stage_text = text[starts[number] : starts[number + 1]]
            assert parsed_op_count(mlir_file) == independent_op_count(stage_text)
    internal = [number for number, f in enumerate(stages) if "internal IR Dump" in (f.header or "")]
    assert internal == [40, 41]
    # Printed without locations, the internal dumps still split into the
    # same ops as the stage before them, which has locations.
    before = [op.op_name for op in stages[39].walk()]
    assert len(before) == 28 and before.count("tt.reduce.return") == 2
    for number in internal:
        assert [op.op_name for op in stages[number].walk()] == before
    (func,) = [
        op
        for op in stages[0].walk()
        if op.op_name == "tt.func" and "softmax_kernel" in op.text[:60]
    ]
    assert func.location == FileLoc("/tmp/tritongen/kernel.py", 7, 1, 7, 1)
