"""rocprof's CSV tables, both generations: rocprofv3's `kernel_trace.csv`
and `kernel_stats.csv`, and rocprof (v1)'s `results.csv` and
`results.stats.csv`.

- rocprofv3 `kernel_trace.csv`: one row per dispatch: `Kernel_Name`,
  `Start_Timestamp` and `End_Timestamp` (ns), `Grid_Size_X/Y/Z` and
  `Workgroup_Size_X/Y/Z` (the grid in work-items, as HSA's dispatch packet
  has it; older rocprofv3 releases wrote one `Grid_Size` and one
  `Workgroup_Size`). Rows are in the order the tool wrote them, which is
  not `Dispatch_Id` order.
- rocprof v1 `results.csv`: one row per dispatch: `KernelName` (with the
  code object's ` [clone .kd]` or `.kd` suffix, kept as written),
  `DurationNs` (else `EndNs - BeginNs`), `grd` and `wgr` (one number
  each: the global size in work-items, the workgroup size).
- the stats tables: one row per kernel: `Name`, `Calls`,
  `TotalDurationNs`, and in rocprofv3's also `MinNs` and `MaxNs` (its
  `AverageNs`, `Percentage` and `StdDev` follow from those and are not
  read). rocprof v1's has no shortest or longest: its rows give the mean
  for both, said in a note.
"""

from __future__ import annotations

from pathlib import Path

from tracksrc.reading.profiles import fields
from tracksrc.reading.profiles.csv_tables import CsvRow, CsvTable
from tracksrc.reading.profiles.kernels import Extent, KernelProfile, KernelRun

TRACE = "rocprofv3 kernel_trace.csv"
STATS = "rocprofv3 kernel_stats.csv"
V1_RESULTS = "rocprof results.csv"
V1_STATS = "rocprof results.stats.csv"

TRACE_COLUMNS = ("Kernel_Name", "Start_Timestamp", "End_Timestamp")
STATS_COLUMNS = ("Name", "Calls", "TotalDurationNs")
V1_COLUMNS = ("KernelName",)


def read_kernel_trace(path: Path, name: str) -> KernelProfile:
    """The dispatches of a rocprofv3 `kernel_trace.csv`."""
    table = CsvTable(path, name, TRACE, TRACE_COLUMNS)
    profile = KernelProfile(str(path), TRACE, grid_kind="work-items")
    for row in table.rows():
        try:
            start = fields.count_text("Start_Timestamp", row.values["Start_Timestamp"])
            end = fields.count_text("End_Timestamp", row.values["End_Timestamp"])
            time = fields.span("End_Timestamp", start, end)
            profile.runs.append(
                KernelRun.once(
                    (_name(row, "Kernel_Name"),),
                    time,
                    _where(name, row),
                    _extent(row, "Grid_Size"),
                    _extent(row, "Workgroup_Size"),
                )
            )
        except fields.FieldError as exc:
            raise row.error(name, exc) from None
    return profile


def read_kernel_stats(path: Path, name: str, *, v1: bool = False) -> KernelProfile:
    """The per-kernel totals of rocprofv3's `kernel_stats.csv` (or, `v1`,
    rocprof's `results.stats.csv`)."""
    what = V1_STATS if v1 else STATS
    table = CsvTable(path, name, what, STATS_COLUMNS)
    extremes = "MinNs" in table.header and "MaxNs" in table.header
    profile = KernelProfile(str(path), what, grid_kind="work-items")
    for row in table.rows():
        try:
            calls = fields.count_text("Calls", row.values["Calls"])
            if calls == 0:
                raise fields.FieldError("Calls", "`Calls` is 0", "a kernel called once or more")
            total = fields.time_text("TotalDurationNs", row.values["TotalDurationNs"])
            if extremes:
                shortest = fields.time_text("MinNs", row.values["MinNs"])
                longest = fields.time_text("MaxNs", row.values["MaxNs"])
            else:
                shortest = longest = total / calls
            profile.runs.append(
                KernelRun((_name(row, "Name"),), calls, total, shortest, longest, _where(name, row))
            )
        except fields.FieldError as exc:
            raise row.error(name, exc) from None
    if not extremes:
        profile.notes.append(
            "the table has no MinNs and MaxNs: each kernel's shortest and longest "
            "are its mean (TotalDurationNs / Calls)"
        )
    return profile


def read_v1_results(path: Path, name: str) -> KernelProfile:
    """The dispatches of rocprof (v1)'s `results.csv`."""
    table = CsvTable(path, name, V1_RESULTS, V1_COLUMNS)
    has_duration = "DurationNs" in table.header
    if not has_duration and not {"BeginNs", "EndNs"} <= set(table.header):
        raise fields.line_error(
            name,
            1,
            ",".join(table.header),
            f"not a {V1_RESULTS} header: no DurationNs, nor BeginNs and EndNs",
            "a header naming KernelName and DurationNs (or BeginNs and EndNs)",
        )
    profile = KernelProfile(str(path), V1_RESULTS, grid_kind="work-items")
    for row in table.rows():
        try:
            if has_duration:
                time = fields.time_text("DurationNs", row.values["DurationNs"])
            else:
                begin = fields.count_text("BeginNs", row.values["BeginNs"])
                end = fields.count_text("EndNs", row.values["EndNs"])
                time = fields.span("EndNs", begin, end)
            profile.runs.append(
                KernelRun.once(
                    (_name(row, "KernelName"),),
                    time,
                    _where(name, row),
                    _single(row, "grd"),
                    _single(row, "wgr"),
                )
            )
        except fields.FieldError as exc:
            raise row.error(name, exc) from None
    return profile


def _name(row: CsvRow, column: str) -> str:
    value = row.values[column]
    if not value.strip():
        raise fields.FieldError(column, f"`{column}` is empty", "the kernel's name")
    return value


def _where(name: str, row: CsvRow) -> str:
    return f"{Path(name).name}:{row.line}"


def _extent(row: CsvRow, prefix: str) -> Extent | None:
    """`PREFIX_X/Y/Z` as a grid, or `PREFIX` alone as (n, 1, 1); None when
    the table has neither."""
    columns = [f"{prefix}_{axis}" for axis in "XYZ"]
    if all(column in row.values for column in columns):
        x, y, z = (fields.count_text(column, row.values[column]) for column in columns)
        return (x, y, z)
    return _single(row, prefix)


def _single(row: CsvRow, column: str) -> Extent | None:
    if column not in row.values:
        return None
    return (fields.count_text(column, row.values[column]), 1, 1)
