"""A failed compile is the first thing every query says: which pass failed
on which dispatch, the compiler's errors about it, and the source ops that
dispatch computes. The capture: a convolution too large for gfx942's
shared memory (IREE fails in `iree-codegen-gpu-check-resource-usage`)."""

from __future__ import annotations

import json
import re

import pytest

import tracksrc
from tests.conftest import GPU, MNIST, stream_text
from tracksrc.cli.main import main
from tracksrc.pipeline.store.queries.failures import failures

FAILED = GPU / "gpu_shared_memory.FAILED.after_all.mlir.xz"
# Read from the capture's own text, not from tracksrc: the headers of the
# passes that failed, and the function the compiler's error names.
_FAILED_HEADER = re.compile(r"^// -----// IR Dump After \S+ Failed: ([\w-]+)", re.MULTILINE)
_TOO_BIG = re.compile(r"^(\S+:\d+:\d+): error: function '([^']+)' uses \d+ bytes", re.MULTILINE)


@pytest.fixture(scope="module")
def pipeline() -> tracksrc.Pipeline:
    return tracksrc.open_pipeline(FAILED, cache=False)


def test_the_failure_is_the_failed_pass_its_wrappers_and_the_error(
    pipeline: tracksrc.Pipeline,
) -> None:
    text = stream_text(FAILED)
    headers = _FAILED_HEADER.findall(text)
    ((place, function),) = _TOO_BIG.findall(text)
    (failure,) = failures(pipeline)
    assert failure.pass_label == headers[0] == "iree-codegen-gpu-check-resource-usage"
    assert [label for _, label in failure.around] == headers[1:]
    assert pipeline.stages[failure.stage].failed
    assert failure.dispatch == "@" + function
    assert any(source.startswith(place + " ") for source in failure.sources)
    assert any(f"error: function '{function}' uses" in line for line in failure.diagnostics)
    # The dispatch is the one tracksrc lists, and says it failed.
    (listed,) = [item for item in tracksrc.dispatches(pipeline) if item.failure]
    assert listed.name == failure.dispatch
    assert listed.failure == failure.json_data()


def test_blame_and_lineage_say_it_first(capsys: pytest.CaptureFixture[str]) -> None:
    place = _TOO_BIG.findall(stream_text(FAILED))[0][0]
    for command in ("blame", "lineage"):
        assert main([command, str(FAILED), "--loc", place, "--no-cache"]) == 0
        out = capsys.readouterr().out
        assert out.startswith("FAILED: iree-codegen-gpu-check-resource-usage at stage ")
        assert "(this source's code)" in out and "uses 77312 bytes of shared memory" in out
        assert main([command, str(FAILED), "--loc", place, "--no-cache", "--json"]) == 0
        (failure,) = json.loads(capsys.readouterr().out)["failures"]
        assert failure["this_source"] and failure["pass"] == "iree-codegen-gpu-check-resource-usage"
    # The function's return computes nothing of the failed dispatch.
    assert main(["blame", str(FAILED), "--loc", "gpu_shared_memory.mlir:9", "--no-cache"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("FAILED: ") and first.endswith("(not this source's code)")


def test_stages_and_dispatches_say_it_first(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stages", str(FAILED)]) == 0
    assert capsys.readouterr().out.startswith("FAILED: iree-codegen-gpu-check-resource-usage")
    assert main(["stages", str(FAILED), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    failed = [row for row in rows if row["failed"]]
    assert len(failed) == len(_FAILED_HEADER.findall(stream_text(FAILED)))
    assert all(row["failure"]["stage"] == failed[0]["number"] for row in failed)
    assert all(row["failure"] is None for row in rows if not row["failed"])
    assert main(["dispatches", str(FAILED), "--no-cache"]) == 0
    assert capsys.readouterr().out.startswith("FAILED: iree-codegen-gpu-check-resource-usage")
    assert main(["dispatches", str(FAILED), "--no-cache", "--json"]) == 0
    items = json.loads(capsys.readouterr().out)
    assert [item["name"] for item in items if item["failure"]] == [
        "@" + _TOO_BIG.findall(stream_text(FAILED))[0][1]
    ]


def test_a_compile_that_did_not_fail_says_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    stream = MNIST / "mnist_like.after_all.mlir.xz"
    assert not failures(tracksrc.open_pipeline(stream, cache=False))
    assert main(["blame", str(stream), "--loc", "mnist_like.mlir:3", "--json", "--no-cache"]) == 0
    assert json.loads(capsys.readouterr().out)["failures"] == []


def test_each_error_is_the_failure_of_the_function_its_note_prints() -> None:
    # Ten dispatches fail on CUDA; each error is followed by a note printing
    # the failed function (`see current operation: "func.func"() <{...
    # sym_name = "..."`) and by IREE's "failed to run translation" at the
    # same place. Dispatches computing parts of one source op share places:
    # an error is the failure's whose function its note names, not every
    # failure whose sources hold its place.
    path = GPU / "squeezenet.cuda.after_change.users.mlir.xz"
    text = stream_text(path)
    expected: dict[str, str] = {}
    for found in re.finditer(r"^(\S+:\d+:\d+): error: 'func.func' op failed", text, re.M):
        named = re.compile(r'sym_name = "([^"]+)"').search(text, found.end())
        assert named is not None
        expected["@" + named.group(1)] = found.group(1)
    assert len(expected) == 10 and len(set(expected.values())) == 10
    found_failures = failures(tracksrc.open_pipeline(path, cache=False))
    assert sorted(item.dispatch for item in found_failures) == sorted(expected)
    for item in found_failures:
        place = expected[item.dispatch]
        assert [line.split(": error: ")[0] for line in item.diagnostics] == [place, place]
        assert any(source.startswith(place) for source in item.sources)
