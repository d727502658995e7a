"""Where a pipeline's stages are, kept in its store: a second open reads
them back instead of reading the stream again.

What one pass over the files found (`tracksrc.pipeline.streams.scanning.sources.
Located`: every stage's place, header, digest, scope, diagnostics and notes,
the notes before the first stage, where the stream is cut) is written in
one transaction with the identities of the files it read
(`DumpFile.identity`), and read back only for files of the same identities.
What a cut stream reported (an error, or with `--allow-partial` a warning)
is reported again.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator, Sequence
from typing import Any

from tracksrc.errors import ParseError
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.pipeline.streams.scanning.records import SCAN_VERSION
from tracksrc.pipeline.streams.scanning.sources import Located, StageRecord, warn_cut
from tracksrc.pipeline.streams.storage.database import StoreError, StreamStore
from tracksrc.pipeline.streams.storage.row_checks import RowsDigest
from tracksrc.reading.notes import Note
from tracksrc.reading.stage_header import NO_HEADER, StageHeader

logger = logging.getLogger("tracksrc.pipeline.streams.storage.stage_table")

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS files (number INTEGER PRIMARY KEY, path TEXT NOT NULL, "
    "cut INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS stages (number INTEGER PRIMARY KEY, file INTEGER NOT NULL, "
    "start INTEGER NOT NULL, end INTEGER NOT NULL, line INTEGER NOT NULL, digest BLOB NOT NULL, "
    "header INTEGER NOT NULL, scope_op TEXT, scope_symbol TEXT, diagnostics TEXT NOT NULL, "
    "tree_counters TEXT, tree_argument TEXT, in_stream INTEGER NOT NULL, cut TEXT)",
    "CREATE TABLE IF NOT EXISTS headers (number INTEGER PRIMARY KEY, text TEXT NOT NULL, "
    "kind TEXT NOT NULL, pass_name TEXT, pass_argument TEXT, options TEXT, "
    "failed INTEGER NOT NULL, scope_op TEXT, scope_symbol TEXT, label TEXT)",
    "CREATE TABLE IF NOT EXISTS notes (stage INTEGER NOT NULL, position INTEGER NOT NULL, "
    "kind TEXT NOT NULL, start INTEGER NOT NULL, end INTEGER NOT NULL, line INTEGER NOT NULL, "
    "PRIMARY KEY (stage, position))",
    "CREATE TABLE IF NOT EXISTS preamble (file INTEGER NOT NULL, position INTEGER NOT NULL, "
    "kind TEXT NOT NULL, start INTEGER NOT NULL, end INTEGER NOT NULL, line INTEGER NOT NULL, "
    "text TEXT NOT NULL, PRIMARY KEY (file, position))",
)
_TABLES = ("files", "stages", "headers", "notes", "preamble")
# How each table is read back, in an order its digest is taken in.
_READS = {
    "files": "SELECT * FROM files ORDER BY number",
    "headers": "SELECT * FROM headers ORDER BY number",
    "notes": "SELECT * FROM notes ORDER BY stage, position",
    "stages": "SELECT * FROM stages ORDER BY number",
    "preamble": "SELECT * FROM preamble ORDER BY position",
}
_HEADER_FIELDS = (
    "text",
    "kind",
    "pass_name",
    "pass_argument",
    "options",
    "failed",
    "scope_op",
    "scope_symbol",
    "label",
)


def _error_data(error: ParseError) -> str:
    return json.dumps(
        [
            error.message,
            error.filename,
            error.line,
            error.column,
            error.line_text,
            error.expected,
            error.cut,
        ]
    )


def _error_of(text: str) -> ParseError:
    try:
        message, filename, line, column, line_text, expected, cut = json.loads(text)
        return ParseError(message, filename, int(line), int(column), line_text, expected, bool(cut))
    except (ValueError, TypeError) as exc:
        raise StoreError(f"a cut stage's error is unreadable ({exc})") from None


def _scan_key(files: Sequence[DumpFile], tree: bool) -> dict[str, object]:
    # (A scan by another version may have found other stages in the same
    # files: it is not read back.)
    return {"files": [source.identity() for source in files], "tree": tree, "scan": SCAN_VERSION}


def save_located(store: StreamStore, located: Located, problems: Sequence[ParseError] = ()) -> None:
    """Keep what the scan found (`problems`: the cuts it warned about in
    notes, reported again when read back)."""
    with store.transaction() as db:
        store.forget_derived(db)
        for statement in _SCHEMA:
            db.execute(statement)
        for table in _TABLES:
            db.execute(f"DELETE FROM {table}")
        db.executemany(
            "INSERT INTO files VALUES (?, ?, ?)",
            [(number, source.name, int(source.cut)) for number, source in enumerate(located.files)],
        )
        headers: dict[StageHeader, int] = {}
        # Rows made as SQLite takes them: a list of them all would cost
        # more than the stages (hundreds of thousands in a long stream).
        rows = (
            (
                number,
                record.file,
                record.start,
                record.end,
                record.line,
                record.digest,
                headers.setdefault(record.header, len(headers)),
                record.scope_op,
                record.scope_symbol,
                record.diagnostics,
                None if record.tree_counters is None else json.dumps(record.tree_counters),
                record.tree_argument,
                int(record.in_stream),
                None if record.cut is None else _error_data(record.cut),
            )
            for number, record in enumerate(located.stages)
        )
        notes = (
            (number, position, note.kind, note.start, note.end, note.line)
            for number, record in enumerate(located.stages)
            for position, note in enumerate(record.notes)
        )
        db.executemany(f"INSERT INTO stages VALUES ({', '.join('?' * 14)})", rows)
        db.executemany(
            f"INSERT INTO headers VALUES ({', '.join('?' * 10)})",
            (
                (number, *(getattr(header, name) for name in _HEADER_FIELDS))
                for header, number in headers.items()
            ),
        )
        db.executemany("INSERT INTO notes VALUES (?, ?, ?, ?, ?, ?)", notes)
        db.executemany(
            "INSERT INTO preamble VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (file, position, note.kind, note.start, note.end, note.line, text)
                for position, (file, note, text) in enumerate(located.preamble)
            ],
        )
        # (Read back as `load_located` reads them: its digests are of the
        # values SQLite gives back, whatever types they went in as.)
        digests = {}
        for table, query in _READS.items():
            digest = RowsDigest()
            for _ in digest.read(db.execute(query)):
                pass
            digests[table] = digest.hexdigest()
        store.set_meta(
            "scan",
            {
                **_scan_key(located.files, located.tree),
                "problems": [_error_data(problem) for problem in problems],
                "digests": digests,
            },
        )


def load_located(
    store: StreamStore, files: Sequence[DumpFile], tree: bool, allow_partial: bool
) -> Located | None:
    """What an earlier scan of these files found, or None if the store
    holds none of files of these identities. Cuts are reported again: an
    error, or with `allow_partial` a warning."""
    kept = store.get_meta("scan")
    if not isinstance(kept, dict):
        return None
    key = _scan_key(files, tree)
    if any(kept.get(name) != value for name, value in key.items()):
        return None
    db = store.connection
    digests = {table: RowsDigest() for table in _READS}

    def read(table: str) -> Iterator[Any]:
        return digests[table].read(db.execute(_READS[table]))

    try:
        located = Located(list(files), tree=tree)
        kept_files = list(read("files"))
        headers = {}
        for row in read("headers"):
            number, text, kind, name, argument, options, failed, op, symbol, label = row
            headers[number] = (
                NO_HEADER
                if kind == "file"
                else StageHeader(
                    text, kind, name, argument, options, bool(failed), op, symbol, label
                )
            )
        notes: dict[int, list[Note]] = {}
        for stage, _, kind, start, end, line in read("notes"):
            notes.setdefault(stage, []).append(Note(kind, start, end, line))
        for row in read("stages"):
            (number, file, start, end, line, digest, header, scope_op, scope_symbol,
             diagnostics, counters, argument, in_stream, cut) = row  # fmt: skip
            if number != len(located.stages) or not 0 <= file < len(files) or end < start:
                raise StoreError(f"stage {number} of the store is out of place")
            located.stages.append(
                StageRecord(
                    file,
                    start,
                    end,
                    line,
                    headers[header],
                    bytes(digest),
                    scope_op,
                    scope_symbol,
                    diagnostics,
                    tuple(notes.get(number, ())),
                    None if counters is None else tuple(json.loads(counters)),
                    argument,
                    bool(in_stream),
                    None if cut is None else _error_of(cut),
                )
            )
        for file, _, kind, start, end, line, text in read("preamble"):
            located.preamble.append((file, Note(kind, start, end, line), text))
        written = kept.get("digests")
        written = written if isinstance(written, dict) else {}
        damaged = [
            table for table, digest in digests.items() if digest.hexdigest() != written.get(table)
        ]
        if damaged:
            raise StoreError(
                f"the store's {', '.join(damaged)} are damaged: a digest does not match"
            )
        for number, path, cut in kept_files:
            if number not in range(len(files)) or not isinstance(path, str):
                raise StoreError("the files of the store are not the pipeline's")
            # The same file (its identity matched) named as when the store
            # was built: the tracker's tables name the dump's own positions
            # by it (a path typed another way would otherwise rebuild them).
            files[number].name = path
            files[number].cut = bool(cut)
        problems = [_error_of(text) for text in kept.get("problems", [])]  # type: ignore[union-attr]
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        if isinstance(exc, StoreError):
            raise
        raise StoreError(f"the stages of the store are unreadable ({exc})") from None
    _report_again(located, problems, allow_partial)
    return located


def _report_again(located: Located, problems: list[ParseError], allow_partial: bool) -> None:
    """What a scan of a cut stream reported, again: an error (the first),
    or with `allow_partial` a warning per cut."""
    cuts = [record.cut for record in located.stages if record.cut is not None]
    if not allow_partial and (problems or cuts):
        raise (problems or cuts)[0]  # type: ignore[misc]
    for problem in problems:
        logger.warning(
            "%s:%d:%d: %s", problem.filename, problem.line, problem.column, problem.message
        )
    for cut in cuts:
        assert cut is not None
        warn_cut(cut)
