"""The parser on every construct listed in shared/notes/MLIR_DUMPS.md, each
in a small text as MLIR prints it (or as people write it)."""

from __future__ import annotations

import textwrap

import pytest

import tracksrc
from tracksrc.reading.location_attributes import CallSiteLoc, FileLoc, FusedLoc, NameLoc, UnknownLoc


def parse(text: str) -> tracksrc.OperationIndex:
    return tracksrc.parse_text(textwrap.dedent(text).lstrip("\n"), "t.mlir")


def ops(index: tracksrc.OperationIndex) -> list[tuple[str, str]]:
    return [(info.op_name, info.ssa_name) for _, info in index]


def test_generic_form_with_properties_regions_and_successors() -> None:
    index = parse(
        """
        "builtin.module"() ({
          "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
          ^bb0(%arg0: i32 loc("a.mlir":1:10)):
            %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("a.mlir":2:5)
            "cf.br"(%0)[^bb1] : (i32) -> () loc("a.mlir":3:5)
          ^bb1(%1: i32 loc("a.mlir":4:1)):
            "func.return"(%1) : (i32) -> () loc("a.mlir":5:5)
          }) : () -> () loc("a.mlir":1:1)
        }) : () -> () loc(unknown)
        """
    )
    assert ops(index) == [
        ("builtin.module", ""),
        ("func.func", ""),
        ("arith.addi", "%0"),
        ("cf.br", ""),
        ("func.return", ""),
    ]
    module = index.get_op("builtin.module[0]")
    assert module is not None and not module.op.implicit and module.op.generic
    func = module.children[0]
    assert [block.label for block in func.op.regions[0].blocks] == ["^bb0", "^bb1"]
    assert func.op.regions[0].blocks[1].arguments[0].location == FileLoc.point("a.mlir", 4, 1)
    assert index.get_ops_by_name("%0")[0].op.location == FileLoc.point("a.mlir", 2, 5)
    assert isinstance(module.op.location, UnknownLoc)


def test_custom_form_multiple_results_and_default_dialects() -> None:
    index = parse(
        """
        module {
          func.func @f(%a: i32, %b: i32) -> (i32, i32) {
            %0:2 = "test.pair"(%a) : (i32) -> (i32, i32)
            %x, %y = test.two %b : i32, i32
            %c = call @g(%0#1) : (i32) -> i32
            return %c, %y : i32, i32
          }
          func.func private @g(i32) -> i32
        }
        """
    )
    assert ops(index) == [
        ("builtin.module", ""),
        ("func.func", ""),
        ("test.pair", "%0#0"),
        ("test.two", "%x"),
        ("func.call", "%c"),
        ("func.return", ""),
        ("func.func", ""),
    ]
    pair = index.get_ops_by_name("%0#1")
    assert pair and pair[0].op.result_groups == [("%0", 2)] and pair[0].op.num_results == 2
    assert index.get_ops_by_name("%y")[0].op_name == "test.two"
    # Ops printed without loc(...) are located at their name in this file.
    assert index.get_ops_by_name("%c")[0].op.location == FileLoc.point("t.mlir", 5, 10)
    assert (
        index.get_ops_by_type("func.return")[0].unique_id
        == "builtin.module[0]/func.func[1]/func.return[5]"
    )


def test_attribute_dictionaries_versus_regions() -> None:
    index = parse(
        """
        func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> attributes {llvm.emit_c_interface, torch.x = {a = 1 : i64}} {
          %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %arg0) -> (tensor<4xf32>) {
            %1 = "test.op"(%acc) {attr = {nested = "}{"}} : (tensor<4xf32>) -> tensor<4xf32>
            scf.yield %1 : tensor<4xf32>
          } {some.unit, other = [1, 2]}
          %2 = test.sized !stream.resource<constant>{%c800} : index
          return %0 : tensor<4xf32>
        }
        """
    )
    assert ops(index) == [
        ("builtin.module", ""),
        ("func.func", ""),
        ("scf.for", "%0"),
        ("test.op", "%1"),
        ("scf.yield", ""),
        ("test.sized", "%2"),
        ("func.return", ""),
    ]
    loop = index.get_ops_by_name("%0")[0]
    assert loop.op.text.endswith("} {some.unit, other = [1, 2]}")
    assert len(loop.op.regions) == 1


