"""Parsing textual MLIR into tracksrc's IR model.

`grammars/mlir.lark` (structure) is parsed by Lark's LALR parser over the
tokens of `tracksrc.reading.lexer`; callbacks build `tracksrc.reading.ir` objects directly,
without an intermediate parse tree, and Lark objects never leave this module.
Locations are parsed by `tracksrc.reading.location_parser` and aliases resolved once
the whole file is read. Every problem becomes a `ParseError` with file, line,
column and a caret.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken, VisitError
from lark.lexer import Lexer as LarkLexer

from tracksrc.errors import ParseError
from tracksrc.reading import materialized
from tracksrc.reading.block_labels import label_arguments
from tracksrc.reading.grammar import lalr_parser
from tracksrc.reading.ir import Block, BlockArgument, MlirFile, Operation, Region, SourceText
from tracksrc.reading.lexer import Lexer
from tracksrc.reading.location_attributes import UNKNOWN, FileLoc, Location
from tracksrc.reading.location_parser import (
    AliasCycle,
    AliasResolver,
    LocationSyntaxError,
    RawLocation,
    UndefinedAlias,
    parse_location,
    parse_location_with_aliases,
)
from tracksrc.reading.tokens import OpToken, SimpleOp, end_of, start_of

logger = logging.getLogger("tracksrc.reading.parser")

ALIAS_NAME = re.compile(r"([#!])([\w$.\-]+)[ \t]*=[ \t]*")
# The alias names locations name, found fast (strings not told apart).
ALIAS_NAMES = re.compile(r"loc\((#[\w$.\-]+)\)")
# A location naming an alias, `loc(#loc12)`, or a string (skipped: text
# inside strings is no location).
_ALIAS_REFERENCE = re.compile(r'"(?:[^"\\\n]|\\.)*"|(?<![\w$.\-])loc\((#[\w$.\-]+)\)')


class _TokenSource(LarkLexer):
    """Hands the tokens of a `tracksrc.reading.lexer.Lexer` to Lark."""

    __future_interface__ = 2

    def __init__(self, lexer_conf: Any) -> None:
        pass

    def lex(self, lexer_state: Any, parser_state: Any) -> Any:
        return lexer_state.text.tokens()


class _Builder:
    """Per-parse state of the callbacks: the file, pending aliases."""

    def __init__(self, source: SourceText) -> None:
        self.source = source
        # Set once the whole file is read, for locations read later (block
        # arguments, on first use).
        self.resolver: AliasResolver | None = None
        self.pending_locations: dict[int, RawLocation] = {}
        # Locations holding `#alias`es, resolved once the file is read.
        self.alias_uses: list[tuple[Operation | BlockArgument, RawLocation, int]] = []
        # Ops printed without `loc(...)` (by id): a masked op takes its mask's.
        self.unlocated: set[int] = set()

    def location(self, owner: Operation | BlockArgument, text: str, offset: int) -> Location:
        try:
            raw, aliased = parse_location_with_aliases(text)
        except LocationSyntaxError as exc:
            raise self.error(str(exc), offset + exc.offset, exc.expected) from None
        if aliased and self.resolver is not None:
            # Read after the file: aliases are known, resolve at once.
            self.pending_locations[id(owner)] = raw
            return UNKNOWN
        if aliased:
            self.alias_uses.append((owner, raw, offset))
            return UNKNOWN
        return raw  # type: ignore[return-value]

    def error(
        self, message: str, offset: int, expected: str | None = None, cut: bool = False
    ) -> ParseError:
        return self.source.error(message, offset, expected, cut)

    def simple_operation(self, simple: SimpleOp) -> Operation:
        """An operation without regions, from the lexer's tuple."""
        start, end, results, name, name_offset, loc_text, loc_offset = simple
        return self._make(name, results, start, end, name_offset, [], loc_text, loc_offset)

    def _make(
        self,
        name: str,
        results: str,
        start: int,
        end: int,
        name_offset: int,
        regions: list[Region],
        loc_text: str | None,
        loc_offset: int | None,
    ) -> Operation:
        op = Operation(
            name,
            results,
            UNKNOWN,
            self.source,
            start,
            end,
            name_offset,
            regions,
            self.source.text[name_offset] == '"',
        )
        if loc_text is not None:
            op.location = self.location(op, loc_text, loc_offset or 0)
            if loc_text.startswith("loc(#"):
                op.location_alias = loc_text[4:-1].strip()
        else:
            # No `loc(...)`: MLIR locates the op at its name in this file.
            op.location = op.implicit_location()
            self.unlocated.add(id(op))
        if not regions and op.op_name in materialized.SHORT_FORM_OPS:
            materialized.build_short_form_body(op, self._locator(op, loc_text, loc_offset))
        return op

    def _locator(
        self, parent: Operation, loc_text: str | None, loc_offset: int | None
    ) -> Callable[[Operation], None]:
        """Gives an op created for `parent` (or printed in its syntax without
        a location) `parent`'s: as printed (an alias is resolved later)."""

        def locate(child: Operation) -> None:
            if loc_text is None:
                child.location = parent.location
            else:
                child.location = self.location(child, loc_text, loc_offset or 0)
                child.location_alias = parent.location_alias

        return locate

    def operation(self, children: list[Any]) -> Operation:
        head: OpToken = children[0]
        last = children[-1]
        regions: list[Region] = children[1:-1]
        loc_text = str(last) if last.type == "LOC" else None
        op = self._make(
            head.value,
            head.results,
            start_of(head),
            end_of(last),
            head.name_offset,
            regions,
            loc_text,
            start_of(last),
        )
        for region in regions:
            for block in region.blocks:
                for nested in block.operations:
                    nested.parent = op
        if op.op_name in materialized.IMPLICIT_TERMINATORS:
            materialized.add_implicit_terminators(op)
            inner = materialized.masked_op(op)
            if inner is not None and id(inner) in self.unlocated:
                self._locator(op, loc_text, start_of(last))(inner)
        return op

    def operations(self, items: list[Any]) -> list[Operation]:
        """Operations from OP_RUN tokens and built operations, in order."""
        simple = self.simple_operation
        operations: list[Operation] = []
        for item in items:
            if type(item) is Operation:
                operations.append(item)
            else:
                operations.extend([simple(token) for token in item.ops])
        return operations

    def region(self, children: list[Any]) -> Region:
        items = children[1:-1]
        split = len(items)
        while split and type(items[split - 1]) is Block:
            split -= 1
        blocks: list[Block] = items[split:]
        if split or not blocks:
            blocks.insert(0, Block(None, None, self.operations(items[:split])))
        return Region(blocks, start_of(children[0]), end_of(children[-1]))

    def block(self, children: list[Any]) -> Block:
        label_token = children[0]
        label_text = str(label_token)
        paren = label_text.find("(")
        label = label_text[:paren] if paren != -1 else label_text.rstrip(": \t\r\n")
        return Block(
            label.strip(),
            label_text,
            self.operations(children[1:]),
            start_of(label_token),
            self.read_block_arguments if paren != -1 else None,
        )

    def read_block_arguments(self, block: Block) -> list[BlockArgument]:
        """The arguments of a labelled block, read from its label."""
        assert block.label_text is not None
        arguments = self.block_arguments(block.label_text, block.label_offset)
        if self.resolver is not None:
            for argument in arguments:
                pending = self.pending_locations.pop(id(argument), None)
                if pending is None:
                    continue
                try:
                    argument.location = self.resolver.resolve(pending)
                except (UndefinedAlias, AliasCycle) as exc:
                    raise self.error(
                        f"location alias {exc.args[0]} of block argument {argument.name} "
                        "is undefined or refers to itself",
                        block.label_offset,
                        f"a definition '{exc.args[0]} = loc(...)'",
                    ) from None
        return arguments

    def block_arguments(self, label_text: str, offset: int) -> list[BlockArgument]:
        """`^bb0(%a: f32 loc(...), %b: i32)`: names, types and locations."""
        arguments = []
        for written in label_arguments(label_text):
            argument = BlockArgument(written.name, written.type, UNKNOWN)
            if written.loc_text is not None:
                argument.location = self.location(
                    argument, written.loc_text, offset + written.loc_offset
                )
            else:
                # MLIR gives an argument without loc the position of its name.
                line, column = self.source.position(offset + written.name_offset)
                argument.location = FileLoc.point(self.source.filename, line, column)
            arguments.append(argument)
        return arguments


