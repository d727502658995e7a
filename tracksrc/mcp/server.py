"""The MCP server: `tracksrc.mcp.tools` served over stdio with the
official `mcp` SDK (an optional extra: `pip install 'tracksrc[mcp]'`).

The protocol runs on a thread of its own; every tool call and resource
read is handed to the main thread (`tracksrc.mcp.worker`), where the
pipelines were opened, and waited for. An answer is a tool result whose
text is its JSON and whose structured content is the same object; what
stops a call (bad input, a location no op is at, an interrupted call) is
a tool error whose text is the message the command line prints, never a
crashed server. A call the client cancels is interrupted and the server
goes on.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import threading
from collections.abc import Callable
from typing import Any

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError
from mcp_types import CallToolResult, TextContent, ToolAnnotations

from tracksrc.errors import bounded, failure_message, is_input_error
from tracksrc.logs import status
from tracksrc.mcp.resources import stage_resource, streams_resource
from tracksrc.mcp.served import Served
from tracksrc.mcp.tools import TOOL_NAMES, WRITING_TOOLS, Tools
from tracksrc.mcp.worker import QueryThread, block_interrupts
from tracksrc.version import __version__

logger = logging.getLogger("tracksrc.mcp.server")

INSTRUCTIONS = """\
tracksrc answers questions about one MLIR compiler run, read from its
--mlir-print-ir-after-all (or before-all, tree-dir) dump, by source
location: what an op of the input became at every stage (lineage), which
pass changed, fused or lost it (blame), what the stages are (stages), the
dispatches and the source ops each computes (dispatches), the whole
program at a stage (program), an op's text (show_op), what ops of one
stage became in another (track), a standalone reproducer of a dispatch
(extract) and, when started with a second run, the two runs op by op
(compare). Locations are FILE:LINE:COL as MLIR prints them (an op is
located at its name). Answers are JSON: a summary first, then a page;
ask again with cursor=next_cursor for more. Start with the resource
tracksrc://streams or the stages tool."""


def build_server(tools: Tools, queries: QueryThread) -> MCPServer[Any]:
    """The MCP server of `tools`, whose calls `queries` runs."""
    server: MCPServer[Any] = MCPServer(
        "tracksrc",
        version=__version__,
        instructions=INSTRUCTIONS,
        log_level="WARNING",
    )
    for name in TOOL_NAMES:
        writes = name in WRITING_TOOLS
        server.add_tool(
            _tool(queries, getattr(tools, name), tools.served),
            annotations=ToolAnnotations(
                read_only_hint=not writes,
                destructive_hint=False,
                idempotent_hint=True,
                open_world_hint=False,
            ),
            structured_output=False,
        )

    @server.resource(
        "tracksrc://streams",
        name="streams",
        description="the stream served, the second run to compare with, the folder extract "
        "writes into",
        mime_type="application/json",
    )
    async def streams() -> str:
        return await _read(queries, functools.partial(streams_resource, tools.served))

    @server.resource(
        "tracksrc://stage/{number}{?cursor}",
        name="stage",
        description="a stage: its row of `stages` and its printed text, 200 lines from line "
        "cursor (default 0)",
        mime_type="application/json",
    )
    async def stage(number: str, cursor: str = "0") -> str:
        try:
            chosen, first = int(number), int(cursor)
        except ValueError:
            chosen = first = -1
        if chosen < 0 or first < 0:
            raise ResourceError(
                bounded(
                    f"a stage number and a line, both from 0, are needed: {number!r}, {cursor!r}",
                    300,
                )
            )
        return await _read(queries, functools.partial(stage_resource, tools.served, chosen, first))

    return server


def serve(tools: Tools) -> int:
    """Serve `tools` on stdio until the client leaves: 0, or 1 when the
    connection failed; a Ctrl-C while no call runs ends it with
    `KeyboardInterrupt`. Call from the main thread, the one that opened
    the pipelines."""
    queries = QueryThread()
    server = build_server(tools, queries)
    failed: list[BaseException] = []
    protocol = threading.Thread(
        target=_run_protocol, args=(server, queries, failed), name="tracksrc-mcp", daemon=True
    )
    protocol.start()
    status(f"tracksrc: serving {len(TOOL_NAMES)} tools on stdio (Model Context Protocol)")
    queries.serve()
    return 1 if failed else 0


def _run_protocol(
    server: MCPServer[Any], queries: QueryThread, failed: list[BaseException]
) -> None:
    block_interrupts()
    try:
        anyio.run(server.run_stdio_async)
    except Exception as exc:
        failed.append(exc)
        logger.error("the MCP connection failed: %s", failure_message(exc))
        logger.debug("its traceback:", exc_info=exc)
    finally:
        # The client left (or the connection broke): the main thread ends
        # after the call it runs.
        queries.stop()


def _tool(queries: QueryThread, method: Callable[..., Any], served: Served) -> Callable[..., Any]:
    """`method` as an async MCP tool (its name, docstring and annotated
    signature, from which the SDK builds the input schema) that runs on
    the main thread."""

    name = method.__name__

    def run(arguments: dict[str, Any]) -> Any:
        # Said when the main thread starts the call (TRACKSRC_LOG_LEVEL=5).
        logger.info("running %s", name)
        try:
            return method(**arguments)
        finally:
            served.forget_parsed()

    @functools.wraps(method)
    async def tool(**arguments: Any) -> CallToolResult:
        return await _answer(queries, functools.partial(run, arguments))

    return tool


async def _answer(queries: QueryThread, run: Callable[[], Any]) -> CallToolResult:
    """Run `run` on the main thread: its JSON, or the command line's
    message for what stopped it as a tool error."""
    try:
        data = await _on_main_thread(queries, run)
    except Exception as exc:
        return CallToolResult(content=[TextContent(type="text", text=_said(exc))], is_error=True)
    text = json.dumps(data)
    # The same object twice: as text for every client, structured for those
    # that read it (a JSON round trip, so both say exactly the same).
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content=json.loads(text)
    )


async def _read(queries: QueryThread, run: Callable[[], Any]) -> str:
    """A resource's JSON, read on the main thread; what stops it is the
    resource error the client gets."""
    try:
        data = await _on_main_thread(queries, run)
    except Exception as exc:
        raise ResourceError(_said(exc)) from None
    return json.dumps(data)


async def _on_main_thread(queries: QueryThread, run: Callable[[], Any]) -> Any:
    """What `run` returns on the main thread; a cancelled wait interrupts it."""
    future = queries.submit(run)
    try:
        return await asyncio.wrap_future(future)
    except anyio.get_cancelled_exc_class():
        queries.cancel(future)
        raise


def _said(exc: Exception) -> str:
    if not is_input_error(exc):
        logger.debug("the traceback of this internal error:", exc_info=exc)
    return failure_message(exc)
