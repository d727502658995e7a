"""Triton's PTX and AMDGCN read by `read_code`: the inlining chains of a
helper (`_scale`, lines 24-27 of kernels.py, called at lines 37 and 38 of
`add_mul_kernel`) and of `tl.max`/`tl.sum` nested in the softmax, checked
against the `.llir` of the same kernel (read by the LLVM IR reader, and by
regular expressions) and against the comments the printers write after each
`.loc` (`// kernels.py:26:9`, `; kernels.py:26:9 @[ kernels.py:37:10 ]`),
read here with regular expressions."""

from __future__ import annotations

import re

import pytest
from machine_samples import KERNELS_PY, ll_functions, ll_locations, triton_file

from tracksrc.reading.machine.code import CodeFile, Instruction
from tracksrc.reading.machine.formats import read_code

Chain = tuple[tuple[str, int, int], ...]
STANDARD_PY = "/tmp/llvmcap/venv/lib/python3.11/site-packages/triton/language/standard.py"


def _frames(instruction: Instruction) -> Chain:
    return tuple((f.file, f.line, f.column) for f in instruction.location)


def _chains(code: CodeFile) -> list[Chain]:
    return [_frames(i) for i in code.instructions()]


def _inlined(code: CodeFile) -> set[Chain]:
    return {chain for chain in _chains(code) if len(chain) > 1}


def _llir_inlined(target: str, kernel: str) -> set[Chain]:
    """The inlined chains of the kernel's `.llir`, resolved by hand."""
    text = triton_file(target, kernel, "llir").read_text()
    locations = ll_locations(text)
    return {
        locations[ident]
        for rows in ll_functions(text).values()
        for _, _, ident in rows
        if ident is not None and len(locations[ident]) > 1
    }


def _comment_frames(text: str, comment: str) -> list[Chain]:
    """Per instruction of the file's one kernel (PTX: inside its `{`...`}`;
    AMDGCN: from its label to `.Lfunc_end0:`), the chain the comment after
    the last `.loc` before it shows, file names only: `a.py:26:9 @[
    b.py:37:10 ]` -> (a.py, 26, 9), (b.py, 37, 10); () after a `:0:0` or
    before any `.loc`."""
    frames: list[Chain] = []
    current: Chain = ()
    inside = False
    for line in text.split("\n"):
        s = (
            line.split(comment, 1)[0].strip()
            if not line.strip().startswith(".loc")
            else line.strip()
        )
        if line == "{" or re.fullmatch(r"\w+_kernel:\s*(;.*)?", line):
            inside = True
        elif line == "}" or line.startswith(".Lfunc_end"):
            inside = False
        elif s.startswith(".loc"):
            found = re.findall(r"([\w.]*):(\d+):(\d+)", s.split(comment, 1)[1])
            current = tuple((name, int(a), int(b)) for name, a, b in found)
            current = () if not current or current[0][1] == 0 else current
        elif inside and s and not s.startswith((".", "$")) and not s.endswith(":"):
            frames.append(current)
    return frames


def _names(chain: Chain) -> Chain:
    return tuple((file.rsplit("/", 1)[-1], line, column) for file, line, column in chain)


def test_add_mul_ptx_chains_match_its_llir() -> None:
    ptx = read_code(triton_file("cuda", "add_mul_kernel", "ptx"))
    llir = read_code(triton_file("cuda", "add_mul_kernel", "llir"))
    assert ptx.kind == "PTX"
    assert list(ptx.functions) == list(llir.functions) == ["add_mul_kernel"]
    # `.loc 1 26 9, function_name $L__info_string0, inlined_at 1 37 10`: the
    # `fma` that fused the helper's multiply (25:9) and add (26:9).
    assert _inlined(ptx) == {
        ((KERNELS_PY, 26, 9), (KERNELS_PY, 37, 10)),
        ((KERNELS_PY, 26, 9), (KERNELS_PY, 38, 10)),
    }
    assert _inlined(ptx) <= _inlined(llir) == _llir_inlined("cuda", "add_mul_kernel")
    # Same instruction groups: every chain of the PTX is one of the .llir's
    # (but the function's entry, 31:0, its DISubprogram's `line: 31`), and
    # every call site of the .llir is one of the PTX's.
    assert {chain[1:] for chain in _inlined(llir)} == {chain[1:] for chain in _inlined(ptx)}
    assert set(_chains(ptx)) - {(), ((KERNELS_PY, 31, 0),)} <= set(_chains(llir))


