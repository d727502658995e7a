"""One IREE 3.13 compile for CUDA (`gpu/gpu_conv.mlir`) printed with MLIR's
print options, and a failing ROCm compile printed after its failure only
(the commands: `tests/data/real/iree/gpu/capture.sh`).

Each form is checked against what its text says by itself, or against
MLIR's own reading (`tests/mlir_counts.py`), or against the same compile
printed after every pass: the answers do not depend on how it was
printed.
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest

from tests.conftest import GPU, REAL
from tests.mlir_counts import mlir_op_counts
from tracksrc.errors import ParseError, TracksrcError
from tracksrc.pipeline.composition.program import program_at
from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.store.queries.passes import passes
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline

CAPTURES = REAL / "iree" / "captures"
# What only the constant-evaluation compile prints: its module's marker,
# its functions, its target (the host CPU; the main compile's is CUDA).
JIT_WORDS = ("iree.consteval", "jit_eval", "embedded-elf-x86_64")
CONV = "gpu_conv.mlir:9:10"


@pytest.fixture(scope="module")
def forms() -> dict[str, Pipeline]:
    return {
        "after_all": open_pipeline(GPU / "gpu_conv.cuda.after_all.mlir.xz", cache=False),
        "after_change": open_pipeline(CAPTURES / "gpu_conv.cuda.after_change.mlir.xz", cache=False),
        "module_scope": open_pipeline(CAPTURES / "gpu_conv.cuda.module_scope.mlir.xz", cache=False),
    }


def _nested(pipeline: Pipeline) -> list[int]:
    assert [c.number for c in pipeline.compiles] == [0, 1]
    compile = pipeline.compiles[1]
    assert compile.parent == 0
    assert pipeline.stages[compile.runner].label == "iree-consteval-jit-globals"  # type: ignore[index]
    return compile.stages


@pytest.mark.parametrize("form", ["after_all", "after_change", "module_scope"])
def test_the_constant_evaluation_compile_is_recognised(
    form: str, forms: dict[str, Pipeline]
) -> None:
    # After a change only, the passes that start the nested pipeline may
    # never have printed in the main one; at module scope, every print is of
    # the main module, the constant module nested in it while it compiles.
    pipeline = forms[form]
    oracle = [s.number for s in pipeline.stages if any(w in s.text() for w in JIT_WORDS)]
    assert _nested(pipeline) == oracle


def test_the_nested_compile_ran_the_same_passes(forms: dict[str, Pipeline]) -> None:
    def passes(form: str) -> Counter[str]:
        pipeline = forms[form]
        return Counter(pipeline.stages[n].label for n in _nested(pipeline))

    # (Counted, not in order: passes run on threads.)
    assert passes("module_scope") == passes("after_all")
    changed = passes("after_change")
    assert changed and not changed - passes("after_all")


@pytest.mark.parametrize("form", ["after_change", "module_scope"])
def test_a_convolution_ends_as_after_all_says(form: str, forms: dict[str, Pipeline]) -> None:
    ends = [lineage(forms[name], CONV).rows[-1].types for name in ("after_all", form)]
    assert ends[0] == ends[1]
    assert "vm.call" in ends[0]


def test_a_failure_printed_alone_is_one_program() -> None:
    # `--mlir-print-ir-after-failure`: the function whose pass failed, then
    # the op of each pass around it (module, variant, executable), each
    # holding the one before: the program is the last print, once.
    pipeline = open_pipeline(CAPTURES / "gpu_shared_memory.after_failure.mlir.xz", cache=False)
    assert [s.header.failed for s in pipeline.stages] == [True] * 4
    scopes = [s.scope_op for s in pipeline.stages]
    assert scopes == ["func.func", "builtin.module", "hal.executable.variant", "hal.executable"]
    bodies = [stage.text().split("\n", 1)[1] for stage in pipeline.stages]
    for stage, counted in zip(pipeline.stages, mlir_op_counts(bodies), strict=True):
        if stage.scope_op != "builtin.module":
            counted["builtin.module"] -= 1  # the module MLIR reads a fragment into
        program = program_at(stage)
        assert Counter(info.op.op_name for info in program.operations()) == +counted
    # The ops around the function, first printed with the module, variant
    # and executable, were there all along: no pass around the failed one
    # added ops or lost locations (MLIR's count of each print's ops).
    rows = audit(pipeline).rows
    printed = [sum(counted.values()) for counted in mlir_op_counts(bodies)]
    assert [(row.stage, row.after.ops) for row in rows] == [
        (number, count - (number != 1)) for number, count in enumerate(printed)
    ]
    assert all(row.before.ops == row.after.ops and not row.changed for row in rows[1:])
    for row in passes(pipeline).passes:
        assert (row.ops_added, row.ops_removed, row.locations_lost) == (0, 0, 0), row.name


@pytest.mark.parametrize(
    ("name", "option"),
    [("pretty", "--mlir-pretty-debuginfo"), ("skip_regions", "--mlir-print-skip-regions")],
)
def test_a_form_mlir_cannot_read_back_is_named(name: str, option: str) -> None:
    # Locations without `loc(...)` (the first stage, a function, has no
    # alias; the others do) and regions printed as `{...}`: never read as
    # IR without locations, or without regions.
    pipeline = open_pipeline(CAPTURES / f"gpu_conv.cuda.{name}.mlir.xz", cache=False)
    for stage in pipeline.stages[:3]:
        with pytest.raises(ParseError, match=option):
            stage.parse()
    done = subprocess.run(
        [sys.executable, "-m", "tracksrc", "index", "--no-cache", pipeline.files[0].path],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert option in done.stderr


def test_a_dump_without_locations_says_so() -> None:
    pipeline = open_pipeline(CAPTURES / "gpu_conv.cuda.no_debuginfo.mlir.xz", cache=False)
    # Read as IR: every op located where it is printed.
    ops = [op for stage in pipeline.stages for op in stage.parse().walk()]
    assert ops
    dump = pipeline.stages[0].source.name
    assert {str(op.location).rsplit(":", 2)[0] for op in ops} == {f'"{dump}"'}
    with pytest.raises(Exception, match="--mlir-print-debuginfo") as raised:
        lineage(pipeline, CONV)
    assert "--src-remap-list" not in str(raised.value)
    # An op of the dump is no source either: following it would answer that
    # it vanished at the next stage (it is printed elsewhere there).
    conv = pipeline.stages[0].op_index().get_ops_by_type("torch.aten.convolution")[0]
    with pytest.raises(TracksrcError, match="nor does any op of the pipeline: print the IR with"):
        lineage(pipeline, conv)
    for command in (
        ["analyze", "--type", "torch.aten.convolution", "--reaches", "linalg.generic"],
        ["lineage", "--op", conv.unique_id, "--stage", "0"],
    ):
        path = str(CAPTURES / "gpu_conv.cuda.no_debuginfo.mlir.xz")
        done = subprocess.run(
            [sys.executable, "-m", "tracksrc", command[0], path, "--no-cache", *command[1:]],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 2, done.stderr
        assert "carries no source location" in done.stderr and "Traceback" not in done.stderr
    # The audit: nothing can be lost, and it says why.
    done = subprocess.run(
        [sys.executable, "-m", "tracksrc", "audit", path, "--no-cache", "--fail-on-loss"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "carries a source location (printed without --mlir-print-debuginfo)" in done.stderr
