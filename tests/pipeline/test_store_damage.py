"""A store damaged where SQLite does not look (a value changed inside a
row, which passes its quick check) never answers wrong: every table a
query reads is checked (`tracksrc.pipeline.streams.storage.row_checks`), and damage
is either found and rebuilt at once (the same answer, with a warning) or
ends the command with an error saying the store was set aside, after which
the next command answers as before. Seeded damage of one value at a time,
in every table of a compressed stream's store (its kept texts too)."""

from __future__ import annotations

import logging
import lzma
import random
import sqlite3
from pathlib import Path

import pytest
from conftest import MNIST

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.opening import open_pipeline

AFTER_ALL = MNIST / "mnist_like.after_all.mlir.xz"
CONVOLUTION = "mnist_like.mlir:11:10"
# Tables every store of this stream holds rows in (those it may leave
# empty, such as the aliases of deduplicated executables, are damaged
# where they have rows).
CORE_TABLES = {
    "meta",
    "files",
    "stages",
    "headers",
    "texts",
    "arrays",
    "deltas",
    "stack_files",
    "stack_frames",
    "set_members",
    "query_tables",
}

# Tables every query here reads whole (or every row of which it reads).
READ_WHOLE = {"meta", "files", "stages", "headers", "stack_files"}
# Columns of tables read a few rows at a time, damaged in every row: the
# query reads some, and finds them damaged.
EVERY_ROW = [
    ("deltas", "delta"),
    ("deltas", "stage"),
    ("stack_frames", "start"),
    ("stack_frames", "stack"),
    ("set_members", "stackset"),
    ("texts", "data"),
    ("texts", "data as blob"),
    ("arrays", "data as blob"),
]


@pytest.fixture(scope="module")
def stream(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The first 120 stages of mnist_like's after-all stream, compressed
    (so that the store keeps their texts)."""
    with lzma.open(AFTER_ALL, "rt", encoding="utf-8") as handle:
        text = handle.read()
    cut = 0
    for _ in range(121):
        cut = text.find("// -----//", cut + 1)
    path = tmp_path_factory.mktemp("damage") / "stream.mlir.xz"
    with lzma.open(path, "wt", encoding="utf-8", preset=0) as handle:
        handle.write(text[:cut])
    return path


def _answers(stream: Path, cache: Path | bool) -> tuple[str, str, str]:
    pipeline = open_pipeline(stream, cache=cache)
    # (The last stage's text: read from the texts the store keeps of a
    # compressed stream.)
    return str(lineage(pipeline, CONVOLUTION)), str(audit(pipeline)), pipeline.stages[-1].text()


def _damaged(value: object, generator: random.Random) -> object:
    """`value` changed a little or a lot, keeping its type."""
    if isinstance(value, int):
        changed = value + generator.choice([1, -1, 3, 1 << 20, -(1 << 40), 8574853690513424891])
        return (changed + (1 << 63)) % (1 << 64) - (1 << 63)  # (as 64 bits hold it)
    if isinstance(value, str | bytes) and value:
        data = bytearray(value.encode("utf-8") if isinstance(value, str) else value)
        data[generator.randrange(len(data))] ^= 1 << generator.randrange(7)
        return data.decode("utf-8", errors="replace") if isinstance(value, str) else bytes(data)
    return 7


def _damage_one_value(store: Path, table: str, generator: random.Random) -> bool:
    """Change one value of one row of `table` (False if it has none)."""
    with sqlite3.connect(store) as db:
        db.text_factory = bytes
        rowids = [rowid for (rowid,) in db.execute(f"SELECT rowid FROM {table}")]
        if not rowids:
            return False
        rowid = generator.choice(rowids)
        columns = [row[1].decode() for row in db.execute(f"PRAGMA table_info({table})")]
        column = generator.choice(columns)
        (value,) = db.execute(f"SELECT {column} FROM {table} WHERE rowid = ?", (rowid,)).fetchone()
        if isinstance(value, bytes) and table == "meta":
            value = value.decode()
        elif isinstance(value, bytes):
            kind = (
                db.execute(f"SELECT typeof({column}) FROM {table} WHERE rowid = ?", (rowid,))
                .fetchone()[0]
                .decode()
            )
            value = value.decode("utf-8", errors="surrogateescape") if kind == "text" else value
        new = _damaged(value, generator)
        db.execute(f"UPDATE OR REPLACE {table} SET {column} = ? WHERE rowid = ?", (new, rowid))
        return True


def test_one_value_damaged_in_any_table_is_never_answered(
    stream: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fresh = _answers(stream, False)
    assert "linalg.conv_2d_nchw_fchw" in fresh[0]
    cache = tmp_path / "cache"
    assert _answers(stream, cache) == fresh
    (store,) = (cache / "streams").glob("*.sqlite3")
    with sqlite3.connect(store) as db:
        tables = sorted(
            name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        )
    assert set(tables) >= CORE_TABLES
    generator = random.Random(50)
    outcomes: dict[str, list[str]] = {}
    for table in tables * 3:
        if not _damage_one_value(store, table, generator):
            continue
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            try:
                answers = _answers(stream, cache)
            except TracksrcError as exc:
                # Found after part of it was used: said, and set aside.
                assert "is damaged" in str(exc) and "set aside" in str(exc), exc
                outcome = "ended"
            else:
                assert answers == fresh, f"a damaged {table} answered wrong"
                outcome = "rebuilt" if caplog.records else "unread"
        outcomes.setdefault(table, []).append(outcome)
        # Whatever happened, the next command answers as before.
        assert _answers(stream, cache) == fresh
        (store,) = (cache / "streams").glob("*.sqlite3")
    assert set(outcomes) >= CORE_TABLES
    # Tables read whole by every query find any damage; the others (a
    # lineage event or a frame of another op) may hold damage no query
    # reads, which harms no answer.
    for table in READ_WHOLE:
        assert "unread" not in outcomes[table], (table, outcomes[table])
    print(outcomes)


@pytest.mark.parametrize(("table", "column"), EVERY_ROW)
def test_damage_in_the_rows_a_query_reads_is_found(
    table: str, column: str, stream: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fresh = _answers(stream, False)
    cache = tmp_path / "cache"
    assert _answers(stream, cache) == fresh
    (store,) = (cache / "streams").glob("*.sqlite3")
    # (A blob's byte changed; without the cast, the blob becomes a text,
    # as a damaged type byte in the row's header would make it.)
    column, _, cast = column.partition(" as ")
    with sqlite3.connect(store) as db:
        kind = db.execute(f"SELECT typeof({column}) FROM {table} LIMIT 1").fetchone()[0]
        change = (
            f"{column} + 1"
            if kind == "integer"
            else f"substr({column}, 1, length({column}) / 2) || x'A5' "
            f"|| substr({column}, length({column}) / 2 + 2)"
        )
        change = f"CAST({change} AS BLOB)" if cast else change
        assert db.execute(f"UPDATE {table} SET {column} = {change}").rowcount > 0
    with caplog.at_level(logging.WARNING):
        try:
            answers = _answers(stream, cache)
        except TracksrcError as exc:
            assert "is damaged" in str(exc) and "set aside" in str(exc), exc
        else:
            assert answers == fresh
            assert any("does not match" in record.getMessage() for record in caplog.records), (
                caplog.text
            )
    assert _answers(stream, cache) == fresh
