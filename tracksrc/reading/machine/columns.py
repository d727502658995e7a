"""A large code file's instructions kept in columns, not as objects.

A 100 MB `.s` holds two million instructions; as `Instruction` objects
(with their texts) they take some 400 MB, four times the file. The
assembly reader keeps them in `Columns` instead, one set per file: per
instruction its line (4 bytes) and the number of its location among the
file's distinct ones (4 bytes), its text compressed with a few thousand
others (some 7 bytes), about 15 bytes in all. Each function is a `Body`,
a window of the file's columns that reads as a sequence of
`Instruction`s, each made when asked for; `locations()` reads the
locations alone (what counting and indexing need) without any text.
"""

from __future__ import annotations

import zlib
from array import array
from bisect import bisect_left
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from typing import overload

from tracksrc.reading.machine.code import CodeLocation, Instruction

# How many instructions' texts are compressed together; how many chunks
# stay decompressed (a query reads the instructions of a few functions,
# mostly in order).
_CHUNK = 4096
_KEPT_CHUNKS = 32
_DECOMPRESSED: OrderedDict[int, tuple[bytes, list[str]]] = OrderedDict()


class Columns:
    """The instructions of one file, in order: `lines`, `location_ids`
    (numbers into `chains`, the file's distinct locations; 0 is `()`) and
    the texts, compressed `_CHUNK` at a time."""

    def __init__(self) -> None:
        self.lines = array("I")
        self.location_ids = array("I")
        self.chains: list[tuple[CodeLocation, ...]] = [()]
        self._chunks: list[bytes] = []
        self._pending: list[str] = []

    def append(self, line: int, location_id: int, text: str) -> None:
        """Add an instruction (in order)."""
        self.lines.append(line)
        self.location_ids.append(location_id)
        pending = self._pending
        pending.append(text)
        if len(pending) == _CHUNK:
            self._chunks.append(_packed(pending))
            pending.clear()

    def close(self) -> None:
        """The file is read: the texts not yet packed are."""
        if self._pending:
            self._chunks.append(_packed(self._pending))
            self._pending = []

    def __len__(self) -> int:
        return len(self.lines)

    def many(self, numbers: Sequence[int], function: str) -> list[Instruction]:
        """The instructions of these numbers of `function` (their texts
        read when asked for)."""
        lines, ids, chains, kept = self.lines, self.location_ids, self.chains, Instruction.kept
        return [kept(lines[n], self, n, function, chains[ids[n]]) for n in numbers]

    def text(self, number: int) -> str:
        """The text of instruction `number` (its chunk decompressed, the
        last few kept)."""
        chunk, at = divmod(number, _CHUNK)
        if chunk == len(self._chunks):
            return self._pending[at]
        return _unpacked(self._chunks[chunk])[at]


class Body(Sequence[Instruction]):
    """One function's instructions: numbers `start` to `end` (exclusive)
    of its file's `columns`; `first_line`: the line of its label."""

    __slots__ = ("columns", "end", "first_line", "function", "start")

    def __init__(self, columns: Columns, function: str, first_line: int) -> None:
        self.columns = columns
        self.function = function
        self.first_line = first_line
        self.start = self.end = len(columns)

    def __len__(self) -> int:
        return self.end - self.start

    @overload
    def __getitem__(self, index: int) -> Instruction: ...

    @overload
    def __getitem__(self, index: slice) -> list[Instruction]: ...

    def __getitem__(self, index: int | slice) -> Instruction | list[Instruction]:
        if isinstance(index, slice):
            return self.many(range(*index.indices(len(self))))
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("instruction index out of range")
        return self.many([index])[0]

    def __iter__(self) -> Iterator[Instruction]:
        step = _CHUNK
        for first in range(0, len(self), step):
            yield from self.many(range(first, min(first + step, len(self))))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence):
            return len(self) == len(other) and list(self) == list(other)
        return NotImplemented

    __hash__ = object.__hash__

    def many(self, indices: Sequence[int]) -> list[Instruction]:
        """The instructions at `indices` (ascending) of the function."""
        start = self.start
        return self.columns.many([start + index for index in indices], self.function)

    def location_ids(self) -> array[int]:
        """Each instruction's location number in the file's `chains`."""
        return self.columns.location_ids[self.start : self.end]

    def locations(self) -> Iterator[tuple[CodeLocation, ...]]:
        """Each instruction's location, in order (no text read)."""
        chains = self.columns.chains
        ids = self.columns.location_ids
        return (chains[ids[number]] for number in range(self.start, self.end))

    def index_of_line(self, line: int) -> int | None:
        """The index of the instruction at `line`, or None."""
        lines = self.columns.lines
        found = bisect_left(lines, line, self.start, self.end)
        return found - self.start if found < self.end and lines[found] == line else None


def _packed(texts: list[str]) -> bytes:
    return zlib.compress("\n".join(texts).encode("utf-8", "surrogateescape"), 1)


def _unpacked(packed: bytes) -> list[str]:
    """A chunk's texts, the last few chunks asked for kept decompressed."""
    key = id(packed)
    kept = _DECOMPRESSED.get(key)
    if kept is not None and kept[0] is packed:
        _DECOMPRESSED.move_to_end(key)
        return kept[1]
    texts = zlib.decompress(packed).decode("utf-8", "surrogateescape").split("\n")
    _DECOMPRESSED[key] = (packed, texts)
    if len(_DECOMPRESSED) > _KEPT_CHUNKS:
        _DECOMPRESSED.popitem(last=False)
    return texts
