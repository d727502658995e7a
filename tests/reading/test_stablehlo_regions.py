"""StableHLO ops that print their regions on the lines after their type:
`stablehlo.while(...) : types`, then `cond {` ... `} do {` ... `}` (every
`lax.scan`, `lax.while_loop`, `lax.fori_loop` of JAX), and a
`stablehlo.reduce` whose body has no short form (`jnp.argmax`): its type,
then `reducer(%a: type loc(...), %b: ...) (...)  {`. On a real capture of
IREE 3.13 compiling a JAX model for Vulkan (`tests/data/real/jax/topk.py`).

The independent check is MLIR itself (`tests/mlir_counts.py`): `iree-opt`
reads each stage, counts its ops and prints them generically, with their
locations; each op's parent is read from that generic print."""

from __future__ import annotations

import subprocess
from collections import Counter

import pytest

from tests.conftest import JAX
from tests.mlir_counts import iree_opt, mlir_locations, mlir_op_counts, ours_with_locations
from tracksrc.pipeline.store.queries.stage_rows import stage_rows
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.parser import read_mlir_text

CUT = JAX / "topk.spirv.first3.mlir.xz"


@pytest.fixture(scope="module")
def pipeline() -> Pipeline:
    return open_pipeline(CUT, cache=False)


def _bodies(pipeline: Pipeline) -> list[str]:
    return [stage.text().split("\n", 1)[1] for stage in pipeline.stages]


def test_the_capture_prints_regions_after_the_type(pipeline: Pipeline) -> None:
    for body in _bodies(pipeline):
        lines = [line.strip() for line in body.splitlines()]
        assert "cond {" in lines and "} do {" in lines
        assert any(line.startswith("reducer(%arg") and line.endswith("{") for line in lines)


def test_every_op_and_its_location_as_mlir_reads_them(pipeline: Pipeline) -> None:
    bodies = _bodies(pipeline)
    assert ours_with_locations(bodies) == mlir_locations(bodies)
    counts = mlir_op_counts(bodies)
    for stage, count in zip(pipeline.stages, counts, strict=True):
        assert Counter(op.op_name for op in stage.parse().walk()) == count
    # The line reader of the summaries (`stages`: the program's op count).
    rows = stage_rows(pipeline)
    assert [row["program_ops"] for row in rows] == [sum(c.values()) for c in counts]


def test_the_ops_of_each_region_are_the_loops_and_the_reductions(pipeline: Pipeline) -> None:
    (body, *_) = _bodies(pipeline)
    generic = subprocess.run(
        [iree_opt(), "--mlir-print-op-generic", "-o", "-", "-"],
        input=body,
        capture_output=True,
        text=True,
        check=True,
    ).stdout

    def parents(text: str) -> Counter[tuple[str, str]]:
        module = read_mlir_text(text, "<stdin>").module
        return Counter(
            (op.op_name, op.parent.op_name)
            for op in module.walk()
            if op.parent is not None and op.parent.op_name.startswith("stablehlo.")
        )

    theirs = parents(generic)
    assert theirs[("stablehlo.return", "stablehlo.while")] == 2  # cond and do
    assert theirs[("stablehlo.return", "stablehlo.reduce")] == 3
    assert parents(body) == theirs
