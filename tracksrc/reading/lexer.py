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
* a line continues the current op unless it starts a statement: `%r = ...`,
  `"generic.op"(`, a dotted op name, a bare op name of the enclosing default
  dialect (`return` in `func.func`), `^label`, `}`, or at the top level an
  alias definition, `{-#`, a dump header or a compiler diagnostic. Inside
  `(`/`[` a line always continues.

An op ends with its trailing `loc(...)` or, printed without one, where the
next statement starts. Most lines are settled by `_fast_line` with a few
string scans; the rest are read bracket by bracket.
"""

from __future__ import annotations

import re
from collections.abc import Generator, Iterator

from lark import Token

from tracksrc.errors import ParseError
from tracksrc.reading.dialects import (
    TOP_LEVEL_DIALECT,
    is_short_op_name,
    region_dialect,
    resolve_op_name,
)
from tracksrc.reading.ir import SourceText

# Token types, as declared in grammars/mlir.lark.
HEADER = "HEADER"
DIAGNOSTIC = "DIAGNOSTIC"
ALIAS_DEF = "ALIAS_DEF"
RESOURCES = "RESOURCES"
OP_RUN = "OP_RUN"
OP_HEAD = "OP_HEAD"
REGION_OPEN = "REGION_OPEN"
REGION_CLOSE = "REGION_CLOSE"
BLOCK_LABEL = "BLOCK_LABEL"
LOC = "LOC"
OP_END = "OP_END"

# Blank space and comments between statements; a dump header is a comment
# too but is a token of its own, so the skip stops in front of it.
# (A byte-order mark, which some editors write, counts as blank.)
_SKIP = re.compile(r"(?:[ \t\r\n\f\ufeff]+|//(?! -----//)[^\n]*)*")
_HEADER = re.compile(r"// -----//[^\n]*")
# A compiler diagnostic printed into the stream: `file:line:col: warning: ...`
# (or `<unknown>:0: error: ...`), possibly over several lines.
DIAGNOSTIC_PATTERN = (
    r'(?:<unknown>|"?[^\s:"][^\n:"]*"?):\d+(?::\d+)?: (?:error|warning|note|remark): '
)
_DIAGNOSTIC = re.compile(DIAGNOSTIC_PATTERN)
_NEXT_HEADER = re.compile(r"^// -----//", re.MULTILINE)
# `%0`, `%0:2`, `%a, %b`: the results of an op, before its `=`.
_RESULT_LIST = r"%[\w$.\-]+(?::\d+)?(?:\s*,\s*%[\w$.\-]+(?::\d+)?)*"
_RESULTS = re.compile(_RESULT_LIST + r"\s*=(?!=)\s*")
_OP_HEAD = re.compile(
    rf"(?:({_RESULT_LIST})\s*=(?!=)\s*)?" r'("(?:[^"\\\n]|\\.)*"|[A-Za-z_][\w$.]*)'
)
_IDENT_THEN = re.compile(r"([A-Za-z_][\w$.]*)[ \t]*(=?)")
_GENERIC_START = re.compile(r'"(?:[^"\\\n]|\\.)*"[ \t]*\(')
_ALIAS_START = re.compile(r"[#!][\w$.\-]+[ \t]*=")
_BLOCK_ID = re.compile(r"\^[\w$.\-]+")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_BODY_SPECIAL = re.compile(r'[{}()\[\]"\n]|//')
_BRACE_SPECIAL = re.compile(r'[{}"\n]|//')
_PAREN_SPECIAL = re.compile(r'[()"]')
_BRACKET_SPECIAL = re.compile(r'[()\[\]{}"\n]|//')
_LINE_REST_BLANK = re.compile(r"[ \t\r]*(?://[^\n]*)?(?:\n|$)")
_SAME_LINE_REGION = re.compile(rf"[ \t]*(?:\^|{_RESULT_LIST}\s*=(?!=))")
# Bracket groups on one line with nothing nested, which need no counting.
# (Strings may sit in a brace group: attribute dictionaries hold them.)
_FLAT_PARENS = re.compile(r'\([^()\[\]{}"\n]*\)')
_FLAT_BRACKETS = re.compile(r'\[[^()\[\]{}"\n]*\]')
_FLAT_BRACES = re.compile(r'\{(?:[^{}"\n/]|"(?:[^"\\\n]|\\.)*"|/(?!/))*\}')


# A pair of adjacent quotes enclosing a bracket or an escape: a line with one
# cannot be read by counting brackets.
def _nested_parens(depth: int) -> str:
    """A regex for a parenthesised group nested at most `depth` deep, with
    strings (which may hold parentheses) inside."""
    string = r'"(?:[^"\\\n]|\\.)*"'
    inner = r"\((?:[^()\"]|" + string + r")*\)"
    for _ in range(depth - 1):
        inner = r"\((?:[^()\"]|" + string + "|" + inner + r")*\)"
    return inner


# Most parenthesised groups (block labels, locations) nest a few levels.
_BALANCED_PARENS = re.compile(_nested_parens(4))
_SPECIAL_IN_STRING = re.compile(r'"[^"\n]*[(){}\[\]\\][^"\n]*"')
_TEXT_BLOCK_START = frozenset(
    'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789"!#[(<-:'
)
_OP_START_CHARS = frozenset('%"_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
_IDENT_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.-")


def _skip_to(text: str, pos: int, end: int) -> int:
    """The offset of the next character that is not blank or a comment."""
    match = _SKIP.match(text, pos, end)
    return pos if match is None else match.end()


def start_of(token: Token) -> int:
    """A token's start offset (always set by this lexer)."""
    assert token.start_pos is not None
    return token.start_pos


