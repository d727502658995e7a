"""A compact, serialisable table of one stage: what whole-pipeline queries
need from each stage without keeping its parsed IR.

A `StageSummary` holds, per operation in pre-order: its type, parent,
subtree end, line in the stage, unique id and precise provenance (stacks of
frames, see `tracksrc.provenance`), plus the symbol keys of ops that hold
regions (what a function-level fragment replaces). It depends only on the
stage's text: lines and frames in the dump itself are stored relative to the
stage's first line and source renaming (`SourceReMap`) is applied when the
summary is bound to a pipeline. So identical stages share one summary and
the on-disk cache (`tracksrc.cache`) can key summaries by content.

Summaries are plain lists, strings and integers (`to_json`/`from_json`): no
pickle, nothing a cache file could use to run code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from tracksrc.index import OperationIndex
from tracksrc.ir import MlirFile, Operation
from tracksrc.locations import Location, SourceReMap
from tracksrc.provenance import SYMBOL_FILE, Frame, Stack, precise_stacks, symbol_at, symbol_frame

# Bump when the summary layout or what the parser produces changes: cached
# summaries of another version are rebuilt.
SUMMARY_VERSION = 2

# The symbol an op defines, on its first line: `func.func private @f(`,
# `hal.executable.variant public @x target(...)`; generic form in `sym_name`.
_CUSTOM_SYMBOL = re.compile(r'\s+(?:(?:public|private|nested)\s+)*(@[\w$.\-]+|@"[^"]*")')
_GENERIC_SYMBOL = re.compile(r'sym_name = "((?:[^"\\]|\\.)*)"')
_NAME_TOKEN = re.compile(r"\S+")
_LINE_SHIFT = 1 << 32  # one line in a position key (see `position_key`)


def op_symbol(op: Operation) -> str | None:
    """The symbol `op` defines (`@main`), read from its first line."""
    text = op.source.text
    name = _NAME_TOKEN.match(text, op.name_offset)
    after_name = op.name_offset if name is None else name.end()
    line_end = text.find("\n", after_name)
    first_line = text[after_name : line_end if line_end != -1 else len(text)]
    if op.generic:
        found = _GENERIC_SYMBOL.search(first_line)
        return None if found is None else "@" + found.group(1)
    found = _CUSTOM_SYMBOL.match(first_line)
    return None if found is None else found.group(1)


@dataclass
class StageSummary:
    """The compact table of one stage (see the module docstring).

    `stacksets[i]` lists stack ids (into `stacks`) of the op with
    `stackset` value i; a stack lists frame ids (into `frames`); a frame is
    `[file id, start key, end key]`, file ids into `files`. The file ""
    stands for the dump itself, with keys relative to the stage's first
    line.
    """

    types: list[str]
    op_type: list[int]
    parent: list[int]
    subtree_end: list[int]
    line: list[int]
    unique_id: list[str]
    op_stackset: list[int]
    stacksets: list[list[int]]
    stacks: list[list[int]]
    frames: list[list[int]]
    files: list[str]
    # position -> [symbol or "", symbols of its children...] for region ops
    keys: dict[int, list[str]]
    implicit_root: bool

    def __len__(self) -> int:
        return len(self.op_type)

    def type_of(self, position: int) -> str:
        """The op type of the op at `position`."""
        return self.types[self.op_type[position]]

    def key_of(self, position: int) -> tuple[str, str, frozenset[str]]:
        """(op type, symbol, symbols of its children) of a region op."""
        entry = self.keys.get(position)
        if not entry:
            return self.type_of(position), "", frozenset()
        return self.type_of(position), entry[0], frozenset(entry[1:])

    def root(self) -> int:
        """The position of the op the stage printed (the fragment's op, or
        the module)."""
        if self.implicit_root and len(self) > 1 and self.subtree_end[1] == len(self):
            return 1
        return 0

    def to_json(self) -> dict[str, Any]:
        """The summary as JSON-able data."""
        data = dict(vars(self))
        data["keys"] = {str(position): value for position, value in self.keys.items()}
        data["version"] = SUMMARY_VERSION
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> StageSummary:
        """Rebuild a summary from `to_json` data (ValueError if malformed)."""
        if not isinstance(data, dict) or data.get("version") != SUMMARY_VERSION:
            raise ValueError("not a stage summary of this version")
        fields = {name: data[name] for name in cls.__dataclass_fields__}
        fields["keys"] = {int(position): value for position, value in fields["keys"].items()}
        summary = cls(**fields)
        count = len(summary.op_type)
        lengths = (summary.parent, summary.subtree_end, summary.line, summary.unique_id)
        if any(len(column) != count for column in (*lengths, summary.op_stackset)):
            raise ValueError("stage summary columns differ in length")
        return summary


def summarize(mlir_file: MlirFile, first_line: int = 1) -> StageSummary:
    """The summary of one parsed stage; `first_line` is the stream line the
    stage's text starts at (frames in the dump itself become relative)."""
    index = OperationIndex(mlir_file)
    dump_name = mlir_file.source.filename
    shift = (first_line - 1) * _LINE_SHIFT
    types: dict[str, int] = {}
    files: dict[str, int] = {}
    frames: dict[tuple[int, int, int], int] = {}
    stacks: dict[tuple[int, ...], int] = {}
    stacksets: dict[tuple[int, ...], int] = {}
    by_location: dict[Location, int] = {}

    def frame_id(frame: Frame) -> int:
        file, start, end = frame
        if file == SYMBOL_FILE:
            # Symbol positions are numbered per process: store the symbol.
            file, start, end = SYMBOL_FILE + symbol_at(start), 0, 0
        elif file == dump_name:
            file = ""
            if start >= _LINE_SHIFT:
                start, end = start - shift, end - shift
        entry = (files.setdefault(file, len(files)), start, end)
        return frames.setdefault(entry, len(frames))

    def stackset_of(location: Location) -> int:
        found = by_location.get(location)
        if found is None:
            ids = tuple(
                stacks.setdefault(tuple(frame_id(frame) for frame in stack), len(stacks))
                for stack in precise_stacks(location)
            )
            found = by_location[location] = stacksets.setdefault(ids, len(stacksets))
        return found

    count = len(index.infos)
    op_type, parent, subtree_end, line, unique_id, op_stackset = [], [], [], [], [], []
    keys: dict[int, list[str]] = {}
    for info in index.infos:
        op = info.op
        op_type.append(types.setdefault(info.op_name, len(types)))
        parent.append(info.parent.position if info.parent is not None else -1)
        subtree_end.append(count)
        start_line = op.start_position[0]
        line.append(start_line - first_line + 1 if start_line else 0)
        unique_id.append(info.unique_id)
        op_stackset.append(stackset_of(op.location))
        if op.regions:
            children = (op_symbol(child) for child in op.children)
            keys[info.position] = [op_symbol(op) or "", *(symbol for symbol in children if symbol)]
    # A subtree ends where the next op outside it starts.
    open_ops: list[int] = []
    for position, parent_position in enumerate(parent):
        while open_ops and open_ops[-1] != parent_position:
            subtree_end[open_ops.pop()] = position
        open_ops.append(position)
    return StageSummary(
        types=list(types),
        op_type=op_type,
        parent=parent,
        subtree_end=subtree_end,
        line=line,
        unique_id=unique_id,
        op_stackset=op_stackset,
        stacksets=[list(ids) for ids in stacksets],
        stacks=[list(ids) for ids in stacks],
        frames=[list(frame) for frame in frames],
        files=list(files),
        keys=keys,
        implicit_root=mlir_file.module.implicit,
    )


