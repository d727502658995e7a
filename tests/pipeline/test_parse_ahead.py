"""Parsing while the stream is scanned (`indexing.ParseAhead`): workers
started before the scan (`started_workers`, as `tracksrc index` does) parse
each distinct stage as the scan finds it, a plain file's by range and a
compressed file's from its bytes; what they make equals what one process
makes, what the cache holds is not parsed again, and a stage that does not
parse is reported as without them."""

from __future__ import annotations

import argparse
import lzma
import sqlite3
from pathlib import Path

import pytest
from conftest import GPU, MNIST, Counting, junk_in_the_middle

from tracksrc.analysis.answers import named_query
from tracksrc.cli.main import build_parser
from tracksrc.cli.options import pipeline_from
from tracksrc.errors import TracksrcError
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.opening import open_pipeline, will_scan
from tracksrc.pipeline.streams.stream import Pipeline
from tracksrc.pipeline.streams.summaries.indexing import ParseAhead, StageText, started_workers

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
        assert ahead.finish(progress=False) == {}


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


def test_a_stream_is_known_to_be_new_before_it_is_opened(tmp_path: Path) -> None:
    # (What decides whether a command starts its workers before the scan.)
    plain = _plain(GPU_STREAM, tmp_path / "gpu_conv.mlir")
    cache = tmp_path / "cache"
    assert will_scan(plain, cache) and will_scan(GPU_STREAM, cache)
    assert will_scan([plain], False)
    open_pipeline(plain, cache=cache)
    # Kept in the store: read back, not scanned.
    assert not will_scan(plain, cache) and not will_scan([plain], cache)
    assert will_scan(GPU_STREAM, cache)
    # Too little to parse to need workers; what the open itself reports.
    small = tmp_path / "small.mlir"
    small.write_bytes(plain.read_bytes()[: 1 << 20])
    assert not will_scan(small, False)
    assert not will_scan(tmp_path / "missing.mlir", cache)
    assert not will_scan(tmp_path, cache)


def test_a_command_on_a_new_stream_parses_during_the_scan(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = _plain(GPU_STREAM, tmp_path / "gpu_conv.mlir")
    offered: list[bytes] = []
    offer = ParseAhead.offer

    def counted_offer(self: ParseAhead, text: StageText, data: bytes | None) -> None:
        offered.append(text.digest)
        offer(self, text, data)

    monkeypatch.setattr(ParseAhead, "offer", counted_offer)
    arguments = ["lineage", str(plain), "--loc", "gpu_conv.mlir:9", "--json"]
    cache = ["--cache-dir", str(tmp_path / "cache")]
    args = build_parser("lineage").parse_args([*arguments, *cache])
    first = lineage_json(pipeline_from(args), args)
    # Every stage went to workers started before the scan, as it was found.
    assert len(offered) == len(open_pipeline(plain, cache=False).stages) > 10
    offered.clear()
    again = lineage_json(pipeline_from(args), args)
    alone = build_parser("lineage").parse_args([*arguments, "--jobs", "1", "--no-cache"])
    assert first == again == lineage_json(pipeline_from(alone), alone)
    assert not offered


def lineage_json(pipeline: Pipeline, args: argparse.Namespace) -> object:
    """What `tracksrc lineage --json` prints for `args`."""
    query = named_query(pipeline, args.loc, args.op, args.stage, args.input)
    return lineage(pipeline, query, 0).json_data()
