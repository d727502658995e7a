"""Where `--type T` starts in a stream that prints functions before the
whole program: IREE 3.13 compiling a JAX model (`tests/data/real/jax/rnn.py`:
a `lax.scan` whose cell is a function of its own, attention) printed with
`--mlir-print-ir-after-change` (and `--mlir-use-nameloc-as-prefix
--mlir-print-local-scope`). Its first stages print single functions as
passes change them; the cell's function is first printed with the whole
module, at stage 6. The ops of a type are taken where the program is known
whole, not from the first function that has some.

The expectations are read from the text: the input and each stage count
their `stablehlo.dot_general` ops."""

from __future__ import annotations

import json

import pytest

from tests.conftest import JAX
from tracksrc.analysis.lowering import first_ops_of_type
from tracksrc.cli.main import main
from tracksrc.pipeline.streams.opening import open_pipeline

CUT = JAX / "rnn.cpu.nameloc.first8.mlir.xz"
DOT = "stablehlo.dot_general"


def _dots(text: str) -> int:
    return text.count(f" = {DOT} ")


def test_the_ops_of_a_type_are_those_of_the_whole_program() -> None:
    pipeline = open_pipeline(CUT, cache=False)
    per_stage = [_dots(stage.text()) for stage in pipeline.stages]
    assert per_stage == [0, 2, 0, 0, 2, 2, 4, 1]
    assert _dots((JAX / "rnn.stablehlo.mlir").read_text(encoding="utf-8")) == 4
    assert [stage.scope_op for stage in pipeline.stages[:7]] == [
        *["func.func"] * 6,
        "builtin.module",
    ]
    stage, ops = first_ops_of_type(DOT, pipeline)
    assert stage.number == 6 and len(ops) == 4
    # The cell's two products (`x @ w + h @ u`, rnn.py line 7) are among them.
    lines = sorted(repr(info.location).count('rnn.py":7:') > 0 for info in ops)
    assert lines == [False, False, True, True]


def test_analyze_follows_every_one(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", str(CUT), "--type", DOT, "--no-cache", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)["classification"]
    assert sum(row["count"] for row in data["rows"]) == 4
    assert data["title"].startswith("4 ops tracked into stage 7")
