"""Long chains of location aliases (`#loc{i} = loc(callsite(#loc{i-1} at
...))`, on either side, nested, fused, named; defined in any order) read in
time linear in their length: exact provenance, the same from the parser
and the line reader, and the work to get it counted (not timed) for N and
4N aliases. `benchmarks/bench_alias_chain.py` times the same shapes."""

from __future__ import annotations

import logging
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from types import FrameType

import pytest

from tracksrc import parse_text
from tracksrc.compiler.stress import CHAIN_ORDERS, STAGE_CHAIN_KINDS, alias_chain_stage
from tracksrc.pipeline.streams.summaries.line_memo import LineMemo
from tracksrc.pipeline.streams.summaries.line_summary import summarize_lines
from tracksrc.pipeline.streams.summaries.summary import StackTable, bind_stacksets
from tracksrc.pipeline.streams.summaries.summary_builder import summarize
from tracksrc.reading import location_parser
from tracksrc.reading.locations import position_key
from tracksrc.reading.parser import read_mlir_text
from tracksrc.tracking import provenance

Frame = tuple[str, int, int]
Stack = tuple[Frame, ...]


def _a(level: int) -> Frame:
    key = position_key(level, 1)
    return ("a.mlir", key, key)


def _b(level: int) -> Frame:
    key = position_key(level, 2)
    return ("b.mlir", key, key)


def expected_stacks(depth: int, kind: str) -> tuple[Stack, ...]:
    """The op's provenance, built level by level from the definitions'
    meaning (innermost frame first)."""
    if kind == "fused":
        # The union, each stack once: #loc0 and level 1 are both a.mlir:1:1.
        return tuple((_a(level),) for level in range(1, depth + 1))
    frames: list[Frame] = [_a(1)]  # #loc0
    for level in range(1, depth + 1):
        if kind in ("callsite", "named"):
            frames.append(_a(level))
        elif kind == "nested-callee":
            frames += [_a(level), _b(level)]
    if kind == "caller":
        frames += [_a(level) for level in range(1, depth + 1)]
        frames.reverse()
    elif kind == "nested-caller":
        frames = [_a(1)]
        for level in range(1, depth + 1):
            frames = [_b(level), _a(level), *frames]
    return (tuple(frames),)


def _summary_stacks(text: str) -> tuple[Stack, ...]:
    # The op's stacks as the line reader's summary holds them, checked
    # byte-equal to the full parser's.
    lines = summarize_lines(text, "chain.mlir", 1, LineMemo())
    assert lines is not None
    assert lines.to_bytes() == summarize(read_mlir_text(text, "chain.mlir")).to_bytes()
    table = StackTable()
    sets = bind_stacksets(lines, "chain.mlir", 1, None, table)
    (position,) = [p for p in range(len(lines)) if lines.type_of(p) == "arith.constant"]
    return tuple(sorted((table.stacks[i] for i in sets[lines.op_stackset[position]]), key=str))


@pytest.mark.parametrize("order", CHAIN_ORDERS)
@pytest.mark.parametrize("kind", STAGE_CHAIN_KINDS)
def test_a_chain_gives_the_op_exactly_its_stacks(kind: str, order: str) -> None:
    depth = 3_000
    text = alias_chain_stage(depth, kind, order)
    expected = expected_stacks(depth, kind)
    (constant,) = parse_text(text, "chain.mlir").get_ops_by_name("%0")
    assert constant.stacks == expected
    assert _summary_stacks(text) == tuple(sorted(expected, key=str))
    if kind == "named":
        assert constant.names == tuple(f"n{level}" for level in range(depth, 0, -1))


