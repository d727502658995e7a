"""Every option that names a file to write keeps the `-o` promise: never
over an input (by its name, through a symlink, through a hard link),
never through a symlink onto another file, never creating a dangling
link's target; a device, a FIFO or standard output is written into, not
replaced.

The options are found by walking the CLI's parser (every command, every
option whose destination is an output file); each must have an
invocation here, so that an option added later is checked too."""

from __future__ import annotations

import argparse
import os
import shutil
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tracksrc.cli.main import build_parser, main

SAMPLES = ROOT / "sample_dumps"
# The destinations of options that name one output file.
_OUTPUT_DESTS = {"output", "html", "dump_to", "emit_lineage"}

# Per (command, option): the input files it reads (copied into the test's
# folder) and its arguments, OUT standing for the file it writes.
Invocation = tuple[list[str], Callable[[str], list[str]]]
INVOCATIONS: dict[tuple[str, str], Invocation] = {
    ("program", "-o"): (
        ["model.after_all.mlir"],
        lambda out: ["program", "model.after_all.mlir", "--stage", "0", "-o", out],
    ),
    ("extract", "-o"): (
        ["model.after_all.mlir"],
        lambda out: [
            "extract",
            "model.after_all.mlir",
            "--loc",
            "model.mlir:2:8",
            "--stage",
            "0",
            "-o",
            out,
        ],
    ),
    ("report", "-o"): (
        ["model.after_all.mlir"],
        lambda out: ["report", "model.after_all.mlir", "-o", out],
    ),
    ("export-model-explorer", "-o"): (
        ["model.mlir", "model.lowered.mlir"],
        lambda out: ["export-model-explorer", "model.mlir", "model.lowered.mlir", "-o", out],
    ),
    ("compare", "--html"): (
        ["model.after_all.mlir", "model.tree"],
        lambda out: ["compare", "model.after_all.mlir", "model.tree", "--html", out],
    ),
    ("compile", "-o"): (["model.mlir"], lambda out: ["compile", "model.mlir", "-o", out]),
    ("compile", "--dump-to"): (
        ["model.mlir"],
        lambda out: ["compile", "model.mlir", "--print-ir-after-all", "--dump-to", out],
    ),
    ("compile", "--emit-lineage"): (
        ["model.mlir"],
        lambda out: ["compile", "model.mlir", "--emit-lineage", out],
    ),
    ("import-onnx", "-o"): (
        ["mnist_like.onnx"],
        lambda out: ["import-onnx", "mnist_like.onnx", "-o", out],
    ),
}


