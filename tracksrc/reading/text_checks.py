"""What MLIR's own lexer would reject in text the structural lexer passes
over: characters that are no MLIR token, `<` `>` that do not pair up, an
alias defined as something that is no attribute or type.

The structural lexer (`tracksrc.reading.lexer`) never splits an op's text
into tokens: that is what makes it fast. These checks keep it from taking
text that is not IR for IR all the same, the way MLIR's `Lexer.cpp` and
`AsmPrinter.cpp` define it:

* outside strings and `//` comments, IR is printable ASCII except `'`,
  `` ` ``, `;`, `&`, `~` and `\\` (no token starts with them); tabs and
  line ends are blank; a byte-order mark, a form feed or any other control
  character is no IR;
* inside a string (which ends on its line), any printable character, and
  the escapes `\\n`, `\\t`, `\\"`, `\\\\` and `\\XX` (MLIR's printer escapes every
  byte outside printable ASCII: a raw control character or a byte that is
  not UTF-8 comes from something else);
* `<` and `>` pair up (types and attributes), except in `->`, `=>`, `>=`,
  `<=`;
* an alias stands for an attribute or a type.

Each check is one C-speed pass in the common case (nothing unusual found)
and reads carefully only where it found something.
"""

from __future__ import annotations

import re

# A character that needs a closer look: outside printable ASCII, or one no
# MLIR token starts with (`'`, `;`, `\`, `` ` ``, `&`, `~`).
UNUSUAL = re.compile(r"[^\t\n\r\x20-\x25\x28-\x3a\x3c-\x5b\x5d-\x5f\x61-\x7d]")
# What the careful read of a line stops at.
_LINE_SPECIAL = re.compile(r'"|//|[^\t\n\r\x20-\x25\x28-\x3a\x3c-\x5b\x5d-\x5f\x61-\x7d]')
# The rest of a string after its opening quote, as MLIR's lexer reads it.
_NOT_IN_STRING = "\\x00-\\x08\\x0a-\\x1f\\x7f-\\x9f\\ud800-\\udfff\\ufeff"
_STRING_REST = re.compile(rf'(?:[^"\\\n{_NOT_IN_STRING}]|\\(?:[nt"\\]|[0-9a-fA-F]{{2}}))*"')
_BAD_IN_STRING = re.compile(rf"[{_NOT_IN_STRING}]|\\(?![nt\"\\]|[0-9a-fA-F]{{2}})")
# A string on one line, whatever it holds (the one definition; the
# lexer's patterns take it from here).
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_ANGLES = re.compile(r'"|//|->|=>|<=|>=|[<>]')


def describe_character(char: str) -> str:
    """How an error names a character that is no IR."""
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that is not UTF-8 (surrogateescape)
        return f"a byte that is not UTF-8 text (0x{code - 0xDC00:02X})"
    if code == 0xFEFF:
        return "a byte-order mark (U+FEFF) inside the text"
    if code < 0x20 or 0x7F <= code <= 0x9F:
        return f"a control character (U+{code:04X})"
    if code > 0x7E:
        return f"the character U+{code:04X} outside a string"
    return f"the character {char} (no MLIR token starts with it)"


def first_bad_character(text: str, start: int, end: int) -> tuple[int, str] | None:
    """The first character of `text[start:end]` (whole lines) MLIR's lexer
    would reject, and what is wrong with it; None if there is none. Strings
    and comments end on their line, so each line is read on its own."""
    found = UNUSUAL.search(text, start, end)
    checked_to = start
    while found is not None:
        offset = found.start()
        if offset >= checked_to:
            line_start = text.rfind("\n", 0, offset) + 1
            line_end = text.find("\n", offset, end)
            line_end = end if line_end == -1 else line_end
            problem = _bad_in_line(text, max(line_start, start), line_end)
            if problem is not None:
                return problem
            checked_to = line_end
        found = UNUSUAL.search(text, max(offset + 1, checked_to), end)
    return None


