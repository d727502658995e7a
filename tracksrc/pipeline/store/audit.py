"""The audit of a pipeline: LLVM's debugify idea for any MLIR pipeline.

Per stage, the part of the program the pass printed, before and after it
ran: op counts, ops whose location became `unknown`, source ranges no op
carries any more (innermost frames; frames in the dump itself are no
source), growth of fused locations. "Before" is what the replay says the
printed part replaced: the part as it stood in earlier prints. The rows
are worked out once, when the pipeline's query store is built
(`audit_rows`), and read from it (`tracksrc.pipeline.store.queries.audit_report`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tracksrc.collector import collecting_less
from tracksrc.pipeline.composition.passes.attribution import (
    Relevance,
    culprit_label,
    culprit_stage,
    culprits,
    since,
)
from tracksrc.pipeline.composition.passes.nesting import with_parents
from tracksrc.pipeline.composition.replay import Piece, StageEvent
from tracksrc.pipeline.composition.tracker import PipelineTracker
from tracksrc.tracking.provenance import Frame


@dataclass
class PartStats:
    """Counts over a set of ops (one stage's part of the program)."""

    ops: int = 0
    unknown: int = 0
    fused: int = 0
    ranges: set[Frame] = field(default_factory=set)

    def add(self, other: PartStats) -> None:
        """Merge another part in."""
        self.ops += other.ops
        self.unknown += other.unknown
        self.fused += other.fused
        self.ranges |= other.ranges


def _stats(
    tracker: PipelineTracker, piece: Piece, hidden: int, within: tuple[int, int] | None = None
) -> PartStats:
    """Counts over the visible ops of a piece (or of one subtree of it)."""
    return _stats_over(tracker, piece, piece.ranges(hidden, within))


def _stats_over(
    tracker: PipelineTracker, piece: Piece, ranges: Iterable[tuple[int, int]]
) -> PartStats:
    """Counts over the ops of a piece at `ranges` ([start, end) positions)."""
    bound = tracker.bound(piece.printed_in)
    facts = tracker.stackset_facts(bound)
    column = bound.summary.op_stackset
    holding: Counter[int] = Counter()
    for start, end in ranges:
        holding.update(column[start:end])
    stats = PartStats()
    for stackset, count in holding.items():
        stacks, frames = facts[stackset]
        stats.ops += count
        if stacks == 0:
            stats.unknown += count
        elif stacks > 1:
            stats.fused += count
        stats.ranges.update(frames)
    return stats


@dataclass(frozen=True, slots=True)
class PartCounts:
    """What an audit row keeps of a part's `PartStats`: its counts."""

    ops: int
    unknown: int
    fused: int
    ranges: int

    @classmethod
    def of(cls, stats: PartStats) -> PartCounts:
        """The counts of `stats`."""
        return cls(stats.ops, stats.unknown, stats.fused, len(stats.ranges))

    def values(self) -> tuple[int, int, int, int]:
        """The counts in field order (`dataclasses.astuple` deep-copies:
        a second per GPU stream's audit)."""
        return self.ops, self.unknown, self.fused, self.ranges


@dataclass(slots=True)
class AuditRow:
    """One stage of the audit: its part of the program before and after."""

    stage: int
    pass_argument: str
    scope: str
    before: PartCounts
    after: PartCounts
    first_print: bool
    # The stage of the pass that made the change (see
    # `tracksrc.pipeline.composition.passes.attribution`): `stage` itself after-all.
    pass_stage: int = -1
    # The earlier print the part is compared with (`attribution.since`).
    since: int = -1
    # Source ranges no op of the part carries any more, and whether the
    # set of ranges changed at all.
    ranges_lost: int = 0
    ranges_changed: bool = False
    # The passes that pass ran inside, outermost first (`nesting`; given
    # when read back from the store, not kept in the row's fields).
    parents: tuple[str, ...] = ()

    @property
    def pass_named(self) -> str:
        """The pass as tables name it, with its parents
        (`inline > canonicalize`)."""
        return with_parents(self.pass_argument, self.parents)

    @property
    def became_unknown(self) -> int:
        """Ops whose location became `unknown` (growth of unknown ops); 0 for
        a first print, which has nothing to compare with."""
        if self.first_print:
            return 0
        return max(0, self.after.unknown - self.before.unknown)

    @property
    def fused_growth(self) -> int:
        """Change in the number of ops with fused (several) locations."""
        return self.after.fused - self.before.fused

    @property
    def changed(self) -> bool:
        """True if any figure of the row changed."""
        return not self.first_print and bool(
            self.before.ops != self.after.ops
            or self.became_unknown
            or self.ranges_lost
            or self.fused_growth
            or self.ranges_changed
        )

    def fields(self) -> list[object]:
        """The row as a list of plain values (`of_fields` reads it back)."""
        return [
            self.stage,
            self.pass_argument,
            self.scope,
            *self.before.values(),
            *self.after.values(),
            self.first_print,
            self.pass_stage,
            self.since,
            self.ranges_lost,
            self.ranges_changed,
        ]

    @classmethod
    def of_fields(cls, fields: list[object]) -> AuditRow:
        """A row from `fields` (ValueError if they are not a row's)."""
        if not isinstance(fields, list) or len(fields) != 16:
            raise ValueError("an audit row of another shape")
        stage, label, scope = fields[:3]
        numbers = fields[3:11]
        first, pass_stage, since_stage, lost, changed = fields[11:]
        if not (
            isinstance(label, str)
            and isinstance(scope, str)
            and all(isinstance(n, int) and n >= 0 for n in numbers)
            and all(isinstance(n, int) for n in (stage, pass_stage, since_stage, lost))
        ):
            raise ValueError("an audit row holding what no audit row holds")
        return cls(
            stage,  # type: ignore[arg-type]
            label,
            scope,
            PartCounts(*numbers[:4]),  # type: ignore[arg-type]
            PartCounts(*numbers[4:]),  # type: ignore[arg-type]
            bool(first),
            pass_stage,  # type: ignore[arg-type]
            since_stage,  # type: ignore[arg-type]
            lost,  # type: ignore[arg-type]
            bool(changed),
        )

    def json_data(self) -> dict[str, Any]:
        """The row as JSON-able data."""
        return {
            "stage": self.stage,
            "pass": self.pass_argument,
            "parents": list(self.parents),
            "pass_stage": self.pass_stage,
            "since": self.since,
            "scope": self.scope,
            "first_print": self.first_print,
            "ops_before": self.before.ops,
            "ops_after": self.after.ops,
            "unknown_before": self.before.unknown,
            "unknown_after": self.after.unknown,
            "became_unknown": self.became_unknown,
            "ranges_before": self.before.ranges,
            "ranges_after": self.after.ranges,
            "ranges_lost": self.ranges_lost,
            "fused_before": self.before.fused,
            "fused_after": self.after.fused,
        }


@collecting_less()
def audit_rows(tracker: PipelineTracker) -> list[AuditRow]:
    """Per stage of the main compile, the part of the program the pass
    printed before and after it ran: op counts, ops whose location became
    unknown, source ranges no longer represented by any op, fused-location
    growth (worked out over the replay once, when the store is built)."""
    rows: list[AuditRow] = []
    whole: dict[tuple[Piece, int], PartStats] = {}

    def stats_of(piece: Piece, position: int, hidden: int) -> PartStats:
        if position != piece.root:
            return _stats(tracker, piece, hidden, (position, piece.summary.subtree_end[position]))
        # Whole pieces come back (every module print replaces them all).
        found = whole.get((piece, hidden))
        if found is None:
            found = whole[(piece, hidden)] = _stats(tracker, piece, hidden)
        return found

    for event in tracker.events():
        if event.added is None or event.compile != 0:
            continue  # cut short, or a nested compile's: not the main program
        before = PartStats()
        for piece, position, hidden in event.earlier_parts():
            before.add(stats_of(piece, position, hidden))
        after = stats_of(event.added, event.added.root, 0)
        first_shown = _module_first_shown(event)
        around = _around_earlier_prints(tracker, event, first_shown)
        if around is not None:
            before.add(around)
        elif first_shown:
            before.ops += 1  # it was there all along, around what was printed
        stage = event.stage
        relevant = None
        if after.unknown > before.unknown and len(culprits(event)) > 1:
            relevant = _losing_parts(tracker, event, stats_of)
        rows.append(
            AuditRow(
                stage.number,
                culprit_label(event, relevant),
                stage.scope,
                PartCounts.of(before),
                PartCounts.of(after),
                not event.replaced,
                culprit_stage(event, relevant).number,
                since(event),
                len(before.ranges - after.ranges),
                before.ranges != after.ranges,
            )
        )
        # (Whole pieces of earlier stages are not asked for again once a
        # later print replaced them.)
        if len(whole) > 4096:
            whole.clear()
    return rows


def _module_first_shown(event: StageEvent) -> bool:
    """True if the stage prints the module for the first time after prints
    of ops inside it only (a pipeline whose first passes run on functions):
    the module op is not new."""
    added = event.added
    assert added is not None
    summary = added.summary
    parts = event.earlier_parts()
    return (
        added.root == 0
        and not summary.implicit_root
        and summary.type_of(0) == "builtin.module"
        and bool(parts)
        and all(
            piece.summary.implicit_root and position == piece.root != 0
            for piece, position, _ in parts
        )
    )


def _around_earlier_prints(
    tracker: PipelineTracker, event: StageEvent, module_first_shown: bool
) -> PartStats | None:
    """For a print after a failure that holds earlier prints of ops inside
    it (MLIR prints the failed pass's function, then the module, variant
    and executable around it, none changed since), the counts of its ops
    around theirs: printed for the first time, there all along. None for
    any other print: elsewhere a print that first shows what surrounds
    earlier ones may hold what its pass added (the shape functions
    `torch-reify-shape-calculations` links into the module), and only the
    module op is known to have been there (`_module_first_shown`)."""
    added = event.added
    if added is None or not event.stage.failed:
        return None
    if module_first_shown:
        earlier = event.replaced
    elif not event.replaced:
        earlier = event.nested
    else:
        return None
    summary = added.summary
    positions: dict[tuple[str, str], list[int]] = {}
    for position, entry in summary.keys.items():
        if added.root < position < summary.subtree_end[added.root]:
            positions.setdefault((summary.type_of(position), entry[0]), []).append(position)
    held: list[tuple[int, int]] = []  # the subtrees that are earlier prints
    for piece, printed, _ in earlier:
        their = piece.summary.keys.get(printed)
        if their is None:
            continue
        for position in positions.get((piece.summary.type_of(printed), their[0]), ()):
            if not any(start <= position < end for start, end in held):
                held.append((position, summary.subtree_end[position]))
                break
    if not held:
        return None
    around: list[tuple[int, int]] = []
    start = added.root
    for held_start, held_end in sorted(held):
        if held_start > start:
            around.append((start, held_start))
        start = max(start, held_end)
    around.append((start, summary.subtree_end[added.root]))
    return _stats_over(tracker, added, around)


def _losing_parts(
    tracker: PipelineTracker,
    event: StageEvent,
    stats_of: Callable[[Piece, int, int], PartStats],
) -> Relevance | None:
    """Which earlier parts a print that replaced several (a module print
    after function prints, say) lost locations in: each part against the
    op of the same type and symbol in the print, the rest of the print
    against the rest. None when that does not single any out."""
    added = event.added
    assert added is not None
    summary = added.summary
    start, end = added.span()

    def is_rest(piece: Piece, position: int) -> bool:
        # An earlier print of the op this one printed (the module).
        return position == piece.root and piece.summary.type_of(position) == summary.type_of(start)

    # Parts of one type and symbol (IREE's initializers have none) go
    # together: which of them is which op of the print does not matter.
    groups: dict[tuple[str, str], list[tuple[Piece, int, int]]] = {}
    rest_before = 0
    for piece, position, hidden in event.earlier_parts():
        if is_rest(piece, position):
            rest_before += stats_of(piece, position, hidden).unknown
        else:
            key = piece.summary.key_of(position)[:2]
            groups.setdefault(key, []).append((piece, position, hidden))
    # The unknown ops of the print's own ops of those keys (outermost only),
    # and of the rest of it.
    after: Counter[tuple[str, str]] = Counter()
    rest_after = stats_of(added, added.root, 0).unknown
    position = start + 1
    while position < end:
        key = summary.key_of(position)[:2]
        if key not in groups:
            position += 1
            continue
        place_end = summary.subtree_end[position]
        unknown = _stats(tracker, added, 0, (position, place_end)).unknown
        after[key] += unknown
        rest_after -= unknown
        position = place_end
    losing: set[tuple[int, int]] = set()
    for key, parts in groups.items():
        if after[key] > sum(stats_of(*part).unknown for part in parts):
            losing.update((id(piece), position) for piece, position, _ in parts)
    rest_lost = rest_after > rest_before
    if not losing and not rest_lost:
        return None
    return lambda piece, position, hidden: (
        (id(piece), position) in losing or (rest_lost and is_rest(piece, position))
    )
