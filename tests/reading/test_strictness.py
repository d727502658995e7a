"""Nothing that is not IR is taken into an op: a line of junk inserted
anywhere in a real stage is an error at that line, and text that is no
MLIR at all is no dump."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import SAMPLES, real_stage_corpus
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tracksrc
from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.parser import read_mlir_text

CORPUS = real_stage_corpus()

JUNK = [
    "    oops this is junk",
    "oops",
    "@@@ what",
    "  12345 nonsense",
    "%%% junk",
    "#### x",
    "this, is not IR",
]


def test_the_corpus_parses_and_is_varied() -> None:
    assert len(CORPUS) > 100
    for text in CORPUS:
        read_mlir_text(text, "stage.mlir")


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_junk_line_anywhere_in_a_real_stage_is_an_error_at_that_line(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(CORPUS), label="stage")
    lines = text.split("\n")
    at = data.draw(st.integers(1, len(lines) - 1), label="line")
    junk = data.draw(st.sampled_from(JUNK), label="junk")
    mutated = "\n".join([*lines[:at], junk, *lines[at:]])
    with pytest.raises(ParseError) as caught:
        read_mlir_text(mutated, "stage.mlir")
    assert caught.value.line == at + 1, caught.value.format()


@pytest.mark.parametrize(
    ("path", "line"),
    [(SAMPLES / "model.lowered.mlir", 8), (SAMPLES / "model.mlir", 2)],
    ids=lambda value: str(value).rsplit("/", 1)[-1],
)
def test_junk_after_an_op_that_opens_a_region_does_not_swallow_the_body(
    path: Path, line: int
) -> None:
    lines = path.read_text(encoding="utf-8").split("\n")
    assert lines[line - 2].rstrip().endswith("{")
    mutated = "\n".join([*lines[: line - 1], "    oops this is junk", *lines[line - 1 :]])
    with pytest.raises(ParseError) as caught:
        tracksrc.parse_text(mutated, "m.mlir")
    error = caught.value
    assert (error.line, error.column) == (line, 5)
    assert error.message == "'oops' is not an operation"


@pytest.mark.parametrize(
    "text",
    [
        "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n",
        "# A title\n\nSome prose, not IR.\n",
        "import os\nprint(os.getcwd())\n",
        '%0 = a.b : i32 loc("x":1:1)    %1 = c.d : i32 loc("x":2:1)\n',
        "func.func @f() {\n  %0 = a.b(%x] : i32\n}\n",
    ],
    ids=["passwd", "markdown", "python", "two ops on a line", "mismatched bracket"],
)
def test_text_that_is_no_mlir_is_an_error(text: str) -> None:
    with pytest.raises(ParseError):
        tracksrc.parse_text(text, "not.mlir")


def test_bare_op_names_only_of_the_default_dialect() -> None:
    index = tracksrc.parse_text("func.func @f() {\n  return\n}\nmodule {\n}\n", "ok.mlir")
    assert [info.op_name for _, info in index][1:] == ["func.func", "func.return", "builtin.module"]
    with pytest.raises(ParseError, match="'yield' is not an operation"):
        tracksrc.parse_text("func.func @f() {\n  yield\n}\n", "bad.mlir")


def test_a_bom_only_file_is_empty(tmp_path: Path) -> None:
    path = tmp_path / "bom.mlir"
    path.write_text("\ufeff\n", encoding="utf-8")
    with pytest.raises(ParseError, match="empty file"):
        tracksrc.parse_file(path)


def test_a_fifo_is_a_clear_error_not_a_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "stage.mlir"
    os.mkfifo(fifo)
    with pytest.raises(TracksrcError, match="not a regular file"):
        tracksrc.parse_file(fifo)
    with pytest.raises(TracksrcError, match="not a regular file"):
        tracksrc.open_pipeline(fifo)
