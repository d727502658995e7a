"""SSA def-use inside one parsed file: which value an op reads, who reads an
op's results, and the trees `inputs_of`/`outputs_of` print.

A name an op mentions (`tracksrc.reading.op_syntax.mentioned_values`)
means the nearest definition in the scopes around the op: the region
holding the op (results of its ops, arguments of its labelled blocks), then
the entry arguments the region's owner prints in its own line
(`scf.for %iv = ...`, `func.func @f(%arg0: ...)`), then the region around
that owner, and so on out. MLIR's printer never reuses a name that is
visible, so the nearest definition is the one MLIR's parser binds. A name
of an op's own line that no scope around it defines is an argument of the
op's entry block, not an operand: that is how `scf.for %iv` is told from
`%lb` without knowing the dialect. Block arguments lead to the op that
owns them (`func.func`, `linalg.generic`, `scf.for`), so that trees go on
through them.

MIGraphX listings name their arguments (`Operation.operand_names`) and
are read the same way, a listing's module being the scope.
"""

from __future__ import annotations

import weakref
from collections import deque
from dataclasses import dataclass, field

from tracksrc.reading.op_syntax import defined_symbol, mentioned_values
from tracksrc.safe_text import visible_line
from tracksrc.tracking.index import OperationIndex, OperationInfo
from tracksrc.tracking.symbols import describe_instruction

RegionKey = tuple[int, int]  # (position of the region's owner, region number)


@dataclass(frozen=True, eq=False)
class Value:
    """An SSA value by what defines it: result `number` of `owner`, or
    argument `number` of a block of `owner`'s regions (`block`: its label;
    None for an entry block whose arguments the owner prints itself)."""

    name: str
    owner: OperationInfo
    kind: str  # "result" or "argument"
    number: int
    block: str | None = None

    def __str__(self) -> str:
        if self.kind == "result":
            return f"{self.name}: result {self.number} of {describe(self.owner)}"
        where = f" of {self.block}" if self.block else ""
        return f"{self.name}: argument {self.number}{where} of {describe(self.owner)}"


@dataclass(frozen=True, eq=False)
class Use:
    """One operand of `user`: the name as written and the value it means
    (None: no scope around the user defines it)."""

    user: OperationInfo
    name: str
    value: Value | None

    def __str__(self) -> str:
        if self.value is None:
            return f"{self.name}: not defined in {visible_line(self.user.index.filename)}"
        return str(self.value)


class Uses(list[Use]):
    """A list of uses that prints one a line."""

    def __str__(self) -> str:
        if not self:
            return "(none)"
        return "\n".join(str(use) for use in self)

    def __repr__(self) -> str:
        return str(self)


def describe(info: OperationInfo) -> str:
    """An op as trees and lists show it: result name (or unique id), type,
    and its first source location."""
    if info.index.file.format != "mlir":
        return describe_instruction(info)
    name = info.ssa_name or defined_symbol(info.op) or info.unique_id
    ranges = [str(item) for item in info.source_ranges if not item.is_unknown]
    where = f"  {visible_line(ranges[0])}" if ranges else ""
    return f"{visible_line(name)} {info.op_name}{where}"


