"""The lineage events of many queries at once: every source op of a type,
every source op of a run.

Each query is matched once (against the whole stack table, held in memory
for many queries: a query of the store per source op would cost more than
reading it); the lineage events of the stack sets they match are read once
and handed out, stage by stage, to the queries of each stack set. What
bulk questions are answered from: lowering paths, what each op reaches and
where it was seen, the units holding it at a stage.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from tracksrc.pipeline.composition.tracker import Query
from tracksrc.pipeline.store.aliases import Row
from tracksrc.pipeline.store.deltas import by_stage
from tracksrc.pipeline.store.query_store import QueryStore
from tracksrc.pipeline.store.units import UnitKey
from tracksrc.progress import ProgressBar, status_line

# Above this many queries, the stack table is read whole.
_BULK = 64


@dataclass(frozen=True)
class Change:
    """What one stage did to one query's ops: `delta` ops of type `type_id`
    (into `QueryStore.types`) in unit `unit` (into `QueryStore.units`)."""

    query: int
    type_id: int
    unit: int
    delta: int


class QueryRows:
    """The lineage events of `queries` in one pipeline (see the module
    docstring)."""

    def __init__(self, store: QueryStore, queries: Sequence[Query]) -> None:
        self.store = store
        self.count = len(queries)
        tracker = store.tracker
        if len(queries) > _BULK:
            tracker.use_whole_table()
        self.queries_of: dict[int, list[int]] = {}
        holding: list[list[int]] = []
        progress = ProgressBar(len(queries), "matching source ops", unit="ops")
        for number, query in enumerate(queries):
            stacks = tracker.query_stacks(query)
            holding.append(store.stacksets_holding(tracker.matching(stacks)))
            for stackset in holding[-1]:
                self.queries_of.setdefault(stackset, []).append(number)
            progress.update(number + 1)
        progress.close()
        # Each query's rows through deduplicated executables
        # (`tracksrc.pipeline.store.aliases`), by stage.
        self.followed: dict[int, list[tuple[int, Row]]] = {}
        aliases = store.aliases_of(list(self.queries_of))
        if aliases:
            targets = store.target_rows(aliases)
            for number, own in enumerate(holding):
                mine = set(own)
                for row in store.followed_rows(
                    mine, [alias for alias in aliases if alias.source in mine], targets
                ):
                    self.followed.setdefault(row[0], []).append((number, row))

    @property
    def types(self) -> list[str]:
        """The op type names `Change.type_id` numbers."""
        return self.store.types

    @property
    def units(self) -> list[UnitKey]:
        """The unit keys `Change.unit` numbers."""
        return self.store.units

    def stages(self, end: int | None = None) -> Iterator[tuple[int, list[Change]]]:
        """Per stage of the main compile (before `end`, if given) where a
        query's ops changed, in order, the changes."""
        queries_of = self.queries_of
        with status_line(f"reading the lineage events of {self.count:,} source ops"):
            rows = self.store.rows(list(queries_of))
        if self.followed:
            # Stages only followed rows change appear too.
            rows = sorted(rows + [(stage, -1, 0, 0, 0) for stage in self.followed])
        for stage, group in by_stage(rows):
            if end is not None and stage >= end:
                return
            changes = [
                Change(query, type_id, unit, delta)
                for _, stackset, type_id, unit, delta in group
                if stackset >= 0
                for query in queries_of[stackset]
            ]
            changes.extend(
                Change(query, row[2], row[3], row[4]) for query, row in self.followed.get(stage, ())
            )
            yield stage, changes
