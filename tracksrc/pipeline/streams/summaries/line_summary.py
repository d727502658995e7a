"""A stage's summary read line by line, without the full parser, each
distinct line read once per process.

A print-ir stream prints the same lines again and again: a 265 MB CPU
stream holds 13 MB of distinct lines, a 776 MB GPU stream 128 MB. The full
parser (`tracksrc.reading.parser`) reads every stage whole; this reader
takes each line's record (`line_records`: what the line holds, remembered
per distinct line), follows the lexer's statements through them (`_Reader`:
ops and the lines their text goes on to, regions, blocks, aliases,
resource blocks) and builds the summary with `SummaryBuilder`, the
numbering `summarize` uses. What MLIR's parser creates is created as
`tracksrc.reading.materialized` does: implicit terminators, the location
of a masked op.

Where a line has no record, or the lexer would go another way (a region
on an op's own line, a short-form body, a diagnostic, an alias defined in
a cycle), `summarize_lines` returns None and the full parser reads the
stage, errors included. Both readers give byte-equal summaries: checked on
the real dumps in the tests and on seeded mutations of them.
"""

from __future__ import annotations

from tracksrc.pipeline.streams.summaries.line_records import (
    ALIAS,
    ALIAS_MORE,
    AWKWARD,
    BLANK,
    CLOSE,
    END_BRACES,
    END_LOC,
    END_MORE,
    END_NONE,
    END_OPEN,
    HEADER,
    LABEL,
    OP,
    RESOURCES,
    LineMemo,
    Record,
    Scan,
)
from tracksrc.pipeline.streams.summaries.summary import StageSummary
from tracksrc.pipeline.streams.summaries.summary_builder import SummaryBuilder
from tracksrc.reading.dialects import TOP_LEVEL_DIALECT, region_dialect
from tracksrc.reading.ir import bad_result_count, first_result_name
from tracksrc.reading.location_attributes import FileLoc, Location
from tracksrc.reading.location_parser import (
    AliasCycle,
    AliasRef,
    AliasResolver,
    LocationSyntaxError,
    RawLocation,
    UndefinedAlias,
    has_alias,
    parse_location_with_aliases,
)
from tracksrc.reading.materialized import IMPLICIT_TERMINATORS, SHORT_FORM_OPS
from tracksrc.reading.parser import ALIAS_NAMES
from tracksrc.reading.scanner import (
    BRACE_CONTENT,
    LINE_REST_BLANK,
    RESOURCE_LINE,
    continues_op,
    inner_line_ok,
    starts_statement,
)
from tracksrc.tracking.op_ids import LocalIds
from tracksrc.tracking.provenance import Stack


class _Open:
    """An op whose regions are being read, and the state its text resumes
    with after a region closes (brackets open, type begun)."""

    __slots__ = (
        "blocks",
        "brackets",
        "children",
        "dialect",
        "first",
        "generic",
        "last",
        "name",
        "position",
        "region",
        "typed",
    )

    def __init__(self, position: int, name: str, generic: bool) -> None:
        self.position = position
        self.name = name
        self.generic = generic
        self.dialect = region_dialect(name)
        self.region = 0  # which of its regions is open
        self.blocks = 0  # blocks of that region so far
        self.last: str | None = None  # the name of its block's last op
        # The first op of its first region (-2: one MLIR's parser created).
        self.first = -1
        self.children: list[int] = []
        self.brackets = ""
        self.typed = False


