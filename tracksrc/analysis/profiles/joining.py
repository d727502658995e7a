"""Kernels of profiles joined to the dispatches of a compile.

Each profile is one run of the program (`--repeat`, or several files the
user gives) — except profiles of kernels each timed alone
(`iree-benchmark-module` over per-dispatch benchmark modules: one file
per dispatch), which together are one set whose repetitions are the runs
(a dispatch's time per run is then its time per call). Their kernel
executions are grouped by the dispatch their
name names (`kernel_names.DispatchNames`). An execution whose name fits
several dispatches (one export name in two targets or two modules) is
given to the one whose workgroup size is the execution's, where the
profile writes it and the stream says each dispatch's; one still
ambiguous is kept apart, never guessed. Executions of kernels that are no
dispatch of this compile (a library's GEMM, a copy, another program's)
are kept apart by name, never dropped, with their time.

Per group: executions, total, shortest and longest, the launches (grid
and workgroup sizes) met, and each run's total — the spread between runs
is the noise a difference must exceed to mean something (small dispatches
vary 0.7–1.9x between runs on a busy machine).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tracksrc.analysis.profiles.kernel_names import DispatchNames
from tracksrc.errors import TracksrcError
from tracksrc.reading.profiles.kernels import Extent, KernelProfile, KernelRun
from tracksrc.safe_text import visible_line


@dataclass
class KernelTime:
    """The executions of one group (a dispatch, or a kernel of no
    dispatch): the kernel names met, how many executions, their total,
    shortest and longest, launches by grid and workgroup, and the total of
    each run (profile), in order."""

    kernels: list[str] = field(default_factory=list)
    count: int = 0
    total: float = 0.0
    shortest: float = math.inf
    longest: float = 0.0
    # (Keyed by the extents: a launch's text is made once, when shown.)
    launches: Counter[tuple[Extent | None, Extent | None]] = field(default_factory=Counter)
    per_run: list[float] = field(default_factory=list)

    def add(self, run: KernelRun, numbers: range, runs: int) -> None:
        """Count a row that belongs to the runs `numbers` (of `runs`): one
        run, or, for an aggregate of repetitions, one per repetition, its
        time shared evenly."""
        if run.name not in self.kernels:
            self.kernels.append(run.name)
        self.count += run.count
        self.total += run.total
        self.shortest = min(self.shortest, run.shortest)
        self.longest = max(self.longest, run.longest)
        if run.grid is not None or run.workgroup is not None:
            self.launches[run.grid, run.workgroup] += run.count
        if not self.per_run:
            self.per_run = [0.0] * runs
        for number in numbers:
            self.per_run[number] += run.total / len(numbers)

    @property
    def mean(self) -> float:
        """The mean time of one execution."""
        return self.total / self.count if self.count else 0.0

    @property
    def run_mean(self) -> float:
        """The mean total of one run."""
        return sum(self.per_run) / len(self.per_run) if self.per_run else 0.0

    @property
    def spread(self) -> float | None:
        """How far the runs' totals lie apart, relative to their mean
        ((largest - smallest) / mean); None with fewer than two runs."""
        if len(self.per_run) < 2 or not self.run_mean:
            return None
        return (max(self.per_run) - min(self.per_run)) / self.run_mean

    def json_data(self, unit: str) -> dict[str, Any]:
        """The group as plain data (times in `unit`)."""
        return {
            "kernels": self.kernels,
            "count": self.count,
            "total": self.total,
            "mean": self.mean,
            "min": self.shortest if self.count else 0.0,
            "max": self.longest,
            "per_run": self.per_run,
            "spread": self.spread,
            "launches": {
                launch_text(grid, workgroup): count
                for (grid, workgroup), count in self.launches.items()
            },
            "unit": unit,
        }


def launch_text(grid: Extent | None, workgroup: Extent | None) -> str:
    """A launch as a table shows it: `grid 16x1x1 workgroup 64x1x1`."""
    parts = []
    if grid is not None:
        parts.append("grid " + "x".join(str(n) for n in grid))
    if workgroup is not None:
        parts.append("workgroup " + "x".join(str(n) for n in workgroup))
    return " ".join(parts)


@dataclass
class Joined:
    """Profiles joined to a compile's dispatches (see the module
    docstring): time per dispatch (by name), per kernel of no dispatch,
    per kernel name fitting several dispatches alike; `total` is every
    execution's time, `unit` their unit, `runs` how many profiles."""

    profiles: list[KernelProfile]
    unit: str
    runs: int
    dispatches: dict[str, KernelTime] = field(default_factory=dict)
    foreign: dict[str, KernelTime] = field(default_factory=dict)
    ambiguous: dict[str, tuple[KernelTime, list[str]]] = field(default_factory=dict)
    total: float = 0.0

    @property
    def matched_total(self) -> float:
        """The time of the executions given to a dispatch."""
        return sum(group.total for group in self.dispatches.values())

    def kernel_names(self) -> int:
        """How many distinct kernel names the profiles hold."""
        names = {name for group in self.dispatches.values() for name in group.kernels}
        names.update(self.foreign)
        names.update(self.ambiguous)
        return len(names)


