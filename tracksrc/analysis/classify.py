"""Bulk analysis: every op of a kind at once, by what it became.

- `classify(ops, target, key=...)`: track each op into `target` and group
  the ops by what they reached (by default the set of op types); `key=
  reaches("linalg.matmul")` splits them by one type.
- `count_by_type(ops)`, `lost(ops, target)` (ops whose provenance reaches
  nothing), `fanout(ops, target)` (how many ops each became), `shared(
  target)` (ops carrying the provenance of several source ops: fusions).

Targets are indexes, stages or pipeline positions (`tracksrc.analysis.targets`).
Every result prints as a table and exports with `to_csv`, `to_json` and
`to_pandas` (`tracksrc.results`). Whole-pipeline lowering paths are in
`tracksrc.analysis.lowering`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from tracksrc.analysis.grouping import (
    Classification,
    Key,
    Ops,
    ReachedById,
    Reaches,
    as_ops,
    group_label,
    op_types,
    reaches,
)
from tracksrc.analysis.reach import reach
from tracksrc.analysis.targets import TargetSpec, TrackTarget, resolve_target
from tracksrc.pipeline.composition.refs import frame_text
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.results import ResultTable, examples
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.provenance import Mode
from tracksrc.tracking.symbols import LostSymbols
from tracksrc.tracking.symbols import lost as lost_symbols

__all__ = [
    "Classification",
    "Key",
    "Ops",
    "as_ops",
    "classify",
    "count_by_type",
    "fanout",
    "group_label",
    "lost",
    "op_types",
    "reaches",
    "shared",
]


def classify(
    ops: Ops,
    target: TargetSpec | TrackTarget,
    key: Key = op_types,
    *,
    pipeline: Pipeline | None = None,
    mode: Mode | str | None = None,
) -> Classification:
    """Track each op into `target` and group the ops by `key(reached ops)`
    (default: the set of op types reached). `target` is an index, a
    `Stage`, a `Pipeline` (its last stage) or, with `pipeline`, a stage
    number or "pass[:N]". With a whole `Pipeline` as the target and a
    `reaches(T)` key, an op reaches T if it does at any stage of the main
    compile (`tracksrc.analysis.reach`: code generation lowers dispatches
    one at a time, so no stage holds them all at their deepest)."""
    if isinstance(target, Pipeline) and isinstance(key, Reaches):
        return reach(ops, key.op_type, target)
    resolved = resolve_target(target, pipeline)
    buckets: dict[str, list[OperationInfo]] = {}
    keys: dict[str, Hashable] = {}
    reached: dict[OperationInfo, list[OperationInfo]] = {}
    for info in as_ops(ops):
        found = resolved.track(info, mode)
        reached[info] = found
        group = key(found)
        label = group_label(group)
        keys.setdefault(label, group)
        buckets.setdefault(label, []).append(info)
    ordered = sorted(buckets.items(), key=lambda item: (-len(item[1]), item[0]))
    total = sum(len(members) for _, members in ordered)
    result = Classification(
        f"{counted(total, 'op')} tracked into {resolved.label}, grouped by "
        f"{getattr(key, '__name__', 'key')}",
        ("group", "count", "examples"),
        groups=dict(ordered),
        keys=keys,
        reached=ReachedById(reached),
    )
    for label, members in ordered:
        shown = [member.unique_id for member in members[:3]]
        result.rows.append((label, len(members), examples(shown, 3, len(members))))
    return result


def count_by_type(ops: Ops) -> ResultTable:
    """How many ops of each type, most frequent first."""
    counts = Counter(info.op_name for info in as_ops(ops))
    table = ResultTable(f"{counted(sum(counts.values()), 'op')} by type", ("type", "count"))
    table.rows.extend(counts.most_common())
    return table


@dataclass
class OpTable(ResultTable):
    """A table with one row per op; `ops` are the ops in row order."""

    ops: list[OperationInfo] = field(default_factory=list)

    def __iter__(self) -> Any:
        return iter(self.ops)


def _location_text(info: OperationInfo) -> str:
    return str(info.location)


def lost(ops: Ops, target: TargetSpec | TrackTarget, *, pipeline: Pipeline | None = None) -> Any:
    """Ops whose provenance reaches nothing in `target`: those whose location
    is unknown (nothing can be tracked) and those no op of `target` carries.

    For two MIGraphX listings (`lost(op_index, track_op_index)`) this is
    the symbol-level report of `tracksrc.tracking.symbols.lost`."""
    if (
        isinstance(ops, OperationIndex)
        and isinstance(target, OperationIndex)
        and ops.file.format != "mlir"
    ):
        result: LostSymbols = lost_symbols(ops, target)
        return result
    resolved = resolve_target(target, pipeline)
    table = OpTable(
        f"ops of which nothing reaches {resolved.label}", ("op", "type", "reason", "location")
    )
    for info in as_ops(ops):
        if not info.stacks:
            reason = "its location carries no source"
        elif not resolved.track(info):
            reason = "no op carries its source"
        else:
            continue
        table.ops.append(info)
        table.rows.append((info.unique_id, info.op_name, reason, _location_text(info)))
    return table


@dataclass
class Fanout(ResultTable):
    """How many ops each op became: the distribution (rows) and `largest`."""

    counts: dict[str, int] = field(default_factory=dict)
    largest: list[tuple[OperationInfo, int]] = field(default_factory=list)

    def format(self, colour: bool = False) -> str:
        text = super().format(colour)
        if not self.largest:
            return text
        top = ResultTable("largest", ("op", "type", "became"))
        top.rows.extend((info.unique_id, info.op_name, count) for info, count in self.largest)
        return f"{text}\n\n{top.format(colour)}"


def fanout(
    ops: Ops,
    target: TargetSpec | TrackTarget,
    *,
    pipeline: Pipeline | None = None,
    largest: int = 5,
) -> Fanout:
    """For each op, how many ops of `target` carry its source: the
    distribution (ops that became N ops, for each N) and the largest."""
    resolved = resolve_target(target, pipeline)
    per_op = [(info, len(resolved.track(info))) for info in as_ops(ops)]
    distribution = Counter(count for _, count in per_op)
    result = Fanout(
        f"{counted(len(per_op), 'op')} tracked into {resolved.label}: how many ops each became",
        ("became", "ops"),
        counts={info.unique_id: count for info, count in per_op},
        largest=sorted(per_op, key=lambda item: (-item[1], item[0].position))[:largest],
    )
    result.rows.extend(sorted(distribution.items()))
    return result


def shared(
    target: TargetSpec | TrackTarget,
    source: OperationIndex | None = None,
    *,
    pipeline: Pipeline | None = None,
) -> OpTable:
    """Ops of `target` carrying the provenance of more than one source op
    (fusions, merged constants): ops whose provenance has several distinct
    origins (innermost frames). With `source`, each origin is described by
    the ops of `source` located there; a call site alone is no origin, so
    inlined ops do not count as shared with their call."""
    resolved = resolve_target(target, pipeline)
    table = OpTable(
        f"ops of {resolved.label} carrying several origins", ("op", "type", "origins", "from")
    )
    for info in resolved.operations():
        origins = sorted({stack[0] for stack in info.stacks})
        if len(origins) < 2:
            continue
        if source is None:
            described = [frame_text(frame) for frame in origins]
        else:
            described = sorted(
                Counter(
                    op.op_name
                    for frame in origins
                    for op in source.match_provenance(((frame,),))
                    if any(stack[0] == frame for stack in op.stacks)
                )
            )
        table.ops.append(info)
        table.rows.append((info.unique_id, info.op_name, len(origins), examples(described, 4)))
    return table
