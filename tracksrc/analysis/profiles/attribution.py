"""Time per dispatch, per source op and per op type.

A dispatch's time is what its kernel executions took. It stands for the
source ops it computes (`Dispatch.computed`: not those only its helper
ops name; a dispatch computing nothing — a copy, a fill — stands for those
it moves data for, and says so), and, where IREE deduplicated identical
executables, for those of the dispatches merged into it too: their
executions run its code. Time is never split between the source ops of one
dispatch by an invented rule: a source op's time is that of every dispatch
computing it, each whole, and the rows say which of it is shared with
other source ops (`alone`: the time of dispatches computing it only).
Shares therefore add up to more than 100% over source ops and op types,
and to 100% over dispatches and foreign kernels.

An op type's row (what the input op is: `torch.aten.convolution`,
`stablehlo.dot_general`) is the time of the dispatches computing at least
one source op of that type, each dispatch once. The time also partitions,
with nothing split, by the combination of op types each dispatch computes
(`torch.aten.convolution + torch.aten.add.Tensor + torch.aten.relu`:
a convolution fused with its bias and activation): `combinations`, whose
shares add up to the matched time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tracksrc.analysis.profiles.joining import Joined, KernelTime
from tracksrc.pipeline.dispatches.compute_ops import MOVES
from tracksrc.pipeline.dispatches.dispatch import Dispatch, Source
from tracksrc.pipeline.store.queries.codegen import CodegenFacts


@dataclass
class DispatchTime:
    """One dispatch that ran: its time, share of all kernel time, the
    source ops it stands for, whether it only moves data, the dispatches
    merged into it and its codegen facts (None where the stream configures
    it nowhere)."""

    name: str
    time: KernelTime
    share: float
    sources: list[Source]
    moves: bool
    merged: list[str]
    facts: CodegenFacts | None

    def json_data(self, unit: str) -> dict[str, Any]:
        """The row as plain data."""
        return {
            "dispatch": self.name,
            **self.time.json_data(unit),
            "share": self.share,
            "sources": [source.where for source in self.sources],
            "moves_data_only": self.moves,
            "merged": self.merged,
            "codegen": None if self.facts is None else self.facts.json_data(),
        }


@dataclass
class SourceTime:
    """One source op: its place, op type and names, the time of the
    dispatches that compute it (each whole), the part of it no other
    source op shares (`alone`), and the dispatches and other source ops
    involved."""

    where: str
    kind: str
    names: list[str]
    total: float = 0.0
    count: int = 0
    alone: float = 0.0
    per_run: list[float] = field(default_factory=list)
    dispatches: list[str] = field(default_factory=list)
    shared_with: list[str] = field(default_factory=list)
    moves_only: bool = True

    def share_of(self, total: float) -> float:
        """Its time as a part of `total`."""
        return self.total / total if total else 0.0

    def json_data(self, unit: str, total: float) -> dict[str, Any]:
        """The row as plain data."""
        return {
            "source": self.where,
            "op_type": self.kind,
            "names": self.names,
            "total": self.total,
            "count": self.count,
            "share": self.share_of(total),
            "alone": self.alone,
            "per_run": self.per_run,
            "dispatches": self.dispatches,
            "shared_with": self.shared_with,
            "moves_data_only": self.moves_only,
            "unit": unit,
        }


@dataclass
class TypeTime:
    """One op type of the input: the time of the dispatches computing at
    least one source op of it (each once), how many source ops and
    dispatches, and how many of those dispatches compute other types too."""

    kind: str
    total: float = 0.0
    sources: int = 0
    dispatches: list[str] = field(default_factory=list)
    mixed: int = 0

    def json_data(self, unit: str, total: float) -> dict[str, Any]:
        """The row as plain data."""
        return {
            "op_type": self.kind,
            "total": self.total,
            "share": self.total / total if total else 0.0,
            "sources": self.sources,
            "dispatches": self.dispatches,
            "shared_with_other_types": self.mixed,
            "unit": unit,
        }


@dataclass
class Attribution:
    """The three views of a joined profile (see the module docstring)."""

    dispatches: list[DispatchTime]
    sources: list[SourceTime]
    types: list[TypeTime]
    combinations: list[TypeTime]


def attribute(
    joined: Joined,
    dispatches: list[Dispatch],
    facts: dict[str, CodegenFacts],
    names: dict[str, list[str]],
) -> Attribution:
    """Time per dispatch, source op and op type (see the module
    docstring); `names` are the source ops' names (`source_names`)."""
    by_name = {item.name: item for item in dispatches}
    merged_into: dict[str, list[Dispatch]] = {}
    for item in dispatches:
        if item.merged_into:
            merged_into.setdefault(item.merged_into, []).append(item)
    rows: list[DispatchTime] = []
    for name, time in joined.dispatches.items():
        item = by_name[name]
        merged = merged_into.get(name, [])
        sources = _union([item.computed, *(other.computed for other in merged)])
        rows.append(
            DispatchTime(
                name,
                time,
                time.total / joined.total if joined.total else 0.0,
                sources,
                bool(sources) and all(source.role == MOVES for source in sources),
                [other.name for other in merged],
                facts.get(name),
            )
        )
    rows.sort(key=lambda row: (-row.time.total, row.name))
    return Attribution(
        rows, _by_source(rows, names, joined.runs), _by_type(rows), _by_combination(rows)
    )