def _bad_in_line(text: str, pos: int, end: int) -> tuple[int, str] | None:
    search = _LINE_SPECIAL.search
    while True:
        match = search(text, pos, end)
        if match is None:
            return None
        pos = match.start()
        char = text[pos]
        if char == '"':
            rest = _STRING_REST.match(text, pos + 1, end)
            if rest is None:
                # A bad character or escape in the string (an unterminated
                # string is the structural lexer's error).
                whole = STRING.match(text, pos, end)
                if whole is None:
                    return None
                bad = _BAD_IN_STRING.search(text, pos + 1, whole.end() - 1)
                if bad is None:  # pragma: no cover - _STRING_REST would match
                    return None
                if text[bad.start()] == "\\":
                    return bad.start(), 'an escape MLIR has not (\\n, \\t, \\", \\\\ or \\XX)'
                return bad.start(), describe_character(text[bad.start()]) + " in a string"
            pos = rest.end()
        elif char == "/":  # `//`: a comment to the line's end
            return None
        else:
            return pos, describe_character(char)


def angles_balanced(text: str, start: int, end: int) -> bool:
    """Do the `<` and `>` of `text[start:end]` pair up by count (`->`,
    `=>`, `>=`, `<=` aside)? A quick test: strings may hold either."""
    count = text.count
    opened = count("<", start, end) - count("<=", start, end)
    closed = (
        count(">", start, end)
        - count("->", start, end)
        - count("=>", start, end)
        - count(">=", start, end)
    )
    return opened == closed


def first_unpaired_angle(
    text: str, start: int, end: int, skip: list[tuple[int, int]]
) -> tuple[int, bool] | None:
    """The first `>` that closes no `<`, or the first `<` never closed, in
    `text[start:end]` read as MLIR (strings and comments skipped, and the
    spans of `skip`: dump headers, diagnostics); (its offset, whether it
    is a `<`). None when they pair up."""
    opened: list[int] = []
    pos = start
    spans = iter(sorted(skip))
    next_span = next(spans, None)
    search = _ANGLES.search
    while True:
        match = search(text, pos, end)
        if match is None:
            break
        pos = match.start()
        while next_span is not None and next_span[1] <= pos:
            next_span = next(spans, None)
        if next_span is not None and next_span[0] <= pos:
            pos = next_span[1]
            continue
        token = match.group()
        if token == '"':
            string = STRING.match(text, pos, end)
            pos = string.end() if string is not None else pos + 1
        elif token == "//":
            newline = text.find("\n", pos, end)
            pos = end if newline == -1 else newline
        elif token == "<":
            opened.append(pos)
            pos += 1
        elif token == ">":
            if not opened:
                return pos, False
            opened.pop()
            pos += 1
        else:
            pos = match.end()
    return (opened[0], True) if opened else None


# A builtin type's start (dialect types start with `!`, function types with
# `(`).
TYPE_START = (
    r"(?:[!(]|(?:complex|memref|tensor|tuple|vector)<"
    r"|(?:index|none|[su]?i\d+|bf16|tf32|f\d+(?:E\d+M\d+\w*)?)(?![\w$.]))"
)
# What an alias stands for starts like an attribute or a type: a bracket,
# a string, a number, a symbol, another alias or a dialect's attribute or
# type, a builtin attribute keyword (with its body where it takes one) or
# a builtin type.
ALIAS_VALUE = re.compile(
    r"""[ \t]*(?:[\[{"#@\-\d]"""
    r"|(?:loc|affine_map|affine_set|array|complex|dense|dense_resource|memref|opaque"
    r"|sparse|strided|tensor|tuple|vector)[ \t]*[<(]"
    r"|distinct\[|(?:unit|true|false)(?![\w$.])|" + TYPE_START + ")"
)


# How LLVM's pass instrumentation starts a print (new and legacy pass
# manager, machine code).
_LLVM_PRINT_HEADERS = ("; *** IR Dump ", "*** IR Dump ", "# *** IR Dump ")


