"""Who may ask the view anything: its guard, in front of every request.

- The Host header must name the server as it was bound (`127.0.0.1:PORT`,
  `localhost:PORT`, `[::1]:PORT`, or the `--host` given), so that a page
  of another site whose name was made to resolve to 127.0.0.1 (DNS
  rebinding) is refused.
- The token printed in the URL must come with every request: as
  `?token=` once (the page is then sent on without it, the token kept in a
  cookie of this port: HttpOnly, SameSite=Strict), then in that cookie or
  an `X-Tracksrc-Token` header; compared in constant time.
- Every answer forbids what a page of dump text must never do: a
  Content-Security-Policy of `default-src 'self'` with no inline script
  or style and no `eval`, no framing, no sniffing, no referrer (the URL
  holds the token the first time), no caching of answers.
"""

from __future__ import annotations

import hmac
import ipaddress
import secrets
import socket
from collections.abc import Awaitable, Callable, MutableMapping
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs, urlencode

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
    "form-action 'none'"
)
HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
    (b"cache-control", b"no-store"),
]
LOOPBACK = ("127.0.0.1", "localhost", "::1")
WILDCARDS = ("0.0.0.0", "::", "")


def new_token() -> str:
    """A token for the URL: 32 random bytes, URL-safe."""
    return secrets.token_urlsafe(32)


def cookie_name(port: int) -> str:
    """The cookie holding the token for the server on `port` (cookies are
    shared by every port of a host: one name per port)."""
    return f"tracksrc-view-{port}"


class AllowedHosts:
    """The Host headers the server answers: the loopback names with its
    port, and the host it was bound to; bound to every address
    (`0.0.0.0`, `::`), also the machine's own names and any IP address
    (a rebinding attack names a domain)."""

    def __init__(self, host: str, port: int) -> None:
        self.port = port
        names = {*LOOPBACK, host.strip("[]")}
        self.anywhere = host in WILDCARDS
        if self.anywhere:
            names |= {socket.gethostname(), socket.getfqdn()}
        self.names = {name.lower() for name in names}

    def __contains__(self, header: object) -> bool:
        if not isinstance(header, str):
            return False
        name, colon, port = header.rpartition(":")
        if not colon or port != str(self.port) or not name:
            return False
        name = name.strip("[]").lower()
        if name in self.names:
            return True
        if not self.anywhere:
            return False
        try:
            ipaddress.ip_address(name)
        except ValueError:
            return False
        return True


class Guard:
    """The ASGI middleware checking every request (see the module
    docstring) before `app` sees it, and adding the headers to every
    answer."""

    def __init__(self, app: App, token: str, hosts: AllowedHosts) -> None:
        self.app = app
        self.token = token.encode()
        self.hosts = hosts
        self.cookie = cookie_name(hosts.port)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            if scope["type"] == "lifespan":
                await self.app(scope, receive, send)
            return  # (no websockets)
        headers = _headers(scope)
        if headers.get("host", "") not in self.hosts:
            await _refuse(send, 421, "tracksrc view: this server answers to its own address only")
            return
        given = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("token")
        if given is not None:
            if not self._right(given[-1]):
                await _refuse(send, 403, _NO_TOKEN)
                return
            await self._welcome(scope, send, given[-1])
            return
        if not self._right(headers.get("x-tracksrc-token") or self._cookie(headers)):
            await _refuse(send, 403, _NO_TOKEN)
            return

        async def guarded_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *HEADERS]
            await send(message)

        await self.app(scope, receive, guarded_send)

    def _right(self, given: str | None) -> bool:
        return given is not None and hmac.compare_digest(given.encode(), self.token)

    def _cookie(self, headers: dict[str, str]) -> str | None:
        jar: SimpleCookie = SimpleCookie()
        try:
            jar.load(headers.get("cookie", ""))
        except Exception:  # (a malformed Cookie header: no token)
            return None
        found = jar.get(self.cookie)
        return None if found is None else found.value

    async def _welcome(self, scope: Scope, send: Send, token: str) -> None:
        """The token came in the URL: keep it in the cookie and send the
        browser on to the same place without it (the fragment, where the
        view's state is, is kept by the browser)."""
        rest = {
            name: values
            for name, values in parse_qs(scope.get("query_string", b"").decode("latin-1")).items()
            if name != "token"
        }
        # The path as sent (still %-encoded: no header can be smuggled in),
        # and on this server only: `//host/...` would leave it, and so would
        # `/\\host` (browsers read a backslash as a slash).
        raw = scope.get("raw_path") or scope.get("path", "/").encode("utf-8")
        if not raw.startswith(b"/") or raw.startswith(b"//") or b"\\" in raw or not raw.isascii():
            raw = b"/"
        path = raw.decode("ascii")
        if any(ord(char) < 0x21 or ord(char) == 0x7F for char in path):
            path = "/"
        target = path + (f"?{urlencode(rest, doseq=True)}" if rest else "")
        cookie = f"{self.cookie}={token}; Path=/; HttpOnly; SameSite=Strict"
        await send(
            {
                "type": "http.response.start",
                "status": 303,
                "headers": [
                    (b"location", target.encode("latin-1")),
                    (b"set-cookie", cookie.encode("latin-1")),
                    (b"content-length", b"0"),
                    *HEADERS,
                ],
            }
        )
        await send({"type": "http.response.body", "body": b""})


_NO_TOKEN = (
    "tracksrc view: open the URL `tracksrc view` printed: it holds the token this server asks "
    "for. (A link to a view holds no token: add its #... to that URL.)"
)


def _headers(scope: Scope) -> dict[str, str]:
    return {
        name.decode("latin-1").lower(): value.decode("latin-1")
        for name, value in scope.get("headers", [])
    }


async def _refuse(send: Send, status: int, why: str) -> None:
    body = why.encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"text/plain; charset=utf-8"),
                (b"content-length", str(len(body)).encode()),
                *HEADERS,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
