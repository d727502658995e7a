"""A profile as read: which kernels ran, how often and for how long.

Every reader of `tracksrc.reading.profiles` (IREE's `iree-profile` rows
and `iree-benchmark-module` JSON, rocprofv3, rocprof v1, Nsight Systems,
Chrome traces, Proton) gives a `KernelProfile`: the kernels of one run of
a program as its tool wrote them, nothing of our own added. A row
(`KernelRun`) is one kernel execution where the tool writes events, or
an aggregate of several where it writes only totals (rocprofv3's
`kernel_stats.csv`, `iree-profile`'s `dispatch_group` rows): `count`
says which.

Times are nanoseconds (`unit == "ns"`), converted from the unit the tool
wrote (Chrome traces write microseconds, Google Benchmark its
`time_unit`); where a tool has no time in nanoseconds (an `.ireeprof` of a
device whose clock was not fitted writes device ticks only) the unit is
`ticks`, said in `notes`, and never mixed with nanoseconds.
"""

from __future__ import annotations

from dataclasses import dataclass, field

NS = "ns"
TICKS = "ticks"

# A grid or workgroup size as the tool wrote it: three extents (x, y, z);
# a tool that writes one number (rocprof v1's `grd`, `wgr`) gives (n, 1, 1).
Extent = tuple[int, int, int]


@dataclass(frozen=True)
class KernelRun:
    """One row of a profile: the kernel's `names` (the first as the tool
    shows it; the others it also writes, such as Nsight's short and mangled
    names), `count` executions taking `total` in all (the profile's unit),
    the shortest and longest of them (equal to `total` for one execution),
    the grid (the workgroup count, or the global size where the tool writes
    that: see `grid_kind`) and workgroup size where the tool writes them,
    and `where`: its place in the file (`results.csv:17`, `line 4`), for
    messages."""

    names: tuple[str, ...]
    count: int
    total: float
    shortest: float
    longest: float
    where: str
    grid: Extent | None = None
    workgroup: Extent | None = None

    @property
    def name(self) -> str:
        """The kernel's name as the tool shows it."""
        return self.names[0]

    @classmethod
    def once(
        cls,
        names: tuple[str, ...],
        time: float,
        where: str,
        grid: Extent | None = None,
        workgroup: Extent | None = None,
    ) -> KernelRun:
        """One execution of a kernel, taking `time`."""
        return cls(names, 1, time, time, time, where, grid, workgroup)


@dataclass
class KernelProfile:
    """The kernels of one profile file (see the module docstring):
    `format` names the format read (`rocprofv3 kernel_trace.csv`, ...),
    `runs` its rows in the file's order, `unit` their time unit, `grid_kind`
    what `KernelRun.grid` counts (`workgroups`, IREE's and Nsight's and
    Chrome's; `work-items`, rocprof's global size), `notes` what a reader
    of it should know (rows left out and why, a unit that is not ns),
    `scopes` per row index the user scopes around it where the tool
    records them (Proton's scope tree), `source` the program or
    device the tool says it profiled, where it says. `isolated` marks a
    profile of kernels each timed alone (`iree-benchmark-module` over
    IREE's per-dispatch benchmark modules): its rows of one kernel are
    repetitions of it, and several such files are parts of one set, not
    runs of the whole program."""

    path: str
    format: str
    runs: list[KernelRun] = field(default_factory=list)
    unit: str = NS
    grid_kind: str = "workgroups"
    notes: list[str] = field(default_factory=list)
    scopes: dict[int, tuple[str, ...]] = field(default_factory=dict)
    source: str = ""
    isolated: bool = False

    @property
    def executions(self) -> int:
        """How many kernel executions the profile counts."""
        return sum(run.count for run in self.runs)

    @property
    def total(self) -> float:
        """The time of every kernel execution, summed (the profile's unit)."""
        return sum(run.total for run in self.runs)
