"""What the recognition of nested compiles reads of each stage
(`StagePrint`) and what it finds (`Compile`): `compiles` says how."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

# A pipeline restarts at one of its first passes: one whose first
# whole-module print was among the compile's first so many distinct ones
# (IREE's code generation prints each executable's inner module, pass after
# pass, dispatch after dispatch: those are no restart).
_ENTRY_PASSES = 24


class StagePrint(NamedTuple):
    """What the recognition reads of a stage: its number, pass argument,
    the op it printed (`builtin.module` for a whole module) and its symbol,
    whether it was printed before its pass ran, and how to get the
    symbols a module print names (at any depth) and defines (at its top
    level)."""

    number: int
    pass_argument: str | None
    scope_op: str | None
    scope_symbol: str | None
    before: bool
    module_symbols: Callable[[], frozenset[str]]
    definitions: Callable[[], frozenset[str]]
    # Whether a whole-module print's module carries IREE's constant
    # evaluation mark (`module attributes {iree.consteval}`).
    constant_module: Callable[[], bool] = lambda: False
    # Whether a module inside the print carries that mark, and whether the
    # print is a whole module (for a pass on an op inside one: printed
    # with `--mlir-print-ir-module-scope`).
    holds_constant_module: Callable[[], bool] = lambda: False
    prints_whole_module: Callable[[], bool] = lambda: False

    @property
    def whole_module(self) -> bool:
        """True for a print of a whole module: an executable's inner module
        or a program, named (`module @module` of torch's FX importer,
        `module @jit_f` of JAX) or not."""
        return self.scope_op == "builtin.module"

    @property
    def key(self) -> tuple[str | None, bool]:
        """What a restart repeats: the pass and whether it printed before
        or after running."""
        return self.pass_argument, self.before

    @property
    def kind(self) -> tuple[str | None, bool, str | None]:
        """What a restart of functions repeats: the key and the kind of op
        printed."""
        return self.pass_argument, self.before, self.scope_op


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
    # The symbols its prints named that the compile it is nested in had not
    # named when it started: its own program's.
    own: set[str] = field(default_factory=set)
    # Its whole-module prints so far, as `StagePrint.key`s, and how often
    # each key came.
    history: list[tuple[str | None, bool]] = field(default_factory=list)
    counts: Counter[tuple[str | None, bool]] = field(default_factory=Counter)
    # The keys of its first `_ENTRY_PASSES` distinct whole-module prints.
    entry_keys: set[tuple[str | None, bool]] = field(default_factory=set)
    # Its first `compiles._LOOKAHEAD` prints of any scope, as `StagePrint.kind`s.
    opening: list[tuple[str | None, bool, str | None]] = field(default_factory=list)
    # Its first module print carries IREE's constant-evaluation mark
    # (`_marked_start`, `_leaves_marked`).
    marked: bool = False
    # The passes that printed in it.
    passes: set[str | None] = field(default_factory=set)

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

    def note_module_print(self, key: tuple[str | None, bool]) -> None:
        """Remember a whole-module print of the compile."""
        self.history.append(key)
        self.counts[key] += 1
        if len(self.counts) <= _ENTRY_PASSES:
            self.entry_keys.add(key)
