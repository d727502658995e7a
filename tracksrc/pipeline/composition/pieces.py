"""The pieces a replay (`tracksrc.pipeline.composition.replay`) makes the
program of: what one stage's print contributes, minus what later prints
replaced, and what kind of op each piece's own op is."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from tracksrc.pipeline.streams.stream import Stage
from tracksrc.pipeline.streams.summaries.summary import StageSummary


@dataclass(eq=False, slots=True)
class Piece:
    """One stage's contribution to the program: its ops minus the subtrees
    (pre-order position ranges) that later pieces replaced. `hidden` only
    grows; its first N entries are the piece as it stood when it had N."""

    stage: Stage
    # None: the summary of the stage that printed it, read when first used
    # (a replay read back from the store holds no summary).
    known_summary: StageSummary | None
    root: int
    hidden: list[tuple[int, int]] = field(default_factory=list)
    # Where the piece sits in the program: the (piece, position) of the op
    # it replaced, None for the base or an op printed for the first time.
    anchor: tuple[Piece, int] | None = None
    # The stage whose text holds the piece's ops, when that is not `stage`
    # (an op printed under another thread's header: see `mixed_prints`).
    printed: Stage | None = None

    @property
    def printed_in(self) -> Stage:
        """The stage whose text (and index) holds the piece's ops."""
        return self.stage if self.printed is None else self.printed

    @property
    def summary(self) -> StageSummary:
        """The summary of the stage that printed the piece's ops."""
        if self.known_summary is None:
            self.known_summary = self.printed_in.summary()
        return self.known_summary

    def visible(self, position: int, hidden: int | None = None) -> bool:
        """True if the op at `position` is part of the program (with only
        the first `hidden` replacements, if given)."""
        ranges = self.hidden if hidden is None else self.hidden[:hidden]
        return not any(start <= position < end for start, end in ranges)

    def ancestry(self, position: int) -> Iterator[tuple[StageSummary, int]]:
        """The op at `position` and every op around it in the program, inner
        first, through the anchors of fragments (a fragment stands for the
        op it replaced); the module MLIR creates around a fragment is left
        out, the program's own module is last."""
        current: Piece | None = self
        while current is not None:
            summary = current.summary
            while position >= 0:
                if not (position == 0 and summary.implicit_root):
                    yield summary, position
                position = summary.parent[position]
            if current.anchor is None:
                return
            current, position = current.anchor
            position = current.summary.parent[position]

    def span(self) -> tuple[int, int]:
        """The positions the piece covers: [first, end)."""
        summary = self.summary
        if self.root == 0:
            return (1 if summary.implicit_root else 0), len(summary)
        return self.root, summary.subtree_end[self.root]

    def ranges(
        self, hidden: int | None = None, within: tuple[int, int] | None = None
    ) -> Iterator[tuple[int, int]]:
        """The visible ops of the piece as [start, end) position ranges, in
        order (with only the first `hidden` replacements, if given; only
        inside `within`, if given)."""
        start, end = self.span() if within is None else within
        cuts = sorted(self.hidden if hidden is None else self.hidden[:hidden])
        for cut_start, cut_end in cuts:
            if cut_end <= start or cut_start >= end:
                continue
            if cut_start > start:
                yield start, cut_start
            start = max(start, cut_end)
        if start < end:
            yield start, end

    def positions(self, hidden: int | None = None) -> Iterator[int]:
        """The visible ops of the piece, in pre-order (see `ranges`)."""
        for start, end in self.ranges(hidden):
            yield from range(start, end)


# The last word of the types of ops that hold the program's symbols:
# builtin.module, vm.module, flow/stream/hal executables, their variants.
CONTAINER_WORDS = frozenset({"module", "executable", "variant"})


def root_key(piece: Piece) -> tuple[str, str] | None:
    """The (type, symbol) key of the piece's own op, as `region_keys` gives
    it; None when its op holds no region (no key)."""
    summary, root = piece.summary, piece.root
    entry = summary.keys.get(root)
    if entry is None or (root == 0 and summary.implicit_root):
        return None
    return summary.type_of(root), entry[0] if entry else ""


def is_container(piece: Piece) -> bool:
    """True if the piece's op holds symbols (a module, an executable, a
    variant)."""
    return piece.summary.type_of(piece.root).rsplit(".", 1)[-1] in CONTAINER_WORDS
