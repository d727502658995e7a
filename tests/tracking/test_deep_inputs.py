"""Deep inputs: location aliases chained 10,000 deep and regions nested
20,000 deep parse, index and answer exactly (nothing recurses); the
iterative equality, hashing, printing and provenance of locations agree
with plain recursive definitions on random locations."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tracksrc import parse_text
from tracksrc.compiler.stress import ALIAS_CHAIN_KINDS, alias_chain, nested_regions
from tracksrc.pipeline.streams.summaries.summary_builder import summarize
from tracksrc.reading.location_attributes import (
    UNKNOWN,
    CallSiteLoc,
    FileLoc,
    FusedLoc,
    Location,
    NameLoc,
    SymbolLoc,
)
from tracksrc.reading.locations import position_key
from tracksrc.tracking.provenance import (
    MAX_FRAMES_PER_LOCATION,
    compat_frame,
    merge_frames,
    precise_stacks,
)

CHAIN = 10_000
# (Five times deeper than Python lets a recursive walk go: the point; the
# ids, each the path from the module, grow with the square of it.)
NESTING = 5_000


def _line_frame(line: int) -> tuple[str, int, int]:
    key = position_key(line, 1)
    return ("model.py", key, key)


def test_a_10000_deep_callsite_chain_is_one_stack_of_every_frame() -> None:
    # `#locN = loc(callsite(#locN-1 at "model.py":N+1:1))`: innermost first,
    # the first alias's line 1, then each call site's line in turn.
    index = parse_text(alias_chain(CHAIN, "callsite"), "chain.mlir")
    (ret,) = index.get_ops_by_type("func.return")
    assert ret.stacks == (tuple(_line_frame(line) for line in range(1, CHAIN + 2)),)
    assert ret.compat_frame == _line_frame(1)


def test_a_10000_deep_caller_chain_puts_the_deepest_caller_last() -> None:
    index = parse_text(alias_chain(CHAIN, "caller"), "chain.mlir")
    (ret,) = index.get_ops_by_type("func.return")
    assert ret.stacks == (tuple(_line_frame(line) for line in range(CHAIN + 1, 0, -1)),)
    assert ret.compat_frame == _line_frame(CHAIN + 1)


def test_a_10000_deep_fused_chain_is_the_union_in_order() -> None:
    index = parse_text(alias_chain(CHAIN, "fused"), "chain.mlir")
    (ret,) = index.get_ops_by_type("func.return")
    assert ret.stacks == tuple((_line_frame(line),) for line in range(1, CHAIN + 2))
    first, last = _line_frame(1), _line_frame(CHAIN + 1)
    assert ret.compat_frame == ("model.py", first[1], last[2])


def test_a_10000_deep_name_chain_keeps_every_name_and_prints_as_mlir() -> None:
    text = alias_chain(CHAIN, "name")
    index = parse_text(text, "chain.mlir")
    (ret,) = index.get_ops_by_type("func.return")
    assert ret.names == tuple(f"n{level}" for level in range(CHAIN, 0, -1))
    assert ret.stacks == ((_line_frame(1),),)
    expected = "".join(f'"n{level}"(' for level in range(CHAIN, 0, -1))
    assert str(ret.location) == expected + '"model.py":1:1' + ")" * CHAIN


def test_a_10000_deep_chain_of_bare_aliases_resolves_to_the_first() -> None:
    index = parse_text(alias_chain(CHAIN, "alias"), "chain.mlir")
    (ret,) = index.get_ops_by_type("func.return")
    assert ret.location == FileLoc.point("model.py", 1, 1)


@pytest.mark.parametrize("kind", ALIAS_CHAIN_KINDS)
def test_deep_locations_parsed_twice_are_equal_and_hash_alike(kind: str) -> None:
    first = parse_text(alias_chain(CHAIN, kind), "a.mlir").get_ops_by_type("func.return")[0]
    again = parse_text(alias_chain(CHAIN, kind), "b.mlir").get_ops_by_type("func.return")[0]
    assert first.location is not again.location or kind == "alias"
    assert first.location == again.location
    assert hash(first.location) == hash(again.location)
    other = alias_chain(CHAIN, kind).replace('"model.py":1:1', '"model.py":1:2', 1)
    changed = parse_text(other, "c.mlir").get_ops_by_type("func.return")[0]
    assert first.location != changed.location


def test_an_alias_cycle_deep_in_a_chain_is_a_clear_error() -> None:
    text = alias_chain(2_000, "name").replace(
        '#loc0 = loc("model.py":1:1)', "#loc0 = loc(#loc2000)"
    )
    with pytest.raises(Exception, match="loc") as raised:
        parse_text(text, "cycle.mlir")
    assert not isinstance(raised.value, RecursionError)
    assert "cycle" in str(raised.value).lower() or "circular" in str(raised.value).lower()


def _nesting_ids(depth: int) -> list[str]:
    # The ids of the innermost op's ancestors, written out independently.
    ids = ["builtin.module[0]", "func.func[1]"]
    ids += [f"scf.execute_region[{2 + level}]" for level in range(depth)]
    return ids


def test_regions_nested_5000_deep_index_with_exact_ids(tmp_path: Path) -> None:
    text = nested_regions(NESTING)
    # An independent count: one op per line but the closing braces.
    expected_ops = sum(1 for line in text.splitlines() if line.strip() not in ("", "}"))
    index = parse_text(text, "deep.mlir")
    assert len(index) == expected_ops == 2 * NESTING + 4
    (constant,) = index.get_ops_by_type("arith.constant")
    assert constant.unique_id == "/".join([*_nesting_ids(NESTING), "%c"])
    assert index.get_op(constant.unique_id) is constant
    assert index.operations[constant.unique_id] is constant
    yields = index.get_ops_by_type("scf.yield")
    innermost = yields[0]
    assert innermost.unique_id == "/".join([*_nesting_ids(NESTING), f"scf.yield[{NESTING + 3}]"])
    assert index.get_op(innermost.unique_id) is innermost
    assert index.get_op(constant.unique_id + "/x") is None
    # The stage summary gives the same ids.
    summary = summarize(index.file)
    assert summary.unique_id(constant.position) == constant.unique_id
    # The CLI indexes it too.
    path = tmp_path / "deep.mlir"
    path.write_text(text)
    run = subprocess.run(
        [sys.executable, "-m", "tracksrc", "index", str(path)],
        capture_output=True,
        text=True,
        env={"XDG_CACHE_HOME": str(tmp_path / "cache"), "PATH": ""},
    )
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr


def test_a_location_built_to_explode_is_cut_at_the_budget(caplog: pytest.LogCaptureFixture) -> None:
    # callsite(#a at #a) doubles each level's stack: 2^40 frames if left be.
    lines = ['#loc0 = loc("model.py":1:1)']
    lines += [
        f"#loc{level} = loc(callsite(#loc{level - 1} at #loc{level - 1}))" for level in range(1, 41)
    ]
    text = "\n".join(lines) + '\nmodule {\n  "test.op"() : () -> () loc(#loc40)\n} loc(#loc0)\n'
    with caplog.at_level(logging.WARNING):
        index = parse_text(text, "bomb.mlir")
        (op,) = index.get_ops_by_type("test.op")
        frames = sum(len(stack) for stack in op.stacks)
    assert 0 < frames <= MAX_FRAMES_PER_LOCATION
    assert "provenance frames" in caplog.text


# -- the iterative definitions against recursive ones on random locations --


def _reference_stacks(location: Location) -> tuple[tuple[tuple[str, int, int], ...], ...]:
    if isinstance(location, FileLoc):
        return (
            (
                (
                    location.filename,
                    position_key(location.start_line, location.start_column),
                    position_key(location.end_line, location.end_column),
                ),
            ),
        )
    if isinstance(location, NameLoc):
        return () if location.child is None else _reference_stacks(location.child)
    if isinstance(location, CallSiteLoc):
        callees, callers = _reference_stacks(location.callee), _reference_stacks(location.caller)
        if not callers:
            return callees
        if not callees:
            return callers
        return tuple(dict.fromkeys(a + b for a in callees for b in callers))
    if isinstance(location, FusedLoc):
        return tuple(
            dict.fromkeys(s for child in location.locations for s in _reference_stacks(child))
        )
    if isinstance(location, SymbolLoc):
        return ((("<debug symbol>" + location.symbol, 0, 0),),)
    return ()


def _reference_compat(location: Location) -> tuple[str, int, int] | None:
    if isinstance(location, FileLoc):
        return _reference_stacks(location)[0][0]
    if isinstance(location, CallSiteLoc):
        return _reference_compat(location.callee)
    if isinstance(location, FusedLoc):
        merged = None
        for child in location.locations:
            frame = _reference_compat(child)
            merged = frame if merged is None else merge_frames(merged, frame)
        return merged
    return None


def _reference_text(location: Location) -> str:
    if isinstance(location, NameLoc):
        name = '"' + location.name.replace("\\", "\\\\").replace('"', '\\"') + '"'
        return name if location.child is None else f"{name}({_reference_text(location.child)})"
    if isinstance(location, CallSiteLoc):
        return f"callsite({_reference_text(location.callee)} at {_reference_text(location.caller)})"
    if isinstance(location, FusedLoc):
        meta = "" if location.metadata is None else f"<{location.metadata}>"
        return f"fused{meta}[{', '.join(_reference_text(child) for child in location.locations)}]"
    return str(location)


def _reference_key(location: Location) -> object:
    # A plain nested tuple: Python's own equality on it is the reference.
    if isinstance(location, NameLoc):
        return (
            "name",
            location.name,
            None if location.child is None else _reference_key(location.child),
        )
    if isinstance(location, CallSiteLoc):
        return ("callsite", _reference_key(location.callee), _reference_key(location.caller))
    if isinstance(location, FusedLoc):
        return (
            "fused",
            location.metadata,
            tuple(_reference_key(child) for child in location.locations),
        )
    return location


def _copy(location: Location) -> Location:
    # A new value equal to `location`, sharing none of its composites.
    if isinstance(location, NameLoc):
        return NameLoc(location.name, None if location.child is None else _copy(location.child))
    if isinstance(location, CallSiteLoc):
        return CallSiteLoc(_copy(location.callee), _copy(location.caller))
    if isinstance(location, FusedLoc):
        return FusedLoc(tuple(_copy(child) for child in location.locations), location.metadata)
    return location


_names = st.text(alphabet='abc"\\', max_size=3)
_leaves = st.one_of(
    st.builds(
        FileLoc.point, st.sampled_from(["a.py", "b.py"]), st.integers(1, 4), st.integers(1, 3)
    ),
    st.just(UNKNOWN),
    st.builds(SymbolLoc, st.sampled_from(["s1", "s2"])),
    st.builds(NameLoc, _names),
)
_locations = st.recursive(
    _leaves,
    lambda inner: st.one_of(
        st.builds(NameLoc, _names, inner),
        st.builds(CallSiteLoc, inner, inner),
        st.builds(
            FusedLoc,
            st.lists(inner, max_size=3).map(tuple),
            st.sampled_from([None, '"m"']),
        ),
    ),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None)
@given(_locations, _locations)
def test_iterative_location_algebra_matches_the_recursive_definitions(
    first: Location, second: Location
) -> None:
    assert (first == second) == (_reference_key(first) == _reference_key(second))
    if first == second:
        assert hash(first) == hash(second)
    copy = _copy(first)
    assert copy == first and hash(copy) == hash(first)
    assert {copy: 1}[first] == 1
    assert str(first) == _reference_text(first)
    assert precise_stacks(first) == _reference_stacks(first)
    assert compat_frame(first) == _reference_compat(first)
    combined = CallSiteLoc(first, FusedLoc((second, first)))
    assert precise_stacks(combined) == _reference_stacks(combined)
    assert compat_frame(combined) == _reference_compat(combined)


# Inlining chains of file locations, what inliners print for every op they
# inline (`precise_stacks` reads them without the fold): deep, with a last
# caller of another kind now and then (then the fold reads it).
_file_points = st.builds(
    FileLoc.point, st.sampled_from(["a.py", "b.py"]), st.integers(1, 4), st.integers(1, 3)
)
_chain_ends = st.one_of(
    _file_points,
    _leaves,
    st.builds(CallSiteLoc, _leaves, _leaves),
    st.builds(FusedLoc, st.tuples(_leaves)),
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.one_of(_file_points, _file_points, _leaves), min_size=1, max_size=12), _chain_ends
)
def test_an_inlining_chain_reads_as_the_fold_reads_it(
    callees: list[Location], end: Location
) -> None:
    chain = end
    for callee in reversed(callees):
        chain = CallSiteLoc(callee, chain)
    assert precise_stacks(chain) == _reference_stacks(chain)
