"""A code file's lines, read in one pass: plain, `.xz`, `.gz` or `.zst`.

The file is read in pieces of a MB (decompressed on the way for `.xz`,
`.gz` and `.zst`, through `tracksrc.reading.files`), each piece cut after its last
newline and given as a list of lines: the readers walk them with one loop,
never holding the file whole. Lines are split on `\\n` only (a `\\r` before
it stays on the line and is stripped with the indentation), so line
numbers are the file's. Bytes that are not UTF-8 are kept as surrogate
escapes, as dumps are read (`tracksrc.reading.files.decode`).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import (
    Decompressed,
    check_regular_file,
    decode,
    is_compressed,
    without_bom,
)

# (1 MB: a piece's lines are the reader's largest transient: a 4 MB piece
# is some 15 MB of line objects.)
PIECE = 1 << 20
# How much of a file is looked at to tell what it holds.
HEAD = 64 << 10


class LineSource:
    """The lines of the file at `path`, a piece at a time (`pieces`); once
    read to the end, `cut` says whether a compressed file ended inside its
    stream (a copy cut short)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.cut = False

    def pieces(self) -> Generator[list[str], None, None]:
        """The file's lines in order, as lists of consecutive lines."""
        check_regular_file(self.path, "code")
        try:
            with self.path.open("rb") as handle:
                decompressed = None
                if is_compressed(self.path):
                    decompressed = Decompressed(self.path, handle, PIECE)
                    raw: Iterator[bytes] = iter(decompressed)
                else:
                    raw = iter(lambda: handle.read(PIECE), b"")
                rest = b""
                for piece in without_bom(raw)[1]:
                    data = rest + piece if rest else piece
                    end = data.rfind(b"\n")
                    if end < 0:
                        rest = data
                        continue
                    rest = data[end + 1 :]
                    yield decode(data[:end]).split("\n")
                if rest:
                    yield [decode(rest)]
                self.cut = bool(decompressed and decompressed.cut)
        except OSError as exc:
            raise TracksrcError(f"{self.path}: cannot read: {exc.strerror or exc}") from None


def head_text(path: Path, size: int = HEAD) -> str:
    """The first `size` bytes of the file's text (about: whole lines), to
    tell what it holds; an error for a binary file (an object file, an ELF,
    random bytes), which no reader here reads."""
    got: list[str] = []
    total = 0
    pieces = LineSource(path).pieces()
    try:
        for lines in pieces:
            for line in lines:
                got.append(line)
                total += len(line) + 1
                if total >= size:
                    break
            if total >= size:
                break
    finally:
        pieces.close()
    text = "\n".join(got)[:size]
    if "\0" in text:
        raise TracksrcError(
            f"{path}: a binary file (an object file or a library?), not assembly or LLVM IR text: "
            "disassemble it with `objdump -d -l`, or give the `.s`/`.ll` the compiler wrote"
        )
    return text
