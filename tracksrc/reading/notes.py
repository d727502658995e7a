"""What compilers print besides IR, recognised: a capture's notes.

A stderr capture of a compiler holds more than stages. Each note kind is
recognised by its first line (its opener, at the start of a line) and the
lines it may hold after it, as the programs print them:

* `diagnostic` — `file:line:col: error|warning|note|remark: ...` and what
  follows it up to the next note (MLIR prints the op a note is about under
  it, `see current operation: ...`, as IR); or one with no location, as
  LLVM prints them (`WithColor`, the default handler of `LLVMContext`:
  Enzyme's remarks are `remark: <unknown>:0:0: ...`), at the start of a
  line, after a program's name or not: `warning: ...`, `mlir-opt: error:
  ...`; IREE's `NOTE: hal.executable ... substituted with ...`.
* `statistics` — `--mlir-pass-statistics` (MLIR's `PassStatistics.cpp`):
  a `... Pass statistics report ...` banner, pass names, `(S) N name -
  description` lines, a blank line.
* `timing` — `--mlir-timing` (MLIR's `Timing.cpp`): the `... Execution time
  report ...` banner, the total, the column titles and one line per timer
  down to `Total`; or the same as JSON (`--mlir-output-format=json`), a
  `[` ... `]` list.
* `report` — other `===---===` reports (LLVM's `-stats`, `-time-passes`).
* `debug` — `-debug`/`--debug-only` logs of assertion-enabled builds:
  `Args: ...`, `[debug-type] ...` / `[debug-type file.cpp:12 1] ...`,
  `//===----===//` banners and `Processing operation : ...` blocks of the
  greedy rewriter, `** Insert  : '...'`, `Legalizing operation : ...` of
  the dialect conversion. A log runs to the next note of another kind or
  the next stage: what a pass prints while it runs can be anything,
  IR included.
* `traceback` — a Python traceback, its indented frames, the exception.
* `python-warning` — `file.py:12: SomeWarning: ...` and its source line.
* `crash` — LLVM's crash report (`PLEASE submit a bug report`, `Stack
  dump:`, ` #0 0x...` frames) and assertion failures.
* `runtime` — what `iree-run-module` prints (`EXEC @f`, `result[0]: ...`,
  buffer views such as `1x10xf32=[...]`).
* `llvm-ir` — LLVM IR as LLVM's `AsmWriter` prints a module or a function
  (what a compiler going on to LLVM prints after its MLIR stages, such as
  the functions Enzyme differentiates): opened by `; ModuleID = `,
  `source_filename = "`, `target datalayout = "`, `target triple = "`,
  `; Function Attrs: `, `define ` or `declare ` at the start of a line, or
  by a function printed after a label (Enzyme's `aug: todiff: ; Function
  Attrs: ...`, `aug foundcalled: define ...`); consecutive ones make one
  note. Every line of it must be a line LLVM prints (`LLVM_IR_LINE`);
  LLVM IR inside a `-debug` log is part of the log.
* `llvm-pass` — what LLVM's pass instrumentation prints when the compiler
  goes on to LLVM (`--print-after-all`, `--print-before-all`, Triton's
  `LLVM_IR_ENABLE_DUMP`): a print's header (`; *** IR Dump After PASS on
  F ***`, `*** IR Dump After NAME (arg) ***`, `# *** IR Dump After ...
  ***:`, `# Machine code for function F`) or the pass manager's `Running
  pass: ...` lines, and everything after it up to the next stage: LLVM
  IR, machine code and pass-manager lines that `tracksrc.reading.machine.
  llvm_stream` reads.
* `output` — text before the first stage that is none of these (what ran
  before the compiler printed): kept, shown, never read as IR.

`find_openers` finds every opener of a file in a few `bytes.find` passes;
`split_notes` cuts a region of a file (after a stage's IR, or before the
first stage) into notes, and rejects a line no note kind can hold with
file:line:col and a caret. Notes are offsets into the file: a debug log of
gigabytes is not copied.
"""

