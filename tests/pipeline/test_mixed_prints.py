"""Prints that IREE's threads mixed up: a header with no IR after it, its
op printed after the next header's op. On a real capture of a torch model
compiled for ROCm (`tests/data/real/torch/`): `iree-convert-to-rocdl` ran
on two dispatches' inner modules at once; the second header is empty and
its `module` follows the `llvm.func` that `iree-rocdl-annotate-kernel-for-
translation` printed next. The module goes back to the empty header; it
is not, with the function, a whole program printed without its module.

The expectations are read from the stages' text and counted by MLIR
(`iree-opt`, `tests/mlir_counts.py`)."""

from __future__ import annotations

import re

import pytest

from tests.conftest import REAL
from tests.mlir_counts import mlir_op_counts
from tracksrc.pipeline.composition.program_text import program_text
from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline

CUT = REAL / "torch" / "tblock.rocm.mixed_prints.mlir.xz"
EMPTY, MIXED = 10, 11  # the empty header; the stage whose text holds its op
_TOP = re.compile(r"^(?!//|#|\}|\{-#|#-\}|\s|$)(\S+)", re.MULTILINE)
_EXECUTABLE = re.compile(r"^  hal\.executable private (@\S+) \{", re.MULTILINE)
_LOCATION = re.compile(r"\bloc\((?!unknown\))")


@pytest.fixture(scope="module")
def pipeline() -> Pipeline:
    return open_pipeline(CUT, cache=False)


def _body(pipeline: Pipeline, number: int) -> str:
    return pipeline.stages[number].text().split("\n", 1)[1]


def test_the_capture_mixed_up_two_prints(pipeline: Pipeline) -> None:
    assert _body(pipeline, EMPTY).strip() == ""
    assert [stage.pass_argument for stage in pipeline.stages[EMPTY : MIXED + 1]] == [
        "iree-convert-to-rocdl",
        "iree-rocdl-annotate-kernel-for-translation",
    ]
    assert _TOP.findall(_body(pipeline, MIXED)) == ["llvm.func", "module"]


def test_the_program_keeps_every_executable_across_the_mixed_prints(
    pipeline: Pipeline,
) -> None:
    executables = _EXECUTABLE.findall(_body(pipeline, 0))
    assert len(executables) == 13
    for number in (EMPTY, MIXED, MIXED + 1):
        text = program_text(pipeline.stages[number])
        assert _EXECUTABLE.findall(text) == executables, number
    text = program_text(pipeline.stages[MIXED])
    # Both dispatches' functions are LLVM's now, each once.
    for dispatch in ("0", "1"):
        name = f"@main$async_dispatch_{dispatch}_reduction_128x64_f16("
        assert text.count(f"llvm.func {name}") == 1
        assert f"func.func {name}" not in text


def test_the_module_is_audited_as_the_empty_headers(pipeline: Pipeline) -> None:
    # Code generation stripped every location before these stages: the
    # annotation pass cannot have made one unknown.
    for number in range(EMPTY - 2, MIXED + 3):
        assert not _LOCATION.search(_body(pipeline, number)), number
    rows = {row.stage: row for row in audit(pipeline).rows}
    assert all(
        row.became_unknown == 0
        for row in rows.values()
        if row.pass_argument == "iree-rocdl-annotate-kernel-for-translation"
    )
    # The empty header's part: the module printed at stage 8 (the last
    # print of that dispatch's inner module), then the one in stage 11's
    # text, all of whose ops are unknown-located.
    mixed = _body(pipeline, MIXED)
    module = mixed[mixed.index("\nmodule {") + 1 :]
    before, after = (
        sum(counts.values()) for counts in mlir_op_counts([_body(pipeline, 8), module])
    )
    row = rows[EMPTY]
    assert row.pass_argument == "iree-convert-to-rocdl"
    assert (row.before.ops, row.after.ops) == (before, after) == (44, 199)
    assert row.became_unknown == after - before
