"""A stream cut into windows, a stage each, in one pass over its chunks.

A window runs from a stage's header line to the next one (the first from
the file's start to the first header: what the stream holds before its
first stage); the note openers in it (`tracksrc.reading.notes.
find_openers`) are found once per chunk read, not per window. A stream cut
inside the marker of its last header starts a (cut) stage there too. A
window longer than `LONG_WINDOW` is not held: it comes as a `LongWindow`,
read by range (`long_windows`), its openers found as it is read.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Iterator

from tracksrc.pipeline.streams.scanning import long_windows
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.pipeline.streams.scanning.long_windows import (
    NEXT_HEADER,
    LongWindow,
    read_long_window,
)
from tracksrc.reading.notes import find_openers
from tracksrc.reading.stage_header import HEADER_MARKER_BYTES

# A stage's window: its offset in the file, its bytes (the stage, then its
# notes) or its long window, whether it is a stage (not the text before the
# first header), and the note openers in it (`find_openers`, offsets in the
# window; none for a long window).
_Window = tuple[int, bytes | LongWindow, bool, list[tuple[int, str]]]


def windows(source: DumpFile) -> Iterator[_Window]:
    """The file's windows: before the first header line, then from each
    header line to the next (the last to the end). A stream cut inside the
    marker of its last header starts a (cut) stage there too. Note openers
    are looked for once per chunk, not per window (a `bytes.find` per kind
    of opener on every small stage would cost more than reading)."""
    chunks = source.chunks()
    buffer = b""
    incoming = next(chunks, None)
    # The file offset of the text (after a byte-order mark), of buffer[0].
    origin = base = source.text_start
    window = 0  # where the current window starts in buffer
    searched = 0  # where the next search for a header starts in buffer
    while incoming is not None:
        # (Joined through a view: no copy of the window's start first.)
        buffer = b"".join((memoryview(buffer)[window:], incoming))
        base += window
        searched -= window
        window = 0
        starts = [0]
        while True:
            found = buffer.find(NEXT_HEADER, max(searched, starts[-1]))
            if found == -1:
                # A header may straddle this chunk's end.
                searched = max(starts[-1], len(buffer) - len(NEXT_HEADER) + 1)
                break
            starts.append(found + 1)
        if len(starts) > 1:
            yield from _split(buffer, base, starts)
            window = starts[-1]
        incoming = next(chunks, None)
        if incoming is not None and len(buffer) - window > long_windows.LONG_WINDOW:
            # Too long to hold: read on to the next header by range.
            data = b"".join((memoryview(buffer)[window:], incoming))
            start, buffer = base + window, b""
            long, rest = read_long_window(source, data, start, chunks)
            del data
            yield long.offset, long, is_header(long.head, 0), []
            base, window, searched = long.offset + long.size, 0, 0
            incoming = rest or next(chunks, None)
    tail = buffer[window:]
    # The last line a cut-short marker (`// -` at least, unless a header
    # came before: `//` alone is a comment)?
    last_line = tail.rfind(b"\n") + 1
    rest = tail[last_line:]
    headers_before = base + window > origin or is_header(tail, 0)
    marker = bool(rest) and HEADER_MARKER_BYTES.startswith(rest) and not is_header(rest, 0)
    if marker and (headers_before or len(rest) >= 4):
        if last_line:
            yield from _split(tail[:last_line], base + window, [0, last_line])
        yield base + window + last_line, rest, True, []
    elif tail or base + window == origin:
        yield from _split(tail, base + window, [0, len(tail)])


def _split(block: bytes, base: int, starts: list[int]) -> Iterator[_Window]:
    """The windows of `block` (at file offset `base`) that begin at
    `starts` (the last entry ends the last window), with their openers."""
    openers = find_openers(block[: starts[-1]] if starts[-1] < len(block) else block)
    offsets = [offset for offset, _ in openers]
    for first, end in itertools.pairwise(starts):
        low = bisect.bisect_left(offsets, first)
        high = bisect.bisect_left(offsets, end)
        inside = [(offset - first, kind) for offset, kind in openers[low:high]]
        yield base + first, block[first:end], is_header(block, first), inside


def is_header(data: bytes, position: int) -> bool:
    return data.startswith(HEADER_MARKER_BYTES, position)
