"""The mini-compiler's IR: SSA values, operations with operands, attributes,
result types, regions and a location, as MLIR has them.

Locations are the project's own location model (`tracksrc.reading.locations`).
Every op also carries `origins`: the ids of the input ops it derives from,
which rewrites pass on (`derive`) so that the ground truth of lineage is
known exactly. Attributes are kept as the text MLIR prints for them;
the passes that need numbers or maps read them with
`tracksrc.compiler.attributes`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from tracksrc.compiler.attributes import integers
from tracksrc.reading.location_attributes import UNKNOWN, CallSiteLoc, FusedLoc, Location

_TENSOR = re.compile(r"^(tensor|memref)<(?:((?:\?|\d+)(?:x(?:\?|\d+))*)x)?([a-z]\w*)>$")


@dataclass(frozen=True)
class ShapedType:
    """`tensor<1x8x8x4xf32>` or `memref<...>`: a kind, a shape, an element type."""

    kind: str
    shape: tuple[int, ...]
    element: str

    @classmethod
    def parse(cls, text: str) -> ShapedType:
        """Read a ranked tensor or memref type (ValueError otherwise)."""
        match = _TENSOR.match(text.strip())
        if match is None or "?" in (match.group(2) or ""):
            raise ValueError(f"expected a static tensor or memref type, got {text!r}")
        dims = match.group(2)
        shape = tuple(int(dim) for dim in dims.split("x")) if dims else ()
        return cls(match.group(1), shape, match.group(3))

    def __str__(self) -> str:
        dims = "".join(f"{dim}x" for dim in self.shape)
        return f"{self.kind}<{dims}{self.element}>"

    def with_shape(self, shape: Iterable[int]) -> ShapedType:
        """The same type with another shape."""
        return ShapedType(self.kind, tuple(shape), self.element)


class Value:
    """An SSA value: an op result or a block argument, with a type (as MLIR
    prints it) and an optional name hint (`%x`, `%padded`)."""

    __slots__ = ("hint", "index", "owner", "type")

    def __init__(self, type: str, hint: str = "", owner: Op | Block | None = None, index: int = 0):
        self.type = type
        self.hint = hint
        self.owner = owner
        self.index = index

    def __repr__(self) -> str:
        return f"<Value {self.hint or '?'}: {self.type}>"

    @property
    def shaped(self) -> ShapedType:
        """The value's type as a `ShapedType`."""
        return ShapedType.parse(self.type)


class Block:
    """A list of ops with block arguments (each with its own location)."""

    def __init__(self, arguments: Iterable[tuple[str, str, Location]] = ()) -> None:
        self.arguments: list[Value] = []
        self.argument_locations: list[Location] = []
        self.ops: list[Op] = []
        self.parent: Op | None = None
        for type_text, hint, location in arguments:
            self.add_argument(type_text, hint, location)

    def add_argument(self, type_text: str, hint: str = "", location: Location = UNKNOWN) -> Value:
        """Append a block argument."""
        value = Value(type_text, hint, self, len(self.arguments))
        self.arguments.append(value)
        self.argument_locations.append(location)
        return value

    def append(self, op: Op) -> Op:
        """Add `op` at the end of the block."""
        op.parent = self
        self.ops.append(op)
        return op


@dataclass(eq=False)
class Op:
    """One operation. `attributes` maps names to their printed text;
    `properties` are printed `<{...}>` in the generic form (MLIR keeps an
    op's inherent attributes there). `origins` are ids of input ops."""

    name: str
    operands: list[Value]
    result_types: list[str]
    attributes: dict[str, str] = field(default_factory=dict)
    regions: list[list[Block]] = field(default_factory=list)
    location: Location = UNKNOWN
    origins: frozenset[int] = frozenset()
    result_hints: list[str] = field(default_factory=list)
    parent: Block | None = None
    results: list[Value] = field(default_factory=list)

    def __post_init__(self) -> None:
        hints = self.result_hints or [""] * len(self.result_types)
        self.results = [
            Value(type_text, hint, self, index)
            for index, (type_text, hint) in enumerate(zip(self.result_types, hints, strict=True))
        ]
        for region in self.regions:
            for block in region:
                block.parent = self

    def __repr__(self) -> str:
        return f"<Op {self.name} at {self.location!r}>"

    @property
    def result(self) -> Value:
        """The single result."""
        (value,) = self.results
        return value

    def walk(self) -> Iterator[Op]:
        """This op and every op nested in it, in pre-order."""
        yield self
        for region in self.regions:
            for block in region:
                for op in list(block.ops):
                    yield from op.walk()

    @property
    def body(self) -> Block:
        """The first block of the first region."""
        return self.regions[0][0]

    @property
    def symbol(self) -> str:
        """The `sym_name` of a symbol op (`main` for `@main`)."""
        return self.attributes.get("sym_name", "").strip('"')

    def int_list(self, name: str) -> list[int]:
        """An `array<i64: 1, 2>` or `[1, 2]` attribute as integers."""
        return integers(self.attributes[name])

    def float_attribute(self, name: str) -> float:
        """A float attribute (`6.000000e+00 : f32`)."""
        return float(self.attributes[name].split(":")[0])


