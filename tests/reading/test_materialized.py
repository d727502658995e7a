"""Ops MLIR builds when it reads a print (implicit terminators, short-form
bodies) and ops printed inside another op's syntax (`vector.mask`): indexed
as MLIR has them, checked against MLIR's own op counts (`iree-opt
--print-op-stats`) on real captures."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import DATA, JAX
from mlir_counts import mlir_locations, mlir_op_counts, ours_with_locations

import tracksrc
from tracksrc.reading.ir import Operation
from tracksrc.reading.location_attributes import FileLoc
from tracksrc.reading.locations import SourceLocation
from tracksrc.reading.parser import read_mlir_text
from tracksrc.shell.display import format_ops
from tracksrc.tracking.provenance import precise_stacks

CAPTURES = DATA / "real" / "iree" / "captures"
GPU = DATA / "real" / "iree" / "gpu"


def _stage_counts(pipeline: tracksrc.Pipeline, numbers: list[int]) -> list[Counter[str]]:
    counts = []
    for number in numbers:
        mlir_file = pipeline.stages[number].parse()
        counts.append(Counter(op.op_name for op in mlir_file.walk()))
    return counts


def _stage_bodies(pipeline: tracksrc.Pipeline, numbers: list[int]) -> list[str]:
    return [pipeline.stages[number].text().split("\n", 1)[1] for number in numbers]


def test_created_ops_are_located_where_mlir_puts_them_and_masked_ops_at_their_mask() -> None:
    pipeline = tracksrc.open_pipeline(CAPTURES / "short_forms.after_all.mlir.xz")
    stage = pipeline.stages[1]  # aliased locations (symbol-dce)
    mlir_file = stage.parse()
    created_ops = [op for op in mlir_file.walk() if op.materialized]

    def in_dump(op: Operation) -> str:
        # The parent's position in the dump: where MLIR's parser puts what it
        # creates while reading the parent.
        assert op.parent is not None
        return str(op.parent.implicit_location())

    created = [
        (op.op_name, op.parent.op_name if op.parent else None, str(op.location))
        for op in created_ops
    ]
    at = [in_dump(op) for op in created_ops]
    assert created == [
        ("arith.addf", "linalg.map", at[0]),
        ("linalg.yield", "linalg.map", at[1]),
        ("arith.addf", "linalg.reduce", at[2]),
        ("linalg.yield", "linalg.reduce", at[3]),
        ("math.absf", "linalg.map", at[4]),
        ("linalg.yield", "linalg.map", at[5]),
        ("vector.yield", "vector.mask", at[6]),
        ("vector.yield", "vector.mask", at[7]),
        ("vector.yield", "vector.mask", at[8]),
        ("stablehlo.add", "stablehlo.reduce", '"model.py":10:14'),
        ("stablehlo.return", "stablehlo.reduce", '"model.py":10:14'),
        ("scf.yield", "scf.if", at[11]),
        ("scf.yield", "scf.for", at[12]),
        ("memref.alloca_scope.return", "memref.alloca_scope", at[13]),
        ("affine.yield", "affine.for", at[14]),
    ]
    assert all(text.startswith(f'"{stage.source.name}":') for text in at)
    # A source location's ops never include what MLIR created.
    index = pipeline.stage(1)
    for line, column in ((11, 3), (12, 5), (3, 10), (14, 3)):
        found = index.get_ops_by_src_loc(SourceLocation("model.py", line, column))
        assert found
        assert not [info for info in found if info.op.materialized]
    masked = {
        op.op_name: str(op.location)
        for op in mlir_file.walk()
        if op.parent is not None and op.parent.op_name == "vector.mask" and not op.materialized
    }
    # Printed without a location: they take their mask's.
    assert masked == {
        "vector.reduction": '"model.py":6:12',
        "vector.multi_reduction": '"model.py":7:12',
        "vector.contract": '"model.py":8:12',
    }
    # A created op has no text of its own but the name a short form prints.
    texts = {op.op_name: op.text for op in mlir_file.walk() if op.materialized}
    assert texts["math.absf"] == "math.absf"
    assert texts["arith.addf"] == "arith.addf"  # the last one: linalg.reduce's
    assert texts["scf.yield"] == ""
    # Tracking the masked contraction's source line finds the compute.
    index = pipeline.stage(1)
    loop_yield = [
        info for info in index.get_ops_by_type("scf.yield") if info.op.parent.op_name == "scf.for"
    ]
    assert format_ops(loop_yield) == (
        "    // scf.yield of scf.for at line 71, column 5: not printed; MLIR's parser adds it"
    )
    found = index.get_ops_by_type("vector.contract")
    assert [str(info.location) for info in found] == ['"model.py":8:12']


def test_the_short_forms_capture_has_mlirs_op_counts() -> None:
    pipeline = tracksrc.open_pipeline(CAPTURES / "short_forms.after_all.mlir.xz")
    numbers = list(range(len(pipeline.stages)))
    assert len(numbers) == 2
    assert _stage_counts(pipeline, numbers) == mlir_op_counts(_stage_bodies(pipeline, numbers))


def test_real_codegen_stages_with_vector_mask_have_mlirs_op_counts() -> None:
    # IREE 3.13 for aarch64 with SVE: scalable vectorization masks the
    # matmul's contractions (`vector.mask %m { vector.contract ... }`).
    pipeline = tracksrc.open_pipeline(CAPTURES / "sve.after_all.mlir.xz")
    assert len(pipeline.stages) == 1783
    masked = [s.number for s in pipeline.stages if "vector.mask " in s.text()]
    assert len(masked) == 18
    # Every masked stage, and every 12th stage of the whole pipeline (all
    # dialects, scopes and kinds of terminator), but those IREE's printer
    # writes a string MLIR cannot read back (a message holding `"local"`).
    unreadable = [
        s.number for s in pipeline.stages if 'unavailable: #hal.device.target<"' in s.text()
    ]
    assert unreadable == list(range(1751, 1759))
    numbers = sorted({*masked, *range(0, 1783, 12)} - set(unreadable))
    ours = _stage_counts(pipeline, numbers)
    assert ours == mlir_op_counts(_stage_bodies(pipeline, numbers))
    contracts = sum(count["vector.contract"] for count in _stage_counts(pipeline, masked))
    assert contracts == sum(
        s.text().count("{ vector.contract ") for s in pipeline.stages if s.number in masked
    )


def test_stablehlo_compact_reductions_have_mlirs_op_counts() -> None:
    pipeline = tracksrc.open_pipeline(JAX / "mlp.after_all.mlir.xz")
    numbers = [s.number for s in pipeline.stages if " applies stablehlo.add across " in s.text()]
    assert len(numbers) == 28
    assert _stage_counts(pipeline, numbers) == mlir_op_counts(_stage_bodies(pipeline, numbers))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A generic print shows every terminator: nothing is added.
        (
            '"scf.for"(%a, %b, %c) ({\n^bb0(%i: index):\n  "scf.yield"() : () -> ()\n}) : (index, index, index) -> ()\n',
            0,
        ),
        # A terminator printed at the end (scf.for with iter_args) is not doubled.
        (
            "%r = scf.for %i = %a to %b step %c iter_args(%x = %v) -> (f32) {\n  scf.yield %x : f32\n}\n",
            0,
        ),
        ("scf.for %i = %a to %b step %c {\n}\n", 1),
        ("scf.if %c {\n  foo.bar %x : f32\n} else {\n  foo.bar %y : f32\n}\n", 2),
    ],
)
def test_a_terminator_is_added_only_where_mlirs_parser_adds_one(text: str, expected: int) -> None:
    mlir_file = read_mlir_text(text, "t.mlir")
    created = [op for op in mlir_file.walk() if op.materialized]
    assert len(created) == expected
    for op in created:
        # Without printed locations, MLIR puts it where its parent's name is.
        assert op.location == op.parent.location  # type: ignore[union-attr]
        assert isinstance(op.location, FileLoc) and op.location.start_line == 1


def _provenance(location: object) -> tuple[tuple[tuple[str, int, int], ...], ...]:
    """A location's provenance stacks, a place in the stage itself (the dump,
    `<stdin>`) as one: no source either way, wherever in the stage."""
    return tuple(
        tuple(("<dump>", 0, 0) if frame[0] == "<stdin>" else frame for frame in stack)
        for stack in precise_stacks(location)  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    ("path", "every"),
    [
        (CAPTURES / "short_forms.after_all.mlir.xz", 1),
        (GPU / "gpu_cnn.after_all.mlir.xz", 37),
        (JAX / "mlp.after_all.mlir.xz", 23),
        (CAPTURES / "sve.after_all.mlir.xz", 41),
    ],
    ids=lambda value: value.name if hasattr(value, "name") else str(value),
)
def test_every_op_is_located_as_mlir_reads_it(path: object, every: int) -> None:
    """Every op of real stages (every `every`-th) carries the provenance MLIR
    gives it reading the stage (its own generic reprint with debug info;
    compared by provenance, since MLIR renumbers the `distinct` ids of
    debug-info metadata when it prints them again): terminators and linalg
    short-form bodies in the dump itself (at the parent's name or its
    region's end, as each op's parser decides), never at a source. The one
    difference tracksrc makes is a masked op, at its mask's location."""
    pipeline = tracksrc.open_pipeline(path, cache=False)
    stages = [
        s for s in pipeline.stages[::every] if 'unavailable: #hal.device.target<"' not in s.text()
    ]
    bodies = [stage.text().split("\n", 1)[1] for stage in stages]
    theirs, ours = mlir_locations(bodies), ours_with_locations(bodies)
    compared = created = 0
    for body, their_ops, our_ops in zip(bodies, theirs, ours, strict=True):
        # (As multisets: `scf.index_switch` prints its default region last,
        # MLIR keeps it first.)
        their_set = Counter((name, _provenance(where)) for name, where in their_ops)
        our_set = Counter((name, _provenance(where)) for name, where in our_ops)
        compared += sum((their_set & our_set).values())
        created += sum(
            count
            for (_, stacks), count in (their_set & our_set).items()
            if stacks == ((("<dump>", 0, 0),),)
        )
        only_ours, only_theirs = our_set - their_set, their_set - our_set
        masks = body.count("vector.mask ")
        assert sum(only_ours.values()) == sum(only_theirs.values()) <= masks
        for name, stacks in [*only_ours, *only_theirs]:
            assert name.startswith("vector."), (name, stacks)
    assert compared > 80
    assert created > 2
