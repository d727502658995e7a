"""What each note kind may hold after its first line (see
`tracksrc.reading.notes`): the line shapes of the strict kinds (pass
statistics, execution time reports, tracebacks, Python warnings, crash
reports, a program's output, LLVM IR) and where a note of such a kind
ends; an error at the first line it cannot hold."""

from __future__ import annotations

import json
import re

from tracksrc.errors import ParseError
from tracksrc.reading.pass_reports import STATISTIC_LINE, TIMER_LINE, TOTAL_TIME_LINE

# What each strict kind may hold after its first line.
_PASS_NAME_LINE = re.compile(r"[ \t]*[^\s(].*")
_COLUMN_TITLES = re.compile(
    r"[ \t]*(?:-+(?:User|Wall|System|User\+System) Time-+[ \t]*)+-+[ \t]*Name[ \t]*-+"
)
_CRASH_LINE = re.compile(
    r"[ \t]*(?:#\d+ 0x[0-9a-fA-F]+.*|\d+\.[ \t].*|Stack dump.*|PLEASE .*|\S+: \S+:\d+: .*"
    r"Assertion `.*' failed\.|Aborted.*|Segmentation fault.*|\S*(?:crash|symbolizer).*)"
)
_RUNTIME_LINE = re.compile(r"(?:EXEC @.*|result\[\d+\]: .*|[\w?]+(?:x[\w?]+)*=.*)")
_EXCEPTION_LINE = re.compile(r"[A-Za-z_][\w.]*(?::.*)?")
# A name of LLVM IR: `[-a-zA-Z$._][-a-zA-Z$._0-9]*`, a number or quoted.
_LLVM_NAME = r'(?:[-A-Za-z$._][-\w$.]*|\d+|"(?:[^"\\]|\\.)*")'
# The lines LLVM's AsmWriter prints for a module or a function: the module's
# header, `module asm`, types, comdats, globals and aliases, functions
# (`define`/`declare`, their block labels, indented instructions, `}`),
# use-list orders, attribute groups, metadata and summaries; comments, a
# blank line. (The first line of a labelled print is its opener.)
LLVM_IR_LINE = re.compile(
    r"(?:"
    r"|[ \t]+\S.*"  # an instruction, an indented comment, a debug record
    r"|;.*"
    r"|(?:define|declare)[ \t].*"
    r"|\}"
    rf"|{_LLVM_NAME}:(?:[ \t]+;.*)?"  # a block label, `; preds = ...`
    r"|(?:source_filename|target datalayout|target triple) = \".*\""
    r"|module asm \".*\""
    rf"|%{_LLVM_NAME} = type .*"
    rf"|\${_LLVM_NAME} = comdat .*"
    rf"|@{_LLVM_NAME} = .*"
    r"|attributes #\d+ = \{.*\}"
    rf"|!{_LLVM_NAME} = .*"
    r"|\^\d+ = .*"
    r"|uselistorder(?:_bb)? .*"
    r")[ \t]*"
)


class Region:
    """A region of a file being cut into notes: its lines, and errors at
    them."""

    def __init__(self, data: bytes, start: int, end: int, line: int, name: str) -> None:
        self.data = data
        self.start = start
        self.end = end
        self.line = line
        self.name = name

    def error(self, offset: int, message: str, expected: str, cut: bool = False) -> ParseError:
        line = self.line + self.data.count(b"\n", self.start, offset)
        line_start = self.data.rfind(b"\n", 0, offset) + 1
        line_end = self.data.find(b"\n", line_start)
        text = self.data[line_start : line_end if line_end != -1 else len(self.data)]
        column = len(self.data[line_start:offset].decode("utf-8", errors="replace")) + 1
        return ParseError(
            message, self.name, line, column, text.decode("utf-8", errors="replace"), expected, cut
        )

    def lines(self, start: int, end: int) -> list[tuple[int, str]]:
        """(offset, text) of the lines of `start:end`."""
        found = []
        position = start
        while position < end:
            line_end = self.data.find(b"\n", position, end)
            stop = end if line_end == -1 else line_end
            text = self.data[position:stop].decode("utf-8", errors="replace").rstrip("\r")
            found.append((position, text))
            position = stop + 1
        return found


