"""The machine-code samples of tests/data/llvm, and what they hold read
directly with regular expressions, tar, objdump and (where installed)
llvmlite, none of tracksrc's code: the figures the readers are checked
against."""

from __future__ import annotations

import lzma
import re
import tarfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
LLVM = ROOT / "tests" / "data" / "llvm"
IREE_CPU = LLVM / "iree_cpu"
DUMPS_TAR = IREE_CPU / "dumps.tar.xz"
LINKED = "module_mnist_like_linked_embedded_elf_x86_64"
NO_DUMPS_S = IREE_CPU / "no_dumps.s"
NO_DUMPS_OBJDUMP = IREE_CPU / "no_dumps.objdump.txt"
OBJDUMP_TXT = IREE_CPU / "objdump.txt"
PRE_ISEL = IREE_CPU / "no_dumps.pre_isel.txt.xz"
STREAM = IREE_CPU / "mnist_like.llvm_after_all.dispatch_1.txt.xz"
STREAM_MODULE_SCOPE = IREE_CPU / "mnist_like.llvm_after_all.module_scope.dispatch_1.txt.xz"
ROCM = LLVM / "iree_rocm" / "nolink"
ROCM_ASM = sorted(ROCM.glob("*.rocmasm"))
ROCM_LL = sorted(ROCM.glob("*.optimized.ll"))
ROCM_MLIR = sorted(ROCM.glob("configured_module_*.mlir"))
TRITON = LLVM / "triton"
KERNELS_PY = "/work/main/tests/data/llvm/triton/kernels.py"
DISPATCHES = [
    "mnist_like$async_dispatch_0_slow_memcpy",
    "mnist_like$async_dispatch_1_conv_8x28x28x5x5_f32",
    "mnist_like$async_dispatch_2_conv_8x14x14x2x2_f32",
    "mnist_like$async_dispatch_3_conv_16x14x14x8x5x5_f32",
    "mnist_like$async_dispatch_4_conv_16x4x4x3x3_f32",
    "mnist_like$async_dispatch_5_matmul_1x10x256_f32",
]


def triton_file(target: str, kernel: str, suffix: str) -> Path:
    """`<kernel>.<suffix>` in Triton's cache for `target` (cuda, hip)."""
    (found,) = (TRITON / f"cache_{target}").glob(f"*/{kernel}.{suffix}")
    return found


def extract_dumps(into: Path) -> Path:
    """The IREE llvm-cpu `dumps/` folder, extracted under `into`."""
    with tarfile.open(DUMPS_TAR) as tar:
        tar.extractall(into, filter="data")
    return into / "dumps"


# -- assembly, read by regular expressions ------------------------------------

_TYPE_FUNCTION = re.compile(r"^\t\.type\t([^,\s]+),@function$", re.MULTILINE)
_X86_INSTRUCTION = re.compile(r"\t[a-z][a-z0-9]*(?:\t.*)?")


def x86_functions(text: str) -> dict[str, list[tuple[int, int, int]]]:
    """Per function of LLVM's x86-64 `.s` (the labels `.type X,@function`
    declares, up to `.Lfunc_endN:`): each instruction's file line and the
    (line, column) of the last `.loc` before it in the function (0, 0:
    none or line 0)."""
    # (`.Liree_hal_executable_library_query$local` is typed a function too:
    # a local alias inside the function, not one of its own.)
    declared = {name for name in _TYPE_FUNCTION.findall(text) if not name.startswith(".L")}
    functions: dict[str, list[tuple[int, int, int]]] = {}
    body = None
    loc = (0, 0)
    for number, line in enumerate(text.split("\n"), 1):
        if line.endswith(":") and line[:-1] in declared:
            body = functions[line[:-1]] = []
            loc = (0, 0)
        elif line.startswith(".Lfunc_end"):
            body = None
        elif body is not None and line.startswith("\t.loc\t"):
            _, file_line, column = line.split("\t")[2].split()[:3]
            loc = (int(file_line), int(column)) if int(file_line) else (0, 0)
        elif body is not None and _X86_INSTRUCTION.fullmatch(line):
            body.append((number, *loc))
    return functions


def x86_files(text: str) -> dict[int, str]:
    """The `.file N "dir" "name"` / `.file N "name"` table of a `.s`."""
    files = {}
    for number, first, second in re.findall(
        r'^\t\.file\t(\d+) "([^"]*)"(?: "([^"]*)")?', text, re.MULTILINE
    ):
        files[int(number)] = f"{first}/{second}" if second else first
    return files


_PAD = re.compile(r"(?:data16 )*(?:cs )?nop|xchg\s+%ax,%ax$|int3$")


def objdump_functions(text: str) -> dict[str, list[tuple[str, int] | None]]:
    """Per function of `objdump -d -l --no-show-raw-insn` (the `NAME():`
    headers of its DWARF): each instruction's `file:line` as objdump shows
    it (the last header printed before it; None before any), alignment
    padding (nops, int3) left out."""
    functions: dict[str, list[tuple[str, int] | None]] = {}
    body = None
    where: tuple[str, int] | None = None
    for line in text.split("\n"):
        if header := re.fullmatch(r"(\S+)\(\):", line):
            body = functions[header.group(1)] = []
            where = None
        elif at := re.fullmatch(r"(\S+):(\d+)(?: \(discriminator \d+\))?", line):
            where = (at.group(1), int(at.group(2)))
        elif (
            (row := re.match(r"\s+[0-9a-f]+:\t(.*)", line))
            and body is not None
            and not _PAD.match(row.group(1).strip())
        ):
            body.append(where)
    return functions


