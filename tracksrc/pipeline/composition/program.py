"""The whole program as it stood after a stage, as a ready object.

A stage that prints one function is only part of the program. `program_at
(stage)` composes the program after that stage from the tracker's replay
(`tracksrc.pipeline.composition.replay`): the latest print of every part, each parsed
once (`Stage.op_index`) with only its ops still in force kept. The result,
a `Program`, is what the analysis layer tracks into; it needs to know
nothing of stages, summaries or the replay.

The size of the whole program after every stage is kept in the query
store (`tracksrc.pipeline.store.queries.stage_rows`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.output_files import write_output
from tracksrc.pipeline.composition.program_text import printed_stages, program_text
from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted
from tracksrc.tracking.index import OperationIndex, OperationInfo, say_close_types


@dataclass
class ProgramPart:
    """One parsed piece of the program: an index and the positions of its
    ops still in force (None: all of them)."""

    index: OperationIndex
    visible: set[int] | None = None

    def operations(self) -> Iterator[OperationInfo]:
        """The part's ops in force, in pre-order."""
        for info in self.index.infos:
            if self.visible is None or info.position in self.visible:
                yield info


@dataclass
class Program:
    """The whole program after `stage`: its parts, in the order printed."""

    stage: Stage
    parts: list[ProgramPart]
    # The replay's pieces behind the parts (with the replacements of each
    # in force): what the text is composed from.
    pieces: dict[Piece, int] = field(default_factory=dict, repr=False)

    @property
    def label(self) -> str:
        """`stage N (pass)`, as results name what they tracked into;
        `stage N (before pass)` for a print made before the pass ran."""
        when = "before " if self.stage.before else ""
        return f"stage {self.stage.number} ({when}{self.stage.label})"

    def operations(self) -> Iterator[OperationInfo]:
        """Every op of the program, part by part, in pre-order."""
        for part in self.parts:
            yield from part.operations()

    def prints(self) -> list[int]:
        """The numbers of the stages whose prints make up the program."""
        return printed_stages(self.pieces)

    def text(self) -> str:
        """The program as one MLIR text, composed from the prints (see
        `tracksrc.pipeline.composition.program_text`): what `tracksrc program` writes."""
        return program_text(self.stage, self.pieces)

    def write(self, path: str | Path) -> Path:
        """Write `text()` to `path`; returns the path."""
        return write_output(path, self.text(), errors="surrogateescape")

    def _in_force(
        self, lookup: Callable[[OperationIndex], list[OperationInfo]]
    ) -> list[OperationInfo]:
        """What `lookup` finds in each part's index, of the ops in force."""
        return [
            info
            for part in self.parts
            for info in lookup(part.index)
            if part.visible is None or info.position in part.visible
        ]

    def get_ops_by_type(self, op_name: str) -> list[OperationInfo]:
        """Ops of the program of one type (`linalg.mmt4d`), part by part."""
        found = self._in_force(lambda index: index.ops_of_type(op_name))
        if not found:
            types = {info.op_name for part in self.parts for info in part.index.infos}
            say_close_types(op_name, types, "the program")
        return found

    def get_ops_by_symbol(self, symbol: str) -> list[OperationInfo]:
        """Ops of the program defining `@symbol`, part by part."""
        return self._in_force(lambda index: index.get_ops_by_symbol(symbol))

    def find(self, name: str) -> OperationInfo:
        """The one op a user names (see `OperationIndex.find`: a unique id,
        an SSA name, or a symbol such as a function or a dispatch), looked
        for in every part of the program; a clear error otherwise."""
        found = []
        for part in self.parts:
            try:
                info = part.index.find(name)
            except TracksrcError:
                continue  # not in this part (or not one op in it)
            if part.visible is None or info.position in part.visible:
                found.append(info)
        if len(found) == 1:
            return found[0]
        if found:
            where = ", ".join(f"{info.unique_id} ({info.dump_position})" for info in found[:4])
            raise TracksrcError(
                f"tracksrc: error: {name} names {counted(len(found), 'op')} of the program: {where}"
            )
        raise TracksrcError(f"tracksrc: error: the program after {self.label} has no op {name!r}")

    def __len__(self) -> int:
        return sum(
            len(part.index) if part.visible is None else len(part.visible) for part in self.parts
        )

    def __repr__(self) -> str:
        return f"<Program after {self.label}: {len(self)} ops in {len(self.parts)} parts>"


def program_at(stage: Stage) -> Program:
    """The program as it stood after `stage`."""
    view = tracker_of(stage.pipeline).view_at(stage.number)
    parts = [
        ProgramPart(
            piece.printed_in.op_index(),
            None if not hidden and piece.root == 0 else set(piece.positions(hidden)),
        )
        for piece, hidden in view.pieces.items()
    ]
    return Program(stage, parts, view.pieces)


def symbol_stages(pipeline: Pipeline, symbol: str) -> tuple[Stage, Stage]:
    """The first and the last stage of the main compile after which the
    whole program holds an op with a region defining `symbol` (a
    function, an executable), counted over the replay; a clear error when
    none does."""
    wanted = symbol if symbol.startswith("@") else "@" + symbol

    def count(piece: Piece, hidden: int) -> int:
        keys = piece.summary.keys
        return sum(
            1 for position in piece.positions(hidden) if keys.get(position, [""])[0] == wanted
        )

    found = _presence(pipeline, count)
    if found is None:
        raise TracksrcError(
            f"tracksrc: error: no stage of the pipeline defines {visible_line(wanted)}"
        )
    return found


def _presence(pipeline: Pipeline, count: Callable[[Piece, int], int]) -> tuple[Stage, Stage] | None:
    present = [stage for stage, total in _totals(pipeline, count) if total]
    return (present[0], present[-1]) if present else None


def _totals(pipeline: Pipeline, count: Callable[[Piece, int], int]) -> Iterator[tuple[Stage, int]]:
    # One sweep over the replay, the count kept up to date piece by piece.
    total = 0
    for event, _, changes in tracker_of(pipeline).sweep(count):
        for old, new in changes:
            total += (new or 0) - (old or 0)
        if event.stage.compile == 0:
            yield event.stage, total
