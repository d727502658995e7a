"""Profiles that are SQLite databases (Nsight Systems' export, rocpd),
opened read-only and asked only what is there.

The file is checked to be a regular file holding a SQLite database (its
16-byte header) before SQLite opens it, and is opened read-only through a
URI (`mode=ro`: nothing is written beside it, not even a journal). Which
tables and columns exist is asked (`sqlite_master`, `PRAGMA table_info`)
rather than assumed, since both tools' schemas change between releases.
Any error of SQLite's (a damaged file, a table whose rows are not what its
schema says) is an error naming the file, never a traceback.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import check_regular_file
from tracksrc.reading.profiles.documents import is_compressed
from tracksrc.safe_text import visible_line

MAGIC = b"SQLite format 3\x00"


@contextmanager
def open_database(path: Path, name: str, what: str) -> Iterator[sqlite3.Connection]:
    """The database at `path`, open read-only (`what` names the format in
    errors); SQLite's errors while it is used become `TracksrcError`s."""
    check_regular_file(path, "profile")
    if is_compressed(path):
        raise TracksrcError(
            f"{name}: a {what} is read by SQLite, which reads no {path.suffix} file: "
            "decompress it first"
        )
    try:
        with path.open("rb") as handle:
            magic = handle.read(len(MAGIC))
    except OSError as exc:
        raise TracksrcError(f"{name}: cannot read: {exc.strerror or exc}") from None
    if magic != MAGIC:
        raise TracksrcError(
            f"{name}: not a {what}: not a SQLite database (its first bytes are not "
            "`SQLite format 3`)"
        )
    uri = f"file:{quote(str(path.resolve()))}?mode=ro"
    try:
        connection = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        raise TracksrcError(f"{name}: cannot open the {what}: {exc}") from None
    try:
        yield connection
    except sqlite3.Error as exc:
        raise TracksrcError(
            f"{name}: cannot read the {what}: SQLite: {visible_line(str(exc))} "
            "(a damaged or partial file?)"
        ) from None
    finally:
        connection.close()


def tables(connection: sqlite3.Connection) -> set[str]:
    """The names of the database's tables and views."""
    return {
        row[0]
        for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')"
        )
        if isinstance(row[0], str)
    }


def columns(connection: sqlite3.Connection, table: str) -> list[str]:
    """The columns of `table` (a table or a view), as SQLite reports them."""
    return [row[1] for row in connection.execute(f"PRAGMA table_info({identifier(table)})")]


def identifier(name: str) -> str:
    """`name` quoted as an SQL identifier (names come from the file)."""
    return '"' + name.replace('"', '""') + '"'


def count_rows(connection: sqlite3.Connection, table: str) -> int:
    """How many rows `table` has."""
    row = connection.execute(f"SELECT COUNT(*) FROM {identifier(table)}").fetchone()
    return int(row[0]) if row else 0
