"""`lower-to-loops`: linalg ops on buffers to `scf.for` nests, as MLIR's
convert-linalg-to-loops does.

Each op is first read as a generic op (indexing maps, iterators, a scalar
body): `linalg.generic` as it is, the named ops (`fill`, `matmul`,
`batch_matmul`, `transpose`, `conv_2d_nhwc_fhwc`,
`depthwise_conv_2d_nhwc_hwcm`, `pooling_nhwc_max/sum`) and
`linalg_ext.im2col` by their definitions. Then one `scf.for` per
dimension, `affine.apply` for indices that are not plain loop variables,
`memref.load` of the operands the body reads, the body's scalar ops and a
`memref.store` of what it yields. Every op made carries the location of
the linalg op it comes from; the body's own ops keep theirs (MLIR clones
them). `memref.copy` stays (MLIR lowers it to a library call).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tracksrc.compiler.attributes import integers, map_results, pair, split_maps
from tracksrc.compiler.ir import Block, Module, Op, Value, clone, derive
from tracksrc.compiler.pass_manager import Pass


@dataclass
class _Generic:
    """An op read as a generic: the map of each operand (None: a scalar
    passed as it is), the loop bounds, and the body with one argument per
    operand."""

    maps: list[list[str] | None]
    bounds: list[int]
    body: Block
    owner: Op


def _dims(count: int) -> list[str]:
    return [f"d{index}" for index in range(count)]


def _body(op: Op, steps: list[tuple[str, list[int | str]]], count: int) -> Block:
    """A scalar body with `count` f32 arguments; `steps` are (op, operands)
    with ints naming arguments and "prev" the previous step's result; the
    last result (or argument 0) is yielded."""
    block = Block([("f32", "%in", op.location) for _ in range(count)])
    results: list[Value] = []
    for name, operands in steps:
        resolved = [
            block.arguments[item] if isinstance(item, int) else results[-1] for item in operands
        ]
        results.append(block.append(derive(name, resolved, ["f32"], [op])).result)
    yielded = results[-1] if results else block.arguments[0]
    block.append(derive("linalg.yield", [yielded], [], [op]))
    return block


def _image(
    strides: list[int], dilations: list[int], kernel: tuple[str, str], channel: str
) -> list[str]:
    """The NHWC input map of a sliding window: rows d1 and columns d2 of
    the output, `kernel` the window's (row, column) loop variables."""
    return [
        "d0",
        f"d1 * {strides[0]} + {kernel[0]} * {dilations[0]}",
        f"d2 * {strides[1]} + {kernel[1]} * {dilations[1]}",
        channel,
    ]


def as_generic(op: Op) -> _Generic:
    """`op` read as a generic op (ValueError for an op it does not know)."""
    shapes = [
        value.shaped.shape if value.type.startswith("memref<") else () for value in op.operands
    ]
    name = op.name
    if name == "linalg.generic":
        maps = [map_results(text) for text in split_maps(op.attributes["indexing_maps"])]
        rank = len(re.findall(r"iterator_type", op.attributes["iterator_types"]))
        bounds = [0] * rank
        for shape, expressions in zip(shapes, maps, strict=True):
            for size, expression in zip(shape, expressions, strict=True):
                if expression.startswith("d") and expression[1:].isdigit():
                    bounds[int(expression[1:])] = size
        return _Generic(list(maps), bounds, op.regions[0][0], op)
    out_shape = shapes[-1]
    d = _dims(8)
    if name == "linalg.fill":
        rank = len(out_shape)
        return _Generic([None, d[:rank]], list(out_shape), _body(op, [], 2), op)
    if name == "linalg.transpose":
        permutation = integers(op.attributes["permutation"])
        rank = len(permutation)
        source_map = [d[permutation.index(j)] for j in range(rank)]
        return _Generic([source_map, d[:rank]], list(out_shape), _body(op, [], 2), op)
    multiply_add: list[tuple[str, list[int | str]]] = [
        ("arith.mulf", [0, 1]),
        ("arith.addf", [2, "prev"]),
    ]
    if name == "linalg.matmul":
        (m, k), (_, n) = shapes[0], shapes[1]
        maps = [["d0", "d2"], ["d2", "d1"], ["d0", "d1"]]
        return _Generic(list(maps), [m, n, k], _body(op, multiply_add, 3), op)
    if name == "linalg.batch_matmul":
        (b, m, k), (_, _, n) = shapes[0], shapes[1]
        maps = [["d0", "d1", "d3"], ["d0", "d3", "d2"], ["d0", "d1", "d2"]]
        return _Generic(list(maps), [b, m, n, k], _body(op, multiply_add, 3), op)
    strides = pair(op.attributes.get("strides", "[1, 1]"))
    dilations = pair(op.attributes.get("dilations", "[1, 1]"))
    if name == "linalg.conv_2d_nhwc_fhwc":
        f, kh, kw, c = shapes[1]
        n, oh, ow, _ = out_shape
        image = _image(strides, dilations, ("d4", "d5"), "d6")
        maps = [image, ["d3", "d4", "d5", "d6"], ["d0", "d1", "d2", "d3"]]
        return _Generic(list(maps), [n, oh, ow, f, kh, kw, c], _body(op, multiply_add, 3), op)
    if name == "linalg.depthwise_conv_2d_nhwc_hwcm":
        kh, kw, c, m = shapes[1]
        n, oh, ow, _, _ = out_shape
        image = _image(strides, dilations, ("d5", "d6"), "d3")
        maps = [image, ["d5", "d6", "d3", "d4"], ["d0", "d1", "d2", "d3", "d4"]]
        return _Generic(list(maps), [n, oh, ow, c, m, kh, kw], _body(op, multiply_add, 3), op)
    if name in ("linalg.pooling_nhwc_max", "linalg.pooling_nhwc_sum"):
        kh, kw = shapes[1]
        n, oh, ow, c = out_shape
        image = _image(strides, dilations, ("d4", "d5"), "d3")
        combine = "arith.maximumf" if name.endswith("max") else "arith.addf"
        maps = [image, ["d4", "d5"], ["d0", "d1", "d2", "d3"]]
        return _Generic(list(maps), [n, oh, ow, c, kh, kw], _body(op, [(combine, [2, 0])], 3), op)
    if name == "linalg_ext.im2col":
        kh, kw = integers(op.attributes["kernel_size"])
        _, _, _, c = shapes[0]
        rows, depth = out_shape
        n = shapes[0][0]
        pixels = rows // n
        ow = (shapes[0][2] - dilations[1] * (kw - 1) - 1) // strides[1] + 1
        oh = pixels // ow
        row = f"((d0 floordiv {ow}) mod {oh})"
        image = [
            f"d0 floordiv {pixels}",
            f"{row} * {strides[0]} + (d1 floordiv {kw * c}) * {dilations[0]}",
            f"(d0 mod {ow}) * {strides[1]} + ((d1 floordiv {c}) mod {kw}) * {dilations[1]}",
            f"d1 mod {c}",
        ]
        return _Generic([image, ["d0", "d1"]], [rows, depth], _body(op, [], 2), op)
    raise ValueError(f"lower-to-loops does not know {name}: {op.location!r}")


