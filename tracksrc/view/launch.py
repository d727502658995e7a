"""`view(pipeline)`: serve the view of a pipeline (and of a second run)
on a local port until Ctrl-C; what `tracksrc view` and the shell's
`view()` run.

The server (uvicorn, on a thread of its own) answers the page and hands
every query to the calling thread, the one that opened the pipelines
(`tracksrc.view.worker`), which serves them until Ctrl-C: then the server
stops and the `KeyboardInterrupt` goes on to the caller (the command
exits with 130, the shell goes back to its prompt). It binds 127.0.0.1
unless told otherwise (another host is said on stderr as a warning),
port 8742 or the next free one (`port` given: that one, 0: any), and
asks for a random token in every request (`tracksrc.view.guard`).
starlette and uvicorn are an optional extra: without them this is a
clear error saying how to install them.
"""

from __future__ import annotations

import functools
import logging
import socket
import threading
import time
import webbrowser
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tracksrc.analysis.profiles.profile import ProfileArgument
from tracksrc.errors import TracksrcError
from tracksrc.extras import installed
from tracksrc.logs import status
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted
from tracksrc.view.numerics import Judged, judge_runs
from tracksrc.view.profile import Timed, time_runs
from tracksrc.view.served import Run, Served
from tracksrc.view.worker import QueryQueue, block_interrupts

if TYPE_CHECKING:
    import uvicorn

logger = logging.getLogger("tracksrc.view.launch")

DEFAULT_PORT = 8742
# Without a port given, the next ports are tried when one is taken.
PORT_TRIES = 20
# How long the server may take to start.
_START_SECONDS = 20.0

INSTALL = (
    "tracksrc: error: tracksrc view needs starlette and uvicorn, an optional extra: "
    "pip install 'tracksrc[view]' (in a checkout: pip install '.[view]')"
)
_LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def extra_present() -> bool:
    """Whether starlette and uvicorn can be imported."""
    return installed("starlette", "uvicorn")


def view(
    pipe: Pipeline,
    pipe_b: Pipeline | None = None,
    *,
    port: int | None = None,
    host: str = "127.0.0.1",
    browser: bool = True,
    names: tuple[str, ...] | None = None,
    traces: tuple[str | Path, str | Path] | None = None,
    profiles: Sequence[ProfileArgument] | None = None,
    profiles_b: Sequence[ProfileArgument] | None = None,
    profile_format: str | None = None,
) -> None:
    """Serve the view of `pipe` (and of `pipe_b`, a second run of the
    same program: the compare view) until Ctrl-C, which raises
    `KeyboardInterrupt` once the server has stopped. Prints the URL (with
    its token) on stdout and opens it in a browser unless `browser` is
    False; `port` None tries 8742 and the next ones, 0 takes any free
    one; `host` other than 127.0.0.1 is said as a warning. `names`: the
    runs' streams as named on the command line. `traces`: two runs'
    dispatch tensor traces (A's the reference), compared once before the
    server starts as `tracksrc numerics` compares them, `pipe` (and
    `pipe_b`) their compile streams: the timeline colours each dispatch
    by its verdict (`tracksrc.view.numerics`). `profiles`: runtime
    profiles of `pipe`'s program (one file per run, as `tracksrc profile`
    reads them, or read already: `read_profiles`; `profile_format` forces
    the files' format), joined once before
    the server starts as `tracksrc profile` joins them, and `profiles_b`
    those of `pipe_b`: the timeline colours each dispatch's stages by its
    share of the kernel time, the source pane each source op's line, the
    story tells the selection's time, and with both the source ops are
    ranked by the time B adds (`tracksrc.view.profile`). Call it from the
    thread that opened the pipelines."""
    if not extra_present():
        raise TracksrcError(INSTALL)
    if profiles_b is not None and profiles is None:
        raise TracksrcError("tracksrc: error: --profile-b goes with --profile P...")
    # (Before the port is taken: a bad trace or profile is an error said,
    # not served.)
    judged: Judged | None = None if traces is None else judge_runs(pipe, pipe_b, traces)
    timed: Timed | None = None
    if profiles is not None:
        timed = time_runs(pipe, pipe_b, profiles, profiles_b, kind=profile_format, names=names)
    runs = [Run("a", pipe, _name(pipe, names, 0))]
    if pipe_b is not None:
        runs.append(Run("b", pipe_b, _name(pipe_b, names, 1)))
    served = Served(runs, numerics=judged, profile=timed)
    listening = bind(host, port)
    try:
        _serve(served, runs, listening, host, browser)
    finally:
        listening.close()


