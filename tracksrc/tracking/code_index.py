"""Machine code and LLVM IR indexed by source: which instructions a source
op became, and which source ops an instruction comes from.

An instruction's location (`tracksrc.reading.machine`: its `.loc` or
`!DILocation`, innermost first, then the call sites it was inlined into) is
read as MLIR reads a file location: a frame `(file, line, column)`, the
column as the tool wrote it. Where the file is one a compiler wrote
mid-pipeline (IREE's `configured_module_*.mlir`, whose `.loc` lines name
the op printed there, its column counted from 0 as in MLIR's snapshot
locations), the remap's snapshots follow it to that op's own location and
on to the model (`tracksrc.tracking.snapshots`): an x86 instruction of
IREE's CPU code reaches `model.mlir:15:11` in two hops. A Triton kernel's
`.loc` names the Python line itself, and an inlined helper's instruction
carries its call site after it.

Each instruction gets the stacks of its source (innermost frame first, as
every op's provenance); a query names a source op and gets the
instructions any frame of whose stacks overlaps it (a helper's line finds
every copy inlined; a call site, the copy inlined there).
"""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from tracksrc.reading.locations import SourceReMap, aligned_name, position_key
from tracksrc.reading.machine.code import CodeFile, CodeLocation, Instruction
from tracksrc.reading.machine.columns import Body
from tracksrc.tracking.provenance import Frame, Stack


class Located(NamedTuple):
    """An instruction of a code file with the source stacks it stands for
    (none: it has no location, or one in no known file)."""

    code: CodeFile
    instruction: Instruction
    stacks: tuple[Stack, ...]

    @property
    def where(self) -> str:
        """`file:line` of the instruction in its code file (`file:0xADDRESS`
        in machine code, whose instructions have addresses for lines)."""
        return f"{self.code.path}:{self.place}"

    @property
    def place(self) -> str:
        """Its line, or its address in hex where the code is machine code."""
        line = self.instruction.line
        return f"0x{line:x}" if self.code.addressed else str(line)


def location_stacks(
    location: tuple[CodeLocation, ...], remap: SourceReMap | None
) -> tuple[Stack, ...]:
    """The source stacks of an instruction's location: each frame followed
    through the remap's snapshots, the inlined frame's stacks before its
    call sites' (every combination, as MLIR's call site locations give)."""
    stacks: tuple[Stack, ...] = ((),)
    for frame_location in location:
        frames = _expanded(frame_location, remap)
        if not frames:
            break
        stacks = tuple(stack + more for stack in stacks for more in frames)
    return tuple(stack for stack in stacks if stack)


def _expanded(location: CodeLocation, remap: SourceReMap | None) -> tuple[Stack, ...]:
    """The stacks one frame of a code location stands for."""
    if location.line <= 0 or not location.file:
        return ()
    filename = location.file
    if remap:
        if remap.is_file_disabled(filename):
            return ()
        filename = remap.remap_name(filename)
    key = position_key(location.line, location.column)
    frame: Frame = (filename, key, key)
    if remap is not None and remap.snapshots is not None:
        expanded = remap.snapshots.expand(*frame)
        if expanded is not None:
            return expanded
    return ((frame,),)


@dataclass
class _FileFrames:
    """The frames of one source file in the index's distinct locations:
    points (`start == end`, nearly all) sorted by position with the number
    of the location holding each, and ranges."""

    starts: list[int] = field(default_factory=list)
    chains: list[int] = field(default_factory=list)
    wide: list[tuple[int, int, int]] = field(default_factory=list)


