"""`extract`'s replay runs on the ROCm path: a pass that runs a pipeline of
its own replays as itself (not its nested passes and then itself), one
the extraction point is inside of is left out while its remaining nested
passes replay, and names the installed `iree-opt` does not know are left
out and said. Checked by running the replay with `iree-opt` (a test
dependency) on extracted GPU dispatches: it gives the op types MLIR reads
in the stream's own later stage, and on the failing capture, the failure
the capture printed."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

import tracksrc
from tests.conftest import GPU, REAL, stream_text
from tests.mlir_counts import iree_opt, mlir_op_counts
from tracksrc.cli.main import main
from tracksrc.pipeline.composition.passes.wrappers import DYNAMIC_WRAPPERS
from tracksrc.pipeline.dispatches.extract import Reproducer, extract
from tracksrc.pipeline.dispatches.replay_pipeline import (
    iree_opt as found_iree_opt,
)
from tracksrc.pipeline.dispatches.replay_pipeline import registered_passes

CONV = "@gpu_conv$async_dispatch_1_conv_32x16x16x16x3x3_f32"
TOO_BIG = "@gpu_shared_memory$async_dispatch_1_conv_192x55x55x64x3x3_f32"


@pytest.fixture(scope="module")
def after_all() -> tracksrc.Pipeline:
    return tracksrc.open_pipeline(GPU / "gpu_conv.after_all.mlir.xz", cache=False)


def _run(reproducer: Reproducer) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [iree_opt(), "-", f"--pass-pipeline={reproducer.pass_pipeline}"],
        input=reproducer.text,
        capture_output=True,
        text=True,
        check=False,
    )


def _types(text: str) -> set[str]:
    (counts,) = mlir_op_counts([text])
    return set(counts) - {"builtin.module"}


def _unit_types(reproducer: Reproducer, replayed: str) -> set[str]:
    """The op types of the replayed unit: the module keeps the device
    global its attributes name (`#hal.device.affinity<@__device_0>`),
    which the executable's own print does not show."""
    assert reproducer.symbols == ["@__device_0"]
    return _types(replayed) - {"util.global"}


def _names(pass_pipeline: str) -> list[str]:
    return re.findall(r"([\w.\-]+)(?=[,({)]|$)", re.sub(r"\{[^}]*\}", "", pass_pipeline))


def test_a_translation_replays_as_its_wrappers(after_all: tracksrc.Pipeline) -> None:
    reproducer = extract(
        after_all, CONV, "iree-hal-prune-executables", "iree-hal-translate-all-executables"
    )
    assert reproducer.pass_pipeline == (
        "builtin.module(hal.executable(iree-hal-configure-executables{target-registry=unknown},"
        "iree-hal-translate-all-executables{target-registry=unknown}))"
    )
    done = _run(reproducer)
    assert done.returncode == 0, done.stderr
    last = after_all.find_spec("iree-hal-translate-all-executables")
    assert last.scope == "hal.executable @gpu_conv$async_dispatch_1"
    assert _unit_types(reproducer, done.stdout) == _types(last.text().split("\n", 1)[1])
    # Without an end, no pass nested in a wrapper is replayed besides it.
    whole = extract(after_all, CONV, "iree-hal-prune-executables")
    names = _names(whole.pass_pipeline)
    assert "iree-codegen-convolution-to-igemm" not in names
    assert "iree-llvmgpu-lower-executable-target" not in names
    assert names.count("iree-hal-translate-all-executables") == 1


def test_inside_a_wrapper_its_remaining_passes_replay(after_all: tracksrc.Pipeline) -> None:
    (igemm,) = [
        s for s in after_all.stages if s.pass_argument == "iree-codegen-convolution-to-igemm"
    ]
    reproducer = extract(after_all, CONV, igemm.number, "iree-hal-translate-all-executables")
    names = _names(reproducer.pass_pipeline)
    assert not DYNAMIC_WRAPPERS & set(names)
    assert "iree-convert-to-rocdl" in names and "iree-codegen-convolution-to-igemm" not in names
    # MLIR printed a pass iree-opt 3.13 does not register: left out, said.
    known = registered_passes(str(found_iree_opt()))
    assert reproducer.unknown_passes and not set(reproducer.unknown_passes) & known
    assert all(
        name in stream_text(GPU / "gpu_conv.after_all.mlir.xz")
        for name in reproducer.unknown_passes
    )
    done = _run(reproducer)
    assert done.returncode == 0, done.stderr
    last = after_all.find_spec("iree-hal-translate-all-executables")
    assert _unit_types(reproducer, done.stdout) == _types(last.text().split("\n", 1)[1])


