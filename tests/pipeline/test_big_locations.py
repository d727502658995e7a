"""Locations at lines and columns up to MLIR's 2^32 - 1 through whole-pipeline
queries (issue 29, item 6): position keys then reach 2^64 - 1, past the
signed 64-bit integers of SQLite and of the tracker's kept arrays. The
summaries (both readers, byte-equal; their bytes), the stack tables of the
store and the kept tracker hold them; queries answer the same from memory
and from the store; a line past 2^32 - 1 is an error at its place."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_tracksrc

from tracksrc.pipeline.composition.stack_lookup import MemoryLookup, StoredLookup
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.storage.database import StreamStore
from tracksrc.pipeline.streams.summaries.line_memo import LineMemo
from tracksrc.pipeline.streams.summaries.line_summary import summarize_lines
from tracksrc.pipeline.streams.summaries.summary import StackTable, StageSummary, bind_stacksets
from tracksrc.pipeline.streams.summaries.summary_builder import summarize
from tracksrc.reading.locations import LINE_STEP, MAX_KEY, position_key
from tracksrc.reading.parser import read_mlir_text

TOP = LINE_STEP - 1  # 4294967295

FIRST = """\
// -----// IR Dump After Canonicalizer (canonicalize) //----- //
module {
  func.func @f() -> i32 {
    %0 = arith.constant 1 : i32 loc(#loc1)
    %1 = arith.constant 2 : i32 loc(#loc2)
    %2 = arith.addi %0, %1 : i32 loc(#loc3)
    return %2 : i32 loc(#loc3)
  } loc(#loc4)
} loc(unknown)
#loc1 = loc("m.mlir":3000000000:4000000000)
#loc2 = loc("m.mlir":3000000000:5)
#loc3 = loc("m.mlir":4294967295:4294967295)
#loc4 = loc("m.mlir":2147483648:1 to 4294967295:4294967295)
"""
SECOND = """\
// -----// IR Dump After CSE (cse) //----- //
module {
  func.func @f() -> i32 {
    %c = arith.constant 3 : i32 loc(#loc5)
    return %c : i32 loc(#loc3)
  } loc(#loc4)
} loc(unknown)
#loc3 = loc("m.mlir":4294967295:4294967295)
#loc4 = loc("m.mlir":2147483648:1 to 4294967295:4294967295)
#loc5 = loc(fused["m.mlir":3000000000:4000000000, "m.mlir":3000000000:5, #loc3])
"""

# The op at 3000000000:4000000000, then what CSE folded it into; the
# function's location covers every other (a wide frame).
AT_THE_CONSTANT = """\
stage  pass          ops  op types
    0  canonicalize    2  arith.constant, func.func
    1  cse             2  arith.constant, func.func"""
# Line only: both constants of the line.
ON_THE_LINE = """\
stage  pass          ops  op types
    0  canonicalize    3  arith.constant x2, func.func
    1  cse             2  arith.constant, func.func"""
AT_THE_LAST_PLACE = """\
stage  pass          ops  op types
    0  canonicalize    3  arith.addi, func.func, func.return
    1  cse             3  arith.constant, func.func, func.return"""


@pytest.fixture()
def stream(tmp_path: Path) -> Path:
    path = tmp_path / "stream.mlir"
    path.write_text(FIRST + SECOND, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("place", "expected"),
    [
        ("m.mlir:3000000000:4000000000", AT_THE_CONSTANT),
        ("m.mlir:3000000000", ON_THE_LINE),
        ("m.mlir:3000000000:5-3000000000:4000000000", ON_THE_LINE),
        ("m.mlir:4294967295:4294967295", AT_THE_LAST_PLACE),
    ],
)
def test_lineage_finds_ops_at_the_largest_places_from_memory_and_from_the_store(
    stream: Path, tmp_path: Path, place: str, expected: str
) -> None:
    assert str(lineage(open_pipeline(stream, cache=False), place)) == expected
    cache = tmp_path / "cache"
    built = open_pipeline(stream, cache=cache)
    assert str(lineage(built, place)) == expected
    # Opened again: the tracker's stacks and the stack tables read back.
    again = open_pipeline(stream, cache=cache)
    tracker = tracker_of(again)
    assert isinstance(tracker.lookup, StoredLookup)
    assert tracker.table.stacks == tracker_of(built).table.stacks
    assert str(lineage(again, place)) == expected


def test_the_lineage_command_answers_by_place_and_by_line(stream: Path, tmp_path: Path) -> None:
    cache = str(tmp_path / "cache")
    for _ in range(2):  # built, then read from the store
        run = run_tracksrc(
            "lineage", str(stream), "--loc", "m.mlir:3000000000:4000000000", "--cache-dir", cache
        )
        assert (run.returncode, run.stdout) == (0, AT_THE_CONSTANT + "\n"), run.stderr
        run = run_tracksrc(
            "lineage", str(stream), "--loc", "m.mlir:3000000000", "--cache-dir", cache
        )
        assert (run.returncode, run.stdout) == (0, ON_THE_LINE + "\n"), run.stderr


def test_track_and_show_name_the_largest_places(tmp_path: Path) -> None:
    first, second = tmp_path / "a.mlir", tmp_path / "b.mlir"
    first.write_text(FIRST, encoding="utf-8")
    second.write_text(SECOND, encoding="utf-8")
    run = run_tracksrc("track", "a.mlir", "b.mlir", "--op", "%0", "--json", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    function = (
        '{"id": "builtin.module[0]/func.func[1]", "name": "", "type": "func.func", '
        '"location": "\\"m.mlir\\":2147483648:1 to 4294967295:4294967295", '
        '"sources": ["m.mlir:2147483648:1-4294967295:4294967295"], '
        '"dump_file": "b.mlir", "dump_line": 3, "dump_column": 3}'
    )
    assert run.stdout == (
        '{"op": {"id": "builtin.module[0]/func.func[1]/%0", "name": "%0", '
        '"type": "arith.constant", "location": "\\"m.mlir\\":3000000000:4000000000", '
        '"sources": ["m.mlir:3000000000:4000000000"], "dump_file": "a.mlir", '
        '"dump_line": 4, "dump_column": 10}, "tracked": [' + function + ", "
        '{"id": "builtin.module[0]/func.func[1]/%c", "name": "%c", "type": "arith.constant", '
        '"location": "fused[\\"m.mlir\\":3000000000:4000000000, \\"m.mlir\\":3000000000:5, '
        '\\"m.mlir\\":4294967295:4294967295]", "sources": ["m.mlir:3000000000:4000000000", '
        '"m.mlir:3000000000:5", "m.mlir:4294967295:4294967295"], "dump_file": "b.mlir", '
        '"dump_line": 4, "dump_column": 10}]}\n'
    )
    # `show` of what the op became: the function, its ops folded in.
    run = run_tracksrc(
        "track-src",
        "--input-mlir",
        "a.mlir",
        "--track-mlir",
        "b.mlir",
        "--json",
        "-c",
        "show(track(op_index.get_ops_by_name('%1')[0]))",
        cwd=tmp_path,
    )
    assert (run.returncode, run.stdout) == (0, function + "\n"), run.stderr


def test_a_line_of_2_32_in_a_stream_is_an_error_at_its_place(tmp_path: Path) -> None:
    path = tmp_path / "stream.mlir"
    path.write_text(
        FIRST + SECOND.replace('"m.mlir":4294967295:4294967295', '"m.mlir":4294967296:1')
    )
    run = run_tracksrc("lineage", str(path), "--loc", "m.mlir:1:1", "--no-cache")
    assert run.returncode == 2
    assert run.stderr.splitlines()[-4:] == [
        f"{path}:21:22: error: location line number out of range (MLIR reads it as an "
        "unsigned 32-bit integer)",
        '  #loc3 = loc("m.mlir":4294967296:1)',
        " " * 23 + "^",
        "  expected a line number from 0 to 4294967295",
    ]


def test_a_5000_digit_statistic_is_an_error_at_its_line(tmp_path: Path) -> None:
    banner = "===" + "-" * 73 + "==="
    report = (
        f"{banner}\n                         ... Pass statistics report ...\n{banner}\n"
        f"  CSEPass\n    (S) {'9' * 5_000} num-cse'd - Number of operations CSE'd\n\n"
    )
    path = tmp_path / "stream.mlir"
    path.write_text(FIRST + report, encoding="utf-8")
    run = run_tracksrc("passes", str(path), "--no-cache")
    assert run.returncode == 2
    assert run.stderr.splitlines()[-4:-1] == [
        f"{path}:18:1: error: this is not a line of the pass statistics report",
        "      (S) " + "9" * 92 + "...",
        "  ^",
    ]


# -- the parts, one by one ----------------------------------------------------


def test_both_readers_give_one_summary_whose_bytes_keep_the_largest_keys() -> None:
    lines = summarize_lines(FIRST, "stream.mlir", 1, LineMemo())
    assert lines is not None
    parsed = summarize(read_mlir_text(FIRST, "stream.mlir"), 1)
    assert lines.to_bytes() == parsed.to_bytes()
    again = StageSummary.from_bytes(parsed.to_bytes())  # (its values checked)
    frames = {again.frame(number) for number in range(again.frame_count)}
    file = again.files.index("m.mlir")
    assert (file, MAX_KEY, MAX_KEY) in frames
    assert (file, position_key(2**31, 1), MAX_KEY) in frames
    constant = position_key(3_000_000_000, 4_000_000_000)
    assert (file, constant, constant) in frames


def test_a_location_naming_the_dump_before_its_stage_binds_where_it_points() -> None:
    # Frames in the dump are kept relative to the stage's first line; one
    # before that line is kept as it is (relative, it would be negative).
    # (No dump header: a printed stage has a location after every op or
    # after none; a file written by hand may mix them.)
    stage = (
        "module {\n"
        '  "test.a"() : () -> () loc("s.mlir":2:3)\n'
        '  "test.b"() : () -> () loc("s.mlir":40:5)\n'
        '  "test.c"() : () -> ()\n'
        "}\n"
    )
    first_line = 30
    lines = summarize_lines(stage, "s.mlir", first_line, LineMemo())
    assert lines is not None
    parsed = summarize(read_mlir_text(stage, "s.mlir", first_line=first_line), first_line)
    assert lines.to_bytes() == parsed.to_bytes()
    table = StackTable()
    sets = bind_stacksets(lines, "s.mlir", first_line, None, table)
    located = {
        lines.type_of(position): [table.stacks[i] for i in sets[lines.op_stackset[position]]]
        for position in range(len(lines))
    }
    assert located["test.a"] == [(("s.mlir", position_key(2, 3), position_key(2, 3)),)]
    assert located["test.b"] == [(("s.mlir", position_key(40, 5), position_key(40, 5)),)]
    # Printed without a location: at its name, line 33 of the stream.
    assert located["test.c"] == [(("s.mlir", position_key(33, 3), position_key(33, 3)),)]


def _lookups(stacks: list[tuple[tuple[str, int, int], ...]]) -> tuple[StoredLookup, MemoryLookup]:
    # The stacks in a store's tables and in memory.
    table = StackTable()
    for stack in stacks:
        table.intern(stack)
    table.intern_set(frozenset(range(len(stacks))))
    store = StreamStore(None)
    with store.transaction() as db:
        StoredLookup.write(table, db)
    return StoredLookup(store), MemoryLookup(table)


def test_the_stored_stack_tables_answer_as_memory_does_at_the_extremes() -> None:
    line_2_31 = position_key(2**31, 7)
    stacks = [
        (("f", 0, 0),),
        (("f", position_key(1, 1), position_key(1, 9)),),
        (("f", line_2_31, line_2_31), ("g", MAX_KEY, MAX_KEY)),
        (("f", position_key(TOP, 0), MAX_KEY),),
        (("f", position_key(5, 1), MAX_KEY),),  # wide: lines 5 to the last
    ]
    stored, memory = _lookups(stacks)
    assert stored.stacks(range(len(stacks))) == dict(enumerate(stacks))
    queries = [
        (("f", 0, 0),),
        (("f", position_key(TOP, 5), position_key(TOP, 5)),),
        (("f", line_2_31, line_2_31),),
        (("g", MAX_KEY, MAX_KEY),),
        (("f", position_key(1, 1), MAX_KEY),),
    ]
    expected = [{0}, {3, 4}, {2, 4}, {2}, {1, 2, 3, 4}]
    for query, ids in zip(queries, expected, strict=True):
        assert stored.candidates([query]) == memory.candidates([query]) == ids, query
    for start, end in ((0, MAX_KEY), (line_2_31, MAX_KEY), (position_key(TOP, 0), MAX_KEY)):
        assert stored.frames_within("f", start, end) == memory.frames_within("f", start, end)
    assert stored.frames_within("f", position_key(TOP, 0), MAX_KEY) == [
        (position_key(TOP, 0), MAX_KEY)
    ]
    # (Nearest lines are those of narrow frames: without the wide one.)
    stored, memory = _lookups(stacks[:4])
    for key in (0, line_2_31, MAX_KEY):
        assert stored.nearest("f", key) == memory.nearest("f", key), key
    # The two located lines before the last key.
    assert stored.nearest("f", MAX_KEY) == [
        (line_2_31, line_2_31),
        (position_key(TOP, 0), MAX_KEY),
    ]
