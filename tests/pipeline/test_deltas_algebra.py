"""The algebra under the lineage table: a stage's change is what its pieces
hold after minus what they held before, however the sweep got there (whole
counts compared, counts derived by what was lost, pieces sharing keys), and
the unit columns filled subtree by subtree equal the op-by-op definition."""

from __future__ import annotations

from array import array
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tracksrc.pipeline.store.deltas import Holding, _changes
from tracksrc.pipeline.store.units import _columns, is_function

_KEYS = st.tuples(st.integers(0, 4), st.integers(0, 2), st.integers(0, 2))
_COUNTS = st.dictionaries(_KEYS, st.integers(1, 5), max_size=12).map(Counter)


@st.composite
def _stage(draw: st.DrawFn) -> tuple[list[tuple[Holding | None, Holding | None]], dict]:  # type: ignore[type-arg]
    """The (old, new) counts of the pieces one stage touched, as the sweep
    gives them, and `_Holdings.lost` for those derived by a loss."""
    changes: list[tuple[Holding | None, Holding | None]] = []
    lost: dict[int, tuple[Holding, Holding]] = {}
    for kind in draw(st.lists(st.sampled_from("same added removed changed lost"), max_size=5)):
        old: Holding = draw(_COUNTS)
        if kind == "same":
            changes.append((old, old))
        elif kind == "added":
            changes.append((None, old))
        elif kind == "removed":
            changes.append((old, None))
        elif kind == "changed":
            changes.append((old, draw(_COUNTS)))
        else:
            gone = Counter({key: draw(st.integers(1, count)) for key, count in old.items()})
            new = +(old - gone)
            lost[id(new)] = (old, gone)
            changes.append((old, new))
    return changes, lost


@settings(max_examples=1000, deadline=None)
@given(_stage())
def test_a_stage_changes_what_its_pieces_hold_after_minus_before(
    stage: tuple[list[tuple[Holding | None, Holding | None]], dict],  # type: ignore[type-arg]
) -> None:
    changes, lost = stage
    expected: Counter[tuple[int, int, int]] = Counter()
    for old, new in changes:
        expected.update(new or {})
        expected.subtract(old or {})
    assert _changes(changes, lost) == {key: n for key, n in expected.items() if n}


class _Tree:
    """What `_columns` reads of a summary."""

    def __init__(self, parent: list[int], types: list[str], op_type: list[int]) -> None:
        self.parent = array("i", parent)
        self.types = types
        self.op_type = array("i", op_type)
        ends = list(range(1, len(parent) + 1))
        for position in reversed(range(len(parent))):
            if parent[position] >= 0:
                ends[parent[position]] = max(ends[parent[position]], ends[position])
        self.subtree_end = array("i", ends)

    def __len__(self) -> int:
        return len(self.parent)


@st.composite
def _trees(draw: st.DrawFn) -> _Tree:
    """Ops in print order: each op's parent is an op before it still open
    (or none: a root)."""
    size = draw(st.integers(1, 30))
    parent: list[int] = []
    open_ops: list[int] = []
    for position in range(size):
        depth = draw(st.integers(0, len(open_ops)))
        del open_ops[depth:]
        parent.append(open_ops[-1] if open_ops else -1)
        open_ops.append(position)
    types = ["builtin.module", "func.func", "arith.addi", "util.initializer", "hal.executable"]
    op_type = draw(st.lists(st.integers(0, len(types) - 1), min_size=size, max_size=size))
    return _Tree(parent, types, op_type)


@settings(max_examples=500, deadline=None)
@given(_trees())
def test_unit_columns_equal_the_op_by_op_definition(tree: _Tree) -> None:
    nearest: list[int] = []
    top: list[int] = []
    for position in range(len(tree)):
        parent = tree.parent[position]
        if is_function(tree.types[tree.op_type[position]]):
            nearest.append(position)
        else:
            nearest.append(nearest[parent] if parent >= 0 else -1)
        top.append(position if parent <= 0 else top[parent])
    assert _columns(tree) == (array("i", nearest), array("i", top))  # type: ignore[arg-type]
