"""Other output of a compiler after a complete stage (issue 29 item 5): real
captures of PennyLane Catalyst, whose stderr goes on after the last MLIR
stage with what Enzyme prints (LLVM IR after a label, `remark: ...`
diagnostics with no location), are read whole: that text is the last
stage's notes, counted and shown, never read as IR. The same text inside
an open op is an error at its first line; a line of an LLVM IR note that
LLVM does not print is an error at it."""

from __future__ import annotations

import json
import lzma
import subprocess
import sys
from pathlib import Path

import pytest

import tracksrc
from tests.conftest import MNIST, REAL
from tracksrc.errors import ParseError
from tracksrc.pipeline.streams.opening import open_pipeline
from tracksrc.reading.notes import find_openers
from tracksrc.reading.statements import (
    DIAGNOSTIC_START,
)

CATALYST = REAL / "catalyst"
PLAIN = CATALYST / "dcircuit.after_all.last3.mlir.xz"
REMARKS = CATALYST / "dcircuit.enzyme_remarks.after_all.last3.mlir.xz"
HEADER = "// -----// IR Dump"


def _text(path: Path) -> str:
    with lzma.open(path, "rt", encoding="utf-8") as handle:
        return handle.read()


def _tracksrc(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tracksrc", *args], capture_output=True, text=True, check=False
    )


def _expected_tail(text: str) -> list[tuple[int, str]]:
    """(line, kind) of each note after the last stage, found by plain
    string search: each `remark: ` line is a diagnostic; Enzyme's LLVM IR
    is one note from its first labelled line (` aug: todiff: `) on."""
    lines = text.split("\n")
    last_header = max(number for number, line in enumerate(lines, 1) if line.startswith(HEADER))
    found = []
    for number, line in enumerate(lines, 1):
        if number <= last_header:
            continue
        if line.startswith("remark: "):
            found.append((number, "diagnostic"))
        elif line.startswith(" aug: todiff: "):
            found.append((number, "llvm-ir"))
    return found


@pytest.mark.parametrize("path", [PLAIN, REMARKS], ids=lambda path: path.name)
def test_the_catalyst_tail_is_the_last_stage_notes(path: Path) -> None:
    text = _text(path)
    expected = _expected_tail(text)
    assert ("llvm-ir" in {kind for _, kind in expected}) and len(expected) == (
        1 if path == PLAIN else 10
    )
    pipeline = open_pipeline(path, cache=False)
    headers = [n for n, line in enumerate(text.split("\n"), 1) if line.startswith(HEADER)]
    assert [stage.line for stage in pipeline.stages] == headers
    assert [(note.line, note.kind) for _, note in pipeline.notes()] == expected
    assert all(not stage.notes for stage in pipeline.stages[:-1])
    llvm = next(note for note in pipeline.stages[-1].notes if note.kind == "llvm-ir")
    # Both of Enzyme's prints, whole, and nothing after them.
    assert llvm.text.startswith(" aug: todiff: ; Function Attrs: noinline\ndefine void ")
    assert "\naug foundcalled: define noalias noundef ptr @circuit_0.quantum.augfwd(" in llvm.text
    assert llvm.text.rstrip().endswith("  ret ptr null\n}") and "remark:" not in llvm.text
    # The last stage's IR ends with its location aliases; it parses.
    last = pipeline.stages[-1]
    assert last.text().rstrip().split("\n")[-1] == '#loc24 = loc("dcircuit":39:5)'
    assert last.op_index().get_ops_by_type("llvm.func")