def end_of(token: Token) -> int:
    """A token's end offset (always set by this lexer)."""
    assert token.end_pos is not None
    return token.end_pos


class _EndOfInput(Exception):
    """Raised inside scanning helpers when the text ends inside a construct."""

    def __init__(self, what: str, opened_at: int) -> None:
        super().__init__(what)
        self.what = what
        self.opened_at = opened_at


# An operation without regions, as the lexer hands it on inside an OP_RUN:
# (start, end, results, op name, name offset, loc text or None, loc offset).
SimpleOp = tuple[int, int, str, str, int, "str | None", "int | None"]


class OpToken(Token):
    """The head of an operation with regions (`OP_HEAD`): its value is the
    op's full name, `start_pos` where its text starts."""

    __slots__ = ("name_offset", "results")

    results: str
    name_offset: int


class OpRun(Token):
    """Consecutive operations without regions, handed to the grammar as one
    `OP_RUN` token: most of a dump is such runs, and one token for each would
    cost more than all the rest of the parse."""

    __slots__ = ("ops",)

    ops: list[SimpleOp]

    def __new__(cls, ops: list[SimpleOp]) -> OpRun:
        run: OpRun = super().__new__(  # type: ignore[assignment]
            cls, OP_RUN, "", ops[0][0], None, None, None, None, ops[-1][1]
        )
        run.ops = ops
        return run


class _Frame:
    """An operation whose text is being read outside the one-line fast path."""

    __slots__ = ("depth", "name", "name_offset", "results", "start", "token")

    def __init__(self, name: str, start: int, results: str, name_offset: int) -> None:
        self.name = name
        self.start = start
        self.results = results
        self.name_offset = name_offset
        self.depth = 0
        self.token: OpToken | None = None


