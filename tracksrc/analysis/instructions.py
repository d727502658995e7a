"""`instructions(code, loc=...)`: what machine code (and LLVM IR) a source
op became; `instructions(code, at=...)`: which source op, and which MLIR
ops on the way, an instruction comes from.

The code is read as the compiler wrote it (`tracksrc.reading.machine`):
assembly (`.s`, `.ptx`, `.amdgcn`, `.rocmasm`), LLVM IR (`.ll`, `.llir`)
and shipped machine code (ELF `.so`/`.o`, whose addresses stand for
lines), files or the folders holding them (IREE's executable dump
folders, a Triton cache), or the dump folders a compile stream names
(`stream=`); a stream of LLVM's prints (`--print-after-all`), given as
code or held by the stream, adds the source op's way through LLVM's
passes (`passes`: `tracksrc.pipeline.dispatches.llvm_history`). The dump
folders' MLIR files are followed as
every query follows them (`tracksrc.tracking.snapshots`): an instruction's
`.loc` names a line of `configured_module_*.mlir`, whose op names a line
of `module_*.mlir`, whose op names the model. `--at` shows each of those
hops, the op printed there and its location.

Where code carries no location (IREE's ROCm and CUDA targets keep none;
IREE's CPU code keeps them with `--mlir-print-debuginfo`; Triton with
`TRITON_DISABLE_LINE_INFO` unset), the answer says so and names the
functions (dispatches, kernels) the code holds: never an empty answer
unexplained.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.dispatches.compiled_code import CodeArgument, CompiledCode, code_index
from tracksrc.pipeline.dispatches.executable_dumps import dump_folders_of
from tracksrc.pipeline.dispatches.llvm_history import LLVMHistory, llvm_history, llvm_stream_of
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.locations import SourceRange, SourceReMap, key_position, position_key
from tracksrc.reading.machine.code import CodeFile, CodeLocation
from tracksrc.reading.machine.llvm_prints import read_print
from tracksrc.reading.machine.llvm_stream import LLVMStream
from tracksrc.results import JsonResult, examples
from tracksrc.safe_text import visible_line
from tracksrc.tables import counted, format_table
from tracksrc.tracking.code_index import CodeIndex, Located, same_file
from tracksrc.tracking.provenance import Frame, Stack, precise_stacks
from tracksrc.tracking.snapshots import LocationSnapshots

# Instructions each function lists in the text (all of them in JSON).
SHOWN = 12
# How much of an op's first line a way back shows.
OP_WIDTH = 100
_ADDRESS = re.compile(r"0[xX][0-9a-fA-F]{1,16}")
_LINE_ONLY = re.compile(r"^(?P<file>.+?):(?P<line>\d+)$")
_POSITION = re.compile(r"^.+:\d+:\d+(?:-\d+:\d+)?$")
_NO_LINES = (
    "no instruction of {files} carries a source location: IREE's ROCm and CUDA "
    "targets keep none; IREE's CPU code keeps them when compiled with "
    "--mlir-print-debuginfo (and --iree-hal-dump-executable-files-to=DIR to follow "
    "them through the dumped files); Triton's when TRITON_DISABLE_LINE_INFO is unset"
)


def query_frame(text: str) -> Frame:
    """A source op as a user names it: `FILE:L:C`, `FILE:L:C-L:C`, or
    `FILE:L` (the whole line)."""
    match = _LINE_ONLY.match(text.strip())
    if match is not None and not _POSITION.match(text.strip()):
        line = int(match["line"])
        return (match["file"], position_key(line, 0), position_key(line + 1, 0) - 1)
    try:
        found = SourceRange.from_str(text)
    except ValueError:
        raise TracksrcError(
            f"tracksrc: error: --loc {visible_line(text)!r}: expected FILE:LINE:COL, "
            "FILE:LINE:COL-LINE:COL or FILE:LINE"
        ) from None
    return (str(found.file_path), found.start.key, found.end.key)


@dataclass
class Hop:
    """One frame of an instruction's way back: where it points, and the op
    printed there when that is a file the compiler dumped."""

    where: str
    op: str = ""

    def json_data(self) -> dict[str, str]:
        """`where`, `op` (its first line, "" when none)."""
        return {"where": self.where, "op": self.op}


@dataclass
class Instructions(JsonResult):
    """The answer (see the module docstring): the instructions found, in
    code order, or the one asked for with its way back (`hops`) and the
    source ops it comes from; `notes`."""

    query: str
    found: list[Located]
    files: list[CodeFile]
    notes: list[str] = field(default_factory=list)
    hops: list[list[Hop]] = field(default_factory=list)
    # Per instruction found, the type of the op its location names in an
    # MLIR file the compiler dumped ("" when it names none): what of the
    # source op the code is (its computation, a binding, the function).
    through: list[str] = field(default_factory=list)
    # Through LLVM's passes: one history per stream of prints read.
    passes: list[LLVMHistory] = field(default_factory=list)

    def by_function(self) -> list[tuple[str, str, list[Located]]]:
        """(code file, function, its instructions found), in code order."""
        groups: dict[tuple[str, str], list[Located]] = {}
        for item in self.found:
            groups.setdefault((item.code.path, item.instruction.function), []).append(item)
        return [(path, name, items) for (path, name), items in groups.items()]

    def json_data(self) -> dict[str, Any]:
        """`query`, `functions` (file, function, count, first and last
        line), `instructions` (file, line, line_is_address, function, text, location,
        sources, through_op), `hops` (with `--at`), `notes`."""
        return {
            "query": self.query,
            "functions": [
                {
                    "file": path,
                    "function": name,
                    "count": len(items),
                    "first_line": items[0].instruction.line,
                    "last_line": items[-1].instruction.line,
                }
                for path, name, items in self.by_function()
            ],
            "instructions": [
                {**_record(item), "through_op": through}
                for item, through in zip(self.found, self._through(), strict=True)
            ],
            "hops": [[hop.json_data() for hop in chain] for chain in self.hops],
            "passes": [history.json_data() for history in self.passes],
            "notes": self.notes,
        }

    def _through(self) -> list[str]:
        return self.through or [""] * len(self.found)

    def __str__(self) -> str:
        through = dict(zip(map(id, self.found), self._through(), strict=True))
        base = _common_folder([code.path for code in self.files])
        notes = [visible_line(_relative(note, base)) for note in self.notes]
        passes = [str(history) for history in self.passes]
        if self.found and notes:
            # With an answer, the code's notes (mostly: linked-in runtime
            # code has no locations) are a footnote, listed by --json.
            notes = [f"note: {counted(len(notes), 'note')} on the code read (--json lists them)"]
        if self.hops:
            return "\n".join(_hop_lines(self.found[0], self.hops, base) + notes)
        if not self.found and passes:
            return "\n".join(passes + notes)
        groups = self.by_function()
        functions = list(dict.fromkeys(name for _, name, _ in groups))
        lines = [
            f"{visible_line(self.query)}: {counted(len(self.found), 'instruction')} in "
            f"{counted(len(functions), 'function')}"
        ]
        kinds = {code.path: code.kind for code in self.files}
        for function in functions:
            lines.append(f"  {visible_line(function)}")
            mine = [(path, items) for path, name, items in groups if name == function]
            for path, items in mine:
                first, last = items[0].place, items[-1].place
                ops = Counter(through[id(item)] for item in items if through[id(item)])
                parts = ", ".join(f"{visible_line(op)} {count}" for op, count in ops.most_common())
                lines.append(
                    f"    {visible_line(_relative(path, base))}:{first}-{last}  "
                    f"{counted(len(items), kinds[path] + ' instruction')}"
                    + (f" (from {parts})" if parts else "")
                )
            # The last code of the pipeline (the machine code), listed.
            path, items = mine[-1]
            rows = [
                (item.place, _code_text(item.instruction.text), _inlined(item))
                for item in items[:SHOWN]
            ]
            lines += ["      " + row for row in format_table(rows, right=[0]).split("\n")]
            if len(items) > SHOWN:
                lines.append(f"      +{len(items) - SHOWN} more (--json for all)")
        return "\n".join(lines + passes + notes)


def _inlined(item: Located) -> str:
    """Where an inlined instruction's function was called ("" when not
    inlined): the call sites, innermost first."""
    sites = item.instruction.location[1:]
    return "inlined at " + " < ".join(visible_line(str(site)) for site in sites) if sites else ""


def _shortened(text: str, width: int) -> str:
    """`text` made visible and cut to `width` characters (an op's first
    line runs to kilobytes: its attributes)."""
    text = visible_line(text)
    return text if len(text) <= width else text[: width - 3] + "..."


def _common_folder(paths: list[str]) -> str:
    """The folder all `paths` are in ("" for none or no common one)."""
    folders = [os.path.dirname(path) for path in paths]
    try:
        return os.path.commonpath(folders) if folders else ""
    except ValueError:  # absolute and relative paths mixed
        return ""


def _relative(text: str, base: str) -> str:
    """`text` with the code files' common folder left out of its paths
    (the names below it are the ones a user knows)."""
    return text.replace(base.rstrip("/") + "/", "") if base not in ("", "/") else text


def _code_text(text: str) -> str:
    """An instruction's text for a terminal: tabs laid out as an assembler
    listing does (to columns of 8), then made visible."""
    return visible_line(text.expandtabs(8))


def _hop_lines(item: Located, hops: list[list[Hop]], base: str) -> list[str]:
    """An instruction and its way back, as text."""
    lines = [
        f"{visible_line(_relative(item.where, base))}: {_code_text(item.instruction.text)}",
        f"  in {visible_line(item.instruction.function)}",
    ]
    for number, chain in enumerate(hops):
        lines.append("  location:" if number == 0 else f"  inlined at (call site {number}):")
        lines += [f"    {visible_line(h.where)}  {visible_line(h.op)}".rstrip() for h in chain]
    return lines


def _frame_text(frame: Frame) -> str:
    line, column = key_position(frame[1])
    return f"{frame[0]}:{line}:{column}"


def _record(item: Located) -> dict[str, Any]:
    return {
        "file": item.code.path,
        "line": item.instruction.line,
        "line_is_address": item.code.addressed,
        "function": item.instruction.function,
        "text": item.instruction.text,
        "location": [
            {"file": frame.file, "line": frame.line, "column": frame.column}
            for frame in item.instruction.location
        ],
        "sources": sorted({_frame_text(stack[0]) for stack in item.stacks}),
        "stacks": [[_frame_text(frame) for frame in stack] for stack in item.stacks],
    }


def _hops(location: CodeLocation, snapshots: LocationSnapshots | None) -> list[Hop]:
    """From one frame of an instruction's location back to the source: each
    file it passes through and the op printed there."""
    chain = [Hop(f"{location.file}:{location.line}:{location.column}")]
    filename, line, column = location.file, location.line, location.column
    seen: set[tuple[str, int, int]] = set()
    while snapshots is not None and (filename, line, column) not in seen:
        seen.add((filename, line, column))
        info = snapshots.op_at(filename, line, column)
        if info is None:
            break
        chain[-1].op = _shortened(info.text.split("\n", 1)[0].strip(), OP_WIDTH)
        # The op's own location, one hop: not followed through snapshots.
        stacks: Sequence[Stack] = precise_stacks(info.op.location)
        if not stacks or not stacks[0]:
            chain.append(Hop("(unknown location)"))
            break
        filename, start, _ = stacks[0][0]
        line, column = key_position(start)
        chain.append(Hop(f"{filename}:{line}:{column}"))
    return chain


def instructions(
    code: CodeArgument | None = None,
    *,
    loc: str | None = None,
    at: str | None = None,
    stream: str | Path | Pipeline | None = None,
    remap: SourceReMap | None = None,
    kind: str | None = None,
) -> Instructions:
    """The instructions of `code` (files, or folders holding code and the
    MLIR files its locations point into; default: the executable dump
    folders of `stream`, a compile stream or its path) that a source op
    became (`loc`: FILE:L:C, a range, or FILE:L), or the one at `at`
    (CODE_FILE:LINE) with its way back to the source (see the module
    docstring). `kind` (a key of `KINDS`) is what the files named directly
    hold, when their names and heads do not say."""
    if (loc is None) == (at is None):
        raise TracksrcError("tracksrc: error: give one of --loc FILE:L:C or --at CODE_FILE:LINE")
    pipeline = open_pipeline(stream) if isinstance(stream, (str, Path)) else stream
    printed = llvm_stream_of(pipeline) if pipeline is not None else None
    if code is None and printed is not None and pipeline and not dump_folders_of(pipeline):
        # The stream's own LLVM prints are its code.
        remap = remap or pipeline.remap
        compiled = CompiledCode(CodeIndex([], remap), [], remap)
    else:
        compiled = code_index(code, stream=pipeline, remap=remap, kind=kind)
    index, files, remap = compiled.index, compiled.files, compiled.remap
    streams = [*compiled.streams, *([printed] if printed is not None else [])]
    notes = [f"{code_file.path}: {note}" for code_file in files for note in code_file.notes]
    notes += compiled.notes
    if files and not any(item.stacks for item in index):
        functions = [name for code_file in files for name in code_file.functions]
        notes.append(
            _NO_LINES.format(files=", ".join(code_file.path for code_file in files))
            + f"; the functions: {examples(functions, 6)}"
        )
    if at is not None:
        return _at(_with_print(index, streams, at, remap), at, notes, remap)
    assert loc is not None
    frame = query_frame(loc)
    found = index.matching(frame)
    passes = [llvm_history(printed, [frame], remap, loc) for printed in streams]
    if not found and any(item.stacks for item in index):
        notes.insert(
            0,
            f"no instruction comes from {loc}: the code's locations name "
            f"{examples(sorted(index.source_files()), 4)}",
        )
    return Instructions(loc, found, files, notes, through=_through_ops(found, remap), passes=passes)


def _with_print(
    index: CodeIndex, streams: list[LLVMStream], at: str, remap: SourceReMap | None
) -> CodeIndex:
    """`index`, or, when `at` names a line of a stream of prints, the print
    holding that line read and indexed."""
    path, _, line = at.rpartition(":")
    for printed in streams:
        if line.isdigit() and same_file(str(printed.path), path):
            number = int(line)
            for found in printed.prints:
                if found.line <= number < found.line + found.lines:
                    return CodeIndex([read_print(printed, found.number)], remap)
    return index


def _through_ops(found: list[Located], remap: SourceReMap | None) -> list[str]:
    """Per instruction, the type of the op printed where its location points
    in a dumped MLIR file ("" where it points into none)."""
    snapshots = remap.snapshots if remap is not None else None
    if not isinstance(snapshots, LocationSnapshots):
        return [""] * len(found)
    # (By identity: a file's frames are shared objects, and hashing one
    # hashes its fields.)
    names: dict[int, str] = {}
    through: list[str] = []
    for item in found:
        location = item.instruction.location
        if not location:
            through.append("")
            continue
        frame = location[0]
        name = names.get(id(frame))
        if name is None:
            info = snapshots.op_at(frame.file, frame.line, frame.column)
            name = names[id(frame)] = info.op_name if info is not None else ""
        through.append(name)
    return through


def _line_or_address(text: str) -> int | None:
    """A code file's line (`560`) or, in machine code, an address (`0x21e0`)."""
    if text.isdigit():
        return int(text)
    if (
        text[:2].lower() == "0x"
        and text[2:]
        and all(c in "0123456789abcdefABCDEF" for c in text[2:])
    ):
        return int(text, 16)
    return None


def _at(index: CodeIndex, at: str, notes: list[str], remap: SourceReMap | None) -> Instructions:
    path, _, line = at.rpartition(":")
    number = _line_or_address(line)
    if not path or number is None:
        raise TracksrcError(
            f"tracksrc: error: --at {visible_line(at)!r}: expected CODE_FILE:LINE (or, in "
            "machine code, CODE_FILE:0xADDRESS)"
        )
    item = index.at(path, number)
    if item is None:
        raise TracksrcError(
            f"tracksrc: error: no instruction at line {line} of {visible_line(path)} (a "
            "directive, a label or a comment there, or no such code file given)"
        )
    snapshots = remap.snapshots if remap is not None else None
    resolver = snapshots if isinstance(snapshots, LocationSnapshots) else None
    notes = [note for note in notes if note.startswith(f"{item.code.path}: ")]
    hops = [_hops(frame, resolver) for frame in item.instruction.location]
    if not hops:
        notes.append(f"{item.where} carries no source location (a line-0 entry, or no .loc)")
    return Instructions(at, [item], [item.code], notes, hops)
