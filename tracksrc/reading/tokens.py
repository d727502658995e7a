"""The tokens the lexer (`tracksrc.reading.lexer`) hands the structural
grammar (`grammars/mlir.lark`) and the parser builds the IR from: their
types, the head of an op with regions (`OpToken`) and runs of ops without
regions (`OpRun` of `SimpleOp` tuples)."""

from __future__ import annotations

from lark import Token

# Token types, as declared in grammars/mlir.lark.
HEADER = "HEADER"
DIAGNOSTIC = "DIAGNOSTIC"
ALIAS_DEF = "ALIAS_DEF"
RESOURCES = "RESOURCES"
OP_RUN = "OP_RUN"
OP_HEAD = "OP_HEAD"
REGION_OPEN = "REGION_OPEN"
REGION_CLOSE = "REGION_CLOSE"
BLOCK_LABEL = "BLOCK_LABEL"
LOC = "LOC"
OP_END = "OP_END"


def start_of(token: Token) -> int:
    """A token's start offset (always set by this lexer)."""
    assert token.start_pos is not None
    return token.start_pos


def end_of(token: Token) -> int:
    """A token's end offset (always set by this lexer)."""
    assert token.end_pos is not None
    return token.end_pos


# An operation without regions, as the lexer hands it on inside an OP_RUN:
# (start, end, results, op name, name offset, loc text or None, loc offset).
SimpleOp = tuple[int, int, str, str, int, "str | None", "int | None"]


class OpToken(Token):
    """The head of an operation with regions (`OP_HEAD`): its value is the
    op's full name, `start_pos` where its text starts."""

    __slots__ = ("name_offset", "results")

    results: str
    name_offset: int


class OpRun(Token):
    """Consecutive operations without regions, handed to the grammar as one
    `OP_RUN` token: most of a dump is such runs, and one token for each would
    cost more than all the rest of the parse."""

    __slots__ = ("ops",)

    ops: list[SimpleOp]

    def __new__(cls, ops: list[SimpleOp]) -> OpRun:
        run: OpRun = super().__new__(  # type: ignore[assignment]
            cls, OP_RUN, "", ops[0][0], None, None, None, None, ops[-1][1]
        )
        run.ops = ops
        return run
