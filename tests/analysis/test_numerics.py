"""`numerics`: tolerances as iree-run-module's, verdicts and ranking against
an independent count (numpy on the raw traces), alignment when the two
compiles do not agree, and the real traces of a miscompile made on purpose
(tests/data/iree/numerics) with their streams."""

from __future__ import annotations

import csv
import io
import json
import lzma
import math
from pathlib import Path

import numpy as np
import pytest

from tests.conftest import DATA, run_tracksrc
from tests.traces import format_tensor, raw_trace, read_text, trace_text, truth
from tracksrc.analysis.numerics.alignment import (
    BY_FUSION,
    BY_NAME,
    BY_SOURCES,
    BY_TYPELESS_NAME,
    align,
    typeless,
)
from tracksrc.analysis.numerics.numerics import numerics
from tracksrc.errors import TracksrcError
from tracksrc.reading.traces.trace import Invocation

NUMERICS = DATA / "iree" / "numerics"


def _trace(tmp_path: Path, name: str, invocations: list, results: list = ()) -> Path:  # type: ignore[assignment]
    path = tmp_path / name
    path.write_text(trace_text(invocations, results), encoding="utf-8")
    return path


def _f32(values: list[float]) -> str:
    return format_tensor(np.array(values, dtype=np.float32), "f32")


# -- tolerances ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "wrong"),
    [
        ([1.0, 100.0], [1.00005, 100.0009], 0),  # within 1e-4 + 1e-5*|a|
        # beyond (as printed, to six digits: 1.00012 and 100.002)
        ([1.0, 100.0], [1.00012, 100.002], 2),
        ([math.nan, math.inf, -math.inf], [math.nan, math.inf, -math.inf], 0),
        ([math.nan, 1.0, math.inf], [1.0, math.nan, 1e30], 3),
    ],
)
def test_elements_agree_as_iree_run_module_decides(
    tmp_path: Path, a: list[float], b: list[float], wrong: int
) -> None:
    path_a = _trace(tmp_path, "a.txt", [("e::x", [_f32([0.0])], [_f32(a)])])
    path_b = _trace(tmp_path, "b.txt", [("e::x", [_f32([0.0])], [_f32(b)])])
    output = numerics(path_a, path_b, jobs=1).entries[0].tensors.outputs[0]
    assert output.mismatched == wrong
    expected = np.isnan(a).sum(), np.isnan(b).sum()
    assert (output.nan_a, output.nan_b) == tuple(int(n) for n in expected)


def test_atol_rtol_and_ulps_are_the_users_to_set(tmp_path: Path) -> None:
    path_a = _trace(tmp_path, "a.txt", [("e::x", [_f32([0.0])], [_f32([1.0, 2.0])])])
    path_b = _trace(tmp_path, "b.txt", [("e::x", [_f32([0.0])], [_f32([1.001, 2.0])])])
    assert numerics(path_a, path_b, jobs=1).entries[0].verdict == "diverges"
    assert numerics(path_a, path_b, atol=0.01, jobs=1).entries[0].verdict == "agrees"
    assert numerics(path_a, path_b, rtol=0.01, jobs=1).entries[0].verdict == "agrees"
    one = numerics(path_a, path_b, jobs=1).entries[0].tensors.outputs[0]
    # 1.001 is 8389 f32 ulps above 1.0 (as printed: 1.001).
    assert one.max_ulps == int(np.float32(1.001).view(np.int32) - np.float32(1.0).view(np.int32))
    assert numerics(path_a, path_b, ulps=9000, jobs=1).entries[0].verdict == "agrees"
    with pytest.raises(TracksrcError, match="--rtol must be a number of at least 0"):
        numerics(path_a, path_b, rtol=-1)


def test_integers_compare_exactly_and_shapes_must_match(tmp_path: Path) -> None:
    ints = format_tensor(np.array([1, 2, 3], dtype=np.int32), "i32")
    other = format_tensor(np.array([1, 2, 4], dtype=np.int32), "i32")
    path_a = _trace(tmp_path, "a.txt", [("e::x", [ints], [ints]), ("e::y", [ints], [_f32([1, 2])])])
    path_b = _trace(
        tmp_path, "b.txt", [("e::x", [ints], [other]), ("e::y", [ints], [_f32([1, 2, 3])])]
    )
    report = numerics(path_a, path_b, jobs=1)
    assert report.entries[0].verdict == "diverges"
    assert report.entries[0].tensors.outputs[0].first == (2, 3.0, 4.0)
    assert report.entries[1].verdict == "not compared"
    assert report.entries[1].tensors.lone[0].a == "2xf32"


