"""Queries over a whole pipeline: lineage, blame, location-loss audit and
semantic stage diff.

All of them read stage summaries (`tracksrc.pipeline.summary`), never the parsed IR,
and see each stage as the whole program stood then (`tracksrc.pipeline.replay`):
a fragment stage plus the latest print of everything else. Provenance is
compared in precise mode (`tracksrc.tracking.provenance`): each distinct stack of the
pipeline is matched against a query once, and a stage's matching ops are
those whose stacks matched.

- `lineage(pipeline, op)`: what the op had become at every stage, compressed
  to the stages where that changed (count and op types).
- `blame(pipeline, op)`: the pass that first changed it, the passes that
  fused it with other sources, the pass after which nothing of it remains,
  the pass where its descendants' locations became unknown.
- `audit(pipeline)`: per stage, ops before/after in the part the pass
  printed, ops whose location became unknown, source ranges no longer
  represented by any op, growth of fused locations (LLVM's debugify idea).
- `diff(pipeline, a, b)`: per source stack, the op types in stage a and in
  stage b; SSA names play no part.
"""

from __future__ import annotations

import bisect
import itertools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.replay import Piece, StageEvent, View, replay
from tracksrc.pipeline.summary import StackTable, StageSummary, bind_stacksets
from tracksrc.reading.locations import SourceLocation, SourceRange, key_position
from tracksrc.results import ResultTable
from tracksrc.tables import format_table
from tracksrc.tracking.index import OperationInfo
from tracksrc.tracking.provenance import Frame, Stack, stacks_match

if TYPE_CHECKING:
    from tracksrc.pipeline.stream import Pipeline, Stage

Query = OperationInfo | SourceLocation | SourceRange | str | Sequence[Stack]


# -- binding summaries to pipeline-wide stack ids -----------------------------


@dataclass
class _Bound:
    """A summary bound to the stack ids of a pipeline."""

    summary: StageSummary
    stacksets: list[frozenset[int]]
    line_offset: int
    dump_name: str
    facts: list[tuple[int, frozenset[Frame]]] | None = None