def test_multi_region_ops_and_custom_continuation_lines() -> None:
    index = parse(
        """
        func.func @f(%arg0: index, %c: i1) -> i32 {
          %0 = scf.index_switch %arg0 -> i32
          case 2 {
            %1 = arith.constant 10 : i32
            scf.yield %1 : i32
          }
          default {
            %2 = arith.constant 30 : i32
            scf.yield %2 : i32
          }
          %3 = scf.if %c -> (i32) {
            scf.yield %0 : i32
          } else {
            scf.yield %0 : i32
          }
          %conv = linalg.conv_2d_nhwc_hwcf
            {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
            ins(%a, %b : tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>)
            outs(%init : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
          stream.cmd.dispatch @ex::@entry[%c1](%arg0 : index) {
            ro %arg1[%c0 for %c8] : !stream.resource<constant>{%c8},
            wo %arg2[%c0 for %c8] : !stream.resource<transient>{%c8}
          }
          return %3 : i32
        }
        """
    )
    names = ops(index)
    assert names == [
        ("builtin.module", ""),
        ("func.func", ""),
        ("scf.index_switch", "%0"),
        ("arith.constant", "%1"),
        ("scf.yield", ""),
        ("arith.constant", "%2"),
        ("scf.yield", ""),
        ("scf.if", "%3"),
        ("scf.yield", ""),
        ("scf.yield", ""),
        ("linalg.conv_2d_nhwc_hwcf", "%conv"),
        ("stream.cmd.dispatch", ""),
        ("func.return", ""),
    ]
    switch = index.get_ops_by_name("%0")[0]
    assert len(switch.op.regions) == 2
    dispatch = index.get_ops_by_type("stream.cmd.dispatch")[0]
    assert dispatch.op.regions == [] and dispatch.op.text.count("\n") == 3


def test_aliases_resources_comments_and_strings() -> None:
    index = parse(
        """
        #map = affine_map<(d0) -> (d0)>
        !t = tensor<4xf32>
        #loc1 = loc("x.mlir":3:4)
        // a comment line
        module {
          %0 = "test.s"() {s = "with \\"quotes\\", a { brace and loc(#loc9) // not a comment"} : () -> !t loc(#loc2) // trailing
          %1 = test.alloc() : memref<4xf32> loc(fused<"CSE">[#loc1, "y.mlir":1:1])
        } loc(#loc1)
        #loc2 = loc(callsite(#loc1 at "z.mlir":9:9))
        {-#
          dialect_resources: {
            builtin: {
              blob: "0x04000000"
            }
          }
        #-}
        """
    )
    assert ops(index) == [("builtin.module", ""), ("test.s", "%0"), ("test.alloc", "%1")]
    assert index.file.attribute_aliases == {"map": "affine_map<(d0) -> (d0)>"}
    assert index.file.type_aliases == {"t": "tensor<4xf32>"}
    assert index.file.resources is not None and "blob" in index.file.resources
    first = index.get_ops_by_name("%0")[0]
    assert first.op.location == CallSiteLoc(
        FileLoc.point("x.mlir", 3, 4), FileLoc.point("z.mlir", 9, 9)
    )
    assert first.op.location_alias == "#loc2"
    second = index.get_ops_by_name("%1")[0]
    assert second.op.location == FusedLoc(
        (FileLoc.point("x.mlir", 3, 4), FileLoc.point("y.mlir", 1, 1)), '"CSE"'
    )


def test_fragments_and_several_top_level_ops_get_an_implicit_module() -> None:
    index = parse(
        """
        // -----// IR Dump After CSE (cse) ('func.func' operation: @a) //----- //
        func.func @a() {
          return
        }
        func.func @b() {
          return
        }
        """
    )
    assert index.file.header is not None and "(cse)" in index.file.header
    module = index.get_op("builtin.module[0]")
    assert module is not None and module.op.implicit
    assert module.op.location == FileLoc.point("t.mlir", 0, 0)
    assert [child.unique_id for child in module.children] == [
        "builtin.module[0]/func.func[1]",
        "builtin.module[0]/func.func[3]",
    ]