@pytest.mark.parametrize("kind", ["callsite", "caller", "nested-callee", "nested-caller", "fused"])
def test_a_chain_past_the_budget_keeps_its_first_frames(
    kind: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # Cut at every level past the limit, the stack is the whole stack's
    # first frames (each cut keeps a prefix); the fused union its first
    # stacks.
    monkeypatch.setattr(provenance, "MAX_FRAMES_PER_LOCATION", 50)
    with caplog.at_level(logging.WARNING, logger="tracksrc.tracking.provenance"):
        (constant,) = parse_text(alias_chain_stage(200, kind), "chain.mlir").get_ops_by_name("%0")
        stacks = constant.stacks
    if kind == "fused":
        assert stacks == expected_stacks(50, "fused")
    else:
        assert stacks == (expected_stacks(200, kind)[0][:50],)
    assert "more than 50 provenance frames" in caplog.text


# -- linear work, counted ----------------------------------------------------


def _fold_work(depth: int, kind: str, monkeypatch: pytest.MonkeyPatch) -> int:
    """Frames the provenance fold puts into tuples for the chain's op: what
    each level's value holds (a frame copied counts 1, a stack not yet
    joined 1), and what the stacks handed out hold."""
    work = [0]
    fold = provenance.fold_location
    flat = provenance._flat

    def counted_fold(
        location: object, leaf: Callable, combine: Callable, descend: Callable
    ) -> object:
        def counted(node: object, inner: list) -> object:
            value = combine(node, inner)
            work[0] += sum(len(stack) if isinstance(stack, tuple) else 1 for stack in value)
            return value

        return fold(location, leaf, counted, descend)  # type: ignore[arg-type]

    def counted_flat(part: object) -> Stack:
        stack = flat(part)  # type: ignore[arg-type]
        work[0] += len(stack)
        return stack

    with monkeypatch.context() as patch:
        patch.setattr(provenance, "fold_location", counted_fold)
        patch.setattr(provenance, "_flat", counted_flat)
        (constant,) = parse_text(alias_chain_stage(depth, kind), "chain.mlir").get_ops_by_name("%0")
        assert constant.stacks == expected_stacks(depth, kind)
    return work[0]


@pytest.mark.parametrize("kind", STAGE_CHAIN_KINDS)
def test_the_fold_copies_each_frame_a_bounded_number_of_times(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Joining each level's stack would copy 1 + 2 + ... + N frames: work
    # 16 times as large for 4 times the aliases.
    small, large = (_fold_work(depth, kind, monkeypatch) for depth in (1_000, 4_000))
    assert small <= 8 * 1_000
    assert large <= 4.5 * small


@pytest.fixture()
def count_calls() -> Iterator[Callable[[Callable[[], object]], int]]:
    """Counts the Python and C function calls of running a function, each
    cache of parsed locations emptied first (hits would hide work)."""

    def count(work: Callable[[], object]) -> int:
        location_parser.parse_location.cache_clear()
        location_parser.parse_location_with_aliases.cache_clear()
        calls: Counter[str] = Counter()

        def profile(frame: FrameType, event: str, argument: object) -> None:
            if event in ("call", "c_call"):
                calls[event] += 1

        sys.setprofile(profile)
        try:
            work()
        finally:
            sys.setprofile(None)
        return calls.total()

    yield count
    location_parser.parse_location.cache_clear()
    location_parser.parse_location_with_aliases.cache_clear()


def _read_everything(depth: int, kind: str, order: str) -> Callable[[], object]:
    text = alias_chain_stage(depth, kind, order)

    def work() -> object:
        (constant,) = parse_text(text, "chain.mlir").get_ops_by_name("%0")
        summary = summarize_lines(text, "chain.mlir", 1, LineMemo())
        return constant.stacks, summary

    return work


@pytest.mark.parametrize(
    ("kind", "order"),
    [
        ("callsite", "printed"),
        ("caller", "reverse"),
        ("fused", "printed"),
        ("nested-callee", "shuffle"),
        ("nested-caller", "printed"),
        ("named", "reverse"),
    ],
)
def test_reading_a_chain_makes_calls_in_proportion_to_its_length(
    kind: str, order: str, count_calls: Callable[[Callable[[], object]], int]
) -> None:
    # The parser, the alias resolution, the index, the provenance and the
    # line reader's summary: 4 times the aliases, 4 times the calls (not
    # 16). (A first read builds the grammars: not counted.)
    count_calls(_read_everything(10, kind, order))
    small = count_calls(_read_everything(500, kind, order))
    large = count_calls(_read_everything(2_000, kind, order))
    assert large <= 4.2 * small
