"""zstd's seekable format (`tracksrc.reading.zstd_seekable`): what the
writer makes is read by zstd's own `zstd -dc` (the independent reading) as
the text written, whatever the frame size and however the text arrives;
any range read through the table is that range of the text; a table that
does not describe its file is no table; a damaged frame is an error naming
it. A pipeline on a seekable stream reads its stages by range: the
store keeps no text of them, and they are those of the same stream as
`.xz`."""

from __future__ import annotations

import io
import lzma
import sqlite3
import subprocess
from pathlib import Path

import pytest
import zstandard
from conftest import MNIST
from hypothesis import given, settings
from hypothesis import strategies as st

from tracksrc.errors import TracksrcError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.scanning.dump_files import DumpFile
from tracksrc.reading.zstd_seekable import SeekableReader, SeekableWriter, seek_table

AFTER_ALL = MNIST / "mnist_like.after_all.mlir.xz"
PARAMETERS = zstandard.ZstdCompressionParameters.from_level(
    3, write_checksum=True, write_content_size=True
)


def _seekable(text: bytes, frame_bytes: int, pieces: list[int] | None = None) -> bytes:
    """`text` written as the seekable format, handed over in `pieces`."""
    out = io.BytesIO()
    with SeekableWriter(out, PARAMETERS, frame_bytes) as writer:
        at = 0
        for size in pieces or [len(text)]:
            writer.write(text[at : at + size])
            at += size
        writer.write(text[at:])
    return out.getvalue()


def _zstd_cli(data: bytes) -> bytes:
    return subprocess.run(["zstd", "-dc"], input=data, capture_output=True, check=True).stdout


@settings(max_examples=60, deadline=None)
@given(
    text=st.binary(max_size=3000),
    frame_bytes=st.integers(1, 700),
    pieces=st.lists(st.integers(0, 400), max_size=12),
    ranges=st.lists(st.tuples(st.integers(0, 3000), st.integers(0, 3000)), max_size=8),
)
def test_any_range_is_that_range_of_the_text(
    tmp_path_factory: pytest.TempPathFactory,
    text: bytes,
    frame_bytes: int,
    pieces: list[int],
    ranges: list[tuple[int, int]],
) -> None:
    data = _seekable(text, frame_bytes, pieces)
    path = tmp_path_factory.mktemp("seekable") / "s.zst"
    path.write_bytes(data)
    table = seek_table(path)
    assert table is not None and table.text_size == len(text)
    # Frames of `frame_bytes` each, the last one shorter.
    sizes = [b - a for a, b in zip(table.decompressed, table.decompressed[1:], strict=False)]
    assert all(size == frame_bytes for size in sizes[:-1]) and (
        not sizes or sizes[-1] <= frame_bytes
    )
    reader = SeekableReader(path, table)
    for a, b in ranges:
        start, end = sorted((min(a, len(text)), min(b, len(text))))
        assert reader.read(start, end) == text[start:end]


def test_zstd_reads_it_as_the_text_written() -> None:
    with lzma.open(AFTER_ALL) as handle:
        text = handle.read()
    for frame_bytes in (1 << 16, 1 << 20, len(text) + 1):
        data = _seekable(text, frame_bytes, [1000, 77, 1 << 18])
        assert _zstd_cli(data) == text
    assert _zstd_cli(_seekable(b"", 100)) == b""


def test_a_table_that_does_not_describe_its_file_is_none(tmp_path: Path) -> None:
    text = bytes(range(256)) * 40
    good = _seekable(text, 1000)
    path = tmp_path / "s.zst"
    footer_count = len(good) - 9
    broken = {
        "cut": good[:-1],
        "junk after": good + b"\0",
        "junk before": b"\0" + good,
        "count": good[:footer_count] + (7).to_bytes(4, "little") + good[footer_count + 4 :],
        "reserved bit": good[:-5] + b"\x04" + good[-4:],
        "plain zstd": zstandard.ZstdCompressor().compress(text),
        # Frame 0 said 1 byte shorter and frame 1 longer: the sizes add up,
        # but frame 1's text would start a byte early.
        "sizes shifted": _entries_changed(good, {0: -1, 1: +1}),
        "no content sizes": _seekable_without_sizes(text, 1000),
    }
    path.write_bytes(good)
    assert seek_table(path) is not None
    for why, data in broken.items():
        path.write_bytes(data)
        assert seek_table(path) is None, why
    # A checksum flag is read (entries of 12 bytes), and the unused bits are free.
    path.write_bytes(good[:-5] + b"\x03" + good[-4:])
    assert seek_table(path) is not None


def _entries_changed(data: bytes, changes: dict[int, int]) -> bytes:
    """`data` with the decompressed size of some table entries changed."""
    count = int.from_bytes(data[-9:-5], "little")
    first = len(data) - 9 - 8 * count
    changed = bytearray(data)
    for number, change in changes.items():
        at = first + 8 * number + 4
        size = int.from_bytes(changed[at : at + 4], "little") + change
        changed[at : at + 4] = size.to_bytes(4, "little")
    return bytes(changed)


def _seekable_without_sizes(text: bytes, frame_bytes: int) -> bytes:
    out = io.BytesIO()
    parameters = zstandard.ZstdCompressionParameters.from_level(3, write_content_size=False)
    with SeekableWriter(out, parameters, frame_bytes) as writer:
        writer.write(text)
    return out.getvalue()


def test_a_damaged_frame_is_an_error_naming_it(tmp_path: Path) -> None:
    text = b"".join(b"line %d of the stream\n" % number for number in range(4000))
    data = bytearray(_seekable(text, 20000))
    path = tmp_path / "s.zst"
    path.write_bytes(bytes(data))
    table = seek_table(path)
    assert table is not None
    second = table.compressed[1]
    data[second + 20] ^= 0xFF  # inside frame 1's compressed bytes
    path.write_bytes(bytes(data))
    reader = SeekableReader(path, table)
    assert reader.read(0, 100) == text[:100]  # frame 0 is whole
    with pytest.raises(TracksrcError, match=r"frame 1 \(at byte \d+\) is damaged"):
        reader.read(20000, 20100)
    with pytest.raises(TracksrcError, match="the file changed since it was read"):
        reader.read(0, len(text) + 1)


def test_a_pipeline_on_a_seekable_stream_reads_its_stages_by_range(tmp_path: Path) -> None:
    with lzma.open(AFTER_ALL) as handle:
        text = handle.read()
    seekable = tmp_path / "stream.mlir.zst"
    seekable.write_bytes(_seekable(text, 1 << 18))
    plain_zst = tmp_path / "plain.mlir.zst"
    plain_zst.write_bytes(zstandard.ZstdCompressor().compress(text))
    assert DumpFile(seekable).by_range and not DumpFile(seekable).kept_by_scan
    assert not DumpFile(plain_zst).by_range and DumpFile(plain_zst).kept_by_scan
    cache = tmp_path / "cache"
    pipe = open_pipeline(seekable, cache=cache)
    reference = open_pipeline(AFTER_ALL, cache=tmp_path / "reference")
    assert len(pipe.stages) == len(reference.stages) > 100
    for number in (0, 1, len(pipe.stages) // 2, len(pipe.stages) - 1):
        assert pipe.stages[number].data() == reference.stages[number].data()
    # The store kept no stage text of the seekable file; of the .xz, every one.
    kept = _kept_texts(pipe.store.path)
    assert kept == 0, kept
    assert _kept_texts(reference.store.path) >= len({s.digest for s in reference.stages})


def _kept_texts(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        return int(connection.execute("SELECT count(*) FROM texts").fetchone()[0])
