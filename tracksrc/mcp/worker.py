"""The thread that answers: every query runs on the main thread, one at a
time, as the command line and the shell run them.

The pipelines are opened on the main thread and keep SQLite connections
(the query store, the summary cache) that only the thread that opened
them may use; their per-pipeline memos are not made for threads either.
So the protocol runs on a thread of its own (`tracksrc.mcp.server`) and
hands each call to the main thread through `QueryThread`, which runs it
and settles the call's future.

A call the client cancels is interrupted as the shell's Ctrl-C
interrupts a command: a `CallCancelled` (a `KeyboardInterrupt`, so that
whatever cleans up after Ctrl-C cleans up after it) raised in the main
thread by a signal (SIGUSR1) sent to it. Ctrl-C itself (SIGINT) during a
call interrupts that call; while no call runs it ends the server. The
protocol thread blocks both signals, so that they reach the main thread.
"""

from __future__ import annotations

import queue
import signal
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from types import FrameType
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.logs import status

# The signal that interrupts a cancelled call; unused by tracksrc and by
# the Python runtime otherwise. (None where the platform has none: a
# cancelled call then runs to its end and its answer is dropped.)
CANCEL_SIGNAL = getattr(signal, "SIGUSR1", None)


class CallCancelled(KeyboardInterrupt):
    """Raised in the main thread when the client cancelled the call it runs."""


class CallInterrupted(TracksrcError):
    """What a call that was interrupted (cancelled, or Ctrl-C) answers."""

    def __init__(self) -> None:
        super().__init__("interrupted")


@dataclass
class _Job:
    run: Callable[[], Any]
    future: Future[Any]


class QueryThread:
    """Runs submitted calls on the thread that made it (the main thread),
    one at a time, until `stop`."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._ident = threading.get_ident()
        # The job running now, and the one a cancel signal was sent for:
        # plain attributes, each set by one thread (the GIL makes each
        # assignment whole).
        self._running: _Job | None = None
        self._cancelled: _Job | None = None

    def submit(self, run: Callable[[], Any]) -> Future[Any]:
        """Queue `run` (any thread); its future gets what it returns, or
        what it raised (`CallInterrupted` when it was interrupted)."""
        job = _Job(run, Future())
        self._jobs.put(job)
        return job.future

    def cancel(self, future: Future[Any]) -> None:
        """The client gave up the call of `future` (any thread): a call
        still queued never runs; a running one is interrupted."""
        if future.cancel() or CANCEL_SIGNAL is None:
            return
        job = self._running
        if job is not None and job.future is future:
            self._cancelled = job
            signal.pthread_kill(self._ident, CANCEL_SIGNAL)

    def stop(self) -> None:
        """End `serve` once the call running now is done (any thread)."""
        self._jobs.put(None)

    def serve(self) -> None:
        """Run the submitted calls until `stop`; a Ctrl-C while no call
        runs raises its `KeyboardInterrupt` (the server ends)."""
        if CANCEL_SIGNAL is not None:
            signal.signal(CANCEL_SIGNAL, _raise_cancelled)
        try:
            while True:
                try:
                    job = self._jobs.get()
                    if job is None:
                        return
                    self._run(job)
                except CallCancelled:
                    # Sent for a call that ended before it arrived: the
                    # server goes on.
                    self._cancelled = None
        finally:
            if CANCEL_SIGNAL is not None:
                # Ignored from now on, not reset to its default (which ends
                # the process): a cancel may still be on its way.
                signal.signal(CANCEL_SIGNAL, signal.SIG_IGN)

    def _run(self, job: _Job) -> None:
        if not job.future.set_running_or_notify_cancel():
            return  # cancelled while queued
        while True:
            try:
                self._running = job
                value = job.run()
                self._running = None
            except KeyboardInterrupt as exc:
                self._running = None
                meant_for, self._cancelled = self._cancelled, None
                if isinstance(exc, CallCancelled) and meant_for is not job:
                    # A cancel sent for the call before this one arrived
                    # late: calls only read (extract rewrites its file
                    # whole), so this one runs again.
                    continue
                why = "cancelled by the client" if isinstance(exc, CallCancelled) else "Ctrl-C"
                status(f"tracksrc: a call was interrupted ({why}); the server goes on")
                job.future.set_exception(CallInterrupted())
            except BaseException as exc:
                self._running = None
                job.future.set_exception(exc)
            else:
                job.future.set_result(value)
            return


def _raise_cancelled(signum: int, frame: FrameType | None) -> None:
    raise CallCancelled


def block_interrupts() -> None:
    """Keep Ctrl-C and the cancel signal away from the calling thread (and
    the threads it starts): they are for the main thread."""
    if hasattr(signal, "pthread_sigmask"):
        wanted = {signal.SIGINT} | ({CANCEL_SIGNAL} if CANCEL_SIGNAL is not None else set())
        signal.pthread_sigmask(signal.SIG_BLOCK, wanted)
