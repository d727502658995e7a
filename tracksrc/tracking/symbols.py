"""Analyses by debug symbols, for graph-compiler listings (MIGraphX).

MIGraphX attaches the ONNX node names of a model to its instructions and
keeps them through compilation, so a fused GPU kernel carries the names of
everything it replaced. `fused` groups the instructions that carry several symbols;
`lost` lists the symbols of one listing that no instruction of another
carries (`inputs_of`, for listings and MLIR alike, is in
`tracksrc.tracking.def_use`). Tracking itself (`track`) compares symbol sets like any location.
"""

from __future__ import annotations

import dataclasses
import re

from tracksrc.tracking.index import OperationIndex, OperationInfo

_ATTRIBUTE = re.compile(r"([A-Za-z_]\w*)=")


def attributes(info: OperationInfo) -> dict[str, str]:
    """An instruction's `[key=value,...]` attributes, values as printed."""
    text = info.text
    name_end = info.op.name_offset - info.op.start + len(info.op_name)
    if name_end >= len(text) or text[name_end] != "[":
        return {}
    depth = 0
    pieces: list[str] = []
    current = ""
    for char in text[name_end + 1 :]:
        if char == "]" and depth == 0:
            break
        if char in "{[(":
            depth += 1
        elif char in "}])":
            depth -= 1
        if char == "," and depth == 0:
            pieces.append(current)
            current = ""
            continue
        current += char
    pieces.append(current)
    result: dict[str, str] = {}
    last_key: str | None = None
    for piece in pieces:
        match = _ATTRIBUTE.match(piece)
        if match:
            last_key = match.group(1)
            result[last_key] = piece[match.end() :]
        elif last_key is not None and piece:
            # `shape=int8_type, {31360}, {1}`: commas inside a value.
            result[last_key] += "," + piece
    return result


def _short(info: OperationInfo) -> str:
    kernel = attributes(info).get("symbol_name")
    return f"{info.ssa_name} {info.op_name}" + (f" {kernel}" if kernel else "")


def describe_instruction(info: OperationInfo) -> str:
    """An instruction as trees show it: name, op, kernel and its symbols."""
    symbols = ", ".join(info.symbols)
    return _short(info) + (f"  ({symbols})" if symbols else "  (no symbols)")


@dataclasses.dataclass
class FusionGroup:
    """Instructions that carry the same several symbols."""

    symbols: tuple[str, ...]
    instructions: list[OperationInfo]


class FusionGroups(list[FusionGroup]):
    """The result of `fused`: a list of groups that prints as a table."""

    def __str__(self) -> str:
        if not self:
            return "(no instruction carries more than one symbol)"
        lines = []
        for group in self:
            members = ", ".join(_short(info) for info in group.instructions)
            lines.append(f"{', '.join(group.symbols)}: {members}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)


def fused(index: OperationIndex) -> FusionGroups:
    """Instructions carrying more than one symbol, grouped by symbol set in
    listing order: fusions, and horizontal fusions (one set, several
    instructions), at a glance."""
    groups: dict[frozenset[str], FusionGroup] = {}
    for _, info in index:
        symbols = info.symbols
        if len(set(symbols)) > 1:
            key = frozenset(symbols)
            if key not in groups:
                groups[key] = FusionGroup(symbols, [])
            groups[key].instructions.append(info)
    return FusionGroups(groups.values())


@dataclasses.dataclass
class LostSymbol:
    """A symbol of the earlier listing that no later instruction carries."""

    symbol: str
    carriers: list[OperationInfo]


class LostSymbols(list[LostSymbol]):
    """The result of `lost`: a list that prints one symbol a line."""

    def __str__(self) -> str:
        if not self:
            return "(every symbol is still carried)"
        return "\n".join(
            f"{lost.symbol}: carried by "
            + ", ".join(f"{info.ssa_name} {info.op_name}" for info in lost.carriers)
            for lost in self
        )

    def __repr__(self) -> str:
        return str(self)

    @property
    def symbols(self) -> list[str]:
        """Just the symbols."""
        return [lost.symbol for lost in self]


def lost(parsed: OperationIndex, compiled: OperationIndex) -> LostSymbols:
    """Symbols of `parsed` that no instruction of `compiled` carries, with
    the instructions of `parsed` that carried them."""
    kept = {symbol for _, info in compiled for symbol in info.symbols}
    carriers: dict[str, list[OperationInfo]] = {}
    for _, info in parsed:
        for symbol in info.symbols:
            if symbol not in kept:
                carriers.setdefault(symbol, []).append(info)
    return LostSymbols(LostSymbol(symbol, infos) for symbol, infos in carriers.items())
