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

A nested compile is recognised where the pipeline *restarts*: a
whole-module print by a pass that has printed a whole module exactly once
before in the compile being read, followed by whole-module prints of the
passes that followed that earlier print, in their order (a few may be
missing on either side: a nested pipeline skips what its module does not
need). Passes that run again later in one pipeline (canonicalize, cse)
have printed more than once and never start a restart; a fixed-point loop
repeats a few passes just printed, so a restart also needs either a long
repetition or a module unlike the program (sharing less than half of its
symbols: not the only test, since IREE's constant module can name the
program's globals). The signal is the same in every capture form: the
stream's order (after-all, before-all, both, some passes) or a tree-dir's
counters.

With `--mlir-print-ir-after-change` a pass prints only what it changed:
the passes that start the nested pipeline may never have printed in the
compile being read, so there is nothing to repeat. A nested compile is
then recognised by its module alone: a whole-module print that shares
less than half of its symbols with the program and defines none of the
symbols the program ever named (IREE's constant module defines `@jit_eval`
and `@_jit_eval`; the torch shape library, an executable's inner module, a
program lowered into `vm.module` each define or name the program's own),
and after which, later in the stream, a whole module like the program
prints again (the pass that ran the nested compile goes on).

A stream printed for some passes only may print no whole module before
the nested compile starts (`--mlir-print-ir-after=canonicalize` prints
each function): there is no module to repeat or to compare. The restart
is then one of functions: the compile's first prints come again, pass
after pass and op kind after op kind, on a function new to the compile
whose print names nothing the compile has printed (IREE's `@_jit_eval`
after `@_main`), and the program's own functions print again later
(`@main`), while no print from there on names any function the prints
in between defined (the main program never calls the constant module;
it names every function it makes itself). Those prints are the nested
compile; which pass ran it, the stream does not say.

Printed for a few module passes only (`--mlir-print-ir-after=
iree-flow-outline-dispatch-regions,...`), IREE's constant compile prints
first (it runs before those passes of the main compile), and the program
after it: nothing restarts, and the program never printed before. IREE
marks that compile's module (`module attributes {iree.consteval}`); where
the program has printed no whole module yet, a marked module print starts
a nested compile, if an unmarked one follows in the stream. A compile
whose first module is marked (so started, or by a restart) ends at an
unmarked module print that defines a symbol it never named and the
program did (any, where the program printed nothing): the program again,
though it may name more of the nested compile's symbols than of its own
(its hoisted globals, which the constant compile named first). A pass
that printed inside a nested compile is not the one that ran it: a stream
of some passes may print that one nowhere.

Printed with `--mlir-print-ir-module-scope` for some passes only, every
print is the whole program though its pass ran on a function, and IREE
builds the constant module inside the program's: the prints holding that
marked module, the program printed after them, are the constant compile
(`_held_constant_compiles`).

A nested compile ends where a print belongs to a compile it is nested in
again: a whole module sharing more of its symbols with that compile's
program, or a fragment (a function, an executable) whose symbol only that
compile has. Compiles nest (a stack); a stream without a restart is one
compile, numbered 0, the main one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, partial

from tracksrc.pipeline.streams.compile_records import Compile, StagePrint
from tracksrc.pipeline.streams.later_prints import LaterPrints

# A restart repeats at least this many of the next `_LOOKAHEAD`
# whole-module prints of the earlier run in order, unless the module is
# unlike the program: a fixed-point loop or a block of passes a pipeline
# runs twice (IREE's device assignment, in its constant-evaluation compile)
# repeats fewer. Restarts of real IREE compiles repeat all 16.
_LONG_REPEAT = 12
# How far ahead a restart is compared with the earlier run; how many of
# its prints in a row may be missing from the earlier run before the
# comparison stops, or lie between two that come again; before the first
# that comes again, the earlier run may have printed more (before-all
# prints the passes a pass runs inside it after its own print, such as the
# torch passes of IREE's input conversion, which the nested pipeline skips).
_LOOKAHEAD = 16
_SKIPS = 3
_FIRST_GAP = 32


def _share(symbols: frozenset[str], known: set[str]) -> float:
    """The share of `symbols` that `known` has."""
    return len(symbols & known) / len(symbols) if symbols else 0.0


def repeated_run(history: Sequence[object], start: int, following: Sequence[object]) -> int:
    """How many of `following` come again, in order, in `history` from
    `start` on: the first among the next `_FIRST_GAP` entries, each other
    among the few entries after the one before; up to `_SKIPS` of
    `following` in a row may be missing before the count stops."""
    matched = 0
    position = start
    missing = 0
    for key in following:
        window = history[position : position + (_SKIPS + 1 if matched else _FIRST_GAP)]
        if key in window:
            position += window.index(key) + 1
            matched += 1
            missing = 0
        else:
            missing += 1
            if missing > _SKIPS:
                break
    return matched


def _restarts(
    active: Compile, stage: StagePrint, upcoming: Sequence[tuple[str | None, bool]]
) -> bool:
    """True if the whole-module print `stage` starts the pipeline again on
    another module (see the module docstring); `upcoming` are the keys of
    the whole-module prints that follow it in the stream."""
    key = stage.key
    if active.counts[key] != 1 or key not in active.entry_keys:
        return False
    earlier = active.history.index(key)
    available = len(active.history) - earlier - 1
    if available == 0:
        return False
    repeated = repeated_run(active.history, earlier + 1, upcoming[:_LOOKAHEAD])
    if repeated < min(_LONG_REPEAT, available):
        return False
    # Another program defines what this one never named (IREE's constant
    # module: `@jit_eval`); a print of the program, or of an executable's
    # inner module (whose functions the program named as exports), does not.
    # With `--mlir-print-ir-module-scope` every print is of the top-level
    # module, and the other program is a module nested in it (IREE builds
    # the constant module inside the program's): after a long repetition,
    # a symbol never named at any depth will do.
    printed = stage.module_symbols()
    if not stage.definitions() - active.symbols and not (
        repeated >= _LONG_REPEAT and printed - active.symbols
    ):
        return False
    if repeated >= _LONG_REPEAT:
        return True
    return bool(printed) and _share(printed, active.symbols) < 0.5


def _replaced_for_a_while(active: Compile, stage: StagePrint, later: Sequence[StagePrint]) -> bool:
    """True if the whole-module print `stage` is of another module that the
    program comes back after (see the module docstring: the form in which
    a nested compile's first passes may not have printed before); `later`
    are the whole-module prints that follow it in the stream."""
    if not active.history or not active.symbols:
        return False
    printed = stage.module_symbols()
    if not printed or _share(printed, active.symbols) >= 0.5:
        return False
    defined = stage.definitions()
    if not defined or defined & active.symbols:
        return False
    for other in later:
        symbols = other.module_symbols()
        if _share(symbols, active.symbols) > max(0.5, _share(symbols, set(printed))):
            return True
    return False


def find_compiles(stages: Sequence[StagePrint]) -> tuple[list[Compile], list[int]]:
    """The compiles of a stream's stages, and per stage (by position in
    `stages`) the number of the compile it belongs to."""
    compiles = [Compile(0, None)]
    stack = [compiles[0]]
    owner: list[int] = []
    module_prints = [stage for stage in stages if stage.whole_module]
    module_keys = [stage.key for stage in module_prints]
    module_index = 0
    # Where a nested compile recognised from its functions ends (the
    # position of the print after its last; see `_function_restart`).
    planned_end: int | None = None
    # What the prints after a position hold, worked out when first asked.
    ahead = cache(partial(LaterPrints, stages))
    for position, stage in enumerate(stages):
        symbol = stage.scope_symbol
        if position == planned_end:
            ended = stack[-1]
            _resume(stack, len(stack) - 2, stage)
            ended.runner = None  # (the print after it is no pass that ran it)
            planned_end = None
        if planned_end is not None:
            if stage.whole_module:
                module_index += 1
                stack[-1].symbols.update(stage.module_symbols())
                stack[-1].note_module_print(stage.key)
        elif stage.whole_module:
            module_index += 1
            active = stack[-1]
            if active.marked and _leaves_marked(active, stack[-2], stage):
                _resume(stack, len(stack) - 2, stage)
                active = stack[-1]
                printed = stage.module_symbols()
            elif _marked_start(active, stage, module_prints[module_index:]):
                active = _nest(compiles, stack, stage, marked=True)
                printed = stage.module_symbols()
            elif _restarts(active, stage, module_keys[module_index:]) or _replaced_for_a_while(
                active, stage, module_prints[module_index:]
            ):
                runner = active.stages[-1] if stage.before and active.stages else None
                active = _nest(compiles, stack, stage, runner, stage.constant_module())
                printed = stage.module_symbols()
            elif len(stack) > 1:
                # Back to the compile whose program the module is most like;
                # one that names nothing of the nested program is not its
                # (a module-scope print holds the outer program too).
                printed = stage.module_symbols()
                candidates = stack if not active.own or printed & active.own else stack[:-1]
                shares = [
                    (_share(printed, other.symbols), depth)
                    for depth, other in enumerate(candidates)
                ]
                best = max(shares)[1]
                _resume(stack, best, stage)
                active = stack[-1]
                if len(stack) > 1:
                    active.own.update(printed - stack[-2].symbols)
            else:
                printed = stage.module_symbols()
            # Accumulated, not replaced: a module nested in an executable
            # prints like a whole one but names only its own symbols.
            active.symbols.update(printed)
            active.note_module_print(stage.key)
        elif (end := _function_restart(stack[-1], stages, position, ahead)) is not None:
            _nest(compiles, stack, stage)
            planned_end = end
        elif symbol is not None and len(stack) > 1 and symbol[1:] not in stack[-1].symbols:
            # A fragment only an outer compile knows: that compile again.
            for depth in range(len(stack) - 2, -1, -1):
                if symbol[1:] in stack[depth].symbols:
                    _resume(stack, depth, stage)
                    break
        if stage.scope_op == "builtin.module" and symbol is not None:
            # A named module (JAX's `module @jit_f`) is the program too.
            stack[-1].symbols.update(stage.module_symbols())
        active = stack[-1]
        if symbol is not None:
            active.symbols.add(symbol[1:])
        if len(active.opening) < _LOOKAHEAD:
            active.opening.append(stage.kind)
        active.stages.append(stage.number)
        active.passes.add(stage.pass_argument)
        owner.append(active.number)
    _held_constant_compiles(stages, compiles, owner)
    return compiles, owner


def _held_constant_compiles(
    stages: Sequence[StagePrint], compiles: list[Compile], owner: list[int]
) -> None:
    """Printed with `--mlir-print-ir-module-scope`, every print is the
    whole program, and IREE builds its constant module inside the
    program's: while the constant compile runs, each print holds that
    module, marked (`iree.consteval`), and none does before or after. A
    stream printed so for some passes only prints no whole module to
    restart (its passes ran on functions, their headers say): a run of
    main-compile prints holding the marked module, the program printed
    after it, is that compile."""
    on_ops = next((stage for stage in stages if not stage.whole_module), None)
    if on_ops is None or not on_ops.prints_whole_module():
        return
    position = 0
    while position < len(stages):
        if owner[position] != 0 or not stages[position].holds_constant_module():
            position += 1
            continue
        end = position
        while end < len(stages) and owner[end] == 0 and stages[end].holds_constant_module():
            end += 1
        if end < len(stages) and owner[end] == 0:
            nested = Compile(len(compiles), 0, marked=True)
            compiles.append(nested)
            numbers = {stage.number for stage in stages[position:end]}
            nested.stages = sorted(numbers)
            nested.passes = {stage.pass_argument for stage in stages[position:end]}
            compiles[0].stages = [n for n in compiles[0].stages if n not in numbers]
            owner[position:end] = [nested.number] * (end - position)
            after = stages[end]
            if not after.before and after.pass_argument not in nested.passes:
                nested.runner = after.number
        position = end


def _function_restart(
    active: Compile, stages: Sequence[StagePrint], position: int, ahead: Callable[[], LaterPrints]
) -> int | None:
    """Where the program prints again after a nested compile that starts
    at the function print `stages[position]`, in a compile that has
    printed no whole module yet (see the module docstring), or None if
    no nested compile starts there. (`ahead` answers what the prints after
    it hold: a pipeline of function passes prints a new function, after
    the same passes, thousands of times.)"""
    stage = stages[position]
    symbol = stage.scope_symbol
    if (
        stage.whole_module
        or symbol is None
        or active.history
        or not active.symbols
        or symbol[1:] in active.symbols
    ):
        return None
    # The compile's first prints again, in order.
    opening = active.opening
    if len(stages) - position < len(opening) or any(
        stages[position + offset].kind != kind for offset, kind in enumerate(opening)
    ):
        return None
    if stage.module_symbols() & active.symbols:
        return None
    found = ahead()
    end = position
    while True:
        # The program again: a function printed before, or a module naming
        # the compile's symbols.
        later = found.next_earlier(end + 1, position)
        if later is None:
            return None  # the program never prints again: nothing to tell it by
        end = later
        if not stages[end].whole_module or stages[end].module_symbols() & active.symbols:
            break
    if found.printed_again(position, end) >= end:
        return None  # a function printed in between prints again: the program's own
    defined = {name for name in found.functions[position:end] if name is not None}
    if any(later.module_symbols() & defined for later in stages[end:]):
        return None  # the program names what they defined: its own functions
    return end


def _nest(
    compiles: list[Compile],
    stack: list[Compile],
    stage: StagePrint,
    runner: int | None = None,
    marked: bool = False,
) -> Compile:
    """A compile nested in the active one starts at `stage`: made, put on
    the stack, and given the symbols `stage` names that the active one
    had not named (its own program's)."""
    parent = stack[-1]
    nested = Compile(len(compiles), parent.number, runner=runner, marked=marked)
    compiles.append(nested)
    stack.append(nested)
    nested.own.update(stage.module_symbols() - parent.symbols)
    return nested


def _marked_start(active: Compile, stage: StagePrint, later: Sequence[StagePrint]) -> bool:
    """True if IREE's constant-evaluation compile starts at the whole-module
    print `stage`, told by its module's mark (`iree.consteval`), where the
    program has printed no whole module yet (a stream printed for some
    passes only, whose nested compile prints first: no restart to see) and
    prints one, unmarked, among the `later` whole-module prints."""
    if active.history or active.marked or not stage.constant_module():
        return False
    return any(not other.constant_module() for other in later)


def _leaves_marked(active: Compile, parent: Compile, stage: StagePrint) -> bool:
    """True if the whole-module print `stage`, in the compile `active`
    whose modules carry IREE's constant-evaluation mark, is `parent`'s
    program again: unmarked, it defines a symbol `active` never named that
    `parent` named (any, where `parent` has named none: it printed nothing
    before). An executable's inner module, printed during `active`'s code
    generation, defines what its executable named."""
    if stage.constant_module():
        return False
    new = stage.definitions() - active.symbols
    return bool(new) and (not parent.symbols or bool(new & parent.symbols))


def _resume(stack: list[Compile], depth: int, stage: StagePrint) -> None:
    """Back to the compile at `depth` of the stack, at `stage`: the ones
    above it have ended (after a pass, the pass that ran them prints now,
    unless it printed inside them too: then it is one of the passes both
    compiles run, and the one that ran them printed nothing)."""
    for ended in stack[depth + 1 :]:
        if ended.runner is None and not stage.before and stage.pass_argument not in ended.passes:
            ended.runner = stage.number
    del stack[depth + 1 :]


def compile_table(compiles: list[Compile], owners: list[int]) -> dict[str, object]:
    """The compiles of a stream as JSON-able data (see `compiles_of`)."""
    return {
        "owners": owners,
        "compiles": [[c.number, c.parent, c.runner] for c in compiles],
    }


def compiles_of(data: object, stages: int) -> tuple[list[Compile], list[int]]:
    """`compile_table`'s data read back; ValueError if it is not that of a
    stream of `stages` stages."""
    if not isinstance(data, dict):
        raise ValueError("no compile table")
    owners = data.get("owners")
    listed = data.get("compiles")
    if not isinstance(owners, list) or not isinstance(listed, list) or len(owners) != stages:
        raise ValueError("a compile table of another stream")
    compiles = []
    for number, entry in enumerate(listed):
        if not isinstance(entry, list) or len(entry) != 3 or entry[0] != number:
            raise ValueError("a compile table out of order")
        _, parent, runner = entry
        if (parent is not None and not 0 <= parent < number) or (
            runner is not None and not 0 <= runner < stages
        ):
            raise ValueError("a compile table naming what does not exist")
        compiles.append(Compile(number, parent, runner=runner))
    for stage, owner in enumerate(owners):
        if not isinstance(owner, int) or not 0 <= owner < len(compiles):
            raise ValueError("a stage of no compile")
        compiles[owner].stages.append(stage)
    if any(not c.stages for c in compiles):
        raise ValueError("a compile without stages")
    return compiles, owners