def text_problem(
    text: str,
    start: int,
    end: int,
    not_ir: list[tuple[int, int]],
    characters_only: bool = False,
) -> tuple[int, str, str, bool] | None:
    """The first thing MLIR's lexer would reject in `text[start:end]`
    outside the spans `not_ir` (sorted: dump headers, diagnostics): a
    character (`first_bad_character`), then (unless `characters_only`) a
    `<` or `>` unpaired. (Its
    offset, the message, what was expected, whether the text ends there:
    a cut.) None when there is none."""
    segments = []
    pos = start
    for span_start, span_end in not_ir:
        segments.append((pos, span_start))
        pos = span_end
    segments.append((pos, end))
    for segment_start, segment_end in segments:
        bad = first_bad_character(text, segment_start, segment_end)
        if bad is not None:
            offset, what = bad
            line_start = text.rfind("\n", 0, offset) + 1
            if text.startswith(_LLVM_PRINT_HEADERS, line_start):
                return (
                    offset,
                    "this is LLVM's pass output (--print-after-all), not MLIR",
                    "an MLIR stage; `tracksrc instructions FILE --loc FILE:L:C` reads LLVM's "
                    "prints",
                    False,
                )
            return (
                offset,
                f"{what}: this is not IR",
                "MLIR's tokens (outside strings, printable ASCII)",
                False,
            )
    if characters_only or all(angles_balanced(text, first, last) for first, last in segments):
        return None
    unpaired = first_unpaired_angle(text, start, end, not_ir)
    if unpaired is None:
        return None
    offset, opening = unpaired
    if not opening:
        return offset, "'>' closes no '<'", "'<' and '>' in pairs", False
    if "\n" not in text[offset:end].rstrip():  # on the last line: a cut
        return (
            offset,
            "'<' is never closed (the text ends inside a type or attribute)",
            "the rest of the dump, or --allow-partial",
            True,
        )
    return offset, "'<' is never closed", "its '>'", False


# What MLIR prints with options whose output its own parser cannot read
# back (AsmPrinter.cpp): `--mlir-print-skip-regions` prints every region
# as `{...}`; `--mlir-pretty-debuginfo` prints locations without `loc(...)`
# (`file:line:col` unquoted, `[unknown]`, fused as `[a, b]`, a call site
# over two lines), its aliases too (`#loc3 = file:3:10`, `#loc4 = #loc1`).
_SKIPPED_REGION = "{...}"
_PRETTY_ALIAS = re.compile(r"^#loc\d*[ \t]*=[ \t]*(?!loc\()", re.MULTILINE)
# The end of an op's line in pretty form: ` file:line:col` or ` [unknown]`.
_PRETTY_END = re.compile(r"(?:\[unknown\]|:\d+:\d+)[ \t]*$", re.MULTILINE)
_PRETTY_FILE = re.compile(r'[ \t][^\s"(){}\[\]<>,=]+$')


def _in_string(text: str, offset: int) -> bool:
    """Is `offset` inside a string of its line?"""
    line_start = text.rfind("\n", 0, offset) + 1
    for string in STRING.finditer(text, line_start, offset + 1):
        if string.start() < offset < string.end():
            return True
    return False


def unreadable_print(
    text: str, start: int, end: int, not_ir: list[tuple[int, int]], printed: bool
) -> tuple[int, str, str] | None:
    """Where `text[start:end]` (outside the spans `not_ir`: dump headers,
    diagnostics) shows that it was printed in a form MLIR cannot read
    back, which tracksrc does not take for IR (`printed`: it is a stage
    under a dump header); (offset, message, what to do), None if it does
    not."""

    def outside(offset: int) -> bool:
        return not any(first <= offset < last for first, last in not_ir) and not _in_string(
            text, offset
        )

    skipped = text.find(_SKIPPED_REGION, start, end)
    while skipped != -1 and not outside(skipped):
        skipped = text.find(_SKIPPED_REGION, skipped + 1, end)
    if skipped != -1:
        return (
            skipped,
            "a region printed as {...}: the dump was printed with --mlir-print-skip-regions, "
            "which leaves out every op inside a region",
            "a dump printed without --mlir-print-skip-regions",
        )
    if not printed or text.find("loc(", start, end) != -1:
        return None
    found = _PRETTY_ALIAS.search(text, start, end)
    if found is None or not outside(found.start()):
        found = None
        for tail in _PRETTY_END.finditer(text, start, end):
            head = tail.start() if tail.group().startswith("[") else _pretty_file(text, tail)
            if head >= 0 and outside(head):
                found = tail
                break
    if found is None:
        return None
    return (
        found.start(),
        "a location printed without loc(...): the dump was printed with "
        "--mlir-pretty-debuginfo, whose locations MLIR cannot read back",
        "a dump printed with --mlir-print-debuginfo alone",
    )


def _pretty_file(text: str, tail: re.Match[str]) -> int:
    """Where the unquoted file name before a pretty `:line:col` starts (-1
    if none does: no location)."""
    line_start = text.rfind("\n", 0, tail.start()) + 1
    name = _PRETTY_FILE.search(text, line_start, tail.start())
    return -1 if name is None else name.start() + 1
