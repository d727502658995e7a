"""Positions in a dump's text: lines and columns of character offsets."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tracksrc.reading.ir import SourceText

# Line ends, and characters other line-splitting functions would also
# break at (MLIR strings can hold them): only "\n" ends a line.
TEXTS = st.text(alphabet=st.sampled_from("ab \n\r\x0b\x0c\x1c\u2028\x85é"), max_size=200)


@given(TEXTS, st.integers(1, 1000))
def test_positions_count_only_newlines(text: str, first_line: int) -> None:
    source = SourceText("f.mlir", text, first_line)
    assert list(source.line_starts) == [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    for offset in range(len(text) + 1):
        line, column = source.position(offset)
        before = text[:offset]
        assert line == first_line + before.count("\n")
        assert column == offset - (before.rfind("\n") + 1) + 1
        if offset < len(text) and text[offset] != "\n":
            assert text[offset] in source.line_text(line)
