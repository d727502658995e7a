"""LLVM print streams written here: every header style, text between the
prints, machine code with slot indexes, bundles, debug values and inlined
locations; blocks and lines longer than the scanner's pieces; damaged
headers and cut streams (seeded fuzz: a `TracksrcError` or a result, never
another exception)."""

from __future__ import annotations

import contextlib
import lzma
import random
from pathlib import Path

import pytest
from machine_samples import TRITON

from tracksrc.errors import ParseError, TracksrcError
from tracksrc.reading.machine import llvm_stream
from tracksrc.reading.machine.llvm_headers import classify, parse_header
from tracksrc.reading.machine.llvm_prints import print_text, read_print
from tracksrc.reading.machine.llvm_stream import scan_llvm_stream

STREAM = """\
warning: something odd
// -----// IR Dump After Canonicalizer (canonicalize) //----- //
module {
}

Running pass: MemProfRemoveInfo on [module]
Running analysis: InnerAnalysisManagerProxy<FunctionAnalysisManager, Module> on [module]
; *** IR Dump After SROAPass on f ***
define void @f() !dbg !4 {
  ret void, !dbg !7
}
*** IR Dump After DummyCGSCCPass (DummyCGSCCPass) ***

Printing <null> Function
*** IR Dump After Structurize control flow (structurizecfg) ***
  %x = add i32 1, 2, !dbg !9
  br label %y
y:
  ret void
  Invalidating analysis: Foo on f
a stray line
# *** IR Dump After Greedy Register Allocator (greedy) ***:
# Machine code for function f: NoPHIs, TracksLiveness
Frame Objects:
  fi#0: size=4, align=4, at location [SP-4]
Function Live Ins: $edi in %0

0B\tbb.0 (%ir-block.0):
\t  liveins: $edi
16B\t  %0:gr32 = COPY $edi
\t  DBG_VALUE %0:gr32, $noreg, !"x", !DIExpression(), debug-location !10; a.c:3 line no:3
32B\t  %1:gr32 = ADD32ri %0:gr32(tied-def 0), 1, implicit-def dead $eflags, debug-location !11; a.c:4:7
48B\t  BUNDLE implicit-def $eax {
64B\t    $eax = MOV32rr %1:gr32, debug-location !12; a.c:5:1 @[ b.c:10:3 @[ c.c:20 ] ]
\t  }
80B\t  RET64 $eax, debug-location !13
96B\t  NOOP debug-location !14; a.c:0

bb.1.exit (align 16):
; predecessors: %bb.0
  successors: %bb.2(0x80000000); %bb.2(100.00%)

  INLINEASM &"mov $0; nop" [sideeffect], debug-location !15; a.c:9:2

# End machine code for function f.

"""


def _line(text: str, start: str) -> int:
    return next(n for n, line in enumerate(text.split("\n"), 1) if line.startswith(start))


@pytest.fixture
def written(tmp_path: Path) -> Path:
    path = tmp_path / "stream.txt"
    path.write_text(STREAM)
    return path


def test_a_written_stream_scanned(written: Path) -> None:
    stream = scan_llvm_stream(written)
    assert [(p.style, p.scope, p.function, p.kind) for p in stream] == [
        ("new PM", "function", "f", "LLVM IR"),
        ("legacy", "cgscc", None, "LLVM IR"),
        ("legacy", "blocks", None, "LLVM IR"),
        ("legacy machine", "machine function", "f", "machine code"),
    ]
    assert [p.line for p in stream] == [
        _line(STREAM, s) for s in (";", "*** IR Dump After D", "*** IR Dump After S", "#")
    ]
    assert [p.lines for p in stream] == [4, 3, 5, STREAM.count("\n") + 1 - stream[3].line]
    assert stream[3].title == "after Greedy Register Allocator (greedy)"
    assert stream[0].title == "after SROAPass on f"
    assert [(o.kind, o.line, o.lines) for o in stream.outside] == [
        ("text", 1, 1),
        ("MLIR", 2, 4),
        ("pass manager", 6, 2),
        ("pass manager", 20, 1),
        ("text", 21, 1),
    ]
    assert stream.outside[-1].first == "a stray line"
    assert (stream.lines, stream.size) == (STREAM.count("\n"), len(STREAM))
    assert any("1 MLIR stages" in n for n in stream.notes)
    assert any("3 lines of the pass manager" in n for n in stream.notes)
    assert any(
        "2 lines of other text" in n and "'warning: something odd'" in n for n in stream.notes
    )


