"""The view's other faces and its pages: `view()` in the shell and in the
package face, with README's signature; and the pages themselves, plain
modules that never build markup from text, run no inline script or style
and load nothing from elsewhere."""

from __future__ import annotations

import inspect
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path

from conftest import MNIST, ROOT

import tracksrc
from tracksrc.view import launch

STATIC = ROOT / "tracksrc" / "view" / "static"
VIEW_PAGE = (ROOT / "docs" / "view.md").read_text(encoding="utf-8")


def test_the_api_name_is_the_view_with_readmes_signature() -> None:
    assert tracksrc.view is launch.view or callable(tracksrc.view)
    assert "view" in tracksrc.__all__
    parameters = inspect.signature(launch.view).parameters
    assert list(parameters)[:5] == ["pipe", "pipe_b", "port", "host", "browser"]
    assert parameters["host"].default == "127.0.0.1" and parameters["browser"].default is True
    assert parameters["port"].kind is inspect.Parameter.KEYWORD_ONLY
    assert parameters["traces"].default is None
    assert (
        'view(pipe, pipe_b=None, *, port=None,\nhost="127.0.0.1", browser=True, traces=None,\n'
        "profiles=None, profiles_b=None)" in VIEW_PAGE
    )
    # The package is callable too, whichever of the two was imported first.
    import tracksrc.view as package

    assert callable(package)


def test_the_shells_view_has_the_same_signature(summary_cache: Path) -> None:
    from tracksrc.shell.session import Session

    pipeline = tracksrc.open_pipeline(MNIST / "mnist_like.after_all.mlir.xz")
    session = Session(pipeline.stage(0), pipeline=pipeline)
    parameters = inspect.signature(session.namespace()["view"]).parameters
    assert list(parameters) == [
        "pipe",
        "pipe_b",
        "port",
        "host",
        "browser",
        "traces",
        "profiles",
        "profiles_b",
    ]
    assert parameters["pipe"].default is None  # (the session's)


def test_view_in_the_shell_serves_until_ctrl_c(summary_cache: Path) -> None:
    """`tracksrc track-src --pipeline STREAM -c 'view(browser=False)'`: the
    session's pipeline served; Ctrl-C ends it as it ends any command."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tracksrc",
            "track-src",
            "--pipeline",
            "mnist_like.after_all.mlir.xz",
            "-c",
            "view(browser=False, port=0)",
        ],
        cwd=MNIST,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(
        target=lambda: [lines.put(line) for line in process.stdout or []], daemon=True
    ).start()
    try:
        url = ""
        while not url.startswith("http://127.0.0.1:"):
            url = lines.get(timeout=300).strip()
        base, token = url.split("/?token=")
        request = urllib.request.Request(base + "/api/session", headers={"X-Tracksrc-Token": token})
        with urllib.request.urlopen(request, timeout=60) as answer:
            assert b'"stages":1783' in answer.read()
    finally:
        process.send_signal(signal.SIGINT)
        status = process.wait(timeout=60)
    assert status == 130
    assert "interrupted" in (process.stderr.read() if process.stderr else "")


def _pages() -> dict[str, str]:
    return {page.name: page.read_text(encoding="utf-8") for page in sorted(STATIC.iterdir())}


def test_the_page_runs_no_inline_script_or_style() -> None:
    html = _pages()["index.html"]
    scripts = re.findall(r"<script\b[^>]*>(.*?)</script>", html, re.DOTALL)
    assert scripts == [""]
    assert re.findall(r"<script\b[^>]*>", html) == ['<script type="module" src="/static/main.js">']
    assert not re.search(r"\sstyle\s*=", html)
    assert not re.search(r"\son[a-z]+\s*=", html, re.IGNORECASE)
    assert "<style" not in html


def test_the_modules_never_build_markup_from_text() -> None:
    """Dump text reaches the page as text only: no module writes HTML,
    evaluates text or sets an inline style or handler attribute."""
    forbidden = re.compile(
        r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|"
        r"setAttribute\(\s*[\"'](?:on|style)|\.cssText|srcdoc|javascript:"
    )
    for name, text in _pages().items():
        if name.endswith(".js"):
            assert not forbidden.search(text), (name, forbidden.search(text))
            assert text.count("\n") <= 500, name


def test_the_pages_load_nothing_from_elsewhere() -> None:
    pages = _pages()
    used = {"index.html"}
    for name, text in pages.items():
        assert not re.search(r"https?://", text.replace("http://127.0.0.1", "")), name
        for imported in re.findall(r"""from\s+["']\./([\w.-]+)["']""", text):
            assert imported in pages, (name, imported)
            used.add(imported)
        for linked in re.findall(r"""(?:src|href)="/static/([\w.-]+)\"""", text):
            assert linked in pages, (name, linked)
            used.add(linked)
    assert used == set(pages), f"pages nothing loads: {set(pages) - used}"
