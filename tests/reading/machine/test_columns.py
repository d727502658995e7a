"""Instructions kept in columns (`tracksrc.reading.machine.columns`) read
back exactly as the objects they stand for: every way of reading a body
(index, negative index, slice, iteration, `many`, `locations`, a line's
index) against a list of `Instruction`s made directly, across chunk
boundaries (a small chunk size here, so that a few instructions cross
several) and with texts holding any character the readers keep
(surrogate escapes of bytes that are not UTF-8 included). And the
assembly reader's columns against a plain reading of a real `.s`."""

from __future__ import annotations

import re
import tarfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.reading.machine.machine_samples import IREE_CPU
from tracksrc.reading.machine import columns as columns_module
from tracksrc.reading.machine.code import CodeLocation, Instruction
from tracksrc.reading.machine.columns import Body, Columns
from tracksrc.reading.machine.formats import read_code

_TEXT = st.text(
    alphabet=st.characters(blacklist_characters="\n", blacklist_categories=("Cs",))
    | st.sampled_from(["\udc80", "\udcff"]),
    max_size=12,
)
_CHAINS = [
    (),
    (CodeLocation("a.mlir", 3, 5),),
    (CodeLocation("b.py", 1, 0), CodeLocation("a.py", 9, 2)),
]


@pytest.fixture(autouse=True)
def _small_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(columns_module, "_CHUNK", 5)


@given(
    st.lists(st.lists(st.tuples(_TEXT, st.integers(0, 2)), max_size=14), min_size=1, max_size=5),
    st.data(),
)
def test_a_body_reads_as_the_list_it_stands_for(
    functions: list[list[tuple[str, int]]], data: st.DataObject
) -> None:
    columns = Columns()
    columns.chains.extend(_CHAINS[1:])
    bodies: list[Body] = []
    expected: list[list[Instruction]] = []
    line = 0
    for number, body_items in enumerate(functions):
        name = f"f{number}"
        body = Body(columns, name, line + 1)
        made = []
        for text, chain in body_items:
            line += data.draw(st.integers(1, 3))
            columns.append(line, chain, text)
            made.append(Instruction(line, text, name, _CHAINS[chain]))
        body.end = len(columns)
        bodies.append(body)
        expected.append(made)
    closed = data.draw(st.booleans())
    if closed:  # (read while open too: the last texts not yet packed)
        columns.close()
    for body, made in zip(bodies, expected, strict=True):
        assert len(body) == len(made)
        assert list(body) == made and body == made
        assert [body[i] for i in range(len(made))] == made
        assert [body[-i] for i in range(1, len(made) + 1)] == [
            made[-i] for i in range(1, len(made) + 1)
        ]
        start, stop, step = data.draw(
            st.tuples(st.integers(-20, 20), st.integers(-20, 20), st.integers(1, 3))
        )
        assert body[start:stop:step] == made[start:stop:step]
        picked = sorted(data.draw(st.sets(st.integers(0, max(len(made) - 1, 0)))) if made else [])
        assert [i.text for i in body.many(picked)] == [made[i].text for i in picked]
        assert list(body.locations()) == [i.location for i in made]
        for index, instruction in enumerate(made):
            assert body.index_of_line(instruction.line) == index
        assert body.index_of_line(10**6) is None
        with pytest.raises(IndexError):
            body[len(made)]


def test_the_readers_columns_are_its_lines(tmp_path: Path) -> None:
    """The real `.s` of the IREE CPU dumps: per function, the instruction
    lines and texts a regular expression reads between the function's label
    and its `.Lfunc_end`, and each instruction's `.loc` (line, column)."""
    with tarfile.open(IREE_CPU / "dumps.tar.xz") as tar:
        tar.extractall(tmp_path, filter="data")
    (path,) = (tmp_path / "dumps").glob("*.s")
    code = read_code(path)
    assert sum(map(len, code.functions.values())) > 5 * 5  # (many chunks of 5)
    lines = path.read_text().split("\n")
    label = re.compile(r"^([\w$.]+):")
    for name, body in code.functions.items():
        assert isinstance(body, Body)
        first = next(
            n for n, text in enumerate(lines) if label.match(text) and label.match(text)[1] == name
        )
        found = []
        loc: tuple[int, int] | None = None
        for number in range(first + 1, len(lines)):
            text = lines[number].strip()
            if text.startswith(".Lfunc_end"):
                break
            if text.startswith(".loc"):
                parts = text.split()
                loc = (int(parts[2]), int(parts[3])) if parts[2] != "0" else None
            elif text and not text.startswith((".", "#")) and not label.match(text):
                found.append((number + 1, text.split("#")[0].strip(), loc))
        assert [
            (i.line, i.text, (i.location[0].line, i.location[0].column) if i.location else None)
            for i in body
        ] == found
