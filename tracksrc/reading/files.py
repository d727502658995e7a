"""Reading dump files: plain, or compressed with xz or gzip (told by the
file name's suffix), as bytes or as text."""

from __future__ import annotations

import gzip
import lzma
from pathlib import Path

from tracksrc.errors import TracksrcError


def read_bytes(path: str | Path) -> bytes:
    """A file's bytes, decompressed when it is .xz or .gz."""
    path = Path(path)
    try:
        if path.suffix == ".xz":
            with lzma.open(path) as handle:
                return handle.read()
        if path.suffix == ".gz":
            with gzip.open(path) as handle:
                return handle.read()
        return path.read_bytes()
    except (OSError, lzma.LZMAError, EOFError) as exc:
        raise TracksrcError(f"{path}: cannot read: {exc}") from None


def read_text(path: str | Path) -> str:
    """A dump as text; bytes that are not UTF-8 are kept (surrogate escapes)
    rather than rejected, since only strings inside ops hold them. Line
    endings are kept as they are, so offsets match the file."""
    return read_bytes(path).decode("utf-8", errors="surrogateescape")
