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
from typing import Any

from tracksrc.tables import counted

# Characters of JSON a page holds past its first item: about 8,000
# tokens, a small part of an agent's context.
BUDGET = 30_000
# A line of a dump can be hundreds of KB (an elided constant, a long
# location list): on a page it is cut to this many characters.
LINE_CHARS = 2_000


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
    chosen: list[Any] = []
    size = 0
    for item in items[cursor : cursor + limit]:
        cost = len(json.dumps(item))
        if chosen and size + cost > BUDGET:
            break
        chosen.append(item)
        size += cost
    end = cursor + len(chosen)
    next_cursor = end if end < len(items) else None
    cut = (
        f" (cut to fit {BUDGET:,} characters)"
        if len(chosen) < min(limit, len(items) - cursor)
        else ""
    )
    return {
        "summary": _summary(
            what, (noun, plural or noun + "s"), len(items), cursor, end, next_cursor, cut
        ),
        "page": {
            "cursor": cursor,
            "limit": limit,
            "returned": len(chosen),
            "total": len(items),
            "next_cursor": next_cursor,
        },
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
    chosen: list[str] = []
    shortened: list[int] = []
    size = 0
    for number, line in enumerate(lines[cursor : cursor + limit], cursor + 1):
        long = len(line) > LINE_CHARS
        if long:
            line = f"{line[:LINE_CHARS]} ... ({len(line) - LINE_CHARS:,} more characters)"
        if chosen and size + len(line) + 1 > BUDGET:
            break
        chosen.append(line)
        size += len(line) + 1
        if long:
            shortened.append(number)
    end = cursor + len(chosen)
    next_cursor = end if end < len(lines) else None
    cut = (
        f" (cut to fit {BUDGET:,} characters)"
        if len(chosen) < min(limit, len(lines) - cursor)
        else ""
    )
    envelope: dict[str, Any] = {
        "summary": _summary(
            what, ("line", "lines"), len(lines), cursor, end, next_cursor, cut, first=1
        ),
        "page": {
            "cursor": cursor,
            "limit": limit,
            "returned": len(chosen),
            "total": len(lines),
            "next_cursor": next_cursor,
            "first_line": cursor + 1,
            "shortened_lines": shortened,
        },
        "result": {**data, "text": "\n".join(chosen)},
    }
    return envelope


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
