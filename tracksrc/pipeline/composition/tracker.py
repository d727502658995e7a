"""The tracker of a pipeline: every stage's summary bound to pipeline-wide
provenance, what every whole-pipeline query needs from it, and the replay
of the whole program.

A `PipelineTracker` gives each distinct provenance stack of the pipeline
one integer id (`StackTable`), so that a query is matched against each
distinct stack once, not once per stage; `matching` finds the stacks a
query matches (precise semantics, `tracksrc.tracking.provenance`) through a
per-file index of their frames. `events` is the replay of the whole program
(`tracksrc.pipeline.composition.replay`), computed once; `view_at` and `sweep` play it
back.

`tracker_of(pipeline)` builds a pipeline's tracker on first use and keeps
it for as long as the pipeline lives (weakly keyed: the pipeline itself
holds nothing of the layers above it).
"""

from __future__ import annotations

import functools
import hashlib
import logging
import weakref
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TypeVar

from tracksrc.collector import collecting_less
from tracksrc.errors import TracksrcError
from tracksrc.freed_memory import return_freed_memory
from tracksrc.pipeline.composition.query_frames import (
    places_text,
    range_frame,
    text_frame,
    unlocated_op,
    unnamed_files,
)
from tracksrc.pipeline.composition.refs import OpRef
from tracksrc.pipeline.composition.replay import Piece, StageEvent, replay
from tracksrc.pipeline.composition.stack_lookup import MemoryLookup, StackLookup, StoredLookup
from tracksrc.pipeline.composition.tracker_state import (
    is_kept,
    load_replay,
    load_stacks,
    save_tracker,
)
from tracksrc.pipeline.composition.views import View, sweep
from tracksrc.pipeline.streams.storage.database import StoreError, damaged_midway
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.pipeline.streams.summaries.summary import StackTable, StageSummary, bind_stacksets
from tracksrc.reading.locations import LINE_STEP, SourceLocation, SourceRange, aligned_name
from tracksrc.safe_text import visible_line
from tracksrc.tracking.index import OperationInfo
from tracksrc.tracking.provenance import Frame, Stack, stacks_match

# What a whole-pipeline query follows: an op (of any stage or file), a
# `file:line:col` or range, or provenance stacks.
Query = OperationInfo | SourceLocation | SourceRange | str | Sequence[Stack]

T = TypeVar("T")

# What queries read of a stack set (`PipelineTracker.stackset_facts`): how
# many stacks it has, and the innermost frames of its stacks, in order.
Facts = tuple[int, tuple[Frame, ...]]

logger = logging.getLogger("tracksrc.pipeline.composition.tracker")


@dataclass(slots=True)
class Bound:
    """A stage summary bound to the stack ids of a pipeline: per stack set
    of the summary, the set of pipeline-wide stack ids."""

    stage: Stage
    stacksets: list[frozenset[int]]
    line_offset: int
    dump_name: str
    facts: list[Facts] | None = None
    # None: the stage's summary, read when first used (a binding read back
    # from the store holds none).
    known_summary: StageSummary | None = None

    @property
    def summary(self) -> StageSummary:
        """The summary of the stage bound."""
        if self.known_summary is None:
            self.known_summary = self.stage.summary()
        return self.known_summary


