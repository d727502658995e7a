"""`tracksrc import-onnx`: an ONNX graph to the mini-compiler's input dialect.

Each ONNX node becomes one or more `tosa.*` ops located by a name location
carrying the node's name, at a line of its own in the ONNX file:

    loc("Conv_12"("model.onnx":13:1))

Line N is the N-th node of the graph (a node-per-line view of the model, so
that every node is a distinct source range and tracking keeps nodes apart);
column 1 is the op that computes the node's output, columns 2, 3, ... the
ops the import added for it (layout transposes, its constants), so that
tracking tells them apart too (`model.onnx:13:1-13:99` is the whole node).
The graph's inputs are on line 0, column K for the K-th input.

Layout: ONNX images are NCHW; TOSA's convolutions and pools are NHWC. Four
dimensional activations are kept NHWC from the first op that needs it (a
`tosa.transpose`) and turned back (another) only where an op needs ONNX's
layout (reshape, flatten, the outputs). Weights are rearranged when the
model is read. Constants (initializers, `Constant`, `ConstantOfShape` and
ops on constants only) are folded with NumPy. `onnx` and NumPy are needed
only here (`pip install tracksrc[onnx]`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError

# NCHW -> NHWC and back.
TO_NHWC = (0, 2, 3, 1)
TO_NCHW = (0, 3, 1, 2)
F32_MAX = 3.4028234663852886e38


def _modules() -> tuple[Any, Any]:
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
    _, np = _modules()
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


def _array(values: Sequence[int], width: int = 64) -> str:
    return f"array<i{width}: " + ", ".join(str(int(v)) for v in values) + ">"


def _nchw_axis(axis: int) -> int:
    """Where ONNX axis `axis` of a 4-D tensor is once the tensor is NHWC."""
    return TO_NHWC.index(axis)


class Importer:
    """Builds the input program of one ONNX graph."""

    def __init__(self, model: Any, filename: str) -> None:
        self.onnx, self.np = _modules()
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
            {"perms": _array(TO_NHWC, 32)},
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
            {"perms": _array(TO_NCHW, 32)},
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
        return self.emit("tosa.reshape", [tensor], shape, {"new_shape": _array(shape)}, base=base)

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
        handler = _HANDLERS.get(node.op_type)
        if all(name in self.constants or not name for name in inputs) and node.op_type in _FOLD:
            folded = _FOLD[node.op_type](self, node, attributes)
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


# -- constant folding -------------------------------------------------------


def _const_inputs(importer: Importer, node: Any) -> list[Any]:
    return [importer.constants[name] if name else None for name in node.input]


def _fold_constant(importer: Importer, node: Any, attrs: dict[str, Any]) -> list[Any]:
    return [importer.onnx.numpy_helper.to_array(attrs["value"])]


def _fold_constant_of_shape(importer: Importer, node: Any, attrs: dict[str, Any]) -> list[Any]:
    (shape,) = _const_inputs(importer, node)
    value = attrs.get("value")
    fill = importer.onnx.numpy_helper.to_array(value).reshape(-1)[0] if value is not None else 0.0
    return [importer.np.full([int(d) for d in shape], fill, dtype=importer.np.float32)]


def _fold_simple(
    function: Callable[..., Any],
) -> Callable[[Importer, Any, dict[str, Any]], list[Any]]:
    def fold(importer: Importer, node: Any, attrs: dict[str, Any]) -> list[Any]:
        return [function(importer.np, attrs, *_const_inputs(importer, node))]

    return fold


def _unsqueeze(np: Any, attrs: dict[str, Any], data: Any, axes: Any = None) -> Any:
    chosen = list(attrs["axes"]) if axes is None else [int(a) for a in axes]
    result = data
    for axis in sorted(a if a >= 0 else a + data.ndim + len(chosen) for a in chosen):
        result = np.expand_dims(result, axis)
    return result


_FOLD: dict[str, Callable[[Importer, Any, dict[str, Any]], list[Any]]] = {
    "Constant": _fold_constant,
    "ConstantOfShape": _fold_constant_of_shape,
    "Unsqueeze": _fold_simple(_unsqueeze),
    "Squeeze": _fold_simple(
        lambda np, attrs, data, axes=None: (
            np.squeeze(
                data,
                axis=tuple(attrs.get("axes", ())) if axes is None else tuple(int(a) for a in axes),
            )
            if (axes is not None or "axes" in attrs)
            else np.squeeze(data)
        )
    ),
    "Reshape": _fold_simple(
        lambda np, attrs, data, shape=None: data.reshape(
            [int(d) for d in (attrs["shape"] if shape is None else shape)]
        )
    ),
    "Add": _fold_simple(lambda np, attrs, a, b: a + b),
    "Sub": _fold_simple(lambda np, attrs, a, b: a - b),
    "Mul": _fold_simple(lambda np, attrs, a, b: a * b),
    "Div": _fold_simple(lambda np, attrs, a, b: a / b),
    "Sqrt": _fold_simple(lambda np, attrs, a: np.sqrt(a)),
    "Transpose": _fold_simple(lambda np, attrs, a: np.transpose(a, attrs.get("perm"))),
    "Cast": _fold_simple(lambda np, attrs, a: a),
    "Identity": _fold_simple(lambda np, attrs, a: a),
}


# -- node handlers ----------------------------------------------------------


def _pads_of(
    importer: Importer,
    node: Any,
    attrs: dict[str, Any],
    kernel: Sequence[int],
    strides: Sequence[int],
    dilations: Sequence[int],
    image: Sequence[int],
) -> list[int]:
    """TOSA's [top, bottom, left, right] from ONNX's pads or auto_pad."""
    auto = attrs.get("auto_pad", b"NOTSET")
    auto = auto.decode() if isinstance(auto, bytes) else auto
    if auto in ("NOTSET", ""):
        pads = list(attrs.get("pads", [0, 0, 0, 0]))
        return [pads[0], pads[2], pads[1], pads[3]]
    if auto == "VALID":
        return [0, 0, 0, 0]
    result = []
    for axis in range(2):
        out = -(-image[axis] // strides[axis])
        span = dilations[axis] * (kernel[axis] - 1) + 1
        total = max(0, (out - 1) * strides[axis] + span - image[axis])
        small, large = total // 2, total - total // 2
        result += [small, large] if auto == "SAME_UPPER" else [large, small]
    return result


def _conv(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    np = importer.np
    source = importer.to_nhwc(importer.values[node.input[0]])
    if node.input[1] not in importer.constants:
        raise importer.error("convolution weights must be constants")
    weight = np.asarray(importer.constants[node.input[1]], dtype=np.float32)
    if weight.ndim != 4:
        raise importer.error("only 2-D convolutions are supported")
    out_channels = weight.shape[0]
    bias = (
        np.asarray(importer.constants[node.input[2]], dtype=np.float32)
        if len(node.input) > 2 and node.input[2]
        else np.zeros(out_channels, dtype=np.float32)
    )
    kernel = weight.shape[2:]
    strides = list(attrs.get("strides", [1, 1]))
    dilations = list(attrs.get("dilations", [1, 1]))
    _, h, w, channels = source.shape
    pads = _pads_of(importer, node, attrs, kernel, strides, dilations, (h, w))
    n, _, oh, ow = importer.shape_of(node.output[0])
    group = int(attrs.get("group", 1))
    conv_attrs = {
        "dilation": _array(dilations),
        "pad": _array(pads),
        "stride": _array(strides),
    }
    if group == 1:
        result = importer.emit(
            "tosa.conv2d",
            [source, importer.const(weight.transpose(0, 2, 3, 1)), importer.const(bias)],
            (n, oh, ow, out_channels),
            conv_attrs,
            base=node.output[0],
            nhwc=True,
        )
    elif group == channels and out_channels % channels == 0:
        multiplier = out_channels // channels
        hwcm = weight.reshape(channels, multiplier, *kernel).transpose(2, 3, 0, 1)
        result = importer.emit(
            "tosa.depthwise_conv2d",
            [source, importer.const(hwcm), importer.const(bias)],
            (n, oh, ow, out_channels),
            conv_attrs,
            base=node.output[0],
            nhwc=True,
        )
    else:
        # Grouped: one convolution per group on its slice of the channels.
        per_in, per_out = channels // group, out_channels // group
        parts = []
        for number in range(group):
            part = importer.emit(
                "tosa.slice",
                [source],
                (n, h, w, per_in),
                {
                    "start": _array([0, 0, 0, number * per_in]),
                    "size": _array([n, h, w, per_in]),
                },
                nhwc=True,
            )
            group_weight = weight[number * per_out : (number + 1) * per_out]
            parts.append(
                importer.emit(
                    "tosa.conv2d",
                    [
                        part,
                        importer.const(group_weight.transpose(0, 2, 3, 1)),
                        importer.const(bias[number * per_out : (number + 1) * per_out]),
                    ],
                    (n, oh, ow, per_out),
                    conv_attrs,
                    nhwc=True,
                )
            )
        result = importer.emit(
            "tosa.concat",
            parts,
            (n, oh, ow, out_channels),
            {"axis": "3 : i32"},
            base=node.output[0],
            nhwc=True,
        )
    importer.define(node.output[0], result)


def _clamp(importer: Importer, source: Tensor, low: float, high: float, base: str) -> Tensor:
    return importer.emit(
        "tosa.clamp",
        [source],
        source.shape,
        {
            "max_fp": f"{high:e} : f32",
            "max_int": "2147483647 : i64",
            "min_fp": f"{low:e} : f32",
            "min_int": "-2147483648 : i64" if low < 0 else "0 : i64",
        },
        base=base,
        nhwc=source.nhwc,
    )


def _relu(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    source = importer.values[node.input[0]]
    importer.define(node.output[0], _clamp(importer, source, 0.0, F32_MAX, node.output[0]))


def _clip(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    source = importer.values[node.input[0]]
    low, high = float(attrs.get("min", -F32_MAX)), float(attrs.get("max", F32_MAX))
    if len(node.input) > 1 and node.input[1]:
        low = float(importer.constants[node.input[1]])
    if len(node.input) > 2 and node.input[2]:
        high = float(importer.constants[node.input[2]])
    importer.define(node.output[0], _clamp(importer, source, low, high, node.output[0]))


def _pool(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    source = importer.to_nhwc(importer.values[node.input[0]])
    n, h, w, c = source.shape
    _, _, oh, ow = importer.shape_of(node.output[0])
    if node.op_type.startswith("Global"):
        kernel, strides, pads = [h, w], [1, 1], [0, 0, 0, 0]
    else:
        kernel = list(attrs["kernel_shape"])
        strides = list(attrs.get("strides", [1, 1]))
        pads = _pads_of(importer, node, attrs, kernel, strides, [1, 1], (h, w))
        # ceil_mode (or SAME) may need more rows or columns than the pads
        # give: pad the far side as far as the output reaches.
        pads[1] = max(pads[1], (oh - 1) * strides[0] + kernel[0] - h - pads[0])
        pads[3] = max(pads[3], (ow - 1) * strides[1] + kernel[1] - w - pads[2])
    is_max = "MaxPool" in node.op_type
    if not is_max and attrs.get("count_include_pad", 0) and any(pads):
        raise importer.error("AveragePool with count_include_pad=1 is not supported")
    result = importer.emit(
        "tosa.max_pool2d" if is_max else "tosa.avg_pool2d",
        [source],
        (n, oh, ow, c),
        {"kernel": _array(kernel), "pad": _array(pads), "stride": _array(strides)},
        base=node.output[0],
        nhwc=True,
    )
    importer.define(node.output[0], result)


def _batch_norm(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    np = importer.np
    source = importer.to_nhwc(importer.values[node.input[0]])
    scale, offset, mean, variance = (
        np.asarray(importer.constants[name], dtype=np.float32) for name in node.input[1:5]
    )
    factor = scale / np.sqrt(variance + float(attrs.get("epsilon", 1e-5)))
    shift = offset - mean * factor
    channels = source.shape[3]
    scaled = importer.emit(
        "tosa.mul",
        [source, importer.const(factor.reshape(1, 1, 1, channels), nhwc=True)],
        source.shape,
        nhwc=True,
    )
    result = importer.emit(
        "tosa.add",
        [scaled, importer.const(shift.reshape(1, 1, 1, channels), nhwc=True)],
        source.shape,
        base=node.output[0],
        nhwc=True,
    )
    importer.define(node.output[0], result)


_BINARY = {
    "Add": "tosa.add",
    "Sum": "tosa.add",
    "Sub": "tosa.sub",
    "Mul": "tosa.mul",
    "Max": "tosa.maximum",
    "Pow": "tosa.pow",
}


def _elementwise(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    names = [name for name in node.input if name]
    like = next((importer.values[name] for name in names if name in importer.values), None)
    if node.op_type == "Div":
        # x / c: a constant divisor is inverted now, a value by tosa.reciprocal.
        numerator = importer.operand(names[0], like)
        if names[1] in importer.constants:
            inverse = importer.np.float32(1.0) / importer.np.asarray(
                importer.constants[names[1]], dtype=importer.np.float32
            )
            importer.constants[names[1] + "#inverse"] = inverse
            divisor = importer.operand(names[1] + "#inverse", like)
        else:
            value = importer.operand(names[1], like)
            divisor = importer.emit("tosa.reciprocal", [value], value.shape, nhwc=value.nhwc)
        operands = importer.same_layout([numerator, divisor])
        shape = importer.broadcast_shape(operands)
        result = importer.emit(
            "tosa.mul", operands, shape, base=node.output[0], nhwc=operands[0].nhwc
        )
        importer.define(node.output[0], result)
        return
    operands = importer.same_layout([importer.operand(name, like) for name in names])
    result = operands[0]
    for number, other in enumerate(operands[1:], 1):
        shape = importer.broadcast_shape([result, other])
        last = number == len(operands) - 1
        result = importer.emit(
            _BINARY[node.op_type],
            [result, other],
            shape,
            base=node.output[0] if last else "",
            nhwc=result.nhwc,
        )
    importer.define(node.output[0], result)


def _concat(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    axis = int(attrs["axis"])
    parts = [importer.operand(name) for name in node.input]
    rank = len(parts[0].shape)
    axis = axis + rank if axis < 0 else axis
    if rank == 4:
        parts = [importer.to_nhwc(p) for p in parts]
        axis = _nchw_axis(axis)
    out = list(parts[0].shape)
    out[axis] = sum(p.shape[axis] for p in parts)
    result = importer.emit(
        "tosa.concat", parts, out, {"axis": f"{axis} : i32"}, base=node.output[0], nhwc=rank == 4
    )
    importer.define(node.output[0], result)


def _reshape(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    source = importer.to_onnx_layout(importer.values[node.input[0]])
    shape = importer.shape_of(node.output[0])
    importer.define(node.output[0], importer.reshape(source, shape, base=node.output[0]))


def _transpose(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    source = importer.to_onnx_layout(importer.values[node.input[0]])
    perm = list(attrs.get("perm", reversed(range(len(source.shape)))))
    shape = [source.shape[axis] for axis in perm]
    result = importer.emit(
        "tosa.transpose", [source], shape, {"perms": _array(perm, 32)}, base=node.output[0]
    )
    importer.define(node.output[0], result)


def _identity(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    importer.define(node.output[0], importer.values[node.input[0]])


def _matmul(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    np = importer.np
    left = importer.to_onnx_layout(importer.values[node.input[0]])
    if len(left.shape) != 2 or node.input[1] not in importer.constants:
        raise importer.error("only a 2-D input times constant weights is supported")
    if attrs.get("transA", 0):
        left = importer.emit(
            "tosa.transpose", [left], left.shape[::-1], {"perms": _array([1, 0], 32)}
        )
    weight = np.asarray(importer.constants[node.input[1]], dtype=np.float32)
    if attrs.get("transB", 0):
        weight = weight.T
    weight = weight * np.float32(attrs.get("alpha", 1.0))
    rows, inner = left.shape
    columns = weight.shape[1]
    batched = importer.reshape(left, (1, rows, inner))
    product = importer.emit(
        "tosa.matmul",
        [batched, importer.const(weight.reshape(1, inner, columns))],
        (1, rows, columns),
    )
    last = len(node.input) < 3 or not node.input[2]
    result = importer.reshape(product, (rows, columns), base=node.output[0] if last else "")
    if not last:
        bias = np.asarray(importer.constants[node.input[2]], dtype=np.float32)
        bias = bias * np.float32(attrs.get("beta", 1.0))
        bias = bias.reshape((1,) * (2 - bias.ndim) + bias.shape)
        result = importer.emit(
            "tosa.add", [result, importer.const(bias)], (rows, columns), base=node.output[0]
        )
    importer.define(node.output[0], result)


def _softmax(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    source = importer.to_onnx_layout(importer.values[node.input[0]])
    shape = source.shape
    axis = int(attrs.get("axis", 1 if importer.opset < 13 else -1))
    axis = axis + len(shape) if axis < 0 else axis
    if importer.opset >= 13 and axis != len(shape) - 1:
        # From opset 13 Softmax normalises one axis; the last one reads as 2-D.
        raise importer.error("Softmax over an axis other than the last is not supported")
    # Opset < 13 coerces to 2-D at `axis`; the same holds for the last axis.
    rows = int(importer.np.prod(shape[:axis])) if axis else 1
    columns = int(importer.np.prod(shape[axis:]))
    flat = source
    if shape != (rows, columns):
        flat = importer.reshape(source, (rows, columns))
    largest = importer.emit("tosa.reduce_max", [flat], (rows, 1), {"axis": "1 : i32"})
    shifted = importer.emit("tosa.sub", [flat, largest], (rows, columns))
    exponent = importer.emit("tosa.exp", [shifted], (rows, columns))
    total = importer.emit("tosa.reduce_sum", [exponent], (rows, 1), {"axis": "1 : i32"})
    inverse = importer.emit("tosa.reciprocal", [total], (rows, 1))
    last = shape == (rows, columns)
    result = importer.emit(
        "tosa.mul", [exponent, inverse], (rows, columns), base=node.output[0] if last else ""
    )
    if not last:
        result = importer.reshape(result, shape, base=node.output[0])
    importer.define(node.output[0], result)


def _lrn(importer: Importer, node: Any, attrs: dict[str, Any]) -> None:
    np = importer.np
    source = importer.to_nhwc(importer.values[node.input[0]])
    size = int(attrs["size"])
    alpha, beta = float(attrs.get("alpha", 1e-4)), float(attrs.get("beta", 0.75))
    bias = float(attrs.get("bias", 1.0))
    channels = source.shape[3]
    # The sum of squares over a window of channels is a 1x1 convolution
    # with a band of ones.
    band = np.zeros((channels, 1, 1, channels), dtype=np.float32)
    for out in range(channels):
        first = max(0, out - (size - 1) // 2)
        last = min(channels - 1, out + (size - 1) - (size - 1) // 2)
        band[out, 0, 0, first : last + 1] = 1.0
    squares = importer.emit("tosa.mul", [source, source], source.shape, nhwc=True)
    window = importer.emit(
        "tosa.conv2d",
        [squares, importer.const(band), importer.const(np.zeros(channels))],
        source.shape,
        {"dilation": _array([1, 1]), "pad": _array([0, 0, 0, 0]), "stride": _array([1, 1])},
        nhwc=True,
    )
    scaled = importer.emit(
        "tosa.mul",
        [window, importer.const(np.full((1, 1, 1, 1), alpha / size))],
        source.shape,
        nhwc=True,
    )
    shifted = importer.emit(
        "tosa.add", [scaled, importer.const(np.full((1, 1, 1, 1), bias))], source.shape, nhwc=True
    )
    power = importer.emit(
        "tosa.pow",
        [shifted, importer.const(np.full((1, 1, 1, 1), -beta))],
        source.shape,
        nhwc=True,
    )
    result = importer.emit(
        "tosa.mul", [source, power], source.shape, base=node.output[0], nhwc=True
    )
    importer.define(node.output[0], result)


_HANDLERS: dict[str, Callable[[Importer, Any, dict[str, Any]], None]] = {
    "Conv": _conv,
    "Relu": _relu,
    "Clip": _clip,
    "MaxPool": _pool,
    "AveragePool": _pool,
    "GlobalAveragePool": _pool,
    "GlobalMaxPool": _pool,
    "BatchNormalization": _batch_norm,
    "Add": _elementwise,
    "Sum": _elementwise,
    "Sub": _elementwise,
    "Mul": _elementwise,
    "Div": _elementwise,
    "Max": _elementwise,
    "Pow": _elementwise,
    "Concat": _concat,
    "Reshape": _reshape,
    # Shape inference gives the output shape: all three are reshapes.
    "Flatten": _reshape,
    "Unsqueeze": _reshape,
    "Squeeze": _reshape,
    "Transpose": _transpose,
    "Gemm": _matmul,
    "MatMul": _matmul,
    "Dropout": _identity,
    "Identity": _identity,
    "Softmax": _softmax,
    "LRN": _lrn,
}


def add_command(commands: Any) -> None:
    """Register `import-onnx` on the `tracksrc` subcommands."""
    parser = commands.add_parser(
        "import-onnx",
        help="convert an ONNX model to the mini-compiler's input dialect",
        description="Write an ONNX graph as TOSA-like MLIR, each op located by "
        'loc("NODE"("MODEL.onnx":N:1)) where N is the node\'s number in the graph.',
    )
    parser.add_argument("model", type=Path, metavar="MODEL.onnx")
    parser.add_argument("-o", dest="output", type=Path, required=True, metavar="model.mlir")
    parser.add_argument(
        "--name", help="the file name locations use (default: the model's file name)"
    )


def run(args: Any) -> int:
    """Run `tracksrc import-onnx`; returns the exit status."""
    text = import_onnx(args.model, args.name)
    args.output.write_text(text, encoding="utf-8")
    return 0


def import_onnx(path: str | Path, filename: str | None = None) -> str:
    """The input program of the ONNX model at `path`; its ops are located in
    `filename` (default: the model's file name)."""
    onnx, _ = _modules()
    try:
        model = onnx.load(str(path))
    except (OSError, ValueError) as exc:
        raise TracksrcError(f"tracksrc: error: {path}: {exc}") from None
    except Exception as exc:  # protobuf's DecodeError and friends
        raise TracksrcError(f"tracksrc: error: {path}: not an ONNX model ({exc})") from None
    return Importer(model, filename or Path(path).name).run()
