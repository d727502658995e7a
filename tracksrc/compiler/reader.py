"""Reading the mini-compiler's input: a TOSA-like dialect in MLIR syntax.

The project's own parser (`tracksrc.reading.parser`) finds the ops, their regions
and locations (an op without `loc(...)` is located at its name in the input
file, as MLIR does); this module reads what the compiler needs beyond that
from each op's text: operands, attributes and types. Accepted forms:

    func.func [private] @f(%x: T, ...) -> T { ... }
    %r = tosa.OP %a, %b {name = value, ...} : (T, T) -> T
    %r = "tosa.const"() {values = dense<...> : T} : () -> T
    %r = [func.]call @f(%a, ...) : (T, ...) -> T
    [func.]return %r : T

Anything else is a clear error at the op's position.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from tracksrc.compiler.ir import Block, Module, Op, Value
from tracksrc.errors import ParseError
from tracksrc.reading.files import read_text
from tracksrc.reading.ir import Operation
from tracksrc.reading.location_attributes import FileLoc, Location
from tracksrc.reading.location_parser import AliasRef, parse_location
from tracksrc.reading.parser import read_mlir_text

_SIGNATURE = re.compile(
    r"^func\.func\s+(?:(?:public|private|nested)\s+)?@(?P<name>[\w$.\-]+)\s*"
    r"\((?P<args>[^)]*)\)\s*(?:->\s*(?P<results>\([^)]*\)|[^{]+?))?\s*(?:attributes\s*\{[^}]*\}\s*)?\{"
)
_ARGUMENT = re.compile(r"(%[\w$.\-]+)\s*:\s*([^,]+?)\s*(?:,|$)")
_CALL = re.compile(
    r"^(?:func\.)?call\s+@(?P<callee>[\w$.\-]+)\((?P<operands>[^)]*)\)\s*:\s*(?P<type>.+)$"
)
_RETURN = re.compile(r"^(?:func\.)?return(?:\s+(?P<operands>[^:]+?)\s*:\s*(?P<types>.+))?$")
_CUSTOM = re.compile(r'^(?P<name>"?[\w.]+"?)(?P<rest>.*)$', re.DOTALL)


def _split_top(text: str, separator: str = ",") -> list[str]:
    """Split at `separator` outside brackets and strings."""
    parts: list[str] = []
    depth = 0
    quoted = False
    start = 0
    index = 0
    while index < len(text):
        char = text[index]
        if quoted:
            if char == "\\":
                index += 1
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char in "([{<":
            depth += 1
        elif char in ")]}>" and not (char == ">" and index and text[index - 1] == "-"):
            depth -= 1
        elif depth == 0 and text.startswith(separator, index):
            parts.append(text[start:index].strip())
            start = index + len(separator)
            index = start
            continue
        index += 1
    tail = text[start:].strip()
    if tail or parts:
        parts.append(tail)
    return parts


def _strip_location(text: str) -> str:
    """The op text without its trailing `loc(...)` (the first ` loc(` outside
    brackets and strings)."""
    return _split_top(text, " loc(")[0].strip() if text else text


_ARGUMENT_LOC = re.compile(r"\sloc\(")


def _mask_locations(text: str) -> tuple[str, dict[int, Location]]:
    """`text` with each ` loc(...)` of the signature's first line replaced
    by spaces, and the locations read from them, by the offset where the
    argument's type ends (the mask's start)."""
    line_end = text.find("{")
    head = text if line_end == -1 else text[:line_end]
    found: dict[int, Location] = {}
    masked = list(text)
    for start in [m.start() for m in _ARGUMENT_LOC.finditer(head)]:
        depth, index = 0, start + 4
        while index < len(head):
            if head[index] == "(":
                depth += 1
            elif head[index] == ")":
                depth -= 1
                if depth == 0:
                    break
            elif head[index] == '"':
                # Skip the string, escapes included.
                index += 1
                while index < len(head) and head[index] != '"':
                    index += 2 if head[index] == "\\" else 1
            index += 1
        parsed = parse_location(head[start + 1 : index + 1])
        if not isinstance(parsed, AliasRef):
            found[start] = parsed
        masked[start : index + 1] = " " * (index + 1 - start)
    return "".join(masked), found


def _attributes(text: str) -> dict[str, str]:
    attributes: dict[str, str] = {}
    for item in _split_top(text.strip()[1:-1]):
        if not item:
            continue
        name, _, value = item.partition("=")
        attributes[name.strip()] = value.strip() if value else "unit"
    return attributes


def _function_type(text: str) -> tuple[list[str], list[str]]:
    """`(T, T) -> T` or `T` (one operand type, same result type)."""
    parts = _split_top(text, "->")
    if len(parts) == 1:
        return [parts[0]], [parts[0]]
    inputs = parts[0].strip()
    outputs = parts[1].strip()
    input_types = _split_top(inputs[1:-1]) if inputs.startswith("(") else [inputs]
    output_types = _split_top(outputs[1:-1]) if outputs.startswith("(") else [outputs]
    return [t for t in input_types if t], [t for t in output_types if t]


class _Reader:
    def __init__(self, operation: Operation) -> None:
        self.source = operation.source

    def error(self, operation: Operation, message: str) -> ParseError:
        line, column = operation.name_position
        return ParseError(
            message,
            self.source.filename,
            line,
            column,
            self.source.line_text(line),
            "an op of the input dialect (tosa.*, func.func, func.call, func.return)",
        )

    def function(self, operation: Operation) -> Op:
        # Argument locations (`%x: T loc(...)`) are blanked out for the
        # signature's pattern (same length: offsets stay) and read apart.
        text, argument_locations = _mask_locations(operation.text)
        match = _SIGNATURE.match(text)
        if match is None:
            raise self.error(operation, "cannot read this function signature")
        body = Block()
        scope: dict[str, Value] = {}
        args_text = match.group("args")
        args_offset = operation.start + match.start("args")
        for argument in _ARGUMENT.finditer(args_text):
            written = argument_locations.get(match.start("args") + argument.end(2))
            if written is not None:
                location = written
            else:
                line, column = self.source.position(args_offset + argument.start(1))
                location = FileLoc.point(self.source.filename, line, column)
            scope[argument.group(1)] = body.add_argument(
                argument.group(2).strip(), argument.group(1), location
            )
        results_text = (match.group("results") or "").strip()
        if results_text.startswith("("):
            result_types = _split_top(results_text[1:-1])
        else:
            result_types = [results_text] if results_text else []
        input_types = [value.type for value in body.arguments]
        visibility = "private" if re.match(r"func\.func\s+private\b", text) else ""
        attributes = {
            "sym_name": f'"{match.group("name")}"',
            "function_type": f"({', '.join(input_types)}) -> ({', '.join(result_types)})",
        }
        if visibility:
            attributes["sym_visibility"] = '"private"'
        function = Op("func.func", [], [], attributes, [[body]], operation.location)
        for region in operation.regions:
            for child in region.operations():
                body.append(self.operation(child, scope))
        return function

    def operation(self, operation: Operation, scope: dict[str, Value]) -> Op:
        text = _strip_location(operation.text)
        results = operation.result_names
        if operation.result_text:
            text = text[text.index("=") + 1 :].strip()

        def value(name: str) -> Value:
            try:
                return scope[name.strip()]
            except KeyError:
                raise self.error(
                    operation, f"{name.strip()} is not defined before its use"
                ) from None

        name = operation.op_name
        match_call = _CALL.match(text) if name == "func.call" else None
        if match_call is not None:
            _, result_types = _function_type(match_call.group("type"))
            operands = [value(item) for item in _split_top(match_call.group("operands")) if item]
            op = Op(
                "func.call", operands, result_types, {"callee": "@" + match_call.group("callee")}
            )
        elif name == "func.return":
            match_return = _RETURN.match(text)
            if match_return is None:
                raise self.error(operation, "cannot read this return")
            names = _split_top(match_return.group("operands") or "")
            op = Op("func.return", [value(item) for item in names if item], [])
        elif name.startswith("tosa."):
            op = self.tosa(operation, text, value)
        else:
            raise self.error(operation, f"{name} is not an op of the input dialect")
        if len(op.results) != len(results) and not (len(results) == 1 and len(op.results) == 1):
            raise self.error(operation, "the number of results does not match the type")
        op.location = operation.location
        for result, result_name in zip(op.results, results, strict=False):
            result.hint = result_name
            scope[result_name] = result
        return op

    def tosa(self, operation: Operation, text: str, value: Callable[[str], Value]) -> Op:
        match = _CUSTOM.match(text)
        assert match is not None
        rest = match.group("rest").strip()
        generic = match.group("name").startswith('"')
        parts = _split_top(rest, " : ")
        if len(parts) != 2:
            raise self.error(operation, "expected `operands {attributes} : type`")
        head, type_text = parts
        attributes: dict[str, str] = {}
        if generic:
            operand_text, _, after = head.partition(")")
            operand_text = operand_text.lstrip("(")
            after = after.strip()
            if after.startswith("<{"):
                end = after.index("}>")
                attributes.update(_attributes(after[1 : end + 1]))
                after = after[end + 2 :].strip()
            if after.startswith("{"):
                attributes.update(_attributes(after))
        else:
            brace = head.find("{")
            operand_text = head if brace == -1 else head[:brace]
            if brace != -1:
                attributes = _attributes(head[brace:])
        operands = [value(item) for item in _split_top(operand_text) if item]
        input_types, result_types = _function_type(type_text)
        if operands and len(input_types) != len(operands):
            raise self.error(operation, "the operand types do not match the operands")
        return Op(operation.op_name, operands, result_types, attributes)


def read_program_text(text: str, filename: str) -> Module:
    """Read input text (located in `filename`) into a `Module`."""
    parsed = read_mlir_text(text, filename)
    module = Module(
        location=parsed.module.location
        if not parsed.module.implicit
        else FileLoc.point(filename, 0, 0)
    )
    next_id = 0
    for operation in parsed.module.children:
        reader = _Reader(operation)
        if operation.op_name != "func.func":
            raise reader.error(
                operation, f"expected func.func at the top level, not {operation.op_name}"
            )
        function = reader.function(operation)
        for op in function.walk():
            op.origins = frozenset({next_id})
            next_id += 1
        module.body.append(function)
    return module


def read_program(path: str | Path, filename: str | None = None) -> Module:
    """Read an input file; ops are located in `filename` (default: `path`
    as given, as MLIR names its input)."""
    return read_program_text(read_text(path), str(path) if filename is None else filename)
