"""IREE llvm-cpu's x86-64 `.s` read by `read_code`, against the `.s` text
read with a regular expression and against the DWARF line table of the
linked `.so` as `objdump -d -l` shows it (run here on the `.so` of the same
dump folder, and the capture's own `objdump.txt`/`no_dumps.objdump.txt`).

objdump shows, per function its DWARF names, `file:line` before each run
of instructions: no columns, and no row for line 0 (those instructions
stay under the line shown before them). IREE runs LLVM's codegen twice
(once for the dumped `.s`, once for the `.o` linked into the `.so`), so a
function's instructions could differ between the two: the line sequences
are compared for the functions whose instruction counts agree, and the
six dispatch functions (the only ones with debug info) must be among
them. The libm and runtime functions linked in have no DWARF: objdump
names only `iree_hal_executable_library_query` of them.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from machine_samples import (
    DISPATCHES,
    LINKED,
    NO_DUMPS_OBJDUMP,
    NO_DUMPS_S,
    OBJDUMP_TXT,
    carried,
    extract_dumps,
    objdump_functions,
    x86_files,
    x86_functions,
)

from tracksrc.reading.machine.code import CodeFile
from tracksrc.reading.machine.formats import read_code


@pytest.fixture(scope="module")
def dumps(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return extract_dumps(tmp_path_factory.mktemp("iree_cpu"))


@pytest.fixture(scope="module")
def assembly(dumps: Path) -> CodeFile:
    return read_code(dumps / f"{LINKED}.s")


def _lines(code: CodeFile, name: str) -> list[tuple[str, int] | None]:
    """A function's instructions as objdump would show them: file and
    line of the innermost frame, line-0 rows carried from the row before."""
    return carried(
        [
            (i.location[0].file, i.location[0].line) if i.location else None
            for i in code.functions[name]
        ]
    )


def test_functions_and_instruction_counts_match_the_text(dumps: Path, assembly: CodeFile) -> None:
    text = (dumps / f"{LINKED}.s").read_text()
    expected = x86_functions(text)
    assert assembly.kind == "x86-64 assembly"
    assert list(assembly.functions) == list(expected)
    assert len(expected) == 51  # six dispatches, the query function, 44 libm/runtime
    for name, rows in expected.items():
        body = assembly.functions[name]
        assert [i.line for i in body] == [row[0] for row in rows], name
        assert all(i.function == name for i in body)
    assert sum(map(len, expected.values())) == 2390


def test_every_instruction_takes_the_last_loc_of_its_function(
    dumps: Path, assembly: CodeFile
) -> None:
    text = (dumps / f"{LINKED}.s").read_text()
    files = x86_files(text)
    assert files[1] == "dumps/configured_module_mnist_like$async_dispatch_0.mlir"
    expected = x86_functions(text)
    located = 0
    for name, rows in expected.items():
        for instruction, (_, line, column) in zip(assembly.functions[name], rows, strict=True):
            if not line:
                assert instruction.location == (), instruction
                continue
            located += 1
            (frame,) = instruction.location  # no inlining in IREE's CPU code
            assert (frame.line, frame.column) == (line, column), instruction
            assert frame.file in files.values()
            assert frame.file.startswith("dumps/configured_module_mnist_like$async_dispatch_")
    assert located == sum(1 for i in assembly.instructions() if i.location) == 816
    # The libm/runtime functions have no `.loc`: said in the notes.
    assert any("45 of 51 functions have no location" in note for note in assembly.notes)


def _compare(code: CodeFile, objdump: dict[str, list[tuple[str, int] | None]]) -> list[str]:
    """The functions whose instruction counts agree with objdump's, each
    checked to show the same line sequence."""
    agreeing = []
    for name, shown in objdump.items():
        ours = _lines(code, name)
        if len(ours) != len(shown):
            continue
        agreeing.append(name)
        assert ours == shown, name
    return agreeing


def test_lines_match_objdump_of_the_so(dumps: Path, assembly: CodeFile) -> None:
    objdump = shutil.which("objdump")
    assert objdump is not None, "binutils' objdump: .ci/system-packages installs it"
    shown = subprocess.run(
        [objdump, "-d", "-l", "--no-show-raw-insn", str(dumps / f"{LINKED}.so")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    functions = objdump_functions(shown)
    assert set(DISPATCHES) <= set(functions)
    agreeing = _compare(assembly, functions)
    assert set(DISPATCHES) <= set(agreeing)
    # Every dispatch's multiset of lines, too (objdump shows each line once per row).
    for name in DISPATCHES:
        assert sorted(x for x in _lines(assembly, name) if x) == sorted(
            x for x in functions[name] if x
        )


def test_lines_match_the_captured_objdump(assembly: CodeFile) -> None:
    functions = objdump_functions(OBJDUMP_TXT.read_text())
    assert set(DISPATCHES) <= set(_compare(assembly, functions))


def test_no_dumps_lines_match_the_objdump_of_the_vmfb_elf() -> None:
    """The compile without dump folders: every location is the model's own
    `mnist_like.mlir` (one `.file 1 "mnist_like.mlir"`), checked against
    the ELF cut out of its .vmfb."""
    code = read_code(NO_DUMPS_S)
    text = NO_DUMPS_S.read_text()
    assert x86_files(text) == {1: "mnist_like.mlir"}
    assert {frame.file for i in code.instructions() for frame in i.location} == {"mnist_like.mlir"}
    expected = x86_functions(text)
    assert {name: len(body) for name, body in code.functions.items()} == {
        name: len(rows) for name, rows in expected.items()
    }
    functions = objdump_functions(NO_DUMPS_OBJDUMP.read_text())
    assert set(DISPATCHES) <= set(_compare(code, functions))
