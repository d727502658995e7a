"""The real LLVM print streams of tests/data/llvm scanned and read, checked
against counts made here with regular expressions over their decompressed
text (and against the README's figures): every header a print at its line
and offset, pass names and functions per scope, the MLIR stages and pass
manager lines of Triton's streams kept apart, machine-code prints' functions,
instructions and locations against their `; file:line:col @[ ... ]`
comments. The 1.24 GB module-scope stream is only scanned, streaming."""

from __future__ import annotations

import lzma
import re
from collections import Counter
from pathlib import Path

import pytest
from machine_samples import IREE_CPU, STREAM, STREAM_MODULE_SCOPE, TRITON, mir_chains

from tracksrc.reading.machine.code import CodeFile
from tracksrc.reading.machine.llvm_prints import print_text, read_print, read_prints
from tracksrc.reading.machine.llvm_stream import LLVMPrint, LLVMStream, scan_llvm_stream

PLAIN = IREE_CPU / "mnist_like.llvm_after_all.txt.xz"
MODULE_SCOPE = IREE_CPU / "mnist_like.llvm_after_all.module_scope.txt.xz"
DUMP = TRITON / "{}.dump.txt.xz"

_HEADER = re.compile(rb"^(; |# )?\*\*\* IR Dump (After|Before) ", re.MULTILINE)
_NEW_PM = re.compile(r"^; \*\*\* IR Dump After (\S+) on (.*) \*\*\*$", re.MULTILINE)
_LEGACY_DEFINE = re.compile(
    r"^\*\*\* IR Dump After .* \((\S+)\) \*\*\*\n(?:;.*\n)*define [^@\n]*@(\"[^\"]*\"|[-\w$.]+)",
    re.MULTILINE,
)
_MACHINE = re.compile(
    r"^# \*\*\* IR Dump After (.*) \((\S+)\) \*\*\*:\n# Machine code for function (.*?): ",
    re.MULTILINE,
)
_MLIR_HEADER = re.compile(rb"^// -----//", re.MULTILINE)
_PASS_MANAGER = re.compile(
    rb"^(?:Running (?:pass|analysis)|Invalidating analysis|Clearing all analysis results for"
    rb"|Skipping pass): ",
    re.MULTILINE,
)

Chain = tuple[tuple[str, int, int], ...]


def _keys(stream: LLVMStream) -> list[tuple[object, ...]]:
    return [
        (p.when, p.pass_name, p.argument, p.style, p.scope, p.function, p.kind)
        for p in stream.prints
    ]


def _line_numbers(text: bytes, offsets: list[int]) -> list[int]:
    numbers, line, last = [], 1, 0
    for offset in offsets:
        line += text.count(b"\n", last, offset)
        last = offset
        numbers.append(line)
    return numbers


def _chains(code: CodeFile) -> list[Chain]:
    return [tuple((f.file, f.line, f.column) for f in i.location) for i in code.instructions()]


@pytest.fixture(scope="module")
def plain_text() -> bytes:
    return lzma.decompress(PLAIN.read_bytes())


@pytest.fixture(scope="module")
def plain() -> LLVMStream:
    return scan_llvm_stream(PLAIN)


def test_every_header_of_the_iree_stream_is_a_print(plain: LLVMStream, plain_text: bytes) -> None:
    headers = list(_HEADER.finditer(plain_text))
    assert len(plain) == len(headers) == 15786  # (the README's count)
    offsets = [match.start() for match in headers]
    assert [p.start for p in plain.prints] == offsets
    lines = _line_numbers(plain_text, offsets)
    assert [p.line for p in plain.prints] == lines
    assert (lines[0], lines[-1]) == (1, 1347010)
    assert [p.end for p in plain.prints] == [*offsets[1:], len(plain_text)]
    assert [p.lines for p in plain.prints] == [
        b - a for a, b in zip(lines, [*lines[1:], plain_text.count(b"\n") + 1], strict=True)
    ]
    assert (plain.size, plain.lines) == (len(plain_text), plain_text.count(b"\n"))
    assert plain.outside == [] and not plain.cut
    prefixes = Counter(match.group(1) for match in headers)
    styles = Counter(p.style for p in plain.prints)
    assert styles == {"new PM": 4420, "legacy": 2390, "legacy machine": 8976}
    assert (prefixes[b"; "], prefixes[None], prefixes[b"# "]) == (4420, 2390, 8976)
    for found in plain.prints[:50] + plain.prints[-50:]:
        header = plain_text[found.start : found.body].decode()
        assert header.rstrip("\n") == found.header


