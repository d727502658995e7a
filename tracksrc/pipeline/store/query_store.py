"""The query store of a pipeline: the whole-pipeline work every query
needs, worked out once and kept in the pipeline's store file.

Built the first time a query asks (or by `tracksrc index`), in one
transaction, from the tracker's replay (`tracksrc.pipeline.composition`):

- every source's lineage events (`deltas`: per stage, the change in the
  ops of each stack set, op type and unit);
- per stage: the passes that made what it shows (`attribution.culprits`,
  without a query: a query's own parts are looked at only where a print
  replaced several), the earlier print it is seen against (`since`), the
  size of the program of its compile, its pass key (`pass_keys`), the
  runs of the passes it ran inside (`nesting`);
- the audit's rows (`audit`).

A query reads only what it answers: `lineage` the rows of the stack sets
its location matches, `stages --json` the sizes, `audit` its rows; none
replays the stages. Everything read back is checked (a damaged or forged
store is rebuilt, with a warning).
"""

from __future__ import annotations

import hashlib
import json
import logging
import weakref
from array import array
from collections.abc import Callable
from typing import TypeVar

from tracksrc.collector import collecting_less
from tracksrc.errors import TracksrcError
from tracksrc.freed_memory import return_freed_memory
from tracksrc.pipeline.composition.passes.attribution import (
    culprits,
    since,
    unprinted,
    unprinted_label,
)
from tracksrc.pipeline.composition.passes.nesting import pass_runs
from tracksrc.pipeline.composition.tracker import PipelineTracker, tracker_of
from tracksrc.pipeline.composition.tracker_state import tracker_key
from tracksrc.pipeline.dispatches.dispatch import Dispatch, Dispatches
from tracksrc.pipeline.dispatches.finding import find_dispatches
from tracksrc.pipeline.store import deltas
from tracksrc.pipeline.store.aliases import Alias, Row, followed_rows, read_aliases, write_aliases
from tracksrc.pipeline.store.audit import AuditRow, audit_rows
from tracksrc.pipeline.store.dispatch_units import DispatchUnits
from tracksrc.pipeline.store.pass_keys import PassKey, pass_keys_of
from tracksrc.pipeline.store.units import UnitKey
from tracksrc.pipeline.streams.rules_version import versioned
from tracksrc.pipeline.streams.storage.database import StoreError
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.pipeline.streams.summaries.summary import flatten
from tracksrc.progress import status_line

logger = logging.getLogger("tracksrc.pipeline.store.query_store")

# Bump when a table's layout or meaning changes (a rule changed is in the
# rules' digest).
_VERSION = versioned(7)

_T = TypeVar("_T")


