"""A source op through LLVM's passes: what each print of a stream of
LLVM's pass output (`--print-after-all`, Triton's `LLVM_IR_ENABLE_DUMP`)
holds of it, compressed to the prints where that changed.

Every print is read (`tracksrc.reading.machine.llvm_prints`) and each of
its functions counted: the instructions whose location reaches the source
op (through the remap and the MLIR files a compile dumped, as `tracksrc
instructions` follows them) and those without a location. A row is kept
where a function's count changes, or where its code becomes machine code;
a pass after which a function holds fewer of the op's instructions and
more without a location lost locations (`lost`). A print of LLVM IR
without module scope names metadata it does not print: its instructions'
locations are unknown, not absent, and such prints count for nothing
(said in the notes: print with `--print-module-scope`); machine-code
prints carry their locations in comments and always count.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.progress import ProgressBar
from tracksrc.reading.locations import SourceReMap, key_position
from tracksrc.reading.machine.code import CodeLocation, Instruction
from tracksrc.reading.machine.llvm_prints import read_prints
from tracksrc.reading.machine.llvm_stream import LLVMPrint, LLVMStream, scan_llvm_stream
from tracksrc.reading.machine.machine_ir import LEFT_OUT
from tracksrc.results import JsonResult, examples
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted, format_table
from tracksrc.tracking.code_index import location_stacks, same_file
from tracksrc.tracking.provenance import Frame, frames_overlap


@dataclass(frozen=True)
class PassRow:
    """What print `number` (from 1, at `line` of the stream) holds of the
    source op in `function`: `count` instructions, and `unlocated`
    instructions of the function without a location."""

    number: int
    line: int
    title: str
    pass_name: str
    kind: str
    function: str
    count: int
    unlocated: int

    def json_data(self) -> dict[str, Any]:
        """The row's fields by name."""
        return vars(self).copy()


@dataclass
class LLVMHistory(JsonResult):
    """The prints where what a source op had become changed (see the module
    docstring)."""

    stream: str
    query: str
    prints: int
    rows: list[PassRow] = field(default_factory=list)
    lost: list[PassRow] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def json_data(self) -> dict[str, Any]:
        """`stream`, `query`, `prints`, `rows`, `locations_lost`, `notes`."""
        return {
            "stream": self.stream,
            "query": self.query,
            "prints": self.prints,
            "rows": [row.json_data() for row in self.rows],
            "locations_lost": [row.json_data() for row in self.lost],
            "notes": self.notes,
        }

    def __str__(self) -> str:
        lines = [
            f"{visible_line(self.query)} through LLVM's passes "
            f"({visible_line(self.stream)}: {counted(self.prints, 'print')})"
        ]
        if self.rows:
            table = [("print", "line", "pass", "function", "instructions", "unlocated")]
            for row in self.rows:
                table.append(
                    (
                        str(row.number),
                        str(row.line),
                        visible_line(row.title),
                        visible_line(row.function),
                        f"{row.count} {row.kind}",
                        str(row.unlocated),
                    )
                )
            lines += ["  " + line for line in format_table(table, right=(0, 1, 5)).split("\n")]
        else:
            lines.append("  no print holds an instruction located there")
        for row in self.lost:
            lines.append(
                f"locations lost in {visible_line(row.pass_name)} (print {row.number}, line "
                f"{row.line}): {visible_line(row.function)} holds {row.count} of its "
                f"instructions, {row.unlocated} of the function's without a location"
            )
        return "\n".join(lines + [f"note: {visible_line(note)}" for note in self.notes])


class _Matcher:
    """Whether a code location reaches one of the query's frames, worked
    out once per distinct location (prints repeat the same few)."""

    def __init__(self, frames: Sequence[Frame], remap: SourceReMap | None) -> None:
        self.frames = list(frames)
        self.remap = remap
        self._known: dict[tuple[CodeLocation, ...], bool] = {}
        # The files the locations seen name (to say where they point).
        self.files: set[str] = set()

    def __call__(self, location: tuple[CodeLocation, ...]) -> bool:
        found = self._known.get(location)
        if found is None:
            self.files.update(frame.file for frame in location)
            found = self._known[location] = any(
                same_file(frame[0], wanted[0]) and frames_overlap(frame, (frame[0], *wanted[1:]))
                for stack in location_stacks(location, self.remap)
                for frame in stack
                for wanted in self.frames
            )
        return found