class Lexer:
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
        self.source = source
        self.text = source.text
        self.start = start
        self.end = len(self.text) if end is None else end
        self.allow_partial = allow_partial
        self.truncated_at: int | None = None
        self.truncation_reason: str | None = None
        self.last_complete_op: tuple[str, int, int] | None = None
        self._error_offset = -1  # where the last error reported points

    # -- errors ---------------------------------------------------------

    def error(self, message: str, offset: int, expected: str | None = None) -> ParseError:
        """A ParseError pointing at `offset`."""
        self._error_offset = offset
        return self.source.error(message, offset, expected)

    # -- scanning helpers -------------------------------------------------

    def _skip_string(self, pos: int) -> int:
        match = _STRING.match(self.text, pos, self.end)
        if match is None:
            newline = self.text.find("\n", pos, self.end)
            if newline == -1:
                raise _EndOfInput("string", pos)
            raise self.error("unterminated string", pos, "a closing '\"' on the same line")
        return match.end()

    def _skip_parens(self, pos: int) -> int:
        """From a `(` to just past its matching `)`; strings are skipped."""
        text, end = self.text, self.end
        group = _BALANCED_PARENS.match(text, pos, end)
        if group is not None:
            return group.end()
        depth = 0
        search = _PAREN_SPECIAL.search
        while True:
            match = search(text, pos, end)
            if match is None:
                raise _EndOfInput("'('", pos)
            pos = match.start()
            char = text[pos]
            if char == '"':
                pos = self._skip_string(pos)
                continue
            depth += 1 if char == "(" else -1
            pos += 1
            if depth == 0:
                return pos

    def _skip_braces(self, pos: int) -> int:
        """From a `{` that does not open a region to past its `}`."""
        text, end = self.text, self.end
        opened = pos
        depth = 0
        search = _BRACE_SPECIAL.search
        while True:
            match = search(text, pos, end)
            if match is None:
                raise _EndOfInput("'{'", opened)
            pos = match.start()
            char = text[pos]
            if char == '"':
                pos = self._skip_string(pos)
            elif char == "/":
                newline = text.find("\n", pos, end)
                pos = end if newline == -1 else newline
            elif char == "\n":
                pos += 1
            else:
                depth += 1 if char == "{" else -1
                pos += 1
                if depth == 0:
                    return pos

    def _starts_statement(self, pos: int, dialect: str, top_level: bool) -> bool:
        """Does the text at `pos` (a line start) begin a new statement?"""
        text = self.text
        if pos >= self.end:
            return True
        char = text[pos]
        if char == "}" or char == "^":
            return True
        if char == "%":
            return _RESULTS.match(text, pos, self.end) is not None
        if char == '"':
            return _GENERIC_START.match(text, pos, self.end) is not None
        if top_level:
            if char == "#" or char == "!":
                return _ALIAS_START.match(text, pos, self.end) is not None
            if text.startswith("{-#", pos) or text.startswith("// -----//", pos):
                return True
            if _DIAGNOSTIC.match(text, pos, self.end) is not None:
                return True
        match = _IDENT_THEN.match(text, pos, self.end)
        if match is None:
            return False
        name, equals = match.groups()
        if equals:  # `key = value`: an attribute dictionary entry
            return False
        if "." in name:
            return True
        return is_short_op_name(name, dialect)

    def _opens_region(self, pos: int, op_name: str) -> bool:
        """Does the `{` at `pos` open a region of op `op_name`?"""
        text = self.text
        rest = _LINE_REST_BLANK.match(text, pos + 1, self.end)
        if rest is not None:
            following = _skip_to(text, pos + 1, self.end)
            if self._starts_statement(following, region_dialect(op_name), False):
                return True
            # Braces ending a line hold custom syntax (`ro %arg[...]`) or an
            # attribute dictionary only when the next line reads like one;
            # anything else is a region whose bad first line gets an error.
            return following < self.end and text[following] not in _TEXT_BLOCK_START
        return _SAME_LINE_REGION.match(text, pos + 1, self.end) is not None

    def _is_loc_keyword(self, paren: int) -> bool:
        text = self.text
        return (
            paren >= 3
            and text[paren - 3 : paren] == "loc"
            and (paren == 3 or text[paren - 4] not in _IDENT_CHARS)
        )

    def _scan_block_label(self, pos: int) -> int:
        text = self.text
        match = _BLOCK_ID.match(text, pos, self.end)
        if match is None:
            raise self.error("invalid block label", pos, "a block name such as ^bb0")
        cursor = match.end()
        if cursor < self.end and text[cursor] == "(":
            cursor = self._skip_parens(cursor)
        colon = _skip_to(text, cursor, self.end)
        if colon >= self.end:
            raise _EndOfInput("block label", pos)
        if text[colon] != ":":
            raise self.error("expected ':' after block label", colon, "':'")
        return colon + 1

    def _scan_alias(self, pos: int) -> int:
        """An alias definition runs to the end of its line, or further while
        a bracket is open."""
        text, end = self.text, self.end
        depth = 0
        search = _BRACKET_SPECIAL.search
        cursor = text.index("=", pos) + 1
        while True:
            match = search(text, cursor, end)
            if match is None:
                return end
            cursor = match.start()
            char = text[cursor]
            if char == '"':
                cursor = self._skip_string(cursor)
            elif char == "/":
                newline = text.find("\n", cursor, end)
                return end if newline == -1 else newline
            elif char == "\n":
                if depth <= 0:
                    return cursor
                cursor += 1
            else:
                depth += 1 if char in "([{" else -1
                cursor += 1

    def _trim_end(self, pos: int, floor: int) -> int:
        text = self.text
        while pos > floor and text[pos - 1] in " \t\r\n":
            pos -= 1
        return pos

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
        except _EndOfInput as exc:
            self._note_last_of_run()
            if not self.allow_partial:
                raise self._truncation_error(exc) from None
            yield from self._truncate(f"the text ends inside the {exc.what}")
        except ParseError as exc:
            # A cut file may end in the middle of any statement: with
            # allow_partial, an error on its last, unfinished line is the cut.
            offset = self._error_offset
            if not (self.allow_partial and self.text.find("\n", offset, self.end) == -1):
                raise
            self._note_last_of_run()
            yield from self._truncate(f"the text ends inside a statement ({exc.message})")

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

    def _truncation_error(self, exc: _EndOfInput) -> ParseError:
        last = self.last_complete_op
        if last is None:
            detail = "no operation was read completely"
        else:
            name, start, _ = last
            line, column = self.source.position(start)
            detail = f"the last complete operation is {name} at line {line}, column {column}"
        return self.error(
            f"unexpected end of file inside the {exc.what} that starts here "
            f"(a truncated dump?); {detail}",
            exc.opened_at,
            "the rest of the file, or --allow-partial to index what is complete",
        )

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
        head_match = _OP_HEAD.match
        fast_line = self._fast_line
        regions = self._regions  # the default dialect of each open region
        ops = self._ops  # the ops whose regions are open
        run = self._run
        append = run.append
        pos = self.start

        while True:
            # ---- between statements ------------------------------------
            pos = _skip_to(text, pos, end)
            if pos >= end:
                if len(regions) > 1:
                    raise _EndOfInput(f"region of {ops[-1].name}", ops[-1].start)
                if run:
                    yield from self._flush()
                return
            char = text[pos]
            if char not in _OP_START_CHARS:
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
                    pos = yield from self._body(frame, pos)
                    continue
                if char == "^":
                    label_end = self._scan_block_label(pos)
                    yield Token(
                        BLOCK_LABEL, text[pos:label_end], pos, None, None, None, None, label_end
                    )
                    pos = label_end
                    continue
                if top_level and (char == "#" or char == "!"):
                    if _ALIAS_START.match(text, pos, end) is None:
                        raise self.error(
                            "expected an alias definition",
                            pos,
                            "'#name = attribute' or '!name = type'",
                        )
                    alias_end = self._scan_alias(pos)
                    yield Token(
                        ALIAS_DEF, text[pos:alias_end], pos, None, None, None, None, alias_end
                    )
                    pos = alias_end
                    continue
                if char == "/" and text.startswith("// -----//", pos):
                    if not top_level:
                        raise _EndOfInput(f"region of {ops[-1].name}", ops[-1].start)
                    header = _HEADER.match(text, pos, end)
                    assert header is not None  # it starts with "// -----//"
                    yield Token(HEADER, header.group(), pos, None, None, None, None, header.end())
                    pos = header.end()
                    continue
                if top_level and text.startswith("{-#", pos):
                    close = text.find("#-}", pos, end)
                    if close == -1:
                        raise _EndOfInput("'{-#' resource block", pos)
                    yield Token(
                        RESOURCES, text[pos : close + 3], pos, None, None, None, None, close + 3
                    )
                    pos = close + 3
                    continue
            if len(regions) == 1 and _DIAGNOSTIC.match(text, pos, end) is not None:
                if run:
                    yield from self._flush()
                # Up to the next dump header: messages span lines and quote
                # source lines with a caret under them.
                following = _NEXT_HEADER.search(text, pos, end)
                stop = self._trim_end(end if following is None else following.start(), pos)
                yield Token(DIAGNOSTIC, text[pos:stop], pos, None, None, None, None, stop)
                pos = stop
                continue

            # ---- an operation: `%results = name ...` ---------------------
            head = head_match(text, pos, end)
            if head is None:
                if char == "%" and _RESULTS.match(text, pos, end) is None:
                    raise self.error("expected '=' after the result names", pos, "'%name = op ...'")
                raise self.error(
                    "expected an operation",
                    pos,
                    "an operation name, a block label, '}' or an alias definition"
                    if len(regions) == 1
                    else "an operation name, a block label or '}'",
                )
            results_text = head.group(1) or ""
            name_offset = head.start(2)
            raw_name = head.group(2)
            if raw_name[0] == '"':
                op_name = raw_name[1:-1]
            elif "." in raw_name:
                op_name = raw_name
            else:
                op_name = resolve_op_name(raw_name, regions[-1])
            after_name = head.end()
            loc_start, stop = fast_line(after_name)
            if loc_start >= 0:
                append(
                    (pos, stop, results_text, op_name, name_offset, text[loc_start:stop], loc_start)
                )
                pos = stop
                continue
            frame = _Frame(op_name, pos, results_text, name_offset)
            pos = yield from self._body(frame, after_name)

    def _body(self, frame: _Frame, pos: int) -> Generator[Token, None, int]:
        """Read the text of `frame`'s op from `pos` to its end or to the
        `{` of its next region; returns where reading goes on."""
        text, end = self.text, self.end
        regions = self._regions
        body_search = _BODY_SPECIAL.search
        self._current = frame
        depth = frame.depth
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
                if depth > 0 and pos < end:
                    pos += 1
                    continue
                following = _skip_to(text, pos, end)
                if following < end and not self._starts_statement(
                    following, regions[-1], len(regions) == 1
                ):
                    pos += 1
                    continue
                if depth > 0:
                    raise _EndOfInput(f"operation {frame.name} (an open '(' or '[')", frame.start)
                if following >= end and len(regions) > 1:
                    # The file ends in an open region: this op may be cut too.
                    raise _EndOfInput(f"operation {frame.name}", frame.start)
                stop = self._trim_end(pos, body_start)
                yield from self._finish(frame, stop, None)
                return stop
            if char == '"':
                pos = self._skip_string(pos)
            elif char == "(":
                if depth == 0 and self._is_loc_keyword(pos):
                    loc_start = pos - 3
                    loc_end = self._skip_parens(pos)
                    if _LINE_REST_BLANK.match(text, loc_end, end) is not None or (
                        loc_end < end and text[loc_end] == "}"
                    ):
                        yield from self._finish(frame, loc_end, loc_start)
                        return loc_end
                    pos = loc_end
                else:
                    # A group without nesting, strings or newlines is
                    # skipped whole: brackets balance inside it.
                    group = _FLAT_PARENS.match(text, pos, end)
                    if group is not None:
                        pos = group.end()
                    else:
                        depth += 1
                        pos += 1
            elif char == "[":
                group = _FLAT_BRACKETS.match(text, pos, end)
                if group is not None:
                    pos = group.end()
                else:
                    depth += 1
                    pos += 1
            elif char == ")" or char == "]":
                if depth > 0:
                    depth -= 1
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
                    frame.depth = depth
                    self._ops.append(frame)
                    regions.append(region_dialect(frame.name))
                    self._current = None
                    return pos + 1
                group = _FLAT_BRACES.match(text, pos, end)
                pos = group.end() if group is not None else self._skip_braces(pos)
            elif char == "}":
                # Closes the enclosing region on the op's own line.
                stop = self._trim_end(pos, body_start)
                yield from self._finish(frame, stop, None)
                return stop
            else:  # a `//` comment: part of the body up to the line end
                newline = text.find("\n", pos, end)
                pos = end if newline == -1 else newline

    def _fast_line(self, pos: int) -> tuple[int, int]:
        """The common case, decided with a few string scans: the rest of the
        line holds no brace, no string with a bracket or escape inside, its
        brackets balance and it ends with `loc(...)`. Returns where that
        trailing location starts and where the op ends, or (-1, -1) when the
        line must be read in full."""
        text = self.text
        eol = text.find("\n", pos, self.end)
        if eol == -1:
            eol = self.end
        line = text[pos:eol].rstrip()
        if not line.endswith(")") or "{" in line or "}" in line or "//" in line:
            return -1, -1
        if '"' in line and _SPECIAL_IN_STRING.search(line) is not None:
            return -1, -1
        if line.count("(") != line.count(")") or line.count("[") != line.count("]"):
            return -1, -1
        loc_at = line.rfind("loc(")
        if loc_at <= 0 or line[loc_at - 1] in _IDENT_CHARS:
            return -1, -1
        tail = line[loc_at:]
        if tail.count("(") != tail.count(")"):
            return -1, -1
        return pos + loc_at, pos + len(line)

    def _finish(self, frame: _Frame, stop: int, loc_start: int | None) -> Iterator[Token]:
        """End the op of `frame` at `stop`; `loc_start` is where its trailing
        location starts, if it has one."""
        self._current = None
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
