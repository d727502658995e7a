"""One run's part of a comparison (`tracksrc.analysis.compare`), worked out
apart from the other run: in a process of its own when there are cores to
spare, opening its stream there too (two large streams are then read at
once).

A side is the run's source ops (`source_ops`: the input's ops as the run
first prints them, by source location), its pass keys, the lowering
history of every source op, the dispatches computing each and the run's
per-pass rows. The histories are the bulk: they travel back from the
worker as flat integers (`Lowerings`), and only the paths a comparison
shows are turned back into `Step`s.
"""

from __future__ import annotations

import logging
import multiprocessing
from array import array
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from tracksrc.analysis.compare_attributes import Profile, attribute_profiles, attribute_stages
from tracksrc.analysis.lowering import Signature, Step, lowering_histories
from tracksrc.analysis.pass_alignment import RunPasses, run_passes
from tracksrc.collector import collecting_less
from tracksrc.errors import TracksrcError
from tracksrc.logs import kept_records, replay_records
from tracksrc.pipeline.composition.refs import frame_text
from tracksrc.pipeline.composition.tracker import PipelineTracker, QueryHits, tracker_of
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.store.queries.passes import passes
from tracksrc.pipeline.store.query_rows import QueryRows
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.tracking.provenance import Frame, Stack
from tracksrc.worker_pools import worker_pool

# A run to compare: a pipeline, or what opens one (called by the process
# that follows the run).
Run = Pipeline | Callable[[], Pipeline]


@dataclass
class SourceOp:
    """The ops a run's first prints locate at one source location: their
    types in print order and the provenance stacks of the last (the op the
    others feed, as an importer prints constants before their user)."""

    types: list[str]
    stacks: tuple[Stack, ...]

    @property
    def op_type(self) -> str:
        """The type that names the location: the last op's."""
        return self.types[-1]


@collecting_less()
def source_ops(pipeline: Pipeline) -> dict[str, SourceOp]:
    """The input's ops as the run first prints them, by their source
    location (`file:line:col`: the first innermost frame), in print order;
    ops located in the dump itself are left out (they have no source). A
    function pass prints each function apart (and a pass pipeline may run
    all its passes on one function before the next), so each function
    counts as first printed, until the first print of the whole module
    (which is the input itself when nothing was printed before it). Read
    from the stage summaries: nothing is parsed."""
    stages = pipeline.main_stages()
    if not stages:
        raise TracksrcError("tracksrc: error: the pipeline has no stage to compare")
    tracker = tracker_of(pipeline)
    found: dict[str, SourceOp] = {}
    seen: set[str] = set()
    for stage in stages:
        module = stage.scope_op in (None, "builtin.module")
        if module and seen:
            # After function prints, what a module print adds was made by
            # passes (library functions a pass links in), not read.
            break
        symbol = stage.scope_symbol or f"{stage.scope_op}@{stage.number}"
        if symbol in seen:
            continue
        seen.add(symbol)
        _add_sources(found, tracker, stage)
        if module:
            break
    return found


def _add_sources(found: dict[str, SourceOp], tracker: PipelineTracker, stage: Stage) -> None:
    bound = tracker.bound(stage)
    summary, stacks = bound.summary, tracker.table.stacks
    facts = tracker.stackset_facts(bound)
    texts: dict[Frame, str] = {}
    last: dict[str, int] = {}
    for position, stackset in enumerate(summary.op_stackset):
        frames = facts[stackset][1]
        if not frames:
            continue
        frame = min(frames)
        key = texts.get(frame)
        if key is None:
            key = texts[frame] = frame_text(frame)
        entry = found.get(key)
        if entry is None:
            entry = found[key] = SourceOp([], ())
        entry.types.append(summary.type_of(position))
        last[key] = stackset
    # The stacks of the last op printed at each location.
    for key, stackset in last.items():
        found[key].stacks = tuple(stacks[each] for each in sorted(bound.stacksets[stackset]))


