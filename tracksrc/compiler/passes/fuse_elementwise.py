"""`fuse-elementwise`: a producer `linalg.generic` whose only use is an
elementwise consumer `linalg.generic` is fused into it, as MLIR's
linalg-fuse-elementwise-ops does. The fused op's location is
`fused[producer, consumer]` and it derives from both.
"""

from __future__ import annotations

from tracksrc.compiler.attributes import is_identity, split_maps
from tracksrc.compiler.ir import Block, Module, Op, Replacements, Value, clone, derive, fuse, uses
from tracksrc.compiler.pass_manager import Pass


def _maps(op: Op) -> list[str]:
    return split_maps(op.attributes["indexing_maps"])


def _elementwise(op: Op) -> bool:
    return (
        op.name == "linalg.generic"
        and "reduction" not in op.attributes["iterator_types"]
        and is_identity(_maps(op)[-1])
    )


class FuseElementwise(Pass):
    """Fuse single-use elementwise producers into their consumers."""

    argument = "fuse-elementwise"
    name = "LinalgElementwiseOpFusionPass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """Fuse in one sweep over the function, in order (a fused op can
        itself be fused into a later consumer)."""
        block = function.body
        counts = uses(function)
        replacements = Replacements()
        producers: dict[int, Op] = {}
        removed: set[int] = set()
        kept: list[Op] = []
        for op in block.ops:
            if not _elementwise(op):
                kept.append(op)
                continue
            merged = op
            fusing = True
            while fusing:
                fusing = False
                maps = _maps(merged)
                inputs = int(merged.attributes["__inputs"])
                for index, operand in enumerate(merged.operands[:inputs]):
                    value = replacements.resolve(operand)
                    producer = producers.get(id(value))
                    if producer is None or counts.get(id(value), 0) != 1:
                        continue
                    if not is_identity(maps[index]):
                        continue
                    merged = self._fuse(producer, merged, index)
                    removed.add(id(producer))
                    fusing = True
                    break
            if merged is not op:
                merged.parent = block
                replacements.add(op.result, merged.result)
                counts[id(merged.result)] = counts.get(id(op.result), 0)
            producers[id(merged.result)] = merged
            kept.append(merged)
        block.ops = [op for op in kept if id(op) not in removed]
        replacements.apply(function)

    def _fuse(self, producer: Op, consumer: Op, index: int) -> Op:
        producer_inputs = int(producer.attributes["__inputs"])
        consumer_inputs = int(consumer.attributes["__inputs"])
        producer_maps, consumer_maps = _maps(producer), _maps(consumer)
        others = [k for k in range(consumer_inputs) if k != index]
        inputs = [*producer.operands[:producer_inputs], *(consumer.operands[k] for k in others)]
        maps = [
            *producer_maps[:producer_inputs],
            *(consumer_maps[k] for k in others),
            consumer_maps[-1],
        ]
        location = fuse([producer.location, consumer.location])
        producer_block, consumer_block = producer.body, consumer.body
        block = Block()
        mapping: dict[int, Value] = {}
        for k in range(producer_inputs):
            argument = producer_block.arguments[k]
            mapping[id(argument)] = block.add_argument(
                argument.type, argument.hint, producer_block.argument_locations[k]
            )
        for k in others:
            argument = consumer_block.arguments[k]
            mapping[id(argument)] = block.add_argument(
                argument.type, argument.hint, consumer_block.argument_locations[k]
            )
        out = consumer_block.arguments[-1]
        mapping[id(out)] = block.add_argument(
            out.type, out.hint, consumer_block.argument_locations[-1]
        )
        mapping[id(producer_block.arguments[-1])] = mapping[id(out)]
        produced: Value | None = None
        for op in producer_block.ops:
            if op.name == "linalg.yield":
                produced = mapping.get(id(op.operands[0]), op.operands[0])
                continue
            block.append(clone(op, mapping))
        assert produced is not None
        mapping[id(consumer_block.arguments[index])] = produced
        for op in consumer_block.ops:
            block.append(clone(op, mapping))
        attributes = dict(consumer.attributes)
        attributes["indexing_maps"] = "[" + ", ".join(maps) + "]"
        attributes["__inputs"] = str(len(inputs))
        return derive(
            "linalg.generic",
            [*inputs, *consumer.operands[consumer_inputs:]],
            list(consumer.result_types),
            [producer, consumer],
            attributes,
            [[block]],
            location=location,
        )
