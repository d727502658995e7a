"""A store packed for a capture bundle (its image), and the store made of
it again where the bundle is opened.

A stream's store is mostly what is worked out from the stream once and read
by range: numbers, which compress well, beside each row's check (an 8-byte
sum no compressor shrinks: `row_checks`) and indexes that repeat the
numbers. On the densenet capture the store was 46 MB, 17.7 MB compressed
whole, beside a 12 MB stream. The image leaves out what can be worked out
again where it is opened:

- the rows' checks (kept as 0): damage to the image is found by zstd's
  checksum of its frame instead, and the checks are worked out again from
  the rows as they were received;
- the indexes, kept as their `CREATE INDEX` statements, each checked to be
  one before it is run (a statement received from elsewhere is never run
  as it comes).

It is one zstd frame (level 9, with a checksum) of a
SQLite file with no write-ahead log. Where the bundle is opened, the image
is unpacked into tracksrc's cache (`<cache>/bundles/`, named by the
image's digest, so that a changed image is unpacked anew), its checks and
indexes made again, and that store used: a bundle moved to another
machine opens warm. Unpacking is whole or not at all (a `.part` file
renamed at the end); an image that cannot be unpacked is reported, and the
stream's store is built from the stream as for any stream.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from pathlib import Path

import zstandard

from tracksrc.output_files import output_stream
from tracksrc.pipeline.streams.storage.database import made_whole, unpacked_path
from tracksrc.pipeline.streams.storage.row_checks import row_check

logger = logging.getLogger("tracksrc.pipeline.streams.storage.store_image")

# (Level 9 with an 8 MB window: long-distance matching and wider windows
# gain nothing on a store, and cost the capture memory.)
_PARAMETERS = zstandard.ZstdCompressionParameters.from_level(
    9, window_log=23, write_checksum=True, write_content_size=True
)
# The table holding the indexes' statements inside an image.
_INDEXES = "image_indexes"
_CHECK = "row_check"
_NAME = r"[A-Za-z_][A-Za-z0-9_]*"
# The one form of statement an image may ask to run.
_INDEX_STATEMENT = re.compile(
    rf"CREATE INDEX IF NOT EXISTS ({_NAME}) ON ({_NAME}) \(({_NAME}(?:, {_NAME})*)\)"
)
# An image is unpacked up to this many times its size (a store compresses
# 3 to 8 times): past it, it is no image of a store.
_MOST_EXPANSION = 64
_READ = 1 << 20


class ImageError(ValueError):
    """An image that cannot be unpacked into a store."""


def write_image(store: Path, image: Path) -> int:
    """Pack the store file `store` (closed, its log checkpointed) into
    `image` (whole or not at all); its size in bytes."""
    copy = image.with_name(image.name + ".store.part")
    try:
        copy.unlink(missing_ok=True)
        source = sqlite3.connect(store)
        try:
            source.execute("VACUUM INTO ?", (str(copy),))
        finally:
            source.close()
        _strip(copy)
        with copy.open("rb") as reading, output_stream(image) as writing:
            zstandard.ZstdCompressor(compression_params=_PARAMETERS).copy_stream(
                reading, writing, size=copy.stat().st_size
            )
    finally:
        copy.unlink(missing_ok=True)
    return image.stat().st_size


def settled(store: Path) -> bool:
    """Whether the store file `store` holds all it was written: its
    write-ahead log moved into it and gone (False while another
    connection holds it open)."""
    db = sqlite3.connect(store)
    try:
        mode = db.execute("PRAGMA journal_mode=DELETE").fetchone()
    except sqlite3.OperationalError:
        return False
    finally:
        db.close()
    return mode is not None and mode[0] == "delete"


def _strip(copy: Path) -> None:
    """Leave out of the copy what is worked out again (module docstring)."""
    db = sqlite3.connect(copy)
    try:
        statements = [
            sql
            for (sql,) in db.execute(
                "SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
            )
        ]
        db.execute(f"CREATE TABLE {_INDEXES} (statement TEXT NOT NULL)")
        for statement in statements:
            stated = _stated(statement)
            db.execute(f"INSERT INTO {_INDEXES} VALUES (?)", (stated,))
            db.execute(f"DROP INDEX {_index_name(stated)}")
        for table, _ in _checked_tables(db):
            db.execute(f"UPDATE {table} SET {_CHECK} = 0")
        db.commit()
        db.execute("VACUUM")
    finally:
        db.close()


def _stated(statement: str) -> str:
    """An index's statement as SQLite keeps it, in the form images hold
    (`IF NOT EXISTS`, as tracksrc's modules write it)."""
    text = " ".join(statement.split())
    text = re.sub(r"^CREATE INDEX (?!IF NOT EXISTS )", "CREATE INDEX IF NOT EXISTS ", text)
    _index_name(text)
    return text


def _index_name(statement: str) -> str:
    """The index a statement creates (`ImageError` for a statement that is
    not one creating an index)."""
    found = _INDEX_STATEMENT.fullmatch(statement)
    if found is None:
        raise ImageError(f"a statement that is not an index's: {statement!r:.200}")
    return found[1]


def _checked_tables(db: sqlite3.Connection) -> list[tuple[str, list[str]]]:
    """The tables with a row check, and their columns before it (names
    checked to be plain)."""
    found = []
    for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
        if not re.fullmatch(_NAME, table):
            raise ImageError(f"a table named {table!r}")
        columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
        if _CHECK in columns:
            if columns[-1] != _CHECK or not all(re.fullmatch(_NAME, c) for c in columns):
                raise ImageError(f"table {table}: its check is not its last plain column")
            found.append((table, columns[:-1]))
    return found


def image_store_path(image: Path, cache_dir: Path, name: str) -> Path:
    """Where the store of `image` lives in `cache_dir`; `name` (the
    bundle's) begins its file name."""
    return unpacked_path(image, cache_dir, name, ".sqlite3")


def unpacked_store(image: Path, cache_dir: Path, name: str) -> Path:
    """The store made of `image` in `cache_dir` (`image_store_path`,
    unpacked now if it is not there yet). An image that cannot be unpacked
    is reported; the path is given all the same, and the store made there
    is built from the stream."""
    target = image_store_path(image, cache_dir, name)
    if target.exists():
        return target
    try:
        with made_whole(target) as part:
            _unpack(image, part)
    except (ImageError, zstandard.ZstdError, sqlite3.DatabaseError, OSError) as exc:
        logger.warning(
            "the store image %s could not be unpacked (%s); the store is built from the stream",
            image,
            exc,
        )
    return target


def _unpack(image: Path, part: Path) -> None:
    limit = image.stat().st_size * _MOST_EXPANSION
    written = 0
    with image.open("rb") as reading, part.open("wb") as writing:
        reader = zstandard.ZstdDecompressor().stream_reader(reading)
        while block := reader.read(_READ):
            written += len(block)
            if written > limit:
                raise ImageError(f"it unpacks to more than {limit:,} bytes")
            writing.write(block)
    db = sqlite3.connect(part)
    try:
        db.execute("PRAGMA trusted_schema=OFF")
        quick = db.execute("PRAGMA quick_check(1)").fetchone()
        if quick is None or quick[0] != "ok":
            raise ImageError(f"not a whole database ({quick[0] if quick else '?'})")
        # (Tables alone: a trigger or view received would run or answer
        # with SQL of its own.)
        kinds = {kind for (kind,) in db.execute("SELECT DISTINCT type FROM sqlite_master")}
        if kinds - {"table", "index"}:
            raise ImageError(f"it holds a {sorted(kinds - {'table', 'index'})[0]}")
        statements = [row[0] for row in db.execute(f"SELECT statement FROM {_INDEXES}")]
        for statement in statements:
            if not isinstance(statement, str):
                raise ImageError("an index statement that is not text")
            _index_name(statement)
        db.create_function(
            "tracksrc_row_check", -1, lambda *values: row_check(values), deterministic=True
        )
        for table, columns in _checked_tables(db):
            db.execute(f"UPDATE {table} SET {_CHECK} = tracksrc_row_check({', '.join(columns)})")
        db.execute(f"DROP TABLE {_INDEXES}")
        for statement in statements:
            db.execute(statement)
        db.commit()
    finally:
        db.close()
