"""Programs in sequence: streams that hold one compile after another.

A process that compiles several programs prints them one after the other
into the same stream: Triton's `MLIR_ENABLE_DUMP=1` prints every kernel
it compiles (each `@triton.jit` function, and an autotuned kernel once
per configuration, under the same name), and a user may concatenate the
streams of several runs. Those are not compiles nested in one another
(`compiles`): the first program never prints again, and a source line of
one kernel is not the other's. Read as one pipeline, the first kernel
"becomes" the second at the restart and the stages of the second are
taken for a nested compile that comes back.

A new program starts where the stream's first print comes again: the
same pass, side and kind of op (`StagePrint.kind`) starting a run of
prints, the compile's run of openings repeated at length (as a nested
compile's restart is: `compiles.repeated_run`), and the program before
it never printing again before the next such restart: no later print
names a symbol its first print defined that the restart's print does not
name. IREE's constant-evaluation compile restarts like that (its first
pass can be the stream's first), but the program that ran it prints its
own functions again afterwards, so it stays nested.

Each program is searched for nested compiles on its own
(`compiles.find_compiles`); their compiles are numbered on, the first
compile of each program without a parent. One program is read at a time
(`select_program`): its first compile is numbered 0, the main compile
every query reads, and the others' stages are kept apart as nested
compiles are (`Stage.compile != 0`).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.compiles import (
    _FIRST_GAP,
    _LONG_REPEAT,
    _LOOKAHEAD,
    _SKIPS,
    Compile,
    StagePrint,
    find_compiles,
    repeated_run,
)


def program_starts(stages: Sequence[StagePrint]) -> list[int]:
    """The positions in `stages` where a program starts (0 first; see the
    module docstring)."""
    if not stages:
        return [0]
    starts = [0]
    first_kind = stages[0].kind
    kinds = _run_kinds(stages)
    at = [position for position, _ in kinds]
    # Runs of the stream's first kind after its first: where a program may
    # start.
    runs = [position for position, kind in kinds[1:] if kind == first_kind]
    for number, position in enumerate(runs):
        start = starts[-1]
        if number and runs[number - 1] > start:
            continue  # the first pass printed again before: no restart
        opening = _distinct(kinds[bisect_left(at, start) : bisect_left(at, position)])
        if len(opening) < _LONG_REPEAT:
            continue
        here = bisect_left(at, position)
        upcoming = [kind for _, kind in kinds[here : here + _AHEAD]]
        if repeated_run(upcoming, 0, opening) < _LONG_REPEAT:
            continue
        following = runs[number + 1] if number + 1 < len(runs) else len(stages)
        if _returns(stages, start, position, following):
            continue
        starts.append(position)
    return starts


# How many runs after a restart are compared with the opening (each of
# `_LOOKAHEAD` may be found a few runs after the one before).
_AHEAD = _FIRST_GAP + _LOOKAHEAD * (_SKIPS + 1)


def _run_kinds(stages: Sequence[StagePrint]) -> list[tuple[int, tuple[object, ...]]]:
    """Each run of prints of one kind (a function pass prints once per
    function, in a row) as (its first position, its kind)."""
    found: list[tuple[int, tuple[object, ...]]] = []
    for position, stage in enumerate(stages):
        if not found or found[-1][1] != stage.kind:
            found.append((position, stage.kind))
    return found


def _distinct(kinds: Sequence[tuple[int, tuple[object, ...]]]) -> list[tuple[object, ...]]:
    """The first `_LOOKAHEAD` distinct kinds of these runs, in order."""
    found: dict[tuple[object, ...], None] = {}
    for _, kind in kinds:
        found.setdefault(kind)
        if len(found) == _LOOKAHEAD:
            break
    return list(found)


def _returns(stages: Sequence[StagePrint], start: int, restart: int, until: int) -> bool:
    """True if the program that started at `start` prints again after the
    restart at `restart`, before `until`: a print names a symbol its first
    print defined that the restart's print does not name."""
    own = _defined(stages[start]) - _named(stages[restart])
    if not own:
        return False
    return any(own & _named(stages[position]) for position in range(restart + 1, until))


def _defined(stage: StagePrint) -> frozenset[str]:
    if stage.whole_module:
        return stage.definitions()
    return frozenset() if stage.scope_symbol is None else frozenset({stage.scope_symbol[1:]})


def _named(stage: StagePrint) -> frozenset[str]:
    if stage.whole_module:
        return stage.module_symbols()
    return frozenset() if stage.scope_symbol is None else frozenset({stage.scope_symbol[1:]})


def find_programs(stages: Sequence[StagePrint]) -> tuple[list[Compile], list[int]]:
    """The compiles of a stream as `find_compiles` gives them, each program
    searched on its own: per program its first compile (no parent) and the
    compiles nested in it, numbered on in stream order; and per stage the
    number of its compile."""
    starts = program_starts(stages)
    ends = [*starts[1:], len(stages)]
    compiles: list[Compile] = []
    owners: list[int] = []
    for start, end in zip(starts, ends, strict=True):
        found, owned = find_compiles(stages[start:end])
        offset = len(compiles)
        for compile in found:
            compile.number += offset
            if compile.parent is not None:
                compile.parent += offset
        compiles.extend(found)
        owners.extend(owner + offset for owner in owned)
    return compiles, owners


