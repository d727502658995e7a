"""Debian's Chromium driven by Playwright, for the view's tests and its
benchmark: a page with its console errors and dialogs kept."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


@dataclass
class Tab:
    """A page of the view, and what went wrong in it."""

    page: Any
    errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    def open(self, url: str, fragment: str = "") -> None:
        """Open the view (its URL with the token) at `fragment`, and wait
        until it has restored what the fragment says."""
        self.page.goto(url + fragment)
        self.page.wait_for_selector("html[data-ready='1']", timeout=120_000)
        self.settle()

    def settle(self) -> None:
        """Wait until no request of the page is pending."""
        self.page.wait_for_selector("html[data-pending='0']", timeout=120_000)

    def panes(self) -> list[dict[str, Any]]:
        """Each pane's key, marked op ids and selection."""
        return self.page.evaluate(
            """() => [...document.querySelectorAll('#panes .pane')].map(pane => ({
                 key: pane.dataset.key,
                 marked: pane.dataset.marked === undefined ? null
                         : pane.dataset.marked.split('\\n').filter(Boolean),
                 sel: pane.dataset.sel || null,
                 focused: pane.classList.contains('focused'),
                 error: pane.dataset.error || null}))"""
        )


@dataclass
class Browser:
    """A running Chromium and the size of its pages."""

    browser: Any
    viewport: dict[str, int]


@contextmanager
def chromium(width: int = 1600, height: int = 950) -> Iterator[Browser]:
    """A browser; `new_tab(browser)` opens pages in it."""
    assert CHROMIUM, "the view's tests drive Debian's chromium: apt-get install chromium"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        try:
            yield Browser(launched, {"width": width, "height": height})
        finally:
            launched.close()


def new_tab(browser: Browser) -> Tab:
    """A page in a context of its own (its own cookies)."""
    context = browser.browser.new_context(viewport=browser.viewport)
    tab = Tab(context.new_page())
    tab.page.on("console", lambda m: tab.errors.append(m.text) if m.type == "error" else None)
    tab.page.on("pageerror", lambda exc: tab.errors.append(str(exc)))

    def dialog(shown: Any) -> None:
        tab.dialogs.append(shown.message)
        shown.dismiss()

    tab.page.on("dialog", dialog)
    return tab
