"""IREE's profiles: `iree-profile`'s JSONL reports and export, the
`.ireeprof` bundle read through `iree-profile`, and `iree-benchmark-module`
reports, each checked against its rows read with json."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from profile_samples import (
    AGGREGATES_ONLY,
    BENCHMARKS,
    BUNDLE,
    EVENTS,
    EXECUTABLE,
    EXPORT,
    GROUPS,
    Expected,
    jsonl_rows,
)

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.iree_tools import find_tool
from tracksrc.reading.profiles.formats import read_profile
from tracksrc.reading.profiles.kernels import TICKS

_UNITS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}


def _expected(path: Path, kinds: tuple[str, ...], field: str = "type") -> Expected:
    expected = Expected()
    for row in jsonl_rows(path):
        if row.get(field) not in kinds or row.get("valid") is False:
            continue
        if row.get(field) == "host_execution_event" and row["op"] != "dispatch":
            continue
        count = row.get("dispatches", row.get("count", 1))
        time = row.get("total_ns", row.get("duration_ns"))
        grid = row.get("workgroup_count", row.get("last_workgroup_count"))
        expected.add(row["key"], count, time, grid)
    return expected


def test_dispatch_events_are_read_one_per_dispatch() -> None:
    profile = read_profile(EVENTS)
    _expected(EVENTS, ("host_dispatch_event",)).check(profile)
    assert profile.unit == "ns" and profile.grid_kind == "workgroups"
    assert {run.count for run in profile.runs} == {1}
    assert [run.workgroup for run in profile.runs] == [
        tuple(row["workgroup_size"]) for row in jsonl_rows(EVENTS) if "workgroup_size" in row
    ]
    # The summary's host count agrees with the events: no note of a difference.
    assert not any("dispatch_summary counts" in note for note in profile.notes)


def test_aggregate_reports_give_the_same_kernels() -> None:
    events = read_profile(EVENTS)
    groups = read_profile(GROUPS)
    functions = read_profile(EXECUTABLE)
    _expected(GROUPS, ("host_dispatch_group",)).check(groups)
    _expected(EXECUTABLE, ("executable_function_host_dispatch_group",)).check(functions)
    for profile in (groups, functions):
        assert profile.executions == events.executions
        assert profile.total == events.total
        assert sorted(r.name for r in profile.runs) == sorted(r.name for r in events.runs)
    assert any("last_workgroup_count" in note for note in groups.notes)
    skipped = sum(1 for row in jsonl_rows(EXECUTABLE) if "dispatch_group" not in row["type"])
    assert any(note.startswith(f"{skipped} rows of metadata") for note in functions.notes)


def test_the_export_counts_dispatches_not_the_execute_spans_around_them() -> None:
    profile = read_profile(EXPORT)
    _expected(EXPORT, ("host_execution_event", "dispatch_event"), "record_type").check(profile)
    rows = jsonl_rows(EXPORT)
    others = [
        r["op"]
        for r in rows
        if r["record_type"] == "host_execution_event" and r["op"] != "dispatch"
    ]
    assert "execute" in others
    (note,) = [n for n in profile.notes if "not dispatches" in n]
    assert note.startswith(f"{len(others)} host events of execution") and "encloses" in note
    assert profile.total == read_profile(EVENTS).total


@pytest.fixture
def iree_profile() -> str:
    """The path of iree-profile (the test is skipped without it)."""
    try:
        return find_tool("iree-profile", extra="profile")
    except TracksrcError:
        pytest.skip("iree-profile (iree-base-runtime) is not installed")


@pytest.mark.usefixtures("iree_profile")
def test_the_bundle_is_read_through_iree_profile() -> None:
    bundle = read_profile(BUNDLE)
    events = read_profile(EVENTS)  # made from this bundle by the same command
    assert bundle.format == "IREE .ireeprof bundle"
    assert [(r.names, r.count, r.total, r.grid, r.workgroup) for r in bundle.runs] == [
        (r.names, r.count, r.total, r.grid, r.workgroup) for r in events.runs
    ]


@pytest.mark.usefixtures("iree_profile")
def test_a_bundle_iree_profile_rejects_is_an_error_quoting_it(tmp_path: Path) -> None:
    bad = tmp_path / "bad.ireeprof"
    bad.write_bytes(b"IRPF" + b"\x00" * 10)
    with pytest.raises(TracksrcError) as caught:
        read_profile(bad)
    assert "iree-profile could not read the bundle" in str(caught.value)
    assert "DATA_LOSS" in str(caught.value)


def test_events_and_aggregates_of_one_kernel_count_the_events_once(tmp_path: Path) -> None:
    both = tmp_path / "both.jsonl"
    both.write_text(EVENTS.read_text() + GROUPS.read_text() + EXECUTABLE.read_text())
    profile = read_profile(both)
    events = read_profile(EVENTS)
    assert profile.executions == events.executions and profile.total == events.total
    groups = sum(1 for r in jsonl_rows(GROUPS) if r["type"] == "host_dispatch_group")
    assert any(n.startswith(f"{groups} host_dispatch_group rows left out") for n in profile.notes)


def _device_rows(fitted: bool) -> list[str]:
    """The real events made device rows as iree-profile writes them for a
    GPU: ticks, and ns only with a clock fit (duration_ns 0 without)."""
    lines = []
    for row in jsonl_rows(EVENTS):
        if row["type"] == "host_dispatch_event":
            row["type"] = "dispatch_event"
            row["duration_ticks"] = row["duration_ns"] * 10
            row["clock_fit_available"] = fitted
            row["duration_ns"] = row["duration_ns"] if fitted else 0
        lines.append(json.dumps(row))
    return lines


def test_device_rows_without_a_clock_fit_are_in_ticks(tmp_path: Path) -> None:
    path = tmp_path / "device.jsonl"
    path.write_text("\n".join(_device_rows(False)) + "\n")
    profile = read_profile(path)
    assert profile.unit == TICKS
    assert profile.total == 10 * read_profile(EVENTS).total
    assert any("ticks" in note and "clock fit" in note for note in profile.notes)
    fitted = tmp_path / "fitted.jsonl"
    fitted.write_text("\n".join(_device_rows(True)) + "\n")
    assert read_profile(fitted).unit == "ns"


def test_ticks_and_ns_in_one_file_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(_device_rows(True)[:2] + _device_rows(False)[2:]) + "\n")
    with pytest.raises(ParseError) as caught:
        read_profile(path)
    assert caught.value.line == 3 and "device ticks" in caught.value.message


def test_untimed_dispatches_are_left_out_and_counted(tmp_path: Path) -> None:
    rows = jsonl_rows(EVENTS)
    rows[1]["valid"] = False
    path = tmp_path / "untimed.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    profile = read_profile(path)
    assert profile.executions == read_profile(EVENTS).executions - 1
    assert any(note.startswith("1 dispatch not timed") for note in profile.notes)
    # The summary says 6 valid dispatches; 5 were read: noted.
    assert any("dispatch_summary counts 6" in note for note in profile.notes)


def test_a_row_of_the_wrong_type_is_an_error_at_its_line(tmp_path: Path) -> None:
    lines = EVENTS.read_text().splitlines()
    lines[2] = lines[2].replace('"duration_ns":', '"duration_ns":"x","was":')
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(ParseError) as caught:
        read_profile(path)
    error = caught.value
    assert (error.filename, error.line) == (str(path), 3)
    assert "duration_ns" in error.message and error.expected == "a number"
    assert error.line_text[error.column - error.text_column :].startswith('"duration_ns"')


def test_the_report_and_export_families_do_not_mix(tmp_path: Path) -> None:
    path = tmp_path / "mixed.jsonl"
    path.write_text(EVENTS.read_text() + EXPORT.read_text())
    with pytest.raises(ParseError, match="not one stream"):
        read_profile(path, "iree-jsonl")


@pytest.mark.parametrize("path", BENCHMARKS, ids=lambda p: p.stem)
def test_benchmark_reports_give_one_row_per_repetition(path: Path) -> None:
    profile = read_profile(path)
    expected = Expected()
    for row in json.loads(path.read_text())["benchmarks"]:
        if row["run_type"] == "iteration":
            name = row["name"].split("/")[0].removeprefix("BM_")
            expected.add(name, 1, row["real_time"] * _UNITS[row["time_unit"]])
    expected.check(profile)
    # The kernel's name ends with the dispatch's export name (the join's key).
    dispatch = int(path.stem.rsplit("_", 1)[1])
    keys = [r["key"] for r in jsonl_rows(EVENTS) if r["type"] == "host_dispatch_event"]
    assert {run.name for run in profile.runs} == {profile.runs[0].name}
    assert profile.runs[0].name.endswith(keys[dispatch])


def test_aggregates_only_use_the_mean_counted_per_repetition() -> None:
    profile = read_profile(AGGREGATES_ONLY)
    rows = json.loads(AGGREGATES_ONLY.read_text())["benchmarks"]
    (mean,) = [r for r in rows if r.get("aggregate_name") == "mean"]
    (run,) = profile.runs
    assert run.count == mean["repetitions"]
    assert run.total == pytest.approx(mean["real_time"] * _UNITS[mean["time_unit"]] * run.count)
    assert any("only aggregate rows" in note for note in profile.notes)
