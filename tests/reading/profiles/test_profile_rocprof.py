"""rocprof's profiles: rocprofv3's CSV tables and JSON, rocprof v1's CSV
tables, each checked against the file read with csv or json."""

from __future__ import annotations

import csv
import gzip
import io
import json
import lzma
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from profile_samples import (
    ROCPROF_JSON,
    STATS_CSV,
    TRACE_CSV,
    V1_RESULTS,
    V1_STATS,
    Expected,
    csv_rows,
    open_text,
)

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.profiles.formats import read_profile

ROOT = Path(__file__).resolve().parents[3]


def test_kernel_trace_csv() -> None:
    profile = read_profile(TRACE_CSV)
    expected = Expected()
    for row in csv_rows(TRACE_CSV):
        grid = tuple(int(row[f"Grid_Size_{axis}"]) for axis in "XYZ")
        time = int(row["End_Timestamp"]) - int(row["Start_Timestamp"])
        expected.add(row["Kernel_Name"], 1, time, grid)
    expected.check(profile)
    assert profile.grid_kind == "work-items"
    assert [run.workgroup for run in profile.runs] == [
        tuple(int(row[f"Workgroup_Size_{axis}"]) for axis in "XYZ") for row in csv_rows(TRACE_CSV)
    ]
    assert profile.runs[0].where == f"{TRACE_CSV.name}:2"


def test_kernel_stats_csv_agrees_with_the_trace() -> None:
    profile = read_profile(STATS_CSV)
    expected = Expected()
    for row in csv_rows(STATS_CSV):
        expected.add(row["Name"], int(row["Calls"]), int(row["TotalDurationNs"]))
    expected.check(profile)
    assert [(r.shortest, r.longest) for r in profile.runs] == [
        (float(row["MinNs"]), float(row["MaxNs"])) for row in csv_rows(STATS_CSV)
    ]
    # The same run as the trace: the same kernels, as often, as long.
    trace = read_profile(TRACE_CSV)
    per_kernel: Counter[str] = Counter()
    for run in trace.runs:
        per_kernel[run.name] += run.count
    assert {run.name: run.count for run in profile.runs} == dict(per_kernel)
    assert profile.total == trace.total


def test_rocprof_v1_results_keep_their_names_as_written() -> None:
    profile = read_profile(V1_RESULTS)
    expected = Expected()
    for row in csv_rows(V1_RESULTS):
        expected.add(row["KernelName"], 1, int(row["DurationNs"]), (int(row["grd"]), 1, 1))
    expected.check(profile)
    assert any(run.name.endswith(" [clone .kd]") for run in profile.runs)
    assert any(run.name.endswith(".kd") and "[" not in run.name for run in profile.runs)
    stats = read_profile(V1_STATS)
    expected = Expected()
    for row in csv_rows(V1_STATS):
        expected.add(row["Name"], int(row["Calls"]), int(row["TotalDurationNs"]))
    expected.check(stats)
    assert stats.total == profile.total
    assert any("no MinNs and MaxNs" in note for note in stats.notes)


def test_rocprof_v1_results_without_durations_use_end_minus_begin(tmp_path: Path) -> None:
    rows = csv_rows(V1_RESULTS)
    path = tmp_path / "results.csv"
    columns = [c for c in rows[0] if c != "DurationNs"]
    lines = [",".join(columns)]
    for row in rows:
        lines.append(",".join(f'"{row[c]}"' for c in columns))
    path.write_text("\n".join(lines) + "\n")
    assert read_profile(path).total == read_profile(V1_RESULTS).total


def _rocprof_expected(document: dict) -> Expected:
    expected = Expected()
    for process in document["rocprofiler-sdk-tool"]:
        names = {s["kernel_id"]: s["kernel_name"] for s in process["kernel_symbols"]}
        for record in process["buffer_records"]["kernel_dispatch"]:
            info = record["dispatch_info"]
            grid = tuple(info["grid_size"][axis] for axis in "xyz")
            time = record["end_timestamp"] - record["start_timestamp"]
            expected.add(names[info["kernel_id"]], 1, time, grid)
    return expected


def test_rocprofv3_json() -> None:
    document = json.loads(open_text(ROCPROF_JSON))
    profile = read_profile(ROCPROF_JSON)
    _rocprof_expected(document).check(profile)
    assert profile.grid_kind == "work-items"
    symbols = document["rocprofiler-sdk-tool"][0]["kernel_symbols"]
    by_name = {s["kernel_name"]: s for s in symbols}
    for run in profile.runs[:200]:
        symbol = by_name[run.name]
        assert symbol["formatted_kernel_name"] in run.names


