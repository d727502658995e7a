"""Sources followed through deduplicated executables, and what source ops
reach over a whole GPU compile (code generation dispatch by dispatch).

The independent check is MLIR itself: IREE's Python bindings parse the
stages and say which entry point each `flow.dispatch` calls and where the
`amdgpu.mfma` ops are, with their locations.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from iree.compiler import ir  # a test dependency: MLIR's own reading

import tracksrc
from tests.conftest import GPU, JAX
from tests.mlir_counts import mlir_locations
from tracksrc.analysis.classify import classify, reaches
from tracksrc.analysis.lowering import first_ops_of_type
from tracksrc.analysis.reach import reach
from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.store.queries.lineage import lineage

_LOCATION = re.compile(r'"([^"]+)":(\d+):(\d+)')

CNN = GPU / "gpu_cnn.after_all.mlir.xz"


@pytest.fixture(scope="module")
def cnn(tmp_path_factory: pytest.TempPathFactory) -> tracksrc.Pipeline:
    return tracksrc.open_pipeline(CNN, cache=False)


def _walk(text: str, wanted: str) -> Iterator[tuple[str, object]]:
    """(location text, op) of every op named `wanted` MLIR reads in `text`
    (a whole module: verified)."""
    found: list[tuple[str, object]] = []
    with ir.Context():
        module = ir.Module.parse(text)

        def visit(op: object) -> object:
            if op.name == wanted:  # type: ignore[attr-defined]
                found.append((str(op.location), op))  # type: ignore[attr-defined]
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
        yield from found


def _calls(text: str) -> dict[str, set[str]]:
    """Per location of a `flow.dispatch`, the entry points it calls."""
    calls: dict[str, set[str]] = {}
    for where, op in _walk(text, "flow.dispatch"):
        entry = str(op.attributes["entry_points"])  # type: ignore[attr-defined]
        calls.setdefault(where, set()).add(entry.strip("[]").split("::")[-1])
    return calls


def test_a_duplicate_is_merged_into_the_executable_its_callers_call(
    cnn: tracksrc.Pipeline,
) -> None:
    formed = dispatches(cnn, files=False)
    merged = [item for item in formed if item.merged_into]
    assert merged
    for item in merged:
        stage = cnn.stages[item.merged_at]
        # The last whole-module print before it, and its own.
        before = next(
            each
            for each in reversed(cnn.stages[: stage.number])
            if each.scope_op in (None, "builtin.module") and each.compile == 0
        )
        assert stage.scope_op in (None, "builtin.module")
        old, new = _calls(before.text()), _calls(stage.text())
        # At one location, the entry point no longer called and the one
        # called instead.
        moved = {
            (gone, came)
            for where, entries in old.items()
            for gone in entries - new.get(where, set())
            for came in new.get(where, set()) - entries
        }
        kept = formed.find(item.merged_into)
        assert any(entry in item.names and after in kept.names for entry, after in moved)
    # Every call MLIR sees moving is a merge tracksrc reports.
    assert stage.label == "iree-flow-deduplicate-executables"
    assert len(moved) == len(merged)


def test_the_lineage_of_a_deduplicated_source_goes_on_in_the_kept_executable(
    cnn: tracksrc.Pipeline,
) -> None:
    merged = next(item for item in dispatches(cnn, files=False) if item.merged_into)
    kept = dispatches(cnn, files=False).find(merged.merged_into)
    # The source only the merged dispatch computes.
    only = {source.where for source in merged.sources} - {source.where for source in kept.sources}
    assert len(only) == 1
    where = only.pop()
    found = lineage(cnn, where)
    after = [row for row in found.rows if row.stage >= merged.merged_at]
    assert after and all(row.count == len(row.ops) for row in found.rows)
    # Code generation of the kept dispatch, seen through its executable.
    deep = [row for row in after if "amdgpu.mfma" in row.types]
    assert deep
    names = set(kept.names)
    assert all(ref.within in names for ref in deep[0].ops if ref.op_type == "amdgpu.mfma")


def _first_mfma(pipeline: tracksrc.Pipeline) -> dict[str, int]:
    """Per source location (`file:line:col`), the first stage of the main
    compile after which MLIR reads an `amdgpu.mfma` located there (code
    generation prints functions alone, which MLIR reads without verifying:
    `mlir_locations`)."""
    stages = [stage for stage in pipeline.main_stages() if "amdgpu.mfma" in stage.text()]
    first: dict[str, int] = {}
    read = mlir_locations([stage.text().split("\n", 1)[1] for stage in stages])
    for stage, ops in zip(stages, read, strict=True):
        for name, location in ops:
            if name == "amdgpu.mfma":
                for file, line, column in _LOCATION.findall(repr(location)):
                    first.setdefault(f"{Path(file).name}:{line}:{column}", stage.number)
    return first


def test_reach_over_the_whole_compile_agrees_with_mlir(cnn: tracksrc.Pipeline) -> None:
    start, convs = first_ops_of_type("torch.aten.convolution", cnn)
    result = reach(convs, "amdgpu.mfma", cnn, start=start.number)
    # classify with the whole pipeline as the target is the same.
    assert classify(convs, cnn, reaches("amdgpu.mfma")).counts() == result.counts()
    first = _first_mfma(cnn)
    formed = dispatches(cnn, files=False)
    merged_sources = {
        source.where for item in formed if item.merged_into for source in item.sources
    }
    for conv in convs:
        seen = result.seen[conv.unique_id]
        where = result.sources[conv.unique_id]
        assert seen is not None, where
        if where in first:
            # Its own location on an mfma: the first stage MLIR sees one.
            assert seen.stage == first[where], where
            assert seen.dispatch
        else:
            # No mfma of its own: its executable was merged into another.
            assert where in merged_sources
            assert formed.find(seen.dispatch).merged_into == ""
    # Into its last stage (VM code), nothing is an mfma.
    assert classify(convs, cnn.main_stages()[-1], reaches("amdgpu.mfma")).counts() == {
        "does not reach amdgpu.mfma": len(convs)
    }


def test_a_cpu_duplicate_too(tmp_path: Path) -> None:
    # JAX through IREE for CPU: the second dense layer's executable is
    # merged into the first's at stage 181.
    pipeline = tracksrc.open_pipeline(JAX / "mlp.after_all.mlir.xz", cache=False)
    dots = pipeline.stage(0).get_ops_by_type("stablehlo.dot_general")
    formed = dispatches(pipeline, files=False)
    assert [(item.merged_into, item.merged_at) for item in formed if item.merged_into] == [
        (formed[0].name, 181)
    ]
    rows = {row.stage: row for row in lineage(pipeline, dots[1]).rows}
    at = max(stage for stage in rows if stage <= 181)
    assert rows[at].types["linalg.matmul"] == 1
    # The matmul it is followed into is the first dot's (tracked afresh).
    program = program_at(pipeline.stages[181])
    theirs = {
        op.unique_id
        for op in program.get_ops_by_type("linalg.matmul")
        if op in tracksrc.track(dots[0], op.index)
    }
    mine = {
        op.unique_id
        for op in program.get_ops_by_type("linalg.matmul")
        if op in tracksrc.track(dots[1], op.index)
    }
    assert not mine and len(theirs) == 1
    assert {ref.unique_id for ref in rows[at].ops if ref.op_type == "linalg.matmul"} == theirs