def test_an_elided_output_is_compared_as_far_as_it_is_printed(tmp_path: Path) -> None:
    values = np.arange(8, dtype=np.float32)
    path_a = _trace(tmp_path, "a.txt", [("e::x", [_f32([0])], [format_tensor(values, "f32", 3)])])
    path_b = _trace(tmp_path, "b.txt", [("e::x", [_f32([0])], [format_tensor(values, "f32")])])
    output = numerics(path_a, path_b, jobs=1).entries[0].tensors.outputs[0]
    assert (output.compared, output.count, output.mismatched) == (3, 8, 0)


# -- verdicts and ranking against numpy -----------------------------------------


def test_verdicts_and_ranking_equal_an_independent_count(tmp_path: Path) -> None:
    rng = np.random.default_rng(7)
    x = rng.standard_normal(64).astype(np.float32)

    def tensor(values: np.ndarray) -> str:
        return format_tensor(values.astype(np.float32), "f32")

    noisy = x + np.float32(0.05)
    a = [
        ("m::d0", [tensor(x)], [tensor(x * 2)]),
        ("m::d1", [tensor(x * 2)], [tensor(x * 3)]),
        ("m::d2", [tensor(x * 3)], [tensor(np.maximum(x, 0))]),
        ("m::d3", [tensor(np.maximum(x, 0))], [tensor(x)]),
    ]
    b = [
        ("m::d0", [tensor(x)], [tensor(x * 2)]),  # agrees
        ("m::d1", [tensor(x * 2)], [tensor(noisy * 3)]),  # diverges: the culprit
        ("m::d2", [tensor(noisy * 3)], [tensor(np.maximum(x, 0))]),  # absorbs
        ("m::d3", [tensor(np.maximum(x, 0) + 1)], [tensor(x + 2)]),  # inherits
    ]
    path_a, path_b = _trace(tmp_path, "a.txt", a), _trace(tmp_path, "b.txt", b)
    report = numerics(path_a, path_b, jobs=1)
    expected = truth(raw_trace(read_text(path_a)), raw_trace(read_text(path_b)))
    assert [e.verdict for e in report.entries] == [t.verdict for t in expected]
    assert [e.verdict for e in report.entries] == ["agrees", "diverges", "absorbs", "inherits"]
    assert [e.rank for e in report.entries] == [t.rank for t in expected]
    for entry, count in zip(report.entries, expected, strict=True):
        assert entry.mismatched[0] == count.mismatched
        assert entry.error_out == pytest.approx(count.error_out, rel=1e-6)
    assert report.culprit is report.entries[1]
    assert [e.order for e in report.inheriting] == [3]


# -- alignment ---------------------------------------------------------------------


def _invocations(keys: list[str]) -> list[Invocation]:
    return [Invocation(key, 0, index, index + 1) for index, key in enumerate(keys)]


def test_alignment_by_name_and_by_name_without_element_types() -> None:
    a = _invocations(["m::m_d0_conv_f32", "m::m_d1_matmul_4x4_f32", "m::m_d2_add_f32"])
    b = _invocations(
        ["m::m_d0_conv_f32", "m::m_d1_matmul_4x4_f16", "m::m_extra", "m::m_d2_add_f32"]
    )
    found = align(a, b)
    assert [(e.how, [x.key for x in e.a], [y.key for y in e.b]) for e in found] == [
        (BY_NAME, ["m::m_d0_conv_f32"], ["m::m_d0_conv_f32"]),
        (BY_TYPELESS_NAME, ["m::m_d1_matmul_4x4_f32"], ["m::m_d1_matmul_4x4_f16"]),
        ("", [], ["m::m_extra"]),
        (BY_NAME, ["m::m_d2_add_f32"], ["m::m_d2_add_f32"]),
    ]
    assert typeless("m$async_dispatch_5_matmul_like_Dx256x10_f16xf16xf32") == (
        "m$async_dispatch_5_matmul_like_Dx256x10_TxTxT"
    )


