"""MIGraphX program listings with debug symbols: parsing, tracking by
symbol sets, inputs_of / fused / lost, on the real listings."""

from __future__ import annotations

import textwrap

import pytest
from conftest import REAL

import tracksrc
from tracksrc import fused, inputs_of, lost, track, track_back
from tracksrc.errors import ParseError
from tracksrc.reading.loading import detect_format
from tracksrc.tracking.symbols import attributes

MIGRAPHX = REAL / "migraphx"


def index(name: str) -> tracksrc.OperationIndex:
    return tracksrc.parse_file(MIGRAPHX / name)


def by_name(idx: tracksrc.OperationIndex, name: str) -> tracksrc.OperationInfo:
    (info,) = idx.get_ops_by_name(name)
    return info


def test_every_instruction_is_parsed_with_its_symbols() -> None:
    parsed = index("mnist-8.parsed.txt")
    compiled = index("mnist-8.compiled.gpu.txt")
    assert parsed.file.format == compiled.file.format == "migraphx"
    instructions = [
        info for _, info in parsed if info.parent is not None and info.op_name != "migraphx.module"
    ]
    assert len(instructions) == 24
    assert [info.ssa_name for info in instructions][:3] == ["Input3", "@1", "@2"]
    assert by_name(parsed, "@10").op_name == "convolution"
    assert by_name(parsed, "@10").symbols == ("Convolution28",)
    assert by_name(parsed, "@10").op.operand_names == ("Input3", "@6")
    assert by_name(parsed, "Input3").symbols == ()
    assert by_name(parsed, "@23").op_name == "@return"
    assert by_name(parsed, "@23").symbols == ("@output_0:Plus214_Output_0",)
    code = by_name(compiled, "@19")
    assert code.op_name == "gpu::code_object"
    assert code.symbols == ("Plus214", "Times212", "Times212_reshape0")
    assert code.op.operand_names == ("@17", "@3", "@2", "main:#output_0")
    assert by_name(compiled, "main:#output_0").op_name == "@param"
    assert by_name(compiled, "@0").op_name == "check_context::migraphx::gpu::context"
    assert attributes(by_name(compiled, "@1")) == {
        "shape": "int8_type, {31360}, {1}",
        "id": "main:scratch",
    }
    assert attributes(code)["symbol_name"] == "mlir_reshape_dot_add"
    assert code.text.startswith("@19 = gpu::code_object[code_object=6176,")
    assert code.text.endswith("# Plus214, Times212, Times212_reshape0")
    assert sum(1 for _, info in compiled if info.symbols) == 15
    assert len(compiled.get_ops_by_type("gpu::code_object")) == 5
    assert by_name(compiled, "@15").unique_id == "migraphx.program[0]/main/@15"


def test_convolution110_tracks_to_the_fused_kernel_and_what_carries_its_symbol() -> None:
    parsed = index("mnist-8.parsed.txt")
    compiled = index("mnist-8.compiled.gpu.txt")
    (conv,) = [info for _, info in parsed if info.symbols == ("Convolution110",)]
    assert conv.ssa_name == "@15" and conv.op_name == "convolution"
    reached = track(conv, compiled)
    assert [(o.ssa_name, o.op_name) for o in reached] == [
        ("@7", "hip::hip_copy_literal"),
        ("@13", "gpu::code_object"),
        ("@15", "gpu::code_object"),
    ]
    # compat mode has no reading of symbols: it tracks the same way.
    assert track(conv, compiled, mode="compat") == reached
    assert [o.ssa_name for o in track_back(by_name(compiled, "@19"), parsed)] == [
        "@20",
        "@21",
        "@22",
    ]


def test_inputs_of_the_fused_convolution_kernel() -> None:
    compiled = index("mnist-8.compiled.gpu.txt")
    tree = inputs_of(by_name(compiled, "@15"))
    assert [(node.info.ssa_name, node.info.symbols) for node in tree.inputs] == [
        ("@13", ("Convolution110", "Pooling66")),
        ("@7", ("Convolution110", "Parameter87")),
        ("@4", ("Parameter88",)),
        ("@14", ()),
    ]
    assert str(tree) == textwrap.dedent(
        """\
        @15 gpu::code_object mlir_convolution_add_relu  (Convolution110, Plus112, ReLU114)
          reads @13 gpu::code_object pooling_kernel  (Convolution110, Pooling66)
          reads @7 hip::hip_copy_literal  (Convolution110, Parameter87)
          reads @4 hip::hip_copy_literal  (Parameter88)
          reads @14 load  (no symbols)"""
    )
    deeper = inputs_of(by_name(compiled, "@15"), depth=2)
    assert [info.ssa_name for info in deeper.flat()] == [
        "@13",
        "@11",
        "@12",
        "@7",
        "@4",
        "@14",
        "@1",
    ]


