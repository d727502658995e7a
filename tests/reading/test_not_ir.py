"""Text that is not IR is never read as IR (issue 29, item 4): junk lines
between the statements of real stages, characters no MLIR token holds,
ops without a location in a stage printed with locations, text after a
region's `}`, unterminated strings, cut types and aliases, byte-order marks
in mid-file. Each is an error at its line from the parser, and the line
reader (`summarize_lines`) never takes what the parser rejects."""

from __future__ import annotations

import random
import re

import pytest
from conftest import real_stage_corpus
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tracksrc
from tracksrc.errors import ParseError
from tracksrc.pipeline.streams.summaries.line_memo import LineMemo
from tracksrc.pipeline.streams.summaries.line_summary import summarize_lines
from tracksrc.reading.parser import read_mlir_text
from tracksrc.reading.stage_header import HEADER_MARKER
from tracksrc.reading.statements import (
    starts_statement,
)

CORPUS = real_stage_corpus()
PRINTED = [text for text in CORPUS if text.startswith(HEADER_MARKER)]
LOCATED = [text for text in PRINTED if " loc(" in text]

# The junk lines: none is IR in any stage, wherever it stands
# between two statements.
JUNK = [
    "os.system('rm -rf /')",
    "a.b \x01\x02",
    "12345",
    "x = y",
    '"quoted"',
    "</script><script>alert(1)</script>",
    "= 12",
    "-> y",
    ": x",
    "\ufeff",
]
# Junk that reads like an op printed without a location: not IR where every
# op of the stage ends in `loc(...)`.
LOCATED_JUNK = ["foo.bar baz qux", "model.mlir.x y z", 'test.a message("oops) loc(unknown)']


def _statement_starts(text: str) -> list[int]:
    """The lines (0-based) of `text` that start a statement inside a region:
    junk put before one stands between two statements."""
    lines = text.split("\n")
    found = []
    offset = len(lines[0]) + 1
    for number in range(1, len(lines)):
        line = lines[number]
        start = len(line) - len(line.lstrip(" "))
        if start and line.strip() and starts_statement(line, start, len(line), "", False):
            found.append(number)
        offset += len(line) + 1
    return found


def _insert(text: str, at: int, junk: str, indent: bool = True) -> str:
    lines = text.split("\n")
    line = lines[at]
    prefix = line[: len(line) - len(line.lstrip(" "))] if indent else ""
    return "\n".join([*lines[:at], prefix + junk, *lines[at:]])


def _rejected_at(
    mutated: str, line: int, column: int | None = None, match: str | None = None
) -> None:
    """The parser's error is at `line` (and `column`, if given; its message
    matching `match`), and the line reader declines the text too."""
    with pytest.raises(ParseError, match=match) as caught:
        read_mlir_text(mutated, "stage.mlir")
    assert caught.value.line == line, caught.value.format()
    assert column is None or caught.value.column == column, caught.value.format()
    assert summarize_lines(mutated, "stage.mlir", 1, LineMemo()) is None


@pytest.mark.parametrize(
    ("stages", "junk_lines"),
    [(PRINTED, JUNK), (LOCATED, LOCATED_JUNK)],
    ids=["junk anywhere", "an op without location where all have one"],
)
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_junk_between_statements_is_an_error_at_its_line(
    stages: list[str], junk_lines: list[str], data: st.DataObject
) -> None:
    text = data.draw(st.sampled_from(stages), label="stage")
    at = data.draw(st.sampled_from(_statement_starts(text)), label="line")
    junk = data.draw(st.sampled_from(junk_lines), label="junk")
    _rejected_at(_insert(text, at, junk), at + 1)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_diagnostic_inside_a_region_is_an_error_at_its_line(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(PRINTED), label="stage")
    at = data.draw(st.sampled_from(_statement_starts(text)), label="line")
    mutated = _insert(text, at, "model.mlir:1:1: error: x", indent=False)
    _rejected_at(mutated, at + 1)


def test_a_diagnostic_between_the_ops_of_a_region_is_named() -> None:
    stage = (
        "// -----// IR Dump After CSE (cse) //----- //\n"
        "func.func @f() {\n"
        '  "test.a"() : () -> () loc("a.mlir":1:1)\n'
        "model.mlir:1:1: error: x\n"
        '  "test.b"() : () -> () loc("a.mlir":2:1)\n'
        '} loc("a.mlir":3:1)\n'
    )
    with pytest.raises(ParseError) as caught:
        read_mlir_text(stage, "s.mlir")
    assert (caught.value.line, caught.value.column) == (4, 1)
    assert caught.value.message == (
        "a compiler diagnostic inside the region of func.func (its IR is interrupted)"
    )


