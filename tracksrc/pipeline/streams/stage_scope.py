"""The scope of a stage whose header names none: its first op.

Older MLIR and some flags print headers without `('func.func' operation:
@f)`; the op the pass ran on is then the first op the stage prints, and
its symbol (`func.func private @f(`, `module @m`, or `sym_name` in the
generic form).
"""

from __future__ import annotations

import re

from tracksrc.reading.stage_header import HEADER_MARKER_BYTES
from tracksrc.reading.statements import DIAGNOSTIC_START

_SYM_NAME = re.compile(r'sym_name = "((?:[^"\\]|\\.)*)"')
# The first op of a stage and its symbol: `func.func private @f(`, `module @m`.
_FIRST_OP = re.compile(
    r"^(?:%[^=\n]*=\s*)?(?P<op>\"[^\"]+\"|[A-Za-z_][\w$.]*)"
    r"(?:\s+(?:public |private |nested )*(?P<symbol>@[\w$.\-]+|@\"[^\"]*\"))?",
    re.MULTILINE,
)


def first_op_scope(data: bytes, start: int, end: int) -> tuple[str | None, str | None]:
    """(op name, symbol) of the first op of the stage at `data[start:end]`
    (header line skipped), or (None, None)."""
    limit = min(end, start + 65536)
    position = start
    if data.startswith(HEADER_MARKER_BYTES, start):
        position = data.find(b"\n", start, limit) + 1 or limit
    # Line by line from the start (not the whole window decoded and split:
    # this runs for every stage of a stream whose headers name no scope).
    while position < limit:
        line_end = data.find(b"\n", position, limit)
        if line_end == -1:
            line_end = limit
        line = data[position:line_end].rstrip(b"\r").decode("utf-8", errors="replace")
        position = line_end + 1
        # Aliases (one or several lines), blank lines and comments come
        # before the op; an op line starts with a letter, `%` or `"`.
        if not line or not (line[0].isalpha() or line[0] in '%"_'):
            continue
        if DIAGNOSTIC_START.match(line):  # a compiler's message, not an op
            continue
        match = _FIRST_OP.match(line)
        if match:
            op = match.group("op").strip('"')
            if op == "module":
                op = "builtin.module"
            symbol = match.group("symbol")
            if symbol is None:
                # The generic form keeps the symbol in its properties.
                named = _SYM_NAME.search(line)
                symbol = None if named is None else "@" + named.group(1)
            return op, symbol
        break
    return None, None


# A symbol a module print names: a reference (`@main`, `@ex::@entry`,
# `@"quoted"`) or, in the generic form, a definition (`sym_name = "main"`).
# (Two patterns, each led by its literal, are searched for far faster than
# one of either.)
_REFERENCE = re.compile(rb'@([\w$.\-]+|"[^"\n]*")')
_GENERIC_DEFINITION = re.compile(rb'sym_name = "((?:[^"\\\n]|\\.)*)"')


def module_symbols(data: bytes, start: int, end: int) -> frozenset[str]:
    """Every symbol a module print defines or refers to, at any depth
    (`@main`, `@__device_0`, `@main_dispatch_0`), read from the text without
    parsing: what tells two programs apart (a program lowered into another
    op, such as IREE's `vm.module`, still names its functions)."""
    found = set(_REFERENCE.findall(data, start, end))
    found.update(_GENERIC_DEFINITION.findall(data, start, end))
    return frozenset(name.decode("utf-8", errors="replace") for name in found)


# A symbol defined at the top level of a module print: an op indented by
# two spaces (MLIR's printer) naming it (`  util.func public @f(`,
# `  util.global private @g`), or in the generic form its `sym_name`.
_TOP_LEVEL_DEFINITION = re.compile(
    rb'^  (?:[%\w$.\-#:, ]+ = )?(?:"[\w.$\-]+"|[A-Za-z_][\w$.]*)'
    rb'(?:(?: (?:public|private|nested))* @([\w$.\-]+|"[^"\n]*")'
    rb'|[^\n]*?sym_name = "((?:[^"\\\n]|\\.)*)")',
    re.MULTILINE,
)


def top_level_definitions(data: bytes, start: int, end: int) -> frozenset[str]:
    """The symbols a module print defines at its top level (its functions,
    globals, executables), read from the text without parsing: what tells
    a new program (IREE's constant module: `@jit_eval`) from a print of the
    program or of an executable's inner module (whose functions the program
    named as exports)."""
    return frozenset(
        (match.group(1) or match.group(2)).decode("utf-8", errors="replace").strip('"')
        for match in _TOP_LEVEL_DEFINITION.finditer(data, start, end)
    )


# IREE's mark on the module of its constant-evaluation compile, on the
# line of a module (`module attributes {iree.consteval} {`) or after its
# region in the generic form (`}) {iree.consteval} : () -> ()`): at the top
# level (no indent) for the compile's own module; indented for a module
# nested in the one printed (a module-scope print of the program holding it).
_CONSTANT_MARK = re.compile(
    rb"^([ \t]*)(?:module\b|\}\))[^\n]*[{,]\s*iree\.consteval\s*[,}=]", re.MULTILINE
)


def holds_constant_module(data: bytes, start: int, end: int) -> bool:
    """True if a module inside the printed one carries IREE's
    constant-evaluation mark (`marks_constant_module`)."""
    return any(mark.group(1) for mark in _CONSTANT_MARK.finditer(data, start, end))


def prints_whole_module(data: bytes, start: int, end: int) -> bool:
    """True if the print's first op is a module (what
    `--mlir-print-ir-module-scope` prints for a pass on any op); `data`
    may be the print's first 64 KB only (`first_op_scope` reads no more)."""
    return first_op_scope(data, start, end)[0] == "builtin.module"


def marks_constant_module(data: bytes, start: int, end: int) -> bool:
    """True if the module a print holds at its top level carries IREE's
    constant-evaluation mark (`iree.consteval`): the module IREE's
    `iree-consteval-jit-globals` compiles in a compile of its own."""
    return any(not mark.group(1) for mark in _CONSTANT_MARK.finditer(data, start, end))