class FrameIndex:
    """Frames of one file with the ids of the stacks holding them, for
    overlap queries. Frames within one line (nearly all: op locations are
    points or short ranges) are sorted by start and found by bisection in a
    one-line window; longer ones are few and checked one by one. Sorting is
    cheaper to build than an interval tree, which matters for 10^5 frames."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.narrow: list[tuple[int, int, int]] = []
        self.wide: list[tuple[int, int, int]] = []

    def add(self, frame: Frame, stack_id: int) -> None:
        """Add one frame of stack `stack_id` (call `sort` before queries)."""
        entry = (frame[1], frame[2], stack_id)
        (self.narrow if frame[2] - frame[1] < _LINE else self.wide).append(entry)

    def sort(self) -> None:
        """Order the narrow frames by start."""
        self.narrow.sort()
        self.starts = [entry[0] for entry in self.narrow]

    def overlapping(self, start: int, end: int) -> list[int]:
        """Ids of the stacks with a frame overlapping [start, end]."""
        low = bisect.bisect_left(self.starts, start - _LINE)
        high = bisect.bisect_right(self.starts, end)
        found = [stack for first, last, stack in self.narrow[low:high] if last >= start]
        found += [stack for first, last, stack in self.wide if first <= end and last >= start]
        return found


# One line in a position key (see `locations.position_key`).
_LINE = 1 << 32


class PipelineTracker:
    """Stage summaries of one pipeline bound to pipeline-wide stack ids, and
    what every query needs from them: matching a query against each distinct
    stack once, and the replay of the whole program (`events`)."""

    def __init__(self, pipeline: Pipeline) -> None:
        self.pipeline = pipeline
        self.table = StackTable()
        self._bound: dict[tuple[bytes, str, int], _Bound] = {}
        self._bound_stage: dict[int, _Bound] = {}
        self._match_memo: dict[tuple[Stack, ...], tuple[int, set[int]]] = {}
        self._events: list[StageEvent] | None = None
        # Every frame of every stack, per file: a match needs overlapping
        # frames, so only stacks with a frame overlapping a query frame are
        # compared.
        self._frames: dict[str, FrameIndex] = {}
        self._frames_indexed = 0
        self._files: set[str] = set()
        self._files_counted = 0

    def bound(self, stage: Stage) -> _Bound:
        """The stage's summary bound to stack ids (shared by identical
        stages unless they hold locations in the dump itself)."""
        known = self._bound_stage.get(stage.number)
        if known is not None:
            return known
        summary = stage.summary()
        in_dump = "" in summary.files
        key = (stage.digest, stage.source.name if in_dump else "", stage.line if in_dump else 0)
        found = self._bound.get(key)
        if found is None:
            stacksets = bind_stacksets(
                summary, stage.source.name, stage.line, self.pipeline.remap, self.table
            )
            found = self._bound[key] = _Bound(summary, stacksets, stage.line - 1, stage.source.name)
        self._bound_stage[stage.number] = found
        return found

    def prepare(self) -> None:
        """Summarise (in parallel) and bind every stage."""
        self.pipeline.index_all()
        for stage in self.pipeline.stages:
            self.bound(stage)

    def matching(self, stacks: tuple[Stack, ...]) -> set[int]:
        """Ids of the pipeline's stacks matching any of `stacks`."""
        checked, found = self._match_memo.get(stacks, (0, set()))
        all_stacks = self.table.stacks
        if checked == len(all_stacks):
            return found
        for stack_id in self._candidates(stacks):
            if stack_id >= checked and any(
                stacks_match(query, all_stacks[stack_id]) for query in stacks
            ):
                found.add(stack_id)
        self._match_memo[stacks] = (len(all_stacks), found)
        return found

    def location_files(self) -> set[str]:
        """The files the pipeline's locations name (kept while no stack is
        added: queries ask for it once each)."""
        if self._files_counted != len(self.table.stacks):
            for stack in self.table.stacks[self._files_counted :]:
                self._files.update(frame[0] for frame in stack)
            self._files_counted = len(self.table.stacks)
        return self._files

    def _candidates(self, stacks: tuple[Stack, ...]) -> set[int]:
        """Ids of the stacks with a frame overlapping a frame of `stacks`."""
        all_stacks = self.table.stacks
        if self._frames_indexed < len(all_stacks):
            for stack_id in range(self._frames_indexed, len(all_stacks)):
                for frame in all_stacks[stack_id]:
                    self._frames.setdefault(frame[0], FrameIndex()).add(frame, stack_id)
            for frames in self._frames.values():
                frames.sort()
            self._frames_indexed = len(all_stacks)
        found: set[int] = set()
        for stack in stacks:
            for frame in stack:
                index = self._frames.get(frame[0])
                if index is not None:
                    found.update(index.overlapping(frame[1], frame[2]))
        return found

    def matched_positions(self, stage: Stage, ids: set[int]) -> list[int]:
        """Positions of the stage's ops whose provenance has a stack in `ids`."""
        bound = self.bound(stage)
        wanted = {
            number
            for number, stackset in enumerate(bound.stacksets)
            if not stackset.isdisjoint(ids)
        }
        if not wanted:
            return []
        return [
            position
            for position, stackset in enumerate(bound.summary.op_stackset)
            if stackset in wanted
        ]

    def events(self) -> list[StageEvent]:
        """What each stage did to the program (computed once)."""
        if self._events is None:
            self._events = replay(
                (stage, self.bound(stage).summary) for stage in self.pipeline.stages
            )
        return self._events

    def stackset_facts(self, bound: _Bound) -> list[tuple[int, frozenset[Frame]]]:
        """Per stack set of a bound summary: how many stacks it has and the
        innermost frames of its stacks, frames in the dump itself left out
        (an op printed without debug info is located there: no source)."""
        if bound.facts is None:
            stacks = self.table.stacks
            dump = bound.dump_name
            bound.facts = [
                (
                    len(stackset),
                    frozenset(
                        stacks[stack_id][0]
                        for stack_id in stackset
                        if stacks[stack_id][0][0] != dump
                    ),
                )
                for stackset in bound.stacksets
            ]
        return bound.facts


# -- queries -----------------------------------------------------------------


def query_stacks(pipeline: Pipeline, query: Query) -> tuple[Stack, ...]:
    """The provenance stacks a query stands for, with file names aligned to
    those the pipeline's locations use (`mnist_like.mlir` finds
    `/abs/path/mnist_like.mlir` when that is the only such file)."""
    if isinstance(query, OperationInfo):
        stacks = query.stacks
    elif isinstance(query, str):
        try:
            stacks = ((_range_frame(SourceRange.from_str(query)),),)
        except ValueError as exc:
            raise TracksrcError(str(exc)) from None
    elif isinstance(query, (SourceLocation, SourceRange)):
        stacks = ((_range_frame(query),),)
    else:
        stacks = tuple(tuple(stack) for stack in query)
    if not stacks:
        raise TracksrcError("the op has no known location: nothing to follow")
    known = tracker_of(pipeline).location_files()
    return tuple(
        tuple((aligned_name(frame[0], known), frame[1], frame[2]) for frame in stack)
        for stack in stacks
    )