def test_pass_names_and_functions_per_scope(plain: LLVMStream, plain_text: bytes) -> None:
    text = plain_text.decode()
    new = Counter()
    for name, unit in _NEW_PM.findall(text):
        loop = re.fullmatch(r"loop %.* in function (.*)", unit)
        if unit == "[module]":
            new["module", name, None] += 1
        elif loop:
            new["loop", name, loop.group(1)] += 1
        elif unit.startswith("("):
            new["cgscc", name, unit[1:-1]] += 1
        else:
            new["function", name, unit] += 1
    found = Counter((p.scope, p.pass_name, p.function) for p in plain if p.style == "new PM")
    assert found == new
    assert sum(new.values()) == 4420
    legacy = Counter((arg, name.strip('"')) for arg, name in _LEGACY_DEFINE.findall(text))
    found = Counter(
        (p.argument, p.function) for p in plain if p.style == "legacy" and p.scope == "function"
    )
    assert found == legacy and sum(legacy.values()) == 2244
    preheaders = len(re.findall(r"^\*\*\* IR Dump After .*\*\*\*\n; Preheader:", text, re.M))
    assert preheaders == 144 == sum(1 for p in plain if p.style == "legacy" and p.scope == "loop")
    modules = re.findall(r"^\*\*\* IR Dump After .* \((\S+)\) \*\*\*\n; ModuleID", text, re.M)
    assert modules == [p.argument for p in plain if p.style == "legacy" and p.scope == "module"]
    assert modules == ["pre-isel-intrinsic-lowering"] * 2
    machine = Counter(_MACHINE.findall(text))
    assert machine == Counter(
        (p.pass_name, p.argument, p.function) for p in plain if p.kind != "LLVM IR"
    )
    assert sum(machine.values()) == 8976


def test_the_module_scope_stream_scans_streaming_to_the_same_prints(plain: LLVMStream) -> None:
    """1.24 GB of text (never inflated here): the same compile printed with
    --print-module-scope, legacy function prints naming their function
    after the header (`(function: F)`), loops `(loop: %x)`."""
    stream = scan_llvm_stream(MODULE_SCOPE)
    assert (stream.size, len(stream)) == (1239651652, 15786)
    assert _keys(stream) == _keys(plain)
    assert [p.line for p in stream.prints][:3] == [1, 3168, 6335]
    legacy = [p for p in stream.prints if p.style == "legacy" and p.scope == "function"]
    assert all(
        p.unit == p.function and p.header.endswith(f"(function: {p.function})") for p in legacy
    )
    first = read_print(stream, 0)
    assert sum(map(len, first.functions.values())) > 1000
    assert not any("--print-module-scope" in note for note in first.notes)


def test_machine_prints_read_as_their_comments_say(plain: LLVMStream, plain_text: bytes) -> None:
    numbers = [p.number for p in plain.prints if p.kind != "LLVM IR"]
    total = located = 0
    for found, code in read_prints(plain, numbers):
        assert code.kind == "LLVM machine IR" and list(code.functions) == [found.function]
        chains = _chains(code)
        assert chains == mir_chains(plain_text[found.start : found.end].decode())
        assert all(found.line < i.line < found.line + found.lines for i in code.instructions())
        total += len(chains)
        located += sum(1 for chain in chains if chain)
    assert (total, located) == (444080, 113336)


def test_machine_prints_of_one_dispatch_against_regexes() -> None:
    stream = scan_llvm_stream(STREAM)
    text = lzma.decompress(STREAM.read_bytes()).decode()
    chosen = [p for p in stream.prints if p.kind != "LLVM IR"]
    assert len(chosen) == len(re.findall(r"^# \*\*\* IR Dump", text, re.M)) == 176
    for found, code in read_prints(stream, [p.number for p in chosen]):
        assert _chains(code) == mir_chains(text[found.start : found.end])
        files = {f.file for i in code.instructions() for f in i.location}
        assert files <= {"configured_module_mnist_like$async_dispatch_1.mlir"}


