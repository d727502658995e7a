"""`bufferize`: linalg on tensors to linalg on buffers (memrefs), the way
MLIR's one-shot bufferization rewrites each op, simplified to never write
in place over a value someone else may still read.

- function arguments and tensor constants: `bufferization.to_buffer`;
- `tensor.empty`: `memref.alloc`;
- a destination-passing op (`linalg.*`, `linalg_ext.im2col`): a new
  `memref.alloc` for its result, `memref.copy` of its init into it unless
  the init is a `tensor.empty` (whose content nobody reads), then the op on
  buffers, with no results;
- `tensor.pad`: `memref.alloc` + `linalg.fill` of the padding value +
  `memref.subview` of the interior + `memref.copy`;
- `tensor.collapse_shape` / `expand_shape`: the `memref.` views;
- `tensor.concat`, `tensor.extract_slice`: allocation, subviews, copies;
- `func.return`: `bufferization.to_tensor` of the returned buffers.

Every op made for an op carries its location and derives from it.
`flow.dispatch.region`s are not bufferized (IREE bufferizes dispatches
once they are outlined): the pass reports them as an error.
"""

from __future__ import annotations

from collections.abc import Callable

from tracksrc.compiler.attributes import integers
from tracksrc.compiler.ir import Block, Module, Op, ShapedType, Value, derive
from tracksrc.compiler.pass_manager import Pass


def memref_type(tensor_type: str) -> str:
    """`memref<...>` of the same shape and element as `tensor<...>`."""
    shaped = ShapedType.parse(tensor_type)
    return str(ShapedType("memref", shaped.shape, shaped.element))


def strides_of(shape: tuple[int, ...]) -> list[int]:
    """Row-major strides of a shape."""
    strides = [1] * len(shape)
    for index in range(len(shape) - 2, -1, -1):
        strides[index] = strides[index + 1] * shape[index + 1]
    return strides


def subview_type(shape: tuple[int, ...], sizes: list[int], offsets: list[int], element: str) -> str:
    """The type of a subview of a row-major buffer: the sizes, with a
    strided layout unless it is the whole buffer."""
    strides = strides_of(shape)
    offset = sum(o * s for o, s in zip(offsets, strides, strict=True))
    dims = "".join(f"{d}x" for d in sizes)
    if list(sizes) == list(shape):
        return f"memref<{dims}{element}>"
    return f"memref<{dims}{element}, strided<[{', '.join(map(str, strides))}], offset: {offset}>>"


def _array(values: list[int]) -> str:
    return "array<i64: " + ", ".join(str(v) for v in values) + ">"


