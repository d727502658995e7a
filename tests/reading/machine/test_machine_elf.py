"""The ELF reader against binutils: IREE's llvm-cpu `.so` (the shipped code,
its symbol table stripped to one function, the others named by DWARF) and
the `.o` linked into it, read by tracksrc and by objdump.

Functions are their symbol's or DWARF subprogram's bytes: the padding
objdump lists between functions (`int3` after a `ret`, `nop`s) is in none
and left out (checked: every instruction outside the functions is padding);
alignment `nop`s inside a function are its instructions. Each instruction's
(file, line, column) is the row of `objdump --dwarf=decodedline` whose
range holds its address (line 0: no location), the column that row's
`objdump --dwarf=rawline` statement set.
"""

from __future__ import annotations

import itertools
import lzma
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from machine_samples import (
    DISPATCHES,
    LINKED,
    carried,
    extract_dumps,
    objdump_functions,
    x86_functions,
)

from tracksrc.errors import TracksrcError
from tracksrc.reading.machine import elf_code
from tracksrc.reading.machine.code import CodeFile, Instruction
from tracksrc.reading.machine.elf_code import ELF_KINDS, read_elf
from tracksrc.reading.machine.formats import KINDS, read_code

QUERY = "iree_hal_executable_library_query"
_PADDING = re.compile(r"(?:(?:data16|cs|ds) )*nop[wl]?\b|xchg\s+%ax,%ax$|int3$")
_AT_T_SUFFIX = re.compile(r"(?<=[a-z])[bwlq]$")


