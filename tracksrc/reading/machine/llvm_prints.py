"""The prints of a scanned LLVM stream (`tracksrc.reading.machine.
llvm_stream`), cut out and read.

`print_text(stream, n)` is the n-th print's text (its header line
first); `read_print(stream, n)` reads it into a `CodeFile` with the
stream's path and line numbers: LLVM IR through the LLVM IR reader (a
function print without module scope names `!dbg` metadata it does not
hold: its notes say so), machine code through `machine_ir`. A plain file
is read at the print's offset; a compressed one is decompressed from its
start up to the print (no random access into an xz or gzip stream):
`read_prints` and `print_texts` read many in one pass. A file changed
since its scan is an error, not a misread.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import decode
from tracksrc.reading.machine.code import CodeFile
from tracksrc.reading.machine.llvm_headers import IR
from tracksrc.reading.machine.llvm_ir import read_llvm_ir
from tracksrc.reading.machine.llvm_stream import LLVMPrint, LLVMStream, TextBlocks
from tracksrc.reading.machine.machine_ir import read_machine_ir

# What LLVM's legacy printers write in a print for a unit they cannot
# print (a call graph node without a function, a loop's missing block).
_NULL = re.compile(r"^Printing <null> (?:Function|block)$", re.MULTILINE)


def print_text(stream: LLVMStream, number: int) -> str:
    """The text of print `number` (0-based), its header line first."""
    for _, text in print_texts(stream, [number]):
        return text
    raise AssertionError("unreachable")


def print_texts(
    stream: LLVMStream, numbers: Iterable[int] | None = None
) -> Iterator[tuple[LLVMPrint, str]]:
    """The prints `numbers` (every print without them) and their texts, in
    the order of the stream, in one pass over the file."""
    chosen = _chosen(stream, numbers)
    if not chosen:
        return
    _check_unchanged(stream)
    if not stream.compressed:
        yield from _plain_texts(stream, chosen)
        return
    blocks = TextBlocks(stream.path)
    offset = 0
    pending: list[bytes] = []
    index = 0
    for block in blocks:
        end = offset + len(block)
        while index < len(chosen):
            found = chosen[index]
            if found.start >= end:
                break
            pending.append(block[max(0, found.start - offset) : found.end - offset])
            if found.end > end:
                break
            yield found, decode(b"".join(pending))
            pending = []
            index += 1
        offset = end
        if index == len(chosen):
            return
    if index < len(chosen):
        raise TracksrcError(
            f"{stream.path}: its text ends before print {chosen[index].number + 1} "
            "that its scan found: the file changed; scan it again"
        )


def read_print(stream: LLVMStream, number: int) -> CodeFile:
    """Print `number` (0-based) of the stream read into a `CodeFile` (see
    the module docstring)."""
    for _, code in read_prints(stream, [number]):
        return code
    raise AssertionError("unreachable")


def read_prints(
    stream: LLVMStream, numbers: Iterable[int] | None = None
) -> Iterator[tuple[LLVMPrint, CodeFile]]:
    """The prints `numbers` (every print without them) read, in the order
    of the stream, in one pass over the file."""
    last = len(stream.prints) - 1
    for found, text in print_texts(stream, numbers):
        yield found, read_print_text(stream, found, text, stream.cut and found.number == last)


def read_print_text(stream: LLVMStream, found: LLVMPrint, text: str, cut: bool = False) -> CodeFile:
    """The print `found` of `stream`, whose text is `text`, read."""
    name = str(stream.path)
    nulls = 0
    if "Printing <null>" in text:
        text, nulls = _NULL.subn("", text)
    lines = text.split("\n")
    if lines and not lines[-1]:
        lines.pop()
    if found.kind == IR:
        code = read_llvm_ir([lines], name, lambda: cut, found.line)
    else:
        code = read_machine_ir([lines], name, lambda: cut, found.line)
    notes = [f"print {found.number + 1} of {len(stream.prints)}, at line {found.line}"]
    if found.scope == "blocks":
        notes.append(
            "the blocks of a loop or a region (a legacy pass's print, whose header does not "
            "say which), kept as one function"
        )
    if nulls:
        notes.append(f"{nulls} `Printing <null> ...` lines of LLVM's printer left out")
    code.notes[:0] = notes
    return code


def _chosen(stream: LLVMStream, numbers: Iterable[int] | None) -> list[LLVMPrint]:
    if numbers is None:
        return list(stream.prints)
    chosen = set()
    for number in numbers:
        if not 0 <= number < len(stream.prints):
            raise TracksrcError(
                f"{stream.path}: no print {number + 1}: the stream has {len(stream.prints)} "
                "prints (numbered from 1)"
            )
        chosen.add(number)
    return [stream.prints[number] for number in sorted(chosen)]


def _plain_texts(stream: LLVMStream, chosen: list[LLVMPrint]) -> Iterator[tuple[LLVMPrint, str]]:
    try:
        with stream.path.open("rb") as handle:
            for found in chosen:
                handle.seek(stream.text_start + found.start)
                data = handle.read(found.end - found.start)
                if len(data) < found.end - found.start:
                    raise TracksrcError(
                        f"{stream.path}: its text ends inside print {found.number + 1} that its "
                        "scan found: the file changed; scan it again"
                    )
                yield found, decode(data)
    except OSError as exc:
        raise TracksrcError(f"{stream.path}: cannot read: {exc.strerror or exc}") from None


def _check_unchanged(stream: LLVMStream) -> None:
    try:
        found = os.stat(stream.path)
    except OSError as exc:
        raise TracksrcError(f"{stream.path}: cannot read: {exc.strerror or exc}") from None
    if (found.st_size, found.st_mtime_ns) != (stream.file_size, stream.mtime_ns):
        raise TracksrcError(f"{stream.path}: the file changed since it was scanned: scan it again")