@pytest.mark.parametrize("path", [PLAIN, REMARKS], ids=lambda path: path.name)
def test_stages_counts_and_shows_the_notes_and_whole_pipeline_commands_work(path: Path) -> None:
    text = _text(path)
    expected = _expected_tail(text)
    diagnostics = sum(kind == "diagnostic" for _, kind in expected)
    listed = _tracksrc("stages", "--no-cache", str(path))
    assert listed.returncode == 0, listed.stderr
    assert len(listed.stdout.strip().split("\n")) == 1 + text.count(HEADER)
    counts = f"{diagnostics} diagnostic, 1 llvm-ir" if diagnostics else "1 llvm-ir"
    assert listed.stderr.strip().split("\n")[-2:] == [
        "tracksrc: 3 of 3 stages",
        f"tracksrc: notes after 1 stage: {counts} (--notes shows them)",
    ]
    shown = _tracksrc("stages", "--no-cache", "--notes", str(path))
    assert shown.returncode == 0
    named = [
        line.strip()
        for line in shown.stdout.split("\n")
        if line.startswith("    ") and not line.lstrip().startswith("|")
    ]
    assert [line.split(": ", 1)[1].split(" (")[0] for line in named] == [
        kind for _, kind in expected
    ]
    assert [int(line.split(":")[1]) for line in named] == [line for line, _ in expected]
    assert shown.stderr.strip().split("\n")[-1] == f"tracksrc: notes after 1 stage: {counts}"
    rows = json.loads(_tracksrc("stages", "--no-cache", "--json", str(path)).stdout)
    assert [row["note_kinds"] for row in rows] == [[], [], [kind for _, kind in expected]]
    assert [row["notes"] for row in rows] == [0, 0, len(expected)]
    for command in (["audit"], ["passes"], ["lineage", "--loc", "dcircuit:24:12"]):
        result = _tracksrc(*command, "--no-cache", str(path))
        assert result.returncode == 0, (command, result.stderr)
    lineage = _tracksrc("lineage", "--no-cache", "--loc", "dcircuit:24:12", str(path)).stdout
    assert "llvm.call x3, llvm.func" in lineage


def _inserted_before_the_module_end(text: str) -> tuple[str, int]:
    """The capture with its tail (from the first note on) moved before the
    line that closes the last stage's module, and the line it starts at."""
    lines = text.split("\n")
    tail_start = _expected_tail(text)[0][0] - 1
    tail = lines[tail_start:]
    ir = lines[:tail_start]
    closing = max(n for n, line in enumerate(ir) if line.startswith("} loc(#loc)"))
    return "\n".join([*ir[:closing], *tail, *ir[closing:]]), closing + 1


@pytest.mark.parametrize(
    ("path", "kind"), [(PLAIN, "llvm-ir"), (REMARKS, "diagnostic")], ids=["plain", "remarks"]
)
@pytest.mark.parametrize("partial", [[], ["--allow-partial"]], ids=["whole", "allow-partial"])
def test_the_tail_inside_an_open_module_is_an_error_at_its_first_line(
    tmp_path: Path, path: Path, kind: str, partial: list[str]
) -> None:
    text, line = _inserted_before_the_module_end(_text(path))
    mutated = tmp_path / "inside.mlir"
    mutated.write_text(text, encoding="utf-8")
    opening = next(
        n
        for n, row in reversed(list(enumerate(text.split("\n")[:line], 1)))
        if row.startswith("module @dcircuit")
    )
    for command in ("stages", "audit"):
        result = _tracksrc(command, "--no-cache", *partial, str(mutated))
        assert result.returncode == 2, result.stderr
        first = result.stderr.split("\n")[0]
        assert first.startswith(
            f"{mutated}:{line}:1: error: a compiler note ({kind}) interrupts the IR of "
            f"stage 2 (register-inactive-callback): `module @dcircuit"
        ), first
        assert f"(line {opening}) is still open" in first
        assert "cut short" not in result.stderr


def test_an_llvm_ir_note_line_that_is_not_llvm_ir_is_an_error_at_it(tmp_path: Path) -> None:
    text = _text(PLAIN)
    lines = text.split("\n")
    define = next(n for n, line in enumerate(lines) if line.startswith("define void @circuit_0"))
    # What catalyst --verbose prints between its steps: not LLVM IR.
    mutated = tmp_path / "junk.mlir"
    junk = "MLIR->LLVMIR translation successful"
    mutated.write_text("\n".join([*lines[: define + 2], junk, *lines[define + 2 :]]))
    with pytest.raises(ParseError) as caught:
        open_pipeline(mutated, cache=False)
    assert (caught.value.line, caught.value.column) == (define + 3, 1)
    assert caught.value.line_text == junk
    assert caught.value.message == "this is not a line of the LLVM IR before it"
    result = _tracksrc("audit", "--no-cache", str(mutated))
    assert result.returncode == 2
    assert result.stderr.startswith(f"{mutated}:{define + 3}:1: error: this is not a line of")


