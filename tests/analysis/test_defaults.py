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


def _groups(capsys: pytest.CaptureFixture[str], *options: str) -> tuple[dict[str, int], str]:
    arguments = ["analyze", str(STREAM), "--type", "stablehlo.dot_general", "--json", *options]
    assert main(arguments) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)["classification"]
    return {row["group"]: row["count"] for row in data["rows"]}, captured.err


def test_reaches_classifies_where_the_type_is_most_present(
    pipeline: tracksrc.Pipeline, capsys: pytest.CaptureFixture[str]
) -> None:
    groups, said = _groups(capsys, "--reaches", "linalg.matmul")
    assert groups == {"reaches linalg.matmul": 3}
    chosen = int(said.split("classifying into stage ", 1)[1].split()[0])
    # The chosen stage holds the most matmuls of any main stage, and is
    # the last that does (counted on whole programs, sampled).
    counts = {
        stage.number: len(program_at(stage).get_ops_by_type("linalg.matmul"))
        for stage in [*pipeline.main_stages()[::25], pipeline.stages[chosen + 1]]
    }
    most = len(program_at(pipeline.stages[chosen]).get_ops_by_type("linalg.matmul"))
    assert most >= max(counts.values()) and counts[chosen + 1] < most
    # The last stage, the old default, is VM code: nothing reaches a matmul.
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