def test_the_replay_of_the_failing_dispatch_fails_as_the_run_did() -> None:
    stream = GPU / "gpu_shared_memory.FAILED.after_all.mlir.xz"
    pipeline = tracksrc.open_pipeline(stream, cache=False)
    reproducer = extract(
        pipeline, TOO_BIG, "iree-hal-prune-executables", "iree-hal-translate-all-executables"
    )
    done = _run(reproducer)
    assert done.returncode != 0
    (said,) = re.findall(
        r"error: function '[^']+' uses \d+ bytes of shared memory", stream_text(stream)
    )
    assert said in done.stderr


def test_a_stream_with_before_prints_gives_the_same_replay(after_all: tracksrc.Pipeline) -> None:
    both = tracksrc.open_pipeline(GPU / "gpu_conv.both.mlir.xz", cache=False)
    (prune,) = [
        s
        for s in both.main_stages()
        if s.pass_argument == "iree-hal-prune-executables" and s.header.kind == "after"
    ][:1]
    assert (
        extract(both, CONV, prune.number).pass_pipeline
        == extract(after_all, CONV, "iree-hal-prune-executables").pass_pipeline
    )


def test_passes_on_the_input_function_replay_nested_on_it(after_all: tracksrc.Pipeline) -> None:
    # The ONNX input's function is printed on its own before any module
    # print: the passes after it ran on the function (`func.func(...)`),
    # which iree-opt requires (a module pipeline rejects a pass on
    # functions); the replay gives the op types of the stage it ends at.
    stages = after_all.main_stages()
    assert [stage.scope_op for stage in stages[:3]] == ["func.func"] * 3
    function = stages[0].scope_symbol
    assert function is not None
    reproducer = extract(after_all, function, 0, 2)
    assert reproducer.pass_pipeline.startswith("builtin.module(func.func(")
    done = _run(reproducer)
    assert done.returncode == 0, done.stderr[:2000]
    assert _types(done.stdout) == _types(stages[2].text().split("\n", 1)[1])


def test_a_module_scope_capture_gets_no_replay_and_says_why(tmp_path: Path) -> None:
    # --mlir-print-ir-module-scope: every stage prints the whole module, the
    # header names the op the pass ran on; code generation's passes on an
    # executable's inner module name no symbol, so neither the run of a
    # pass on one dispatch nor the nesting of the replay can be told.
    capture = REAL / "iree" / "captures" / "gpu_conv.cuda.module_scope.mlir.xz"
    dispatch = "gpu_conv$async_dispatch_1_conv_32x16x16x16x3x3_f32"
    strategy = "iree-llvmgpu-select-lowering-strategy"
    refused = main(["extract", str(capture), "--dispatch", dispatch, "--stage", strategy])
    assert refused == 2
    output = tmp_path / "dispatch.mlir"
    arguments = ["extract", str(capture), "--dispatch", dispatch, "--stage", f"{strategy}:1"]
    assert main([*arguments, "-o", str(output), "--json", "--verify"]) == 0
    pipeline = tracksrc.open_pipeline(capture)
    reproducer = extract(pipeline, "@" + dispatch, f"{strategy}:1")
    assert reproducer.pass_pipeline == "" and "module-scope" in reproducer.no_replay
    assert "no --pass-pipeline" in str(reproducer)
    # A function's pass names it: the run on the dispatch's own function.
    generalize = extract(pipeline, "@" + dispatch, "iree-codegen-gpu-generalize-named-ops")
    assert generalize.stage.scope_symbol == "@" + dispatch
    # The same compile printed as passes ran: a replay.
    normal = tracksrc.open_pipeline(GPU / "gpu_conv.cuda.after_all.mlir.xz")
    replayed = extract(normal, "@" + dispatch, strategy)
    assert replayed.pass_pipeline and not replayed.no_replay
