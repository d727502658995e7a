"""Lowering paths: how every op of a kind went down a whole pipeline, and
at which pass the paths of different ops part.

`lowering_paths(op_type, pipeline)` takes the ops of `op_type` where the
type first appears (or ops the user gives), and follows all of them
through every stage in one sweep over the stage summaries: at each stage,
the set of op types carrying each op's provenance (its *signature*). Ops
whose signatures change the same way after the same passes share a path.

Passes are compared by name and occurrence, not by stage number: a
function pass prints once per function (IREE), so the same pass lowers a
convolution of `@a` and one of `@b` at different stages. The k-th run of a
pass on one scope (function, module) is pass key `(pass, k)`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field

from tracksrc.analysis.classify import Ops, as_ops, group_label
from tracksrc.collector import collecting_less
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.composition.attribution import culprit_stage
from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.composition.tracker import PipelineTracker, Query, QueryHits, tracker_of
from tracksrc.pipeline.store.pass_keys import PassKey
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.results import ResultTable, examples
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationInfo

Signature = frozenset[str]


@dataclass(frozen=True)
class Step:
    """After the `occurrence`-th run of `pass_argument` (first at `stage`),
    the op had become ops of these `types`."""

    pass_argument: str
    occurrence: int
    stage: int
    types: Signature

    @property
    def pass_text(self) -> str:
        """The pass and, after its first run on a scope, which run."""
        return self.pass_argument + (f"#{self.occurrence + 1}" if self.occurrence else "")

    def __str__(self) -> str:
        return f"{self.pass_text}: {group_label(self.types)}"

    def change_from(self, before: Step | None) -> str:
        """What this step changed: types that appeared (+) and went (-)."""
        if before is None:
            return group_label(self.types)
        added = sorted(self.types - before.types)
        gone = sorted(before.types - self.types)
        return ", ".join([*(f"+{name}" for name in added), *(f"-{name}" for name in gone)])


@dataclass
class LoweringPaths(ResultTable):
    """Groups of ops that took the same path; prints as a table with the
    pass where each group parted from its nearest other group.

    `groups[label]` are the ops, `paths[label]` the steps where what they
    had become changed, `divergence[label]` the step that set the group
    apart (None for a single group)."""

    groups: dict[str, list[OperationInfo]] = field(default_factory=dict)
    paths: dict[str, list[Step]] = field(default_factory=dict)
    divergence: dict[str, Step | None] = field(default_factory=dict)

    def __getitem__(self, label: str) -> list[OperationInfo]:
        return self.groups[label]

    def format(self, colour: bool = False) -> str:
        text = super().format(colour)
        lines = [text]
        for number, (label, steps) in enumerate(self.paths.items(), 1):
            lines.append("")
            lines.append(f"path {number} ({counted(len(self.groups[label]), 'op')}):")
            previous: Step | None = None
            for step in steps:
                lines.append(
                    f"  stage {step.stage:>4}  {step.pass_text}: {step.change_from(previous)}"
                )
                previous = step
        return "\n".join(lines)


def pass_keys(pipeline: Pipeline) -> list[PassKey]:
    """Each stage's pass key (see `tracksrc.pipeline.store.pass_keys`), read
    from the pipeline's query store."""
    return query_store_of(pipeline).pass_keys()


def first_ops_of_type(op_type: str, pipeline: Pipeline) -> tuple[Stage, list[OperationInfo]]:
    """The ops of `op_type` in the program after the first stage that has
    any, and that stage."""
    for stage in pipeline.main_stages():
        if op_type in stage.summary().types:
            program = program_at(stage)
            return stage, [info for info in program.operations() if info.op_name == op_type]
    raise TracksrcError(f"tracksrc: error: no stage of the pipeline has an op of type {op_type!r}")


# What a piece of the program holds: how many ops of each (stack set,
# op type); the stack set as `PipelineTracker.bound` gives it (one object
# per distinct set).
Holding = dict[tuple[frozenset[int], str], int]


