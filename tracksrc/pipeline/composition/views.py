"""Following the program through the replay's events: a `View` of the
program of one compile at one stage, and `sweep`, which keeps a value per
piece of the program up to date stage by stage (what every whole-pipeline
table is counted by)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TypeVar

from tracksrc.pipeline.composition.replay import Piece, StageEvent


class View:
    """The program of one compile (default: the main one) at one stage:
    replays events without recomputing which op each fragment replaces.
    `pieces` maps each piece to the number of its replacements in force."""

    def __init__(self, compile: int = 0) -> None:
        self.compile = compile
        self.pieces: dict[Piece, int] = {}

    def apply(self, event: StageEvent) -> None:
        """Move the view past one stage (another compile's changes
        nothing)."""
        if event.compile != self.compile:
            return
        for piece in event.removed:
            del self.pieces[piece]
        for piece in event.hidden:
            self.pieces[piece] += 1
        if event.added is not None:
            self.pieces[event.added] = 0

    def positions(self) -> Iterator[tuple[Piece, int]]:
        """(piece, position) of every op of the program."""
        for piece, hidden in self.pieces.items():
            for position in piece.positions(hidden):
                yield piece, position


def pieces_at(
    events: Sequence[StageEvent], compiles: Sequence[int], numbers: Iterable[int]
) -> dict[int, dict[Piece, int]]:
    """The program after each of stages `numbers`, as `View.pieces`, of the
    compile that printed it (`compiles[number]`): the events replayed once
    per compile for them all, not once per stage."""
    wanted = sorted(set(numbers))
    found: dict[int, dict[Piece, int]] = {}
    for compile in sorted({compiles[number] for number in wanted}):
        view = View(compile)
        done = 0
        for number in wanted:
            if compiles[number] != compile:
                continue
            for event in events[done : number + 1]:
                view.apply(event)
            done = number + 1
            found[number] = dict(view.pieces)
    return found


T = TypeVar("T")


def sweep(
    events: Iterable[StageEvent], contribution: Callable[[Piece, int], T], compile: int = 0
) -> Iterator[tuple[StageEvent, dict[Piece, T], list[tuple[T | None, T | None]]]]:
    """Replay `events` stage by stage, keeping `contribution(piece, hidden)`
    of every piece of the program up to date: per stage, only the pieces the
    stage touched are recomputed. Yields each event, the contributions of
    the program's pieces then, and (old, new) for each piece it touched
    (None where the piece was not, or is no longer, in the program), so
    that running totals are kept by subtracting old and adding new. The
    program is that of `compile` (default: the main one); a stage of
    another compile is yielded as an event that changes nothing."""
    view = View(compile)
    current: dict[Piece, T] = {}
    for event in events:
        if event.compile != compile:
            yield StageEvent(event.stage, replaced=[], compile=compile), current, []
            continue
        view.apply(event)
        changes: list[tuple[T | None, T | None]] = []
        for piece in event.touched():
            old = current.pop(piece, None)
            new = None
            if piece in view.pieces:
                new = current[piece] = contribution(piece, view.pieces[piece])
            changes.append((old, new))
        yield event, current, changes