def test_horizontal_fusion() -> None:
    before = index("horizontal_fusion.before.txt")
    after = index("horizontal_fusion.after.txt")
    gemm1, gemm2, total = (by_name(before, name) for name in ("@3", "@4", "@5"))
    expected = [("@3", "concat"), ("@4", "dot"), ("@5", "slice"), ("@6", "slice")]
    assert [(o.ssa_name, o.op_name) for o in track(gemm1, after)] == expected
    assert [(o.ssa_name, o.op_name) for o in track(gemm2, after)] == expected
    assert [(o.ssa_name, o.op_name) for o in track(total, after)] == [("@7", "add")]
    groups = fused(after)
    assert [(group.symbols, [o.ssa_name for o in group.instructions]) for group in groups] == [
        (("gemm1", "gemm2"), ["@3", "@4", "@5", "@6"])
    ]
    assert str(groups) == "gemm1, gemm2: @3 concat, @4 dot, @5 slice, @6 slice"


def test_fused_and_lost_on_mnist() -> None:
    parsed = index("mnist-8.parsed.txt")
    compiled = index("mnist-8.compiled.gpu.txt")
    groups = fused(compiled)
    assert [group.symbols for group in groups] == [
        ("Convolution28", "Parameter5"),
        ("Convolution110", "Parameter87"),
        ("Convolution28", "Plus30", "ReLU32"),
        ("Convolution110", "Pooling66"),
        ("Convolution110", "Plus112", "ReLU114"),
        ("Plus214", "Times212", "Times212_reshape0"),
    ]
    gone = lost(parsed, compiled)
    assert gone.symbols == [
        "Parameter193_reshape1_shape",
        "Pooling160_Output_0_reshape0_shape",
        "Parameter193",
    ]
    assert [[o.ssa_name for o in item.carriers] for item in gone] == [["@2"], ["@3"], ["@8"]]
    assert fused(parsed) == []
    assert lost(compiled, parsed).symbols == []


def test_several_modules_in_one_file() -> None:
    text = textwrap.dedent(
        """\
        module: "main"
        x = @param:x -> float_type, {4}, {1} # X
        @1 = @literal{1, 2, 3, 4} -> float_type, {4}, {1} # W
        @2 = pointwise(x,@1), [main:pointwise0] -> float_type, {4}, {1} # Add1, Relu2
        @3 = @return(@2)

        module: "main:pointwise0"
        x0 = @param:x0 -> float_type, {1}, {0}
        x1 = @param:x1 -> float_type, {1}, {0}
        @2 = add(x0,x1) -> float_type, {1}, {0} # Add1
        @3 = relu(@2) -> float_type, {1}, {0} # Relu2
        @4 = @return(@3)
        """
    ).replace(", [main:pointwise0]", "")
    idx = tracksrc.parse_text(text, "two.txt")
    assert idx.file.format == "migraphx"
    modules = idx.get_ops_by_type("migraphx.module")
    assert [m.ssa_name for m in modules] == ["main", "main:pointwise0"]
    assert [child.ssa_name for child in modules[1].children] == ["x0", "x1", "@2", "@3", "@4"]
    assert [o.unique_id for o in idx.get_ops_by_name("@2")] == [
        "migraphx.program[0]/main/@2",
        "migraphx.program[0]/main:pointwise0/@2",
    ]
    # Arguments resolve within the instruction's own module.
    relu = idx.get_ops_by_name("@3")[1]
    assert [node.info.op_name for node in inputs_of(relu).inputs] == ["add"]
    assert [o.ssa_name for o in track(idx.get_ops_by_name("@2")[0], idx)] == ["@2", "@2", "@3"]


def test_format_detection() -> None:
    for name in ["mnist-8.parsed.txt", "mnist-8.compiled.gpu.txt", "horizontal_fusion.before.txt"]:
        assert detect_format((MIGRAPHX / name).read_text()) == "migraphx"
    assert detect_format('module {\n  %0 = "x.y"() : () -> i32\n}\n') == "mlir"
    assert detect_format("#map = affine_map<(d0) -> (d0)>\nfunc.func @f() {\n}\n") == "mlir"
    assert (
        detect_format("// -----// IR Dump After X (x) //----- //\nfunc.func @f() {\n}\n") == "mlir"
    )


def test_a_bad_listing_line_gets_a_clear_error() -> None:
    text = (
        "@0 = @literal{ ... } -> int32_type, {3}, {1}\n@1 = dot(@0,@0 -> int32_type, {3}, {1} # g\n"
    )
    with pytest.raises(ParseError) as caught:
        tracksrc.parse_text(text, "bad.txt", format="migraphx")
    assert caught.value.format() == (
        "bad.txt:2:16: error: this is not a MIGraphX instruction\n"
        "  @1 = dot(@0,@0 -> int32_type, {3}, {1} # g\n"
        "                 ^\n"
        "  expected ')' or ','"
    )
    with pytest.raises(ValueError, match="unknown format"):
        tracksrc.parse_text(text, "bad.txt", format="onnx")
