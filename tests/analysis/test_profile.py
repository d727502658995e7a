"""`profile`: kernels of real profiles joined to a real compile's dispatches.

The profiles are IREE's own (`iree-run-module --device_profiling_mode=
host-execution` of mnist_like, read through `iree-profile`), and real
samples of other profilers; every figure is checked against the files read
directly with `json`, `sqlite3` and `csv` in the test, and the source ops
against the dispatches' own listing."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from tests.conftest import DATA, run_tracksrc
from tracksrc.analysis.profiles.profile import profile
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.streams.opening import open_pipeline

PROFILES = DATA / "profiles"
EVENTS = PROFILES / "iree" / "mnist_like.dispatch_events.jsonl"
BUNDLE = PROFILES / "iree" / "mnist_like.ireeprof"
NSYS = PROFILES / "nsys" / "nvfuser_report1.sqlite"
TRACE_CSV = PROFILES / "rocprofv3" / "wave_3785403_kernel_trace.csv"
# A compile of the same model with the same flags: the same dispatches.
STREAM = DATA / "iree" / "numerics" / "good.after_all.mlir.xz"


def _event_sums(path: Path) -> dict[str, tuple[int, float]]:
    """Per kernel, executions and summed duration, read with `json`."""
    found: dict[str, list[float]] = defaultdict(list)
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["type"] == "host_dispatch_event":
            found[row["key"]].append(row["duration_ns"])
    return {key: (len(values), sum(values)) for key, values in found.items()}


@pytest.fixture(scope="module")
def report():  # type: ignore[no-untyped-def]
    return profile(EVENTS, STREAM)


def test_each_dispatch_takes_the_time_iree_profile_gives_it(report) -> None:  # type: ignore[no-untyped-def]
    expected = _event_sums(EVENTS)
    attribution = report.side_a.attribution
    got = {row.name.lstrip("@"): (row.time.count, row.time.total) for row in attribution.dispatches}
    assert got == expected
    total = sum(duration for _, duration in expected.values())
    assert report.side_a.joined.total == total == report.side_a.joined.matched_total
    assert not report.side_a.joined.foreign
    # Ranked by time, shares of the whole.
    times = [row.time.total for row in attribution.dispatches]
    assert times == sorted(times, reverse=True)
    assert sum(row.share for row in attribution.dispatches) == pytest.approx(1.0)


def test_the_bundle_reads_as_its_own_rows(report) -> None:  # type: ignore[no-untyped-def]
    bundled = profile(BUNDLE, STREAM)
    assert bundled.side_a.json_data()["dispatches"] == report.side_a.json_data()["dispatches"]


def test_source_ops_are_timed_by_the_dispatches_computing_them(report) -> None:  # type: ignore[no-untyped-def]
    expected = _event_sums(EVENTS)
    listed = dispatches(open_pipeline(STREAM), files=False)
    computing: dict[str, list[str]] = defaultdict(list)
    for item in listed:
        for where in item.json_data()["sources"]:
            computing[where].append(item.name.lstrip("@"))
    sources = {entry.where: entry for entry in report.side_a.attribution.sources}
    assert set(sources) == set(computing)
    for where, names in computing.items():
        entry = sources[where]
        assert entry.total == sum(expected[name][1] for name in names)
        assert sorted(d.lstrip("@") for d in entry.dispatches) == sorted(names)
        alone = [n for n in names if all(n not in computing[o] for o in computing if o != where)]
        assert entry.alone == sum(expected[name][1] for name in alone)
    # The second max-pool dispatch also holds a constant located at the
    # first pool: that pool is not charged for it.
    assert [d.lstrip("@") for d in sources["runs/mnist_like.mlir:14:11"].dispatches] == [
        "mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32"
    ]
    assert sources["runs/mnist_like.mlir:15:11"].names == ["Convolution110"]
    assert sources["runs/mnist_like.mlir:15:11"].kind == "torch.aten.convolution"
    # The input copy only moves data for the first convolution.
    copy = next(row for row in report.side_a.attribution.dispatches if "memcpy" in row.name)
    assert copy.moves and [s.where for s in copy.sources] == ["runs/mnist_like.mlir:11:10"]


def test_op_type_combinations_partition_the_time(report) -> None:  # type: ignore[no-untyped-def]
    attribution = report.side_a.attribution
    combinations = attribution.combinations
    assert sum(c.total for c in combinations) == report.side_a.joined.matched_total
    assert sorted(d for c in combinations for d in c.dispatches) == sorted(
        row.name for row in attribution.dispatches
    )
    labels = {c.kind for c in combinations}
    assert "torch.aten.convolution + torch.aten.add.Tensor + torch.aten.relu" in labels
    assert "torch.aten.convolution (data movement)" in labels
    # Per type, each dispatch counted once even when it computes two ops.
    per_type = {t.kind: t for t in attribution.types}
    convolution = [
        row
        for row in attribution.dispatches
        if any(s.kind == "torch.aten.convolution" for s in row.sources)
    ]
    assert per_type["torch.aten.convolution"].total == sum(r.time.total for r in convolution)


def test_each_dispatch_has_its_codegen_decisions(report) -> None:  # type: ignore[no-untyped-def]
    rows = {row.name: row for row in report.side_a.attribution.dispatches}
    conv = rows["@mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"].facts
    assert conv is not None
    assert conv.pipeline == "ConvTileAndDecomposeExpert"
    assert conv.pass_label == "iree-llvmcpu-select-lowering-strategy"
    assert conv.configs[0][0] == "linalg.generic"
    assert conv.configs[0][1]["distribution"] == "[0, 2, 7, 14, 0, 0, 0]"
    assert conv.vectorized is True and conv.vectorized_by == "iree-codegen-generic-vectorization"


def test_kernels_of_no_dispatch_are_listed_apart_never_dropped() -> None:
    mixed = profile([EVENTS, NSYS], STREAM)
    joined = mixed.side_a.joined
    with sqlite3.connect(f"file:{NSYS}?mode=ro", uri=True) as connection:
        rows = connection.execute(
            "SELECT s.value, k.end - k.start FROM CUPTI_ACTIVITY_KIND_KERNEL AS k "
            "JOIN StringIds AS s ON s.id = k.demangledName"
        ).fetchall()
    nsys: Counter[str] = Counter()
    for name, duration in rows:
        nsys[name] += duration
    assert {name: group.total for name, group in joined.foreign.items()} == dict(nsys)
    iree = sum(duration for _, duration in _event_sums(EVENTS).values())
    assert joined.total == iree + sum(nsys.values())
    assert joined.matched_total == iree
    text = str(mixed)
    assert f"not from this compile: {len(nsys)} kernels" in text


def test_a_profile_of_another_program_says_so() -> None:
    with open(TRACE_CSV, newline="", encoding="utf-8") as handle:
        kernels = {row["Kernel_Name"] for row in csv.DictReader(handle)}
    with pytest.raises(TracksrcError, match=f"none of the {len(kernels)} kernels") as raised:
        profile(TRACE_CSV, STREAM)
    assert "is a dispatch of" in str(raised.value)
    done = run_tracksrc("profile", str(TRACE_CSV), "--stream", str(STREAM))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"none of the {len(kernels)} kernels" in done.stderr


def test_the_command_line_json_csv(report) -> None:  # type: ignore[no-untyped-def]
    done = run_tracksrc("profile", str(EVENTS), "--stream", str(STREAM), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    expected = report.json_data()
    expected["a"]["stream"] = str(STREAM)
    assert data == json.loads(json.dumps(expected))
    by_dispatch = run_tracksrc(
        "profile", str(EVENTS), "--stream", str(STREAM), "--csv", "--by", "dispatch"
    )
    rows = list(csv.DictReader(io.StringIO(by_dispatch.stdout)))
    sums = _event_sums(EVENTS)
    assert {row["dispatch"]: float(row["total"]) for row in rows} == {
        key: total for key, (_, total) in sums.items()
    }
    plain = run_tracksrc("profile", str(EVENTS))
    assert plain.returncode == 0 and "no stream given" in plain.stdout
    assert all(key in plain.stdout for key in sums)


CONFIGS = DATA / "iree" / "profile"


def test_the_dispatch_made_slow_ranks_first_with_where_the_compiles_part() -> None:
    """Two real configurations of one model, one dispatch's configuration
    substituted with poor tile sizes (results equal): its source ops rank
    first by the time B adds, beyond the run-to-run noise, and the compiles
    part at the substitution, a pass only B runs; the sums per run are
    iree-profile's own."""
    fast = [CONFIGS / f"fast.run{k}.dispatch.jsonl" for k in (1, 2, 3)]
    slow = [CONFIGS / f"slow.run{k}.dispatch.jsonl" for k in (1, 2, 3)]
    report = profile(
        fast,
        CONFIGS / "fast.after_all.mlir.xz",
        compare=slow,
        stream_b=CONFIGS / "slow.after_all.mlir.xz",
    )
    per_run: dict[str, list[float]] = defaultdict(list)
    for path in slow:
        for key, (_, total) in _event_sums(path).items():
            per_run[key].append(total)
    slow_conv = "mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"
    first = report.changes[0]
    assert first.where in {
        "mnist_like.mlir:15:11",
        "mnist_like.mlir:16:11",
        "mnist_like.mlir:17:11",
    }
    assert {c.where for c in report.changes[:3]} == {
        "mnist_like.mlir:15:11",
        "mnist_like.mlir:16:11",
        "mnist_like.mlir:17:11",
    }
    assert first.b == pytest.approx(sum(per_run[slow_conv]) / 3)
    assert first.ratio is not None and first.ratio > 5
    assert first.verdict == "beyond noise"
    assert first.parting is not None
    assert first.parting["pass"] == "iree-hal-substitute-executables (B only)"
    # The substituted configuration is the one B's facts show.
    (facts_b,) = first.b_facts
    assert facts_b.changed and facts_b.configs[0][1]["distribution"] == "[0, 1, 1, 1, 0, 0, 0]"
    (facts_a,) = first.a_facts
    assert not facts_a.changed and facts_a.configs[0][1]["distribution"] == "[0, 2, 7, 14, 0, 0, 0]"
    # The other source ops stay within the noise, or their change is small.
    others = [c for c in report.changes[3:] if c.verdict == "beyond noise"]
    assert all(abs(c.added) < first.added / 20 for c in others)
    text = str(report)
    assert "source ops by the time B adds" in text
    assert "iree-hal-substitute-executables (B only)" in text


def test_without_streams_two_configurations_are_compared_by_kernel() -> None:
    fast = [CONFIGS / f"fast.run{k}.dispatch.jsonl" for k in (1, 2, 3)]
    slow = [CONFIGS / f"slow.run{k}.dispatch.jsonl" for k in (1, 2, 3)]
    report = profile(fast, compare=slow)
    expected: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    for side, paths in enumerate((fast, slow)):
        for path in paths:
            for key, (_, total) in _event_sums(path).items():
                expected[key][side] += total / 3
    got = {change.where: [change.a, change.b] for change in report.changes}
    assert got.keys() == expected.keys()
    for key, (a, b) in expected.items():
        assert got[key] == pytest.approx([a, b])
    assert report.changes[0].where == "mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"
    assert report.changes[0].verdict == "beyond noise"
    assert "kernels by the time B adds" in str(report)
