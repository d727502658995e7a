"""`CodeIndex.matching` answers from frames sorted by position: the same
instructions, in code order, as looking at every instruction's stacks
(property test over random code and random source ranges)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tracksrc.reading.locations import position_key
from tracksrc.reading.machine.code import CodeFile, CodeLocation, Instruction
from tracksrc.tracking.code_index import CodeIndex
from tracksrc.tracking.provenance import Frame, frames_overlap

FILES = ("model.mlir", "kernels.py")
locations = st.tuples(st.sampled_from(FILES), st.integers(0, 12), st.integers(0, 4)).map(
    lambda t: CodeLocation(*t)
)
chains = st.lists(locations, max_size=3).map(tuple)
bodies = st.lists(chains, max_size=30)
queries = st.tuples(
    st.sampled_from(FILES), st.integers(1, 12), st.integers(0, 4), st.integers(0, 3)
)


def _naive(index: CodeIndex, frame: Frame) -> list[int]:
    return [
        number
        for number, item in enumerate(index)
        if any(frames_overlap(other, frame) for stack in item.stacks for other in stack)
    ]


@settings(max_examples=300, deadline=None)
@given(st.lists(bodies, min_size=1, max_size=3), queries)
def test_matching_is_every_instruction_looked_at(
    functions: list[list[tuple[CodeLocation, ...]]], query: tuple[str, int, int, int]
) -> None:
    code = CodeFile(
        "k.s",
        "x86-64 assembly",
        {
            f"f{n}": [
                Instruction(line, "nop", f"f{n}", chain) for line, chain in enumerate(body, 1)
            ]
            for n, body in enumerate(functions)
        },
        [],
    )
    index = CodeIndex([code])
    file, line, column, more = query
    frame = (file, position_key(line, column), position_key(line + more, column))
    located = list(index)
    found = index.matching(frame)
    if not index.source_files():
        assert found == []
        return
    assert [located.index(item) for item in found] == _naive(index, frame)
