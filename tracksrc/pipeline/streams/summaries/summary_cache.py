"""The persistent on-disk cache of stage summaries, keyed by content.

One SQLite file (`summaries.sqlite3` in `$TRACKSRC_CACHE_DIR`, else
`$XDG_CACHE_HOME/tracksrc`, else `~/.cache/tracksrc`) maps the hash of a
stage's text to its `StageSummary` (`to_bytes`) with a checksum of the key
and the data together (an entry copied under another key fails it).
Keys are content hashes, not file names or times: a changed stream simply
has other keys, and identical stages of two runs share one entry. An entry
that fails its checksum or does not decode as a summary of this version is
dropped and rebuilt; a file that is not a readable SQLite database is moved
aside and replaced. Nothing is pickled: a cache file received from elsewhere
can at worst hold wrong summaries, never code.
"""

from __future__ import annotations

import hashlib
import logging
import os
import sqlite3
from collections.abc import Iterable
from pathlib import Path

from tracksrc.pipeline.streams.summaries.summary import SUMMARY_VERSION, StageSummary

logger = logging.getLogger("tracksrc.pipeline.streams.summaries.summary_cache")

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


def decode_summary(data: bytes) -> StageSummary:
    """The inverse of `encode_summary` (ValueError if it is not one)."""
    return StageSummary.from_bytes(data)


def entry_checksum(digest: bytes, data: bytes, version: int = SUMMARY_VERSION) -> bytes:
    """The checksum the cache keeps beside an entry: of its key (the
    stage's digest and the summary version) and its data."""
    hasher = hashlib.sha256()
    hasher.update(len(digest).to_bytes(4, "little") + digest)
    hasher.update(version.to_bytes(4, "little"))
    hasher.update(data)
    return hasher.digest()[:16]


class SummaryCache:
    """Stage summaries on disk (see the module docstring)."""

    def __init__(self, directory: str | Path | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_cache_dir()
        self.path = self.directory / "summaries.sqlite3"
        self._connection: sqlite3.Connection | None = None

    def _connect(self) -> sqlite3.Connection:
        if self._connection is not None:
            return self._connection
        self.directory.mkdir(parents=True, exist_ok=True)
        try:
            connection = self._open()
        except sqlite3.OperationalError:
            # Cannot open or use the file (an unwritable folder, a lock):
            # nothing says it is damaged, so leave it be.
            raise
        except sqlite3.DatabaseError as exc:
            if not self.path.is_file():
                raise
            # A file that is not a database (or a damaged one): keep it for
            # inspection and start again rather than trust any of it.
            aside = self.path.with_suffix(".corrupt")
            os.replace(self.path, aside)
            logger.warning("cache %s is unreadable (%s); moved to %s", self.path, exc, aside)
            connection = self._open()
        self._connection = connection
        return connection

    def _open(self) -> sqlite3.Connection:
        connection = sqlite3.connect(self.path, timeout=30)
        try:
            connection.execute(_SCHEMA)
            connection.execute("SELECT count(*) FROM summaries").fetchone()
        except sqlite3.DatabaseError:
            connection.close()
            raise
        return connection

    def get_many(self, digests: Iterable[bytes]) -> dict[bytes, StageSummary]:
        """The cached summaries among `digests` (bad entries are dropped)."""
        wanted = list(dict.fromkeys(digests))
        found: dict[bytes, StageSummary] = {}
        bad: list[bytes] = []
        try:
            connection = self._connect()
            for offset in range(0, len(wanted), 500):
                chunk = wanted[offset : offset + 500]
                marks = ",".join("?" * len(chunk))
                rows = connection.execute(
                    f"SELECT digest, checksum, data FROM summaries "
                    f"WHERE version = ? AND digest IN ({marks})",
                    (SUMMARY_VERSION, *chunk),
                )
                for digest, checksum, data in rows:
                    try:
                        if entry_checksum(digest, data) != checksum:
                            raise ValueError("checksum mismatch")
                        found[digest] = decode_summary(data)
                    except ValueError as exc:
                        logger.warning("cache entry %s is bad (%s); rebuilding", digest.hex(), exc)
                        bad.append(digest)
            if bad:
                connection.executemany(
                    "DELETE FROM summaries WHERE digest = ? AND version = ?",
                    [(digest, SUMMARY_VERSION) for digest in bad],
                )
                connection.commit()
        except (sqlite3.Error, OSError) as exc:
            logger.warning("cache %s unusable (%s); working without it", self.path, exc)
        logger.debug(
            "cache %s: %d of %d stage summaries found, %d to build",
            self.path,
            len(found),
            len(wanted),
            len(wanted) - len(found),
        )
        return found

    def put_many(self, entries: Iterable[tuple[bytes, bytes]]) -> None:
        """Store (digest, encoded summary) pairs."""
        entries = list(entries)
        logger.debug("cache %s: storing %d stage summaries", self.path, len(entries))
        try:
            connection = self._connect()
            connection.executemany(
                "INSERT OR REPLACE INTO summaries VALUES (?, ?, ?, ?)",
                [
                    (digest, SUMMARY_VERSION, entry_checksum(digest, data), data)
                    for digest, data in entries
                ],
            )
            connection.commit()
        except (sqlite3.Error, OSError) as exc:
            logger.warning("cannot write cache %s (%s)", self.path, exc)

    def close(self) -> None:
        """Close the database."""
        if self._connection is not None:
            self._connection.close()
            self._connection = None
