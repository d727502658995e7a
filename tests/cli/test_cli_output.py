"""The CLI's output side: a reader that leaves early (`| head`), a terminal
that cannot show every character, option values that make no sense."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ANCHOR, MNIST

from tracksrc.pipeline.streams.opening import open_pipeline

STREAM = MNIST / "mnist_like.after_all.mlir.xz"


def _popen(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "tracksrc", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )


def _head(process: subprocess.Popen[bytes], lines: int = 1) -> tuple[list[bytes], int, str]:
    # Read a few lines as `head` does, close the pipe, let the writer finish.
    assert process.stdout is not None and process.stderr is not None
    read = [process.stdout.readline() for _ in range(lines)]
    process.stdout.close()
    stderr = process.stderr.read().decode()
    return read, process.wait(timeout=120), stderr


@pytest.mark.parametrize(
    "args",
    [
        ("stages", str(STREAM)),  # 1,783 stages: far more than a pipe holds
        (
            "track-src",
            "--input-mlir",
            str(ANCHOR / "conv_input.mlir"),
            "--track-mlir",
            str(ANCHOR / "conv_lowered.mlir"),
            "-c",
            "for i in range(10**6): print(i)",
        ),
    ],
    ids=["stages", "shell-code"],
)
def test_a_reader_that_leaves_early_ends_the_command_quietly(
    args: tuple[str, ...], tmp_path: Path
) -> None:
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    read, status, stderr = _head(_popen(*args, env=env), 2)
    assert all(line.endswith(b"\n") for line in read)
    assert status == 0
    assert "Broken pipe" not in stderr and "Traceback" not in stderr


def test_a_terminal_that_cannot_show_a_character_gets_an_escape(tmp_path: Path) -> None:
    dump = tmp_path / "named.mlir"
    dump.write_text(
        'module {\n  %0 = arith.constant 0 : i32 loc("conv_\u00e9"("m.py":3:4))\n'
        '  "test.op"() : () -> () loc("m.py":3:4)\n}\n',
        encoding="utf-8",
    )
    env = dict(os.environ, PYTHONIOENCODING="ascii", XDG_CACHE_HOME=str(tmp_path))
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "tracksrc",
            "track",
            str(dump),
            str(dump),
            "--type",
            "arith.constant",
        ],
        capture_output=True,
        env=env,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert b'loc("conv_\\xe9"("m.py":3:4))' in run.stdout
    assert b'"test.op"() : () -> () loc("m.py":3:4)' in run.stdout


@pytest.mark.parametrize("value", ["0", "-3", "two"])
def test_jobs_must_be_a_positive_whole_number(value: str, tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "tracksrc", "index", str(STREAM), "--jobs", value],
        capture_output=True,
        text=True,
        env=dict(os.environ, XDG_CACHE_HOME=str(tmp_path)),
        timeout=120,
    )
    assert run.returncode == 2
    assert "argument --jobs: expected a" in run.stderr
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize("jobs", [0, -3, 1.5, True])
def test_index_all_rejects_a_number_of_processes_below_one(jobs: object) -> None:
    pipeline = open_pipeline(ANCHOR / "conv_input.mlir", cache=False)
    pipeline.index_all()  # already summarised or not, the value is checked
    with pytest.raises(ValueError, match="jobs must be a whole number of processes"):
        pipeline.index_all(jobs=jobs)  # type: ignore[arg-type]
