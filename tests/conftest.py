"""Shared fixtures: where the real dumps are, decompressed stage streams."""

from __future__ import annotations

import atexit
import lzma
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_dumps"
# The real dumps the project carries itself (tests/data/README.md).
DATA = ROOT / "tests" / "data"
REAL = DATA / "real"
ANCHOR = DATA / "anchor_examples"
MNIST = REAL / "iree" / "mnist_like"
JAX = REAL / "jax"
# Small real GPU captures (rocm, gfx942): tests/data/real/README.md.
GPU = REAL / "iree" / "gpu"


def run_tracksrc(
    *args: str,
    cwd: Path | None = None,
    environment: dict[str, str] | None = None,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """The `tracksrc` command in a process of its own, as typed: its
    status, stdout and stderr (text); `environment` adds to (or changes)
    the variables it is given."""
    return subprocess.run(
        [sys.executable, "-m", "tracksrc", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=None if environment is None else {**os.environ, **environment},
        timeout=timeout,
    )


def _decompressed(folder: Path) -> Path:
    """The `.xz` files of `folder` decompressed into a temporary folder
    (once per test session, removed at exit), under their plain names."""
    target = Path(tempfile.mkdtemp(prefix="tracksrc-tests-"))
    atexit.register(shutil.rmtree, target, True)
    for packed in folder.glob("*.xz"):
        with lzma.open(packed) as handle:
            (target / packed.stem).write_bytes(handle.read())
    return target


# The ResNet-50 stages, stored compressed, as the plain files tests read.
RESNET = _decompressed(REAL / "iree" / "resnet50_stages")

_HEADER = re.compile(r"^// -----//", re.MULTILINE)


def split_stages(text: str) -> list[tuple[int, int]]:
    """(start, end) offsets of each stage of a print-ir stream, found by
    header lines: an independent splitter for tests."""
    starts = [match.start() for match in _HEADER.finditer(text)] + [len(text)]
    return [(starts[index], starts[index + 1]) for index in range(len(starts) - 1)]


_STREAMS: dict[Path, str] = {}


def stream_text(path: Path) -> str:
    """The text of an .xz stream, decompressed once per test session."""
    if path not in _STREAMS:
        with lzma.open(path, "rt", encoding="utf-8") as handle:
            _STREAMS[path] = handle.read()
    return _STREAMS[path]


def first_stages(path: Path, count: int, target: Path) -> Path:
    """The first `count` stages of an .xz stream, written uncompressed to
    `target`."""
    text = stream_text(path)
    target.write_text(text[: split_stages(text)[count - 1][1]], encoding="utf-8")
    return target


def sample_stages(path: Path, every: int, limit: int = 40_000) -> list[str]:
    """Every `every`-th stage of a stream (or the file, when it has no
    stage header) that is at most `limit` characters long."""
    text = stream_text(path) if path.suffix == ".xz" else path.read_text(encoding="utf-8")
    stages = [text[start:end] for start, end in split_stages(text) or [(0, len(text))]]
    return [stage for stage in stages[::every] if len(stage) <= limit]


def real_stage_corpus() -> list[str]:
    """Real stages of every kind the repository carries: IREE with debug
    info (aliases after the module), local scope (inline locations), without
    debug info, in generic form; JAX (aliases before the module); torch FX;
    Triton; the mini-compiler's stream; a single ResNet-50 stage."""
    return [
        *sample_stages(MNIST / "mnist_like.after_all.mlir.xz", 97),
        *sample_stages(MNIST / "mnist_like.after_change.local.mlir.xz", 61),
        *sample_stages(DATA / "iree" / "mnist_like.after_all.nodebug.mlir.xz", 97),
        *sample_stages(DATA / "iree" / "mnist_like.after_all.generic.mlir.xz", 131),
        *sample_stages(JAX / "mlp.after_all.mlir.xz", 53),
        *sample_stages(DATA / "torch" / "net.after_all.mlir.xz", 211),
        *sample_stages(DATA / "triton" / "dump.mlir.xz", 7),
        *sample_stages(SAMPLES / "model.after_all.mlir", 1),
        (RESNET / "00137_torch-decompose-complex-ops.mlir").read_text(encoding="utf-8"),
    ]


@pytest.fixture(scope="session")
def mnist_after_all() -> str:
    return stream_text(MNIST / "mnist_like.after_all.mlir.xz")


@pytest.fixture(scope="session")
def mnist_after_change() -> str:
    return stream_text(MNIST / "mnist_like.after_change.local.mlir.xz")


@pytest.fixture(scope="session")
def jax_after_all() -> str:
    return stream_text(JAX / "mlp.after_all.mlir.xz")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden", action="store_true", help="rewrite golden files from current output"
    )


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


@pytest.fixture(scope="session", autouse=True)
def summary_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Every test's whole-pipeline cache lives in one temporary folder, never
    in the user's home."""
    folder = tmp_path_factory.mktemp("tracksrc-cache")
    patcher = pytest.MonkeyPatch()
    patcher.setenv("TRACKSRC_CACHE_DIR", str(folder))
    yield folder
    patcher.undo()


class Counting:
    """Wraps the summariser of whole pipelines (`summarize_texts`) to count
    the stages it is given."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.stages = 0
        # (Imported when used: conftest loads no tracksrc module itself.)
        from tracksrc.pipeline.streams import stream as stream_module

        original = stream_module.summarize_texts

        def counted(stages, *args, **keywords):  # type: ignore[no-untyped-def]
            self.stages += len(stages)
            return original(stages, *args, **keywords)

        monkeypatch.setattr(stream_module, "summarize_texts", counted)


def junk_in_the_middle(source: Path, target: Path) -> tuple[Path, int]:
    """`source` (a compressed real stream) written to `target` with a line
    of junk inserted before an op line halfway through: (target, the number
    of the line before the junk, so the junk is at line + 1)."""
    with lzma.open(source, "rt", encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    middle = len(lines) // 2
    while not lines[middle].strip().startswith("%"):
        middle += 1
    target.write_text("\n".join([*lines[:middle], "    oops this is junk", *lines[middle:]]))
    return target, middle
