"""The IR model: operations, regions and blocks as a dump prints them.

This is tracksrc's own typed model of a parsed MLIR file. It keeps what
tracking and display need: each operation's name, result names as written,
resolved location and exact text span. Operand lists, types and attributes
stay text inside the span; nothing here needs a dialect to be registered.
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
import re
from array import array
from collections.abc import Callable, Iterator

from tracksrc.errors import ParseError
from tracksrc.reading.location_attributes import FileLoc, Location
from tracksrc.safe_text import visible_line

# The line starts of the last text measured, with the text itself (kept
# alive by it: `is` is the test).
_LAST_LINE_STARTS: list[tuple[str, array[int]]] = []


class SourceText:
    """The text of one parsed file with a table of line starts, so that
    offsets turn into (line, column) in O(log lines).

    A stage cut out of a long stream is its own text; `first_line` is the
    line of the stream where it starts, so that positions are reported as
    lines of the stream.
    """

    __slots__ = ("_line_starts", "filename", "first_line", "text")

    def __init__(self, filename: str, text: str, first_line: int = 1) -> None:
        self.filename = filename
        self.text = text
        self.first_line = first_line
        self._line_starts: array[int] | None = None

    def __repr__(self) -> str:
        return f"SourceText({self.filename!r}, {len(self.text)} chars)"

    @property
    def line_starts(self) -> array[int]:
        """Offsets at which each line starts (index 0 is line 1)."""
        if self._line_starts is None:
            last = _LAST_LINE_STARTS
            if last and last[0][0] is self.text:
                # Stages cut out of one long text, parsed one by one.
                self._line_starts = last[0][1]
                return last[0][1]
            # An array: a list would hold an int object per line, a third of
            # the size of a dump of short lines. Summed in C (each line's
            # length and its newline): a Python step per line cost more
            # than parsing a stage whose terminators ask for a position.
            lengths = map((1).__add__, map(len, self.text.split("\n")))
            starts = array("q", [0])
            starts.extend(itertools.accumulate(lengths))
            starts.pop()  # (where a line after the last would start)
            self._line_starts = starts
            last[:] = [(self.text, starts)]
        return self._line_starts

    def position(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset."""
        starts = self.line_starts
        index = bisect.bisect_right(starts, offset) - 1
        return index + self.first_line, offset - starts[index] + 1

    def line_text(self, line: int) -> str:
        """The text of a 1-based line (as `position` numbers it), without
        its newline."""
        starts = self.line_starts
        line -= self.first_line - 1
        begin = starts[line - 1]
        end = starts[line] - 1 if line < len(starts) else len(self.text)
        return self.text[begin:end]

    @property
    def line_count(self) -> int:
        """Number of lines in the text."""
        return len(self.line_starts)

    def error(
        self, message: str, offset: int, expected: str | None = None, cut: bool = False
    ) -> ParseError:
        """A ParseError at a character offset of this text (`cut`: the text
        ends there before the construct does)."""
        line, column = self.position(offset)
        return ParseError(message, self.filename, line, column, self.line_text(line), expected, cut)


@dataclasses.dataclass(slots=True, eq=False)
class BlockArgument:
    """A block argument: `%name: type loc(...)`."""

    name: str
    type: str
    location: Location


class Block:
    """A block: an optional `^label(args):` line and its operations.

    The arguments of a labelled block are read from its label on first use
    (`argument_reader`, set by the parser): most uses of a dump never ask.
    """

    __slots__ = (
        "_arguments",
        "argument_reader",
        "label",
        "label_offset",
        "label_text",
        "operations",
    )

    def __init__(
        self,
        label: str | None,
        label_text: str | None,
        operations: list[Operation],
        label_offset: int = 0,
        argument_reader: Callable[[Block], list[BlockArgument]] | None = None,
    ) -> None:
        self.label = label
        self.label_text = label_text
        self.operations = operations
        self.label_offset = label_offset
        self.argument_reader = argument_reader
        self._arguments: list[BlockArgument] | None = None

    def __repr__(self) -> str:
        return f"<Block {self.label or '(entry)'}: {len(self.operations)} ops>"

    @property
    def arguments(self) -> list[BlockArgument]:
        """The block's arguments as written in its label (names, types,
        locations); empty for an unlabelled entry block."""
        if self._arguments is None:
            reader = self.argument_reader
            self._arguments = [] if reader is None else reader(self)
        return self._arguments


@dataclasses.dataclass(slots=True, eq=False)
class Region:
    """A region: the blocks between `{` and `}` (`start`/`end`: offsets of
    the braces, -1 when not known)."""

    blocks: list[Block]
    start: int = -1
    end: int = -1

    def operations(self) -> Iterator[Operation]:
        """The operations directly inside the region, block by block."""
        for block in self.blocks:
            yield from block.operations


_RESULT_GROUP = re.compile(r"(%[^\s,:=]+)(?::(\d+))?")
# MLIR keeps an op's result count in 32 bits: `%0:N` names at most this many.
MAX_RESULT_COUNT = (1 << 32) - 1


def _result_count(digits: str) -> int | None:
    # The `N` of `%0:N`; None past MAX_RESULT_COUNT (found without
    # converting thousands of digits, which int() refuses).
    significant = digits.lstrip("0")
    if len(significant) > len(str(MAX_RESULT_COUNT)):
        return None
    value = int(significant or "0")
    return value if value <= MAX_RESULT_COUNT else None


def bad_result_count(result_text: str) -> int | None:
    """Where in an op's result list a `:N` count past MAX_RESULT_COUNT
    starts (the parser's error), or None."""
    if ":" not in result_text:
        return None
    for group in _RESULT_GROUP.finditer(result_text):
        if group[2] and _result_count(group[2]) is None:
            return group.start(2)
    return None


