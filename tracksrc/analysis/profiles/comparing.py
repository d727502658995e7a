"""Two configurations' profiles, source op by source op.

The key is the source op (`file:line:col` of the input both compiles
read): dispatch names differ between compiles, source ops do not. Per
source op, each configuration's time per run (the mean over its runs),
the ratio B/A and the time B adds (negative: saves), ranked by time
added. A difference within the noise — the larger of the two
configurations' run-to-run ranges of that source op's time — is said to
be; with one run on a side the noise is unknown, and said so. For each,
where the two compiles part (`tracksrc.analysis.compare`'s answer, a pass
only one compile runs included), and the codegen facts of the dispatches
computing it on each side. Without streams, kernels are compared by
name (`compare_kernels`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tracksrc.analysis.compare import Comparison
from tracksrc.analysis.profiles.attribution import Attribution, DispatchTime, SourceTime
from tracksrc.analysis.profiles.joining import Joined
from tracksrc.pipeline.store.queries.codegen import CodegenFacts

WITHIN_NOISE = "within noise"
BEYOND_NOISE = "beyond noise"
NOISE_UNKNOWN = "noise unknown (one run)"


@dataclass
class SourceChange:
    """One source op in both configurations (see the module docstring):
    per-run time in A and B (0 where it ran in no dispatch of a side),
    the verdict on noise, where the compiles part, each side's dispatches
    and codegen facts."""

    where: str
    kind: str
    names: list[str]
    a: float
    b: float
    noise: float | None
    verdict: str
    parting: dict[str, Any] | None = None
    a_dispatches: list[str] = field(default_factory=list)
    b_dispatches: list[str] = field(default_factory=list)
    a_facts: list[CodegenFacts] = field(default_factory=list)
    b_facts: list[CodegenFacts] = field(default_factory=list)

    @property
    def added(self) -> float:
        """The time per run B adds (negative: saves)."""
        return self.b - self.a

    @property
    def ratio(self) -> float | None:
        """B's time over A's (None where A's is 0)."""
        return self.b / self.a if self.a else None

    def json_data(self, unit: str) -> dict[str, Any]:
        """The row as plain data."""
        return {
            "source": self.where,
            "op_type": self.kind,
            "names": self.names,
            "a": self.a,
            "b": self.b,
            "added": self.added,
            "ratio": self.ratio,
            "noise": self.noise,
            "verdict": self.verdict,
            "parting": self.parting,
            "a_dispatches": self.a_dispatches,
            "b_dispatches": self.b_dispatches,
            "a_codegen": [facts.json_data() for facts in self.a_facts],
            "b_codegen": [facts.json_data() for facts in self.b_facts],
            "unit": unit,
        }


def compare_profiles(
    a: Attribution,
    b: Attribution,
    runs: tuple[int, int],
    comparison: Comparison | None,
) -> list[SourceChange]:
    """Every source op timed in A or B, ranked by the time B adds (see
    the module docstring); `comparison` is the two compiles compared
    (`compare`), None without both streams."""
    in_a = {entry.where: entry for entry in a.sources}
    in_b = {entry.where: entry for entry in b.sources}
    partings = {op.source: op for op in comparison.ops} if comparison is not None else {}
    facts_a = _facts(a.dispatches)
    facts_b = _facts(b.dispatches)
    found: list[SourceChange] = []
    for where in dict.fromkeys([*in_a, *in_b]):
        entry_a, entry_b = in_a.get(where), in_b.get(where)
        either = entry_a or entry_b
        assert either is not None
        noise = _noise(entry_a, entry_b)
        per_run_a = _per_run(entry_a, runs[0])
        per_run_b = _per_run(entry_b, runs[1])
        change = SourceChange(
            where,
            either.kind,
            either.names,
            per_run_a,
            per_run_b,
            noise,
            _verdict(per_run_b - per_run_a, noise),
            a_dispatches=entry_a.dispatches if entry_a else [],
            b_dispatches=entry_b.dispatches if entry_b else [],
        )
        change.a_facts = [facts_a[d] for d in change.a_dispatches if d in facts_a]
        change.b_facts = [facts_b[d] for d in change.b_dispatches if d in facts_b]
        op = partings.get(where)
        if op is not None:
            change.parting = (
                {"alike": True}
                if op.diverges_at is None
                else {"alike": False, **op.diverges_at.json_data()}
            )
        found.append(change)
    found.sort(key=lambda change: (-change.added, change.where))
    return found


def compare_kernels(a: Joined, b: Joined) -> list[SourceChange]:
    """Without streams: every kernel (by name) timed in A or B, ranked by
    the time per run B adds, with the noise of its runs."""
    groups_a = {name: group for name, group in a.foreign.items()}
    groups_b = {name: group for name, group in b.foreign.items()}
    found = []
    for name in dict.fromkeys([*groups_a, *groups_b]):
        group_a, group_b = groups_a.get(name), groups_b.get(name)
        ranges = [max(g.per_run) - min(g.per_run) for g in (group_a, group_b) if g is not None]
        noise = (
            None
            if any(len(g.per_run) < 2 for g in (group_a, group_b) if g is not None)
            else max(ranges)
        )
        per_run_a = group_a.total / a.runs if group_a is not None else 0.0
        per_run_b = group_b.total / b.runs if group_b is not None else 0.0
        found.append(
            SourceChange(
                name,
                "kernel",
                [],
                per_run_a,
                per_run_b,
                noise,
                _verdict(per_run_b - per_run_a, noise),
            )
        )
    found.sort(key=lambda change: (-change.added, change.where))
    return found


def _verdict(added: float, noise: float | None) -> str:
    if noise is None:
        return NOISE_UNKNOWN
    return WITHIN_NOISE if abs(added) <= noise else BEYOND_NOISE


def _facts(rows: list[DispatchTime]) -> dict[str, CodegenFacts]:
    return {row.name: row.facts for row in rows if row.facts is not None}


def _per_run(entry: SourceTime | None, runs: int) -> float:
    return entry.total / runs if entry is not None and runs else 0.0


def _noise(a: SourceTime | None, b: SourceTime | None) -> float | None:
    """The larger run-to-run range of the two sides' times; None where a
    side that ran it has one run only."""
    ranges = []
    for entry in (a, b):
        if entry is None:
            continue
        if len(entry.per_run) < 2:
            return None
        ranges.append(max(entry.per_run) - min(entry.per_run))
    return max(ranges) if ranges else None
