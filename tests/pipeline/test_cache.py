"""The on-disk summary cache: hits, content keys, corrupt entries and files,
and the progress bar and errors of whole-pipeline indexing."""

from __future__ import annotations

import io
import logging
import lzma
import random
import shutil
import sqlite3
import subprocess
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
from conftest import GPU, MNIST, Counting, first_stages, junk_in_the_middle, run_tracksrc
from hypothesis import given, settings
from hypothesis import strategies as st

from tracksrc.cli.main import main
from tracksrc.errors import ParseError, TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.pipeline.streams.summaries import indexing
from tracksrc.pipeline.streams.summaries.summary import StageSummary
from tracksrc.pipeline.streams.summaries.summary_cache import (
    SummaryCache,
    cache_secret,
    entry_checksum,
)
from tracksrc.progress import ProgressBar
from tracksrc.worker_pools import worker_pool

AFTER_CHANGE = MNIST / "mnist_like.after_change.local.mlir.xz"


@pytest.fixture
def stream(tmp_path: Path) -> Path:
    """The first 60 stages of the after-change stream, uncompressed."""
    return first_stages(AFTER_CHANGE, 60, tmp_path / "stream.mlir")


def test_second_open_reads_the_cache(
    stream: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    counting = Counting(monkeypatch)
    first = open_pipeline(stream, cache=tmp_path / "cache")
    first.index_all()
    distinct = len({stage.digest for stage in first.stages})
    assert counting.stages == distinct > 20
    second = open_pipeline(stream, cache=tmp_path / "cache")
    second.index_all()
    assert counting.stages == distinct  # nothing parsed again
    assert second.summaries() == first.summaries()


def test_a_file_named_another_way_reads_its_store(
    stream: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # Built from the absolute path, read from a relative one: the store is
    # the same file's (its identity matched), not built again; the stream
    # keeps the name it was built under (the tracker's tables use it).
    from tracksrc.pipeline.store.queries.lineage import lineage

    first = open_pipeline(stream.resolve(), cache=tmp_path / "cache")
    expected = str(lineage(first, "mnist_like.mlir:4:10"))
    assert "no stage holds" not in expected
    counting = Counting(monkeypatch)
    monkeypatch.chdir(stream.parent)
    with caplog.at_level(logging.WARNING):
        second = open_pipeline(Path(stream.name), cache=tmp_path / "cache")
        assert str(lineage(second, "mnist_like.mlir:4:10")) == expected
    assert counting.stages == 0
    assert not [record for record in caplog.records if "unusable" in record.getMessage()]
    assert second.stages[0].source.name == str(stream.resolve())


def test_cache_is_keyed_by_content(
    stream: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    open_pipeline(stream, cache=tmp_path / "cache").index_all()
    counting = Counting(monkeypatch)
    text = stream.read_text(encoding="utf-8")
    # Same size, same time resolution: only the content tells the change.
    position = text.index("arith.constant", text.index("// -----//", 100))
    changed = text[:position] + "arith.constanu" + text[position + 14 :]
    stream.write_text(changed, encoding="utf-8")
    reopened = open_pipeline(stream, cache=tmp_path / "cache")
    reopened.index_all()
    # Only the stage holding the change (and stages with the same text) is new.
    assert counting.stages == 1
    (holder,) = [stage for stage in reopened.stages if "arith.constanu" in stage.text()]
    assert "arith.constanu" in holder.summary().types


def _filled_cache(stream: Path, tmp_path: Path) -> tuple[Path, Pipeline]:
    """A cache folder holding every stage of `stream`, and the pipeline
    that filled it."""
    cache_dir = tmp_path / "cache"
    pipeline = open_pipeline(stream, cache=cache_dir)
    pipeline.index_all()
    return cache_dir, pipeline


def test_corrupt_entries_are_rebuilt(
    stream: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache_dir, reference = _filled_cache(stream, tmp_path)
    connection = sqlite3.connect(cache_dir / "summaries.sqlite3")
    rows = connection.execute("SELECT rowid, data, digest FROM summaries").fetchall()
    # One entry damaged on disk (its checksum no longer matches), one
    # replaced by bytes that are no summary under a matching checksum.
    connection.execute(
        "UPDATE summaries SET data = ? WHERE rowid = ?", (rows[0][1][:-5] + b"xxxxx", rows[0][0])
    )
    garbage = b"TSS2" + b"\xff" * 40
    connection.execute(
        "UPDATE summaries SET data = ?, checksum = ? WHERE rowid = ?",
        (garbage, entry_checksum(cache_secret(cache_dir), rows[1][2], garbage), rows[1][0]),
    )
    connection.commit()
    connection.close()
    counting = Counting(monkeypatch)
    reopened = open_pipeline(stream, cache=cache_dir)
    reopened.index_all()
    assert counting.stages == 2
    assert reopened.summaries() == reference.summaries()


def test_a_cache_file_that_is_no_database_is_replaced(stream: Path, tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    cache_dir.mkdir()
    (cache_dir / "summaries.sqlite3").write_bytes(b"this is not a database" * 100)
    pipeline = open_pipeline(stream, cache=cache_dir)
    pipeline.index_all()
    assert (cache_dir / "summaries.corrupt").exists()
    assert SummaryCache(cache_dir).get_many([pipeline.stages[0].digest])


def test_an_entry_moved_to_another_key_fails_its_checksum(
    stream: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache_dir, reference = _filled_cache(stream, tmp_path)
    connection = sqlite3.connect(cache_dir / "summaries.sqlite3")
    (first, first_digest), (second, _) = connection.execute(
        "SELECT rowid, digest FROM summaries ORDER BY rowid LIMIT 2"
    ).fetchall()
    # The second entry's data and checksum, whole and valid, under the
    # first entry's key: only a checksum covering the key tells.
    connection.execute("DELETE FROM summaries WHERE rowid = ?", (first,))
    connection.execute("UPDATE summaries SET digest = ? WHERE rowid = ?", (first_digest, second))
    connection.commit()
    connection.close()
    counting = Counting(monkeypatch)
    reopened = open_pipeline(stream, cache=cache_dir)
    reopened.index_all()
    assert counting.stages == 2  # both keys rebuilt: one moved, one gone
    assert reopened.summaries() == reference.summaries()


def _forge(cache_dir: Path, edit: Callable[[StageSummary], None], secret: bytes | None) -> int:
    """Every entry of the cache decoded, changed by `edit`, encoded again
    under a checksum made with `secret` (None: the cache's own); the stores
    of pipelines removed, so that queries read the entries. How many."""
    shutil.rmtree(cache_dir / "streams")
    key = cache_secret(cache_dir) if secret is None else secret
    connection = sqlite3.connect(cache_dir / "summaries.sqlite3")
    rows = connection.execute("SELECT rowid, digest, data FROM summaries").fetchall()
    for rowid, digest, data in rows:
        summary = StageSummary.from_bytes(data)
        edit(summary)
        forged = summary.to_bytes()
        connection.execute(
            "UPDATE summaries SET data = ?, checksum = ? WHERE rowid = ?",
            (forged, entry_checksum(key, digest, forged), rowid),
        )
    connection.commit()
    connection.close()
    return len(rows)


def _audit(stream: Path, cache_dir: Path) -> subprocess.CompletedProcess[str]:
    return run_tracksrc("audit", str(stream), "--cache-dir", str(cache_dir))


@pytest.mark.parametrize("signed", [True, False], ids=["with the secret", "without it"])
def test_forged_entries_are_rebuilt_with_one_warning(
    signed: bool, stream: Path, tmp_path: Path
) -> None:
    # The forgery: an op type far out of range in every entry, under
    # a checksum recomputed with the cache's own secret (so only the checks
    # of the values can tell), or with another secret (as anyone without
    # this cache's would: its checksum tells).
    cache_dir = tmp_path / "cache"
    clean = _audit(stream, tmp_path / "clean")
    assert clean.returncode == 0, clean.stderr
    _filled_cache(stream, tmp_path)

    def far_type(summary: StageSummary) -> None:
        summary.op_type[0] = 1_000_000

    count = _forge(cache_dir, far_type, None if signed else bytes(32))
    forged = _audit(stream, cache_dir)
    assert (forged.returncode, forged.stdout) == (0, clean.stdout)
    (warning,) = [line for line in forged.stderr.splitlines() if "rebuilding" in line]
    assert f"{count} entries failed their checks" in warning
    assert ("op_type out of range" if signed else "checksum mismatch") in warning
    again = _audit(stream, cache_dir)
    assert (again.returncode, again.stdout) == (0, clean.stdout)
    assert "warning" not in again.stderr


_COLUMNS = ["op_type", "parent", "subtree_end", "line", "op_stackset", "stackset_items"]


def _set_value(column: str, value: int, where: float, summary: StageSummary) -> None:
    values = summary.frames if column == "frames" else summary.columns[column]
    if values:
        # Frames are unsigned 64-bit: the value's bit pattern.
        values[int(where * len(values))] = value % (1 << 64) if column == "frames" else value


def test_forged_values_are_refused_or_harmless(stream: Path, tmp_path: Path) -> None:
    # Seeded: any value of any column under a valid checksum (the secret
    # known): refused by the checks (one warning, the clean cache's
    # answer), or within what a summary can hold; never a traceback.
    clean = _audit(stream, tmp_path / "clean")
    pristine, _ = _filled_cache(stream, tmp_path)
    shutil.rmtree(pristine / "streams")
    refused = 0
    # (8 seeds: frames hold unsigned keys, and the first 6 forge only one
    # value that is refused.)
    for seed in range(8):
        chosen = random.Random(seed)
        column = chosen.choice([*_COLUMNS, "frames"])
        value = chosen.choice([-(2**31), -2, -1, 0, 1, 7, 1000, 2**31 - 1])
        where = chosen.random()
        cache_dir = tmp_path / f"forged{seed}"
        shutil.copytree(pristine, cache_dir)
        (cache_dir / "streams").mkdir()
        count = _forge(cache_dir, partial(_set_value, column, value, where), None)
        forged = _audit(stream, cache_dir)
        assert "Traceback" not in forged.stderr and forged.returncode in (0, 2), forged.stderr
        # No column holds a value below -1, nor one as large as 2**31 - 1
        # (but a line); frames hold any 64-bit key (a negative value's bit
        # pattern is one, past line 2**31), but not as a file. Where the
        # value fits an entry, the entry is used as forged: the secret was
        # known.
        impossible = column != "frames" and (
            value < -1 or (value == 2**31 - 1 and column != "line")
        )
        if impossible or f"{count} entries failed" in forged.stderr:
            refused += 1
            assert f"{count} entries failed" in forged.stderr
            assert (forged.returncode, forged.stdout) == (0, clean.stdout)
    assert refused >= 2


def test_a_damaged_page_moves_the_cache_aside_once(stream: Path, tmp_path: Path) -> None:
    cache_dir, _ = _filled_cache(stream, tmp_path)
    shutil.rmtree(cache_dir / "streams")
    path = cache_dir / "summaries.sqlite3"
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 8 * page
    # Pages past the first few hold the table's rows: garbage over them is
    # found when the rows are read, not when the file opens.
    data[4 * page : 6 * page] = b"\xa5" * (2 * page)
    path.write_bytes(bytes(data))
    first = _audit(stream, cache_dir)
    assert first.returncode == 0, first.stderr
    assert "moved to" in first.stderr and (cache_dir / "summaries.corrupt").exists()
    second = _audit(stream, cache_dir)
    assert (second.returncode, second.stdout) == (0, first.stdout)
    assert "warning" not in second.stderr


@pytest.mark.parametrize("table", ["headers", "meta"])
def test_a_text_that_is_not_utf8_in_a_store_sets_it_aside(
    table: str, stream: Path, tmp_path: Path
) -> None:
    # A byte that is not UTF-8 in the store's text (a header, a meta value)
    # ended every command on the stream as an internal error (SQLite
    # cannot decode it), and the store was kept.
    cache_dir, _ = _filled_cache(stream, tmp_path)
    first = _audit(stream, cache_dir)
    assert first.returncode == 0, first.stderr
    (store,) = (cache_dir / "streams").glob("*.sqlite3")
    with sqlite3.connect(store) as db:
        column, where = ("text", "number = 0") if table == "headers" else ("value", "key = 'scan'")
        damaged = db.execute(
            f"UPDATE {table} SET {column} = CAST(X'7BFF7D' AS TEXT) WHERE {where}"
        ).rowcount
        assert damaged == 1
    again = _audit(stream, cache_dir)
    assert (again.returncode, again.stdout) == (0, first.stdout), again.stderr
    assert "internal error" not in again.stderr and "not UTF-8" in again.stderr
    third = _audit(stream, cache_dir)
    assert (third.returncode, third.stdout) == (0, first.stdout)
    assert "warning" not in third.stderr


def test_a_damaged_value_in_the_stores_arrays_is_found_not_answered(
    stream: Path, tmp_path: Path
) -> None:
    # Bytes changed inside the arrays a query reads (the whole program's
    # size after each stage, the tracker's tables) pass SQLite's quick
    # check; they answered `"program_ops": 8574853690513424891`. Seeded
    # damage, one byte in one blob at a time: the answer is always the
    # one before, the store rebuilt with a warning.
    cache_dir = tmp_path / "cache"
    command = ["stages", str(stream), "--json", "--cache-dir", str(cache_dir)]
    first = run_tracksrc(*command)
    assert first.returncode == 0, first.stderr
    (store,) = (cache_dir / "streams").glob("*.sqlite3")
    generator = random.Random(47)
    for _ in range(3):
        with sqlite3.connect(store) as db:
            # (The query store's per-stage arrays: what `stages --json` reads.)
            (key,) = [k for (k,) in db.execute("SELECT key FROM arrays") if k.endswith(":stages")]
            (data,) = db.execute("SELECT data FROM arrays WHERE key = ?", (key,)).fetchone()
            damaged = bytearray(data)
            at = generator.randrange(20, len(damaged))
            damaged[at] ^= 1 << generator.randrange(8)
            db.execute("UPDATE arrays SET data = ? WHERE key = ?", (bytes(damaged), key))
        again = run_tracksrc(*command)
        assert (again.returncode, again.stdout) == (0, first.stdout), again.stderr
        assert "checksum does not match" in again.stderr


def test_links_planted_in_the_cache_are_removed_never_written_through(
    stream: Path, tmp_path: Path
) -> None:
    cache_dir, _ = _filled_cache(stream, tmp_path)
    first = _audit(stream, cache_dir)
    assert first.returncode == 0, first.stderr
    outside = tmp_path / "outside"
    outside.mkdir()
    victim = outside / "victim.txt"
    victim.write_text("keep me\n")
    (store,) = (cache_dir / "streams").glob("*.sqlite3")
    # The summaries database, a store's write-ahead log, the secret.
    for planted in (cache_dir / "summaries.sqlite3", cache_dir / "secret.key"):
        planted.unlink()
        planted.symlink_to(victim)
    Path(f"{store}-wal").unlink(missing_ok=True)
    Path(f"{store}-wal").symlink_to(outside / "wal")  # (dangling: never created)
    again = _audit(stream, cache_dir)
    assert (again.returncode, again.stdout) == (0, first.stdout), again.stderr
    assert "is a link" in again.stderr
    assert victim.read_text() == "keep me\n" and sorted(outside.iterdir()) == [victim]
    assert not any(path.is_symlink() for path in cache_dir.rglob("*"))
    # The stores' folder itself a link: removed, the stores made inside.
    shutil.rmtree(cache_dir / "streams")
    (cache_dir / "streams").symlink_to(outside, target_is_directory=True)
    third = _audit(stream, cache_dir)
    assert (third.returncode, third.stdout) == (0, first.stdout), third.stderr
    assert sorted(outside.iterdir()) == [victim]
    assert (cache_dir / "streams").is_dir() and not (cache_dir / "streams").is_symlink()


# SQLite fails on a database path that is a folder as on an unwritable
# folder ("unable to open database file"); tests run as root, who can
# write into any folder.
@pytest.mark.parametrize("case", ["folder under a file", "database a folder"])
def test_a_cache_that_cannot_be_opened_is_worked_around_and_said_so(
    case: str, stream: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    cache_dir = tmp_path / "cache"
    if case == "folder under a file":
        cache_dir = tmp_path / "a-file" / "cache"
        (tmp_path / "a-file").write_text("")
    else:
        (cache_dir / "summaries.sqlite3").mkdir(parents=True)
    with caplog.at_level(logging.WARNING):
        pipeline = open_pipeline(stream, cache=cache_dir)
        pipeline.index_all()
    assert len(pipeline.summaries()) == len({stage.digest for stage in pipeline.stages})
    assert "working without it" in caplog.text
    # Nothing was damaged, so nothing is said to be moved, and nothing is.
    assert "moved to" not in caplog.text
    assert not list(tmp_path.rglob("*.corrupt"))


def test_no_cache_writes_nothing(stream: Path, tmp_path: Path) -> None:
    pipeline = open_pipeline(stream, cache=False)
    pipeline.index_all()
    assert pipeline.cache is None and not (tmp_path / "cache").exists()


@pytest.mark.parametrize("command", ["stages", "compare"])
def test_stages_and_compare_take_the_cache_options(
    command: str,
    stream: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    default = tmp_path / "default"
    monkeypatch.setenv("TRACKSRC_CACHE_DIR", str(default))
    streams = [str(stream)] * (2 if command == "compare" else 1)
    chosen = tmp_path / "chosen"
    assert main([command, *streams, "--json", "--cache-dir", str(chosen)]) == 0
    with_cache = capsys.readouterr().out
    assert list((chosen / "streams").glob("*.sqlite3")) and not default.exists()
    assert main([command, *streams, "--json", "--no-cache"]) == 0
    assert capsys.readouterr().out == with_cache
    assert not default.exists()


def test_a_cut_stream_is_an_error_at_open_and_kept_apart_with_allow_partial(
    tmp_path: Path,
) -> None:
    with lzma.open(AFTER_CHANGE, "rb") as handle:
        data = handle.read()
    cut = tmp_path / "cut.mlir"
    cut.write_bytes(data[: len(data) // 2])
    with pytest.raises(ParseError) as caught:
        open_pipeline(cut, cache=False)
    error = caught.value
    assert error.cut and error.filename == str(cut)
    # The error names the cut: the last line of the file.
    assert error.line == data[: len(data) // 2].count(b"\n") + 1
    partial = open_pipeline(cut, cache=False, allow_partial=True)
    assert partial.stages[-1].cut is not None
    assert [stage for stage in partial.stages if stage.cut] == [partial.stages[-1]]
    partial.index_all(jobs=2)
    with pytest.raises(ParseError):
        partial.stages[-1].summary()
    assert all(len(stage.summary()) > 1 for stage in partial.whole_stages()[-3:])


def test_a_malformed_stage_is_a_clear_error_from_the_workers(tmp_path: Path) -> None:
    broken, middle = junk_in_the_middle(AFTER_CHANGE, tmp_path / "broken.mlir")
    pipeline = open_pipeline(broken, cache=False)
    with pytest.raises(TracksrcError) as caught:
        pipeline.index_all(jobs=2)
    message = str(caught.value)
    assert f"broken.mlir:{middle + 1}:5: error: 'oops' is not an operation" in message
    assert "Traceback" not in message


@pytest.mark.parametrize("jobs", [1, 2])
def test_summaries_are_kept_as_they_are_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, jobs: int
) -> None:
    """A run that stops halfway (here: a stage that does not parse) keeps
    every summary it made: the next run parses only what is left."""
    broken, middle = junk_in_the_middle(AFTER_CHANGE, tmp_path / "broken.mlir")
    cache = tmp_path / "cache"
    pipeline = open_pipeline(broken, cache=cache)
    with pytest.raises(TracksrcError, match="'oops' is not an operation"):
        pipeline.index_all(jobs=jobs)
    digests = {stage.digest for stage in pipeline.stages}
    # The stage holding the junk line (line middle + 1): the last to start
    # before it.
    bad = max(
        (stage for stage in pipeline.stages if stage.line <= middle + 1), key=lambda s: s.line
    )
    with sqlite3.connect(cache / "summaries.sqlite3") as db:
        kept = {row[0] for row in db.execute("SELECT digest FROM summaries")}
    assert bad.digest not in kept
    assert kept == digests - {bad.digest}
    counting = Counting(monkeypatch)
    with pytest.raises(TracksrcError, match="'oops' is not an operation"):
        open_pipeline(broken, cache=cache).index_all(jobs=jobs)
    assert counting.stages == 1


def test_progress_bar_only_on_a_terminal() -> None:
    quiet = io.StringIO()
    bar = ProgressBar(1000, "indexing", stream=quiet)
    bar.update(500)
    bar.close()
    assert quiet.getvalue() == ""
    shown = io.StringIO()
    bar = ProgressBar(1000, "indexing", stream=shown, force=True)
    bar.update(1000)
    bar.close()
    assert "indexing [" + "#" * 30 + "] 100%" in shown.getvalue()
    assert shown.getvalue().endswith("\r\x1b[K")


@given(cut=st.integers(min_value=0, max_value=10**6))
@settings(max_examples=200, deadline=None)
def test_a_summary_cut_anywhere_is_rejected(cut: int) -> None:
    data = _summary_bytes()
    with pytest.raises(ValueError):
        StageSummary.from_bytes(data[: cut % len(data)])
    assert StageSummary.from_bytes(data).to_bytes() == data


_SUMMARY: list[bytes] = []


def _summary_bytes() -> bytes:
    if not _SUMMARY:
        pipeline = open_pipeline(AFTER_CHANGE, cache=False)
        _SUMMARY.append(pipeline.stages[5].summary().to_bytes())
    return _SUMMARY[0]


def test_index_starts_fresh_workers_that_summarise_as_one_process_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`tracksrc index` spawns its workers before scanning (one pool, used
    for the summaries); what they make equals a summary made here."""
    started: list[str] = []

    def recorded(workers, context):  # type: ignore[no-untyped-def]
        started.append(context.get_start_method())
        return worker_pool(workers, context)

    monkeypatch.setattr(indexing, "worker_pool", recorded)
    stream = GPU / "gpu_conv.after_all.mlir.xz"
    assert main(["index", str(stream), "--jobs", "2", "--cache-dir", str(tmp_path / "a")]) == 0
    assert started == ["spawn"]
    open_pipeline(stream, cache=tmp_path / "b").index_all(jobs=1)

    def summaries(cache: Path) -> dict[bytes, bytes]:
        with sqlite3.connect(cache / "summaries.sqlite3") as db:
            return dict(db.execute("SELECT digest, data FROM summaries"))

    made = summaries(tmp_path / "a")
    assert len(made) > 10
    assert made == summaries(tmp_path / "b")
