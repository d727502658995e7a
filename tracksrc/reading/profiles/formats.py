"""The profile formats read, and which one a file is: `read_profile` is
the entry point of `tracksrc profile`'s reading.

A file's format is told from its content, not its name (a `results.csv`
may be either rocprof's): the first bytes (decompressed for `.gz`/`.xz`)
are a SQLite header (then its tables tell Nsight Systems from rocpd),
IREE's bundle magic `IRPF`, JSON (then its first keys or its first line
tell which tool wrote it) or a CSV header (its columns tell which table).
`kind` forces a format instead; a file that is not what it says is then
an error of that format's reader.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Callable
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import check_regular_file
from tracksrc.reading.profiles import (
    chrome_trace,
    iree_benchmarks,
    iree_bundle,
    iree_rows,
    nsys,
    proton,
    rocpd,
    rocprof_csv,
    rocprofv3_json,
)
from tracksrc.reading.profiles.documents import head, is_compressed
from tracksrc.reading.profiles.kernels import KernelProfile
from tracksrc.reading.profiles.sqlite_files import MAGIC, open_database, tables
from tracksrc.safe_text import visible_line

FORMATS: dict[str, str] = {
    "iree-bundle": "IREE .ireeprof bundle (read through `iree-profile dispatch --dispatch_events`)",
    "iree-jsonl": "rows of `iree-profile dispatch|executable --format=jsonl [--dispatch_events]`",
    "ireeperf-jsonl": "`iree-profile export --format=ireeperf-jsonl`",
    "iree-benchmark": "`iree-benchmark-module --benchmark_format=json` (Google Benchmark JSON)",
    "rocprofv3-trace-csv": "rocprofv3 kernel_trace.csv",
    "rocprofv3-stats-csv": "rocprofv3 kernel_stats.csv",
    "rocprofv3-json": "rocprofv3 --output-format json",
    "rocpd": "rocpd SQLite database (rocprofv3's default output since ROCm 7)",
    "rocprof-csv": "rocprof (v1) results.csv",
    "rocprof-stats-csv": "rocprof (v1) results.stats.csv",
    "nsys-sqlite": "Nsight Systems SQLite export (`nsys export --type sqlite`)",
    "chrome-trace": "Chrome trace / Perfetto JSON (torch.profiler)",
    "proton": "Triton Proton hatchet JSON (proton.hatchet)",
}

_READERS: dict[str, Callable[[Path, str], KernelProfile]] = {
    "iree-bundle": iree_bundle.read_ireeprof,
    "iree-jsonl": lambda path, name: iree_rows.read_iree_jsonl(path, name, export=False),
    "ireeperf-jsonl": lambda path, name: iree_rows.read_iree_jsonl(path, name, export=True),
    "iree-benchmark": iree_benchmarks.read_benchmarks,
    "rocprofv3-trace-csv": rocprof_csv.read_kernel_trace,
    "rocprofv3-stats-csv": rocprof_csv.read_kernel_stats,
    "rocprofv3-json": rocprofv3_json.read_rocprofv3_json,
    "rocpd": rocpd.read_rocpd,
    "rocprof-csv": rocprof_csv.read_v1_results,
    "rocprof-stats-csv": lambda path, name: rocprof_csv.read_kernel_stats(path, name, v1=True),
    "nsys-sqlite": nsys.read_nsys,
    "chrome-trace": chrome_trace.read_chrome_trace,
    "proton": proton.read_proton,
}

# How much of a file is looked at to tell its format (a trace's
# `deviceProperties` can come before its events).
_HEAD = 1 << 20
_IREE_REPORT_TYPE = re.compile(r"(host_)?dispatch_|executable|command_|queue_|summary|device_")
_LOOKED_FOR = (
    "a SQLite database (Nsight Systems export, rocpd), an IREE bundle (IRPF), "
    "JSON (rocprofv3, Chrome trace, Proton, Google Benchmark, iree-profile JSONL rows) "
    "or a CSV header naming Kernel_Name, KernelName or Name/Calls/TotalDurationNs"
)


def read_profile(path: str | Path, kind: str | None = None) -> KernelProfile:
    """The kernels of the profile at `path`, in the format `kind` (a key of
    `FORMATS`) or, without one, the format its content shows. A file that
    holds no kernel is an error (with what was left out, and why)."""
    path = Path(path)
    name = str(path)
    if kind is None:
        kind = detect_format(path)
    elif kind not in FORMATS:
        raise TracksrcError(
            f"tracksrc: error: unknown profile format {visible_line(kind)!r}: "
            f"one of {', '.join(FORMATS)}"
        )
    profile = _READERS[kind](path, name)
    if not profile.runs:
        why = f" ({'; '.join(profile.notes)})" if profile.notes else ""
        raise TracksrcError(f"{name}: no kernel in this {profile.format}{visible_line(why)}")
    return profile


def detect_format(path: Path) -> str:
    """The format of the file at `path` (a key of `FORMATS`), told from its
    content (see the module docstring), or an error saying what was looked
    for."""
    check_regular_file(path, "profile")
    data = head(path, _HEAD)
    if not data.strip():
        raise TracksrcError(f"{path}: the file is empty: no profile")
    if data.startswith(MAGIC):
        return _sqlite_format(path)
    if data.startswith(iree_bundle.MAGIC):
        return "iree-bundle"
    text = data.decode("utf-8", errors="replace").lstrip()
    if text[:1] in ("{", "["):
        found = _json_format(text)
    else:
        found = _csv_format(text)
    if found is None:
        raise TracksrcError(
            f"{path}: cannot tell which profiler wrote it: looked for {_LOOKED_FOR}; "
            f"name its format (one of {', '.join(FORMATS)})"
        )
    return found


def _sqlite_format(path: Path) -> str:
    if is_compressed(path):
        raise TracksrcError(f"{path}: a compressed SQLite database: decompress it first")
    with open_database(path, str(path), "profile database") as connection:
        present = tables(connection)
    if present & set(nsys.MARKERS):
        return "nsys-sqlite"
    if any(table.startswith("rocpd_") for table in present):
        return "rocpd"
    raise TracksrcError(
        f"{path}: a SQLite database, but no profile: neither Nsight Systems' export "
        f"(no table {nsys.KERNELS} nor StringIds) nor rocpd (no rocpd_* table)"
    )


def _json_format(text: str) -> str | None:
    """The JSON format whose marks the start of a document shows."""
    first_line = text.split("\n", 1)[0]
    if "\n" in text:
        try:
            row = json.loads(first_line)
        except ValueError:
            row = None
        if isinstance(row, dict):
            if "record_type" in row and "schema_version" in row:
                return "ireeperf-jsonl"
            kind = row.get("type")
            if isinstance(kind, str) and _IREE_REPORT_TYPE.match(kind):
                return "iree-jsonl"
    if text.startswith("{"):
        if '"rocprofiler-sdk-tool"' in text:
            return "rocprofv3-json"
        if '"traceEvents"' in text:
            return "chrome-trace"
        if '"benchmarks"' in text and '"context"' in text:
            return "iree-benchmark"
        return None
    if '"frame"' in text and '"metrics"' in text:
        return "proton"
    if '"ph"' in text:
        return "chrome-trace"
    return None


def _csv_format(text: str) -> str | None:
    """The CSV table whose header the start of a file is."""
    try:
        header = next(csv.reader([text.split("\n", 1)[0].rstrip("\r")]), [])
    except csv.Error:
        return None
    columns = {column.strip() for column in header}
    if set(rocprof_csv.TRACE_COLUMNS) <= columns:
        return "rocprofv3-trace-csv"
    if set(rocprof_csv.STATS_COLUMNS) <= columns:
        return "rocprofv3-stats-csv" if {"MinNs", "MaxNs"} & columns else "rocprof-stats-csv"
    if "KernelName" in columns and ({"DurationNs"} <= columns or {"BeginNs", "EndNs"} <= columns):
        return "rocprof-csv"
    return None
