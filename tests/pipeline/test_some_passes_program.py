"""The whole program of a stream that prints some passes only
(`--mlir-print-ir-after=canonicalize`): no print of the whole program, only
functions, and during code generation each executable's inner module.
`squeezenet.canonicalize.cut.mlir.xz` (100 stages of a real capture, see
tests/data/real/README.md): `func.func @squeezenet_old` printed, then IREE's
`util.func @squeezenet_old$async` and `util.func @squeezenet_old` (the
function made a `util.func`, in a pass that did not print), the
dispatches' functions, and two executables' inner modules (stages 84, 99),
each defining its dispatch's function only. Checked against the text:
which functions the stages print, and `iree-opt` reading the program."""

from __future__ import annotations

import re
import subprocess
from collections import Counter

import pytest

from tests.conftest import GPU
from tests.mlir_counts import iree_opt
from tracksrc.pipeline.composition.program_text import program_text
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline

CUT = GPU / "squeezenet.canonicalize.cut.mlir.xz"
# A function's definition as MLIR prints it: `func.func @f(`, `util.func public @f(`.
DEFINITION = re.compile(r"^\s*(?:func|util)\.func (?:public |private )?@([\w$.\-]+)\(", re.M)


@pytest.fixture(scope="module")
def pipeline() -> Pipeline:
    return open_pipeline(CUT, cache=False)


def _printed_so_far(pipeline: Pipeline, last: int) -> set[str]:
    """The functions the stages up to `last` print, read from their text."""
    return {
        name for stage in pipeline.stages[: last + 1] for name in DEFINITION.findall(stage.text())
    }


def _iree_opt(text: str, *options: str) -> subprocess.CompletedProcess[str]:
    """iree-opt run on `text` with `options`."""
    return subprocess.run(
        [iree_opt(), "-", *options], input=text, capture_output=True, text=True, check=False
    )


def _read_by_iree_opt(text: str) -> str:
    return _iree_opt(text, "-o", "/dev/null").stderr


@pytest.mark.parametrize("number", [4, 5, 84, 99])
def test_the_program_defines_each_printed_function_once(pipeline: Pipeline, number: int) -> None:
    text = program_text(pipeline.stages[number])
    defined = Counter(DEFINITION.findall(text))
    # Every function printed so far, once: `util.func @squeezenet_old` replaced
    # `func.func @squeezenet_old` (one symbol table holds one op of a symbol),
    # and an inner module is one executable's, beside the rest.
    assert defined == Counter(_printed_so_far(pipeline, number))
    assert _read_by_iree_opt(text) == ""


def test_the_first_inner_module_is_not_the_whole_program(pipeline: Pipeline) -> None:
    module = pipeline.stages[84]
    assert module.scope_op == "builtin.module"
    assert DEFINITION.findall(module.text()) == [
        "squeezenet_old$async_dispatch_1_conv_64x55x55x3x3_f32"
    ]
    text = program_text(module)
    assert {"squeezenet_old", "squeezenet_old$async"} <= set(DEFINITION.findall(text))


def test_lineage_counts_the_convolution_once(pipeline: Pipeline) -> None:
    # The first convolution (squeezenet.mlir:95:11) is in the function stage 3
    # prints, once (iree-opt's reprint with every location inline).
    body = pipeline.stages[3].text().split("\n", 1)[1]
    done = _iree_opt(body, "--mlir-print-debuginfo", "--mlir-print-local-scope")
    assert done.returncode == 0, done.stderr
    convs = [
        line
        for line in done.stdout.splitlines()
        if "linalg.conv_2d_nchw_fchw" in line and '"onnx/squeezenet.mlir":95:11' in line
    ]
    assert len(convs) == 1
    rows = {row.stage: row for row in lineage(pipeline, "squeezenet.mlir:95:11").rows}
    at = max(number for number in rows if number <= 5)
    assert rows[at].types["linalg.conv_2d_nchw_fchw"] == 1
