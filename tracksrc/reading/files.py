"""Reading dump files: plain, or compressed with xz, gzip or zstd (told by
the file name's suffix: `COMPRESSED_SUFFIXES`), as bytes or as text.

A compressed file is read as `xz -dc`, `gzip -dc` and `zstd -dc` read it:
every stream (member, frame) of it in turn (`cat a.xz b.xz > c.xz` holds
both), with the padding the formats allow after a stream (zero bytes: in
multiples of four after an xz stream, any number after a gzip member;
zstd's skippable frames). Anything else
after the compressed data is junk the tools reject too: an error naming the
file and the byte. A compressed file that ends inside a stream (a download
or a capture cut short) is not rejected whole: what decompresses is
returned, and the file is marked cut, so that the dump reports where its
text stops (or, with `--allow-partial`, keeps what is complete).

A UTF-8 byte-order mark at the very start of a file is an encoding mark,
not text: it is skipped (line 1's columns count from after it).
"""

from __future__ import annotations

import lzma
import os
import stat
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import zstandard

from tracksrc.errors import TracksrcError
from tracksrc.output_files import note_input
from tracksrc.reading.zstd_frames import FrameWalker

BOM = b"\xef\xbb\xbf"
_CHUNK = 1 << 20
_XZ_MAGIC = b"\xfd7zXZ\x00"
_GZIP_MAGIC = b"\x1f\x8b"
# The suffixes of the compressed files read (`Decompressed`), and the kind
# each names.
COMPRESSED_SUFFIXES = {".xz": "xz", ".gz": "gzip", ".zst": "zstd"}


def is_compressed(path: str | Path) -> bool:
    """True if `path` names a compressed file tracksrc reads."""
    return Path(path).suffix in COMPRESSED_SUFFIXES


def without_compression_suffix(name: str) -> str:
    """`name` without the suffix of a compressed file (`a.s.xz` -> `a.s`)."""
    for suffix in COMPRESSED_SUFFIXES:
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


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