def test_function_prints_without_module_scope_say_what_they_miss() -> None:
    """Without --print-module-scope the `!dbg !N` of a function print name
    metadata it does not hold: no location, said; with it, resolved. The
    two streams print the same passes in the same order."""
    bare, scoped = scan_llvm_stream(STREAM), scan_llvm_stream(STREAM_MODULE_SCOPE)
    assert [(p.pass_name, p.argument, p.kind) for p in bare] == [
        (p.pass_name, p.argument, p.kind) for p in scoped
    ]
    numbers = [p.number for p in bare if p.scope == "function" and p.kind == "LLVM IR"][:12]
    for (found, code), (_, whole) in zip(
        read_prints(bare, numbers), read_prints(scoped, numbers), strict=True
    ):
        assert found.function in code.functions and found.function in whole.functions
        assert not any(i.location for i in code.instructions())
        assert any("--print-module-scope" in note for note in code.notes)
        located = [i for i in whole.functions[found.function] if i.location]
        assert located and not any("--print-module-scope" in note for note in whole.notes)
        assert [i.text for i in code.functions[found.function]] == [
            i.text for i in whole.functions[found.function]
        ]


@pytest.mark.parametrize(
    ("name", "prints", "stages", "debug_lines"),
    [
        ("softmax.cuda", 193, 85, 209),
        ("softmax.hip", 293, 72, 258),
        ("add_mul.cuda", 193, 80, 206),
        ("add_mul.hip", 294, 67, 250),
    ],
)
def test_triton_streams_keep_mlir_and_pass_manager_lines_apart(
    name: str, prints: int, stages: int, debug_lines: int
) -> None:
    path = Path(str(DUMP).format(name))
    data = lzma.decompress(path.read_bytes())
    stream = scan_llvm_stream(path)
    assert len(stream) == prints == len(_HEADER.findall(data))
    assert stages == len(_MLIR_HEADER.findall(data))
    assert debug_lines == len(_PASS_MANAGER.findall(data))
    kinds = Counter(o.kind for o in stream.outside)
    assert kinds["MLIR"] == stages
    assert sum(o.lines for o in stream.outside if o.kind == "pass manager") == debug_lines
    (warning,) = [o for o in stream.outside if o.kind == "text"]
    assert (warning.line, warning.lines) == (1, 2) and "UserWarning" in warning.first
    assert any(f"{stages} MLIR stages" in n for n in stream.notes)
    # Every line holding text is in a print or kept apart, once.
    spans = sorted([(p.start, p.end) for p in stream] + [(o.start, o.end) for o in stream.outside])
    position = 0
    for start, end in spans:
        assert start >= position and not data[position:start].strip()
        position = end
    assert not data[position:].strip()
    kernel = name.split(".")[0] + "_kernel"
    chains: set[Chain] = set()
    for found, code in read_prints(stream):
        if found.kind != "LLVM IR":
            assert list(code.functions) == [kernel]
            assert _chains(code) == mir_chains(data[found.start : found.end].decode())
            chains |= {c for c in _chains(code) if len(c) > 1}
    if name == "add_mul.hip":
        assert ("kernels.py", 26, 9) in {c[0] for c in chains}
        last = read_print(stream, len(stream) - 1)
        assert stream[-1].scope == "cgscc" and not last.functions
        assert any("Printing <null>" in note for note in last.notes)


def test_a_compressed_stream_reads_as_its_text(tmp_path: Path) -> None:
    text = lzma.decompress(STREAM.read_bytes())
    plain = tmp_path / "stream.txt"
    plain.write_bytes(b"\xef\xbb\xbf" + text)
    compressed, copy = scan_llvm_stream(STREAM), scan_llvm_stream(plain)
    assert copy.text_start == 3 and compressed.text_start == 0
    assert compressed.prints == copy.prints
    for number in (0, 100, len(copy) - 1):
        found: LLVMPrint = copy[number]
        assert print_text(compressed, number) == text[found.start : found.end].decode()
        assert print_text(copy, number) == print_text(compressed, number)
        assert read_print(copy, number).functions == read_print(compressed, number).functions
