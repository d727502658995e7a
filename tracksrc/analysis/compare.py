"""Two compilations of one program, op by op: `compare(a, b)`.

The key is the input's source location: every `file:line:col` the ops of
each run's first prints carry (`source_ops`), with the op types there. For each, its
lowering path in each run (`lowering_histories`: the op types its
descendants have after each pass) is walked along the two runs' aligned
passes (`tracksrc.analysis.pass_alignment`); the first place where what it
had become differs is where the runs part, with the stage on each side.
What carries no meaning between runs plays no part: SSA names, stage order,
function and dispatch names, attribute values (the signature is the set of
op types). Two paths are alike when they reach the same op types and end
as the same: the stages of functions and dispatches interleave differently
from run to run, so the whole program passes through other mixes of the
same states; where they part is the first pass (aligned order) after which
one run's op has become a type the other's never does. Totals group the
differing ops by where they part and by what they end as; per pass, the
two runs' op changes, location losses and time.
"""

from __future__ import annotations

import bisect
import logging
import os
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from tracksrc.analysis.compare_attributes import AttributeChange, attribute_changes
from tracksrc.analysis.compare_sides import Lowerings, Options, Run, Side, both_sides, source_ops
from tracksrc.analysis.lowering import Signature, Step
from tracksrc.analysis.one_sided import LIMIT, executables_of, one_sided_changes
from tracksrc.analysis.pass_alignment import (
    PASS_ROWS_SHOWN,
    Entry,
    PassAlignment,
    PassDeltas,
    align,
    key_text,
    pass_deltas,
)
from tracksrc.collector import collecting_less
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.progress import status_line
from tracksrc.results import ResultTable
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted

logger = logging.getLogger("tracksrc.analysis.compare")


@dataclass
class Divergence:
    """Where two lowering paths part: the pass (as the runs name it) and
    the stage of each run there."""

    pass_text: str
    a_stage: int
    b_stage: int
    # The pass as the run that made the difference names it (`pass_text`
    # marks a pass one run has alone); empty at the start or end.
    run_pass: str = ""

    def json_data(self) -> dict[str, Any]:
        """`pass`, `a_stage`, `b_stage`."""
        return {"pass": self.pass_text, "a_stage": self.a_stage, "b_stage": self.b_stage}


@dataclass
class OpComparison:
    """One source op in both runs."""

    source: str
    op_type: str
    a: Signature
    b: Signature
    diverges_at: Divergence | None
    a_dispatches: list[str] = field(default_factory=list)
    b_dispatches: list[str] = field(default_factory=list)
    # Op types one run's path reaches and the other's never does.
    only_a: Signature = frozenset()
    only_b: Signature = frozenset()
    # Where the two lowering paths are kept (read back when asked for).
    lowerings: tuple[Lowerings, Lowerings] | None = field(default=None, repr=False, compare=False)
    # With `attributes`: what the runs set otherwise on ops of one type
    # (not a difference: `same` does not look at it).
    attribute_changes: list[AttributeChange] = field(default_factory=list)
    # The functions holding what it became at the end of each run.
    a_functions: list[str] = field(default_factory=list)
    b_functions: list[str] = field(default_factory=list)

    @property
    def a_path(self) -> list[Step]:
        """A's lowering path: the steps where what it had become changed."""
        return [] if self.lowerings is None else self.lowerings[0].history(self.source)

    @property
    def b_path(self) -> list[Step]:
        """B's lowering path."""
        return [] if self.lowerings is None else self.lowerings[1].history(self.source)

    @property
    def same(self) -> bool:
        """True when both runs lowered it alike, pass by pass."""
        return self.diverges_at is None

    def json_data(self) -> dict[str, Any]:
        """The comparison as plain data."""
        return {
            "source": self.source,
            "op_type": self.op_type,
            "same": self.same,
            "diverges_at": None if self.diverges_at is None else self.diverges_at.json_data(),
            "a": sorted(self.a),
            "b": sorted(self.b),
            "a_dispatches": self.a_dispatches,
            "b_dispatches": self.b_dispatches,
            "a_functions": self.a_functions,
            "b_functions": self.b_functions,
            "only_a": sorted(self.only_a),
            "only_b": sorted(self.only_b),
            "attribute_changes": [change.json_data() for change in self.attribute_changes],
        }


