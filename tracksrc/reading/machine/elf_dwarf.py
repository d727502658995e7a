"""The DWARF of an ELF as the ELF reader needs it: its line table, its
sections relocated first, and the functions `.debug_info` gives an address
range (`DW_TAG_subprogram`).

A relocatable object (`.o`) has its DWARF's addresses in relocations
against its sections, which all start at 0: they are applied with each
executable section moved to the base the reader laid it at (as binutils
lays a `.o`'s sections apart to find their lines), other symbols as they
are. pyelftools applies the relocations of the machines it knows; one it
does not (RISC-V's) leaves the code without locations, said in the notes.
"""

from __future__ import annotations

from typing import Any

from tracksrc.reading.files import decode
from tracksrc.reading.machine.dwarf_lines import LineTable, read_line_table, text


def line_table(
    elf: Any, sections: dict[int, tuple[Any, int]], notes: list[str]
) -> LineTable | None:
    """The line table of `elf` (pyelftools' `ELFFile`; `sections`: each
    executable section's index -> (section, base)), relocated; None, said
    in `notes`, when there is none or it cannot be relocated."""
    if not _has(elf, "debug_line"):
        link = elf.get_section_by_name(".gnu_debuglink")
        elsewhere = ""
        if link is not None:
            name = link.data().split(b"\0", 1)[0]
            elsewhere = f" (its debug info is in a separate file, not read: {decode(name)})"
        notes.append(
            "no line table: compiled without debug info (no .debug_line section), "
            f"so no instruction has a location{elsewhere}"
        )
        return None
    if not _has(elf, "debug_info"):
        notes.append(
            "a .debug_line but no .debug_info, which names its line programs: "
            "no instruction has a location"
        )
        return None
    from elftools.common.exceptions import ELFRelocationError

    # (follow_links=False: never open another file a debug link names.)
    dwarf = elf.get_dwarf_info(relocate_dwarf_sections=False, follow_links=False)
    try:
        _relocate(elf, dwarf, sections)
    except ELFRelocationError as exc:
        notes.append(
            f"the DWARF relocations of this object cannot be applied ({exc}): no instruction "
            "has a location; read the linked `.so` instead"
        )
        return None
    return read_line_table(dwarf, elf.elfclass // 8)


def _has(elf: Any, name: str) -> bool:
    """Whether `elf` has the DWARF section `.name` (or its `.zname`, compressed)."""
    return bool(elf.get_section_by_name(f".{name}") or elf.get_section_by_name(f".z{name}"))


def _relocate(elf: Any, dwarf: Any, sections: dict[int, tuple[Any, int]]) -> None:
    """Apply the relocations of the DWARF sections (a `.o`'s), a symbol in
    an executable section moved by its section's base."""
    from elftools.dwarf.dwarfinfo import DebugSectionDescriptor
    from elftools.elf.relocation import RelocationHandler

    handler = RelocationHandler(elf)
    for descriptor in vars(dwarf).values():
        if not isinstance(descriptor, DebugSectionDescriptor) or not descriptor.name:
            continue
        section = elf.get_section_by_name(descriptor.name)
        relocations = handler.find_relocations_for_section(section) if section else None
        if relocations is None:
            continue
        symbols: Any = _MovedSymbols(elf.get_section(relocations["sh_link"]), sections)
        for relocation in relocations.iter_relocations():
            # (pyelftools applies one relocation given a symbol table; no
            # public call takes moved symbols.)
            handler._do_apply_relocation(descriptor.stream, relocation, symbols)


class _MovedSymbols:
    """A symbol table whose symbols in executable sections are moved by
    their section's base (what pyelftools' relocation asks of one)."""

    def __init__(self, table: Any, sections: dict[int, tuple[Any, int]]) -> None:
        self.table = table
        self.sections = sections

    def num_symbols(self) -> int:
        """How many symbols the table holds."""
        return int(self.table.num_symbols())

    def get_symbol(self, number: int) -> dict[str, int]:
        """Symbol `number`, as far as relocating needs it: its value."""
        symbol = self.table.get_symbol(number)
        placed = self.sections.get(symbol["st_shndx"])
        moved = placed[1] - placed[0]["sh_addr"] if placed else 0
        return {"st_value": symbol["st_value"] + moved}


def subprograms(dwarf: Any, cu: Any) -> list[tuple[str, int, int]]:
    """The functions a compilation unit's `.debug_info` gives an address
    range (`DW_TAG_subprogram` with `DW_AT_low_pc` and `DW_AT_high_pc`; a
    function in several pieces, `DW_AT_ranges`, is not read): name (its
    linkage name, else its name, else its declaration's), start, end."""
    found = []
    for die in cu.iter_DIEs():
        if die.tag != "DW_TAG_subprogram":
            continue
        low = die.attributes.get("DW_AT_low_pc")
        high = die.attributes.get("DW_AT_high_pc")
        if low is None or high is None:
            continue
        start = low.value
        if low.form.startswith("DW_FORM_addrx"):
            start = dwarf.get_addr(cu, low.value)
        if high.form.startswith("DW_FORM_addrx"):
            stop = dwarf.get_addr(cu, high.value)
        elif high.form == "DW_FORM_addr":
            stop = high.value
        else:  # (a constant: the size, DWARF 4 on)
            stop = start + high.value
        name = _die_name(die)
        if name and stop > start:
            found.append((name, start, stop))
    return found


def _die_name(die: Any) -> str:
    """A subprogram's name, following its declaration (C++ methods defined
    out of their class) or its abstract origin, a few steps at most."""
    for _ in range(4):
        for attribute in ("DW_AT_linkage_name", "DW_AT_MIPS_linkage_name", "DW_AT_name"):
            if attribute in die.attributes:
                return text(die.attributes[attribute].value)
        for reference in ("DW_AT_specification", "DW_AT_abstract_origin"):
            if reference in die.attributes:
                die = die.get_DIE_from_attribute(reference)
                break
        else:
            return ""
    return ""
