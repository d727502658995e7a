"""Building a `StageSummary`: from a parsed stage (`summarize`), or op by
op from any reader of a stage (`SummaryBuilder`, which `tracksrc.pipeline.
streams.summaries.line_summary` uses), numbering types, frames, stacks and
stack sets the same way, so that both give byte-equal summaries."""

from __future__ import annotations

from array import array
from collections.abc import Callable

from tracksrc.pipeline.streams.summaries.summary import StageSummary, flatten
from tracksrc.reading.ir import MlirFile, Operation
from tracksrc.reading.location_attributes import Location
from tracksrc.reading.locations import LINE_STEP
from tracksrc.reading.op_syntax import leading_symbol
from tracksrc.safe_text import visible_line
from tracksrc.tracking.op_ids import walk_with_ids
from tracksrc.tracking.provenance import Frame, Stack, precise_stacks


def op_symbol(op: Operation) -> str | None:
    """The symbol `op` is keyed by (`tracksrc.reading.op_syntax.
    leading_symbol`), control characters as escapes, as stage headers read."""
    symbol = leading_symbol(op)
    return None if symbol is None else visible_line(symbol)


def summarize(mlir_file: MlirFile, first_line: int = 1) -> StageSummary:
    """The summary of one parsed stage; `first_line` is the stream line the
    stage's text starts at (frames in the dump itself become relative)."""
    builder = SummaryBuilder(mlir_file.source.filename, first_line)
    for op, parent_position, local_id, _, _ in walk_with_ids(mlir_file.module):
        start_line = op.start_position[0]
        # The module MLIR creates around a fragment is located in the dump
        # at line 0: no source of anything.
        position = builder.add(
            op.op_name,
            parent_position,
            start_line - first_line + 1 if start_line else 0,
            local_id,
            None if op.implicit else op.location,
        )
        if op.regions:
            children = (op_symbol(child) for child in op.children)
            symbols = [symbol for symbol in children if symbol]
            builder.keys[position] = (op_symbol(op) or "", *symbols)
    return builder.finish(mlir_file.module.implicit)


def _memoized_stacks() -> Callable[[Location], tuple[Stack, ...]]:
    """`precise_stacks`, each location's worked out once."""
    known: dict[Location, tuple[Stack, ...]] = {}

    def stacks_of(location: Location) -> tuple[Stack, ...]:
        found = known.get(location)
        if found is None:
            found = known[location] = precise_stacks(location)
        return found

    return stacks_of


class SummaryBuilder:
    """Builds a `StageSummary` from a stage's ops given one by one in
    pre-order: types, files, frames, stacks and stack sets numbered in the
    order they are first met. The one place that numbering is decided, so
    that every reader of a stage gives byte-equal summaries."""

    def __init__(
        self,
        dump_name: str,
        first_line: int,
        stacks_of: Callable[[Location], tuple[Stack, ...]] | None = None,
    ) -> None:
        self._dump_name = dump_name
        # Provenance stacks of a location (a caller's memo across stages).
        self._stacks_of = _memoized_stacks() if stacks_of is None else stacks_of
        self._shift = (first_line - 1) * LINE_STEP
        self._types: dict[str, int] = {}
        self._files: dict[str, int] = {}
        self._frames: dict[tuple[int, int, int], int] = {}
        self._stacks: dict[tuple[int, ...], int] = {}
        self._stacksets: dict[tuple[int, ...], int] = {(): 0}
        self._by_location: dict[int, int] = {}
        self._op_type: list[int] = []
        self._parent: list[int] = []
        self._line: list[int] = []
        self._local_ids: list[str] = []
        self._op_stackset: list[int] = []
        # position -> (symbol or "", symbols of its children...) for region ops
        self.keys: dict[int, tuple[str, ...]] = {}

    def _frame_id(self, frame: Frame) -> int:
        file, start, end = frame
        # A frame in the dump from the stage's first line on is kept
        # relative to it (file ""); line 0 (the module MLIR creates around
        # a fragment) as it is. One before the stage (a location naming
        # the dump) is kept as a frame of the dump's name: relative, it
        # would be negative, and frames hold unsigned keys.
        if file == self._dump_name and (start < LINE_STEP or start >= self._shift + LINE_STEP):
            file = ""
            if start >= LINE_STEP:
                start, end = start - self._shift, end - self._shift
        files = self._files
        entry = (files.setdefault(file, len(files)), start, end)
        return self._frames.setdefault(entry, len(self._frames))

    def _stackset_of(self, location: Location) -> int:
        # By identity: readers share one object per location text, and
        # hashing a nested location walks all of it.
        found = self._by_location.get(id(location))
        if found is None:
            stacks = self._stacks
            location_stacks = self._stacks_of(location)
            ids = tuple(
                stacks.setdefault(tuple(self._frame_id(frame) for frame in stack), len(stacks))
                for stack in location_stacks
            )
            found = self._stacksets.setdefault(ids, len(self._stacksets))
            self._by_location[id(location)] = found
        return found

    def add(
        self, op_name: str, parent: int, line: int, local_id: str, location: Location | None
    ) -> int:
        """Add the next op (None for no location: the empty stack set);
        returns its position."""
        position = len(self._op_type)
        self._op_type.append(self._types.setdefault(op_name, len(self._types)))
        self._parent.append(parent)
        self._line.append(line)
        self._local_ids.append(local_id)
        self._op_stackset.append(0 if location is None else self._stackset_of(location))
        return position

    def add_ops(
        self,
        op_names: list[str],
        parents: list[int],
        lines: list[int],
        local_ids: list[str],
        locations: list[Location],
    ) -> None:
        """Add the next ops, column by column: as `add` one by one (every
        op located), numbered alike."""
        types, type_column, stackset_column = self._types, self._op_type, self._op_stackset
        by_location, stackset_of = self._by_location, self._stackset_of
        for op_name, location in zip(op_names, locations, strict=True):
            type_number = types.get(op_name)
            if type_number is None:
                type_number = types[op_name] = len(types)
            type_column.append(type_number)
            stackset = by_location.get(id(location))
            stackset_column.append(stackset_of(location) if stackset is None else stackset)
        self._parent.extend(parents)
        self._line.extend(lines)
        self._local_ids.extend(local_ids)

    def finish(self, implicit_root: bool) -> StageSummary:
        """The summary of the ops added."""
        parent = self._parent
        count = len(parent)
        subtree_end = [count] * count
        # A subtree ends where the next op outside it starts.
        open_ops: list[int] = []
        for position, parent_position in enumerate(parent):
            while open_ops and open_ops[-1] != parent_position:
                subtree_end[open_ops.pop()] = position
            open_ops.append(position)
        stackset_offsets, stackset_items = flatten(self._stacksets)
        stack_offsets, stack_items = flatten(self._stacks)
        columns = {
            "op_type": array("i", self._op_type),
            "parent": array("i", parent),
            "subtree_end": array("i", subtree_end),
            "line": array("i", self._line),
            "op_stackset": array("i", self._op_stackset),
            "stackset_offsets": stackset_offsets,
            "stackset_items": stackset_items,
            "stack_offsets": stack_offsets,
            "stack_items": stack_items,
        }
        return StageSummary(
            types=tuple(self._types),
            files=tuple(self._files),
            keys=self.keys,
            implicit_root=implicit_root,
            columns=columns,
            # Unsigned: keys of lines and columns up to MLIR's 2^32 - 1
            # reach 2^64 - 1.
            frames=array("Q", [value for frame in self._frames for value in frame]),
            local_ids_text="\n".join(self._local_ids),
        )
