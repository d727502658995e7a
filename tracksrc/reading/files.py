"""Reading dump files: plain, or compressed with xz or gzip (told by the
file name's suffix), as bytes or as text.

A compressed file that ends before its end-of-stream marker (a download or
a capture cut short) is not rejected whole: what decompresses is returned,
and the file is marked cut, so that the dump reports where its text stops
(or, with `--allow-partial`, keeps what is complete).
"""

from __future__ import annotations

import lzma
import os
import stat
import zlib
from dataclasses import dataclass
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.output_files import note_input

_CHUNK = 1 << 20


@dataclass(frozen=True)
class FileBytes:
    """A file's bytes (decompressed), and whether the compressed file was
    cut short (`cut`: it ended before its end-of-stream marker)."""

    data: bytes
    cut: bool = False


def check_regular_file(path: Path, what: str = "dump") -> None:
    """A clear error for what is not a regular file: a FIFO or a device
    would block or never end, a folder is no dump (`what`: what the file
    should hold). A file that passes is noted as an input: no output is
    written onto it (`tracksrc.output_files`)."""
    try:
        found = os.stat(path)
    except OSError as exc:
        if not path.exists():
            raise TracksrcError(f"{path}: no such file") from None
        raise TracksrcError(f"{path}: cannot read: {exc.strerror}") from None
    if stat.S_ISDIR(found.st_mode):
        raise TracksrcError(f"{path}: is a folder, not a {what} file")
    if not stat.S_ISREG(found.st_mode):
        raise TracksrcError(
            f"{path}: not a regular file (a pipe or a device); save the {what} to a file first"
        )
    note_input(path, found)


def _decompress(path: Path, decompressor: lzma.LZMADecompressor | zlib._Decompress) -> FileBytes:
    """Decompress all of `path`; a stream that stops early keeps what
    decompressed and is marked cut."""
    parts: list[bytes] = []
    with path.open("rb") as handle:
        while True:
            chunk = handle.read(_CHUNK)
            if not chunk:
                break
            try:
                parts.append(decompressor.decompress(chunk))
            except (lzma.LZMAError, zlib.error) as exc:
                raise TracksrcError(
                    f"{path}: cannot read: not {path.suffix[1:]} data ({exc})"
                ) from None
            if decompressor.eof:
                break
    data = b"".join(parts)
    return FileBytes(data, cut=not decompressor.eof)


def read_file(path: str | Path) -> FileBytes:
    """A file's bytes, decompressed when it is .xz or .gz."""
    path = Path(path)
    check_regular_file(path)
    try:
        if path.suffix == ".xz":
            return _decompress(path, lzma.LZMADecompressor())
        if path.suffix == ".gz":
            # 16 + MAX_WBITS: a gzip header and trailer around the deflate data.
            return _decompress(path, zlib.decompressobj(16 + zlib.MAX_WBITS))
        return FileBytes(path.read_bytes())
    except OSError as exc:
        raise TracksrcError(f"{path}: cannot read: {exc.strerror or exc}") from None


def read_bytes(path: str | Path) -> bytes:
    """A file's bytes, decompressed when it is .xz or .gz (cut short or not:
    see `read_file`)."""
    return read_file(path).data


def decode(data: bytes) -> str:
    """Bytes of a dump as text; bytes that are not UTF-8 are kept (surrogate
    escapes) rather than rejected, since only strings inside ops hold them.
    Line endings are kept as they are, so offsets match the file."""
    return data.decode("utf-8", errors="surrogateescape")


def read_text(path: str | Path) -> str:
    """A dump as text (see `decode`)."""
    return decode(read_bytes(path))
