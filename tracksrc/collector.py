"""Fewer runs of CPython's cyclic garbage collector while tracksrc builds
the large structures a whole-pipeline query lives on.

Stage summaries, bound stack sets, the replay's pieces and every source
op's lowering history are millions of small containers that stay alive.
With the default thresholds the collector runs every 700 new containers
and, as the heap grows, rescans everything already built: on a 250 MB
stream that was a third of a comparison's time, for no garbage (these
structures hold few cycles). `collecting_less()` raises the thresholds
for the work inside it (as mypy does for a whole run); cycles are still
collected, later, and the previous thresholds come back after.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

# A young collection every 100,000 containers instead of 700; older
# generations less often too.
BULK_THRESHOLDS = (100_000, 50, 100)

_lock = threading.Lock()
_depth = [0]
_saved: list[tuple[int, int, int]] = []


@contextmanager
def collecting_less() -> Iterator[None]:
    """Raise the collector's thresholds for the block (nested blocks keep
    the outermost setting; the thresholds before it are restored)."""
    with _lock:
        if _depth[0] == 0:
            before = gc.get_threshold()
            _saved[:] = [before]
            if before[0] != 0:  # (0: the collector was switched off; keep it so)
                gc.set_threshold(*(max(pair) for pair in zip(before, BULK_THRESHOLDS, strict=True)))
        _depth[0] += 1
    try:
        yield
    finally:
        with _lock:
            _depth[0] -= 1
            if _depth[0] == 0:
                gc.set_threshold(*_saved[0])
