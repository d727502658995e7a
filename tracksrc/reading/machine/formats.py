"""Which kind of code a file holds, and `read_code`: the one entry of
`tracksrc.reading.machine`.

A file's kind is told by its name's suffix (under `.xz`/`.gz`): `.ll`,
`.llir` LLVM IR; `.ptx` PTX; `.amdgcn`, `.rocmasm` AMDGCN assembly; `.s`,
`.S`, `.asm` assembly whose target its content shows (`.amdgcn_target`,
PTX's `.version`/`.target`, x86's `.att_syntax` or registers, RISC-V's
`.attribute arch`, AArch64's registers and `//` comments, an `llc
-mtriple=` in a comment); any other name by its content alone. `kind`
forces one of `KINDS`; a file that is not what it is said to be is an
error of that reader, at its line. An ELF (an object `.o`, a shared
library `.so`, an executable: told by its first bytes, `\x7fELF`, whatever
its name) is disassembled with its DWARF line table (`elf_code`; its
instructions' lines are their addresses). Another binary file, a `.o`/`.so`
that is no ELF, or an empty file is an error before any reading.
"""

from __future__ import annotations

import re
from pathlib import Path

from tracksrc.errors import TracksrcError
from tracksrc.reading.files import check_regular_file, without_compression_suffix
from tracksrc.reading.machine.assembly import SYNTAXES, Syntax, read_assembly
from tracksrc.reading.machine.code import CodeFile
from tracksrc.reading.machine.elf_code import ELF_KINDS, is_elf, read_elf
from tracksrc.reading.machine.llvm_ir import read_llvm_ir
from tracksrc.reading.machine.text_lines import LineSource, head_text
from tracksrc.safe_text import visible_line

KINDS: dict[str, str] = {
    "x86-64 assembly": "x86-64 assembly in GNU as syntax, as LLVM prints it (`.s`; `#` comments)",
    "AMDGCN assembly": "AMD GPU assembly (`.amdgcn`, IREE's `.rocmasm`; `;` comments)",
    "PTX": "NVIDIA PTX (`.ptx`; `//` comments)",
    "LLVM IR": "LLVM IR (`.ll`, Triton's `.llir`, one print of LLVM's --print-after-all)",
    "aarch64": "AArch64 assembly in GNU as syntax (`//` comments)",
    "riscv32": "32-bit RISC-V assembly in GNU as syntax (`#` comments)",
    "riscv64": "64-bit RISC-V assembly in GNU as syntax (`#` comments)",
    "assembly": "GNU as assembly of a target not told apart (`#` comments)",
    "x86-64 machine code": "an x86-64 ELF (`.o`, `.so`) disassembled (AT&T syntax) with its "
    "DWARF line table; an instruction's line is its address",
    "x86 machine code": "a 32-bit x86 ELF disassembled (AT&T syntax); lines are addresses",
    "aarch64 machine code": "an AArch64 ELF disassembled; lines are addresses",
    "riscv32 machine code": "a 32-bit RISC-V ELF disassembled; lines are addresses",
    "riscv64 machine code": "a 64-bit RISC-V ELF disassembled; lines are addresses",
}

_SUFFIXES = {
    ".ll": "LLVM IR",
    ".llir": "LLVM IR",
    ".ptx": "PTX",
    ".amdgcn": "AMDGCN assembly",
    ".rocmasm": "AMDGCN assembly",
}
_ASSEMBLY_SUFFIXES = (".s", ".S", ".asm")
# Names of objects and shared libraries (`libx.so.1` too): an ELF is
# told by its content, these only say that a file that is none is wrong.
_OBJECT_NAME = re.compile(r"\.(?:o|so)(?:\.\d+)*$")
_LLVM_IR = re.compile(
    r"^(?:; ModuleID = |source_filename = |target (?:datalayout|triple) = |define |declare "
    r"|(?:; )?\*\*\* IR Dump (?:After|Before) )",
    re.MULTILINE,
)
_PTX = re.compile(r"^\s*\.version\s+\d+\.\d+\s*$(?s:.*)^\s*\.target\s+\w", re.MULTILINE)
_AMDGCN = re.compile(r"^\s*\.(?:amdgcn_target|amdhsa_code_object_version)\b", re.MULTILINE)
_TRIPLE = re.compile(r"-mtriple=([A-Za-z0-9_]+)")
_X86 = re.compile(
    r"^\s*\.(?:att|intel)_syntax\b|%(?:r(?:[abcd]x|[sd]i|[sb]p|\d+[dwb]?)|e(?:[abcd]x|[sd]i|[sb]p)|[xyz]mm\d+)\b",
    re.MULTILINE,
)
_RISCV = re.compile(r"\.attribute\s+(?:5|arch)\s*,\s*\"rv(32|64)")
_AARCH64 = re.compile(r"//\s*-- Begin function(?s:.*)\b[xw](?:[12]?\d|30)\b")
_ASSEMBLY = re.compile(r"^\s*\.(?:text|section|globl|type|file|p2align)\b", re.MULTILINE)
_LOOKED_FOR = (
    "LLVM IR (`define`, `; ModuleID`, `source_filename`, an `IR Dump` header), PTX "
    "(`.version`, `.target`), AMDGCN (`.amdgcn_target`) or assembly directives "
    "(`.text`, `.section`, `.globl`, `.type`)"
)