class QueryStore:
    """What queries read of one pipeline (see the module docstring)."""

    def __init__(self, pipeline: Pipeline) -> None:
        self.pipeline = pipeline
        self.tracker: PipelineTracker = tracker_of(pipeline)
        self.key = f"query:{_VERSION}:" + tracker_key(self.tracker)
        self.types: list[str] = []
        self.units: list[UnitKey] = []
        self._stages: dict[str, array[int]] = {}
        self._labels: list[str] = []
        self._audit: list[AuditRow] | None = None
        self._dispatch_units: DispatchUnits | None = None
        # Whether this process built it (else it was read back).
        self.built = False
        try:
            if self._read():
                return
        except StoreError as exc:
            self._warn(exc)
        self._build_and_read()

    def _warn(self, problem: StoreError) -> None:
        logger.warning(
            "store %s: %s; building the query store again", self.pipeline.store.path, problem
        )

    def _build_and_read(self) -> None:
        self._audit = None
        self._dispatch_units = None
        self.build()
        self.built = True
        if not self._read():
            raise TracksrcError(
                f"tracksrc: error: the query store of {self.pipeline.store.path} was not kept"
            )

    def _checked(self, read: Callable[[], _T]) -> _T:
        """`read()` of a kept table; when what it holds proves inconsistent
        (damaged or forged: `StoreError`), the query store is built again,
        with a warning, and read once more (a query reads rows lazily, so
        this is found where they are read, not when the store opens)."""
        try:
            return read()
        except StoreError as exc:
            self._warn(exc)
        self._build_and_read()
        return read()

    @property
    def db(self) -> object:
        """The store's database connection."""
        return self.pipeline.store.connection

    # -- building ------------------------------------------------------------

    @collecting_less()
    def build(self) -> None:
        """Work out every table and keep them (one transaction)."""
        tracker, pipeline, store = self.tracker, self.pipeline, self.pipeline.store
        events = tracker.events()
        with store.transaction() as db:
            types, units, sizes, printed = deltas.build_deltas(tracker, db)
            return_freed_memory()
            # (Each table is kept as soon as it is worked out, and what it
            # was made from let go: the build's peak is at its end.)
            with status_line("attributing every stage's changes to passes"):
                keys = pass_keys_of(pipeline, events)
                labels = sorted({label for label, _ in keys})
                label_numbers = {label: number for number, label in enumerate(labels)}
                offsets, items = flatten(
                    ([s.number for s in culprits(event)] for event in events), "q"
                )
                runs = pass_runs(pipeline)
                parent_offsets, parents = flatten(
                    (runs.enclosing(number) for number in range(len(events))), "q"
                )
                store.put_arrays(
                    self.key + ":stages",
                    {
                        "culprit_offsets": offsets,
                        "culprits": items,
                        "parent_offsets": parent_offsets,
                        "parents": parents,
                        "since": array("q", [since(event) for event in events]),
                        "sizes": array("q", sizes),
                        "printed_unit": array("q", printed),
                        "pass_label": array("q", [label_numbers[label] for label, _ in keys]),
                        "pass_occurrence": array("q", [occurrence for _, occurrence in keys]),
                    },
                    {
                        "types": types,
                        "units": [list(unit) for unit in units.keys],
                        "labels": labels,
                    },
                )
                del keys, offsets, items
            with status_line("auditing every stage's locations"):
                # (Row by row: a list of every row's fields at once was the
                # build's peak on a CPU stream.)
                audit = (
                    "[" + ", ".join(json.dumps(row.fields()) for row in audit_rows(tracker)) + "]"
                )
            return_freed_memory()
            with status_line("following the dispatches"):
                formed = find_dispatches(pipeline, files=False)
                write_aliases(db, formed.merges)
            db.execute(
                "CREATE TABLE IF NOT EXISTS query_tables (key TEXT PRIMARY KEY, audit TEXT, "
                "dispatches TEXT, checks TEXT)"
            )
            db.execute("DELETE FROM query_tables")
            dispatches = json.dumps({"dispatches": formed.json_data(), "regions": formed.regions})
            checks = {"audit": _text_check(audit), "dispatches": _text_check(dispatches)}
            db.execute(
                "INSERT INTO query_tables VALUES (?, ?, ?, ?)",
                (self.key, audit, dispatches, json.dumps(checks)),
            )
            store.set_meta("query_store", self.key)

    def _read(self) -> bool:
        """Read the small tables back; False if the store holds none of this
        version, pipeline and remap."""
        store = self.pipeline.store
        if store.get_meta("query_store") != self.key:
            return False
        kept = store.get_arrays(self.key + ":stages")
        if kept is None:
            return False
        arrays, header = kept
        stages = len(self.pipeline.stages)
        try:
            types, units, labels = header["types"], header["units"], header["labels"]  # type: ignore[index]
            per_stage = ("since", "sizes", "pass_label", "printed_unit")
            if any(len(arrays[name]) != stages for name in per_stage):
                raise StoreError("per-stage tables of another stream")
            if len(arrays["culprit_offsets"]) != stages + 1:
                raise StoreError("culprits of another stream")
            if len(arrays["parent_offsets"]) != stages + 1:
                raise StoreError("parent passes of another stream")
            if not all(isinstance(t, str) for t in types) or not all(
                isinstance(u, list) and len(u) == 3 for u in units
            ):
                raise StoreError("types or units unreadable")
            if arrays["pass_label"] and max(arrays["pass_label"]) >= len(labels):
                raise StoreError("a pass label out of range")
            if arrays["printed_unit"] and not (
                -1 <= min(arrays["printed_unit"]) <= max(arrays["printed_unit"]) < len(units)
            ):
                raise StoreError("a printed unit out of range")
            if (
                arrays["culprits"]
                and not 0 <= min(arrays["culprits"]) <= max(arrays["culprits"]) < stages
            ):
                raise StoreError("a culprit out of range")
            parents = arrays["parents"]
            if parents and not 0 <= min(parents) <= max(parents) < stages:
                raise StoreError("a parent pass out of range")
        except (KeyError, TypeError) as exc:
            raise StoreError(f"the query store is unreadable ({exc})") from None
        self._stages = arrays
        self.types = list(types)
        self.units = [(int(c), str(t), str(s)) for c, t, s in units]
        self._labels = list(labels)
        return True

    # -- reading -------------------------------------------------------------

    def program_sizes(self) -> list[int]:
        """The op count of the whole program of each stage's compile after it."""
        return list(self._stages["sizes"])

    def pass_keys(self) -> list[PassKey]:
        """Each stage's pass key (`tracksrc.pipeline.store.pass_keys`)."""
        labels = self._labels
        return [
            (labels[label], occurrence)
            for label, occurrence in zip(
                self._stages["pass_label"], self._stages["pass_occurrence"], strict=True
            )
        ]

    def culprits(self, stage: int) -> list[int]:
        """The stages of the passes that made what `stage` shows, without
        regard to any query (`attribution.culprits`)."""
        offsets = self._stages["culprit_offsets"]
        return list(self._stages["culprits"][offsets[stage] : offsets[stage + 1]])

    def parents(self, stage: int) -> list[int]:
        """The stages of the runs `stage` lies in, outermost first
        (`nesting.pass_runs`)."""
        offsets = self._stages["parent_offsets"]
        return list(self._stages["parents"][offsets[stage] : offsets[stage + 1]])

    def parent_passes(self, stage: int) -> list[str]:
        """The passes `stage` ran inside, outermost first."""
        stages = self.pipeline.stages
        return [stages[run].label for run in self.parents(stage)]

    def parents_of(self, label: str, stage: int) -> list[str]:
        """The passes the pass a table names `label`, printed at `stage`,
        ran inside (none for a label naming several passes, or passes that
        printed nothing)."""
        stages = self.pipeline.stages
        if not 0 <= stage < len(stages) or stages[stage].label != label:
            return []
        return self.parent_passes(stage)

    def since(self, stage: int) -> int:
        """The earlier print `stage` is seen against (`attribution.since`)."""
        return self._stages["since"][stage]

    def culprit_stage(self, stage: int) -> int | None:
        """The stage whose pass a table names for what `stage` shows,
        without regard to any query: the last of its culprits, else the
        stage itself; None where only passes that printed nothing can have
        made it (`attribution.unprinted`)."""
        found = self.culprits(stage)
        if unprinted(self.pipeline.stages[stage], found, self.since(stage)):
            return None
        return found[-1] if found else stage

    def culprit_label(self, stage: int) -> str:
        """How a table names the pass of `culprit_stage` (for passes that
        printed nothing, `attribution.unprinted_label`)."""
        culprit = self.culprit_stage(stage)
        if culprit is None:
            return unprinted_label(self.since(stage), stage)
        return self.pipeline.stages[culprit].label

    def dispatch_stages(self) -> dict[str, list[int]]:
        """Per dispatch (by name), the stages of the main compile between
        its first and last whose pass ran on it: that printed a unit of its
        own (its function; its executable, or inside it the variant or the
        inner module code generation prints, with or without a symbol). An
        executable several dispatches share (IREE links them all into one)
        is the dispatch of none."""
        units = self.dispatch_units
        spans = {item.name: (item.first_stage, item.last_stage) for item in self.dispatches()}
        found: dict[str, list[int]] = {}
        for stage, unit in enumerate(self._stages["printed_unit"]):
            # (Units of a nested compile are no dispatch's.)
            name = units.dispatch_of(unit) if unit >= 0 else ""
            if name and spans[name][0] <= stage <= spans[name][1]:
                found.setdefault(name, []).append(stage)
        return found

    def _table(self, name: str) -> object:
        row = self.pipeline.store.connection.execute(
            f"SELECT {name}, checks FROM query_tables WHERE key = ?",
            (self.key,),
        ).fetchone()
        if row is None:
            raise StoreError(f"the {name} are not kept")
        try:
            written = json.loads(row[1])[name]
        except (ValueError, TypeError, KeyError):
            written = None
        if not isinstance(row[0], str) or _text_check(row[0]) != written:
            raise StoreError(f"the {name} kept are damaged: their checksum does not match")
        try:
            return json.loads(row[0])
        except ValueError as exc:
            raise StoreError(f"the {name} kept are unreadable ({exc})") from None

    def audit_rows(self) -> list[AuditRow]:
        """The audit's rows (`tracksrc.pipeline.store.audit`)."""
        if self._audit is None:
            self._audit = self._checked(self._audit_rows)
        return self._audit

    def _audit_rows(self) -> list[AuditRow]:
        kept = self._table("audit")
        try:
            if not isinstance(kept, list):
                raise StoreError("the audit kept is no list")
            rows = [AuditRow.of_fields(fields) for fields in kept]
            stages = len(self.pipeline.stages)
            for row in rows:
                if not all(-1 <= n < stages for n in (row.stage, row.pass_stage, row.since)):
                    raise StoreError(f"an audit row of stage {row.stage} out of range")
                row.parents = tuple(self.parents_of(row.pass_argument, row.pass_stage))
            return rows
        except (ValueError, TypeError) as exc:
            raise StoreError(f"the audit kept is unreadable ({exc})") from None

    def dispatches(self) -> Dispatches:
        """The dispatches of the main compile (a new list each time: callers
        give them their files)."""
        return self._checked(self._dispatches)

    def _dispatches(self) -> Dispatches:
        kept = self._table("dispatches")
        try:
            items = [Dispatch.from_json_data(data) for data in kept["dispatches"]]  # type: ignore[index]
            return Dispatches(items, None, int(kept["regions"]))  # type: ignore[index]
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise StoreError(f"the dispatches kept are unreadable ({exc})") from None

    @property
    def dispatch_units(self) -> DispatchUnits:
        """Which dispatch each unit belongs to (`dispatch_units`)."""
        if self._dispatch_units is None:
            self._dispatch_units = DispatchUnits(self.units, self.dispatches())
        return self._dispatch_units

    def aliases_of(self, stacksets: list[int]) -> list[Alias]:
        """The aliases of these stack sets through deduplicated executables
        (`tracksrc.pipeline.store.aliases`)."""
        return self._checked(lambda: read_aliases(self.pipeline.store.connection, stacksets))

    def target_rows(self, aliases: list[Alias], compile: int = 0) -> dict[int, list[Row]]:
        """The rows of the targets of `aliases`, per target."""
        targets = sorted({alias.target for alias in aliases})
        by_target: dict[int, list[Row]] = {target: [] for target in targets}
        for row in self.rows(targets, compile):
            by_target[row[1]].append(row)
        return by_target

    def followed_rows(
        self, own: set[int], aliases: list[Alias], targets: dict[int, list[Row]] | None = None
    ) -> list[Row]:
        """The rows a query holding stack sets `own` reads through
        deduplicated executables (`aliases.followed_rows`); `targets` are
        the rows of the aliases' targets, if read already."""
        if not aliases:
            return []
        if targets is None:
            targets = self.target_rows(aliases)
        return followed_rows(own, aliases, targets.__getitem__, self.dispatch_units.units_of)

    def stacksets_holding(self, stack_ids: set[int]) -> list[int]:
        """The numbers of the stack sets holding any of `stack_ids`."""
        return self.tracker.lookup.sets_holding(stack_ids)

    def rows(self, stacksets: list[int], compile: int = 0) -> list[tuple[int, int, int, int, int]]:
        """The lineage events of these stack sets (see `deltas.rows_of`),
        each checked against the store's tables."""
        return self._checked(lambda: self._rows(stacksets, compile))

    def _rows(self, stacksets: list[int], compile: int) -> list[tuple[int, int, int, int, int]]:
        found = deltas.rows_of(self.pipeline.store.connection, stacksets, compile)
        stages, types, units = len(self.pipeline.stages), len(self.types), len(self.units)
        for stage, _, op_type, unit, _ in found:
            if not (0 <= stage < stages and 0 <= op_type < types and 0 <= unit < units):
                raise StoreError(f"a lineage event out of range: {stage}, {op_type}, {unit}")
        return found


def _text_check(text: str) -> str:
    # (The texts of the audit and the dispatches are read whole: a digest
    # of each finds a changed byte that is still JSON.)
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


_STORES: weakref.WeakKeyDictionary[Pipeline, QueryStore] = weakref.WeakKeyDictionary()


def query_store_of(pipeline: Pipeline) -> QueryStore:
    """The pipeline's query store: read back, or built and kept (kept in
    memory while the pipeline lives)."""
    found = _STORES.get(pipeline)
    if found is None or found.tracker.generation != pipeline.store.generation:
        found = _STORES[pipeline] = QueryStore(pipeline)
    return found