def test_add_mul_ptx_matches_its_comments() -> None:
    path = triton_file("cuda", "add_mul_kernel", "ptx")
    ptx = read_code(path)
    text = path.read_text()
    # The `.file` comes after the kernel's `}`: resolved at the end.
    assert text.index('.file\t1 "') > text.index("\n}\n")
    shown = _comment_frames(text, "//")
    assert len(shown) == len(ptx.instructions()) == 39
    for instruction, comment in zip(ptx.instructions(), shown, strict=True):
        # PTX's comment names the innermost frame only.
        assert _names(_frames(instruction))[:1] == comment[:1], instruction
    inlined = [i for i in ptx.instructions() if len(i.location) > 1]
    assert [(i.text.split()[0], i.location[1].line) for i in inlined] == [
        ("fma.rn.f32", 37),
        ("fma.rn.f32", 37),
        ("fma.rn.f32", 38),
        ("fma.rn.f32", 38),
    ]


def test_add_mul_amdgcn_chains_match_its_comments_and_llir() -> None:
    path = triton_file("hip", "add_mul_kernel", "amdgcn")
    amdgcn = read_code(path)
    assert amdgcn.kind == "AMDGCN assembly"
    shown = _comment_frames(path.read_text(), ";")
    assert len(shown) == len(amdgcn.instructions()) == 26
    for instruction, comment in zip(amdgcn.instructions(), shown, strict=True):
        assert _names(_frames(instruction)) == comment, instruction
    assert _inlined(amdgcn) == {((KERNELS_PY, 26, 9), (KERNELS_PY, 37, 10))}
    llir = read_code(triton_file("hip", "add_mul_kernel", "llir"))
    assert _inlined(amdgcn) <= _inlined(llir) == _llir_inlined("hip", "add_mul_kernel")
    # `.loc 1 0 0 is_stmt 0 ; :0:0`: no line, no location.
    assert all(i.location or i.text.startswith("s_") for i in amdgcn.instructions())
    assert not amdgcn.notes


@pytest.mark.parametrize("kind", ["ptx", "amdgcn"])
def test_softmax_nested_chains_agree_everywhere(kind: str) -> None:
    """`tl.max` inlines `_elementwise_max` (standard.py:196:12) at
    standard.py:216:16, itself inlined into the kernel at kernels.py:17:13:
    PTX gives one call site per `.loc` (its chain continues through the
    `.loc` of that call site), AMDGPU's comment the whole chain."""
    target = "cuda" if kind == "ptx" else "hip"
    code = read_code(triton_file(target, "softmax_kernel", kind))
    expected = {
        ((STANDARD_PY, 196, 12), (STANDARD_PY, 216, 16), (KERNELS_PY, 17, 13)),
        ((STANDARD_PY, 216, 16), (KERNELS_PY, 17, 13)),
        ((STANDARD_PY, 287, 12), (STANDARD_PY, 314, 12), (KERNELS_PY, 19, 15)),
        ((STANDARD_PY, 314, 12), (KERNELS_PY, 19, 15)),
    }
    assert _inlined(code) == expected == _llir_inlined(target, "softmax_kernel")
    assert _inlined(read_code(triton_file(target, "softmax_kernel", "llir"))) == expected
    if kind == "amdgcn":
        shown = _comment_frames(triton_file(target, "softmax_kernel", kind).read_text(), ";")
        assert [_names(_frames(i)) for i in code.instructions()] == shown
