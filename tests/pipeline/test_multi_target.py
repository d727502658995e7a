"""One compile for two CPU targets at once: a small torch model
(`torch/tmodel.py`) through iree-turbine, compiled by `iree-compile` for
`llvm-cpu` and `vmvx` together (`torch/README.md` tells how). Every
executable then has two variants, the host code picks one at run time
(`scf.index_switch`, then `cf.switch`, then `vm.br_table`) and each VMVX
variant's inner module is converted to the VM
(`module attributes {vm.toplevel} { vm.module public @module {...} }`)
while the LLVM one is converted to LLVM.

The truth is MLIR's own reading (`iree.compiler.ir`): of the whole-module
prints themselves (`tmodel.cpu_vmvx.switches`), and of the same compile
printed at module scope (`tmodel.cpu_vmvx.module_scope.cut`) for the
program composed from the prints by function (`tmodel.cpu_vmvx.after_all.cut`).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from iree.compiler import ir  # a test dependency: MLIR's own reading

from tests.conftest import REAL, split_stages, stream_text
from tests.mlir_counts import bound_ops
from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.dispatches.finding import find_dispatches
from tracksrc.pipeline.streams.opening import open_pipeline

TORCH = REAL / "torch"
SWITCHES = TORCH / "tmodel.cpu_vmvx.switches.mlir.xz"
BY_FUNCTION = TORCH / "tmodel.cpu_vmvx.after_all.cut.mlir.xz"
MODULE_SCOPE = TORCH / "tmodel.cpu_vmvx.module_scope.cut.mlir.xz"
# The stages of the module-scope cut, as numbered in the by-function cut
# (stages 910, 911, 1168 and 1169 of the compile; the cut starts at 657).
SCOPED_STAGES = (253, 254, 511, 512)


def _mlir_counts(path: Path) -> list[tuple[str, Counter[str]]]:
    """(header, op types as MLIR reads the stage) of every stage."""
    text = stream_text(path)
    context = ir.Context()
    context.allow_unregistered_dialects = True
    found = []
    for start, end in split_stages(text):
        header, body = text[start:end].split("\n", 1)
        module = ir.Module.parse(body, context)
        found.append((header, Counter(op.name for op in bound_ops(module.operation))))
    return found


def test_run_time_target_selection_is_read_as_mlir_reads_it() -> None:
    truth = _mlir_counts(SWITCHES)
    pipeline = open_pipeline(SWITCHES, cache=False)
    assert [stage.pass_argument for stage in pipeline.stages] == [
        "iree-hal-conversion",
        "iree-op-pipeline-adaptor",
        "iree-util-fuse-globals",
    ]
    # What each stage shows: a switch over the variants, as the host code
    # is lowered. `scf.index_switch`'s empty `default {}` gets the
    # `scf.yield` MLIR's parser appends; `cf.switch %2 : i64, [` and
    # `vm.br_table %2 {` print one case a line (`default: ^bb3,`).
    assert [types["scf.index_switch"] for _, types in truth] == [3, 0, 0]
    assert [types["cf.switch"] for _, types in truth] == [0, 3, 0]
    assert [types["vm.br_table"] for _, types in truth] == [0, 0, 3]
    for stage, (_, types) in zip(pipeline.stages, truth, strict=True):
        ours = Counter(op.op_name for op in program_at(stage).operations())
        assert ours == types, stage.number


@pytest.fixture(scope="module")
def scoped() -> list[tuple[str, Counter[str]]]:
    return _mlir_counts(MODULE_SCOPE)


def test_each_vmvx_module_converted_replaces_its_own(
    scoped: list[tuple[str, Counter[str]]],
) -> None:
    pipeline = open_pipeline(BY_FUNCTION, cache=False)
    assert len(pipeline.stages) == 514
    for number, (header, types) in zip(SCOPED_STAGES, scoped, strict=True):
        stage = pipeline.stages[number]
        assert stage.header.pass_argument is not None
        assert stage.header.pass_argument in header, (number, header)
        # (The second VMVX module converted to the VM replaced the first,
        # converted before: the program kept the second one's old body and
        # lost the first; after `symbol-dce` on a converted module, a first
        # fix had it replace the LLVM module of the other variant.)
        ours = Counter(op.op_name for op in program_at(stage).operations())
        assert ours == types, number
    assert [scoped[index][1]["vm.module"] for index in range(4)] == [1, 1, 1, 2]


TWO_EXECUTABLES = REAL / "iree" / "captures" / "convs.cpu_vmvx.after_all.mlir.xz"


def test_a_dispatch_linked_into_one_executable_per_target_names_both() -> None:
    """`convs.mlir` compiled for `llvm-cpu` and `vmvx` as two backends:
    linking puts each dispatch into one executable per target
    (`@convs_linked`, `@convs_linked_vmvx`), then each is serialized in
    turn. `dispatches` names both, as MLIR's own reading of the print after
    linking finds them; the single-target compile names its one."""
    text = stream_text(TWO_EXECUTABLES)
    (linked,) = [
        text[start:end]
        for start, end in split_stages(text)
        if "IR Dump After LinkAllExecutablesPass" in text[start : text.index("\n", start)]
    ]
    context = ir.Context()
    context.allow_unregistered_dialects = True
    module = ir.Module.parse(linked.split("\n", 1)[1], context)
    holders: dict[str, list[str]] = {}
    for op in bound_ops(module.operation):
        if op.name == "hal.executable.export":
            executable = op.parent.parent
            symbol = "@" + ir.StringAttr(op.attributes["sym_name"]).value
            owner = "@" + ir.StringAttr(executable.attributes["sym_name"]).value
            holders.setdefault(symbol, []).append(owner)
    assert len(holders) == 3 and all(len(owners) == 2 for owners in holders.values())
    pipeline = open_pipeline(TWO_EXECUTABLES)
    found = find_dispatches(pipeline, files=False)
    assert {item.name: sorted(item.held_in) for item in found} == {
        symbol: sorted(owners) for symbol, owners in holders.items()
    }
    for item in found:
        assert f"(executables {', '.join(item.held_in)};" in str(item).split("\n")[0]
    single = find_dispatches(open_pipeline(REAL / "iree" / "captures" / "convs.after_all.mlir.xz"))
    assert [item.held_in for item in single] == [["@convs_linked"]] * 3
