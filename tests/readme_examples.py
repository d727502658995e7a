"""README's `$` examples as tests run them: the commands of a section's
code blocks, and their printed lines found in order in what a run prints
(`...` stands for lines or the rest of a line left out)."""

from __future__ import annotations

import shlex

from tests.conftest import ROOT


def section(title: str) -> str:
    """README's section starting at the heading `title` (up to the next
    heading of level 2 or 3)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index(title)
    ends = [readme.find(mark, start + 1) for mark in ("\n## ", "\n### ")]
    return readme[start : min(end for end in ends if end >= 0)]


def examples(text: str) -> list[tuple[list[str], list[str]]]:
    """(command words, printed lines) of every `$` line of the code blocks
    in `text` (a trailing backslash continues a command)."""
    found: list[tuple[list[str], list[str]]] = []
    for block in text.split("```")[1::2]:
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


def assert_in_order(printed: list[str], output: list[str]) -> None:
    """Every line README shows is in `output`, in order; a line holding
    `...` matches a line starting with the text before it."""
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
