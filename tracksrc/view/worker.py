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

import itertools
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
    """Queries submitted from any thread, run by the one calling `serve`:
    what a user waits for (a pane's text, a click) before what can wait (a
    pane's folds, a story, a comparison), each in the order submitted."""

    def __init__(self) -> None:
        self._jobs: queue.PriorityQueue[tuple[int, int, Callable[[], Any] | None, Future[Any]]] = (
            queue.PriorityQueue()
        )
        self._submitted = itertools.count()

    def submit(self, run: Callable[[], Any], urgent: bool = True) -> Future[Any]:
        """Queue `run` (before the queries that can wait, if `urgent`); its
        future gets what it returns or raises."""
        future: Future[Any] = Future()
        self._jobs.put((0 if urgent else 1, next(self._submitted), run, future))
        return future

    def stop(self) -> None:
        """End `serve` after the query it runs now (any thread)."""
        self._jobs.put((-1, next(self._submitted), None, Future()))

    def serve(self, alive: Callable[[], bool]) -> None:
        """Run the queries submitted until `stop`, or until `alive()` says
        the server is gone. Ctrl-C (`KeyboardInterrupt`) during a query
        fails that query and is raised on."""
        while alive():
            try:
                _, _, run, future = self._jobs.get(timeout=_POLL_SECONDS)
            except queue.Empty:
                continue
            if run is None:
                return
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
                _, _, run, future = self._jobs.get_nowait()
            except queue.Empty:
                return
            if run is not None and future.set_running_or_notify_cancel():
                future.set_exception(Interrupted())


def block_interrupts() -> None:
    """Keep Ctrl-C away from the calling thread (the server's): it is for
    the thread that serves the queries."""
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
