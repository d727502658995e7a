"""`to-linalg`: tensor-level `tosa.*` ops to linalg on tensors, as MLIR's
tosa-to-linalg does. One op becomes several, each with its location:

- `tosa.const` -> `arith.constant`;
- `tosa.conv2d` -> `tensor.pad` (when padded) + `tensor.empty` + a bias
  broadcast (`linalg.generic`) + `linalg.conv_2d_nhwc_fhwc`;
- `tosa.clamp`, `tosa.add`, `tosa.sub`, `tosa.mul` -> `linalg.generic`
  with `arith` ops in its body (constants for the clamp bounds);
- `tosa.matmul` -> `linalg.batch_matmul` on a zero-filled init;
- elementwise ops whose operands broadcast (a dimension of 1 against N):
  the broadcast operand is collapsed to the dimensions it has
  (`tensor.collapse_shape`) and read through a projected indexing map;
- `tosa.exp`, `tosa.reciprocal`, `tosa.pow` -> `linalg.generic` with
  `math.exp`, `arith.divf`, `math.powf`;
- `tosa.reduce_sum`, `tosa.reduce_max` -> a reduction `linalg.generic`
  into a filled init, then `tensor.expand_shape` back to the kept rank;
- `tosa.transpose` -> `linalg.transpose`; `tosa.reshape` ->
  `tensor.collapse_shape` + `tensor.expand_shape`; `tosa.concat` ->
  `tensor.concat`; `tosa.slice` -> `tensor.extract_slice`;
- `tosa.max_pool2d`, `tosa.avg_pool2d` -> `tensor.pad` + a filled init +
  `linalg.pooling_nhwc_max` / `linalg.pooling_nhwc_sum` (the average
  divided by the count of real, unpadded elements in each window);
- `tosa.depthwise_conv2d` -> `linalg.depthwise_conv_2d_nhwc_hwcm`, its
  result collapsed to NHWC and the bias added.
"""

from __future__ import annotations

from tracksrc.compiler.ir import Block, Module, Op, ShapedType, Value, derive, rewrite_ops
from tracksrc.compiler.pass_manager import Pass
from tracksrc.compiler.passes.linalg_builders import (
    LOWEST,
    broadcast_operand,
    constant,
    generic,
    i64_array,
    identity_map,
    pad_op,
    reshape,
    zero_padded,
)

