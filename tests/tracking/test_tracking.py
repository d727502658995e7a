"""track / track_back / related in both modes, on the anchor examples of
mlir-track-src, the JAX stream (inlined copies told apart), the bundled
sample and small texts for fused locations."""

from __future__ import annotations

import pytest
from conftest import ANCHOR, DATA, JAX, SAMPLES, split_stages, stream_text

import tracksrc
from tracksrc import SourceRange, SourceReMap, track, track_back
from tracksrc.reading.parser import read_mlir_text
from tracksrc.tracking.index import OperationIndex


def test_mlir_track_src_readme_simple_example() -> None:
    op_index = tracksrc.parse_file(ANCHOR / "input.mlir")
    track_op_index = tracksrc.parse_file(ANCHOR / "track.mlir")
    (add,) = op_index.get_ops_by_name("%0")
    assert add.op.text == '%0 = arith.addi %arg0, %arg0 : i32 loc("source.mlir":10:5)'
    tracked = track(op_index.get_ops_by_name("%0"), track_op_index)
    assert [info.op.text for info in tracked] == [
        '%0 = arith.addf %arg0, %arg0 : f32 loc("source.mlir":10:5)'
    ]


@pytest.mark.parametrize("mode", ["precise", "compat"])
def test_mlir_track_src_readme_conv_lowering_analysis(mode: str) -> None:
    input_path = ANCHOR / "conv_input.mlir"
    remap = SourceReMap.create(["%i=examples/conv_input.mlir"], {"%i": str(input_path)})
    op_index = tracksrc.parse_file(input_path, remap, mode=mode)
    track_op_index = tracksrc.parse_file(ANCHOR / "conv_lowered.mlir", remap, mode=mode)
    convs = op_index.get_ops_by_type("linalg.conv_2d_nhwc_hwcf")
    assert len(convs) == 4
    matmul_path = [
        c for c in convs if any(o.op_name == "linalg.matmul" for o in track(c, track_op_index))
    ]
    other_path = [c for c in convs if c not in matmul_path]
    assert [o.ssa_name for o in matmul_path] == ["%conv0", "%conv2"]
    assert [o.ssa_name for o in other_path] == ["%conv1", "%conv3"]
    names = [o.ssa_name or o.op_name for o in track(matmul_path[0], track_op_index)]
    assert names == [
        "%zero0",
        "%pad0",
        "tensor.yield",
        "%lhs0",
        "%rhs0",
        "%mat_init0",
        "%mat_fill0",
        "%matmul0",
        "%conv0",
    ]


def test_without_remap_the_input_file_name_does_not_match() -> None:
    op_index = tracksrc.parse_file(ANCHOR / "conv_input.mlir")
    track_op_index = tracksrc.parse_file(ANCHOR / "conv_lowered.mlir")
    assert track(op_index.get_ops_by_type("linalg.conv_2d_nhwc_hwcf"), track_op_index) == []


def _jax_stage(number: int) -> OperationIndex:
    text = stream_text(JAX / "mlp.after_all.mlir.xz")
    start, end = split_stages(text)[number]
    return OperationIndex(read_mlir_text(text, "mlp.after_all.mlir", start=start, end=end))


def test_precise_tells_inlined_copies_apart_jax() -> None:
    source = tracksrc.parse_file(JAX / "mlp.stablehlo.mlir")
    later = _jax_stage(28)  # after iree-stablehlo-to-iree-input: linalg on tensors
    assert later.file.header is not None and "stablehlo-to-iree-input" in later.file.header
    dots = source.get_ops_by_type("stablehlo.dot_general")
    matmuls = later.get_ops_by_type("linalg.matmul")
    assert len(dots) == len(matmuls) == 3
    reached = [[m for m in track(dot, later) if m.op_name == "linalg.matmul"] for dot in dots]
    assert reached == [[matmuls[0]], [matmuls[1]], [matmuls[2]]]
    # mlir-track-src's semantics see names as unknown: every dot "reaches"
    # every matmul.
    compat = [
        [m for m in track(dot, later, mode="compat") if m.op_name == "linalg.matmul"]
        for dot in dots
    ]
    assert compat == [matmuls, matmuls, matmuls]


def _sample() -> tuple[OperationIndex, OperationIndex]:
    input_path = SAMPLES / "model.mlir"
    remap = SourceReMap.create([f"{input_path}=model.mlir"])
    return (
        tracksrc.parse_file(input_path, remap),
        tracksrc.parse_file(SAMPLES / "model.lowered.mlir", remap),
    )


def test_call_sites_and_callee_in_the_sample() -> None:
    op_index, lowered = _sample()
    (callee_conv,) = [c for c in op_index.get_ops_by_type("tosa.conv2d") if c.ssa_name == "%0"]
    # The callee's conv became a matmul in each inlined copy.
    assert [o.ssa_name for o in track(callee_conv, lowered) if o.op_name == "linalg.matmul"] == [
        "%2",
        "%8",
    ]
    block0, block1 = op_index.get_ops_by_type("func.call")
    first = {o.ssa_name for o in track(block0, lowered)}
    second = {o.ssa_name for o in track(block1, lowered)}
    assert "%2" in first and "%2" not in second
    assert "%8" in second and "%8" not in first
    # Constants merged by CSE carry both call sites.
    assert "%cst_0" in first and "%cst_0" in second
    # compat: a call site is its callee, so the call reaches none of the
    # inlined code; only %cst, whose fused location merges into one range
    # (2:8 to 11:14) that happens to cover the call at 10:13.
    compat_first = {o.ssa_name for o in track(block0, lowered, mode="compat")}
    assert compat_first == {"%cst"}


