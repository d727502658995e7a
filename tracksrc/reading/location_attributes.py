"""MLIR location attributes, as printed inside `loc(...)`.

`UnknownLoc`, `FileLoc` (a point or a `to` range), `NameLoc`, `CallSiteLoc`
and `FusedLoc`, plus `SymbolLoc` for the debug symbols of graph-compiler
listings. They are immutable and hashable so that equal locations can be
shared and memoised.

Locations nest as deep as a dump's aliases chain them (an inlining chain of
10,000 `callsite`s is a 10,000-deep value), so nothing here recurses: the
composite locations carry their hash, computed once from their children's,
and equality, printing and `fold_location` walk with explicit stacks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

from tracksrc.safe_text import mlir_string, visible_line

Result = TypeVar("Result")


class _LocationBase:
    """What every location shares: in the shell it reads as MLIR prints it."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"loc({self})"


@dataclasses.dataclass(frozen=True, slots=True, repr=False)
class UnknownLoc(_LocationBase):
    """`loc(unknown)`: the compiler does not know where this came from."""

    def __str__(self) -> str:
        return "unknown"


@dataclasses.dataclass(frozen=True, slots=True, repr=False)
class FileLoc(_LocationBase):
    """`"file":line:col` (a point) or `"file":l:c to l2:c2` (a range)."""

    filename: str
    start_line: int
    start_column: int
    end_line: int
    end_column: int

    @classmethod
    def point(cls, filename: str, line: int, column: int) -> FileLoc:
        """A location at one position."""
        return cls(filename, line, column, line, column)

    @property
    def is_point(self) -> bool:
        """True if the location names one position, not a range."""
        return self.start_line == self.end_line and self.start_column == self.end_column

    def __str__(self) -> str:
        text = f"{mlir_string(self.filename)}:{self.start_line}:{self.start_column}"
        if self.is_point:
            return text
        if self.end_line == self.start_line:
            return f"{text} to :{self.end_column}"
        return f"{text} to {self.end_line}:{self.end_column}"


@dataclasses.dataclass(frozen=True, slots=True, repr=False)
class SymbolLoc(_LocationBase):
    """A debug symbol of a graph compiler's listing: MIGraphX attaches the
    ONNX node name to each instruction (`# Convolution28`) and keeps it
    through fusion. Not an MLIR location; it tracks by equality."""

    symbol: str

    def __str__(self) -> str:
        return f"symbol {visible_line(self.symbol)}"


class _Composite(_LocationBase):
    """The composite locations: equality and hashing are by value, as for
    the leaves, but neither recurses (see the module docstring). Each keeps
    its hash, computed once from its children's (`_key`)."""

    __slots__ = ()
    _hash: int  # a dataclass field of each subclass

    def _key(self) -> tuple[object, ...]:
        raise NotImplementedError

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((type(self), *self._key())))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return locations_equal(self, other)

    def __str__(self) -> str:
        return location_text(self)  # type: ignore[arg-type]


@dataclasses.dataclass(frozen=True, slots=True, repr=False, eq=False)
class NameLoc(_Composite):
    """`"name"` or `"name"(child)`: a name given by a frontend or a pass."""

    name: str
    child: Location | None = None
    _hash: int = dataclasses.field(init=False, repr=False, compare=False)

    def _key(self) -> tuple[object, ...]:
        return (self.name, self.child)


@dataclasses.dataclass(frozen=True, slots=True, repr=False, eq=False)
class CallSiteLoc(_Composite):
    """`callsite(callee at caller)`: code inlined from `callee` at `caller`."""

    callee: Location
    caller: Location
    _hash: int = dataclasses.field(init=False, repr=False, compare=False)

    def _key(self) -> tuple[object, ...]:
        return (self.callee, self.caller)


@dataclasses.dataclass(frozen=True, slots=True, repr=False, eq=False)
class FusedLoc(_Composite):
    """`fused[a, b]` or `fused<metadata>[a, b]`: what several locations merged
    into (fusion, CSE, folding). `metadata` is kept as printed."""

    locations: tuple[Location, ...]
    metadata: str | None = None
    _hash: int = dataclasses.field(init=False, repr=False, compare=False)

    def _key(self) -> tuple[object, ...]:
        return (self.locations, self.metadata)


Location = UnknownLoc | FileLoc | NameLoc | CallSiteLoc | FusedLoc | SymbolLoc

UNKNOWN = UnknownLoc()


def children(location: object) -> Sequence[object]:
    """The locations directly inside a composite location (none for a
    leaf), in printing order."""
    if isinstance(location, NameLoc):
        return () if location.child is None else (location.child,)
    if isinstance(location, CallSiteLoc):
        return (location.callee, location.caller)
    if isinstance(location, FusedLoc):
        return location.locations
    return ()


