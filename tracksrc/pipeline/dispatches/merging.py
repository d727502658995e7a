"""Deduplicated executables: which dispatch a vanished one was merged into.

`iree-flow-deduplicate-executables` keeps one executable of each structure
and points the dispatch ops of the others at it: their executables vanish,
and what their source ops became from then on lives in the kept one, which
carries only its own op's locations. A dispatch whose body vanishes while
another body with the same op types in the same order lives is a
candidate; it was merged into that one if a host op that called it (found
by its op type and location) calls that one at the stage it vanished. A
dispatch removed as unused has no such op and is merged into nothing.

For each merge the ops of the two bodies are paired in order (the
structures are equal), giving per pair the stack set of the vanished op and
of the kept one: what the query store follows a source through
(`tracksrc.pipeline.store.aliases`).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from dataclasses import dataclass

from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.composition.tracker import PipelineTracker
from tracksrc.pipeline.composition.views import pieces_at
from tracksrc.pipeline.dispatches.dispatch import Body, Dispatch, Merge
from tracksrc.tracking.provenance import Frame

# What a host op is known by across two prints: its type and source frames.
_HostKey = tuple[str, tuple[Frame, ...]]

_NAME_END = re.compile(r"[^\w$.\-]")


@dataclass
class _Candidate:
    vanished: Dispatch
    stage: int
    before: int
    # (dispatch alive with an equal body, stack set pairs)
    alive: list[tuple[Dispatch, set[tuple[int, int]]]]


class MergeFinder:
    """Collects candidates during the dispatch sweep (`vanished`) and
    confirms them from the host ops once it is over (`merges`)."""

    def __init__(self, tracker: PipelineTracker) -> None:
        self.tracker = tracker
        self._candidates: list[_Candidate] = []
        self._shapes: dict[tuple[int, int, int], tuple[str, ...]] = {}
        # The program at each stage a candidate is confirmed at.
        self._programs: dict[int, dict[Piece, int]] = {}

    def _ops(self, body: Body) -> Iterator[int]:
        piece, position, _, hidden = body
        end = piece.summary.subtree_end[position]
        for start, stop in piece.ranges(hidden, (position, end)):
            yield from range(start, stop)

    def _shape(self, body: Body) -> tuple[str, ...]:
        """The op types of a body, in order."""
        key = (id(body[0]), body[1], body[3])
        found = self._shapes.get(key)
        if found is None:
            summary = body[0].summary
            found = self._shapes[key] = tuple(summary.type_of(p) for p in self._ops(body))
        return found

    def _stacksets(self, body: Body) -> list[int]:
        piece = body[0]
        bound = self.tracker.bound(piece.printed_in)
        set_ids = self.tracker.table.set_ids
        column = bound.summary.op_stackset
        return [set_ids[bound.stacksets[column[p]]] for p in self._ops(body)]

    def vanished(
        self,
        item: Dispatch,
        body: Body,
        stage: int,
        before: int,
        alive: list[tuple[Dispatch, Body]],
    ) -> None:
        """`item`'s body (as it stood at stage `before`) is gone at `stage`;
        `alive` are the dispatches whose bodies the program holds there."""
        shape = self._shape(body)
        equal = [
            (other, other_body)
            for other, other_body in alive
            if other_body[2] == body[2] and self._shape(other_body) == shape
        ]
        if not equal:
            return
        mine = self._stacksets(body)
        self._candidates.append(
            _Candidate(
                item,
                stage,
                before,
                [
                    (other, set(zip(mine, self._stacksets(other_body), strict=True)))
                    for other, other_body in equal
                ],
            )
        )

    def merges(self) -> list[Merge]:
        """The candidates confirmed by their host ops."""
        found: list[Merge] = []
        tracker = self.tracker
        self._programs = pieces_at(
            tracker.events(),
            [stage.compile for stage in tracker.pipeline.stages],
            [stage for c in self._candidates for stage in (c.before, c.stage)],
        )
        for candidate in self._candidates:
            callers = self._callers(candidate.before, candidate.vanished)
            if not callers:
                continue
            for other, pairs in candidate.alive:
                if callers & self._callers(candidate.stage, other):
                    found.append(Merge(candidate.vanished, other, candidate.stage, pairs))
                    break
        return found

    def _callers(self, stage: int, item: Dispatch) -> set[_HostKey]:
        """The host ops of the program after `stage` whose text names one of
        `item`'s entry points as `@executable::...@entry`, by op type and
        source frames."""
        tracker = self.tracker
        names = [name for name in item.names if name]
        found: set[_HostKey] = set()
        for piece, hidden in self._programs[stage].items():
            printed = piece.printed_in
            text = printed.text()
            bound = tracker.bound(printed)
            summary = bound.summary
            facts = tracker.stackset_facts(bound)
            lines = summary.line
            first, end = piece.span()
            # Every mention, then their lines counted in one walk down the
            # text (counting from its start for each was the square of it).
            mentions = []
            for name in names:
                needle = "::" + name
                at = text.find(needle)
                while at >= 0:
                    after = at + len(needle)
                    if after >= len(text) or _NAME_END.match(text, after):
                        mentions.append(at)
                    at = text.find(needle, after)
            line, counted = 1, 0
            for at in sorted(mentions):
                line += text.count("\n", counted, at)
                counted = at
                position = bisect.bisect_right(lines, line, first, end) - 1
                if position >= first and piece.visible(position, hidden):
                    found.add((summary.type_of(position), facts[summary.op_stackset[position]][1]))
        return found
