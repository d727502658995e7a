"""What an operation's location says about where it came from: the two
tracking modes.

`precise` (the default) turns a location into a set of *stacks*. A stack is a
tuple of frames, innermost first; a frame is a source range `(file,
start_key, end_key)` with inclusive integer position keys. `loc("a":1:2)` is
one stack of one frame; `callsite(A at B)` prefixes each stack of A to each
stack of B, so code inlined from two call sites gets two different stacks;
`fused[A, B]` is the union of the stacks of A and B, each kept on its own; a
name keeps its child's stacks (the name is recorded elsewhere).

Two stacks *match* when one is a contiguous window of the other, frame by
frame overlapping. So a callee op (`4:20`) matches each inlined copy
(`4:20 at 7:8`, `4:20 at 8:8`) and the call op (`7:8`) matches what was
inlined through it, while the copies (`4:20 at 7:8` and `4:20 at 8:8`) do not
match each other.

`compat` reproduces mlir-track-src: a call site is its callee, a fused
location is one range merging its children (only those in the first known
child's file: mlir-track-src fails on the others), a name is unknown. As in
mlir-track-src, unknown ranges match each other.
"""

from __future__ import annotations

from enum import Enum

from tracksrc.reading.locations import (
    CallSiteLoc,
    FileLoc,
    FusedLoc,
    Location,
    NameLoc,
    SourceReMap,
    SymbolLoc,
    position_key,
)

Frame = tuple[str, int, int]
Stack = tuple[Frame, ...]

# A debug symbol (`SymbolLoc`) is a frame of its own pseudo-file, named by
# the symbol: equal symbols give equal frames, different ones never overlap.
SYMBOL_FILE = "<debug symbol>"


def symbol_frame(symbol: str) -> Frame:
    """The frame standing for one debug symbol (same symbol, same frame)."""
    return (SYMBOL_FILE + symbol, 0, 0)


def frame_symbol(frame: Frame) -> str | None:
    """The debug symbol a frame stands for, or None for a source range."""
    if frame[0].startswith(SYMBOL_FILE):
        return frame[0][len(SYMBOL_FILE) :]
    return None


class Mode(str, Enum):
    """How locations are compared when tracking."""

    PRECISE = "precise"
    COMPAT = "compat"

    @classmethod
    def parse(cls, value: str | Mode) -> Mode:
        """`Mode("precise")` with a clear error for other words."""
        try:
            return cls(value)
        except ValueError:
            raise ValueError(
                f"unknown tracking mode {value!r}: expected 'precise' or 'compat'"
            ) from None


def file_frame(location: FileLoc, remap: SourceReMap | None) -> Frame | None:
    """The frame of a file location, renamed by `remap`; None if disabled."""
    filename = location.filename
    if remap:
        if remap.is_file_disabled(filename):
            return None
        filename = remap.remap_name(filename)
    return (
        filename,
        position_key(location.start_line, location.start_column),
        position_key(location.end_line, location.end_column),
    )


def precise_stacks(location: Location, remap: SourceReMap | None = None) -> tuple[Stack, ...]:
    """The provenance stacks of a location (see the module docstring)."""
    if isinstance(location, FileLoc):
        frame = file_frame(location, remap)
        return () if frame is None else ((frame,),)
    if isinstance(location, NameLoc):
        return () if location.child is None else precise_stacks(location.child, remap)
    if isinstance(location, CallSiteLoc):
        callees = precise_stacks(location.callee, remap)
        callers = precise_stacks(location.caller, remap)
        if not callers:
            return callees
        if not callees:
            # Code of unknown origin inlined at a known call: it comes from
            # the call.
            return callers
        return _unique(callee + caller for callee in callees for caller in callers)
    if isinstance(location, FusedLoc):
        return _unique(
            stack for child in location.locations for stack in precise_stacks(child, remap)
        )
    if isinstance(location, SymbolLoc):
        return ((symbol_frame(location.symbol),),)
    return ()


def _unique(stacks: object) -> tuple[Stack, ...]:
    return tuple(dict.fromkeys(stacks))  # type: ignore[call-overload]


def compat_frame(location: Location, remap: SourceReMap | None = None) -> Frame | None:
    """mlir-track-src's single source range of a location (None: unknown)."""
    if isinstance(location, FileLoc):
        return file_frame(location, remap)
    if isinstance(location, CallSiteLoc):
        return compat_frame(location.callee, remap)
    if isinstance(location, SymbolLoc):
        return None  # mlir-track-src knows no debug symbols
    if isinstance(location, FusedLoc):
        merged: Frame | None = None
        for child in location.locations:
            frame = compat_frame(child, remap)
            merged = frame if merged is None else merge_frames(merged, frame)
        return merged
    return None


def merge_frames(first: Frame, second: Frame | None) -> Frame:
    """The smallest frame covering both; a frame of another file (or None)
    leaves `first` unchanged."""
    if second is None or second[0] != first[0]:
        return first
    return (first[0], min(first[1], second[1]), max(first[2], second[2]))


def frames_overlap(first: Frame, second: Frame) -> bool:
    """True if two frames share a position."""
    return first[0] == second[0] and first[1] <= second[2] and second[1] <= first[2]


def is_window(inner: Stack, outer: Stack, offset: int) -> bool:
    """True if `inner` overlaps `outer[offset:offset + len(inner)]` frame by
    frame."""
    if offset < 0 or offset + len(inner) > len(outer):
        return False
    return all(frames_overlap(frame, outer[offset + index]) for index, frame in enumerate(inner))


def stacks_match(first: Stack, second: Stack) -> bool:
    """True if one stack is a contiguous window of the other."""
    if len(first) > len(second):
        first, second = second, first
    return any(is_window(first, second, offset) for offset in range(len(second) - len(first) + 1))
