"""A trace file scanned: its blocks, tensors and other output, in one pass.

A module compiled with `--iree-flow-trace-dispatch-tensors` traces each
dispatch's operands before it runs and its results after, and
`iree-run-module` prints each trace on stderr as a block (IREE's
`runtime/src/iree/modules/hal/debugging.c`):

    === model$async_dispatch_1::model$async_dispatch_1_conv_8x28x28x5x5_f32 inputs ===
    32x32xf32=[0 0 ...][...]
    8x5x5xf32=[[0.012573 -0.0132105 ...]...]
    (an empty line)

then the block of its `outputs`; a trace point of another name (`=== NAME
===`) is a block too. Around the blocks, what `iree-run-module` prints
itself (on stdout, interleaved when both streams go to one file): `EXEC
@function`, `result[0]: hal.buffer_view` and the result's tensor, an error
status (`c/runtime/src/iree/hal/buffer_view.c:47: OUT_OF_RANGE; ...`) and
its frames (`[ 1] bytecode module@8:4378 -`), `--print_statistics`'
report, VM execution traces. Those are kept as notes; any other line is
an error at its line and column, with a caret and what was expected, as
a line inside a block that is no tensor, a block not ended by its empty
line, a trace that ends inside a block or inside a tensor's line (a trace
cut short: with `allow_partial` the complete invocations are kept, and
the trace says where it was cut).

The scan never holds a tensor: a line of hundreds of MB is read in blocks,
only its header (`8x5x5xf32=`) kept, with its byte range (the elements
are read when compared: `Trace.elements`). `.xz`/`.gz`/`.zst` traces are
decompressed on the way into a spill of zlib blocks (removed when the
trace is closed; a trace of gigabytes of zeros takes little disk), which
those ranges read; `.npy` files are read by
`tracksrc.reading.traces.npy`.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from tracksrc.errors import ParseError
from tracksrc.progress import ProgressBar
from tracksrc.reading.files import Decompressed, check_regular_file, is_compressed
from tracksrc.reading.spill import Spill
from tracksrc.reading.traces.element_types import ElementType, HeaderError, parse_header
from tracksrc.reading.traces.npy import read_npy
from tracksrc.reading.traces.trace import Invocation, Note, TensorRef, Trace
from tracksrc.safe_text import visible_line

_CHUNK = 4 << 20
# How much of a line is looked at to tell what it is: a longer line must be
# a tensor (whose header ends within it).
_HEAD = 64 << 10
_TENSOR = re.compile(rb"(?:[0-9]+x)*[A-Za-z*][A-Za-z0-9]*=")
# What iree-run-module prints itself (see the module docstring).
_NOTES = (
    ("exec", re.compile(rb"EXEC @\S.*")),
    ("result", re.compile(rb"result\[[0-9]+\]: \S.*")),
    ("status", re.compile(rb"(?:\S+:[0-9]+: )?[A-Z][A-Z_]+; .*")),
    ("status", re.compile(rb"\[ *[0-9]+\] \S.*")),
    ("vm-trace", re.compile(rb"\[[^\]\s]+\+[0-9A-Fa-f]+\] .*")),
    ("statistics", re.compile(rb"Device: \S.*|\[\[ .* \]\]|\s*[A-Z_]+:\s+[0-9]+B peak / .*")),
)
_EXPECTED = (
    "a trace block (`=== NAME inputs ===`, `=== NAME outputs ===`), or what iree-run-module "
    "prints (EXEC @f, result[0]: ..., a status message)"
)


def scan_trace(path: str | Path, *, allow_partial: bool = False, name: str | None = None) -> Trace:
    """Read a trace (see the module docstring): its invocations in execution
    order, results and notes, each tensor a byte range. `name` is how it is
    named in errors (default: the path as given)."""
    path = Path(path)
    if path.suffix == ".npy":
        return read_npy(path, name)
    check_regular_file(path, "trace")
    shown = name or str(path)
    size = path.stat().st_size
    scanner = _Scanner(Trace(shown, path, path, size), allow_partial)
    bar = ProgressBar(size, f"reading {visible_line(path.name)}")
    try:
        with path.open("rb") as handle:
            if is_compressed(path):
                _scan_compressed(path, handle, scanner, bar)
            else:
                for chunk in iter(lambda: handle.read(_CHUNK), b""):
                    scanner.feed(chunk)
                    bar.update(handle.tell())
        scanner.end()
    except BaseException:
        scanner.trace.close()
        raise
    finally:
        bar.close()
    return scanner.trace


def _scan_compressed(path: Path, handle: BinaryIO, scanner: _Scanner, bar: ProgressBar) -> None:
    """Scan a compressed trace, writing what it decompresses to into a
    spill of zlib blocks the tensors' ranges are read from (by the worker
    processes too: a named one)."""
    spill = scanner.trace._spill = Spill(named=True)
    decompressed = Decompressed(path, handle, _CHUNK)
    for chunk in decompressed:
        spill.write(chunk)
        # (Readable at once: an error's window is read back from it.)
        spill.finish()
        scanner.trace.data = spill.ref()
        scanner.feed(chunk)
        bar.update(handle.tell())
    spill.finish()
    scanner.trace.data = spill.ref()
    scanner.trace.size = scanner.offset
    if decompressed.cut:
        scanner.compressed_cut = True


@dataclass
class _Block:
    """A block being read: its key, role (`inputs`, `outputs`, `trace`),
    header line and the tensors so far."""

    key: str
    role: str
    line: int
    tensors: list[TensorRef] = field(default_factory=list)


class _Scanner:
    """The state of one pass over a trace (fed its bytes in order)."""

    def __init__(self, trace: Trace, allow_partial: bool) -> None:
        self.trace = trace
        self.allow_partial = allow_partial
        self.compressed_cut = False
        self.buffer = b""
        self.offset = 0  # file offset of buffer[0]
        self.line = 1
        # A tensor line longer than the buffer: (start, body, shape, type).
        self.long: tuple[int, int, tuple[int, ...], ElementType] | None = None
        self.block: _Block | None = None
        self.result_expected = False
        self.open_inputs: dict[str, Invocation] = {}
        self.hasher = hashlib.sha256()  # of the long line being read
        self.last = b""  # the last byte fed
        self.occurrences: dict[str, int] = {}

    # -- feeding -----------------------------------------------------------

    def feed(self, chunk: bytes) -> None:
        """Take the next bytes of the file."""
        buffer = self.buffer + chunk
        view = memoryview(buffer)
        position = 0
        while True:
            newline = buffer.find(b"\n", position)
            if self.long is not None:
                self.hasher.update(view[position : len(buffer) if newline < 0 else newline])
                if newline < 0:
                    position = len(buffer)
                    break
                before = buffer[newline - 1 : newline] if newline else self.last
                self._end_long(self.offset + newline, before == b"\r")
                position = newline + 1
                continue
            if newline < 0:
                if len(buffer) - position >= _HEAD:
                    body = self._start_long(
                        buffer[position : position + _HEAD], self.offset + position
                    )
                    self.hasher = hashlib.sha256(view[position + body :])
                    position = len(buffer)
                break
            self._line(buffer[position:newline], self.offset + position)
            position = newline + 1
        view.release()
        self.offset += position
        self.buffer = buffer[position:]
        self.last = buffer[-1:]

    def end(self) -> None:
        """The file has ended: what is still open is a cut."""
        if self.long is not None:
            start, body, _, _ = self.long
            self._cut(
                f"the trace ends inside the line of a tensor ({self._shape_text(start, body)}) "
                "(a trace cut short?)",
                start,
                self.offset,
            )
        elif self.buffer:
            # iree-run-module ends every line it prints: a last line without
            # its newline was cut short, unless it is whole output of its own.
            line = self.buffer.rstrip(b"\r")
            if not any(pattern.fullmatch(line) for _, pattern in _NOTES):
                self._cut(
                    "the trace ends inside a line, before its newline (a trace cut short?)",
                    self.offset,
                    self.offset + len(self.buffer),
                )
            else:
                self._line(line, self.offset)
                self.offset += len(self.buffer)
                self.buffer = b""
        if self.block is not None and self.trace.cut is None:
            self._cut(
                f"the trace ends inside the {self.block.role} block of {self.block.key!r} "
                f"(line {self.block.line}): IREE ends each block with an empty line "
                "(a trace cut short?)",
                self.offset,
                self.offset,
            )
        if self.compressed_cut and self.trace.cut is None:
            self._cut(
                "the compressed file ends early, before the end of its data",
                self.offset,
                self.offset,
            )

    # -- lines -------------------------------------------------------------

    def _line(self, raw: bytes, start: int) -> None:
        """One whole line (without its newline) at file offset `start`."""
        text = raw.rstrip(b"\r")
        if text.startswith(b"=== ") and text.endswith(b" ===") and len(text) > 8:
            self._header(text, start)
        elif not text.strip():
            self._blank()
        elif self._note(text):
            pass
        elif _TENSOR.match(text):
            equals = text.index(b"=")
            shape, element = self._parse_header(text[:equals], start, text)
            end = start + len(text)
            # (The digest covers the line to its newline, a `\r` included,
            # as a line read in pieces is hashed.)
            digest = hashlib.sha256(memoryview(raw)[equals + 1 :]).digest()
            self._tensor(
                TensorRef(self.line, start, start + equals + 1, end, shape, element, digest=digest)
            )
        else:
            where = "inside a trace block" if self.block is not None else "in a trace"
            raise self._error(
                f"a line that is neither a tensor nor iree-run-module's output, {where}",
                start,
                1,
                text,
                "a tensor (SHAPExTYPE=ELEMENTS) or an empty line ending the block"
                if self.block is not None
                else _EXPECTED,
            )
        self.line += 1

    def _start_long(self, head: bytes, start: int) -> int:
        """A line that goes on past the buffer: it must be a tensor. Where
        its elements start, from the line's start."""
        match = _TENSOR.match(head)
        if match is None:
            raise self._error(
                f"a line of more than {_HEAD:,} bytes that is no tensor",
                start,
                1,
                head[:200],
                _EXPECTED,
            )
        equals = match.end() - 1
        shape, element = self._parse_header(head[:equals], start, head)
        self.long = (start, start + equals + 1, shape, element)
        return equals + 1

    def _end_long(self, newline: int, carriage: bool) -> None:
        assert self.long is not None
        start, body, shape, element = self.long
        end = newline - 1 if carriage else newline
        self.long = None
        digest = self.hasher.digest()
        self._tensor(TensorRef(self.line, start, body, end, shape, element, digest=digest))
        self.line += 1

    def _parse_header(
        self, header: bytes, start: int, text: bytes
    ) -> tuple[tuple[int, ...], ElementType]:
        try:
            return parse_header(header.decode("ascii"))
        except HeaderError as exc:
            raise self._error(
                f"not a tensor header: {exc}", start, exc.offset + 1, text[:300], "SHAPExTYPE="
            ) from None

    def _header(self, text: bytes, start: int) -> None:
        if self.block is not None:
            raise self._error(
                f"a new trace block begins before the {self.block.role} block of "
                f"{self.block.key!r} (line {self.block.line}) has ended",
                start,
                1,
                text,
                "an empty line ending the block first (IREE prints one after each block)",
            )
        inner = text[4:-4].decode("utf-8", errors="surrogateescape")
        role = "trace"
        for word in ("inputs", "outputs"):
            if inner.endswith(" " + word):
                inner, role = inner[: -len(word) - 1], word
        self.block = _Block(inner, role, self.line)

    def _tensor(self, ref: TensorRef) -> None:
        if self.block is not None:
            self.block.tensors.append(ref)
        elif self.result_expected:
            self.trace.results.append(ref)
            self.result_expected = False
        else:
            raise self._error(
                "a tensor outside any trace block (and not after a `result[N]:` line)",
                ref.start,
                1,
                self.trace.read(ref.start, min(ref.end, ref.start + 300)),
                _EXPECTED,
            )

    def _blank(self) -> None:
        block, self.block = self.block, None
        if block is None:
            return
        if block.role == "outputs" and block.key in self.open_inputs:
            invocation = self.open_inputs.pop(block.key)
            invocation.outputs = block.tensors
            invocation.outputs_line = block.line
            return
        occurrence = self.occurrences.get(block.key, 0)
        self.occurrences[block.key] = occurrence + 1
        invocation = Invocation(block.key, occurrence, len(self.trace.invocations), block.line)
        self.trace.invocations.append(invocation)
        if block.role == "inputs":
            invocation.inputs = block.tensors
            self.open_inputs[block.key] = invocation
        else:
            invocation.outputs = block.tensors
            invocation.outputs_line = block.line

    def _note(self, text: bytes) -> bool:
        for kind, pattern in _NOTES:
            if pattern.fullmatch(text):
                shown = text.decode("utf-8", errors="replace")
                self.trace.notes.append(Note(kind, self.line, shown))
                if kind == "result":
                    # A buffer view's value follows on its own line.
                    self.result_expected = "=" not in shown.split(":", 1)[1]
                return True
        return False

    # -- errors ------------------------------------------------------------

    def _error(
        self, message: str, start: int, column: int, text: bytes, expected: str
    ) -> ParseError:
        return ParseError(
            message,
            self.trace.name,
            self.line,
            column,
            text.decode("utf-8", errors="replace"),
            expected,
        )

    def _shape_text(self, start: int, body: int) -> str:
        return self.trace.read(start, body - 1).decode("ascii", errors="replace")

    def _cut(self, message: str, start: int, end: int) -> None:
        """The trace ends early: an error, or with `allow_partial` the
        invocations whole so far kept (the one cut dropped, and said)."""
        if not self.allow_partial:
            window = self.trace.read(max(start, end - 200), end)
            raise ParseError(
                message,
                self.trace.name,
                self.line,
                end - start + 1,
                window.decode("utf-8", errors="replace"),
                "the rest of the trace, or --allow-partial to read what is whole",
                cut=True,
                text_column=max(start, end - 200) - start + 1,
            )
        self.trace.cut = f"{message}, at line {self.line}"
        self.long = None
        self.buffer = b""
        block, self.block = self.block, None
        if block is not None and block.role == "outputs" and block.key in self.open_inputs:
            # Its outputs were cut: the invocation is kept without them.
            self.open_inputs.pop(block.key)


def iter_tensors(trace: Trace) -> Iterator[TensorRef]:
    """Every tensor of a trace, invocation by invocation, then the results."""
    for invocation in trace.invocations:
        yield from invocation.inputs or ()
        yield from invocation.outputs or ()
    yield from trace.results
