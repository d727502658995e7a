"""Below MLIR through LLVM's passes: a stream holding MLIR stages and then
LLVM's prints (`--mlir-print-ir-after-all --print-after-all`, Triton's
`MLIR_ENABLE_DUMP` with `LLVM_IR_ENABLE_DUMP`) opens as a pipeline, its
LLVM output kept as one note; a source op's lineage goes on through the
prints, and `tracksrc instructions` reads a stream of LLVM prints alone.

The expectations come from the decompressed text with regular
expressions: stage headers, print headers, and per machine-code print the
instruction lines whose `; file:line:col` comment names the source op."""

from __future__ import annotations

import json
import lzma
import re
from pathlib import Path

import pytest

import tracksrc
from tests.conftest import run_tracksrc
from tests.reading.machine.machine_samples import IREE_CPU, TRITON, mir_chains

MIXED = IREE_CPU / "mnist_like.mixed_after_all.dispatch_1.txt.xz"
FUNCTION = "mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32"
_STAGE = re.compile(r"^// -----// IR Dump ", re.M)
_PRINT = re.compile(r"^(?:; |# )?\*\*\* IR Dump (?:After|Before) (.*?) \*\*\*:?$", re.M)
_MACHINE = re.compile(r"^# \*\*\* IR Dump ", re.M)


def _machine_counts(text: str, place: str) -> list[tuple[int, int]]:
    """(print number from 1, instructions located at `place`) of every
    machine-code print of a stream's text."""
    starts = [match.start() for match in _PRINT.finditer(text)]
    ends = [*starts[1:], len(text)]
    found = []
    for number, (start, end) in enumerate(zip(starts, ends, strict=True), 1):
        if _MACHINE.match(text, start):
            body = text[start:end]
            file, line, column = place.split(":")
            count = sum(
                1
                for chain in mir_chains(body)
                if chain and chain[0] == (file, int(line), int(column))
            )
            found.append((number, count))
    return found


@pytest.fixture(scope="module")
def mixed_text() -> str:
    return lzma.decompress(MIXED.read_bytes()).decode()


def test_a_stream_of_mlir_stages_and_llvm_prints_opens(mixed_text: str) -> None:
    pipeline = tracksrc.open_pipeline(MIXED, cache=False)
    assert len(pipeline) == len(_STAGE.findall(mixed_text)) == 1787
    llvm = [
        (stage.number, note)
        for stage in pipeline.stages
        for note in stage.record.notes
        if note.kind == "llvm-pass"
    ]
    ((number, note),) = llvm
    first_print = _PRINT.search(mixed_text)
    assert first_print is not None
    assert note.line == mixed_text.count("\n", 0, first_print.start()) + 1
    # The LLVM prints run inside serialization: the next stage is its print.
    assert pipeline.stages[number + 1].pass_argument == "iree-hal-serialize-target-executables"
    done = run_tracksrc("stages", str(MIXED), "--no-cache")
    assert done.returncode == 0, done.stderr
    assert "1 llvm-pass" in done.stderr


def test_lineage_goes_on_through_llvms_passes(mixed_text: str) -> None:
    pipeline = tracksrc.open_pipeline(MIXED, cache=False)
    place = "mnist_like.mlir:13:10"
    history = tracksrc.lineage(pipeline, tracksrc.SourceRange.from_str(place)).llvm
    assert history is not None and history.prints == len(_PRINT.findall(mixed_text)) == 331
    # Without module scope, only machine code carries locations: its rows
    # are the prints where the count of the op's instructions changes.
    counts = _machine_counts(mixed_text, place)
    expected = [
        (number, count)
        for index, (number, count) in enumerate(counts)
        if index == 0 or counts[index - 1][1] != count
    ]
    assert [(row.number, row.count) for row in history.rows] == expected
    assert {row.function for row in history.rows} == {FUNCTION}
    assert {row.kind for row in history.rows} == {"LLVM machine IR"}
    assert "without module scope" in " ".join(history.notes)
    said = run_tracksrc("lineage", str(MIXED), "--loc", place, "--no-cache")
    assert said.returncode == 0, said.stderr
    assert f"{place} through LLVM's passes" in said.stdout
    assert "after X86 DAG->DAG Instruction Selection (x86-isel)" in said.stdout


def test_an_llvm_stream_alone_is_code_for_instructions() -> None:
    """A Triton stream (MLIR stages, then LLVM's prints): a helper's line
    in every print that holds it, from the module's LLVM IR to machine code."""
    stream = TRITON / "add_mul.cuda.dump.txt.xz"
    text = lzma.decompress(stream.read_bytes()).decode()
    done = run_tracksrc("instructions", str(stream), "--loc", "kernels.py:26:9", "--json")
    assert done.returncode == 0, done.stderr
    (history,) = json.loads(done.stdout)["passes"]
    machine = [row for row in history["rows"] if row["kind"] == "LLVM machine IR"]
    counts = _machine_counts(text, "kernels.py:26:9")
    first = next((number, count) for number, count in counts if count)
    assert (machine[0]["number"], machine[0]["count"]) == first
    assert history["rows"][0]["title"] == "after MemProfRemoveInfo on [module]"


def test_an_llvm_stream_says_what_it_is_to_the_mlir_commands(tmp_path: Path) -> None:
    stream = IREE_CPU / "mnist_like.llvm_after_all.dispatch_1.txt.xz"
    done = run_tracksrc("stages", str(stream), "--no-cache")
    assert done.returncode == 2
    assert "this is LLVM's pass output (--print-after-all), not MLIR" in done.stderr
    assert "tracksrc instructions" in done.stderr


def test_two_kernels_one_stream_and_an_instruction_of_a_print(tmp_path: Path) -> None:
    """Two Triton compiles in one stream (a Python warning between them,
    after the first's last machine-code print): the warning is left out of
    that print, and said; an instruction of a print, by its line in the
    stream, goes back to the helper's line and its call site."""
    texts = [
        lzma.decompress((TRITON / f"{kernel}.cuda.dump.txt.xz").read_bytes()).decode()
        for kernel in ("softmax", "add_mul")
    ]
    stream = tmp_path / "both.txt"
    stream.write_text("".join(texts))
    found = tracksrc.instructions(stream, loc="kernels.py:26:9")
    (history,) = found.passes
    assert {row.function for row in history.rows} == {"add_mul_kernel"}
    offset = len(texts[0])
    counts = [
        (number + len(_PRINT.findall(texts[0])), count)
        for number, count in _machine_counts(texts[1], "kernels.py:26:9")
    ]
    first = next(pair for pair in counts if pair[1])
    machine = [row for row in history.rows if row.kind == "LLVM machine IR"]
    assert (machine[0].number, machine[0].count) == first
    # The instruction at a line of that print, as the stream numbers it.
    whole = "".join(texts)
    line = (
        whole.count("\n", 0, offset)
        + 1
        + next(
            number
            for number, text in enumerate(texts[1].split("\n"))
            if "; kernels.py:26:9 @[ kernels.py:38:10 ]" in text
        )
    )
    back = tracksrc.instructions(stream, at=f"{stream.name}:{line}")
    (chain, call_site) = back.hops
    assert chain[-1].where.endswith("kernels.py:26:9") and call_site[-1].where.endswith(
        "kernels.py:38:10"
    )
    warning = next(line for line in texts[1].split("\n") if "UserWarning" in line)
    (said,) = [note for note in history.notes if "not part of it" in note]
    assert said.startswith(f"print {len(_PRINT.findall(texts[0]))}: 2 lines after")
    assert warning[:40] in said
