"""Constant folding of the ONNX import: nodes whose inputs are all
constants (initializers, `Constant`, `ConstantOfShape`, and ops on those)
are computed with NumPy instead of imported: `FOLDS`, by op type.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tracksrc.compiler.onnx_importer import Fold, Importer


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


FOLDS: dict[str, Fold] = {
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
