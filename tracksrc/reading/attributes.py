"""An op's attributes as its own text prints them, made comparable between
two compilations.

`op_attributes(op, file)` reads every entry of the op's attribute
dictionaries (`{name = value, ...}` after the operands, `attributes {...}`
of a function, the generic form's properties `<{...}>` and dictionary) as
name -> value, and keeps the rest of its own text (custom syntax: inline
attributes such as a comparison predicate or a `dense<...>` constant, the
types) under `SYNTAX`. Values are made comparable (`comparable`): what
differs between two runs without meaning is set aside — SSA names and
block labels, symbol names (functions and dispatches are numbered as a
run goes), locations, alias names (each alias replaced by what it stands
for: one run's `#map3` is another's `#map1`), spacing.
"""

from __future__ import annotations

import re

from tracksrc.reading.ir import MlirFile, Operation
from tracksrc.reading.op_syntax import VALUE_NAME, own_text

# The pseudo-attribute holding what the op's text says outside its
# attribute dictionaries.
SYNTAX = "(syntax)"

_BLOCK = re.compile(r"\^[\w$.\-]+")
_SYMBOL = re.compile(r'@(?:[\w$.\-]+|"(?:[^"\\]|\\.)*")')
_ALIAS = re.compile(r"([#!])([\w$.\-]+)")
_SPACES = re.compile(r"\s+")
# An entry of an attribute dictionary: a name (bare or quoted), then
# `= value` unless it is a unit attribute.
_ENTRY = re.compile(r'\s*(?:[A-Za-z_][\w$.\-]*|"(?:[^"\\]|\\.)*")\s*(?:=[\s\S]*)?')
_CLOSERS = {"(": ")", "[": "]", "{": "}", "<": ">"}
# Aliases inside aliases are replaced this many times at most (a cycle
# cannot be printed, but a malformed file is no reason to loop).
_ALIAS_DEPTH = 8


def _skip_string(text: str, index: int) -> int:
    """The index after the string literal starting at `index`."""
    index += 1
    while index < len(text):
        if text[index] == "\\":
            index += 2
            continue
        if text[index] == '"':
            return index + 1
        index += 1
    return index


def group_end(text: str, index: int) -> int:
    """The index after the bracket group opening at `index` (strings and
    `->` arrows inside taken as such)."""
    depth = 0
    while index < len(text):
        char = text[index]
        if char == '"':
            index = _skip_string(text, index)
            continue
        if char in _CLOSERS:
            depth += 1
        elif char in ")]}" or (char == ">" and text[index - 1] != "-"):
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    return index


def dictionary_entries(body: str) -> list[tuple[str, str, str]]:
    """`name = value` entries of a dictionary's body (a unit attribute has
    no value: empty), each with its text."""
    found: list[tuple[str, str, str]] = []
    start = index = 0
    while index <= len(body):
        char = body[index] if index < len(body) else ","
        if char == '"':
            index = _skip_string(body, index)
            continue
        if char in _CLOSERS:
            index = group_end(body, index)
            continue
        if char == ",":
            entry = body[start:index].strip()
            if entry:
                name, _, value = entry.partition("=")
                found.append((name.strip().strip('"'), value.strip(), entry))
            start = index + 1
        index += 1
    return found


def comparable(text: str, file: MlirFile) -> str:
    """`text` with SSA names, block labels, symbol names and locations set
    aside and aliases replaced by what they stand for."""
    text = without_locations(text)
    aliases = {"#": file.attribute_aliases, "!": file.type_aliases}
    for _ in range(_ALIAS_DEPTH):
        replaced = _ALIAS.sub(
            lambda match: aliases[match.group(1)].get(match.group(2), match.group(0)), text
        )
        if replaced == text:
            break
        text = replaced
    text = _SYMBOL.sub("@", _BLOCK.sub("^", VALUE_NAME.sub("%", text)))
    return _SPACES.sub(" ", text).strip()


def without_locations(text: str) -> str:
    """`text` with every `loc(...)` cut out."""
    pieces: list[str] = []
    cursor = index = 0
    while index < len(text):
        char = text[index]
        if char == '"':
            index = _skip_string(text, index)
            continue
        if text.startswith("loc(", index) and (index == 0 or not text[index - 1].isalnum()):
            pieces.append(text[cursor:index])
            index = cursor = group_end(text, index + 3)
            continue
        index += 1
    pieces.append(text[cursor:])
    return "".join(pieces)


def head_attributes(op: Operation, file: MlirFile) -> dict[str, str]:
    """The attributes an op with regions prints before its first region
    (`func.func @f(...) attributes {translation_info = ...} {`), name ->
    comparable value: `op_attributes` for a function, without reading its
    body's length (its own text blanks the body, as long as the body)."""
    region = op.regions[0] if op.regions else None
    # (The generic form prints its attributes after its regions.)
    if region is None or region.start < 0 or op.generic:
        return op_attributes(op, file)
    head = op.source.text[op.name_offset : region.start]
    found: dict[str, str] = {}
    at = head.find("attributes {")
    while at >= 0:
        opening = at + len("attributes ")
        end = group_end(head, opening)
        for name, value, _ in dictionary_entries(head[opening + 1 : end - 1]):
            found[name] = comparable(value, file)
        at = head.find("attributes {", end)
    return found


def op_attributes(op: Operation, file: MlirFile) -> dict[str, str]:
    """The op's attributes, name -> comparable value (see the module
    docstring); `SYNTAX` holds the rest of its own text."""
    text = own_text(op, strings=True)  # ("" for an op with no text of its own)
    found: dict[str, str] = {}
    rest: list[str] = []
    cursor = index = len(op.op_name) if text.startswith(op.op_name) else 0
    while index < len(text):
        char = text[index]
        if char == '"':
            index = _skip_string(text, index)
            continue
        if char == "{" or text.startswith("<{", index):
            end = group_end(text, index)
            opening = 2 if char == "<" else 1
            entries = dictionary_entries(text[index + opening : end - opening])
            # (Braces of custom syntax, such as the resources a
            # `stream.cmd.dispatch` lists, are no dictionary: they stay text.)
            if all(_ENTRY.fullmatch(raw) for _, _, raw in entries):
                rest.append(text[cursor:index])
                for name, value, _ in entries:
                    found[name] = comparable(value, file)
                cursor = end
            index = end
            continue
        if char in _CLOSERS:
            index = group_end(text, index)
            continue
        index += 1
    rest.append(text[cursor:])
    syntax = comparable(" ".join(rest), file)
    if syntax:
        found[SYNTAX] = syntax
    return found


__all__ = [
    "SYNTAX",
    "comparable",
    "dictionary_entries",
    "group_end",
    "head_attributes",
    "op_attributes",
    "without_locations",
]
