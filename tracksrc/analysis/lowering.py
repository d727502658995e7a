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
from typing import Any

from tracksrc.analysis.classify import Ops, as_ops, group_label
from tracksrc.collector import collecting_less
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.composition.refs import types_text
from tracksrc.pipeline.composition.tracker import Query
from tracksrc.pipeline.store.pass_keys import PassKey
from tracksrc.pipeline.store.queries.fates import HOST, End, fates
from tracksrc.pipeline.store.query_rows import QueryRows
from tracksrc.pipeline.store.query_store import QueryStore, query_store_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.results import ResultTable, examples
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationInfo, no_op_of_type

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
    # Per op id, what it ended as in each dispatch ("" for the host
    # program; `tracksrc.pipeline.store.queries.fates`).
    ends: dict[str, dict[str, End]] = field(default_factory=dict)

    def json_data(self) -> dict[str, Any]:
        """The table (`ResultTable.json_data`), each path's steps and each
        op's ends per dispatch."""
        data = super().json_data()
        data["paths"] = {
            label: {
                "ops": [info.unique_id for info in self.groups[label]],
                "steps": [
                    {
                        "stage": step.stage,
                        "pass": step.pass_text,
                        "types": sorted(step.types),
                    }
                    for step in steps
                ],
            }
            for label, steps in self.paths.items()
        }
        data["ends"] = {
            op_id: {dispatch: end.json_data() for dispatch, end in ends.items()}
            for op_id, ends in self.ends.items()
        }
        return data

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
    any, and that stage. Where the program there was not yet printed whole
    (a stream printed after change or for some passes only: a function is
    first printed when a pass changes it), the first print of the whole
    program that has more of them: the other functions' ops are there."""
    found: tuple[Stage, list[OperationInfo]] | None = None
    for stage in pipeline.main_stages():
        if op_type not in stage.summary().types:
            continue
        if found is not None and stage.scope_op != "builtin.module":
            continue
        program = program_at(stage)
        ops = [info for info in program.operations() if info.op_name == op_type]
        whole = program.prints() == [stage.number]
        if found is None or (whole and len(ops) > len(found[1])):
            found = stage, ops
        if whole:
            break
    if found is not None:
        return found
    types = {name for stage in pipeline.main_stages() for name in stage.summary().types}
    raise no_op_of_type(op_type, types, "the pipeline")


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
    rows = QueryRows(query_store_of(pipeline), ops)
    histories = lowering_histories(rows, pipeline, start=start, last=last, types=kept)
    ends = [fate.ends for fate in fates(rows, start=start, last=last)]
    return _group(ops, histories, ends, what, len(pipeline), start, last)


def _step_key(store: QueryStore, keys: list[PassKey], stage: int) -> PassKey:
    """The pass key a lowering step at `stage` is named after: that of the
    last pass that made what `stage` shows (`QueryStore.culprit_stage`),
    or, where only passes that printed nothing can have, their label."""
    culprit = store.culprit_stage(stage)
    return (store.culprit_label(stage), 0) if culprit is None else keys[culprit]


@collecting_less()
def lowering_histories(
    ops: Sequence[Query] | QueryRows,
    pipeline: Pipeline,
    *,
    start: int = 0,
    last: int | None = None,
    types: frozenset[str] | None = None,
) -> list[list[Step]]:
    """Per op (or other query: provenance stacks), the steps where what it
    had become changed, from stage `start` to `last` (default: the last),
    read from the query store's lineage events of all of them at once: the
    first step is what it was at `start`. With `types`, only those op types
    count. `ops` may be the queries' rows already read (`QueryRows`)."""
    last = len(pipeline) - 1 if last is None else last
    store = query_store_of(pipeline)
    rows = ops if isinstance(ops, QueryRows) else QueryRows(store, ops)
    keys = store.pass_keys()
    names = store.types
    histories: list[list[Step]] = [[] for _ in range(rows.count)]
    totals: list[dict[str, int]] = [{} for _ in range(rows.count)]

    def record(stage: int, queries: Iterable[int]) -> None:
        label, occurrence = _step_key(store, keys, stage)
        for query in queries:
            signature = frozenset(
                t for t, n in totals[query].items() if n > 0 and (types is None or t in types)
            )
            history = histories[query]
            if not history or history[-1].types != signature:
                history.append(Step(label, occurrence, stage, signature))

    everyone = range(rows.count)
    started = False
    for stage, changes in rows.stages(end=last + 1):
        if stage > start and not started:
            record(start, everyone)
            started = True
        touched: set[int] = set()
        for change in changes:
            name = names[change.type_id]
            total = totals[change.query]
            before = total.get(name, 0)
            total[name] = after = before + change.delta
            if (before > 0) != (after > 0):
                touched.add(change.query)
        if stage >= start:
            record(stage, everyone if not started else touched)
            started = True
    if not started and start <= last:
        record(start, everyone)
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


def ends_text(ends: dict[str, End], limit: int = 4, dispatches: int = 2) -> str:
    """What an op ended as: in the dispatches where it had the most ops
    (`in @d (stage N)`, at most `dispatches` of them), then in the host
    program; `(nothing)` if it ended as nothing anywhere."""
    coded = sorted(
        ((dispatch, end) for dispatch, end in ends.items() if dispatch != HOST and end.types),
        key=lambda item: (-sum(count for _, count in item[1].types), item[1].stage, item[0]),
    )
    parts = [
        f"{types_text(Counter(dict(end.types)), limit)} in {dispatch} (stage {end.stage})"
        for dispatch, end in coded[:dispatches]
    ]
    if len(coded) > dispatches:
        parts.append(f"+{len(coded) - dispatches} more dispatches")
    host = ends.get(HOST)
    if host is not None and host.types:
        where = "" if host.gone_at < 0 else f" (stage {host.stage})"
        parts.append(f"{types_text(Counter(dict(host.types)), limit)}{where}")
    return "; ".join(parts) or "(nothing)"


def _group(
    ops: list[OperationInfo],
    histories: list[list[Step]],
    ends: list[dict[str, End]],
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
        for member in members:
            result.ends[ops[member].unique_id] = ends[member]
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
                ends_text(ends[members[0]]),
                examples([ops[m].unique_id for m in members[:2]], 2, len(members)),
            )
        )
    return result
