"""The program composed at a stage keeps what each print's location aliases
meant: a function printed alone brings its own `#loc` definitions (other
meanings of the same names than the module's print), and every op of the
composed program is located where its print located it."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import MNIST

from tracksrc.pipeline.composition.program_text import program_text
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.reading.ir import Operation
from tracksrc.reading.location_attributes import location_text
from tracksrc.reading.parser import read_mlir_text

SAMPLE = Path(__file__).parents[2] / "sample_dumps" / "model.after_all.mlir"


def _located(op: Operation, name: str) -> str:
    # An op printed without a location is located in the text itself: at
    # another place in the program than in its print.
    text = location_text(op.location)
    return "(in the text)" if text.startswith(f'"{name}":') else text


def _functions(text: str, name: str) -> dict[str, list[tuple[str, str]]]:
    """Per function symbol: its ops in order, each as (name, location)."""
    module = read_mlir_text(text, name).module
    found: dict[str, list[tuple[str, str]]] = {}
    stack: list[Operation] = [module]
    while stack:
        op = stack.pop()
        if op.op_name == "func.func":
            symbol = op.text.split("@", 1)[1].split("(", 1)[0]
            found[symbol] = [(each.op_name, _located(each, name)) for each in op.walk()]
        else:
            stack.extend(op.children)
    return found


@pytest.mark.parametrize(
    "stream", [SAMPLE, MNIST / "mnist_like.after_change.local.mlir.xz"], ids=lambda p: p.name
)
def test_every_function_of_the_program_is_located_as_printed(stream: Path) -> None:
    pipeline = open_pipeline(stream, cache=False)
    latest: dict[str, list[tuple[str, str]]] = {}
    checked = 0
    for stage in pipeline.main_stages():
        # What the print of this stage says of each function it holds.
        latest.update(_functions(stage.text(), f"stage {stage.number}"))
        composed = _functions(program_text(stage), f"program at stage {stage.number}")
        for symbol, ops in composed.items():
            if symbol in latest:
                assert ops == latest[symbol], (stage.number, symbol)
                checked += 1
    assert checked >= len(pipeline.main_stages())
