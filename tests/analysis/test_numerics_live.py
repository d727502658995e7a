"""`run_traced` on real compiles of mnist_like (IREE's compiler and runtime
of the test environment), each answer held to numpy's count on the raw
traces: llvm-cpu against vmvx (every dispatch agrees), f32 against
`--iree-input-demote-f32-to-f16` (the divergent dispatches and their
ranking), and a miscompile made on purpose (a dispatch's executable source
edited and substituted: that dispatch named, with its ONNX nodes, the ones
after it inheriting, and the reproducer showing the difference alone)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.conftest import DATA, MNIST
from tests.traces import raw_trace, read_text, truth
from tracksrc.analysis.numerics.run_traced import run_traced
from tracksrc.analysis.numerics.running import Config
from tracksrc.iree_tools import find_tool

INPUT = DATA / "iree" / "numerics" / "input.npy"
GENERIC = ["--iree-hal-target-backends=llvm-cpu", "--iree-llvmcpu-target-cpu=generic"]


def _truth(folder: Path, a: str, b: str) -> list:
    return truth(
        raw_trace(read_text(folder / f"{a}.trace.txt")),
        raw_trace(read_text(folder / f"{b}.trace.txt")),
    )


def test_llvm_cpu_and_vmvx_agree_on_every_dispatch(tmp_path: Path) -> None:
    configs = [
        Config("cpu", GENERIC, "local-sync"),
        Config("vmvx", ["--iree-hal-target-backends=vmvx"], "local-task"),
    ]
    result = run_traced(MNIST / "mnist_like.mlir", configs, [f"@{INPUT}"], tmp_path, stream="none")
    report = result.report
    assert [e.verdict for e in report.entries] == ["agrees"] * 6
    assert {e.aligned.how for e in report.entries} == {"name"}
    assert [e.verdict for e in _truth(tmp_path, "cpu", "vmvx")] == ["agrees"] * 6
    assert report.results.outputs[0].agrees
    # Not equal, though: the two code generators round differently.
    assert any(e.error_out > 0 for e in report.entries)
    assert [run.status for run in result.runs] == [0, 0]


def test_f16_against_f32_ranks_the_dispatches_as_numpy_does(tmp_path: Path) -> None:
    configs = [
        Config("f32", GENERIC),
        Config("f16", [*GENERIC, "--iree-input-demote-f32-to-f16"]),
    ]
    result = run_traced(MNIST / "mnist_like.mlir", configs, [f"@{INPUT}"], tmp_path, stream="flow")
    report = result.report
    # The f16 module reads its f32 buffer views' storage as f16: its input
    # was given so (converted from input.npy), and its first dispatch's
    # input agrees with f32's within f16's tolerance.
    assert (tmp_path / "f16.input0.npy").exists()
    expected = _truth(tmp_path, "f32", "f16")
    assert [e.verdict for e in report.entries] == [t.verdict for t in expected]
    assert [e.rank for e in report.entries] == [t.rank for t in expected]
    assert [e.mismatched[0] for e in report.entries] == [t.mismatched for t in expected]
    assert any(t.verdict == "diverges" for t in expected)
    assert report.entries[0].verdict == "agrees"
    # The names differ (in their element types): aligned by the source ops
    # the flow-level stream says each dispatch computes.
    assert [e.aligned.how for e in report.entries][1:] == ["source ops"] * 5


def _miscompiled_source(folder: Path) -> Path:
    """Dispatch 3's executable source as iree-compile dumps it, its bias add
    (the second linalg.generic's `arith.addf %in, %in_1`) made a subtraction."""
    sources = folder / "sources"
    subprocess.run(
        [
            find_tool("iree-compile"),
            str(MNIST / "mnist_like.mlir"),
            *GENERIC,
            "--iree-flow-trace-dispatch-tensors",
            f"--iree-hal-dump-executable-sources-to={sources}",
            "-o",
            os.devnull,
        ],
        check=True,
        capture_output=True,
    )
    text = (sources / "module_mnist_like$async_dispatch_3.mlir").read_text(encoding="utf-8")
    edited, count = re.subn(r"arith\.addf %in, %in_1", "arith.subf %in, %in_1", text)
    assert count == 1
    target = folder / "dispatch_3.subf.mlir"
    target.write_text(edited, encoding="utf-8")
    return target


def test_a_miscompile_made_on_purpose_is_named_and_replayed_alone(tmp_path: Path) -> None:
    source = _miscompiled_source(tmp_path)
    substitute = f"--iree-hal-substitute-executable-source=mnist_like$async_dispatch_3={source}"
    configs = [Config("good", GENERIC), Config("bad", [*GENERIC, substitute])]
    out = tmp_path / "runs"
    # (The flow-level program is stream enough: the committed traces of
    # this miscompile are compared with streams of every pass.)
    result = run_traced(MNIST / "mnist_like.onnx", configs, [f"@{INPUT}"], out, stream="flow")
    report = result.report
    expected = _truth(out, "good", "bad")
    assert [e.verdict for e in report.entries] == [t.verdict for t in expected]
    assert [e.verdict for e in report.entries] == ["agrees"] * 3 + ["diverges"] + ["inherits"] * 2
    culprit = report.culprit
    assert culprit is not None and culprit.order == 3
    assert culprit.aligned.a[0].key.startswith("mnist_like$async_dispatch_3::")
    assert [e.order for e in report.inheriting] == [4, 5]
    assert [s.names for s in culprit.sources_a] == [("Convolution110",), ("Plus112",), ("ReLU114",)]
    assert all(s.where.startswith(f"{out / 'mnist_like.mlir'}:") for s in culprit.sources_a)

    # The culprit alone: its dispatch compiled with each configuration's
    # flags, run on the inputs its trace captured.
    assert result.culprit is not None
    folder = result.culprit.folder
    done = subprocess.run(
        ["sh", str(result.culprit.script)],
        capture_output=True,
        text=True,
        env={**os.environ, "TRACKSRC": f"{sys.executable} -m tracksrc"},
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    shown = re.search(r"result 0: 16x14x14xf32: ([\d,]+) of 3,136 elements differ", done.stdout)
    assert shown is not None, done.stdout
    for side in "ab":
        replayed = np.load(folder / f"{side}.outputs.npy")
        traced = np.load(folder / f"{side}.traced0.npy")
        # As the run computed it (the inputs are the trace's six digits).
        assert np.allclose(replayed, traced, rtol=1e-5, atol=1e-4)
    traced_a, traced_b = (np.load(folder / f"{s}.traced0.npy") for s in "ab")
    differ = int((np.abs(traced_b - traced_a) > 1e-4 + 1e-5 * np.abs(traced_a)).sum())
    assert differ == culprit.mismatched[0]
    assert abs(int(shown.group(1).replace(",", "")) - differ) <= 0.01 * differ


@pytest.mark.parametrize("bad", ["two", "a=--x", "a=1 b"])
def test_configurations_are_named_and_two(tmp_path: Path, bad: str) -> None:
    from tracksrc.errors import TracksrcError

    with pytest.raises(TracksrcError):
        run_traced(MNIST / "mnist_like.mlir", [bad] if bad != "a=--x" else [bad, bad], [], tmp_path)
