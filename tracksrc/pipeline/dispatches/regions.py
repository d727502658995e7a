"""Dispatch regions before IREE outlines them: what `dispatches --stage S`
lists for a stage between dispatch formation and outlining.

`iree-dispatch-creation-form-dispatch-regions` wraps the ops of each
future dispatch in a `flow.dispatch.region` inside its host function;
later passes turn it into `flow.dispatch.workgroups`, and
`iree-flow-outline-dispatch-regions` moves the k-th region of function
`@f` into the executable `@f_dispatch_k`. A `DispatchRegion` is one such
region at the stage asked for: its function and ordinal there, the input
ops its body computes (innermost source frames, with the input's op types
there, as `Dispatch.sources`), its size, and the dispatch it becomes (the
executable of that name, when the pipeline outlines one whose sources
include the region's).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.dispatches.dispatch import Dispatches, Source, attributed
from tracksrc.pipeline.dispatches.finding import (
    REGION_TYPES,
    find_dispatches,
    input_types,
    sources_of,
)
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.reading.op_syntax import defined_symbol
from tracksrc.results import JsonResult, ResultTable
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationInfo
from tracksrc.tracking.provenance import Frame


@dataclass
class DispatchRegion:
    """One dispatch region at a stage (see the module docstring)."""

    function: str
    ordinal: int
    kind: str
    stage: int
    size: int
    where: str
    sources: list[Source] = field(default_factory=list)
    becomes: str | None = None

    @property
    def name(self) -> str:
        """The dispatch it becomes, else `@function#k`."""
        return self.becomes or f"{self.function}#{self.ordinal}"

    def json_data(self) -> dict[str, Any]:
        """The region as plain data (`name` and `sources` as dispatches)."""
        return {
            "name": self.name,
            "function": self.function,
            "ordinal": self.ordinal,
            "kind": self.kind,
            "stage": self.stage,
            "size": self.size,
            "where": self.where,
            "sources": [source.where for source in attributed(self.sources)],
            "source_types": {source.where: source.types for source in self.sources},
            "source_records": [source.json_data() for source in self.sources],
            "becomes": self.becomes,
        }

    def __str__(self) -> str:
        becomes = f"; becomes {visible_line(self.becomes)}" if self.becomes else ""
        lines = [
            f"{self.kind} #{self.ordinal} of {visible_line(self.function)}  "
            f"({counted(self.size, 'op')} at stage {self.stage}, "
            f"{visible_line(self.where)}{becomes})"
        ]
        lines.extend(f"  {visible_line(source.line())}" for source in self.sources)
        return "\n".join(lines)


class DispatchRegions(JsonResult, list[DispatchRegion]):
    """The dispatch regions of the program at one stage, in program order."""

    def __init__(self, items: list[DispatchRegion], stage: Stage) -> None:
        super().__init__(items)
        self.stage = stage

    def json_data(self) -> list[dict[str, Any]]:
        """A list of regions, each with at least `name` and `sources`."""
        return [item.json_data() for item in self]

    def table(self) -> ResultTable:
        """One row per region (CSV, pandas)."""
        return ResultTable(
            f"dispatch regions at stage {self.stage.number}",
            ("function", "ordinal", "kind", "ops", "sources", "becomes"),
            [
                (
                    item.function,
                    item.ordinal,
                    item.kind,
                    item.size,
                    " ".join(source.where for source in attributed(item.sources)),
                    item.becomes or "",
                )
                for item in self
            ],
        )

    def __str__(self) -> str:
        if not self:
            return f"(no dispatch regions at stage {self.stage.number})"
        return "\n\n".join(str(item) for item in self)

    def __repr__(self) -> str:
        return str(self)


def _function_of(info: OperationInfo) -> str:
    around = info.parent
    while around is not None:
        symbol = defined_symbol(around.op)
        if symbol is not None:
            return symbol
        around = around.parent
    return "(top level)"


def dispatch_regions(
    pipeline: Pipeline, stage: int | str, outlined: Dispatches | None = None
) -> DispatchRegions:
    """The dispatch regions of the program after `stage`, each linked to
    the dispatch it becomes among `outlined` (default: every dispatch of
    the pipeline)."""
    chosen = pipeline.find_spec(stage)
    types: dict[Frame, Counter[str]] = input_types(tracker_of(pipeline), pipeline)
    outlined = outlined if outlined is not None else find_dispatches(pipeline, files=False)
    found: list[DispatchRegion] = []
    counters: Counter[str] = Counter()
    for info in program_at(chosen).operations():
        if info.op_name not in REGION_TYPES:
            continue
        function = _function_of(info)
        ordinal = counters[function]
        counters[function] += 1
        inside = [
            (
                id(inner),
                id(inner.parent),
                inner.op_name,
                [stack[0] for stack in inner.stacks if stack],
            )
            for inner in info.descendants()
        ]
        sources = sources_of(id(info), inside, types)
        region = DispatchRegion(
            function,
            ordinal,
            info.op_name,
            chosen.number,
            sum(1 for _ in info.descendants()),
            info.dump_position,
            sources,
        )
        region.becomes = _becomes(region, outlined)
        found.append(region)
    return DispatchRegions(found, chosen)


def _becomes(region: DispatchRegion, outlined: Dispatches) -> str | None:
    """The dispatch the region is outlined into: the one whose sources
    hold the region's, or among several, the executable IREE names after
    it (`@<function>_dispatch_<k>`: ordinals are final only just before
    outlining, and regions are still split or merged before)."""
    wanted = {source.where for source in attributed(region.sources)}
    containing = [item for item in outlined if wanted <= {source.where for source in item.computed}]
    if len(containing) == 1:
        return containing[0].name
    named = f"{region.function}_dispatch_{region.ordinal}"
    for item in containing:
        if named in item.executables:
            return item.name
    return None