class StackTable:
    """Stacks of a whole pipeline, each given one integer id, so that a
    query matches each distinct stack once for every stage."""

    def __init__(self) -> None:
        self.ids: dict[Stack, int] = {}
        self.stacks: list[Stack] = []

    def intern(self, stack: Stack) -> int:
        """The id of `stack` (a new one if first seen)."""
        found = self.ids.get(stack)
        if found is None:
            found = self.ids[stack] = len(self.stacks)
            self.stacks.append(stack)
        return found


def bind_stacksets(
    summary: StageSummary,
    dump_name: str,
    first_line: int,
    remap: SourceReMap | None,
    table: StackTable,
) -> list[frozenset[int]]:
    """The summary's stack sets as sets of pipeline-wide stack ids, with
    frames of the dump placed at the stage's lines and `remap` applied
    (a disabled file's frames are dropped, as the index drops them)."""
    shift = (first_line - 1) * _LINE_SHIFT
    file_names: list[str | None] = []
    for file in summary.files:
        if file == "":
            file_names.append(dump_name)
        elif file.startswith(SYMBOL_FILE):
            file_names.append(file)
        elif remap and remap.is_file_disabled(file):
            file_names.append(None)
        else:
            file_names.append(remap.remap_name(file) if remap else file)
    frames: list[Frame | None] = []
    for file_id, start, end in summary.frames:
        name = file_names[file_id]
        if name is None:
            frames.append(None)
        elif name.startswith(SYMBOL_FILE):
            frames.append(symbol_frame(name[len(SYMBOL_FILE) :]))
        elif summary.files[file_id] == "" and start >= _LINE_SHIFT:
            frames.append((name, start + shift, end + shift))
        else:
            frames.append((name, start, end))
    stack_ids: list[int | None] = []
    for frame_ids in summary.stacks:
        stack = tuple(frame for frame in (frames[i] for i in frame_ids) if frame is not None)
        stack_ids.append(table.intern(stack) if stack else None)
    return [
        frozenset(stack_ids[i] for i in ids if stack_ids[i] is not None)  # type: ignore[misc]
        for ids in summary.stacksets
    ]
