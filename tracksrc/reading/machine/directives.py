"""The assembler directives that carry locations and functions, parsed.

GNU as syntax, as LLVM's assembly printers write it for every target:
`.file N "dir" "name"` / `.file N "name"` (an optional `md5 0x...` and
`source "..."` after them; PTX adds a timestamp and a size), `.loc N LINE
[COLUMN] [flags]` (PTX: `, function_name LABEL, inlined_at N LINE COLUMN`),
`.type NAME,@function`, `.globl NAME`, `.size NAME, ...`, PTX's `.entry`
and `.func` headers, and the inlining chains AMDGPU's printer writes in the
comment after a `.loc` (`kernels.py:26:9 @[ kernels.py:37:10 ]`). Strings
are GNU as strings (`\\"`, `\\\\`, octal `\\NNN`, `\\xHH`); names LLVM
quotes (holding `$` or `.` where the target forbids them) are unquoted.
"""

from __future__ import annotations

import re

from tracksrc.errors import ParseError
from tracksrc.reading.machine.code import join_file
from tracksrc.safe_text import visible_line

STRING = r'"(?:[^"\\]|\\.)*"'
SYMBOL = rf"(?:{STRING}|[^\s,\"]+)"
_FILE = re.compile(rf"\.file\s+(\d{{1,18}})\s+({STRING})(?:\s+({STRING}))?")
_FILE_NAME_ONLY = re.compile(rf"\.file\s+{STRING}")
_LOC = re.compile(r"\.loc\s+(\d{1,18})\s+(\d{1,18})(?:\s+(\d{1,18}))?(?![^\s,])")
_INLINED_AT = re.compile(r",\s*inlined_at\s+(\d{1,18})\s+(\d{1,18})(?:\s+(\d{1,18}))?(?!\d)")
_TYPE = re.compile(rf"\.type\s+({SYMBOL})\s*,\s*[@%#]?\"?([A-Za-z_]+)")
_NAMED = re.compile(rf"\.[A-Za-z_]+\s+({SYMBOL})")
_PTX_HEADER = re.compile(
    rf"(?:\.(?:visible|weak|extern)\s+)*\.(entry|func)\b\s*(?:\([^)]*\)\s*)?({STRING}|[A-Za-z_$%][\w$%.]*)"
)
_LABEL = re.compile(rf"({STRING}|[A-Za-z_.$][\w.$@]*):")
_FRAME = re.compile(r"(.*):(\d{1,18}):(\d{1,18})")
_ESCAPE = re.compile(r"\\(?:([0-7]{1,3})|x([0-9A-Fa-f]{1,2})|(.))", re.DOTALL)
_SIMPLE_ESCAPES = {"n": 10, "t": 9, "r": 13, "b": 8, "f": 12}

# A raw frame of a `.loc`: (file number, or a file name from a comment; line; column).
RawFrame = tuple[int | str, int, int]


def unquote(text: str) -> str:
    """A GNU as string's or a quoted name's text (quotes removed, escapes
    decoded); a bare name as it is."""
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        return text
    body = text[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    position = 0
    for match in _ESCAPE.finditer(body):
        out += body[position : match.start()].encode("utf-8", "surrogateescape")
        octal, hexadecimal, other = match.groups()
        if octal:
            out.append(int(octal, 8) & 0xFF)
        elif hexadecimal:
            out.append(int(hexadecimal, 16))
        else:
            code = _SIMPLE_ESCAPES.get(other)
            out += bytes([code]) if code is not None else other.encode("utf-8", "surrogateescape")
        position = match.end()
    out += body[position:].encode("utf-8", "surrogateescape")
    return out.decode("utf-8", "surrogateescape")


def error(
    message: str,
    name: str,
    number: int,
    raw: str,
    column: int = 0,
    expected: str | None = None,
    cut: bool = False,
) -> ParseError:
    """A `ParseError` at line `number` of the file named `name` (`column`
    1-based; 0: where the line's text starts)."""
    if column <= 0:
        column = len(raw) - len(raw.lstrip()) + 1
    return ParseError(message, name, number, column, raw, expected, cut=cut)


def file_directive(s: str, name: str, number: int, raw: str) -> tuple[int, str] | None:
    """`.file N "dir" "name"` or `.file N "name"` as (N, the file as the code
    names it: directory and name joined with '/'); None for `.file "name"`
    (the source file's name, numbering nothing)."""
    match = _FILE.match(s)
    if match is None:
        if _FILE_NAME_ONLY.match(s):
            return None
        raise error(
            f"malformed .file directive: {visible_line(s)[:80]}",
            name,
            number,
            raw,
            expected='`.file N "directory" "name"` or `.file N "name"`',
        )
    first, second = unquote(match.group(2)), match.group(3)
    if second is None:
        return int(match.group(1)), first
    return int(match.group(1)), join_file(first, unquote(second))


def loc_directive(s: str, name: str, number: int, raw: str) -> tuple[RawFrame, str]:
    """`.loc N LINE [COLUMN] ...` as its frame (N, LINE, COLUMN) and the
    rest of the line after them."""
    match = _LOC.match(s)
    if match is None:
        raise error(
            f"malformed .loc directive: {visible_line(s)[:80]}",
            name,
            number,
            raw,
            expected="`.loc FILE LINE [COLUMN] [flags]` with numbers",
        )
    file, line, column = match.groups()
    return (int(file), int(line), int(column or 0)), s[match.end() :]


def inlined_at(rest: str) -> RawFrame | None:
    """The call site of a PTX `.loc`'s `, inlined_at N LINE COLUMN`, if any."""
    match = _INLINED_AT.search(rest)
    if match is None:
        return None
    file, line, column = match.groups()
    return int(file), int(line), int(column or 0)


def comment_chain(comment: str) -> list[tuple[str, int, int]] | None:
    """The frames of an AMDGPU inlining comment, innermost first:
    `a.py:26:9 @[ b.py:37:10 @[ c.py:1:2 ] ]` -> [(a.py, 26, 9), (b.py, 37,
    10), (c.py, 1, 2)]; None when the comment is no such chain."""
    parts = comment.split("@[")
    frames = []
    for index, part in enumerate(parts):
        text = part.strip()
        if index:
            text = text.rstrip("] \t")
        match = _FRAME.fullmatch(text)
        if match is None:
            return None
        frames.append((match.group(1).strip(), int(match.group(2)), int(match.group(3))))
    if comment.count("]") != len(parts) - 1:
        return None
    return frames


def type_directive(s: str) -> tuple[str, str] | None:
    """`.type NAME,@function` as (NAME unquoted, its type word)."""
    match = _TYPE.match(s)
    return (unquote(match.group(1)), match.group(2)) if match else None


def named_symbol(s: str) -> str | None:
    """The symbol a `.globl NAME` or `.size NAME, ...` names, unquoted."""
    match = _NAMED.match(s)
    return unquote(match.group(1)) if match else None


def ptx_header(s: str) -> str | None:
    """The function a PTX `.entry`/`.func` line defines or declares."""
    match = _PTX_HEADER.match(s)
    return unquote(match.group(2)) if match else None


def label(s: str) -> str | None:
    """The name a label line (`NAME:`, `"a$b":`, `.LBB0_2:`) defines,
    unquoted; None when `s` is no label."""
    match = _LABEL.fullmatch(s)
    return unquote(match.group(1)) if match else None