def derive(
    name: str,
    operands: list[Value],
    result_types: list[str],
    sources: Iterable[Op],
    attributes: dict[str, str] | None = None,
    regions: list[list[Block]] | None = None,
    result_hints: list[str] | None = None,
    location: Location | None = None,
) -> Op:
    """A new op that replaces or comes from `sources`: it takes their
    location (fused when several differ, as MLIR's rewriters do) and their
    origins, unless `location` is given."""
    source_list = list(sources)
    origins = frozenset().union(*(source.origins for source in source_list))
    if location is None:
        location = fuse(source.location for source in source_list)
    return Op(
        name,
        operands,
        result_types,
        attributes or {},
        regions or [],
        location,
        origins,
        result_hints or [],
    )


def fuse(locations: Iterable[Location]) -> Location:
    """The location of something made from several: one location if they
    are all the same, else `fused[...]` of the distinct ones (flattened,
    unknown dropped), as `FusedLoc::get` does."""
    # A dict keeps the first occurrence of each, in order, in linear time.
    seen: dict[Location, None] = {}
    for location in locations:
        parts = location.locations if isinstance(location, FusedLoc) else (location,)
        for part in parts:
            if part != UNKNOWN:
                seen.setdefault(part, None)
    distinct = list(seen)
    if not distinct:
        return UNKNOWN
    if len(distinct) == 1:
        return distinct[0]
    return FusedLoc(tuple(distinct))


def inlined(location: Location, call: Location) -> Location:
    """The location of a callee op inlined at a call: `callsite(op at
    call)`, applied inside fused locations as MLIR's inliner does."""
    if isinstance(location, FusedLoc):
        return FusedLoc(
            tuple(inlined(part, call) for part in location.locations), location.metadata
        )
    if location == UNKNOWN:
        return call
    return CallSiteLoc(location, call)


class Module:
    """A `builtin.module`: functions (`func.func` ops) in order."""

    def __init__(self, ops: Iterable[Op] = (), location: Location = UNKNOWN) -> None:
        self.body = Block()
        self.location = location
        for op in ops:
            self.body.append(op)

    @property
    def functions(self) -> list[Op]:
        """The `func.func` ops."""
        return [op for op in self.body.ops if op.name == "func.func"]

    def function(self, symbol: str) -> Op:
        """The function named `symbol` (without `@`); ValueError if none is."""
        for op in self.functions:
            if op.symbol == symbol:
                return op
        raise ValueError(f"the program has no function @{symbol}")

    def walk(self) -> Iterator[Op]:
        """Every op of the module in pre-order."""
        for op in list(self.body.ops):
            yield from op.walk()


def rewrite_ops(function: Op, rewrite: Callable[[Op], list[Op] | None]) -> None:
    """Replace each top-level op of `function` for which `rewrite` returns
    ops by those ops (the last one's result takes the op's place), in one
    sweep."""
    block = function.body
    replacements = Replacements()
    rewritten: list[Op] = []
    for op in block.ops:
        created = rewrite(op)
        if created is None:
            rewritten.append(op)
            continue
        for new in created:
            new.parent = block
        rewritten.extend(created)
        replacements.add(op.result, created[-1].result)
    block.ops = rewritten
    replacements.apply(function)


def uses(root: Op | Module) -> dict[int, int]:
    """How many times each value (by id) is used as an operand under `root`."""
    counts: dict[int, int] = {}
    for op in root.walk():
        for value in op.operands:
            counts[id(value)] = counts.get(id(value), 0) + 1
    return counts


class Replacements:
    """Values replaced by others, applied to a whole function in one walk
    (replacing one value at a time would walk it once per value)."""

    def __init__(self) -> None:
        # id(old) -> (old, new); the old value is kept so its id stays its.
        self.mapping: dict[int, tuple[Value, Value]] = {}

    def add(self, old: Value, new: Value) -> None:
        """Replace `old` by `new`."""
        self.mapping[id(old)] = (old, new)

    def resolve(self, value: Value) -> Value:
        """What `value` stands for now (following chains of replacements)."""
        while id(value) in self.mapping:
            value = self.mapping[id(value)][1]
        return value

    def apply(self, *roots: Op | Module) -> None:
        """Make every op under `roots` use the replacements."""
        if not self.mapping:
            return
        for root in roots:
            for op in root.walk():
                op.operands = [self.resolve(value) for value in op.operands]
        self.mapping.clear()


def clone(op: Op, mapping: dict[int, Value]) -> Op:
    """A deep copy of `op` whose operands are mapped through `mapping`
    (value id -> value; unmapped values are kept); results and block
    arguments of the copy are added to `mapping`."""
    regions = []
    for region in op.regions:
        blocks = []
        for block in region:
            copy = Block()
            for value, location in zip(block.arguments, block.argument_locations, strict=True):
                mapping[id(value)] = copy.add_argument(value.type, value.hint, location)
            for inner in block.ops:
                copy.append(clone(inner, mapping))
            blocks.append(copy)
        regions.append(blocks)
    copied = Op(
        op.name,
        [mapping.get(id(value), value) for value in op.operands],
        list(op.result_types),
        dict(op.attributes),
        regions,
        op.location,
        op.origins,
        [value.hint for value in op.results],
    )
    for old, new in zip(op.results, copied.results, strict=True):
        mapping[id(old)] = new
    return copied
