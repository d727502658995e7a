"""Scanning textual MLIR: where strings, bracket groups, regions, block
labels and alias definitions begin and end.

`Scanner` holds the text being read and the bracket-aware helpers the
lexer (`tracksrc.reading.lexer`) cuts a file with, on the patterns and
rules of `tracksrc.reading.statements`; the lexer is a `Scanner` that also
keeps the token stream's state.
"""

from __future__ import annotations

import re
from sys import intern

from tracksrc.errors import ParseError
from tracksrc.reading.dialects import region_dialect, resolve_op_name
from tracksrc.reading.ir import SourceText
from tracksrc.reading.location_parser import LocationSyntaxError, parse_location
from tracksrc.reading.materialized import SHORT_FORM_OPS, is_short_form
from tracksrc.reading.statements import (
    BALANCED_PARENS,
    BLOCK_ID,
    BRACE_CONTENT,
    BRACKET_SPECIAL,
    CLOSERS,
    GENERIC_OPERANDS,
    IDENT_CHARS,
    LINE_REST_BLANK,
    OPEN_LINE_ENDS,
    PAREN_SPECIAL,
    PRINTED_BRACE_CONTENT,
    PRINTED_BRACE_LINE,
    SAME_LINE_REGION,
    SPECIAL_IN_STRING,
    VALUE_BEFORE,
    continues_op,
    inner_line_ok,
    is_bare_op_at,
    is_loc_keyword,
    location_starts,
    skip_blank,
    starts_statement,
)
from tracksrc.reading.text_checks import STRING
from tracksrc.safe_text import visible_line


class EndOfInput(Exception):
    """Raised inside scanning helpers when the text ends inside a construct."""

    def __init__(self, what: str, opened_at: int) -> None:
        super().__init__(what)
        self.what = what
        self.opened_at = opened_at


