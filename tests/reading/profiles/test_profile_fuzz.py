"""Damaged profiles (seeded fuzz: each sample cut at random places, and
with random bytes changed) are read or rejected with a `TracksrcError`,
whether their format is detected or given: never another exception."""

from __future__ import annotations

import gzip
import random
from pathlib import Path

import pytest
from profile_samples import KINDS, ROCPROF_JSON

from tracksrc.errors import TracksrcError
from tracksrc.reading.profiles.formats import read_profile
from tracksrc.reading.profiles.kernels import KernelProfile

# Damaged copies per sample (the 37 MB rocprofv3 JSON: fewer, each read
# takes most of a second).
_CUTS = 8
_MUTATIONS = 8
_BIG = 2


def _plain(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


def _damaged(data: bytes, seed: int, cuts: int, mutations: int) -> list[tuple[str, bytes]]:
    """`data` cut short at random places, and with 1 to 8 bytes replaced."""
    rng = random.Random(seed)
    found = [(f"cut{i}", data[: rng.randrange(len(data))]) for i in range(cuts)]
    for i in range(mutations):
        damaged = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            # Often a byte of the file's own kind, sometimes any byte.
            damaged[rng.randrange(len(damaged))] = rng.choice(b'0123456789",{}[]:\n -x\x00\xff')
        found.append((f"mutation{i}", bytes(damaged)))
    return found


def _read(path: Path, kind: str | None) -> None:
    try:
        profile = read_profile(path, kind)
    except TracksrcError:
        return
    assert isinstance(profile, KernelProfile) and profile.runs


@pytest.mark.parametrize("sample", sorted(KINDS), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_damaged_samples_are_read_or_rejected_cleanly(tmp_path: Path, sample: Path) -> None:
    seed = sum(sample.name.encode())
    big = sample == ROCPROF_JSON
    name = sample.name.removesuffix(".gz")
    cases = _damaged(_plain(sample), seed, _BIG if big else _CUTS, _BIG if big else _MUTATIONS)
    if sample.suffix == ".gz" and not big:
        # The compressed bytes damaged too: the decompressor's errors.
        for label, data in _damaged(sample.read_bytes(), seed + 1, 4, 4):
            cases.append((f"gz-{label}", data))
    for label, data in cases:
        path = tmp_path / label / (sample.name if label.startswith("gz-") else name)
        path.parent.mkdir()
        path.write_bytes(data)
        _read(path, None)
        if not big:
            _read(path, KINDS[sample])