def _two_stages(text: str) -> tuple[str, str]:
    """The first two stages of the real capture, each whole."""
    starts = [n for n, line in enumerate(text.split("\n")) if line.startswith(HEADER)]
    lines = text.split("\n")
    return "\n".join(lines[: starts[1]]) + "\n", "\n".join(lines[starts[1] : starts[2]]) + "\n"


@pytest.mark.parametrize(
    "warning",
    [
        "warning: overriding the module target triple with x86_64-unknown-linux-gnu",
        "catalyst: warning: overriding the module target triple",
        "error: unknown target CPU 'x'",
        "mlir-opt: note: see current operation",
    ],
)
def test_a_bare_diagnostic_between_two_stages_is_the_first_stage_note(
    tmp_path: Path, warning: str
) -> None:
    first, second = _two_stages(_text(PLAIN))
    path = tmp_path / "between.mlir"
    path.write_text(first + warning + "\n" + second)
    pipeline = open_pipeline(path, cache=False)
    assert len(pipeline) == 2
    ((stage, note),) = pipeline.notes()
    assert stage is pipeline.stages[0]
    assert (note.kind, note.line, note.text) == (
        "diagnostic",
        first.count("\n") + 1,
        warning + "\n",
    )
    # As every diagnostic after a stage: the next pass printed it.
    assert pipeline.stages[1].diagnostics == warning + "\n"
    assert pipeline.stages[0].text() == first
    assert [info.op_name for _, info in pipeline.stage(0)][:2] == ["builtin.module", "llvm.func"]


def test_located_diagnostics_and_mlir_lines_are_read_as_before() -> None:
    text = (
        "f.mlir:1:2: error: boom\n"  # 0
        "<unknown>:0: error: failed to legalize\n"  # 1
        "remark: <unknown>:0:0: Load may need caching\n"  # 2
        "module {\n"
        '  func.func @define(%arg0: i32) attributes {s = "a: define b"} {\n'
        '    "test.op"() {w = "x: warning: y"} : () -> ()\n'
        "  }\n"
        "  llvm.func @declare()\n"
        "}\n"
        '#loc = loc("warning: x")\n'
        "warning: Linking two modules\n"  # 10
        "define void @f() {\n"  # 11
        "  ret void\n"
        "}\n"
        " aug: todiff: ; Function Attrs: noinline\n"  # 14
        "aug foundcalled: define ptr @g() {\n"  # 15
        "  %x = label: define\n"
    )
    starts = [0, *(i + 1 for i, char in enumerate(text) if char == "\n")]
    lines = {start: number for number, start in enumerate(starts)}
    assert [(lines[offset], kind) for offset, kind in find_openers(text.encode())] == [
        (0, "diagnostic"),
        (1, "diagnostic"),
        (2, "diagnostic"),
        (10, "diagnostic"),
        (11, "llvm-ir"),
        (14, "llvm-ir"),
        (15, "llvm-ir"),
    ]


@pytest.mark.parametrize(
    "path",
    [
        MNIST / "mnist_like.after_all.mlir.xz",
        REAL / "jax" / "mlp.after_all.mlir.xz",
        REAL / "iree" / "captures" / "convs_dumps.after_all.mlir.xz",
    ],
    ids=lambda path: path.name,
)
def test_no_new_opener_matches_a_line_of_a_real_mlir_dump(path: Path) -> None:
    data = _text(path).encode()
    openers = find_openers(data)
    assert [kind for _, kind in openers if kind == "llvm-ir"] == []
    # Only diagnostics at a location, if any.
    for offset, kind in openers:
        if kind == "diagnostic":
            assert DIAGNOSTIC_START.match(data[offset : offset + 4096].decode()), offset


def test_llvm_ir_inside_a_debug_log_is_part_of_the_log(tmp_path: Path) -> None:
    first, second = _two_stages(_text(PLAIN))
    log = (
        "Args: catalyst -debug dcircuit.mlir\n"
        "[enzyme] differentiating\n"
        "define void @f() {\n"
        "  ret void\n"
        "}\n"
        "free text a pass printed\n"
    )
    path = tmp_path / "debug.mlir"
    path.write_text(first + log + second)
    ((_, note),) = open_pipeline(path, cache=False).notes()
    assert (note.kind, note.text) == ("debug", log)


