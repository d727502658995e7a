"""Dispatch tensor traces read as iree-run-module prints them: the real
traces of tests/data/iree/numerics, every form of tensor IREE prints, long
lines read in blocks, .npy files, and each kind of bad input an error at
its line and column."""

from __future__ import annotations

import gzip
import lzma
import tempfile
from pathlib import Path

import numpy as np
import pytest

from tests.conftest import DATA, run_tracksrc
from tests.traces import format_tensor, raw_trace, read_text, trace_text
from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.spill import SpillRef
from tracksrc.reading.traces import scan
from tracksrc.reading.traces.element_types import element_type, parse_header
from tracksrc.reading.traces.elements import elements, whole_array
from tracksrc.reading.traces.npy import read_npy, write_npy
from tracksrc.reading.traces.scan import scan_trace

NUMERICS = DATA / "iree" / "numerics"


def _write(tmp_path: Path, text: str, name: str = "trace.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _values(path: Path, ref: object) -> np.ndarray:
    with scan_trace(path) as trace:
        return whole_array(trace, ref)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["good.trace.txt.xz", "bad.trace.txt.xz"])
def test_real_traces_read_as_an_independent_split_reads_them(name: str) -> None:
    path = NUMERICS / name
    expected = raw_trace(read_text(path))
    with scan_trace(path) as trace:
        assert [i.key for i in trace.invocations] == [i.key for i in expected]
        assert len(expected) == 6
        for invocation, raw in zip(trace.invocations, expected, strict=True):
            assert invocation.inputs is not None and invocation.outputs is not None
            for refs, arrays in (
                (invocation.inputs, raw.inputs),
                (invocation.outputs, raw.outputs),
            ):
                assert [r.shape for r in refs] == [a.shape for a in arrays]
                for ref, array in zip(refs, arrays, strict=True):
                    values = whole_array(trace, ref).astype(np.float64)
                    # (float32 of the printed text: what tracksrc holds.)
                    assert np.array_equal(values, array.astype(np.float32), equal_nan=True)
        assert [note.kind for note in trace.notes] == ["exec", "result"]
        assert [r.type_text for r in trace.results] == ["1x10xf32"]
        # The spill the ranges are read from is removed on close.
        spill = trace.data
        assert isinstance(spill, SpillRef)
        if isinstance(spill, SpillRef):
            assert spill.path.exists() and spill.size == len(read_text(path).encode())
    if isinstance(spill, SpillRef):
        assert not spill.path.exists()


def test_every_element_type_iree_prints(tmp_path: Path) -> None:
    # As IREE 3.13's iree-run-module printed them (checked by hand against a
    # real run of a module of these types).
    text = trace_text(
        [
            (
                "m_dispatch_0::m_dispatch_0_elementwise_4_f32",
                ["4xf32=1 -2.5 1E+30 INF"],
                ["4xf32=2 -5 2E+30 -INF"],
            ),
            ("m_dispatch_1::e", ["6xi32=1 2 3 4 5 -6"], ["2x3xi32=[2 4 6][8 10 -12]"]),
            ("m_dispatch_2::e", ["3xf16=1 NAN INF"], ["3xf16=1 -NAN 65504"]),
            ("m_dispatch_3::e", ["2xi8=100 -3"], ["2xi8=-56 -6"]),
            ("m_dispatch_4::e", ["2xi1=01 00"], ["2xbf16=3 6"]),
            ("m_dispatch_5::e", ["f32=3.25"], ["0x3xf32=", "2x0xf32=[][]"]),
            ("m_dispatch_6::e", ["2xi64=4294967296 -1"], ["2xui64=18446744073709551615 0"]),
        ]
    )
    path = _write(tmp_path, text)
    with scan_trace(path) as trace:
        got = [
            [whole_array(trace, r) for r in (i.inputs or []) + (i.outputs or [])]
            for i in trace.invocations
        ]
    assert got[0][0].dtype == np.float32 and list(got[0][1]) == [2, -5, 2e30, -np.inf]
    assert got[1][1].tolist() == [[2, 4, 6], [8, 10, -12]]
    assert got[2][0].dtype == np.float16 and np.isnan(got[2][0][1]) and got[2][1][2] == 65504
    assert got[3][1].dtype == np.int8 and got[3][1].tolist() == [-56, -6]
    assert got[4][0].dtype == np.uint8 and got[4][0].tolist() == [1, 0]
    assert got[4][1].tolist() == [3.0, 6.0]  # bf16, held as float32
    assert got[5][0].shape == () and float(got[5][0]) == 3.25
    assert got[5][1].shape == (0, 3) and got[5][2].shape == (2, 0)
    assert got[6][0].tolist() == [4294967296, -1]
    assert got[6][1].dtype == np.uint64 and int(got[6][1][0]) == 2**64 - 1


