"""`to-linalg`: tensor-level `tosa.*` ops to linalg on tensors, as MLIR's
tosa-to-linalg does. One op becomes several, each with its location:

- `tosa.const` -> `arith.constant`;
- `tosa.conv2d` -> `tensor.pad` (when padded) + `tensor.empty` + a bias
  broadcast (`linalg.generic`) + `linalg.conv_2d_nhwc_fhwc`;
- `tosa.clamp`, `tosa.add`, `tosa.sub`, `tosa.mul` -> `linalg.generic`
  with `arith` ops in its body (constants for the clamp bounds);
- `tosa.matmul` -> `linalg.batch_matmul` on a zero-filled init.
"""

from __future__ import annotations

from tracksrc.compiler.ir import Block, Module, Op, Value, derive, rewrite_ops
from tracksrc.compiler.pass_manager import Pass

_ELEMENTWISE = {"tosa.add": "arith.addf", "tosa.sub": "arith.subf", "tosa.mul": "arith.mulf"}


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


class ToLinalg(Pass):
    """Lower tosa ops of a function to linalg on tensors."""

    argument = "to-linalg"
    name = "TosaToLinalgPass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """Rewrite each tosa op in place."""
        rewrite_ops(function, self._lower)

    def _lower(self, op: Op) -> list[Op] | None:
        if op.name == "tosa.const":
            return [constant(op.attributes["values"].split(" : ")[0], op.result_types[0], op)]
        if op.name == "tosa.conv2d":
            return self._conv(op)
        if op.name == "tosa.clamp":
            low = constant(f"{op.float_attribute('min_fp'):e}", "f32", op)
            high = constant(f"{op.float_attribute('max_fp'):e}", "f32", op)
            (source,) = op.operands
            empty = derive("tensor.empty", [], [op.result_types[0]], [op])
            rank = len(source.shaped.shape)
            body: list[tuple[str, list[int | Op | str]]] = [
                ("arith.maximumf", [0, low]),
                ("arith.minimumf", ["prev", high]),
            ]
            lowered = generic([source], empty.result, [identity_map(rank)] * 2, body, op)
            return [low, high, empty, lowered]
        if op.name in _ELEMENTWISE:
            first, second = op.operands
            if first.type != second.type:
                raise ValueError(f"{op.name} with broadcasting is not supported: {op.location!r}")
            empty = derive("tensor.empty", [], [op.result_types[0]], [op])
            rank = len(first.shaped.shape)
            maps = [identity_map(rank)] * 3
            sum_body: list[tuple[str, list[int | Op | str]]] = [(_ELEMENTWISE[op.name], [0, 1])]
            return [empty, generic([first, second], empty.result, maps, sum_body, op)]
        if op.name == "tosa.matmul":
            zero = constant("0.000000e+00", "f32", op)
            empty = derive("tensor.empty", [], [op.result_types[0]], [op])
            fill = derive(
                "linalg.fill",
                [zero.result, empty.result],
                [op.result_types[0]],
                [op],
                {"__inputs": "1"},
            )
            matmul = derive(
                "linalg.batch_matmul",
                [*op.operands, fill.result],
                [op.result_types[0]],
                [op],
                {"__inputs": "2"},
            )
            return [zero, empty, fill, matmul]
        return None

    def _conv(self, op: Op) -> list[Op]:
        source, weight, bias = op.operands
        top, bottom, left, right = op.int_list("pad")
        strides = op.int_list("stride")
        dilations = op.int_list("dilation")
        created: list[Op] = []
        if any((top, bottom, left, right)):
            zero = constant("0.000000e+00", "f32", op)
            n, h, w, c = source.shaped.shape
            padded_type = source.shaped.with_shape((n, h + top + bottom, w + left + right, c))
            region = Block([("index", "%arg", op.location)] * 4)
            region.append(derive("tensor.yield", [zero.result], [], [op]))
            pad = derive(
                "tensor.pad",
                [source],
                [str(padded_type)],
                [op],
                {
                    "static_low": f"[0, {top}, {left}, 0]",
                    "static_high": f"[0, {bottom}, {right}, 0]",
                },
                [[region]],
            )
            created += [zero, pad]
            source = pad.result
        empty = derive("tensor.empty", [], [op.result_types[0]], [op])
        broadcast = generic(
            [bias],
            empty.result,
            ["affine_map<(d0, d1, d2, d3) -> (d3)>", identity_map(4)],
            [],
            op,
        )
        conv = derive(
            "linalg.conv_2d_nhwc_fhwc",
            [source, weight, broadcast.result],
            [op.result_types[0]],
            [op],
            {
                "dilations": f"dense<[{dilations[0]}, {dilations[1]}]> : tensor<2xi64>",
                "strides": f"dense<[{strides[0]}, {strides[1]}]> : tensor<2xi64>",
                "__inputs": "2",
            },
        )
        return [*created, empty, broadcast, conv]
