"""`.zst` dumps, read as `zstd -dc` reads them: every frame in turn,
skippable frames passed, a file cut inside a frame marked cut (what
decompresses is kept), junk after the frames an error at its byte, and
output bounded however much a few bytes expand to. The frames are
followed from their headers (`tracksrc.reading.zstd_frames`); the
property test checks that walk against where the frames were made to
end."""

from __future__ import annotations

import lzma
from pathlib import Path

import pytest
import zstandard
from conftest import MNIST, run_tracksrc
from hypothesis import given, settings
from hypothesis import strategies as st

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.reading.files import Decompressed, read_file
from tracksrc.reading.zstd_frames import FrameWalker

AFTER_CHANGE = MNIST / "mnist_like.after_change.local.mlir.xz"
SKIPPABLE = (0x184D2A5E).to_bytes(4, "little") + (3).to_bytes(4, "little") + b"tsr"


@pytest.fixture(scope="module")
def text() -> bytes:
    with lzma.open(AFTER_CHANGE) as handle:
        return handle.read()


def _frames(parts: list[bytes], streamed: bool = False) -> list[bytes]:
    """Each part as a frame: with its size in the header, or streamed
    (no size, as a compressor fed by a pipe writes) with a checksum."""
    compressor = zstandard.ZstdCompressor(level=1, write_checksum=streamed)
    frames = []
    for part in parts:
        if streamed:
            one = compressor.compressobj()
            frames.append(one.compress(part) + one.flush())
        else:
            frames.append(compressor.compress(part))
    return frames


def test_a_zst_stream_opens_as_its_xz_does(text: bytes, tmp_path: Path) -> None:
    half = len(text) // 2
    zst = tmp_path / "stream.mlir.zst"
    zst.write_bytes(SKIPPABLE + b"".join(_frames([text[:half], text[half:]], streamed=True)))
    from_zst = run_tracksrc("stages", str(zst), "--json", "--no-cache")
    from_xz = run_tracksrc("stages", str(AFTER_CHANGE), "--json", "--no-cache")
    assert from_zst.returncode == 0, from_zst.stderr
    assert from_zst.stdout.replace(str(zst), "X") == from_xz.stdout.replace(str(AFTER_CHANGE), "X")
    assert read_file(zst).data == text


def test_a_cut_zst_is_the_streams_cut(text: bytes, tmp_path: Path) -> None:
    (frame,) = _frames([text])
    cut = tmp_path / "cut.mlir.zst"
    cut.write_bytes(frame[: len(frame) * 2 // 3])
    found = read_file(cut)
    assert found.cut and text.startswith(found.data) and len(found.data) > len(text) // 3
    with pytest.raises(TracksrcError, match="ends"):
        open_pipeline(cut, cache=False)
    kept = open_pipeline(cut, cache=False, allow_partial=True)
    assert 0 < len(kept.stages) < len(open_pipeline(AFTER_CHANGE, cache=False).stages)


@pytest.mark.parametrize("junk", [b"junk", b"\0\0\0\0\0\0\0\0", b"\0", b"(\xb5/\xfd\x08\0\0\0\0"])
def test_junk_after_the_frames_is_an_error_at_its_byte(
    junk: bytes, text: bytes, tmp_path: Path
) -> None:
    (frame,) = _frames([text[:5000]])
    path = tmp_path / "junk.zst"
    path.write_bytes(frame + junk)
    with pytest.raises(TracksrcError) as caught:
        read_file(path)
    assert f"from byte {len(frame):,}" in str(caught.value)
    assert "not zstd data" in str(caught.value)


def test_an_empty_or_foreign_file_is_a_clear_error(tmp_path: Path) -> None:
    for name, data, said in (
        ("empty.zst", b"", "the file is empty"),
        ("xz.zst", lzma.compress(b"x"), "from byte 0"),
    ):
        (tmp_path / name).write_bytes(data)
        with pytest.raises(TracksrcError, match=said):
            read_file(tmp_path / name)


def test_a_bomb_comes_out_a_piece_at_a_time(tmp_path: Path) -> None:
    # 1 GB of zeros is 32 KB of zstd: read in pieces, never whole.
    bomb = zstandard.ZstdCompressor(level=19).compress(bytes(1 << 30))
    assert len(bomb) < 40_000
    path = tmp_path / "bomb.zst"
    path.write_bytes(bomb)
    total = 0
    with path.open("rb") as handle:
        for piece in Decompressed(path, handle, 1 << 20):
            assert len(piece) <= 1 << 20
            total += len(piece)
    assert total == 1 << 30


@settings(max_examples=60, deadline=None)
@given(
    sizes=st.lists(st.integers(0, 300_000), min_size=1, max_size=4),
    streamed=st.booleans(),
    skippable=st.booleans(),
    where=st.floats(0, 1),
    feed=st.integers(1, 70_000),
)
def test_the_walk_ends_where_the_frames_were_made_to(
    sizes: list[int], streamed: bool, skippable: bool, where: float, feed: int
) -> None:
    data = bytes(range(256)) * (max(sizes) // 256 + 1)
    # (Text-like parts: compressed blocks, raw blocks of the incompressible
    # head, RLE blocks of runs.)
    parts = [data[:size] + bytes(size // 3) for size in sizes]
    frames = _frames(parts, streamed)
    if skippable:
        frames.insert(len(frames) // 2, SKIPPABLE)
    whole = b"".join(frames)
    ends = {0}
    for frame in frames:
        ends.add(max(ends) + len(frame))
    cut = int(len(whole) * where)
    walker = FrameWalker()
    for start in range(0, cut, feed):
        walker.feed(whole[start : min(start + feed, cut)])
    assert walker.junk_at is None and walker.offset == cut
    assert walker.inside_frame == (cut not in ends)
