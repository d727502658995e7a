"""What ops are tracked into: an index, or the whole program at a pipeline
stage, resolved to one `TrackTarget`.

A stage that prints one function is only part of the program; tracking
into it alone would report everything outside that function as lost. A
stage target is therefore the whole program as it stood after that stage,
which the pipeline layer composes (`tracksrc.pipeline.composition.program`); here it is
only a list of parts to track into.
"""

from __future__ import annotations

from collections.abc import Iterator

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.composition.program import Program, ProgramPart, program_at
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.provenance import Mode
from tracksrc.tracking.track import Trackable, track, unique_ops

TargetSpec = OperationIndex | Program | Stage | Pipeline | int | str


class TrackTarget:
    """The ops of one index, or of the program at one pipeline stage."""

    def __init__(self, parts: list[ProgramPart], label: str) -> None:
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
            yield from part.operations()


def resolve_target(
    target: TargetSpec | TrackTarget, pipeline: Pipeline | None = None
) -> TrackTarget:
    """`target` as a `TrackTarget`: an index as it is; a `Program`, a
    `Stage` (or, with `pipeline`, a stage number, `"pass"` or `"pass:N"`)
    as the program after that stage; a `Pipeline` as the program after its
    last stage (of the main compile: `Pipeline.compiles`)."""
    if isinstance(target, TrackTarget):
        return target
    if isinstance(target, OperationIndex):
        return TrackTarget([ProgramPart(target)], target.filename)
    if isinstance(target, Program):
        program = target
    elif isinstance(target, Pipeline):
        if not target.main_stages():
            raise TracksrcError("tracksrc: error: the pipeline has no whole stage")
        program = program_at(target.main_stages()[-1])
    elif isinstance(target, Stage):
        program = program_at(target)
    elif pipeline is None:
        raise TracksrcError(
            f"tracksrc: error: target {target!r} names a stage; give the pipeline too "
            "(pipeline=...) or pass an index or a Stage"
        )
    else:
        program = program_at(pipeline.find_spec(target))
    return TrackTarget(program.parts, program.label)