class _Callbacks(Transformer[Token, Any]):
    """The Lark-facing callbacks; they forward to the current `_Builder`."""

    builder: _Builder

    def operation(self, children: list[Any]) -> Operation:
        return self.builder.operation(children)

    def region(self, children: list[Any]) -> Region:
        return self.builder.region(children)

    def block(self, children: list[Any]) -> Block:
        return self.builder.block(children)

    def start(self, children: list[Any]) -> list[Any]:
        return children


def _structure_parser() -> tuple[Lark, _Callbacks]:
    return lalr_parser("mlir.lark", _Callbacks, lexer=_TokenSource)


_EXPECTED = {
    "OP_RUN": "an operation",
    "OP_HEAD": "an operation",
    "REGION_OPEN": "'{'",
    "REGION_CLOSE": "'}'",
    "BLOCK_LABEL": "a block label",
    "LOC": "a location",
    "OP_END": "the end of the operation",
    "ALIAS_DEF": "an alias definition",
    "RESOURCES": "a '{-#' resource block",
    "HEADER": "an IR dump header",
    "DIAGNOSTIC": "a compiler diagnostic",
    "$END": "the end of the file",
}


def read_mlir_text(
    text: str,
    filename: str = "<string>",
    *,
    start: int = 0,
    end: int | None = None,
    allow_partial: bool = False,
    first_line: int = 1,
) -> MlirFile:
    """Parse MLIR text (all of it, or `text[start:end]`) into an `MlirFile`.

    `filename` is the name locations of ops printed without `loc(...)` refer
    to, as MLIR names the buffer it parses. With `allow_partial`, a text cut
    in the middle of an operation gives what is complete (with a warning)
    instead of an error.
    """
    if text.find("\x00", start, start + 65536) != -1:
        raise ParseError(
            "this is a binary file, not textual MLIR", filename, 1, 1, "", "an MLIR text file"
        )
    if start == 0 and text.startswith("\ufeff"):
        start = 1  # a byte-order mark at a file's start (elsewhere: no IR)
    source = SourceText(filename, text, first_line)
    lexer = Lexer(source, start, end, allow_partial=allow_partial)
    builder = _Builder(source)
    lark, callbacks = _structure_parser()
    callbacks.builder = builder
    try:
        items: list[Any] = lark.parse(lexer)  # type: ignore[arg-type,assignment]
    except UnexpectedToken as exc:
        raise _grammar_error(builder, lexer, exc) from None
    except UnexpectedCharacters as exc:  # pragma: no cover - the lexer is ours
        raise builder.error("unexpected text", exc.pos_in_stream or 0) from None
    except UnexpectedInput as exc:  # pragma: no cover
        raise builder.error(str(exc).splitlines()[0], 0) from None
    except VisitError as exc:
        if isinstance(exc.orig_exc, ParseError):
            raise exc.orig_exc from None
        raise
    finally:
        del callbacks.builder
    mlir_file = _assemble(source, builder, items, lexer)
    if lexer.truncated_at is not None:
        mlir_file.truncated = True
        last = lexer.last_complete_op
        where = "no operation is complete"
        if last is not None:
            line, column = source.position(last[1])
            where = f"the last complete operation is {last[0]} at line {line}, column {column}"
        logger.warning(
            "%s is truncated (%s); indexed what is complete: %s",
            filename,
            lexer.truncation_reason,
            where,
        )
    return mlir_file


