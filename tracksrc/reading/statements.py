"""Where statements begin and how lines go on in textual MLIR: the
patterns and rules the lexer (`tracksrc.reading.lexer`, through
`tracksrc.reading.scanner`) and the line reader
(`tracksrc.pipeline.streams.summaries.line_records`) share.

They decide what depends on context, the way MLIR's printer lays text out
(see the lexer's docstring): whether a line starts a new statement, whether
it goes on with the op before it, what braces ending a line hold. A printed
stage (it has a dump header) is held to what MLIR's printers print; a file
written by hand may break its lines more freely.
"""

from __future__ import annotations

import re

from tracksrc.reading.dialects import TOP_LEVEL_DIALECT, is_closed, resolve_op_name
from tracksrc.reading.stage_header import HEADER_MARKER
from tracksrc.reading.text_checks import STRING, TYPE_START

# Blank space and comments between statements; a dump header is a comment
# too but is a token of its own, so the skip stops in front of it.
# (A byte-order mark counts only at a file's start, where the readers of
# files skip it.)
_SKIP = re.compile(r"(?:[ \t\r\n]+|//(?!" + re.escape(HEADER_MARKER[2:]) + r")[^\n]*)*")
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
VALUE_BEFORE = re.compile(r"[ \t]%[\w$.\-]+[ \t]+$")
BODY_SPECIAL = re.compile(r'[{}()\[\]"\n:]|//')
PAREN_SPECIAL = re.compile(r'[()"]')
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
# In a file written by hand (no dump header): a line that goes on with an
# op not yet typed: a bracket, a type, a string, a value, an attribute, a
# number, or a word followed by op syntax; or one that goes on with any op,
# starting with an operator.
_HAND_CUSTOM_LINE = re.compile(
    r"""(?:[(\[{<!"]|%[\w$.\-]|\#[\w$.\-]|""" + _WORD + _AFTER_WORD + "|" + _NUMBER + ")"
)
_HAND_OPERATOR_LINE = re.compile(r"(?:=>|->|:[ \t\n]|=(?!=))")
# In a printed stage, only what MLIR's printers print over several lines
# (seen on every real dump of the tests and captures):
# a line that opens another region of the op before it: a keyword and the
# `{` (`default {`, `case 0 {` of `scf.index_switch`).
_REGION_LINE = re.compile(r"[A-Za-z_][\w$.\-]*(?:[ \t]+-?[\w$.\-]+)*[ \t]*\{[ \t]*(?:\r?\n|$)")
# A line that goes on with an op not yet typed: its operands printed one
# per line (`%arg2<umin = 0, umax = 0>,` of `util.assume.int`), another
# region, its type (`: index, index`).
_CUSTOM_LINE = re.compile(r"%[\w$.\-]|:[ \t]+" + TYPE_START)
# A line that lists the arguments of the region that follows (`(%in: f32
# loc(...), %init: f32 loc(...)) {`): `linalg.map` and `linalg.reduce`
# whose body has no short form print a newline, then the arguments with
# `printRegionArgument`, then the region without its entry label.
_REGION_ARGUMENTS_LINE = re.compile(r"\((?:%[\w$.\-]+[ \t]*:|\)[ \t]*\{)")
# A line that opens the op's first region after its type: StableHLO prints
# `stablehlo.while(...) : types`, then `cond {` (and `} do {`), and a
# `stablehlo.reduce` whose body has no short form its type, then
# `reducer(%a: type loc(...), %b: ...) (...)  {`.
_KEYWORD_ARGUMENTS_LINE = re.compile(r"[A-Za-z_][\w$.\-]*\(%[\w$.\-]+[ \t]*:")
# A line inside open brackets (a list, an attribute dictionary, a type over
# several lines) starts an element or closes: never prose. A word then `:`
# only as the label of a successor: `cf.switch` prints its cases one per
# line, `default: ^bb3,` first (its numbered cases, `0: ^bb1,`, are
# numbers).
_INNER_LINE = re.compile(
    r"""(?:[()\[\]{}<>!":=,]|[%#@][\w"$.\-]|"""
    + _WORD
    + _AFTER_WORD
    + "|"
    + _WORD
    + r":[ \t]+\^|"
    + _NUMBER
    + ")"
)
# What braces ending a line hold when they are no region: an attribute
# dictionary (`key = value`, `"key" = value`), custom syntax of an operand
# list (`ro %arg3[...]`) or of ranges (`[0, 2] = %c4096`).
# In a printed stage only the custom syntax: MLIR prints attribute
# dictionaries on one line (seen on every real dump of the tests).
# (A keyword, `ro %arg3[...]`: a dotted word before a value is an op.)
# Or the cases of `vm.br_table %i {` (`default: ^bb3,`, `0: ^bb1,`): a
# label, then the successor.
_SUCCESSOR_CASE = r"(?:[A-Za-z_][\w$.\-]*|-?\d+):[ \t]+\^"
_PRINTED_BRACE_ELEMENT = r"[A-Za-z_][\w$\-]*[ \t]+%[\w$.\-]|\[|" + _SUCCESSOR_CASE
PRINTED_BRACE_CONTENT = re.compile(_PRINTED_BRACE_ELEMENT)
# A line inside such braces: another element, or their end.
PRINTED_BRACE_LINE = re.compile(_PRINTED_BRACE_ELEMENT + r"|\}")
BRACE_CONTENT = re.compile(
    r'(?:[A-Za-z_][\w$.\-]*|"(?:[^"\\\n]|\\.)*")[ \t]*=(?!=)|[A-Za-z_][\w$.\-]*[ \t]+%[\w$.\-]|\['
    + "|"
    + _SUCCESSOR_CASE
)
# A line of a `{-# dialect_resources: ... #-}` block: `key: {`, `key: "0x..."`,
# a closing brace, or the block's end.
RESOURCE_LINE = re.compile(r"(?:[\w$.\-]+:[ \t]|\}|#-\})")
# A line that goes on with any op: `=> !stream.timepoint` (the result of
# `stream.resource.constants`, after its type).
_OPERATOR_LINE = re.compile(r"=>")
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
SPECIAL_IN_STRING = re.compile(r'"[^"\n]*[(){}\[\]\\][^"\n]*"')
OP_START_CHARS = frozenset('%"_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
IDENT_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.-")


CLOSERS = {"(": ")", "[": "]", "{": "}"}


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


# The caret line under a source line a diagnostic quotes (`    ^~~~`).
_CARET_LINE = re.compile(r"[ \t]*\^[~^ \t]*(?:\r?\n|$)")


def diagnostic_end(text: str, pos: int, end: int) -> int:
    """Where the compiler diagnostic at `pos` (at the top level of IR)
    ends: at the next dump header, or where IR goes on: a line starting
    with an op in custom form, with the alias definitions just before it.
    Until then its lines are its message, the source lines it quotes (each
    followed by its caret line) and the op it names, which MLIR prints in
    generic form (`see current operation: "builtin.module"() ({`)."""
    aliases = -1  # where the run of alias definitions before a line starts
    line = text.find("\n", pos, end)
    while line != -1:
        line += 1
        if text.startswith(HEADER_MARKER, line):
            return line
        char = text[line : line + 1]
        if (char == "#" or char == "!") and ALIAS_START.match(text, line, end) is not None:
            aliases = line if aliases < 0 else aliases
        elif (char.isalpha() or char == "_" or char == "%") and _custom_op_line(text, line, end):
            return line if aliases < 0 else aliases
        else:
            aliases = -1
        line = text.find("\n", line, end)
    return end


def _custom_op_line(text: str, pos: int, end: int) -> bool:
    """Is the line at `pos` an op in custom form at the top level (no
    diagnostic, no quoted source line: no caret line follows it)?"""
    if DIAGNOSTIC_START.match(text, pos, end) is not None:
        return False
    head = OP_HEAD_TEXT.match(text, pos, end)
    if head is None or head.group(2).startswith('"'):
        return False
    if not starts_statement(text, head.start(2), end, TOP_LEVEL_DIALECT, False):
        return False
    next_line = text.find("\n", pos, end)
    return next_line == -1 or _CARET_LINE.match(text, next_line + 1, end) is None


def is_bare_op_at(text: str, name: str, dialect: str, after: int, end: int) -> bool:
    """Is the word `name` (ending at `after` in `text`) an op printed
    without its dialect where `dialect` is the default? The names of a
    closed dialect are known; in other default dialects a name followed by
    op syntax."""
    if resolve_op_name(name, dialect) is None:
        return False
    return is_closed(dialect) or OP_SHAPE.match(text, after, end) is not None


def continues_op(
    text: str,
    following: int,
    end: int,
    typed: bool,
    open_end: bool,
    after_close: bool = False,
    printed: bool = True,
) -> bool:
    """Does the line at `following` go on with the op whose text reached
    the end of the line before (at bracket depth 0)? In a `printed` stage:
    after the `}` of a region (`after_close`) only with another region
    (`default {`); otherwise when the line before left something open
    (`open_end`: it ends in `=`, `,`, `:` or `->`) and it reads like IR,
    when it starts `=> type`, or, while the op has no type yet (`typed`: a
    ` : ` at depth 0), with operands, a region, the region's arguments or
    the type (`%arg3<...>,`, `case 0 {`, `(%in: f32, %init: f32) {`,
    `: index`), and once typed with its first region (`cond {`,
    `reducer(%a: tensor<f32>, ...) {` of StableHLO). That is what MLIR's
    printers print over several
    lines; anything else after an op printed without a location is no part
    of it. A file written by hand may also break lines before an operator
    (`-> type`) or custom syntax (`ins(...)`)."""
    if not printed:
        if _HAND_OPERATOR_LINE.match(text, following, end) is not None:
            return True
        if open_end:
            return _INNER_LINE.match(text, following, end) is not None
        if typed:
            return _opens_region_after_type(text, following, end)
        return _HAND_CUSTOM_LINE.match(text, following, end) is not None
    if after_close:
        return _REGION_LINE.match(text, following, end) is not None
    if open_end:
        return _INNER_LINE.match(text, following, end) is not None
    if _OPERATOR_LINE.match(text, following, end) is not None:
        return True
    if typed:
        return _opens_region_after_type(text, following, end)
    return (
        _CUSTOM_LINE.match(text, following, end) is not None
        or _REGION_LINE.match(text, following, end) is not None
        or _REGION_ARGUMENTS_LINE.match(text, following, end) is not None
    )


def _opens_region_after_type(text: str, following: int, end: int) -> bool:
    """Does the line at `following` open the first region of an op printed
    with its type on the line before (`cond {`, `reducer(%a: ...) {`)?"""
    return (
        _REGION_LINE.match(text, following, end) is not None
        or _KEYWORD_ARGUMENTS_LINE.match(text, following, end) is not None
    )


_QUOTE_OR_LOC = re.compile(r'"|loc\(')


def location_starts(text: str, start: int, end: int) -> list[int]:
    """Where each `loc(` keyword of `text[start:end]` starts (not one
    inside a string): the locations a block label's arguments carry."""
    found: list[int] = []
    search = _QUOTE_OR_LOC.search
    while True:
        match = search(text, start, end)
        if match is None:
            return found
        start = match.end()
        if match.group() == '"':
            string = STRING.match(text, match.start(), end)
            if string is None:
                return found
            start = string.end()
        elif is_loc_keyword(text, start - 1):
            found.append(match.start())


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
