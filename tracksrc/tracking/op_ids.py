"""Unique op ids, mlir-track-src's scheme, stored in space linear in the ops.

An op's unique id is its parent's id, `/`, and its local id: the name of
its first result as MLIR names it (`%0`, or `%0#0` for `%0:2 = ...`), or
`<op name>[<pre-order index>]` for an op without results, e.g.
`builtin.module[0]/func.func[1]/%0`. Where a dump reuses a name under one
parent (two sibling regions both defining `%34`), the later op's local id
is `<name>[<pre-order index>]` so that no op is lost. A `/` in a generic
op's quoted name reads `%2F` in its local id, so that `/` only ever
separates local ids.

A whole id repeats every ancestor's, so storing them costs memory quadratic
in the nesting depth (20,000 nested regions would take gigabytes). `OpIds`
keeps only the local ids and the parents, builds a whole id when asked and
finds an op by walking its id down from the root.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Generic, TypeVar

from tracksrc.reading.ir import Operation

Value = TypeVar("Value")


class LocalIds:
    """Gives each op of one tree, met in pre-order, its local id (see the
    module docstring)."""

    def __init__(self) -> None:
        self._taken: set[tuple[int, str]] = set()

    def next(self, parent: int, position: int, op_name: str, first_result: str) -> tuple[str, bool]:
        """The local id of the op at `position` under `parent`, whose first
        result MLIR names `first_result` ("" for none), and whether it had
        to carry its position because the name was taken."""
        if first_result:
            # mlir-track-src's ids name an op by its first result as MLIR
            # names it (`%395#0` for `%395:2 = ...`).
            local = first_result
        else:
            local = f"{op_name.replace('/', '%2F')}[{position}]"
        # Whole ids are unique exactly when (parent, local id) pairs are: a
        # parent's id is unique, and the last `/` of an id ends it.
        renamed = (parent, local) in self._taken
        if renamed:
            local = f"{local}[{position}]"
        self._taken.add((parent, local))
        return local, renamed


def walk_with_ids(
    module: Operation,
) -> Iterator[tuple[Operation, int, str, list[str], bool]]:
    """Every op in pre-order with its parent's position (-1 for the root),
    its local id (see the module docstring), its result names, and whether
    the local id had to carry its position because the name was taken."""
    ids = LocalIds()
    position = 0
    # (operation, parent position) in pre-order.
    pending: list[tuple[Operation, int]] = [(module, -1)]
    while pending:
        op, parent = pending.pop()
        names = op.result_names
        first = op.first_result_name if names else ""
        local, renamed = ids.next(parent, position, op.op_name, first)
        yield op, parent, local, names, renamed
        if op.regions:
            nested = [(child, position) for region in op.regions for child in region.operations()]
            pending.extend(reversed(nested))
        position += 1


class OpIds:
    """The unique ids of ops in pre-order, from their local ids and parent
    positions (-1 for the root)."""

    def __init__(self, local_ids: Sequence[str], parents: Sequence[int]) -> None:
        if len(local_ids) != len(parents):
            raise ValueError("one parent per local id expected")
        self.local_ids = local_ids
        self.parents = parents
        self._children: dict[tuple[int, str], int] | None = None

    def __len__(self) -> int:
        return len(self.local_ids)

    def unique_id(self, position: int) -> str:
        """The whole id of the op at `position`."""
        parts = []
        while position >= 0:
            parts.append(self.local_ids[position])
            position = self.parents[position]
        return "/".join(reversed(parts))

    def __iter__(self) -> Iterator[str]:
        """Every whole id, in pre-order (each built when reached)."""
        return (self.unique_id(position) for position in range(len(self)))

    def position_of(self, op_id: str) -> int | None:
        """The position of the op whose whole id is `op_id`, or None."""
        children = self._child_table()
        position = -1
        for part in op_id.split("/"):
            found = children.get((position, part))
            if found is None:
                return None
            position = found
        return position

    def _child_table(self) -> dict[tuple[int, str], int]:
        if self._children is None:
            pairs = zip(self.parents, self.local_ids, strict=True)
            self._children = {pair: position for position, pair in enumerate(pairs)}
        return self._children


class IdMapping(Mapping[str, Value], Generic[Value]):
    """A read-only mapping from whole ids to one value per op position,
    built on `OpIds` (nothing stored per whole id)."""

    def __init__(self, ids: OpIds, values: Sequence[Value]) -> None:
        self._ids = ids
        self._values = values

    def __getitem__(self, op_id: str) -> Value:
        position = self._ids.position_of(op_id) if isinstance(op_id, str) else None
        if position is None:
            raise KeyError(op_id)
        return self._values[position]

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)
