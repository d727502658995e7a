"""Function declarations printed on their own: MLIR's pass manager runs
function passes on declarations too, and IREE's CPU code generation with
microkernels declares them (`func.func private @iree_uk_pack(...)` in each
executable's inner module), so every pass of the pipeline prints a stage
holding the declaration alone.

One real compile (`captures/ukernels.mlir` for znver4 with data tiling and
microkernels, `tests/data/real/README.md`) printed after every pass twice:
by function (`ukernels.znver4.after_all.cut`) and at module scope
(`ukernels.znver4.module_scope.cut`), the same 58 stages of each: an
executable's inner module from the pass that declares the microkernel to
the next module print. The truth is the module-scope print, read by MLIR:
the inner module, whole, at every stage.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from iree.compiler import ir  # a test dependency: MLIR's own reading

from tests.conftest import REAL, split_stages, stream_text
from tests.mlir_counts import bound_ops
from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline

CAPTURES = REAL / "iree" / "captures"
BY_FUNCTION = CAPTURES / "ukernels.znver4.after_all.cut.mlir.xz"
MODULE_SCOPE = CAPTURES / "ukernels.znver4.module_scope.cut.mlir.xz"
# The matmul of `dense`: the inner module's dispatch packs its weight.
DENSE = re.compile(r'"model\.py":10:5\b')


def _inner_module(op: ir.Operation) -> ir.Operation | None:
    """The module inside the executable's variant (the one being compiled:
    the cut's executable is the only one whose module holds a function)."""
    parent = op.parent
    if op.name == "builtin.module" and parent is not None and parent.name.endswith(".variant"):
        return op
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                found = _inner_module(child.operation)
                if found is not None and any(
                    inner.operation.name == "func.func"
                    for inner in found.regions[0].blocks[0].operations
                ):
                    return found
    return None


@pytest.fixture(scope="module")
def truth() -> list[tuple[Counter[str], Counter[str]]]:
    """Per stage, the op types of the inner module as MLIR reads the
    module-scope print, and those located at `dense`'s line."""
    text = stream_text(MODULE_SCOPE)
    context = ir.Context()
    context.allow_unregistered_dialects = True
    found = []
    for start, end in split_stages(text):
        body = text[start:end].split("\n", 1)[1]
        module = ir.Module.parse(body, context)
        inner = _inner_module(module.operation)
        assert inner is not None
        ops = list(bound_ops(inner))
        types = Counter(op.name for op in ops)
        located = Counter(op.name for op in ops if DENSE.search(str(op.location)))
        found.append((types, located))
    return found


@pytest.fixture(scope="module")
def pipeline() -> Pipeline:
    return open_pipeline(BY_FUNCTION, cache=False)


def test_the_prints_are_the_same_passes(pipeline: Pipeline) -> None:
    scoped = open_pipeline(MODULE_SCOPE, cache=False)
    assert [s.label for s in pipeline.stages] == [s.label for s in scoped.stages]
    alone = [s.number for s in pipeline.stages if s.scope == "func.func @iree_uk_pack"]
    assert len(alone) == 27  # the declaration printed on its own


def test_the_program_holds_each_declaration_once(
    pipeline: Pipeline, truth: list[tuple[Counter[str], Counter[str]]]
) -> None:
    # Each print of the declaration replaces the one before (the first,
    # the one in the module printed whole), instead of adding an op.
    for stage, (types, _) in zip(pipeline.stages, truth, strict=True):
        ours = Counter(op.op_name for op in program_at(stage).operations())
        assert ours == types, stage.number


def test_lineage_counts_what_mlir_reads(
    pipeline: Pipeline, truth: list[tuple[Counter[str], Counter[str]]]
) -> None:
    rows = lineage(pipeline, "model.py:10:5").rows
    assert rows and rows[0].stage == 0
    for row, after in zip(rows, [*rows[1:], None], strict=True):
        end = len(truth) if after is None else after.stage
        for number in range(row.stage, end):
            assert Counter(row.types) == truth[number][1], number
