"""Parsing AMD MIGraphX program listings into tracksrc's IR model.

`grammars/migraphx.lark` defines the listing syntax. Each instruction
becomes an `Operation` whose op name is MIGraphX's (`convolution`,
`gpu::code_object`, `@literal`), whose value name is the instruction name
(`@15`, `Input3`, `main:#output_0`), whose operands are its argument names
and whose location is its set of debug symbols (`SymbolLoc`), which is what
tracking compares. Modules (`module: "main"`) hold their instructions as a
region; the whole listing is one `migraphx.program` operation.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from tracksrc.errors import ParseError
from tracksrc.reading.grammar import lalr_parser
from tracksrc.reading.ir import Block, MlirFile, Operation, Region, SourceText
from tracksrc.reading.location_attributes import UNKNOWN, FusedLoc, Location, SymbolLoc
from tracksrc.safe_text import visible_line

PROGRAM = "migraphx.program"
MODULE = "migraphx.module"


def symbols_location(symbols: tuple[str, ...]) -> Location:
    """The location of an instruction carrying these debug symbols."""
    if not symbols:
        return UNKNOWN
    if len(symbols) == 1:
        return SymbolLoc(symbols[0])
    return FusedLoc(tuple(SymbolLoc(symbol) for symbol in symbols))


def split_symbols(comment: str) -> tuple[str, ...]:
    """`# Convolution110, Plus112, ReLU114` → the symbols, in order."""
    return tuple(part.strip() for part in comment.lstrip("#").split(",") if part.strip())


class _Header:
    __slots__ = ("name", "start")

    def __init__(self, name: str, start: int) -> None:
        self.name = name
        self.start = start


class _ToModel(Transformer[Token, Any]):
    """Builds operations from the listing grammar's parse."""

    source: SourceText

    def module_header(self, children: list[Token]) -> _Header:
        name = str(children[0])[1:-1]
        assert children[0].start_pos is not None
        line_start = self.source.text.rfind("\n", 0, children[0].start_pos) + 1
        return _Header(name, line_start)

    def pseudo_op(self, children: list[Token]) -> tuple[Token, str | None, list[str]]:
        # `@literal{...}` and `@param:NAME`: no attributes, no arguments.
        return children[0], None, []

    def call(self, children: list[Any]) -> tuple[Token, str | None, list[str]]:
        operator = children[0]
        attributes: str | None = None
        arguments: list[str] = []
        for child in children[1:]:
            if isinstance(child, Token):
                attributes = str(child)
            elif isinstance(child, list):
                arguments = child
        return operator, attributes, arguments

    def arguments(self, children: list[Token | None]) -> list[str]:
        return [str(child) for child in children if child is not None]

    def instruction(self, children: list[Any]) -> Operation:
        name: Token = children[0]
        operator, _, arguments = children[1]
        symbols: tuple[str, ...] = ()
        for child in children[2:]:
            if child.type == "SYMBOLS":
                symbols = split_symbols(str(child))
        assert name.start_pos is not None and operator.start_pos is not None
        # One instruction per line: its text is the line.
        text = self.source.text
        line_end = text.find("\n", name.start_pos)
        end = name.start_pos + len(text[name.start_pos : line_end].rstrip())
        op_name = visible_line(str(operator))
        if op_name.startswith("@literal"):
            op_name = "@literal"
        elif op_name.startswith("@param"):
            op_name = "@param"
        return Operation(
            op_name=op_name,
            result_text=str(name),
            location=symbols_location(symbols),
            source=self.source,
            start=name.start_pos,
            end=end,
            name_offset=operator.start_pos,
            regions=[],
            value_names=(str(name),),
            operand_names=tuple(arguments),
        )

    def start(self, children: list[Any]) -> list[Any]:
        return children


_EXPECTED = {
    "NAME": "an instruction name",
    "EQUAL": "'='",
    "OPERATOR": "an operator",
    "LITERAL": "@literal{...}",
    "PARAM": "@param:NAME",
    "ATTRIBUTES": "[attributes]",
    "LPAR": "'('",
    "RPAR": "')'",
    "COMMA": "','",
    "SHAPE": "'-> type, {lens}, {strides}'",
    "SYMBOLS": "'# symbols'",
    "_NL": "the end of the line",
    "STRING": "a quoted module name",
    "MODULE": "'module:'",
    "$END": "the end of the file",
}


def read_migraphx_text(text: str, filename: str = "<string>") -> MlirFile:
    """Parse a MIGraphX program listing into an `MlirFile` (format
    "migraphx"): one `migraphx.program` op holding the modules."""
    if not text.endswith("\n"):
        text += "\n"  # every instruction ends with a newline in the grammar
    source = SourceText(filename, text)
    lark, transformer = lalr_parser("migraphx.lark", _ToModel)
    transformer.source = source
    try:
        items: list[Any] = lark.parse(text)  # type: ignore[assignment]
    except (UnexpectedToken, UnexpectedCharacters) as exc:
        expected = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()
        names = sorted({_EXPECTED.get(name, name) for name in expected})
        offset = exc.pos_in_stream if exc.pos_in_stream is not None else len(text)
        raise source.error(
            "this is not a MIGraphX instruction",
            min(offset, max(len(text) - 1, 0)),
            " or ".join(names) if names else None,
        ) from None
    except UnexpectedInput as exc:  # pragma: no cover - the two above cover LALR
        raise ParseError(str(exc), filename, 1, 1, "", None) from None
    return _assemble(source, items)


def _assemble(source: SourceText, items: list[Any]) -> MlirFile:
    modules: list[Operation] = []
    loose: list[Operation] = []
    current: list[Operation] | None = None
    for item in items:
        if isinstance(item, _Header):
            current = []
            module = Operation(
                op_name=MODULE,
                result_text=item.name,
                location=UNKNOWN,
                source=source,
                start=item.start,
                end=item.start,
                name_offset=item.start,
                regions=[Region([Block(None, None, current)])],
                value_names=(item.name,),
            )
            modules.append(module)
        elif current is not None:
            current.append(item)
        else:
            loose.append(item)
    for module in modules:
        instructions = module.regions[0].blocks[0].operations
        if instructions:
            module.end = instructions[-1].end
        else:
            module.end = source.text.find("\n", module.start)
        for instruction in instructions:
            instruction.parent = module
    program = Operation(
        op_name=PROGRAM,
        result_text="",
        location=UNKNOWN,
        source=source,
        start=0,
        end=len(source.text),
        name_offset=0,
        regions=[Region([Block(None, None, [*loose, *modules])])],
        implicit=True,
    )
    for child in [*loose, *modules]:
        child.parent = program
    return MlirFile(source=source, module=program, format="migraphx")
