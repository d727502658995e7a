"""README's "Isolating a dispatch" examples, run as written: each `$`
command in the folder of the real capture it names, its printed lines
found in order in what it prints (`...` stands for lines or text left
out)."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from tests.conftest import REAL, ROOT
from tests.mlir_counts import iree_opt
from tracksrc.cli.main import main

CAPTURES = REAL / "iree" / "captures"


def _section() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index("### Isolating a dispatch")
    ends = [readme.find(mark, start + 1) for mark in ("\n## ", "\n### ")]
    return readme[start : min(end for end in ends if end >= 0)]


def _examples(section: str) -> list[tuple[list[str], list[str]]]:
    """(command words, printed lines) of every `$` line of the section's
    code blocks (a trailing backslash continues a command)."""
    found: list[tuple[list[str], list[str]]] = []
    for block in section.split("```")[1::2]:
        lines = block.strip("\n").splitlines()
        index = 0
        while index < len(lines):
            line = lines[index]
            index += 1
            if not line.startswith("$ "):
                continue
            command = line[2:]
            while command.endswith("\\"):
                command = command[:-1] + " " + lines[index].strip()
                index += 1
            printed = []
            while index < len(lines) and not lines[index].startswith("$ "):
                printed.append(lines[index])
                index += 1
            found.append((shlex.split(command), printed))
    return found


def _run(words: list[str], capsys: pytest.CaptureFixture[str]) -> list[str]:
    if words[0] == "tracksrc":
        assert main(words[1:]) == 0, words
        captured = capsys.readouterr()
        return (captured.out + captured.err).splitlines()
    assert words[0] == "iree-opt"
    done = subprocess.run([iree_opt(), *words[1:]], capture_output=True, text=True, check=True)
    return (done.stdout + done.stderr).splitlines()


def _in_order(printed: list[str], output: list[str]) -> None:
    position = 0
    for line in printed:
        if line.strip() == "...":
            continue
        prefix = line.split("...", 1)[0]
        while position < len(output) and not (
            output[position] == line or ("..." in line and output[position].startswith(prefix))
        ):
            position += 1
        assert position < len(output), f"README line not printed: {line!r}"
        position += 1


def test_the_readme_isolating_examples(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copy(CAPTURES / "convs.after_all.mlir.xz", tmp_path)
    shutil.copy(CAPTURES / "convs.mlir", tmp_path)
    shutil.copy(CAPTURES / "convs_dumps.after_all.mlir.xz", tmp_path)
    with tarfile.open(CAPTURES / "convs_dumps.tar.xz") as archive:
        archive.extractall(tmp_path, filter="data")
    monkeypatch.chdir(tmp_path)
    examples = _examples(_section())
    commands = [words[:2] for words, _ in examples]
    assert ["tracksrc", "dispatches"] in commands and ["tracksrc", "extract"] in commands
    assert ["tracksrc", "track"] in commands and ["iree-opt", "repro.mlir"] in commands
    for words, printed in examples:
        _in_order(printed, _run(words, capsys))
    assert Path("lowered.mlir").stat().st_size > 0
