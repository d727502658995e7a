"""What one line of a printed stage holds, read on its own: the records
`tracksrc.pipeline.streams.summaries.line_summary` builds a summary from.

Each rule is the lexer's (`tracksrc.reading.lexer`, `tracksrc.reading.
scanner`) restricted to one line, with its patterns: a line is an op (its
results, name, whether a region opens at its end, its location), a
region's `}` and the rest of its op, a block label, an alias, the dump
header, a `{-#` resource block's start, or blank; how an op's text goes on
along a line (`_scan_op_text`) depends only on the brackets open before it
and whether its type has begun, so that too is remembered per line
(`line_memo.LineMemo.go_on`). A line the lexer would read otherwise, or reject, has
no record (None): its stage goes to the full parser.
"""

from __future__ import annotations

from tracksrc.reading.location_parser import (
    LocationSyntaxError,
    parse_location,
)
from tracksrc.reading.op_syntax import leading_symbol_at
from tracksrc.reading.parser import ALIAS_NAME
from tracksrc.reading.stage_header import HEADER_MARKER
from tracksrc.reading.statements import (
    AFTER_OP_NAME,
    ALIAS_START,
    BALANCED_PARENS,
    BLOCK_ID,
    BODY_SPECIAL,
    BRACKET_SPECIAL,
    DIAGNOSTIC_START,
    FLAT_BRACES,
    FLAT_BRACKETS,
    FLAT_PARENS,
    GENERIC_OPERANDS,
    IDENT_THEN,
    LINE_REST_BLANK,
    OP_HEAD_TEXT,
    OP_SHAPE,
    OP_START_CHARS,
    OPEN_LINE_ENDS,
    SAME_LINE_REGION,
    is_loc_keyword,
    location_starts,
)
from tracksrc.reading.text_checks import ALIAS_VALUE, STRING, first_bad_character
from tracksrc.safe_text import visible_line

# Line kinds (the first field of a line's record).
# (`BAD`: a line holding a character that is no IR; the parser says where.)
BLANK, OP, CLOSE, LABEL, ALIAS, HEADER, RESOURCES, BAD = range(8)
# How the op text on a line ends: with its location, with a `{` (a region,
# unless the next line reads like an attribute), at the line's end outside
# brackets (without location, unless the next line goes on with it),
# inside brackets, or inside braces that are no region; and an alias
# definition whose brackets are open at the end of its line.
END_LOC, END_OPEN, END_NONE, END_MORE, END_BRACES, ALIAS_MORE = range(6)

# A line's record: (kind, ...); see `classify_line`. None: not settled here.
Record = tuple[object, ...] | None
# How an op's text goes on along a line (see `_scan_op_text`).
Scan = tuple[object, ...] | None
_CLOSERS = {")": "(", "]": "["}
_OPENERS = {")": "(", "]": "[", "}": "{"}
# Characters that never occur in a stage this reader takes: the lexer
# treats them as blank in places this reader does not follow.
AWKWARD = ("\r", "\x00", "\ufeff", "\f", "\v")


def _skip_parens(line: str, pos: int) -> int:
    """Past the `)` matching the `(` at `pos`, strings skipped; -1 when it
    is not on this line."""
    group = BALANCED_PARENS.match(line, pos)
    if group is not None:
        return group.end()
    found = _scan_group(line, pos, 0, "(", ")", comments=False)
    return -1 if found is None else found[1]


def location_end(line: str, start: int) -> int:
    """Past the `)` closing the `loc(` at `start`, as the lexer reads it;
    -1 when it does not close on this line."""
    return _skip_parens(line, start + 3)


def _skip_braces(line: str, pos: int) -> int:
    """Past the `}` matching the `{` (no region) at `pos`, strings skipped;
    -1 when it is not on this line (or a comment starts inside)."""
    group = FLAT_BRACES.match(line, pos)
    if group is not None:
        return group.end()
    found = _scan_group(line, pos, 0, "{", "}", comments=True)
    return -1 if found is None else found[1]


def _scan_group(
    line: str, pos: int, depth: int, opener: str, closer: str, comments: bool
) -> tuple[int, int] | None:
    """A bracket group, `depth` of its brackets open before `pos`, read
    along `line` as the lexer's `skip_parens`/`_skip_braces` read it
    (strings skipped; a `//` ends the line when `comments`): (0, past the
    bracket that closes it) or (the depth at the line's end, -1); None for
    a string going on past the line."""
    length = len(line)
    while pos < length:
        char = line[pos]
        if char == '"':
            string = STRING.match(line, pos)
            if string is None:
                return None
            pos = string.end()
            continue
        if comments and char == "/" and line.startswith("//", pos):
            break
        if char == opener:
            depth += 1
        elif char == closer:
            depth -= 1
            if depth == 0:
                return 0, pos + 1
        pos += 1
    return depth, -1


