"""A store packed into a bundle's image and unpacked where the bundle is
opened is the store it was, row for row (read by SQLite itself); an image
damaged, forged or swollen is refused, with a warning, and nothing it holds
is run."""

from __future__ import annotations

import logging
import lzma
import random
import sqlite3
from pathlib import Path

import pytest
import zstandard
from conftest import MNIST

from tracksrc.pipeline.store.query_store import query_store_of
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.storage.store_image import (
    image_store_path,
    unpacked_store,
    write_image,
)

AFTER_ALL = MNIST / "mnist_like.after_all.mlir.xz"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole store (stages, tracker, query store) of mnist_like's
    after-all stream."""
    folder = tmp_path_factory.mktemp("image")
    stream = folder / "mnist_like.after_all.mlir"
    with lzma.open(AFTER_ALL) as handle:
        stream.write_bytes(handle.read())
    pipeline = open_pipeline(stream, cache=folder / "cache")
    query_store_of(pipeline)
    pipeline.store.close()
    (found,) = (folder / "cache" / "streams").glob("*.sqlite3")
    return found


def _tables(path: Path) -> dict[str, list[tuple[object, ...]]]:
    with sqlite3.connect(path) as db:
        names = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return {
            name: db.execute(f"SELECT * FROM {name} ORDER BY rowid").fetchall() for name in names
        }


def _indexes(path: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(path) as db:
        return sorted(db.execute("SELECT name, tbl_name FROM sqlite_master WHERE type='index'"))


def test_a_store_unpacked_is_the_store_packed(store: Path, tmp_path: Path) -> None:
    image = tmp_path / "store.image.zst"
    size = write_image(store, image)
    assert size == image.stat().st_size < store.stat().st_size / 3
    # (zstd's own reading: one frame, whole, its checksum right.)
    assert zstandard.ZstdDecompressor().decompress(image.read_bytes())[:16] == b"SQLite format 3\0"
    unpacked = unpacked_store(image, tmp_path / "cache", "m.tracksrc")
    assert unpacked == image_store_path(image, tmp_path / "cache", "m.tracksrc")
    assert unpacked.parent == tmp_path / "cache" / "bundles"
    original = _tables(store)
    assert sum(len(rows) for rows in original.values()) > 10_000
    assert _tables(unpacked) == original
    assert _indexes(unpacked) == _indexes(store) != []
    assert list(unpacked.parent.iterdir()) == [unpacked]  # (no part left)


def _repacked(image: Path, change: str, target: Path) -> Path:
    """`image` unpacked as it is, `change` run in it, and packed again as
    an image (a forged one)."""
    plain = target.with_suffix(".plain")
    plain.write_bytes(zstandard.ZstdDecompressor().decompress(image.read_bytes()))
    with sqlite3.connect(plain) as db:
        db.executescript(change)
    target.write_bytes(zstandard.ZstdCompressor().compress(plain.read_bytes()))
    return target


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (
            "INSERT INTO image_indexes VALUES ('DROP TABLE stages')",
            "a statement that is not an index's",
        ),
        (
            "INSERT INTO image_indexes VALUES "
            "('CREATE INDEX IF NOT EXISTS a ON stages (file); DROP TABLE stages')",
            "a statement that is not an index's",
        ),
        (
            "CREATE TRIGGER t AFTER UPDATE ON deltas BEGIN DELETE FROM stages; END",
            "it holds a trigger",
        ),
        ("CREATE VIEW v AS SELECT * FROM stages", "it holds a view"),
        ("ALTER TABLE deltas ADD COLUMN later INTEGER", "its check is not its last plain column"),
    ],
    ids=["drop", "two statements", "trigger", "view", "check moved"],
)
def test_a_forged_image_is_refused_and_nothing_it_holds_is_run(
    store: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture, change: str, said: str
) -> None:
    image = tmp_path / "store.image.zst"
    write_image(store, image)
    forged = _repacked(image, change, tmp_path / "forged.image.zst")
    with caplog.at_level(logging.WARNING):
        unpacked = unpacked_store(forged, tmp_path / "cache", "m.tracksrc")
    assert not unpacked.exists()
    assert not list((tmp_path / "cache" / "bundles").iterdir())
    assert any(said in record.getMessage() for record in caplog.records), caplog.text


def test_a_damaged_image_is_refused(
    store: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    image = tmp_path / "store.image.zst"
    write_image(store, image)
    data = bytearray(image.read_bytes())
    data[len(data) // 2] ^= 0x40
    image.write_bytes(bytes(data))
    with caplog.at_level(logging.WARNING):
        unpacked = unpacked_store(image, tmp_path / "cache", "m.tracksrc")
    assert not unpacked.exists()
    assert "could not be unpacked" in caplog.text


def test_an_image_that_swells_past_any_store_is_refused(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    swollen = tmp_path / "swollen.image.zst"
    swollen.write_bytes(zstandard.ZstdCompressor().compress(bytes(64 << 20)))
    with caplog.at_level(logging.WARNING):
        unpacked = unpacked_store(swollen, tmp_path / "cache", "m.tracksrc")
    assert not unpacked.exists()
    assert "it unpacks to more than" in caplog.text


@pytest.mark.parametrize("seed", range(12))
def test_an_image_damaged_anywhere_is_unpacked_whole_or_refused(
    store: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture, seed: int
) -> None:
    """Seeded fuzz: bytes of the image, or of the database inside it
    (packed again, its checksum right), changed at random. Either the
    store unpacked passes SQLite's own check, or there is none and a
    warning: never an exception."""
    image = tmp_path / "store.image.zst"
    write_image(store, image)
    chance = random.Random(seed)
    if seed % 2:
        data = bytearray(image.read_bytes())
    else:
        data = bytearray(zstandard.ZstdDecompressor().decompress(image.read_bytes()))
    for _ in range(chance.randint(1, 8)):
        data[chance.randrange(len(data))] = chance.randrange(256)
    if seed % 2 == 0:
        data = bytearray(zstandard.ZstdCompressor().compress(bytes(data)))
    image.write_bytes(bytes(data))
    with caplog.at_level(logging.WARNING):
        unpacked = unpacked_store(image, tmp_path / "cache", "m.tracksrc")
    if unpacked.exists():
        with sqlite3.connect(unpacked) as db:
            assert db.execute("PRAGMA quick_check").fetchone() == ("ok",)
    else:
        assert "could not be unpacked" in caplog.text
    assert [path.name for path in (tmp_path / "cache" / "bundles").iterdir()] in (
        [],
        [unpacked.name],
    )
