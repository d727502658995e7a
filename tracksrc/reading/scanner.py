"""Scanning textual MLIR: where statements, strings, bracket groups,
regions, block labels and alias definitions begin and end.

The patterns and bracket-aware helpers the lexer (`tracksrc.reading.lexer`)
cuts a file with. They decide the two things that depend on context, the
way MLIR's printer lays text out (see the lexer's docstring): whether a
line starts a new statement and whether a `{` opens a region. `Scanner`
holds the text being read and its helpers; the lexer is a `Scanner` that
also keeps the token stream's state.
"""

from __future__ import annotations

import re
from sys import intern

from tracksrc.errors import ParseError
from tracksrc.reading.dialects import is_closed, region_dialect, resolve_op_name
from tracksrc.reading.ir import SourceText
from tracksrc.reading.materialized import SHORT_FORM_OPS, is_short_form
from tracksrc.reading.stage_header import HEADER_MARKER
from tracksrc.safe_text import visible_line

# Blank space and comments between statements; a dump header is a comment
# too but is a token of its own, so the skip stops in front of it.
# (A byte-order mark, which some editors write, counts as blank.)
_SKIP = re.compile(r"(?:[ \t\r\n\f\ufeff]+|//(?!" + re.escape(HEADER_MARKER[2:]) + r")[^\n]*)*")
HEADER_LINE = re.compile(re.escape(HEADER_MARKER) + r"[^\n]*")
# A compiler diagnostic printed into the stream: `file:line:col: warning: ...`
# (or `<unknown>:0: error: ...`), possibly over several lines.
DIAGNOSTIC_PATTERN = (
    r'(?:<unknown>|"?[^\s:"][^\n:"]*"?):\d+(?::\d+)?: (?:error|warning|note|remark): '
)
DIAGNOSTIC_START = re.compile(DIAGNOSTIC_PATTERN)
NEXT_HEADER = re.compile("^" + re.escape(HEADER_MARKER), re.MULTILINE)
# `%0`, `%0:2`, `%a, %b`: the results of an op, before its `=`.
_RESULT_LIST = r"%[\w$.\-]+(?::\d+)?(?:\s*,\s*%[\w$.\-]+(?::\d+)?)*"
RESULTS = re.compile(_RESULT_LIST + r"\s*=(?!=)\s*")
OP_HEAD_TEXT = re.compile(
    rf"(?:({_RESULT_LIST})\s*=(?!=)\s*)?" r'("(?:[^"\\\n]|\\.)*"|[A-Za-z_][\w$.]*)'
)
# What may follow an op's name: operands, properties, a region, a type or
# the end of the line; not `=` (an attribute `key = value`), a comma, a
# word run into it.
AFTER_OP_NAME = re.compile(r"(?:[ \t]+(?![ \t]|=(?!>))|[(<\[{:]|[ \t]*(?:\r?\n|$))")
# What follows the quoted name of an op in generic form: its operands.
GENERIC_OPERANDS = re.compile(r"[ \t]*\(")
# A word, and whether `=` (an attribute `key = value`) or `:` (a resource
# `key: value`) follows it: then it is no op.
IDENT_THEN = re.compile(r"([A-Za-z_][\w$.]*)(?:[ \t]*(=)(?!>)|(:)(?!:))?")
_GENERIC_START = re.compile(r'"(?:[^"\\\n]|\\.)*"[ \t]*\(')
ALIAS_START = re.compile(r"[#!][\w$.\-]+[ \t]*=")
BLOCK_ID = re.compile(r"\^[\w$.\-]+")
# A value name just before a location: `%arg3 ` of `%arg3 loc(...) = 0`.
_VALUE_BEFORE = re.compile(r"[ \t]%[\w$.\-]+[ \t]+$")
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
BODY_SPECIAL = re.compile(r'[{}()\[\]"\n:]|//')
_BRACE_SPECIAL = re.compile(r'[{}"\n]|//')
_PAREN_SPECIAL = re.compile(r'[()"]')
BRACKET_SPECIAL = re.compile(r'[()\[\]{}"\n]|//')
LINE_REST_BLANK = re.compile(r"[ \t\r]*(?://[^\n]*)?(?:\n|$)")
# A region whose first statement follows its `{` on the same line: a block
# label, results, a generic op, or a dotted op name followed by op syntax
# (`{ tensor.parallel_insert_slice %8 ...`; `{foo.bar = 1}` and `{foo.bar}`
# are attribute dictionaries).
SAME_LINE_REGION = re.compile(
    rf"[ \t]*(?:\^|{_RESULT_LIST}\s*=(?!=)|"
    r'"[^"\n]*"[ \t]*\('
    r"|[ \t][A-Za-z_][\w$]*\.[\w$.]*[\w$](?:[ \t]+[^\s=},]|[(<]|[ \t]*(?:\n|$)))"
)
# Bracket groups on one line with nothing nested, which need no counting.
# (Strings may sit in a brace group: attribute dictionaries hold them.)
FLAT_PARENS = re.compile(r'\([^()\[\]{}"\n]*\)')
FLAT_BRACKETS = re.compile(r'\[[^()\[\]{}"\n]*\]')
FLAT_BRACES = re.compile(r'\{(?:[^{}"\n/]|"(?:[^"\\\n]|\\.)*"|/(?!/))*\}')