def test_track_back_uses_the_combined_source_of_nested_ops() -> None:
    op_index, lowered = _sample()
    (fused_kernel,) = lowered.get_ops_by_name("%9")
    assert [o.ssa_name for o in track_back(fused_kernel, op_index)] == ["%0", "%1", "%block1"]
    assert [o.ssa_name for o in tracksrc.related(op_index.get_ops_by_name("%w1x1"), op_index)] == [
        "%w1x1"
    ]


FUSED_TEXT = """\
func.func @f() {
  %0 = test.kernel {
    %1 = test.a : i32 loc("m.mlir":513:12)
    test.yield %1 : i32 loc("m.mlir":659:12)
  } : i32 loc(fused["m.mlir":513:12, "m.mlir":659:12])
  return loc("m.mlir":700:1)
} loc("m.mlir":1:1)
"""

MIDDLE_TEXT = """\
func.func @g() {
  %a = test.first : i32 loc("m.mlir":513:12)
  %b = test.between : i32 loc("m.mlir":600:3)
  %c = test.last : i32 loc("m.mlir":659:12)
  return loc("m.mlir":700:1)
} loc("m.mlir":1:1)
"""


def test_a_fused_location_does_not_match_what_lies_between_its_parts() -> None:
    kernel_index = tracksrc.parse_text(FUSED_TEXT, "k.mlir")
    middle = tracksrc.parse_text(MIDDLE_TEXT, "g.mlir")
    (kernel,) = kernel_index.get_ops_by_name("%0")
    assert [o.ssa_name for o in track(kernel, middle)] == ["%a", "%c"]
    assert [o.ssa_name for o in track(kernel, middle, mode="compat")] == ["%a", "%b", "%c"]
    assert str(kernel.src_rng) == "m.mlir:513:12-659:12"
    assert [str(r) for r in kernel.source_ranges] == ["m.mlir:513:12", "m.mlir:659:12"]


def test_track_a_source_range_and_lists() -> None:
    middle = tracksrc.parse_text(MIDDLE_TEXT, "g.mlir")
    found = track(SourceRange.from_str("m.mlir:600:1-659:12"), middle)
    assert [o.ssa_name for o in found] == ["%b", "%c"]
    both = track(middle.get_ops_by_name("%a") + middle.get_ops_by_name("%a"), middle)
    assert [o.ssa_name for o in both] == ["%a"]
    with pytest.raises(TypeError, match="got None, not an op"):
        track(None, middle)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="get_ops_by_name"):
        track("%a", middle)  # type: ignore[arg-type]


def test_unknown_locations_match_each_other_only_in_compat_mode() -> None:
    text = 'func.func @f() {\n  %0 = test.a : i32 loc(unknown)\n  %1 = test.b : i32 loc(unknown)\n  return loc("m":1:1)\n} loc("m":1:1)\n'
    index = tracksrc.parse_text(text, "u.mlir")
    (a,) = index.get_ops_by_name("%0")
    assert track(a, index) == []
    assert [o.ssa_name for o in track(a, index, mode="compat")] == ["%0", "%1"]


def test_disabled_files_count_as_unknown() -> None:
    remap = SourceReMap.create(["m.mlir="])
    middle = tracksrc.parse_text(MIDDLE_TEXT, "g.mlir", remap)
    (a,) = middle.get_ops_by_name("%a")
    assert a.stacks == () and a.src_rng.is_unknown
    assert track(a, middle) == []


def test_shrink_to_parents_and_children() -> None:
    index = tracksrc.parse_text(FUSED_TEXT, "k.mlir")
    kernel = index.get_ops_by_name("%0")[0]
    inner = index.get_ops_by_name("%1")[0]
    func = kernel.parent
    assert func is not None
    assert tracksrc.shrink_to_parents([inner, kernel, func]) == [func]
    assert tracksrc.shrink_to_children([inner, kernel, func]) == [inner]
    assert tracksrc.unique_ops([inner, None, inner, kernel]) == [inner, kernel]


TORCH = DATA / "torch"


def test_torch_fx_call_stacks_keep_the_two_uses_of_one_module_apart() -> None:
    source = tracksrc.parse_file(TORCH / "net.mlir")
    text = stream_text(TORCH / "net.after_all.mlir.xz")
    stages = split_stages(text)
    assert len(stages) == 3507
    start, end = stages[16]
    later = OperationIndex(read_mlir_text(text, "net.after_all.mlir", start=start, end=end))
    assert later.file.header is not None and "convert-torch-to-linalg" in later.file.header
    stem, block1, block2 = source.get_ops_by_type("torch.aten.conv2d")
    assert [frame[0].rsplit("/", 1)[-1] for frame in block1.stacks[0]] == [
        "model.py",
        "model.py",
        "functional_export.py",
    ]

    def convs(op: tracksrc.OperationInfo, mode: str) -> list[str]:
        return [
            o.ssa_name for o in track(op, later, mode=mode) if o.op_name.startswith("linalg.conv")
        ]

    assert [convs(op, "precise") for op in (stem, block1, block2)] == [["%46"], ["%59"], ["%90"]]
    # compat keeps only the innermost frame, model.py:13 for both blocks.
    assert convs(block1, "compat") == convs(block2, "compat") == ["%59", "%90"]
