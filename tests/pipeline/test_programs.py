"""Programs in sequence: one Triton process compiling several kernels prints
them one after another into one stream (`MLIR_ENABLE_DUMP`); each is a
pipeline of its own, read with `--program N|NAME`, and not a compile nested
in the first.

The captures (`tests/data/llvm/triton/README.md`): `many.cuda.mlir_dump`
compiles softmax (BLOCK 128), add_mul, softmax again with BLOCK 64 (as an
autotuner does) in one process; `many.hip.dump` add_mul then softmax with
LLVM's prints too. Independent checks: where each kernel starts is where
Triton's first pass (`InlinerPass`) prints again, counted in the text;
each kernel's compile is the one the single-kernel captures of the same
kernels hold, so its lineage there is its lineage here, stage numbers
shifted."""

from __future__ import annotations

import lzma
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tracksrc
from tests.conftest import run_tracksrc
from tests.reading.machine.machine_samples import TRITON
from tracksrc.pipeline.store.queries.lineage import Lineage
from tracksrc.pipeline.streams.compiles import Compile
from tracksrc.pipeline.streams.programs import roots, select_program

MANY_CUDA = TRITON / "many.cuda.mlir_dump.txt.xz"
MANY_HIP = TRITON / "many.hip.dump.txt.xz"
_STAGE = re.compile(r"^// -----// (?:SoftwarePipeliner internal )?IR Dump ", re.M)
_FIRST_PASS = re.compile(r"^// -----// IR Dump Before InlinerPass: ", re.M)
_KERNEL = re.compile(r"^  tt\.func public @(\w+)\(", re.M)


def _starts(path: Path) -> tuple[list[int], list[str], int]:
    """Stage numbers where the first pass prints, the kernel each such
    print defines, and how many stages the stream has: from the text."""
    text = lzma.decompress(path.read_bytes()).decode()
    headers = [match.start() for match in _STAGE.finditer(text)]
    starts = [match.start() for match in _FIRST_PASS.finditer(text)]
    numbers = [headers.index(start) for start in starts]
    kernels = []
    for start in starts:
        end = headers[headers.index(start) + 1]
        (kernel,) = _KERNEL.findall(text, start, end)
        kernels.append(kernel)
    return numbers, kernels, len(headers)


@pytest.mark.parametrize("path", [MANY_CUDA, MANY_HIP], ids=["cuda", "hip"])
def test_each_kernel_is_a_program_where_the_first_pass_prints_again(path: Path) -> None:
    numbers, kernels, stages = _starts(path)
    pipeline = tracksrc.open_pipeline(path, cache=False)
    assert len(pipeline) == stages
    programs = pipeline.programs
    assert [program.first for program in programs] == numbers
    assert [program.last for program in programs] == [*(n - 1 for n in numbers[1:]), stages - 1]
    assert [program.names for program in programs] == [(kernel,) for kernel in kernels]
    # The first is read: the others' stages are apart, as nested compiles'.
    assert [stage.number for stage in pipeline.main_stages()] == list(range(numbers[1]))
    assert {stage.apart for stage in pipeline.stages[numbers[1] :]} == {
        f"program {n}" for n in range(2, len(numbers) + 1)
    }


def _rows(lineage: Lineage, shift: int) -> list[tuple[int, str, int, dict[str, int]]]:
    """The rows with stage numbers (also those a label names) less `shift`."""

    def shifted(label: str) -> str:
        return re.sub(
            r"stages (\d+)-(\d+)",
            lambda m: f"stages {int(m[1]) - shift}-{int(m[2]) - shift}",
            label,
        )

    return [
        (row.stage - shift, shifted(row.pass_argument), row.count, dict(row.types))
        for row in lineage.rows
    ]


def test_a_program_read_answers_as_its_kernel_compiled_alone() -> None:
    numbers, _, _ = _starts(MANY_CUDA)
    alone = tracksrc.open_pipeline(TRITON / "add_mul.cuda.dump.txt.xz", cache=False)
    assert len(alone.programs) == 1
    place = "kernels.py:37:10"  # the first call of the inlined helper
    expected = _rows(tracksrc.lineage(alone, place, llvm_passes=False), 0)
    assert expected[0][1:] == ("(input)", 1, {"tt.call": 1})
    for spec in (2, "2", "add_mul_kernel"):
        pipeline = tracksrc.open_pipeline(MANY_CUDA, cache=False, program=spec)
        assert pipeline.program == 2
        found = tracksrc.lineage(pipeline, place, llvm_passes=False)
        assert _rows(found, numbers[1]) == expected
        assert found.elsewhere == []


def test_the_autotuned_kernel_is_two_programs_and_the_answer_says_so() -> None:
    first = tracksrc.open_pipeline(MANY_CUDA, cache=False)
    place = "kernels.py:17:13"  # tl.max(x, axis=0) of the softmax
    found = tracksrc.lineage(first, place, llvm_passes=False)
    assert [program.number for program in found.elsewhere] == [3]
    assert "note: also in program 3 (softmax_kernel)" in str(found)
    third = tracksrc.open_pipeline(MANY_CUDA, cache=False, program=3)
    other = tracksrc.lineage(third, place, llvm_passes=False)
    # BLOCK 64 against 128: the same passes, fewer ops where it is unrolled.
    starts, _, _ = _starts(MANY_CUDA)
    assert [row[1] for row in _rows(other, starts[2])] == [row[1] for row in _rows(found, 0)]
    assert other.rows[-1].count < found.rows[-1].count
    # A place of a kernel not read: nothing here, and where it is.
    missing = tracksrc.lineage(first, "kernels.py:37:10", llvm_passes=False)
    assert not any(row.count for row in missing.rows)
    assert [program.number for program in missing.elsewhere] == [2]
    assert "not in the program read; in program 2 (add_mul_kernel)" in str(missing)