def _scan_op_text(line: str, pos: int, brackets: str = "", typed: bool = False) -> Scan:
    """How the text of an op goes on from `pos` to the end of `line`, as
    the lexer's `_body` reads it, from the brackets open before the line
    and whether its type has begun (`typed`): (`END_LOC`, its location
    text), (`END_OPEN`, brackets, typed) for a `{` ending the line,
    (`END_NONE`, typed, the line ends in `=`, `,`, `:` or `->`) when the
    line ends outside brackets without a location, (`END_MORE`, brackets,
    typed) inside brackets; None where the lexer reads the line otherwise
    (a comment, braces or a string going on past the line, a region
    closing on the op's line) or rejects it."""
    search = BODY_SPECIAL.search
    while True:
        match = search(line, pos)
        if match is None:
            if brackets:
                return END_MORE, brackets, typed
            return END_NONE, typed, line.rstrip(" \t").endswith(OPEN_LINE_ENDS)
        pos = match.start()
        char = line[pos]
        if char == '"':
            string = STRING.match(line, pos)
            if string is None:
                return None
            pos = string.end()
        elif char == ":":
            if not brackets and (pos + 1 >= len(line) or line[pos + 1] in " \t"):
                typed = True
            pos += 1
        elif char == "(":
            if is_loc_keyword(line, pos):
                end = _skip_parens(line, pos)
                if brackets:  # an argument's location, checked as the lexer does
                    if end < 0 or not _is_location(line[pos - 3 : end]):
                        return None
                    pos = end
                    continue
                if end < 0 or LINE_REST_BLANK.match(line, end) is None:
                    return None
                return END_LOC, line[pos - 3 : end]
            group = FLAT_PARENS.match(line, pos)
            if group is not None:
                pos = group.end()
            else:
                brackets += "("
                pos += 1
        elif char == "[":
            group = FLAT_BRACKETS.match(line, pos)
            if group is not None:
                pos = group.end()
            else:
                brackets += "["
                pos += 1
        elif char == ")" or char == "]":
            if not brackets or brackets[-1] != _CLOSERS[char]:
                return None
            brackets = brackets[:-1]
            pos += 1
        elif char == "{":
            if LINE_REST_BLANK.match(line, pos + 1) is not None:
                return END_OPEN, brackets, typed
            if SAME_LINE_REGION.match(line, pos + 1) is not None:
                return None
            pos = _skip_braces(line, pos)
            if pos < 0:
                return None
        else:  # `}` closing a region on the op's line, or a comment
            return None


def _is_location(text: str) -> bool:
    """Does `text` read as a location (`parse_location`)?"""
    try:
        parse_location(text)
    except LocationSyntaxError:
        return False
    return True


def _alias_brackets(line: str, cursor: int, opened: str) -> str | None:
    """The brackets of an alias definition open at the end of `line`,
    read from `cursor` with `opened` open before (the lexer's
    `_scan_alias`); None where it reports an error or a comment starts."""
    while True:
        match = BRACKET_SPECIAL.search(line, cursor)
        if match is None:
            return opened
        cursor = match.start()
        char = line[cursor]
        if char == '"':
            string = STRING.match(line, cursor)
            if string is None:
                return None
            cursor = string.end()
        elif char in "([{":
            opened += char
            cursor += 1
        elif char in ")]}":
            if not opened or opened[-1] != _OPENERS[char]:
                return None
            opened = opened[:-1]
            cursor += 1
        else:  # a comment
            return None


def scan_going_on(line: str, start: int, state: tuple[object, ...]) -> Scan:
    """How the text left in `state` goes on along `line` (see
    `LineMemo.go_on`)."""
    kind = state[0]
    if kind == ALIAS_MORE:
        opened = _alias_brackets(line, start, state[1])  # type: ignore[arg-type]
        return None if opened is None else (ALIAS_MORE, opened)
    if kind == END_BRACES:
        _, depth, brackets, typed = state
        found = _scan_group(line, start, depth, "{", "}", comments=True)  # type: ignore[arg-type]
        if found is None:
            return None
        depth, after = found
        if depth:
            return END_BRACES, depth, brackets, typed
        return _scan_op_text(line, after, brackets, typed)  # type: ignore[arg-type]
    if kind == END_MORE:
        return _scan_op_text(line, start, state[1], state[2])  # type: ignore[arg-type]
    return _scan_op_text(line, start, "", state[1])  # type: ignore[arg-type]


