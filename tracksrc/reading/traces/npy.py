"""Tensors in `.npy` files, as `iree-run-module --output=@file.npy` writes
them (`--output=+file.npy` appends: one file of several arrays, one after
another), and as tracksrc writes a dispatch's captured inputs.

`read_npy` reads the headers of every array of a file into a `Trace` whose
`results` are the arrays (their data is read a block at a time, by
`npy_blocks`); `write_npy` writes an array a block at a time. A file that
is not such arrays (a bad magic string or header, data cut short, bytes
after the last array, an object array) is an error naming the array and
the byte.
"""

from __future__ import annotations

import ast
import hashlib
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import BinaryIO

import numpy as np

from tracksrc.errors import TracksrcError
from tracksrc.output_files import output_stream
from tracksrc.reading.files import check_regular_file
from tracksrc.reading.traces.element_types import from_numpy
from tracksrc.reading.traces.trace import TensorRef, Trace

_MAGIC = b"\x93NUMPY"


def read_npy(path: str | Path, name: str | None = None) -> Trace:
    """The arrays of a `.npy` file (see the module docstring) as the
    results of a `Trace`."""
    path = Path(path)
    check_regular_file(path, "npy")
    shown = name or str(path)
    size = path.stat().st_size
    trace = Trace(shown, path, path, size)
    with path.open("rb") as handle:
        offset = 0
        number = 1
        while offset < size:
            ref = _array_at(handle, offset, number, shown, size)
            trace.results.append(ref)
            offset = ref.end
            number += 1
    if not trace.results:
        raise TracksrcError(f"{shown}: an empty file, not a .npy array")
    return trace


def _array_at(handle: BinaryIO, offset: int, number: int, name: str, size: int) -> TensorRef:
    """The array whose header starts at `offset` (the `number`-th)."""

    def bad(message: str) -> TracksrcError:
        return TracksrcError(f"{name}: array {number} (at byte {offset:,}): {message}")

    handle.seek(offset)
    magic = handle.read(8)
    if magic[:6] != _MAGIC:
        what = "the end of the arrays" if number > 1 else "a .npy file"
        raise bad(f"not a .npy array header (bytes after {what}?)")
    major = magic[6]
    width = 2 if major == 1 else 4
    length = int.from_bytes(handle.read(width), "little")
    header = handle.read(length)
    if len(header) < length:
        raise bad("the file ends inside the array's header")
    try:
        fields = ast.literal_eval(header.decode("latin-1"))
        dtype = np.dtype(fields["descr"])
        shape = tuple(fields["shape"])
        fortran = bool(fields["fortran_order"])
    except (ValueError, SyntaxError, KeyError, TypeError) as exc:
        raise bad(f"an unreadable header ({exc})") from None
    except (RecursionError, MemoryError):
        # (A header nested thousands deep: Python's own parser gives up.)
        raise bad("an unreadable header (nested too deep to read)") from None
    if not all(isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in shape):
        shown = repr(fields["shape"])[:80]
        raise bad(f"an unreadable header (its shape {shown} is not of whole numbers >= 0)")
    if dtype.hasobject:
        raise bad("an array of Python objects: tracksrc reads only arrays of numbers")
    element = from_numpy(dtype)
    if element is None:
        raise bad(f"a dtype IREE has no element type for ({dtype})")
    body = offset + 8 + width + length
    count = 1
    for dimension in shape:
        count *= dimension
    end = body + count * dtype.itemsize
    if end > size:
        raise bad(
            f"the file ends inside the array's data ({size - body:,} of {end - body:,} bytes)"
        )
    digest = hashlib.sha256()
    handle.seek(body)
    for piece in iter(lambda: handle.read(min(1 << 22, end - handle.tell())), b""):
        digest.update(piece)
    return TensorRef(
        number, offset, body, end, shape, element, "npy", fortran, dtype.str, digest.digest()
    )


def npy_blocks(handle: BinaryIO, ref: TensorRef, block: int) -> Iterator[np.ndarray]:
    """The elements of a `.npy` array in row-major order, about `block`
    bytes at a time (a column-major array is read whole, to reorder it)."""
    stored = np.dtype(ref.stored)
    target = ref.element_type.value_dtype
    if ref.fortran and len(ref.shape) > 1:
        handle.seek(ref.body)
        whole = np.frombuffer(handle.read(ref.end - ref.body), dtype=stored)
        yield whole.reshape(ref.shape, order="F").ravel(order="C").astype(target)
        return
    step = max(block // stored.itemsize, 1) * stored.itemsize
    position = ref.body
    while position < ref.end:
        handle.seek(position)
        data = handle.read(min(step, ref.end - position))
        position += len(data)
        yield np.frombuffer(data, dtype=stored).astype(target)


def write_npy(
    path: str | Path, shape: tuple[int, ...], dtype: np.dtype, blocks: Iterable[np.ndarray]
) -> Path:
    """Write an array of `shape` and `dtype` to `path` as a `.npy` file, its
    elements (row-major) given in `blocks`, as every output is written
    (`tracksrc.output_files`: never over an input, whole or not at all)."""
    header = {
        "descr": np.lib.format.dtype_to_descr(np.dtype(dtype)),
        "fortran_order": False,
        "shape": shape,
    }
    with output_stream(path) as handle:
        np.lib.format.write_array_header_1_0(handle, header)
        for values in blocks:
            handle.write(np.ascontiguousarray(values, dtype=dtype).tobytes())
    return Path(path)