class Scanner:
    """The text `source.text[start:end]` and the helpers that scan it."""

    def __init__(self, source: SourceText, start: int = 0, end: int | None = None) -> None:
        self.source = source
        self.text = source.text
        self.start = start
        self.end = len(self.text) if end is None else end
        self._error_offset = -1  # where the last error reported points
        self._printed = False  # a dump header was read: MLIR's printer's rules

    # -- errors ---------------------------------------------------------

    def error(
        self, message: str, offset: int, expected: str | None = None, cut: bool = False
    ) -> ParseError:
        """A ParseError pointing at `offset` (`cut`: the text ends there)."""
        self._error_offset = offset
        return self.source.error(message, offset, expected, cut)

    # -- scanning helpers -------------------------------------------------

    def _skip_string(self, pos: int) -> int:
        match = STRING.match(self.text, pos, self.end)
        if match is None:
            newline = self.text.find("\n", pos, self.end)
            if newline == -1:
                raise EndOfInput("string", pos)
            raise self.error("unterminated string", pos, "a closing '\"' on the same line")
        return match.end()

    def skip_parens(self, pos: int) -> int:
        """From a `(` to just past its matching `)`; strings are skipped."""
        text, end = self.text, self.end
        group = BALANCED_PARENS.match(text, pos, end)
        if group is not None:
            return group.end()
        depth = 0
        search = PAREN_SPECIAL.search
        while True:
            match = search(text, pos, end)
            if match is None:
                raise EndOfInput("'('", pos)
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
        """From a `{` that does not open a region to past its `}`. In a
        printed stage, a line at the braces' own level (no `(` or `[` of
        theirs open) is an element of custom syntax (`ro %arg3[...]`) or
        their end."""
        text, end = self.text, self.end
        opened = pos
        depth = 0
        inner = 0  # `(` and `[` open inside them
        search = BRACKET_SPECIAL.search
        while True:
            match = search(text, pos, end)
            if match is None:
                raise EndOfInput("'{'", opened)
            pos = match.start()
            char = text[pos]
            if char == '"':
                pos = self._skip_string(pos)
            elif char == "/":
                newline = text.find("\n", pos, end)
                pos = end if newline == -1 else newline
            elif char == "\n":
                pos += 1
                shape = PRINTED_BRACE_LINE if self._printed and depth == 1 and not inner else None
                self.check_inner_line(pos, "the '{' opened here", opened, shape)
            elif char in "([":
                inner += 1
                pos += 1
            elif char in ")]":
                inner -= 1
                pos += 1
            else:
                depth += 1 if char == "{" else -1
                pos += 1
                if depth == 0:
                    return pos

    def _starts_statement(self, pos: int, dialect: str, top_level: bool) -> bool:
        """Does the text at `pos` (a line start) begin a new statement?"""
        return starts_statement(self.text, pos, self.end, dialect, top_level)

    def op_name(self, raw_name: str, name_offset: int, after: int, dialect: str) -> str:
        """The name of the op whose name reads `raw_name` (quoted, dotted,
        or bare in a region whose default dialect is `dialect`), ending at
        `after`; a clear error if it names no op."""
        if raw_name[0] == '"':
            if GENERIC_OPERANDS.match(self.text, after, self.end) is None:
                raise self.error(
                    f"the generic operation {raw_name} has no operand list",
                    after,
                    "'(' after the quoted name: \"dialect.op\"(operands)",
                )
            op_name = raw_name[1:-1]
        elif "." in raw_name:
            if raw_name.endswith(".") or ".." in raw_name:
                raise self.error(
                    f"'{raw_name}' is not an operation name",
                    name_offset,
                    "dialect.op (no empty part)",
                )
            op_name = raw_name
        else:
            resolved = resolve_op_name(raw_name, dialect)
            if resolved is None or not self.is_bare_op(raw_name, dialect, after):
                raise self.error(
                    f"'{raw_name}' is not an operation",
                    name_offset,
                    "an operation (dialect.op, or an op of the enclosing op's default "
                    "dialect such as 'return' in func.func), a block label or '}'",
                )
            op_name = resolved
        # A quoted name may hold control characters: they read as MLIR's
        # escapes, so that no output carries them. Thousands of ops share a
        # name: keep one string of each.
        return intern(visible_line(op_name))

    def is_bare_op(self, name: str, dialect: str, after: int) -> bool:
        """Is the word `name` (ending at `after`) an op printed without its
        dialect where `dialect` is the default? (`is_bare_op_at`)"""
        return is_bare_op_at(self.text, name, dialect, after, self.end)

    def continues(
        self, typed: bool, line_end: int, following: int, after_close: bool, printed: bool
    ) -> bool:
        """Does the line at `following` go on with the op whose text reached
        the end of the line at `line_end`? (`continues_op`)"""
        tail = self._trim_end(line_end, 0)
        open_end = bool(tail) and self.text.endswith(OPEN_LINE_ENDS, 0, tail)
        return continues_op(self.text, following, self.end, typed, open_end, after_close, printed)

    def _opens_region(self, pos: int, op_name: str) -> bool:
        """Does the `{` at `pos` open a region of op `op_name`?"""
        text = self.text
        if op_name in SHORT_FORM_OPS and is_short_form(text, pos, self.end):
            # `linalg.map { arith.addf {fastmath = ...} } ins(...)`: the name
            # of the body's op, not a region holding it.
            return False
        rest = LINE_REST_BLANK.match(text, pos + 1, self.end)
        if rest is not None:
            following = skip_blank(text, pos + 1, self.end)
            if self._starts_statement(following, region_dialect(op_name), False):
                return True
            # Braces ending a line hold custom syntax (`ro %arg[...]`) or an
            # attribute dictionary (`key = value`) only when the next line
            # reads like one; anything else is a region whose bad first
            # line gets an error.
            content = PRINTED_BRACE_CONTENT if self._printed else BRACE_CONTENT
            return following >= self.end or content.match(text, following) is None
        return SAME_LINE_REGION.match(text, pos + 1, self.end) is not None

    def _checked_location(self, start: int) -> int:
        """The `loc(...)` at `start` (one the structure keeps no token of: a
        region argument's printed in its op's syntax, a function argument's)
        read as a location, its error where it is wrong; returns its end."""
        end = self.skip_parens(start + 3)
        try:
            parse_location(self.text[start:end])
        except LocationSyntaxError as exc:
            raise self.error(str(exc), start + exc.offset, exc.expected) from None
        return end

    def _is_loc_keyword(self, paren: int) -> bool:
        return is_loc_keyword(self.text, paren)

    def _is_argument_location(self, loc_start: int, after: int) -> bool:
        """Is the `loc(...)` at `loc_start`, followed by text at `after`, the
        location of a region argument printed inline (`affine.for %arg3
        loc("a.mlir":4:7) = 0 to 4`: MLIR's `printRegionArgument`)?"""
        text = self.text
        return (
            after < self.end
            and text[after] == "="
            and VALUE_BEFORE.search(text, max(0, loc_start - 256), loc_start) is not None
        )

    def _scan_block_label(self, pos: int) -> int:
        text = self.text
        match = BLOCK_ID.match(text, pos, self.end)
        if match is None:
            raise self.error("invalid block label", pos, "a block name such as ^bb0")
        cursor = match.end()
        if cursor < self.end and text[cursor] == "(":
            opened = cursor
            cursor = self.skip_parens(cursor)
            for location in location_starts(text, opened, cursor):
                self._checked_location(location)
            # Arguments over several lines (a hand-written file) hold no
            # operation: check each line the parentheses run on to.
            newline = text.find("\n", opened, cursor)
            while newline != -1:
                self.check_inner_line(newline + 1, "the block label that starts here", pos)
                newline = text.find("\n", newline + 1, cursor)
        colon = skip_blank(text, cursor, self.end)
        if colon >= self.end:
            raise EndOfInput("block label", pos)
        if text[colon] != ":":
            raise self.error("expected ':' after block label", colon, "':'")
        return colon + 1

    def _scan_alias(self, pos: int) -> int:
        """An alias definition runs to the end of its line, or further while
        a bracket is open."""
        text, end = self.text, self.end
        opened = ""
        search = BRACKET_SPECIAL.search
        cursor = text.index("=", pos) + 1
        while True:
            match = search(text, cursor, end)
            if match is None:
                if opened:
                    raise EndOfInput(f"alias definition (an open '{opened[-1]}')", pos)
                return end
            cursor = match.start()
            char = text[cursor]
            if char == '"':
                cursor = self._skip_string(cursor)
            elif char == "/":
                newline = text.find("\n", cursor, end)
                return end if newline == -1 else newline
            elif char == "\n":
                if not opened:
                    return cursor
                cursor += 1
                self.check_inner_line(cursor, "the alias definition that starts here", pos)
            elif char in "([{":
                opened += char
                cursor += 1
            else:
                if not opened or CLOSERS[opened[-1]] != char:
                    raise self.error(
                        f"'{char}' does not close any bracket of the alias definition",
                        cursor,
                        f"'{CLOSERS[opened[-1]]}'" if opened else "balanced brackets",
                    )
                opened = opened[:-1]
                cursor += 1

    def check_inner_line(
        self, pos: int, inside: str, opened_at: int, shape: re.Pattern[str] | None = None
    ) -> None:
        """Reject the line at `pos` (after a newline inside brackets) unless
        it reads like the rest of a list, type or attribute (or matches
        `shape`): junk, or an operation, is never taken into another op."""
        text = self.text
        following = skip_blank(text, pos, self.end)
        if following >= self.end:
            return
        if shape is not None:
            wrong = shape.match(text, following, self.end) is None
        else:
            wrong = not inner_line_ok(text, following, self.end)
        if wrong:
            line, column = self.source.position(opened_at)
            raise self.error(
                f"a line that is neither IR nor part of {inside} (line {line}, column {column})",
                following,
                "the rest of that construct (an element, a type, a closing bracket)",
            )

    def _trim_end(self, pos: int, floor: int) -> int:
        text = self.text
        while pos > floor and text[pos - 1] in " \t\r\n":
            pos -= 1
        return pos

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
        if '"' in line and (SPECIAL_IN_STRING.search(line) is not None or line.count('"') % 2):
            # (An odd count: a string left open; its error is read in full.)
            return -1, -1
        if line.count("(") != line.count(")") or line.count("[") != line.count("]"):
            return -1, -1
        loc_at = line.rfind("loc(")
        if loc_at <= 0 or line[loc_at - 1] in IDENT_CHARS or line.find("loc(") != loc_at:
            # No location, or several (block arguments, or two ops joined):
            # read bracket by bracket.
            return -1, -1
        tail = line[loc_at:]
        if tail.count("(") != tail.count(")"):
            return -1, -1
        return pos + loc_at, pos + len(line)
