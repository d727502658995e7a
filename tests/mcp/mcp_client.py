"""`tracksrc mcp` driven by the MCP SDK's own client over stdio, from
synchronous tests: the client's event loop runs in a thread (an anyio
blocking portal), and `Server` calls into it."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AbstractContextManager, asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any, TextIO

import anyio
from anyio.from_thread import BlockingPortal, start_blocking_portal
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp_types import CallToolResult

from tests.conftest import ROOT


@asynccontextmanager
async def _session(params: StdioServerParameters, errlog: TextIO) -> AsyncIterator[ClientSession]:
    async with (
        stdio_client(params, errlog=errlog) as (read, write),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        yield session


# What `then` of `Server.call_until_running` returns to give the call up.
CANCEL = object()


class Server:
    """A running `tracksrc mcp` and its client session."""

    def __init__(self, portal: BlockingPortal, session: ClientSession, errlog: Path) -> None:
        self.portal = portal
        self.session = session
        self.errlog = errlog

    def call(self, name: str, arguments: dict[str, Any] | None = None) -> CallToolResult:
        """The tool's result as the client gets it."""
        return self.portal.call(self.session.call_tool, name, arguments or {})

    def answer(self, name: str, arguments: dict[str, Any] | None = None) -> dict[str, Any]:
        """A tool's answer (an envelope), checked to be no error and to say
        the same as text and as structured content."""
        result = self.call(name, arguments)
        assert not result.is_error, result.content[0].text  # type: ignore[union-attr]
        text = result.content[0].text  # type: ignore[union-attr]
        assert json.loads(text) == result.structured_content
        return result.structured_content or {}

    def error(self, name: str, arguments: dict[str, Any] | None = None) -> str:
        """The text of a tool error (the call must fail)."""
        result = self.call(name, arguments)
        assert result.is_error, result.structured_content
        return result.content[0].text  # type: ignore[union-attr]

    def all_pages(
        self, name: str, arguments: dict[str, Any], field: str | None
    ) -> tuple[Any, list[dict[str, Any]]]:
        """Every page of a paged answer, from cursor 0 to the last: the
        command line's JSON put back together (the list `field` of the
        result joined; the whole result when it is a list), and the pages."""
        pages = [self.answer(name, {**arguments, "cursor": 0})]
        while pages[-1]["page"]["next_cursor"] is not None:
            cursor = pages[-1]["page"]["next_cursor"]
            pages.append(self.answer(name, {**arguments, "cursor": cursor}))
        items = [
            item
            for each in pages
            for item in (each["result"] if field is None else each["result"][field])
        ]
        whole = items if field is None else {**pages[0]["result"], field: items}
        return whole, pages

    def call_until_running(
        self, name: str, arguments: dict[str, Any], then: Callable[[], object]
    ) -> CallToolResult | None:
        """Call a tool and, once the server says it is running it (its log,
        at TRACKSRC_LOG_LEVEL=5), call `then`; with `cancel`, the client
        then gives the call up (None). The server's answer otherwise."""
        started = self.log().count(f"running {name}")

        async def call() -> CallToolResult | None:
            async with anyio.create_task_group() as group:

                async def watch() -> None:
                    while self.log().count(f"running {name}") == started:
                        await anyio.sleep(0.02)
                    await anyio.sleep(0.2)  # well inside the call
                    if then() is CANCEL:
                        group.cancel_scope.cancel()

                group.start_soon(watch)
                result = await self.session.call_tool(name, arguments)
                group.cancel_scope.cancel()
                return result
            return None

        return self.portal.call(call)

    def log(self) -> str:
        """What the server wrote on stderr so far."""
        return self.errlog.read_text(encoding="utf-8", errors="replace")


@contextmanager
def served(args: list[str], cwd: Path, errlog: Path) -> Iterator[Server]:
    """`tracksrc mcp ARGS` run in `cwd` (with the tests' cache folder),
    its stderr in `errlog`, connected; closed at the end."""
    environment = {
        "TRACKSRC_CACHE_DIR": os.environ["TRACKSRC_CACHE_DIR"],
        # The checkout under test, whatever is installed.
        "PYTHONPATH": str(ROOT),
        # Info: says when a call starts running.
        "TRACKSRC_LOG_LEVEL": "5",
    }
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "tracksrc", "mcp", *args], env=environment, cwd=cwd
    )
    with errlog.open("w", encoding="utf-8") as log, start_blocking_portal() as portal:
        manager: AbstractContextManager[ClientSession] = portal.wrap_async_context_manager(
            _session(params, log)
        )
        with manager as session:
            yield Server(portal, session, errlog)


def server_pid(marker: str) -> int:
    """The process id of this process's child whose command line holds
    `marker` (Linux: read from /proc)."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes().decode(errors="replace")
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        if parent == os.getpid() and marker in command:
            return int(entry.name)
    raise AssertionError(f"no child process runs {marker}")
