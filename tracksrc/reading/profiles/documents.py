"""A profile file's text: plain, or compressed with xz, gzip or zstd (told by the
file name's suffix, as `tracksrc.reading.files` reads dumps).

Profiles are read as text in pieces (`text_pieces`), line by line (`lines`,
for CSV and JSONL), or whole (`whole_text`, for the JSON documents that
are small enough to hold: a whole document decompressing to more than 4
GiB is refused, since decoding it would need many times that). A
compressed file that ends inside its stream is an error here, not a
partial profile: a profile cut short would silently miss the kernels it
lost. Bytes that are not UTF-8 are kept as surrogate escapes (as dumps
are read) and shown as `\\XX` in messages (`tracksrc.safe_text`).
"""

from __future__ import annotations

import codecs
import os
from collections.abc import Iterator
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import BOM, Decompressed, check_regular_file, is_compressed, without_bom

PIECE = 1 << 20
# A whole JSON document is decoded in memory: above this, refused.
WHOLE_DOCUMENT_LIMIT = 4 << 30


def byte_pieces(path: Path) -> Iterator[bytes]:
    """The file's bytes (decompressed), a piece at a time, its byte-order
    mark left out; an error if the file is not a regular file, cannot be
    read, or is compressed and cut short."""
    check_regular_file(path, "profile")
    try:
        with path.open("rb") as handle:
            if is_compressed(path):
                decompressed = Decompressed(path, handle, PIECE)
                yield from without_bom(iter(decompressed))[1]
                if decompressed.cut:
                    raise TracksrcError(
                        f"{path}: cannot read: the compressed file ends inside its "
                        f"{decompressed.kind} stream (a copy or download cut short?); "
                        "a profile cut short would miss kernels"
                    )
            else:
                yield from without_bom(iter(lambda: handle.read(PIECE), b""))[1]
    except OSError as exc:
        raise TracksrcError(f"{path}: cannot read: {exc.strerror or exc}") from None


def text_pieces(path: Path) -> Iterator[str]:
    """The file's text, a piece at a time (see the module docstring)."""
    decoder = codecs.getincrementaldecoder("utf-8")(errors="surrogateescape")
    for piece in byte_pieces(path):
        if text := decoder.decode(piece):
            yield text
    if rest := decoder.decode(b"", final=True):
        yield rest


def head(path: Path, size: int = 1 << 16) -> bytes:
    """The first `size` bytes of the file (decompressed, without its
    byte-order mark), fewer if it is shorter: enough to tell its format."""
    check_regular_file(path, "profile")
    try:
        with path.open("rb") as handle:
            if not is_compressed(path):
                data = handle.read(size + len(BOM))
                return data[len(BOM) :][:size] if data.startswith(BOM) else data[:size]
            got = b""
            for piece in without_bom(iter(Decompressed(path, handle, PIECE)))[1]:
                got += piece
                if len(got) >= size:
                    break
            return got[:size]
    except OSError as exc:
        raise TracksrcError(f"{path}: cannot read: {exc.strerror or exc}") from None


def lines(path: Path) -> Iterator[tuple[int, str, bool]]:
    """The file's lines, numbered from 1, without their line ending (`\\n`
    or `\\r\\n`), and whether each ended with one (a last line without one
    may be cut short)."""
    number = 0
    rest = ""
    for piece in text_pieces(path):
        text = rest + piece
        start = 0
        while (newline := text.find("\n", start)) >= 0:
            number += 1
            end = newline - 1 if newline > start and text[newline - 1] == "\r" else newline
            yield number, text[start:end], True
            start = newline + 1
        rest = text[start:]
    if rest:
        yield number + 1, rest, False


def whole_text(path: Path, what: str) -> str:
    """The file's whole text, for a JSON document decoded at once (`what`
    names the format in the refusal of one decompressing to over 4 GiB)."""
    check_regular_file(path, "profile")
    if not is_compressed(path) and os.stat(path).st_size > WHOLE_DOCUMENT_LIMIT:
        raise _too_big(path, what)
    pieces = []
    size = 0
    for piece in byte_pieces(path):
        size += len(piece)
        if size > WHOLE_DOCUMENT_LIMIT:
            raise _too_big(path, what)
        pieces.append(piece)
    data = b"".join(pieces)
    del pieces
    return data.decode("utf-8", errors="surrogateescape")


def _too_big(path: Path, what: str) -> TracksrcError:
    return TracksrcError(
        f"{path}: refused: the {what} is over {WHOLE_DOCUMENT_LIMIT >> 30} GiB "
        "(decompressed), and is read whole: too big to hold in memory"
    )
