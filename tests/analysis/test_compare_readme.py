"""README's "Comparing two runs" example, run in the folder of the runs
it names; its printed lines found in order (`...` stands for lines left
out)."""

from __future__ import annotations

import shlex

import pytest

from tests.conftest import MNIST, ROOT
from tracksrc.cli.main import main


def test_the_readme_compare_example(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("### Comparing two runs") :]
    block = section.split("```\n", 2)[1]
    monkeypatch.chdir(MNIST / "runs")
    commands = block.split("$ ")[1:]
    assert len(commands) == 3
    for command in commands:
        line, *shown = command.rstrip("\n").split("\n")
        words = shlex.split(line)
        assert words[0] == "tracksrc"
        assert main(words[1:]) == 0
        printed = capsys.readouterr().out.splitlines()
        position = 0
        for expected in shown:
            if expected == "...":
                continue
            while position < len(printed) and printed[position] != expected:
                position += 1
            assert position < len(printed), f"README line not printed: {expected!r}"
            position += 1
