"""Input that is not machine code or LLVM IR, or is cut short or damaged,
is a `TracksrcError` (a `ParseError` at file:line:col with what was
expected, where there is a line), never a traceback."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from machine_samples import (
    LINKED,
    ROCM_LL,
    ROCM_MLIR,
    extract_dumps,
    triton_file,
)

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.machine.formats import KINDS, read_code


@pytest.fixture(scope="module")
def dumps(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return extract_dumps(tmp_path_factory.mktemp("iree_cpu"))


def _parse_error(path: Path, kind: str | None = None) -> ParseError:
    with pytest.raises(ParseError) as caught:
        read_code(path, kind)
    error = caught.value
    assert str(error).startswith(f"{path}:{error.line}:{error.column}: error: ")
    assert error.expected
    return error


def test_random_bytes(tmp_path: Path) -> None:
    rng = random.Random(7)
    binary = tmp_path / "random.s"
    binary.write_bytes(bytes(rng.randrange(256) for _ in range(4000)) + b"\0")
    with pytest.raises(TracksrcError, match="a binary file"):
        read_code(binary)
    text = tmp_path / "random.ll"
    text.write_bytes(bytes(rng.choice(b"abc{}()[]:;.%@!$ \n\t\xff") for _ in range(4000)))
    with pytest.raises(TracksrcError):
        read_code(text)
    nameless = tmp_path / "random.bin"
    nameless.write_text("hello world\nthis is no code\n")
    with pytest.raises(TracksrcError, match="cannot tell what code it holds"):
        read_code(nameless)


def test_an_elf_is_read_and_a_cut_one_is_a_clear_error(dumps: Path, tmp_path: Path) -> None:
    """An ELF is disassembled (test_machine_elf.py checks it against
    objdump); one cut short or damaged is an error naming it."""
    whole = (dumps / f"{LINKED}.so").read_bytes()
    assert read_code(dumps / f"{LINKED}.so").addressed
    cut = tmp_path / "cut.so"
    cut.write_bytes(whole[: len(whole) // 3])
    with pytest.raises(TracksrcError, match=r"a damaged or cut ELF") as caught:
        read_code(cut)
    assert str(caught.value).startswith(f"{cut}: ")
    damaged = tmp_path / "damaged.o"
    damaged.write_bytes(whole[:4] + b"\xff" * 60 + whole[64:])
    with pytest.raises(TracksrcError) as caught:
        read_code(damaged)
    assert str(caught.value).startswith(f"{damaged}: ")


def test_empty_and_unknown_kind(tmp_path: Path) -> None:
    empty = tmp_path / "empty.s"
    empty.write_text("\n \n")
    with pytest.raises(TracksrcError, match="the file is empty"):
        read_code(empty)
    with pytest.raises(TracksrcError, match="unknown kind of code 'mips'"):
        read_code(empty, "mips")
    with pytest.raises(TracksrcError, match="no such file"):
        read_code(tmp_path / "missing.ll")
    assert "LLVM IR" in KINDS and "PTX" in KINDS


def test_a_truncated_define(tmp_path: Path) -> None:
    text = ROCM_LL[0].read_text()
    cut = tmp_path / "cut.ll"
    cut.write_text(text[: text.index("\n", text.index("define ") + 2000)])
    error = _parse_error(cut)
    define_line = text[: text.index("define ")].count("\n") + 1
    assert (error.line, error.column) == (define_line, 1)
    assert error.cut and "before its closing `}`" in error.message
    # Cut inside the define's own line.
    cut.write_text(text[: text.index("define ") + 40])
    assert _parse_error(cut).line == define_line


def test_a_define_inside_a_define(tmp_path: Path) -> None:
    text = ROCM_LL[0].read_text()
    start = text.index("define ")
    joined = tmp_path / "joined.ll"
    joined.write_text(text[: start + 3000] + "\n" + text[start:])
    error = _parse_error(joined)
    assert "a new `define` inside @" in error.message


def test_a_malformed_dilocation(dumps: Path, tmp_path: Path) -> None:
    text = (dumps / f"{LINKED}.optimized.ll").read_text()
    old = "!93 = !DILocation(line: 10, column: 8, scope: !77)"
    bad = tmp_path / "bad.ll"
    bad.write_text(text.replace(old, "!93 = !DILocation(line: ten, column: 8, scope: !77)"))
    error = _parse_error(bad)
    assert error.line == text[: text.index(old)].count("\n") + 1
    assert error.column == len("!93 = !DILocation(line: ") + 1
    assert "`line:` is no number" in error.message
    bad.write_text(text.replace(old, "!93 = !DILocation(line: 10, column: 8)"))
    assert "without `scope:`" in _parse_error(bad).message
    bad.write_text(text.replace(old, "!93 = !DILocation(line: 10, column: 8, scope: !77"))
    assert "malformed !DILocation" in _parse_error(bad).message
    # `!dbg` naming a node that is no location: an error at the instruction.
    bad.write_text(text.replace(", !dbg !93\n", ", !dbg !77\n", 1))
    error = _parse_error(bad)
    assert "names a !DISubprogram, not a !DILocation" in error.message
    assert error.line == 63


@pytest.mark.parametrize("kind", [None, "LLVM IR", "x86-64 assembly", "PTX", "AMDGCN assembly"])
def test_an_mlir_file_is_no_code(kind: str | None) -> None:
    path = ROCM_MLIR[0]
    if kind is None:
        with pytest.raises(TracksrcError, match="cannot tell what code it holds"):
            read_code(path)
        return
    error = _parse_error(path, kind)
    assert (error.line, error.column) == (1, 1)
    assert "hal.executable" in error.message


def test_assembly_errors(tmp_path: Path) -> None:
    ptx = triton_file("cuda", "add_mul_kernel", "ptx").read_text()
    cut = tmp_path / "cut.ptx"
    cut.write_text(ptx[: ptx.index("ret;")])
    error = _parse_error(cut)
    assert error.cut and "ends inside function add_mul_kernel" in error.message
    # A `.loc` naming a file no `.file` declares (the PTX without its `.file`s).
    unfiled = tmp_path / "unfiled.ptx"
    unfiled.write_text(ptx.replace('\t.file\t1 "', '\t// .file\t1 "'))
    error = _parse_error(unfiled)
    assert "names file 1, which no `.file 1` declares" in error.message
    assert error.line == ptx[: ptx.index("\t.loc")].count("\n") + 1
    # Two files joined: a function defined twice.
    amdgcn = triton_file("hip", "add_mul_kernel", "amdgcn").read_text()
    twice = tmp_path / "twice.amdgcn"
    twice.write_text(amdgcn + amdgcn)
    assert "defined again" in _parse_error(twice).message
    # A malformed `.loc`.
    bad = tmp_path / "bad.amdgcn"
    bad.write_text(amdgcn.replace(".loc\t1 33 26", ".loc\tone 33 26", 1))
    assert "malformed .loc directive" in _parse_error(bad).message
