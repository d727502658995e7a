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

from tracksrc.compiler.ir import Module, Op, Replacements, fuse, uses
from tracksrc.compiler.pass_manager import Pass

_SIDE_EFFECTS = {"func.return", "func.call", "linalg.yield", "tensor.yield"}


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
        for op in dead:
            function.body.ops.remove(op)
        erased = True


class Canonicalize(Pass):
    """Dead ops, trivial pads, duplicate constants."""

    argument = "canonicalize"
    name = "CanonicalizerPass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """Canonicalize one function."""
        block = function.body
        replacements = Replacements()
        kept: dict[tuple[str, str], Op] = {}
        for op in list(block.ops):
            if op.name == "tensor.pad" and not any(
                _integers(op.attributes["static_low"]) + _integers(op.attributes["static_high"])
            ):
                replacements.add(op.result, op.operands[0])
                block.ops.remove(op)
            elif op.name == "arith.constant":
                key = (op.attributes["value"], op.result_types[0])
                first = kept.get(key)
                if first is None:
                    kept[key] = op
                    continue
                first.location = fuse([first.location, op.location])
                first.origins = first.origins | op.origins
                replacements.add(op.result, first.result)
                block.ops.remove(op)
        replacements.apply(function)
        erase_dead(function)


def _integers(text: str) -> list[int]:
    return [int(item) for item in text.strip("[]").split(",") if item.strip()]


class CommonSubexpressions(Pass):
    """Merge equal region-free ops, keeping the first one's location."""

    argument = "cse"
    name = "CSEPass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """CSE one function's top-level ops."""
        block = function.body
        replacements = Replacements()
        seen: dict[tuple[object, ...], Op] = {}
        for op in list(block.ops):
            if op.regions or op.name in _SIDE_EFFECTS or not op.results:
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
            first.origins = first.origins | op.origins
            for old, new in zip(op.results, first.results, strict=True):
                replacements.add(old, new)
            block.ops.remove(op)
        replacements.apply(function)
