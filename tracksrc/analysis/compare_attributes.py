"""Attribute-level changes between two runs, kept apart from the
differences `compare` counts (`compare(..., attributes=PASS)`).

Two runs that lower an op alike (the same op types, pass after pass) can
still give those ops other attributes: other tile sizes in a
`lowering_config`, another vector width, another constant. After one pass
named by the user (in each run, what each scope it ran on looked like
right after its last run there), every op carrying a source op's
provenance is read (`tracksrc.reading.attributes`: SSA, symbol and alias
names, locations set aside) and, per op type both runs have there, each
attribute's values are compared as multisets. Each difference is an
`AttributeChange`: the op type, the attribute, the values each run gives
it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.composition.tracker import QueryHits, tracker_of
from tracksrc.pipeline.store.pass_keys import scope_of
from tracksrc.pipeline.streams.stream import Pipeline, Stage
from tracksrc.pipeline.streams.summaries.summary import StageSummary
from tracksrc.reading.attributes import op_attributes

# The value standing for an attribute an op of the type does not have.
ABSENT = "(absent)"

# Per source location: op type -> attribute -> how many ops have each value.
Profile = dict[str, dict[str, Counter[str]]]


@dataclass(frozen=True)
class AttributeChange:
    """One attribute of one op type that the two runs set otherwise: the
    values the ops of each run carry (`value (xN)` when N ops do)."""

    op_type: str
    name: str
    a: tuple[str, ...]
    b: tuple[str, ...]

    def shown(self) -> tuple[str, str]:
        """What each run has that the other has not, for a line of text,
        cut to where the two differ."""
        mine = " | ".join(value for value in self.a if value not in self.b) or "-"
        theirs = " | ".join(value for value in self.b if value not in self.a) or "-"
        return differing_part(mine, theirs)

    def json_data(self) -> dict[str, Any]:
        """`op_type`, `name`, `a`, `b`."""
        return {"op_type": self.op_type, "name": self.name, "a": list(self.a), "b": list(self.b)}


def attribute_stages(pipeline: Pipeline, pass_spec: str) -> list[int]:
    """The stages attributes are read from: the one `PASS:N` (or a stage
    number) names, else every scope's last print after PASS in the main
    compile (a function pass prints each function; IREE lowers each
    executable in turn, so no one stage shows them all right after it)."""
    if ":" in pass_spec or pass_spec.lstrip("-").isdigit():
        return [pipeline.find_spec(pass_spec, "--attributes").number]
    events = tracker_of(pipeline).events()
    last: dict[tuple[int, str | None, str | None, str | None], int] = {}
    for stage in pipeline.main_stages():
        if stage.label == pass_spec:
            last[scope_of(stage, events[stage.number])] = stage.number
    if not last:
        pipeline.find_spec(pass_spec, "--attributes")  # the error naming close passes
        raise TracksrcError(f"tracksrc: error: --attributes {pass_spec}: no stage of it")
    return sorted(last.values())


def attribute_profiles(
    pipeline: Pipeline, numbers: list[int], keys: list[str], hits: QueryHits
) -> dict[str, Profile]:
    """Per source location (`keys`, in the order of the queries of
    `hits`), the attributes of the ops carrying its provenance in the
    scopes stages `numbers` printed, by op type."""
    tracker = tracker_of(pipeline)
    hits_of = hits.of
    profiles: dict[str, Profile] = {}
    for number in numbers:
        stage = pipeline.stages[number]
        bound = tracker.bound(stage)
        index = stage.op_index()
        for position in _scope_positions(stage, bound.summary):
            matched = hits_of(bound.stacksets[bound.summary.op_stackset[position]])
            if not matched:
                continue
            info = index.infos[position]
            attributes = op_attributes(info.op, index.file)
            for query in matched:
                by_name = profiles.setdefault(keys[query], {}).setdefault(info.op_name, {})
                by_name.setdefault("", Counter())[""] += 1  # the ops of the type
                for name, value in attributes.items():
                    by_name.setdefault(name, Counter())[value] += 1
    return profiles


def _scope_positions(stage: Stage, summary: StageSummary) -> range:
    """The positions of the op the stage's pass ran on and of what it holds
    (a stage printed with the module around its scope: the scope only)."""
    root = summary.root()
    symbol = stage.scope_symbol
    if symbol and summary.key_of(root)[1] != symbol:
        for position, entry in summary.keys.items():
            if entry and entry[0] == symbol and summary.type_of(position) == stage.scope_op:
                return range(position, summary.subtree_end[position])
    return range(root, summary.subtree_end[root])


def attribute_changes(a: Profile, b: Profile) -> list[AttributeChange]:
    """The attributes of the op types both profiles have whose values
    differ: the set of distinct values, an attribute some ops lack
    counting `ABSENT` (how many ops carry each does not count: one run
    may make two executables of what the other makes one)."""
    found: list[AttributeChange] = []
    for op_type in sorted(a.keys() & b.keys()):
        mine, theirs = a[op_type], b[op_type]
        for name in sorted((mine.keys() | theirs.keys()) - {""}):
            values = [_with_absent(side, name) for side in (mine, theirs)]
            if values[0].keys() != values[1].keys():
                found.append(AttributeChange(op_type, name, _listed(values[0]), _listed(values[1])))
    return found


def differing_part(first: str, second: str, context: int = 24) -> tuple[str, str]:
    """The part of each text where they differ, with some context: what
    is shared at the start and at the end becomes `...`."""
    start = 0
    while start < min(len(first), len(second)) and first[start] == second[start]:
        start += 1
    end = 0
    while (
        end < min(len(first), len(second)) - start
        and first[len(first) - 1 - end] == second[len(second) - 1 - end]
    ):
        end += 1
    low = max(start - context, 0)

    def cut(text: str) -> str:
        high = min(len(text) - end + context, len(text))
        return ("..." if low else "") + text[low:high] + ("..." if high < len(text) else "")

    return cut(first), cut(second)


def _listed(values: Counter[str]) -> tuple[str, ...]:
    return tuple(
        value if count == 1 else f"{value} (x{count})" for value, count in sorted(values.items())
    )


def _with_absent(by_name: dict[str, Counter[str]], name: str) -> Counter[str]:
    values = Counter(by_name.get(name, Counter()))
    missing = by_name[""][""] - sum(values.values())
    if missing > 0:
        values[ABSENT] = missing
    return values


__all__ = [
    "ABSENT",
    "AttributeChange",
    "Profile",
    "attribute_changes",
    "attribute_profiles",
    "attribute_stages",
    "differing_part",
]
