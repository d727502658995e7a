"""A traced tensor's elements, whatever holds them: the one way they are
read (IREE's text, `tensor_text`; a `.npy` array, `npy`)."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from tracksrc.reading.traces.npy import npy_blocks
from tracksrc.reading.traces.tensor_text import text_blocks
from tracksrc.reading.traces.trace import BLOCK_BYTES, TensorRef, Trace, TraceData, open_data


def read_elements(
    data: TraceData, name: str, ref: TensorRef, block: int = BLOCK_BYTES
) -> Iterator[np.ndarray]:
    """The elements of `ref` in row-major order, about `block` bytes at a
    time, from the file `data` of a trace errors name `name` (a tensor
    printed elided gives the elements it prints); a malformed tensor is a
    ParseError at its line and column."""
    with open_data(data) as handle:
        if ref.encoding == "npy":
            yield from npy_blocks(handle, ref, block)
        else:
            yield from text_blocks(handle, ref, name, block)


def elements(trace: Trace, ref: TensorRef, block: int = BLOCK_BYTES) -> Iterator[np.ndarray]:
    """`read_elements` of a tensor of `trace`."""
    return read_elements(trace.data, trace.name, ref, block)


def whole_array(trace: Trace, ref: TensorRef) -> np.ndarray:
    """A tensor of `trace` whole, as an array of its shape (one printed
    elided, whose values the trace does not all hold, is a ValueError)."""
    parts = list(elements(trace, ref))
    flat = np.concatenate(parts) if parts else np.zeros(0, ref.element_type.value_dtype)
    if flat.size != ref.count:
        raise ValueError(
            f"{trace.name}:{ref.line}: the tensor is printed elided ({flat.size:,} of "
            f"{ref.count:,} elements): its whole value is not in the trace"
        )
    return flat.reshape(ref.shape)