from __future__ import annotations

import bisect
import logging
import re
from dataclasses import dataclass

from tracksrc.errors import ParseError
from tracksrc.reading.note_bodies import Region, strict_end
from tracksrc.reading.statements import (
    DIAGNOSTIC_PATTERN,
)

logger = logging.getLogger("tracksrc.reading.notes")

# The kinds a note can be, in the order tables list them.
NOTE_KINDS = (
    "diagnostic",
    "statistics",
    "timing",
    "report",
    "debug",
    "traceback",
    "python-warning",
    "crash",
    "runtime",
    "llvm-ir",
    "llvm-pass",
    "output",
)


@dataclass(frozen=True)
class Note:
    """One note of a capture: its kind and where it is in its file (bytes
    `start:end`, starting at 1-based `line`)."""

    kind: str
    start: int
    end: int
    line: int

    def text(self, data: bytes) -> str:
        """The note's text, from the bytes of its file."""
        return data[self.start : self.end].decode("utf-8", errors="replace")


_REPORT_BANNER = b"===" + b"-" * 73 + b"==="
# A label of words and colons, then a printed LLVM function or module.
_LABELLED_LLVM_IR = re.compile(
    rb"[ \t]*(?:[A-Za-z_]\w*(?: \w+)*: )+(?:define |declare |; Function Attrs: |; ModuleID = )"
)
# (marker searched for, kind, whether the marker starts the line, the
# pattern the line must start with).
_OPENERS: tuple[tuple[bytes, str, bool, re.Pattern[bytes]], ...] = (
    (b"===-", "report", True, re.compile(rb"===-+===[ \t]*\r?$", re.M)),
    (b"[", "timing-json", True, re.compile(rb"\[[ \t]*\r?\n[ \t]*\{\"(?:user|wall)\": \{", re.M)),
    (b"Args: ", "debug", True, re.compile(rb"Args: \S")),
    (b"[", "debug", True, re.compile(rb"\[[A-Za-z][\w\-.]*(?: [^\]\n]*)?\] ")),
    (b"//===-", "debug", True, re.compile(rb"//===-+===//[ \t]*\r?$", re.M)),
    (b"** ", "debug", True, re.compile(rb"\*\* [A-Z][\w ]*:")),
    (b"Legalizing operation", "debug", True, re.compile(rb"Legalizing operation : ")),
    (b"Processing operation", "debug", True, re.compile(rb"Processing operation : ")),
    (b"Traceback (most recent call last):", "traceback", True, re.compile(rb"Traceback \(most")),
    (
        b"During handling of the above",
        "traceback",
        True,
        re.compile(rb"During handling of the above"),
    ),
    (b"The above exception was", "traceback", True, re.compile(rb"The above exception was")),
    (
        b"Warning: ",
        "python-warning",
        False,
        re.compile(rb"[^\s:][^:\n]*\.py:\d+: [A-Z]\w*Warning: "),
    ),
    (b"PLEASE submit a bug report", "crash", True, re.compile(rb"PLEASE submit a bug report")),
    (b"Stack dump", "crash", True, re.compile(rb"Stack dump")),
    (b"Assertion `", "crash", False, re.compile(rb"\S+: \S+:\d+: .*Assertion `.*' failed\.")),
    (b"EXEC @", "runtime", True, re.compile(rb"EXEC @")),
    (b"NOTE: ", "diagnostic", True, re.compile(rb"NOTE: \S")),
    # A diagnostic without a location, as LLVM prints it.
    *(
        (severity + b": ", "diagnostic", True, re.compile(re.escape(severity) + rb": "))
        for severity in (b"error", b"warning", b"note", b"remark")
    ),
    # LLVM's pass instrumentation: a print's header, the pass manager's lines.
    *(
        (start, "llvm-pass", True, re.compile(re.escape(start)))
        for start in (
            b"; *** IR Dump ",
            b"*** IR Dump ",
            b"# *** IR Dump ",
            b"# Machine code for function ",
            b"Running pass: ",
            b"Running analysis: ",
        )
    ),
    # What LLVM's AsmWriter starts a module or a function with.
    *(
        (start, "llvm-ir", True, re.compile(re.escape(start)))
        for start in (
            b"; ModuleID = ",
            b'source_filename = "',
            b'target datalayout = "',
            b'target triple = "',
            b"; Function Attrs: ",
            b"define ",
            b"declare ",
        )
    ),
)
# After `: `: LLVM IR behind a label (`aug: ; Function Attrs: ...`, kind llvm-ir
# if the line matches `_LABELLED_LLVM_IR`) or a diagnostic; one pass, overlaps too.
_LABELLED_STARTS = (b"define ", b"declare ", b"; Function Attrs: ", b"; ModuleID = ")
_COLON_MARKERS = re.compile(
    b": (?=("
    + b"|".join(re.escape(start) for start in _LABELLED_STARTS)
    + b")|(?:error|warning|note|remark): )"
)
# Kinds whose consecutive openers make one note.
_MERGED = frozenset({"debug", "crash", "llvm-ir"})
_LINE_START_OPENERS = tuple(opener for opener in _OPENERS if opener[2])
_MID_LINE_OPENERS = tuple(opener for opener in _OPENERS if not opener[2])
_LINE_START_MARKERS = re.compile(
    b"\n(?:" + b"|".join(re.escape(marker) for marker, *_ in _LINE_START_OPENERS) + b")"
)
_DIAGNOSTIC_AT = re.compile(DIAGNOSTIC_PATTERN.encode())
# A diagnostic after the name (or path) of the program that printed it.
_PROGRAM_DIAGNOSTIC = re.compile(rb"[^\s:]+: (?:error|warning|note|remark): ")


