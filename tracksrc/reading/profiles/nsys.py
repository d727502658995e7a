"""Nsight Systems' SQLite export (`nsys export --type sqlite`): the CUDA
kernels of a run.

`CUPTI_ACTIVITY_KIND_KERNEL` has one row per kernel execution: `start`
and `end` (ns), `gridX/Y/Z` (blocks: the workgroup count) and
`blockX/Y/Z`, and its names as ids into `StringIds(id, value)`:
`demangledName` (shown first), `shortName` and `mangledName` (kept as
further names). Copies and fills (`CUPTI_ACTIVITY_KIND_MEMCPY`, `_MEMSET`)
are device work but not kernels: counted in a note. The GPUs
(`TARGET_INFO_GPU.name`) are the profile's `source`.
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
    open_database,
    tables,
)

FORMAT = "Nsight Systems SQLite export"
KERNELS = "CUPTI_ACTIVITY_KIND_KERNEL"
# Tables only Nsight Systems' export has, to tell it from other databases.
MARKERS = (KERNELS, "StringIds", "TARGET_INFO_SESSION_START_TIME", "META_DATA_EXPORT")
_NAMES = ("demangledName", "shortName", "mangledName")
_NEEDED = ("start", "end", "demangledName", *(f"{a}{x}" for a in ("grid", "block") for x in "XYZ"))
_NOT_KERNELS = {
    "CUPTI_ACTIVITY_KIND_MEMCPY": ("copy", "copies"),
    "CUPTI_ACTIVITY_KIND_MEMSET": ("fill", "fills"),
}


def read_nsys(path: Path, name: str) -> KernelProfile:
    """The kernel executions of an Nsight Systems SQLite export."""
    with open_database(path, name, FORMAT) as connection:
        present = tables(connection)
        if KERNELS not in present:
            if not present & set(MARKERS):
                raise TracksrcError(
                    f"{name}: not an Nsight Systems export: no table {KERNELS} (nor StringIds)"
                )
            raise TracksrcError(
                f"{name}: no kernel: the export has no table {KERNELS} "
                "(was the run's CUDA traced? `nsys profile --trace=cuda`)"
            )
        have = columns(connection, KERNELS)
        missing = [column for column in _NEEDED if column not in have]
        if missing or "StringIds" not in present:
            raise TracksrcError(
                f"{name}: {KERNELS} has no column {', '.join(missing)}"
                if missing
                else f"{name}: the export has no table StringIds (its kernels' names)"
            )
        names = [column for column in _NAMES if column in have]
        profile = KernelProfile(str(path), FORMAT)
        _read_kernels(connection, name, names, profile)
        for table, what in _NOT_KERNELS.items():
            if table in present and (count := count_rows(connection, table)):
                profile.notes.append(
                    f"{fields.counted(count, *what)} ({table}) left out: device work, not kernels"
                )
        if "TARGET_INFO_GPU" in present and "name" in columns(connection, "TARGET_INFO_GPU"):
            gpus = [row[0] for row in connection.execute("SELECT name FROM TARGET_INFO_GPU")]
            profile.source = ", ".join(sorted({gpu for gpu in gpus if isinstance(gpu, str)}))
    return profile


def _read_kernels(
    connection: sqlite3.Connection, name: str, names: list[str], profile: KernelProfile
) -> None:
    # Each name id joined to its string (NULL where StringIds lacks it).
    joins = " ".join(
        f'LEFT JOIN StringIds AS s{i} ON s{i}.id = k."{column}"' for i, column in enumerate(names)
    )
    selected = ", ".join(f'k."{column}", s{i}.value' for i, column in enumerate(names))
    query = (
        'SELECT k.rowid, k.start, k."end", k.gridX, k.gridY, k.gridZ, '
        f"k.blockX, k.blockY, k.blockZ, {selected} FROM {KERNELS} AS k {joins}"
    )
    for row in connection.execute(query):
        where = f"{KERNELS} row {row[0]}"
        try:
            start = _integer("start", row[1])
            time = fields.span("end", start, _integer("end", row[2]))
            kernel_names = _names(names, row[9:])
        except fields.FieldError as exc:
            raise fields.row_error(name, where, exc.message) from None
        profile.runs.append(
            KernelRun.once(
                kernel_names,
                time,
                where,
                _extent(name, where, "grid", row[3:6]),
                _extent(name, where, "block", row[6:9]),
            )
        )


def _names(columns: list[str], values: tuple[Any, ...]) -> tuple[str, ...]:
    """The kernel's distinct names, from (id, string) pairs per column."""
    found: list[str] = []
    for i, column in enumerate(columns):
        string_id, value = values[2 * i], values[2 * i + 1]
        if string_id is None and column != "demangledName":
            continue
        if isinstance(string_id, str):
            value = string_id  # an export that wrote the name itself
        elif value is None:
            raise fields.FieldError(
                column, f"`{column}` is {string_id!r}, which no StringIds row has", "a string id"
            )
        if not isinstance(value, str):
            raise fields.FieldError(column, f"`{column}` is not text", "a name")
        if value and value not in found:
            found.append(value)
    if not found:
        raise fields.FieldError("demangledName", "the kernel has no name", "a name")
    return tuple(found)


def _integer(column: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise fields.FieldError(column, f"`{column}` is {fields.shown(value)}", "an integer")
    return value


def _extent(name: str, where: str, prefix: str, values: tuple[Any, ...]) -> Extent:
    try:
        x, y, z = (_integer(f"{prefix}{axis}", v) for axis, v in zip("XYZ", values, strict=True))
    except fields.FieldError as exc:
        raise fields.row_error(name, where, exc.message) from None
    return (x, y, z)