def _range_frame(where: SourceLocation | SourceRange) -> Frame:
    if isinstance(where, SourceLocation):
        return (str(where.file_path), where.key, where.key)
    if where.is_unknown:
        raise TracksrcError("an unknown location has no lineage")
    return (str(where.file_path), where.start.key, where.end.key)


def aligned_name(name: str, known: set[str]) -> str:
    """`name` as the locations in `known` spell it: itself if known, else
    the one known file of the same base name, else the one sharing the
    longest path suffix with it (`mnist_like.mlir` finds
    `/abs/path/mnist_like.mlir`)."""
    if name in known or not known:
        return name
    tail = name.replace("\\", "/").rsplit("/", 1)[-1]
    candidates = [file for file in known if file.replace("\\", "/").rsplit("/", 1)[-1] == tail]
    if len(candidates) == 1:
        return candidates[0]
    # The longest common path suffix decides between files of one name.
    candidates.sort(key=lambda file: -_common_suffix(file, name))
    if len(candidates) > 1 and _common_suffix(candidates[0], name) > _common_suffix(
        candidates[1], name
    ):
        return candidates[0]
    return name


def _common_suffix(first: str, second: str) -> int:
    count = 0
    for left, right in zip(reversed(first), reversed(second), strict=False):
        if left != right:
            break
        count += 1
    return count


def tracker_of(pipeline: Pipeline) -> PipelineTracker:
    """The pipeline's tracker, every stage bound (built on first use)."""
    tracker = pipeline.query_cache.get("tracker")
    if not isinstance(tracker, PipelineTracker):
        tracker = pipeline.query_cache["tracker"] = PipelineTracker(pipeline)
        tracker.prepare()
    return tracker


@dataclass(frozen=True)
class OpRef:
    """An op of some stage, as whole-pipeline queries report it."""

    stage: int
    unique_id: str
    op_type: str
    line: int
    # The symbol of the nearest op around it that has one (its function).
    within: str

    def __str__(self) -> str:
        where = f" in {self.within}" if self.within else ""
        return f"{self.op_type}{where} (stage {self.stage}, line {self.line}: {self.unique_id})"


def _ref(stage: Stage, bound: _Bound, position: int) -> OpRef:
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


def types_text(types: Counter[str], limit: int = 6) -> str:
    """Op types with counts (`linalg.generic x3, tensor.empty`), most
    frequent first, at most `limit` and how many more; `-` for none."""
    items = sorted(types.items(), key=lambda item: (-item[1], item[0]))
    parts = [name if count == 1 else f"{name} x{count}" for name, count in items[:limit]]
    if len(items) > limit:
        parts.append(f"+{len(items) - limit} more types")
    return ", ".join(parts) if parts else "-"


@dataclass
class LineageRow:
    """What the query had become at `stage` (and until the next row)."""

    stage: int
    pass_argument: str
    ops: list[OpRef]
    foreign_sources: int

    @property
    def count(self) -> int:
        """How many ops carry the query's provenance."""
        return len(self.ops)

    @property
    def types(self) -> Counter[str]:
        """Their op types with counts."""
        return Counter(ref.op_type for ref in self.ops)


