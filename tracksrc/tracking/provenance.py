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

import logging
from collections.abc import Iterable, Sequence
from enum import Enum

from tracksrc.reading.location_attributes import (
    CallSiteLoc,
    FileLoc,
    FusedLoc,
    Location,
    NameLoc,
    SymbolLoc,
    fold_location,
    location_text,
)
from tracksrc.reading.locations import SourceReMap, position_key
from tracksrc.safe_text import visible_line

logger = logging.getLogger("tracksrc.tracking.provenance")

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


def file_stacks(location: FileLoc, remap: SourceReMap | None) -> tuple[Stack, ...]:
    """The stacks of a file location: its frame, or, in a snapshot the
    remap follows, the provenance of the op printed there."""
    frame = file_frame(location, remap)
    if frame is None:
        return ()
    if remap is not None and remap.snapshots is not None:
        expanded = remap.snapshots.expand(*frame)
        if expanded is not None:
            return expanded
    return ((frame,),)


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


# Stacks of one location multiply along call sites (`callsite(fused[a, b] at
# fused[c, d])` has four), so a location built to explode would take memory
# exponential in its depth: past this many frames, the rest are left out,
# with a warning.
MAX_FRAMES_PER_LOCATION = 100_000


def precise_stacks(location: Location, remap: SourceReMap | None = None) -> tuple[Stack, ...]:
    """The provenance stacks of a location (see the module docstring)."""
    if isinstance(location, FileLoc):
        # The common case, without the fold's bookkeeping.
        return file_stacks(location, remap)
    if remap is None and isinstance(location, CallSiteLoc):
        chain = _call_chain(location)
        if chain is not None:
            return (chain,)
    return _folded_stacks(location, remap)


def _call_chain(location: CallSiteLoc) -> Stack | None:
    """The one stack of an inlining chain of file locations
    (`callsite("a":1:2 at callsite("b":3:4 at "c":5:6))`, what inliners
    print for each op they inline) without the fold: its callees, then the
    last caller. None for any other shape (or a chain past the budget)."""
    frames: list[Frame] = []
    node: Location = location
    while type(node) is CallSiteLoc:
        callee = node.callee
        if type(callee) is not FileLoc:
            return None
        frames.append(file_frame(callee, None))  # type: ignore[arg-type]
        node = node.caller
    if type(node) is not FileLoc or len(frames) >= MAX_FRAMES_PER_LOCATION:
        return None
    frames.append(file_frame(node, None))  # type: ignore[arg-type]
    return tuple(frames)


def _folded_stacks(location: Location, remap: SourceReMap | None) -> tuple[Stack, ...]:
    """`precise_stacks` of any location: folded (`fold_location`)."""
    budget = _Budget()
    alternatives: dict[int, list[Location]] = {}

    def descend(node: Location) -> Sequence[Location]:
        # A fused location or a name is the union of what it holds: fold
        # each nest of them at once, straight to its file locations and
        # call sites (a deep nest of fused locations would otherwise
        # rebuild a growing union at every level).
        if isinstance(node, CallSiteLoc):
            return (node.callee, node.caller)
        if not isinstance(node, (FusedLoc, NameLoc)):
            return ()
        found = alternatives.get(id(node))
        if found is None:
            found = alternatives[id(node)] = _union_members(node)
        return found

    def leaf(node: Location) -> tuple[_Part, ...]:
        if isinstance(node, FileLoc):
            return file_stacks(node, remap)
        if isinstance(node, SymbolLoc):
            return ((symbol_frame(node.symbol),),)
        return ()

    def combine(node: Location, inner: list[tuple[_Part, ...]]) -> tuple[_Part, ...]:
        if not isinstance(node, CallSiteLoc):
            members = [stack for stacks in inner for stack in stacks]
            if len(members) == 1:
                return budget.single(members[0])
            return budget.unique(_flat(stack) for stack in members)
        callees, callers = inner
        if not callers:
            return callees
        if not callees:
            # Code of unknown origin inlined at a known call: it comes from
            # the call.
            return callers
        if len(callees) == 1 and len(callers) == 1:
            # One inlining chain, the common case: no duplicates to drop,
            # and the stacks joined later (see `_Joined`).
            return (budget.join(callees[0], callers[0]),)
        flat_callers = [_flat(caller) for caller in callers]
        return budget.unique(
            flat_callee + flat_caller
            for flat_callee in map(_flat, callees)
            for flat_caller in flat_callers
        )

    parts = fold_location(location, leaf, combine, descend)
    stacks = tuple(_flat(part) for part in parts)
    if budget.exceeded:
        logger.warning(
            "a location expands into more than %d provenance frames; the rest are left "
            "out of tracking: %s",
            MAX_FRAMES_PER_LOCATION,
            visible_line(location_text(location, limit=200)),
        )
    return stacks


