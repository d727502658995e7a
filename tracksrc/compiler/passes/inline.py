"""`inline`: calls replaced by the callee's body, as MLIR's inliner does.

Each inlined op gets `callsite(<its location> at <the call's location>)`
(inside fused locations too), so two calls of one function give two
distinguishable copies. It derives from the callee op and from the call.
Private functions no call uses any more are erased, as the inliner erases
dead discardable callables.
"""

from __future__ import annotations

from tracksrc.compiler.ir import Module, Op, Replacements, Value, clone, inlined
from tracksrc.compiler.pass_manager import Pass


class Inline(Pass):
    """Inline every `func.call` (callees first, so nested calls go too)."""

    argument = "inline"
    name = "InlinerPass"
    anchor = "builtin.module"

    def run_on_module(self, module: Module) -> None:
        """Inline all calls, then drop private functions left unused."""
        changed = True
        while changed:
            changed = False
            for function in module.functions:
                for call in [op for op in function.body.ops if op.name == "func.call"]:
                    self._inline(call, module.function(call.attributes["callee"][1:]), function)
                    changed = True
        called = {op.attributes["callee"][1:] for op in module.walk() if op.name == "func.call"}
        for function in list(module.functions):
            if "sym_visibility" in function.attributes and function.symbol not in called:
                module.body.ops.remove(function)

    def _inline(self, call: Op, callee: Op, caller: Op) -> None:
        mapping: dict[int, Value] = {
            id(argument): operand
            for argument, operand in zip(callee.body.arguments, call.operands, strict=True)
        }
        copies: list[Op] = []
        results: list[Value] = []
        for op in callee.body.ops:
            if op.name == "func.return":
                results = [mapping.get(id(value), value) for value in op.operands]
                continue
            copy = clone(op, mapping)
            for inner in copy.walk():
                inner.location = inlined(inner.location, call.location)
                inner.origins = inner.origins | call.origins
            copies.append(copy)
        block = caller.body
        block.insert_before(call, copies)
        replacements = Replacements()
        for old, new in zip(call.results, results, strict=True):
            replacements.add(old, new)
        # Only ops after the call can use its results.
        replacements.apply(*block.ops[block.ops.index(call) + 1 :])
        block.ops.remove(call)
