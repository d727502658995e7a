"""The view's ASGI application (Starlette): its pages and its JSON API.

The pages are plain HTML, CSS and JavaScript modules shipped in the
package (`tracksrc/view/static/`, served by name from what the package
holds: no path of a request reaches the filesystem). The API answers
what the commands answer, computed by their functions on the thread that
opened the pipelines (`tracksrc.view.worker`):

    GET /api/session              the runs, their streams, the source and code files
    GET /api/code?run=a           what each code file of a run holds (`tracksrc.view.code`)
    GET /api/timeline?run=a       every stage as columns (`tracksrc.view.timeline`)
    GET /api/doc?doc=a.s.46       a document's layout (`tracksrc.view.documents`;
                                  a.p.N, f.K, a.c.K the others)
    GET /api/folds?doc=           its regions (and ops: indexing it)
    GET /api/lines?doc=&start=&end=   rows and their colours
    GET /api/search?doc=&q=       the rows holding a text
    GET /api/sync?docs=K,K&sel=S  (or at=DOC:ROW:COL) what each pane marks
    GET /api/nearest?doc=&sel=    where a pane with nothing finds something
    GET /api/story?run=&sel=      lineage, blame, dispatches of the selection
    GET /api/paths?sel=           its lineage in both runs
    GET /api/diff?run=&first=&second=&prints=   the semantic diff
    GET /api/compare              the two runs op by op
    GET /api/extract?run=&dispatch=&stage=      a reproducer, as a download
    GET /api/numerics             the traces compared (`numerics --json`), if given
    GET /api/numerics/stages?run= where each judged dispatch is lowered
    GET /api/profile              the profiles joined (`profile --json`), if given
    GET /api/profile/stages?run=  each dispatch that ran: share, time, stages
    GET /api/profile/sources?file=N&run=   the timed source ops' lines of a file
    GET /api/profile/changes      the source ops by the time run b adds

What stops a query is an answer with the message the command prints
(`errors.failure_message`): 400 for bad input, 500 for a bug of tracksrc,
503 when the view is stopping; the server goes on.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any, TypeVar

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tracksrc.errors import TracksrcError, failure_message, is_input_error
from tracksrc.safe_text import visible_line
from tracksrc.version import __version__
from tracksrc.view.changes import comparison, stage_diff
from tracksrc.view.documents import DocKey
from tracksrc.view.numerics import Judged
from tracksrc.view.profile import Timed
from tracksrc.view.selection import nearest, parse_selection, select_at, sync
from tracksrc.view.served import Served
from tracksrc.view.story import lineage_rows, reproducer, story
from tracksrc.view.timeline import matching_labels
from tracksrc.view.tokens import CLASSES
from tracksrc.view.worker import Interrupted, QueryQueue

logger = logging.getLogger("tracksrc.view.app")

_TYPES = {".html": "text/html", ".css": "text/css", ".js": "text/javascript"}
# At most this many panes are synced at once.
MOST_PANES = 12
T = TypeVar("T")


def static_files() -> dict[str, tuple[bytes, str]]:
    """The page's files, by name: their bytes and content type."""
    found = {}
    for item in resources.files("tracksrc.view").joinpath("static").iterdir():
        suffix = "." + item.name.rsplit(".", 1)[-1]
        if item.is_file() and suffix in _TYPES:
            found[item.name] = (item.read_bytes(), f"{_TYPES[suffix]}; charset=utf-8")
    return found


def _text(request: Request, name: str, default: str | None = None) -> str:
    value = request.query_params.get(name, default)
    if value is None:
        raise TracksrcError(f"tracksrc: error: the request names no {name}")
    return value


def _number(request: Request, name: str, default: int | None = None) -> int:
    given = request.query_params.get(name)
    if given is None:
        if default is None:
            raise TracksrcError(f"tracksrc: error: the request names no {name}")
        return default
    try:
        return int(given)
    except ValueError:
        raise TracksrcError(
            f"tracksrc: error: {name} {visible_line(given)[:40]!r}: expected a whole number"
        ) from None


