"""The converters of the ONNX op types the import supports: `HANDLERS`, by
op type.

Each converter emits the ops computing one node through the `Importer`
(`tracksrc.compiler.onnx_importer`) and defines the node's outputs;
images stay NHWC between transposes, weights are rearranged when read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tracksrc.compiler.onnx_importer import (
    F32_MAX,
    Handler,
    Importer,
    Tensor,
    array_attribute,
    nhwc_axis,
)

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
        "dilation": array_attribute(dilations),
        "pad": array_attribute(pads),
        "stride": array_attribute(strides),
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
                    "start": array_attribute([0, 0, 0, number * per_in]),
                    "size": array_attribute([n, h, w, per_in]),
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
        {
            "kernel": array_attribute(kernel),
            "pad": array_attribute(pads),
            "stride": array_attribute(strides),
        },
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
        axis = nhwc_axis(axis)
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
        "tosa.transpose", [source], shape, {"perms": array_attribute(perm, 32)}, base=node.output[0]
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
            "tosa.transpose", [left], left.shape[::-1], {"perms": array_attribute([1, 0], 32)}
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
        {
            "dilation": array_attribute([1, 1]),
            "pad": array_attribute([0, 0, 0, 0]),
            "stride": array_attribute([1, 1]),
        },
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


HANDLERS: dict[str, Handler] = {
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
