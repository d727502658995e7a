"""The SQLite file that holds what tracksrc worked out about one stream: its
store.

Each pipeline (a stream, a tree-dir folder, a list of files) has one file,
`<cache>/streams/<name>-<hash of the resolved paths>.sqlite3` (or, without
a cache, a temporary database that lives as long as the pipeline: SQLite
keeps it in memory up to its page cache and moves the rest to an unnamed
temporary file, so that the texts kept of a compressed stream of gigabytes
do not stay in memory). Every
room of the pipeline layer keeps its tables there: the stages found (this
room), the texts kept of compressed files, and the query store's tables
(`tracksrc.pipeline.store`). A table set is written in one transaction and
marked complete in `meta` when done, so a store read back is whole or
rebuilt; a file that is not a readable SQLite database, or of another
version, is moved aside and started again. Nothing is pickled: a store
received from elsewhere can at worst hold wrong figures, never code; what
is read back is checked (`StoreError` for anything inconsistent, which
makes its part be rebuilt).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import shutil
import sqlite3
import struct
import sys
from array import array
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import zstandard

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.storage.row_checks import StoreError, checked, with_check

logger = logging.getLogger("tracksrc.pipeline.streams.storage.database")

# Bump when any table's layout or meaning changes: a store of another
# version is started again.
STORE_VERSION = 3

_META = (
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL, "
    "row_check INTEGER NOT NULL)"
)
_TEXTS = "CREATE TABLE IF NOT EXISTS texts (key BLOB PRIMARY KEY, data BLOB NOT NULL)"
_ARRAYS = "CREATE TABLE IF NOT EXISTS arrays (key TEXT PRIMARY KEY, data BLOB NOT NULL)"
# (TSA3: a checksum follows the magic. A page that passes SQLite's quick
# check can still hold a damaged value: read back, every array is checked
# whole, and damage sets the store aside as a failed quick check does. The
# body is zstd at level 1: a ROCm stream's replay and stacks, 20 MB as
# they are, are 2.4 MB so, for ~50 ms to write and ~20 ms to read.)
_ARRAYS_MAGIC = b"TSA3"
_CHECKSUM = 16
# SQLite's name for a private temporary database: in its page cache, the
# rest in a file deleted when it is closed (":memory:" would hold it all).
_TEMPORARY = ""


def remove_links(*paths: Path) -> None:
    """Remove the symlinks among `paths` (files and folders of tracksrc's
    cache, and a database's `-wal`, `-shm` and `-journal` beside it), with
    a warning: the cache never writes through a link planted in it."""
    for path in paths:
        for each in (path, *(path.with_name(path.name + end) for end in _SIDE_FILES)):
            if each.is_symlink():
                logger.warning(
                    "cache: %s is a link (to %s): removed; the cache never writes through links",
                    each,
                    os.readlink(each),
                )
                each.unlink()


# The files SQLite keeps beside a database.
_SIDE_FILES = ("-wal", "-shm", "-journal")


def damaged_midway(store: StreamStore, problem: StoreError) -> TracksrcError:
    """The error ending a command that found `store` damaged after using
    what it read of it (too late to answer from a new one): the store is
    set aside, and the command run again builds it anew (in a shell or a
    server too: what was worked out of it is worked out again)."""
    store.rebuild(problem)
    return TracksrcError(
        f"tracksrc: error: the store of this pipeline is damaged ({problem}); it was set "
        "aside: run the command again"
    )


def _kept_text(data: bytes) -> str:
    """A TEXT value read back: UTF-8, else a `StoreError`."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise StoreError(f"a text that is not UTF-8 ({exc.reason} at byte {exc.start})") from None


def store_path(paths: Sequence[Path], cache_dir: Path) -> Path:
    """Where the store of a pipeline made of `paths` lives in `cache_dir`:
    named after the first path, keyed by all of them resolved."""
    hasher = hashlib.blake2b(digest_size=10)
    for path in paths:
        hasher.update(str(path.resolve()).encode("utf-8", errors="surrogatepass") + b"\0")
    return cache_dir / "streams" / f"{_stem(paths[0].name)}-{hasher.hexdigest()}.sqlite3"


def unpacked_path(packed: Path, cache_dir: Path, name: str, suffix: str) -> Path:
    """Where what a capture bundle named `name` holds packed in the file
    `packed` is unpacked in `cache_dir`: named after the bundle, keyed by
    the packed file's bytes (a changed file is unpacked anew)."""
    hasher = hashlib.blake2b(digest_size=10)
    with packed.open("rb") as reading:
        while block := reading.read(1 << 20):
            hasher.update(block)
    return cache_dir / "bundles" / f"{_stem(name)}-{hasher.hexdigest()}{suffix}"


@contextmanager
def made_whole(target: Path) -> Iterator[Path]:
    """A path beside `target` in tracksrc's cache to make it at (a file or
    a folder, made by the block), renamed to `target` when the block ends
    without an error, removed whatever happens: what is unpacked into the
    cache is there whole or not at all, links planted there aside."""
    remove_links(target.parent)
    target.parent.mkdir(parents=True, exist_ok=True)
    part = target.with_name(f"{target.name}.{os.getpid()}.part")
    _remove(part)
    try:
        yield part
        remove_links(target)
        os.replace(part, target)
    finally:
        _remove(part)


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        with contextlib.suppress(OSError):
            path.unlink()


def _stem(name: str) -> str:
    """`name` as a file name of the cache may begin."""
    return "".join(c if c.isalnum() or c in "._-" else "_" for c in name)[:60]


class StreamStore:
    """One pipeline's store (see the module docstring): a file, or a
    temporary database when `path` is None."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._connection: sqlite3.Connection | None = None
        # Counts the rebuilds: what a process worked out from the store
        # (a tracker, a query store) is worked out again when it changes.
        self.generation = 0

    def __repr__(self) -> str:
        return f"<StreamStore {self.path or 'temporary'}>"

    @property
    def connection(self) -> sqlite3.Connection:
        """The open database (opened, checked and set up on first use)."""
        if self._connection is None:
            self._connection = self._open()
        return self._connection

    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return self._setup(sqlite3.connect(_TEMPORARY))
        try:
            remove_links(self.path.parent)
            self.path.parent.mkdir(parents=True, exist_ok=True)
            remove_links(self.path)
            return self._setup(sqlite3.connect(self.path, timeout=60))
        except (OSError, sqlite3.OperationalError) as exc:
            # Cannot open or use the file (an unwritable folder, a lock held
            # too long): nothing says it is damaged, so leave it be.
            logger.warning("store %s unusable (%s); working without it", self.path, exc)
            self.path = None
            return self._setup(sqlite3.connect(_TEMPORARY))
        except (sqlite3.DatabaseError, StoreError) as exc:
            self._set_aside(exc)
            return self._setup(sqlite3.connect(self.path, timeout=60))

    def _setup(self, connection: sqlite3.Connection) -> sqlite3.Connection:
        # tracksrc keeps only UTF-8 text: a byte that is not is damage, and
        # sets the store aside as other damage does (SQLite's own error
        # would end every command on the stream as an internal error).
        connection.text_factory = _kept_text
        try:
            connection.execute(
                "PRAGMA journal_mode=WAL" if self.path else "PRAGMA journal_mode=OFF"
            )
            connection.execute("PRAGMA synchronous=NORMAL")
            connection.execute(_META)
            connection.execute(_TEXTS)
            connection.execute(_ARRAYS)
            found = connection.execute("SELECT value FROM meta WHERE key = 'version'").fetchone()
            if found is None:
                connection.execute(
                    "INSERT INTO meta VALUES (?, ?, ?)", with_check(("version", str(STORE_VERSION)))
                )
                connection.commit()
            elif found[0] != str(STORE_VERSION):
                connection.close()
                raise StoreError(f"a store of version {found[0]}, not {STORE_VERSION}")
            # A damaged page is reported as a row, not raised.
            quick = connection.execute("PRAGMA quick_check(1)").fetchone()
            if quick is None or quick[0] != "ok":
                connection.close()
                raise StoreError(f"the database is damaged ({quick[0] if quick else '?'})")
            # (A few short rows, read by many rooms: checked once, here.)
            try:
                checked(connection.execute("SELECT * FROM meta"), "store's marks")
            except StoreError:
                connection.close()
                raise
        except sqlite3.DatabaseError:
            connection.close()
            raise
        return connection

    def forget_derived(self, db: sqlite3.Connection) -> None:
        """Drop, inside the transaction `db`, everything worked out from the
        stages of an earlier scan (the tracker's and the query store's
        arrays, their marks in `meta`): a stream rewritten in place keeps
        its store's name, and a table of its old stages must not answer for
        its new ones. The texts kept, keyed by their digest, stay."""
        db.execute("DELETE FROM arrays")
        db.execute("DELETE FROM meta WHERE key != 'version'")

    def _set_aside(self, problem: Exception) -> None:
        """Move a store that cannot be used out of the way (kept for
        inspection) and start a new one."""
        assert self.path is not None
        aside = self.path.with_suffix(".unusable")
        for suffix in ("", "-wal", "-shm"):
            source = Path(str(self.path) + suffix)
            if source.exists():
                os.replace(source, Path(str(aside) + suffix))
        logger.warning("store %s was unusable (%s); moved to %s", self.path, problem, aside)

    def rebuild(self, problem: Exception) -> None:
        """Start the store again after what it held proved inconsistent
        (`StoreError`): once, with a warning naming the problem."""
        self.close()
        self.generation += 1
        if self.path is None:
            return
        self._set_aside(problem)

    def close(self) -> None:
        """Close the database."""
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A transaction: committed when the block ends, rolled back when it
        raises (an interrupted command leaves nothing half-written)."""
        connection = self.connection
        try:
            yield connection
        except BaseException:
            connection.rollback()
            raise
        connection.commit()

    # -- meta ----------------------------------------------------------------

    def get_meta(self, key: str) -> object | None:
        """The JSON value kept under `key`, or None."""
        row = self.connection.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        if row is None:
            return None
        try:
            return json.loads(row[0])
        except json.JSONDecodeError as exc:
            raise StoreError(f"meta {key!r} is not JSON ({exc})") from None

    def set_meta(self, key: str, value: object) -> None:
        """Keep `value` (JSON) under `key` (in the current transaction)."""
        self.connection.execute(
            "INSERT OR REPLACE INTO meta VALUES (?, ?, ?)",
            with_check((key, json.dumps(value, sort_keys=True))),
        )

    # -- kept texts (`tracksrc.pipeline.streams.storage.kept_texts.TextShelf`) --------

    def put_text(self, key: bytes, data: bytes) -> None:
        """Keep `data` under `key`."""
        self.connection.execute("INSERT OR IGNORE INTO texts VALUES (?, ?)", (key, data))

    def get_text(self, key: bytes) -> bytes | None:
        """The data kept under `key`."""
        row = self.connection.execute("SELECT data FROM texts WHERE key = ?", (key,)).fetchone()
        return None if row is None else bytes(row[0])

    def has_text(self, key: bytes) -> bool:
        """True if `key` is kept."""
        row = self.connection.execute("SELECT 1 FROM texts WHERE key = ?", (key,)).fetchone()
        return row is not None

    # -- arrays of integers, by key -------------------------------------------

    def put_arrays(self, key: str, arrays: dict[str, array[int]], header: object = None) -> None:
        """Keep named integer arrays (and a JSON `header`) under `key`, as
        raw little-endian 64-bit integers behind a JSON header: read back
        with `get_arrays`, nothing to unpickle."""
        # (An array of 64-bit integers already is written as it is, not
        # copied: the replay's arrays of a GPU stream are tens of MB.)
        columns = {
            name: _little_endian(values if values.typecode == "q" else array("q", values))
            for name, values in arrays.items()
        }
        head = json.dumps(
            {"lengths": {name: len(values) for name, values in columns.items()}, "header": header},
            separators=(",", ":"),
        ).encode()
        parts: list[bytes | memoryview] = [struct.pack("<I", len(head)), head]
        parts.extend(memoryview(values) for values in columns.values())
        body = zstandard.ZstdCompressor(level=1).compress(b"".join(parts))
        checksum = hashlib.blake2b(body, digest_size=_CHECKSUM).digest()
        self.connection.execute(
            "INSERT OR REPLACE INTO arrays VALUES (?, ?)", (key, _ARRAYS_MAGIC + checksum + body)
        )

    def get_arrays(self, key: str) -> tuple[dict[str, array[int]], object] | None:
        """What `put_arrays` kept under `key` (the arrays and the header), or
        None; StoreError if it is not whole."""
        row = self.connection.execute("SELECT data FROM arrays WHERE key = ?", (key,)).fetchone()
        if row is None:
            return None
        whole = bytes(row[0])
        try:
            if whole[:4] != _ARRAYS_MAGIC:
                raise ValueError("not arrays of this version")
            packed = whole[4 + _CHECKSUM :]
            if hashlib.blake2b(packed, digest_size=_CHECKSUM).digest() != whole[4 : 4 + _CHECKSUM]:
                raise ValueError("damaged: their checksum does not match")
            data = zstandard.ZstdDecompressor().decompress(packed)
            (length,) = struct.unpack_from("<I", data, 0)
            head = json.loads(data[4 : 4 + length])
            offset = 4 + length
            found: dict[str, array[int]] = {}
            for name, count in head["lengths"].items():
                values = array("q")
                values.frombytes(data[offset : offset + 8 * count])
                if len(values) != count:
                    raise ValueError(f"{name} cut short")
                found[name] = _little_endian(values)
                offset += 8 * count
            if offset != len(data):
                raise ValueError("trailing bytes")
            return found, head.get("header")
        except (
            ValueError,
            KeyError,
            TypeError,
            AttributeError,
            struct.error,
            zstandard.ZstdError,
        ) as exc:
            raise StoreError(f"arrays {key!r} are unreadable ({exc})") from None


def _little_endian(values: array[int]) -> array[int]:
    if sys.byteorder == "little":
        return values
    swapped = array(values.typecode, values)
    swapped.byteswap()
    return swapped
