"""Answers sized for an agent's context: a summary first, then one page.

A coding agent reads every character a tool returns, and a stream's
answers run to megabytes (a lineage with its ops, a 1 MB program). Every
tool answer is therefore an envelope: `summary` (one sentence: how much
there is, what this page holds, how to ask for the rest), `page`
(`cursor`, `limit`, `returned`, `total`, `next_cursor`: null when nothing
is left) and `result`, the command line's JSON (`tracksrc X --json`) with
its one long list (or text) cut to the page. Calling again with
`cursor=next_cursor` until it is null and joining the pages' lists gives
the command line's JSON whole; every other field is the same on each page.

A page holds at most `limit` items and, past its first item, at most
`BUDGET` characters of JSON: one item is never split, so an item longer
than the budget comes alone. Text (a program, an op) is paged by lines;
a line longer than `LINE_CHARS` is shortened on the page and said.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

from tracksrc.tables import counted

# Characters of JSON a page holds past its first item: about 8,000
# tokens, a small part of an agent's context.
BUDGET = 30_000
# A line of a dump can be hundreds of KB (an elided constant, a long
# location list): on a page it is cut to this many characters.
LINE_CHARS = 2_000

_T = TypeVar("_T")


def page(
    data: Any,
    field: str | None,
    cursor: int,
    limit: int,
    what: str,
    noun: str,
    plural: str | None = None,
) -> dict[str, Any]:
    """The envelope of the module docstring around `data`, the command
    line's JSON: a list (`field` None) or an object whose list `field` is
    cut to the page; `what` names the answer and `noun` (and its `plural`,
    if not `noun` + s) its items in the summary ("lineage of x.mlir:1:2",
    "row")."""
    items = data if field is None else data[field]
    chosen = _fit(items[cursor : cursor + limit], lambda item: len(json.dumps(item)))
    summary, window = _window(
        what, (noun, plural or noun + "s"), len(items), cursor, limit, len(chosen)
    )
    return {
        "summary": summary,
        "page": window,
        "result": chosen if field is None else {**data, field: chosen},
    }


def text_page(
    data: dict[str, Any], text: str, cursor: int, limit: int, what: str
) -> dict[str, Any]:
    """The envelope around `data` (the command line's JSON) with `text`
    cut to lines `cursor` (from 0) to `cursor + limit` as its `text`: at
    most `BUDGET` characters past the first line, a line longer than
    `LINE_CHARS` shortened (`page.shortened_lines` lists their numbers,
    from 1). The pages' texts joined with newlines are `text` whole."""
    lines = text.splitlines()
    # (number from 1, the line as shown, whether it was shortened)
    shown = [
        (number, f"{line[:LINE_CHARS]} ... ({len(line) - LINE_CHARS:,} more characters)", True)
        if len(line) > LINE_CHARS
        else (number, line, False)
        for number, line in enumerate(lines[cursor : cursor + limit], cursor + 1)
    ]
    chosen = _fit(shown, lambda entry: len(entry[1]) + 1)
    summary, window = _window(what, ("line", "lines"), len(lines), cursor, limit, len(chosen), 1)
    window["first_line"] = cursor + 1
    window["shortened_lines"] = [number for number, _, shortened in chosen if shortened]
    return {
        "summary": summary,
        "page": window,
        "result": {**data, "text": "\n".join(line for _, line, _ in chosen)},
    }


def _fit(candidates: list[_T], cost: Callable[[_T], int]) -> list[_T]:
    """The first of `candidates` whose `cost` (characters) fits `BUDGET`
    past the first: one is never split, so a long one comes alone."""
    chosen: list[_T] = []
    size = 0
    for candidate in candidates:
        spent = cost(candidate)
        if chosen and size + spent > BUDGET:
            break
        chosen.append(candidate)
        size += spent
    return chosen


def _window(
    what: str,
    nouns: tuple[str, str],
    total: int,
    cursor: int,
    limit: int,
    returned: int,
    first: int = 0,
) -> tuple[str, dict[str, Any]]:
    """The summary and the `page` object of `returned` items from `cursor`
    of `total` (asked: `limit`)."""
    end = cursor + returned
    next_cursor = end if end < total else None
    cut = f" (cut to fit {BUDGET:,} characters)" if returned < min(limit, total - cursor) else ""
    window = {
        "cursor": cursor,
        "limit": limit,
        "returned": returned,
        "total": total,
        "next_cursor": next_cursor,
    }
    return _summary(what, nouns, total, cursor, end, next_cursor, cut, first), window


def _summary(
    what: str,
    nouns: tuple[str, str],
    total: int,
    cursor: int,
    end: int,
    next_cursor: int | None,
    cut: str,
    first: int = 0,
) -> str:
    """`lineage of X: 102 rows; rows 0-9 here; 92 more: call again with
    cursor=10`; items are numbered from `first` (lines from 1, as editors
    and MLIR's diagnostics number them; list items from 0, as cursors)."""
    noun, plural = nouns
    if end <= cursor:
        held = f"none here (cursor {cursor:,} is at or past the end)"
    elif end - cursor == 1:
        held = f"{noun} {cursor + first:,} here{cut}"
    else:
        held = f"{plural} {cursor + first:,}-{end - 1 + first:,} here{cut}"
    rest = (
        "that is all"
        if next_cursor is None
        else f"{total - end:,} more: call again with cursor={next_cursor}"
    )
    return f"{what}: {counted(total, noun, plural)}; {held}; {rest}"