def find_openers(data: bytes) -> list[tuple[int, str]]:
    """Sorted (offset of the line, kind) of every line of `data` that
    starts a note. Each kind's marker is found with `bytes.find` or one
    regex pass per group of markers (fast on hundreds of MB) and its line
    checked against the kind's pattern."""
    found: dict[int, str] = {}
    # Openers that start their line: one regex pass finds their markers
    # after a line end (far faster than a `bytes.find` per marker; a `[`
    # alone is everywhere in IR), then each kind's pattern checks the line.
    for match in _LINE_START_MARKERS.finditer(data):
        line_start = match.start() + 1
        for marker, kind, _, pattern in _LINE_START_OPENERS:
            if data.startswith(marker, line_start):
                _add_opener(found, data, line_start, kind, pattern)
    for marker, kind, _, pattern in _LINE_START_OPENERS:
        if data.startswith(marker):
            _add_opener(found, data, 0, kind, pattern)
    for marker, kind, _, pattern in _MID_LINE_OPENERS:
        position = data.find(marker)
        while position != -1:
            _add_opener(found, data, data.rfind(b"\n", 0, position) + 1, kind, pattern)
            next_line = data.find(b"\n", position)
            if next_line == -1:
                break
            position = data.find(marker, next_line + 1)
    diagnostics: list[int] = []
    for colon in _COLON_MARKERS.finditer(data):
        line_start = data.rfind(b"\n", 0, colon.start()) + 1
        if colon.group(1) is not None:
            _add_opener(found, data, line_start, "llvm-ir", _LABELLED_LLVM_IR)
        else:
            diagnostics.append(line_start)
    # (After the other kinds: a line that is one of them is not a diagnostic.)
    for line_start in diagnostics:
        if line_start not in found and (
            _DIAGNOSTIC_AT.match(data, line_start) or _PROGRAM_DIAGNOSTIC.match(data, line_start)
        ):
            found[line_start] = "diagnostic"
    return sorted(found.items())


