"""uvicorn's HTTP/1.1 protocol with a time limit on a request's headers.

uvicorn closes a connection left idle after a response (`timeout_keep_alive`)
but waits without limit for the headers of a request that has begun: 300
connections each sending a header line every few seconds were all held
(issue 50), and once `limit_concurrency` connections are held, every
other request, the page's own, is answered 503. Here a connection whose
request's headers are not all in `HEADER_SECONDS` after it opened (or
after its last response) is closed. A browser sends its headers at once.
"""

from __future__ import annotations

import asyncio

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

# Seconds a connection may take to send a request's headers.
HEADER_SECONDS = 5.0


class HeaderTimeoutProtocol(H11Protocol):
    """`H11Protocol` closing a connection whose request headers are slow."""

    _header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        """Open, and start waiting for the first request's headers."""
        super().connection_made(transport)
        self._wait_for_headers()

    def on_response_complete(self) -> None:
        """Answered; the next request's headers are waited for anew."""
        super().on_response_complete()
        self._wait_for_headers()

    def connection_lost(self, exc: Exception | None) -> None:
        """Closed: nothing more to wait for."""
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None
        super().connection_lost(exc)

    def _wait_for_headers(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
        if not self.transport.is_closing():
            self._header_timer = self.loop.call_later(HEADER_SECONDS, self._headers_late)

    def _headers_late(self) -> None:
        self._header_timer = None
        # (h11 leaves the client IDLE until a request's headers are whole;
        # a request being answered is not waited on here.)
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()
