"""Operations MLIR creates when it reads text that does not print them.

Some ops print less than they hold, and MLIR's parser builds the rest:

- Implicit terminators. An op with the `SingleBlockImplicitTerminator`
  trait (`scf.for`, `hal.executable`, `vector.mask`, ...) prints its body
  without a terminator that has nothing to say (`scf.yield` with no
  operands); its parser calls `ensureTerminator`, which appends one when
  the block's last op is not already it.
- Short forms naming the body's op. `linalg.map { arith.addf } ins(...)`
  and `linalg.reduce { arith.addf } ...` print only the name (and
  attributes) of the single op of their body; `stablehlo.reduce(...)
  applies stablehlo.add across ...` likewise (also `mhlo.reduce`). The
  parser builds the body: that op and the terminator.

`vector.mask %m { vector.contract ... }` prints its masked op in full, but
without its location (MLIR's printer never prints one there); the op is
read like any other, and only its location is decided here.

Where each created op is located (see docs/reading.md, "Ops printed
inside another op's syntax"): where MLIR's parser puts it, checked against MLIR's own
reading of real stages (`iree-opt --mlir-print-debuginfo`): a terminator
and a linalg short form's body at the parent op's position in the dump
(the location the parser gives the op it is reading, when it builds them),
a place no source query matches; a `stablehlo.reduce`'s body at the
reduce's location (its parser gives it that). So a stage's op counts are
MLIR's, and a source location's ops are those MLIR finds for it. The one
exception is a masked op: printed without its location (MLIR's printer
leaves it out), it takes its mask's, where the compiler had it
(`vector::maskOperation`), so that tracking a convolution into code
generation finds its masked `vector.contract` (MLIR's parser would place
it at its position in the dump).

Created ops have no text of their own (`Operation.materialized`): the
terminators' offsets are their region's closing brace, a named body op's
the span of its name and attributes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tracksrc.reading.ir import Block, Operation, Region

# Parent op -> the terminator its parser appends when the body does not end
# with one (MLIR's `SingleBlockImplicitTerminator`, in the dialects IREE,
# torch-mlir, StableHLO and Triton print). Checked against MLIR's own op
# counts (`--print-op-stats`) on real streams.
IMPLICIT_TERMINATORS: dict[str, str] = {
    "scf.for": "scf.yield",
    "scf.if": "scf.yield",
    "scf.index_switch": "scf.yield",
    "scf.parallel": "scf.reduce",
    "scf.forall": "scf.forall.in_parallel",
    "affine.for": "affine.yield",
    "affine.if": "affine.yield",
    "affine.parallel": "affine.yield",
    "memref.alloca_scope": "memref.alloca_scope.return",
    "vector.mask": "vector.yield",
    "async.execute": "async.yield",
    "shape.assuming": "shape.assuming_yield",
    "flow.executable": "flow.executable_end",
    "stream.executable": "stream.executable.end",
    "stream.cmd.execute": "stream.yield",
    "stream.cmd.serial": "stream.yield",
    "stream.cmd.concurrent": "stream.yield",
    "stream.async.execute": "stream.yield",
    "stream.async.concurrent": "stream.yield",
    "hal.executable": "hal.executable_end",
    "hal.executable.variant": "hal.executable.variant_end",
    "vm.module": "vm.module_terminator",
}

# `{ arith.addf }`, `{ arith.addf {fastmath = #arith.fastmath<fast>} }`
# right after a linalg op's name: the short form (attributes hold no `}`
# but inside strings).
_ATTRIBUTES = r'\{(?:[^{}"]|"(?:[^"\\\n]|\\.)*")*\}'
_LINALG_SHORT_FORM = re.compile(
    r"[ \t]*\{[ \t]*([A-Za-z_][\w$]*\.[\w$.]*)((?:[ \t]*" + _ATTRIBUTES + r")?)[ \t]*\}"
)
_LINALG_SHORT_FORM_OPS = {"linalg.map": "linalg.yield", "linalg.reduce": "linalg.yield"}
# `stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions`.
_APPLIES = re.compile(r"[ \t]applies[ \t]+([A-Za-z_][\w$]*\.[\w$.]*)[ \t]+across[ \t]")
_COMPACT_REDUCE_OPS = {"stablehlo.reduce": "stablehlo.return", "mhlo.reduce": "mhlo.return"}


def is_short_form(text: str, brace: int, end: int) -> bool:
    """Does the `{` at `brace` start a linalg short form (`{ arith.addf }`)?"""
    return _LINALG_SHORT_FORM.match(text, brace, end) is not None


# Gives a created op the location of the op it belongs to (set by the
# parser, which knows whether that location is still to be resolved).
Locate = Callable[[Operation], None]


def _created(
    parent: Operation, name: str, start: int, end: int, locate: Locate | None
) -> Operation:
    """An op MLIR builds for `parent`: at `parent`'s location (`locate`), or
    (`locate` None) at `parent`'s position in the dump."""
    op = Operation(
        name,
        "",
        parent.location,
        parent.source,
        start,
        end,
        start,
        [],
        materialized=True,
    )
    op.parent = parent
    if locate is None:
        op.location = parent.implicit_location()
    else:
        locate(op)
    return op


def add_implicit_terminators(op: Operation) -> None:
    """Append the terminator MLIR's parser would to each single-block
    region of `op` that does not end with it, where MLIR's parser puts it."""
    terminator = IMPLICIT_TERMINATORS.get(op.op_name)
    if terminator is None or op.generic:
        # The generic form prints every op (its parser is not the op's own).
        return
    for region in op.regions:
        if len(region.blocks) != 1:
            continue
        operations = region.blocks[0].operations
        if operations and operations[-1].op_name == terminator:
            continue
        closing = max(region.end - 1, op.name_offset)
        operations.append(_created(op, terminator, closing, closing, None))


def masked_op(op: Operation) -> Operation | None:
    """The op a `vector.mask` prints inside its braces, if any."""
    if op.op_name != "vector.mask" or op.generic or not op.regions or not op.regions[0].blocks:
        return None
    operations = op.regions[0].blocks[0].operations
    return operations[0] if operations and not operations[0].materialized else None


def build_short_form_body(op: Operation, locate: Locate) -> None:
    """Give a short-form op (`linalg.map { arith.addf }`, `stablehlo.reduce
    ... applies stablehlo.add`) the body MLIR's parser builds for it."""
    name = op.op_name
    text = op.source.text
    after_name = op.name_offset + len(name)
    if name in _LINALG_SHORT_FORM_OPS:
        match = _LINALG_SHORT_FORM.match(text, after_name, op.end)
        if match is None:
            return
        payload = _created(op, match.group(1), match.start(1), match.end(2), None)
        closing = match.end() - 1
        yield_op = _created(op, _LINALG_SHORT_FORM_OPS[name], closing, closing, None)
    elif name in _COMPACT_REDUCE_OPS:
        applies = _APPLIES.search(text, after_name, op.end)
        if applies is None:
            return
        payload = _created(op, applies.group(1), applies.start(1), applies.end(1), locate)
        closing = applies.end(1)
        yield_op = _created(op, _COMPACT_REDUCE_OPS[name], closing, closing, locate)
    else:
        return
    # A region printed nowhere: no brace offsets (`show` cuts none out).
    op.regions.append(Region([Block(None, None, [payload, yield_op])]))


SHORT_FORM_OPS = frozenset(_LINALG_SHORT_FORM_OPS) | frozenset(_COMPACT_REDUCE_OPS)