def _union(groups: list[list[Source]]) -> list[Source]:
    found: dict[str, Source] = {}
    for group in groups:
        for source in group:
            found.setdefault(source.where, source)
    return list(found.values())


def _by_source(
    rows: list[DispatchTime], names: dict[str, list[str]], runs: int
) -> list[SourceTime]:
    found: dict[str, SourceTime] = {}
    for row in rows:
        places = [source.where for source in row.sources]
        for source in row.sources:
            entry = found.setdefault(
                source.where,
                SourceTime(
                    source.where, source.kind, names.get(source.where, []), per_run=[0.0] * runs
                ),
            )
            entry.total += row.time.total
            entry.count += row.time.count
            for run, value in enumerate(row.time.per_run):
                entry.per_run[run] += value
            entry.dispatches.append(row.name)
            entry.moves_only = entry.moves_only and row.moves
            others = [place for place in places if place != source.where]
            if not others:
                entry.alone += row.time.total
            entry.shared_with.extend(p for p in others if p not in entry.shared_with)
    return sorted(found.values(), key=lambda entry: (-entry.total, entry.where))


def _kinds(row: DispatchTime) -> list[str]:
    """The op types of the source ops a dispatch stands for, in order."""
    return list(dict.fromkeys(source.kind or _UNKNOWN for source in row.sources))


_UNKNOWN = "(not in the input)"


def _by_type(rows: list[DispatchTime]) -> list[TypeTime]:
    found: dict[str, TypeTime] = {}
    sources: dict[str, set[str]] = {}
    for row in rows:
        kinds = _kinds(row)
        for kind in kinds:
            entry = found.setdefault(kind, TypeTime(kind))
            entry.total += row.time.total
            entry.dispatches.append(row.name)
            entry.mixed += len(kinds) > 1
        for source in row.sources:
            sources.setdefault(source.kind or _UNKNOWN, set()).add(source.where)
    for kind, entry in found.items():
        entry.sources = len(sources.get(kind, ()))
    return sorted(found.values(), key=lambda entry: (-entry.total, entry.kind))


def _by_combination(rows: list[DispatchTime]) -> list[TypeTime]:
    """The time by the combination of op types each dispatch computes (a
    dispatch that only moves data says so; one naming no source op is
    `(no source op)`)."""
    found: dict[tuple[frozenset[str], bool], TypeTime] = {}
    for row in rows:
        # (Keyed by the set of types, named in the first dispatch's order:
        # the input's order, a convolution before its bias add.)
        kinds = _kinds(row)
        label = " + ".join(kinds) if kinds else "(no source op)"
        if row.moves:
            label += " (data movement)"
        entry = found.setdefault((frozenset(kinds), row.moves), TypeTime(label))
        entry.total += row.time.total
        entry.dispatches.append(row.name)
        entry.sources += len(row.sources)
    return sorted(found.values(), key=lambda entry: (-entry.total, entry.kind))