# What may follow a word that starts op syntax (a bare op name, a keyword of
# custom syntax such as `ins(`, `case 0 {`, `ro %arg3[...]`): a bracket, a
# type, operands, symbols, a number or a location. A word followed by
# another word, or by a comma, is prose, not IR.
_WORD = r"[A-Za-z_][\w$.\-]*"
_AFTER_WORD = r"""(?:[(\[<{=]|[ \t]+(?:[%@^({\[<"!#=\-\d:]|->|loc\())"""
# A number in a list (`0, 2] = %c4096`, `1.0e-05,`) is followed by a
# separator, a closing bracket or the end of the line.
_NUMBER = r"-?\d[\w.+\-]*[ \t]*(?:[,)\]>}:=]|\n|$)"
# A bare op name may also end its line (`return`).
OP_SHAPE = re.compile(r"(?:" + _AFTER_WORD + r"|[ \t]*(?:\n|$))")
# A line that goes on with an op not yet typed: a bracket, a type, a string,
# a value, an attribute, a number, or a word followed by op syntax.
_CUSTOM_LINE = re.compile(
    r"""(?:[(\[{<!"]|%[\w$.\-]|\#[\w$.\-]|""" + _WORD + _AFTER_WORD + "|" + _NUMBER + ")"
)
# A line inside open brackets (a list, an attribute dictionary, a type over
# several lines) starts an element or closes: never prose.
_INNER_LINE = re.compile(
    r"""(?:[()\[\]{}<>!":=,]|[%#@][\w"$.\-]|""" + _WORD + _AFTER_WORD + "|" + _NUMBER + ")"
)
# What braces ending a line hold when they are no region: an attribute
# dictionary (`key = value`, `"key" = value`), custom syntax of an operand
# list (`ro %arg3[...]`) or of ranges (`[0, 2] = %c4096`).
BRACE_CONTENT = re.compile(
    r'(?:[A-Za-z_][\w$.\-]*|"(?:[^"\\\n]|\\.)*")[ \t]*=(?!=)|[A-Za-z_][\w$.\-]*[ \t]+%[\w$.\-]|\['
)
# A line of a `{-# dialect_resources: ... #-}` block: `key: {`, `key: "0x..."`,
# a closing brace, or the block's end.
RESOURCE_LINE = re.compile(r"(?:[\w$.\-]+:[ \t]|\}|#-\})")
# A line that goes on with any op: it starts with an operator
# (`=> !stream.timepoint`, `-> tensor<...>`, `: type`, `= (...)`).
_OPERATOR_LINE = re.compile(r"(?:=>|->|:[ \t\n]|=(?!=))")
# What a line ending there leaves open: `x =`, `a,`, `on(...) :`, `->`.
OPEN_LINE_ENDS = ("=", ",", ":", "->")


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
BALANCED_PARENS = re.compile(_nested_parens(4))
_SPECIAL_IN_STRING = re.compile(r'"[^"\n]*[(){}\[\]\\][^"\n]*"')
OP_START_CHARS = frozenset('%"_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
IDENT_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.-")


_CLOSERS = {"(": ")", "[": "]", "{": "}"}


def skip_blank(text: str, pos: int, end: int) -> int:
    """The offset of the next character that is not blank or a comment."""
    match = _SKIP.match(text, pos, end)
    return pos if match is None else match.end()


def starts_statement(text: str, pos: int, end: int, dialect: str, top_level: bool) -> bool:
    """Does the text at `pos` (a line start) begin a new statement, in a
    region whose default dialect is `dialect` (`top_level`: outside any
    region)?"""
    if pos >= end:
        return True
    char = text[pos]
    if char == "}" or char == "^":
        return True
    if char == "%":
        return RESULTS.match(text, pos, end) is not None
    if char == '"':
        return _GENERIC_START.match(text, pos, end) is not None
    if top_level:
        if char == "#" or char == "!":
            return ALIAS_START.match(text, pos, end) is not None
        if text.startswith("{-#", pos) or text.startswith(HEADER_MARKER, pos):
            return True
        if DIAGNOSTIC_START.match(text, pos, end) is not None:
            return True
    match = IDENT_THEN.match(text, pos, end)
    if match is None:
        return False
    name, equals, colon = match.groups()
    if equals or colon:  # `key = value`, `key: value`: attributes, resources
        return False
    if "." in name:
        return True
    return is_bare_op_at(text, name, dialect, pos + len(name), end)


def is_bare_op_at(text: str, name: str, dialect: str, after: int, end: int) -> bool:
    """Is the word `name` (ending at `after` in `text`) an op printed
    without its dialect where `dialect` is the default? The names of a
    closed dialect are known; in other default dialects a name followed by
    op syntax."""
    if resolve_op_name(name, dialect) is None:
        return False
    return is_closed(dialect) or OP_SHAPE.match(text, after, end) is not None


def continues_op(text: str, following: int, end: int, typed: bool, open_end: bool) -> bool:
    """Does the line at `following` go on with the op whose text reached
    the end of the line before (at bracket depth 0)? It does when it starts
    with an operator (`=> ...`, `: type`), when the line before left
    something open (`open_end`: it ends in `=`, `,`, `:` or `->`) and it
    reads like IR, or, while the op has no type yet (`typed`: a ` : ` at
    depth 0), when it reads like custom syntax (`ins(...)`, `case 0 {`,
    `%arg3<...>,`). MLIR prints nothing else over several lines."""
    if _OPERATOR_LINE.match(text, following, end) is not None:
        return True
    if open_end:
        return _INNER_LINE.match(text, following, end) is not None
    return not typed and _CUSTOM_LINE.match(text, following, end) is not None


def is_loc_keyword(text: str, paren: int) -> bool:
    """Is the `(` at `paren` that of the keyword `loc(` (not `alloc(`)?"""
    return (
        paren >= 3
        and text[paren - 3 : paren] == "loc"
        and (paren == 3 or text[paren - 4] not in IDENT_CHARS)
    )


def inner_line_ok(text: str, following: int, end: int) -> bool:
    """Can the line at `following`, inside open brackets, go on with
    them: a line that reads like the rest of a list, type or attribute, not
    a statement?"""
    statement = text[following] not in "})]" and starts_statement(text, following, end, "", False)
    return not statement and _INNER_LINE.match(text, following, end) is not None


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
        search = _PAREN_SPECIAL.search
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
        """From a `{` that does not open a region to past its `}`."""
        text, end = self.text, self.end
        opened = pos
        depth = 0
        search = _BRACE_SPECIAL.search
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
                self.check_inner_line(pos, "the '{' opened here", opened)
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

    def continues(self, typed: bool, line_end: int, following: int) -> bool:
        """Does the line at `following` go on with the op whose text reached
        the end of the line at `line_end`? (`continues_op`)"""
        tail = self._trim_end(line_end, 0)
        open_end = bool(tail) and self.text.endswith(OPEN_LINE_ENDS, 0, tail)
        return continues_op(self.text, following, self.end, typed, open_end)

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
            return following >= self.end or BRACE_CONTENT.match(text, following) is None
        return SAME_LINE_REGION.match(text, pos + 1, self.end) is not None

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
            and _VALUE_BEFORE.search(text, max(0, loc_start - 256), loc_start) is not None
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
                if not opened or _CLOSERS[opened[-1]] != char:
                    raise self.error(
                        f"'{char}' does not close any bracket of the alias definition",
                        cursor,
                        f"'{_CLOSERS[opened[-1]]}'" if opened else "balanced brackets",
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
        if '"' in line and _SPECIAL_IN_STRING.search(line) is not None:
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
