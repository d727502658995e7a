"""A JSON document walked as a stream: objects' keys and arrays' elements
one at a time, the values wanted decoded and the others skipped, so that
a document of gigabytes (rocprofv3's `--output-format json`, a long
torch.profiler trace) is never held whole.

The text arrives in pieces (`documents.text_pieces`) into a buffer that
is dropped as it is consumed. A value is decoded with
`json.JSONDecoder.raw_decode` on the buffer; when the buffer ends inside
the value, more text is read and the value decoded again (a number or a
string cut at the buffer's end is never taken as whole). A value skipped
is scanned for its strings and brackets only (balanced and paired: `[}`
is an error), not decoded, so that a large array nobody reads costs no
memory. Errors are `ParseError`s at the line and column of the document,
with a window of the line (a one-line document of 40 MB is shown around
the column), and say when the document ends too soon (cut short).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.profiles.documents import whole_text

_SPACE = re.compile(r"[ \t\n\r]*")
# The tokens a skipped value is scanned for: a string (its closing quote
# missing when the buffer ends inside it) or a bracket.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?P<close>")?|[\[\]{}]', re.DOTALL)
_PAIRS = {"]": "[", "}": "{"}
# A decoding error this close to the buffer's end may be the buffer's end.
_SLACK = 64
# The buffer is compacted when this much of it has been consumed.
_COMPACT = 4 << 20


class JsonStream:
    """A JSON document read from `pieces` of text; `name` names the file in
    errors (see the module docstring)."""

    def __init__(self, name: str, pieces: Iterator[str]) -> None:
        self.name = name
        self._pieces = pieces
        self._buffer = ""
        self._pos = 0
        self._eof = False
        self._decoder = json.JSONDecoder()
        # For messages: the line number of the buffer's first character,
        # and the column (0-based) it has in its line.
        self._line = 1
        self._column = 0
        # How many characters of the document were dropped from the buffer.
        self._offset = 0

    @classmethod
    def over_text(cls, name: str, text: str) -> JsonStream:
        """A stream of a document already in memory (for its errors)."""
        stream = cls(name, iter(()))
        stream._buffer = text
        stream._eof = True
        return stream

    # -- reading ---------------------------------------------------------

    def _more(self, at_least: int = 1) -> bool:
        """Read at least `at_least` more characters into the buffer (fewer at
        the end of the document); whether any was read."""
        self._compact()
        got = 0
        while got < at_least and not self._eof:
            piece = next(self._pieces, None)
            if piece is None:
                self._eof = True
                break
            self._buffer += piece
            got += len(piece)
        return got > 0

    def _compact(self) -> None:
        """Drop the consumed part of the buffer, keeping count of its lines."""
        if self._pos < _COMPACT:
            return
        dropped = self._buffer[: self._pos]
        newlines = dropped.count("\n")
        if newlines:
            self._line += newlines
            self._column = len(dropped) - dropped.rfind("\n") - 1
        else:
            self._column += len(dropped)
        self._buffer = self._buffer[self._pos :]
        self._offset += self._pos
        self._pos = 0

    def peek(self) -> str:
        """The next character after white space ('' at the document's end)."""
        while True:
            self._pos = _SPACE.match(self._buffer, self._pos).end()  # type: ignore[union-attr]
            if self._pos < len(self._buffer):
                return self._buffer[self._pos]
            if not self._more():
                return ""

    def expect(self, char: str, expected: str) -> None:
        """Consume `char` (after white space), else an error."""
        found = self.peek()
        if found != char:
            raise self._unexpected(found, expected)
        self._pos += 1

    def value(self, expected: str = "a JSON value") -> Any:
        """The next value, decoded."""
        if not self.peek():
            raise self._unexpected("", expected)
        while True:
            try:
                decoded, end = self._decoder.raw_decode(self._buffer, self._pos)
            except json.JSONDecodeError as exc:
                unterminated = exc.msg.startswith("Unterminated string")
                near_end = exc.pos >= len(self._buffer) - _SLACK
                # (Where, in the document: reading more may drop the
                # buffer's start.)
                position = self._offset + exc.pos
                if (unterminated or near_end) and self._more(self._wanted()):
                    continue
                offset = position - self._offset
                if self._eof and (unterminated or offset >= len(self._buffer.rstrip())):
                    message = "the document ends inside a value (a file cut short?)"
                    raise self.error_at(offset, message, expected, cut=True) from None
                raise self.error_at(offset, _message(exc.msg), expected) from None
            except RecursionError:
                raise self.error_at(self._pos, "a value nested too deeply", expected) from None
            if end >= len(self._buffer) and not self._eof and self._more():
                continue  # a number at the buffer's end may go on
            self._pos = end
            return decoded

    def _wanted(self) -> int:
        """How much more to read for a value that did not fit: as much as
        the buffer holds of it already, so that re-decoding stays linear."""
        return max(1 << 20, len(self._buffer) - self._pos)

    def skip(self) -> None:
        """Skip the next value without decoding it (see the module docstring)."""
        first = self.peek()
        if first not in ("[", "{"):
            self.value()
            return
        stack: list[str] = []
        while True:
            match = _TOKEN.search(self._buffer, self._pos)
            if match is None or (match.group("close") is None and match.group()[0] == '"'):
                # The buffer ends before the next token, or inside a string.
                if match is not None:
                    self._pos = match.start()
                else:
                    self._pos = len(self._buffer)
                if not self._more(self._wanted() if match is not None else 1):
                    raise self.error_at(
                        len(self._buffer),
                        "the document ends inside a value (a file cut short?)",
                        "the rest of the value",
                        cut=True,
                    )
                continue
            token = match.group()
            self._pos = match.end()
            if token in "[{":
                stack.append(token)
            elif token in "]}":
                if not stack or stack.pop() != _PAIRS[token]:
                    raise self.error_at(match.start(), f"unmatched `{token}`", "a balanced value")
                if not stack:
                    return

    def string(self, expected: str) -> str:
        """The next value, which must be a string."""
        at = self.position()
        decoded = self.value(expected)
        if not isinstance(decoded, str):
            raise self.error_at_position(at, "not a string", expected)
        return decoded

    def keys(self, what: str) -> Iterator[str]:
        """The keys of the object that comes next (`what` names it in
        errors); after each key, the caller reads or skips its value."""
        self.expect("{", f"{what} (an object)")
        if self.peek() == "}":
            self._pos += 1
            return
        while True:
            key = self.string(f"a key of {what} (a string)")
            self.expect(":", f"`:` after a key of {what}")
            yield key
            # (The caller has read or skipped the key's value by now.)
            separator = self.peek()
            if separator == "}":
                self._pos += 1
                return
            if separator != ",":
                raise self._unexpected(separator, f"`,` or `}}` after a value of {what}")
            self._pos += 1

    def elements(self, what: str) -> Iterator[int]:
        """The indices of the array that comes next (`what` names it); at
        each, the caller reads or skips the element."""
        self.expect("[", f"{what} (an array)")
        if self.peek() == "]":
            self._pos += 1
            return
        index = 0
        while True:
            yield index
            index += 1
            separator = self.peek()
            if separator == "]":
                self._pos += 1
                return
            if separator != ",":
                raise self._unexpected(separator, f"`,` or `]` after an element of {what}")
            self._pos += 1

    def end(self) -> None:
        """The document is over: nothing but white space may follow."""
        found = self.peek()
        if found:
            raise self._unexpected(found, "the end of the document after its value")

    def position(self) -> int:
        """Where the next value starts in the document (for
        `error_at_position` once it is read)."""
        self.peek()
        return self._offset + self._pos

    # -- errors ----------------------------------------------------------

    def error_at_position(
        self, position: int, message: str, expected: str, field: str | None = None
    ) -> ParseError:
        """An error in the value that started at `position` (from
        `position`) and was just read (the buffer still holds it): at its
        `field` where it has one, else at its start."""
        offset = max(0, position - self._offset)
        if field is not None:
            found = self._buffer.find(f'"{field}"', offset, self._pos)
            offset = found if found >= 0 else offset
        return self.error_at(offset, message, expected)

    def _unexpected(self, found: str, expected: str) -> ParseError:
        if not found:
            return self.error_at(
                len(self._buffer),
                "the document ends too soon (a file cut short?)",
                expected,
                cut=True,
            )
        return self.error_at(self._pos, f"unexpected `{found}`", expected)

    def error_at(self, offset: int, message: str, expected: str, cut: bool = False) -> ParseError:
        """An error at `offset` of the buffer: its line and column in the
        document, and a window of its line around it."""
        line_start = self._buffer.rfind("\n", 0, offset) + 1
        line = self._line + self._buffer.count("\n", 0, offset)
        # A line that began before the buffer did: its dropped columns.
        base = self._column if line_start == 0 else 0
        column = base + offset - line_start + 1
        line_end = self._buffer.find("\n", offset)
        window_start = max(line_start, offset - 100)
        window_end = min(offset + 100, len(self._buffer) if line_end < 0 else line_end)
        window = self._buffer[window_start:window_end]
        text_column = base + window_start - line_start + 1
        return ParseError(message, self.name, line, column, window, expected, cut, text_column)


def load_document(path: Path, name: str, what: str) -> Any:
    """A small JSON document (`what`: Proton's tree, Google Benchmark's
    report) decoded whole; an error at its line and column if it is not
    JSON, saying so when it ends too soon (see `documents.whole_text` for
    the limit on its size)."""
    text = whole_text(path, what)
    if not text.strip():
        raise TracksrcError(f"{name}: the file is empty: no {what}")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        stream = JsonStream.over_text(name, text)
        cut = exc.msg.startswith("Unterminated string") or exc.pos >= len(text.rstrip())
        message = "the document ends too soon (a file cut short?)" if cut else _message(exc.msg)
        raise stream.error_at(exc.pos, message, f"a {what} (JSON)", cut) from None
    except RecursionError:
        raise TracksrcError(f"{name}: not a {what}: its JSON is nested too deeply") from None


def _message(msg: str) -> str:
    """json's message, in the words of the other errors."""
    msg = msg.removesuffix(" starting at")
    return msg[0].lower() + msg[1:] if msg else "not JSON"
