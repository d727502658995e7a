"""Freed memory handed back to the system between the steps of a bulk
build.

glibc's allocator keeps the memory a process frees for its own later use:
after a step whose temporary rows and buffers were freed (the stack
tables written, the replay's arrays encoded), the process stays as big as
it was at that step's peak, and the next step's peak comes on top of it
(40 MB of a 263 MB CPU stream's index). `return_freed_memory` gives the
free pages back (`malloc_trim`); where the C library has no such call
(macOS, musl) it does nothing.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from collections.abc import Callable


@functools.cache
def _trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        # (The process's own symbols: its C library's among them.)
        return ctypes.CDLL(None).malloc_trim  # type: ignore[no-any-return]
    except (OSError, AttributeError):
        return None


def return_freed_memory() -> None:
    """Give the memory the process has freed back to the system, where
    its C library can (see the module docstring)."""
    trim = _trim()
    if trim is not None:
        trim(0)
