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

from tracksrc.compiler.ir import Module, Op, fuse, replace_uses, uses
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
        for op in list(block.ops):
            if (
                op.name == "tensor.pad"
                and op.attributes["static_low"]
                .strip("[]")
                .replace("0", "")
                .replace(",", "")
                .strip()
                == ""
                and op.attributes["static_high"]
                .strip("[]")
                .replace("0", "")
                .replace(",", "")
                .strip()
                == ""
            ):
                replace_uses(function, op.result, op.operands[0])
                block.ops.remove(op)
        kept: dict[tuple[str, str], Op] = {}
        for op in list(block.ops):
            if op.name != "arith.constant":
                continue
            key = (op.attributes["value"], op.result_types[0])
            first = kept.get(key)
            if first is None:
                kept[key] = op
                continue
            first.location = fuse([first.location, op.location])
            first.origins = first.origins | op.origins
            replace_uses(function, op.result, first.result)
            block.ops.remove(op)
        erase_dead(function)


class CommonSubexpressions(Pass):
    """Merge equal region-free ops, keeping the first one's location."""

    argument = "cse"
    name = "CSEPass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """CSE one function's top-level ops."""
        block = function.body
        seen: dict[tuple[object, ...], Op] = {}
        for op in list(block.ops):
            if op.regions or op.name in _SIDE_EFFECTS or not op.results:
                continue
            key = (
                op.name,
                tuple(id(value) for value in op.operands),
                tuple(sorted(op.attributes.items())),
                tuple(op.result_types),
            )
            first = seen.get(key)
            if first is None:
                seen[key] = op
                continue
            first.origins = first.origins | op.origins
            for old, new in zip(op.results, first.results, strict=True):
                replace_uses(function, old, new)
            block.ops.remove(op)