@dataclass
class Lineage:
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

    def to_json(self) -> dict[str, Any]:
        """The lineage as JSON-able data."""
        return {
            "query": [[list(frame) for frame in stack] for stack in self.query],
            "rows": [
                {
                    "stage": row.stage,
                    "pass": row.pass_argument,
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


def _piece_matches(
    tracker: PipelineTracker,
    piece: Piece,
    hidden: int,
    ids: set[int],
    by_bound: dict[int, list[int]],
) -> _PieceMatches:
    bound = tracker.bound(piece.stage)
    summary = bound.summary
    positions = by_bound.get(id(bound))
    if positions is None:
        positions = by_bound[id(bound)] = tracker.matched_positions(piece.stage, ids)
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


def lineage(pipeline: Pipeline, query: Query, start: int = 0, end: int | None = None) -> Lineage:
    """What `query` (an op, a `file:line:col` or a source range) had become
    at each stage from `start`, compressed to the stages where the count or
    the op types changed (or it was fused with more sources)."""
    tracker = tracker_of(pipeline)
    stacks = query_stacks(pipeline, query)
    ids = tracker.matching(stacks)
    result = Lineage(stacks, stages=len(pipeline))
    by_bound: dict[int, list[int]] = {}
    # The matches in each piece of the program, kept up to date stage by
    # stage, and their totals.
    current: dict[Piece, _PieceMatches] = {}
    types: Counter[str] = Counter()
    # How many matched ops carry each stack of another source.
    foreign: Counter[int] = Counter()
    previous: tuple[tuple[tuple[str, int], ...], int] | None = None
    view = View()
    for event in tracker.events()[: end if end is not None else None]:
        view.apply(event)
        changed = [*event.removed, *event.hidden, event.added]
        for piece in dict.fromkeys(changed):
            old = current.pop(piece, None)  # type: ignore[arg-type]
            if old is not None:
                types.subtract(old.types)
                foreign.subtract(old.foreign)
            if piece in view.pieces:
                new = _piece_matches(tracker, piece, view.pieces[piece], ids, by_bound)  # type: ignore[arg-type]
                if new.positions:
                    current[piece] = new  # type: ignore[index]
                    types.update(new.types)
                    foreign.update(new.foreign)
        if event.stage.number < start:
            continue
        fused_with = sum(1 for count in foreign.values() if count > 0)
        signature = (tuple(sorted((t, n) for t, n in types.items() if n > 0)), fused_with)
        if previous is None or signature[0] != previous[0] or signature[1] > previous[1]:
            refs = [
                _ref(piece.stage, tracker.bound(piece.stage), position)
                for piece, found in current.items()
                for position in found.positions
            ]
            result.rows.append(
                LineageRow(event.stage.number, pass_of(event.stage), refs, signature[1])
            )
        previous = signature
    return result


def pass_of(stage: Stage) -> str:
    """The pass that printed a stage, as tables name it."""
    return stage.pass_argument or stage.header.label or stage.source.path.name


# -- audit -------------------------------------------------------------------


@dataclass
class PartStats:
    """Counts over a set of ops (one stage's part of the program)."""

    ops: int = 0
    unknown: int = 0
    fused: int = 0
    ranges: set[Frame] = field(default_factory=set)

    def add(self, other: PartStats) -> None:
        """Merge another part in."""
        self.ops += other.ops
        self.unknown += other.unknown
        self.fused += other.fused
        self.ranges |= other.ranges


def _stats(
    tracker: PipelineTracker, piece: Piece, hidden: int, within: tuple[int, int] | None = None
) -> PartStats:
    """Counts over the visible ops of a piece (or of one subtree of it)."""
    bound = tracker.bound(piece.stage)
    facts = tracker.stackset_facts(bound)
    column = bound.summary.op_stackset
    holding: Counter[int] = Counter()
    for start, end in piece.ranges(hidden, within):
        holding.update(column[start:end])
    stats = PartStats()
    for stackset, count in holding.items():
        stacks, frames = facts[stackset]
        stats.ops += count
        if stacks == 0:
            stats.unknown += count
        elif stacks > 1:
            stats.fused += count
        stats.ranges |= frames
    return stats


@dataclass
class AuditRow:
    """One stage of the audit: its part of the program before and after."""

    stage: int
    pass_argument: str
    scope: str
    before: PartStats
    after: PartStats
    first_print: bool

    @property
    def became_unknown(self) -> int:
        """Ops whose location became `unknown` (growth of unknown ops); 0 for
        a first print, which has nothing to compare with."""
        if self.first_print:
            return 0
        return max(0, self.after.unknown - self.before.unknown)

    @property
    def ranges_lost(self) -> int:
        """Source ranges no op of the part carries any more."""
        return len(self.before.ranges - self.after.ranges)

    @property
    def fused_growth(self) -> int:
        """Change in the number of ops with fused (several) locations."""
        return self.after.fused - self.before.fused

    @property
    def changed(self) -> bool:
        """True if any figure of the row changed."""
        return not self.first_print and bool(
            self.before.ops != self.after.ops
            or self.became_unknown
            or self.ranges_lost
            or self.fused_growth
            or self.before.ranges != self.after.ranges
        )

    def to_json(self) -> dict[str, Any]:
        """The row as JSON-able data."""
        return {
            "stage": self.stage,
            "pass": self.pass_argument,
            "scope": self.scope,
            "first_print": self.first_print,
            "ops_before": self.before.ops,
            "ops_after": self.after.ops,
            "unknown_before": self.before.unknown,
            "unknown_after": self.after.unknown,
            "became_unknown": self.became_unknown,
            "ranges_before": len(self.before.ranges),
            "ranges_after": len(self.after.ranges),
            "ranges_lost": self.ranges_lost,
            "fused_before": self.before.fused,
            "fused_after": self.after.fused,
        }


@dataclass
class Audit:
    """Location-loss audit of a pipeline, one row per stage."""

    rows: list[AuditRow]

    @property
    def losses(self) -> list[AuditRow]:
        """Stages after which ops had become `unknown`."""
        return [row for row in self.rows if row.became_unknown]

    def table(self, all_stages: bool = False) -> ResultTable:
        """The rows as a result table: every stage with `all_stages`, else
        those with a change (a first print has no "ops before": `-`)."""
        table = ResultTable(
            f"{len(self.losses)} passes made op locations unknown",
            (
                "stage",
                "pass",
                "scope",
                "ops before",
                "after",
                "->unknown",
                "ranges lost",
                "fused +/-",
            ),
        )
        for row in self.rows:
            if all_stages or row.changed:
                table.rows.append(
                    (
                        row.stage,
                        row.pass_argument,
                        row.scope,
                        "-" if row.first_print else row.before.ops,
                        row.after.ops,
                        row.became_unknown,
                        row.ranges_lost,
                        f"{row.fused_growth:+d}",
                    )
                )
        return table

    def format(self, all_stages: bool = False) -> str:
        """The table: every stage with `all_stages`, else those with a change."""
        table = self.table(all_stages)
        text_rows = [table.columns, *(tuple(str(cell) for cell in row) for row in table.rows)]
        lost = sum(row.became_unknown for row in self.rows)
        summary = (
            f"{len(self.rows)} stages; {len(table.rows)} shown; "
            f"{len(self.losses)} passes made {lost} op locations unknown"
        )
        return format_table(text_rows, right=(0, 3, 4, 5, 6, 7)) + "\n" + summary

    def __str__(self) -> str:
        return self.format()

    __repr__ = __str__

    def to_json(self) -> list[dict[str, Any]]:
        """All rows as JSON-able data."""
        return [row.to_json() for row in self.rows]


def audit(pipeline: Pipeline) -> Audit:
    """Per stage, the part of the program the pass printed before and after
    it ran: op counts, ops whose location became unknown, source ranges no
    longer represented by any op, fused-location growth."""
    tracker = tracker_of(pipeline)
    rows: list[AuditRow] = []
    whole: dict[tuple[Piece, int], PartStats] = {}

    def stats_of(piece: Piece, position: int, hidden: int) -> PartStats:
        if position != piece.root:
            return _stats(tracker, piece, hidden, (position, piece.summary.subtree_end[position]))
        # Whole pieces come back (every module print replaces them all).
        found = whole.get((piece, hidden))
        if found is None:
            found = whole[(piece, hidden)] = _stats(tracker, piece, hidden)
        return found

    for event in tracker.events():
        before = PartStats()
        for piece, position, hidden in event.replaced:
            before.add(stats_of(piece, position, hidden))
        assert event.added is not None
        after = stats_of(event.added, event.added.root, 0)
        stage = event.stage
        scope = " ".join(part for part in (stage.scope_op, stage.scope_symbol) if part)
        rows.append(
            AuditRow(stage.number, pass_of(stage), scope, before, after, not event.replaced)
        )
    return Audit(rows)


# -- blame -------------------------------------------------------------------


@dataclass
class Blame:
    """Which passes did what to the query (see `blame`)."""

    lineage: Lineage
    first_change: LineageRow | None
    fusions: list[LineageRow]
    vanished: LineageRow | None
    locations_lost: list[AuditRow]

    def __str__(self) -> str:
        rows = self.lineage.rows
        lines = []
        if not rows:
            return "no stage holds an op with this provenance"
        lines.append(f"at stage {rows[0].stage}: {rows[0].count} ops ({types_text(rows[0].types)})")
        if self.first_change is not None:
            lines.append(
                f"first changed by {self.first_change.pass_argument} (stage "
                f"{self.first_change.stage}): now {types_text(self.first_change.types)}"
            )
        else:
            lines.append("never changed")
        for row in self.fusions:
            lines.append(
                f"fused with other sources by {row.pass_argument} (stage {row.stage}): "
                f"{row.foreign_sources} other source stacks"
            )
        if self.vanished is not None:
            lines.append(
                f"nothing of it remains after {self.vanished.pass_argument} "
                f"(stage {self.vanished.stage})"
            )
        else:
            last = rows[-1]
            lines.append(f"at the end: {last.count} ops ({types_text(last.types)})")
        for loss in self.locations_lost:
            lines.append(
                f"locations lost in {loss.pass_argument} (stage {loss.stage}): "
                f"{loss.became_unknown} ops of {loss.scope or 'the program'} became unknown"
            )
        return "\n".join(lines)

    __repr__ = __str__


def blame(pipeline: Pipeline, query: Query, start: int = 0) -> Blame:
    """The first pass that changed what `query` had become (op types), the
    passes that fused it with other source ops, the pass after which nothing
    of it remains, and the passes where ops vanished from its lineage while
    the part they were in gained ops of unknown location."""
    history = lineage(pipeline, query, start)
    rows = history.rows
    first_change = None
    fusions = []
    vanished = None
    if rows:
        initial = set(rows[0].types)
        first_change = next((row for row in rows[1:] if set(row.types) != initial), None)
        for earlier, later in itertools.pairwise(rows):
            if later.foreign_sources > earlier.foreign_sources:
                fusions.append(later)
        if rows[-1].count == 0 and len(rows) > 1:
            vanished = rows[-1]
    lost: list[AuditRow] = []
    if rows:
        shrinking = {
            later.stage
            for earlier, later in itertools.pairwise(rows)
            if later.count < earlier.count
        }
        if shrinking:
            for row in audit_of(pipeline).rows:
                if row.stage in shrinking and row.became_unknown:
                    lost.append(row)
    return Blame(history, first_change, fusions, vanished, lost)


def audit_of(pipeline: Pipeline) -> Audit:
    """The pipeline's audit, computed once."""
    found = pipeline.query_cache.get("audit")
    if not isinstance(found, Audit):
        found = pipeline.query_cache["audit"] = audit(pipeline)
    return found


# -- diff --------------------------------------------------------------------


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
class StageDiff:
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

    def to_json(self) -> list[dict[str, Any]]:
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


def frame_text(frame: Frame) -> str:
    """`file:line:col` (or `file:line:col to line:col`) of a frame."""
    line, column = key_position(frame[1])
    end_line, end_column = key_position(frame[2])
    text = f"{frame[0]}:{line}:{column}"
    if (end_line, end_column) != (line, column):
        text += f" to {end_line}:{end_column}"
    return text


def stack_text(stack: Stack) -> str:
    """A stack as `callee at caller at ...`."""
    return " at ".join(frame_text(frame) for frame in stack)


def _program_by_stack(tracker: PipelineTracker, number: int) -> dict[Stack | None, Counter[str]]:
    view = View()
    for event in tracker.events()[: number + 1]:
        view.apply(event)
    grouped: dict[Stack | None, Counter[str]] = {}
    for piece, position in view.positions():
        bound = tracker.bound(piece.stage)
        stackset = bound.stacksets[bound.summary.op_stackset[position]]
        op_type = bound.summary.type_of(position)
        if not stackset:
            grouped.setdefault(None, Counter())[op_type] += 1
        for stack_id in stackset:
            grouped.setdefault(tracker.table.stacks[stack_id], Counter())[op_type] += 1
    return grouped


def diff(pipeline: Pipeline, first: int | str, second: int | str) -> StageDiff:
    """Per source stack, the op types of the program at stage `first` and at
    stage `second` (numbers, pass arguments or `pass:N`), where they differ."""
    numbers = [pipeline.find_spec(key).number for key in (first, second)]
    tracker = tracker_of(pipeline)
    before = _program_by_stack(tracker, numbers[0])
    after = _program_by_stack(tracker, numbers[1])
    rows = []
    for stack in sorted(set(before) | set(after), key=lambda item: (item is None, item or ())):
        old = before.get(stack, Counter())
        new = after.get(stack, Counter())
        if old != new:
            rows.append(DiffRow("unknown" if stack is None else stack_text(stack), old, new))
    return StageDiff(numbers[0], numbers[1], rows)