class PipelineTracker:
    """Stage summaries of one pipeline bound to pipeline-wide stack ids, and
    what every query needs from them (see the module docstring)."""

    def __init__(self, pipeline: Pipeline) -> None:
        self.pipeline = pipeline
        # The store's generation it reads (`StreamStore.generation`).
        self.generation = pipeline.store.generation
        # Read back from the pipeline's store when first used, if kept there
        # (`ready`); else filled by binding.
        self._table: StackTable | None = None
        self._kept = False
        self._bound: dict[tuple[bytes, str, int], Bound] = {}
        self._bound_stage: dict[int, Bound] = {}
        # Stack sets bound, by what they are bound from (`_location_digest`).
        self._bindings: dict[tuple[bytes, str, int], list[frozenset[int]]] = {}
        self._match_memo: dict[tuple[Stack, ...], tuple[int, set[int]]] = {}
        self._events: list[StageEvent] | None = None
        # `stackset_facts` per dump name and (interned) stack set.
        self._facts: dict[str, dict[frozenset[int], Facts]] = {}
        self._facts_lists: dict[tuple[str, int], list[Facts]] = {}
        # One object per distinct fact: stack sets that differ only past
        # their innermost frames (one op inlined at several calls) share it.
        self._fact_objects: dict[Facts, Facts] = {}
        # Every frame of every stack, per file: a match needs overlapping
        # frames, so only stacks with a frame overlapping a query frame are
        # compared.
        self._lookup: StackLookup | None = None
        # Per stage, its stack sets read back from the store (`adopt`).
        self._kept_bindings: list[list[frozenset[int]] | None] | None = None

    def bound(self, stage: Stage) -> Bound:
        """The stage's summary bound to stack ids, at the stage's own lines
        (the stack sets shared by identical stages unless they hold
        locations in the dump itself)."""
        known = self._bound_stage.get(stage.number)
        if known is not None:
            return known
        if self._kept:
            if self._kept_bindings is None:
                self._read_replay()
            assert self._kept_bindings is not None
            stacksets = self._kept_bindings[stage.number]
            if stacksets is None:
                raise TracksrcError(f"stage {stage.number} was not bound (it is cut short)")
            known = self._bound_stage[stage.number] = Bound(
                stage, stacksets, stage.line - 1, stage.source.name
            )
            return known
        summary = stage.summary()
        in_dump = "" in summary.files
        key = (stage.digest, stage.source.name if in_dump else "", stage.line if in_dump else 0)
        found = self._bound.get(key)
        if found is None:
            # Stages that differ in ops but not in locations (most passes
            # leave every location where it was) bind alike.
            binding = (_location_digest(summary), key[1], key[2])
            stacksets = self._bindings.get(binding)
            if stacksets is None:
                stacksets = self._bindings[binding] = bind_stacksets(
                    summary, stage.source.name, stage.line, self.pipeline.remap, self.table
                )
            found = self._bound[key] = Bound(
                stage, stacksets, stage.line - 1, stage.source.name, known_summary=summary
            )
        elif found.stage is not stage:
            # The same summary and stack sets, at this stage's lines: an op
            # of a later identical print is at its own line, not the first
            # print's.
            found = Bound(
                stage, found.stacksets, stage.line - 1, stage.source.name, known_summary=summary
            )
        self._bound_stage[stage.number] = found
        return found

    @collecting_less()
    def prepare(self) -> None:
        """Summarise (in parallel) and bind every whole stage."""
        self.pipeline.index_all()
        for stage in self.pipeline.whole_stages():
            self.bound(stage)

    @property
    def table(self) -> StackTable:
        """The pipeline's stacks and stack sets, each with its number."""
        if self._table is None:
            self._table = load_stacks(self, self.pipeline.store) if self._kept else StackTable()
        return self._table

    def _read_replay(self) -> None:
        store = self.pipeline.store
        try:
            self._kept_bindings, self._events = load_replay(self, store)
        except StoreError as exc:
            # Found damaged after its stacks were used.
            raise damaged_midway(store, exc) from None

    @collecting_less()
    def ready(self) -> None:
        """Every stage bound and the program replayed: kept in the
        pipeline's store (read back when first used), or worked out
        (summarising every stage) and kept there."""
        store = self.pipeline.store
        if is_kept(self, store):
            # Read when first used (most queries read a few rows of it).
            self._kept = True
            return
        self.prepare()
        return_freed_memory()
        self.events()
        return_freed_memory()
        save_tracker(self, store)
        return_freed_memory()

    # -- matching queries ----------------------------------------------------

    @property
    def lookup(self) -> StackLookup:
        """The pipeline's stacks by place: the store's tables once kept,
        else the stacks bound so far."""
        if self._lookup is None:
            self._lookup = (
                StoredLookup(self.pipeline.store) if self._kept else MemoryLookup(self.table)
            )
        return self._lookup

    def use_whole_table(self) -> None:
        """Match queries against the whole stack table, read into memory
        (for many queries: cheaper than asking the store for each)."""
        if self._kept and not isinstance(self._lookup, MemoryLookup):
            self._lookup = MemoryLookup(self.table)
            self._match_memo.clear()

    def matching(self, stacks: tuple[Stack, ...]) -> set[int]:
        """Ids of the pipeline's stacks matching any of `stacks`."""
        known = len(self._table.stacks) if self._table is not None and not self._kept else -1
        checked, found = self._match_memo.get(stacks, (-2, set()))
        if checked == known:
            return found
        candidates = self.lookup.stacks(self.lookup.candidates(stacks))
        found = {
            stack_id
            for stack_id, stack in candidates.items()
            if any(stacks_match(query, stack) for query in stacks)
        }
        self._match_memo[stacks] = (known, found)
        return found

    def location_files(self) -> set[str]:
        """The files the pipeline's locations name."""
        return self.lookup.files()

    def source_files(self) -> set[str]:
        """The files the pipeline's locations name that are no dump of it
        (where MLIR locates the ops printed without a location)."""
        return self.location_files() - self._dump_names

    @functools.cached_property
    def _dump_names(self) -> frozenset[str]:
        """The names of the pipeline's dumps (its files, its stages')."""
        return frozenset(
            {file.name for file in self.pipeline.files}
            | {stage.source.name for stage in self.pipeline.stages}
        )

    def matched_stacksets(self, stage: Stage, ids: set[int]) -> set[int]:
        """The stack sets of the stage's binding (by number in its summary)
        with a stack in `ids`: found without reading its summary."""
        return {
            number
            for number, stackset in enumerate(self.bound(stage).stacksets)
            if not stackset.isdisjoint(ids)
        }

    def matched_positions(self, stage: Stage, ids: set[int]) -> list[int]:
        """Positions of the stage's ops whose provenance has a stack in `ids`."""
        bound = self.bound(stage)
        wanted = self.matched_stacksets(stage, ids)
        if not wanted:
            return []
        return [
            position
            for position, stackset in enumerate(bound.summary.op_stackset)
            if stackset in wanted
        ]

    def query_stacks(self, query: Query) -> tuple[Stack, ...]:
        """The provenance stacks a query stands for, with file names aligned
        to those the pipeline's locations use (`mnist_like.mlir` finds
        `/abs/path/mnist_like.mlir` when that is the only such file)."""
        named = None  # a place the user typed
        known = self.location_files()
        if isinstance(query, OperationInfo):
            stacks = query.stacks
            dumps = self._dump_names
            if stacks and all(frame[0] in dumps for stack in stacks for frame in stack):
                # Located where it is printed: no source, and each stage
                # prints it elsewhere ("it vanished" would be the answer).
                raise unlocated_op(query.op_name, known - dumps)
        elif isinstance(query, str):
            stacks = ((text_frame(query),),)
            named = query.strip()
        elif isinstance(query, (SourceLocation, SourceRange)):
            stacks = ((range_frame(query),),)
            named = str(query)
        else:
            stacks = tuple(tuple(stack) for stack in query)
        if not stacks:
            raise TracksrcError("the op has no known location: nothing to follow")
        if all(frame[0] in known for stack in stacks for frame in stack):
            # (Named as the pipeline names them: most queries.)
            return stacks if named is None else self._placed(stacks, named)
        aligned = tuple(
            tuple((aligned_name(frame[0], known), frame[1], frame[2]) for frame in stack)
            for stack in stacks
        )
        if not any(frame[0] in known for stack in aligned for frame in stack):
            # Nothing could match: an empty answer would look like "it
            # vanished" or "never changed". (The dump itself, where ops
            # MLIR creates or printed without a location are, is no source.)
            files = {frame[0] for stack in aligned for frame in stack}
            raise unnamed_files(files, known, self.source_files())
        return aligned if named is None else self._placed(aligned, named)

    def _placed(self, stacks: tuple[Stack, ...], named: str) -> tuple[Stack, ...]:
        """A place the user typed, as ops are located: itself when an op's
        location overlaps it; else the whole line when ops are located on
        it (a column other than the op name's, as `file:line:col` of the
        statement's start; said on stderr); else an error naming the
        nearest places that are."""
        if self.matching(stacks):
            return stacks
        file, start, _ = stacks[0][0]
        line = start // LINE_STEP
        whole_line = ((file, line * LINE_STEP, (line + 1) * LINE_STEP - 1),)
        on_line = self.lookup.frames_within(*whole_line[0])
        if on_line:
            logger.warning(
                "no op is located at %s; following the ops located on line %d: %s",
                named,
                line,
                places_text(file, on_line),
            )
            return (whole_line,)
        nearest = self.lookup.nearest(file, start)
        where = (
            f"; the nearest places ops are located: {places_text(file, nearest)}" if nearest else ""
        )
        raise TracksrcError(
            f"tracksrc: error: no op of the pipeline is located at {visible_line(named)}{where}"
        )

    # -- the whole program ---------------------------------------------------

    @collecting_less()
    def events(self) -> list[StageEvent]:
        """What each stage did to the program (computed once)."""
        if self._events is None and self._kept:
            self._read_replay()
        if self._events is None:
            # Bound here first: the replay only reads what it is given. A
            # stage cut short changes nothing: its event adds no piece.
            whole = [(stage, self.bound(stage).summary) for stage in self.pipeline.whole_stages()]
            replayed = iter(replay(whole))
            self._events = [
                StageEvent(stage, replaced=[], compile=stage.compile)
                if stage.cut is not None
                else next(replayed)
                for stage in self.pipeline.stages
            ]
        return self._events

    def view_at(self, number: int) -> View:
        """The program as it stood after stage `number`: the program of the
        compile that printed it (the main one, or one nested in it)."""
        view = View(self.pipeline.stages[number].compile)
        for event in self.events()[: number + 1]:
            view.apply(event)
        return view

    def sweep(
        self, contribution: Callable[[Piece, int], T], end: int | None = None, compile: int = 0
    ) -> Iterator[tuple[StageEvent, dict[Piece, T], list[tuple[T | None, T | None]]]]:
        """`replay.sweep` over the stages up to `end` (exclusive; default
        all), of the program of `compile` (default: the main one)."""
        return sweep(self.events()[:end], contribution, compile)

    def ref(self, stage: Stage, position: int) -> OpRef:
        """The op at `position` of a stage, as queries report it."""
        bound = self.bound(stage)
        summary = bound.summary
        line = summary.line[position]
        within = ""
        parent = summary.parent[position]
        while parent >= 0 and not within:
            within = summary.keys.get(parent, [""])[0]
            parent = summary.parent[parent]
        return OpRef(
            stage.number,
            summary.unique_id(position),
            summary.type_of(position),
            line + bound.line_offset if line else 0,
            within,
        )

    def stackset_facts(self, bound: Bound) -> list[Facts]:
        """Per stack set of a bound summary: how many stacks it has and the
        innermost frames of its stacks, in order, frames in the dump itself
        left out (an op printed without debug info is located there: no
        source)."""
        if bound.facts is None:
            # (One list per binding, shared by the stages bound alike.)
            key = (bound.dump_name, id(bound.stacksets))
            known = self._facts_lists.get(key)
            if known is None:
                memo = self._facts.setdefault(bound.dump_name, {})
                known = self._facts_lists[key] = [
                    memo.get(stackset) or memo.setdefault(stackset, self._facts_of(stackset, bound))
                    for stackset in bound.stacksets
                ]
            bound.facts = known
        return bound.facts

    def _facts_of(self, stackset: frozenset[int], bound: Bound) -> Facts:
        stacks, dump = self.table.stacks, bound.dump_name
        # (A sorted tuple, not a frozenset: a pipeline has one per stack
        # set, a hundred thousand on a CPU stream.)
        innermost = {stacks[stack_id][0] for stack_id in stackset}
        fact = (len(stackset), tuple(sorted(frame for frame in innermost if frame[0] != dump)))
        return self._fact_objects.setdefault(fact, fact)


