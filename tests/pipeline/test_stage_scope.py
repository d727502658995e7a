"""The scope of a stage read from its first op (`first_op_scope`), read
line by line from the stage's start: the same answer as reading the whole
window's lines, on every stage of real streams and on the forms a header
without scope leaves to it."""

from __future__ import annotations

import pytest
from conftest import MNIST, SAMPLES

import tracksrc
from tracksrc.pipeline.streams.stage_scope import _FIRST_OP, _SYM_NAME, first_op_scope
from tracksrc.reading.stage_header import HEADER_MARKER


def _by_whole_lines(data: bytes, start: int, end: int) -> tuple[str | None, str | None]:
    # The plain reading: decode the window, split it into lines, take the
    # first line that starts an op.
    text = data[start : min(end, start + 65536)].decode("utf-8", errors="replace")
    for line in text.split("\n")[1 if text.startswith(HEADER_MARKER) else 0 :]:
        line = line.rstrip("\r")
        if not line or not (line[0].isalpha() or line[0] in '%"_'):
            continue
        match = _FIRST_OP.match(line)
        if match is None:
            return None, None
        op = match.group("op").strip('"')
        symbol = match.group("symbol")
        if symbol is None:
            named = _SYM_NAME.search(line)
            symbol = None if named is None else "@" + named.group(1)
        return ("builtin.module" if op == "module" else op), symbol
    return None, None


@pytest.mark.parametrize(
    "stream",
    [MNIST / "runs" / "mnist_like.iree3.5.after_all.mlir.xz", SAMPLES / "model.after_all.mlir"],
    ids=lambda path: path.name,
)
def test_every_stage_reads_as_its_whole_lines_say(stream: object) -> None:
    pipeline = tracksrc.open_pipeline(stream, cache=False)  # type: ignore[arg-type]
    assert len(pipeline.stages) > 5
    for stage in pipeline.stages:
        data = stage.data()
        assert first_op_scope(data, 0, len(data)) == _by_whole_lines(data, 0, len(data))


@pytest.mark.parametrize(
    ("text", "scope"),
    [
        (
            b"// -----// IR Dump After CSE (cse) //----- //\r\n#map = affine_map<(d0) -> (d0)>\r\n"
            b"\r\nfunc.func private @f(%a: i32) {\r\n",
            ("func.func", "@f"),
        ),
        (
            b"// -----// IR Dump After X (x) //----- //\nmodule @m attributes {a} {\n",
            ("builtin.module", "@m"),
        ),
        (b'"func.func"() <{sym_name = "g", function_type = () -> ()}> ({\n', ("func.func", "@g")),
        (b"// -----// IR Dump After X (x) //----- //\n// a comment\n  \n", (None, None)),
        (b"// -----// IR Dump After X (x) //----- //", (None, None)),
    ],
)
def test_the_first_op_after_aliases_blank_lines_and_comments(
    text: bytes, scope: tuple[str | None, str | None]
) -> None:
    assert first_op_scope(text, 0, len(text)) == scope
