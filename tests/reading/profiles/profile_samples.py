"""The profile samples of tests/data/profiles, and what each holds read
directly (csv, json, sqlite3) with none of tracksrc's code: the figures
the readers are checked against."""

from __future__ import annotations

import csv
import gzip
import json
import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from tracksrc.reading.profiles.kernels import KernelProfile

ROOT = Path(__file__).resolve().parents[3]
PROFILES = ROOT / "tests" / "data" / "profiles"
IREE = PROFILES / "iree"
BENCHMARKS = sorted((IREE / "benchmarks").glob("mnist_like_dispatch_*.json"))
AGGREGATES_ONLY = IREE / "benchmarks" / "aggregates_only" / "mnist_like_dispatch_1.json"
EVENTS = IREE / "mnist_like.dispatch_events.jsonl"
GROUPS = IREE / "mnist_like.dispatch.jsonl"
EXECUTABLE = IREE / "mnist_like.executable.jsonl"
EXPORT = IREE / "mnist_like.ireeperf.jsonl"
BUNDLE = IREE / "mnist_like.ireeprof"
TRACE_CSV = PROFILES / "rocprofv3" / "wave_3785403_kernel_trace.csv"
STATS_CSV = PROFILES / "rocprofv3" / "wave_3785403_kernel_stats.csv"
ROCPROF_JSON = PROFILES / "rocprofv3" / "tracelens_908_results.json.gz"
V1_RESULTS = PROFILES / "rocprof-v1" / "hpctraining_laplacian_results.csv"
V1_STATS = PROFILES / "rocprof-v1" / "hpctraining_laplacian_results.stats.csv"
NSYS = PROFILES / "nsys" / "nvfuser_report1.sqlite"
CHROME_CUDA = PROFILES / "torch-profiler" / "hta_triton_example.json.gz"
CHROME_ROCM = PROFILES / "torch-profiler" / "tracelens_torch_compile_triton_mi300x.json.gz"
PROTON = PROFILES / "proton" / "tritonbench_softmax_proton.hatchet"

# Each sample and the format it is.
KINDS = {
    EVENTS: "iree-jsonl",
    GROUPS: "iree-jsonl",
    EXECUTABLE: "iree-jsonl",
    EXPORT: "ireeperf-jsonl",
    BUNDLE: "iree-bundle",
    **{path: "iree-benchmark" for path in BENCHMARKS},
    AGGREGATES_ONLY: "iree-benchmark",
    TRACE_CSV: "rocprofv3-trace-csv",
    STATS_CSV: "rocprofv3-stats-csv",
    ROCPROF_JSON: "rocprofv3-json",
    V1_RESULTS: "rocprof-csv",
    V1_STATS: "rocprof-stats-csv",
    NSYS: "nsys-sqlite",
    CHROME_CUDA: "chrome-trace",
    CHROME_ROCM: "chrome-trace",
    PROTON: "proton",
}


@dataclass
class Expected:
    """What a profile holds, read directly: executions, their summed time,
    the kernels' names (each execution's), and the grids of the rows
    that have one, in the file's order."""

    executions: int = 0
    total: float = 0.0
    names: Counter[str] = field(default_factory=Counter)
    grids: list[tuple[int, ...]] = field(default_factory=list)

    def add(self, name: str, count: int, time: float, grid: tuple[int, ...] | None = None) -> None:
        """Count `count` executions of `name` taking `time` in all."""
        self.executions += count
        self.total += time
        self.names[name] += count
        if grid is not None:
            self.grids.append(tuple(grid))

    def check(self, profile: KernelProfile) -> None:
        """`profile` holds what was read directly."""
        assert profile.executions == self.executions
        assert abs(profile.total - self.total) <= 1e-9 * max(1.0, self.total)
        found: Counter[str] = Counter()
        for run in profile.runs:
            found[run.name] += run.count
        assert found == self.names
        if self.grids:
            assert [run.grid for run in profile.runs if run.grid is not None] == self.grids


def open_text(path: Path) -> str:
    """The file's text (gunzipped for `.gz`)."""
    if path.suffix == ".gz":
        return gzip.decompress(path.read_bytes()).decode("utf-8")
    return path.read_text(encoding="utf-8")


def jsonl_rows(path: Path) -> list[dict]:
    """The JSON rows of a JSONL file."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def csv_rows(path: Path) -> list[dict[str, str]]:
    """The rows of a CSV file with a header, by column."""
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def sqlite_rows(path: Path, query: str) -> list[tuple]:
    """The rows `query` gives from the database at `path` (read-only)."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return connection.execute(query).fetchall()
    finally:
        connection.close()
