"""A compiler's stderr as it arrives: what goes to the terminal, and how far
the compile has come.

All of stderr goes into the bundle's stream, byte for byte (the stream is
what `2> stream.mlir` would have written). The terminal gets what the user
would want to see of it: the compiler's own diagnostics (`file:L:C: error:
...`, `error: ...`, a Python traceback from a Triton script) wherever they
come, and the lines outside any IR print (a tool's usage error before its
first pass, a script's own output between its kernels). IR is never shown:
it is text from a dump (`safe_text`), and there is 700 MB of it.

The bytes are looked at a chunk at a time, at C speed: a GPU model's
stream is hundreds of MB and the split must keep up with the compiler on
the core it shares with indexing. A regular expression tried at every
line of IR cost 41 s of CPU on a 926 MB stream, so the lines it is tried
on are those holding a word every diagnostic holds (`_MARKS`, found by
`bytes.find`), and headers are looked for where `IR Dump` is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from tracksrc.reading.stage_header import HEADER_MARKER_BYTES, parse_header

# A diagnostic line, or a Python traceback's first and last lines.
_DIAGNOSTIC = re.compile(
    rb"(?:[^\n]*?:\d+(?::\d+)?: (?:error|warning|remark)\b|error:|warning:|"
    rb"Traceback \(most recent call last\)|[A-Za-z_.]*(?:Error|Exception): )[^\n]*"
)
# What every line `_DIAGNOSTIC` takes holds (one of its alternatives each).
_MARKS = (
    b": error",
    b": warning",
    b": remark",
    b"error:",
    b"warning:",
    b"Traceback (most recent call last)",
    b"Error: ",
    b"Exception: ",
)
# The header of a pass's print: MLIR's, and LLVM's (`*** IR Dump`, behind
# `; ` in LLVM IR and `# ` in machine IR).
# (Triton's software pipeliner prints its own: `// -----// SoftwarePipeliner
# internal IR Dump After: LowerLoops`.)
_MLIR_DUMP = re.escape(HEADER_MARKER_BYTES) + rb" (?:[^\n/]* )?IR Dump"
_HEADER = re.compile(rb"(?:" + _MLIR_DUMP + rb"|(?:[;#] )?\*\*\* IR Dump)[^\n]*")
# The pass of LLVM's header (`*** IR Dump After Two-Address instruction
# pass (twoaddressinstruction) ***`): its first word.
_LLVM_PASS = re.compile(rb"IR Dump (?:Before|After) (?:Failed )?([^ (]+)")
_FAILED = re.compile(_MLIR_DUMP + rb" After [^\n]*Failed")
# A line that may be half a line: at most this much is held back.
_MOST_HELD = 1 << 20
# Lines of a diagnostic's message shown after its first, at most.
_MOST_CONTINUED = 12


class StderrSplit:
    """Fed stderr's bytes in order (`feed`), says which lines to show and
    counts the stages printed (see the module docstring)."""

    def __init__(self) -> None:
        self.total_bytes = 0
        # MLIR's prints (the stages), and LLVM's (`*** IR Dump`: notes of
        # the stages they follow, not stages).
        self.stages = 0
        self.llvm_prints = 0
        self.current_pass = ""
        self.first_error: str | None = None
        self.failed_header: str | None = None
        self._held = b""  # the last line, until its end comes
        self._before_first_header = True
        # Lines of the last diagnostic's message still to show.
        self._continuing = 0

    def feed(self, data: bytes) -> list[bytes]:
        """The lines of `data` (and of what was held back) to show."""
        self.total_bytes += len(data)
        text = self._held + data
        end = text.rfind(b"\n") + 1
        if end == 0 and len(text) < _MOST_HELD:
            self._held = text
            return []
        if end == 0:
            end = len(text)  # a line too long to wait for: looked at as it is
        self._held = text[end:]
        return self._lines(text[:end])

    def finish(self) -> list[bytes]:
        """The lines of what was held back, stderr having ended."""
        held, self._held = self._held, b""
        return self._lines(held + b"\n") if held else []

    def _lines(self, text: bytes) -> list[bytes]:
        shown: list[tuple[int, bytes]] = []
        headers = _lines_matching(text, (b"IR Dump",), _HEADER)
        if headers:
            mlir = sum(1 for start, _ in headers if text.startswith(HEADER_MARKER_BYTES, start))
            self.stages += mlir
            self.llvm_prints += len(headers) - mlir
            self.current_pass = _pass_of(text[headers[-1][0] : headers[-1][1]]) or self.current_pass
            if self.failed_header is None:
                failed = next((text[a:b] for a, b in headers if _FAILED.match(text, a, b)), None)
                if failed is not None:
                    self.failed_header = failed.decode("utf-8", "replace")
        diagnostics = _lines_matching(text, _MARKS, _DIAGNOSTIC)
        # Where a diagnostic's own lines stop: the next print or diagnostic.
        stops = sorted([start for start, _ in headers] + [start for start, _ in diagnostics])
        if self._before_first_header:
            # (A tool's own output before its first print: usage errors,
            # what a script prints before it compiles.)
            stop = headers[0][0] if headers else len(text)
            shown.extend(
                (at, line)
                for at, line in _positioned(text[:stop])
                if line.strip() and not _DIAGNOSTIC.fullmatch(line)
            )
            self._before_first_header = not headers
        elif self._continuing:
            shown.extend(self._continued(text, 0, stops[0] if stops else len(text)))
        for start, end in diagnostics:
            line = text[start:end]
            if self.first_error is None and b"error" in line.lower():
                self.first_error = line.decode("utf-8", "replace")
            shown.append((start, line))
            self._continuing = _MOST_CONTINUED
            stop = next((at for at in stops if at > start), len(text))
            shown.extend(self._continued(text, end + 1, stop))
        if headers and (not diagnostics or headers[-1][0] > diagnostics[-1][0]):
            self._continuing = 0
        return [line for _, line in sorted(shown)]

    def _continued(self, text: bytes, start: int, stop: int) -> list[tuple[int, bytes]]:
        """The lines of a diagnostic's message after its first (a warning's
        explanation), at most `_MOST_CONTINUED` of them: then a line saying
        how to see the rest."""
        found = []
        for at, line in _positioned(text[start:stop]):
            if not self._continuing:
                break
            if at + start >= len(text) or (not line.strip() and at + start + 1 >= stop):
                continue
            self._continuing -= 1
            found.append((start + at, line))
            if not self._continuing:
                # (Placed after the line: answers are put in order by place.)
                found.append(
                    (start + at + len(line), b"  ... (the rest is in the bundle's stream)")
                )
        return found


def _pass_of(header: bytes) -> str | None:
    """The pass a header line names: MLIR's argument (`canonicalize`, in
    either header form, read as `stage_header` reads it), else the first
    word of LLVM's."""
    if header.startswith(HEADER_MARKER_BYTES):
        parsed = parse_header(header.decode("utf-8", "replace"))
        return parsed.pass_argument or parsed.pass_name
    found = _LLVM_PASS.search(header)
    return None if found is None else found.group(1).decode("utf-8", "replace")


def _lines_matching(
    text: bytes, marks: tuple[bytes, ...], pattern: re.Pattern[bytes]
) -> list[tuple[int, int]]:
    """Where the lines of `text` that `pattern` takes whole start and end
    (before their newline), in order: tried on the lines holding one of
    `marks` only (what every such line holds)."""
    starts: set[int] = set()
    for mark in marks:
        at = text.find(mark)
        while at != -1:
            starts.add(text.rfind(b"\n", 0, at) + 1)
            end = text.find(b"\n", at)
            at = -1 if end == -1 else text.find(mark, end)
    found = []
    for start in sorted(starts):
        end = text.find(b"\n", start)
        end = len(text) if end == -1 else end
        match = pattern.match(text, start, end)
        if match is not None and match.end() == end:
            found.append((start, end))
    return found


def _positioned(text: bytes) -> Iterator[tuple[int, bytes]]:
    """(offset, line) of each line of `text`, as `text.split(b"\\n")` gives
    them, found as they are asked for (a diagnostic's following lines are
    read a dozen at most, not the whole chunk split)."""
    at = 0
    while (end := text.find(b"\n", at)) != -1:
        yield at, text[at:end]
        at = end + 1
    yield at, text[at:]