_NEXT = "IR, a compiler note or the next stage's header"
# The kinds whose every line after the first has one shape (None: a
# Python warning's source lines are indented): that shape, the error for
# a line without it, what was expected.
_LINE_KINDS: dict[str, tuple[re.Pattern[str] | None, str, str]] = {
    "python-warning": (None, "this line does not belong to a Python warning before it", _NEXT),
    "crash": (_CRASH_LINE, "this line does not belong to a crash report before it", _NEXT),
    "runtime": (
        _RUNTIME_LINE,
        "this line does not belong to the program's output before it",
        _NEXT,
    ),
    "llvm-ir": (
        LLVM_IR_LINE,
        "this is not a line of the LLVM IR before it",
        "LLVM IR as LLVM prints it (an indented instruction, a block label, `}`, `define`, a "
        "global, metadata, attributes), a compiler note or the next stage's header",
    ),
}


def strict_end(region: Region, kind: str, start: int, end: int) -> int:
    """Where a note of a strict kind that starts at `start` ends (at most
    `end`); an error at the first line it cannot hold."""
    lines = region.lines(start, end)
    if kind == "statistics":
        body = lines[3:]  # banner, title, banner
        for number, (offset, text) in enumerate(body):
            if not text.strip():
                return _trailing_blank(region, body[number:], end, kind)
            if not (STATISTIC_LINE.fullmatch(text) or _PASS_NAME_LINE.fullmatch(text)):
                raise region.error(
                    offset,
                    "this is not a line of the pass statistics report",
                    "a pass name or an `(S) N name - description` line",
                )
        raise _unfinished(region, kind, end)
    if kind == "timing":
        body = lines[3:]
        for number, (offset, text) in enumerate(body):
            if not text.strip():
                continue
            timer = TIMER_LINE.fullmatch(text)
            if timer is not None and timer.group("name") == "Total":
                return _trailing_blank(region, body[number + 1 :], end, kind)
            if not (timer or TOTAL_TIME_LINE.fullmatch(text) or _COLUMN_TITLES.fullmatch(text)):
                raise region.error(
                    offset,
                    "this is not a line of the execution time report",
                    "a timer line `  0.0123 ( 1.0%)  Name` down to `Total`",
                )
        raise _unfinished(region, kind, end)
    if kind == "timing-json":
        for number, (offset, text) in enumerate(lines):
            if text.rstrip() == "]":
                closing = offset + len(text)
                try:
                    json.loads(region.data[start:closing])
                except ValueError:
                    raise region.error(
                        start,
                        "the JSON execution time report does not read as JSON",
                        "the report as MLIR prints it",
                    ) from None
                return _trailing_blank(region, lines[number + 1 :], end, "timing")
        raise _unfinished(region, "timing", end)
    if kind == "traceback":
        for number, (offset, text) in enumerate(lines[1:], 1):
            if text[:1].isspace() or not text:
                continue
            if not _EXCEPTION_LINE.fullmatch(text):
                raise region.error(
                    offset,
                    "this is not a line of a Python traceback",
                    "an indented frame or the exception's line",
                )
            return _trailing_blank(region, lines[number + 1 :], end, kind)
        raise _unfinished(region, kind, end)
    pattern, message, expected = _LINE_KINDS[kind]
    for offset, text in lines[1:]:
        if not text.strip() or (pattern is None and text[:1].isspace()):
            continue
        if pattern is None or not pattern.fullmatch(text):
            raise region.error(offset, message, expected)
    return end


def _trailing_blank(region: Region, rest: list[tuple[int, str]], end: int, kind: str) -> int:
    """After a note that has ended, only blank lines until the next note."""
    for offset, text in rest:
        if text.strip():
            raise region.error(
                offset,
                f"text after the end of a {kind} note",
                "IR, a compiler note or the next stage's header",
            )
    return end


def _unfinished(region: Region, kind: str, end: int) -> ParseError:
    what = {
        "statistics": "the pass statistics report",
        "timing": "the execution time report",
        "traceback": "a Python traceback",
    }[kind]
    offset = len(region.data[:end].rstrip())
    return region.error(
        offset,
        f"the capture ends inside {what} (cut short?)",
        "the rest of the report, or --allow-partial to keep the whole stages",
        cut=end == len(region.data),
    )
