"""IREE's ROCm target keeps no location below MLIR: its `.rocmasm` and
`.optimized.ll` are read whole, no instruction has a location, and the
notes say why (tests/data/llvm/iree_rocm/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from machine_samples import ROCM_ASM, ROCM_LL, ll_functions

from tracksrc.reading.machine.formats import read_code

NAMES = {
    "1": "mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32",
    "5": "mnist_like$async_dispatch_5_matmul_1x10x256_f32",
}


def _dispatch(path: Path) -> str:
    return NAMES[re.search(r"dispatch_(\d)_rocm", path.name).group(1)]


@pytest.mark.parametrize("path", ROCM_ASM, ids=lambda path: path.name)
def test_rocmasm_has_no_location(path: Path) -> None:
    code = read_code(path)
    text = path.read_text()
    assert ".loc" not in text and ".file" not in text
    assert code.kind == "AMDGCN assembly"
    assert list(code.functions) == [_dispatch(path)]
    # Every tab-indented lower-case line is an instruction (directives start
    # with `.`, the metadata's YAML is indented with spaces).
    assert len(code.instructions()) == len(re.findall(r"^\t[a-z]", text, re.MULTILINE))
    assert not any(i.location for i in code.instructions())
    (note,) = code.notes
    assert note.startswith("no line information: the file has no `.loc` directive")
    assert "IREE's ROCm and CUDA targets keep none" in note


@pytest.mark.parametrize("path", ROCM_LL, ids=lambda path: path.name)
def test_rocm_llvm_ir_has_no_location(path: Path) -> None:
    code = read_code(path)
    text = path.read_text()
    assert "!dbg" not in text and "DILocation" not in text
    assert code.kind == "LLVM IR"
    expected = ll_functions(text)
    assert list(code.functions) == list(expected) == [_dispatch(path)]
    assert [(i.line, i.text) for i in code.instructions()] == [
        (line, body) for rows in expected.values() for line, body, _ in rows
    ]
    assert not any(i.location for i in code.instructions())
    (note,) = code.notes
    assert note.startswith("no line information: the file has no `!dbg` attachment")
    assert "--mlir-print-debuginfo" in note
