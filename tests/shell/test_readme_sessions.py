"""README's shell sessions, typed into the shell as README shows them: each
`>>>`/`...` line sent to the command README starts (in the folder of the
files it names), and each printed line README shows found, in order, in
what the shell prints (`...` alone stands for lines left out)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ANCHOR, REAL, ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def _block_after(marker: str) -> list[str]:
    """The lines of the first code block whose text follows `marker`."""
    start = README.index(marker)
    opening = README.index("```", start)
    body = README.index("\n", opening) + 1
    return README[body : README.index("```", body)].splitlines()


def _typed_and_shown(lines: list[str]) -> tuple[str, list[str]]:
    """The text to type (the `>>>` and `...` lines, an empty line after each
    block) and the lines the shell must print."""
    typed: list[str] = []
    shown: list[str] = []
    for line in lines:
        if line.startswith("$ "):
            continue
        if line.startswith((">>> ", "... ")) or line in (">>>", "..."):
            code = line[4:]
            if not line.startswith("... ") and typed and typed[-1].startswith((" ", "\t")):
                typed.append("")  # the block before ends
            typed.append(code.split("  # ")[0].rstrip() if "  # " in code else code)
        elif line.strip() != "...":
            shown.append(line)
    return "\n".join(typed) + "\n\n", shown


def _matches(expected: str, line: str) -> bool:
    """`expected` is in `line`, a `...` in it standing for any text."""
    at = 0
    for part in expected.strip().split("..."):
        found = line.find(part, at)
        if found < 0:
            return False
        at = found + len(part)
    return True


def _in_order(shown: list[str], printed: str) -> None:
    lines = printed.splitlines()
    position = 0
    for expected in shown:
        while position < len(lines) and not _matches(expected, lines[position]):
            position += 1
        assert position < len(lines), f"README line not printed: {expected!r}\n{printed[-3000:]}"
        position += 1


@pytest.mark.parametrize(
    ("marker", "arguments", "folder"),
    [
        ("## A session", ["demo"], ROOT),
        ("(the loop typed as shown, ending with an empty line):", ["demo"], ROOT),
        (
            "The mlir-track-src example works as it did there",
            [
                "track-src",
                "--input-mlir",
                "conv_input.mlir",
                "--track-mlir",
                "conv_lowered.mlir",
                "--src-remap-list",
                "%i=examples/conv_input.mlir",
            ],
            ANCHOR,
        ),
        (
            "its set of symbols: `track` finds instructions",
            [
                "track-src",
                "--input-mlir",
                "mnist-8.parsed.txt",
                "--track-mlir",
                "mnist-8.compiled.gpu.txt",
            ],
            REAL / "migraphx",
        ),
    ],
)
def test_readme_shell_sessions(marker: str, arguments: list[str], folder: Path) -> None:
    lines = _block_after(marker)
    command = next((line for line in lines if line.startswith("$ tracksrc ")), None)
    if command is not None:  # the command README shows is the one run
        assert command.split()[2:] == arguments
    typed, shown = _typed_and_shown(lines)
    assert typed.strip() and shown
    result = subprocess.run(
        [sys.executable, "-m", "tracksrc", *arguments],
        input=typed,
        cwd=folder,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stdout, result.stdout[-2000:]
    _in_order(shown, result.stdout)
