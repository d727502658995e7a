"""Malformed input gets one clear message: file:line:col, the line with a
caret, what was expected. Golden files: tests/data/errors/NAME.mlir and the
message it must give, NAME.expected (`pytest --update-golden` rewrites them)."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from conftest import ANCHOR, DATA, JAX, RESNET
from hypothesis import example, given, settings
from hypothesis import strategies as st

import tracksrc
from tracksrc.errors import ParseError

ERRORS = DATA / "errors"
CASES = sorted(ERRORS.glob("*.mlir"))


@pytest.mark.parametrize("path", CASES, ids=lambda path: path.stem)
def test_error_message(path: Path, update_golden: bool) -> None:
    with pytest.raises(ParseError) as caught:
        tracksrc.parse_file(path, filename=path.name)
    message = caught.value.format() + "\n"
    expected = path.with_suffix(".expected")
    if update_golden:
        expected.write_text(message, encoding="utf-8")
    assert message == expected.read_text(encoding="utf-8")


def test_every_golden_input_has_an_expectation() -> None:
    assert len(CASES) >= 10
    for path in CASES:
        assert path.with_suffix(".expected").is_file(), path


def test_truncated_dump_with_allow_partial_keeps_what_is_complete(
    caplog: pytest.LogCaptureFixture,
) -> None:
    path = ERRORS / "truncated_in_op.mlir"
    with caplog.at_level("WARNING", logger="tracksrc"):
        index = tracksrc.parse_file(path, filename=path.name, allow_partial=True)
    assert index.file.truncated
    assert [info.unique_id for _, info in index] == [
        "builtin.module[0]",
        "builtin.module[0]/func.func[1]",
        "builtin.module[0]/func.func[1]/%0",
        "builtin.module[0]/func.func[1]/%1",
        "builtin.module[0]/func.func[1]/%2",
    ]
    assert index.get_ops_by_name("%2")[0].text == "%2 = test.c (%1"
    assert "the last complete operation is test.b at line 4, column 5" in caplog.text


# -- property: a dump cut anywhere ---------------------------------------------


_CUT_SOURCES = [
    (ANCHOR / "conv_lowered.mlir").read_text(),
    (JAX / "mlp.stablehlo.mlir").read_text(),  # aliases before and after the module
    (RESNET / "00137_torch-decompose-complex-ops.mlir").read_text(),
]
_FULL = [tracksrc.parse_text(text, "cut.mlir") for text in _CUT_SOURCES]


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 2), st.floats(0, 1))
@example(1, 0.556640625)  # a cut just after `applies stablehlo.add`
def test_a_dump_cut_anywhere_gives_an_error_or_keeps_every_complete_op(
    which: int, where: float
) -> None:
    text = _CUT_SOURCES[which]
    cut = max(1, int(len(text) * where))
    piece = text[:cut]
    if not piece.strip():
        return
    with contextlib.suppress(ParseError):  # strict mode may refuse a cut file, with a message
        tracksrc.parse_text(piece, "cut.mlir")
    # An op MLIR builds from its parent's syntax (`applies stablehlo.add`)
    # is complete when its parent is.
    complete = [
        info
        for _, info in _FULL[which]
        if not info.op.implicit
        and (info.op.parent.end if info.op.materialized and info.op.parent else info.op.end) <= cut
    ]
    try:
        partial = tracksrc.parse_text(piece, "cut.mlir", allow_partial=True)
    except ParseError:
        # Only a cut inside the very first statement leaves nothing to keep.
        assert not complete, (cut, complete[:1])
        return
    kept = {(info.op.start, info.op_name) for _, info in partial}
    for info in complete:
        assert (info.op.start, info.op_name) in kept, (cut, info)


def test_a_parse_error_travels_between_processes_whole() -> None:
    """Rebuilt from its parts when pickled (a worker process reports it)."""
    import pickle

    error = ParseError("unexpected token", "a.mlir", 3, 7, '  %0 = "x"() {', "an op", cut=True)
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is ParseError and str(back) == str(error)
    assert (back.filename, back.line, back.column, back.expected, back.cut) == (
        "a.mlir",
        3,
        7,
        "an op",
        True,
    )
