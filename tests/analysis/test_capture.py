"""`tracksrc capture`: real compiles captured into bundles.

The independent check is the capture made by hand, as the README told
users to make it (`iree-compile ... 2> stream.mlir`, then index): with the
same flags, the bundle's stream is the same bytes and every answer the
same. Also: a compile that fails (a ROCm dispatch over its shared memory)
ends with its pass, function, source ops and first diagnostic; Ctrl-C ends
the compiler's whole process group and leaves a partial bundle that opens;
a program not found, one that prints no IR, a bundle path that exists;
and the table of what each tool gets added."""

from __future__ import annotations

import json
import lzma
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
import zstandard
from conftest import REAL, ROOT, run_tracksrc

import tracksrc
from tracksrc.analysis.capture.stderr_split import StderrSplit
from tracksrc.analysis.capture.tools import MLIR_PRINT_FLAGS, additions_for
from tracksrc.iree_tools import find_tool
from tracksrc.reading.zstd_seekable import SeekableWriter, seek_table

CAPTURES = REAL / "iree" / "captures"
CPU = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu"]


def _stream_bytes(bundle: Path) -> bytes:
    with (bundle / "stream.mlir.zst").open("rb") as handle:
        reader = zstandard.ZstdDecompressor().stream_reader(handle, read_across_frames=True)
        return reader.read()


