"""The algebra under `compare`'s speed: lowering histories packed into
integers and read back (`Lowerings`), and the per-query type counts kept
up to date from what each stage's pieces held before and hold now
(`lowering._QueryTotals`), against counting from scratch."""

from __future__ import annotations

import pickle

from conftest import MNIST, SAMPLES
from hypothesis import given, settings
from hypothesis import strategies as st

import tracksrc
from tracksrc.analysis.compare_sides import Lowerings, _Functions
from tracksrc.analysis.lowering import Step, _QueryTotals
from tracksrc.pipeline.composition.tracker import QueryHits, tracker_of

TYPES = ["linalg.matmul", "linalg.generic", "tensor.empty", "linalg.mmt4d"]
PASSES = ["canonicalize", "cse", "iree-codegen-tile"]

signatures = st.frozensets(st.sampled_from(TYPES))
steps = st.builds(
    Step,
    st.sampled_from(PASSES),
    st.integers(0, 3),
    st.integers(0, 10_000),
    signatures,
)


@given(st.lists(st.lists(steps, max_size=6), max_size=8))
def test_histories_read_back_as_they_were(histories: list[list[Step]]) -> None:
    keys = [f"in.mlir:{line}:1" for line in range(1, len(histories) + 1)]
    packed = pickle.loads(pickle.dumps(Lowerings(keys, histories)))
    for key, history in zip(keys, histories, strict=True):
        assert packed.history(key) == history
        assert packed.end(key) == (history[-1].types if history else frozenset())
        assert packed.reached_by(key) == frozenset().union(*(step.types for step in history))


STACKS = range(6)
stacksets = st.frozensets(st.sampled_from(STACKS), max_size=3)
holdings = st.dictionaries(st.tuples(stacksets, st.sampled_from(TYPES)), st.integers(1, 3))


@settings(max_examples=200)
@given(
    st.dictionaries(st.sampled_from(STACKS), st.lists(st.integers(0, 4), min_size=1, max_size=2)),
    st.lists(st.dictionaries(st.integers(0, 3), st.none() | holdings), min_size=1, max_size=8),
)
def test_totals_kept_by_changes_equal_totals_counted_afresh(
    queries_of: dict[int, list[int]], stages: list[dict[int, dict | None]]
) -> None:
    """Each stage sets some pieces (None: the piece leaves the program);
    the running totals equal a fresh count of the program after it, and
    the queries reported are exactly those that gained or lost a type."""
    totals = _QueryTotals(QueryHits(queries_of, 5))
    program: dict[int, dict] = {}

    def afresh() -> list[frozenset[str]]:
        counts: list[dict[str, int]] = [{} for _ in range(5)]
        for holding in program.values():
            for (stackset, name), count in holding.items():
                hit = {query for stack in stackset for query in queries_of.get(stack, ())}
                for query in hit:
                    counts[query][name] = counts[query].get(name, 0) + count
        return [frozenset(name for name, n in each.items() if n > 0) for each in counts]

    before = afresh()
    for stage in stages:
        changes = []
        for piece, holding in stage.items():
            old = program.pop(piece, None)
            if holding is not None:
                program[piece] = holding
            changes.append((old, holding))
        touched = totals.apply(changes)
        after = afresh()
        kept = [frozenset(name for name, n in each.items() if n > 0) for each in totals.totals]
        assert kept == after
        assert touched == {query for query in range(5) if before[query] != after[query]}
        before = after


def test_a_range_with_one_function_around_it_is_read_whole() -> None:
    """`_Functions.only_function` (one answer for a range of ops) says
    what asking op by op says, on every piece of the program at every
    stage of real streams, and is taken often."""
    taken = looked = 0
    for stream in (
        MNIST / "runs" / "mnist_like.run1.after_all.mlir.xz",
        SAMPLES / "model.after_all.mlir",
    ):
        pipeline = tracksrc.open_pipeline(stream, cache=False)
        tracker = tracker_of(pipeline)
        for number in range(0, len(pipeline), 7):
            for piece, hidden in tracker.view_at(number).pieces.items():
                for start, end in piece.ranges(hidden):
                    only = _Functions(piece).only_function(start, end)
                    each = _Functions(piece)
                    looked += 1
                    if only is not None:
                        taken += 1
                        assert all(each.of(position) == only for position in range(start, end))
    assert taken > looked / 2 and taken < looked
