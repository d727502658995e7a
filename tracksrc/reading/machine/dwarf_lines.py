"""The DWARF line table of an ELF, as address ranges with locations.

Each compilation unit's line program (`DW_AT_stmt_list` into
`.debug_line`) is decoded row by row: a row holds from its address up to
the next row's, and `DW_LNE_end_sequence` ends the last range. Of several
rows at one address the last holds it (the others cover no byte), as
objdump shows them. Line 0 means "no location". A row's file is its
directory and name joined (`join_file`): in DWARF 5 both tables count from
0 and entry 0 is the compilation's; in DWARF 2-4 files count from 1 and
directory 0 is the unit's `DW_AT_comp_dir` (IREE: "dumps" +
"configured_module_x.mlir"); other directories stay as the table writes them.

pyelftools parses the headers (the file and directory tables of every
DWARF version); the opcodes are decoded here, because pyelftools'
`get_entries` builds an object per opcode: on libpython3.13's 3.3 MB
`.debug_line` (1.85 M opcodes, 826 k rows) it took 13 s of CPU, this loop
2 s. The ranges are kept in arrays, not objects: a large binary has
millions of rows.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from typing import Any, Literal

from tracksrc.reading.files import decode
from tracksrc.reading.machine.code import CodeLocation, Locations, join_file

# DW_LNS_* and DW_LNE_* opcodes (DWARF 5, 6.2.5).
_COPY, _ADVANCE_PC, _ADVANCE_LINE, _SET_FILE, _SET_COLUMN = 1, 2, 3, 4, 5
_CONST_ADD_PC, _FIXED_ADVANCE_PC = 8, 9
_END_SEQUENCE, _SET_ADDRESS, _DEFINE_FILE = 1, 2, 3


class LineTable:
    """The address ranges of every line program of a DWARF: `starts`, `ends`
    (exclusive), the location id of each (an index of `chains`; 0, the
    empty chain, is never stored: no range means no location) and the
    compilation unit it came from (an index of `units`)."""

    def __init__(self, mask: int) -> None:
        self.starts = array("Q")
        self.ends = array("Q")
        self.ids = array("I")
        self.unit_of = array("I")
        self.chains: list[tuple[CodeLocation, ...]] = [()]
        self.units: list[Any] = []
        # Addresses wrap at the ELF's address size (a damaged advance
        # must not overflow the arrays).
        self.mask = mask

    def location(self, address: int) -> tuple[CodeLocation, ...]:
        """The location of the byte at `address` (() for none)."""
        index = bisect_right(self.starts, address) - 1
        if index >= 0 and address < self.ends[index]:
            return self.chains[self.ids[index]]
        return ()

    def sort(self) -> None:
        """Ranges in address order (units need not come in it)."""
        starts = self.starts
        if all(starts[i] <= starts[i + 1] for i in range(len(starts) - 1)):
            return
        order = sorted(range(len(starts)), key=starts.__getitem__)
        for name in ("starts", "ends", "ids", "unit_of"):
            old = getattr(self, name)
            setattr(self, name, array(old.typecode, (old[i] for i in order)))


def read_line_table(dwarf: Any, address_size: int) -> LineTable:
    """The line table of every compilation unit of `dwarf` (pyelftools'
    `DWARFInfo`, its sections relocated), in address order."""
    table = LineTable((1 << (8 * address_size)) - 1)
    stream = dwarf.debug_line_sec.stream
    stream.seek(0)
    data = stream.read()
    locations = Locations()
    done = set()
    for cu in dwarf.iter_CUs():
        top = cu.get_top_DIE()
        stmt = top.attributes.get("DW_AT_stmt_list")
        # Units that share one line program add its rows once.
        if stmt is None or stmt.value in done:
            continue
        done.add(stmt.value)
        program = dwarf.line_program_for_CU(cu)
        if program is None:
            continue
        table.units.append(cu)
        comp_dir = top.attributes.get("DW_AT_comp_dir")
        files = _Files(program, text(comp_dir.value) if comp_dir else "")
        _decode(data, program, files, table, locations)
    table.sort()
    return table


class _Files:
    """The file names of one line program by their index, joined with their
    directories, made when first asked for."""

    def __init__(self, program: Any, comp_dir: str) -> None:
        header = program.header
        self.version = header["version"]
        # (A table whose entry format gives no path or directory has None.)
        self.directories = [text(d) for d in header["include_directory"] or ()]
        if self.version < 5:
            # Directory 0 is the compilation's, which the table leaves out.
            self.directories.insert(0, comp_dir)
        self.entries = [(text(e.name), e.dir_index or 0) for e in header["file_entry"] or ()]
        self.names: dict[int, str] = {}

    def name(self, index: int) -> str:
        """The joined name of file `index` (DWARF 5 counts from 0, older from 1)."""
        found = self.names.get(index)
        if found is None:
            position = index if self.version >= 5 else index - 1
            if 0 <= position < len(self.entries):
                name, directory = self.entries[position]
                where = self.directories[directory] if directory < len(self.directories) else ""
                found = join_file(where, name)
            else:
                found = f"<no file {index} in the line table>"
            self.names[index] = found
        return found

    def define(self, name: str, directory: int) -> None:
        """A file the program itself adds (DW_LNE_define_file, DWARF 2-4)."""
        self.entries.append((name, directory))


def text(value: Any) -> str:
    """A DWARF string (bytes, as pyelftools gives most) as text."""
    return decode(value) if isinstance(value, bytes) else str(value)


def _decode(
    data: bytes,
    program: Any,
    files: _Files,
    table: LineTable,
    locations: Locations,
) -> None:
    """Add the ranges of one line program's rows to `table`. One loop over
    local names, no call per row: it runs once per opcode of the section."""
    # Location ids by (file, line, column): file numbers are the program's own.
    keys: dict[tuple[int, int, int], int] = {}
    header = program.header
    min_length = header["minimum_instruction_length"]
    max_ops = header["maximum_operations_per_instruction"] or 1
    line_base = header["line_base"]
    line_range = header["line_range"] or 1
    opcode_base = header["opcode_base"]
    lengths = header["standard_opcode_lengths"]
    const_advance = (255 - opcode_base) // line_range
    order: Literal["little", "big"] = "little" if program.structs.little_endian else "big"
    mask = table.mask
    unit = len(table.units) - 1
    starts, ends, ids, unit_of = table.starts, table.ends, table.ids, table.unit_of
    # Ranges before `first` are other programs': never extended by this one.
    first = len(starts)
    pos = program.program_start_offset
    end = min(program.program_end_offset, len(data))
    address = op_index = column = 0
    file = line = 1
    # The last row, which holds from its address until the next row's
    # (-1: none yet in this sequence); its id, 0 for line 0.
    row_address = -1
    row_id = 0
    while pos < end:
        opcode = data[pos]
        pos += 1
        if opcode >= opcode_base:
            adjusted = opcode - opcode_base
            if max_ops == 1:
                address = (address + min_length * (adjusted // line_range)) & mask
            else:
                address, op_index = _vliw(address, op_index, adjusted // line_range, header, mask)
            line += line_base + adjusted % line_range
        elif opcode == _COPY:
            pass
        elif opcode == 0:
            size, pos = _uleb(data, pos)
            after = pos + size
            sub = data[pos] if size else 0
            if sub == _END_SEQUENCE:
                if row_id and address > row_address >= 0:
                    _append(table, first, row_address, address, row_id, unit)
                address = op_index = column = 0
                file = line = 1
                row_address, row_id = -1, 0
            elif sub == _SET_ADDRESS:
                address = int.from_bytes(data[pos + 1 : after], order) & mask
                op_index = 0
            elif sub == _DEFINE_FILE:
                stop = data.index(b"\0", pos + 1, after)
                directory, _ = _uleb(data, stop + 1)
                files.define(decode(data[pos + 1 : stop]), directory)
            pos = after
            continue
        elif opcode == _ADVANCE_PC:
            operations, pos = _uleb(data, pos)
            if max_ops == 1:
                address = (address + min_length * operations) & mask
            else:
                address, op_index = _vliw(address, op_index, operations, header, mask)
            continue
        elif opcode == _ADVANCE_LINE:
            delta, pos = _sleb(data, pos)
            line += delta
            continue
        elif opcode == _SET_FILE:
            file, pos = _uleb(data, pos)
            continue
        elif opcode == _SET_COLUMN:
            column, pos = _uleb(data, pos)
            continue
        elif opcode == _CONST_ADD_PC:
            if max_ops == 1:
                address = (address + min_length * const_advance) & mask
            else:
                address, op_index = _vliw(address, op_index, const_advance, header, mask)
            continue
        elif opcode == _FIXED_ADVANCE_PC:
            address = (address + int.from_bytes(data[pos : pos + 2], order)) & mask
            op_index = 0
            pos += 2
            continue
        else:
            # Flags (negate_stmt, basic_block, prologue_end, ...) and
            # opcodes this reader does not know: skip their operands.
            for _ in range(lengths[opcode - 1] if opcode - 1 < len(lengths) else 0):
                _, pos = _uleb(data, pos)
            continue
        # A row (a special opcode, DW_LNS_copy): the last row's range ends
        # here, unless it is at this very address (then this row replaces it).
        if address != row_address:
            if row_id and address > row_address >= 0:
                if len(ends) > first and ends[-1] == row_address and ids[-1] == row_id:
                    ends[-1] = address  # (the same location goes on)
                else:
                    starts.append(row_address)
                    ends.append(address)
                    ids.append(row_id)
                    unit_of.append(unit)
            row_address = address
        if line > 0:
            key = (file, line, column)
            row_id = keys.get(key) or _new_id(key, keys, files, table, locations)
        else:
            row_id = 0


def _append(table: LineTable, first: int, start: int, stop: int, ident: int, unit: int) -> None:
    """Add the range [start, stop) of location `ident`, or extend the last
    one (of this program: from `first` on) if it goes on with it."""
    ends, ids = table.ends, table.ids
    if len(ends) > first and ends[-1] == start and ids[-1] == ident:
        ends[-1] = stop
        return
    table.starts.append(start)
    ends.append(stop)
    ids.append(ident)
    table.unit_of.append(unit)


def _new_id(
    key: tuple[int, int, int],
    keys: dict[tuple[int, int, int], int],
    files: _Files,
    table: LineTable,
    locations: Locations,
) -> int:
    """The id of a location first met: its chain added to `table.chains`."""
    file, line, column = key
    frame = locations.frame(files.name(file), line, column)
    found = keys[key] = len(table.chains)
    table.chains.append(locations.chain([frame]))
    return found


def _vliw(address: int, op_index: int, operations: int, header: Any, mask: int) -> tuple[int, int]:
    """Address and op_index advanced by `operations` where an instruction
    holds several operations (VLIW targets; DWARF 5, 6.2.5.1)."""
    max_ops = header["maximum_operations_per_instruction"]
    total = op_index + operations
    address += header["minimum_instruction_length"] * (total // max_ops)
    return address & mask, total % max_ops


def _uleb(data: bytes, pos: int) -> tuple[int, int]:
    """The unsigned LEB128 at `pos` and the position after it."""
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7


def _sleb(data: bytes, pos: int) -> tuple[int, int]:
    """The signed LEB128 at `pos` and the position after it."""
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return (value - (1 << shift) if byte & 0x40 else value), pos