def test_alignment_by_source_ops_and_groups_fused_differently() -> None:
    a = _invocations(["a::conv", "a::bias_relu", "a::pool", "a::fc"])
    b = _invocations(["b::conv_bias_relu", "b::pool", "b::fc"])
    sources_a = {
        "a::conv": {"m:1:1"},
        "a::bias_relu": {"m:2:1", "m:3:1"},
        "a::pool": {"m:4:1"},
        "a::fc": {"m:5:1"},
    }
    sources_b = {
        "b::conv_bias_relu": {"m:1:1", "m:2:1", "m:3:1"},
        "b::pool": {"m:4:1"},
        "b::fc": {"m:5:1"},
    }
    found = align(
        a,
        b,
        lambda step: frozenset(sources_a[step.key]),
        lambda step: frozenset(sources_b[step.key]),
    )
    assert [(e.how, [x.key for x in e.a], [y.key for y in e.b]) for e in found] == [
        (BY_FUSION, ["a::conv", "a::bias_relu"], ["b::conv_bias_relu"]),
        (BY_SOURCES, ["a::pool"], ["b::pool"]),
        (BY_SOURCES, ["a::fc"], ["b::fc"]),
    ]


def test_a_group_fused_differently_compares_where_it_ends(tmp_path: Path) -> None:
    x = np.linspace(-1, 1, 16, dtype=np.float32)
    conv, relu = x * 3, np.maximum(x * 3, 0)
    a = [
        ("a::conv", [_f32(list(x))], [_f32(list(conv))]),
        ("a::relu", [_f32(list(conv))], [_f32(list(relu))]),
    ]
    b = [("b::conv_relu", [_f32(list(x))], [_f32(list(relu))])]
    path_a, path_b = _trace(tmp_path, "a.txt", a), _trace(tmp_path, "b.txt", b)
    with pytest.MonkeyPatch.context() as patch:
        # (Streams stand-ins: the source ops each dispatch computes.)
        from tracksrc.analysis.numerics import numerics as module

        sources = {"a::conv": {"m:1:1"}, "a::relu": {"m:2:1"}, "b::conv_relu": {"m:1:1", "m:2:1"}}

        class Facts:
            pipeline = None
            whole = False  # (no parting to ask)

            def sources(self, step: Invocation) -> frozenset[str]:
                return frozenset(sources[step.key])

            def source_ops(self, step: Invocation) -> list:
                return []

        patch.setattr(
            module, "stream_facts", lambda stream, cache: None if stream is None else Facts()
        )
        patch.setattr(module, "_name", lambda *args: None)
        report = numerics(path_a, path_b, stream_a="a", stream_b="b", jobs=1)
    assert len(report.entries) == 1
    entry = report.entries[0]
    assert entry.aligned.how == BY_FUSION and entry.verdict == "agrees"
    assert [c.a for c in entry.tensors.outputs] == ["16xf32"]
    # A's inner tensors (the convolution's output, the ReLU's input) are
    # read, not compared.
    assert [c.a for c in entry.tensors.lone] == ["16xf32", "16xf32"]
    assert all(not c.comparable for c in entry.tensors.lone)


# -- the real miscompile ---------------------------------------------------------------


@pytest.fixture(scope="module")
def raw() -> tuple[list, list]:
    return (
        raw_trace(read_text(NUMERICS / "good.trace.txt.xz")),
        raw_trace(read_text(NUMERICS / "bad.trace.txt.xz")),
    )


def test_the_miscompiled_dispatch_is_the_culprit(raw: tuple[list, list]) -> None:
    report = numerics(NUMERICS / "good.trace.txt.xz", NUMERICS / "bad.trace.txt.xz")
    expected = truth(*raw)
    assert [e.verdict for e in report.entries] == [t.verdict for t in expected]
    assert [e.rank for e in report.entries] == [t.rank for t in expected]
    assert [e.mismatched[0] for e in report.entries] == [t.mismatched for t in expected]
    culprit = report.culprit
    assert culprit is not None and culprit.order == 3
    assert culprit.aligned.a[0].key.startswith("mnist_like$async_dispatch_3::")
    assert [e.order for e in report.inheriting] == [4, 5]
    assert [e.verdict for e in report.entries[:3]] == ["agrees"] * 3
    # The result too (iree-run-module's `result[0]`).
    result = report.results.outputs[0]
    difference = np.abs(raw[1][-1].outputs[0] - raw[0][-1].outputs[0]).max()
    assert result.max_abs == pytest.approx(difference, rel=1e-6) and result.mismatched == 10


