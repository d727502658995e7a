"""A progress bar on stderr for long whole-pipeline work, drawn only when
stderr is a terminal (logs and CI output stay clean)."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class ProgressBar:
    """`update(done)` redraws `label [#####.....] 45% 12.3 MB/s`; `close()`
    clears the line. Does nothing unless the stream is a TTY (or `force`)."""

    def __init__(
        self, total: int, label: str, stream: TextIO | None = None, force: bool = False
    ) -> None:
        self.total = max(total, 1)
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        isatty = getattr(self.stream, "isatty", None)
        self.enabled = force or bool(isatty and isatty())
        self.started = time.perf_counter()
        self._last_draw = 0.0

    def update(self, done: int) -> None:
        """Show `done` out of `total` bytes, at most ten times a second."""
        if not self.enabled:
            return
        now = time.perf_counter()
        if now - self._last_draw < 0.1 and done < self.total:
            return
        self._last_draw = now
        fraction = min(done / self.total, 1.0)
        filled = int(fraction * 30)
        rate = done / 1e6 / max(now - self.started, 1e-9)
        self.stream.write(
            f"\r{self.label} [{'#' * filled}{'.' * (30 - filled)}] {fraction:4.0%} {rate:6.1f} MB/s"
        )
        self.stream.flush()

    def close(self) -> None:
        """Erase the bar."""
        if self.enabled:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
