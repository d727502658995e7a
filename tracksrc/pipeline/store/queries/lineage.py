"""`lineage(pipeline, op)`: what an op (or a source location) had become
at every stage, compressed to the stages where that changed.

Read from the pipeline's query store (`tracksrc.pipeline.store.deltas`):
the location's stacks are matched against the pipeline's (precise
semantics), and only the lineage events of the stack sets holding them are
read, in stage order, counted by op type; a row is kept where the op types
(with counts) change, or where the ops come to carry more stacks of other
sources (a fusion). Which pass made each change comes from the store too;
only where a print replaced several parts of the program are the parts
holding the op's descendants looked at, and the ops of each row are found
(over the replay, once for all rows) only when asked for.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tracksrc.pipeline.composition.passes.attribution import Relevance, culprit_label, culprit_stage
from tracksrc.pipeline.composition.passes.nesting import with_parents
from tracksrc.pipeline.composition.refs import OpRef, frame_text, types_text
from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.composition.tracker import PipelineTracker, Query
from tracksrc.pipeline.composition.views import View
from tracksrc.pipeline.dispatches.compiled_code import CodeRow, code_rows
from tracksrc.pipeline.dispatches.llvm_history import LLVMHistory, llvm_history, llvm_stream_of
from tracksrc.pipeline.store.deltas import by_stage
from tracksrc.pipeline.store.queries.failures import Failures, failures
from tracksrc.pipeline.store.query_store import QueryStore, query_store_of
from tracksrc.pipeline.streams.programs import StreamProgram
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.reading.locations import key_position
from tracksrc.results import JsonResult
from tracksrc.safe_text import visible_line
from tracksrc.tables import format_table
from tracksrc.tracking.provenance import Frame, Stack


@dataclass
class LineageRow:
    """What the query had become at `stage` (and until the next row): its
    ops' types with counts, how many stacks of other sources they carry,
    and the pass that made it so (`pass_argument`, printed at `pass_stage`:
    the stage itself after-all, the earlier print before-all; see
    `tracksrc.pipeline.composition.passes.attribution`)."""

    stage: int
    pass_argument: str
    types: Counter[str]
    foreign_sources: int
    pass_stage: int = -1
    # The earlier print the change is seen against (`attribution.since`).
    since: int = -1
    # The passes that pass ran inside, outermost first (`nesting`).
    parents: tuple[str, ...] = ()
    # The ops themselves, found when first asked for (`ops`).
    found_ops: list[OpRef] | None = field(default=None, repr=False)
    finder: Callable[[], None] | None = field(default=None, repr=False, compare=False)

    @property
    def pass_named(self) -> str:
        """The pass as tables name it, with its parents
        (`inline > canonicalize`)."""
        return with_parents(self.pass_argument, self.parents)

    @property
    def count(self) -> int:
        """How many ops carry the query's provenance."""
        return sum(self.types.values())

    @property
    def ops(self) -> list[OpRef]:
        """The ops carrying the query's provenance at `stage`."""
        if self.found_ops is None and self.finder is not None:
            self.finder()
        return self.found_ops or []