class Lowerings:
    """The lowering histories of a run's source ops as flat integers: per
    step its pass (a number into `pass_names`), occurrence, stage and
    signature (a number into `signatures`); per source op where its steps
    start and the signature of every type its path reaches."""

    def __init__(self, keys: list[str], histories: list[list[Step]]) -> None:
        self.number = {key: number for number, key in enumerate(keys)}
        pass_ids: dict[str, int] = {}
        signature_ids: dict[Signature, int] = {}
        self.steps = array("i")
        self.offsets = array("i", [0])
        self.reached = array("i")
        for history in histories:
            reached: set[str] = set()
            for step in history:
                reached |= step.types
                self.steps.extend(
                    (
                        pass_ids.setdefault(step.pass_argument, len(pass_ids)),
                        step.occurrence,
                        step.stage,
                        signature_ids.setdefault(step.types, len(signature_ids)),
                    )
                )
            self.offsets.append(len(self.steps) // 4)
            self.reached.append(signature_ids.setdefault(frozenset(reached), len(signature_ids)))
        self.pass_names = list(pass_ids)
        # (Sorted tuples travel; the sets are made again where used.)
        self.signatures = [tuple(sorted(types)) for types in signature_ids]

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state.pop("sets", None)
        return state

    @cached_property
    def sets(self) -> list[Signature]:
        """Each signature as a set (one object each: made once)."""
        return [frozenset(types) for types in self.signatures]

    def history(self, key: str) -> list[Step]:
        """The steps of a source op's path."""
        number = self.number[key]
        steps, sets, names = self.steps, self.sets, self.pass_names
        return [
            Step(names[steps[base]], steps[base + 1], steps[base + 2], sets[steps[base + 3]])
            for base in range(4 * self.offsets[number], 4 * self.offsets[number + 1], 4)
        ]

    def end(self, key: str) -> Signature:
        """The op types a source op's path ends as (none for no path)."""
        number = self.number[key]
        if self.offsets[number] == self.offsets[number + 1]:
            return frozenset()
        return self.sets[self.steps[4 * self.offsets[number + 1] - 1]]

    def reached_by(self, key: str) -> Signature:
        """Every op type a source op's path reaches."""
        return self.sets[self.reached[self.number[key]]]


@dataclass
class Side:
    """What one run contributes to a comparison."""

    # Per source location, the op types printed there (`SourceOp.types`).
    source_types: dict[str, list[str]]
    passes: RunPasses
    lowerings: Lowerings
    dispatches: dict[str, list[str]]
    pass_rows: dict[str, Any]
    # Per source location: the functions holding what it became at the end.
    functions: dict[str, list[str]] = field(default_factory=dict)
    # With `attributes`: the stages they were read from, and per source
    # location the attributes of its ops there (`compare_attributes`).
    attributes_stages: list[int] = field(default_factory=list)
    attributes: dict[str, Profile] = field(default_factory=dict)
    # What was logged following the run in a worker, for the parent to log.
    records: list[logging.LogRecord] = field(default_factory=list)


@dataclass(frozen=True)
class Options:
    """What both sides are asked: up to which stage (`to`), which source
    locations (`keys`, None: all), and after which pass to read attributes
    (`attributes`, None: not)."""

    to: int | str | None = None
    keys: list[str] | None = None
    attributes: str | None = None


def side(run: Run, options: Options) -> Side:
    """One run's side (see `Options`)."""
    pipeline = run if isinstance(run, Pipeline) else run()
    to, keys = options.to, options.keys
    last = None if to is None else pipeline.find_spec(to, "--to").number
    sources = source_ops(pipeline)
    wanted = [
        key
        for key in sources
        if keys is None or any(key == each or key.startswith(each + ":") for each in keys)
    ]
    attributes_stages = (
        [] if options.attributes is None else attribute_stages(pipeline, options.attributes)
    )
    stacks = [sources[key].stacks for key in wanted]
    events = QueryRows(query_store_of(pipeline), stacks)
    histories = lowering_histories(events, pipeline, last=last)
    end = len(pipeline) - 1 if last is None else last
    rows = {row.pass_argument: row for row in passes(pipeline).passes if row.pass_argument}
    return Side(
        {key: entry.types for key, entry in sources.items()},
        run_passes(pipeline, last),
        Lowerings(wanted, histories),
        _dispatches_of(pipeline),
        rows,
        dict(zip(wanted, end_functions(end, events), strict=True)),
        attributes_stages,
        {}
        if not attributes_stages
        else attribute_profiles(
            pipeline,
            attributes_stages,
            wanted,
            QueryHits.matching(tracker_of(pipeline), stacks),
        ),
    )


def end_functions(last: int, rows: QueryRows) -> list[list[str]]:
    """Per query (of `rows`), the symbols of the functions (`func.func`,
    `util.func`, `llvm.func`, ...) holding the ops carrying it in the
    program after stage `last`, sorted (the units of its lineage events
    still holding ops then: `tracksrc.pipeline.store.units`)."""
    counts: list[Counter[int]] = [Counter() for _ in range(rows.count)]
    for _, changes in rows.stages(end=last + 1):
        for change in changes:
            counts[change.query][change.unit] += change.delta
    units = rows.units
    return [
        sorted(
            {
                units[unit][2]
                for unit, count in held.items()
                if count > 0 and units[unit][2] and units[unit][1].rsplit(".", 1)[-1] == "func"
            }
        )
        for held in counts
    ]


def _dispatches_of(pipeline: Pipeline) -> dict[str, list[str]]:
    """Source location -> the dispatches that compute it (IREE)."""
    found: dict[str, list[str]] = {}
    for item in dispatches(pipeline, files=False):
        for source in item.computed:
            found.setdefault(source.where, []).append(item.name)
    return found


# The runs a forked worker computes a side of (inherited, not sent).
_FORKED: list[tuple[Run, Options]] = []


def _forked_side(number: int) -> Side:
    with kept_records() as records:
        found = side(*_FORKED[number])
    found.records = records
    return found


def both_sides(a: Run, b: Run, options: Options, jobs: int) -> tuple[Side, Side]:
    """Both runs' sides: in two forked processes when `jobs` > 1 and the
    platform forks (the runs are inherited, only results travel), else one
    after the other."""
    if jobs > 1 and "fork" in multiprocessing.get_all_start_methods():
        _FORKED[:] = [(a, options), (b, options)]
        try:
            context = multiprocessing.get_context("fork")
            with worker_pool(2, context) as pool:
                first, second = pool.map(_forked_side, (0, 1))
            for each in (first, second):
                replay_records(each.records)
            return first, second
        finally:
            _FORKED.clear()
    return side(a, options), side(b, options)


__all__ = ["Lowerings", "Options", "Run", "Side", "SourceOp", "both_sides", "side", "source_ops"]