def test_a_written_stream_read(written: Path) -> None:
    stream = scan_llvm_stream(written)
    function, cgscc, blocks, machine = (read_print(stream, n) for n in range(4))
    assert [(i.line, i.text, i.location) for i in function.functions["f"]] == [
        (10, "ret void, !dbg !7", ())
    ]
    assert any("--print-module-scope" in note for note in function.notes)
    assert not cgscc.functions and any("1 `Printing <null>" in n for n in cgscc.notes)
    assert [i.text for i in blocks.functions["<loop>"]] == [
        "%x = add i32 1, 2, !dbg !9",
        "br label %y",
        "ret void",
    ]
    assert any("loop or a region" in note for note in blocks.notes)
    rows = [(i.text.split()[0], i.location) for i in machine.functions["f"]]
    chain = (("a.c", 5, 1), ("b.c", 10, 3), ("c.c", 20, 0))
    assert [(word, tuple((f.file, f.line, f.column) for f in loc)) for word, loc in rows] == [
        ("%0:gr32", ()),
        ("%1:gr32", (("a.c", 4, 7),)),
        ("BUNDLE", ()),
        ("$eax", chain),
        ("RET64", ()),
        ("NOOP", ()),
        ("INLINEASM", (("a.c", 9, 2),)),
    ]
    assert machine.functions["f"][-1].text == (
        'INLINEASM &"mov $0; nop" [sideeffect], debug-location !15'
    )
    assert machine.functions["f"][1].line == _line(STREAM, "32B")
    notes = " | ".join(machine.notes)
    assert "1 instructions have `debug-location !N` but no location comment" in notes
    assert "1 debug pseudo-instructions" in notes
    assert "one print of LLVM's machine code: after Greedy Register Allocator" in notes


@pytest.mark.parametrize(
    ("line", "body", "expected"),
    [
        (
            "; *** IR Dump After InstCombinePass on f ***",
            b"define void @f() {\n",
            ("new PM", "after", "InstCombinePass", None, "function", "f", "LLVM IR"),
        ),
        (
            "; *** IR Dump Before GVNPass on [module] ***",
            b"; ModuleID = 'm'\n",
            ("new PM", "before", "GVNPass", None, "module", None, "LLVM IR"),
        ),
        (
            "; *** IR Dump After LICMPass on loop %<unnamed loop> in function memset ***",
            b"; Preheader:\n",
            ("new PM", "after", "LICMPass", None, "loop", "memset", "LLVM IR"),
        ),
        (
            "; *** IR Dump After OpenMPOptCGSCCPass on (a, b) ***",
            b"",
            ("new PM", "after", "OpenMPOptCGSCCPass", None, "cgscc", "a, b", "LLVM IR"),
        ),
        (
            "; *** IR Dump After 7-LoopDeletionPass on bb1 (invalidated) ***",
            b"",
            ("new PM", "after", "LoopDeletionPass", None, "function", "bb1", "LLVM IR"),
        ),
        (
            "; *** IR Dump After MachineSinkingPass on g ***",
            b"# Machine code for function g: IsSSA\n",
            (
                "new PM",
                "after",
                "MachineSinkingPass",
                None,
                "machine function",
                "g",
                "machine code",
            ),
        ),
        (
            "*** IR Dump After Expand Atomic instructions (atomic-expand) ***",
            b'; Function Attrs: x\ndefine i32 @"a$b"() {\n',
            (
                "legacy",
                "after",
                "Expand Atomic instructions",
                "atomic-expand",
                "function",
                "a$b",
                "LLVM IR",
            ),
        ),
        (
            "*** IR Dump After CodeGen Prepare (codegenprepare) *** (function: f)",
            b"; ModuleID = 'm'\n",
            ("legacy", "after", "CodeGen Prepare", "codegenprepare", "function", "f", "LLVM IR"),
        ),
        (
            "*** IR Dump After Loop Strength Reduction (loop-reduce) *** (loop: %26)",
            b"; ModuleID\n",
            ("legacy", "after", "Loop Strength Reduction", "loop-reduce", "loop", None, "LLVM IR"),
        ),
        (
            "*** IR Dump After Promote alignment (NVPTX) (nvptx-promote-param-align) ***",
            b'source_filename = "x"\n',
            (
                "legacy",
                "after",
                "Promote alignment (NVPTX)",
                "nvptx-promote-param-align",
                "module",
                None,
                "LLVM IR",
            ),
        ),
        (
            "*** IR Dump Before Foo ***",
            b"\n\ndefine void @g() {\n",
            ("legacy", "before", "Foo", None, "cgscc", "g", "LLVM IR"),
        ),
        (
            "# *** IR Dump After X86 DAG->DAG Instruction Selection (x86-isel) ***:",
            b"# Machine code for function f: IsSSA, TracksLiveness\n",
            (
                "legacy machine",
                "after",
                "X86 DAG->DAG Instruction Selection",
                "x86-isel",
                "machine function",
                "f",
                "machine code",
            ),
        ),
    ],
)
def test_header_styles(line: str, body: bytes, expected: tuple[object, ...]) -> None:
    header = parse_header(line)
    assert header is not None
    scope, function, kind = classify(header, body)
    assert (
        header.style,
        header.when,
        header.pass_name,
        header.argument,
        scope,
        function,
        kind,
    ) == expected
    assert header.invalidated == ("invalidated" in line)


