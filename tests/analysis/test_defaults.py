"""What `analyze` classifies into when the user does not say, and the
stages README names for the JAX example."""

from __future__ import annotations

import json

import pytest

import tracksrc
from tests.conftest import JAX
from tracksrc.cli.main import main
from tracksrc.pipeline.composition.program import program_at

STREAM = JAX / "mlp.after_all.mlir.xz"


@pytest.fixture(scope="module")
def pipeline() -> tracksrc.Pipeline:
    return tracksrc.open_pipeline(STREAM)


ARGUMENTS = ["analyze", str(STREAM), "--type", "stablehlo.dot_general"]


def _groups(capsys: pytest.CaptureFixture[str], *options: str) -> tuple[dict[str, int], str]:
    assert main([*ARGUMENTS, "--json", *options]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)["classification"]
    return {row["group"]: row["count"] for row in data["rows"]}, captured.err


def _matmuls(
    pipeline: tracksrc.Pipeline, dot: tracksrc.OperationInfo, number: int
) -> list[tracksrc.OperationInfo]:
    """The matmuls of the program after stage `number` carrying the dot's
    location (tracked afresh in the whole program, not read from the
    store)."""
    program = program_at(pipeline.stages[number])
    return [
        op for op in program.get_ops_by_type("linalg.matmul") if op in tracksrc.track(dot, op.index)
    ]


def test_reaches_looks_at_every_stage_of_the_main_compile(
    pipeline: tracksrc.Pipeline, capsys: pytest.CaptureFixture[str]
) -> None:
    groups, said = _groups(capsys, "--reaches", "linalg.matmul")
    assert groups == {"reaches linalg.matmul": 3}
    assert "classifying into" not in said
    assert main([*ARGUMENTS, "--json", "--reaches", "linalg.matmul"]) == 0
    data = json.loads(capsys.readouterr().out)["classification"]
    dots = pipeline.stage(0).get_ops_by_type("stablehlo.dot_general")
    assert sorted(data["seen"]) == sorted(dot.unique_id for dot in dots)
    for dot in dots:
        seen = data["seen"][dot.unique_id]
        stage = pipeline.stages[seen["stage"]]
        assert seen["pass"] == stage.label
        # The program after the stage named holds a matmul carrying the
        # dot's location, and the one before does not (tracked afresh in
        # the whole programs, not read from the store).
        assert _matmuls(pipeline, dot, stage.number)
        assert not _matmuls(pipeline, dot, stage.number - 1)
    # A type no stage holds: the answer is "no" for every op, and a warning
    # says the type is nowhere (the close ones named: a misspelling).
    nowhere, said = _groups(capsys, "--reaches", "linalg.matmull")
    assert nowhere == {"does not reach linalg.matmull": 3}
    assert "no op of type linalg.matmull in any stage of the pipeline" in said
    assert "types close to it: linalg.matmul" in said
    assert "no op of type" not in _groups(capsys, "--reaches", "linalg.matmul")[1]
    # Into the last stage, VM code, nothing reaches a matmul.
    last, said = _groups(capsys, "--reaches", "linalg.matmul", "--to", "-1")
    assert last == {"does not reach linalg.matmul": 3}
    assert "classifying into" not in said


def test_each_dense_call_has_its_own_matmul_up_to_deduplication(
    pipeline: tracksrc.Pipeline,
) -> None:
    dots = pipeline.stage(0).get_ops_by_type("stablehlo.dot_general")

    def reached(number: int) -> list[list[str]]:
        matmuls = program_at(pipeline.stages[number]).get_ops_by_type("linalg.matmul")
        return [
            sorted(op.unique_id for op in matmuls if op in tracksrc.track(dot, op.index))
            for dot in dots
        ]

    assert pipeline.stages[42].label == "inline"
    assert pipeline.stages[181].label == "iree-flow-deduplicate-executables"
    for number in (42, 180):
        found = reached(number)
        assert [len(ids) for ids in found] == [1, 1, 1] and len({ids[0] for ids in found}) == 3
    assert [len(ids) for ids in reached(181)] == [1, 0, 1]


def test_one_op_is_one_op(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", str(STREAM), "--type", "func.func"]) == 0
    captured = capsys.readouterr()
    assert "tracksrc: 1 func.func op at stage 0" in captured.err
    assert captured.out.startswith("1 op tracked into stage ")
    assert "1 ops" not in captured.out + captured.err