def _add_opener(
    found: dict[int, str], data: bytes, line_start: int, kind: str, pattern: re.Pattern[bytes]
) -> None:
    if (
        line_start not in found
        and pattern.match(data, line_start)
        and not (kind == "report" and _closes_banner(data, line_start))
    ):
        found[line_start] = kind


def _closes_banner(data: bytes, line_start: int) -> bool:
    """A `===---===` line under a report's title closes its banner."""
    title_start = data.rfind(b"\n", 0, max(line_start - 1, 0)) + 1
    return data[title_start:line_start].strip().startswith(b"...")


def _report_kind(data: bytes, start: int) -> str:
    """A `===---===` banner: which report its title line names."""
    title_start = data.find(b"\n", start) + 1
    title_end = data.find(b"\n", title_start)
    title = data[title_start : title_end if title_end != -1 else len(data)]
    if b"Pass statistics report" in title:
        return "statistics"
    if b"Execution time report" in title:
        return "timing"
    return "report"


def split_notes(
    data: bytes,
    start: int,
    end: int,
    line: int,
    name: str,
    openers: list[tuple[int, str]],
    leading_output: bool = False,
    allow_partial: bool = False,
) -> list[Note]:
    """The notes of `data[start:end]` (starting at `line` of the file
    `name`), cut at `openers` (the sorted list `find_openers` gives).
    Text before the first opener is an `output` note if `leading_output`
    (the region before the first stage), else an error; so is a line a
    strict note kind cannot hold. A note the capture ends inside is an
    error naming the cut, or with `allow_partial` kept as far as it goes,
    with a warning."""
    region = Region(data, start, end, line, name)
    notes: list[Note] = []
    inside = openers[bisect.bisect_left(openers, (start,)) : bisect.bisect_left(openers, (end,))]
    first = inside[0][0] if inside else end
    if data[start:first].strip():
        if not leading_output:
            raise region.error(
                start,
                "this is neither IR nor a compiler note",
                "IR, a compiler note or the next stage's header",
            )
        notes.append(Note("output", start, first, line))
    for number, (offset, kind) in enumerate(inside):
        if kind == "report":
            kind = _report_kind(data, offset)
        if kind == "llvm-pass":
            # LLVM's prints run to the next stage, whatever they hold.
            notes.append(Note(kind, offset, end, line + data.count(b"\n", start, offset)))
            break
        note_end = inside[number + 1][0] if number + 1 < len(inside) else end
        stop = note_end
        if kind == "llvm-ir" and notes and notes[-1].kind == "debug" and notes[-1].end == offset:
            # What a pass prints while it runs is part of its log.
            notes[-1] = Note("debug", notes[-1].start, note_end, notes[-1].line)
            continue
        if kind not in ("diagnostic", "debug", "report"):
            try:
                stop = strict_end(region, kind, offset, note_end)
            except ParseError as problem:
                if not (problem.cut and allow_partial):
                    raise
                logger.warning(
                    "%s:%d:%d: %s; kept as far as it goes",
                    name,
                    problem.line,
                    problem.column,
                    problem.message,
                )
        note_line = line + data.count(b"\n", start, offset)
        if notes and notes[-1].kind == kind and kind in _MERGED and notes[-1].end == offset:
            # One log (one crash report), however many kinds of line it holds.
            notes[-1] = Note(kind, notes[-1].start, stop, notes[-1].line)
        else:
            notes.append(Note("timing" if kind == "timing-json" else kind, offset, stop, note_line))
    return notes


def cut_in_last_note(data: bytes, note: Note, name: str, compressed_cut: bool) -> ParseError:
    """The error for a capture that ends inside `note`, the last note after
    its last stage: mid-line, or a compressed file ending early."""
    where = "the compressed file ends early" if compressed_cut else "the capture ends mid-line"
    region = Region(data, note.start, len(data), note.line, name)
    return region.error(
        len(data.rstrip()),
        f"{where}, inside a {note.kind} note after the last stage (cut short?)",
        "the rest of the capture, or --allow-partial to keep the whole stages",
        cut=True,
    )