def test_pieces_smaller_than_lines_change_nothing(
    written: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Blocks of a few bytes, lines longer than a block, and a line longer
    than the scanner holds: the same prints, lines and offsets."""
    long = tmp_path / "long.txt"
    long.write_text(
        "x" * 5000 + "\n" + STREAM.replace("  ret void\n", "  ret void ; " + "y" * 9000 + "\n")
    )
    dispatch = TRITON / "add_mul.hip.dump.txt.xz"
    expected = {path: scan_llvm_stream(path) for path in (written, long, dispatch)}
    monkeypatch.setattr(llvm_stream, "BLOCK", 7)
    monkeypatch.setattr(llvm_stream, "LONG_LINE", 3000)
    monkeypatch.setattr(llvm_stream, "HEAD", 4096)
    for path, stream in expected.items():
        small = scan_llvm_stream(path)
        assert small.prints == stream.prints and small.outside == stream.outside
        assert small.lines == stream.lines
    assert print_text(small, 5) == print_text(stream, 5)
    assert expected[long][2].lines == 5


def test_a_damaged_header_is_an_error_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "damaged.txt"
    path.write_text(
        STREAM.replace("; *** IR Dump After SROAPass on f ***", "; *** IR Dump After SROAPass")
    )
    with pytest.raises(ParseError) as caught:
        scan_llvm_stream(path)
    message = str(caught.value)
    assert (
        f"damaged.txt:{_line(STREAM, ';')}:1: error: an LLVM print header of no known form"
        in message
    )
    assert "^" in message and "expected" in message


def test_a_stream_cut_inside_a_header_or_a_function(tmp_path: Path) -> None:
    path = tmp_path / "cut.txt"
    path.write_text(STREAM[: STREAM.index("Greedy Register")])
    with pytest.raises(ParseError) as caught:
        scan_llvm_stream(path)
    assert caught.value.cut
    path.write_text(STREAM[: STREAM.index("80B\t")])
    stream = scan_llvm_stream(path)
    assert not any("middle of a line" in n for n in stream.notes)
    with pytest.raises(ParseError, match="ends inside machine function f"):
        read_print(stream, 3)
    compressed = tmp_path / "cut.txt.xz"
    whole = lzma.compress(STREAM.encode())
    compressed.write_bytes(whole[: len(whole) // 2])
    try:
        found = scan_llvm_stream(compressed)
    except TracksrcError:
        return
    assert found.cut and any("ends inside its stream" in n for n in found.notes)


def test_asking_for_what_is_not_there(written: Path) -> None:
    stream = scan_llvm_stream(written)
    with pytest.raises(TracksrcError, match="no print 5: the stream has 4 prints"):
        read_print(stream, 4)
    written.write_text(STREAM + "\n")
    with pytest.raises(TracksrcError, match="changed since it was scanned"):
        read_print(stream, 0)
    empty = written.with_name("empty.txt")
    empty.write_text("just text\n")
    nothing = scan_llvm_stream(empty)
    assert len(nothing) == 0 and nothing.notes[0].startswith("no LLVM print found")


_DAMAGE = [b"*", b" ", b"(", b")", b":", b"\n", b"\x00", b"\xff", b"#", b";", b"}", b"@[", b"bb."]


def _damaged(data: bytes, seed: int) -> list[bytes]:
    """`data` cut at random places, and with bytes of random header lines
    (or anywhere) replaced."""
    rng = random.Random(seed)
    headers = [i for i in range(len(data)) if data.startswith(b"*** IR Dump", i)][:400]
    found = [data[: rng.randrange(len(data))] for _ in range(6)]
    for _ in range(10):
        damaged = bytearray(data)
        for _ in range(rng.randint(1, 6)):
            at = (
                rng.choice(headers) + rng.randrange(-3, 60)
                if rng.random() < 0.7
                else rng.randrange(len(data))
            )
            at = max(0, min(at, len(damaged) - 1))
            damaged[at : at + 1] = rng.choice(_DAMAGE)
        found.append(bytes(damaged))
    return found


@pytest.mark.parametrize("seed", [1, 2])
def test_fuzz_damaged_streams_read_or_fail_cleanly(tmp_path: Path, seed: int) -> None:
    data = lzma.decompress((TRITON / "add_mul.hip.dump.txt.xz").read_bytes()) + STREAM.encode()
    rng = random.Random(seed)
    for index, damaged in enumerate(_damaged(data, seed)):
        path = tmp_path / f"damaged{index}.txt{'.xz' if index % 5 == 4 else ''}"
        path.write_bytes(lzma.compress(damaged) if path.suffix == ".xz" else damaged)
        try:
            stream = scan_llvm_stream(path)
        except TracksrcError:
            continue
        numbers = (
            sorted({rng.randrange(len(stream)) for _ in range(8)} | {len(stream) - 1})
            if len(stream)
            else []
        )
        for number in numbers:
            with contextlib.suppress(TracksrcError):
                assert isinstance(read_print(stream, number).functions, dict)