@dataclass
class Lineage(JsonResult):
    """The stages where what the query had become changed."""

    query: tuple[Stack, ...]
    rows: list[LineageRow] = field(default_factory=list)
    stages: int = 0
    # The failures of the compile, and the innermost source locations
    # (`file:line:col`) the query matched: which failures concern it.
    failures: Failures = field(default_factory=Failures)
    places: set[str] = field(default_factory=set)
    # Below MLIR: what the code in the stream's dump folders holds of it
    # (`tracksrc.pipeline.dispatches.compiled_code`), and why not, if not.
    code: list[CodeRow] = field(default_factory=list)
    code_notes: list[str] = field(default_factory=list)
    # Through LLVM's passes, when the stream holds their prints
    # (`tracksrc.pipeline.dispatches.llvm_history`).
    llvm: LLVMHistory | None = None
    # Of a stream of several programs: the others that hold the query.
    elsewhere: list[StreamProgram] = field(default_factory=list)

    def elsewhere_lines(self) -> list[str]:
        """Which other programs of the stream hold the query (a kernel
        autotuned is compiled once per configuration)."""
        if not self.elsewhere:
            return []
        found = any(row.count for row in self.rows)
        listed = "; ".join(
            f"{program.describe()} (--program {program.number})" for program in self.elsewhere
        )
        if found:
            return [f"note: also in {listed}"]
        return [f"note: not in the program read; in {listed}"]

    def failure_lines(self) -> list[str]:
        """What failed, first: in full where the failed dispatch computes
        this source (`Failures.about`)."""
        return self.failures.about(self.places)

    def __str__(self) -> str:
        first = self.failure_lines()
        if not self.rows:
            return "\n".join(
                [*first, "no stage holds an op with this provenance", *self.elsewhere_lines()]
            )
        table = [("stage", "pass", "ops", "op types")]
        for row in self.rows:
            table.append((str(row.stage), row.pass_named, str(row.count), types_text(row.types)))
        passes = ["", str(self.llvm)] if self.llvm is not None else []
        return "\n".join(
            [
                *first,
                format_table(table, right=(0, 2)),
                *passes,
                *self.code_lines(),
                *self.elsewhere_lines(),
            ]
        )

    def code_lines(self) -> list[str]:
        """Below MLIR, as text: per code file and function, the
        instructions that come from the query (none: no lines)."""
        if not self.code and not self.code_notes:
            return []
        lines = ["", "below MLIR, in the code of the stream's dump folders:"]
        table = [("file", "function", "instructions", "lines")]
        for row in self.code:
            table.append(
                (
                    visible_line(Path(row.file).name),
                    visible_line(row.function),
                    f"{row.count} {row.kind}",
                    row.span,
                )
            )
        if self.code:
            lines += ["  " + line for line in format_table(table).split("\n")]
        else:
            lines.append("  no instruction comes from it")
        return lines + [f"  {visible_line(note)}" for note in self.code_notes]

    __repr__ = __str__

    def json_data(self, ops: bool = True) -> dict[str, Any]:
        """The query's stacks and the rows, each with its ops (without
        `ops`, the rows alone: finding the ops replays the stages)."""
        return {
            "query": [[_frame_data(frame) for frame in stack] for stack in self.query],
            "failures": [
                {**item.json_data(), "this_source": item.concerns(self.places)}
                for item in self.failures
            ],
            "rows": [
                {
                    "stage": row.stage,
                    "pass": row.pass_argument,
                    "parents": list(row.parents),
                    "pass_stage": row.pass_stage,
                    "since": row.since,
                    "count": row.count,
                    "types": dict(row.types),
                    **({"ops": [vars(ref) for ref in row.ops]} if ops else {}),
                }
                for row in self.rows
            ],
            "llvm": None if self.llvm is None else self.llvm.json_data(),
            "code": [row.json_data() for row in self.code],
            "code_notes": self.code_notes,
            "other_programs": [program.number for program in self.elsewhere],
        }


def _frame_data(frame: Frame) -> dict[str, object]:
    """A frame of the query as JSON: its file, and where it starts and
    ends as [line, column]."""
    file, start, end = frame
    return {"file": file, "start": list(key_position(start)), "end": list(key_position(end))}