def test_elided_tensors_give_the_elements_printed(tmp_path: Path) -> None:
    values = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    printed = format_tensor(values, "f32", max_elements=7)
    assert printed == "2x3x4xf32=[[0 1 2 3][4 5 6...][...]][[...][...][...]]"
    path = _write(tmp_path, trace_text([("e::x", [printed], [printed])]))
    with scan_trace(path) as trace:
        ref = trace.invocations[0].inputs[0]  # type: ignore[index]
        assert np.concatenate(list(elements(trace, ref))).tolist() == list(range(7))
        with pytest.raises(ValueError, match="elided"):
            whole_array(trace, ref)


@pytest.mark.parametrize(
    ("header", "shape", "name"),
    [
        ("4x8xf32", (4, 8), "f32"),
        ("f32", (), "f32"),
        ("0x3xi1", (0, 3), "i1"),
        ("2xx8", (2,), "x8"),
        ("x8", (), "x8"),
        ("3xf8E4M3FN", (3,), "f8E4M3FN"),
    ],
)
def test_headers_are_split_as_iree_splits_them(
    header: str, shape: tuple[int, ...], name: str
) -> None:
    assert parse_header(header) == (shape, element_type(name))


def test_a_tensor_line_longer_than_every_buffer_is_read_in_blocks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Small buffers and blocks: the paths a tensor of gigabytes takes.
    monkeypatch.setattr(scan, "_CHUNK", 4096)
    monkeypatch.setattr(scan, "_HEAD", 256)
    values = np.random.default_rng(1).standard_normal((80, 100)).astype(np.float32)
    printed = format_tensor(values, "f32")
    assert len(printed) > 5 * 4096
    path = _write(tmp_path, trace_text([("e::x", [printed], ["1xf32=1"])], [printed]))
    with scan_trace(path) as trace:
        ref = trace.invocations[0].inputs[0]  # type: ignore[index]
        blocks = list(elements(trace, ref, block=1000))
        assert len(blocks) > 10
        read = np.concatenate(blocks).reshape(80, 100)
        printed_values = np.array([float(f"{v:G}") for v in values.ravel()], np.float32)
        assert np.array_equal(read, printed_values.reshape(80, 100))
        assert np.array_equal(whole_array(trace, trace.results[0]), read)
        assert ref.digest == trace.results[0].digest
        assert ref.digest != trace.invocations[0].outputs[0].digest  # type: ignore[index]
        pieces = [r.digest for r in scan.iter_tensors(trace)]
    # The same bytes hashed whole (a line within the buffer): one digest.
    monkeypatch.setattr(scan, "_CHUNK", 16 << 20)
    monkeypatch.setattr(scan, "_HEAD", 1 << 20)
    with scan_trace(path) as trace:
        assert [r.digest for r in scan.iter_tensors(trace)] == pieces
        assert trace.invocations[0].outputs_line == 5


def test_npy_files_one_array_or_several(tmp_path: Path) -> None:
    first = np.arange(6, dtype=np.float16).reshape(2, 3)
    second = np.asfortranarray(np.arange(12, dtype=">i4").reshape(3, 4))
    path = tmp_path / "results.npy"
    with path.open("wb") as handle:
        np.save(handle, first)
        np.save(handle, second)
    trace = read_npy(path)
    assert [r.type_text for r in trace.results] == ["2x3xf16", "3x4xi32"]
    assert np.array_equal(whole_array(trace, trace.results[0]), first)
    assert np.array_equal(whole_array(trace, trace.results[1]), second)
    written = write_npy(tmp_path / "copy.npy", (3, 4), np.dtype(np.int32), [np.arange(12)])
    assert np.array_equal(np.load(written), np.arange(12).reshape(3, 4))
    with pytest.raises(TracksrcError, match="is an input"):
        write_npy(path, (1,), np.dtype(np.int32), [np.zeros(1)])


