"""`iree-benchmark-module --benchmark_format=json`: Google Benchmark's JSON
report, here of the per-dispatch benchmark modules that `iree-compile
--iree-hal-dump-executable-benchmarks-to=DIR` writes (one module per
executable, hence one file, one profile, per module run).

A benchmark's `name` (or `run_name`) is
`BM_<executable>_<variant>_<export>/process_time/real_time`: the kernel is
what lies between `BM_` and the first `/`, kept whole (the dispatch's
export name is its suffix; the join matches it there). Rows of
`run_type` `iteration` are one per repetition: each is one `KernelRun`
of count 1 whose time is `real_time` (the mean over the repetition's
iterations) in `time_unit`. Where a benchmark has only aggregate rows
(`--benchmark_report_aggregates_only`), its `mean` is used, with count
`repetitions` and the mean as shortest and longest, said in a note; the
other aggregates (median, stddev, cv), and all aggregates of a benchmark
whose repetitions are read, are left out, counted. Rows with
`error_occurred` ran nothing to time: counted in a note.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.reading.profiles import fields
from tracksrc.reading.profiles.json_stream import load_document
from tracksrc.reading.profiles.kernels import KernelProfile, KernelRun

FORMAT = "iree-benchmark-module JSON (Google Benchmark)"
_UNITS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}


def kernel_name(benchmark: str) -> str:
    """The kernel a benchmark name names: between `BM_` and the first `/`."""
    name = benchmark.split("/", 1)[0]
    return name[3:] if name.startswith("BM_") and len(name) > 3 else name


def read_benchmarks(path: Path, name: str) -> KernelProfile:
    """The kernels of an `iree-benchmark-module` JSON report (see the module
    docstring)."""
    document = load_document(path, name, "Google Benchmark JSON report")
    rows = document.get("benchmarks") if isinstance(document, dict) else None
    if not isinstance(rows, list):
        raise TracksrcError(
            f"{name}: not a Google Benchmark JSON report: no `benchmarks` list "
            "(iree-benchmark-module --benchmark_format=json writes one)"
        )
    checked: list[tuple[str, str, dict[str, Any]]] = []  # (where, kernel, row)
    repeated: set[str] = set()
    errors = 0
    for index, row in enumerate(rows):
        where = f"benchmarks[{index}]"
        try:
            if not isinstance(row, dict):
                raise fields.FieldError("benchmarks", "not an object", "a benchmark row")
            label = fields.text(row, "run_name" if "run_name" in row else "name")
            if row.get("error_occurred") is True:
                errors += 1
                continue
            kind = row.get("run_type", "iteration")
            if kind not in ("iteration", "aggregate"):
                raise fields.FieldError(
                    "run_type", f"`run_type` is {fields.shown(kind)}", "iteration or aggregate"
                )
        except fields.FieldError as exc:
            raise fields.row_error(name, where, exc.message) from None
        kernel = kernel_name(label)
        if kind == "iteration":
            repeated.add(kernel)
        checked.append((where, kernel, row))
    profile = KernelProfile(str(path), FORMAT, isolated=True)
    left_out: Counter[str] = Counter()
    means = 0
    for where, kernel, row in checked:
        try:
            if row.get("run_type", "iteration") == "iteration":
                time = _time(row)
                profile.runs.append(KernelRun((kernel,), 1, time, time, time, where))
            elif kernel not in repeated and row.get("aggregate_name") == "mean":
                repetitions = fields.integer(row, "repetitions")
                if repetitions == 0:
                    raise fields.FieldError("repetitions", "`repetitions` is 0", "1 or more")
                mean = _time(row)
                profile.runs.append(
                    KernelRun((kernel,), repetitions, mean * repetitions, mean, mean, where)
                )
                means += 1
            else:
                aggregate = row.get("aggregate_name")
                left_out[aggregate if isinstance(aggregate, str) else "?"] += 1
        except fields.FieldError as exc:
            raise fields.row_error(name, where, exc.message) from None
    if means:
        profile.notes.append(
            f"{fields.counted(means, 'benchmark has', 'benchmarks have')} only aggregate rows: "
            "their `mean` is used, "
            "counted `repetitions` times, as their shortest and longest too"
        )
    if left_out:
        listed = ", ".join(f"{fields.label(kind)} {n:,}" for kind, n in sorted(left_out.items()))
        profile.notes.append(
            f"{fields.counted(sum(left_out.values()), 'aggregate row', 'aggregate rows')} left "
            f"out ({listed}): they summarise "
            "the repetitions (read, or given by their mean)"
        )
    if errors:
        profile.notes.append(
            f"{fields.counted(errors, 'benchmark', 'benchmarks')} failed (error_occurred): left out"
        )
    return profile


def _time(row: dict[str, Any]) -> float:
    """The row's `real_time` in ns."""
    unit = row.get("time_unit", "ns")
    if unit not in _UNITS:
        raise fields.FieldError(
            "time_unit", f"`time_unit` is {fields.shown(unit)}", "ns, us, ms or s"
        )
    return fields.number(row, "real_time") * _UNITS[unit]
