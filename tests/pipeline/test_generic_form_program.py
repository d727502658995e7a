"""The whole program of a stream printed in generic form
(`--mlir-print-op-generic`), where ops keyed by the symbol they refer to
print it as an attribute (`"iree_codegen.dispatch_config"() <{function_ref
= @f, ...}>`, `"util.call"() <{callee = @f}>`), not after their name.

One real Vulkan compile of `captures/ukernels.mlir`
(`tests/data/real/README.md`) printed after every pass in generic form,
by function (`ukernels.vulkan.generic.after_all.cut`) and at module scope
(`ukernels.vulkan.generic.module_scope.cut`): the same 391 stages of each,
from a print of the whole module on. The truth is the module-scope print
read by MLIR, whole, at every stage (in generic form every op's region is
printed: named linalg ops' bodies too).
"""

from __future__ import annotations

from collections import Counter

import pytest
from iree.compiler import ir  # a test dependency: MLIR's own reading

from tests.conftest import REAL, split_stages, stream_text
from tests.mlir_counts import bound_ops
from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline

CAPTURES = REAL / "iree" / "captures"
BY_FUNCTION = CAPTURES / "ukernels.vulkan.generic.after_all.cut.mlir.xz"
MODULE_SCOPE = CAPTURES / "ukernels.vulkan.generic.module_scope.cut.mlir.xz"


@pytest.fixture(scope="module")
def truth() -> list[Counter[str]]:
    """Per stage, the op types of the module-scope print as MLIR reads it."""
    text = stream_text(MODULE_SCOPE)
    context = ir.Context()
    context.allow_unregistered_dialects = True
    found = []
    for start, end in split_stages(text):
        module = ir.Module.parse(text[start:end].split("\n", 1)[1], context)
        # (A generic print shows the bodies of named linalg ops.)
        found.append(Counter(op.name for op in bound_ops(module.operation, named_bodies=True)))
    return found


@pytest.fixture(scope="module")
def pipeline() -> Pipeline:
    return open_pipeline(BY_FUNCTION, cache=False)


def test_the_two_prints_are_one_compile(pipeline: Pipeline, truth: list[Counter[str]]) -> None:
    scoped = open_pipeline(MODULE_SCOPE, cache=False)
    assert [s.label for s in pipeline.stages] == [s.label for s in scoped.stages]
    assert len(truth) == len(pipeline.stages) == 391
    # What the replay tells apart by the symbol an op refers to: the inner
    # module of each executable by its dispatch_config, the initializers by
    # the globals and functions they use.
    text = stream_text(BY_FUNCTION)
    assert '"iree_codegen.dispatch_config"() <{function_ref = @' in text
    assert sum(1 for s in pipeline.stages if s.scope == "util.initializer") > 10


def test_the_program_is_what_mlir_reads_at_every_stage(
    pipeline: Pipeline, truth: list[Counter[str]]
) -> None:
    # (An executable's inner module converted to SPIR-V replaced the other
    # executable's, converted before, and an initializer printed alone
    # replaced another initializer: their keys and child symbols lacked
    # the symbols the ops refer to.)
    wrong = [
        stage.number
        for stage, types in zip(pipeline.stages, truth, strict=True)
        if Counter(op.op_name for op in program_at(stage).operations()) != types
    ]
    assert wrong == []
