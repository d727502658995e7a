"""A stream cut inside a stage (a killed compiler, a capture or a download
that stopped) is an error naming the cut; with `allow_partial` the whole
stages before it are kept and the cut one is marked and kept apart."""

from __future__ import annotations

import itertools
import logging
import lzma
import re
import shutil
from pathlib import Path

import pytest
from conftest import DATA, JAX, MNIST, SAMPLES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracksrc.cli.main import main
from tracksrc.errors import ParseError
from tracksrc.pipeline.store.queries.audit_report import audit
from tracksrc.pipeline.store.queries.lineage import lineage
from tracksrc.pipeline.streams.opening import open_pipeline

_HEADER = re.compile(rb"^// -----//", re.MULTILINE)


def _read(path: Path) -> bytes:
    if path.suffix == ".xz":
        with lzma.open(path) as handle:
            return handle.read()
    return path.read_bytes()


STREAMS = {
    path.name: _read(path)
    for path in [
        SAMPLES / "model.after_all.mlir",
        MNIST / "mnist_like.after_change.local.mlir.xz",
        JAX / "mlp.after_all.mlir.xz",
        DATA / "iree" / "mnist_like.after_all.nodebug.mlir.xz",
        DATA / "triton" / "dump.mlir.xz",
    ]
}


def _stage_bounds(data: bytes) -> list[tuple[int, int]]:
    starts = [match.start() for match in _HEADER.finditer(data)] + [len(data)]
    return list(itertools.pairwise(starts))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_stream_cut_inside_a_stage_is_an_error_at_the_cut_or_kept_apart(
    tmp_path_factory: pytest.TempPathFactory, data: st.DataObject
) -> None:
    name = data.draw(st.sampled_from(sorted(STREAMS)), label="stream")
    text = STREAMS[name]
    bounds = _stage_bounds(text)
    number = data.draw(st.integers(0, len(bounds) - 1), label="stage")
    start, end = bounds[number]
    # Anywhere from after the header's first character (the first stage: once
    # its marker is recognisable, `// -`) to the end of the stage's last
    # line: inside the stage.
    content_end = len(text[:end].rstrip())
    cut_at = data.draw(st.integers(start + (4 if number == 0 else 1), content_end), label="cut")
    path = tmp_path_factory.mktemp("cut") / name.removesuffix(".xz")
    path.write_bytes(text[:cut_at])
    with pytest.raises(ParseError) as caught:
        open_pipeline(path, cache=False)
    error = caught.value
    assert error.cut and error.filename == str(path)
    # The error names the cut: the last line that holds text.
    assert error.line == text[:cut_at].rstrip().count(b"\n") + 1, error.format()
    logging.disable(logging.WARNING)
    try:
        partial = open_pipeline(path, cache=False, allow_partial=True)
    finally:
        logging.disable(logging.NOTSET)
    assert len(partial) == number + 1
    assert partial.stages[number].cut is not None
    assert not any(stage.cut for stage in partial.stages[:number])
    # Every whole stage is kept where it was.
    for stage, (begin, finish) in zip(partial.stages[:number], bounds, strict=False):
        assert stage.byte_offset == begin and stage.byte_end <= finish


def test_a_compressed_stream_cut_short_names_the_cut(tmp_path: Path) -> None:
    packed = (MNIST / "mnist_like.after_all.mlir.xz").read_bytes()
    path = tmp_path / "cut.mlir.xz"
    path.write_bytes(packed[: len(packed) * 2 // 3])
    with pytest.raises(ParseError) as caught:
        open_pipeline(path, cache=False)
    assert caught.value.cut
    assert "the compressed file ends early" in caught.value.message
    partial = open_pipeline(path, cache=False, allow_partial=True)
    assert partial.stages[-1].cut is not None
    assert 900 < len(partial.whole_stages()) < 1783


def test_a_tree_dir_whose_last_file_is_cut(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    shutil.copytree(SAMPLES / "model.tree", tree)
    last = open_pipeline(tree, cache=False).stages[-1].source.path
    text = last.read_text(encoding="utf-8")
    last.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(ParseError, match="cut short"):
        open_pipeline(tree, cache=False)
    partial = open_pipeline(tree, cache=False, allow_partial=True)
    assert [stage.cut is not None for stage in partial.stages] == [False] * 6 + [True]


def test_queries_leave_the_cut_stage_out(tmp_path: Path) -> None:
    """A JAX stream cut inside the location aliases its last stage prints
    before the module: no stage of 0 ops, no invented location losses."""
    text = STREAMS["mlp.after_all.mlir.xz"]
    # The last stage among the first 100 whose IR starts with its aliases.
    start = max(
        begin
        for begin, _ in _stage_bounds(text)[:100]
        if text[text.index(b"\n", begin) + 1 :].startswith(b"#loc")
    )
    aliases = text.index(b"\n", start) + 1
    path = tmp_path / "mlp.after_all.mlir"
    path.write_bytes(text[: text.index(b"\n", aliases + 200) + 1])
    with pytest.raises(ParseError, match="ends before its first operation"):
        open_pipeline(path, cache=False)
    partial = open_pipeline(path, cache=False, allow_partial=True)
    whole = open_pipeline(JAX / "mlp.after_all.mlir.xz", cache=False)
    cut = len(partial) - 1
    assert [row.stage for row in audit(partial).rows] == [
        row.stage for row in audit(whole).rows if row.stage < cut
    ]
    query = "mlp.py:4:20"
    assert [(row.stage, row.count) for row in lineage(partial, query).rows] == [
        (row.stage, row.count) for row in lineage(whole, query).rows if row.stage < cut
    ]


def test_stages_command_names_the_cut_or_marks_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (SAMPLES / "model.after_all.mlir").read_bytes()
    path = tmp_path / "cut.mlir"
    path.write_bytes(text[:2352])
    assert main(["stages", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}:35:60: error: the stream ends in the middle of a line of stage 1" in err
    assert "Traceback" not in err
    assert main(["stages", str(path), "--allow-partial"]) == 0
    out = capsys.readouterr().out
    assert "1  to-linalg  after CUT  func.func @main" in out
