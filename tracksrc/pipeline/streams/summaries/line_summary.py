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

from tracksrc.pipeline.streams.summaries.line_memo import LineMemo
from tracksrc.pipeline.streams.summaries.line_ops import OpenOp, ReadOps
from tracksrc.pipeline.streams.summaries.line_records import (
    ALIAS,
    ALIAS_MORE,
    AWKWARD,
    BAD,
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
)
from tracksrc.reading.materialized import SHORT_FORM_OPS
from tracksrc.reading.parser import ALIAS_NAMES
from tracksrc.reading.statements import (
    BRACE_CONTENT,
    LINE_REST_BLANK,
    PRINTED_BRACE_CONTENT,
    PRINTED_BRACE_LINE,
    RESOURCE_LINE,
    continues_op,
    inner_line_ok,
    starts_statement,
)
from tracksrc.reading.text_checks import (
    angles_balanced,
    first_bad_character,
    first_unpaired_angle,
    unreadable_print,
)
from tracksrc.tracking.op_ids import LocalIds


class _Reader:
    """Reads a stage's lines in order (`line`), as the lexer would."""

    def __init__(self, memo: LineMemo) -> None:
        self.memo = memo
        self.ops = ReadOps()
        self.aliases: dict[str, RawLocation] = {}
        self.stack: list[OpenOp] = []  # the ops whose regions are open
        self.header_seen = False
        # Inside a `{-#` resource block (its lines are not remembered).
        self.in_resources = False
        # The op whose text goes on past its line: (its position, its
        # `OpenOp` when its text resumed after a `}`, how its line ended),
        # or an alias definition: (-1, None, how its line ended).
        self.pending: tuple[int, OpenOp | None, tuple[object, ...]] | None = None
        # The line before ended after a region's `}` (and what followed).
        self.after_close = False
        # Ops read that end with a location, and without: a printed stage
        # with both is the parser's to judge.
        self.located = False
        self.unlocated = False

    def line(self, number: int, line: str, record: Record) -> bool:
        """Read line `number`; False where this reader gives up."""
        after_close, self.after_close = self.after_close, False
        if record is not None and record[0] == BAD:
            return False
        if self.pending is not None:
            if record is not None and record[0] == BLANK:
                self.after_close = after_close
                return True
            went_on = self._goes_on(line, after_close)
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
            self.after_close = True
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
        if first_bad_character(line, 0, len(line)) is not None:
            return False
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
        if diagnostic:
            return False  # a note at the top level, an error inside a region
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

    def _goes_on(self, line: str, after_close: bool) -> Scan | bool:
        """The pending text on `line` (how it goes on, None where the lexer
        reads it otherwise), or False when it ended on the line before
        and `line` starts a statement (`after_close`: the line before
        ended after a region's `}`)."""
        assert self.pending is not None
        position, _, ended = self.pending
        start = len(line) - len(line.lstrip(" \t"))
        length = len(line)
        memo = self.memo
        kind = ended[0]
        if kind in (END_MORE, END_BRACES, ALIAS_MORE):
            if not inner_line_ok(line, start, length):
                return None
            if (
                kind == END_BRACES
                and self.header_seen
                and PRINTED_BRACE_LINE.match(line, start) is None
            ):
                return None
            return memo.go_on(line, start, ended)
        stack = self.stack
        if kind == END_OPEN:
            # A `{` ended the line before: a region when this line starts a
            # statement or does not read like attributes or custom syntax.
            name = self.ops.names[position]
            if starts_statement(line, start, length, region_dialect(name), False) or (
                (PRINTED_BRACE_CONTENT if self.header_seen else BRACE_CONTENT).match(line, start)
                is None
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
        typed, open_end = bool(ended[1]), bool(ended[2])
        if continues_op(
            line,
            start,
            length,
            typed,
            open_end,
            after_close,
            self.header_seen,
        ):
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
            resumed = OpenOp(position, self.ops.names[position], self.ops.generic[position])
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
        if location is None:
            self.unlocated = True
        else:
            self.located = True
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
    if unreadable_print(text, 0, len(text), [], True) is not None:
        return None  # (the parser's error, unless the text is in a diagnostic)
    if (
        not angles_balanced(text, 0, len(text))
        and first_unpaired_angle(text, 0, len(text), []) is not None
    ):
        return None  # (the parser's error, or a header holding one)
    memo.next_stage()
    records = memo.lines.newer
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
    if not reader.done() or (reader.header_seen and reader.located and reader.unlocated):
        return None
    return _build(text, dump_name, first_line, reader.aliases, reader.ops, memo)


def _build(
    text: str,
    dump_name: str,
    first_line: int,
    aliases: dict[str, RawLocation],
    ops: ReadOps,
    memo: LineMemo,
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
                raw, aliased = memo.location(where)
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
    builder = SummaryBuilder(dump_name, first_line, memo.stacks_of)
    ids = LocalIds()
    if implicit:
        builder.add("builtin.module", -1, 0, ids.next(-1, 0, "builtin.module", "")[0], None)
        builder.keys[0] = ("", *(symbol for symbol in (symbols[p] for p in top) if symbol))
    # (Column by column, with what each op needs bound once: this loop
    # runs for every op of every distinct stage.)
    parents: list[int] = []
    local_ids: list[str] = []
    located: list[Location] = []
    next_id = ids.next
    children_of = ops.children_of
    for position, (name, parent, where, results) in enumerate(
        zip(names, ops.parents, locations, ops.results, strict=True)
    ):
        parent = parent + shift if parent >= 0 else (0 if implicit else -1)
        location = resolved.get(where)
        if location is None:
            location = location_of(position)
            if location is None:
                return None
        if ":" in results or "," in results:
            if bad_result_count(results) is not None:
                return None  # (the parser's error)
            first_result = first_result_name(results)
        else:
            first_result = results  # (`%0`, or none: the common case)
        at = position + shift
        parents.append(parent)
        local_ids.append(next_id(parent, at, name, first_result)[0])
        located.append(location)
        children = children_of.get(position)
        if children is not None:
            nested = [symbols[child] for child in children if symbols[child]]
            builder.keys[at] = (symbols[position] or "", *nested)  # type: ignore[arg-type]
    builder.add_ops(names, parents, lines, local_ids, located)
    return builder.finish(implicit)
