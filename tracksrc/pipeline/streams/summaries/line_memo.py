"""What one process learns of the lines it reads (`LineMemo`), kept across
the stages it summarises: each distinct line's record (`line_records`),
each shape of an op's line, how op text goes on along a line, op names,
location texts and their provenance stacks. Bounded by `Generations`.
"""

from __future__ import annotations

import re
from sys import intern

from tracksrc.pipeline.streams.summaries.line_records import (
    CLOSE,
    END_LOC,
    OP,
    Record,
    Scan,
    classify_line,
    location_end,
    scan_going_on,
)
from tracksrc.pipeline.streams.summaries.memo import ABSENT, Generations
from tracksrc.reading.dialects import is_closed, resolve_op_name
from tracksrc.reading.location_attributes import Location
from tracksrc.reading.location_parser import RawLocation, parse_location_with_aliases
from tracksrc.reading.op_syntax import leading_symbol_at
from tracksrc.reading.statements import OP_HEAD_TEXT
from tracksrc.reading.text_checks import first_bad_character
from tracksrc.safe_text import visible_line
from tracksrc.tracking.provenance import Stack, precise_stacks


class LineMemo:
    """What `summarize_lines` found on each distinct line, kept across the
    stages one process reads, the lately used entries of each kind kept
    (`Generations`: measured on a GPU stream, 50,000 lines hold ~15 MB and
    read as fast as 200,000, which hold ~120 MB per worker). Locations
    are kept apart from lines, by their text, with the provenance stacks
    of each: a stage's ops keep their locations when their lines change
    (SSA values renumbered)."""

    def __init__(self, limit: int = 50_000) -> None:
        self.limit = limit
        self.lines: Generations[str, Record] = Generations(limit // 2)
        self.continuations: Generations[tuple[str, int, tuple[object, ...]], Scan] = Generations(
            limit // 2
        )
        # The provenance stacks of each location met (`SummaryBuilder`).
        # Fewer locations than lines are kept: each holds a tree of objects,
        # and what a miss costs is small (an inlining chain reads straight
        # to its stack).
        self.stacks: Generations[Location, tuple[Stack, ...]] = Generations(
            limit // 10, rolling=True
        )
        # A line with its SSA numbers made 0 -> the record of a line of
        # that shape (`_same_shape`).
        self.shapes: Generations[str, Record] = Generations(limit // 2)
        # An op's location text -> what it reads as (aliases unresolved).
        self.locations: Generations[str, tuple[RawLocation, bool]] = Generations(
            limit // 10, rolling=True
        )
        # (bare or dotted name, default dialect, op syntax follows) -> op name
        self.names: dict[tuple[str, str, bool], str | None] = {}

    def next_stage(self) -> None:
        """A stage starts: forget the oldest of what was learnt, if full."""
        for kept in (self.lines, self.shapes, self.continuations, self.stacks, self.locations):
            kept.age()

    def record(self, line: str) -> Record:
        """The record of `line` (see `classify_line`). A pass that adds or
        removes an op renumbers the SSA values after it, so most lines of
        the next print are new only in their numbers; inlining and
        function-level prints put each op's own location at the end of
        its line. An op's line is classified once per shape: its SSA
        numbers made 0 and its closing location left out
        (`_same_shape`)."""
        found = self.lines.get(line)
        if found is not ABSENT:
            return found  # type: ignore[return-value]
        cut = _location_cut(line)
        if cut < 0 and "%" not in line:
            return self.lines.put(line, classify_line(line))
        head = line if cut < 0 else line[:cut]
        shape = _SSA_NUMBER.sub("%0", head) if "%" in head else head
        if cut >= 0:
            shape += _LOCATION_LEFT_OUT
        known = self.shapes.get(shape)
        if known is not ABSENT:
            record = _same_shape(known, line, cut)  # type: ignore[arg-type]
            if record is not ABSENT:
                return self.lines.put(line, record)  # type: ignore[arg-type]
        found = classify_line(line)
        if _shape_holds(found, line, cut):
            self.shapes.put(shape, found)
        return self.lines.put(line, found)

    def go_on(self, line: str, start: int, state: tuple[object, ...]) -> Scan:
        """How an op's (or a multi-line alias's) text left in `state` at the
        end of the line before goes on along `line` from `start`
        (`scan_going_on`)."""
        key = (line, start, state)
        found = self.continuations.get(key)
        if found is ABSENT:
            return self.continuations.put(key, scan_going_on(line, start, state))
        return found  # type: ignore[return-value]

    def stacks_of(self, location: Location) -> tuple[Stack, ...]:
        """The provenance stacks of `location` (`precise_stacks`)."""
        found = self.stacks.get(location)
        if found is ABSENT:
            return self.stacks.put(location, precise_stacks(location))
        return found  # type: ignore[return-value]

    def location(self, text: str) -> tuple[RawLocation, bool]:
        """What an op's location text reads as, and whether it holds an
        alias (`parse_location_with_aliases`; its `LocationSyntaxError`)."""
        found = self.locations.get(text)
        if found is ABSENT:
            return self.locations.put(text, parse_location_with_aliases(text))
        return found  # type: ignore[return-value]

    def op_name(self, raw: str, dialect: str, shaped: bool) -> str | None:
        """The op a name printed as `raw` names where `dialect` is the
        default, as the lexer's `Scanner.op_name` decides; None where the
        lexer would report an error."""
        key = (raw, dialect, shaped)
        try:
            return self.names[key]
        except KeyError:
            pass
        name: str | None
        if raw[0] == '"':
            name = raw[1:-1]
        elif "." in raw:
            name = None if raw.endswith(".") or ".." in raw else raw
        else:
            name = resolve_op_name(raw, dialect)
            if name is not None and not (is_closed(dialect) or shaped):
                name = None
        if name is not None:
            name = intern(visible_line(name))
        self.names[key] = name
        return name


# An SSA value's number: `%12` of `%12 = arith.addf %10, %11`.
_SSA_NUMBER = re.compile(r"%[0-9]+")
# What stands for a line's closing location in its shape (no line holds it).
_LOCATION_LEFT_OUT = "\x00loc"


def _location_cut(line: str) -> int:
    """Where the location that may close `line` starts (its `loc(`), or -1
    when the line does not end like one. Only a guess, checked against
    what the line's classification or shape finds (`_shape_holds`,
    `_same_shape`)."""
    if not line.endswith(")"):
        return -1
    cut = line.rfind(" loc(")
    return cut + 1 if cut >= 0 else -1


def _scanned(record: tuple[object, ...]) -> Scan:
    """How the text of an op's or a region end's record goes on."""
    return record[8] if record[0] == OP else record[1]  # type: ignore[return-value]


def _closing_location(record: Record) -> str | None:
    """The location text an op's or a region end's record says its line
    ends with, if any."""
    if record is None or record[0] not in (OP, CLOSE):
        return None
    scanned = _scanned(record)
    if scanned is None or scanned[0] != END_LOC:
        return None
    return scanned[1]  # type: ignore[return-value]


def _shape_holds(record: Record, line: str, cut: int) -> bool:
    """Whether `record` stands for every line of its shape (its SSA
    numbers made 0 and, `cut` >= 0, the location from `cut` on left out):
    an op's or a region end's, whose location text either is the one left
    out or (no cut) names no `%`. What the record says of a line depends on
    its brackets, strings, words and punctuation, never on the digits of
    its SSA values; only the texts it holds (results, name, symbol,
    location) are the line's own, and `_same_shape` takes them from the
    line."""
    if record is None or record[0] not in (OP, CLOSE):
        return False
    location = _closing_location(record)
    if cut >= 0:
        return location == line[cut:]
    return location is None or "%" not in location


def _same_shape(record: tuple[object, ...], line: str, cut: int) -> Record | object:
    """The record of `line`, whose shape is the one `record` was
    classified from (`_shape_holds`): its texts taken from `line`; ABSENT
    when the location the shape left out is not one here (its brackets
    do not close at the line's end, or it holds a character no IR holds:
    the line is then classified on its own)."""
    scanned = _scanned(record)
    if cut >= 0:
        end = location_end(line, cut)
        if end != len(line) or first_bad_character(line, cut, end) is not None:
            return ABSENT
        scanned = (END_LOC, line[cut:])
    if record[0] == CLOSE:
        return CLOSE, scanned, record[2]
    pos = len(line) - len(line.lstrip(" \t"))
    head = OP_HEAD_TEXT.match(line, pos)
    assert head is not None  # (as it matched the line of this shape)
    generic = record[4]
    symbol = leading_symbol_at(line, head.start(2), generic)  # type: ignore[arg-type]
    return (
        OP,
        head.group(1) or "",
        head.group(2),
        head.start(2),
        generic,
        record[5],
        record[6],
        None if symbol is None else visible_line(symbol),
        scanned,
    )
