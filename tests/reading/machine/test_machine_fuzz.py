"""Damaged code files (seeded fuzz: each sample cut at random places, and
with random bytes changed) are read or rejected with a `TracksrcError`,
whether their kind is told by the name or forced: never another exception.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from machine_samples import LINKED, NO_DUMPS_S, ROCM_ASM, ROCM_LL, extract_dumps, triton_file

from tracksrc.errors import TracksrcError
from tracksrc.reading.machine.code import CodeFile
from tracksrc.reading.machine.formats import KINDS, read_code

_CUTS = 10
_MUTATIONS = 10
SAMPLES = {
    "x86.s": NO_DUMPS_S,
    "rocm.rocmasm": ROCM_ASM[1],
    "rocm.ll": ROCM_LL[1],
    "add_mul.ptx": triton_file("cuda", "add_mul_kernel", "ptx"),
    "softmax.ptx": triton_file("cuda", "softmax_kernel", "ptx"),
    "softmax.amdgcn": triton_file("hip", "softmax_kernel", "amdgcn"),
    "softmax.llir": triton_file("hip", "softmax_kernel", "llir"),
    "add_mul.llir": triton_file("cuda", "add_mul_kernel", "llir"),
}


@pytest.fixture(scope="module")
def optimized(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return extract_dumps(tmp_path_factory.mktemp("iree_cpu")) / f"{LINKED}.optimized.ll"


def _damaged(data: bytes, seed: int) -> list[tuple[str, bytes]]:
    """`data` cut short at random places, and with 1 to 8 bytes replaced."""
    rng = random.Random(seed)
    found = [(f"cut{i}", data[: rng.randrange(len(data))]) for i in range(_CUTS)]
    for i in range(_MUTATIONS):
        damaged = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            # Often a byte the formats give meaning to, sometimes any byte.
            damaged[rng.randrange(len(damaged))] = rng.choice(
                b'0123456789"{}()[]:;,.!@$%# \n\t-x\x00\xff'
            )
        found.append((f"mutation{i}", bytes(damaged)))
    return found


def _read(path: Path, kind: str | None) -> None:
    try:
        code = read_code(path, kind)
    except TracksrcError:
        return
    assert isinstance(code, CodeFile)
    for body in code.functions.values():
        for instruction in body:
            assert instruction.line >= 1 and instruction.text
            assert all(frame.line >= 1 for frame in instruction.location)


@pytest.mark.parametrize("name", [*SAMPLES, "optimized.ll"])
def test_damaged_samples(name: str, optimized: Path, tmp_path: Path) -> None:
    source = SAMPLES.get(name, optimized)
    data = source.read_bytes()
    seed = sum(name.encode())
    for label, damaged in _damaged(data, seed):
        path = tmp_path / f"{label}.{name}"
        path.write_bytes(damaged)
        _read(path, None)
    # With a kind forced, whatever the file holds.
    rng = random.Random(seed)
    for label, damaged in _damaged(data, seed + 1)[:: _CUTS // 2]:
        path = tmp_path / f"{label}.bin"
        path.write_bytes(damaged)
        _read(path, rng.choice(list(KINDS)))
