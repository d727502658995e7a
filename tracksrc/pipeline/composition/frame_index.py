"""The frames of one file, indexed for overlap queries: which stacks have
a frame overlapping a range, which frames start on a line, which are
nearest a place."""

from __future__ import annotations

import bisect

from tracksrc.reading.locations import LINE_STEP
from tracksrc.tracking.provenance import Frame


class FrameIndex:
    """Frames of one file with the ids of the stacks holding them, for
    overlap queries. Frames within one line (nearly all: op locations are
    points or short ranges) are sorted by start and found by bisection in a
    one-line window; longer ones are few and checked one by one. Sorting is
    cheaper to build than an interval tree, which matters for 10^5 frames."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.narrow: list[tuple[int, int, int]] = []
        self.wide: list[tuple[int, int, int]] = []

    def add(self, frame: Frame, stack_id: int) -> None:
        """Add one frame of stack `stack_id` (call `sort` before queries)."""
        entry = (frame[1], frame[2], stack_id)
        (self.narrow if frame[2] - frame[1] < LINE_STEP else self.wide).append(entry)

    def sort(self) -> None:
        """Order the narrow frames by start."""
        self.narrow.sort()
        self.starts = [entry[0] for entry in self.narrow]

    def frames_within(self, start: int, end: int) -> list[tuple[int, int]]:
        """The distinct (start, end) of frames starting in [start, end],
        in order."""
        low = bisect.bisect_left(self.starts, start)
        high = bisect.bisect_right(self.starts, end)
        found = {(first, last) for first, last, _ in self.narrow[low:high]}
        found |= {(first, last) for first, last, _ in self.wide if start <= first <= end}
        return sorted(found)

    def nearest(self, key: int, lines: int = 2) -> list[tuple[int, int]]:
        """The frames of the `lines` located lines before and after `key`."""
        position = bisect.bisect_left(self.starts, key)
        found: list[tuple[int, int]] = []
        for step, edge in ((-1, position - 1), (1, position)):
            seen: list[int] = []
            index = edge
            while 0 <= index < len(self.narrow):
                first, last, _ = self.narrow[index]
                line = first // LINE_STEP
                if line not in seen:
                    if len(seen) == lines:
                        break
                    seen.append(line)
                if (first, last) not in found:
                    found.append((first, last))
                index += step
        return sorted(found)

    def overlapping(self, start: int, end: int) -> list[int]:
        """Ids of the stacks with a frame overlapping [start, end]."""
        low = bisect.bisect_left(self.starts, start - LINE_STEP)
        high = bisect.bisect_right(self.starts, end)
        found = [stack for first, last, stack in self.narrow[low:high] if last >= start]
        found += [stack for first, last, stack in self.wide if first <= end and last >= start]
        return found