class DefUse:
    """Def-use of one index, built on first use of each part."""

    def __init__(self, index: OperationIndex) -> None:
        self.index = index
        self._region_of: dict[int, RegionKey] = {}
        self._definitions: dict[RegionKey, dict[str, Value]] = {}
        self._group_sizes: dict[tuple[RegionKey, str], int] = {}
        self._own: dict[int, dict[str, Value]] = {}
        self._users: dict[int, list[Use]] | None = None
        for info in index.infos:
            for number, region in enumerate(info.op.regions):
                for op in region.operations():
                    child = index.info_by_op.get(op)
                    if child is not None:
                        self._region_of[child.position] = (info.position, number)

    # -- scopes -------------------------------------------------------------

    def _region_definitions(self, key: RegionKey) -> dict[str, Value]:
        found = self._definitions.get(key)
        if found is not None:
            return found
        owner = self.index.infos[key[0]]
        region = owner.op.regions[key[1]]
        found = {}
        for block in region.blocks:
            for number, argument in enumerate(block.arguments):
                found[argument.name] = Value(argument.name, owner, "argument", number, block.label)
            for op in block.operations:
                info = self.index.info_by_op.get(op)
                if info is None:
                    continue
                number = 0
                for name, count in op.result_groups:
                    found[name] = Value(name, info, "result", number)
                    if count > 1:
                        # `%0#N` is made when named (`_in_region`): a group may
                        # count up to 2^32-1 results.
                        self._group_sizes[(key, name)] = count
                    number += count
        self._definitions[key] = found
        return found

    def _in_region(self, key: RegionKey, name: str) -> Value | None:
        """The definition of `name` in region `key` (`%0#1`: result 1 of
        the group `%0`)."""
        definitions = self._region_definitions(key)
        found = definitions.get(name)
        if found is not None or "#" not in name:
            return found
        group, _, item = name.partition("#")
        size = self._group_sizes.get((key, group))
        base = definitions.get(group)
        if base is None or size is None or not item.isdigit() or len(item) > 10:
            return None
        if int(item) >= size:
            return None
        return Value(name, base.owner, "result", base.number + int(item))

    def _own_definitions(self, info: OperationInfo) -> dict[str, Value]:
        """Names of the op's own line that no scope around it defines: its
        entry block's arguments."""
        found = self._own.get(info.position)
        if found is not None:
            return found
        found = {}
        if info.op.regions and not info.op.operand_names:
            for name in mentioned_values(info.op):
                if name not in found and self._lookup(name, info) is None:
                    found[name] = Value(name, info, "argument", len(found))
        self._own[info.position] = found
        return found

    def _lookup(self, name: str, info: OperationInfo) -> Value | None:
        """The nearest definition of `name` in the scopes around `info`."""
        key = self._region_of.get(info.position)
        while key is not None:
            found = self._in_region(key, name)
            if found is not None:
                return found
            owner = self.index.infos[key[0]]
            found = self._own_definitions(owner).get(name)
            if found is not None:
                return found
            key = self._region_of.get(owner.position)
        return None

    def resolve(self, name: str, info: OperationInfo) -> Value | None:
        """The value `name` means where `info` uses it (`%0#1` falls back
        to `%0` when only the group is known)."""
        found = self._lookup(name, info)
        if found is None and "#" in name:
            found = self._lookup(name.split("#", 1)[0], info)
        if found is None and self.index.file.format != "mlir":
            # A listing's instruction names are unique across its modules.
            named = self.index.get_ops_by_name(name)
            if named:
                found = Value(name, named[0], "result", 0)
        return found

    # -- def-use ------------------------------------------------------------

    def operands(self, info: OperationInfo) -> Uses:
        """The values the op reads, in the order its text names them."""
        own = self._own_definitions(info)
        return Uses(
            Use(info, name, self.resolve(name, info))
            for name in mentioned_values(info.op)
            if name not in own
        )

    def users(self, info: OperationInfo, arguments: bool = False) -> Uses:
        """Every use of the op's results, in file order (with `arguments`,
        of the block arguments it owns too)."""
        if self._users is None:
            table: dict[int, list[Use]] = {}
            for user in self.index.infos:
                for use in self.operands(user):
                    if use.value is not None:
                        table.setdefault(use.value.owner.position, []).append(use)
            self._users = table
        return Uses(
            use
            for use in self._users.get(info.position, ())
            if arguments or (use.value is not None and use.value.kind == "result")
        )


_def_uses: weakref.WeakKeyDictionary[OperationIndex, DefUse] = weakref.WeakKeyDictionary()


def def_use_of(index: OperationIndex) -> DefUse:
    """The def-use of an index, built once and kept while the index lives."""
    found = _def_uses.get(index)
    if found is None:
        found = _def_uses[index] = DefUse(index)
    return found


def _check(info: object, function: str) -> OperationInfo:
    if not isinstance(info, OperationInfo):
        hint = "; find it first, e.g. index.find('%conv0')" if isinstance(info, str) else ""
        raise TypeError(
            f"{function}() takes one op (an OperationInfo), got {type(info).__name__}{hint}"
        )
    return info


