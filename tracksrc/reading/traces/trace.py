"""A trace as read: where each tensor is, never the tensors themselves.

`scan_trace` (`tracksrc.reading.traces.scan`) and `read_npy`
(`tracksrc.reading.traces.npy`) give a `Trace`: its dispatch invocations
in execution order (`Invocation`: a key such as
`model$async_dispatch_3::model$async_dispatch_3_conv_16x14x14x8x5x5_f32`,
its inputs and outputs), the results the run printed, and the other
output around them (`Note`). Each tensor is a `TensorRef`, a byte range of
the file with its shape and element type; `elements(trace, ref)`
(`tracksrc.reading.traces.elements`) reads its elements a block at a
time, so a tensor of gigabytes is never held.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from tracksrc.reading.spill import Spill, SpillRef, open_spill
from tracksrc.reading.traces.element_types import ElementType

# How many bytes of a tensor's text (or data) are read at a time: what a
# worker holds of a tensor, with its values in float64 and the temporaries
# of comparing them (a few times this).
BLOCK_BYTES = 2 << 20


@dataclass(frozen=True)
class TensorRef:
    """Where one tensor is: `line` of the trace (1-based), the byte offsets
    of that line's start, of its first element (after `=`) and of its end
    (the newline excluded); its shape and element type. `encoding` is
    `text` (IREE's text form) or `npy` (raw little-endian data of a `.npy`
    file, `fortran` when stored column-major)."""

    line: int
    start: int
    body: int
    end: int
    shape: tuple[int, ...]
    element_type: ElementType
    encoding: str = "text"
    fortran: bool = False
    # The numpy dtype of npy data as stored (its byte order included).
    stored: str = ""
    # SHA-256 of its elements' bytes as the file holds them: tensors whose
    # bytes are equal (a dispatch's output printed again as the next one's
    # input; the same tensor in both runs) are read once.
    digest: bytes = b""

    @property
    def count(self) -> int:
        """How many elements the shape has."""
        total = 1
        for dimension in self.shape:
            total *= dimension
        return total

    @property
    def type_text(self) -> str:
        """`4x8xf32`, as IREE prints it (`f32` for a scalar)."""
        return "x".join([*(str(d) for d in self.shape), self.element_type.name])


@dataclass
class Invocation:
    """One dispatch run as the trace shows it: the key its trace blocks
    name (`executable::export`, or the name of a trace point), which run
    of that key it is (`occurrence`, from 0), its place among all
    invocations (`index`), its tensors (None: no such block was traced)
    and the line of its first block."""

    key: str
    occurrence: int
    index: int
    line: int
    inputs: list[TensorRef] | None = None
    outputs: list[TensorRef] | None = None
    # The line of its outputs block (0: none).
    outputs_line: int = 0

    @property
    def executable(self) -> str:
        """The executable part of the key (before `::`), or the key."""
        return self.key.split("::", 1)[0]

    @property
    def export(self) -> str:
        """The entry point part of the key (after `::`), or the key."""
        return self.key.split("::", 1)[-1]

    @property
    def label(self) -> str:
        """The key, with `#N` for a later run of it."""
        return self.key if self.occurrence == 0 else f"{self.key}#{self.occurrence}"


@dataclass(frozen=True)
class Note:
    """Output of the run that is no trace block: its kind (`exec`,
    `result`, `status`, `vm-trace`, ...), first line and text."""

    kind: str
    line: int
    text: str


# What a trace's tensors are read from: the file, or a spill of it.
TraceData = Path | SpillRef


@dataclass
class Trace:
    """A trace file read (see the module docstring). `name` is how errors
    and reports name it; `data` what the refs' byte offsets are of: the
    trace itself, or for a compressed one its text decompressed on the way
    into a spill of zlib blocks (`tracksrc.reading.spill`: a trace of
    gigabytes of zeros takes little disk); `cut` says why a trace cut
    short was kept as far as it is whole (`allow_partial`)."""

    name: str
    path: Path
    data: TraceData
    size: int
    invocations: list[Invocation] = field(default_factory=list)
    results: list[TensorRef] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    cut: str | None = None
    # The spill to remove when the trace is closed.
    _spill: Spill | None = field(default=None, repr=False)

    def read(self, start: int, end: int) -> bytes:
        """The bytes of `data` from `start` to `end`."""
        with open_data(self.data) as handle:
            handle.seek(start)
            return handle.read(end - start)

    def close(self) -> None:
        """Remove the spill, if one was made."""
        if self._spill is not None:
            with contextlib.suppress(OSError):
                self._spill.close()
            self._spill = None

    def __enter__(self) -> Trace:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()


def open_data(data: TraceData) -> BinaryIO:
    """A trace's data (`Trace.data`) as a binary file, in any process."""
    if isinstance(data, SpillRef):
        return open_spill(data)
    return data.open("rb")