def _label(line: str, pos: int) -> bool:
    """Is the line from `pos` a whole block label (`^bb0(...):`)?"""
    name = BLOCK_ID.match(line, pos)
    if name is None:
        return False
    cursor = name.end()
    if line.startswith("(", cursor):
        opened, cursor = cursor, _skip_parens(line, cursor)
        if cursor < 0:
            return False
        for location in location_starts(line, opened, cursor):
            if not _is_location(line[location : _skip_parens(line, location + 3)]):
                return False
    cursor = len(line) - len(line[cursor:].lstrip(" \t"))
    return line.startswith(":", cursor) and LINE_REST_BLANK.match(line, cursor + 1) is not None


def _alias(line: str, pos: int) -> Record:
    """An alias definition: (`ALIAS`, `#name`, its raw location) on one
    line, or (`ALIAS`, "", None or how it goes on past its line) for an
    attribute or type alias."""
    if ALIAS_START.match(line, pos) is None:
        return None
    if ALIAS_VALUE.match(line, line.index("=", pos) + 1) is None:
        return None  # no attribute or type: the parser's error
    opened = _alias_brackets(line, line.index("=", pos) + 1, "")
    if opened is None:
        return None
    name = ALIAS_NAME.match(line, pos)
    assert name is not None  # ALIAS_START matched
    sigil, alias = name.groups()
    value = line[name.end() :].strip()
    if sigil == "!" or not value.startswith("loc("):
        # (Its value does not matter here, only where it ends.)
        return (ALIAS, "", None) if not opened else (ALIAS, "", (ALIAS_MORE, opened))
    if opened:
        return None
    try:
        return ALIAS, "#" + alias, parse_location(value)
    except LocationSyntaxError:
        return None


def classify_line(line: str) -> Record:
    """What `line` holds, read on its own (see the module docstring):

    - (`BLANK`,), (`HEADER`,), (`LABEL`,), (`RESOURCES`,) (`{-#`), (`BAD`,);
    - (`ALIAS`, ...): see `_alias`;
    - (`CLOSE`, how its op's text goes on (`_scan_op_text`), where);
    - (`OP`, results, raw name, name column, generic, op syntax follows
      the name, reads like a diagnostic, leading symbol, how its text
      goes on);

    or None when the lexer would read it otherwise or reject it."""
    rest = line.lstrip(" \t")
    if not rest:
        return (BLANK,)
    pos = len(line) - len(rest)
    char = rest[0]
    if char == "/":
        if rest.startswith(HEADER_MARKER):
            return (HEADER,)
        return (BLANK,) if rest.startswith("//") else None
    if first_bad_character(line, 0, len(line)) is not None:
        return (BAD,)
    if char == "}":
        # (Read as the text of an op with nothing open: `_Reader` reads it
        # again from `pos + 1` for an op with brackets open.)
        return CLOSE, _scan_op_text(line, pos + 1), pos + 1
    if rest.startswith("{-#"):
        return (RESOURCES,) if LINE_REST_BLANK.match(line, pos + 3) is not None else None
    if char == "^":
        return (LABEL,) if _label(line, pos) else None
    if char == "#" or char == "!":
        return _alias(line, pos)
    if char not in OP_START_CHARS:
        return None
    head = OP_HEAD_TEXT.match(line, pos)
    if head is None:
        return None
    raw = head.group(2)
    after = head.end()
    if AFTER_OP_NAME.match(line, after) is None:
        return None
    generic = raw[0] == '"'
    if generic:
        if GENERIC_OPERANDS.match(line, after) is None:
            return None
    elif head.group(1) is None:
        word = IDENT_THEN.match(line, pos)
        if word is None or word.group(2) or word.group(3):
            return None  # `key = value`, `key: value`: no statement
    scanned = _scan_op_text(line, after)
    if scanned is None:
        return None
    symbol = leading_symbol_at(line, head.start(2), generic)
    return (
        OP,
        head.group(1) or "",
        raw,
        head.start(2),
        generic,
        OP_SHAPE.match(line, after) is not None,
        DIAGNOSTIC_START.match(line, pos) is not None,
        None if symbol is None else visible_line(symbol),
        scanned,
    )
