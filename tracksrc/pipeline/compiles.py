"""Compiles nested in a stream: pipelines a pass runs on a module of its own.

IREE evaluates constants by compiling them: `iree-consteval-jit-globals`
builds a new module from the program's constant initializers and runs the
whole pipeline on it, so that with `--mlir-print-ir-after-all` (or before)
a second pipeline is printed inline, hundreds or thousands of stages,
before the pass that started it prints the main program again. Those
stages are not the main program's: taken for it, the whole program
"becomes" the constant module, a source op's lineage jumps into it, and a
pass named by the user (`--to iree-flow-outline-dispatch-regions`) finds
the nested compile's stage first.

A nested compile is recognised where the pass sequence restarts on a new
module: a whole-module print by one of the passes that printed the main
program's first modules, of a module sharing less than half of the
symbols it names with the program being compiled. It ends where a print
belongs to a compile it is nested in again: a whole module sharing more
of its symbols with that compile's program, or a fragment (a function, an
executable) whose symbol only that compile has. Compiles nest (a stack);
a stream without a restart is one compile, numbered 0, the main one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

# How many whole-module prints at the start of the stream give the passes
# whose print of another module means the pipeline started again.
_FIRST_PRINTS = 3


class StagePrint(NamedTuple):
    """What the recognition reads of a stage: its number, pass argument,
    the op it printed (`builtin.module` for a whole module) and its symbol,
    whether it was printed before its pass ran, and how to get the
    symbols a whole-module print names."""

    number: int
    pass_argument: str | None
    scope_op: str | None
    scope_symbol: str | None
    before: bool
    module_symbols: Callable[[], frozenset[str]]


@dataclass
class Compile:
    """One pipeline of a stream: number 0 is the main one; a nested one
    has the number of the compile it ran inside (`parent`) and the stages
    it printed."""

    number: int
    parent: int | None
    stages: list[int] = field(default_factory=list)
    # The symbols the compile's program is known to name.
    symbols: set[str] = field(default_factory=set)
    # The stage of the compile it is nested in whose pass ran it (printed
    # just before it in a before-pass stream, just after it otherwise).
    runner: int | None = None

    @property
    def first(self) -> int:
        """Its first stage's number."""
        return self.stages[0]

    @property
    def last(self) -> int:
        """Its last stage's number."""
        return self.stages[-1]

    def describe(self, runner: str | None = None) -> str:
        """`compile 1: stages 67-793 (727), nested in compile 0, run by
        PASS` (`runner`: the pass of stage `runner`)."""
        if self.parent is None:
            return f"compile 0 (main): {len(self.stages)} stages"
        by = f", run by {runner}" if runner else ""
        return (
            f"compile {self.number}: stages {self.first}-{self.last} ({len(self.stages)}),"
            f" nested in compile {self.parent}{by}"
        )


def _share(symbols: frozenset[str], known: set[str]) -> float:
    """The share of `symbols` that `known` has."""
    return len(symbols & known) / len(symbols) if symbols else 0.0


def find_compiles(stages: Sequence[StagePrint]) -> tuple[list[Compile], list[int]]:
    """The compiles of a stream's stages, and per stage (by position in
    `stages`) the number of the compile it belongs to."""
    compiles = [Compile(0, None)]
    stack = [compiles[0]]
    first_passes: list[str | None] = []
    owner: list[int] = []
    for stage in stages:
        symbol = stage.scope_symbol
        if stage.scope_op == "builtin.module" and symbol is None:
            printed = stage.module_symbols()
            active = stack[-1]
            if len(first_passes) < _FIRST_PRINTS:
                first_passes.append(stage.pass_argument)
            elif (
                printed
                and stage.pass_argument in first_passes
                and _share(printed, active.symbols) < 0.5
            ):
                runner = active.stages[-1] if stage.before and active.stages else None
                active = Compile(len(compiles), active.number, runner=runner)
                compiles.append(active)
                stack.append(active)
            elif len(stack) > 1:
                # Back to the compile whose program the module is most like.
                shares = [
                    (_share(printed, other.symbols), depth) for depth, other in enumerate(stack)
                ]
                best = max(shares)[1]
                _resume(stack, best, stage)
                active = stack[-1]
            # Accumulated, not replaced: a module nested in an executable
            # prints like a whole one but names only its own symbols.
            active.symbols.update(printed)
        elif symbol is not None and len(stack) > 1 and symbol[1:] not in stack[-1].symbols:
            # A fragment only an outer compile knows: that compile again.
            for depth in range(len(stack) - 2, -1, -1):
                if symbol[1:] in stack[depth].symbols:
                    _resume(stack, depth, stage)
                    break
        active = stack[-1]
        if symbol is not None:
            active.symbols.add(symbol[1:])
        active.stages.append(stage.number)
        owner.append(active.number)
    return compiles, owner


def _resume(stack: list[Compile], depth: int, stage: StagePrint) -> None:
    """Back to the compile at `depth` of the stack, at `stage`: the ones
    above it have ended (after a pass, the pass that ran them prints now)."""
    for ended in stack[depth + 1 :]:
        if ended.runner is None and not stage.before:
            ended.runner = stage.number
    del stack[depth + 1 :]