def _grammar_error(builder: _Builder, lexer: Lexer, exc: UnexpectedToken) -> ParseError:
    token = exc.token
    offset = token.start_pos if token.start_pos is not None else lexer.end
    if token.type == "BLOCK_LABEL":
        return builder.error("a block label outside any region", offset, "an operation")
    expected = sorted({_EXPECTED.get(name, name) for name in exc.expected})
    found = _EXPECTED.get(token.type, token.type)
    return builder.error(f"unexpected {found}", offset, " or ".join(expected))


def _assemble(source: SourceText, builder: _Builder, items: list[Any], lexer: Lexer) -> MlirFile:
    header: str | None = None
    operations: list[Operation] = []
    attribute_aliases: dict[str, str] = {}
    type_aliases: dict[str, str] = {}
    raw_location_aliases: dict[str, RawLocation] = {}
    alias_offsets: dict[str, int] = {}
    resources: str | None = None
    diagnostics: list[str] = []
    for item in items:
        if isinstance(item, Operation):
            operations.append(item)
        elif item.type == "OP_RUN":
            operations.extend(builder.operations([item]))
        elif item.type == "HEADER":
            if header is not None or operations:
                raise builder.error(
                    "a second IR dump header: this file holds several stages of a print-ir stream",
                    item.start_pos,
                    "one stage per file (open a stream as a pipeline)",
                )
            header = str(item)
        elif item.type == "RESOURCES":
            resources = str(item)
        elif item.type == "DIAGNOSTIC":
            diagnostics.append(str(item))
            line, _ = source.position(item.start_pos)
            logger.info(
                "%s:%d: a compiler diagnostic in the dump: %s",
                source.filename,
                line,
                str(item).splitlines()[0],
            )
        else:  # ALIAS_DEF
            text = str(item)
            match = ALIAS_NAME.match(text)
            assert match is not None  # the lexer only emits well-formed starts
            sigil, name = match.groups()
            value = text[match.end() :].strip()
            if sigil == "!":
                type_aliases[name] = value
            elif value.startswith("loc("):
                try:
                    raw_location_aliases["#" + name] = parse_location(value)
                    alias_offsets["#" + name] = item.start_pos
                except LocationSyntaxError as exc:
                    if lexer.allow_partial and item.end_pos == lexer.end:
                        # The last line of a cut file: the definition is cut.
                        logger.warning(
                            "%s: the last alias #%s is cut short; ignored", source.filename, name
                        )
                        continue
                    raise builder.error(
                        str(exc), item.start_pos + match.end() + exc.offset, exc.expected
                    ) from None
            else:
                attribute_aliases[name] = value

    resolver = AliasResolver(raw_location_aliases)
    undefined: set[str] = set()
    for owner, raw, offset in builder.alias_uses:
        try:
            owner.location = resolver.resolve(raw)
        except UndefinedAlias as exc:
            if not lexer.allow_partial:
                raise builder.error(
                    f"undefined location alias {exc.args[0]}",
                    offset,
                    f"a definition '{exc.args[0]} = loc(...)' (the definitions after the IR "
                    "cut short?)",
                    cut=True,
                ) from None
            # A cut file loses the aliases printed after the IR.
            undefined.add(exc.args[0])
            owner.location = UNKNOWN
        except AliasCycle as exc:
            raise builder.error(
                f"location alias {exc.args[0]} refers to itself", offset, "aliases without cycles"
            ) from None
    # Block arguments read their locations when first asked: check now that
    # every alias a location names is defined (a dump cut inside its alias
    # definitions lacks some).
    # A quick pass finds the names (strings included); only when one is not
    # defined does the exact pass (strings skipped) say whether, and where,
    # a location names it.
    named = set(ALIAS_NAMES.findall(source.text, lexer.start, lexer.end))
    if not named <= raw_location_aliases.keys() | undefined:
        for reference in _ALIAS_REFERENCE.finditer(source.text, lexer.start, lexer.end):
            name = reference.group(1)
            if name is None or name in raw_location_aliases or name in undefined:
                continue
            if not lexer.allow_partial:
                raise builder.error(
                    f"undefined location alias {name}",
                    reference.start(1),
                    f"a definition '{name} = loc(...)' (the definitions after the IR cut short?)",
                    cut=True,
                )
            undefined.add(name)
    if undefined:
        logger.warning(
            "%s: %d location aliases are not defined (cut off?); those ops count as unknown",
            source.filename,
            len(undefined),
        )
    location_aliases = {}
    for name in raw_location_aliases:
        try:
            location_aliases[name] = resolver.alias(name)
        except (UndefinedAlias, AliasCycle) as exc:
            if not lexer.allow_partial:
                raise builder.error(
                    f"location alias {name} refers to {exc.args[0]}, which is not defined "
                    "or refers back to it",
                    alias_offsets[name],
                    f"a definition '{exc.args[0]} = loc(...)'",
                ) from None
            location_aliases[name] = UNKNOWN
    builder.resolver = resolver

    if len(operations) == 1 and operations[0].op_name == "builtin.module":
        module = operations[0]
    else:
        # A fragment or several top-level ops: MLIR wraps them in a module
        # located at line 0 of the file.
        module = Operation(
            op_name="builtin.module",
            result_text="",
            location=FileLoc.point(source.filename, 0, 0),
            source=source,
            start=lexer.start,
            end=lexer.end,
            name_offset=lexer.start,
            regions=[Region([Block(None, None, operations)])],
            implicit=True,
        )
        for operation in operations:
            operation.parent = module
    return MlirFile(
        source=source,
        module=module,
        header=header,
        attribute_aliases=attribute_aliases,
        type_aliases=type_aliases,
        location_aliases=location_aliases,
        resources=resources,
        diagnostics=diagnostics,
        truncated=False,
    )
