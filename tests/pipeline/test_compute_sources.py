"""What a dispatch computes is what its compute ops were made from, not
what its helper ops' locations name.

The expectation is worked out independently of tracksrc's reader and
tracker: MLIR's own bindings (`iree.compiler.ir`) parse the stage where
IREE outlines the dispatches, and, in each executable's function, the
compute ops are found by data flow — the ops through which data loaded
from a binding reaches a store (and the payload nested in them) — not by
op type. Their locations' innermost file positions (as MLIR prints them)
must be what `tracksrc dispatches` says each dispatch computes; a
location only the other ops carry (a `linalg.fill` of another op's init,
a CSE'd constant, a load) must not.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from iree.compiler import ir

from tests.conftest import DATA, REAL, split_stages, stream_text
from tracksrc.pipeline.dispatches.compute_ops import COMPUTES, HELPER, MOVES
from tracksrc.pipeline.store.queries.dispatch_list import dispatches
from tracksrc.pipeline.streams.opening import open_pipeline

STREAMS = [
    DATA / "iree" / "numerics" / "good.after_all.mlir.xz",
    REAL / "iree" / "captures" / "convs.after_all.mlir.xz",
    DATA / "iree" / "profile" / "slow.after_all.mlir.xz",
]
_OUTLINE = "iree-flow-outline-dispatch-regions"
_FILE_POSITION = re.compile(r'"((?:[^"\\]|\\.)*)":(\d+):(\d+)')


def _walk(op: Any) -> Iterator[Any]:
    yield op
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                yield from _walk(child.operation)


def _innermost(op: Any) -> str | None:
    """The innermost file position of an op's location as MLIR prints it
    (a name's child, a call site's callee: printed first)."""
    match = _FILE_POSITION.search(str(op.location))
    return None if match is None else f"{match[1]}:{match[2]}:{match[3]}"


def _results_of(op: Any) -> list[Any]:
    return list(op.results)


def _compute_positions(function: Any) -> tuple[set[str], set[str]]:
    """(the positions compute ops carry, those every op carries) of a
    dispatch function: compute ops found by data flow (see the module
    docstring)."""
    body = [child.operation for child in function.regions[0].blocks[0].operations]
    loaded: set[Any] = set()  # values data from a binding flows into
    for op in body:
        if op.name.endswith("dispatch.tensor.load") or any(
            operand in loaded for operand in op.operands
        ):
            loaded.update(_results_of(op))
    stored: set[Any] = set()  # values that flow into a store
    for op in reversed(body):
        if op.name.endswith("dispatch.tensor.store") or any(r in stored for r in op.results):
            stored.update(op.operands)
    compute = [
        op
        for op in body
        if not op.name.endswith(("dispatch.tensor.load", "dispatch.tensor.store"))
        and any(result in loaded and result in stored for result in op.results)
    ]
    computed = {
        position
        for op in compute
        for inner in _walk(op)
        if (position := _innermost(inner)) is not None
    }
    every = {
        position
        for op in body
        for inner in _walk(op)
        if (position := _innermost(inner)) is not None
    }
    return computed, every


def _outlined(path: Path) -> dict[str, tuple[set[str], set[str]]]:
    """Per executable outlined, its function's compute and all positions,
    from MLIR's reading of the outlining stage."""
    text = stream_text(path)
    stage = next(
        text[start:end]
        for start, end in split_stages(text)
        if _OUTLINE in text[start : start + 200]
    )
    context = ir.Context()
    context.allow_unregistered_dialects = True
    module = ir.Module.parse(stage.split("\n", 1)[1], context)
    found = {}
    for op in _walk(module.operation):
        if op.name != "flow.executable":
            continue
        name = str(op.attributes["sym_name"]).strip('"')
        functions = [inner for inner in _walk(op) if inner.name == "func.func"]
        assert len(functions) == 1
        found[name] = _compute_positions(functions[0])
    return found


@pytest.mark.parametrize("path", STREAMS, ids=lambda path: path.name)
def test_a_dispatch_computes_what_its_compute_ops_come_from(path: Path) -> None:
    truth = _outlined(path)
    listed = dispatches(open_pipeline(path), files=False)
    assert {item.executables[0].lstrip("@") for item in listed} == set(truth)
    helpers_seen = 0
    for item in listed:
        computed, every = truth[item.executables[0].lstrip("@")]
        roles = {source.where: source.role for source in item.sources}
        # Every position any op of the function carries is listed, once.
        assert set(roles) == every
        if computed:
            assert {where for where, role in roles.items() if role == COMPUTES} == computed
            assert {where for where, role in roles.items() if role == HELPER} == every - computed
            helpers_seen += len(every - computed)
        else:
            # Nothing computed (a copy): it moves data for what it names.
            assert set(roles.values()) == {MOVES}
        assert {source.where for source in item.computed} == (computed or every)
    assert helpers_seen > 0


def test_the_helpers_met_on_a_real_model() -> None:
    """mnist_like's second max-pool dispatch holds a constant CSE'd from the
    first max-pool (its -inf init): it does not compute that pool; the
    first dispatch only copies the input into the padded buffer of the
    first convolution."""
    path = DATA / "iree" / "numerics" / "good.after_all.mlir.xz"
    listed = {item.name: item for item in dispatches(open_pipeline(path), files=False)}
    pool = listed["@mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32"]
    assert [(s.where, s.role, s.carried_by) for s in pool.sources] == [
        ("runs/mnist_like.mlir:18:11", COMPUTES, []),
        ("runs/mnist_like.mlir:14:11", HELPER, ["arith.constant"]),
    ]
    assert pool.sources[0].kind == "torch.aten.max_pool2d"
    copy = listed["@mnist_like$async_dispatch_0_slow_memcpy"]
    assert [(s.where, s.role) for s in copy.sources] == [("runs/mnist_like.mlir:11:10", MOVES)]
    assert "moves data for runs/mnist_like.mlir:11:10" in str(copy)
