"""Building the linalg and tensor ops of `to-linalg` as MLIR's
tosa-to-linalg and tosa-to-tensor write them: identity and parallel maps,
`linalg.generic` with a scalar body, constants, padding, reshapes as
collapse + expand, broadcast operands read through projected maps. Every
op made derives from (and is located at) the op it lowers.
"""

from __future__ import annotations

from tracksrc.compiler.ir import Block, Op, ShapedType, Value, derive

# The lowest f32: what max pooling pads and starts with.
LOWEST = "-3.402823e+38"


def identity_map(rank: int) -> str:
    """`affine_map<(d0, d1) -> (d0, d1)>`."""
    dims = ", ".join(f"d{index}" for index in range(rank))
    return f"affine_map<({dims}) -> ({dims})>"


def parallel(rank: int) -> str:
    """`[#linalg.iterator_type<parallel>, ...]` as MLIR prints it."""
    return "[" + ", ".join(["#linalg.iterator_type<parallel>"] * rank) + "]"


def constant(value: str, type_text: str, source: Op) -> Op:
    """`arith.constant value : type` derived from `source`."""
    return derive("arith.constant", [], [type_text], [source], {"value": f"{value} : {type_text}"})


def generic(
    inputs: list[Value],
    init: Value,
    maps: list[str],
    body: list[tuple[str, list[int | Op | str]]],
    source: Op,
    element: str = "f32",
) -> Op:
    """A `linalg.generic` over `inputs` into `init`; `body` lists (op name,
    operands) where an int is a block argument, an Op a value defined
    outside and "prev" the previous entry's result; the last entry's result
    is yielded."""
    block = Block(
        [(element, "%in", source.location) for _ in inputs] + [(element, "%out", source.location)]
    )
    values: list[Value] = []
    for name, operands in body:
        resolved = [
            block.arguments[item]
            if isinstance(item, int)
            else values[-1]
            if isinstance(item, str)
            else item.result
            for item in operands
        ]
        op = derive(name, resolved, [element], [source])
        block.append(op)
        values.append(op.result)
    yielded = values[-1] if values else block.arguments[0]
    block.append(derive("linalg.yield", [yielded], [], [source]))
    rank = len(init.shaped.shape)
    return derive(
        "linalg.generic",
        [*inputs, init],
        [init.type],
        [source],
        {
            "indexing_maps": "[" + ", ".join(maps) + "]",
            "iterator_types": parallel(rank),
            "__inputs": str(len(inputs)),
        },
        [[block]],
    )


def i64_array(values: list[int]) -> str:
    """`array<i64: 1, 2>`."""
    return "array<i64: " + ", ".join(str(v) for v in values) + ">"


def zero_padded(op: Op, source: Value) -> tuple[list[Op], Value]:
    """`source` padded with zeros by `op`'s `pad` attribute (top, bottom,
    left, right): the ops made (none when it pads nothing) and the value."""
    pads = op.int_list("pad")
    if not any(pads):
        return [], source
    zero = constant("0.000000e+00", "f32", op)
    pad = pad_op(source, (pads[0], pads[1], pads[2], pads[3]), zero, op)
    return [zero, pad], pad.result


def pad_op(source: Value, pads: tuple[int, int, int, int], value: Op, origin: Op) -> Op:
    """`tensor.pad` of an NHWC tensor by (top, bottom, left, right) with
    `value`'s result."""
    top, bottom, left, right = pads
    n, h, w, c = source.shaped.shape
    padded_type = source.shaped.with_shape((n, h + top + bottom, w + left + right, c))
    region = Block([("index", "%arg", origin.location)] * 4)
    region.append(derive("tensor.yield", [value.result], [], [origin]))
    return derive(
        "tensor.pad",
        [source],
        [str(padded_type)],
        [origin],
        {"static_low": f"[0, {top}, {left}, 0]", "static_high": f"[0, {bottom}, {right}, 0]"},
        [[region]],
    )


def reshape(source: Value, result_type: str, origin: Op) -> list[Op]:
    """`source` reshaped to `result_type` the way tosa-to-tensor does it:
    collapsed to one dimension, then expanded (steps of rank 1 left out)."""
    created: list[Op] = []
    shape = source.shaped.shape
    target = ShapedType.parse(result_type).shape
    total = 1
    for dim in shape:
        total *= dim
    flat = source
    if len(shape) != 1:
        flat_type = str(source.shaped.with_shape((total,)))
        groups = "[[" + ", ".join(str(i) for i in range(len(shape))) + "]]" if shape else "[]"
        collapse = derive(
            "tensor.collapse_shape", [source], [flat_type], [origin], {"reassociation": groups}
        )
        created.append(collapse)
        flat = collapse.result
    if len(target) != 1:
        groups = "[[" + ", ".join(str(i) for i in range(len(target))) + "]]" if target else "[]"
        expand = derive(
            "tensor.expand_shape",
            [flat],
            [result_type],
            [origin],
            {
                "reassociation": groups,
                "static_output_shape": "[" + ", ".join(str(d) for d in target) + "]",
            },
        )
        created.append(expand)
    if not created:
        # Same rank 1 on both sides: a collapse of nothing keeps the op.
        created.append(
            derive(
                "tensor.collapse_shape",
                [source],
                [result_type],
                [origin],
                {"reassociation": "[[0]]"},
            )
        )
    return created


def broadcast_operand(
    operand: Value, shape: tuple[int, ...], origin: Op
) -> tuple[Value, str, list[Op]]:
    """How an elementwise operand is read over an iteration space of
    `shape`: as it is (identity map), or collapsed to the dimensions it does
    not broadcast (size 1 against more) and read through a projection."""
    own = operand.shaped.shape
    rank = len(shape)
    if own == shape:
        return operand, identity_map(rank), []
    if len(own) != rank:
        raise ValueError(
            f"{origin.name}: operands of ranks {len(own)} and {rank} do not broadcast "
            f"(TOSA needs equal ranks): {origin.location!r}"
        )
    kept = [index for index in range(rank) if own[index] == shape[index] and shape[index] != 1]
    for index in range(rank):
        if own[index] != shape[index] and own[index] != 1:
            raise ValueError(f"{origin.name}: shapes {own} and {shape} do not broadcast")
    # Reassociation: each kept dimension with the unit dimensions before it;
    # trailing unit dimensions join the last group.
    groups: list[list[int]] = []
    current: list[int] = []
    for index in range(rank):
        current.append(index)
        if index in kept:
            groups.append(current)
            current = []
    if current and groups:
        groups[-1].extend(current)
    collapsed_shape = [own[index] for index in kept]
    collapsed_type = str(operand.shaped.with_shape(collapsed_shape))
    reassociation = (
        "[" + ", ".join("[" + ", ".join(str(i) for i in group) + "]" for group in groups) + "]"
    )
    collapse = derive(
        "tensor.collapse_shape",
        [operand],
        [collapsed_type],
        [origin],
        {"reassociation": reassociation},
    )
    dims = ", ".join(f"d{index}" for index in range(rank))
    results = ", ".join(f"d{index}" for index in kept)
    return collapse.result, f"affine_map<({dims}) -> ({results})>", [collapse]
