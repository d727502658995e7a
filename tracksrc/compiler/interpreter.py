"""A NumPy reference interpreter for the mini-compiler's IR, so that every
lowering can be checked to compute what its input computed.

It runs a module's `@main` (or another function) on NumPy arrays: the input
dialect (`tosa.*`, `func.*`) and what the passes produce (`arith`, `tensor`,
`linalg` on tensors, `linalg_ext.im2col`). `linalg.generic` bodies run
vectorised: each operand is broadcast to the iteration space by its
indexing map (projections, as the passes build them) and the body's `arith`
ops apply to whole arrays. NumPy is needed only here (`pip install
tracksrc[numpy]`).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Sequence
from typing import Any

from tracksrc.compiler.attributes import (
    integers,
    map_dims,
    map_results,
    pair,
    projected_dims,
    split_maps,
)
from tracksrc.compiler.ir import Block, Module, Op, ShapedType, Value
from tracksrc.compiler.kernels import (
    conv2d_nhwc,
    im2col,
    numpy_module,
    reference_conv2d,
    reference_depthwise,
    reference_pool,
    windows,
)

_DENSE = re.compile(r"^dense<(?P<body>.*)>\s*:\s*(?P<type>\S.*)$", re.DOTALL)


def constant_value(text: str) -> Any:
    """The array (or scalar) of a constant attribute: `dense<1.0> :
    tensor<4xf32>`, `dense<[[1.0, 2.0]]> : ...`, `6.000000e+00 : f32`."""
    np = numpy_module()
    match = _DENSE.match(text.strip())
    if match is None:
        value, _, _ = text.partition(":")
        return np.float32(float(value))
    shaped = ShapedType.parse(match.group("type"))
    body = match.group("body").strip()
    if body.startswith("["):
        array = np.array(ast.literal_eval(body), dtype=np.float32)
        return array.reshape(shaped.shape)
    return np.full(shaped.shape, float(body), dtype=np.float32)


def _broadcast(array: Any, indexing_map: str, shape: tuple[int, ...]) -> Any:
    """`array` laid out over the iteration space of a projection map."""
    np = numpy_module()
    order = projected_dims(indexing_map)
    # Put the array's axes in iteration order, then add the missing ones.
    ranked = np.transpose(array, np.argsort(order)) if order != sorted(order) else array
    present = sorted(order)
    view = ranked.reshape([shape[dim] if dim in present else 1 for dim in range(len(shape))])
    return np.broadcast_to(view, shape)


_SCALAR: dict[str, Callable[[Any, Any], Any]] = {}


def _scalar_ops() -> dict[str, Callable[[Any, Any], Any]]:
    if not _SCALAR:
        np = numpy_module()
        _SCALAR.update(
            {
                "arith.addf": np.add,
                "arith.subf": np.subtract,
                "arith.mulf": np.multiply,
                "arith.divf": np.divide,
                "arith.maximumf": np.maximum,
                "arith.minimumf": np.minimum,
                "math.exp": np.exp,
                "math.powf": np.power,
            }
        )
    return _SCALAR


class Interpreter:
    """Runs functions of one module."""

    def __init__(self, module: Module) -> None:
        self.module = module
        self.np = numpy_module()

    def run(self, arguments: Sequence[Any], function: str = "main") -> list[Any]:
        """The results of `function` on `arguments` (NumPy arrays)."""
        return self._call(self.module.function(function), list(arguments))

    def _call(self, function: Op, arguments: list[Any]) -> list[Any]:
        values: dict[int, Any] = {
            id(argument): value
            for argument, value in zip(function.body.arguments, arguments, strict=True)
        }
        for op in function.body.ops:
            if op.name == "func.return":
                return [values[id(operand)] for operand in op.operands]
            results = self._op(op, values)
            for result, value in zip(op.results, results, strict=True):
                values[id(result)] = value
        raise ValueError(f"@{function.symbol} has no return")

    def _op(self, op: Op, values: dict[int, Any]) -> list[Any]:
        np = self.np
        args = [values[id(operand)] for operand in op.operands]
        name = op.name
        if not op.results and (name.startswith("linalg.") or name == "linalg_ext.im2col"):
            # On buffers: compute as on tensors from the out buffer's
            # content, then write the out buffer in place.
            (computed,) = self._on_tensors(op, args, values)
            np.copyto(args[-1], computed)
            return []
        buffered = self._buffer_op(op, args, values)
        if buffered is not None:
            return buffered
        return self._on_tensors(op, args, values)

    def _buffer_op(self, op: Op, args: list[Any], values: dict[int, Any]) -> list[Any] | None:
        """Ops on buffers (NumPy arrays written in place); None for others."""
        np = self.np
        name = op.name
        if name == "memref.alloc":
            return [np.zeros(ShapedType.parse(op.result_types[0]).shape, dtype=np.float32)]
        if name == "memref.copy":
            np.copyto(args[1], args[0])
            return []
        if name == "memref.subview":
            offsets = integers(op.attributes["static_offsets"])
            sizes = integers(op.attributes["static_sizes"])
            return [args[0][tuple(slice(o, o + z) for o, z in zip(offsets, sizes, strict=True))]]
        if name in ("memref.collapse_shape", "memref.expand_shape"):
            shape = ShapedType.parse(op.result_types[0]).shape
            view = args[0].reshape(shape)
            if not np.shares_memory(view, args[0]):  # pragma: no cover - buffers are contiguous
                raise ValueError(f"{name} of a buffer that is not contiguous")
            return [view]
        if name in ("bufferization.to_buffer", "bufferization.to_tensor"):
            return [np.array(args[0], dtype=np.float32)]
        if name == "memref.load":
            return [args[0][tuple(int(i) for i in args[1:])]]
        if name == "memref.store":
            args[1][tuple(int(i) for i in args[2:])] = args[0]
            return []
        if name == "affine.apply":
            return [affine_apply(op.attributes["map"], [int(i) for i in args])]
        if name == "scf.for":
            lower, upper, step = (int(i) for i in args)
            body = op.regions[0][0]
            inner_ops = [inner for inner in body.ops if inner.name != "scf.yield"]
            # SSA values of the body are simply overwritten each iteration.
            for iv in range(lower, upper, step):
                values[id(body.arguments[0])] = iv
                for inner in inner_ops:
                    for result, value in zip(inner.results, self._op(inner, values), strict=True):
                        values[id(result)] = value
            return []
        return None

    def _on_tensors(self, op: Op, args: list[Any], values: dict[int, Any]) -> list[Any]:
        np = self.np
        name = op.name
        if name == "func.call":
            return self._call(self.module.function(op.attributes["callee"][1:]), args)
        if name == "tosa.const":
            return [constant_value(op.attributes["values"])]
        if name == "arith.constant":
            text = op.attributes["value"]
            if text.endswith(": index"):
                return [int(text.split(":")[0])]
            return [constant_value(text)]
        if name in _scalar_ops():
            return [_scalar_ops()[name](*args)]
        if name == "tosa.add":
            return [args[0] + args[1]]
        if name == "tosa.sub":
            return [args[0] - args[1]]
        if name == "tosa.mul":
            return [args[0] * args[1]]
        if name == "tosa.clamp":
            low, high = op.float_attribute("min_fp"), op.float_attribute("max_fp")
            return [np.clip(args[0], low, high).astype(np.float32)]
        if name == "tosa.matmul":
            return [np.matmul(args[0], args[1]).astype(np.float32)]
        if name in ("tosa.max_pool2d", "tosa.avg_pool2d"):
            kind = "max" if name == "tosa.max_pool2d" else "avg"
            return [
                reference_pool(
                    args[0], op.int_list("kernel"), op.int_list("stride"), op.int_list("pad"), kind
                )
            ]
        if name == "tosa.depthwise_conv2d":
            source, weight, bias = args
            top, bottom, left, right = op.int_list("pad")
            padded = np.pad(source, ((0, 0), (top, bottom), (left, right), (0, 0)))
            out = reference_depthwise(
                padded, weight, op.int_list("stride"), op.int_list("dilation")
            )
            return [(out + bias).astype(np.float32)]
        if name in _TOSA_SIMPLE:
            return [np.asarray(_TOSA_SIMPLE[name](np, op, *args), dtype=np.float32)]
        if name == "tosa.conv2d":
            source, weight, bias = args
            top, bottom, left, right = op.int_list("pad")
            padded = np.pad(source, ((0, 0), (top, bottom), (left, right), (0, 0)))
            out = reference_conv2d(padded, weight, op.int_list("stride"), op.int_list("dilation"))
            return [(out + bias).astype(np.float32)]
        if name == "tensor.empty":
            return [np.zeros(ShapedType.parse(op.result_types[0]).shape, dtype=np.float32)]
        if name == "tensor.pad":
            before = integers(op.attributes["static_low"])
            after = integers(op.attributes["static_high"])
            fill = self._yielded(op.regions[0][0], values)
            return [np.pad(args[0], list(zip(before, after, strict=True)), constant_values=fill)]
        if name in ("tensor.collapse_shape", "tensor.expand_shape"):
            return [args[0].reshape(ShapedType.parse(op.result_types[0]).shape)]
        if name == "linalg.fill":
            return [np.full_like(args[1], args[0])]
        if name == "linalg.matmul":
            return [(args[2] + args[0] @ args[1]).astype(np.float32)]
        if name == "linalg.transpose":
            return [np.transpose(args[0], integers(op.attributes["permutation"]))]
        if name == "linalg.batch_matmul":
            return [(args[2] + np.matmul(args[0], args[1])).astype(np.float32)]
        if name == "linalg.conv_2d_nhwc_fhwc":
            strides, dilations = (
                integers(op.attributes["strides"]),
                integers(op.attributes["dilations"]),
            )
            return [
                (args[2] + conv2d_nhwc(args[0], args[1], strides, dilations)).astype(np.float32)
            ]
        if name == "linalg_ext.im2col":
            return [
                im2col(
                    args[0],
                    integers(op.attributes["kernel_size"]),
                    integers(op.attributes["strides"]),
                    integers(op.attributes["dilations"]),
                )
            ]
        if name == "linalg.generic":
            return [self._generic(op, args, values)]
        if name == "flow.dispatch.region":
            # The region reads values from above; its flow.return is its result.
            return [self._yielded(op.regions[0][0], dict(values))]
        if name in ("linalg.pooling_nhwc_max", "linalg.pooling_nhwc_sum"):
            source, window, init = args
            strides, dilations = pair(op.attributes["strides"]), pair(op.attributes["dilations"])
            pooled = list(windows(source, window.shape, strides, dilations))
            if name.endswith("max"):
                return [np.maximum(init, np.max(pooled, axis=0))]
            return [(init + np.sum(pooled, axis=0)).astype(np.float32)]
        if name == "linalg.depthwise_conv_2d_nhwc_hwcm":
            source, weight, init = args
            strides, dilations = (
                integers(op.attributes["strides"]),
                integers(op.attributes["dilations"]),
            )
            out = init.copy()
            kh, kw = weight.shape[:2]
            for offset, window in enumerate(windows(source, (kh, kw), strides, dilations)):
                out += window[..., None] * weight[offset // kw, offset % kw]
            return [out.astype(np.float32)]
        if name == "tensor.concat":
            return [np.concatenate(args, axis=int(op.attributes["dim"].split(":")[0]))]
        if name == "tensor.extract_slice":
            offsets, sizes = (
                integers(op.attributes["static_offsets"]),
                integers(op.attributes["static_sizes"]),
            )
            index = tuple(slice(o, o + z) for o, z in zip(offsets, sizes, strict=True))
            return [args[0][index]]
        raise ValueError(f"the interpreter does not know {name}")

    def _yielded(self, block: Block, values: dict[int, Any]) -> Any:
        for inner in block.ops:
            if inner.name.endswith(".yield") or inner.name == "flow.return":
                return values[id(inner.operands[0])]
            for result, value in zip(inner.results, self._op(inner, values), strict=True):
                values[id(result)] = value
        raise ValueError("a region without a yield")

    def _generic(self, op: Op, args: list[Any], values: dict[int, Any]) -> Any:
        np = self.np
        maps = split_maps(op.attributes["indexing_maps"])
        iterators = re.findall(r"iterator_type<(\w+)>", op.attributes["iterator_types"])
        block = op.regions[0][0]
        if "reduction" not in iterators:
            shape = args[-1].shape
            local = dict(values)
            for argument, array, indexing_map in zip(block.arguments, args, maps, strict=True):
                local[id(argument)] = _broadcast(array, indexing_map, shape)
            return np.asarray(self._yielded(block, local), dtype=np.float32) + np.zeros(
                shape, dtype=np.float32
            )
        # A reduction: the iteration space from the inputs' maps, the body's
        # one combining op applied along the reduced dimensions.
        space = [0] * len(iterators)
        for array, indexing_map in zip(args, maps, strict=True):
            for dim, size in zip(projected_dims(indexing_map), array.shape, strict=True):
                space[dim] = size
        (combine,) = [inner.name for inner in block.ops if not inner.name.endswith(".yield")]
        reducer = {"arith.addf": np.add, "arith.maximumf": np.maximum}[combine]
        axes = tuple(index for index, kind in enumerate(iterators) if kind == "reduction")
        spread = _broadcast(args[0], maps[0], tuple(space))
        reduced = reducer.reduce(spread, axis=axes)
        return np.asarray(reducer(args[-1], reduced), dtype=np.float32)


_AFFINE_TOKEN = re.compile(r"\s*(?:(d\d+)|(\d+)|(floordiv|mod|ceildiv)|([-+*()]))")


def affine_apply(affine_map: str, operands: Sequence[int]) -> int:
    """The value of a one-result `affine_map<(d0, ...) -> (expr)>` on
    `operands`: `+ - *`, `floordiv`, `ceildiv`, `mod`, parentheses."""
    env = dict(zip(map_dims(affine_map), operands, strict=True))
    (result,) = map_results(affine_map)
    tokens = [m.group(0).strip() for m in _AFFINE_TOKEN.finditer(result)]
    position = 0

    def atom() -> int:
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "(":
            value = total()
            position += 1  # ")"
            return value
        if token == "-":
            return -atom()
        return env[token] if token in env else int(token)

    def product() -> int:
        nonlocal position
        value = atom()
        while position < len(tokens) and tokens[position] in ("*", "floordiv", "mod", "ceildiv"):
            operator = tokens[position]
            position += 1
            other = atom()
            if operator == "*":
                value *= other
            elif operator == "floordiv":
                value //= other
            elif operator == "ceildiv":
                value = -(-value // other)
            else:
                value %= other
        return value

    def total() -> int:
        nonlocal position
        value = product()
        while position < len(tokens) and tokens[position] in ("+", "-"):
            operator = tokens[position]
            position += 1
            other = product()
            value = value + other if operator == "+" else value - other
        return value

    return total()


def _tosa_reduce(np: Any, op: Op, source: Any, function: Any) -> Any:
    return function(source, axis=int(op.attributes["axis"].split(":")[0]), keepdims=True)


# Input-dialect ops that NumPy computes in one expression.
_TOSA_SIMPLE: dict[str, Callable[..., Any]] = {
    "tosa.exp": lambda np, op, x: np.exp(x),
    "tosa.reciprocal": lambda np, op, x: 1.0 / x,
    "tosa.pow": lambda np, op, x, y: np.power(x, y),
    "tosa.maximum": lambda np, op, x, y: np.maximum(x, y),
    "tosa.reduce_sum": lambda np, op, x: _tosa_reduce(np, op, x, np.sum),
    "tosa.reduce_max": lambda np, op, x: _tosa_reduce(np, op, x, np.max),
    "tosa.transpose": lambda np, op, x: np.transpose(x, op.int_list("perms")),
    "tosa.reshape": lambda np, op, x: x.reshape(ShapedType.parse(op.result_types[0]).shape),
    "tosa.concat": lambda np, op, *xs: np.concatenate(
        xs, axis=int(op.attributes["axis"].split(":")[0])
    ),
    "tosa.slice": lambda np, op, x: x[
        tuple(
            slice(start, start + size)
            for start, size in zip(op.int_list("start"), op.int_list("size"), strict=True)
        )
    ],
}


def random_arguments(module: Module, function: str = "main", seed: int = 0) -> list[Any]:
    """Random float32 arrays for a function's arguments."""
    np = numpy_module()
    generator = np.random.default_rng(seed)
    arguments: list[Value] = module.function(function).body.arguments
    return [
        generator.standard_normal(ShapedType.parse(value.type).shape).astype(np.float32)
        for value in arguments
    ]
