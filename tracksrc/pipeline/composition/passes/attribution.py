"""Which pass made what a stage shows, in every stream form.

A change seen at a print was made by the passes that ran between the
earlier print of that part of the program (the pieces the print replaces,
`tracksrc.pipeline.composition.replay`) and this one:

* `--mlir-print-ir-after-all`: the pass after which this stage was
  printed (the earlier print was made after an earlier pass had already
  run);
* `--mlir-print-ir-before-all`: the pass before which the *earlier* print
  was made (it ran right after that print);
* both at once: the pass between the two prints around it (named once);
* a before-print right after an after-print of the same part: nothing ran
  in between, when every pass prints after it runs (after-all: a pass in
  between would have printed after itself) or before (before-all); but in
  a stream printed both ways, a pass that the two prints lie inside (the
  inliner, between the `canonicalize` runs it nests) works between its
  nested passes: a change there is its own (`nesting`).

A pass that only runs nested pipelines (an adaptor: `PURE_ADAPTORS`) does
no work of its own, and one whose nested passes printed nothing of a part
changed nothing in it. So a change seen at such an adaptor's print, with
no nested print of that part in between, was made by the pass the adaptor
runs in (IREE's `iree-convert-to-llvm` runs one partway through its own
work): after-all names the pass whose after-print of the part comes next
(the enclosing pass finishes after its nested adaptor), before-all the
one whose before-print came before (it started before), as a stream
printed both ways shows them nested (`outside_adaptors`).

So `lineage`, `blame`, `audit`, `lowering_paths`, `passes` and the report
name the same passes for one compile whichever flag printed it; what one
form cannot see is the first pass in after-all (its input is never
printed) and the last in before-all (its output is never printed).

A stream printed for some passes only names the printed pass that ran
between the two prints (the pass printed after, or the one the earlier
print was made before), and `since` says where the range starts: passes
that printed nothing ran in it too. A stream printed for some passes on
both sides (`--mlir-print-ir-before=X --mlir-print-ir-after=Y`) tells
itself apart: a pass prints before it runs only, another after only,
which neither after-all nor before-all does (each prints every pass its
way). There, between an after-print and the next before-print of the
same part no printed pass ran at all: a change seen there is named
`(unprinted passes, stages A-B)` (`unprinted_label`), never the pass
printed before (which runs after the change). With the same passes listed
both ways (`--mlir-print-ir-before=X --mlir-print-ir-after=X`) the passes
alone look like a stream printed both ways for every pass; it tells
itself apart by what its prints show: a part changed between its
after-print and its next before-print, where no run of a printed pass
brackets the two (`nesting`), which only a pass that printed nothing can
have done (`unprinted_between`).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable

from tracksrc.pipeline.composition.passes.nesting import pass_runs
from tracksrc.pipeline.composition.passes.wrappers import PURE_ADAPTORS
from tracksrc.pipeline.composition.replay import Piece, StageEvent
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage

# What a table names the passes that printed nothing by (`passes`: one row).
UNPRINTED = "(unprinted passes)"

# Whether the part `position` of a piece (as it stood with `hidden`
# replacements) matters to a query: only the passes that ran on such parts
# are named.
Relevance = Callable[[Piece, int, int], bool]


def culprits(event: StageEvent, relevant: Relevance | None = None) -> list[Stage]:
    """The stages whose passes made the change `event` shows, one per pass
    (in a before+after stream the prints around a pass both name it; the
    after-print is kept); with `relevant`, only passes that ran on the
    parts it keeps. Empty for a before-all stream's first print (the input)
    and for a before-print of what an after-print just showed. An op new to
    the program is blamed on the pass that ran on what holds it (its
    `container`)."""
    found: list[Stage] = []
    earlier = [
        piece.stage
        for piece, position, hidden in event.earlier_parts()
        if relevant is None or relevant(piece, position, hidden)
    ]
    found.extend(stage for stage in earlier if stage.before)
    container = event.container
    if container is not None and container.stage.before and event.stage.before:
        # An op new to the program, first seen in a before-print: made by
        # the pass that ran on what holds it, after that was last printed.
        found.append(container.stage)
    if not event.stage.before:
        found.append(event.stage)
    if not event.nested and any(stage.pass_argument in PURE_ADAPTORS for stage in found):
        found = outside_adaptors(found, event)
    if not found and event.stage.before and event.earlier_parts():
        found = _enclosing_run(event)
    by_pass: dict[str, Stage] = {}
    for stage in found:
        kept = by_pass.get(stage.label)
        if kept is None or (kept.before and not stage.before):
            by_pass[stage.label] = stage
    return sorted(by_pass.values(), key=lambda stage: stage.number)


def outside_adaptors(found: list[Stage], event: StageEvent) -> list[Stage]:
    """`found` with each pure adaptor (`PURE_ADAPTORS`) replaced by the pass
    it runs in, for a change `event` shows with no nested print of the part
    since its last print (see the module docstring): for the adaptor's
    after-print, the next after-print of the part by another pass; for its
    before-print, the before-print of the part just before it. An adaptor
    with no such print stays."""
    events = tracker_of(event.stage.pipeline).events()
    replacing = _replacing(event.stage.pipeline, events)
    outside: list[Stage] = []
    for stage in found:
        if stage.pass_argument not in PURE_ADAPTORS:
            outside.append(stage)
        elif not stage.before:
            outside.append(_next_after_print(events[stage.number], replacing) or stage)
        else:
            outside.append(_previous_before_print(events[stage.number], events) or stage)
    return outside


def _enclosing_run(event: StageEvent) -> list[Stage]:
    """For a before-print right after an after-print of its part, in a
    stream printed both ways: the before-print of the innermost run both
    lie inside (whose pass worked between its nested passes), if any."""
    pipeline = event.stage.pipeline
    runs = pass_runs(pipeline)
    started = since(event)
    enclosing = [run for run in runs.enclosing(event.stage.number) if run < started]
    if not runs.ends or not enclosing or selected_both_ways(pipeline):
        return []
    return [pipeline.stages[enclosing[-1]]]


def _next_after_print(printed: StageEvent, replacing: dict[int, StageEvent]) -> Stage | None:
    seen = printed
    while seen.added is not None:
        later = replacing.get(id(seen.added))
        if later is None or later.stage.before:
            return None
        if later.stage.pass_argument not in PURE_ADAPTORS:
            return later.stage
        seen = later
    return None


def _previous_before_print(printed: StageEvent, events: list[StageEvent]) -> Stage | None:
    seen = printed
    while seen.replaced:
        earlier = max((piece.stage for piece, _, _ in seen.replaced), key=lambda s: s.number)
        if not earlier.before:
            return None
        if earlier.pass_argument not in PURE_ADAPTORS:
            return earlier
        seen = events[earlier.number]
    return None


_REPLACING: weakref.WeakKeyDictionary[Pipeline, tuple[list[StageEvent], dict[int, StageEvent]]] = (
    weakref.WeakKeyDictionary()
)


def _replacing(pipeline: Pipeline, events: list[StageEvent]) -> dict[int, StageEvent]:
    """The event that first replaced each piece (by the piece's id), of
    the pipeline's `events` (worked out once per list of events)."""
    known = _REPLACING.get(pipeline)
    if known is None or known[0] is not events:
        found: dict[int, StageEvent] = {}
        for each in events:
            for piece, _, _ in each.replaced:
                found.setdefault(id(piece), each)
        known = _REPLACING[pipeline] = (events, found)
    return known[1]


def culprit_stage(event: StageEvent, relevant: Relevance | None = None) -> Stage:
    """The one stage a table names for `event`: its last culprit (the pass
    that ran last before the change was seen), else the stage itself (also
    where passes that printed nothing made it: `unprinted_label`)."""
    found = culprits(event, relevant)
    return found[-1] if found else event.stage


def culprit_label(event: StageEvent, relevant: Relevance | None = None) -> str:
    """The pass(es) that made the change `event` shows, as tables name
    them (`canonicalize`, `a+b` for several); for a before-all stream's
    first print, `(input)`; for a before-print after an after-print in a
    stream printed for some passes both ways, `(unprinted passes, stages
    A-B)`."""
    found = culprits(event, relevant)
    if found:
        return "+".join(stage.label for stage in found)
    new = not event.earlier_parts() and event.container is None
    if new and event.stage.before:
        return "(input)"
    started = since(event)
    if not new and unprinted(event.stage, [], started):
        return unprinted_label(started, event.stage.number)
    return event.stage.label


def unprinted(stage: Stage, found: list[int], since_stage: int) -> bool:
    """True if what `stage` shows against the print `since_stage`, with
    the culprits `found`, was made by passes that printed nothing: a
    before-print after an after-print of the same part (no culprit) in a
    stream printed for some passes both ways (see the module docstring)."""
    return not found and stage.before and since_stage >= 0 and selected_both_ways(stage.pipeline)


def unprinted_label(since_stage: int, stage: int) -> str:
    """How tables name the passes that printed nothing between the print
    at `since_stage` and the one at `stage`."""
    return f"{UNPRINTED[:-1]}, stages {since_stage}-{stage})"


def is_unprinted(label: str) -> bool:
    """True for a label of `unprinted_label`."""
    return label.startswith(UNPRINTED[:-1])


_SELECTED: weakref.WeakKeyDictionary[Pipeline, bool] = weakref.WeakKeyDictionary()


def selected_both_ways(pipeline: Pipeline) -> bool:
    """True if `pipeline` prints some passes before they run and some
    after, and neither way every pass, or prints some passes both ways
    only (see the module docstring)."""
    found = _SELECTED.get(pipeline)
    if found is None:
        found = _SELECTED[pipeline] = prints_selected_both_ways(
            pipeline.stages
        ) or unprinted_between(pipeline)
    return found


def unprinted_between(pipeline: Pipeline) -> bool:
    """True if a part of a stream printed both ways changed between its
    after-print and its next before-print (of the same op) with no run
    bracketing the two: a pass that printed nothing ran there."""
    runs = pass_runs(pipeline)
    if not runs.ends:
        return False
    stages = pipeline.stages
    for event in tracker_of(pipeline).events():
        stage = event.stage
        if not stage.before or not event.earlier_parts():
            continue
        earlier = stages[max(piece.stage.number for piece, _, _ in event.earlier_parts())]
        if (
            not earlier.before
            and (earlier.scope_op, earlier.scope_symbol) == (stage.scope_op, stage.scope_symbol)
            and earlier.digest != stage.digest
            and not any(run < earlier.number for run in runs.enclosing(stage.number))
        ):
            return True
    return False


def prints_selected_both_ways(stages: Iterable[Stage]) -> bool:
    """True if the passes printed before they ran and those printed after
    are neither the same nor one within the other: with after-all every
    pass prints after, with before-all before, so one side would hold
    the other."""
    before: set[str] = set()
    after: set[str] = set()
    for stage in stages:
        (before if stage.before else after).add(stage.label)
    return bool(before) and bool(after) and not (before <= after or after <= before)


def since(event: StageEvent) -> int:
    """The stage of the latest earlier print of what `event` printed (its
    container's, for an op new to the program); -1 for a first print. The
    change happened between that print and this one: in a stream printed
    for some passes only (`--mlir-print-ir-after=X`), passes that printed
    nothing ran in between too, and the stream cannot tell which did it."""
    stages = [piece.stage.number for piece, _, _ in event.earlier_parts()]
    if event.container is not None:
        stages.append(event.container.stage.number)
    return max(stages, default=-1)
