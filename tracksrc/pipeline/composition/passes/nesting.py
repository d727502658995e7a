"""Which passes ran inside which, read from a stream printed both ways.

A pass that runs passes inside it (the inliner runs `canonicalize` on each
callable; IREE's `iree-convert-to-llvm` runs an adaptor; a pass manager's
dynamic pipelines) prints its before-print, then its nested passes' prints
of the part it runs on or of ops inside it, then its after-print. With
`--mlir-print-ir-before-all --mlir-print-ir-after-all` every run is so
bracketed, and the brackets of one part nest: a run's before-print is the
latest before-print of the same pass on the chain of prints of its part
that leads back from its after-print (each print replaces the latest
print of the part: `replay`), and a stage lies inside every run whose
before-print is on its own chain and whose after-print comes after it.
Prints of other parts (IREE's threads interleave executables) are on
other chains, and never inside.

`pass_runs` gives, per stage, the before-prints of the runs it lies in,
outermost first. Streams printed one way only bracket nothing: every stage
lies in no run there.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence

from tracksrc.pipeline.composition.replay import StageEvent
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage

# How far back along a part's prints a run's before-print is looked for
# (a wrapper's nested passes print at most so many times on its part; a
# run not found makes a gap inside it look like unprinted passes' work:
# `attribution.unprinted_between`).
_LONGEST_WALK = 1 << 16


class PassRuns:
    """The runs of a stream printed both ways (see the module docstring):
    `ends` maps a run's before-print to its after-print; `inside[n]` the
    before-prints of the runs stage n lies in, outermost first."""

    def __init__(self, stages: Sequence[Stage], events: Sequence[StageEvent] | None) -> None:
        """The runs of `stages` from their `events`; None: a stream printed
        one way, which brackets nothing."""
        self.ends: dict[int, int] = {}
        if events is None:
            self.inside: list[tuple[int, ...]] = [()] * len(stages)
            return
        previous = [_previous_print(event) for event in events]
        # (An after-print of a pass never printed before closes no run: not
        # looked for, a stream printed before some passes and after others
        # would walk back every part's prints for each.)
        printed_before = {stage.pass_argument for stage in stages if stage.before}
        for stage in stages:
            if not stage.before and stage.pass_argument in printed_before:
                self._match(stage, stages, previous)
        self.inside = []
        for number, earlier in enumerate(previous):
            found: tuple[int, ...] = ()
            if earlier >= 0:
                found = tuple(run for run in self.inside[earlier] if self.ends[run] > number)
                if self.ends.get(earlier, -1) > number:
                    found += (earlier,)
            self.inside.append(found)

    def _match(self, after: Stage, stages: Sequence[Stage], previous: list[int]) -> None:
        earlier = previous[after.number]
        for _ in range(_LONGEST_WALK):
            if earlier < 0:
                return
            candidate = stages[earlier]
            if (
                candidate.before
                and candidate.pass_argument == after.pass_argument
                and earlier not in self.ends
            ):
                self.ends[earlier] = after.number
                return
            earlier = previous[earlier]

    def enclosing(self, number: int) -> tuple[int, ...]:
        """The before-prints of the runs stage `number` lies in, outermost
        first."""
        return self.inside[number]


def _previous_print(event: StageEvent) -> int:
    """The latest print of the part `event` printed (what it replaced, or
    holds, or the container of an op new to the program); -1 for none."""
    stages = [piece.stage.number for piece, _, _ in event.earlier_parts()]
    if not stages and event.container is not None:
        stages.append(event.container.stage.number)
    return max(stages, default=-1)


_RUNS: weakref.WeakKeyDictionary[Pipeline, tuple[Sequence[StageEvent] | None, PassRuns]] = (
    weakref.WeakKeyDictionary()
)


def pass_runs(pipeline: Pipeline) -> PassRuns:
    """The pipeline's pass runs, worked out once per replay (a stream
    printed one way reads no replay for them, and is looked at once)."""
    known = _RUNS.get(pipeline)
    if known is not None and known[0] is None:
        return known[1]
    stages = pipeline.stages
    if known is None and (
        not any(stage.before for stage in stages) or all(stage.before for stage in stages)
    ):
        known = _RUNS[pipeline] = (None, PassRuns(stages, None))
        return known[1]
    events = tracker_of(pipeline).events()
    if known is None or known[0] is not events:
        known = _RUNS[pipeline] = (events, PassRuns(stages, events))
    return known[1]


def parent_passes(pipeline: Pipeline, number: int) -> list[str]:
    """The passes stage `number` ran inside, outermost first (a stream
    printed both ways; elsewhere none)."""
    stages = pipeline.stages
    return [stages[run].label for run in pass_runs(pipeline).enclosing(number)]
