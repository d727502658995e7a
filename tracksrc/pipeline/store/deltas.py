"""Lineage events of every source at once: how many ops of each (stack set,
op type, unit) the program holds, changed stage by stage.

One sweep over the replay (`PipelineTracker.sweep`) counts each piece of
the program by (stack set, op type, unit) and, per stage, writes only what
changed: a pass that leaves most ops alone changes few counts, a print
identical to the one it replaces changes none. That is every source's
lineage at once: a query reads the rows of the stack sets its location
matches (`rows_of`), never the stages. The rows go to the store in one
table indexed by stack set.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from itertools import chain

from tracksrc.pipeline.composition.replay import Piece
from tracksrc.pipeline.composition.tracker import PipelineTracker
from tracksrc.pipeline.store.units import Units, drop_oldest
from tracksrc.pipeline.streams.storage.database import StoreError
from tracksrc.pipeline.streams.storage.row_checks import checked, with_check
from tracksrc.progress import ProgressBar

# (stack set number, op type number, unit number) -> how many ops.
Holding = Counter[tuple[int, int, int]]

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS deltas (stackset INTEGER NOT NULL, stage INTEGER NOT NULL, "
    "type INTEGER NOT NULL, unit INTEGER NOT NULL, delta INTEGER NOT NULL, "
    "compile INTEGER NOT NULL, row_check INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS deltas_by_stackset ON deltas (stackset, stage)",
)


class _Holdings:
    """Each piece of the program counted by (stack set, type, unit): what
    the sweep keeps up to date (memoised: a print like one before it counts
    alike)."""

    def __init__(self, tracker: PipelineTracker, units: Units, types: dict[str, int]) -> None:
        self.tracker = tracker
        self.units = units
        self.types = types
        self.compile = 0
        self._set_numbers: dict[int, list[int]] = {}
        self._type_numbers: dict[int, list[int]] = {}
        # piece -> (replacements, counts) of its last count: a piece hidden
        # a little more is counted from it. (The piece itself is the key: an
        # id could be a removed piece's.)
        self._last: dict[Piece, tuple[int, Holding]] = {}
        # The last few prints counted whole, by (stack sets, summary, span,
        # units): identical prints share both.
        self._prints: dict[tuple[int, int, int, int, int], Holding] = {}
        # id(counts) -> (the counts they were made from, the ops lost), for
        # the counts of pieces hidden more at this stage: its change is what
        # was lost, not a comparison of two counts of the whole piece.
        # (Cleared at each stage, while both counts are alive.)
        self.lost: dict[int, tuple[Holding, Holding]] = {}

    def __call__(self, piece: Piece, hidden: int) -> Holding:
        tracker = self.tracker
        bound = tracker.bound(piece.printed_in)
        summary = bound.summary
        units = self.units.of_piece(piece, self.compile)
        sets = self._set_numbers.get(id(bound.stacksets))
        if sets is None:
            set_ids = tracker.table.set_ids
            sets = self._set_numbers[id(bound.stacksets)] = [set_ids[s] for s in bound.stacksets]
        types = self._type_numbers.get(id(summary))
        if types is None:
            known = self.types
            types = self._type_numbers[id(summary)] = [
                known.setdefault(name, len(known)) for name in summary.types
            ]
        columns = (sets, types, units, summary.op_stackset, summary.op_type)
        earlier = self._last.pop(piece, None)
        if earlier is not None and earlier[0] == hidden:
            counts = earlier[1]
        elif earlier is not None and earlier[0] < hidden:
            # The piece as it was, minus what later prints hid since: far
            # fewer ops than the piece (the program's base loses one
            # executable at a time).
            counts = earlier[1].copy()
            gone = _count_ranges(
                columns,
                (
                    span
                    for replacement in range(earlier[0], hidden)
                    for span in piece.ranges(replacement, piece.hidden[replacement])
                ),
            )
            # Only the keys that lost ops are looked at (not the piece's
            # every key), those counted to zero dropped.
            for key, lost in gone.items():
                left = counts[key] - lost
                if left:
                    counts[key] = left
                else:
                    del counts[key]
            self.lost[id(counts)] = (earlier[1], gone)
        elif hidden == 0:
            # Identical prints follow one another (a pass that changed
            # nothing): the same stage summary, span and units count alike.
            print_key = (id(bound.stacksets), id(summary), *piece.span(), id(units))
            known_print = self._prints.get(print_key)
            if known_print is not None:
                counts = known_print
            else:
                counts = _count_ranges(columns, [piece.span()])
                self._prints[print_key] = counts
                drop_oldest(self._prints, _PRINTS_KEPT)
        else:
            counts = _count_ranges(columns, piece.ranges(hidden))
        self._last[piece] = (hidden, counts)
        drop_oldest(self._last, _PIECES_KEPT)
        return counts


# Bounds on what `_Holdings` keeps: enough for the prints in flight, not
# every print of a 40,000-stage stream.
_PRINTS_KEPT = 64
_PIECES_KEPT = 1024
# Rows written at a time: enough to keep SQLite's per-call cost small, few
# enough that the rows in flight are not what the build's memory peaks on.
_ROWS_PER_WRITE = 20_000


def _count_ranges(columns: tuple, ranges: Iterable[tuple[int, int]]) -> Holding:  # type: ignore[type-arg]
    """The ops in these [start, end) ranges of a summary, counted by
    (stack set, type, unit), in one count (in C, not a merge per range)."""
    sets, types, units, op_stackset, op_type = columns
    return Counter(
        chain.from_iterable(
            zip(
                map(sets.__getitem__, op_stackset[start:end]),
                map(types.__getitem__, op_type[start:end]),
                units[start:end],
                strict=True,
            )
            for start, end in ranges
        )
    )


def _changes(
    changes: Sequence[tuple[Holding | None, Holding | None]],
    lost: dict[int, tuple[Holding, Holding]],
) -> dict[tuple[int, int, int], int]:
    """What one stage changed: the counts its pieces hold now minus what
    they held before (`lost`: `_Holdings.lost`)."""
    olds: list[Holding] = []
    news: list[Holding] = []
    losses: list[Holding] = []
    for old, new in changes:
        if old is new:
            continue
        if old is not None and new is not None:
            made_from = lost.get(id(new))
            if made_from is not None and made_from[0] is old:
                losses.append(made_from[1])
                continue
        if old is not None:
            olds.append(old)
        if new is not None:
            news.append(new)
    delta = _difference(olds, news)
    # (Few ops each: a piece hidden a little more.)
    for gone in losses:
        for key, count in gone.items():
            left = delta.get(key, 0) - count
            if left:
                delta[key] = left
            else:
                del delta[key]
    return delta


def _difference(olds: list[Holding], news: list[Holding]) -> dict[tuple[int, int, int], int]:
    """The counts of `news` minus those of `olds`, without zeros."""
    if len(olds) == 1 and len(news) == 1 and dict.__eq__(olds[0], news[0]):
        return {}  # a print identical to the one it replaced
    before, after = _items(olds), _items(news)
    if before is None or after is None:
        return _summed_changes(olds, news)
    # The (key, count) pairs in one but not the other, set apart in C: a
    # pass changes few counts of a program of thousands, and a loop over
    # every key in Python would cost more than the rest of the sweep.
    delta = dict(after - before)
    for key, count in before - after:
        delta[key] = delta.get(key, 0) - count
    # (No zero: a pair in both sides cancels out before it gets here.)
    return delta


def _items(counts: list[Holding]) -> AbstractSet[tuple[tuple[int, int, int], int]] | None:
    """The (key, count) pairs of these holdings, as a set; None if two of
    them share a key (their counts are then to be summed)."""
    if len(counts) == 1:
        return counts[0].items()
    keys = set(chain.from_iterable(counts))
    if len(keys) != sum(map(len, counts)):
        return None
    return set(chain.from_iterable(count.items() for count in counts))


def _summed_changes(olds: list[Holding], news: list[Holding]) -> dict:  # type: ignore[type-arg]
    """`_difference` where pieces share keys: every count summed."""
    delta: dict[tuple[int, int, int], int] = {}
    for old in olds:
        for key, count in old.items():
            delta[key] = delta.get(key, 0) - count
    for new in news:
        for key, count in new.items():
            delta[key] = delta.get(key, 0) + count
    return {key: count for key, count in delta.items() if count}


def _is_base(piece: Piece) -> bool:
    """True for a piece that is a whole module at the top of the program."""
    return piece.anchor is None and piece.summary.type_of(piece.root) == "builtin.module"


def build_deltas(
    tracker: PipelineTracker, db: sqlite3.Connection, progress: bool = True
) -> tuple[list[str], Units, list[int], list[int]]:
    """Sweep every compile of the pipeline and write its rows to `db`;
    returns the op types and units the rows number, the size of the
    program of each stage's compile after it, and the unit each stage
    printed (its print's op, or the unit it was printed inside: an
    executable's inner module or variant is its executable's; -1 for a
    stage that printed nothing new)."""
    for statement in SCHEMA:
        db.execute(statement)
    db.execute("DELETE FROM deltas")
    types: dict[str, int] = {}
    units = Units()
    holdings = _Holdings(tracker, units, types)
    pipeline = tracker.pipeline
    numbers = [item.number for item in pipeline.compiles]
    bar = (
        ProgressBar(
            len(pipeline.stages) * len(numbers), "counting every source's ops", unit="stages"
        )
        if progress
        else None
    )
    done = 0
    sizes = [0] * len(pipeline.stages)
    printed = [-1] * len(pipeline.stages)
    try:
        for number in numbers:
            holdings.compile = number
            rows: list[tuple[int | str | bytes | None, ...]] = []
            size = 0
            # Until a whole module is printed at the top, the program is
            # functions (or other ops) that MLIR reads inside the module it
            # adds around them: one op more than the pieces hold.
            based = False
            for event, _, changes in tracker.sweep(holdings, compile=number):
                done += 1
                if bar is not None and done % 256 == 0:
                    bar.update(done)
                stage = event.stage.number
                if event.stage.compile != number:
                    continue
                if event.added is not None:
                    printed[stage] = units.of_piece(event.added, number)[event.added.root]
                    based = based or _is_base(event.added)
                if changes:
                    changed = _changes(changes, holdings.lost)
                    holdings.lost.clear()
                    size += sum(changed.values())
                    rows.extend(
                        with_check((stackset, stage, type_id, unit, count, number))
                        for (stackset, type_id, unit), count in changed.items()
                    )
                sizes[stage] = size + (0 if based or not size else 1)
                if len(rows) > _ROWS_PER_WRITE:
                    db.executemany("INSERT INTO deltas VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
                    rows.clear()
            db.executemany("INSERT INTO deltas VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    finally:
        if bar is not None:
            bar.close()
    return list(types), units, sizes, printed


def rows_of(
    db: sqlite3.Connection, stacksets: Iterable[int], compile: int = 0
) -> list[tuple[int, int, int, int, int]]:
    """The rows of these stack sets in a compile: (stage, stack set, type,
    unit, change), in stage order. `StoreError` where a row read is not
    one written (`row_checks`)."""
    wanted = sorted(set(stacksets))
    found: list[tuple[int, int, int, int, int]] = []
    for offset in range(0, len(wanted), 500):
        chunk = wanted[offset : offset + 500]
        marks = ",".join("?" * len(chunk))
        rows = checked(
            db.execute(
                f"SELECT * FROM deltas WHERE compile = ? AND stackset IN ({marks})",
                (compile, *chunk),
            ),
            "lineage events",
        )
        asked = set(chunk)
        for stackset, stage, op_type, unit, delta, of_compile in rows:
            # (A damaged index could lead to a row of another set.)
            if stackset not in asked or of_compile != compile:
                raise StoreError("a lineage event of a stack set not asked for")
            found.append((stage, stackset, op_type, unit, delta))  # type: ignore[arg-type]
    found.sort()
    return found


def by_stage(
    rows: Iterable[tuple[int, int, int, int, int]],
) -> Iterator[tuple[int, list[tuple[int, int, int, int, int]]]]:
    """Rows grouped by their stage, in order."""
    group: list[tuple[int, int, int, int, int]] = []
    for row in rows:
        if group and row[0] != group[0][0]:
            yield group[0][0], group
            group = []
        group.append(row)
    if group:
        yield group[0][0], group