class _Matches:
    """The query's ops in pieces of the program (from the replay): for the
    ops of rows, and for the passes of stages whose print replaced several
    parts (only the passes that ran on parts holding its ops are named)."""

    def __init__(
        self, tracker: PipelineTracker, ids: set[int], followed: list[_Followed] | None = None
    ) -> None:
        self.tracker = tracker
        self.ids = ids
        self.followed = followed or []
        # The matching positions of each bound summary, found once.
        self.by_bound: dict[int, list[int]] = {}
        # Whether a binding (by its list's identity) holds the query.
        self.holds_by_binding: dict[int, bool] = {}

    def positions(self, piece: Piece, hidden: int) -> list[int]:
        """The piece's positions (as it stood) holding the query's ops."""
        bound = self.tracker.bound(piece.printed_in)
        found = self.by_bound.get(id(bound))
        if found is None:
            found = self.by_bound[id(bound)] = self.tracker.matched_positions(
                piece.printed_in, self.ids
            )
        first, end = piece.span()
        return [
            position
            for position in found
            if first <= position < end and (not piece.hidden or piece.visible(position, hidden))
        ]

    def relevance(self) -> Relevance:
        """Whether a part of a piece held ops of the query."""

        def holds(piece: Piece, position: int, hidden: int) -> bool:
            end = piece.summary.subtree_end[position]
            return any(position <= found < end for found in self.positions(piece, hidden))

        return holds

    def ops_at(self, stages: list[int]) -> dict[int, list[OpRef]]:
        """The query's ops in the main program after each of `stages`, in
        one pass over the replay."""
        wanted = set(stages)
        standing: dict[int, list[tuple[Piece, int]]] = {}
        followed: dict[int, list[OpRef]] = {}
        view = View(0)
        tracker = self.tracker
        for event in tracker.events()[: max(stages, default=-1) + 1]:
            view.apply(event)
            number = event.stage.number
            if number in wanted:
                standing[number] = list(view.pieces.items())
                followed[number] = self._followed_at(view, number)
        # The prints whose ops are the query's, summarised together: in
        # parallel where the cache lacks them (a bundle opened elsewhere:
        # 18 s one by one for a convolution of densenet).
        prints = {
            piece.printed_in.number: piece.printed_in
            for pieces in standing.values()
            for piece, _ in pieces
        }
        tracker.pipeline.summaries([stage for stage in prints.values() if self.may_hold(stage)])
        return {
            number: [
                tracker.ref(piece.printed_in, position)
                for piece, hidden in pieces
                for position in self.positions(piece, hidden)
            ]
            + followed[number]
            for number, pieces in standing.items()
        }

    def may_hold(self, stage: Stage) -> bool:
        """Whether the print of `stage` holds ops of the query's stack sets
        (from its binding: its summary is not read)."""
        # (Stages bound alike share their list of stack sets.)
        binding = id(self.tracker.bound(stage).stacksets)
        known = self.holds_by_binding.get(binding)
        if known is None:
            known = self.holds_by_binding[binding] = bool(
                self.tracker.matched_stacksets(stage, self.ids)
            )
        return known

    def _followed_at(self, view: View, stage: int) -> list[OpRef]:
        """The kept ops the query is followed into at `stage` (through
        deduplicated executables): ops of an alias's target stack set inside
        the kept dispatch."""
        aliases = [alias for alias in self.followed if alias.stage <= stage]
        if not aliases:
            return []
        tracker = self.tracker
        set_ids = tracker.table.set_ids
        found: list[OpRef] = []
        for piece, hidden in view.pieces.items():
            bound = tracker.bound(piece.printed_in)
            summary = bound.summary
            column = summary.op_stackset
            for position in piece.positions(hidden):
                number = set_ids[bound.stacksets[column[position]]]
                for alias in aliases:
                    if number == alias.target and _inside(piece, position, alias.symbols):
                        found.append(tracker.ref(piece.printed_in, position))
                        break
        return found


@dataclass(frozen=True)
class _Followed:
    """An alias of the query's (`tracksrc.pipeline.store.aliases`) with the
    names of the kept dispatch's functions and executables."""

    stage: int
    target: int
    symbols: frozenset[str]


def _inside(piece: Piece, position: int, symbols: frozenset[str]) -> bool:
    """Whether an op named one of `symbols` holds the op at `position`."""
    for summary, around in piece.ancestry(position):
        entry = summary.keys.get(around)
        if entry and entry[0] in symbols:
            return True
    return False


def _attributed(store: QueryStore, matches: _Matches, stage_number: int) -> tuple[str, int]:
    """The pass that made the change stage `stage_number` shows, and its
    stage: from the store, unless its print replaced parts printed before
    their passes ran (then only the parts holding the query's ops count)."""
    stage = store.pipeline.stages[stage_number]
    found = store.culprits(stage_number)
    if found == [stage_number] and not stage.before:
        return stage.label, stage_number
    event = store.tracker.events()[stage_number]
    relevant = matches.relevance()
    return culprit_label(event, relevant), culprit_stage(event, relevant).number