# Bytes no printer writes into IR: control characters, a form feed, DEL,
# bytes that are not UTF-8, a byte-order mark.
_BAD_BYTES = [
    b"\x01",
    b"\x02",
    b"\x0b",
    b"\x0c",
    b"\x1b",
    b"\x7f",
    b"\x80",
    b"\xff",
    b"\xc3",
    b"\xef\xbb\xbf",
]


@pytest.mark.parametrize("seed", range(6))
def test_a_byte_that_is_no_ir_inside_an_op_is_an_error_at_it(seed: int) -> None:
    # Seeded: a bad byte at a random column of a random op line (inside
    # strings too) of a random real stage.
    chooser = random.Random(seed)
    for _ in range(60):
        text = chooser.choice(PRINTED)
        lines = text.split("\n")
        at = chooser.choice(_statement_starts(text))
        line = lines[at].encode()
        column = chooser.randrange(len(line) - len(line.lstrip()), len(line) + 1)
        bad = chooser.choice(_BAD_BYTES)
        lines[at] = (line[:column] + bad + line[column:]).decode("utf-8", "surrogateescape")
        _rejected_at("\n".join(lines), at + 1)


def test_characters_are_named_at_their_column() -> None:
    stage = (
        "// -----// IR Dump After CSE (cse) //----- //\n"
        "module {\n"
        '  %0 = "test.a"() {s = "\\22ok\\22 caf\u00e9"} : () -> i32 loc("a.mlir":1:1)\n'
        "  os.system('rm -rf /') loc(\"a.mlir\":2:1)\n"
        '} loc("a.mlir":3:1)\n'
    )
    with pytest.raises(ParseError) as caught:
        read_mlir_text(stage, "s.mlir")
    error = caught.value
    assert (error.line, error.column) == (4, 13)
    assert error.message == "the character ' (no MLIR token starts with it): this is not IR"
    invalid = stage.replace("os.system('rm -rf /')", '"test.b"() {s = "\udcff"} : () -> ()')
    with pytest.raises(ParseError, match=r"not UTF-8 text \(0xFF\) in a string") as caught:
        read_mlir_text(invalid, "s.mlir")
    assert (caught.value.line, caught.value.column) == (4, 20)
    # Escapes and printable characters in strings are MLIR's.
    fine = stage.replace("  os.system('rm -rf /') loc(\"a.mlir\":2:1)\n", "")
    assert [op.op_name for op in read_mlir_text(fine, "s.mlir").walk()] == [
        "builtin.module",
        "test.a",
    ]


@pytest.mark.parametrize(
    ("tail", "message", "cut"),
    [
        ("func.func @f() -> tensor<2\n", "'<' is never closed (the text ends inside", True),
        ("#l2 = l\n", "the text ends here, inside the alias definition", True),
        ("#l2 = l\n#l3 = loc(unknown)\n", "no attribute or type for the alias", False),
        ("func.func @f() -> tensor<2>>\n", "'>' closes no '<'", False),
    ],
    ids=["cut type", "cut alias", "alias of nothing", "stray >"],
)
def test_cut_types_and_aliases_are_errors(tail: str, message: str, cut: bool) -> None:
    text = 'module {\n} loc("a.mlir":1:1)\n' + tail
    with pytest.raises(ParseError, match=message.replace("(", r"\(")) as caught:
        read_mlir_text(text, "cut.mlir")
    assert caught.value.cut is cut
    assert caught.value.line == 3


def test_a_byte_order_mark_counts_only_at_the_start() -> None:
    text = '\ufeffmodule {\n} loc("a.mlir":1:1)\n'
    assert [op.op_name for op in read_mlir_text(text, "b.mlir").walk()] == ["builtin.module"]
    with pytest.raises(ParseError) as caught:
        read_mlir_text('module {\n\ufeff} loc("a.mlir":1:1)\n', "b.mlir")
    assert (caught.value.line, caught.value.column) == (2, 1)


