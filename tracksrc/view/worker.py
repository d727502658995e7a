"""Where the view's queries run: on the thread that opened the pipelines.

A pipeline keeps SQLite connections (its store, the summary cache) that
only the thread that opened them may use, and memos made for one thread.
So the HTTP server runs on a thread of its own (`tracksrc.view.launch`)
and hands each query to the thread that opened the pipelines, the main
thread of `tracksrc view` or the shell's, which runs them one at a time
(`QueryQueue.serve`) until the server stops. The event loop only waits
for their answers: a long query (a compare, a program of thousands of
ops) holds up other queries, never the server.

Ctrl-C reaches that thread (the server's thread blocks it): it stops the
query running, if any, and the view; the request waiting for the query
gets an error.
"""

from __future__ import annotations

import queue
import signal
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from tracksrc.errors import TracksrcError

# How often the serving thread looks whether the server is still there.
_POLL_SECONDS = 0.25


class Interrupted(TracksrcError):
    """What a query stopped by Ctrl-C answers."""

    def __init__(self) -> None:
        super().__init__("tracksrc: error: interrupted (the view is stopping)")


class QueryQueue:
    """Queries submitted from any thread, run by the one calling `serve`."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[tuple[Callable[[], Any], Future[Any]] | None] = (
            queue.SimpleQueue()
        )

    def submit(self, run: Callable[[], Any]) -> Future[Any]:
        """Queue `run`; its future gets what it returns or raises."""
        future: Future[Any] = Future()
        self._jobs.put((run, future))
        return future

    def stop(self) -> None:
        """End `serve` after the query it runs now (any thread)."""
        self._jobs.put(None)

    def serve(self, alive: Callable[[], bool]) -> None:
        """Run the queries submitted until `stop`, or until `alive()` says
        the server is gone. Ctrl-C (`KeyboardInterrupt`) during a query
        fails that query and is raised on."""
        while alive():
            try:
                job = self._jobs.get(timeout=_POLL_SECONDS)
            except queue.Empty:
                continue
            if job is None:
                return
            run, future = job
            if not future.set_running_or_notify_cancel():
                continue
            try:
                value = run()
            except KeyboardInterrupt:
                future.set_exception(Interrupted())
                raise
            except BaseException as exc:
                future.set_exception(exc)
            else:
                future.set_result(value)

    def drain(self) -> None:
        """Fail the queries still queued (the server stops)."""
        while True:
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                return
            if job is not None and job[1].set_running_or_notify_cancel():
                job[1].set_exception(Interrupted())


def block_interrupts() -> None:
    """Keep Ctrl-C away from the calling thread (the server's): it is for
    the thread that serves the queries."""
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
