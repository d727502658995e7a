"""Traces read back as written, whatever IREE printed (hypothesis), and
damaged traces (seeded fuzz: cut, a byte changed, junk lines) an error
with a position, never a traceback."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from tests.reading.test_traces import NUMERICS
from tests.traces import _element, format_tensor, read_text, trace_text
from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.traces.elements import elements
from tracksrc.reading.traces.scan import scan_trace

_DTYPES = {
    "f32": np.float32,
    "f16": np.float16,
    "f64": np.float64,
    "bf16": np.float32,
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
    "ui8": np.uint8,
    "ui32": np.uint32,
    "i1": np.uint8,
}


@st.composite
def tensors(draw: st.DrawFn) -> tuple[np.ndarray, str, int | None]:
    name = draw(st.sampled_from(sorted(_DTYPES)))
    shape = draw(hnp.array_shapes(min_dims=0, max_dims=4, min_side=0, max_side=4))
    dtype = np.dtype(_DTYPES[name])
    if name == "i1":
        values = draw(hnp.arrays(dtype, shape, elements=st.integers(0, 1)))
    else:
        values = draw(hnp.arrays(dtype, shape))
    if name == "bf16":
        # A bf16 value: an f32 whose low 16 bits are zero.
        values = (values.view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32)
    count = values.size
    elided = draw(st.none() | st.integers(0, max(count - 1, 0))) if count else None
    return values, name, elided


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(tensor=tensors(), block=st.integers(1, 64))
def test_a_tensor_reads_back_as_printed(tmp_path: Path, tensor: tuple, block: int) -> None:
    values, name, elided = tensor
    printed = format_tensor(values, name, max_elements=elided)
    path = tmp_path / "trace.txt"
    path.write_text(trace_text([("m::d", [printed], ["f32=1"])]), encoding="utf-8")
    with scan_trace(path) as trace:
        ref = trace.invocations[0].inputs[0]  # type: ignore[index]
        assert ref.shape == values.shape
        parts = list(elements(trace, ref, block=block))
    read = np.concatenate(parts) if parts else np.zeros(0)
    flat = values.reshape(-1)[: values.size if elided is None else elided]
    if name in ("f32", "f16", "f64", "bf16"):
        # What the text holds: each value as %G printed it.
        expected = np.array([float(_element(v, name)) for v in flat], dtype=np.float64)
        assert np.array_equal(
            read.astype(np.float64), expected.astype(read.dtype).astype(np.float64), equal_nan=True
        )
    else:
        assert read.tolist() == flat.tolist()


# -- fuzz -------------------------------------------------------------------------


def _read_all(path: Path) -> None:
    with scan_trace(path) as trace:
        for invocation in trace.invocations:
            for ref in (invocation.inputs or []) + (invocation.outputs or []):
                for _ in elements(trace, ref, block=4096):
                    pass
        for ref in trace.results:
            for _ in elements(trace, ref):
                pass


@pytest.fixture(scope="module")
def real_text() -> str:
    return read_text(NUMERICS / "good.trace.txt.xz")


def test_the_real_trace_reads_whole(tmp_path: Path, real_text: str) -> None:
    path = tmp_path / "trace.txt"
    path.write_text(real_text, encoding="utf-8")
    _read_all(path)


@pytest.mark.parametrize("seed", range(40))
def test_a_damaged_trace_is_an_error_with_a_position(
    tmp_path: Path, real_text: str, seed: int
) -> None:
    chance = random.Random(seed)
    lines = real_text.split("\n")
    kind = ("cut", "byte", "junk", "drop")[seed % 4]
    expected_line: int | None = None
    if kind == "cut":
        offset = chance.randrange(1, len(real_text) - 1)
        text = real_text[:offset]
        line_start = real_text.rfind("\n", 0, offset) + 1
        line_end = real_text.find("\n", offset)
        expected_line = real_text.count("\n", 0, offset) + 1
        cut_inside_a_line = offset != line_end and offset != line_start
        if not cut_inside_a_line:
            expected_line = None  # at a line end: the error is where the block should end
    elif kind == "byte":
        offset = chance.randrange(len(real_text))
        replacement = chance.choice("x#!\x00\x1b]/[=-é")
        text = real_text[:offset] + replacement + real_text[offset + 1 :]
    elif kind == "junk":
        at = chance.randrange(1, len(lines))
        text = "\n".join([*lines[:at], "garbage! not a trace line", *lines[at:]])
        expected_line = at + 1
    else:
        at = chance.randrange(len(lines) - 1)
        text = "\n".join(lines[:at] + lines[at + 1 :])
    path = tmp_path / "trace.txt"
    path.write_bytes(text.encode("utf-8"))
    try:
        _read_all(path)
    except ParseError as error:
        assert error.filename == str(path)
        assert 1 <= error.line <= text.count("\n") + 1
        assert str(error).splitlines()[0].startswith(f"{path}:{error.line}:{error.column}: error: ")
        if expected_line is not None:
            assert error.line == expected_line, str(error)
        return
    except TracksrcError:
        return
    # Read without an error: only a change that leaves a valid trace.
    assert kind in ("byte", "drop"), f"{kind} at seed {seed} was read as a whole trace"
