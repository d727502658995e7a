"""A stream of LLVM's prints (`--print-after-all`, `--print-before-all`,
with `--print-module-scope` or not, Triton's `LLVM_IR_ENABLE_DUMP`), found
in one pass: `scan_llvm_stream(path)`.

The file (plain, `.xz` or `.gz`, decompressed on the way and never held
whole) is read in blocks of a few MB; the lines that matter are found with
one regular expression per block (a line end, then a marker), never line
by line:

* a print's header (`tracksrc.reading.machine.llvm_headers`): the print
  runs from it to the next line below;
* an MLIR stage's header (`// -----// IR Dump ...`, Triton's stages come
  first in its streams): the stage runs to the next line of these kinds,
  and is kept apart (`outside`, kind 'MLIR');
* the pass manager's debug lines (`Running pass: X on F`, `Running
  analysis:`, `Invalidating analysis:`, `Clearing all analysis results
  for:`, `Skipping pass:`, Triton prints them between its prints): kept
  apart (kind 'pass manager');
* any other text outside the prints (before the first, after a debug
  line: a Python warning) is kept apart too (kind 'text'), counted in the
  notes with its first line, never dropped silently.

Offsets are of the text (after a byte-order mark; of the decompressed
stream for `.xz`/`.gz`); lines are the file's, 1-based. Reading a print:
`tracksrc.reading.machine.llvm_prints`.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import (
    Decompressed,
    check_regular_file,
    decode,
    is_compressed,
    without_bom,
)
from tracksrc.reading.machine.directives import error
from tracksrc.reading.machine.llvm_headers import HEADER_FORMS, IR, Header, classify, parse_header
from tracksrc.reading.stage_header import HEADER_MARKER_BYTES
from tracksrc.safe_text import visible_line

BLOCK = 8 << 20
# A line this long without its end is not held: only its start is looked at.
LONG_LINE = 4 << 20
# How much of a print's body is kept to tell its scope and kind.
HEAD = 16 << 10
_SHOWN = 200

_PASS_MANAGER = (
    rb"[ \t]*(?:Running (?:pass|analysis)|Invalidating analysis"
    rb"|Clearing all analysis results for|Skipping pass): "
)
_MARKERS = (
    rb"([;#] \*\*\* IR Dump |\*\*\* IR Dump )|("
    + re.escape(HEADER_MARKER_BYTES)
    + rb")|("
    + _PASS_MANAGER
    + rb")"
)
_EVENT = re.compile(rb"\n(?:" + _MARKERS + rb")")
_EVENT_AT_START = re.compile(_MARKERS)
_LLVM, _MLIR, _PASS = 1, 2, 3
_NONBLANK = re.compile(rb"\S")


@dataclass(frozen=True, slots=True)
class LLVMPrint:
    """One print: its index in the stream (`number`, 0-based), its header's
    `line` and how many `lines` it has (the header's included), the offsets
    of its header (`start`), of its body and of its end; what the header
    says (`when` 'after'/'before', the pass's name, its legacy `argument`,
    the `unit` it names, its `style`: 'new PM', 'legacy', 'legacy machine',
    `invalidated`), the print's `scope` (`llvm_headers.SCOPES`), the
    `function` it is of (None for a module or an unnamed loop) and the
    `kind` of its body ('LLVM IR' or 'machine code')."""

    number: int
    line: int
    lines: int
    start: int
    body: int
    end: int
    when: str
    pass_name: str
    argument: str | None
    unit: str
    style: str
    invalidated: bool
    scope: str
    function: str | None
    kind: str
    header: str

    @property
    def title(self) -> str:
        """`after PASS (arg) on UNIT`, as the header says it."""
        argument = f" ({self.argument})" if self.argument is not None else ""
        unit = f" on {self.unit}" if self.unit else ""
        return f"{self.when} {self.pass_name}{argument}{unit}"


@dataclass(frozen=True, slots=True)
class OutsideText:
    """Text outside the prints: an MLIR stage ('MLIR'), a run of the pass
    manager's debug lines ('pass manager') or other text ('text'): its
    first line, how many lines, its offsets, and its first line holding
    text (up to 200 characters, control characters escaped)."""

    kind: str
    line: int
    lines: int
    start: int
    end: int
    first: str


@dataclass
class LLVMStream:
    """The prints of a stream, in order, and the text outside them; `size`
    and `lines` of its text, `text_start` (where the text starts in the
    file: after a byte-order mark; in the decompressed stream for a
    compressed file), whether the file is `compressed` and was `cut` (a
    compressed file that ends inside its stream), the file's size and
    modification time when scanned, and `notes`."""

    path: Path
    prints: list[LLVMPrint]
    outside: list[OutsideText]
    size: int
    lines: int
    text_start: int
    compressed: bool
    cut: bool
    file_size: int
    mtime_ns: int
    notes: list[str]

    def __len__(self) -> int:
        return len(self.prints)

    def __getitem__(self, number: int) -> LLVMPrint:
        return self.prints[number]


class TextBlocks:
    """The text of the file at `path` (decompressed, without a byte-order
    mark) in blocks of about `size` bytes; once read to the end, `cut` says
    whether a compressed file ended inside its stream and `text_start` how
    many bytes a byte-order mark took."""

    def __init__(self, path: Path, size: int | None = None) -> None:
        self.path = path
        self.size = size or BLOCK
        self.cut = False
        self.text_start = 0

    def __iter__(self) -> Iterator[bytes]:
        check_regular_file(self.path, "LLVM print stream")
        try:
            with self.path.open("rb") as handle:
                decompressed = None
                if is_compressed(self.path):
                    decompressed = Decompressed(self.path, handle, self.size)
                    raw: Iterator[bytes] = iter(decompressed)
                else:
                    raw = iter(lambda: handle.read(self.size), b"")
                self.text_start, pieces = without_bom(raw)
                yield from pieces
                self.cut = bool(decompressed and decompressed.cut)
        except OSError as exc:
            raise TracksrcError(f"{self.path}: cannot read: {exc.strerror or exc}") from None


def scan_llvm_stream(path: str | Path) -> LLVMStream:
    """Every print of the stream at `path`, and the text outside them (see
    the module docstring); an error at a header line of no known form."""
    path = Path(path)
    blocks = TextBlocks(path)
    scanner = _Scanner(str(path))
    carry = b""
    at_line_start = True
    for block in blocks:
        data = carry + block if carry else block
        cut = data.rfind(b"\n") + 1
        if not cut:
            if len(data) > LONG_LINE:
                scanner.take(data, len(data), at_line_start, final=False)
                carry, at_line_start = b"", False
            else:
                carry = data
            continue
        scanner.take(data, cut, at_line_start, final=False)
        carry, at_line_start = data[cut:], True
    if carry:
        scanner.take(carry, len(carry), at_line_start, final=True, cut=blocks.cut)
    found = os.stat(path)
    return scanner.finish(path, blocks, found.st_size, found.st_mtime_ns)


class _Scanner:
    """The state of one pass over a stream: the segment being read (a
    print, an MLIR stage or other text) and what was found."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.prints: list[LLVMPrint] = []
        self.outside: list[OutsideText] = []
        self.offset = 0  # of the data `take` is given
        self.line = 1  # at `offset`
        self.ends_with_newline = True
        self.mlir_headers = self.pass_lines = 0
        # The current segment: 'text', 'print' or 'MLIR', from where.
        self.kind = "text"
        self.segment = (0, 1)
        self.first: str | None = None  # its first line holding text
        self.header: tuple[Header, str, int] | None = None  # a print's: its text, body offset
        self.head: list[bytes] = []
        self.head_room = 0
        # Header lines read, by their bytes (a stream repeats them).
        self.headers: dict[bytes, tuple[Header | None, str]] = {}

    def take(
        self, data: bytes, stop: int, line_start: bool, final: bool, cut: bool = False
    ) -> None:
        """Read `data[:stop]`, the next text of the stream: whole lines
        unless `final` (the last text) or a long line's piece; `line_start`:
        it starts a line."""
        events: list[tuple[int, int]] = []
        if line_start:
            match = _EVENT_AT_START.match(data, 0, stop)
            if match is not None:
                events.append((0, match.lastindex or 0))
        events += [
            (match.start() + 1, match.lastindex or 0) for match in _EVENT.finditer(data, 0, stop)
        ]
        position, line, base = 0, self.line, self.offset
        for start, kind in events:
            if start > position:
                self._extend(data, position, start)
                line += data.count(b"\n", position, start)
            self._close(base + start, line)
            end = data.find(b"\n", start, stop)
            newline = end >= 0
            if not newline:
                end = stop
                if not final:
                    raise error(
                        f"a line of more than {LONG_LINE >> 20} MB that starts like a header",
                        self.name,
                        line,
                        decode(data[start : start + _SHOWN]),
                        expected=f"a header line ({HEADER_FORMS})",
                    )
            after = base + end + newline
            self._open(kind, data[start:end], base + start, line, after, cut or not newline)
            line += newline
            position = end + newline
        if position < stop:
            self._extend(data, position, stop)
            line += data.count(b"\n", position, stop)
        self.line = line
        self.offset = base + stop
        if stop:
            self.ends_with_newline = data[stop - 1] == 10

    def _extend(self, data: bytes, start: int, end: int) -> None:
        """`data[start:end]` belongs to the current segment."""
        if self.kind == "print":
            if self.head_room > 0:
                piece = data[start : min(end, start + self.head_room)]
                self.head.append(piece)
                self.head_room -= len(piece)
        elif self.kind == "text" and self.first is None:
            found = _NONBLANK.search(data, start, end)
            if found is not None:
                begin = data.rfind(b"\n", start, found.start()) + 1 or start
                stop = data.find(b"\n", found.start(), end)
                text = data[begin : stop if stop >= 0 else end][:_SHOWN]
                self.first = visible_line(decode(text).strip())

    def _close(self, end: int, line: int) -> None:
        """The current segment ends at offset `end`, line `line`."""
        start, first_line = self.segment
        if self.kind == "print" and self.header is not None:
            header, text, body = self.header
            head = b"".join(self.head)[: end - body]
            scope, function, kind = classify(header, head)
            self.prints.append(
                LLVMPrint(
                    len(self.prints),
                    first_line,
                    line - first_line,
                    start,
                    body,
                    end,
                    header.when,
                    header.pass_name,
                    header.argument,
                    header.unit,
                    header.style,
                    header.invalidated,
                    scope,
                    function,
                    kind,
                    text,
                )
            )
            self.header, self.head = None, []
        elif self.kind == "MLIR":
            self.outside.append(
                OutsideText("MLIR", first_line, line - first_line, start, end, self.first or "")
            )
        elif self.first is not None:
            self.outside.append(
                OutsideText("text", first_line, line - first_line, start, end, self.first)
            )

    def _open(self, kind: int, raw: bytes, start: int, line: int, after: int, cut: bool) -> None:
        """A line of `kind` (`_LLVM`, `_MLIR`, `_PASS`) at offset `start`,
        line `line`, the next line at offset `after`."""
        self.first = None
        if kind == _LLVM:
            known = self.headers.get(raw)
            if known is None:
                if len(self.headers) > 4096:
                    self.headers.clear()
                known = self.headers[raw] = (
                    parse_header(decode(raw).rstrip()),
                    visible_line(decode(raw).rstrip("\r")),
                )
            header, text = known
            if header is None:
                raise error(
                    "an LLVM print header of no known form",
                    self.name,
                    line,
                    decode(raw),
                    expected=HEADER_FORMS,
                    cut=cut,
                )
            self.kind, self.segment = "print", (start, line)
            self.header = (header, text, after)
            self.head, self.head_room = [], HEAD
            return
        text = visible_line(decode(raw).rstrip("\r"))
        if kind == _MLIR:
            self.mlir_headers += 1
            self.kind, self.segment, self.first = "MLIR", (start, line), text[:_SHOWN]
        else:
            self.pass_lines += 1
            last = self.outside[-1] if self.outside else None
            if last is not None and last.kind == "pass manager" and last.end == start:
                self.outside[-1] = dataclasses.replace(last, lines=last.lines + 1, end=after)
            else:
                self.outside.append(
                    OutsideText("pass manager", line, 1, start, after, text.strip()[:_SHOWN])
                )
            self.kind, self.segment = "text", (after, line + 1)

    def finish(self, path: Path, blocks: TextBlocks, size: int, mtime: int) -> LLVMStream:
        """The stream found, once every block was taken."""
        end_line = self.line + (0 if self.ends_with_newline or not self.offset else 1)
        self._close(self.offset, end_line)
        stream = LLVMStream(
            path,
            self.prints,
            self.outside,
            self.offset,
            end_line - 1,
            blocks.text_start,
            is_compressed(path),
            blocks.cut,
            size,
            mtime,
            [],
        )
        stream.notes = self._notes(stream)
        return stream

    def _notes(self, stream: LLVMStream) -> list[str]:
        prints = self.prints
        notes = []
        if not prints:
            notes.append(
                "no LLVM print found: no header line (`*** IR Dump After ...`); was the "
                "compiler run with --print-after-all (-mllvm --print-after-all)?"
            )
        else:
            machine = sum(1 for p in prints if p.kind != IR)
            styles = {style: sum(1 for p in prints if p.style == style) for style in _STYLES}
            shown = ", ".join(f"{count} {style}" for style, count in styles.items() if count)
            notes.append(
                f"{len(prints)} prints ({shown}): {len(prints) - machine} of LLVM IR, "
                f"{machine} of machine code"
            )
        if self.mlir_headers:
            lines = sum(o.lines for o in self.outside if o.kind == "MLIR")
            notes.append(
                f"{self.mlir_headers} MLIR stages (`// -----// IR Dump` headers, {lines} lines) "
                "skipped: they are read as an MLIR stream"
            )
        if self.pass_lines:
            notes.append(
                f"{self.pass_lines} lines of the pass manager's debug output "
                "(`Running pass:`, `Running analysis:`, ...) skipped"
            )
        texts = [o for o in self.outside if o.kind == "text"]
        if texts:
            notes.append(
                f"{sum(o.lines for o in texts)} lines of other text outside the prints, in "
                f"{len(texts)} places; the first at line {texts[0].line}: {texts[0].first!r}"
            )
        if not self.ends_with_newline and self.offset:
            notes.append("the text stops in the middle of a line (cut short?)")
        if stream.cut:
            notes.append(
                "the compressed file ends inside its stream (a copy cut short): "
                "its last print may be incomplete"
            )
        return notes


_STYLES = ("new PM", "legacy", "legacy machine")


def holds_prints(head: str) -> bool:
    """Whether a file whose text starts with `head` is (or holds) a stream
    of prints rather than one module: a line starts an LLVM print or an
    MLIR stage (Triton's streams start with its stages)."""
    return any(
        line.startswith(("; *** IR Dump ", "*** IR Dump ", "# *** IR Dump "))
        or line.startswith(HEADER_MARKER_BYTES.decode())
        for line in head.split("\n")
    )
