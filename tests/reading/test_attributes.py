"""`op_attributes`: an op's attributes as printed, made comparable between
two runs (names of values, symbols, aliases and locations set aside)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tracksrc.reading.attributes import SYNTAX, comparable, op_attributes
from tracksrc.reading.parser import read_mlir_text

FIRST = """#map1 = affine_map<(d0) -> (d0)>
#loc3 = loc("a.mlir":3:4)
module {
  func.func @main_dispatch_0(%arg0: tensor<4xf32>) -> tensor<4xf32> attributes {translation_info = #iree_codegen.translation_info<pipeline = CPUDefault>} {
    %0 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) attrs =  {lowering_config = #iree_cpu.lowering_config<distribution = [4]>, note = "a {brace}, and = sign"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32> loc(#loc3)
    %1 = "test.op"(%0) <{value = 7 : i64, unit}> {other = [1, 2]} : (tensor<4xf32>) -> tensor<4xf32> loc("a.mlir":5:1)
    stream.cmd.dispatch @ex::@entry {
      ro %arg1[%c0 for %c4] : !stream.resource<constant>{%c4}
    }
    return %1 : tensor<4xf32>
  }
}
"""

# The same program printed by another run: other SSA names, other alias
# numbers, another dispatch number, other locations, other spacing.
SECOND = (
    FIRST.replace("#map1", "#map7")
    .replace("%arg0", "%x")
    .replace("%in", "%i0")
    .replace("main_dispatch_0", "main_dispatch_4")
    .replace('"a.mlir":3:4', '"b.mlir":9:9')
    .replace('"a.mlir":5:1', "unknown")
    .replace("attrs =  {", "attrs = {")
    .replace("@ex::@entry", "@ex2::@entry")
)


def _attributes(text: str) -> dict[str, dict[str, str]]:
    parsed = read_mlir_text(text)
    return {op.op_name: op_attributes(op, parsed) for op in parsed.walk()}


def test_every_dictionary_entry_and_the_rest_of_the_text() -> None:
    found = _attributes(FIRST)
    assert found["func.func"] == {
        "translation_info": "#iree_codegen.translation_info<pipeline = CPUDefault>",
        SYNTAX: "@(%: tensor<4xf32>) -> tensor<4xf32> attributes",
    }
    assert found["linalg.generic"] == {
        "indexing_maps": "[affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>]",
        "iterator_types": '["parallel"]',
        "lowering_config": "#iree_cpu.lowering_config<distribution = [4]>",
        "note": '"a {brace}, and = sign"',
        SYNTAX: "ins(% : tensor<4xf32>) outs(% : tensor<4xf32>) attrs = -> tensor<4xf32>",
    }
    # The generic form: properties and the dictionary alike; a unit
    # attribute has no value.
    assert found["test.op"] == {
        "value": "7 : i64",
        "unit": "",
        "other": "[1, 2]",
        SYNTAX: '"test.op"(%) : (tensor<4xf32>) -> tensor<4xf32>',
    }
    # Braces of custom syntax are no dictionary: they stay in the text.
    assert found["stream.cmd.dispatch"] == {
        SYNTAX: "@::@ { ro %[% for %] : !stream.resource<constant>{%} }"
    }


def test_what_differs_without_meaning_is_set_aside() -> None:
    assert _attributes(SECOND) == _attributes(FIRST)
    changed = _attributes(FIRST.replace("distribution = [4]", "distribution = [2]"))
    assert changed["linalg.generic"]["lowering_config"] == (
        "#iree_cpu.lowering_config<distribution = [2]>"
    )


# Text around names: no character a name could go on with.
TEXT = st.text(alphabet=st.sampled_from(list(' ,:()<>[]{}=+*/"\n')), min_size=1, max_size=6)
WORD = st.integers(0, 999).map(str) | st.tuples(
    st.sampled_from(list("abXY_$.-")),
    st.text(alphabet=st.sampled_from(list("az09_$.-")), max_size=5),
).map("".join)
NAMES = st.sampled_from(["%", "^", "@"])


@settings(max_examples=300)
@given(st.lists(st.tuples(NAMES, st.integers(0, 3), TEXT), max_size=8), st.data())
def test_names_of_values_labels_and_symbols_make_no_difference(
    slots: list[tuple[str, int, str]], data: st.DataObject
) -> None:
    """Two prints of one text that name its values, block labels and
    symbols otherwise (each name consistently) are alike; the same names
    with a word changed are not."""
    empty = read_mlir_text("")

    def printed() -> str:
        names: dict[tuple[str, int], str] = {}
        pieces = []
        for sigil, number, text in slots:
            if (sigil, number) not in names:
                names[(sigil, number)] = sigil + data.draw(WORD)
            pieces.append(names[(sigil, number)] + text)
        return "op " + "".join(pieces) + " : f32"

    first, second = printed(), printed()
    assert comparable(first, empty) == comparable(second, empty)
    assert comparable(first + " f16", empty) != comparable(second, empty)
