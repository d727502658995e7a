"""Analyses by debug symbols, for graph-compiler listings (MIGraphX).

MIGraphX attaches the ONNX node names of a model to its instructions and
keeps them through compilation, so a fused GPU kernel carries the names of
everything it replaced. `inputs_of` follows an instruction's arguments with
their symbols; `fused` groups the instructions that carry several symbols;
`lost` lists the symbols of one listing that no instruction of another
carries. Tracking itself (`track`) compares symbol sets like any location.
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


def _describe(info: OperationInfo) -> str:
    symbols = ", ".join(info.symbols)
    return _short(info) + (f"  ({symbols})" if symbols else "  (no symbols)")


@dataclasses.dataclass
class Inputs:
    """An instruction and, to some depth, the instructions it reads."""

    info: OperationInfo
    inputs: list[Inputs]
    # Argument names with no instruction of that name in the listing.
    unresolved: list[str] = dataclasses.field(default_factory=list)

    def __str__(self) -> str:
        lines: list[str] = []
        self._render(lines, 0)
        return "\n".join(lines)

    __repr__ = __str__

    def _render(self, lines: list[str], level: int) -> None:
        lines.append(("  " * level + ("reads " if level else "")) + _describe(self.info))
        for child in self.inputs:
            child._render(lines, level + 1)
        for name in self.unresolved:
            lines.append("  " * (level + 1) + f"reads {name}  (not in the listing)")

    def flat(self) -> list[OperationInfo]:
        """Every instruction of the tree below this one, depth first."""
        found: list[OperationInfo] = []
        for child in self.inputs:
            found.append(child.info)
            found.extend(child.flat())
        return found


def _definition(info: OperationInfo, name: str) -> OperationInfo | None:
    candidates = info.index.get_ops_by_name(name)
    for candidate in candidates:
        if candidate.parent is info.parent:
            return candidate
    return candidates[0] if candidates else None


def inputs_of(info: OperationInfo, depth: int = 1) -> Inputs:
    """The instruction's arguments with their symbols, and theirs in turn
    down to `depth` levels."""
    if not isinstance(info, OperationInfo):
        raise TypeError(f"inputs_of() takes one instruction, got {type(info).__name__}")
    node = Inputs(info, [])
    if depth <= 0:
        return node
    for name in info.op.operand_names:
        definition = _definition(info, name)
        if definition is None:
            node.unresolved.append(name)
        else:
            node.inputs.append(inputs_of(definition, depth - 1))
    return node


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
