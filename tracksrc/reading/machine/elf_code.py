"""Machine code read from an ELF (a relocatable object `.o`, a shared
library `.so`, an executable): the code the compiler shipped, disassembled,
each instruction with the location the DWARF line table gives its address.

A dumped `.s` is not the shipped code: iree-compile runs LLVM's code
generation twice on CPU, once for the dumped `.s` and once for the object
linked into the `.so`, so only the ELF holds the bytes that run (and
their addresses, which a profile names). It is read itself:

* Functions: the symbol table's (`.symtab`, else `.dynsym`) `STT_FUNC`
  (and `STT_GNU_IFUNC`) symbols with a size, in executable sections; then,
  where line-table rows lie outside every such symbol (IREE's `.so` keeps
  one symbol, `iree_hal_executable_library_query`), the
  `DW_TAG_subprogram`s of those units' `.debug_info` (`low_pc`/`high_pc`).
  A function is its symbol's bytes `[value, value + size)`: the padding
  between functions (`int3`, `nop`s after a `ret`) is in none and not read;
  alignment `nop`s inside a function are its instructions. Aliases (one
  address, several names) give one function (a global name first); a name
  given twice is told apart by its address: `f (at 0x1c10)`. Functions come
  in address order.
* Instructions: capstone's disassembly (x86-64 and x86 in AT&T syntax, as
  objdump shows by default; AArch64; RISC-V 32/64, compressed
  instructions when the ELF says so), as `mnemonic<TAB>operands`. Bytes
  capstone cannot decode are an instruction `(bad)` of the target's
  smallest step (x86: 1 byte, AArch64: 4, RISC-V: 2 or 4), as objdump goes on.
* `Instruction.line` is the instruction's address (a binary has no lines;
  the `CodeFile` says `addressed`): the virtual address in a linked file,
  the offset in its section in a `.o`, as `objdump -d` prints both.
* Locations: the row of the DWARF line table that holds the address
  (`dwarf_lines`; line 0: none). A `.o`'s sections all start at 0, so for
  the line table they are laid one after another at made-up addresses and
  the DWARF's relocations applied with those (`elf_dwarf`, as binutils
  does); a relocation pyelftools cannot apply (RISC-V objects) leaves the
  code without locations, said in the notes. Inlined call sites
  (`DW_TAG_inlined_subroutine`) are not read: a location has the line
  table's frame only.

A file that is not an ELF of a machine capstone decodes, or is damaged or
cut short (whatever pyelftools or capstone stumble on), is a
`TracksrcError` naming the file, never a traceback. pyelftools and capstone
are the `machine` extra (`pip install 'tracksrc[machine]'`).
"""

from __future__ import annotations

import io
import struct
from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from tracksrc.collector import collecting_less
from tracksrc.errors import TracksrcError
from tracksrc.extras import installed
from tracksrc.reading.files import Decompressed, check_regular_file, is_compressed
from tracksrc.reading.machine.code import CodeFile, Instruction, coverage_notes
from tracksrc.reading.machine.dwarf_lines import LineTable
from tracksrc.reading.machine.elf_dwarf import line_table, subprograms
from tracksrc.reading.machine.text_lines import PIECE
from tracksrc.safe_text import visible_line

ELF_MAGIC = b"\x7fELF"
# The kinds of code `read_elf` gives (keys of formats.KINDS).
ELF_KINDS = (
    "x86-64 machine code",
    "x86 machine code",
    "aarch64 machine code",
    "riscv32 machine code",
    "riscv64 machine code",
)
INSTALL = "pip install 'tracksrc[machine]'"
_NOT_DISASSEMBLED = {
    "EM_AMDGPU": "capstone cannot disassemble AMDGPU code objects: give the `.rocmasm`/`.s` "
    "the compiler wrote, or read the object with `llvm-objdump -d -l`",
    "EM_CUDA": "capstone cannot disassemble NVIDIA cubins: give the `.ptx` the compiler wrote",
}
_SHF_EXECINSTR = 0x4
_STT_CODE = ("STT_FUNC", "STT_LOOS")  # (STT_LOOS is STT_GNU_IFUNC)
_BINDING_RANK = {"STB_GLOBAL": 0, "STB_WEAK": 1}
# Where a relocatable object's sections are laid for its line table: past
# address 0, which unrelocated or discarded DWARF addresses hold.
_REL_BASE = 0x10000


