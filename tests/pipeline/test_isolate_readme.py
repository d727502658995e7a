"""README's "Isolating a dispatch" examples, run as written: each `$`
command in the folder of the real capture it names, its printed lines
found in order in what it prints (`tests.readme_examples`)."""

from __future__ import annotations

import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from tests.conftest import REAL
from tests.mlir_counts import iree_opt
from tests.readme_examples import assert_in_order, examples, section
from tracksrc.cli.main import main

CAPTURES = REAL / "iree" / "captures"


def _run(words: list[str], capsys: pytest.CaptureFixture[str]) -> list[str]:
    if words[0] == "tracksrc":
        assert main(words[1:]) == 0, words
        captured = capsys.readouterr()
        return (captured.out + captured.err).splitlines()
    assert words[0] == "iree-opt"
    done = subprocess.run([iree_opt(), *words[1:]], capture_output=True, text=True, check=True)
    return (done.stdout + done.stderr).splitlines()


def test_the_readme_isolating_examples(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copy(CAPTURES / "convs.after_all.mlir.xz", tmp_path)
    shutil.copy(CAPTURES / "convs.mlir", tmp_path)
    shutil.copy(CAPTURES / "convs_dumps.after_all.mlir.xz", tmp_path)
    with tarfile.open(CAPTURES / "convs_dumps.tar.xz") as archive:
        archive.extractall(tmp_path, filter="data")
    monkeypatch.chdir(tmp_path)
    found = examples(section("### Isolating a dispatch"))
    commands = [words[:2] for words, _ in found]
    assert ["tracksrc", "dispatches"] in commands and ["tracksrc", "extract"] in commands
    assert ["tracksrc", "track"] in commands and ["iree-opt", "repro.mlir"] in commands
    for words, printed in found:
        assert_in_order(printed, _run(words, capsys))
    assert Path("lowered.mlir").stat().st_size > 0
