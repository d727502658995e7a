"""Kernels joined to dispatches: no time lost or counted twice (property
tests over random profiles), one export name in two dispatches told apart
by workgroup size, runs and repetitions."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from tracksrc.analysis.profiles.joining import join
from tracksrc.analysis.profiles.kernel_names import DispatchNames
from tracksrc.reading.profiles.kernels import KernelProfile, KernelRun

_KERNELS = ["m$async_dispatch_0_conv", "m$async_dispatch_1_matmul", "Cijk_Alik_Bljk", "copyBuffer"]
_DISPATCHES = DispatchNames(
    [
        ("@m$async_dispatch_0_conv", ["@m$async_dispatch_0", "@m$async_dispatch_0_conv"]),
        ("@m$async_dispatch_1_matmul", ["@m$async_dispatch_1", "@m$async_dispatch_1_matmul"]),
    ]
)
_ROWS = st.lists(
    st.tuples(
        st.sampled_from(_KERNELS),
        st.integers(1, 4),
        st.floats(0, 1e6, allow_nan=False),
    ),
    max_size=30,
)


def _profile(rows: list[tuple[str, int, float]], path: str = "p") -> KernelProfile:
    return KernelProfile(
        path,
        "test",
        [
            KernelRun((name,), count, total, total / count, total / count, f"{path}:{n}")
            for n, (name, count, total) in enumerate(rows)
        ],
    )


@given(st.lists(_ROWS, min_size=1, max_size=4))
def test_every_execution_is_counted_once(runs: list[list[tuple[str, int, float]]]) -> None:
    profiles = [_profile(rows, f"run{n}") for n, rows in enumerate(runs)]
    joined = join(profiles, _DISPATCHES)
    groups = [
        *joined.dispatches.values(),
        *joined.foreign.values(),
        *(group for group, _ in joined.ambiguous.values()),
    ]
    everything = [row for rows in runs for row in rows]
    assert math.isclose(
        sum(g.total for g in groups), sum(t for _, _, t in everything), abs_tol=1e-3
    )
    assert sum(g.count for g in groups) == sum(c for _, c, _ in everything)
    assert math.isclose(joined.total, sum(t for _, _, t in everything), abs_tol=1e-3)
    for group in groups:
        # Each run's part, in order; they add up to the group's total.
        assert len(group.per_run) == len(runs)
        assert math.isclose(sum(group.per_run), group.total, abs_tol=1e-3)
    assert set(joined.foreign) <= {"Cijk_Alik_Bljk", "copyBuffer"}
    assert set(joined.dispatches) <= {"@m$async_dispatch_0_conv", "@m$async_dispatch_1_matmul"}


def test_one_export_name_in_two_dispatches_told_apart_by_workgroup_size() -> None:
    names = DispatchNames(
        [
            ("@a$dispatch_0_conv", ["@a$dispatch_0_conv"]),
            ("@b$dispatch_0_conv", ["@b$dispatch_0_conv"]),
        ]
    )
    # Two modules exporting one name: `dispatch_0_conv` sanitized alike.
    names._exact["dispatch_0_conv"] = ["@a$dispatch_0_conv", "@b$dispatch_0_conv"]
    rows = [
        KernelRun(("dispatch_0_conv",), 1, 10.0, 10.0, 10.0, "r:1", workgroup=(64, 1, 1)),
        KernelRun(("dispatch_0_conv",), 1, 30.0, 30.0, 30.0, "r:2", workgroup=(256, 1, 1)),
        KernelRun(("dispatch_0_conv",), 1, 50.0, 50.0, 50.0, "r:3", workgroup=(32, 1, 1)),
        KernelRun(("dispatch_0_conv",), 1, 70.0, 70.0, 70.0, "r:4"),
    ]
    profile = KernelProfile("r", "test", rows)
    joined = join(
        [profile], names, {"@a$dispatch_0_conv": (64, 1, 1), "@b$dispatch_0_conv": (256,)}
    )
    assert {name: group.total for name, group in joined.dispatches.items()} == {
        "@a$dispatch_0_conv": 10.0,
        "@b$dispatch_0_conv": 30.0,
    }
    # No size that fits, or none written: given to neither, kept apart.
    group, candidates = joined.ambiguous["dispatch_0_conv"]
    assert group.total == 120.0 and candidates == ["@a$dispatch_0_conv", "@b$dispatch_0_conv"]


def test_kernels_timed_alone_are_one_set_whose_repetitions_are_the_runs() -> None:
    bench = [
        KernelProfile(
            f"b{n}.json",
            "bench",
            [KernelRun((name,), 1, t, t, t, f"b{n}:{k}") for k, t in enumerate(times)],
            isolated=True,
        )
        for n, (name, times) in enumerate(
            [
                ("m$async_dispatch_0_conv", [10.0, 12.0, 11.0]),
                ("m$async_dispatch_1_matmul", [5.0, 5.0, 5.0]),
            ]
        )
    ]
    joined = join(bench, _DISPATCHES)
    assert joined.runs == 3
    conv = joined.dispatches["@m$async_dispatch_0_conv"]
    assert conv.per_run == [10.0, 12.0, 11.0] and conv.spread == (12.0 - 10.0) / 11.0
    # An aggregate row of three repetitions is shared out over three runs.
    aggregate = KernelProfile(
        "agg.json",
        "bench",
        [KernelRun(("m$async_dispatch_1_matmul",), 3, 15.0, 5.0, 5.0, "a:1")],
        isolated=True,
    )
    assert (
        join([aggregate], _DISPATCHES).dispatches["@m$async_dispatch_1_matmul"].per_run == [5.0] * 3
    )
