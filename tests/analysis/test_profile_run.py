"""`tracksrc profile --run`: a model compiled in two configurations and run
here with IREE's runtime profiling it, then answered in one command.

Live: IREE's compiler and runtime (test dependencies) compile mnist_like
as is (`fast`) and with its second convolution's configuration substituted
by one with poor tiles (`slow`: `tests/data/iree/profile/dispatch_3.slow.mlir`,
about 35 times slower, results equal), and run each twice on the CPU. The
ranking rests on that slowdown, far beyond the noise of a busy machine."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.conftest import DATA, MNIST, run_tracksrc

CONFIGS = DATA / "iree" / "profile"
TARGET = "--iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=generic"


def test_two_configurations_compiled_run_and_ranked_in_one_command(tmp_path: Path) -> None:
    shutil.copy(MNIST / "mnist_like.mlir", tmp_path / "mnist_like.mlir")
    substituted = CONFIGS / "dispatch_3.slow.mlir"
    done = run_tracksrc(
        "profile",
        "--run",
        "mnist_like.mlir",
        "--config",
        f"fast={TARGET}",
        "--config",
        f"slow={TARGET} --iree-hal-substitute-executable-configuration="
        f"mnist_like$async_dispatch_3={substituted}",
        "--input",
        f"@{CONFIGS / 'input.npy'}",
        "--repeat",
        "2",
        "--out",
        "runs",
        "--json",
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    # Each configuration: its stream, two runs, every kernel a dispatch.
    for side, name in (("a", "fast"), ("b", "slow")):
        assert data[side]["runs"] == 2
        assert data[side]["stream"] == str(Path("runs") / f"{name}.after_all.mlir")
        assert data[side]["matched_total"] == data[side]["total"] > 0
        assert [p["path"] for p in data[side]["profiles"]] == [
            str(Path("runs") / f"{name}.run{k}.ireeprof") for k in (1, 2)
        ]
        assert (tmp_path / "runs" / f"{name}.vmfb").is_file()
    first = data["changes"][0]
    assert first["source"] in {
        "mnist_like.mlir:15:11",
        "mnist_like.mlir:16:11",
        "mnist_like.mlir:17:11",
    }
    assert first["ratio"] > 5
    assert first["parting"]["pass"] == "iree-hal-substitute-executables (B only)"
    assert first["b_dispatches"] == ["@mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"]
    assert "profiled slow (run 2 of 2)" in done.stderr