class _Ops:
    """The ops read so far, in pre-order, column by column."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.parents: list[int] = []
        self.lines: list[int] = []
        self.results: list[str] = []
        self.name_columns: list[int] = []
        self.symbols: list[str | None] = []
        self.generic: list[bool] = []
        # An op's location text, or the position of the op at whose name
        # in the dump it is located (its own when it has no `loc(...)`).
        self.locations: list[str | int] = []
        self.children_of: dict[int, list[int]] = {}
        self.top: list[int] = []  # the ops at the top level

    def add(
        self,
        name: str,
        holder: _Open | None,
        number: int,
        result_text: str,
        column: int,
        symbol: str | None,
        location: str | int,
        generic: bool = False,
    ) -> int:
        """Add an op read (or created) in `holder`'s open region (None: at
        the top level); its position."""
        position = len(self.names)
        self.names.append(name)
        self.lines.append(number)
        self.results.append(result_text)
        self.name_columns.append(column)
        self.symbols.append(symbol)
        self.generic.append(generic)
        self.locations.append(location)
        if holder is None:
            self.parents.append(-1)
            self.top.append(position)
        else:
            self.parents.append(holder.position)
            holder.children.append(position)
            if holder.region == 0 and holder.first == -1:
                holder.first = position
            if holder.blocks == 0:
                holder.blocks = 1
            holder.last = name
        return position

    def close_region(self, holder: _Open, number: int) -> None:
        """The open region of `holder` closes on line `number`: append the
        terminator MLIR's parser appends to a single block that does not
        end with it (`materialized.add_implicit_terminators`), located at
        the op's name."""
        if holder.blocks == 0:
            holder.blocks = 1  # an empty region has one empty block
        terminator = IMPLICIT_TERMINATORS.get(holder.name)
        if terminator is None or holder.generic or holder.blocks > 1 or holder.last == terminator:
            return
        first = holder.first
        self.add(terminator, holder, number, "", 0, None, holder.position)
        if first == -1:
            holder.first = -2  # created: no masked op

    def finish(self, holder: _Open, location: str | None) -> None:
        """The text of `holder`'s op ends (with `location`, if printed)."""
        self.children_of[holder.position] = holder.children
        locations = self.locations
        if location is not None:
            locations[holder.position] = location
        first = holder.first
        masked = holder.name == "vector.mask" and not holder.generic and first >= 0
        if masked and locations[first] == first:
            # The masked op is printed without its location: it takes the
            # mask's (`tracksrc.reading.materialized`).
            locations[first] = locations[holder.position]