class _Holdings:
    """The ops of a piece of the program counted by (stack set, op type)
    (what `PipelineTracker.sweep` keeps up to date). Kept by stack set, not
    yet by query: a pass leaves most ops as they were, and an unchanged
    count is passed over before asking which queries its stack set
    matches."""

    def __init__(self, tracker: PipelineTracker) -> None:
        self.tracker = tracker

    def __call__(self, piece: Piece, hidden: int) -> Holding:
        bound = self.tracker.bound(piece.printed_in)
        summary = bound.summary
        stacksets, types = bound.stacksets, summary.types
        op_type, op_stackset = summary.op_type, summary.op_stackset
        found: Holding = {}
        for start, end in piece.ranges(hidden):
            # Counted in C; pieces are mostly one range.
            pairs = Counter(zip(op_stackset[start:end], op_type[start:end], strict=True))
            for (stackset, type_id), count in pairs.items():
                key = (stacksets[stackset], types[type_id])
                found[key] = found.get(key, 0) + count
        return found


class _QueryTotals:
    """Per query, how many ops of each type carry its provenance."""

    def __init__(self, hits: QueryHits) -> None:
        self.hits = hits
        self.totals: list[dict[str, int]] = [{} for _ in range(hits.count)]

    def apply(self, changes: list[tuple[Holding | None, Holding | None]]) -> set[int]:
        """Move the totals past one stage (what its pieces held before and
        hold now); the queries that gained or lost an op type."""
        olds = [old for old, _ in changes if old]
        news = [new for _, new in changes if new]
        delta: dict[tuple[frozenset[int], str], int] = {}
        if len(olds) == 1 and len(news) == 1:
            # One print replacing another (a function pass): most counts
            # are as they were.
            old, new = olds[0], news[0]
            for key, count in old.items():
                after = new.get(key, 0)
                if after != count:
                    delta[key] = after - count
            for key, count in new.items():
                if key not in old:
                    delta[key] = count
        else:
            for old in olds:
                for key, count in old.items():
                    delta[key] = delta.get(key, 0) - count
            for new in news:
                for key, count in new.items():
                    delta[key] = delta.get(key, 0) + count
        # (query, type) -> whether the query had the type before the stage,
        # for the counts that crossed zero.
        crossed: dict[tuple[int, str], bool] = {}
        hits_of, totals = self.hits.of, self.totals
        for (stackset, name), change in delta.items():
            if not change:
                continue
            for query in hits_of(stackset):
                total = totals[query]
                before = total.get(name, 0)
                total[name] = before + change
                if (before > 0) != (before + change > 0):
                    crossed.setdefault((query, name), before > 0)
        # A type that went with one stack set and came with another (an op
        # relocated) crossed twice: no change.
        return {query for (query, name), had in crossed.items() if had != (totals[query][name] > 0)}


def lowering_paths(
    op_type: str | Ops,
    pipeline: Pipeline,
    *,
    end: int | str | None = None,
    types: Iterable[str] | None = None,
    start: int = 0,
) -> LoweringPaths:
    """Follow every op of `op_type` (or the ops given, from stage `start`)
    through `pipeline` (up to stage `end`, inclusive) and group them by the
    path they took.
    With `types`, only those op types count (helpers such as `tensor.empty`
    then make no difference between paths)."""
    kept = None if types is None else frozenset(types)
    if isinstance(op_type, str):
        start_stage, ops = first_ops_of_type(op_type, pipeline)
        start = start_stage.number
        what = op_type
    else:
        ops = as_ops(op_type)
        what = ", ".join(sorted({info.op_name for info in ops}))
    if not ops:
        raise TracksrcError("tracksrc: error: no op to follow")
    last = len(pipeline) - 1 if end is None else pipeline.find_spec(end).number
    histories = lowering_histories(ops, pipeline, start=start, last=last, types=kept)
    return _group(ops, histories, what, len(pipeline), start, last)


