"""Which source ops reach an op type anywhere in a compile, and where.

`reach(ops, "amdgpu.mfma", pipeline)`: an op reaches a type if some op it
became, at any stage of the main compile, is of that type (code generation
lowers each dispatch in its own stretch of stages, so no single stage
holds every dispatch at its deepest). The result groups the ops as
`classify` does, and says per op the first stage, pass and dispatch where
the type was seen (`tracksrc.pipeline.store.queries.fates`). `classify(ops,
pipeline, reaches(T))` with a whole pipeline as the target is this.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tracksrc.analysis.grouping import Classification, Ops, as_ops
from tracksrc.pipeline.composition.refs import frame_text
from tracksrc.pipeline.store.queries.fates import Sighting, fates
from tracksrc.pipeline.store.query_rows import QueryRows
from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.results import ResultTable, examples
from tracksrc.suggestions import say_absent_type
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationInfo


@dataclass(frozen=True)
class Seen:
    """Where an op's descendant of the type was first seen: after `stage`
    (`pass_label` ran there), in `dispatch` ("" outside every dispatch)
    and `unit` (`function @name` or the top-level op)."""

    stage: int
    pass_label: str
    dispatch: str
    unit: str

    def json_data(self) -> dict[str, Any]:
        """The sighting as plain data."""
        return {
            "stage": self.stage,
            "pass": self.pass_label,
            "dispatch": self.dispatch,
            "unit": self.unit,
        }


@dataclass
class Reach(Classification):
    """Ops grouped by whether they reach `op_type` over the whole compile;
    `seen[unique_id]` says where (None: never)."""

    op_type: str = ""
    seen: dict[str, Seen | None] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)

    def per_op(self) -> ResultTable:
        """One row per op: where its descendant of the type was first seen."""
        table = ResultTable(
            f"where each op first reached {self.op_type}",
            ("op", "source", "stage", "pass", "dispatch"),
        )
        for op_id, seen in self.seen.items():
            source = self.sources.get(op_id, "")
            if seen is None:
                table.rows.append((op_id, source, "-", "-", "-"))
            else:
                table.rows.append(
                    (op_id, source, seen.stage, seen.pass_label, seen.dispatch or seen.unit)
                )
        return table

    def format(self, colour: bool = False) -> str:
        return super().format(colour) + "\n\n" + self.per_op().format(colour)

    def json_data(self) -> dict[str, Any]:
        """The groups (see `Classification.json_data`) and `seen`: per op
        id, where the type was first seen (null: never)."""
        data = super().json_data()
        data["op_type"] = self.op_type
        data["seen"] = {
            op_id: None if seen is None else seen.json_data() for op_id, seen in self.seen.items()
        }
        return data


def _unit_text(key: tuple[int, str, str]) -> str:
    _, op_type, symbol = key
    return f"{op_type} {symbol}".strip()


def _source(info: OperationInfo) -> str:
    for stack in info.stacks:
        if stack:
            return frame_text(stack[0])
    return ""


def reach(ops: Ops, op_type: str, pipeline: Pipeline, *, start: int = 0) -> Reach:
    """Group `ops` by whether some op each became, at any stage of the main
    compile from `start` on, is an `op_type`; say where each was first seen
    (see the module docstring)."""
    members = as_ops(ops)
    store = query_store_of(pipeline)
    if op_type not in store.types:
        say_absent_type(op_type, store.types, "any stage of the pipeline")
    rows = QueryRows(store, members)
    reached: dict[str, list[OperationInfo]] = {}
    result = Reach(
        f"{counted(len(members), 'op')} followed over the main compile (any stage), grouped by "
        f"reaches({op_type!r})",
        ("group", "count", "examples"),
        op_type=op_type,
    )
    yes, no = f"reaches {op_type}", f"does not reach {op_type}"
    for info, fate in zip(members, fates(rows, start=start), strict=True):
        found: Sighting | None = fate.reaches(op_type)
        reached.setdefault(yes if found else no, []).append(info)
        result.sources[info.unique_id] = _source(info)
        if found is None:
            result.seen[info.unique_id] = None
            continue
        unit = _unit_text(store.units[found.unit]) if found.unit >= 0 else ""
        made_by = store.culprit_label(found.stage)
        result.seen[info.unique_id] = Seen(found.stage, made_by, found.dispatch, unit)
    ordered = sorted(reached.items(), key=lambda item: (-len(item[1]), item[0]))
    result.groups = dict(ordered)
    result.keys = {label: label for label in result.groups}
    for label, group in ordered:
        shown = [member.unique_id for member in group[:3]]
        result.rows.append((label, len(group), examples(shown, 3, len(group))))
    return result