def build_app(served: Served, queries: QueryQueue) -> Starlette:
    """The application serving `served`, its queries run by `queries`."""
    files = static_files()

    async def answer(run: Callable[[], T], urgent: bool = True) -> T:
        # (on the thread that opened the pipelines: `tracksrc.view.worker`;
        # what can wait goes after what a user waits for)
        return await asyncio.wrap_future(queries.submit(run, urgent))

    def api(
        handler: Callable[[Request], Awaitable[Any]],
    ) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            try:
                found = await handler(request)
            except Exception as exc:
                return _failure(exc)
            return found if isinstance(found, Response) else JSONResponse(found)

        return endpoint

    async def page(request: Request) -> Response:
        body, kind = files["index.html"]
        return Response(body, media_type=kind)

    async def static(request: Request) -> Response:
        found = files.get(request.path_params["name"])
        if found is None:
            return Response("no such file", status_code=404, media_type="text/plain")
        return Response(found[0], media_type=found[1])

    async def session(request: Request) -> Any:
        return {
            "version": __version__,
            "runs": [
                {"run": run.letter, "name": run.name, "stages": len(run.pipeline)}
                for run in served.runs.values()
            ],
            "sources": [
                {"number": item.number, "name": item.name, "language": item.language}
                for item in served.sources
            ],
            "code": [
                {
                    "doc": f"{letter}.c.{item.number}",
                    "run": letter,
                    "number": item.number,
                    "name": item.name,
                    "language": item.language,
                }
                for letter, code in served.code.items()
                for item in code.files
            ],
            "classes": CLASSES,
            "numerics": served.numerics is not None,
            "profile": None
            if served.profile is None
            else {"runs": list(served.profile.runs), "changes": "changes" in served.profile.report},
        }

    async def code(request: Request) -> Any:
        found = served.code_of(_text(request, "run", "a"))

        def described() -> Any:
            return {
                "run": found.letter,
                "files": [
                    {
                        "doc": f"{found.letter}.c.{item.number}",
                        "name": item.name,
                        "language": item.language,
                        **found.about(item.number),
                    }
                    for item in found.files
                ],
            }

        return await answer(described, urgent=False)

    async def strip(request: Request) -> Any:
        letter = served.run(_text(request, "run", "a")).letter
        return await answer(lambda: served.timeline(letter))

    async def filtered(request: Request) -> Any:
        letter = served.run(_text(request, "run", "a")).letter
        pattern = _text(request, "pattern")
        return await answer(lambda: matching_labels(served.timeline(letter)["labels"], pattern))

    async def doc(request: Request) -> Any:
        key = DocKey.parse(_text(request, "doc"))
        return await answer(lambda: served.document(key).describe())

    async def structure(request: Request) -> Any:
        key = DocKey.parse(_text(request, "doc"))
        return await answer(lambda: served.document(key).structure(), urgent=False)

    async def lines(request: Request) -> Any:
        key = DocKey.parse(_text(request, "doc"))
        start, end = _number(request, "start", 0), _number(request, "end", 200)
        kept = served.kept_document(key)
        if kept is not None:
            # (what is kept is read from any thread: no query waits behind it)
            return await asyncio.to_thread(kept.window, start, end)
        return await answer(lambda: served.document(key).window(start, end))

    async def search(request: Request) -> Any:
        key, text = DocKey.parse(_text(request, "doc")), _text(request, "q", "")
        return await answer(lambda: served.document(key).search(text))

    async def synced(request: Request) -> Any:
        keys = [DocKey.parse(part) for part in _text(request, "docs", "").split(",") if part]
        if len(keys) > MOST_PANES:
            raise TracksrcError(f"tracksrc: error: at most {MOST_PANES} panes are synced")
        at = request.query_params.get("at")
        if at is not None:
            head, _, place = at.rpartition(":")
            key, _, row = head.rpartition(":")
            clicked, line, column = DocKey.parse(key), _whole(row), _whole(place)
            return await answer(
                lambda: sync(served, select_at(served, clicked, line, column), keys)
            )
        text = _text(request, "sel")
        return await answer(lambda: sync(served, parse_selection(served, text), keys))

    async def near(request: Request) -> Any:
        key, text = DocKey.parse(_text(request, "doc")), _text(request, "sel")
        return await answer(
            lambda: nearest(served, parse_selection(served, text), key), urgent=False
        )

    async def told(request: Request) -> Any:
        run, text = _text(request, "run", "a"), _text(request, "sel")
        return await answer(lambda: story(served, run, parse_selection(served, text)), urgent=False)

    async def paths(request: Request) -> Any:
        text = _text(request, "sel")

        def both() -> Any:
            selected = parse_selection(served, text)
            return {run: lineage_rows(served, run, selected) for run in served.runs}

        return await answer(both, urgent=False)

    async def diffed(request: Request) -> Any:
        run, prints = _text(request, "run", "a"), _text(request, "prints", "0") == "1"
        first, second = _number(request, "first"), _number(request, "second")
        return await answer(lambda: stage_diff(served, run, first, second, prints))

    async def compared(request: Request) -> Any:
        return await answer(lambda: comparison(served), urgent=False)

    async def extracted(request: Request) -> Any:
        run, dispatch = _text(request, "run", "a"), _text(request, "dispatch")
        stage = request.query_params.get("stage")
        at = None if stage is None else _number(request, "stage")
        text, name = await answer(lambda: reproducer(served, run, dispatch, at))
        return Response(
            text.encode("utf-8", errors="surrogateescape"),
            media_type="text/plain; charset=utf-8",
            headers={"content-disposition": f'attachment; filename="{name}"'},
        )

    def judged() -> Judged:
        if served.numerics is None:
            raise TracksrcError(
                "tracksrc: error: this view compares no traces (tracksrc view STREAM "
                "--traces TRACE_A TRACE_B)"
            )
        return served.numerics

    async def numerics(request: Request) -> Any:
        return judged().report

    async def numerics_stages(request: Request) -> Any:
        letter = served.run(_text(request, "run", "a")).letter
        return judged().marks.get(letter, [])

    def timed() -> Timed:
        if served.profile is None:
            raise TracksrcError(
                "tracksrc: error: this view has no profile (tracksrc view STREAM --profile P...)"
            )
        return served.profile

    async def profiled(request: Request) -> Any:
        return timed().report

    async def profile_stages(request: Request) -> Any:
        letter = served.run(_text(request, "run", "a")).letter
        return timed().run(letter).json_data(letter)

    async def profile_sources(request: Request) -> Any:
        letter = served.run(_text(request, "run", "a")).letter
        source = served.source(_number(request, "file"))
        return {
            "file": source.number,
            "name": source.name,
            "lines": timed().run(letter).source_lines(source.name),
        }

    async def profile_changes(request: Request) -> Any:
        found = timed()
        if "changes" not in found.report:
            raise TracksrcError(
                "tracksrc: error: this view has one run's profile: give the second run's "
                "(tracksrc view STREAM STREAM_B --profile P... --profile-b P_B...)"
            )
        return found.changes

    routes = [
        Route("/", page),
        Route("/static/{name}", static),
        Route("/api/session", api(session)),
        Route("/api/code", api(code)),
        Route("/api/timeline", api(strip)),
        Route("/api/filter", api(filtered)),
        Route("/api/doc", api(doc)),
        Route("/api/folds", api(structure)),
        Route("/api/lines", api(lines)),
        Route("/api/search", api(search)),
        Route("/api/sync", api(synced)),
        Route("/api/nearest", api(near)),
        Route("/api/story", api(told)),
        Route("/api/paths", api(paths)),
        Route("/api/diff", api(diffed)),
        Route("/api/compare", api(compared)),
        Route("/api/extract", api(extracted)),
        Route("/api/numerics", api(numerics)),
        Route("/api/numerics/stages", api(numerics_stages)),
        Route("/api/profile", api(profiled)),
        Route("/api/profile/stages", api(profile_stages)),
        Route("/api/profile/sources", api(profile_sources)),
        Route("/api/profile/changes", api(profile_changes)),
    ]
    return Starlette(routes=routes)


def _whole(word: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise TracksrcError(
            f"tracksrc: error: {visible_line(word)[:40]!r}: expected a whole number"
        ) from None


def _failure(exc: Exception) -> Response:
    """What stopped a query, as the command line says it."""
    if isinstance(exc, Interrupted):
        status = 503
    elif is_input_error(exc):
        status = 400
    else:
        status = 500
        logger.debug("the traceback of this internal error:", exc_info=exc)
    return JSONResponse({"error": failure_message(exc)}, status_code=status)
