"""OperationIndex: unique ids, lookups, and interval-tree queries checked
against a brute-force scan (property tests)."""

from __future__ import annotations

from pathlib import Path

from conftest import ANCHOR
from hypothesis import given, settings
from hypothesis import strategies as st

import tracksrc
from tracksrc.reading.ir import Block, MlirFile, Operation, Region, SourceText
from tracksrc.reading.location_attributes import (
    UNKNOWN,
    CallSiteLoc,
    FileLoc,
    FusedLoc,
    Location,
    NameLoc,
    SymbolLoc,
)
from tracksrc.reading.locations import SourceLocation, SourceRange, position_key
from tracksrc.tracking.index import OperationIndex
from tracksrc.tracking.provenance import (
    Mode,
    compat_frame,
    frames_overlap,
    precise_stacks,
    stacks_match,
)


def test_ids_names_types_and_iteration_follow_mlir_track_src() -> None:
    index = tracksrc.parse_file(ANCHOR / "input.mlir")
    assert [uid for uid, _ in index] == [
        "builtin.module[0]",
        "builtin.module[0]/func.func[1]",
        "builtin.module[0]/func.func[1]/%0",
        "builtin.module[0]/func.func[1]/%1",
        "builtin.module[0]/func.func[1]/func.return[4]",
    ]
    assert len(index) == 5
    add = index.get_op("builtin.module[0]/func.func[1]/%0")
    assert add is not None and add.op_name == "arith.addi" and add.ssa_name == "%0"
    assert add.parent is index.get_op("builtin.module[0]/func.func[1]")
    assert add in add.parent.children  # type: ignore[union-attr]
    assert index.get_info_by_op(add.op) is add
    assert index.get_ops_by_name("%1")[0].op_name == "arith.muli"
    assert index.get_ops_by_name("1") == index.get_ops_by_name("%1")
    assert index.get_ops_by_name("%nope") == []
    assert index.get_ops_by_type("arith.addi") == [add]
    assert str(add.src_rng) == "source.mlir:10:5"
    assert index.get_ops_by_src_loc(SourceLocation.from_str("source.mlir:10:5")) == [add]
    assert index.get_ops_by_src_range(SourceRange.from_str("source.mlir:10:1-12:3")) == [
        add,
        index.get_ops_by_name("%1")[0],
    ]
    assert index.types() == {
        "builtin.module": 1,
        "func.func": 1,
        "arith.addi": 1,
        "arith.muli": 1,
        "func.return": 1,
    }


def test_combined_source_merges_children() -> None:
    text = (
        'func.func @f() {\n  %0 = test.g {\n    %1 = test.a : i32 loc("s.mlir":513:1)\n'
        '    test.y %1 : i32 loc("s.mlir":659:4)\n  } : i32 loc("s.mlir":600:2)\n'
        '  return loc("s.mlir":700:1)\n} loc("s.mlir":1:1)\n'
    )
    index = tracksrc.parse_text(text, "t.mlir")
    generic = index.get_ops_by_name("%0")[0]
    assert str(generic.get_combined_src()) == "s.mlir:513:1-659:4"
    # The op's own frame first, then its children's, each a one-frame stack.
    assert generic.combined_stacks() == tuple(
        (("s.mlir", position_key(line, column), position_key(line, column)),)
        for line, column in [(600, 2), (513, 1), (659, 4)]
    )


# -- property test: interval trees against a brute-force scan -----------------

FILES = ["a.mlir", "b.mlir"]


@st.composite
def file_locs(draw: st.DrawFn) -> FileLoc:
    line = draw(st.integers(0, 30))
    column = draw(st.integers(0, 6))
    end_line = line + draw(st.sampled_from([0, 0, 0, 1, 3]))
    end_column = draw(st.integers(column if end_line == line else 0, 9))
    return FileLoc(draw(st.sampled_from(FILES)), line, column, end_line, end_column)


locations: st.SearchStrategy[Location] = st.recursive(
    st.one_of(st.just(UNKNOWN), file_locs(), st.builds(SymbolLoc, st.sampled_from(["s1", "s2"]))),
    lambda children: st.one_of(
        st.builds(CallSiteLoc, children, children),
        st.builds(lambda locs: FusedLoc(tuple(locs)), st.lists(children, min_size=1, max_size=3)),
        st.builds(NameLoc, st.sampled_from(["n", "m"]), children),
    ),
    max_leaves=5,
)


def _index_of(locs: list[Location]) -> OperationIndex:
    source = SourceText("gen.mlir", "")
    ops = [
        Operation(f"test.op{n}", f"%{n}", loc, source, 0, 0, 0, []) for n, loc in enumerate(locs)
    ]
    module = Operation(
        "builtin.module", "", UNKNOWN, source, 0, 0, 0, [Region([Block(None, None, ops)])]
    )
    for op in ops:
        op.parent = module
    return OperationIndex(MlirFile(source, module))


@settings(max_examples=300, deadline=None)
@given(st.lists(locations, min_size=1, max_size=25), locations)
def test_precise_queries_equal_a_brute_force_scan(targets: list[Location], query: Location) -> None:
    index = _index_of(targets)
    stacks = precise_stacks(query)
    found = [info.position for info in index.match_provenance(stacks, Mode.PRECISE)]
    expected = [
        position
        for position, info in enumerate(index.infos)
        if any(stacks_match(s, t) for s in stacks for t in precise_stacks(info.op.location))
    ]
    assert found == expected


@settings(max_examples=300, deadline=None)
@given(st.lists(locations, min_size=1, max_size=25), locations)
def test_compat_queries_equal_a_brute_force_scan(targets: list[Location], query: Location) -> None:
    index = _index_of(targets)
    frame = compat_frame(query)
    found = [info.position for info in index.match_frame(frame, Mode.COMPAT)]
    expected = []
    for position, info in enumerate(index.infos):
        target = compat_frame(info.op.location)
        if frame is None:
            if target is None:  # mlir-track-src: unknown overlaps unknown
                expected.append(position)
        elif target is not None and frames_overlap(frame, target):
            expected.append(position)
    assert found == expected


@settings(max_examples=200, deadline=None)
@given(
    st.lists(file_locs(), min_size=1, max_size=30),
    st.sampled_from(FILES),
    st.tuples(st.integers(0, 32), st.integers(0, 9)),
    st.tuples(st.integers(0, 4), st.integers(0, 9)),
)
def test_range_queries_equal_a_brute_force_scan(
    targets: list[Location], file: str, start: tuple[int, int], extent: tuple[int, int]
) -> None:
    index = _index_of(targets)
    end = (start[0] + extent[0], extent[1] if extent[0] else max(start[1], extent[1]))
    query = SourceRange(SourceLocation(Path(file), *start), SourceLocation(Path(file), *end))
    for mode in (Mode.PRECISE, Mode.COMPAT):
        found = index.get_ops_by_src_range(query, mode)
        expected = [
            info
            for info in index.infos
            if not info.src_rng.is_unknown and info.src_rng.overlaps(query)
        ]
        assert found == expected
