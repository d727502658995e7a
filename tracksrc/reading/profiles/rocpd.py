"""rocpd, the SQLite database rocprofv3 writes by default since ROCm 7:
the kernel dispatches of a run.

Its tables carry a UUID suffix (`rocpd_kernel_dispatch_<uuid>`,
`rocpd_info_kernel_symbol_<uuid>`), with views of the same name without
it. The views are read where they exist, else each suffixed dispatch table
with the symbol table of the same suffix. A dispatch row names its kernel
by `kernel_id`, the `id` of a row of `rocpd_info_kernel_symbol`, whose
`kernel_name` (else `display_name`) is the kernel's name (the other kept
as a further name); `grid_size_x/y/z` (work-items) and
`workgroup_size_x/y/z`. Two generations of the schema give the time: the
dispatch row's own `start` and `end` (ns), or, in the older, `start_id`
and `end_id` into `rocpd_timestamp(id, value)`. Which columns exist is
asked (`PRAGMA table_info`), not assumed. Memory copies
(`rocpd_memory_copy`) are device work but not kernels: counted in a note.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from tracksrc.errors import TracksrcError
from tracksrc.reading.profiles import fields
from tracksrc.reading.profiles.kernels import Extent, KernelProfile, KernelRun
from tracksrc.reading.profiles.sqlite_files import (
    columns,
    count_rows,
    identifier,
    open_database,
    tables,
)
from tracksrc.safe_text import visible_line

FORMAT = "rocpd SQLite database"
DISPATCH = "rocpd_kernel_dispatch"
SYMBOL = "rocpd_info_kernel_symbol"
TIMESTAMP = "rocpd_timestamp"
COPIES = "rocpd_memory_copy"
_AXES = ("x", "y", "z")


def read_rocpd(path: Path, name: str) -> KernelProfile:
    """The kernel dispatches of a rocpd database (see the module docstring)."""
    with open_database(path, name, FORMAT) as connection:
        present = tables(connection)
        pairs = _sources(name, present)
        profile = KernelProfile(str(path), FORMAT, grid_kind="work-items")
        for dispatch_table, symbol_table in pairs:
            symbols = _symbols(connection, name, symbol_table)
            _read_dispatches(connection, name, dispatch_table, symbols, present, profile)
        copies = _matching(present, COPIES)
        count = sum(count_rows(connection, table) for table in copies)
        if count:
            profile.notes.append(
                f"{fields.counted(count, 'memory copy', 'memory copies')} ({COPIES}) "
                "left out: device work, not kernels"
            )
    return profile


def _matching(present: set[str], base: str) -> list[str]:
    """The view `base` if the database has it, else its suffixed tables."""
    if base in present:
        return [base]
    return sorted(table for table in present if table.startswith(base + "_"))


def _sources(name: str, present: set[str]) -> list[tuple[str, str]]:
    """(dispatch table, symbol table) pairs to read."""
    if DISPATCH in present:
        if SYMBOL not in present:
            raise TracksrcError(f"{name}: the rocpd database has {DISPATCH} but no {SYMBOL}")
        return [(DISPATCH, SYMBOL)]
    pairs = []
    for table in _matching(present, DISPATCH):
        suffix = table[len(DISPATCH) :]
        if SYMBOL + suffix not in present:
            raise TracksrcError(f"{name}: {visible_line(table)} has no {SYMBOL}{suffix} beside it")
        pairs.append((table, SYMBOL + suffix))
    if not pairs:
        if any(table.startswith("rocpd_") for table in present):
            raise TracksrcError(
                f"{name}: no kernel: the rocpd database has no {DISPATCH} table "
                "(was kernel tracing on? `rocprofv3 --kernel-trace`)"
            )
        raise TracksrcError(f"{name}: not a rocpd database: no table {DISPATCH}")
    return pairs


def _symbols(connection: sqlite3.Connection, name: str, table: str) -> dict[int, tuple[str, ...]]:
    """Kernel symbol id -> the kernel's names."""
    have = columns(connection, table)
    key = "id" if "id" in have else "kernel_id" if "kernel_id" in have else None
    named = [column for column in ("kernel_name", "display_name") if column in have]
    if key is None or not named:
        raise TracksrcError(
            f"{name}: {visible_line(table)} has no {'id' if key is None else 'kernel_name'} column"
        )
    symbols: dict[int, tuple[str, ...]] = {}
    query = f"SELECT {key}, {', '.join(named)} FROM {identifier(table)}"
    for row in connection.execute(query):
        names = tuple(dict.fromkeys(v for v in row[1:] if isinstance(v, str) and v))
        if isinstance(row[0], int) and names:
            symbols[row[0]] = names
    return symbols


def _read_dispatches(
    connection: sqlite3.Connection,
    name: str,
    table: str,
    symbols: dict[int, tuple[str, ...]],
    present: set[str],
    profile: KernelProfile,
) -> None:
    have = columns(connection, table)
    if "kernel_id" not in have:
        raise TracksrcError(f"{name}: {visible_line(table)} has no kernel_id column")
    if "start" in have and "end" in have:
        times, joins = 'd.start, d."end"', ""
    elif "start_id" in have and "end_id" in have:
        stamps = _matching(present, TIMESTAMP)
        if len(stamps) != 1 or not {"id", "value"} <= set(columns(connection, stamps[0])):
            raise TracksrcError(
                f"{name}: {visible_line(table)} gives start_id and end_id, but the database has no "
                f"{TIMESTAMP}(id, value) table they point into"
            )
        stamp = identifier(stamps[0])
        times = "b.value, e.value"
        joins = (
            f"LEFT JOIN {stamp} AS b ON b.id = d.start_id LEFT JOIN {stamp} AS e ON e.id = d.end_id"
        )
    else:
        raise TracksrcError(
            f"{name}: {visible_line(table)} has neither start and end nor start_id and end_id"
        )
    extents = [f"{kind}_size_{axis}" for kind in ("grid", "workgroup") for axis in _AXES]
    sized = all(column in have for column in extents)
    selected = ", ".join(f"d.{column}" for column in extents) if sized else "NULL"
    row_id = "d.id" if "id" in have else "NULL"
    query = (
        f"SELECT {row_id}, d.kernel_id, {times}, {selected} FROM {identifier(table)} AS d {joins}"
    )
    for number, row in enumerate(connection.execute(query), 1):
        where = f"{table} id {row[0]}" if row[0] is not None else f"{table} row {number}"
        try:
            kernel = _integer("kernel_id", row[1])
            names = symbols.get(kernel)
            if names is None:
                raise fields.FieldError(
                    "kernel_id", f"kernel_id {kernel} names no row of {SYMBOL}", "a kernel id"
                )
            time = fields.span("end", _integer("start", row[2]), _integer("end", row[3]))
            grid = _extent(row[4:7]) if sized else None
            workgroup = _extent(row[7:10]) if sized else None
        except fields.FieldError as exc:
            raise fields.row_error(name, where, exc.message) from None
        profile.runs.append(KernelRun(names, 1, time, time, time, where, grid, workgroup))


def _integer(column: str, value: Any) -> int:
    if value is None:
        raise fields.FieldError(column, f"`{column}` is missing (NULL)", "an integer")
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise fields.FieldError(column, f"`{column}` is {fields.shown(value)}", "an integer")
    return value


def _extent(values: tuple[Any, ...]) -> Extent:
    x, y, z = (_integer(f"size_{axis}", value) for axis, value in zip(_AXES, values, strict=True))
    return (x, y, z)
