"""Big numbers in a dump (issue 29, item 6). Location lines and columns are
what MLIR reads, unsigned 32-bit integers: up to 2^32 - 1 they are read
exactly by every path of the location parser, past it (and with thousands
of digits, which Python's int() refuses) they are a ParseError at the
number. Integers MLIR itself reads as big as they come (constants, type
dimensions) are kept as text; a result count past 32 bits is an error at
its place."""

from __future__ import annotations

from pathlib import Path

import pytest

import tracksrc
from tracksrc.errors import ParseError
from tracksrc.reading.location_attributes import CallSiteLoc, FileLoc, FusedLoc, NameLoc
from tracksrc.reading.locations import (
    MAX_KEY,
    MAX_LINE_OR_COLUMN,
    PositionOutOfRange,
    SourceLocation,
    SourceRange,
    key_of_stored,
    key_position,
    position_key,
    stored_key,
)

TOP = MAX_LINE_OR_COLUMN  # 4294967295
DIGITS = "9" * 5_000


def _module(op_location: str, aliases: str = "") -> str:
    return f'module {{\n  "test.op"() : () -> () loc({op_location})\n}}\n{aliases}'


def _location(text: str) -> object:
    (op,) = tracksrc.parse_text(text, "d.mlir").get_ops_by_type("test.op")
    return op.location


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        # The fast paths: a point, a range, an alias, a call-site chain,
        # a fused list.
        (f'"m.mlir":{TOP}:{TOP}', FileLoc.point("m.mlir", TOP, TOP)),
        (f'"m.mlir":3000000000:1 to {TOP}:{TOP}', FileLoc("m.mlir", 3_000_000_000, 1, TOP, TOP)),
        (f'"m.mlir":{TOP}:1 to :{TOP}', FileLoc("m.mlir", TOP, 1, TOP, TOP)),
        (
            f'callsite("a.mlir":1:1 at "m.mlir":{TOP}:4000000000)',
            CallSiteLoc(FileLoc.point("a.mlir", 1, 1), FileLoc.point("m.mlir", TOP, 4_000_000_000)),
        ),
        (
            f'fused["m.mlir":{TOP}:0, "a.mlir":0000000000003:00004]',
            FusedLoc((FileLoc.point("m.mlir", TOP, 0), FileLoc.point("a.mlir", 3, 4))),
        ),
        # The grammar: a name around a range.
        (
            f'"n"("m.mlir":2147483648:1 to {TOP}:2)',
            NameLoc("n", FileLoc("m.mlir", 2_147_483_648, 1, TOP, 2)),
        ),
    ],
)
def test_lines_and_columns_up_to_2_32_minus_1_are_read_exactly(
    written: str, expected: object
) -> None:
    assert _location(_module(written)) == expected
    assert _location(_module("#loc1", f"#loc1 = loc({written})\n")) == expected


def _error(text: str) -> str:
    with pytest.raises(ParseError) as caught:
        tracksrc.parse_text(text, "d.mlir")
    return caught.value.format()


def test_a_line_of_2_32_is_an_error_at_the_number() -> None:
    assert _error(_module('"m.mlir":4294967296:1')) == (
        "d.mlir:2:39: error: location line number out of range (MLIR reads it as an "
        "unsigned 32-bit integer)\n"
        '    "test.op"() : () -> () loc("m.mlir":4294967296:1)\n'
        "                                        ^\n"
        "  expected a line number from 0 to 4294967295"
    )


def test_a_column_of_2_32_in_an_alias_definition_is_an_error_at_the_number() -> None:
    assert _error(_module("#loc1", '#loc1 = loc("m.mlir":7:4294967296)\n')) == (
        "d.mlir:4:24: error: location column number out of range (MLIR reads it as an "
        "unsigned 32-bit integer)\n"
        '  #loc1 = loc("m.mlir":7:4294967296)\n'
        "                         ^\n"
        "  expected a column number from 0 to 4294967295"
    )


@pytest.mark.parametrize(
    ("written", "column", "what"),
    [
        ('"m.mlir":1:1 to 4294967296:1', 46, "line"),
        ('"m.mlir":1:1 to :4294967296', 47, "column"),
        ('callsite("a.mlir":1:1 at "m.mlir":4294967296:1)', 64, "line"),
        ('fused["a.mlir":1:1, "m.mlir":4294967296:1]', 59, "line"),
        ('"name"("m.mlir":4294967296:1)', 46, "line"),
        ('fused<"x">["a":1:1 to 2:3, "m.mlir":1:1 to 4294967296:2]', 73, "line"),
        ('"m.mlir":1:4294967296', 41, "column"),
    ],
)
def test_every_path_of_the_location_parser_reports_2_32_at_the_number(
    written: str, column: int, what: str
) -> None:
    message = _error(_module(written)).splitlines()
    assert message[0] == (
        f"d.mlir:2:{column}: error: location {what} number out of range (MLIR reads it as an "
        "unsigned 32-bit integer)"
    )
    assert message[1] == f'    "test.op"() : () -> () loc({written})'
    assert message[2] == " " * (column + 1) + "^"
    assert message[3] == f"  expected a {what} number from 0 to 4294967295"


