"""LLVM IR read by `read_code`: IREE llvm-cpu's `.optimized.ll`, prints cut
from LLVM's `--print-after-all` streams (with and without module scope, a
loop pass's print) and the whole module as codegen gets it, each against
its `!DILocation`s resolved by hand with regular expressions (and, where
llvmlite is installed, against LLVM's own parser)."""

from __future__ import annotations

import lzma
import re
import subprocess
import sys
from pathlib import Path

import pytest
from machine_samples import (
    DISPATCHES,
    LINKED,
    PRE_ISEL,
    STREAM,
    STREAM_MODULE_SCOPE,
    extract_dumps,
    first_print,
    ll_functions,
    ll_locations,
)

from tracksrc.errors import ParseError
from tracksrc.reading.machine.code import CodeFile
from tracksrc.reading.machine.formats import read_code


@pytest.fixture(scope="module")
def dumps(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return extract_dumps(tmp_path_factory.mktemp("iree_cpu"))


def _check_against_regexes(code: CodeFile, text: str) -> int:
    """Every function, instruction and location of `code` equal to what
    the regular expressions read from `text`; how many are located."""
    functions = ll_functions(text)
    locations = ll_locations(text)
    assert list(code.functions) == list(functions)
    located = 0
    for name, rows in functions.items():
        body = code.functions[name]
        assert [(i.line, i.text) for i in body] == [(row[0], row[1]) for row in rows], name
        for instruction, (_, _, ident) in zip(body, rows, strict=True):
            expected = locations[ident] if ident is not None else ()
            got = tuple((f.file, f.line, f.column) for f in instruction.location)
            assert got == expected, instruction
            located += bool(expected)
    return located


def test_optimized_ll_locations_resolved(dumps: Path) -> None:
    path = dumps / f"{LINKED}.optimized.ll"
    code = read_code(path)
    assert code.kind == "LLVM IR"
    located = _check_against_regexes(code, path.read_text())
    assert located == 388
    assert sum(map(len, code.functions.values())) == 1886
    assert list(code.functions)[:6] == DISPATCHES
    first = code.functions[DISPATCHES[0]][0]
    assert first.text == "%.elt19 = getelementptr inbounds nuw i8, ptr %1, i64 32, !dbg !93"
    assert [str(f) for f in first.location] == [
        "dumps/configured_module_mnist_like$async_dispatch_0.mlir:10:8"
    ]


def _llvmlite_counts(path: Path) -> dict[str, int]:
    """Instructions per defined function, as llvmlite's LLVM parses them,
    in a process of its own (a module LLVM's verifier rejects aborts the
    process). llvmlite's LLVM is older than the capture's: the float
    constants LLVM 24 prints (`f0x...`, shortest decimals, `inf`) and one
    memory effect it does not know are rewritten into the older spelling
    first; no instruction is touched."""
    script = r"""
import re, struct, sys
import llvmlite.binding as llvm
def hexd(v):
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", v))[0]
def f32(bits):
    return hexd(struct.unpack("<f", struct.pack("<I", int(bits, 16)))[0])
t = open(sys.argv[1]).read()
t = re.sub(r"\bf0x([0-9A-Fa-f]{16})\b", r"0x\1", t)
t = re.sub(r"\bf0x([0-9A-Fa-f]{8})\b", lambda m: f32(m.group(1)), t)
t = re.sub(r"\bfloat (-?[0-9]+\.[0-9]+e[-+][0-9]+)",
           lambda m: "float " + hexd(struct.unpack("<f", struct.pack("<f", float(m.group(1))))[0]), t)
t = re.sub(r"(?<![\w.])-inf\b", "0xFFF0000000000000", t)
t = re.sub(r", target_mem\d*: \w+", "", t)
module = llvm.parse_assembly(t)
for f in module.functions:
    if not f.is_declaration:
        print(f.name, sum(1 for b in f.blocks for _ in b.instructions))
"""
    done = subprocess.run(
        [sys.executable, "-c", script, str(path)], capture_output=True, text=True, check=True
    )
    return {name: int(n) for name, n in (line.rsplit(" ", 1) for line in done.stdout.splitlines())}


def test_optimized_ll_counts_match_llvmlite(dumps: Path) -> None:
    path = dumps / f"{LINKED}.optimized.ll"
    code = read_code(path)
    expected = _llvmlite_counts(path)
    assert {name: len(body) for name, body in code.functions.items()} == expected
    assert sum(expected.values()) == 1886


def test_a_print_without_module_scope_says_its_metadata_is_missing(tmp_path: Path) -> None:
    text = first_print(STREAM)
    assert text.startswith("; *** IR Dump After MemProfRemoveInfo on [module] ***")
    path = tmp_path / "print.txt"
    path.write_text(text)
    code = read_code(path)
    (name,) = code.functions
    assert name == DISPATCHES[1]
    assert len(code.functions[name]) == len(ll_functions(text)[name]) == 119
    assert not any(i.location for i in code.instructions())
    assert any("--print-module-scope" in note and "119 instructions" in note for note in code.notes)
    assert "!dbg !100" in code.functions[name][0].text


def test_a_module_scope_print_resolves_every_location(tmp_path: Path) -> None:
    text = first_print(STREAM_MODULE_SCOPE)
    path = tmp_path / "print.txt"
    path.write_text(text)
    code = read_code(path)
    assert _check_against_regexes(code, text) > 600
    assert not any("--print-module-scope" in note for note in code.notes)


def test_the_module_codegen_gets_read_compressed() -> None:
    """`--print-after=pre-isel-intrinsic-lowering --print-module-scope`,
    read from its `.xz` (a legacy pass manager header): the model's own
    lines, `mnist_like.mlir`."""
    code = read_code(PRE_ISEL)
    text = lzma.decompress(PRE_ISEL.read_bytes()).decode()
    assert _check_against_regexes(code, text) == 381
    assert {f.file for i in code.instructions() for f in i.location} == {"mnist_like.mlir"}
    assert code.notes[0].startswith("one print of LLVM's pass dumps: after Pre-ISel")


def test_a_loop_pass_print_is_the_loop_of_its_function(tmp_path: Path) -> None:
    text = lzma.decompress(STREAM.read_bytes()).decode()
    start = text.index("; *** IR Dump After LICMPass on loop")
    end = text.index("*** IR Dump", start + 10)
    loop = text[start : text.rindex("\n", 0, end) + 1]
    path = tmp_path / "loop.txt"
    path.write_text(loop)
    code = read_code(path)
    (name,) = code.functions
    assert name == DISPATCHES[1]
    expected = [line.strip() for line in loop.splitlines() if re.match(r"  [^\s;]", line)]
    assert [i.text for i in code.functions[name]] == expected
    assert any("loop pass's print" in note for note in code.notes)


def test_a_whole_stream_is_not_one_print() -> None:
    with pytest.raises(ParseError) as caught:
        read_code(STREAM)
    assert caught.value.line == 157  # the second header
    assert "a second print" in caught.value.message


def test_machine_code_prints_are_not_llvm_ir(tmp_path: Path) -> None:
    text = lzma.decompress(STREAM.read_bytes()).decode()
    start = text.index("# *** IR Dump After X86 DAG->DAG Instruction Selection")
    path = tmp_path / "isel.txt"
    path.write_text(text[start : start + 5000])
    with pytest.raises(ParseError) as caught:
        read_code(path, "LLVM IR")
    assert "machine code (MIR)" in caught.value.message
    assert caught.value.line == 1


def test_switch_cases_are_part_of_their_switch(tmp_path: Path) -> None:
    path = tmp_path / "switch.ll"
    path.write_text(
        "define i32 @f(i32 %0) !dbg !3 {\n"
        "  switch i32 %0, label %2 [\n"
        "    i32 1, label %3\n"
        "  ], !dbg !6\n"
        "\n"
        "2:\n"
        "  ret i32 0\n"
        "\n"
        "3:  ; preds = %1\n"
        '  %4 = call i32 asm "a; b", "=r"() ; a comment\n'
        "  ret i32 %4, !dbg !7\n"
        "}\n"
        '!1 = !DIFile(filename: "k.py", directory: "/d")\n'
        '!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1)\n'
        "!5 = distinct !DILexicalBlockFile(scope: !3, file: !1, discriminator: 0)\n"
        "!6 = !DILocation(line: 2, column: 3, scope: !3)\n"
        "!7 = !DILocation(line: 25, scope: !5, inlinedAt: !8)\n"
        "!8 = !DILocation(line: 37, column: 10, scope: !3)\n"
    )
    code = read_code(path)
    body = code.functions["f"]
    assert [(i.line, i.text) for i in body] == [
        (2, "switch i32 %0, label %2 [ i32 1, label %3 ], !dbg !6"),
        (7, "ret i32 0"),
        (10, '%4 = call i32 asm "a; b", "=r"()'),
        (11, "ret i32 %4, !dbg !7"),
    ]
    assert [str(f) for f in body[0].location] == ["/d/k.py:2:3"]
    assert [str(f) for f in body[3].location] == ["/d/k.py:25:0", "/d/k.py:37:10"]