class _Joined:
    """A stack of a call site not joined yet: the frames of `callee`, then
    those of `caller` (each a stack or another `_Joined`), the first
    `length` of them. An inlining chain of N aliases nests N of these;
    joining tuples at each level would copy 1 + 2 + ... + N frames, so
    they are joined once, for the stacks the fold gives (`_flat`)."""

    __slots__ = ("callee", "caller", "length")

    def __init__(self, callee: _Part, caller: _Part, length: int) -> None:
        self.callee = callee
        self.caller = caller
        self.length = length

    def __len__(self) -> int:
        return self.length


# A stack while a location is folded: its frames, or frames still to join.
_Part = Stack | _Joined


def _flat(part: _Part) -> Stack:
    """A stack being folded as a tuple, within the budget; walked with a
    stack (a chain nests as deep as its aliases), each node with where its
    frames must stop (a `_Joined` cut at the budget holds fewer frames than
    its two sides)."""
    if isinstance(part, tuple):
        return part if len(part) <= MAX_FRAMES_PER_LOCATION else part[:MAX_FRAMES_PER_LOCATION]
    frames: list[Frame] = []
    pending: list[tuple[_Part, int]] = [(part, min(MAX_FRAMES_PER_LOCATION, part.length))]
    while pending:
        node, stop = pending.pop()
        room = stop - len(frames)
        if room <= 0:
            continue
        if isinstance(node, tuple):
            frames += node if len(node) <= room else node[:room]
        else:
            stop = min(stop, len(frames) + node.length)
            pending += ((node.caller, stop), (node.callee, stop))
    return tuple(frames)


def _union_members(location: FusedLoc | NameLoc) -> list[Location]:
    # What a nest of fused locations and names holds that is neither, in
    # printing order, each once.
    members: list[Location] = []
    seen: set[int] = set()
    pending: list[Location] = [location]
    while pending:
        node = pending.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, FusedLoc):
            pending.extend(reversed(node.locations))
        elif isinstance(node, NameLoc):
            if node.child is not None:
                pending.append(node.child)
        else:
            members.append(node)
    return members


class _Budget:
    """Keeps one location's stacks within MAX_FRAMES_PER_LOCATION: the
    first stacks whole, then the innermost frames of the one that crosses
    the limit (where the code came from, its outermost callers cut)."""

    def __init__(self) -> None:
        self.exceeded = False

    def single(self, stack: _Part) -> tuple[_Part, ...]:
        """One stack, alone: nothing to drop, but perhaps too long."""
        if len(stack) <= MAX_FRAMES_PER_LOCATION:
            return (stack,)
        self.exceeded = True
        return (_flat(stack),)

    def join(self, callee: _Part, caller: _Part) -> _Joined:
        """`callee` then `caller` as one stack (see `_Joined`), cut to the
        limit."""
        length = len(callee) + len(caller)
        if length > MAX_FRAMES_PER_LOCATION:
            self.exceeded = True
            length = MAX_FRAMES_PER_LOCATION
        return _Joined(callee, caller, length)

    def unique(self, stacks: Iterable[Stack]) -> tuple[Stack, ...]:
        """The distinct stacks, in order, up to the limit."""
        kept: dict[Stack, None] = {}
        frames = 0
        for stack in stacks:
            if stack in kept:
                continue
            room = MAX_FRAMES_PER_LOCATION - frames
            if len(stack) > room:
                self.exceeded = True
                if room:
                    kept[stack[:room]] = None
                break
            kept[stack] = None
            frames += len(stack)
        return tuple(kept)


def compat_frame(location: Location, remap: SourceReMap | None = None) -> Frame | None:
    """mlir-track-src's single source range of a location (None: unknown)."""
    if isinstance(location, FileLoc):
        return file_frame(location, remap)

    def leaf(node: Location) -> Frame | None:
        return file_frame(node, remap) if isinstance(node, FileLoc) else None

    def combine(node: Location, inner: list[Frame | None]) -> Frame | None:
        if isinstance(node, CallSiteLoc):
            return inner[0]
        merged: Frame | None = None
        for frame in inner:
            merged = frame if merged is None else merge_frames(merged, frame)
        return merged

    return fold_location(location, leaf, combine, _compat_children)


def _compat_children(location: Location) -> tuple[Location, ...]:
    # What mlir-track-src looks into: a call site's callee, a fused
    # location's parts; a name (and its child) is unknown to it.
    if isinstance(location, CallSiteLoc):
        return (location.callee,)
    if isinstance(location, FusedLoc):
        return location.locations
    return ()


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
    if first == second:
        return True  # (the common case, compared in C)
    if len(first) > len(second):
        first, second = second, first
    return any(is_window(first, second, offset) for offset in range(len(second) - len(first) + 1))
