"""Lowering paths through code generation, which IREE runs once per
dispatch: the same path through two dispatches is one path."""

from __future__ import annotations

from tests.conftest import REAL
from tracksrc.analysis.lowering import lowering_paths, pass_keys
from tracksrc.pipeline.streams.opening import open_pipeline

CONVS = REAL / "iree" / "captures" / "convs.after_all.mlir.xz"
# What code generation makes of a convolution, without the helpers around it.
KERNEL_TYPES = {
    "linalg.generic",
    "vector.contract",
    "vector.fma",
    "llvm.intr.fmuladd",
    "scf.for",
    "scf.forall",
    "memref.load",
    "memref.store",
}


def test_two_dispatches_lowered_alike_are_one_path() -> None:
    pipeline = open_pipeline(CONVS, cache=False)
    paths = lowering_paths("linalg.conv_2d_nchw_fchw", pipeline, types=KERNEL_TYPES)
    # The first convolution (8 input channels folded differently: no
    # vectorization) is a path of its own; the two others, each in its own
    # dispatch, are one.
    sizes = sorted(len(members) for members in paths.groups.values())
    assert sizes == [1, 2]
    merged = next(label for label, members in paths.groups.items() if len(members) == 2)
    assert [info.unique_id for info in paths.groups[merged]] == [
        "builtin.module[0]/func.func[1]/%6",
        "builtin.module[0]/func.func[1]/%10",
    ]
    assert {step.pass_argument for step in paths.paths[merged]} >= {
        "iree-codegen-generic-vectorization",
        "iree-llvmcpu-virtual-vector-lowering",
    }


def test_runs_of_a_pass_count_per_dispatch() -> None:
    """Every variant is `@embedded_elf_x86_64` and every inner module has
    no symbol: a pass's runs on them count per executable."""
    pipeline = open_pipeline(CONVS, cache=False)
    keys = pass_keys(pipeline)
    variant_runs = [
        keys[stage.number]
        for stage in pipeline.stages
        if stage.label == "iree-codegen-create-dispatch-config"
    ]
    assert variant_runs == [("iree-codegen-create-dispatch-config", 0)] * 3
    inner_module_runs = sorted(
        keys[stage.number][1]
        for stage in pipeline.stages
        if stage.label == "iree-codegen-lower-ukernel-ops-to-calls"
    )
    assert inner_module_runs == [0, 0, 0]
