"""The machinery of importing an ONNX graph into the mini-compiler's input
dialect: imported values (`Tensor`), and the `Importer`, which emits ops
with their locations, keeps activations NHWC between transposes and walks
the graph, handing each node to the converter its op type has
(`tracksrc.compiler.onnx_ops`). See `tracksrc.compiler.onnx_import` for the
locations and layouts chosen.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tracksrc.errors import TracksrcError

# NCHW -> NHWC and back.
TO_NHWC = (0, 2, 3, 1)
TO_NCHW = (0, 3, 1, 2)
F32_MAX = 3.4028234663852886e38


def onnx_modules() -> tuple[Any, Any]:
    try:
        import numpy
        import onnx
    except ImportError:
        raise TracksrcError(
            "tracksrc: error: import-onnx needs the onnx and numpy packages: "
            "pip install tracksrc[onnx]"
        ) from None
    return onnx, numpy


@dataclass
class Tensor:
    """An imported value: its SSA name, its shape as the IR holds it and
    whether a 4-D activation is held NHWC (else ONNX's own layout)."""

    name: str
    shape: tuple[int, ...]
    nhwc: bool = False

    @property
    def type(self) -> str:
        """Its MLIR type."""
        return tensor_type(self.shape)

    @property
    def onnx_shape(self) -> tuple[int, ...]:
        """The shape in ONNX's layout."""
        if not self.nhwc:
            return self.shape
        return tuple(self.shape[axis] for axis in TO_NCHW)


def tensor_type(shape: Sequence[int]) -> str:
    """`tensor<1x3xf32>` (`tensor<f32>` for a scalar)."""
    return "tensor<" + "".join(f"{dim}x" for dim in shape) + "f32>"


def dense(array: Any) -> str:
    """`dense<...> : tensor<...>` of a float32 array (a splat when all equal)."""
    _, np = onnx_modules()
    values = np.asarray(array, dtype=np.float32)
    if values.size and np.all(values == values.flat[0]):
        body = f"{float(values.flat[0]):e}"
    else:
        body = _nested(values.tolist())
    return f"dense<{body}> : {tensor_type(values.shape)}"


def _nested(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_nested(item) for item in value) + "]"
    return f"{float(value):e}"


def array_attribute(values: Sequence[int], width: int = 64) -> str:
    return f"array<i{width}: " + ", ".join(str(int(v)) for v in values) + ">"


def nhwc_axis(axis: int) -> int:
    """Where ONNX axis `axis` of a 4-D tensor is once the tensor is NHWC."""
    return TO_NHWC.index(axis)


# A converter of one ONNX op type: emits the node's ops; a folder computes
# a node of constants with NumPy.
Handler = Callable[["Importer", Any, dict[str, Any]], None]
Fold = Callable[["Importer", Any, dict[str, Any]], list[Any]]


class Importer:
    """Builds the input program of one ONNX graph."""

    def __init__(
        self, model: Any, filename: str, handlers: dict[str, Handler], folds: dict[str, Fold]
    ) -> None:
        self.onnx, self.np = onnx_modules()
        self.handlers = handlers
        self.folds = folds
        self.model = model
        self.filename = filename
        self.lines: list[str] = []
        self.values: dict[str, Tensor] = {}
        self.constants: dict[str, Any] = {}
        self.used_names: set[str] = set()
        self.shapes: dict[str, tuple[int, ...]] = {}
        self.location = ""
        self.node_name = ""
        self.node_number = 0
        # The next column for a helper op of the current node, and the line
        # (in `lines`) of each op the current node emitted.
        self.column = 2
        self.emitted: dict[str, int] = {}
        self.opset = next(
            (entry.version for entry in model.opset_import if entry.domain in ("", "ai.onnx")), 1
        )

    # -- emission ---------------------------------------------------------

    def fresh(self, base: str) -> str:
        """A new SSA name from `base` (an ONNX name made valid)."""
        text = re.sub(r"[^\w$.\-]", "_", base) or "v"
        if not re.match(r"[A-Za-z_$.\-]", text):
            text = "v" + text
        name, number = text, 0
        while name in self.used_names:
            number += 1
            name = f"{text}_{number}"
        self.used_names.add(name)
        return "%" + name

    def emit(
        self,
        op: str,
        operands: Sequence[Tensor],
        shape: Sequence[int],
        attributes: dict[str, str] | None = None,
        base: str = "",
        nhwc: bool = False,
    ) -> Tensor:
        """Append `%r = op operands {attributes} : (types) -> type loc(...)`."""
        result = Tensor(self.fresh(base or self.node_name), tuple(shape), nhwc)
        self._next_location(result)
        attrs = ""
        if attributes:
            attrs = " {" + ", ".join(f"{k} = {v}" for k, v in sorted(attributes.items())) + "}"
        types = ", ".join(t.type for t in operands)
        names = ", ".join(t.name for t in operands)
        self.lines.append(
            f"    {result.name} = {op} {names}{attrs} : ({types}) -> {result.type} {self.location}"
        )
        return result

    def const(self, array: Any, base: str = "cst", nhwc: bool = False) -> Tensor:
        """A `tosa.const` of `array` (already in the layout it is used in)."""
        values = self.np.asarray(array, dtype=self.np.float32)
        result = Tensor(self.fresh(base), tuple(values.shape), nhwc)
        self._next_location(result)
        text = dense(values)
        self.lines.append(
            f'    {result.name} = "tosa.const"() {{values = {text}}} : () -> {result.type} '
            f"{self.location}"
        )
        return result

    # -- layouts ----------------------------------------------------------

    def to_nhwc(self, tensor: Tensor) -> Tensor:
        """The tensor as NHWC (a transpose when it is held NCHW)."""
        if tensor.nhwc:
            return tensor
        if len(tensor.shape) != 4:
            raise self.error(f"expected a 4-D image, got shape {tensor.shape}")
        shape = [tensor.shape[axis] for axis in TO_NHWC]
        return self.emit(
            "tosa.transpose",
            [tensor],
            shape,
            {"perms": array_attribute(TO_NHWC, 32)},
            base=tensor.name[1:] + "_nhwc",
            nhwc=True,
        )

    def to_onnx_layout(self, tensor: Tensor) -> Tensor:
        """The tensor in ONNX's layout (a transpose when it is held NHWC)."""
        if not tensor.nhwc:
            return tensor
        return self.emit(
            "tosa.transpose",
            [tensor],
            tensor.onnx_shape,
            {"perms": array_attribute(TO_NCHW, 32)},
            base=tensor.name[1:] + "_nchw",
        )

    def operand(self, name: str, like: Tensor | None = None) -> Tensor:
        """An input of the node: a value, or a constant made to broadcast
        against `like` (ranks aligned; NHWC when `like` is)."""
        if name in self.values:
            return self.values[name]
        if name not in self.constants:
            raise self.error(f"input {name!r} is neither a value nor a constant")
        array = self.np.asarray(self.constants[name], dtype=self.np.float32)
        if like is not None:
            rank = len(like.shape)
            if array.ndim < rank:
                array = array.reshape((1,) * (rank - array.ndim) + array.shape)
            if like.nhwc:
                return self.const(array.transpose(TO_NHWC), base="cst", nhwc=True)
        return self.const(array)

    def same_layout(self, tensors: list[Tensor]) -> list[Tensor]:
        """Operands of an elementwise op in one layout and one rank."""
        rank = max(len(t.shape) for t in tensors)
        if rank == 4 and any(t.nhwc for t in tensors):
            tensors = [self.to_nhwc(self.lift(t, 4)) for t in tensors]
        else:
            tensors = [self.lift(self.to_onnx_layout(t), rank) for t in tensors]
        return tensors

    def lift(self, tensor: Tensor, rank: int) -> Tensor:
        """The tensor with leading dimensions of 1 up to `rank` (numpy's
        broadcasting; TOSA needs equal ranks)."""
        if len(tensor.shape) >= rank:
            return tensor
        return self.reshape(tensor, (1,) * (rank - len(tensor.shape)) + tensor.shape)

    def reshape(self, tensor: Tensor, shape: Sequence[int], base: str = "") -> Tensor:
        """`tosa.reshape` of a tensor held in ONNX's layout."""
        return self.emit(
            "tosa.reshape", [tensor], shape, {"new_shape": array_attribute(shape)}, base=base
        )

    def broadcast_shape(self, tensors: list[Tensor]) -> tuple[int, ...]:
        """The shape elementwise operands broadcast to."""
        return tuple(self.np.broadcast_shapes(*(t.shape for t in tensors)))

    # -- errors -----------------------------------------------------------

    def error(self, message: str) -> TracksrcError:
        """A clear error naming the node being imported."""
        where = f" (node {self.node_name})" if self.node_name else ""
        return TracksrcError(f"tracksrc: error: {self.filename}{where}: {message}")

    # -- the graph ----------------------------------------------------------

    def run(self) -> str:
        """The program text."""
        onnx = self.onnx
        try:
            inferred = onnx.shape_inference.infer_shapes(self.model)
        except Exception as exc:  # onnx raises its own error classes
            raise TracksrcError(f"tracksrc: error: {self.filename}: {exc}") from None
        graph = inferred.graph
        for info in [*graph.input, *graph.value_info, *graph.output]:
            dims = info.type.tensor_type.shape.dim
            if info.type.tensor_type.HasField("shape"):
                self.shapes[info.name] = tuple(d.dim_value if d.dim_value > 0 else 1 for d in dims)
        for initializer in graph.initializer:
            self.constants[initializer.name] = onnx.numpy_helper.to_array(initializer)
        arguments = []
        for position, info in enumerate(graph.input):
            if info.name in self.constants:
                continue
            shape = self.shapes.get(info.name)
            if shape is None:
                raise self.error(f"the input {info.name!r} has no known shape")
            tensor = Tensor(self.fresh(info.name), shape)
            self.values[info.name] = tensor
            location = self._loc(info.name, 0, position + 1)
            arguments.append(f"{tensor.name}: {tensor.type} {location}")
        next_column: dict[int, int] = {}
        for number, node in enumerate(graph.node, 1):
            self.node_name = node.name or f"{node.op_type}_{number - 1}"
            self.node_number, self.column, self.emitted = number, 2, {}
            self.node(node)
            next_column[number] = self.column
        results = []
        for info in graph.output:
            if info.name not in self.values:
                raise self.error(f"the output {info.name!r} is a constant or was not computed")
            # A transpose back to ONNX's layout is a helper of the producer.
            producer = next(node for node in graph.node if info.name in node.output)
            number = list(graph.node).index(producer) + 1
            self.node_name = producer.name or f"{producer.op_type}_{number - 1}"
            self.node_number, self.column = number, next_column[number]
            results.append(self.to_onnx_layout(self.values[info.name]))
            next_column[number] = self.column
        self.node_name, self.node_number = "", 0
        signature = ", ".join(t.type for t in results)
        head = f"func.func @main({', '.join(arguments)}) -> ({signature}) {{"
        ret = f"    return {', '.join(t.name for t in results)} : {signature}"
        return "\n".join([head, *self.lines, ret, "}"]) + "\n"

    def _next_location(self, result: Tensor) -> None:
        """Locate the op about to be emitted at the node's next column."""
        if self.node_number:
            self.location = self._loc(self.node_name, self.node_number, self.column)
            self.column += 1
            self.emitted[result.name] = len(self.lines)

    def _loc(self, name: str, line: int, column: int) -> str:
        escaped = name.replace("\\", "\\\\").replace('"', '\\"')
        return f'loc("{escaped}"("{self.filename}":{line}:{column}))'

    def node(self, node: Any) -> None:
        """Import one node."""
        attributes = {a.name: self.onnx.helper.get_attribute_value(a) for a in node.attribute}
        inputs = [name for name in node.input]
        handler = self.handlers.get(node.op_type)
        constant = all(name in self.constants or not name for name in inputs)
        if constant and node.op_type in self.folds:
            folded = self.folds[node.op_type](self, node, attributes)
            for name, value in zip(node.output, folded, strict=False):
                self.constants[name] = value
            return
        if handler is None:
            raise self.error(f"the ONNX op {node.op_type} is not supported")
        handler(self, node, attributes)

    def shape_of(self, name: str) -> tuple[int, ...]:
        """The ONNX shape of a node output, from shape inference."""
        shape = self.shapes.get(name)
        if shape is None:
            raise self.error(f"no shape is known for {name!r}")
        return shape

    def define(self, name: str, tensor: Tensor) -> None:
        """The node output `name` is `tensor`; the op computing it (if this
        node emitted it) moves to column 1."""
        self.values[name] = tensor
        line = self.emitted.get(tensor.name)
        if line is not None:
            text = self.lines[line]
            at = text.rindex(" loc(")
            self.lines[line] = text[:at] + " " + self._loc(self.node_name, self.node_number, 1)