def carried(locations: list[tuple[str, int] | None]) -> list[tuple[str, int] | None]:
    """Line-table rows as objdump shows them: a row without a line (line 0)
    shows the last line shown before it."""
    shown, last = [], None
    for where in locations:
        last = where or last
        shown.append(last)
    return shown


# -- LLVM IR, read by regular expressions --------------------------------------

_DEFINE = re.compile(r'^define [^@]*@("[^"]*"|[-\w$.]+)\(', re.MULTILINE)
_DILOCATION = re.compile(
    r"^!(\d+) = (?:distinct )?!DILocation\(line: (\d+)(?:, column: (\d+))?, scope: !(\d+)"
    r"(?:, inlinedAt: !(\d+))?"
)
_DIFILE = re.compile(r'^!(\d+) = !DIFile\(filename: "([^"]*)", directory: "([^"]*)"', re.MULTILINE)
_SCOPE = re.compile(
    r"^!(\d+) = (?:distinct )?!(?:DISubprogram|DILexicalBlock|DILexicalBlockFile)\(.*?\bfile: !(\d+)"
)


def ll_functions(text: str) -> dict[str, list[tuple[int, str, int | None]]]:
    """Per `define` of an LLVM IR text: each instruction (an indented line;
    a `switch`'s case lines and its `]` are part of it) as (file line, its
    text, the N of its `!dbg !N` or None)."""
    functions: dict[str, list[tuple[int, str, int | None]]] = {}
    body = None
    for number, line in enumerate(text.split("\n"), 1):
        if match := _DEFINE.match(line):
            body = functions[match.group(1).strip('"')] = []
        elif line == "}":
            body = None
        elif body is not None and re.match(r"  [^\s\];]", line):
            dbg = re.search(r"!dbg !(\d+)$", line)
            body.append((number, line.strip(), int(dbg.group(1)) if dbg else None))
        elif body is not None and (line.startswith("    ") or line.startswith("  ]")):
            # A switch's case lines and closing `]` (with its `!dbg`): one
            # instruction, its lines joined.
            dbg = re.search(r"!dbg !(\d+)$", line)
            start, opened, ident = body[-1]
            body[-1] = (start, f"{opened} {line.strip()}", int(dbg.group(1)) if dbg else ident)
    return functions


def ll_locations(text: str) -> dict[int, tuple[tuple[str, int, int], ...]]:
    """Every `!N = !DILocation(...)` of an LLVM IR text resolved by hand:
    its frames (file, line, column), innermost first, following
    `inlinedAt`; a line-0 location gives ()."""
    files = {
        int(n): (f"{directory}/{name}" if directory else name)
        for n, name, directory in _DIFILE.findall(text)
    }
    scopes = {int(n): int(f) for n, f in re.findall(_SCOPE.pattern, text, re.MULTILINE)}
    raw = {
        int(n): (int(line), int(column or 0), int(scope), int(inlined) if inlined else None)
        for n, line, column, scope, inlined in re.findall(_DILOCATION.pattern, text, re.MULTILINE)
    }
    resolved = {}
    for ident in raw:
        frames = []
        current: int | None = ident
        while current is not None:
            line, column, scope, inlined = raw[current]
            if line:
                frames.append((files[scopes[scope]], line, column))
            elif current == ident:
                break
            current = inlined
        resolved[ident] = tuple(frames)
    return resolved


def first_print(path: Path) -> str:
    """The first print of an LLVM `--print-after-all` stream (its header up
    to the next header)."""
    lines = []
    with lzma.open(path, "rt", encoding="utf-8") as stream:
        for line in stream:
            if lines and "*** IR Dump" in line:
                break
            lines.append(line)
    return "".join(lines)


def counts(functions: dict[str, list]) -> Counter[str]:
    """How many instructions each function has."""
    return Counter({name: len(body) for name, body in functions.items()})


# -- LLVM machine-code prints, read by regular expressions ----------------------

_FIRST_BLOCK = re.compile(r"^(?:\d+[Berd])?\t?bb\.", re.MULTILINE)
_INDENTED = re.compile(r"^(?:\d+[Berd])?\t?( {2,}\S.*)$", re.MULTILINE)
_COMMENT = re.compile(r'; ([^;"]*)$')
_FRAMES = re.compile(r"(?:^| @\[ )([^ :][^:]*?):(\d+)(?::(\d+))?")
Chain = tuple[tuple[str, int, int], ...]


def mir_chains(text: str) -> list[Chain]:
    """Per instruction line of a machine-code print (the indented lines from
    its first block on, but for successors, liveins, comments, a bundle's
    `}`), the frames of its `; file:line[:col] @[ ... ]` comment (() for
    none, or line 0)."""
    first = _FIRST_BLOCK.search(text)
    chains: list[Chain] = []
    for match in _INDENTED.finditer(text, first.start() if first else len(text)):
        s = match.group(1).strip()
        if s.startswith(("successors:", "liveins:", ";", "DBG_")) or s == "}":
            continue
        comment = _COMMENT.search(s)
        frames = tuple(
            (file, int(line), int(column or 0))
            for file, line, column in (_FRAMES.findall(comment.group(1)) if comment else [])
        )
        chains.append(frames if frames and frames[0][1] else ())
    return chains