class Bufferize(Pass):
    """Rewrite a function from tensors to buffers."""

    argument = "bufferize"
    name = "OneShotBufferizePass"

    def run_on_function(self, function: Op, module: Module) -> None:
        """Bufferize one function (its body becomes a new list of ops)."""
        block = function.body
        buffers: dict[int, Value] = {}
        created: list[Op] = []

        def emit(op: Op) -> Op:
            op.parent = block
            created.append(op)
            return op

        for argument, location in zip(block.arguments, block.argument_locations, strict=True):
            to_buffer = Op(
                "bufferization.to_buffer",
                [argument],
                [memref_type(argument.type)],
                location=location,
            )
            buffers[id(argument)] = emit(to_buffer).result

        def buffer(value: Value) -> Value:
            return buffers.get(id(value), value)

        for op in block.ops:
            if op.name == "flow.dispatch.region":
                raise ValueError(
                    "bufferize does not bufferize flow.dispatch.region (IREE bufferizes "
                    "dispatches once outlined): run it without form-dispatches"
                )
            result = op.results[0] if op.results else None
            for new_op, value in self._rewrite(op, buffer):
                emit(new_op)
                if value is not None and result is not None:
                    buffers[id(result)] = value
        block.ops = created

    def _rewrite(self, op: Op, resolve: Callable[[Value], Value]) -> list[tuple[Op, Value | None]]:
        """The buffer ops for `op` (`resolve` gives a tensor value's
        buffer); the value paired with an op is the buffer of `op`'s result."""
        name = op.name
        if name == "func.return":
            ops: list[tuple[Op, Value | None]] = []
            operands = []
            for value in op.operands:
                to_tensor = derive(
                    "bufferization.to_tensor",
                    [resolve(value)],
                    [value.type],
                    [op],
                    {"restrict": "unit"},
                )
                ops.append((to_tensor, None))
                operands.append(to_tensor.result)
            op.operands = operands
            return [*ops, (op, None)]
        if not op.results or not op.result_types[0].startswith("tensor<"):
            op.operands = [resolve(value) for value in op.operands]
            return [(op, None)]
        result_type = op.result_types[0]
        buffer_type = memref_type(result_type)
        if name == "arith.constant":
            to_buffer = derive("bufferization.to_buffer", [op.result], [buffer_type], [op])
            return [(op, None), (to_buffer, to_buffer.result)]
        if name == "tensor.empty":
            alloc = derive("memref.alloc", [], [buffer_type], [op], {"alignment": "64 : i64"})
            return [(alloc, alloc.result)]
        if name in ("tensor.collapse_shape", "tensor.expand_shape"):
            view = derive(
                "memref." + name.split(".", 1)[1],
                [resolve(op.operands[0])],
                [buffer_type],
                [op],
                dict(op.attributes),
            )
            return [(view, view.result)]
        if name == "tensor.pad":
            return self._pad(op, resolve, buffer_type)
        if name == "tensor.concat":
            return self._concat(op, resolve, buffer_type)
        if name == "tensor.extract_slice":
            source = resolve(op.operands[0])
            shape = source.shaped.shape
            offsets = integers(op.attributes["static_offsets"])
            sizes = integers(op.attributes["static_sizes"])
            alloc = derive("memref.alloc", [], [buffer_type], [op], {"alignment": "64 : i64"})
            view = self._subview(source, offsets, sizes, op, shape)
            copy = derive("memref.copy", [view.result, alloc.result], [], [op])
            return [(alloc, alloc.result), (view, None), (copy, None)]
        if name.startswith("linalg.") or name == "linalg_ext.im2col":
            return self._destination_passing(op, resolve, buffer_type)
        raise ValueError(f"bufferize does not know {name}: {op.location!r}")

    def _destination_passing(
        self, op: Op, resolve: Callable[[Value], Value], buffer_type: str
    ) -> list[tuple[Op, Value | None]]:
        *inputs, init = op.operands
        alloc = derive("memref.alloc", [], [buffer_type], [op], {"alignment": "64 : i64"})
        ops: list[tuple[Op, Value | None]] = [(alloc, alloc.result)]
        owner = init.owner
        if not (isinstance(owner, Op) and owner.name == "tensor.empty"):
            ops.append((derive("memref.copy", [resolve(init), alloc.result], [], [op]), None))
        op.operands = [*(resolve(value) for value in inputs), alloc.result]
        op.result_types = []
        op.results = []
        ops.append((op, None))
        return ops

    def _subview(
        self, source: Value, offsets: list[int], sizes: list[int], op: Op, shape: tuple[int, ...]
    ) -> Op:
        element = source.shaped.element
        return derive(
            "memref.subview",
            [source],
            [subview_type(shape, sizes, offsets, element)],
            [op],
            {
                "static_offsets": _array(offsets),
                "static_sizes": _array(sizes),
                "static_strides": _array([1] * len(sizes)),
            },
        )

    def _pad(
        self, op: Op, resolve: Callable[[Value], Value], buffer_type: str
    ) -> list[tuple[Op, Value | None]]:
        source = resolve(op.operands[0])
        low = integers(op.attributes["static_low"])
        padded_shape = ShapedType.parse(buffer_type).shape
        region_block: Block = op.regions[0][0]
        yielded = region_block.ops[-1].operands[0]
        alloc = derive("memref.alloc", [], [buffer_type], [op], {"alignment": "64 : i64"})
        fill = derive("linalg.fill", [yielded, alloc.result], [], [op], {"__inputs": "1"})
        view = self._subview(alloc.result, low, list(source.shaped.shape), op, padded_shape)
        copy = derive("memref.copy", [source, view.result], [], [op])
        return [(alloc, alloc.result), (fill, None), (view, None), (copy, None)]

    def _concat(
        self, op: Op, resolve: Callable[[Value], Value], buffer_type: str
    ) -> list[tuple[Op, Value | None]]:
        axis = int(op.attributes["dim"].split(":")[0])
        shape = ShapedType.parse(buffer_type).shape
        alloc = derive("memref.alloc", [], [buffer_type], [op], {"alignment": "64 : i64"})
        ops: list[tuple[Op, Value | None]] = [(alloc, alloc.result)]
        start = 0
        for value in op.operands:
            part = resolve(value)
            sizes = list(part.shaped.shape)
            offsets = [0] * len(sizes)
            offsets[axis] = start
            view = self._subview(alloc.result, offsets, sizes, op, shape)
            ops += [(view, None), (derive("memref.copy", [part, view.result], [], [op]), None)]
            start += sizes[axis]
        return ops