class _Reader:
    """Reads a stage's lines in order (`line`), as the lexer would."""

    def __init__(self, memo: LineMemo) -> None:
        self.memo = memo
        self.ops = _Ops()
        self.aliases: dict[str, RawLocation] = {}
        self.stack: list[_Open] = []  # the ops whose regions are open
        self.header_seen = False
        # Inside a `{-#` resource block (its lines are not remembered).
        self.in_resources = False
        # The op whose text goes on past its line: (its position, its
        # `_Open` when its text resumed after a `}`, how its line ended),
        # or an alias definition: (-1, None, how its line ended).
        self.pending: tuple[int, _Open | None, tuple[object, ...]] | None = None

    def line(self, number: int, line: str, record: Record) -> bool:
        """Read line `number`; False where this reader gives up."""
        if self.pending is not None:
            if record is not None and record[0] == BLANK:
                return True
            went_on = self._goes_on(line)
            if went_on is not False:
                return self._went_on(number, went_on)  # type: ignore[arg-type]
        if record is None:
            return False
        kind = record[0]
        if kind == OP:
            return self._op(number, record)
        if kind == CLOSE:
            if not self.stack:
                return False
            holder = self.stack.pop()
            self.ops.close_region(holder, number)
            self.pending = (holder.position, holder, ())
            scanned = record[1]
            if holder.brackets or holder.typed:
                state = (END_MORE, holder.brackets, holder.typed)
                scanned = self.memo.go_on(line, record[2], state)  # type: ignore[arg-type]
            return self._went_on(number, scanned)  # type: ignore[arg-type]
        if kind == LABEL:
            if not self.stack:
                return False
            self.stack[-1].blocks += 1
            self.stack[-1].last = None
            return True
        if kind == ALIAS:
            if self.stack:
                return False
            if record[1]:
                self.aliases[record[1]] = record[2]  # type: ignore[index,assignment]
            elif record[2] is not None:
                self.pending = (-1, None, record[2])  # type: ignore[assignment]
            return True
        if kind == HEADER:
            if self.header_seen or self.ops.names or self.stack:
                return False
            self.header_seen = True
        elif kind == RESOURCES:
            if self.stack:
                return False
            self.in_resources = True
        return True

    def resource_line(self, line: str) -> bool:
        """A line of a `{-#` resource block: False unless it reads like one
        (the lexer's check) or ends it with nothing after."""
        start = len(line) - len(line.lstrip(" \t"))
        if start < len(line) and RESOURCE_LINE.match(line, start) is None:
            return False
        close = line.find("#-}")
        if close >= 0:
            self.in_resources = False
            return LINE_REST_BLANK.match(line, close + 3) is not None
        return True

    def _op(self, number: int, record: tuple[object, ...]) -> bool:
        _, result_text, raw, column, generic, shaped, diagnostic, symbol, scanned = record
        if scanned is None:
            return False
        stack = self.stack
        holder = stack[-1] if stack else None
        if holder is None and diagnostic:
            return False
        dialect = TOP_LEVEL_DIALECT if holder is None else holder.dialect
        name = self.memo.op_name(raw, dialect, shaped)  # type: ignore[arg-type]
        if name is None or name in SHORT_FORM_OPS:
            return False
        position = self.ops.add(
            name,
            holder,
            number,
            result_text,  # type: ignore[arg-type]
            column,  # type: ignore[arg-type]
            symbol,  # type: ignore[arg-type]
            len(self.ops.names),
            generic,  # type: ignore[arg-type]
        )
        self.pending = (position, None, ())
        return self._went_on(number, scanned)  # type: ignore[arg-type]

    def _goes_on(self, line: str) -> Scan | bool:
        """The pending text on `line` (how it goes on, None where the lexer
        reads it otherwise), or False when it ended on the line before
        and `line` starts a statement."""
        assert self.pending is not None
        position, _, ended = self.pending
        start = len(line) - len(line.lstrip(" \t"))
        length = len(line)
        memo = self.memo
        kind = ended[0]
        if kind in (END_MORE, END_BRACES, ALIAS_MORE):
            if not inner_line_ok(line, start, length):
                return None
            return memo.go_on(line, start, ended)
        stack = self.stack
        if kind == END_OPEN:
            # A `{` ended the line before: a region when this line starts a
            # statement or does not read like attributes or custom syntax.
            name = self.ops.names[position]
            if starts_statement(line, start, length, region_dialect(name), False) or (
                BRACE_CONTENT.match(line, start) is None
            ):
                self._open_region()
                return False
            if not inner_line_ok(line, start, length):
                return None
            return memo.go_on(line, start, (END_BRACES, 1, ended[1], ended[2]))
        # The op's line ended outside brackets without its location.
        dialect = stack[-1].dialect if stack else TOP_LEVEL_DIALECT
        if starts_statement(line, start, length, dialect, not stack):
            self._ended(None)
            return False
        if continues_op(line, start, length, ended[1], ended[2]):  # type: ignore[arg-type]
            return memo.go_on(line, start, ended)
        return None

    def _went_on(self, number: int, scanned: Scan) -> bool:
        """The pending text went on along line `number` as `scanned` says."""
        if scanned is None:
            return False
        assert self.pending is not None
        if scanned[0] == END_LOC:
            self._ended(scanned[1])  # type: ignore[arg-type]
        elif scanned[0] == ALIAS_MORE and not scanned[1]:
            self.pending = None  # the alias definition ends
        else:
            self.pending = (self.pending[0], self.pending[1], scanned)
        return True

    def _open_region(self) -> None:
        """The `{` that ended the pending op's line opens a region."""
        assert self.pending is not None
        position, resumed, ended = self.pending
        self.pending = None
        if resumed is None:
            resumed = _Open(position, self.ops.names[position], self.ops.generic[position])
        else:  # `} else {`: its next region
            resumed.region += 1
            resumed.blocks = 0
            resumed.last = None
        resumed.brackets, resumed.typed = ended[1], ended[2]  # type: ignore[assignment]
        self.stack.append(resumed)

    def _ended(self, location: str | None) -> None:
        """The pending op's text ended (with `location`, if printed)."""
        assert self.pending is not None
        position, resumed, _ = self.pending
        self.pending = None
        if resumed is not None:
            self.ops.finish(resumed, location)
        elif location is not None:
            self.ops.locations[position] = location

    def done(self) -> bool:
        """The text ended: False if it ended inside an op, region or
        resource block."""
        if self.in_resources:
            return False
        if self.pending is not None:
            kind = self.pending[2][0]
            if kind != END_NONE or self.stack:
                return False
            self._ended(None)
        return not self.stack


