"""`form-dispatches`: group ops into region-holding dispatch ops, as IREE's
dispatch-region formation does.

Every compute op (a `linalg` op or `linalg_ext.im2col`) becomes the root of
one `flow.dispatch.region`; the producers only it uses and that are cheap
to keep next to it (`tensor.empty`, `linalg.fill`, `arith.constant`) move
into the region with it, and a single-use elementwise `linalg.generic`
consumer joins it (IREE fuses such consumers into the root's dispatch).
The region returns the last op's result with `flow.return`. The dispatch
op is located where its root is (IREE's formation takes the root's
location) and derives from everything inside; the ops inside keep theirs.
"""

from __future__ import annotations

from tracksrc.compiler.ir import Block, Module, Op, Replacements, derive, uses
from tracksrc.compiler.pass_manager import Pass

_MOVABLE = {"tensor.empty", "linalg.fill", "arith.constant"}


def is_root(op: Op) -> bool:
    """True for ops that get a dispatch of their own."""
    return (
        op.name.startswith("linalg.") and op.name not in ("linalg.fill", "linalg.yield")
    ) or op.name == "linalg_ext.im2col"


class FormDispatches(Pass):
    """Wrap each compute op, its private producers and a fusable consumer
    in a `flow.dispatch.region`."""

    argument = "form-dispatches"
    name = "FormDispatchRegionsPass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """Form the dispatches of one function in one sweep."""
        block = function.body
        counts = uses(function)
        users: dict[int, list[Op]] = {}
        for op in block.ops:
            for value in op.operands:
                users.setdefault(id(value), []).append(op)
        position = {id(op): index for index, op in enumerate(block.ops)}
        taken: set[int] = set()
        replacements = Replacements()
        placed: dict[int, Op] = {}
        for op in block.ops:
            if id(op) in taken or not is_root(op):
                continue
            members = [op]
            taken.add(id(op))
            # Producers used by this op only (and, for a fill, its constant).
            pending = list(op.operands)
            while pending:
                value = pending.pop()
                producer = value.owner
                if (
                    isinstance(producer, Op)
                    and producer.parent is block
                    and producer.name in _MOVABLE
                    and id(producer) not in taken
                    and counts.get(id(value), 0) == 1
                ):
                    members.insert(0, producer)
                    taken.add(id(producer))
                    pending.extend(producer.operands)
            consumers = users.get(id(op.result), []) if len(op.results) == 1 else []
            if (
                len(consumers) == 1
                and counts.get(id(op.result), 0) == 1
                and consumers[0].name == "linalg.generic"
                and id(consumers[0]) not in taken
            ):
                consumer = consumers[0]
                # The consumer's other operands must be defined before the root.
                members.append(consumer)
                taken.add(id(consumer))
            members.sort(key=lambda member: position[id(member)])
            placed[id(op)] = self._region(members, op, replacements)
        kept: list[Op] = []
        for op in block.ops:
            if id(op) in placed:
                dispatch = placed[id(op)]
                dispatch.parent = block
                kept.append(dispatch)
            elif id(op) not in taken:
                kept.append(op)
        block.ops = _in_order(kept)
        replacements.apply(function)
        # Inside its region, a dispatch returns its last op's own result.
        for dispatch in placed.values():
            terminator = dispatch.body.ops[-1]
            terminator.operands = [dispatch.body.ops[-2].result]

    def _region(self, members: list[Op], root: Op, replacements: Replacements) -> Op:
        last = members[-1]
        body = Block()
        for member in members:
            body.append(member)
        body.append(derive("flow.return", [last.result], [], [last]))
        dispatch = derive(
            "flow.dispatch.region",
            [],
            [last.result.type],
            members,
            {},
            [[body]],
            location=root.location,
        )
        replacements.add(last.result, dispatch.result)
        return dispatch


def _in_order(ops: list[Op]) -> list[Op]:
    """`ops` with each op after the ops whose results it (or anything in
    its regions) uses: a dispatch placed at its root may use a value a
    fused consumer's other operand defines later."""
    defined_by: dict[int, Op] = {}
    for op in ops:
        for value in op.results:
            defined_by[id(value)] = op
    ordered: list[Op] = []
    done: set[int] = set()

    def visit(op: Op) -> None:
        if id(op) in done:
            return
        done.add(id(op))
        for inner in op.walk():
            for value in inner.operands:
                producer = defined_by.get(id(value))
                if producer is not None and producer is not op:
                    visit(producer)
        ordered.append(op)

    for op in ops:
        visit(op)
    return ordered
