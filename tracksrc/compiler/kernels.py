"""The NumPy kernels the interpreter runs convolutions and pools with.

Two independent ways on purpose: `conv2d_nhwc` and `im2col` walk the
kernel offsets window by window, as the lowered program computes; the
`reference_*` functions take every window at once with NumPy's sliding
windows, so that the input program's result shares no code with the
lowered program's and a differential check means something.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any


def numpy_module() -> Any:
    """NumPy, or a clear error naming the extra that installs it."""
    try:
        import numpy
    except ImportError:  # pragma: no cover - numpy is in the test extras
        raise RuntimeError("the interpreter needs NumPy: pip install tracksrc[numpy]") from None
    return numpy


def _output_size(
    source: Any, kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int]
) -> tuple[int, int]:
    """(OH, OW) of an unpadded NHWC convolution."""
    _, h, w, _ = source.shape
    oh = (h - dilations[0] * (kernel[0] - 1) - 1) // strides[0] + 1
    ow = (w - dilations[1] * (kernel[1] - 1) - 1) // strides[1] + 1
    return oh, ow


def windows(
    source: Any, kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int]
) -> Iterator[Any]:
    """For each kernel offset (y, x) in row-major order, the input pixels it
    meets at every output position: an (N, OH, OW, C) view."""
    oh, ow = _output_size(source, kernel, strides, dilations)
    for y in range(kernel[0]):
        top = y * dilations[0]
        for x in range(kernel[1]):
            left = x * dilations[1]
            yield source[
                :,
                top : top + strides[0] * (oh - 1) + 1 : strides[0],
                left : left + strides[1] * (ow - 1) + 1 : strides[1],
                :,
            ]


def conv2d_nhwc(source: Any, weight: Any, strides: Sequence[int], dilations: Sequence[int]) -> Any:
    """NHWC input, FHWC weights, no padding: NHWF output."""
    np = numpy_module()
    f, kh, kw, _ = weight.shape
    oh, ow = _output_size(source, (kh, kw), strides, dilations)
    out = np.zeros((source.shape[0], oh, ow, f), dtype=np.float32)
    flat_weights = weight.reshape(f, kh * kw, -1)
    for offset, window in enumerate(windows(source, (kh, kw), strides, dilations)):
        out += np.einsum("nhwc,fc->nhwf", window, flat_weights[:, offset, :])
    return out


def _sliding(
    source: Any, kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int]
) -> Any:
    """Every window of an NHWC input: (N, OH, OW, C, KH, KW), picked with
    NumPy's sliding windows (no code shared with the lowered program's)."""
    np = numpy_module()
    span = [dilations[0] * (kernel[0] - 1) + 1, dilations[1] * (kernel[1] - 1) + 1]
    view = np.lib.stride_tricks.sliding_window_view(source, span, axis=(1, 2))
    return view[:, :: strides[0], :: strides[1], :, :: dilations[0], :: dilations[1]]


def reference_conv2d(
    source: Any, weight: Any, strides: Sequence[int], dilations: Sequence[int]
) -> Any:
    """The same convolution computed another way (all windows at once,
    contracted with the weights), so the input program's reference shares
    no code with the lowered program's."""
    np = numpy_module()
    windows = _sliding(source, weight.shape[1:3], strides, dilations)
    out = np.tensordot(windows, weight, axes=([3, 4, 5], [3, 1, 2]))
    return out.astype(np.float32)


def reference_pool(
    source: Any, kernel: Sequence[int], strides: Sequence[int], pads: Sequence[int], kind: str
) -> Any:
    """TOSA max_pool2d / avg_pool2d of an NHWC input; the average counts
    only real (unpadded) elements."""
    np = numpy_module()
    top, bottom, left, right = pads
    widths = ((0, 0), (top, bottom), (left, right), (0, 0))
    if kind == "max":
        padded = np.pad(source, widths, constant_values=-np.inf)
        return _sliding(padded, kernel, strides, (1, 1)).max(axis=(4, 5)).astype(np.float32)
    sums = _sliding(np.pad(source, widths), kernel, strides, (1, 1)).sum(axis=(4, 5))
    mask = np.pad(np.ones((*source.shape[:3], 1), dtype=np.float32), widths)
    counts = _sliding(mask, kernel, strides, (1, 1)).sum(axis=(4, 5))
    return (sums / counts).astype(np.float32)


def reference_depthwise(
    source: Any, weight: Any, strides: Sequence[int], dilations: Sequence[int]
) -> Any:
    """Depthwise convolution: NHWC input, (KH, KW, C, M) weights, NHW(C*M)."""
    np = numpy_module()
    windows = _sliding(source, weight.shape[:2], strides, dilations)
    out = np.einsum("nhwcyx,yxcm->nhwcm", windows, weight)
    return out.reshape((*out.shape[:3], -1)).astype(np.float32)


def im2col(
    source: Any, kernel: Sequence[int], strides: Sequence[int], dilations: Sequence[int]
) -> Any:
    """Patches of an NHWC input: one row per output pixel, (KH, KW, C) flat."""
    np = numpy_module()
    n, _, _, c = source.shape
    oh, ow = _output_size(source, kernel, strides, dilations)
    patches = np.stack(list(windows(source, kernel, strides, dilations)), axis=3)
    return patches.reshape(n * oh * ow, kernel[0] * kernel[1] * c)
