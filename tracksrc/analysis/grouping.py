"""How bulk analyses group ops: the ops they take, the keys they group
by, and the grouped result.

- `as_ops(ops)`: a list of ops from an index, one op or an iterable;
- keys: `op_types` (the set of types an op reached, the default) and
  `reaches(T)` (whether it reached type T);
- `Classification`: the groups, printed as (group, count, examples).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from tracksrc.results import ResultTable
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.track import unique_ops

Ops = OperationIndex | OperationInfo | Iterable[OperationInfo]
Key = Callable[[list[OperationInfo]], Hashable]


def as_ops(ops: Ops) -> list[OperationInfo]:
    """A list of ops from an index (all its ops), one op, or an iterable."""
    if isinstance(ops, OperationIndex):
        return list(ops.infos)
    if isinstance(ops, OperationInfo):
        return [ops]
    if isinstance(ops, (str, bytes)):
        raise TypeError(
            "expected ops (an index, an op or a list of ops), not a string; for a type use "
            'op_index.get_ops_by_type("...")'
        )
    return unique_ops(ops)


def op_types(reached: list[OperationInfo]) -> frozenset[str]:
    """The default key of `classify`: the set of op types reached."""
    return frozenset(info.op_name for info in reached)


class Reaches:
    """A `classify` key splitting ops by whether they reach `op_type`; with
    a whole pipeline as the target, whether they reach it at any stage
    (`tracksrc.analysis.reach`)."""

    def __init__(self, op_type: str) -> None:
        self.op_type = op_type
        self.__name__ = f"reaches({op_type!r})"

    def __call__(self, reached: list[OperationInfo]) -> str:
        if any(info.op_name == self.op_type for info in reached):
            return f"reaches {self.op_type}"
        return f"does not reach {self.op_type}"

    def __repr__(self) -> str:
        return self.__name__


def reaches(op_type: str) -> Reaches:
    """A `classify` key splitting ops by whether they reach `op_type`."""
    return Reaches(op_type)


def group_label(key: Hashable) -> str:
    """How a group key prints: a set of types sorted and comma-separated."""
    if isinstance(key, (frozenset, set, tuple, list)):
        items = sorted(str(item) for item in key)
        return ", ".join(items) if items else "(nothing)"
    return str(key)


@dataclass
class Classification(ResultTable):
    """Ops grouped by what they became; prints as (group, count, examples).

    `groups` maps each group's label to its ops, largest group first;
    `reached[unique_id]` lists what each op became; `keys[label]` is the
    key the label prints."""

    groups: dict[str, list[OperationInfo]] = field(default_factory=dict)
    keys: dict[str, Hashable] = field(default_factory=dict)
    reached: Mapping[str, list[OperationInfo]] = field(default_factory=dict)

    def __getitem__(self, group: Hashable) -> list[OperationInfo]:
        label = group if isinstance(group, str) else group_label(group)
        try:
            return self.groups[label]
        except KeyError:
            raise KeyError(f"no group {label!r}; groups: {list(self.groups)}") from None

    def counts(self) -> dict[str, int]:
        """Each group's label and size."""
        return {label: len(ops) for label, ops in self.groups.items()}

    def json_data(self) -> dict[str, Any]:
        """The table's data (see `ResultTable.json_data`), plus `groups`: the
        unique id of every op of each group."""
        data = super().json_data()
        data["groups"] = {
            label: [info.unique_id for info in members] for label, members in self.groups.items()
        }
        return data


class ReachedById(Mapping[str, list[OperationInfo]]):
    """What each op became, by the op's unique id. The ids are not stored:
    each repeats its ancestors', so ops nested deep would take memory
    growing with the square of the depth."""

    def __init__(self, by_op: dict[OperationInfo, list[OperationInfo]]) -> None:
        self._by_op = by_op
        self._indexes = list({id(info.index): info.index for info in by_op}.values())

    def __getitem__(self, op_id: str) -> list[OperationInfo]:
        for index in self._indexes:
            info = index.get_op(op_id) if isinstance(op_id, str) else None
            if info is not None and info in self._by_op:
                return self._by_op[info]
        raise KeyError(op_id)

    def __iter__(self) -> Iterator[str]:
        return (info.unique_id for info in self._by_op)

    def __len__(self) -> int:
        return len(self._by_op)