@pytest.fixture(scope="module")
def captured(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """convs.mlir compiled for the CPU under capture, and the same compile
    captured by hand with the flags capture.json says were added (its
    executables' files written again into the bundle's `dumps/`, which
    the capture packed: the two streams name the same folder)."""
    folder = tmp_path_factory.mktemp("capture")
    (folder / "convs.mlir").write_bytes((CAPTURES / "convs.mlir").read_bytes())
    compiler = find_tool("iree-compile")
    # (Without threads, the compiler prints its executables in one order.)
    command = [compiler, "convs.mlir", *CPU, "--mlir-disable-threading", "-o", "convs.vmfb"]
    done = run_tracksrc("capture", "--json", "--", *command, cwd=folder)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    bundle = folder / "convs.tracksrc"
    assert Path(result["bundle"]) == Path("convs.tracksrc")
    added = result["added"]["flags"]
    hand = folder / "hand.mlir"
    with hand.open("wb") as errors:
        subprocess.run([*command, *added], cwd=folder, stderr=errors, check=True)
    return bundle, hand


def test_the_bundle_holds_what_a_capture_by_hand_holds(captured: tuple[Path, Path]) -> None:
    bundle, hand = captured
    assert _stream_bytes(bundle) == hand.read_bytes()
    # zstd's own reading; and the stream is zstd's seekable format, so the
    # bundle's store keeps no stage text a second time.
    stream = bundle / "stream.mlir.zst"
    unpacked = subprocess.run(["zstd", "-dc", str(stream)], capture_output=True, check=True)
    assert unpacked.stdout == hand.read_bytes()
    table = seek_table(stream)
    assert table is not None and table.text_size == hand.stat().st_size
    record = json.loads((bundle / "capture.json").read_text())
    # The store is packed in the bundle (`store_image`), none beside it.
    assert sorted(path.name for path in bundle.iterdir()) == [
        "capture.json",
        "dumps",  # (the run by hand's)
        "dumps.tar.zst",
        "store.image.zst",
        "stream.mlir.zst",
    ]
    unpacked = bundle.parent / "unpacked.sqlite3"
    subprocess.run(
        ["zstd", "-dqf", str(bundle / "store.image.zst"), "-o", str(unpacked)], check=True
    )
    with sqlite3.connect(unpacked) as store:
        assert store.execute("SELECT count(*) FROM texts").fetchone() == (0,)
        assert store.execute("SELECT count(*) FROM stages").fetchone() == (record["stages"],)
    assert record["exit_status"] == 0 and not record["partial"]
    assert record["added"]["flags"][:3] == list(MLIR_PRINT_FLAGS)
    assert record["stages"] == hand.read_bytes().count(b"// -----// IR Dump")
    assert record["versions"]["iree-compile"].startswith("IREE")
    assert record["compressed_bytes"] < record["stream_bytes"] / 20
    # The executables' files, packed (tar's and zstd's own reading): those
    # the compile by hand wrote again.
    listed = subprocess.run(
        ["tar", "--zstd", "-tf", str(bundle / "dumps.tar.zst")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert sorted(listed) == sorted(path.name for path in (bundle / "dumps").iterdir())
    assert len(listed) > 5


@pytest.mark.parametrize(
    "question",
    [["stages"], ["lineage", "--loc", "convs.mlir:5:9"], ["audit"], ["dispatches"]],
    ids=lambda question: question[0],
)
def test_every_answer_of_the_bundle_is_the_streams(
    question: list[str], captured: tuple[Path, Path]
) -> None:
    bundle, _ = captured
    folder = bundle.parent
    from_bundle = run_tracksrc(question[0], "convs.tracksrc", *question[1:], "--json", cwd=folder)
    from_hand = run_tracksrc(question[0], "hand.mlir", *question[1:], "--json", cwd=folder)
    assert from_bundle.returncode == from_hand.returncode == 0, from_bundle.stderr
    assert from_bundle.stdout.replace("convs.tracksrc/stream.mlir.zst", "S") == (
        from_hand.stdout.replace("hand.mlir", "S")
    )


def test_a_bundle_not_packed_keeps_its_files_and_answers_alike(
    captured: tuple[Path, Path], tmp_path: Path
) -> None:
    """`--no-pack`: the store and the executables' files stay files in the
    bundle, and it answers as the packed one does."""
    (tmp_path / "convs.mlir").write_bytes((CAPTURES / "convs.mlir").read_bytes())
    command = [find_tool("iree-compile"), "convs.mlir", *CPU, "--mlir-disable-threading"]
    done = run_tracksrc(
        "capture", "--no-pack", "-o", "plain.tracksrc", "--", *command, "-o", "c.vmfb", cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    plain = tmp_path / "plain.tracksrc"
    assert sorted(path.name for path in plain.iterdir()) == [
        "capture.json",
        "dumps",
        "store.sqlite3",
        "stream.mlir.zst",
    ]
    packed, _ = captured
    answers = [
        run_tracksrc("lineage", str(bundle), "--loc", "convs.mlir:5:9", "--json", cwd=tmp_path)
        for bundle in (plain, packed)
    ]
    assert answers[0].returncode == answers[1].returncode == 0, answers[0].stderr
    found = [json.loads(answer.stdout) for answer in answers]
    # (Two compiles: the machine code's addresses may differ, its files not.)
    assert found[0]["rows"] == found[1]["rows"] != []
    assert [Path(row["file"]).name for row in found[0]["code"]] == [
        Path(row["file"]).name for row in found[1]["code"]
    ]


def test_a_bundle_moved_elsewhere_opens_warm(captured: tuple[Path, Path], tmp_path: Path) -> None:
    bundle, _ = captured
    import shutil

    moved = tmp_path / "elsewhere" / "convs.tracksrc"
    shutil.copytree(bundle, moved)
    # As the capture left it: its executables' files packed alone.
    shutil.rmtree(moved / "dumps")
    before = run_tracksrc("lineage", str(bundle), "--loc", "convs.mlir:5:9", cwd=bundle.parent)
    # Another machine: a cache of its own, empty, and the bundle's first
    # place gone.
    elsewhere = {"TRACKSRC_CACHE_DIR": str(tmp_path / "cache")}
    kept = bundle.rename(bundle.with_name("away"))
    try:
        after = run_tracksrc(
            "lineage", str(moved), "--loc", "convs.mlir:5:9", cwd=tmp_path, environment=elsewhere
        )
    finally:
        kept.rename(bundle)
    assert after.returncode == 0, after.stderr
    assert after.stdout == before.stdout
    # Read back from the bundle's store, unpacked: nothing summarised again.
    assert "summarised" not in after.stderr
    assert len(list((tmp_path / "cache" / "bundles").glob("convs.tracksrc-*.sqlite3"))) == 1
    (unpacked,) = (tmp_path / "cache" / "bundles").glob("convs.tracksrc-*.dumps")
    assert sorted(path.name for path in unpacked.iterdir()) == sorted(
        path.name for path in (bundle / "dumps").iterdir()
    )
    # The code below MLIR read from there.
    assert "below MLIR" in after.stdout and ".linked.ll" in after.stdout


def test_a_failed_compile_ends_with_its_answer(tmp_path: Path) -> None:
    with lzma.open(REAL / "iree" / "gpu" / "gpu_shared_memory.mlir.xz") as handle:
        (tmp_path / "gsm.mlir").write_bytes(handle.read())
    rocm = ["--iree-hal-target-backends=rocm", "--iree-rocm-target=gfx942"]
    compiler = find_tool("iree-compile")
    done = run_tracksrc(
        "capture", "-o", "gsm.tracksrc", "--", compiler, "gsm.mlir", *rocm, "-o", "/dev/null",
        cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 1, done.stderr
    assert "--iree-rocm-emit-debug-info" in done.stderr  # (said: what was added)
    # The compiler's diagnostics came to the terminal as it printed them.
    assert "uses 77312 bytes of shared memory" in done.stderr
    said = done.stdout
    assert "the compile failed in iree-codegen-gpu-check-resource-usage" in said
    assert "working on func.func @gpu_shared_memory$async_dispatch_1_conv" in said
    assert "gsm.mlir:6:10" in said and "first diagnostic:" in said
    assert "the compiler exited with status 1" in said
    record = json.loads((tmp_path / "gsm.tracksrc" / "capture.json").read_text())
    assert record["exit_status"] == 1 and "77312 bytes" in record["first_error"]
    # The failed stage is the one `stages` marks failed.
    stages = json.loads(run_tracksrc("stages", "gsm.tracksrc", "--json", cwd=tmp_path).stdout)
    failed = [row["number"] for row in stages if row["failed"]]
    assert failed and f"(stage {failed[0]})" in said


_SLOW_COMPILER = """
import os, sys, time
open(sys.argv[1], "w").write(str(os.getpid()))
child = os.fork()
if child == 0:
    time.sleep(120)
    os._exit(0)
open(sys.argv[1] + ".child", "w").write(str(child))
sys.stderr.write("// -----// IR Dump After Canonicalizer (canonicalize) //----- //\\n")
sys.stderr.write('module {\\n} loc("m.mlir":1:1)\\n\\n')
sys.stderr.write("// -----// IR Dump After CSE (cse) //----- //\\nmodule {\\n")
sys.stderr.flush()
time.sleep(120)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # (A zombie is ended: only its parent has not waited for it.)
    state = Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1][0]
    return state != "Z"


def test_ctrl_c_ends_the_compilers_group_and_keeps_a_partial_bundle(tmp_path: Path) -> None:
    (tmp_path / "slow.py").write_text(_SLOW_COMPILER)
    pid_file = tmp_path / "pid"
    process = subprocess.Popen(
        [sys.executable, "-m", "tracksrc", "capture", "-o", "b.tracksrc", "--",
         sys.executable, "slow.py", str(pid_file)],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while not Path(f"{pid_file}.child").exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(1.0)  # (its stderr read)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert "interrupted" in err and "Traceback" not in err
    compiler, child = int(pid_file.read_text()), int(Path(f"{pid_file}.child").read_text())
    time.sleep(0.5)
    assert not _alive(compiler) and not _alive(child)
    bundle = tmp_path / "b.tracksrc"
    record = json.loads((bundle / "capture.json").read_text())
    assert record["partial"] and record["stages"] == 2 and "interrupted" in record["summary"]
    assert _stream_bytes(bundle).endswith(b"module {\n")
    # The stages were found as they were printed (no open after an
    # interrupt): the store holds them, the cut one marked.
    with sqlite3.connect(bundle / "store.sqlite3") as db:
        cuts = [cut for (cut,) in db.execute("SELECT cut FROM stages ORDER BY number")]
    assert len(cuts) == 2 and cuts[0] is None and cuts[1] is not None
    # It opens, saying it is partial, with its whole stage and its cut one.
    listed = run_tracksrc("stages", "b.tracksrc", "--json", cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    assert "a partial capture" in listed.stderr
    rows = json.loads(listed.stdout)
    assert [row["pass"] for row in rows] == ["canonicalize", "cse"] and rows[1]["cut"]


def test_what_cannot_be_captured_is_said(tmp_path: Path) -> None:
    missing = run_tracksrc("capture", "--", "no-such-compiler-x", "a.mlir", cwd=tmp_path)
    assert missing.returncode == 2 and "no such program" in missing.stderr
    assert not list(tmp_path.iterdir())
    nothing = run_tracksrc("capture", "-o", "v.tracksrc", "--", sys.executable, "-c", "print(1)",
                           cwd=tmp_path)  # fmt: skip
    assert nothing.returncode == 0, nothing.stderr
    assert "printed no IR" in nothing.stdout and "1\n" in nothing.stdout
    assert not (tmp_path / "v.tracksrc" / "stream.mlir.zst").exists()
    opened = run_tracksrc("stages", "v.tracksrc", cwd=tmp_path)
    assert opened.returncode == 2 and "holds no stream" in opened.stderr
    failing = run_tracksrc("capture", "-o", "f.tracksrc", "--", sys.executable, "-c",
                           "import sys; print('usage: x', file=sys.stderr); sys.exit(3)",
                           cwd=tmp_path)  # fmt: skip
    assert failing.returncode == 3 and "usage: x" in failing.stderr
    assert "failed before any pass printed" in failing.stdout
    (tmp_path / "model.mlir").write_text("module {}\n")
    for target in ("v.tracksrc", "model.mlir"):
        exists = run_tracksrc("capture", "-o", target, "--", sys.executable, "-c", "1",
                              cwd=tmp_path)  # fmt: skip
        assert exists.returncode == 2 and "a bundle is never written over" in exists.stderr
    assert (tmp_path / "model.mlir").read_text() == "module {}\n"
    empty = run_tracksrc("capture", cwd=tmp_path)
    assert empty.returncode == 2 and "give the command" in empty.stderr


def test_the_workers_and_their_cache_are_the_users_choice(tmp_path: Path) -> None:
    (tmp_path / "convs.mlir").write_bytes((CAPTURES / "convs.mlir").read_bytes())
    cache = tmp_path / "summaries"
    done = run_tracksrc(
        "capture", "-o", "c.tracksrc", "--jobs", "2", "--cache-dir", str(cache), "--json", "--",
        find_tool("iree-opt"), "convs.mlir", "--canonicalize", "--cse", "-o", "out.mlir",
        cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["stages"] == 2
    # The summaries went where they were told, and the bundle answers from them.
    assert any(path.is_file() for path in cache.rglob("*"))
    answer = run_tracksrc("stages", "c.tracksrc", "--cache-dir", str(cache), cwd=tmp_path)
    assert answer.returncode == 0 and "summarised" not in answer.stderr, answer.stderr
    refused = run_tracksrc("capture", "--jobs", "0", "--", "iree-opt", cwd=tmp_path)
    assert refused.returncode == 2 and "--jobs" in refused.stderr


def test_a_stream_that_did_not_end_seekable_is_scanned_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The live scan kept no stage text, the file being seekable: a file
    that ended without its table (the capture stopped writing it) keeps
    no stages either, and the open scans it as any `.zst`."""
    (tmp_path / "convs.mlir").write_bytes((CAPTURES / "convs.mlir").read_bytes())
    monkeypatch.chdir(tmp_path)

    def frames_only(writer: SeekableWriter) -> None:
        if writer._pending_size:
            writer._write_frame(b"".join(writer._pending))
        writer.closed = True

    monkeypatch.setattr(SeekableWriter, "close", frames_only)
    command = [find_tool("iree-opt"), "convs.mlir", "--canonicalize", "--cse", "-o", "out.mlir"]
    result = tracksrc.capture(command, "c.tracksrc", jobs=2, cache_dir=tmp_path / "cache")
    assert result.run.stages == 2 and seek_table(result.bundle / "stream.mlir.zst") is None
    pipe = tracksrc.open_pipeline(result.bundle, cache=tmp_path / "cache")
    plain = tracksrc.open_pipeline(
        _write(tmp_path / "plain.mlir", _stream_bytes(result.bundle)), cache=False
    )
    assert [stage.data() for stage in pipe.stages] == [stage.data() for stage in plain.stages]


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(
    ("argv", "flags", "environment"),
    [
        (
            ["iree-compile", "m.mlir", "-o", "m.vmfb"],
            [*MLIR_PRINT_FLAGS, "--iree-hal-dump-executable-files-to=B/dumps"],
            {},
        ),
        (
            ["/opt/iree/bin/iree-compile", "m.mlir", "--mlir-print-ir-before=cse"],
            ["--iree-hal-dump-executable-files-to=B/dumps"],
            {},
        ),
        (
            [
                "iree-compile",
                "m.mlir",
                "--iree-hal-dump-executable-sources-to=d",
                "--iree-hal-target-backends=rocm",
                "--iree-rocm-target=gfx942",
            ],
            [*MLIR_PRINT_FLAGS, "--iree-rocm-emit-debug-info"],
            {},
        ),
        (["torch-mlir-opt", "m.mlir", "--canonicalize"], list(MLIR_PRINT_FLAGS), {}),
        (["mlir-opt", "--mlir-print-ir-tree-dir=t", "m.mlir"], [], {}),
        (
            ["python3", "kernel.py"],
            [],
            {
                "MLIR_ENABLE_DUMP": "1",
                "LLVM_IR_ENABLE_DUMP": "1",
                "TRITON_CACHE_DIR": "B/triton_cache",
                "TRITON_ALWAYS_COMPILE": "1",
            },
        ),
        (
            ["iree-run-module", "--module=m.vmfb", "--device=local-task"],
            ["--device_profiling_mode=host-execution", "--device_profiling_output=B/run.ireeprof"],
            {},
        ),
        (["iree-run-module", "--device=hip", "--device_profiling_mode=queue"], [], {}),
        (["clang", "a.c"], [], {}),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, list) else None,
)
def test_each_tool_gets_what_it_needs_and_user_flags_win(
    argv: list[str], flags: list[str], environment: dict[str, str]
) -> None:
    added = additions_for(argv, Path("B"))
    assert added.flags == flags and added.environment == environment
    nothing = additions_for(argv, Path("B"), add=False)
    assert nothing.flags == [] and nothing.environment == {}


_STDERR = (
    b"iree-compile: warning: a flag is deprecated\n"
    b"// -----// IR Dump After Canonicalizer (canonicalize) //----- //\n"
    b'func.func @f() {\n  %0 = arith.constant 1 : i32 loc("m.mlir":2:3)\n'
    b"  return\n}\n\n"
    b"m.mlir:2:3: error: 'arith.constant' op is bad\n"
    b"note: see current operation: %0 = arith.constant 1 : i32\n"
    b"// -----// IR Dump After CSE Failed (cse) //----- //\n"
    b"func.func @f() {\n  return\n}\n"
    b'Traceback (most recent call last):\n  File "k.py", line 3\nValueError: no\n'
    # LLVM's prints, as Triton's LLVM_IR_ENABLE_DUMP gives them.
    b"; *** IR Dump After InstCombinePass on k ***\ndefine void @k() {\n  ret void\n}\n"
    b"# *** IR Dump After Two-Address instruction pass (twoaddressinstruction) ***:\n"
    b"# Machine code for function k: NoPHIs\n"
)


@pytest.mark.parametrize("piece", [1, 7, 64, len(_STDERR)])
def test_stderr_is_split_alike_however_it_arrives(piece: int) -> None:
    split = StderrSplit()
    shown = []
    for start in range(0, len(_STDERR), piece):
        shown += split.feed(_STDERR[start : start + piece])
    shown += split.finish()
    # A diagnostic's own lines follow it (its note, a traceback's frames);
    # IR never shows.
    assert shown == [
        b"iree-compile: warning: a flag is deprecated",
        b"m.mlir:2:3: error: 'arith.constant' op is bad",
        b"note: see current operation: %0 = arith.constant 1 : i32",
        b"Traceback (most recent call last):",
        b'  File "k.py", line 3',
        b"ValueError: no",
    ]
    # MLIR's prints are the stages; LLVM's are counted apart (`stages`
    # shows them as notes of the stage before them).
    assert (split.stages, split.llvm_prints, split.current_pass, split.total_bytes) == (
        2,
        2,
        "Two-Address",
        len(_STDERR),
    )
    assert split.first_error == "m.mlir:2:3: error: 'arith.constant' op is bad"
    assert split.failed_header is not None and "CSE Failed" in split.failed_header


@pytest.mark.parametrize(
    ("header", "named"),
    [
        (b"// -----// IR Dump After Canonicalizer (canonicalize) //----- //", "canonicalize"),
        (
            b"// -----// IR Dump After ConvertToLLVMPass: iree-convert-to-llvm{reassociateFp"
            b"Reductions=false target-triple=} ('builtin.module' operation) //----- //",
            "iree-convert-to-llvm",
        ),
        (
            b"// -----// IR Dump Before mlir::iree_compiler::detail::OpPipelineAdaptorPass: "
            b"iree-op-pipeline-adaptor //----- //",
            "iree-op-pipeline-adaptor",
        ),
        (b"; *** IR Dump After InstCombinePass on k ***", "InstCombinePass"),
    ],
)
def test_the_progress_line_names_the_pass_as_stages_do(header: bytes, named: str) -> None:
    split = StderrSplit()
    split.feed(header + b"\nfunc.func @f() {\n}\n")
    assert split.current_pass == named
