"""Code panes: the LLVM IR and assembly a run's compile wrote below MLIR,
in the executable dump folders its stream names.

A code document is `RUN.c.K`: the K-th code file of run RUN's dump
folders (`dump_folders_of`, the folders `tracksrc instructions --stream`
reads), LLVM IR first in the order IREE writes it (linked, optimized,
codegen), then assembly (`pipeline_order`). The files are listed when the
view starts, by name only (`RunCode.files`: nothing read); a pane shows a
file's lines as the code readers number them, coloured as LLVM IR or GNU
assembly (`tracksrc.view.tokens`); what the file holds (its kind, its
functions, how many instructions carry a location, the reader's notes)
comes with its structure, from the code read and indexed once per run by
the function `tracksrc instructions` calls (`code_index`, kept in the
process). Binaries of the folders (objects, ELF) are not listed: they
have no lines to show.

A code pane marks the instructions whose source stacks match the
selection's (`RunCode.marks`): an op's stacks (as `track` matches them:
one a contiguous window of the other, frame by frame), an instruction's
own, or a source place (`--loc`'s frame, matched as `tracksrc
instructions --loc` matches it: any frame of the instruction overlapping
it); contiguous lines grouped into one mark. Code that carries no
location says so, with the reader's notes, instead of marking nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tracksrc.analysis.instructions import instructions
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.composition.tracker import tracker_of
from tracksrc.pipeline.dispatches.compiled_code import (
    CompiledCode,
    code_files,
    code_index,
    pipeline_order,
)
from tracksrc.pipeline.dispatches.executable_dumps import dump_folders_of
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.reading.files import without_compression_suffix
from tracksrc.reading.locations import aligned_name, key_position
from tracksrc.reading.machine.code import CodeFile
from tracksrc.reading.machine.text_lines import LineSource
from tracksrc.safe_text import visible_line
from tracksrc.tracking.code_index import Located
from tracksrc.tracking.provenance import Frame, Stack, frames_overlap, stacks_match

# The text files of code a pane shows, by how they are coloured.
LANGUAGES = {
    ".ll": "llvm",
    ".llir": "llvm",
    ".s": "asm",
    ".S": "asm",
    ".asm": "asm",
    ".ptx": "asm",
    ".amdgcn": "asm",
    ".rocmasm": "asm",
}
# At most this many marks (runs of lines) are sent for one pane.
MOST_MARKS = 2000


def _plain_suffix(path: Path) -> str:
    return Path(without_compression_suffix(path.name)).suffix


@dataclass(frozen=True)
class CodeListed:
    """A code file of a run's dump folders: its number, where it is, and
    its name as the code index spells it (`CodeFile.path`)."""

    number: int
    path: Path
    name: str

    @property
    def language(self) -> str:
        """How it is coloured: `llvm` or `asm`."""
        return LANGUAGES[_plain_suffix(self.path)]


@dataclass
class _FileCode:
    """One file's instructions as the marks need them: per distinct source
    stacks (few, for millions of instructions), its lines; by line, the
    instruction there."""

    code: CodeFile
    groups: list[tuple[tuple[Stack, ...], list[int]]] = field(default_factory=list)
    at: dict[int, Located] = field(default_factory=dict)
    located: int = 0


def _listed(pipeline: Pipeline) -> list[CodeListed]:
    folders = dump_folders_of(pipeline)
    if not folders:
        return []
    found, _ = code_files(folders)
    shown = [path for path in found if _plain_suffix(path) in LANGUAGES]

    def order(path: Path) -> tuple[int, str]:
        # (LLVM IR before assembly, IREE's in the order it writes them)
        kind = "LLVM IR" if LANGUAGES[_plain_suffix(path)] == "llvm" else "assembly"
        return pipeline_order(CodeFile(str(path), kind, {}, []))

    return [CodeListed(n, path, str(path)) for n, path in enumerate(sorted(shown, key=order))]


def frame_place(frame: Frame) -> str:
    """A frame as `--loc` takes it: `file:line:col`, or a range."""
    line, column = key_position(frame[1])
    end_line, end_column = key_position(frame[2])
    if frame[2] == frame[1]:
        return f"{frame[0]}:{line}:{column}"
    return f"{frame[0]}:{line}:{column}-{end_line}:{end_column}"


class RunCode:
    """The code of one run's dump folders (see the module docstring)."""

    def __init__(self, letter: str, pipeline: Pipeline) -> None:
        self.letter = letter
        self.pipeline = pipeline
        self.files = _listed(pipeline)
        self._compiled: CompiledCode | None = None
        self._error: str | None = None
        self._known: set[str] = set()
        self._by_file: dict[int, _FileCode | None] = {}
        # Code file names -> the pipeline's (`pipeline_stacks`).
        self._names: dict[str, str] = {}

    def listed(self, number: int) -> CodeListed:
        """Code file `number`; a clear error for another number."""
        if not 0 <= number < len(self.files):
            raise TracksrcError(
                f"tracksrc: error: no code file {number} in run {self.letter}: its dump folders "
                f"hold {len(self.files)} file(s) of LLVM IR or assembly"
            )
        return self.files[number]

    def text(self, number: int) -> str:
        """The file's text, its lines as the code readers number them
        (split on `\\n` only; `.xz` and `.gz` decompressed)."""
        return "\n".join(
            line for piece in LineSource(self.listed(number).path).pieces() for line in piece
        )

    def compiled(self) -> CompiledCode | None:
        """The run's code read and indexed (`code_index`, once: kept by it
        too); None when it cannot be read (`error` says why)."""
        if self._compiled is None and self._error is None:
            try:
                self._compiled = code_index(stream=self.pipeline)
            except TracksrcError as exc:
                self._error = str(exc)
            else:
                self._known = self._compiled.index.source_files()
        return self._compiled

    @property
    def error(self) -> str | None:
        """Why the code could not be read (None when it was, or is not yet)."""
        return self._error

    def _file(self, number: int) -> _FileCode | None:
        """File `number`'s instructions (None: not read, or a binary)."""
        if number in self._by_file:
            return self._by_file[number]
        listed = self.listed(number)
        compiled = self.compiled()
        found: _FileCode | None = None
        if compiled is not None:
            code = next((c for c in compiled.files if c.path == listed.name), None)
            if code is not None and not code.addressed:
                found = _FileCode(code)
                groups: dict[tuple[Stack, ...], list[int]] = {}
                for item in compiled.index.of_file(code):
                    found.at[item.instruction.line] = item
                    groups.setdefault(item.stacks, []).append(item.instruction.line)
                    found.located += bool(item.stacks)
                found.groups = list(groups.items())
        self._by_file[number] = found
        return found

    def about(self, number: int) -> dict[str, Any]:
        """What file `number` holds: its kind, functions, instructions and
        how many carry a location, the reader's notes; `error` when the
        run's code cannot be read."""
        found = self._file(number)
        if found is None:
            error = self.error or "its instructions were not read"
            return {
                "kind": None,
                "functions": 0,
                "instructions": 0,
                "located": 0,
                "notes": [],
                "error": error,
            }
        return {
            "kind": found.code.kind,
            "functions": len(found.code.functions),
            "instructions": len(found.at),
            "located": found.located,
            "notes": found.code.notes,
            "error": None,
        }

    def pipeline_stacks(self, stacks: tuple[Stack, ...]) -> tuple[Stack, ...]:
        """An instruction's stacks, their files named as the pipeline's
        locations name them (the code may spell `./x.mlir` what MLIR
        spells `x.mlir`): what its ops and source files are matched with."""
        names = self._names
        missing = {frame[0] for stack in stacks for frame in stack} - names.keys()
        if missing:
            known = tracker_of(self.pipeline).location_files()
            names.update((name, aligned_name(name, known)) for name in missing)
        return tuple(tuple((names[f[0]], f[1], f[2]) for f in stack) for stack in stacks)

    def way_back(self, item: Located) -> dict[str, Any]:
        """`tracksrc instructions --stream S --at FILE:LINE --json` of an
        instruction: its way back through each MLIR file the compiler
        dumped (`hops`: where, and the op printed there) to the source."""
        where = f"{item.code.path}:{item.instruction.line}"
        return instructions(stream=self.pipeline, at=where).json_data()

    def at(self, number: int, line: int) -> Located:
        """The instruction at `line` of file `number`; a clear error when
        that line holds none (a directive, a label, a comment)."""
        found = self._file(number)
        item = None if found is None else found.at.get(line)
        if item is None:
            name = visible_line(self.listed(number).name)
            why = f": {self.error}" if self.error else " (a directive, a label or a comment)"
            raise TracksrcError(f"tracksrc: error: no instruction at line {line} of {name}{why}")
        return item

    def marks(
        self, number: int, stacks: tuple[Stack, ...] | None = None, frame: Frame | None = None
    ) -> dict[str, Any]:
        """What the pane of file `number` marks for a selection of source
        `stacks` (an op's, an instruction's) or a place's `frame`: its runs
        of instruction lines (`ops`, at most `MOST_MARKS`; `more`),
        `nothing` when none, and `why` when the code cannot say (no
        location in the file, the code not read, a selection without
        location)."""
        found = self._file(number)
        lines: list[int] = []
        why = None
        if found is None:
            why = self.error or "its instructions were not read"
        elif not found.located:
            notes = "; ".join(found.code.notes)
            why = f"No instruction of this file carries a source location{': ' if notes else ''}"
            why += notes
        elif frame is not None:
            lines = self._lines(found, _overlapping(frame, self._known))
        elif stacks:
            lines = self._lines(found, _matching(stacks, self._known))
        else:
            why = "The selection carries no source location."
        entries = _runs(self.listed(number).name, sorted(set(lines)))
        return {
            "ops": entries[:MOST_MARKS],
            "more": max(0, len(entries) - MOST_MARKS),
            "instructions": len(lines),
            "nothing": not entries,
            "why": why,
        }

    @staticmethod
    def _lines(found: _FileCode, test: Callable[[tuple[Stack, ...]], bool]) -> list[int]:
        return [line for stacks, lines in found.groups if stacks and test(stacks) for line in lines]


