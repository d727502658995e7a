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
# What comes before the symbol an op defines: `func.func private @f`,
# `hal.executable.variant public @x`; `memref.global "private" @g`.
_DEFINER_PREFIX = re.compile(r'\s+(?:(?:public|private|nested|"private"|"public"|"nested")\s+)+\Z')


def _blank(match: re.Match[str]) -> str:
    return " " * len(match.group(0))


def own_text(op: Operation) -> str:
    """The op's text from its name to its end, regions and string
    literals blanked out (same length: offsets stay those of the text
    from `op.name_offset`)."""
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
    return _STRING.sub(_blank, "".join(pieces))


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


def defined_symbol(op: Operation) -> str | None:
    """The symbol the op defines (`@main`), or None: the first symbol of its
    own text when it follows the op name, after visibility words only, and
    the op either has a region or says its visibility (`func.func private
    @decl`, `util.global private @g`); `func.call @f` and
    `util.global.load @g` refer to a symbol, they do not define one. In
    generic form: `sym_name`."""
    if op.implicit or op.materialized:
        return None
    text = op.source.text
    if op.generic:
        found = re.search(r'sym_name = "((?:[^"\\]|\\.)*)"', text[op.name_offset : op.end])
        return None if found is None else "@" + found.group(1)
    name_end = op.name_offset + len(op.op_name)
    # A defined symbol is on the op's first line.
    line_end = text.find("\n", name_end, op.end)
    match = _SYMBOL_REFERENCE.search(text, name_end, op.end if line_end == -1 else line_end)
    if match is None or "::" in match.group(0):
        return None
    between = text[name_end : match.start()]
    if between.strip() == "":
        if not op.regions:
            return None
    elif _DEFINER_PREFIX.match(between) is None:
        return None
    return match.group(0)
