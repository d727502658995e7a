"""`tracksrc capture -- python add_matmul.py`: a real Triton compile (two
kernels, for CUDA sm_80 and ROCm gfx942, ahead of time: no GPU needed)
captured into a bundle that holds what the same run gives by hand with
the variables the capture says it added, and answers as that stream
does, each of its four programs."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import zstandard
from conftest import ROOT, run_tracksrc

KERNELS = ROOT / "tests" / "data" / "triton" / "add_matmul.py"
# Triton 3.9 warns on stderr unless told how to fuse: the warning is not
# what the test is about.
QUIET = {"TRITON_DEFAULT_FP_FUSION": "1"}


@pytest.fixture(scope="module")
def captured(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, dict[str, object]]:
    """The bundle, the same run by hand (`2> hand.mlir`), and capture's
    record."""
    folder = tmp_path_factory.mktemp("triton")
    (folder / "add_matmul.py").write_bytes(KERNELS.read_bytes())
    done = run_tracksrc(
        "capture",
        "--json",
        "--",
        sys.executable,
        "add_matmul.py",
        cwd=folder,
        environment=QUIET,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    # (The script's own output comes first: the record is what follows.)
    record = json.loads(done.stdout[done.stdout.index("{") :])
    added = record["added"]["environment"]
    assert isinstance(added, dict)
    by_hand = {**os.environ, **QUIET, **added, "TRITON_CACHE_DIR": str(folder / "hand_cache")}
    hand = folder / "hand.mlir"
    with hand.open("wb") as errors:
        subprocess.run(
            [sys.executable, "add_matmul.py"], cwd=folder, env=by_hand, stderr=errors, check=True
        )
    return folder / "add_matmul.tracksrc", hand, record


def test_the_bundle_holds_the_run_as_printed(
    captured: tuple[Path, Path, dict[str, object]],
) -> None:
    bundle, hand, record = captured
    printed = hand.read_bytes()
    with (bundle / "stream.mlir.zst").open("rb") as handle:
        reader = zstandard.ZstdDecompressor().stream_reader(handle, read_across_frames=True)
        assert reader.read() == printed
    assert record["added"] == {
        "flags": [],
        "environment": {
            "MLIR_ENABLE_DUMP": "1",
            "LLVM_IR_ENABLE_DUMP": "1",
            "TRITON_CACHE_DIR": str(bundle.resolve() / "triton_cache"),
            "TRITON_ALWAYS_COMPILE": "1",
        },
    }
    # MLIR's prints are the stages (the pipeliner's own among them); LLVM's
    # are counted apart.
    assert record["stages"] == printed.count(b"\n// -----//") + printed.startswith(b"// -----//")
    assert record["llvm_prints"] == printed.count(b"*** IR Dump") > 0
    versions = record["versions"]
    assert isinstance(versions, dict) and "triton" in next(iter(versions.values()))
    cached = {path.suffix for path in (bundle / "triton_cache").rglob("*") if path.is_file()}
    assert {".ttir", ".ttgir", ".llir", ".ptx", ".cubin", ".amdgcn", ".hsaco"} <= cached
    assert sorted(path.name for path in bundle.iterdir()) == [
        "capture.json",
        "store.image.zst",
        "stream.mlir.zst",
        "triton_cache",
    ]


@pytest.mark.parametrize(
    "question",
    [
        ["stages"],
        # tl.load of the add kernel, for CUDA then ROCm; tl.dot of the
        # matmul, for each.
        ["lineage", "--loc", "add_matmul.py:17:9", "--program", "1"],
        ["lineage", "--loc", "add_matmul.py:17:9", "--program", "3"],
        ["lineage", "--loc", "add_matmul.py:35:15", "--program", "matmul_kernel"],
        ["lineage", "--loc", "add_matmul.py:35:15", "--program", "4"],
    ],
    ids=lambda question: " ".join(question),
)
def test_every_answer_of_the_bundle_is_the_streams(
    question: list[str], captured: tuple[Path, Path, dict[str, object]]
) -> None:
    bundle, hand, _ = captured
    from_bundle = run_tracksrc(question[0], str(bundle), *question[1:], "--json", cwd=bundle.parent)
    # (The bundle follows its Triton cache: the run by hand, its own.)
    cache = ["--executable-dumps", str(hand.parent / "hand_cache")]
    if question[0] == "stages":
        cache = []
    from_hand = run_tracksrc(
        question[0], str(hand), *question[1:], *cache, "--json", cwd=bundle.parent
    )
    assert from_bundle.returncode == from_hand.returncode == 0, from_bundle.stderr
    shown_bundle = from_bundle.stdout.replace(str(bundle / "triton_cache"), "C")
    shown_hand = from_hand.stdout.replace(str(hand.parent / "hand_cache"), "C")
    assert shown_bundle.replace("add_matmul.tracksrc/stream.mlir.zst", "S") == (
        shown_hand.replace("hand.mlir", "S")
    )
    if question[0] == "lineage":
        answer = json.loads(from_bundle.stdout)
        assert any(row["count"] for row in answer["rows"])
        # The place asked, as the stream's locations name its file.
        line, column = (int(word) for word in question[2].split(":")[1:])
        assert answer["query"] == [
            [
                {
                    "file": str(bundle.parent / "add_matmul.py"),
                    "start": [line, column],
                    "end": [line, column],
                }
            ]
        ]
        # The code below MLIR is the program's own: its kernel's, for its
        # target (the cache holds each kernel for both).
        cuda = question[-1] in ("1", "matmul_kernel")
        kernel = "add_kernel" if "17:9" in question[2] else "matmul_kernel"
        assert {Path(row["file"]).name for row in answer["code"]} == {
            f"{kernel}.llir",
            f"{kernel}.ptx" if cuda else f"{kernel}.amdgcn",
        }


def test_stages_of_a_program_are_that_programs_alone(
    captured: tuple[Path, Path, dict[str, object]],
) -> None:
    """`stages --program 2` lists the matmul's CUDA compile alone: from the
    print before its inliner, the first pass Triton runs on each kernel, to
    the next kernel's."""
    bundle, hand, _ = captured
    headers = re.findall(rb"^// -----//[^\n]*IR Dump[^\n]*$", hand.read_bytes(), re.M)
    starts = [
        number for number, header in enumerate(headers) if b"Before InlinerPass: inline{" in header
    ]
    assert len(starts) == 4
    listed = run_tracksrc("stages", str(bundle), "--program", "2", "--json", cwd=bundle.parent)
    assert listed.returncode == 0, listed.stderr
    numbers = [row["number"] for row in json.loads(listed.stdout)]
    assert numbers == list(range(starts[1], starts[2]))