def _overlapping(frame: Frame, known: set[str]) -> Callable[[tuple[Stack, ...]], bool]:
    """Whether any frame of an instruction's stacks overlaps `frame` (its
    name aligned with those the code's locations spell): `CodeIndex.
    matching`'s test, `tracksrc instructions --loc`."""
    name = aligned_name(frame[0], known)
    wanted: Frame = (name, frame[1], frame[2])

    def test(stacks: tuple[Stack, ...]) -> bool:
        return any(
            other[0] == name and frames_overlap(other, wanted)
            for stack in stacks
            for other in stack
        )

    return test


def _matching(mine: tuple[Stack, ...], known: set[str]) -> Callable[[tuple[Stack, ...]], bool]:
    """Whether an instruction's stacks match any of `mine` (their file
    names aligned with those the code's locations spell: `./x.mlir` is
    `x.mlir`), as `track` matches an op's: one stack a contiguous window
    of the other."""
    names: dict[str, str] = {}

    def aligned(frame: Frame) -> Frame:
        if frame[0] not in names:
            names[frame[0]] = aligned_name(frame[0], known)
        return (names[frame[0]], frame[1], frame[2])

    mine = tuple(tuple(aligned(frame) for frame in stack) for stack in mine)

    def test(stacks: tuple[Stack, ...]) -> bool:
        return any(stacks_match(one, other) for one in mine for other in stacks)

    return test


def _runs(name: str, lines: list[int]) -> list[dict[str, Any]]:
    """Lines (sorted) as marks of contiguous runs, as a pane draws an op's
    rows (rows count from 0)."""
    runs: list[list[int]] = []
    for line in lines:
        if runs and runs[-1][1] == line - 1:
            runs[-1][1] = line
        else:
            runs.append([line, line])
    return [
        {
            "id": f"{name}:{first}" if first == last else f"{name}:{first}-{last}",
            "type": "code",
            "first": first - 1,
            "head": last - 1,
            "last": last - 1,
            "name": [first - 1, 0],
            "fused": False,
            "unknown": False,
            "added": False,
        }
        for first, last in runs
    ]


def code_runs(pipelines: dict[str, Pipeline]) -> dict[str, RunCode]:
    """Each run's code, listed (nothing read yet)."""
    return {letter: RunCode(letter, pipeline) for letter, pipeline in pipelines.items()}