@dataclass
class Comparison(ResultTable):
    """The differing source ops of two runs, one row each; `ops` holds
    every source op (`same` or not), `alignment` the passes."""

    ops: list[OpComparison] = field(default_factory=list)
    alignment: PassAlignment = field(default_factory=lambda: PassAlignment([]))
    pass_deltas: PassDeltas | None = None
    sources_only_in_a: list[str] = field(default_factory=list)
    sources_only_in_b: list[str] = field(default_factory=list)
    # With `attributes`: the pass asked for and the stages read in each run.
    attributes_at: tuple[str, list[int], list[int]] | None = None

    @property
    def differing(self) -> list[OpComparison]:
        """The source ops the two runs lowered differently."""
        return [op for op in self.ops if not op.same]

    def json_data(self) -> dict[str, Any]:  # type: ignore[override]
        """`ops` (every source op), `passes` (only in A, only in B,
        aligned), `totals`, `sources_only_in_a`/`_b`, `pass_deltas`,
        `attributes_at` (`pass`, `a_stages`, `b_stages`, or null)."""
        return {
            "title": self.title,
            "ops": [op.json_data() for op in self.ops],
            "passes": {
                "only_in_a": self.alignment.only_in_a,
                "only_in_b": self.alignment.only_in_b,
                "aligned": self.alignment.aligned,
            },
            "totals": {
                "ops": len(self.ops),
                "differing": len(self.differing),
                "by_pass": dict(
                    Counter(op.diverges_at.pass_text for op in self.differing if op.diverges_at)
                ),
                "by_ends": dict(Counter(_ends(op) for op in self.differing)),
            },
            "sources_only_in_a": self.sources_only_in_a,
            "sources_only_in_b": self.sources_only_in_b,
            "pass_deltas": None if self.pass_deltas is None else self.pass_deltas.json_data(),
            "attributes_at": None
            if self.attributes_at is None
            else dict(zip(("pass", "a_stages", "b_stages"), self.attributes_at, strict=True)),
        }

    def format(self, colour: bool = False) -> str:
        lines = [super().format(colour)]
        alignment = self.alignment
        lines.append("")
        lines.append(
            f"passes: {alignment.aligned} aligned, {len(alignment.only_in_a)} only in A, "
            f"{len(alignment.only_in_b)} only in B"
        )
        for side, names in (("A", alignment.only_in_a), ("B", alignment.only_in_b)):
            if names:
                shown = ", ".join(names[:12]) + (
                    f", +{len(names) - 12} more" if len(names) > 12 else ""
                )
                lines.append(f"  only in {side}: {visible_line(shown)}")
        by_pass = Counter(op.diverges_at.pass_text for op in self.differing if op.diverges_at)
        if by_pass:
            lines.append("differing ops by where they part:")
            lines.extend(
                f"  {count:>5}  {visible_line(text)}" for text, count in by_pass.most_common()
            )
            lines.append("differing ops by what they end as (A -> B):")
            by_ends = Counter(_ends(op) for op in self.differing)
            lines.extend(
                f"  {count:>5}  {visible_line(text)}" for text, count in by_ends.most_common()
            )
        for side, names in (("A", self.sources_only_in_a), ("B", self.sources_only_in_b)):
            if names:
                lines.append(
                    f"source locations only in {side}: {visible_line(', '.join(names[:12]))}"
                )
        if self.pass_deltas is not None and self.pass_deltas.rows:
            lines.append("")
            lines.append(self.pass_deltas.largest(PASS_ROWS_SHOWN).format(colour))
            hidden = len(self.pass_deltas.rows) - PASS_ROWS_SHOWN
            if hidden > 0:
                lines.append(f"  +{hidden} more passes (--json or .pass_deltas for all)")
        if self.attributes_at is not None:
            lines.append("")
            lines.extend(attribute_lines(self.attributes_at, self.ops))
        return "\n".join(lines)


# Attribute changes listed in text (all in JSON).
ATTRIBUTE_LINES_SHOWN = 20


def attribute_lines(at: tuple[str, list[int], list[int]], ops: list[OpComparison]) -> list[str]:
    """The attribute-level changes of `ops` as text lines."""
    changed = [op for op in ops if op.attribute_changes]
    lines = [
        f"attribute-level changes after {visible_line(at[0])} ({_stages(at[1])} in A, "
        f"{_stages(at[2])} in B), not counted as differences: "
        f"{counted(len(changed), 'source op')}"
    ]
    shown = [(op, change) for op in changed for change in op.attribute_changes]
    for op, change in shown[:ATTRIBUTE_LINES_SHOWN]:
        lines.append(
            visible_line(f"  {op.source}  {change.op_type} {change.name}: ")
            + " -> ".join(_values(text) for text in change.shown())
        )
    if len(shown) > ATTRIBUTE_LINES_SHOWN:
        lines.append(f"  +{len(shown) - ATTRIBUTE_LINES_SHOWN} more (--json for all)")
    return lines


def _stages(numbers: list[int]) -> str:
    if len(numbers) == 1:
        return f"stage {numbers[0]}"
    return f"{len(numbers)} prints, stages {numbers[0]}-{numbers[-1]}"