_MISSING = (-1,)


def summarize_lines(
    text: str, dump_name: str, first_line: int, memo: LineMemo
) -> StageSummary | None:
    """The summary `summarize(read_mlir_text(text, dump_name, first_line=
    first_line), first_line)` gives, or None when a line of the stage is
    not one this reader settles (see the module docstring)."""
    if any(awkward in text for awkward in AWKWARD):
        return None
    records = memo.lines
    record_of = memo.record
    reader = _Reader(memo)
    read = reader.line
    for number, line in enumerate(text.split("\n"), 1):
        if reader.in_resources:
            if not reader.resource_line(line):
                return None
            continue
        record = records.get(line, _MISSING)
        if record is _MISSING:
            record = record_of(line)
        if not read(number, line, record):
            return None
    if not reader.done():
        return None
    return _build(text, dump_name, first_line, reader.aliases, reader.ops, memo.stacks)


def _build(
    text: str,
    dump_name: str,
    first_line: int,
    aliases: dict[str, RawLocation],
    ops: _Ops,
    stacks: dict[Location, tuple[Stack, ...]],
) -> StageSummary | None:
    """The summary of the ops read, locations resolved; None where the full
    parser would report an error (an alias undefined or in a cycle, a
    location that does not parse)."""
    names, lines, symbols, locations = ops.names, ops.lines, ops.symbols, ops.locations
    top = ops.top
    if not set(ALIAS_NAMES.findall(text)) <= aliases.keys():
        return None
    resolver = AliasResolver(aliases)
    # An alias defined by a location without aliases stands for it as
    # parsed; the others are resolved (and checked) now, as the parser does.
    values: dict[str, Location] = {}
    try:
        for alias, raw in aliases.items():
            values[alias] = resolver.alias(alias) if has_alias(raw) else raw  # type: ignore[assignment]
    except (UndefinedAlias, AliasCycle):
        return None
    resolved: dict[str | int, Location] = {}

    def location_of(position: int) -> Location | None:
        where = locations[position]
        found = resolved.get(where)
        if found is not None:
            return found
        if isinstance(where, int):
            line = first_line + lines[where] - 1
            found = FileLoc.point(dump_name, line, ops.name_columns[where] + 1)
        else:
            try:
                raw, aliased = parse_location_with_aliases(where)
                if type(raw) is AliasRef:
                    found = values[raw.name]
                else:
                    found = resolver.resolve(raw) if aliased else raw  # type: ignore[assignment]
            except (LocationSyntaxError, UndefinedAlias, AliasCycle):
                return None
        resolved[where] = found  # type: ignore[assignment]
        return found

    implicit = not (len(top) == 1 and names[top[0]] == "builtin.module")
    shift = 1 if implicit else 0
    builder = SummaryBuilder(dump_name, first_line, stacks)
    ids = LocalIds()
    if implicit:
        builder.add("builtin.module", -1, 0, ids.next(-1, 0, "builtin.module", "")[0], None)
        builder.keys[0] = ["", *(symbol for symbol in (symbols[p] for p in top) if symbol)]
    for position, name in enumerate(names):
        parent = ops.parents[position]
        parent = parent + shift if parent >= 0 else (0 if implicit else -1)
        location = location_of(position)
        if location is None:
            return None
        at = position + shift
        results = ops.results[position]
        if bad_result_count(results) is not None:
            return None  # (the parser's error)
        local, _ = ids.next(parent, at, name, first_result_name(results))
        builder.add(name, parent, lines[position], local, location)
        children = ops.children_of.get(position)
        if children is not None:
            nested = [symbols[child] for child in children if symbols[child]]
            builder.keys[at] = [symbols[position] or "", *nested]  # type: ignore[list-item]
    return builder.finish(implicit)
