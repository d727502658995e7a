"""Which passes ran inside which: every stage's parent passes.

A pass that runs passes inside it (the inliner runs `canonicalize` on each
callable; IREE's `iree-convert-to-llvm` runs an adaptor; a pass manager's
dynamic pipelines) prints its before-print, then its nested passes' prints
of the part it runs on or of ops inside it, then its after-print.

Printed both ways (`--mlir-print-ir-before-all --mlir-print-ir-after-all`)
every run is so bracketed, and the brackets of one part nest: a run's
before-print is the latest before-print of the same pass on the chain of
prints of its part that leads back from its after-print (each print
replaces the latest print of the part: `replay`), and a stage lies inside
every run whose before-print is on its own chain and whose after-print
comes after it. Prints of other parts (IREE's threads interleave
executables) are on other chains, and never inside.

Printed one way, nothing brackets a run: after-all prints a wrapper after
its nested passes, as it would a pass that ran before them. There the
wrappers are known by name or by what their header prints
(`wrapper_rule`), and a stage lies inside one if it is on the chain of
prints of the wrapper's part that leads to the wrapper's print (after-all:
forward, through the prints that replace it; before-all: back) and is a
pass the wrapper runs: for a wrapper whose header prints its pipeline
(`iree-util-fixed-point-iterator{pipeline=builtin.module(a,b)}`), those
passes in that order, over whole iterations, on its op or inside it; for
the inliner, its `default-pipeline`'s (`canonicalize` when not printed)
on a callable inside it; for IREE's adaptor, any pass on a function right
inside its op; for IREE's executable pipelines (`DYNAMIC_WRAPPERS`), any
pass on its op or inside it; for IREE's linking and input conversion,
the passes they run (`wrappers`). A pass run right beside a wrapper that
takes any pass, on an op inside its, cannot be told from one of its own (before-all: IREE's
`iree-codegen-verify-workgroup-distribution` after an executable's
pipeline on the same function), and a wrapper not known that prints no
pipeline nests nothing. Printed with `--mlir-print-ir-module-scope`, the
op a pass ran on is the one its header names in the module it printed
(`printed_paths`).

`pass_runs` gives, per stage, the stages of the runs it lies in, outermost
first (a before-print for a stream printed both ways, the wrapper's only
print for one printed one way); `with_parents` is how tables name a pass
with the pass it ran in (`inline > canonicalize`): JSON keeps the pass
and its `parents` apart.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence

from tracksrc.pipeline.composition.passes.printed_paths import (
    module_scope,
    placed,
    printed_paths,
)
from tracksrc.pipeline.composition.passes.wrappers import (
    WrapperRule,
    next_in_order,
    runs_pass,
    wrapper_rule,
)
from tracksrc.pipeline.composition.replay import StageEvent
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage

# How far back along a part's prints a run's before-print is looked for
# (a wrapper's nested passes print at most so many times on its part; a
# run not found makes a gap inside it look like unprinted passes' work:
# `attribution.unprinted_between`).
_LONGEST_WALK = 1 << 16

# How a path names a pass inside others (`inline > canonicalize`).
PATH_SEPARATOR = " > "


class PassRuns:
    """The runs of a stream (see the module docstring): `ends` maps a run's
    before-print to its after-print (printed both ways; else empty);
    `inside[n]` the stages of the runs stage n lies in, outermost first."""

    def __init__(self, stages: Sequence[Stage], events: Sequence[StageEvent] | None) -> None:
        """The runs of `stages` from their `events`; None: a stream with no
        wrapper to look for, where every stage lies in no run."""
        self.ends: dict[int, int] = {}
        self.inside: list[tuple[int, ...]] = [()] * len(stages)
        if events is None:
            return
        kinds = {stage.before for stage in stages}
        if kinds == {True, False}:
            self._bracketed(stages, events)
        else:
            self._wrapped(stages, events, after=kinds == {False})

    # -- printed both ways ----------------------------------------------------

    def _bracketed(self, stages: Sequence[Stage], events: Sequence[StageEvent]) -> None:
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

    # -- printed one way ------------------------------------------------------

    def _wrapped(self, stages: Sequence[Stage], events: Sequence[StageEvent], after: bool) -> None:
        """Printed one way: each stage's wrappers, from the print of its part
        that leads to the wrapper's (after-all: the print that replaces it
        next, worked out from the last stage back; before-all: the one it
        replaces)."""
        rules = [wrapper_rule(stage) for stage in stages]
        whole = module_scope(stages)
        paths = placed([printed_paths(event, whole) for event in events])
        if after:
            order = range(len(stages) - 1, -1, -1)
            linked = _next_prints(events)
        else:
            order = range(len(stages))
            linked = [_previous_print(event) for event in events]
        inside = self.inside = [()] * len(stages)
        # Per wrapper with its passes in order: where in them the nested
        # pass last found inside it stands.
        reached: dict[int, int] = {}
        # Per iterating wrapper, the passes found inside it, in walk order.
        repeated: dict[int, list[int]] = {}
        for number in order:
            link = linked[number]
            if link < 0 or paths[number] is None:
                continue
            candidates = inside[link] + ((link,) if rules[link] is not None else ())
            # The innermost wrapper that runs this stage's pass holds it,
            # and so every wrapper around that one.
            for depth in range(len(candidates) - 1, -1, -1):
                wrapper = candidates[depth]
                rule = rules[wrapper]
                if not runs_pass(rule, paths[wrapper], stages[number], paths[number]) or (
                    rule is not None
                    and rule.in_order
                    and not next_in_order(rule, reached, wrapper, stages[number], after)
                ):
                    continue
                inside[number] = candidates[: depth + 1]
                if rule is not None and rule.repeats:
                    repeated.setdefault(wrapper, []).append(number)
                break
        self._whole_iterations(rules, repeated)

    def _whole_iterations(
        self, rules: list[WrapperRule | None], repeated: dict[int, list[int]]
    ) -> None:
        """Leave out of each iterating wrapper the passes found last inside
        it (walking away from its print) that make no whole iteration of
        its pipeline: the same passes run before it (after-all) or after
        it (before-all) look like another iteration."""
        dropped: dict[int, int] = {}
        for wrapper, found in repeated.items():
            rule = rules[wrapper]
            extra = len(found) % len(rule.passes or ()) if rule is not None else 0
            for number in found[len(found) - extra :]:
                dropped[number] = wrapper
        if not dropped:
            return
        for number, runs in enumerate(self.inside):
            lost = {dropped[run] for run in (*runs, number) if run in dropped}
            if lost:
                self.inside[number] = tuple(run for run in runs if run not in lost)

    def enclosing(self, number: int) -> tuple[int, ...]:
        """The stages of the runs stage `number` lies in, outermost first."""
        return self.inside[number]


def _previous_print(event: StageEvent) -> int:
    """The latest print of the part `event` printed (what it replaced, or
    holds, or the container of an op new to the program); -1 for none."""
    stages = [piece.stage.number for piece, _, _ in event.earlier_parts()]
    if not stages and event.container is not None:
        stages.append(event.container.stage.number)
    return max(stages, default=-1)


def _next_prints(events: Sequence[StageEvent]) -> list[int]:
    """Per stage, the first later print that replaced (part of) what it
    printed; -1 for none."""
    first: dict[int, int] = {}
    for event in events:
        for piece, _, _ in event.earlier_parts():
            first.setdefault(piece.stage.number, event.stage.number)
    return [first.get(number, -1) for number in range(len(events))]


_RUNS: weakref.WeakKeyDictionary[Pipeline, tuple[Sequence[StageEvent] | None, PassRuns]] = (
    weakref.WeakKeyDictionary()
)


def pass_runs(pipeline: Pipeline) -> PassRuns:
    """The pipeline's pass runs, worked out once per replay (a stream with
    no wrapper to look for reads no replay for them, and is looked at
    once)."""
    known = _RUNS.get(pipeline)
    if known is not None and known[0] is None:
        return known[1]
    stages = pipeline.stages
    if known is None and not _nests(stages):
        known = _RUNS[pipeline] = (None, PassRuns(stages, None))
        return known[1]
    events = tracker_of(pipeline).events()
    if known is None or known[0] is not events:
        known = _RUNS[pipeline] = (events, PassRuns(stages, events))
    return known[1]


def _nests(stages: Sequence[Stage]) -> bool:
    """True if a stream can show passes inside others: printed both ways,
    or printing a wrapper."""
    kinds = {stage.before for stage in stages}
    return kinds == {True, False} or any(wrapper_rule(stage) for stage in stages)


def parent_passes(pipeline: Pipeline, number: int) -> list[str]:
    """The passes stage `number` ran inside, outermost first."""
    stages = pipeline.stages
    return [stages[run].label for run in pass_runs(pipeline).enclosing(number)]


def with_parents(label: str, parents: Sequence[str]) -> str:
    """How tables name a pass run inside others: with the pass it ran in
    (`inline > canonicalize`; the whole chain, outermost first, is the
    JSON's `parents`: a table of passes five deep would be 200 columns
    wide)."""
    return PATH_SEPARATOR.join([*parents[-1:], label])
