"""Interval trees over the provenance of one index: which ops a source
range, or a provenance stack, matches.

One `SourceTrees` holds, for one tracking mode, a tree per source file (the
`intervaltree` package): O(log n + k) per query, never a scan over all ops.
Many ops share a location, so each distinct frame is one interval and its
*postings* say who holds it: (op position, stack index, frame index).

* precise: every frame of every stack of every op (callers too). A query
  stack matches an op's stack when one is a contiguous window of the other
  (`tracksrc.tracking.provenance`), so candidates come from the trees of
  each frame of the query and are then checked window by window.
* compat: each op's single mlir-track-src range; ops of unknown location
  are listed apart (in mlir-track-src they match each other).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from intervaltree import Interval, IntervalTree

from tracksrc.reading.location_attributes import Location
from tracksrc.reading.locations import SourceReMap
from tracksrc.tracking.provenance import Frame, Stack, is_window, precise_stacks

# (op position, index of the stack in the op's provenance, index of the
# frame in that stack)
Posting = tuple[int, int, int]


class FileTrees:
    """The frames of one source file, with who holds each."""

    __slots__ = ("all_frames", "innermost", "postings")

    def __init__(self) -> None:
        self.postings: dict[Frame, list[Posting]] = {}
        self.all_frames: IntervalTree | None = None
        self.innermost: IntervalTree | None = None

    def add(self, frame: Frame, postings: list[Posting]) -> None:
        """Record that `postings` hold `frame` (call `build` before queries)."""
        entries = self.postings.get(frame)
        if entries is None:
            self.postings[frame] = postings
        else:
            entries.extend(postings)

    def build(self) -> None:
        """Build the trees: all frames, and the innermost frames only."""
        self.all_frames = IntervalTree(
            Interval(frame[1], frame[2] + 1, frame) for frame in self.postings
        )
        innermost = [
            frame
            for frame, entries in self.postings.items()
            if any(posting[2] == 0 for posting in entries)
        ]
        if len(innermost) == len(self.postings):
            # No frame is only a caller frame (nothing was inlined): share.
            self.innermost = self.all_frames
        else:
            self.innermost = IntervalTree(
                Interval(frame[1], frame[2] + 1, frame) for frame in innermost
            )

    def overlapping(self, frame: Frame, innermost_only: bool) -> Iterator[Frame]:
        """The recorded frames overlapping `frame` (of the same file)."""
        tree = self.innermost if innermost_only else self.all_frames
        assert tree is not None
        if frame[1] == frame[2]:
            hits = tree.at(frame[1])
        else:
            hits = tree.overlap(frame[1], frame[2] + 1)
        for interval in hits:
            yield interval.data


class SourceTrees:
    """The trees of one index in one mode (build with `precise` or `compat`)."""

    def __init__(
        self,
        files: dict[str, FileTrees],
        stacks: Sequence[tuple[Stack, ...] | None] = (),
        unknown: list[int] | None = None,
    ) -> None:
        self.files = files
        # precise: each op's stacks (by position), to check windows
        self.stacks = stacks
        # compat: positions of the ops whose location is unknown
        self.unknown = unknown or []
        for file_trees in files.values():
            file_trees.build()

    @classmethod
    def precise(
        cls,
        locations: Sequence[Location],
        remap: SourceReMap | None,
        stacks: list[tuple[Stack, ...] | None],
    ) -> SourceTrees:
        """Trees of every frame of the ops' stacks; `stacks[position]` is
        filled with each op's stacks on the way."""
        files: dict[str, FileTrees] = {}
        # Ops share locations: work per distinct location.
        by_location: dict[Location, list[int]] = {}
        for position, location in enumerate(locations):
            by_location.setdefault(location, []).append(position)
        for location, positions in by_location.items():
            op_stacks = precise_stacks(location, remap)
            for position in positions:
                stacks[position] = op_stacks
            for stack_index, stack in enumerate(op_stacks):
                for frame_index, frame in enumerate(stack):
                    file_trees = files.get(frame[0])
                    if file_trees is None:
                        file_trees = files[frame[0]] = FileTrees()
                    file_trees.add(
                        frame, [(position, stack_index, frame_index) for position in positions]
                    )
        return cls(files, stacks)

    @classmethod
    def compat(cls, frames: Sequence[Frame | None]) -> SourceTrees:
        """Trees of each op's single range (`frames[position]`; None: unknown)."""
        files: dict[str, FileTrees] = {}
        unknown: list[int] = []
        for position, frame in enumerate(frames):
            if frame is None:
                unknown.append(position)
                continue
            file_trees = files.get(frame[0])
            if file_trees is None:
                file_trees = files[frame[0]] = FileTrees()
            file_trees.add(frame, [(position, 0, 0)])
        return cls(files, unknown=unknown)

    def overlapping_positions(self, frame: Frame) -> set[int]:
        """Positions of the ops holding a frame that overlaps `frame`."""
        file_trees = self.files.get(frame[0])
        if file_trees is None:
            return set()
        return {
            posting[0]
            for found in file_trees.overlapping(frame, False)
            for posting in file_trees.postings[found]
        }

    def matching_positions(self, stack: Stack) -> set[int]:
        """Positions of the ops with a stack matching `stack` (precise): one
        a contiguous window of the other."""
        hits: set[int] = set()
        stacks = self.stacks
        # `stack` a window of a target stack: find where its innermost frame
        # sits in the target, anywhere.
        file_trees = self.files.get(stack[0][0])
        if file_trees is not None:
            for frame in file_trees.overlapping(stack[0], False):
                for position, stack_index, frame_index in file_trees.postings[frame]:
                    if position in hits:
                        continue
                    target = stacks[position][stack_index]  # type: ignore[index]
                    if (
                        len(stack) == 1
                        or is_window(stack, target, frame_index)
                        or (frame_index == 0 and is_window(target, stack, 0))
                    ):
                        hits.add(position)
        # A target stack a window of `stack`: its innermost frame sits at one
        # of the caller frames of `stack`.
        for offset in range(1, len(stack)):
            file_trees = self.files.get(stack[offset][0])
            if file_trees is None:
                continue
            for frame in file_trees.overlapping(stack[offset], True):
                for position, stack_index, frame_index in file_trees.postings[frame]:
                    if frame_index != 0 or position in hits:
                        continue
                    target = stacks[position][stack_index]  # type: ignore[index]
                    if is_window(target, stack, offset):
                        hits.add(position)
        return hits