def is_elf(path: Path) -> bool:
    """Whether the file at `path` (or its `.xz`/`.gz` content) starts as an
    ELF does; False for a file that cannot be read (its reader says why)."""
    try:
        with path.open("rb") as handle:
            if is_compressed(path):
                first = next(iter(Decompressed(path, handle, 64)), b"")
            else:
                first = handle.read(4)
    except (OSError, TracksrcError):
        return False
    return first.startswith(ELF_MAGIC)


def read_elf(path: str | Path, kind: str | None = None) -> CodeFile:
    """The functions and instructions of the ELF at `path`, disassembled,
    each instruction's `line` its address (see the module docstring);
    an error if `kind` (a key of formats.KINDS) is not the ELF's."""
    path = Path(path)
    if not installed("elftools", "capstone"):
        raise TracksrcError(
            f"{path}: reading machine code from an ELF needs pyelftools and capstone: {INSTALL}"
        )
    from elftools.common.exceptions import DWARFError, ELFError
    from elftools.construct.core import ConstructError

    check_regular_file(path, "code")
    # What pyelftools and capstone raise on bytes that are not what the
    # headers say: a damaged or cut file, not a bug here.
    damage: tuple[type[BaseException], ...] = (ELFError, DWARFError, ConstructError, EOFError)
    damage += (ValueError, KeyError, IndexError, TypeError, AttributeError, struct.error)
    # (OSError: a seek before the file's start, where a damaged header points.)
    damage += (OverflowError, AssertionError, RecursionError, OSError)
    try:
        handle = path.open("rb")
    except OSError as exc:
        raise TracksrcError(f"{path}: cannot read: {exc.strerror or exc}") from None
    with handle:
        try:
            # (hundreds of thousands of instructions, no garbage: see collector)
            with collecting_less():
                return _Reader(path, _seekable(path, handle)).read(kind)
        except damage as exc:
            said = visible_line(str(exc))[:200]
            raise TracksrcError(
                f"{path}: a damaged or cut ELF ({type(exc).__name__}: {said}): "
                "not read; `readelf -a` shows what is wrong with it"
            ) from None


def _seekable(path: Path, handle: BinaryIO) -> BinaryIO:
    """The file to seek in: itself, or its decompressed bytes (pyelftools
    seeks, which a compressed stream cannot)."""
    if not is_compressed(path):
        return handle
    decompressed = Decompressed(path, handle, PIECE)
    data = b"".join(decompressed)
    if decompressed.cut:
        raise TracksrcError(
            f"{path}: the compressed file ends inside its stream (a copy cut short): "
            "an ELF is read whole"
        )
    return io.BytesIO(data)


@dataclass
class _Function:
    """A function's bytes: `section` (its index), `offset` in it and `size`;
    `key`: its address for the line table (the section's base + offset)."""

    name: str
    section: int
    offset: int
    size: int
    key: int
    from_dwarf: bool = False