def _values(text: str, width: int = 80) -> str:
    return visible_line(text if len(text) <= width else text[: width - 3] + "...")


def few_types(types: Iterable[str], limit: int = 6) -> str:
    """Some op types of a set, and how many more."""
    names = sorted(types)
    more = f", +{len(names) - limit} more" if len(names) > limit else ""
    return (", ".join(names[:limit]) + more) or "(nothing)"


def _ends(op: OpComparison) -> str:
    if op.only_a or op.only_b:
        return f"{few_types(op.only_a, 3)} -> {few_types(op.only_b, 3)}"
    return f"ends as {few_types(op.a, 3)} -> {few_types(op.b, 3)}"


def _first_seen(history: list[Step]) -> dict[str, Step]:
    """Each op type the path reaches, with the step it first appears at."""
    found: dict[str, Step] = {}
    for step in history:
        for name in step.types:
            found.setdefault(name, step)
    return found


def _walk(alignment: PassAlignment, a: list[Step], b: list[Step]) -> Divergence | None:
    """Where two lowering paths part, or None when they are alike: the same
    op types reached and the same at the end. Paths are compared by what
    they reach, not stage by stage: the stages of functions and dispatches
    interleave differently from run to run (threads), so the program as a
    whole passes through other mixes of the same states. They part at the
    first pass (in the aligned order) where one run's op first became a
    type the other run's never does, or where a pass that only one run has
    changed the op (IREE's `iree-hal-substitute-executables` replacing a
    dispatch's body: it makes no new type, yet what follows differs)."""
    seen_a, seen_b = _first_seen(a), _first_seen(b)
    only = [(step, True) for name, step in seen_a.items() if name not in seen_b] + [
        (step, False) for name, step in seen_b.items() if name not in seen_a
    ]
    sides = ((a, True, alignment.keys_in_both_a), (b, False, alignment.keys_in_both_b))
    # (A path's first step is where the op is first printed, no change.)
    one_sided = [
        (step, in_a)
        for path, in_a, both in sides
        for step in path[1:]
        if (step.pass_argument, step.occurrence) not in both
    ]
    if not only and not one_sided:
        if (a[-1].types if a else frozenset()) == (b[-1].types if b else frozenset()):
            return None
        return Divergence("end", a[-1].stage if a else 0, b[-1].stage if b else 0)
    # A step's place in the merged order: by its stage, on its own side
    # (a key such as `canonicalize#3` recurs on every scope, so the key
    # alone would place a late step at its key's first run).
    entries = alignment.entries
    stages = {True: alignment.a_stages, False: alignment.b_stages}

    def position(item: tuple[Step, bool]) -> tuple[int, int]:
        step, in_a = item
        return bisect.bisect_right(stages[in_a], step.stage) - 1, step.stage

    step, in_a = min(only + one_sided, key=position)
    index = max(position((step, in_a))[0], 0)
    entry = entries[index] if entries else Entry(None, None, 0, 0)
    key = (step.pass_argument, step.occurrence)
    both = key in (alignment.keys_in_both_a if in_a else alignment.keys_in_both_b)
    text = step.pass_text if both else f"{step.pass_text} ({'A' if in_a else 'B'} only)"
    # The run that made the change: the stage where it did; the other:
    # where it stood at that point.
    if in_a:
        return Divergence(text, step.stage, entry.b_stage, step.pass_text)
    return Divergence(text, entry.a_stage, step.stage, step.pass_text)


def _compared(
    chosen: list[str], side_a: Side, side_b: Side, alignment: PassAlignment
) -> list[OpComparison]:
    """Each chosen source op's two lowering paths, compared."""
    lowerings = (side_a.lowerings, side_b.lowerings)
    found: list[OpComparison] = []
    nothing: Signature = frozenset()
    for key in chosen:
        reached_a, reached_b = lowerings[0].reached_by(key), lowerings[1].reached_by(key)
        end_a, end_b = lowerings[0].end(key), lowerings[1].end(key)
        alike = reached_a == reached_b and end_a == end_b
        found.append(
            OpComparison(
                key,
                side_a.source_types[key][-1],
                end_a,
                end_b,
                # (Only paths that differ are read back as steps.)
                None
                if alike
                else _walk(alignment, lowerings[0].history(key), lowerings[1].history(key)),
                side_a.dispatches.get(key, []),
                side_b.dispatches.get(key, []),
                nothing if alike else reached_a - reached_b,
                nothing if alike else reached_b - reached_a,
                lowerings,
                attribute_changes(side_a.attributes.get(key, {}), side_b.attributes.get(key, {})),
                side_a.functions.get(key, []),
                side_b.functions.get(key, []),
            )
        )
    return found