def locations_equal(first: object, second: object) -> bool:
    """Value equality of two locations, walked with a stack (`==` on
    locations calls this)."""
    pending = [(first, second)]
    compared: set[tuple[int, int]] = set()
    while pending:
        left, right = pending.pop()
        if left is right:
            continue
        if type(left) is not type(right):
            return False
        if not isinstance(left, _Composite):
            if left != right:
                return False
            continue
        if hash(left) != hash(right):
            return False
        # Shared sub-locations (aliases) are compared once per pair.
        pair = (id(left), id(right))
        if pair in compared:
            continue
        compared.add(pair)
        if not _same_fields(left, right):
            return False
        pending.extend(zip(children(left), children(right), strict=True))
    return True


def _same_fields(left: object, right: object) -> bool:
    # The fields of two composites of one type other than their children.
    if isinstance(left, NameLoc) and isinstance(right, NameLoc):
        return left.name == right.name and (left.child is None) == (right.child is None)
    if isinstance(left, FusedLoc) and isinstance(right, FusedLoc):
        return left.metadata == right.metadata and len(left.locations) == len(right.locations)
    return True


# Aliases can share a sub-location so that its printed form doubles at
# every level (`#l2 = loc(callsite(#l1 at #l1))`): printing stops here.
MAX_LOCATION_TEXT = 1_000_000


def location_text(location: object, limit: int = MAX_LOCATION_TEXT) -> str:
    """The location as MLIR prints it inside `loc(...)`, built with a stack
    (what `str()` of a location gives); past `limit` characters it ends in
    `...` instead."""
    parts: list[str] = []
    size = 0
    # Locations still to print and literal text, last first.
    pending: list[object] = [location]
    while pending:
        if size > limit:
            return "".join(parts)[:limit] + "..."
        item = pending.pop()
        if isinstance(item, str):
            part = item
        elif isinstance(item, NameLoc):
            part = mlir_string(item.name)
            if item.child is not None:
                pending += [")", item.child, "("]
        elif isinstance(item, CallSiteLoc):
            part = "callsite("
            pending += [")", item.caller, " at ", item.callee]
        elif isinstance(item, FusedLoc):
            part = ("fused" if item.metadata is None else f"fused<{item.metadata}>") + "["
            pending.append("]")
            for index in reversed(range(len(item.locations))):
                pending.append(item.locations[index])
                if index:
                    pending.append(", ")
        else:
            part = str(item)
        parts.append(part)
        size += len(part)
    text = "".join(parts)
    return text if len(text) <= limit else text[:limit] + "..."


def fold_location(
    location: Location,
    leaf: Callable[[Location], Result],
    combine: Callable[[Location, list[Result]], Result],
    descend: Callable[[Location], Sequence[Location]] = children,  # type: ignore[assignment]
) -> Result:
    """Fold a location bottom-up without recursing: `leaf` gives the value
    of a location `descend` opens no further (a leaf by default), `combine`
    that of one from its children's values in order.

    A sub-location shared by several parents (an alias) is folded once; its
    value is dropped when its last parent has used it, so a deep chain
    holds one level's value at a time.
    """
    results: dict[int, Result] = {}
    # How many parents still need each shared sub-location's value.
    users: dict[int, int] = {}
    order: list[Location] = []
    pending: list[tuple[Location, bool]] = [(location, False)]
    while pending:
        node, expanded = pending.pop()
        key = id(node)
        if expanded:
            order.append(node)
            continue
        if key in users:
            users[key] += 1
            continue
        users[key] = 1
        pending.append((node, True))
        pending.extend((child, False) for child in reversed(descend(node)))
    for node in order:
        inner = descend(node)
        if not inner:
            results[id(node)] = leaf(node)
            continue
        values = []
        for child in inner:
            key = id(child)
            values.append(results[key])
            users[key] -= 1
            if not users[key]:
                del results[key]
        results[id(node)] = combine(node, values)
    return results[id(location)]


def walk_location(location: Location) -> Iterator[Location]:
    """Every location inside `location` (itself first), in printing order;
    a shared sub-location once per place it appears."""
    pending: list[Location] = [location]
    while pending:
        current = pending.pop()
        yield current
        pending.extend(reversed(children(current)))  # type: ignore[arg-type]


def location_symbols(location: Location) -> tuple[str, ...]:
    """The debug symbols (`SymbolLoc`) in a location, in order."""
    if isinstance(location, SymbolLoc):
        return (location.symbol,)
    if isinstance(location, FusedLoc):
        return tuple(child.symbol for child in location.locations if isinstance(child, SymbolLoc))
    return ()


def location_names(location: Location) -> tuple[str, ...]:
    """Every name (`NameLoc`) inside a location, outermost first."""
    return tuple(node.name for node in walk_location(location) if isinstance(node, NameLoc))
