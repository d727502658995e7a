"""mlir-track-src's op ids, checked against the scheme itself: its
`OperationIndex` walks the module MLIR's Python bindings parse (here those
of iree-base-compiler, a test dependency) and names each op by its first
result as an `AsmState` names it, else `<op name>[<pre-order index>]`."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import RESNET
from iree.compiler import ir

import tracksrc

# Ops whose body MLIR builds from their name (tracksrc leaves it out).
_PRINTED_BODIES = {"linalg.generic", "linalg.map", "linalg.reduce"}


def _mlir_track_src_ids(path: Path) -> list[tuple[str, str, str]]:
    """(op name, SSA name, unique id) of every op in pre-order, and whether
    it lies in the body of a named linalg op, as mlir-track-src makes them."""
    text = path.read_text(encoding="utf-8")
    context = ir.Context()
    context.allow_unregistered_dialects = True
    module = ir.Module.parse(text.split("\n", 1)[1], context)
    state = ir.AsmState(module.operation)
    ids: dict[object, str] = {}
    walked: list[tuple[str, str, str]] = []

    def visit(op: object) -> object:
        parent = op.parent  # type: ignore[attr-defined]
        parent_id = ids.get(parent) if parent is not None else None
        results = op.results  # type: ignore[attr-defined]
        ssa_name = results[0].get_name(state) if len(results) else ""
        local = ssa_name or f"{op.name}[{len(walked)}]"  # type: ignore[attr-defined]
        ids[op] = f"{parent_id}/{local}" if parent_id else local
        in_named_body = (
            parent is not None
            and parent.name.startswith("linalg.")
            and parent.name not in _PRINTED_BODIES
        )
        name = op.name  # type: ignore[attr-defined]
        walked.append((name, ssa_name, "" if in_named_body else ids[op]))
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return walked


@pytest.mark.parametrize("path", sorted(RESNET.glob("*.mlir")), ids=lambda p: p.name)
def test_ssa_names_are_mlirs_one_to_one(path: Path) -> None:
    theirs = [(name, ssa) for name, ssa, op_id in _mlir_track_src_ids(path) if op_id]
    index = tracksrc.parse_file(path)
    ours = [(info.op_name, info.ssa_name) for info in index.infos]
    assert ours == theirs


def test_a_multi_result_op_is_named_by_its_first_result() -> None:
    index = tracksrc.parse_file(RESNET / "00154_canonicalize.mlir")
    several = [info for info in index.infos if info.op.num_results > 1]
    # `%395:2 = linalg.generic ...`: MLIR names its first result `%395#0`.
    assert [(info.op_name, info.ssa_name) for info in several] == [("linalg.generic", "%395#0")]
    for info in several:
        assert index.get_op(info.unique_id) is info
        assert index.get_ops_by_name(info.ssa_name) == [info]


@pytest.mark.parametrize(
    "name",
    [
        "00000_convert-torch-onnx-to-torch.mlir",
        "00137_torch-decompose-complex-ops.mlir",
        "03261_iree-hal-conversion.mlir",
    ],
)
def test_unique_ids_are_mlir_track_srcs(name: str) -> None:
    # Stages without named linalg ops: every id, `[pre-order index]` ones
    # (implicit terminators counted, as MLIR has them) included.
    theirs = [op_id for _, _, op_id in _mlir_track_src_ids(RESNET / name)]
    assert all(theirs)
    index = tracksrc.parse_file(RESNET / name)
    assert [info.unique_id for info in index.infos] == theirs
