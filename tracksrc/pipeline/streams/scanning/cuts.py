"""Finding where a stream is cut: a compiler killed mid-print, a capture or
a download that stopped early.

Only the last stage of a file can be cut (stages are printed one after the
other). `find_cut` says whether one is, from its text alone: the compressed
file ends before its end marker; the text stops in the middle of a line
(MLIR ends every stage with a line end); the text ends inside a region, an
op or a bracket, or lacks location aliases its IR names (a `ParseError`
marked `cut` by the parser); or a stage header is followed by no operation.
The answer is an error at the cut (file:line:col, the last line, a caret
after its last character), or None for a whole stage.

A stage too long to parse at the scan (`find_long_cut`: tens of MB and
more, read a piece at a time) is checked without the parser: the
compressed file ends inside it, its text stops mid-line, or its regions
and brackets are left open (`Nesting`, strings and comments left out).

A stage whose IR a compiler note interrupts (`interrupted_by_note`: the
note's first line comes while an op is open) is no cut: it is an error at
the note, whatever `--allow-partial` says.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Callable

from tracksrc.errors import ParseError
from tracksrc.reading.ir import SourceText
from tracksrc.reading.parser import read_mlir_text

# A last stage longer than this is not parsed to see whether it is cut (a
# parse takes some twenty times the text's size): `find_long_cut` reads it.
PARSE_LIMIT = 16 << 20


def _at_end(source: SourceText, message: str) -> ParseError:
    end = len(source.text.rstrip())
    return source.error(
        message, end, "the rest of the stream, or --allow-partial to keep the whole stages", True
    )


def find_cut(
    text: str,
    name: str,
    first_line: int,
    label: str,
    compressed_cut: bool = False,
    in_stream: bool = True,
) -> ParseError | None:
    """Why the stage `label` with this text (starting at `first_line` of
    the file `name`) is cut short, or None if it is whole. `in_stream`: the
    stage comes from a print-ir stream, whose stages end with a line end
    and hold an operation."""
    source = SourceText(name, text, first_line)
    if compressed_cut:
        return _at_end(source, f"the compressed file ends early, inside {label} (cut short)")
    if in_stream and not text.endswith("\n"):
        return _at_end(source, f"the stream ends in the middle of a line of {label} (cut short?)")
    try:
        parsed = read_mlir_text(text, name, first_line=first_line)
    except ParseError as exc:
        if not exc.cut:
            return None  # malformed, not cut: reported when the stage is used
        last_line = first_line + text.rstrip().count("\n")
        if exc.line == last_line:
            return exc
        # Found away from the end (an alias the cut definitions lack): say
        # so at the cut.
        return _at_end(
            source,
            f"{label} is cut short: {exc.message} (line {exc.line}, column {exc.column})",
        )
    if in_stream and not parsed.module.children:
        return _at_end(source, f"{label} ends before its first operation (cut short?)")
    return None


# -- stages too long to parse at the scan ------------------------------------

_STRING = re.compile(rb'"(?:[^"\\\n]|\\.)*"')
_COMMENT = re.compile(rb"//[^\n]*")
# The rest of a string that began in an earlier piece, up to its closing
# quote, a line end, or a backslash ending the piece.
_STRING_REST = re.compile(rb'(?:[^"\\\n]|\\.)*')
_PAIRS = ((b"{", b"}"), (b"[", b"]"), (b"(", b")"))
# The bytes that start a character in UTF-8 (all but continuation bytes).
_NOT_STARTS = bytes(range(0x80, 0xC0))
_EXPECTED = "the rest of the stream, or --allow-partial to keep the whole stages"


# A line that starts an operation at the top level: not an alias (`#map`,
# `!type`), a comment, a blank line or an indented continuation.
_OPERATION_LINE = re.compile(rb'^[A-Za-z_%"]', re.MULTILINE)


class Nesting:
    """How deep in regions and brackets IR text leaves off, read a piece at
    a time, strings and comments left out, and whether it has begun an
    operation: the cut check of a stage too long to parse at the scan.
    Text that ends with one open, or before its first operation (in the
    aliases printed before it), is cut short; text that closes more than
    it opened (seen at the end of a piece) is malformed, not cut: that is
    reported when it is parsed."""

    def __init__(self) -> None:
        self.depth = [0, 0, 0]
        self.malformed = False
        self.operations = False
        self._line_start = True
        # The last piece ended inside a string or a comment (and right
        # after a backslash in the string).
        self._inside: str | None = None
        self._escaped = False
        # A `/` that ended the last piece: maybe half of a `//`.
        self._slash = b""

    @property
    def open(self) -> bool:
        """True if the text read so far leaves a region or bracket open."""
        return not self.malformed and any(self.depth)

    def feed(self, data: bytes) -> None:
        """Read the next piece of the text."""
        data, self._slash = self._slash + data, b""
        if not self.operations and data:
            # (A piece may start inside a line longer than a piece.)
            start = 0 if self._line_start else data.find(b"\n") + 1 or len(data)
            self.operations = _OPERATION_LINE.search(data, start) is not None
        self._line_start = data.endswith(b"\n") if data else self._line_start
        data = self._resume(data)
        last = data.rfind(b"\n") + 1
        # Whole lines: strings never span lines, comments run to the end.
        self._count(_COMMENT.sub(b"", _STRING.sub(b"", data[:last])))
        tail = _STRING.sub(b"", data[last:])
        comment = tail.find(b"//")
        quote = tail.find(b'"')
        if quote != -1 and (comment == -1 or quote < comment):
            self._count(tail[:quote])
            self._inside = "string"
            rest = tail[quote + 1 :]
            self._escaped = _STRING_REST.match(rest).end() < len(rest)  # type: ignore[union-attr]
        elif comment != -1:
            self._count(tail[:comment])
            self._inside = "comment"
        else:
            if tail.endswith(b"/"):
                tail, self._slash = tail[:-1], b"/"
            self._count(tail)

    def _resume(self, data: bytes) -> bytes:
        """`data` after the string or comment the last piece ended in."""
        if self._inside == "comment":
            newline = data.find(b"\n")
            if newline == -1:
                return b""
            self._inside = None
            return data[newline:]
        if self._inside == "string":
            start = 1 if self._escaped else 0
            self._escaped = False
            end = _STRING_REST.match(data, min(start, len(data))).end()  # type: ignore[union-attr]
            if end >= len(data):
                return b""
            if data[end : end + 1] == b"\\" and end + 1 == len(data):
                self._escaped = True
                return b""
            self._inside = None
            # A line end ends a string left open (malformed, not cut).
            return data[end + 1 :] if data[end : end + 1] != b"\n" else data[end:]
        return data

    def _count(self, text: bytes) -> None:
        for level, (opening, closing) in enumerate(_PAIRS):
            self.depth[level] += text.count(opening) - text.count(closing)
            if self.depth[level] < 0:
                self.malformed = True


def find_long_cut(
    read: Callable[[int, int], bytes],
    size: int,
    newlines: int,
    nesting: Nesting,
    name: str,
    first_line: int,
    label: str,
    compressed_cut: bool = False,
    in_stream: bool = True,
) -> ParseError | None:
    """`find_cut` for a stage too long to parse at the scan (`read`: its
    bytes by range, `size` of them, `newlines` in them; `nesting`: its IR
    read): the compressed file ends inside it, its text stops mid-line, it
    leaves a region or a bracket open, or it ends before its first op. (A
    stage cut inside the location aliases printed after its module is found
    cut when it is parsed.)"""
    if compressed_cut:
        message = f"the compressed file ends early, inside {label} (cut short)"
    elif in_stream and size and read(size - 1, size) != b"\n":
        message = f"the stream ends in the middle of a line of {label} (cut short?)"
    elif nesting.open:
        message = f"the text ends here, inside a region or an open bracket of {label} (cut short?)"
    elif in_stream and not nesting.operations:
        message = f"{label} ends before its first operation (cut short?)"
    else:
        return None
    return _error_at_end(read, size, newlines, name, first_line, message)


def _error_at_end(
    read: Callable[[int, int], bytes],
    size: int,
    newlines: int,
    name: str,
    first_line: int,
    message: str,
) -> ParseError:
    """An error just after the last character of a long text that is not
    blank (as `_at_end` gives for a text held), read back from its end."""
    end = size
    while end > 0:
        start = max(0, end - (1 << 20))
        kept = read(start, end).rstrip()
        if kept:
            end = start + len(kept)
            break
        end = start
    line = first_line + newlines - _newlines(read, end, size)
    parts: list[bytes] = []
    characters = 0
    held = 0
    position = end
    while position > 0:
        start = max(0, position - (1 << 20))
        block = read(start, position)
        newline = block.rfind(b"\n")
        block = block[newline + 1 :]
        characters += len(block) - len(block.translate(None, _NOT_STARTS))
        held += len(block)
        # A line of more than a few megabytes is counted, not shown.
        parts = [block, *parts] if held <= 4 << 20 else []
        if newline != -1:
            break
        position = start
    if held > 4 << 20:
        message += f" (at the end of a line of {characters:,} characters)"
    text = b"".join(parts).decode("utf-8", errors="surrogateescape")
    return ParseError(message, name, line, characters + 1, text, _EXPECTED, True)


def _newlines(read: Callable[[int, int], bytes], start: int, end: int) -> int:
    count = 0
    while start < end:
        count += read(start, min(end, start + (1 << 20))).count(b"\n")
        start += 1 << 20
    return count


# -- IR that a note interrupts -----------------------------------------------

# A line at the top level that opens a region or a bracket it leaves open.
_OPENING_LINE = re.compile(rb"^[^\s}#!/].*[{(\[][ \t]*\r?$", re.MULTILINE)
# A top-level line that is no alias definition (nor a comment): an op's.
_TOP_LEVEL_OP_LINE = re.compile(rb"^[^\s#!/]", re.MULTILINE)


def left_open(data: bytes, start: int, end: int) -> bool:
    """Whether IR text (`data[start:end]`: a stage's, up to where a note
    begins) is not whole: it leaves a region or a bracket open, or it holds
    alias definitions but no op yet (MLIR prints a stage's aliases with its
    op, never alone). MLIR indents what is inside an op: IR whose last line
    is at the top level and opens nothing is whole, read no further; else
    its brackets are counted (`Nesting`)."""
    stop = end
    while stop > start and data[stop - 1] in b" \t\r\n":
        stop -= 1
    if stop == start:
        return False
    line_start = max(data.rfind(b"\n", start, stop) + 1, start)
    last = data[line_start:stop]
    if last[:1] in (b"#", b"!") and _TOP_LEVEL_OP_LINE.search(data, start, stop) is None:
        return True
    if not last[:1].isspace() and not last.endswith((b"{", b"(", b"[", b",")):
        return False
    nesting = Nesting()
    nesting.feed(data[start:end])
    return nesting.open


def interrupted_by_note(
    ir: bytes | None,
    note_line: str,
    name: str,
    line: int,
    first_line: int,
    label: str,
    kind: str,
) -> ParseError:
    """The error for a note (of `kind`, its first line `note_line` at
    `line` of the file `name`) that comes inside an op of a stage's IR
    (`ir`, starting at `first_line`, when held: the op still open is named
    from it)."""
    where = ""
    if ir is not None:
        last = collections.deque(_OPENING_LINE.finditer(ir), maxlen=1)
        if last:
            opening = last[0]
            text = opening.group().decode("utf-8", errors="replace").strip()
            if len(text) > 60:
                text = text[:57] + "..."
            at = first_line + ir.count(b"\n", 0, opening.start())
            where = f": `{text}` (line {at}) is still open"
        elif _TOP_LEVEL_OP_LINE.search(ir) is None:
            where = ": its aliases are printed, its operation not yet"
    return ParseError(
        f"a compiler note ({kind}) interrupts the IR of {label}{where}; "
        "a note comes after a stage's IR, never inside it",
        name,
        line,
        1,
        note_line,
        "the rest of the stage's IR before any compiler note",
    )


def note_interrupts(
    window: bytes, body: int, stage_end: int, kind: str, name: str, first_line: int, label: str
) -> ParseError | None:
    """The error when the note (of `kind`) that ends a stage's IR at
    `stage_end` of `window` (the stage's bytes from its header, at line
    `first_line` of the file `name`; its IR from `body`) comes while an op
    is open (`interrupted_by_note`); None when the IR before it is whole."""
    if not left_open(window, body, stage_end):
        return None
    note_end = window.find(b"\n", stage_end)
    return interrupted_by_note(
        window[body:stage_end],
        window[stage_end : note_end if note_end != -1 else len(window)].decode(
            "utf-8", errors="replace"
        ),
        name,
        first_line + window.count(b"\n", 0, stage_end),
        first_line + window.count(b"\n", 0, body),
        label,
        kind,
    )