def test_what_printers_put_over_several_lines_is_still_read(tmp_path: object) -> None:
    # `scf.index_switch`'s `default {` after a `}`, `util.assume.int`'s
    # operands and type one per line, `=> !stream.timepoint`: real prints.
    stage = (
        "// -----// IR Dump After CSE (cse) //----- //\n"
        "func.func @f(%arg0: index, %arg1: index) -> index {\n"
        "  %0 = scf.index_switch %arg0 -> index\n"
        "  case 0 {\n"
        "    scf.yield %arg1 : index\n"
        "  }\n"
        "  default {\n"
        "    scf.yield %arg0 : index\n"
        "  }\n"
        "  %1:2 = util.assume.int\n"
        "      %arg0<umin = 0, umax = 0>,\n"
        "      %arg1<umin = 0, umax = 0>\n"
        "    : index, index\n"
        "  return %0 : index\n"
        "}\n"
    )
    ops = [op.op_name for op in read_mlir_text(stage, "s.mlir").walk()]
    assert ops == [
        "builtin.module",
        "func.func",
        "scf.index_switch",
        "scf.yield",
        "scf.yield",
        "util.assume.int",
        "func.return",
    ]
    quick = summarize_lines(stage, "s.mlir", 1, LineMemo())
    assert quick is not None and len(quick) == len(ops)
    # A file written by hand may break lines more freely (`ins(...)` on a
    # line of its own after an op name): no dump header, no such rule.
    hand = "func.func @f() {\n  %0 = linalg.fill\n    ins(%a : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>\n}\n"
    assert "linalg.fill" in [info.op_name for _, info in tracksrc.parse_text(hand, "h.mlir")]


def test_a_region_argument_location_in_op_syntax_is_read_as_a_location() -> None:
    # `affine.for %i loc(...) = 0 to 4`: no token keeps it, it is checked
    # all the same (a line past 2^32-1 is no MLIR).
    stage = (
        "func.func @f() {\n"
        '  affine.for %arg10 loc("s.mlir":4294967296:14) = 0 to 4 {\n'
        '  } loc("s.mlir":1:1)\n'
        '  return loc("s.mlir":2:1)\n'
        '} loc("s.mlir":3:1)\n'
    )
    with pytest.raises(ParseError, match="line number out of range") as caught:
        read_mlir_text(stage, "s.mlir")
    assert (caught.value.line, caught.value.column) == (2, 34)
    fine = stage.replace("4294967296", "4294967295")
    assert [op.op_name for op in read_mlir_text(fine, "s.mlir").walk()][1:] == [
        "func.func",
        "affine.for",
        "affine.yield",
        "func.return",
    ]


_FILE_LOCATION = re.compile(r'loc\("[^"\n]*":(\d+):\d+')
WITH_FILE_LOCATIONS = [text for text in PRINTED if _FILE_LOCATION.search(text)]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(min_value=2**32, max_value=2**64))
def test_a_location_line_past_2_32_is_an_error_wherever_the_location_stands(
    data: st.DataObject, number: int
) -> None:
    # Any `loc("file":N:M)` of a real stage (an op's, an alias's, a
    # function argument's inside the op's parentheses, a region argument's):
    # MLIR reads N as an unsigned 32-bit integer.
    text = data.draw(st.sampled_from(WITH_FILE_LOCATIONS), label="stage")
    found = list(_FILE_LOCATION.finditer(text))
    picked = found[data.draw(st.integers(0, len(found) - 1), label="location")]
    mutated = text[: picked.start(1)] + str(number) + text[picked.end(1) :]
    line = text.count("\n", 0, picked.start(1)) + 1
    column = picked.start(1) - text.rfind("\n", 0, picked.start(1))
    _rejected_at(mutated, line, column, match="out of range")


def test_a_function_argument_location_is_read_as_a_location() -> None:
    stage = (
        "// -----// IR Dump After CSE (cse) //----- //\n"
        'func.func @f(%arg0: tensor<2xf32> loc("s.mlir":4294967296:24)) -> tensor<2xf32> {\n'
        '  return %arg0 : tensor<2xf32> loc("s.mlir":2:1)\n'
        '} loc("s.mlir":1:1)\n'
    )
    with pytest.raises(ParseError, match="line number out of range") as caught:
        read_mlir_text(stage, "s.mlir")
    assert (caught.value.line, caught.value.column) == (2, 48)
    assert summarize_lines(stage, "s.mlir", 1, LineMemo()) is None
    fine = stage.replace("4294967296", "4294967295")
    assert [op.op_name for op in read_mlir_text(fine, "s.mlir").walk()][1:] == [
        "func.func",
        "func.return",
    ]
    assert summarize_lines(fine, "s.mlir", 1, LineMemo()) is not None