def test_llvms_prints_are_those_of_the_program_read() -> None:
    _numbers, kernels, _ = _starts(MANY_HIP)
    assert kernels == ["add_mul_kernel", "softmax_kernel"]
    for number, (kernel, place) in enumerate(
        [("add_mul_kernel", "kernels.py:26:9"), ("softmax_kernel", "kernels.py:17:13")], 1
    ):
        pipeline = tracksrc.open_pipeline(MANY_HIP, cache=False, program=number)
        llvm = tracksrc.lineage(pipeline, place).llvm
        assert llvm is not None and llvm.rows
        assert {row.function for row in llvm.rows} == {kernel}
        alone = tracksrc.open_pipeline(TRITON / f"{kernel[:-7]}.hip.dump.txt.xz", cache=False)
        expected = tracksrc.lineage(alone, place).llvm
        assert expected is not None
        assert [(row.title, row.count) for row in llvm.rows] == [
            (row.title, row.count) for row in expected.rows
        ]


def test_the_command_line_names_the_programs() -> None:
    result = run_tracksrc(
        "lineage",
        str(MANY_CUDA),
        "--loc",
        "kernels.py:37:10",
        "--program",
        "add_mul_kernel",
        "--no-cache",
    )
    assert result.returncode == 0, result.stderr
    assert "reading program 2 (add_mul_kernel): stages 85-164" in result.stderr
    assert "(1: softmax_kernel, 3: softmax_kernel)" in result.stderr
    first = result.stdout.splitlines()[1].split()
    assert first[:4] == ["85", "(input)", "1", "tt.call"]
    listed = run_tracksrc("stages", str(MANY_CUDA), "--no-cache")
    assert "before (program 2)" in listed.stdout
    wrong = run_tracksrc(
        "blame", str(MANY_CUDA), "--loc", "kernels.py:37", "--program", "4", "--no-cache"
    )
    assert wrong.returncode == 2
    assert (
        "the stream holds no program '4': it holds 3 (program 1 (softmax_kernel): stages 0-84;"
        in wrong.stderr
    )
    assert "Traceback" not in wrong.stderr


def test_a_nested_compile_is_no_program_of_its_own() -> None:
    captures = Path(__file__).parents[1] / "data/real/iree/captures"
    for name in ("consteval.after_all.mlir.xz", "consteval.before_all.mlir.xz"):
        pipeline = tracksrc.open_pipeline(captures / name, cache=False)
        # A stream of one program: what every command asks of programs
        # reads no stage (their names are read only where there are several).
        assert pipeline.program_count == 1 and pipeline.programs_line() is None
        assert {stage.apart for stage in pipeline.stages} == {"", "compile 1"}
        assert "programs" not in pipeline.__dict__
        assert len(pipeline.programs) == 1
        assert len(pipeline.compiles) == 2 and pipeline.compiles[1].parent == 0


@st.composite
def _compile_forests(draw: st.DrawFn) -> tuple[list[Compile], list[int]]:
    """Compiles as `find_programs` numbers them: programs in stream order,
    each a first compile and compiles nested in earlier ones of it."""
    compiles: list[Compile] = []
    owners: list[int] = []
    for _ in range(draw(st.integers(1, 4))):
        root = len(compiles)
        compiles.append(Compile(root, None))
        for _ in range(draw(st.integers(0, 3))):
            parent = draw(st.integers(root, len(compiles) - 1))
            compiles.append(Compile(len(compiles), parent))
        for number in range(root, len(compiles)):
            for _ in range(draw(st.integers(1, 3))):
                owners.append(number)
        # (nested prints interleave within a program)
        part = owners[len(owners) - sum(1 for o in owners if o >= root) :]
        owners[len(owners) - len(part) :] = [
            root,
            *sorted(part[1:], key=lambda o: draw(st.integers(0, 9))),
        ]
    for stage, owner in enumerate(owners):
        compiles[owner].stages.append(stage)
    return compiles, owners


@given(_compile_forests(), st.integers(1, 4))
def test_selecting_a_program_renumbers_and_keeps_every_compile(
    forest: tuple[list[Compile], list[int]], wanted: int
) -> None:
    compiles, owners = forest
    count = sum(1 for c in compiles if c.parent is None)
    chosen = min(wanted, count)
    selected, new_owners = select_program(compiles, owners, chosen)
    assert [c.number for c in selected] == list(range(len(compiles)))
    assert all(c.parent is None or c.parent < c.number for c in selected)
    # Every stage keeps its compile (its stages, parent and program).
    for stage, (old, new) in enumerate(zip(owners, new_owners, strict=True)):
        assert stage in selected[new].stages and selected[new].stages == compiles[old].stages
    old_roots, new_roots = roots(compiles), roots(selected)
    for old, new in zip(owners, new_owners, strict=True):
        assert compiles[old_roots[old]].stages == selected[new_roots[new]].stages
    # The chosen program's first compile is 0; its own come first.
    firsts = sorted((c.first, c.number) for c in compiles if c.parent is None)
    assert selected[0].stages == compiles[firsts[chosen - 1][1]].stages
    mine = [c for c in selected if new_roots[c.number] == 0]
    assert [c.number for c in mine] == list(range(len(mine)))
