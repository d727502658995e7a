"""Errors reported to users: where the input is wrong and what was expected.

Every problem in an input file becomes a `ParseError` that prints as a
compiler would: `file:line:col: error: message`, the offending line, a caret
under the column and what was expected. Long lines (dumps have lines of
hundreds of KB) are cut to a window around the column. Text from the input
shows its control characters as escapes (`tracksrc.safe_text`), the caret
still under its column.
"""

from __future__ import annotations

from typing import Any

from tracksrc.safe_text import visible_line

_WINDOW = 100

# The exit status of every command given input it cannot use.
EXIT_BAD_INPUT = 2
# A bug of tracksrc itself (sysexits' EX_SOFTWARE).
EXIT_INTERNAL_ERROR = 70


# The most of a message shown: one that quotes an argument whole (a 1 MB
# `--loc`) would fill a terminal, or an MCP client's page budget.
MESSAGE_LIMIT = 4000


def bounded(message: str, limit: int = MESSAGE_LIMIT) -> str:
    """`message`, or its start and end with how much was left out between
    them, when it is longer than `limit` characters."""
    if len(message) <= limit:
        return message
    head, tail = message[: limit * 2 // 3], message[-(limit // 4) :]
    return f"{head} ... ({len(message) - len(head) - len(tail):,} characters left out) ... {tail}"


def failure_message(exc: BaseException) -> str:
    """The one message a command gives for what stopped it, in every face
    (the command line, the MCP server's tool errors): a `TracksrcError`'s
    own (file:line:col, the line, a caret, what was expected); a bad value
    (`ValueError`) or a file that cannot be read or written (`OSError`) as
    `tracksrc: error: ...`; anything else is a bug of tracksrc, said in one
    line with where to find its traceback."""
    if isinstance(exc, TracksrcError):
        return bounded(str(exc))
    if is_input_error(exc):
        return bounded(f"tracksrc: error: {exc}")
    return (
        f"tracksrc: internal error: {type(exc).__name__}: {visible_line(str(exc))[:300]} "
        "(a bug in tracksrc: please report it with the command; "
        "TRACKSRC_LOG_LEVEL=6 prints the traceback)"
    )


def is_input_error(exc: BaseException) -> bool:
    """Whether `exc` is about the input or the user's words, not a bug:
    a `TracksrcError`, a `ValueError` or an `OSError`."""
    return isinstance(exc, (TracksrcError, ValueError, OSError))


class TracksrcError(Exception):
    """Base class of the errors tracksrc reports to users without a traceback."""


class ParseError(TracksrcError):
    """Malformed input at a known place in a file."""

    def __init__(
        self,
        message: str,
        filename: str,
        line: int,
        column: int,
        line_text: str,
        expected: str | None = None,
        cut: bool = False,
        text_column: int = 1,
    ) -> None:
        self.message = message
        self.filename = filename
        self.line = line
        self.column = column
        self.line_text = line_text
        self.expected = expected
        # The input ends before the construct does: a dump cut short (a
        # killed compiler, a cut download), not a malformed one.
        self.cut = cut
        # The column of the line where `line_text` starts: a line of hundreds
        # of MB (a tensor of a trace) is given as a window around the column.
        self.text_column = text_column
        super().__init__(self.format())

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from its parts (not from the formatted text) when it comes
        # back from a worker process.
        return (
            type(self),
            (
                self.message,
                self.filename,
                self.line,
                self.column,
                self.line_text,
                self.expected,
                self.cut,
                self.text_column,
            ),
        )

    def format(self) -> str:
        """The full multi-line report."""
        snippet, caret_column = _window(self.line_text, self.column - self.text_column + 1)
        if self.text_column > 1:
            snippet, caret_column = "..." + snippet, caret_column + 3
        lines = [
            visible_line(f"{self.filename}:{self.line}:{self.column}: error: {self.message}"),
            f"  {snippet}",
            "  " + " " * (caret_column - 1) + "^",
        ]
        if self.expected:
            lines.append(visible_line(f"  expected {self.expected}"))
        return "\n".join(lines)


def _window(line_text: str, column: int) -> tuple[str, int]:
    """Cut a long line to a window around `column`, control characters made
    visible; tabs become spaces so the caret lines up."""
    line_text = line_text.replace("\t", " ")
    column = max(column, 1)
    if len(line_text) <= 2 * _WINDOW:
        start, end, prefix, suffix = 0, len(line_text), "", ""
    else:
        start = max(0, column - 1 - _WINDOW // 2)
        end = min(len(line_text), start + _WINDOW)
        prefix = "..." if start > 0 else ""
        suffix = "..." if end < len(line_text) else ""
    before = visible_line(line_text[start : column - 1])
    shown = prefix + before + visible_line(line_text[column - 1 : end]) + suffix
    return shown, len(prefix) + len(before) + 1
