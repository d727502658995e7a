"""What caches keep is versioned by the rules that made it: a reading rule
changed (tracksrc edited or upgraded) makes every kept summary, scan and
table of the old rules unread, and the summary cache drops them."""

from __future__ import annotations

import hmac
import shutil
import sqlite3
from pathlib import Path

import pytest
from conftest import MNIST, Counting, first_stages

import tracksrc
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.pipeline.streams.rules_version import READING, digest_of, rules_digest, versioned
from tracksrc.pipeline.streams.summaries.summary import SUMMARY_VERSION
from tracksrc.pipeline.streams.summaries.summary_cache import cache_secret, entry_checksum

PACKAGE = Path(tracksrc.__file__).parent


def _copy(tmp_path: Path) -> Path:
    copy = tmp_path / "tracksrc"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    return copy


def test_the_digest_follows_the_rules_not_the_faces(tmp_path: Path) -> None:
    copy = _copy(tmp_path)
    assert digest_of(copy) == rules_digest()
    # A face changed: what is kept is made the same way.
    face = copy / "cli" / "main.py"
    face.write_text(face.read_text(encoding="utf-8") + "\n# a comment\n", encoding="utf-8")
    assert digest_of(copy) == rules_digest()
    # A reading rule changed (one character): everything kept is of
    # another version.
    rule = copy / "reading" / "statements.py"
    text = rule.read_text(encoding="utf-8")
    rule.write_text(text.replace("(", "( ", 1), encoding="utf-8")
    assert digest_of(copy) != rules_digest()
    assert digest_of(copy, READING) != rules_digest(READING)
    assert versioned(11) >> 48 == 11 and versioned(11) & (2**48 - 1) == rules_digest()
    assert versioned(11, READING) == SUMMARY_VERSION


def test_summaries_outlive_a_change_to_how_the_pipeline_is_composed(tmp_path: Path) -> None:
    copy = _copy(tmp_path)
    rule = copy / "pipeline" / "store" / "deltas.py"
    rule.write_text(rule.read_text(encoding="utf-8") + "\n# a change\n", encoding="utf-8")
    # The query store's tables are made again; the summaries are not.
    assert digest_of(copy) != rules_digest()
    assert digest_of(copy, READING) == rules_digest(READING)


@pytest.fixture
def stream(tmp_path: Path) -> Path:
    """The first 30 stages of the after-change stream, uncompressed."""
    return first_stages(MNIST / "mnist_like.after_change.local.mlir.xz", 30, tmp_path / "s.mlir")


def test_summaries_of_other_rules_are_not_read_and_are_dropped(
    stream: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache_dir = tmp_path / "cache"
    first = open_pipeline(stream, cache=cache_dir)
    first.index_all()
    distinct = len({stage.digest for stage in first.stages})
    # Every entry as an older tracksrc, with its secret, would have signed
    # it: valid, but of other rules.
    other = SUMMARY_VERSION ^ 1
    secret = cache_secret(cache_dir)
    database = cache_dir / "summaries.sqlite3"
    connection = sqlite3.connect(database)
    rows = connection.execute("SELECT digest, data FROM summaries").fetchall()
    assert len(rows) == distinct > 10
    connection.execute("DELETE FROM summaries")
    connection.executemany(
        "INSERT INTO summaries VALUES (?, ?, ?, ?)",
        [(d, other, entry_checksum(secret, d, data, other), data) for d, data in rows],
    )
    connection.commit()
    connection.close()
    shutil.rmtree(cache_dir / "streams")
    counting = Counting(monkeypatch)
    again = open_pipeline(stream, cache=cache_dir)
    again.index_all()
    assert counting.stages == distinct  # none of the old entries read
    assert again.summaries() == first.summaries()
    connection = sqlite3.connect(database)
    kept = connection.execute("SELECT digest, version, checksum, data FROM summaries").fetchall()
    connection.close()
    # Only this version's entries are left, each signed for it.
    assert len(kept) == distinct
    for digest, version, checksum, data in kept:
        assert version == SUMMARY_VERSION
        assert hmac.compare_digest(checksum, entry_checksum(secret, digest, data))
