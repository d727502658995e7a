"""`lineage(pipeline, op)`: what an op (or a source location) had become
at every stage, compressed to the stages where that changed.

Each stage is seen as the whole program as it stood then (the tracker's
replay); the ops carrying the query's provenance are counted per piece of
the program, and only the pieces a stage touched are recounted. A row is
kept where the op types (with counts) change, or where the ops come to
carry more stacks of other sources (a fusion).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tracksrc.pipeline.composition.attribution import Relevance, culprit_label, culprit_stage, since
from tracksrc.pipeline.composition.refs import OpRef, types_text
from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.composition.tracker import PipelineTracker, Query, tracker_of
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.results import JsonResult
from tracksrc.tables import format_table
from tracksrc.tracking.provenance import Stack


@dataclass
class LineageRow:
    """What the query had become at `stage` (and until the next row), and
    the pass that made it so (`pass_argument`, printed at `pass_stage`:
    the stage itself after-all, the earlier print before-all; see
    `tracksrc.pipeline.composition.attribution`)."""

    stage: int
    pass_argument: str
    ops: list[OpRef]
    foreign_sources: int
    pass_stage: int = -1
    # The earlier print the change is seen against (`attribution.since`).
    since: int = -1

    @property
    def count(self) -> int:
        """How many ops carry the query's provenance."""
        return len(self.ops)

    @property
    def types(self) -> Counter[str]:
        """Their op types with counts."""
        return Counter(ref.op_type for ref in self.ops)


@dataclass
class Lineage(JsonResult):
    """The stages where what the query had become changed."""

    query: tuple[Stack, ...]
    rows: list[LineageRow] = field(default_factory=list)
    stages: int = 0

    def __str__(self) -> str:
        if not self.rows:
            return "no stage holds an op with this provenance"
        table = [("stage", "pass", "ops", "op types")]
        for row in self.rows:
            table.append((str(row.stage), row.pass_argument, str(row.count), types_text(row.types)))
        return format_table(table, right=(0, 2))

    __repr__ = __str__

    def json_data(self) -> dict[str, Any]:
        """The query's stacks and the rows, each with its ops."""
        return {
            "query": [[list(frame) for frame in stack] for stack in self.query],
            "rows": [
                {
                    "stage": row.stage,
                    "pass": row.pass_argument,
                    "pass_stage": row.pass_stage,
                    "since": row.since,
                    "count": row.count,
                    "types": dict(row.types),
                    "ops": [vars(ref) for ref in row.ops],
                }
                for row in self.rows
            ],
        }


@dataclass
class _PieceMatches:
    """The matches of one query in one piece as it stood."""

    positions: list[int]
    types: Counter[str]
    foreign: Counter[int]


class _Matcher:
    """Finds a query's matches in pieces of the program."""

    def __init__(self, tracker: PipelineTracker, ids: set[int]) -> None:
        self.tracker = tracker
        self.ids = ids
        # The matching positions of each bound summary, found once.
        self.by_bound: dict[int, list[int]] = {}

    def __call__(self, piece: Piece, hidden: int) -> _PieceMatches:
        tracker, ids = self.tracker, self.ids
        bound = tracker.bound(piece.printed_in)
        summary = bound.summary
        positions = self.by_bound.get(id(bound))
        if positions is None:
            positions = self.by_bound[id(bound)] = tracker.matched_positions(piece.printed_in, ids)
        first, end = piece.span()
        kept = [
            position
            for position in positions
            if first <= position < end and (not piece.hidden or piece.visible(position, hidden))
        ]
        foreign: Counter[int] = Counter()
        for position in kept:
            foreign.update(bound.stacksets[summary.op_stackset[position]] - ids)
        return _PieceMatches(kept, Counter(summary.type_of(position) for position in kept), foreign)

    def relevance(self) -> Relevance:
        """Whether a part of a piece held ops of the query (only the passes
        that ran on those are named)."""

        def holds(piece: Piece, position: int, hidden: int) -> bool:
            end = piece.summary.subtree_end[position]
            return any(position <= found < end for found in self(piece, hidden).positions)

        return holds


def lineage(pipeline: Pipeline, query: Query, start: int = 0, end: int | None = None) -> Lineage:
    """What `query` (an op, a `file:line:col` or a source range) had become
    at each stage from `start`, compressed to the stages where the count or
    the op types changed (or it was fused with more sources)."""
    tracker = tracker_of(pipeline)
    stacks = tracker.query_stacks(query)
    ids = tracker.matching(stacks)
    result = Lineage(stacks, stages=len(pipeline))
    types: Counter[str] = Counter()
    # How many matched ops carry each stack of another source.
    foreign: Counter[int] = Counter()
    previous: tuple[tuple[tuple[str, int], ...], int] | None = None
    matcher = _Matcher(tracker, ids)
    for event, current, changes in tracker.sweep(matcher, end):
        for old, new in changes:
            if old is not None:
                types.subtract(old.types)
                foreign.subtract(old.foreign)
            if new is not None:
                types.update(new.types)
                foreign.update(new.foreign)
        if event.stage.number < start:
            continue
        fused_with = sum(1 for count in foreign.values() if count > 0)
        signature = (tuple(sorted((t, n) for t, n in types.items() if n > 0)), fused_with)
        if previous is None or signature[0] != previous[0] or signature[1] > previous[1]:
            refs = [
                tracker.ref(piece.printed_in, position)
                for piece, found in current.items()
                for position in found.positions
            ]
            relevant = matcher.relevance()
            result.rows.append(
                LineageRow(
                    event.stage.number,
                    culprit_label(event, relevant),
                    refs,
                    fused_with,
                    culprit_stage(event, relevant).number,
                    since(event),
                )
            )
        previous = signature
    return result