@pytest.mark.parametrize("path", [PLAIN, REMARKS], ids=lambda path: path.name)
def test_stages_read_in_pieces_keep_the_tail_and_reject_it_inside_the_module(
    path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stages too long to hold (made so with small windows: the stages here
    are 32 KB) end at the same note, and find it inside an open op too."""
    from tracksrc.pipeline.streams.scanning import cuts, dump_files, long_windows
    from tracksrc.pipeline.streams.storage import kept_texts

    monkeypatch.setattr(long_windows, "LONG_WINDOW", 3000)
    monkeypatch.setattr(long_windows, "PIECE", 1000)
    monkeypatch.setattr(dump_files, "CHUNK_BYTES", 1500)
    monkeypatch.setattr(kept_texts, "PART", 2500)
    monkeypatch.setattr(cuts, "PARSE_LIMIT", 2000)
    text = _text(path)
    pipeline = open_pipeline(path, cache=False)
    assert [(note.line, note.kind) for _, note in pipeline.notes()] == _expected_tail(text)
    mutated, line = _inserted_before_the_module_end(text)
    inside = tmp_path / "inside.mlir"
    inside.write_text(mutated, encoding="utf-8")
    for partial in (False, True):
        with pytest.raises(ParseError) as caught:
            open_pipeline(inside, cache=False, allow_partial=partial)
        assert (caught.value.line, caught.value.column) == (line, 1)
        assert caught.value.message.startswith("a compiler note (")
        assert "interrupts the IR of stage 2 (register-inactive-callback)" in caught.value.message
        assert not caught.value.cut


DIAGNOSTICS = REAL / "iree" / "diagnostics"


@pytest.mark.parametrize("before", [True, False], ids=["before the module", "after the module"])
def test_real_diagnostics_beside_a_module_without_header_leave_its_ops_whole(before: bool) -> None:
    # `iree-opt ... 2>&1`: what MLIR prints for a failed verification (a
    # message, a quoted source line at column 0 and its caret, the op in
    # generic form) comes before or after the IR printed on stdout. The IR
    # around it is read as IR; the diagnostics keep their own lines.
    module = (MNIST / "mnist_like.mlir").read_text()
    stderr = [
        (DIAGNOSTICS / name).read_text() for name in ("declaration.stderr", "redefinition.stderr")
    ]
    text = "".join(stderr) + module if before else module + "".join(stderr)
    alone = tracksrc.parse_text(module, "m.mlir")
    both = tracksrc.parse_text(text, "m.mlir")
    assert [info.op_name for _, info in both] == [info.op_name for _, info in alone]
    assert len(list(alone)) > 20
    assert "".join(both.file.diagnostics) == "".join(stderr).rstrip("\n")


def test_aliases_of_a_stage_cut_off_from_its_op_by_a_diagnostic_are_an_error(
    tmp_path: Path,
) -> None:
    # MLIR prints a stage's aliases with its op: a diagnostic between them
    # is inside the stage (a note comes after a stage, never inside one).
    text = _text(REAL / "iree" / "captures" / "consteval.after_all.mlir.xz")
    first, second = _two_stages(text)
    lines = first.split("\n")
    assert lines[1].startswith("#") and lines[2].startswith("#")
    inside = "\n".join([*lines[:2], "model.mlir:1:1: error: x", *lines[2:]])
    path = tmp_path / "inside.mlir"
    path.write_text(inside + second)
    with pytest.raises(ParseError) as caught:
        open_pipeline(path, cache=False)
    assert (caught.value.line, caught.value.column) == (3, 1)
    assert "its aliases are printed, its operation not yet" in caught.value.message
    # After the stage's last line it is the stage's note.
    path.write_text(first + "model.mlir:1:1: error: x\n" + second)
    pipeline = open_pipeline(path, cache=False)
    assert [note.kind for _, note in pipeline.notes()] == ["diagnostic"]
