"""Where the op a stage printed stands in the program: the op types and
symbols from the program's module down to it (`PrintedPath`), what
`nesting` compares to tell passes run inside a wrapper's op from others.

A print shows the op its pass ran on. Printed with
`--mlir-print-ir-module-scope`, every stage is the whole module: the op
its pass ran on is the one its header names (`('func.func' operation:
@f)`), found in the module by type and symbol, and where several ops are
so named (every IREE executable's variant is `@embedded_elf_x86_64`; an
inner module has no symbol), the stages printed around it say which
(`placed`).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

from tracksrc.pipeline.composition.pieces import Piece
from tracksrc.pipeline.composition.replay import StageEvent
from tracksrc.pipeline.streams.stream import Stage
from tracksrc.pipeline.streams.summaries.summary import StageSummary

# Op types and symbols from the program's module (left out) down to an op.
PrintedPath = tuple[tuple[str, ...], tuple[str, ...]]

_MODULE = "builtin.module"
# How many prints of passes on ops inside the module tell whether a stream
# was printed with module scope (each read costs its summary).
_SAMPLE = 9


def printed_paths(event: StageEvent, module_scope: bool) -> list[PrintedPath]:
    """Where the op the stage printed stands, as op types and symbols from
    the program's module (left out) down to it, as the program stood then;
    none for a stage that printed nothing. Printed with
    `--mlir-print-ir-module-scope`, every stage is the whole module: the op
    its pass ran on is the one its header names (`('func.func' operation:
    @f)`), and where several ops are so named (every executable's variant
    is `@embedded_elf_x86_64`; an inner module has no symbol), each of
    them, the program's module first (`placed` chooses; `module_scope`:
    the stream is printed so, else a module pass prints its module)."""
    piece = event.added
    if piece is None:
        return []
    stage, summary, root = event.stage, piece.summary, piece.root
    # (Printed by op, a whole module is what a module pass ran on.)
    by_op = stage.scope_op == _MODULE and not module_scope
    if not _whole_module(piece) or stage.scope_op is None or by_op:
        return [_path_of(piece, root)]
    positions = _ops_named(summary, stage.scope_op, stage.scope_symbol)
    if stage.scope_op == _MODULE:
        positions = [root, *(position for position in positions if position != root)]
    return [_path_of(piece, position) for position in positions or [root]]


def _whole_module(piece: Piece) -> bool:
    """True if `piece` printed the program's module itself."""
    return piece.root == 0 and _whole_summary(piece.summary)


def _whole_summary(summary: StageSummary) -> bool:
    """True if a print is a module itself (not a fragment MLIR wrapped in
    an implicit one)."""
    return len(summary) > 0 and not summary.implicit_root and summary.type_of(0) == _MODULE


def _path_of(piece: Piece, position: int) -> PrintedPath:
    """The op types and symbols from the program's module (left out) down
    to the op at `position` of `piece`."""
    around = list(piece.ancestry(position))
    if around:
        outer, top = around[-1]
        if outer.type_of(top) == _MODULE and outer.parent[top] < 0:
            # (Not when the program is a fragment, printed before any
            # module: a function, the op its passes ran on.)
            around.pop()
    types = tuple(holder.type_of(at) for holder, at in reversed(around))
    symbols = tuple(holder.keys.get(at, [""])[0] for holder, at in reversed(around))
    return types, symbols


def _ops_named(summary: StageSummary, op_type: str, symbol: str | None) -> list[int]:
    """The positions of the ops of `summary` of type `op_type` named
    `symbol` (any, for none)."""
    if symbol:
        return [
            position
            for position, keys in summary.keys.items()
            if keys and keys[0] == symbol and summary.type_of(position) == op_type
        ]
    return [position for position in range(len(summary)) if summary.type_of(position) == op_type]


def placed(found: list[list[PrintedPath]]) -> list[PrintedPath | None]:
    """Each stage's path, chosen where `printed_paths` gives several by the
    nearest stages before and after it that have one: the path sharing
    most ops with either (a pass on an executable's variant runs among the
    passes on that executable); where the program's module is a choice
    (the first), it, unless one of those stages lies inside exactly one of
    the other choices (a module pass among passes on an executable's
    variant, as IREE's linking, is no pass on its inner module)."""
    single = [paths[0] if len(paths) == 1 else None for paths in found]
    before: list[PrintedPath | None] = []
    last: PrintedPath | None = None
    for path in single:
        before.append(last)
        last = path if path is not None else last
    after: list[PrintedPath | None] = [None] * len(found)
    last = None
    for number in range(len(found) - 1, -1, -1):
        after[number] = last
        last = single[number] if single[number] is not None else last
    chosen: list[PrintedPath | None] = []
    for number, paths in enumerate(found):
        if len(paths) <= 1:
            chosen.append(single[number])
            continue
        near = [path for path in (before[number], after[number]) if path is not None]
        if paths[0] == ((), ()):
            # The module, unless a neighbour lies inside another.
            inside = [
                path
                for path in paths[1:]
                if any(_shared(path, other) == len(path[0]) for other in near)
            ]
            chosen.append(inside[0] if len(inside) == 1 else paths[0])
            continue
        scores = [max((_shared(path, other) for other in near), default=0) for path in paths]
        chosen.append(paths[scores.index(max(scores))])
    return chosen


def _shared(path: PrintedPath, other: PrintedPath) -> int:
    """How many ops, from the module down, two paths share."""
    count = 0
    for mine, theirs in zip(zip(*path, strict=True), zip(*other, strict=True), strict=False):
        if mine != theirs:
            break
        count += 1
    return count


def module_scope(stages: Iterable[Stage]) -> bool:
    """True if a stream was printed with `--mlir-print-ir-module-scope`:
    its first passes on an op inside the module (`_SAMPLE`) printed the
    module, most of them (a stream printed by op may show one such print:
    an op new to the program)."""
    on_ops = (stage for stage in stages if stage.scope_op not in (None, _MODULE))
    sample = [_whole_summary(stage.summary()) for stage in itertools.islice(on_ops, _SAMPLE)]
    return sum(sample) * 2 > len(sample) > 0


def printed_path(event: StageEvent) -> tuple[list[str], list[str]] | None:
    """Op types and symbols from the program's module (left out) down to
    the op `event`'s stage printed (a print by op: see `printed_paths`);
    None for a stage that printed nothing."""
    found = printed_paths(event, module_scope=False)
    return (list(found[0][0]), list(found[0][1])) if found else None
