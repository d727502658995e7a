"""The SQLite profiles: Nsight Systems' export (the real sample, checked
against sqlite3 queries) and rocpd (a database written here, in both
schema generations, from the real rocprofv3 kernel trace: no real rocpd
database exists to copy; tests/data/profiles/README.md)."""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from profile_samples import NSYS, TRACE_CSV, Expected, csv_rows, sqlite_rows

from tracksrc.errors import TracksrcError
from tracksrc.reading.profiles.formats import detect_format, read_profile


def test_nsys_kernels() -> None:
    profile = read_profile(NSYS)
    expected = Expected()
    query = (
        "SELECT s.value, k.start, k.end, k.gridX, k.gridY, k.gridZ FROM CUPTI_ACTIVITY_KIND_KERNEL k "
        "JOIN StringIds s ON s.id = k.demangledName"
    )
    for name, start, end, *grid in sqlite_rows(NSYS, query):
        expected.add(name, 1, end - start, tuple(grid))
    expected.check(profile)
    shorts = {
        row[0]
        for row in sqlite_rows(
            NSYS,
            "SELECT s.value FROM CUPTI_ACTIVITY_KIND_KERNEL k JOIN StringIds s ON s.id = k.shortName",
        )
    }
    assert shorts <= {name for run in profile.runs for name in run.names}
    (copies,) = sqlite_rows(NSYS, "SELECT COUNT(*) FROM CUPTI_ACTIVITY_KIND_MEMCPY")[0]
    assert (
        f"{copies} cop{'y' if copies == 1 else 'ies'} (CUPTI_ACTIVITY_KIND_MEMCPY) left out: device work, not kernels"
        in profile.notes
    )
    assert profile.source == sqlite_rows(NSYS, "SELECT name FROM TARGET_INFO_GPU")[0][0]


def test_sqlite_is_opened_read_only_whatever_its_path(tmp_path: Path) -> None:
    folder = tmp_path / "a dir?#%20&x"
    folder.mkdir()
    copy = folder / "report 1?.sqlite"
    shutil.copyfile(NSYS, copy)
    os.chmod(copy, 0o444)
    before = copy.read_bytes()
    assert read_profile(copy).executions == read_profile(NSYS).executions
    assert copy.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == [copy.name]


def test_a_sqlite_database_that_is_no_profile_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE people (name TEXT)")
    connection.commit()
    connection.close()
    with pytest.raises(TracksrcError, match="a SQLite database, but no profile"):
        read_profile(path)
    for kind in ("nsys-sqlite", "rocpd"):
        with pytest.raises(
            TracksrcError, match=f"not an? {'Nsight' if kind == 'nsys-sqlite' else 'rocpd'}"
        ):
            read_profile(path, kind)


def test_an_nsys_export_without_kernels_says_so(tmp_path: Path) -> None:
    path = tmp_path / "no_cuda.sqlite"
    shutil.copyfile(NSYS, path)
    connection = sqlite3.connect(path)
    connection.execute("DROP TABLE CUPTI_ACTIVITY_KIND_KERNEL")
    connection.commit()
    connection.close()
    with pytest.raises(TracksrcError, match="no kernel: the export has no table"):
        read_profile(path)


# -- rocpd ---------------------------------------------------------------

_UUID = "_0000a1b2_c3d4_4e5f_8a9b_0c1d2e3f4a5b"