def check_units(profiles: Sequence[KernelProfile]) -> str:
    """The one time unit of `profiles`; an error where they mix units."""
    units = {profile.unit for profile in profiles}
    if len(units) > 1:
        listed = ", ".join(f"{visible_line(p.path)} in {p.unit}" for p in profiles)
        raise TracksrcError(
            f"tracksrc: error: the profiles' times are in different units ({listed}): "
            "device ticks cannot be summed with nanoseconds; profile with a clock fit, or "
            "give profiles of one kind"
        )
    return units.pop() if units else "ns"


def join(
    profiles: Sequence[KernelProfile],
    names: DispatchNames | None,
    workgroup_sizes: dict[str, tuple[int, ...]] | None = None,
) -> Joined:
    """Join `profiles` (one per run) to the dispatches `names` knows
    (without a stream, None: every kernel is grouped by its name, as
    `foreign`); `workgroup_sizes` (per dispatch, from its codegen facts)
    tell apart dispatches that share a kernel name."""
    placed, runs = _runs(profiles)
    joined = Joined(list(profiles), check_units(profiles), runs)
    sizes = workgroup_sizes or {}
    matches: dict[str, list[str]] = {}
    for profile, numbers in zip(profiles, placed, strict=True):
        for run, number in zip(profile.runs, numbers, strict=True):
            joined.total += run.total
            found = matches.get(run.name)
            if found is None:
                found = matches[run.name] = names.match(run.name) if names is not None else []
            if len(found) > 1:
                found = _by_workgroup(found, run, sizes)
            if len(found) == 1:
                group = joined.dispatches.setdefault(found[0], KernelTime())
            elif not found:
                group = joined.foreign.setdefault(run.name, KernelTime())
            else:
                group, _ = joined.ambiguous.setdefault(run.name, (KernelTime(), found))
            group.add(run, number, joined.runs)
    return joined


def _runs(profiles: Sequence[KernelProfile]) -> tuple[list[list[range]], int]:
    """Per profile, the runs each of its rows belongs to, and how many runs
    there are (see the module docstring): a profile is a run, but all the
    profiles of kernels timed alone are one set, whose k-th repetition of
    each kernel is run k (an aggregate row of n repetitions, runs 0..n-1)."""
    placed: list[list[range]] = []
    runs = 0
    seen: Counter[str] = Counter()
    isolated = 0
    for profile in profiles:
        if not profile.isolated:
            placed.append([range(runs, runs + 1)] * len(profile.runs))
            runs += 1
            continue
        rows = []
        for row in profile.runs:
            first = seen[row.name]
            seen[row.name] += max(row.count, 1)
            rows.append(range(first, seen[row.name]))
        placed.append(rows)
        isolated = max(isolated, max(seen.values(), default=0))
    if isolated:
        # (The set's runs come after the programs' runs, when both are given.)
        placed = [
            rows if not profile.isolated else [range(r.start + runs, r.stop + runs) for r in rows]
            for profile, rows in zip(profiles, placed, strict=True)
        ]
    return placed, runs + isolated


def _by_workgroup(
    candidates: list[str], run: KernelRun, sizes: dict[str, tuple[int, ...]]
) -> list[str]:
    """Of several dispatches a name fits, those whose workgroup size is the
    execution's (all of them when the profile or the stream does not say)."""
    if run.workgroup is None:
        return candidates
    fitting = [
        name
        for name in candidates
        if name in sizes and _padded(sizes[name]) == _padded(run.workgroup)
    ]
    return fitting or candidates


def _padded(size: Sequence[int]) -> tuple[int, ...]:
    return tuple(size) + (1,) * (3 - len(size))