def test_bad_npy_files_are_errors_naming_the_array_and_byte(tmp_path: Path) -> None:
    path = tmp_path / "x.npy"
    np.save(path, np.arange(5, dtype=np.float32))
    data = path.read_bytes()
    path.write_bytes(data + b"junk")
    with pytest.raises(TracksrcError, match=r"array 2 \(at byte 148\): not a \.npy array header"):
        read_npy(path)
    path.write_bytes(data[:-3])
    with pytest.raises(TracksrcError, match="ends inside the array's data"):
        read_npy(path)


def _npy_with_header(path: Path, header: str) -> Path:
    """A version 1.0 `.npy` of 40 data bytes whose header text is `header`."""
    text = header.encode("latin-1")
    path.write_bytes(b"\x93NUMPY\x01\x00" + len(text).to_bytes(2, "little") + text + bytes(40))
    return path


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        # 5,000 unary minuses: Python's parser gives up (RecursionError or
        # MemoryError, an internal error before).
        (
            "{'descr': '<f4', 'fortran_order': False, 'shape': (" + "-" * 5000 + "1,)}",
            r"array 1 \(at byte 0\): an unreadable header \(nested too deep to read\)",
        ),
        (
            "{'descr': '<f4', 'fortran_order': False, 'shape': (-2, -5)}",
            r"x\.npy: array 1 \(at byte 0\): an unreadable header \(its shape \(-2, -5\)",
        ),
        (
            "{'descr': '<f4', 'fortran_order': False, 'shape': (-1, 10)}",
            r"x\.npy: array 1 \(at byte 0\): an unreadable header \(its shape \(-1, 10\)",
        ),
        ("{'descr': '<f4', 'fortran_order': False, 'shape': (2.5, 4)}", "its shape"),
        ("{'descr': '<f4', 'fortran_order': False, 'shape': 10}", "an unreadable header"),
    ],
)
def test_an_npy_header_that_cannot_be_is_an_error_at_its_byte(
    tmp_path: Path, header: str, expected: str
) -> None:
    path = _npy_with_header(tmp_path / "x.npy", header)
    with pytest.raises(TracksrcError, match=expected):
        read_npy(path)


# -- errors at their place ------------------------------------------------------

GOOD = trace_text([("e::x", ["2x2xf32=[1 2][3 4]"], ["2xf32=5 6"])])


def _error(tmp_path: Path, text: str, **options: bool) -> ParseError:
    path = _write(tmp_path, text)
    with pytest.raises(ParseError) as caught, scan_trace(path, **options) as trace:
        for invocation in trace.invocations:
            for ref in (invocation.inputs or []) + (invocation.outputs or []):
                list(elements(trace, ref))
    return caught.value


@pytest.mark.parametrize(
    ("text", "line", "column", "message"),
    [
        (GOOD.replace("2xf32=5 6", "2xf32=5 x6"), 6, 9, "'x6' is not an element of type f32"),
        (GOOD.replace("[3 4]", "[3 4 7]"), 3, 19, "more elements than the shape 2x2xf32"),
        (GOOD.replace("[3 4]", "[3]"), 3, 17, "ends after 3 of the 4 elements"),
        (GOOD.replace("[3 4]", "3 4"), 3, 17, "1 `[` and 1 `]` in a tensor of shape 2x2xf32"),
        (GOOD.replace("[3 4]", "[3 4][]"), 3, 21, "3 `[` and 3 `]` in a tensor of shape 2x2xf32"),
        (GOOD.replace("2xf32=5 6", "2xi8=5 300"), 6, 8, "'300' is out of the range of i8"),
        (GOOD.replace("2xf32=5 6", "2xf16=5 1E+06"), 6, 9, "out of the range of f16"),
        (GOOD.replace("2xf32=5 6", "2xf32=5... 6"), 6, 12, "an element after `...`"),
        (GOOD.replace("2xf32=5 6", "2xq32=5 6"), 6, 3, "'q32' is no element type"),
        (GOOD + "hello there\n", 8, 1, "neither a tensor nor iree-run-module's output, in a trace"),
        (GOOD.replace("2xf32=5 6\n", "2xf32=5 6\nhello\n"), 7, 1, "inside a trace block"),
        (
            GOOD.replace("\n\n=== e::x outputs", "\n=== e::x outputs"),
            4,
            1,
            "a new trace block begins",
        ),
        ("2xf32=5 6\n", 1, 1, "a tensor outside any trace block"),
    ],
)
def test_bad_traces_are_errors_at_their_line_and_column(
    tmp_path: Path, text: str, line: int, column: int, message: str
) -> None:
    error = _error(tmp_path, text)
    assert (error.line, error.column) == (line, column), str(error)
    assert message in error.message, str(error)
    lines = str(error).splitlines()
    assert lines[0].startswith(f"{tmp_path / 'trace.txt'}:{line}:{column}: error:")
    # The caret under the column (these lines are short: shown whole).
    assert lines[1] == "  " + text.split("\n")[line - 1].replace("\x1b", "\\1B")
    assert lines[2] == " " * (column + 1) + "^"


