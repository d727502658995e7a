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
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from tracksrc.reading.locations import SourceReMap, aligned_name, position_key
from tracksrc.reading.machine.code import CodeFile, CodeLocation, Instruction
from tracksrc.tracking.provenance import Frame, Stack


@dataclass(frozen=True, slots=True)
class Located:
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
    """The frames of one source file: points (`start == end`, nearly all)
    sorted by position with the instruction holding each, and ranges."""

    starts: list[int] = field(default_factory=list)
    items: list[int] = field(default_factory=list)
    wide: list[tuple[int, int, int]] = field(default_factory=list)


class CodeIndex:
    """The instructions of code files with their source stacks (see the
    module docstring)."""

    def __init__(self, files: Iterable[CodeFile], remap: SourceReMap | None = None) -> None:
        self.files = list(files)
        self.remap = remap
        self.located: list[Located] = []
        self._by_file: dict[str, _FileFrames] | None = None
        self._sources: set[str] | None = None
        # Instructions share a few thousand locations: each one's stacks
        # are worked out (and held) once.
        stacks_of: dict[tuple[CodeLocation, ...], tuple[Stack, ...]] = {}
        for code in self.files:
            for instructions in code.functions.values():
                for instruction in instructions:
                    stacks = stacks_of.get(instruction.location)
                    if stacks is None:
                        stacks = stacks_of[instruction.location] = location_stacks(
                            instruction.location, remap
                        )
                    self.located.append(Located(code, instruction, stacks))

    def __iter__(self) -> Iterator[Located]:
        return iter(self.located)

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
        found = set(frames.items[first:last])
        found.update(
            item for start, end, item in frames.wide if start <= frame[2] and frame[1] <= end
        )
        return [self.located[item] for item in sorted(found)]

    def _frames(self) -> dict[str, _FileFrames]:
        """The frames of the stacks by file (built on the first question)."""
        if self._by_file is None:
            by_file: dict[str, _FileFrames] = {}
            points: dict[str, list[tuple[int, int]]] = {}
            for number, item in enumerate(self.located):
                for stack in item.stacks:
                    for file, start, end in stack:
                        if file not in by_file:
                            by_file[file] = _FileFrames()
                        if start == end:
                            points.setdefault(file, []).append((start, number))
                        else:
                            by_file[file].wide.append((start, end, number))
            for file, pairs in points.items():
                pairs.sort()
                by_file[file].starts = [start for start, _ in pairs]
                by_file[file].items = [number for _, number in pairs]
            self._by_file = by_file
        return self._by_file

    def at(self, path: str, line: int) -> Located | None:
        """The instruction at `line` of the code file `path` (its name as
        given, or the file's base name), or None."""
        for item in self.located:
            if item.instruction.line == line and same_file(item.code.path, path):
                return item
        return None


def same_file(known: str, given: str) -> bool:
    """Whether two spellings of a path name one file: equal, or one the
    other's tail after a `/` (`dumps/x.s` and `/run/dumps/x.s`)."""
    return known == given or known.endswith("/" + given) or given.endswith("/" + known)