def result_groups(result_text: str) -> list[tuple[str, int]]:
    """The result names of an op's result list as written, with their
    counts: `%0:2` gives [("%0", 2)], `%a, %b` [("%a", 1), ("%b", 1)].
    ValueError for a count past MAX_RESULT_COUNT (which the parser
    rejects)."""
    if not result_text:
        return []
    if "," not in result_text and ":" not in result_text:
        return [(result_text, 1)]
    groups = []
    for name, digits in _RESULT_GROUP.findall(result_text):
        count = _result_count(digits) if digits else 1
        if count is None:
            raise ValueError(f"result count of {name} out of range: at most {MAX_RESULT_COUNT}")
        groups.append((name, count))
    return groups


def first_result_name(result_text: str) -> str:
    """The name MLIR gives the first result of an op whose result list
    reads `result_text`: `%0`, or `%0#0` for `%0:2`; "" for none."""
    groups = result_groups(result_text)
    if not groups:
        return ""
    name, count = groups[0]
    return f"{name}#0" if count > 1 else name


@dataclasses.dataclass(slots=True, eq=False)
class Operation:
    """One operation as printed.

    `result_text` is the result list as written (`%0`, `%0:2`,
    `%values, %indices`); `start`/`end` are character offsets of the whole
    operation text (results to trailing location) in `source`; `name_offset`
    is where its name starts, which is the location MLIR gives an operation
    printed without `loc(...)`.
    """

    op_name: str
    result_text: str
    location: Location
    source: SourceText
    start: int
    end: int
    name_offset: int
    regions: list[Region]
    generic: bool = False
    implicit: bool = False
    # Built by MLIR's parser, not printed as an op (an implicit terminator,
    # the body of a short form): see `tracksrc.reading.materialized`.
    materialized: bool = False
    parent: Operation | None = None
    location_alias: str | None = None
    # Listings of other compilers name values without `%` (`@15`, `Input3`)
    # and list arguments by name; MLIR text keeps both in `result_text`/text.
    value_names: tuple[str, ...] | None = None
    operand_names: tuple[str, ...] = ()

    def __repr__(self) -> str:
        line, column = self.start_position
        results = f"{self.result_text} = " if self.result_text else ""
        where = visible_line(self.source.filename)
        return f"<Operation {results}{self.op_name} at {where}:{line}:{column}>"

    @property
    def result_groups(self) -> list[tuple[str, int]]:
        """Result names with their counts: `%0:2` gives [("%0", 2)]."""
        if self.value_names is not None:
            return [(name, 1) for name in self.value_names]
        return result_groups(self.result_text)

    @property
    def first_result_name(self) -> str:
        """The name MLIR gives the op's first result: `%0`, or `%0#0` when
        the first name stands for several results (`%0:2 = ...`); "" when
        the op has none."""
        if self.value_names is not None:
            return self.value_names[0] if self.value_names else ""
        return first_result_name(self.result_text)

    @property
    def result_names(self) -> list[str]:
        """The result names as written, without `:N` counts."""
        return [name for name, _ in self.result_groups]

    @property
    def num_results(self) -> int:
        """How many values the operation defines."""
        return sum(count for _, count in self.result_groups)

    @property
    def text(self) -> str:
        """The operation exactly as it appears in the file, regions included."""
        if self.implicit:
            return self.source.text
        return self.source.text[self.start : self.end]

    @property
    def start_position(self) -> tuple[int, int]:
        """1-based (line, column) where the operation's text starts."""
        if self.implicit:
            return 0, 0
        return self.source.position(self.start)

    @property
    def end_position(self) -> tuple[int, int]:
        """1-based (line, column) of the last character of the operation."""
        if self.implicit:
            return 0, 0
        return self.source.position(max(self.start, self.end - 1))

    @property
    def name_position(self) -> tuple[int, int]:
        """1-based (line, column) of the operation name."""
        if self.implicit:
            return 0, 0
        return self.source.position(self.name_offset)

    def implicit_location(self) -> FileLoc:
        """Where MLIR would locate this op if it had no `loc(...)`: the
        position of its name in this file."""
        line, column = self.name_position
        return FileLoc.point(self.source.filename, line, column)

    def walk(self) -> Iterator[Operation]:
        """This operation and every operation nested in it, in pre-order."""
        stack: list[Operation] = [self]
        while stack:
            operation = stack.pop()
            yield operation
            nested = [op for region in operation.regions for op in region.operations()]
            stack.extend(reversed(nested))

    @property
    def children(self) -> list[Operation]:
        """Operations directly inside this operation's regions."""
        return [op for region in self.regions for op in region.operations()]


@dataclasses.dataclass(slots=True, eq=False)
class MlirFile:
    """A parsed file: its top-level operation (an implicit `builtin.module`
    when the file is a fragment or holds several operations, as MLIR creates
    one), aliases and stage header."""

    source: SourceText
    module: Operation
    header: str | None = None
    attribute_aliases: dict[str, str] = dataclasses.field(default_factory=dict)
    type_aliases: dict[str, str] = dataclasses.field(default_factory=dict)
    location_aliases: dict[str, Location] = dataclasses.field(default_factory=dict)
    resources: str | None = None
    diagnostics: list[str] = dataclasses.field(default_factory=list)
    truncated: bool = False
    # "mlir", or the listing format of another compiler ("migraphx").
    format: str = "mlir"

    def walk(self) -> Iterator[Operation]:
        """Every operation of the file in pre-order, the module first."""
        return self.module.walk()
