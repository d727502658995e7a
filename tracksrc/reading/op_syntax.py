"""What an op's own text names: the SSA values and symbols it mentions.

An op's *own text* is its text from its name to its end with its regions
left out and string literals blanked (`iree.abi.declaration = "sync func
@f(%input0: ...)"` names nothing). tracksrc keeps operands as text inside
the span (`tracksrc.reading.ir`); this module reads them when a query asks:
the SSA names the own text mentions (operands, and the entry-block
arguments that custom syntax prints in the op's own line, such as
`scf.for %iv = ...` or `func.func @f(%arg0: ...)`; only scoping tells them
apart, see `tracksrc.tracking.def_use`) and the symbols it refers to
(`flow.dispatch @ex::@entry`, `util.global.load @g`).
"""

from __future__ import annotations

import re

from tracksrc.reading.ir import Operation

# MLIR's SSA names: `%` and a suffix id (digits, or a letter-like start),
# with `#N` naming one result of a group (`%0#1`).
VALUE_NAME = re.compile(r"%(?:\d+|[A-Za-z_$.\-][\w$.\-]*)(?:#\d+)?")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
# A symbol reference, nested ones included: `@ex::@variant::@entry`,
# `@"quoted name"`.
_SYMBOL_REFERENCE = re.compile(
    r'@(?:[\w$.\-]+|"(?:[^"\\]|\\.)*")(?:::@(?:[\w$.\-]+|"(?:[^"\\]|\\.)*"))*'
)
# The symbol after an op's name, behind visibility words (group 1):
# `func.func private @f`, `hal.executable.variant public @x`,
# `memref.global "private" @g`.
_LEADING_SYMBOL = re.compile(
    r'[ \t]+((?:(?:public|private|nested|"public"|"private"|"nested")[ \t]+)*)'
    r'(@[\w$.\-]+|@"(?:[^"\\]|\\.)*")'
)
_GENERIC_SYMBOL = re.compile(r'sym_name = "((?:[^"\\]|\\.)*)"')
# A symbol reference as an attribute's value (or first in a list), its
# root only: `function_ref = @f`, `entry_points = [@ex::@entry]`.
_GENERIC_REFERENCE = re.compile(r'=\s*\[?\s*(@(?:[\w$.\-]+|"(?:[^"\\]|\\.)*"))')
_NAME_TOKEN = re.compile(r"\S+")


def _blank(match: re.Match[str]) -> str:
    return " " * len(match.group(0))


def own_text(op: Operation, strings: bool = False) -> str:
    """The op's text from its name to its end, regions and string
    literals blanked out (same length: offsets stay those of the text
    from `op.name_offset`); with `strings`, string literals kept (they are
    attribute values)."""
    if op.implicit or op.materialized:
        return ""
    text = op.source.text
    begin, end = op.name_offset, op.end
    pieces: list[str] = []
    cursor = begin
    for region in op.regions:
        if region.start < 0 or region.end < region.start:
            continue  # a region MLIR's parser builds: no text of its own
        pieces.append(text[cursor : region.start])
        pieces.append(" " * (region.end + 1 - region.start))
        cursor = region.end + 1
    pieces.append(text[cursor:end])
    joined = "".join(pieces)
    return joined if strings else _STRING.sub(_blank, joined)


def mentioned_values(op: Operation) -> list[str]:
    """Every SSA name the op's own text mentions, in order, repeats
    included (`arith.mulf %a, %a` mentions `%a` twice)."""
    if op.operand_names:
        return list(op.operand_names)
    return VALUE_NAME.findall(own_text(op))


def symbol_references(op: Operation) -> list[str]:
    """The symbol references of the op's own text, in order, except the
    symbol it defines: `@ex::@entry` for a `flow.dispatch`, `@g` for a
    `util.global.load`."""
    text = own_text(op)
    found = [match.group(0) for match in _SYMBOL_REFERENCE.finditer(text)]
    defined = defined_symbol(op)
    if defined is not None and found and found[0] == defined:
        found.pop(0)
    return found


def _leading(op: Operation) -> re.Match[str] | None:
    """The match of `_LEADING_SYMBOL` just after the op's name (custom
    form: on its first line, since `[ \\t]` stops at the line's end)."""
    text = op.source.text
    name = _NAME_TOKEN.match(text, op.name_offset)
    return _LEADING_SYMBOL.match(text, op.name_offset if name is None else name.end())


def leading_symbol(op: Operation) -> str | None:
    """The symbol right after the op's name on its first line, visibility
    words allowed (`func.func private @f(`, `hal.executable.variant public
    @x target(...)`, but also `func.call @f`); in generic form its
    `sym_name` (on its first line), or, without one, the symbol its first
    line refers to first, as the custom form prints it after the name
    (`"iree_codegen.dispatch_config"() <{function_ref = @f, ...}> ({` is
    `iree_codegen.dispatch_config @f`, `"util.call"() <{callee = @f}>` is
    `util.call @f`). What an op is keyed by when it holds a region."""
    if op.implicit or op.materialized:
        return None
    return leading_symbol_at(op.source.text, op.name_offset, op.generic)


def _generic_head(text: str, name_offset: int) -> str:
    """The first line of the generic-form op whose name starts at
    `name_offset` of `text`, from its name on."""
    line_end = text.find("\n", name_offset)
    return text[name_offset : len(text) if line_end == -1 else line_end]


def _generic_definition(head: str) -> str | None:
    """The symbol a generic-form op's first line `head` defines (its
    `sym_name`), as `@name`."""
    found = _GENERIC_SYMBOL.search(head)
    return None if found is None else "@" + found.group(1)


def leading_symbol_at(text: str, name_offset: int, generic: bool) -> str | None:
    """`leading_symbol` of the op whose name starts at `name_offset` of
    `text` (`generic`: printed in generic form)."""
    if generic:
        head = _generic_head(text, name_offset)
        defined = _generic_definition(head)
        if defined is not None:
            return defined
        if "@" not in head:
            return None
        # (Strings blanked, the op's quoted name too: `"a = @b"` refers to
        # nothing.)
        reference = _GENERIC_REFERENCE.search(_STRING.sub(_blank, head))
        return None if reference is None else reference.group(1)
    name = _NAME_TOKEN.match(text, name_offset)
    leading = _LEADING_SYMBOL.match(text, name_offset if name is None else name.end())
    return None if leading is None else leading.group(2)


def defined_symbol(op: Operation) -> str | None:
    """The symbol the op defines (`@main`), or None: its `leading_symbol`
    when the op has a region or says its visibility (`func.func private
    @decl`, `util.global private @g`); `func.call @f` and
    `util.global.load @g` refer to a symbol, they do not define one, nor
    does the head of a nested reference (`flow.dispatch @ex::@entry`)."""
    if op.implicit or op.materialized:
        return None
    if op.generic:
        # (Its `sym_name`: not the symbol an op without one refers to.)
        return _generic_definition(_generic_head(op.source.text, op.name_offset))
    symbol = leading_symbol(op)
    if symbol is None:
        return None
    leading = _leading(op)
    assert leading is not None
    if op.source.text.startswith("::", leading.end()):
        return None
    return symbol if op.regions or leading.group(1) else None
