"""Bytes decompressed on the way, kept compressed: a spill of zlib blocks.

A few hundred KB of `.xz` or `.gz` can expand to gigabytes (a long stage,
a trace of tensors of zeros). What must be read again by range is written
once, in order, into a temporary file as zlib blocks of `Spill.BLOCK`
bytes, with where each block starts: a bomb of repeated text takes little
disk, and a range is read back by decompressing the blocks it spans.

A spill is an unnamed file of this process (`Spill()`), or a named one
that other processes read (`Spill(named=True)`; `SpillRef` says where it
is and how it is cut, `SpillReader` reads it as a binary file: the worker
processes comparing a compressed trace's tensors).
"""

from __future__ import annotations

import bisect
import contextlib
import io
import os
import tempfile
import zlib
from array import array
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class SpillRef:
    """A named spill as another process reads it: the file, and the bytes
    block n holds (`starts[n]:starts[n + 1]`) at `places[n]` of the file."""

    path: Path
    starts: tuple[int, ...]
    places: tuple[int, ...]

    @property
    def size(self) -> int:
        """How many bytes the spill holds."""
        return self.starts[-1]


class Spill:
    """Bytes written once, in order, and read back by range (see the module
    docstring); removed when closed."""

    BLOCK = 1 << 20

    def __init__(self, named: bool = False) -> None:
        self.path: Path | None = None
        if named:
            descriptor, name = tempfile.mkstemp(prefix="tracksrc-spill-", suffix=".zblocks")
            self.path = Path(name)
            self._file = os.fdopen(descriptor, "w+b")
        else:
            self._file = tempfile.TemporaryFile(prefix="tracksrc-spill-")  # noqa: SIM115
        self._pending = bytearray()
        # Block n holds bytes starts[n]:starts[n + 1] at places[n] of the file.
        self._starts = array("q", [0])
        self._places = array("q", [0])
        self._cached: tuple[int, bytes] = (-1, b"")

    @property
    def size(self) -> int:
        """How many bytes were written."""
        return self._starts[-1] + len(self._pending)

    def write(self, data: bytes | memoryview) -> None:
        """Add `data` at the end."""
        view = memoryview(data)
        if self._pending:
            taken = self.BLOCK - len(self._pending)
            self._pending += view[:taken]
            view = view[taken:]
            if len(self._pending) < self.BLOCK:
                return
            self._put(self._pending)
            self._pending = bytearray()
        while len(view) >= self.BLOCK:
            self._put(view[: self.BLOCK])
            view = view[self.BLOCK :]
        self._pending += view

    def finish(self) -> None:
        """Write what is pending: the bytes can be read from now on."""
        if self._pending:
            self._put(self._pending)
            self._pending = bytearray()
        self._file.flush()

    def _put(self, block: bytes | bytearray | memoryview) -> None:
        packed = zlib.compress(block, 1)
        self._file.write(packed)
        self._starts.append(self._starts[-1] + len(block))
        self._places.append(self._places[-1] + len(packed))

    def read(self, start: int, end: int) -> bytes:
        """Bytes `start:end` of what was written (after `finish`)."""
        return _read_blocks(self._starts, self._places, self._block, start, end)

    def _block(self, number: int) -> bytes:
        if self._cached[0] != number:
            place = self._places[number]
            packed = os.pread(self._file.fileno(), self._places[number + 1] - place, place)
            self._cached = (number, zlib.decompress(packed))
        return self._cached[1]

    def ref(self) -> SpillRef:
        """Where a named spill is and how it is cut (after `finish`)."""
        if self.path is None:
            raise ValueError("an unnamed spill is read by its own process only")
        return SpillRef(self.path, tuple(self._starts), tuple(self._places))

    def close(self) -> None:
        """Remove the file."""
        self._file.close()
        if self.path is not None:
            with contextlib.suppress(OSError):
                os.unlink(self.path)


def _read_blocks(
    starts: array[int] | tuple[int, ...],
    places: array[int] | tuple[int, ...],
    block: object,
    start: int,
    end: int,
) -> bytes:
    """Bytes `start:end` of blocks cut at `starts`, `block(n)` giving block
    n's bytes."""
    parts = []
    number = bisect.bisect_right(starts, start) - 1
    while start < end and number < len(starts) - 1:
        data = block(number)  # type: ignore[operator]
        low = start - starts[number]
        part = data[low : low + end - start]
        if not part:
            break
        parts.append(part)
        start += len(part)
        number += 1
    return b"".join(parts)


class SpillReader(io.RawIOBase):
    """A named spill read as a binary file (seek, read, tell), by another
    process than the one that wrote it."""

    def __init__(self, ref: SpillRef) -> None:
        super().__init__()
        self.ref = ref
        self._file = ref.path.open("rb")
        self._position = 0
        self._cached: tuple[int, bytes] = (-1, b"")

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._position, io.SEEK_END: self.ref.size}[whence]
        self._position = max(0, base + offset)
        return self._position

    def tell(self) -> int:
        return self._position

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        view = memoryview(buffer).cast("B")
        data = _read_blocks(
            self.ref.starts,
            self.ref.places,
            self._block,
            self._position,
            min(self._position + len(view), self.ref.size),
        )
        view[: len(data)] = data
        self._position += len(data)
        return len(data)

    def _block(self, number: int) -> bytes:
        if self._cached[0] != number:
            place = self.ref.places[number]
            packed = os.pread(self._file.fileno(), self.ref.places[number + 1] - place, place)
            self._cached = (number, zlib.decompress(packed))
        return self._cached[1]

    def close(self) -> None:
        self._file.close()
        super().close()


def open_spill(ref: SpillRef) -> io.BufferedReader:
    """A named spill as a buffered binary file."""
    return io.BufferedReader(SpillReader(ref), buffer_size=Spill.BLOCK)