class Decompressed:
    """The decompressed bytes of an open `.xz`, `.gz` or `.zst` file, in
    order, at most `piece` bytes at a time (a few KB of xz can hold
    gigabytes of zeros): every stream of the file, as the command-line tools read them
    (see the module docstring). Once iterated to its end, `cut` says
    whether the file ended inside a stream."""

    def __init__(self, path: Path, handle: BinaryIO, piece: int) -> None:
        self.path = path
        self.handle = handle
        self.piece = piece
        self.kind = COMPRESSED_SUFFIXES[path.suffix]
        self.cut = False
        # How many bytes of the compressed file have been read.
        self._read_bytes = 0

    def __iter__(self) -> Iterator[bytes]:
        try:
            if self.kind == "zstd":
                yield from self._zstd()
            else:
                yield from self._xz() if self.kind == "xz" else self._gzip()
        except (lzma.LZMAError, zlib.error, zstandard.ZstdError) as exc:
            raise TracksrcError(
                f"{self.path}: cannot read: not {self.path.suffix[1:]} data ({exc})"
            ) from None

    def _read(self) -> bytes:
        data = self.handle.read(_CHUNK)
        if not data and not self._read_bytes:
            # (`xz -dc` and `gzip -dc` reject it too.)
            raise TracksrcError(
                f"{self.path}: cannot read: the file is empty, not {self.kind} data"
            )
        self._read_bytes += len(data)
        return data

    def _xz(self) -> Iterator[bytes]:
        rest = b""  # bytes read and not yet decompressed
        first = True
        while True:
            if not first:
                rest, padding = self._after_stream(rest)
                if padding % 4:
                    # `xz -dc`: "Compressed data is corrupt".
                    raise TracksrcError(
                        f"{self.path}: cannot read: {padding} zero bytes after an xz stream "
                        f"(at byte {self._position(rest) - padding}): xz allows padding in "
                        "multiples of 4 bytes only (the file is damaged; `xz -dc` rejects it too)"
                    )
                if not rest:
                    return
                rest = self._starting(rest, _XZ_MAGIC)
            # The first stream may be any format xz reads (a legacy .lzma
            # file named .xz); a later one must be an xz stream (checked).
            xz = lzma.LZMADecompressor(lzma.FORMAT_AUTO if first else lzma.FORMAT_XZ)
            while not xz.eof:
                data = b""
                if xz.needs_input:
                    data, rest = rest or self._read(), b""
                    if not data:
                        self.cut = True
                        return
                if out := xz.decompress(data, max_length=self.piece):
                    yield out
            rest = xz.unused_data
            first = False

    def _gzip(self) -> Iterator[bytes]:
        rest = b""
        first = True
        while True:
            if not first:
                rest, padding = self._after_stream(rest)
                if not rest:
                    return  # `gzip -dc` ignores zeros after the last member
                if padding:
                    # Zeros then data: `gzip -dc` reads no member after them.
                    raise self._junk(self._position(rest) - padding)
                rest = self._starting(rest, _GZIP_MAGIC)
            # 16 + MAX_WBITS: a gzip header and trailer around the deflate data.
            gzip = zlib.decompressobj(16 + zlib.MAX_WBITS)
            while not gzip.eof:
                if gzip.unconsumed_tail:
                    data = gzip.unconsumed_tail
                else:
                    data, rest = rest or self._read(), b""
                if not data:
                    self.cut = True
                    return
                if out := gzip.decompress(data, self.piece):
                    yield out
            rest = gzip.unused_data
            first = False

    def _zstd(self) -> Iterator[bytes]:
        # (`zstandard` bounds the output of each read, but neither says
        # where a cut or junk is: the frames are followed from their
        # headers as the compressed bytes pass, `FrameWalker`.)
        walker = FrameWalker()
        decompressor = zstandard.ZstdDecompressor()
        # (Any object with `read` does; the stubs name only files and bytes.)
        reader = decompressor.stream_reader(
            _Walked(self, walker),  # type: ignore[arg-type]
            read_across_frames=True,
        )
        try:
            while walker.junk_at is None:
                out = reader.read(self.piece)
                if not out:
                    break
                yield out
        except zstandard.ZstdError:
            # (Junk the reader met before the walker could say where: the
            # walker has it, or holds the start of a frame that is none.)
            walker.feed(b"")
            junk = walker.junk_at if walker.junk_at is not None else walker.starting_at
            if junk is None:
                raise
            raise self._junk(junk) from None
        if walker.junk_at is not None:
            raise self._junk(walker.junk_at)
        if walker.offset == 0:
            raise TracksrcError(f"{self.path}: cannot read: the file is empty, not zstd data")
        self.cut = walker.inside_frame

    def _position(self, rest: bytes) -> int:
        """The offset in the file of `rest`, the last bytes read."""
        return self._read_bytes - len(rest)

    def _after_stream(self, rest: bytes) -> tuple[bytes, int]:
        """After a stream: zero bytes skipped (read on as far as they go);
        what follows them (empty at the end of the file) and how many."""
        padding = 0
        while True:
            if not rest:
                rest = self._read()
                if not rest:
                    return b"", padding
            kept = rest.lstrip(b"\0")
            padding += len(rest) - len(kept)
            if kept:
                return kept, padding
            rest = b""

    def _starting(self, rest: bytes, magic: bytes) -> bytes:
        """`rest` (read on to the length of `magic` if the file goes on),
        checked to start another stream: a start cut short is a cut, not
        junk."""
        while len(rest) < len(magic):
            more = self._read()
            if not more:
                break
            rest += more
        if not magic.startswith(rest[: len(magic)]):
            raise self._junk(self._position(rest))
        return rest

    def _junk(self, offset: int) -> TracksrcError:
        size = os.fstat(self.handle.fileno()).st_size
        return TracksrcError(
            f"{self.path}: cannot read: the {size - offset:,} bytes after the end of its "
            f"{self.kind} data (from byte {offset:,}) are not {self.kind} data: the file is "
            f"damaged or has something appended (`{self.kind} -dc` rejects it too)"
        )


class _Walked:
    """The compressed file as `zstandard` reads it, each piece read given to
    a `FrameWalker` first; nothing past junk (the end, as the reader sees
    it: the junk is reported after)."""

    def __init__(self, file: Decompressed, walker: FrameWalker) -> None:
        self.file = file
        self.walker = walker

    def read(self, size: int = -1) -> bytes:
        """The file's next bytes (at most a chunk)."""
        if self.walker.junk_at is not None:
            return b""
        data = self.file.handle.read(_CHUNK if size < 0 else min(size, _CHUNK))
        self.walker.feed(data)
        return data


def without_bom(pieces: Iterator[bytes]) -> tuple[int, Iterator[bytes]]:
    """The bytes of a file given in `pieces`, a byte-order mark at its start
    left out: how many bytes were left out (0 or 3), and the rest."""
    first = b""
    for piece in pieces:
        first += piece
        if len(first) >= len(BOM):
            break
    skipped = len(BOM) if first.startswith(BOM) else 0

    def rest() -> Iterator[bytes]:
        if first[skipped:]:
            yield first[skipped:]
        yield from pieces

    return skipped, rest()


def read_file(path: str | Path) -> FileBytes:
    """A file's bytes, decompressed when it is compressed (`.xz`, `.gz`,
    `.zst`), a byte-order mark at its start left out."""
    path = Path(path)
    check_regular_file(path)
    try:
        with path.open("rb") as handle:
            if is_compressed(path):
                decompressed = Decompressed(path, handle, _CHUNK)
                data = b"".join(decompressed)
                cut = decompressed.cut
            else:
                data, cut = handle.read(), False
    except OSError as exc:
        raise TracksrcError(f"{path}: cannot read: {exc.strerror or exc}") from None
    return FileBytes(data[len(BOM) :] if data.startswith(BOM) else data, cut)


def read_bytes(path: str | Path) -> bytes:
    """A file's bytes, decompressed when it is compressed (cut short or not:
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