def operands(info: OperationInfo) -> Uses:
    """The values an op reads: results of other ops, or block arguments
    with the op that owns them."""
    return def_use_of(_check(info, "operands").index).operands(info)


def users(info: OperationInfo) -> Uses:
    """The ops that read the op's results (one entry per use)."""
    return def_use_of(_check(info, "users").index).users(info)


@dataclass
class ValueTree:
    """An op and, to some depth, the ops it reads (`inputs_of`) or that
    read it (`outputs_of`)."""

    info: OperationInfo
    children: list[ValueTree] = field(default_factory=list)
    # How the parent reached this op when its name does not say: a block
    # argument, one result of several.
    via: str = ""
    # Names the op reads that no scope defines (listings: not in it).
    unresolved: list[str] = field(default_factory=list)
    # Shown in full higher up the tree: not expanded again.
    repeated: bool = False
    direction: str = "reads"

    def __str__(self) -> str:
        lines: list[str] = []
        pending: list[tuple[ValueTree, int]] = [(self, 0)]
        while pending:
            node, level = pending.pop()
            pad = "  " * level
            lead = f"{node.direction} " if level else ""
            if level and node.via:
                lead += f"{visible_line(node.via)} of "
            tail = "  (shown above)" if node.repeated else ""
            lines.append(f"{pad}{lead}{describe(node.info)}{tail}")
            missing = (
                "not in the listing"
                if node.info.index.file.format != "mlir"
                else "not defined here"
            )
            for name in node.unresolved:
                lines.append(f"{pad}  {node.direction} {visible_line(name)}  ({missing})")
            pending.extend((child, level + 1) for child in reversed(node.children))
        return "\n".join(lines)

    __repr__ = __str__

    @property
    def inputs(self) -> list[ValueTree]:
        """The children (the name `inputs_of` results have always had)."""
        return self.children

    def flat(self) -> list[OperationInfo]:
        """Every op of the tree below this one, depth first."""
        found: list[OperationInfo] = []
        pending = list(reversed(self.children))
        while pending:
            node = pending.pop()
            found.append(node.info)
            pending.extend(reversed(node.children))
        return found


def _tree(info: OperationInfo, depth: int, upward: bool) -> ValueTree:
    def_use = def_use_of(info.index)
    direction = "reads" if upward else "read by"
    root = ValueTree(info, direction=direction)
    expanded = {info.position}
    # Breadth first: an op met again is shown in full where it is nearest
    # the root, so that nothing within `depth` goes unshown.
    pending: deque[tuple[ValueTree, int]] = deque([(root, depth)])
    while pending:
        node, left = pending.popleft()
        if left <= 0 or node.repeated:
            continue
        if upward:
            steps = []
            for use in def_use.operands(node.info):
                if use.value is None:
                    node.unresolved.append(use.name)
                    continue
                value = use.value
                via = ""
                if value.kind == "argument":
                    block = f" of {value.block}" if value.block else ""
                    via = f"{use.name}, argument {value.number}{block},"
                elif value.name != value.owner.ssa_name and value.owner.index.file.format == "mlir":
                    via = f"{use.name}, result {value.number},"
                steps.append((value.owner, via))
        else:
            steps = [(use.user, "") for use in def_use.users(node.info)]
        for target, via in steps:
            child = ValueTree(target, via=via, direction=direction)
            child.repeated = target.position in expanded
            expanded.add(target.position)
            node.children.append(child)
            pending.append((child, left - 1))
    return root


def inputs_of(info: OperationInfo, depth: int = 1) -> ValueTree:
    """The ops an op reads and, to `depth` levels, the ops they read, as a
    tree: through block arguments to the op that owns them. On MIGraphX
    listings each instruction shows its debug symbols."""
    return _tree(_check(info, "inputs_of"), depth, upward=True)


def outputs_of(info: OperationInfo, depth: int = 1) -> ValueTree:
    """The ops that read an op's results and, to `depth` levels, the ops
    that read theirs, as a tree."""
    return _tree(_check(info, "outputs_of"), depth, upward=False)
