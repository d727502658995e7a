"""`diff(pipeline, a, b)`: a semantic diff of two stages, anchored on
source locations.

Per source stack (precise provenance), the op types of the whole program
at stage a and at stage b, where they differ: added, removed or retyped.
SSA names play no part, so renumbering is no difference.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tracksrc.pipeline.composition.refs import stack_text, types_text
from tracksrc.pipeline.composition.tracker import Bound, PipelineTracker, tracker_of
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.results import JsonResult
from tracksrc.tables import format_table
from tracksrc.tracking.provenance import Stack

# Ops without a location; ops located in the dump itself (the terminators
# MLIR's parser adds where the printer left them out, ops printed without
# debug info): no source, so one row for all of them, not one per place in
# the dump (a place that moves from stage to stage).
UNKNOWN = "unknown"
IN_DUMP = "in the dump (no source)"


@dataclass
class DiffRow:
    """The ops of one source stack in stage a and in stage b."""

    source: str
    before: Counter[str]
    after: Counter[str]

    @property
    def status(self) -> str:
        """added, removed or retyped."""
        if not self.before:
            return "added"
        if not self.after:
            return "removed"
        return "retyped"


@dataclass
class StageDiff(JsonResult):
    """A semantic diff of two stages anchored on source locations."""

    first: int
    second: int
    rows: list[DiffRow]

    def __str__(self) -> str:
        if not self.rows:
            return f"stages {self.first} and {self.second} hold the same ops for every source"
        table = [("source", "change", f"stage {self.first}", f"stage {self.second}")]
        for row in self.rows:
            table.append(
                (row.source, row.status, types_text(row.before, 4), types_text(row.after, 4))
            )
        return format_table(table)

    __repr__ = __str__

    def json_data(self) -> list[dict[str, Any]]:
        """The rows as JSON-able data."""
        return [
            {
                "source": row.source,
                "change": row.status,
                "before": dict(row.before),
                "after": dict(row.after),
            }
            for row in self.rows
        ]


def _program_by_stack(tracker: PipelineTracker, number: int) -> dict[Stack | str, Counter[str]]:
    view = tracker.view_at(number)
    ops = ((tracker.bound(piece.printed_in), position) for piece, position in view.positions())
    return _by_stack(tracker, ops)


def _print_by_stack(tracker: PipelineTracker, number: int) -> dict[Stack | str, Counter[str]]:
    """The ops of stage `number`'s print alone (the module MLIR makes
    around a fragment aside)."""
    bound = tracker.bound(tracker.pipeline.stages[number])
    first = 1 if bound.summary.implicit_root else 0
    return _by_stack(
        tracker, ((bound, position) for position in range(first, len(bound.summary.op_stackset)))
    )


def _by_stack(
    tracker: PipelineTracker, ops: Iterable[tuple[Bound, int]]
) -> dict[Stack | str, Counter[str]]:
    """Op types with counts per source stack (`UNKNOWN`: no location;
    `IN_DUMP`: located in the dump itself)."""
    grouped: dict[Stack | str, Counter[str]] = {}
    stacks = tracker.table.stacks
    for bound, position in ops:
        stackset = bound.stacksets[bound.summary.op_stackset[position]]
        op_type = bound.summary.type_of(position)
        if not stackset:
            grouped.setdefault(UNKNOWN, Counter())[op_type] += 1
        for stack_id in stackset:
            stack = stacks[stack_id]
            key = IN_DUMP if stack[0][0] == bound.dump_name else stack
            grouped.setdefault(key, Counter())[op_type] += 1
    return grouped


def diff(
    pipeline: Pipeline, first: int | str, second: int | str, prints: bool = False
) -> StageDiff:
    """Per source stack, the op types of the program at stage `first` and at
    stage `second` (numbers, pass arguments or `pass:N`), where they differ;
    with `prints`, of what the two stages printed (two prints of one
    function, say), not of the whole program."""
    numbers = [pipeline.find_spec(key).number for key in (first, second)]
    tracker = tracker_of(pipeline)
    ops_of = _print_by_stack if prints else _program_by_stack
    before = ops_of(tracker, numbers[0])
    after = ops_of(tracker, numbers[1])
    rows = []
    for key in sorted(set(before) | set(after), key=_order):
        old = before.get(key, Counter())
        new = after.get(key, Counter())
        if old != new:
            rows.append(DiffRow(key if isinstance(key, str) else stack_text(key), old, new))
    return StageDiff(numbers[0], numbers[1], rows)


def _order(key: Stack | str) -> tuple[int, Stack]:
    """Sources in order, then the ops located in the dump, then `unknown`."""
    if isinstance(key, str):
        return (2 if key == UNKNOWN else 1), ()
    return 0, key
