"""Regular expressions a user gives (`stages --regex`, the MCP server's
`stages` tool, `pipe.stages.filter(regex=...)`), matched in linear time.

Python's `re` backtracks: a pattern such as `^(.|.)*!` takes exponential
time on a long enough text, inside C code that neither a cancel nor
Ctrl-C interrupts (it froze the MCP server for good). A user's pattern is
compiled with RE2 (the `google-re2` package: Google's automaton engine,
linear in the text, no backtracking) instead. RE2 has no backreferences
and no lookaround; a pattern using them is an error saying so.
"""

from __future__ import annotations

from typing import Protocol

import re2

from tracksrc.errors import TracksrcError
from tracksrc.safe_text import visible_line

_OPTIONS = re2.Options()
_OPTIONS.log_errors = False  # (the reason is in the error, said once)


class Pattern(Protocol):
    """What is asked of a compiled pattern."""

    def search(self, text: str) -> object | None:
        """A match of the pattern in `text`, or None."""


def user_pattern(text: str, what: str = "--regex") -> Pattern:
    """`text` compiled for matching in linear time; an error naming `what`
    (the option that gave it) and why it cannot be."""
    try:
        return re2.compile(text, options=_OPTIONS)  # type: ignore[no-any-return]
    except re2.error as exc:
        reason = exc.args[0].decode("utf-8", "replace") if exc.args else "not a pattern"
        raise TracksrcError(
            f"tracksrc: error: {what} {visible_line(text)[:200]!r}: {visible_line(reason)[:200]} "
            "(patterns are matched in linear time, as RE2 does: no backreferences or lookaround)"
        ) from None
