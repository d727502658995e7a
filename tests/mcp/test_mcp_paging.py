"""The MCP face's parts that need no client: pages sized for an agent's
context, and the main thread that runs calls and interrupts cancelled
ones."""

from __future__ import annotations

import asyncio
import json
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
from conftest import MNIST

from tracksrc.mcp.paging import BUDGET, LINE_CHARS, page, text_page
from tracksrc.mcp.worker import CallCancelled, CallInterrupted, QueryThread


def test_pages_join_back_to_the_whole_list() -> None:
    data = {"query": "q", "rows": [{"n": number, "pad": "x" * 900} for number in range(100)]}
    joined: list[Any] = []
    cursor: int | None = 0
    pages = 0
    while cursor is not None:
        answer = page(data, "rows", cursor, 50, "lineage of q", "row")
        assert answer["result"]["query"] == "q"
        rows = answer["result"]["rows"]
        assert sum(len(json.dumps(row)) for row in rows) <= BUDGET
        joined.extend(rows)
        cursor = answer["page"]["next_cursor"]
        pages += 1
    assert joined == data["rows"] and pages == 4  # about 32 rows fit a page
    first = page(data, "rows", 0, 50, "lineage of q", "row")
    assert first["summary"] == (
        "lineage of q: 100 rows; rows 0-31 here (cut to fit 30,000 characters); "
        "68 more: call again with cursor=32"
    )
    assert (
        page(data, "rows", 99, 50, "w", "row")["summary"] == "w: 100 rows; row 99 here; that is all"
    )
    past = page(data, "rows", 500, 50, "w", "row")
    assert past["result"]["rows"] == [] and past["page"]["next_cursor"] is None
    assert "none here" in past["summary"]


def test_an_item_longer_than_a_page_comes_alone_and_whole() -> None:
    items = ["a" * (BUDGET * 2), "b", "c"]
    answer = page(items, None, 0, 10, "things", "thing")
    assert answer["result"] == [items[0]] and answer["page"]["next_cursor"] == 1
    assert page(items, None, 1, 10, "things", "thing")["result"] == ["b", "c"]


def test_text_pages_by_lines_with_long_lines_shortened() -> None:
    lines = [f"line {number}" for number in range(1, 501)]
    lines[10] = "y" * (LINE_CHARS + 5)
    text = "\n".join(lines) + "\n"
    answer = text_page({"stage": 3}, text, 0, 100, "the program")
    assert answer["result"]["stage"] == 3
    shown = answer["result"]["text"].splitlines()
    assert len(shown) == 100 and shown[0] == "line 1"
    assert shown[10] == "y" * LINE_CHARS + " ... (5 more characters)"
    assert answer["page"]["shortened_lines"] == [11] and answer["page"]["first_line"] == 1
    assert answer["summary"] == (
        "the program: 500 lines; lines 1-100 here; 400 more: call again with cursor=100"
    )
    rest = text_page({}, text, 100, 1000, "the program")
    assert rest["result"]["text"] == "\n".join(lines[100:])
    assert rest["page"]["next_cursor"] is None


def _served(queries: QueryThread, calls: Callable[[], None]) -> threading.Thread:
    """Run `calls` on another thread while this (the main) thread serves
    them, as the protocol thread does; stop when they are done."""

    def client() -> None:
        try:
            calls()
        finally:
            queries.stop()

    thread = threading.Thread(target=client)
    thread.start()
    queries.serve()
    thread.join()
    return thread


def _busy(seconds: float) -> Callable[[], str]:
    def run() -> str:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            pass
        return "done"

    return run


def test_calls_run_on_the_main_thread_in_turn() -> None:
    queries = QueryThread()
    results: list[Any] = []

    def calls() -> None:
        first = queries.submit(threading.get_ident)
        second = queries.submit(lambda: 1 / 0)
        results.extend([first.result(), second.exception()])

    _served(queries, calls)
    assert results[0] == threading.get_ident()
    assert isinstance(results[1], ZeroDivisionError)


def test_a_cancelled_call_is_interrupted_and_the_next_runs() -> None:
    queries = QueryThread()
    seen: dict[str, Any] = {}

    def calls() -> None:
        slow = queries.submit(_busy(30))
        queued = queries.submit(lambda: "never")
        time.sleep(0.3)
        started = time.monotonic()
        queries.cancel(queued)
        queries.cancel(slow)
        seen["slow"] = slow.exception(timeout=10)
        seen["took"] = time.monotonic() - started
        seen["queued"] = queued.cancelled()
        seen["next"] = queries.submit(lambda: "next").result(timeout=10)

    _served(queries, calls)
    assert isinstance(seen["slow"], CallInterrupted) and str(seen["slow"]) == "interrupted"
    assert seen["took"] < 5 and seen["queued"] and seen["next"] == "next"


def test_a_cancel_that_arrives_late_runs_the_next_call_again() -> None:
    """A cancel signal sent just as its call ended may reach the next call:
    that call runs again, whole."""
    queries = QueryThread()
    runs: list[int] = []
    done: Future[Any] = Future()

    def next_call() -> str:
        runs.append(1)
        if len(runs) == 1:
            queries._cancelled = object()  # type: ignore[assignment]  # another call's
            raise CallCancelled
        return "whole"

    def calls() -> None:
        done.set_result(queries.submit(next_call).result(timeout=10))

    _served(queries, calls)
    assert done.result() == "whole" and len(runs) == 2


def test_ctrl_c_while_no_call_runs_ends_serving() -> None:
    # (With Python's own handler, as a process started from a terminal has
    # it: one started in the background by a shell without job control
    # ignores SIGINT.)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        queries = QueryThread()
        timer = threading.Timer(0.2, lambda: _interrupt_main())
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            queries.serve()
        timer.join()
    finally:
        signal.signal(signal.SIGINT, previous)


def _interrupt_main() -> None:
    signal.pthread_kill(threading.main_thread().ident or 0, signal.SIGINT)


def test_a_call_leaves_no_stage_parsed(tmp_path: Path) -> None:
    # A server answering for hours would otherwise hold every stage any
    # call parsed (a program is composed from many prints).
    from tracksrc.mcp.served import Served
    from tracksrc.mcp.server import _tool
    from tracksrc.mcp.tools import Tools
    from tracksrc.pipeline.streams.opening import open_pipeline

    pipeline = open_pipeline(MNIST / "mnist_like.after_all.mlir.xz", cache=tmp_path)
    tools = Tools(Served(pipeline, ["mnist_like.after_all.mlir.xz"]))
    queries = QueryThread()
    show_op = _tool(queries, tools.show_op, tools.served)
    program = _tool(queries, tools.program, tools.served)
    answers: list[Any] = []

    def calls() -> None:
        answers.append(asyncio.run(show_op(op="%0", stage=40)))
        answers.append(asyncio.run(program(stage=300)))

    _served(queries, calls)
    assert [answer.is_error for answer in answers] == [False, False]
    assert "%0" in answers[0].structured_content["result"]["text"]
    assert not [stage.number for stage in pipeline.stages if stage._index is not None]