def test_rocprofv3_json_reads_every_process(tmp_path: Path) -> None:
    document = json.loads(open_text(ROCPROF_JSON))
    process = document["rocprofiler-sdk-tool"][0]
    process["buffer_records"]["kernel_dispatch"] = process["buffer_records"]["kernel_dispatch"][
        :300
    ]
    second = json.loads(json.dumps(process))
    second["buffer_records"]["kernel_dispatch"] = second["buffer_records"]["kernel_dispatch"][100:]
    second["buffer_records"]["memory_copy"] = [{"size": 1}, {"size": 2}]
    document["rocprofiler-sdk-tool"] = [process, second]
    path = tmp_path / "two.json"
    path.write_text(json.dumps(document, indent=1))
    profile = read_profile(path)
    _rocprof_expected(document).check(profile)
    assert "2 memory_copy records left out: device work, not kernels" in profile.notes


def test_rocprofv3_json_dispatch_of_no_symbol_is_an_error(tmp_path: Path) -> None:
    document = {
        "rocprofiler-sdk-tool": [
            {
                "kernel_symbols": [{"kernel_id": 1, "kernel_name": "k.kd"}],
                "buffer_records": {
                    "kernel_dispatch": [
                        {
                            "start_timestamp": 1,
                            "end_timestamp": 5,
                            "dispatch_info": {"kernel_id": 7},
                        }
                    ]
                },
            }
        ]
    }
    path = tmp_path / "orphan.json"
    path.write_text(json.dumps(document))
    with pytest.raises(TracksrcError, match="kernel_id 7 names no kernel symbol"):
        read_profile(path)


# Reads a profile in a process of its own and prints its executions and
# peak RSS (KB). It runs under a small process that measures it: a process
# forked from pytest's would count pytest's memory in its peak.
_READ = (
    "import sys\n"
    "from tracksrc.reading.profiles.formats import read_profile\n"
    "print(read_profile(sys.argv[1]).executions)\n"
)
_MEASURE = (
    "import resource, subprocess, sys\n"
    "done = subprocess.run(sys.argv[1:], capture_output=True, text=True, check=True)\n"
    "print(done.stdout.strip(), resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
)


def test_rocprofv3_json_is_read_in_little_memory() -> None:
    """The 37 MB sample, read in a fresh process: its peak RSS (imports
    included) stays under 150 MB (a whole `json.load` peaks near 200)."""
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, sys.executable, "-c", _READ, str(ROCPROF_JSON)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    executions, peak_kb = map(int, done.stdout.split())
    assert executions == 43_915
    assert peak_kb < 150 * 1024


@pytest.mark.parametrize(
    ("path", "cut_at"),
    [(TRACE_CSV, 0.5), (STATS_CSV, 0.5), (V1_RESULTS, 0.3)],
    ids=["trace", "stats", "v1"],
)
def test_a_csv_cut_mid_row_is_an_error_at_its_last_line(
    tmp_path: Path, path: Path, cut_at: float
) -> None:
    data = path.read_bytes()
    cut = int(len(data) * cut_at)
    while data[cut - 1 : cut] in (b"\n", b'"', b","):
        cut += 1  # (cut inside a field, not at its edge)
    target = tmp_path / path.name
    target.write_bytes(data[:cut])
    with pytest.raises(ParseError) as caught:
        read_profile(target)
    assert caught.value.line == data[:cut].count(b"\n") + 1
    assert caught.value.cut and "cut short" in caught.value.message


def test_a_csv_cut_inside_its_last_field_is_an_error(tmp_path: Path) -> None:
    data = TRACE_CSV.read_bytes()
    cut = data.index(b"\n", len(data) // 2)  # the row keeps all its fields
    target = tmp_path / TRACE_CSV.name
    target.write_bytes(data[:cut])
    with pytest.raises(ParseError) as caught:
        read_profile(target)
    assert caught.value.cut and caught.value.line == data[:cut].count(b"\n") + 1


def test_a_bad_number_in_a_csv_is_an_error_under_it(tmp_path: Path) -> None:
    lines = TRACE_CSV.read_text().splitlines()
    header = next(csv.reader([lines[0]]))
    values = next(csv.reader([lines[5]]))
    values[header.index("End_Timestamp")] = "12x4"
    written = io.StringIO()
    csv.writer(written, lineterminator="").writerow(values)
    lines[5] = written.getvalue()
    path = tmp_path / "trace.csv"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(ParseError) as caught:
        read_profile(path)
    error = caught.value
    assert error.line == 6 and "End_Timestamp" in error.message and error.expected == "a number"
    assert error.line_text[error.column - error.text_column :].startswith("12x4")


def test_a_compressed_csv_reads_the_same(tmp_path: Path) -> None:
    def rows(path: Path) -> list[tuple]:
        return [(r.names, r.count, r.total, r.grid, r.workgroup) for r in read_profile(path).runs]

    packed = tmp_path / "kernel_trace.csv.gz"
    packed.write_bytes(gzip.compress(TRACE_CSV.read_bytes()))
    xz = tmp_path / "kernel_trace.csv.xz"
    xz.write_bytes(lzma.compress(TRACE_CSV.read_bytes()))
    assert rows(packed) == rows(xz) == rows(TRACE_CSV)
