"""Two tensors compared element by element, a block at a time.

An element of B agrees with A's (A is the reference) as `iree-run-module
--expected_output` decides in its approximate mode: `|b - a| <= atol +
rtol * |a|`, a NaN equal to a NaN; infinities agree when equal. With
`ulps`, an element within that many units in the last place agrees too
(counted in the less precise of the two types, so an f16 run is measured
in f16 ulps against its f32 reference). Integers and types printed as
bytes (`i1`, complex) agree only when equal. The default `atol` is
`iree-run-module`'s per type (`--expected_f16_threshold` 1e-3, f32 and
f64 1e-4, bf16 1e-2; the f8 types 0.125, the spacing of E4M3 at 1, since
IREE gives none), `rtol` its 1e-5; when the two types differ the looser
applies.

A text trace prints floats with six significant digits (%G): differences
smaller than that do not show, and ulps of f32 values are counted on the
printed values.

`compare_refs` reads both tensors in step, never more than a block of
each, and every element of both (a tensor longer than the other, elided
or not, is still checked to its end); `TensorComparison` holds the
statistics: elements compared and mismatched, the largest absolute,
relative and ulp errors, NaN and Inf counts of each side, the first
mismatch, and `error`, the largest absolute error relative to the
reference's largest magnitude (the normwise relative error, which the
report ranks by).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from tracksrc.reading.traces.element_types import ElementType
from tracksrc.reading.traces.elements import read_elements
from tracksrc.reading.traces.trace import BLOCK_BYTES, TensorRef, TraceData

# iree-run-module's --expected_*_threshold defaults (c/runtime/src/iree/
# tooling/comparison.cc).
_ATOL = {"f16": 1e-3, "bf16": 1e-2, "f32": 1e-4, "f64": 1e-4}
_F8_ATOL = 0.125
RTOL = 1e-5
_ULP_TYPES = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
# Less precise first: the type ulps are counted in.
_PRECISION = ("bf16", "f16", "f32", "f64")


@dataclass(frozen=True)
class Tolerance:
    """When an element agrees (see the module docstring): `atol` None means
    the default of the element types."""

    rtol: float = RTOL
    atol: float | None = None
    ulps: int | None = None

    def atol_for(self, a: ElementType, b: ElementType) -> float:
        """The absolute tolerance for comparing types `a` and `b`."""
        if self.atol is not None:
            return self.atol
        return max(_default_atol(a), _default_atol(b))

    def json_data(self) -> dict[str, Any]:
        """`rtol`, `atol` (null: per type), `ulps`."""
        return {"rtol": self.rtol, "atol": self.atol, "ulps": self.ulps}


def _default_atol(element: ElementType) -> float:
    if not element.is_float:
        return 0.0
    return _ATOL.get(element.name, _F8_ATOL)


@dataclass
class TensorComparison:
    """One tensor of A against one of B (see the module docstring)."""

    a: str  # A's type, as printed (`4x8xf32`)
    b: str
    count: int = 0  # elements in the shape
    compared: int = 0  # elements both sides print (fewer when elided)
    mismatched: int = 0
    max_abs: float = 0.0
    max_rel: float = 0.0
    sum_abs: float = 0.0
    scale: float = 0.0  # the largest finite |a|
    max_ulps: int | None = None
    nan_a: int = 0
    nan_b: int = 0
    inf_a: int = 0
    inf_b: int = 0
    # Elements where one side is NaN or infinite and the other is not that.
    nonfinite_mismatched: int = 0
    # Elements compared where both sides are finite numbers.
    finite: int = 0
    # The first mismatch: its flat index and the two values.
    first: tuple[int, float, float] | None = None
    # Why the two cannot be compared element by element ("" when they can).
    reason: str = ""
    # The exact dtypes (for ulps), kept while comparing.
    _types: tuple[ElementType, ElementType] | None = field(default=None, repr=False)

    @property
    def comparable(self) -> bool:
        """Whether the two were compared element by element."""
        return not self.reason

    @property
    def agrees(self) -> bool:
        """Compared, and every element within tolerance."""
        return self.comparable and self.mismatched == 0

    @property
    def error(self) -> float:
        """The largest absolute error over the reference's largest magnitude
        (infinite when NaN or Inf appear on one side only)."""
        if self.nonfinite_mismatched:
            return float("inf")
        if self.max_abs == 0.0:
            return 0.0
        return self.max_abs / self.scale if self.scale > 0.0 else float("inf")

    @property
    def mean_abs(self) -> float:
        """The mean absolute error over the finite elements compared."""
        return self.sum_abs / self.finite if self.finite > 0 else 0.0

    def json_data(self) -> dict[str, Any]:
        """The statistics as plain data (errors infinite as the string "inf")."""
        first = None
        if self.first is not None:
            index, value_a, value_b = self.first
            first = {"index": index, "a": _number(value_a), "b": _number(value_b)}
        return {
            "a": self.a,
            "b": self.b,
            "comparable": self.comparable,
            "reason": self.reason,
            "count": self.count,
            "compared": self.compared,
            "mismatched": self.mismatched,
            "max_abs": _number(self.max_abs),
            "max_rel": _number(self.max_rel),
            "mean_abs": _number(self.mean_abs),
            "error": _number(self.error),
            "max_ulps": self.max_ulps,
            "nan": [self.nan_a, self.nan_b],
            "inf": [self.inf_a, self.inf_b],
            "nonfinite_mismatched": self.nonfinite_mismatched,
            "first_mismatch": first,
        }


def _number(value: float) -> float | str:
    """A float as JSON holds it: infinities and NaN as strings."""
    if np.isnan(value):
        return "nan"
    if np.isinf(value):
        return "inf" if value > 0 else "-inf"
    return float(value)


def _squeezed(shape: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(dimension for dimension in shape if dimension != 1)


def comparable_shapes(a: TensorRef, b: TensorRef) -> str:
    """Why `a` and `b` cannot be compared element by element, or "": their
    shapes must be equal but for dimensions of 1, and their elements both
    numbers or both bytes of one width."""
    if a.shape != b.shape and _squeezed(a.shape) != _squeezed(b.shape):
        return f"shapes differ ({a.type_text} and {b.type_text})"
    kinds = {a.element_type.kind == "hex", b.element_type.kind == "hex"}
    if len(kinds) == 2 or (
        kinds == {True} and a.element_type.byte_size != b.element_type.byte_size
    ):
        return f"element types differ ({a.element_type} and {b.element_type})"
    return ""


def compare_refs(
    data_a: TraceData,
    name_a: str,
    ref_a: TensorRef,
    data_b: TraceData,
    name_b: str,
    ref_b: TensorRef,
    tolerance: Tolerance,
    block: int = BLOCK_BYTES,
) -> TensorComparison:
    """Compare tensor `ref_a` of trace A (its bytes in `data_a`, named
    `name_a` in errors) with `ref_b` of B (see the module docstring)."""
    result = TensorComparison(ref_a.type_text, ref_b.type_text, count=ref_a.count)
    result.reason = comparable_shapes(ref_a, ref_b)
    blocks_a = read_elements(data_a, name_a, ref_a, block)
    blocks_b = read_elements(data_b, name_b, ref_b, block)
    if not result.comparable:
        # Each is still read to its end: a malformed tensor is an error.
        _count(result, blocks_a, "a")
        _count(result, blocks_b, "b")
        return result
    result._types = (ref_a.element_type, ref_b.element_type)
    atol = tolerance.atol_for(ref_a.element_type, ref_b.element_type)
    for values_a, values_b in _in_step(blocks_a, blocks_b, result):
        _add(result, values_a, values_b, atol, tolerance)
    result._types = None
    return result


def same_ref(data: TraceData, name: str, ref_a: TensorRef, ref_b: TensorRef) -> TensorComparison:
    """Two tensors whose bytes are equal (and so their types): read once
    (checked), every element agreeing exactly."""
    result = TensorComparison(ref_a.type_text, ref_b.type_text, count=ref_a.count)
    for values in read_elements(data, name, ref_a):
        result.compared += len(values)
        if values.dtype.kind == "f":
            nan, inf = int(np.isnan(values).sum()), int(np.isinf(values).sum())
            result.nan_a, result.nan_b = result.nan_a + nan, result.nan_b + nan
            result.inf_a, result.inf_b = result.inf_a + inf, result.inf_b + inf
            if len(values):
                result.scale = max(
                    result.scale, float(np.abs(values[np.isfinite(values)]).max(initial=0))
                )
    if ref_a.element_type.name in _ULP_TYPES and result.compared:
        result.max_ulps = 0
    return result


def summarize_ref(data: TraceData, name: str, ref: TensorRef, side: str = "a") -> TensorComparison:
    """One tensor read whole (checked) with nothing to compare it with:
    its NaN and Inf counts."""
    result = TensorComparison(ref.type_text, "", count=ref.count, reason="not aligned")
    _count(result, read_elements(data, name, ref), side)
    return result


def _count(result: TensorComparison, blocks: Iterator[np.ndarray], side: str) -> None:
    for values in blocks:
        if values.dtype.kind == "f":
            setattr(
                result, f"nan_{side}", getattr(result, f"nan_{side}") + int(np.isnan(values).sum())
            )
            setattr(
                result, f"inf_{side}", getattr(result, f"inf_{side}") + int(np.isinf(values).sum())
            )


def _in_step(
    blocks_a: Iterator[np.ndarray], blocks_b: Iterator[np.ndarray], result: TensorComparison
) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """Equal-length runs of the two element streams, in order; what one
    has beyond the other (printed elided) is read to its end and counted
    for its NaN and Inf only."""
    pending_a = pending_b = np.zeros(0)
    done_a = done_b = False
    while True:
        while not done_a and not len(pending_a):
            pending_a = next(blocks_a, None)  # type: ignore[arg-type]
            if pending_a is None:
                done_a, pending_a = True, np.zeros(0)
        while not done_b and not len(pending_b):
            pending_b = next(blocks_b, None)  # type: ignore[arg-type]
            if pending_b is None:
                done_b, pending_b = True, np.zeros(0)
        if not len(pending_a) or not len(pending_b):
            break
        size = min(len(pending_a), len(pending_b))
        yield pending_a[:size], pending_b[:size]
        pending_a, pending_b = pending_a[size:], pending_b[size:]
    for values, rest, side in ((pending_a, blocks_a, "a"), (pending_b, blocks_b, "b")):
        _count(result, iter([values]), side)
        _count(result, rest, side)


def _add(
    result: TensorComparison,
    values_a: np.ndarray,
    values_b: np.ndarray,
    atol: float,
    tolerance: Tolerance,
) -> None:
    """Fold one run of elements into the statistics."""
    offset = result.compared
    result.compared += len(values_a)
    if values_a.dtype.kind not in "fiu" or values_b.dtype.kind not in "fiu":
        # Bytes (`i1`, complex, opaque types): equal or not.
        wrong = values_a != values_b
        _note_mismatches(result, wrong, offset, values_a, values_b)
        return
    exact = values_a.dtype.kind in "iu" and values_b.dtype.kind in "iu"
    a = values_a.astype(np.float64)
    b = values_b.astype(np.float64)
    if exact and not (_exact_in_float64(values_a) and _exact_in_float64(values_b)):
        # 64-bit integers beyond 2**53: compared as integers.
        wrong = values_a.astype(object) != values_b.astype(object)
        _note_mismatches(result, np.asarray(wrong, bool), offset, a, b)
        return
    nan_a, nan_b = np.isnan(a), np.isnan(b)
    inf_a, inf_b = np.isinf(a), np.isinf(b)
    result.nan_a += int(nan_a.sum())
    result.nan_b += int(nan_b.sum())
    result.inf_a += int(inf_a.sum())
    result.inf_b += int(inf_b.sum())
    finite = ~(nan_a | nan_b | inf_a | inf_b)
    result.finite += int(finite.sum())
    nonfinite_wrong = ~finite & ~((nan_a & nan_b) | (a == b))
    result.nonfinite_mismatched += int(nonfinite_wrong.sum())
    difference = np.zeros_like(a)
    np.subtract(b, a, out=difference, where=finite)
    np.abs(difference, out=difference)
    magnitude = np.abs(np.where(finite, a, 0.0))
    if exact:
        wrong = finite & (difference > 0)
    else:
        wrong = finite & (difference > atol + tolerance.rtol * magnitude)
    ulps = _ulps(result, values_a, values_b, finite)
    if ulps is not None:
        if len(ulps):
            largest = int(ulps.max())
            result.max_ulps = largest if result.max_ulps is None else max(result.max_ulps, largest)
        if tolerance.ulps is not None:
            wrong &= ulps > tolerance.ulps
    if difference.size:
        result.max_abs = max(result.max_abs, float(difference.max()))
        result.sum_abs += float(difference.sum())
        result.scale = max(result.scale, float(magnitude.max()))
        nonzero = magnitude > 0
        if nonzero.any():
            relative = difference[nonzero] / magnitude[nonzero]
            result.max_rel = max(result.max_rel, float(relative.max()))
    _note_mismatches(result, wrong | nonfinite_wrong, offset, a, b)


def _note_mismatches(
    result: TensorComparison, wrong: np.ndarray, offset: int, a: np.ndarray, b: np.ndarray
) -> None:
    count = int(wrong.sum())
    if not count:
        return
    result.mismatched += count
    if result.first is None:
        index = int(np.argmax(wrong))
        result.first = (offset + index, _scalar(a[index]), _scalar(b[index]))


def _scalar(value: Any) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return float("nan")  # bytes: shown as NaN in the first mismatch


def _exact_in_float64(values: np.ndarray) -> bool:
    if values.dtype.itemsize < 8 or not values.size:
        return True
    return bool(np.abs(values.astype(np.float64)).max() < 2.0**53)


def _ulps(
    result: TensorComparison, values_a: np.ndarray, values_b: np.ndarray, finite: np.ndarray
) -> np.ndarray | None:
    """Units in the last place between the finite pairs, counted in the less
    precise of the two types; None when either is no IEEE type of 16 to 64
    bits (ulps are then not counted)."""
    if result._types is None:
        return None
    names = [element.name for element in result._types]
    if not all(name in _ULP_TYPES for name in names):
        return None
    coarse = min(names, key=_PRECISION.index)
    ordered_a = _ordered(values_a[finite], coarse)
    ordered_b = _ordered(values_b[finite], coarse)
    if coarse == "f64":
        # (Differences beyond 2**63 would wrap in integers: counted in floats.)
        return np.abs(ordered_a.astype(np.float64) - ordered_b.astype(np.float64))
    return np.abs(ordered_a - ordered_b)


def _ordered(values: np.ndarray, name: str) -> np.ndarray:
    """Values of type `name` as integers ordered like the floats, so that
    adjacent floats differ by 1 (the sign-magnitude bits made two's
    complement)."""
    if name == "bf16":
        # An f32 rounded to bf16 (to nearest, ties to even): its top 16 bits.
        wide = values.astype(np.float32).view(np.uint32).astype(np.int64)
        rounded = (wide + 0x7FFF + ((wide >> 16) & 1)) >> 16
        bits = np.where(rounded >= 0x8000, rounded - 0x10000, rounded)
        width = 16
    else:
        dtype = {"f16": np.float16, "f32": np.float32, "f64": np.float64}[name]
        width = _ULP_TYPES[name]
        bits = values.astype(dtype).view(f"int{width}").astype(np.int64)
    lowest = -(1 << (width - 1))
    return np.where(bits < 0, lowest - bits, bits)
