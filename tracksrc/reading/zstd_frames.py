"""Where the frames of a `.zst` file begin and end, read from their headers
alone: whether the file ends at a frame's end (or inside one: cut short)
and where bytes that are no frame begin (junk).

The `zstandard` package decompresses with bounded output (`stream_reader`)
but says neither: a frame cut short decompresses as far as it goes without
an error. The frame format (RFC 8878) gives every block's size in its
3-byte header, so the frames are walked from header to header as the
compressed bytes are read, without decompressing them: a few steps per
128 KB block.
"""

from __future__ import annotations

_FRAME_MAGIC = 0xFD2FB528
# Skippable frames: 0x184D2A50 to 0x184D2A5F, then a 4-byte length.
_SKIPPABLE_MASK, _SKIPPABLE = 0xFFFFFFF0, 0x184D2A50
_DICTIONARY_ID_BYTES = (0, 1, 2, 4)
_CONTENT_SIZE_BYTES = (0, 2, 4, 8)


class FrameWalker:
    """Fed a `.zst` file's bytes in order (`feed`), follows its frames:
    `junk_at` is the offset of the first byte that starts no frame (None
    while there is none), `inside_frame` whether the bytes so far end
    inside a frame."""

    def __init__(self) -> None:
        self.offset = 0  # bytes fed so far
        self.junk_at: int | None = None
        self._pending = b""  # a header's bytes, until it is whole
        self._skip = 0  # bytes of a block, checksum or skippable frame to pass
        # What the next header is: "frame" (a frame's magic), "header" (the
        # rest of a frame header), "block", or "skippable" (its length).
        self._expecting = "frame"
        self._checksum = False

    @property
    def starting_at(self) -> int | None:
        """Where the bytes of a frame's magic begin, while they are not all
        in (the file may end there: junk, not a cut)."""
        if self._expecting == "frame" and self._pending and not self._skip:
            return self.offset - len(self._pending)
        return None

    @property
    def inside_frame(self) -> bool:
        """True if the bytes fed so far end inside a frame."""
        return self._expecting != "frame" or self._skip > 0 or bool(self._pending)

    def feed(self, data: bytes) -> None:
        """Follow the frames through `data`, the file's next bytes."""
        at = 0
        end = len(data)
        while at < end and self.junk_at is None:
            if self._skip:
                step = min(self._skip, end - at)
                self._skip -= step
                at += step
                continue
            needed = self._header_size()
            take = min(needed - len(self._pending), end - at)
            self._pending += data[at : at + take]
            at += take
            if len(self._pending) < needed:
                break
            if self._expecting == "header" and len(self._pending) == 1:
                # (The frame header's first byte says how long it is.)
                continue
            self._read_header(self.offset + at - len(self._pending))
        self.offset += end

    def _header_size(self) -> int:
        if self._expecting in ("frame", "skippable"):
            return 4
        if self._expecting == "block":
            return 3
        if not self._pending:
            return 1
        descriptor = self._pending[0]
        single_segment = descriptor >> 5 & 1
        content_size = _CONTENT_SIZE_BYTES[descriptor >> 6] or single_segment
        return 1 + (not single_segment) + _DICTIONARY_ID_BYTES[descriptor & 3] + content_size

    def _read_header(self, start: int) -> None:
        header, self._pending = self._pending, b""
        value = int.from_bytes(header, "little")
        if self._expecting == "frame":
            if value == _FRAME_MAGIC:
                self._expecting = "header"
            elif value & _SKIPPABLE_MASK == _SKIPPABLE:
                self._expecting = "skippable"
            else:
                self.junk_at = start
        elif self._expecting == "skippable":
            self._skip, self._expecting = value, "frame"
        elif self._expecting == "header":
            if header[0] & 0x08:  # a reserved bit set: no frame zstd writes
                self.junk_at = start - 4
            self._checksum = bool(header[0] & 0x04)
            self._expecting = "block"
        else:
            last, kind, size = value & 1, value >> 1 & 3, value >> 3
            if kind == 3:  # reserved block type
                self.junk_at = start
                return
            self._skip = 1 if kind == 1 else size
            if last:
                self._skip += 4 if self._checksum else 0
                self._expecting = "frame"
