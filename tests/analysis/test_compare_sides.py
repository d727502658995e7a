"""The algebra under the query store and `compare`'s speed: lowering
histories packed into integers and read back (`Lowerings`); the changes a
stage writes (`deltas._changes`) against counting from scratch; the unit
of every op (`units.Units`) against walking its ancestors."""

from __future__ import annotations

import pickle
from collections import Counter

from conftest import MNIST, SAMPLES
from hypothesis import given, settings
from hypothesis import strategies as st

import tracksrc
from tracksrc.analysis.compare_sides import Lowerings
from tracksrc.analysis.lowering import Step
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.store.deltas import _changes
from tracksrc.pipeline.store.units import Units

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


HOLDING_KEYS = st.tuples(st.integers(0, 5), st.integers(0, 3), st.integers(0, 2))
holdings = st.dictionaries(HOLDING_KEYS, st.integers(1, 3))


@settings(max_examples=200)
@given(st.lists(st.dictionaries(st.integers(0, 3), st.none() | holdings), min_size=1, max_size=8))
def test_the_changes_a_stage_writes_sum_to_counting_afresh(
    stages: list[dict[int, dict | None]],
) -> None:
    """Each stage sets some pieces of the program (None: the piece leaves
    it); the changes written for the stage (`deltas._changes`), added up,
    equal a fresh count of the program after it, and hold no zero."""
    program: dict[int, Counter] = {}
    running: Counter = Counter()
    for stage in stages:
        changes = []
        for piece, holding in stage.items():
            old = program.pop(piece, None)
            new = None if holding is None else Counter(holding)
            if new is not None:
                program[piece] = new
            changes.append((old, new))
        written = _changes(changes, {})
        assert all(written.values())
        running.update(written)
        afresh: Counter = Counter()
        for held in program.values():
            afresh.update(held)
        assert +running == afresh


def test_units_are_the_functions_and_top_level_ops_around_each_op() -> None:
    """`Units.of_piece` (columns worked out once per print) gives each op of
    every piece of the program, at every 7th stage of real streams, the
    nearest function around it, else the op at the top of the program
    around it, as walking its ancestors through the pieces' anchors
    says."""
    looked = 0
    for stream in (
        MNIST / "runs" / "mnist_like.run1.after_all.mlir.xz",
        SAMPLES / "model.after_all.mlir",
    ):
        pipeline = tracksrc.open_pipeline(stream, cache=False)
        tracker = tracker_of(pipeline)
        units = Units()
        for number in range(0, len(pipeline), 7):
            compile = pipeline.stages[number].compile
            for piece, hidden in tracker.view_at(number).pieces.items():
                found = units.of_piece(piece, compile)
                for position in piece.positions(hidden):
                    chain = list(piece.ancestry(position))
                    around = next(
                        ((summary, at) for summary, at in chain if _is_function(summary, at)),
                        chain[-2] if len(chain) > 1 else chain[-1],
                    )
                    summary, at = around
                    expected = (compile, summary.type_of(at), summary.key_of(at)[1])
                    assert units.keys[found[position]] == expected
                    looked += 1
    assert looked > 10_000


def _is_function(summary: object, position: int) -> bool:
    name = summary.type_of(position)  # type: ignore[attr-defined]
    return name.rsplit(".", 1)[-1] in ("func", "initializer")
