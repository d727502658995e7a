"""`tracksrc instructions`: the machine code and LLVM IR a source op became,
and where an instruction comes from, on real IREE CPU dumps, Triton
kernels (CUDA and HIP) and IREE ROCm code without line information.

The expectations are worked out here with regular expressions over the
files themselves: an x86 instruction's `.loc` names a line of
`configured_module_*.mlir`, whose op's location names a line of
`module_*.mlir`, whose op's location names the model; binutils' objdump
gives the shipped `.so`'s line table, the independent count of machine
instructions per line."""

from __future__ import annotations

import itertools
import json
import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest

import tracksrc
from tests.conftest import run_tracksrc
from tests.reading.machine.machine_samples import (
    IREE_CPU,
    LINKED,
    ROCM,
    extract_dumps,
    triton_file,
    x86_functions,
)
from tracksrc.analysis.instructions import instructions
from tracksrc.errors import TracksrcError

_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)\s+(\d+)")
_FILE = re.compile(r'^\s*\.file\s+(\d+)\s+"([^"]*)"\s+"([^"]*)"')
_INLINE_LOC = re.compile(r'loc\("([^"]+)":(\d+):(\d+)\)\s*$')
_OP_NAME = re.compile(r'^\s*(?:%[^=]+=\s*)?"?([a-z_][\w$]*(?:\.[\w$]+)*)')
_INSTRUCTION = re.compile(r"^\t[a-z][a-z0-9]*(?:\t|$)")


