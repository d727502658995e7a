"""The token stream of a textual MLIR file for the structural grammar.

`grammars/mlir.lark` describes a file as operations, regions, blocks,
aliases and resources; this module cuts the text into the coarse tokens that
grammar declares. Coarse on purpose: the index needs no structure inside
operands, types or attribute dictionaries, so an operation's text is never
split into tokens. An operation without regions is a tuple inside an
`OP_RUN` token (one per run of such operations: most of a dump); an
operation with regions is an `OP_HEAD` token, its regions (`REGION_OPEN`,
`BLOCK_LABEL`, ..., `REGION_CLOSE`) and a `LOC` or `OP_END` token. That is
what makes a pure-Python parse of 250 MB dumps affordable.

MLIR's syntax is not context free without knowing every dialect, so the
lexer makes the two context-dependent choices itself, the way MLIR's printer
lays text out:

* a `{` opens a region when it ends its line and the next line starts a
  statement (an op, a block label or `}`) or does not read like custom
  syntax or attributes, or when it is followed on the same line by a block
  label or `%results =`; otherwise the braces are attribute dictionaries or
  custom syntax and stay in the op's text;
* a line starts a statement (`%r = ...`, `"generic.op"(`, a dotted op name,
  a bare op name of the enclosing default dialect, `^label`, `}`, at the top
  level an alias, `{-#`, a dump header or a diagnostic), or continues the
  op before it only where MLIR's printer breaks a line (inside brackets,
  after a line ending in `=`, `,`, `:` or `->`); any other line is an error.

An op ends with its trailing `loc(...)` or where the next statement starts.
Most lines are settled by `Scanner._fast_line` with a few string scans; the
rest are read bracket by bracket (`tracksrc.reading.scanner`).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator

from lark import Token

from tracksrc.errors import ParseError
from tracksrc.reading.dialects import TOP_LEVEL_DIALECT, region_dialect
from tracksrc.reading.ir import SourceText
from tracksrc.reading.scanner import EndOfInput
from tracksrc.reading.stage_header import HEADER_MARKER
from tracksrc.reading.statement_checks import CheckingScanner
from tracksrc.reading.statements import (
    AFTER_OP_NAME,
    ALIAS_START,
    BODY_SPECIAL,
    DIAGNOSTIC_START,
    FLAT_BRACES,
    FLAT_BRACKETS,
    FLAT_PARENS,
    HEADER_LINE,
    LINE_REST_BLANK,
    OP_HEAD_TEXT,
    OP_START_CHARS,
    RESOURCE_LINE,
    RESULTS,
    diagnostic_end,
    skip_blank,
)
from tracksrc.reading.tokens import (
    ALIAS_DEF,
    BLOCK_LABEL,
    DIAGNOSTIC,
    HEADER,
    LOC,
    OP_END,
    OP_HEAD,
    REGION_CLOSE,
    REGION_OPEN,
    RESOURCES,
    OpRun,
    OpToken,
    SimpleOp,
)

_CLOSER = {"(": ")", "[": "]"}


class _Frame:
    """An operation whose text is being read outside the one-line fast path:
    the brackets open in its text (`brackets`, innermost last) and whether
    its type signature (` : ` outside brackets) has begun (`typed`)."""

    __slots__ = ("brackets", "name", "name_offset", "results", "start", "token", "typed")

    def __init__(self, name: str, start: int, results: str, name_offset: int) -> None:
        self.name = name
        self.start = start
        self.results = results
        self.name_offset = name_offset
        self.brackets = ""
        self.typed = False
        self.token: OpToken | None = None


class Lexer(CheckingScanner):
    """Cuts `source.text[start:end]` into structural tokens.

    With `allow_partial`, a text that ends inside an operation (a dump cut
    short by a crashing compiler) is closed off instead of rejected;
    `truncated_at` then tells where, and `last_complete_op` names the last
    operation that was read whole.
    """

    def __init__(
        self,
        source: SourceText,
        start: int = 0,
        end: int | None = None,
        allow_partial: bool = False,
    ) -> None:
        super().__init__(source, start, end)
        self.allow_partial = allow_partial
        self.truncated_at: int | None = None
        self.truncation_reason: str | None = None
        self.last_complete_op: tuple[str, int, int] | None = None

    # -- the token stream --------------------------------------------------

    def tokens(self) -> Iterator[Token]:
        """Yield the tokens of the text; consecutive operations without
        regions come as one `OP_RUN` token."""
        self._run: list[SimpleOp] = []
        self._regions: list[str] = [TOP_LEVEL_DIALECT]
        self._ops: list[_Frame] = []
        self._current: _Frame | None = None
        try:
            yield from self._tokens()
        except EndOfInput as exc:
            self._note_last_of_run()
            if not self.allow_partial:
                self._check_text(characters_only=True)
                raise self._truncation_error(exc) from None
            yield from self._truncate(f"the text ends inside the {exc.what}")
        except ParseError as exc:
            # A cut file may end in the middle of any statement: with
            # allow_partial, an error on its last, unfinished line is the cut.
            offset = self._error_offset
            if not (self.allow_partial and self.text.find("\n", offset, self.end) == -1):
                # A character that is no IR explains the error best: an op
                # has no location because a byte broke its `loc(`.
                self._check_text(characters_only=True)
                raise
            self._note_last_of_run()
            yield from self._truncate(f"the text ends inside a statement ({exc.message})")
        self._check_text()

    def _truncate(self, reason: str) -> Iterator[Token]:
        self.truncated_at = self.end
        self.truncation_reason = reason
        last_complete = self.last_complete_op
        yield from self._close_all()
        self.last_complete_op = last_complete

    def _note_last_of_run(self) -> None:
        run = self._run
        if run and (self.last_complete_op is None or run[-1][1] > self.last_complete_op[2]):
            self.last_complete_op = (run[-1][3], run[-1][0], run[-1][1])

    def _flush(self) -> Iterator[Token]:
        """The pending run of simple ops as one OP_RUN token."""
        self._note_last_of_run()
        yield OpRun(list(self._run))
        self._run.clear()

    def _close_all(self) -> Iterator[Token]:
        end = self.end
        if self._current is not None:
            yield from self._finish(self._current, end, None)
        while len(self._regions) > 1:
            self._regions.pop()
            if self._run:
                yield from self._flush()
            yield Token(REGION_CLOSE, "", end, None, None, None, None, end)
            yield from self._finish(self._ops.pop(), end, None)
        if self._run:
            yield from self._flush()

    def _tokens(self) -> Iterator[Token]:
        text, end = self.text, self.end
        head_match = OP_HEAD_TEXT.match
        fast_line = self._fast_line
        regions = self._regions  # the default dialect of each open region
        ops = self._ops  # the ops whose regions are open
        run = self._run
        append = run.append
        pos = self.start

        while True:
            # ---- between statements ------------------------------------
            pos = skip_blank(text, pos, end)
            if pos >= end:
                if len(regions) > 1:
                    raise EndOfInput(f"region of {ops[-1].name}", ops[-1].start)
                if run:
                    yield from self._flush()
                return
            char = text[pos]
            if char not in OP_START_CHARS:
                # Anything but an op: the pending run ends here.
                if run:
                    yield from self._flush()
                top_level = len(regions) == 1
                if char == "}":
                    if top_level:
                        raise self.error("unmatched '}'", pos, "an operation")
                    regions.pop()
                    yield Token(REGION_CLOSE, "}", pos, None, None, None, None, pos + 1)
                    pos += 1
                    frame = ops.pop()
                    pos = yield from self._body(frame, pos, after_close=True)
                    continue
                if char == "^":
                    label_end = self._scan_block_label(pos)
                    yield Token(
                        BLOCK_LABEL, text[pos:label_end], pos, None, None, None, None, label_end
                    )
                    pos = label_end
                    continue
                if top_level and (char == "#" or char == "!"):
                    if ALIAS_START.match(text, pos, end) is None:
                        raise self.error(
                            "expected an alias definition",
                            pos,
                            "'#name = attribute' or '!name = type'",
                        )
                    self._check_alias_value(pos)
                    alias_end = self._scan_alias(pos)
                    yield Token(
                        ALIAS_DEF, text[pos:alias_end], pos, None, None, None, None, alias_end
                    )
                    pos = alias_end
                    continue
                if char == "/" and text.startswith(HEADER_MARKER, pos):
                    if not top_level:
                        raise EndOfInput(f"region of {ops[-1].name}", ops[-1].start)
                    header = HEADER_LINE.match(text, pos, end)
                    assert header is not None  # it starts with HEADER_MARKER
                    self._not_ir.append((pos, header.end()))
                    self._printed = True
                    yield Token(HEADER, header.group(), pos, None, None, None, None, header.end())
                    pos = header.end()
                    continue
                if top_level and text.startswith("{-#", pos):
                    close = text.find("#-}", pos, end)
                    if close == -1:
                        raise EndOfInput("'{-#' resource block", pos)
                    line_end = text.find("\n", pos, close)
                    while line_end != -1:
                        self.check_inner_line(
                            line_end + 1, "the resource block", pos, RESOURCE_LINE
                        )
                        line_end = text.find("\n", line_end + 1, close)
                    yield Token(
                        RESOURCES, text[pos : close + 3], pos, None, None, None, None, close + 3
                    )
                    pos = close + 3
                    continue
            if len(regions) == 1 and DIAGNOSTIC_START.match(text, pos, end) is not None:
                if run:
                    yield from self._flush()
                # Messages span lines, quote source lines with a caret under
                # them and print ops: up to the next header or custom-form op.
                stop = self._trim_end(diagnostic_end(text, pos, end), pos)
                self._not_ir.append((pos, stop))
                yield Token(DIAGNOSTIC, text[pos:stop], pos, None, None, None, None, stop)
                pos = stop
                continue

            # ---- an operation: `%results = name ...` ---------------------
            head = head_match(text, pos, end)
            if head is None:
                if char == "%" and RESULTS.match(text, pos, end) is None:
                    raise self.error("expected '=' after the result names", pos, "'%name = op ...'")
                raise self.error(
                    "expected an operation",
                    pos,
                    "an operation name, a block label, '}' or an alias definition"
                    if len(regions) == 1
                    else "an operation name, a block label or '}'",
                )
            results_text = head.group(1) or ""
            if ":" in results_text:
                self._check_result_counts(results_text, head.start(1))
            name_offset = head.start(2)
            raw_name = head.group(2)
            op_name = self.op_name(raw_name, name_offset, head.end(), regions[-1])
            after_name = head.end()
            if (
                after_name < end
                and text[after_name] == ":"
                and DIAGNOSTIC_START.match(text, pos, end) is not None
            ):
                raise self.error(
                    f"a compiler diagnostic inside the region of {ops[-1].name} "
                    "(its IR is interrupted)",
                    pos,
                    "the rest of the region: diagnostics come between stages",
                )
            if AFTER_OP_NAME.match(text, after_name, end) is None:
                raise self.error(
                    f"unexpected text after the operation name {raw_name}",
                    after_name,
                    "a space, '(', '<', '[', '{' or the end of the line after an op name",
                )
            loc_start, stop = fast_line(after_name)
            if loc_start >= 0:
                if self._located is not True:
                    self._note_location(True, op_name, pos)
                append(
                    (pos, stop, results_text, op_name, name_offset, text[loc_start:stop], loc_start)
                )
                pos = stop
                continue
            frame = _Frame(op_name, pos, results_text, name_offset)
            pos = yield from self._body(frame, after_name)

    def _body(
        self, frame: _Frame, pos: int, after_close: bool = False
    ) -> Generator[Token, None, int]:
        """Read the text of `frame`'s op from `pos` to its end or to the
        `{` of its next region (`after_close`: from the `}` of its last
        region); returns where reading goes on."""
        text, end = self.text, self.end
        # The end of the line of that `}`: what goes on with the op on the
        # next line is only another region (`default {`).
        close_line_end = text.find("\n", pos, end) if after_close else -1
        regions = self._regions
        body_search = BODY_SPECIAL.search
        self._current = frame
        brackets = frame.brackets
        body_start = pos
        while True:
            match = body_search(text, pos, end)
            if match is None:
                pos = end
                char = "\n"
            else:
                pos = match.start()
                char = text[pos]
            if char == "\n":
                if brackets and pos < end:
                    pos += 1
                    self.check_inner_line(
                        pos, f"the open '{brackets[-1]}' of {frame.name}", frame.start
                    )
                    continue
                following = skip_blank(text, pos, end)
                statement = following >= end or self._starts_statement(
                    following, regions[-1], len(regions) == 1
                )
                if not statement and self.continues(
                    frame.typed, pos, following, pos == close_line_end, self._printed
                ):
                    pos += 1
                    continue
                if brackets:
                    raise EndOfInput(
                        f"operation {frame.name} (an open '{brackets[-1]}')", frame.start
                    )
                if following >= end and len(regions) > 1:
                    # The file ends in an open region: this op may be cut too.
                    raise EndOfInput(f"operation {frame.name}", frame.start)
                # The op ends here; what follows is read as a statement (and
                # rejected if it is none: text is never absorbed into an op;
                # that error, at that line, says more than that this op has
                # no location).
                stop = self._trim_end(pos, body_start)
                yield from self._finish(frame, stop, None, check_location=statement)
                return stop
            if char == '"':
                pos = self._skip_string(pos)
            elif char == ":":
                # ` : type`: the op's type signature has begun (not `::` of a
                # nested symbol, not `readonly:tensor<...>` inside a type).
                if not brackets and (pos + 1 >= end or text[pos + 1] in " \t\r\n"):
                    frame.typed = True
                pos += 1
            elif char == "(":
                if brackets and self._is_loc_keyword(pos):  # an argument's loc(...)
                    pos = self._checked_location(pos - 3)
                    continue
                if not brackets and self._is_loc_keyword(pos):
                    loc_start = pos - 3
                    loc_end = self.skip_parens(pos)
                    if LINE_REST_BLANK.match(text, loc_end, end) is not None or (
                        loc_end < end and text[loc_end] == "}"
                    ):
                        yield from self._finish(frame, loc_end, loc_start)
                        return loc_end
                    # An op ends with its location: what follows on the line
                    # is no part of it (two ops joined, text after an op)...
                    after = skip_blank(text, loc_end, end)
                    if self._is_argument_location(loc_start, after):
                        # ...but for the location of a region argument printed
                        # in the op's syntax (`affine.for %i loc(...) = 0`).
                        pos = self._checked_location(loc_start)
                        continue
                    raise self.error(
                        f"text after the location of {frame.name}",
                        after,
                        "the end of the line: an operation ends with its loc(...)",
                    )
                else:
                    # A group without nesting, strings or newlines is
                    # skipped whole: brackets balance inside it.
                    group = FLAT_PARENS.match(text, pos, end)
                    if group is not None:
                        pos = group.end()
                    else:
                        brackets += "("
                        pos += 1
            elif char == "[":
                group = FLAT_BRACKETS.match(text, pos, end)
                if group is not None:
                    pos = group.end()
                else:
                    brackets += "["
                    pos += 1
            elif char == ")" or char == "]":
                opener = "(" if char == ")" else "["
                if not brackets or brackets[-1] != opener:
                    what = f"'{brackets[-1]}'" if brackets else "no bracket"
                    raise self.error(
                        f"'{char}' does not close any bracket of {frame.name} ({what} is open)",
                        pos,
                        f"balanced brackets: '{_CLOSER[brackets[-1]]}'" if brackets else None,
                    )
                brackets = brackets[:-1]
                pos += 1
            elif char == "{":
                if self._opens_region(pos, frame.name):
                    if self._run:
                        yield from self._flush()
                    if frame.token is None:
                        token = OpToken(
                            OP_HEAD,
                            frame.name,
                            frame.start,
                            None,
                            None,
                            None,
                            None,
                            frame.name_offset,
                        )
                        token.results = frame.results
                        token.name_offset = frame.name_offset
                        frame.token = token
                        yield token
                    yield Token(REGION_OPEN, "{", pos, None, None, None, None, pos + 1)
                    frame.brackets = brackets
                    self._ops.append(frame)
                    regions.append(region_dialect(frame.name))
                    self._current = None
                    return pos + 1
                group = FLAT_BRACES.match(text, pos, end)
                pos = group.end() if group is not None else self._skip_braces(pos)
            elif char == "}":
                # Closes the enclosing region on the op's own line.
                if brackets:
                    raise self.error(
                        f"'}}' closes a region while '{brackets[-1]}' of {frame.name} is open",
                        pos,
                        f"'{_CLOSER[brackets[-1]]}' first",
                    )
                stop = self._trim_end(pos, body_start)
                yield from self._finish(frame, stop, None)
                return stop
            else:  # a `//` comment: part of the body up to the line end
                newline = text.find("\n", pos, end)
                pos = end if newline == -1 else newline

    def _finish(
        self, frame: _Frame, stop: int, loc_start: int | None, check_location: bool = True
    ) -> Iterator[Token]:
        """End the op of `frame` at `stop`; `loc_start` is where its trailing
        location starts, if it has one (`check_location`: whether the
        stage's other ops say it must have one)."""
        self._current = None
        located = loc_start is not None
        if check_location and located is not self._located and self.truncated_at is None:
            # (Ops closed off at a cut have none.)
            holder = self._ops[-1].name if self._ops else None
            self._note_location(located, frame.name, frame.start, holder)
        loc_text = None if loc_start is None else self.text[loc_start:stop]
        self.last_complete_op = (frame.name, frame.start, stop)
        if frame.token is not None:
            if self._run:
                yield from self._flush()
            if loc_text is None:
                yield Token(OP_END, "", stop, None, None, None, None, stop)
            else:
                yield Token(LOC, loc_text, loc_start, None, None, None, None, stop)
            return
        self._run.append(
            (frame.start, stop, frame.results, frame.name, frame.name_offset, loc_text, loc_start)
        )
