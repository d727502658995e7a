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
  in between.

So `lineage`, `blame`, `audit`, `lowering_paths`, `passes` and the report
name the same passes for one compile whichever flag printed it; what one
form cannot see is the first pass in after-all (its input is never
printed) and the last in before-all (its output is never printed).
"""

from __future__ import annotations

from collections.abc import Callable

from tracksrc.pipeline.composition.replay import Piece, StageEvent
from tracksrc.pipeline.streams.stream import Stage

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
    by_pass: dict[str, Stage] = {}
    for stage in found:
        kept = by_pass.get(stage.label)
        if kept is None or (kept.before and not stage.before):
            by_pass[stage.label] = stage
    return sorted(by_pass.values(), key=lambda stage: stage.number)


def culprit_stage(event: StageEvent, relevant: Relevance | None = None) -> Stage:
    """The one stage a table names for `event`: its last culprit (the pass
    that ran last before the change was seen), else the stage itself."""
    found = culprits(event, relevant)
    return found[-1] if found else event.stage


def culprit_label(event: StageEvent, relevant: Relevance | None = None) -> str:
    """The pass(es) that made the change `event` shows, as tables name
    them (`canonicalize`, `a+b` for several); for a before-all stream's
    first print, `(input)`."""
    found = culprits(event, relevant)
    if found:
        return "+".join(stage.label for stage in found)
    new = not event.earlier_parts() and event.container is None
    return "(input)" if new and event.stage.before else event.stage.label


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
