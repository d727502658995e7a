"""The query store read back as it was built, and rebuilt when it is not
whole: another remap of the same stream, a forged table, a damaged page.
Each answer is compared with the same query on a pipeline opened without
any cache (worked out afresh)."""

from __future__ import annotations

import logging
import lzma
import random
import re
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from types import FrameType

import pytest
from conftest import MNIST

from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.storage.row_checks import row_check
from tracksrc.reading.locations import SourceReMap

AFTER_ALL = MNIST / "mnist_like.after_all.mlir.xz"
CONVOLUTION = "mnist_like.mlir:11:10"


@pytest.fixture(scope="module")
def stream(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The first 120 stages of mnist_like's after-all stream, uncompressed."""
    with lzma.open(AFTER_ALL, "rt", encoding="utf-8") as handle:
        text = handle.read()
    starts: list[int] = []
    at = text.find("// -----//")
    while at >= 0 and len(starts) < 121:
        starts.append(at)
        at = text.find("// -----//", at + 1)
    path = tmp_path_factory.mktemp("recovery") / "stream.mlir"
    path.write_text(text[: starts[120]], encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def fresh(stream: Path) -> tuple[str, str]:
    """lineage and audit worked out without any cache."""
    pipeline = open_pipeline(stream, cache=False)
    return str(lineage(pipeline, CONVOLUTION)), str(audit(pipeline))


def _store_file(cache: Path) -> Path:
    (found,) = (cache / "streams").glob("*.sqlite3")
    return found


def test_alternating_remaps_each_read_their_own_answers(stream: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    renamed = SourceReMap.create(["mnist_like.mlir=renamed.mlir"])
    expected_plain = str(lineage(open_pipeline(stream, cache=False), CONVOLUTION))
    expected_renamed = str(
        lineage(open_pipeline(stream, renamed, cache=False), "renamed.mlir:11:10")
    )
    assert "linalg.conv_2d_nchw_fchw" in expected_plain
    assert expected_renamed == expected_plain.replace("mnist_like.mlir", "renamed.mlir")
    for _ in range(2):
        plain = open_pipeline(stream, cache=cache)
        assert str(lineage(plain, CONVOLUTION)) == expected_plain
        other = open_pipeline(stream, renamed, cache=cache)
        assert str(lineage(other, "renamed.mlir:11:10")) == expected_renamed


def test_a_forged_lineage_event_rebuilds_the_query_store(
    stream: Path, tmp_path: Path, fresh: tuple[str, str], caplog: pytest.LogCaptureFixture
) -> None:
    cache = tmp_path / "cache"
    assert str(lineage(open_pipeline(stream, cache=cache), CONVOLUTION)) == fresh[0]
    # Forged with the rows' checks made anew (`row_checks`): the values'
    # ranges are checked too.
    with sqlite3.connect(_store_file(cache)) as db:
        rows = db.execute("SELECT rowid, * FROM deltas").fetchall()
        assert rows
        db.executemany(
            "UPDATE deltas SET type = ?, row_check = ? WHERE rowid = ?",
            [
                (1000000, row_check((s, st, 1000000, u, d, c)), rowid)
                for rowid, s, st, _, u, d, c, _ in rows
            ],
        )
    with caplog.at_level(logging.WARNING):
        again = open_pipeline(stream, cache=cache)
        assert str(lineage(again, CONVOLUTION)) == fresh[0]
    assert any("lineage event out of range" in r.getMessage() for r in caplog.records)
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        assert str(lineage(open_pipeline(stream, cache=cache), CONVOLUTION)) == fresh[0]
    assert not caplog.records  # rebuilt once, then read back


def test_a_forged_audit_rebuilds_the_query_store(
    stream: Path, tmp_path: Path, fresh: tuple[str, str], caplog: pytest.LogCaptureFixture
) -> None:
    cache = tmp_path / "cache"
    assert str(audit(open_pipeline(stream, cache=cache))) == fresh[1]
    with sqlite3.connect(_store_file(cache)) as db:
        (kept,) = db.execute("SELECT audit FROM query_tables").fetchone()
        forged = kept.replace("[", "[1000000000,", 2).replace("[1000000000,", "[", 1)
        db.execute("UPDATE query_tables SET audit = ?", (forged,))
    with caplog.at_level(logging.WARNING):
        assert str(audit(open_pipeline(stream, cache=cache))) == fresh[1]
    assert any("building the query store again" in r.getMessage() for r in caplog.records)


def test_a_damaged_page_sets_the_store_aside(
    stream: Path, tmp_path: Path, fresh: tuple[str, str], caplog: pytest.LogCaptureFixture
) -> None:
    cache = tmp_path / "cache"
    first = open_pipeline(stream, cache=cache)
    assert str(lineage(first, CONVOLUTION)) == fresh[0]
    first.store.close()
    path = _store_file(cache)
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page_size = db.execute("PRAGMA page_size").fetchone()[0]
        pages = db.execute("PRAGMA page_count").fetchone()[0]
    assert pages > 4
    with path.open("r+b") as handle:  # a page in the middle overwritten
        handle.seek(page_size * (pages // 2))
        handle.write(b"\xa5" * page_size)
    with caplog.at_level(logging.WARNING):
        again = open_pipeline(stream, cache=cache)
        assert str(lineage(again, CONVOLUTION)) == fresh[0]
        assert str(audit(again)) == fresh[1]
    assert any("damaged" in r.getMessage() for r in caplog.records)
    assert path.with_suffix(".unusable").exists()


def _interrupted_at(call: int) -> Callable[[FrameType, str, object], None]:
    """A profile function raising KeyboardInterrupt (as Ctrl-C does) at
    the `call`-th Python call."""
    calls = 0

    def count(frame: FrameType, event: str, argument: object) -> None:
        nonlocal calls
        if event == "call":
            calls += 1
            if calls == call:
                sys.setprofile(None)
                raise KeyboardInterrupt

    return count


@pytest.mark.parametrize("cached", [True, False], ids=["cache", "no cache"])
def test_a_query_interrupted_anywhere_leaves_nothing_half_built(
    cached: bool, stream: Path, tmp_path: Path, fresh: tuple[str, str]
) -> None:
    # Ctrl-C at seeded points through the first query's work (summaries,
    # binding, replay, the query store's tables): the same query asked again
    # of the same pipeline answers as a fresh one.
    chosen = random.Random(29)
    points = sorted(chosen.sample(range(50, 200_000), 10))
    interrupted = 0
    for number, point in enumerate(points):
        cache: Path | bool = tmp_path / f"cache{number}" if cached else False
        pipeline = open_pipeline(stream, cache=cache)
        sys.setprofile(_interrupted_at(point))
        try:
            lineage(pipeline, CONVOLUTION)
        except KeyboardInterrupt:
            interrupted += 1
        finally:
            sys.setprofile(None)
        assert (str(lineage(pipeline, CONVOLUTION)), str(audit(pipeline))) == fresh, point
    assert interrupted == len(points)


def test_a_stream_rewritten_in_place_is_answered_from_its_new_text(
    stream: Path, tmp_path: Path
) -> None:
    # The same path, the same number of stages, other stages (the window
    # moved on by one): nothing built on the first scan answers for it.
    text = stream.read_text(encoding="utf-8")
    with lzma.open(AFTER_ALL, "rt", encoding="utf-8") as handle:
        whole = handle.read()
    first = whole.find("// -----//", whole.find("// -----//") + 1)
    moved = whole[first : first + len(text) + 200_000]
    starts = [match.start() for match in re.finditer("// -----//", moved)]
    moved = moved[: starts[text.count("// -----//")]]
    assert moved.count("// -----//") == text.count("// -----//") and moved != text
    path = tmp_path / "rewritten.mlir"
    cache = tmp_path / "cache"
    expected = {}
    for version in (text, moved, text):
        path.write_text(version, encoding="utf-8")
        if version not in expected:
            fresh_pipeline = open_pipeline(path, cache=False)
            expected[version] = (
                str(lineage(fresh_pipeline, CONVOLUTION)),
                str(audit(fresh_pipeline)),
            )
        pipeline = open_pipeline(path, cache=cache)
        assert (str(lineage(pipeline, CONVOLUTION)), str(audit(pipeline))) == expected[version]
    assert expected[text] != expected[moved]