class CodeIndex:
    """The instructions of code files with their source stacks (see the
    module docstring).

    Kept in columns, as the readers keep large files (`reading.machine.columns.
    Body`): instructions are numbered across the files in order; per
    function, each instruction's location number (the index's own: each
    distinct location and its stacks once); and, once asked, per location
    the numbers of its instructions. A `Located` is made for the
    instructions an answer holds, not for every one."""

    def __init__(self, files: Iterable[CodeFile], remap: SourceReMap | None = None) -> None:
        self.files = list(files)
        self.remap = remap
        self._by_file: dict[str, _FileFrames] | None = None
        self._sources: set[str] | None = None
        self._members: list[array[int]] | None = None
        # Per function body: its file, its instructions, where its first
        # stands in the numbering, and how to get its instructions'
        # location numbers (a columnar body's own numbers through a table,
        # or the numbers themselves).
        self._bodies: list[tuple[CodeFile, Sequence[Instruction]]] = []
        self._starts = array("Q")
        # (A columnar file's bodies share one entry: the table and its
        # columns' numbers, read from the body's `start`.)
        self._numbers: list[tuple[list[int] | None, array[int]]] = []
        self._chains: dict[tuple[CodeLocation, ...], int] = {}
        self._stacks: list[tuple[Stack, ...]] = []
        total = 0
        for code in self.files:
            shared: dict[int, tuple[list[int], array[int]]] = {}
            for body in code.functions.values():
                self._bodies.append((code, body))
                self._starts.append(total)
                total += len(body)
                if isinstance(body, Body):
                    columns = body.columns
                    entry = shared.get(id(columns))
                    if entry is None:
                        table = [self._number(chain) for chain in columns.chains]
                        entry = shared[id(columns)] = (table, columns.location_ids)
                    self._numbers.append(entry)
                else:
                    numbers = array("I", (self._number(i.location) for i in body))
                    self._numbers.append((None, numbers))
        self._total = total

    def _number(self, location: tuple[CodeLocation, ...]) -> int:
        """The index's number of a location, its stacks worked out once."""
        found = self._chains.get(location)
        if found is None:
            found = self._chains[location] = len(self._stacks)
            self._stacks.append(location_stacks(location, self.remap))
        return found

    def __len__(self) -> int:
        return self._total

    def __getitem__(self, number: int) -> Located:
        """Instruction `number` of the index (in code order)."""
        if not 0 <= number < self._total:
            raise IndexError("instruction number out of range")
        position = bisect.bisect_right(self._starts, number) - 1
        return self._located(position, number - self._starts[position])

    def _located(self, position: int, index: int) -> Located:
        code, body = self._bodies[position]
        return Located(code, body[index], self._stacks[self._chain(position, index)])

    def _chain(self, position: int, index: int) -> int:
        """The location number of instruction `index` of body `position`."""
        table, numbers = self._numbers[position]
        if table is None:
            return numbers[index]
        return table[numbers[self._offset(position) + index]]

    def _offset(self, position: int) -> int:
        """Where body `position` starts in its file's columns (0: a list)."""
        body = self._bodies[position][1]
        return body.start if isinstance(body, Body) else 0

    def __iter__(self) -> Iterator[Located]:
        for position in range(len(self._bodies)):
            yield from self._body_items(position)

    def of_file(self, code: CodeFile) -> Iterator[Located]:
        """The instructions of one of the index's files, in order."""
        for position, (owner, _) in enumerate(self._bodies):
            if owner is code:
                yield from self._body_items(position)

    def _body_items(self, position: int) -> Iterator[Located]:
        code, body = self._bodies[position]
        stacks = self._stacks
        for index, instruction in enumerate(body):
            yield Located(code, instruction, stacks[self._chain(position, index)])

    def source_files(self) -> set[str]:
        """The files the instructions' stacks name."""
        if self._sources is None:
            self._sources = set(self._frames())
        return self._sources

    def matching(self, frame: Frame) -> list[Located]:
        """The instructions any frame of whose stacks overlaps `frame` (its
        file name aligned with those the stacks spell), in code order."""
        name = aligned_name(frame[0], self.source_files())
        frames = self._frames().get(name)
        if frames is None:
            return []
        first = bisect.bisect_left(frames.starts, frame[1])
        last = bisect.bisect_right(frames.starts, frame[2])
        chains = set(frames.chains[first:last])
        chains.update(
            chain for start, end, chain in frames.wide if start <= frame[2] and frame[1] <= end
        )
        members = self._chain_members()
        return self._many(sorted(number for chain in chains for number in members[chain]))

    def _many(self, numbers: list[int]) -> list[Located]:
        """The instructions of these numbers (ascending), made a function
        at a time."""
        found: list[Located] = []
        stacks = self._stacks
        at = 0
        while at < len(numbers):
            position = bisect.bisect_right(self._starts, numbers[at]) - 1
            start = self._starts[position]
            code, body = self._bodies[position]
            until = bisect.bisect_left(numbers, start + len(body), at)
            indices = [number - start for number in numbers[at:until]]
            table, chains = self._numbers[position]
            offset = self._offset(position)
            made = body.many(indices) if isinstance(body, Body) else [body[i] for i in indices]
            if table is None:
                found += [
                    Located(code, instruction, stacks[chains[index]])
                    for index, instruction in zip(indices, made, strict=True)
                ]
            else:
                found += [
                    Located(code, instruction, stacks[table[chains[offset + index]]])
                    for index, instruction in zip(indices, made, strict=True)
                ]
            at = until
        return found

    def _frames(self) -> dict[str, _FileFrames]:
        """The frames of the locations' stacks by file (built on the first
        question)."""
        if self._by_file is None:
            by_file: dict[str, _FileFrames] = {}
            points: dict[str, list[tuple[int, int]]] = {}
            for chain, stacks in enumerate(self._stacks):
                for stack in stacks:
                    for file, start, end in stack:
                        if file not in by_file:
                            by_file[file] = _FileFrames()
                        if start == end:
                            points.setdefault(file, []).append((start, chain))
                        else:
                            by_file[file].wide.append((start, end, chain))
            for file, pairs in points.items():
                pairs.sort()
                by_file[file].starts = [start for start, _ in pairs]
                by_file[file].chains = [chain for _, chain in pairs]
            self._by_file = by_file
        return self._by_file

    def _chain_members(self) -> list[array[int]]:
        """Per location number, the numbers of its instructions, in order
        (made on the first question)."""
        if self._members is None:
            members = [array("I") for _ in self._stacks]
            for position, (start, (table, numbers)) in enumerate(
                zip(self._starts, self._numbers, strict=True)
            ):
                if table is None:
                    for index, chain in enumerate(numbers):
                        members[chain].append(start + index)
                else:
                    offset = self._offset(position)
                    for index in range(len(self._bodies[position][1])):
                        members[table[numbers[offset + index]]].append(start + index)
            self._members = members
        return self._members

    def at(self, path: str, line: int) -> Located | None:
        """The instruction at `line` of the code file `path` (its name as
        given, or the file's base name), or None."""
        for position, (code, body) in enumerate(self._bodies):
            if not same_file(code.path, path):
                continue
            if isinstance(body, Body):
                index = body.index_of_line(line)
                if index is not None:
                    return self._located(position, index)
                continue
            for index, instruction in enumerate(body):
                if instruction.line == line:
                    return self._located(position, index)
        return None


def same_file(known: str, given: str) -> bool:
    """Whether two spellings of a path name one file: equal, or one the
    other's tail after a `/` (`dumps/x.s` and `/run/dumps/x.s`)."""
    return known == given or known.endswith("/" + given) or given.endswith("/" + known)
