"""Parsing while the stream is scanned (`indexing.ParseAhead`): workers
started before the scan (`started_workers`, as `tracksrc index` does) parse
each distinct stage as the scan finds it, a plain file's by range and a
compressed file's from its bytes; what they make equals what one process
makes, what the cache holds is not parsed again, and a stage that does not
parse is reported as without them."""

from __future__ import annotations

import lzma
import sqlite3
from pathlib import Path

import pytest
from conftest import GPU, MNIST, Counting, junk_in_the_middle

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.summaries.indexing import started_workers

AFTER_CHANGE = MNIST / "mnist_like.after_change.local.mlir.xz"
GPU_STREAM = GPU / "gpu_conv.after_all.mlir.xz"


def _plain(source: Path, target: Path) -> Path:
    with lzma.open(source, "rb") as handle:
        target.write_bytes(handle.read())
    return target


def _kept(cache: Path) -> dict[bytes, bytes]:
    with sqlite3.connect(cache / "summaries.sqlite3") as db:
        return dict(db.execute("SELECT digest, data FROM summaries"))


@pytest.mark.parametrize("compressed", [False, True])
def test_stages_parsed_during_the_scan_equal_one_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, compressed: bool
) -> None:
    stream = GPU_STREAM if compressed else _plain(GPU_STREAM, tmp_path / "gpu_conv.mlir")
    counting = Counting(monkeypatch)
    with started_workers(2):
        pipeline = open_pipeline(stream, cache=tmp_path / "ahead")
        summaries = pipeline.summaries(jobs=2, progress=False)
    # Every stage was parsed by the workers while the scan ran.
    assert counting.stages == 0
    alone = open_pipeline(stream, cache=tmp_path / "alone")
    expected = alone.summaries(jobs=1, progress=False)
    assert len(expected) > 10
    assert {digest: s.to_bytes() for digest, s in summaries.items()} == {
        digest: s.to_bytes() for digest, s in expected.items()
    }
    # And each batch went to the cache as it was done.
    assert _kept(tmp_path / "ahead") == _kept(tmp_path / "alone")


def test_what_the_cache_holds_is_not_parsed_again(tmp_path: Path) -> None:
    stream = _plain(GPU_STREAM, tmp_path / "gpu_conv.mlir")
    cache = tmp_path / "cache"
    open_pipeline(stream, cache=cache).index_all(jobs=1, progress=False)
    # Another stream of the same stages: a new scan, the summaries cached.
    copy = tmp_path / "copy.mlir"
    copy.write_bytes(stream.read_bytes())
    with started_workers(2):
        pipeline = open_pipeline(copy, cache=cache)
        ahead = pipeline._ahead
        assert ahead is not None
        assert ahead.finish(progress=False) == []


def test_a_stage_that_does_not_parse_is_reported_as_without_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken, middle = junk_in_the_middle(AFTER_CHANGE, tmp_path / "broken.mlir")
    counting = Counting(monkeypatch)
    cache = tmp_path / "cache"
    with started_workers(2):
        pipeline = open_pipeline(broken, cache=cache)
        with pytest.raises(TracksrcError) as caught:
            pipeline.index_all(jobs=2, progress=False)
    assert f"broken.mlir:{middle + 1}:5: error: 'oops' is not an operation" in str(caught.value)
    # Only the bad stage was left to parse after the scan; every other
    # summary was kept.
    assert counting.stages == 1
    bad = max((s for s in pipeline.stages if s.line <= middle + 1), key=lambda s: s.line)
    assert set(_kept(cache)) == {stage.digest for stage in pipeline.stages} - {bad.digest}
