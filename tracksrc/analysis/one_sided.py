"""Passes only one of two compiles runs, and the executables each changed.

`compare` finds where two lowering paths part from the op types each run's
ops become. A pass that only one compile runs (by its argument: not an extra run of
a pass both run) can change a dispatch
without changing a type: IREE's `iree-hal-substitute-executables` swaps a
dispatch's executable for one configured by hand (other tile sizes, the
same ops), and the paths part only passes later, in code generation. Such
a pass is where the compiles part. So, for each pass only one run has
(`PassAlignment`'s one-sided entries), the executables whose text
(locations aside) differs between the program before it and after it, in
that run; a differing source op whose dispatch's executable a one-sided
pass changed before the op's paths part is said to part there.

Only the first `LIMIT` one-sided passes are read (each composes the
program twice); a comparison of compiles with many more says so.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from tracksrc.analysis.pass_alignment import PassAlignment, key_text
from tracksrc.pipeline.composition.program import Program, program_at
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.attributes import comparable
from tracksrc.reading.op_syntax import defined_symbol

LIMIT = 64
_EXECUTABLES = ("flow.executable", "stream.executable", "hal.executable")
_FUNCTIONS = ("func.func", "llvm.func", "util.func")
# An attribute's dialect name before its body: where an alias stood, its
# expansion names it (`#hal.pipeline.layout<...>`), where the attribute is
# printed in place its type elides it (`layout(<...>)`).
_QUALIFIED = re.compile(r"#[\w$.\-]+<")


@dataclass(frozen=True)
class OneSided:
    """A pass only run `side` ("A" or "B") has: its name, its stage there,
    its place in the alignment, and the executables it changed."""

    side: str
    pass_text: str
    stage: int
    entry: int
    changed: frozenset[str]


def _executables(program: Program) -> dict[str, str]:
    """Each executable of a program, by symbol: the text of its functions
    made comparable (locations, SSA names and alias names aside: two
    prints of one executable number their aliases as each stage does, and
    print its target attribute in a long or a short form)."""
    found: dict[str, str] = {}
    for part in program.parts:
        for info in part.operations():
            if info.op_name in _EXECUTABLES and (symbol := defined_symbol(info.op)):
                found[symbol] = "\n".join(
                    _QUALIFIED.sub("<", comparable(inner.text, part.index.file))
                    for inner in info.descendants()
                    if inner.op_name in _FUNCTIONS
                )
    return found


def one_sided_changes(
    alignment: PassAlignment, pipeline_a: Pipeline, pipeline_b: Pipeline
) -> tuple[list[OneSided], bool]:
    """The one-sided passes (see the module docstring), in aligned order,
    and whether more than `LIMIT` were left unread."""
    found: list[OneSided] = []
    # A pass one run has (by its argument): an extra run of a pass both
    # have (`canonicalize#21`) is numbered apart, but is no such pass.
    passes = {
        side: {key[0] for entry in alignment.entries if (key := getattr(entry, side)) is not None}
        for side in ("a", "b")
    }
    one_sided = [
        (index, entry)
        for index, entry in enumerate(alignment.entries)
        if (entry.a is None and entry.b is not None and entry.b[0] not in passes["a"])
        or (entry.b is None and entry.a is not None and entry.a[0] not in passes["b"])
    ]
    for index, entry in one_sided[:LIMIT]:
        in_a = entry.a is not None
        pipeline = pipeline_a if in_a else pipeline_b
        stage = entry.a_stage if in_a else entry.b_stage
        main = [item.number for item in pipeline.main_stages()]
        place = bisect.bisect_left(main, stage)
        if place == 0 or place >= len(main) or main[place] != stage:
            continue
        before = _executables(program_at(pipeline.stages[main[place - 1]]))
        after = _executables(program_at(pipeline.stages[stage]))
        changed = {
            symbol
            for symbol in before.keys() | after.keys()
            if before.get(symbol) != after.get(symbol)
        }
        if changed:
            key = entry.a if in_a else entry.b
            assert key is not None
            found.append(
                OneSided("A" if in_a else "B", key_text(key), stage, index, frozenset(changed))
            )
    return found, len(one_sided) > LIMIT


def executables_of(pipeline: Pipeline) -> dict[str, frozenset[str]]:
    """Per dispatch name, every executable symbol it had."""
    return {item.name: frozenset(item.executables) for item in dispatches(pipeline, files=False)}