@pytest.fixture(scope="module")
def dumps(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return extract_dumps(tmp_path_factory.mktemp("llvm"))


def _source_of(folder: Path, file: str, line: int, hops: int = 2) -> str | None:
    """Follow `file:line` through the dumped MLIR files by their inline
    locations, `hops` times: the model's `file:line:col` (None where a
    line carries no location, as `hal.executable` lines do)."""
    where = None
    for _ in range(hops):
        lines = (folder.parent / file).read_text(encoding="utf-8").splitlines()
        text = lines[line - 1]
        if text.endswith("{"):
            # An op with regions prints its location after its closing
            # brace: the next line as indented that starts with `}`.
            indent = text[: len(text) - len(text.lstrip())]
            text = next(later for later in lines[line:] if later.startswith(indent + "}"))
        match = _INLINE_LOC.search(text)
        if match is None:
            return None
        file, line = match[1], int(match[2])
        where = f"{match[1]}:{match[2]}:{match[3]}"
    return where


def _op_name(folder: Path, file: str, line: int) -> str:
    """The name of the op printed first on `line` of a dumped MLIR file."""
    text = (folder.parent / file).read_text(encoding="utf-8").splitlines()[line - 1]
    match = _OP_NAME.match(text)
    assert match is not None, text
    return "func.return" if match[1] == "return" else match[1]


def _asm_sources(folder: Path) -> dict[int, str | None]:
    """Per instruction line of the `.s`, the model position its `.loc`
    reaches (regex reading)."""
    files: dict[str, str] = {}
    found: dict[int, str | None] = {}
    current: tuple[str, int] | None = None
    lines = (folder / f"{LINKED}.s").read_text(encoding="utf-8").splitlines()
    for number, text in enumerate(lines, 1):
        if match := _FILE.match(text):
            files[match[1]] = f"{match[2]}/{match[3]}"
        elif match := _LOC.match(text):
            line = int(match[2])
            current = (files[match[1]], line) if line else None
        elif _INSTRUCTION.match(text) and current is not None:
            found[number] = _source_of(folder, *current)
        elif text and not text.startswith(("\t", ".", "#", " ")) and text.endswith(":"):
            current = None  # a new function (or block label: cleared by its .loc)
    return found


def test_a_source_op_becomes_these_x86_instructions(dumps: Path) -> None:
    expected = sorted(
        line for line, where in _asm_sources(dumps).items() if where == "mnist_like.mlir:15:11"
    )
    found = instructions([dumps], loc="mnist_like.mlir:15:11")
    asm = [item.instruction.line for item in found.found if item.code.path.endswith(".s")]
    assert asm == expected and len(asm) > 50
    functions = {item.instruction.function for item in found.found if item.code.path.endswith(".s")}
    assert functions == {"mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32"} or (
        "mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32" in functions
    )
    # What of the source op each instruction is: the op its location names
    # in the configured file, its name read there with a regex (`return`
    # is func.return printed inside a func.func, the func dialect's default).
    through = Counter(
        found.through[number]
        for number, item in enumerate(found.found)
        if item.code.path.endswith(".s")
    )
    expected_ops = Counter(
        _op_name(dumps, item.instruction.location[0].file, item.instruction.location[0].line)
        for item in found.found
        if item.code.path.endswith(".s")
    )
    assert through == expected_ops and through["linalg.generic"] > 50
    # The LLVM IR files come first, in the order IREE writes them.
    order = list(dict.fromkeys(Path(item.code.path).name for item in found.found))
    assert order == [
        f"{LINKED}.linked.ll",
        f"{LINKED}.optimized.ll",
        f"{LINKED}.codegen.ll",
        f"{LINKED}.s",
        f"{LINKED}.so",
    ]


def _objdump(*arguments: str) -> str:
    objdump = shutil.which("objdump")
    assert objdump is not None, "binutils' objdump: .ci/system-packages installs it"
    return subprocess.run([objdump, *arguments], capture_output=True, text=True, check=True).stdout


def test_the_shipped_machine_code_by_objdump(dumps: Path) -> None:
    """The shipped `.so`'s machine instructions that come from the source
    op are those binutils finds: objdump's DWARF line table gives each
    configured line its address ranges (an end of sequence closes one),
    followed back to the model here with regexes, and objdump's
    disassembly the instructions in them."""
    shipped = str(dumps / f"{LINKED}.so")
    rows: list[tuple[int, str | None]] = []  # (start address, model position)
    unit = ""
    for text in _objdump("--dwarf=decodedline", shipped).splitlines():
        if text.startswith("CU: "):
            unit = "dumps/" + text[4:].rstrip(":")
        elif match := re.match(r"^\S+\s+(\d+|-)\s+0x([0-9a-f]+)", text):
            line = match[1]
            known = line not in ("-", "0")
            rows.append((int(match[2], 16), _source_of(dumps, unit, int(line)) if known else None))
    rows.sort(key=lambda row: row[0])
    disassembled = _objdump("-d", "--no-show-raw-insn", shipped)
    addresses = [int(m[1], 16) for m in re.finditer(r"^\s+([0-9a-f]+):\t", disassembled, re.M)]
    expected = sorted(
        address
        for (start, where), (end, _) in itertools.pairwise(rows)
        if where == "mnist_like.mlir:15:11"
        for address in addresses
        if start <= address < end
    )
    found = instructions([dumps], loc="mnist_like.mlir:15:11")
    machine = [item.instruction.line for item in found.found if item.code.path.endswith(".so")]
    assert machine == expected and len(machine) > 50
    # As dumped, the `.s` came from the same code generation here: the same
    # count (IREE runs code generation twice; they can differ).
    assert len(machine) == sum(1 for item in found.found if item.code.path.endswith(".s"))


def test_an_instruction_and_its_way_back(dumps: Path) -> None:
    sources = _asm_sources(dumps)
    line = min(n for n, where in sources.items() if where == "mnist_like.mlir:17:11")
    found = instructions([dumps], at=f"{LINKED}.s:{line}")
    (chain,) = found.hops
    assert len(chain) == 3 and chain[-1].where == "mnist_like.mlir:17:11"
    assert chain[0].where.startswith("dumps/configured_module_mnist_like$async_dispatch_3.mlir:")
    assert chain[1].where.startswith("dumps/module_mnist_like$async_dispatch_3.mlir:")
    assert all(hop.op for hop in chain[:2])
    assert f"{LINKED}.s:{line}:" in str(found)


def test_inlined_helpers_by_line_and_by_call_site() -> None:
    for target, suffix in (("cuda", "ptx"), ("hip", "amdgcn")):
        code = triton_file(target, "add_mul_kernel", suffix)
        helper = instructions([code], loc="kernels.py:26")
        # Every copy of the helper's line at the call sites it was inlined
        # at: both on CUDA; on HIP, the ones LLVM's comments name (there
        # `_scale(b, s)`'s copy is folded into other lines).
        sites = {item.instruction.location[1].line for item in helper.found}
        text = code.read_text(encoding="utf-8")
        commented = {
            int(line) for line in re.findall(r"kernels\.py:26:\d+ @\[ kernels\.py:(\d+):", text)
        }
        assert sites == ({37, 38} if target == "cuda" else commented) and sites, target
        first = instructions([code], loc="kernels.py:37")
        inlined = [item for item in first.found if item.instruction.location[0].line == 26]
        assert inlined and all(item.instruction.location[1].line == 37 for item in inlined)
        assert not any(
            len(item.instruction.location) > 1 and item.instruction.location[1].line == 38
            for item in first.found
        )


def test_code_without_lines_says_so() -> None:
    found = instructions([ROCM], loc="mnist_like.mlir:15:11")
    assert not found.found
    said = " ".join(found.notes)
    assert "carries a source location" in said and "ROCm" in said
    assert "mnist_like$async_dispatch_1" in said
    done = run_tracksrc("instructions", str(ROCM), "--loc", "mnist_like.mlir:15:11")
    assert done.returncode == 0 and "IREE's ROCm and CUDA targets keep none" in done.stdout


def test_the_command_line(dumps: Path) -> None:
    done = run_tracksrc("instructions", str(dumps), "--loc", "mnist_like.mlir:15:11", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    expected = instructions([dumps], loc="mnist_like.mlir:15:11").json_data()
    assert data == json.loads(json.dumps(expected))
    refused = run_tracksrc("instructions", str(dumps), "--at", "nothing.s:3")
    assert refused.returncode == 2 and "no instruction at line 3" in refused.stderr
    with pytest.raises(TracksrcError, match="give one of"):
        instructions([dumps])


def test_the_shell_answers_as_the_library(dumps: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """README's shell signature, `instructions(code, loc=None, at=None)`."""
    from tracksrc.shell.session import Session, run_code
    from tracksrc.tracking.parse import parse_text

    session = Session(parse_text("func.func @f() {\n  return\n}\n", "f.mlir"))
    namespace = session.namespace()
    namespace["dumps"] = str(dumps)
    code = 'print(instructions(dumps, loc="mnist_like.mlir:17:11"))\nprint(instructions([dumps], at="x.s:1"))'
    assert run_code(namespace, code) == 1  # the second: no such code file, an error
    captured = capsys.readouterr()
    assert captured.out == str(instructions(dumps, loc="mnist_like.mlir:17:11")) + "\n"
    assert "no instruction at line 1 of x.s" in captured.err


def test_the_code_of_a_stream_is_in_its_dump_folders(dumps: Path) -> None:
    """With the compile stream (its dump folder beside it), the code is the
    folder's: the same answer as the folder given."""
    stream = dumps.parent / "mnist_like.after_all.mlir.xz"
    shutil.copyfile(IREE_CPU / "mnist_like.after_all.mlir.xz", stream)
    by_stream = instructions(stream=stream, loc="mnist_like.mlir:17:11")
    assert by_stream.json_data() == instructions(dumps, loc="mnist_like.mlir:17:11").json_data()
    done = run_tracksrc(
        "instructions", "--stream", str(stream), "--no-cache", "--at", f"{LINKED}.s:560", "--json"
    )
    assert done.returncode == 0, done.stderr
    (chain,) = json.loads(done.stdout)["hops"]
    assert [hop["where"] for hop in chain][-1] == "mnist_like.mlir:17:11"
    alone = dumps.parent / "alone" / "stream.mlir.xz"
    alone.parent.mkdir()
    shutil.copyfile(stream, alone)
    refused = run_tracksrc("instructions", "--stream", str(alone), "--no-cache", "--at", "x.s:1")
    assert refused.returncode == 2 and "names no executable dump folder" in refused.stderr


def test_lineage_and_blame_go_on_below_mlir(dumps: Path) -> None:
    """A stream's lineage of a source op ends where serialization takes it
    out of the MLIR; the code of its dump folders goes on: per file and
    function, the instructions `instructions` finds."""
    stream = dumps.parent / "mnist_like.after_all.mlir.xz"
    if not stream.exists():
        shutil.copyfile(IREE_CPU / "mnist_like.after_all.mlir.xz", stream)
    pipeline = tracksrc.open_pipeline(stream, cache=False)
    query = tracksrc.SourceRange.from_str("mnist_like.mlir:17:11")
    history = tracksrc.lineage(pipeline, query)
    assert history.rows[-1].count == 0
    expected: dict[tuple[str, str], list[int]] = {}
    for item in instructions(dumps, loc="mnist_like.mlir:17:11").found:
        expected.setdefault((item.code.path, item.instruction.function), []).append(
            item.instruction.line
        )
    assert [
        (row.file, row.function, row.count, row.first_line, row.last_line) for row in history.code
    ] == [
        (path, function, len(lines), min(lines), max(lines))
        for (path, function), lines in expected.items()
    ]
    # The last is the shipped machine code.
    assert history.json_data(ops=False)["code"][-1]["kind"] == "x86-64 machine code"
    said = str(tracksrc.blame(pipeline, query))
    machine = sum(len(lines) for (path, _), lines in expected.items() if path.endswith(".so"))
    assert f"it is code only: at the end {machine} x86-64 machine code instructions in " in said
    assert "nothing of it remains" not in said


def test_each_dispatch_lists_its_code(dumps: Path) -> None:
    """`dispatches` gives each dispatch its functions in the dump folder's
    code: in the `.s`, as many instructions from its first to its last as
    a regex reading of the `.s` finds; in the `.so`, objdump's."""
    stream = dumps.parent / "mnist_like.after_all.mlir.xz"
    if not stream.exists():
        shutil.copyfile(IREE_CPU / "mnist_like.after_all.mlir.xz", stream)
    found = tracksrc.dispatches(tracksrc.open_pipeline(stream, cache=False))
    by_regex = x86_functions((dumps / f"{LINKED}.s").read_text(encoding="utf-8"))
    disassembled = _objdump("-d", "--no-show-raw-insn", str(dumps / f"{LINKED}.so"))
    for dispatch in found:
        name = dispatch.name.removeprefix("@")
        rows = {Path(row.file).name: row for row in dispatch.code}
        assert list(rows) == [
            f"{LINKED}.linked.ll",
            f"{LINKED}.optimized.ll",
            f"{LINKED}.codegen.ll",
            f"{LINKED}.s",
            f"{LINKED}.so",
        ], name
        lines = [line for line, _, _ in by_regex[name]]
        asm = rows[f"{LINKED}.s"]
        assert (asm.count, asm.first_line, asm.last_line) == (len(lines), lines[0], lines[-1])
        shipped = rows[f"{LINKED}.so"]
        addresses = [
            int(match[1], 16)
            for match in re.finditer(r"^\s+([0-9a-f]+):\t", disassembled, re.M)
            if shipped.first_line <= int(match[1], 16) <= shipped.last_line
        ]
        assert shipped.count == len(addresses) and shipped.addressed
    said = run_tracksrc("dispatches", str(stream), "--no-cache")
    assert said.returncode == 0, said.stderr
    assert f"  code          {LINKED}.s:" in said.stdout