class QueryHits:
    """Which of a list of queries each stack set of a pipeline matches:
    found once per distinct set (an op keeps its set through the passes
    that leave it alone, and prints of one function share sets)."""

    def __init__(self, queries_of: dict[int, list[int]], count: int) -> None:
        # Stack id -> the queries it matches; `count` queries in all.
        self._queries_of = queries_of
        self.count = count
        self._known: dict[frozenset[int], tuple[int, ...]] = {}

    @classmethod
    def matching(cls, tracker: PipelineTracker, queries: Sequence[Query]) -> QueryHits:
        """The hits of `queries` among the pipeline's stacks."""
        queries_of: dict[int, list[int]] = {}
        for query, each in enumerate(queries):
            for stack_id in tracker.matching(tracker.query_stacks(each)):
                queries_of.setdefault(stack_id, []).append(query)
        return cls(queries_of, len(queries))

    def of(self, stackset: frozenset[int]) -> tuple[int, ...]:
        """The queries matching any stack of the set, in order."""
        found = self._known.get(stackset)
        if found is None:
            queries_of = self._queries_of
            found = self._known[stackset] = tuple(
                sorted({query for stack in stackset for query in queries_of.get(stack, ())})
            )
        return found


def _location_digest(summary: StageSummary) -> bytes:
    """A digest of what binding reads from a summary: its files, frames,
    stacks and stack sets (not its ops)."""
    hasher = hashlib.blake2b(digest_size=16)
    for name in summary.files:
        encoded = name.encode("utf-8", errors="surrogatepass")
        hasher.update(len(encoded).to_bytes(8, "little") + encoded)
    for column in (
        summary.frames,
        *(summary.columns[name] for name in _BOUND_COLUMNS),
    ):
        hasher.update(len(column).to_bytes(8, "little"))
        hasher.update(column.tobytes())
    return hasher.digest()


_BOUND_COLUMNS = ("stack_offsets", "stack_items", "stackset_offsets", "stackset_items")


_TRACKERS: weakref.WeakKeyDictionary[Pipeline, PipelineTracker] = weakref.WeakKeyDictionary()


def tracker_of(pipeline: Pipeline) -> PipelineTracker:
    """The pipeline's tracker, every stage bound (built on first use, kept
    while the pipeline lives)."""
    tracker = _TRACKERS.get(pipeline)
    if tracker is None or tracker.generation != pipeline.store.generation:
        tracker = PipelineTracker(pipeline)
        tracker.ready()
        _TRACKERS[pipeline] = tracker
    return tracker
