"""Which kind of code a file holds (by suffix, under `.xz`/`.gz`, and by
content), compressed files read as their plain text, a compressed copy cut
short said in the notes."""

from __future__ import annotations

import gzip
import lzma
import shutil
from pathlib import Path

import pytest
from machine_samples import NO_DUMPS_S, PRE_ISEL, ROCM_ASM, ROCM_LL, triton_file

from tracksrc.errors import TracksrcError
from tracksrc.reading.machine.formats import KINDS, read_code

SAMPLES = {
    "x86-64 assembly": NO_DUMPS_S,
    "AMDGCN assembly": ROCM_ASM[0],
    "PTX": triton_file("cuda", "add_mul_kernel", "ptx"),
    "LLVM IR": ROCM_LL[0],
}


@pytest.mark.parametrize("kind", list(SAMPLES))
def test_kind_by_suffix_and_by_content(kind: str, tmp_path: Path) -> None:
    path = SAMPLES[kind]
    plain = read_code(path)
    assert plain.kind == kind
    # The same text under a name that says nothing, and as a `.s`.
    for name in ("code.txt", "code.s") if kind != "LLVM IR" else ("code.txt",):
        copy = tmp_path / name
        shutil.copy(path, copy)
        found = read_code(copy)
        assert (found.kind, found.functions, found.notes) == (
            plain.kind,
            plain.functions,
            plain.notes,
        )
    assert kind in KINDS


def test_amdgcn_kernel_as_s(tmp_path: Path) -> None:
    copy = tmp_path / "kernel.s"
    shutil.copy(triton_file("hip", "add_mul_kernel", "amdgcn"), copy)
    assert read_code(copy).kind == "AMDGCN assembly"


@pytest.mark.parametrize("compress", [lzma.compress, gzip.compress], ids=["xz", "gz"])
def test_compressed_reads_as_plain(compress, tmp_path: Path) -> None:
    suffix = ".xz" if compress is lzma.compress else ".gz"
    for path in (NO_DUMPS_S, ROCM_LL[0]):
        packed = tmp_path / (path.name + suffix)
        packed.write_bytes(compress(path.read_bytes()))
        plain, read = read_code(path), read_code(packed)
        assert read.path == str(packed)
        assert (read.kind, read.functions, read.notes) == (plain.kind, plain.functions, plain.notes)


def test_a_compressed_copy_cut_short(tmp_path: Path) -> None:
    data = PRE_ISEL.read_bytes()
    cut = tmp_path / "cut.txt.xz"
    cut.write_bytes(data[: len(data) * 9 // 10])
    # Cut inside a define: an error at the define; within the metadata: read,
    # with a note that the copy was cut.
    with pytest.raises(TracksrcError):
        read_code(cut)
    text = lzma.decompress(data)
    metadata = lzma.compress(text[: text.rindex(b"\n!", 0, len(text) - 2000) + 1])
    cut.write_bytes(metadata[:-64])
    code = read_code(cut)
    assert any("cut short" in note for note in code.notes)
    assert len(code.functions) == 51


def test_forced_kind_reads_as_that_kind(tmp_path: Path) -> None:
    copy = tmp_path / "kernel.weird"
    shutil.copy(triton_file("cuda", "add_mul_kernel", "ptx"), copy)
    assert read_code(copy, "PTX").kind == "PTX"
    with pytest.raises(TracksrcError):
        read_code(copy, "LLVM IR")