@pytest.fixture(scope="module")
def dumps(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return extract_dumps(tmp_path_factory.mktemp("iree_cpu_elf"))


@pytest.fixture(scope="module")
def so(dumps: Path) -> Path:
    return dumps / f"{LINKED}.so"


@pytest.fixture(scope="module")
def so_code(so: Path) -> CodeFile:
    return read_code(so)


def _objdump(*args: str) -> str:
    found = shutil.which("objdump")
    assert found, "binutils' objdump is the independent oracle of these tests: install binutils"
    return subprocess.run([found, *args], check=True, capture_output=True, text=True).stdout


# -- objdump's answers, read with regular expressions --------------------------


def _instructions(path: Path) -> list[tuple[int, str]]:
    """Every instruction of `objdump -d`: its address and text."""
    text = _objdump("-d", "-w", "--no-show-raw-insn", str(path))
    return [
        (int(address, 16), body.strip())
        for address, body in re.findall(r"^ +([0-9a-f]+):\t(.*)$", text, re.MULTILINE)
    ]


def _symbols(path: Path) -> dict[str, tuple[str, int, int]]:
    """The function symbols with a size of `objdump -t`: section, value, size."""
    text = _objdump("-t", str(path))
    found = {}
    for value, section, size, name in re.findall(
        r"^([0-9a-f]+) [lgw ].{5}F (\S+)\t([0-9a-f]+) (.+)$", text, re.MULTILINE
    ):
        if int(size, 16):
            found[name] = (section, int(value, 16), int(size, 16))
    return found


def _dwarf_units(path: Path) -> tuple[list[str], list[tuple[str, int, int]]]:
    """`objdump --dwarf=info`: each unit's DW_AT_comp_dir, and the
    subprograms' (name, low_pc, high_pc)."""
    text = _objdump("--dwarf=info", str(path))
    comp_dirs = re.findall(r"DW_AT_comp_dir\s*: (?:\(indirect[^)]*\): )?(.*)$", text, re.MULTILINE)
    subprograms = []
    for block in re.split(r"\(DW_TAG_", text):
        if not block.startswith("subprogram)"):
            continue
        low = re.search(r"DW_AT_low_pc\s*: (0x[0-9a-f]+)", block)
        high = re.search(r"DW_AT_high_pc\s*: (0x[0-9a-f]+)", block)
        name = re.search(r"DW_AT_name\s*: (?:\(indirect[^)]*\): )?(.*)$", block, re.MULTILINE)
        if low and high and name:
            start = int(low.group(1), 16)
            subprograms.append((name.group(1), start, start + int(high.group(1), 16)))
    return comp_dirs, subprograms


def _line_rows(path: Path) -> list[tuple[str, int, int, int | None]]:
    """The rows of every line program: (file, address, column, line; None
    for a sequence's end), from `--dwarf=decodedline` (file, line, address)
    and `--dwarf=rawline` (the column each row-making statement had)."""
    decoded = _objdump("--dwarf=decodedline", "-w", str(path))
    rows = re.findall(r"^(\S+) +(\d+|-) +(0x[0-9a-f]+|0)\b", decoded, re.MULTILINE)
    raw = _objdump("--dwarf=rawline", str(path))
    columns = []
    column = 0
    for statement in re.findall(r"^  \[0x[0-9a-f]+\]  (.*)$", raw, re.MULTILINE):
        if found := re.match(r"Set column to (\d+)", statement):
            column = int(found.group(1))
        elif statement.startswith(("Copy", "Special opcode")):
            columns.append(column)
        elif statement.endswith("End of Sequence"):
            columns.append(column)
            column = 0
    assert len(columns) == len(rows)
    return [
        (name, int(address, 16), column, None if line == "-" else int(line))
        for (name, line, address), column in zip(rows, columns, strict=True)
    ]


def _ranges(path: Path, comp_dir: str) -> list[tuple[int, int, tuple[str, int, int] | None]]:
    """[start, end) and (file, line, column) of each row that covers a byte
    (the last of several rows at one address), None for line 0."""
    rows = _line_rows(path)
    ranges = []
    for (name, start, column, line), (_, end, _, _) in itertools.pairwise(rows):
        if line is not None and end > start:
            ranges.append((start, end, (f"{comp_dir}/{name}", line, column) if line else None))
    return ranges


def _location(ranges: list, address: int) -> tuple[str, int, int] | None:
    held = [where for start, end, where in ranges if start <= address < end]
    assert len(held) <= 1
    return held[0] if held else None


def _mine(instruction: Instruction) -> tuple[str, int, int] | None:
    if not instruction.location:
        return None
    (frame,) = instruction.location
    return (frame.file, frame.line, frame.column)


def _mnemonic(text: str) -> str:
    # objdump's prefixes (`cs nopw`, `data16 ...`) stand before the mnemonic.
    words = text.split("\t")[0].split() if "\t" in text else text.split()
    return next((w for w in words if w not in ("cs", "ds", "data16", "rex.W")), "")


# -- the shared library --------------------------------------------------------


def test_functions_are_objdumps_symbols_and_dwarf_subprograms(so: Path, so_code: CodeFile) -> None:
    symbols = _symbols(so)
    _, subprograms = _dwarf_units(so)
    assert list(symbols) == [QUERY]  # (the rest of the symbol table is stripped)
    extents = {name: (value, value + size) for name, (_, value, size) in symbols.items()}
    extents.update({name: (start, end) for name, start, end in subprograms})
    expected = sorted(extents, key=lambda name: extents[name][0])
    assert expected == [*DISPATCHES, QUERY]
    assert list(so_code.functions) == expected
    assert so_code.kind == "x86-64 machine code" and so_code.addressed
    listed = _instructions(so)
    for name, body in so_code.functions.items():
        start, end = extents[name]
        assert [i.line for i in body] == [a for a, _ in listed if start <= a < end], name
        assert all(i.function == name for i in body)
    # What lies between the functions is padding only (int3 after a ret,
    # nops): left out, as documented.
    inside = {i.line for i in so_code.instructions()}
    between = [text for address, text in listed if address not in inside]
    assert between and all(_PADDING.match(text) for text in between)
    assert len(so_code.functions[DISPATCHES[3]]) == 254  # (10 of them alignment nops)
    notes = "\n".join(so_code.notes)
    assert "6 of the 7 functions are named by the DWARF debug info" in notes
    assert "1 of 7 functions have no location at all" in notes and QUERY in notes


def test_locations_are_objdumps_line_table_rows(so: Path, so_code: CodeFile) -> None:
    comp_dirs, _ = _dwarf_units(so)
    assert set(comp_dirs) == {"dumps"}
    raw = _objdump("--dwarf=rawline", str(so))
    # The oracle joins names with the unit's directory: directory 0, DWARF 4.
    assert (
        raw.count("The Directory Table is empty.") == 6 and "DWARF Version:               4" in raw
    )
    ranges = _ranges(so, "dumps")
    located = missing = 0
    for instruction in so_code.instructions():
        expected = _location(ranges, instruction.line)
        assert _mine(instruction) == expected, hex(instruction.line)
        located += expected is not None
        missing += expected is None
    assert (located, missing) == (816, 88)
    # Line 0 rows and a function without debug info give no location.
    assert not any(i.location for i in so_code.functions[QUERY])
    first = so_code.functions[DISPATCHES[0]][0]
    assert str(first.location[0]) == "dumps/configured_module_mnist_like$async_dispatch_0.mlir:1:0"


def test_objdump_l_shows_the_same_lines(so: Path, so_code: CodeFile) -> None:
    """`objdump -d -l` (lines as BFD finds them, line 0 hidden)."""
    shown = objdump_functions(_objdump("-d", "-l", "--no-show-raw-insn", str(so)))
    for name in DISPATCHES:
        mine = [
            (i.location[0].file, i.location[0].line) if i.location else None
            for i in so_code.functions[name]
            if not _PADDING.match(i.text.replace("\t", " "))
        ]
        assert carried(mine) == shown[name], name


def test_mnemonics_are_objdumps(so: Path, so_code: CodeFile) -> None:
    """Every mnemonic is objdump's, but for two ways of writing one:
    capstone (like LLVM's `.s`) writes the AT&T size suffix objdump leaves
    out (`movq`/`mov`), and calls `66 90` `nop` where objdump says
    `xchg %ax,%ax`."""
    listed = dict(_instructions(so))
    body = so_code.instructions()
    differ = []
    for instruction in body:
        mine = _mnemonic(instruction.text)
        theirs = listed[instruction.line]
        if mine == "nop" and theirs == "xchg   %ax,%ax":
            continue
        if mine != _mnemonic(theirs) and _AT_T_SUFFIX.sub("", mine) != _mnemonic(theirs):
            differ.append((hex(instruction.line), instruction.text, theirs))
    assert not differ
    suffixed = sum(_mnemonic(i.text) != _mnemonic(listed[i.line]) for i in body)
    assert suffixed == 359  # (of 904 written as above; the rest alike: `movaps`, `jne`)
    assert so_code.functions[DISPATCHES[0]][0].text == "pushq\t%rbp"
    assert all(i.text.count("\t") <= 1 for i in body)


def test_the_so_holds_the_s_instructions(dumps: Path, so_code: CodeFile) -> None:
    """Measured: the dumped `.s` (a second code generation) and the `.so`
    have the same instructions and lines here, alignment nops aside."""
    lines = (dumps / f"{LINKED}.s").read_text().split("\n")
    assembly = x86_functions("\n".join(lines))
    for name in DISPATCHES:
        body = [i for i in so_code.functions[name] if not i.text.startswith(("nop", "int3"))]
        assert [i.text.split("\t")[0] for i in body] == [
            lines[number - 1].split()[0] for number, _, _ in assembly[name]
        ]
        assert [
            (i.location[0].line, i.location[0].column) if i.location else (0, 0) for i in body
        ] == [(line, column) for _, line, column in assembly[name]]


# -- the relocatable object ----------------------------------------------------


def test_the_object_file(dumps: Path, so_code: CodeFile) -> None:
    """The `.o` linked into the `.so`: 51 functions (libm and runtime ones
    without debug info), addresses relative to their sections as objdump
    shows them, the dispatches' locations those of the `.so`."""
    path = dumps / f"{LINKED}.o"
    code = read_code(path)
    symbols = _symbols(path)
    assert len(symbols) == 51 and len(code.functions) == 51
    assert sorted(code.functions) == sorted(symbols)
    listed = _objdump("-d", "-w", "--no-show-raw-insn", str(path))
    blocks = re.split(r"^[0-9a-f]+ <(.+)>:$", listed, flags=re.MULTILINE)
    order = blocks[1::2]
    assert list(code.functions) == order
    for name, text in zip(order, blocks[2::2], strict=True):
        _, value, size = symbols[name]
        addresses = [int(a, 16) for a in re.findall(r"^ +([0-9a-f]+):\t", text, re.MULTILINE)]
        assert [i.line for i in code.functions[name]] == [
            a for a in addresses if value <= a < value + size
        ], name
    for name in DISPATCHES:
        assert [i.location for i in code.functions[name]] == [
            i.location for i in so_code.functions[name]
        ]
        assert [i.text.split("\t")[0] for i in code.functions[name]] == [
            i.text.split("\t")[0] for i in so_code.functions[name]
        ]
    shown = objdump_functions(_objdump("-d", "-l", "--no-show-raw-insn", str(path)))
    for name in DISPATCHES:
        mine = [
            (i.location[0].file, i.location[0].line) if i.location else None
            for i in code.functions[name]
            if not _PADDING.match(i.text.replace("\t", " "))
        ]
        assert carried(mine) == shown[name], name
    assert "45 of 51 functions have no location at all" in "\n".join(code.notes)


# -- detection, errors ---------------------------------------------------------


def test_told_by_content_and_kind(so: Path, tmp_path: Path) -> None:
    assert set(ELF_KINDS) <= set(KINDS)
    renamed = tmp_path / "library.bin"
    renamed.write_bytes(so.read_bytes())
    assert read_code(renamed).kind == "x86-64 machine code"
    assert read_code(so, "x86-64 machine code").functions
    with pytest.raises(TracksrcError, match=r"an ELF of x86-64 machine code, not aarch64"):
        read_code(so, "aarch64 machine code")
    with pytest.raises(TracksrcError, match=r"an ELF \(machine code\), not x86-64 assembly"):
        read_code(so, "x86-64 assembly")
    compressed = tmp_path / "library.so.xz"
    compressed.write_bytes(lzma.compress(so.read_bytes()))
    again = read_code(compressed)
    assert again.functions == read_code(so).functions
    named = tmp_path / "not.so"
    named.write_text("hello\n")
    with pytest.raises(TracksrcError, match=r"not an ELF"):
        read_code(named)
    with pytest.raises(TracksrcError, match=r"not an ELF"):
        read_code(named, "x86-64 machine code")


def test_without_pyelftools_or_capstone(so: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(elf_code, "installed", lambda *modules: False)
    with pytest.raises(TracksrcError, match=re.escape("pip install 'tracksrc[machine]'")):
        read_elf(so)


def _patched(so: Path, tmp_path: Path, offset: int, data: bytes) -> Path:
    changed = bytearray(so.read_bytes())
    changed[offset : offset + len(data)] = data
    path = tmp_path / "patched.so"
    path.write_bytes(bytes(changed))
    return path


def test_machines_capstone_does_not_read(so: Path, tmp_path: Path) -> None:
    # e_machine is the half-word at offset 18.
    amdgpu = _patched(so, tmp_path, 18, (224).to_bytes(2, "little"))
    with pytest.raises(TracksrcError, match="capstone cannot disassemble AMDGPU code objects"):
        read_code(amdgpu)
    sparc = _patched(so, tmp_path, 18, (43).to_bytes(2, "little"))
    with pytest.raises(TracksrcError, match=r"an ELF of EM_SPARCV9 .*not this machine"):
        read_code(sparc)


def test_without_debug_info(so: Path, tmp_path: Path) -> None:
    objcopy = shutil.which("objcopy")
    assert objcopy, "binutils' objcopy makes the stripped copies"
    stripped = tmp_path / "stripped.so"
    subprocess.run([objcopy, "--strip-debug", str(so), str(stripped)], check=True)
    code = read_code(stripped)
    assert list(code.functions) == [QUERY]
    assert any(n.startswith("no line table: compiled without debug info") for n in code.notes)
    assert not any(i.location for i in code.instructions())


def test_cut_elf_is_a_clear_error(so: Path, tmp_path: Path) -> None:
    data = so.read_bytes()
    for size in (3, 10, 63, 64, 200, 0x1000, len(data) // 2, len(data) - 100):
        cut = tmp_path / f"cut{size}.so"
        cut.write_bytes(data[:size])
        with pytest.raises(TracksrcError) as caught:
            read_code(cut)
        assert str(cut) in str(caught.value)


def test_fuzzed_elf_reads_or_says_why(so: Path, tmp_path: Path) -> None:
    rng = random.Random(20240611)
    data = so.read_bytes()
    path = tmp_path / "fuzzed.so"
    outcomes = {"read": 0, "error": 0}
    for _ in range(150):
        changed = bytearray(data)
        for _ in range(rng.choice((1, 4, 32))):
            changed[rng.randrange(len(changed))] = rng.randrange(256)
        if rng.random() < 0.2:
            changed = changed[: rng.randrange(len(changed))]
        path.write_bytes(bytes(changed))
        try:
            code = read_code(path)
        except TracksrcError as exc:
            assert str(path) in str(exc)
            outcomes["error"] += 1
        else:
            assert isinstance(code, CodeFile)
            outcomes["read"] += 1
    assert outcomes["read"] and outcomes["error"]