@collecting_less()
def lowering_histories(
    ops: Sequence[Query],
    pipeline: Pipeline,
    *,
    start: int = 0,
    last: int | None = None,
    types: frozenset[str] | None = None,
    hits: QueryHits | None = None,
) -> list[list[Step]]:
    """Per op (or other query: provenance stacks), the steps where what it
    had become changed, from stage `start` to `last` (default: the last),
    in one sweep: the first step is what it was at `start`. With `types`,
    only those op types count. `hits`: the queries' matches, when the
    caller has them (`QueryHits.matching` of `ops`)."""
    last = len(pipeline) - 1 if last is None else last
    tracker = tracker_of(pipeline)
    hits = hits if hits is not None else QueryHits.matching(tracker, ops)
    keys = pass_keys(pipeline)
    histories: list[list[Step]] = [[] for _ in ops]
    totals = _QueryTotals(hits)
    for event, _, changes in tracker.sweep(_Holdings(tracker), last + 1):
        touched = totals.apply(changes)
        number = event.stage.number
        if number < start:
            continue
        label, occurrence = keys[culprit_stage(event).number]
        for query in touched if number > start else range(len(ops)):
            signature = frozenset(
                t
                for t, n in totals.totals[query].items()
                if n > 0 and (types is None or t in types)
            )
            history = histories[query]
            if not history or history[-1].types != signature:
                history.append(Step(label, occurrence, number, signature))
    return histories


def _path_key(history: list[Step]) -> tuple[Hashable, ...]:
    return tuple((step.pass_argument, step.occurrence, step.types) for step in history)


def _first_difference(first: list[Step], second: list[Step], order: dict[PassKey, int]) -> Step:
    """The step (of either path) after which `first` and `second` stop
    agreeing on what the ops had become; paths compared pass by pass in
    pipeline order."""

    def at(history: list[Step]) -> dict[int, Step]:
        return {order[(step.pass_argument, step.occurrence)]: step for step in history}

    mine, theirs = at(first), at(second)
    own: Signature | None = None
    other: Signature | None = None
    for key in sorted(mine.keys() | theirs.keys()):
        if key in mine:
            own = mine[key].types
        if key in theirs:
            other = theirs[key].types
        if own != other:
            return mine.get(key) or theirs[key]
    return first[-1]


def _group(
    ops: list[OperationInfo],
    histories: list[list[Step]],
    what: str,
    stages: int,
    start: int,
    last: int,
) -> LoweringPaths:
    by_path: dict[tuple[Hashable, ...], list[int]] = {}
    for query, history in enumerate(histories):
        by_path.setdefault(_path_key(history), []).append(query)
    ordered = sorted(by_path.values(), key=lambda members: (-len(members), members[0]))
    order: dict[PassKey, int] = {}
    for history in histories:
        for step in history:
            order.setdefault((step.pass_argument, step.occurrence), step.stage)
    result = LoweringPaths(
        f"{counted(len(ops), what + ' op')} followed from stage {start} to {last} "
        f"({stages} stages): {len(ordered)} paths",
        ("path", "ops", "parts at", "ends as", "examples"),
    )
    labels: list[str] = []
    for number, members in enumerate(ordered, 1):
        history = histories[members[0]]
        label = f"path {number}"
        labels.append(label)
        result.groups[label] = [ops[m] for m in members]
        result.paths[label] = history
    for number, members in enumerate(ordered):
        label = labels[number]
        history = histories[members[0]]
        splits = [
            _first_difference(history, histories[other[0]], order)
            for index, other in enumerate(ordered)
            if index != number
        ]
        # The nearest other path is the one it parts from last.
        parting = max(splits, key=lambda step: step.stage, default=None)
        result.divergence[label] = parting
        where = "-" if parting is None else f"{parting.pass_argument} (stage {parting.stage})"
        result.rows.append(
            (
                label,
                len(members),
                where,
                group_label(history[-1].types) if history else "(nothing)",
                examples([ops[m].unique_id for m in members[:2]], 2, len(members)),
            )
        )
    return result