class LowerToLoops(Pass):
    """Replace linalg ops on buffers by loop nests."""

    argument = "lower-to-loops"
    name = "ConvertLinalgToLoopsPass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """Lower every linalg op of one function."""
        block = function.body
        lowered: list[Op] = []
        for op in block.ops:
            if op.results or not (op.name.startswith("linalg.") or op.name == "linalg_ext.im2col"):
                if op.results and op.name.startswith("linalg."):
                    raise ValueError(
                        f"lower-to-loops needs buffers: run bufferize first ({op.name} returns "
                        f"a tensor: {op.location!r})"
                    )
                lowered.append(op)
                continue
            for new in self._loops(as_generic(op)):
                new.parent = block
                lowered.append(new)
        block.ops = lowered

    def _loops(self, generic: _Generic) -> list[Op]:
        op = generic.owner
        created: list[Op] = []
        constants: dict[int, Value] = {}

        def index(value: int) -> Value:
            if value not in constants:
                constant = derive(
                    "arith.constant", [], ["index"], [op], {"value": f"{value} : index"}
                )
                created.append(constant)
                constants[value] = constant.result
            return constants[value]

        zero, one = index(0), index(1)
        bounds = [index(bound) for bound in generic.bounds]
        ivs: list[Value] = []
        # The nest, outermost first; each loop's body block holds the next.
        outermost: Op | None = None
        current: Block | None = None
        for upper in bounds:
            body = Block([("index", "%arg", op.location)])
            loop = derive("scf.for", [zero, upper, one], [], [op], {}, [[body]])
            if current is None:
                outermost = loop
            else:
                current.append(loop)
            current = body
            ivs.append(body.arguments[0])
        assert current is not None and outermost is not None
        dims = _dims(len(ivs))
        used = {id(value) for inner in generic.body.ops for value in inner.operands}
        mapping: dict[int, Value] = {}
        out_indices: list[Value] = []
        for number, (operand, results) in enumerate(zip(op.operands, generic.maps, strict=True)):
            argument = generic.body.arguments[number]
            last = number == len(op.operands) - 1
            if results is None:
                mapping[id(argument)] = operand
                continue
            indices = []
            for expression in results:
                if expression in dims:
                    indices.append(ivs[dims.index(expression)])
                    continue
                apply = derive(
                    "affine.apply",
                    list(ivs),
                    ["index"],
                    [op],
                    {"map": f"affine_map<({', '.join(dims)}) -> ({expression})>"},
                )
                current.append(apply)
                indices.append(apply.result)
            if last:
                out_indices = indices
            if id(argument) in used:
                load = derive("memref.load", [operand, *indices], ["f32"], [op])
                current.append(load)
                mapping[id(argument)] = load.result
        yielded: Value | None = None
        for inner in generic.body.ops:
            if inner.name == "linalg.yield":
                yielded = mapping.get(id(inner.operands[0]), inner.operands[0])
                continue
            current.append(clone(inner, mapping))
        assert yielded is not None
        current.append(derive("memref.store", [yielded, op.operands[-1], *out_indices], [], [op]))
        # scf.for's terminator is implicit when it yields nothing, as MLIR
        # prints it: no scf.yield op is made.
        return [*created, outermost]