def _part_at_one_sided(
    found: list[OpComparison], alignment: PassAlignment, run_a: Run, run_b: Run
) -> None:
    """A differing op whose dispatch's executable a pass only one run has
    changed, before its paths part, parts there
    (`tracksrc.analysis.one_sided`). A run given as a function (followed
    in a process of its own) is opened here too, only when needed."""
    differing = [op for op in found if not op.same and op.diverges_at is not None]
    one_sided = [entry for entry in alignment.entries if entry.a is None or entry.b is None]
    if not differing or not one_sided:
        return
    a = run_a if isinstance(run_a, Pipeline) else run_a()
    b = run_b if isinstance(run_b, Pipeline) else run_b()
    changes, capped = one_sided_changes(alignment, a, b)
    if capped:
        logger.warning(
            "tracksrc: more than %d passes only one run has: those after are not read for "
            "executables they changed",
            LIMIT,
        )
    if not changes:
        return
    executables = {"A": executables_of(a), "B": executables_of(b)}
    for op in differing:
        assert op.diverges_at is not None
        parted = bisect.bisect_right(alignment.a_stages, op.diverges_at.a_stage) - 1
        for change in changes:
            if change.entry > parted:
                break
            names = op.a_dispatches if change.side == "A" else op.b_dispatches
            held = frozenset().union(*(executables[change.side].get(n, ()) for n in names))
            if held & change.changed:
                entry = alignment.entries[change.entry]
                op.diverges_at = Divergence(
                    f"{change.pass_text} ({change.side} only)",
                    change.stage if change.side == "A" else entry.a_stage,
                    change.stage if change.side == "B" else entry.b_stage,
                    change.pass_text,
                )
                break


@collecting_less()
def compare(
    a: Run,
    b: Run,
    *,
    op_type: str | None = None,
    loc: str | None = None,
    to: int | str | None = None,
    attributes: str | None = None,
    jobs: int | None = None,
) -> Comparison:
    """Compare two compilations of one input, op by op (see the module
    docstring): every source location both runs' first prints carry (of
    `op_type`, or at `loc`), up to stage `to` in each run. With
    `attributes` (a pass), the attribute-level changes after its last run
    too, apart (`tracksrc.analysis.compare_attributes`). A run is a
    pipeline or a function that opens one. The two runs are followed in
    two processes when there are cores to spare (`jobs`, default: the
    cores); a run given as a function is then opened there."""
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    options = Options(to, None if loc is None else [loc], attributes)
    with status_line("following both runs (each source op's lowering, pass by pass)"):
        side_a, side_b = both_sides(a, b, options, jobs)
    sources_a, sources_b = side_a.source_types, side_b.source_types
    chosen = [key for key in sources_a if key in sources_b]
    if op_type is not None:
        chosen = [key for key in chosen if op_type in sources_a[key]]
    if loc is not None:
        chosen = [key for key in chosen if key == loc or key.startswith(loc + ":")]
    if not chosen:
        raise TracksrcError(
            "tracksrc: error: no source op to compare"
            + (f" of type {op_type!r}" if op_type else "")
            + (f" at {loc}" if loc else "")
        )
    with status_line(f"aligning the passes and comparing {len(chosen):,} source ops"):
        alignment = align(side_a.passes, side_b.passes)
        found = _compared(chosen, side_a, side_b, alignment)
    _part_at_one_sided(found, alignment, a, b)
    differing = [op for op in found if not op.same]
    result = Comparison(
        f"{counted(len(found), 'source op')} compared: {len(differing):,} lowered differently",
        ("source", "op type", "parts at", "A stage", "B stage", "only in A", "only in B"),
        ops=found,
        alignment=alignment,
        pass_deltas=pass_deltas(side_a.pass_rows, side_b.pass_rows),
        sources_only_in_a=[key for key in sources_a if key not in sources_b],
        sources_only_in_b=[key for key in sources_b if key not in sources_a],
        attributes_at=None
        if attributes is None
        else (attributes, side_a.attributes_stages, side_b.attributes_stages),
    )
    for op in differing:
        assert op.diverges_at is not None
        result.rows.append(
            (
                op.source,
                op.op_type,
                op.diverges_at.pass_text,
                op.diverges_at.a_stage,
                op.diverges_at.b_stage,
                few_types(op.only_a) if op.only_a or op.only_b else f"ends as {few_types(op.a)}",
                few_types(op.only_b) if op.only_a or op.only_b else f"ends as {few_types(op.b)}",
            )
        )
    return result


__all__ = [
    "Comparison",
    "Divergence",
    "OpComparison",
    "compare",
    "few_types",
    "key_text",
    "source_ops",
]
