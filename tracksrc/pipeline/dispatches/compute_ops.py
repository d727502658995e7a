"""Which ops of a dispatch's body are its computation, and which only help.

A dispatch as formed (`flow.executable`'s function) holds the ops it
computes — the structured ops (`linalg.generic`, `linalg.matmul`,
`linalg.conv_*`, `tensor.pad`, `linalg.pack`, ...) and the payload inside
them — and ops that only serve them: the loads and stores of its bindings,
the `tensor.empty` and `linalg.fill` that make an output's initial value,
constants, and the index arithmetic of dynamic shapes. Passes give helpers
whatever location was at hand: a `linalg.fill` of a max-pool's init carries
the pool's location, a constant CSE'd across ops carries the first one's,
so a dispatch's helpers name source ops it does not compute. What a
dispatch computes is therefore read from its compute ops only; a dispatch
without any (a copy, a fill) computes nothing, and the source ops its
helpers name are those it *moves data for*.

The rule, per op of the body (its function excluded), in pre-order: an op
nested in another op of the body takes that op's role (a `linalg.generic`'s
payload computes; a fill's materialised body, never indexed, would help);
an op directly in the function body is a helper if its type is one of
`HELPER_TYPES`, any dialect's `constant`, or index arithmetic (`arith`,
`affine`, `index` ops, `tensor.dim`), and computes otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

# An op's key in the table it is read from (a position, an op).
Key = TypeVar("Key", bound=Hashable)

COMPUTES = "computes"
HELPER = "helper"
# A dispatch with no compute op: the source ops its ops name are those
# it moves data for (a copy into a padded buffer, a fill).
MOVES = "moves"

HELPER_TYPES = frozenset(
    {
        "tensor.empty",
        "linalg.fill",
        "bufferization.alloc_tensor",
        "tensor.dim",
        # The bindings: loads and stores (flow's before IREE moved them to
        # its tensor extension dialect, and after).
        "flow.dispatch.tensor.load",
        "flow.dispatch.tensor.store",
        "iree_tensor_ext.dispatch.tensor.load",
        "iree_tensor_ext.dispatch.tensor.store",
        "flow.dispatch.workload.ordinal",
        "iree_tensor_ext.dispatch.workload.ordinal",
        "flow.dispatch.tie_shape",
        # Terminators of the function.
        "func.return",
        "util.return",
        "flow.return",
        "tt.return",
        "llvm.return",
        "gpu.return",
    }
)
# Dialects whose ops directly in the function body compute indices and
# sizes, not the dispatch's tensors.
_INDEX_DIALECTS = ("arith.", "affine.", "index.")


def is_helper_type(op_type: str, index_helpers: bool = True) -> bool:
    """Whether an op of this type, directly in a dispatch's function body,
    only serves the computation (see the module docstring); without
    `index_helpers`, scalar arithmetic computes (a kernel function's body:
    `tracksrc.pipeline.dispatches.kernel_functions`)."""
    return (
        op_type in HELPER_TYPES
        or op_type.endswith(".constant")
        or (index_helpers and op_type.startswith(_INDEX_DIALECTS))
    )


def roles(
    body: Key,
    positions: Iterable[Key],
    parent_of: Callable[[Key], Key],
    type_of: Callable[[Key], str],
    index_helpers: bool = True,
) -> dict[Key, str]:
    """Per op of a dispatch's body (`positions`, in pre-order, the body's
    own op `body` excluded), `COMPUTES` or `HELPER` (see the module
    docstring); `parent_of` and `type_of` read the stage's table;
    `index_helpers` as `is_helper_type` takes it."""
    found: dict[Key, str] = {}
    for position in positions:
        parent = parent_of(position)
        if parent != body and parent in found:
            found[position] = found[parent]
        else:
            helps = is_helper_type(type_of(position), index_helpers)
            found[position] = HELPER if helps else COMPUTES
    return found