def test_the_caret_stands_under_the_column_in_a_long_line(tmp_path: Path) -> None:
    values = np.arange(50_000, dtype=np.float32)
    printed = format_tensor(values, "f32").replace(" 41234 ", " 41z34 ")
    error = _error(tmp_path, trace_text([("e::x", [printed], ["1xf32=1"])]))
    column = printed.index("41z34") + 1
    assert (error.line, error.column) == (3, column)
    snippet, caret = str(error).splitlines()[1:3]
    assert snippet[caret.index("^") : caret.index("^") + 5] == "41z34"
    assert len(snippet) < 300


@pytest.mark.parametrize(
    ("cut", "line", "message"),
    [
        (GOOD.index("6\n") + 1, 6, "ends inside a line, before its newline"),
        (GOOD.index("6\n") + 2, 7, "ends inside the outputs block of 'e::x'"),
        (GOOD.index("[3") + 1, 3, "ends inside a line"),
        (GOOD.index("outputs ==="), 5, "ends inside a line"),
    ],
)
def test_a_cut_trace_is_an_error_at_the_cut(
    tmp_path: Path, cut: int, line: int, message: str
) -> None:
    error = _error(tmp_path, GOOD[:cut])
    assert error.line == line and message in error.message and error.cut, str(error)


def test_allow_partial_keeps_the_whole_invocations(tmp_path: Path) -> None:
    text = trace_text([("e::x", ["1xf32=1"], ["1xf32=2"]), ("e::y", ["1xf32=3"], ["1xf32=4"])])
    path = _write(tmp_path, text[: text.index("1xf32=4") + 3])
    with scan_trace(path, allow_partial=True) as trace:
        assert [i.key for i in trace.invocations] == ["e::x", "e::y"]
        assert trace.invocations[1].outputs is None
        assert trace.cut is not None and "line 12" in trace.cut


def test_a_cut_compressed_trace_is_an_error(tmp_path: Path) -> None:
    packed = lzma.compress(GOOD.encode())
    path = tmp_path / "trace.txt.xz"
    path.write_bytes(packed[: len(packed) // 2])
    with pytest.raises(TracksrcError):
        scan_trace(path)


def test_the_command_line_gives_the_error_and_status_2(tmp_path: Path) -> None:
    good = _write(tmp_path, GOOD, "good.txt")
    bad = _write(tmp_path, GOOD.replace("2xf32=5 6", "2xf32=5 \x1b[31m"), "bad.txt")
    done = run_tracksrc("numerics", str(good), str(bad))
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith(f"{bad}:6:9: error: ")
    assert "\x1b" not in done.stderr and "\\1B" in done.stderr


def test_a_compressed_trace_of_zeros_takes_little_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 16 MB of text in a .gz of some 30 KB: decompressed into a spill of
    # zlib blocks, not raw into the temporary folder (1 GB per side before).
    count = 8_000_000
    zeros = "0 " * (count - 1) + "0"
    text = trace_text([("m::big", [f"{count}xf32={zeros}"], ["1xf32=1"])])
    path = tmp_path / "big.trace.txt.gz"
    path.write_bytes(gzip.compress(text.encode(), 9))
    assert path.stat().st_size < 200_000
    spills = tmp_path / "spills"
    spills.mkdir()
    monkeypatch.setenv("TMPDIR", str(spills))
    monkeypatch.setattr(tempfile, "tempdir", None)
    with scan_trace(path) as trace:
        on_disk = sum(item.stat().st_size for item in spills.iterdir())
        assert 0 < on_disk < 2_000_000
        (ref,) = trace.invocations[0].inputs or []
        seen = total = 0
        for values in elements(trace, ref):
            seen += len(values)
            total += int(np.count_nonzero(values))
        assert (seen, total) == (count, 0)
    assert not list(spills.iterdir())
