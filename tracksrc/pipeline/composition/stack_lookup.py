"""Looking up a pipeline's provenance stacks by place: the stacks with a
frame overlapping a range, the files they name, the stack sets holding
them.

While a tracker binds stages, its stacks are in memory (`MemoryLookup`,
over a `FrameIndex` per file). Once kept in the pipeline's store, a query
asks the store's tables instead (`StoredLookup`): the frames of every
stack indexed by file and start, and which stack sets hold each stack; a
query of one place reads a few rows, never the 100,000 stacks of a GPU
stream. SQLite's integers are signed 64-bit and keys reach 2^64 - 1: the
tables hold `stored_key`s, in the same order, so ranges stay ranges. Every
row read is checked (`row_checks`): a damaged one raises `StoreError`.
"""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, Protocol, TypeVar

from tracksrc.pipeline.composition.frame_index import FrameIndex
from tracksrc.pipeline.streams.storage.database import StoreError, StreamStore, damaged_midway
from tracksrc.pipeline.streams.storage.row_checks import checked, with_check
from tracksrc.pipeline.streams.summaries.summary import StackTable
from tracksrc.reading.locations import LINE_STEP, MAX_KEY, key_of_stored, stored_key
from tracksrc.tracking.provenance import Frame, Stack

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS stack_files (number INTEGER PRIMARY KEY, name TEXT NOT NULL, "
    "row_check INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS stack_frames (stack INTEGER NOT NULL, place INTEGER NOT NULL, "
    "file INTEGER NOT NULL, start INTEGER NOT NULL, end INTEGER NOT NULL, "
    "wide INTEGER NOT NULL, row_check INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS set_members (stackset INTEGER NOT NULL, stack INTEGER NOT NULL, "
    "row_check INTEGER NOT NULL)",
)
_Method = TypeVar("_Method", bound=Callable[..., Any])
_INDEXES = (
    "CREATE INDEX IF NOT EXISTS stack_frames_by_place ON stack_frames (file, wide, start)",
    "CREATE INDEX IF NOT EXISTS stack_frames_by_stack ON stack_frames (stack)",
    "CREATE INDEX IF NOT EXISTS set_members_by_stack ON set_members (stack)",
    "CREATE INDEX IF NOT EXISTS set_members_by_set ON set_members (stackset)",
)


class StackLookup(Protocol):
    """What queries ask of a pipeline's stacks."""

    def files(self) -> set[str]:
        """The files the stacks' frames name."""

    def candidates(self, stacks: Sequence[Stack]) -> set[int]:
        """Ids of the stacks with a frame overlapping a frame of `stacks`."""

    def stacks(self, ids: Iterable[int]) -> dict[int, Stack]:
        """The stacks of these ids."""

    def frames_within(self, file: str, start: int, end: int) -> list[tuple[int, int]]:
        """(start, end) of the distinct frames of `file` starting in
        [start, end], in order."""

    def nearest(self, file: str, key: int) -> list[tuple[int, int]]:
        """The frames of `file` on the two located lines before and after
        `key`."""

    def sets_holding(self, ids: Iterable[int]) -> list[int]:
        """The numbers of the stack sets holding any of these stacks."""

    def set_members(self, numbers: Iterable[int]) -> dict[int, frozenset[int]]:
        """The stacks of these stack sets."""


class MemoryLookup:
    """A `StackLookup` over a `StackTable` being filled (its frame indexes
    grow with it)."""

    def __init__(self, table: StackTable) -> None:
        self.table = table
        self._frames: dict[str, FrameIndex] = {}
        self._indexed = 0
        self._files: set[str] = set()
        self._members: dict[int, list[int]] | None = None
        self._sets_indexed = 0

    def _index(self) -> None:
        stacks = self.table.stacks
        if self._indexed == len(stacks):
            return
        for stack_id in range(self._indexed, len(stacks)):
            for frame in stacks[stack_id]:
                self._frames.setdefault(frame[0], FrameIndex()).add(frame, stack_id)
                self._files.add(frame[0])
        for frames in self._frames.values():
            frames.sort()
        self._indexed = len(stacks)

    def files(self) -> set[str]:
        """The files the stacks' frames name."""
        self._index()
        return self._files

    def candidates(self, stacks: Sequence[Stack]) -> set[int]:
        """Ids of the stacks with a frame overlapping a frame of `stacks`."""
        self._index()
        found: set[int] = set()
        for stack in stacks:
            for file, start, end in stack:
                index = self._frames.get(file)
                if index is not None:
                    found.update(index.overlapping(start, end))
        return found

    def stacks(self, ids: Iterable[int]) -> dict[int, Stack]:
        """The stacks of these ids."""
        stacks = self.table.stacks
        return {stack_id: stacks[stack_id] for stack_id in ids}

    def frames_within(self, file: str, start: int, end: int) -> list[tuple[int, int]]:
        """(start, end) of the distinct frames of `file` starting in range."""
        self._index()
        index = self._frames.get(file)
        return [] if index is None else index.frames_within(start, end)

    def nearest(self, file: str, key: int) -> list[tuple[int, int]]:
        """The frames of the located lines nearest `key`."""
        self._index()
        index = self._frames.get(file)
        return [] if index is None else index.nearest(key)

    def sets_holding(self, ids: Iterable[int]) -> list[int]:
        """The numbers of the stack sets holding any of these stacks."""
        sets = self.table.set_list
        if self._members is None:
            self._members = {}
        members = self._members
        for number in range(self._sets_indexed, len(sets)):
            for stack in sets[number]:
                members.setdefault(stack, []).append(number)
        self._sets_indexed = len(sets)
        found: set[int] = set()
        for stack in ids:
            found.update(members.get(stack, ()))
        return sorted(found)

    def set_members(self, numbers: Iterable[int]) -> dict[int, frozenset[int]]:
        """The stacks of these stack sets."""
        sets = self.table.set_list
        return {number: sets[number] for number in numbers}