_ELEMENTWISE = {
    "tosa.add": "arith.addf",
    "tosa.sub": "arith.subf",
    "tosa.mul": "arith.mulf",
    "tosa.pow": "math.powf",
    "tosa.maximum": "arith.maximumf",
}
_REDUCTIONS = {
    "tosa.reduce_sum": ("arith.addf", "0.000000e+00"),
    "tosa.reduce_max": (
        "arith.maximumf",
        "-3.402823e+38",
    ),
}


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
            return self._elementwise(op)
        if op.name == "tosa.exp":
            return self._unary(op, [("math.exp", [0])])
        if op.name == "tosa.reciprocal":
            one = constant("1.000000e+00", "f32", op)
            return [one, *self._unary(op, [("arith.divf", [one, 0])])]
        if op.name in _REDUCTIONS:
            return self._reduce(op)
        if op.name == "tosa.transpose":
            empty = derive("tensor.empty", [], [op.result_types[0]], [op])
            perms = ", ".join(str(p) for p in op.int_list("perms"))
            transpose = derive(
                "linalg.transpose",
                [op.operands[0], empty.result],
                [op.result_types[0]],
                [op],
                {"permutation": f"[{perms}]", "__inputs": "1"},
            )
            return [empty, transpose]
        if op.name == "tosa.reshape":
            return reshape(op.operands[0], op.result_types[0], op)
        if op.name == "tosa.concat":
            axis = int(op.attributes["axis"].split(":")[0])
            return [
                derive(
                    "tensor.concat",
                    list(op.operands),
                    [op.result_types[0]],
                    [op],
                    {"dim": f"{axis} : i64"},
                )
            ]
        if op.name == "tosa.slice":
            start, size = op.int_list("start"), op.int_list("size")
            return [
                derive(
                    "tensor.extract_slice",
                    [op.operands[0]],
                    [op.result_types[0]],
                    [op],
                    {
                        "static_offsets": i64_array(start),
                        "static_sizes": i64_array(size),
                        "static_strides": i64_array([1] * len(size)),
                    },
                )
            ]
        if op.name in ("tosa.max_pool2d", "tosa.avg_pool2d"):
            return self._pool(op)
        if op.name == "tosa.depthwise_conv2d":
            return self._depthwise(op)
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
        strides = op.int_list("stride")
        dilations = op.int_list("dilation")
        created, source = zero_padded(op, source)
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

    def _elementwise(self, op: Op) -> list[Op]:
        out_type = op.result_types[0]
        shape = ShapedType.parse(out_type).shape
        created: list[Op] = []
        inputs: list[Value] = []
        maps: list[str] = []
        for operand in op.operands:
            value, indexing_map, collapse = broadcast_operand(operand, shape, op)
            created += collapse
            inputs.append(value)
            maps.append(indexing_map)
        empty = derive("tensor.empty", [], [out_type], [op])
        body: list[tuple[str, list[int | Op | str]]] = [(_ELEMENTWISE[op.name], [0, 1])]
        lowered = generic(inputs, empty.result, [*maps, identity_map(len(shape))], body, op)
        return [*created, empty, lowered]

    def _unary(self, op: Op, body: list[tuple[str, list[int | Op | str]]]) -> list[Op]:
        (source,) = op.operands
        empty = derive("tensor.empty", [], [op.result_types[0]], [op])
        rank = len(source.shaped.shape)
        return [empty, generic([source], empty.result, [identity_map(rank)] * 2, body, op)]

    def _reduce(self, op: Op) -> list[Op]:
        (source,) = op.operands
        axis = int(op.attributes["axis"].split(":")[0])
        shape = source.shaped.shape
        kept = [dim for index, dim in enumerate(shape) if index != axis]
        reduced_type = str(source.shaped.with_shape(kept))
        combine, start = _REDUCTIONS[op.name]
        init_value = constant(start, "f32", op)
        empty = derive("tensor.empty", [], [reduced_type], [op])
        fill = derive(
            "linalg.fill",
            [init_value.result, empty.result],
            [reduced_type],
            [op],
            {"__inputs": "1"},
        )
        rank = len(shape)
        dims = ", ".join(f"d{index}" for index in range(rank))
        kept_dims = ", ".join(f"d{index}" for index in range(rank) if index != axis)
        block = Block([("f32", "%in", op.location), ("f32", "%out", op.location)])
        combined = derive(combine, [block.arguments[0], block.arguments[1]], ["f32"], [op])
        block.append(combined)
        block.append(derive("linalg.yield", [combined.result], [], [op]))
        iterators = ", ".join(
            "#linalg.iterator_type<reduction>"
            if index == axis
            else "#linalg.iterator_type<parallel>"
            for index in range(rank)
        )
        reduction = derive(
            "linalg.generic",
            [source, fill.result],
            [reduced_type],
            [op],
            {
                "indexing_maps": f"[affine_map<({dims}) -> ({dims})>, "
                f"affine_map<({dims}) -> ({kept_dims})>]",
                "iterator_types": f"[{iterators}]",
                "__inputs": "1",
            },
            [[block]],
        )
        return [
            init_value,
            empty,
            fill,
            reduction,
            *reshape(reduction.result, op.result_types[0], op),
        ]

    def _pool(self, op: Op) -> list[Op]:
        (source,) = op.operands
        kernel, stride = op.int_list("kernel"), op.int_list("stride")
        top, bottom, left, right = op.int_list("pad")
        is_max = op.name == "tosa.max_pool2d"
        fill_value = LOWEST if is_max else "0.000000e+00"
        created: list[Op] = []
        padded = source
        if any((top, bottom, left, right)):
            pad_value = constant(fill_value, "f32", op)
            pad = pad_op(source, (top, bottom, left, right), pad_value, op)
            created += [pad_value, pad]
            padded = pad.result
        out_type = op.result_types[0]
        init_value = constant(fill_value, "f32", op)
        empty = derive("tensor.empty", [], [out_type], [op])
        fill = derive(
            "linalg.fill", [init_value.result, empty.result], [out_type], [op], {"__inputs": "1"}
        )
        window = derive("tensor.empty", [], [f"tensor<{kernel[0]}x{kernel[1]}xf32>"], [op])
        pooling = derive(
            "linalg.pooling_nhwc_max" if is_max else "linalg.pooling_nhwc_sum",
            [padded, window.result, fill.result],
            [out_type],
            [op],
            {
                "dilations": "dense<1> : vector<2xi64>",
                "strides": f"dense<[{stride[0]}, {stride[1]}]> : vector<2xi64>",
                "__inputs": "2",
            },
        )
        created += [init_value, empty, fill, window, pooling]
        if is_max:
            return created
        # The average counts only real elements, as TOSA's avg_pool2d does.
        _, oh, ow, _ = ShapedType.parse(out_type).shape
        _, h, w, _ = source.shaped.shape
        rows = [_covered(i * stride[0] - top, kernel[0], h) for i in range(oh)]
        columns = [_covered(j * stride[1] - left, kernel[1], w) for j in range(ow)]
        counts = {r * q for r in rows for q in columns}
        divided = derive("tensor.empty", [], [out_type], [op])
        if len(counts) == 1:
            count = constant(f"{counts.pop():e}", "f32", op)
            body: list[tuple[str, list[int | Op | str]]] = [("arith.divf", [0, count])]
            average = generic([pooling.result], divided.result, [identity_map(4)] * 2, body, op)
            return [*created, count, divided, average]
        table = (
            "["
            + ", ".join("[" + ", ".join(f"{float(r * q):e}" for q in columns) + "]" for r in rows)
            + "]"
        )
        count_type = f"tensor<{oh}x{ow}xf32>"
        counts_op = constant(f"dense<{table}>", count_type, op)
        average = generic(
            [pooling.result, counts_op.result],
            divided.result,
            [identity_map(4), "affine_map<(d0, d1, d2, d3) -> (d1, d2)>", identity_map(4)],
            [("arith.divf", [0, 1])],
            op,
        )
        return [*created, counts_op, divided, average]

    def _depthwise(self, op: Op) -> list[Op]:
        source, weight, bias = op.operands
        strides, dilations = op.int_list("stride"), op.int_list("dilation")
        created, source = zero_padded(op, source)
        n, oh, ow, _ = ShapedType.parse(op.result_types[0]).shape
        _, _, c, m = weight.shaped.shape
        wide_type = f"tensor<{n}x{oh}x{ow}x{c}x{m}xf32>"
        zero_init = constant("0.000000e+00", "f32", op)
        empty = derive("tensor.empty", [], [wide_type], [op])
        fill = derive(
            "linalg.fill", [zero_init.result, empty.result], [wide_type], [op], {"__inputs": "1"}
        )
        conv = derive(
            "linalg.depthwise_conv_2d_nhwc_hwcm",
            [source, weight, fill.result],
            [wide_type],
            [op],
            {
                "dilations": f"dense<[{dilations[0]}, {dilations[1]}]> : tensor<2xi64>",
                "strides": f"dense<[{strides[0]}, {strides[1]}]> : tensor<2xi64>",
                "__inputs": "2",
            },
        )
        collapse = derive(
            "tensor.collapse_shape",
            [conv.result],
            [op.result_types[0]],
            [op],
            {"reassociation": "[[0], [1], [2], [3, 4]]"},
        )
        out = derive("tensor.empty", [], [op.result_types[0]], [op])
        add_bias = generic(
            [collapse.result, bias],
            out.result,
            [identity_map(4), "affine_map<(d0, d1, d2, d3) -> (d3)>", identity_map(4)],
            [("arith.addf", [0, 1])],
            op,
        )
        return [*created, zero_init, empty, fill, conv, collapse, out, add_bias]


def _covered(start: int, size: int, extent: int) -> int:
    """How many of the window's `size` positions from `start` fall in
    [0, extent)."""
    return max(0, min(start + size, extent) - max(start, 0))