def test_with_the_streams_the_culprit_names_its_source_ops(tmp_path: Path) -> None:
    report = numerics(
        NUMERICS / "good.trace.txt.xz",
        NUMERICS / "bad.trace.txt.xz",
        stream_a=NUMERICS / "good.after_all.mlir.xz",
        stream_b=NUMERICS / "bad.after_all.mlir.xz",
        cache=tmp_path,
    )
    culprit = report.culprit
    assert culprit is not None and culprit.order == 3
    named = [(s.where, s.names, s.types[0]) for s in culprit.sources_a]
    assert named == [
        ("runs/mnist_like.mlir:15:11", ("Convolution110",), "torch.aten.convolution"),
        ("runs/mnist_like.mlir:16:11", ("Plus112",), "torch.aten.add.Tensor"),
        ("runs/mnist_like.mlir:17:11", ("ReLU114",), "torch.aten.relu"),
    ]
    assert culprit.sources_b == culprit.sources_a
    # The two compiles part where B substituted the executable: a pass only
    # B runs, at its own stage in B (read from the stream's headers).
    with lzma.open(NUMERICS / "bad.after_all.mlir.xz", "rt") as stream:
        headers = [line for line in stream if line.startswith("// -----// IR Dump")]
    substituted = [
        number for number, line in enumerate(headers) if "iree-hal-substitute-executables" in line
    ]
    assert len(substituted) == 1
    assert [(p.source, p.pass_text, p.b_stage) for p in culprit.parting] == [
        (s.where, "iree-hal-substitute-executables (B only)", substituted[0])
        for s in culprit.sources_a
    ]
    assert culprit.parting[0].json_data()["alike"] is False
    assert "computes runs/mnist_like.mlir:15:11 (Convolution110) torch.aten.convolution" in str(
        report
    )


def test_the_command_line_json_csv_and_status(tmp_path: Path) -> None:
    good, bad = str(NUMERICS / "good.trace.txt.xz"), str(NUMERICS / "bad.trace.txt.xz")
    done = run_tracksrc("numerics", good, bad, "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["culprit"] == {
        "index": 3,
        "name": "mnist_like$async_dispatch_3::mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32",
        "verdict": "diverges",
    }
    assert [(e["index"], e["verdict"]) for e in data["inheriting"]] == [
        (4, "inherits"),
        (5, "inherits"),
    ]
    assert data["absorbed"] is False
    assert data["verdicts"] == {"agrees": 3, "diverges": 1, "inherits": 2}
    dispatch = data["dispatches"][3]
    assert dispatch["verdict"] == "diverges" and dispatch["outputs"][0]["mismatched"] > 0
    assert dispatch["aligned_by"] == "name" and dispatch["rank"] == 1
    rows = list(csv.DictReader(io.StringIO(run_tracksrc("numerics", good, bad, "--csv").stdout)))
    assert [row["verdict"] for row in rows] == ["agrees"] * 3 + ["diverges", "inherits", "inherits"]
    failing = run_tracksrc("numerics", good, bad, "--fail-on-divergence")
    assert failing.returncode == 1
    assert (
        "tracksrc: numerics: #3 mnist_like$async_dispatch_3::mnist_like$async_dispatch_3_conv_"
        "16x14x14x8x5x5_f32 diverges while its inputs agree; result 0 differ: exit status 1 "
        "(--fail-on-divergence)"
    ) in failing.stderr
    assert run_tracksrc("numerics", good, good, "--fail-on-divergence").returncode == 0
    empty = tmp_path / "empty.txt"
    empty.write_text("EXEC @main\n", encoding="utf-8")
    refused = run_tracksrc("numerics", str(empty), str(empty))
    assert refused.returncode == 2 and "holds a dispatch trace" in refused.stderr