def _output_options() -> set[tuple[str, str]]:
    parser = build_parser("*")
    (commands,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return {
        (name, action.option_strings[0])
        for name, command in commands.choices.items()
        for action in command._actions
        if action.option_strings and action.dest in _OUTPUT_DESTS
    }


def test_every_output_option_is_checked_here() -> None:
    assert _output_options() == set(INVOCATIONS)


def _copied(folder: Path, names: list[str]) -> dict[str, bytes]:
    """The inputs copied into `folder` (a tree folder whole), with the
    bytes of each file."""
    kept = {}
    for name in names:
        source = SAMPLES / name
        if source.is_dir():
            shutil.copytree(source, folder / name)
            kept.update(
                {
                    str(p.relative_to(folder)): p.read_bytes()
                    for p in (folder / name).rglob("*")
                    if p.is_file()
                }
            )
        else:
            shutil.copyfile(source, folder / name)
            kept[name] = (folder / name).read_bytes()
    return kept


def _set_up(
    key: tuple[str, str], folder: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[dict[str, bytes], Callable[[str], list[str]]]:
    """The inputs of an invocation copied into `folder`, made the working
    folder: their bytes, and the invocation's arguments."""
    names, arguments = INVOCATIONS[key]
    kept = _copied(folder, names)
    monkeypatch.chdir(folder)
    return kept, arguments


def _unchanged(folder: Path, kept: dict[str, bytes]) -> None:
    for name, data in kept.items():
        path = folder / name
        assert not path.is_symlink() and path.read_bytes() == data, f"{name} was changed"


@pytest.mark.parametrize("key", sorted(INVOCATIONS), ids=lambda key: f"{key[0]} {key[1]}")
@pytest.mark.parametrize("way", ["by name", "symlink", "hard link"])
def test_an_input_is_never_written_over(
    key: tuple[str, str],
    way: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    kept, arguments = _set_up(key, tmp_path, monkeypatch)
    victim = next(name for name in kept if (tmp_path / name).is_file())
    target = victim
    if way == "symlink":
        os.symlink(victim, tmp_path / "out.link")
        target = "out.link"
    elif way == "hard link":
        os.link(victim, tmp_path / "out.hard")
        target = "out.hard"
    status = main(arguments(target))
    err = capsys.readouterr().err
    assert status != 0
    assert "input" in err and "Traceback" not in err
    _unchanged(tmp_path, kept)


@pytest.mark.parametrize(
    "key", [("compile", "-o"), ("compile", "--dump-to"), ("compile", "--emit-lineage")]
)
def test_a_link_at_the_output_is_replaced_never_followed(
    key: tuple[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept, arguments = _set_up(key, tmp_path, monkeypatch)
    other = tmp_path / "other.txt"
    other.write_text("not to be touched\n")
    os.symlink("other.txt", tmp_path / "out")
    os.symlink("missing.txt", tmp_path / "dangling")
    assert main(arguments("out")) == 0
    assert main(arguments("dangling")) == 0
    assert other.read_text() == "not to be touched\n"
    assert not (tmp_path / "missing.txt").exists()
    for name in ("out", "dangling"):
        assert not (tmp_path / name).is_symlink() and (tmp_path / name).stat().st_size > 0
    _unchanged(tmp_path, kept)


def _tracksrc(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The command in a process of its own, this checkout's code."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "tracksrc", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=environment,
        timeout=120,
    )


def test_a_device_a_fifo_and_standard_output_are_written_into(tmp_path: Path) -> None:
    shutil.copyfile(SAMPLES / "model.mlir", tmp_path / "model.mlir")
    written = _tracksrc("compile", "model.mlir", "-o", "/dev/stdout", cwd=tmp_path)
    assert written.returncode == 0, written.stderr
    assert "func.func" in written.stdout
    assert _tracksrc("compile", "model.mlir", "-o", "/dev/null", cwd=tmp_path).returncode == 0
    stream = str(SAMPLES / "model.after_all.mlir")
    full = _tracksrc(
        "program", stream, "--stage", "0", "-o", "/dev/full", "--no-cache", cwd=tmp_path
    )
    for device, number in (("/dev/null", 3), ("/dev/full", 7)):
        if not stat.S_ISCHR(os.lstat(device).st_mode):  # (replaced: as root, put it back)
            os.unlink(device)
            os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, number))
            pytest.fail(f"{device} was replaced by a file")
    assert full.returncode != 0 and "No space left on device" in full.stderr
    assert "Traceback" not in full.stderr and ".part" not in full.stderr
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        done = _tracksrc("compile", "model.mlir", "-o", str(fifo), cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
        assert b"func.func" in os.read(reader, 1 << 20)
    finally:
        os.close(reader)


def test_nothing_is_written_inside_the_cache_folder(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    stream = str(SAMPLES / "model.after_all.mlir")
    made = _tracksrc("program", stream, "--stage", "0", "--cache-dir", str(cache), cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    kept = {path: path.read_bytes() for path in cache.rglob("*") if path.is_file()}
    assert cache / "summaries.sqlite3" in kept
    for out in (cache, cache / "streams", cache / "new"):
        refused = _tracksrc(
            "mcp", stream, "--cache-dir", str(cache), "--out", str(out), cwd=tmp_path
        )
        assert refused.returncode == 2, refused.stderr
        assert "inside tracksrc's cache folder" in refused.stderr
    target = cache / "summaries.sqlite3"
    over = _tracksrc(
        "program",
        stream,
        "--stage",
        "0",
        "--cache-dir",
        str(cache),
        "-o",
        str(target),
        cwd=tmp_path,
    )
    assert over.returncode != 0 and "inside tracksrc's cache folder" in over.stderr
    # (The cache goes on updating itself; what an output would have done is
    # replace the database with MLIR text and leave the key readable.)
    assert target.read_bytes().startswith(b"SQLite format 3\x00")
    secrets = [path for path in kept if path.name == "secret.key"]
    assert secrets and all(path.stat().st_mode & 0o077 == 0 for path in secrets)


@pytest.mark.parametrize("key", sorted(INVOCATIONS), ids=lambda key: f"{key[0]} {key[1]}")
def test_no_output_option_writes_into_the_cache_folder(
    key: tuple[str, str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Commands that never open the cache (`compile`, `import-onnx`,
    # `export-model-explorer`) wrote into it: the folder was protected only
    # once a command had opened it.
    kept, arguments = _set_up(key, tmp_path, monkeypatch)
    cache = tmp_path / "cache"
    (cache / "streams").mkdir(parents=True)
    monkeypatch.setenv("TRACKSRC_CACHE_DIR", str(cache))
    status = main(arguments("cache/streams/out.txt"))
    err = capsys.readouterr().err
    assert status != 0 and "inside tracksrc's cache folder" in err, err
    assert not (cache / "streams" / "out.txt").exists()
    _unchanged(tmp_path, kept)
