"""`LaterPrints` answers, a block of prints at a time, what reading the
prints after a position one by one answers."""

from __future__ import annotations

from typing import NamedTuple

from hypothesis import given
from hypothesis import strategies as st

from tracksrc.pipeline.streams.later_prints import LaterPrints


class _Print(NamedTuple):
    whole_module: bool
    scope_symbol: str | None


# Prints of a few functions (so that they come again), whole modules, and
# prints without a symbol, in streams longer than a block (64).
_PRINTS = st.lists(
    st.one_of(
        st.builds(_Print, st.just(False), st.sampled_from(["@f", "@g", "@h", "@k", "@m"])),
        st.builds(_Print, st.just(False), st.sampled_from([f"@n{i}" for i in range(40)])),
        st.just(_Print(True, None)),
        st.just(_Print(False, None)),
    ),
    max_size=300,
)


def _functions(prints: list[_Print]) -> list[str | None]:
    return [
        None if p.whole_module or p.scope_symbol is None else p.scope_symbol[1:] for p in prints
    ]


@given(_PRINTS, st.integers(0, 320), st.integers(0, 320))
def test_the_next_print_of_an_earlier_function_or_a_module(
    prints: list[_Print], start: int, before: int
) -> None:
    functions = _functions(prints)
    first = {name: functions.index(name) for name in functions if name is not None}
    expected = next(
        (
            at
            for at, name in enumerate(functions[start:], start)
            if prints[at].whole_module or (name is not None and first[name] < before)
        ),
        None,
    )
    assert LaterPrints(prints).next_earlier(start, before) == expected


@given(_PRINTS, st.integers(0, 320), st.integers(0, 320))
def test_the_last_print_of_the_functions_first_printed_in_a_span(
    prints: list[_Print], start: int, end: int
) -> None:
    functions = _functions(prints)
    end = min(end, len(prints))
    new = {
        name
        for at, name in enumerate(functions[start:end], start)
        if name is not None and functions.index(name) == at
    }
    expected = max((at for at, name in enumerate(functions) if name in new), default=-1)
    later = LaterPrints(prints)
    assert later.printed_again(start, end) == expected
    assert later.functions == functions