class _Reader:
    """One ELF read into a `CodeFile`."""

    def __init__(self, path: Path, stream: BinaryIO) -> None:
        from elftools.elf.elffile import ELFFile

        self.path = path
        self.elf = ELFFile(stream)
        # pyelftools reads a section whole, as long as its header says: a
        # damaged header must not ask for gigabytes the file does not hold.
        stream.seek(0, io.SEEK_END)
        size = stream.tell()
        for section in self.elf.iter_sections():
            header = section.header
            if header["sh_type"] != "SHT_NOBITS" and header["sh_offset"] + header["sh_size"] > size:
                raise TracksrcError(
                    f"{path}: a damaged or cut ELF: its section {visible_line(section.name)!r} "
                    f"ends past the end of the file ({size} bytes)"
                )
        self.notes: list[str] = []
        # Executable sections: index -> (section, base for the line table).
        self.sections: dict[int, tuple[Any, int]] = {}
        self.table: LineTable | None = None

    def read(self, kind: str | None) -> CodeFile:
        """The `CodeFile` of the ELF."""
        found_kind, disassembler, step = self._disassembler()
        if kind is not None and kind != found_kind:
            raise TracksrcError(f"{self.path}: an ELF of {found_kind}, not {kind}")
        self._lay_out()
        functions = self._symbols()
        self.table = line_table(self.elf, self.sections, self.notes)
        if self.table is not None:
            functions = self._with_dwarf_functions(functions)
        return self._disassemble(found_kind, functions, disassembler, step)

    def _disassembler(self) -> tuple[str, Any, int]:
        """The kind of code, a capstone disassembler for it and the step
        past bytes it cannot decode; an error for a machine it has none for."""
        import capstone

        machine = self.elf["e_machine"]
        header_flags = self.elf["e_flags"]
        if machine == "EM_X86_64":
            found = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_64)
            found.syntax = capstone.CS_OPT_SYNTAX_ATT
            return "x86-64 machine code", found, 1
        if machine == "EM_386":
            found = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_32)
            found.syntax = capstone.CS_OPT_SYNTAX_ATT
            return "x86 machine code", found, 1
        if machine == "EM_AARCH64":
            arch = getattr(capstone, "CS_ARCH_AARCH64", None) or capstone.CS_ARCH_ARM64
            mode = capstone.CS_MODE_ARM
            if not self.elf.little_endian:
                mode |= capstone.CS_MODE_BIG_ENDIAN
            return "aarch64 machine code", capstone.Cs(arch, mode), 4
        if machine == "EM_RISCV" and self.elf.little_endian:
            bits = self.elf.elfclass
            mode = capstone.CS_MODE_RISCV64 if bits == 64 else capstone.CS_MODE_RISCV32
            compressed = bool(header_flags & 0x1)  # EF_RISCV_RVC
            if compressed:
                mode |= capstone.CS_MODE_RISCVC
            return (
                f"riscv{bits} machine code",
                capstone.Cs(capstone.CS_ARCH_RISCV, mode),
                (2 if compressed else 4),
            )
        from elftools.elf.descriptions import describe_e_machine

        why = _NOT_DISASSEMBLED.get(
            machine,
            "tracksrc disassembles x86-64, x86, AArch64 and little-endian RISC-V (with capstone), "
            "not this machine: give the assembly (`.s`) the compiler wrote",
        )
        raise TracksrcError(
            f"{self.path}: an ELF of {visible_line(str(machine))} "
            f"({describe_e_machine(machine)}) code: {why}"
        )

    def _lay_out(self) -> None:
        """The executable sections and their bases: their addresses in a
        linked file; in a `.o`, where all start at 0, one after another."""
        relocatable = self.elf["e_type"] == "ET_REL"
        base = _REL_BASE
        for index, section in enumerate(self.elf.iter_sections()):
            header = section.header
            if not header["sh_flags"] & _SHF_EXECINSTR or header["sh_type"] == "SHT_NOBITS":
                continue
            if header["sh_size"] == 0:
                continue
            if relocatable:
                self.sections[index] = (section, base)
                base += (header["sh_size"] + 15) & ~15
            else:
                self.sections[index] = (section, header["sh_addr"])

    def _symbols(self) -> list[_Function]:
        """The functions the symbol table names, one per address."""
        from elftools.elf.sections import SymbolTableSection

        tables = [s for s in self.elf.iter_sections() if isinstance(s, SymbolTableSection)]
        table = next((t for t in tables if t["sh_type"] == "SHT_SYMTAB"), None)
        table = table or next(iter(tables), None)
        if table is None:
            return []
        ranked = []
        for number, symbol in enumerate(table.iter_symbols()):
            index = symbol["st_shndx"]
            if symbol["st_info"]["type"] not in _STT_CODE or not isinstance(index, int):
                continue
            if symbol["st_size"] <= 0 or index not in self.sections:
                continue
            section, base = self.sections[index]
            offset = symbol["st_value"] - section["sh_addr"]
            size = min(symbol["st_size"], section["sh_size"] - offset)
            if offset < 0 or size <= 0:
                continue
            rank = _BINDING_RANK.get(symbol["st_info"]["bind"], 2)
            name = symbol.name
            ranked.append(
                (base + offset, rank, number, _Function(name, index, offset, size, base + offset))
            )
        ranked.sort(key=lambda item: item[:3])
        functions: list[_Function] = []
        for key, _, _, function in ranked:
            if not functions or functions[-1].key != key:
                functions.append(function)
        return functions

    def _with_dwarf_functions(self, functions: list[_Function]) -> list[_Function]:
        """`functions`, and the DWARF's subprograms of the units whose rows
        lie outside every one of them (a stripped symbol table)."""
        table = self.table
        assert table is not None
        units = {table.unit_of[i] for i in _outside(table, functions)}
        if not units:
            return functions
        by_base = sorted((base, index) for index, (_, base) in self.sections.items())
        keys = [f.key for f in functions]
        added = []
        dwarf = table.units[0].dwarfinfo
        for unit in sorted(units):
            for name, start, stop in subprograms(dwarf, table.units[unit]):
                place = bisect_right(by_base, (start, 1 << 62)) - 1
                if place < 0:
                    continue
                base, index = by_base[place]
                size = min(stop, base + self.sections[index][0]["sh_size"]) - start
                at = bisect_right(keys, start) - 1
                inside = at >= 0 and start < functions[at].key + functions[at].size
                if size > 0 and not inside:
                    added.append(_Function(name, index, start - base, size, start, True))
        return sorted(functions + added, key=lambda f: f.key)

    def _disassemble(
        self, kind: str, functions: list[_Function], disassembler: Any, step: int
    ) -> CodeFile:
        """Each function's instructions, with their locations."""
        table = self.table or LineTable(0)
        starts, ends, ids, chains = table.starts, table.ends, table.ids, table.chains
        data: dict[int, bytes] = {}
        result: dict[str, list[Instruction]] = {}
        bad = 0
        for function in functions:
            section, base = self.sections[function.section]
            if function.section not in data:
                data = {function.section: section.data()}  # (one section's bytes held at a time)
            code = data[function.section][function.offset : function.offset + function.size]
            start = section["sh_addr"] + function.offset
            shift = base - section["sh_addr"]  # (address for the line table - address shown)
            name = function.name
            if name in result:
                name = f"{name} (at {start:#x})"
            body = result[name] = []
            done = 0
            while done < len(code):
                for address, size, mnemonic, operands in disassembler.disasm_lite(
                    code[done:], start + done
                ):
                    # (table.location, inlined: this runs once per instruction)
                    key = address + shift
                    index = bisect_right(starts, key) - 1
                    where = chains[ids[index]] if index >= 0 and key < ends[index] else ()
                    text = f"{mnemonic}\t{operands}" if operands else mnemonic
                    body.append(Instruction(address, text, name, where))
                    done += size
                if done < len(code):
                    # Bytes capstone cannot decode: step past them as objdump does.
                    where = table.location(start + done + shift)
                    body.append(Instruction(start + done, "(bad)", name, where))
                    done += step
                    bad += 1
        notes = self.notes + self._notes(functions, result, bad)
        return CodeFile(str(self.path), kind, result, notes, addressed=True)

    def _notes(
        self, functions: list[_Function], result: dict[str, list[Instruction]], bad: int
    ) -> list[str]:
        notes = []
        if not functions:
            notes.append(
                "no function in this file (no STT_FUNC symbol with a size in an executable "
                "section, no DWARF subprogram)"
            )
        named = sum(1 for f in functions if f.from_dwarf)
        if named:
            notes.append(
                f"{named} of the {len(functions)} functions are named by the DWARF debug info "
                "(DW_TAG_subprogram), not the symbol table (stripped of them)"
            )
        table = self.table
        if table is not None:
            outside = _outside(table, functions)
            if outside:
                size = sum(table.ends[i] - table.starts[i] for i in outside)
                notes.append(
                    f"{len(outside)} ranges of the line table ({size} bytes) lie in no function "
                    "(no symbol or DWARF subprogram names them): their code is not read"
                )
            if len(table.starts):
                notes += coverage_notes(
                    result, "the line table gives them line 0, or no row covers their address"
                )
                notes.append(
                    "inlined call sites (DW_TAG_inlined_subroutine) are not read: each location "
                    "is the line table's frame only"
                )
            else:
                notes.append("the line table has no row with a line: no instruction has a location")
        if bad:
            notes.append(f"{bad} pieces of code capstone cannot decode are given as `(bad)`")
        return notes


def _outside(table: LineTable, functions: list[_Function]) -> list[int]:
    """The ranges of `table` that start in none of `functions` (sorted by
    key), found with a bisection per function, not a test per range."""
    starts = table.starts
    found: list[int] = []
    done = 0
    for function in functions:
        first = bisect_right(starts, function.key - 1, done)
        found.extend(range(done, first))
        done = max(done, bisect_right(starts, function.key + function.size - 1, first))
    found.extend(range(done, len(starts)))
    return found
