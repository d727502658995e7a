"""`fuse-elementwise`: a producer `linalg.generic` whose only use is an
elementwise consumer `linalg.generic` is fused into it, as MLIR's
linalg-fuse-elementwise-ops does. The fused op's location is
`fused[producer, consumer]` and it derives from both.
"""

from __future__ import annotations

from tracksrc.compiler.ir import Block, Module, Op, Value, clone, derive, fuse, uses
from tracksrc.compiler.pass_manager import Pass


def _maps(op: Op) -> list[str]:
    text = op.attributes["indexing_maps"].strip()[1:-1]
    return [
        "affine_map" + part.strip().rstrip(",").strip() for part in text.split("affine_map")[1:]
    ]


def _identity(indexing_map: str) -> bool:
    head, _, tail = indexing_map.partition("->")
    return (
        head.strip().removeprefix("affine_map<").strip() == tail.strip().removesuffix(">").strip()
    )


def _elementwise(op: Op) -> bool:
    return (
        op.name == "linalg.generic"
        and "reduction" not in op.attributes["iterator_types"]
        and _identity(_maps(op)[-1])
    )


class FuseElementwise(Pass):
    """Fuse single-use elementwise producers into their consumers."""

    argument = "fuse-elementwise"
    name = "LinalgElementwiseOpFusionPass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """Fuse until nothing more fuses."""
        fused = True
        while fused:
            fused = False
            counts = uses(function)
            block = function.body
            producers = {id(op.result): op for op in block.ops if _elementwise(op)}
            for consumer in list(block.ops):
                if not _elementwise(consumer):
                    continue
                inputs = int(consumer.attributes["__inputs"])
                maps = _maps(consumer)
                for index, operand in enumerate(consumer.operands[:inputs]):
                    producer = producers.get(id(operand))
                    if producer is None or counts.get(id(operand), 0) != 1:
                        continue
                    if not _identity(maps[index]):
                        continue
                    merged = self._fuse(producer, consumer, index)
                    position = block.ops.index(consumer)
                    block.ops[position] = merged
                    merged.parent = block
                    block.ops.remove(producer)
                    for old, new in zip(consumer.results, merged.results, strict=True):
                        for op in function.walk():
                            op.operands = [new if value is old else value for value in op.operands]
                    fused = True
                    break
                if fused:
                    break

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