def lineage(
    pipeline: Pipeline,
    query: Query,
    start: int = 0,
    end: int | None = None,
    llvm_passes: bool = True,
) -> Lineage:
    """What `query` (an op, a `file:line:col` or a source range) had become
    at each stage from `start` (to `end`, exclusive), compressed to the
    stages where the count or the op types changed (or it was fused with
    more sources); to the end, what LLVM's prints the stream holds (unless
    not `llvm_passes`: they are all read) and the code of its dump folders
    hold of it."""
    store = query_store_of(pipeline)
    if pipeline.stages:
        # (From the program read: a stream of several starts one later.)
        start = max(start, pipeline.compiles[0].first)
    tracker = store.tracker
    stacks = tracker.query_stacks(query)
    ids = tracker.matching(stacks)
    holding = store.stacksets_holding(ids)
    others = {
        number: members - ids for number, members in tracker.lookup.set_members(holding).items()
    }
    result = Lineage(stacks, stages=len(pipeline), failures=failures(pipeline))
    if result.failures:
        table_stacks = tracker.table.stacks
        result.places = {frame_text(table_stacks[stack][0]) for stack in ids}
    types: Counter[str] = Counter()
    # How many matched ops carry each stack of another source.
    foreign: Counter[int] = Counter()
    last = len(pipeline) if end is None else min(end, len(pipeline))
    own = set(holding)
    aliases = [alias for alias in store.aliases_of(holding) if alias.target not in own]
    kept = {item.name: item for item in store.dispatches()} if aliases else {}
    matches = _Matches(
        tracker,
        ids,
        [
            _Followed(
                alias.stage,
                alias.target,
                frozenset([*kept[alias.dispatch].names, *kept[alias.dispatch].executables]),
            )
            for alias in aliases
            if alias.dispatch in kept
        ],
    )
    previous: tuple[tuple[tuple[str, int], ...], int] | None = None
    names = store.types

    def observe(stage: int) -> None:
        nonlocal previous
        fused_with = sum(1 for count in foreign.values() if count > 0)
        signature = (tuple(sorted((t, n) for t, n in types.items() if n > 0)), fused_with)
        if previous is None or signature[0] != previous[0] or signature[1] > previous[1]:
            label, culprit = _attributed(store, matches, stage)
            result.rows.append(
                LineageRow(
                    stage,
                    label,
                    Counter({t: n for t, n in types.items() if n > 0}),
                    fused_with,
                    culprit,
                    store.since(stage),
                    tuple(store.parents_of(label, culprit)),
                )
            )
        previous = signature

    observed_start = False
    rows = store.rows(holding)
    if aliases:
        rows = sorted(rows + store.followed_rows(own, aliases))
    for stage, group in by_stage(rows):
        if stage >= last:
            break
        if stage > start and not observed_start:
            if start < last:
                observe(start)
            observed_start = True
        for _, stackset, type_id, _, change in group:
            types[names[type_id]] += change
            for stack in others[stackset]:
                foreign[stack] += change
        if stage >= start:
            observe(stage)
            observed_start = True
    if not observed_start and start < last:
        observe(start)
    _find_ops_lazily(result, matches)
    result.elsewhere = _other_programs(store, holding)
    if end is None:
        result.code, result.code_notes = code_rows(pipeline, stacks)
        llvm = llvm_stream_of(pipeline) if llvm_passes else None
        if llvm is not None:
            frames = {stack[0] for stack in stacks if stack}
            result.llvm = llvm_history(llvm, sorted(frames), pipeline.remap)
    return result


def _other_programs(store: QueryStore, holding: list[int]) -> list[StreamProgram]:
    """The programs other than the one read (of a stream of several) in
    which ops of these stack sets print."""
    pipeline = store.pipeline
    if pipeline.program_count == 1:
        return []
    programs = pipeline.programs
    found = []
    for number, compile in enumerate(pipeline.compiles):
        program = pipeline.program_of_compile[number]
        if compile.parent is None and program != pipeline.program and store.rows(holding, number):
            found.append(programs[program - 1])
    return found


def _find_ops_lazily(result: Lineage, matches: _Matches) -> None:
    """Give every row a finder that finds all rows' ops at once."""

    def find() -> None:
        found = matches.ops_at([row.stage for row in result.rows])
        for row in result.rows:
            row.found_ops = found.get(row.stage, [])

    for row in result.rows:
        row.finder = find