def test_each_tensors_bytes_are_read_once() -> None:
    from tracksrc.analysis.numerics.comparing import _plan
    from tracksrc.reading.traces.scan import iter_tensors, scan_trace

    with (
        scan_trace(NUMERICS / "good.trace.txt.xz") as a,
        scan_trace(NUMERICS / "bad.trace.txt.xz") as b,
    ):
        plan = _plan(align(a.invocations, b.invocations), a, b)
        read: list[bytes] = []
        for kind, first, ref in plan.tasks:
            if kind == "pair":
                read += [first.digest, ref.digest]  # type: ignore[union-attr]
            else:
                read.append(ref.digest)
        every = {ref.digest for trace in (a, b) for ref in iter_tensors(trace)}
        # Every distinct tensor read, none twice: a dispatch's output is the
        # next one's input, and the first dispatches' tensors are equal in
        # both runs ("same": read once for both).
        assert set(read) == every and len(read) == len(set(read))
        assert sum(1 for ref in iter_tensors(a)) > len(every) / 2
        kinds = [kind for kind, _, _ in plan.tasks]
        assert kinds.count("same") >= 3 and kinds.count("pair") >= 3
    # Each tensor of both traces has its place in the report: a compared
    # pair stands for two, a tensor read alone for one.
    report = numerics(NUMERICS / "good.trace.txt.xz", NUMERICS / "bad.trace.txt.xz")
    placed = (
        sum(
            2 * (len(e.tensors.inputs) + len(e.tensors.outputs)) + len(e.tensors.lone)
            for e in [*report.entries]
        )
        + 2 * len(report.results.outputs)
        + len(report.results.lone)
    )
    with (
        scan_trace(NUMERICS / "good.trace.txt.xz") as a,
        scan_trace(NUMERICS / "bad.trace.txt.xz") as b,
    ):
        assert placed == sum(1 for t in (a, b) for _ in iter_tensors(t))


def test_the_reproducers_function_calls_the_dispatch_as_the_program_did() -> None:
    from tracksrc.analysis.numerics.reproducer import wrapper
    from tracksrc.reading.traces.element_types import element_type
    from tracksrc.reading.traces.trace import TensorRef

    f32 = element_type("f32")
    assert f32 is not None

    def ref(*shape: int) -> TensorRef:
        return TensorRef(1, 0, 0, 0, shape, f32)

    tied = wrapper(
        "%3 = flow.dispatch @e::@x(%1, %2) : (tensor<28x28xf32>, tensor<32x32xf32>) -> %2 "
        'loc("m.mlir":11:10)',
        [ref(28, 28), ref(32, 32)],
        "d",
    )
    assert tied.splitlines() == [
        "  util.func public @culprit(%arg0: tensor<28x28xf32>, %arg1: tensor<32x32xf32>) -> "
        "(tensor<32x32xf32>) {",
        "    %0 = flow.dispatch @e::@x(%arg0, %arg1) : (tensor<28x28xf32>, tensor<32x32xf32>) -> "
        "(%arg1)",
        "    util.return %0 : tensor<32x32xf32>",
        "  }",
    ]
    two = wrapper(
        "%r:2 = flow.dispatch @e::@y(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>)",
        [ref(4)],
        "d",
    )
    assert "%0:2 = flow.dispatch @e::@y(%arg0)" in two
    assert "util.return %0#0, %0#1 : tensor<4xf32>, tensor<2xf32>" in two
    for text, why in [
        ("%0 = flow.dispatch @e::@x[%c4](%a) : (tensor<4xf32>) -> tensor<4xf32>", "workload"),
        (
            "%0 = flow.dispatch @e::@x(%a, %n) : (tensor<4xf32>, index) -> tensor<4xf32>",
            "not tensors",
        ),
        ("%0 = flow.dispatch @e::@x(%a) : (tensor<4xf32>) -> tensor<?xf32>{%d}", "dynamic"),
        ("%0 = flow.dispatch @e::@x(%a) : (tensor<5xf32>) -> tensor<4xf32>", "its trace shows"),
    ]:
        with pytest.raises(TracksrcError, match=why):
            wrapper(text, [ref(4)], "d")
