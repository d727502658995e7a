"""The shell's pipeline helpers take README's arguments (`lowering_paths(op_type,
pipeline, types=...)`, `graph(op, pipeline)`, `first_stage(predicate, pipe)`,
`reach(ops, op_type)`, `failures()`)
and answer as the library does; a stage number where the pipeline goes is
a clear error, and the shell goes on."""

from __future__ import annotations

import pytest

import tracksrc
from tests.conftest import GPU, SAMPLES
from tracksrc.analysis.lineage_graph import graph
from tracksrc.analysis.lowering import lowering_paths
from tracksrc.analysis.reach import reach
from tracksrc.pipeline.store.queries.failures import failures
from tracksrc.shell.session import Session, run_code


@pytest.fixture(scope="module")
def pipeline() -> tracksrc.Pipeline:
    return tracksrc.open_pipeline(SAMPLES / "model.after_all.mlir", cache=False)


def test_readme_signatures_answer_as_the_library(
    pipeline: tracksrc.Pipeline, capsys: pytest.CaptureFixture[str]
) -> None:
    session = Session(pipeline.stage(0), pipeline.stage(-1), pipeline=pipeline)
    namespace = session.namespace()
    code = "\n".join(
        [
            'print(lowering_paths("tosa.conv2d", pipe))',
            'print(lowering_paths("tosa.conv2d", pipe, types=["linalg.matmul"]))',
            'print(lowering_paths("tosa.conv2d"))',
            'op = op_index.get_ops_by_type("tosa.conv2d")[0]',
            "print(graph(op, pipe))",
            "print(graph(op))",
        ]
    )
    assert run_code(namespace, code) == 0
    out = capsys.readouterr().out
    op = pipeline.stage(0).get_ops_by_type("tosa.conv2d")[0]
    expected = [
        str(lowering_paths("tosa.conv2d", pipeline)),
        str(lowering_paths("tosa.conv2d", pipeline, types=["linalg.matmul"])),
        str(lowering_paths("tosa.conv2d", pipeline)),
        str(graph(op, pipeline)),
        str(graph(op, pipeline)),
    ]
    assert out == "".join(text + "\n" for text in expected)
    assert expected[0] != expected[1]  # types= changed the paths counted


def test_a_stage_where_the_pipeline_goes_is_explained(
    pipeline: tracksrc.Pipeline, capsys: pytest.CaptureFixture[str]
) -> None:
    session = Session(pipeline.stage(0), pipeline.stage(-1), pipeline=pipeline)
    namespace = session.namespace()
    assert run_code(namespace, 'lowering_paths("tosa.conv2d", 3)\nprint("still here")') == 1
    captured = capsys.readouterr()
    assert "expected a pipeline (pipe) here, not int 3" in captured.err
    assert run_code(namespace, 'print("still here")') == 0
    assert capsys.readouterr().out == "still here\n"


def test_the_pipeline_shell_says_which_stages_it_holds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tracksrc.cli.main import main
    from tracksrc.shell.repl import toolbar_text

    stream = str(SAMPLES / "model.after_all.mlir")
    assert main(["track-src", "--pipeline", stream, "--from", "1", "-c", "print(info)"]) == 0
    out = capsys.readouterr().out
    pipeline = tracksrc.open_pipeline(stream, cache=False)
    first, last = pipeline.stages[1], pipeline.stages[-1]
    assert f"stage 1 ({first.label})" in out and f"stage {last.number} ({last.label})" in out
    session = Session(
        first.op_index(),
        last.op_index(),
        pipeline=pipeline,
        stages=(f"stage 1 ({first.label})", f"stage {last.number} ({last.label})"),
    )
    assert toolbar_text(session).startswith(
        f"op_index: model.after_all.mlir stage 1 ({first.label}) ("
    )


def test_reach_and_failures_answer_as_the_library(capsys: pytest.CaptureFixture[str]) -> None:
    failed = tracksrc.open_pipeline(GPU / "gpu_shared_memory.FAILED.after_all.mlir.xz")
    session = Session(failed.stage(0), failed.stage(-1), pipeline=failed)
    code = 'print(failures())\nprint(reach(op_index.get_ops_by_type("torch.aten.convolution"), "amdgpu.mfma"))'
    assert run_code(session.namespace(), code) == 0
    convolutions = failed.stage(0).get_ops_by_type("torch.aten.convolution")
    expected = [str(failures(failed)), str(reach(convolutions, "amdgpu.mfma", failed))]
    assert capsys.readouterr().out == "".join(text + "\n" for text in expected)
    assert "FAILED: iree-codegen-gpu-check-resource-usage" in expected[0]
    # It reached MFMA before the resource check failed on its dispatch.
    assert "reaches amdgpu.mfma      1" in expected[1]