def _serve(
    served: Served, runs: list[Run], listening: socket.socket, host: str, browser: bool
) -> None:
    """Serve on `listening` until Ctrl-C (see `view`)."""
    bound = listening.getsockname()[1]
    if host not in _LOOPBACK:
        status(
            f"tracksrc: warning: serving on {visible_line(host)}, not 127.0.0.1: whoever reaches "
            f"port {bound} of this machine and has the URL (its token) reads the streams and the "
            "source files their locations name"
        )
    queries = QueryQueue()
    for run in runs:
        # The first thing the page asks for, worked out while it loads.
        queries.submit(functools.partial(served.timeline, run.letter), urgent=False)
    server, url = _server(served, queries, host, bound)
    thread = threading.Thread(
        target=_serve_http, args=(server, listening), name="tracksrc-view", daemon=True
    )
    thread.start()
    try:
        _wait_started(server, thread)
        described = " and ".join(
            f"{run.name} ({counted(len(run.pipeline), 'stage')})" for run in runs
        )
        status(f"tracksrc: viewing {described}; Ctrl-C stops it")
        print(url, flush=True)
        if browser:
            # (On a thread: a console browser, where no display is, may take
            # its time; the queries are served meanwhile.)
            threading.Thread(target=webbrowser.open, args=(url,), daemon=True).start()
        queries.serve(alive=thread.is_alive)
    finally:
        server.should_exit = True
        queries.drain()
        thread.join(timeout=10)


def _name(pipeline: Pipeline, names: tuple[str, ...] | None, at: int) -> str:
    if names is not None and at < len(names):
        return names[at]
    return ", ".join(dump.name for dump in pipeline.files)


def bind(host: str, port: int | None) -> socket.socket:
    """A listening socket on `host`: port `port`, or (None) 8742 or one of
    the next free ones; a clear error when it cannot be had."""
    candidates = [port] if port is not None else range(DEFAULT_PORT, DEFAULT_PORT + PORT_TRIES)
    problem: OSError | None = None
    for candidate in candidates:
        try:
            family = socket.AF_INET6 if ":" in host else socket.AF_INET
            listening = socket.socket(family, socket.SOCK_STREAM)
        except OSError as exc:
            problem = exc
            break
        try:
            listening.bind((host, candidate))
            listening.listen(64)
        except OSError as exc:
            listening.close()
            problem = exc
            if isinstance(exc, socket.gaierror):
                break  # (a host no name resolves: no port will do)
            continue
        return listening
    ports = str(port) if port is not None else f"{DEFAULT_PORT}-{DEFAULT_PORT + PORT_TRIES - 1}"
    why = problem.strerror if problem is not None and problem.strerror else str(problem)
    raise TracksrcError(
        f"tracksrc: error: cannot serve on {visible_line(host)} port {ports}: {why} "
        "(--port N for another, --port 0 for any free one)"
    )


def _server(
    served: Served, queries: QueryQueue, host: str, port: int
) -> tuple[uvicorn.Server, str]:
    """The uvicorn server of the guarded application, and its URL."""
    import uvicorn

    from tracksrc.view.app import build_app
    from tracksrc.view.guard import AllowedHosts, Guard, new_token
    from tracksrc.view.header_timeout import HeaderTimeoutProtocol

    token = new_token()
    app: Any = Guard(build_app(served, queries), token, AllowedHosts(host, port))
    # (A bound on connections held at once, idle ones closed after a few
    # seconds, and so are those slow to send a request's headers: a page
    # makes a handful; hundreds held open by a slow sender are closed, not
    # waited on.)
    config = uvicorn.Config(
        app,
        log_config=None,
        log_level="warning",
        access_log=False,
        lifespan="off",
        limit_concurrency=64,
        timeout_keep_alive=5,
        http=HeaderTimeoutProtocol,
    )
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else ("[::1]" if host == "::" else host)
    if ":" in shown and not shown.startswith("["):
        shown = f"[{shown}]"
    return uvicorn.Server(config), f"http://{shown}:{port}/?token={token}"


def _serve_http(server: uvicorn.Server, listening: socket.socket) -> None:
    block_interrupts()
    try:
        server.run(sockets=[listening])
    except BaseException as exc:  # (said; the serving thread sees the server gone)
        logger.error("the view's server stopped: %s", exc)


def _wait_started(server: uvicorn.Server, thread: threading.Thread) -> None:
    deadline = time.monotonic() + _START_SECONDS
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise TracksrcError("tracksrc: error: the view's server did not start")
        time.sleep(0.01)
