"""`canonicalize` and `cse`, with MLIR's location behaviour.

`canonicalize` erases ops whose results nobody uses (the ops here have no
side effects, `func.return` aside), folds a `tensor.pad` that pads nothing
into its source, and merges equal `arith.constant`s of a function into the
first one, fusing their locations (MLIR's constant folder does that).
`cse` merges other equal ops (same name, operands, attributes, result
types, no regions) into the first one; like MLIR's CSE it keeps the first
op's location only, so the merged op's provenance is lost to tracking
(circt#4358) while the ground truth keeps both origins.
"""

from __future__ import annotations

from tracksrc.compiler.attributes import integers
from tracksrc.compiler.ir import Module, Op, Replacements, fuse, uses
from tracksrc.compiler.pass_manager import Pass
from tracksrc.reading.location_attributes import UnknownLoc

_SIDE_EFFECTS = {"func.return", "func.call", "linalg.yield", "tensor.yield"}
# Ops CSE must not merge: two allocations are two buffers, a load reads
# what stores before it wrote.
_MEMORY_EFFECTS = {"memref.alloc", "memref.load"}


def erase_dead(function: Op) -> bool:
    """Erase unused side-effect-free ops until none is left; True if any."""
    erased = False
    while True:
        counts = uses(function)
        dead = [
            op
            for op in function.body.ops
            if op.name not in _SIDE_EFFECTS
            and op.results
            and all(counts.get(id(value), 0) == 0 for value in op.results)
        ]
        if not dead:
            return erased
        gone = {id(op) for op in dead}
        function.body.ops = [op for op in function.body.ops if id(op) not in gone]
        erased = True


class Canonicalize(Pass):
    """Dead ops, trivial pads, duplicate constants."""

    argument = "canonicalize"
    name = "CanonicalizerPass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """Canonicalize one function."""
        block = function.body
        replacements = Replacements()
        # The first constant of each value, with the locations and origins
        # of all its duplicates (fused once at the end: linear time).
        constants: dict[tuple[str, str], tuple[Op, list[Op]]] = {}
        kept: list[Op] = []
        for op in block.ops:
            if op.name == "tensor.pad" and not any(
                integers(op.attributes["static_low"]) + integers(op.attributes["static_high"])
            ):
                replacements.add(op.result, op.operands[0])
                continue
            if op.name == "arith.constant":
                key = (op.attributes["value"], op.result_types[0])
                found = constants.get(key)
                if found is not None:
                    found[1].append(op)
                    replacements.add(op.result, found[0].result)
                    continue
                constants[key] = (op, [op])
            kept.append(op)
        for first, duplicates in constants.values():
            if len(duplicates) > 1:
                first.location = fuse(duplicate.location for duplicate in duplicates)
                first.origins = frozenset().union(*(d.origins for d in duplicates))
        block.ops = kept
        replacements.apply(function)
        erase_dead(function)


class CommonSubexpressions(Pass):
    """Merge equal region-free ops, keeping the first one's location."""

    argument = "cse"
    name = "CSEPass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """CSE one function's top-level ops."""
        block = function.body
        replacements = Replacements()
        seen: dict[tuple[object, ...], Op] = {}
        merged: dict[int, list[Op]] = {}
        kept: list[Op] = []
        for op in block.ops:
            kept.append(op)
            if (
                op.regions
                or op.name in _SIDE_EFFECTS
                or op.name in _MEMORY_EFFECTS
                or not op.results
            ):
                continue
            key = (
                op.name,
                tuple(id(replacements.resolve(value)) for value in op.operands),
                tuple(sorted(op.attributes.items())),
                tuple(op.result_types),
            )
            first = seen.get(key)
            if first is None:
                seen[key] = op
                continue
            merged.setdefault(id(first), [first]).append(op)
            # MLIR's CSE keeps the first op's location, unless it is unknown
            # and the duplicate's is not.
            if isinstance(first.location, UnknownLoc) and not isinstance(op.location, UnknownLoc):
                first.location = op.location
            for old, new in zip(op.results, first.results, strict=True):
                replacements.add(old, new)
            kept.pop()
        for group in merged.values():
            group[0].origins = frozenset().union(*(op.origins for op in group))
        block.ops = kept
        replacements.apply(function)
