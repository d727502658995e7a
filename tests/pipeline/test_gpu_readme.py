"""README's "A GPU compile end to end" examples, run as written in the
folder of the real GPU captures they name (`tests/data/real/iree/gpu/`):
each `$` command's printed lines found in order in what it prints
(`tests.readme_examples`)."""

from __future__ import annotations

import pytest

from tests.conftest import GPU
from tests.readme_examples import assert_in_order, examples, section
from tracksrc.cli.main import main


def test_the_readme_gpu_session(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(GPU)
    found = examples(section("### A GPU compile end to end"))
    commands = [words[1] for words, _ in found]
    assert commands == ["analyze", "dispatches", "compare", "blame"]
    for words, printed in found:
        assert words[0] == "tracksrc"
        assert main(words[1:]) == 0, words
        captured = capsys.readouterr()
        # The status lines (stderr) come before the answer, as on a terminal.
        assert_in_order(printed, (captured.err + captured.out).splitlines())
