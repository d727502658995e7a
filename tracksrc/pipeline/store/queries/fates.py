"""What each of many source ops became over a whole compile, and where.

Code generation lowers each dispatch in its own stretch of stages, and
passes after it (`strip-debuginfo`) wipe the locations: no single stage
holds the program at its deepest. So what an op reaches is read over every
stage of the main compile: a type is reached if some op the source op
became, at some stage, is of that type (`Fate.first_seen`: the first stage
and the unit, hence the dispatch, it was seen in). What the op ended as is
read per dispatch: the ops it had in that dispatch's functions at the last
stage that still held any (`Fate.ends`; a dispatch merged into another as
a duplicate ends in the kept one); ops outside every dispatch (the host
program) end at the last stage.

One sweep over the lineage events of all the queries (`QueryRows`),
through deduplicated executables into the kept ones.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tracksrc.pipeline.store.query_rows import QueryRows
from tracksrc.pipeline.store.units import is_function

# The family of the units outside every dispatch.
HOST = ""


@dataclass(frozen=True)
class Sighting:
    """Where a type was first seen: after `stage`, in unit `unit` (a number
    into `QueryStore.units`), of dispatch `dispatch` ("" outside every
    dispatch)."""

    stage: int
    unit: int
    dispatch: str


@dataclass(frozen=True)
class End:
    """What a source op ended as in one dispatch: its ops' `types` (with
    counts) after `stage`, the last stage that held any of them there;
    `gone_at` is the stage whose pass removed them or their locations (-1:
    they lasted to the end)."""

    stage: int
    types: tuple[tuple[str, int], ...]
    gone_at: int = -1

    def json_data(self) -> dict[str, Any]:
        """The end as plain data."""
        return {"stage": self.stage, "types": dict(self.types), "gone_at": self.gone_at}


@dataclass
class Fate:
    """One query's whole-compile fate (see the module docstring)."""

    first_seen: dict[str, Sighting] = field(default_factory=dict)
    ends: dict[str, End] = field(default_factory=dict)

    def reaches(self, op_type: str) -> Sighting | None:
        """Where `op_type` was first seen among what the op became."""
        return self.first_seen.get(op_type)


def fates(rows: QueryRows, start: int = 0, last: int | None = None) -> list[Fate]:
    """Per query of `rows`, its fate over the stages of the main compile
    from `start` to `last` (inclusive; default: all)."""
    store = rows.store
    names = store.types
    owners = store.dispatch_units
    family = [owners.dispatch_of(unit) for unit in range(len(store.units))]
    # What an op ended as in a dispatch is what it was in the dispatch's
    # code: its functions, not the executable's other ops (an export keeps
    # its location after the code lost them).
    code = [
        not owner or is_function(key[1]) for owner, key in zip(family, store.units, strict=True)
    ]
    found = [Fate() for _ in range(rows.count)]
    held: list[dict[str, Counter[str]]] = [{} for _ in range(rows.count)]
    # (query, family) -> (stage it was last seen at, its types then)
    seen: dict[tuple[int, str], tuple[int, Counter[str]]] = {}
    stages = len(store.pipeline.stages)
    last = stages - 1 if last is None else last
    for stage, changes in rows.stages(end=last + 1):
        touched: set[tuple[int, str]] = set()
        for change in changes:
            name = names[change.type_id]
            owner = family[change.unit]
            if stage >= start and change.delta > 0:
                fate = found[change.query]
                if name not in fate.first_seen:
                    fate.first_seen[name] = Sighting(stage, change.unit, owner)
            if not code[change.unit]:
                continue
            counts = held[change.query].setdefault(owner, Counter())
            counts[name] += change.delta
            touched.add((change.query, owner))
        for query, owner in touched:
            counts = held[query][owner]
            now = +counts
            if now:
                seen[query, owner] = (stage, now)
            elif (query, owner) in seen and stage >= start:
                when, types = seen.pop((query, owner))
                # The stage before this one still held them.
                found[query].ends[owner] = End(max(when, stage - 1), _sorted(types), stage)
    for fate in found:
        for owner in owners.merged.intersection(fate.ends):
            del fate.ends[owner]
    for (query, owner), (when, types) in seen.items():
        if owner in owners.merged:
            continue
        found[query].ends[owner] = End(last if when <= last else when, _sorted(types))
    if start > 0:
        # Types held at the start count as seen there.
        for query, families in enumerate(held):
            fate = found[query]
            for owner, counts in families.items():
                for name, count in counts.items():
                    if count > 0 and name not in fate.first_seen:
                        fate.first_seen[name] = Sighting(start, -1, owner)
    return found


def _sorted(types: Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(types.items(), key=lambda item: (-item[1], item[0])))