def _stored(key: int) -> int:
    # A key of a query as the tables hold keys; a bound past the keys there
    # can be (a range reaching below line 0 or past the last key) is
    # clamped.
    return stored_key(min(max(key, 0), MAX_KEY))


def _chunks(values: Iterable[int], size: int = 500) -> Iterable[list[int]]:
    wanted = sorted(set(values))
    for offset in range(0, len(wanted), size):
        yield wanted[offset : offset + size]


def _damage_ends_the_command(method: _Method) -> _Method:
    # (A damaged row is found while a query is answered, from stacks the
    # tracker already used: `damaged_midway` sets the store aside.)
    @functools.wraps(method)
    def checked_method(self: StoredLookup, *arguments: Any) -> Any:
        try:
            return method(self, *arguments)
        except StoreError as exc:
            raise damaged_midway(self.store, exc) from None

    return checked_method  # type: ignore[return-value]


class StoredLookup:
    """A `StackLookup` over the tables `write` kept in a store."""

    def __init__(self, store: StreamStore) -> None:
        self.store = store
        self._names: list[str] | None = None

    @property
    def db(self) -> sqlite3.Connection:
        """The store's database."""
        return self.store.connection

    @staticmethod
    def write(table: StackTable, db: sqlite3.Connection) -> None:
        """Keep the stacks of `table` as tables of `db` (in its transaction)."""
        for statement in _SCHEMA:
            db.execute(statement)
        for name in ("stack_files", "stack_frames", "set_members"):
            db.execute(f"DELETE FROM {name}")
        files: dict[str, int] = {}

        # (Rows made as SQLite takes them: a list of them all, freed once
        # written, left its memory to the process.)
        def frames() -> Iterator[tuple[int | str | bytes | None, ...]]:
            for stack_id, stack in enumerate(table.stacks):
                for place, (file, start, end) in enumerate(stack):
                    yield with_check(
                        (
                            stack_id,
                            place,
                            files.setdefault(file, len(files)),
                            stored_key(start),
                            stored_key(end),
                            int(end - start >= LINE_STEP),
                        )
                    )

        db.executemany("INSERT INTO stack_frames VALUES (?, ?, ?, ?, ?, ?, ?)", frames())
        db.executemany(
            "INSERT INTO stack_files VALUES (?, ?, ?)",
            [with_check((n, f)) for f, n in files.items()],
        )
        db.executemany(
            "INSERT INTO set_members VALUES (?, ?, ?)",
            (
                with_check((number, stack))
                for number, each in enumerate(table.set_list)
                for stack in each
            ),
        )
        for statement in _INDEXES:
            db.execute(statement)

    def _files(self) -> list[str]:
        if self._names is None:
            rows = checked(self.db.execute("SELECT * FROM stack_files"), "stacks' files")
            names = {number: name for number, name in rows}
            try:
                self._names = [str(names[number]) for number in range(len(names))]
            except KeyError:
                raise StoreError("the stacks' files are not numbered in order") from None
        return self._names

    @_damage_ends_the_command
    def files(self) -> set[str]:
        """The files the stacks' frames name."""
        return set(self._files())

    def _file_number(self, file: str) -> int | None:
        try:
            return self._files().index(file)
        except ValueError:
            return None

    @_damage_ends_the_command
    def candidates(self, stacks: Sequence[Stack]) -> set[int]:
        """Ids of the stacks with a frame overlapping a frame of `stacks`."""
        found: set[int] = set()
        for stack in stacks:
            for file, start, end in stack:
                number = self._file_number(file)
                if number is None:
                    continue
                # Narrow frames start within a line of the range; wide ones
                # (rare) are checked one by one.
                found.update(
                    row[0]
                    for row in self._frames(
                        "file = ? AND wide = 0 AND start BETWEEN ? AND ? AND end >= ?",
                        (number, _stored(start - LINE_STEP), _stored(end), _stored(start)),
                        number,
                    )
                )
                found.update(
                    row[0]
                    for row in self._frames(
                        "file = ? AND wide = 1 AND start <= ? AND end >= ?",
                        (number, _stored(end), _stored(start)),
                        number,
                    )
                )
        return found

    def _frames(
        self, condition: str, arguments: Sequence[int], file: int | None = None
    ) -> list[tuple[int, ...]]:
        """The frames' rows (stack, place, file, start, end, wide) meeting
        `condition`, checked; those of another file than `file` (where
        given) are damage too (an index leading astray)."""
        rows = checked(
            self.db.execute(f"SELECT * FROM stack_frames WHERE {condition}", arguments),
            "stacks' frames",
        )
        if file is not None and any(row[2] != file for row in rows):
            raise StoreError("a frame of another file than asked for")
        return rows  # type: ignore[return-value]

    def _distinct_frames(
        self, file: int, condition: str, arguments: Sequence[int]
    ) -> list[tuple[int, int]]:
        """The distinct (start, end) of the frames of `file` meeting
        `condition` (SQL of `start`, `end`), each checked against a row
        that holds it."""
        found = []
        for start, end in self.db.execute(
            f"SELECT DISTINCT start, end FROM stack_frames WHERE file = ? AND {condition}",
            (file, *arguments),
        ):
            if not self._frames(
                "file = ? AND start = ? AND end = ? LIMIT 1", (file, start, end), file
            ):
                raise StoreError("a frame that no row holds")
            found.append((key_of_stored(start), key_of_stored(end)))
        return found

    @_damage_ends_the_command
    def stacks(self, ids: Iterable[int]) -> dict[int, Stack]:
        """The stacks of these ids."""
        names = self._files()
        frames: dict[int, list[tuple[int, Frame]]] = {}
        for chunk in _chunks(ids):
            marks = ",".join("?" * len(chunk))
            asked = set(chunk)
            for stack, place, file, start, end, _ in self._frames(f"stack IN ({marks})", chunk):
                if stack not in asked or not 0 <= file < len(names):
                    raise StoreError("a frame of a stack not asked for")
                frame = (names[file], key_of_stored(start), key_of_stored(end))
                frames.setdefault(stack, []).append((place, frame))
        return {
            stack: tuple(frame for _, frame in sorted(found)) for stack, found in frames.items()
        }

    @_damage_ends_the_command
    def frames_within(self, file: str, start: int, end: int) -> list[tuple[int, int]]:
        """(start, end) of the distinct frames of `file` starting in range."""
        number = self._file_number(file)
        if number is None:
            return []
        return sorted(
            self._distinct_frames(number, "start BETWEEN ? AND ?", (_stored(start), _stored(end)))
        )

    @_damage_ends_the_command
    def nearest(self, file: str, key: int, lines: int = 2) -> list[tuple[int, int]]:
        """The frames of the located lines nearest `key`."""
        number = self._file_number(file)
        if number is None:
            return []
        found: list[tuple[int, int]] = []
        for condition, order in (("start < ?", "DESC"), ("start >= ?", "ASC")):
            seen: list[int] = []
            for start, end in self._distinct_frames(
                number, f"{condition} ORDER BY start {order} LIMIT 64", (_stored(key),)
            ):
                line = start // LINE_STEP
                if line not in seen:
                    if len(seen) == lines:
                        break
                    seen.append(line)
                found.append((start, end))
        return sorted(set(found))

    @_damage_ends_the_command
    def sets_holding(self, ids: Iterable[int]) -> list[int]:
        """The numbers of the stack sets holding any of these stacks."""
        found: set[int] = set()
        for chunk in _chunks(ids):
            marks = ",".join("?" * len(chunk))
            asked = set(chunk)
            for stackset, stack in self._members(f"stack IN ({marks})", chunk):
                if stack not in asked:
                    raise StoreError("a stack set member not asked for")
                found.add(stackset)
        return sorted(found)

    def _members(self, condition: str, arguments: Sequence[int]) -> list[tuple[int, int]]:
        rows = checked(
            self.db.execute(f"SELECT * FROM set_members WHERE {condition}", arguments),
            "stack sets",
        )
        return rows  # type: ignore[return-value]

    @_damage_ends_the_command
    def set_members(self, numbers: Iterable[int]) -> dict[int, frozenset[int]]:
        """The stacks of these stack sets."""
        found: dict[int, set[int]] = {}
        for chunk in _chunks(numbers):
            marks = ",".join("?" * len(chunk))
            asked = set(chunk)
            for stackset, stack in self._members(f"stackset IN ({marks})", chunk):
                if stackset not in asked:
                    raise StoreError("a stack set not asked for")
                found.setdefault(stackset, set()).add(stack)
        return {number: frozenset(found.get(number, ())) for number in numbers}
