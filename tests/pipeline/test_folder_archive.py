"""A bundle's dump folder packed into one file and unpacked where the
bundle is opened holds the same files, byte for byte; an archive that
would write anything but plain files into that folder is refused whole,
and nothing of it is left."""

from __future__ import annotations

import io
import logging
import random
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest
import zstandard
from conftest import REAL

from tracksrc.pipeline.streams.storage.folder_archive import pack_folder, unpacked_folder

CAPTURES = REAL / "iree" / "captures"


def test_a_folder_unpacked_is_the_folder_packed(tmp_path: Path) -> None:
    folder = tmp_path / "dumps"
    shutil.copytree(CAPTURES, folder)
    files = {path.name: path.read_bytes() for path in folder.iterdir()}
    assert len(files) > 3
    archive = tmp_path / "dumps.tar.zst"
    size = pack_folder(folder, archive)
    assert size == archive.stat().st_size and not folder.exists()
    # (tar's and zstd's own reading.)
    listed = subprocess.run(
        ["tar", "--zstd", "-tf", str(archive)], capture_output=True, text=True, check=True
    ).stdout.split()
    assert sorted(listed) == sorted(files)
    unpacked = unpacked_folder(archive, tmp_path / "cache", "m.tracksrc")
    assert unpacked is not None and unpacked.parent == tmp_path / "cache" / "bundles"
    assert {path.name: path.read_bytes() for path in unpacked.iterdir()} == files
    # Once: the second open finds it.
    assert unpacked_folder(archive, tmp_path / "cache", "m.tracksrc") == unpacked
    assert [path.name for path in unpacked.parent.iterdir()] == [unpacked.name]


def test_a_folder_holding_a_folder_is_left_as_it_is(tmp_path: Path) -> None:
    folder = tmp_path / "dumps"
    (folder / "inner").mkdir(parents=True)
    (folder / "a.mlir").write_text("module {}\n")
    assert pack_folder(folder, tmp_path / "dumps.tar.zst") == 0
    assert (folder / "a.mlir").exists() and not (tmp_path / "dumps.tar.zst").exists()


def _archive(path: Path, members: list[tuple[tarfile.TarInfo, bytes]]) -> Path:
    packed = io.BytesIO()
    with tarfile.open(fileobj=packed, mode="w") as tar:
        for info, data in members:
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data) if info.isfile() else None)
    path.write_bytes(zstandard.ZstdCompressor().compress(packed.getvalue()))
    return path


def _file(name: str) -> tarfile.TarInfo:
    return tarfile.TarInfo(name)


def _link(name: str, target: str, kind: bytes) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type, info.linkname = kind, target
    return info


@pytest.mark.parametrize(
    ("members", "said"),
    [
        ([(_file("../evil.mlir"), b"x")], "not a plain file"),
        ([(_file("sub/inner.mlir"), b"x")], "not a plain file"),
        ([(_file("/etc/evil"), b"x")], "not a plain file"),
        (
            [(_file("a.mlir"), b"x"), (_link("b.mlir", "/etc/passwd", tarfile.SYMTYPE), b"")],
            "not a plain file",
        ),
        ([(_link("h.mlir", "a.mlir", tarfile.LNKTYPE), b"")], "not a plain file"),
        ([(_file(".."), b"x")], "it holds '..'"),
        ([(_file("a.mlir"), b"x"), (_file("a.mlir"), b"y")], "twice"),
        ([(_file("big.mlir"), bytes(32 << 20))], "larger than any dump folder"),
    ],
    ids=["parent", "nested", "absolute", "symlink", "hard link", "dot dot", "twice", "swollen"],
)
def test_an_archive_writing_anything_but_plain_files_is_refused(
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    members: list[tuple[tarfile.TarInfo, bytes]],
    said: str,
) -> None:
    archive = _archive(tmp_path / "dumps.tar.zst", members)
    with caplog.at_level(logging.WARNING):
        assert unpacked_folder(archive, tmp_path / "cache", "m.tracksrc") is None
    assert said in caplog.text
    assert list((tmp_path / "cache" / "bundles").iterdir()) == []
    assert not (tmp_path / "evil.mlir").exists() and not (tmp_path / "cache" / "evil.mlir").exists()


def test_a_damaged_archive_is_refused(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    folder = tmp_path / "dumps"
    shutil.copytree(CAPTURES, folder)
    archive = tmp_path / "dumps.tar.zst"
    pack_folder(folder, archive)
    data = bytearray(archive.read_bytes())
    data[len(data) // 2] ^= 0x10
    archive.write_bytes(bytes(data))
    with caplog.at_level(logging.WARNING):
        assert unpacked_folder(archive, tmp_path / "cache", "m.tracksrc") is None
    assert "could not be unpacked" in caplog.text
    assert list((tmp_path / "cache" / "bundles").iterdir()) == []


@pytest.mark.parametrize("seed", range(12))
def test_an_archive_damaged_anywhere_is_unpacked_whole_or_refused(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, seed: int
) -> None:
    """Seeded fuzz: bytes of the archive, or of the tar inside it (packed
    again, its checksum right), changed at random. Either a folder of
    plain files comes out inside the cache, or none and a warning: never
    an exception, never a file elsewhere."""
    folder = tmp_path / "dumps"
    shutil.copytree(CAPTURES, folder)
    archive = tmp_path / "dumps.tar.zst"
    pack_folder(folder, archive)
    chance = random.Random(seed)
    data = bytearray(archive.read_bytes())
    if seed % 2 == 0:
        data = bytearray(zstandard.ZstdDecompressor().decompressobj().decompress(bytes(data)))
        # (In the first headers, where names and sizes are.)
        for _ in range(chance.randint(1, 6)):
            data[chance.randrange(min(len(data), 4096))] = chance.randrange(256)
        data = bytearray(zstandard.ZstdCompressor().compress(bytes(data)))
    else:
        for _ in range(chance.randint(1, 6)):
            data[chance.randrange(len(data))] = chance.randrange(256)
    archive.write_bytes(bytes(data))
    before = sorted(tmp_path.rglob("*"))
    with caplog.at_level(logging.WARNING):
        unpacked = unpacked_folder(archive, tmp_path / "cache", "m.tracksrc")
    made = sorted(set(tmp_path.rglob("*")) - set(before))
    if unpacked is None:
        assert "could not be unpacked" in caplog.text
        assert made == [tmp_path / "cache", tmp_path / "cache" / "bundles"]
    else:
        assert all(path.is_file() and path.parent == unpacked for path in unpacked.iterdir())
        assert all(
            path == unpacked or unpacked in path.parents or path in unpacked.parents
            for path in made
        )
