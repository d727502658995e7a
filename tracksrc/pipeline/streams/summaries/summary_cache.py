"""The persistent on-disk cache of stage summaries, keyed by content.

One SQLite file (`summaries.sqlite3` in `$TRACKSRC_CACHE_DIR`, else
`$XDG_CACHE_HOME/tracksrc`, else `~/.cache/tracksrc`) maps the hash of a
stage's text to its `StageSummary` (`to_bytes`) with a checksum of the key
and the data together (an entry copied under another key fails it), keyed
by the cache's own secret (`secret.key` beside it, readable by its owner
only): a row written by anyone without the secret fails it.
Keys are content hashes, not file names or times: a changed stream simply
has other keys, and identical stages of two runs share one entry. An entry
that fails its checksum, does not decode as a summary of this version or
holds values no summary can (`summary_checks`) is dropped and rebuilt, with
one warning; entries of other versions (made by other rules: another
tracksrc) are dropped when this one first writes, so the file does not grow
with every upgrade; a file that is not a readable SQLite database, or one found
damaged while read, is moved aside and replaced. Nothing is pickled: a
cache file received from elsewhere can at worst hold wrong summaries, never
code.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import secrets
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TypeVar

from tracksrc.output_files import protect_folder
from tracksrc.pipeline.streams.storage.database import remove_links
from tracksrc.pipeline.streams.summaries.summary import SUMMARY_VERSION, SharedParts, StageSummary

logger = logging.getLogger("tracksrc.pipeline.streams.summaries.summary_cache")

_T = TypeVar("_T")
_SECRET_BYTES = 32

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS summaries ("
    "digest BLOB NOT NULL, version INTEGER NOT NULL, checksum BLOB NOT NULL, "
    "data BLOB NOT NULL, PRIMARY KEY (digest, version))"
)


def default_cache_dir() -> Path:
    """Where the cache lives unless told otherwise."""
    configured = os.environ.get("TRACKSRC_CACHE_DIR")
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME")
    return (Path(base) if base else Path.home() / ".cache") / "tracksrc"


def encode_summary(summary: StageSummary) -> bytes:
    """A summary as the cache stores it: its bytes, uncompressed (reading
    them back is what a second open waits for; compression saved disk but
    cost a fifth of that time)."""
    return summary.to_bytes()


def decode_summary(
    data: bytes, built_here: bool = False, shared: SharedParts | None = None
) -> StageSummary:
    """The inverse of `encode_summary` (ValueError if it is not one).
    Bytes read back are checked value by value (`summary_checks`); those a
    worker of this run has just built (`built_here`) are not. Parts equal
    to those of the summaries decoded with `shared` are shared."""
    return StageSummary.from_bytes(data, checked=not built_here, shared=shared)


def entry_checksum(
    secret: bytes, digest: bytes, data: bytes, version: int = SUMMARY_VERSION
) -> bytes:
    """The checksum the cache keeps beside an entry: keyed by the cache's
    `secret`, of the entry's key (the stage's digest and the summary
    version) and its data."""
    hasher = hmac.new(secret, digestmod=hashlib.sha256)
    hasher.update(len(digest).to_bytes(4, "little") + digest)
    hasher.update(version.to_bytes(8, "little"))
    hasher.update(data)
    return hasher.digest()[:16]


def cache_secret(directory: Path) -> bytes:
    """The secret of the cache in `directory` (made on first use, readable
    by its owner only). Entries are checksummed with it, so that entries
    written by anyone without it (a cache file received from elsewhere, a
    forged row) fail their checksum and are rebuilt."""
    path = directory / "secret.key"
    for _ in range(2):
        try:
            secret = path.read_bytes()
        except FileNotFoundError:
            secret = b""
        if len(secret) == _SECRET_BYTES:
            return secret
        made = secrets.token_bytes(_SECRET_BYTES)
        if secret:
            # Damaged: replaced (the entries it signed are then rebuilt).
            logger.warning("cache secret %s is damaged; making a new one", path)
            path.unlink(missing_ok=True)
        try:
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue  # made by a concurrent run meanwhile: read that one
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(made)
        return made
    raise OSError(f"cannot make the cache secret {path}")


class SummaryCache:
    """Stage summaries on disk (see the module docstring)."""

    def __init__(self, directory: str | Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_cache_dir()
        protect_folder(self.directory)
        self.path = self.directory / "summaries.sqlite3"
        self._connection: sqlite3.Connection | None = None
        self._secret = b""
        self._pruned = False

    def checksum(self, digest: bytes, data: bytes) -> bytes:
        """The checksum of an entry of this cache (`entry_checksum`)."""
        return entry_checksum(self._secret, digest, data)

    def _connect(self) -> sqlite3.Connection:
        if self._connection is not None:
            return self._connection
        self.directory.mkdir(parents=True, exist_ok=True)
        remove_links(self.directory / "secret.key", self.path)
        self._secret = cache_secret(self.directory)
        try:
            connection = self._open()
        except sqlite3.OperationalError:
            # Cannot open or use the file (an unwritable folder, a lock):
            # nothing says it is damaged, so leave it be.
            raise
        except sqlite3.DatabaseError as exc:
            if not self.path.is_file():
                raise
            self._set_aside(exc)
            connection = self._open()
        self._connection = connection
        return connection

    def _set_aside(self, problem: Exception) -> None:
        # A file that is not a database (or a damaged one): keep it for
        # inspection and start again rather than trust any of it.
        aside = self.path.with_suffix(".corrupt")
        for suffix in ("", "-wal", "-shm", "-journal"):
            source = Path(str(self.path) + suffix)
            if source.exists():
                os.replace(source, Path(str(aside) + suffix))
        logger.warning("cache %s is unreadable (%s); moved to %s", self.path, problem, aside)

    def _open(self) -> sqlite3.Connection:
        connection = sqlite3.connect(self.path, timeout=30)
        try:
            connection.execute(_SCHEMA)
            connection.execute("SELECT count(*) FROM summaries").fetchone()
        except sqlite3.DatabaseError:
            connection.close()
            raise
        return connection

    def _using(self, work: Callable[[sqlite3.Connection], _T], fallback: _T, doing: str) -> _T:
        """`work` on the open database. A damaged page found on the way (a
        `DatabaseError` that is not about access or locks) moves the file
        aside and starts a new one, and `work` is done once more: the next
        run finds a sound cache, not the same damage. A cache that cannot
        be used (unwritable, locked) is left be, with a warning."""
        for attempt in range(2):
            try:
                return work(self._connect())
            except sqlite3.OperationalError as exc:
                logger.warning(
                    "cache %s unusable for %s (%s); working without it", self.path, doing, exc
                )
                return fallback
            except sqlite3.DatabaseError as exc:
                self.close()
                if attempt or not self.path.is_file():
                    logger.warning("cache %s unusable (%s); working without it", self.path, exc)
                    return fallback
                self._set_aside(exc)
            except OSError as exc:
                logger.warning(
                    "cache %s unusable for %s (%s); working without it", self.path, doing, exc
                )
                return fallback
        return fallback

    def get_many(
        self, digests: Iterable[bytes], shared: SharedParts | None = None
    ) -> dict[bytes, StageSummary]:
        """The cached summaries among `digests` (decoded with `shared`).
        Entries that fail their checksum or their checks (`summary_checks`)
        are dropped from the cache, to be rebuilt, with one warning for
        them all."""
        wanted = list(dict.fromkeys(digests))

        def read(connection: sqlite3.Connection) -> dict[bytes, StageSummary]:
            found: dict[bytes, StageSummary] = {}
            bad: dict[bytes, str] = {}
            for digest, checksum, data in _rows(connection, "digest, checksum, data", wanted):
                try:
                    if not hmac.compare_digest(self.checksum(digest, data), checksum):
                        raise ValueError("checksum mismatch")
                    found[digest] = decode_summary(data, shared=shared)
                except (ValueError, TypeError) as exc:
                    bad[digest] = str(exc)
            if bad:
                first = next(iter(bad.values()))
                logger.warning(
                    "cache %s: %d entr%s failed %s checks (damaged, forged or written without "
                    "this cache's secret; first: %s); rebuilding %s",
                    self.path,
                    len(bad),
                    "y" if len(bad) == 1 else "ies",
                    "its" if len(bad) == 1 else "their",
                    first,
                    "it" if len(bad) == 1 else "them",
                )
                connection.executemany(
                    "DELETE FROM summaries WHERE digest = ? AND version = ?",
                    [(digest, SUMMARY_VERSION) for digest in bad],
                )
                connection.commit()
            return found

        nothing: dict[bytes, StageSummary] = {}
        found = self._using(read, nothing, "reading")
        logger.debug(
            "cache %s: %d of %d stage summaries found, %d to build",
            self.path,
            len(found),
            len(wanted),
            len(wanted) - len(found),
        )
        return found

    def present(self, digests: Iterable[bytes]) -> set[bytes]:
        """Which of `digests` have an entry of this version (not checked:
        `get_many` checks what it reads)."""
        wanted = list(dict.fromkeys(digests))

        def look(connection: sqlite3.Connection) -> set[bytes]:
            return {digest for (digest,) in _rows(connection, "digest", wanted)}

        return self._using(look, set(), "reading")

    def put_many(self, entries: Iterable[tuple[bytes, bytes]]) -> None:
        """Store (digest, encoded summary) pairs."""
        entries = list(entries)
        logger.debug("cache %s: storing %d stage summaries", self.path, len(entries))

        def write(connection: sqlite3.Connection) -> None:
            if not self._pruned:
                # (Unreadable by this version: read by none after it either.)
                dropped = connection.execute(
                    "DELETE FROM summaries WHERE version != ?", (SUMMARY_VERSION,)
                ).rowcount
                if dropped:
                    logger.debug("cache %s: %d older entries dropped", self.path, dropped)
                self._pruned = True
            connection.executemany(
                "INSERT OR REPLACE INTO summaries VALUES (?, ?, ?, ?)",
                [
                    (digest, SUMMARY_VERSION, self.checksum(digest, data), data)
                    for digest, data in entries
                ],
            )
            connection.commit()

        self._using(write, None, "writing")

    def close(self) -> None:
        """Close the database."""
        if self._connection is not None:
            self._connection.close()
            self._connection = None


def _rows(connection: sqlite3.Connection, columns: str, digests: list[bytes]) -> Iterator[tuple]:  # type: ignore[type-arg]
    """`columns` of the entries of this version among `digests` (asked 500
    at a time: SQLite bounds the parameters of one statement)."""
    for offset in range(0, len(digests), 500):
        chunk = digests[offset : offset + 500]
        yield from connection.execute(
            f"SELECT {columns} FROM summaries WHERE version = ? AND digest IN "
            f"({','.join('?' * len(chunk))})",
            (SUMMARY_VERSION, *chunk),
        )