@dataclass(frozen=True)
class StreamProgram:
    """One program of a stream: its place among them (from 1, as users
    name it), its stages and the functions its first print defines
    publicly (a Triton kernel's name)."""

    number: int
    first: int
    last: int
    names: tuple[str, ...]

    def describe(self) -> str:
        """`program 2 (add_mul_kernel): stages 85-164`."""
        named = f" ({', '.join(self.names)})" if self.names else ""
        return f"program {self.number}{named}: stages {self.first}-{self.last}"


def roots(compiles: Sequence[Compile]) -> list[int]:
    """Per compile, the number of the first compile of its program."""
    found: list[int] = []
    for compile in compiles:
        found.append(compile.number if compile.parent is None else found[compile.parent])
    return found


def programs_of(
    compiles: Sequence[Compile], owners: Sequence[int], first_text: Callable[[int], bytes]
) -> list[StreamProgram]:
    """The programs of a stream's compiles (`find_programs`), in stream
    order; `first_text(stage)` is a stage's text (each program's first is
    read, for its names)."""
    root_of = roots(compiles)
    spans: dict[int, list[int]] = {}
    for stage, owner in enumerate(owners):
        span = spans.setdefault(root_of[owner], [stage, stage])
        span[1] = stage
    ordered = sorted(spans.values())
    return [
        StreamProgram(number, first, last, public_functions(first_text(first)))
        for number, (first, last) in enumerate(ordered, start=1)
    ]


# A function defined at a module's top level and not private
# (`tt.func public @softmax_kernel(`, `func.func @main(`, `llvm.func @k(`).
_PUBLIC_FUNCTION = re.compile(
    rb"^  [\w.]*func (?:public )?@([\w$.\-]+|\"[^\"\n]*\")\(", re.MULTILINE
)


def public_functions(text: bytes) -> tuple[str, ...]:
    """The public functions a module print defines at its top level, in
    order (a function print's own, if it is one)."""
    names = dict.fromkeys(
        match.group(1).decode("utf-8", errors="replace").strip('"')
        for match in _PUBLIC_FUNCTION.finditer(text)
    )
    return tuple(names)


def select_program(
    compiles: Sequence[Compile], owners: Sequence[int], chosen: int
) -> tuple[list[Compile], list[int]]:
    """The compiles renumbered so that the first compile of program
    `chosen` (from 1, in stream order) is 0 and its nested compiles follow,
    then the other programs' compiles in their order (each parent still
    numbered before its children)."""
    root_of = roots(compiles)
    firsts = sorted((c.first, c.number) for c in compiles if c.parent is None)
    root = firsts[chosen - 1][1]
    order = [c.number for c in compiles if root_of[c.number] == root] + [
        c.number for c in compiles if root_of[c.number] != root
    ]
    new = {old: position for position, old in enumerate(order)}
    renumbered = []
    for old in order:
        parent = compiles[old].parent
        renumbered.append(
            replace(compiles[old], number=new[old], parent=None if parent is None else new[parent])
        )
    return renumbered, [new[owner] for owner in owners]


def program_numbers(compiles: Sequence[Compile]) -> list[int]:
    """Per compile, the number (from 1, in stream order) of its program:
    worked out from the compiles alone, no stage read."""
    firsts = sorted(c.first for c in compiles if c.parent is None)
    return [bisect_right(firsts, compiles[root].first) for root in roots(compiles)]


def programs_line(programs: Sequence[StreamProgram], read: int) -> str | None:
    """None for a stream of one program; else which it holds and which is
    read (`... reading program 1 (softmax_kernel): stages 0-84; --program N
    or NAME reads another (2: add_mul_kernel, ...)`)."""
    if len(programs) == 1:
        return None
    others = [program for program in programs if program.number != read]
    listed = ", ".join(
        f"{program.number}: {', '.join(program.names) or 'unnamed'}" for program in others[:6]
    )
    more = f", +{len(others) - 6} more" if len(others) > 6 else ""
    return (
        f"the stream holds {len(programs)} programs compiled one after another; reading"
        f" {programs[read - 1].describe()}; --program N or NAME reads another ({listed}{more})"
    )


def chosen_program(programs: Sequence[StreamProgram], spec: int | str | None) -> int:
    """The number of the program `spec` names: its number (from 1), or a
    public function of it (a Triton kernel's name, the first program of
    that name); the first program for None. An error that lists the
    programs when none is named so."""
    if spec is None:
        return 1
    if isinstance(spec, int) or spec.isdigit():
        number = int(spec)
        if 1 <= number <= len(programs):
            return number
    else:
        for program in programs:
            if spec in program.names:
                return program.number
    listed = "; ".join(program.describe() for program in programs[:10])
    more = f"; +{len(programs) - 10} more" if len(programs) > 10 else ""
    raise TracksrcError(
        f"tracksrc: error: the stream holds no program {spec!r}: it holds"
        f" {len(programs)} ({listed}{more})"
    )