def read_code(path: str | Path, kind: str | None = None) -> CodeFile:
    """The functions and instructions of the code file at `path`, each with
    its source location, as `kind` (a key of `KINDS`) or, without one, the
    kind its name and content show (see the module docstring)."""
    path = Path(path)
    if kind is not None and kind not in KINDS:
        raise TracksrcError(
            f"tracksrc: error: unknown kind of code {visible_line(kind)!r}: "
            f"one of {', '.join(KINDS)}"
        )
    if is_elf(path):
        if kind is not None and kind not in ELF_KINDS:
            raise TracksrcError(
                f"{visible_line(str(path))}: an ELF (machine code), not {kind}: "
                f"name one of {', '.join(ELF_KINDS)}, or no kind"
            )
        return read_elf(path, kind)
    _refuse_binary(path, kind)
    head = head_text(path)
    if not head.strip():
        raise TracksrcError(f"{path}: the file is empty: no code")
    syntax = detect_kind(path, head) if kind is None else _syntax(kind, head)
    source = LineSource(path)
    if syntax is None:
        return read_llvm_ir(source.pieces(), str(path), lambda: source.cut)
    return read_assembly(source.pieces(), str(path), syntax, lambda: source.cut)


def _refuse_binary(path: Path, kind: str | None) -> None:
    """An error for a file said to be an ELF (by its name or `kind`) that
    is none: no `\x7fELF` at its start."""
    if kind in ELF_KINDS or (kind is None and _OBJECT_NAME.search(_uncompressed_name(path))):
        check_regular_file(path, "code")
        if path.stat().st_size == 0:
            raise TracksrcError(f"{path}: the file is empty: no code")
        raise TracksrcError(
            f"{visible_line(str(path))}: not an ELF (it does not start with \\x7fELF): "
            "tracksrc reads machine code from ELF objects and shared libraries only "
            "(Mach-O and COFF objects: give the `.s` the compiler wrote)"
        )


def _uncompressed_name(path: Path) -> str:
    return without_compression_suffix(path.name)


def detect_kind(path: Path, head: str) -> Syntax | None:
    """How to read the file at `path` whose text starts with `head`: the
    syntax of its assembly, or None for LLVM IR; an error naming what was
    looked for when neither its name nor its content tells."""
    suffix = Path(_uncompressed_name(path)).suffix
    if suffix in _SUFFIXES:
        return _syntax(_SUFFIXES[suffix], head)
    if suffix in _ASSEMBLY_SUFFIXES:
        return _assembly_syntax(head)
    if _LLVM_IR.search(head):
        return None
    if _PTX.search(head) or _AMDGCN.search(head) or _ASSEMBLY.search(head):
        return _assembly_syntax(head)
    raise TracksrcError(
        f"{visible_line(str(path))}: cannot tell what code it holds: looked for {_LOOKED_FOR}; "
        f"name its kind (--kind, kind=: one of {', '.join(KINDS)})"
    )


def _syntax(kind: str, head: str) -> Syntax | None:
    if kind == "LLVM IR":
        return None
    return SYNTAXES.get(kind) or Syntax(kind, "#")


def _assembly_syntax(head: str) -> Syntax:
    """The target of assembly, told by its content."""
    if _AMDGCN.search(head):
        return SYNTAXES["AMDGCN assembly"]
    if _PTX.search(head):
        return SYNTAXES["PTX"]
    triple = _TRIPLE.search(head)
    if triple is not None:
        arch = triple.group(1).lower()
        if arch.startswith(("amdgcn", "amdgpu")):
            return SYNTAXES["AMDGCN assembly"]
        if arch.startswith("nvptx"):
            return SYNTAXES["PTX"]
        if arch in ("x86_64", "x86-64", "amd64"):
            return SYNTAXES["x86-64 assembly"]
        if arch in ("aarch64", "arm64"):
            return SYNTAXES["aarch64"]
        return SYNTAXES.get(arch) or Syntax(arch, "#")
    if _X86.search(head):
        return SYNTAXES["x86-64 assembly"]
    riscv = _RISCV.search(head)
    if riscv is not None:
        return SYNTAXES[f"riscv{riscv.group(1)}"]
    if _AARCH64.search(head):
        return SYNTAXES["aarch64"]
    return SYNTAXES.get("assembly") or Syntax("assembly", "#")
