"""Process pools whose workers end with the process that started them.

A worker of `concurrent.futures.ProcessPoolExecutor` notices that its
parent is gone only when it next talks to it: after the parent was killed
(`kill -9`, a crashed shell) it went on through the tasks already sent to
it, for tens of seconds at a stream's scale, holding memory and CPU for
nobody. Every pool of tracksrc comes from `worker_pool`, whose workers
watch their parent and leave as soon as it is gone.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor

# How often a worker looks whether its parent is still there.
_WATCH_SECONDS = 0.25


def worker_pool(
    workers: int | None, context: multiprocessing.context.BaseContext | None = None
) -> ProcessPoolExecutor:
    """A `ProcessPoolExecutor` of `workers` processes (None: one per core;
    in `context`, else the default one) that end when this process ends,
    however it ends."""
    return ProcessPoolExecutor(
        workers, mp_context=context, initializer=_watch_parent, initargs=(os.getpid(),)
    )


def _watch_parent(parent: int) -> None:
    # Runs in each worker as it starts. An orphan is adopted by init (or a
    # subreaper): its parent id changes, which is all a watcher can see on
    # every platform without a handle on the parent. A worker started by a
    # fork server has that server as its parent: it also looks whether the
    # process that made the pool is still there (POSIX only: elsewhere
    # `os.kill(pid, 0)` is no harmless probe).
    adopted_by = os.getppid()
    probe = adopted_by != parent and os.name == "posix"

    def gone() -> bool:
        if os.getppid() != adopted_by:
            return True
        if probe:
            try:
                os.kill(parent, 0)
            except ProcessLookupError:
                return True
            except OSError:
                pass  # there, but not ours to signal
        return False

    def watch() -> None:
        while not gone():
            time.sleep(_WATCH_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="tracksrc-parent-watch", daemon=True).start()