def test_a_block_argument_location_past_2_32_is_an_error_at_the_number() -> None:
    text = (
        'module {\n  "test.op"() ({\n  ^bb0(%a: i32 loc("m.mlir":4294967296:1)):\n'
        '    "test.end"() : () -> ()\n  }) : () -> ()\n}\n'
    )
    # (Checked as the text is read: block arguments themselves are read when
    # first asked for.)
    with pytest.raises(ParseError) as caught:
        tracksrc.parse_text(text, "d.mlir")
    assert caught.value.format().splitlines()[:3] == [
        "d.mlir:3:29: error: location line number out of range (MLIR reads it as an "
        "unsigned 32-bit integer)",
        '    ^bb0(%a: i32 loc("m.mlir":4294967296:1)):',
        " " * 30 + "^",
    ]


@pytest.mark.parametrize(
    ("written", "column", "what"),
    [
        (f'"m.mlir":{DIGITS}:1', 39, "line"),
        (f'"m.mlir":1:{DIGITS}', 41, "column"),
        (f'callsite("a.mlir":1:1 at "m.mlir":1:{DIGITS})', 66, "column"),
        (f'"n"("m.mlir":{DIGITS}:1)', 43, "line"),
    ],
)
def test_a_5000_digit_line_or_column_is_an_error_at_the_number(
    written: str, column: int, what: str
) -> None:
    lines = _error(_module(written)).splitlines()
    assert lines[0] == (
        f"d.mlir:2:{column}: error: location {what} number out of range (MLIR reads it as an "
        "unsigned 32-bit integer)"
    )
    # The line cut to a window around the number, the caret under its start.
    assert lines[1].endswith("9" * 40 + "...")
    assert lines[2].index("^") == lines[1].index("9" * 40)
    assert lines[3] == f"  expected a {what} number from 0 to 4294967295"


def test_read_dump_reports_a_5000_digit_line_as_a_parse_error(tmp_path: Path) -> None:
    # (Not Python's ValueError about converting long integer strings.)
    path = tmp_path / "d.mlir"
    path.write_text(_module('"m.mlir":1:1', f'#loc1 = loc("m.mlir":{DIGITS}:2)\n'))
    with pytest.raises(ParseError) as caught:
        tracksrc.read_dump(path)
    assert (caught.value.line, caught.value.column) == (4, 22)
    assert caught.value.expected == "a line number from 0 to 4294967295"


def test_huge_integers_mlir_reads_are_kept_as_text() -> None:
    # An APInt constant and a type dimension of 5,000 digits: valid MLIR.
    text = (
        "module {\n"
        f"  func.func @f(%a: tensor<{DIGITS}xf32>) -> i32 {{\n"
        f'    %0 = arith.constant {DIGITS} : i32 loc("a.mlir":1:1)\n'
        f'    %1 = arith.constant dense<{DIGITS}> : tensor<2xi64> loc("a.mlir":2:1)\n'
        '    return %0 : i32 loc("a.mlir":3:1)\n'
        "  }\n"
        "}\n"
    )
    index = tracksrc.parse_text(text, "d.mlir")
    first, second = index.get_ops_by_type("arith.constant")
    assert first.op.text == f'%0 = arith.constant {DIGITS} : i32 loc("a.mlir":1:1)'
    assert second.op.text.startswith(f"%1 = arith.constant dense<{DIGITS}>")
    assert [str(info.src_rng) for info in (first, second)] == ["a.mlir:1:1", "a.mlir:2:1"]


@pytest.mark.parametrize("count", [DIGITS, "4294967296"])
def test_a_result_count_past_32_bits_is_an_error_at_the_count(count: str) -> None:
    lines = _error(f'module {{\n  %0:{count} = "test.op"() : () -> (i32)\n}}\n').splitlines()
    assert lines[0] == (
        "d.mlir:2:6: error: result count out of range (MLIR holds an op's result count in 32 bits)"
    )
    assert lines[2] == "       ^"
    assert lines[3] == "  expected a count from 1 to 4294967295 after the result name"


def test_a_result_count_of_2_32_minus_1_is_read() -> None:
    (op,) = tracksrc.parse_text(
        'module {\n  %0:4294967295 = "test.op"() : () -> (i32)\n}\n', "d.mlir"
    ).get_ops_by_type("test.op")
    assert op.op.result_groups == [("%0", 4294967295)]
    assert op.op.first_result_name == "%0#0"


def test_keys_of_the_largest_positions_sort_and_store_in_64_bits() -> None:
    assert position_key(TOP, TOP) == MAX_KEY == 2**64 - 1
    assert key_position(MAX_KEY) == (TOP, TOP)
    keys = [0, position_key(1, 0), position_key(2**31, 5), position_key(TOP, 0), MAX_KEY]
    stored = [stored_key(key) for key in keys]
    assert stored == sorted(stored)
    assert all(-(2**63) <= value < 2**63 for value in stored)
    assert [key_of_stored(value) for value in stored] == keys


def test_user_places_past_2_32_are_a_clear_value_error() -> None:
    assert str(SourceRange.from_str(f"m.mlir:{TOP}:{TOP}")) == f"m.mlir:{TOP}:{TOP}"
    for text in (f"m.mlir:{TOP + 1}:1", f"m.mlir:1:{DIGITS}", f"m.mlir:1:1-1:{TOP + 1}"):
        with pytest.raises(PositionOutOfRange, match="expected 0 to 4294967295"):
            SourceRange.from_str(text)
    with pytest.raises(ValueError, match=r"column number must be in 0\.\.4294967295"):
        SourceLocation(SourceRange.from_str("m.mlir:1:1").file_path, 1, TOP + 1)
