"""`tracksrc view` run as typed, in a process of its own, for tests: the
URL it prints, requests to it (with or without its token), and its end
by Ctrl-C (SIGINT), whose exit status it keeps."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

from tests.conftest import ROOT


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Viewer:
    """A running `tracksrc view`."""

    url: str
    process: subprocess.Popen[str]
    errors: list[str] = field(default_factory=list)
    status: int | None = None

    @property
    def base(self) -> str:
        parts = urlsplit(self.url)
        return f"{parts.scheme}://{parts.netloc}"

    @property
    def port(self) -> int:
        return int(urlsplit(self.url).port or 0)

    @property
    def token(self) -> str:
        return self.url.split("token=", 1)[1]

    def request(
        self,
        path: str,
        params: dict[str, Any] | None = None,
        *,
        token: bool = True,
        headers: dict[str, str] | None = None,
    ) -> Answer:
        """GET `path` (with the token in its header unless `token` is off)."""
        query = f"?{urlencode(params)}" if params else ""
        sent = {**({"X-Tracksrc-Token": self.token} if token else {}), **(headers or {})}
        request = urllib.request.Request(self.base + path + query, headers=sent)
        opener = urllib.request.build_opener(_NoRedirect)
        try:
            with opener.open(request, timeout=120) as response:
                return Answer(response.status, _lower(response.headers), response.read())
        except urllib.error.HTTPError as error:
            return Answer(error.code, _lower(error.headers), error.read())

    def get(self, path: str, **params: Any) -> Any:
        """The JSON of an API answer that must succeed."""
        answer = self.request(path, params)
        assert answer.status == 200, answer.body[:2000]
        return answer.json()

    def stop(self) -> int:
        """Ctrl-C, as typed at its terminal: its exit status."""
        if self.status is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.status = self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.status = self.process.wait()
        return self.status


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


def _lower(headers: Any) -> dict[str, str]:
    return {name.lower(): value for name, value in headers.items()}


def _lines(stream: Any, into: queue.Queue[str | None], kept: list[str] | None = None) -> None:
    for line in stream:
        into.put(line)
        if kept is not None:
            kept.append(line)
    into.put(None)


@contextmanager
def viewing(
    args: list[str], cwd: Path, *, env: dict[str, str] | None = None, timeout: float = 300
) -> Iterator[Viewer]:
    """`tracksrc view ARGS --no-browser` (port 0 unless ARGS give one) in
    `cwd`, until the block ends (Ctrl-C then; `Viewer.status`)."""
    command = [sys.executable, "-m", "tracksrc", "view", *args, "--no-browser"]
    if "--port" not in args:
        command += ["--port", "0"]
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    process = subprocess.Popen(
        command,
        cwd=cwd,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    out: queue.Queue[str | None] = queue.Queue()
    err: queue.Queue[str | None] = queue.Queue()
    errors: list[str] = []
    threading.Thread(target=_lines, args=(process.stdout, out), daemon=True).start()
    threading.Thread(target=_lines, args=(process.stderr, err, errors), daemon=True).start()
    try:
        line = out.get(timeout=timeout)
    except queue.Empty:
        process.kill()
        raise AssertionError("tracksrc view printed no URL: " + "".join(errors)) from None
    if line is None:
        process.wait()
        raise AssertionError(f"tracksrc view ended ({process.returncode}): " + "".join(errors))
    viewer = Viewer(line.strip(), process, errors)
    try:
        yield viewer
    finally:
        viewer.stop()