def test_reused_names_under_one_parent_keep_every_op() -> None:
    index = parse(
        """
        func.func @f(%x: i32) -> i32 {
          %0 = torch.shape.calculate {
            %34 = test.a %x : i32
            test.yield %34 : i32
          } shapes {
            %34 = test.b %x : i32
            test.yield %34 : i32
          } : i32
          return %0 : i32
        }
        """
    )
    reused = index.get_ops_by_name("%34")
    assert [info.op_name for info in reused] == ["test.a", "test.b"]
    assert [info.unique_id for info in reused] == [
        "builtin.module[0]/func.func[1]/%0/%34",
        "builtin.module[0]/func.func[1]/%0/%34[5]",
    ]
    assert len(index.operations) == len(index) == 8


def test_very_long_lines() -> None:
    values = ", ".join(f"{n}.0" for n in range(60_000))
    text = f'%0 = arith.constant dense<[{values}]> : tensor<60000xf32> loc("big.mlir":1:1)\n'
    text += '%1 = "test.s"() {s = "' + "x" * 300_000 + '"} : () -> i32 loc("big.mlir":2:1)\n'
    index = tracksrc.parse_text(text, "t.mlir")
    assert [info.op.location for _, info in index][1:] == [
        FileLoc.point("big.mlir", 1, 1),
        FileLoc.point("big.mlir", 2, 1),
    ]
    assert len(index.get_ops_by_name("%1")[0].text) > 300_000


@pytest.mark.parametrize(
    ("snippet", "expected_name"),
    [
        ('%0 = "test.op"() : () -> i32 loc("Conv_12")', NameLoc("Conv_12")),
        (
            '%0 = "test.op"() : () -> i32 loc("Conv_12"("m.mlir":5:3))',
            NameLoc("Conv_12", FileLoc.point("m.mlir", 5, 3)),
        ),
    ],
)
def test_name_locations(snippet: str, expected_name: object) -> None:
    index = tracksrc.parse_text(snippet + "\n", "t.mlir")
    assert index.get_ops_by_name("%0")[0].op.location == expected_name


def test_crlf_line_endings() -> None:
    text = 'func.func @f() {\r\n  %0 = test.a : i32 loc("a":1:1)\r\n  return\r\n}\r\n'
    index = tracksrc.parse_text(text, "t.mlir")
    assert [info.op_name for _, info in index] == [
        "builtin.module",
        "func.func",
        "test.a",
        "func.return",
    ]
    assert index.get_ops_by_name("%0")[0].text == '%0 = test.a : i32 loc("a":1:1)'


def test_block_arguments_are_read_on_first_use_with_aliases_resolved() -> None:
    text = (
        '%0 = test.g {\n^bb0(%in: f32 loc(#loc2), %out: f32, %x: !t<"a, b"> loc("p.mlir":3:4)):\n'
        "  test.y %in : f32 loc(#loc1)\n} : f32 loc(#loc1)\n"
        '#loc1 = loc("p.mlir":1:1)\n#loc2 = loc(callsite(#loc1 at "q.mlir":2:2))\n'
    )
    index = tracksrc.parse_text(text, "t.mlir")
    block = index.get_ops_by_name("%0")[0].op.regions[0].blocks[0]
    assert [(a.name, a.type) for a in block.arguments] == [
        ("%in", "f32"),
        ("%out", "f32"),
        ("%x", '!t<"a, b">'),
    ]
    assert block.arguments[0].location == CallSiteLoc(
        FileLoc.point("p.mlir", 1, 1), FileLoc.point("q.mlir", 2, 2)
    )
    # Without loc(...), an argument is located at its name, as MLIR does.
    assert block.arguments[1].location == FileLoc.point("t.mlir", 2, 27)
    assert block.arguments[2].location == FileLoc.point("p.mlir", 3, 4)


def test_byte_order_mark_and_value_user_comments() -> None:
    text = '\ufeff%0 = arith.constant 1 : i32 loc("a":1:1) // users: %1\n%1 = arith.addi %0, %0 : i32 loc("a":2:1)\n'
    index = tracksrc.parse_text(text, "t.mlir")
    assert [info.ssa_name for _, info in index][1:] == ["%0", "%1"]
    assert index.get_ops_by_name("%0")[0].op.location == FileLoc.point("a", 1, 1)
