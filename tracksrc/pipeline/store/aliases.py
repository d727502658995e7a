"""Following a source through a deduplicated executable.

When a dispatch's executable is merged into an equal one
(`tracksrc.pipeline.dispatches.merging`), the ops its source became vanish
and the kept executable's ops, which carry another source's locations, do
its work. An alias says: from `stage` on, the ops of stack set `source`
continue as the ops of stack set `target` in the kept dispatch's units.
A query holding `source` (and not `target`: then it holds the kept ops
itself) reads the rows of `target` in those units as its own: at the
merge, what they hold then; after it, their changes.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from tracksrc.pipeline.dispatches.merging import Merge
from tracksrc.pipeline.streams.storage.database import StoreError
from tracksrc.pipeline.streams.storage.row_checks import checked, with_check

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS aliases (stage INTEGER NOT NULL, source INTEGER NOT NULL, "
    "target INTEGER NOT NULL, dispatch TEXT NOT NULL, row_check INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS aliases_by_source ON aliases (source)",
)

# (stage, stack set, type, unit, change): a lineage event (`deltas.rows_of`).
Row = tuple[int, int, int, int, int]


@dataclass(frozen=True)
class Alias:
    """From `stage` on, stack set `source` continues as `target` in the
    units of dispatch `dispatch` (see the module docstring)."""

    stage: int
    source: int
    target: int
    dispatch: str


def write_aliases(db: sqlite3.Connection, merges: Iterable[Merge]) -> None:
    """Keep the aliases of every merge (pairs whose stack sets differ)."""
    for statement in SCHEMA:
        db.execute(statement)
    db.execute("DELETE FROM aliases")
    db.executemany(
        "INSERT INTO aliases VALUES (?, ?, ?, ?, ?)",
        [
            with_check((merge.stage, source, target, merge.kept.name))
            for merge in merges
            for source, target in sorted(merge.pairs)
            if source != target
        ],
    )


def read_aliases(db: sqlite3.Connection, stacksets: Iterable[int]) -> list[Alias]:
    """The aliases whose source is one of `stacksets` (`StoreError` where a
    row read is not one written)."""
    if db.execute("SELECT 1 FROM sqlite_master WHERE name = 'aliases'").fetchone() is None:
        return []
    wanted = sorted(set(stacksets))
    found: list[Alias] = []
    for offset in range(0, len(wanted), 500):
        chunk = wanted[offset : offset + 500]
        rows = checked(
            db.execute(
                f"SELECT * FROM aliases WHERE source IN ({','.join('?' * len(chunk))})", chunk
            ),
            "aliases",
        )
        for stage, source, target, dispatch in rows:
            if source not in chunk:
                raise StoreError("an alias of a stack set not asked for")
            found.append(Alias(int(stage), int(source), int(target), str(dispatch)))  # type: ignore[arg-type]
    return found


def followed_rows(
    own: set[int],
    aliases: Iterable[Alias],
    rows_of: Callable[[int], list[Row]],
    units_of: Callable[[str], frozenset[int]],
) -> list[Row]:
    """The rows a query holding stack sets `own` reads through `aliases`
    (those of its stack sets), reported under the alias's source: per
    target and merge, what the target's ops in the kept dispatch's units
    held at the merge, then their changes. `rows_of(target)` gives a
    target's rows in stage order."""
    chosen: dict[tuple[int, int, str], int] = {}
    for alias in aliases:
        if alias.source in own and alias.target not in own:
            key = (alias.target, alias.stage, alias.dispatch)
            chosen[key] = min(chosen.get(key, alias.source), alias.source)
    found: list[Row] = []
    for (target, stage, dispatch), source in chosen.items():
        units = units_of(dispatch)
        held: Counter[tuple[int, int]] = Counter()
        for row_stage, _, type_id, unit, change in rows_of(target):
            if unit not in units:
                continue
            if row_stage <= stage:
                held[type_id, unit] += change
            else:
                found.append((row_stage, source, type_id, unit, change))
        found.extend(
            (stage, source, type_id, unit, count)
            for (type_id, unit), count in held.items()
            if count
        )
    found.sort()
    return found