def _rocpd(path: Path, inline_times: bool, views: bool = True) -> None:
    """A rocpd database holding the rows of the rocprofv3 kernel trace
    sample: UUID-suffixed tables, views without the suffix; times inline
    (`start`, `end`) or, in the older schema, `start_id`/`end_id` into
    `rocpd_timestamp`."""
    rows = csv_rows(TRACE_CSV)
    connection = sqlite3.connect(path)
    connection.execute(f"CREATE TABLE rocpd_string{_UUID} (id INTEGER PRIMARY KEY, string TEXT)")
    connection.execute(
        f"CREATE TABLE rocpd_info_kernel_symbol{_UUID} (id INTEGER PRIMARY KEY, guid TEXT, "
        "code_object_id INTEGER, kernel_name TEXT, display_name TEXT, sgpr_count INTEGER)"
    )
    times = "start BIGINT, end BIGINT" if inline_times else "start_id INTEGER, end_id INTEGER"
    connection.execute(
        f"CREATE TABLE rocpd_kernel_dispatch{_UUID} (id INTEGER PRIMARY KEY, guid TEXT, "
        f"agent_id INTEGER, kernel_id INTEGER, dispatch_id INTEGER, {times}, "
        "workgroup_size_x INTEGER, workgroup_size_y INTEGER, workgroup_size_z INTEGER, "
        "grid_size_x INTEGER, grid_size_y INTEGER, grid_size_z INTEGER)"
    )
    if not inline_times:
        connection.execute(
            f"CREATE TABLE rocpd_timestamp{_UUID} (id INTEGER PRIMARY KEY, value BIGINT)"
        )
    symbols: dict[str, int] = {}
    for number, row in enumerate(rows, 1):
        name = row["Kernel_Name"]
        if name not in symbols:
            symbols[name] = len(symbols) + 1
            connection.execute(
                f"INSERT INTO rocpd_info_kernel_symbol{_UUID} VALUES (?, 'g', 1, ?, ?, 0)",
                (symbols[name], name, name.split("(")[0]),
            )
        sizes = [int(row[f"{k}_Size_{a}"]) for k in ("Workgroup", "Grid") for a in "XYZ"]
        start, end = int(row["Start_Timestamp"]), int(row["End_Timestamp"])
        if not inline_times:
            for offset, value in enumerate((start, end)):
                connection.execute(
                    f"INSERT INTO rocpd_timestamp{_UUID} VALUES (?, ?)",
                    (2 * number + offset, value),
                )
            start, end = 2 * number, 2 * number + 1
        connection.execute(
            f"INSERT INTO rocpd_kernel_dispatch{_UUID} VALUES (?, 'g', 2, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (number, symbols[name], int(row["Dispatch_Id"]), start, end, *sizes),
        )
    if views:
        for base in ("rocpd_string", "rocpd_info_kernel_symbol", "rocpd_kernel_dispatch"):
            connection.execute(f"CREATE VIEW {base} AS SELECT * FROM {base}{_UUID}")
        if not inline_times:
            connection.execute(
                f"CREATE VIEW rocpd_timestamp AS SELECT * FROM rocpd_timestamp{_UUID}"
            )
    connection.commit()
    connection.close()


@pytest.mark.parametrize(
    "make",
    [
        lambda p: _rocpd(p, inline_times=True),
        lambda p: _rocpd(p, inline_times=False),
        lambda p: _rocpd(p, inline_times=True, views=False),
        lambda p: _rocpd(p, inline_times=False, views=False),
    ],
    ids=["start-end", "timestamp-ids", "no-views", "timestamp-ids-no-views"],
)
def test_rocpd_gives_the_kernels_of_the_csv(tmp_path: Path, make: Callable[[Path], None]) -> None:
    path = tmp_path / "results.db"
    make(path)
    assert detect_format(path) == "rocpd"
    profile = read_profile(path)
    csv_profile = read_profile(TRACE_CSV)
    assert [(r.name, r.count, r.total, r.grid, r.workgroup) for r in profile.runs] == [
        (r.name, r.count, r.total, r.grid, r.workgroup) for r in csv_profile.runs
    ]
    assert profile.grid_kind == csv_profile.grid_kind == "work-items"
    assert all(len(run.names) == 2 for run in profile.runs if "(" in run.name)


def test_rocpd_dispatch_of_an_unknown_kernel_is_an_error_naming_its_row(tmp_path: Path) -> None:
    path = tmp_path / "results.db"
    _rocpd(path, inline_times=True)
    connection = sqlite3.connect(path)
    connection.execute(f"UPDATE rocpd_kernel_dispatch{_UUID} SET kernel_id = 999 WHERE id = 7")
    connection.commit()
    connection.close()
    with pytest.raises(TracksrcError, match=r"rocpd_kernel_dispatch id 7: error: kernel_id 999"):
        read_profile(path)
