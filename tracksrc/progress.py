"""Progress on stderr for long work, drawn only when stderr is a terminal
(logs, pipes and CI output stay clean): a bar for work that can be counted
(`ProgressBar`: bytes read, stages done), a line naming a step that
cannot (`status_line`), a line whose text the work redraws as it goes
(`LiveLine`: a compile's stages and current pass)."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO


def _is_terminal(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class ProgressBar:
    """`update(done)` redraws `label [#####.....] 45% 12.3 MB/s` (or, for
    another `unit`, `45% 18,000/40,000 stages`); `close()` clears the line.
    Does nothing unless the stream is a TTY (or `force`)."""

    def __init__(
        self,
        total: int,
        label: str,
        stream: TextIO | None = None,
        force: bool = False,
        unit: str = "bytes",
    ) -> None:
        self.total = max(total, 1)
        self.label = label
        self.unit = unit
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = force or _is_terminal(self.stream)
        self.started = time.perf_counter()
        self._last_draw = 0.0

    def update(self, done: int) -> None:
        """Show `done` out of `total`, at most ten times a second."""
        if not self.enabled:
            return
        now = time.perf_counter()
        if now - self._last_draw < 0.1 and done < self.total:
            return
        self._last_draw = now
        fraction = min(done / self.total, 1.0)
        filled = int(fraction * 30)
        if self.unit == "bytes":
            rate = done / 1e6 / max(now - self.started, 1e-9)
            amount = f"{rate:6.1f} MB/s"
        else:
            amount = f"{done:,}/{self.total:,} {self.unit}"
        self.stream.write(
            f"\r{self.label} [{'#' * filled}{'.' * (30 - filled)}] {fraction:4.0%} {amount}"
        )
        self.stream.flush()

    def close(self) -> None:
        """Erase the bar."""
        if self.enabled:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


class LiveLine:
    """`show(text)` redraws one line in place (at most four times a second
    unless forced); `clear()` erases it, before other output is written.
    Does nothing unless the stream is a TTY (or `force`)."""

    def __init__(self, stream: TextIO | None = None, force: bool = False) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = force or _is_terminal(self.stream)
        self._drawn = 0.0

    def show(self, text: str, force: bool = False) -> None:
        """Draw `text` (already made safe to show) in place of the line."""
        now = time.monotonic()
        if not self.enabled or (now - self._drawn < 0.25 and not force):
            return
        self._drawn = now
        self.stream.write(f"\r\x1b[K{text}")
        self.stream.flush()

    def clear(self) -> None:
        """Erase the line."""
        if self.enabled:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


@contextmanager
def status_line(label: str, stream: TextIO | None = None, force: bool = False) -> Iterator[None]:
    """Show `label...` on the terminal while the block runs (a step of long
    work that cannot say how far it is), cleared when it ends."""
    out = stream if stream is not None else sys.stderr
    enabled = force or _is_terminal(out)
    if enabled:
        out.write(f"\r{label}...")
        out.flush()
    try:
        yield
    finally:
        if enabled:
            out.write("\r\x1b[K")
            out.flush()