def llvm_history(
    stream: LLVMStream,
    frames: Iterable[Frame],
    remap: SourceReMap | None = None,
    query: str | None = None,
) -> LLVMHistory:
    """The prints of `stream` where what the source positions `frames`
    became changed, per function (see the module docstring)."""
    frames = list(frames)
    matches = _Matcher(frames, remap)
    history = LLVMHistory(
        str(stream.path), query or ", ".join(_frame_text(frame) for frame in frames), len(stream)
    )
    last: dict[str, tuple[int, int, str]] = {}
    unknown = 0
    progress = ProgressBar(len(stream), "reading LLVM's prints", unit="prints")
    try:
        for found, code in read_prints(stream):
            progress.update(found.number + 1)
            history.notes += [
                f"print {found.number + 1}: {note}" for note in code.notes if LEFT_OUT in note
            ]
            if code.unresolved:
                unknown += 1
                continue
            for function, body in code.functions.items():
                _observe(history, last, found, code.kind, function, body, matches)
    finally:
        progress.close()
    if not history.rows and matches.files:
        history.notes.append(
            f"no instruction comes from {history.query}: the prints' locations name "
            f"{examples(sorted(matches.files), 4)} (a dump folder they name not found beside "
            "the stream is not followed)"
        )
    if unknown:
        history.notes.append(
            f"{unknown} of the {len(stream)} prints are LLVM IR without module scope: the "
            "metadata their locations name is not printed, so they count for nothing (print "
            "with --print-module-scope)"
        )
    return history


def _observe(
    history: LLVMHistory,
    last: dict[str, tuple[int, int, str]],
    found: LLVMPrint,
    kind: str,
    function: str,
    body: Sequence[Instruction],
    matches: _Matcher,
) -> None:
    count = sum(1 for instruction in body if instruction.location and matches(instruction.location))
    unlocated = sum(1 for instruction in body if not instruction.location)
    before = last.get(function)
    last[function] = (count, unlocated, kind)
    if count == 0 and (before is None or before[0] == 0):
        return  # (nothing of the op in the function, before or now)
    if before is not None and (before[0], before[2]) == (count, kind):
        return
    name = found.argument or found.pass_name
    row = PassRow(found.number + 1, found.line, found.title, name, kind, function, count, unlocated)
    history.rows.append(row)
    if before is not None and count < before[0] and unlocated > before[1]:
        history.lost.append(row)


def _frame_text(frame: Frame) -> str:
    line, column = key_position(frame[1])
    return f"{frame[0]}:{line}:{column}"


# A pipeline's LLVM prints, scanned once (None: its stream holds none),
# with the number of the program read they belong to.
_SCANNED: weakref.WeakKeyDictionary[Pipeline, tuple[int, LLVMStream | None]] = (
    weakref.WeakKeyDictionary()
)


def llvm_stream_of(pipeline: Pipeline) -> LLVMStream | None:
    """The LLVM prints of the stream `pipeline` was read from, when its
    notes hold some (`llvm-pass`: the compiler went on to LLVM with
    `--print-after-all`); scanned once. A pipeline of several files is
    not looked at (LLVM prints into the one stream it runs in)."""
    kept = _SCANNED.get(pipeline)
    if kept is not None and kept[0] == pipeline.program:
        return kept[1]
    files = {stage.source.path for stage in pipeline.stages}
    holds = any(
        note.kind == "llvm-pass" for stage in pipeline.stages for note in stage.record.notes
    )
    found = scan_llvm_stream(next(iter(files))) if holds and len(files) == 1 else None
    if found is not None and pipeline.program_count > 1:
        found = replace(
            found, prints=[item for item in found.prints if _of_program(pipeline, item)]
        )
    _SCANNED[pipeline] = (pipeline.program, found)
    return found


def _of_program(pipeline: Pipeline, found: LLVMPrint) -> bool:
    """True if an LLVM print lies in the stretch of the stream of the
    program read (of several): from its first stage to the next program's."""
    programs = pipeline.programs
    read = programs[pipeline.program - 1]
    start = pipeline.stages[read.first].line
    if read.number == len(programs):
        return found.line >= start
    return start <= found.line < pipeline.stages[programs[read.number].first].line
