"""Which run of its pass each stage is, as runs are counted across runs of
a compiler.

Passes are compared by name and occurrence, not by stage number: a
function pass prints once per function (IREE), so the same pass lowers a
convolution of `@a` and one of `@b` at different stages. The k-th run of a
pass on one scope (function, module; the executable holding it: IREE
names every variant alike) is pass key `(pass, k)`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable

from tracksrc.pipeline.composition.replay import Piece, StageEvent
from tracksrc.pipeline.streams.stream import Pipeline, Stage

PassKey = tuple[str, int]


def pass_keys_of(pipeline: Pipeline, events: list[StageEvent]) -> list[PassKey]:
    """Each stage's pass key: its pass and how many times that pass had
    already run on the same scope: the same function, module or variant of
    the same executable, in the same compile (a nested one runs the same
    passes: `Pipeline.compiles`). Code generation runs each dispatch's
    passes on its own (IREE names every variant alike), so the runs of one
    dispatch count apart from another's: the same path through two
    dispatches has the same keys."""
    runs: Counter[tuple[Hashable, ...]] = Counter()
    keys: list[PassKey] = []
    for stage in pipeline.stages:
        scope = (stage.label, *scope_of(stage, events[stage.number]))
        keys.append((stage.label, runs[scope]))
        runs[scope] += 1
    return keys


def scope_of(stage: Stage, event: StageEvent) -> tuple[int, str | None, str | None, str | None]:
    """What a stage's pass ran on, as runs are counted: the compile, the
    scope's op and symbol, and the executable holding it (IREE names every
    variant alike; None outside executables)."""
    return (stage.compile, stage.scope_op, stage.scope_symbol, _executable_of(event.added))


def _executable_of(piece: Piece | None) -> str | None:
    """The symbol of the executable that holds (or is) a print's op, found
    through the ops the print replaced; None outside executables."""
    position = None if piece is None else piece.root
    while piece is not None and position is not None:
        summary = piece.summary
        inner: int = position
        while inner >= 0:
            if summary.type_of(inner).endswith("executable"):
                return summary.key_of(inner)[1]
            inner = summary.parent[inner]
        piece, position = piece.anchor if piece.anchor is not None else (None, None)
    return None
