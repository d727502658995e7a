"""GPU targets other than ROCm: IREE 3.13 for CUDA (sm_80) and Vulkan
(SPIR-V), on the models of `tests/data/real/iree/gpu/` (see its
`capture.sh`).

The independent check is MLIR itself: `iree-opt` counts the ops of each
stage and reprints their locations (`tests/mlir_counts.py`); what a stage
holds is read from its text.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import tracksrc
from tests.conftest import GPU
from tests.mlir_counts import mlir_locations, mlir_op_counts
from tracksrc.analysis.lowering import first_ops_of_type
from tracksrc.analysis.reach import reach
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.dispatches.extract import extract
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.store.query_store import query_store_of

# `linalg.reduce` (or `linalg.map`) whose body has no short form: MLIR
# prints a newline, the region's arguments in parentheses, then the region
# (CUDA's global average pooling, after tiling).
_LONG_FORM = re.compile(r"^ *%[\w.]+ = linalg\.(?:reduce|map) [^\n]*[^{\n]\n *\(%", re.MULTILINE)
_LOCATION = re.compile(r'"([^"]+)":(\d+):(\d+)')
# A stage MLIR cannot read back: IREE prints a device target unescaped in a
# string (`vm.cond_fail %c, "... #hal.device.target<"cuda", ...>"`).
_UNREADABLE = 'unavailable: #hal.device.target<"'


def _bodies(pipeline: tracksrc.Pipeline, numbers: list[int]) -> list[str]:
    return [pipeline.stages[number].text().split("\n", 1)[1] for number in numbers]


def _counts(pipeline: tracksrc.Pipeline, numbers: list[int]) -> list[Counter[str]]:
    return [Counter(op.op_name for op in pipeline.stages[n].parse().walk()) for n in numbers]


def test_cuda_reductions_printed_with_their_region_have_mlirs_op_counts() -> None:
    pipeline = tracksrc.open_pipeline(GPU / "gpu_cnn.cuda.after_all.mlir.xz", cache=False)
    numbers = [stage.number for stage in pipeline.stages if _LONG_FORM.search(stage.text())]
    assert numbers
    assert _counts(pipeline, numbers) == mlir_op_counts(_bodies(pipeline, numbers))


def _first_located(pipeline: tracksrc.Pipeline, op_type: str) -> dict[str, int]:
    """Per source location (`file:line:col`), the first stage of the main
    compile after which MLIR reads an `op_type` located there."""
    printed = re.compile(rf"[ \t]{re.escape(op_type)}[ (]")
    stages = [stage for stage in pipeline.main_stages() if printed.search(stage.text())]
    assert stages
    first: dict[str, int] = {}
    read = mlir_locations([stage.text().split("\n", 1)[1] for stage in stages])
    for stage, ops in zip(stages, read, strict=True):
        for name, location in ops:
            if name == op_type:
                for file, line, column in _LOCATION.findall(repr(location)):
                    first.setdefault(f"{Path(file).name}:{line}:{column}", stage.number)
    return first


def test_a_cuda_convolution_reaches_the_tensor_cores() -> None:
    # float16 on sm_80: the convolution is computed with `nvgpu.mma.sync`;
    # its NVVM form (`nvvm.mma.sync`) is printed with unknown locations.
    pipeline = tracksrc.open_pipeline(GPU / "gpu_conv_f16.cuda.after_all.mlir.xz", cache=False)
    start, convs = first_ops_of_type("torch.aten.convolution", pipeline)
    assert len(convs) == 1
    where = "gpu_conv_f16.mlir:5:10"
    first = _first_located(pipeline, "nvgpu.mma.sync")
    assert list(first) == [where]
    found = reach(convs, "nvgpu.mma.sync", pipeline, start=start.number)
    seen = found.seen[convs[0].unique_id]
    assert seen is not None
    assert found.sources[convs[0].unique_id] == where
    assert seen.stage == first[where]
    assert f"func.func {seen.dispatch}(" in pipeline.stages[seen.stage].text()
    assert _first_located(pipeline, "nvvm.mma.sync") == {}
    lost = reach(convs, "nvvm.mma.sync", pipeline, start=start.number)
    assert lost.seen[convs[0].unique_id] is None


@pytest.mark.parametrize("name", ["gpu_conv.cuda.after_all", "gpu_conv.spirv.after_all"])
def test_the_dispatches_of_other_gpu_targets(name: str) -> None:
    pipeline = tracksrc.open_pipeline(GPU / f"{name}.mlir.xz", cache=False)
    outlined = pipeline.find_spec("iree-flow-outline-dispatch-regions")
    # The main compile's executables as outlining printed them.
    executables = re.findall(r"^  flow\.executable (?:private )?(@\S+) ", outlined.text(), re.M)
    formed = dispatches(pipeline, files=False)
    assert len(formed) == len(executables) == 2
    assert sorted(item.names[0] for item in formed) == sorted(executables)


def test_spirv_stages_have_mlirs_op_counts() -> None:
    # SPIR-V's structured control flow (`spirv.mlir.loop`, `spirv.mlir.merge`)
    # inside `spirv.module`, and every 25th stage of the pipeline.
    pipeline = tracksrc.open_pipeline(GPU / "gpu_conv.spirv.after_all.mlir.xz", cache=False)
    spirv = [s.number for s in pipeline.stages if "spirv.mlir.loop" in s.text()]
    assert spirv
    numbers = sorted(
        {*spirv[:20], *range(0, len(pipeline.stages), 25)}
        - {s.number for s in pipeline.stages if _UNREADABLE in s.text()}
    )
    assert _counts(pipeline, numbers) == mlir_op_counts(_bodies(pipeline, numbers))


def test_a_pass_run_on_each_dispatch_names_the_dispatchs_own_stage() -> None:
    # CUDA prints code generation at the scope of each dispatch's inner
    # `builtin.module` (no symbol in the header): the k-th stage of
    # `iree-llvmgpu-select-lowering-strategy` is the k-th dispatch's.
    pipeline = tracksrc.open_pipeline(GPU / "gpu_cnn.cuda.after_all.mlir.xz", cache=False)
    strategy = "iree-llvmgpu-select-lowering-strategy"
    runs = [stage for stage in pipeline.main_stages() if stage.label == strategy]
    defined = re.compile(r"func\.func @([\w$.\-]+)\(")
    # From the text: the function each run printed, set a strategy on.
    printed = {stage.number: defined.findall(stage.text()) for stage in runs}
    assert all(len(names) == 1 for names in printed.values()) and len(printed) > 2
    checked = []
    # The stages whose pass ran on each dispatch (the view's marks).
    ran_on = query_store_of(pipeline).dispatch_stages()
    for item in dispatches(pipeline):
        own = [number for number, names in printed.items() if names == [item.name.lstrip("@")]]
        if not own:
            continue  # (a dispatch code generation left to a copy of another)
        checked.append(own[0])
        assert own[0] in ran_on[item.name]
        assert not set(printed).difference(own) & set(ran_on[item.name])
        found = extract(pipeline, item.name, strategy)
        assert found.stage.number == own[0]
        assert "translation_info = #iree_codegen.translation_info" in found.text
        # --until the same way: the dispatch's own later run of a pass (its
        # first run in the pipeline was another dispatch's, before this one).
        bufferize = "iree-codegen-iree-comprehensive-bufferize"
        assert extract(pipeline, item.name, strategy, bufferize).pass_pipeline
        if own[0] != runs[0].number:
            with pytest.raises(TracksrcError, match="not after stage"):
                extract(pipeline, item.name, strategy, f"{bufferize}:0")
        # Counted by the user, a pass's stages stay the pipeline's own.
        assert extract(pipeline, item.name, f"{strategy}:0").stage.number == runs[0].number
    # Every run of the pass printed one dispatch, and each was named.
    assert sorted(checked) == sorted(printed)
