"""What ops are tracked into: an index, a pipeline stage, or a pipeline
position, resolved to one `TrackTarget`.

A stage that prints one function is only part of the program; tracking
into it alone would report everything outside that function as lost. A
stage target is therefore the whole program as it stood after that stage
(`tracksrc.pipeline.replay`): the stage itself plus the latest print of every other
part, each part parsed once and only its visible ops kept.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.queries import tracker_of
from tracksrc.pipeline.replay import View
from tracksrc.pipeline.stream import Pipeline, Stage
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.provenance import Mode
from tracksrc.tracking.track import Trackable, track, unique_ops

TargetSpec = OperationIndex | Stage | Pipeline | int | str


@dataclass
class _Part:
    """One parsed piece of the program and the positions of it in force."""

    index: OperationIndex
    visible: set[int] | None  # None: every op of the index


class TrackTarget:
    """The ops of one index, or of the program at one pipeline stage."""

    def __init__(self, parts: list[_Part], label: str) -> None:
        self.parts = parts
        self.label = label

    @property
    def mode(self) -> Mode:
        """The tracking mode of the target's indexes."""
        return self.parts[0].index.mode

    def track(self, ops: Trackable, mode: Mode | str | None = None) -> list[OperationInfo]:
        """The target's ops whose source matches `ops`' (see `tracksrc.track`)."""
        found: list[OperationInfo] = []
        for part in self.parts:
            hits = track(ops, part.index, mode=mode)
            if part.visible is not None:
                visible = part.visible
                hits = [info for info in hits if info.position in visible]
            found.extend(hits)
        return unique_ops(found)

    def operations(self) -> Iterator[OperationInfo]:
        """Every op of the target, part by part, in pre-order."""
        for part in self.parts:
            for info in part.index.infos:
                if part.visible is None or info.position in part.visible:
                    yield info


def resolve_target(
    target: TargetSpec | TrackTarget, pipeline: Pipeline | None = None
) -> TrackTarget:
    """`target` as a `TrackTarget`: an index as it is; a `Stage` (or, with
    `pipeline`, a stage number, `"pass"` or `"pass:N"`) as the program after
    that stage; a `Pipeline` as the program after its last stage."""
    if isinstance(target, TrackTarget):
        return target
    if isinstance(target, OperationIndex):
        return TrackTarget([_Part(target, None)], target.filename)
    if isinstance(target, Pipeline):
        if not len(target):
            raise TracksrcError("tracksrc: error: the pipeline has no stage")
        return program_at(target.stages[-1])
    if isinstance(target, Stage):
        return program_at(target)
    if pipeline is None:
        raise TracksrcError(
            f"tracksrc: error: target {target!r} names a stage; give the pipeline too "
            "(pipeline=...) or pass an index or a Stage"
        )
    return program_at(pipeline.find_spec(target))


def program_at(stage: Stage) -> TrackTarget:
    """The program as it stood after `stage`, as a target."""
    label = f"stage {stage.number} ({stage.pass_argument or stage.source.name})"
    view = View()
    for event in tracker_of(stage.pipeline).events()[: stage.number + 1]:
        view.apply(event)
    parts = [
        _Part(
            piece.stage.op_index(),
            None if not hidden and piece.root == 0 else set(piece.positions(hidden)),
        )
        for piece, hidden in view.pieces.items()
    ]
    return TrackTarget(parts, label)
