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
                if any(op.name == "func.call" for op in function.body.ops):
                    self._inline_calls(function, module)
                    changed = True
        called = {op.attributes["callee"][1:] for op in module.walk() if op.name == "func.call"}
        module.body.ops = [
            function
            for function in module.body.ops
            if not (
                function.name == "func.func"
                and "sym_visibility" in function.attributes
                and function.symbol not in called
            )
        ]

    def _inline_calls(self, caller: Op, module: Module) -> None:
        """Replace every call of `caller`'s body by the callee's ops, in one
        sweep (results are replaced once at the end)."""
        replacements = Replacements()
        rewritten: list[Op] = []
        for call in caller.body.ops:
            if call.name != "func.call":
                rewritten.append(call)
                continue
            callee = module.function(call.attributes["callee"][1:])
            mapping: dict[int, Value] = {
                id(argument): replacements.resolve(operand)
                for argument, operand in zip(callee.body.arguments, call.operands, strict=True)
            }
            for op in callee.body.ops:
                if op.name == "func.return":
                    for old, new in zip(call.results, op.operands, strict=True):
                        replacements.add(old, mapping.get(id(new), new))
                    continue
                copy = clone(op, mapping)
                for inner in copy.walk():
                    inner.location = inlined(inner.location, call.location)
                    inner.origins = inner.origins | call.origins
                copy.parent = caller.body
                rewritten.append(copy)
        caller.body.ops = rewritten
        replacements.apply(caller)
